//! The ledger of an evening, in the order a hand goes through it:
//!
//! - [`evening`]: the evening file, what happened at the table (never
//!   balances);
//! - [`setup`]: the evening's fixed facts checked once (players, the first
//!   dealer, the rules in force) and who deals and sits out a hand;
//! - [`check`]: a hand against its contract (bid, trump, omköp, tricks,
//!   passers) and how it ended;
//! - [`scoring`]: what the hand pays, asked of the table's scoring family;
//! - [`book`]: the accounts and the one bookkeeping step, a posting
//!   `from -> to, amount, reason` (the postings of a step sum to zero);
//! - [`fold`]: the settlement as a fold over the hands, kept per hand so an
//!   edit folds again from there;
//! - [`split`]: the betdelning and the fewest payments;
//! - [`rounds`]: the shape of the evening (round, forced rounds, the
//!   agreed end, the last round), derived from the hands;
//! - [`editor`] and [`entry`]: editing an evening with undo, and the hand
//!   being entered.

pub mod amount;
pub mod book;
pub mod check;
pub mod editor;
pub mod entry;
pub mod evening;
pub mod fold;
pub mod money;
pub mod remote;
pub mod rounds;
pub mod scoring;
pub mod setup;
pub mod split;

pub use book::{Account, Book, Posting, Reason};
pub use book::{Opening, State};
pub use check::Outcome;
pub use fold::{HandSettlement, Ledger, LedgerError, Settlement, settle};
pub use setup::{Deal, MAX_KEEP_AT_LEAST, Rules, Seats, Setup};

use crate::error;
use crate::error::ledger::{Error, ledger_error};
use crate::ledger::evening::Evening;

use crate::rules::registry::{self, TableRegistry};
use crate::rules::table::BidTable;

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
            registry::Origin::BuiltIn => error::TableOrigin::BuiltIn,
            registry::Origin::User(path) => error::TableOrigin::User {
                path: path.clone(),
                replaces_built_in: entry.overrides_built_in,
            },
        },
        error: Box::new(e.clone()),
    })
}

/// Parses, checks and settles an evening file's text. `file` names it in
/// error messages.
pub fn settle_source(
    registry: &TableRegistry,
    file: &str,
    source: &str,
) -> Result<SettledEvening, Error> {
    let source = crate::error::without_byte_order_mark(source);
    let mut evening = Evening::parse(file, source)?;
    let table = table_for(registry, file, Some(source), &evening)?;
    // The ledger borrows the hands and gives them back: no copy of a long
    // evening.
    let hands = std::mem::take(&mut evening.hands);
    // The table with the evening's variants is the registry's, shared.
    let applied = || {
        registry
            .with_variants(&evening.table, &evening.variants)
            .unwrap_or_else(|| {
                table
                    .with_variants(&evening.variants)
                    .map(std::sync::Arc::new)
            })
    };
    let ledger = Ledger::with_hands_applied(&evening, table, applied, hands);
    let ledger = match ledger {
        Ok(ledger) => ledger,
        Err(e) => return Err(ledger_error(file, source, e)),
    };
    let (rules, settlement, hands) = ledger.into_parts();
    evening.hands = hands;
    Ok(SettledEvening {
        evening,
        rules,
        settlement,
    })
}
