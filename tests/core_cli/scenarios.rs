//! Whole evenings, settled and checked against values worked out by hand
//! (the arithmetic is in the comments).
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

use vira::ledger::{Account, HandSettlement, Outcome, Reason};
use vira::rules::registry::TableRegistry;
use vira::{SettledEvening, settle_source};

fn settle(source: &str) -> SettledEvening {
    settle_source(&TableRegistry::built_in(), "test.ron", source).unwrap_or_else(|e| panic!("{e}"))
}

fn evening(table: &str, extra: &str, players: &[&str], dealer: &str, hands: &[&str]) -> String {
    let players: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    format!(
        "Evening(format: 1, date: \"2026-11-21\", table: {table:?}, {extra}\n players: [{}], first_dealer: {dealer:?},\n hands: [\n{}\n])",
        players.join(", "),
        hands
            .iter()
            .map(|h| format!("  Hand({h}),"))
            .collect::<Vec<_>>()
            .join("\n")
    )
}

/// Net pinnar of `reason` postings for one account in a hand (+ received).
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

#[test]
fn three_players_with_refills_and_a_re_turned_tringel() {
    let s = settle(&evening(
        "stockholm",
        "",
        &["Anna", "Bo", "Cia"],
        "Cia",
        &[
            // Cia deals. Begär won: +1 b from the pulla (24 -> 16), pinnar 0.
            r#"declarer: "Anna", contract: "begar", trump: Common, result: Tricks(6)"#,
            // Anna deals. Turné 8 won pays 2 b (16 -> 0); common pinnar 1 each.
            r#"declarer: "Bo", contract: "turne-8", trump: Common, result: Tricks(8)"#,
            // Bo deals. Tringel 9 won pays 3 b; the pulla is empty: everyone
            // puts in 1 b (0 -> 24), then 24 goes to Cia; preference 11 each.
            r#"declarer: "Cia", contract: "tringel-9", trump: Preference, result: Tricks(9)"#,
            // Cia deals. Omtringel: first exchange common (3 p to each), re-turned
            // preference, won: 1 b (refill again: 0 -> 24 -> 16) and 11 p from each.
            r#"declarer: "Anna", contract: "tringel-9", trump: Preference, omkop: Some(Common), result: Tricks(9)"#,
        ],
    ));
    let hands = &s.settlement.hands;
    assert_eq!(s.settlement.opening.pulla, 24);
    assert_eq!(hands[0].balances, vec![0, -8, -8]);
    assert_eq!(hands[0].pulla, 16);
    assert_eq!(hands[1].balances, vec![-1, 10, -9]);
    assert_eq!(hands[1].pulla, 0);
    // Hand 3: one refill round of 1 b each, before the pot payment.
    let refills: Vec<_> = hands[2]
        .postings
        .iter()
        .filter(|p| p.reason == Reason::Refill)
        .collect();
    assert_eq!(refills.len(), 3);
    assert!(
        refills
            .iter()
            .all(|p| p.amount == 8 && p.to == Account::Pulla)
    );
    assert_eq!(hands[2].postings[0].reason, Reason::Refill);
    assert_eq!(net(&hands[2], P(2), Reason::Pot), 24);
    assert_eq!(net(&hands[2], P(2), Reason::Pinnar), 22);
    assert_eq!(hands[2].balances, vec![-20, -9, 29]);
    assert_eq!(hands[2].pulla, 0);
    // Hand 4: omköp pinnar at the first exchange's rank, result at the new one.
    assert_eq!(net(&hands[3], P(0), Reason::Omkop), -6);
    assert_eq!(net(&hands[3], P(1), Reason::Omkop), 3);
    assert_eq!(net(&hands[3], P(0), Reason::Pot), 8);
    assert_eq!(net(&hands[3], P(0), Reason::Pinnar), 22);
    assert_eq!(hands[3].outcome, Outcome::Won);
    assert_eq!(hands[3].balances, vec![-4, -25, 13]);
    assert_eq!(hands[3].pulla, 16);
    // Betdelning: 16 p among 3 = 5 each, 1 odd to the biggest loser (Bo).
    let split = &s.settlement.split;
    assert_eq!((split.share, split.odd, split.odd_to), (5, 1, Some(1)));
    assert_eq!(s.settlement.final_balances, vec![1, -19, 18]);
    let payments: Vec<_> = s
        .settlement
        .payments
        .iter()
        .map(|p| (p.from, p.to, p.pinnar))
        .collect();
    assert_eq!(payments, vec![(1, 2, Some(18)), (1, 0, Some(1))]);
}

#[test]
fn four_players_sit_out_in_turn_and_get_no_pinnar() {
    let s = settle(&evening(
        "stockholm",
        "",
        &["Anna", "Bo", "Cia", "Dag"],
        "Anna",
        &[
            // Anna deals, Dag (her right) sits out; Bo is forehand.
            r#"declarer: "Bo", contract: "vingel-8", trump: Preference, result: Tricks(8)"#,
            // Bo deals, Anna sits out.
            r#"declarer: "Cia", contract: "spel-9", trump: Second, result: Tricks(7)"#,
            // Override: Dag deals (rotation would say Cia); Cia sits out.
            r#"declarer: "Anna", contract: "solo-7", trump: Preference, result: Tricks(7), dealer: Some("Dag")"#,
            // The rotation continues from Dag: Anna deals, Dag sits out again.
            r#"declarer: "Anna", contract: "begar", trump: Common, result: Tricks(6)"#,
        ],
    ));
    let hands = &s.settlement.hands;
    let seat = |h: &HandSettlement| (h.deal.dealer, h.deal.forehand, h.deal.sitting_out.to_vec());
    assert_eq!(seat(&hands[0]), (0, 1, vec![3]));
    assert_eq!(seat(&hands[1]), (1, 2, vec![0]));
    assert_eq!(seat(&hands[2]), (3, 0, vec![2]));
    assert_eq!(seat(&hands[3]), (0, 1, vec![3]));
    // Vingel 8 in preference won: 2 b and 5 p from Anna and Cia; Dag untouched.
    assert_eq!(net(&hands[0], P(1), Reason::Pot), 16);
    assert_eq!(net(&hands[0], P(0), Reason::Pinnar), -5);
    assert_eq!(net(&hands[0], P(2), Reason::Pinnar), -5);
    assert_eq!(net(&hands[0], P(3), Reason::Pinnar), 0);
    // 9-spel in second, 7 tricks: codille, 2 b; 1 p to Bo and Dag.
    assert_eq!(hands[1].outcome, Outcome::Codille);
    assert_eq!(net(&hands[1], P(2), Reason::Pot), -16);
    assert_eq!(net(&hands[1], P(0), Reason::Pinnar), 0);
    assert_eq!(net(&hands[1], P(3), Reason::Pinnar), 1);
    // Solo 7 in preference won: 2 p from Bo and Dag.
    assert_eq!(net(&hands[2], P(0), Reason::Pinnar), 4);
    assert_eq!(net(&hands[2], P(2), Reason::Pinnar), 0);
    // Everyone at the table shares the pulla, sitting-out players too.
    // Pulla: 32 - 16 + 16 - 8 - 8 = 16 -> 4 p each.
    assert_eq!(s.settlement.split.pulla, 16);
    assert_eq!(s.settlement.split.share, 4);
    assert_eq!(s.settlement.final_balances.iter().sum::<i64>(), 0);
}

fn gok_evening(table: &str, house: &str, penalty: &str, tricks: u8) -> SettledEvening {
    settle(&evening(
        table,
        house,
        &["Anna", "Bo", "Cia"],
        "Cia",
        &[&format!(
            r#"declarer: "Bo", contract: "gok", result: Tricks({tricks}), gok_penalty: {penalty}"#
        )],
    ))
}

fn penalties(s: &SettledEvening) -> Vec<(Account, i64)> {
    s.settlement.hands[0]
        .postings
        .iter()
        .filter(|p| p.reason == Reason::PassPenalty)
        .map(|p| (p.from, p.amount))
        .collect()
}

#[test]
fn gok_penalties_under_both_house_rules() {
    // One passer failed: pays 1 b whatever the house rule.
    let one = gok_evening("stockholm", "", r#"["Cia"]"#, 0);
    assert_eq!(penalties(&one), vec![(P(2), 8)]);
    // Stockholm: both failed, neither pays.
    let both = gok_evening("stockholm", "", r#"["Anna", "Cia"]"#, 0);
    assert_eq!(penalties(&both), vec![]);
    // The house rule says both pay.
    let both_pay = gok_evening(
        "stockholm",
        "house: House(gok_both_fail: BothPay),",
        r#"["Anna", "Cia"]"#,
        0,
    );
    assert_eq!(penalties(&both_pay), vec![(P(0), 8), (P(2), 8)]);
    // Öberg's default is that both pay.
    let oberg = gok_evening("oberg-1945", "", r#"["Anna", "Cia"]"#, 0);
    assert_eq!(penalties(&oberg), vec![(P(0), 8), (P(2), 8)]);
    // ... unless the evening says otherwise.
    let oberg_exempt = gok_evening(
        "oberg-1945",
        "house: House(gok_both_fail: Exempt),",
        r#"["Anna", "Cia"]"#,
        0,
    );
    assert_eq!(penalties(&oberg_exempt), vec![]);
    // A lost gök: no penalty (and the declarer pays 2 b, 0 p).
    let lost = gok_evening("stockholm", "", r#"["Cia"]"#, 1);
    assert_eq!(penalties(&lost), vec![]);
    assert_eq!(lost.settlement.hands[0].outcome, Outcome::Lost);
    assert_eq!(net(&lost.settlement.hands[0], P(1), Reason::Pot), -16);
    // Gök won: 1 b to the declarer, and the penalty's line total.
    assert_eq!(net(&one.settlement.hands[0], P(1), Reason::Pot), 8);
    assert_eq!(one.settlement.hands[0].pulla, 24 - 8 + 8);
}

#[test]
fn surrendered_kop_gask_and_solo() {
    let s = settle(&evening(
        "stockholm",
        "",
        &["Anna", "Bo", "Cia"],
        "Cia",
        &[
            // Köp: simple loss 1 b; pinnar at the rank announced: 8-spel preference 1.
            r#"declarer: "Anna", contract: "spel-8", trump: Preference, result: Surrendered"#,
            // After omköp: omköp loss 6 b; omköp pinnar at common (1), result at preference (3).
            r#"declarer: "Anna", contract: "vingel-7", trump: Preference, omkop: Some(Common), result: Surrendered"#,
            // Gask bid in preference, no trump named: 1 b; preference pinnar 2.
            r#"declarer: "Anna", contract: "gask-3", bid: Preference, result: Surrendered"#,
            // Gask bid plain, surrendered: common pinnar (gask 4: 1).
            r#"declarer: "Anna", contract: "gask-4", result: Surrendered"#,
            // Solo: codille 2 b; plain bid pays common (0) even with a trump recorded.
            r#"declarer: "Anna", contract: "solo-7", trump: Preference, result: Surrendered"#,
            // Solo in colour: second (1).
            r#"declarer: "Anna", contract: "solo-6", bid: Colour, trump: Second, result: Surrendered"#,
            // Solo misär: codille 2 b, misär pinnar 4.
            r#"declarer: "Anna", contract: "solo-grande-misar", result: Surrendered"#,
            // Gök surrendered: a simple loss, 2 b.
            r#"declarer: "Anna", contract: "gok", result: Surrendered"#,
        ],
    ));
    let expect = [
        // (pot, each opponent's pinnar, each opponent's omköp pinnar)
        (-8, 1, 0),
        (-48, 3, 1),
        (-8, 2, 0),
        (-8, 1, 0),
        (-16, 0, 0),
        (-16, 1, 0),
        (-16, 4, 0),
        (-16, 0, 0),
    ];
    for (hand, (pot, pinnar, omkop)) in s.settlement.hands.iter().zip(expect) {
        assert_eq!(hand.outcome, Outcome::Surrendered);
        assert_eq!(net(hand, P(0), Reason::Pot), pot, "hand {}", hand.number);
        assert_eq!(
            net(hand, P(1), Reason::Pinnar),
            pinnar,
            "hand {}",
            hand.number
        );
        assert_eq!(
            net(hand, P(2), Reason::Omkop),
            omkop,
            "hand {}",
            hand.number
        );
    }
}

#[test]
fn bids_in_colour_and_overtricks() {
    let s = settle(&evening(
        "oberg-1945",
        "",
        &["Anna", "Bo", "Cia"],
        "Cia",
        &[
            // Gask 0 in colour played in second, 7 tricks: won 1 b, Öberg second 0.
            r#"declarer: "Anna", contract: "gask-0", bid: Colour, trump: Second, result: Tricks(7)"#,
            // Solo 10 in preference: won 1 b, 11 p each.
            r#"declarer: "Bo", contract: "solo-10", bid: Preference, trump: Preference, result: Tricks(11)"#,
            // Öberg omtringel: 1 b + 2 b per overtrick; 11 tricks = 5 b. Common 3 p each
            // for the first exchange, second 5 p each from the opponents.
            r#"declarer: "Cia", contract: "tringel-9", trump: Second, omkop: Some(Common), result: Tricks(11)"#,
            // Öberg omvingel 6 won: the declarer pays 1 b all the same.
            r#"declarer: "Anna", contract: "vingel-6", trump: Common, omkop: Some(Common), result: Tricks(6)"#,
        ],
    ));
    let h = &s.settlement.hands;
    assert_eq!(net(&h[0], P(0), Reason::Pot), 8);
    assert_eq!(net(&h[0], P(0), Reason::Pinnar), 0);
    assert_eq!(net(&h[1], P(1), Reason::Pot), 8);
    assert_eq!(net(&h[1], P(1), Reason::Pinnar), 22);
    assert_eq!(h[2].overtricks, 2);
    assert_eq!(net(&h[2], P(2), Reason::Pot), 40);
    assert_eq!(net(&h[2], P(2), Reason::Omkop), -6);
    assert_eq!(net(&h[2], P(2), Reason::Pinnar), 10);
    assert_eq!(net(&h[3], P(0), Reason::Pot), -8);
    assert_eq!(h[3].outcome, Outcome::Won);
}

#[test]
fn stockholm_variants_change_the_omkop_payments() {
    let hands = [
        r#"declarer: "Anna", contract: "turne-8", trump: Common, omkop: Some(Common), result: Tricks(10)"#,
        r#"declarer: "Bo", contract: "vingel-8", trump: Common, omkop: Some(Common), result: Tricks(9)"#,
        r#"declarer: "Cia", contract: "vingel-7", trump: Common, omkop: Some(Common), result: Tricks(7)"#,
        r#"declarer: "Anna", contract: "tringel-9", trump: Common, omkop: Some(Common), result: Tricks(10)"#,
    ];
    let pots = |variants: &str| -> Vec<i64> {
        let s = settle(&evening(
            "stockholm",
            &format!("variants: [{variants}],"),
            &["Anna", "Bo", "Cia"],
            "Cia",
            &hands,
        ));
        s.settlement
            .hands
            .iter()
            .map(|h| net(h, P(h.declarer), Reason::Pot) / 8)
            .collect()
    };
    // Without variants: omturné 8 1, omvingel 8 1, omvingel 7 0, omtringel 1.
    assert_eq!(pots(""), vec![1, 1, 0, 1]);
    assert_eq!(
        pots(
            r#""omturne-8-overtricks", "omvingel-8-overtricks", "omvingel-costs-a-bet", "omtringel-overtricks-2""#
        ),
        // 1 + 2 overtricks; 0 + 1; -1; 1 + 2 x 1.
        vec![3, 1, -1, 3]
    );
    assert_eq!(pots(r#""omtringel-overtricks-1""#), vec![1, 1, 0, 2]);
}

#[test]
fn odd_pinnar_at_three_four_and_five() {
    // One begär lost: 1 b into the pulla.
    let lost = r#"declarer: "Anna", contract: "begar", trump: Common, result: Tricks(5)"#;
    let split = |players: &[&str], house: &str| {
        settle(&evening("stockholm", house, players, "Anna", &[lost]))
            .settlement
            .split
    };
    // Three: pulla 24 + 8 = 32 p: 10 each, 2 odd to Anna (-16 + 10 lowest).
    let three = split(&["Anna", "Bo", "Cia"], "");
    assert_eq!((three.share, three.odd, three.odd_to), (10, 2, Some(0)));
    assert_eq!(three.balances, vec![-4, 2, 2]);
    // Four: 40 p divide evenly: 10 each.
    let four = split(&["Anna", "Bo", "Cia", "Dag"], "");
    assert_eq!((four.share, four.odd, four.odd_to), (10, 0, None));
    // Five: 48 p: 9 each, 3 odd. Anna (5 at the table, Anna deals and plays).
    let five = split(&["Anna", "Bo", "Cia", "Dag", "Eva"], "");
    assert_eq!((five.share, five.odd, five.odd_to), (9, 3, Some(0)));
    assert_eq!(five.balances, vec![-4, 1, 1, 1, 1]);
    // The table chose Cia for the odd pinnar.
    let chosen = split(
        &["Anna", "Bo", "Cia"],
        r#"house: House(odd_pinnar: To("Cia")),"#,
    );
    assert_eq!(chosen.odd_to, Some(2));
    assert_eq!(chosen.balances, vec![-6, 2, 4]);
}

#[test]
fn five_at_the_table_two_sit_out() {
    let s = settle(&evening(
        "stockholm",
        "",
        &["Anna", "Bo", "Cia", "Dag", "Eva"],
        "Anna",
        &[r#"declarer: "Cia", contract: "spel-7", trump: Preference, result: Tricks(7)"#],
    ));
    let seating = &s.settlement.hands[0].deal;
    // Dealer's left (Bo) and right (Eva) sit out; forehand is two seats left.
    assert_eq!(seating.sitting_out, vec![1, 4]);
    assert_eq!(seating.forehand, 2);
    assert_eq!(seating.active, [2, 3, 0]);
    assert_eq!(net(&s.settlement.hands[0], P(2), Reason::Pinnar), 2);
}

#[test]
fn refill_house_rules() {
    let hands = [
        r#"declarer: "Anna", contract: "begar", trump: Common, result: Tricks(6)"#,
        r#"declarer: "Bo", contract: "begar", trump: Common, result: Tricks(6)"#,
        r#"declarer: "Cia", contract: "begar", trump: Common, result: Tricks(6)"#,
    ];
    let pullas = |house: &str| -> Vec<i64> {
        settle(&evening(
            "stockholm",
            house,
            &["Anna", "Bo", "Cia"],
            "Cia",
            &hands,
        ))
        .settlement
        .hands
        .iter()
        .map(|h| h.pulla / 8)
        .collect()
    };
    // When short (classic): 3 -> 2 -> 1 -> 0, no refill yet.
    assert_eq!(pullas(""), vec![2, 1, 0]);
    // When empty: refilled as soon as it is empty after a hand.
    assert_eq!(pullas("house: House(refill: WhenEmpty),"), vec![2, 1, 3]);
    // Keep at least 3 betar: refilled after every hand that leaves less.
    assert_eq!(
        pullas("house: House(refill: KeepAtLeast(3)),"),
        vec![5, 4, 3]
    );
    // Without opening åla the first win already needs a refill.
    assert_eq!(pullas("house: House(opening_ala: false),"), vec![2, 1, 0]);
}

#[test]
fn money_and_the_fewest_payments() {
    let s = settle(&evening(
        "stockholm",
        "house: House(price_per_bet_ore: 500, currency: \"kr\"),",
        &["Anna", "Bo", "Cia", "Dag"],
        "Dag",
        &[
            r#"declarer: "Anna", contract: "solo-8", trump: Preference, result: Tricks(8)"#,
            r#"declarer: "Bo", contract: "solo-8", trump: Preference, result: Tricks(6)"#,
        ],
    ));
    // Hand 1 (Dag deals, Cia out): Anna +1 b, +4 p from Bo and Dag.
    // Hand 2 (Anna deals, Dag out): Bo codille -2 b, 4 p to Cia and Anna.
    // Pulla 32 - 8 + 16 = 40 -> 10 each.
    // Anna -8 + 8 + 8 + 4 + 10 = 22; Bo -8 - 4 - 16 - 8 + 10 = -26;
    // Cia -8 + 4 + 10 = 6; Dag -8 - 4 + 10 = -2.
    assert_eq!(s.settlement.final_balances, vec![22, -26, 6, -2]);
    let text = vira::report::protocol_text(
        &s.evening,
        &s.rules,
        &s.settlement,
        vira::rules::table::Language::English,
    );
    // No two or three balances cancel, so 3 payments. At 5 kr per bet a
    // pinne is 62.5 öre: 22 p = 13.75 kr, 4 p = 2.50 kr, 2 p = 1.25 kr.
    assert!(
        text.contains("Bo pays Anna 13.75 kr (2 b 6 p)\nBo pays Cia 2.50 kr (4 p)\nDag pays Cia 1.25 kr (2 p)\n"),
        "{text}"
    );
    assert_eq!(s.settlement.payments.len(), 3);
}

#[test]
fn the_protocol_shows_the_trump_suit_when_recorded() {
    let s = settle(&evening(
        "stockholm",
        "",
        &["Anna", "Bo", "Cia"],
        "Cia",
        &[
            r#"declarer: "Anna", contract: "spel-7", trump: Second, result: Tricks(7), preference_suit: Spades"#,
            r#"declarer: "Bo", contract: "spel-7", trump: Preference, result: Tricks(7), preference_suit: Diamonds"#,
        ],
    ));
    let text = vira::report::protocol_text(
        &s.evening,
        &s.rules,
        &s.settlement,
        vira::rules::table::Language::English,
    );
    // Spades preference: the second suit is clubs.
    assert!(text.contains("second ♣"), "{text}");
    assert!(text.contains("preference ♦"), "{text}");
}
