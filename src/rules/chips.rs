//! The chip set of a vira-pulla as data: the kinds of chips, what each bowl
//! holds at the start, and the table's token conventions (a chip of one's
//! own colour *in* the pulla counting as a bet, a pinne *under* it as a
//! sexmastare). The evening file stores these settings, never the moves.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::text::{Language, Names};

/// The shape a chip is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shape {
    /// Long and rectangular.
    Pinne,
    /// Round.
    Rund,
    /// Short and rectangular.
    Bet,
    /// Three-cornered.
    Triangel,
}

/// What a chip is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChipValue {
    /// This many pinnar.
    Pinnar(u32),
    /// This many betar (a bet chip is one bet of the table).
    Betar(u32),
}

/// One kind of chip.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChipKind {
    /// The id used in the evening file and in `--json` (`"pinne"`).
    pub id: String,
    /// Singular names.
    pub name: Names,
    /// Plural names.
    pub plural: Names,
    /// Its value.
    pub value: ChipValue,
    /// How it is drawn.
    pub shape: Shape,
}

/// Where a token lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// In the pulla, among the other chips.
    In,
    /// Pushed half under the pulla, sticking out.
    Under,
}

/// A token convention: a chip of the player's own colour placed in or
/// under the pulla counts this many betar, from the moment it is placed
/// until it goes back to its owner at the betdelning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenRule {
    /// The chip kind's id.
    pub kind: String,
    /// In or under the pulla.
    pub place: Place,
    /// What it counts, in betar.
    pub betar: u32,
    /// The token's name when it has one ("sexmastare").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<Names>,
}

/// The chip settings of an evening played with chips.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChipSettings {
    /// The kinds of chips in the set.
    #[serde(default = "standard_kinds")]
    pub kinds: Vec<ChipKind>,
    /// What each bowl holds at the start, by kind id.
    #[serde(default = "standard_bowl")]
    pub bowl: BTreeMap<String, u32>,
    /// The token conventions, in the order the table prefers them.
    #[serde(default = "sexmastare")]
    pub tokens: Vec<TokenRule>,
    /// How many chips of their own colour that can go *in* the pulla a
    /// player keeps for paying pinnar before a token goes *under* it.
    #[serde(default = "default_keep")]
    pub keep: u32,
    /// A bowl with this many bet chips or fewer is shown as running low.
    #[serde(default = "default_low")]
    pub low_betar: u32,
}

impl Default for ChipSettings {
    fn default() -> ChipSettings {
        ChipSettings {
            kinds: standard_kinds(),
            bowl: standard_bowl(),
            tokens: sexmastare(),
            keep: default_keep(),
            low_betar: default_low(),
        }
    }
}

/// A name in Swedish and English, with the program's Japanese words for
/// the Swedish ([`crate::i18n`]) when it has them.
fn names(sv: &str, en: &str) -> Names {
    Names {
        sv: sv.to_string(),
        en: en.to_string(),
        ja: crate::i18n::japanese(sv).map(|ja| Box::new(ja.to_string())),
    }
}

fn kind(
    id: &str,
    name: (&str, &str),
    plural: (&str, &str),
    ja: &str,
    value: ChipValue,
    shape: Shape,
) -> ChipKind {
    ChipKind {
        id: id.to_string(),
        name: Names {
            ja: Some(Box::new(ja.to_string())),
            ..names(name.0, name.1)
        },
        plural: Names {
            ja: Some(Box::new(ja.to_string())),
            ..names(plural.0, plural.1)
        },
        value,
        shape,
    }
}

/// The chips of source 001's "Figur 1": pinne 1 pinne, rund 2 pinnar, bet
/// 1 bet, triangel 5 betar; in Japanese by their shapes as source 004 names
/// them (長い長方形, 丸, 短い長方形, 三角).
pub fn standard_kinds() -> Vec<ChipKind> {
    vec![
        kind(
            "pinne",
            ("pinne", "pinne"),
            ("pinnar", "pinnar"),
            "長い長方形",
            ChipValue::Pinnar(1),
            Shape::Pinne,
        ),
        kind(
            "rund",
            ("rund", "round"),
            ("runda", "rounds"),
            "丸",
            ChipValue::Pinnar(2),
            Shape::Rund,
        ),
        kind(
            "bet",
            ("bet", "bet"),
            ("betar", "betar"),
            "短い長方形",
            ChipValue::Betar(1),
            Shape::Bet,
        ),
        kind(
            "triangel",
            ("triangel", "triangle"),
            ("trianglar", "triangles"),
            "三角",
            ChipValue::Betar(5),
            Shape::Triangel,
        ),
    ]
}

/// A bowl at the start: 20 pinnar, 10 runda, 6 betar, no triangel (11 betar
/// in all). A player who loses more than 6 betar to the pulla runs out of
/// bet chips, as real evenings sometimes do.
pub fn standard_bowl() -> BTreeMap<String, u32> {
    [("pinne", 20), ("rund", 10), ("bet", 6), ("triangel", 0)]
        .into_iter()
        .map(|(id, n)| (id.to_string(), n))
        .collect()
}

fn token(kind: &str, place: Place, betar: u32, name: Option<(&str, &str)>) -> TokenRule {
    TokenRule {
        kind: kind.to_string(),
        place,
        betar,
        name: name.map(|(sv, en)| names(sv, en)),
    }
}

/// Source 001: a pinne or rund in the pulla counts 1 bet; a pinne under it
/// is a sexmastare, 6 betar.
pub fn sexmastare() -> Vec<TokenRule> {
    vec![
        token("pinne", Place::In, 1, None),
        token("rund", Place::In, 1, None),
        token("pinne", Place::Under, 6, Some(("sexmastare", "sexmastare"))),
    ]
}

/// Source 001's first variant: under the pulla a bet is a tiomastare (10
/// betar) and a rund a sexmastare; in it, a pinne or rund still counts 1.
pub fn tiomastare() -> Vec<TokenRule> {
    vec![
        token("pinne", Place::In, 1, None),
        token("rund", Place::In, 1, None),
        token("bet", Place::Under, 10, Some(("tiomastare", "tiomastare"))),
        token("rund", Place::Under, 6, Some(("sexmastare", "sexmastare"))),
        token("pinne", Place::Under, 6, Some(("sexmastare", "sexmastare"))),
    ]
}

/// Source 001's second variant: a pinne in the pulla counts 5 betar (a rund
/// in it 1); a pinne under it is still a sexmastare.
pub fn pinne_five_betar() -> Vec<TokenRule> {
    vec![
        token("pinne", Place::In, 5, None),
        token("rund", Place::In, 1, None),
        token("pinne", Place::Under, 6, Some(("sexmastare", "sexmastare"))),
    ]
}

/// A named set of token conventions the app offers.
pub struct Convention {
    /// Stable id.
    pub id: &'static str,
    /// Name in both languages.
    pub name: Names,
    /// The rules.
    pub tokens: Vec<TokenRule>,
}

/// The conventions of source 001, the first the default.
pub fn conventions() -> Vec<Convention> {
    vec![
        Convention {
            id: "sexmastare",
            name: names(
                "Pinne eller rund i pullan: 1 bet; pinne under: sexmastare (6)",
                "Pinne or round in the pulla: 1 bet; pinne under: sexmastare (6)",
            ),
            tokens: sexmastare(),
        },
        Convention {
            id: "tiomastare",
            name: names(
                "Bet under pullan: tiomastare (10); rund under: sexmastare (6)",
                "Bet under the pulla: tiomastare (10); round under: sexmastare (6)",
            ),
            tokens: tiomastare(),
        },
        Convention {
            id: "pinne-fem-betar",
            name: names(
                "Pinne i pullan: 5 betar; pinne under: sexmastare (6)",
                "Pinne in the pulla: 5 betar; pinne under: sexmastare (6)",
            ),
            tokens: pinne_five_betar(),
        },
    ]
}

fn default_keep() -> u32 {
    6
}

fn default_low() -> u32 {
    2
}

/// The most chips of one kind a bowl may start with, and the highest value
/// a chip or token may have in betar: anything above is a typo.
pub const MAX_COUNT: u32 = 10_000;
/// See [`MAX_COUNT`].
pub const MAX_BETAR: u32 = 1_000;

pub use crate::error::chips::ChipProblem;

impl ChipSettings {
    /// Checks the settings: every kind known, values within limits.
    pub fn check(&self) -> Result<(), ChipProblem> {
        if self.kinds.is_empty() {
            return Err(ChipProblem::NoKinds);
        }
        for (i, kind) in self.kinds.iter().enumerate() {
            if self.kinds.iter().take(i).any(|k| k.id == kind.id) {
                return Err(ChipProblem::KindTwice(kind.id.clone()));
            }
            let ok = match kind.value {
                ChipValue::Pinnar(n) => n > 0 && n <= MAX_BETAR,
                ChipValue::Betar(n) => n > 0 && n <= MAX_BETAR,
            };
            if !ok {
                return Err(ChipProblem::BadValue(kind.id.clone()));
            }
        }
        for (id, &count) in &self.bowl {
            if self.kind_index(id).is_none() {
                return Err(ChipProblem::UnknownKind(id.clone()));
            }
            if count > MAX_COUNT {
                return Err(ChipProblem::TooMany(id.clone()));
            }
        }
        for (i, token) in self.tokens.iter().enumerate() {
            if self.kind_index(&token.kind).is_none() {
                return Err(ChipProblem::UnknownKind(token.kind.clone()));
            }
            if token.betar == 0 || token.betar > MAX_BETAR {
                return Err(ChipProblem::BadToken(token.kind.clone()));
            }
            if self
                .tokens
                .iter()
                .take(i)
                .any(|t| t.kind == token.kind && t.place == token.place)
            {
                return Err(ChipProblem::TokenTwice(token.kind.clone()));
            }
        }
        Ok(())
    }

    /// The index of a kind by id.
    pub fn kind_index(&self, id: &str) -> Option<usize> {
        self.kinds.iter().position(|k| k.id == id)
    }

    /// The id of the convention these tokens are, if they are one the app
    /// offers.
    pub fn convention(&self) -> Option<&'static str> {
        conventions()
            .into_iter()
            .find(|c| c.tokens == self.tokens)
            .map(|c| c.id)
    }

    /// A kind's name in a language, singular or plural by count.
    pub fn kind_name(&self, kind: usize, count: i64, language: Language) -> &str {
        match self.kinds.get(kind) {
            Some(k) if count == 1 => k.name.get(language),
            Some(k) => k.plural.get(language),
            None => "?",
        }
    }
}
