//! Where the chips are: each bowl and the pulla by colour and kind, the
//! tokens in and under the pulla, and what the pulla's paper says it owes
//! or is owed. A chip's colour is the seat of the player whose bowl it
//! started in.

use serde::Serialize;

use crate::chips::error::ChipError;
use crate::chips::index::{Kind, PerKind, Seat, Seats};
use crate::chips::set::{ChipKind, ChipSettings, ChipValue, Place};
use crate::text::Language;

/// A place chips lie: a player's bowl or the pulla.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Spot {
    /// The bowl of the player in this seat.
    Bowl(Seat),
    /// The pulla.
    Pulla,
}

/// Chips counted by colour (seat) and kind: `counts[colour][kind]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Holding {
    /// Counts by colour, then kind.
    pub counts: Seats<PerKind<i64>>,
}

impl Holding {
    /// No chips, for `seats` colours and the kinds of `none` (a count of
    /// 0 for each kind of the set).
    pub fn empty(seats: usize, none: &PerKind<i64>) -> Holding {
        Holding {
            counts: Seats::new(seats, |_| none.clone()),
        }
    }

    /// How many chips of a colour and kind.
    pub fn count(&self, colour: Seat, kind: Kind) -> i64 {
        self.counts[colour][kind]
    }

    /// Adds (or with a negative `count`, takes) chips.
    pub fn add(&mut self, colour: Seat, kind: Kind, count: i64) {
        let slot = &mut self.counts[colour][kind];
        *slot = slot.saturating_add(count);
    }

    /// Whether it holds no chip.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().flat_map(PerKind::iter).all(|&n| n == 0)
    }
}

/// A token lying in or under the pulla.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Token {
    /// Whose colour, and who gets it back at the betdelning.
    pub owner: Seat,
    /// The chip kind.
    pub kind: Kind,
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
    pub bowls: Seats<Holding>,
    /// The chips in the pulla counted at their face value.
    pub pulla: Holding,
    /// Tokens in and under the pulla, in the order placed.
    pub tokens: Vec<Token>,
    /// The pulla's paper, by seat: pinnar the pulla owes the player
    /// (positive: change it could not give in chips) or the player owes
    /// the pulla (negative: a player with no chip left to pay with).
    pub tab: Seats<i64>,
}

impl ChipState {
    /// The seat numbered `seat`, when the table has it.
    pub fn seat(&self, seat: usize) -> Result<Seat, ChipError> {
        self.bowls.seat(seat)
    }
}

/// A token convention resolved for a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenUse {
    /// The chip kind.
    pub kind: Kind,
    /// In or under the pulla.
    pub place: Place,
    /// What it counts, in pinnar.
    pub value: i64,
}

/// The chip set resolved for one table: each kind's value in pinnar.
#[derive(Debug, Clone)]
pub struct Resolved {
    /// The settings.
    pub settings: ChipSettings,
    /// The kinds of the set.
    pub kinds: PerKind<ChipKind>,
    /// Value of each kind in pinnar.
    pub values: PerKind<i64>,
    /// What each bowl starts with, by kind, in its owner's colour.
    pub bowl: PerKind<i64>,
    /// Pinnar in a bet.
    pub bet: i64,
    /// Token conventions, in the settings' order.
    pub tokens: Vec<TokenUse>,
}

impl Resolved {
    /// Resolves settings for a table with `bet` pinnar in a bet. Settings
    /// that passed [`ChipSettings::check`] always resolve; a bowl or token
    /// naming a kind the set lacks is [`ChipError::UnknownKind`].
    pub fn new(settings: &ChipSettings, bet: i64) -> Result<Resolved, ChipError> {
        let kinds = PerKind::from_vec(settings.kinds.clone());
        let values = kinds.map(|_, k| match k.value {
            ChipValue::Pinnar(n) => i64::from(n),
            ChipValue::Betar(n) => i64::from(n).saturating_mul(bet),
        });
        let kind_of = |id: &str| -> Result<Kind, ChipError> {
            let unknown = || ChipError::UnknownKind { id: id.to_string() };
            let index = settings.kind_index(id).ok_or_else(unknown)?;
            values.kind(index)
        };
        let tokens = settings
            .tokens
            .iter()
            .map(|t| {
                Ok(TokenUse {
                    kind: kind_of(&t.kind)?,
                    place: t.place,
                    value: i64::from(t.betar).saturating_mul(bet),
                })
            })
            .collect::<Result<Vec<_>, ChipError>>()?;
        let mut bowl = values.map(|_, _| 0i64);
        for (id, &count) in &settings.bowl {
            let slot = &mut bowl[kind_of(id)?];
            *slot = slot.saturating_add(i64::from(count));
        }
        Ok(Resolved {
            settings: settings.clone(),
            kinds,
            values,
            bowl,
            bet,
            tokens,
        })
    }

    /// A count of 0 for each kind.
    pub fn none(&self) -> PerKind<i64> {
        self.values.map(|_, _| 0)
    }

    /// A kind of the set.
    pub fn kind(&self, kind: Kind) -> &ChipKind {
        &self.kinds[kind]
    }

    /// A kind's name in a language, singular or plural by count.
    pub fn kind_name(&self, kind: Kind, count: i64, language: Language) -> &str {
        let kind = self.kind(kind);
        if count == 1 {
            kind.name.get(language)
        } else {
            kind.plural.get(language)
        }
    }

    /// A kind's value in pinnar.
    pub fn value(&self, kind: Kind) -> i64 {
        self.values[kind]
    }

    /// The face value of a holding, in pinnar.
    pub fn face(&self, holding: &Holding) -> i64 {
        holding
            .counts
            .iter()
            .fold(0i64, |sum, row| sum.saturating_add(self.worth(row)))
    }

    /// The value of kind counts, in pinnar.
    pub fn worth(&self, counts: &PerKind<i64>) -> i64 {
        counts.pairs().fold(0i64, |sum, (kind, n)| {
            sum.saturating_add(n.saturating_mul(self.value(kind)))
        })
    }

    /// Counts by kind in a holding over the colours `colour` accepts.
    pub fn kinds_where(&self, holding: &Holding, colour: impl Fn(Seat) -> bool) -> PerKind<i64> {
        let mut totals = self.none();
        for (c, row) in holding.counts.pairs() {
            if colour(c) {
                for (kind, n) in row.pairs() {
                    totals[kind] = totals[kind].saturating_add(*n);
                }
            }
        }
        totals
    }

    /// The chips every bowl starts with.
    pub fn opening(&self, seats: usize) -> ChipState {
        let none = self.none();
        let bowls = Seats::new(seats, |seat| {
            let mut bowl = Holding::empty(seats, &none);
            bowl.counts[seat] = self.bowl.clone();
            bowl
        });
        ChipState {
            bowls,
            pulla: Holding::empty(seats, &none),
            tokens: Vec::new(),
            tab: Seats::new(seats, |_| 0),
        }
    }

    /// What the chips say a player has won (positive) or lost since the
    /// start: the face value of their bowl less what it started with, less
    /// what their tokens count above their face, plus the pulla's paper.
    /// It always equals the ledger's balance. A seat the table does not
    /// have is [`ChipError::NoSuchSeat`].
    pub fn balance(&self, state: &ChipState, seat: usize) -> Result<i64, ChipError> {
        let seat = state.seat(seat)?;
        let bowl = self.face(&state.bowls[seat]);
        let started = self.worth(&self.bowl);
        let tokens = state
            .tokens
            .iter()
            .filter(|t| t.owner == seat)
            .fold(0i64, |sum, t| {
                sum.saturating_add(t.value.saturating_sub(self.value(t.kind)))
            });
        Ok(bowl
            .saturating_sub(started)
            .saturating_sub(tokens)
            .saturating_add(state.tab[seat]))
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
    pub fn bet_chips(&self, bowl: &Holding) -> i64 {
        self.kinds_where(bowl, |_| true)
            .pairs()
            .filter(|&(kind, _)| self.value(kind) >= self.bet)
            .map(|(_, n)| *n)
            .sum()
    }
}

/// Counts of each kind from `avail` that make exactly `amount`, found with
/// the fewest big chips left unused (largest kinds first); `None` when no
/// combination does. `avail` and `values` are of one set.
pub fn exact(avail: &PerKind<i64>, values: &PerKind<i64>, amount: i64) -> Option<PerKind<i64>> {
    if amount < 0 {
        return None;
    }
    // Each kind with its value and how many there are, largest first.
    let mut order: Vec<(Kind, i64, i64)> = values
        .pairs()
        .map(|(kind, &value)| (kind, value, avail[kind].max(0)))
        .collect();
    order.sort_by_key(|&(_, value, _)| std::cmp::Reverse(value));
    let mut pick = values.map(|_, _| 0i64);
    // A search over at most a few kinds; the budget only guards against a
    // pathological chip set.
    let mut budget = 20_000u32;
    if search(&order, amount, &mut pick, &mut budget) {
        Some(pick)
    } else {
        None
    }
}

fn search(
    order: &[(Kind, i64, i64)],
    rest: i64,
    pick: &mut PerKind<i64>,
    budget: &mut u32,
) -> bool {
    if rest == 0 {
        return true;
    }
    let Some((&(kind, value, have), later)) = order.split_first() else {
        return false;
    };
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let reachable = order.iter().fold(0i64, |sum, &(_, value, have)| {
        sum.saturating_add(have.saturating_mul(value))
    });
    if reachable < rest {
        return false;
    }
    if value <= 0 {
        return search(later, rest, pick, budget);
    }
    let most = have.min(rest / value);
    for n in (0..=most).rev() {
        pick[kind] = n;
        if search(later, rest - n * value, pick, budget) {
            return true;
        }
    }
    pick[kind] = 0;
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(counts: &[i64]) -> PerKind<i64> {
        PerKind::from_vec(counts.to_vec())
    }

    #[test]
    fn exact_finds_change_greedy_would_miss() {
        // 6 pinnar from 2 runda and 2 pinnar: 2+2+1+1.
        let values = kinds(&[1, 2, 8]);
        let exact = |avail: &[i64], amount| exact(&kinds(avail), &values, amount);
        assert_eq!(exact(&[2, 2, 0], 6), Some(kinds(&[2, 2, 0])));
        assert_eq!(exact(&[0, 3, 1], 8), Some(kinds(&[0, 0, 1])));
        assert_eq!(exact(&[0, 4, 0], 7), None);
        assert_eq!(exact(&[5, 0, 0], 0), Some(kinds(&[0, 0, 0])));
    }

    #[test]
    fn a_fresh_table_is_worth_nothing_to_anyone() -> Result<(), ChipError> {
        let chips = Resolved::new(&ChipSettings::default(), 8)?;
        let state = chips.opening(3);
        for bowl in state.bowls.iter() {
            assert_eq!(chips.face(bowl), 88);
        }
        for seat in 0..3 {
            assert_eq!(chips.balance(&state, seat), Ok(0));
        }
        assert_eq!(chips.pulla(&state), 0);
        Ok(())
    }

    #[test]
    fn a_seat_the_table_lacks_is_an_error_not_a_zero() -> Result<(), ChipError> {
        let chips = Resolved::new(&ChipSettings::default(), 8)?;
        let state = chips.opening(3);
        assert_eq!(
            chips.balance(&state, 3),
            Err(ChipError::NoSuchSeat { seat: 3, seats: 3 })
        );
        Ok(())
    }

    #[test]
    fn a_token_of_a_kind_the_set_lacks_is_an_error() {
        let mut settings = ChipSettings::default();
        if let Some(token) = settings.tokens.first_mut() {
            token.kind = "knapp".into();
        }
        assert_eq!(
            Resolved::new(&settings, 8).err(),
            Some(ChipError::UnknownKind { id: "knapp".into() })
        );
    }
}
