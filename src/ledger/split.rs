//! The betdelning (the pulla divided at the end of the evening) and the
//! fewest payments that settle the final balances.

use serde::Serialize;

use crate::ledger::book::{Account, Book, Overflow, Posting, Reason};
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
    /// Pinnar.
    pub pinnar: i64,
    /// Money in öre, when a price per bet is set (rounded to the öre).
    pub money_ore: Option<i64>,
}

/// Money in öre for an amount in pinnar at a price per bet, rounded half
/// away from zero; `None` when it does not fit (a price no table can pay is
/// refused when the evening is read, see `Rules::MAX_PRICE_PER_BET_ORE`).
pub fn money_ore(pinnar: i64, price_per_bet_ore: u64, pinnar_per_bet: i64) -> Option<i64> {
    let numerator = i128::from(pinnar).checked_mul(i128::from(price_per_bet_ore))?;
    let denominator = i128::from(pinnar_per_bet);
    if denominator <= 0 {
        return None;
    }
    let half = denominator / 2;
    let rounded = if numerator >= 0 {
        numerator.checked_add(half)? / denominator
    } else {
        numerator.checked_sub(half)? / denominator
    };
    i64::try_from(rounded).ok()
}

/// The fewest payments that bring every balance to 0.
///
/// With n players who are owed or owe something, the fewest payments are n
/// minus the largest number of groups whose balances sum to 0, each group
/// settling among itself. Tables have at most five players, so the groups
/// are found exactly by a search over subsets. Within a group, the biggest
/// debtor pays the biggest creditor first.
pub fn fewest_payments(
    balances: &[i64],
    price_per_bet_ore: Option<u64>,
    pinnar_per_bet: i64,
) -> Vec<Payment> {
    let open: Vec<(usize, i64)> = balances
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
    if let Some(price) = price_per_bet_ore {
        for payment in &mut payments {
            payment.money_ore = money_ore(payment.pinnar, price, pinnar_per_bet);
        }
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

fn settle_group(group: &[(usize, i64)], payments: &mut Vec<Payment>) {
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
        payments.push(Payment {
            from,
            to,
            pinnar: amount,
            money_ore: None,
        });
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
        let payments = fewest_payments(&[5, -5, 7, -7], None, 8);
        assert_eq!(payments.len(), 2);
        let mut after = [5i64, -5, 7, -7];
        for p in &payments {
            after[p.from] += p.pinnar;
            after[p.to] -= p.pinnar;
        }
        assert_eq!(after, [0, 0, 0, 0]);
        assert!(fewest_payments(&[0, 0, 0], None, 8).is_empty());
    }

    #[test]
    fn money_is_rounded_to_the_ore() {
        assert_eq!(money_ore(12, 500, 8), Some(750));
        assert_eq!(money_ore(1, 500, 8), Some(63));
        assert_eq!(money_ore(-1, 500, 8), Some(-63));
        // A price that cannot be paid is no amount, never a wrapped one.
        assert_eq!(money_ore(-5, u64::MAX, 8), None);
        assert_eq!(money_ore(i64::MAX, 1_000, 8), None);
        let payments = fewest_payments(&[16, -16, 0], Some(200), 8);
        assert_eq!(
            payments,
            vec![Payment {
                from: 1,
                to: 0,
                pinnar: 16,
                money_ore: Some(400)
            }]
        );
    }
}
