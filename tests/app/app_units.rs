//! Every amount on screen in its family's unit, and money that follows the
//! price: egui_kittest drives the real app (no window, no GPU) through the
//! table screen, the players' view, the betdelning, the start page, a
//! closed evening and the archive list.
//!
//! An Isbergsvira evening is kept in points (`+426 poäng`, `+426 pt`), its
//! pulla alone in whole betar (`5 b`); a classic evening in betar and
//! pinnar (`+2 b 6 p`, 1 bet = 8 pinnar). Money is rounded in the core:
//! the accounts that sum to zero are rounded together (each down to the
//! öre, the öre left over to the largest remainders, ties in seat order),
//! and the payments move exactly the rounded results. Every figure below
//! is worked out by hand in the comments.
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

use std::path::{Path, PathBuf};

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tempfile::TempDir;

use vira::app::{Screen, ViraApp};
use vira::disk::places::Store;
use vira::ledger::evening::Evening;

use crate::common;

use common::app::{
    app, assert_shows, choose_language, click, frames, open_evening, shows, texts, wait_for_archive,
};

/// Isbergsvira (tables/isberg.ron: 1 bet = 54 points at three, no opening
/// åla, the pulla kept at 3 betar or more), 10 kr a bet. As worked in
/// tests/isberg.rs:
///
/// Before the first deal the pulla is empty: everyone puts in 1 bet (54),
/// pulla 162.
/// 1. Anna deals. Cia's tringel 9 (level 4, x3) in preference (x4), two
///    rebuys, 9 tricks: won. Value 4 x 4 x 3 = 48. Rebuys 2 x 3 betar =
///    324 into the pulla; the pulla pays 3 betar (162). Anna and Bo pay Cia
///    48 each: Anna -102, Bo -102, Cia -54 - 324 + 162 + 96 = -120, pulla
///    324.
/// 2. Bo deals. Bo's solo 10 (level 32) in preference over solo 9 (level
///    16): above sea level, (32 + 16) x 4 = 192 from each; the pulla pays 1
///    bet. Anna -294, Bo -102 + 54 + 384 = +336, Cia -312, pulla 270 (5 b).
///
/// Next: Cia deals, Anna is forehand, Bo middlehand.
///
/// At the table, in money (balances and pulla rounded together, 1000 öre
/// for 54 points): Anna -294000/54 = -5444.44 (down -5445, remainder
/// 30/54), Bo 6222.22 (6222, 12/54), Cia -5777.78 (-5778, 12/54), pulla
/// 5000 exactly. Down they sum to -1: the öre goes to Anna, -54,44 kr; Bo
/// 62,22 kr, Cia -57,78 kr.
///
/// Betdelning: 270 / 3 = 90 each. Results: Anna -204, Bo +426, Cia -222
/// points. In money: Anna -3777.78 (down -3778, remainder 12/54), Bo
/// 7888.89 (7888, 48/54), Cia -4111.11 (-4112, 48/54); down they sum to
/// -2: one öre each to Bo and Cia (48, a tie, both get one): Anna -37,78,
/// Bo 78,89, Cia -41,11 kr. Cia, the bigger debtor, pays Bo first: 41,11
/// kr (222 points), then Anna 37,78 kr (204 points).
const ISBERG: &str = r#"Evening(format: 1, date: "2026-11-22", table: "isberg",
    house: House(price_per_bet_ore: Some(1000)),
    players: ["Anna", "Bo", "Cia"], first_dealer: "Anna",
    hands: [
        Hand(declarer: "Cia", contract: "tringel-9", trump: Preference, rebuys: 2, result: Tricks(9)),
        Hand(declarer: "Bo", contract: "solo-10", trump: Preference, second_last: Some("solo-9"), result: Tricks(10)),
    ])"#;

/// The Stockholm table (1 bet = 8 pinnar, opening åla), 4 kr a bet:
/// 1 pinne = 50 öre.
///
/// Åla: 1 bet each, pulla 24.
/// 1. Cia deals. Anna's vingel 7 in preference, 8 tricks: won, 1 bet from
///    the pulla and 3 pinnar from Bo and from Cia. Anna +6, Bo -11,
///    Cia -11, pulla 16.
/// 2. Anna deals. Bo's begär in preference, 5 tricks: lost, 1 bet into the
///    pulla and 1 pinne to each. Anna +7, Bo -21, Cia -10, pulla 24.
/// 3. Bo deals (and plays). Bo's turné 8 in colour, 5 tricks: codille, 2
///    betar into the pulla and 1 pinne to each. Anna +8, Bo -39, Cia -9,
///    pulla 40.
/// 4. Cia deals. Anna's vingel 7 in preference, 8 tricks again: Anna +22
///    (+2 b 6 p), Bo -42 (-5 b 2 p), Cia -12 (-1 b 4 p), pulla 32 (4 b).
///
/// Next: Anna deals, Bo is forehand, Cia middlehand. At the table, in
/// money: Anna 11,00 kr, Bo -21,00 kr, Cia -6,00 kr (the pulla 16,00).
///
/// Betdelning: 32 / 3 = 10 each (1 b 2 p), 2 odd to the biggest loser
/// after the shares, Bo (-32). Results: Anna +32 (+4 b), Bo -30
/// (-3 b 6 p), Cia -2 (-2 p); 16,00, -15,00 and -1,00 kr. Bo pays Anna
/// 15,00 kr (3 b 6 p), Cia pays Anna 1,00 kr (2 p).
const CLASSIC: &str = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
    house: House(price_per_bet_ore: Some(400)),
    players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
    hands: [
        Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
        Hand(declarer: "Bo", contract: "begar", trump: Preference, result: Tricks(5)),
        Hand(declarer: "Bo", contract: "turne-8", trump: Second, result: Tricks(5)),
        Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
    ])"#;

// ---------------------------------------------------------------------
// What a text says.

/// Whether `text` has an amount in betar and pinnar: a number followed by
/// the unit `p` (pinnar: "6 p", "3 b 6 p)"), or a signed number in betar
/// ("+4 b", "-1 b 4 p": a result or balance; the pulla's "5 b" is
/// unsigned). `pt` and `poäng` are points, not pinnar.
fn has_betar_or_pinnar(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let unit_after = |i: usize, unit: char| {
        chars.get(i) == Some(&' ')
            && chars.get(i + 1) == Some(&unit)
            && !chars.get(i + 2).is_some_and(|c| c.is_alphanumeric())
    };
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let signed = start > 0 && matches!(chars[start - 1], '+' | '-');
            if unit_after(i, 'p') || (signed && unit_after(i, 'b')) {
                return true;
            }
        } else {
            i += 1;
        }
    }
    false
}

/// Whether `text` has an amount in points (`poäng`, `pt`).
fn has_points(text: &str) -> bool {
    text.contains("poäng")
        || text
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w == "pt")
}

#[test]
fn the_unit_checks_tell_pinnar_from_points() {
    for pinnar in [
        "+2 b 6 p",
        "Bo: -5 b 2 p",
        "Cia resultat: -2 p",
        "Bo betalar Anna 15,00 kr (3 b 6 p)",
        "Anna +4 b",
        "2 p går inte jämnt ut",
    ] {
        assert!(has_betar_or_pinnar(pinnar), "{pinnar}");
        assert!(!has_points(pinnar), "{pinnar}");
    }
    for points in [
        "+426 poäng",
        "Bo +426 pt",
        "Cia betalar Bo 41,11 kr (222 poäng)",
        "Pullan 5 b delas lika på 3: 90 poäng var.",
        "The pulla: 5 b. Anna -294 pt -54.44 kr forehand",
        "Tringel 9 · 2 omköp",
        "2026-11-22",
    ] {
        assert!(!has_betar_or_pinnar(points), "{points}");
    }
    assert!(has_points("Bo +426 pt") && has_points("90 poäng var."));
}

/// Every text on screen with an amount in the wrong unit for the family.
fn wrong_units(h: &Harness<'_, ViraApp>, points: bool) -> Vec<String> {
    texts(h)
        .into_iter()
        .filter(|t| {
            if points {
                has_betar_or_pinnar(t)
            } else {
                has_points(t)
            }
        })
        .collect()
}

fn assert_units(h: &Harness<'_, ViraApp>, points: bool, screen: &str) {
    let wrong = wrong_units(h, points);
    assert!(
        wrong.is_empty(),
        "{screen}: amounts in the other family's unit: {wrong:?}"
    );
}

/// The players' view's line in words (for screen readers and tests).
fn board_line(h: &Harness<'_, ViraApp>, pulla: &str) -> String {
    texts(h)
        .into_iter()
        .find(|t| t.starts_with(pulla) && t.contains(" · "))
        .expect("the players' view is shown")
}

/// Every money amount on screen (texts with " kr"), sorted, once each.
fn money_texts(h: &Harness<'_, ViraApp>) -> Vec<String> {
    let mut money: Vec<String> = texts(h).into_iter().filter(|t| t.contains(" kr")).collect();
    money.sort();
    money.dedup();
    money
}

fn sorted(texts: &[&str]) -> Vec<String> {
    let mut texts: Vec<String> = texts.iter().map(ToString::to_string).collect();
    texts.sort();
    texts
}

// ---------------------------------------------------------------------
// The screens of an evening, in progress and closed.

/// The words of one language (the app's, for buttons and labels), and
/// whether the reader chose amounts in points (the language menu's box).
#[derive(Clone, Copy)]
struct Words {
    sv: bool,
    points: bool,
}

impl Words {
    fn s(self, sv: &'static str, en: &'static str) -> &'static str {
        if self.sv { sv } else { en }
    }
}

/// What one evening shows, screen by screen.
struct Expected<'a> {
    /// Points (Isbergsvira) or betar and pinnar (classic).
    points: bool,
    /// The table screen: each balance as named for screen readers, its
    /// money, and the pulla with the next deal in words.
    balances: &'a [&'a str],
    table_money: &'a [&'a str],
    pulla_line: &'a str,
    /// The players' view's line.
    board: &'a str,
    /// The betdelning: the pulla's split, each result and its money, the
    /// payments.
    split: &'a str,
    /// The choice of who gets what does not divide, named in the unit.
    odd: &'a str,
    results: &'a [&'a str],
    final_money: &'a [&'a str],
    payments: &'a [&'a str],
    /// The start page, in progress and closed.
    leads: &'a str,
    won: &'a str,
    /// A closed evening's table screen.
    after: &'a [&'a str],
    /// The archive list: the biggest winner and loser.
    archive: &'a [&'a str],
    /// The archive's statistics.
    statistics: &'a [&'a str],
}

/// Walks an evening through every screen that shows its amounts: the
/// table, the players' view, the betdelning and the start page while in
/// progress; then closed: the start page, the evening read-only, the
/// archive list and its statistics.
fn walk(text: &str, w: Words, e: &Expected<'_>) {
    let dir = TempDir::new().unwrap();
    let mut evening = Evening::parse("new.ron", text).unwrap();
    Store::new(dir.path())
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    if !w.sv {
        choose_language(&mut h, "English");
    }
    if w.points {
        toggle_points(
            &mut h,
            w.s("Svenska ▾", "English ▾"),
            w.s(
                "Belopp i poäng (1 bet = 8 poäng)",
                "Amounts in points (1 bet = 8 points)",
            ),
        );
        assert!(h.state().prefs.points);
    }
    click(&mut h, w.s("Fortsätt", "Resume"));

    // The table screen.
    for text in e
        .balances
        .iter()
        .chain(e.table_money)
        .chain([&e.pulla_line])
    {
        assert_shows(&h, text);
    }
    assert_units(&h, e.points, "the table");

    // The players' view.
    click(&mut h, w.s("Spelarvy", "Players' view"));
    let pulla = w.s("Pullan: ", "The pulla: ");
    assert_eq!(board_line(&h, pulla), e.board);
    assert_units(&h, e.points, "the players' view");
    click(&mut h, w.s("Spelarvy", "Players' view"));

    // The betdelning.
    click(&mut h, "Betdelning");
    for text in [&e.split]
        .into_iter()
        .chain(e.results)
        .chain(e.final_money)
        .chain(e.payments)
    {
        assert_shows(&h, text);
    }
    assert!(shows(&h, e.odd), "the betdelning does not show {:?}", e.odd);
    assert_units(&h, e.points, "the betdelning");

    // The start page: who leads, by the balance the table screen shows.
    click(&mut h, "⌂ Start");
    assert_shows(&h, e.leads);
    assert_units(&h, e.points, "the start page");

    // Closed: who won, after the betdelning.
    click(&mut h, w.s("Fortsätt", "Resume"));
    click(&mut h, "Betdelning");
    click(&mut h, w.s("Avsluta kvällen", "Close the evening"));
    click(&mut h, w.s("Ja, avsluta", "Yes, close it"));
    assert!(matches!(h.state().screen, Screen::Start(_)));
    assert_shows(&h, e.won);
    assert_units(&h, e.points, "the start page, closed");
    click(&mut h, w.s("Visa", "View"));
    for text in e.after {
        assert_shows(&h, text);
    }
    assert_units(&h, e.points, "a closed evening");
    click(&mut h, "Betdelning");
    for text in e.results.iter().chain(e.payments) {
        assert_shows(&h, text);
    }
    assert_units(&h, e.points, "a closed evening's betdelning");

    // The archive list.
    click(&mut h, w.s("Arkivet", "The archive"));
    wait_for_archive(&mut h);
    for text in e.archive {
        assert_shows(&h, text);
    }
    assert_units(&h, e.points, "the archive list");

    // The statistics of the archive (this one evening).
    click(&mut h, w.s("Statistik", "Statistics"));
    for text in e.statistics {
        assert_shows(&h, text);
    }
    assert_units(&h, e.points, "the statistics");
}

#[test]
fn an_isbergsvira_evening_shows_points_on_every_screen() {
    // The figures of ISBERG, worked out above.
    walk(
        ISBERG,
        Words {
            sv: true,
            points: false,
        },
        &Expected {
            points: true,
            balances: &["Anna: -294 poäng", "Bo: +336 poäng", "Cia: -312 poäng"],
            table_money: &["-54,44 kr", "62,22 kr", "-57,78 kr"],
            pulla_line: "Pullan: 5 b. Anna förhand, Bo mellanhand, Cia giver",
            board: "Pullan: 5 b. Anna -294 poäng -54,44 kr förhand \
                    · Bo +336 poäng 62,22 kr mellanhand \
                    · Cia -312 poäng -57,78 kr giver",
            split: "Pullan 5 b delas lika på 3: 90 poäng var.",
            odd: "Udda poäng till",
            results: &[
                "Anna resultat: -204 poäng",
                "Bo resultat: +426 poäng",
                "Cia resultat: -222 poäng",
            ],
            final_money: &["-37,78 kr", "78,89 kr", "-41,11 kr"],
            payments: &[
                "Cia betalar Bo 41,11 kr (222 poäng)",
                "Anna betalar Bo 37,78 kr (204 poäng)",
            ],
            leads: "leder: Bo +336 poäng",
            won: "vann: Bo +426 poäng",
            after: &[
                "Anna efter betdelningen: -204 poäng",
                "Bo efter betdelningen: +426 poäng",
                "Cia efter betdelningen: -222 poäng",
            ],
            archive: &["Bo +426 poäng", "Cia -222 poäng"],
            // Bo's best evening; Cia's tringel 9 paid her 162 + 96 points
            // and cost her 324 in rebuys: -66 a hand. The chart is in
            // points too.
            statistics: &[
                "+426 poäng (2026-11-22)",
                "78,89 kr",
                "-66 poäng",
                "Resultat över kvällarna (poäng, summerat)",
            ],
        },
    );
}

#[test]
fn an_isbergsvira_evening_shows_points_in_english() {
    // The same figures, in English: `pt`, and money with a decimal point.
    walk(
        ISBERG,
        Words {
            sv: false,
            points: false,
        },
        &Expected {
            points: true,
            balances: &["Anna: -294 pt", "Bo: +336 pt", "Cia: -312 pt"],
            table_money: &["-54.44 kr", "62.22 kr", "-57.78 kr"],
            pulla_line: "The pulla: 5 b. Anna forehand, Bo middlehand, Cia dealer",
            board: "The pulla: 5 b. Anna -294 pt -54.44 kr forehand \
                    · Bo +336 pt 62.22 kr middlehand \
                    · Cia -312 pt -57.78 kr dealer",
            split: "The pulla 5 b is divided equally among 3: 90 pt each.",
            odd: "Odd points go to",
            results: &[
                "Anna result: -204 pt",
                "Bo result: +426 pt",
                "Cia result: -222 pt",
            ],
            final_money: &["-37.78 kr", "78.89 kr", "-41.11 kr"],
            payments: &[
                "Cia pays Bo 41.11 kr (222 pt)",
                "Anna pays Bo 37.78 kr (204 pt)",
            ],
            leads: "leads: Bo +336 pt",
            won: "won: Bo +426 pt",
            after: &[
                "Anna after the betdelning: -204 pt",
                "Bo after the betdelning: +426 pt",
                "Cia after the betdelning: -222 pt",
            ],
            archive: &["Bo +426 pt", "Cia -222 pt"],
            statistics: &[
                "+426 pt (2026-11-22)",
                "78.89 kr",
                "-66 pt",
                "Result over the evenings (points, cumulative)",
            ],
        },
    );
}

#[test]
fn a_classic_evening_shows_betar_and_pinnar_on_every_screen() {
    // The figures of CLASSIC, worked out above.
    walk(
        CLASSIC,
        Words {
            sv: true,
            points: false,
        },
        &Expected {
            points: false,
            balances: &["Anna: +2 b 6 p", "Bo: -5 b 2 p", "Cia: -1 b 4 p"],
            table_money: &["11,00 kr", "-21,00 kr", "-6,00 kr"],
            pulla_line: "Pullan: 4 b. Bo förhand, Cia mellanhand, Anna giver",
            board: "Pullan: 4 b. Anna +2 b 6 p 11,00 kr giver \
                    · Bo -5 b 2 p -21,00 kr förhand \
                    · Cia -1 b 4 p -6,00 kr mellanhand",
            split: "Pullan 4 b delas lika på 3: 1 b 2 p var.",
            odd: "Udda pinnar till",
            results: &[
                "Anna resultat: +4 b",
                "Bo resultat: -3 b 6 p",
                "Cia resultat: -2 p",
            ],
            final_money: &["16,00 kr", "-15,00 kr", "-1,00 kr"],
            payments: &[
                "Bo betalar Anna 15,00 kr (3 b 6 p)",
                "Cia betalar Anna 1,00 kr (2 p)",
            ],
            leads: "leder: Anna +2 b 6 p",
            won: "vann: Anna +4 b",
            after: &[
                "Anna efter betdelningen: +4 b",
                "Bo efter betdelningen: -3 b 6 p",
                "Cia efter betdelningen: -2 p",
            ],
            archive: &["Anna +4 b", "Bo -3 b 6 p"],
            // Anna's best evening; her vingel 7 brought 1 bet and 6 pinnar
            // each time, Bo's turné 8 cost 2 betar and 2 pinnar.
            statistics: &[
                "+4 b (2026-11-21)",
                "16,00 kr",
                "+1 b 6 p",
                "-2 b 2 p",
                "Resultat över kvällarna (betar, summerat)",
            ],
        },
    );
}

/// Ticks (or unticks) the box of points in the language menu, then closes
/// the menu.
fn toggle_points(h: &mut Harness<'_, ViraApp>, menu: &str, label: &str) {
    click(h, menu);
    h.get_by_role_and_label(Role::CheckBox, label).click();
    frames(h);
    h.key_press(Key::Escape);
    frames(h);
}

/// The classic evening for a reader who chose points (1 pinne = 1 point,
/// 1 bet = 8 points): the same figures as above, in points on every
/// screen; the evening's file (its ledger) is not touched by the choice.
/// The charts keep their axis in betar.
#[test]
fn a_classic_evening_in_points_when_the_reader_chooses_them() {
    walk(
        CLASSIC,
        Words {
            sv: true,
            points: true,
        },
        &Expected {
            points: true,
            balances: &["Anna: +22 poäng", "Bo: -42 poäng", "Cia: -12 poäng"],
            table_money: &["11,00 kr", "-21,00 kr", "-6,00 kr"],
            pulla_line: "Pullan: 32 poäng. Bo förhand, Cia mellanhand, Anna giver",
            board: "Pullan: 32 poäng. Anna +22 poäng 11,00 kr giver \
                    · Bo -42 poäng -21,00 kr förhand \
                    · Cia -12 poäng -6,00 kr mellanhand",
            split: "Pullan 32 poäng delas lika på 3: 10 poäng var.",
            odd: "Udda poäng till",
            results: &[
                "Anna resultat: +32 poäng",
                "Bo resultat: -30 poäng",
                "Cia resultat: -2 poäng",
            ],
            final_money: &["16,00 kr", "-15,00 kr", "-1,00 kr"],
            payments: &[
                "Bo betalar Anna 15,00 kr (30 poäng)",
                "Cia betalar Anna 1,00 kr (2 poäng)",
            ],
            leads: "leder: Anna +22 poäng",
            won: "vann: Anna +32 poäng",
            after: &[
                "Anna efter betdelningen: +32 poäng",
                "Bo efter betdelningen: -30 poäng",
                "Cia efter betdelningen: -2 poäng",
            ],
            archive: &["Anna +32 poäng", "Bo -30 poäng"],
            statistics: &[
                "+32 poäng (2026-11-21)",
                "16,00 kr",
                "+14 poäng",
                "-18 poäng",
                "Resultat över kvällarna (betar, summerat)",
            ],
        },
    );
}

/// The choice is a preference: kept with the others, and the evening's
/// file is the same before and after it.
#[test]
fn the_choice_of_points_is_a_preference_and_leaves_the_evening_alone() {
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path(), CLASSIC);
    let file = evening_file(&h);
    let before = std::fs::read(&file).unwrap();
    assert_shows(&h, "Anna: +2 b 6 p");
    toggle_points(&mut h, "Svenska ▾", "Belopp i poäng (1 bet = 8 poäng)");
    assert_shows(&h, "Anna: +22 poäng");
    assert!(h.state().prefs.points);
    let prefs = serde_json::to_string(&h.state().prefs).unwrap();
    assert!(prefs.contains("\"points\":true"), "{prefs}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    // In Japanese amounts are points whatever the choice; back in Swedish
    // without it, betar and pinnar again.
    choose_language(&mut h, "日本語");
    assert!(
        texts(&h).iter().any(|t| t.contains("+22点")),
        "{:?}",
        texts(&h)
    );
    choose_language(&mut h, "Svenska");
    toggle_points(&mut h, "Svenska ▾", "Belopp i poäng (1 bet = 8 poäng)");
    assert_shows(&h, "Anna: +2 b 6 p");
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

// ---------------------------------------------------------------------
// The price of a bet, changed as an edit with an undo.

fn evening_file(h: &Harness<'_, ViraApp>) -> PathBuf {
    h.state()
        .evening()
        .expect("an evening is open")
        .path
        .clone()
}

fn price_on_disk(file: &Path) -> (Option<u64>, Option<String>) {
    let evening = Evening::parse("saved.ron", &std::fs::read_to_string(file).unwrap()).unwrap();
    (evening.house.price_per_bet_ore, evening.house.currency)
}

/// The pulla in money, painted on the felt (not in the accessibility
/// tree): from the board the table screen draws.
fn pulla_money(h: &Harness<'_, ViraApp>) -> Option<String> {
    let ledger = h.state().evening().unwrap().editor.ledger();
    vira::report::board::board(ledger, vira::rules::table::Language::Swedish).pulla_money
}

/// Opens the price field of the betdelning and types `price` over what it
/// holds, without saving.
fn type_price(h: &mut Harness<'_, ViraApp>, price: &str) {
    let change = if shows(h, "Ändra priset") {
        "Ändra priset"
    } else {
        "Sätt ett pris"
    };
    click(h, change);
    h.get_by_label("Pris per bet:").click();
    frames(h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    frames(h);
    h.key_press(Key::Backspace);
    frames(h);
    if !price.is_empty() {
        h.get_by_label("Pris per bet:").type_text(price);
        frames(h);
    }
}

/// Saves the price typed, and forgets the notice saying so (it names the
/// price, which is not one of the amounts compared).
fn save_price(h: &mut Harness<'_, ViraApp>) {
    click(h, "Spara priset");
    h.state_mut().notice = None;
    frames(h);
}

/// Ctrl+Z, and forgets the notice saying what was undone.
fn undo(h: &mut Harness<'_, ViraApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    frames(h);
    let notice = h.state_mut().notice.take().expect("the undo is said");
    assert!(notice.text.starts_with("Ångrat: "), "{}", notice.text);
    frames(h);
}

/// Ctrl+Shift+Z, and forgets the notice saying what was redone.
fn redo(h: &mut Harness<'_, ViraApp>) {
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    frames(h);
    let notice = h.state_mut().notice.take().expect("the redo is said");
    assert!(notice.text.starts_with("Gjort om: "), "{}", notice.text);
    frames(h);
}

/// CLASSIC at 4,00 kr a bet (1 pinne = 50 öre: every amount is whole öre).
fn at_4_kr(h: &mut Harness<'_, ViraApp>) {
    money_shown(
        h,
        "4 kr",
        (&["11,00 kr", "-21,00 kr", "-6,00 kr"], "16,00 kr"),
        &[
            "4,00 kr",
            "16,00 kr",
            "-15,00 kr",
            "-1,00 kr",
            "Bo betalar Anna 15,00 kr (3 b 6 p)",
            "Cia betalar Anna 1,00 kr (2 p)",
        ],
    );
}

/// The money on the table screen (the balances, the pulla) and on the
/// betdelning, at a price.
fn money_shown(
    h: &mut Harness<'_, ViraApp>,
    price: &str,
    (table, pulla): (&[&str], &str),
    betdelning: &[&str],
) {
    click(h, "Bordet");
    assert_eq!(money_texts(h), sorted(table), "the table at {price}");
    assert_eq!(pulla_money(h).as_deref(), Some(pulla));
    click(h, "Betdelning");
    assert_eq!(
        money_texts(h),
        sorted(betdelning),
        "the betdelning at {price}"
    );
}

/// CLASSIC at 4,50 kr a bet: 1 pinne = 56,25 öre.
///
/// The table (balances and pulla rounded together): Anna 22 x 56,25 =
/// 1237,5, Bo -42 -> -2362,5, Cia -12 -> -675, pulla 32 -> 1800. Down: 1237,
/// -2363, -675, 1800, sum -1; remainders 0,5 (Anna), 0,5 (Bo), 0, 0: the
/// tie goes to the first seat, Anna 12,38 kr; Bo -23,63, Cia -6,75, the
/// pulla 18,00 kr.
///
/// The results: Anna 32 -> 1800, Bo -30 -> -1687,5, Cia -2 -> -112,5. Down:
/// 1800, -1688, -113, sum -1; remainders 0, 0,5, 0,5: the tie goes to Bo,
/// -16,87 kr; Cia -1,13 kr. (Each rounded alone, -16,88 and -1,13 would
/// leave an öre unpaid.) The payments are the results: Bo pays Anna 16,87
/// kr, Cia pays Anna 1,13 kr, and Anna receives her 18,00 kr.
fn at_4_50_kr(h: &mut Harness<'_, ViraApp>) {
    money_shown(
        h,
        "4,50 kr",
        (&["12,38 kr", "-23,63 kr", "-6,75 kr"], "18,00 kr"),
        &[
            "4,50 kr",
            "18,00 kr",
            "-16,87 kr",
            "-1,13 kr",
            "Bo betalar Anna 16,87 kr (3 b 6 p)",
            "Cia betalar Anna 1,13 kr (2 p)",
        ],
    );
}

#[test]
fn the_price_changed_mid_evening_changes_every_amount_in_money_and_undoes() {
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path(), CLASSIC);
    let file = evening_file(&h);
    at_4_kr(&mut h);
    assert_shows(&h, "Pris per bet:");

    // 4,50 a bet: every amount in money follows, and the file says so.
    type_price(&mut h, "4,50");
    save_price(&mut h);
    at_4_50_kr(&mut h);
    assert_eq!(price_on_disk(&file), (Some(450), Some("kr".into())));
    // The amounts in the ledger's unit do not change with the price.
    assert_shows(&h, "Bo resultat: -3 b 6 p");

    // Undone (Ctrl+Z): the old figures and the old file; redone.
    undo(&mut h);
    at_4_kr(&mut h);
    assert_eq!(price_on_disk(&file), (Some(400), None), "as it was written");
    redo(&mut h);
    at_4_50_kr(&mut h);
    undo(&mut h);
    at_4_kr(&mut h);

    // An empty price takes the money away: no amount in kronor anywhere,
    // no money column, the payments in betar and pinnar.
    type_price(&mut h, "");
    save_price(&mut h);
    assert_eq!(money_texts(&h), Vec::<String>::new(), "the betdelning");
    assert!(h.query_by_label("Pengar").is_none());
    assert_shows(&h, "utan pengar");
    assert_shows(&h, "Bo betalar Anna 3 b 6 p");
    assert_shows(&h, "Sätt ett pris");
    assert_eq!(price_on_disk(&file), (None, None));
    click(&mut h, "Bordet");
    assert_eq!(money_texts(&h), Vec::<String>::new(), "the table");
    assert_eq!(pulla_money(&h), None);
    undo(&mut h);
    at_4_kr(&mut h);
    assert_eq!(price_on_disk(&file), (Some(400), None));

    // A price with three decimals is refused, saying why, and cannot be
    // saved; Avbryt leaves the price as it was.
    type_price(&mut h, "4,505");
    assert_shows(
        &h,
        "Pris: skriv ett belopp med högst två decimaler, t.ex. 0,50 (tomt: utan pengar).",
    );
    assert!(
        h.get_by_role_and_label(Role::Button, "Spara priset")
            .accesskit_node()
            .is_disabled(),
        "a wrong price can be saved"
    );
    h.key_press(Key::Enter);
    frames(&mut h);
    click(&mut h, "Avbryt");
    assert!(h.query_by_label("Spara priset").is_none());
    at_4_kr(&mut h);
    assert_eq!(price_on_disk(&file), (Some(400), None));
}

#[test]
fn the_price_of_a_closed_evening_is_changed_in_the_archive_and_undone() {
    let dir = TempDir::new().unwrap();
    let h = open_evening(dir.path(), CLASSIC);
    let file = evening_file(&h);
    let closed = h.state().evening().unwrap().editor.evening().clone();
    drop(h);
    let archived = Store::new(dir.path()).close(&file, &closed).unwrap();
    // The archive's statistics at 4 kr (see CLASSIC): Anna 16,00 kr.
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Arkivet");
    wait_for_archive(&mut h);
    click(&mut h, "Statistik");
    assert_eq!(
        money_texts(&h),
        sorted(&["16,00 kr", "-15,00 kr", "-1,00 kr"])
    );
    // The evening opened read-only from the archive list.
    common::app::click_tab(&mut h, "Kvällar");
    click(&mut h, "Visa");
    assert!(h.state().evening().unwrap().read_only);
    // The results after the betdelning at 4 kr.
    assert_eq!(
        money_texts(&h),
        sorted(&["16,00 kr", "-15,00 kr", "-1,00 kr"])
    );

    // Nothing to undo yet: no undo button on a closed evening.
    assert!(h.query_by_label("↶ Ångra").is_none());

    // At 4,50 (see at_4_50_kr): written to the archive file.
    click(&mut h, "Betdelning");
    type_price(&mut h, "4,50");
    save_price(&mut h);
    assert_eq!(
        money_texts(&h),
        sorted(&[
            "4,50 kr",
            "18,00 kr",
            "-16,87 kr",
            "-1,13 kr",
            "Bo betalar Anna 16,87 kr (3 b 6 p)",
            "Cia betalar Anna 1,13 kr (2 p)",
        ])
    );
    assert_eq!(price_on_disk(&archived), (Some(450), Some("kr".into())));
    assert!(!file.exists(), "the evening stays closed");
    click(&mut h, "Bordet");
    assert_eq!(
        money_texts(&h),
        sorted(&["18,00 kr", "-16,87 kr", "-1,13 kr"])
    );

    // Undone like any other change (Ctrl+Z), and redone and undone again
    // with the buttons, which a closed evening shows once it has a change.
    let at_4 = sorted(&["16,00 kr", "-15,00 kr", "-1,00 kr"]);
    undo(&mut h);
    assert_eq!(money_texts(&h), at_4);
    assert_eq!(price_on_disk(&archived), (Some(400), None));
    click(&mut h, "↷ Gör om");
    h.state_mut().notice = None;
    frames(&mut h);
    assert_eq!(
        money_texts(&h),
        sorted(&["18,00 kr", "-16,87 kr", "-1,13 kr"])
    );
    assert_eq!(price_on_disk(&archived), (Some(450), Some("kr".into())));
    common::app::click_undo(&mut h);
    // Issue 33, 18: the message said the undone price (4,50) while 4,00
    // showed; it says the price now.
    let said = h.state_mut().notice.take().expect("the undo is said").text;
    assert!(
        said.starts_with("Ångrat: priset — priset per bet är 4,00"),
        "{said}"
    );
    frames(&mut h);
    assert_eq!(money_texts(&h), at_4);
    assert_eq!(price_on_disk(&archived), (Some(400), None));
    assert!(h.state().evening().unwrap().read_only, "still closed");

    // The archive is read again: its statistics follow the price.
    redo(&mut h);
    click(&mut h, "Arkivet");
    wait_for_archive(&mut h);
    click(&mut h, "Statistik");
    assert_eq!(
        money_texts(&h),
        sorted(&["18,00 kr", "-16,87 kr", "-1,13 kr"])
    );
}

#[test]
fn a_price_set_on_an_evening_without_money_in_english() {
    // CLASSIC played without money, set to 4.50 a bet by the English
    // screen and Enter: the results and payments of at_4_50_kr, written
    // with a decimal point.
    let dir = TempDir::new().unwrap();
    let text = CLASSIC.replace("house: House(price_per_bet_ore: Some(400)),", "");
    let mut evening = Evening::parse("new.ron", &text).unwrap();
    Store::new(dir.path())
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    choose_language(&mut h, "English");
    click(&mut h, "Resume");
    let file = evening_file(&h);
    click(&mut h, "Betdelning");
    assert_shows(&h, "Price of a bet:");
    assert_shows(&h, "no money");
    assert_shows(&h, "Bo pays Anna 3 b 6 p");
    assert_eq!(money_texts(&h), Vec::<String>::new());
    assert!(h.query_by_label("Money").is_none());

    click(&mut h, "Set a price");
    let field = h.get_by_label("Price of a bet:");
    assert_eq!(field.accesskit_node().placeholder(), Some("no money"));
    assert_eq!(h.get_by_label("currency").value().as_deref(), Some("kr"));
    h.get_by_label("Price of a bet:").click();
    frames(&mut h);
    h.get_by_label("Price of a bet:").type_text("4.5");
    frames(&mut h);
    h.key_press(Key::Enter);
    frames(&mut h);
    h.state_mut().notice = None;
    frames(&mut h);
    assert_eq!(
        money_texts(&h),
        sorted(&[
            "4.50 kr",
            "18.00 kr",
            "-16.87 kr",
            "-1.13 kr",
            "Bo pays Anna 16.87 kr (3 b 6 p)",
            "Cia pays Anna 1.13 kr (2 p)",
        ])
    );
    assert_shows(&h, "Change the price");
    assert_eq!(price_on_disk(&file), (Some(450), Some("kr".into())));
}

// ---------------------------------------------------------------------
// The new-evening form.

#[test]
fn the_new_evening_form_has_no_price_until_one_is_typed() {
    let dir = TempDir::new().unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "+ Ny kväll");
    let price = || {
        h.get_by_label("Pris per bet")
            .accesskit_node()
            .placeholder()
            .map(ToString::to_string)
    };
    // Empty is empty: the hint says what empty means, and no currency.
    assert_eq!(price().as_deref(), Some("utan pengar"));
    assert!(
        !texts(&h).iter().any(|t| t.contains("0,50")),
        "a price hint"
    );
    assert!(
        h.query_by_label("valuta").is_none(),
        "a currency without a price"
    );
    assert!(
        !texts(&h).iter().any(|t| t == "kr"),
        "a currency without a price"
    );

    // A price brings its currency, kr unless changed.
    h.get_by_label("Pris per bet").click();
    frames(&mut h);
    h.get_by_label("Pris per bet").type_text("4,50");
    frames(&mut h);
    assert_eq!(h.get_by_label("valuta").value().as_deref(), Some("kr"));
    // And taking it away takes the currency away.
    for _ in 0..4 {
        h.key_press(Key::Backspace);
        frames(&mut h);
    }
    assert_eq!(h.get_by_label("Pris per bet").value().as_deref(), Some(""));
    assert!(h.query_by_label("valuta").is_none());
}

// ---------------------------------------------------------------------
// The hand form of an Isbergsvira evening.

/// Types a hand's first steps as the keyboard does: the declarer's key,
/// the contract searched and taken with Enter, the trump's key.
fn declare(h: &mut Harness<'_, ViraApp>, declarer: Key, contract: &str, trump: Key) {
    h.key_press(declarer);
    frames(h);
    h.event(egui::Event::Text(contract.into()));
    h.key_press(Key::Enter);
    frames(h);
    h.key_press(trump);
    frames(h);
}

#[test]
fn an_isbergsvira_hand_is_previewed_in_points() {
    // ISBERG's third hand: Cia deals, Anna (key 1) is forehand.
    let dir = TempDir::new().unwrap();
    let mut h = open_evening(dir.path(), ISBERG);

    // Anna's solo 10 in preference, 10 tricks: level 32 x 4 = 128 points
    // from Bo and from Cia; the pulla pays k = 1 bet.
    declare(&mut h, Key::Num1, "solo 10", Key::H);
    h.event(egui::Event::Text("10".into()));
    frames(&mut h);
    assert_shows(&h, "Anna lyfter 1 bet ur pullan.");
    assert_shows(&h, "Bo och Cia betalar Anna 128 poäng var.");
    assert_units(&h, true, "the hand form");

    // Surrendered, tringel 9 in preference costs its value, 4 x 4 x 3 = 48
    // points, to each opponent, and k = 3 betar into the pulla: the
    // button says both, each in its unit, and so does the preview.
    h.key_press(Key::Escape);
    frames(&mut h);
    declare(&mut h, Key::Num1, "t9", Key::H);
    click(&mut h, "Lagd (kostar 3 b + 96 poäng)");
    assert_shows(&h, "Anna sätter 3 betar i pullan.");
    assert_shows(&h, "Anna betalar Bo och Cia 48 poäng var.");
    assert_units(&h, true, "the hand form, surrendered");
}
