//! Parse and settle a generated 10,000-hand evening (goal: under 50 ms in
//! release on a 2-core machine).
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

use sample::seeded_evening;
use vira::rules::registry::TableRegistry;

fn main() {
    divan::main();
}

fn evening_text(hands: usize) -> String {
    let registry = TableRegistry::built_in();
    let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
    seeded_evening(2026, "stockholm", &table, hands).to_ron()
}

#[divan::bench(args = [1_000, 10_000])]
fn parse_and_settle(bencher: divan::Bencher, hands: usize) {
    let registry = TableRegistry::built_in();
    let text = evening_text(hands);
    bencher
        .counter(divan::counter::BytesCount::of_str(&text))
        .bench(|| vira::settle_source(&registry, "bench.ron", divan::black_box(&text)).unwrap());
}

#[divan::bench(args = [10_000])]
fn parse_only(bencher: divan::Bencher, hands: usize) {
    let text = evening_text(hands);
    bencher.bench(|| {
        vira::ledger::evening::Evening::parse("bench.ron", divan::black_box(&text)).unwrap()
    });
}
