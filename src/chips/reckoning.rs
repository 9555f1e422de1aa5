//! The final reckoning in chips (source 001, "Betdelning och
//! slutsammanräkning"): the pulla divided, tokens back to their owners;
//! won chips swapped for lost ones; the losers buy their remaining chips
//! back at the agreed price. The amounts are the ledger's: the division is
//! the betdelning's shares, and what each player pays or gets in the
//! buy-back is their final balance.

use serde::Serialize;

use crate::chips::error::ChipError;
use crate::chips::follow::{ChipEvent, Engine};
use crate::chips::index::{Kind, PerKind, Seat, Seats};
use crate::chips::state::{ChipState, Spot, exact};
use crate::ledger::split::fewest_payments;

/// Chips by colour (seat) and kind: `(colour, kind, count)`.
pub type Chips = Vec<(Seat, Kind, i64)>;

/// One player's part of the division of the pulla.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShareLine {
    /// Seat.
    pub seat: Seat,
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
    pub seat: Seat,
    /// The player who held it.
    pub with: Seat,
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
    pub from: Seat,
    /// The holder, who is paid.
    pub to: Seat,
    /// The chips bought back, counted by kind.
    pub chips: Vec<(Kind, i64)>,
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

/// Sums of chips `avail` can make exactly, up to `limit` (at most
/// 2^20 pinnar: a guard, far above any swap).
fn makeable(avail: &PerKind<i64>, values: &PerKind<i64>, limit: i64) -> Vec<bool> {
    const MOST: usize = 1 << 20;
    let size = match usize::try_from(limit) {
        Ok(limit) => limit.min(MOST),
        Err(_) if limit > 0 => MOST,
        Err(_) => 0,
    };
    let mut can = vec![false; size + 1];
    if let Some(zero) = can.first_mut() {
        *zero = true;
    }
    for (kind, &count) in avail.pairs() {
        let Ok(value) = usize::try_from(values[kind]) else {
            continue;
        };
        if value == 0 {
            continue;
        }
        for _ in 0..count.clamp(0, 4_096) {
            // One more chip of this kind: every sum made so far, plus it.
            let before = can.clone();
            let mut changed = false;
            for (slot, &made) in can.iter_mut().skip(value).zip(&before) {
                if !*slot && made {
                    *slot = true;
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
        for kind in self.kinds_largest_first() {
            if self.avail(at, |_| true)[kind] <= 0 {
                continue;
            }
            let value = self.chips.value(kind);
            let smaller = self.smaller_than(&self.avail(with, |_| true), value);
            if let Some(change) = exact(&smaller, &self.chips.values, value) {
                let order_at = self.order_for_spot(with);
                let order_with = self.order_for_spot(at);
                self.move_counts(at, with, &self.one(kind), &order_at);
                self.move_counts(with, at, &change, &order_with);
                return true;
            }
        }
        false
    }

    /// Moves as much of `amount` as can be paid exactly; returns the rest.
    fn pay_most(&mut self, from: Spot, to: Spot, amount: i64, order: &[Seat]) -> i64 {
        if self.pay_face(from, to, amount, order, &|_| true) {
            return 0;
        }
        amount - self.pay_largest_exact(from, to, amount, order)
    }

    /// Adds the events since last asked to a player's line.
    fn note(&mut self, lines: &mut Seats<ShareLine>, seat: Seat) {
        let events = self.take_events();
        lines[seat].events.extend(events);
    }

    /// The pulla divided by the betdelning's shares (one a seat): tokens
    /// back to their owners, the paper settled, each share in chips.
    /// Returns each player's line and what paper had to stand in for
    /// chips.
    fn divide(&mut self, shares: &Seats<i64>) -> (Vec<ShareLine>, Seats<i64>) {
        let seats = self.seats();
        let mut owed = shares.clone();
        let mut lines = Seats::new(shares.len(), |seat| ShareLine {
            seat,
            pinnar: shares[seat],
            events: Vec::new(),
            paper: 0,
        });
        let mut paper = Seats::new(shares.len(), |_| 0i64);
        // Tokens go back to their owners, counted at their token value.
        for token in std::mem::take(&mut self.state.tokens) {
            self.state.bowls[token.owner].add(token.owner, token.kind, 1);
            owed[token.owner] = owed[token.owner].saturating_sub(token.value);
            lines[token.owner]
                .events
                .push(ChipEvent::TokenBack { token });
        }
        // The pulla's paper is settled with each share: what it owes a
        // player is paid with the share, what a player owes it is taken
        // from the share.
        for &seat in &seats {
            let tab = self.state.tab[seat];
            if tab != 0 {
                self.tab(seat, -tab);
                owed[seat] = owed[seat].saturating_add(tab);
                self.note(&mut lines, seat);
            }
        }
        // Whose tokens were worth more than their share pays the rest in.
        for &seat in &seats {
            let need = -owed[seat];
            if need > 0 {
                let order = self.order(seat, None);
                let rest = self.pay_most(Spot::Bowl(seat), Spot::Pulla, need, &order);
                paper[seat] -= rest;
                self.note(&mut lines, seat);
            }
        }
        // Everyone else takes their share in chips, own colour first.
        for &seat in &seats {
            let mut need = owed[seat];
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
                let changer = seats
                    .iter()
                    .find(|&&r| self.break_chip(Spot::Pulla, Spot::Bowl(r)));
                if changer.is_none() {
                    break;
                }
                need = self.pay_most(Spot::Pulla, Spot::Bowl(seat), need, &order);
            }
            paper[seat] += need;
            self.note(&mut lines, seat);
        }
        // Chips left only where paper stands in for them: each goes to the
        // player the paper owes most, who owes it back on paper.
        while !self.state.pulla.is_empty() {
            let Some(seat) = paper
                .pairs()
                .max_by_key(|&(s, p)| (*p, std::cmp::Reverse(s)))
                .map(|(s, _)| s)
            else {
                break;
            };
            let avail = self.avail(Spot::Pulla, |_| true);
            let Some(kind) = avail.pairs().find(|(_, n)| **n > 0).map(|(k, _)| k) else {
                break;
            };
            let order = self.order(seat, None);
            self.move_counts(Spot::Pulla, Spot::Bowl(seat), &self.one(kind), &order);
            paper[seat] -= self.chips.value(kind);
            self.note(&mut lines, seat);
        }
        for (line, &p) in lines.iter_mut().zip(paper.iter()) {
            line.paper = p;
        }
        (lines.into_vec(), paper)
    }

    /// The final reckoning after the last hand. `shares` are the
    /// betdelning's shares by seat, one for each seat at the table (else
    /// [`ChipError::SeatCount`]); `money` prices pinnar in öre.
    pub fn reckon(
        &mut self,
        shares: &[i64],
        money: &dyn Fn(i64) -> Option<i64>,
    ) -> Result<Reckoning, ChipError> {
        let shares = Seats::from_vec(shares.to_vec(), self.state.bowls.len())?;
        let (lines, paper) = self.divide(&shares);
        let after_share = self.state.clone();
        let swaps = self.swaps();
        let after_swaps = self.state.clone();
        let buybacks = self.buybacks(&paper, money)?;
        Ok(Reckoning {
            share: lines,
            swaps,
            buybacks,
            after_share,
            after_swaps,
            after: self.state.clone(),
        })
    }

    fn swaps(&mut self) -> Vec<Swap> {
        let seats = self.seats();
        let mut swaps = Vec::new();
        // Each swap brings chips home, so this ends; the bound is a guard.
        for _ in 0..64 {
            let mut any = false;
            for &seat in &seats {
                for &with in seats.iter().filter(|&&w| w != seat) {
                    if let Some(swap) = self.swap(seat, with, &seats) {
                        swaps.push(swap);
                        any = true;
                    }
                }
            }
            if !any {
                break;
            }
        }
        swaps
    }

    /// `seat` gives chips won from others to `with` for chips of its own
    /// colour, the most value both sides can make the same.
    fn swap(&mut self, seat: Seat, with: Seat, seats: &[Seat]) -> Option<Swap> {
        let values = &self.chips.values;
        let won = self.avail(Spot::Bowl(seat), |c| c != seat);
        let lost = self.avail(Spot::Bowl(with), |c| c == seat);
        let limit = self.chips.worth(&won).min(self.chips.worth(&lost));
        if limit <= 0 {
            return None;
        }
        let a = makeable(&won, values, limit);
        let b = makeable(&lost, values, limit);
        let m = a
            .iter()
            .zip(&b)
            .rposition(|(x, y)| *x && *y)
            .filter(|&m| m > 0)?;
        let m = i64::try_from(m).ok()?;
        let give = exact(&won, values, m)?;
        let get = exact(&lost, values, m)?;
        let mut order: Vec<Seat> = vec![with];
        order.extend(seats.iter().copied().filter(|&c| c != with && c != seat));
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
        Some(Swap {
            seat,
            with,
            gives: chips_of(Spot::Bowl(seat)),
            gets: chips_of(Spot::Bowl(with)),
            pinnar: m,
        })
    }

    fn buybacks(
        &mut self,
        paper: &Seats<i64>,
        money: &dyn Fn(i64) -> Option<i64>,
    ) -> Result<Vec<BuyBack>, ChipError> {
        let seats = self.seats();
        let mut lines = Vec::new();
        for &from in &seats {
            for &to in seats.iter().filter(|&&t| t != from) {
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
                        .pairs()
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
            for payment in fewest_payments(paper.as_slice()) {
                let from = self.state.seat(payment.from)?;
                let to = self.state.seat(payment.to)?;
                match lines.iter_mut().find(|l| l.from == from && l.to == to) {
                    Some(line) => {
                        line.paper += payment.amount;
                        line.pinnar += payment.amount;
                    }
                    None => lines.push(BuyBack {
                        from,
                        to,
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
        Ok(lines)
    }
}
