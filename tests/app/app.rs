//! The app used as a player uses it: egui_kittest drives the real app (no
//! window, no GPU) by its buttons, fields and keys, and reads what the screen
//! shows. The numbers expected are worked out by hand from the Stockholm
//! table (1 bet = 8 pinnar) in the comments; the saved file is then settled
//! by the `vira settle` binary, which must agree with the screen.
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
use std::process::Command as Process;

use egui::accesskit::Role;
use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

use vira::app::{Screen, ViraApp};
use vira::disk::places::Store;
use vira::ledger::evening::{Evening, HandResult, Trump};

use crate::common;

use common::app::{app, assert_shows, choose_language, click, frames, type_into};

fn evening(h: &Harness<'_, ViraApp>) -> Evening {
    h.state()
        .evening()
        .expect("an evening is open")
        .editor
        .evening()
        .clone()
}

fn evening_file(h: &Harness<'_, ViraApp>) -> PathBuf {
    h.state()
        .evening()
        .expect("an evening is open")
        .path
        .clone()
}

/// An evening in progress on disk, opened through the start screen.
fn open_new_evening(data: &Path, ala: bool) -> Harness<'static, ViraApp> {
    let mut evening = Evening::parse(
        "new.ron",
        &format!(
            r#"Evening(format: 1, date: "2026-11-21", club: "Sundsvalls viraklubb",
                table: "stockholm", house: House(opening_ala: {ala}),
                players: ["Anna", "Bo", "Cia"], first_dealer: "Cia")"#
        ),
    )
    .unwrap();
    Store::new(data)
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut h = app(data);
    frames(&mut h);
    click(&mut h, "Fortsätt");
    assert!(h.state().evening().is_some());
    h
}

/// `vira settle FILE --json`.
fn settle_with_the_binary(file: &Path) -> serde_json::Value {
    let output = Process::new(env!("CARGO_BIN_EXE_vira"))
        .args(["settle", "--json"])
        .arg(file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn a_whole_evening_from_the_form_to_the_archive() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);

    // The form: names are required and unique, said under the seats with
    // the seat's number.
    click(&mut h, "+ Ny kväll");
    click(&mut h, "Starta kvällen");
    for seat in 1..=3 {
        assert_shows(&h, &format!("Plats {seat}: Skriv ett namn."));
    }
    assert!(matches!(h.state().screen, Screen::NewEvening(_)));
    type_into(&mut h, "Plats 1", "Anna");
    type_into(&mut h, "Plats 2", "Anna");
    assert_shows(&h, "Plats 2: Namnet finns redan vid bordet.");
    h.get_by_label("Plats 2").click();
    frames(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    frames(&mut h);
    h.get_by_label("Plats 2").type_text("Bo");
    frames(&mut h);
    type_into(&mut h, "Plats 3", "Cia");
    type_into(&mut h, "Klubb eller plats", "Sundsvalls viraklubb");
    type_into(&mut h, "Pris per bet", "0,50");
    h.get_all_by_role_and_label(Role::RadioButton, "ger först")
        .nth(2)
        .unwrap()
        .click();
    frames(&mut h);
    // No opening åla, so the first hand needs a refill.
    h.get_by_role_and_label(Role::CheckBox, "Åla vid start")
        .click();
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    let saved = evening(&h);
    assert_eq!(saved.players, ["Anna", "Bo", "Cia"]);
    assert_eq!(saved.first_dealer, "Cia");
    assert_eq!(saved.house.opening_ala, Some(false));
    assert_eq!(saved.house.price_per_bet_ore, Some(50));
    assert!(saved.id.is_some());
    let file = evening_file(&h);
    assert!(file.starts_with(dir.path().join("evenings")), "{file:?}");
    assert_shows(&h, "Pullan: 0. Anna förhand, Bo mellanhand, Cia giver");

    // Hand 1 by keyboard: Anna (1) vingel 8 (v8 Enter) högsta färg (h),
    // 9 tricks, Enter. The pulla is empty: everyone puts in 1 bet (24 p);
    // Anna lifts 2 betar (16 p) and gets 5 pinnar from each.
    // Anna -8+16+10 = 18 (+2 b 2 p), Bo and Cia -8-5 = -13, pulla 8.
    h.key_press(Key::Num1);
    frames(&mut h);
    h.event(Event::Text("v8".into()));
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    h.key_press(Key::H);
    frames(&mut h);
    h.event(Event::Text("9".into()));
    frames(&mut h);
    assert_shows(&h, "Anna lyfter 2 betar ur pullan.");
    h.key_press(Key::Enter);
    frames(&mut h);
    assert_eq!(evening(&h).hands.len(), 1, "{:?}", evening(&h).hands);
    assert_shows(&h, "Anna: +2 b 2 p");
    assert_shows(&h, "Bo: -1 b 5 p");
    assert_shows(&h, "Cia: -1 b 5 p");
    assert_shows(&h, "påfyllning: alla lägger 1 b i pullan");

    // Hand 2 by mouse, omköp: Bo begär in högsta färg with omköp, 5 tricks
    // (lost). Omköp pinnar at högsta: 1 to each; pot after omköp lost:
    // 3 betar; pinnar lost at högsta: 1 to each. Bo -13-2-24-2 = -41.
    assert_shows(&h, "Pullan: 1 b. Bo förhand, Cia mellanhand, Anna giver");
    click(&mut h, "1 Bo");
    click(&mut h, "Begär (6-spel)");
    click(&mut h, "♥ högsta färg (h)");
    h.get_by_role_and_label(Role::CheckBox, "Omköp").click();
    frames(&mut h);
    click(&mut h, "5");
    click(&mut h, "Registrera (Enter)");
    let hand = &evening(&h).hands[1];
    assert_eq!(hand.omkop, Some(Trump::Preference));
    assert_shows(&h, "Anna: +2 b 4 p");
    assert_shows(&h, "Bo: -5 b 1 p");
    assert_shows(&h, "Cia: -1 b 3 p");
    assert_shows(&h, "Pullan: 4 b. Cia förhand, Anna mellanhand, Bo giver");

    // Hand 3, a surrender: Cia solo 6 (bid plain, färg turned out), lagd. A
    // surrendered solo pays as codille: 2 betar; its pinnar are paid at the
    // bid's rank, ofärg, where solo 6 has 0. Cia -11-16 = -27, pulla 48.
    click(&mut h, "1 Cia");
    type_into(&mut h, "Sök kontrakt", "solo 6");
    click(&mut h, "Solo 6");
    click(&mut h, "♦ färg (f)");
    assert_shows(&h, "Lagd (kostar 2 b)");
    click(&mut h, "Lagd (kostar 2 b)");
    click(&mut h, "Registrera (Enter)");
    assert_eq!(evening(&h).hands[2].result, HandResult::Surrendered);
    assert_shows(&h, "Cia: -3 b 3 p");
    assert_shows(&h, "Pullan: 6 b. Anna förhand, Bo mellanhand, Cia giver");

    // Hand 4, gök with a penalty: Bo plays gök, no tricks (won): 1 bet from
    // the pulla; Cia passed without low guards and pays 1 bet into it.
    click(&mut h, "2 Bo");
    type_into(&mut h, "Sök kontrakt", "gök");
    click(&mut h, "Gök");
    h.get_by_role_and_label(Role::CheckBox, "Cia").click();
    frames(&mut h);
    click(&mut h, "0");
    assert_shows(&h, "Cia passade utan läggarder och sätter 1 bet i pullan.");
    click(&mut h, "Registrera (Enter)");
    assert_eq!(evening(&h).hands[3].gok_penalty, ["Cia"]);
    // Anna 20, Bo -41+8 = -33, Cia -27-8 = -35, pulla 48.
    assert_shows(&h, "Anna: +2 b 4 p");
    assert_shows(&h, "Bo: -4 b 1 p");
    assert_shows(&h, "Cia: -4 b 3 p");
    assert_shows(&h, "gökstraff: Cia");

    // Correct hand 3: Cia made her solo 6 in färg after all (6 tricks).
    // Won: 1 bet from the pulla (32 before), 1 pinne from each.
    // Then hand 4 again: Anna 19, Bo -34, Cia -9, pulla 24.
    h.get_by_label("lagd").click();
    frames(&mut h);
    assert_shows(&h, "Rättar giv 3");
    click(&mut h, "6");
    click(&mut h, "Spara rättelsen (Enter)");
    assert_eq!(evening(&h).hands[2].result, HandResult::Tricks(6));
    assert_shows(&h, "Anna: +2 b 3 p");
    assert_shows(&h, "Bo: -4 b 2 p");
    assert_shows(&h, "Cia: -1 b 1 p");
    assert_shows(&h, "Pullan: 3 b. Bo förhand, Cia mellanhand, Anna giver");

    // Undo and redo the correction by keyboard.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    frames(&mut h);
    assert_shows(&h, "Cia: -4 b 3 p");
    assert_eq!(evening(&h).hands[2].result, HandResult::Surrendered);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    frames(&mut h);
    assert_shows(&h, "Cia: -1 b 1 p");

    // What is saved is what the screen shows: `vira settle` agrees.
    let json = settle_with_the_binary(&file);
    let last = &json["hands"][3]["balances"];
    assert_eq!(
        (
            last["Anna"].as_i64(),
            last["Bo"].as_i64(),
            last["Cia"].as_i64()
        ),
        (Some(19), Some(-34), Some(-9))
    );
    assert_eq!(json["hands"][3]["pulla"], 24);

    // The betdelning: 24 pinnar, 8 each. Anna +27, Bo -26, Cia -1.
    click(&mut h, "Betdelning");
    assert_shows(&h, "Anna resultat: +3 b 3 p");
    assert_shows(&h, "Bo resultat: -3 b 2 p");
    assert_shows(&h, "Cia resultat: -1 p");
    assert_shows(&h, "Bo betalar Anna 1,63 kr (3 b 2 p)");
    assert_shows(&h, "Cia betalar Anna 0,06 kr (1 p)");
    assert_eq!(json["final"]["Anna"], 27);
    assert_eq!(json["final"]["Bo"], -26);

    // Closing moves the evening to the archive.
    click(&mut h, "Avsluta kvällen");
    click(&mut h, "Ja, avsluta");
    assert!(matches!(h.state().screen, Screen::Start(_)));
    assert!(!file.exists());
    let archived = Store::new(dir.path())
        .archive
        .join(file.file_name().unwrap());
    assert!(archived.exists());
    assert_shows(&h, "Kvällen är avslutad och ligger i arkivet.");
    // Open it read-only: no hand form; reopen it for a correction.
    click(&mut h, "Visa");
    assert!(h.state().evening().unwrap().read_only);
    assert!(h.query_by_label("Registrera (Enter)").is_none());
    click(&mut h, "⌂ Start");
    click(&mut h, "Rätta");
    assert!(!h.state().evening().unwrap().read_only);
    assert!(file.exists() && !archived.exists());
}

#[test]
fn the_keyboard_records_a_typical_hand_in_five_inputs() {
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    // Each input is one key, or the contract typed as players say it and
    // taken with Enter (as in any search field).
    type Input = Box<dyn Fn(&mut Harness<'_, ViraApp>)>;
    let inputs: Vec<Input> = vec![
        Box::new(|h| h.key_press(Key::Num2)),
        Box::new(|h| {
            h.event(Event::Text("t8".into()));
            h.key_press(Key::Enter);
        }),
        Box::new(|h| h.key_press(Key::O)),
        Box::new(|h| h.event(Event::Text("8".into()))),
        Box::new(|h| h.key_press(Key::Enter)),
    ];
    assert!(inputs.len() <= 5);
    for input in &inputs {
        input(&mut h);
        frames(&mut h);
    }
    let hands = evening(&h).hands;
    assert_eq!(hands.len(), 1, "the hand is recorded");
    assert_eq!(hands[0].declarer, "Bo", "2 = middlehand");
    assert_eq!(hands[0].contract, "turne-8");
    assert_eq!(hands[0].trump, Some(Trump::Common));
    assert_eq!(hands[0].result, HandResult::Tricks(8));
    // The form is ready for the next hand.
    assert_shows(&h, "Giv 2");
}

#[test]
fn a_misar_needs_no_trump_and_gask_can_be_played_low() {
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    // Köpmisär: no trump is offered; 0 tricks wins.
    click(&mut h, "1 Anna");
    type_into(&mut h, "Sök kontrakt", "köpmisär 1");
    click(&mut h, "Köpmisär på 1");
    assert!(h.query_by_label("♥ högsta färg (h)").is_none());
    assert!(
        h.query_by_role_and_label(Role::Button, "12").is_none(),
        "11 cards: at most 11 tricks"
    );
    click(&mut h, "0");
    click(&mut h, "Registrera (Enter)");
    assert_eq!(evening(&h).hands[0].trump, Some(Trump::Misar));
    // Gask på 0 played low (misär).
    click(&mut h, "1 Bo");
    type_into(&mut h, "Sök kontrakt", "gask 0");
    click(&mut h, "Gask på 0");
    click(&mut h, "misär (m)");
    click(&mut h, "1");
    assert_shows(&h, "1 stick: BET");
    click(&mut h, "Registrera (Enter)");
    let hand = &evening(&h).hands[1];
    assert_eq!(
        (hand.trump, hand.result),
        (Some(Trump::Misar), HandResult::Tricks(1))
    );
}

#[test]
fn deleting_a_hand_and_english_names() {
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    for _ in 0..2 {
        h.key_press(Key::Num1);
        frames(&mut h);
        h.event(Event::Text("spel 7".into()));
        h.key_press(Key::Enter);
        frames(&mut h);
        h.key_press(Key::O);
        frames(&mut h);
        h.event(Event::Text("7".into()));
        h.key_press(Key::Enter);
        frames(&mut h);
    }
    assert_eq!(evening(&h).hands.len(), 2);
    h.get_all_by_role_and_label(Role::Label, "7-spel")
        .next()
        .unwrap()
        .click();
    frames(&mut h);
    click(&mut h, "Ta bort giv 1");
    // Hand 2's dealer moves with the deletion: asked, and moved.
    click(&mut h, "Flytta rotationen");
    assert_eq!(evening(&h).hands.len(), 1);
    // Switch to English: the interface and the contract names follow.
    choose_language(&mut h, "English");
    assert_shows(&h, "Game 7");
    assert_shows(&h, "Hand 2");
    assert!(h.query_by_label("7-spel").is_none());
}

#[test]
fn a_damaged_evening_is_shown_with_its_place_and_left_untouched() {
    let dir = TempDir::new().unwrap();
    let store = Store::new(dir.path());
    std::fs::create_dir_all(&store.current).unwrap();
    let broken = store.current.join("2026-11-20-broken.ron");
    let text = "Evening(format: 1, date: \"2026-11-20\",\n    players: 7)";
    std::fs::write(&broken, text).unwrap();
    let mut h = open_new_evening(dir.path(), true);
    click(&mut h, "⌂ Start");
    assert_shows(&h, "Kan inte läsas");
    assert!(
        h.query_all_by_label_contains("2026-11-20-broken.ron:2:")
            .next()
            .is_some(),
        "the error with file, line and column"
    );
    // The rest works: the good evening opens.
    click(&mut h, "Fortsätt");
    assert!(h.state().evening().is_some());
    assert_eq!(std::fs::read_to_string(&broken).unwrap(), text);
}

#[test]
fn a_second_running_copy_cannot_open_the_same_evening() {
    let dir = TempDir::new().unwrap();
    let first = open_new_evening(dir.path(), true);
    let mut second = app(dir.path());
    frames(&mut second);
    click(&mut second, "Fortsätt");
    assert!(second.state().evening().is_none());
    assert!(
        second
            .query_all_by_label_contains("redan öppen i ett annat vira-fönster")
            .next()
            .is_some()
    );
    drop(first);
    // Once the first copy has closed it, it opens.
    click(&mut second, "Fortsätt");
    assert!(second.state().evening().is_some());
}

#[test]
fn the_bid_table_viewer_shows_both_languages() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Budtabeller");
    assert_shows(&h, "Köpmisär på 1");
    assert_shows(&h, "Köpmisär, exchanging 1");
    assert_shows(&h, "sluten 11");
}

#[test]
fn a_broken_club_table_is_said_in_swedish_in_the_bid_table_viewer() {
    // The table's own check said English inside a Swedish sentence.
    let dir = TempDir::new().unwrap();
    let tables = dir.path().join("no-club-tables");
    std::fs::create_dir_all(&tables).unwrap();
    let bad = include_str!("../../tables/stockholm.ron")
        .replace(r#"(rank: 2, id: "turne-6""#, r#"(rank: 1, id: "turne-6""#);
    let line = bad
        .lines()
        .position(|l| l.contains(r#"id: "turne-6""#))
        .unwrap()
        + 1;
    std::fs::write(tables.join("klubb.ron"), &bad).unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Budtabeller");
    h.get_by_label("⚠ klubb").click();
    frames(&mut h);
    assert_shows(&h, "Tabellen kan inte användas:");
    let says = |text: &str| {
        h.query_all_by(|n| {
            n.value()
                .or_else(|| n.label())
                .is_some_and(|v| v.contains(text))
        })
        .next()
        .is_some()
    };
    assert!(says(&format!(
        "klubb.ron:{line}:19: kontraktet `turne-6`: plats 1 i budordningen har redan spelet `begar`"
    )));
    assert!(!says("rank 1 is also"));
    assert!(!says("kontrollen säger"));
}

enum Input {
    Key(Key),
    Text(&'static str),
}

#[test]
fn the_keyboard_paths_the_readme_gives() {
    use Input::{Key as K, Text as T};
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    let paths: [(&[Input], &str, Option<Trump>, HandResult); 5] = [
        (
            &[
                K(Key::Num1),
                T("v8"),
                K(Key::Enter),
                K(Key::H),
                T("9"),
                K(Key::Enter),
            ],
            "vingel-8",
            Some(Trump::Preference),
            HandResult::Tricks(9),
        ),
        (
            &[
                K(Key::Num2),
                T("köpmisär 1"),
                K(Key::Enter),
                T("0"),
                K(Key::Enter),
            ],
            "kopmisar-1",
            Some(Trump::Misar),
            HandResult::Tricks(0),
        ),
        (
            &[
                K(Key::Num3),
                T("gask 2"),
                K(Key::Enter),
                K(Key::M),
                T("0"),
                K(Key::Enter),
            ],
            "gask-2",
            Some(Trump::Misar),
            HandResult::Tricks(0),
        ),
        (
            &[
                K(Key::Num3),
                T("gask 4"),
                K(Key::Enter),
                K(Key::O),
                T("10"),
                K(Key::Enter),
            ],
            "gask-4",
            Some(Trump::Common),
            HandResult::Tricks(10),
        ),
        (
            &[
                K(Key::Num2),
                T("solo 6"),
                K(Key::Enter),
                K(Key::L),
                K(Key::Enter),
            ],
            "solo-6",
            None,
            HandResult::Surrendered,
        ),
    ];
    for (number, (inputs, contract, trump, result)) in paths.iter().enumerate() {
        for input in inputs.iter() {
            match input {
                K(key) => h.key_press(*key),
                T(text) => h.event(Event::Text(text.to_string())),
            }
            frames(&mut h);
        }
        let hands = evening(&h).hands;
        assert_eq!(hands.len(), number + 1, "{contract} was not recorded");
        let hand = &hands[number];
        assert_eq!(
            (hand.contract.as_str(), hand.trump, hand.result),
            (*contract, *trump, *result)
        );
    }
}

#[test]
fn the_window_title_names_the_evening_and_odd_pinnar_can_be_chosen() {
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    assert_eq!(
        h.state().window_title(),
        "Vira — lördag 21 november 2026, Sundsvalls viraklubb"
    );
    // Anna wins begär in högsta färg: 1 bet from the pulla (24 -> 16) and
    // 1 pinne from each. 16 pinnar do not divide by 3: 1 is odd.
    click(&mut h, "1 Anna");
    type_into(&mut h, "Sök kontrakt", "begär");
    click(&mut h, "Begär (6-spel)");
    click(&mut h, "♥ högsta färg (h)");
    click(&mut h, "6");
    click(&mut h, "Registrera (Enter)");
    click(&mut h, "Betdelning");
    // Anna -8+8+2 = 2, Bo and Cia -8-1 = -9, pulla 16: 5 pinnar each and 1
    // odd. By the house rule it goes to the biggest loser after the shares:
    // Bo and Cia are both at -4, so the first in seat order, Bo.
    assert_shows(
        &h,
        "1 p går inte jämnt ut och går till Bo (största förloraren).",
    );
    h.get_by_label("Udda pinnar till").click();
    frames(&mut h);
    click(&mut h, "Cia");
    assert_shows(
        &h,
        "1 p går inte jämnt ut och går till Cia (valt vid bordet).",
    );
    assert_eq!(
        evening(&h).house.odd_pinnar,
        Some(vira::rules::table::OddPinnar::To("Cia".into()))
    );
    // An undoable change like any other.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    frames(&mut h);
    assert_eq!(evening(&h).house.odd_pinnar, None);
}

#[test]
fn closing_the_window_mid_hand_keeps_the_hand_and_reopens_the_evening() {
    // The hand being entered was dropped without asking, and the next start
    // opened the start page.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    h.key_press(Key::Num2);
    frames(&mut h);
    h.event(Event::Text("t8".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    let path = evening_file(&h);
    let prefs = h.state().prefs.clone();
    assert_eq!(prefs.open_evening.as_deref(), Some(path.as_path()));
    // The window closes (eframe keeps the preferences; the draft is a file
    // beside the evening).
    drop(h);
    let options = vira::app::AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        table_dir: Some(dir.path().join("no-club-tables")),
        language: None,
        open: None,
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| ViraApp::with_prefs(&cc.egui_ctx, Some(prefs), options));
    frames(&mut h);
    let screen = h.state().evening().expect("the evening is open again");
    assert_eq!(screen.path, path);
    assert_eq!(screen.form.draft.declarer.as_deref(), Some("Bo"));
    assert_eq!(screen.form.draft.contract.as_deref(), Some("turne-8"));
    // Finishing the hand records it, and the kept draft is gone.
    h.key_press(Key::O);
    frames(&mut h);
    h.event(Event::Text("8".into()));
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    assert_eq!(evening(&h).hands.len(), 1);
    assert!(!vira::disk::places::draft_path(&path).exists());
}

#[test]
fn core_refusals_are_in_the_interface_language() {
    // A Swedish screen showed the core's English ("Dag sits out this
    // hand", "is open in another running copy of vira").
    let dir = TempDir::new().unwrap();
    let first = open_new_evening(dir.path(), true);
    let mut second = app(dir.path());
    frames(&mut second);
    click(&mut second, "Fortsätt");
    let swedish =
        |h: &Harness<'_, ViraApp>, text: &str| h.query_all_by_label_contains(text).next().is_some();
    assert!(swedish(
        &second,
        "är öppen i ett annat vira-fönster; stäng den där först"
    ));
    assert!(!swedish(&second, "another running copy"));
    drop(second);
    drop(first);
    // A correction that would make a later hand impossible.
    let mut evening = Evening::parse(
        "four.ron",
        r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            players: ["Anna", "Bo", "Cia", "Dag"], first_dealer: "Dag",
            hands: [
                Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
                Hand(declarer: "Cia", contract: "begar", trump: Common, result: Tricks(6)),
            ])"#,
    )
    .unwrap();
    let dir = TempDir::new().unwrap();
    Store::new(dir.path())
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Fortsätt");
    h.get_all_by_role_and_label(Role::Label, "Vingel 7")
        .next()
        .unwrap()
        .click();
    frames(&mut h);
    click(&mut h, "Ta bort giv 1");
    assert_eq!(evening_of(&h).hands.len(), 2, "the deletion is refused");
    assert!(
        swedish(
            &h,
            "Går inte: giv 1: Cia sitter över den här given (Dag ger)"
        ),
        "the refusal is in Swedish, in words (no field of the file)"
    );
}

fn evening_of(h: &Harness<'_, ViraApp>) -> Evening {
    evening(h)
}

#[test]
fn undo_and_a_deletion_say_what_they_did() {
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    h.key_press(Key::Num2);
    frames(&mut h);
    h.event(Event::Text("t8".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    h.key_press(Key::O);
    frames(&mut h);
    h.event(Event::Text("8".into()));
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    assert_eq!(evening(&h).hands.len(), 1);
    let says = |h: &Harness<'_, ViraApp>, text: &str| {
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains(text)))
            .next()
            .is_some()
    };
    common::app::click_undo(&mut h);
    assert_eq!(evening(&h).hands.len(), 0);
    assert!(
        says(
            &h,
            "Ångrat: giv 1 registrerad: Bo, Turné 8 i ofärg, 8 stick"
        ),
        "undo says what it undid"
    );
    click(&mut h, "↷ Gör om");
    assert_eq!(evening(&h).hands.len(), 1);
    assert!(says(
        &h,
        "Gjort om: giv 1 registrerad: Bo, Turné 8 i ofärg, 8 stick"
    ));
    h.get_all_by_role_and_label(Role::Label, "Turné 8")
        .next()
        .unwrap()
        .click();
    frames(&mut h);
    click(&mut h, "Ta bort giv 1");
    assert_eq!(evening(&h).hands.len(), 0);
    assert!(says(&h, "giv 1 borttagen"));
}

#[test]
fn the_english_hint_names_the_english_keys() {
    // The English hint named the Swedish keys (h, f, o) while the buttons
    // said p, s, c.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    choose_language(&mut h, "English");
    h.key_press(Key::Num2);
    frames(&mut h);
    h.event(Event::Text("t8".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    let shows = |h: &Harness<'_, ViraApp>, text: &str| {
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains(text)))
            .next()
            .is_some()
    };
    assert!(shows(&h, "p preference, s second, c common"));
    // Only the trumps the contract has: turné is no misär.
    assert!(!shows(&h, "m misär"));
    assert!(!shows(&h, "h preference"));
    // And the English key does what the hint says.
    h.key_press(Key::C);
    frames(&mut h);
    assert_eq!(
        h.state().evening().unwrap().form.draft.trump,
        Some(Trump::Common)
    );
}

#[test]
fn the_dealer_can_be_set_and_a_shifted_rotation_is_fixed_from_the_refusal() {
    // The dealer could not be set, and deleting a wrong first hand of a
    // four-player evening was a dead end ("Cia sits out this hand").
    let mut four = Evening::parse(
        "four.ron",
        r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            players: ["Anna", "Bo", "Cia", "Dag"], first_dealer: "Dag",
            hands: [
                Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
                Hand(declarer: "Cia", contract: "begar", trump: Common, result: Tricks(6)),
            ])"#,
    )
    .unwrap();
    let dir = TempDir::new().unwrap();
    Store::new(dir.path())
        .create(&vira::TableRegistry::built_in(), &mut four)
        .unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Fortsätt");
    let before = h.state().evening().unwrap().editor.settlement();
    h.get_all_by_role_and_label(Role::Label, "Vingel 7")
        .next()
        .unwrap()
        .click();
    frames(&mut h);
    click(&mut h, "Ta bort giv 1");
    assert_eq!(evening(&h).hands.len(), 2, "refused");
    click(&mut h, "Behåll givarna i de följande givarna");
    let after = evening(&h);
    assert_eq!(after.hands.len(), 1);
    assert_eq!(after.hands[0].dealer.as_deref(), Some("Anna"));
    let now = h.state().evening().unwrap().editor.settlement();
    assert_eq!(now.hands[0].postings, before.hands[1].postings);
    // One undo brings both hands back as they were.
    common::app::click_undo(&mut h);
    assert_eq!(evening(&h).hands.len(), 2);
    assert!(evening(&h).hands.iter().all(|hand| hand.dealer.is_none()));

    // Set the dealer of the next hand: Cia instead of the rotation's Bo.
    h.get_by_role(Role::ComboBox).click();
    frames(&mut h);
    // The list opens over the form; its entries are the players.
    assert!(
        h.query_by_role_and_label(Role::Button, "Bo (i tur)")
            .is_some()
    );
    h.get_by_role_and_label(Role::Button, "Cia").click();
    frames(&mut h);
    assert_eq!(
        h.state().evening().unwrap().form.draft.dealer.as_deref(),
        Some("Cia")
    );
}

#[test]
fn refusals_in_the_form_say_why_and_keep_the_keyboard() {
    // 14 tricks in a 13-card game did nothing; Enter on a contract that
    // does not exist took the focus out of the search field.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    h.key_press(Key::Num2);
    frames(&mut h);
    h.event(Event::Text("xyz".into()));
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    let shows = |h: &Harness<'_, ViraApp>, text: &str| {
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains(text)))
            .next()
            .is_some()
    };
    assert!(shows(&h, "Inget kontrakt passar ”xyz”"));
    let focused_search = h
        .query_all_by(|n| n.is_focused() && n.label().as_deref() == Some("Sök kontrakt"))
        .count();
    assert_eq!(focused_search, 1, "the search keeps the keyboard");
    // Type again: the search still takes the keys.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.event(Event::Text("t8".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    assert_eq!(
        h.state().evening().unwrap().form.draft.contract.as_deref(),
        Some("turne-8")
    );
    h.key_press(Key::O);
    frames(&mut h);
    h.event(Event::Text("14".into()));
    frames(&mut h);
    assert!(shows(&h, "14 stick går inte: det spelas 13 kort"));
    assert_eq!(h.state().evening().unwrap().form.draft.result, None);
}

#[test]
fn cut_protocol_cells_are_read_on_hover_and_no_money_column_without_money() {
    let dir = TempDir::new().unwrap();
    let h = open_new_evening(dir.path(), true);
    // Bo: begär in preference with an omköp, 5 tricks: the trump cell is
    // "högsta färg (omköp från högsta färg)", cut in its column.
    let mut evening = evening(&h);
    evening.hands.push(
        Evening::parse(
            "x.ron",
            r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
                players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
                hands: [Hand(declarer: "Anna", contract: "begar", trump: Preference,
                    omkop: Some(Preference), result: Tricks(5))])"#,
        )
        .unwrap()
        .hands
        .remove(0),
    );
    let path = evening_file(&h);
    drop(h);
    std::fs::write(&path, evening.to_ron()).unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Fortsätt");
    let cell = "högsta färg (omköp från högsta färg)";
    h.query_all_by(|n| n.value().as_deref() == Some(cell))
        .next()
        .expect("the cell")
        .hover();
    // Tooltips wait a moment before they show.
    h.run_steps(60);
    let shown = h
        .query_all_by(|n| n.value().as_deref() == Some(cell))
        .count();
    assert!(shown >= 2, "the hover shows the whole cell ({shown})");
    // The betdelning of an evening without money has no money column.
    click(&mut h, "Betdelning");
    assert!(h.query_by_label("Pengar").is_none());
}

#[test]
fn both_passers_failing_under_exempt_is_said() {
    // With both gök passers failing under Exempt the preview said nothing.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    h.key_press(Key::Num1);
    frames(&mut h);
    h.event(Event::Text("gök".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    h.event(Event::Text("0".into()));
    frames(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Bo").click();
    frames(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Cia").click();
    frames(&mut h);
    assert_shows(&h, "Båda saknade läggarder: ingen betalar (husregel).");
}

#[test]
fn a_notice_moves_no_button() {
    // The message banner moved the buttons under the pointer.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    let before = h.get_by_role_and_label(Role::Button, "Bordet").rect();
    let search = |h: &Harness<'_, ViraApp>| {
        h.query_all_by(|n| n.label().as_deref() == Some("Sök kontrakt"))
            .next()
            .unwrap()
            .rect()
    };
    let form_before = search(&h);
    h.state_mut().notice = Some(vira::app::Notice {
        text: "Ett långt meddelande som annars skulle ha tagit en rad under knapparna.".into(),
        error: true,
    });
    frames(&mut h);
    assert_shows(
        &h,
        "Ett långt meddelande som annars skulle ha tagit en rad under knapparna.",
    );
    assert_eq!(
        h.get_by_role_and_label(Role::Button, "Bordet").rect(),
        before
    );
    assert_eq!(search(&h), form_before, "the form moved");
}

#[test]
fn a_closed_evening_shows_the_results_after_the_betdelning_and_no_next_deal() {
    // The read-only view showed balances before the split and a dealer for
    // a deal that will never come.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    h.key_press(Key::Num1);
    frames(&mut h);
    h.event(Event::Text("v7".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    h.key_press(Key::H);
    frames(&mut h);
    h.event(Event::Text("8".into()));
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    let path = evening_file(&h);
    let closed = evening(&h);
    drop(h);
    Store::new(dir.path()).close(&path, &closed).unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Visa");
    // Åla 3 b; Anna wins vingel 7 in preference: Anna +6 p, Bo and Cia
    // -11 p, the pulla 16 p: 5 p each and the odd pinne to Bo (the first of
    // the biggest losers): Anna +11 p, Bo -5 p, Cia -6 p.
    assert_shows(&h, "Anna efter betdelningen: +1 b 3 p");
    assert_shows(&h, "Bo efter betdelningen: -5 p");
    assert!(
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains(" giver")))
            .next()
            .is_none(),
        "no dealer for a deal that will never come"
    );
}

#[test]
fn every_kind_of_hand_from_the_keyboard() {
    type Step<'a> = &'a dyn Fn(&mut Harness<'static, ViraApp>);
    // The bid restriction, omköp and the gök passers had no keys.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    let keys = |h: &mut Harness<'static, ViraApp>, steps: &[Step<'_>]| {
        for step in steps {
            step(h);
            frames(h);
        }
    };
    // Anna: begär bid in colour, played in färg, with omköp, 7 tricks.
    keys(
        &mut h,
        &[
            &|h| h.key_press(Key::Num1),
            &|h| {
                h.event(Event::Text("begär".into()));
                h.key_press(Key::Enter);
            },
            &|h| h.key_press(Key::B),
            &|h| h.key_press(Key::F),
            &|h| h.key_press(Key::K),
            &|h| h.event(Event::Text("7".into())),
            &|h| h.key_press(Key::Enter),
        ],
    );
    let hands = evening(&h).hands;
    assert_eq!(hands.len(), 1, "recorded");
    assert_eq!(hands[0].bid, vira::ledger::evening::Bid::Colour);
    assert_eq!(hands[0].trump, Some(Trump::Second));
    assert_eq!(hands[0].omkop, Some(Trump::Second));
    assert_eq!(hands[0].result, HandResult::Tricks(7));
    // Next hand (Anna deals; Bo is forehand = 1): Bo plays gök, no tricks,
    // Cia (2) passed without low guards.
    keys(
        &mut h,
        &[
            &|h| h.key_press(Key::Num1),
            &|h| {
                h.event(Event::Text("gök".into()));
                h.key_press(Key::Enter);
            },
            &|h| h.event(Event::Text("0".into())),
            &|h| h.key_press_modifiers(Modifiers::SHIFT, Key::Num2),
            &|h| h.key_press(Key::Enter),
        ],
    );
    let hands = evening(&h).hands;
    assert_eq!(hands.len(), 2, "recorded");
    assert_eq!(hands[1].declarer, "Bo");
    assert_eq!(hands[1].gok_penalty, vec!["Cia".to_string()]);
}

#[test]
fn a_failed_save_is_said_in_the_interface_language() {
    // The "not saved" banner showed the core's English.
    let dir = TempDir::new().unwrap();
    let mut h = open_new_evening(dir.path(), true);
    // The evenings folder becomes a file: no save can succeed.
    let folder = evening_file(&h).parent().unwrap().to_path_buf();
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::write(&folder, "not a folder").unwrap();
    h.key_press(Key::Num1);
    frames(&mut h);
    h.event(Event::Text("v7".into()));
    h.key_press(Key::Enter);
    frames(&mut h);
    h.key_press(Key::H);
    frames(&mut h);
    h.event(Event::Text("8".into()));
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    let shows = |text: &str| {
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains(text)))
            .next()
            .is_some()
    };
    assert!(shows("Kunde inte spara"));
    assert!(shows("filen kunde inte skrivas eller läsas"));
}

#[test]
fn the_bid_table_viewer_draws_the_iceberg() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Budtabeller");
    h.get_by_label("Isbergsvira (Viraklubben 4V)").click();
    frames(&mut h);
    // The columns, the levels (π) and the sea level between 8p and 12p.
    for text in ["Tringel", "Uppslagsmisär", "π", "384p", "4/3p", "-1p"] {
        assert_shows(&h, text);
    }
    assert!(
        h.query_all_by_label("~~~ havsytan ~~~").count() > 1,
        "the sea level is drawn as a line across the columns"
    );
    // A level's cell lists its contracts: level 3 in the Solo column.
    assert_shows(&h, "Hope Solo 6\nSolo petite falsk misär");
    // The list below: each contract's multiplier and passing convention.
    assert_shows(&h, "3h: 3 x håll");
}

#[test]
fn an_isbergsvira_line_says_its_second_last_bid_and_rebuys_and_on_hover_what_it_paid() {
    // Evening I of tests/common/small_archive.rs, worked out there by hand:
    // Cia's tringel 9 with two rebuys (6 betar into the pulla), Bo's solo 10
    // over köpmisär 1 (value (32 + 8) x 4 = 160 points from each).
    let dir = TempDir::new().unwrap();
    let mut h = common::app::open_evening(dir.path(), common::small_archive::EVENING_ISBERG);
    let cell = "Solo 10 · näst sista bud: Köpmisär 1";
    assert_shows(&h, "Tringel 9 · 2 omköp");
    h.query_all_by(|n| n.value().as_deref() == Some(cell))
        .next()
        .expect("the contract cell names the second-last bid")
        .hover();
    // Tooltips wait a moment before they show.
    h.run_steps(60);
    for line in [
        "Bo: Solo 10 · näst sista bud: Köpmisär 1, högsta färg, 10 hem",
        "Bo lyfter 1 bet ur pullan.",
        "Cia och Anna betalar Bo 160 poäng var.",
    ] {
        assert!(
            common::app::shows_part(&h, line),
            "the tooltip lacks {line:?}"
        );
    }
    assert!(!common::app::shows_part(&h, "För omköp"), "hand 1's words");
}

/// "+" pressed twice without moving the mouse zooms twice. The window
/// system says where the pointer is only when it moves, and egui's window
/// layer hands the place it turned into points then (in the old zoom) with
/// every later click: the second click landed a few pixels off the button
/// and did nothing. Here each frame's input goes through the app's
/// `raw_input_hook` as eframe sends it, with the points the window layer
/// would give.
#[test]
fn plus_pressed_twice_without_moving_the_mouse_zooms_twice() {
    use eframe::App as _;
    let data = TempDir::new().unwrap();
    let mut h = app(data.path());
    frames(&mut h);
    // One frame as eframe runs it: the app's hook, then the frame.
    let step = |h: &mut Harness<'_, ViraApp>, events: Vec<Event>| {
        h.input_mut().events.extend(events);
        let ctx = h.ctx.clone();
        let mut raw = std::mem::take(h.input_mut());
        h.state_mut().raw_input_hook(&ctx, &mut raw);
        *h.input_mut() = raw;
        h.step();
    };
    let plus = |h: &Harness<'_, ViraApp>| h.get_by_label("+").rect();
    // The pointer rests on "+", at this pixel (the harness draws one
    // pixel a point at zoom 1).
    let pixel = plus(&h).center();
    let click_at = |points: egui::Pos2| {
        [true, false].map(|pressed| Event::PointerButton {
            pos: points,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        })
    };
    // The first click, the pointer having just come there.
    let mut first = vec![Event::PointerMoved(pixel)];
    first.extend(click_at(pixel));
    step(&mut h, first);
    for _ in 0..3 {
        step(&mut h, Vec::new());
    }
    assert!((h.state().prefs.zoom - 1.1).abs() < 1e-4);
    let zoom = h.ctx.zoom_factor();
    assert!((zoom - 1.1).abs() < 1e-4);
    // The button is still under the pointer's pixel at 110 %.
    let under = egui::pos2(pixel.x / zoom, pixel.y / zoom);
    assert!(
        plus(&h).contains(under),
        "{:?} is not on {:?}",
        under,
        plus(&h)
    );
    // The second click, the mouse not moved: the window layer gives the
    // point it turned the pixel into at 100 %.
    step(&mut h, click_at(pixel).into());
    for _ in 0..3 {
        step(&mut h, Vec::new());
    }
    assert!(
        (h.state().prefs.zoom - 1.2).abs() < 1e-4,
        "zoom {}",
        h.state().prefs.zoom
    );
}
