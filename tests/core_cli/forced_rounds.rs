//! Forced rounds (tvångsrundor), the evening's length and the last round
//! (borup): scenarios worked by hand from source 001 ("Tvångsrundor",
//! "Betdelning och slutsammanräkning") on the Stockholm table (1 bet = 8
//! pinnar; vingel 8: pot 2/2/4, pinnar 1/3/5; vira: pinnar 2/4/8).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use vira::ledger::editor::{Edit, EveningEditor};
use vira::ledger::evening::Evening;
use vira::ledger::rounds::{Ending, ForcedWhy, shape};
use vira::ledger::{Ledger, LedgerError};
use vira::rules::registry::TableRegistry;
use vira::rules::table::{BidTable, Language};

fn table() -> BidTable {
    TableRegistry::built_in()
        .entry("stockholm")
        .unwrap()
        .table
        .clone()
        .unwrap()
}

fn evening(players: &str, first_dealer: &str, house: &str, extra: &str, hands: &str) -> Evening {
    Evening::parse(
        "test.ron",
        &format!(
            r#"Evening(format: 1, date: "2026-11-22", table: "stockholm",
                house: House({house}), players: [{players}], first_dealer: "{first_dealer}",
                {extra} hands: [{hands}])"#
        ),
    )
    .unwrap()
}

fn ledger(evening: &Evening) -> Result<Ledger, LedgerError> {
    Ledger::new(evening, &table())
}

fn refusal(evening: &Evening) -> String {
    match ledger(evening) {
        Ok(_) => panic!("the evening was accepted"),
        Err(LedgerError::Hand(e)) => format!(
            "hand {} {}: {}",
            e.hand,
            e.field,
            vira::report::words::hand_problem(&e.problem, Language::English)
        ),
        Err(e) => format!("{e:?}"),
    }
}

const THREE: &str = r#""Anna", "Bo", "Cia""#;
const OPENING: &str = r#"opening_ala: false, forced: Some((at_start: Some("vingel-8")))"#;

/// An opening tvångsrunda without åla: Cia deals, so Anna (forehand) owes
/// the first forced game. She wins vingel 8 in common from the empty
/// pulla: everyone puts in 1 bet (24), the pulla pays her 2 betar (16),
/// Bo and Cia 1 pinne each. Anna -8 +16 +2 = +10, Bo and Cia -9, pulla 8.
/// Then Bo owes the second forced game.
#[test]
fn an_opening_round_without_ala_is_won_from_the_empty_pulla() {
    let before = evening(THREE, "Cia", OPENING, "", "");
    let shaped = shape(&ledger(&before).unwrap(), false);
    let forced = shaped.forced.unwrap();
    assert_eq!(
        (
            forced.contract.as_str(),
            forced.deal,
            forced.of,
            forced.forehand
        ),
        ("vingel-8", 1, 3, 0)
    );
    assert_eq!(forced.why, ForcedWhy::Start);
    assert_eq!(ledger(&before).unwrap().opening().pulla, 0);

    let after = evening(
        THREE,
        "Cia",
        OPENING,
        "",
        r#"Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8"))"#,
    );
    let l = ledger(&after).unwrap();
    let (balances, pulla) = l.current();
    assert_eq!(balances, [10, -9, -9]);
    assert_eq!(pulla, 8);
    let shaped = shape(&l, false);
    let forced = shaped.forced.unwrap();
    assert_eq!((forced.deal, forced.forehand), (2, 1));
    assert_eq!(shaped.marks[0].forced, Some((1, 3)));
    assert_eq!((shaped.round, shaped.deal_in_round), (1, 2));
}

/// A solo at or above the threshold (solo petite misär on the Stockholm
/// table) takes the forced game away: it is played instead and the same
/// dealer deals again, so Bo, forehand, still owes the second forced game.
#[test]
fn a_solo_takes_the_forced_game_away_and_the_same_dealer_deals_again() {
    let hands = r#"
        Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8")),
        Hand(declarer: "Cia", contract: "solo-petite-misar", result: Tricks(0), forced: Some("vingel-8"), taken_away: true),"#;
    let e = evening(THREE, "Cia", OPENING, "", hands);
    let l = ledger(&e).unwrap();
    assert_eq!(l.settled_hands()[0].deal.dealer, 2);
    assert_eq!(l.settled_hands()[1].deal.dealer, 0, "Anna deals hand 2");
    assert_eq!(l.next_dealer(), 0, "and deals again");
    let shaped = shape(&l, false);
    let forced = shaped.forced.unwrap();
    assert_eq!((forced.deal, forced.forehand), (2, 1), "Bo still owes it");
    assert!(shaped.marks[1].taken_away);
    assert_eq!(
        (shaped.round, shaped.deal_in_round),
        (1, 2),
        "a taken-away deal does not move the round"
    );
    // Bo plays it: the round goes on to its third deal, Cia's.
    let e = evening(
        THREE,
        "Cia",
        OPENING,
        "",
        &format!(
            r#"{hands} Hand(declarer: "Bo", contract: "vingel-8", trump: Second, result: Tricks(7), forced: Some("vingel-8"))"#
        ),
    );
    let shaped = shape(&ledger(&e).unwrap(), false);
    let forced = shaped.forced.unwrap();
    assert_eq!((forced.deal, forced.forehand), (3, 2));
}

/// What is refused, with the hand's number and field.
#[test]
fn forced_deals_that_cannot_have_happened_are_refused() {
    let one = |hand: &str| evening(THREE, "Cia", OPENING, "", hand);
    assert_eq!(
        refusal(&one(
            r#"Hand(declarer: "Bo", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8"))"#
        )),
        "hand 1 declarer: Vingel 8 is a forced deal: forehand, Anna, plays it (unless a solo takes it away)"
    );
    assert_eq!(
        refusal(&one(
            r#"Hand(declarer: "Anna", contract: "spel-7", trump: Common, result: Tricks(7), forced: Some("vingel-8"))"#
        )),
        "hand 1 contract: the forced round plays Vingel 8, not Game 7; a solo that takes the forced game away is recorded as taken away"
    );
    assert_eq!(
        refusal(&one(
            r#"Hand(declarer: "Bo", contract: "solo-7", trump: Common, result: Tricks(7), forced: Some("vingel-8"), taken_away: true)"#
        )),
        "hand 1 contract: Solo 7 is too low to take the forced game away; it takes at least Solo petite misär"
    );
    assert_eq!(
        refusal(&one(
            r#"Hand(declarer: "Bo", contract: "vira", trump: Common, result: Tricks(13), taken_away: true)"#
        )),
        "hand 1 taken_away: only a forced deal can be taken away; give the forced round's contract"
    );
    assert_eq!(
        refusal(&one(
            r#"Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-9"))"#
        )),
        "hand 1 forced: the forced round's contract `vingel-9` is not in the bid table"
    );
}

/// The old Stockholm rule: a vira won in preference brings a round of
/// tvångstringel; won in common, one of tvångsvingel; lost, none.
#[test]
fn the_stockholm_rule_brings_a_round_after_a_vira() {
    let house = r#"forced: Some((after: true))"#;
    let vira = |trump: &str, tricks: u8| {
        let e = evening(
            THREE,
            "Cia",
            house,
            "",
            &format!(
                r#"Hand(declarer: "Bo", contract: "vira", trump: {trump}, result: Tricks({tricks}))"#
            ),
        );
        shape(&ledger(&e).unwrap(), false).forced
    };
    let after_preference = vira("Preference", 13).unwrap();
    assert_eq!(after_preference.contract, "tringel-9");
    assert_eq!(after_preference.why, ForcedWhy::After);
    assert_eq!(
        after_preference.forehand, 1,
        "Bo is forehand of hand 2 (Anna deals)"
    );
    assert_eq!(vira("Common", 13).unwrap().contract, "vingel-8");
    assert_eq!(vira("Second", 13).unwrap().contract, "vingel-8");
    assert!(
        vira("Preference", 12).is_none(),
        "a lost vira brings no round"
    );
    // Without the house rule, nothing.
    let e = evening(
        THREE,
        "Cia",
        "",
        "",
        r#"Hand(declarer: "Bo", contract: "vira", trump: Preference, result: Tricks(13))"#,
    );
    assert!(shape(&ledger(&e).unwrap(), false).forced.is_none());
}

fn spel7(declarer: &str) -> String {
    format!(r#"Hand(declarer: "{declarer}", contract: "spel-7", trump: Common, result: Tricks(7))"#)
}

/// Four at the table playing to 23:00 with a last round. Dag deals first,
/// so the forehands go Anna, Bo, Cia, Dag... Six deals before the time:
/// Anna and Bo have sat forehand twice, Cia and Dag once. The time is up:
/// the app offers the last round; started at deal 7, it is four deals
/// (7..10), the last one borup, and then the evening is complete: Anna and
/// Bo 3 times forehand, Cia and Dag 2 — unequal, which the betdelning says.
#[test]
fn a_four_player_evening_to_a_time_with_its_last_round() {
    let players = r#""Anna", "Bo", "Cia", "Dag""#;
    let length = r#"length: (until: "23:00", last_round: true),"#;
    // Each hand's declarer must be active: forehand plays here.
    let order = ["Anna", "Bo", "Cia", "Dag"];
    let hands = |n: usize| {
        (0..n)
            .map(|i| spel7(order[i % 4]))
            .collect::<Vec<_>>()
            .join(",")
    };
    let e = evening(players, "Dag", "", length, &hands(6));
    let l = ledger(&e).unwrap();
    assert_eq!(shape(&l, false).ending, Ending::Time);
    let up = shape(&l, true);
    assert_eq!(up.ending, Ending::TimeUp);
    assert_eq!((up.round, up.deal_in_round), (2, 3));
    assert_eq!(up.forehand_counts, [2, 2, 1, 1]);

    // The pullvakt starts the last round: an edit, undone like any other.
    let mut editor = EveningEditor::new(e, &table()).unwrap();
    editor.apply(Edit::LastRound(Some(7))).unwrap();
    let s = shape(editor.ledger(), true);
    assert_eq!(s.ending, Ending::LastRound { left: 4 });
    assert!(!s.borup);
    for (i, declarer) in ["Cia", "Dag", "Anna"].iter().enumerate() {
        editor
            .apply(Edit::Push(vira::ledger::evening::Hand::new(
                declarer,
                "spel-7",
                Some(vira::ledger::evening::Trump::Common),
                vira::ledger::evening::HandResult::Tricks(7),
            )))
            .unwrap();
        let s = shape(editor.ledger(), true);
        assert_eq!(s.ending, Ending::LastRound { left: 3 - i });
        assert_eq!(
            s.borup,
            i == 2,
            "the fourth deal of the last round is borup"
        );
    }
    editor
        .apply(Edit::Push(vira::ledger::evening::Hand::new(
            "Bo",
            "spel-7",
            Some(vira::ledger::evening::Trump::Common),
            vira::ledger::evening::HandResult::Tricks(7),
        )))
        .unwrap();
    let s = shape(editor.ledger(), true);
    assert_eq!(s.ending, Ending::Complete);
    assert!(s.marks[9].borup);
    assert_eq!(s.forehand_counts, [3, 3, 2, 2]);
    assert!(s.unequal());
    assert_eq!(editor.evening().last_round_from, Some(7));
    // Undo takes the recorded hands back, then the last round's start.
    for _ in 0..5 {
        assert!(editor.undo());
    }
    assert_eq!(editor.evening().last_round_from, None);
}

/// A number of deals: deals left, the last one borup, then complete; a
/// closing round of tvångsvingel follows as its last deals.
#[test]
fn a_number_of_deals_then_a_closing_round() {
    let length = r#"length: (deals: 3),"#;
    let e = evening(
        THREE,
        "Cia",
        "",
        length,
        &[spel7("Anna"), spel7("Bo")].join(","),
    );
    let s = shape(&ledger(&e).unwrap(), false);
    assert_eq!(s.ending, Ending::Deals { left: 1 });
    assert!(s.borup);
    let house = r#"forced: Some((at_end: Some("vingel-8")))"#;
    let e = evening(
        THREE,
        "Cia",
        house,
        length,
        &[spel7("Anna"), spel7("Bo"), spel7("Cia")].join(","),
    );
    let s = shape(&ledger(&e).unwrap(), false);
    assert_eq!(s.ending, Ending::ClosingRound);
    let forced = s.forced.unwrap();
    assert_eq!(
        (
            forced.contract.as_str(),
            forced.deal,
            forced.forehand,
            forced.why
        ),
        ("vingel-8", 1, 0, ForcedWhy::End)
    );
    let closing: Vec<String> = ["Anna", "Bo", "Cia"]
        .iter()
        .map(|d| format!(r#"Hand(declarer: "{d}", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8"))"#))
        .collect();
    let all = [spel7("Anna"), spel7("Bo"), spel7("Cia")]
        .into_iter()
        .chain(closing)
        .collect::<Vec<_>>();
    let e = evening(THREE, "Cia", house, length, &all[..5].join(","));
    let s = shape(&ledger(&e).unwrap(), false);
    assert_eq!(s.ending, Ending::ClosingRound);
    assert!(s.borup, "the closing round's last deal is borup");
    let e = evening(THREE, "Cia", house, length, &all.join(","));
    let s = shape(&ledger(&e).unwrap(), false);
    assert_eq!(s.ending, Ending::Complete);
    assert!(s.marks[5].borup);
}

/// Old files read unchanged; a bad time or an unknown round is refused
/// with its field.
#[test]
fn the_evening_header_is_checked() {
    let bad_time = evening(
        THREE,
        "Cia",
        "",
        r#"length: (until: "half past eleven"),"#,
        "",
    );
    let e = ledger(&bad_time).unwrap_err();
    assert!(format!("{e}").contains("length.until"), "{e}");
    let bad_round = evening(
        THREE,
        "Cia",
        r#"forced: Some((at_start: Some("vingel-9")))"#,
        "",
        "",
    );
    let e = ledger(&bad_round).unwrap_err();
    assert!(format!("{e}").contains("house.forced"), "{e}");
}

use crate::common;

use common::sample::{Chooser, possible_hand};
use proptest::prelude::*;
use vira::ledger::evening::{Hand, HandResult, Trump};

/// An evening of `n` deals where some are forced (forehand plays the
/// round's contract) and some forced games are taken away by a solo; each
/// hand is made for the deal the ledger says comes next.
fn evening_with_rounds(players: usize, n: usize, choices: &[u32]) -> (Evening, Ledger) {
    let names = ["Anna", "Bo", "Cia", "Dag"][..players]
        .iter()
        .map(|s| format!("\"{s}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let empty = evening(&names, "Anna", OPENING, "", "");
    let table = table();
    let mut ledger = ledger(&empty).unwrap();
    let mut chooser = Chooser::new(choices.iter().copied());
    let trumps = [Trump::Common, Trump::Second, Trump::Preference];
    for _ in 0..n {
        let deal = ledger.deal_of(ledger.hands().len());
        let name = |seat: usize| empty.players[seat].clone();
        let hand = match chooser.below(4) {
            0 | 1 => {
                let mut hand = Hand::new(
                    &name(deal.forehand),
                    "vingel-8",
                    Some(*chooser.pick(&trumps)),
                    HandResult::Tricks(u8::try_from(chooser.below(14)).unwrap()),
                );
                hand.forced = Some("vingel-8".into());
                hand
            }
            2 => {
                let mut hand = Hand::new(
                    &name(*chooser.pick(&deal.active)),
                    "solo-petite-misar",
                    None,
                    HandResult::Tricks(u8::try_from(chooser.below(3)).unwrap()),
                );
                hand.forced = Some("vingel-8".into());
                hand.taken_away = true;
                hand
            }
            _ => possible_hand(&mut chooser, &table, &empty.players, deal.active),
        };
        // A possible hand the generator got wrong for this table is skipped.
        let _ = ledger.push_hand(hand);
    }
    let mut full = empty;
    full.hands = ledger.hands().to_vec();
    (full, ledger)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// With forced rounds and take-aways, the books balance after every
    /// hand, the derived shape never counts a taken-away deal, and the
    /// evening built hand by hand equals the file settled from scratch.
    #[test]
    fn books_balance_with_forced_rounds(
        players in 3usize..=4,
        n in 0usize..40,
        choices in proptest::collection::vec(any::<u32>(), 600),
    ) {
        let (evening, built) = evening_with_rounds(players, n, &choices);
        // Replayed posting by posting from the opening, the books give each
        // hand's balances and pulla, and always sum to 0.
        let opening = built.opening();
        let mut book = vira::ledger::Book::open(&opening.balances, opening.pulla);
        for settled in built.settled_hands() {
            for posting in &settled.postings {
                book.apply(posting).unwrap();
                prop_assert_eq!(book.balances.iter().sum::<i64>() + book.pulla, 0);
            }
            prop_assert_eq!(&book.balances, &settled.balances);
            prop_assert_eq!(book.pulla, settled.pulla);
        }
        let scratch = ledger(&evening).unwrap();
        prop_assert_eq!(scratch.settlement(), built.settlement());
        let shaped = shape(&scratch, false);
        let taken = evening.hands.iter().filter(|h| h.taken_away).count();
        prop_assert_eq!(shaped.forehand_counts.iter().sum::<usize>(), evening.hands.len() - taken);
        prop_assert_eq!(shaped.marks.len(), evening.hands.len());
        // A taken-away deal is dealt again by the same dealer.
        for (i, hand) in evening.hands.iter().enumerate() {
            if hand.taken_away && i + 1 < evening.hands.len() && evening.hands[i + 1].dealer.is_none() {
                prop_assert_eq!(
                    scratch.settled_hands()[i + 1].deal.dealer,
                    scratch.settled_hands()[i].deal.dealer
                );
            }
        }
    }
}

/// The generator reaches what the property is about: forced deals and
/// take-aways are accepted, not all skipped.
#[test]
fn the_generated_evenings_have_forced_deals_and_take_aways() {
    let (mut forced, mut taken) = (0, 0);
    for seed in 0..20u32 {
        let choices: Vec<u32> = (0..600u32)
            .map(|i| (i ^ seed).wrapping_mul(2_654_435_761))
            .collect();
        let (evening, _) = evening_with_rounds(3 + (seed as usize % 2), 30, &choices);
        forced += evening
            .hands
            .iter()
            .filter(|h| h.forced.is_some() && !h.taken_away)
            .count();
        taken += evening.hands.iter().filter(|h| h.taken_away).count();
    }
    assert!(forced > 50, "{forced} forced deals");
    assert!(taken > 10, "{taken} take-aways");
}

/// A hand whose solo took the forced game away is dealt again: an evening
/// agreed at two deals with one taken away has played two deals, not three,
/// and the archive (and the start page, which shows the same count) says 2.
#[test]
fn a_taken_away_deal_is_not_a_deal_of_the_agreement() {
    let hands = r#"
        Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8")),
        Hand(declarer: "Cia", contract: "solo-petite-misar", result: Tricks(0), forced: Some("vingel-8"), taken_away: true),
        Hand(declarer: "Bo", contract: "vingel-8", trump: Second, result: Tricks(7), forced: Some("vingel-8"))"#;
    let e = evening(THREE, "Cia", OPENING, "", hands);
    assert_eq!(e.hands.len(), 3);
    assert_eq!(e.deals(), 2);
    let settled = vira::settle_source(&TableRegistry::built_in(), "e.ron", &e.to_ron()).unwrap();
    let summary = vira::archive::EveningSummary::from_settled(
        String::new(),
        std::path::Path::new("e.ron"),
        &settled,
    );
    assert_eq!(summary.hands, 2);
}

/// Ten deals at four players from seat 0: two whole rounds and the deals
/// of seats 0 and 1 again, so Bo and Cia sit forehand three times, and
/// the seat that sits out (the dealer's right) plays less.
#[test]
fn an_agreed_number_of_deals_falls_on_the_seats() {
    use vira::ledger::setup::seat_shares;
    let shares = seat_shares(&table(), 4, 0, 10);
    let dealt: Vec<usize> = shares.iter().map(|s| s.dealt).collect();
    let forehand: Vec<usize> = shares.iter().map(|s| s.forehand).collect();
    let played: Vec<usize> = shares.iter().map(|s| s.played).collect();
    assert_eq!(dealt, [3, 3, 2, 2]);
    assert_eq!(forehand, [2, 3, 3, 2]);
    assert_eq!(played, [7, 8, 8, 7]);
    // Whole rounds: everyone the same.
    let shares = seat_shares(&table(), 4, 2, 12);
    assert!(
        shares
            .iter()
            .all(|s| (s.dealt, s.forehand, s.played) == (3, 3, 9))
    );
}

/// Issue 33, 15: one count of deals everywhere. An evening agreed at six
/// deals whose second hand took the forced game away: three hands
/// recorded, two deals played (the take-away is dealt again), four left.
/// The round line, the players' board and the phones, the archive's
/// summary and the index's row, the statistics and the export's count all
/// say 2.
#[test]
fn every_report_counts_the_deals_played_the_same() {
    use vira::archive::stats::{EveningFacts, Statistics};
    use vira::archive::{Archive, EveningSummary, Filter};
    let hands = r#"
        Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8")),
        Hand(declarer: "Cia", contract: "solo-petite-misar", result: Tricks(0), forced: Some("vingel-8"), taken_away: true),
        Hand(declarer: "Bo", contract: "vingel-8", trump: Second, result: Tricks(7), forced: Some("vingel-8"))"#;
    let e = evening(
        THREE,
        "Cia",
        OPENING,
        r#"id: "2026-11-22-dddddddddddd", length: (deals: 6),"#,
        hands,
    );
    assert_eq!(e.hands.len(), 3, "three hands recorded");
    let played = 2;
    assert_eq!(vira::ledger::rounds::deals_played(&e.hands), played);
    assert_eq!(e.deals(), played);
    let l = ledger(&e).unwrap();
    let s = shape(&l, false);
    assert_eq!(s.played, played);
    assert_eq!(s.deals_left(), Some(6 - played));
    let round = vira::report::round_line::round_parts(&s, &e, None, Language::Swedish);
    assert!(round.contains(&"4 givar kvar".to_string()), "{round:?}");
    let board = vira::report::board::board(&l, Language::Swedish);
    assert_eq!(board.hands, played, "the players' view");
    let now = e.date.and_hms_opt(20, 0, 0).unwrap();
    let phone = vira::report::phone::phone_view(&e, &l, now, Language::Swedish);
    assert!(
        phone.fragment_html().contains("2 givar spelade"),
        "{}",
        phone.fragment_html()
    );
    let registry = TableRegistry::built_in();
    let settled = vira::settle_source(&registry, "e.ron", &e.to_ron()).unwrap();
    let path = std::path::Path::new("e.ron");
    let summary = EveningSummary::from_settled(String::new(), path, &settled);
    assert_eq!(summary.hands, played, "the start page and the archive list");
    assert_eq!(
        EveningFacts::of(&settled).hands,
        played,
        "the index's facts"
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("2026-11-22-dddddddddddd.ron"), e.to_ron()).unwrap();
    let archive = Archive::open(dir.path(), &registry).unwrap();
    let stats = Statistics::of_archive(&archive, &Filter::default());
    assert_eq!(stats.hands, played, "the statistics");
    let chosen = archive.chosen(&Filter::default());
    assert_eq!(
        vira::archive::deals_of(&chosen),
        played,
        "the export's message"
    );
    let row = vira::archive::index::IndexRow::of(vira::archive::ArchivedEvening::read(
        &registry,
        &dir.path().join("2026-11-22-dddddddddddd.ron"),
    ));
    assert_eq!(row.summary.map(|s| s.hands), Some(played));
    assert_eq!(row.facts.map(|f| f.hands), Some(played));
}

/// Issue 33, 1: at "Tvångsrunda 2 av 3" an ordinary hand was recorded as
/// the forced deal (the form had been emptied with Escape) and the round
/// ended without its deal. The recorder refuses it and says what the deal
/// owes; the round's contract and a solo's take-away are recorded.
#[test]
fn a_forced_deal_is_recorded_only_as_itself_or_its_take_away() {
    let e = evening(
        THREE,
        "Cia",
        OPENING,
        "",
        r#"Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8"))"#,
    );
    let mut editor = EveningEditor::new(e, &table()).unwrap();
    let ordinary = vira::ledger::evening::Hand::new(
        "Bo",
        "turne-7",
        Some(vira::ledger::evening::Trump::Preference),
        vira::ledger::evening::HandResult::Tricks(8),
    );
    let Err(LedgerError::Hand(refused)) = editor.apply(Edit::Push(ordinary)) else {
        panic!("an ordinary hand was recorded as the forced deal");
    };
    assert_eq!(refused.hand, 2);
    assert_eq!(
        vira::report::words::hand_problem(&refused.problem, Language::Swedish),
        "given är tvångsgiv 2 av 3: Bo (förhand) spelar Vingel 8, eller så tar ett solo bort den"
    );
    assert_eq!(editor.evening().hands.len(), 1, "nothing recorded");
    // Cia's solo takes it away; then Bo plays it.
    let mut away = vira::ledger::evening::Hand::new(
        "Cia",
        "solo-petite-misar",
        None,
        vira::ledger::evening::HandResult::Tricks(0),
    );
    away.forced = Some("vingel-8".into());
    away.taken_away = true;
    editor.apply(Edit::Push(away)).unwrap();
    let mut owed = vira::ledger::evening::Hand::new(
        "Bo",
        "vingel-8",
        Some(vira::ledger::evening::Trump::Common),
        vira::ledger::evening::HandResult::Tricks(8),
    );
    owed.forced = Some("vingel-8".into());
    editor.apply(Edit::Push(owed)).unwrap();
    assert_eq!(shape(editor.ledger(), false).forced.unwrap().deal, 3);
}
