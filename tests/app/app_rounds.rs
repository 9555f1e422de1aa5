//! An evening opened with a tvångsrunda, played to its time and its last
//! round, then closed: through the real app (egui_kittest).
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

use vira::app::ViraApp;
use vira::ledger::rounds::Ending;

use crate::common;

use common::app::{app, click, frames, shows_part, type_into};

fn balances(h: &Harness<'_, ViraApp>) -> Vec<i64> {
    h.state()
        .evening()
        .unwrap()
        .editor
        .ledger()
        .current()
        .0
        .to_vec()
}

fn ending(h: &Harness<'_, ViraApp>) -> Ending {
    vira::ledger::rounds::shape(h.state().evening().unwrap().editor.ledger(), true).ending
}

/// Clicks the first button whose name is exactly `label` (the trump
/// buttons draw their suits in colour, which the role-and-label query
/// does not find).
fn click_button(h: &mut Harness<'_, ViraApp>, label: &str) {
    let wanted = label.to_string();
    h.query_all_by(move |n| {
        n.role() == Role::Button && n.label().as_deref() == Some(wanted.as_str())
    })
    .next()
    .unwrap_or_else(|| panic!("no button {label}"))
    .click();
    frames(h);
}

/// Records the hand in the form with the trump and the tricks.
fn trump_and_tricks(h: &mut Harness<'_, ViraApp>, trump: &str, tricks: &str) {
    click_button(h, trump);
    click(h, tricks);
    click(h, "Registrera (Enter)");
}

#[test]
fn an_evening_opened_with_a_forced_round_played_to_its_last_round() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    // Yesterday's date, played until 23:00: the time is up at once.
    h.get_by_label("Datum").click();
    frames(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Datum").type_text("2026-11-21");
    frames(&mut h);
    type_into(&mut h, "Plats 1", "Anna");
    type_into(&mut h, "Plats 2", "Bo");
    type_into(&mut h, "Plats 3", "Cia");
    h.get_all_by_role_and_label(Role::RadioButton, "ger först")
        .nth(2)
        .unwrap()
        .click();
    frames(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Tvångsrunda vid start (utan åla)")
        .click();
    frames(&mut h);
    h.get_by_role_and_label(Role::RadioButton, "till klockan")
        .click();
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    let evening = h.state().evening().unwrap().editor.evening().clone();
    assert_eq!(
        evening.house.opening_ala,
        Some(false),
        "a forced start goes without åla"
    );
    assert_eq!(
        evening.house.forced.as_ref().unwrap().at_start.as_deref(),
        Some("vingel-8")
    );
    assert_eq!(evening.length.until.as_deref(), Some("23:00"));
    assert!(evening.length.last_round);

    // The first forced deal: the form is filled in for Anna, forehand.
    assert!(shows_part(
        &h,
        "Tvångsrunda 1 av 3: Vingel 8 Anna (förhand)"
    ));
    assert!(shows_part(&h, "Tvångsgiv: Vingel 8, Anna (förhand) spelar"));
    // Won from the empty pulla: everyone puts in a bet, Anna lifts 2 and
    // gets 1 pinne from each: +10, -9, -9.
    trump_and_tricks(&mut h, "♠♣ ofärg (o)", "8");
    assert_eq!(balances(&h), [10, -9, -9]);
    assert!(shows_part(&h, "Tvångsrunda 2 av 3: Vingel 8 Bo (förhand)"));

    // Cia takes the second forced game away with solo petite misär, won:
    // the same dealer (Anna) deals again and Bo still owes it.
    click(&mut h, "Tas bort av ett solo");
    assert!(shows_part(&h, "tas bort: välj solot"));
    click(&mut h, "2 Cia");
    type_into(&mut h, "Sök kontrakt", "solo petite misär");
    click(&mut h, "Solo petite misär");
    click(&mut h, "0");
    click(&mut h, "Registrera (Enter)");
    let hands = h.state().evening().unwrap().editor.evening().hands.clone();
    assert!(hands[1].taken_away);
    assert_eq!(hands[1].forced.as_deref(), Some("vingel-8"));
    assert!(shows_part(&h, "Tvångsrunda 2 av 3: Vingel 8 Bo (förhand)"));
    assert_eq!(
        h.state().evening().unwrap().editor.ledger().next_dealer(),
        0
    );

    // Bo and then Cia play theirs; the round is over.
    trump_and_tricks(&mut h, "♦ färg (f)", "8");
    assert!(shows_part(&h, "Tvångsrunda 3 av 3: Vingel 8 Cia (förhand)"));
    trump_and_tricks(&mut h, "♥ högsta färg (h)", "9");
    assert!(!shows_part(&h, "Tvångsrunda"));

    // The time is up: the last round, so that everyone sits forehand once
    // more; its third deal is borup.
    assert!(shows_part(&h, "tiden är ute"));
    click(&mut h, "Spela sista varvet");
    assert_eq!(ending(&h), Ending::LastRound { left: 3 });
    for (declarer, borup) in [("1 Anna", false), ("1 Bo", false), ("1 Cia", true)] {
        assert_eq!(
            shows_part(&h, "nästa giv är borup"),
            borup,
            "before {declarer}"
        );
        click(&mut h, declarer);
        click(&mut h, "Begär (6-spel)");
        trump_and_tricks(&mut h, "♠♣ ofärg (o)", "6");
    }
    assert!(shows_part(&h, "kvällen är klar"));
    assert_eq!(ending(&h), Ending::Complete);
    // The protocol marks the forced deals and the one taken away.
    click(&mut h, "Protokoll");
    assert!(shows_part(&h, "Vingel 8 · tvång"));
    assert!(shows_part(&h, "Solo petite misär · tog bort tvångsspelet"));

    // Everyone sat forehand twice: the betdelning has nothing to warn of.
    click(&mut h, "Till betdelningen");
    assert!(!shows_part(
        &h,
        "Alla har inte suttit förhand lika många gånger"
    ));
    click(&mut h, "Avsluta kvällen");
    click(&mut h, "Ja, avsluta");
    assert!(h.state().evening().is_none(), "the evening is closed");
}
