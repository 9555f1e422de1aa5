//! Names in the languages the app speaks (Japanese optional), and the languages: used by
//! every kind of rules data (tables, levels, chips).

use serde::{Deserialize, Serialize};

/// A name in the two languages the app speaks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    /// Swedish.
    pub sv: String,
    /// English.
    pub en: String,
    /// Japanese (optional: a name without one is shown in English).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<String>,
}

impl Names {
    /// The name in the given language.
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::Swedish => &self.sv,
            Language::English => &self.en,
            Language::Japanese => self.ja.as_deref().unwrap_or(&self.en),
        }
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
