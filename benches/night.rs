//! A club night's standing at championship size (issue 36): 12 tables of
//! 5 players (60 players), 60 hands a table, made from the tables' files
//! and from their addresses over loopback (each table's evening served as
//! `vira serve` serves it). The host makes the standing again every half
//! second; a hand is in it within that, the time of one standing below,
//! and the table's own look at its file (a quarter second).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

#[path = "../tests/common/sample.rs"]
#[allow(dead_code)]
mod sample;

use std::path::Path;

use vira::ledger::evening::Evening;
use vira::rules::registry::TableRegistry;

fn main() {
    divan::main();
}

const TABLES: usize = 12;
const SEATS: usize = 5;

/// The sample's names (Anna … Eva) replaced by `names` everywhere in the
/// evening.
fn renamed(mut evening: Evening, names: &[String]) -> Evening {
    let sample = ["Anna", "Bo", "Cia", "Dag", "Eva"];
    let name = |old: &str| {
        sample
            .iter()
            .position(|s| *s == old)
            .map_or_else(|| old.to_string(), |i| names[i].clone())
    };
    evening.players = evening.players.iter().map(|p| name(p)).collect();
    evening.first_dealer = name(&evening.first_dealer);
    for hand in &mut evening.hands {
        hand.declarer = name(&hand.declarer);
        hand.dealer = hand.dealer.as_deref().map(name);
        hand.gok_penalty = hand.gok_penalty.iter().map(|p| name(p)).collect();
    }
    evening
}

/// A night folder of 12 tables of 5 and the evenings written there; the
/// night file's path.
fn night_of_twelve(dir: &Path) -> (std::path::PathBuf, Vec<Evening>) {
    let registry = TableRegistry::built_in();
    let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
    let mut rng = fastrand::Rng::with_seed(36);
    let mut sittings = Vec::new();
    let mut evenings = Vec::new();
    for t in 0..TABLES {
        let names: Vec<String> = (0..SEATS)
            .map(|s| format!("P{:02}", t * SEATS + s + 1))
            .collect();
        let mut chooser = sample::Chooser::new(std::iter::repeat_with(|| rng.u32(..)));
        let evening = sample::possible_evening(
            &mut chooser,
            "stockholm",
            &table,
            SEATS,
            60,
            vira::ledger::evening::House {
                price_per_bet_ore: Some(500),
                currency: Some("kr".into()),
                ..Default::default()
            },
        );
        let evening = renamed(evening, &names);
        std::fs::write(dir.join(format!("bord-{}.ron", t + 1)), evening.to_ron()).unwrap();
        sittings.push(format!(
            "NightTable(evening: \"bord-{}.ron\", players: [{}])",
            t + 1,
            names
                .iter()
                .map(|n| format!("{n:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        evenings.push(evening);
    }
    let night = dir.join("kvall.night");
    std::fs::write(
        &night,
        format!(
            "Night(format: 1, date: \"2026-11-26\", rule: Places(points: [5, 3, 2, 1, 0]), sittings: [Sitting(tables: [{}])])",
            sittings.join(", ")
        ),
    )
    .unwrap();
    (night, evenings)
}

/// The standing from the 12 tables' files in the night's folder.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn standing_of_12_tables_from_their_files(bencher: divan::Bencher) {
    let registry = TableRegistry::built_in();
    let dir = tempfile::tempdir().unwrap();
    let (night, _) = night_of_twelve(dir.path());
    bencher.bench(|| {
        let (_, standing) =
            vira::disk::night::night_standing(&night, &registry, vira::disk::night::no_network)
                .unwrap();
        assert_eq!(standing.rows.len(), TABLES * SEATS);
        assert!(standing.problems.is_empty());
        standing
    });
}

/// The standing from the 12 tables' addresses on loopback (each its own
/// server, as each table's laptop serves its evening).
#[divan::bench(sample_count = 10, sample_size = 1)]
fn standing_of_12_tables_over_the_network(bencher: divan::Bencher) {
    let registry = TableRegistry::built_in();
    let dir = tempfile::tempdir().unwrap();
    let host = tempfile::tempdir().unwrap();
    let (night, evenings) = night_of_twelve(dir.path());
    // The host's folder: the night alone, each table followed at its address.
    let mut text = std::fs::read_to_string(&night).unwrap();
    let mut servers = Vec::new();
    for (t, evening) in evenings.iter().enumerate() {
        let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
        let ledger = vira::ledger::Ledger::new(evening, &table).unwrap();
        let now = evening.date.and_hms_opt(20, 0, 0).unwrap();
        let pages = vira::serve::Pages::of(|language| {
            vira::report::phone::phone_view(evening, &ledger, now, language)
        })
        .with_evening(evening);
        let server =
            vira::serve::PhoneServer::start(std::net::SocketAddr::from(([127, 0, 0, 1], 0)), pages)
                .unwrap();
        text = text.replace(
            &format!("evening: \"bord-{}.ron\",", t + 1),
            &format!(
                "evening: \"bord-{}.ron\", feed: Some({:?}),",
                t + 1,
                server.url()
            ),
        );
        servers.push(server);
    }
    let followed = host.path().join("kvall.night");
    std::fs::write(&followed, text).unwrap();
    bencher.bench(|| {
        let (_, standing) = vira::disk::night::night_standing(
            &followed,
            &registry,
            vira::serve::feed::fetch_evening,
        )
        .unwrap();
        assert_eq!(standing.rows.len(), TABLES * SEATS);
        assert!(standing.problems.is_empty(), "{:?}", standing.problems);
        standing
    });
    drop(servers);
}
