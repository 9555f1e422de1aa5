//! The program's texts in its three languages (`src/i18n/`): one key a
//! text ([`Text`]), each language in its own file with one exhaustive
//! `match`, so a language that lacks a text does not compile. What the
//! compiler cannot see is tested here: that the languages agree on where
//! the numbers and names go, that the Japanese is written in Japanese, and
//! that no text of a language is left empty.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use vira::i18n::{Text, pick};
use vira::rules::table::Language;

const LANGUAGES: [Language; 3] = [Language::Swedish, Language::English, Language::Japanese];

/// Each language has as many `{}` in a text as the others: a number or a
/// name is never lost or doubled by a translation.
#[test]
fn every_language_fills_the_same_places() {
    let differ: Vec<String> = Text::ALL
        .iter()
        .filter(|&&text| {
            let places = LANGUAGES.map(|l| pick(l, text).matches("{}").count());
            places.iter().any(|&p| p != places[0])
        })
        .map(|&text| format!("{text:?}: {:?}", LANGUAGES.map(|l| pick(l, text))))
        .collect();
    assert!(differ.is_empty(), "{differ:#?}");
}

/// The Japanese of a text is not its English copied: a language file
/// started from another (as a fourth would be) and left half done is found
/// here. Three texts are the same in both on purpose: a key's name (`Shift`),
/// a date's pattern and `ID`.
#[test]
fn the_japanese_is_not_the_english_copied() {
    let same_on_purpose = [Text::Shift, Text::YYYYMMDD, Text::ID];
    let copied: Vec<String> = Text::ALL
        .iter()
        .filter(|text| !same_on_purpose.contains(text))
        .filter(|&&text| {
            let en = pick(Language::English, text);
            en.chars().any(|c| c.is_ascii_alphabetic()) && pick(Language::Japanese, text) == en
        })
        .map(|text| format!("{text:?}: {:?}", pick(Language::English, *text)))
        .collect();
    assert!(copied.is_empty(), "{copied:#?}");
}

/// No text is empty in one language and said in another.
#[test]
fn no_language_leaves_a_text_empty() {
    let empty: Vec<String> = Text::ALL
        .iter()
        .filter(|&&text| {
            let said = LANGUAGES.map(|l| pick(l, text).trim().is_empty());
            said.iter().any(|&e| e != said[0])
        })
        .map(|text| format!("{text:?}"))
        .collect();
    assert!(empty.is_empty(), "{empty:#?}");
}

/// The keys are in [`Text::ALL`] once each: the Japanese font's subset
/// is made from it, and the tests above walk it.
#[test]
fn every_key_is_listed_once() {
    let mut keys: Vec<Text> = Text::ALL.to_vec();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), Text::ALL.len());
    assert!(Text::ALL.len() > 800, "{}", Text::ALL.len());
}

/// What an edit did, said after a hand is recorded, undone or redone, is
/// Japanese in Japanese: it was English ("hand 1 recorded: Bo, …, 8
/// tricks"), since its words chose Swedish or else English. Only the
/// player's name and the currency stay Latin.
#[test]
fn an_edit_is_said_in_japanese() {
    use vira::ledger::editor::{Edit, Price};
    use vira::ledger::evening::{Hand, HandResult, Trump};
    let registry = vira::rules::registry::TableRegistry::built_in();
    let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
    let hand = Hand::new("Bo", "spel-8", Some(Trump::Common), HandResult::Tricks(8));
    let edits = [
        Edit::Push(hand.clone()),
        Edit::Insert(0, hand.clone()),
        Edit::Insert(4, hand.clone()),
        Edit::Replace(2, hand.clone()),
        Edit::Remove(2),
        Edit::OddPinnar(None),
        Edit::LastRound(Some(7)),
        Edit::LastRound(None),
        Edit::Price(Price {
            price_per_bet_ore: Some(50),
            currency: Some("kr".into()),
        }),
        Edit::Batch(vec![Edit::Replace(1, hand)]),
    ];
    for edit in &edits {
        let said = vira::report::words::edit_words(edit, 5, &table, Language::Japanese);
        let latin: Vec<&str> = said
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| !w.is_empty() && !["Bo", "kr"].contains(w))
            .collect();
        assert!(latin.is_empty(), "{edit:?}: {said}");
        assert!(!said.is_empty());
    }
}
