//! Chips follow the ledger: every posting of the settlement is made with
//! chips, by the rules in `docs/chips.md`. The postings decide every
//! amount; this module only decides which chips carry it.

use serde::Serialize;

use crate::chips::error::ChipError;
use crate::chips::index::{Kind, PerKind, Seat};
use crate::chips::set::Place;
use crate::chips::state::{ChipState, Holding, Resolved, Spot, Token, TokenUse, exact};
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
        colour: Seat,
        /// Kind.
        kind: Kind,
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
        seat: Seat,
        /// Change.
        pinnar: i64,
        /// Total after.
        total: i64,
    },
    /// A player without the chips to pay another pays through the pulla.
    ThroughPulla {
        /// Payer.
        from: Seat,
        /// Receiver.
        to: Seat,
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

    /// Every seat at the table, in order.
    pub(crate) fn seats(&self) -> Vec<Seat> {
        self.state.bowls.seats().collect()
    }

    /// Makes one posting with chips. A posting naming a seat the table
    /// does not have is [`ChipError::NoSuchSeat`], and nothing moves.
    pub fn post(&mut self, posting: &Posting) -> Result<(), ChipError> {
        let seat = |account: Account| match account {
            Account::Player(seat) => self.state.seat(seat).map(Some),
            Account::Pulla => Ok(None),
        };
        match (seat(posting.from)?, seat(posting.to)?) {
            (Some(p), Some(q)) => self.player_to_player(p, q, posting.amount),
            (Some(p), None) => self.pay_into_pulla(p, posting.amount),
            (None, Some(q)) => self.pay_out_of_pulla(q, posting.amount),
            (None, None) => {}
        }
        Ok(())
    }

    /// Colours in the order a holder parts with them: `first`, then
    /// `second`, then the rest in seat order.
    pub(crate) fn order(&self, first: Seat, second: Option<Seat>) -> Vec<Seat> {
        let mut order = vec![first];
        order.extend(second.filter(|&s| s != first));
        order.extend(
            self.state
                .bowls
                .seats()
                .filter(|c| *c != first && Some(*c) != second),
        );
        order
    }

    fn holding(&self, spot: Spot) -> &Holding {
        match spot {
            Spot::Bowl(seat) => &self.state.bowls[seat],
            Spot::Pulla => &self.state.pulla,
        }
    }

    fn holding_mut(&mut self, spot: Spot) -> &mut Holding {
        match spot {
            Spot::Bowl(seat) => &mut self.state.bowls[seat],
            Spot::Pulla => &mut self.state.pulla,
        }
    }

    /// Kind counts a spot can give from the colours `colours` allows.
    pub(crate) fn avail(&self, spot: Spot, colours: impl Fn(Seat) -> bool) -> PerKind<i64> {
        self.chips.kinds_where(self.holding(spot), colours)
    }

    /// The set's kinds, largest value first.
    pub(crate) fn kinds_largest_first(&self) -> Vec<Kind> {
        let mut kinds: Vec<Kind> = self.chips.values.kinds().collect();
        kinds.sort_by_key(|&k| std::cmp::Reverse(self.chips.value(k)));
        kinds
    }

    /// One chip of `kind`, as kind counts.
    pub(crate) fn one(&self, kind: Kind) -> PerKind<i64> {
        let mut one = self.chips.none();
        one[kind] = 1;
        one
    }

    /// Moves kind counts from one spot to another, taking colours in
    /// `order`.
    pub fn move_counts(&mut self, from: Spot, to: Spot, counts: &PerKind<i64>, order: &[Seat]) {
        for (kind, &wanted) in counts.pairs() {
            let mut left = wanted;
            for &colour in order {
                if left <= 0 {
                    break;
                }
                let n = self.holding(from).count(colour, kind).min(left);
                if n <= 0 {
                    continue;
                }
                self.holding_mut(from).add(colour, kind, -n);
                self.holding_mut(to).add(colour, kind, n);
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

    /// The chips of `avail` smaller than `value`.
    pub(crate) fn smaller_than(&self, avail: &PerKind<i64>, value: i64) -> PerKind<i64> {
        avail.map(|k, n| if self.chips.value(k) < value { *n } else { 0 })
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
        payer_order: &[Seat],
        colours: &dyn Fn(Seat) -> bool,
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
        for kind in self.kinds_largest_first() {
            if self.avail(from, colours)[kind] <= 0 {
                continue;
            }
            let value = self.chips.value(kind);
            let smaller = self.smaller_than(&self.avail(Spot::Pulla, |_| true), value);
            let Some(change) = exact(&smaller, &self.chips.values, value) else {
                continue;
            };
            let before = self.events.len();
            let saved = self.state.clone();
            self.move_counts(from, Spot::Pulla, &self.one(kind), payer_order);
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
        payer_order: &[Seat],
        colours: &dyn Fn(Seat) -> bool,
    ) -> bool {
        let values = &self.chips.values;
        let avail = self.avail(from, colours);
        if let Some(counts) = exact(&avail, values, amount) {
            self.move_counts(from, to, &counts, payer_order);
            return true;
        }
        if self.chips.worth(&avail) < amount {
            return false;
        }
        // The most a payment can go over is the biggest chip (no chip: 0,
        // and there is nothing to try).
        let biggest = values.iter().copied().fold(0, i64::max);
        for over in 1..=biggest {
            let Some(counts) = exact(&avail, values, amount.saturating_add(over)) else {
                continue;
            };
            let back = self.avail(to, |_| true);
            if let Some(change) = exact(&back, values, over) {
                self.move_counts(from, to, &counts, payer_order);
                let order = self.order_for_spot(from);
                self.move_counts(to, from, &change, &order);
                return true;
            }
        }
        false
    }

    /// The colour order chips are given to a spot in: a bowl's own colour
    /// first; the pulla's in seat order.
    pub(crate) fn order_for_spot(&self, to: Spot) -> Vec<Seat> {
        match to {
            Spot::Bowl(seat) => self.order(seat, None),
            Spot::Pulla => self.seats(),
        }
    }

    /// Pays the largest part of `amount` the giver can make exactly (its
    /// chips' colours in `order`); returns the part paid.
    pub(crate) fn pay_largest_exact(
        &mut self,
        from: Spot,
        to: Spot,
        amount: i64,
        order: &[Seat],
    ) -> i64 {
        let avail = self.avail(from, |_| true);
        let most = self.chips.worth(&avail).min(amount);
        for part in (1..=most).rev() {
            if let Some(counts) = exact(&avail, &self.chips.values, part) {
                self.move_counts(from, to, &counts, order);
                return part;
            }
        }
        0
    }

    pub(crate) fn tab(&mut self, seat: Seat, pinnar: i64) {
        if pinnar == 0 {
            return;
        }
        let t = &mut self.state.tab[seat];
        *t = t.saturating_add(pinnar);
        let total = *t;
        self.events.push(ChipEvent::Tab {
            seat,
            pinnar,
            total,
        });
    }

    fn player_to_player(&mut self, p: Seat, q: Seat, amount: i64) {
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
    fn small_own(&self, p: Seat) -> i64 {
        let mut kinds: Vec<Kind> = Vec::new();
        for token in self.chips.tokens.iter().filter(|t| t.place == Place::In) {
            if !kinds.contains(&token.kind) {
                kinds.push(token.kind);
            }
        }
        let bowl = &self.state.bowls[p];
        kinds.into_iter().map(|k| bowl.count(p, k)).sum()
    }

    fn place_token(&mut self, p: Seat, (rule, token): (usize, TokenUse), why: TokenWhy) {
        self.state.bowls[p].add(p, token.kind, -1);
        let token = Token {
            owner: p,
            kind: token.kind,
            place: token.place,
            value: token.value,
            rule,
        };
        self.state.tokens.push(token.clone());
        self.events.push(ChipEvent::Token { token, why });
    }

    /// Whether `p` holds a chip of a token's kind in their own colour.
    fn holds_own(&self, p: Seat, token: &TokenUse) -> bool {
        self.state.bowls[p].count(p, token.kind) > 0
    }

    /// A token rule `p` can use now: its place, value at most `most` (or
    /// any value when `None`), the player holding a chip of its kind in
    /// their own colour. Highest value first; `smallest` for the least
    /// above a payment.
    fn usable_token(
        &self,
        p: Seat,
        place: Place,
        most: Option<i64>,
        smallest: bool,
    ) -> Option<(usize, TokenUse)> {
        let candidates = self
            .chips
            .tokens
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, t)| {
                t.place == place && most.is_none_or(|m| t.value <= m) && self.holds_own(p, t)
            });
        if smallest {
            candidates.min_by_key(|(i, t)| (t.value, *i))
        } else {
            candidates.max_by_key(|(i, t)| (t.value, std::cmp::Reverse(*i)))
        }
    }

    /// A payment into the pulla, by the rules of `docs/chips.md`.
    fn pay_into_pulla(&mut self, p: Seat, amount: i64) {
        let mut rest = amount;
        // 1. What the pulla owes the player on paper.
        let credit = self.state.tab[p].max(0).min(rest);
        if credit > 0 {
            self.tab(p, -credit);
            rest -= credit;
        }
        // 1b. A player whose own small chips are down to those kept pushes
        //     a bet chip of their own under the pulla for a large payment
        //     (a tiomastare, where a bet under it counts 10).
        let keep = i64::from(self.chips.settings.keep);
        while self.small_own(p) <= keep
            && let Some(token) = self.usable_big_token(p, rest)
        {
            self.place_token(p, token, TokenWhy::RunningLow);
            rest -= token.1.value;
        }
        // 2. Bet chips and bigger, own colour first, as far as they go.
        let order = self.order(p, None);
        let bet = self.chips.bet;
        let kinds: Vec<Kind> = self
            .kinds_largest_first()
            .into_iter()
            .filter(|&k| self.chips.value(k) >= bet)
            .collect();
        for &kind in &kinds {
            let value = self.chips.value(kind).max(1);
            let n = self.avail(Spot::Bowl(p), |_| true)[kind].min(rest / value);
            if n > 0 {
                let mut counts = self.chips.none();
                counts[kind] = n;
                self.move_counts(Spot::Bowl(p), Spot::Pulla, &counts, &order);
                rest -= n * value;
            }
        }
        if rest <= 0 {
            return;
        }
        // 2b. A bigger chip than what is owed: paid, with change.
        if self.chips.bet_chips(&self.state.bowls[p]) > 0 {
            if self.pay_face(Spot::Bowl(p), Spot::Pulla, rest, &order, &|_| true) {
                return;
            }
            let avail = self.avail(Spot::Bowl(p), |_| true);
            if let Some(kind) = kinds.iter().rev().copied().find(|&k| avail[k] > 0) {
                self.move_counts(Spot::Bowl(p), Spot::Pulla, &self.one(kind), &order);
                let over = self.chips.value(kind) - rest;
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
    fn pay_with_tokens(&mut self, p: Seat, mut rest: i64) -> Option<i64> {
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
            let Some((token, why)) = steps.into_iter().find_map(|(allowed, place, most, why)| {
                let token = self.usable_token(p, place, most, most.is_none());
                token.filter(|_| allowed).map(|token| (token, why))
            }) else {
                break;
            };
            self.place_token(p, token, why);
            rest -= token.1.value;
            if rest < 0 {
                self.change_from_pulla(p, -rest);
                return None;
            }
        }
        Some(rest)
    }

    /// An under-the-pulla token made of a chip worth a bet or more (a
    /// tiomastare) that `p` holds in their own colour, worth at most `most`.
    fn usable_big_token(&self, p: Seat, most: i64) -> Option<(usize, TokenUse)> {
        self.chips
            .tokens
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, t)| {
                t.place == Place::Under
                    && t.value <= most
                    && self.chips.value(t.kind) >= self.chips.bet
                    && self.holds_own(p, t)
            })
            .max_by_key(|(i, t)| (t.value, std::cmp::Reverse(*i)))
    }

    /// The pulla gives `amount` back to `p` in chips as far as it can; the
    /// rest it owes on paper.
    fn change_from_pulla(&mut self, p: Seat, amount: i64) {
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
    fn pay_out_of_pulla(&mut self, q: Seat, amount: i64) {
        let mut rest = amount;
        let debt = (-self.state.tab[q]).max(0).min(rest);
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
