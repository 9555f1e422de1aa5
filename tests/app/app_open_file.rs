//! `vira FILE` (and a file opened from the desktop, `Exec=vira %f`): the
//! app started the way the binary starts it, through `AppOptions::open`,
//! with a file in each of the places it can be: an evening in progress, a
//! closed one in the archive, one from elsewhere, and a file that is not
//! an evening. And the practice evening a first start offers.
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
use tempfile::TempDir;

use vira::app::{AppCommand, AppOptions, Prefs, Screen, ViraApp};
use vira::disk::atomic::{EveningLock, StorageError};
use vira::disk::places::Store;
use vira::rules::registry::TableRegistry;
use vira::rules::table::Language;

use crate::common;

use common::app::{
    app, app_opening, assert_shows, click, data_with_example, frames, record_a_hand, shows,
    wait_for_archive,
};
use common::small_archive::EVENING_A;

const EXAMPLE: &str = "2026-11-21-sundsvall.ron";

/// The app started with `file` to open, a few frames on.
fn started_with(data: &Path, file: &Path) -> Harness<'static, ViraApp> {
    let mut h = app_opening(data, Some(file));
    frames(&mut h);
    h
}

/// The open evening's file and whether it is read-only.
fn opened(h: &Harness<'_, ViraApp>) -> Option<(PathBuf, bool)> {
    h.state().evening().map(|e| (e.path.clone(), e.read_only))
}

/// The example copied to `dir/NAME`.
fn example_in(dir: &Path, name: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(name);
    std::fs::copy(format!("docs/examples/{EXAMPLE}"), &path).unwrap();
    path
}

#[test]
fn an_evening_in_progress_is_continued_with_its_lock() {
    let data = data_with_example(EXAMPLE);
    let file = data.path().join("evenings").join(EXAMPLE);
    // Given as a desktop or a shell might: through `..`.
    let given = data.path().join("evenings/../evenings").join(EXAMPLE);
    let h = started_with(data.path(), &given);
    assert_eq!(opened(&h), Some((file.clone(), false)));
    // The usual lock: a second window cannot open it.
    assert!(matches!(
        EveningLock::acquire(&file),
        Err(StorageError::Locked { .. })
    ));
    assert_eq!(
        h.state().window_title(),
        "Vira — lördag 21 november 2026, Sundsvalls viraklubb"
    );
}

#[test]
fn a_closed_evening_opens_read_only() {
    let data = TempDir::new().unwrap();
    let file = example_in(&Store::new(data.path()).archive, EXAMPLE);
    let h = started_with(data.path(), &file);
    assert_eq!(opened(&h), Some((file.clone(), true)));
    assert_shows(&h, "Arkiv: endast läsning");
    assert!(h.state().window_title().ends_with(" (arkiv)"));
    // Nothing moved: it is still the archive's.
    assert!(file.is_file());
    assert!(!Store::new(data.path()).current.exists());
}

#[test]
fn an_evening_from_elsewhere_is_offered_for_import_and_shown_from_the_archive() {
    let data = TempDir::new().unwrap();
    let mail = TempDir::new().unwrap();
    let file = example_in(mail.path(), "from-the-mail.ron");
    let before = std::fs::read_to_string(&file).unwrap();
    let mut h = started_with(data.path(), &file);
    // Asked, not opened yet.
    assert_eq!(opened(&h), None);
    assert_shows(&h, "Kvällen ligger utanför vira:s mapp");
    assert_shows(&h, "Fortsätt där den ligger");
    assert_shows(&h, "Avbryt");
    click(&mut h, "Importera till arkivet");
    let archive = Store::new(data.path()).archive;
    let (shown, read_only) = opened(&h).expect("the imported evening is shown");
    assert!(read_only);
    assert_eq!(shown.parent(), Some(archive.as_path()), "{shown:?}");
    assert!(
        h.state()
            .notice
            .as_ref()
            .is_some_and(|n| !n.error && n.text.starts_with("Importerad till arkivet som")),
        "{:?}",
        h.state().notice
    );
    // The file given is left as it was.
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    assert!(h.state().outside_file.is_none());
}

#[test]
fn an_evening_from_elsewhere_can_be_continued_where_it_is_or_left() {
    let data = TempDir::new().unwrap();
    let mail = TempDir::new().unwrap();
    let file = example_in(mail.path(), "on-the-stick.ron");
    let mut h = started_with(data.path(), &file);
    click(&mut h, "Fortsätt där den ligger");
    assert_eq!(opened(&h), Some((file.clone(), false)));
    assert!(matches!(
        EveningLock::acquire(&file),
        Err(StorageError::Locked { .. })
    ));
    drop(h);

    let mut h = started_with(data.path(), &file);
    click(&mut h, "Avbryt");
    assert_eq!(opened(&h), None);
    assert!(matches!(h.state().screen, Screen::Start(_)));
    assert!(!shows(&h, "Kvällen ligger utanför vira:s mapp"));
    // Nothing was written to the data folder.
    assert!(!Store::new(data.path()).archive.exists());
}

#[test]
fn a_file_that_is_not_an_evening_is_said_with_its_place_as_vira_settle_says_it() {
    let data = TempDir::new().unwrap();
    let mail = TempDir::new().unwrap();
    let file = mail.path().join("not-an-evening.ron");
    std::fs::write(
        &file,
        "Evening(\n    format: 1,\n    date: \"2026-11-21\",\n    tabel: \"stockholm\",\n)\n",
    )
    .unwrap();
    let h = started_with(data.path(), &file);
    assert_eq!(opened(&h), None);
    assert!(matches!(h.state().screen, Screen::Start(_)));
    assert!(
        h.state().outside_file.is_none(),
        "no question for a non-evening"
    );
    let error = vira::settle_file(&TableRegistry::built_in(), &file).unwrap_err();
    let words = vira::words::error(&error, Language::Swedish);
    let located = format!("{}:4:5", file.display());
    assert!(words.contains(&located), "{words}");
    let notice = h.state().notice.clone().expect("the error is shown");
    assert!(notice.error);
    assert!(notice.text.contains(&words), "{}", notice.text);

    // The same in the evenings in progress: said, nothing opened or
    // changed.
    let current = Store::new(data.path()).current;
    std::fs::create_dir_all(&current).unwrap();
    let broken = current.join("broken.ron");
    std::fs::copy(&file, &broken).unwrap();
    let h = started_with(data.path(), &broken);
    assert_eq!(opened(&h), None);
    let error = vira::settle_file(&TableRegistry::built_in(), &broken).unwrap_err();
    let words = vira::words::error(&error, Language::Swedish);
    assert!(
        h.state()
            .notice
            .as_ref()
            .is_some_and(|n| n.error && n.text.contains(&words)),
        "{:?}",
        h.state().notice
    );
}

#[test]
fn a_file_given_opens_instead_of_the_evening_left_open() {
    // The evening left open last time would reopen; the file given wins.
    let data = data_with_example(EXAMPLE);
    let left_open = data.path().join("evenings").join(EXAMPLE);
    let other = example_in(
        &Store::new(data.path()).archive,
        "2026-11-22-chips-closed.ron",
    );
    let options = AppOptions {
        data_dir: Some(data.path().to_path_buf()),
        table_dir: Some(data.path().join("no-club-tables")),
        language: None,
        open: Some(other.clone()),
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| {
            let prefs = Prefs {
                language: Language::Swedish,
                open_evening: Some(left_open),
                ..Prefs::default()
            };
            ViraApp::with_prefs(&cc.egui_ctx, Some(prefs), options)
        });
    frames(&mut h);
    assert_eq!(opened(&h), Some((other, true)));
}

/// Anna (forehand: Dag deals the 13th hand and sits out) wins vingel 7 in
/// preference with 8 tricks, from the keyboard.
#[test]
fn a_first_start_offers_a_practice_evening_that_never_counts_in_the_statistics() {
    let data = TempDir::new().unwrap();
    let mut h = app(data.path());
    frames(&mut h);
    assert_shows(&h, "Prova med ett exempel");
    click(&mut h, "Prova med ett exempel");

    // An evening in progress with twelve hands, marked as practice.
    let evening = h.state().evening().expect("the practice evening is open");
    assert!(!evening.read_only);
    assert!(evening.editor.evening().practice);
    assert_eq!(evening.editor.evening().hands.len(), 12);
    let file = evening.path.clone();
    assert_eq!(
        file.parent(),
        Some(Store::new(data.path()).current.as_path())
    );
    assert_shows(&h, "ÖVNING");
    assert!(h.state().window_title().contains(" (övning)"));

    // It takes a hand, saved like any other.
    record_a_hand(&mut h);
    let saved = vira::settle_file(&TableRegistry::built_in(), &file).unwrap();
    assert_eq!(saved.evening.hands.len(), 13, "the hand is recorded");
    assert!(saved.evening.practice, "still practice on disk");

    // On the start page it is marked, and the offer is gone.
    click(&mut h, "⌂ Start");
    assert_shows(&h, "ÖVNING");
    assert!(!shows(&h, "Prova med ett exempel"));

    // Closed, it goes to the archive marked, beside a real evening, and
    // the statistics count only the real one.
    click(&mut h, "Fortsätt");
    h.state_mut().push(AppCommand::CloseEvening);
    frames(&mut h);
    let archive = Store::new(data.path()).archive;
    std::fs::write(archive.join("a.ron"), EVENING_A).unwrap();
    click(&mut h, "Arkivet");
    wait_for_archive(&mut h);
    let listed = h.state_mut().archive_mut().unwrap().shown().len();
    assert_eq!(listed, 2, "the practice evening is listed");
    assert_shows(&h, "ÖVNING");
    let stats = h
        .state_mut()
        .archive_mut()
        .unwrap()
        .statistics()
        .unwrap()
        .clone();
    assert_eq!((stats.evenings, stats.hands), (1, 4), "evening A only");
    let names: Vec<&str> = stats.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Anna", "Bo", "Cia"],
        "no Dag: he sat only at practice"
    );
}

#[test]
fn a_practice_evening_is_deleted_after_a_confirmation() {
    let data = TempDir::new().unwrap();
    let mut h = app(data.path());
    frames(&mut h);
    click(&mut h, "Prova med ett exempel");
    let file = h.state().evening().unwrap().path.clone();
    click(&mut h, "Ta bort övningskvällen");
    assert_shows(&h, "Ta bort övningskvällen?");
    click(&mut h, "Nej");
    assert!(file.is_file(), "not deleted without a yes");
    assert!(h.state().evening().is_some());
    click(&mut h, "Ta bort övningskvällen");
    click(&mut h, "Ja, ta bort");
    assert!(!file.exists());
    assert!(!EveningLock::lock_path(&file).exists());
    assert!(matches!(h.state().screen, Screen::Start(_)));
    // Nothing anywhere again: the offer is back.
    assert_shows(&h, "Prova med ett exempel");
}

#[test]
fn only_a_practice_evening_is_deleted() {
    let data = data_with_example(EXAMPLE);
    let file = data.path().join("evenings").join(EXAMPLE);
    let mut h = app(data.path());
    frames(&mut h);
    assert!(!shows(&h, "Prova med ett exempel"), "an evening exists");
    h.state_mut().push(AppCommand::DeletePractice(file.clone()));
    frames(&mut h);
    assert!(file.is_file());
    assert!(h.state().notice.as_ref().is_some_and(|n| n.error));
}
