//! Files on disk: atomic saves and the lock that keeps two running copies of
//! the app from writing the same evening.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::ledger::evening::Evening;

pub use crate::error::storage::StorageError;

impl std::error::Error for StorageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StorageError::Io { source, .. } => Some(source),
            StorageError::Locked { .. } => None,
            StorageError::Invalid(e) => Some(e.as_ref()),
            StorageError::Refused(e) => Some(e),
        }
    }
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StorageError + '_ {
    move |source| StorageError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Writes `contents` to `path` so that a crash or power cut at any moment
/// leaves either the old file or the new one, never a mix: write a temporary
/// file beside it, flush it to disk, rename it over the old one, flush the
/// directory.
pub fn write_atomically(path: &Path, contents: &[u8]) -> Result<(), StorageError> {
    write_steps(path, contents, None)
}

/// The steps of an atomic save, for tests that cut a save short the way a
/// crash or power cut would.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveStep {
    /// The temporary file exists, empty.
    TempCreated,
    /// Half the contents are written.
    HalfWritten,
    /// All the contents are written, not yet flushed.
    Written,
    /// Flushed to disk, not yet renamed.
    Synced,
    /// Renamed over the old file.
    Renamed,
}

/// Runs an atomic save up to and including `stop` and abandons it there,
/// leaving whatever a crash at that moment would leave.
#[doc(hidden)]
pub fn write_atomically_until(
    path: &Path,
    contents: &[u8],
    stop: SaveStep,
) -> Result<(), StorageError> {
    write_steps(path, contents, Some(stop))
}

/// Writes an export (a printout, a CSV file) at a path the user named, as
/// an evening is saved, but only over what may be replaced: nothing yet, or
/// a regular file, whose permissions the new file keeps (a 0600 file came
/// back 0644). A link (symbolic, or a file of other names too), a FIFO, a
/// device or a folder there is refused with
/// what it is, and left as it was (`--out /dev/full` as root replaced the
/// device node; a link became a file).
pub fn write_export(path: &Path, contents: &[u8]) -> Result<(), StorageError> {
    let refused = |cause| {
        StorageError::Refused(crate::error::IoError::refused(
            path,
            crate::error::IoAction::Write,
            cause,
        ))
    };
    let keep = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            return Err(refused(crate::error::IoCause::Link {
                target: std::fs::read_link(path).unwrap_or_default(),
            }));
        }
        Ok(meta) if !meta.file_type().is_file() => {
            return Err(refused(crate::error::IoCause::NotARegularFile(
                crate::disk::kind_of(&meta),
            )));
        }
        Ok(meta) => {
            // A file of many names: a new file renamed over one of them
            // would leave the others with the old content (issue 34, 2).
            #[cfg(unix)]
            {
                let names = std::os::unix::fs::MetadataExt::nlink(&meta);
                if names > 1 {
                    return Err(refused(crate::error::IoCause::HardLinked { names }));
                }
            }
            Some(meta.permissions())
        }
        Err(_) => None,
    };
    write_steps_keeping(path, contents, None, keep)
}

fn write_steps(path: &Path, contents: &[u8], stop: Option<SaveStep>) -> Result<(), StorageError> {
    write_steps_keeping(path, contents, stop, None)
}

fn write_steps_keeping(
    path: &Path,
    contents: &[u8],
    stop: Option<SaveStep>,
    keep: Option<std::fs::Permissions>,
) -> Result<(), StorageError> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut temp = hidden_temp_file(dir).map_err(io(dir))?;
    let abandon = |temp: tempfile::NamedTempFile| {
        // A crashed process does not clean up after itself.
        let _ = temp.keep();
    };
    if stop == Some(SaveStep::TempCreated) {
        abandon(temp);
        return Ok(());
    }
    let (first, second) = contents.split_at(contents.len() / 2);
    temp.write_all(first).map_err(io(temp.path()))?;
    if stop == Some(SaveStep::HalfWritten) {
        abandon(temp);
        return Ok(());
    }
    temp.write_all(second).map_err(io(temp.path()))?;
    if stop == Some(SaveStep::Written) {
        abandon(temp);
        return Ok(());
    }
    if let Some(permissions) = keep {
        temp.as_file()
            .set_permissions(permissions)
            .map_err(io(temp.path()))?;
    }
    temp.as_file().sync_all().map_err(io(path))?;
    if stop == Some(SaveStep::Synced) {
        abandon(temp);
        return Ok(());
    }
    temp.persist(path).map_err(|e| StorageError::Io {
        path: path.to_path_buf(),
        source: e.error,
    })?;
    if stop == Some(SaveStep::Renamed) {
        return Ok(());
    }
    sync_dir(dir);
    Ok(())
}

/// The name of our temporary files: `.vira-save-XXXXXX.tmp`.
const TEMP_PREFIX: &str = ".vira-save-";
const TEMP_SUFFIX: &str = ".tmp";

/// A hidden temporary file in `dir` (created if missing): its name starts
/// with a dot, so a listing of evening files never takes a save that was
/// cut short for an evening. It is created with the mode any new file gets
/// (read and write for all, less the umask), not tempfile's private 0600:
/// it becomes the saved file, which a club's shared folder must let the
/// others read.
///
/// Writing here is when the leftovers of this program's saves that were
/// killed go ([`remove_if_stale_temp`]; once a run for each folder): a
/// listing only reads.
pub(crate) fn hidden_temp_file(dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    std::fs::create_dir_all(dir)?;
    sweep_stale_temps_once(dir);
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(TEMP_SUFFIX);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Passed to open(2), which applies the umask.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

/// How old a temporary file of ours must be to be taken for the leftover
/// of a save that was killed: no save takes this long.
pub const STALE_TEMP_AGE: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// Whether `name` is one of [`hidden_temp_file`]'s names:
/// `.vira-save-` + letters and digits + `.tmp`.
fn is_temp_name(name: &str) -> bool {
    name.strip_prefix(TEMP_PREFIX)
        .and_then(|rest| rest.strip_suffix(TEMP_SUFFIX))
        .is_some_and(|random| {
            (1..=32).contains(&random.len()) && random.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// Removes `path` if it is a temporary file of ours left by a save that was
/// killed: our own name ([`is_temp_name`]), a regular file (not a link, not
/// a folder), last modified more than [`STALE_TEMP_AGE`] ago. Anything
/// else is left alone; a file that cannot be removed is left too (the next
/// listing tries again). Returns whether it was removed.
pub(crate) fn remove_if_stale_temp(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    if !is_temp_name(name) {
        return false;
    }
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return false;
    };
    let stale = meta.file_type().is_file()
        && meta
            .modified()
            .ok()
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age > STALE_TEMP_AGE);
    stale && std::fs::remove_file(path).is_ok()
}

/// Removes the stale temporary files of ours in `dir`
/// ([`remove_if_stale_temp`]), the first time this run writes there (an
/// import of 1,000 files into a folder of 50,000 lists it once).
fn sweep_stale_temps_once(dir: &Path) {
    static SWEPT: std::sync::Mutex<Vec<std::path::PathBuf>> = std::sync::Mutex::new(Vec::new());
    {
        let Ok(mut swept) = SWEPT.lock() else {
            return;
        };
        if swept.iter().any(|d| d == dir) {
            return;
        }
        swept.push(dir.to_path_buf());
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        if entry
            .file_name()
            .as_encoded_bytes()
            .starts_with(TEMP_PREFIX.as_bytes())
        {
            remove_if_stale_temp(&entry.path());
        }
    }
}

/// Makes a rename or a new name in `dir` durable (not possible on every
/// platform; then the system's own timing applies).
pub(crate) fn sync_dir(dir: &Path) {
    if let Ok(directory) = File::open(dir) {
        // Some file systems refuse to sync a folder: the rename is done;
        // only its survival of a power cut is then the system's.
        let _ = directory.sync_all();
    }
}

/// Saves an evening atomically in the evening file format.
pub fn save_evening(path: &Path, evening: &Evening) -> Result<(), StorageError> {
    write_atomically(path, evening.to_ron().as_bytes())
}

/// A held lock on an evening file: while it lives, no other copy of the app
/// can take it. The operating system releases it when the process ends, so
/// a crash never leaves a stale lock behind.
#[derive(Debug)]
pub struct EveningLock {
    _file: File,
    path: PathBuf,
}

impl EveningLock {
    /// The lock file of an evening file: `NAME.ron.lock` beside it.
    pub fn lock_path(evening: &Path) -> PathBuf {
        let mut name = evening.file_name().unwrap_or_default().to_os_string();
        name.push(".lock");
        evening.with_file_name(name)
    }

    /// Takes the lock of an evening file, or says who holds it.
    ///
    /// Never waits: the lock file must be a regular file (or missing, then
    /// it is made). A FIFO, a device, a folder or a link in its place is
    /// [`StorageError::Refused`], checked by name before opening and again
    /// on the opened file, which is opened non-blocking on Linux (opening a
    /// FIFO to write would wait for a reader for ever).
    pub fn acquire(evening: &Path) -> Result<EveningLock, StorageError> {
        let path = Self::lock_path(evening);
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let refuse = |meta: &std::fs::Metadata| {
            StorageError::Refused(crate::error::IoError::refused(
                &path,
                crate::error::IoAction::Create,
                crate::error::IoCause::NotARegularFile(crate::disk::kind_of(meta)),
            ))
        };
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if !meta.file_type().is_file() => return Err(refuse(&meta)),
            _ => {}
        }
        let mut options = OpenOptions::new();
        options.create(true).truncate(false).write(true);
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::fs::OpenOptionsExt;
            const O_NONBLOCK: i32 = 0o4000;
            options.custom_flags(O_NONBLOCK);
        }
        let file = options.open(&path).map_err(io(&path))?;
        let meta = file.metadata().map_err(io(&path))?;
        if !meta.is_file() {
            return Err(refuse(&meta));
        }
        match file.try_lock() {
            Ok(()) => Ok(EveningLock { _file: file, path }),
            Err(std::fs::TryLockError::WouldBlock) => Err(StorageError::Locked {
                path: evening.to_path_buf(),
                lock: path,
            }),
            Err(std::fs::TryLockError::Error(source)) => Err(StorageError::Io { path, source }),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_replaces_the_whole_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("evening.ron");
        write_atomically(&path, b"first").unwrap();
        write_atomically(&path, b"second, longer").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second, longer");
        // No temporary files are left behind.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("evening.ron")]);
    }

    #[test]
    fn an_interrupted_save_leaves_the_last_good_file() {
        use crate::disk::places::list;
        use crate::rules::registry::TableRegistry;
        let good = Evening::parse(
            "e.ron",
            r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
                players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
                hands: [Hand(declarer: "Anna", contract: "begar", trump: Common, result: Tricks(6))])"#,
        )
        .unwrap();
        let mut better = good.clone();
        better.hands.push(better.hands[0].clone());
        let registry = TableRegistry::built_in();
        for stop in [
            SaveStep::TempCreated,
            SaveStep::HalfWritten,
            SaveStep::Written,
            SaveStep::Synced,
            SaveStep::Renamed,
        ] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("evening.ron");
            save_evening(&path, &good).unwrap();
            write_atomically_until(&path, better.to_ron().as_bytes(), stop).unwrap();
            // The evening reads as the old one or the new one, never a mix,
            // and the abandoned temporary file is not taken for an evening.
            let listed = list(dir.path(), &registry);
            assert_eq!(listed.len(), 1, "{stop:?}");
            let read = &listed[0].loaded.as_ref().expect("readable").evening;
            let expected = if stop == SaveStep::Renamed {
                &better
            } else {
                &good
            };
            assert_eq!(read, expected, "{stop:?}");
            // The next save goes through.
            save_evening(&path, &better).unwrap();
            assert_eq!(
                list(dir.path(), &registry)[0]
                    .loaded
                    .as_ref()
                    .unwrap()
                    .evening,
                better
            );
        }
    }

    #[test]
    fn a_second_lock_is_refused_until_the_first_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("evening.ron");
        let first = EveningLock::acquire(&path).unwrap();
        let error = EveningLock::acquire(&path).unwrap_err();
        assert!(matches!(error, StorageError::Locked { .. }));
        assert!(
            error.to_string().contains("another running copy"),
            "{error}"
        );
        drop(first);
        EveningLock::acquire(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_that_is_not_a_file_is_refused_without_waiting() {
        use crate::error::{FileKind, IoCause};
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo.ron");
        let made = std::process::Command::new("mkfifo")
            .arg(EveningLock::lock_path(&fifo))
            .status();
        assert!(made.unwrap().success());
        let folder = dir.path().join("folder.ron");
        std::fs::create_dir(EveningLock::lock_path(&folder)).unwrap();
        let link = dir.path().join("link.ron");
        std::os::unix::fs::symlink("/dev/null", EveningLock::lock_path(&link)).unwrap();
        // Run aside, so a lock that waits fails the test instead of hanging it.
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for path in [fifo, folder, link] {
                let _ = send.send(EveningLock::acquire(&path).map(|_| ()));
            }
        });
        let mut kinds = Vec::new();
        for _ in 0..3 {
            let result = receive
                .recv_timeout(std::time::Duration::from_secs(10))
                .expect("taking a lock waited");
            let error = result.unwrap_err();
            let StorageError::Refused(refused) = &error else {
                panic!("{error}");
            };
            let IoCause::NotARegularFile(kind) = refused.cause else {
                panic!("{error}");
            };
            kinds.push(kind);
        }
        assert_eq!(kinds, [FileKind::Fifo, FileKind::Folder, FileKind::Other]);
    }
}
