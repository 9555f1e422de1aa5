//! The core's and the command line's tests, one test binary (each module
//! was a file of its own in `tests/`, then a binary of its own). Builds
//! without the app: `cargo test --no-default-features`. `printout` and
//! `serve_browser` need Chromium (feature `browser`). `cargo test --test
//! core_cli MODULE::` runs one former file.
// Test code: a panic is a failing test, so the library's rules against
// unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

#[path = "../common/mod.rs"]
mod common;

mod architecture_map;
mod archive;
mod archive_index;
mod bad_input;
mod chips;
mod cli;
mod csv_export;
mod curriculum_stages;
mod error_words;
mod evening_fast_reader;
mod forced_rounds;
mod fuzz;
mod golden_tables;
mod i18n_catalog;
mod index_cache;
mod isberg;
mod json_output;
mod money;
mod night;
mod night_network;
#[cfg(feature = "browser")]
mod printout;
mod properties;
mod record_phone;
mod scenarios;
mod season;
mod seed004;
mod serve;
#[cfg(feature = "browser")]
mod serve_browser;
mod serve_memory;
