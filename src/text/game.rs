//! The game's own words that every room names, down to the error kinds:
//! a trump rank and a bid restriction (their meaning and checks live in
//! `ledger/`, their words in `words/game.rs`).

use serde::{Deserialize, Serialize};

/// A bid restriction ("i färg", "i högsta färg").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bid {
    /// No restriction.
    #[default]
    Plain,
    /// In colour: trump must be second or preference.
    Colour,
    /// In preference: trump must be preference.
    Preference,
}

/// The trump rank of a game, or misär.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Trump {
    /// Ofärg: a suit of the other colour than the preference suit.
    Common,
    /// Andra färg (färg): the other suit of the preference colour.
    Second,
    /// Högsta färg.
    Preference,
    /// No trump: played to lose every trick.
    Misar,
}

impl Trump {
    /// Every rank.
    pub const ALL: [Trump; 4] = [
        Trump::Preference,
        Trump::Second,
        Trump::Common,
        Trump::Misar,
    ];

    /// The rank an [`Trump::id`] names.
    pub fn of_id(id: &str) -> Option<Trump> {
        Trump::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The rank as JSON, CSV and the phones' forms write it: `common`,
    /// `second`, `preference`, `misar`.
    pub const fn id(self) -> &'static str {
        match self {
            Trump::Common => "common",
            Trump::Second => "second",
            Trump::Preference => "preference",
            Trump::Misar => "misar",
        }
    }
}

impl Bid {
    /// Every restriction.
    pub const ALL: [Bid; 3] = [Bid::Plain, Bid::Colour, Bid::Preference];

    /// The restriction a [`Bid::id`] names.
    pub fn of_id(id: &str) -> Option<Bid> {
        Bid::ALL.into_iter().find(|b| b.id() == id)
    }

    /// The restriction as JSON, CSV and the phones' forms write it:
    /// `plain`, `colour`, `preference`.
    pub const fn id(self) -> &'static str {
        match self {
            Bid::Plain => "plain",
            Bid::Colour => "colour",
            Bid::Preference => "preference",
        }
    }
}
