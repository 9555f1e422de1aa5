//! The platform's services behind their seams: file dialogs (a picker the
//! test answers for) and keeping the screen on (an inhibitor the test
//! counts). egui_kittest drives the real app; no window, no D-Bus.
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

use std::any::Any;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

use vira::app::{
    AppCommand, ArchiveTab, Awake, AwakeState, FilePicker, PickFor, PickRequest, Picked, Screen,
    ViraApp,
};
use vira::disk::places::Store;

use crate::common;

use common::app::{app, click, data_with_example, frames, shows, wait_for_archive};
use common::small_archive::{EVENING_A, EVENING_B};

/// Runs frames until `done` (the answers come from threads), for at most
/// five seconds.
fn until(h: &mut Harness<'_, ViraApp>, what: &str, done: impl Fn(&ViraApp) -> bool) {
    for _ in 0..1000 {
        h.step();
        if done(h.state()) {
            frames(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("waited in vain for {what}");
}

fn notice(app: &ViraApp) -> String {
    app.notice
        .as_ref()
        .map(|n| n.text.clone())
        .unwrap_or_default()
}

/// A file picker that answers as told and keeps what it was asked.
struct FakePicker {
    answer: Picked,
    asked: Mutex<Vec<PickRequest>>,
}

impl FakePicker {
    fn answering(answer: Picked) -> Arc<FakePicker> {
        Arc::new(FakePicker {
            answer,
            asked: Mutex::new(Vec::new()),
        })
    }

    fn asked(&self) -> Vec<PickRequest> {
        self.asked.lock().unwrap().clone()
    }
}

impl FilePicker for FakePicker {
    fn pick(&self, request: &PickRequest) -> Picked {
        self.asked.lock().unwrap().push(request.clone());
        self.answer.clone()
    }
}

/// An archive with evening A, and the app on its files tab, answering
/// dialogs with `picker`.
fn files_tab(data: &Path, picker: Arc<FakePicker>) -> Harness<'static, ViraApp> {
    let archive = Store::new(data).archive;
    std::fs::create_dir_all(&archive).unwrap();
    std::fs::write(archive.join("a.ron"), EVENING_A).unwrap();
    let mut h = app(data);
    h.state_mut().set_file_picker(picker);
    frames(&mut h);
    click(&mut h, "Arkivet");
    wait_for_archive(&mut h);
    click(&mut h, "Import och export");
    h
}

fn evenings_in_archive(data: &Path) -> usize {
    vira::disk::archive::evening_files(&Store::new(data).archive)
        .unwrap()
        .len()
}

#[test]
fn a_file_picked_in_the_dialog_is_imported_as_a_typed_one_is() {
    let incoming = TempDir::new().unwrap();
    let b = incoming.path().join("b.ron");
    std::fs::write(&b, EVENING_B).unwrap();

    // Typed.
    let typed_data = TempDir::new().unwrap();
    let mut typed = files_tab(typed_data.path(), FakePicker::answering(Picked::Cancelled));
    typed.get_by_label("Filer att importera").click();
    frames(&mut typed);
    typed
        .get_by_label("Filer att importera")
        .type_text(&b.display().to_string());
    frames(&mut typed);
    click(&mut typed, "Importera");

    // Picked.
    let picked_data = TempDir::new().unwrap();
    let picker = FakePicker::answering(Picked::Chosen(vec![b.clone()]));
    let mut picked = files_tab(picked_data.path(), picker.clone());
    click(&mut picked, "Välj filer att importera…");
    until(&mut picked, "the import", |app| {
        notice(app).starts_with("Import till arkivet:")
    });

    let asked = picker.asked();
    assert_eq!(asked.len(), 1, "one dialog");
    assert!(!asked[0].folder && asked[0].many, "{asked:?}");
    assert_eq!(asked[0].title, "Välj kvällsfiler att importera");
    // The same import, the same words.
    assert_eq!(notice(picked.state()), notice(typed.state()));
    assert!(
        notice(picked.state()).contains("b.ron: ny kväll i arkivet"),
        "{}",
        notice(picked.state())
    );
    assert_eq!(evenings_in_archive(picked_data.path()), 2);
    assert_eq!(evenings_in_archive(typed_data.path()), 2);
    // The list shows it, as after a typed import.
    click(&mut picked, "Kvällar");
    assert!(shows(&picked, "2 av 2 kvällar"));
}

#[test]
fn a_folder_picked_goes_into_its_field_and_a_cancel_changes_nothing() {
    let data = TempDir::new().unwrap();
    let elsewhere = TempDir::new().unwrap();
    let picker = FakePicker::answering(Picked::Chosen(vec![elsewhere.path().to_path_buf()]));
    let mut h = files_tab(data.path(), picker.clone());
    click(&mut h, "Välj exportmapp…");
    let wanted = elsewhere.path().display().to_string();
    for _ in 0..200 {
        if h.get_by_label("Till mappen").value().as_deref() == Some(wanted.as_str()) {
            break;
        }
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(
        h.get_by_label("Till mappen").value().as_deref(),
        Some(wanted.as_str())
    );
    assert!(picker.asked()[0].folder);
    // Exported there; the printouts follow.
    click(&mut h, "Exportera");
    assert!(elsewhere.path().join("hands.csv").is_file());
    assert_eq!(
        h.state().prefs.export_dir.as_deref(),
        Some(elsewhere.path())
    );

    // A dialog closed without a choice: nothing changes, nothing is said.
    let data = TempDir::new().unwrap();
    let mut h = files_tab(data.path(), FakePicker::answering(Picked::Cancelled));
    let before = h.get_by_label("Ny mapp").value();
    click(&mut h, "Välj arkivmapp…");
    for _ in 0..20 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(h.get_by_label("Ny mapp").value(), before);
    assert!(h.state().notice.is_none());
    assert!(
        shows(&h, "Välj arkivmapp…"),
        "the dialogs are still offered"
    );
}

#[test]
fn when_no_dialog_answers_the_app_says_so_once_and_the_typed_path_works() {
    let data = TempDir::new().unwrap();
    let incoming = TempDir::new().unwrap();
    let b = incoming.path().join("b.ron");
    std::fs::write(&b, EVENING_B).unwrap();
    let picker = FakePicker::answering(Picked::NoDialog);
    let mut h = files_tab(data.path(), picker.clone());
    click(&mut h, "Välj filer att importera…");
    until(&mut h, "the message", |app| !notice(app).is_empty());
    assert_eq!(
        notice(h.state()),
        "Ingen filväljare svarade: skriv sökvägen"
    );
    assert!(
        !h.state().notice.as_ref().unwrap().error,
        "a note, not an error"
    );
    // The dialogs are no longer offered; the typed field has the keyboard.
    assert!(!shows(&h, "Välj filer att importera…"));
    assert!(!shows(&h, "Välj exportmapp…"));
    assert!(
        h.get_by_label("Filer att importera").is_focused(),
        "the typed field takes the keyboard"
    );
    // Typed (without a click: it has the keyboard), it imports.
    h.get_by_label("Filer att importera")
        .type_text(&b.display().to_string());
    frames(&mut h);
    click(&mut h, "Importera");
    assert!(
        notice(h.state()).contains("b.ron: ny kväll i arkivet"),
        "{}",
        notice(h.state())
    );
    assert_eq!(evenings_in_archive(data.path()), 2);

    // Asked again (a command, as the buttons are gone): not said again.
    h.state_mut().notice = None;
    h.state_mut().push(AppCommand::Pick(PickFor::ExportFolder));
    until(&mut h, "the second answer", |_| picker.asked().len() == 2);
    for _ in 0..20 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(h.state().notice.is_none(), "said once");
    assert!(matches!(&h.state().screen, Screen::Archive(a) if a.tab == ArchiveTab::Files));
}

/// An inhibitor that counts: asked, and guards let go.
struct FakeAwake {
    works: bool,
    asked: AtomicUsize,
    released: Arc<AtomicUsize>,
}

struct Guard(Arc<AtomicUsize>);

impl Drop for Guard {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

impl FakeAwake {
    fn new(works: bool) -> Arc<FakeAwake> {
        Arc::new(FakeAwake {
            works,
            asked: AtomicUsize::new(0),
            released: Arc::new(AtomicUsize::new(0)),
        })
    }
    fn asked(&self) -> usize {
        self.asked.load(Ordering::SeqCst)
    }
    fn released(&self) -> usize {
        self.released.load(Ordering::SeqCst)
    }
}

impl Awake for FakeAwake {
    fn keep_awake(&self) -> Result<Box<dyn Any>, String> {
        self.asked.fetch_add(1, Ordering::SeqCst);
        if self.works {
            Ok(Box::new(Guard(self.released.clone())))
        } else {
            Err("no D-Bus here".to_string())
        }
    }
}

/// The app on the start page with an evening in progress, keeping the
/// screen on with `awake`.
fn start_page(data: &Path, awake: &Arc<FakeAwake>) -> Harness<'static, ViraApp> {
    let mut h = app(data);
    let awake: Arc<dyn Awake> = awake.clone();
    h.state_mut().set_awake(Some(awake));
    frames(&mut h);
    h
}

fn wait_a_little(h: &mut Harness<'_, ViraApp>) {
    for _ in 0..30 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn an_open_evening_keeps_the_screen_on_and_closing_it_lets_go() {
    let dir = data_with_example("2026-11-21-sundsvall.ron");
    let awake = FakeAwake::new(true);
    let mut h = start_page(dir.path(), &awake);
    wait_a_little(&mut h);
    assert_eq!(awake.asked(), 0, "not on the start page");
    click(&mut h, "Fortsätt");
    until(&mut h, "the screen kept on", |app| {
        app.awake_state() == Some(&AwakeState::Held)
    });
    assert_eq!((awake.asked(), awake.released()), (1, 0));
    // Many frames, one hold.
    wait_a_little(&mut h);
    assert_eq!(awake.asked(), 1);
    assert!(h.state().notice.is_none(), "nothing said when it works");

    // The evening closed (to the archive): let go.
    h.state_mut().push(AppCommand::CloseEvening);
    frames(&mut h);
    assert!(matches!(h.state().screen, Screen::Start(_)));
    until(&mut h, "the screen let go", |_| awake.released() == 1);
    assert_eq!(h.state().awake_state(), None);
}

#[test]
fn the_preference_off_never_asks_and_on_again_asks() {
    let dir = data_with_example("2026-11-21-sundsvall.ron");
    let awake = FakeAwake::new(true);
    let mut h = start_page(dir.path(), &awake);
    assert!(h.state().prefs.keep_awake, "on by default");
    // Turned off in the top bar.
    click(&mut h, "Skärm på");
    assert!(!h.state().prefs.keep_awake);
    click(&mut h, "Fortsätt");
    assert!(h.state().evening().is_some());
    wait_a_little(&mut h);
    assert_eq!(awake.asked(), 0);
    // On again with the evening open: asked; off again: let go.
    click(&mut h, "Skärm på");
    until(&mut h, "the screen kept on", |_| awake.asked() == 1);
    click(&mut h, "Skärm på");
    until(&mut h, "the screen let go", |_| awake.released() == 1);
    // Leaving the evening for the start page asks nothing more.
    click(&mut h, "⌂ Start");
    wait_a_little(&mut h);
    assert_eq!((awake.asked(), awake.released()), (1, 1));
}

#[test]
fn no_inhibitor_the_app_works_as_before_and_says_so_once() {
    let dir = data_with_example("2026-11-21-sundsvall.ron");
    let awake = FakeAwake::new(false);
    let mut h = start_page(dir.path(), &awake);
    click(&mut h, "Fortsätt");
    until(&mut h, "the note", |app| !notice(app).is_empty());
    let text = notice(h.state());
    assert_eq!(
        text,
        "Skärmen kan inte hållas tänd här: den släcks som vanligt."
    );
    assert!(
        !h.state().notice.as_ref().unwrap().error,
        "a note, not an error"
    );
    // The platform's reason is kept for the preference's hover text.
    assert_eq!(
        h.state().awake_state(),
        Some(&AwakeState::Refused("no D-Bus here".to_string()))
    );
    assert!(
        h.state().evening().is_some(),
        "the evening is open as before"
    );

    // Closed and opened again: asked again, not said again.
    click(&mut h, "⌂ Start");
    h.state_mut().notice = None;
    click(&mut h, "Fortsätt");
    until(&mut h, "the second answer", |app| {
        matches!(app.awake_state(), Some(AwakeState::Refused(_)))
    });
    assert_eq!(awake.asked(), 2);
    assert!(h.state().notice.is_none(), "said once");
}

#[test]
fn the_app_without_a_window_asks_the_platform_for_nothing() {
    // `with_prefs` (the tests' app) has no inhibitor: an evening asks
    // nothing and says nothing.
    let dir = data_with_example("2026-11-21-sundsvall.ron");
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Fortsätt");
    wait_a_little(&mut h);
    assert_eq!(h.state().awake_state(), None);
    assert!(h.state().notice.is_none());
}

#[test]
fn the_system_inhibitor_answers_in_time_either_way() {
    // The real one (keepawake): held on a desktop, refused without D-Bus
    // (CI); either way an answer, on its own thread, soon, and no panic
    // when it is let go.
    let awake: Arc<dyn Awake> = Arc::new(vira::app::SystemAwake);
    let mut hold = vira::app::AwakeHold::start(awake);
    let started = std::time::Instant::now();
    while hold.poll().is_none() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "no answer"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_ne!(hold.state, AwakeState::Asking);
    hold.release(std::time::Duration::from_secs(5));
}
