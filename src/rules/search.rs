//! Finding a contract from what a player types: `v8`, `ving 8`, `gök`, `spm`.
//!
//! Every contract's words come from its names in both languages and its id
//! (lowercased, å ä ö é folded to a o e). The query is split into letter and
//! digit runs; a digit run must equal a number word, a letter run is either a
//! prefix of one word or a run of initials of following words (`spm` = solo
//! petite misär). Words are matched in order and may be skipped. The fewer
//! words skipped or left over, the better the match; ties keep bid order.

use crate::rules::table::{BidTable, Contract};

/// Lowercases and folds the Swedish and French letters of contract names.
pub fn fold(text: &str) -> String {
    text.chars()
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
    let query = runs(query);
    if query.is_empty() {
        return Some(0);
    }
    [
        contract.name.sv.as_str(),
        contract.name.en.as_str(),
        contract.id.as_str(),
    ]
    .iter()
    .filter_map(|name| {
        let words = runs(name);
        cost(&query, &words, 0).map(|c| {
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
    let mut scored: Vec<(usize, u32, &Contract)> = table
        .contracts
        .iter()
        .filter_map(|c| score(c, query).map(|s| (s, c.rank, c)))
        .collect();
    scored.sort_by_key(|&(s, rank, _)| (s, rank));
    scored.into_iter().map(|(_, _, c)| c).collect()
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
        ] {
            assert_eq!(first("stockholm", query), id, "query {query:?}");
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
        // English names of the curriculum table work too.
        assert_eq!(first("curriculum", "turn-two 8"), "vingel-8");
    }
}
