//! The curriculum's stages as learning tables (source 000, "A Curriculum of
//! Vira"): each stage's table holds exactly that stage's bids with the
//! numbers of its own "Pool payments" and "Player payments" tables (or the
//! stage before's, where a stage adds rules but no numbers), and the early
//! stages' rule switches: no codille, no folding, no second exchange, no
//! pass penalty. The tables below are copied from the source as printed.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use vira::ledger::Outcome;
use vira::rules::registry::TableRegistry;
use vira::rules::table::{BidTable, Language, Payment};

/// Source 000, "Vira with payments": its Pool payments table, as printed.
const STAGE_1_POOL: &str = "\
|Bid         |w|l|
|------------|-|-|
|Game 6      |1|1|
|Turn-one 6  |1|1|
|Game 7      |1|1|
|Turn-two 6  |1|2|
|Turn-one 7  |1|1|
|Game 8      |1|1|
|Turn-two 7  |1|2|
|Turn-one 8  |2|1|
|Turn-two 8  |2|2|
|Game 9      |1|1|
|Turn-three 9|3|3|
";

/// Source 000, "Vira with payments": its Player payments table, as printed.
const STAGE_1_PLAYER: &str = "\
|Bid         |*|c| p|
|------------|-|-|--|
|Game 6      |0|0| 1|
|Turn-one 6  |0|0| 1|
|Game 7      |0|0| 1|
|Turn-two 6  |0|1| 1|
|Turn-one 7  |0|1| 1|
|Game 8      |0|1| 1|
|Turn-two 7  |1|1| 3|
|Turn-one 8  |1|1| 3|
|Turn-two 8  |1|3| 5|
|Game 9      |1|1| 3|
|Turn-three 9|3|5|11|
";

/// Source 000, "Vira with codille": its Pool payments table, as printed.
const STAGE_2_POOL: &str = "\
|Bid         |w|l|c|
|------------|-|-|-|
|Game 6      |1|1|2|
|Turn-one 6  |1|1|2|
|Game 7      |1|1|2|
|Turn-two 6  |1|2|4|
|Turn-one 7  |1|1|2|
|Game 8      |1|1|2|
|Turn-two 7  |1|2|4|
|Turn-one 8  |2|1|2|
|Turn-two 8  |2|2|4|
|Game 9      |1|1|2|
|Turn-three 9|3|3|6|
";

/// Source 000, "Vira with a second exchange": its Pool payments table, as printed.
const STAGE_4_POOL: &str = "\
|Bid         |w|l|c|2nd exch.   |w|l| c|
|------------|-|-|-|------------|-|-|--|
|Game 6      |1|1|2|            |0|3| 5|
|Turn-one 6  |1|1|2|            |0|3| 5|
|Game 7      |1|1|2|            |0|3| 5|
|Turn-two 6  |1|2|4|            |0|6|10|
|Turn-one 7  |1|1|2|            |0|3| 5|
|Game 8      |1|1|2|            |0|3| 5|
|Turn-two 7  |1|2|4|            |0|6|10|
|Turn-one 8  |2|1|2|            |0|3| 5|
|Turn-two 8  |2|2|4|            |0|6|10|
|Game 9      |1|1|2|            |0|3| 5|
|Turn-three 9|3|3|6|            |1|9|15|
";

/// Source 000, "Vira with misère": its Pool payments table, as printed.
const STAGE_5_POOL: &str = "\
|Bid         |w|l|c|2nd exch.   |w|l| c|
|------------|-|-|-|------------|-|-|--|
|Game 6      |1|1|2|            |0|3| 5|
|Turn-one 6  |1|1|2|            |0|3| 5|
|Game 7      |1|1|2|            |0|3| 5|
|Turn-two 6  |1|2|4|            |0|6|10|
|Gök         |1|2|4|            |-|-| -|
|Turn-one 7  |1|1|2|            |0|3| 5|
|Misère 1    |1|1|2|            |0|3| 5|
|Game 8      |1|1|2|            |0|3| 5|
|Turn-two 7  |1|2|4|            |0|6|10|
|Turn-one 8  |2|1|2|            |0|3| 5|
|Misère 2    |1|1|2|            |0|3| 5|
|Turn-two 8  |2|2|4|            |0|6|10|
|Misère 3    |1|1|2|            |0|3| 5|
|Game 9      |1|1|2|            |0|3| 5|
|Misère 4    |1|1|2|            |0|3| 5|
|Turn-three 9|3|3|6|            |1|9|15|
|Misère 5    |1|1|2|            |0|3| 5|
|Misère 6    |1|1|2|            |0|3| 5|
";

/// Source 000, "Vira with misère": its Player payments table, as printed.
const STAGE_5_PLAYER: &str = "\
|Bid         |*|c| p|
|------------|-|-|--|
|Game 6      |0|0| 1|
|Turn-one 6  |0|0| 1|
|Game 7      |0|0| 1|
|Turn-two 6  |0|1| 1|
|Gök         |0|-| -|
|Turn-one 7  |0|1| 1|
|Misère 1    |0|-| -|
|Game 8      |0|1| 1|
|Turn-two 7  |1|1| 3|
|Turn-one 8  |1|1| 3|
|Misère 2    |0|-| -|
|Turn-two 8  |1|3| 5|
|Misère 3    |0|-| -|
|Game 9      |1|1| 3|
|Misère 4    |1|-| -|
|Turn-three 9|3|5|11|
|Misère 5    |1|-| -|
|Misère 6    |1|-| -|
";

/// Source 000, "Vira with choice bids": its Pool payments table, as printed.
const STAGE_6_POOL: &str = "\
|Bid         |w|l|c|2nd exch.   |w|l| c|
|------------|-|-|-|------------|-|-|--|
|Game 6      |1|1|2|            |0|3| 5|
|Turn-one 6  |1|1|2|            |0|3| 5|
|Game 7      |1|1|2|            |0|3| 5|
|Turn-two 6  |1|2|4|            |0|6|10|
|Gask 0      |1|1|2|            |-|-| -|
|Gök         |1|2|4|            |-|-| -|
|Turn-one 7  |1|1|2|            |0|3| 5|
|Misère 1    |1|1|2|            |0|3| 5|
|Gask 1      |1|1|2|            |-|-| -|
|Game 8      |1|1|2|            |0|3| 5|
|Turn-two 7  |1|2|4|            |0|6|10|
|Turn-one 8  |2|1|2|            |0|3| 5|
|Misère 2    |1|1|2|            |0|3| 5|
|Gask 2      |1|1|2|            |-|-| -|
|Turn-two 8  |2|2|4|            |0|6|10|
|Misère 3    |1|1|2|            |0|3| 5|
|Gask 3      |1|1|2|            |-|-| -|
|Game 9      |1|1|2|            |0|3| 5|
|Misère 4    |1|1|2|            |0|3| 5|
|Gask 4      |1|1|2|            |-|-| -|
|Turn-three 9|3|3|6|            |1|9|15|
|Misère 5    |1|1|2|            |0|3| 5|
|Gask 6      |1|1|2|            |-|-| -|
|Misère 6    |1|1|2|            |0|3| 5|
|Gask 5      |1|1|2|            |-|-| -|
";

/// Source 000, "Vira with choice bids": its Player payments table, as printed.
const STAGE_6_PLAYER: &str = "\
|Bid         |*|c| p|
|------------|-|-|--|
|Game 6      |0|0| 1|
|Turn-one 6  |0|0| 1|
|Game 7      |0|0| 1|
|Turn-two 6  |0|1| 1|
|Gask 0      |0|0| 1|
|Gök         |0|-| -|
|Turn-one 7  |0|1| 1|
|Misère 1    |0|-| -|
|Gask 1      |0|0| 1|
|Game 8      |0|1| 1|
|Turn-two 7  |1|1| 3|
|Turn-one 8  |1|1| 3|
|Misère 2    |0|-| -|
|Gask 2      |0|1| 1|
|Turn-two 8  |1|3| 5|
|Misère 3    |0|-| -|
|Gask 3      |0|1| 2|
|Game 9      |1|1| 3|
|Misère 4    |1|-| -|
|Gask 4      |1|1| 3|
|Turn-three 9|3|5|11|
|Misère 5    |1|-| -|
|Gask 6      |1|2| 4|
|Misère 6    |1|-| -|
|Gask 5      |1|3| 5|
";

/// Source 000, "Vira with advanced bids": its Pool payments table, as printed.
const STAGE_8_POOL: &str = "\
|Bid         |w|l|c|2nd exch.   |w|l| c|
|------------|-|-|-|------------|-|-|--|
|Game 6      |1|1|2|            |0|3| 5|
|Turn-one 6  |1|1|2|            |0|3| 5|
|Game 7      |1|1|2|            |0|3| 5|
|Turn-two 6  |1|2|4|            |0|6|10|
|Gask 0      |1|1|2|            |-|-| -|
|Gök         |1|2|4|            |-|-| -|
|Turn-one 7  |1|1|2|            |0|3| 5|
|Misère 1    |1|1|2|            |0|3| 5|
|Gask 1      |1|1|2|            |-|-| -|
|Game 8      |1|1|2|            |0|3| 5|
|Turn-two 7  |1|2|4|            |0|6|10|
|Turn-one 8  |2|1|2|            |0|3| 5|
|Misère 2    |1|1|2|            |0|3| 5|
|Gask 2      |1|1|2|            |-|-| -|
|Solo 6      |1|1|2|            |-|-| -|
|Turn-two 8  |2|2|4|            |0|6|10|
|Misère 3    |1|1|2|            |0|3| 5|
|Gask 3      |1|1|2|            |-|-| -|
|Game 9      |1|1|2|            |0|3| 5|
|Misère 4    |1|1|2|            |0|3| 5|
|Gask 4      |1|1|2|            |-|-| -|
|Turn-three 9|3|3|6|            |1|9|15|
|Misère 5    |1|1|2|            |0|3| 5|
|Gask 6      |1|1|2|            |-|-| -|
|Solo 7      |1|1|2|            |-|-| -|
|Misère 6    |1|1|2|            |0|3| 5|
|Gask 5      |1|1|2|            |-|-| -|
|Solo 8      |1|1|2|            |-|-| -|
|Vira        |1|1|2|            |-|-| -|
|Solo 9      |1|1|2|            |-|-| -|
|Solo 10     |1|1|2|            |-|-| -|
|Solo 11     |1|1|2|            |-|-| -|
|Solo 12     |1|1|2|            |-|-| -|
|Solo 13     |1|1|2|            |-|-| -|
";

/// Source 000, "Vira with advanced bids": its Player payments table, as printed.
const STAGE_8_PLAYER: &str = "\
|Bid         |* |c  | p |
|------------|--|---|---|
|Game 6      |0 |0  | 1 |
|Turn-one 6  |0 |0  | 1 |
|Game 7      |0 |0  | 1 |
|Turn-two 6  |0 |1  | 1 |
|Gask 0      |0 |0  | 1 |
|Gök         |0 |-  | - |
|Turn-one 7  |0 |1  | 1 |
|Misère 1    |0 |-  | - |
|Gask 1      |0 |0  | 1 |
|Game 8      |0 |1  | 1 |
|Turn-two 7  |1 |1  | 3 |
|Turn-one 8  |1 |1  | 3 |
|Misère 2    |0 |-  | - |
|Gask 2      |0 |1  | 1 |
|Solo 6      |0 |1  | 1 |
|Turn-two 8  |1 |3  | 5 |
|Misère 3    |0 |-  | - |
|Gask 3      |0 |1  | 2 |
|Game 9      |1 |1  | 3 |
|Misère 4    |1 |-  | - |
|Gask 4      |1 |1  | 3 |
|Turn-three 9|3 |5  |11 |
|Misère 5    |1 |-  | - |
|Gask 6      |1 |2  | 4 |
|Solo 7      |0 |1  | 2 |
|Misère 6    |1 |-  | - |
|Gask 5      |1 |3  | 5 |
|Solo 8      |1 |2  | 4 |
|Vira        |2 |4  | 8 |
|Solo 9      |2 |4  | 8 |
|Solo 10     |4 |8  |16 |
|Solo 11     |8 |16 |32 |
|Solo 12     |16|32 |64 |
|Solo 13     |32|64 |128|
";

/// The stage tables: id, its pool table and its player table (a stage
/// without tables of its own keeps the ones before it).
const STAGES: [(&str, &str, &str); 8] = [
    ("curriculum-1-payments", STAGE_1_POOL, STAGE_1_PLAYER),
    ("curriculum-2-codille", STAGE_2_POOL, STAGE_1_PLAYER),
    ("curriculum-3-folding", STAGE_2_POOL, STAGE_1_PLAYER),
    ("curriculum-4-second-exchange", STAGE_4_POOL, STAGE_1_PLAYER),
    ("curriculum-5-misere", STAGE_5_POOL, STAGE_5_PLAYER),
    ("curriculum-6-choice-bids", STAGE_6_POOL, STAGE_6_PLAYER),
    ("curriculum-7-gok-conventions", STAGE_6_POOL, STAGE_6_PLAYER),
    ("curriculum-8-advanced-bids", STAGE_8_POOL, STAGE_8_PLAYER),
];

fn table(id: &str) -> BidTable {
    TableRegistry::built_in()
        .entry(id)
        .unwrap_or_else(|| panic!("{id} is built in"))
        .table
        .clone()
        .unwrap()
}

/// A printed table's rows: the bid's name and its cells.
fn rows(printed: &str) -> Vec<(String, Vec<String>)> {
    printed
        .lines()
        .skip(2)
        .map(|line| {
            let cells: Vec<String> = line
                .trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect();
            (cells[0].clone(), cells[1..].to_vec())
        })
        .collect()
}

fn number(cell: &str) -> Option<i32> {
    (cell != "-").then(|| cell.parse().unwrap())
}

#[test]
fn every_stage_has_exactly_its_bids_and_numbers() {
    for (id, pool, player) in STAGES {
        let t = table(id);
        let pool = rows(pool);
        let player: std::collections::HashMap<String, Vec<String>> =
            rows(player).into_iter().collect();
        let names: Vec<&str> = t.contracts.iter().map(|c| c.name.en.as_str()).collect();
        let printed: Vec<&str> = pool.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, printed, "{id}: the stage's bids in bid order");
        for (contract, (name, cells)) in t.contracts.iter().zip(&pool) {
            let at = format!("{id}, {name}");
            let Payment::Classic { pot, pinnar } = &contract.payment else {
                panic!("{at}: a classic contract");
            };
            assert_eq!(pot.won, number(&cells[0]).unwrap(), "{at}: w");
            assert_eq!(pot.lost, number(&cells[1]).unwrap(), "{at}: l");
            // Without a c column a loss by two or more pays as a simple loss.
            let codille = cells.get(2).map_or(number(&cells[1]), |c| number(c));
            assert_eq!(pot.codille, codille.unwrap(), "{at}: c");
            match cells.get(4) {
                Some(w) if w != "-" => {
                    let omkop = contract
                        .omkop
                        .as_ref()
                        .unwrap_or_else(|| panic!("{at}: omköp"));
                    assert_eq!(omkop.won, number(w).unwrap(), "{at}: 2nd w");
                    assert_eq!(omkop.lost, number(&cells[5]).unwrap(), "{at}: 2nd l");
                    assert_eq!(omkop.codille, number(&cells[6]).unwrap(), "{at}: 2nd c");
                }
                _ => assert!(contract.omkop.is_none(), "{at}: no second exchange"),
            }
            let p = &player[name];
            assert_eq!(pinnar.common, number(&p[0]).unwrap(), "{at}: *");
            assert_eq!(pinnar.second, number(&p[1]), "{at}: c");
            assert_eq!(pinnar.preference, number(&p[2]), "{at}: p");
        }
    }
}

#[test]
fn each_stage_says_what_it_adds_and_they_come_in_order() {
    let registry = TableRegistry::built_in();
    let stages: Vec<(u32, String)> = registry
        .entries()
        .filter_map(|e| {
            let t = e.table.as_ref().ok()?;
            Some((t.stage.as_ref()?.number, e.id.clone()))
        })
        .collect();
    let ids: Vec<&str> = STAGES.iter().map(|s| s.0).chain(["curriculum"]).collect();
    assert_eq!(stages.iter().map(|s| s.1.as_str()).collect::<Vec<_>>(), ids);
    assert_eq!(
        stages.iter().map(|s| s.0).collect::<Vec<_>>(),
        (1..=9).collect::<Vec<_>>()
    );
    for id in ids {
        let stage = table(id).stage.unwrap();
        assert!(!stage.adds.get(Language::Swedish).is_empty());
        assert!(!stage.adds.get(Language::English).is_empty());
    }
    // The rule switches: each comes at its stage and stays.
    let rules: Vec<[bool; 4]> = STAGES
        .iter()
        .map(|s| {
            let r = table(s.0).rules;
            [r.codille, r.surrender, r.omkop, r.pass_penalty]
        })
        .collect();
    assert_eq!(
        rules,
        [
            [false, false, false, false],
            [true, false, false, false],
            [true, true, false, false],
            [true, true, true, false],
            [true, true, true, false],
            [true, true, true, false],
            [true, true, true, true],
            [true, true, true, true],
        ]
    );
}

fn settle(id: &str, hand: &str) -> Result<vira::SettledEvening, String> {
    let source = format!(
        r#"Evening(format: 1, date: "2026-11-22", table: "{id}", players: ["Anna", "Bo", "Cia"],
            first_dealer: "Cia", hands: [{hand}])"#
    );
    vira::settle_source(&TableRegistry::built_in(), "stage.ron", &source).map_err(|e| e.to_string())
}

/// Game 7 in common with 5 tricks, after the åla (3 betar in the pulla):
/// at stage 1 a simple loss (1 bet), at stage 2 codille (2 betar).
#[test]
fn before_codille_a_loss_by_two_pays_as_a_simple_loss() {
    let hand = r#"Hand(declarer: "Anna", contract: "spel-7", trump: Common, result: Tricks(5))"#;
    let one = settle("curriculum-1-payments", hand).unwrap();
    assert_eq!(one.settlement.hands[0].outcome, Outcome::Lost);
    assert_eq!(one.settlement.hands[0].pulla, 24 + 8);
    let two = settle("curriculum-2-codille", hand).unwrap();
    assert_eq!(two.settlement.hands[0].outcome, Outcome::Codille);
    assert_eq!(two.settlement.hands[0].pulla, 24 + 16);
}

#[test]
fn folding_a_second_exchange_and_the_pass_penalty_wait_for_their_stages() {
    let fold = r#"Hand(declarer: "Anna", contract: "spel-7", trump: Common, result: Surrendered)"#;
    let refused = settle("curriculum-2-codille", fold).unwrap_err();
    assert!(
        refused.contains("hand 1") && refused.contains("result"),
        "{refused}"
    );
    assert!(
        refused.contains("folding comes in a later stage of the curriculum"),
        "{refused}"
    );
    assert_eq!(
        settle("curriculum-3-folding", fold)
            .unwrap()
            .settlement
            .hands[0]
            .outcome,
        Outcome::Surrendered
    );
    let omkop = r#"Hand(declarer: "Anna", contract: "spel-7", trump: Common, omkop: Some(Common), result: Tricks(7))"#;
    let refused = settle("curriculum-3-folding", omkop).unwrap_err();
    assert!(
        refused.contains("omkop") && refused.contains("a second exchange comes in a later stage"),
        "{refused}"
    );
    assert!(settle("curriculum-4-second-exchange", omkop).is_ok());
    // Gök won, Bo passed without his low guards: refused at stage 6,
    // 1 bet into the pulla at stage 7.
    let gok = r#"Hand(declarer: "Anna", contract: "gok", result: Tricks(0), gok_penalty: ["Bo"])"#;
    let refused = settle("curriculum-6-choice-bids", gok).unwrap_err();
    assert!(refused.contains("gok_penalty"), "{refused}");
    let seven = settle("curriculum-7-gok-conventions", gok).unwrap();
    let bo = seven.settlement.hands[0].balances[1];
    let without = settle(
        "curriculum-7-gok-conventions",
        &gok.replace(r#", gok_penalty: ["Bo"]"#, ""),
    )
    .unwrap();
    assert_eq!(
        without.settlement.hands[0].balances[1] - bo,
        8,
        "Bo pays 1 bet"
    );
}

/// A stage offers only its bids: gök, gask and solo do not exist at stage 1.
#[test]
fn an_evening_at_stage_one_knows_only_its_bids() {
    let refused = settle(
        "curriculum-1-payments",
        r#"Hand(declarer: "Anna", contract: "gok", result: Tricks(0))"#,
    )
    .unwrap_err();
    assert!(refused.contains("gok"), "{refused}");
    assert_eq!(table("curriculum-1-payments").contracts.len(), 11);
}
