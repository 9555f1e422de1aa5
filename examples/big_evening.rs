//! Writes a generated long evening (4 players, the `stockholm` table, the
//! same hands as `cargo bench --bench settle`), to time `vira settle` on it
//! as a whole process:
//!
//! ```sh
//! cargo run --example big_evening -- /tmp/evening-10k.ron 10000
//! cargo build --release
//! /usr/bin/time -v target/release/vira settle --json /tmp/evening-10k.ron > /dev/null
//! ```
//!
//! The same number of hands and seed give the same file.
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

use std::process::ExitCode;

use vira::rules::registry::TableRegistry;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(file), Some(hands)) = (args.next(), args.next()) else {
        eprintln!("usage: big_evening FILE HANDS [SEED (default 2026)]");
        return ExitCode::from(2);
    };
    let number = |text: &str, what: &str| {
        text.parse::<u64>().map_err(|e| {
            eprintln!("{what}: {e}");
            ExitCode::from(2)
        })
    };
    let hands = match number(&hands, "HANDS") {
        Ok(n) => n as usize,
        Err(code) => return code,
    };
    let seed = match args.next().map(|s| number(&s, "SEED")).transpose() {
        Ok(seed) => seed.unwrap_or(2026),
        Err(code) => return code,
    };
    let registry = TableRegistry::built_in();
    let table = registry
        .entry("stockholm")
        .and_then(|e| e.table.as_ref().ok())
        .expect("the built-in stockholm table");
    let text = sample::seeded_evening(seed, "stockholm", table, hands).to_ron();
    if let Err(e) = std::fs::write(&file, &text) {
        eprintln!("cannot write {file}: {e}");
        return ExitCode::from(2);
    }
    println!("{file}: {hands} hands, {} bytes", text.len());
    ExitCode::SUCCESS
}
