//! The app's own server and the app's words: the phones' page says where
//! the evening stands in the same words as the table screen's line on the
//! round (one core wording, `vira::report::round_line`), for a forced round
//! in progress and for an evening played to a time with minutes left.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use egui_kittest::Harness;
use tempfile::TempDir;

use vira::app::ViraApp;

use crate::common;

use common::app::{click, frames, open_evening, texts};
use common::serve::{get, loopback_of, path_of};

/// Turns *Visa på telefoner* on and reads the page's state in Swedish.
fn phone_state(h: &mut Harness<'_, ViraApp>) -> serde_json::Value {
    if h.state().evening().unwrap().phones_url().is_none() {
        click(h, "Visa på telefoner");
    }
    let url = h
        .state()
        .evening()
        .unwrap()
        .phones_url()
        .expect("serving")
        .to_string();
    let host = loopback_of(&url);
    let reply = get(&host, &format!("{}state", path_of(&url)), "sv");
    assert_eq!(reply.status, 200, "{}", reply.head);
    serde_json::from_str(&reply.body).unwrap()
}

/// The table screen's line on the round: the text beginning `Varv `.
fn app_round_line(h: &Harness<'_, ViraApp>) -> String {
    texts(h)
        .into_iter()
        .find(|t| t.starts_with("Varv ") && t.contains(" · "))
        .unwrap_or_else(|| panic!("no line on the round in {:?}", texts(h)))
}

#[test]
fn a_forced_round_in_the_same_words_on_the_phone_and_in_the_app() {
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(
        dir.path(),
        r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            house: House(opening_ala: false, forced: Some((at_start: Some("vingel-8")))),
            players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
            length: Length(deals: Some(9)))"#,
    );
    frames(&mut h);
    let json = phone_state(&mut h);
    let forced = json["forced"]
        .as_str()
        .expect("a forced round on the phone");
    assert_eq!(forced, "Tvångsrunda 1 av 3: Vingel 8 Anna (förhand)");
    assert!(
        texts(&h).iter().any(|t| t == forced),
        "the app says otherwise: {:?}",
        texts(&h)
    );
    let round = json["round"].as_str().unwrap();
    assert_eq!(round, "Varv 1, giv 1 av 3 · 9 givar kvar");
    assert_eq!(app_round_line(&h), round);
}

#[test]
fn minutes_left_in_the_same_words_on_the_phone_and_in_the_app() {
    // Today, played until an hour and a half from now.
    let now = chrono::Local::now().naive_local();
    let until = (now + chrono::Duration::minutes(95)).format("%H:%M");
    let text = format!(
        r#"Evening(format: 1, date: "{}", table: "stockholm",
            players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
            length: Length(until: Some("{until}")))"#,
        now.date()
    );
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path(), &text);
    frames(&mut h);
    // The page is made when serving starts and again as each minute turns,
    // the app's line each frame: a minute may turn between the two, so look
    // again (a frame later) if they differ. (The page's minute was once
    // read after the QR code was made: a minute turning in between left
    // the page a minute behind until the next; this test caught it.)
    let mut tries = 0;
    loop {
        let json = phone_state(&mut h);
        let round = json["round"].as_str().unwrap().to_string();
        assert!(
            round.starts_with(&format!("Varv 1, giv 1 av 3 · till {until} (")),
            "{round}"
        );
        assert!(round.ends_with(" min kvar)"), "{round}");
        assert_eq!(json["forced"], serde_json::Value::Null);
        let line = app_round_line(&h);
        if line == round || tries == 2 {
            assert_eq!(line, round);
            break;
        }
        tries += 1;
        // Once a minute the app makes the pages again.
        std::thread::sleep(std::time::Duration::from_secs(1));
        frames(&mut h);
    }
}
