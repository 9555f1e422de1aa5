//! No words of the other language on the screens (issue 33, 17): the
//! Japanese walk (tests/app_japanese.rs) finds Latin letters on Japanese
//! screens; here the Swedish screens are searched for English words and the
//! English screens for Swedish ones, on the walk a user takes: the start
//! page, the new-evening form, an evening (the table, the lower tabs, the
//! hand form to its preview, the betdelning), an Isbergsvira evening, the
//! archive's tabs and every bid table.
//!
//! The words looked for are ones the other language has and this one does
//! not ("the", "points", "evenings"; "och", "kvällar", "poäng"). The game's
//! own words (pulla, betar, pinnar, omköp, gök, betdelning) are Vira's in
//! every language; names, notes the players wrote, the bid-table card's
//! names in its second language and the titles a table's source quotes
//! are not the interface's words.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use vira::i18n::Text;

use vira::app::ViraApp;
use vira::rules::table::Language;

use crate::common;

use common::app::{frames, texts};
use common::reach::{WINDOWS, app_in_language, data, example, try_click};
use common::small_archive::EVENING_ISBERG;

/// English words no Swedish screen has reason to show.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "of",
    "with",
    "from",
    "points",
    "hands",
    "evening",
    "evenings",
    "player",
    "players",
    "deals",
    "table",
    "tables",
    "round",
    "show",
    "none",
    "curriculum",
    "footnotes",
    "results",
    "payments",
    "money",
    "price",
    "close",
    "undo",
    "redo",
    "print",
    "archive",
    "statistics",
    "problems",
    "settings",
    "language",
    "record",
    "correction",
    "declarer",
    "dealer",
    "contract",
    "trump",
    "tricks",
    "passers",
    "won",
    "lost",
    "surrendered",
    "each",
    "every",
    "cannot",
    "this",
    "that",
    "there",
    "what",
    "when",
    "which",
    "who",
    "pays",
    "paid",
    "into",
    "game",
    "games",
    "file",
    "files",
    "folder",
    "phones",
    "view",
];

/// Swedish words no English screen has reason to show.
const SWEDISH: &[&str] = &[
    "och",
    "med",
    "för",
    "till",
    "inte",
    "kväll",
    "kvällar",
    "givar",
    "spelare",
    "poäng",
    "bordet",
    "visa",
    "ingen",
    "inga",
    "från",
    "eller",
    "som",
    "hem",
    "stick",
    "förhand",
    "mellanhand",
    "bakhand",
    "givare",
    "spelförare",
    "kontrakt",
    "trumf",
    "ofärg",
    "högsta",
    "registrera",
    "rättelse",
    "ångra",
    "skriv",
    "arkivet",
    "statistik",
    "pågående",
    "avsluta",
    "betalar",
    "lyfter",
    "alla",
    "nya",
    "spelad",
    "lågt",
    "kvar",
    "varv",
    // (Not "lagd": the English form names the key `l` by the game's word,
    // "Surrendered (lagd)", as it does omköp.)
];

/// The words of the other language on the screen, each with the text it
/// was found in.
fn foreign(h: &Harness<'_, ViraApp>, language: Language) -> Vec<String> {
    let registry = vira::TableRegistry::built_in();
    // The bid-table card prints every name in Swedish and English; the
    // names are the tables' own.
    let mut table_names: Vec<String> = registry
        .entries()
        .filter_map(|e| e.table.as_ref().ok())
        .flat_map(|t| {
            let other = |n: &vira::rules::table::Names| match language {
                Language::English => n.sv.clone(),
                _ => n.en.clone(),
            };
            t.contracts
                .iter()
                .map(|c| other(&c.name))
                .chain([other(&t.name)])
                .collect::<Vec<_>>()
        })
        .collect();
    // The longest first ("Hope Solo 6" before "Solo 6").
    table_names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let (look_for, names): (&[&str], &[&str]) = match language {
        Language::English => (SWEDISH, &["Anna", "Bo", "Cia", "Dag", "Eva"]),
        _ => (ENGLISH, &["Anna", "Bo", "Cia", "Dag", "Eva"]),
    };
    let mut found: Vec<String> = texts(h)
        .into_iter()
        // A note is the players' own words; a path is the system's; what a
        // source quotes (a title in quotes) is the source's.
        .filter(|text| !text.contains("Gask på 2 spelad lågt"))
        .map(|text| unquoted(&text))
        .filter(|text| !text.contains(std::path::MAIN_SEPARATOR))
        // A line of a file quoted under its error (`1 | Evening(…`).
        .filter(|text| {
            text.split_once(" | ")
                .is_none_or(|(line, _)| line.trim().parse::<u32>().is_err())
        })
        .map(|text| {
            let mut text = text;
            for name in &table_names {
                text = text.replace(name.as_str(), " ");
            }
            // A passing convention's code as Isbergsvira's players write it
            // (`2of: 2 x håll i ofärg`).
            if let Some((code, rest)) = text.split_once(": ")
                && code.len() <= 6
                && code.chars().all(|c| c.is_ascii_alphanumeric())
            {
                text = rest.to_string();
            }
            text
        })
        // File names (hands.csv) are names.
        .map(|text| {
            text.split(' ')
                .filter(|w| !w.contains(".csv") && !w.contains(".ron"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .flat_map(|text| {
            text.split(|c: char| !c.is_alphabetic())
                .filter(|w| {
                    let lower = w.to_lowercase();
                    look_for.contains(&lower.as_str()) && !names.contains(w)
                })
                .map(|w| format!("{w:?} in {text:?}"))
                .collect::<Vec<_>>()
        })
        .collect();
    found.sort();
    found.dedup();
    found
}

/// `text` without what it quotes ("…", ”…”, “…”).
fn unquoted(text: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    for c in text.chars() {
        if matches!(c, '"' | '”' | '“') {
            quoted = !quoted;
        } else if !quoted {
            out.push(c);
        }
    }
    out
}

/// The screens walked, and what each showed of the other language.
struct Walk {
    language: Language,
    leaks: Vec<(String, Vec<String>)>,
    screens: usize,
}

impl Walk {
    fn look(&mut self, h: &mut Harness<'_, ViraApp>, screen: &str) {
        frames(h);
        self.screens += 1;
        let words = foreign(h, self.language);
        if !words.is_empty() {
            self.leaks.push((screen.to_string(), words));
        }
    }
}

fn say(language: Language, text: Text) -> &'static str {
    vira::i18n::pick(language, text)
}

/// Clicks the first control named `label` (in a menu of a narrow bar
/// too), looking at the screen it leads to.
fn visit(walk: &mut Walk, h: &mut Harness<'_, ViraApp>, label: &str, screen: &str) {
    assert!(try_click(h, label), "{screen}: no {label:?}");
    walk.look(h, screen);
}

fn evening(walk: &mut Walk, text: &str, what: &str) {
    let l = walk.language;
    let dir = data(Some(text), 0);
    let mut h = app_in_language(dir.path(), WINDOWS[3], walk.language);
    walk.look(&mut h, &format!("{what}: start"));
    visit(
        walk,
        &mut h,
        say(l, Text::Resume),
        &format!("{what}: table"),
    );
    for tab in [say(l, Text::Chart), say(l, Text::Protocol)] {
        if try_click(&mut h, tab) {
            walk.look(&mut h, &format!("{what}: {tab}"));
        }
    }
    // The hand form to its preview: the first declarer, the first
    // contract in the list, its first trump, the first count.
    let first = |h: &Harness<'_, ViraApp>, prefix: &str| {
        h.query_all_by(|n| {
            n.role() == Role::Button && n.label().is_some_and(|l| l.starts_with(prefix))
        })
        .next()
        .and_then(|n| egui_kittest::kittest::NodeT::accesskit_node(&n).label())
    };
    if let Some(declarer) = first(&h, "1 ") {
        visit(walk, &mut h, &declarer, &format!("{what}: declarer"));
    }
    h.key_press(egui::Key::Enter);
    frames(&mut h);
    walk.look(&mut h, &format!("{what}: contract"));
    for key in [egui::Key::H, egui::Key::P, egui::Key::M] {
        h.key_press(key);
        frames(&mut h);
    }
    h.event(egui::Event::Text("6".into()));
    walk.look(&mut h, &format!("{what}: preview"));
    visit(walk, &mut h, "Betdelning", &format!("{what}: betdelning"));
}

fn walk(language: Language) -> Walk {
    let l = language;
    let mut walk = Walk {
        language,
        leaks: Vec::new(),
        screens: 0,
    };
    // The start page and the new-evening form.
    let dir = data(None, 2);
    let mut h = app_in_language(dir.path(), WINDOWS[3], language);
    walk.look(&mut h, "start");
    visit(&mut walk, &mut h, say(l, Text::NewEvening), "new evening");
    // The archive's tabs.
    visit(&mut walk, &mut h, say(l, Text::Start), "start again");
    visit(&mut walk, &mut h, say(l, Text::TheArchive), "archive");
    common::app::wait_for_archive(&mut h);
    for tab in [
        say(l, Text::Statistics),
        say(l, Text::Problems),
        say(l, Text::ImportAndExport),
    ] {
        common::app::click_tab(&mut h, tab);
        walk.look(&mut h, &format!("archive: {tab}"));
    }
    // Every bid table.
    visit(&mut walk, &mut h, say(l, Text::Start), "start again");
    visit(&mut walk, &mut h, say(l, Text::BidTables), "bid tables");
    let registry = vira::TableRegistry::built_in();
    for entry in registry.entries() {
        let Ok(table) = entry.table.as_ref() else {
            continue;
        };
        let name = table.name.get(language).to_string();
        if try_click(&mut h, &name) {
            walk.look(&mut h, &format!("bid table {name}"));
        }
    }
    drop(h);
    evening(&mut walk, &example("2026-11-21-sundsvall.ron"), "four");
    evening(&mut walk, EVENING_ISBERG, "Isbergsvira");
    walk
}

fn assert_no_leaks(walk: &Walk) {
    assert!(walk.screens > 15, "only {} screens seen", walk.screens);
    assert!(
        walk.leaks.is_empty(),
        "words of the other language on {} of {} screens: {:#?}",
        walk.leaks.len(),
        walk.screens,
        walk.leaks
    );
}

#[test]
fn no_english_on_the_swedish_screens() {
    assert_no_leaks(&walk(Language::Swedish));
}

#[test]
fn no_swedish_on_the_english_screens() {
    assert_no_leaks(&walk(Language::English));
}
