//! The classic family: betar between the declarer and the pulla, pinnar per
//! trump rank between the declarer and each opponent, the omköp's pinnar,
//! the passing penalty and the refill rule (RULES.md: "A hand's payments").

use crate::ledger::book::State;
use crate::ledger::book::{Account, Book, Overflow, Reason};
use crate::ledger::check::Outcome;
use crate::ledger::evening::Trump;
use crate::ledger::scoring::Game;
use crate::rules::table::{Pinnar, Pot, Stock};

/// The pinnar of a contract's row at a rank (misär pays the common
/// column). The rank has been checked to exist.
pub fn pinnar_at(pinnar: &Pinnar, rank: Trump) -> i64 {
    let value = match rank {
        Trump::Common | Trump::Misar => Some(pinnar.common),
        Trump::Second => pinnar.second,
        Trump::Preference => pinnar.preference,
    };
    i64::from(value.unwrap_or(0))
}

/// The betar the declarer gets from the pulla (positive) or pays into it
/// (negative) for the outcome, `simple` the contract's pot for a simple
/// game.
fn pot_betar(game: &Game<'_>, simple: &Pot) -> Result<i64, Overflow> {
    let pot: Pot = match (game.hand.omkop, game.contract.omkop) {
        (Some(_), Some(omkop)) => omkop,
        _ => *simple,
    };
    let checked = game.checked;
    let betar = match checked.outcome {
        Outcome::Won => i64::from(pot.overtrick)
            .checked_mul(i64::from(checked.overtricks))
            .and_then(|bonus| bonus.checked_add(i64::from(pot.won))),
        Outcome::Lost => Some(-i64::from(pot.lost)),
        Outcome::Codille => Some(-i64::from(pot.codille)),
        Outcome::Surrendered if game.contract.stock == Stock::Solo => Some(-i64::from(pot.codille)),
        Outcome::Surrendered => Some(-i64::from(pot.lost)),
    };
    betar.ok_or(Overflow)
}

/// What a hand pays, posted in the order the table pays it: omköp, pot
/// (refilling first when the pulla is short), pinnar, penalties, refills
/// after the hand.
pub fn pay(
    game: &Game<'_>,
    pot: &Pot,
    pinnar: &Pinnar,
    before: &State<'_>,
) -> Result<Book, Overflow> {
    let rules = game.rules;
    let bet = rules.pinnar_per_bet();
    let declarer = Account::Player(game.declarer);
    // Omköp and pinnar: two postings with each opponent at most.
    let per_opponent = if game.hand.omkop.is_some() { 2 } else { 1 };
    let mut book = game.open_book(before, per_opponent);
    // The abandoned first exchange: paid before the second one.
    if let Some(first) = game.hand.omkop {
        let rate = pinnar_at(pinnar, first);
        for &opponent in game.opponents {
            book.post(declarer, Account::Player(opponent), rate, Reason::Omkop)?;
        }
    }
    let amount = pot_betar(game, pot)?.checked_mul(bet).ok_or(Overflow)?;
    if amount > 0 {
        book.pay_from_pulla(declarer, amount, bet, Reason::Pot)?;
    } else {
        book.post(
            declarer,
            Account::Pulla,
            amount.saturating_neg(),
            Reason::Pot,
        )?;
    }
    let rate = pinnar_at(pinnar, game.checked.pinnar_rank);
    for &opponent in game.opponents {
        let opponent = Account::Player(opponent);
        let (from, to) = if game.checked.outcome == Outcome::Won {
            (opponent, declarer)
        } else {
            (declarer, opponent)
        };
        book.post(from, to, rate, Reason::Pinnar)?;
    }
    game.after_the_hand(&mut book, game.checked.outcome == Outcome::Won, bet)?;
    Ok(book)
}
