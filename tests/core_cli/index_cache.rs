//! The archive's index is a cache: it may be slow, never wrong (issue 34,
//! 11-14). A file changed behind its back is read again however its times
//! were kept; a damaged index is read again from the files, and the command
//! says so once; no process dies for what another does to the index's
//! files; any number of player filters is answered.
// Test code: a panic is a failing test, so the library's rules against
// unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::path::Path;
use std::process::{Command, Output};
use std::time::SystemTime;

use vira::archive::index::ListRow;
use vira::archive::stats::Statistics;
use vira::archive::{Archive, Column, Filter, sort_summaries};
use vira::disk::index::open_archive;
use vira::rules::registry::TableRegistry;

use crate::archive_index::{BIN, assert_same, awkward_archive};

/// The evening's text with its club's first letter changed: the same size,
/// another evening.
fn same_size_edit(text: &str) -> String {
    let at = text.find("club: Some(\"").unwrap() + "club: Some(\"".len();
    let mut bytes = text.as_bytes().to_vec();
    bytes[at] = if bytes[at] == b'Q' { b'Z' } else { b'Q' };
    let edited = String::from_utf8(bytes).unwrap();
    assert_eq!(edited.len(), text.len());
    edited
}

/// Sets a file's modification time.
fn set_time(path: &Path, time: SystemTime) {
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(time)
        .unwrap();
}

/// `vira archive --archive DIR ARGS…` with the index in `cache`.
fn vira(cache: &Path, dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .env("VIRA_CACHE_DIR", cache)
        .env_remove("VIRA_ARCHIVE_DIR")
        .env_remove("VIRA_TABLE_DIR")
        .args(["archive", "--archive", dir.to_str().unwrap()])
        .args(args)
        .output()
        .unwrap()
}

/// The output of a run that must have succeeded, and its standard error.
#[track_caller]
fn succeeded(out: &Output) -> (String, String) {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{:?}\n{stderr}\n{stdout}", out.status);
    (stdout, stderr)
}

/// Issue 34, 11: a file edited to the same size with its time restored
/// (`touch -r`, `cp -p`, `rsync -a`, `tar x`) kept its old line and
/// figures, even once it was no evening at all. Its change time and inode
/// changed: the index reads it again.
#[test]
fn a_file_changed_to_the_same_size_with_its_time_restored_is_read_again() {
    let (dir, files) = awkward_archive(6, 41);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    assert_same(dir, cache);
    // The command keeps its text for a folder that lists the same.
    let clean = tempfile::tempdir().unwrap();
    let (kept, _) = succeeded(&vira(cache, dir, &["list"]));
    assert_eq!(succeeded(&vira(cache, dir, &["list"])).0, kept);
    let time = |path: &Path| std::fs::metadata(path).unwrap().modified().unwrap();

    // Edited in place, its time put back (`touch -r`).
    let was = time(&files[1]);
    let text = std::fs::read_to_string(&files[1]).unwrap();
    std::fs::write(&files[1], same_size_edit(&text)).unwrap();
    set_time(&files[1], was);
    // A new file with the old time, renamed over it (`cp -p`, `rsync -a`).
    let was = time(&files[2]);
    let text = std::fs::read_to_string(&files[2]).unwrap();
    let new = dir.join(".incoming");
    std::fs::write(&new, same_size_edit(&text)).unwrap();
    set_time(&new, was);
    std::fs::rename(&new, &files[2]).unwrap();
    // No evening at all, of the same size, its time put back.
    let was = time(&files[3]);
    let size = std::fs::metadata(&files[3]).unwrap().len();
    std::fs::write(&files[3], "x".repeat(usize::try_from(size).unwrap())).unwrap();
    set_time(&files[3], was);

    assert_same(dir, cache);
    let (now, _) = succeeded(&vira(cache, dir, &["list"]));
    assert_eq!(now, succeeded(&vira(clean.path(), dir, &["list"])).0);
    assert_ne!(now, kept);
}

/// A fresh read's list rows for a filter, in the list's order.
fn fresh_rows(dir: &Path, filter: &Filter) -> Vec<ListRow> {
    let registry = TableRegistry::built_in();
    let mut chosen: Vec<_> = Archive::open(dir, &registry)
        .unwrap()
        .summaries()
        .into_iter()
        .filter(|s| filter.matches_summary(s))
        .collect();
    sort_summaries(&mut chosen, Column::Date, false);
    chosen.iter().map(ListRow::of).collect()
}

/// Issue 34, 14: 998 or more `--player` filters exited 2 ("Expression tree
/// is too large"). Any number is answered: the list (every player named at
/// the table) and the statistics (any player named) as from the files.
#[test]
fn any_number_of_player_filters_is_answered() {
    let (dir, _) = awkward_archive(8, 67);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let registry = TableRegistry::built_in();
    let (index, archive) = open_archive(dir, &registry, Some(cache)).unwrap();
    let fresh = Archive::open(dir, &registry).unwrap();
    let every = Filter {
        players: ["Anna", "ANNA", "anna"]
            .repeat(700)
            .iter()
            .map(|s| (*s).to_string())
            .collect(),
        ..Filter::default()
    };
    let any = Filter {
        players: (0..1500)
            .map(|i| format!("Nobody {i}"))
            .chain(["Bo".to_string(), "Anna".to_string()])
            .collect(),
        ..Filter::default()
    };
    // Nine different names, each to be at the table (none is), and the
    // many with a name no player has (the index's separator in it).
    let nine = Filter {
        players: ["Anna", "Bo", "Cia", "Dag", "Eva", "F", "G", "H", "I"]
            .iter()
            .map(|s| (*s).to_string())
            .collect(),
        ..Filter::default()
    };
    let odd = Filter {
        players: any
            .players
            .iter()
            .cloned()
            .chain(["a\u{1f}b".to_string()])
            .collect(),
        ..Filter::default()
    };
    for filter in [&every, &any, &nine, &odd] {
        assert_eq!(
            index.statistics(&archive, &registry, filter).unwrap(),
            Statistics::of_archive(&fresh, filter)
        );
    }
    let mut rows = Vec::new();
    index
        .list(dir, &every, (Column::Date, false), |row| rows.push(row))
        .unwrap();
    assert_eq!(rows, fresh_rows(dir, &every));
    assert!(!rows.is_empty());
    assert_eq!(index.count(dir, &every).unwrap(), rows.len());
    for filter in [&any, &nine, &odd] {
        let mut rows = Vec::new();
        index
            .list(dir, filter, (Column::Winner, true), |row| rows.push(row))
            .unwrap();
        assert_eq!(
            rows.len(),
            fresh_rows(dir, filter).len(),
            "{:?}",
            filter.players.len()
        );
        assert_eq!(index.count(dir, filter).unwrap(), rows.len());
    }
    drop((index, archive));
    // Through the command.
    let many: Vec<String> = any
        .players
        .iter()
        .flat_map(|p| ["--player".to_string(), p.clone()])
        .collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    let mut stats = vec!["stats"];
    stats.extend(&many);
    succeeded(&vira(cache, dir, &stats));
    let mut list = vec!["list"];
    for _ in 0..1200 {
        list.extend(["--player", "anna"]);
    }
    let (out, _) = succeeded(&vira(cache, dir, &list));
    assert_eq!(
        out,
        succeeded(&vira(cache, dir, &["list", "--player", "Anna"])).0
    );
}
