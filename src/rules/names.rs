//! Names in the two languages the app speaks, and the languages: used by
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
}

impl Names {
    /// The name in the given language.
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::Swedish => &self.sv,
            Language::English => &self.en,
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
}
