//! Scoring families: how a table's contracts are valued and paid. A bid
//! table names its family (`scoring:` in the file); the fold asks the
//! family, never the contract, what a hand pays.
//!
//! - [`classic`]: betar to and from the pulla and pinnar per trump rank
//!   between the declarer and each opponent (Stockholm, Öberg, the
//!   curriculum).
//!
//! - [`levels`]: levels and points (Nivåvira, Isbergsvira): a value per
//!   opponent from the contract's level and multipliers, whole betar to and
//!   from the pulla, a jackpot, paid rebuys.

pub mod classic;
pub mod levels;

use crate::error::ledger::{HandField, HandProblem};
use crate::ledger::book::State;
use crate::ledger::book::{Account, Book, Overflow, Reason};
use crate::ledger::check::Checked;
use crate::ledger::evening::Hand;
use crate::ledger::setup::Rules;
use crate::rules::levels::{Level, LevelsRules};
use crate::rules::table::{BidTable, BothPassersFail, Contract, Payment, Pinnar, Pot, Scoring};

/// A contract's payment with its family's rules: what [`pay`] pays by,
/// given by [`check_fields`].
#[derive(Debug, Clone, Copy)]
pub enum Family<'a> {
    /// A classic contract: its pot and pinnar rows.
    Classic {
        /// Pot betar for a simple game.
        pot: &'a Pot,
        /// Pinnar per opponent.
        pinnar: &'a Pinnar,
    },
    /// A levels contract: the table's levels and the contract's level.
    Levels {
        /// The table's units, sea level, jackpot and multipliers.
        rules: &'a LevelsRules,
        /// The contract's level.
        level: &'a Level,
    },
}

/// A checked hand, ready to be paid.
pub struct Game<'a> {
    /// The rules in force.
    pub rules: &'a Rules,
    /// The contract played.
    pub contract: &'a Contract,
    /// The hand as recorded.
    pub hand: &'a Hand,
    /// What the checks found (the game played, the outcome).
    pub checked: &'a Checked,
    /// The declarer's seat.
    pub declarer: usize,
    /// The opponents' seats.
    pub opponents: &'a [usize],
    /// The passers who broke the contract's passing rule.
    pub penalised: &'a [usize],
}

/// What a hand paid: the book, and in the levels family the value per
/// opponent in whole points and whether it was a jackpot.
pub struct Paid {
    /// The postings and the state after them.
    pub book: Book,
    /// The value per opponent as paid (levels family only).
    pub value: Option<i64>,
    /// Whether the base reached the jackpot (levels family only).
    pub jackpot: bool,
    /// The value and the parts of its sum (levels family only).
    pub sum: Option<levels::Value>,
}

impl Game<'_> {
    /// A book for the hand's postings, opened at the state before it with
    /// room for the postings a hand usually makes: `per_opponent` each
    /// way with every opponent, one with the pulla, the penalties and one
    /// refill round (more are rare: the list grows then).
    pub fn open_book(&self, before: &State<'_>, per_opponent: usize) -> Book {
        let room = per_opponent
            .saturating_mul(self.opponents.len())
            .saturating_add(1)
            .saturating_add(self.penalised.len())
            .saturating_add(before.balances.len());
        Book::open_with_room(before.balances, before.pulla, room)
    }

    /// What follows every family's payments: when the contract was won,
    /// each passer who broke its passing rule pays the penalty into the
    /// pulla (unless all of them did and the house lets them off); then the
    /// refill after a hand.
    pub fn after_the_hand(&self, book: &mut Book, won: bool, bet: i64) -> Result<(), Overflow> {
        if won && let Some(penalty) = self.contract.pass_penalty {
            let all_failed = self.penalised.len() == self.opponents.len();
            let exempt = all_failed && self.rules.gok_both_fail == BothPassersFail::Exempt;
            if !exempt {
                let amount = i64::from(penalty).checked_mul(bet).ok_or(Overflow)?;
                for &passer in self.penalised {
                    book.post(
                        Account::Player(passer),
                        Account::Pulla,
                        amount,
                        Reason::PassPenalty,
                    )?;
                }
            }
        }
        book.refill_after(self.rules.refill, bet)
    }
}

/// What a hand pays under its table's family, posted into a book opened at
/// the state before the hand.
pub fn pay(game: &Game<'_>, family: Family<'_>, before: &State<'_>) -> Result<Paid, Overflow> {
    match family {
        Family::Classic { pot, pinnar } => Ok(Paid {
            book: classic::pay(game, pot, pinnar, before)?,
            value: None,
            jackpot: false,
            sum: None,
        }),
        Family::Levels { rules, level } => {
            let (book, value) = levels::pay(game, rules, level, before)?;
            Ok(Paid {
                book,
                value: Some(value.points),
                jackpot: value.jackpot,
                sum: Some(value),
            })
        }
    }
}

/// The family's checks of the fields only one family uses: a classic hand
/// has no `second_last` or `rebuys`; a levels hand no `omkop` (see
/// [`levels::check`]). Gives the contract's payment with its family's
/// rules, for [`pay`].
pub fn check_fields<'a>(
    table: &'a BidTable,
    contract: &'a Contract,
    hand: &Hand,
) -> Result<Family<'a>, (HandField, HandProblem)> {
    match (&table.scoring, &contract.payment) {
        (Scoring::Classic { .. }, Payment::Classic { pot, pinnar }) => {
            if hand.second_last.is_some() {
                Err((HandField::SecondLast, HandProblem::FieldNotUsed))
            } else if hand.rebuys > 0 {
                Err((HandField::Rebuys, HandProblem::FieldNotUsed))
            } else {
                Ok(Family::Classic { pot, pinnar })
            }
        }
        (Scoring::Levels(rules), Payment::Levels(level)) => {
            levels::check(table, contract, level, hand)?;
            Ok(Family::Levels { rules, level })
        }
        // A table's contracts are read under its family
        // (`ContractFile::read`): only a contract of another table is
        // paid otherwise.
        (Scoring::Classic { .. }, Payment::Levels(_))
        | (Scoring::Levels(_), Payment::Classic { .. }) => Err((
            HandField::Contract,
            HandProblem::UnknownContract {
                contract: contract.id.clone(),
            },
        )),
    }
}
