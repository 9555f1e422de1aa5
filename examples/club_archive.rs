//! Writes a generated club archive, to try the archive screens and the
//! `vira archive` commands on something the size of a real club's:
//!
//! ```sh
//! cargo run --example club_archive -- /tmp/vira-demo 300
//! VIRA_DATA_DIR=/tmp/vira-demo cargo run --release
//! ```
//!
//! The evenings go to `DATA_DIR/archive/` (the default archive of that data
//! directory); the same seed gives the same evenings.
// Test and benchmark code: a panic is a failing test, so the library's
// rules against unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

#[path = "../tests/common/sample.rs"]
#[allow(dead_code)]
mod sample;

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(dir), count) = (args.next(), args.next()) else {
        eprintln!("usage: club_archive DATA_DIR [EVENINGS (default 200)] [SEED]");
        return ExitCode::from(2);
    };
    let count: usize = match count.as_deref().unwrap_or("200").parse() {
        Ok(n) => n,
        Err(e) => {
            eprintln!("EVENINGS: {e}");
            return ExitCode::from(2);
        }
    };
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2026);
    let archive = vira::disk::places::Store::new(&PathBuf::from(dir)).archive;
    let registry = vira::rules::registry::TableRegistry::built_in();
    match sample::write_club_archive(&archive, seed, count, &registry) {
        Ok(files) => {
            println!("wrote {} evenings to {}", files.len(), archive.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
