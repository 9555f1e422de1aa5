//! A club's season (issue 38): its standing by a declared rule over the
//! archive's evenings, pure over their facts ([`EveningFacts`]) as the
//! index gives them, in date and id order.
//!
//! **The rules.** The total result; the average per evening, with a least
//! number of evenings to be ranked; the sum of each player's best N
//! evenings; or places at each table (the night's place points: equal
//! results share the better place) summed over the season. **Ties** are
//! broken as the standing says: the rule's figure, then the total result,
//! then more evenings; players equal in all three share a place.
//!
//! **Units.** An evening counts in its ledger's unit (betar and pinnar, or
//! Isbergsvira's points). A standing adds evenings of one unit, the one
//! most of the season's evenings have, and says how many others it left
//! out; converted ([`Scope::Betar`]), every evening counts in hundredths
//! of a bet, the one unit the tables share, as the statistics say them.

use serde::Serialize;

use super::stats::EveningFacts;
use crate::ledger::amount::Unit;

/// How the season ranks the players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum SeasonRule {
    /// The total result over every evening.
    Total,
    /// The average result per evening; fewer evenings than `least` and a
    /// player is listed below the ranked ones, unranked.
    Average {
        /// The least number of evenings to be ranked.
        least: usize,
    },
    /// The sum of each player's best `evenings` evenings.
    Best {
        /// How many evenings count.
        evenings: usize,
    },
    /// Points by the place at each evening's table (`[3, 2, 1, 0]`),
    /// summed.
    Places {
        /// Points for the first, second… place.
        points: Vec<u32>,
    },
}

impl SeasonRule {
    /// The rule as the command line writes it: `total`, `average:5` (at
    /// least 5 evenings to be ranked), `best:10` or `places:3,2,1,0`.
    pub fn parse(text: &str) -> Option<SeasonRule> {
        let (name, value) = text.trim().split_once(':').unwrap_or((text.trim(), ""));
        let number = || value.trim().parse::<usize>().ok().filter(|n| *n > 0);
        match name {
            "total" if value.is_empty() => Some(SeasonRule::Total),
            "average" => Some(SeasonRule::Average {
                least: if value.is_empty() { 1 } else { number()? },
            }),
            "best" => Some(SeasonRule::Best {
                evenings: number()?,
            }),
            "places" => {
                let points: Option<Vec<u32>> =
                    value.split(',').map(|p| p.trim().parse().ok()).collect();
                points
                    .filter(|p| !p.is_empty())
                    .map(|points| SeasonRule::Places { points })
            }
            _ => None,
        }
    }
}

/// Which evenings a standing adds, and in what.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Scope {
    /// The evenings of one unit (the one most evenings have), in it.
    OneUnit,
    /// Every evening, each result converted to hundredths of a bet.
    Betar,
}

/// One player's line in the season's standing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeasonRow {
    /// The place (1 first; players equal by the tie-break share it); 0:
    /// not ranked (too few evenings for an average).
    pub place: usize,
    /// The player.
    pub player: String,
    /// Evenings played in the standing.
    pub evenings: usize,
    /// Evenings that count for the rule (the best N: at most N).
    pub counted: usize,
    /// The rule's figure: the total, the best evenings' sum or the place
    /// points (in the standing's unit, or points of places); for the
    /// average, the total (the average is [`SeasonRow::average`]).
    pub score: i64,
    /// The total result over every evening, in the standing's unit.
    pub total: i64,
    /// The average per evening, in the standing's unit.
    pub average: f64,
    /// The best evening's result.
    pub best: i64,
}

/// A season's standing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeasonStanding {
    /// The rule.
    pub rule: SeasonRule,
    /// Which evenings it adds.
    pub scope: Scope,
    /// The unit of its amounts; `None` with [`Scope::Betar`] (hundredths
    /// of a bet).
    pub unit: Option<Unit>,
    /// The evenings added.
    pub evenings: usize,
    /// The evenings of other units left out.
    pub left_out: usize,
    /// The players, ranked.
    pub rows: Vec<SeasonRow>,
}

/// An evening's results in the standing's unit: the unit's own, or
/// hundredths of a bet (rounded half away from zero); `None` when the
/// evening is not of the standing's unit.
fn results_in(facts: &EveningFacts, scope: Scope, unit: Option<Unit>) -> Option<Vec<i64>> {
    match scope {
        Scope::OneUnit => (Some(facts.unit) == unit).then(|| facts.results.clone()),
        Scope::Betar => {
            let per_bet = facts.unit.per_bet().max(1);
            Some(
                facts
                    .results
                    .iter()
                    .map(|&r| {
                        let scaled = i128::from(r) * 100;
                        let half = i128::from(per_bet) / 2;
                        let rounded = if scaled >= 0 {
                            (scaled + half) / i128::from(per_bet)
                        } else {
                            (scaled - half) / i128::from(per_bet)
                        };
                        i64::try_from(rounded).unwrap_or(if r < 0 { i64::MIN } else { i64::MAX })
                    })
                    .collect(),
            )
        }
    }
}

/// The places at one table: equal results share the better place (1
/// first).
pub fn places(results: &[i64]) -> Vec<usize> {
    results
        .iter()
        .map(|r| 1 + results.iter().filter(|other| *other > r).count())
        .collect()
}

/// The unit most of `evenings` count in (the first such in date order on
/// a tie).
fn most_common_unit<'f>(evenings: impl Iterator<Item = &'f EveningFacts>) -> Option<Unit> {
    let mut counts: Vec<(Unit, usize)> = Vec::new();
    for facts in evenings {
        match counts.iter_mut().find(|(u, _)| *u == facts.unit) {
            Some((_, n)) => *n += 1,
            None => counts.push((facts.unit, 1)),
        }
    }
    let most = counts.iter().map(|(_, n)| *n).max()?;
    counts.into_iter().find(|(_, n)| *n == most).map(|(u, _)| u)
}

#[derive(Default)]
struct Tally {
    results: Vec<i64>,
    points: i64,
}

/// The season's standing of `evenings` (each once, practice evenings
/// left out by the caller) by `rule`.
pub fn season<'f>(
    evenings: impl IntoIterator<Item = &'f EveningFacts> + Clone,
    rule: &SeasonRule,
    scope: Scope,
) -> SeasonStanding {
    let unit = match scope {
        Scope::OneUnit => most_common_unit(evenings.clone().into_iter()),
        Scope::Betar => None,
    };
    let mut tallies: std::collections::BTreeMap<String, Tally> = std::collections::BTreeMap::new();
    let (mut added, mut left_out) = (0, 0);
    for facts in evenings {
        let Some(results) = results_in(facts, scope, unit) else {
            left_out += 1;
            continue;
        };
        added += 1;
        let at = places(&results);
        for ((player, &result), place) in facts.players.iter().zip(&results).zip(at) {
            let tally = tallies.entry(player.clone()).or_default();
            tally.results.push(result);
            if let SeasonRule::Places { points } = rule {
                let got = points.get(place - 1).copied().unwrap_or(0);
                tally.points = tally.points.saturating_add(i64::from(got));
            }
        }
    }
    let mut rows: Vec<SeasonRow> = tallies
        .into_iter()
        .map(|(player, tally)| row(player, &tally, rule))
        .collect();
    let ranked = |row: &SeasonRow| match rule {
        SeasonRule::Average { least } => row.evenings >= *least,
        _ => true,
    };
    // The rule's figure, then the total, then more evenings; the name
    // orders those equal in all three.
    let key = |row: &SeasonRow| {
        let figure = match rule {
            SeasonRule::Average { .. } => row.average,
            _ => row.score as f64,
        };
        (
            !ranked(row),
            -figure,
            -(row.total as f64),
            std::cmp::Reverse(row.evenings),
        )
    };
    rows.sort_by(|a, b| {
        key(a)
            .partial_cmp(&key(b))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| a.player.cmp(&b.player))
    });
    let mut place = 0;
    for index in 0..rows.len() {
        let shares = index > 0
            && rows
                .get(index - 1)
                .is_some_and(|before| rows.get(index).is_some_and(|row| key(before) == key(row)));
        if !shares {
            place = index + 1;
        }
        if let Some(row) = rows.get_mut(index) {
            row.place = if ranked(row) { place } else { 0 };
        }
    }
    SeasonStanding {
        rule: rule.clone(),
        scope,
        unit,
        evenings: added,
        left_out,
        rows,
    }
}

fn row(player: String, tally: &Tally, rule: &SeasonRule) -> SeasonRow {
    let total = tally
        .results
        .iter()
        .fold(0i64, |sum, r| sum.saturating_add(*r));
    let evenings = tally.results.len();
    let best = tally.results.iter().copied().max().unwrap_or(0);
    let (score, counted) = match rule {
        SeasonRule::Total | SeasonRule::Average { .. } => (total, evenings),
        SeasonRule::Best { evenings: n } => {
            let mut sorted = tally.results.clone();
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            let counted = (*n).min(sorted.len());
            let sum = sorted
                .iter()
                .take(counted)
                .fold(0i64, |sum, r| sum.saturating_add(*r));
            (sum, counted)
        }
        SeasonRule::Places { .. } => (tally.points, evenings),
    };
    SeasonRow {
        place: 0,
        player,
        evenings,
        counted,
        score,
        total,
        average: if evenings == 0 {
            0.0
        } else {
            total as f64 / evenings as f64
        },
        best,
    }
}
