//! The archive's index (`vira::disk::index`): whatever happens to the files
//! or to the index file, every listing and statistic answered from the index
//! equals a fresh read of the files; deleting the index changes nothing but
//! speed; two processes at once do not corrupt it.
// Test and benchmark code: a panic is a failing test, so the library's
// rules against unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::path::{Path, PathBuf};
use std::process::Command;

use proptest::prelude::*;
use vira::archive::index::{IndexedArchive, ListRow};
use vira::archive::stats::Statistics;
use vira::archive::{Archive, Column, Conflict, EveningSummary, Filter, Imported, sort_summaries};
use vira::disk::index::{
    Index, SCHEMA_VERSION, copy_archive, import_files, index_file, open_archive, open_listed,
};
use vira::rules::registry::TableRegistry;

use crate::common;

use common::sample::write_club_archive;
use common::small_archive::{EVENING_A, EVENING_B, EVENING_ISBERG, NO_ID};

pub(crate) const BIN: &str = env!("CARGO_BIN_EXE_vira");

/// What a listing and the statistics show of an archive.
#[derive(Debug, PartialEq)]
pub(crate) struct View {
    summaries: Vec<EveningSummary>,
    invalid: Vec<(PathBuf, vira::Error)>,
    conflicts: Vec<Conflict>,
    copies: Vec<(PathBuf, PathBuf)>,
    stats: Vec<Statistics>,
}

/// The filters compared: all time, a month, a year from a day inside the
/// archive, one player, one player in that year, a club and a table with
/// two players.
pub(crate) fn filters() -> Vec<Filter> {
    let day = |y, m, d| chrono::NaiveDate::from_ymd_opt(y, m, d);
    vec![
        Filter::default(),
        Filter {
            from: day(2010, 1, 1),
            to: day(2010, 1, 31),
            ..Filter::default()
        },
        Filter {
            from: day(2010, 1, 4),
            to: day(2010, 12, 31),
            ..Filter::default()
        },
        Filter {
            players: vec!["anna".into()],
            ..Filter::default()
        },
        Filter {
            players: vec!["ANNA".into()],
            from: day(2010, 1, 4),
            to: day(2010, 12, 31),
            ..Filter::default()
        },
        Filter {
            players: vec!["Bo".into(), "Cia".into()],
            club: Some("uppsala viraklubb".into()),
            ..Filter::default()
        },
    ]
}

/// A fresh read of the files, without any index.
pub(crate) fn fresh(dir: &Path) -> View {
    let registry = TableRegistry::built_in();
    let archive = Archive::open(dir, &registry).unwrap();
    View {
        summaries: archive.summaries(),
        invalid: owned_errors(archive.invalid()),
        conflicts: archive.conflicts(),
        copies: owned_pairs(archive.identical_copies()),
        stats: filters()
            .iter()
            .map(|f| Statistics::of_archive(&archive, f))
            .collect(),
    }
}

/// The same, answered from the index in `cache`; with how many files the
/// refresh read.
pub(crate) fn indexed(dir: &Path, cache: &Path) -> (View, usize) {
    let registry = TableRegistry::built_in();
    let (index, archive) = open_archive(dir, &registry, Some(cache)).unwrap();
    (view_of(&index, &archive), archive.files_read)
}

pub(crate) fn view_of(index: &Index, archive: &IndexedArchive) -> View {
    try_view_of(index, archive).unwrap()
}

/// [`view_of`], or the first error of the index.
pub(crate) fn try_view_of(
    index: &Index,
    archive: &IndexedArchive,
) -> Result<View, vira::archive::ArchiveError> {
    let registry = TableRegistry::built_in();
    Ok(View {
        summaries: index.summaries(&archive.dir)?,
        invalid: owned_errors(archive.invalid()),
        conflicts: archive.conflicts(),
        copies: owned_pairs(archive.identical_copies()),
        stats: filters()
            .iter()
            .map(|f| index.statistics(archive, &registry, f))
            .collect::<Result<_, _>>()?,
    })
}

fn owned_errors(errors: Vec<(&Path, &vira::Error)>) -> Vec<(PathBuf, vira::Error)> {
    errors
        .into_iter()
        .map(|(p, e)| (p.to_path_buf(), e.clone()))
        .collect()
}

fn owned_pairs(pairs: Vec<(&Path, &Path)>) -> Vec<(PathBuf, PathBuf)> {
    pairs
        .into_iter()
        .map(|(a, b)| (a.to_path_buf(), b.to_path_buf()))
        .collect()
}

/// Asserts the index answers as a fresh read does; returns the files read.
#[track_caller]
pub(crate) fn assert_same(dir: &Path, cache: &Path) -> usize {
    let (view, read) = indexed(dir, cache);
    assert_eq!(view, fresh(dir));
    read
}

pub(crate) use crate::common::files::{age_all, write_aged};

/// A generated archive of `n` evenings with the awkward files besides: an
/// identical copy, a sync tool's conflict copy that differs, a hand-written
/// file without id, a file that is not an evening; every file [`age`]d.
pub(crate) fn awkward_archive(n: usize, seed: u64) -> (tempfile::TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().unwrap();
    let registry = TableRegistry::built_in();
    let files = write_club_archive(dir.path(), seed, n, &registry).unwrap();
    let first = std::fs::read_to_string(&files[0]).unwrap();
    let copy = files[0].with_file_name(format!(
        "{}-2.ron",
        files[0].file_stem().unwrap().to_string_lossy()
    ));
    std::fs::write(&copy, &first).unwrap();
    let second = std::fs::read_to_string(&files[1]).unwrap();
    let conflict = files[1].with_file_name(format!(
        "{}.sync-conflict-20261125-120000-ABCDEFG.ron",
        files[1].file_stem().unwrap().to_string_lossy()
    ));
    std::fs::write(&conflict, edit_club(&second)).unwrap();
    std::fs::write(dir.path().join("handwritten.ron"), NO_ID).unwrap();
    std::fs::write(dir.path().join("notes.ron"), "Evening(date: oops").unwrap();
    age_all(dir.path());
    (dir, files)
}

/// The evening's text with its club renamed.
pub(crate) fn edit_club(text: &str) -> String {
    let edited = text.replacen("club: Some(\"", "club: Some(\"Nya ", 1);
    assert_ne!(edited, text);
    edited
}

#[test]
fn the_index_answers_as_the_files_do_through_edits_removals_and_corruption() {
    let (dir, files) = awkward_archive(12, 7);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    // First time: every file read; the index lives in the cache, not in
    // the archive folder.
    assert_eq!(assert_same(dir, cache), 16);
    let file = index_file(cache, dir);
    assert!(file.is_file(), "{file:?}");
    assert!(file.starts_with(cache));
    // Then only the file that is not an evening is read again (for its
    // error as a fresh read gives it).
    assert_eq!(assert_same(dir, cache), 1);

    // A file edited, one removed, one added, one corrupted.
    let edited = std::fs::read_to_string(&files[3]).unwrap();
    write_aged(&files[3], edit_club(&edited));
    std::fs::remove_file(&files[4]).unwrap();
    write_aged(&dir.join("2026-11-21-added.ron"), EVENING_A);
    let corrupted = std::fs::read_to_string(&files[5]).unwrap();
    write_aged(&files[5], &corrupted[..corrupted.len() / 2]);
    assert_eq!(assert_same(dir, cache), 4);
    assert_eq!(assert_same(dir, cache), 2);

    // The same content written again (a sync tool touching it): its time
    // changed, its hash did not.
    let same = std::fs::read_to_string(&files[6]).unwrap();
    write_aged(&files[6], &same);
    assert_same(dir, cache);

    // The index file corrupted, truncated, of an older version, deleted.
    let len = std::fs::metadata(&file).unwrap().len();
    std::fs::write(&file, vec![0x5a; usize::try_from(len).unwrap()]).unwrap();
    assert_eq!(assert_same(dir, cache), 16);
    assert_eq!(assert_same(dir, cache), 2);
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() / 3]).unwrap();
    assert_same(dir, cache);
    let conn = rusqlite::Connection::open(&file).unwrap();
    conn.execute(
        "UPDATE meta SET value = ?1 WHERE key = 'version'",
        [SCHEMA_VERSION - 1],
    )
    .unwrap();
    drop(conn);
    assert_eq!(assert_same(dir, cache), 16);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(assert_same(dir, cache), 16);
}

#[test]
fn a_changed_copy_under_another_name_counts_once_from_the_index_as_from_the_files() {
    // Issue 33, 5: a copy by hand (`… kopia.ron`) of an evening with its id
    // and its club changed: one evening in the list and the statistics, a
    // conflict naming the file that counts; then the usual file removed
    // and put back, the index follows which file counts.
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let registry = TableRegistry::built_in();
    let files = write_club_archive(dir.path(), 29, 6, &registry).unwrap();
    let original = std::fs::read_to_string(&files[2]).unwrap();
    let copy = files[2].with_file_name(format!(
        "{} kopia.ron",
        files[2].file_stem().unwrap().to_string_lossy()
    ));
    std::fs::write(&copy, edit_club(&original)).unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    assert_same(dir, cache);
    let (view, _) = indexed(dir, cache);
    assert_eq!(view.summaries.len(), 6);
    assert!(view.summaries.iter().all(|s| s.path != copy));
    assert!(view.stats.first().is_some_and(|s| s.evenings == 6));
    assert_eq!(view.conflicts.len(), 1);
    assert_eq!(view.conflicts[0].counted.as_ref(), Some(&files[2]));
    let (index, archive) = open_archive(dir, &registry, Some(cache)).unwrap();
    assert_eq!(index.count(dir, &Filter::default()).unwrap(), 6);
    drop((index, archive));
    // The usual file gone: the copy counts; back: the usual file again.
    std::fs::remove_file(&files[2]).unwrap();
    assert_same(dir, cache);
    let (view, _) = indexed(dir, cache);
    assert!(view.summaries.iter().any(|s| s.path == copy));
    std::fs::write(&files[2], &original).unwrap();
    assert_same(dir, cache);
    let (view, _) = indexed(dir, cache);
    assert_eq!(view.summaries.len(), 6);
    assert!(view.summaries.iter().all(|s| s.path != copy));
}

#[test]
fn an_index_that_cannot_be_written_answers_from_memory() {
    let (dir, _) = awkward_archive(3, 11);
    let cache = tempfile::tempdir().unwrap();
    // The cache "directory" is a file: no index can be made there.
    let blocked = cache.path().join("file");
    std::fs::write(&blocked, "").unwrap();
    let (view, read) = indexed(dir.path(), &blocked);
    assert_eq!(view, fresh(dir.path()));
    assert_eq!(read, 7);
}

#[test]
fn import_updates_the_index_for_the_new_file_alone() {
    let (dir, _) = awkward_archive(6, 3);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let registry = TableRegistry::built_in();
    assert_same(dir, cache);
    let incoming = tempfile::tempdir().unwrap();
    let new = incoming.path().join("new.ron");
    std::fs::write(&new, EVENING_A).unwrap();
    let again = incoming.path().join("again.ron");
    std::fs::write(&again, EVENING_A).unwrap();
    let (mut index, mut archive) = open_archive(dir, &registry, Some(cache)).unwrap();
    let results = archive.import_files(&registry, &[new, again]);
    assert!(
        matches!(results[0], Ok(Imported::Added { .. })),
        "{results:?}"
    );
    assert!(
        matches!(results[1], Ok(Imported::AlreadyThere { .. })),
        "{results:?}"
    );
    index.record_pending(&mut archive).unwrap();
    // The list in hand and the index both know the new file: the next
    // refresh reads only the file that is not an evening, and the new file
    // if it is still as new as the index ([`age`]).
    assert_eq!(view_of(&index, &archive), fresh(dir));
    drop(index);
    let read = assert_same(dir, cache);
    assert!((1..=2).contains(&read), "{read} files read");
}

#[test]
fn two_processes_at_once_do_not_corrupt_the_index() {
    let (dir, files) = awkward_archive(20, 5);
    let cache = tempfile::tempdir().unwrap();
    let incoming = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let mut command = Command::new(BIN);
        command
            .env("VIRA_CACHE_DIR", cache.path())
            .env_remove("VIRA_ARCHIVE_DIR")
            .env_remove("VIRA_TABLE_DIR")
            .arg("archive")
            .arg("--archive")
            .arg(dir.path())
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        command.spawn().unwrap()
    };
    let list = |child: std::process::Child| {
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!stderr.contains("panicked"), "{stderr}");
        String::from_utf8(out.stdout).unwrap()
    };
    // Two cold readings at once, then the same again one after the other.
    let (a, b) = (run(&["list"]), run(&["stats", "--json"]));
    let (a, b) = (list(a), list(b));
    assert!(a.contains("21 evenings"), "{a}");
    assert_eq!(list(run(&["list"])), a);
    assert_eq!(list(run(&["stats", "--json"])), b);
    // Readings beside an import, a file gone meanwhile.
    let new = incoming.path().join("new.ron");
    std::fs::write(&new, EVENING_A).unwrap();
    std::fs::remove_file(&files[2]).unwrap();
    let readers: Vec<_> = (0..3).map(|_| run(&["stats", "--json"])).collect();
    let import = run(&["import", new.to_str().unwrap()]);
    let read: Vec<String> = readers.into_iter().map(list).collect();
    assert!(read.iter().all(|r| r.contains("\"evenings\"")), "{read:?}");
    assert!(list(import).contains("added"));
    assert_same(dir.path(), cache.path());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Statistics from the index (its packed rows) equal those computed
    /// from the files, on random archives changed at random (a file
    /// edited, removed, corrupted, copied; evenings added) between two
    /// readings.
    #[test]
    fn statistics_from_the_index_equal_the_files(
        seed in 0u64..1_000,
        n in 2usize..7,
        changes in proptest::collection::vec((0usize..6, 0usize..7), 0..4),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        let registry = TableRegistry::built_in();
        let files = write_club_archive(dir.path(), seed, n, &registry).unwrap();
        prop_assert_eq!(indexed(dir.path(), cache.path()).0, fresh(dir.path()));
        for (change, which) in changes {
            let file = &files[which % files.len()];
            let Ok(text) = std::fs::read_to_string(file) else { continue };
            match change {
                0 => std::fs::write(file, edit_club(&text)).unwrap(),
                1 => std::fs::remove_file(file).unwrap(),
                2 => std::fs::write(file, &text[..text.len() / 2]).unwrap(),
                3 => std::fs::write(file.with_extension("copy.ron"), &text).unwrap(),
                // Evenings added: another table and unit (points), four
                // players, other dates.
                4 => std::fs::write(file.with_extension("isberg.ron"), EVENING_ISBERG).unwrap(),
                _ => std::fs::write(file.with_extension("b.ron"), EVENING_B).unwrap(),
            }
        }
        prop_assert_eq!(indexed(dir.path(), cache.path()).0, fresh(dir.path()));
    }
}

/// The built-in tables as a club's table files that rename every table
/// (other bid tables, to the index).
fn renamed_tables(registry: &TableRegistry) -> TableRegistry {
    let mut renamed = registry.clone();
    for entry in registry.entries() {
        let Some(mut table) = entry.table.as_ref().ok().cloned() else {
            continue;
        };
        table.name.en = format!("{} (club)", table.name.en);
        renamed.add_user_table(entry.id.clone(), PathBuf::from("club.ron"), Ok(table));
    }
    renamed
}

#[test]
fn an_index_made_with_other_bid_tables_is_read_again() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let registry = TableRegistry::built_in();
    write_club_archive(dir.path(), 9, 4, &registry).unwrap();
    age_all(dir.path());
    let (_, first) = open_archive(dir.path(), &registry, Some(cache.path())).unwrap();
    assert_eq!(first.files_read, 4);
    let (_, warm) = open_archive(dir.path(), &registry, Some(cache.path())).unwrap();
    assert_eq!(warm.files_read, 0);
    // A club's table files renaming every table: the summaries name them.
    let renamed = renamed_tables(&registry);
    let (index, again) = open_archive(dir.path(), &renamed, Some(cache.path())).unwrap();
    assert_eq!(again.files_read, 4);
    let fresh = Archive::open(dir.path(), &renamed).unwrap();
    let summaries = index.summaries(dir.path()).unwrap();
    assert_eq!(summaries, fresh.summaries());
    assert!(summaries[0].table_name.en.ends_with("(club)"));
}

/// A report kept in the index (`vira archive list`'s and `stats`' text) is
/// given only while the folder is as it was, and then it is the text a
/// refresh would make: after every change below, whatever is given equals
/// what is made, and a change to any file's name, size, time, or to what a
/// file that is not an evening gives, is never answered from the old text.
#[test]
fn a_kept_report_is_given_only_while_the_files_are_as_they_were() {
    let (dir, files) = awkward_archive(6, 19);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let registry = TableRegistry::built_in();
    // The report: the whole view, as text.
    let made = |registry: &TableRegistry| {
        let (mut index, mut listing) = open_listed(dir, registry, Some(cache), "view").unwrap();
        let archive = index.refresh_listed(dir, registry, &mut listing).unwrap();
        let text = format!("{:?}", view_of(&index, &archive));
        index.keep_report(&listing, &archive, &text).unwrap();
        text
    };
    let given = |registry: &TableRegistry, key: &str| {
        let (index, listing) = open_listed(dir, registry, Some(cache), key).unwrap();
        assert!(!listing.is_empty());
        index.report(&listing)
    };
    // Checks the invariant and says whether a report was given.
    let given_is_made = |registry: &TableRegistry| {
        let kept = given(registry, "view");
        let now = made(registry);
        if let Some(kept) = &kept {
            assert_eq!(*kept, now);
        }
        assert_eq!(given(registry, "view").as_deref(), Some(now.as_str()));
        kept.is_some()
    };

    assert_eq!(given(&registry, "view"), None);
    assert!(!given_is_made(&registry), "nothing was kept yet");
    assert!(given_is_made(&registry), "the folder is as it was");
    assert_eq!(given(&registry, "other"), None);

    // A file edited, one removed, one added: each time made again.
    let text = std::fs::read_to_string(&files[2]).unwrap();
    write_aged(&files[2], edit_club(&text));
    assert!(!given_is_made(&registry));
    std::fs::remove_file(&files[3]).unwrap();
    assert!(!given_is_made(&registry));
    write_aged(&dir.join("2026-11-21-added.ron"), EVENING_A);
    assert!(!given_is_made(&registry));
    assert!(given_is_made(&registry));

    // The same bytes written again: its time changed, so made again (and
    // the same).
    let text = std::fs::read_to_string(&files[4]).unwrap();
    write_aged(&files[4], &text);
    assert!(!given_is_made(&registry));

    // The file that is not an evening, written again with other bytes of
    // the same length and its old time: a refresh reads it again, and so
    // does the report's check.
    let notes = dir.join("notes.ron");
    let time = std::fs::metadata(&notes).unwrap().modified().unwrap();
    std::fs::write(&notes, "Evening(date: oopz").unwrap();
    crate::common::files::set_time(&notes, time);
    assert!(!given_is_made(&registry));
    assert!(given_is_made(&registry));

    // Another copy counted behind the index's back, the folder unchanged:
    // every report goes (and the row, which no longer reads back as it was
    // written, is damage: the index is made anew, issue 34, 12).
    let conn = rusqlite::Connection::open(index_file(cache, dir)).unwrap();
    let changed = conn
        .execute(
            "UPDATE listing SET counted = 1 - counted WHERE path IN
                 (SELECT path FROM listing WHERE valid LIMIT 1)",
            [],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(conn);
    assert_eq!(given(&registry, "view"), None);
    made(&registry);

    // Other bid tables: made again.
    let renamed = renamed_tables(&registry);
    assert!(given(&registry, "view").is_some());
    assert!(!given_is_made(&renamed));
    assert!(given_is_made(&renamed));
}

/// Copying an archive into a new folder (the app's folder change) merges
/// each evening in as an import does and writes the new folder's index for
/// the files copied: the next open reads none of them, and answers as the
/// files do.
#[test]
fn a_copy_into_a_new_folder_writes_its_index_for_the_files_copied() {
    let (dir, _) = awkward_archive(4, 23);
    let cache = tempfile::tempdir().unwrap();
    let synced = tempfile::tempdir().unwrap();
    let new = synced.path().join("Vira-arkiv");
    let registry = TableRegistry::built_in();
    let (_, old) = open_archive(dir.path(), &registry, Some(cache.path())).unwrap();
    let copied = copy_archive(dir.path(), &new, &registry, Some(cache.path())).unwrap();
    assert_eq!(copied.failed, 0, "{:?}", copied.first_failure);
    assert_eq!(copied.invalid.as_ref().map(|(n, _)| *n), Some(1));
    assert_eq!(
        copied.added + copied.kept + copied.conflicts,
        old.valid().len()
    );
    assert!(copied.trouble());
    // The copy wrote every file's rows: the next open reads none but those
    // still as new as the index (written just now: read once more).
    let rows: usize = rusqlite::Connection::open(index_file(cache.path(), &new))
        .unwrap()
        .query_row("SELECT COUNT(*) FROM listing", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, copied.added);
    assert_eq!(rows, std::fs::read_dir(&new).unwrap().count());
    let (_, indexed) = open_archive(&new, &registry, Some(cache.path())).unwrap();
    assert!(indexed.files_read <= rows);
    assert_same(&new, cache.path());
    // Copied again: everything is there already.
    let again = copy_archive(dir.path(), &new, &registry, Some(cache.path())).unwrap();
    assert_eq!(again.added, 0);
}

/// A first reading stopped midway (someone pressing Ctrl-C while a
/// federation's archive is read the first time) leaves rows written whose
/// counting was not marked yet; the next run marks them with the whole
/// folder in view. Before, it found every file unchanged and trusted the
/// counting: evenings went missing from the list for good.
#[test]
fn a_first_reading_stopped_midway_is_counted_whole_by_the_next_run() {
    // Three chunks of the reading, a copy in the first. No file that is
    // not an evening: one would be read again by every run, and its row
    // written again would have the counting marked anyway.
    let dir = tempfile::tempdir().unwrap();
    let files = write_club_archive(dir.path(), 31, 1100, &TableRegistry::built_in()).unwrap();
    std::fs::copy(&files[0], files[0].with_extension("copy.ron")).unwrap();
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let mut child = Command::new(BIN)
        .env("VIRA_CACHE_DIR", cache)
        .env_remove("VIRA_ARCHIVE_DIR")
        .env_remove("VIRA_TABLE_DIR")
        .args(["archive", "--archive", dir.to_str().unwrap(), "list"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Stopped as soon as the first chunk's rows are in the index.
    let file = index_file(cache, dir);
    let rows = |file: &Path| -> Option<i64> {
        let conn =
            rusqlite::Connection::open_with_flags(file, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
                .ok()?;
        conn.query_row("SELECT COUNT(*) FROM listing", [], |r| r.get(0))
            .ok()
    };
    loop {
        if rows(&file).is_some_and(|n| n > 0) {
            break;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the reading ended before it could be stopped"
        );
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let written = rows(&file).unwrap();
    assert!(written > 0 && written < 1101, "{written} rows");
    assert_same(dir, cache);
}

/// Every sort (each column, both ways) and filter of the list.
fn sorts() -> Vec<(Column, bool)> {
    Column::ALL
        .iter()
        .flat_map(|(c, _)| [(*c, false), (*c, true)])
        .collect()
}

fn list_filters() -> Vec<Filter> {
    let mut all = filters();
    all.push(Filter {
        club: Some("UPPSALA VIRAKLUBB".into()),
        ..Filter::default()
    });
    all.push(Filter {
        table: Some("stockholm".into()),
        players: vec!["CIA".into()],
        ..Filter::default()
    });
    all.push(Filter {
        players: vec!["Nobody".into()],
        ..Filter::default()
    });
    all
}

/// The list as the index gives it (filtered and sorted by its query)
/// equals the files' summaries filtered and sorted in Rust.
#[track_caller]
fn assert_lists_as_the_files(dir: &Path, cache: &Path) {
    let registry = TableRegistry::built_in();
    let (index, archive) = open_archive(dir, &registry, Some(cache)).unwrap();
    let fresh = Archive::open(dir, &registry).unwrap().summaries();
    for filter in list_filters() {
        let chosen: Vec<EveningSummary> = fresh
            .iter()
            .filter(|s| filter.matches_summary(s))
            .cloned()
            .collect();
        assert_eq!(index.count(&archive.dir, &filter).unwrap(), chosen.len());
        for (column, descending) in sorts() {
            let mut expected = chosen.clone();
            sort_summaries(&mut expected, column, descending);
            let mut listed = Vec::new();
            index
                .list(&archive.dir, &filter, (column, descending), |row| {
                    listed.push(row);
                })
                .unwrap();
            let wanted: Vec<ListRow> = expected.iter().map(ListRow::of).collect();
            assert_eq!(listed, wanted, "{filter:?} {column:?} {descending}");
            // A page of it is the same rows, summaries whole.
            let page = index
                .page(&archive.dir, &filter, (column, descending), 2, 3)
                .unwrap();
            let wanted: Vec<EveningSummary> = expected.iter().skip(2).take(3).cloned().collect();
            assert_eq!(page, wanted, "{filter:?} {column:?} {descending}");
        }
    }
}

#[test]
fn the_list_filtered_and_sorted_by_the_index_equals_the_files() {
    let (dir, files) = awkward_archive(14, 21);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    assert_lists_as_the_files(dir, cache);
    assert_lists_as_the_files(dir, cache);
    // An evening edited (a new club), one removed, the first one's copy
    // removed and its original removed (the copy is then the one counted).
    let edited = std::fs::read_to_string(&files[3]).unwrap();
    std::fs::write(&files[3], edit_club(&edited)).unwrap();
    std::fs::remove_file(&files[4]).unwrap();
    std::fs::remove_file(&files[0]).unwrap();
    assert_lists_as_the_files(dir, cache);
    std::fs::write(dir.join("2026-11-21-added.ron"), EVENING_A).unwrap();
    assert_lists_as_the_files(dir, cache);
}

/// `vira archive list` prints what the files say, through the index.
#[test]
fn the_command_lists_from_the_index_as_from_the_files() {
    let (dir, files) = awkward_archive(5, 13);
    let cache = tempfile::tempdir().unwrap();
    let list = |args: &[&str]| {
        let out = Command::new(BIN)
            .env("VIRA_CACHE_DIR", cache.path())
            .env_remove("VIRA_ARCHIVE_DIR")
            .env_remove("VIRA_TABLE_DIR")
            .args(["archive", "--archive", dir.path().to_str().unwrap(), "list"])
            .args(args)
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let cold = list(&["--sort", "winner"]);
    assert!(cold.contains("6 evenings"), "{cold}");
    assert_eq!(list(&["--sort", "winner"]), cold);
    std::fs::remove_file(&files[1]).unwrap();
    let warm = list(&["--sort", "winner"]);
    // The conflict copy of the removed file is counted on its own now.
    assert!(warm.contains("6 evenings"), "{warm}");
    assert!(!warm.contains("conflict:"), "{warm}");
    assert_ne!(warm, cold);
}

/// An import asks the index whether the evening is there and writes that
/// file's rows alone: the rest of the folder is not read again.
#[test]
fn an_import_asks_the_index_and_reads_no_other_file() {
    let (dir, files) = awkward_archive(6, 17);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let registry = TableRegistry::built_in();
    assert_same(dir, cache);
    // Another file changed meanwhile (a sync tool): the import leaves it
    // for the next refresh.
    let edited = std::fs::read_to_string(&files[2]).unwrap();
    write_aged(&files[2], edit_club(&edited));
    let incoming = tempfile::tempdir().unwrap();
    let new = incoming.path().join("new.ron");
    std::fs::write(&new, EVENING_A).unwrap();
    // The second evening again, under another name: kept once, found by
    // its id and record in the index.
    let again = incoming.path().join("again.ron");
    std::fs::copy(&files[1], &again).unwrap();
    // The fourth evening's id with other content: a conflict.
    let other = incoming.path().join("other.ron");
    std::fs::write(
        &other,
        edit_club(&std::fs::read_to_string(&files[3]).unwrap()),
    )
    .unwrap();
    let results = import_files(dir, &registry, Some(cache), &[new, again, other]).unwrap();
    assert!(
        matches!(results[0], Ok(Imported::Added { .. })),
        "{results:?}"
    );
    match &results[1] {
        Ok(Imported::AlreadyThere { path, .. }) => assert_eq!(path, &files[1]),
        other => panic!("{other:?}"),
    }
    match &results[2] {
        Ok(Imported::Conflict { existing, .. }) => assert_eq!(existing, &vec![files[3].clone()]),
        other => panic!("{other:?}"),
    }
    // The next refresh reads the edited file, the file that is not an
    // evening, and of the two files the import wrote only those still as
    // new as the index (written just now, [`age`]).
    let read = assert_same(dir, cache);
    assert!((2..=4).contains(&read), "{read} files read");
    assert_lists_as_the_files(dir, cache);
}

/// A file the index has not seen, under the name an import gives the
/// evening, is read by the import before it answers.
#[test]
fn an_import_sees_a_file_the_index_has_not_seen_yet() {
    import_sees_a_file_not_yet_seen("2026-01-10-aaaaaaaaaaaa.ron", 19);
}

/// So is one under any other name (a sync tool's, or one copied in by
/// hand): the evening is already there, and no second file is written.
#[test]
fn an_import_sees_a_new_file_under_any_name() {
    import_sees_a_file_not_yet_seen("från Annas dator.ron", 23);
}

/// Evening A arrives by the sync as `name` after the index was made, then
/// is imported: already there, as that file. Then it is edited there
/// (another machine's correction): importing the original again is a
/// conflict with it, not "already there".
fn import_sees_a_file_not_yet_seen(name: &str, seed: u64) {
    let (dir, _) = awkward_archive(3, seed);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let registry = TableRegistry::built_in();
    assert_same(dir, cache);
    std::fs::write(dir.join(name), EVENING_A).unwrap();
    let files = std::fs::read_dir(dir).unwrap().count();
    let incoming = tempfile::tempdir().unwrap();
    let new = incoming.path().join("a.ron");
    std::fs::write(&new, EVENING_A).unwrap();
    let results = import_files(dir, &registry, Some(cache), std::slice::from_ref(&new)).unwrap();
    match &results[0] {
        Ok(Imported::AlreadyThere { path, .. }) => assert_eq!(path, &dir.join(name)),
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), files);
    let corrected = EVENING_A.replacen("Provklubben", "Nya Provklubben", 1);
    std::fs::write(dir.join(name), corrected).unwrap();
    let results = import_files(dir, &registry, Some(cache), &[new]).unwrap();
    assert!(
        matches!(results[0], Ok(Imported::Conflict { .. })),
        "{results:?}"
    );
    assert_same(dir, cache);
    assert_lists_as_the_files(dir, cache);
}

/// The facts the index keeps of an evening come back as they were packed
/// (but for the contracts' names, which the statistics take from the bid
/// tables), and a row cut short is refused, never misread.
#[test]
fn packed_facts_read_back_whole_and_refuse_a_row_cut_short() {
    use vira::archive::stats::EveningFacts;
    use vira::archive::stats::packed::{pack, unpack_owned};
    let dir = tempfile::tempdir().unwrap();
    let registry = TableRegistry::built_in();
    write_club_archive(dir.path(), 4, 3, &registry).unwrap();
    for (name, text) in [
        ("a.ron", EVENING_A),
        ("b.ron", EVENING_B),
        ("i.ron", EVENING_ISBERG),
    ] {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let archive = Archive::open(dir.path(), &registry).unwrap();
    let valid = archive.valid();
    assert_eq!(valid.len(), 6);
    for evening in valid {
        let facts = EveningFacts::of(evening.settled().unwrap());
        let bytes = pack(&facts);
        let mut unnamed = facts.clone();
        for group in &mut unnamed.contracts {
            group.name.sv.clear();
            group.name.en.clear();
            group.name.ja = None;
        }
        assert!(!facts.contracts.is_empty());
        assert_eq!(unpack_owned(&bytes), Some(unnamed));
        for cut in 0..bytes.len() {
            assert_eq!(unpack_owned(&bytes[..cut]), None, "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(unpack_owned(&longer), None);
    }
}

/// Sums of amounts are checked: a total beyond the ledger's numbers is
/// said (the statistics are not shown as they are), never wrapped round.
#[test]
fn a_sum_beyond_the_ledgers_numbers_is_said() {
    use vira::archive::stats::EveningFacts;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.ron"), EVENING_A).unwrap();
    let registry = TableRegistry::built_in();
    let archive = Archive::open(dir.path(), &registry).unwrap();
    let mut facts = EveningFacts::of(archive.valid()[0].settled().unwrap());
    facts.results[0] = i64::MAX - 1;
    let one = Statistics::of_facts([("a", facts.clone())], &Filter::default());
    assert!(!one.overflow);
    assert_eq!(one.players[0].net_pinnar, i64::MAX - 1);
    let two = Statistics::of_facts([("a", facts.clone()), ("b", facts)], &Filter::default());
    assert!(two.overflow);
}

/// More files than a refresh reads at once (each chunk is written while
/// the next is read): the index still answers as the files do, on the
/// first reading and after edits in the first and the last chunk.
#[test]
fn an_archive_of_several_chunks_is_indexed_as_the_files_are() {
    let (dir, files) = awkward_archive(1030, 11);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    assert_eq!(assert_same(dir, cache), files.len() + 4);
    assert_eq!(assert_same(dir, cache), 1);
    for file in [&files[2], &files[1028]] {
        let text = std::fs::read_to_string(file).unwrap();
        std::fs::write(file, edit_club(&text)).unwrap();
    }
    std::fs::remove_file(&files[600]).unwrap();
    assert_eq!(assert_same(dir, cache), 3);
}
