//! [`EveningFacts`] packed for the archive's index: a compact binary row
//! (variable-length integers, strings as length and bytes) that the
//! statistics read back without a text parser and without allocating per
//! contract group: the groups are read as [`GroupRef`]s borrowing the row.
//!
//! Contract names are not kept (the statistics name a contract from the
//! evening's bid table when they first meet it), as in the JSON the index
//! kept before.

use chrono::Datelike;

use super::{ContractFacts, EveningFacts, GroupRef, RoleFacts, SeatFacts};
use crate::ledger::amount::Unit;
use crate::ledger::evening::Trump;
use crate::rules::table::Names;

/// The first byte of a packed row: another layout is not read (2: each
/// seat's hands by its place in the deal, issue 38).
const LAYOUT: u8 = 2;

/// The facts of an evening, packed.
pub fn pack(facts: &EveningFacts) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + 24 * facts.contracts.len());
    out.push(LAYOUT);
    put_int(&mut out, i64::from(facts.date.num_days_from_ce()));
    match &facts.club {
        Some(club) => {
            out.push(1);
            put_str(&mut out, club);
        }
        None => out.push(0),
    }
    put_str(&mut out, &facts.table);
    put_strs(&mut out, &facts.named);
    put_strs(&mut out, &facts.players);
    let (tag, unit_bet) = match facts.unit {
        Unit::Pinnar { per_bet } => (0, per_bet),
        Unit::Points { per_bet } => (1, per_bet),
    };
    out.push(tag);
    put_int(&mut out, unit_bet);
    put_int(&mut out, facts.per_bet);
    put_str(&mut out, &facts.currency);
    put_ints(&mut out, &facts.results);
    match &facts.money_ore {
        Some(money) => {
            out.push(1);
            put_ints(&mut out, money);
        }
        None => out.push(0),
    }
    put_len(&mut out, facts.colours.len());
    for colour in &facts.colours {
        out.extend_from_slice(colour);
    }
    put_len(&mut out, facts.hands);
    out.push(u8::from(facts.practice));
    put_len(&mut out, facts.seats.len());
    for seat in &facts.seats {
        put_counts(&mut out, seat);
    }
    put_len(&mut out, facts.contracts.len());
    for group in &facts.contracts {
        put_len(&mut out, group.seat);
        put_str(&mut out, &group.contract);
        put_len(&mut out, usize::try_from(group.rank).unwrap_or(usize::MAX));
        out.push(trump_code(group.trump));
        put_counts(&mut out, &group.counts);
        put_int(&mut out, group.net_pinnar);
    }
    put_len(&mut out, facts.roles.len());
    for seat in &facts.roles {
        for role in seat {
            put_len(&mut out, role.hands);
            put_int(&mut out, role.net);
        }
    }
    out
}

/// A packed row read back: the evening's facts without its contract
/// groups, and the groups borrowing the row (`None`: not a row of this
/// layout).
pub fn unpack(bytes: &[u8]) -> Option<(EveningFacts, Vec<GroupRef<'_>>)> {
    let mut r = Reader(bytes);
    if r.byte()? != LAYOUT {
        return None;
    }
    let date = chrono::NaiveDate::from_num_days_from_ce_opt(i32::try_from(r.int()?).ok()?)?;
    let club = match r.byte()? {
        0 => None,
        _ => Some(r.str()?.to_string()),
    };
    let table = r.str()?.to_string();
    let named = r.strs()?;
    let players = r.strs()?;
    let tag = r.byte()?;
    let unit_bet = r.int()?;
    let unit = match tag {
        0 => Unit::Pinnar { per_bet: unit_bet },
        _ => Unit::Points { per_bet: unit_bet },
    };
    let per_bet = r.int()?;
    let currency = r.str()?.to_string();
    let results = r.ints()?;
    let money_ore = match r.byte()? {
        0 => None,
        _ => Some(r.ints()?),
    };
    let colour_count = r.len()?;
    let mut colours = Vec::with_capacity(colour_count.min(64));
    for _ in 0..colour_count {
        let (colour, rest) = r.0.split_first_chunk::<3>()?;
        colours.push(*colour);
        r.0 = rest;
    }
    let hands = r.len()?;
    let practice = r.byte()? != 0;
    let seat_count = r.len()?;
    let mut seats = Vec::with_capacity(seat_count.min(64));
    for _ in 0..seat_count {
        seats.push(r.counts()?);
    }
    let group_count = r.len()?;
    let mut groups = Vec::with_capacity(group_count.min(1024));
    for _ in 0..group_count {
        groups.push(GroupRef {
            seat: r.len()?,
            contract: r.str()?,
            rank: u32::try_from(r.len()?).ok()?,
            trump: trump_of(r.byte()?)?,
            counts: r.counts()?,
            net_pinnar: r.int()?,
        });
    }
    let role_count = r.len()?;
    let mut roles = Vec::with_capacity(role_count.min(64));
    for _ in 0..role_count {
        let mut seat = [RoleFacts::default(); 3];
        for role in &mut seat {
            role.hands = r.len()?;
            role.net = r.int()?;
        }
        roles.push(seat);
    }
    if !r.0.is_empty() {
        return None;
    }
    let facts = EveningFacts {
        date,
        club,
        table,
        named,
        players,
        unit,
        per_bet,
        currency,
        results,
        money_ore,
        colours,
        hands,
        practice,
        seats,
        contracts: Vec::new(),
        roles,
    };
    Some((facts, groups))
}

/// The facts whole, their contract groups owned and unnamed (as the JSON
/// the index kept before read them back).
pub fn unpack_owned(bytes: &[u8]) -> Option<EveningFacts> {
    let (mut facts, groups) = unpack(bytes)?;
    facts.contracts = groups
        .into_iter()
        .map(|g| ContractFacts {
            seat: g.seat,
            contract: g.contract.to_string(),
            name: Names {
                sv: String::new(),
                en: String::new(),
                ja: None,
            },
            rank: g.rank,
            trump: g.trump,
            counts: g.counts,
            net_pinnar: g.net_pinnar,
        })
        .collect();
    Some(facts)
}

fn trump_code(trump: Trump) -> u8 {
    match trump {
        Trump::Common => 0,
        Trump::Second => 1,
        Trump::Preference => 2,
        Trump::Misar => 3,
    }
}

fn trump_of(code: u8) -> Option<Trump> {
    match code {
        0 => Some(Trump::Common),
        1 => Some(Trump::Second),
        2 => Some(Trump::Preference),
        3 => Some(Trump::Misar),
        _ => None,
    }
}

/// An unsigned number, seven bits a byte, low bits first (LEB128; the
/// record key's encoding writes its numbers with it too).
pub(crate) fn put_u64(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        // The low seven bits, with the bit saying more follow.
        out.push((n & 0x7f) as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// A signed number, zigzag-mapped (small negative numbers stay short).
fn put_int(out: &mut Vec<u8>, n: i64) {
    put_u64(out, ((n << 1) ^ (n >> 63)) as u64);
}

fn put_len(out: &mut Vec<u8>, n: usize) {
    put_u64(out, u64::try_from(n).unwrap_or(u64::MAX));
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_len(out, s.len());
    out.extend_from_slice(s.as_bytes());
}

fn put_strs(out: &mut Vec<u8>, list: &[String]) {
    put_len(out, list.len());
    for s in list {
        put_str(out, s);
    }
}

fn put_ints(out: &mut Vec<u8>, list: &[i64]) {
    put_len(out, list.len());
    for &n in list {
        put_int(out, n);
    }
}

fn put_counts(out: &mut Vec<u8>, c: &SeatFacts) {
    for n in [
        c.played,
        c.declared,
        c.won,
        c.lost,
        c.codille,
        c.surrendered,
    ] {
        put_len(out, n);
    }
}

/// Reads a packed row from its start; every read is `None` past its end.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }

    fn u64(&mut self) -> Option<u64> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    fn int(&mut self) -> Option<i64> {
        let n = self.u64()?;
        Some(((n >> 1) as i64) ^ -((n & 1) as i64))
    }

    fn len(&mut self) -> Option<usize> {
        usize::try_from(self.u64()?).ok()
    }

    fn str(&mut self) -> Option<&'a str> {
        let len = self.len()?;
        let (s, rest) = self.0.split_at_checked(len)?;
        self.0 = rest;
        std::str::from_utf8(s).ok()
    }

    fn strs(&mut self) -> Option<Vec<String>> {
        let count = self.len()?;
        let mut out = Vec::with_capacity(count.min(64));
        for _ in 0..count {
            out.push(self.str()?.to_string());
        }
        Some(out)
    }

    fn ints(&mut self) -> Option<Vec<i64>> {
        let count = self.len()?;
        let mut out = Vec::with_capacity(count.min(64));
        for _ in 0..count {
            out.push(self.int()?);
        }
        Some(out)
    }

    fn counts(&mut self) -> Option<SeatFacts> {
        Some(SeatFacts {
            played: self.len()?,
            declared: self.len()?,
            won: self.len()?,
            lost: self.len()?,
            codille: self.len()?,
            surrendered: self.len()?,
        })
    }
}
