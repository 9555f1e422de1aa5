//! The interface's language. Contract names come from the table files; the
//! words of the interface are keys ([`Text`]) that each language says in
//! its own file ([`crate::i18n`]).

use crate::i18n::Text;

use crate::report::amount::Reader;
use crate::rules::table::Language;

/// The interface language: `t.s(Text::Save)`; and whether amounts
/// are in points (the preference; Japanese always), which the amounts'
/// words take from it (`unit.amount(p).signed(t)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tr(pub Language, pub bool);

/// The reader of the amounts on screen: the language and the choice of
/// points ([`crate::report::amount`]).
impl From<Tr> for Reader {
    fn from(t: Tr) -> Reader {
        Reader::new(t.0, t.1)
    }
}

impl Tr {
    /// A text in the language.
    pub fn s(self, text: Text) -> &'static str {
        crate::i18n::pick(self.0, text)
    }

    /// A text with `{}` for its numbers and names, filled in order:
    /// `t.f(Text::Hand, &[&n.to_string()])` (each language puts them where
    /// it needs: `第{}ディール`).
    pub fn f(self, text: Text, args: &[&str]) -> String {
        crate::i18n::say(self.0, text, args)
    }

    /// Whether the language writes a decimal comma (`4,50`).
    pub fn decimal_comma(self) -> bool {
        crate::report::amount::decimal_comma(self.0)
    }
}

/// Labels of the hand form and its refusals.
pub mod words {
    use crate::i18n::Text;

    /// The chord that changes the declarer once one is chosen.
    pub const CHANGE_DECLARER: Text = Text::Alt13ChangesTheDeclarer;
    /// A declarer button's key before a declarer is chosen.
    pub const KEY: Text = Text::Key;
}

/// The language of the system: Swedish when `LC_ALL`, `LC_MESSAGES` or `LANG`
/// (the first one set) starts with `sv`, Japanese when it starts with `ja`,
/// otherwise English.
pub fn system_language() -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .unwrap_or_default();
    language_of_locale(&locale)
}

/// Swedish for a locale such as `sv_SE.UTF-8`, Japanese for `ja_JP.UTF-8`,
/// English otherwise.
pub fn language_of_locale(locale: &str) -> Language {
    let locale = locale.to_ascii_lowercase();
    Language::all()
        .find(|l| locale.starts_with(l.code()))
        .unwrap_or(Language::English)
}

/// A date as people write it, in the core's one formatter of dates
/// ([`crate::report::words::long_date`]).
pub use crate::report::words::long_date;

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn locales_and_dates() {
        assert_eq!(language_of_locale("sv_SE.UTF-8"), Language::Swedish);
        assert_eq!(language_of_locale("sv_FI"), Language::Swedish);
        assert_eq!(language_of_locale("en_GB.UTF-8"), Language::English);
        assert_eq!(language_of_locale(""), Language::English);
        assert_eq!(language_of_locale("ja_JP.UTF-8"), Language::Japanese);
        assert_eq!(
            long_date(
                NaiveDate::from_ymd_opt(2026, 11, 25).unwrap(),
                Language::Japanese
            ),
            "2026年11月25日(水)"
        );
        let date = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        assert_eq!(
            long_date(date, Language::Swedish),
            "lördag 21 november 2026"
        );
        assert_eq!(
            long_date(date, Language::English),
            "Saturday 21 November 2026"
        );
    }
}
