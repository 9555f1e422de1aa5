//! The betdelning (the pulla divided at the end of the evening) and the
//! fewest payments that settle the final balances.

use serde::Serialize;

use crate::ledger::book::{Account, Book, Overflow, Posting, Reason};
use crate::ledger::money::MoneyError;
use crate::rules::table::OddPinnar;

/// The pulla divided among everyone at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Split {
    /// The pulla before the split, in pinnar.
    pub pulla: i64,
    /// Pinnar each player gets.
    pub share: i64,
    /// Pinnar that did not divide.
    pub odd: i64,
    /// Who got them (None when nothing was odd).
    pub odd_to: Option<usize>,
    /// The split's postings (pulla -> each player).
    pub postings: Vec<Posting>,
    /// Balances after the split, by seat (they sum to 0).
    pub balances: Vec<i64>,
    /// Played for money: the results in öre, rounded together so they sum
    /// to 0 ([`crate::ledger::money::results_ore`]).
    pub money_ore: Option<Vec<i64>>,
    /// The fewest payments that settle the balances (in money when played
    /// for it: each player's payments add up to their result).
    pub payments: Vec<Payment>,
}

impl Split {
    /// Adds the results in money and the payments at a price per bet (none:
    /// the payments in the ledger's unit).
    pub fn closed(
        mut self,
        price_per_bet_ore: Option<u64>,
        per_bet: i64,
    ) -> Result<Split, MoneyError> {
        match price_per_bet_ore {
            Some(price) => {
                let results = crate::ledger::money::results_ore(&self.balances, price, per_bet)?;
                self.payments = payments_in_money(&self.balances, &results)?;
                self.money_ore = Some(results);
            }
            None => {
                self.payments = payments_in_units(&self.balances);
                self.money_ore = None;
            }
        }
        Ok(self)
    }
}

/// Divides `pulla` equally among all players; the pinnar that do not divide
/// go to the player who lost most (lowest balance after the equal shares;
/// ties: first in seat order) or to the player the table chose. The shares
/// are posted through a [`Book`], like every other payment.
pub fn split_pulla(
    balances: &[i64],
    pulla: i64,
    odd_rule: &OddPinnar,
    players: &[String],
) -> Result<Split, Overflow> {
    let seats = i64::try_from(balances.len().max(1)).map_err(|_| Overflow)?;
    let share = pulla.div_euclid(seats);
    let odd = pulla.rem_euclid(seats);
    let mut book = Book::open(balances, pulla);
    for seat in 0..balances.len() {
        book.post(Account::Pulla, Account::Player(seat), share, Reason::Split)?;
    }
    let odd_to = if odd > 0 {
        let chosen = match odd_rule {
            OddPinnar::To(name) => players.iter().position(|p| p == name),
            OddPinnar::BiggestLoser => None,
        };
        // The chosen player was checked when the evening was read; the
        // biggest loser is the lowest balance after the shares, the first
        // in seat order on a tie.
        let lowest = book
            .balances
            .iter()
            .enumerate()
            .min_by_key(|&(seat, &balance)| (balance, seat))
            .map(|(seat, _)| seat);
        chosen.or(lowest)
    } else {
        None
    };
    if let Some(seat) = odd_to {
        book.post(Account::Pulla, Account::Player(seat), odd, Reason::Split)?;
    }
    // One posting per player: the share and the odd pinnar together.
    let postings = merge_by_receiver(&book.postings);
    Ok(Split {
        pulla,
        share,
        odd,
        odd_to,
        postings,
        balances: book.balances,
        money_ore: None,
        payments: Vec::new(),
    })
}

/// The split's postings with the odd pinnar added to the receiver's share,
/// so the protocol shows one line per player.
fn merge_by_receiver(postings: &[Posting]) -> Vec<Posting> {
    let mut merged: Vec<Posting> = Vec::with_capacity(postings.len());
    for posting in postings {
        match merged.iter_mut().find(|p| p.to == posting.to) {
            Some(existing) => existing.amount = existing.amount.saturating_add(posting.amount),
            None => merged.push(*posting),
        }
    }
    merged.sort_by_key(|p| match p.to {
        Account::Player(seat) => seat,
        Account::Pulla => usize::MAX,
    });
    merged
}

/// One payment that settles the evening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Payment {
    /// Seat of the payer.
    pub from: usize,
    /// Seat of the receiver.
    pub to: usize,
    /// The part of the balances it settles, in the ledger's unit (pinnar,
    /// or points in a levels table). Played for money, the payments are
    /// made in money and this is what they carry of the balances; `None`
    /// when the money cannot carry them (at a price of a few öre a bet a
    /// balance can be worth less than an öre, and nobody pays it).
    pub pinnar: Option<i64>,
    /// Money in öre when a price per bet is set: the payments of a player
    /// add up to exactly their result in money.
    pub money_ore: Option<i64>,
}

/// One transfer of an amount between two seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Transfer {
    /// Seat of the payer.
    pub from: usize,
    /// Seat of the receiver.
    pub to: usize,
    /// The amount (always above 0).
    pub amount: i64,
}

/// The fewest transfers that bring every balance to 0.
///
/// With n players who are owed or owe something, the fewest payments are n
/// minus the largest number of groups whose balances sum to 0, each group
/// settling among itself. Tables have at most five players, so the groups
/// are found exactly by a search over subsets. Within a group, the biggest
/// debtor pays the biggest creditor first.
pub fn fewest_payments(balances: &[i64]) -> Vec<Transfer> {
    transfers(balances)
        .into_iter()
        .map(|(from, to, amount)| Transfer { from, to, amount })
        .collect()
}

/// The payments that settle an evening not played for money: the fewest
/// transfers of the balances.
pub fn payments_in_units(balances: &[i64]) -> Vec<Payment> {
    fewest_payments(balances)
        .into_iter()
        .map(|t| Payment {
            from: t.from,
            to: t.to,
            pinnar: Some(t.amount),
            money_ore: None,
        })
        .collect()
}

/// The fewest payments that settle an evening played for money: made from
/// the results in öre (rounded together, see
/// [`crate::ledger::money::results_ore`]), so each player pays or receives
/// exactly their result. Each payment also carries the part of the
/// balances (in the ledger's unit) it settles, where the money can carry
/// them.
pub fn payments_in_money(
    balances: &[i64],
    results_ore: &[i64],
) -> Result<Vec<Payment>, MoneyError> {
    let moves = transfers(results_ore);
    let pairs: Vec<(usize, usize)> = moves.iter().map(|&(from, to, _)| (from, to)).collect();
    // A payment carries some of the balances, or the money alone is said.
    let carried = flows_through(balances, &pairs)?.filter(|c| c.iter().all(|&a| a > 0));
    Ok(moves
        .into_iter()
        .enumerate()
        .map(|(k, (from, to, ore))| Payment {
            from,
            to,
            pinnar: carried.as_ref().and_then(|c| c.get(k).copied()),
            money_ore: Some(ore),
        })
        .collect())
}

/// The amounts that payments `moves` (payer, receiver) must carry so that
/// each seat's payments add up to its total in `totals` (paid: negative).
/// Where the payments form a forest (each step of [`settle_group`] settles
/// at least one player for good), peeling its leaves gives each payment the
/// one amount that does it. `None` when there is no such amount of 0 or
/// more for every payment (a seat with a total and no payment, or an
/// amount that would go against its payment); an error only when the
/// payments are not a forest.
pub fn flows_through(
    totals: &[i64],
    moves: &[(usize, usize)],
) -> Result<Option<Vec<i64>>, MoneyError> {
    let balances = totals;
    let mut left: Vec<i64> = balances.to_vec();
    let mut carried: Vec<Option<i64>> = vec![None; moves.len()];
    let open_at = |seat: usize, carried: &[Option<i64>]| {
        moves
            .iter()
            .zip(carried)
            .filter(|((from, to), done)| done.is_none() && (*from == seat || *to == seat))
            .count()
    };
    while carried.iter().any(Option::is_none) {
        let leaf = moves.iter().enumerate().find_map(|(k, &(from, to))| {
            let done = carried.get(k).copied().flatten();
            if done.is_some() {
                None
            } else if open_at(from, &carried) == 1 {
                Some((k, from, to, true))
            } else if open_at(to, &carried) == 1 {
                Some((k, from, to, false))
            } else {
                None
            }
        });
        let Some((k, from, to, payer_is_leaf)) = leaf else {
            return Err(MoneyError::Tangled);
        };
        let (Some(&payer), Some(&receiver)) = (left.get(from), left.get(to)) else {
            return Err(MoneyError::Tangled);
        };
        // The leaf's whole balance goes through its one payment.
        let amount = if payer_is_leaf {
            payer.checked_neg().ok_or(MoneyError::Overflow)?
        } else {
            receiver
        };
        if let Some(slot) = left.get_mut(from) {
            *slot = slot.checked_add(amount).ok_or(MoneyError::Overflow)?;
        }
        if let Some(slot) = left.get_mut(to) {
            *slot = slot.checked_sub(amount).ok_or(MoneyError::Overflow)?;
        }
        if let Some(slot) = carried.get_mut(k) {
            *slot = Some(amount);
        }
    }
    let carried: Vec<i64> = carried.into_iter().flatten().collect();
    let settles = left.iter().all(|&b| b == 0) && carried.iter().all(|&a| a >= 0);
    Ok(settles.then_some(carried))
}

/// The fewest transfers `(from, to, amount)` that bring `values` (summing
/// to 0) to 0.
fn transfers(values_by_seat: &[i64]) -> Vec<(usize, usize, i64)> {
    let open: Vec<(usize, i64)> = values_by_seat
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, balance)| balance != 0)
        .collect();
    let values: Vec<i64> = open.iter().map(|&(_, balance)| balance).collect();
    let mut payments = Vec::new();
    let mut group = Vec::new();
    let mut running = 0i64;
    for k in zero_sum_order(&values) {
        let Some(&(seat, balance)) = open.get(k) else {
            continue;
        };
        group.push((seat, balance));
        running = running.saturating_add(balance);
        if running == 0 {
            settle_group(&group, &mut payments);
            group.clear();
        }
    }
    if !group.is_empty() {
        // Only balances that do not sum to 0 get here (not a settled
        // evening); they are still paid among themselves.
        settle_group(&group, &mut payments);
    }
    payments
}

/// The most players the exact search of [`zero_sum_order`] takes on (2^n
/// subsets); a card table has at most five.
const MAX_EXACT: usize = 16;

/// An order of `values` (as indices) in which the prefix sums reach 0 as
/// often as possible: each stretch between two zeros is a group that
/// settles among itself.
#[allow(clippy::indexing_slicing)]
fn zero_sum_order(values: &[i64]) -> Vec<usize> {
    let n = values.len();
    if n == 0 || n > MAX_EXACT {
        return (0..n).collect();
    }
    // Invariant for the indexing below: every mask is at most `full`, and
    // both tables have `full + 1` entries; every `i` is below `n`.
    let full = (1usize << n) - 1;
    let mut sums = vec![0i64; full + 1];
    for mask in 1..=full {
        let low = mask.trailing_zeros() as usize;
        sums[mask] = sums[mask & (mask - 1)].saturating_add(values[low]);
    }
    // groups[mask]: most zero-sum groups a prefix-ordering of mask can close.
    let mut groups = vec![0u32; full + 1];
    for mask in 1..=full {
        let best = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| groups[mask & !(1 << i)])
            .max()
            .unwrap_or(0);
        groups[mask] = best + u32::from(sums[mask] == 0);
    }
    // Walk back to an ordering whose zero prefix sums mark the groups.
    let mut order = Vec::with_capacity(n);
    let mut mask = full;
    while mask != 0 {
        let closes = u32::from(sums[mask] == 0);
        let next = (0..n)
            .find(|&i| mask & (1 << i) != 0 && groups[mask & !(1 << i)] + closes == groups[mask])
            .or_else(|| (0..n).find(|&i| mask & (1 << i) != 0));
        let Some(i) = next else { break };
        order.push(i);
        mask &= !(1 << i);
    }
    order.reverse();
    order
}

fn settle_group(group: &[(usize, i64)], payments: &mut Vec<(usize, usize, i64)>) {
    let mut left: Vec<(usize, i64)> = group.to_vec();
    loop {
        // Biggest debtor and creditor; ties to the first in seat order.
        let debtor = left
            .iter()
            .filter(|(_, b)| *b < 0)
            .min_by_key(|(s, b)| (*b, *s))
            .copied();
        let creditor = left
            .iter()
            .filter(|(_, b)| *b > 0)
            .max_by_key(|(s, b)| (*b, std::cmp::Reverse(*s)))
            .copied();
        let (Some((from, owed)), Some((to, due))) = (debtor, creditor) else {
            break;
        };
        let amount = owed.saturating_neg().min(due);
        payments.push((from, to, amount));
        for entry in &mut left {
            if entry.0 == from {
                entry.1 = entry.1.saturating_add(amount);
            } else if entry.0 == to {
                entry.1 = entry.1.saturating_sub(amount);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        ["Anna", "Bo", "Cia", "Dag", "Eva"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn odd_pinnar_go_to_the_biggest_loser() {
        // 5 betar = 40 pinnar among 3: 13 each, 1 odd.
        let split = split_pulla(&[-10, -30, 0], 40, &OddPinnar::BiggestLoser, &names(3)).unwrap();
        assert_eq!((split.share, split.odd, split.odd_to), (13, 1, Some(1)));
        assert_eq!(split.balances, vec![3, -16, 13]);
        assert_eq!(split.balances.iter().sum::<i64>(), 0);
    }

    #[test]
    fn ties_go_to_the_first_in_seat_order() {
        let split =
            split_pulla(&[-5, -20, 5, -20], 40, &OddPinnar::BiggestLoser, &names(4)).unwrap();
        assert_eq!((split.share, split.odd, split.odd_to), (10, 0, None));
        let split = split_pulla(
            &[-8, -24, 8, -24, 0],
            48,
            &OddPinnar::BiggestLoser,
            &names(5),
        )
        .unwrap();
        assert_eq!((split.share, split.odd, split.odd_to), (9, 3, Some(1)));
        assert_eq!(split.balances, vec![1, -12, 17, -15, 9]);
    }

    #[test]
    fn odd_pinnar_to_a_chosen_player() {
        let split =
            split_pulla(&[-10, -30, 0], 40, &OddPinnar::To("Cia".into()), &names(3)).unwrap();
        assert_eq!(split.odd_to, Some(2));
        assert_eq!(split.balances, vec![3, -17, 14]);
    }

    #[test]
    fn fewest_payments_uses_zero_sum_groups() {
        // Two independent pairs: 2 payments, not 3.
        let payments = fewest_payments(&[5, -5, 7, -7]);
        assert_eq!(payments.len(), 2);
        let mut after = [5i64, -5, 7, -7];
        for p in &payments {
            after[p.from] += p.amount;
            after[p.to] -= p.amount;
        }
        assert_eq!(after, [0, 0, 0, 0]);
        assert!(fewest_payments(&[0, 0, 0]).is_empty());
    }

    #[test]
    fn flows_through_a_forest_pay_exactly_its_totals() {
        // Bo buys back a pinne from Anna and one from Cia at 4 öre a bet
        // (half an öre a pinne): the results rounded together are Anna +1,
        // Bo -1, Cia 0 öre, so Bo's lines are 1 and 0 öre (rounded alone
        // they were 1 and 1: an öre out of thin air).
        let results = crate::ledger::money::results_ore(&[1, -2, 1], 4, 8).unwrap();
        assert_eq!(results, vec![1, -1, 0]);
        assert_eq!(
            flows_through(&results, &[(1, 0), (1, 2)]),
            Ok(Some(vec![1, 0]))
        );
        // A cycle is no forest: said, not guessed.
        assert_eq!(
            flows_through(&[0, 0, 0], &[(0, 1), (1, 2), (2, 0)]),
            Err(MoneyError::Tangled)
        );
    }

    #[test]
    fn payments_in_money_move_exactly_the_rounded_results() {
        // At 4,50 kr a bet: Anna -26 pinnar (-14,625 kr), Bo +21, Cia +5.
        // Rounded together: -14,62, +11,81, +2,81; Anna pays exactly that.
        let results = crate::ledger::money::results_ore(&[-26, 21, 5], 450, 8).unwrap();
        let payments = payments_in_money(&[-26, 21, 5], &results).unwrap();
        assert_eq!(
            payments,
            vec![
                Payment {
                    from: 0,
                    to: 1,
                    pinnar: Some(21),
                    money_ore: Some(1181)
                },
                Payment {
                    from: 0,
                    to: 2,
                    pinnar: Some(5),
                    money_ore: Some(281)
                },
            ]
        );
        // At 1 öre a bet a pinne is worth an eighth of an öre: Bo's and
        // Cia's 1 pinne are paid by nobody, and the payment carries no
        // pinnar.
        let results = crate::ledger::money::results_ore(&[-10, 1, 9], 1, 8).unwrap();
        assert_eq!(results, vec![-1, 0, 1]);
        let payments = payments_in_money(&[-10, 1, 9], &results).unwrap();
        assert_eq!(
            payments,
            vec![Payment {
                from: 0,
                to: 2,
                pinnar: None,
                money_ore: Some(1)
            }]
        );
        let payments = payments_in_units(&[16, -16, 0]);
        assert_eq!(
            payments,
            vec![Payment {
                from: 1,
                to: 0,
                pinnar: Some(16),
                money_ore: None
            }]
        );
    }
}
