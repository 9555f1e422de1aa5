//! The new-evening form: no two controls overlap whatever messages it
//! shows, so a click lands where it looks.
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
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

use vira::app::{Screen, ViraApp};

use crate::common;

use common::app::{app, assert_shows, click, data_with_example, frames, shows_part};

fn form<'h>(h: &'h Harness<'_, ViraApp>) -> &'h vira::app::NewEveningForm {
    match &h.state().screen {
        Screen::NewEvening(form) => form,
        _ => panic!("the new-evening form is not shown"),
    }
}

/// The form with every message it can show at once.
fn form_with_every_message(size: egui::Vec2) -> (TempDir, Harness<'static, ViraApp>) {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    h.set_size(size);
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        form.date = "2026-13-01".into();
        form.price = "abc".into();
        form.seats[0].name = "Anna".into();
        form.seats[1].name = "anna".into();
        form.seats[2].name = "pulla".into();
    }
    frames(&mut h);
    // Trying to start marks every problem (stacked, the button is at the
    // end of the form: scrolled to first).
    h.get_by_role_and_label(Role::Button, "Starta kvällen")
        .scroll_to_me();
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    assert!(form(&h).tried);
    (dir, h)
}

fn check_every_click_lands(h: &mut Harness<'static, ViraApp>) {
    let screen = h.ctx.content_rect();
    h.get_all_by_role_and_label(Role::RadioButton, "ger först")
        .next()
        .unwrap()
        .scroll_to_me();
    frames(h);
    // Each "ger först" changes the first dealer and nothing else.
    for seat in [2, 0, 1] {
        let before = form(h).clone();
        let radios: Vec<egui::Rect> = h
            .get_all_by_role_and_label(Role::RadioButton, "ger först")
            .map(|n| n.rect())
            .collect();
        assert_eq!(radios.len(), 3);
        let rect = radios[seat];
        assert!(
            screen.contains_rect(rect),
            "ger först {seat} is off screen: {rect:?}"
        );
        h.get_all_by_role_and_label(Role::RadioButton, "ger först")
            .nth(seat)
            .unwrap()
            .click();
        frames(h);
        let after = form(h).clone();
        assert_eq!(after.first_dealer, seat, "the click on ger först {seat}");
        assert_eq!(after.variants, before.variants, "a variant changed");
        assert_eq!(after.opening_ala, before.opening_ala);
        assert_eq!(after.refill, before.refill);
    }
    // No control of the left column lies over one of the right column.
    let left: Vec<egui::Rect> = h
        .get_all_by_role_and_label(Role::RadioButton, "ger först")
        .map(|n| n.rect())
        .collect();
    let right: Vec<egui::Rect> = h
        .get_all_by_role(Role::CheckBox)
        .map(|n| n.rect())
        .collect();
    assert!(!right.is_empty());
    for l in &left {
        for r in &right {
            assert!(!l.intersects(*r), "{l:?} overlaps {r:?}");
        }
    }
    // Each variant checkbox toggles itself only.
    let count = right.len();
    for k in 0..count {
        let before = form(h).clone();
        // A stacked form scrolls: bring the box into view first.
        h.get_all_by_role(Role::CheckBox)
            .nth(k)
            .unwrap()
            .scroll_to_me();
        frames(h);
        h.get_all_by_role(Role::CheckBox).nth(k).unwrap().click();
        frames(h);
        let after = form(h).clone();
        assert_eq!(
            after.first_dealer, before.first_dealer,
            "checkbox {k} moved the dealer"
        );
        // A forced round at the start goes without åla: one choice.
        let changed = usize::from(after.variants != before.variants)
            + usize::from(
                after.opening_ala != before.opening_ala
                    || after.forced_start != before.forced_start,
            )
            + usize::from(after.forced_end != before.forced_end)
            + usize::from(after.forced_after != before.forced_after)
            + usize::from(after.chips != before.chips);
        assert_eq!(changed, 1, "checkbox {k} changed {changed} things");
    }
}

/// The radio buttons of the form's left column: the first dealer and the
/// evening's length; every other radio is a house rule, on the right.
const LEFT_RADIOS: [&str; 4] = [
    "ger först",
    "ingen överenskommelse",
    "antal givar",
    "till klockan",
];

/// Each length radio chooses its own agreement and nothing else; an end
/// time that is not HH:MM is marked and keeps the evening from starting.
fn check_length_choices_land(h: &mut Harness<'_, ViraApp>) {
    use vira::app::LengthKind;
    for (label, kind) in [
        ("antal givar", LengthKind::Deals),
        ("till klockan", LengthKind::Time),
        ("ingen överenskommelse", LengthKind::Open),
    ] {
        let before = form(h).clone();
        h.get_by_role_and_label(Role::RadioButton, label)
            .scroll_to_me();
        frames(h);
        h.get_by_role_and_label(Role::RadioButton, label).click();
        frames(h);
        let after = form(h).clone();
        assert_eq!(after.length_kind, kind, "the click on {label}");
        assert_eq!(after.first_dealer, before.first_dealer, "{label}");
        assert_eq!(after.refill, before.refill, "{label}");
        assert_eq!(after.forced_start, before.forced_start, "{label}");
    }
}

/// With chips on, each token convention's radio chooses that convention
/// and nothing else, and the bowl's counts are offered.
fn check_chip_choices_land(h: &mut Harness<'_, ViraApp>) {
    if !form(h).chips {
        h.get_by_role_and_label(Role::CheckBox, "Med marker (vira-pullan)")
            .scroll_to_me();
        frames(h);
        h.get_by_role_and_label(Role::CheckBox, "Med marker (vira-pullan)")
            .click();
        frames(h);
    }
    assert!(form(h).chips);
    for convention in vira::chips::set::conventions().iter().rev() {
        let before = form(h).clone();
        let label = convention.name.sv.as_str();
        h.get_by_role_and_label(Role::RadioButton, label)
            .scroll_to_me();
        frames(h);
        h.get_by_role_and_label(Role::RadioButton, label).click();
        frames(h);
        let after = form(h).clone();
        assert_eq!(after.convention, convention.id, "the click on {label}");
        assert_eq!(after.first_dealer, before.first_dealer);
        assert_eq!(after.variants, before.variants);
        assert_eq!(after.refill, before.refill);
        assert_eq!(after.bowl, before.bowl);
    }
}

#[test]
fn with_every_message_shown_each_click_lands_where_it_looks() {
    let (_dir, mut h) = form_with_every_message(egui::vec2(1280.0, 800.0));
    check_every_click_lands(&mut h);
    check_chip_choices_land(&mut h);
    check_length_choices_land(&mut h);
}

#[test]
fn a_small_window_stacks_the_form_instead_of_overlapping() {
    let (_dir, mut h) = form_with_every_message(egui::vec2(1024.0, 600.0));
    check_every_click_lands(&mut h);
    check_chip_choices_land(&mut h);
    check_length_choices_land(&mut h);
}

#[test]
fn a_new_evening_starts_like_the_last_one() {
    // The club, the players and the price were not remembered.
    let dir = data_with_example("2026-11-21-sundsvall.ron");
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    let form = form(&h);
    assert_eq!(form.club, "Sundsvalls viraklubb");
    let names: Vec<&str> = form.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Bo", "Cia", "Dag"]);
    assert_eq!(form.table, "stockholm");
    assert!(!form.price.is_empty(), "the price is kept");
    assert_eq!(
        form.date,
        chrono::Local::now().date_naive().to_string(),
        "the date is today's"
    );
}

#[test]
fn tab_goes_from_a_name_to_the_next_seat_not_through_the_colours() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    h.get_by_label("Plats 1").click();
    frames(&mut h);
    let focused = |h: &Harness<'_, ViraApp>| {
        let label = std::cell::RefCell::new(None);
        let _ = h
            .query_all_by(|n| {
                if n.is_focused() {
                    *label.borrow_mut() = n.label();
                }
                false
            })
            .count();
        label.into_inner()
    };
    assert_eq!(focused(&h).as_deref(), Some("Plats 1"));
    let mut stops = Vec::new();
    for _ in 0..3 {
        h.key_press(egui::Key::Tab);
        frames(&mut h);
        stops.push(focused(&h).unwrap_or_default());
    }
    // Name, its "deals first", the next name: no colour or arrow between.
    assert!(stops.contains(&"Plats 2".to_string()), "{stops:?}");
    assert!(
        stops
            .iter()
            .all(|s| s == "Plats 2" || s == "ger först" || s == "Plats 3"),
        "{stops:?}"
    );
}

#[test]
fn correct_what_is_marked_goes_when_nothing_is_marked() {
    // "Rätta det som är markerat ovan" stayed after the problems were fixed.
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    click(&mut h, "Starta kvällen");
    let says = |h: &Harness<'_, ViraApp>| {
        h.query_all_by(|n| n.value().as_deref() == Some("Rätta det som är markerat ovan."))
            .next()
            .is_some()
    };
    assert!(says(&h));
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        for (seat, name) in ["Anna", "Bo", "Cia"].iter().enumerate() {
            form.seats[seat].name = name.to_string();
        }
    }
    frames(&mut h);
    assert!(!says(&h));
}

/// The house rules' radio buttons each change their own rule only, and no
/// field of the left column lies over a control of the right column.
fn check_house_rules_and_fields(h: &mut Harness<'static, ViraApp>) {
    // Only the form: below the top bar (what scrolled up under it is
    // clipped there, not lying over it).
    let bar = h
        .get_by_role_and_label(Role::Button, "⌂ Start")
        .rect()
        .max
        .y;
    let in_form = |r: &egui::Rect| r.min.y > bar;
    let left: Vec<egui::Rect> = h
        .get_all_by(|n| {
            (matches!(n.role(), Role::TextInput | Role::Button)
                && n.label().as_deref() != Some("↑"))
                || (n.role() == Role::RadioButton
                    && LEFT_RADIOS.contains(&n.label().as_deref().unwrap_or("")))
        })
        .map(|n| n.rect())
        .filter(in_form)
        .collect();
    let right: Vec<egui::Rect> = h
        .get_all_by(|n| {
            matches!(n.role(), Role::ComboBox | Role::CheckBox)
                || (n.role() == Role::RadioButton
                    && !LEFT_RADIOS.contains(&n.label().as_deref().unwrap_or("")))
        })
        .map(|n| n.rect())
        .filter(in_form)
        .collect();
    // A narrow window stacks the columns and scrolls: the left column may
    // be out of sight, and then nothing can lie over it.
    let wide = h.ctx.content_rect().width() >= 1200.0;
    assert!(right.len() >= 6, "{right:?}");
    assert!(left.len() >= 8 || !wide, "{left:?}");
    for l in &left {
        for r in &right {
            assert!(!l.intersects(*r), "{l:?} overlaps {r:?}");
        }
    }
    for label in [
        "också när den är tom",
        "håll minst …",
        "när den inte räcker",
        "båda betalar",
        "ingen betalar",
    ] {
        let before = form(h).clone();
        h.get_by_role_and_label(Role::RadioButton, label)
            .scroll_to_me();
        frames(h);
        h.get_by_role_and_label(Role::RadioButton, label).click();
        frames(h);
        let after = form(h).clone();
        assert_eq!(after.first_dealer, before.first_dealer, "{label}");
        assert_eq!(after.variants, before.variants, "{label}");
        assert_eq!(after.opening_ala, before.opening_ala, "{label}");
        let changed = usize::from(after.refill != before.refill)
            + usize::from(after.gok_both_fail != before.gok_both_fail);
        assert_eq!(changed, 1, "{label} changed {changed} rules");
    }
}

#[test]
fn the_house_rules_take_their_own_clicks_with_every_message_shown() {
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(1024.0, 600.0)] {
        let (_dir, mut h) = form_with_every_message(size);
        check_house_rules_and_fields(&mut h);
        // Four players: a longer left column, the same separation.
        h.get_by_label("4 spelare").click();
        frames(&mut h);
        check_house_rules_and_fields(&mut h);
    }
}

#[test]
fn isbergsvira_offers_five_players_and_starts_a_five_player_evening() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    // A classic table seats three or four.
    assert_eq!(form(&h).seat_counts, vec![3, 4]);
    assert!(h.query_by_label("5 spelare").is_none());
    // Choose Isbergsvira in the table list.
    h.get_by_label("Budtabell").click();
    frames(&mut h);
    h.get_by_label("Isbergsvira (Viraklubben 4V)").click();
    frames(&mut h);
    assert_eq!(form(&h).table, "isberg");
    assert_eq!(form(&h).seat_counts, vec![3, 4, 5]);
    // The table's house rules: no opening åla, keep at least 3 betar.
    assert!(!form(&h).opening_ala);
    h.get_by_label("5 spelare").click();
    frames(&mut h);
    assert_eq!(form(&h).seats.len(), 5);
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        for (seat, name) in ["Anna", "Bo", "Cia", "Dag", "Eva"].iter().enumerate() {
            form.seats[seat].name = name.to_string();
        }
    }
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    let evening = h.state().evening().expect("the evening is shown");
    let settlement = evening.editor.ledger().settlement();
    assert_eq!(settlement.players.len(), 5);
    // The refill rule filled the pulla before the first deal: 5 x 45 points.
    assert_eq!(settlement.opening.pulla, 225);
    // Balances in points (poäng: never `p`, which is pinnar).
    frames(&mut h);
    assert_shows(&h, "Anna: -45 poäng");
    // Back to a classic table, five seats become four.
    let mut form =
        vira::app::NewEveningForm::new("isberg", &vira::rules::registry::TableRegistry::built_in());
    form.set_seat_count(5);
    form.table = "stockholm".into();
    form.take_table_defaults(&vira::rules::registry::TableRegistry::built_in());
    assert_eq!(form.seats.len(), 4);
}

/// The table choice lists the curriculum's stages in the order they are
/// taught, under a heading of their own; an evening at stage 1 offers only
/// that stage's bids (no gök, gask or solo yet) and says what it adds.
#[test]
fn the_curriculum_stages_come_in_order_and_a_stage_offers_only_its_bids() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    h.get_by_label("Budtabell").click();
    frames(&mut h);
    assert_shows(&h, "Viraskolan, steg för steg");
    let names = std::cell::RefCell::new(Vec::new());
    let _ = h
        .query_all_by(|n| {
            if let Some(label) = n.label()
                && (label.starts_with("Viraskolan ") || label.starts_with("Viraskolan:"))
            {
                names
                    .borrow_mut()
                    .push((n.bounding_box().map_or(0.0, |b| b.y0), label));
            }
            false
        })
        .count();
    let mut names = names.into_inner();
    names.sort_by(|a, b| a.0.total_cmp(&b.0));
    let order: Vec<&str> = names.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(
        order,
        [
            "Viraskolan 1: Betalningar",
            "Viraskolan 2: Kodilj",
            "Viraskolan 3: Lägga",
            "Viraskolan 4: Omköp",
            "Viraskolan 5: Misär",
            "Viraskolan 6: Valbud",
            "Viraskolan 7: Gökregler",
            "Viraskolan 8: Avancerade bud",
            "Viraskolan: hela spelet",
        ],
        "the stages in the order they are taught"
    );
    h.get_by_label("Viraskolan 1: Betalningar").click();
    frames(&mut h);
    assert_eq!(form(&h).table, "curriculum-1-payments");
    assert!(
        h.query_all_by(|n| n
            .value()
            .is_some_and(|v| v.starts_with("Steg 1: Betalningar")))
            .next()
            .is_some(),
        "the form says what the stage adds"
    );
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        for (seat, name) in ["Anna", "Bo", "Cia"].iter().enumerate() {
            form.seats[seat].name = name.to_string();
        }
    }
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    assert!(h.state().evening().is_some());
    // The hand form's list: the stage's eleven bids, nothing else.
    assert_shows(&h, "Begär (6-spel)");
    assert_shows(&h, "Tringel 9");
    for later in ["Gök", "Gask på 0", "Solo 6", "Vira", "Köpmisär på 1"] {
        assert!(
            h.query_by_label(later).is_none(),
            "{later} is not at stage 1"
        );
    }
    // Nor can a hand be folded yet: no "Lagd" once a contract is chosen.
    click(&mut h, "1 Bo");
    click(&mut h, "Begär (6-spel)");
    assert!(shows_part(&h, "Stick:"), "the tricks are asked");
    assert!(
        h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Lagd")))
            .next()
            .is_none(),
        "folding comes at stage 3"
    );
}

/// A name pasted with a zero-width space looks like "Anna" but is another
/// name, and an evening file holding it cannot be opened: the form asks the
/// core's own name check, says why under the seat in the user's language,
/// keeps everything typed, and writes nothing.
#[test]
fn a_name_with_a_zero_width_space_is_refused_and_nothing_is_written() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        form.seats[0].name = "Anna\u{200b}".into();
        form.seats[1].name = "Bo".into();
        form.seats[2].name = "Cia".into();
    }
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    assert!(
        matches!(h.state().screen, Screen::NewEvening(_)),
        "the evening was started"
    );
    assert_shows(
        &h,
        "Plats 1: Namnet innehåller det osynliga tecknet eller styrtecknet U+200B; skriv namnet igen.",
    );
    // What was typed is kept, hidden character and all, to be fixed.
    assert_eq!(form(&h).seats[0].name, "Anna\u{200b}");
    assert_eq!(form(&h).seats[1].name, "Bo");
    let written: Vec<_> = std::fs::read_dir(dir.path().join("evenings"))
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(written.is_empty(), "written: {written:?}");
    // In English, the same refusal in English.
    h.state_mut().prefs.language = vira::rules::table::Language::English;
    frames(&mut h);
    assert_shows(
        &h,
        "Seat 1: The name contains the invisible or control character U+200B; type it again.",
    );
    // Fixed, the evening starts.
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        form.seats[0].name = "Anna".into();
    }
    frames(&mut h);
    click(&mut h, "Start the evening");
    assert!(h.state().evening().is_some());
}

/// The form on a fresh app with the three names typed.
fn named_form(size: egui::Vec2) -> (TempDir, Harness<'static, ViraApp>) {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    h.set_size(size);
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        for (seat, name) in ["Anna", "Bo", "Cia"].iter().enumerate() {
            form.seats[seat].name = name.to_string();
        }
    }
    frames(&mut h);
    (dir, h)
}

/// Stacked (1024x600), *Starta kvällen* came before the bid table, the
/// house rules, the forced rounds and the chips: a newcomer started
/// without seeing them. Now it comes after all of them.
#[test]
fn stacked_the_start_comes_after_the_bid_table_and_house_rules() {
    let (_dir, h) = named_form(egui::vec2(1024.0, 600.0));
    let start = h
        .get_by_role_and_label(Role::Button, "Starta kvällen")
        .rect();
    for below in [
        "Åla vid start",
        "Tvångsrunda vid slut",
        "Med marker (vira-pullan)",
    ] {
        let rect = h.get_by_label(below).rect();
        assert!(
            start.min.y > rect.max.y,
            "Starta kvällen ({start:?}) is above {below} ({rect:?})"
        );
    }
    let table = h.get_by_label("Budtabell").rect();
    assert!(start.min.y > table.max.y);
}

/// Enter in a name field starts the evening when the form is complete.
#[test]
fn enter_starts_the_evening() {
    let (_dir, mut h) = named_form(egui::vec2(1280.0, 800.0));
    h.get_by_label("Plats 3").click();
    frames(&mut h);
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    assert!(
        h.state().evening().is_some(),
        "Enter did not start the evening"
    );
}

/// Enter on an incomplete form says what is missing, by field, and is
/// brought into view even from the top of the stacked form.
#[test]
fn enter_on_an_incomplete_form_says_why() {
    let (_dir, mut h) = named_form(egui::vec2(1024.0, 600.0));
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        form.seats[1].name.clear();
    }
    frames(&mut h);
    h.get_by_label("Datum").click();
    frames(&mut h);
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    assert!(h.state().evening().is_none());
    assert!(form(&h).tried);
    let said: Vec<String> = common::app::texts(&h)
        .into_iter()
        .filter(|t| t.starts_with("Plats 2:"))
        .collect();
    assert!(!said.is_empty(), "the refusal does not say which seat");
    // The refusal near the start button is on screen.
    let screen = h.ctx.content_rect();
    let refusal = h
        .query_all_by_value("Rätta det som är markerat ovan.")
        .next()
        .unwrap()
        .rect();
    assert!(screen.contains_rect(refusal), "{refusal:?} off screen");
}

/// Enter keeps its own meaning where it has one: in the open bid-table
/// list, and on a focused checkbox (it ticks it). Neither starts.
#[test]
fn enter_in_a_combo_or_on_a_checkbox_does_not_start() {
    let (_dir, mut h) = named_form(egui::vec2(1280.0, 800.0));
    h.get_by_label("Budtabell").click();
    frames(&mut h);
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    assert!(h.state().evening().is_none(), "Enter in the list started");
    h.key_press(egui::Key::Escape);
    frames(&mut h);
    let before = form(&h).opening_ala;
    h.get_by_label("Åla vid start").focus();
    frames(&mut h);
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    assert!(h.state().evening().is_none(), "Enter on a checkbox started");
    assert_ne!(form(&h).opening_ala, before, "Enter ticks the checkbox");
}

/// Four names typed, then three players, then four again: Dag was lost.
#[test]
fn changing_the_number_of_players_keeps_the_names_typed() {
    let (_dir, mut h) = named_form(egui::vec2(1280.0, 800.0));
    click(&mut h, "4 spelare");
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        form.seats[3].name = "Dag".into();
    }
    frames(&mut h);
    h.get_by_label("3 spelare").click();
    frames(&mut h);
    assert_eq!(form(&h).seats.len(), 3);
    h.get_by_label("4 spelare").click();
    frames(&mut h);
    let names: Vec<&str> = form(&h).seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Bo", "Cia", "Dag"]);
    // Isbergsvira at five, back to a classic table (four), and back: Eva
    // comes back too.
    let registry = vira::rules::registry::TableRegistry::built_in();
    let mut form = vira::app::NewEveningForm::new("isberg", &registry);
    form.set_seat_count(5);
    for (seat, name) in ["Anna", "Bo", "Cia", "Dag", "Eva"].iter().enumerate() {
        form.seats[seat].name = name.to_string();
    }
    form.table = "stockholm".into();
    form.take_table_defaults(&registry);
    assert_eq!(form.seats.len(), 4);
    form.set_seat_count(5);
    assert_eq!(form.seats[4].name, "Eva");
}

/// The gök house rule is offered where the table has a pass penalty, not
/// at curriculum stage 1 (no gök yet).
#[test]
fn the_gok_house_rule_only_where_the_table_has_a_pass_penalty() {
    let (_dir, mut h) = named_form(egui::vec2(1280.0, 800.0));
    assert!(h.query_by_label("båda betalar").is_some());
    let registry = vira::rules::registry::TableRegistry::built_in();
    if let Screen::NewEvening(form) = &mut h.state_mut().screen {
        form.table = "curriculum-1-payments".into();
        form.take_table_defaults(&registry);
    }
    frames(&mut h);
    assert!(shows_part(&h, "Steg 1"), "not stage 1");
    assert!(
        h.query_by_label("båda betalar").is_none(),
        "stage 1 offers the gök rule"
    );
}

/// Twelve deals at five players (Isbergsvira) was accepted without a word:
/// the form says they are not whole rounds, who sits forehand more, how
/// many deals each plays, and the whole rounds nearest.
#[test]
fn a_number_of_deals_that_is_not_whole_rounds_is_explained() {
    let registry = vira::rules::registry::TableRegistry::built_in();
    let mut form = vira::app::NewEveningForm::new("isberg", &registry);
    form.set_seat_count(5);
    for (seat, name) in ["Anna", "Bo", "Cia", "Dag", "Eva"].iter().enumerate() {
        form.seats[seat].name = name.to_string();
    }
    form.length_kind = vira::app::LengthKind::Deals;
    form.deals = "12".into();
    let t = vira::app::Tr(vira::rules::table::Language::Swedish, false);
    let note = form.deals_note(&registry, t).unwrap();
    assert!(
        note.starts_with("12 givar är inte hela varv vid 5 spelare (2 varv och 2 givar)"),
        "{note}"
    );
    assert!(note.contains("Hela varv: 10 eller 15 givar"), "{note}");
    form.deals = "15".into();
    let note = form.deals_note(&registry, t).unwrap();
    assert!(note.starts_with("15 givar = 3 hela varv"), "{note}");
    // One round is said in the singular, whole (it read "1 hela varv: alla
    // ger 1 gånger"; in English "1 whole rounds: everyone deals 1 times").
    form.deals = "5".into();
    assert_eq!(
        form.deals_note(&registry, t).unwrap(),
        "5 givar = ett helt varv: alla ger en gång, sitter i förhand en gång och spelar 3 givar var."
    );
    let english = vira::app::Tr(vira::rules::table::Language::English, false);
    assert_eq!(
        form.deals_note(&registry, english).unwrap(),
        "5 deals = one whole round: everyone deals once, sits forehand once and plays 3 deals each."
    );
    // And on screen.
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    if let Screen::NewEvening(f) = &mut h.state_mut().screen {
        **f = form;
        f.deals = "12".into();
    }
    frames(&mut h);
    assert!(shows_part(&h, "12 givar är inte hela varv"));
}
