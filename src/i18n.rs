//! The third language, 日本語, as a catalog keyed by the Swedish text.
//!
//! Every text of the program is written as a Swedish and English pair
//! (`t.s("Spara", "Save")` in the app, `pick(language, "Giv", "Dealer")`
//! in the core). The Japanese of a pair is found in `assets/i18n/ja.tsv`
//! by its Swedish text; a pair the catalog lacks is shown in English and
//! remembered ([`missing`]), so a test can list every key still to fill.
//!
//! Texts built with `format!` keep their numbers and names out of the key:
//! the key is the pattern with `{}` where they go (`"Giv {}"` → `"第{}ディール"`),
//! filled by [`fill`] in order, so Japanese may put them where it needs.
//!
//! The file: one pair a line, `Swedish<TAB>Japanese`; `#` starts a comment
//! line; `\n` and `\t` in either column are a newline and a tab.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Mutex, OnceLock};

use crate::text::Language;

/// The catalog as shipped.
static JA_TSV: &str = include_str!("../assets/i18n/ja.tsv");

/// Pairs looked up in Japanese and not found: (Swedish, English).
static MISSING: Mutex<BTreeSet<(String, String)>> = Mutex::new(BTreeSet::new());

fn unescape(text: &str) -> String {
    text.replace("\\n", "\n").replace("\\t", "\t")
}

/// The catalog's pairs (Swedish → Japanese), read from the TSV text: lines
/// without a tab, empty lines and comments are skipped.
pub fn parse(tsv: &str) -> HashMap<String, String> {
    tsv.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .filter(|(_, ja)| !ja.trim().is_empty())
        .map(|(sv, ja)| (unescape(sv), unescape(ja)))
        .collect()
}

fn catalog() -> &'static HashMap<String, String> {
    static CATALOG: OnceLock<HashMap<String, String>> = OnceLock::new();
    CATALOG.get_or_init(|| parse(JA_TSV))
}

/// Every Swedish key the catalog has.
pub fn keys() -> impl Iterator<Item = &'static str> {
    catalog().keys().map(String::as_str)
}

/// Every Japanese text of the catalog (for the font subset and its test).
pub fn japanese_texts() -> impl Iterator<Item = &'static str> {
    catalog().values().map(String::as_str)
}

/// The Japanese for a Swedish text, when the catalog has it.
pub fn japanese(sv: &str) -> Option<&'static str> {
    catalog().get(sv).map(String::as_str)
}

/// A pair in a language: the Swedish, the English, or the catalog's
/// Japanese (the English when the catalog lacks it, remembered in
/// [`missing`]).
pub fn pick(language: Language, sv: &'static str, en: &'static str) -> &'static str {
    match language {
        Language::Swedish => sv,
        Language::English => en,
        Language::Japanese => japanese(sv).unwrap_or_else(|| {
            if let Ok(mut missing) = MISSING.lock() {
                missing.insert((sv.to_string(), en.to_string()));
            }
            en
        }),
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

/// A pattern pair in a language, filled: `say(language, "Giv {}", "Hand {}", &["3"])`.
pub fn say(language: Language, sv: &'static str, en: &'static str, args: &[&str]) -> String {
    fill(pick(language, sv, en), args)
}

/// The pairs looked up in Japanese since the program started (or since
/// [`clear_missing`]) that the catalog lacks: (Swedish, English), sorted.
pub fn missing() -> Vec<(String, String)> {
    MISSING
        .lock()
        .map(|m| m.iter().cloned().collect())
        .unwrap_or_default()
}

/// Forgets the pairs [`missing`] remembers.
pub fn clear_missing() {
    if let Ok(mut missing) = MISSING.lock() {
        missing.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_reads_and_falls_back_to_english() {
        let parsed = parse("# a comment\nSpara\t保存\nTom\t\nRad\\nTvå\t一\\n二\nutan flik\n");
        assert_eq!(parsed.get("Spara").map(String::as_str), Some("保存"));
        assert_eq!(parsed.get("Rad\nTvå").map(String::as_str), Some("一\n二"));
        assert!(!parsed.contains_key("Tom"));
        assert_eq!(parsed.len(), 2);
        assert_eq!(
            pick(Language::Japanese, "inget sådant ord finns", "no such word"),
            "no such word"
        );
        assert!(
            missing()
                .iter()
                .any(|(sv, en)| sv == "inget sådant ord finns" && en == "no such word")
        );
        assert_eq!(pick(Language::Swedish, "Giv", "Hand"), "Giv");
        assert_eq!(fill("第{}ディール", &["3"]), "第3ディール");
        assert_eq!(fill("{}が{}に払う", &["Bo", "Cia"]), "BoがCiaに払う");
        assert_eq!(fill("{} och {}", &["a"]), "a och ");
    }
}
