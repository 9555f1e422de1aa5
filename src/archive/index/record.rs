//! The encoding a record key hashes ([`super::record_encoding`]): what serde
//! says of a value, written so that it can be read back one way only.
//!
//! Every value starts with a tag of its kind; texts, bytes and names carry
//! their length; a list, map or struct ends with [`END`], a tag no value
//! starts with; a struct's field starts with [`FIELD`] and its name (a
//! field left out writes nothing). So two values of one type give the same
//! bytes exactly when serde says the same of them.

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
    fn tag(&mut self, tag: u8) {
        self.out.push(tag);
    }

    fn len(&mut self, len: usize) {
        // usize is at most 64 bits on every target Rust builds for.
        self.out.extend_from_slice(&(len as u64).to_le_bytes());
    }

    fn text(&mut self, text: &[u8]) {
        self.len(text.len());
        self.out.extend_from_slice(text);
    }

    fn variant(&mut self, tag: u8, index: u32) {
        self.tag(tag);
        self.out.extend_from_slice(&index.to_le_bytes());
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
        self.tag(BOOL);
        self.out.push(u8::from(v));
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
        self.tag(STR);
        self.text(v.as_bytes());
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
        self.tag(FIELD);
        self.text(key.as_bytes());
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
        self.tag(FIELD);
        self.text(key.as_bytes());
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        self.tag(END);
        Ok(())
    }
}
