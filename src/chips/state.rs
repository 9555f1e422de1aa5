//! Where the chips are: each bowl and the pulla by colour and kind, the
//! tokens in and under the pulla, and what the pulla's paper says it owes
//! or is owed. A chip's colour is the seat of the player whose bowl it
//! started in.

use serde::Serialize;

use crate::chips::set::{ChipSettings, ChipValue, Place};

/// A place chips lie: a player's bowl or the pulla.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Spot {
    /// The bowl of the player in this seat.
    Bowl(usize),
    /// The pulla.
    Pulla,
}

/// Chips counted by colour (seat) and kind: `counts[colour][kind]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Holding {
    /// Counts by colour, then kind.
    pub counts: Vec<Vec<i64>>,
}

impl Holding {
    /// No chips, for `seats` colours and `kinds` kinds.
    pub fn empty(seats: usize, kinds: usize) -> Holding {
        Holding {
            counts: vec![vec![0; kinds]; seats],
        }
    }

    /// How many chips of a colour and kind.
    pub fn count(&self, colour: usize, kind: usize) -> i64 {
        self.counts
            .get(colour)
            .and_then(|c| c.get(kind))
            .copied()
            .unwrap_or(0)
    }

    /// Adds (or with a negative `count`, takes) chips.
    pub fn add(&mut self, colour: usize, kind: usize, count: i64) {
        if let Some(slot) = self.counts.get_mut(colour).and_then(|c| c.get_mut(kind)) {
            *slot = slot.saturating_add(count);
        }
    }

    /// Counts by kind over the colours `colour` accepts.
    pub fn kinds_where(&self, colour: impl Fn(usize) -> bool) -> Vec<i64> {
        let kinds = self.counts.first().map_or(0, Vec::len);
        let mut totals = vec![0i64; kinds];
        for (c, row) in self.counts.iter().enumerate() {
            if colour(c) {
                for (total, n) in totals.iter_mut().zip(row) {
                    *total = total.saturating_add(*n);
                }
            }
        }
        totals
    }

    /// Whether it holds no chip.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().flatten().all(|&n| n == 0)
    }
}

/// A token lying in or under the pulla.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Token {
    /// Whose colour, and who gets it back at the betdelning.
    pub owner: usize,
    /// The chip kind (index into the set's kinds).
    pub kind: usize,
    /// In or under the pulla.
    pub place: Place,
    /// What it counts, in pinnar.
    pub value: i64,
    /// The convention that made it (index into the settings' tokens).
    pub rule: usize,
}

/// All chips at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChipState {
    /// Each player's bowl, by seat.
    pub bowls: Vec<Holding>,
    /// The chips in the pulla counted at their face value.
    pub pulla: Holding,
    /// Tokens in and under the pulla, in the order placed.
    pub tokens: Vec<Token>,
    /// The pulla's paper, by seat: pinnar the pulla owes the player
    /// (positive: change it could not give in chips) or the player owes
    /// the pulla (negative: a player with no chip left to pay with).
    pub tab: Vec<i64>,
}

/// The chip set resolved for one table: each kind's value in pinnar.
#[derive(Debug, Clone)]
pub struct Resolved {
    /// The settings.
    pub settings: ChipSettings,
    /// Value of each kind in pinnar.
    pub values: Vec<i64>,
    /// Pinnar in a bet.
    pub bet: i64,
    /// Token rules: kind index, place, value in pinnar.
    pub tokens: Vec<(usize, Place, i64)>,
}

impl Resolved {
    /// Resolves checked settings for a table with `bet` pinnar in a bet.
    pub fn new(settings: &ChipSettings, bet: i64) -> Resolved {
        let values = settings
            .kinds
            .iter()
            .map(|k| match k.value {
                ChipValue::Pinnar(n) => i64::from(n),
                ChipValue::Betar(n) => i64::from(n).saturating_mul(bet),
            })
            .collect();
        let tokens = settings
            .tokens
            .iter()
            .filter_map(|t| {
                let kind = settings.kind_index(&t.kind)?;
                Some((kind, t.place, i64::from(t.betar).saturating_mul(bet)))
            })
            .collect();
        Resolved {
            settings: settings.clone(),
            values,
            bet,
            tokens,
        }
    }

    /// A kind's value in pinnar.
    pub fn value(&self, kind: usize) -> i64 {
        self.values.get(kind).copied().unwrap_or(0)
    }

    /// The face value of a holding, in pinnar.
    pub fn face(&self, holding: &Holding) -> i64 {
        holding
            .counts
            .iter()
            .flat_map(|row| row.iter().enumerate())
            .fold(0i64, |sum, (kind, n)| {
                sum.saturating_add(n.saturating_mul(self.value(kind)))
            })
    }

    /// The value of kind counts, in pinnar.
    pub fn worth(&self, counts: &[i64]) -> i64 {
        counts.iter().enumerate().fold(0i64, |sum, (kind, n)| {
            sum.saturating_add(n.saturating_mul(self.value(kind)))
        })
    }

    /// The chips every bowl starts with.
    pub fn opening(&self, seats: usize) -> ChipState {
        let kinds = self.values.len();
        let mut bowls = Vec::with_capacity(seats);
        for seat in 0..seats {
            let mut bowl = Holding::empty(seats, kinds);
            for (id, &count) in &self.settings.bowl {
                if let Some(kind) = self.settings.kind_index(id) {
                    bowl.add(seat, kind, i64::from(count));
                }
            }
            bowls.push(bowl);
        }
        ChipState {
            bowls,
            pulla: Holding::empty(seats, kinds),
            tokens: Vec::new(),
            tab: vec![0; seats],
        }
    }

    /// What the chips say a player has won (positive) or lost since the
    /// start: the face value of their bowl less what it started with, less
    /// what their tokens count above their face, plus the pulla's paper.
    /// It always equals the ledger's balance.
    pub fn balance(&self, state: &ChipState, seat: usize) -> i64 {
        let start = self.opening(state.bowls.len());
        let bowl = state.bowls.get(seat).map_or(0, |b| self.face(b));
        let started = start.bowls.get(seat).map_or(0, |b| self.face(b));
        let tokens = state
            .tokens
            .iter()
            .filter(|t| t.owner == seat)
            .fold(0i64, |sum, t| {
                sum.saturating_add(t.value.saturating_sub(self.value(t.kind)))
            });
        bowl.saturating_sub(started)
            .saturating_sub(tokens)
            .saturating_add(state.tab.get(seat).copied().unwrap_or(0))
    }

    /// What the chips say the pulla holds: its chips at face value, its
    /// tokens at their token value, less its paper.
    pub fn pulla(&self, state: &ChipState) -> i64 {
        let tokens = state
            .tokens
            .iter()
            .fold(0i64, |sum, t| sum.saturating_add(t.value));
        let tab = state.tab.iter().fold(0i64, |sum, t| sum.saturating_add(*t));
        self.face(&state.pulla)
            .saturating_add(tokens)
            .saturating_sub(tab)
    }

    /// Bet chips (and bigger) in a bowl, of any colour.
    pub fn bet_chips(&self, state: &ChipState, seat: usize) -> i64 {
        let Some(bowl) = state.bowls.get(seat) else {
            return 0;
        };
        bowl.kinds_where(|_| true)
            .iter()
            .enumerate()
            .filter(|&(kind, _)| self.value(kind) >= self.bet)
            .map(|(_, n)| *n)
            .sum()
    }
}

/// Counts of each kind from `avail` that make exactly `amount`, found with
/// the fewest big chips left unused (largest kinds first); `None` when no
/// combination does.
pub fn exact(avail: &[i64], values: &[i64], amount: i64) -> Option<Vec<i64>> {
    if amount < 0 {
        return None;
    }
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(values.get(k).copied().unwrap_or(0)));
    let mut pick = vec![0i64; values.len()];
    // A search over at most a few kinds; the budget only guards against a
    // pathological chip set.
    let mut budget = 20_000u32;
    if search(&order, values, avail, amount, &mut pick, &mut budget) {
        Some(pick)
    } else {
        None
    }
}

fn search(
    order: &[usize],
    values: &[i64],
    avail: &[i64],
    rest: i64,
    pick: &mut [i64],
    budget: &mut u32,
) -> bool {
    if rest == 0 {
        return true;
    }
    let Some((&kind, later)) = order.split_first() else {
        return false;
    };
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let reachable = order.iter().fold(0i64, |sum, &k| {
        let n = avail.get(k).copied().unwrap_or(0).max(0);
        sum.saturating_add(n.saturating_mul(values.get(k).copied().unwrap_or(0)))
    });
    if reachable < rest {
        return false;
    }
    let value = values.get(kind).copied().unwrap_or(0);
    if value <= 0 {
        return search(later, values, avail, rest, pick, budget);
    }
    let most = avail
        .get(kind)
        .copied()
        .unwrap_or(0)
        .max(0)
        .min(rest / value);
    for n in (0..=most).rev() {
        if let Some(slot) = pick.get_mut(kind) {
            *slot = n;
        }
        if search(later, values, avail, rest - n * value, pick, budget) {
            return true;
        }
    }
    if let Some(slot) = pick.get_mut(kind) {
        *slot = 0;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_finds_change_greedy_would_miss() {
        // 6 pinnar from 2 runda and 2 pinnar: 2+2+1+1.
        let values = [1, 2, 8];
        assert_eq!(exact(&[2, 2, 0], &values, 6), Some(vec![2, 2, 0]));
        assert_eq!(exact(&[0, 3, 1], &values, 8), Some(vec![0, 0, 1]));
        assert_eq!(exact(&[0, 4, 0], &values, 7), None);
        assert_eq!(exact(&[5, 0, 0], &values, 0), Some(vec![0, 0, 0]));
    }

    #[test]
    fn a_fresh_table_is_worth_nothing_to_anyone() {
        let chips = Resolved::new(&ChipSettings::default(), 8);
        let state = chips.opening(3);
        assert_eq!(
            chips.face(state.bowls.first().map_or(&state.pulla, |b| b)),
            88
        );
        for seat in 0..3 {
            assert_eq!(chips.balance(&state, seat), 0);
        }
        assert_eq!(chips.pulla(&state), 0);
    }
}
