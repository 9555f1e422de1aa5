//! The levels-and-points family's data (Nivåvira, Isbergsvira): exact
//! rational levels, the units, the jackpot and the seating, and each
//! contract's level row. How a hand is paid from them is in
//! [`crate::ledger::scoring::levels`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::text::Names;

/// An exact rational number, always in lowest terms with a positive
/// denominator (`-1`, `4/3`, `384`). Written in files as a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(1).max(1)
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };

    /// `num / den` in lowest terms; `None` for a zero denominator.
    pub fn new(num: i64, den: i64) -> Option<Ratio> {
        if den == 0 {
            return None;
        }
        let sign = if den < 0 { -1 } else { 1 };
        let g = gcd(num, den);
        Some(Ratio {
            num: num.checked_mul(sign)? / g,
            den: den.checked_mul(sign)? / g,
        })
    }

    /// A whole number.
    pub fn whole(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// The numerator (lowest terms).
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The denominator (lowest terms, positive).
    pub fn denominator(self) -> i64 {
        self.den
    }

    /// Parses `-1`, `4/3`, `384`.
    pub fn parse(text: &str) -> Option<Ratio> {
        let text = text.trim();
        match text.split_once('/') {
            Some((n, d)) => Ratio::new(n.trim().parse().ok()?, d.trim().parse().ok()?),
            None => Some(Ratio::whole(text.parse().ok()?)),
        }
    }

    /// `self + other`, `None` on overflow.
    pub fn checked_add(self, other: Ratio) -> Option<Ratio> {
        let num = self
            .num
            .checked_mul(other.den)?
            .checked_add(other.num.checked_mul(self.den)?)?;
        Ratio::new(num, self.den.checked_mul(other.den)?)
    }

    /// `self * n`, `None` on overflow.
    pub fn checked_mul_int(self, n: i64) -> Option<Ratio> {
        Ratio::new(self.num.checked_mul(n)?, self.den)
    }

    /// Rounded to the nearest whole number, halves away from zero: the one
    /// place a value becomes whole points (when it is paid).
    pub fn round(self) -> i64 {
        let twice = i128::from(self.num) * 2;
        let den = i128::from(self.den);
        let rounded = if twice >= 0 {
            (twice + den) / (2 * den)
        } else {
            -((-twice + den) / (2 * den))
        };
        i64::try_from(rounded).unwrap_or(0)
    }

    /// Whether it is below zero.
    pub fn is_negative(self) -> bool {
        self.num < 0
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

impl Serialize for Ratio {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Ratio {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Ratio::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "`{text}` is not a level; write a whole number or a fraction (\"-1\", \"4/3\", \"384\")"
            ))
        })
    }
}

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
