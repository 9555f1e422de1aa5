//! Errors a person can act on: the file, line and column of a bad file with
//! the offending line, or the hand number and field of a bad hand.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::ledger::evening::{Bid, Trump};
use crate::rules::table::Names;

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

impl fmt::Display for IoAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IoAction::Read => "read",
            IoAction::Write => "write",
            IoAction::List => "list",
            IoAction::Create => "create",
            IoAction::Remove => "remove",
        })
    }
}

/// A file or folder the system refused, or that is not what it should be
/// (a FIFO, a device, a file too large): the one shape of every I/O error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}: cannot {action}: {cause}", path.display())]
pub struct IoError {
    /// The file or folder.
    pub path: PathBuf,
    /// What was being done.
    pub action: IoAction,
    /// The kind of the system's error (`Other` for a refusal of ours).
    pub kind: std::io::ErrorKind,
    /// Why, in words.
    pub cause: String,
}

impl IoError {
    /// The system's error while doing `action` on `path`.
    pub fn new(path: &Path, action: IoAction, error: &std::io::Error) -> IoError {
        IoError {
            path: path.to_path_buf(),
            action,
            kind: error.kind(),
            cause: error.to_string(),
        }
    }

    /// A refusal of ours (not a regular file, too large…).
    pub fn refused(path: &Path, action: IoAction, cause: impl Into<String>) -> IoError {
        IoError {
            path: path.to_path_buf(),
            action,
            kind: std::io::ErrorKind::Other,
            cause: cause.into(),
        }
    }

    /// For callers that speak `std::io::Error`.
    pub fn to_io_error(&self) -> std::io::Error {
        std::io::Error::new(self.kind, self.cause.clone())
    }
}

/// A syntax error in a RON file (table or evening).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{}:{}: {message}\n{excerpt}", location.line, location.col)]
pub struct SyntaxError {
    /// The file's name as given by the user (or `<built-in>/name.ron`).
    pub file: String,
    /// Where the parser stopped.
    pub location: Location,
    /// What the parser said.
    pub message: String,
    /// The offending line with a caret under the column.
    pub excerpt: String,
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
            message: error.code.to_string(),
            excerpt: excerpt(source, location),
        }
    }
}

/// The line `location` points into, with a caret under its column.
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
    let caret_offset: String = text
        .chars()
        .take(location.col.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("{pad} |\n{number} | {text}\n{pad} | {caret_offset}^")
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
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct TableProblem {
    /// The file.
    pub file: String,
    /// Where in the file, when it can be found.
    pub location: Option<Location>,
    /// The contract concerned, if one.
    pub contract: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for TableProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(location) = self.location {
            write!(f, ":{}:{}", location.line, location.col)?;
        }
        write!(f, ": ")?;
        if let Some(contract) = &self.contract {
            write!(f, "contract `{contract}`: ")?;
        }
        write!(f, "{}", self.message)
    }
}

/// Why a bid table could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The file could not be read.
    #[error(transparent)]
    Io(#[from] IoError),
    /// Bad RON.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// Valid RON, invalid table.
    #[error("{}", join_lines(.0))]
    Invalid(Vec<TableProblem>),
}

fn join_lines<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}

/// A field of a hand record, for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandField {
    /// `declarer`
    Declarer,
    /// `contract`
    Contract,
    /// `bid`
    Bid,
    /// `trump`
    Trump,
    /// `omkop`
    Omkop,
    /// `result`
    Result,
    /// `gok_penalty`: the passers who broke the passing rule.
    PassPenalty,
    /// `dealer`
    Dealer,
    /// The hand as a whole (its number).
    Hand,
}

impl fmt::Display for HandField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HandField::Declarer => "declarer",
            HandField::Contract => "contract",
            HandField::Bid => "bid",
            HandField::Trump => "trump",
            HandField::Omkop => "omkop",
            HandField::Result => "result",
            HandField::PassPenalty => "gok_penalty",
            HandField::Dealer => "dealer",
            HandField::Hand => "hands",
        })
    }
}

/// A hand that cannot have happened.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("hand {hand}, field `{field}`: {problem}")]
pub struct HandError {
    /// 1-based hand number.
    pub hand: usize,
    /// The field at fault.
    pub field: HandField,
    /// Why, as data: each shell renders it in its language
    /// ([`crate::report::words::hand_problem`]).
    pub problem: HandProblem,
}

/// Why a hand cannot have happened, with the values a message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandProblem {
    /// The evening has no hand with that number.
    NoSuchHand,
    /// A name (dealer, declarer, passer) that is not one of the players.
    NotAPlayer {
        /// The name as written.
        name: String,
    },
    /// The declarer sits out this hand.
    SitsOut {
        /// The declarer.
        player: String,
        /// Who deals.
        dealer: String,
    },
    /// The contract id is not in the table.
    UnknownContract {
        /// The id as written.
        contract: String,
    },
    /// A passer is listed for a contract without a passing rule.
    NoPassingRule {
        /// The contract.
        contract: Names,
    },
    /// The declarer is listed as a passer.
    PasserIsDeclarer {
        /// The player.
        player: String,
    },
    /// A player who sits out is listed as a passer.
    PasserSitsOut {
        /// The player.
        player: String,
    },
    /// A passer is listed twice.
    ListedTwice {
        /// The player.
        player: String,
    },
    /// The contract cannot be bid in colour or in preference.
    NoColourBids {
        /// The contract.
        contract: Names,
    },
    /// The contract has no pinnar at this trump rank.
    NotAtRank {
        /// The contract.
        contract: Names,
        /// The rank.
        rank: Trump,
    },
    /// The bid restricts the trump, and the rank recorded breaks it.
    BidButPlayed {
        /// The bid.
        bid: Bid,
        /// The rank recorded.
        rank: Trump,
    },
    /// A misär recorded with a trump rank.
    MisarWithTrump {
        /// The contract.
        contract: Names,
        /// The rank recorded.
        rank: Trump,
    },
    /// A trick game recorded as misär.
    TrickGameAsMisar {
        /// The contract.
        contract: Names,
    },
    /// A contract bid in colour or preference recorded as misär.
    ColourBidAsMisar {
        /// The contract.
        contract: Names,
    },
    /// A trick game recorded without its trump rank.
    NeedsTrump {
        /// The contract.
        contract: Names,
    },
    /// Omköp recorded for a contract without one.
    NoOmkop {
        /// The contract.
        contract: Names,
    },
    /// A misär's first exchange recorded with a trump rank.
    MisarFirstExchange {
        /// The contract.
        contract: Names,
        /// The rank recorded.
        rank: Trump,
    },
    /// The contract keeps its trump on omköp, but two ranks are recorded.
    OmkopKeepsTrump {
        /// The contract.
        contract: Names,
        /// The first exchange's rank.
        first: Trump,
        /// The game's rank.
        played: Trump,
    },
    /// A trick game's first exchange recorded as misär.
    FirstExchangeHadTrump {
        /// The contract.
        contract: Names,
    },
    /// More tricks than cards in the hand.
    TooManyTricks {
        /// The contract.
        contract: Names,
        /// Tricks recorded.
        tricks: u8,
        /// Cards each player holds in this game.
        cards: u8,
    },
    /// The amounts no longer fit in the ledger's numbers.
    Overflow,
}

impl fmt::Display for HandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::report::words::hand_problem(
            self,
            crate::rules::table::Language::English,
        ))
    }
}

/// An evening's header (players, table, house rules...) that makes no sense.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("field `{field}`: {kind}")]
pub struct EveningProblem {
    /// The field at fault (`players`, `variants`...).
    pub field: String,
    /// Why, as data ([`crate::report::words::evening_issue`] says it).
    pub kind: EveningIssue,
}

/// What is wrong with an evening's header, with the values a message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EveningIssue {
    /// A file format this program does not read.
    UnknownFormat {
        /// The format in the file.
        found: u32,
        /// The format this program reads.
        known: u32,
    },
    /// Not 3, 4 or 5 players.
    PlayerCount {
        /// How many the file lists.
        count: usize,
    },
    /// An empty name.
    EmptyName,
    /// Spaces at the start or end of a name.
    Spaces {
        /// The name.
        name: String,
    },
    /// A control, bidi or invisible character in a name or the club.
    HiddenCharacter {
        /// The text holding it.
        text: String,
        /// The character.
        character: char,
    },
    /// `pulla`, the pot's account.
    ReservedName {
        /// The name as written.
        name: String,
    },
    /// The same player twice (names compared without case).
    Twice {
        /// The name.
        name: String,
    },
    /// A name that is not one of the players.
    NotAPlayer {
        /// The name.
        name: String,
    },
    /// A price of a bet above the ledger's limit.
    PriceTooHigh {
        /// The price in öre.
        price: u64,
        /// The limit in öre.
        max: u64,
    },
    /// `KeepAtLeast` above its limit.
    KeepAtLeastTooHigh {
        /// Betar asked for.
        minimum: u32,
        /// The limit.
        max: u32,
    },
    /// The variants cannot be applied (the table's words).
    Variants {
        /// Why.
        reason: String,
    },
}

impl fmt::Display for EveningIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::report::words::evening_issue(
            self,
            crate::rules::table::Language::English,
        ))
    }
}

/// Anything that can go wrong between a file and a settlement.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A file could not be read or written.
    #[error(transparent)]
    Io(#[from] IoError),
    /// Bad RON in an evening file.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// A bid table is unusable.
    #[error(transparent)]
    Table(#[from] TableError),
    /// The evening names a table that does not exist.
    #[error("{file}{}: unknown bid table `{table}` (known: {known})", line_suffix(.location))]
    UnknownTable {
        /// The evening file.
        file: String,
        /// Where the table is named.
        location: Option<Location>,
        /// The id asked for.
        table: String,
        /// The ids available.
        known: String,
    },
    /// The evening's table exists but its file is unusable.
    #[error("{file}: its bid table `{table}` comes from {origin}, which cannot be used:\n{error}")]
    TableOfEvening {
        /// The evening file.
        file: String,
        /// The table id.
        table: String,
        /// Where the table comes from, in words.
        origin: String,
        /// What is wrong with it.
        error: Box<TableError>,
    },
    /// The evening's header is invalid.
    #[error("{file}{}: {problem}", line_suffix(.location))]
    Evening {
        /// The evening file.
        file: String,
        /// Where, when found.
        location: Option<Location>,
        /// What.
        problem: EveningProblem,
    },
    /// A hand is invalid.
    #[error("{file}{}: {error}", line_suffix(.location))]
    Hand {
        /// The evening file.
        file: String,
        /// Where the hand starts, when found.
        location: Option<Location>,
        /// What.
        error: HandError,
    },
}

fn line_suffix(location: &Option<Location>) -> String {
    location.map_or_else(String::new, |l| format!(":{}:{}", l.line, l.col))
}

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
    while i < bytes.len() {
        let c = bytes[i];
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
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
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
                let boundary =
                    i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
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

/// A settlement error as the person who wrote `file` needs it: with the line
/// and column of the field or hand at fault.
pub fn ledger_error(file: &str, source: &str, error: crate::ledger::LedgerError) -> Error {
    match error {
        crate::ledger::LedgerError::Evening(problem) => {
            let field = problem
                .field
                .split('.')
                .next()
                .unwrap_or_default()
                .to_string();
            Error::Evening {
                file: file.to_string(),
                location: locate(source, &format!("{field}:")),
                problem,
            }
        }
        crate::ledger::LedgerError::Hand(error) => Error::Hand {
            file: file.to_string(),
            location: hand_location(source, error.hand),
            error,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_points_at_the_column() {
        let source = "first\nsecond line\nthird";
        let text = excerpt(source, Location { line: 2, col: 3 });
        assert_eq!(text, "  |\n2 | second line\n  |   ^");
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
        assert_eq!(text, "  |\n2 | b\u{85}c\n  |   ^");
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
