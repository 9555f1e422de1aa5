//! The archive as its index knows it: one light entry per file (id, the
//! evening's summary, a key of its record), never its hands. The files stay
//! the truth: the index ([`crate::disk::index`]) is refreshed from them and
//! keeps what reading them once gave; this module is its pure half, the
//! same rules for counting, copies and conflicts as [`Archive`](super::Archive).

use std::cell::Cell;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

mod record;

use super::stats::EveningFacts;
use super::{
    ArchivedEvening, Conflict, EveningSummary, Holdings, IdSource, Listed, conflicts_of,
    identical_copies_of, valid_of, with_id,
};
use crate::error::ledger::Error;
use crate::ledger::evening::Evening;

/// The key of an evening's record: two files hold the same evening
/// exactly when their keys are equal (the SHA-256 of the evening's
/// compact encoding with its effective id: equal evenings give equal
/// bytes, different ones different bytes; see `record::evening`).
pub fn record_key(evening: &Evening) -> String {
    // Written by hand into this thread's buffer, then hashed at once (a
    // hash is slow on many small writes). SHA-256: two different evenings
    // with one key would make an import keep one of them, so the key must
    // resist a collision made on purpose (XXH3 does not). An evening without a stored
    // id is encoded with its content-derived id ([`with_id`]), not copied.
    let content_id;
    let id = match &evening.id {
        Some(id) => id.as_str(),
        None => {
            content_id = super::content_id(evening);
            content_id.as_str()
        }
    };
    let mut out = ENCODING.try_with(Cell::take).unwrap_or_default();
    out.clear();
    let key = match record::evening(&mut out, evening, id) {
        Ok(()) => Sha256::digest(&out),
        // Serde's encoding, or its debug text: neither starts as the
        // compact encoding does.
        Err(record::Unwritable) => Sha256::digest(record_encoding(&with_id(evening))),
    };
    if out.capacity() <= MAX_KEPT_ENCODING {
        // Only fails while the thread ends, when nothing is left to reuse it.
        let _ = ENCODING.try_with(|kept| kept.set(out));
    }
    key.iter().map(|b| format!("{b:02x}")).collect()
}

thread_local! {
    /// The buffer [`record_key`] writes each encoding into, kept for the
    /// next evening (no allocation and growth per evening).
    static ENCODING: Cell<Vec<u8>> = const { Cell::new(Vec::new()) };
}

/// The largest buffer [`record_key`] keeps for the next evening (an
/// evening of a few hundred hands).
const MAX_KEPT_ENCODING: usize = 1 << 20;

/// A value in serde's tagged encoding (the record key's encoding of the
/// evening's nested values, and of an evening whose compact encoding
/// fails): what serde says of it, each value with a tag of its kind, each text and
/// field name with its length, each list closed by a tag of its own. Every
/// value's bytes end where they can be told to end, so two values of one
/// type give the same bytes exactly when serde says the same of them (as
/// the compact JSON the keys were made of before, without its escaping
/// and numbers written out). An evening is strings, numbers, lists and
/// structs, which this always writes; were it ever to fail, the debug
/// text stands in (still equal exactly for equal evenings).
pub fn record_encoding<T: Serialize + std::fmt::Debug>(value: &T) -> Vec<u8> {
    let mut out = Vec::with_capacity(4096);
    match value.serialize(&mut record::Encoder { out: &mut out }) {
        Ok(()) => out,
        Err(record::Unwritable) => {
            let mut text = vec![record::DEBUG];
            text.extend_from_slice(format!("{value:?}").as_bytes());
            text
        }
    }
}

/// A fingerprint of the bid tables and of this program: an index made
/// with other tables (a table file edited, added, removed) or by another
/// version of the program is read again, since the settlements depend on
/// both.
pub fn tables_fingerprint(registry: &crate::rules::registry::TableRegistry) -> String {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    for entry in registry.entries() {
        hasher.update(format!("{}\n{:?}\n", entry.id, entry.table).as_bytes());
    }
    format!("{:032x}", hasher.digest128())
}

/// What the archive in hand keeps of a valid evening file: the key of its
/// record, which says which files hold the same evening. Its summary stays
/// in the index ([`crate::disk::index::Index::list`],
/// [`crate::disk::index::Index::summaries`]), read for the rows shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Known {
    /// The key of its record ([`record_key`]).
    pub record: String,
}

/// An evening's line in the archive list, as the index keeps it in columns
/// of its own (so a listing neither parses a summary nor holds one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRow {
    /// The evening's id.
    pub id: String,
    /// The file.
    pub path: PathBuf,
    /// The day played.
    pub date: chrono::NaiveDate,
    /// A practice evening (listed, marked, never counted).
    pub practice: bool,
    /// Club or place.
    pub club: Option<String>,
    /// The players in seat order, joined by `, `.
    pub players: String,
    /// Bid table id.
    pub table: String,
    /// Number of deals.
    pub hands: usize,
    /// The ledger's unit.
    pub unit: crate::ledger::amount::Unit,
    /// The biggest winner's name and result.
    pub winner: Option<(String, i64)>,
    /// The biggest loser's name and result.
    pub loser: Option<(String, i64)>,
}

impl ListRow {
    /// The line of a summary.
    pub fn of(summary: &EveningSummary) -> ListRow {
        let person = |p: Option<(&str, i64)>| p.map(|(name, amount)| (name.to_string(), amount));
        ListRow {
            id: summary.id.clone(),
            path: summary.path.clone(),
            date: summary.date,
            practice: summary.practice,
            club: summary.club.clone(),
            players: summary.players.join(", "),
            table: summary.table.clone(),
            hands: summary.hands,
            unit: summary.unit,
            winner: person(summary.winner_name()),
            loser: person(summary.loser_name()),
        }
    }
}

/// Separates the names in [`players_key`] (a valid evening's names hold no
/// control character).
pub const NAME_SEPARATOR: char = '\u{1f}';

/// The players of an evening as the index's filter looks them up: each
/// name in lower case between separators (`\u{1f}anna\u{1f}bo\u{1f}`), so a
/// player filter is a search for `\u{1f}NAME\u{1f}` ([`crate::archive::same_name`]).
pub fn players_key(players: &[String]) -> String {
    let mut key = String::from(NAME_SEPARATOR);
    for name in players {
        key.push_str(&name.to_lowercase());
        key.push(NAME_SEPARATOR);
    }
    key
}

/// One file of the archive folder, as the index knows it.
#[derive(Debug, Clone)]
pub struct IndexEntry {
    /// The file.
    pub path: PathBuf,
    /// The evening's id (stored or derived from the content); `None` when
    /// the file does not parse as an evening.
    pub id: Option<String>,
    /// Where the id comes from.
    pub id_source: IdSource,
    /// A valid evening's record key and summary, or the file's error (with
    /// its place, as a fresh read gives it).
    pub known: Result<Known, Error>,
}

/// A file read, reduced to what the index keeps: its entry and, for a
/// valid evening, its summary and what the statistics need of it.
#[derive(Debug)]
pub struct IndexRow {
    /// The entry.
    pub entry: IndexEntry,
    /// The summary of a valid evening.
    pub summary: Option<EveningSummary>,
    /// The statistics' facts of a valid evening (its contracts unnamed,
    /// as the index keeps them: [`EveningFacts::of_unnamed`]).
    pub facts: Option<EveningFacts>,
}

impl IndexRow {
    /// The row of a file read (its hands are dropped with `archived`).
    pub fn of(archived: ArchivedEvening) -> IndexRow {
        let ArchivedEvening {
            path,
            id,
            id_source,
            loaded,
        } = archived;
        let (known, summary, facts) = match loaded {
            Ok(settled) => {
                let summary =
                    EveningSummary::from_settled(id.clone().unwrap_or_default(), &path, &settled);
                // The index keeps the contracts unnamed.
                let facts = EveningFacts::of_unnamed(&settled);
                let known = Known {
                    record: record_key(&settled.evening),
                };
                (Ok(known), Some(summary), Some(facts))
            }
            Err(e) => (Err(e), None, None),
        };
        IndexRow {
            entry: IndexEntry {
                path,
                id,
                id_source,
                known,
            },
            summary,
            facts,
        }
    }
}

impl Listed for IndexEntry {
    fn path(&self) -> &Path {
        &self.path
    }

    fn id(&self) -> Option<&str> {
        self.id.as_deref()
    }

    fn is_valid(&self) -> bool {
        self.known.is_ok()
    }

    fn same(&self, other: &Self) -> bool {
        matches!((&self.known, &other.known), (Ok(a), Ok(b)) if a.record == b.record)
    }
}

/// The archive folder as the index knows it: every `*.ron` file (not
/// hidden ones), in file name order, with its summary or error.
#[derive(Debug)]
pub struct IndexedArchive {
    /// The folder.
    pub dir: PathBuf,
    /// Every evening file, in file name order.
    pub entries: Vec<IndexEntry>,
    /// Rows of files added by an import, not yet written to the index.
    pub pending: Vec<IndexRow>,
    /// How many files the refresh read (new, changed, not valid evenings).
    pub files_read: usize,
}

impl IndexedArchive {
    /// The valid evenings, each id once (see [`super::Archive::valid`]).
    pub fn valid(&self) -> Vec<&IndexEntry> {
        valid_of(&self.entries)
    }

    /// The files that are not valid evenings, with their errors.
    pub fn invalid(&self) -> Vec<(&Path, &Error)> {
        self.entries
            .iter()
            .filter_map(|e| {
                e.known
                    .as_ref()
                    .err()
                    .map(|error| (e.path.as_path(), error))
            })
            .collect()
    }

    /// See [`super::Archive::identical_copies`].
    pub fn identical_copies(&self) -> Vec<(&Path, &Path)> {
        identical_copies_of(&self.entries)
    }

    /// See [`super::Archive::conflicts`].
    pub fn conflicts(&self) -> Vec<Conflict> {
        conflicts_of(&self.entries)
    }

    /// See [`super::Archive::find`].
    pub fn find(&self, id_or_file: &str) -> Option<&IndexEntry> {
        super::find_of(self.valid(), id_or_file)
    }
}

impl Holdings for IndexedArchive {
    fn dir(&self) -> &Path {
        &self.dir
    }

    fn holding(&self, id: &str, evening: &Evening) -> Option<PathBuf> {
        let record = record_key(evening);
        self.entries
            .iter()
            .filter(|e| e.id.as_deref() == Some(id))
            .find(|e| e.known.as_ref().is_ok_and(|k| k.record == record))
            .map(|e| e.path.clone())
    }

    fn paths_with_id(&self, id: &str) -> Vec<PathBuf> {
        self.entries
            .iter()
            .filter(|e| e.id.as_deref() == Some(id))
            .map(|e| e.path.clone())
            .collect()
    }

    fn has_path(&self, path: &Path) -> bool {
        self.entries.iter().any(|e| e.path == path)
    }

    fn insert(&mut self, archived: ArchivedEvening) {
        let IndexRow {
            entry,
            summary,
            facts,
        } = IndexRow::of(archived);
        let position = self
            .entries
            .binary_search_by(|e| e.path.cmp(&entry.path))
            .unwrap_or_else(|i| i);
        // The index keeps a copy; the list keeps the entry.
        let copy = entry.clone();
        self.entries.insert(position, entry);
        self.pending.push(IndexRow {
            entry: copy,
            summary,
            facts,
        });
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]

    use super::*;
    use crate::ledger::evening::{Hand, HandResult, Trump};
    use proptest::prelude::*;

    const EVENING: &str = r#"Evening(format: 1, id: Some("2026-11-21-0123456789ab"),
        date: "2026-11-21", club: Some("Vira"), table: "stockholm",
        players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
        hands: [
            Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
            Hand(declarer: "Bo", contract: "gask-5", trump: Common, note: Some("x"), result: Surrendered),
        ])"#;

    fn evening() -> Evening {
        Evening::parse("a.ron", EVENING).unwrap()
    }

    /// The evening with one field changed (`which` of them, to `text` or
    /// `number`).
    fn changed(which: usize, text: &str, number: u8) -> Evening {
        let mut e = evening();
        let hand = &mut e.hands[usize::from(number) % 2];
        match which {
            0 => e.id = Some(text.to_string()),
            1 => e.id = None,
            2 => e.club = Some(text.to_string()),
            3 => e.club = None,
            4 => e.table = text.to_string(),
            5 => e.variants.push(text.to_string()),
            6 => e.players[usize::from(number) % 3] = text.to_string(),
            7 => e.players.push(text.to_string()),
            8 => e.first_dealer = text.to_string(),
            9 => e.house.currency = Some(text.to_string()),
            10 => e.house.price_per_bet_ore = Some(u64::from(number)),
            11 => e.last_round_from = Some(usize::from(number)),
            12 => e.practice = !e.practice,
            13 => e.date = e.date + chrono::Days::new(u64::from(number) + 1),
            14 => hand.declarer = text.to_string(),
            15 => hand.contract = text.to_string(),
            16 => hand.note = Some(text.to_string()),
            17 => hand.note = None,
            18 => hand.dealer = Some(text.to_string()),
            19 => hand.second_last = Some(text.to_string()),
            20 => hand.forced = Some(text.to_string()),
            21 => hand.gok_penalty.push(text.to_string()),
            22 => hand.rebuys = u32::from(number),
            23 => hand.result = HandResult::Tricks(number),
            24 => hand.result = HandResult::Surrendered,
            25 => hand.trump = None,
            26 => hand.trump = Some(Trump::Misar),
            27 => hand.omkop = Some(Trump::Second),
            28 => hand.taken_away = !hand.taken_away,
            29 => e
                .hands
                .push(Hand::new(text, text, None, HandResult::Tricks(number))),
            30 => {
                e.hands.remove(usize::from(number) % 2);
            }
            _ => e.hands.swap(0, 1),
        }
        e
    }

    proptest! {
        /// Equal evenings (with their effective ids) have equal keys, and
        /// evenings that differ in one field have different ones.
        #[test]
        fn record_keys_are_equal_exactly_for_equal_evenings(
            a in 0usize..32,
            b in 0usize..32,
            // Control characters among the letters: the bytes of the
            // encoding's tags.
            text_a in "[\\x00-\\x1fab]{0,8}",
            text_b in "[\\x00-\\x1fab]{0,8}",
            number_a in 0u8..20,
            number_b in 0u8..20,
        ) {
            let base = evening();
            let one = changed(a, &text_a, number_a);
            let other = changed(b, &text_b, number_b);
            prop_assert_eq!(record_key(&one), record_key(&one.clone()));
            prop_assert_eq!(
                with_id(&one) == with_id(&base),
                record_key(&one) == record_key(&base)
            );
            prop_assert_eq!(
                with_id(&one) == with_id(&other),
                record_key(&one) == record_key(&other)
            );
        }
    }

    #[test]
    fn the_index_rows_facts_are_the_evenings_with_the_contracts_unnamed() {
        let registry = crate::rules::registry::TableRegistry::built_in();
        for source in [
            include_str!("../../docs/examples/2026-11-21-sundsvall.ron"),
            include_str!("../../docs/examples/2026-11-22-tvangsrunda.ron"),
        ] {
            let settled = crate::ledger::settle_source(&registry, "a.ron", source).unwrap();
            let mut named = EveningFacts::of(&settled);
            assert!(named.contracts.len() > 1);
            assert!(named.contracts.iter().all(|c| !c.name.sv.is_empty()));
            for c in &mut named.contracts {
                c.name = crate::text::Names {
                    sv: String::new(),
                    en: String::new(),
                    ja: None,
                };
            }
            assert_eq!(EveningFacts::of_unnamed(&settled), named);
            // One group per declarer, contract and trump, in the order
            // first declared; every hand in one.
            let groups: Vec<_> = (settled.settlement.hands.iter().zip(&settled.evening.hands))
                .map(|(h, r)| (h.declarer, r.contract.clone(), h.played))
                .collect();
            let mut first: Vec<_> = Vec::new();
            for g in &groups {
                if !first.contains(g) {
                    first.push(g.clone());
                }
            }
            let found: Vec<_> = named
                .contracts
                .iter()
                .map(|c| (c.seat, c.contract.clone(), c.trump))
                .collect();
            assert_eq!(found, first);
            for (c, key) in named.contracts.iter().zip(&first) {
                let hands = groups.iter().filter(|g| *g == key).count();
                assert_eq!(c.counts.declared, hands);
            }
        }
    }

    #[test]
    fn an_evening_without_id_has_the_key_of_its_effective_id() {
        let mut without = evening();
        without.id = None;
        let mut with = without.clone();
        with.id = Some(crate::archive::content_id(&without));
        assert_eq!(record_key(&without), record_key(&with));
        assert_ne!(record_key(&without), record_key(&evening()));
    }

    #[test]
    fn text_moved_between_neighbouring_fields_changes_the_key() {
        let mut a = evening();
        let mut b = evening();
        // The tag of a text is a tab.
        a.players = vec!["a\tb".into(), "c".into(), "d".into()];
        b.players = vec!["a".into(), "b\tc".into(), "d".into()];
        assert_ne!(record_key(&a), record_key(&b));
        // A note that looks like the encoding of the next field.
        a.hands[0].note = Some("x".into());
        b.hands[0].note = None;
        b.hands[0].dealer = Some("x".into());
        assert_ne!(record_encoding(&a.hands[0]), record_encoding(&b.hands[0]));
    }
}
