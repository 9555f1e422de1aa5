//! The club archive: a folder of closed evening files, one file per evening,
//! named by date and id.
//!
//! The layout is made to live in a synced folder (Syncthing, Nextcloud,
//! Dropbox, a network share):
//!
//! * no index file is written into the folder: the archive is whatever
//!   `*.ron` files the folder holds (hidden files, such as unfinished saves
//!   and sync tools' temporary files, are not evenings); the index that
//!   makes reading them once enough lives in the user's cache directory
//!   (`disk::index`) and is rebuilt from the files;
//! * a new file is written beside the others under a name of its own and
//!   never replaces an existing file ([`crate::disk::archive::write_new`]); a closed evening's file
//!   is only rewritten by an explicit correction (done elsewhere);
//! * two machines adding evenings at once add two different files.
//!
//! Every evening has an id: the one stored in its file, or for a hand-written
//! file without one, an id derived from its content ([`content_id`]). Two
//! files with the same id and the same evening are one evening kept twice
//! (listed once); with the same id and different evenings they are a
//! [`Conflict`], shown, never resolved silently, and counted once: the file
//! with the evening's usual name counts, else the name first in order
//! ([`Conflict::counted`]). A file that is not a valid
//! evening is listed with its error and left alone.

use crate::i18n::Text;

pub mod export;
pub mod index;
pub mod rating;
pub mod season;
pub mod season_text;
pub mod stats;
pub mod versus;

use std::collections::BTreeMap;

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::error::ledger::Error;
use crate::error::{IoAction, IoError};
use crate::ledger::SettledEvening;
use crate::ledger::Settlement;
use crate::ledger::amount::Unit;
use crate::ledger::evening::Evening;
use crate::ledger::settle_source;
use crate::rules::registry::TableRegistry;

pub use crate::error::archive::ArchiveError;

pub(crate) fn io(
    path: &Path,
    action: IoAction,
) -> impl FnOnce(std::io::Error) -> ArchiveError + '_ {
    move |source| ArchiveError::Io(IoError::new(path, action, &source))
}

/// Where an evening's id comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IdSource {
    /// Stored in the file (`id: "2026-11-21-3f9a2c1b04de"`).
    Stored,
    /// Derived from the file's content ([`content_id`]): the file has none.
    Content,
}

/// One file of the archive folder.
#[derive(Debug)]
pub struct ArchivedEvening {
    /// The file.
    pub path: PathBuf,
    /// The evening's id (stored or derived from the content); `None` when the
    /// file does not even parse as an evening.
    pub id: Option<String>,
    /// Where the id comes from.
    pub id_source: IdSource,
    /// The evening read, checked and settled, or the error with its place
    /// (`FILE:LINE:COL: …`).
    pub loaded: Result<SettledEvening, Error>,
}

impl ArchivedEvening {
    /// Checks and settles the text of a file at `path` (not read again).
    pub fn from_source(registry: &TableRegistry, path: &Path, source: &str) -> ArchivedEvening {
        let file = path.display().to_string();
        let loaded = settle_source(registry, &file, source);
        let (id, id_source) = match &loaded {
            Ok(settled) => evening_id(&settled.evening),
            // A file that parses but does not settle (an unknown table, an
            // impossible hand) still has an id, so a conflict can be seen.
            Err(_) => Evening::parse(&file, source)
                .map_or((None, IdSource::Content), |evening| evening_id(&evening)),
        };
        ArchivedEvening {
            path: path.to_path_buf(),
            id,
            id_source,
            loaded,
        }
    }

    /// The settled evening, when the file is valid.
    pub fn settled(&self) -> Option<&SettledEvening> {
        self.loaded.as_ref().ok()
    }
}

fn evening_id(evening: &Evening) -> (Option<String>, IdSource) {
    match &evening.id {
        Some(id) => (Some(id.clone()), IdSource::Stored),
        None => (Some(content_id(evening)), IdSource::Content),
    }
}

/// The id of an evening without a stored id: its date and the first 48 bits
/// of the SHA-256 of its canonical content (the evening as the app saves it,
/// without an id), so layout, comments and `Some(…)` spellings do not
/// change it (`2026-11-21-5be0c5f2a1d3`).
pub fn content_id(evening: &Evening) -> String {
    let mut canonical = evening.clone();
    canonical.id = None;
    let digest = Sha256::digest(canonical.to_ron().as_bytes());
    let hex: String = digest.iter().take(6).map(|b| format!("{b:02x}")).collect();
    format!("{}-{hex}", evening.date)
}

/// The evening with its effective id filled in (stored or content-derived).
pub fn with_id(evening: &Evening) -> Evening {
    let mut evening = evening.clone();
    if evening.id.is_none() {
        evening.id = Some(content_id(&evening));
    }
    evening
}

/// Two evenings with the same id and the same record: kept once.
pub(crate) fn same_evening(a: &Evening, b: &Evening) -> bool {
    with_id(a) == with_id(b)
}

/// Same id, different evenings: every file kept and shown to the user,
/// one of them counted (the evening's one id is one evening in the list,
/// the statistics and the exports).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The shared id.
    pub id: String,
    /// The files, in name order (one per distinct evening).
    pub paths: Vec<PathBuf>,
    /// The file that counts for the id: the one with the evening's usual
    /// name ([`usual_name`]), else the name first in order (an original
    /// before its copies); `None` when no file of the id is a valid
    /// evening of its own (a sync tool's copies never count).
    pub counted: Option<PathBuf>,
}

/// The archive folder read: every evening file with its settlement or error.
#[derive(Debug)]
pub struct Archive {
    /// The folder.
    pub dir: PathBuf,
    /// Every `*.ron` file in it (not hidden ones), in file name order.
    pub evenings: Vec<ArchivedEvening>,
}

/// A file of the archive as the listing sees it: read now
/// ([`ArchivedEvening`]) or known from the index ([`index::IndexEntry`]).
/// The rules for copies, conflicts and what counts are the same for both.
pub(crate) trait Listed {
    /// The file.
    fn path(&self) -> &Path;
    /// The evening's id, when the file parses as an evening.
    fn id(&self) -> Option<&str>;
    /// Whether the file is a valid evening.
    fn is_valid(&self) -> bool;
    /// Whether both files are valid and hold the same evening.
    fn same(&self, other: &Self) -> bool;
}

impl Listed for ArchivedEvening {
    fn path(&self) -> &Path {
        &self.path
    }

    fn id(&self) -> Option<&str> {
        self.id.as_deref()
    }

    fn is_valid(&self) -> bool {
        self.loaded.is_ok()
    }

    fn same(&self, other: &Self) -> bool {
        matches!((self.settled(), other.settled()),
            (Some(a), Some(b)) if same_evening(&a.evening, &b.evening))
    }
}

/// The sync tools' conflict copies ([`sync_copy_of`]) whose original file
/// is in the archive, each with its original. The folder is looked up only
/// when some name is a copy's (an archive of 50,000 evenings mostly has
/// none).
fn sync_copies_of<T: Listed>(files: &[T]) -> HashMap<&Path, &T> {
    let named: Vec<(&T, PathBuf)> = files
        .iter()
        .filter_map(|copy| Some((copy, sync_copy_of(copy.path())?)))
        .collect();
    if named.is_empty() {
        return HashMap::new();
    }
    let by_path: HashMap<&Path, &T> = files.iter().map(|a| (a.path(), a)).collect();
    named
        .into_iter()
        .filter_map(|(copy, original)| {
            let original = by_path.get(original.as_path())?;
            Some((copy.path(), *original))
        })
        .collect()
}

/// The ids that more than one of `ids` has: only files of those can be
/// copies of each other or in conflict, so the rules below compare only
/// them (and allocate nothing for the ids of one file each).
fn repeated<'a>(ids: impl Iterator<Item = &'a str>) -> HashSet<&'a str> {
    let mut seen = HashSet::new();
    let mut twice = HashSet::new();
    for id in ids {
        if !seen.insert(id) {
            twice.insert(id);
        }
    }
    twice
}

/// Whether a file's name is the one the archive gives an evening of this
/// id ([`file_stem`]): `ID.ron`, or `DATE-ID.ron` for an id that does not
/// start with its date (any date: the rule looks at the name and the id
/// alone, so the index and the files answer alike).
pub fn usual_name(path: &Path, id: &str) -> bool {
    let Some(stem) = path
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_suffix(".ron"))
    else {
        return false;
    };
    let id = name_safe(id);
    if stem == id {
        return true;
    }
    stem.strip_suffix(id.as_str())
        .and_then(|date| date.strip_suffix('-'))
        .is_some_and(|date| chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").is_ok())
}

/// The order in which files holding one id are preferred, first the one
/// that counts: a valid evening before a broken file, a file that is not a
/// sync tool's copy before one that is, the file with the evening's usual
/// name ([`usual_name`]), then the name first in order without its `.ron`
/// (an original before its copies, whose names add to it: `NAME kopia`,
/// `NAME-2`, `NAME (1)`), then the whole path.
fn preference<'a, T: Listed>(
    copies: &HashMap<&Path, &T>,
    file: &'a T,
) -> (bool, bool, bool, Option<&'a std::ffi::OsStr>, &'a Path) {
    let path = file.path();
    (
        !file.is_valid(),
        copies.contains_key(path),
        !file.id().is_some_and(|id| usual_name(path, id)),
        path.file_stem(),
        path,
    )
}

/// For each id held by more than one counted file (valid, not a sync
/// tool's copy), the file that counts ([`preference`]).
fn counted_of<'a, T: Listed>(
    files: &'a [T],
    copies: &HashMap<&Path, &'a T>,
) -> HashMap<&'a str, &'a T> {
    let counts = |file: &&T| !copies.contains_key(file.path()) && file.is_valid();
    let twice = repeated(files.iter().filter(counts).filter_map(|f| f.id()));
    let mut chosen: HashMap<&str, &T> = HashMap::new();
    for file in files.iter().filter(counts) {
        let Some(id) = file.id().filter(|id| twice.contains(id)) else {
            continue;
        };
        let better = chosen
            .get(id)
            .is_none_or(|kept| preference(copies, file) < preference(copies, *kept));
        if better {
            chosen.insert(id, file);
        }
    }
    chosen
}

/// See [`Archive::valid`].
pub(crate) fn valid_of<T: Listed>(files: &[T]) -> Vec<&T> {
    let copies = sync_copies_of(files);
    let chosen = counted_of(files, &copies);
    files
        .iter()
        .filter(|file| !copies.contains_key(file.path()) && file.is_valid())
        .filter(|file| {
            file.id()
                .is_some_and(|id| chosen.get(id).is_none_or(|kept| kept.path() == file.path()))
        })
        .collect()
}

/// The files holding one id grouped by evening (each group's files the
/// same evening), each group's files in [`preference`] order, the groups
/// in the order of their first files.
fn same_groups<'a, T: Listed>(copies: &HashMap<&Path, &T>, files: Vec<&'a T>) -> Vec<Vec<&'a T>> {
    let mut files = files;
    files.sort_by(|a, b| preference(copies, *a).cmp(&preference(copies, *b)));
    let mut groups: Vec<Vec<&T>> = Vec::new();
    for file in files {
        match groups
            .iter_mut()
            .find(|g| g.first().is_some_and(|first| first.same(file)))
        {
            Some(group) => group.push(file),
            None => groups.push(vec![file]),
        }
    }
    groups
}

/// A valid file by its evening's id, or by file (path or file name):
/// [`Archive::find`] and [`index::IndexedArchive::find`].
pub(crate) fn find_of<'a, T: Listed>(valid: Vec<&'a T>, id_or_file: &str) -> Option<&'a T> {
    valid
        .iter()
        .find(|a| a.id() == Some(id_or_file))
        .or_else(|| {
            valid.iter().find(|a| {
                a.path() == Path::new(id_or_file)
                    || a.path().file_name() == Some(std::ffi::OsStr::new(id_or_file))
            })
        })
        .copied()
}

/// See [`Archive::identical_copies`].
pub(crate) fn identical_copies_of<T: Listed>(files: &[T]) -> Vec<(&Path, &Path)> {
    let copies = sync_copies_of(files);
    let twice = repeated(
        files
            .iter()
            .filter(|f| f.is_valid() && !copies.contains_key(f.path()))
            .filter_map(|f| f.id()),
    );
    let mut by_id: BTreeMap<&str, Vec<&T>> = BTreeMap::new();
    let mut out: Vec<(&Path, &Path)> = Vec::new();
    for copy in files {
        if !copy.is_valid() {
            continue;
        }
        if let Some(original) = copies.get(copy.path()) {
            if original.same(copy) {
                out.push((copy.path(), original.path()));
            }
            continue;
        }
        let Some(id) = copy.id() else { continue };
        if twice.contains(id) {
            by_id.entry(id).or_default().push(copy);
        }
    }
    for (_, same_id) in by_id {
        for group in same_groups(&copies, same_id) {
            if let Some((first, rest)) = group.split_first() {
                out.extend(rest.iter().map(|copy| (copy.path(), first.path())));
            }
        }
    }
    out.sort();
    out
}

/// See [`Archive::conflicts`].
pub(crate) fn conflicts_of<T: Listed>(files: &[T]) -> Vec<Conflict> {
    let copies = sync_copies_of(files);
    // A sync tool's copy counts under its original's id.
    fn id_of<'a, T: Listed>(copies: &HashMap<&Path, &'a T>, file: &'a T) -> Option<&'a str> {
        match copies.get(file.path()) {
            Some(original) => original.id(),
            None => file.id(),
        }
    }
    let twice = repeated(files.iter().filter_map(|f| id_of(&copies, f)));
    let mut by_id: BTreeMap<&str, Vec<&T>> = BTreeMap::new();
    for file in files {
        let Some(id) = id_of(&copies, file) else {
            continue;
        };
        if twice.contains(id) {
            by_id.entry(id).or_default().push(file);
        }
    }
    by_id
        .into_iter()
        .filter_map(|(id, same_id)| {
            let groups = same_groups(&copies, same_id);
            if groups.len() < 2 {
                return None;
            }
            // The first file of the first group is the most preferred: it
            // counts when it can (valid, not a sync tool's copy).
            let counted = groups
                .first()
                .and_then(|g| g.first())
                .filter(|f| f.is_valid() && !copies.contains_key(f.path()))
                .map(|f| f.path().to_path_buf());
            let mut paths: Vec<PathBuf> = groups
                .iter()
                .filter_map(|g| g.first())
                .map(|f| f.path().to_path_buf())
                .collect();
            paths.sort();
            Some(Conflict {
                id: id.to_string(),
                paths,
                counted,
            })
        })
        .collect()
}

impl Archive {
    /// The valid evenings, each id once, whatever the files are called: a
    /// second file with the same id and the same evening (a copy, an import
    /// made twice on two machines) is left out, and of files in conflict
    /// one counts ([`Conflict::counted`]: the evening's usual name, else
    /// the name first in order); the others are shown among the
    /// [`Archive::conflicts`], never counted.
    ///
    /// A sync tool's conflict copy of a file that is in the archive
    /// ([`sync_copy_of`]) is never counted: identical, it is the same
    /// evening; different, it is shown among the [`Archive::conflicts`].
    pub fn valid(&self) -> Vec<&ArchivedEvening> {
        valid_of(&self.evenings)
    }

    /// The files that are not valid evenings, with their errors.
    pub fn invalid(&self) -> Vec<(&Path, &Error)> {
        self.evenings
            .iter()
            .filter_map(|a| a.loaded.as_ref().err().map(|e| (a.path.as_path(), e)))
            .collect()
    }

    /// The files that hold the same evening as another file, counted once:
    /// (copy, the file counted), in name order. They are the sync tools'
    /// conflict copies identical to their original, and second files with
    /// the same id and the same evening (`NAME-2.ron` left by an older
    /// import, a copy by hand). Copies that differ are among the
    /// [`Archive::conflicts`].
    pub fn identical_copies(&self) -> Vec<(&Path, &Path)> {
        identical_copies_of(&self.evenings)
    }

    /// Ids held by files with different evenings. A sync tool's conflict
    /// copy counts under its original's id (a hand-written file without an
    /// id gets one from its content, which the copy's edits change).
    pub fn conflicts(&self) -> Vec<Conflict> {
        conflicts_of(&self.evenings)
    }

    /// The valid evenings a filter chooses (each id once), with their ids,
    /// in date order (then id): what the exports write. Practice evenings
    /// ([`Evening::practice`]) are never chosen.
    pub fn chosen(&self, filter: &Filter) -> Vec<(&str, &SettledEvening)> {
        let mut chosen: Vec<(&str, &SettledEvening)> = self
            .valid()
            .into_iter()
            .filter_map(|a| Some((a.id.as_deref()?, a.settled()?)))
            .filter(|(_, s)| !s.evening.practice && filter.matches(&s.evening))
            .collect();
        chosen.sort_by(|a, b| (a.1.evening.date, a.0).cmp(&(b.1.evening.date, b.0)));
        chosen
    }

    /// A summary line for each valid evening (each id once, see
    /// [`Archive::valid`]), in file order.
    pub fn summaries(&self) -> Vec<EveningSummary> {
        self.valid()
            .into_iter()
            .filter_map(EveningSummary::of)
            .collect()
    }

    /// Finds a valid evening by id, or by file (path or file name).
    pub fn find(&self, id_or_file: &str) -> Option<&ArchivedEvening> {
        find_of(self.valid(), id_or_file)
    }
}

/// What an import merges into: the archive read ([`Archive`]) or the
/// index's view of it ([`index::IndexedArchive`]).
pub(crate) trait Holdings {
    /// The archive folder.
    fn dir(&self) -> &Path;
    /// The file already holding this evening (same id, same record), if any.
    fn holding(&self, id: &str, evening: &Evening) -> Option<PathBuf>;
    /// The files holding this id.
    fn paths_with_id(&self, id: &str) -> Vec<PathBuf>;
    /// Whether the archive knows this file.
    fn has_path(&self, path: &Path) -> bool;
    /// Adds a file just written (or found) to the archive.
    fn insert(&mut self, archived: ArchivedEvening);
}

impl Holdings for Archive {
    fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file already holding this evening (same id, same record), if any.
    fn holding(&self, id: &str, evening: &Evening) -> Option<PathBuf> {
        self.evenings
            .iter()
            .filter(|a| a.id.as_deref() == Some(id))
            .find(|a| {
                a.settled()
                    .is_some_and(|s| same_evening(&s.evening, evening))
            })
            .map(|a| a.path.clone())
    }

    fn paths_with_id(&self, id: &str) -> Vec<PathBuf> {
        self.evenings
            .iter()
            .filter(|a| a.id.as_deref() == Some(id))
            .map(|a| a.path.clone())
            .collect()
    }

    fn has_path(&self, path: &Path) -> bool {
        self.evenings.iter().any(|a| a.path == path)
    }

    fn insert(&mut self, archived: ArchivedEvening) {
        let position = self
            .evenings
            .binary_search_by(|a| a.path.cmp(&archived.path))
            .unwrap_or_else(|i| i);
        self.evenings.insert(position, archived);
    }
}

/// What importing one file did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Imported {
    /// A new evening, written to `path`.
    Added {
        /// Its id.
        id: String,
        /// The new file in the archive.
        path: PathBuf,
    },
    /// The same evening is already in the archive: kept once.
    AlreadyThere {
        /// Its id.
        id: String,
        /// The file that holds it.
        path: PathBuf,
    },
    /// An evening with this id but a different record is already there: both
    /// are kept, the new one in `path`.
    Conflict {
        /// The shared id.
        id: String,
        /// The new file.
        path: PathBuf,
        /// The files already holding the id.
        existing: Vec<PathBuf>,
    },
}

/// The file a sync tool's conflict copy was made from, by the names the
/// tools give them: Syncthing's `NAME.sync-conflict-20261125-120000-ABCDEFG.ron`,
/// Dropbox's and Nextcloud's `NAME (conflicted copy 2026-11-25).ron` (also
/// `NAME (Anna's conflicted copy 2026-11-25).ron`, `NAME (conflicted copy
/// 2026-11-25 120000).ron`): `NAME.ron` in the same folder. `None` for any
/// other name.
pub fn sync_copy_of(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    let stem = name.strip_suffix(".ron")?;
    let original = if let Some((original, _)) = stem.split_once(".sync-conflict-") {
        original
    } else {
        let inner = stem.strip_suffix(')')?;
        let (original, note) = inner.rsplit_once(" (")?;
        if !note.to_lowercase().contains("conflicted copy") {
            return None;
        }
        original
    };
    if original.is_empty() {
        return None;
    }
    Some(path.with_file_name(format!("{original}.ron")))
}

/// The file name of an evening in the archive: its id when the id starts
/// with its date (as the app's ids do), else `DATE-ID`; characters other
/// than letters, digits, `-` and `_` become `_`.
pub fn file_stem(evening: &Evening) -> String {
    let id = evening.id.clone().unwrap_or_else(|| content_id(evening));
    let date = evening.date.to_string();
    let name = if id.starts_with(&date) {
        id
    } else {
        format!("{date}-{id}")
    };
    name_safe(&name)
}

/// Text as a file name: characters other than letters, digits, `-` and
/// `_` become `_`.
fn name_safe(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// What [`crate::disk::archive::write_new_once`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Written {
    /// The evening was written to this new file.
    New(PathBuf),
    /// This file already holds the same evening (written meanwhile by
    /// another import, another machine, a sync tool): nothing written.
    Same(PathBuf),
}

impl Written {
    /// The file that holds the evening.
    pub fn path(&self) -> &Path {
        match self {
            Written::New(path) | Written::Same(path) => path,
        }
    }
}

/// The deals played in evenings chosen (each evening's
/// [`Evening::deals`]): what an export says it wrote, as the list and the
/// statistics count them.
pub fn deals_of(chosen: &[(&str, &SettledEvening)]) -> usize {
    chosen.iter().map(|(_, s)| s.evening.deals()).sum()
}

/// A line of the archive list.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct EveningSummary {
    /// The evening's id.
    pub id: String,
    /// The file.
    pub path: PathBuf,
    /// The day played.
    pub date: chrono::NaiveDate,
    /// Club or place.
    pub club: Option<String>,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Bid table id.
    pub table: String,
    /// Bid table name.
    pub table_name: crate::rules::table::Names,
    /// Number of deals ([`Evening::deals`]: a deal whose forced game a solo
    /// took away is dealt again, not counted twice).
    pub hands: usize,
    /// The ledger's unit: pinnar, or points in a levels table.
    pub unit: Unit,
    /// Each player's result after the betdelning, in pinnar, by seat.
    pub results: Vec<i64>,
    /// Each result in öre, when a price per bet is set.
    pub results_ore: Option<Vec<i64>>,
    /// Currency of the money.
    pub currency: String,
    /// The biggest winner: seat and pinnar (ties: first in seat order);
    /// `None` when nobody won anything.
    pub winner: Option<(usize, i64)>,
    /// The biggest loser: seat and pinnar (ties: first in seat order).
    pub loser: Option<(usize, i64)>,
    /// A practice evening ([`Evening::practice`]): listed, marked, never
    /// counted.
    pub practice: bool,
}

impl EveningSummary {
    /// The summary of a valid archived evening.
    pub fn of(archived: &ArchivedEvening) -> Option<EveningSummary> {
        let settled = archived.settled()?;
        Some(EveningSummary::from_settled(
            archived.id.clone().unwrap_or_default(),
            &archived.path,
            settled,
        ))
    }

    /// The summary of a settled evening.
    pub fn from_settled(id: String, path: &Path, settled: &SettledEvening) -> EveningSummary {
        let SettledEvening {
            evening,
            rules,
            settlement,
        } = settled;
        let results = settlement.final_balances.clone();
        EveningSummary {
            id,
            path: path.to_path_buf(),
            date: evening.date,
            club: evening.club.clone(),
            players: settlement.players.clone(),
            table: evening.table.clone(),
            table_name: rules.table.name.clone(),
            hands: evening.deals(),
            unit: rules.unit(),
            results_ore: settlement.final_money_ore.clone(),
            currency: rules.currency.clone(),
            winner: extreme(settlement, true),
            loser: extreme(settlement, false),
            practice: evening.practice,
            results,
        }
    }

    /// The winner's name and result.
    pub fn winner_name(&self) -> Option<(&str, i64)> {
        self.winner
            .map(|(s, p)| (crate::report::words::seat_name(&self.players, s), p))
    }

    /// The loser's name and result.
    pub fn loser_name(&self) -> Option<(&str, i64)> {
        self.loser
            .map(|(s, p)| (crate::report::words::seat_name(&self.players, s), p))
    }
}

fn extreme(settlement: &Settlement, winner: bool) -> Option<(usize, i64)> {
    let balances = &settlement.final_balances;
    let best = if winner {
        *balances.iter().max()?
    } else {
        *balances.iter().min()?
    };
    let wanted = if winner { best > 0 } else { best < 0 };
    let seat = balances.iter().position(|&b| b == best)?;
    wanted.then_some((seat, best))
}

/// A column of the archive list, to sort by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Column {
    /// The day played (then the id).
    Date,
    /// Club (evenings without one first).
    Club,
    /// Players, as the comma-separated list.
    Players,
    /// Bid table id.
    Table,
    /// Number of hands.
    Hands,
    /// The biggest winner's result (then name).
    Winner,
    /// The biggest loser's result (then name).
    Loser,
}

impl Column {
    /// Every column with its name (as `vira archive list --sort` takes it).
    pub const ALL: [(Column, &'static str); 7] = [
        (Column::Date, "date"),
        (Column::Club, "club"),
        (Column::Players, "players"),
        (Column::Table, "table"),
        (Column::Hands, "hands"),
        (Column::Winner, "winner"),
        (Column::Loser, "loser"),
    ];
}

impl std::str::FromStr for Column {
    type Err = String;

    fn from_str(name: &str) -> Result<Column, String> {
        Column::ALL
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|(c, _)| *c)
            .ok_or_else(|| {
                let names: Vec<&str> = Column::ALL.iter().map(|(_, n)| *n).collect();
                format!("no column `{name}` (columns: {})", names.join(", "))
            })
    }
}

/// Sorts summaries by a column, ascending or descending; ties keep date and
/// id order.
pub fn sort_summaries(summaries: &mut [EveningSummary], column: Column, descending: bool) {
    summaries.sort_by(|a, b| {
        let by_column = match column {
            Column::Date => std::cmp::Ordering::Equal,
            Column::Club => a.club.cmp(&b.club),
            Column::Players => a.players.join(", ").cmp(&b.players.join(", ")),
            Column::Table => a.table.cmp(&b.table),
            Column::Hands => a.hands.cmp(&b.hands),
            Column::Winner => key(a.winner_name()).cmp(&key(b.winner_name())),
            Column::Loser => key(a.loser_name()).cmp(&key(b.loser_name())),
        };
        let ordering = by_column.then_with(|| (a.date, &a.id).cmp(&(b.date, &b.id)));
        if descending {
            ordering.reverse()
        } else {
            ordering
        }
    });
}

fn key(entry: Option<(&str, i64)>) -> (i64, String) {
    entry.map_or((0, String::new()), |(name, p)| (p, name.to_string()))
}

/// Which evenings to look at: every condition given must hold.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Players who all sat at the evening (names compared without case).
    pub players: Vec<String>,
    /// Played on or after this day.
    pub from: Option<chrono::NaiveDate>,
    /// Played on or before this day.
    pub to: Option<chrono::NaiveDate>,
    /// Club (compared without case).
    pub club: Option<String>,
    /// Bid table id.
    pub table: Option<String>,
    /// Only these evenings, by their ids (a club night's tables, as
    /// archived); `None`: any.
    pub evenings: Option<Vec<String>>,
}

/// What a filter looks at, read from an evening or from its summary.
pub(crate) struct Facts<'a> {
    pub(crate) date: chrono::NaiveDate,
    pub(crate) club: Option<&'a str>,
    pub(crate) table: &'a str,
    pub(crate) players: &'a [String],
    /// The evening's id; `None` where the rows were chosen by the index's
    /// query already, which asks for the ids itself (the statistics' rows).
    pub(crate) id: Option<&'a str>,
}

impl Filter {
    /// The one predicate: period, club, table and (when asked) players.
    pub(crate) fn accepts(&self, facts: &Facts<'_>, with_players: bool) -> bool {
        self.from.is_none_or(|from| facts.date >= from)
            && self.to.is_none_or(|to| facts.date <= to)
            && self.club.as_ref().is_none_or(|club| {
                facts
                    .club
                    .is_some_and(|c| c.to_lowercase() == club.to_lowercase())
            })
            && self.table.as_ref().is_none_or(|t| facts.table == t)
            && self
                .evenings
                .as_ref()
                .is_none_or(|ids| facts.id.is_none_or(|id| ids.iter().any(|i| i == id)))
            && (!with_players
                || self
                    .players
                    .iter()
                    .all(|name| facts.players.iter().any(|p| same_name(p, name))))
    }

    /// Whether an evening passes the filter, its id the stored one or the
    /// one its content gives (worked out only when evenings are asked for).
    fn evening_accepted(&self, evening: &Evening, with_players: bool) -> bool {
        let content;
        let id = match (&self.evenings, &evening.id) {
            (None, _) => None,
            (Some(_), Some(id)) => Some(id.as_str()),
            (Some(_), None) => {
                content = content_id(evening);
                Some(content.as_str())
            }
        };
        let facts = Facts {
            date: evening.date,
            club: evening.club.as_deref(),
            table: &evening.table,
            players: &evening.players,
            id,
        };
        self.accepts(&facts, with_players)
    }

    /// Whether an evening passes the filter.
    pub fn matches(&self, evening: &Evening) -> bool {
        self.evening_accepted(evening, true)
    }

    /// Whether an evening passes the period, club and table conditions.
    pub fn matches_except_players(&self, evening: &Evening) -> bool {
        self.evening_accepted(evening, false)
    }

    /// Whether a summary passes the filter.
    pub fn matches_summary(&self, summary: &EveningSummary) -> bool {
        let facts = Facts {
            date: summary.date,
            club: summary.club.as_deref(),
            table: &summary.table,
            players: &summary.players,
            id: Some(&summary.id),
        };
        self.accepts(&facts, true)
    }
}

/// Player names are the same when they differ only in case (an evening
/// refuses two players whose names differ only in case).
pub fn same_name(a: &str, b: &str) -> bool {
    a == b || a.to_lowercase() == b.to_lowercase()
}

/// How many files [`Archive::import_files`] writes and syncs together (each
/// batch holds its temporary files open until they are linked).
pub const IMPORT_BATCH: usize = 256;

/// A conflict in one sentence, as `vira archive list` and the app's
/// Problems tab say it: the id, the files that differ, and which one
/// counts ([`Conflict::counted`]), when one does.
pub fn conflict(conflict: &Conflict, language: crate::text::Language) -> String {
    let files: Vec<String> = conflict
        .paths
        .iter()
        .map(|p| crate::text::escape::shown_path(p))
        .collect();
    let files = files.join(crate::i18n::pick(language, Text::And));
    match &conflict.counted {
        Some(counted) => crate::i18n::say(
            language,
            Text::ConflictEveningDiffersBetweenCountsTheOthers,
            &[
                &conflict.id,
                &files,
                &crate::text::escape::shown_path(counted),
            ],
        ),
        None => crate::i18n::say(
            language,
            Text::ConflictEveningDiffersBetween,
            &[&conflict.id, &files],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVENING: &str = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
        players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
        hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;

    #[test]
    fn content_ids_ignore_layout_and_comments() {
        let a = Evening::parse("a.ron", EVENING).unwrap();
        let spaced = format!("// hand-written\n{}", EVENING.replace(", ", ",\n  "));
        let b = Evening::parse("b.ron", &spaced).unwrap();
        let id = content_id(&a);
        assert_eq!(id, content_id(&b));
        assert!(id.starts_with("2026-11-21-"), "{id}");
        assert_eq!(id.len(), "2026-11-21-".len() + 12);
        let other = Evening::parse("c.ron", &EVENING.replace("Tricks(8)", "Tricks(9)")).unwrap();
        assert_ne!(content_id(&other), id);
    }

    #[test]
    fn sync_tools_conflict_copies_are_known_by_name() {
        let of = |name: &str| sync_copy_of(Path::new(name)).map(|p| p.display().to_string());
        for (copy, original) in [
            (
                "d/x.sync-conflict-20261125-120000-ABCDEFG.ron",
                Some("d/x.ron"),
            ),
            ("x (conflicted copy 2026-11-25).ron", Some("x.ron")),
            ("x (Anna's conflicted copy 2026-11-25).ron", Some("x.ron")),
            ("x (Conflicted copy 2026-11-25 120000).ron", Some("x.ron")),
            ("x.ron", None),
            ("x-2.ron", None),
            ("x (2).ron", None),
            (".sync-conflict-1.ron", None),
            ("x.sync-conflict-1.txt", None),
        ] {
            assert_eq!(of(copy).as_deref(), original, "{copy}");
        }
    }

    #[test]
    fn ids_not_starting_with_the_date_get_it_in_the_name() {
        let mut evening = Evening::parse("a.ron", EVENING).unwrap();
        evening.id = Some("club/7".into());
        assert_eq!(file_stem(&evening), "2026-11-21-club_7");
    }
}
