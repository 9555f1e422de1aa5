//! The final reckoning in chips (source 001, "Betdelning och
//! slutsammanräkning"): the pulla divided, tokens back to their owners;
//! won chips swapped for lost ones; the losers buy their remaining chips
//! back at the agreed price. The amounts are the ledger's: the division is
//! the betdelning's shares, and what each player pays or gets in the
//! buy-back is their final balance.

use serde::Serialize;

use crate::chips::follow::{ChipEvent, Engine};
use crate::chips::state::{ChipState, Spot, exact};
use crate::ledger::split::fewest_payments;

/// Chips by colour (seat) and kind: `(colour, kind, count)`.
pub type Chips = Vec<(usize, usize, i64)>;

/// One player's part of the division of the pulla.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShareLine {
    /// Seat.
    pub seat: usize,
    /// The ledger's share of the pulla, in pinnar.
    pub pinnar: i64,
    /// The chip moves of this player's share: tokens back, chips taken
    /// from the pulla (or, for a player whose tokens were worth more than
    /// the share, paid in), change.
    pub events: Vec<ChipEvent>,
    /// Pinnar of the share that paper stands in for, where the chips did
    /// not reach (positive: owed to the player; negative: owed by them).
    /// They are paid in the buy-back.
    pub paper: i64,
}

/// Two players swap won chips for lost ones, equal in value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Swap {
    /// The player getting their own colour back.
    pub seat: usize,
    /// The player who held it.
    pub with: usize,
    /// What `seat` gives (chips won from others).
    pub gives: Chips,
    /// What `with` gives back (chips of `seat`'s colour).
    pub gets: Chips,
    /// Their value, in pinnar.
    pub pinnar: i64,
}

/// A loser buys back chips of their colour (and what the pulla's paper
/// left between the two) from a winner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BuyBack {
    /// The buyer (the chips' colour).
    pub from: usize,
    /// The holder, who is paid.
    pub to: usize,
    /// The chips bought back, counted by kind.
    pub chips: Vec<(usize, i64)>,
    /// Pinnar owed on paper beside the chips (0 at almost every table).
    pub paper: i64,
    /// The price in pinnar (chips and paper).
    pub pinnar: i64,
    /// The price in öre, when the evening has a price.
    pub money_ore: Option<i64>,
}

/// The final reckoning, step by step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reckoning {
    /// The division of the pulla.
    pub share: Vec<ShareLine>,
    /// The swaps.
    pub swaps: Vec<Swap>,
    /// The buy-backs.
    pub buybacks: Vec<BuyBack>,
    /// The chips after the division (before the swaps).
    pub after_share: ChipState,
    /// The chips after the swaps (before the buy-back).
    pub after_swaps: ChipState,
    /// The chips at the very end: every chip back in its own bowl.
    pub after: ChipState,
}

/// Sums of chips `avail` can make exactly, up to `limit`.
fn makeable(avail: &[i64], values: &[i64], limit: i64) -> Vec<bool> {
    let size = usize::try_from(limit.max(0)).unwrap_or(0).min(1 << 20);
    let mut can = vec![false; size + 1];
    if let Some(zero) = can.first_mut() {
        *zero = true;
    }
    for (kind, &count) in avail.iter().enumerate() {
        let Ok(value) = usize::try_from(values.get(kind).copied().unwrap_or(0)) else {
            continue;
        };
        if value == 0 {
            continue;
        }
        for _ in 0..count.clamp(0, 4_096) {
            let mut changed = false;
            for sum in (value..=size).rev() {
                if !can.get(sum).copied().unwrap_or(true)
                    && can.get(sum - value).copied().unwrap_or(false)
                {
                    if let Some(slot) = can.get_mut(sum) {
                        *slot = true;
                    }
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
    can
}

impl Engine<'_> {
    /// Swaps one chip at `at` for smaller chips of the same value from
    /// `with`. Returns whether it could.
    fn break_chip(&mut self, at: Spot, with: Spot) -> bool {
        let values = self.chips.values.clone();
        let mut kinds: Vec<usize> = (0..values.len()).collect();
        kinds.sort_by_key(|&k| std::cmp::Reverse(values.get(k).copied().unwrap_or(0)));
        for kind in kinds {
            if self.avail(at, |_| true).get(kind).copied().unwrap_or(0) <= 0 {
                continue;
            }
            let value = values.get(kind).copied().unwrap_or(0);
            let smaller: Vec<i64> = self
                .avail(with, |_| true)
                .iter()
                .enumerate()
                .map(|(k, n)| {
                    if values.get(k).copied().unwrap_or(0) < value {
                        *n
                    } else {
                        0
                    }
                })
                .collect();
            if let Some(change) = exact(&smaller, &values, value) {
                let mut one = vec![0; values.len()];
                if let Some(slot) = one.get_mut(kind) {
                    *slot = 1;
                }
                let order_at = self.order_for_spot(with);
                let order_with = self.order_for_spot(at);
                self.move_counts(at, with, &one, &order_at);
                self.move_counts(with, at, &change, &order_with);
                return true;
            }
        }
        false
    }

    /// Moves as much of `amount` as can be paid exactly; returns the rest.
    fn pay_most(&mut self, from: Spot, to: Spot, amount: i64, order: &[usize]) -> i64 {
        if self.pay_face(from, to, amount, order, &|_| true) {
            return 0;
        }
        amount - self.pay_largest_exact(from, to, amount, order)
    }

    /// Adds the events since last asked to a player's line.
    fn note(&mut self, lines: &mut [ShareLine], seat: usize) {
        let events = self.take_events();
        if let Some(line) = lines.get_mut(seat) {
            line.events.extend(events);
        }
    }

    /// The pulla divided by the betdelning's shares: tokens back to their
    /// owners, the paper settled, each share in chips. Returns each
    /// player's line and what paper had to stand in for chips.
    fn divide(&mut self, shares: &[i64]) -> (Vec<ShareLine>, Vec<i64>) {
        let seats = self.seats();
        let mut owed: Vec<i64> = (0..seats)
            .map(|s| shares.get(s).copied().unwrap_or(0))
            .collect();
        let mut lines: Vec<ShareLine> = (0..seats)
            .map(|seat| ShareLine {
                seat,
                pinnar: shares.get(seat).copied().unwrap_or(0),
                events: Vec::new(),
                paper: 0,
            })
            .collect();
        let mut paper = vec![0i64; seats];
        // Tokens go back to their owners, counted at their token value.
        for token in std::mem::take(&mut self.state.tokens) {
            if let Some(bowl) = self.state.bowls.get_mut(token.owner) {
                bowl.add(token.owner, token.kind, 1);
            }
            if let Some(o) = owed.get_mut(token.owner) {
                *o = o.saturating_sub(token.value);
            }
            if let Some(line) = lines.get_mut(token.owner) {
                line.events.push(ChipEvent::TokenBack { token });
            }
        }
        // The pulla's paper is settled with each share: what it owes a
        // player is paid with the share, what a player owes it is taken
        // from the share.
        for seat in 0..seats {
            let tab = self.state.tab.get(seat).copied().unwrap_or(0);
            if tab != 0 {
                self.tab(seat, -tab);
                if let Some(o) = owed.get_mut(seat) {
                    *o = o.saturating_add(tab);
                }
                self.note(&mut lines, seat);
            }
        }
        // Whose tokens were worth more than their share pays the rest in.
        for seat in 0..seats {
            let need = -owed.get(seat).copied().unwrap_or(0);
            if need > 0 {
                let order = self.order(seat, None);
                let rest = self.pay_most(Spot::Bowl(seat), Spot::Pulla, need, &order);
                if let Some(p) = paper.get_mut(seat) {
                    *p -= rest;
                }
                self.note(&mut lines, seat);
            }
        }
        // Everyone else takes their share in chips, own colour first.
        for seat in 0..seats {
            let mut need = owed.get(seat).copied().unwrap_or(0);
            if need <= 0 {
                continue;
            }
            let order = self.order(seat, None);
            need = self.pay_most(Spot::Pulla, Spot::Bowl(seat), need, &order);
            // Betar that do not divide are changed into smaller chips at a
            // bowl that has them.
            let mut tries = 0;
            while need > 0 && tries < 16 {
                tries += 1;
                let changer = (0..seats).find(|&r| self.break_chip(Spot::Pulla, Spot::Bowl(r)));
                if changer.is_none() {
                    break;
                }
                need = self.pay_most(Spot::Pulla, Spot::Bowl(seat), need, &order);
            }
            if let Some(p) = paper.get_mut(seat) {
                *p += need;
            }
            self.note(&mut lines, seat);
        }
        // Chips left only where paper stands in for them: each goes to the
        // player the paper owes most, who owes it back on paper.
        while !self.state.pulla.is_empty() {
            let Some(seat) = (0..seats)
                .max_by_key(|&s| (paper.get(s).copied().unwrap_or(0), std::cmp::Reverse(s)))
            else {
                break;
            };
            let avail = self.avail(Spot::Pulla, |_| true);
            let Some(kind) = avail.iter().position(|&n| n > 0) else {
                break;
            };
            let mut one = vec![0; avail.len()];
            if let Some(slot) = one.get_mut(kind) {
                *slot = 1;
            }
            let order = self.order(seat, None);
            self.move_counts(Spot::Pulla, Spot::Bowl(seat), &one, &order);
            if let Some(p) = paper.get_mut(seat) {
                *p -= self.chips.value(kind);
            }
            self.note(&mut lines, seat);
        }
        for (line, &p) in lines.iter_mut().zip(&paper) {
            line.paper = p;
        }
        (lines, paper)
    }

    /// The final reckoning after the last hand. `shares` are the
    /// betdelning's shares by seat; `money` prices pinnar in öre.
    pub fn reckon(&mut self, shares: &[i64], money: &dyn Fn(i64) -> Option<i64>) -> Reckoning {
        let (lines, paper) = self.divide(shares);
        let after_share = self.state.clone();
        let swaps = self.swaps();
        let after_swaps = self.state.clone();
        let buybacks = self.buybacks(&paper, money);
        Reckoning {
            share: lines,
            swaps,
            buybacks,
            after_share,
            after_swaps,
            after: self.state.clone(),
        }
    }

    fn swaps(&mut self) -> Vec<Swap> {
        let seats = self.seats();
        let values = self.chips.values.clone();
        let mut swaps = Vec::new();
        // Each swap brings chips home, so this ends; the bound is a guard.
        for _ in 0..64 {
            let mut any = false;
            for seat in 0..seats {
                for with in (0..seats).filter(|&w| w != seat) {
                    let won = self.avail(Spot::Bowl(seat), |c| c != seat);
                    let lost = self.avail(Spot::Bowl(with), |c| c == seat);
                    let limit = self.chips.worth(&won).min(self.chips.worth(&lost));
                    if limit <= 0 {
                        continue;
                    }
                    let a = makeable(&won, &values, limit);
                    let b = makeable(&lost, &values, limit);
                    let Some(m) = (1..a.len())
                        .rev()
                        .find(|&m| a.get(m) == Some(&true) && b.get(m) == Some(&true))
                    else {
                        continue;
                    };
                    let m = i64::try_from(m).unwrap_or(0);
                    let (Some(give), Some(get)) =
                        (exact(&won, &values, m), exact(&lost, &values, m))
                    else {
                        continue;
                    };
                    let mut order: Vec<usize> = vec![with];
                    order.extend((0..seats).filter(|&c| c != with && c != seat));
                    self.move_counts(Spot::Bowl(seat), Spot::Bowl(with), &give, &order);
                    self.move_counts(Spot::Bowl(with), Spot::Bowl(seat), &get, &[seat]);
                    let events = self.take_events();
                    let chips_of = |from: Spot| -> Chips {
                        events
                            .iter()
                            .filter_map(|e| match e {
                                ChipEvent::Move {
                                    from: f,
                                    colour,
                                    kind,
                                    count,
                                    ..
                                } if *f == from => Some((*colour, *kind, *count)),
                                _ => None,
                            })
                            .collect()
                    };
                    swaps.push(Swap {
                        seat,
                        with,
                        gives: chips_of(Spot::Bowl(seat)),
                        gets: chips_of(Spot::Bowl(with)),
                        pinnar: m,
                    });
                    any = true;
                }
            }
            if !any {
                break;
            }
        }
        swaps
    }

    fn buybacks(&mut self, paper: &[i64], money: &dyn Fn(i64) -> Option<i64>) -> Vec<BuyBack> {
        let seats = self.seats();
        let mut lines = Vec::new();
        for from in 0..seats {
            for to in (0..seats).filter(|&t| t != from) {
                let counts = self.avail(Spot::Bowl(to), |c| c == from);
                let pinnar = self.chips.worth(&counts);
                if pinnar <= 0 {
                    continue;
                }
                self.move_counts(Spot::Bowl(to), Spot::Bowl(from), &counts, &[from]);
                self.take_events();
                lines.push(BuyBack {
                    from,
                    to,
                    chips: counts
                        .iter()
                        .enumerate()
                        .filter(|(_, n)| **n > 0)
                        .map(|(k, n)| (k, *n))
                        .collect(),
                    paper: 0,
                    pinnar,
                    money_ore: None,
                });
            }
        }
        // What the paper left: the fewest payments among the players.
        if paper.iter().any(|&p| p != 0) {
            for payment in fewest_payments(paper) {
                match lines
                    .iter_mut()
                    .find(|l| l.from == payment.from && l.to == payment.to)
                {
                    Some(line) => {
                        line.paper += payment.amount;
                        line.pinnar += payment.amount;
                    }
                    None => lines.push(BuyBack {
                        from: payment.from,
                        to: payment.to,
                        chips: Vec::new(),
                        paper: payment.amount,
                        pinnar: payment.amount,
                        money_ore: None,
                    }),
                }
            }
        }
        for line in &mut lines {
            line.money_ore = money(line.pinnar);
        }
        lines
    }
}
