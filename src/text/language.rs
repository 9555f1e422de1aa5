//! Names in the languages the app speaks (Japanese optional), and the
//! languages: used by every room, from the error kinds up.

use serde::{Deserialize, Serialize};

/// A name in the two languages the app speaks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    /// Swedish.
    pub sv: String,
    /// English.
    pub en: String,
    /// Japanese (optional: a name without one is shown in English). Boxed
    /// so that a name, which errors carry, stays small.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<Box<String>>,
}

impl Names {
    /// The name in the given language.
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::Swedish => &self.sv,
            Language::English => &self.en,
            Language::Japanese => self.japanese().unwrap_or(&self.en),
        }
    }

    /// The Japanese name, when there is one.
    pub fn japanese(&self) -> Option<&str> {
        self.ja.as_deref().map(String::as_str)
    }
}

/// The languages of names and descriptions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Language {
    /// Svenska (the default).
    #[default]
    Swedish,
    /// English.
    English,
    /// 日本語 (as the Japanese rules, seed 004, write Vira).
    Japanese,
}

impl Language {
    /// The language after this one in the language menu: an exhaustive
    /// match, so a language added to the enum must be placed here, and
    /// [`Language::all`] then lists it.
    pub const fn next(self) -> Option<Language> {
        match self {
            Language::Swedish => Some(Language::English),
            Language::English => Some(Language::Japanese),
            Language::Japanese => None,
        }
    }

    /// The language's code (`sv`, `en`, `ja`): an HTML page's `lang`, a
    /// phone's `Accept-Language`, a locale's start, `vira --lang`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::Swedish => "sv",
            Language::English => "en",
            Language::Japanese => "ja",
        }
    }

    /// The language whose [`Language::code`] is `code`.
    pub fn of_code(code: &str) -> Option<Language> {
        Language::all().find(|l| l.code() == code)
    }

    /// Every language, in the order of the language menu.
    pub fn all() -> impl Iterator<Item = Language> {
        std::iter::successors(Some(Language::Swedish), |l| l.next())
    }
}
