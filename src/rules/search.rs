//! Finding a contract from what a player types: `v8`, `ving 8`, `gök`, `spm`.
//!
//! Every contract's words come from its names in both languages and its id
//! (lowercased, å ä ö é folded to a o e). The query is split into letter and
//! digit runs; a digit run must equal a number word, a letter run is either a
//! prefix of one word or a run of initials of following words (`spm` = solo
//! petite misär). Words are matched in order and may be skipped. The fewer
//! words skipped or left over, the better the match; ties keep bid order.
//!
//! Two ways players talk are understood without naming any contract: a
//! compound word of a name is also its parts, when the last part is a word
//! of another name in the table (`köpmisär` is also `köp misär`, so `misär
//! 4` and `km4` find köpmisär 4); and a number said as a word counts as its
//! digits (`sexspel` is `6 spel`, `sju` is `7`).
//!
//! Japanese names (a table's optional `ja`) are words too: katakana runs
//! split at `・` and the parentheses (`ソロ・プチ・ミゼール` is three words, so
//! `ソプミ` finds it as `spm` does), hiragana as typed before conversion is
//! read as katakana (`とぅるね6` is `トゥルネ6`), full-width digits and
//! letters as ASCII (`ソロ１０`).

use std::collections::HashSet;

use crate::rules::table::{BidTable, Contract, Language};

/// Numbers as players say them, in both languages (folded).
const NUMBER_WORDS: [(&str, &str); 26] = [
    ("noll", "0"),
    ("ett", "1"),
    ("en", "1"),
    ("tva", "2"),
    ("tre", "3"),
    ("fyra", "4"),
    ("fem", "5"),
    ("sex", "6"),
    ("sju", "7"),
    ("atta", "8"),
    ("nio", "9"),
    ("tio", "10"),
    ("elva", "11"),
    ("tolv", "12"),
    ("tretton", "13"),
    ("zero", "0"),
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
];

/// A query's runs with numbers said as words turned into digits: a whole
/// word (`sju`), or the start of a compound (`sexspel` -> `6`, `spel`).
fn numbers_as_digits(query: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(query.len());
    for run in query {
        let number = NUMBER_WORDS.iter().find(|(word, _)| {
            run == *word || (run.starts_with(word) && run.len() >= word.len() + 3)
        });
        match number {
            Some((word, digits)) => {
                out.push((*digits).to_string());
                if let Some(rest) = run.get(word.len()..).filter(|r| !r.is_empty()) {
                    out.push(rest.to_string());
                }
            }
            None => out.push(run),
        }
    }
    out
}

/// Every word of every name in a table: the parts compounds are split into.
fn vocabulary(table: &BidTable) -> HashSet<String> {
    table
        .contracts
        .iter()
        .flat_map(|c| {
            [
                c.name.sv.as_str(),
                c.name.en.as_str(),
                c.name.japanese().unwrap_or_default(),
            ]
            .map(runs)
        })
        .flatten()
        .filter(|w| !w.starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

/// A name's words, and the same with its compounds split where the tail is
/// a word of the vocabulary (at least four letters, after at least three).
fn readings(name: &str, vocabulary: &HashSet<String>) -> Vec<Vec<String>> {
    let words = runs(name);
    let split: Vec<String> = words
        .iter()
        .flat_map(|word| {
            let cut = word
                .char_indices()
                .map(|(at, _)| at)
                .filter(|&at| at >= 3)
                .find(|&at| {
                    word.get(at..)
                        .is_some_and(|tail| tail.chars().count() >= 4 && vocabulary.contains(tail))
                });
            match cut.and_then(|at| Some((word.get(..at)?, word.get(at..)?))) {
                Some((head, tail)) => vec![head.to_string(), tail.to_string()],
                None => vec![word.clone()],
            }
        })
        .collect();
    if split == words {
        vec![words]
    } else {
        vec![words, split]
    }
}

/// Lowercases and folds the Swedish and French letters of contract names;
/// hiragana becomes katakana, full-width ASCII becomes ASCII.
pub fn fold(text: &str) -> String {
    text.chars()
        .map(|c| match u32::from(c) {
            // Hiragana ぁ..ゖ to katakana ァ..ヶ.
            0x3041..=0x3096 => char::from_u32(u32::from(c) + 0x60).unwrap_or(c),
            // Full-width ！..～ to ASCII.
            0xFF01..=0xFF5E => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'å' | 'ä' | 'à' | 'á' => 'a',
            'ö' | 'ø' | 'ó' => 'o',
            'é' | 'è' | 'ê' => 'e',
            'ü' => 'u',
            _ => c,
        })
        .collect()
}

/// The words of a text: runs of letters and runs of digits.
fn runs(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut last_kind = None;
    for c in fold(text).chars() {
        let kind = if c.is_ascii_digit() {
            Some(true)
        } else if c.is_alphabetic() {
            Some(false)
        } else {
            None
        };
        match kind {
            None => last_kind = None,
            Some(k) => {
                match words.last_mut() {
                    Some(run) if last_kind == Some(k) => run.push(c),
                    _ => words.push(c.to_string()),
                }
                last_kind = Some(k);
            }
        }
    }
    words
}

/// Cost of matching `query` runs against `words` from word `from` on, or
/// `None`. Cost: words skipped before or between matches.
fn cost(query: &[String], words: &[String], from: usize) -> Option<usize> {
    let Some((run, rest)) = query.split_first() else {
        return Some(0);
    };
    let mut best: Option<usize> = None;
    for start in from..words.len() {
        let skipped = start - from;
        let Some(word) = words.get(start) else { break };
        let candidates: Vec<(usize, usize)> = if run.starts_with(|c: char| c.is_ascii_digit()) {
            // A number matches a number word exactly.
            if word == run {
                vec![(start + 1, 0)]
            } else {
                vec![]
            }
        } else {
            let mut found = Vec::new();
            if word.starts_with(run.as_str()) {
                found.push((start + 1, 0));
            }
            // Initials: each letter starts one of the following words.
            if run.chars().count() > 1 {
                let mut at = start;
                let mut inner_skips = 0;
                let mut ok = true;
                for (i, letter) in run.chars().enumerate() {
                    let next = (at..words.len()).find(|&w| {
                        words.get(w).is_some_and(|word| word.starts_with(letter))
                            && (i > 0 || w == start)
                    });
                    match next {
                        Some(w) => {
                            inner_skips += w - at;
                            at = w + 1;
                        }
                        None => {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok {
                    found.push((at, inner_skips));
                }
            }
            found
        };
        for (next, inner) in candidates {
            if let Some(tail) = cost(rest, words, next) {
                let total = skipped + inner + tail;
                best = Some(best.map_or(total, |b| b.min(total)));
            }
        }
    }
    best
}

/// How well a query matches a contract (lower is better), or `None`.
pub fn score(contract: &Contract, query: &str) -> Option<usize> {
    score_with(contract, &queries(query), &HashSet::new())
}

/// The query as typed, and with numbers said as words turned into digits.
fn queries(query: &str) -> Vec<Vec<String>> {
    let typed = runs(query);
    let digits = numbers_as_digits(typed.clone());
    if digits == typed {
        vec![typed]
    } else {
        vec![typed, digits]
    }
}

fn score_with(
    contract: &Contract,
    queries: &[Vec<String>],
    vocabulary: &HashSet<String>,
) -> Option<usize> {
    queries
        .iter()
        .filter_map(|query| score_one(contract, query, vocabulary))
        .min()
}

fn score_one(contract: &Contract, query: &[String], vocabulary: &HashSet<String>) -> Option<usize> {
    if query.is_empty() {
        return Some(0);
    }
    // The table's own abbreviation, typed whole, comes before any reading
    // of the names (`s9` in Isbergsvira is Solo 9, not 9-spel).
    if contract.short.iter().any(|short| runs(short) == query) {
        return Some(0);
    }
    [
        contract.name.sv.as_str(),
        contract.name.en.as_str(),
        contract.name.japanese().unwrap_or_default(),
        contract.id.as_str(),
    ]
    .iter()
    .flat_map(|name| readings(name, vocabulary))
    .filter_map(|words| {
        cost(query, &words, 0).map(|c| {
            // Words left over after the last match count too, so `spm`
            // prefers solo petite misär to solo petite misär ouverte.
            c * 2 + words.len()
        })
    })
    .min()
}

/// The contracts matching a query, best first; an empty query gives all in
/// bid order.
pub fn find<'t>(table: &'t BidTable, query: &str) -> Vec<&'t Contract> {
    // The list numbers its rows by bid order ("16 Vingel 8"): a number no
    // name has, or one written `#16`, is that row.
    let typed = query.trim();
    let rank = typed.strip_prefix('#').unwrap_or(typed).parse::<u32>().ok();
    if let Some(rank) = rank {
        let by_rank = || table.contracts.iter().filter(|c| c.rank == rank).collect();
        if typed.starts_with('#') {
            return by_rank();
        }
        let named = find_by_name(table, typed);
        return if named.is_empty() { by_rank() } else { named };
    }
    find_by_name(table, query)
}

fn find_by_name<'t>(table: &'t BidTable, query: &str) -> Vec<&'t Contract> {
    let query = queries(query);
    let vocabulary = vocabulary(table);
    let mut scored: Vec<(usize, u32, &Contract)> = table
        .contracts
        .iter()
        .filter_map(|c| score_with(c, &query, &vocabulary).map(|s| (s, c.rank, c)))
        .collect();
    scored.sort_by_key(|&(s, rank, _)| (s, rank));
    scored.into_iter().map(|(_, _, c)| c).collect()
}

/// A few short ways to type contracts of `table` that find them first,
/// spread over its bid order, for the search field's hint ("v8, ving 8,
/// spm"): at most `count`, each naming a contract the table has.
pub fn examples(table: &BidTable, language: Language, count: usize) -> Vec<String> {
    examples_among(table, language, count, |_| true)
}

/// [`examples`] of the contracts `among` keeps (the second-last bid's
/// field offers only those at or below the contract's level): each finds
/// its contract first in the whole table.
pub fn examples_among(
    table: &BidTable,
    language: Language,
    count: usize,
    among: impl Fn(&Contract) -> bool,
) -> Vec<String> {
    let finds = |query: &str, contract: &Contract| {
        find(table, query)
            .first()
            .is_some_and(|c| c.id == contract.id)
    };
    // Each contract's shortest way that finds it: its words' initials and
    // numbers ("v8", "spm"), or its first word's start and its numbers
    // ("ving 8").
    let ways: Vec<String> = table
        .contracts
        .iter()
        .filter(|c| among(c))
        .filter_map(|contract| {
            let words = runs(contract.name.get(language));
            let digits = |w: &String| w.starts_with(|c: char| c.is_ascii_digit());
            let initials: String = words
                .iter()
                .map(|w| {
                    if digits(w) {
                        w.clone()
                    } else {
                        w.chars().take(1).collect()
                    }
                })
                .collect();
            let numbers: Vec<&String> = words.iter().filter(|w| digits(w)).collect();
            let start = words.iter().find(|w| !digits(w)).map(|w| {
                let head: String = w.chars().take(4).collect();
                std::iter::once(&head)
                    .chain(numbers.iter().copied())
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(" ")
            });
            // A name that starts with its number ("8-spel") reads better
            // said with its word first ("spel 8"); the table's own
            // abbreviation before either.
            let by_number = initials.starts_with(|c: char| c.is_ascii_digit());
            let ways = if by_number {
                [start, Some(initials)]
            } else {
                [Some(initials), start]
            };
            let own = contract.short.first().map(|s| fold(s));
            std::iter::once(own)
                .chain(ways)
                .flatten()
                .find(|q| q.chars().count() >= 2 && finds(q, contract))
        })
        .collect();
    let n = ways.len();
    let mut out: Vec<String> = Vec::new();
    for k in 0..count.min(n) {
        // The middle of each of `count` equal parts of the table.
        let at = (2 * k + 1) * n / (2 * count);
        if let Some(way) = ways.get(at).filter(|w| !out.contains(w)) {
            out.push(way.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::registry::TableRegistry;

    fn first(table: &str, query: &str) -> String {
        let registry = TableRegistry::built_in();
        let table = registry.entry(table).unwrap().table.as_ref().unwrap();
        find(table, query)
            .first()
            .map_or("none".into(), |c| c.id.clone())
    }

    #[test]
    fn what_japanese_players_type() {
        for (query, id) in [
            ("ビンイェル8", "vingel-8"),
            ("ビン8", "vingel-8"),
            ("びんいぇる８", "vingel-8"),
            ("クク", "gok"),
            ("くく", "gok"),
            ("ソプミ", "solo-petite-misar"),
            ("ソロ・プチ・ミゼール", "solo-petite-misar"),
            ("ソグミウロ", "solo-grande-misar-ouverte-royale"),
            ("トリンイェル", "tringel-9"),
            ("トゥルネ8", "turne-8"),
            ("シックス", "begar"),
            ("ナイン", "spel-9"),
            ("ガスク5", "gask-5"),
            ("コプミゼール4", "kopmisar-4"),
            ("ソロ・ビラ", "solo-vira"),
            ("ビラ", "vira"),
            ("ソロ１０", "solo-10"),
        ] {
            assert_eq!(first("stockholm-1999", query), id, "{query}");
        }
    }

    #[test]
    fn what_players_type() {
        for (query, id) in [
            ("v8", "vingel-8"),
            ("ving 8", "vingel-8"),
            ("Vingel 8", "vingel-8"),
            ("gök", "gok"),
            ("gok", "gok"),
            ("spm", "solo-petite-misar"),
            ("sgmor", "solo-grande-misar-ouverte-royale"),
            ("t9", "tringel-9"),
            ("tu8", "turne-8"),
            ("begär", "begar"),
            ("gask 5", "gask-5"),
            ("köpmisär 4", "kopmisar-4"),
            ("solo vira", "solo-vira"),
            ("sv", "solo-vira"),
            ("vira", "vira"),
            ("9-spel", "spel-9"),
            // What players say that found nothing before.
            ("misär 4", "kopmisar-4"),
            ("km4", "kopmisar-4"),
            ("sexspel", "begar"),
            ("sjuspel", "spel-7"),
            ("vingel åtta", "vingel-8"),
        ] {
            assert_eq!(first("stockholm", query), id, "query {query:?}");
        }
    }

    #[test]
    fn a_rows_number_finds_it_when_no_name_has_the_number() {
        // Issue 33, 18: the list shows "16 Vingel 8", and typing 16 found
        // nothing.
        assert_eq!(first("stockholm", "16"), "vingel-8");
        assert_eq!(first("stockholm", "#16"), "vingel-8");
        // A number a name has is the name's: 8 is still the eights.
        let registry = TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.as_ref().unwrap();
        assert!(find(table, "8").iter().all(|c| c.id.ends_with('8')));
        assert!(find(table, "#99").is_empty());
    }

    #[test]
    fn the_tables_own_abbreviations_come_first() {
        // Isbergsvira: `s10` found 10-spel and the second-last field's own
        // example `s9` found 9-spel (both names read "spel" and the number
        // as well as "solo" and the number; the lower bid won the tie).
        for (query, id) in [
            ("s9", "solo-9"),
            ("S10", "solo-10"),
            ("hs9", "hope-solo-9"),
            ("pf", "solo-petite-falsk-misar"),
            ("gor", "solo-grande-misar-ouverte-royale"),
            ("köp 1", "kopmisar-1"),
            ("ttupp", "upp-1"),
            ("sv", "solo-vira"),
            // The names still find what they name.
            ("9-spel", "spel-9"),
            ("spel 10", "spel-10"),
            ("solo 9", "solo-9"),
        ] {
            assert_eq!(first("isberg", query), id, "query {query:?}");
        }
    }

    #[test]
    fn narrowing_and_nothing() {
        let registry = TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.as_ref().unwrap();
        assert_eq!(find(table, "").len(), 40);
        let vingel: Vec<_> = find(table, "ving").iter().map(|c| c.id.clone()).collect();
        assert_eq!(vingel, ["vingel-6", "vingel-7", "vingel-8"]);
        assert!(find(table, "xyz").is_empty());
        // `misär` means köpmisär first, then the solo misärs.
        let misar: Vec<_> = find(table, "misär").iter().map(|c| c.id.clone()).collect();
        assert!(misar[0].starts_with("kopmisar"), "{misar:?}");
        let first_solo = misar.iter().position(|id| id.starts_with("solo")).unwrap();
        let last_kop = misar
            .iter()
            .rposition(|id| id.starts_with("kopmisar"))
            .unwrap();
        assert!(last_kop < first_solo, "{misar:?}");
        // English names of the curriculum table work too.
        assert_eq!(first("curriculum", "turn-two 8"), "vingel-8");
    }

    #[test]
    fn examples_come_from_the_table() {
        // Stage 1 of the curriculum has no gök and no solo misär: the hint
        // said "t.ex. v8, ving 8, gök, spm" at every table.
        let registry = TableRegistry::built_in();
        for entry in ["curriculum-1-payments", "stockholm", "isberg"] {
            let table = registry.entry(entry).unwrap().table.as_ref().unwrap();
            for language in [Language::Swedish, Language::English] {
                let examples = examples(table, language, 3);
                assert_eq!(examples.len(), 3, "{entry}: {examples:?}");
                for example in &examples {
                    assert!(!find(table, example).is_empty(), "{entry}: {example}");
                }
            }
        }
        let stage1 = registry.entry("curriculum-1-payments").unwrap();
        let examples = examples(stage1.table.as_ref().unwrap(), Language::Swedish, 3);
        assert!(
            !examples.iter().any(|e| e == "gök" || e == "spm"),
            "{examples:?}"
        );
    }
}
