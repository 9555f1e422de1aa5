//! The fast reader of evening files (`vira::ledger::evening::fast`) against
//! `ron`: whenever it reads a text, ron reads the same value from it. Random
//! evenings with every field (names with quotes, backslashes, non-ASCII and
//! newlines) written by `Evening::to_ron`, and the same texts mutated (a
//! character deleted, inserted or replaced, lines dropped, doubled or
//! swapped, fields swapped, tokens changed, garbage after the end). And
//! the record keys of such evenings: equal exactly for equal evenings.
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

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use vira::archive::index::record_key;
use vira::archive::with_id;
use vira::ledger::evening::{
    Bid, Colour, Evening, ForcedRounds, Hand, HandResult, House, Length, Suit, Trump, fast,
};
use vira::rules::chips::ChipSettings;
use vira::rules::registry::ron_options;
use vira::rules::table::{BothPassersFail, OddPinnar, Refill};

fn ron(text: &str) -> Option<Evening> {
    ron_options().from_str::<Evening>(text).ok()
}

/// A name: plain ones are written by RON as they are; odd ones have what
/// RON escapes or what might confuse a reader.
fn name(plain: bool) -> BoxedStrategy<String> {
    if plain {
        "[A-Za-zåäöÅÄÖ♠名][A-Za-z0-9 åäö.#/(),:-]{0,7}".boxed()
    } else {
        prop_oneof![
            "[A-Za-z]{1,5}",
            "[a-zA-Z åö♠名\"\\\\\n\t\r\\x01#/(),:\\[\\]'{}-]{0,8}",
        ]
        .boxed()
    }
}

fn trump() -> impl Strategy<Value = Trump> {
    prop_oneof![
        Just(Trump::Common),
        Just(Trump::Second),
        Just(Trump::Preference),
        Just(Trump::Misar),
    ]
}

fn hand(plain: bool) -> impl Strategy<Value = Hand> {
    let s = move || name(plain);
    (
        (
            s(),
            s(),
            prop_oneof![Just(Bid::Plain), Just(Bid::Colour), Just(Bid::Preference)],
            option::of(trump()),
            option::of(trump()),
            prop_oneof![
                any::<u8>().prop_map(HandResult::Tricks),
                Just(HandResult::Surrendered)
            ],
            vec(s(), 0..3),
        ),
        (
            option::of(s()),
            option::of(prop_oneof![
                Just(Suit::Spades),
                Just(Suit::Hearts),
                Just(Suit::Diamonds),
                Just(Suit::Clubs),
            ]),
            option::of(s()),
            option::of(s()),
            prop_oneof![Just(0u32), any::<u32>()],
            option::of(s()),
            any::<bool>(),
        ),
    )
        .prop_map(
            |(
                (declarer, contract, bid, trump, omkop, result, gok_penalty),
                (dealer, preference_suit, note, second_last, rebuys, forced, taken_away),
            )| Hand {
                declarer,
                contract,
                bid,
                trump,
                omkop,
                result,
                gok_penalty,
                dealer,
                preference_suit,
                note,
                second_last,
                rebuys,
                forced,
                taken_away,
            },
        )
}

fn house(plain: bool) -> impl Strategy<Value = House> {
    let s = move || name(plain);
    let forced = (
        option::of(s()),
        option::of(s()),
        any::<bool>(),
        option::of(s()),
    )
        .prop_map(|(at_start, at_end, after, take_away)| ForcedRounds {
            at_start,
            at_end,
            after,
            take_away,
        });
    prop_oneof![
        Just(House::default()),
        (
            option::of(any::<bool>()),
            option::of(prop_oneof![
                Just(Refill::WhenShort),
                Just(Refill::WhenEmpty),
                any::<u32>().prop_map(Refill::KeepAtLeast),
            ]),
            option::of(prop_oneof![
                Just(BothPassersFail::Exempt),
                Just(BothPassersFail::BothPay)
            ]),
            option::of(prop_oneof![
                Just(OddPinnar::BiggestLoser),
                s().prop_map(OddPinnar::To)
            ]),
            option::of(any::<u64>()),
            option::of(s()),
            option::of(forced),
        )
            .prop_map(
                |(opening_ala, refill, gok_both_fail, odd_pinnar, price, currency, forced)| {
                    House {
                        opening_ala,
                        refill,
                        gok_both_fail,
                        odd_pinnar,
                        price_per_bet_ore: price,
                        currency,
                        forced,
                    }
                }
            ),
    ]
}

fn chips() -> impl Strategy<Value = Option<ChipSettings>> {
    prop_oneof![
        3 => Just(None),
        1 => Just(Some(ChipSettings::default())),
        1 => (0u32..20, 0u32..20).prop_map(|(keep, low_betar)| Some(ChipSettings {
            keep,
            low_betar,
            ..ChipSettings::default()
        })),
    ]
}

fn evening(plain: bool) -> impl Strategy<Value = Evening> {
    let s = move || name(plain);
    let date = (-300i32..12_000, 1u32..13, 1u32..32).prop_filter_map("a day", |(y, m, d)| {
        chrono::NaiveDate::from_ymd_opt(y, m, d)
    });
    let length = (option::of(any::<u32>()), option::of(s()), any::<bool>()).prop_map(
        |(deals, until, last_round)| Length {
            deals,
            until,
            last_round,
        },
    );
    (
        (
            prop_oneof![3 => Just(1u32), 1 => any::<u32>()],
            option::of(s()),
            date,
            option::of(s()),
            s(),
            vec(s(), 0..3),
        ),
        (
            house(plain),
            vec(s(), 1..5),
            vec(any::<[u8; 3]>().prop_map(Colour), 0..4),
            s(),
            chips(),
            prop_oneof![Just(Length::default()), length],
        ),
        (
            option::of(any::<usize>()),
            any::<bool>(),
            vec(hand(plain), 0..6),
            // The phones' changes, after the hands (issue 37).
            vec(
                (
                    1usize..60,
                    prop_oneof![
                        Just(vira::ledger::evening::ChangeKind::Recorded),
                        Just(vira::ledger::evening::ChangeKind::Corrected),
                        Just(vira::ledger::evening::ChangeKind::Undone),
                    ],
                    "[0-9a-f]{8}",
                    "[0-9a-f]{32}",
                )
                    .prop_map(|(deal, kind, by, request)| {
                        vira::ledger::evening::Change {
                            deal,
                            kind,
                            by,
                            request,
                            at: "21:05:00".to_string(),
                        }
                    }),
                0..3,
            ),
        ),
    )
        .prop_map(
            |(
                (format, id, date, club, table, variants),
                (house, players, colours, first_dealer, chips, length),
                (last_round_from, practice, hands, changes),
            )| Evening {
                format,
                id,
                date,
                club,
                table,
                variants,
                house,
                players,
                colours,
                first_dealer,
                chips,
                length,
                last_round_from,
                practice,
                hands,
                changes,
            },
        )
}

/// One change to a text.
#[derive(Debug, Clone)]
enum Mutation {
    Delete(Index),
    Insert(Index, char),
    Replace(Index, char),
    DeleteLine(Index),
    DuplicateLine(Index),
    SwapLines(Index, Index),
    /// Two of the comma-separated parts of a line swapped (fields of a hand).
    SwapParts(Index, Index, Index),
    /// An occurrence of a token replaced (`TOKENS`).
    Token(Index, Index),
    Append(String),
    DropLastParen,
}

/// Characters that mean something to a reader of RON.
const CHARS: &[char] = &[
    ',', ')', '(', '[', ']', '{', '}', ' ', '"', '\\', '\n', '\r', '\t', '1', '9', '0', 'a', 'e',
    'u', '_', '-', '+', '.', '/', '*', '#', '!', ':', '\'', 'r', 'é', '\u{0C}', '\u{85}',
    '\u{300}', '\u{200E}',
];

/// Token changes: what is found, what replaces it.
const TOKENS: &[(&str, &str)] = &[
    ("Tricks(", "Tricks(25"),
    ("Tricks(", "Tricks(256"),
    ("Tricks(", "Tricks(0"),
    ("Tricks(", "Tricks( "),
    ("format: 1", "format: 256"),
    ("format: 1", "format: 4294967296"),
    ("format: 1", "format: 01"),
    ("format: 1", "format: +1"),
    ("format: 1", "format: 1_0"),
    ("format: 1", "format: 1u32"),
    ("format: 1", "format: 1.0"),
    ("format: 1", "format: 0x1"),
    ("Some(", ""),
    ("Some(", "Some ("),
    ("Some(", "Some "),
    ("None", "Some(None)"),
    ("Some(\"", "\""),
    (",", ""),
    (",", ",,"),
    (", ", ",\n"),
    (")", ""),
    (")", ",)"),
    ("(", "( "),
    ("(", ""),
    ("\"", "r\""),
    ("\"", "\\\""),
    ("\"", "b\""),
    ("\"", ""),
    ("Hand(", "("),
    ("Hand(", "Hand ("),
    ("Hand(", "House("),
    ("Hand(", "r#Hand("),
    ("Evening(", "("),
    ("Evening(", "Evenings("),
    ("House(", "("),
    ("House(", "Length("),
    ("format", "formats"),
    ("declarer", "dealer"),
    ("result", "trump"),
    ("contract", "note"),
    ("date", "club"),
    ("[", "[,"),
    ("]", ",]"),
    ("]", ""),
    (": ", " : "),
    (": ", ":"),
    (": ", ""),
    ("true", "True"),
    ("false", "true"),
    ("Misar", "Misar()"),
    ("Misar", "Misar-"),
    ("Surrendered", "Surrendered(1)"),
    ("Surrendered", "Tricks"),
    ("Common", "Colour"),
    ("Preference", "Plain"),
    ("\n", "\r\n"),
    ("\n", "//\n"),
    ("\n", "/**/"),
    ("    ", "\t"),
    ("    ", "\u{0C}"),
    ("1", "01"),
    ("2", "2_0"),
    ("3", "+3"),
    ("4", "-4"),
    ("5", "99999999999999999999"),
    ("0", "0x0"),
    ("-", "/"),
    ("-0", "-13"),
    ("chips: ", "chips: Some("),
    ("()", "(/**/)"),
    ("()", "(,)"),
    ("\"#", "\"blue"),
    ("2", "x"),
];

fn mutation() -> impl Strategy<Value = Mutation> {
    let ch = proptest::sample::select(CHARS);
    prop_oneof![
        1 => any::<Index>().prop_map(Mutation::Delete),
        1 => (any::<Index>(), ch.clone()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        1 => (any::<Index>(), ch).prop_map(|(i, c)| Mutation::Replace(i, c)),
        1 => any::<Index>().prop_map(Mutation::DeleteLine),
        1 => any::<Index>().prop_map(Mutation::DuplicateLine),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Mutation::SwapLines(i, j)),
        1 => (any::<Index>(), any::<Index>(), any::<Index>())
            .prop_map(|(l, i, j)| Mutation::SwapParts(l, i, j)),
        3 => (any::<Index>(), any::<Index>()).prop_map(|(t, o)| Mutation::Token(t, o)),
        1 => prop_oneof![
            Just(String::new()),
            Just("\n".to_string()),
            Just("x".to_string()),
            Just(")".to_string()),
            Just(",".to_string()),
            Just(" // end".to_string()),
            Just("\u{0}".to_string()),
        ]
        .prop_map(Mutation::Append),
        1 => Just(Mutation::DropLastParen),
    ]
}

fn apply(text: &str, mutation: &Mutation) -> String {
    let chars: Vec<char> = text.chars().collect();
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out = chars.clone();
    match mutation {
        Mutation::Delete(i) if !chars.is_empty() => {
            out.remove(i.index(chars.len()));
        }
        Mutation::Insert(i, c) => out.insert(i.index(chars.len() + 1), *c),
        Mutation::Replace(i, c) if !chars.is_empty() => out[i.index(chars.len())] = *c,
        Mutation::DeleteLine(i) => {
            let mut lines = lines.clone();
            lines.remove(i.index(lines.len()));
            return lines.join("\n");
        }
        Mutation::DuplicateLine(i) => {
            let mut lines = lines.clone();
            let i = i.index(lines.len());
            lines.insert(i, lines[i]);
            return lines.join("\n");
        }
        Mutation::SwapLines(i, j) => {
            let mut lines = lines.clone();
            let (i, j) = (i.index(lines.len()), j.index(lines.len()));
            lines.swap(i, j);
            return lines.join("\n");
        }
        Mutation::SwapParts(l, i, j) => {
            let mut lines: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            let l = l.index(lines.len());
            let mut parts: Vec<&str> = lines[l].split(", ").collect();
            let (i, j) = (i.index(parts.len()), j.index(parts.len()));
            parts.swap(i, j);
            lines[l] = parts.join(", ");
            return lines.join("\n");
        }
        Mutation::Token(t, o) => {
            let (from, to) = TOKENS[t.index(TOKENS.len())];
            let places: Vec<usize> = text.match_indices(from).map(|(at, _)| at).collect();
            if places.is_empty() {
                return text.to_string();
            }
            let at = places[o.index(places.len())];
            return format!("{}{to}{}", &text[..at], &text[at + from.len()..]);
        }
        Mutation::Append(tail) => return format!("{text}{tail}"),
        Mutation::DropLastParen => {
            return match text.rfind(')') {
                Some(at) => format!("{}{}", &text[..at], &text[at + 1..]),
                None => text.to_string(),
            };
        }
        _ => {}
    }
    out.into_iter().collect()
}

/// The invariant, and `Evening::parse` as ron whatever the text.
fn check(text: &str) -> Result<(), TestCaseError> {
    let by_ron = ron(text);
    if let Some(read) = fast::read(text) {
        prop_assert_eq!(by_ron.as_ref(), Some(&read), "read differently:\n{}", text);
    }
    prop_assert_eq!(Evening::parse("m.ron", text).ok(), by_ron, "{}", text);
    Ok(())
}

fn any_evening() -> impl Strategy<Value = Evening> {
    prop_oneof![3 => evening(true), 1 => evening(false)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every evening with plain names is read, to the evening written.
    #[test]
    fn written_evenings_are_read_to_the_evening_written(evening in evening(true)) {
        let text = evening.to_ron();
        let read = fast::read(&text);
        prop_assert_eq!(read.as_ref(), Some(&evening), "{}", text);
        prop_assert_eq!(ron(&text), Some(evening));
    }

    /// Names RON escapes: the fast reader stands aside (only then), or
    /// reads the evening written.
    #[test]
    fn odd_names_are_read_as_written_or_left_to_ron(evening in evening(false)) {
        let text = evening.to_ron();
        let by_ron = ron(&text);
        prop_assert_eq!(by_ron.as_ref(), Some(&evening), "{}", text);
        match fast::read(&text) {
            Some(read) => prop_assert_eq!(read, evening),
            None => prop_assert!(text.contains('\\'), "stood aside:\n{}", text),
        }
    }

    /// Record keys of evenings with every field: equal for the evening
    /// and the evening read back from its text, different for the
    /// evening with its id taken away (its content id stands in) or one
    /// field changed.
    #[test]
    fn record_keys_are_equal_exactly_for_equal_evenings(evening in any_evening()) {
        let key = record_key(&evening);
        prop_assert_eq!(&key, &record_key(&evening.clone()));
        if let Some(read) = fast::read(&evening.to_ron()) {
            prop_assert_eq!(&key, &record_key(&read));
        }
        let mut without_id = evening.clone();
        without_id.id = None;
        prop_assert_eq!(
            with_id(&evening) == with_id(&without_id),
            key == record_key(&without_id)
        );
        let mut changed = evening.clone();
        match changed.hands.first_mut() {
            Some(hand) => hand.taken_away = !hand.taken_away,
            None => changed.practice = !changed.practice,
        }
        prop_assert_ne!(key, record_key(&changed));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// Whatever the changes, whenever the fast reader reads a text ron
    /// reads the same evening from it.
    #[test]
    fn mutated_texts_are_read_as_ron_reads_them_or_left_to_it(
        evening in any_evening(),
        mutations in vec(mutation(), 1..4),
    ) {
        let mut text = evening.to_ron();
        for mutation in &mutations {
            text = apply(&text, mutation);
            check(&text)?;
        }
    }
}

/// The mutation test is not empty: many mutated texts are read by the fast
/// reader, and ron reads some that it leaves.
#[test]
fn the_mutants_cover_both_sides() {
    let mut runner = TestRunner::deterministic();
    let strategy = (any_evening(), vec(mutation(), 1..3));
    let (mut read, mut left_to_ron, mut refused) = (0, 0, 0);
    for _ in 0..1000 {
        let (evening, mutations) = strategy.new_tree(&mut runner).unwrap().current();
        let mut text = evening.to_ron();
        for mutation in &mutations {
            text = apply(&text, mutation);
        }
        match (fast::read(&text), ron(&text)) {
            (Some(fast), Some(ron)) => {
                assert_eq!(fast, ron, "{text}");
                read += 1;
            }
            (Some(_), None) => panic!("read what ron refuses:\n{text}"),
            (None, Some(_)) => left_to_ron += 1,
            (None, None) => refused += 1,
        }
    }
    assert!(
        read > 100,
        "{read} read, {left_to_ron} left, {refused} refused"
    );
    assert!(
        left_to_ron > 50,
        "{read} read, {left_to_ron} left, {refused} refused"
    );
    assert!(
        refused > 200,
        "{read} read, {left_to_ron} left, {refused} refused"
    );
}
