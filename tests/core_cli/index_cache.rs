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

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use vira::archive::index::ListRow;
use vira::archive::stats::Statistics;
use vira::archive::{Archive, Column, Filter, sort_summaries};
use vira::disk::index::{index_file, open_archive};
use vira::rules::registry::TableRegistry;

use crate::archive_index::{
    BIN, View, age_all, assert_same, awkward_archive, filters, fresh, try_view_of,
};
use crate::common::sample::write_club_archive;

/// What the command says, once, when it found the index damaged.
const DAMAGED: &str =
    "The archive's index was damaged; what was damaged has been read again from the files.\n";

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

use crate::common::files::set_time;

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

/// The view and the list rows of every filter, answered from the index in
/// `cache` (as a command answers: what is found damaged is read again from
/// the files and asked again).
fn answered(dir: &Path, cache: &Path) -> (View, Vec<Vec<ListRow>>) {
    let registry = TableRegistry::built_in();
    let (mut index, mut archive) = open_archive(dir, &registry, Some(cache)).unwrap();
    index
        .answer(&mut archive, &registry, |index, archive| {
            let view = try_view_of(index, archive)?;
            let mut lists = Vec::new();
            for filter in filters() {
                let mut rows = Vec::new();
                index.list(dir, &filter, (Column::Date, false), |row| rows.push(row))?;
                lists.push(rows);
            }
            Ok::<_, vira::archive::ArchiveError>((view, lists))
        })
        .unwrap()
        .unwrap()
}

/// What a fresh read of the files gives for [`answered`].
fn expected(dir: &Path) -> (View, Vec<Vec<ListRow>>) {
    let rows = filters().iter().map(|f| fresh_rows(dir, f)).collect();
    (fresh(dir), rows)
}

/// A copy of the index file as it is now, put back by [`restore`].
fn pristine(file: &Path) -> Vec<u8> {
    std::fs::read(file).unwrap()
}

fn restore(file: &Path, bytes: &[u8]) {
    for suffix in ["-journal", "-wal", "-shm"] {
        let mut side = file.as_os_str().to_owned();
        side.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(side));
    }
    std::fs::write(file, bytes).unwrap();
}

/// Issue 34, 12: 3 of 12 random byte flips in the index gave wrong
/// statistics with exit 0. Whatever byte of the index is changed, the
/// answers are the files' (`INDEX_FLIPS=N` tries N bytes, 24 by default).
#[test]
fn a_byte_changed_anywhere_in_the_index_never_gives_a_wrong_answer() {
    let (dir, _) = awkward_archive(8, 47);
    let cache = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let want = expected(dir);
    assert_eq!(answered(dir, cache), want);
    let file = index_file(cache, dir);
    let bytes = pristine(&file);
    let mut rng = fastrand::Rng::with_seed(34_12);
    // `INDEX_FLIPS=N` for a longer run.
    let trials = std::env::var("INDEX_FLIPS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(24);
    for trial in 0..trials {
        restore(&file, &bytes);
        let mut changed = bytes.clone();
        let at = rng.usize(..changed.len());
        changed[at] ^= 1 << rng.u8(..8);
        std::fs::write(&file, &changed).unwrap();
        assert_eq!(answered(dir, cache), want, "trial {trial}: byte {at}");
        // And the run after it.
        assert_eq!(answered(dir, cache), want, "trial {trial}, again");
    }
}

/// Issue 34, 12: values in the index changed behind its back (a row of the
/// facts that no longer decodes, one that decodes to other figures, a
/// line's columns, which copy counts, a kept text) are found when read,
/// read again from the files, and said once.
#[test]
fn rows_changed_behind_the_index_s_back_are_read_again_and_said_once() {
    use vira::archive::stats::packed::{pack, unpack_owned};
    let (dir, _) = awkward_archive(6, 53);
    let cache = tempfile::tempdir().unwrap();
    let clean = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let commands: [&[&str]; 4] = [
        &["stats", "--json"],
        &["stats", "--player", "Anna"],
        &["list"],
        &["list", "--sort", "winner", "--player", "bo"],
    ];
    let want: Vec<String> = commands
        .iter()
        .map(|c| succeeded(&vira(clean.path(), dir, c)).0)
        .collect();
    // The index with the texts kept.
    for command in commands {
        succeeded(&vira(cache, dir, command));
    }
    let file = index_file(cache, dir);
    let bytes = pristine(&file);
    const FIRST: &str = "(SELECT MIN(path) FROM listing WHERE counted = 1)";
    let first = FIRST;
    let other_figures = move |conn: &rusqlite::Connection| {
        let blob: Vec<u8> = conn
            .query_row(
                &format!("SELECT facts FROM files WHERE path = {first}"),
                [],
                |r| r.get(0),
            )
            .unwrap();
        let mut facts = unpack_owned(&blob).unwrap();
        facts.results[0] += 3;
        facts.results[1] -= 3;
        conn.execute(
            &format!("UPDATE files SET facts = ?1 WHERE path = {first}"),
            [pack(&facts)],
        )
        .unwrap();
    };
    type Edit = Box<dyn Fn(&rusqlite::Connection)>;
    let edits: Vec<(&str, Edit)> = vec![
        ("facts that do not decode", {
            let q = format!("UPDATE files SET facts = X'00' WHERE path = {first}");
            Box::new(move |c| assert_eq!(c.execute(&q, []).unwrap(), 1))
        }),
        ("facts of other figures", Box::new(other_figures)),
        ("a summary changed", {
            let q = format!(
                "UPDATE files SET summary = replace(summary, 'Anna', 'Anne') WHERE path = {first}"
            );
            Box::new(move |c| assert_eq!(c.execute(&q, []).unwrap(), 1))
        }),
        ("a row of facts gone", {
            let q = format!("DELETE FROM files WHERE path = {first}");
            Box::new(move |c| assert_eq!(c.execute(&q, []).unwrap(), 1))
        }),
        ("a line's winner", {
            let q = "UPDATE listing SET winner_amount = winner_amount + 1 WHERE counted = 1";
            Box::new(move |c| assert!(c.execute(q, []).unwrap() > 0))
        }),
        ("a line's date", {
            let q = format!("UPDATE listing SET date = '1999-01-01' WHERE path = {first}");
            Box::new(move |c| assert_eq!(c.execute(&q, []).unwrap(), 1))
        }),
        ("a line's players", {
            let q = "UPDATE listing SET players_key = replace(players_key, 'anna', 'anne')";
            Box::new(move |c| assert!(c.execute(q, []).unwrap() > 0))
        }),
        ("a date that is no date", {
            let q = format!("UPDATE listing SET date = 'x' WHERE path = {first}");
            Box::new(move |c| assert_eq!(c.execute(&q, []).unwrap(), 1))
        }),
        ("a copy counted", {
            let q = "UPDATE listing SET counted = 1 WHERE valid = 1 AND counted = 0";
            Box::new(move |c| assert!(c.execute(q, []).unwrap() > 0))
        }),
        ("an evening not counted", {
            let q = format!("UPDATE listing SET counted = 0 WHERE path = {first}");
            Box::new(move |c| assert_eq!(c.execute(&q, []).unwrap(), 1))
        }),
        ("a record key", {
            let q = "UPDATE listing SET record = 'forged' WHERE valid = 1";
            Box::new(move |c| assert!(c.execute(q, []).unwrap() > 0))
        }),
        ("the kept texts", {
            let q = "UPDATE reports SET text = 'forged'";
            Box::new(move |c| assert!(c.execute(q, []).unwrap() > 0))
        }),
    ];
    let want_view = expected(dir);
    let damage = |what: &str, edit: &dyn Fn(&rusqlite::Connection)| {
        restore(&file, &bytes);
        let conn = rusqlite::Connection::open(&file).unwrap();
        // The texts kept go (as any change to the rows drops them), but
        // for the damage to the texts themselves: the commands read the
        // rows.
        if what != "the kept texts" {
            conn.execute("DELETE FROM reports", []).unwrap();
        }
        edit(&conn);
    };
    for (what, edit) in &edits {
        // The library's answers.
        damage(what, edit.as_ref());
        assert_eq!(answered(dir, cache), want_view, "{what}");
        // The command's, said once.
        damage(what, edit.as_ref());
        let mut said = 0;
        for (command, want) in commands.iter().zip(&want) {
            let (out, err) = succeeded(&vira(cache, dir, command));
            assert_eq!(&out, want, "{what}: {command:?}");
            assert!(
                err.is_empty() || err == DAMAGED,
                "{what}: {command:?}: {err}"
            );
            said += usize::from(err == DAMAGED);
        }
        // The command line never reads the summaries (the app does).
        let read = usize::from(*what != "a summary changed");
        assert_eq!(said, read, "{what}: said once");
        // The run after: the index rebuilt, nothing more to say.
        let (out, err) = succeeded(&vira(cache, dir, commands[1]));
        assert_eq!(out, want[1], "{what}, again");
        assert_eq!(err, "", "{what}, again");
    }
}

/// Issue 34, 12: one damaged page made `stats --json` and `stats --player`
/// exit 2 on every run, and the index was never rebuilt. Each page of the
/// index damaged in turn: every command answers as the files do, one says
/// the index was damaged, and the runs after say nothing.
#[test]
fn a_damaged_page_of_the_index_is_read_again_from_the_files_and_said_once() {
    let (dir, _) = awkward_archive(10, 59);
    let cache = tempfile::tempdir().unwrap();
    let clean = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let commands: [&[&str]; 3] = [
        &["stats", "--json"],
        &["stats", "--player", "Anna"],
        &["list", "--sort", "loser"],
    ];
    let want: Vec<String> = commands
        .iter()
        .map(|c| succeeded(&vira(clean.path(), dir, c)).0)
        .collect();
    // The index of the files, no text kept: the commands read its rows.
    open_archive(dir, &TableRegistry::built_in(), Some(cache)).unwrap();
    let file = index_file(cache, dir);
    let bytes = pristine(&file);
    let page = 4096;
    assert!(bytes.len() > 4 * page, "{} bytes", bytes.len());
    let mut rng = fastrand::Rng::with_seed(34_120);
    for start in (page..bytes.len()).step_by(page) {
        let mut damaged = bytes.clone();
        for byte in &mut damaged[start..start + page] {
            *byte = rng.u8(..);
        }
        restore(&file, &damaged);
        let mut said = 0;
        for (command, want) in commands.iter().zip(&want) {
            let (out, err) = succeeded(&vira(cache, dir, command));
            assert_eq!(&out, want, "page at {start}: {command:?}");
            assert!(err.is_empty() || err == DAMAGED, "{command:?}: {err}");
            said += usize::from(err == DAMAGED);
        }
        assert!(said <= 1, "page at {start}: said {said} times");
        let (out, err) = succeeded(&vira(cache, dir, commands[0]));
        assert_eq!(out, want[0]);
        assert_eq!(err, "", "page at {start}: said again");
    }
}

/// Issue 34, 13: another process truncating the index's shared-memory file
/// (`-shm`) during `archive list` killed it with SIGBUS (exit 135), 7 of 7.
/// No process dies for what another does to a cache: while another thread
/// truncates and fills with garbage every file beside the index, and the
/// index itself between the runs, every run exits 0 with the files'
/// answers (saying at most that it found the index damaged).
#[cfg(unix)]
#[test]
fn no_run_dies_or_answers_wrong_for_what_another_process_does_to_the_index_files() {
    use std::io::Write;
    use std::sync::atomic::{AtomicBool, Ordering};
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let clean = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    write_club_archive(dir, 61, 150, &TableRegistry::built_in()).unwrap();
    age_all(dir);
    let file = index_file(cache, dir);
    let side = |suffix: &str| {
        let mut name = file.as_os_str().to_owned();
        name.push(suffix);
        PathBuf::from(name)
    };
    // Commands that are not answered from a kept text: each reads the
    // index's rows.
    let commands: Vec<Vec<String>> = (0..8)
        .map(|i| {
            let from = format!("2010-{:02}-01", i % 12 + 1);
            let words: &[&str] = if i % 2 == 0 {
                &["stats", "--json", "--from"]
            } else {
                &["list", "--sort", "winner", "--from"]
            };
            let mut command: Vec<String> = words.iter().map(|w| (*w).to_string()).collect();
            command.push(from);
            command
        })
        .collect();
    fn args(c: &[String]) -> Vec<&str> {
        c.iter().map(String::as_str).collect()
    }
    let want: Vec<String> = commands
        .iter()
        .map(|c| succeeded(&vira(clean.path(), dir, &args(c))).0)
        .collect();
    succeeded(&vira(cache, dir, &["list"]));
    let stop = AtomicBool::new(false);
    let runs = std::thread::scope(|scope| {
        // The other process: every file beside the index truncated, or
        // filled with garbage, over and over.
        scope.spawn(|| {
            let mut rng = fastrand::Rng::with_seed(13);
            while !stop.load(Ordering::Relaxed) {
                for suffix in ["-shm", "-wal", "-journal"] {
                    let path = side(suffix);
                    if let Ok(f) = std::fs::File::options().write(true).open(&path) {
                        if rng.bool() {
                            let _ = f.set_len(0);
                        } else {
                            let garbage: Vec<u8> =
                                (0..rng.usize(1..9000)).map(|_| rng.u8(..)).collect();
                            let _ = (&f).write_all(&garbage);
                        }
                    }
                }
                std::thread::sleep(Duration::from_micros(200));
            }
        });
        let mut rng = fastrand::Rng::with_seed(17);
        let mut runs = Vec::new();
        for (round, command) in commands.iter().enumerate() {
            runs.push(vira(cache, dir, &args(command)));
            // Between the runs, the index itself truncated or written over.
            if let Ok(f) = std::fs::File::options().write(true).open(&file) {
                let len = f.metadata().unwrap().len();
                match round % 3 {
                    0 => f.set_len(len / 2).unwrap(),
                    1 => {
                        let garbage: Vec<u8> = (0..8192).map(|_| rng.u8(..)).collect();
                        std::os::unix::fs::FileExt::write_at(&f, &garbage, len / 3).unwrap();
                    }
                    _ => {}
                }
            }
        }
        stop.store(true, Ordering::Relaxed);
        runs
    });
    for (round, ((out, command), want)) in runs.iter().zip(&commands).zip(&want).enumerate() {
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(
            out.status.success(),
            "round {round}: {:?} {command:?}\n{stderr}",
            out.status
        );
        assert_eq!(&String::from_utf8_lossy(&out.stdout), want, "round {round}");
        assert!(
            stderr.is_empty() || stderr == DAMAGED,
            "round {round}: {stderr}"
        );
    }
    // The index keeps no file an outsider could truncate under a reader's
    // memory map.
    assert!(!side("-shm").exists() && !side("-wal").exists());
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

/// Issue 34, 12, for `vira archive import`: an index damaged past its
/// first page is made anew from the files while an evening is imported,
/// the import is right (the new evening added, one already there kept
/// once), and the command says so once; the next run says nothing.
#[test]
fn an_import_over_a_damaged_index_says_so_once() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let (dir, cache) = (dir.path(), cache.path());
    let registry = TableRegistry::built_in();
    let files = write_club_archive(dir, 77, 30, &registry).unwrap();
    age_all(dir);
    open_archive(dir, &registry, Some(cache)).unwrap();
    // One evening again (already there), one new.
    let again = outside.path().join("again.ron");
    std::fs::copy(&files[3], &again).unwrap();
    let new_files = write_club_archive(outside.path(), 78, 1, &registry).unwrap();
    let new = new_files[0].clone();
    crate::common::files::damage_after_first_page(&index_file(cache, dir), 3412);
    let import = |paths: &[&Path]| {
        let mut args = vec!["import"];
        args.extend(paths.iter().map(|p| p.to_str().unwrap()));
        succeeded(&vira(cache, dir, &args))
    };
    let (out, err) = import(&[&again, &new]);
    assert_eq!(err, DAMAGED, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("kept once "), "{out}");
    assert!(lines[1].starts_with("added "), "{out}");
    // Said once: the next run finds the index whole.
    let (out, err) = succeeded(&vira(cache, dir, &["list"]));
    assert_eq!(err, "");
    assert!(
        out.lines().filter(|l| !l.trim().is_empty()).count() > 30,
        "{out}"
    );
}
