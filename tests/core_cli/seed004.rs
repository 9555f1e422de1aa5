//! The Japanese rules (source 004, `/work/shared/seeds/004_3f24e4ff6c59e2ac.txt`)
//! against the built-in `stockholm-1999` table: its bid table, the Stockholm
//! Vira Society's of 1998 in points (1 bet = 8 points), row by row. The rows
//! below are copied from the source as it prints them; nothing is read from
//! `tables/*.ron` to make them.
//!
//! Columns: number, name, trump, exchange, objective (some empty), then
//! pot won / lost / codille, after the second exchange won / lost / codille,
//! and the players' points for preference / second / other (`-`: none).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use vira::rules::table::{Language, Payment, Scoring};

const SEED_004_TABLE: &str = "\
1 シックス(6) 指定 6 8 8 16 0 24 40 1 0 0\n\
2 トゥルネ6 1開 6 8 8 16 0 24 40 1 0 0\n\
3 セブン(7) 指定 7 8 8 16 0 24 40 1 0 0\n\
4 ビンイェル6 2開 6 8 16 32 0 48 80 1 1 0\n\
5 ガスク0 指定 0残全 7/0(11) 8 8 16 - - - 1 0 0\n\
6 クク 0(13開) 8 16 32 - - - - - 0\n\
7 トゥルネ7 1開 7 8 8 16 0 24 40 1 1 0\n\
8 コプミゼール1 1 0(11) 8 8 16 0 24 40 - - 0\n\
9 ガスク1 指定 1残全 8/0(12) 8 8 16 - - - 1 0 0\n\
10 エイト(8) 指定 8 8 8 16 0 24 40 1 1 0\n\
11 ビンイェル7 2開 7 8 16 32 0 48 80 3 1 1\n\
12 トゥルネ8 1開 8 16 8 16 0 24 40 3 1 1\n\
13 コプミゼール2 2 0(12) 8 8 16 0 24 40 - - 0\n\
14 ガスク2 指定 2残全 9/0(13) 8 8 16 - - - 1 1 0\n\
15 ソロ6 指定 6 8 8 16 - - - 1 1 0\n\
16 ビンイェル8 2開 8 16 16 32 0 48 80 5 3 1\n\
17 コプミゼール3 3 0(12) 8 8 16 0 24 40 - - 0\n\
18 ガスク3 指定 3残全 10/0(12開) 8 8 16 - - - 2 1 0\n\
19 ナイン(8) 指定 9 8 8 16 0 24 40 3 1 1\n\
20 コプミゼール4 4 0(12) 8 8 16 0 24 40 - - 1\n\
21 ガスク4 指定 4残全 11/0(13開) 8 8 16 - - - 3 1 1\n\
22 トリンイェル9 3開 9 24 24 48 8 72 120 11 5 3\n\
23 コプミゼール5 5 0(12) 8 8 16 0 24 40 - - 1\n\
24 ガスク6 指定 6残全 12 8 8 16 - - - 4 2 1\n\
25 ソロ7 指定 7 8 8 16 - - - 2 1 0\n\
26 コプミゼール6 6 0(12) 8 8 16 0 24 40 - - 1\n\
27 ガスク5 指定 5残全 12 8 8 16 - - - 5 3 1\n\
28 ソロ8 指定 8 8 8 16 - - - 4 2 1\n\
29 ビラ 指定 13 8 8 16 - - - 8 4 2\n\
30 ソロ・プチ・ミゼール 0(12) 8 8 16 - - - - - 2\n\
31 ソロ9 指定 9 8 8 16 - - - 8 4 2\n\
32 ソロ・グラン・ミゼール 0(13) 8 8 16 - - - - - 4\n\
33 ソロ10 指定 10 8 8 16 - - - 16 8 4\n\
34 ソロ・プチ・ミゼール・ウベア 0(12開) 8 8 16 - - - - - 8\n\
35 ソロ・プチ・ミゼール・ウベア・ロイヤル 0(12開) 8 8 16 - - - - - 16\n\
36 ソロ11 指定 11 8 8 16 - - - 32 16 8\n\
37 ソロ・グラン・ミゼール・ウベア 0(13開) 8 8 16 - - - - - 24\n\
38 ソロ・グラン・ミゼール・ウベア・ロイヤル 0(13開) 8 8 16 - - - - - 32\n\
39 ソロ12 指定 12 8 8 16 - - - 64 32 16\n\
40 ソロ・ビラ 指定 13 8 8 16 - - - 128 64 32\n\
";

/// The one name the table spells otherwise: the source's row 19 prints
/// `ナイン(8)` for the 9-spel (its number is 9 everywhere else: row 19's
/// objective is 9, and `ナイン` is nine).
const SEED_TYPOS: [(&str, &str); 1] = [("ナイン(8)", "ナイン(9)")];

fn cell(text: &str) -> Option<i32> {
    (text != "-").then(|| text.parse().unwrap())
}

#[test]
fn stockholm_1999_is_seed_004_row_by_row() {
    let registry = vira::TableRegistry::built_in();
    let table = registry
        .entry("stockholm-1999")
        .unwrap()
        .table
        .as_ref()
        .unwrap();
    let rows: Vec<&str> = SEED_004_TABLE.lines().collect();
    assert_eq!(rows.len(), 40);
    assert_eq!(table.contracts.len(), 40);
    for (row, contract) in rows.iter().zip(&table.contracts) {
        let cells: Vec<&str> = row.split_whitespace().collect();
        let number: u32 = cells[0].parse().unwrap();
        assert_eq!(contract.rank, number, "{row}");
        // The name, as the source writes it.
        let name = SEED_TYPOS
            .iter()
            .find(|(typo, _)| *typo == cells[1])
            .map_or(cells[1], |(_, fixed)| fixed);
        assert_eq!(contract.name.get(Language::Japanese), name, "{row}");
        // The last nine cells are the points: the table's values × 8.
        let values: Vec<Option<i32>> = cells[cells.len() - 9..].iter().map(|c| cell(c)).collect();
        let Payment::Classic { pot, pinnar } = &contract.payment else {
            panic!("{row}: a classic contract");
        };
        let pot = [pot.won, pot.lost, pot.codille].map(|v| Some(v * 8));
        assert_eq!(values[..3], pot, "pot of {row}");
        let omkop = match &contract.omkop {
            Some(o) => [o.won, o.lost, o.codille].map(|v| Some(v * 8)),
            None => [None; 3],
        };
        assert_eq!(values[3..6], omkop, "second exchange of {row}");
        // Players' points: preference, second, other (pinnar: 1 point each).
        let pinnar = [pinnar.preference, pinnar.second, Some(pinnar.common)];
        assert_eq!(values[6..], pinnar, "players' points of {row}");
    }
}

#[test]
fn japanese_names_fall_back_to_english_where_a_table_has_none() {
    let read = vira::rules::registry::ron_options();
    let names: vira::rules::table::Names = read.from_str(r#"(sv: "Gök", en: "Gök")"#).unwrap();
    assert_eq!(names.get(Language::Japanese), "Gök");
    let names: vira::rules::table::Names = read
        .from_str(r#"(sv: "Gök", en: "Cuckoo", ja: "クク")"#)
        .unwrap();
    assert_eq!(names.get(Language::Japanese), "クク");
    assert_eq!(names.get(Language::English), "Cuckoo");
}

#[test]
fn every_built_in_contract_has_a_japanese_name() {
    let registry = vira::TableRegistry::built_in();
    let mut tables = 0;
    for entry in registry.entries() {
        let table = entry.table.as_ref().unwrap();
        tables += 1;
        assert!(table.name.ja.is_some(), "{}", entry.id);
        for contract in &table.contracts {
            assert!(contract.name.ja.is_some(), "{}: {}", entry.id, contract.id);
        }
    }
    assert!(tables >= 13, "{tables} built-in tables");
}

/// Every text a built-in table shows beside its names has its Japanese:
/// the curriculum's stages (what each adds), the source, the variants'
/// descriptions, and Isbergsvira's columns and passing conventions.
#[test]
fn every_built_in_table_has_japanese_for_its_texts() {
    let registry = vira::TableRegistry::built_in();
    for entry in registry.entries() {
        let table = entry.table.as_ref().unwrap();
        let id = &entry.id;
        assert!(table.source_ja.is_some(), "{id}: source");
        assert_ne!(
            table.source_in(Language::Japanese),
            table.source,
            "{id}: the source in Japanese"
        );
        if let Some(stage) = &table.stage {
            assert!(stage.adds.ja.is_some(), "{id}: stage {}", stage.number);
        }
        for variant in &table.variants {
            assert!(variant.name.ja.is_some(), "{id}: {}", variant.id);
            assert!(variant.description.ja.is_some(), "{id}: {}", variant.id);
        }
        if let Scoring::Levels(levels) = &table.scoring {
            for column in &levels.columns {
                assert!(column.ja.is_some(), "{id}: column {}", column.en);
            }
        }
        for contract in &table.contracts {
            if let Some(passing) = contract.level().and_then(|l| l.passing.as_ref()) {
                assert!(passing.ja.is_some(), "{id}: passing of {}", contract.id);
            }
        }
    }
    // A club's table without them reads its source as written.
    let curriculum = registry
        .entry("curriculum")
        .unwrap()
        .table
        .as_ref()
        .unwrap();
    assert_eq!(curriculum.source_in(Language::English), curriculum.source);
}
