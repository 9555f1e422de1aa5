//! Chips follow the ledger: every posting of the settlement is made with
//! chips, by the rules in `docs/chips.md`. The postings decide every
//! amount; this module only decides which chips carry it.

use serde::Serialize;

use crate::chips::set::Place;
use crate::chips::state::{ChipState, Resolved, Spot, Token, exact};
use crate::ledger::book::{Account, Posting};

/// Why a token was placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenWhy {
    /// The player has no bet chips left.
    NoBetar,
    /// The player's own small chips are running out too.
    RunningLow,
}

/// One thing that happens to the chips.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum ChipEvent {
    /// Chips of one colour and kind moved.
    Move {
        /// From.
        from: Spot,
        /// To.
        to: Spot,
        /// Colour (seat).
        colour: usize,
        /// Kind (index into the set's kinds).
        kind: usize,
        /// How many.
        count: i64,
    },
    /// A token placed in or under the pulla from its owner's bowl.
    Token {
        /// The token.
        token: Token,
        /// Why.
        why: TokenWhy,
    },
    /// A token back in its owner's bowl (at the betdelning).
    TokenBack {
        /// The token.
        token: Token,
    },
    /// The pulla's paper changed for a player: `pinnar` more owed to them
    /// (negative: owed by them); `total` after.
    Tab {
        /// Seat.
        seat: usize,
        /// Change.
        pinnar: i64,
        /// Total after.
        total: i64,
    },
    /// A player without the chips to pay another pays through the pulla.
    ThroughPulla {
        /// Payer.
        from: usize,
        /// Receiver.
        to: usize,
        /// Pinnar.
        pinnar: i64,
    },
}

/// The chips follow the postings, one at a time.
pub struct Engine<'a> {
    /// The chip set.
    pub chips: &'a Resolved,
    /// Where the chips are.
    pub state: ChipState,
    /// What happened since the last [`Engine::take_events`].
    pub events: Vec<ChipEvent>,
}

impl<'a> Engine<'a> {
    /// Chips as every bowl starts.
    pub fn new(chips: &'a Resolved, seats: usize) -> Engine<'a> {
        Engine {
            chips,
            state: chips.opening(seats),
            events: Vec::new(),
        }
    }

    /// The events since last asked.
    pub fn take_events(&mut self) -> Vec<ChipEvent> {
        std::mem::take(&mut self.events)
    }

    pub(crate) fn seats(&self) -> usize {
        self.state.bowls.len()
    }

    /// Makes one posting with chips.
    pub fn post(&mut self, posting: &Posting) {
        match (posting.from, posting.to) {
            (Account::Player(p), Account::Player(q)) => self.player_to_player(p, q, posting.amount),
            (Account::Player(p), Account::Pulla) => self.pay_into_pulla(p, posting.amount),
            (Account::Pulla, Account::Player(q)) => self.pay_out_of_pulla(q, posting.amount),
            (Account::Pulla, Account::Pulla) => {}
        }
    }

    /// Colours in the order a holder parts with them: `first`, then
    /// `second`, then the rest in seat order.
    pub(crate) fn order(&self, first: usize, second: Option<usize>) -> Vec<usize> {
        let mut order = vec![first];
        order.extend(second.filter(|&s| s != first));
        order.extend((0..self.seats()).filter(|c| *c != first && Some(*c) != second));
        order
    }

    fn holding(&self, spot: Spot) -> Option<&crate::chips::state::Holding> {
        match spot {
            Spot::Bowl(seat) => self.state.bowls.get(seat),
            Spot::Pulla => Some(&self.state.pulla),
        }
    }

    fn holding_mut(&mut self, spot: Spot) -> Option<&mut crate::chips::state::Holding> {
        match spot {
            Spot::Bowl(seat) => self.state.bowls.get_mut(seat),
            Spot::Pulla => Some(&mut self.state.pulla),
        }
    }

    /// Kind counts a spot can give from the colours `colours` allows.
    pub(crate) fn avail(&self, spot: Spot, colours: impl Fn(usize) -> bool) -> Vec<i64> {
        self.holding(spot)
            .map_or_else(Vec::new, |h| h.kinds_where(colours))
    }

    /// Moves kind counts from one spot to another, taking colours in
    /// `order`.
    pub fn move_counts(&mut self, from: Spot, to: Spot, counts: &[i64], order: &[usize]) {
        for (kind, &wanted) in counts.iter().enumerate() {
            let mut left = wanted;
            for &colour in order {
                if left <= 0 {
                    break;
                }
                let have = self.holding(from).map_or(0, |h| h.count(colour, kind));
                let n = have.min(left);
                if n <= 0 {
                    continue;
                }
                if let Some(h) = self.holding_mut(from) {
                    h.add(colour, kind, -n);
                }
                if let Some(h) = self.holding_mut(to) {
                    h.add(colour, kind, n);
                }
                self.events.push(ChipEvent::Move {
                    from,
                    to,
                    colour,
                    kind,
                    count: n,
                });
                left -= n;
            }
        }
    }

    /// Pays exactly `amount` from one spot to another in chips: the exact
    /// amount if the payer has it; else a little more, with change from the
    /// receiver; else, for a player, after changing one chip into smaller
    /// ones at the pulla. Returns false, moving nothing, when it cannot.
    pub(crate) fn pay_face(
        &mut self,
        from: Spot,
        to: Spot,
        amount: i64,
        payer_order: &[usize],
        colours: &dyn Fn(usize) -> bool,
    ) -> bool {
        if amount <= 0 {
            return true;
        }
        if self.pay_with_change(from, to, amount, payer_order, colours) {
            return true;
        }
        if from == Spot::Pulla || to == Spot::Pulla {
            return false;
        }
        // Change one chip at the pulla (the largest first) and try again.
        let values = self.chips.values.clone();
        let mut kinds: Vec<usize> = (0..values.len()).collect();
        kinds.sort_by_key(|&k| std::cmp::Reverse(values.get(k).copied().unwrap_or(0)));
        for kind in kinds {
            if self.avail(from, colours).get(kind).copied().unwrap_or(0) <= 0 {
                continue;
            }
            let value = values.get(kind).copied().unwrap_or(0);
            let smaller: Vec<i64> = self
                .avail(Spot::Pulla, |_| true)
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
            let Some(change) = exact(&smaller, &values, value) else {
                continue;
            };
            let before = self.events.len();
            let saved = self.state.clone();
            let mut one = vec![0; values.len()];
            if let Some(slot) = one.get_mut(kind) {
                *slot = 1;
            }
            self.move_counts(from, Spot::Pulla, &one, payer_order);
            let back = self.order_for_spot(from);
            self.move_counts(Spot::Pulla, from, &change, &back);
            if self.pay_with_change(from, to, amount, payer_order, colours) {
                return true;
            }
            self.state = saved;
            self.events.truncate(before);
        }
        false
    }

    fn pay_with_change(
        &mut self,
        from: Spot,
        to: Spot,
        amount: i64,
        payer_order: &[usize],
        colours: &dyn Fn(usize) -> bool,
    ) -> bool {
        let values = self.chips.values.clone();
        let avail = self.avail(from, colours);
        if let Some(counts) = exact(&avail, &values, amount) {
            self.move_counts(from, to, &counts, payer_order);
            return true;
        }
        if self.chips.worth(&avail) < amount {
            return false;
        }
        let biggest = values.iter().copied().max().unwrap_or(0);
        for over in 1..=biggest {
            let Some(counts) = exact(&avail, &values, amount.saturating_add(over)) else {
                continue;
            };
            let back = self.avail(to, |_| true);
            if let Some(change) = exact(&back, &values, over) {
                self.move_counts(from, to, &counts, payer_order);
                let order = self.order_for_spot(from);
                self.move_counts(to, from, &change, &order);
                return true;
            }
        }
        false
    }

    /// The colour order chips are given to a spot in: a bowl's own colour
    /// first.
    pub(crate) fn order_for_spot(&self, to: Spot) -> Vec<usize> {
        match to {
            Spot::Bowl(seat) => self.order(seat, None),
            Spot::Pulla => self.order(0, None),
        }
    }

    /// Pays the largest part of `amount` the giver can make exactly (its
    /// chips' colours in `order`); returns the part paid.
    pub(crate) fn pay_largest_exact(
        &mut self,
        from: Spot,
        to: Spot,
        amount: i64,
        order: &[usize],
    ) -> i64 {
        let values = self.chips.values.clone();
        let avail = self.avail(from, |_| true);
        let most = self.chips.worth(&avail).min(amount);
        for part in (1..=most).rev() {
            if let Some(counts) = exact(&avail, &values, part) {
                self.move_counts(from, to, &counts, order);
                return part;
            }
        }
        0
    }

    pub(crate) fn tab(&mut self, seat: usize, pinnar: i64) {
        if pinnar == 0 {
            return;
        }
        if let Some(t) = self.state.tab.get_mut(seat) {
            *t = t.saturating_add(pinnar);
            let total = *t;
            self.events.push(ChipEvent::Tab {
                seat,
                pinnar,
                total,
            });
        }
    }

    fn player_to_player(&mut self, p: usize, q: usize, amount: i64) {
        let order = self.order(p, Some(q));
        if self.pay_face(Spot::Bowl(p), Spot::Bowl(q), amount, &order, &|_| true) {
            return;
        }
        // Pay what the bowl can, exactly; the rest goes through the pulla.
        let paid = self.pay_largest_exact(Spot::Bowl(p), Spot::Bowl(q), amount, &order);
        let rest = amount.saturating_sub(paid);
        if rest > 0 {
            self.events.push(ChipEvent::ThroughPulla {
                from: p,
                to: q,
                pinnar: rest,
            });
            self.pay_into_pulla(p, rest);
            self.pay_out_of_pulla(q, rest);
        }
    }

    /// Own-colour chips of the kinds that may go in the pulla as tokens.
    fn small_own(&self, p: usize) -> i64 {
        self.chips
            .tokens
            .iter()
            .filter(|(_, place, _)| *place == Place::In)
            .map(|(kind, _, _)| *kind)
            .fold(Vec::new(), |mut kinds, k| {
                if !kinds.contains(&k) {
                    kinds.push(k);
                }
                kinds
            })
            .into_iter()
            .map(|k| self.holding(Spot::Bowl(p)).map_or(0, |h| h.count(p, k)))
            .sum()
    }

    fn place_token(&mut self, p: usize, rule: usize, why: TokenWhy) {
        let Some(&(kind, place, value)) = self.chips.tokens.get(rule) else {
            return;
        };
        if let Some(bowl) = self.state.bowls.get_mut(p) {
            bowl.add(p, kind, -1);
        }
        let token = Token {
            owner: p,
            kind,
            place,
            value,
            rule,
        };
        self.state.tokens.push(token.clone());
        self.events.push(ChipEvent::Token { token, why });
    }

    /// A token rule `p` can use now: its place, value at most `most` (or
    /// any value when `None`), the player holding a chip of its kind in
    /// their own colour. Highest value first; `smallest` for the least
    /// above a payment.
    fn usable_token(
        &self,
        p: usize,
        place: Place,
        most: Option<i64>,
        smallest: bool,
    ) -> Option<usize> {
        let candidates = self
            .chips
            .tokens
            .iter()
            .enumerate()
            .filter(|(_, (kind, at, value))| {
                *at == place
                    && most.is_none_or(|m| *value <= m)
                    && self.holding(Spot::Bowl(p)).map_or(0, |h| h.count(p, *kind)) > 0
            });
        if smallest {
            candidates
                .min_by_key(|(i, (_, _, v))| (*v, *i))
                .map(|(i, _)| i)
        } else {
            candidates
                .max_by_key(|(i, (_, _, v))| (*v, std::cmp::Reverse(*i)))
                .map(|(i, _)| i)
        }
    }

    /// A payment into the pulla, by the rules of `docs/chips.md`.
    fn pay_into_pulla(&mut self, p: usize, amount: i64) {
        let mut rest = amount;
        // 1. What the pulla owes the player on paper.
        let credit = self.state.tab.get(p).copied().unwrap_or(0).max(0).min(rest);
        if credit > 0 {
            self.tab(p, -credit);
            rest -= credit;
        }
        // 1b. A player whose own small chips are down to those kept pushes
        //     a bet chip of their own under the pulla for a large payment
        //     (a tiomastare, where a bet under it counts 10).
        let keep = i64::from(self.chips.settings.keep);
        while self.small_own(p) <= keep
            && let Some(rule) = self.usable_big_token(p, rest)
        {
            self.place_token(p, rule, TokenWhy::RunningLow);
            rest -= self.token_value(rule);
        }
        // 2. Bet chips and bigger, own colour first, as far as they go.
        let order = self.order(p, None);
        let values = self.chips.values.clone();
        let bet = self.chips.bet;
        let mut kinds: Vec<usize> = (0..values.len())
            .filter(|&k| values.get(k).is_some_and(|v| *v >= bet))
            .collect();
        kinds.sort_by_key(|&k| std::cmp::Reverse(values.get(k).copied().unwrap_or(0)));
        for &kind in &kinds {
            let value = values.get(kind).copied().unwrap_or(1).max(1);
            let have = self
                .avail(Spot::Bowl(p), |_| true)
                .get(kind)
                .copied()
                .unwrap_or(0);
            let n = have.min(rest / value);
            if n > 0 {
                let mut counts = vec![0; values.len()];
                if let Some(slot) = counts.get_mut(kind) {
                    *slot = n;
                }
                self.move_counts(Spot::Bowl(p), Spot::Pulla, &counts, &order);
                rest -= n * value;
            }
        }
        if rest <= 0 {
            return;
        }
        // 2b. A bigger chip than what is owed: paid, with change.
        if self.chips.bet_chips(&self.state, p) > 0 {
            if self.pay_face(Spot::Bowl(p), Spot::Pulla, rest, &order, &|_| true) {
                return;
            }
            if let Some(kind) = kinds.iter().rev().copied().find(|&k| {
                self.avail(Spot::Bowl(p), |_| true)
                    .get(k)
                    .copied()
                    .unwrap_or(0)
                    > 0
            }) {
                let mut counts = vec![0; values.len()];
                if let Some(slot) = counts.get_mut(kind) {
                    *slot = 1;
                }
                self.move_counts(Spot::Bowl(p), Spot::Pulla, &counts, &order);
                let over = values.get(kind).copied().unwrap_or(0) - rest;
                self.change_from_pulla(p, over);
                return;
            }
        }
        // 3. No bet chips: tokens of the player's own colour.
        let Some(mut rest) = self.pay_with_tokens(p, rest) else {
            return;
        };
        // 4. Won chips at their face value; 5. the rest on the pulla's paper.
        rest -= self.pay_largest_exact(Spot::Bowl(p), Spot::Pulla, rest, &order);
        if rest > 0 {
            self.tab(p, -rest);
        }
    }

    /// Tokens of the player's own colour for a payment into the pulla;
    /// `None` when paid, else what is left to pay.
    fn pay_with_tokens(&mut self, p: usize, mut rest: i64) -> Option<i64> {
        let keep = i64::from(self.chips.settings.keep);
        loop {
            if rest <= 0 {
                return None;
            }
            // In order: a. in the pulla, while the player has more small
            // chips of their own than they keep for pinnar; b. under the
            // pulla for up to its value; c. under it for more than is owed,
            // with change; d. in the pulla with the chips kept; e. the same
            // for more than is owed.
            let spare = self.small_own(p) > keep;
            let steps = [
                (spare, Place::In, Some(rest), TokenWhy::NoBetar),
                (true, Place::Under, Some(rest), TokenWhy::RunningLow),
                (true, Place::Under, None, TokenWhy::RunningLow),
                (true, Place::In, Some(rest), TokenWhy::NoBetar),
                (true, Place::In, None, TokenWhy::NoBetar),
            ];
            let Some((rule, why)) = steps.into_iter().find_map(|(allowed, place, most, why)| {
                let rule = self.usable_token(p, place, most, most.is_none());
                rule.filter(|_| allowed).map(|rule| (rule, why))
            }) else {
                break;
            };
            self.place_token(p, rule, why);
            rest -= self.token_value(rule);
            if rest < 0 {
                self.change_from_pulla(p, -rest);
                return None;
            }
        }
        Some(rest)
    }

    /// An under-the-pulla token made of a chip worth a bet or more (a
    /// tiomastare) that `p` holds in their own colour, worth at most `most`.
    fn usable_big_token(&self, p: usize, most: i64) -> Option<usize> {
        self.chips
            .tokens
            .iter()
            .enumerate()
            .filter(|(_, (kind, place, value))| {
                *place == Place::Under
                    && *value <= most
                    && self.chips.value(*kind) >= self.chips.bet
                    && self.holding(Spot::Bowl(p)).map_or(0, |h| h.count(p, *kind)) > 0
            })
            .max_by_key(|(i, (_, _, v))| (*v, std::cmp::Reverse(*i)))
            .map(|(i, _)| i)
    }

    fn token_value(&self, rule: usize) -> i64 {
        self.chips.tokens.get(rule).map_or(0, |t| t.2)
    }

    /// The pulla gives `amount` back to `p` in chips as far as it can; the
    /// rest it owes on paper.
    fn change_from_pulla(&mut self, p: usize, amount: i64) {
        if amount <= 0 {
            return;
        }
        let order = self.order(p, None);
        let given = self.pay_largest_exact(Spot::Pulla, Spot::Bowl(p), amount, &order);
        self.tab(p, amount - given);
    }

    /// A payment from the pulla: paper debts first, then chips (the
    /// receiver's colour first), with change from the receiver; what the
    /// pulla cannot pay in chips it owes on paper.
    fn pay_out_of_pulla(&mut self, q: usize, amount: i64) {
        let mut rest = amount;
        let debt = (-self.state.tab.get(q).copied().unwrap_or(0))
            .max(0)
            .min(rest);
        if debt > 0 {
            self.tab(q, debt);
            rest -= debt;
        }
        let order = self.order(q, None);
        if self.pay_face(Spot::Pulla, Spot::Bowl(q), rest, &order, &|_| true) {
            return;
        }
        rest -= self.pay_largest_exact(Spot::Pulla, Spot::Bowl(q), rest, &order);
        self.tab(q, rest);
    }
}
