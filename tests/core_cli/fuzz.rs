//! Fuzzing on stable Rust: mutations of valid evening and table files (byte
//! flips, truncations, Unicode whitespace and marks, swapped tokens, huge
//! numbers, escape sequences) fed to the library. Whatever the text, the
//! library never panics; an error names the file, every line:col it gives
//! lies inside the file, and its words (what `vira` prints on stderr, in
//! either language) hold no control character but the newline. The seeds
//! cover forced rounds, the evening's length, the chips and Isbergsvira.
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

use proptest::prelude::*;
use vira::error::{Location, TableError};
use vira::rules::registry::{TableRegistry, parse_table};
use vira::rules::table::BidTable;
use vira::{Error, Evening};

const EVENING_FILE: &str = "fuzz-evening.ron";
const TABLE_FILE: &str = "fuzz-table.ron";

const TABLES: [(&str, &str); 5] = [
    ("stockholm", include_str!("../../tables/stockholm.ron")),
    (
        "stockholm-1999",
        include_str!("../../tables/stockholm-1999.ron"),
    ),
    ("oberg-1945", include_str!("../../tables/oberg-1945.ron")),
    ("curriculum", include_str!("../../tables/curriculum.ron")),
    ("isberg", include_str!("../../tables/isberg.ron")),
];

const EXAMPLE: &str = include_str!("../../docs/examples/2026-11-21-sundsvall.ron");

/// Characters RON reads as whitespace beyond ASCII, marks editors add,
/// the characters that make RON's structure, and a terminal's escape
/// sequences (which a message must never pass on).
const INSERTED: [&str; 19] = [
    "\u{200E}",
    "\u{2028}",
    "\u{85}",
    "\u{FEFF}",
    "\u{202E}",
    "\u{2029}",
    "\u{200F}",
    "\r\n",
    "\r",
    "\"",
    "(",
    ")",
    "[",
    "]",
    ",",
    "/*",
    "\u{1b}[2J\u{1b}[H",
    "\t",
    "\u{7}",
];

/// An evening with forced rounds (one taken away by a solo), a length, a
/// last round, chips and a price.
const FORCED_SEED: &str = r#"Evening(
    format: 1,
    date: "2026-11-21",
    table: "stockholm",
    house: (opening_ala: false, price_per_bet_ore: Some(50), forced: Some((at_start: Some("vingel-8"), at_end: Some("tringel-9")))),
    players: ["Anna", "Bo", "Cia"],
    first_dealer: "Cia",
    chips: Some(()),
    length: (until: "23:00", last_round: true),
    last_round_from: Some(3),
    hands: [
        Hand(declarer: "Anna", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8")),
        Hand(declarer: "Cia", contract: "solo-petite-misar", result: Tricks(0), forced: Some("vingel-8"), taken_away: true),
        Hand(declarer: "Bo", contract: "vingel-8", trump: Common, result: Tricks(8), forced: Some("vingel-8")),
    ],
)
"#;

/// An Isbergsvira evening: rebuys, a second-last bid, a number of deals,
/// a price.
const ICEBERG_SEED: &str = r#"Evening(
    format: 1,
    date: "2026-11-21",
    table: "isberg",
    house: (price_per_bet_ore: Some(100000000)),
    players: ["Anna", "Bo", "Cia"],
    first_dealer: "Cia",
    length: (deals: 12),
    hands: [
        Hand(declarer: "Anna", contract: "tringel-9", trump: Second, rebuys: 2, result: Tricks(9)),
        Hand(declarer: "Bo", contract: "tringel-9", trump: Common, second_last: Some("begar"), rebuys: 99, result: Tricks(7)),
        Hand(declarer: "Cia", contract: "begar", trump: Common, result: Tricks(6)),
    ],
)
"#;

/// Numbers that overflow every integer type somewhere.
const HUGE: [&str; 8] = [
    "18446744073709551615",
    "-9223372036854775808",
    "9223372036854775807",
    "-2147483648",
    "4294967296",
    "340282366920938463463374607431768211456",
    "-1",
    "1e308",
];

/// The built-in tables, parsed once for all cases.
fn registry() -> &'static TableRegistry {
    static REGISTRY: std::sync::OnceLock<TableRegistry> = std::sync::OnceLock::new();
    REGISTRY.get_or_init(TableRegistry::built_in)
}

fn table(id: &str) -> BidTable {
    registry().entry(id).unwrap().table.clone().unwrap()
}

/// The valid evening texts mutations start from: the documented example and
/// generated evenings on every built-in table.
fn evening_seeds() -> &'static [String] {
    static SEEDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut seeds = vec![
            EXAMPLE.to_string(),
            FORCED_SEED.to_string(),
            ICEBERG_SEED.to_string(),
        ];
        for (seed, (id, _)) in TABLES.iter().enumerate() {
            let evening = common::sample::seeded_evening(seed as u64, id, &table(id), 6);
            seeds.push(evening.to_ron());
        }
        seeds
    })
}

/// One change to a text.
#[derive(Debug, Clone)]
enum Mutation {
    /// Flip one bit of the byte at (a fraction of) the length.
    FlipBit(f64, u8),
    /// Cut the text there.
    Truncate(f64),
    /// Insert one of [`INSERTED`] there.
    Insert(f64, usize),
    /// Swap two tokens (words, numbers, strings, punctuation).
    SwapTokens(f64, f64),
    /// Replace a number with one of [`HUGE`].
    HugeNumber(f64, usize),
    /// Remove a token.
    DropToken(f64),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let at = 0.0..1.0f64;
    prop_oneof![
        (at.clone(), 0u8..8).prop_map(|(a, b)| Mutation::FlipBit(a, b)),
        at.clone().prop_map(Mutation::Truncate),
        (at.clone(), 0..INSERTED.len()).prop_map(|(a, i)| Mutation::Insert(a, i)),
        (at.clone(), at.clone()).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
        (at.clone(), 0..HUGE.len()).prop_map(|(a, i)| Mutation::HugeNumber(a, i)),
        at.prop_map(Mutation::DropToken),
    ]
}

/// The byte offset at a fraction of `text`, on a character boundary.
fn offset(text: &str, at: f64) -> usize {
    let mut i = ((text.len() as f64) * at) as usize;
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Byte ranges of the tokens of `text`: runs of letters, digits, `_`, `-`
/// and `.`; strings; single punctuation characters.
fn tokens(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        let word = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.');
        let mut end = start + c.len_utf8();
        if c == '"' {
            while let Some((i, c)) = chars.next() {
                end = i + c.len_utf8();
                if c == '\\' {
                    if let Some((i, c)) = chars.next() {
                        end = i + c.len_utf8();
                    }
                } else if c == '"' {
                    break;
                }
            }
        } else if word(c) {
            while let Some(&(i, c)) = chars.peek() {
                if !word(c) {
                    break;
                }
                end = i + c.len_utf8();
                chars.next();
            }
        }
        out.push((start, end));
    }
    out
}

fn pick<T: Copy>(items: &[T], at: f64) -> Option<T> {
    (!items.is_empty()).then(|| items[((items.len() as f64 * at) as usize).min(items.len() - 1)])
}

fn apply(text: &str, mutation: &Mutation) -> String {
    match *mutation {
        Mutation::FlipBit(at, bit) => {
            let mut bytes = text.as_bytes().to_vec();
            if !bytes.is_empty() {
                let i = ((bytes.len() as f64 * at) as usize).min(bytes.len() - 1);
                bytes[i] ^= 1 << bit;
            }
            // The library takes text: what a lossy reader would make of it.
            String::from_utf8_lossy(&bytes).into_owned()
        }
        Mutation::Truncate(at) => text[..offset(text, at)].to_string(),
        Mutation::Insert(at, which) => {
            let mut text = text.to_string();
            text.insert_str(offset(&text, at), INSERTED[which]);
            text
        }
        Mutation::SwapTokens(a, b) => {
            let tokens = tokens(text);
            let (Some(x), Some(y)) = (pick(&tokens, a), pick(&tokens, b)) else {
                return text.to_string();
            };
            let (first, second) = if x.0 <= y.0 { (x, y) } else { (y, x) };
            if first == second || first.1 > second.0 {
                return text.to_string();
            }
            format!(
                "{}{}{}{}{}",
                &text[..first.0],
                &text[second.0..second.1],
                &text[first.1..second.0],
                &text[first.0..first.1],
                &text[second.1..]
            )
        }
        Mutation::HugeNumber(at, which) => {
            let numbers: Vec<(usize, usize)> = tokens(text)
                .into_iter()
                .filter(|&(s, e)| text[s..e].bytes().all(|b| b.is_ascii_digit() || b == b'-'))
                .filter(|&(s, e)| text[s..e].bytes().any(|b| b.is_ascii_digit()))
                .collect();
            match pick(&numbers, at) {
                Some((s, e)) => format!("{}{}{}", &text[..s], HUGE[which], &text[e..]),
                None => text.to_string(),
            }
        }
        Mutation::DropToken(at) => match pick(&tokens(text), at) {
            Some((s, e)) => format!("{}{}", &text[..s], &text[e..]),
            None => text.to_string(),
        },
    }
}

/// Lines as RON and our locator count them: split at `\n` only.
fn check_location(text: &str, location: Location, error: &dyn std::fmt::Display) {
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(
        location.line >= 1 && location.line <= lines.len(),
        "line {} outside the {} lines of the file: {error}",
        location.line,
        lines.len()
    );
    let chars = lines[location.line - 1].chars().count();
    assert!(
        location.col >= 1 && location.col <= chars + 1,
        "col {} outside line {} ({chars} characters): {error}",
        location.col,
        location.line
    );
}

/// What `vira` prints of an error, in both languages: no control
/// character but the newline between its lines.
fn check_words(render: &dyn Fn(vira::rules::table::Language) -> String) {
    use vira::rules::table::Language;
    for language in [Language::English, Language::Swedish] {
        let text = render(language);
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "a control character in the message: {text:?}"
        );
    }
}

fn check_table_error(text: &str, error: &TableError) {
    check_words(&|l| vira::words::table_error(error, l));
    let shown = error.to_string();
    assert!(shown.contains(TABLE_FILE), "the file is not named: {shown}");
    match error {
        TableError::Syntax(syntax) => check_location(text, syntax.location, &shown),
        TableError::Invalid(problems) => {
            assert!(!problems.is_empty());
            for problem in problems {
                if let Some(location) = problem.location {
                    check_location(text, location, &shown);
                }
            }
        }
        TableError::Io(_) => panic!("no file was read: {shown}"),
    }
}

fn check_evening_error(text: &str, error: &Error) {
    check_words(&|l| vira::words::error(error, l));
    let shown = error.to_string();
    assert!(
        shown.contains(EVENING_FILE),
        "the file is not named: {shown}"
    );
    let location = match error {
        Error::Syntax(syntax) => Some(syntax.location),
        Error::UnknownTable { location, .. }
        | Error::Evening { location, .. }
        | Error::Hand { location, .. } => *location,
        Error::Table(_) | Error::TableOfEvening { .. } | Error::Io(_) => {
            panic!("the built-in tables are all usable and no file is read: {shown}")
        }
    };
    if let Some(location) = location {
        check_location(text, location, &shown);
    }
}

fn settle(text: &str) {
    match vira::settle_source(registry(), EVENING_FILE, text) {
        Err(error) => check_evening_error(text, &error),
        // What the command line and the app then show of it.
        Ok(settled) => {
            use vira::rules::table::Language;
            let (evening, rules, settlement) =
                (&settled.evening, &settled.rules, &settled.settlement);
            vira::report::settlement_json(evening, rules, settlement);
            for language in [Language::English, Language::Swedish] {
                vira::report::protocol_text(evening, rules, settlement, language);
            }
            vira::archive::EveningSummary::from_settled(
                "id".into(),
                std::path::Path::new(EVENING_FILE),
                &settled,
            );
        }
    }
    // The parser alone, as the archive uses it for ids.
    if let Err(error) = Evening::parse(EVENING_FILE, text) {
        check_evening_error(text, &Error::Syntax(error));
    }
}

/// 384 cases per property, or `FUZZ_CASES` for a longer session
/// (`FUZZ_CASES=20000 cargo test --test core_cli fuzz::`).
fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(384)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_evenings_never_panic_and_errors_point_inside_the_file(
        seed in 0..9usize,
        mutations in prop::collection::vec(mutation(), 1..5),
    ) {
        let seeds = evening_seeds();
        let mut text = seeds[seed % seeds.len()].clone();
        for m in &mutations {
            text = apply(&text, m);
        }
        settle(&text);
    }

    #[test]
    fn mutated_tables_never_panic_and_errors_point_inside_the_file(
        which in 0..TABLES.len(),
        mutations in prop::collection::vec(mutation(), 1..5),
    ) {
        let mut text = TABLES[which].1.to_string();
        for m in &mutations {
            text = apply(&text, m);
        }
        match parse_table(TABLE_FILE, &text) {
            Err(error) => check_table_error(&text, &error),
            Ok(table) => {
                use vira::rules::table::Language;
                vira::report::table_json("fuzz", &table, Language::English);
                vira::report::table_text("fuzz", &table, Language::Swedish);
            }
        }
    }

    #[test]
    fn any_unicode_names_never_panic(
        seed in 0u64..1000,
        names in prop::collection::vec(any::<String>(), 4),
    ) {
        let id = TABLES[(seed % 4) as usize].0;
        let evening = common::sample::seeded_evening(seed, id, &table(id), 4);
        let mut text = evening.to_ron();
        for (old, new) in ["Anna", "Bo", "Cia", "Dag"].iter().zip(&names) {
            let quoted = ron::to_string(new).unwrap();
            text = text.replace(&format!("\"{old}\""), &quoted);
        }
        settle(&text);
    }
}

#[test]
fn every_number_of_every_seed_replaced_by_a_huge_one_never_panics() {
    for seed in evening_seeds() {
        let count = tokens(seed)
            .into_iter()
            .filter(|&(s, e)| seed[s..e].bytes().all(|b| b.is_ascii_digit()))
            .count();
        for n in 0..count {
            for huge in 0..HUGE.len() {
                let at = (n as f64 + 0.5) / count as f64;
                settle(&apply(seed, &Mutation::HugeNumber(at, huge)));
            }
        }
    }
}

#[test]
fn every_seed_is_valid() {
    for seed in evening_seeds() {
        vira::settle_source(registry(), EVENING_FILE, seed).unwrap();
    }
    for (_, text) in TABLES {
        parse_table(TABLE_FILE, text).unwrap();
    }
}

#[test]
fn the_mutations_do_what_they_say() {
    let text = "A(b: 12, c: \"d e\", f: [-3])";
    assert_eq!(apply(text, &Mutation::Truncate(0.5)), &text[..13]);
    assert_eq!(
        apply(text, &Mutation::HugeNumber(0.9, 0)),
        "A(b: 12, c: \"d e\", f: [18446744073709551615])"
    );
    assert_eq!(
        apply(text, &Mutation::SwapTokens(0.0, 0.99)),
        ")(b: 12, c: \"d e\", f: [-3]A"
    );
    assert_eq!(
        apply(text, &Mutation::Insert(0.0, 0)),
        "\u{200E}A(b: 12, c: \"d e\", f: [-3])"
    );
    assert_eq!(
        apply(text, &Mutation::DropToken(0.5)),
        "A(b: 12, c: , f: [-3])"
    );
}

/// A price per bet near `u64::MAX` made `ledger::split::money_ore` wrap
/// (`as i64` on an i128), and a payment of pinnar came out as a negative
/// sum of money. It is refused now; money never changes sign.
#[test]
fn a_huge_price_per_bet_is_refused_or_paid_in_the_right_direction() {
    let text = EXAMPLE.replace(
        "price_per_bet_ore: 500",
        "price_per_bet_ore: 18446744073709551615",
    );
    let result = vira::settle_source(registry(), EVENING_FILE, &text);
    assert!(
        result.is_err(),
        "a price of 18446744073709551615 öre a bet was accepted"
    );
    if let Ok(settled) = result {
        for payment in &settled.settlement.payments {
            let money = payment.money_ore.expect("a price is set");
            assert!(
                payment.pinnar.is_none_or(|p| money.signum() == p.signum()),
                "{payment:?} pays {money} öre for {:?} pinnar",
                payment.pinnar
            );
        }
    }
}
