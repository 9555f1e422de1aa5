//! Open a generated club archive of 5,000 evenings (about 300,000 hands) and
//! compute its statistics (goal: under 2 s in release on a 2-core machine).
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

use sample::write_club_archive;
use vira::archive::stats::Statistics;
use vira::archive::{Archive, Filter};
use vira::ledger::evening::Evening;
use vira::rules::registry::{TableRegistry, ron_options};

fn main() {
    divan::main();
}

#[divan::bench(args = [500, 5_000], sample_count = 5, sample_size = 1)]
fn open_and_statistics(bencher: divan::Bencher, evenings: usize) {
    let registry = TableRegistry::built_in();
    let dir = tempfile::tempdir().unwrap();
    write_club_archive(dir.path(), 2026, evenings, &registry).unwrap();
    bencher.bench(|| {
        let archive = Archive::open(dir.path(), &registry).unwrap();
        let stats = Statistics::of_archive(&archive, &Filter::default());
        assert_eq!(stats.evenings, evenings);
        (archive, stats)
    });
}

/// What a change of the filter costs in the app: the statistics of one
/// player over an archive already read (5,000 evenings).
#[divan::bench(args = [5_000], sample_count = 5, sample_size = 1)]
fn statistics_of_one_player(bencher: divan::Bencher, evenings: usize) {
    let registry = TableRegistry::built_in();
    let dir = tempfile::tempdir().unwrap();
    write_club_archive(dir.path(), 2026, evenings, &registry).unwrap();
    let archive = Archive::open(dir.path(), &registry).unwrap();
    let filter = Filter {
        players: vec!["Anna".into()],
        ..Filter::default()
    };
    bencher.bench(|| Statistics::of_archive(&archive, &filter));
}

/// Reading 500 evening files of about 60 hands: `Evening::parse` (its
/// fast reader, see `vira::ledger::evening::fast`) against ron alone.
#[divan::bench(args = ["Evening::parse", "ron"], sample_count = 5, sample_size = 1)]
fn parse_evening_files(bencher: divan::Bencher, reader: &str) {
    let registry = TableRegistry::built_in();
    let dir = tempfile::tempdir().unwrap();
    let texts: Vec<String> = write_club_archive(dir.path(), 2026, 500, &registry)
        .unwrap()
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect();
    bencher.bench(|| {
        texts
            .iter()
            .map(|text| match reader {
                "ron" => ron_options().from_str::<Evening>(text).unwrap(),
                _ => Evening::parse("e.ron", text).unwrap(),
            })
            .map(|evening| evening.hands.len())
            .sum::<usize>()
    });
}
