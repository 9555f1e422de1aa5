//! The club archive: import and merge (duplicates, conflicts, foreign
//! files), statistics against a small archive worked out by hand, the CSV
//! round trip, the HTML protocol, the generator, and `vira archive …` run as
//! a real process.
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

use vira::archive::export;
use vira::archive::stats::Statistics;
use vira::archive::{Archive, Column, Filter, IdSource, Imported, content_id, sort_summaries};
use vira::ledger::evening::{Evening, Trump};
use vira::rules::registry::TableRegistry;

use crate::common;

use common::small_archive::{EVENING_A, EVENING_B, NO_ID};

const BIN: &str = env!("CARGO_BIN_EXE_vira");

fn registry() -> TableRegistry {
    TableRegistry::built_in()
}

/// An archive folder holding the files given.
fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

fn ron_files(dir: &Path) -> Vec<PathBuf> {
    vira::disk::archive::evening_files(dir).unwrap()
}

// ---------------------------------------------------------------------------
// Import and merge
// ---------------------------------------------------------------------------

#[test]
fn importing_the_same_file_twice_keeps_one_copy() {
    let archive_dir = tempfile::tempdir().unwrap();
    let incoming = folder(&[("a.ron", EVENING_A)]);
    let file = incoming.path().join("a.ron");
    let registry = registry();
    let mut archive = Archive::open(archive_dir.path(), &registry).unwrap();
    let first = archive.import_file(&registry, &file).unwrap();
    let Imported::Added { id, path } = first else {
        panic!("{first:?}")
    };
    assert_eq!(id, "2026-01-10-aaaaaaaaaaaa");
    assert_eq!(path.file_name().unwrap(), "2026-01-10-aaaaaaaaaaaa.ron");
    let second = archive.import_file(&registry, &file).unwrap();
    assert_eq!(
        second,
        Imported::AlreadyThere {
            id: id.clone(),
            path: path.clone()
        }
    );
    // Another layout of the same evening is the same evening.
    let relaid = EVENING_A
        .replace("    ", "  ")
        .replace("club: \"", "club: Some(\"")
        .replace("\"Provklubben\",", "\"Provklubben\"),");
    let third = archive
        .import_source(&registry, "relaid.ron", &relaid)
        .unwrap();
    assert!(matches!(third, Imported::AlreadyThere { .. }), "{third:?}");
    // Reopened from disk: one file, one evening.
    let archive = Archive::open(archive_dir.path(), &registry).unwrap();
    assert_eq!(ron_files(archive_dir.path()).len(), 1);
    assert_eq!(archive.summaries().len(), 1);
    assert!(archive.conflicts().is_empty());
}

#[test]
fn same_id_with_different_content_keeps_both_and_reports_the_conflict() {
    let archive_dir = folder(&[("2026-01-10-aaaaaaaaaaaa.ron", EVENING_A)]);
    let registry = registry();
    let mut archive = Archive::open(archive_dir.path(), &registry).unwrap();
    let corrected = EVENING_A.replace("result: Tricks(6)", "result: Tricks(7)");
    let imported = archive
        .import_source(&registry, "other-machine.ron", &corrected)
        .unwrap();
    let Imported::Conflict { id, path, existing } = imported else {
        panic!("{imported:?}")
    };
    assert_eq!(id, "2026-01-10-aaaaaaaaaaaa");
    assert_eq!(path.file_name().unwrap(), "2026-01-10-aaaaaaaaaaaa-2.ron");
    assert_eq!(
        existing,
        vec![archive_dir.path().join("2026-01-10-aaaaaaaaaaaa.ron")]
    );
    // The original file is untouched.
    assert_eq!(
        std::fs::read_to_string(&existing[0]).unwrap(),
        EVENING_A,
        "a closed evening's file is never rewritten by an import"
    );
    let archive = Archive::open(archive_dir.path(), &registry).unwrap();
    let conflicts = archive.conflicts();
    assert_eq!(conflicts.len(), 1);
    assert_eq!(conflicts[0].id, id);
    assert_eq!(conflicts[0].paths.len(), 2);
    // Both are kept, one counted (the file of the evening's usual name);
    // importing the corrected one again adds nothing.
    assert_eq!(conflicts[0].counted, Some(existing[0].clone()));
    assert_eq!(archive.summaries().len(), 1);
    let mut archive = archive;
    let again = archive
        .import_source(&registry, "other-machine.ron", &corrected)
        .unwrap();
    assert!(matches!(again, Imported::AlreadyThere { .. }), "{again:?}");
    assert_eq!(ron_files(archive_dir.path()).len(), 2);
}

#[test]
fn a_sync_tools_copy_of_the_same_evening_is_listed_once() {
    let archive_dir = folder(&[
        ("2026-01-10-aaaaaaaaaaaa.ron", EVENING_A),
        (
            "2026-01-10-aaaaaaaaaaaa.sync-conflict-20260111-101010-ABCDEFG.ron",
            EVENING_A,
        ),
        (".syncthing.2026-02-14-bbbbbbbbbbbb.ron.tmp", "half a fi"),
        (".hidden.ron", "not an evening, hidden"),
    ]);
    let archive = Archive::open(archive_dir.path(), &registry()).unwrap();
    assert_eq!(archive.evenings.len(), 2, "hidden files are not evenings");
    assert_eq!(archive.summaries().len(), 1);
    assert!(archive.conflicts().is_empty());
    assert!(archive.invalid().is_empty());
}

#[test]
fn foreign_and_broken_files_are_listed_with_their_error_and_left_alone() {
    let broken = "Evening(format: 1,\n    date: 5)\n";
    let unknown_table = EVENING_B.replace("\"stockholm\"", "\"klubbens-egen\"");
    let impossible = EVENING_B.replace(
        "Hand(declarer: \"Dag\", contract: \"tringel-9\"",
        "Hand(declarer: \"Anna\", contract: \"tringel-9\"",
    );
    let archive_dir = folder(&[
        ("2026-01-10-aaaaaaaaaaaa.ron", EVENING_A),
        ("broken.ron", broken),
        ("notes.ron", "Just some notes, not RON at all"),
        ("unknown-table.ron", &unknown_table),
        ("impossible.ron", &impossible),
        ("readme.txt", "not a .ron file: not looked at"),
    ]);
    std::fs::write(
        archive_dir.path().join("binary.ron"),
        [0xff, 0xfe, 0x00, 0x41],
    )
    .unwrap();
    std::fs::create_dir(archive_dir.path().join("folder.ron")).unwrap();
    let registry = registry();
    let before: Vec<(PathBuf, Vec<u8>)> = ron_files(archive_dir.path())
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        })
        .collect();
    let mut archive = Archive::open(archive_dir.path(), &registry).unwrap();
    let invalid = archive.invalid();
    let names: Vec<String> = invalid
        .iter()
        .map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "binary.ron",
            "broken.ron",
            "impossible.ron",
            "notes.ron",
            "unknown-table.ron"
        ]
    );
    let message = |name: &str| {
        invalid
            .iter()
            .find(|(p, _)| p.ends_with(name))
            .unwrap()
            .1
            .to_string()
    };
    assert!(
        message("broken.ron").contains("broken.ron:2:"),
        "{}",
        message("broken.ron")
    );
    assert!(
        message("notes.ron").contains("notes.ron:1:"),
        "{}",
        message("notes.ron")
    );
    assert!(
        message("unknown-table.ron").contains("unknown bid table `klubbens-egen`"),
        "{}",
        message("unknown-table.ron")
    );
    assert!(
        message("impossible.ron").contains("hand 2, field `declarer`"),
        "{}",
        message("impossible.ron")
    );
    // A file that parses but does not settle still has its id.
    let unknown = archive
        .evenings
        .iter()
        .find(|a| a.path.ends_with("unknown-table.ron"))
        .unwrap();
    assert_eq!(unknown.id.as_deref(), Some("2026-02-14-bbbbbbbbbbbb"));
    // The valid evening is there. Importing evening B writes beside the
    // others; the invalid files holding its id are a conflict to look at.
    assert_eq!(archive.summaries().len(), 1);
    let imported = archive
        .import_source(&registry, "b.ron", EVENING_B)
        .unwrap();
    let Imported::Conflict { path, existing, .. } = imported else {
        panic!("{imported:?}")
    };
    assert_eq!(path.file_name().unwrap(), "2026-02-14-bbbbbbbbbbbb.ron");
    assert_eq!(existing.len(), 2);
    assert_eq!(archive.summaries().len(), 2);
    // A broken file cannot be imported, and nothing is written.
    let refused = archive.import_source(&registry, "incoming.ron", broken);
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .contains("not imported: incoming.ron:2:"),
    );
    for (path, bytes) in before {
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{}", path.display());
    }
}

#[test]
fn a_file_without_id_gets_a_stable_content_id() {
    let registry = registry();
    let archive_dir = folder(&[("by-hand.ron", NO_ID)]);
    let archive = Archive::open(archive_dir.path(), &registry).unwrap();
    let listed = &archive.evenings[0];
    assert_eq!(listed.id_source, IdSource::Content);
    let id = listed.id.clone().unwrap();
    assert!(id.starts_with("2026-03-01-"), "{id}");
    // The same evening laid out otherwise has the same id; another has not.
    let evening = Evening::parse("x.ron", NO_ID).unwrap();
    let relaid = Evening::parse("y.ron", &NO_ID.replace(", ", ",\n        ")).unwrap();
    assert_eq!(content_id(&evening), id);
    assert_eq!(content_id(&relaid), id);
    let other = Evening::parse("z.ron", &NO_ID.replace("Tricks(7)", "Tricks(8)")).unwrap();
    assert_ne!(content_id(&other), id);
    // Opening again gives the same id.
    let again = Archive::open(archive_dir.path(), &registry).unwrap();
    assert_eq!(again.evenings[0].id.as_deref(), Some(id.as_str()));
    // Importing it into another archive writes the id into the file, and a
    // second import (of the file without id) keeps one copy.
    let other_dir = tempfile::tempdir().unwrap();
    let mut other_archive = Archive::open(other_dir.path(), &registry).unwrap();
    let Imported::Added { path, .. } = other_archive
        .import_file(&registry, &archive_dir.path().join("by-hand.ron"))
        .unwrap()
    else {
        panic!("not added")
    };
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(
        written.contains(&format!("id: Some(\"{id}\")")),
        "{written}"
    );
    let second = other_archive
        .import_source(&registry, "by-hand.ron", NO_ID)
        .unwrap();
    assert!(
        matches!(second, Imported::AlreadyThere { .. }),
        "{second:?}"
    );
}

#[test]
fn two_imports_of_the_same_files_at_once_keep_one_copy_each() {
    // Two `vira archive import` of the same files at once left a
    // `NAME-2.ron` with the same content for every file: each had read the
    // archive before the other wrote.
    let dir = tempfile::tempdir().unwrap();
    let registry = registry();
    let base = Evening::parse("a.ron", EVENING_A).unwrap();
    let sources: Vec<String> = (0..40)
        .map(|n| {
            let mut evening = base.clone();
            // Half with a stored id, half with an id from the content.
            evening.id = (n % 2 == 0).then(|| format!("2026-01-10-{n:012x}"));
            evening.club = Some(format!("Klubb {n}"));
            evening.to_ron()
        })
        .collect();
    // Both read the (empty) archive first, as two processes started at once.
    let mut first = Archive::open(dir.path(), &registry).unwrap();
    let mut second = Archive::open(dir.path(), &registry).unwrap();
    let results: Vec<Vec<Imported>> = std::thread::scope(|scope| {
        let workers: Vec<_> = [&mut first, &mut second]
            .into_iter()
            .map(|archive| {
                let (sources, registry) = (&sources, &registry);
                scope.spawn(move || {
                    sources
                        .iter()
                        .map(|source| archive.import_source(registry, "x.ron", source).unwrap())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    assert_eq!(
        ron_files(dir.path()).len(),
        40,
        "{:?}",
        ron_files(dir.path())
    );
    for n in 0..40 {
        let added = results
            .iter()
            .filter(|r| matches!(r[n], Imported::Added { .. }))
            .count();
        let kept = results
            .iter()
            .filter(|r| matches!(r[n], Imported::AlreadyThere { .. }))
            .count();
        assert_eq!((added, kept), (1, 1), "file {n}: {results:?}");
    }
    // Each importer's view of the archive holds each evening once.
    assert_eq!(first.summaries().len(), 40);
    assert_eq!(second.summaries().len(), 40);
    let archive = Archive::open(dir.path(), &registry).unwrap();
    assert_eq!(archive.summaries().len(), 40);
    assert!(archive.conflicts().is_empty());
}

#[test]
fn a_batch_import_gives_each_file_its_result_and_keeps_each_evening_once() {
    // `vira archive import` synced each file on its own (57 s for 10,000
    // files); a batch is written, synced together, then linked.
    let archive_dir = folder(&[("a.ron", EVENING_A)]);
    let registry = registry();
    let mut archive = Archive::open(archive_dir.path(), &registry).unwrap();
    let changed_a = EVENING_A.replace("Provklubben", "Annan klubb");
    let results = archive.import_sources(
        &registry,
        &[
            ("b.ron", EVENING_B),
            ("again-a.ron", EVENING_A),
            ("broken.ron", "Evening(format: 1,"),
            ("changed-a.ron", &changed_a),
            ("again-b.ron", EVENING_B),
            ("no-id.ron", NO_ID),
        ],
    );
    let kinds: Vec<&str> = results
        .iter()
        .map(|r| match r {
            Ok(Imported::Added { .. }) => "added",
            Ok(Imported::AlreadyThere { .. }) => "kept once",
            Ok(Imported::Conflict { .. }) => "conflict",
            Err(_) => "refused",
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "added",
            "kept once",
            "refused",
            "conflict",
            "kept once",
            "added"
        ]
    );
    // The second B is the first one's file.
    let (Ok(Imported::Added { path: first, .. }), Ok(Imported::AlreadyThere { path, .. })) =
        (&results[0], &results[4])
    else {
        panic!("{results:?}");
    };
    assert_eq!(first, path);
    let files = ron_files(archive_dir.path());
    assert_eq!(files.len(), 4, "{files:?}");
    // What the importer holds is what the folder holds.
    let read = Archive::open(archive_dir.path(), &registry).unwrap();
    assert_eq!(read.summaries(), archive.summaries());
    assert_eq!(read.conflicts(), archive.conflicts());
    // No temporary file is left.
    let all = std::fs::read_dir(archive_dir.path()).unwrap().count();
    assert_eq!(all, 4);
}

#[test]
fn a_sync_tools_conflict_copy_is_the_evenings_conflict_never_a_second_evening() {
    // A copy made by Syncthing, Dropbox or Nextcloud of an edited evening was
    // counted as a second evening in the list and the statistics.
    let edited_a = EVENING_A.replace("Provklubben", "Provklubben (rättad)");
    let edited_no_id = NO_ID.replace("Tricks(7)", "Tricks(8)");
    let archive_dir = folder(&[
        ("a.ron", EVENING_A),
        ("a.sync-conflict-20261125-120000-ABCDEFG.ron", &edited_a),
        ("n.ron", NO_ID),
        ("n (conflicted copy 2026-11-25).ron", &edited_no_id),
        ("n.sync-conflict-20261126-090000-HIJKLMN.ron", NO_ID),
        // A copy whose original is gone is the evening itself.
        ("b (Anna's conflicted copy 2026-11-25).ron", EVENING_B),
        // A second copy left by an older import: the same evening.
        ("b-2.ron", EVENING_B),
    ]);
    let archive = Archive::open(archive_dir.path(), &registry()).unwrap();
    assert!(archive.invalid().is_empty());
    let mut listed: Vec<String> = archive
        .summaries()
        .iter()
        .map(|s| s.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    listed.sort();
    assert_eq!(
        listed,
        [
            "a.ron",
            "b (Anna's conflicted copy 2026-11-25).ron",
            "n.ron"
        ]
    );
    let stats = Statistics::of_archive(&archive, &Filter::default());
    assert_eq!(stats.evenings, 3);
    let conflicts: Vec<Vec<String>> = archive
        .conflicts()
        .iter()
        .map(|c| {
            c.paths
                .iter()
                .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
                .collect()
        })
        .collect();
    assert_eq!(
        conflicts,
        [
            vec!["a.ron", "a.sync-conflict-20261125-120000-ABCDEFG.ron"],
            vec!["n (conflicted copy 2026-11-25).ron", "n.ron"],
        ],
        "the identical Syncthing copy of n.ron is no conflict"
    );
    let copies: Vec<_> = archive
        .identical_copies()
        .into_iter()
        .map(|(copy, original)| (copy.file_name().unwrap(), original.file_name().unwrap()))
        .collect();
    assert_eq!(
        copies,
        [
            (
                std::ffi::OsStr::new("b-2.ron"),
                std::ffi::OsStr::new("b (Anna's conflicted copy 2026-11-25).ron")
            ),
            (
                std::ffi::OsStr::new("n.sync-conflict-20261126-090000-HIJKLMN.ron"),
                std::ffi::OsStr::new("n.ron")
            )
        ]
    );
}

/// Evening A with hand 2 corrected (7 tricks, not 6): the same id, another
/// evening.
fn changed_a() -> String {
    EVENING_A.replace("result: Tricks(6)", "result: Tricks(7)")
}

#[test]
fn a_changed_copy_under_another_name_is_a_conflict_never_a_second_evening() {
    // Issue 33, 5: a copy made by hand (`… kopia.ron`, a name no sync tool
    // gives) with the same id and one hand changed. The folder counts as if
    // the copy were not there; the conflict is shown, naming the file that
    // counts (the one with the evening's usual name, `ID.ron`).
    let usual = "2026-01-10-aaaaaaaaaaaa.ron";
    let copy = "2026-01-10-aaaaaaaaaaaa kopia.ron";
    let registry = registry();
    let alone = folder(&[(usual, EVENING_A), ("b.ron", EVENING_B)]);
    let alone = Archive::open(alone.path(), &registry).unwrap();
    let with_copy = folder(&[
        (usual, EVENING_A),
        (copy, &changed_a()),
        ("b.ron", EVENING_B),
    ]);
    let archive = Archive::open(with_copy.path(), &registry).unwrap();
    let ids = |a: &Archive| -> Vec<String> { a.summaries().into_iter().map(|s| s.id).collect() };
    assert_eq!(ids(&archive), ids(&alone));
    let results =
        |a: &Archive| -> Vec<Vec<i64>> { a.summaries().into_iter().map(|s| s.results).collect() };
    // Evening A: Anna +3, Bo -13, Cia +10 (the copy's would differ).
    assert_eq!(
        results(&archive),
        vec![vec![3, -13, 10], vec![5, 31, 10, -46]]
    );
    for filter in [
        Filter::default(),
        Filter {
            players: vec!["Bo".into()],
            ..Filter::default()
        },
    ] {
        assert_eq!(
            Statistics::of_archive(&archive, &filter),
            Statistics::of_archive(&alone, &filter)
        );
    }
    let csv = |a: &Archive| {
        let mut out = Vec::new();
        let format = export::CsvFormat::spreadsheet(vira::rules::table::Language::English);
        export::write_hands_csv(
            &mut out,
            Path::new("h"),
            &a.chosen(&Filter::default()),
            format,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    };
    assert_eq!(csv(&archive), csv(&alone));
    let conflicts = archive.conflicts();
    assert_eq!(conflicts.len(), 1, "{conflicts:?}");
    assert_eq!(conflicts[0].id, "2026-01-10-aaaaaaaaaaaa");
    assert_eq!(
        conflicts[0].paths,
        vec![with_copy.path().join(copy), with_copy.path().join(usual)]
    );
    assert_eq!(conflicts[0].counted, Some(with_copy.path().join(usual)));
    // Without a file of the usual name, the name first in order counts
    // (without `.ron`: an original before the copies that add to its name).
    let renamed = folder(&[
        ("a kopia.ron", &changed_a()),
        ("a.ron", EVENING_A),
        ("a-2.ron", &changed_a().replace("Tricks(8)", "Tricks(9)")),
    ]);
    let archive = Archive::open(renamed.path(), &registry).unwrap();
    assert_eq!(archive.summaries().len(), 1);
    assert_eq!(archive.summaries()[0].path, renamed.path().join("a.ron"));
    assert_eq!(
        archive.conflicts()[0].counted,
        Some(renamed.path().join("a.ron"))
    );
}

#[test]
fn two_machines_adding_evenings_at_once_lose_none() {
    let dir = tempfile::tempdir().unwrap();
    let registry = registry();
    let base = Evening::parse("a.ron", EVENING_A).unwrap();
    std::thread::scope(|scope| {
        for machine in 0..2 {
            let base = &base;
            let dir = dir.path();
            scope.spawn(move || {
                for n in 0..20 {
                    let mut evening = base.clone();
                    // Half the ids are the same on both machines.
                    evening.id = Some(if n % 2 == 0 {
                        format!("2026-01-10-{n:012x}")
                    } else {
                        format!("2026-01-10-{machine}{n:011x}")
                    });
                    evening.club = Some(format!("machine {machine}"));
                    vira::disk::archive::write_new(dir, &evening).unwrap();
                }
            });
        }
    });
    let archive = Archive::open(dir.path(), &registry).unwrap();
    // Every file kept; the ten ids written on both machines with other
    // clubs are conflicts, each counted once.
    assert_eq!(archive.evenings.len(), 40);
    assert_eq!(archive.conflicts().len(), 10);
    assert_eq!(archive.summaries().len(), 30);
}

// ---------------------------------------------------------------------------
// Statistics against the hand-computed archive
// ---------------------------------------------------------------------------

fn small_archive() -> (tempfile::TempDir, Archive) {
    let dir = folder(&[("a.ron", EVENING_A), ("b.ron", EVENING_B)]);
    let archive = Archive::open(dir.path(), &registry()).unwrap();
    assert!(archive.invalid().is_empty(), "{:?}", archive.invalid());
    (dir, archive)
}

#[test]
fn summaries_show_winner_and_loser_and_sort_by_any_column() {
    let (_dir, archive) = small_archive();
    let mut summaries = archive.summaries();
    assert_eq!(summaries.len(), 2);
    let a = &summaries[0];
    assert_eq!(a.id, "2026-01-10-aaaaaaaaaaaa");
    assert_eq!(a.hands, 4);
    assert_eq!(a.results, [3, -13, 10]);
    assert_eq!(a.results_ore, Some(vec![188, -813, 625]));
    assert_eq!(a.winner_name(), Some(("Cia", 10)));
    assert_eq!(a.loser_name(), Some(("Bo", -13)));
    let b = &summaries[1];
    assert_eq!(b.results, [5, 31, 10, -46]);
    assert_eq!(b.winner_name(), Some(("Bo", 31)));
    assert_eq!(b.loser_name(), Some(("Dag", -46)));
    assert_eq!(b.results_ore, None);

    sort_summaries(&mut summaries, Column::Winner, true);
    assert_eq!(summaries[0].id, "2026-02-14-bbbbbbbbbbbb");
    sort_summaries(&mut summaries, Column::Hands, true);
    assert_eq!(summaries[0].hands, 4);
    sort_summaries(&mut summaries, Column::Loser, false);
    assert_eq!(summaries[0].loser_name(), Some(("Dag", -46)));
    sort_summaries(&mut summaries, Column::Date, true);
    assert_eq!(summaries[0].date.to_string(), "2026-02-14");

    let dag = Filter {
        players: vec!["dag".into()],
        ..Filter::default()
    };
    let listed: Vec<_> = summaries
        .iter()
        .filter(|s| dag.matches_summary(s))
        .collect();
    assert_eq!(listed.len(), 1);
    let january = Filter {
        to: Some("2026-01-31".parse().unwrap()),
        club: Some("provklubben".into()),
        table: Some("stockholm".into()),
        ..Filter::default()
    };
    let listed: Vec<_> = summaries
        .iter()
        .filter(|s| january.matches_summary(s))
        .collect();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].date.to_string(), "2026-01-10");
}

#[test]
fn statistics_match_the_hand_computed_archive() {
    let (_dir, archive) = small_archive();
    let stats = Statistics::of_archive(&archive, &Filter::default());
    assert_eq!((stats.evenings, stats.hands), (2, 7));
    let names: Vec<&str> = stats.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Bo", "Cia", "Dag"]);
    let [anna, bo, cia, dag] = &stats.players[..] else {
        panic!()
    };
    // Anna: A all 4 hands, B hands 1 and 3; declared A1 (won), A4
    // (surrendered), B3 (won). 3 + 5 pinnar.
    assert_eq!(
        (anna.evenings, anna.hands_played, anna.hands_declared),
        (2, 6, 3)
    );
    assert_eq!(
        (anna.won, anna.lost, anna.codille, anna.surrendered),
        (2, 0, 0, 1)
    );
    assert_eq!(anna.net_pinnar, 8);
    assert_eq!(anna.net_betar, 1.0);
    assert_eq!(anna.average_betar, 0.5);
    assert_eq!(
        (anna.money_ore, anna.currency.as_deref()),
        (Some(188), Some("kr"))
    );
    assert_eq!(anna.best.as_ref().unwrap().id, "2026-02-14-bbbbbbbbbbbb");
    assert_eq!(anna.worst.as_ref().unwrap().pinnar, 3);
    // Bo: A all, B hands 1 and 2; declared A2 (codille), B1 (won).
    assert_eq!((bo.evenings, bo.hands_played, bo.hands_declared), (2, 6, 2));
    assert_eq!((bo.won, bo.lost, bo.codille, bo.surrendered), (1, 0, 1, 0));
    assert_eq!((bo.net_pinnar, bo.net_betar), (18, 2.25));
    assert_eq!(bo.money_ore, Some(-813));
    assert_eq!(bo.best.as_ref().unwrap().pinnar, 31);
    assert_eq!(bo.worst.as_ref().unwrap().pinnar, -13);
    // Cia: every hand of both; declared A3 (won). 10 and 10: the earlier is
    // both best and worst.
    assert_eq!(
        (cia.evenings, cia.hands_played, cia.hands_declared, cia.won),
        (2, 7, 1, 1)
    );
    assert_eq!(cia.net_pinnar, 20);
    assert_eq!(cia.best.as_ref().unwrap().date.to_string(), "2026-01-10");
    assert_eq!(cia.worst.as_ref().unwrap().date.to_string(), "2026-01-10");
    // Dag: B hands 2 and 3; declared B2 (lost). No money.
    assert_eq!(
        (dag.evenings, dag.hands_played, dag.hands_declared, dag.lost),
        (1, 2, 1, 1)
    );
    assert_eq!(
        (dag.net_pinnar, dag.net_betar, dag.money_ore),
        (-46, -5.75, None)
    );

    // Per contract and trump rank, in bid order (stockholm ranks).
    let rows: Vec<(&str, Option<Trump>, usize, f64, f64)> = stats
        .contracts
        .iter()
        .map(|c| {
            (
                c.contract.as_str(),
                c.trump,
                c.declared,
                c.won_pct,
                c.average_net_betar,
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("begar", Some(Trump::Common), 1, 0.0, -1.0),
            ("gok", Some(Trump::Misar), 1, 100.0, 1.0),
            ("spel-8", Some(Trump::Common), 1, 0.0, -2.0),
            // 14 and 4 pinnar: 9 a hand.
            ("vingel-7", Some(Trump::Preference), 2, 100.0, 1.125),
            ("turne-8", Some(Trump::Second), 1, 100.0, 2.25),
            ("tringel-9", Some(Trump::Preference), 1, 0.0, -5.75),
        ]
    );
    let begar = &stats.contracts[0];
    assert_eq!((begar.surrendered, begar.surrendered_pct), (1, 100.0));
    assert_eq!(stats.contracts[2].codille_pct, 100.0);
    assert_eq!(stats.contracts[5].lost_pct, 100.0);
    assert_eq!(stats.contracts[3].declarer_net_pinnar, 18);
    let success: Vec<(&str, u32, f64)> = stats
        .success
        .iter()
        .map(|s| (s.contract.as_str(), s.rank, s.rate_pct))
        .collect();
    assert_eq!(
        success,
        [
            ("begar", 1, 0.0),
            ("gok", 6, 100.0),
            ("spel-8", 10, 0.0),
            ("vingel-7", 11, 100.0),
            ("turne-8", 12, 100.0),
            ("tringel-9", 22, 0.0),
        ]
    );
    // Cumulative results over the evenings.
    let lines: Vec<(&str, Vec<i64>)> = stats
        .cumulative
        .iter()
        .map(|s| {
            (
                s.name.as_str(),
                s.points.iter().map(|p| p.cumulative_pinnar).collect(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("Anna", vec![3, 8]),
            ("Bo", vec![-13, 18]),
            ("Cia", vec![10, 20]),
            ("Dag", vec![-46]),
        ]
    );
}

#[test]
fn statistics_for_chosen_players_and_a_period() {
    let (_dir, archive) = small_archive();
    let dag = Statistics::of_archive(
        &archive,
        &Filter {
            players: vec!["Dag".into()],
            ..Filter::default()
        },
    );
    assert_eq!((dag.evenings, dag.hands), (1, 3));
    assert_eq!(dag.players.len(), 1);
    assert_eq!(dag.players[0].net_pinnar, -46);
    // Only the contracts Dag declared.
    assert_eq!(dag.contract_totals.len(), 1);
    assert_eq!(dag.contract_totals[0].contract, "tringel-9");

    let february = Statistics::of_archive(
        &archive,
        &Filter {
            from: Some("2026-02-01".parse().unwrap()),
            ..Filter::default()
        },
    );
    assert_eq!(february.evenings, 1);
    let anna = &february.players[0];
    assert_eq!(
        (anna.name.as_str(), anna.net_pinnar, anna.money_ore),
        ("Anna", 5, None)
    );
}

/// A practice evening (the app's *Try an example*), as the store writes it.
fn practice_evening() -> String {
    let data = tempfile::tempdir().unwrap();
    let store = vira::disk::places::Store::new(data.path());
    let path = store
        .create_practice(&registry(), "2026-03-01".parse().unwrap())
        .unwrap();
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn statistics_and_exports_skip_practice_evenings_and_the_list_marks_them() {
    let practice = practice_evening();
    assert!(practice.contains("practice: true"), "{practice}");
    let (_plain_dir, plain) = small_archive();
    let dir = folder(&[
        ("a.ron", EVENING_A),
        ("b.ron", EVENING_B),
        ("practice.ron", &practice),
    ]);
    let archive = Archive::open(dir.path(), &registry()).unwrap();
    assert!(archive.invalid().is_empty(), "{:?}", archive.invalid());
    // The statistics are those of the two real evenings, for every filter.
    for filter in [
        Filter::default(),
        Filter {
            players: vec!["Anna".into()],
            ..Filter::default()
        },
        Filter {
            from: Some("2026-02-01".parse().unwrap()),
            ..Filter::default()
        },
    ] {
        assert_eq!(
            Statistics::of_archive(&archive, &filter),
            Statistics::of_archive(&plain, &filter),
            "{filter:?}"
        );
    }
    // The exports write only the real evenings.
    let chosen: Vec<&str> = archive
        .chosen(&Filter::default())
        .iter()
        .map(|(id, _)| *id)
        .collect();
    let plain_chosen: Vec<&str> = plain
        .chosen(&Filter::default())
        .iter()
        .map(|(id, _)| *id)
        .collect();
    assert_eq!(chosen, plain_chosen);
    // The list shows it, marked.
    let summaries = archive.summaries();
    assert_eq!(summaries.len(), 3);
    let marked: Vec<bool> = summaries.iter().map(|s| s.practice).collect();
    assert_eq!(marked, [false, false, true]);
}

#[test]
fn an_evening_file_without_the_practice_field_is_no_practice_and_is_written_unchanged() {
    let evening = Evening::parse("a.ron", EVENING_A).unwrap();
    assert!(!evening.practice);
    assert!(!evening.to_ron().contains("practice"));
    let practice = Evening::parse("p.ron", &practice_evening()).unwrap();
    assert!(practice.practice);
    assert_eq!(
        Evening::parse("p.ron", &practice.to_ron()).unwrap(),
        practice
    );
}

#[test]
fn only_a_practice_evening_is_deleted_by_the_store() {
    let data = tempfile::tempdir().unwrap();
    let store = vira::disk::places::Store::new(data.path());
    let registry = registry();
    let practice = store
        .create_practice(&registry, "2026-03-01".parse().unwrap())
        .unwrap();
    // The example as it is: twelve hands, in progress, settled as the
    // example is.
    let settled = vira::settle_file(&registry, &practice).unwrap();
    assert_eq!(settled.evening.hands.len(), 12);
    let example = vira::settle_file(
        &registry,
        Path::new("docs/examples/2026-11-21-sundsvall.ron"),
    )
    .unwrap();
    assert_eq!(
        settled.settlement.final_balances,
        example.settlement.final_balances
    );
    let real = store.current.join("real.ron");
    std::fs::write(&real, EVENING_A).unwrap();
    assert!(!store.delete_practice(&registry, &real).unwrap());
    assert!(real.is_file());
    assert!(store.delete_practice(&registry, &practice).unwrap());
    assert!(!practice.exists());
}

// ---------------------------------------------------------------------------
// CSV round trip and the HTML protocol
// ---------------------------------------------------------------------------

#[test]
fn csv_round_trip_matches_the_settlement_field_by_field() {
    let (_dir, archive) = small_archive();
    let evenings: Vec<_> = archive
        .valid()
        .into_iter()
        .map(|a| (a.id.as_deref().unwrap(), a.settled().unwrap()))
        .collect();
    let out = tempfile::tempdir().unwrap();
    let (hands_path, results_path) = vira::disk::archive::write_csv_dir(
        out.path(),
        &evenings,
        export::CsvFormat::spreadsheet(vira::rules::table::Language::English),
    )
    .unwrap();

    let mut reader = csv::Reader::from_path(&hands_path).unwrap();
    assert_eq!(
        reader.headers().unwrap().iter().collect::<Vec<_>>(),
        export::HAND_COLUMNS
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 7);
    let column = |name: &str| {
        export::HAND_COLUMNS
            .iter()
            .position(|c| *c == name)
            .unwrap()
    };
    let mut row = rows.iter();
    for (id, settled) in &evenings {
        let players = &settled.settlement.players;
        for (s, hand) in settled.settlement.hands.iter().zip(&settled.evening.hands) {
            let r = row.next().unwrap();
            assert_eq!(&r[column("evening_id")], *id);
            assert_eq!(r[column("date")], settled.evening.date.to_string());
            assert_eq!(&r[column("club")], "Provklubben");
            assert_eq!(r[column("hand")], s.number.to_string());
            assert_eq!(r[column("dealer")], players[s.deal.dealer]);
            assert_eq!(r[column("declarer")], hand.declarer);
            assert_eq!(r[column("contract")], hand.contract);
            assert_eq!(&r[column("trump")], export::trump_id(s.played));
            assert_eq!(&r[column("omkop")], hand.omkop.map_or("", export::trump_id));
            assert_eq!(r[column("gok_penalty")], hand.gok_penalty.join("; "));
            assert_eq!(r[column("pulla")], s.pulla.to_string());
            assert_eq!(
                r[column("declarer_net")],
                vira::archive::stats::declarer_net(s).to_string()
            );
            let postings: serde_json::Value = serde_json::from_str(&r[column("postings")]).unwrap();
            let postings = postings.as_array().unwrap();
            assert_eq!(postings.len(), s.postings.len());
            for (read, p) in postings.iter().zip(&s.postings) {
                let name = |a: vira::ledger::Account| match a {
                    vira::ledger::Account::Pulla => "pulla".to_string(),
                    vira::ledger::Account::Player(i) => players[i].clone(),
                };
                assert_eq!(read["from"], name(p.from).as_str());
                assert_eq!(read["to"], name(p.to).as_str());
                assert_eq!(read["pinnar"], p.amount);
                assert_eq!(read["reason"], serde_json::to_value(p.reason).unwrap());
            }
            let balances: serde_json::Value = serde_json::from_str(&r[column("balances")]).unwrap();
            for (name, b) in players.iter().zip(&s.balances) {
                assert_eq!(balances[name], *b);
            }
        }
    }
    // Evening A, hand 3: Cia's gök with Anna's penalty, as worked out above.
    let gok = &rows[2];
    assert_eq!(&gok[column("outcome")], "won");
    assert_eq!(&gok[column("declarer_net")], "8");
    assert_eq!(&gok[column("gok_penalty")], "Anna");
    assert_eq!(&gok[column("balances")], r#"{"Anna":-2,"Bo":-27,"Cia":-3}"#);
    // Evening B, hand 3: omköp from common.
    assert_eq!(&rows[6][column("omkop")], "common");
    assert_eq!(&rows[6][column("declarer_net")], "4");

    let mut reader = csv::Reader::from_path(&results_path).unwrap();
    let results: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let got: Vec<(String, String, String, String)> = results
        .iter()
        .map(|r| {
            (
                r[0].to_string(),
                r[4].to_string(),
                r[8].to_string(),
                r[11].to_string(),
            )
        })
        .collect();
    let want: Vec<(String, String, String, String)> = evenings
        .iter()
        .flat_map(|(id, s)| {
            s.settlement
                .players
                .iter()
                .zip(&s.settlement.final_balances)
                .enumerate()
                .map(|(seat, (p, &b))| {
                    (
                        id.to_string(),
                        p.clone(),
                        b.to_string(),
                        // The results rounded together, as the betdelning
                        // shows them and the payments move them.
                        s.settlement
                            .final_money_ore
                            .as_ref()
                            .map_or_else(String::new, |m| m[seat].to_string()),
                    )
                })
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(got, want);
    assert_eq!(got[1].3, "-813");
    // Anna in evening A: 4 hands played, 2 declared; +3 pinnar.
    assert_eq!(
        results[0].iter().collect::<Vec<_>>(),
        [
            "2026-01-10-aaaaaaaaaaaa",
            "2026-01-10",
            "Provklubben",
            "stockholm",
            "Anna",
            "1",
            "4",
            "2",
            "3",
            "",
            "+3 p",
            "188",
            "1.88",
            "kr",
            "8"
        ]
    );
}

#[test]
fn html_protocol_is_printable_and_escapes_text() {
    let text = EVENING_A.replace("\"Provklubben\"", "\"<Klubb & \\\"co\\\">\"");
    let settled = vira::settle_source(&registry(), "a.ron", &text).unwrap();
    let html = export::protocol_html(
        &settled.evening,
        &settled.rules,
        &settled.settlement,
        vira::rules::table::Language::English,
    );
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("size: A4"));
    assert!(
        html.contains("&lt;Klubb &amp; &quot;co&quot;&gt;"),
        "{html}"
    );
    assert!(!html.contains("<Klubb"));
    assert!(html.contains("Vingel 7"));
    assert!(html.contains("Bo pays Cia"), "{html}");
    assert!(html.contains("6.25 kr"), "{html}");
}

#[test]
fn the_swedish_printed_protocol_writes_money_with_a_decimal_comma() {
    // It printed "6.25 kr" on a Swedish page.
    let settled = vira::settle_source(&registry(), "a.ron", EVENING_A).unwrap();
    let html = export::protocol_html(
        &settled.evening,
        &settled.rules,
        &settled.settlement,
        vira::rules::table::Language::Swedish,
    );
    assert!(html.contains("Bo betalar Cia 6,25 kr"), "{html}");
    assert!(!html.contains("6.25 kr"), "{html}");
}

// ---------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------

#[test]
fn a_generated_club_archive_is_valid_and_reproducible() {
    let registry = registry();
    let dir = tempfile::tempdir().unwrap();
    let files = common::sample::write_club_archive(dir.path(), 7, 30, &registry).unwrap();
    assert_eq!(files.len(), 30);
    let archive = Archive::open(dir.path(), &registry).unwrap();
    assert!(archive.invalid().is_empty(), "{:?}", archive.invalid());
    let summaries = archive.summaries();
    assert_eq!(summaries.len(), 30);
    assert!(summaries.iter().all(|s| (50..=70).contains(&s.hands)));
    assert!(summaries.iter().all(|s| (3..=4).contains(&s.players.len())));
    let stats = Statistics::of_archive(&archive, &Filter::default());
    assert!(stats.players.len() <= 5);
    let total: i64 = stats.players.iter().map(|p| p.net_pinnar).sum();
    assert_eq!(total, 0, "the club's results sum to zero");
    let again = tempfile::tempdir().unwrap();
    common::sample::write_club_archive(again.path(), 7, 30, &registry).unwrap();
    for file in &files {
        let twin = again.path().join(file.file_name().unwrap());
        assert_eq!(std::fs::read(file).unwrap(), std::fs::read(twin).unwrap());
    }
}

// ---------------------------------------------------------------------------
// `vira archive …` as a real process
// ---------------------------------------------------------------------------

/// A working directory with an archive folder `archive/` and no user tables.
struct Sandbox {
    dir: tempfile::TempDir,
}

#[derive(Debug)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn of(mut command: Command) -> Run {
        let output = command.output().unwrap();
        Run {
            code: output.status.code(),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }

    fn ok(self) -> String {
        assert_eq!(self.code, Some(0), "expected success:\n{self:#?}");
        assert!(self.stderr.is_empty(), "stderr:\n{}", self.stderr);
        self.stdout
    }

    fn fails(self, needles: &[&str]) -> String {
        assert!(!self.stderr.contains("panicked"), "{}", self.stderr);
        assert_eq!(self.code, Some(2), "expected exit status 2:\n{self:#?}");
        assert!(self.stdout.is_empty(), "stdout:\n{}", self.stdout);
        assert!(self.stderr.starts_with("error: "), "{}", self.stderr);
        assert_eq!(self.stderr.matches("error:").count(), 1, "{}", self.stderr);
        for needle in needles {
            assert!(
                self.stderr.contains(needle),
                "lacks {needle:?}:\n{}",
                self.stderr
            );
        }
        self.stderr
    }
}

impl Sandbox {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("tables")).unwrap();
        Sandbox { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn write(&self, name: &str, text: &str) -> &Self {
        let path = self.path(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        self
    }

    fn command(&self) -> Command {
        let mut command = Command::new(BIN);
        command
            .current_dir(self.dir.path())
            // The archive's index in the sandbox, not the user's cache.
            .env("VIRA_CACHE_DIR", self.dir.path().join(".cache"))
            .env_remove("VIRA_ARCHIVE_DIR")
            .env_remove("VIRA_TABLE_DIR")
            .env_remove("RUST_BACKTRACE")
            .arg("--table-dir")
            .arg(self.path("tables"));
        command
    }

    /// `vira --table-dir tables archive --archive archive ARGS…`
    fn run(&self, args: &[&str]) -> Run {
        let mut command = self.command();
        command.args(["archive", "--archive", "archive"]).args(args);
        Run::of(command)
    }
}

#[test]
fn cli_import_reports_added_kept_once_and_conflicts() {
    let sandbox = Sandbox::new();
    sandbox
        .write("in/a.ron", EVENING_A)
        .write("in/b.ron", EVENING_B)
        .write(
            "in/a-corrected.ron",
            &EVENING_A.replace("result: Tricks(6)", "result: Tricks(7)"),
        );
    let out = sandbox.run(&["import", "in/a.ron", "in/b.ron"]).ok();
    assert_eq!(
        out,
        "added     in/a.ron as archive/2026-01-10-aaaaaaaaaaaa.ron (2026-01-10-aaaaaaaaaaaa)\n\
         added     in/b.ron as archive/2026-02-14-bbbbbbbbbbbb.ron (2026-02-14-bbbbbbbbbbbb)\n"
    );
    let out = sandbox
        .run(&["import", "in/a.ron", "in/a-corrected.ron"])
        .ok();
    assert_eq!(
        out,
        "kept once in/a.ron: already in the archive as archive/2026-01-10-aaaaaaaaaaaa.ron (2026-01-10-aaaaaaaaaaaa)\n\
         CONFLICT  in/a-corrected.ron as archive/2026-01-10-aaaaaaaaaaaa-2.ron: evening 2026-01-10-aaaaaaaaaaaa differs from archive/2026-01-10-aaaaaaaaaaaa.ron; both kept\n"
    );
    let list = sandbox.run(&["list"]).ok();
    assert!(
        list.contains("conflict: evening 2026-01-10-aaaaaaaaaaaa differs between archive/2026-01-10-aaaaaaaaaaaa-2.ron and archive/2026-01-10-aaaaaaaaaaaa.ron"),
        "{list}"
    );
    assert_eq!(ron_files(&sandbox.path("archive")).len(), 3);
}

#[test]
fn cli_import_of_a_bad_file_refuses_it_and_imports_the_others() {
    // Every file gets its own line; a bad one never stops the others, and
    // the command fails at the end when one was refused.
    let sandbox = Sandbox::new();
    sandbox
        .write("in/a.ron", EVENING_A)
        .write("in/bad.ron", "Evening(format: 1,\n  date: 5)");
    let run = sandbox.run(&["import", "in/bad.ron", "in/a.ron"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        run.stdout
            .starts_with("refused   in/bad.ron: in/bad.ron:2:8: Expected string\n"),
        "{run:#?}"
    );
    assert!(run.stdout.contains("\nadded     in/a.ron as "), "{run:#?}");
    assert_eq!(
        run.stderr,
        "error: 1 of 2 files was not imported (see above)\n"
    );
    assert_eq!(ron_files(&sandbox.path("archive")).len(), 1);
    let run = sandbox.run(&["import", "in/missing.ron"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        run.stdout
            .starts_with("refused   in/missing.ron: in/missing.ron: cannot read: "),
        "{run:#?}"
    );
    let run = sandbox.run(&["import"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
}

#[test]
fn cli_a_file_without_id_gets_a_stable_content_id() {
    let sandbox = Sandbox::new();
    sandbox.write("in/by-hand.ron", NO_ID);
    let id = content_id(&Evening::parse("x", NO_ID).unwrap());
    let first = sandbox.run(&["import", "in/by-hand.ron"]).ok();
    assert_eq!(
        first,
        format!("added     in/by-hand.ron as archive/{id}.ron ({id})\n")
    );
    let second = sandbox.run(&["import", "in/by-hand.ron"]).ok();
    assert_eq!(
        second,
        format!("kept once in/by-hand.ron: already in the archive as archive/{id}.ron ({id})\n")
    );
    // Left in the folder without an id, it lists with the same id.
    let by_hand = Sandbox::new();
    by_hand.write("archive/by-hand.ron", NO_ID);
    let out = by_hand
        .run(&["export", "--html", &id, "--out", "p.html"])
        .ok();
    assert_eq!(out, "wrote p.html\n");
}

#[test]
fn cli_list_shows_the_evenings_and_the_files_that_are_not() {
    let sandbox = Sandbox::new();
    sandbox
        .write("archive/a.ron", EVENING_A)
        .write("archive/b.ron", EVENING_B)
        .write("archive/broken.ron", "Evening(format: 1,\n  date: 5)\n");
    let out = sandbox.run(&["list"]).ok();
    assert_eq!(
        out,
        "\
Date        Club         Players             Table      Hands  Winner        Loser
2026-01-10  Provklubben  Anna, Bo, Cia       stockholm      4  Cia +1 b 2 p  Bo -1 b 5 p
2026-02-14  Provklubben  Anna, Bo, Cia, Dag  stockholm      3  Bo +3 b 7 p   Dag -5 b 6 p
2 evenings

1 file is not a valid evening (left as it is):
  archive/broken.ron:2:8: Expected string
",
        "{out}"
    );
    let out = sandbox
        .run(&["list", "--player", "Dag", "--sort", "winner", "--desc"])
        .ok();
    assert!(
        out.contains("2026-02-14") && !out.contains("2026-01-10"),
        "{out}"
    );
    let out = sandbox.run(&["list", "--to", "2026-01-31"]).ok();
    assert!(out.contains("1 evening\n"), "{out}");
    sandbox
        .run(&["list", "--from", "last week"])
        .fails(&["--from"]);
    // Sync tools' conflict copies: the same evening once, a changed one as
    // the evening's conflict; never a third evening.
    sandbox
        .write(
            "archive/a.sync-conflict-20261125-120000-ABCDEFG.ron",
            EVENING_A,
        )
        .write(
            "archive/b (conflicted copy 2026-11-25).ron",
            &EVENING_B.replace("Provklubben", "Grannklubben"),
        );
    let out = sandbox.run(&["list"]).ok();
    assert!(out.contains("2 evenings\n"), "{out}");
    assert!(
        out.contains(
            "conflict: evening 2026-02-14-bbbbbbbbbbbb differs between archive/b (conflicted copy 2026-11-25).ron and archive/b.ron; archive/b.ron counts, the others do not\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "copy: archive/a.sync-conflict-20261125-120000-ABCDEFG.ron holds the same evening as archive/a.ron (counted once)\n"
        ),
        "{out}"
    );
}

#[test]
fn cli_a_changed_copy_under_another_name_counts_once_and_is_reported() {
    // Issue 33, 5: `vira archive list`, `stats` and `export --csv` on a
    // folder with a changed copy of evening A (`… kopia.ron`, same id)
    // answer as on the folder without it; the list names the conflict and
    // the file that counts.
    let run = |with_copy: bool| {
        let sandbox = Sandbox::new();
        sandbox
            .write("archive/2026-01-10-aaaaaaaaaaaa.ron", EVENING_A)
            .write("archive/b.ron", EVENING_B);
        if with_copy {
            sandbox.write("archive/2026-01-10-aaaaaaaaaaaa kopia.ron", &changed_a());
        }
        let list = sandbox.run(&["list"]).ok();
        let stats = sandbox.run(&["stats", "--json"]).ok();
        let export = sandbox.run(&["export", "--csv", "out"]).ok();
        let hands = std::fs::read_to_string(sandbox.path("out/hands.csv")).unwrap();
        let results = std::fs::read_to_string(sandbox.path("out/results.csv")).unwrap();
        (list, stats, export, hands, results)
    };
    let (list, stats, export, hands, results) = run(true);
    let alone = run(false);
    let (listed, problems) = list.split_once("\n\n").unwrap();
    assert_eq!(format!("{listed}\n"), alone.0);
    assert!(listed.ends_with("\n2 evenings"), "{list}");
    assert_eq!(
        problems,
        "conflict: evening 2026-01-10-aaaaaaaaaaaa differs between \
         archive/2026-01-10-aaaaaaaaaaaa kopia.ron and archive/2026-01-10-aaaaaaaaaaaa.ron; \
         archive/2026-01-10-aaaaaaaaaaaa.ron counts, the others do not\n"
    );
    assert_eq!(stats, alone.1);
    // Bo: -13 and +31 pinnar, 18 in all (the copy's hand would add more).
    let json: serde_json::Value = serde_json::from_str(&stats).unwrap();
    assert_eq!(json["evenings"], 2);
    assert_eq!(export, alone.2);
    assert_eq!(
        export,
        "wrote out/hands.csv (7 deals) and out/results.csv (2 evenings)\n"
    );
    assert_eq!((hands, results), (alone.3, alone.4));
}

#[test]
fn cli_stats_text_and_json() {
    let sandbox = Sandbox::new();
    sandbox
        .write("archive/a.ron", EVENING_A)
        .write("archive/b.ron", EVENING_B);
    let out = sandbox.run(&["stats"]).ok();
    assert!(out.starts_with("2 evenings, 7 deals\n"), "{out}");
    assert!(out.contains("Vingel 7"), "{out}");
    let json: serde_json::Value =
        serde_json::from_str(&sandbox.run(&["stats", "--json", "--player", "Bo"]).ok()).unwrap();
    assert_eq!(json["evenings"], 2);
    assert_eq!(json["players"][0]["name"], "Bo");
    assert_eq!(json["players"][0]["net_pinnar"], 18);
    assert_eq!(json["players"][0]["money_ore"], -813);
    assert_eq!(json["cumulative"][0]["points"][1]["cumulative_pinnar"], 18);
    assert_eq!(json["success"][0]["contract"], "spel-8");
    let json: serde_json::Value = serde_json::from_str(
        &sandbox
            .run(&[
                "stats",
                "--json",
                "--from",
                "2026-02-01",
                "--to",
                "2026-02-28",
            ])
            .ok(),
    )
    .unwrap();
    assert_eq!(json["evenings"], 1);
    assert_eq!(json["hands"], 3);
}

#[test]
fn cli_export_csv_and_html() {
    let sandbox = Sandbox::new();
    sandbox
        .write("archive/a.ron", EVENING_A)
        .write("archive/b.ron", EVENING_B);
    let out = sandbox.run(&["export", "--csv", "out"]).ok();
    assert_eq!(
        out,
        "wrote out/hands.csv (7 deals) and out/results.csv (2 evenings)\n"
    );
    let hands = std::fs::read_to_string(sandbox.path("out/hands.csv")).unwrap();
    assert_eq!(hands.lines().count(), 8);
    let results = std::fs::read_to_string(sandbox.path("out/results.csv")).unwrap();
    assert_eq!(results.lines().count(), 8);
    // For spreadsheets set to Swedish: the same files with `;`.
    sandbox.run(&["export", "--csv", "sv", "--semicolon"]).ok();
    let swedish = std::fs::read_to_string(sandbox.path("sv/results.csv")).unwrap();
    assert!(
        swedish.starts_with("evening_id;date;club;table;player;"),
        "{swedish}"
    );
    assert_eq!(swedish.replace(';', ","), results);
    // With `--lang sv`, as a Swedish spreadsheet opens it: a byte-order
    // mark, `;`, kronor with a decimal comma beside the öre
    // (tests/csv_export.rs checks every column).
    sandbox
        .run(&["export", "--csv", "lang-sv", "--lang", "sv"])
        .ok();
    let swedish = std::fs::read_to_string(sandbox.path("lang-sv/results.csv")).unwrap();
    assert!(
        swedish.starts_with("\u{feff}Kvällens id;Datum;Klubb;Budtabell;Spelare;"),
        "{swedish}"
    );
    assert!(
        swedish.contains(";Anna;1;4;2;3;;+3 p;188;1,88;kr;1 b = 8 p\n"),
        "{swedish}"
    );
    let out = sandbox
        .run(&[
            "export",
            "--html",
            "2026-02-14-bbbbbbbbbbbb",
            "--out",
            "b.html",
        ])
        .ok();
    assert_eq!(out, "wrote b.html\n");
    let html = std::fs::read_to_string(sandbox.path("b.html")).unwrap();
    assert!(html.contains("Tringel 9"), "{html}");
    // By file name in the archive, and an evening file outside it.
    sandbox
        .run(&["export", "--html", "a.ron", "--out", "a.html"])
        .ok();
    sandbox.write("elsewhere.ron", NO_ID);
    sandbox
        .run(&["export", "--html", "elsewhere.ron", "--out", "e.html"])
        .ok();
    sandbox
        .run(&["export", "--html", "nothing", "--out", "x.html"])
        .fails(&["no evening `nothing` in archive"]);
    let run = sandbox.run(&["export", "--html", "a.ron"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
}

#[test]
fn cli_two_imports_of_the_same_files_at_once_keep_one_copy_each() {
    let sandbox = Sandbox::new();
    let base = Evening::parse("a.ron", EVENING_A).unwrap();
    let mut names = Vec::new();
    for n in 0..200 {
        let mut evening = base.clone();
        evening.id = Some(format!("2026-01-10-{n:012x}"));
        let name = format!("in/{n:03}.ron");
        sandbox.write(&name, &evening.to_ron());
        names.push(name);
    }
    let spawn = || {
        let mut command = sandbox.command();
        command
            .args(["archive", "--archive", "archive", "import"])
            .args(&names)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        command.spawn().unwrap()
    };
    let (first, second) = (spawn(), spawn());
    for child in [first, second] {
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success(), "{output:?}");
    }
    assert_eq!(ron_files(&sandbox.path("archive")).len(), 200);
    let out = sandbox.run(&["list"]).ok();
    assert!(out.contains("200 evenings\n"), "{out}");
    assert!(!out.contains("copy:") && !out.contains("conflict"), "{out}");
}

/// A failed export (here: every write refused, as on a full disk, by a file
/// size limit of 0) leaves the earlier export whole: exports are written to a
/// temporary file and renamed.
#[cfg(unix)]
#[test]
fn cli_a_failed_export_keeps_the_previous_one() {
    let sandbox = Sandbox::new();
    sandbox
        .write("archive/a.ron", EVENING_A)
        .write("archive/b.ron", EVENING_B);
    sandbox.run(&["export", "--csv", "out"]).ok();
    let html_args = ["export", "--html", "a.ron", "--out", "a.html"];
    sandbox.run(&html_args).ok();
    let before: Vec<Vec<u8>> = ["out/hands.csv", "out/results.csv", "a.html"]
        .iter()
        .map(|f| std::fs::read(sandbox.path(f)).unwrap())
        .collect();
    assert!(before.iter().all(|b| !b.is_empty()));
    for args in [&["export", "--csv", "out"][..], &html_args[..]] {
        // `ulimit -f 0`: any write to a file fails (EFBIG, the signal
        // ignored), as writes on a full disk do.
        let command = sandbox.command();
        let program = command.get_program().to_owned();
        let mut limited = Command::new("sh");
        limited
            .current_dir(sandbox.dir.path())
            .arg("-c")
            .arg(r#"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""#)
            .arg(program)
            .args(command.get_args())
            .args(["archive", "--archive", "archive"])
            .args(args);
        limited
            .env_remove("VIRA_ARCHIVE_DIR")
            .env_remove("VIRA_TABLE_DIR");
        let run = Run::of(limited);
        assert_eq!(run.code, Some(2), "{run:#?}");
        assert!(!run.stderr.contains("panicked"), "{run:#?}");
    }
    let after: Vec<Vec<u8>> = ["out/hands.csv", "out/results.csv", "a.html"]
        .iter()
        .map(|f| std::fs::read(sandbox.path(f)).unwrap())
        .collect();
    assert!(after == before, "an export was cut by a failed one");
    // No temporary file is left beside them.
    let left: Vec<_> = std::fs::read_dir(sandbox.path("out"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
}

#[test]
fn cli_archive_dir_from_the_environment() {
    let sandbox = Sandbox::new();
    sandbox.write("club/a.ron", EVENING_A);
    let output = sandbox
        .command()
        .env("VIRA_ARCHIVE_DIR", sandbox.path("club"))
        .args(["archive", "list"])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success());
    assert!(out.contains("2026-01-10  Provklubben"), "{out}");
}

/// The folder chosen in the app (`settings.ron` in the data directory) is
/// the command line's default; `--archive` still wins; a broken settings
/// file is an error with its place, not a silent default.
#[test]
fn cli_archive_dir_from_the_apps_settings() {
    let sandbox = Sandbox::new();
    sandbox.write("synced/a.ron", EVENING_A);
    sandbox.write("data/archive/b.ron", EVENING_B);
    let list = |extra: &[&str]| {
        let mut command = sandbox.command();
        command
            .arg("--data-dir")
            .arg(sandbox.path("data"))
            .args(["archive", "list"])
            .args(extra);
        Run::of(command)
    };
    // No settings: DATA_DIR/archive.
    let out = list(&[]).ok();
    assert!(
        out.contains("2026-02-14") && !out.contains("2026-01-10"),
        "{out}"
    );
    vira::disk::places::Settings {
        archive_dir: Some(sandbox.path("synced")),
    }
    .save(&sandbox.path("data"))
    .unwrap();
    let out = list(&[]).ok();
    assert!(
        out.contains("2026-01-10") && !out.contains("2026-02-14"),
        "{out}"
    );
    let out = list(&["--archive", "data/archive"]).ok();
    assert!(out.contains("2026-02-14"), "{out}");
    sandbox.write("data/settings.ron", "(archive_dir: Some(7))");
    list(&[]).fails(&["settings.ron:1:"]);
}

/// `--sort` takes the core's column names and names them when wrong.
#[test]
fn cli_list_sort_by_a_column_that_does_not_exist() {
    let sandbox = Sandbox::new();
    sandbox.write("archive/a.ron", EVENING_A);
    sandbox.run(&["list", "--sort", "nope"]).fails(&[
        "invalid value 'nope' for '--sort <SORT>'",
        "date, club, players, table, hands, winner, loser",
    ]);
    let out = sandbox.run(&["list", "--sort", "hands"]).ok();
    assert!(out.contains("2026-01-10"), "{out}");
}

#[test]
fn cli_an_export_replaces_only_a_regular_file_and_keeps_its_mode() {
    // Issue 34, 2: `--out PATH` replaced whatever PATH was: a link became
    // a file, a FIFO became a file, a 0600 file came back 0644.
    use std::os::unix::fs::PermissionsExt;
    let sandbox = Sandbox::new();
    sandbox.write("archive/a.ron", EVENING_A);
    // A link: refused, the link and its target as they were.
    sandbox.write("target.html", "old");
    std::os::unix::fs::symlink(sandbox.path("target.html"), sandbox.path("link.html")).unwrap();
    let said = sandbox
        .run(&["export", "--html", "a.ron", "--out", "link.html"])
        .fails(&["link.html"]);
    assert!(said.contains("link") || said.contains("länk"), "{said}");
    assert!(
        sandbox
            .path("link.html")
            .symlink_metadata()
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_to_string(sandbox.path("target.html")).unwrap(),
        "old"
    );
    // A FIFO: refused at once (no reader is waited for), still a FIFO.
    let fifo = sandbox.path("fifo.html");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    sandbox
        .run(&["export", "--html", "a.ron", "--out", "fifo.html"])
        .fails(&["fifo.html"]);
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(
        &fifo.symlink_metadata().unwrap().file_type()
    ));
    // A file of two names (a hard link): refused, both names keep the
    // old content together (a new file would have cut them apart).
    sandbox.write("shared.html", "old");
    std::fs::hard_link(sandbox.path("shared.html"), sandbox.path("other.html")).unwrap();
    let said = sandbox
        .run(&["export", "--html", "a.ron", "--out", "shared.html"])
        .fails(&["shared.html"]);
    assert!(said.contains("hard links"), "{said}");
    for name in ["shared.html", "other.html"] {
        assert_eq!(std::fs::read_to_string(sandbox.path(name)).unwrap(), "old");
    }
    // A private file: replaced, and private still.
    sandbox.write("private.html", "old");
    std::fs::set_permissions(
        sandbox.path("private.html"),
        std::fs::Permissions::from_mode(0o600),
    )
    .unwrap();
    sandbox
        .run(&["export", "--html", "a.ron", "--out", "private.html"])
        .ok();
    let meta = sandbox.path("private.html").metadata().unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    assert!(
        std::fs::read_to_string(sandbox.path("private.html"))
            .unwrap()
            .contains("<!DOCTYPE html>")
    );
}

#[test]
fn cli_export_reads_through_the_index_like_every_archive_command() {
    // Issue 35, 2: `vira archive export` read the whole folder into memory
    // (the old `Archive::open`); it now asks the index which evenings the
    // filter chooses and reads their files alone, as the app does.
    let sandbox = Sandbox::new();
    sandbox
        .write("archive/a.ron", EVENING_A)
        .write("archive/b.ron", EVENING_B);
    let cache = sandbox.path(".cache");
    assert!(!cache.exists());
    let out = sandbox
        .run(&["export", "--csv", "out", "--from", "2026-02-01"])
        .ok();
    assert!(out.ends_with("(1 evening)\n"), "{out}");
    let index = vira::disk::index::index_file(&cache, &sandbox.path("archive"));
    assert!(index.is_file(), "the export made the archive's index");
    // The same index finds an evening by file name for the printout.
    sandbox
        .run(&["export", "--html", "b.ron", "--out", "b.html"])
        .ok();
    let html = std::fs::read_to_string(sandbox.path("b.html")).unwrap();
    assert!(html.contains("2026-02-14"), "{html}");
}
