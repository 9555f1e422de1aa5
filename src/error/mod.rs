//! The error room: every error of the program is a kind with its data
//! (never a sentence). The kinds stand on the ground (`src/text/`) and
//! import nothing above it but a bid table's `Ratio`; their words, in
//! Swedish, English and Japanese, and their `Display` (the English words)
//! live above, in `src/words/`, and each shell renders them in its
//! language.
//!
//! Here: a place in a text (line and column, an excerpt with a caret), a
//! RON syntax error ([`SyntaxProblem`], ron's codes as kinds), an I/O error
//! (the path, what was being done, the cause as a kind), an unusable bid
//! table (what its checks find, [`TableIssue`], is in [`table`]), and the
//! scanner that finds a hand in an evening file's text. What can be wrong
//! with an evening or a hand is in [`ledger`], with [`Error`], anything
//! between a file and a settlement; the kinds of the other rooms are in
//! [`archive`], [`chips`] and [`storage`].

pub mod archive;
pub mod chips;
pub mod ledger;
pub mod network;
pub mod storage;
pub mod table;

use std::path::{Path, PathBuf};

pub use ledger::{
    Error, EveningIssue, EveningProblem, HandError, HandField, HandProblem, NameIssue, StageRule,
    TableOrigin,
};
pub use table::{
    LevelValue, PotColumn, PotField, RankColumn, RowValue, TableIssue, VariantProblem,
    VariantsIssue,
};

/// A place in a text file, 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Location {
    /// Line, counting from 1.
    pub line: usize,
    /// Column in characters, counting from 1.
    pub col: usize,
}

/// What was being done with a file or folder when it failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IoAction {
    /// Reading a file.
    Read,
    /// Writing a file.
    Write,
    /// Listing a folder.
    List,
    /// Creating a file or folder.
    Create,
    /// Removing a file.
    Remove,
}

/// What a path is when it should be a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A named pipe.
    Fifo,
    /// A character or block device.
    Device,
    /// A socket.
    Socket,
    /// A folder.
    Folder,
    /// Anything else that is not a file.
    Other,
}

/// Why a file or folder could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IoCause {
    /// The system refused; its own words (in the system's language) are
    /// kept as the detail, [`IoError::kind`] says which refusal it was.
    System {
        /// The system's words.
        detail: String,
    },
    /// Not a regular file (a FIFO, a device, a folder…).
    NotARegularFile(FileKind),
    /// A file larger than the limit.
    TooLarge {
        /// The limit in MiB.
        limit_mib: u64,
        /// The file's size in bytes; `None`: it grew while being read.
        bytes: Option<u64>,
    },
    /// Not UTF-8 text.
    NotUtf8 {
        /// The first byte (1-based) that is not.
        byte: usize,
    },
    /// A folder was expected and the path is something else.
    NotAFolder,
    /// A symbolic link where only a file itself is taken (an import: a
    /// link could take the import, and the quote of a refused file, out of
    /// where the user pointed).
    Link {
        /// Where the link points.
        target: PathBuf,
    },
    /// A file with other names (hard links) where a new file would be put
    /// in its place: the others would keep the old content, cut off.
    HardLinked {
        /// How many names the file has.
        names: u64,
    },
}

/// A file or folder the system refused, or that is not what it should be
/// (a FIFO, a device, a file too large): the one shape of every I/O error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IoError {
    /// The file or folder.
    pub path: PathBuf,
    /// What was being done.
    pub action: IoAction,
    /// The kind of the system's error (`Other` for a refusal of ours).
    pub kind: std::io::ErrorKind,
    /// Why.
    pub cause: IoCause,
}

impl IoError {
    /// The system's error while doing `action` on `path`.
    pub fn new(path: &Path, action: IoAction, error: &std::io::Error) -> IoError {
        IoError {
            path: path.to_path_buf(),
            action,
            kind: error.kind(),
            cause: IoCause::System {
                detail: error.to_string(),
            },
        }
    }

    /// A refusal of ours (not a regular file, too large…).
    pub fn refused(path: &Path, action: IoAction, cause: IoCause) -> IoError {
        IoError {
            path: path.to_path_buf(),
            action,
            kind: std::io::ErrorKind::Other,
            cause,
        }
    }
}

impl std::error::Error for IoError {}

/// A syntax error in a RON file (table or evening).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// The file's name as given by the user (or `<built-in>/name.ron`).
    pub file: String,
    /// Where the parser stopped.
    pub location: Location,
    /// What the parser found wrong (boxed: the kinds with their data are
    /// large, and this error travels in every `Result` of a file).
    pub problem: Box<SyntaxProblem>,
    /// The offending line with a caret under the column.
    pub excerpt: String,
}

impl std::error::Error for SyntaxError {}

/// A token the RON parser expected and did not find.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    /// `[`
    ArrayStart,
    /// `]`
    ArrayEnd,
    /// `(`
    ParenStart,
    /// `)`
    ParenEnd,
    /// `{`
    MapStart,
    /// `}`
    MapEnd,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `true` or `false`.
    Boolean,
    /// A whole number.
    Integer,
    /// A decimal number.
    Float,
    /// A text in quotes.
    String,
    /// The closing quote of a text.
    StringEnd,
    /// A character in single quotes.
    Char,
    /// A name (a field, a variant).
    Identifier,
    /// `Some(…)` or `None`.
    Option,
    /// `()`.
    Unit,
    /// An `#![enable(…)]` attribute.
    Attribute,
    /// A byte string.
    Bytes,
}

/// What is wrong with a RON text: ron's error codes as kinds, each with
/// its data, so each shell can say it in its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// A token was expected here.
    Expected(Token),
    /// A struct of another name was found.
    OtherStruct {
        /// The name expected.
        expected: String,
        /// The name found.
        found: String,
    },
    /// A character that cannot stand here.
    UnexpectedChar(char),
    /// The text ends too early.
    Eof,
    /// Something after the end of the value.
    TrailingCharacters,
    /// A value of the wrong kind ("a string" where a number belongs). The
    /// two are serde's and ron's English phrases.
    WrongValue {
        /// What was expected.
        expected: String,
        /// What was found.
        found: String,
    },
    /// A list of the wrong length.
    WrongLength {
        /// What was expected.
        expected: String,
        /// How many were found.
        found: usize,
    },
    /// A field that is required is missing.
    MissingField {
        /// The field.
        field: String,
        /// The struct or variant holding it.
        outer: Option<String>,
    },
    /// A field this program does not know.
    UnknownField {
        /// The field as written.
        found: String,
        /// The fields allowed.
        expected: Vec<String>,
        /// The struct or variant holding it.
        outer: Option<String>,
    },
    /// The same field twice.
    DuplicateField {
        /// The field.
        field: String,
        /// The struct or variant holding it.
        outer: Option<String>,
    },
    /// A variant this program does not know.
    UnknownVariant {
        /// The variant as written.
        found: String,
        /// The variants allowed.
        expected: Vec<String>,
        /// The enum.
        outer: Option<String>,
    },
    /// A number too large or too small for its field.
    IntegerOutOfBounds,
    /// A digit that does not belong in a number.
    InvalidDigit {
        /// The character.
        digit: char,
    },
    /// A bad escape in a string (ron's words).
    InvalidEscape(String),
    /// A `/*` comment never closed.
    UnclosedComment,
    /// Text that is not UTF-8.
    NotUtf8,
    /// Nesting deeper than the parser allows.
    TooDeep,
    /// A date that is not a date (chrono's refusal).
    NotADate {
        /// chrono's words.
        detail: String,
    },
    /// A colour that is not `"#rrggbb"`.
    NotAColour {
        /// The text as written.
        text: String,
    },
    /// A level of a levels table that is not a number or a fraction.
    NotALevel {
        /// The text as written.
        text: String,
    },
    /// A file of a format this program does not read.
    UnknownFormat {
        /// The format in the file.
        found: u32,
        /// The format this program reads.
        known: u32,
    },
    /// Anything else: the parser's or a field's own words (English), which
    /// a Swedish message quotes.
    Other(String),
}

impl SyntaxProblem {
    /// The kind of a RON error code.
    pub fn from_ron(code: &ron::Error) -> SyntaxProblem {
        use SyntaxProblem as P;
        use ron::Error as R;
        let list = |names: &[&str]| names.iter().map(ToString::to_string).collect();
        match code {
            R::Eof => P::Eof,
            R::ExpectedArray => P::Expected(Token::ArrayStart),
            R::ExpectedArrayEnd => P::Expected(Token::ArrayEnd),
            R::ExpectedAttribute | R::ExpectedAttributeEnd => P::Expected(Token::Attribute),
            R::ExpectedBoolean => P::Expected(Token::Boolean),
            R::ExpectedComma => P::Expected(Token::Comma),
            R::ExpectedChar => P::Expected(Token::Char),
            R::ExpectedByteLiteral | R::ExpectedByteString => P::Expected(Token::Bytes),
            R::ExpectedFloat => P::Expected(Token::Float),
            R::ExpectedInteger => P::Expected(Token::Integer),
            R::ExpectedOption => P::Expected(Token::Option),
            R::ExpectedOptionEnd | R::ExpectedStructLikeEnd => P::Expected(Token::ParenEnd),
            R::ExpectedMap => P::Expected(Token::MapStart),
            R::ExpectedMapColon => P::Expected(Token::Colon),
            R::ExpectedMapEnd => P::Expected(Token::MapEnd),
            R::ExpectedStructLike | R::ExpectedNamedStructLike(_) => P::Expected(Token::ParenStart),
            R::ExpectedUnit => P::Expected(Token::Unit),
            R::ExpectedString => P::Expected(Token::String),
            R::ExpectedStringEnd => P::Expected(Token::StringEnd),
            R::ExpectedIdentifier => P::Expected(Token::Identifier),
            R::ExpectedDifferentStructName { expected, found } => P::OtherStruct {
                expected: (*expected).to_string(),
                found: found.clone(),
            },
            R::UnexpectedChar(c) => P::UnexpectedChar(*c),
            R::TrailingCharacters => P::TrailingCharacters,
            R::InvalidValueForType { expected, found } => P::WrongValue {
                expected: expected.clone(),
                found: found.clone(),
            },
            R::ExpectedDifferentLength { expected, found } => P::WrongLength {
                expected: expected.clone(),
                found: *found,
            },
            R::MissingStructField { field, outer } => P::MissingField {
                field: (*field).to_string(),
                outer: outer.clone(),
            },
            R::NoSuchStructField {
                expected,
                found,
                outer,
            } => P::UnknownField {
                found: found.clone(),
                expected: list(expected),
                outer: outer.clone(),
            },
            R::DuplicateStructField { field, outer } => P::DuplicateField {
                field: (*field).to_string(),
                outer: outer.clone(),
            },
            R::NoSuchEnumVariant {
                expected,
                found,
                outer,
            } => P::UnknownVariant {
                found: found.clone(),
                expected: list(expected),
                outer: outer.clone(),
            },
            R::IntegerOutOfBounds => P::IntegerOutOfBounds,
            R::InvalidIntegerDigit { digit, .. } => P::InvalidDigit { digit: *digit },
            R::InvalidEscape(words) => P::InvalidEscape((*words).to_string()),
            R::UnclosedBlockComment | R::UnclosedLineComment => P::UnclosedComment,
            R::Utf8Error(_) => P::NotUtf8,
            R::ExceededRecursionLimit => P::TooDeep,
            R::Message(message) => SyntaxProblem::from_message(message),
            other => P::Other(other.to_string()),
        }
    }

    /// The kind of a field's own refusal (serde's custom message): the
    /// date's (chrono), the colour's and the level's are known.
    fn from_message(message: &str) -> SyntaxProblem {
        const CHRONO: [&str; 7] = [
            "input contains invalid characters",
            "premature end of input",
            "trailing input",
            "input is out of range",
            "input is not enough for unique date and time",
            "no possible date and time matching input",
            "bad or unsupported format string",
        ];
        let quoted_before = |suffix: &str| {
            message
                .strip_suffix(suffix)
                .and_then(|m| m.strip_prefix('`'))
                .and_then(|m| m.strip_suffix('`'))
                .map(ToString::to_string)
        };
        if CHRONO.contains(&message) {
            SyntaxProblem::NotADate {
                detail: message.to_string(),
            }
        } else if let Some(text) = quoted_before(" is not a colour; write it \"#rrggbb\"") {
            SyntaxProblem::NotAColour { text }
        } else if let Some(text) = quoted_before(
            " is not a level; write a whole number or a fraction (\"-1\", \"4/3\", \"384\")",
        ) {
            SyntaxProblem::NotALevel { text }
        } else {
            SyntaxProblem::Other(message.to_string())
        }
    }
}

impl SyntaxError {
    /// Builds the error from a RON parse error over `source`.
    pub fn from_ron(file: &str, source: &str, error: &ron::error::SpannedError) -> Self {
        let location = Location {
            line: error.span.start.line.max(1),
            col: error.span.start.col.max(1),
        };
        SyntaxError {
            file: file.to_string(),
            location,
            problem: Box::new(SyntaxProblem::from_ron(&error.code)),
            excerpt: excerpt(source, location),
        }
    }
}

/// The characters of a line an excerpt shows at most on either side of
/// its column: a message quotes a short piece of a file, never a whole
/// long line (of a file that is not an evening at all, say).
pub const EXCERPT_REACH: usize = 80;

/// The line `location` points into, with a caret under its column: at
/// most [`EXCERPT_REACH`] characters either side of the column (`…` where
/// the line goes on), every control, bidi or invisible character written
/// as `\u{1b}` ([`crate::text::escape::quoted`]), so the excerpt can neither drive the
/// terminal nor forge a line.
pub fn excerpt(source: &str, location: Location) -> String {
    let Some(text) = location
        .line
        .checked_sub(1)
        .and_then(|n| source.lines().nth(n))
    else {
        return String::new();
    };
    let number = location.line.to_string();
    let pad = " ".repeat(number.len());
    let column = location.col.saturating_sub(1);
    let first = column.saturating_sub(EXCERPT_REACH);
    let mut shown = String::new();
    let mut caret = String::new();
    if first > 0 {
        shown.push('…');
        caret.push(' ');
    }
    let mut buffer = [0u8; 4];
    let mut chars = text.chars().enumerate().skip(first).peekable();
    while let Some((i, c)) = chars.next_if(|&(i, _)| i <= column.saturating_add(EXCERPT_REACH)) {
        let piece = crate::text::escape::quoted(c.encode_utf8(&mut buffer));
        if i < column {
            caret.extend(std::iter::repeat_n(' ', piece.chars().count()));
        }
        shown.push_str(&piece);
    }
    if chars.peek().is_some() {
        shown.push('…');
    }
    format!("{pad} |\n{number} | {shown}\n{pad} | {caret}^")
}

/// `source` without a leading byte-order mark (U+FEFF, which Windows
/// Notepad writes): text, line and column start after it, as an editor
/// shows them.
pub fn without_byte_order_mark(source: &str) -> &str {
    source.strip_prefix('\u{feff}').unwrap_or(source)
}

/// The first place where `needle` occurs in `source`, if any.
pub fn locate(source: &str, needle: &str) -> Option<Location> {
    source
        .find(needle)
        .map(|offset| location_at(source, offset))
}

/// Where `key: "value"` occurs for the `nth` time (0-based) in `source`,
/// allowing any spacing around the colon.
pub fn locate_key(source: &str, key: &str, value: &str, nth: usize) -> Option<Location> {
    let quoted = format!("\"{value}\"");
    let mut found = 0;
    for (offset, _) in source.match_indices(&quoted) {
        let before =
            source[..offset].trim_end_matches(|c: char| c.is_whitespace() || ron_whitespace(c));
        let Some(before) = before.strip_suffix(':') else {
            continue;
        };
        let before = before.trim_end_matches(|c: char| c.is_whitespace() || ron_whitespace(c));
        let is_key = before.ends_with(key)
            && !before[..before.len() - key.len()]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
        if is_key {
            if found == nth {
                let start = before.len() - key.len();
                return Some(location_at(source, start));
            }
            found += 1;
        }
    }
    None
}

/// The line and column of a byte offset in `source` (an offset inside a
/// character counts as that character's start; past the end, as the end).
pub fn location_at(source: &str, offset: usize) -> Location {
    let mut offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    Location { line, col }
}

/// A table file that parses but makes no sense.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableProblem {
    /// The file.
    pub file: String,
    /// Where in the file, when it can be found.
    pub location: Option<Location>,
    /// The contract concerned, if one.
    pub contract: Option<String>,
    /// What is wrong.
    pub issue: TableIssue,
}

impl std::error::Error for TableProblem {}

/// Why a bid table could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// The file could not be read.
    Io(IoError),
    /// Bad RON.
    Syntax(SyntaxError),
    /// Valid RON, invalid table.
    Invalid(Vec<TableProblem>),
}

impl From<IoError> for TableError {
    fn from(error: IoError) -> TableError {
        TableError::Io(error)
    }
}

impl From<SyntaxError> for TableError {
    fn from(error: SyntaxError) -> TableError {
        TableError::Syntax(error)
    }
}

impl std::error::Error for TableError {}

/// Where hand `number` (1-based) starts in an evening file's text, found by
/// scanning the top-level `hands: [...]` list (strings and comments skipped).
pub fn hand_location(source: &str, number: usize) -> Option<Location> {
    list_item_starts(source, "hands")
        .get(number.checked_sub(1)?)
        .map(|&offset| location_at(source, offset))
}

/// The characters RON skips as whitespace beyond ASCII (`ron`'s
/// `is_whitespace_char`).
fn ron_whitespace(c: char) -> bool {
    matches!(
        c,
        '\u{85}' | '\u{200E}' | '\u{200F}' | '\u{2028}' | '\u{2029}'
    )
}

/// Byte offsets where the items of the list under `key` (a field of the
/// top-level struct) start.
fn list_item_starts(source: &str, key: &str) -> Vec<usize> {
    let bytes = source.as_bytes();
    let mut starts = Vec::new();
    let mut depth = 0usize;
    let mut list_depth = None;
    let mut expect_item = false;
    let mut pending_key = false;
    let mut i = 0;
    while let Some(&c) = bytes.get(i) {
        // Comments.
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            i = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            continue;
        }
        if c == b'/' && bytes.get(i + 1) == Some(&b'*') {
            i = source[i + 2..]
                .find("*/")
                .map_or(bytes.len(), |n| i + 2 + n + 2);
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        // Beyond ASCII: one whole character at a time. RON's own Unicode
        // whitespace (U+0085, U+200E, U+2028…) is skipped like a space;
        // any other character starts an item like a letter would.
        if !c.is_ascii() {
            let ch = source[i..].chars().next().unwrap_or_default();
            if !ron_whitespace(ch) && expect_item && Some(depth) == list_depth {
                starts.push(i);
                expect_item = false;
            }
            i += ch.len_utf8().max(1);
            continue;
        }
        if expect_item && Some(depth) == list_depth && c != b']' {
            starts.push(i);
            expect_item = false;
        }
        match c {
            b'"' => {
                i += 1;
                while let Some(&b) = bytes.get(i) {
                    if b == b'"' {
                        break;
                    }
                    i += if b == b'\\' { 2 } else { 1 };
                }
            }
            b'r' if matches!(bytes.get(i + 1), Some(b'"' | b'#')) => {
                let hashes = source[i + 1..].bytes().take_while(|&b| b == b'#').count();
                let close = format!("\"{}", "#".repeat(hashes));
                let open_end = i + 1 + hashes + 1;
                i = source
                    .get(open_end..)
                    .and_then(|rest| rest.find(&close))
                    .map_or(bytes.len(), |n| open_end + n + close.len() - 1);
            }
            b'(' | b'{' => depth += 1,
            b'[' => {
                depth += 1;
                if pending_key {
                    list_depth = Some(depth);
                    expect_item = true;
                    pending_key = false;
                }
            }
            b')' | b'}' | b']' => {
                if Some(depth) == list_depth && c == b']' {
                    return starts;
                }
                depth = depth.saturating_sub(1);
            }
            b',' if Some(depth) == list_depth => expect_item = true,
            _ if depth == 1 && list_depth.is_none() && source[i..].starts_with(key) => {
                let after = source[i + key.len()..]
                    .trim_start_matches(|c: char| c.is_whitespace() || ron_whitespace(c));
                let before = i.checked_sub(1).and_then(|p| bytes.get(p));
                let boundary = before.is_none_or(|&b| !(b.is_ascii_alphanumeric() || b == b'_'));
                if boundary && after.starts_with(':') {
                    pending_key = true;
                    i += key.len();
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_io_error_as_std_keeps_its_kind_and_cause_without_the_path() {
        let error = IoError::refused(
            Path::new("arkiv/k.ron"),
            IoAction::Write,
            IoCause::NotAFolder,
        );
        let std = error.to_io_error();
        assert_eq!(std.kind(), std::io::ErrorKind::Other);
        assert_eq!(std.to_string(), "not a folder");
    }

    #[test]
    fn excerpt_points_at_the_column() {
        let source = "first\nsecond line\nthird";
        let text = excerpt(source, Location { line: 2, col: 3 });
        assert_eq!(text, "  |\n2 | second line\n  |   ^");
    }

    #[test]
    fn an_excerpt_is_short_and_escaped_with_the_caret_in_place() {
        let source = "x\n\u{1b}[2J\tab\u{202e}cd\rforged";
        let text = excerpt(source, Location { line: 2, col: 7 });
        assert_eq!(
            text,
            "  |\n2 | \\u{1b}[2J\\tab\\u{202e}cd\\rforged\n  |             ^"
        );
        let long = format!("{}X{}", "a".repeat(500), "b".repeat(500));
        let text = excerpt(&long, Location { line: 1, col: 501 });
        let shown = format!("1 | …{}X{}…", "a".repeat(80), "b".repeat(80));
        assert!(text.contains(&shown), "{text}");
        assert!(text.ends_with(&format!("| {}^", " ".repeat(81))), "{text}");
    }

    #[test]
    fn locate_counts_lines_and_columns() {
        let source = "a\nbb\n  needle";
        assert_eq!(locate(source, "needle"), Some(Location { line: 3, col: 3 }));
        assert_eq!(locate(source, "absent"), None);
    }

    /// RON reads these as whitespace; the hand scanner must step over them
    /// whole, never slicing inside one.
    const RON_WHITESPACE: [char; 5] = ['\u{200E}', '\u{200F}', '\u{2028}', '\u{2029}', '\u{85}'];

    #[test]
    fn hands_are_found_across_unicode_whitespace() {
        for ws in RON_WHITESPACE {
            let source = format!(
                "Evening({ws}format: 1,{ws} hands{ws}: [{ws}Hand(a: 1),{ws}\n  Hand(b: 2)],{ws} x: \"\u{e5}\")"
            );
            assert_eq!(
                hand_location(&source, 1),
                Some(Location { line: 1, col: 32 }),
                "{ws:?}"
            );
            assert_eq!(
                hand_location(&source, 2),
                Some(Location { line: 2, col: 3 }),
                "{ws:?}"
            );
            assert_eq!(hand_location(&source, 3), None);
        }
        // Any character, anywhere, byte by byte: never a panic.
        let text = "Evening(hands: [Hand(x: \"\u{e5}\\\u{e5}\"), r#\"\u{2028}\"#, /* \u{85} */ Hand()])\u{feff}";
        for (i, c) in text.char_indices() {
            for ws in RON_WHITESPACE
                .iter()
                .chain(&['\u{feff}', '\u{202e}', '\u{10348}'])
            {
                let mut source = text.to_string();
                source.insert(i, *ws);
                let _ = hand_location(&source, 1);
                let _ = hand_location(&source, 2);
                source.truncate(i + c.len_utf8() + ws.len_utf8());
                let _ = hand_location(&source, 1);
            }
        }
    }

    #[test]
    fn location_and_excerpt_never_slice_inside_a_character() {
        let source = "a\u{2028}\u{e5}\nb\u{85}c";
        for offset in 0..=source.len() + 2 {
            let location = location_at(source, offset);
            assert!(location.line <= 2, "{offset}: {location:?}");
        }
        assert_eq!(location_at(source, 2), Location { line: 1, col: 2 });
        assert_eq!(excerpt(source, Location { line: 0, col: 0 }), "");
        assert_eq!(excerpt(source, Location { line: 9, col: 1 }), "");
        let text = excerpt(source, Location { line: 2, col: 3 });
        assert_eq!(text, "  |\n2 | b\\u{85}c\n  |        ^");
        assert_eq!(locate(source, "c"), Some(Location { line: 2, col: 3 }));
        assert_eq!(
            locate_key("(id\u{2028}: \"x\"", "id", "x", 0),
            Some(Location { line: 1, col: 2 })
        );
    }

    #[test]
    fn crlf_lines_are_counted_once_and_shown_without_the_return() {
        let source = "first\r\nsecond\r\nthird";
        assert_eq!(locate(source, "third"), Some(Location { line: 3, col: 1 }));
        assert_eq!(
            excerpt(source, Location { line: 2, col: 2 }),
            "  |\n2 | second\n  |  ^"
        );
    }
}
