//! The app and the disk: what it opens, locks and writes on its own (issue
//! 19): a lock file that is not a file, a draft nobody changed, saved
//! preferences pointing outside the data folder, a data folder that is a
//! file.
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

use vira::app::{AppOptions, Prefs, ViraApp};
use vira::disk::atomic::EveningLock;
use vira::disk::places::{Store, draft_path, save_draft};
use vira::ledger::entry::SavedForm;
use vira::ledger::evening::Evening;
use vira::rules::table::Language;

use crate::common;

use common::app::{app, click, frames, shows_part, texts};
use common::small_archive::EVENING_A;

/// An evening in progress (EVENING_A: four hands) in the data folder.
fn evening_in_progress(data: &Path) -> PathBuf {
    let mut evening = Evening::parse("a.ron", EVENING_A).unwrap();
    Store::new(data)
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap()
}

/// The app started with saved preferences that reopen `open_evening`.
fn app_reopening(data: &Path, open_evening: PathBuf) -> Harness<'static, ViraApp> {
    let options = AppOptions {
        data_dir: Some(data.to_path_buf()),
        table_dir: Some(data.join("no-club-tables")),
        language: None,
        open: None,
    };
    let prefs = Prefs {
        language: Language::Swedish,
        open_evening: Some(open_evening),
        ..Prefs::default()
    };
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| ViraApp::with_prefs(&cc.egui_ctx, Some(prefs), options))
}

#[cfg(unix)]
#[test]
fn a_lock_file_that_is_a_fifo_or_a_folder_is_refused_with_its_reason() {
    // The FIFO hung the app for good (open(2) waits for a reader); a folder
    // was said to be "open in another vira window".
    for fifo in [true, false] {
        let dir = TempDir::new().unwrap();
        let path = evening_in_progress(dir.path());
        let lock = EveningLock::lock_path(&path);
        if fifo {
            assert!(
                std::process::Command::new("mkfifo")
                    .arg(&lock)
                    .status()
                    .unwrap()
                    .success()
            );
            // A watchdog: should the app wait on the FIFO, a reader comes
            // after a while, so the test fails instead of hanging.
            let lock = lock.clone();
            std::thread::spawn(move || {
                std::thread::sleep(std::time::Duration::from_secs(20));
                let _ = std::fs::File::open(lock);
            });
        } else {
            std::fs::create_dir(&lock).unwrap();
        }
        let mut h = app(dir.path());
        frames(&mut h);
        click(&mut h, "Fortsätt");
        assert!(h.state().evening().is_none(), "opened without a lock");
        assert!(
            shows_part(&h, "Kvällen kan inte öppnas för att skriva"),
            "{:?}",
            texts(&h)
        );
        assert!(!shows_part(&h, "redan öppen"), "{:?}", texts(&h));
        let kind = if fifo { "en namngiven pipa" } else { "en mapp" };
        assert!(shows_part(&h, kind), "{:?}", texts(&h));
    }
}

#[test]
fn a_draft_nobody_changed_is_not_written_at_start() {
    // A draft correcting hand 5 of a 4-hand evening (the hand is gone: the
    // evening was changed elsewhere) was saved back without it at start.
    let dir = TempDir::new().unwrap();
    let path = evening_in_progress(dir.path());
    let mut form = SavedForm {
        editing: Some(4),
        ..SavedForm::default()
    };
    form.draft.declarer = Some("Bo".into());
    save_draft(&path, &form).unwrap();
    let draft = draft_path(&path);
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&draft)
        .unwrap()
        .set_modified(old)
        .unwrap();
    let bytes = std::fs::read(&draft).unwrap();
    let evening_bytes = std::fs::read(&path).unwrap();
    let mut h = app_reopening(dir.path(), path.clone());
    for _ in 0..5 {
        frames(&mut h);
    }
    let screen = h.state().evening().expect("the evening is open again");
    assert_eq!(screen.form.draft.declarer.as_deref(), Some("Bo"));
    assert_eq!(screen.form.editing, None);
    drop(h);
    assert_eq!(
        std::fs::read(&draft).unwrap(),
        bytes,
        "the draft was rewritten"
    );
    assert_eq!(
        std::fs::metadata(&draft).unwrap().modified().unwrap(),
        old,
        "the draft was written"
    );
    assert_eq!(std::fs::read(&path).unwrap(), evening_bytes);
}

#[test]
fn saved_preferences_open_only_evenings_in_the_data_folder() {
    // `open_evening: "DATA/evenings/../../outside.ron"` opened that file and
    // made a lock beside it.
    let root = TempDir::new().unwrap();
    let data = root.path().join("data");
    let outside_dir = root.path().join("elsewhere");
    let outside = Store::new(&outside_dir);
    let mut evening = Evening::parse("a.ron", EVENING_A).unwrap();
    let file = outside
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let name = file.file_name().unwrap();
    std::fs::create_dir_all(data.join("evenings")).unwrap();
    let sneaky = data
        .join("evenings")
        .join("..")
        .join("..")
        .join("elsewhere")
        .join("evenings")
        .join(name);
    assert!(sneaky.is_file());
    let mut h = app_reopening(&data, sneaky);
    frames(&mut h);
    assert!(h.state().evening().is_none(), "a file outside was opened");
    assert!(!EveningLock::lock_path(&file).exists(), "a lock was made");
    drop(h);
    // The same evening in the data folder is opened again.
    let inside = evening_in_progress(&data);
    let mut h = app_reopening(&data, inside.clone());
    frames(&mut h);
    assert_eq!(h.state().evening().unwrap().path, inside);
}

#[test]
fn a_data_folder_that_is_a_file_shows_its_error_readably() {
    // The error stood in a column about four characters wide.
    let root = TempDir::new().unwrap();
    let data = root.path().join("data");
    std::fs::write(&data, "not a folder").unwrap();
    let mut h = app(&data);
    frames(&mut h);
    let error = h
        .query_all_by(|n| {
            n.value().is_some_and(|v| v.contains("kunde inte listas"))
                || n.label().is_some_and(|l| l.contains("kunde inte listas"))
        })
        .next()
        .unwrap_or_else(|| panic!("no error shown: {:?}", texts(&h)));
    let width = error.rect().width();
    assert!(width >= 300.0, "the error is {width} px wide");
}
