//! Double-entry bookkeeping: the accounts (each player and the pulla), a
//! posting `from -> to, amount, reason`, and the one place where a posting
//! changes balances ([`Book::post`]). Everything that moves pinnar, the
//! settlement of a hand, the betdelning and the replay of a protocol, goes
//! through a [`Book`], so the postings of every step sum to zero.

use serde::Serialize;

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
    /// A passer who broke the contract's passing rule pays into the pulla
    /// (the file calls it `gok_penalty`, after the contract that has it in
    /// the classic tables).
    #[serde(rename = "gok_penalty")]
    PassPenalty,
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

/// Pinnar that no longer fit in the ledger's numbers: only an absurd table
/// value or evening can get here, and it is refused, never wrapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the amounts no longer fit in the ledger's numbers")]
pub struct Overflow;

/// The balances of every seat and the pulla, with the postings that made
/// them since the book was opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    /// Postings in the order made.
    pub postings: Vec<Posting>,
    /// Balances by seat.
    pub balances: Vec<i64>,
    /// The pulla.
    pub pulla: i64,
}

impl Book {
    /// A book opened at the given state, with no postings yet.
    pub fn open(balances: &[i64], pulla: i64) -> Book {
        Book::open_with_room(balances, pulla, 0)
    }

    /// [`Book::open`] with room for `postings` postings made at once (a
    /// hand's: one allocation instead of a list grown posting by posting).
    pub fn open_with_room(balances: &[i64], pulla: i64, postings: usize) -> Book {
        Book {
            postings: Vec::with_capacity(postings),
            balances: balances.to_vec(),
            pulla,
        }
    }

    /// The one bookkeeping step: moves `amount` pinnar from one account to
    /// another and records the posting. Nothing is posted for 0.
    pub fn post(
        &mut self,
        from: Account,
        to: Account,
        amount: i64,
        reason: Reason,
    ) -> Result<(), Overflow> {
        if amount <= 0 {
            return Ok(());
        }
        self.apply(&Posting {
            from,
            to,
            amount,
            reason,
        })?;
        self.postings.push(Posting {
            from,
            to,
            amount,
            reason,
        });
        Ok(())
    }

    /// Applies a posting made elsewhere to the balances without recording
    /// it again (replaying a settlement step by step).
    pub fn apply(&mut self, posting: &Posting) -> Result<(), Overflow> {
        if posting.from == posting.to {
            return Ok(());
        }
        let from = self.account(posting.from)?.checked_sub(posting.amount);
        let to = self.account(posting.to)?.checked_add(posting.amount);
        let (Some(from), Some(to)) = (from, to) else {
            return Err(Overflow);
        };
        *self.account_mut(posting.from)? = from;
        *self.account_mut(posting.to)? = to;
        Ok(())
    }

    fn account(&self, account: Account) -> Result<i64, Overflow> {
        match account {
            Account::Pulla => Ok(self.pulla),
            Account::Player(seat) => self.balances.get(seat).copied().ok_or(Overflow),
        }
    }

    fn account_mut(&mut self, account: Account) -> Result<&mut i64, Overflow> {
        match account {
            Account::Pulla => Ok(&mut self.pulla),
            Account::Player(seat) => self.balances.get_mut(seat).ok_or(Overflow),
        }
    }

    /// Everyone at the table puts `rounds` betar in the pulla, one posting
    /// each.
    pub fn refill(&mut self, rounds: i64, bet: i64) -> Result<(), Overflow> {
        let amount = rounds.checked_mul(bet).ok_or(Overflow)?;
        for seat in 0..self.balances.len() {
            self.post(
                Account::Player(seat),
                Account::Pulla,
                amount,
                Reason::Refill,
            )?;
        }
        Ok(())
    }

    /// The rounds of 1 bet from everyone needed to bring the pulla to `target`.
    pub fn rounds_to_reach(&self, target: i64, bet: i64) -> Result<i64, Overflow> {
        let seats = i64::try_from(self.balances.len()).map_err(|_| Overflow)?;
        let round = bet.checked_mul(seats).ok_or(Overflow)?;
        let missing = target.checked_sub(self.pulla).ok_or(Overflow)?;
        if missing <= 0 || round <= 0 {
            Ok(0)
        } else {
            // Rounds up: a partial round is a whole round at the table.
            let whole = missing / round;
            Ok(whole + i64::from(missing % round != 0))
        }
    }

    /// The refill after a hand (and, in a table without åla, before the
    /// first deal) by the house rule in force: none for `WhenShort` (that
    /// one refills before a payment), a round when the pulla is empty for
    /// `WhenEmpty`, rounds until it holds `n` betar for `KeepAtLeast(n)`.
    pub fn refill_after(
        &mut self,
        refill: crate::rules::table::Refill,
        bet: i64,
    ) -> Result<(), Overflow> {
        use crate::rules::table::Refill;
        match refill {
            Refill::WhenShort => Ok(()),
            Refill::WhenEmpty if self.pulla <= 0 => self.refill(1, bet),
            Refill::WhenEmpty => Ok(()),
            Refill::KeepAtLeast(minimum) => {
                let target = i64::from(minimum).checked_mul(bet).ok_or(Overflow)?;
                let rounds = self.rounds_to_reach(target, bet)?;
                self.refill(rounds, bet)
            }
        }
    }

    /// Pays `amount` from the pulla to `to`, refilling first as often as needed.
    pub fn pay_from_pulla(
        &mut self,
        to: Account,
        amount: i64,
        bet: i64,
        reason: Reason,
    ) -> Result<(), Overflow> {
        let rounds = self.rounds_to_reach(amount, bet)?;
        self.refill(rounds, bet)?;
        self.post(Account::Pulla, to, amount, reason)
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

/// The state before a hand: balances, the pulla and the previous hand's
/// dealer (`None` before the first hand).
#[derive(Debug, Clone, Copy)]
pub struct State<'a> {
    /// Balances by seat.
    pub balances: &'a [i64],
    /// The pulla.
    pub pulla: i64,
    /// The previous hand's dealer.
    pub dealer: Option<usize>,
    /// The previous hand was a forced game taken away: its dealer deals
    /// again.
    pub deals_again: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_posting_moves_pinnar_and_sums_to_zero() -> Result<(), Overflow> {
        let mut book = Book::open(&[0, 0, 0], 24);
        book.post(Account::Pulla, Account::Player(1), 8, Reason::Pot)?;
        assert_eq!(book.balances, vec![0, 8, 0]);
        assert_eq!(book.pulla, 16);
        assert_eq!(book.balances.iter().sum::<i64>() + book.pulla, 24);
        Ok(())
    }

    #[test]
    fn refills_round_up_to_whole_rounds() -> Result<(), Overflow> {
        // Pulla 5 pinnar, 3 players, 1 bet = 8: reaching 24 needs 19 more,
        // one round brings 24, so one round.
        let book = Book::open(&[0, 0, 0], 5);
        assert_eq!(book.rounds_to_reach(24, 8)?, 1);
        assert_eq!(book.rounds_to_reach(30, 8)?, 2);
        assert_eq!(book.rounds_to_reach(5, 8)?, 0);
        Ok(())
    }

    #[test]
    fn overflow_is_refused_not_wrapped() {
        let mut book = Book::open(&[i64::MAX, 0, 0], 0);
        assert_eq!(
            book.post(Account::Player(1), Account::Player(0), 1, Reason::Pinnar),
            Err(Overflow)
        );
        assert_eq!(book.balances, vec![i64::MAX, 0, 0]);
        assert!(book.postings.is_empty());
    }
}
