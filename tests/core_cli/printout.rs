//! The printed protocol as a browser prints it: `protocol_html` rendered by
//! headless Chromium to PDF, the PDF read back with `pdftotext -layout`.
//! At 3, 4 and 5 players every player's column is on the page (the header
//! line of the protocol names them all, the last line of the protocol holds
//! every final balance), the Spel and Trumf cells stay on one line, and the
//! payments are not left alone on a page of their own.
//!
//! Needs `chromium` and `pdftotext` (Debian: `chromium poppler-utils`), so
//! it runs only with `cargo test --features browser --test core_cli printout::`
//! (`.ci/run` installs both and runs it).
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

use crate::common;
use vira::i18n::Text;

use std::path::Path;
use std::process::Command;

use common::sample::{Chooser, possible_evening};
use vira::SettledEvening;
use vira::ledger::evening::House;
use vira::rules::registry::TableRegistry;
use vira::rules::table::Language;

/// Long names, as club members are written: a column is as wide as its
/// widest cell, so these are the hard case.
const NAMES: [(&str, &str); 5] = [
    ("Anna", "Anna-Karin"),
    ("Bo", "Bengt-Åke"),
    ("Cia", "Christina"),
    ("Dag", "Dagobert"),
    ("Eva", "Evelina"),
];

/// A generated evening of `hands` hands at `players` players on `table`,
/// played for 5 kr a bet, the players given long names.
fn evening(table: &str, players: usize, hands: usize, seed: u64) -> SettledEvening {
    let registry = TableRegistry::built_in();
    let bid_table = registry
        .entries()
        .find(|e| e.id == table)
        .and_then(|e| e.table.as_ref().ok())
        .expect("the table is built in");
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut chooser = Chooser::new(std::iter::repeat_with(move || rng.u32(..)));
    let house = House {
        price_per_bet_ore: Some(500),
        ..House::default()
    };
    let evening = possible_evening(&mut chooser, table, bid_table, players, hands, house);
    let mut source = evening.to_ron();
    for (short, long) in NAMES {
        source = source.replace(&format!("\"{short}\""), &format!("\"{long}\""));
    }
    vira::settle_source(&registry, "evening.ron", &source).unwrap()
}

/// The PDF Chromium prints of `html`, as `pdftotext -layout` reads it:
/// one string per page.
fn printed_pages(html: &str, dir: &Path) -> Vec<String> {
    let page = dir.join("protocol.html");
    let pdf = dir.join("protocol.pdf");
    std::fs::write(&page, html).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let chromium = std::env::var("VIRA_CHROMIUM").unwrap_or_else(|_| "chromium".to_string());
    let status = Command::new(&chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-pdf-header-footer",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap_or_else(|e| panic!("{chromium} did not start ({e}): install chromium"));
    assert!(
        status.status.success() && pdf.exists(),
        "{chromium} printed no PDF: {}",
        String::from_utf8_lossy(&status.stderr)
    );
    let text = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&pdf)
        .arg("-")
        .output()
        .unwrap_or_else(|e| panic!("pdftotext did not start ({e}): install poppler-utils"));
    assert!(text.status.success(), "pdftotext failed");
    let text = String::from_utf8(text.stdout).unwrap();
    text.split('\u{c}')
        .map(str::to_string)
        .filter(|p| !p.trim().is_empty())
        .collect()
}

/// Prints `settled` and checks the page: every column there, the contract
/// and trump cells on one line, the payments not alone.
fn check_printout(settled: &SettledEvening, language: Language) {
    let SettledEvening {
        evening,
        rules,
        settlement,
    } = settled;
    let html = vira::archive::export::protocol_html(evening, rules, settlement, language);
    let dir = tempfile::tempdir().unwrap();
    let pages = printed_pages(&html, dir.path());
    let all = pages.join("\n");
    let players = &settlement.players;
    let context = format!("{} players, {language:?}:\n{all}", players.len());

    // The protocol's header line names every player (a column cut off at
    // the page's edge is missing from it).
    let header = all
        .lines()
        .find(|l| l.trim_start().starts_with('#'))
        .unwrap_or_else(|| panic!("no header line: {context}"));
    for p in players {
        assert!(
            header.contains(p.as_str()),
            "{p} not in «{header}»: {context}"
        );
    }
    // The protocol's last hand's line holds every player's balance after
    // it, in seat order (a column cut off at the page's edge is missing).
    let unit = rules.unit();
    let rows = vira::report::protocol_rows(evening, rules, settlement, language);
    let last_row = rows
        .iter()
        .rev()
        .find(|r| r.kind == vira::report::RowKind::Hand)
        .unwrap();
    let last_hand = evening.hands.len();
    let last = all
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{last_hand} ")))
        .unwrap_or_else(|| panic!("no line for hand {last_hand}: {context}"));
    let mut rest = last;
    for &b in &last_row.balances {
        let shown = unit.amount(b).signed(language);
        let at = rest
            .find(shown.as_str())
            .unwrap_or_else(|| panic!("balance {shown} not in «{last}»: {context}"));
        rest = &rest[at + shown.len()..];
    }
    // Every player's final result is printed on a line with the name.
    for (player, &b) in players.iter().zip(&settlement.final_balances) {
        let shown = unit.amount(b).signed(language);
        assert!(
            all.lines()
                .any(|l| l.trim_start().starts_with(player.as_str()) && l.contains(&shown)),
            "{player}'s final result {shown} not printed: {context}"
        );
    }
    // Every hand's line says its contract whole: the contract cell does
    // not wrap. (A hand's line starts with its number.)
    let mut number = 0;
    for row in rows
        .iter()
        .filter(|r| r.kind == vira::report::RowKind::Hand)
    {
        number += 1;
        let contract = &row.cells[3];
        let line = all
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{number} ")))
            .unwrap_or_else(|| panic!("no line for hand {number}: {context}"));
        let first_word = contract.split_whitespace().next().unwrap_or_default();
        assert!(
            line.contains(first_word),
            "hand {number}'s contract «{contract}» not on its line «{line}»: {context}"
        );
    }
    // The lines of the protocol: no cell wraps to more than two lines, so
    // there are at most twice as many lines as rows between the header and
    // the last hand.
    let lines: Vec<&str> = all.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.trim_start().starts_with('#'))
        .unwrap();
    let end = lines
        .iter()
        .position(|l| l.trim_start().starts_with(&format!("{last_hand} ")))
        .unwrap();
    let body = lines[first..end]
        .iter()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .count();
    assert!(
        body <= 2 * rows.len(),
        "{body} lines for {} rows: cells wrap: {context}",
        rows.len()
    );
    // The payments are not alone on the last page: the results are there.
    let payments = vira::i18n::pick(language, Text::Payments);
    let results = vira::i18n::pick(language, Text::Results);
    let last_page = pages.last().unwrap();
    if last_page.contains(payments) {
        assert!(
            last_page.lines().any(|l| l.trim() == results),
            "the payments alone on the last page: {context}"
        );
    }
}

#[test]
fn the_protocol_fits_an_a4_page_at_three_four_and_five_players() {
    // The longest evening runs over a page: the results and payments
    // still go together.
    for (players, hands) in [(3, 18), (4, 16), (5, 15), (4, 40)] {
        let settled = evening("stockholm", players, hands, 7 + players as u64);
        check_printout(&settled, Language::Swedish);
        check_printout(&settled, Language::English);
    }
}

#[test]
fn an_isbergsvira_evening_at_five_players_fits() {
    let settled = evening("isberg", 5, 12, 11);
    check_printout(&settled, Language::Swedish);
}
