//! # vira: the chip ledger for Vira
//!
//! The pure core of the app and the `vira` command line: bid tables as data
//! ([`table`], [`registry`]), the evening file ([`evening`]), the settlement
//! as a fold over the hands ([`settle`]), the betdelning and the fewest
//! payments ([`split`]) and reports ([`report`]). No GUI code lives here.

pub mod error;
pub mod evening;
pub mod registry;
pub mod report;
pub mod sample;
pub mod settle;
pub mod split;
pub mod table;

use std::path::Path;

pub use error::Error;
use error::{HandError, locate};
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
    evening: &Evening,
) -> Result<&'r BidTable, Error> {
    let entry = registry
        .entry(&evening.table)
        .ok_or_else(|| Error::UnknownTable {
            file: file.to_string(),
            table: evening.table.clone(),
            known: registry.known_ids(),
        })?;
    entry.table.as_ref().map_err(|e| Error::Table(e.clone()))
}

/// Where hand `number` (1-based) starts in an evening file, when it can be
/// found (hands written as `Hand(...)`).
pub fn hand_location(source: &str, number: usize) -> Option<error::Location> {
    let mut offset = source.find("hands")?;
    let mut found = None;
    for _ in 0..number {
        let at = offset + source[offset..].find("Hand(")?;
        found = Some(at);
        offset = at + 1;
    }
    found.map(|at| error::location_at(source, at))
}

fn ledger_error(file: &str, source: &str, evening: &Evening, error: LedgerError) -> Error {
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
        LedgerError::Hand(error) => hand_error(file, source, evening, error),
    }
}

fn hand_error(file: &str, source: &str, _evening: &Evening, error: HandError) -> Error {
    Error::Hand {
        file: file.to_string(),
        location: hand_location(source, error.hand),
        error,
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
    let table = table_for(registry, file, &evening)?;
    let ledger =
        Ledger::new(&evening, table).map_err(|e| ledger_error(file, source, &evening, e))?;
    let rules = ledger.table().rules.clone();
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
pub fn settle_json_str(file: &str, source: &str) -> Result<serde_json::Value, Error> {
    let settled = settle_source(&TableRegistry::built_in(), file, source)?;
    Ok(report::settlement_json(
        &settled.evening,
        &settled.rules,
        &settled.settlement,
    ))
}
