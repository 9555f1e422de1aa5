//! Driving the real app with egui_kittest: no window, no GPU.

use std::path::Path;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use vira::app::{AppOptions, Prefs, ViraApp};
use vira::rules::table::Language;

/// The app in Swedish on a data directory of its own (and no club tables).
pub fn app(data: &Path) -> Harness<'static, ViraApp> {
    app_opening(data, None)
}

/// The app as `vira FILE` starts it: [`app`], with `file` to open.
pub fn app_opening(data: &Path, file: Option<&Path>) -> Harness<'static, ViraApp> {
    let options = AppOptions {
        data_dir: Some(data.to_path_buf()),
        table_dir: Some(data.join("no-club-tables")),
        language: None,
        open: file.map(Path::to_path_buf),
    };
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| {
            let prefs = Prefs {
                language: Language::Swedish,
                ..Prefs::default()
            };
            ViraApp::with_prefs(&cc.egui_ctx, Some(prefs), options)
        })
}

/// Lets the app run a few frames (a focused text field keeps asking for
/// frames to blink its cursor, so `run()` would never settle).
pub fn frames(h: &mut Harness<'_, ViraApp>) {
    h.run_steps(3);
}

/// Makes sure the app, at the zoom it set itself, has `points` of room (a
/// window of `points` times the zoom in pixels). In the harness, the
/// zoom set in the first pass shrinks the room the window was built with
/// by the zoom or not, depending on the passes the first screen takes
/// (a grid's second pass kept it); the room is measured and the window
/// sized again when it differs, so a test at "1024x600 and 150 %" is at
/// that size whichever way it went.
pub fn give_room(h: &mut Harness<'_, ViraApp>, points: egui::Vec2) {
    h.run_steps(5);
    let room = h.ctx.content_rect().size();
    if (room - points).length() >= 0.5 {
        // With the zoom in force, the window's size is the app's room.
        h.set_size(points);
        h.run_steps(5);
    }
    let room = h.ctx.content_rect().size();
    assert!(
        (room - points).length() < 0.5,
        "the app has {room:?} of room, not {points:?}"
    );
}

/// Clicks a button as a user does: scrolled into sight first (a widget
/// out of its scroll area's view takes no click).
pub fn click_in_sight(h: &mut Harness<'_, ViraApp>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).scroll_to_me();
    frames(h);
    click(h, label);
}

pub fn click(h: &mut Harness<'_, ViraApp>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    frames(h);
}

/// Records Anna's Vingel 7 in hjärter, 8 tricks, by the keys: 1, v7 Enter,
/// h, 8, Enter.
pub fn record_a_hand(h: &mut Harness<'_, ViraApp>) {
    h.key_press(egui::Key::Num1);
    frames(h);
    h.event(egui::Event::Text("v7".into()));
    h.key_press(egui::Key::Enter);
    frames(h);
    h.key_press(egui::Key::H);
    frames(h);
    h.event(egui::Event::Text("8".into()));
    frames(h);
    h.key_press(egui::Key::Enter);
    frames(h);
}

/// Switches the language through the bar's menu (named by the language
/// shown now: "Svenska ▾").
pub fn choose_language(h: &mut Harness<'_, ViraApp>, name: &str) {
    let menu = ["Svenska ▾", "English ▾", "日本語 ▾"]
        .into_iter()
        .find(|label| h.query_by_role_and_label(Role::Button, label).is_some())
        .expect("the language menu in the bar");
    click(h, menu);
    click(h, name);
}

pub fn type_into(h: &mut Harness<'_, ViraApp>, label: &str, text: &str) {
    h.get_by_label(label).click();
    frames(h);
    h.get_by_label(label).type_text(text);
    frames(h);
}

/// Whether some widget shows `text`, or is named `text` (a balance is
/// named "Anna: +2 b 2 p" for screen readers, and for these tests).
pub fn shows(h: &Harness<'_, ViraApp>, text: &str) -> bool {
    let wanted = text.to_string();
    h.query_all_by_label(text).next().is_some()
        || h.query_all_by(move |node| node.label().as_deref() == Some(wanted.as_str()))
            .next()
            .is_some()
}

pub fn assert_shows(h: &Harness<'_, ViraApp>, text: &str) {
    assert!(shows(h, text), "the screen does not show {text:?}");
}

/// An evening in progress on disk (an evening file's text without hands),
/// opened through the start screen.
pub fn open_evening(data: &Path, text: &str) -> Harness<'static, ViraApp> {
    let mut evening = vira::ledger::evening::Evening::parse("new.ron", text).unwrap();
    vira::disk::places::Store::new(data)
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut h = app(data);
    frames(&mut h);
    click(&mut h, "Fortsätt");
    assert!(h.state().evening().is_some());
    h
}

/// A key typed as a keyboard types it: the key goes down, its text is
/// typed, the key comes up, all in one frame (kittest's own queue gives
/// each event a frame of its own; a window gets them together).
pub fn type_key(h: &mut Harness<'_, ViraApp>, key: egui::Key, text: &str) {
    let key_event = |pressed| egui::Event::Key {
        key,
        pressed,
        modifiers: egui::Modifiers::default(),
        repeat: false,
        physical_key: None,
    };
    h.input_mut().events.extend([
        key_event(true),
        egui::Event::Text(text.into()),
        key_event(false),
    ]);
    frames(h);
}

/// A chord typed as a keyboard types it, all in one frame: `key` as the
/// layout names it (Shift+1 is `Exclamationmark` on US and Swedish
/// layouts), `physical` the key's place on the keyboard (`Num1`), and the
/// text it types ("!").
pub fn type_chord(
    h: &mut Harness<'_, ViraApp>,
    modifiers: egui::Modifiers,
    key: egui::Key,
    physical: egui::Key,
    text: &str,
) {
    let key_event = |pressed| egui::Event::Key {
        key,
        pressed,
        modifiers,
        repeat: false,
        physical_key: Some(physical),
    };
    h.input_mut().events.extend([
        key_event(true),
        egui::Event::Text(text.into()),
        key_event(false),
    ]);
    frames(h);
}

/// Whether some widget's text or name contains `text`.
pub fn shows_part(h: &Harness<'_, ViraApp>, text: &str) -> bool {
    let wanted = text.to_string();
    h.query_all_by(move |n| {
        n.value().is_some_and(|v| v.contains(&wanted))
            || n.label().is_some_and(|l| l.contains(&wanted))
    })
    .next()
    .is_some()
}

/// Every text on screen: each widget's text (its accesskit value) and its
/// name (a label's text, or the name given for screen readers), in the
/// order of the tree.
pub fn texts(h: &Harness<'_, ViraApp>) -> Vec<String> {
    let found = std::cell::RefCell::new(Vec::new());
    let _ = h
        .query_all_by(|node| {
            let mut found = found.borrow_mut();
            found.extend(node.value());
            found.extend(node.label());
            false
        })
        .count();
    found.into_inner()
}

/// Waits until the archive screen has read its folder (it reads in the
/// background; a slow machine gets ten seconds).
pub fn wait_for_archive(h: &mut Harness<'_, ViraApp>) {
    for _ in 0..2000 {
        h.step();
        // A copy into a new folder ends with the new folder's screen.
        if !h.state().is_copying() && h.state().archive().is_some_and(|a| !a.is_loading()) {
            frames(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the archive was not read in time");
}

/// Opens the archive from the start page and waits until it is read.
pub fn open_archive(h: &mut Harness<'_, ViraApp>) {
    frames(h);
    click(h, "Arkivet");
    wait_for_archive(h);
}

/// The ids of the evenings the archive list shows, in its order.
pub fn listed(h: &mut Harness<'_, ViraApp>) -> Vec<String> {
    h.state_mut()
        .archive_mut()
        .expect("the archive is shown")
        .shown()
        .iter()
        .map(|s| s.id.clone())
        .collect()
}

/// A data folder with one of `docs/examples/` as the evening in progress.
pub fn data_with_example(name: &str) -> tempfile::TempDir {
    let dir = tempfile::TempDir::new().unwrap();
    let evenings = dir.path().join("evenings");
    std::fs::create_dir_all(&evenings).unwrap();
    std::fs::copy(format!("docs/examples/{name}"), evenings.join(name)).unwrap();
    dir
}

/// A data folder with the README's example evening in progress, Anna
/// named 赤桐 (the Japanese rules' author): a name typed in Japanese.
pub fn data_with_japanese_example() -> tempfile::TempDir {
    let dir = data_with_example("2026-11-21-sundsvall.ron");
    let file = dir.path().join("evenings/2026-11-21-sundsvall.ron");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("\"Anna\"", "\"赤桐\"");
    std::fs::write(&file, text).unwrap();
    dir
}

/// Where the widget showing `text` is, and the part of it that shows
/// (clipped by the scroll area around it), from egui's own record of the
/// last frame.
pub fn shown_rect(h: &Harness<'_, ViraApp>, text: &str) -> (egui::Rect, egui::Rect) {
    use egui_kittest::kittest::NodeT as _;
    let id = h
        .query_all_by(|n| n.value().as_deref() == Some(text) || n.label().as_deref() == Some(text))
        .next()
        .unwrap_or_else(|| panic!("no {text}"))
        .accesskit_node()
        .locate()
        .0;
    h.ctx
        .viewport(|v| {
            v.prev_pass.widgets.layers().find_map(|(_, widgets)| {
                widgets
                    .iter()
                    .find(|w| w.id.value() == id.0)
                    .map(|w| (w.rect, w.interact_rect))
            })
        })
        .unwrap_or_else(|| panic!("{text} is no widget"))
}

/// Where every widget showing `text` is ([`shown_rect`] of each; a node
/// that is no widget of the last frame is left out).
pub fn shown_rects(h: &Harness<'_, ViraApp>, text: &str) -> Vec<(egui::Rect, egui::Rect)> {
    use egui_kittest::kittest::NodeT as _;
    let ids: Vec<u64> = h
        .query_all_by(|n| n.value().as_deref() == Some(text) || n.label().as_deref() == Some(text))
        .map(|n| n.accesskit_node().locate().0.0)
        .collect();
    assert!(!ids.is_empty(), "no {text}");
    h.ctx.viewport(|v| {
        ids.iter()
            .filter_map(|id| {
                v.prev_pass.widgets.layers().find_map(|(_, widgets)| {
                    widgets
                        .iter()
                        .find(|w| w.id.value() == *id)
                        .map(|w| (w.rect, w.interact_rect))
                })
            })
            .collect()
    })
}

/// The index's cache directory of the app on `data` (no `VIRA_CACHE_DIR`
/// in the tests' environment): `cache/` in the data folder given.
pub fn index_cache(data: &Path) -> std::path::PathBuf {
    data.join("cache")
}

/// The archive folder `dir` brought up to date in the index of the app on
/// `data`, as the app or `vira archive` would ([`index_cache`]).
pub fn indexed_as_the_app(dir: &Path, data: &Path) -> vira::archive::index::IndexedArchive {
    vira::disk::index::open_archive(
        dir,
        &vira::rules::registry::TableRegistry::built_in(),
        Some(&index_cache(data)),
    )
    .unwrap()
    .1
}

/// Clicks Undo, whatever it says it will undo ("↶ Ångra giv 3").
pub fn click_undo(h: &mut Harness<'_, ViraApp>) {
    h.query_all_by(|n| n.role() == Role::Button && n.label().is_some_and(|l| l.starts_with("↶")))
        .next()
        .expect("the Undo button")
        .click();
    frames(h);
}

/// Clicks a tab of the archive: the topmost button named `label` (the
/// statistics' player table has a header "Kvällar" too, lower down).
pub fn click_tab(h: &mut Harness<'_, ViraApp>, label: &str) {
    h.query_all_by_role_and_label(Role::Button, label)
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .unwrap_or_else(|| panic!("no tab {label}"))
        .click();
    frames(h);
}

/// One notch of the mouse wheel, `lines` lines down, with the pointer at
/// `at`, and the frames after it.
pub fn wheel_notch(h: &mut Harness<'_, ViraApp>, at: egui::Pos2, lines: f32) {
    h.event(egui::Event::PointerMoved(at));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Line,
        delta: egui::vec2(0.0, -lines),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    frames(h);
}
