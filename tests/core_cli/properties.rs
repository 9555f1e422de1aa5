//! Property tests over random evenings that could have happened.
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

use common::sample::{Chooser, possible_evening, possible_hand};
use proptest::prelude::*;
use vira::ledger::evening::{Evening, House};
use vira::ledger::{Account, Deal, Ledger, Settlement, settle};
use vira::rules::registry::TableRegistry;
use vira::rules::table::{BidTable, BothPassersFail, OddPinnar, Refill};

fn table(id: &str) -> BidTable {
    TableRegistry::built_in()
        .entry(id)
        .unwrap()
        .table
        .clone()
        .unwrap()
}

const TABLES: [&str; 5] = [
    "stockholm",
    "stockholm-1999",
    "oberg-1945",
    "curriculum",
    "isberg",
];

fn house(choice: u32) -> House {
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
        price_per_bet_ore: Some(500),
        currency: None,
        forced: None,
    }
}

fn evening(
    table_index: usize,
    players: usize,
    hands: usize,
    house_choice: u32,
    choices: &[u32],
) -> (Evening, BidTable) {
    let id = TABLES[table_index];
    let table = table(id);
    let mut chooser = Chooser::new(choices.iter().copied());
    let evening = possible_evening(
        &mut chooser,
        id,
        &table,
        players,
        hands,
        house(house_choice),
    );
    (evening, table)
}

/// Replays every posting one at a time from zero and checks the books.
fn check_books(settlement: &Settlement) -> Result<(), TestCaseError> {
    let seats = settlement.players.len();
    let mut balances = vec![0i64; seats];
    let mut pulla = 0i64;
    let apply = |postings: &[vira::ledger::Posting],
                 balances: &mut Vec<i64>,
                 pulla: &mut i64|
     -> Result<(), TestCaseError> {
        for p in postings {
            prop_assert!(p.amount > 0, "posting of {} pinnar", p.amount);
            prop_assert_ne!(p.from, p.to);
            for (account, delta) in [(p.from, -p.amount), (p.to, p.amount)] {
                match account {
                    Account::Pulla => *pulla += delta,
                    Account::Player(s) => balances[s] += delta,
                }
            }
            prop_assert_eq!(balances.iter().sum::<i64>() + *pulla, 0);
            prop_assert!(*pulla >= 0, "the pulla went below zero");
        }
        Ok(())
    };
    apply(&settlement.opening.postings, &mut balances, &mut pulla)?;
    prop_assert_eq!(&balances, &settlement.opening.balances);
    for hand in &settlement.hands {
        apply(&hand.postings, &mut balances, &mut pulla)?;
        prop_assert_eq!(&balances, &hand.balances, "hand {}", hand.number);
        prop_assert_eq!(pulla, hand.pulla, "hand {}", hand.number);
        // Only the three active players exchange pinnar.
        for p in &hand.postings {
            if let (Account::Player(a), Account::Player(b)) = (p.from, p.to) {
                prop_assert!(hand.deal.active.contains(&a) && hand.deal.active.contains(&b));
            }
        }
    }
    apply(&settlement.split.postings, &mut balances, &mut pulla)?;
    prop_assert_eq!(pulla, 0, "the pulla is empty after the split");
    prop_assert_eq!(&balances, &settlement.final_balances);
    prop_assert_eq!(balances.iter().sum::<i64>(), 0);
    // The payments settle everything.
    // Played for money, the payments move the results in money (checked
    // in tests/money.rs); what they carry of the balances settles them.
    let Some(carried) = settlement
        .payments
        .iter()
        .map(|p| p.pinnar)
        .collect::<Option<Vec<i64>>>()
    else {
        return Ok(());
    };
    for (payment, pinnar) in settlement.payments.iter().zip(carried) {
        prop_assert!(pinnar > 0);
        balances[payment.from] += pinnar;
        balances[payment.to] -= pinnar;
    }
    prop_assert!(
        balances.iter().all(|&b| b == 0),
        "after payments: {balances:?}"
    );
    let open = settlement
        .final_balances
        .iter()
        .filter(|&&b| b != 0)
        .count();
    prop_assert!(settlement.payments.len() < open.max(1));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn books_always_balance(
        table_index in 0..TABLES.len(),
        players in 3..=5usize,
        hands in 0..40usize,
        house_choice in 0..24u32,
        choices in prop::collection::vec(any::<u32>(), 0..600),
    ) {
        let (evening, table) = evening(table_index, players, hands, house_choice, &choices);
        let settlement = settle(&evening, &table).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_books(&settlement)?;
    }

    #[test]
    fn the_file_roundtrips(
        table_index in 0..TABLES.len(),
        players in 3..=5usize,
        hands in 0..20usize,
        house_choice in 0..24u32,
        choices in prop::collection::vec(any::<u32>(), 0..300),
    ) {
        let (evening, table) = evening(table_index, players, hands, house_choice, &choices);
        let text = evening.to_ron();
        let read = Evening::parse("saved.ron", &text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &evening);
        prop_assert_eq!(settle(&read, &table), settle(&evening, &table));
    }

    #[test]
    fn editing_a_hand_equals_settling_the_edited_file(
        table_index in 0..TABLES.len(),
        players in 3..=5usize,
        hands in 1..30usize,
        house_choice in 0..24u32,
        edit_at in any::<prop::sample::Index>(),
        choices in prop::collection::vec(any::<u32>(), 0..400),
        new_choices in prop::collection::vec(any::<u32>(), 0..20),
    ) {
        let (evening, table) = evening(table_index, players, hands, house_choice, &choices);
        let mut ledger = Ledger::new(&evening, &table).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let index = edit_at.index(hands);
        // The dealer of the edited hand follows the rotation.
        let first = evening.players.iter().position(|p| *p == evening.first_dealer).unwrap();
        let seating = Deal::new(players, (first + index) % players);
        let replacement = possible_hand(&mut Chooser::new(new_choices.into_iter()), &table, &evening.players, seating.active);
        ledger.replace_hand(index, replacement.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut edited = evening.clone();
        edited.hands[index] = replacement;
        let from_scratch = settle(&edited, &table).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(ledger.settlement(), from_scratch);
        // Removing it equals settling without it; with four or five players
        // the rotation shifts, so a later declarer may now sit out: then both
        // refuse alike and the ledger is unchanged.
        let before = ledger.settlement();
        let removed = ledger.remove_hand(index);
        edited.hands.remove(index);
        match (removed, settle(&edited, &table)) {
            (Ok(()), Ok(scratch)) => prop_assert_eq!(ledger.settlement(), scratch),
            (Err(error), Err(vira::ledger::LedgerError::Hand(scratch))) => {
                prop_assert_eq!(error, scratch);
                prop_assert_eq!(ledger.settlement(), before);
            }
            (ours, scratch) => prop_assert!(false, "ledger {ours:?}, from scratch {scratch:?}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Any sequence of edits, undos and redos keeps the ledger equal to
    /// settling the current file from scratch, and undoing everything gives
    /// back the evening we started from.
    #[test]
    fn edits_undo_and_redo_agree_with_settling_from_scratch(
        table_index in 0..TABLES.len(),
        hands in 0..12usize,
        choices in prop::collection::vec(any::<u32>(), 0..200),
        steps in prop::collection::vec((0..6u8, any::<prop::sample::Index>(), prop::collection::vec(any::<u32>(), 0..12)), 0..20),
    ) {
        use vira::ledger::editor::{Edit, EveningEditor};
        // Three players: every hand is possible whatever its position.
        let (evening, table) = evening(table_index, 3, hands, 0, &choices);
        let original = settle(&evening, &table).unwrap();
        let mut editor = EveningEditor::new(evening.clone(), &table).unwrap();
        for (kind, at, new_choices) in steps {
            let len = editor.evening().hands.len();
            let hand = possible_hand(&mut Chooser::new(new_choices.into_iter()), &table, &evening.players, [0, 1, 2]);
            let result = match kind {
                0 => editor.apply(Edit::Push(hand)).map(|_| true),
                1 if len > 0 => editor.apply(Edit::Replace(at.index(len), hand)).map(|_| true),
                2 if len > 0 => editor.apply(Edit::Remove(at.index(len))).map(|_| true),
                3 => editor.apply(Edit::Insert(at.index(len + 1), hand)).map(|_| true),
                4 => Ok(editor.undo()),
                _ => Ok(editor.redo()),
            };
            prop_assert!(result.is_ok(), "{result:?}");
            prop_assert_eq!(editor.settlement(), settle(editor.evening(), &table).unwrap());
        }
        while editor.undo() {}
        prop_assert_eq!(editor.settlement(), original);
        prop_assert_eq!(&editor.evening().hands, &evening.hands);
    }
}
