//! The words of the game's own enums that the error words use too: a
//! trump rank and a bid restriction, in each language. The report room
//! hands them on (`report::words`).

use crate::ledger::evening::{Bid, Trump};
use crate::text::Language;

/// The word for a trump rank in a language (`ofärg`, `common`...).
pub fn trump_word(trump: Trump, language: Language) -> &'static str {
    match (language, trump) {
        (Language::English, Trump::Common) => "common",
        (Language::English, Trump::Second) => "second",
        (Language::English, Trump::Preference) => "preference",
        (Language::English, Trump::Misar) => "misär",
        (Language::Swedish, Trump::Common) => "ofärg",
        (Language::Swedish, Trump::Second) => "färg",
        (Language::Swedish, Trump::Preference) => "högsta färg",
        (Language::Swedish, Trump::Misar) => "misär",
        (Language::Japanese, Trump::Common) => "その他",
        (Language::Japanese, Trump::Second) => "セカンド",
        (Language::Japanese, Trump::Preference) => "プレファ",
        (Language::Japanese, Trump::Misar) => "ミゼール",
    }
}

/// A bid restriction in words (`i färg`, `in colour`; empty for none).
pub fn bid_word(bid: Bid, language: Language) -> &'static str {
    match (language, bid) {
        (_, Bid::Plain) => "",
        (Language::Swedish, Bid::Colour) => "i färg",
        (Language::Swedish, Bid::Preference) => "i högsta färg",
        (Language::English, Bid::Colour) => "in colour",
        (Language::English, Bid::Preference) => "in preference",
        (Language::Japanese, Bid::Colour) => "カラー",
        (Language::Japanese, Bid::Preference) => "プレファランス",
    }
}
