//! Files as the archive's tests need them: aged an hour (so the index
//! trusts them without the "racily clean" second look), and an index
//! damaged past its first page.

use std::path::Path;

/// Sets a file's modification time an hour back. A file written just now
/// is as new as the index made next, and is read again by the run after
/// it (issue 34, 11: "racily clean"); the counts of files read, and the
/// texts kept, below expect files older than that.
pub fn age(path: &Path) {
    set_time(
        path,
        std::time::SystemTime::now() - std::time::Duration::from_secs(3600),
    );
}

/// Sets a file's modification time (as `touch -r` puts one back).
pub fn set_time(path: &Path, time: std::time::SystemTime) {
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(time)
        .unwrap();
}

/// Every file of a folder [`age`]d.
pub fn age_all(dir: &Path) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            age(&path);
        }
    }
}

/// Writes a file and [`age`]s it.
pub fn write_aged(path: &Path, contents: impl AsRef<[u8]>) {
    std::fs::write(path, contents).unwrap();
    age(path);
}

/// Fills `file` after its first page (4 KiB) with bytes drawn from
/// `seed`: an index whose header still reads, whose rows and pages do not.
pub fn damage_after_first_page(file: &Path, seed: u64) {
    let mut bytes = std::fs::read(file).unwrap();
    let mut rng = fastrand::Rng::with_seed(seed);
    for byte in bytes.iter_mut().skip(4096) {
        *byte = rng.u8(..);
    }
    std::fs::write(file, bytes).unwrap();
}
