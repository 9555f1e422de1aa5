//! The CSV export as the spreadsheets clubs use open it: in English with
//! the machine's names and codes, read back with the `csv` crate column by
//! column; in Swedish as the screens say it, written out whole; a classic
//! evening and an Isbergsvira evening worked out by hand
//! (`tests/common/small_archive.rs`). And the levels family's rebuys and
//! second-last bid in the protocol, the printout and the JSON.
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

use common::small_archive::{EVENING_A, EVENING_ISBERG};
use vira::SettledEvening;
use vira::archive::export::{CsvFormat, Delimiter, HAND_COLUMNS, RESULT_COLUMNS};
use vira::rules::registry::TableRegistry;
use vira::rules::table::Language;

const BOM: &[u8] = b"\xEF\xBB\xBF";

fn settled(source: &str) -> SettledEvening {
    vira::settle_source(&TableRegistry::built_in(), "evening.ron", source).unwrap()
}

/// The two files as written by `write_csv_dir`, as bytes.
fn export(format: CsvFormat) -> (Vec<u8>, Vec<u8>) {
    let a = settled(EVENING_A);
    let i = settled(EVENING_ISBERG);
    let evenings = [
        ("2026-01-10-aaaaaaaaaaaa", &a),
        ("2026-11-22-cccccccccccc", &i),
    ];
    let dir = tempfile::tempdir().unwrap();
    let (hands, results) =
        vira::disk::archive::write_csv_dir(dir.path(), &evenings, format).unwrap();
    // Written atomically: nothing but the two files is left in the folder.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["hands.csv", "results.csv"]);
    (
        std::fs::read(hands).unwrap(),
        std::fs::read(results).unwrap(),
    )
}

/// The records of a file (the header first), read with `delimiter` after
/// the byte-order mark, which must be there exactly when `bom`.
fn records(bytes: &[u8], bom: bool, delimiter: u8) -> Vec<Vec<String>> {
    assert_eq!(bytes.starts_with(BOM), bom, "the byte-order mark");
    let body = bytes.strip_prefix(BOM).unwrap_or(bytes);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(false)
        .from_reader(body);
    reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect()
}

/// Every row of `hands.csv`, worked out by hand (the arithmetic is beside
/// the evenings in `tests/common/small_archive.rs`); `name` picks the
/// language's contract name.
#[rustfmt::skip] // A table: one line per hand and group of columns.
fn hand_rows(name: impl Fn(&'static str, &'static str) -> &'static str) -> Vec<Vec<String>> {
    // evening_id, date, club, table, variants, players
    let a = ["2026-01-10-aaaaaaaaaaaa", "2026-01-10", "Provklubben", "stockholm", "", "Anna; Bo; Cia"];
    let i = ["2026-11-22-cccccccccccc", "2026-11-22", "Viraklubben 4V", "isberg", "", "Anna; Bo; Cia"];
    // hand, dealer, forehand, sitting_out, declarer, contract, contract_name, bid, trump, omkop;
    // rebuys, second_last, second_last_name, result, outcome, overtricks, pinnar_rank, gok_penalty,
    // preference_suit, note, declarer_net; postings; pulla, balances, forced
    let rows: Vec<(&[&str; 6], [&str; 25])> = vec![
        (&a, [
            "1", "Cia", "Anna", "", "Anna", "vingel-7", "Vingel 7", "plain", "preference", "",
            "", "", "", "8", "won", "1", "preference", "", "", "", "14",
            r#"[{"from":"pulla","to":"Anna","pinnar":8,"reason":"pot"},{"from":"Bo","to":"Anna","pinnar":3,"reason":"pinnar"},{"from":"Cia","to":"Anna","pinnar":3,"reason":"pinnar"}]"#,
            "16", r#"{"Anna":6,"Bo":-11,"Cia":-11}"#, "",
        ]),
        (&a, [
            "2", "Anna", "Bo", "", "Bo", "spel-8", name("8-spel", "Game 8"), "plain", "common", "",
            "", "", "", "6", "codille", "0", "common", "", "", "", "-16",
            r#"[{"from":"Bo","to":"pulla","pinnar":16,"reason":"pot"}]"#,
            "32", r#"{"Anna":6,"Bo":-27,"Cia":-11}"#, "",
        ]),
        (&a, [
            "3", "Bo", "Cia", "", "Cia", "gok", "Gök", "plain", "misar", "",
            "", "", "", "0", "won", "0", "misar", "Anna", "", "", "8",
            r#"[{"from":"pulla","to":"Cia","pinnar":8,"reason":"pot"},{"from":"Anna","to":"pulla","pinnar":8,"reason":"gok_penalty"}]"#,
            "32", r#"{"Anna":-2,"Bo":-27,"Cia":-3}"#, "",
        ]),
        (&a, [
            "4", "Cia", "Anna", "", "Anna", "begar", name("Begär (6-spel)", "Begär"), "plain", "common", "",
            "", "", "", "surrendered", "surrendered", "0", "common", "", "", "", "-8",
            r#"[{"from":"Anna","to":"pulla","pinnar":8,"reason":"pot"}]"#,
            "40", r#"{"Anna":-10,"Bo":-27,"Cia":-3}"#, "",
        ]),
        (&i, [
            "1", "Anna", "Bo", "", "Cia", "tringel-9", "Tringel 9", "plain", "preference", "",
            "2", "", "", "9", "won", "0", "preference", "", "", "", "-66",
            r#"[{"from":"Cia","to":"pulla","pinnar":324,"reason":"omkop"},{"from":"pulla","to":"Cia","pinnar":162,"reason":"pot"},{"from":"Bo","to":"Cia","pinnar":48,"reason":"pinnar"},{"from":"Anna","to":"Cia","pinnar":48,"reason":"pinnar"}]"#,
            "324", r#"{"Anna":-102,"Bo":-102,"Cia":-120}"#, "",
        ]),
        (&i, [
            "2", "Bo", "Cia", "", "Bo", "solo-10", "Solo 10", "plain", "preference", "",
            "0", "kopmisar-1", name("Köpmisär 1", "Buy misère 1"), "10", "won", "0", "preference", "", "", "", "374",
            r#"[{"from":"pulla","to":"Bo","pinnar":54,"reason":"pot"},{"from":"Cia","to":"Bo","pinnar":160,"reason":"pinnar"},{"from":"Anna","to":"Bo","pinnar":160,"reason":"pinnar"}]"#,
            "270", r#"{"Anna":-262,"Bo":272,"Cia":-280}"#, "",
        ]),
    ];
    rows.into_iter()
        .map(|(evening, hand)| evening.iter().chain(&hand).map(|s| s.to_string()).collect())
        .collect()
}

/// Every row of `results.csv`, worked out by hand; `money_kr` with a
/// decimal comma when `decimal_comma`.
#[rustfmt::skip] // A table: one line per player and evening.
fn result_rows(decimal_comma: bool) -> Vec<Vec<String>> {
    let (a, i) = ("2026-01-10-aaaaaaaaaaaa", "2026-11-22-cccccccccccc");
    let rows: [[&str; 15]; 6] = [
        [a, "2026-01-10", "Provklubben", "stockholm", "Anna", "1", "4", "2", "3", "", "+3 p", "188", "1.88", "kr", "8"],
        [a, "2026-01-10", "Provklubben", "stockholm", "Bo", "2", "4", "1", "-13", "", "-1 b 5 p", "-813", "-8.13", "kr", "8"],
        [a, "2026-01-10", "Provklubben", "stockholm", "Cia", "3", "4", "1", "10", "", "+1 b 2 p", "625", "6.25", "kr", "8"],
        [i, "2026-11-22", "Viraklubben 4V", "isberg", "Anna", "1", "2", "0", "", "-172", "", "-3185", "-31.85", "kr", "54"],
        [i, "2026-11-22", "Viraklubben 4V", "isberg", "Bo", "2", "2", "1", "", "362", "", "6704", "67.04", "kr", "54"],
        [i, "2026-11-22", "Viraklubben 4V", "isberg", "Cia", "3", "2", "1", "", "-190", "", "-3519", "-35.19", "kr", "54"],
    ];
    let money_kr = RESULT_COLUMNS.iter().position(|c| *c == "money_kr").unwrap();
    rows.iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(column, value)| {
                    if column == money_kr && decimal_comma {
                        value.replace('.', ",")
                    } else {
                        value.to_string()
                    }
                })
                .collect()
        })
        .collect()
}

/// Compares row by row and column by column, naming the column that differs.
fn assert_rows(got: &[Vec<String>], want: &[Vec<String>], columns: &[&str]) {
    assert_eq!(got.len(), want.len(), "rows");
    for (row, (got, want)) in got.iter().zip(want).enumerate() {
        assert_eq!(got.len(), columns.len(), "row {row}: columns");
        for ((column, got), want) in columns.iter().zip(got).zip(want) {
            assert_eq!(got, want, "row {row}, column {column}");
        }
    }
}

/// One evening's two files as written in `format`, as text (after the
/// byte-order mark, which Swedish files have and others not).
fn files_of(source: &str, id: &str, format: CsvFormat) -> (String, String) {
    let s = settled(source);
    let dir = tempfile::tempdir().unwrap();
    let (hands, results) =
        vira::disk::archive::write_csv_dir(dir.path(), &[(id, &s)], format).unwrap();
    let text = |path| {
        let bytes = std::fs::read(path).unwrap();
        assert_eq!(
            bytes.starts_with(BOM),
            format.language == Language::Swedish,
            "the byte-order mark"
        );
        String::from_utf8(bytes.strip_prefix(BOM).unwrap_or(&bytes).to_vec()).unwrap()
    };
    (text(hands), text(results))
}

/// Issue 33, 16: a Swedish CSV says what the screens say. Evening A
/// (tests/common/small_archive.rs, 1 bet = 8 pinnar), written out by hand:
/// the columns named in Swedish, trump and outcome in words, every amount
/// in betar and pinnar as the screens show them (hand 1: Anna +14 p = +1 b
/// 6 p, the pulla 16 p = 2 b; hand 2: Bo -16 p = -2 b, pulla 32 p = 4 b;
/// hand 3: Cia +8 p = +1 b; hand 4: Anna -8 p = -1 b, pulla 40 p = 5 b),
/// the postings in sentences, and the results with what a bet is worth.
#[test]
fn a_swedish_csv_names_its_columns_and_words_in_swedish_and_amounts_as_the_screens() {
    let (hands, results) = files_of(
        EVENING_A,
        "2026-01-10-aaaaaaaaaaaa",
        CsvFormat::spreadsheet(Language::Swedish),
    );
    let want_hands = "\
Kvällens id;Datum;Klubb;Budtabell;Varianter;Spelare;Giv;Giver;Förhand;Sitter över;Spelförare;Kontraktets id;Kontrakt;Budat i färg;Trumf;Omköp från;Omköp (antal);Näst sista budets id;Näst sista bud;Stick;Utfall;Övertrick;Betalas efter trumf;Gökstraff;Preferensfärg;Anteckning;Spelförarens netto;Posteringar;Pullan;Ställning;Tvångsgiv
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;;\"Anna; Bo; Cia\";1;Cia;Anna;;Anna;vingel-7;Vingel 7;;högsta färg;;;;;8;hem;1;högsta färg;;;;+1 b 6 p;Anna lyfter 1 bet ur pullan. Bo och Cia betalar Anna 3 pinnar var.;2 b;\"Anna +6 p; Bo -1 b 3 p; Cia -1 b 3 p\";
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;;\"Anna; Bo; Cia\";2;Anna;Bo;;Bo;spel-8;8-spel;;ofärg;;;;;6;kodilj;0;ofärg;;;;-2 b;Bo sätter 2 betar i pullan.;4 b;\"Anna +6 p; Bo -3 b 3 p; Cia -1 b 3 p\";
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;;\"Anna; Bo; Cia\";3;Bo;Cia;;Cia;gok;Gök;;misär;;;;;0;hem;0;misär;Anna;;;+1 b;Cia lyfter 1 bet ur pullan. Anna passade utan läggarder och sätter 1 bet i pullan.;4 b;\"Anna -2 p; Bo -3 b 3 p; Cia -3 p\";
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;;\"Anna; Bo; Cia\";4;Cia;Anna;;Anna;begar;Begär (6-spel);;ofärg;;;;;lagd;lagd;0;ofärg;;;;-1 b;Anna sätter 1 bet i pullan.;5 b;\"Anna -1 b 2 p; Bo -3 b 3 p; Cia -3 p\";
";
    assert_eq!(hands, want_hands);
    // Anna +3 p, Bo -13 p = -1 b 5 p, Cia +10 p = +1 b 2 p; at 5 kr a bet
    // 1,88 kr, -8,13 kr, 6,25 kr.
    let want_results = "\
Kvällens id;Datum;Klubb;Budtabell;Spelare;Plats;Givar spelade;Givar budade;pinnar;poäng;Resultat;Öre;Pengar;Valuta;En bet
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;Anna;1;4;2;3;;+3 p;188;1,88;kr;1 b = 8 p
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;Bo;2;4;1;-13;;-1 b 5 p;-813;-8,13;kr;1 b = 8 p
2026-01-10-aaaaaaaaaaaa;2026-01-10;Provklubben;Stockholms Wirasällskap;Cia;3;4;1;10;;+1 b 2 p;625;6,25;kr;1 b = 8 p
";
    assert_eq!(results, want_results);
}

/// Issue 33, 16: Isbergsvira (1 bet = 54 points) in Swedish, as its screens
/// say it: results and the declarer's net in points (never "pinnar"), the
/// pulla in whole betar (324 points = 6 b, 270 = 5 b), rebuys and the
/// second-last bid in their columns; the results with their points and
/// what a bet is worth.
#[test]
fn a_swedish_isbergsvira_csv_says_points_and_the_pulla_in_betar() {
    let (hands, results) = files_of(
        EVENING_ISBERG,
        "2026-11-22-cccccccccccc",
        CsvFormat::spreadsheet(Language::Swedish),
    );
    let rows: Vec<&str> = hands.lines().skip(1).collect();
    assert_eq!(
        rows,
        [
            "2026-11-22-cccccccccccc;2026-11-22;Viraklubben 4V;Isbergsvira (Viraklubben 4V);;\"Anna; Bo; Cia\";1;Anna;Bo;;Cia;tringel-9;Tringel 9;;högsta färg;;2;;;9;hem;0;högsta färg;;;;-66 poäng;För omköp sätter Cia 6 betar i pullan. Cia lyfter 3 betar ur pullan. Bo och Anna betalar Cia 48 poäng var.;6 b;\"Anna -102 poäng; Bo -102 poäng; Cia -120 poäng\";",
            "2026-11-22-cccccccccccc;2026-11-22;Viraklubben 4V;Isbergsvira (Viraklubben 4V);;\"Anna; Bo; Cia\";2;Bo;Cia;;Bo;solo-10;Solo 10;;högsta färg;;0;kopmisar-1;Köpmisär 1;10;hem;0;högsta färg;;;;+374 poäng;Bo lyfter 1 bet ur pullan. Cia och Anna betalar Bo 160 poäng var.;5 b;\"Anna -262 poäng; Bo +272 poäng; Cia -280 poäng\";",
        ]
    );
    assert!(!hands.contains("pinn"), "{hands}");
    // Anna -172, Bo +362, Cia -190 points; at 10 kr a bet of 54 points.
    let rows: Vec<&str> = results.lines().skip(1).collect();
    assert_eq!(
        rows,
        [
            "2026-11-22-cccccccccccc;2026-11-22;Viraklubben 4V;Isbergsvira (Viraklubben 4V);Anna;1;2;0;;-172;-172 poäng;-3185;-31,85;kr;1 b = 54 poäng",
            "2026-11-22-cccccccccccc;2026-11-22;Viraklubben 4V;Isbergsvira (Viraklubben 4V);Bo;2;2;1;;362;+362 poäng;6704;67,04;kr;1 b = 54 poäng",
            "2026-11-22-cccccccccccc;2026-11-22;Viraklubben 4V;Isbergsvira (Viraklubben 4V);Cia;3;2;1;;-190;-190 poäng;-3519;-35,19;kr;1 b = 54 poäng",
        ]
    );
}

/// Issue 33, 16: forced deals and the hand that took a forced game away are
/// marked, in every language: the tvångsrunda example (Anna's forced
/// vingel, then Cia's solo that took Bo's away).
#[test]
fn forced_and_taken_away_deals_are_marked() {
    let source = include_str!("../../docs/examples/2026-11-22-tvangsrunda.ron");
    let marks = |language| -> Vec<String> {
        let (hands, _) = files_of(source, "x", CsvFormat::spreadsheet(language));
        let delimiter = if language == Language::Swedish {
            b';'
        } else {
            b','
        };
        let rows = records(hands.as_bytes(), false, delimiter);
        rows.iter().map(|r| r.last().unwrap().clone()).collect()
    };
    // The heading, then the two hands.
    assert_eq!(marks(Language::English), ["forced", "forced", "taken_away"]);
    assert_eq!(
        marks(Language::Swedish),
        ["Tvångsgiv", "tvång", "tog bort tvångsspelet"]
    );
    assert_eq!(
        marks(Language::Japanese),
        ["強制ディール", "強制", "強制ゲームを取り消し"]
    );
    // The Japanese file's columns and words are Japanese: no English code.
    let (hands, results) = files_of(source, "x", CsvFormat::spreadsheet(Language::Japanese));
    for code in ["evening_id", "preference", "won", "pinnar", "dealer"] {
        assert!(!hands.contains(code), "{code}: {hands}");
        assert!(!results.contains(code), "{code}: {results}");
    }
}

#[test]
fn english_csv_has_commas_a_decimal_point_english_names_and_no_mark() {
    let (hands, results) = export(CsvFormat::spreadsheet(Language::English));
    // The machine's names as before, the forced-deal mark added at the end.
    assert!(hands.starts_with(
        b"evening_id,date,club,table,variants,players,hand,dealer,forehand,sitting_out,\
          declarer,contract,contract_name,bid,trump,omkop,rebuys,second_last,second_last_name,\
          result,outcome,overtricks,pinnar_rank,gok_penalty,preference_suit,note,declarer_net,\
          postings,pulla,balances,forced\n"
    ));
    let hands = records(&hands, false, b',');
    assert_eq!(hands[0], HAND_COLUMNS);
    assert_rows(&hands[1..], &hand_rows(|_, en| en), &HAND_COLUMNS);
    let results_text = String::from_utf8(results.clone()).unwrap();
    assert!(
        results_text.starts_with("evening_id,date,"),
        "{results_text}"
    );
    let results = records(&results, false, b',');
    assert_rows(&results[1..], &result_rows(false), &RESULT_COLUMNS);
}

#[test]
fn a_chosen_separator_keeps_the_language() {
    // English names and a decimal point with `;` (`--semicolon`), and
    // Swedish with `,` (the box unticked in the app): the decimal comma is
    // then quoted, as CSV does with a separator inside a field.
    let (_, results) = export(CsvFormat {
        language: Language::English,
        delimiter: Delimiter::Semicolon,
    });
    assert!(!results.starts_with(BOM));
    let results = records(&results, false, b';');
    assert_eq!(results[5][12], "67.04");
    let (_, raw) = export(CsvFormat {
        language: Language::Swedish,
        delimiter: Delimiter::Comma,
    });
    assert!(
        String::from_utf8(raw.clone())
            .unwrap()
            .contains(",6704,\"67,04\",kr,")
    );
    let results = records(&raw, true, b',');
    assert_eq!(results[5][12], "67,04");
}

#[test]
fn rebuys_and_the_second_last_bid_are_in_the_protocol_the_printout_and_the_json() {
    let s = settled(EVENING_ISBERG);
    let (evening, rules, settlement) = (&s.evening, &s.rules, &s.settlement);
    let contract_cells = |language| -> Vec<String> {
        vira::report::protocol_rows(evening, rules, settlement, language)
            .into_iter()
            .filter(|row| row.kind == vira::report::RowKind::Hand)
            .map(|row| row.cells[3].clone())
            .collect()
    };
    assert_eq!(
        contract_cells(Language::Swedish),
        [
            "Tringel 9 · 2 omköp",
            "Solo 10 · näst sista bud: Köpmisär 1"
        ]
    );
    assert_eq!(
        contract_cells(Language::English),
        [
            "Tringel 9 · 2 rebuys",
            "Solo 10 · second-last bid: Buy misère 1"
        ]
    );
    // The app's tooltip of a protocol line: the line whole, then what it
    // paid, the rebuys said as such.
    let rows = vira::report::protocol_rows(evening, rules, settlement, Language::Swedish);
    let first = rows
        .iter()
        .find(|row| row.kind == vira::report::RowKind::Hand)
        .unwrap();
    assert_eq!(
        vira::report::describe::row_description(
            first,
            &settlement.hands[0].postings,
            &settlement.players,
            rules.unit(),
            Language::Swedish
        ),
        [
            "Cia: Tringel 9 · 2 omköp, högsta färg, 9 hem",
            "För omköp sätter Cia 6 betar i pullan.",
            "Cia lyfter 3 betar ur pullan.",
            "Bo och Anna betalar Cia 48 poäng var.",
        ]
    );
    // The printout, in both languages.
    let html = vira::archive::export::protocol_html(evening, rules, settlement, Language::Swedish);
    assert!(html.contains("<td>Tringel 9 · 2 omköp</td>"), "{html}");
    assert!(
        html.contains("<td>Solo 10 · näst sista bud: Köpmisär 1</td>"),
        "{html}"
    );
    let html = vira::archive::export::protocol_html(evening, rules, settlement, Language::English);
    assert!(
        html.contains("<td>Solo 10 · second-last bid: Buy misère 1</td>"),
        "{html}"
    );
    // In Japanese the date as a Japanese reader writes it (the core's
    // one formatter), in the title and the facts; never 2026-11-22.
    let html = vira::archive::export::protocol_html(evening, rules, settlement, Language::Japanese);
    let date = evening.date.format("%Y年%-m月%-d日").to_string();
    assert!(html.matches(date.as_str()).count() >= 2, "{date}: {html}");
    // The ISO date only in the evening's id (`2026-11-22-cccc…`).
    let iso = evening.date.to_string();
    assert_eq!(html.matches(iso.as_str()).count(), 1, "{html}");
    // The printout's own words in Japanese too (they were English).
    assert!(html.contains("<html lang=\"ja\">"), "{html}");
    for english in [
        "Date",
        "Players",
        "Bid table",
        "Protocol",
        "Declarer",
        "Results",
        "Payments",
        " pays ",
        "divided by",
        " each",
    ] {
        assert!(!html.contains(english), "{english:?} in {html}");
    }
    for japanese in ["日付", "プレイヤー", "記録", "精算", "支払い", "人で分け"] {
        assert!(html.contains(japanese), "{japanese:?} in {html}");
    }
    // And `vira settle --json`: the levels hands say both, ids as the file.
    let json = vira::report::settlement_json(evening, rules, settlement);
    assert_eq!(json["hands"][0]["rebuys"], 2);
    assert_eq!(json["hands"][0]["second_last"], serde_json::Value::Null);
    assert_eq!(json["hands"][1]["rebuys"], 0);
    assert_eq!(json["hands"][1]["second_last"], "kopmisar-1");
    assert_eq!(json["hands"][1]["value"], 160);
    // A classic hand has neither.
    let classic = settled(EVENING_A);
    let json = vira::report::settlement_json(&classic.evening, &classic.rules, &classic.settlement);
    let hand = json["hands"][0].as_object().unwrap();
    assert!(!hand.contains_key("rebuys") && !hand.contains_key("second_last"));
}
