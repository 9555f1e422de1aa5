//! # vira: the chip ledger for Vira
//!
//! The pure core of the desktop app and of the `vira` command line. Every
//! room is a folder:
//!
//! | room | what lives there | touches |
//! |---|---|---|
//! | [`text`] | the ground: languages, names, escaping, trump ranks, `Ratio` | nothing |
//! | [`error`] | every error as a kind with its data (file:line:col, hand, field) | nothing |
//! | [`i18n`] | every text of the program as a key, said by each language in its own file | nothing |
//! | [`rules`] | bid tables, the registry of built-in and club tables, contract search | nothing |
//! | [`ledger`] | the evening file, postings and accounts, the settlement fold, the betdelning, editing with undo | nothing |
//! | [`chips`] | the vira-pulla's bowls and tokens, derived from the postings | nothing |
//! | [`night`] | a club night: its file, and the standing across its tables | nothing |
//! | [`words`] | the words of every error kind in Swedish, English and Japanese | nothing |
//! | [`report`] | protocol rows, text, JSON, the printout and the phones' page | nothing |
//! | [`archive`] | the club archive's rules, statistics, exports (pure) | nothing |
//! | [`disk`] | atomic writes, locks, the archive folder and its index | the disk |
//! | [`serve`] | the players' view served to phones, and the hands phones record through the host | the network |
//! | [`app`] | the egui desktop app (feature `app`) | a window |
//!
//! Each room imports only from the rooms above it in this table's order
//! reversed (kinds low, words high); the crate's root re-exports below are
//! for the shells and other programs, never used inside the crate.
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
pub mod night;
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
