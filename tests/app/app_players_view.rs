//! The players' view: the pulla and every balance, large, for the table to
//! read from two metres; in a window of its own or over the whole window,
//! updated the moment a hand is recorded.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::path::Path;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

use vira::app::ViraApp;
use vira::disk::places::Store;
use vira::ledger::evening::Evening;

use crate::common;

use common::app::{app, click, frames, record_a_hand, shows};
use common::serve::{Events, loopback_of, path_of, state};

/// Three players at 4 kr a bet, opened through the start screen.
fn open_evening(data: &Path) -> Harness<'static, ViraApp> {
    let mut evening = Evening::parse(
        "new.ron",
        r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            house: House(price_per_bet_ore: Some(400)),
            players: ["Anna", "Bo", "Cia"], first_dealer: "Cia")"#,
    )
    .unwrap();
    Store::new(data)
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut h = app(data);
    frames(&mut h);
    click(&mut h, "Fortsätt");
    h
}

/// The players' view's line in words (for screen readers and tests).
fn board_line(h: &Harness<'_, ViraApp>) -> Option<String> {
    let found = std::cell::RefCell::new(None);
    let _ = h
        .query_all_by(|node| {
            // A label's text is its accesskit value.
            let label = node.value();
            let wanted = node.role() == egui::accesskit::Role::Label
                && label
                    .as_deref()
                    .is_some_and(|l| l.starts_with("Pullan: ") && l.contains(" · "));
            if wanted {
                *found.borrow_mut() = label;
            }
            wanted
        })
        .count();
    found.into_inner()
}

/// Anna (forehand) wins vingel 7 in preference with 8 tricks.
#[test]
fn the_players_view_follows_every_hand_in_its_own_window() {
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path());
    assert_eq!(board_line(&h), None, "not shown until asked for");
    click(&mut h, "Spelarvy");
    // Åla: 1 bet each, the pulla 3 b = 12,00 kr; Cia deals, Anna is
    // forehand.
    let line = board_line(&h).expect("the players' view is shown");
    assert!(line.starts_with("Pullan: 3 b."), "{line}");
    assert!(line.contains("Anna -1 b -4,00 kr förhand"), "{line}");
    assert!(line.contains("Cia -1 b -4,00 kr giver"), "{line}");
    // Anna wins vingel 7 in preference: 1 bet from the pulla and 3 pinnar
    // from Bo and from Cia: Anna -8+8+6 = +6 p (+3,00 kr), Bo and Cia
    // -11 p (-5,50 kr), the pulla 2 b. Anna deals next.
    record_a_hand(&mut h);
    assert_eq!(h.state().evening().unwrap().editor.evening().hands.len(), 1);
    let line = board_line(&h).expect("still shown");
    assert!(line.starts_with("Pullan: 2 b."), "{line}");
    assert!(line.contains("Anna +6 p 3,00 kr giver"), "{line}");
    assert!(line.contains("Bo -1 b 3 p -5,50 kr förhand"), "{line}");
    // A second click hides it.
    click(&mut h, "Spelarvy");
    assert_eq!(board_line(&h), None);
}

#[test]
fn full_screen_and_back_with_escape() {
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path());
    click(&mut h, "Helskärm");
    assert!(board_line(&h).is_some());
    // The hand form is not under it: digits do not pick a declarer.
    h.key_press(Key::Num1);
    frames(&mut h);
    h.key_press(Key::Escape);
    frames(&mut h);
    assert_eq!(board_line(&h), None);
    assert_eq!(
        h.state().evening().unwrap().form.draft.declarer,
        None,
        "a key in the players' view reached the hand form"
    );
    // F11 too.
    h.key_press(Key::F11);
    frames(&mut h);
    assert!(board_line(&h).is_some());
    h.key_press(Key::F11);
    frames(&mut h);
    assert_eq!(board_line(&h), None);
}

#[test]
fn shown_on_phones_with_the_address_and_its_qr_code_every_change_pushed() {
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path());
    assert_eq!(
        h.state().evening().unwrap().phones_url(),
        None,
        "off until asked for"
    );
    click(&mut h, "Visa på telefoner");
    let url = h
        .state()
        .evening()
        .unwrap()
        .phones_url()
        .expect("serving")
        .to_string();
    assert!(url.starts_with("http://") && url.ends_with('/'), "{url}");
    assert!(shows(&h, &url), "the address is not shown");
    assert!(shows(&h, &format!("QR-kod: {url}")), "no QR code");
    // Served on every address of the machine: loopback too.
    let host = loopback_of(&url);
    let base = path_of(&url);
    assert_eq!(state(&host, &base)["hands"], 0);
    let mut phone = Events::open(&host, &base, "sv");
    assert!(
        phone
            .next_state()
            .unwrap()
            .contains("<b>Cia</b> ger nästa giv")
    );
    // A hand recorded in the app reaches the phone at once.
    record_a_hand(&mut h);
    phone.wait_at_most(std::time::Duration::from_secs(1));
    let pushed = phone.next_state().expect("the hand pushed");
    assert!(pushed.contains("1. Anna: Vingel"), "{pushed}");
    assert!(pushed.contains("+6 p"), "{pushed}");
    // And so does an undo.
    common::app::click_undo(&mut h);
    let undone = phone.next_state().expect("the undo pushed");
    assert!(!undone.contains("Anna: Vingel"), "{undone}");
    assert_eq!(state(&host, &base)["hands"], 0);
    // Off: the window goes, the port closes and so does the open page.
    click(&mut h, "Sluta visa");
    assert_eq!(h.state().evening().unwrap().phones_url(), None);
    assert!(!shows(&h, &url));
    assert_eq!(phone.next_state(), None);
    assert!(
        std::net::TcpStream::connect(&host).is_err(),
        "still listening"
    );
}

#[test]
fn closing_the_phones_window_keeps_serving_and_it_never_covers_the_hand_form() {
    // Issue 33, 9: the window covered the hand form at 1024x600, and its ×
    // stopped serving without a word (the phones kept old standings). Now
    // a panel beside the table: it covers neither the hand form nor the
    // balances (a window covered them at 1270x800).
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path());
    h.set_size(egui::vec2(1024.0, 600.0));
    frames(&mut h);
    click(&mut h, "1 Anna");
    // (At 1024 points the bar keeps the table's buttons; the rest is in ☰.)
    click(&mut h, "☰");
    click(&mut h, "Visa på telefoner");
    let url = h
        .state()
        .evening()
        .unwrap()
        .phones_url()
        .unwrap()
        .to_string();
    let window = common::app::shown_rect(&h, &format!("QR-kod: {url}")).0;
    for control in [
        "Sök kontrakt",
        "1 Anna",
        "2 Bo",
        "3 Cia",
        "Anna",
        "Bo",
        "Cia",
    ] {
        for (rect, _) in common::app::shown_rects(&h, control) {
            assert!(
                !rect.intersects(window),
                "the phones' panel covers {control}: {rect:?} and {window:?}"
            );
        }
    }
    click(&mut h, "✕");
    assert!(
        !shows(&h, &format!("QR-kod: {url}")),
        "the window is hidden"
    );
    assert_eq!(
        h.state().evening().unwrap().phones_url(),
        Some(url.as_str()),
        "still serving"
    );
    // The bar's button brings the window back.
    click(&mut h, "☰");
    click(&mut h, "Visa på telefoner");
    assert!(shows(&h, &format!("QR-kod: {url}")));
}
