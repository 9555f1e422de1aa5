//! Seating a sitting: the players present into tables of 3, 4 or 5 (as
//! even as the count allows, fours first), and who sits where: by a draw
//! (shuffled from a seed the host shows, so anyone can check it), by the
//! standing (leaders together), or so that players who have met meet
//! again as seldom as the count allows.

use std::collections::BTreeSet;

use super::{Night, NightTable, Sitting};

/// How a sitting is seated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seating {
    /// A draw from the seed.
    Draw,
    /// By the standing so far: the leaders at table 1, and so on.
    ByStanding,
    /// As few meetings again as the count allows (a draw from the seed
    /// among many tries).
    Fresh,
}

/// Why a sitting cannot be seated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatingProblem {
    /// Fewer than three players: no table.
    TooFew(usize),
    /// A name given twice.
    Twice(String),
    /// A name no evening would take (empty, spaces around it, a hidden
    /// character such as a newline, the pot's name): the evening file's
    /// own rule, asked before anyone is seated.
    Name(String, crate::error::ledger::NameIssue),
}

/// The sizes of the tables for `players` players: as many tables as fours
/// would give, the sizes as even as they go (10: 4, 3, 3; 13: 5, 4, 4).
pub fn table_sizes(players: usize) -> Result<Vec<usize>, SeatingProblem> {
    if players < 3 {
        return Err(SeatingProblem::TooFew(players));
    }
    let tables = (players + 2) / 4;
    let tables = tables.max(1);
    let base = players / tables;
    let extra = players % tables;
    Ok((0..tables)
        .map(|t| if t < extra { base + 1 } else { base })
        .collect())
}

/// A small, well-known generator (SplitMix64): the same seed gives the
/// same draw on every machine, so a draw can be shown and checked.
#[derive(Debug, Clone)]
pub struct Draw(u64);

impl Draw {
    /// The draw of `seed`.
    pub fn new(seed: u64) -> Draw {
        Draw(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        let n = u64::try_from(n).unwrap_or(u64::MAX).max(1);
        usize::try_from(self.next() % n).unwrap_or(0)
    }

    /// Shuffles `items` (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// The pairs of players who have sat at one table in the night so far.
pub fn met(night: &Night) -> BTreeSet<(String, String)> {
    let mut pairs = BTreeSet::new();
    for table in night.sittings.iter().flat_map(|s| &s.tables) {
        for (i, a) in table.players.iter().enumerate() {
            for b in table.players.iter().skip(i + 1) {
                pairs.insert(pair(a, b));
            }
        }
    }
    pairs
}

fn pair(a: &str, b: &str) -> (String, String) {
    if a <= b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

/// How many pairs of `tables` have met before.
pub fn repeats(tables: &[Vec<String>], met: &BTreeSet<(String, String)>) -> usize {
    tables
        .iter()
        .map(|table| {
            table
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    table
                        .iter()
                        .skip(i + 1)
                        .filter(|b| met.contains(&pair(a, b)))
                        .count()
                })
                .sum::<usize>()
        })
        .sum()
}

/// How many draws [`Seating::Fresh`] tries, each improved by swaps.
const FRESH_TRIES: usize = 60;

/// Swaps two players of different tables while that lowers the repeats.
fn improve(tables: &mut [Vec<String>], met: &BTreeSet<(String, String)>) -> usize {
    let mut count = repeats(tables, met);
    let seats: Vec<(usize, usize)> = tables
        .iter()
        .enumerate()
        .flat_map(|(t, table)| (0..table.len()).map(move |i| (t, i)))
        .collect();
    let mut better = true;
    while better && count > 0 {
        better = false;
        for (n, &(ta, ia)) in seats.iter().enumerate() {
            for &(tb, ib) in seats.iter().skip(n + 1) {
                if ta == tb {
                    continue;
                }
                swap(tables, (ta, ia), (tb, ib));
                let now = repeats(tables, met);
                if now < count {
                    count = now;
                    better = true;
                } else {
                    swap(tables, (ta, ia), (tb, ib));
                }
            }
        }
    }
    count
}

fn swap(tables: &mut [Vec<String>], a: (usize, usize), b: (usize, usize)) {
    let (Some(x), Some(y)) = (
        tables.get(a.0).and_then(|t| t.get(a.1)).cloned(),
        tables.get(b.0).and_then(|t| t.get(b.1)).cloned(),
    ) else {
        return;
    };
    if let Some(seat) = tables.get_mut(a.0).and_then(|t| t.get_mut(a.1)) {
        *seat = y;
    }
    if let Some(seat) = tables.get_mut(b.0).and_then(|t| t.get_mut(b.1)) {
        *seat = x;
    }
}

/// Seats `players` (in the order of the standing for
/// [`Seating::ByStanding`]) at tables for the next sitting of `night`,
/// naming each table's evening file `S{sitting}-bord-{table}.ron`.
pub fn seat(
    night: &Night,
    players: &[String],
    how: Seating,
    seed: u64,
) -> Result<Sitting, SeatingProblem> {
    let mut seen = BTreeSet::new();
    for player in players {
        if let Some(issue) = crate::ledger::setup::name_issue(player) {
            return Err(SeatingProblem::Name(player.clone(), issue));
        }
        if !seen.insert(player) {
            return Err(SeatingProblem::Twice(player.clone()));
        }
    }
    let sizes = table_sizes(players.len())?;
    let mut draw = Draw::new(seed);
    let tables = match how {
        Seating::ByStanding => split(players, &sizes),
        Seating::Draw => {
            let mut order = players.to_vec();
            draw.shuffle(&mut order);
            split(&order, &sizes)
        }
        Seating::Fresh => {
            let met = met(night);
            let mut best: Option<(usize, Vec<Vec<String>>)> = None;
            for _ in 0..FRESH_TRIES {
                let mut order = players.to_vec();
                draw.shuffle(&mut order);
                let mut tables = split(&order, &sizes);
                let count = improve(&mut tables, &met);
                if best.as_ref().is_none_or(|(b, _)| count < *b) {
                    best = Some((count, tables));
                }
                if count == 0 {
                    break;
                }
            }
            best.map(|(_, tables)| tables).unwrap_or_default()
        }
    };
    let sitting = night.sittings.len() + 1;
    Ok(Sitting {
        tables: tables
            .into_iter()
            .enumerate()
            .map(|(t, players)| NightTable {
                evening: format!("S{sitting}-bord-{}.ron", t + 1),
                players,
                feed: None,
                game: None,
            })
            .collect(),
    })
}

/// `order` cut into tables of `sizes`.
fn split(order: &[String], sizes: &[usize]) -> Vec<Vec<String>> {
    let mut rest = order;
    sizes
        .iter()
        .map(|&size| {
            let (table, after) = rest.split_at(size.min(rest.len()));
            rest = after;
            table.to_vec()
        })
        .collect()
}

/// Why a sitting could not be seated and written (the disk room seats
/// and writes; the kind is here, with the seating, so the words can name it).
#[derive(Debug)]
pub enum SeatError {
    /// The night file cannot be read.
    Night(crate::error::ledger::Error),
    /// The night file is there already (a new night is never written over
    /// one).
    Exists,
    /// The last sitting has started: a table of it has its evening (a file
    /// in the folder, or an evening at its address). Its sitting, number
    /// and file.
    Started((usize, usize), String),
    /// There is no sitting to seat again.
    NoSitting,
    /// The players cannot be seated (too few, a name twice).
    Seating(SeatingProblem),
    /// The night file could not be written.
    Write(crate::error::storage::StorageError),
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    fn night() -> Night {
        Night {
            format: 1,
            date: chrono::NaiveDate::from_ymd_opt(2026, 11, 26).unwrap(),
            club: None,
            rule: crate::night::StandingRule::Net,
            game: crate::night::NightGame::default(),
            sittings: Vec::new(),
        }
    }

    fn names(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("P{i:02}")).collect()
    }

    #[test]
    fn tables_of_three_to_five_as_even_as_they_go() {
        assert_eq!(table_sizes(2), Err(SeatingProblem::TooFew(2)));
        assert_eq!(table_sizes(3).unwrap(), vec![3]);
        assert_eq!(table_sizes(5).unwrap(), vec![5]);
        assert_eq!(table_sizes(6).unwrap(), vec![3, 3]);
        assert_eq!(table_sizes(10).unwrap(), vec![4, 3, 3]);
        assert_eq!(table_sizes(13).unwrap(), vec![5, 4, 4]);
        for n in 3..=60 {
            let sizes = table_sizes(n).unwrap();
            assert_eq!(sizes.iter().sum::<usize>(), n, "{n}");
            assert!(sizes.iter().all(|s| (3..=5).contains(s)), "{n}: {sizes:?}");
            let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
            assert!(max - min <= 1, "{n}: {sizes:?}");
        }
    }

    #[test]
    fn every_player_is_seated_once_in_every_way() {
        for n in 6..=40 {
            let players = names(n);
            for how in [Seating::Draw, Seating::ByStanding, Seating::Fresh] {
                let sitting = seat(&night(), &players, how, n as u64).unwrap();
                let mut seated: Vec<String> = sitting
                    .tables
                    .iter()
                    .flat_map(|t| t.players.clone())
                    .collect();
                seated.sort();
                assert_eq!(seated, players, "{n} {how:?}");
            }
        }
    }

    #[test]
    fn a_draw_is_the_same_from_the_same_seed_and_by_standing_puts_leaders_together() {
        let players = names(12);
        assert_eq!(
            seat(&night(), &players, Seating::Draw, 42).unwrap(),
            seat(&night(), &players, Seating::Draw, 42).unwrap()
        );
        assert_ne!(
            seat(&night(), &players, Seating::Draw, 42).unwrap(),
            seat(&night(), &players, Seating::Draw, 43).unwrap()
        );
        let by = seat(&night(), &players, Seating::ByStanding, 0).unwrap();
        assert_eq!(by.tables[0].players, players[..4].to_vec());
    }

    #[test]
    fn fresh_seating_meets_nobody_again_where_the_count_allows() {
        // 16 players at four fours: a second sitting with no pair again
        // exists (one from each first table at each new table).
        let mut night = night();
        let players = names(16);
        night
            .sittings
            .push(seat(&night, &players, Seating::Draw, 1).unwrap());
        let second = seat(&night, &players, Seating::Fresh, 2).unwrap();
        let tables: Vec<Vec<String>> = second.tables.iter().map(|t| t.players.clone()).collect();
        assert_eq!(repeats(&tables, &met(&night)), 0);
        // 12 players at three fours: each new four holds two of one first
        // table, so three pairs meet again at the least.
        let mut night = self::night();
        let players = names(12);
        night
            .sittings
            .push(seat(&night, &players, Seating::Draw, 1).unwrap());
        let second = seat(&night, &players, Seating::Fresh, 2).unwrap();
        let tables: Vec<Vec<String>> = second.tables.iter().map(|t| t.players.clone()).collect();
        assert_eq!(repeats(&tables, &met(&night)), 3);
    }

    #[test]
    fn a_name_twice_is_refused() {
        let players = vec!["A".to_string(), "B".into(), "A".into()];
        assert_eq!(
            seat(&night(), &players, Seating::Draw, 0),
            Err(SeatingProblem::Twice("A".into()))
        );
    }
}
