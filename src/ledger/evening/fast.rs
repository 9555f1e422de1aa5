//! A fast reader of evening files as this program writes them, tried
//! before `ron` (a federation's archive is tens of thousands of files, and
//! `ron`'s deserializer was most of the time spent reading them).
//!
//! **The invariant:** whenever [`read`] returns `Some(evening)`,
//! `ron_options().from_str::<Evening>(text)` returns `Ok(evening)`, the
//! same value. The reader never accepts a text that `ron` refuses, nor reads
//! a text differently; on anything it does not fully understand it returns
//! `None` and [`Evening::parse`] reads the text with `ron`, which gives every
//! error message with its place.
//!
//! It understands the evening file as [`Evening::to_ron`] writes it and the
//! usual hand edits: the fields of every struct in any order, `Name(` or an
//! unnamed `(`, whitespace (space, tab, newline, carriage return) and
//! trailing commas where `ron` allows them, `Some(x)`, `x` (`ron`'s implicit
//! `Some`) and `None`, plain strings, plain decimal numbers, the enums and
//! `true`/`false`. It stands aside (`None`) on comments, `#![enable(...)]`,
//! any other whitespace, a backslash in a string, raw and byte strings,
//! numbers with a sign, base, `_`, suffix or fraction, a number too big for
//! its field, a missing, unknown or repeated field, an unknown variant and
//! anything after the closing parenthesis. The chip settings (rare, and
//! nested deep) are handed to `ron` on their own slice of the text.
//!
//! It is written for speed (an archive's first listing reads every file):
//! a hand written as [`Evening::to_ron`] writes it is read by its exact
//! bytes (its fields in their order, each after `, `), any other is read
//! by its fields' names; a hand is read in its place in the list (sized
//! ahead from the lines left); identifiers are compared as bytes.

use serde::de::DeserializeOwned;

use super::{Bid, Colour, Evening, ForcedRounds, Hand, HandResult, House, Length, Suit, Trump};
use crate::rules::chips::ChipSettings;
use crate::rules::registry::ron_options;
use crate::rules::table::{BothPassersFail, OddPinnar, Refill};

/// Reads an evening file (without its byte order mark), or stands aside
/// (`None`) for `ron` to read it. See the module's invariant.
pub fn read(text: &str) -> Option<Evening> {
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        pos: 0,
    };
    reader.ws();
    let evening = reader.evening()?;
    reader.ws();
    (reader.pos == reader.bytes.len()).then_some(evening)
}

/// The deepest nesting of brackets handed to `ron` on a slice: far below
/// `ron`'s recursion limit, so the slice read alone and in its place meet
/// the same limit.
const MAX_SLICE_DEPTH: usize = 16;

/// The fewest bytes a hand takes (`(declarer:"",contract:"",result:Surrendered)`
/// is 44): the hands list is never sized ahead for more hands than its
/// text could hold.
const SHORTEST_HAND: usize = 44;

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    /// Always on a character boundary between tokens: the reader moves
    /// over ASCII bytes and over whole strings.
    pos: usize,
}

/// Sets a field once: a second value of the same field is `ron`'s
/// duplicate field error.
fn once<T>(slot: &mut Option<T>, value: T) -> Option<()> {
    if slot.is_some() {
        return None;
    }
    *slot = Some(value);
    Some(())
}

/// Marks a field of a struct read in its place as given: a second value
/// of the same field is `ron`'s duplicate field error.
fn mark(seen: &mut u16, bit: u16) -> Option<()> {
    if *seen & bit != 0 {
        return None;
    }
    *seen |= bit;
    Some(())
}

/// A byte that continues an identifier this reader understands.
fn ident_byte(byte: u8) -> bool {
    matches!(byte, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_')
}

/// The newlines in `bytes`, counted in blocks a byte's counter holds
/// (which the compiler turns into wide compares).
fn count_lines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|block| {
            let newlines = block
                .iter()
                .fold(0u8, |n, &byte| n.wrapping_add(u8::from(byte == b'\n')));
            usize::from(newlines)
        })
        .sum()
}

/// A hand with every field at serde's default, to be read in its place
/// (no allocation: the texts are empty).
fn blank_hand() -> Hand {
    Hand::new("", "", None, HandResult::Surrendered)
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// The whitespace both readers skip; `ron`'s other whitespace and its
    /// comments are left, and what comes next is then not understood.
    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> Option<()> {
        if self.peek()? == byte {
            self.pos += 1;
            Some(())
        } else {
            None
        }
    }

    /// The end of a value in parentheses (`Some(x)`, `Tricks(3)`):
    /// whitespace, an optional comma, `)`.
    fn close_paren(&mut self) -> Option<()> {
        self.ws();
        if self.peek() == Some(b',') {
            self.pos += 1;
            self.ws();
        }
        self.eat(b')')
    }

    /// `( value )` with the whitespace and trailing comma `ron` allows.
    fn in_parens<T>(&mut self, value: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        self.ws();
        self.eat(b'(')?;
        self.ws();
        let value = value(self)?;
        self.close_paren()?;
        Some(value)
    }

    /// An identifier of ASCII letters, digits and `_`. Followed by a
    /// character `ron` could read as part of an identifier (non-ASCII, or
    /// `.+-` of a raw identifier), it is not understood.
    fn ident(&mut self) -> Option<&'a [u8]> {
        let rest = self.bytes.get(self.pos..)?;
        if !matches!(rest.first()?, b'a'..=b'z' | b'A'..=b'Z' | b'_') {
            return None;
        }
        let len = rest
            .iter()
            .position(|&byte| !ident_byte(byte))
            .unwrap_or(rest.len());
        if matches!(rest.get(len), Some(b'.' | b'+' | b'-' | 0x80..)) {
            return None;
        }
        self.pos += len;
        rest.get(..len)
    }

    /// A plain string: `"` to the next `"`, with no backslash in between
    /// (`ron` then takes the characters as they are).
    fn string(&mut self) -> Option<&'a str> {
        if self.peek()? != b'"' {
            return None;
        }
        let start = self.pos + 1;
        let rest = self.bytes.get(start..)?;
        let len = rest.iter().position(|&b| b == b'"' || b == b'\\')?;
        if rest.get(len) != Some(&b'"') {
            return None;
        }
        let end = start + len;
        let text = self.text.get(start..end)?;
        self.pos = end + 1;
        Some(text)
    }

    fn owned(&mut self) -> Option<String> {
        self.string().map(str::to_string)
    }

    /// Plain decimal digits. A following character `ron` would read on as
    /// part of the number (hex digits, `_`, a suffix, a fraction) is not
    /// understood.
    fn unsigned(&mut self) -> Option<u64> {
        let start = self.pos;
        let mut number: u64 = 0;
        while let Some(digit @ b'0'..=b'9') = self.peek() {
            number = number
                .checked_mul(10)?
                .checked_add(u64::from(digit - b'0'))?;
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        match self.peek() {
            None | Some(b' ' | b'\t' | b'\n' | b'\r' | b',' | b')' | b']') => Some(number),
            Some(_) => None,
        }
    }

    fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.unsigned()?).ok()
    }

    fn boolean(&mut self) -> Option<bool> {
        match self.ident()? {
            b"true" => Some(true),
            b"false" => Some(false),
            _ => None,
        }
    }

    /// `None`, `Some(value)` or the bare value (`ron`'s implicit `Some`).
    fn option<T>(&mut self, value: impl FnOnce(&mut Self) -> Option<T>) -> Option<Option<T>> {
        let start = self.pos;
        match self.ident() {
            Some(b"None") => return Some(None),
            Some(b"Some") => return self.in_parens(value).map(Some),
            _ => self.pos = start,
        }
        value(self).map(Some)
    }

    /// [`Self::option`] of a value that is one identifier (an enum's unit
    /// variant): the identifier is read once.
    fn option_of_word<T>(&mut self, word: impl Fn(&[u8]) -> Option<T>) -> Option<Option<T>> {
        match self.ident()? {
            b"None" => Some(None),
            b"Some" => self.in_parens(|r| word(r.ident()?)).map(Some),
            other => word(other).map(Some),
        }
    }

    /// `[a, b]`, with a trailing comma or none.
    fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut items = Vec::new();
        self.list_into(&mut items, |r, items| {
            items.push(item(r)?);
            Some(())
        })?;
        Some(items)
    }

    /// `[a, b]` with a trailing comma or none, each item read by `item`
    /// into `items`.
    fn list_into<T>(
        &mut self,
        items: &mut Vec<T>,
        mut item: impl FnMut(&mut Self, &mut Vec<T>) -> Option<()>,
    ) -> Option<()> {
        self.eat(b'[')?;
        loop {
            self.ws();
            if self.peek() == Some(b']') {
                break;
            }
            item(self, items)?;
            self.ws();
            match self.peek()? {
                b',' => self.pos += 1,
                b']' => break,
                _ => return None,
            }
        }
        self.eat(b']')
    }

    /// `Name(field: value, ...)` or `(field: value, ...)`: each field is
    /// given by name to `field`, which reads its value (or refuses it).
    fn structure(
        &mut self,
        name: &[u8],
        mut field: impl FnMut(&mut Self, &[u8]) -> Option<()>,
    ) -> Option<()> {
        if self.peek() != Some(b'(') {
            if self.ident()? != name {
                return None;
            }
            self.ws();
        }
        self.eat(b'(')?;
        loop {
            self.ws();
            if self.peek() == Some(b')') {
                break;
            }
            let key = self.ident()?;
            self.ws();
            self.eat(b':')?;
            self.ws();
            field(self, key)?;
            self.ws();
            match self.peek()? {
                b',' => self.pos += 1,
                b')' => break,
                _ => return None,
            }
        }
        self.eat(b')')
    }

    /// A value read by `ron` on its own slice of the text: up to the comma
    /// or parenthesis that ends it, brackets matched and strings skipped.
    /// Whatever might hide a bracket from this scan (a comment, a raw
    /// string's `#`, a character literal, a backslash) is not understood.
    fn by_ron<T: DeserializeOwned>(&mut self) -> Option<T> {
        let start = self.pos;
        let mut open: Vec<u8> = Vec::new();
        loop {
            match self.peek()? {
                b'"' => {
                    self.string()?;
                    continue;
                }
                b'(' => open.push(b')'),
                b'[' => open.push(b']'),
                b'{' => open.push(b'}'),
                b',' if open.is_empty() => break,
                b')' if open.is_empty() => break,
                closer @ (b')' | b']' | b'}') => {
                    let expected = open.pop()?;
                    if expected != closer {
                        return None;
                    }
                }
                b'#' | b'/' | b'\'' | b'\\' => return None,
                _ => {}
            }
            if open.len() > MAX_SLICE_DEPTH {
                return None;
            }
            self.pos += 1;
        }
        let slice = self
            .text
            .get(start..self.pos)?
            .trim_end_matches([' ', '\t', '\n', '\r']);
        ron_options().from_str(slice).ok()
    }

    fn result(&mut self) -> Option<HandResult> {
        match self.ident()? {
            b"Tricks" => {
                let tricks = self.in_parens(Self::unsigned)?;
                Some(HandResult::Tricks(u8::try_from(tricks).ok()?))
            }
            b"Surrendered" => Some(HandResult::Surrendered),
            _ => None,
        }
    }

    fn refill(&mut self) -> Option<Refill> {
        match self.ident()? {
            b"WhenShort" => Some(Refill::WhenShort),
            b"WhenEmpty" => Some(Refill::WhenEmpty),
            b"KeepAtLeast" => Some(Refill::KeepAtLeast(self.in_parens(Self::u32)?)),
            _ => None,
        }
    }

    fn both_passers_fail(&mut self) -> Option<BothPassersFail> {
        match self.ident()? {
            b"Exempt" => Some(BothPassersFail::Exempt),
            b"BothPay" => Some(BothPassersFail::BothPay),
            _ => None,
        }
    }

    fn odd_pinnar(&mut self) -> Option<OddPinnar> {
        match self.ident()? {
            b"BiggestLoser" => Some(OddPinnar::BiggestLoser),
            b"To" => Some(OddPinnar::To(self.in_parens(Self::owned)?)),
            _ => None,
        }
    }

    fn date(&mut self) -> Option<chrono::NaiveDate> {
        // What chrono's serde implementation does with the string.
        self.string()?.parse().ok()
    }

    fn colour(&mut self) -> Option<Colour> {
        Colour::parse(self.string()?)
    }

    /// The hands, the list sized ahead: a written evening has a hand a
    /// line, so the lines left (at most what the bytes left could hold)
    /// are hands enough without growing the list.
    fn hands(&mut self) -> Option<Vec<Hand>> {
        let rest = self.bytes.get(self.pos..)?;
        let lines = count_lines(rest);
        let mut hands = Vec::with_capacity(lines.min(rest.len() / SHORTEST_HAND));
        self.list_into(&mut hands, |r, hands| {
            hands.push(blank_hand());
            let hand = hands.last_mut()?;
            let start = r.pos;
            if r.written_hand(hand).is_none() {
                r.pos = start;
                *hand = blank_hand();
                r.hand(hand)?;
            }
            Some(())
        })?;
        Some(hands)
    }

    /// The bytes `expected` next: passed over (`true`), or left.
    #[inline(always)]
    fn lit(&mut self, expected: &[u8]) -> bool {
        let found = self
            .bytes
            .get(self.pos..)
            .is_some_and(|rest| rest.starts_with(expected));
        if found {
            self.pos += expected.len();
        }
        found
    }

    /// A hand exactly as [`Evening::to_ron`] writes it, into `hand` (a
    /// [`blank_hand`]): `Hand(`, its fields given in their order, each
    /// after `, ` (`Some(x)` where it writes that) and `)`, the values read
    /// as [`Self::hand`] reads them. Anything else (`None`: other spacing,
    /// order, spelling) is left to [`Self::hand`], so this reads a hand
    /// only as that does, without finding each field by its name.
    fn written_hand(&mut self, hand: &mut Hand) -> Option<()> {
        self.lit(b"Hand(declarer: ").then_some(())?;
        hand.declarer = self.owned()?;
        self.lit(b", contract: ").then_some(())?;
        hand.contract = self.owned()?;
        if self.lit(b", bid: ") {
            hand.bid = bid(self.ident()?)?;
        }
        if self.lit(b", trump: ") {
            hand.trump = Some(self.written_trump()?);
        }
        if self.lit(b", omkop: Some(") {
            hand.omkop = Some(self.written_trump()?);
            self.lit(b")").then_some(())?;
        }
        self.lit(b", result: ").then_some(())?;
        hand.result = if self.lit(b"Tricks(") {
            let tricks = u8::try_from(self.unsigned()?).ok()?;
            self.lit(b")").then_some(HandResult::Tricks(tricks))?
        } else if self.lit(b"Surrendered") {
            HandResult::Surrendered
        } else {
            return None;
        };
        if self.lit(b", gok_penalty: ") {
            hand.gok_penalty = self.list(Self::owned)?;
        }
        hand.dealer = self.written_some(b", dealer: Some(")?;
        if self.lit(b", preference_suit: Some(") {
            hand.preference_suit = Some(suit(self.ident()?)?);
            self.lit(b")").then_some(())?;
        }
        hand.note = self.written_some(b", note: Some(")?;
        hand.second_last = self.written_some(b", second_last: Some(")?;
        if self.lit(b", rebuys: ") {
            hand.rebuys = self.u32()?;
        }
        hand.forced = self.written_some(b", forced: Some(")?;
        hand.taken_away = self.lit(b", taken_away: true");
        self.lit(b")").then_some(())
    }

    /// A trump's name, its end left to what [`Self::written_hand`] reads
    /// next (`,` or `)`, else it stands aside).
    #[inline(always)]
    fn written_trump(&mut self) -> Option<Trump> {
        if self.lit(b"Preference") {
            Some(Trump::Preference)
        } else if self.lit(b"Common") {
            Some(Trump::Common)
        } else if self.lit(b"Second") {
            Some(Trump::Second)
        } else if self.lit(b"Misar") {
            Some(Trump::Misar)
        } else {
            None
        }
    }

    /// A text field as [`Evening::to_ron`] writes it, `field` (its start up
    /// to `Some(`) then the string and `)`; `Some(None)` when the field is
    /// not next.
    #[inline(always)]
    fn written_some(&mut self, field: &[u8]) -> Option<Option<String>> {
        if !self.lit(field) {
            return Some(None);
        }
        let text = self.owned()?;
        self.lit(b")").then_some(Some(text))
    }

    /// A hand, read into `hand` (a [`blank_hand`]).
    fn hand(&mut self, hand: &mut Hand) -> Option<()> {
        const DECLARER: u16 = 1;
        const CONTRACT: u16 = 1 << 1;
        const RESULT: u16 = 1 << 2;
        let mut seen = 0;
        self.structure(b"Hand", |r, key| {
            let bit = match key {
                b"declarer" => {
                    hand.declarer = r.owned()?;
                    DECLARER
                }
                b"contract" => {
                    hand.contract = r.owned()?;
                    CONTRACT
                }
                b"result" => {
                    hand.result = r.result()?;
                    RESULT
                }
                _ => r.hand_field(hand, key)?,
            };
            mark(&mut seen, bit)
        })?;
        let required = DECLARER | CONTRACT | RESULT;
        (seen & required == required).then_some(())
    }

    /// A hand's field other than the three every hand has; its bit.
    fn hand_field(&mut self, hand: &mut Hand, key: &[u8]) -> Option<u16> {
        let bit = match key {
            b"trump" => {
                hand.trump = self.option_of_word(trump)?;
                3
            }
            b"omkop" => {
                hand.omkop = self.option_of_word(trump)?;
                4
            }
            b"bid" => {
                hand.bid = bid(self.ident()?)?;
                5
            }
            b"gok_penalty" => {
                hand.gok_penalty = self.list(Self::owned)?;
                6
            }
            b"dealer" => {
                hand.dealer = self.option(Self::owned)?;
                7
            }
            b"preference_suit" => {
                hand.preference_suit = self.option_of_word(suit)?;
                8
            }
            b"note" => {
                hand.note = self.option(Self::owned)?;
                9
            }
            b"second_last" => {
                hand.second_last = self.option(Self::owned)?;
                10
            }
            b"rebuys" => {
                hand.rebuys = self.u32()?;
                11
            }
            b"forced" => {
                hand.forced = self.option(Self::owned)?;
                12
            }
            b"taken_away" => {
                hand.taken_away = self.boolean()?;
                13
            }
            _ => return None,
        };
        Some(1 << bit)
    }

    fn house(&mut self) -> Option<House> {
        let mut opening_ala = None;
        let mut refill = None;
        let mut gok_both_fail = None;
        let mut odd_pinnar = None;
        let mut price_per_bet_ore = None;
        let mut currency = None;
        let mut forced = None;
        self.structure(b"House", |r, key| match key {
            b"opening_ala" => once(&mut opening_ala, r.option(Self::boolean)?),
            b"refill" => once(&mut refill, r.option(Self::refill)?),
            b"gok_both_fail" => once(&mut gok_both_fail, r.option(Self::both_passers_fail)?),
            b"odd_pinnar" => once(&mut odd_pinnar, r.option(Self::odd_pinnar)?),
            b"price_per_bet_ore" => once(&mut price_per_bet_ore, r.option(Self::unsigned)?),
            b"currency" => once(&mut currency, r.option(Self::owned)?),
            b"forced" => once(&mut forced, r.option(Self::forced_rounds)?),
            _ => None,
        })?;
        Some(House {
            opening_ala: opening_ala.flatten(),
            refill: refill.flatten(),
            gok_both_fail: gok_both_fail.flatten(),
            odd_pinnar: odd_pinnar.flatten(),
            price_per_bet_ore: price_per_bet_ore.flatten(),
            currency: currency.flatten(),
            forced: forced.flatten(),
        })
    }

    fn forced_rounds(&mut self) -> Option<ForcedRounds> {
        let mut at_start = None;
        let mut at_end = None;
        let mut after = None;
        let mut take_away = None;
        self.structure(b"ForcedRounds", |r, key| match key {
            b"at_start" => once(&mut at_start, r.option(Self::owned)?),
            b"at_end" => once(&mut at_end, r.option(Self::owned)?),
            b"after" => once(&mut after, r.boolean()?),
            b"take_away" => once(&mut take_away, r.option(Self::owned)?),
            _ => None,
        })?;
        Some(ForcedRounds {
            at_start: at_start.flatten(),
            at_end: at_end.flatten(),
            after: after.unwrap_or_default(),
            take_away: take_away.flatten(),
        })
    }

    fn length(&mut self) -> Option<Length> {
        let mut deals = None;
        let mut until = None;
        let mut last_round = None;
        self.structure(b"Length", |r, key| match key {
            b"deals" => once(&mut deals, r.option(Self::u32)?),
            b"until" => once(&mut until, r.option(Self::owned)?),
            b"last_round" => once(&mut last_round, r.boolean()?),
            _ => None,
        })?;
        Some(Length {
            deals: deals.flatten(),
            until: until.flatten(),
            last_round: last_round.unwrap_or_default(),
        })
    }

    fn evening(&mut self) -> Option<Evening> {
        let mut slots = EveningSlots::default();
        self.structure(b"Evening", |reader, key| slots.read(reader, key))?;
        slots.into_evening()
    }
}

fn trump(word: &[u8]) -> Option<Trump> {
    match word {
        b"Common" => Some(Trump::Common),
        b"Second" => Some(Trump::Second),
        b"Preference" => Some(Trump::Preference),
        b"Misar" => Some(Trump::Misar),
        _ => None,
    }
}

fn bid(word: &[u8]) -> Option<Bid> {
    match word {
        b"Plain" => Some(Bid::Plain),
        b"Colour" => Some(Bid::Colour),
        b"Preference" => Some(Bid::Preference),
        _ => None,
    }
}

fn suit(word: &[u8]) -> Option<Suit> {
    match word {
        b"Spades" => Some(Suit::Spades),
        b"Hearts" => Some(Suit::Hearts),
        b"Diamonds" => Some(Suit::Diamonds),
        b"Clubs" => Some(Suit::Clubs),
        _ => None,
    }
}

/// The fields of an evening read so far; `None` is not (yet) given.
#[derive(Default)]
struct EveningSlots {
    format: Option<u32>,
    id: Option<Option<String>>,
    date: Option<chrono::NaiveDate>,
    club: Option<Option<String>>,
    table: Option<String>,
    variants: Option<Vec<String>>,
    house: Option<House>,
    players: Option<Vec<String>>,
    colours: Option<Vec<Colour>>,
    first_dealer: Option<String>,
    chips: Option<Option<ChipSettings>>,
    length: Option<Length>,
    last_round_from: Option<Option<usize>>,
    practice: Option<bool>,
    hands: Option<Vec<Hand>>,
}

impl EveningSlots {
    fn read(&mut self, r: &mut Reader<'_>, key: &[u8]) -> Option<()> {
        match key {
            b"format" => once(&mut self.format, r.u32()?),
            b"id" => once(&mut self.id, r.option(Reader::owned)?),
            b"date" => once(&mut self.date, r.date()?),
            b"club" => once(&mut self.club, r.option(Reader::owned)?),
            b"table" => once(&mut self.table, r.owned()?),
            b"variants" => once(&mut self.variants, r.list(Reader::owned)?),
            b"house" => once(&mut self.house, r.house()?),
            b"players" => once(&mut self.players, r.list(Reader::owned)?),
            b"colours" => once(&mut self.colours, r.list(Reader::colour)?),
            b"first_dealer" => once(&mut self.first_dealer, r.owned()?),
            b"chips" => once(&mut self.chips, r.by_ron()?),
            b"length" => once(&mut self.length, r.length()?),
            b"last_round_from" => once(
                &mut self.last_round_from,
                r.option(|r| usize::try_from(r.unsigned()?).ok())?,
            ),
            b"practice" => once(&mut self.practice, r.boolean()?),
            b"hands" => once(&mut self.hands, r.hands()?),
            _ => None,
        }
    }

    /// The evening, serde's defaults for the fields left out; a required
    /// field missing is not understood.
    fn into_evening(self) -> Option<Evening> {
        Some(Evening {
            format: self.format?,
            id: self.id.flatten(),
            date: self.date?,
            club: self.club.flatten(),
            table: self.table?,
            variants: self.variants.unwrap_or_default(),
            house: self.house.unwrap_or_default(),
            players: self.players?,
            colours: self.colours.unwrap_or_default(),
            first_dealer: self.first_dealer?,
            chips: self.chips.flatten(),
            length: self.length.unwrap_or_default(),
            last_round_from: self.last_round_from.flatten(),
            practice: self.practice.unwrap_or_default(),
            hands: self.hands.unwrap_or_default(),
        })
    }
}

#[cfg(test)]
mod tests {
    // Test code: a panic is a failing test.
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]

    use super::*;

    fn ron(text: &str) -> Option<Evening> {
        ron_options().from_str::<Evening>(text).ok()
    }

    /// The fast reader reads the text, and to the value ron gives.
    #[track_caller]
    fn agrees(text: &str) -> Evening {
        let fast = read(text).unwrap_or_else(|| panic!("stood aside:\n{text}"));
        assert_eq!(ron(text).as_ref(), Some(&fast), "{text}");
        fast
    }

    /// The fast reader stands aside; whether ron reads the text.
    #[track_caller]
    fn aside(text: &str) -> bool {
        assert_eq!(read(text), None, "{text}");
        ron(text).is_some()
    }

    /// Both refuse the text.
    #[track_caller]
    fn refused(text: &str) {
        assert!(!aside(text), "ron reads it:\n{text}");
    }

    /// Ron reads the text, the fast reader leaves it to ron.
    #[track_caller]
    fn left_to_ron(text: &str) {
        assert!(aside(text), "ron refuses it:\n{text}");
    }

    const BASE: &str = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm", players: ["Anna", "Bo", "Cia"], first_dealer: "Anna", hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;

    fn with(from: &str, to: &str) -> String {
        assert!(BASE.contains(from), "{from}");
        BASE.replacen(from, to, 1)
    }

    #[test]
    fn lines_are_counted_past_a_blocks_counter() {
        assert_eq!(count_lines(b""), 0);
        assert_eq!(count_lines(b"a\nb\n"), 2);
        let many = "x\n".repeat(1000);
        assert_eq!(count_lines(many.as_bytes()), 1000);
        assert_eq!(count_lines(&[b'\n'; 256]), 256);
    }

    #[test]
    fn hands_on_one_line_and_among_many_empty_lines_are_read() {
        // The list sized ahead by lines: none, and far more than hands.
        let hand =
            r#"Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))"#;
        let hands = vec![hand; 40].join(", ");
        let one_line = with(hand, &hands);
        assert_eq!(agrees(&one_line).hands.len(), 40);
        let spaced = with(hand, &format!("{hand},{}", "\n".repeat(5000)));
        assert_eq!(agrees(&spaced).hands.len(), 1);
        agrees(&with(hand, &vec![hand; 40].join(",\n")));
    }

    /// Hands as `to_ron` writes them (read by `written_hand`) and each
    /// one off that form (left to the reader by field names): the same
    /// hands as ron's, or refused as ron refuses them.
    #[test]
    fn hands_as_written_and_off_the_written_form() {
        const HAND: &str =
            r#"Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))"#;
        let full = r#"Hand(declarer: "Anna", contract: "vingel-7", bid: Colour, trump: Second, omkop: Some(Misar), result: Tricks(8), gok_penalty: ["Bo", "Cia"], dealer: Some("Bo"), preference_suit: Some(Hearts), note: Some("n"), second_last: Some("spel-6"), rebuys: 2, forced: Some("vingel-7"), taken_away: true)"#;
        let hand = agrees(&with(HAND, full)).hands[0].clone();
        assert!(hand.taken_away && hand.rebuys == 2 && hand.gok_penalty.len() == 2);
        assert_eq!(hand.preference_suit, Some(Suit::Hearts));
        assert_eq!(hand.omkop, Some(Trump::Misar));
        for (from, to) in [
            ("Tricks(8)", "Surrendered"),
            ("Tricks(8)", "Tricks(0)"),
            ("Tricks(8)", "Tricks( 8 )"),
            ("Tricks(8)", "Tricks(008)"),
            ("trump: Preference", "trump: Some(Preference)"),
            ("trump: Preference", "trump: None"),
            ("trump: Preference, ", ""),
            (", trump", ",trump"),
            (", trump", " , trump"),
            ("Hand(", "("),
            ("Hand(", "Hand ("),
            ("(declarer", "( declarer"),
            ("declarer: ", "declarer:"),
            (
                r#"declarer: "Anna", contract: "vingel-7""#,
                r#"contract: "vingel-7", declarer: "Anna""#,
            ),
            ("Tricks(8))", "Tricks(8), )"),
            ("Tricks(8))", "Tricks(8), taken_away: false)"),
            ("Tricks(8))", "Tricks(8), omkop: Some(Second))"),
            ("Tricks(8))", "Tricks(8), rebuys: 0)"),
            ("Tricks(8))", "Tricks(8), dealer: \"Bo\")"),
        ] {
            agrees(&with(from, to));
        }
        for (from, to) in [
            ("Tricks(8)", "Tricks(256)"),
            ("Tricks(8)", "Tricks(8a)"),
            ("Tricks(8)", "Tricks(-1)"),
            ("Tricks(8)", "Tricks()"),
            ("Tricks(8)", "Surrenderedx"),
            ("Tricks(8)", "Tricks"),
            ("Preference", "Preferencex"),
            ("Preference", "Preference2"),
            ("Preference", "Prefer"),
            ("Preference", "Some(Preference"),
            ("Tricks(8))", "Tricks(8), taken_away: truex)"),
            (
                "Tricks(8))",
                "Tricks(8), taken_away: true, taken_away: true)",
            ),
            (
                "Tricks(8))",
                "Tricks(8), dealer: Some(\"Bo\"), dealer: Some(\"Bo\"))",
            ),
            ("Tricks(8))", "Tricks(8), rebuys: 4294967296)"),
            ("Tricks(8))", "Tricks(8), preference_suit: Some(Red))"),
            ("Tricks(8))", "Tricks(8), note: Some(\"n\")"),
            ("Tricks(8))", "Tricks(8)"),
            ("Tricks(8))", "Tricks(8), result: Tricks(8))"),
            (r#", contract: "vingel-7""#, ""),
        ] {
            refused(&with(from, to));
        }
        // Left to ron by both paths: a trump followed by what ron reads as
        // part of its name.
        aside(&with("Preference", "Preference-x"));
        aside(&with("Preference", "Preferenceé"));
    }

    #[test]
    fn a_plain_evening_is_read() {
        let evening = agrees(BASE);
        assert_eq!(evening.hands[0].result, HandResult::Tricks(8));
        assert_eq!(evening.hands[0].trump, Some(Trump::Preference));
    }

    #[test]
    fn implicit_some_explicit_some_and_none_read_as_ron_reads_them() {
        let plain = with("format: 1,", r#"format: 1, club: "x","#);
        assert_eq!(agrees(&plain).club.as_deref(), Some("x"));
        let some = with("format: 1,", r#"format: 1, club: Some("x"),"#);
        assert_eq!(agrees(&some).club.as_deref(), Some("x"));
        let spaced = with("format: 1,", "format: 1, club: Some (\n\"x\" , ),");
        assert_eq!(agrees(&spaced).club.as_deref(), Some("x"));
        let none = with("format: 1,", "format: 1, club: None, id: None,");
        assert_eq!(agrees(&none).club, None);
        let trump = with("trump: Preference", "trump: Some(Misar), omkop: None");
        assert_eq!(agrees(&trump).hands[0].trump, Some(Trump::Misar));
        let none_trump = with("trump: Preference", "trump: None");
        assert_eq!(agrees(&none_trump).hands[0].trump, None);
        // A string that says None is a string.
        let word = with("format: 1,", r#"format: 1, club: "None","#);
        assert_eq!(agrees(&word).club.as_deref(), Some("None"));
        refused(&with("format: 1,", "format: 1, club: Nothing,"));
        refused(&with("format: 1,", "format: 1, club: Nonesuch,"));
        refused(&with("format: 1,", "format: 1, club: Some(),"));
    }

    #[test]
    fn ron_reads_some_without_parentheses_and_is_left_to_it() {
        // ron 0.12 consumes `Some`, finds no `(` and reads on with the
        // implicit Some: an oddity the fast reader does not copy.
        left_to_ron(&with("format: 1,", r#"format: 1, club: Some "x","#));
    }

    #[test]
    fn trailing_commas_where_ron_allows_them() {
        agrees(&with("Tricks(8))]", "Tricks(8),),],"));
        agrees(&with(r#""Cia"]"#, r#""Cia",]"#));
        agrees(&with("Tricks(8)", "Tricks(8,)"));
        agrees(&with("Tricks(8)", "Tricks ( 8 , )"));
        agrees(&with("format: 1,", "format: 1, variants: [],"));
        refused(&with("format: 1,", "format: 1,,"));
        refused(&with(r#""Cia"]"#, r#""Cia",,]"#));
        refused(&with("format: 1,", "format: 1, variants: [,],"));
        refused(&with("Tricks(8)", "Tricks(,)"));
    }

    #[test]
    fn whitespace_where_ron_allows_it() {
        agrees(&BASE.replace(", ", ",\r\n\t"));
        agrees(&with("Evening(", "\n\t Evening (\n"));
        agrees(&with("format: 1", "format :\t1"));
        agrees(&format!("{BASE}\n\n  \t\r\n"));
        agrees(&with("Hand(", "Hand  ("));
        // Whitespace that ron knows and the fast reader does not.
        left_to_ron(&with("format: 1", "format:\u{0C}1"));
        left_to_ron(&with("format: 1", "format:\u{85}1"));
        left_to_ron(&with("format: 1", "format:\u{2028}1"));
    }

    #[test]
    fn unnamed_structs_are_read_and_wrong_names_refused() {
        agrees(&with("Evening(", "("));
        agrees(&with("Hand(", "("));
        refused(&with("Evening(", "Evenin("));
        refused(&with("Evening(", "evening("));
        refused(&with("Hand(", "House("));
        refused(&with("Hand(", "Evening("));
        refused(&with("Evening(", "Evening["));
        refused(&with("Evening(", "Evening{"));
        // A raw identifier ron reads as the name.
        left_to_ron(&with("Evening(", "r#Evening("));
    }

    #[test]
    fn duplicate_unknown_and_missing_fields_are_refused() {
        refused(&with("format: 1,", "format: 1, format: 1,"));
        refused(&with("format: 1,", "format: 1, club: \"a\", club: \"a\","));
        refused(&with(
            "trump: Preference",
            "trump: Preference, trump: Preference",
        ));
        refused(&with("format: 1,", "format: 1, formats: 1,"));
        refused(&with("format: 1,", "format: 1, _: 1,"));
        refused(&with("trump: Preference", "trunp: Preference"));
        refused(&with("format: 1, ", ""));
        refused(&with(r#"date: "2026-11-21", "#, ""));
        refused(&with(r#"first_dealer: "Anna", "#, ""));
        refused(&with("result: Tricks(8)", "note: \"x\""));
        refused(&with(r#"declarer: "Anna", "#, ""));
        refused("Evening()");
        // Left out with a default.
        let no_hands = with(
            r#", hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))]"#,
            "",
        );
        assert!(agrees(&no_hands).hands.is_empty());
    }

    #[test]
    fn numbers_too_big_for_their_field_are_refused() {
        assert_eq!(
            agrees(&with("Tricks(8)", "Tricks(255)")).hands[0].result,
            HandResult::Tricks(255)
        );
        refused(&with("Tricks(8)", "Tricks(256)"));
        refused(&with("Tricks(8)", "Tricks(99999999999999999999999)"));
        assert_eq!(
            agrees(&with("format: 1", "format: 4294967295")).format,
            u32::MAX
        );
        refused(&with("format: 1", "format: 4294967296"));
        refused(&with("trump: Preference", "rebuys: 4294967296"));
        let price = "format: 1, house: House(price_per_bet_ore: 18446744073709551615)";
        assert_eq!(
            agrees(&with("format: 1", price)).house.price_per_bet_ore,
            Some(u64::MAX)
        );
        refused(&with(
            "format: 1",
            "format: 1, house: House(price_per_bet_ore: 18446744073709551616)",
        ));
    }

    #[test]
    fn plain_decimal_numbers_only() {
        assert_eq!(agrees(&with("format: 1", "format: 007")).format, 7);
        assert_eq!(agrees(&with("format: 1", "format: 0")).format, 0);
        for other in [
            "+1", "0x1", "0b1", "0o1", "1_0", "1u32", "1.0", "1e0", "b'a'",
        ] {
            aside(&with("format: 1", &format!("format: {other}")));
        }
        refused(&with("format: 1", "format: -1"));
        refused(&with("format: 1", "format: 1a"));
        refused(&with("format: 1", "format: \"1\""));
        refused(&with("format: 1", "format: "));
    }

    #[test]
    fn plain_strings_are_taken_as_they_are() {
        let odd = with("\"Bo\"", "\"Bö ♠ 名\ttab\nnewline\r\u{1}\"");
        assert_eq!(
            agrees(&odd).players[1],
            "Bö ♠ 名\ttab\nnewline\r\u{1}".to_string()
        );
        agrees(&with("\"Bo\"", "\"\""));
        left_to_ron(&with("\"Bo\"", r#""B\"o""#));
        left_to_ron(&with("\"Bo\"", r#""B\\o""#));
        left_to_ron(&with("\"Bo\"", r#""B\u{f6}""#));
        left_to_ron(&with("\"Bo\"", "\"B\\\n   o\""));
        left_to_ron(&with("\"Bo\"", r#"r"Bo""#));
        left_to_ron(&with("\"Bo\"", r##"r#"Bo"#"##));
        refused(&with("\"Bo\"", r#""B\qo""#));
        refused(&with("\"Bo\"", "'B'"));
        refused(&with("\"Bo\"", "Bo"));
        refused(&with("\"Bo\"", "\"Bo"));
    }

    #[test]
    fn dates_as_chrono_reads_them() {
        let date = agrees(&with("2026-11-21", "2024-02-29")).date;
        assert_eq!(chrono::NaiveDate::from_ymd_opt(2024, 2, 29), Some(date));
        refused(&with("2026-11-21", "2026-02-30"));
        refused(&with("2026-11-21", "2026-13-01"));
        refused(&with("2026-11-21", "21/11/2026"));
        refused(&with("2026-11-21", ""));
        // Whatever chrono makes of odd dates, the two readers make the same.
        for odd in [
            "2026-1-5",
            " 2026-11-21",
            "2026-11-21 ",
            "+2026-11-21",
            "0000-01-01",
        ] {
            let text = with("2026-11-21", odd);
            assert_eq!(read(&text), ron(&text), "{odd}");
        }
    }

    #[test]
    fn enums_and_bools() {
        let text = with(
            "trump: Preference",
            "bid: Colour, trump: Common, preference_suit: Hearts, taken_away: true, rebuys: 2, \
             gok_penalty: [\"Bo\"], dealer: \"Cia\", note: \"n\", second_last: \"spel-7\", \
             forced: Some(\"vingel-7\")",
        );
        let hand = agrees(&text).hands[0].clone();
        assert_eq!(hand.bid, Bid::Colour);
        assert_eq!(hand.preference_suit, Some(Suit::Hearts));
        assert!(hand.taken_away);
        agrees(&with("Tricks(8)", "Surrendered"));
        agrees(&with("format: 1", "format: 1, practice: false"));
        refused(&with("Tricks(8)", "Surrendered(8)"));
        refused(&with("Tricks(8)", "Surrendered()"));
        refused(&with("Tricks(8)", "Tricks"));
        refused(&with("Tricks(8)", "Tricks()"));
        refused(&with("Tricks(8)", "Tricks(8, 9)"));
        refused(&with("trump: Preference", "trump: Misar()"));
        refused(&with("trump: Preference", "trump: misar"));
        refused(&with("trump: Preference", "trump: Misar-"));
        refused(&with("trump: Preference", "trump: \"Misar\""));
        refused(&with("format: 1", "format: 1, practice: True"));
        refused(&with("format: 1", "format: 1, practice: 1"));
        // What follows an identifier might be part of it for ron.
        aside(&with("trump: Preference", "trump: Misaré"));
        aside(&with("format: 1", "format: 1, practice: true\u{300}"));
    }

    #[test]
    fn the_nested_house_length_colours_and_chips() {
        let text = with(
            "format: 1",
            r##"format: 1, house: House(opening_ala: false, refill: KeepAtLeast(5), gok_both_fail: Some(BothPay),
            odd_pinnar: To("Bo"), currency: "kr", forced: ForcedRounds(at_start: "vingel-7", after: true)),
            length: Length(deals: 30, until: Some("23:00"), last_round: true), last_round_from: 28,
            colours: ["#d9534f", "#1F77B4", "#2ca02c"], chips: Some(())"##,
        );
        let evening = agrees(&text);
        assert_eq!(evening.house.refill, Some(Refill::KeepAtLeast(5)));
        assert_eq!(evening.house.odd_pinnar, Some(OddPinnar::To("Bo".into())));
        assert_eq!(evening.length.deals, Some(30));
        assert_eq!(evening.last_round_from, Some(28));
        assert_eq!(evening.colours[1], Colour([0x1f, 0x77, 0xb4]));
        assert_eq!(evening.chips, Some(ChipSettings::default()));
        agrees(&with(
            "format: 1",
            "format: 1, house: House(refill: WhenEmpty, odd_pinnar: BiggestLoser)",
        ));
        agrees(&with("format: 1", "format: 1, house: (), length: Length()"));
        agrees(&with("format: 1", "format: 1, chips: ()"));
        agrees(&with("format: 1", "format: 1, chips: None"));
        agrees(&with(
            "format: 1",
            "format: 1, chips: Some(ChipSettings(keep: 3, low_betar: 2,),)",
        ));
        refused(&with("format: 1", "format: 1, house: House(colour: 1)"));
        refused(&with("format: 1", "format: 1, house: Length()"));
        refused(&with("format: 1", "format: 1, colours: [\"blue\"]"));
        refused(&with(
            "format: 1",
            "format: 1, chips: Some(ChipSettings(keep: 3, keep: 3))",
        ));
        refused(&with(
            "format: 1",
            "format: 1, chips: Some(ChipSettings(keep: 3)",
        ));
        refused(&with("format: 1", "format: 1, chips: Some(]"));
        refused(&with("format: 1", "format: 1, chips: ,"));
        left_to_ron(&with(
            "format: 1",
            "format: 1, chips: Some(/* the set */ ())",
        ));
        refused(&with("format: 1", "format: 1, chips: Some(()) ()"));
    }

    #[test]
    fn what_ron_reads_beyond_the_plain_format_is_left_to_it() {
        left_to_ron(&format!("#![enable(implicit_some)]\n{BASE}"));
        left_to_ron(&format!("// an evening\n{BASE}"));
        left_to_ron(&with("format: 1,", "format: 1, /* the first */"));
        left_to_ron(&format!("{BASE} // the end"));
        left_to_ron(&with("format: 1", "r#format: 1"));
    }

    #[test]
    fn only_whitespace_after_the_evening() {
        refused(&format!("{BASE}x"));
        refused(&format!("{BASE})"));
        refused(&format!("{BASE},"));
        refused(&format!("{BASE} {BASE}"));
        refused(&BASE[..BASE.len() - 1]);
        refused("");
        refused("   ");
    }
}
