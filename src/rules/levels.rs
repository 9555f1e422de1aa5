//! The levels-and-points family's data (Nivåvira, Isbergsvira): exact
//! rational levels, the units, the jackpot and the seating, and each
//! contract's level row. How a hand is paid from them is in
//! [`crate::ledger::scoring::levels`].

use serde::{Deserialize, Serialize};

use crate::text::Names;

pub use crate::text::ratio::Ratio;

/// Points in one bet at a number of players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BetAt {
    /// Players at the table.
    pub players: usize,
    /// Points in one bet.
    pub points: i64,
}

/// Who sits out at a number of players: seats counted clockwise from the
/// dealer (1 = the dealer's left). The others play, the first after the
/// dealer being forehand; the dealer plays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatingAt {
    /// Players at the table.
    pub players: usize,
    /// Offsets from the dealer of those who sit out.
    pub sit_out: Vec<usize>,
}

/// Multipliers of the trump rank of the game played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RankMultipliers {
    /// Ofärg (off-colour).
    pub common: i64,
    /// Färg: trump in colour but not preference.
    pub second: i64,
    /// Högsta färg.
    pub preference: i64,
    /// Misär (no trump).
    pub misar: i64,
}

/// The family's table-wide values (`levels:` in a table file).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelsRules {
    /// Points in one pinne (a chip; display only).
    pub points_per_pinne: i64,
    /// Points in one bet, by the number of players (which also says how
    /// many may sit at the table).
    pub points_per_bet: Vec<BetAt>,
    /// Sea level: contracts at this level and above add the level of the
    /// second-last bid to their base.
    pub sea_level: Ratio,
    /// A base at or above this is a jackpot: a won contract takes the pulla.
    pub jackpot: Ratio,
    /// Multipliers of the trump rank played (for contracts with
    /// `ranked: true`).
    pub multipliers: RankMultipliers,
    /// Seating when more than three play.
    #[serde(default)]
    pub seating: Vec<SeatingAt>,
    /// The columns of the printed table (the iceberg), left to right; each
    /// contract names its `column` (display only).
    #[serde(default)]
    pub columns: Vec<Names>,
    /// Where the column of the levels (π) stands among `columns`.
    #[serde(default)]
    pub level_column: usize,
}

impl LevelsRules {
    /// Points in one bet with `players` at the table.
    pub fn bet_at(&self, players: usize) -> Option<i64> {
        self.points_per_bet
            .iter()
            .find(|b| b.players == players)
            .map(|b| b.points)
    }

    /// Offsets from the dealer of those who sit out with `players`.
    pub fn sit_out_at(&self, players: usize) -> Option<&[usize]> {
        self.seating
            .iter()
            .find(|s| s.players == players)
            .map(|s| s.sit_out.as_slice())
    }
}

/// How much of the declarer's hand is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exposed {
    /// Partly open (gökunge, uppslagsmisär).
    Partly,
    /// Shown after the opponents buy (ouverte).
    AfterBuy,
    /// Shown before anyone buys (ouverte royale, hope solo).
    BeforeBuy,
}

/// A contract's row in the levels family (`level:` in a contract).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// The level (`"-1"`, `"4/3"`, `"384"`).
    pub value: Ratio,
    /// The contract's own multiplier (vingel 2, tringel 3; else 1).
    #[serde(default = "one")]
    pub multiplier: i64,
    /// Whether the trump-rank multipliers apply (false: Hope Solo and the
    /// Ouverte Royale misärs).
    #[serde(default = "yes")]
    pub ranked: bool,
    /// Betar to and from the pulla (k: won k, lost k, lost by two 2k,
    /// surrendered k, each rebuy k).
    #[serde(default = "one")]
    pub pot: i64,
    /// Whether the declarer may surrender it.
    pub surrender: bool,
    /// Whether the declarer may rebuy (omköp).
    #[serde(default)]
    pub rebuy: bool,
    /// How much of the declarer's hand is shown, if any.
    #[serde(default)]
    pub exposed: Option<Exposed>,
    /// The passing convention as printed in the bid table.
    #[serde(default)]
    pub passing: Option<Names>,
    /// The column of the printed table it stands in (an index into the
    /// table's `levels.columns`; display only).
    #[serde(default)]
    pub column: Option<usize>,
}

fn one() -> i64 {
    1
}

fn yes() -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_parse_print_add_and_round() {
        let third = Ratio::parse("4/3").unwrap();
        assert_eq!(third.to_string(), "4/3");
        assert_eq!(Ratio::parse("-1").unwrap().to_string(), "-1");
        assert_eq!(Ratio::parse("8/4").unwrap().to_string(), "2");
        assert_eq!(Ratio::parse("1/-2").unwrap().to_string(), "-1/2");
        assert_eq!(Ratio::parse("1/0"), None);
        assert_eq!(Ratio::parse("x"), None);
        // 4/3 x 3 = 4 exactly; 4/3 alone rounds to 1; 4/3 x 2 = 8/3 to 3.
        assert_eq!(third.checked_mul_int(3).unwrap(), Ratio::whole(4));
        assert_eq!(third.round(), 1);
        assert_eq!(third.checked_mul_int(2).unwrap().round(), 3);
        assert_eq!(Ratio::parse("-3/2").unwrap().round(), -2);
        assert_eq!(Ratio::parse("1/2").unwrap().round(), 1);
        assert_eq!(
            third.checked_add(Ratio::whole(12)).unwrap().to_string(),
            "40/3"
        );
        assert!(Ratio::whole(12) > third && Ratio::whole(-1) < Ratio::ZERO);
    }
}
