//! A fast reader of the hands of an evening file as this program writes
//! them (a federation's archive is tens of thousands of files, and `ron`'s
//! deserializer was most of the time spent reading their hands).
//!
//! **The invariant:** whenever [`read`] returns `Some(evening)`,
//! `ron_options().from_str::<Evening>(text)` returns `Ok(evening)`, the
//! same value. The reader never accepts a text that `ron` refuses, nor reads
//! a text differently; on anything it does not fully understand it returns
//! `None` and [`Evening::parse`] reads the text with `ron`, which gives every
//! error message with its place.
//!
//! **Only as wide as its reason.** The hands are nearly all of a file, so
//! only they are read here, and only exactly as [`Evening::to_ron`] writes
//! them: `Hand(`, the fields in their order, each after `, `, plain strings,
//! plain decimal numbers, `)`, the hands separated by a comma and
//! whitespace. Everything else is `ron`'s: the evening's other fields are
//! read by `ron` from the text with the hands' list cut out (`hands: []`),
//! and a hand written any other way (another order, spacing or spelling)
//! leaves the whole text to `ron`. To find the list the reader walks the
//! evening's own parentheses, passing over plain strings; it stands aside
//! on what might hide a bracket from that walk (a comment, a raw string's
//! `#`, a character literal, a backslash).

use super::{Bid, Evening, Hand, HandResult, Suit, Trump};
use crate::rules::registry::ron_options;

/// Reads an evening file (without its byte order mark), or stands aside
/// (`None`) for `ron` to read it. See the module's invariant.
pub fn read(text: &str) -> Option<Evening> {
    let (start, end) = hands_list(text.as_bytes())?;
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        pos: start,
    };
    let hands = reader.hands()?;
    if reader.pos != end {
        return None;
    }
    // The rest of the evening as ron reads it: the same text with an
    // empty list where the hands were.
    let rest = [text.get(..start)?, "[]", text.get(end..)?].concat();
    let mut evening: Evening = ron_options().from_str(&rest).ok()?;
    // A second `hands` field is ron's duplicate field error; an empty
    // list is what was put there.
    if !evening.hands.is_empty() {
        return None;
    }
    evening.hands = hands;
    Some(evening)
}

/// Where the evening's list of hands is: from its `[` to just after its
/// `]`. The walk passes over plain strings and counts brackets; the list is
/// the value of the first field named `hands` directly inside the first
/// parenthesis. `None` when there is no such field, or when something
/// might hide a bracket from the walk.
fn hands_list(bytes: &[u8]) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    let mut pos = 0;
    let mut start = None;
    while let Some(&byte) = bytes.get(pos) {
        match byte {
            b'"' => {
                let len = bytes
                    .get(pos + 1..)?
                    .iter()
                    .position(|&b| b == b'"' || b == b'\\')?;
                if bytes.get(pos + 1 + len) != Some(&b'"') {
                    return None;
                }
                pos += len + 2;
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 1 && start.is_some() {
                    return start.map(|start| (start, pos + 1));
                }
            }
            b'#' | b'/' | b'\'' | b'\\' => return None,
            b'h' if depth == 1
                && start.is_none()
                && !pos
                    .checked_sub(1)
                    .and_then(|before| bytes.get(before))
                    .is_some_and(|&b| ident_byte(b) || b >= 0x80)
                && bytes.get(pos..)?.starts_with(b"hands")
                && !bytes
                    .get(pos + 5)
                    .is_some_and(|&b| ident_byte(b) || b >= 0x80) =>
            {
                pos += 5;
                while matches!(bytes.get(pos), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    pos += 1;
                }
                if bytes.get(pos) != Some(&b':') {
                    // `hands` as a value, not a field's name: ron decides.
                    return None;
                }
                pos += 1;
                while matches!(bytes.get(pos), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    pos += 1;
                }
                if bytes.get(pos) != Some(&b'[') {
                    return None;
                }
                start = Some(pos);
                depth += 1;
            }
            _ => {}
        }
        pos += 1;
    }
    None
}

/// The fewest bytes a hand takes (`Hand(declarer: "", contract: "", result: Surrendered)`
/// is 53): the hands list is never sized ahead for more hands than its
/// text could hold.
const SHORTEST_HAND: usize = 53;

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    /// Always on a character boundary between tokens: the reader moves
    /// over ASCII bytes and over whole strings.
    pos: usize,
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

    /// The hands, each exactly as written, the list sized ahead: a
    /// written evening has a hand a line, so the lines left (at most what
    /// the bytes left could hold) are hands enough without growing the
    /// list.
    fn hands(&mut self) -> Option<Vec<Hand>> {
        let rest = self.bytes.get(self.pos..)?;
        let lines = count_lines(rest);
        let mut hands = Vec::with_capacity(lines.min(rest.len() / SHORTEST_HAND));
        self.list_into(&mut hands, |r, hands| {
            hands.push(blank_hand());
            r.written_hand(hands.last_mut()?)
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
    /// after `, ` (`Some(x)` where it writes that) and `)`: plain strings,
    /// plain decimal numbers, the variants by their names. Anything else
    /// (`None`: other spacing, order, spelling) leaves the text to `ron`.
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

#[cfg(test)]
mod tests {
    // Test code: a panic is a failing test.
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]

    use super::*;
    use crate::ledger::evening::Colour;
    use crate::rules::chips::ChipSettings;
    use crate::rules::table::{OddPinnar, Refill};

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
        // Written as the app writes them: read here.
        for (from, to) in [
            ("Tricks(8)", "Surrendered"),
            ("Tricks(8)", "Tricks(0)"),
            ("Tricks(8)", "Tricks(008)"),
            ("trump: Preference, ", ""),
            ("Tricks(8))", "Tricks(8), rebuys: 0)"),
        ] {
            agrees(&with(from, to));
        }
        // Written another way that ron reads: left to ron.
        for (from, to) in [
            ("Tricks(8)", "Tricks( 8 )"),
            ("trump: Preference", "trump: Some(Preference)"),
            ("trump: Preference", "trump: None"),
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
            ("Tricks(8))", "Tricks(8), dealer: \"Bo\")"),
        ] {
            left_to_ron(&with(from, to));
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
        // In a hand, ron's ways of writing an option other than the app's
        // are left to ron.
        left_to_ron(&with(
            "trump: Preference",
            "trump: Some(Misar), omkop: None",
        ));
        left_to_ron(&with("trump: Preference", "trump: None"));
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
        // implicit Some: an oddity the fast reader does not copy. Outside
        // the hands it is ron's reading anyway.
        assert_eq!(
            agrees(&with("format: 1,", r#"format: 1, club: Some "x","#))
                .club
                .as_deref(),
            Some("x")
        );
        left_to_ron(&with("Tricks(8))", r#"Tricks(8), dealer: Some "x")"#));
    }

    #[test]
    fn trailing_commas_where_ron_allows_them() {
        // In the evening's other fields and after a hand: read.
        agrees(&with("Tricks(8))]", "Tricks(8)),],"));
        agrees(&with(r#""Cia"]"#, r#""Cia",]"#));
        // Inside a hand: ron's.
        left_to_ron(&with("Tricks(8))]", "Tricks(8),),],"));
        left_to_ron(&with("Tricks(8)", "Tricks(8,)"));
        left_to_ron(&with("Tricks(8)", "Tricks ( 8 , )"));
        agrees(&with("format: 1,", "format: 1, variants: [],"));
        refused(&with("format: 1,", "format: 1,,"));
        refused(&with(r#""Cia"]"#, r#""Cia",,]"#));
        refused(&with("format: 1,", "format: 1, variants: [,],"));
        refused(&with("Tricks(8)", "Tricks(,)"));
    }

    #[test]
    fn whitespace_where_ron_allows_it() {
        // Around the hands and in the evening's other fields (ron's there):
        // read.
        let spaced = BASE.replace(", ", ",\r\n\t");
        agrees(
            &spaced
                .replace(",\r\n\tcontract", ", contract")
                .replace(",\r\n\ttrump", ", trump")
                .replace(",\r\n\tresult", ", result"),
        );
        agrees(&with("Evening(", "\n\t Evening (\n"));
        agrees(&with("format: 1", "format :\t1"));
        agrees(&format!("{BASE}\n\n  \t\r\n"));
        agrees(&with("hands: [", "hands \n:\t[\r\n "));
        agrees(&with("format: 1", "format:\u{0C}1"));
        agrees(&with("format: 1", "format:\u{85}1"));
        agrees(&with("format: 1", "format:\u{2028}1"));
        // Inside a hand: ron's.
        left_to_ron(&spaced);
        left_to_ron(&with("Hand(", "Hand  ("));
    }

    #[test]
    fn unnamed_structs_are_read_and_wrong_names_refused() {
        agrees(&with("Evening(", "("));
        left_to_ron(&with("Hand(", "("));
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
        assert!(ron(&no_hands).unwrap().hands.is_empty());
        left_to_ron(&no_hands);
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
            // Outside the hands, ron's reading; in a hand, ron's alone.
            let text = with("format: 1", &format!("format: {other}"));
            assert_eq!(read(&text), ron(&text), "{text}");
            aside(&with("Tricks(8)", &format!("Tricks({other})")));
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
        // A raw string outside the hands is ron's to read; in a hand the
        // fast reader stands aside.
        agrees(&with("\"Bo\"", r#"r"Bo""#));
        left_to_ron(&with("\"Anna\", contract", r#"r"Anna", contract"#));
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
        // Out of the written order: ron's.
        let hand = ron(&text).unwrap().hands[0].clone();
        left_to_ron(&text);
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
        // After the hands nothing is walked: ron reads it.
        agrees(&format!("{BASE} // the end"));
        left_to_ron(&with("format: 1", "r#format: 1"));
    }

    #[test]
    fn the_hands_are_found_only_as_the_evenings_own_field() {
        // `hands` in a string, or a word that ends in it, is passed over.
        let club = with("format: 1,", r#"format: 1, club: "hands: [(", "#);
        assert_eq!(agrees(&club).club.as_deref(), Some("hands: [("));
        assert_eq!(agrees(&club).hands.len(), 1);
        agrees(&with("format: 1,", r#"format: 1, club: "xhands","#));
        refused(&with("format: 1,", "format: 1, xhands: [],"));
        // Two lists of hands: ron's duplicate field, whichever is first.
        let hand =
            r#"Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))"#;
        refused(&format!("{}, hands: [])", BASE.trim_end_matches(')')));
        refused(&with("format: 1,", "format: 1, hands: [],"));
        refused(&with("format: 1,", &format!("format: 1, hands: [{hand}],")));
        // `hands` that is not followed by a list: ron's to judge.
        refused(&with("hands: [", "hands: Some(["));
        aside(&with("format: 1,", "format: 1, club: hands,"));
        // A comment or character before the list might hide a bracket.
        left_to_ron(&with("format: 1,", "format: 1, /* ) */"));
        refused(&with("format: 1,", "format: 1, club: ')',"));
        // The list is the last thing the reader walks; its end is where
        // the hands end.
        refused(&with("Tricks(8))]", "Tricks(8)) ]]"));
        refused(&with("Tricks(8))]", "Tricks(8)))"));
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
