//! # vira: the chip ledger for Vira
//!
//! The pure core of the app and the `vira` command line: bid tables as data
//! ([`table`], [`registry`]), the evening file ([`evening`]), the settlement
//! as a fold over the hands ([`settle`]), the betdelning and the fewest
//! payments ([`split`]) and reports ([`report`]); the club archive
//! ([`archive`]), its statistics ([`stats`]) and exports ([`export`]). The
//! desktop app ([`app`]) is a thin egui shell over them; no other module
//! uses egui.

pub mod app;
pub mod archive;
pub mod describe;
pub mod editor;
pub mod entry;
pub mod error;
pub mod evening;
pub mod export;
pub mod registry;
pub mod report;
pub mod sample;
pub mod search;
pub mod settle;
pub mod split;
pub mod stats;
pub mod storage;
pub mod store;
pub mod table;

use std::path::Path;

pub use error::Error;
use error::locate;
use evening::Evening;
use registry::TableRegistry;
use settle::{Ledger, LedgerError, Rules, Settlement};
use table::BidTable;

/// An evening read, checked and settled.
#[derive(Debug, Clone)]
pub struct SettledEvening {
    /// The evening as recorded.
    pub evening: Evening,
    /// The rules in force (table with variants, house rules).
    pub rules: Rules,
    /// The settlement.
    pub settlement: Settlement,
}

/// Finds the bid table an evening asks for.
pub fn table_for<'r>(
    registry: &'r TableRegistry,
    file: &str,
    source: Option<&str>,
    evening: &Evening,
) -> Result<&'r BidTable, Error> {
    let entry = registry
        .entry(&evening.table)
        .ok_or_else(|| Error::UnknownTable {
            file: file.to_string(),
            location: source.and_then(|s| error::locate_key(s, "table", &evening.table, 0)),
            table: evening.table.clone(),
            known: registry.known_ids(),
        })?;
    entry.table.as_ref().map_err(|e| Error::TableOfEvening {
        file: file.to_string(),
        table: evening.table.clone(),
        origin: match &entry.origin {
            registry::Origin::BuiltIn => "the built-in table".to_string(),
            registry::Origin::User(path) if entry.overrides_built_in => {
                format!("{}, which replaces the built-in table", path.display())
            }
            registry::Origin::User(path) => path.display().to_string(),
        },
        error: Box::new(e.clone()),
    })
}

/// Where hand `number` (1-based) starts in an evening file's text, found by
/// scanning the top-level `hands: [...]` list (strings and comments skipped).
pub fn hand_location(source: &str, number: usize) -> Option<error::Location> {
    list_item_starts(source, "hands")
        .get(number.checked_sub(1)?)
        .map(|&offset| error::location_at(source, offset))
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
pub fn ledger_error(file: &str, source: &str, error: LedgerError) -> Error {
    match error {
        LedgerError::Evening(problem) => {
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
        LedgerError::Hand(error) => Error::Hand {
            file: file.to_string(),
            location: hand_location(source, error.hand),
            error,
        },
    }
}

/// Parses, checks and settles an evening file's text. `file` names it in
/// error messages.
pub fn settle_source(
    registry: &TableRegistry,
    file: &str,
    source: &str,
) -> Result<SettledEvening, Error> {
    let evening = Evening::parse(file, source)?;
    let table = table_for(registry, file, Some(source), &evening)?;
    let ledger = Ledger::new(&evening, table).map_err(|e| ledger_error(file, source, e))?;
    let rules = ledger.sitting().rules.clone();
    let settlement = ledger.settlement();
    Ok(SettledEvening {
        evening,
        rules,
        settlement,
    })
}

/// Reads, checks and settles an evening file.
pub fn settle_file(registry: &TableRegistry, path: &Path) -> Result<SettledEvening, Error> {
    let source = std::fs::read_to_string(path).map_err(|e| Error::Io {
        path: path.to_path_buf(),
        message: e.to_string(),
    })?;
    settle_source(registry, &path.display().to_string(), &source)
}

/// Settles an evening's text against the built-in tables and returns the
/// JSON `vira settle --json` prints.
///
/// ```
/// let evening = r#"Evening(
///     format: 1, date: "2026-11-21", table: "stockholm",
///     players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
///     hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))],
/// )"#;
/// let json = vira::settle_json_str("evening.ron", evening).unwrap();
/// // Åla: 3 betar in the pulla; Anna lifts 1 bet and gets 3 pinnar from each.
/// assert_eq!(json["hands"][0]["outcome"], "won");
/// assert_eq!(json["hands"][0]["balances"]["Anna"], -8 + 8 + 6);
/// assert_eq!(json["hands"][0]["pulla"], 16);
/// ```
pub fn settle_json_str(file: &str, source: &str) -> Result<serde_json::Value, Error> {
    let settled = settle_source(&TableRegistry::built_in(), file, source)?;
    Ok(report::settlement_json(
        &settled.evening,
        &settled.rules,
        &settled.settlement,
    ))
}
