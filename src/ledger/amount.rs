//! The ledger's amounts and their unit.
//!
//! Every account holds an integer in the unit of the table's scoring
//! family: pinnar in the classic tables (8 to a bet), points in the levels
//! family (54, 48 or 45 to a bet at three, four or five players). An
//! [`Amount`] carries its [`Unit`], so no screen has to guess which it is;
//! [`crate::report::amount`] writes it in words, the one place that does.

use serde::{Deserialize, Serialize};

/// The unit a scoring family keeps its ledger in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unit {
    /// The classic family: pinnar, `per_bet` of them in a bet; read as
    /// betar and pinnar (`+2 b 5 p`).
    Pinnar {
        /// Pinnar in a bet.
        per_bet: i64,
    },
    /// The levels family (Isbergsvira): points, `per_bet` of them in a bet
    /// at this table; results are read in points (`+819 pt`), the pulla
    /// alone in whole betar.
    Points {
        /// Points in a bet at this number of players.
        per_bet: i64,
    },
}

impl Unit {
    /// Units in one bet.
    pub fn per_bet(self) -> i64 {
        match self {
            Unit::Pinnar { per_bet } | Unit::Points { per_bet } => per_bet,
        }
    }

    /// The unit's name in JSON and CSV: `pinnar` or `points`.
    pub fn id(self) -> &'static str {
        match self {
            Unit::Pinnar { .. } => "pinnar",
            Unit::Points { .. } => "points",
        }
    }

    /// `value` of this unit.
    pub fn amount(self, value: i64) -> Amount {
        Amount { value, unit: self }
    }
}

/// An amount in the ledger, with its unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Amount {
    /// The integer the ledger keeps.
    pub value: i64,
    /// What it counts.
    pub unit: Unit,
}

impl Amount {
    /// The amount in betar, as a decimal (charts and statistics that add
    /// evenings of both families).
    pub fn betar(self) -> f64 {
        self.value as f64 / self.unit.per_bet().max(1) as f64
    }

    /// The amount on a chart whose axis reads in the family's unit of
    /// results: betar in the classic family, points in the levels family.
    pub fn chart_value(self) -> f64 {
        match self.unit {
            Unit::Pinnar { .. } => self.betar(),
            Unit::Points { .. } => self.value as f64,
        }
    }
}
