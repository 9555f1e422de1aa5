//! Money: the one place an amount in the ledger's unit becomes öre.
//!
//! An evening played for money has a price per bet in öre. A single amount
//! (a hand's cost, a line of a report) is [`money_ore`]: rounded to the
//! nearest öre, halves away from zero. A set of accounts that sums to zero
//! (the final results, or the balances and the pulla during the evening)
//! is rounded *together* by [`results_ore`], so that it still sums to zero:
//! each account gets its exact value rounded down, and the öre left over
//! go one each to the accounts with the largest remainders, ties in seat
//! order. Every result is then within one öre of its exact value, and the
//! payments ([`crate::ledger::split::fewest_payments`]) are made from these
//! rounded results, so what each player pays or receives is exactly their
//! result. `docs/rules.md` says the same for players.

use serde::Serialize;

pub use crate::error::ledger::MoneyError;

/// Money in öre for an amount in the ledger's unit at a price per bet,
/// rounded half away from zero; `None` when it does not fit (a price no
/// table can pay is refused when the evening is read, see
/// `Rules::MAX_PRICE_PER_BET_ORE`).
pub fn money_ore(amount: i64, price_per_bet_ore: u64, per_bet: i64) -> Option<i64> {
    let numerator = i128::from(amount).checked_mul(i128::from(price_per_bet_ore))?;
    let denominator = i128::from(per_bet);
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

/// Accounts that sum to zero (in the ledger's unit) as money that sums to
/// zero: each rounded down to the öre, then the öre left over one each to
/// the largest remainders; among equal remainders first to the accounts
/// that are owed (so a half öre is rounded away from zero on both sides,
/// and two accounts equal and opposite stay equal and opposite in money),
/// then to the first account. Each result is within one öre of the exact
/// value, and has the sign of its account (or is 0).
pub fn results_ore(
    accounts: &[i64],
    price_per_bet_ore: u64,
    per_bet: i64,
) -> Result<Vec<i64>, MoneyError> {
    let sum = accounts
        .iter()
        .try_fold(0i64, |acc, &a| acc.checked_add(a))
        .ok_or(MoneyError::Overflow)?;
    if sum != 0 {
        return Err(MoneyError::NotBalanced { sum });
    }
    let denominator = i128::from(per_bet);
    if denominator <= 0 {
        return Err(MoneyError::Overflow);
    }
    let mut floors = Vec::with_capacity(accounts.len());
    let mut remainders = Vec::with_capacity(accounts.len());
    let mut left_over: i128 = 0;
    for &amount in accounts {
        let numerator = i128::from(amount)
            .checked_mul(i128::from(price_per_bet_ore))
            .ok_or(MoneyError::Overflow)?;
        let floor = numerator.div_euclid(denominator);
        let remainder = numerator.rem_euclid(denominator);
        left_over = left_over
            .checked_add(remainder)
            .ok_or(MoneyError::Overflow)?;
        floors.push(i64::try_from(floor).map_err(|_| MoneyError::Overflow)?);
        remainders.push(remainder);
    }
    // The exact values sum to zero, so the remainders sum to a whole number
    // of öre: that many accounts get one öre more.
    let extra = usize::try_from(left_over / denominator).map_err(|_| MoneyError::Overflow)?;
    let mut order: Vec<usize> = (0..accounts.len()).collect();
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(remainders.get(i).copied().unwrap_or_default()),
            accounts.get(i).is_none_or(|&a| a <= 0),
            i,
        )
    });
    for &i in order.iter().take(extra) {
        if let Some(floor) = floors.get_mut(i) {
            *floor = floor.checked_add(1).ok_or(MoneyError::Overflow)?;
        }
    }
    Ok(floors)
}

/// Why a price typed by a person is not a price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, thiserror::Error)]
pub enum PriceProblem {
    /// Not a number with at most two decimals (`0,50`, `4.5`, `12`).
    #[error("not an amount with at most two decimals")]
    NotAnAmount,
    /// More than [`crate::ledger::Rules::MAX_PRICE_PER_BET_ORE`].
    #[error("more than a million a bet")]
    TooHigh,
}

/// A price per bet as a person types it (`0,50`, `4.5`, `12`, with a
/// decimal comma or point and at most two decimals), in öre; `Ok(None)`
/// when empty (no money). Whole numbers only: no floating point.
pub fn parse_price(text: &str) -> Result<Option<u64>, PriceProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (whole, decimals) = match text.split_once([',', '.']) {
        Some((whole, decimals)) => (whole, decimals),
        None => (text, ""),
    };
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if !digits(whole)
        || !digits(decimals)
        || decimals.len() > 2
        || (whole.is_empty() && decimals.is_empty())
    {
        return Err(PriceProblem::NotAnAmount);
    }
    let kronor: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| PriceProblem::TooHigh)?
    };
    let ore: u64 = match decimals.len() {
        0 => 0,
        1 => {
            decimals
                .parse::<u64>()
                .map_err(|_| PriceProblem::NotAnAmount)?
                * 10
        }
        _ => decimals.parse().map_err(|_| PriceProblem::NotAnAmount)?,
    };
    let price = kronor
        .checked_mul(100)
        .and_then(|k| k.checked_add(ore))
        .ok_or(PriceProblem::TooHigh)?;
    if price > crate::ledger::Rules::MAX_PRICE_PER_BET_ORE {
        return Err(PriceProblem::TooHigh);
    }
    Ok(Some(price))
}

/// A price in öre as a person would type it again (`0,50`, `4,50`).
pub fn price_text(ore: u64, decimal_comma: bool) -> String {
    format!(
        "{}{}{:02}",
        ore / 100,
        if decimal_comma { ',' } else { '.' },
        ore % 100
    )
}

/// Money as the protocol writes it: `12,50 kr` in Swedish (decimal comma),
/// `12.50 kr` in English, signed when negative; the one place öre become
/// text.
pub fn format_money(ore: i64, currency: &str, decimal_comma: bool) -> String {
    let sign = if ore < 0 { "-" } else { "" };
    let ore = ore.unsigned_abs();
    let point = if decimal_comma { ',' } else { '.' };
    let kronor = ore / 100;
    let rest = ore % 100;
    if currency.is_empty() {
        format!("{sign}{kronor}{point}{rest:02}")
    } else {
        format!("{sign}{kronor}{point}{rest:02} {currency}")
    }
}

#[cfg(test)]
mod tests {

    /// Half an öre is rounded away from zero on both sides: at 4.50 a bet
    /// of 8 pinnar, -6, 6, 2 and -2 pinnar are -337.5, 337.5, 112.5 and
    /// -112.5 öre. Ties to the first account gave -337, 338, 112, -113:
    /// no longer in the ratio of the pinnar, so the payments could not
    /// carry them (found by the property test in tests/core_cli/money.rs).
    #[test]
    fn equal_and_opposite_accounts_stay_equal_and_opposite_in_money() {
        assert_eq!(
            results_ore(&[-6, 6, 2, -2], 450, 8).unwrap(),
            vec![-338, 338, 113, -113]
        );
        assert_eq!(results_ore(&[1, -1], 450, 8).unwrap(), vec![56, -56]);
    }
    use super::*;

    #[test]
    fn a_single_amount_is_rounded_to_the_nearest_ore() {
        assert_eq!(money_ore(12, 500, 8), Some(750));
        assert_eq!(money_ore(1, 500, 8), Some(63));
        assert_eq!(money_ore(-1, 500, 8), Some(-63));
        assert_eq!(money_ore(-5, u64::MAX, 8), None);
        assert_eq!(money_ore(i64::MAX, 1_000, 8), None);
    }

    #[test]
    fn results_sum_to_zero_by_the_largest_remainder() {
        // At 4,50 kr a bet (8 pinnar): -26 pinnar is exactly -14,625 kr,
        // +21 is +11,8125, +5 is +2,8125. Rounded down: -1463, 1181, 281
        // (sum -1 öre); the remainders are 4/8, 2/8 and 2/8 öre, so the
        // one öre left goes to the first account: -14,62 paid as
        // 11,81 + 2,81 (each result alone rounds -14,63).
        assert_eq!(
            results_ore(&[-26, 21, 5], 450, 8),
            Ok(vec![-1462, 1181, 281])
        );
        // At 0,50 kr: -26 is -1,625 kr, +21 is 1,3125, +5 is 0,3125.
        assert_eq!(results_ore(&[-26, 21, 5], 50, 8), Ok(vec![-162, 131, 31]));
        // Four equal halves: each rounded away from zero, so the two equal
        // accounts pay alike (ties to the first seat gave 1, 0, 0, -1).
        assert_eq!(results_ore(&[1, -1, 1, -1], 4, 8), Ok(vec![1, -1, 1, -1]));
        assert_eq!(
            results_ore(&[1, 2], 100, 8),
            Err(MoneyError::NotBalanced { sum: 3 })
        );
        assert_eq!(
            results_ore(&[i64::MAX, i64::MIN + 1], u64::MAX, 8),
            Err(MoneyError::Overflow)
        );
    }

    #[test]
    fn a_typed_price_is_read_in_whole_ore() {
        assert_eq!(parse_price(""), Ok(None));
        assert_eq!(parse_price(" 0,50 "), Ok(Some(50)));
        assert_eq!(parse_price("4.5"), Ok(Some(450)));
        assert_eq!(parse_price("12"), Ok(Some(1200)));
        assert_eq!(parse_price(",07"), Ok(Some(7)));
        assert_eq!(parse_price("0,505"), Err(PriceProblem::NotAnAmount));
        assert_eq!(parse_price("-1"), Err(PriceProblem::NotAnAmount));
        assert_eq!(parse_price("1e3"), Err(PriceProblem::NotAnAmount));
        assert_eq!(parse_price("2 000 000"), Err(PriceProblem::NotAnAmount));
        assert_eq!(parse_price("2000000"), Err(PriceProblem::TooHigh));
        assert_eq!(
            parse_price("99999999999999999999"),
            Err(PriceProblem::TooHigh)
        );
        assert_eq!(price_text(450, true), "4,50");
    }

    #[test]
    fn money_is_written_in_the_language_of_the_reader() {
        assert_eq!(format_money(1250, "kr", true), "12,50 kr");
        assert_eq!(format_money(-5, "kr", false), "-0.05 kr");
        assert_eq!(format_money(8910, "", true), "89,10");
    }
}
