//! # vira: the chip ledger for Vira
//!
//! The pure core of the desktop app and of the `vira` command line. Every
//! room is a folder:
//!
//! | room | what lives there | touches |
//! |---|---|---|
//! | [`rules`] | bid tables, the registry of built-in and club tables, contract search | nothing |
//! | [`ledger`] | the evening file, postings and accounts, the settlement fold, the betdelning, editing with undo | nothing |
//! | [`report`] | words for every enum in both languages, protocol rows, text, JSON | nothing |
//! | [`archive`] | the club archive, statistics, exports | the archive folder |
//! | [`disk`] | atomic writes, locks, where evenings and settings live | the disk |
//! | [`i18n`] | the Japanese catalog keyed by the Swedish text, and its lookup | nothing |
//! | [`error`] | every error as a kind with its data (file:line:col, hand, field), and their words in both languages | nothing |
//! | [`serve`] | the players' view served to phones: a read-only HTTP server on a thread of its own | the network |
//! | [`app`] | the egui desktop app (feature `app`) | a window |
//!
//! The command line (`src/cli/`) and the app are thin shells over the same
//! functions: neither computes money. Start with [`settle_source`]: text in,
//! a [`SettledEvening`] out.

#![forbid(unsafe_code)]

pub mod archive;
pub mod chips;
pub mod disk;
pub mod error;
pub mod i18n;
pub mod ledger;
pub mod report;
pub mod rules;
pub mod serve;
pub mod text;
pub mod words;

#[cfg(feature = "app")]
pub mod app;

pub use disk::settle_file;
pub use error::ledger::Error;
pub use ledger::evening::Evening;
pub use ledger::{Ledger, Posting, Settlement};
pub use ledger::{SettledEvening, settle_source, table_for};
pub use report::settle_json_str;
pub use rules::registry::TableRegistry;
pub use rules::table::BidTable;
