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

use crate::common;

use common::sample::{Chooser, possible_evening};
use proptest::prelude::*;
use vira::chips::set::{self, ChipSettings};
use vira::chips::{ChipError, ChipEvent, Engine, Kind, Resolved, Seat, Spot, follow};
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
    let evening = follow(settlement, rules, chip_settings).unwrap();
    let chips: &Resolved = &evening.chips;
    let seats = settlement.players.len();
    let total: i64 = evening.start.bowls.iter().map(|b| chips.face(b)).sum();
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
                    Ok(book.balances[seat]),
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
    for seat in evening.start.bowls.seats() {
        assert_eq!(
            chips.face(&reckoning.after.bowls[seat]),
            chips.face(&evening.start.bowls[seat]),
            "every chip home"
        );
        for colour in evening.start.bowls.seats().filter(|&c| c != seat) {
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
            net,
            settlement.final_balances[seat.index()],
            "seat {seat:?}'s buy-backs"
        );
        // The money: the buy-backs pay the results in money (the results
        // rounded together, as the betdelning's payments): exactly where
        // the lines form a forest or a pinne is a whole number of öre,
        // else within an öre a line.
        if let (Some(results), Some(price)) = (&settlement.final_money_ore, rules.price_per_bet_ore)
        {
            let expected = results[seat.index()];
            let lines: Vec<_> = reckoning
                .buybacks
                .iter()
                .filter(|b| b.from == seat || b.to == seat)
                .collect();
            let money: i64 = lines
                .iter()
                .map(|b| {
                    let m = b.money_ore.unwrap();
                    if b.to == seat { m } else { -m }
                })
                .sum();
            let pinnar_per_bet = u64::try_from(rules.pinnar_per_bet()).unwrap();
            if price % pinnar_per_bet == 0 {
                assert_eq!(money, expected, "seat {seat:?}'s money");
            } else {
                let slack = i64::try_from(lines.len()).unwrap();
                assert!(
                    (money - expected).abs() <= slack,
                    "seat {seat:?}: {money} vs {expected}"
                );
            }
        }
    }
    for swap in &reckoning.swaps {
        let worth = |chips_list: &[(Seat, Kind, i64)]| -> i64 {
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
        price in prop::sample::select(vec![800u64, 500, 200, 50]),
        choices in proptest::collection::vec(any::<u32>(), 400),
    ) {
        let id = TABLES[table_index];
        let table = table(id);
        let mut chooser = Chooser::new(choices.iter().copied());
        let house = House {
            refill: Some(match refill { 0 => Refill::WhenShort, 1 => Refill::WhenEmpty, _ => Refill::KeepAtLeast(3) }),
            price_per_bet_ore: Some(price),
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
        let chips = follow(&settlement, &rules, &chip_settings).unwrap();
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

fn settled(source: &str) -> vira::SettledEvening {
    vira::settle_source(&TableRegistry::built_in(), "test.ron", source).unwrap()
}

fn chip_evening(settled: &vira::SettledEvening) -> vira::chips::ChipEvening {
    let settings = settled.rules.chips.clone().unwrap_or_default();
    follow(&settled.settlement, &settled.rules, &settings).unwrap()
}

fn words(settled: &vira::SettledEvening, hand: &vira::chips::ChipHand) -> Vec<String> {
    let chips = chip_evening(settled).chips;
    hand.steps
        .iter()
        .flat_map(|s| {
            vira::report::chips::events_words(
                &chips,
                &s.events,
                &settled.settlement.players,
                vira::rules::table::Language::Swedish,
            )
        })
        .collect()
}

/// Worked by hand (docs/examples/2026-11-22-chips.ron): bowls of 10 pinnar
/// and 1 bet, keep 2. Åla: each bet chip goes in. Bo loses by codille three
/// times (2 betar each) and has no bet chip: two pinnar in the pulla each
/// time, 1 bet each, and 1 pinne to each opponent in hand 2. With 2 pinnar
/// left (the 2 kept), hand 4's lost bet is a sexmastare under the pulla
/// (48 pinnar for 8): the pulla gives back its 3 bet chips (24) and owes
/// Bo the other 16 on paper. Anna's won bet in hand 5 is paper too (the
/// pulla holds only tokens). At the end (pulla 80, 24 each) Bo's seven
/// tokens (6 x 8 + 48 = 96) come back against his share and his paper
/// (24 + 16): he pays in all he has, 32, and owes 24 on paper; Anna takes
/// 24 + 8 in chips, Cia's 24 is the paper. Buy-back: Bo from Anna 9
/// pinnar and 1 bet (17), from Cia 1 pinne and the 24 on paper (25); Cia
/// her bet from Anna (8). Nets: Anna +25, Bo -42, Cia +17: the ledger's.
#[test]
fn bo_runs_out_of_betar_then_pinnar_and_places_a_sexmastare() {
    let source = std::fs::read_to_string("docs/examples/2026-11-22-chips.ron").unwrap();
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    assert_eq!(
        words(&settled, &chips.hands[0]),
        ["Bo har inga betar kvar: en pinne i pullan räknas som 1 bet (×2)"]
    );
    assert_eq!(
        words(&settled, &chips.hands[1]),
        [
            "Bo har inga betar kvar: en pinne i pullan räknas som 1 bet (×2)",
            "Bo → Cia: 1 pinne",
            "Bo → Anna: 1 pinne"
        ]
    );
    assert_eq!(
        words(&settled, &chips.hands[3]),
        [
            "Bo skjuter in en pinne under pullan: sexmastare, 6 betar",
            "pullan → Bo: 3 betar (1 Bos, 1 Annas, 1 Cias)",
            "Bo har 2 betar till godo i pullan (på papperet)"
        ]
    );
    assert_eq!(
        words(&settled, &chips.hands[4]),
        ["Anna har 1 bet till godo i pullan (på papperet)"]
    );
    // Tokens in and under the pulla, with their owner.
    let tokens = &chips.hands[3].state.tokens;
    assert_eq!(tokens.len(), 7);
    assert!(tokens.iter().all(|t| t.owner.index() == 1));
    assert_eq!(
        tokens.iter().map(|t| t.value).collect::<Vec<_>>(),
        [8, 8, 8, 8, 8, 8, 48]
    );
    let r = &chips.reckoning;
    assert_eq!(
        r.share
            .iter()
            .map(|l| (l.pinnar, l.paper))
            .collect::<Vec<_>>(),
        [(24, 0), (24, -24), (24, 24)]
    );
    assert!(r.swaps.is_empty());
    let lines: Vec<String> = r
        .buybacks
        .iter()
        .map(|b| {
            vira::report::chips::buyback_words(
                &chips.chips,
                b,
                &settled.settlement.players,
                "kr",
                vira::rules::table::Language::Swedish,
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            "Bo köper tillbaka 9 pinnar och 1 bet av Anna: 17 pinnar, 10,63 kr",
            "Bo köper tillbaka 1 pinne av Cia och löser 3 betar på papperet: 25 pinnar, 15,63 kr",
            "Cia köper tillbaka 1 bet av Anna: 8 pinnar, 5,00 kr",
        ]
    );
    assert_eq!(settled.settlement.final_balances, [25, -42, 17]);
}

/// The chip lines in English say "and", a count of one is singular
/// ("1 pinne", "1 bet"), and a buy-back says the chips and the paper
/// apart instead of "2 betar och 6 betar och 5 pinnar på papperet".
#[test]
fn chip_lines_speak_the_language_in_singular_and_plural() {
    use vira::rules::table::Language::{English, Swedish};
    let source = std::fs::read_to_string("docs/examples/2026-11-22-chips.ron").unwrap();
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    let players = &settled.settlement.players;
    let resolved = &chips.chips;
    // An amount in English: "and", never "och".
    assert_eq!(
        vira::report::chips::amount_words(45, 8, English),
        "5 betar and 5 pinnar"
    );
    assert_eq!(
        vira::report::chips::amount_words(45, 8, Swedish),
        "5 betar och 5 pinnar"
    );
    let mut english: Vec<String> = chips
        .hands
        .iter()
        .flat_map(|h| &h.steps)
        .flat_map(|s| vira::report::chips::events_words(resolved, &s.events, players, English))
        .collect();
    for (_, lines) in
        vira::report::chips::reckoning_words(resolved, &chips.reckoning, players, "kr", English)
    {
        english.extend(lines);
    }
    assert!(english.iter().all(|l| !l.contains(" och ")), "{english:#?}");
    assert!(
        english.contains(&"  Bo owes 3 betar on paper, paid in the buy-back".to_string()),
        "{english:#?}"
    );
    // An amount of betar and pinnar in an English chip line.
    let second = &chips.reckoning.buybacks[1];
    let through = vira::chips::ChipEvent::ThroughPulla {
        from: second.from,
        to: second.to,
        pinnar: 45,
    };
    assert_eq!(
        vira::report::chips::events_words(
            resolved,
            std::slice::from_ref(&through),
            players,
            English
        ),
        ["Bo has too few chips: 5 betar and 5 pinnar to Cia go through the pulla"]
    );
    assert_eq!(
        vira::report::chips::events_words(resolved, &[through], players, Swedish),
        ["Bo har inte marker nog: 5 betar och 5 pinnar till Cia går genom pullan"]
    );
    // Buy-backs: the sample's second (a pinne and paper), then one of
    // two bet chips and 53 pinnar on paper, then a single pinne.
    let bet_kind = chips.reckoning.buybacks[2].chips[0].0;
    let pinne_kind = second.chips[0].0;
    let heap = vira::chips::BuyBack {
        chips: vec![(bet_kind, 2)],
        paper: 53,
        pinnar: 69,
        money_ore: None,
        ..second.clone()
    };
    let one = vira::chips::BuyBack {
        chips: vec![(pinne_kind, 1)],
        paper: 0,
        pinnar: 1,
        money_ore: None,
        ..second.clone()
    };
    let paper_only = vira::chips::BuyBack {
        chips: Vec::new(),
        paper: 9,
        pinnar: 9,
        money_ore: None,
        ..second.clone()
    };
    let say = |b: &vira::chips::BuyBack, language| {
        vira::report::chips::buyback_words(resolved, b, players, "kr", language)
    };
    assert_eq!(
        say(&heap, Swedish),
        "Bo köper tillbaka 2 betar av Cia och löser 6 betar och 5 pinnar på papperet: 69 pinnar"
    );
    assert_eq!(
        say(&heap, English),
        "Bo buys back 2 betar from Cia and settles 6 betar and 5 pinnar on paper: 69 pinnar"
    );
    assert_eq!(
        say(&one, Swedish),
        "Bo köper tillbaka 1 pinne av Cia: 1 pinne"
    );
    assert_eq!(say(&one, English), "Bo buys back 1 pinne from Cia: 1 pinne");
    assert_eq!(
        say(&paper_only, Swedish),
        "Bo löser 1 bet och 1 pinne på papperet hos Cia: 9 pinnar"
    );
    assert_eq!(
        say(&paper_only, English),
        "Bo settles 1 bet and 1 pinne on paper with Cia: 9 pinnar"
    );
}

fn with_chips(tokens: &str, bowl: &str, keep: u32, hands: &str, players: &str) -> String {
    format!(
        r#"Evening(format: 1, date: "2026-11-22", table: "stockholm",
            house: House(price_per_bet_ore: 800),
            players: [{players}], first_dealer: "Cia",
            chips: Some((bowl: {{{bowl}}}, keep: {keep}{tokens})),
            hands: [{hands}])"#
    )
}

/// Tiomastare: Bo (1 bet chip, 2 pinnar kept) loses vingel 6 after omköp
/// by codille, 10 betar: his bet goes under the pulla as a tiomastare, 10
/// betar, exactly the payment. The omköp pinnar (vingel 6 second: 1 each)
/// are paid first with his pinnar.
#[test]
fn a_bet_under_the_pulla_is_a_tiomastare() {
    let tokens = r#", tokens: [
        (kind: "pinne", place: In, betar: 1), (kind: "rund", place: In, betar: 1),
        (kind: "bet", place: Under, betar: 10, name: Some((sv: "tiomastare", en: "tiomastare"))),
        (kind: "rund", place: Under, betar: 6, name: Some((sv: "sexmastare", en: "sexmastare"))),
        (kind: "pinne", place: Under, betar: 6, name: Some((sv: "sexmastare", en: "sexmastare")))]"#;
    let source = with_chips(
        tokens,
        r#""pinne": 4, "rund": 0, "bet": 2, "triangel": 0"#,
        4,
        r#"Hand(declarer: "Bo", contract: "vingel-6", trump: Common, omkop: Some(Common), result: Tricks(4))"#,
        r#""Anna", "Bo", "Cia""#,
    );
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    let said = words(&settled, &chips.hands[0]);
    assert!(
        said.contains(&"Bo skjuter in en bet under pullan: tiomastare, 10 betar".to_string()),
        "{said:?}"
    );
    check_chips(
        &settled.settlement,
        &settled.rules,
        settled.rules.chips.as_ref().unwrap(),
    );
}

/// A pinne in the pulla counts 5 betar: Bo, out of bet chips after the åla,
/// loses spel-7 after omköp by codille (5 betar): one pinne in the pulla.
#[test]
fn a_pinne_in_the_pulla_counts_five_betar() {
    let tokens = r#", tokens: [
        (kind: "pinne", place: In, betar: 5), (kind: "rund", place: In, betar: 1),
        (kind: "pinne", place: Under, betar: 6, name: Some((sv: "sexmastare", en: "sexmastare")))]"#;
    let source = with_chips(
        tokens,
        r#""pinne": 10, "rund": 2, "bet": 1"#,
        2,
        r#"Hand(declarer: "Bo", contract: "spel-7", trump: Common, omkop: Some(Common), result: Tricks(5))"#,
        r#""Anna", "Bo", "Cia""#,
    );
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    assert_eq!(
        words(&settled, &chips.hands[0]),
        ["Bo har inga betar kvar: en pinne i pullan räknas som 5 betar"]
    );
    check_chips(
        &settled.settlement,
        &settled.rules,
        settled.rules.chips.as_ref().unwrap(),
    );
}

/// Four at the table, the default set: Cia deals, so Bo (her right) sits
/// out hand 1, yet he put his bet in at the åla with the others; Anna
/// wins 7-spel in preference: 1 bet from the pulla, her own colour first,
/// and 1 pinne from each opponent (Cia and Dag) in their own colour.
#[test]
fn four_at_the_table_pay_in_their_own_colours() {
    let source = with_chips(
        "",
        r#""pinne": 20, "rund": 10, "bet": 6"#,
        6,
        r#"Hand(declarer: "Anna", contract: "spel-7", trump: Preference, result: Tricks(7))"#,
        r#""Anna", "Bo", "Cia", "Dag""#,
    );
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    let said = words(&settled, &chips.hands[0]);
    assert_eq!(said[0], "pullan → Anna: 1 bet");
    assert_eq!(said.len(), 3, "{said:?}");
    assert_eq!(said[1..], ["Dag → Anna: 1 pinne", "Cia → Anna: 1 pinne"]);
    assert_eq!(chips.opening.steps.len(), 4);
    check_chips(
        &settled.settlement,
        &settled.rules,
        settled.rules.chips.as_ref().unwrap(),
    );
}

/// `vira settle --chips --json`: each hand's bowls, pulla and tokens by
/// owner colour and kind, and the reckoning's share, swaps and buy-backs.
#[test]
fn the_command_line_prints_chips_as_json() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_vira"))
        .args([
            "settle",
            "docs/examples/2026-11-22-chips.ron",
            "--chips",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let hand4 = &v["hands"][3]["chips"];
    assert_eq!(hand4["bowls"]["Bo"]["Bo"]["pinne"], 1);
    assert_eq!(hand4["bowls"]["Bo"]["Anna"]["bet"], 1);
    assert_eq!(hand4["pulla"], serde_json::json!({}));
    assert_eq!(
        hand4["tokens"][6],
        serde_json::json!({"owner": "Bo", "kind": "pinne", "place": "under", "betar": 6, "pinnar": 48})
    );
    assert_eq!(hand4["paper"]["Bo"], 16);
    assert_eq!(v["opening"]["chips"]["pulla"]["Anna"]["bet"], 1);
    let buybacks = v["reckoning"]["buybacks"].as_array().unwrap();
    assert_eq!(
        buybacks[0],
        serde_json::json!({"from": "Bo", "to": "Anna", "chips": {"pinne": 9, "bet": 1}, "paper": 0, "pinnar": 17, "money_ore": 1063})
    );
    assert_eq!(v["reckoning"]["share"][2]["paper"], 24);
    assert!(v["reckoning"]["swaps"].as_array().unwrap().is_empty());
    // Without --chips nothing changes.
    let plain = std::process::Command::new(env!("CARGO_BIN_EXE_vira"))
        .args(["settle", "docs/examples/2026-11-22-chips.ron", "--json"])
        .output()
        .unwrap();
    let plain: serde_json::Value = serde_json::from_slice(&plain.stdout).unwrap();
    assert!(plain.get("reckoning").is_none());
    assert!(plain["hands"][0].get("chips").is_none());
}

/// An evening without chip settings is followed with the default set; the
/// text says each hand's moves and the reckoning's three steps.
#[test]
fn the_command_line_prints_chips_as_text_with_the_default_set() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_vira"))
        .args([
            "--lang",
            "sv",
            "settle",
            "docs/examples/2026-11-21-sundsvall.ron",
            "--chips",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for wanted in [
        "\nMarker\n",
        "Giv 12\n",
        "Pullan delas",
        "Vunna marker växlas mot förlorade",
        "köper tillbaka",
    ] {
        assert!(text.contains(wanted), "{wanted} missing in\n{text}");
    }
}

/// Chip settings that cannot be used are refused with the field and why.
#[test]
fn bad_chip_settings_are_refused_with_their_field() {
    let source = with_chips(
        "",
        r#""pinne": 10, "knapp": 3"#,
        2,
        "",
        r#""Anna", "Bo", "Cia""#,
    );
    let error = vira::settle_source(&TableRegistry::built_in(), "test.ron", &source).unwrap_err();
    let text = error.to_string();
    assert!(text.contains("chips"), "{text}");
    assert!(
        text.contains("`knapp` is not a kind of chip in the set"),
        "{text}"
    );
}

/// A bowl is shown running low before it is empty: with the default bowl
/// (6 betar) Bo puts 1 in at the åla, loses 2 by codille (3 left), then
/// 1 more (2 left): "bara 2 betar kvar" after the second hand only.
#[test]
fn a_bowl_running_low_is_said_before_it_is_empty() {
    let source = with_chips(
        "",
        r#""pinne": 20, "rund": 10, "bet": 6"#,
        6,
        r#"Hand(declarer: "Bo", contract: "spel-7", trump: Common, result: Tricks(5)),
           Hand(declarer: "Bo", contract: "spel-7", trump: Common, result: Tricks(6))"#,
        r#""Anna", "Bo", "Cia""#,
    );
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    let players = &settled.settlement.players;
    let low = |i: usize| {
        let before = if i == 0 {
            &chips.opening.state
        } else {
            &chips.hands[i - 1].state
        };
        vira::report::chips::low_words(
            &chips.chips,
            &chips.hands[i],
            Some(before),
            players,
            vira::rules::table::Language::Swedish,
        )
    };
    assert!(low(0).is_empty(), "{:?}", low(0));
    assert_eq!(low(1), ["Bo har bara 2 betar kvar i skålen"]);
    assert_eq!(
        chips.hands[1]
            .low
            .iter()
            .map(|s| s.index())
            .collect::<Vec<_>>(),
        [1]
    );
}

/// Chips are whole pinnar: a levels table (Isbergsvira, paid in points of
/// which a bet is 45, 48 or 54) cannot be followed in chips, and says so,
/// in the file and on the command line.
#[test]
fn a_levels_table_is_refused_chips_with_the_reason() {
    let source = r#"Evening(format: 1, date: "2026-11-22", table: "isberg",
        players: ["Anna", "Bo", "Cia"], first_dealer: "Cia", chips: Some(()))"#;
    let error = vira::settle_source(&TableRegistry::built_in(), "test.ron", source).unwrap_err();
    let text = error.to_string();
    assert!(text.contains("chips"), "{text}");
    assert!(text.contains("points"), "{text}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("isberg.ron");
    std::fs::write(&file, source.replace(", chips: Some(())", "")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_vira"))
        .args(["settle", "--chips"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("points"));
}

/// A broken invariant between the ledger and the chips is an error with
/// its data, never a quiet zero. Before, a posting to a seat the table
/// lacks took the chips out of the payer's bowl and put them nowhere (a
/// chip lost, no word said); a missing share of the pulla counted 0; a
/// share to a seat the table lacks was skipped; a balance asked for such a
/// seat was 0.
#[test]
fn a_seat_the_table_lacks_is_an_error_not_a_zero() {
    use vira::ledger::Reason;
    use vira::ledger::book::Posting;
    let chips = Resolved::new(&ChipSettings::default(), 8).unwrap();
    let mut engine = Engine::new(&chips, 3);
    let before = engine.state.clone();
    let to_nobody = Posting {
        from: Account::Player(0),
        to: Account::Player(3),
        amount: 5,
        reason: Reason::Pinnar,
    };
    assert_eq!(
        engine.post(&to_nobody),
        Err(ChipError::NoSuchSeat { seat: 3, seats: 3 })
    );
    let from_nobody = Posting {
        from: Account::Player(7),
        to: Account::Pulla,
        amount: 8,
        reason: Reason::Pot,
    };
    assert_eq!(
        engine.post(&from_nobody),
        Err(ChipError::NoSuchSeat { seat: 7, seats: 3 })
    );
    // Nothing moved, no chip lost.
    assert_eq!(engine.state, before);
    assert!(engine.take_events().is_empty());
    assert_eq!(
        chips.balance(&engine.state, 3),
        Err(ChipError::NoSuchSeat { seat: 3, seats: 3 })
    );
    // Shares of the pulla for two seats at a table of three.
    assert_eq!(
        engine.reckon(&[8, 8], &|_| None).err(),
        Some(ChipError::SeatCount {
            shares: 2,
            seats: 3
        })
    );
}

/// A settlement whose betdelning pays a seat the table lacks (or whose
/// hands post to one) cannot be followed in chips, and says which seat.
#[test]
fn a_settlement_naming_a_seat_the_chips_lack_is_refused() {
    let source = std::fs::read_to_string("docs/examples/2026-11-22-chips.ron").unwrap();
    let settled = settled(&source);
    let settings = settled.rules.chips.clone().unwrap();
    let mut settlement = settled.settlement.clone();
    let mut split = *settlement.split.postings.first().unwrap();
    split.to = Account::Player(5);
    settlement.split.postings.push(split);
    assert_eq!(
        follow(&settlement, &settled.rules, &settings).err(),
        Some(ChipError::NoSuchSeat { seat: 5, seats: 3 })
    );
    // Two players in the settlement, postings to the third.
    let mut settlement = settled.settlement.clone();
    settlement.players.pop();
    assert_eq!(
        follow(&settlement, &settled.rules, &settings).err(),
        Some(ChipError::NoSuchSeat { seat: 2, seats: 2 })
    );
    // A preview after a hand the evening does not have.
    let chips = chip_evening(&settled);
    let hands = chips.hands.len();
    assert_eq!(
        vira::chips::preview(&chips, hands + 2, &[]).err(),
        Some(ChipError::NoSuchHand {
            hand: hands + 2,
            hands
        })
    );
    assert_eq!(vira::chips::preview(&chips, hands, &[]), Ok(Vec::new()));
    // Said with its data in both languages.
    let error = ChipError::NoSuchSeat { seat: 5, seats: 3 };
    let sv = vira::report::chips::chip_error_words(&error, vira::rules::table::Language::Swedish);
    let en = vira::report::chips::chip_error_words(&error, vira::rules::table::Language::English);
    assert!(sv.contains("plats 6") && sv.contains("3 platser"), "{sv}");
    assert!(en.contains("seat 6") && en.contains("3 seats"), "{en}");
    // And in Japanese, every kind (they were said in English there).
    let every = [
        error,
        ChipError::SeatCount {
            shares: 4,
            seats: 3,
        },
        ChipError::NoSuchHand { hand: 7, hands: 5 },
        ChipError::NoSuchKind { kind: 4, kinds: 4 },
        ChipError::UnknownKind {
            id: "gul\u{1b}".into(),
        },
    ];
    for error in &every {
        let ja =
            vira::report::chips::chip_error_words(error, vira::rules::table::Language::Japanese);
        assert!(ja.starts_with("チップが"), "{ja}");
        assert!(
            !ja.split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| w.len() >= 3 && w != "gul"),
            "a Latin word in {ja}"
        );
    }
    let ja =
        vira::report::chips::chip_error_words(&every[0], vira::rules::table::Language::Japanese);
    assert!(ja.contains("6番席") && ja.contains("3席"), "{ja}");
    let unknown =
        vira::report::chips::chip_error_words(&every[4], vira::rules::table::Language::Japanese);
    assert!(unknown.contains("gul\\u{1b}"), "escaped: {unknown}");
}

/// The chips of an evening in Japanese (`vira --lang ja settle --chips`,
/// and the app's betdelning): every sentence in Japanese, amounts in
/// points, the sexmastare named as the Japanese say it. The pulla's share,
/// the tokens going back, the paper, the reckoning's headings and the
/// buy-back's price were said in English (in pinnar).
#[test]
fn the_chips_are_said_in_japanese() {
    let source = std::fs::read_to_string("docs/examples/2026-11-22-chips.ron").unwrap();
    let settled = settled(&source);
    let chips = chip_evening(&settled);
    let text = vira::report::chips::chips_text(
        &chips,
        &settled.settlement.players,
        "kr",
        vira::rules::table::Language::Japanese,
    );
    let latin: Vec<&str> = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty() && !["Anna", "Bo", "Cia", "kr"].contains(w))
        .collect();
    assert!(latin.is_empty(), "{latin:?} in\n{text}");
    // Listed with the Japanese comma, not the Latin one.
    let latin_commas: Vec<&str> = text.lines().filter(|l| l.contains(", ")).collect();
    assert!(latin_commas.is_empty(), "{latin_commas:#?}");
    for japanese in [
        "セクスマスターレ",
        "Boの取り分:24点",
        "ポットの下のBoの長い長方形がBoに戻ります(48点)",
        "ポットを分ける",
        "負けた人がチップを買い戻す",
        "CiaがAnnaから1 短い長方形を買い戻します: 8点、5.00 kr",
    ] {
        assert!(text.contains(japanese), "{japanese:?} in\n{text}");
    }
}
