//! Every control in reach, on every screen and in every state, at
//! 1024x600 and 1280x800 pixels, at 100, 150 and 200 % zoom (the window's
//! points are its pixels divided by the zoom), with 3, 4 and 5 players
//! where the screen depends on it: each widget that takes a click is on
//! screen whole or in a scroll area that brings it there, and no two of
//! them lie over each other (`common/reach.rs`). A new screen is added
//! here when it is written.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use tempfile::TempDir;

use vira::app::{HandFormCommand, ViraApp};
use vira::rules::table::Language;

use crate::common;

use common::app::{frames, wait_for_archive};
use common::reach::{
    FIVE, Reach, WINDOWS, Window, app_in, app_in_language, click, data, example, try_click,
};

/// The words the walk clicks, in the app's language.
#[derive(Debug, Clone, Copy)]
struct Words(Language);

impl Words {
    const SV: Words = Words(Language::Swedish);

    fn s(self, sv: &'static str, en: &'static str) -> &'static str {
        if self.0 == Language::Swedish { sv } else { en }
    }
}

impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.s("", " in English"))
    }
}

/// The evening in progress opened from the start page.
fn resume(h: &mut Harness<'_, ViraApp>, w: Words, what: &str) {
    click(h, w.s("Fortsätt", "Resume"), what);
    assert!(h.state().evening().is_some(), "{what}: the evening opened");
}

/// The start page, with and without files that cannot be read, and the
/// new-evening form (stacked or side by side, as the window gives) at
/// three and five players and with the table chooser open.
fn start_and_new(window: Window, w: Words, reach: &mut Reach) {
    let dir = data(Some(&example("2026-11-21-sundsvall.ron")), 0);
    let mut h = app_in_language(dir.path(), window, w.0);
    reach.check(&mut h, &format!("{window}{w} start"));
    // Joining a club night: its address field and button; making one.
    h.get_by_label(w.s("Gå med i en klubbkväll", "Join a club night"))
        .click();
    frames(&mut h);
    reach.check(&mut h, &format!("{window}{w} start, joining a night"));
    h.get_by_label(w.s("Ny klubbkväll (värd)", "New club night (host)"))
        .click();
    frames(&mut h);
    reach.check(&mut h, &format!("{window}{w} start, a new night"));
    click(&mut h, w.s("+ Ny kväll", "+ New evening"), "start");
    reach.check(&mut h, &format!("{window}{w} new evening"));
    if try_click(&mut h, w.s("5 spelare", "5 players")) {
        reach.check(&mut h, &format!("{window}{w} new evening at five"));
    } else {
        reach.problems_push(format!("{window}{w} new evening: no 5 players"));
    }
    // The table chooser open: its list in reach too.
    let chooser = h
        .query_all_by(|n| n.role() == Role::ComboBox)
        .next()
        .map(|n| n.accesskit_node().locate().0);
    match chooser {
        Some(id) => {
            let node = h.query_all_by(|n| n.locate().0 == id).next().unwrap();
            node.scroll_to_me();
            frames(&mut h);
            h.query_all_by(|n| n.locate().0 == id)
                .next()
                .unwrap()
                .click();
            frames(&mut h);
            reach.check(
                &mut h,
                &format!("{window}{w} new evening, table chooser open"),
            );
            h.key_press(egui::Key::Escape);
            frames(&mut h);
        }
        None => reach.problems_push(format!("{window}{w} new evening: no table chooser")),
    }
    let dir = data(Some(&example("2026-11-21-sundsvall.ron")), 4);
    let mut h = app_in_language(dir.path(), window, w.0);
    reach.check(&mut h, &format!("{window}{w} start with broken files"));
}

/// The hand form step by step, correcting a hand, the lower tabs, the
/// betdelning and the players' view, at one evening.
fn evening(window: Window, text: &str, players: usize, w: Words, reach: &mut Reach) {
    let what = |state: &str| format!("{window}{w} {players} players {state}");
    let dir = data(Some(text), 0);
    let mut h = app_in_language(dir.path(), window, w.0);
    resume(&mut h, w, &what("open"));
    reach.check(&mut h, &what("table"));
    // The lower tabs (the chips only at a chip evening).
    for (i, tab) in [
        w.s("Diagram", "Chart"),
        w.s("Marker", "Chips"),
        w.s("Protokoll", "Protocol"),
    ]
    .into_iter()
    .enumerate()
    {
        if (players == 5 && i == 0) || !try_click(&mut h, tab) {
            continue;
        }
        {
            reach.check(&mut h, &what(&format!("tab {tab}")));
        }
    }
    // The hand form: declarer, contract, trump, tricks.
    let declarer = h
        .query_all_by(|n| {
            n.role() == Role::Button && n.label().is_some_and(|l| l.starts_with("1 "))
        })
        .next()
        .and_then(|n| n.accesskit_node().label());
    // Every step at four players and at a chip evening; at five (the same
    // form, more names) the preview only, to keep the test quick.
    let steps = players != 5;
    if let Some(declarer) = declarer {
        click(&mut h, &declarer, &what("declarer"));
        if steps {
            reach.check(&mut h, &what("form: declarer"));
        }
        if try_click(&mut h, w.s("Begär (6-spel)", "Begär")) {
            if steps {
                reach.check(&mut h, &what("form: contract"));
            }
            if try_click(&mut h, w.s("♥ högsta färg (h)", "♥ preference (p)")) {
                if steps {
                    reach.check(&mut h, &what("form: trump"));
                }
                if try_click(&mut h, "6") {
                    reach.check(&mut h, &what("form: preview"));
                }
            }
        }
    } else {
        reach.problems_push(what("no declarer button"));
    }
    // Correcting the first hand.
    if h.state()
        .evening()
        .unwrap()
        .editor
        .evening()
        .hands
        .is_empty()
    {
        click(
            &mut h,
            w.s("Registrera (Enter)", "Record (Enter)"),
            &what("record"),
        );
    }
    h.state_mut().push(HandFormCommand::Load(0));
    frames(&mut h);
    reach.check(&mut h, &what("correcting"));
    try_click(&mut h, w.s("Avbryt", "Cancel"));
    reach.check_table(&mut h, &what("protocol and a long message"));
    // The betdelning (and the chips' reckoning, step by step), and the
    // question before the evening is closed.
    click(&mut h, "Betdelning", &what("betdelning"));
    reach.check(&mut h, &what("betdelning"));
    for step in 0..3 {
        if try_click(&mut h, w.s("Nästa steg →", "Next step →")) {
            reach.check(&mut h, &what(&format!("reckoning step {}", step + 1)));
        }
    }
    if try_click(&mut h, w.s("Avsluta kvällen", "Close the evening")) {
        reach.check(&mut h, &what("close the evening?"));
        click(&mut h, w.s("Nej", "No"), &what("not closed"));
    } else {
        reach.problems_push(what("no Avsluta kvällen"));
    }
    click(
        &mut h,
        w.s("Bordet", "The table"),
        &what("back to the table"),
    );
    // The players' view, in a window of its own and full screen.
    click(
        &mut h,
        w.s("Spelarvy", "Players' view"),
        &what("players' view"),
    );
    reach.check(&mut h, &what("players' view"));
    click(
        &mut h,
        w.s("Spelarvy", "Players' view"),
        &what("players' view off"),
    );
    click(&mut h, w.s("Helskärm", "Full screen"), &what("full screen"));
    if h.state().evening().unwrap().players_view != vira::app::command::PlayersView::FullScreen {
        reach.problems_push(what("Helskärm did not show the players' view"));
    }
    reach.check(&mut h, &what("full screen"));
}

/// The archive's four tabs, a closed evening shown, the bid tables and the
/// iceberg.
fn archive_and_tables(window: Window, reach: &mut Reach) {
    let dir = data(None, 2);
    // A night in the archive (its tables not handed in: the list of
    // evenings stays as it was).
    std::fs::write(
        dir.path().join("archive").join("kvall.night"),
        r#"Night(format: 1, date: "2026-11-26", club: Some("Stockholms Wirasällskap"),
            sittings: [Sitting(tables: [NightTable(evening: "bord-1.ron", players: ["Anna", "Bo", "Cia"])])])"#,
    )
    .unwrap();
    let mut h = app_in(dir.path(), window);
    click(&mut h, "Arkivet", "start");
    wait_for_archive(&mut h);
    for tab in [
        "Kvällar",
        "Statistik",
        "Säsong",
        "Klubbkvällar",
        "Problem",
        "Import och export",
    ] {
        click(&mut h, tab, "archive");
        if tab == "Säsong" {
            // The season's ratings are made by the archive's reader.
            let began = std::time::Instant::now();
            while !common::app::shows(&h, "Weng-Lin (OpenSkill)") {
                assert!(began.elapsed().as_secs() < 20, "the season never came");
                std::thread::sleep(std::time::Duration::from_millis(20));
                frames(&mut h);
            }
        }
        reach.check(&mut h, &format!("{window} archive tab {tab}"));
    }
    click(&mut h, "Kvällar", "archive");
    click(&mut h, "Visa", "archive");
    reach.check(&mut h, &format!("{window} archived evening"));
    click(&mut h, "⌂ Start", "archived evening");
    click(&mut h, "Budtabeller", "start");
    reach.check(&mut h, &format!("{window} bid tables"));
    let iceberg = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Isbergsvira")))
        .next()
        .and_then(|n| n.accesskit_node().label())
        .expect("the iceberg in the list");
    click(&mut h, &iceberg, "bid tables");
    reach.check(&mut h, &format!("{window} the iceberg"));
}

/// A club night's standing, and in large text for a projector.
fn night(window: Window, reach: &mut Reach) {
    let folder = common::night::night_folder("Places(points: [3, 2, 1, 0])");
    let data = TempDir::new().unwrap();
    let mut h = common::reach::app_in_opening(
        data.path(),
        window,
        Language::Swedish,
        Some(&folder.path().join("kvall.night")),
    );
    frames(&mut h);
    reach.check(&mut h, &format!("{window} club night"));
    click(
        &mut h,
        "Stor text (projektor)",
        &format!("{window} club night large"),
    );
    reach.check(&mut h, &format!("{window} club night in large text"));
    // Following the tables, and the standing on the phones (its address
    // and QR code beside the standing).
    h.get_by_label("Följ borden i nätverket").click();
    frames(&mut h);
    click(
        &mut h,
        "Visa på telefoner",
        &format!("{window} club night phones"),
    );
    frames(&mut h);
    reach.check(
        &mut h,
        &format!("{window} club night followed and on the phones"),
    );
    // A table recorded from a phone: its recording address and QR code.
    h.get_by_label("Bord som registreras på telefon")
        .scroll_to_me();
    frames(&mut h);
    h.get_by_label("Bord som registreras på telefon").click();
    frames(&mut h);
    {
        use egui_kittest::kittest::Queryable;
        let button = h
            .query_all_by_role_and_label(egui::accesskit::Role::Button, "Registrera från telefon")
            .next()
            .unwrap_or_else(|| {
                let labels: Vec<String> = h
                    .query_all_by_role(egui::accesskit::Role::Button)
                    .filter_map(|n| egui_kittest::kittest::NodeT::accesskit_node(&n).label())
                    .collect();
                panic!("a table to record from a phone: {labels:?}")
            });
        button.scroll_to_me();
    }
    frames(&mut h);
    {
        use egui_kittest::kittest::Queryable;
        h.query_all_by_role_and_label(egui::accesskit::Role::Button, "Registrera från telefon")
            .next()
            .unwrap()
            .click();
    }
    frames(&mut h);
    reach.check(
        &mut h,
        &format!("{window} club night, a table recorded from a phone"),
    );
}

fn everything_in_reach(window: Window) {
    let mut reach = Reach::default();
    night(window, &mut reach);
    let w = Words::SV;
    start_and_new(window, w, &mut reach);
    evening(
        window,
        &example("2026-11-21-sundsvall.ron"),
        4,
        w,
        &mut reach,
    );
    evening(window, &example("2026-11-22-chips.ron"), 3, w, &mut reach);
    evening(window, FIVE, 5, w, &mut reach);
    archive_and_tables(window, &mut reach);
    reach.assert_none();
}

/// The screens whose words are longest in English, at a large zoom: the
/// start page, the new-evening form and an evening.
#[test]
fn in_reach_in_english_at_1280x800_and_150_percent() {
    let window = WINDOWS[4];
    let mut reach = Reach::default();
    let w = Words(Language::English);
    start_and_new(window, w, &mut reach);
    evening(
        window,
        &example("2026-11-21-sundsvall.ron"),
        4,
        w,
        &mut reach,
    );
    reach.assert_none();
}

#[test]
fn in_reach_at_1024x600() {
    everything_in_reach(WINDOWS[0]);
}

#[test]
fn in_reach_at_1024x600_and_150_percent() {
    everything_in_reach(WINDOWS[1]);
}

#[test]
fn in_reach_at_1024x600_and_200_percent() {
    everything_in_reach(WINDOWS[2]);
}

#[test]
fn in_reach_at_1280x800() {
    everything_in_reach(WINDOWS[3]);
}

#[test]
fn in_reach_at_1280x800_and_150_percent() {
    everything_in_reach(WINDOWS[4]);
}

#[test]
fn in_reach_at_1280x800_and_200_percent() {
    everything_in_reach(WINDOWS[5]);
}

// ---------------------------------------------------------------------------
// The defects of issue 18 the walk at a real table found, one by one.
// ---------------------------------------------------------------------------

/// The rect of the first widget whose text or name is `text`.
fn rect_of(h: &Harness<'_, ViraApp>, text: &str) -> Option<egui::Rect> {
    h.query_all_by(|n| n.value().as_deref() == Some(text) || n.label().as_deref() == Some(text))
        .next()
        .map(|n| n.rect())
}

#[test]
fn the_archive_rows_buttons_are_on_screen_at_1024x600_and_a_row_click_opens_it() {
    // The buttons were the last column, off the right edge, and a click
    // on the row did nothing.
    let window = WINDOWS[0];
    let dir = data(None, 0);
    let mut h = app_in(dir.path(), window);
    click(&mut h, "Arkivet", "start");
    wait_for_archive(&mut h);
    let screen = h.ctx.content_rect();
    for label in ["Visa", "Rätta", "Skriv ut"] {
        let rect = rect_of(&h, label).unwrap();
        assert!(screen.contains_rect(rect), "{label} at {rect:?}");
    }
    h.query_all_by(|n| n.value().as_deref() == Some("2026-02-14"))
        .next()
        .expect("evening B's row")
        .click();
    frames(&mut h);
    let evening = h.state().evening().expect("the row's evening opened");
    assert!(evening.read_only);
    assert_eq!(evening.editor.evening().date.to_string(), "2026-02-14");
}

#[test]
fn broken_files_do_not_push_the_evenings_off_the_start_page() {
    // Six files that cannot be read were listed first under "Senast
    // avslutade" and took its places: the evenings were off the screen.
    let dir = data(Some(&example("2026-11-21-sundsvall.ron")), 6);
    let h = app_in(dir.path(), WINDOWS[0]);
    let screen = h.ctx.content_rect();
    let shown: Vec<egui::Rect> = h
        .query_all_by(|n| n.role() == Role::Button && n.label().as_deref() == Some("Visa"))
        .map(|n| n.rect())
        .collect();
    assert_eq!(shown.len(), 3, "the three closed evenings are listed");
    for rect in shown {
        assert!(screen.contains_rect(rect), "Visa at {rect:?}");
    }
    assert!(rect_of(&h, "⚠ 6 filer kan inte läsas").is_some());
}

#[test]
fn full_screen_is_the_players_view_alone() {
    // The app's bar stayed over the players' view.
    for players in [FIVE.to_string(), example("2026-11-22-chips.ron")] {
        let dir = data(Some(&players), 0);
        let mut h = app_in(dir.path(), WINDOWS[0]);
        resume(&mut h, Words::SV, "full screen");
        click(&mut h, "Helskärm", "full screen");
        for bar in ["⌂ Start", "Arkivet", "Betdelning", "Svenska ▾", "Skriv ut"] {
            assert!(rect_of(&h, bar).is_none(), "{bar} is shown full screen");
        }
        let back = rect_of(&h, "← Tillbaka (Esc)").unwrap();
        assert!(back.top() < 20.0, "the view starts at the top: {back:?}");
        h.key_press(egui::Key::Escape);
        frames(&mut h);
        assert!(rect_of(&h, "⌂ Start").is_some(), "the bar is back");
    }
}

/// The bid table viewer on the iceberg.
fn iceberg(window: Window) -> (TempDir, Harness<'static, ViraApp>) {
    let dir = data(None, 0);
    let mut h = app_in(dir.path(), window);
    click(&mut h, "Budtabeller", "start");
    let name = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Isbergsvira")))
        .next()
        .and_then(|n| n.accesskit_node().label())
        .unwrap();
    click(&mut h, &name, "bid tables");
    (dir, h)
}

#[test]
fn the_iceberg_shows_its_levels_at_1024x600_and_150_percent() {
    // The level (π) column was off the screen, the view opening on empty
    // Tringel, Vingel and Turné cells.
    let (_dir, h) = iceberg(WINDOWS[1]);
    let screen = h.ctx.content_rect();
    let pi = rect_of(&h, "π").unwrap();
    assert!(screen.contains_rect(pi), "π at {pi:?}");
}

#[test]
fn the_iceberg_fits_1280x800() {
    // Köpmisär, Uppslagsmisär and Gök needed sideways scrolling.
    let (_dir, h) = iceberg(WINDOWS[3]);
    let screen = h.ctx.content_rect();
    for heading in ["π", "Köpmisär", "Uppslagsmisär", "Gök"] {
        let rect = rect_of(&h, heading).unwrap();
        assert!(screen.contains_rect(rect), "{heading} at {rect:?}");
    }
}

#[test]
fn the_chips_at_1024x600_are_seen_together_each_count_beside_its_chip() {
    // The bowls sat in a small scroll area inside the scrolling view, one
    // at a time, and a count wrapped away from its chip.
    let dir = data(Some(&example("2026-11-22-chips.ron")), 0);
    let mut h = app_in(dir.path(), WINDOWS[0]);
    resume(&mut h, Words::SV, "chips");
    click(&mut h, "Marker", "chips");
    let counts = |h: &Harness<'_, ViraApp>| -> Vec<(egui::accesskit::NodeId, egui::Rect)> {
        h.query_all_by(|n| n.value().is_some_and(|v| v.starts_with('×')))
            .map(|n| (n.accesskit_node().locate().0, n.rect()))
            .collect()
    };
    let found = counts(&h);
    assert!(found.len() >= 4, "the chips are drawn: {found:?}");
    // Each count has its chip just before it on its line.
    let chips: Vec<egui::Rect> = h.ctx.viewport(|v| {
        v.prev_pass
            .widgets
            .layers()
            .flat_map(|(_, w)| w.iter())
            .map(|w| w.rect)
            .filter(|r| (r.width() - 24.0).abs() < 0.5 && (r.height() - 26.0).abs() < 0.5)
            .collect()
    });
    for (_, count) in &found {
        assert!(
            chips
                .iter()
                .any(|chip| (count.left() - chip.right()).abs() < 12.0
                    && chip.y_range().intersects(count.y_range())),
            "the count at {count:?} is away from its chip"
        );
    }
    // Brought into view, the first count and the last are seen together.
    let (last, _) = *found.last().unwrap();
    h.query_all_by(|n| n.locate().0 == last)
        .next()
        .unwrap()
        .scroll_to_me();
    frames(&mut h);
    let (first_id, _) = found[0];
    let visible = |id| {
        h.ctx.viewport(|v| {
            v.prev_pass
                .widgets
                .layers()
                .find_map(|(_, w)| w.iter().find(|w| w.id.value() == id))
                .map(|w| w.rect == w.interact_rect)
        })
    };
    let ids: Vec<u64> = [first_id, last].iter().map(|id| id.0).collect();
    for id in ids {
        assert_eq!(
            visible(id),
            Some(true),
            "a count is cut by a small scroll area"
        );
    }
}

/// The screens of this wave: the first start's offer, the practice
/// evening with its banner, and the phones' window with the QR code, at
/// 1024x600 and at 100, 150 and 200 %.
#[test]
fn the_practice_evening_and_the_phones_window_are_in_reach() {
    let mut reach = Reach::default();
    for window in &WINDOWS[..3] {
        let dir = TempDir::new().unwrap();
        let mut h = app_in(dir.path(), *window);
        frames(&mut h);
        reach.check(&mut h, &format!("{window} first start"));
        click(&mut h, "Prova med ett exempel", "first start");
        assert!(
            h.state().evening().is_some(),
            "{window}: the practice evening"
        );
        reach.check(&mut h, &format!("{window} practice evening"));
        click(&mut h, "Visa på telefoner", "practice evening");
        reach.check(&mut h, &format!("{window} phones' window"));
    }
    reach.assert_none();
}

/// The question a dealer correction asks (issue 33, 3), at every size:
/// its buttons in reach, and nothing of the form lying over it.
#[test]
fn the_dealers_question_is_in_reach() {
    let text = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
        players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
        hands: [
            Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
            Hand(declarer: "Bo", contract: "begar", trump: Common, result: Tricks(6)),
            Hand(declarer: "Cia", contract: "begar", trump: Common, result: Tricks(6)),
        ])"#;
    let mut reach = Reach::default();
    for window in WINDOWS {
        let dir = data(Some(text), 0);
        let mut h = app_in(dir.path(), window);
        let what = format!("{window} the dealers' question");
        resume(&mut h, Words::SV, &what);
        h.state_mut().push(HandFormCommand::Load(1));
        frames(&mut h);
        // Hand 2 was dealt by Bo, not Anna: the later dealers move.
        h.get_by_role(Role::ComboBox).click();
        frames(&mut h);
        h.get_by_role_and_label(Role::Button, "Bo").click();
        frames(&mut h);
        h.state_mut().push(HandFormCommand::Record);
        frames(&mut h);
        if h.query_by_label("Flytta rotationen").is_none() {
            reach.problems_push(format!("{what}: not asked"));
            continue;
        }
        reach.check(&mut h, &what);
    }
    reach.assert_none();
}
