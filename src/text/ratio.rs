//! An exact rational number: the values of the levels family's tables
//! (`-1`, `4/3`, `384`), and what error kinds quote of them.

use std::fmt;

use serde::{Deserialize, Serialize};

/// An exact rational number, always in lowest terms with a positive
/// denominator (`-1`, `4/3`, `384`). Written in files as a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(1).max(1)
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };

    /// `num / den` in lowest terms; `None` for a zero denominator.
    pub fn new(num: i64, den: i64) -> Option<Ratio> {
        if den == 0 {
            return None;
        }
        let sign = if den < 0 { -1 } else { 1 };
        let g = gcd(num, den);
        Some(Ratio {
            num: num.checked_mul(sign)? / g,
            den: den.checked_mul(sign)? / g,
        })
    }

    /// A whole number.
    pub fn whole(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// The numerator (lowest terms).
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The denominator (lowest terms, positive).
    pub fn denominator(self) -> i64 {
        self.den
    }

    /// Parses `-1`, `4/3`, `384`.
    pub fn parse(text: &str) -> Option<Ratio> {
        let text = text.trim();
        match text.split_once('/') {
            Some((n, d)) => Ratio::new(n.trim().parse().ok()?, d.trim().parse().ok()?),
            None => Some(Ratio::whole(text.parse().ok()?)),
        }
    }

    /// `self + other`, `None` on overflow.
    pub fn checked_add(self, other: Ratio) -> Option<Ratio> {
        let num = self
            .num
            .checked_mul(other.den)?
            .checked_add(other.num.checked_mul(self.den)?)?;
        Ratio::new(num, self.den.checked_mul(other.den)?)
    }

    /// `self * n`, `None` on overflow.
    pub fn checked_mul_int(self, n: i64) -> Option<Ratio> {
        Ratio::new(self.num.checked_mul(n)?, self.den)
    }

    /// Rounded to the nearest whole number, halves away from zero: the one
    /// place a value becomes whole points (when it is paid).
    pub fn round(self) -> i64 {
        let twice = i128::from(self.num) * 2;
        let den = i128::from(self.den);
        let rounded = if twice >= 0 {
            (twice + den) / (2 * den)
        } else {
            -((-twice + den) / (2 * den))
        };
        i64::try_from(rounded).unwrap_or(0)
    }

    /// Whether it is below zero.
    pub fn is_negative(self) -> bool {
        self.num < 0
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

impl Serialize for Ratio {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Ratio {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Ratio::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "`{text}` is not a level; write a whole number or a fraction (\"-1\", \"4/3\", \"384\")"
            ))
        })
    }
}
