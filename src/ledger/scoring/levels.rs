//! The levels-and-points family (Nivåvira, Isbergsvira; RULES.md
//! "Isbergsvira"): a contract's value is its level (plus the second-last
//! bid's above sea level) times its multipliers, paid in points between the
//! declarer and each active opponent; the pulla gives and takes whole betar
//! (k: won k, lost by one k, surrendered k, lost by two 2k, each rebuy k), a
//! jackpot takes the whole pulla. The ledger's unit is the point.

use crate::error::ledger::{HandField, HandProblem};
use crate::ledger::book::State;
use crate::ledger::book::{Account, Book, Overflow, Reason};
use crate::ledger::check::Outcome;
use crate::ledger::evening::{Hand, HandResult, Trump};
use crate::ledger::scoring::Game;
use crate::rules::levels::{Level, LevelsRules, Ratio};
use crate::rules::table::{BidTable, Contract, Payment};

/// A contract's value in one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Value {
    /// The base: the level, plus the second-last bid's level at or above
    /// sea level.
    pub base: Ratio,
    /// Base times multipliers, per opponent (negative: the points go the
    /// other way), exact.
    pub exact: Ratio,
    /// The value as paid: rounded to whole points.
    pub points: i64,
    /// Whether the base reaches the jackpot.
    pub jackpot: bool,
    /// The parts of the sum, to be shown: the contract's level, ...
    pub level: Ratio,
    /// ... the second-last bid's level when it was added (above sea
    /// level), ...
    pub second_last: Option<Ratio>,
    /// ... the trump rank's multiplier (1 where ranks do not count) ...
    pub rank_multiplier: i64,
    /// ... and the contract's own multiplier.
    pub multiplier: i64,
}

/// The level of a contract id in the table (`None`: unknown or not a levels
/// contract).
fn level_of<'a>(table: &'a BidTable, id: &str) -> Option<&'a Level> {
    match &table.contract(id)?.payment {
        Payment::Levels(level) => Some(level),
        Payment::Classic { .. } => None,
    }
}

/// The value of `contract` played at `rank` after an auction whose
/// second-last bid was `second_last`.
pub fn value(
    table: &BidTable,
    levels: &LevelsRules,
    level: &Level,
    second_last: Option<&str>,
    rank: Trump,
) -> Option<Value> {
    let mut base = level.value;
    let mut added = None;
    if level.value >= levels.sea_level
        && let Some(id) = second_last
    {
        let other = level_of(table, id)?.value;
        base = base.checked_add(other)?;
        added = Some(other);
    }
    let m = levels.multipliers;
    let rank_multiplier = if level.ranked {
        match rank {
            Trump::Common => m.common,
            Trump::Second => m.second,
            Trump::Preference => m.preference,
            Trump::Misar => m.misar,
        }
    } else {
        1
    };
    let exact = base
        .checked_mul_int(rank_multiplier)?
        .checked_mul_int(level.multiplier)?;
    Some(Value {
        base,
        exact,
        points: exact.round(),
        jackpot: base >= levels.jackpot,
        level: level.value,
        second_last: added,
        rank_multiplier,
        multiplier: level.multiplier,
    })
}

/// The most rebuys a hand may record: a declarer rebuys once or twice;
/// more than this is a typo (and would carry the amounts past money).
pub const MAX_REBUYS: u32 = 99;

/// The family's checks of a hand's own fields: no omköp record (the family
/// counts `rebuys`), rebuys only where the contract has them, no surrender
/// where the contract forbids it, a second-last bid from the table and not
/// above the contract's level (`level`, the contract's).
pub fn check(
    table: &BidTable,
    contract: &Contract,
    level: &Level,
    hand: &Hand,
) -> Result<(), (HandField, HandProblem)> {
    if hand.omkop.is_some() {
        return Err((HandField::Omkop, HandProblem::FieldNotUsed));
    }
    if hand.rebuys > MAX_REBUYS {
        return Err((
            HandField::Rebuys,
            HandProblem::TooManyRebuys {
                rebuys: hand.rebuys,
                max: MAX_REBUYS,
            },
        ));
    }
    if hand.rebuys > 0 && !level.rebuy {
        return Err((
            HandField::Rebuys,
            HandProblem::NoOmkop {
                contract: contract.name.clone(),
            },
        ));
    }
    if hand.result == HandResult::Surrendered && !level.surrender {
        return Err((
            HandField::Result,
            HandProblem::CannotSurrender {
                contract: contract.name.clone(),
            },
        ));
    }
    if let Some(id) = &hand.second_last {
        let Some(other) = table.contract(id) else {
            return Err((
                HandField::SecondLast,
                HandProblem::UnknownContract {
                    contract: id.clone(),
                },
            ));
        };
        if other.level().is_some_and(|l| l.value > level.value) {
            return Err((
                HandField::SecondLast,
                HandProblem::SecondLastAbove {
                    second_last: other.name.clone(),
                },
            ));
        }
    }
    Ok(())
}

/// Posts `points` from `from` to `to`, the other way when negative.
fn points(book: &mut Book, from: Account, to: Account, points: i64) -> Result<(), Overflow> {
    if points < 0 {
        book.post(
            to,
            from,
            points.checked_neg().ok_or(Overflow)?,
            Reason::Pinnar,
        )
    } else {
        book.post(from, to, points, Reason::Pinnar)
    }
}

/// What a hand pays, in the order the table pays it: rebuys, the pulla
/// (the jackpot takes it whole), the points, thief passes, the refill.
pub fn pay(
    game: &Game<'_>,
    levels: &LevelsRules,
    level: &Level,
    before: &State<'_>,
) -> Result<(Book, Value), Overflow> {
    let rules = game.rules;
    let table = &rules.table;
    let bet = rules.pinnar_per_bet();
    let declarer = Account::Player(game.declarer);
    // The rank played, also when surrendered: the trump announced, or
    // without one the cheapest the bid allows (the checks give the bid's).
    let value = value(
        table,
        levels,
        level,
        game.hand.second_last.as_deref(),
        game.checked.played,
    )
    .ok_or(Overflow)?;
    let k = level.pot.checked_mul(bet).ok_or(Overflow)?;
    let mut book = game.open_book(before, 1);
    let rebuys = i64::from(game.hand.rebuys).checked_mul(k).ok_or(Overflow)?;
    book.post(declarer, Account::Pulla, rebuys, Reason::Omkop)?;
    let outcome = game.checked.outcome;
    match outcome {
        Outcome::Won if value.jackpot => {
            let all = book.pulla;
            book.post(Account::Pulla, declarer, all, Reason::Pot)?;
        }
        Outcome::Won => book.pay_from_pulla(declarer, k, bet, Reason::Pot)?,
        Outcome::Lost | Outcome::Surrendered => {
            book.post(declarer, Account::Pulla, k, Reason::Pot)?;
        }
        Outcome::Codille => {
            let twice = k.checked_mul(2).ok_or(Overflow)?;
            book.post(declarer, Account::Pulla, twice, Reason::Pot)?;
        }
    }
    for &opponent in game.opponents {
        let opponent = Account::Player(opponent);
        match outcome {
            Outcome::Won => points(&mut book, opponent, declarer, value.points)?,
            Outcome::Surrendered | Outcome::Codille => {
                points(&mut book, declarer, opponent, value.points)?;
            }
            Outcome::Lost => {}
        }
    }
    game.after_the_hand(&mut book, outcome == Outcome::Won, bet)?;
    Ok((book, value))
}
