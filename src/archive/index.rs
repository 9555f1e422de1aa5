//! The archive as its index knows it: one light entry per file (id, the
//! evening's summary, a key of its record), never its hands. The files stay
//! the truth: the index ([`crate::disk::index`]) is refreshed from them and
//! keeps what reading them once gave; this module is its pure half, the
//! same rules for counting, copies and conflicts as [`Archive`](super::Archive).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::stats::EveningFacts;
use super::{
    ArchivedEvening, Conflict, EveningSummary, Holdings, IdSource, Listed, conflicts_of,
    identical_copies_of, valid_of, with_id,
};
use crate::Error;
use crate::ledger::evening::Evening;

/// The key of an evening's record: two files hold the same evening
/// exactly when their keys are equal (the BLAKE3 hash of the evening with
/// its effective id, serialized as the app writes it, in compact JSON:
/// equal evenings give equal text, different ones different text).
pub fn record_key(evening: &Evening) -> String {
    // Written whole, then hashed at once (BLAKE3 is slow on many small
    // writes). An evening is strings, numbers and lists, which JSON always
    // writes (as `Evening::to_ron` relies on); were it ever to fail, its
    // debug text stands in (still equal exactly for equal evenings).
    let evening = with_id(evening);
    let text = serde_json::to_vec(&evening).unwrap_or_else(|_| format!("{evening:?}").into_bytes());
    blake3::hash(&text).to_hex().to_string()
}

/// A fingerprint of the bid tables and of this program: an index made
/// with other tables (a table file edited, added, removed) or by another
/// version of the program is read again, since the settlements depend on
/// both.
pub fn tables_fingerprint(registry: &crate::rules::registry::TableRegistry) -> String {
    let mut hasher = blake3::Hasher::new();
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    for entry in registry.entries() {
        hasher.update(format!("{}\n{:?}\n", entry.id, entry.table).as_bytes());
    }
    hasher.finalize().to_hex().to_string()
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
    /// The statistics' facts of a valid evening.
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
                let facts = EveningFacts::of(&settled);
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

    /// Imports evening files as [`super::Archive::import_files`] does; the
    /// rows of the files written wait in [`IndexedArchive::pending`] for the
    /// index.
    pub fn import_files(
        &mut self,
        registry: &crate::rules::registry::TableRegistry,
        files: &[PathBuf],
    ) -> Vec<Result<super::Imported, super::ArchiveError>> {
        super::import_files_into(self, registry, files)
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
