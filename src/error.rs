//! Errors a person can act on: the file, line and column of a bad file with
//! the offending line, or the hand number and field of a bad hand.

use std::fmt;
use std::path::PathBuf;

/// A place in a text file, 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Location {
    /// Line, counting from 1.
    pub line: usize,
    /// Column in characters, counting from 1.
    pub col: usize,
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
    let Some(text) = source.lines().nth(location.line - 1) else {
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
        let before = source[..offset].trim_end();
        let Some(before) = before.strip_suffix(':') else {
            continue;
        };
        let before = before.trim_end();
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

/// The line and column of a byte offset in `source`.
pub fn location_at(source: &str, offset: usize) -> Location {
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
    #[error("{file}: cannot read: {message}")]
    Io {
        /// The file.
        file: String,
        /// The system's message.
        message: String,
    },
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
    /// `gok_penalty`
    GokPenalty,
    /// `dealer`
    Dealer,
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
            HandField::GokPenalty => "gok_penalty",
            HandField::Dealer => "dealer",
        })
    }
}

/// A hand that cannot have happened.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("hand {hand}, field `{field}`: {reason}")]
pub struct HandError {
    /// 1-based hand number.
    pub hand: usize,
    /// The field at fault.
    pub field: HandField,
    /// Why.
    pub reason: String,
}

/// An evening's header (players, table, house rules...) that makes no sense.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("field `{field}`: {reason}")]
pub struct EveningProblem {
    /// The field at fault (`players`, `variants`...).
    pub field: String,
    /// Why.
    pub reason: String,
}

/// Anything that can go wrong between a file and a settlement.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A file could not be read or written.
    #[error("{}: {message}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The system's message.
        message: String,
    },
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
                let after = source[i + key.len()..].trim_start();
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
pub fn ledger_error(file: &str, source: &str, error: crate::ledger::settle::LedgerError) -> Error {
    match error {
        crate::ledger::settle::LedgerError::Evening(problem) => {
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
        crate::ledger::settle::LedgerError::Hand(error) => Error::Hand {
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
}
