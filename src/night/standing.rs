//! The night's standing: every player's result across the tables and
//! sittings, by the rule chosen when the night was made. A pure function
//! of the night and what each table's file gave ([`Handed`]); the shells
//! read the files ([`crate::disk::night`]) and say it in words.

use serde::Serialize;

use crate::error::ledger::Error;
use crate::error::network::FeedError;
use crate::ledger::SettledEvening;
use crate::ledger::amount::Unit;

use super::{Night, StandingRule};

/// What a table's evening gave: its file in the night's folder, or the
/// table's address over the local network.
#[derive(Debug)]
pub enum Handed {
    /// Its file in the night's folder, read and settled: handed in (at the
    /// end, or saved there all along through a shared folder).
    Settled(Box<SettledEvening>),
    /// Read over the network from the table's address just now, settled.
    Followed(Box<SettledEvening>),
    /// The table's address does not answer now: the last evening the host
    /// saw from it, settled (and why it does not answer).
    LastSeen(Box<SettledEvening>, FeedError),
    /// The table's address does not answer and nothing was seen from it
    /// yet.
    Unreachable(FeedError),
    /// No such file (yet): the table has not handed it in.
    Missing,
    /// The file is there but cannot be read or settled.
    Unreadable(Box<Error>),
    /// The night names a file outside its own folder (a path, `..`):
    /// never read.
    NotInFolder,
}

/// What stands in the way of counting a table, or of the standing as a
/// whole. Every one is said beside the standing; none hides the others.
#[derive(Debug)]
pub enum NightProblem {
    /// The table's evening file is not there.
    NotHandedIn {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
    },
    /// The table's evening file cannot be read or settled.
    Unreadable {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
        /// Why.
        error: Box<Error>,
    },
    /// The table's address does not answer (it is counted as last seen,
    /// when it was seen).
    Unreachable {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
        /// Why.
        error: FeedError,
        /// Whether the last evening seen from it is counted.
        last_seen: bool,
    },
    /// The night names a table's file outside its folder; it was not read.
    NotInFolder {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The name as the night gives it.
        evening: String,
    },
    /// The evening file was played by others than the night seated there.
    OtherPlayers {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
        /// Who the night seated there.
        night: Vec<String>,
        /// Who played in the file.
        file: Vec<String>,
    },
    /// The evening file was played with another bid table than the night
    /// gives the table; its results are counted all the same.
    OtherBidTable {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
        /// The bid table the night gives.
        night: String,
        /// The bid table of the file.
        file: String,
    },
    /// A player is seated at two tables of one sitting.
    TwoTables {
        /// The sitting (from 1).
        sitting: usize,
        /// The player.
        player: String,
    },
    /// The tables counted keep their results in different units (a classic
    /// table and an Isbergsvira one, or Isbergsvira at three and at four):
    /// their results are not added; money and places still are.
    UnitsDiffer,
    /// A sum does not fit in the ledger's integers.
    Overflow,
}

/// A table's result in the standing.
#[derive(Debug, Clone, Serialize)]
pub struct TableResult {
    /// The sitting (from 1).
    pub sitting: usize,
    /// The table (from 1).
    pub table: usize,
    /// Its evening file.
    pub evening: String,
    /// Where its evening came from.
    pub source: Source,
    /// Whether it counts in the standing (handed in, readable, its players
    /// those the night seated).
    pub counted: bool,
    /// The ledger's unit at this table, when counted.
    pub unit: Option<Unit>,
    /// The currency of its price, when it has one.
    pub currency: Option<String>,
    /// The deals its evening has recorded so far (0 before any is read).
    pub deals: usize,
    /// Each player's result after the betdelning, in seat order.
    pub results: Vec<PlayerAtTable>,
}

/// Where a table's evening came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Source {
    /// Nowhere yet.
    Nothing,
    /// Its file in the night's folder.
    File,
    /// The table's address, just now.
    Network,
    /// The last evening seen from the table's address, which does not
    /// answer now.
    LastSeen,
}

/// A player's result at one table.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerAtTable {
    /// The player.
    pub player: String,
    /// The result after the betdelning, in the table's unit.
    pub result: i64,
    /// In money (öre), when the table has a price.
    pub money_ore: Option<i64>,
    /// The place at the table (1 = best; equal results share the better).
    pub place: usize,
    /// The points of that place, under [`StandingRule::Places`].
    pub points: Option<u32>,
}

/// A line of the standing.
#[derive(Debug, Clone, Serialize)]
pub struct StandingRow {
    /// The place (1 = first; equal players share it; 0 while no table of
    /// the player is counted).
    pub place: usize,
    /// The player.
    pub player: String,
    /// Tables counted for the player.
    pub tables: usize,
    /// Place points summed, under [`StandingRule::Places`].
    pub points: Option<u32>,
    /// The results summed, in [`Standing::unit`] (none when the units
    /// differ).
    pub result: Option<i64>,
    /// The money summed (öre), when every table counted has a price in
    /// one currency.
    pub money_ore: Option<i64>,
}

/// The night's standing.
#[derive(Debug, Serialize)]
pub struct Standing {
    /// The rule it ranks by.
    pub rule: StandingRule,
    /// The unit the results are summed in (none when the tables differ).
    pub unit: Option<Unit>,
    /// The currency of the money, when every table counted has one.
    pub currency: Option<String>,
    /// The players, best first.
    pub rows: Vec<StandingRow>,
    /// Every table, counted or not.
    pub tables: Vec<TableResult>,
    /// What kept a table out, or the results from being added.
    #[serde(skip)]
    pub problems: Vec<NightProblem>,
}

/// The standing of `night` from what each table gave: `handed` holds one
/// entry per table, sitting by sitting, in the night's order (a missing
/// entry counts as [`Handed::Missing`]).
pub fn standing(night: &Night, handed: Vec<Handed>) -> Standing {
    let mut problems = seating_problems(night);
    let mut handed = handed.into_iter();
    let mut tables = Vec::new();
    for (s, sitting) in night.sittings.iter().enumerate() {
        for (n, table) in sitting.tables.iter().enumerate() {
            let at = (s + 1, n + 1);
            let got = handed.next().unwrap_or(Handed::Missing);
            tables.push(table_result(night, at, table, got, &mut problems));
        }
    }
    let counted: Vec<&TableResult> = tables.iter().filter(|t| t.counted).collect();
    let mut units = counted.iter().filter_map(|t| t.unit);
    let first = units.next();
    let unit = if units.all(|u| Some(u) == first) {
        first
    } else {
        problems.push(NightProblem::UnitsDiffer);
        None
    };
    let mut rows = Vec::new();
    for player in players_of(night) {
        match row_of(&player, &counted, unit.is_some(), &night.rule) {
            Some(row) => rows.push(row),
            None => problems.push(NightProblem::Overflow),
        }
    }
    let currency = currency_of(&counted);
    let money = currency.is_some()
        && counted
            .iter()
            .all(|t| t.results.iter().all(|r| r.money_ore.is_some()));
    if !money {
        for row in &mut rows {
            row.money_ore = None;
        }
    }
    rank(&mut rows);
    Standing {
        rule: night.rule.clone(),
        unit,
        currency: currency.filter(|_| money),
        rows,
        tables,
        problems,
    }
}

/// A player seated twice in one sitting.
fn seating_problems(night: &Night) -> Vec<NightProblem> {
    let mut problems = Vec::new();
    for (s, sitting) in night.sittings.iter().enumerate() {
        let mut seen = std::collections::BTreeSet::new();
        for player in sitting.tables.iter().flat_map(|t| &t.players) {
            if !seen.insert(player.as_str()) {
                problems.push(NightProblem::TwoTables {
                    sitting: s + 1,
                    player: player.clone(),
                });
            }
        }
    }
    problems
}

/// Every player of the night, in the order they first sit.
fn players_of(night: &Night) -> Vec<String> {
    let mut players: Vec<String> = Vec::new();
    for player in night
        .sittings
        .iter()
        .flat_map(|s| &s.tables)
        .flat_map(|t| &t.players)
    {
        if !players.contains(player) {
            players.push(player.clone());
        }
    }
    players
}

/// The settled evening a table gave, with where it came from; or the
/// problem that keeps it out, said.
fn settled_of(
    got: Handed,
    at: (usize, usize),
    table: &super::NightTable,
    result: &mut TableResult,
    problems: &mut Vec<NightProblem>,
) -> Option<Box<SettledEvening>> {
    let settled = match got {
        Handed::Settled(settled) => {
            result.source = Source::File;
            settled
        }
        Handed::Followed(settled) => {
            result.source = Source::Network;
            settled
        }
        Handed::LastSeen(settled, error) => {
            problems.push(NightProblem::Unreachable {
                at,
                evening: table.evening.clone(),
                error,
                last_seen: true,
            });
            result.source = Source::LastSeen;
            settled
        }
        Handed::Unreachable(error) => {
            problems.push(NightProblem::Unreachable {
                at,
                evening: table.evening.clone(),
                error,
                last_seen: false,
            });
            return None;
        }
        Handed::Missing => {
            problems.push(NightProblem::NotHandedIn {
                at,
                evening: table.evening.clone(),
            });
            return None;
        }
        Handed::NotInFolder => {
            problems.push(NightProblem::NotInFolder {
                at,
                evening: table.evening.clone(),
            });
            return None;
        }
        Handed::Unreadable(error) => {
            problems.push(NightProblem::Unreadable {
                at,
                evening: table.evening.clone(),
                error,
            });
            return None;
        }
    };
    Some(settled)
}

fn table_result(
    night: &Night,
    at: (usize, usize),
    table: &super::NightTable,
    got: Handed,
    problems: &mut Vec<NightProblem>,
) -> TableResult {
    let mut result = TableResult {
        sitting: at.0,
        table: at.1,
        evening: table.evening.clone(),
        source: Source::Nothing,
        counted: false,
        unit: None,
        currency: None,
        deals: 0,
        results: Vec::new(),
    };
    let Some(settled) = settled_of(got, at, table, &mut result, problems) else {
        return result;
    };
    result.deals = crate::ledger::rounds::deals_played(&settled.evening.hands);
    let settlement = &settled.settlement;
    let mut night_players = table.players.clone();
    let mut file_players = settlement.players.clone();
    night_players.sort();
    file_players.sort();
    if night_players != file_players {
        problems.push(NightProblem::OtherPlayers {
            at,
            evening: table.evening.clone(),
            night: table.players.clone(),
            file: settlement.players.clone(),
        });
        return result;
    }
    if let Some(id) = &night.game_of(table).table
        && *id != settled.evening.table
    {
        problems.push(NightProblem::OtherBidTable {
            at,
            evening: table.evening.clone(),
            night: id.clone(),
            file: settled.evening.table.clone(),
        });
    }
    let balances = &settlement.final_balances;
    result.results = settlement
        .players
        .iter()
        .zip(balances)
        .enumerate()
        .map(|(seat, (player, &balance))| {
            let place = 1 + balances.iter().filter(|&&b| b > balance).count();
            PlayerAtTable {
                player: player.clone(),
                result: balance,
                money_ore: settlement
                    .final_money_ore
                    .as_ref()
                    .and_then(|m| m.get(seat).copied()),
                place,
                points: match &night.rule {
                    StandingRule::Net => None,
                    StandingRule::Places { points } => {
                        Some(points.get(place - 1).copied().unwrap_or(0))
                    }
                },
            }
        })
        .collect();
    result.unit = Some(settled.rules.unit());
    let house = &settled.evening.house;
    result.currency = house
        .price_per_bet_ore
        .and(house.currency.clone().or_else(|| Some(String::new())));
    result.counted = true;
    result
}

/// A player's line: the sums over the tables counted (`None` when a sum
/// does not fit).
fn row_of(
    player: &str,
    counted: &[&TableResult],
    add_results: bool,
    rule: &StandingRule,
) -> Option<StandingRow> {
    let mine: Vec<&PlayerAtTable> = counted
        .iter()
        .flat_map(|t| &t.results)
        .filter(|r| r.player == player)
        .collect();
    let mut result = 0i64;
    let mut money = 0i64;
    let mut points = 0u32;
    for r in &mine {
        result = result.checked_add(r.result)?;
        money = money.checked_add(r.money_ore.unwrap_or(0))?;
        points = points.checked_add(r.points.unwrap_or(0))?;
    }
    // A player with no table counted (not handed in yet) has no result.
    let played = !mine.is_empty();
    Some(StandingRow {
        place: 0,
        player: player.to_string(),
        tables: mine.len(),
        points: (played && matches!(rule, StandingRule::Places { .. })).then_some(points),
        result: (played && add_results).then_some(result),
        money_ore: played.then_some(money),
    })
}

/// Sorts best first and numbers the places: by points (under places),
/// then the result (or the money where results are not added); equal
/// players share a place (1, 1, 3); a player with no table counted comes
/// last.
fn rank(rows: &mut [StandingRow]) {
    let key = |r: &StandingRow| {
        (
            r.tables > 0,
            r.points.unwrap_or(0),
            r.result.or(r.money_ore).unwrap_or(0),
        )
    };
    rows.sort_by_key(|r| std::cmp::Reverse(key(r)));
    let keys: Vec<(bool, u32, i64)> = rows.iter().map(key).collect();
    for (i, row) in rows.iter_mut().enumerate() {
        let Some(me) = keys.get(i) else { continue };
        // No table counted: no place (0) yet.
        row.place = if row.tables == 0 {
            0
        } else {
            1 + keys.iter().filter(|k| *k > me).count()
        };
    }
}

/// The one currency of every table counted (none when a table has no
/// price, or two tables differ, or none is counted).
fn currency_of(counted: &[&TableResult]) -> Option<String> {
    let first = counted.first()?.currency.clone()?;
    counted
        .iter()
        .all(|t| t.currency.as_ref() == Some(&first))
        .then_some(first)
}
