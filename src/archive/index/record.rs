//! The encoding a record key hashes ([`super::record_encoding`]): what serde
//! says of a value, written so that it can be read back one way only.
//!
//! Every value starts with a tag of its kind; texts, bytes and names carry
//! their length; a list, map or struct ends with [`END`], a tag no value
//! starts with; a struct's field starts with [`FIELD`] and its name (a
//! field left out writes nothing). So two values of one type give the same
//! bytes exactly when serde says the same of them.

use crate::ledger::evening::{Bid, Evening, Hand, House};
use serde::ser::{
    self, Serialize, SerializeMap, SerializeSeq, SerializeStruct, SerializeStructVariant,
    SerializeTuple, SerializeTupleStruct, SerializeTupleVariant,
};

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

    /// `Some(text)`, as serde writes it.
    #[inline]
    fn some_str(&mut self, text: &str) {
        self.tag(SOME);
        self.str(text);
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

/// An evening's encoding written by hand: the same bytes exactly as
/// serde's (`evening.serialize(encoder)` with the evening's own
/// attributes: its fields in order, those serde skips left out, the bare
/// options bare), without serde's calls per field. `id` stands in for the
/// evening's id (its effective id, [`crate::archive::with_id`]). The
/// nested values other than the hands' texts go through serde.
pub(super) fn evening(enc: &mut Encoder<'_>, evening: &Evening, id: Option<&str>) -> Result {
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
    } = evening;
    enc.tag(STRUCT);
    enc.field("format");
    format.serialize(&mut *enc)?;
    if let Some(id) = id {
        enc.field("id");
        enc.some_str(id);
    }
    enc.field("date");
    date.serialize(&mut *enc)?;
    if let Some(club) = club {
        enc.field("club");
        enc.some_str(club);
    }
    enc.field("table");
    enc.str(table);
    if !variants.is_empty() {
        enc.field("variants");
        variants.serialize(&mut *enc)?;
    }
    if *house != House::default() {
        enc.field("house");
        house.serialize(&mut *enc)?;
    }
    enc.field("players");
    players.serialize(&mut *enc)?;
    if !colours.is_empty() {
        enc.field("colours");
        colours.serialize(&mut *enc)?;
    }
    enc.field("first_dealer");
    enc.str(first_dealer);
    if chips.is_some() {
        enc.field("chips");
        chips.serialize(&mut *enc)?;
    }
    if !length.is_open() {
        enc.field("length");
        length.serialize(&mut *enc)?;
    }
    if last_round_from.is_some() {
        enc.field("last_round_from");
        last_round_from.serialize(&mut *enc)?;
    }
    if *practice {
        enc.field("practice");
        enc.bool(true);
    }
    enc.field("hands");
    enc.tag(SEQ);
    for one in hands {
        hand(enc, one)?;
    }
    enc.tag(END);
    enc.tag(END);
    Ok(())
}

/// A hand's encoding, as serde's (see [`evening`]).
fn hand(enc: &mut Encoder<'_>, hand: &Hand) -> Result {
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
    // The most a hand writes besides its texts, so the buffer grows at
    // most once per hand.
    enc.out.reserve(512 + declarer.len() + contract.len());
    enc.tag(STRUCT);
    enc.field("declarer");
    enc.str(declarer);
    enc.field("contract");
    enc.str(contract);
    if *bid != Bid::Plain {
        enc.field("bid");
        bid.serialize(&mut *enc)?;
    }
    if let Some(trump) = trump {
        // Written bare.
        enc.field("trump");
        trump.serialize(&mut *enc)?;
    }
    if omkop.is_some() {
        enc.field("omkop");
        omkop.serialize(&mut *enc)?;
    }
    enc.field("result");
    result.serialize(&mut *enc)?;
    if !gok_penalty.is_empty() {
        enc.field("gok_penalty");
        gok_penalty.serialize(&mut *enc)?;
    }
    if let Some(dealer) = dealer {
        enc.field("dealer");
        enc.some_str(dealer);
    }
    if preference_suit.is_some() {
        enc.field("preference_suit");
        preference_suit.serialize(&mut *enc)?;
    }
    if let Some(note) = note {
        enc.field("note");
        enc.some_str(note);
    }
    if let Some(second_last) = second_last {
        enc.field("second_last");
        enc.some_str(second_last);
    }
    if *rebuys != 0 {
        enc.field("rebuys");
        rebuys.serialize(&mut *enc)?;
    }
    if let Some(forced) = forced {
        enc.field("forced");
        enc.some_str(forced);
    }
    if *taken_away {
        enc.field("taken_away");
        enc.bool(true);
    }
    enc.tag(END);
    Ok(())
}

#[cfg(test)]
mod tests {
    // Test code: a panic is a failing test.
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]

    use super::*;
    use crate::archive::index::record_encoding;
    use crate::archive::with_id;
    use crate::ledger::evening::{HandResult, Suit, Trump};

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

    fn by_hand(evening: &Evening) -> Vec<u8> {
        let id = with_id(evening).id;
        let mut out = Vec::new();
        super::evening(&mut Encoder { out: &mut out }, evening, id.as_deref()).unwrap();
        out
    }

    /// The evening's encoding by hand is serde's, byte for byte.
    #[track_caller]
    fn same(evening: &Evening) {
        assert_eq!(by_hand(evening), record_encoding(&with_id(evening)));
    }

    #[test]
    fn the_encoding_by_hand_is_serdes_with_every_field_given_or_left_out() {
        let full = Evening::parse("full.ron", FULL).unwrap();
        assert!(full.hands[0].taken_away && full.chips.is_some());
        same(&full);
        // Each field at its default (left out by serde), one at a time.
        let evenings: [fn(&mut Evening); 11] = [
            |e| e.id = None,
            |e| e.club = None,
            |e| e.variants.clear(),
            |e| e.house = House::default(),
            |e| e.colours.clear(),
            |e| e.chips = None,
            |e| e.length = crate::ledger::evening::Length::default(),
            |e| e.last_round_from = None,
            |e| e.practice = false,
            |e| e.hands.clear(),
            |e| e.house.currency = None,
        ];
        for change in evenings {
            let mut e = full.clone();
            change(&mut e);
            same(&e);
        }
        let hands: [fn(&mut Hand); 14] = [
            |h| h.bid = Bid::Plain,
            |h| h.bid = Bid::Preference,
            |h| h.trump = None,
            |h| h.omkop = None,
            |h| h.omkop = Some(Trump::Misar),
            |h| h.result = HandResult::Surrendered,
            |h| h.gok_penalty.clear(),
            |h| h.dealer = None,
            |h| h.preference_suit = Some(Suit::Clubs),
            |h| h.preference_suit = None,
            |h| h.note = None,
            |h| h.second_last = None,
            |h| h.rebuys = 0,
            |h| h.forced = None,
        ];
        for change in hands {
            let mut e = full.clone();
            change(&mut e.hands[0]);
            same(&e);
            e.hands[0].taken_away = false;
            same(&e);
        }
    }
}
