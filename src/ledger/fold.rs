//! The settlement: a pure fold over the hands of an evening.
//!
//! Each hand is checked ([`crate::ledger::check`]), paid by its table's
//! scoring family ([`crate::ledger::scoring`]) into a [`crate::ledger::book::Book`], and the
//! state after it kept, so replacing one hand folds again from there. The
//! postings of every step sum to zero across the players and the pulla.

use serde::Serialize;

use crate::error::ledger::{HandError, HandField, HandProblem, StageRule};
use crate::ledger::book::{Opening, Posting, State};
use crate::ledger::check::{Outcome, check_hand, check_passers};
use crate::ledger::evening::{Evening, Hand, Trump};
use crate::ledger::scoring;
use crate::ledger::setup::{Deal, Rules, Setup, seat_of};
use crate::ledger::split::{Payment, Split, split_pulla};
use crate::rules::table::BidTable;

/// A hand's settlement: what was played, how it ended, the postings and the
/// state after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandSettlement {
    /// 1-based hand number.
    pub number: usize,
    /// The place of the hand's contract in the list of the table it was
    /// settled by (`BidTable::contracts`): the first of its id.
    #[serde(skip)]
    pub contract_at: usize,
    /// Seats for the hand.
    pub deal: Deal,
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
    /// The levels family: the value per opponent in whole points as paid
    /// (negative: the points went the other way). `None` in a classic table.
    pub value: Option<i64>,
    /// The levels family: whether the base reached the jackpot.
    pub jackpot: bool,
    /// The levels family: the value and the parts of its sum, for the
    /// words "(16 + 8) × 2 = 48" (not written out: `value` is).
    #[serde(skip)]
    pub value_sum: Option<crate::ledger::scoring::levels::Value>,
    /// A forced game taken away by a solo: the same dealer deals again.
    pub deals_again: bool,
}

impl Settlement {
    /// The settlement of the hands so far, with the results in money and
    /// the fewest payments of the balances after the betdelning (both made
    /// with the split, see [`Split::closed`]).
    fn new(
        players: Vec<String>,
        opening: Opening,
        hands: Vec<HandSettlement>,
        split: Split,
    ) -> Settlement {
        Settlement {
            players,
            opening,
            hands,
            final_balances: split.balances.clone(),
            final_money_ore: split.money_ore.clone(),
            payments: split.payments.clone(),
            split,
        }
    }
}

impl HandSettlement {
    /// What the hand itself paid the declarer (negative: cost them): the
    /// omköp, pot and pinnar postings to and from the declarer, in the
    /// ledger's unit; refills and penalties are not the hand's.
    pub fn declarer_net(&self) -> i64 {
        let (pulla, players) = self.declarer_net_parts();
        pulla.saturating_add(players)
    }

    /// [`HandSettlement::declarer_net`] in its two parts: with the pulla,
    /// and with the other players (in a levels table the first is whole
    /// betar and the second points, said apart).
    pub fn declarer_net_parts(&self) -> (i64, i64) {
        let me = crate::ledger::Account::Player(self.declarer);
        let mut parts = (0i64, 0i64);
        for p in &self.postings {
            if !matches!(
                p.reason,
                crate::ledger::Reason::Omkop
                    | crate::ledger::Reason::Pot
                    | crate::ledger::Reason::Pinnar
            ) {
                continue;
            }
            let (signed, other) = if p.to == me {
                (p.amount, p.from)
            } else if p.from == me {
                (p.amount.saturating_neg(), p.to)
            } else {
                continue;
            };
            let part = if other == crate::ledger::Account::Pulla {
                &mut parts.0
            } else {
                &mut parts.1
            };
            *part = part.saturating_add(signed);
        }
        parts
    }

    /// The state after this hand (before the next one).
    pub fn state_after(&self) -> State<'_> {
        State {
            balances: &self.balances,
            pulla: self.pulla,
            dealer: Some(self.deal.dealer),
            deals_again: self.deals_again,
        }
    }
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
    /// Played for money: the results in öre by seat, rounded together so
    /// they sum to 0 (the one rounding of the evening's money, see
    /// [`crate::ledger::money`]).
    pub final_money_ore: Option<Vec<i64>>,
    /// The fewest payments that settle the final balances (in money when
    /// played for it: each player's payments add up to their result).
    pub payments: Vec<Payment>,
}

impl Setup {
    /// The dealer of a hand: the one recorded, else the rotation's.
    fn dealer_of(
        &self,
        hand: &Hand,
        previous_dealer: Option<usize>,
        again: bool,
    ) -> Result<usize, (HandField, HandProblem)> {
        match &hand.dealer {
            Some(name) => seat_of(&self.players, name).ok_or_else(|| {
                (
                    HandField::Dealer,
                    HandProblem::NotAPlayer { name: name.clone() },
                )
            }),
            None => Ok(self.rotation_dealer(previous_dealer, again)),
        }
    }

    /// The dealer the rotation gives after `previous_dealer` (the first
    /// dealer for the first hand); the same dealer `again` after a forced
    /// game taken away. The one place the rotation is computed.
    pub fn rotation_dealer(&self, previous_dealer: Option<usize>, again: bool) -> usize {
        previous_dealer.map_or(self.first_dealer, |dealer| {
            if again {
                dealer
            } else {
                dealer.saturating_add(1) % self.players.len().max(1)
            }
        })
    }

    /// Settles hand number `number` (1-based) given the state before it.
    pub fn settle_hand(
        &self,
        number: usize,
        hand: &Hand,
        before: &State<'_>,
    ) -> Result<HandSettlement, HandError> {
        let at = |(field, problem)| HandError {
            hand: number,
            field,
            problem,
        };
        let mut settled = self.settle_checked(hand, before).map_err(at)?;
        settled.number = number;
        // Played for money, every account after the hand must be money: an
        // amount that cannot be is refused here, at its hand, never shown
        // as a blank.
        let rules = &self.rules;
        if rules.price_per_bet_ore.is_some() {
            let fits = std::iter::once(&settled.pulla)
                .chain(&settled.balances)
                .all(|&amount| rules.is_money(amount));
            if !fits {
                let field = if hand.rebuys > 0 {
                    HandField::Rebuys
                } else {
                    HandField::Result
                };
                return Err(at((field, HandProblem::Overflow)));
            }
        }
        Ok(settled)
    }

    /// A forced deal: forehand plays the round's contract, unless a solo
    /// at or above the house's threshold took it away.
    fn check_forced(
        &self,
        hand: &Hand,
        contract: &crate::rules::table::Contract,
        deal: &Deal,
    ) -> Result<(), (HandField, HandProblem)> {
        let table = &self.rules.table;
        let Some(forced_id) = &hand.forced else {
            return if hand.taken_away {
                Err((HandField::TakenAway, HandProblem::TakenAwayNotForced))
            } else {
                Ok(())
            };
        };
        let forced = table.contract(forced_id).ok_or_else(|| {
            (
                HandField::Forced,
                HandProblem::UnknownForced {
                    contract: forced_id.clone(),
                },
            )
        })?;
        let rounds = table.forced.round_contracts();
        if rounds.is_empty() {
            return Err((HandField::Forced, HandProblem::NoForcedRounds));
        }
        if !rounds.contains(forced_id) {
            return Err((
                HandField::Forced,
                HandProblem::NotAForcedRound {
                    contract: forced_id.clone(),
                    rounds: rounds.into(),
                },
            ));
        }
        if hand.taken_away {
            let threshold = self
                .rules
                .take_away()
                .and_then(|id| table.contract(id))
                .ok_or((HandField::TakenAway, HandProblem::NoTakeAwayRule))?;
            let place = |id: &str| table.contracts.iter().position(|c| c.id == id);
            if place(&contract.id) < place(&threshold.id) {
                return Err((
                    HandField::Contract,
                    HandProblem::TooLowToTakeAway {
                        contract: Box::new(contract.name.clone()),
                        threshold: Box::new(threshold.name.clone()),
                    },
                ));
            }
            return Ok(());
        }
        if contract.id != forced.id {
            return Err((
                HandField::Contract,
                HandProblem::ForcedContract {
                    forced: Box::new(forced.name.clone()),
                    contract: Box::new(contract.name.clone()),
                },
            ));
        }
        if seat_of(&self.players, &hand.declarer) != Some(deal.forehand) {
            return Err((
                HandField::Declarer,
                HandProblem::ForcedNotForehand {
                    forehand: self.players.get(deal.forehand).cloned().unwrap_or_default(),
                    forced: Box::new(forced.name.clone()),
                },
            ));
        }
        Ok(())
    }

    fn settle_checked(
        &self,
        hand: &Hand,
        before: &State<'_>,
    ) -> Result<HandSettlement, (HandField, HandProblem)> {
        let dealer = self.dealer_of(hand, before.dealer, before.deals_again)?;
        let deal = self.deal(dealer);
        let declarer = seat_of(&self.players, &hand.declarer).ok_or_else(|| {
            (
                HandField::Declarer,
                HandProblem::NotAPlayer {
                    name: hand.declarer.clone(),
                },
            )
        })?;
        if deal.sitting_out.contains(&declarer) {
            return Err((
                HandField::Declarer,
                HandProblem::SitsOut {
                    player: hand.declarer.clone(),
                    dealer: self.players.get(dealer).cloned().unwrap_or_default(),
                },
            ));
        }
        let (contract_at, contract) = self.contract(&hand.contract).ok_or_else(|| {
            (
                HandField::Contract,
                HandProblem::UnknownContract {
                    contract: hand.contract.clone(),
                },
            )
        })?;
        self.check_forced(hand, contract, &deal)?;
        let family = scoring::check_fields(&self.rules.table, contract, hand)?;
        let play = self.rules.table.rules;
        let not_yet = |field, what| Err((field, HandProblem::NotAtThisStage { what }));
        if !play.surrender && hand.result == crate::ledger::evening::HandResult::Surrendered {
            return not_yet(HandField::Result, StageRule::Surrender);
        }
        if !play.omkop && hand.omkop.is_some() {
            return not_yet(HandField::Omkop, StageRule::Omkop);
        }
        if !play.pass_penalty && !hand.gok_penalty.is_empty() {
            return not_yet(HandField::PassPenalty, StageRule::PassPenalty);
        }
        let mut checked = check_hand(contract, hand)?;
        // Before codille is taught, a loss by two or more is a simple loss.
        if !play.codille && checked.outcome == Outcome::Codille {
            checked.outcome = Outcome::Lost;
        }
        // The active seats but the declarer's, kept on the stack (one list
        // fewer made for every hand settled).
        let mut others = [0usize; 3];
        let mut count = 0;
        for (slot, seat) in others
            .iter_mut()
            .zip(deal.active.iter().filter(|&&s| s != declarer))
        {
            *slot = *seat;
            count += 1;
        }
        let opponents: &[usize] = others.get(..count).unwrap_or_default();
        let penalised = check_passers(contract, hand, &self.players, declarer, opponents)?;
        let game = scoring::Game {
            rules: &self.rules,
            contract,
            hand,
            checked: &checked,
            declarer,
            opponents,
            penalised: &penalised,
        };
        let paid = scoring::pay(&game, family, before)
            .map_err(|_| (HandField::Result, HandProblem::Overflow))?;
        let book = paid.book;
        Ok(HandSettlement {
            number: 0,
            contract_at,
            deal,
            declarer,
            played: checked.played,
            pinnar_rank: checked.pinnar_rank,
            outcome: checked.outcome,
            overtricks: checked.overtricks,
            postings: book.postings,
            balances: book.balances,
            pulla: book.pulla,
            value: paid.value,
            jackpot: paid.jackpot,
            value_sum: paid.sum,
            deals_again: hand.taken_away,
        })
    }
}

/// An evening being settled: the fixed facts, the hands and the settlement
/// after each. Replacing, inserting or removing a hand folds again from that
/// hand on; nothing else is recomputed.
#[derive(Debug, Clone)]
pub struct Ledger {
    setup: Setup,
    opening: Opening,
    hands: Vec<Hand>,
    settled: Vec<HandSettlement>,
    split: Split,
}

impl Ledger {
    /// Settles every hand of an evening against a table (variants not applied).
    pub fn new(evening: &Evening, table: &BidTable) -> Result<Ledger, LedgerError> {
        Self::with_hands(evening, table, evening.hands.clone())
    }

    /// Settles `hands` as the hands of `evening` (whose own list is not
    /// read): a file just read lends its hands instead of copying them.
    pub fn with_hands(
        evening: &Evening,
        table: &BidTable,
        hands: Vec<Hand>,
    ) -> Result<Ledger, LedgerError> {
        let setup = Setup::new(evening, table).map_err(LedgerError::Evening)?;
        Self::with_setup(setup, hands)
    }

    /// [`Ledger::with_hands`] with the table's variants applied by
    /// `applied` (see [`Setup::with_applied`]): a file read shares its
    /// table with the other evenings that play it.
    pub fn with_hands_applied(
        evening: &Evening,
        table: &BidTable,
        applied: impl FnOnce() -> Result<std::sync::Arc<BidTable>, crate::error::VariantsIssue>,
        hands: Vec<Hand>,
    ) -> Result<Ledger, LedgerError> {
        let setup = Setup::with_applied(evening, table, applied).map_err(LedgerError::Evening)?;
        Self::with_setup(setup, hands)
    }

    fn with_setup(setup: Setup, hands: Vec<Hand>) -> Result<Ledger, LedgerError> {
        // The last round starts at a deal played, or at the next one.
        if let Some(from) = setup.last_round_from
            && (from == 0 || from > hands.len().saturating_add(1))
        {
            return Err(LedgerError::Evening(crate::error::EveningProblem {
                field: "last_round_from".into(),
                kind: crate::error::EveningIssue::LastRoundFrom {
                    from,
                    hands: hands.len(),
                },
            }));
        }
        // An opening beyond the ledger's numbers is refused as the first
        // hand's, as the betdelning of an evening without hands is.
        let opening = setup.opening().map_err(|_| {
            LedgerError::Hand(HandError {
                hand: 1,
                field: HandField::Hand,
                problem: HandProblem::Overflow,
            })
        })?;
        let split = Split {
            pulla: opening.pulla,
            share: 0,
            odd: 0,
            odd_to: None,
            postings: Vec::new(),
            balances: opening.balances.clone(),
            money_ore: None,
            payments: Vec::new(),
        };
        let mut ledger = Ledger {
            setup,
            opening,
            hands: Vec::new(),
            settled: Vec::new(),
            split,
        };
        ledger.refold(0, hands).map_err(LedgerError::Hand)?;
        Ok(ledger)
    }

    /// The state before hand `index` (0-based; `len` for the next hand):
    /// the one place it is found.
    pub fn state_before(&self, index: usize) -> State<'_> {
        match index.checked_sub(1).and_then(|i| self.settled.get(i)) {
            Some(s) => HandSettlement::state_after(s),
            None => State {
                balances: &self.opening.balances,
                pulla: self.opening.pulla,
                dealer: None,
                deals_again: false,
            },
        }
    }

    fn fold_from(&self, start: usize, hands: &[Hand]) -> Result<Vec<HandSettlement>, HandError> {
        let mut out: Vec<HandSettlement> = Vec::with_capacity(hands.len().saturating_sub(start));
        for (index, hand) in hands.iter().enumerate().skip(start) {
            let settled = match out.last() {
                Some(last) => {
                    self.setup
                        .settle_hand(index + 1, hand, &HandSettlement::state_after(last))?
                }
                None => self
                    .setup
                    .settle_hand(index + 1, hand, &self.state_before(start))?,
            };
            out.push(settled);
        }
        Ok(out)
    }

    fn refold(&mut self, start: usize, hands: Vec<Hand>) -> Result<(), HandError> {
        let tail = self.fold_from(start, &hands)?;
        let last = tail
            .last()
            .map_or_else(|| self.state_before(start), HandSettlement::state_after);
        let split = self.split_at(&last, hands.len())?;
        self.hands = hands;
        self.settled.truncate(start);
        if self.settled.is_empty() {
            // Folded from the first hand (a file read): the tail is the
            // whole list, taken as it is rather than copied over.
            self.settled = tail;
        } else {
            self.settled.extend(tail);
        }
        self.split = split;
        Ok(())
    }

    /// The betdelning if the evening ended in `state` after `hands` hands:
    /// kept with the ledger, so an evening whose pulla could not be divided
    /// is refused with the hand that made it so.
    fn split_at(&self, state: &State<'_>, hands: usize) -> Result<Split, HandError> {
        let overflow = |_| HandError {
            hand: hands.max(1),
            field: HandField::Result,
            problem: HandProblem::Overflow,
        };
        let rules = &self.setup.rules;
        split_pulla(
            state.balances,
            state.pulla,
            &rules.odd_pinnar,
            &self.setup.players,
        )
        .map_err(overflow)?
        .closed(rules.price_per_bet_ore, rules.pinnar_per_bet())
        .map_err(|_| HandError {
            hand: hands.max(1),
            field: HandField::Result,
            problem: HandProblem::Overflow,
        })
    }

    fn no_such_hand(index: usize) -> HandError {
        HandError {
            hand: index.saturating_add(1),
            field: HandField::Hand,
            problem: HandProblem::NoSuchHand,
        }
    }

    /// Replaces hand `index` (0-based). On error nothing changes.
    pub fn replace_hand(&mut self, index: usize, hand: Hand) -> Result<(), HandError> {
        let mut hands = self.hands.clone();
        let slot = hands.get_mut(index).ok_or(Self::no_such_hand(index))?;
        *slot = hand;
        self.refold(index, hands)
    }

    /// Inserts a hand before `index` (0-based; `len` appends).
    pub fn insert_hand(&mut self, index: usize, hand: Hand) -> Result<(), HandError> {
        if index > self.hands.len() {
            return Err(Self::no_such_hand(index));
        }
        let mut hands = self.hands.clone();
        hands.insert(index, hand);
        self.refold(index, hands)
    }

    /// Appends a hand.
    pub fn push_hand(&mut self, hand: Hand) -> Result<(), HandError> {
        let index = self.hands.len();
        let settled = self
            .setup
            .settle_hand(index + 1, &hand, &self.state_before(index))?;
        let split = self.split_at(&HandSettlement::state_after(&settled), index + 1)?;
        self.hands.push(hand);
        self.settled.push(settled);
        self.split = split;
        Ok(())
    }

    /// Removes hand `index` (0-based). On error (a later hand no longer
    /// possible) nothing changes.
    pub fn remove_hand(&mut self, index: usize) -> Result<(), HandError> {
        if index >= self.hands.len() {
            return Err(Self::no_such_hand(index));
        }
        let mut hands = self.hands.clone();
        hands.remove(index);
        self.refold(index, hands)
    }

    /// Settles `hand` as hand `index` (0-based; `len` for the next hand)
    /// against the state before that hand, without recording it: the preview
    /// the app shows before a hand is recorded or a correction is made.
    pub fn preview(&self, index: usize, hand: &Hand) -> Result<HandSettlement, HandError> {
        let index = index.min(self.hands.len());
        self.setup
            .settle_hand(index + 1, hand, &self.state_before(index))
    }

    /// The deal of hand `index` (0-based; `len` for the next hand) as the
    /// rotation gives it before any `dealer` override of that hand.
    pub fn deal_of(&self, index: usize) -> Deal {
        let index = index.min(self.hands.len());
        let before = self.state_before(index);
        let dealer = self
            .setup
            .rotation_dealer(before.dealer, before.deals_again);
        self.setup.deal(dealer)
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
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Balances and pulla now.
    pub fn current(&self) -> (&[i64], i64) {
        let now = self.state_before(self.hands.len());
        (now.balances, now.pulla)
    }

    /// The agreed length of the evening.
    pub fn length(&self) -> &crate::ledger::evening::Length {
        &self.setup.length
    }

    /// The first deal (1-based) of the last round, once started.
    pub fn last_round_from(&self) -> Option<usize> {
        self.setup.last_round_from
    }

    /// The dealer of the next hand.
    pub fn next_dealer(&self) -> usize {
        self.deal_of(self.hands.len()).dealer
    }

    /// The whole evening settled as if it ended now: the split of the pulla
    /// and the fewest payments.
    pub fn settlement(&self) -> Settlement {
        Settlement::new(
            self.setup.players.clone(),
            self.opening.clone(),
            self.settled.clone(),
            self.split.clone(),
        )
    }

    /// The evening settled, moving the settled hands out instead of copying
    /// them (reading a file: the ledger is not needed afterwards). Returns
    /// the rules in force beside it.
    pub fn into_settlement(self) -> (Rules, Settlement) {
        let (rules, settlement, _) = self.into_parts();
        (rules, settlement)
    }

    /// The evening settled and the hands given back (see
    /// [`Ledger::with_hands`]).
    pub fn into_parts(self) -> (Rules, Settlement, Vec<Hand>) {
        let settlement =
            Settlement::new(self.setup.players, self.opening, self.settled, self.split);
        (self.setup.rules, settlement, self.hands)
    }
}

pub use crate::error::ledger::LedgerError;

/// Settles an evening from scratch.
pub fn settle(evening: &Evening, table: &BidTable) -> Result<Settlement, LedgerError> {
    Ok(Ledger::new(evening, table)?.settlement())
}
