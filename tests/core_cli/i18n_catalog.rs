//! The Japanese catalog (`assets/i18n/ja.tsv`) against the source: every
//! Swedish and English pair written in `src/` (`t.s("…", "…")`,
//! `t.f("…", "…", …)`, `pick(language, "…", "…")`, `say(…)`, the `Words`
//! constants) has its Japanese, keyed by the Swedish.
//!
//! When it fails it lists the pairs without Japanese as lines to paste into
//! the catalog (`Swedish<TAB>` then the Japanese; the English in a comment
//! line above): `cargo test --no-default-features --test core_cli i18n_catalog::`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use std::collections::BTreeMap;
use std::path::Path;

/// A Rust string literal at the start of `text` (after `"`), decoded, and
/// the rest after its closing quote.
fn literal(text: &str) -> Option<(String, &str)> {
    let mut out = String::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, &text[i + 1..])),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                '0' => out.push('\0'),
                '\\' => out.push('\\'),
                '"' => out.push('"'),
                '\'' => out.push('\''),
                'u' => {
                    let rest = &text[chars.next()?.0 + 1..];
                    let end = rest.find('}')?;
                    out.push(char::from_u32(u32::from_str_radix(&rest[..end], 16).ok()?)?);
                    for _ in 0..=end {
                        chars.next();
                    }
                }
                '\n' => {
                    // A line continuation: the next line's indent is skipped.
                    let rest = chars.as_str();
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skip].chars().count() {
                        chars.next();
                    }
                }
                _ => return None,
            },
            c => out.push(c),
        }
    }
    None
}

/// The pair of literals a call opens with at `text`: `"sv", "en"`, after an
/// optional first argument that is a plain name (`language, `).
fn pair(text: &str) -> Option<(String, String)> {
    let mut rest = text.trim_start();
    if !rest.starts_with('"') {
        let name_end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))?;
        rest = rest[name_end..]
            .trim_start()
            .strip_prefix(',')?
            .trim_start();
    }
    let (sv, rest) = literal(rest.strip_prefix('"')?)?;
    let rest = rest.trim_start().strip_prefix(',')?.trim_start();
    let (en, _) = literal(rest.strip_prefix('"')?)?;
    Some((sv, en))
}

/// Every pair of the source files under `dir`: Swedish → (English, where).
fn pairs(dir: &Path, out: &mut BTreeMap<String, (String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            pairs(&path, out);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        // The catalog's own tests use words that are not in it on purpose.
        let text = text.split("#[cfg(test)]").next().unwrap();
        for marker in [".s(", ".f(", "pick(", "say(", "Words = ("] {
            for (at, _) in text.match_indices(marker) {
                if let Some((sv, en)) = pair(&text[at + marker.len()..]) {
                    let line = text[..at].lines().count();
                    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
                    let file = path.strip_prefix(root).unwrap_or(&path);
                    out.entry(sv)
                        .or_insert((en, format!("{}:{line}", file.display())));
                }
            }
        }
    }
}

fn escaped(text: &str) -> String {
    text.replace('\n', "\\n").replace('\t', "\\t")
}

#[test]
fn the_extractor_reads_the_forms_of_a_pair() {
    assert_eq!(
        pair(r#""Spara", "Save")"#),
        Some(("Spara".into(), "Save".into()))
    );
    assert_eq!(
        pair("language,\n \"Giv {}\",\n \"Hand {}\", &[x])"),
        Some(("Giv {}".into(), "Hand {}".into()))
    );
    assert_eq!(
        pair("\"a \\\n    b\\n\\u{2212}\", \"c \\\"d\\\"\")"),
        Some(("a b\n\u{2212}".into(), "c \"d\"".into()))
    );
    assert_eq!(pair("sv, en)"), None);
}

#[test]
fn every_pair_of_the_source_has_japanese() {
    let mut found = BTreeMap::new();
    pairs(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(
        found.len() > 400,
        "the extractor found only {} pairs",
        found.len()
    );
    let missing: Vec<String> = found
        .iter()
        .filter(|(sv, _)| vira::i18n::japanese(sv).is_none())
        .map(|(sv, (en, at))| format!("# {at}: {}\n{}\t", escaped(en), escaped(sv)))
        .collect();
    assert!(
        missing.is_empty(),
        "{} of {} pairs have no Japanese in assets/i18n/ja.tsv; add them:\n\n{}\n",
        missing.len(),
        found.len(),
        missing.join("\n")
    );
}

#[test]
fn the_catalog_keeps_the_placeholders_of_its_keys() {
    for sv in vira::i18n::keys() {
        let ja = vira::i18n::japanese(sv).unwrap();
        assert_eq!(
            sv.matches("{}").count(),
            ja.matches("{}").count(),
            "{sv:?} → {ja:?}: the numbers and names must all have a place"
        );
    }
}
