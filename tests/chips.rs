//! Chips follow the ledger: scenarios worked by hand, and property tests
//! that the chips, valued by the conventions, always equal the ledger.
// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

mod common;

use common::sample::{Chooser, possible_evening};
use proptest::prelude::*;
use vira::chips::set::{self, ChipSettings};
use vira::chips::{ChipEvent, Resolved, Spot, follow};
use vira::ledger::evening::{Evening, House};
use vira::ledger::{Account, Book, Rules, Settlement, settle};
use vira::rules::registry::TableRegistry;
use vira::rules::table::{BidTable, Refill};

fn table(id: &str) -> BidTable {
    TableRegistry::built_in()
        .entry(id)
        .unwrap()
        .table
        .clone()
        .unwrap()
}

fn settings(convention: usize, bowl: [u32; 4], keep: u32) -> ChipSettings {
    let tokens = set::conventions().swap_remove(convention % 3).tokens;
    ChipSettings {
        bowl: ["pinne", "rund", "bet", "triangel"]
            .iter()
            .zip(bowl)
            .map(|(k, n)| ((*k).to_string(), n))
            .collect(),
        tokens,
        keep,
        ..ChipSettings::default()
    }
}

/// Checks, posting by posting, that the chips valued by the conventions
/// equal the ledger's balances and pulla, that no chip is made or lost,
/// and that the reckoning ends with every chip at home and the buy-backs
/// paying exactly the final balances.
fn check_chips(settlement: &Settlement, rules: &Rules, chip_settings: &ChipSettings) {
    let evening = follow(settlement, rules, chip_settings);
    let chips: &Resolved = &evening.chips;
    let seats = settlement.players.len();
    let total: i64 = (0..seats)
        .map(|s| chips.face(&evening.start.bowls[s]))
        .sum();
    let mut book = Book::open(&vec![0; seats], 0);
    let all_steps = std::iter::once(&evening.opening).chain(evening.hands.iter());
    let ledger_steps = std::iter::once(&settlement.opening.postings)
        .chain(settlement.hands.iter().map(|h| &h.postings));
    let mut state = evening.start.clone();
    for (hand, postings) in all_steps.zip(ledger_steps) {
        assert_eq!(hand.steps.len(), postings.len());
        for (step, posting) in hand.steps.iter().zip(postings) {
            assert_eq!(&step.posting, posting);
            book.apply(posting).unwrap();
            // Replay the step's events on our own copy of the chips.
            for event in &step.events {
                apply(&mut state, event);
            }
            for seat in 0..seats {
                assert_eq!(
                    chips.balance(&state, seat),
                    book.balances[seat],
                    "seat {seat} after {posting:?}: {:?}",
                    step.events
                );
            }
            assert_eq!(chips.pulla(&state), book.pulla, "pulla after {posting:?}");
            let face: i64 = state.bowls.iter().map(|b| chips.face(b)).sum::<i64>()
                + chips.face(&state.pulla)
                + state
                    .tokens
                    .iter()
                    .map(|t| chips.value(t.kind))
                    .sum::<i64>();
            assert_eq!(face, total, "a chip was made or lost");
            for bowl in state.bowls.iter().chain(std::iter::once(&state.pulla)) {
                assert!(bowl.counts.iter().flatten().all(|&n| n >= 0));
            }
        }
        assert_eq!(state, hand.state);
    }
    // The reckoning.
    let reckoning = &evening.reckoning;
    assert!(reckoning.after_share.tokens.is_empty());
    assert!(reckoning.after_share.pulla.is_empty());
    assert!(reckoning.after_share.tab.iter().all(|&t| t == 0));
    for seat in 0..seats {
        assert_eq!(
            chips.face(&reckoning.after.bowls[seat]),
            chips.face(&evening.start.bowls[seat]),
            "every chip home"
        );
        for colour in (0..seats).filter(|&c| c != seat) {
            assert!(
                reckoning.after.bowls[seat].counts[colour]
                    .iter()
                    .all(|&n| n == 0)
            );
        }
        let net: i64 = reckoning
            .buybacks
            .iter()
            .map(|b| {
                if b.to == seat {
                    b.pinnar
                } else if b.from == seat {
                    -b.pinnar
                } else {
                    0
                }
            })
            .sum();
        assert_eq!(
            net, settlement.final_balances[seat],
            "seat {seat}'s buy-backs"
        );
    }
    for swap in &reckoning.swaps {
        let worth = |chips_list: &[(usize, usize, i64)]| -> i64 {
            chips_list.iter().map(|(_, k, n)| chips.value(*k) * n).sum()
        };
        assert_eq!(worth(&swap.gives), swap.pinnar);
        assert_eq!(worth(&swap.gets), swap.pinnar);
        assert!(swap.gets.iter().all(|(c, _, _)| *c == swap.seat));
    }
}

/// Applies one event to a chip state (the test's own bookkeeping).
fn apply(state: &mut vira::chips::ChipState, event: &ChipEvent) {
    match event {
        ChipEvent::Move {
            from,
            to,
            colour,
            kind,
            count,
        } => {
            spot_mut(state, *from).add(*colour, *kind, -count);
            spot_mut(state, *to).add(*colour, *kind, *count);
        }
        ChipEvent::Token { token, .. } => {
            state.bowls[token.owner].add(token.owner, token.kind, -1);
            state.tokens.push(token.clone());
        }
        ChipEvent::TokenBack { token } => {
            let at = state.tokens.iter().position(|t| t == token).unwrap();
            state.tokens.remove(at);
            state.bowls[token.owner].add(token.owner, token.kind, 1);
        }
        ChipEvent::Tab {
            seat,
            pinnar,
            total,
        } => {
            state.tab[*seat] += pinnar;
            assert_eq!(state.tab[*seat], *total);
        }
        ChipEvent::ThroughPulla { .. } => {}
    }
}

fn spot_mut(state: &mut vira::chips::ChipState, spot: Spot) -> &mut vira::chips::state::Holding {
    match spot {
        Spot::Bowl(s) => &mut state.bowls[s],
        Spot::Pulla => &mut state.pulla,
    }
}

const TABLES: [&str; 4] = ["stockholm", "stockholm-1999", "oberg-1945", "curriculum"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// At every step the chips, valued by the conventions, equal the
    /// ledger's balances and pulla; nothing is created or lost; the
    /// reckoning brings every chip home and pays the final balances.
    #[test]
    fn chips_always_equal_the_ledger(
        table_index in 0usize..4,
        players in 3usize..=4,
        hands in 0usize..40,
        convention in 0usize..3,
        bowl in (0u32..25, 0u32..12, 0u32..8, 0u32..2),
        keep in 0u32..8,
        refill in 0u32..3,
        choices in proptest::collection::vec(any::<u32>(), 400),
    ) {
        let id = TABLES[table_index];
        let table = table(id);
        let mut chooser = Chooser::new(choices.iter().copied());
        let house = House {
            refill: Some(match refill { 0 => Refill::WhenShort, 1 => Refill::WhenEmpty, _ => Refill::KeepAtLeast(3) }),
            price_per_bet_ore: Some(500),
            ..House::default()
        };
        let chip_settings = settings(convention, [bowl.0, bowl.1, bowl.2, bowl.3], keep);
        let mut evening: Evening = possible_evening(&mut chooser, id, &table, players, hands, house);
        evening.chips = Some(chip_settings.clone());
        let settlement = settle(&evening, &table).unwrap();
        let rules = Rules::for_evening(&evening, &table).unwrap();
        check_chips(&settlement, &rules, &chip_settings);
    }
}

#[test]
fn the_default_set_follows_a_long_evening() {
    let table = table("stockholm");
    let mut rng_values = (0..20_000u32).map(|i| i.wrapping_mul(2_654_435_761));
    let mut chooser = Chooser::new(&mut rng_values);
    let mut evening = possible_evening(&mut chooser, "stockholm", &table, 4, 120, House::default());
    evening.chips = Some(ChipSettings::default());
    let settlement = settle(&evening, &table).unwrap();
    let rules = Rules::for_evening(&evening, &table).unwrap();
    check_chips(&settlement, &rules, &ChipSettings::default());
    let _ = Account::Pulla;
}

/// The random evenings reach every rule of docs/chips.md: tokens in and
/// under the pulla, change, the pulla's paper and payments through the
/// pulla (a test that cannot reach them would prove nothing).
#[test]
fn random_evenings_reach_every_chip_rule() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60u32 {
        let table = table("stockholm");
        let mut values = (0..4_000u32)
            .map(move |i| (i ^ seed.wrapping_mul(0x9e37_79b9)).wrapping_mul(2_654_435_761));
        let mut chooser = Chooser::new(&mut values);
        let mut evening = possible_evening(
            &mut chooser,
            "stockholm",
            &table,
            3 + (seed as usize % 2),
            60,
            House::default(),
        );
        let chip_settings = settings(seed as usize, [12, 4, 2, seed % 2], 4);
        evening.chips = Some(chip_settings.clone());
        let settlement = settle(&evening, &table).unwrap();
        let rules = Rules::for_evening(&evening, &table).unwrap();
        let chips = follow(&settlement, &rules, &chip_settings);
        for hand in &chips.hands {
            for step in &hand.steps {
                for event in &step.events {
                    seen.insert(match event {
                        ChipEvent::Move { .. } => "move".to_string(),
                        ChipEvent::Token { token, .. } => format!("token {:?}", token.place),
                        ChipEvent::TokenBack { .. } => "back".into(),
                        ChipEvent::Tab { pinnar, .. } if *pinnar > 0 => "credit".into(),
                        ChipEvent::Tab { .. } => "debt".into(),
                        ChipEvent::ThroughPulla { .. } => "through".into(),
                    });
                }
            }
        }
        if !chips.reckoning.swaps.is_empty() {
            seen.insert("swap".into());
        }
    }
    for wanted in [
        "move",
        "token In",
        "token Under",
        "credit",
        "debt",
        "through",
        "swap",
    ] {
        assert!(seen.contains(wanted), "{wanted} never happened: {seen:?}");
    }
}
