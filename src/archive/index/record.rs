//! The encodings a record key hashes: an evening's compact encoding
//! ([`evening`]), and serde's tagged encoding ([`super::record_encoding`])
//! of its nested values: what serde says of a value, written so that it
//! can be read back one way only.
//!
//! Every value starts with a tag of its kind; texts, bytes and names carry
//! their length; a list, map or struct ends with [`END`], a tag no value
//! starts with; a struct's field starts with [`FIELD`] and its name (a
//! field left out writes nothing). So two values of one type give the same
//! bytes exactly when serde says the same of them.

use crate::ledger::evening::{Bid, Evening, Hand, HandResult, Suit, Trump};
use serde::ser::{
    self, Serialize, SerializeMap, SerializeSeq, SerializeStruct, SerializeStructVariant,
    SerializeTuple, SerializeTupleStruct, SerializeTupleVariant,
};
// Numbers in LEB128 (seven bits a byte, the high bit set on all but the
// last), written as the statistics' packed facts write theirs.
use crate::archive::stats::packed::put_u64 as number;

const BOOL: u8 = 1;
const SIGNED: u8 = 2;
const SIGNED_WIDE: u8 = 3;
const UNSIGNED: u8 = 4;
const UNSIGNED_WIDE: u8 = 5;
const FLOAT: u8 = 6;
const DOUBLE: u8 = 7;
const CHAR: u8 = 8;
const STR: u8 = 9;
const BYTES: u8 = 10;
const NONE: u8 = 11;
const SOME: u8 = 12;
const UNIT: u8 = 13;
const UNIT_STRUCT: u8 = 14;
const UNIT_VARIANT: u8 = 15;
const NEWTYPE_STRUCT: u8 = 16;
const NEWTYPE_VARIANT: u8 = 17;
const SEQ: u8 = 18;
const TUPLE: u8 = 19;
const TUPLE_STRUCT: u8 = 20;
const TUPLE_VARIANT: u8 = 21;
const MAP: u8 = 22;
const STRUCT: u8 = 23;
const STRUCT_VARIANT: u8 = 24;
/// Closes a list, map or struct.
const END: u8 = 25;
/// Starts a struct's field (then its name and value).
const FIELD: u8 = 26;
/// Starts the debug text that stands in for a value serde could not say.
pub(super) const DEBUG: u8 = 0xff;

/// A value serde could not say (a custom `Serialize` failing): the record
/// key then hashes its debug text.
#[derive(Debug)]
pub(super) struct Unwritable;

impl std::fmt::Display for Unwritable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a value that cannot be encoded")
    }
}

impl std::error::Error for Unwritable {}

impl ser::Error for Unwritable {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Unwritable
    }
}

/// Writes the encoding into `out`.
pub(super) struct Encoder<'a> {
    pub(super) out: &'a mut Vec<u8>,
}

impl Encoder<'_> {
    #[inline]
    fn tag(&mut self, tag: u8) {
        self.out.push(tag);
    }

    #[inline]
    fn len(&mut self, len: usize) {
        // usize is at most 64 bits on every target Rust builds for.
        self.out.extend_from_slice(&(len as u64).to_le_bytes());
    }

    #[inline]
    fn text(&mut self, text: &[u8]) {
        self.len(text.len());
        self.out.extend_from_slice(text);
    }

    #[inline]
    fn variant(&mut self, tag: u8, index: u32) {
        self.tag(tag);
        self.out.extend_from_slice(&index.to_le_bytes());
    }

    /// A struct's field's start, as [`SerializeStruct::serialize_field`]
    /// writes it.
    #[inline]
    fn field(&mut self, name: &'static str) {
        self.tag(FIELD);
        self.text(name.as_bytes());
    }

    /// A text, as [`ser::Serializer::serialize_str`] writes it.
    #[inline]
    fn str(&mut self, text: &str) {
        self.tag(STR);
        self.text(text.as_bytes());
    }

    /// A boolean, as [`ser::Serializer::serialize_bool`] writes it.
    fn bool(&mut self, value: bool) {
        self.tag(BOOL);
        self.out.push(u8::from(value));
    }
}

type Result = std::result::Result<(), Unwritable>;

impl<'a> ser::Serializer for &mut Encoder<'a> {
    type Ok = ();
    type Error = Unwritable;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> Result {
        self.bool(v);
        Ok(())
    }

    fn serialize_i8(self, v: i8) -> Result {
        self.serialize_i64(i64::from(v))
    }

    fn serialize_i16(self, v: i16) -> Result {
        self.serialize_i64(i64::from(v))
    }

    fn serialize_i32(self, v: i32) -> Result {
        self.serialize_i64(i64::from(v))
    }

    fn serialize_i64(self, v: i64) -> Result {
        self.tag(SIGNED);
        self.out.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }

    fn serialize_i128(self, v: i128) -> Result {
        self.tag(SIGNED_WIDE);
        self.out.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }

    fn serialize_u8(self, v: u8) -> Result {
        self.serialize_u64(u64::from(v))
    }

    fn serialize_u16(self, v: u16) -> Result {
        self.serialize_u64(u64::from(v))
    }

    fn serialize_u32(self, v: u32) -> Result {
        self.serialize_u64(u64::from(v))
    }

    fn serialize_u64(self, v: u64) -> Result {
        self.tag(UNSIGNED);
        self.out.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }

    fn serialize_u128(self, v: u128) -> Result {
        self.tag(UNSIGNED_WIDE);
        self.out.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }

    fn serialize_f32(self, v: f32) -> Result {
        self.tag(FLOAT);
        self.out.extend_from_slice(&v.to_bits().to_le_bytes());
        Ok(())
    }

    fn serialize_f64(self, v: f64) -> Result {
        self.tag(DOUBLE);
        self.out.extend_from_slice(&v.to_bits().to_le_bytes());
        Ok(())
    }

    fn serialize_char(self, v: char) -> Result {
        self.tag(CHAR);
        self.out.extend_from_slice(&u32::from(v).to_le_bytes());
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result {
        self.str(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result {
        self.tag(BYTES);
        self.text(v);
        Ok(())
    }

    fn serialize_none(self) -> Result {
        self.tag(NONE);
        Ok(())
    }

    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result {
        self.tag(SOME);
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result {
        self.tag(UNIT);
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result {
        self.tag(UNIT_STRUCT);
        Ok(())
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
    ) -> Result {
        self.variant(UNIT_VARIANT, index);
        Ok(())
    }

    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result {
        self.tag(NEWTYPE_STRUCT);
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
        value: &T,
    ) -> Result {
        self.variant(NEWTYPE_VARIANT, index);
        value.serialize(self)
    }

    fn serialize_seq(self, _len: Option<usize>) -> std::result::Result<Self, Unwritable> {
        self.tag(SEQ);
        Ok(self)
    }

    fn serialize_tuple(self, _len: usize) -> std::result::Result<Self, Unwritable> {
        self.tag(TUPLE);
        Ok(self)
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> std::result::Result<Self, Unwritable> {
        self.tag(TUPLE_STRUCT);
        Ok(self)
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> std::result::Result<Self, Unwritable> {
        self.variant(TUPLE_VARIANT, index);
        Ok(self)
    }

    fn serialize_map(self, _len: Option<usize>) -> std::result::Result<Self, Unwritable> {
        self.tag(MAP);
        Ok(self)
    }

    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> std::result::Result<Self, Unwritable> {
        self.tag(STRUCT);
        Ok(self)
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> std::result::Result<Self, Unwritable> {
        self.variant(STRUCT_VARIANT, index);
        Ok(self)
    }
}

impl SerializeSeq for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

impl SerializeTuple for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

impl SerializeTupleStruct for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

impl SerializeTupleVariant for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

impl SerializeMap for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result {
        key.serialize(&mut **self)
    }

    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

impl SerializeStruct for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_field<T: ?Sized + Serialize>(&mut self, key: &'static str, value: &T) -> Result {
        self.field(key);
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

impl SerializeStructVariant for &mut Encoder<'_> {
    type Ok = ();
    type Error = Unwritable;

    fn serialize_field<T: ?Sized + Serialize>(&mut self, key: &'static str, value: &T) -> Result {
        self.field(key);
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}

/// Starts an evening's compact encoding ([`evening`]); no encoding of
/// serde's starts with it (nor [`DEBUG`]).
pub(super) const COMPACT: u8 = 0xe1;

/// An evening's compact encoding, the one its record key hashes: every
/// field in its order, each written so that its end can be told (texts
/// and lists with their length first, options and enums as a byte of
/// their own, numbers as LEB128), so two evenings give the same bytes
/// exactly when they are equal. `id` is the evening's effective id
/// ([`crate::archive::with_id`]). The nested values written rarely (the
/// date, house rules, chips, length) are in serde's encoding above,
/// which tells its end too.
pub(super) fn evening(out: &mut Vec<u8>, evening: &Evening, id: &str) -> Result {
    // Every field named, so a field added to the evening is a compile
    // error here rather than a field the key leaves out.
    let Evening {
        format,
        id: _,
        date,
        club,
        table,
        variants,
        house,
        players,
        colours,
        first_dealer,
        chips,
        length,
        last_round_from,
        practice,
        hands,
        changes,
    } = evening;
    out.push(COMPACT);
    number(out, u64::from(*format));
    text(out, id);
    date.serialize(&mut Encoder { out: &mut *out })?;
    optional_text(out, club.as_deref());
    text(out, table);
    texts(out, variants);
    house.serialize(&mut Encoder { out: &mut *out })?;
    texts(out, players);
    count(out, colours.len());
    for colour in colours {
        out.extend_from_slice(&colour.0);
    }
    text(out, first_dealer);
    chips.serialize(&mut Encoder { out: &mut *out })?;
    length.serialize(&mut Encoder { out: &mut *out })?;
    match last_round_from {
        None => out.push(0),
        Some(deal) => {
            out.push(1);
            count(out, *deal);
        }
    }
    out.push(u8::from(*practice));
    count(out, hands.len());
    for one in hands {
        hand(out, one);
    }
    // The phones' changes, after the hands and only when there are any:
    // the bytes of every evening without them stay what they were (and
    // so do their keys), and one with them is longer by a marked tail.
    if !changes.is_empty() {
        out.push(1);
        changes.serialize(&mut Encoder { out: &mut *out })?;
    }
    Ok(())
}

/// A hand's compact encoding (see [`evening`]).
fn hand(out: &mut Vec<u8>, hand: &Hand) {
    let Hand {
        declarer,
        contract,
        bid,
        trump,
        omkop,
        result,
        gok_penalty,
        dealer,
        preference_suit,
        note,
        second_last,
        rebuys,
        forced,
        taken_away,
    } = hand;
    text(out, declarer);
    text(out, contract);
    out.push(match bid {
        Bid::Plain => 0,
        Bid::Colour => 1,
        Bid::Preference => 2,
    });
    out.push(trump_byte(*trump));
    out.push(trump_byte(*omkop));
    match result {
        HandResult::Tricks(tricks) => out.extend_from_slice(&[0, *tricks]),
        HandResult::Surrendered => out.push(1),
    }
    texts(out, gok_penalty);
    optional_text(out, dealer.as_deref());
    out.push(match preference_suit {
        None => 0,
        Some(Suit::Spades) => 1,
        Some(Suit::Hearts) => 2,
        Some(Suit::Diamonds) => 3,
        Some(Suit::Clubs) => 4,
    });
    optional_text(out, note.as_deref());
    optional_text(out, second_last.as_deref());
    number(out, u64::from(*rebuys));
    optional_text(out, forced.as_deref());
    out.push(u8::from(*taken_away));
}

fn trump_byte(trump: Option<Trump>) -> u8 {
    match trump {
        None => 0,
        Some(Trump::Common) => 1,
        Some(Trump::Second) => 2,
        Some(Trump::Preference) => 3,
        Some(Trump::Misar) => 4,
    }
}

fn count(out: &mut Vec<u8>, value: usize) {
    // usize is at most 64 bits on every target Rust builds for.
    number(out, value as u64);
}

fn text(out: &mut Vec<u8>, text: &str) {
    count(out, text.len());
    out.extend_from_slice(text.as_bytes());
}

fn optional_text(out: &mut Vec<u8>, value: Option<&str>) {
    match value {
        None => out.push(0),
        Some(value) => {
            out.push(1);
            text(out, value);
        }
    }
}

fn texts(out: &mut Vec<u8>, values: &[String]) {
    count(out, values.len());
    for value in values {
        text(out, value);
    }
}

#[cfg(test)]
mod tests {
    // Test code: a panic is a failing test.
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]

    use super::*;
    use crate::archive::with_id;
    use crate::ledger::evening::Length;

    /// Every field of an evening and of a hand given.
    const FULL: &str = r##"Evening(format: 1, id: "2026-11-21-0123456789ab", date: "2026-11-21",
        club: "Vira", table: "stockholm", variants: ["a", "b"],
        house: House(opening_ala: true, refill: KeepAtLeast(5), gok_both_fail: BothPay,
            odd_pinnar: To("Bo"), price_per_bet_ore: 50, currency: "kr",
            forced: ForcedRounds(at_start: "vingel-7", at_end: "spel-6", after: true, take_away: "solo-6")),
        players: ["Anna", "Bo", "Cia"], colours: ["#d9534f", "#1f77b4", "#2ca02c"],
        first_dealer: "Cia", chips: Some(ChipSettings(keep: 3)),
        length: Length(deals: 30, until: "23:00", last_round: true), last_round_from: 28,
        practice: true,
        hands: [
            Hand(declarer: "Anna", contract: "vingel-7", bid: Colour, trump: Preference,
                omkop: Second, result: Tricks(8), gok_penalty: ["Bo", "Cia"], dealer: "Bo",
                preference_suit: Hearts, note: "n", second_last: "spel-6", rebuys: 2,
                forced: "vingel-7", taken_away: true),
            Hand(declarer: "Bo", contract: "gask-5", result: Surrendered),
        ])"##;

    fn encoded(e: &Evening) -> Vec<u8> {
        let id = with_id(e).id.unwrap();
        let mut out = Vec::new();
        super::evening(&mut out, e, &id).unwrap();
        out
    }

    #[test]
    fn numbers_are_written_seven_bits_a_byte() {
        let written = |value| {
            let mut out = Vec::new();
            number(&mut out, value);
            out
        };
        assert_eq!(written(0), [0]);
        assert_eq!(written(0x7f), [0x7f]);
        assert_eq!(written(0x80), [0x80, 1]);
        assert_eq!(written(300), [0xac, 0x02]);
        assert_eq!(written(u64::MAX).len(), 10);
    }

    /// Each field changed alone (to each of a few values) gives an
    /// encoding of its own; the same evening the same.
    #[test]
    fn every_field_changed_changes_the_encoding() {
        let full = Evening::parse("full.ron", FULL).unwrap();
        assert!(full.hands[0].taken_away && full.chips.is_some());
        let changes: Vec<fn(&mut Evening)> = vec![
            |e| e.format = 2,
            |e| e.id = None,
            |e| e.id = Some("x".into()),
            |e| e.date = e.date.succ_opt().unwrap(),
            |e| e.club = None,
            |e| e.club = Some(String::new()),
            |e| e.table.push('x'),
            |e| e.variants.clear(),
            |e| e.variants.push(String::new()),
            |e| e.house.refill = None,
            |e| e.house.currency = None,
            |e| e.players.swap(0, 1),
            |e| e.colours.clear(),
            |e| e.colours[0].0[2] ^= 1,
            |e| e.first_dealer = "Anna".into(),
            |e| e.chips = None,
            |e| e.length = Length::default(),
            |e| e.length.deals = Some(31),
            |e| e.last_round_from = None,
            |e| e.last_round_from = Some(0),
            |e| e.practice = false,
            |e| e.hands.clear(),
            |e| e.hands.swap(0, 1),
            |e| e.hands.push(e.hands[1].clone()),
            |e| e.hands[0].declarer = "Bo".into(),
            |e| e.hands[0].contract.clear(),
            |e| e.hands[0].bid = Bid::Plain,
            |e| e.hands[0].bid = Bid::Preference,
            |e| e.hands[0].trump = None,
            |e| e.hands[0].trump = Some(Trump::Common),
            |e| e.hands[0].omkop = None,
            |e| e.hands[0].omkop = Some(Trump::Misar),
            |e| e.hands[0].result = HandResult::Surrendered,
            |e| e.hands[0].result = HandResult::Tricks(0),
            |e| e.hands[0].gok_penalty.clear(),
            |e| e.hands[0].gok_penalty = vec!["BoCia".into()],
            |e| e.hands[0].dealer = None,
            |e| e.hands[0].preference_suit = None,
            |e| e.hands[0].preference_suit = Some(Suit::Clubs),
            |e| e.hands[0].preference_suit = Some(Suit::Spades),
            |e| e.hands[0].preference_suit = Some(Suit::Diamonds),
            |e| e.hands[0].note = None,
            |e| e.hands[0].note = Some(String::new()),
            |e| e.hands[0].second_last = None,
            |e| e.hands[0].rebuys = 0,
            |e| e.hands[0].rebuys = 200,
            |e| e.hands[0].forced = None,
            |e| e.hands[0].taken_away = false,
            |e| e.hands[1].trump = Some(Trump::Second),
        ];
        let mut seen = vec![encoded(&full)];
        assert_eq!(encoded(&full.clone()), seen[0]);
        for change in changes {
            let mut e = full.clone();
            change(&mut e);
            assert_ne!(with_id(&e), with_id(&full));
            let bytes = encoded(&e);
            assert!(!seen.contains(&bytes), "{e:?}");
            seen.push(bytes);
        }
    }
}
