//! The JSON of `vira settle --json` stays byte for byte what it was when it
//! was built as a `serde_json::Value` tree: `reference_json` below is that
//! code, kept as the reference, and every generated evening (3 to 5 players,
//! every built-in table, money on and off, omköp, gök penalties, surrendered
//! hands, each house rule) and the documented example are checked against it:
//! the library's JSON, the CSV helpers' compact JSON, and the binary's output.
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

use crate::common;

use std::process::Command;

use common::sample::{Chooser, possible_evening, seeded_evening};
use serde_json::{Map, Value, json};
use vira::SettledEvening;
use vira::ledger::evening::{Evening, HandResult, House};
use vira::ledger::{Account, Outcome, Posting, Reason};
use vira::report::{bid_id, trump_id};
use vira::rules::registry::TableRegistry;
use vira::rules::table::{BothPassersFail, OddPinnar, Refill};

const BIN: &str = env!("CARGO_BIN_EXE_vira");

// ---------------------------------------------------------------------------
// The reference: the Value-building code of src/report/mod.rs as it was.
// ---------------------------------------------------------------------------

fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::Codille => "codille",
        Outcome::Surrendered => "surrendered",
    }
}

fn reason_word(reason: Reason) -> &'static str {
    match reason {
        Reason::Ala => "ala",
        Reason::Refill => "refill",
        Reason::Pot => "pot",
        Reason::Pinnar => "pinnar",
        Reason::Omkop => "omkop",
        Reason::PassPenalty => "gok_penalty",
        Reason::Split => "split",
    }
}

fn account_name(account: Account, players: &[String]) -> String {
    match account {
        Account::Pulla => "pulla".to_string(),
        Account::Player(seat) => players[seat].clone(),
    }
}

fn reference_postings(postings: &[Posting], players: &[String]) -> Value {
    postings
        .iter()
        .map(|p| {
            json!({
                "from": account_name(p.from, players),
                "to": account_name(p.to, players),
                "pinnar": p.amount,
                "reason": reason_word(p.reason),
            })
        })
        .collect()
}

fn reference_balances(balances: &[i64], players: &[String]) -> Value {
    let map: Map<String, Value> = players
        .iter()
        .zip(balances)
        .map(|(name, b)| (name.clone(), json!(b)))
        .collect();
    Value::Object(map)
}

fn reference_json(settled: &SettledEvening) -> Value {
    let SettledEvening {
        evening,
        rules,
        settlement,
    } = settled;
    let players = &settlement.players;
    let hands: Vec<Value> = settlement
        .hands
        .iter()
        .zip(&evening.hands)
        .map(|(s, hand)| {
            let mut hand_json = json!({
                "number": s.number,
                "dealer": players[s.deal.dealer],
                "forehand": players[s.deal.forehand],
                "sitting_out": s.deal.sitting_out.iter().map(|&i| players[i].clone()).collect::<Vec<_>>(),
                "declarer": players[s.declarer],
                "contract": hand.contract,
                "bid": bid_id(hand.bid),
                "trump": trump_id(s.played),
                "omkop": hand.omkop.map(trump_id),
                "result": match hand.result { HandResult::Tricks(n) => json!(n), HandResult::Surrendered => json!("surrendered") },
                "outcome": outcome_word(s.outcome),
                "overtricks": s.overtricks,
                "postings": reference_postings(&s.postings, players),
                "balances": reference_balances(&s.balances, players),
                "pulla": s.pulla,
            });
            if let (Some(value), Value::Object(map)) = (s.value, &mut hand_json) {
                map.insert("value".into(), json!(value));
                map.insert("jackpot".into(), json!(s.jackpot));
                map.insert("rebuys".into(), json!(hand.rebuys));
                map.insert("second_last".into(), json!(hand.second_last));
            }
            hand_json
        })
        .collect();
    let split = &settlement.split;
    // The results rounded together (they sum to 0): see
    // tests/money.rs for the rounding itself.
    let money: Option<Value> = rules.price_per_bet_ore.map(|price| {
        let results = vira::ledger::money::results_ore(
            &settlement.final_balances,
            price,
            rules.pinnar_per_bet(),
        )
        .unwrap();
        let map: Map<String, Value> = players
            .iter()
            .zip(results)
            .map(|(name, ore)| (name.clone(), json!(ore)))
            .collect();
        Value::Object(map)
    });
    json!({
        "table": evening.table,
        "variants": evening.variants,
        "unit": rules.unit().id(),
        "pinnar_per_bet": rules.pinnar_per_bet(),
        "price_per_bet_ore": rules.price_per_bet_ore,
        "currency": rules.currency,
        "players": players,
        "opening": {
            "postings": reference_postings(&settlement.opening.postings, players),
            "balances": reference_balances(&settlement.opening.balances, players),
            "pulla": settlement.opening.pulla,
        },
        "hands": hands,
        "split": {
            "pulla": split.pulla,
            "share": split.share,
            "odd": split.odd,
            "odd_to": split.odd_to.map(|i| players[i].clone()),
            "postings": reference_postings(&split.postings, players),
        },
        "final": reference_balances(&settlement.final_balances, players),
        "final_money_ore": money,
        "payments": settlement.payments.iter().map(|p| json!({
            "from": players[p.from],
            "to": players[p.to],
            "pinnar": p.pinnar,
            "money_ore": p.money_ore,
        })).collect::<Vec<_>>(),
    })
}

// ---------------------------------------------------------------------------
// The evenings
// ---------------------------------------------------------------------------

const TABLES: [&str; 5] = [
    "stockholm",
    "stockholm-1999",
    "oberg-1945",
    "curriculum",
    "isberg",
];

fn house(choice: usize, money: bool) -> House {
    House {
        opening_ala: Some(choice.is_multiple_of(2)),
        refill: Some(match (choice / 2) % 3 {
            0 => Refill::WhenShort,
            1 => Refill::WhenEmpty,
            _ => Refill::KeepAtLeast(3),
        }),
        gok_both_fail: Some(if (choice / 6).is_multiple_of(2) {
            BothPassersFail::Exempt
        } else {
            BothPassersFail::BothPay
        }),
        odd_pinnar: Some(if (choice / 12).is_multiple_of(2) {
            OddPinnar::BiggestLoser
        } else {
            OddPinnar::To("Bo".into())
        }),
        price_per_bet_ore: money.then_some(250 + 50 * choice as u64),
        currency: (money && choice.is_multiple_of(3)).then(|| "€".to_string()),
        forced: None,
    }
}

/// The evenings checked, as (name, RON text).
fn evenings() -> Vec<(String, String)> {
    let registry = TableRegistry::built_in();
    let table = |id: &str| registry.entry(id).unwrap().table.clone().unwrap();
    let mut out = vec![
        (
            "sundsvall".to_string(),
            std::fs::read_to_string("docs/examples/2026-11-21-sundsvall.ron").unwrap(),
        ),
        (
            "seeded 3000".to_string(),
            seeded_evening(2026, "stockholm", &table("stockholm"), 3000).to_ron(),
        ),
        (
            "empty".to_string(),
            seeded_evening(1, "stockholm", &table("stockholm"), 0).to_ron(),
        ),
    ];
    let mut choice = 0;
    for id in TABLES {
        let bid_table = table(id);
        for players in 3..=5 {
            for money in [false, true] {
                let mut rng = fastrand::Rng::with_seed(choice as u64);
                let mut chooser = Chooser::new(std::iter::repeat_with(move || rng.u32(..)));
                let evening: Evening = possible_evening(
                    &mut chooser,
                    id,
                    &bid_table,
                    players,
                    40 + 13 * choice,
                    house(choice, money),
                );
                out.push((
                    format!("{id}, {players} players, money {money}, house {choice}"),
                    evening.to_ron(),
                ));
                choice += 1;
            }
        }
    }
    out
}

fn settled(name: &str, text: &str) -> SettledEvening {
    vira::settle_source(&TableRegistry::built_in(), "evening.ron", text)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// What the evenings hold, so that the check covers what it says it does.
#[test]
fn the_evenings_cover_every_kind_of_hand() {
    let mut seen = Map::new();
    for (name, text) in evenings() {
        let value = reference_json(&settled(&name, &text));
        let mut mark = |what: &str| {
            seen.insert(what.to_string(), json!(true));
        };
        mark(&format!(
            "{} players",
            value["players"].as_array().unwrap().len()
        ));
        if value["final_money_ore"].is_object() {
            mark("money");
        }
        if value["split"]["odd_to"].is_string() {
            mark("odd to");
        }
        for p in value["opening"]["postings"].as_array().unwrap() {
            mark(&format!("reason {}", p["reason"].as_str().unwrap()));
        }
        for p in value["split"]["postings"].as_array().unwrap() {
            mark(&format!("reason {}", p["reason"].as_str().unwrap()));
        }
        for hand in value["hands"].as_array().unwrap() {
            if hand["omkop"].is_string() {
                mark("omkop");
            }
            if hand["result"] == "surrendered" {
                mark("surrendered");
            }
            mark(&format!("outcome {}", hand["outcome"].as_str().unwrap()));
            for p in hand["postings"].as_array().unwrap() {
                mark(&format!("reason {}", p["reason"].as_str().unwrap()));
            }
        }
    }
    for what in [
        "3 players",
        "4 players",
        "5 players",
        "money",
        "odd to",
        "omkop",
        "surrendered",
        "outcome won",
        "outcome lost",
        "outcome codille",
        "outcome surrendered",
        "reason ala",
        "reason refill",
        "reason pot",
        "reason pinnar",
        "reason omkop",
        "reason gok_penalty",
        "reason split",
    ] {
        assert!(seen.contains_key(what), "no evening has {what}: {seen:?}");
    }
}

// ---------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------

#[test]
fn the_library_json_is_the_reference() {
    for (name, text) in evenings() {
        let settled = settled(&name, &text);
        let reference = reference_json(&settled);
        let value =
            vira::report::settlement_json(&settled.evening, &settled.rules, &settled.settlement);
        assert_eq!(value, reference, "{name}");
        assert_eq!(
            serde_json::to_string_pretty(&value).unwrap(),
            serde_json::to_string_pretty(&reference).unwrap(),
            "{name}"
        );
        assert_eq!(
            vira::settle_json_str("evening.ron", &text).unwrap(),
            reference,
            "{name}"
        );
        let mut written = Vec::new();
        vira::report::write_settlement_json(
            &mut written,
            &settled.evening,
            &settled.rules,
            &settled.settlement,
        )
        .unwrap();
        let expected = serde_json::to_string_pretty(&reference).unwrap() + "\n";
        assert!(
            written == expected.as_bytes(),
            "{name}: the written JSON differs"
        );
    }
}

#[test]
fn the_csv_helpers_write_the_reference_json() {
    use vira::archive::export::{balances_value, postings_value};
    for (name, text) in evenings() {
        let s = settled(&name, &text).settlement;
        for hand in &s.hands {
            assert_eq!(
                postings_value(&hand.postings, &s.players).to_string(),
                reference_postings(&hand.postings, &s.players).to_string(),
                "{name}"
            );
            assert_eq!(
                balances_value(&hand.balances, &s.players).to_string(),
                reference_balances(&hand.balances, &s.players).to_string(),
                "{name}"
            );
        }
    }
}

#[test]
fn the_binary_prints_the_reference_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    // An empty club table folder: only the built-in tables.
    std::fs::create_dir(dir.path().join("tables")).unwrap();
    for (index, (name, text)) in evenings().into_iter().enumerate() {
        // The binary's start-up is the cost here: a few evenings are enough.
        if index > 4 && index % 5 != 0 {
            continue;
        }
        let file = dir.path().join("evening.ron");
        std::fs::write(&file, &text).unwrap();
        let output = Command::new(BIN)
            .arg("--table-dir")
            .arg(dir.path().join("tables"))
            .args(["settle", "--json"])
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let expected =
            serde_json::to_string_pretty(&reference_json(&settled(&name, &text))).unwrap() + "\n";
        let printed = String::from_utf8(output.stdout).unwrap();
        assert!(printed == expected, "{name}: the output differs");
    }
}

#[test]
fn a_full_disk_is_an_error_and_not_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // not on this system
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("tables")).unwrap();
    let file = dir.path().join("evening.ron");
    let (name, text) = evenings().swap_remove(1);
    std::fs::write(&file, text).unwrap();
    let output = Command::new(BIN)
        .arg("--table-dir")
        .arg(dir.path().join("tables"))
        .args(["settle", "--json"])
        .arg(&file)
        .stdout(full)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{name}: {stderr}");
    assert!(stderr.contains("cannot write the output"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
