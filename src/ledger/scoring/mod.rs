//! Scoring families: how a table's contracts are valued and paid. A bid
//! table names its family (`scoring:` in the file); the fold asks the
//! family, never the contract, what a hand pays.
//!
//! - [`classic`]: betar to and from the pulla and pinnar per trump rank
//!   between the declarer and each opponent (Stockholm, Öberg, the
//!   curriculum).
//!
//! A second family (levels and points) goes beside it as a file of its own
//! and a variant of [`crate::rules::table::Scoring`].

pub mod classic;

use crate::ledger::book::State;
use crate::ledger::book::{Book, Overflow};
use crate::ledger::check::Checked;
use crate::ledger::evening::Hand;
use crate::ledger::setup::Rules;
use crate::rules::table::{Contract, Scoring};

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

/// What a hand pays under its table's family, posted into a book opened at
/// the state before the hand.
pub fn pay(game: &Game<'_>, before: &State<'_>) -> Result<Book, Overflow> {
    match game.rules.table.scoring {
        Scoring::Classic => classic::pay(game, before),
    }
}
