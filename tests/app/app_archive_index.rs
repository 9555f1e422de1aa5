//! The app's archive screen answers from the archive's index (issue 22):
//! it lists and pages its rows from the index the command line uses,
//! holds only the pages around the rows in view, learns an import from the
//! index, and gives the same list and statistics with the index deleted or
//! kept in memory.
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

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

use vira::app::{AppCommand, ViraApp};
use vira::archive::stats::Statistics;
use vira::disk::places::Store;
use vira::rules::registry::TableRegistry;

use crate::common;

use common::app::{
    app, assert_shows, click, frames, index_cache, indexed_as_the_app, listed, open_archive, shows,
    wait_for_archive,
};
use common::small_archive::{EVENING_A, EVENING_B};

const A: &str = "2026-01-10-aaaaaaaaaaaa";
const B: &str = "2026-02-14-bbbbbbbbbbbb";

/// The index file of the app's archive on `data`.
fn index_file(data: &Path) -> PathBuf {
    vira::disk::index::index_file(&index_cache(data), &Store::new(data).archive)
}

fn statistics(h: &mut Harness<'_, ViraApp>) -> Statistics {
    h.state_mut()
        .archive_mut()
        .expect("the archive is shown")
        .statistics()
        .expect("the archive is read")
        .clone()
}

fn rows_held(h: &Harness<'_, ViraApp>) -> usize {
    h.state()
        .archive()
        .expect("the archive is shown")
        .rows_held()
}

/// Scrolls the list with the mouse wheel (the pointer over it).
fn scroll(h: &mut Harness<'_, ViraApp>, delta: f32) {
    h.event(egui::Event::PointerMoved(egui::pos2(700.0, 400.0)));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, delta),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    frames(h);
}

#[test]
fn the_archive_screen_lists_from_the_index_a_page_at_a_time() {
    let data = TempDir::new().unwrap();
    let archive = Store::new(data.path()).archive;
    let evenings = 400;
    let paths =
        common::sample::write_club_archive(&archive, 7, evenings, &TableRegistry::built_in())
            .unwrap();
    let mut h = app(data.path());
    open_archive(&mut h);
    assert_shows(&h, "400 av 400 kvällar");
    assert!(
        index_file(data.path()).is_file(),
        "the screen opened the archive's index in the cache directory"
    );
    assert_eq!(h.state().archive().unwrap().index_in_memory(), Some(false));
    // The newest evening first, and only its page is held: not the
    // 400 evenings.
    let newest = paths.last().unwrap();
    let newest_date = &newest.file_name().unwrap().to_string_lossy()[..10];
    assert_shows(&h, newest_date);
    let held = rows_held(&h);
    assert!(
        (1..=100).contains(&held),
        "the screen holds the page in view, not the archive: {held} rows"
    );

    // Scrolled to the end: the oldest evening shows, read a page at a time,
    // and the screen still holds a few pages only.
    let oldest_date = &paths[0].file_name().unwrap().to_string_lossy()[..10];
    for _ in 0..200 {
        if shows(&h, oldest_date) {
            break;
        }
        scroll(&mut h, -2000.0);
    }
    assert_shows(&h, oldest_date);
    let held = rows_held(&h);
    assert!(
        held < evenings,
        "pages far from the view are let go: {held} rows held"
    );
    assert!(!shows(&h, "…"), "every row in view is read");
    // The list as a whole is the index's, in the same order as a fresh
    // reading of the files sorts it.
    let mut fresh = vira::archive::Archive::open(&archive, &TableRegistry::built_in())
        .unwrap()
        .summaries();
    vira::archive::sort_summaries(&mut fresh, vira::archive::Column::Date, true);
    let fresh: Vec<String> = fresh.into_iter().map(|s| s.id).collect();
    assert_eq!(listed(&mut h), fresh);
}

#[test]
fn an_import_from_the_app_updates_the_index_and_the_list() {
    let data = TempDir::new().unwrap();
    let archive = Store::new(data.path()).archive;
    std::fs::create_dir_all(&archive).unwrap();
    std::fs::write(archive.join("a.ron"), EVENING_A).unwrap();
    // Older than the index, so not read again for being as new as it
    // (issue 34, 11): only the imported file is.
    common::files::age(&archive.join("a.ron"));
    let incoming = TempDir::new().unwrap();
    let b = incoming.path().join("b.ron");
    std::fs::write(&b, EVENING_B).unwrap();
    let changed = incoming.path().join("a-changed.ron");
    std::fs::write(
        &changed,
        EVENING_A.replace("result: Tricks(8)),", "result: Tricks(9)),"),
    )
    .unwrap();

    let mut h = app(data.path());
    open_archive(&mut h);
    assert_shows(&h, "1 av 1 kväll");
    assert_eq!(statistics(&mut h).evenings, 1);

    // From the files tab: the list shows it, newest first.
    click(&mut h, "Import och export");
    h.get_by_label("Filer att importera").click();
    frames(&mut h);
    h.get_by_label("Filer att importera")
        .type_text(&b.display().to_string());
    frames(&mut h);
    click(&mut h, "Importera");
    wait_for_archive(&mut h);
    click(&mut h, "Kvällar");
    assert_shows(&h, "2 av 2 kvällar");
    assert_eq!(listed(&mut h), [B, A]);
    assert_eq!(statistics(&mut h).evenings, 2, "the statistics follow");
    // The index learnt the new file: bringing it up to date reads nothing
    // but that file, while it is as new as the index (issue 34, 11: a file
    // modified within a timestamp's step of a listing is read once more).
    let indexed = indexed_as_the_app(&archive, data.path());
    assert!(indexed.files_read <= 1, "the import wrote the file's rows");

    // Imported while another screen is shown: the archive screen kept
    // (with its tab) shows the conflict when shown again, the evening
    // counted once (issue 33, 5).
    click(&mut h, "⌂ Start");
    h.state_mut()
        .push(AppCommand::Import(vec![changed.clone()]));
    frames(&mut h);
    assert!(
        h.state()
            .notice
            .as_ref()
            .is_some_and(|n| n.text.contains("båda sparas")),
        "{:?}",
        h.state().notice
    );
    click(&mut h, "Arkivet");
    wait_for_archive(&mut h);
    assert_shows(&h, "2 av 2 kvällar");
    assert_shows(&h, "⚠ 1");
    assert_eq!(listed(&mut h).len(), 2);
}

/// What the screen shows of an archive: the list, the problems' count, the
/// statistics.
fn seen(h: &mut Harness<'_, ViraApp>) -> (Vec<String>, Statistics) {
    assert_shows(h, "2 av 2 kvällar");
    assert_shows(h, "⚠ 1");
    (listed(h), statistics(h))
}

#[test]
fn a_deleted_or_unusable_index_gives_the_same_list_and_statistics() {
    let data = TempDir::new().unwrap();
    let archive = Store::new(data.path()).archive;
    std::fs::create_dir_all(&archive).unwrap();
    std::fs::write(archive.join("a.ron"), EVENING_A).unwrap();
    std::fs::write(archive.join("b.ron"), EVENING_B).unwrap();
    std::fs::write(archive.join("broken.ron"), "Evening(format: 1,\n  date: 5)").unwrap();

    let mut h = app(data.path());
    open_archive(&mut h);
    let first = seen(&mut h);
    assert_eq!(first.0, [B, A]);
    assert_eq!(first.1.evenings, 2);
    assert!(index_file(data.path()).is_file());

    // The index deleted: read again from the files, the same answers.
    std::fs::remove_dir_all(index_cache(data.path())).unwrap();
    click(&mut h, "⟳ Läs om");
    wait_for_archive(&mut h);
    assert_eq!(seen(&mut h), first);
    assert!(index_file(data.path()).is_file(), "rebuilt");

    // The index file is not an index: rebuilt, the same answers.
    std::fs::write(index_file(data.path()), "not an index").unwrap();
    click(&mut h, "⟳ Läs om");
    wait_for_archive(&mut h);
    assert_eq!(seen(&mut h), first);

    // The cache directory cannot be made (a file in its place): the index
    // is kept in memory for this run, the same answers.
    std::fs::remove_dir_all(index_cache(data.path())).unwrap();
    std::fs::write(index_cache(data.path()), "").unwrap();
    click(&mut h, "⟳ Läs om");
    wait_for_archive(&mut h);
    assert_eq!(h.state().archive().unwrap().index_in_memory(), Some(true));
    assert_eq!(seen(&mut h), first);
}

/// Issue 34, 12, in the app: an index damaged past its first page is made
/// anew from the files when the archive is shown, the list and the
/// statistics are the files', and the status line says so once.
#[test]
fn a_damaged_index_is_made_anew_and_the_status_line_says_so() {
    const SAID: &str = "Arkivets index var skadat; det skadade har lästs om från filerna.";
    let data = TempDir::new().unwrap();
    let archive = Store::new(data.path()).archive;
    let paths =
        common::sample::write_club_archive(&archive, 9, 60, &TableRegistry::built_in()).unwrap();
    assert_eq!(paths.len(), 60);
    common::files::age_all(&archive);
    indexed_as_the_app(&archive, data.path());
    common::files::damage_after_first_page(&index_file(data.path()), 3412);
    let mut h = app(data.path());
    open_archive(&mut h);
    let stats = statistics(&mut h);
    assert_eq!(stats.evenings, 60);
    frames(&mut h);
    assert_shows(&h, SAID);
}
