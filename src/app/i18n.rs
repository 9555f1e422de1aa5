//! Swedish and English for the interface. Contract names come from the
//! table files in both languages; the words of the interface are here.

use chrono::{Datelike, NaiveDate};

use crate::rules::table::Language;

/// The interface language: `t.s("Spara", "Save")`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tr(pub Language);

impl Tr {
    /// The Swedish or the English text.
    pub fn s(self, sv: &'static str, en: &'static str) -> &'static str {
        match self.0 {
            Language::Swedish => sv,
            Language::English => en,
        }
    }

    /// The words of a pair from [`words`] in the language.
    pub fn w(self, (sv, en): Words) -> &'static str {
        self.s(sv, en)
    }

    /// Whether the language is Swedish.
    pub fn sv(self) -> bool {
        self.0 == Language::Swedish
    }
}

/// A label in Swedish and English.
pub type Words = (&'static str, &'static str);

/// Labels of the hand form and its refusals, Swedish and English.
pub mod words {
    use super::Words;

    /// The chord that changes the declarer once one is chosen.
    pub const CHANGE_DECLARER: Words = ("Alt+1–3 byter spelförare", "Alt+1–3 changes the declarer");
    /// A declarer button's key before a declarer is chosen.
    pub const KEY: Words = ("tangent", "key");
}

/// The language of the system: Swedish when `LC_ALL`, `LC_MESSAGES` or `LANG`
/// (the first one set) starts with `sv`, otherwise English.
pub fn system_language() -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .unwrap_or_default();
    language_of_locale(&locale)
}

/// Swedish for a locale such as `sv_SE.UTF-8`, English otherwise.
pub fn language_of_locale(locale: &str) -> Language {
    if locale.to_ascii_lowercase().starts_with("sv") {
        Language::Swedish
    } else {
        Language::English
    }
}

/// A date as people write it: "lördag 21 november 2026", "Saturday 21 November 2026".
pub fn long_date(date: NaiveDate, language: Language) -> String {
    const SV_DAYS: [&str; 7] = [
        "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag",
    ];
    const EN_DAYS: [&str; 7] = [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ];
    const SV_MONTHS: [&str; 12] = [
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ];
    const EN_MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let day = date.weekday().num_days_from_monday() as usize;
    let month = date.month0() as usize;
    let (days, months) = match language {
        Language::Swedish => (SV_DAYS, SV_MONTHS),
        Language::English => (EN_DAYS, EN_MONTHS),
    };
    // A weekday is 0-6 and a month 0-11: always in the tables.
    let (day, month) = (
        days.get(day).copied().unwrap_or_default(),
        months.get(month).copied().unwrap_or_default(),
    );
    format!("{day} {} {month} {}", date.day(), date.year())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_and_dates() {
        assert_eq!(language_of_locale("sv_SE.UTF-8"), Language::Swedish);
        assert_eq!(language_of_locale("sv_FI"), Language::Swedish);
        assert_eq!(language_of_locale("en_GB.UTF-8"), Language::English);
        assert_eq!(language_of_locale(""), Language::English);
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
