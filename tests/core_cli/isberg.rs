//! Isbergsvira (the levels-and-points family): golden values for every
//! contract at every multiplier and outcome, written out from the seed
//! (`seeds/003_9e2b7db51ad7a8ff.txt`) as RULES.md reads it, and whole
//! evenings at three, four and five players worked by hand (the arithmetic
//! is in the comments).
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

use vira::error::ledger::{HandField, HandProblem};
use vira::ledger::{Account, HandSettlement, LedgerError, Outcome, Reason};
use vira::rules::registry::TableRegistry;
use vira::rules::table::{BidTable, Objective, Scoring, ScoringName};
use vira::{SettledEvening, settle_source};

fn isberg() -> BidTable {
    TableRegistry::built_in()
        .entry("isberg")
        .and_then(|entry| entry.table.clone().ok())
        .expect("the built-in isberg table loads")
}

fn try_settle(source: &str) -> Result<SettledEvening, vira::error::ledger::Error> {
    settle_source(&TableRegistry::built_in(), "test.ron", source)
}

fn settle(source: &str) -> SettledEvening {
    try_settle(source).unwrap_or_else(|e| panic!("{e}\n{source}"))
}

fn evening(table: &str, players: &[&str], dealer: &str, hands: &[&str]) -> String {
    let players: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    format!(
        "Evening(format: 1, date: \"2026-11-21\", table: {table:?},\n players: [{}], first_dealer: {dealer:?},\n hands: [\n{}\n])",
        players.join(", "),
        hands
            .iter()
            .map(|h| format!("  Hand({h}),"))
            .collect::<Vec<_>>()
            .join("\n")
    )
}

/// Net amount of `reason` postings for one account in a hand (+ received).
fn net(hand: &HandSettlement, account: Account, reason: Reason) -> i64 {
    hand.postings
        .iter()
        .filter(|p| p.reason == reason)
        .map(|p| {
            if p.to == account {
                p.amount
            } else if p.from == account {
                -p.amount
            } else {
                0
            }
        })
        .sum()
}

const P: fn(usize) -> Account = Account::Player;

/// Every contract's value per opponent, written out from the seed: level x
/// rank multiplier (ofärg 1, färg 2, högsta färg 4; misär 3) x the
/// contract's own (vingel 2, tringel 3); Hope Solo and the Ouverte Royale
/// misärs take none. Trick games list [ofärg, färg, högsta färg]; gask 0-4
/// and minusgask add [misär]; misärs list [misär]. Above sea level with no
/// second-last bid the base is the level.
const GOLDEN: [(&str, &str, &[i64]); 55] = [
    ("minusgask", "-1", &[-1, -2, -4, -3]),
    ("gokagg", "-1", &[-3]),
    ("begar", "0", &[0, 0, 0]),
    ("gask-0", "0", &[0, 0, 0, 0]),
    ("vingel-6", "1", &[2, 4, 8]),
    ("turne-6", "1", &[1, 2, 4]),
    ("spel-7", "1", &[1, 2, 4]),
    ("gask-1", "1", &[1, 2, 4, 3]),
    ("upp-3", "1", &[3]),
    // 4/3 x 3 = 4, exactly.
    ("upp-2", "4/3", &[4]),
    ("gokunge", "4/3", &[4]),
    ("vingel-7", "2", &[4, 8, 16]),
    ("turne-7", "2", &[2, 4, 8]),
    ("spel-8", "2", &[2, 4, 8]),
    ("gask-2", "2", &[2, 4, 8, 6]),
    ("solo-6", "2", &[2, 4, 8]),
    ("kopmisar-4", "2", &[6]),
    ("vingel-8", "3", &[6, 12, 24]),
    ("turne-8", "3", &[3, 6, 12]),
    ("spel-9", "3", &[3, 6, 12]),
    ("gask-3", "3", &[3, 6, 12, 9]),
    ("hope-solo-6", "3", &[3, 3, 3]),
    ("solo-petite-falsk-misar", "3", &[9]),
    ("upp-1", "3", &[9]),
    ("muntergok", "3", &[9]),
    // The seed's example: tringel 9 in preference, 4 x 4 x 3 = 48.
    ("tringel-9", "4", &[12, 24, 48]),
    ("gask-4", "4", &[4, 8, 16, 12]),
    ("solo-7", "4", &[4, 8, 16]),
    ("kopmisar-3", "4", &[12]),
    ("spel-10", "6", &[6, 12, 24]),
    ("gask-6", "6", &[6, 12, 24]),
    ("hope-solo-7", "6", &[6, 6, 6]),
    ("solo-grande-falsk-misar", "6", &[18]),
    ("kopmisar-2", "6", &[18]),
    ("gask-5", "8", &[8, 16, 32]),
    ("solo-8", "8", &[8, 16, 32]),
    ("kopmisar-1", "8", &[24]),
    ("vira", "12", &[12, 24, 48]),
    ("hope-solo-8", "12", &[12, 12, 12]),
    ("solo-petite-misar", "12", &[36]),
    ("solo-9", "16", &[16, 32, 64]),
    ("hope-solo-9", "24", &[24, 24, 24]),
    ("solo-grande-misar", "24", &[72]),
    ("solo-10", "32", &[32, 64, 128]),
    ("hope-solo-10", "48", &[48, 48, 48]),
    ("solo-petite-misar-ouverte", "48", &[144]),
    ("solo-11", "64", &[64, 128, 256]),
    ("hope-solo-11", "96", &[96, 96, 96]),
    ("solo-grande-misar-ouverte", "96", &[288]),
    ("solo-12", "128", &[128, 256, 512]),
    ("hope-solo-12", "192", &[192, 192, 192]),
    ("solo-petite-misar-ouverte-royale", "192", &[192]),
    ("solo-vira", "256", &[256, 512, 1024]),
    ("hope-solo-vira", "384", &[384, 384, 384]),
    ("solo-grande-misar-ouverte-royale", "384", &[384]),
];

/// Contracts the seed forbids to surrender: Solo, Solo Misär, Hope Solo.
fn surrenderable(id: &str) -> bool {
    !id.starts_with("solo") && !id.starts_with("hope-solo")
}

/// Pot factor k: vingel 2, tringel 3, else 1.
fn k(id: &str) -> i64 {
    if id.starts_with("vingel") {
        2
    } else if id.starts_with("tringel") {
        3
    } else {
        1
    }
}

#[test]
fn the_table_has_the_55_contracts_of_the_issue_at_their_levels() {
    let table = isberg();
    assert_eq!(table.scoring.name(), ScoringName::Levels);
    assert_eq!(table.contracts.len(), 55);
    for (id, level, _) in GOLDEN {
        let contract = table.contract(id).unwrap_or_else(|| panic!("{id} missing"));
        let row = contract.level().unwrap();
        assert_eq!(row.value.to_string(), level, "{id}");
        assert_eq!(row.pot, k(id), "{id}");
        assert_eq!(row.surrender, surrenderable(id), "{id}");
    }
    let Scoring::Levels(levels) = &table.scoring else {
        panic!("isberg is a levels table");
    };
    assert_eq!(levels.points_per_pinne, 6);
    assert_eq!(
        [levels.bet_at(3), levels.bet_at(4), levels.bet_at(5)],
        [Some(54), Some(48), Some(45)]
    );
    assert_eq!(levels.sea_level.to_string(), "12");
    assert_eq!(levels.jackpot.to_string(), "144");
    // Bid order follows the levels.
    let order: Vec<_> = table
        .contracts_in_bid_order()
        .iter()
        .map(|c| c.level().unwrap().value)
        .collect();
    assert!(order.windows(2).all(|w| w[0] <= w[1]));
}

/// The trump ranks a golden row lists, in its order.
fn ranks_of(table: &BidTable, id: &str) -> Vec<&'static str> {
    match table.contract(id).unwrap().objective {
        Objective::Misar(_) => vec!["Misar"],
        Objective::Tricks(_) => vec!["Common", "Second", "Preference"],
        Objective::TricksOrMisar { .. } => vec!["Common", "Second", "Preference", "Misar"],
    }
}

/// Tricks for won, lost by one and lost by two.
fn tricks_for(table: &BidTable, id: &str, rank: &str) -> [u8; 3] {
    let misar_at_most = |m: vira::rules::table::Misar| [m.at_most, m.at_most + 1, m.at_most + 2];
    match (table.contract(id).unwrap().objective, rank) {
        (Objective::Misar(m), _) | (Objective::TricksOrMisar { misar: m, .. }, "Misar") => {
            misar_at_most(m)
        }
        (Objective::Tricks(t) | Objective::TricksOrMisar { tricks: t, .. }, _) => [t, t - 1, t - 2],
    }
}

#[test]
fn every_contract_at_every_multiplier_and_outcome() {
    let table = isberg();
    let bet = 54;
    let mut cases = 0;
    for (id, _, values) in GOLDEN {
        let ranks = ranks_of(&table, id);
        assert_eq!(ranks.len(), values.len(), "{id}");
        for (rank, &value) in ranks.iter().zip(values) {
            let [won, lost, codille] = tricks_for(&table, id, rank);
            let jackpot = {
                let level = table.contract(id).unwrap().level().unwrap().value;
                level >= vira::rules::levels::Ratio::whole(144)
            };
            let mut outcomes = vec![
                (format!("Tricks({won})"), Outcome::Won),
                (format!("Tricks({lost})"), Outcome::Lost),
                (format!("Tricks({codille})"), Outcome::Codille),
            ];
            if surrenderable(id) {
                outcomes.push(("Surrendered".to_string(), Outcome::Surrendered));
            }
            for (result, outcome) in outcomes {
                // Three players, Anna deals, Bo declares; the pulla holds 3 b
                // (162 points) from the refill before the first deal.
                let hand =
                    format!(r#"declarer: "Bo", contract: "{id}", trump: {rank}, result: {result}"#);
                let s = settle(&evening("isberg", &["Anna", "Bo", "Cia"], "Anna", &[&hand]));
                let h = &s.settlement.hands[0];
                let what = format!("{id} {rank} {result}");
                assert_eq!(h.outcome, outcome, "{what}");
                assert_eq!(h.value, Some(value), "{what}");
                assert_eq!(h.jackpot, jackpot, "{what}");
                let (points, pot) = match outcome {
                    // Each opponent pays the value; the pulla pays k betar
                    // (a jackpot: all 162).
                    Outcome::Won => (2 * value, if jackpot { 162 } else { k(id) * bet }),
                    Outcome::Lost => (0, -k(id) * bet),
                    Outcome::Surrendered => (-2 * value, -k(id) * bet),
                    Outcome::Codille => (-2 * value, -2 * k(id) * bet),
                };
                assert_eq!(net(h, P(1), Reason::Pinnar), points, "{what}");
                assert_eq!(net(h, P(1), Reason::Pot), pot, "{what}");
                // The opponents share the points alike.
                assert_eq!(
                    net(h, P(0), Reason::Pinnar),
                    net(h, P(2), Reason::Pinnar),
                    "{what}"
                );
                cases += 1;
            }
        }
    }
    // 55 contracts, 135 (contract, rank) pairs; 4 outcomes each, 3 for the
    // 24 solo contracts (57 pairs) that cannot be surrendered: 135 x 4 - 57.
    assert_eq!(cases, 484);
}

#[test]
fn a_surrendered_solo_is_refused_with_its_hand_and_field() {
    for id in ["solo-6", "hope-solo-8", "solo-grande-misar"] {
        let error = try_settle(&evening(
            "isberg",
            &["Anna", "Bo", "Cia"],
            "Anna",
            &[&format!(
                r#"declarer: "Bo", contract: "{id}", result: Surrendered"#
            )],
        ))
        .unwrap_err();
        let vira::error::ledger::Error::Hand { error, .. } = error else {
            panic!("{error:?}")
        };
        assert_eq!((error.hand, error.field), (1, HandField::Result), "{id}");
        assert!(matches!(error.problem, HandProblem::CannotSurrender { .. }));
    }
}

#[test]
fn above_sea_level_the_second_last_bid_adds_its_level() {
    let hand = |contract: &str, trump: &str, second: &str, tricks: u8| {
        let source = evening(
            "isberg",
            &["Anna", "Bo", "Cia"],
            "Anna",
            &[&format!(
                r#"declarer: "Bo", contract: "{contract}", trump: {trump}, second_last: Some("{second}"), result: Tricks({tricks})"#
            )],
        );
        let s = settle(&source);
        (s.settlement.hands[0].value, s.settlement.hands[0].jackpot)
    };
    // Solo 10 over solo 9 in preference: (32 + 16) x 4 = 192.
    assert_eq!(
        hand("solo-10", "Preference", "solo-9", 10),
        (Some(192), false)
    );
    // Vira over gask 5 in colour: (12 + 8) x 2 = 40.
    assert_eq!(hand("vira", "Second", "gask-5", 13), (Some(40), false));
    // Solo 12 over hope solo 11: 128 + 96 = 224 >= 144, a jackpot.
    assert_eq!(
        hand("solo-12", "Common", "hope-solo-11", 12),
        (Some(224), true)
    );
    // Below sea level the second-last bid changes nothing: 8-spel over
    // 7-spel in ofärg is 2.
    assert_eq!(hand("spel-8", "Common", "spel-7", 8), (Some(2), false));
    // A misär above sea level over a level-4/3 contract: (12 + 4/3) x 3 = 40.
    assert_eq!(
        hand("solo-petite-misar", "Misar", "gokunge", 0),
        (Some(40), false)
    );
}

#[test]
fn a_second_last_bid_must_be_a_contract_not_above_the_one_played() {
    let refused = |second: &str| {
        let error = try_settle(&evening(
            "isberg",
            &["Anna", "Bo", "Cia"],
            "Anna",
            &[&format!(
                r#"declarer: "Bo", contract: "solo-9", trump: Common, second_last: Some("{second}"), result: Tricks(9)"#
            )],
        ))
        .unwrap_err();
        let vira::error::ledger::Error::Hand { error, .. } = error else {
            panic!("{error:?}")
        };
        assert_eq!(error.field, HandField::SecondLast);
        error.problem
    };
    assert!(matches!(
        refused("solo-13"),
        HandProblem::UnknownContract { .. }
    ));
    assert!(matches!(
        refused("solo-10"),
        HandProblem::SecondLastAbove { .. }
    ));
}

#[test]
fn fields_a_family_does_not_use_are_errors_in_that_hand() {
    let hand_error = |table: &str, hands: &[&str]| {
        let error = try_settle(&evening(table, &["Anna", "Bo", "Cia"], "Anna", hands)).unwrap_err();
        let vira::error::ledger::Error::Hand { error, .. } = error else {
            panic!("{error:?}")
        };
        (error.hand, error.field, error.problem)
    };
    let fine = r#"declarer: "Bo", contract: "begar", trump: Common, result: Tricks(6)"#;
    // A classic hand with the levels family's fields.
    assert_eq!(
        hand_error(
            "stockholm",
            &[
                fine,
                r#"declarer: "Cia", contract: "begar", trump: Common, rebuys: 1, result: Tricks(6)"#
            ]
        ),
        (2, HandField::Rebuys, HandProblem::FieldNotUsed)
    );
    assert_eq!(
        hand_error(
            "stockholm",
            &[
                r#"declarer: "Bo", contract: "solo-7", trump: Common, second_last: Some("solo-6"), result: Tricks(7)"#
            ]
        ),
        (1, HandField::SecondLast, HandProblem::FieldNotUsed)
    );
    // An Isbergsvira hand with the classic omköp record.
    assert_eq!(
        hand_error(
            "isberg",
            &[
                fine,
                fine,
                r#"declarer: "Cia", contract: "begar", trump: Common, omkop: Some(Common), result: Tricks(6)"#
            ]
        ),
        (3, HandField::Omkop, HandProblem::FieldNotUsed)
    );
    // Rebuys where the declarer does not buy (a gask).
    let (hand, field, problem) = hand_error(
        "isberg",
        &[r#"declarer: "Bo", contract: "gask-2", trump: Common, rebuys: 1, result: Tricks(9)"#],
    );
    assert_eq!((hand, field), (1, HandField::Rebuys));
    assert!(matches!(problem, HandProblem::NoOmkop { .. }));
}

#[test]
fn old_files_read_unchanged_and_new_fields_round_trip() {
    let source = evening(
        "isberg",
        &["Anna", "Bo", "Cia"],
        "Anna",
        &[
            r#"declarer: "Cia", contract: "tringel-9", trump: Second, rebuys: 2, result: Tricks(8)"#,
            r#"declarer: "Bo", contract: "solo-10", trump: Preference, second_last: Some("solo-9"), result: Tricks(10)"#,
        ],
    );
    let evening = vira::ledger::evening::Evening::parse("e.ron", &source).unwrap();
    assert_eq!(evening.hands[0].rebuys, 2);
    assert_eq!(evening.hands[1].second_last.as_deref(), Some("solo-9"));
    let text = evening.to_ron();
    assert!(text.contains("rebuys: 2"), "{text}");
    assert!(text.contains("second_last: Some(\"solo-9\")"), "{text}");
    assert_eq!(
        vira::ledger::evening::Evening::parse("s.ron", &text).unwrap(),
        evening
    );
    // A hand without them writes neither.
    let plain = vira::ledger::evening::Hand::new(
        "Bo",
        "begar",
        Some(vira::ledger::evening::Trump::Common),
        vira::ledger::evening::HandResult::Tricks(6),
    );
    let mut classic = evening.clone();
    classic.hands = vec![plain];
    let text = classic.to_ron();
    assert!(
        !text.contains("rebuys") && !text.contains("second_last"),
        "{text}"
    );
}

/// Three players, Anna deals first. 1 bet = 54 points.
#[test]
fn an_evening_at_three() {
    let s = settle(&evening(
        "isberg",
        &["Anna", "Bo", "Cia"],
        "Anna",
        &[
            // 1 (Anna deals): tringel 9 in preference, two rebuys, won.
            r#"declarer: "Cia", contract: "tringel-9", trump: Preference, rebuys: 2, result: Tricks(9)"#,
            // 2 (Bo): solo 10 in preference over solo 9: (32 + 16) x 4 = 192.
            r#"declarer: "Bo", contract: "solo-10", trump: Preference, second_last: Some("solo-9"), result: Tricks(10)"#,
            // 3 (Cia): minusgask as misär, 3 tricks: lost by 2.
            r#"declarer: "Anna", contract: "minusgask", trump: Misar, result: Tricks(3)"#,
            // 4 (Anna): minusgask as misär, 1 trick: won (falsk).
            r#"declarer: "Bo", contract: "minusgask", trump: Misar, result: Tricks(1)"#,
            // 5 (Bo): gökunge (level 4/3) won; Anna passed without her guards.
            r#"declarer: "Cia", contract: "gokunge", result: Tricks(0), gok_penalty: ["Anna"]"#,
            // 6 (Cia): 8-spel surrendered in ofärg: value 2.
            r#"declarer: "Anna", contract: "spel-8", trump: Common, result: Surrendered"#,
            // 7 (Anna): vingel 7 in colour, 6 tricks: lost by 1.
            r#"declarer: "Bo", contract: "vingel-7", trump: Second, result: Tricks(6)"#,
            // 8 (Bo): hope solo vira over solo vira: 384 + 256 = 640, a jackpot.
            r#"declarer: "Cia", contract: "hope-solo-vira", trump: Common, second_last: Some("solo-vira"), result: Tricks(13)"#,
        ],
    ));
    let st = &s.settlement;
    // Before the first deal the pulla is empty: everyone puts in 1 bet.
    assert_eq!(st.opening.pulla, 162);
    assert_eq!(st.opening.balances, vec![-54, -54, -54]);
    let after: Vec<(Vec<i64>, i64)> = st
        .hands
        .iter()
        .map(|h| (h.balances.clone(), h.pulla))
        .collect();
    // 1: value 4 x 4 x 3 = 48; rebuys 2 x 3 b = 324 in; the pulla pays 3 b.
    //    Cia -54 - 324 + 162 + 2 x 48 = -120; Anna, Bo -54 - 48 = -102;
    //    pulla 162 + 324 - 162 = 324 (6 b).
    assert_eq!(after[0], (vec![-102, -102, -120], 324));
    assert_eq!(net(&st.hands[0], P(2), Reason::Omkop), -324);
    assert_eq!(st.hands[0].value, Some(48));
    // 2: Bo +2 x 192 + 54 = 336; Anna -294, Cia -312; pulla 270.
    assert_eq!(after[1], (vec![-294, 336, -312], 270));
    // 3: value -1 x 3 = -3 reverses: lost by 2, the opponents pay Anna 3
    //    each; Anna pays 2 b. Anna -294 + 6 - 108 = -396; pulla 378.
    assert_eq!(after[2], (vec![-396, 333, -315], 378));
    assert_eq!(st.hands[2].outcome, Outcome::Codille);
    // 4: won, value -3: Bo pays Anna and Cia 3 each and takes 1 b.
    //    Bo 333 - 6 + 54 = 381; pulla 324.
    assert_eq!(after[3], (vec![-393, 381, -312], 324));
    // 5: 4/3 x 3 = 4: Anna and Bo pay Cia 4; Cia takes 1 b; Anna's thief
    //    pass costs her 1 b. Cia -312 + 8 + 54 = -250; Anna -393 - 4 - 54 =
    //    -451; Bo 377; pulla 324 - 54 + 54 = 324.
    assert_eq!(after[4], (vec![-451, 377, -250], 324));
    assert_eq!(net(&st.hands[4], P(0), Reason::PassPenalty), -54);
    // 6: surrendered: Anna pays Bo and Cia 2 each and 1 b: -509; pulla 378.
    assert_eq!(after[5], (vec![-509, 379, -248], 378));
    // 7: lost by 1: k = 2 betar, no points. Bo 379 - 108 = 271; pulla 486.
    assert_eq!(after[6], (vec![-509, 271, -248], 486));
    assert_eq!(net(&st.hands[6], P(0), Reason::Pinnar), 0);
    // 8: jackpot: Cia takes all 486 and 640 from each opponent:
    //    -248 + 486 + 1280 = 1518; Anna -1149, Bo -369. The pulla is empty:
    //    everyone puts in 1 bet: 162.
    assert_eq!(after[7], (vec![-1203, -423, 1464], 162));
    assert!(st.hands[7].jackpot);
    assert_eq!(net(&st.hands[7], P(2), Reason::Pot), 486);
    // The split: 162 / 3 = 54 each.
    assert_eq!((st.split.share, st.split.odd), (54, 0));
    assert_eq!(st.final_balances, vec![-1149, -369, 1518]);
    assert_eq!(st.final_balances.iter().sum::<i64>(), 0);
}

/// Four players, Dag deals first; the dealer's right sits out. 1 bet = 48.
#[test]
fn an_evening_at_four() {
    let s = settle(&evening(
        "isberg",
        &["Anna", "Bo", "Cia", "Dag"],
        "Dag",
        &[
            // 1 (Dag deals, Cia sits out): tringel 9 in preference, 7 tricks.
            r#"declarer: "Anna", contract: "tringel-9", trump: Preference, result: Tricks(7)"#,
            // 2 (Anna deals, Dag sits out): gask 5 in preference.
            r#"declarer: "Cia", contract: "gask-5", trump: Preference, result: Tricks(12)"#,
            // 3 (Bo deals, Anna sits out): vira in colour over gask 5.
            r#"declarer: "Dag", contract: "vira", bid: Colour, trump: Second, second_last: Some("gask-5"), result: Tricks(13)"#,
        ],
    ));
    let st = &s.settlement;
    assert_eq!(st.opening.pulla, 192);
    assert_eq!(st.hands[0].deal.sitting_out, vec![2]);
    assert_eq!(st.hands[1].deal.sitting_out, vec![3]);
    assert_eq!(st.hands[2].deal.sitting_out, vec![0]);
    // 1: lost by 2: 48 to Bo and Dag, 2 x 3 b = 288 to the pulla.
    //    Anna -48 - 96 - 288 = -432; Bo, Dag -48 + 48 = 0; pulla 480.
    assert_eq!(
        (st.hands[0].balances.clone(), st.hands[0].pulla),
        (vec![-432, 0, -48, 0], 480)
    );
    // 2: 8 x 4 = 32 from Bo and Anna, 1 b from the pulla: Cia -48 + 64 + 48.
    assert_eq!(
        (st.hands[1].balances.clone(), st.hands[1].pulla),
        (vec![-464, -32, 64, 0], 432)
    );
    // 3: (12 + 8) x 2 = 40 from Cia and Bo; Dag 0 + 80 + 48 = 128.
    assert_eq!(st.hands[2].value, Some(40));
    assert_eq!(
        (st.hands[2].balances.clone(), st.hands[2].pulla),
        (vec![-464, -72, 24, 128], 384)
    );
    // Split 384 / 4 = 96 each; Cia sat out hand 1 and still takes a share.
    assert_eq!(st.split.share, 96);
    assert_eq!(st.final_balances, vec![-368, 24, 120, 224]);
}

/// Five players, Eva deals first: the dealer's left and right sit out. 1 bet
/// = 45 points.
#[test]
fn an_evening_at_five() {
    let s = settle(&evening(
        "isberg",
        &["Anna", "Bo", "Cia", "Dag", "Eva"],
        "Eva",
        &[
            // 1 (Eva deals; Anna and Dag sit out; Bo is forehand): gökägg won,
            //    both passers lacked their guards (each pays).
            r#"declarer: "Bo", contract: "gokagg", result: Tricks(0), gok_penalty: ["Cia", "Eva"]"#,
            // 2 (Anna deals; Bo and Eva sit out): two up, one rebuy, won.
            r#"declarer: "Dag", contract: "upp-2", rebuys: 1, result: Tricks(0)"#,
            // 3 (Bo deals; Cia and Anna sit out): köpmisär 3, one trick: won.
            r#"declarer: "Eva", contract: "kopmisar-3", result: Tricks(1)"#,
        ],
    ));
    let st = &s.settlement;
    assert_eq!(st.opening.pulla, 225);
    let deal = &st.hands[0].deal;
    assert_eq!(
        (deal.sitting_out.to_vec(), deal.forehand, deal.middlehand),
        (vec![0, 3], 1, 2)
    );
    // 1: -1 x 3 = -3: Bo pays Cia and Eva 3 each, takes 1 b; Cia and Eva
    //    pay 1 b each. Bo -45 - 6 + 45 = -6; Cia, Eva -45 + 3 - 45 = -87;
    //    pulla 225 - 45 + 90 = 270.
    assert_eq!(
        (st.hands[0].balances.clone(), st.hands[0].pulla),
        (vec![-45, -6, -87, -45, -87], 270)
    );
    // 2: 4/3 x 3 = 4 from Cia and Anna; the rebuy 1 b in, the win 1 b out.
    //    Dag -45 - 45 + 8 + 45 = -37.
    assert_eq!(
        (st.hands[1].balances.clone(), st.hands[1].pulla),
        (vec![-49, -6, -91, -37, -87], 270)
    );
    // 3: 4 x 3 = 12 from Dag and Bo; Eva -87 + 24 + 45 = -18; pulla 225.
    assert_eq!(
        (st.hands[2].balances.clone(), st.hands[2].pulla),
        (vec![-49, -18, -91, -49, -18], 225)
    );
    // Split 225 / 5 = 45 each.
    assert_eq!(st.final_balances, vec![-4, 27, -46, -4, 27]);
}

#[test]
fn six_players_or_a_count_the_table_does_not_price_are_refused() {
    let error = try_settle(&evening(
        "isberg",
        &["Anna", "Bo", "Cia", "Dag", "Eva", "Fia"],
        "Anna",
        &[],
    ))
    .unwrap_err();
    assert!(error.to_string().contains("players"), "{error}");
}

#[test]
fn the_astol_example_table_loads_and_settles() {
    let source = include_str!("../../docs/examples/astol-nivavira.ron");
    let table = vira::rules::registry::parse_table("astol-nivavira.ron", source)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(table.scoring.name(), ScoringName::Levels);
    let evening = vira::ledger::evening::Evening::parse(
        "e.ron",
        &evening(
            "astol-nivavira",
            &["Anna", "Bo", "Cia"],
            "Anna",
            &[r#"declarer: "Bo", contract: "spel-8", trump: Preference, result: Tricks(8)"#],
        ),
    )
    .unwrap();
    let settlement = vira::ledger::settle(&evening, &table).unwrap();
    let hand = &settlement.hands[0];
    assert_eq!(hand.outcome, Outcome::Won);
    assert!(hand.value.is_some());
    // Four players are refused: the example prices only three.
    let mut four = evening.clone();
    four.players.push("Dag".into());
    assert!(matches!(
        vira::ledger::settle(&four, &table),
        Err(LedgerError::Evening(_))
    ));
}
