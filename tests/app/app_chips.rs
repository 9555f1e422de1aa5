//! A chip evening through the real app: chosen on the new-evening form,
//! a hand recorded with its chip moves in the preview and on the table
//! screen, then the final reckoning walked through on the betdelning.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

use crate::common;

use common::app::{
    app, assert_shows, click, data_with_example, frames, shown_rect, shows_part, type_into,
};

#[test]
fn a_chip_evening_from_the_form_to_the_reckoning() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    type_into(&mut h, "Plats 1", "Anna");
    type_into(&mut h, "Plats 2", "Bo");
    type_into(&mut h, "Plats 3", "Cia");
    type_into(&mut h, "Pris per bet", "5");
    h.get_all_by_role_and_label(Role::RadioButton, "ger först")
        .nth(2)
        .unwrap()
        .click();
    frames(&mut h);
    // Without chips the conventions are not offered.
    assert!(!shows_part(&h, "tiomastare (10)"));
    // The house rules scroll: each control is brought into sight first.
    h.get_by_role_and_label(Role::CheckBox, "Med marker (vira-pullan)")
        .scroll_to_me();
    frames(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Med marker (vira-pullan)")
        .click();
    frames(&mut h);
    let tiomastare = "Bet under pullan: tiomastare (10); rund under: sexmastare (6)";
    h.get_by_role_and_label(Role::RadioButton, tiomastare)
        .scroll_to_me();
    frames(&mut h);
    h.get_by_role_and_label(Role::RadioButton, tiomastare)
        .click();
    frames(&mut h);
    click(&mut h, "Starta kvällen");
    let evening = h.state().evening().unwrap().editor.evening().clone();
    let chips = evening.chips.expect("the evening is played with chips");
    assert_eq!(chips.tokens, vira::chips::set::tiomastare());
    assert_eq!(chips.bowl, vira::chips::set::standard_bowl());

    // The table screen opens on the bowls: the åla's bets are in the pulla.
    assert_shows(&h, "Pullan");
    assert!(shows_part(&h, "Ålan i marker"));
    assert!(shows_part(&h, "Anna → pullan: 1 bet"));

    // Anna (forehand) wins begär in preference: the pulla gives her 1 bet,
    // her own colour first; Bo and Cia each give her 1 pinne.
    click(&mut h, "1 Anna");
    click(&mut h, "Begär (6-spel)");
    click(&mut h, "♥ högsta färg (h)");
    click(&mut h, "6");
    assert!(shows_part(&h, "Med marker:"));
    assert!(shows_part(&h, "pullan → Anna: 1 bet"));
    click(&mut h, "Registrera (Enter)");
    assert!(shows_part(&h, "Giv 1 i marker"));
    assert!(shows_part(&h, "Bo → Anna: 1 pinne"));
    assert!(shows_part(&h, "Cia → Anna: 1 pinne"));

    // The reckoning, step by step. Pulla 16: 5 each, the odd pinne to the
    // biggest loser (Bo, first in seat order of the two at -9).
    click(&mut h, "Betdelning");
    assert_shows(&h, "Slutsammanräkning i marker");
    assert!(shows_part(&h, "Annas andel: 5 pinnar"));
    // (The steps' buttons are under the reckoning: scrolled to first.)
    common::app::click_in_sight(&mut h, "Nästa steg →");
    common::app::click_in_sight(&mut h, "Nästa steg →");
    // Anna ends -8 +8 +2 +5 = +7, Bo -8 -1 +5 +1 = -3, Cia -4: Anna
    // holds their chips, which they buy back.
    assert!(shows_part(&h, "Bo köper tillbaka"), "no buy-back shown");
    assert!(shows_part(&h, "av Anna"));
}

/// The preview of a hand (what happens, who pays whom, the chips) is seen
/// whole above *Registrera*: the preview's scroll area once kept the
/// height of its first frame and showed only the last payment, so Enter
/// recorded what the pullvakt could not see.
#[test]
fn the_preview_of_a_chip_hand_is_seen_whole_above_registrera() {
    let dir = data_with_example("2026-11-22-chips.ron");
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Fortsätt");
    click(&mut h, "1 Cia");
    type_into(&mut h, "Sök kontrakt", "7-spel");
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    click(&mut h, "♥ högsta färg (h)");
    click(&mut h, "7");
    let screen = h.ctx.content_rect();
    for line in [
        "7 stick: HEM",
        "Anna och Bo betalar Cia 1 pinne var.",
        "Anna → Cia: 1 pinne",
        "Bo → Cia: 1 pinne",
    ] {
        let (whole, visible) = shown_rect(&h, line);
        assert!(
            visible.height() >= whole.height() - 0.5 && screen.contains_rect(whole),
            "{line} is not in sight: {whole:?}, of which {visible:?} shows"
        );
    }
    let record = h
        .get_by_role_and_label(Role::Button, "Registrera (Enter)")
        .rect();
    assert!(screen.contains_rect(record));
}

#[test]
fn a_hand_that_moves_no_chip_has_no_chip_heading() {
    // Issue 33, 18: a köpmisär won after omköp (it pays nothing) showed
    // "Med marker:" with nothing under it.
    let dir = data_with_example("2026-11-22-chips.ron");
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Fortsätt");
    h.key_press(egui::Key::Num1);
    frames(&mut h);
    h.event(egui::Event::Text("köpmisär 1".into()));
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    h.key_press(egui::Key::K);
    frames(&mut h);
    h.event(egui::Event::Text("0".into()));
    frames(&mut h);
    let draft = h.state().evening().unwrap().form.draft.clone();
    assert!(draft.omkop.is_some(), "after omköp: {draft:?}");
    assert!(shows_part(&h, "0 stick: HEM"), "the preview is there");
    assert!(!shows_part(&h, "Med marker:"));
}
