//! Every text of the program in Swedish, English and Japanese: one
//! mechanism for all three.
//!
//! A text is a key, [`Text`] (`text.rs`, named after its English); each
//! language says every key in its own file (`sv.rs`, `en.rs`, `ja.rs`), one
//! exhaustive `match`, so a language that lacks a text does not compile.
//! The app says `t.s(Text::Save)`, the core `pick(language, Text::Dealer)`.
//!
//! Texts built with numbers or names keep them out of the key: the text has
//! `{}` where they go (`Text::Hand`: `"Giv {}"`, `"Hand {}"`,
//! `"第{}ディール"`), filled by [`fill`] in order, so each language puts them
//! where it needs ([`say`]).
//!
//! A fourth language is one more file like `en.rs`, one more arm in
//! [`pick`] and in `Language`'s matches: the compiler lists every place.

mod en;
mod ja;
mod sv;
mod text;

pub use text::Text;

use crate::text::Language;

/// A text in a language.
pub const fn pick(language: Language, text: Text) -> &'static str {
    match language {
        Language::Swedish => sv::text(text),
        Language::English => en::text(text),
        Language::Japanese => ja::text(text),
    }
}

/// A pattern with `{}` filled in order by `args` (a `{}` beyond them stays
/// empty): `fill("第{}ディール", &["3"])` is `第3ディール`.
pub fn fill(pattern: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(pattern.len() + 16);
    let mut args = args.iter();
    let mut rest = pattern;
    while let Some((before, after)) = rest.split_once("{}") {
        out.push_str(before);
        out.push_str(args.next().copied().unwrap_or_default());
        rest = after;
    }
    out.push_str(rest);
    out
}

/// A text with `{}` in a language, filled: `say(language, Text::Hand, &["3"])`.
pub fn say(language: Language, text: Text, args: &[&str]) -> String {
    fill(pick(language, text), args)
}

/// The Japanese of a word the program also says in Swedish, for words that
/// come from a file and may be one of the program's (a chip colour of a
/// table file: `Röd` → `赤`).
pub fn japanese(sv: &str) -> Option<&'static str> {
    Text::ALL
        .iter()
        .find(|&&text| pick(Language::Swedish, text) == sv)
        .map(|&text| pick(Language::Japanese, text))
}

/// Every Japanese text (for the font subset and its test).
pub fn japanese_texts() -> impl Iterator<Item = &'static str> {
    Text::ALL.iter().map(|&text| pick(Language::Japanese, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_in_each_language_and_filled() {
        assert_eq!(pick(Language::Swedish, Text::Hand), "Giv {}");
        assert_eq!(say(Language::English, Text::Hand, &["3"]), "Hand 3");
        assert_eq!(say(Language::Japanese, Text::Hand, &["3"]), "第3ディール");
        assert_eq!(fill("{}が{}に払う", &["Bo", "Cia"]), "BoがCiaに払う");
        assert_eq!(fill("{} och {}", &["a"]), "a och ");
        assert_eq!(japanese("Giv {}"), Some("第{}ディール"));
        assert_eq!(japanese("inget sådant ord finns"), None);
    }
}
