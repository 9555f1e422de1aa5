//! 日本語: the app switched to Japanese at the top bar shows Japanese on its
//! main screens (the table, the protocol, the chart, the betdelning, the
//! players' view, the archive, the bid tables, the start page), amounts in
//! points (点), the contract names as source 004 writes them, and a player
//! named in kanji, whose glyphs the fonts have. Every interface text the
//! walk meets is in the Japanese catalog: a missing key fails the test with
//! the list of them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use vira::app::ViraApp;
use vira::rules::table::Language;

mod common;

use common::app::{
    app, assert_shows, choose_language, click, data_with_japanese_example, frames, shown_rect,
    shows, shows_part, texts, type_into, wait_for_archive,
};
use common::reach::{WINDOWS, app_in_language};

/// Words of the screen in Latin letters that are neither names, the
/// currency, keys nor file formats: Swedish or English left untranslated.
fn latin_words(h: &Harness<'_, ViraApp>) -> Vec<String> {
    const ALLOWED: [&str; 39] = [
        // Names, the club, the currency, the note of hand 5 as written.
        "Bo",
        "Cia",
        "Dag",
        "Sundsvalls",
        "viraklubb",
        "kr",
        "Gask",
        "spelad",
        // Keys, formats, products, file names, the other languages.
        "Enter",
        "Esc",
        "Ctrl",
        "Alt",
        "Shift",
        "CSV",
        "HTML",
        "vira",
        "English",
        "Svenska",
        "YYYY",
        "MM",
        "DD",
        "HH",
        "Syncthing",
        "Nextcloud",
        "Dropbox",
        "csv",
        "hands",
        "results",
        // egui's own names for screen readers (panels, windows).
        "Resize",
        "panel",
        "Close",
        "Hide",
        "window",
        "corner",
        "top",
        "bottom",
        "left",
        "right",
        "edge",
    ];
    // A table's source is quoted as its file gives it, and the table card
    // prints the Swedish names beside the Japanese.
    let registry = vira::TableRegistry::built_in();
    let tables: Vec<&vira::BidTable> = registry
        .entries()
        .filter_map(|e| e.table.as_ref().ok())
        .collect();
    let sources: Vec<&str> = tables.iter().map(|t| t.source.as_str()).collect();
    let mut swedish: Vec<&str> = tables.iter().map(|t| t.name.sv.as_str()).collect();
    swedish.extend(
        tables
            .iter()
            .flat_map(|t| t.contracts.iter().map(|c| c.name.sv.as_str())),
    );
    let mut found: Vec<String> = texts(h)
        .iter()
        .filter(|text| !sources.contains(&text.as_str()))
        .map(|text| {
            // The longest name the text ends with ("Hope Solo 6", not
            // "Solo 6").
            let mut text = text.clone();
            if let Some(name) = swedish
                .iter()
                .filter(|name| text.ends_with(*name))
                .max_by_key(|name| name.len())
            {
                text.truncate(text.len() - name.len());
            }
            text
        })
        // A path (the data folder) is the system's.
        .filter(|text| !text.contains(std::path::MAIN_SEPARATOR))
        .flat_map(|text| {
            text.split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() >= 3 && !ALLOWED.contains(w))
                // The names and titles a Japanese source quotes.
                .filter(|w| {
                    !sources
                        .iter()
                        .any(|s| s.split(|c: char| !c.is_ascii_alphabetic()).any(|q| q == *w))
                })
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn the_app_in_japanese() {
    let dir = data_with_japanese_example();
    let mut h = app(dir.path());
    frames(&mut h);
    vira::i18n::clear_missing();
    choose_language(&mut h, "日本語");
    assert_eq!(h.state().prefs.language, Language::Japanese);
    let mut leaks: Vec<(String, Vec<String>)> = Vec::new();
    let mut look = |h: &mut Harness<'_, ViraApp>, screen: &str| {
        frames(h);
        let words = latin_words(h);
        if !words.is_empty() {
            leaks.push((screen.to_string(), words));
        }
    };
    // The start page; the language named in itself in the bar.
    assert!(shows_part(&h, "新しい対局"), "{:?}", texts(&h));
    assert_shows(&h, "日本語 ▾");
    look(&mut h, "start");
    // The table: contract names of source 004, amounts in points.
    click(&mut h, "続ける");
    assert!(h.state().evening().is_some());
    assert!(shows_part(&h, "ビンイェル7"), "a Japanese contract name");
    assert!(shows_part(&h, "点"), "amounts in points");
    assert!(!shows_part(&h, " b "), "no amount in betar");
    assert!(shows_part(&h, "赤桐"), "the Japanese name");
    // Numbers where Japanese puts them: 第4ディール, never ディール 4.
    let hands = h.state().evening().unwrap().editor.evening().hands.len();
    assert_shows(&h, &format!("第{}ディール", hands + 1));
    assert!(
        !texts(&h).iter().any(|t| t.contains("ディール ")),
        "a number after ディール: {:?}",
        texts(&h)
    );
    look(&mut h, "table");
    for tab in ["記録", "グラフ"] {
        click(&mut h, tab);
        look(&mut h, tab);
    }
    click(&mut h, "精算");
    assert!(shows_part(&h, "点"));
    look(&mut h, "betdelning");
    click(&mut h, "テーブル");
    click(&mut h, "プレイヤー画面");
    look(&mut h, "players' view");
    click(&mut h, "プレイヤー画面");
    click(&mut h, "⌂ スタート");
    click(&mut h, "ビッド表");
    if std::env::var_os("SHOW_TEXTS").is_some() {
        eprintln!("{:#?}", texts(&h));
    }
    look(&mut h, "bid tables");
    click(&mut h, "⌂ スタート");
    click(&mut h, "アーカイブ");
    wait_for_archive(&mut h);
    for tab in ["統計", "問題", "インポートとエクスポート", "対局"] {
        click(&mut h, tab);
        look(&mut h, &format!("archive: {tab}"));
    }
    // The glyphs of the Japanese name and of the interface are in the fonts.
    let font = egui::FontId::proportional(17.0);
    for text in ["赤桐", "新しい対局", "ビンイェル7", "点"] {
        assert!(
            h.ctx.fonts_mut(|f| f.has_glyphs(&font, text)),
            "no glyphs for {text}"
        );
    }
    let missing = vira::i18n::missing();
    assert!(
        missing.is_empty(),
        "{} texts have no Japanese in assets/i18n/ja.tsv:\n{}",
        missing.len(),
        missing
            .iter()
            .map(|(sv, en)| format!("{sv}\t# {en}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(leaks.is_empty(), "Swedish or English left: {leaks:#?}");
}

/// The bar's language menu is named by the language shown, in itself, and
/// offers the two others, each in itself.
#[test]
fn the_language_switch_offers_the_two_others() {
    let dir = data_with_japanese_example();
    let mut h = app(dir.path());
    frames(&mut h);
    click(&mut h, "Svenska ▾");
    assert!(h.query_by_role_and_label(Role::Button, "English").is_some());
    assert!(h.query_by_role_and_label(Role::Button, "日本語").is_some());
    click(&mut h, "English");
    assert_eq!(h.state().prefs.language, Language::English);
    click(&mut h, "English ▾");
    assert!(h.query_by_role_and_label(Role::Button, "Svenska").is_some());
    click(&mut h, "日本語");
    assert_eq!(h.state().prefs.language, Language::Japanese);
    choose_language(&mut h, "Svenska");
    assert_eq!(h.state().prefs.language, Language::Swedish);
}

/// An error in 日本語: a file that is not an evening, imported with the
/// language set to Japanese, is refused in Japanese at its file, line and
/// column (it was said in English), and the fonts have its glyphs.
#[test]
fn a_refused_import_is_said_in_japanese() {
    let dir = data_with_japanese_example();
    let incoming = tempfile::TempDir::new().unwrap();
    let junk = incoming.path().join("junk.ron");
    std::fs::write(&junk, "Evening(format: 1,\n  players: 7)").unwrap();
    let mut h = app(dir.path());
    frames(&mut h);
    choose_language(&mut h, "日本語");
    click(&mut h, "アーカイブ");
    wait_for_archive(&mut h);
    click(&mut h, "インポートとエクスポート");
    type_into(
        &mut h,
        "インポートするファイル",
        &junk.display().to_string(),
    );
    click(&mut h, "インポート");
    let notice = h.state().notice.clone().expect("the refusal is shown");
    assert!(notice.error);
    let error = vira::settle_file(&vira::TableRegistry::built_in(), &junk).unwrap_err();
    let words = vira::error::words::error(&error, Language::Japanese);
    assert!(
        notice
            .text
            .contains(&format!("✖ インポートしませんでした:{}:2:", junk.display())),
        "{}",
        notice.text
    );
    assert!(notice.text.contains(&words), "{}", notice.text);
    assert!(words.contains("ここには開き`[`が必要です"), "{words}");
    for english in ["not imported", "Expected", "found", "instead"] {
        assert!(
            !notice.text.contains(english),
            "{english:?}: {}",
            notice.text
        );
    }
    let font = egui::FontId::proportional(17.0);
    let japanese: String = notice.text.chars().filter(|c| !c.is_ascii()).collect();
    assert!(
        h.ctx.fonts_mut(|f| f.has_glyphs(&font, &japanese)),
        "no glyphs for some of {japanese}"
    );
}

/// The bid tables in Japanese, each of them: its source, the stage of the
/// curriculum it is, its variants and Isbergsvira's passing conventions in
/// Japanese; nothing in Swedish or English is left but the names and
/// titles the source is quoted by, and Isbergsvira's passing codes.
#[test]
fn every_bid_table_in_japanese() {
    let dir = data_with_japanese_example();
    let mut h = app(dir.path());
    frames(&mut h);
    choose_language(&mut h, "日本語");
    click(&mut h, "ビッド表");
    let registry = vira::TableRegistry::built_in();
    let mut leaks: Vec<(String, Vec<String>)> = Vec::new();
    for entry in registry.entries() {
        let table = entry.table.as_ref().unwrap();
        // Isbergsvira's passing conventions are named by their codes
        // (`hhlj: håll, håll, låggard, jämn hand`), the letters its players
        // write on the score sheet and its sources print: the card keeps
        // each code as it is, in every language, and says in Japanese what
        // it means after it (`hhlj:ストップ、ストップ、ロー・ガード、
        // バランスハンド`). Those codes, and only they, are names here.
        let codes: Vec<String> = table
            .contracts
            .iter()
            .filter_map(|c| c.level.as_ref()?.passing.as_ref())
            .flat_map(|passing| {
                let code = |text: &str| text.split(':').next().unwrap().to_string();
                let (sv, ja) = (
                    code(passing.get(Language::Swedish)),
                    code(passing.get(Language::Japanese)),
                );
                assert_eq!(sv, ja, "{}: the code is the same in Japanese", entry.id);
                assert!(
                    passing.get(Language::Japanese).len() > ja.len() + 1,
                    "{}: {ja} is said in Japanese",
                    entry.id
                );
                sv.split(|c: char| !c.is_ascii_alphabetic())
                    .map(String::from)
                    .collect::<Vec<_>>()
            })
            .collect();
        click(&mut h, table.name.get(Language::Japanese));
        frames(&mut h);
        assert!(
            shows(&h, table.source_in(Language::Japanese)),
            "{}: the source in Japanese",
            entry.id
        );
        let quoted: Vec<&str> = table
            .source
            .split(|c: char| !c.is_ascii_alphabetic())
            .collect();
        let words: Vec<String> = latin_words(&h)
            .into_iter()
            .filter(|w| !quoted.contains(&w.as_str()) && !codes.contains(w))
            .collect();
        if !words.is_empty() {
            leaks.push((entry.id.clone(), words));
        }
    }
    assert!(leaks.is_empty(), "Swedish or English left: {leaks:#?}");
}

/// The protocol's dealer column names the dealer, ディーラー as source 004
/// calls him, not the hand (ディール): the catalog is keyed by the Swedish,
/// and the column's Swedish "Giv" was also the hand's. In the app's
/// protocol, the text protocol (`vira settle --lang ja`) and the printout.
#[test]
fn the_protocols_dealer_column_is_the_dealer() {
    let dir = data_with_japanese_example();
    let mut h = app(dir.path());
    frames(&mut h);
    choose_language(&mut h, "日本語");
    click(&mut h, "続ける");
    click(&mut h, "記録");
    assert_shows(&h, "ディーラー");
    assert!(
        !shows(&h, "ディール"),
        "the hand's word over the dealer column"
    );
    let text = std::fs::read_to_string("docs/examples/2026-11-21-sundsvall.ron").unwrap();
    let s = vira::settle_source(&vira::TableRegistry::built_in(), "evening.ron", &text).unwrap();
    let (evening, rules, settlement) = (&s.evening, &s.rules, &s.settlement);
    let protocol = vira::report::protocol_text(evening, rules, settlement, Language::Japanese);
    let header = protocol.lines().find(|l| l.starts_with('#')).unwrap();
    assert!(header.contains("ディーラー"), "{header}");
    let html = vira::archive::export::protocol_html(evening, rules, settlement, Language::Japanese);
    assert!(html.contains(">ディーラー</th>"), "{html}");
    assert!(!html.contains(">ディール</th>"), "{html}");
}

/// The evening's top bar is one line at 1280x800 in each language: in
/// Japanese (and English) it wrapped, the language, theme and zoom on a
/// line of their own. Where the whole bar does not fit, the zoom and the
/// theme are in a menu named by the zoom, and reached there.
#[test]
fn the_top_bar_is_one_line_at_1280x800_in_every_language() {
    let mut problems = Vec::new();
    for language in [Language::Swedish, Language::English, Language::Japanese] {
        let dir = data_with_japanese_example();
        let mut h = app_in_language(dir.path(), WINDOWS[3], language);
        let say = |sv: &'static str, en: &'static str| vira::i18n::pick(language, sv, en);
        click(&mut h, say("Fortsätt", "Resume"));
        assert!(h.state().evening().is_some());
        let zoom_and_theme = ["−", "+", say("☀ Ljust", "☀ Light")];
        let mut bar = vec![
            say("⌂ Start", "⌂ Start"),
            say("Arkivet", "The archive"),
            say("↶ Ångra", "↶ Undo"),
            say("↷ Gör om", "↷ Redo"),
            say("Bordet", "The table"),
            say("Betdelning", "Betdelning"),
            say("Spelarvy", "Players' view"),
            say("Helskärm", "Full screen"),
            say("Visa på telefoner", "Show on phones"),
            say("Skriv ut", "Print"),
            say("Skärm på", "Screen on"),
        ];
        let language_menu = format!("{} ▾", ["Svenska", "English", "日本語"][language as usize]);
        bar.push(&language_menu);
        // The zoom and the theme in the bar, or in the zoom's menu.
        let compact = !shows(&h, "+");
        if compact {
            bar.push("100 % ▾");
        } else {
            bar.extend(zoom_and_theme);
        }
        let first = shown_rect(&h, bar[0]).0;
        for label in &bar {
            let rect = shown_rect(&h, label).0;
            if (rect.center().y - first.center().y).abs() > 1.0 {
                problems.push(format!(
                    "{language:?}: {label} at {rect:?}, the bar's first at {first:?}"
                ));
            }
        }
        if compact {
            click(&mut h, "100 % ▾");
            for label in zoom_and_theme {
                assert!(shows(&h, label), "{language:?}: {label} in the zoom's menu");
            }
            click(&mut h, "+");
            assert!(
                (h.state().prefs.zoom - 1.1).abs() < 1e-3,
                "{language:?}: zoomed in"
            );
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
