//! Settlement: a pure fold over the hands of an evening.
//!
//! Every payment is a [`Posting`] `from -> to, amount, reason` in pinnar; the
//! postings of every step sum to zero across the players and the pulla, so
//! the players' balances plus the pulla are always 0. A [`Ledger`] keeps the
//! result after every hand, so replacing one hand folds again from there.

use std::collections::HashSet;

use serde::Serialize;

use crate::error::{EveningProblem, HandError, HandField};
use crate::ledger::evening::{Bid, Evening, Hand, HandResult, Trump};
use crate::ledger::split::{Payment, Split, fewest_payments, split_pulla};
use crate::rules::table::{
    BidTable, Contract, GokBothFail, Objective, OddPinnar, Pot, Refill, Stock, TrumpSelection,
};

/// An account: a player (by seat index) or the pulla.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Account {
    /// The pot.
    Pulla,
    /// The player in this seat (index into the players).
    Player(usize),
}

/// Why a posting was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Opening åla (stambetar).
    Ala,
    /// Everyone at the table puts in 1 bet because the pulla ran short.
    Refill,
    /// Betar between the declarer and the pulla (overtrick bonus included).
    Pot,
    /// Pinnar between the declarer and an opponent for the result.
    Pinnar,
    /// Pinnar the declarer pays each opponent for the abandoned first exchange.
    Omkop,
    /// A gök passer without low guards pays into the pulla.
    GokPenalty,
    /// The betdelning: the pulla divided at the end of the evening.
    Split,
}

/// One payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Posting {
    /// Payer.
    pub from: Account,
    /// Receiver.
    pub to: Account,
    /// Pinnar, always more than 0.
    pub amount: i64,
    /// Why.
    pub reason: Reason,
}

/// How a hand ended for the declarer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Hemgång.
    Won,
    /// Bet: one trick short (misär: one trick taken).
    Lost,
    /// Kodilj: two or more short (misär: two or more taken).
    Codille,
    /// Lagd.
    Surrendered,
}

/// Who sits where for one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seating {
    /// The dealer (givare).
    pub dealer: usize,
    /// Dealer's left (five at the table: two seats left): opens the bidding.
    pub forehand: usize,
    /// Forehand's left among the active players.
    pub middlehand: usize,
    /// The three who play, forehand first.
    pub active: [usize; 3],
    /// Those who sit out this hand.
    pub sitting_out: Vec<usize>,
}

impl Seating {
    /// The seating of a hand dealt by `dealer` with `seats` players.
    /// Three: everyone plays. Four: the dealer's right sits out. Five: the
    /// dealer's left and right sit out.
    pub fn new(seats: usize, dealer: usize) -> Seating {
        let at = |offset: usize| (dealer + offset) % seats;
        let (active, sitting_out) = match seats {
            3 => ([at(1), at(2), dealer], vec![]),
            4 => ([at(1), at(2), dealer], vec![at(3)]),
            _ => ([at(2), at(3), dealer], vec![at(1), at(4)]),
        };
        Seating {
            dealer,
            forehand: active[0],
            middlehand: active[1],
            active,
            sitting_out,
        }
    }
}

/// The house rules in force: the evening's choices over the table's defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct Rules {
    /// The table with the evening's variants applied.
    pub table: BidTable,
    /// Opening åla.
    pub opening_ala: bool,
    /// Refill rule.
    pub refill: Refill,
    /// Gök penalty when both passers failed.
    pub gok_both_fail: GokBothFail,
    /// Odd pinnar at the split.
    pub odd_pinnar: OddPinnar,
    /// Price of a bet in öre, if playing for money.
    pub price_per_bet_ore: Option<u64>,
    /// Currency shown with money.
    pub currency: String,
}

impl Rules {
    /// Resolves an evening's house rules over a table (variants not yet
    /// applied to `table`).
    pub fn for_evening(evening: &Evening, table: &BidTable) -> Result<Rules, EveningProblem> {
        let table = table
            .with_variants(&evening.variants)
            .map_err(|reason| EveningProblem {
                field: "variants".into(),
                reason,
            })?;
        let house = &evening.house;
        Ok(Rules {
            opening_ala: house.opening_ala.unwrap_or(table.house.opening_ala),
            refill: house.refill.unwrap_or(table.house.refill),
            gok_both_fail: house.gok_both_fail.unwrap_or(table.house.gok_both_fail),
            odd_pinnar: house.odd_pinnar.clone().unwrap_or(OddPinnar::BiggestLoser),
            price_per_bet_ore: house.price_per_bet_ore,
            currency: house.currency.clone().unwrap_or_else(|| "kr".to_string()),
            table,
        })
    }

    /// Pinnar in one bet.
    pub fn bet(&self) -> i64 {
        i64::from(self.table.pinnar_per_bet)
    }
}

/// The opening of the evening (åla) or any step without a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Opening {
    /// The åla postings (empty without opening åla).
    pub postings: Vec<Posting>,
    /// Balances after it, by seat.
    pub balances: Vec<i64>,
    /// The pulla after it.
    pub pulla: i64,
}

/// A hand's settlement: what was played, how it ended, the postings and the
/// state after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandSettlement {
    /// 1-based hand number.
    pub number: usize,
    /// Seats for the hand.
    pub seating: Seating,
    /// Declarer's seat.
    pub declarer: usize,
    /// The trump rank the game was played at (misär for misär games; for a
    /// surrendered gask or solo without a recorded trump: the bid's rank).
    pub played: Trump,
    /// The rank the pinnar were paid at.
    pub pinnar_rank: Trump,
    /// Won, lost, codille or surrendered.
    pub outcome: Outcome,
    /// Tricks above the target when won (overtricks), else 0.
    pub overtricks: u8,
    /// Postings in the order made: omköp, refills, pot, pinnar, penalties,
    /// refills after the hand.
    pub postings: Vec<Posting>,
    /// Balances after the hand, by seat.
    pub balances: Vec<i64>,
    /// The pulla after the hand.
    pub pulla: i64,
}

/// The whole evening settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Settlement {
    /// Players in seat order.
    pub players: Vec<String>,
    /// Opening åla.
    pub opening: Opening,
    /// Every hand.
    pub hands: Vec<HandSettlement>,
    /// The betdelning.
    pub split: Split,
    /// Balances after the split, by seat (sum 0).
    pub final_balances: Vec<i64>,
    /// The fewest payments that settle the final balances.
    pub payments: Vec<Payment>,
}

struct Ledgerbook {
    postings: Vec<Posting>,
    balances: Vec<i64>,
    pulla: i64,
}

impl Ledgerbook {
    fn post(&mut self, from: Account, to: Account, amount: i64, reason: Reason) {
        if amount <= 0 {
            return;
        }
        for (account, delta) in [(from, -amount), (to, amount)] {
            match account {
                Account::Pulla => self.pulla += delta,
                Account::Player(seat) => self.balances[seat] += delta,
            }
        }
        self.postings.push(Posting {
            from,
            to,
            amount,
            reason,
        });
    }

    /// Everyone at the table puts `rounds` betar in the pulla, one posting
    /// each.
    fn refill(&mut self, rounds: i64, bet: i64) {
        for seat in 0..self.balances.len() {
            self.post(
                Account::Player(seat),
                Account::Pulla,
                rounds * bet,
                Reason::Refill,
            );
        }
    }

    /// The rounds of 1 bet from everyone needed to bring the pulla to `target`.
    fn rounds_to_reach(&self, target: i64, bet: i64) -> i64 {
        let round = bet * self.balances.len() as i64;
        let missing = target - self.pulla;
        if missing <= 0 {
            0
        } else {
            (missing + round - 1) / round
        }
    }

    /// Pays `amount` from the pulla to `to`, refilling first as often as needed.
    fn pay_from_pulla(&mut self, to: Account, amount: i64, bet: i64, reason: Reason) {
        let rounds = self.rounds_to_reach(amount, bet);
        self.refill(rounds, bet);
        self.post(Account::Pulla, to, amount, reason);
    }
}

/// The most betar `Refill::KeepAtLeast` may ask for.
pub const MAX_KEEP_AT_LEAST: u32 = 1_000;

/// The evening's fixed facts a hand is settled against.
#[derive(Debug, Clone, PartialEq)]
pub struct Sitting {
    /// Rules in force.
    pub rules: Rules,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Seat of the first dealer.
    pub first_dealer: usize,
}

impl Sitting {
    /// Checks the evening's players and dealer and resolves its rules.
    pub fn new(evening: &Evening, table: &BidTable) -> Result<Sitting, EveningProblem> {
        let problem = |field: &str, reason: String| EveningProblem {
            field: field.to_string(),
            reason,
        };
        if evening.format != crate::ledger::evening::FORMAT {
            return Err(problem(
                "format",
                format!(
                    "format {} is not known; this program reads format {}",
                    evening.format,
                    crate::ledger::evening::FORMAT
                ),
            ));
        }
        let players = &evening.players;
        if !(3..=5).contains(&players.len()) {
            return Err(problem(
                "players",
                format!("{} players; Vira is played by 3, 4 or 5", players.len()),
            ));
        }
        let mut seen = HashSet::new();
        for name in players {
            let trimmed = name.trim();
            if trimmed.is_empty() {
                return Err(problem("players", "a player's name is empty".into()));
            }
            if trimmed != name {
                return Err(problem(
                    "players",
                    format!("`{name}` has spaces at the start or end"),
                ));
            }
            if name.eq_ignore_ascii_case("pulla") {
                return Err(problem(
                    "players",
                    "`pulla` is the pot's account; give the player another name".into(),
                ));
            }
            if !seen.insert(name.to_lowercase()) {
                return Err(problem(
                    "players",
                    format!("`{name}` sits at the table twice"),
                ));
            }
        }
        let first_dealer = seat_of(players, &evening.first_dealer).ok_or_else(|| {
            problem(
                "first_dealer",
                format!("`{}` is not one of the players", evening.first_dealer),
            )
        })?;
        let rules = Rules::for_evening(evening, table)?;
        if let Refill::KeepAtLeast(minimum) = rules.refill
            && minimum > MAX_KEEP_AT_LEAST
        {
            return Err(problem(
                "house.refill",
                format!(
                    "KeepAtLeast({minimum}): a pulla kept at more than {MAX_KEEP_AT_LEAST} betar is surely a typo"
                ),
            ));
        }
        if let OddPinnar::To(name) = &rules.odd_pinnar
            && seat_of(players, name).is_none()
        {
            return Err(problem(
                "house.odd_pinnar",
                format!("`{name}` is not one of the players"),
            ));
        }
        Ok(Sitting {
            rules,
            players: players.clone(),
            first_dealer,
        })
    }

    /// The opening åla.
    pub fn opening(&self) -> Opening {
        let mut book = Ledgerbook {
            postings: Vec::new(),
            balances: vec![0; self.players.len()],
            pulla: 0,
        };
        if self.rules.opening_ala {
            for seat in 0..self.players.len() {
                book.post(
                    Account::Player(seat),
                    Account::Pulla,
                    self.rules.bet(),
                    Reason::Ala,
                );
            }
        }
        Opening {
            postings: book.postings,
            balances: book.balances,
            pulla: book.pulla,
        }
    }

    /// Settles hand number `number` (1-based) given the state before it:
    /// balances, pulla, and the previous hand's dealer (None for the first).
    pub fn settle_hand(
        &self,
        number: usize,
        hand: &Hand,
        balances: &[i64],
        pulla: i64,
        previous_dealer: Option<usize>,
    ) -> Result<HandSettlement, HandError> {
        let fail = |field: HandField, reason: String| HandError {
            hand: number,
            field,
            reason,
        };
        let seats = self.players.len();
        let dealer = match &hand.dealer {
            Some(name) => seat_of(&self.players, name)
                .ok_or_else(|| fail(HandField::Dealer, format!("`{name}` is not a player")))?,
            None => previous_dealer.map_or(self.first_dealer, |d| (d + 1) % seats),
        };
        let seating = Seating::new(seats, dealer);
        let declarer = seat_of(&self.players, &hand.declarer).ok_or_else(|| {
            fail(
                HandField::Declarer,
                format!("`{}` is not one of the players", hand.declarer),
            )
        })?;
        if seating.sitting_out.contains(&declarer) {
            return Err(fail(
                HandField::Declarer,
                format!(
                    "{} sits out this hand ({} deals)",
                    hand.declarer, self.players[dealer]
                ),
            ));
        }
        let table = &self.rules.table;
        let contract = table.contract(&hand.contract).ok_or_else(|| {
            fail(
                HandField::Contract,
                format!("`{}` is not a contract of this table", hand.contract),
            )
        })?;
        let name = &contract.name.en;
        let check = check_hand(contract, hand).map_err(|(field, reason)| fail(field, reason))?;
        let opponents: Vec<usize> = seating
            .active
            .iter()
            .copied()
            .filter(|&s| s != declarer)
            .collect();

        let mut penalised = Vec::new();
        for passer in &hand.gok_penalty {
            let seat = seat_of(&self.players, passer).ok_or_else(|| {
                fail(HandField::GokPenalty, format!("`{passer}` is not a player"))
            })?;
            if contract.pass_penalty.is_none() {
                return Err(fail(
                    HandField::GokPenalty,
                    format!("{name} has no passing rule, so no penalty for passing it"),
                ));
            }
            if seat == declarer {
                return Err(fail(
                    HandField::GokPenalty,
                    format!("{passer} is the declarer, not a passer"),
                ));
            }
            if !opponents.contains(&seat) {
                return Err(fail(
                    HandField::GokPenalty,
                    format!("{passer} sits out this hand and passed nothing"),
                ));
            }
            if penalised.contains(&seat) {
                return Err(fail(
                    HandField::GokPenalty,
                    format!("{passer} is listed twice"),
                ));
            }
            penalised.push(seat);
        }

        let bet = self.rules.bet();
        let mut book = Ledgerbook {
            postings: Vec::new(),
            balances: balances.to_vec(),
            pulla,
        };
        // The abandoned first exchange: paid before the second one.
        if let Some(first) = hand.omkop {
            let rate = pinnar_at(contract, first);
            for &opponent in &opponents {
                book.post(
                    Account::Player(declarer),
                    Account::Player(opponent),
                    rate,
                    Reason::Omkop,
                );
            }
        }
        let pot: Pot = match (hand.omkop, contract.omkop) {
            (Some(_), Some(omkop)) => omkop,
            _ => contract.pot,
        };
        let betar = match check.outcome {
            Outcome::Won => pot.won + pot.overtrick.saturating_mul(i32::from(check.overtricks)),
            Outcome::Lost => -pot.lost,
            Outcome::Codille => -pot.codille,
            Outcome::Surrendered if contract.stock == Stock::Solo => -pot.codille,
            Outcome::Surrendered => -pot.lost,
        };
        let amount = i64::from(betar) * bet;
        if amount > 0 {
            book.pay_from_pulla(Account::Player(declarer), amount, bet, Reason::Pot);
        } else {
            book.post(
                Account::Player(declarer),
                Account::Pulla,
                -amount,
                Reason::Pot,
            );
        }
        let rate = pinnar_at(contract, check.pinnar_rank);
        for &opponent in &opponents {
            let (from, to) = if check.outcome == Outcome::Won {
                (opponent, declarer)
            } else {
                (declarer, opponent)
            };
            book.post(
                Account::Player(from),
                Account::Player(to),
                rate,
                Reason::Pinnar,
            );
        }
        if check.outcome == Outcome::Won
            && let Some(penalty) = contract.pass_penalty
        {
            let all_failed = penalised.len() == opponents.len();
            let exempt = all_failed && self.rules.gok_both_fail == GokBothFail::Exempt;
            if !exempt {
                for &passer in &penalised {
                    book.post(
                        Account::Player(passer),
                        Account::Pulla,
                        i64::from(penalty) * bet,
                        Reason::GokPenalty,
                    );
                }
            }
        }
        match self.rules.refill {
            Refill::WhenShort => {}
            Refill::WhenEmpty => {
                if book.pulla == 0 {
                    book.refill(1, bet);
                }
            }
            Refill::KeepAtLeast(minimum) => {
                let rounds = book.rounds_to_reach(i64::from(minimum) * bet, bet);
                book.refill(rounds, bet);
            }
        }
        Ok(HandSettlement {
            number,
            seating,
            declarer,
            played: check.played,
            pinnar_rank: check.pinnar_rank,
            outcome: check.outcome,
            overtricks: check.overtricks,
            postings: book.postings,
            balances: book.balances,
            pulla: book.pulla,
        })
    }
}

/// The pinnar of a contract at a rank (misär pays the common column). The
/// rank has been checked to exist.
fn pinnar_at(contract: &Contract, rank: Trump) -> i64 {
    let value = match rank {
        Trump::Common | Trump::Misar => Some(contract.pinnar.common),
        Trump::Second => contract.pinnar.second,
        Trump::Preference => contract.pinnar.preference,
    };
    i64::from(value.unwrap_or(0))
}

fn rank_name(rank: Trump) -> &'static str {
    match rank {
        Trump::Common => "common (ofärg)",
        Trump::Second => "second (färg)",
        Trump::Preference => "preference (högsta färg)",
        Trump::Misar => "misär",
    }
}

pub(crate) struct Checked {
    pub(crate) played: Trump,
    pub(crate) pinnar_rank: Trump,
    pub(crate) outcome: Outcome,
    pub(crate) overtricks: u8,
}

/// Whether a contract's row has pinnar for a trick-game rank.
fn has_rank(contract: &Contract, rank: Trump) -> bool {
    match rank {
        Trump::Common => true,
        Trump::Second => contract.pinnar.second.is_some(),
        Trump::Preference => contract.pinnar.preference.is_some(),
        Trump::Misar => false,
    }
}

/// Checks a hand against its contract and works out how it ended.
pub(crate) fn check_hand(contract: &Contract, hand: &Hand) -> Result<Checked, (HandField, String)> {
    let name = &contract.name.en;
    let surrendered = hand.result == HandResult::Surrendered;
    if hand.bid != Bid::Plain && !contract.colour_bids {
        return Err((
            HandField::Bid,
            format!("{name} cannot be bid in colour or in preference"),
        ));
    }
    let bid_rank = match hand.bid {
        Bid::Plain => Trump::Common,
        Bid::Colour => Trump::Second,
        Bid::Preference => Trump::Preference,
    };
    let allowed_by_bid = |rank: Trump| match hand.bid {
        Bid::Plain => true,
        Bid::Colour => matches!(rank, Trump::Second | Trump::Preference),
        Bid::Preference => rank == Trump::Preference,
    };
    let check_trick_rank = |rank: Trump, field: HandField| -> Result<(), (HandField, String)> {
        if !has_rank(contract, rank) {
            return Err((
                field,
                format!("{name} cannot be played in {}", rank_name(rank)),
            ));
        }
        if !allowed_by_bid(rank) {
            return Err((
                field,
                format!(
                    "bid {} but played in {}",
                    match hand.bid {
                        Bid::Colour => "in colour",
                        _ => "in preference",
                    },
                    rank_name(rank)
                ),
            ));
        }
        Ok(())
    };
    // The game played: a trick target with a trump rank, or a misär.
    let (played, target, cards) = match (contract.objective, hand.trump) {
        (Objective::Misar(misar), None | Some(Trump::Misar)) => (Trump::Misar, 0, misar.cards),
        (Objective::Misar(_), Some(rank)) => {
            return Err((
                HandField::Trump,
                format!(
                    "{name} is a misär, played without trump, not in {}",
                    rank_name(rank)
                ),
            ));
        }
        (Objective::Tricks(_), Some(Trump::Misar)) => {
            return Err((
                HandField::Trump,
                format!("{name} is a trick game; it cannot be played as misär"),
            ));
        }
        (Objective::TricksOrMisar { misar, .. }, Some(Trump::Misar)) => {
            if hand.bid != Bid::Plain {
                return Err((
                    HandField::Trump,
                    format!("{name} bid in colour or preference cannot be played as misär"),
                ));
            }
            (Trump::Misar, 0, misar.cards)
        }
        (
            Objective::Tricks(target) | Objective::TricksOrMisar { tricks: target, .. },
            Some(rank),
        ) => {
            check_trick_rank(rank, HandField::Trump)?;
            (rank, target, 13)
        }
        (Objective::Tricks(target) | Objective::TricksOrMisar { tricks: target, .. }, None) => {
            if surrendered && contract.stock != Stock::Kop {
                // A surrendered gask or solo is paid at the bid's rank.
                check_trick_rank(bid_rank, HandField::Bid)?;
                (bid_rank, target, 13)
            } else {
                return Err((
                    HandField::Trump,
                    format!("{name} needs the trump rank it was played at"),
                ));
            }
        }
    };
    if let Some(first) = hand.omkop {
        if contract.omkop.is_none() {
            return Err((HandField::Omkop, format!("{name} has no omköp")));
        }
        match contract.trump {
            TrumpSelection::NoTrump => {
                if first != Trump::Misar {
                    return Err((
                        HandField::Omkop,
                        format!(
                            "{name} is a misär; its first exchange is `Misar`, not {}",
                            rank_name(first)
                        ),
                    ));
                }
            }
            TrumpSelection::Chosen => {
                if first != played {
                    return Err((
                        HandField::Omkop,
                        format!(
                            "{name} keeps its trump on omköp: first exchange in {}, game in {}",
                            rank_name(first),
                            rank_name(played)
                        ),
                    ));
                }
            }
            TrumpSelection::Turned(_) => {
                if first == Trump::Misar {
                    return Err((
                        HandField::Omkop,
                        format!("{name} is a trick game; its first exchange had a trump"),
                    ));
                }
                check_trick_rank(first, HandField::Omkop)?;
            }
        }
    }
    let (outcome, overtricks) = match hand.result {
        HandResult::Surrendered => (Outcome::Surrendered, 0),
        HandResult::Tricks(tricks) => {
            if tricks > cards {
                return Err((
                    HandField::Result,
                    format!("{tricks} tricks, but only {cards} are played in {name} as recorded"),
                ));
            }
            if played == Trump::Misar {
                let outcome = match tricks {
                    0 => Outcome::Won,
                    1 => Outcome::Lost,
                    _ => Outcome::Codille,
                };
                (outcome, 0)
            } else if tricks >= target {
                (Outcome::Won, tricks - target)
            } else if tricks + 1 == target {
                (Outcome::Lost, 0)
            } else {
                (Outcome::Codille, 0)
            }
        }
    };
    // Surrendered gask and solo are paid at the bid's rank; everything else
    // at the rank recorded (a surrendered köp contract: the rank announced
    // or turned before its exchange).
    let pinnar_rank = if surrendered && contract.stock != Stock::Kop {
        bid_rank
    } else {
        played
    };
    Ok(Checked {
        played,
        pinnar_rank,
        outcome,
        overtricks,
    })
}

fn seat_of(players: &[String], name: &str) -> Option<usize> {
    players.iter().position(|p| p == name)
}

/// An evening being settled: the fixed facts, the hands and the settlement
/// after each. Replacing, inserting or removing a hand folds again from that
/// hand on; nothing else is recomputed.
#[derive(Debug, Clone)]
pub struct Ledger {
    sitting: Sitting,
    opening: Opening,
    hands: Vec<Hand>,
    settled: Vec<HandSettlement>,
}

impl Ledger {
    /// Settles every hand of an evening against a table (variants not applied).
    pub fn new(evening: &Evening, table: &BidTable) -> Result<Ledger, LedgerError> {
        let sitting = Sitting::new(evening, table).map_err(LedgerError::Evening)?;
        let opening = sitting.opening();
        let mut ledger = Ledger {
            sitting,
            opening,
            hands: Vec::new(),
            settled: Vec::new(),
        };
        ledger.hands = evening.hands.clone();
        ledger.settled = ledger
            .fold_from(0, &ledger.hands)
            .map_err(LedgerError::Hand)?;
        Ok(ledger)
    }

    fn fold_from(&self, start: usize, hands: &[Hand]) -> Result<Vec<HandSettlement>, HandError> {
        let mut out: Vec<HandSettlement> = Vec::with_capacity(hands.len() - start);
        let before = start.checked_sub(1).map(|i| &self.settled[i]);
        let (mut balances, mut pulla, mut dealer) = match before {
            Some(s) => (s.balances.clone(), s.pulla, Some(s.seating.dealer)),
            None => (self.opening.balances.clone(), self.opening.pulla, None),
        };
        for (index, hand) in hands.iter().enumerate().skip(start) {
            let settled = self
                .sitting
                .settle_hand(index + 1, hand, &balances, pulla, dealer)?;
            balances.clone_from(&settled.balances);
            pulla = settled.pulla;
            dealer = Some(settled.seating.dealer);
            out.push(settled);
        }
        Ok(out)
    }

    fn refold(&mut self, start: usize, hands: Vec<Hand>) -> Result<(), HandError> {
        let tail = self.fold_from(start, &hands)?;
        self.hands = hands;
        self.settled.truncate(start);
        self.settled.extend(tail);
        Ok(())
    }

    /// Replaces hand `index` (0-based). On error nothing changes.
    pub fn replace_hand(&mut self, index: usize, hand: Hand) -> Result<(), HandError> {
        let mut hands = self.hands.clone();
        hands[index] = hand;
        self.refold(index, hands)
    }

    /// Inserts a hand before `index` (0-based; `len` appends).
    pub fn insert_hand(&mut self, index: usize, hand: Hand) -> Result<(), HandError> {
        let mut hands = self.hands.clone();
        hands.insert(index, hand);
        self.refold(index, hands)
    }

    /// Appends a hand.
    pub fn push_hand(&mut self, hand: Hand) -> Result<(), HandError> {
        let index = self.hands.len();
        let settled = {
            let before = self.settled.last();
            let (balances, pulla, dealer) = match before {
                Some(s) => (&s.balances, s.pulla, Some(s.seating.dealer)),
                None => (&self.opening.balances, self.opening.pulla, None),
            };
            self.sitting
                .settle_hand(index + 1, &hand, balances, pulla, dealer)?
        };
        self.hands.push(hand);
        self.settled.push(settled);
        Ok(())
    }

    /// Removes hand `index` (0-based). On error (a later hand no longer
    /// possible) nothing changes.
    pub fn remove_hand(&mut self, index: usize) -> Result<(), HandError> {
        let mut hands = self.hands.clone();
        hands.remove(index);
        self.refold(index, hands)
    }

    /// Settles `hand` as hand `index` (0-based; `len` for the next hand)
    /// against the state before that hand, without recording it: the preview
    /// the app shows before a hand is recorded or a correction is made.
    pub fn preview(&self, index: usize, hand: &Hand) -> Result<HandSettlement, HandError> {
        let index = index.min(self.hands.len());
        let before = index.checked_sub(1).map(|i| &self.settled[i]);
        let (balances, pulla, dealer) = match before {
            Some(s) => (&s.balances, s.pulla, Some(s.seating.dealer)),
            None => (&self.opening.balances, self.opening.pulla, None),
        };
        self.sitting
            .settle_hand(index + 1, hand, balances, pulla, dealer)
    }

    /// The seating of hand `index` (0-based; `len` for the next hand) as the
    /// rotation gives it before any `dealer` override of that hand.
    pub fn seating_of(&self, index: usize) -> Seating {
        let index = index.min(self.hands.len());
        let dealer = match index.checked_sub(1) {
            Some(i) => (self.settled[i].seating.dealer + 1) % self.sitting.players.len(),
            None => self.sitting.first_dealer,
        };
        Seating::new(self.sitting.players.len(), dealer)
    }

    /// The opening åla and the state before the first hand.
    pub fn opening(&self) -> &Opening {
        &self.opening
    }

    /// The hands as recorded.
    pub fn hands(&self) -> &[Hand] {
        &self.hands
    }

    /// The settlement of each hand so far.
    pub fn settled_hands(&self) -> &[HandSettlement] {
        &self.settled
    }

    /// The fixed facts.
    pub fn sitting(&self) -> &Sitting {
        &self.sitting
    }

    /// Balances and pulla now.
    pub fn current(&self) -> (&[i64], i64) {
        self.settled
            .last()
            .map_or((&self.opening.balances, self.opening.pulla), |s| {
                (&s.balances, s.pulla)
            })
    }

    /// The dealer of the next hand.
    pub fn next_dealer(&self) -> usize {
        self.settled.last().map_or(self.sitting.first_dealer, |s| {
            (s.seating.dealer + 1) % self.sitting.players.len()
        })
    }

    /// The whole evening settled as if it ended now: the split of the pulla
    /// and the fewest payments.
    pub fn settlement(&self) -> Settlement {
        let (balances, pulla) = self.current();
        let split = split_pulla(
            balances,
            pulla,
            &self.sitting.rules.odd_pinnar,
            &self.sitting.players,
        );
        let final_balances = split.balances.clone();
        let payments = fewest_payments(
            &final_balances,
            self.sitting.rules.price_per_bet_ore,
            self.sitting.rules.bet(),
        );
        Settlement {
            players: self.sitting.players.clone(),
            opening: self.opening.clone(),
            hands: self.settled.clone(),
            split,
            final_balances,
            payments,
        }
    }
}

/// Why an evening could not be settled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    /// Players, table, variants or house rules.
    #[error(transparent)]
    Evening(EveningProblem),
    /// A hand.
    #[error(transparent)]
    Hand(HandError),
}

/// Settles an evening from scratch.
pub fn settle(evening: &Evening, table: &BidTable) -> Result<Settlement, LedgerError> {
    Ok(Ledger::new(evening, table)?.settlement())
}
