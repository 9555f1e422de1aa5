//! The archive's local index: an SQLite file in the user's cache directory
//! (never in the archive folder, which a sync tool carries between
//! machines) that keeps what reading each evening file once gave: its size,
//! modification time and content hash, the evening's summary and what the
//! statistics need of it ([`crate::archive::stats::EveningFacts`]).
//!
//! The files stay the truth. Each open lists the folder (names and
//! stamps only) and reads again the files whose size, modification time,
//! change time or inode changed, and those modified within a few seconds
//! before the listing that read them ([`Stamp`], as git trusts its index:
//! a save of the same size within a timestamp's step after a listing
//! leaves all four as they were); the hash then says whether the content
//! changed. It reads every file that is not a valid evening (so its error
//! is the one a fresh read gives) and drops the rows of files gone. Every
//! row is checked as it is read (`index/check.rs`). An index that is missing, of another schema version or
//! corrupt is rebuilt from the files; one that cannot be opened (locked
//! past the wait, a cache directory that cannot be written) is replaced by
//! one in memory for this run: the answers are the same, only slower.
//! SQLite's rollback journal and a busy wait let two processes (two app
//! windows, the app and `vira archive`) use it at once: readers share it,
//! a writer waits for them. No write-ahead log and no file mapped into
//! memory (`mmap_size` 0): a write-ahead log maps its shared-memory file
//! (`-shm`), and another process truncating that file killed a reader
//! (SIGBUS); a file cut short under a reader now reads as damage, which
//! is rebuilt ([`heal`]).

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};

mod check;
mod copy;
mod heal;
mod import;
mod query;
mod reports;
mod stream;

pub use copy::{Copied, copy_archive};
pub use import::{import_files, import_files_telling};
#[allow(clippy::wildcard_imports)]
use query::*;
pub use reports::{Listing, open_listed};
#[allow(clippy::wildcard_imports)]
use stream::*;

use crate::archive::index::{
    IndexEntry, IndexRow, IndexedArchive, Known, ListRow, NAME_SEPARATOR, players_key,
    tables_fingerprint,
};
use crate::archive::stats::{Gatherer, Statistics, packed};
use crate::archive::{
    ArchiveError, ArchivedEvening, Column, EveningSummary, Filter, IdSource, valid_of,
};
use crate::disk::archive::{Stamp, now_nanos};
use crate::ledger::amount::Unit;
use crate::rules::registry::TableRegistry;
use check::{LIST_COLUMNS, ListCols};

/// The schema's version: an index of another version is rebuilt (5: the
/// reports kept; 6: record keys hash a tagged encoding, not JSON; 7: the
/// files table keeps only the summary and the facts; 8: record keys hash
/// the evening's compact encoding, [`crate::archive::index::record_key`];
/// 9: a file's content hash is XXH3's, [`content_hash`]; 10: the facts
/// count an evening's deals played, not its recorded hands,
/// [`crate::ledger::rounds::deals_played`]; 11: a file is trusted by its
/// change time and inode too, and not while it is racy, [`Stamp`]; 12:
/// every row is written with a check of its values, `index/check.rs`; 13:
/// the record key is SHA-256's, the one hash of the project that must
/// resist a crafted collision, and every other key XXH3's; 14: the facts
/// keep each seat's hands by its place in the deal, for a player's
/// profile, issue 38).
pub const SCHEMA_VERSION: i64 = 14;

/// How long a process waits for another's write to the index.
const BUSY_WAIT: Duration = Duration::from_secs(10);

/// How many changed files are read (on all cores) before their rows are
/// written: what a first reading of a large archive holds at once.
const READ_CHUNK: usize = 512;

/// How many files a worker reads before it hands them on.
const HANDED_ON: usize = 16;

/// Files the readers hold open ahead of reading them, all workers together
/// ([`read_streamed`]): asked of the system as they are opened, files not
/// in memory come from the disk many at once. A first reading of 50,000
/// evenings not in memory took 4.6-4.8 s reading one file at a time, and
/// 2.6 s with 16 ahead for each of two workers; files in memory are read
/// as fast either way. Few enough never to run out of file handles.
const OPEN_AHEAD: usize = 32;

/// How many evenings' rows the statistics hand at once from the thread
/// that reads them to the one that counts them.
const STATS_BATCH: usize = 256;

/// The environment variable naming the cache directory (tests, a user who
/// wants the index elsewhere).
pub const CACHE_DIR_ENV: &str = "VIRA_CACHE_DIR";

/// The cache directory: `VIRA_CACHE_DIR`, else `cache/` in the data
/// directory when one is given, else the platform's (`~/.cache/vira`).
pub fn cache_dir(data_dir: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    if let Some(data) = data_dir {
        return Some(data.join("cache"));
    }
    directories::ProjectDirs::from("se", "Vira", "vira").map(|d| d.cache_dir().to_path_buf())
}

/// The index file of an archive folder in a cache directory: one per
/// folder, named by a hash of the folder's absolute path.
pub fn index_file(cache_dir: &Path, archive_dir: &Path) -> PathBuf {
    let absolute = std::path::absolute(archive_dir).unwrap_or_else(|_| archive_dir.to_path_buf());
    let hash = xxhash_rust::xxh3::xxh3_64(absolute.as_os_str().as_encoded_bytes());
    cache_dir.join(format!("archive-{hash:016x}.sqlite"))
}

/// An open index.
pub struct Index {
    conn: Connection,
    /// The file, `None` for an index in memory.
    file: Option<PathBuf>,
    /// What went wrong with what was read since the index was opened, if
    /// anything ([`Index::in_doubt`]).
    doubt: std::cell::Cell<Option<heal::Doubt>>,
    /// Whether damage was found and the index read again from the files
    /// ([`Index::repaired`]).
    repaired: bool,
    /// Whether this run has rebuilt the index already (a second rebuild is
    /// one in memory).
    rebuilt: bool,
}

impl std::fmt::Debug for Index {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Index").field("file", &self.file).finish()
    }
}

/// What the index knows of a file from an earlier reading (not its
/// summary, which stays in the index until a row is shown).
struct Stored {
    stamp: Stamp,
    /// Changed too close to the listing that read it to be trusted by its
    /// stamp ([`Stamp::racy`]).
    racy: bool,
    hash: String,
    id: Option<String>,
    id_source: IdSource,
    known: Option<Known>,
    /// Whether the listing counts the file (a valid evening, each id once).
    counted: bool,
}

/// The hash of a file's text the index keeps: a file whose size or time
/// changed is settled again only when this changed too. XXH3 (128 bits):
/// it tells an edit from a file only touched, which needs no defence
/// against forged collisions, and a first run does 5 % fewer instructions
/// with it than with BLAKE3 did. The evening's record key, which says
/// which files are copies of one evening, is SHA-256's
/// ([`crate::archive::index::record_key`]).
fn content_hash(text: &str) -> String {
    format!("{:032x}", xxhash_rust::xxh3::xxh3_128(text.as_bytes()))
}

/// A file's stamp.
fn stat(path: &Path) -> Option<Stamp> {
    super::archive::stamp_of(&std::fs::metadata(path).ok()?)
}

fn is_corrupt(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
    )
}

/// The file beside an index file SQLite names with `suffix`.
fn side_file(file: &Path, suffix: &str) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Removes an index file and the files beside it (its journal, and the
/// write-ahead log of an older vira's).
fn remove_index_file(file: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        // Missing is fine; one that cannot be removed is opened again and,
        // still unreadable, replaced by an index in memory.
        let _ = std::fs::remove_file(side_file(file, suffix));
    }
}

/// Leaves no write-ahead log for SQLite to open (and map its `-shm` file):
/// an index an older vira kept with one (its header says so, bytes 18 and
/// 19) is removed, to be made anew, as are the log's files beside an index.
fn without_write_ahead_log(file: &Path) {
    let mut header = [0u8; 20];
    let logged = std::fs::File::open(file)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut header))
        .is_ok()
        && header.get(18..20).is_some_and(|mode| mode.contains(&2));
    if logged {
        remove_index_file(file);
    }
    for suffix in ["-wal", "-shm"] {
        // Missing is fine; one that cannot be removed is found, and removed
        // again, by the next open.
        let _ = std::fs::remove_file(side_file(file, suffix));
    }
}

fn id_source_code(source: IdSource) -> i64 {
    match source {
        IdSource::Stored => 0,
        IdSource::Content => 1,
    }
}

fn id_source_of(code: i64) -> IdSource {
    if code == 0 {
        IdSource::Stored
    } else {
        IdSource::Content
    }
}

impl Index {
    /// Opens (or creates) the index in `file`, or one in memory for `None`.
    /// An index that cannot be used is rebuilt, and one that cannot be
    /// opened at all is replaced by one in memory; only SQLite failing in
    /// memory fails.
    pub fn open(file: Option<&Path>) -> rusqlite::Result<Index> {
        if let Some(file) = file {
            if let Some(parent) = file.parent() {
                // A folder that cannot be made: the open below fails, and
                // the index is kept in memory for this run.
                let _ = std::fs::create_dir_all(parent);
            }
            match Index::open_file(file) {
                Ok(index) => return Ok(index),
                Err(e) if is_corrupt(&e) => {
                    remove_index_file(file);
                    if let Ok(mut index) = Index::open_file(file) {
                        index.repaired = true;
                        return Ok(index);
                    }
                }
                Err(_) => {}
            }
        }
        Index::in_memory()
    }

    fn in_memory() -> rusqlite::Result<Index> {
        let conn = Connection::open_in_memory()?;
        conn.pragma_update(None, "recursive_triggers", "ON")?;
        let index = Index::of(conn, None);
        index.prepare_schema()?;
        Ok(index)
    }

    fn open_file(file: &Path) -> rusqlite::Result<Index> {
        without_write_ahead_log(file);
        let mut conn = Connection::open(file)?;
        conn.busy_timeout(BUSY_WAIT)?;
        // Every write transaction takes the write lock as it begins (and
        // waits for it): one that read first and then wanted to write while
        // another process writes would be refused at once, without the
        // wait, in a rollback journal.
        conn.set_transaction_behavior(rusqlite::TransactionBehavior::Immediate);
        // Nothing of the index mapped into memory (see the module's
        // documentation): read and written through the system's calls.
        conn.pragma_update(None, "mmap_size", 0)?;
        // A rollback journal, truncated rather than deleted after each
        // write (no directory change per transaction).
        let mode: String =
            conn.pragma_update_and_check(None, "journal_mode", "TRUNCATE", |r| r.get(0))?;
        if !mode.eq_ignore_ascii_case("truncate") {
            return Err(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CANTOPEN),
                Some(format!("the index's journal stays {mode}")),
            ));
        }
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        // A row replaced fires the triggers of its deletion too (the
        // reports' triggers, see `prepare_schema`).
        conn.pragma_update(None, "recursive_triggers", "ON")?;
        let index = Index::of(conn, Some(file.to_path_buf()));
        index.prepare_schema()?;
        Ok(index)
    }

    fn of(conn: Connection, file: Option<PathBuf>) -> Index {
        Index {
            conn,
            file,
            doubt: std::cell::Cell::new(None),
            repaired: false,
            rebuilt: false,
        }
    }

    /// The file, `None` for an index in memory.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// Creates the tables, or drops and creates them when the index is of
    /// another version.
    fn prepare_schema(&self) -> rusqlite::Result<()> {
        if self.version()? == Some(SCHEMA_VERSION) {
            return Ok(());
        }
        // Another process may be making it at this moment: the version is
        // read again once this one holds the write lock.
        self.conn.execute_batch("BEGIN IMMEDIATE")?;
        let made = match self.version() {
            Ok(Some(SCHEMA_VERSION)) => Ok(()),
            Ok(_) => self.conn.execute_batch(&format!(
                "DROP TABLE IF EXISTS files;
                 DROP TABLE IF EXISTS listing;
                 DROP TABLE IF EXISTS reports;
                 DROP TABLE IF EXISTS meta;
                 CREATE TABLE meta (key TEXT PRIMARY KEY, value NOT NULL);
                 -- What only the statistics and the summaries read: the
                 -- wide part of a valid evening's row, by its file's name
                 -- (everything else is the listing's).
                 CREATE TABLE files (
                     path TEXT PRIMARY KEY,
                     summary TEXT NOT NULL,
                     facts BLOB NOT NULL,
                     summary_check INTEGER NOT NULL,
                     facts_check INTEGER NOT NULL
                 );
                 CREATE TABLE listing (
                     path TEXT PRIMARY KEY,
                     size INTEGER NOT NULL,
                     mtime INTEGER NOT NULL,
                     ctime INTEGER NOT NULL,
                     inode INTEGER NOT NULL,
                     racy INTEGER NOT NULL,
                     hash TEXT NOT NULL,
                     id TEXT,
                     id_source INTEGER NOT NULL,
                     valid INTEGER NOT NULL,
                     record TEXT,
                     counted INTEGER NOT NULL DEFAULT 0,
                     date TEXT,
                     practice INTEGER,
                     club TEXT,
                     club_key TEXT,
                     players TEXT,
                     players_key TEXT,
                     table_id TEXT,
                     hands INTEGER,
                     unit_points INTEGER,
                     per_bet INTEGER,
                     winner_name TEXT,
                     winner_amount INTEGER,
                     loser_name TEXT,
                     loser_amount INTEGER,
                     -- Each row's checks (`index/check.rs`): of what a
                     -- refresh trusts, of what the list shows.
                     check_file INTEGER NOT NULL,
                     check_list INTEGER NOT NULL
                 ) WITHOUT ROWID;
                 CREATE INDEX listing_id ON listing (id);
                 -- The list's and the statistics' order, with every column
                 -- they ask for: read in order from the index alone, never
                 -- sorted (a sort of the statistics' rows spilled their
                 -- facts to a temporary file) nor looked up row by row.
                 CREATE INDEX listing_order ON listing (
                     date, id, path, counted, practice, club, club_key, players,
                     players_key, table_id, hands, unit_points, per_bet,
                     winner_name, winner_amount, loser_name, loser_amount, check_list
                 );
                 -- Reports made from the index (a command's whole text),
                 -- each valid for the folder as it was listed
                 -- ([`Index::report`]); any change to what a valid file
                 -- gives, or to which copy counts, drops them all.
                 CREATE TABLE reports (
                     key TEXT PRIMARY KEY,
                     folder TEXT NOT NULL,
                     invalid TEXT NOT NULL,
                     text TEXT NOT NULL,
                     made INTEGER NOT NULL,
                     checked INTEGER NOT NULL
                 );
                 CREATE TRIGGER listing_added AFTER INSERT ON listing
                     WHEN NEW.valid BEGIN DELETE FROM reports; END;
                 CREATE TRIGGER listing_removed AFTER DELETE ON listing
                     WHEN OLD.valid BEGIN DELETE FROM reports; END;
                 CREATE TRIGGER listing_counted AFTER UPDATE OF counted ON listing
                     WHEN OLD.counted IS NOT NEW.counted BEGIN DELETE FROM reports; END;
                 INSERT INTO meta (key, value) VALUES ('version', {SCHEMA_VERSION});"
            )),
            Err(e) => Err(e),
        };
        match made {
            Ok(()) => self.conn.execute_batch("COMMIT"),
            Err(e) => {
                // The write's own error is the one given back; a rollback
                // that fails too ends with the connection.
                let _ = self.conn.execute_batch("ROLLBACK");
                Err(e)
            }
        }
    }

    /// The schema version the index holds; `None` for a new one.
    fn version(&self) -> rusqlite::Result<Option<i64>> {
        self.conn
            .query_row("SELECT value FROM meta WHERE key = 'version'", [], |r| {
                r.get(0)
            })
            .optional()
            .or_else(|e| {
                if is_corrupt(&e) {
                    Err(e)
                } else {
                    // No table yet (a new index).
                    Ok(None)
                }
            })
    }

    /// The archive folder as the index knows it, brought up to date with
    /// the files first (see the module's documentation). A corrupt index
    /// is rebuilt; one that fails otherwise is replaced by one in memory.
    pub fn refresh(
        &mut self,
        dir: &Path,
        registry: &TableRegistry,
    ) -> Result<IndexedArchive, ArchiveError> {
        // The folder is listed (its files' sizes and times asked on all
        // cores) while this thread reads what the index knows of them.
        let listed = now_nanos();
        let (paths, known) = std::thread::scope(|scope| {
            let listing = scope.spawn(|| super::archive::evening_files_with_times(dir));
            let known = self.known(registry);
            // Listing returns errors as data; were it to panic, the panic
            // is passed on rather than hidden.
            let paths = listing
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            (paths, known)
        });
        self.refresh_from(dir, registry, &paths?, listed, known)
    }

    /// [`Index::refresh`] with the folder listed already
    /// ([`open_listed`]).
    pub fn refresh_listed(
        &mut self,
        dir: &Path,
        registry: &TableRegistry,
        listing: &mut Listing,
    ) -> Result<IndexedArchive, ArchiveError> {
        let known = match listing.known.take() {
            Some(known) => known,
            None => self.known(registry),
        };
        self.refresh_from(dir, registry, &listing.paths, listing.listed, known)
    }

    /// `listed`: when the folder was listed (nanoseconds since 1970), which
    /// the files' times are compared with ([`Stamp::racy`]).
    fn refresh_from(
        &mut self,
        dir: &Path,
        registry: &TableRegistry,
        paths: &[super::archive::Listed],
        listed: i64,
        known: rusqlite::Result<HashMap<String, Stored>>,
    ) -> Result<IndexedArchive, ArchiveError> {
        // An index found in doubt before (a kept text that did not read
        // back) is not asked: it is made anew first.
        let mut outcome = if self.in_doubt() {
            None
        } else {
            Some(
                known.and_then(|stored| self.refresh_paths(dir, (paths, listed), registry, stored)),
            )
        };
        // Rebuilt from the files: a damaged file is removed first; an index
        // that fails otherwise (locked past the wait, a full disk), or
        // fails again, is left for later and this run uses one in memory
        // ([`Index::renew`]).
        for _ in 0..2 {
            match outcome {
                Some(Ok(archive)) => return Ok(archive),
                Some(Err(e)) => self.note(&e),
                None => {}
            }
            self.renew(dir)?;
            outcome = Some(
                self.known(registry)
                    .and_then(|stored| self.refresh_paths(dir, (paths, listed), registry, stored)),
            );
        }
        match outcome {
            Some(Ok(archive)) => Ok(archive),
            Some(Err(e)) => Err(self.failed(dir, &e)),
            None => Err(sql_error(dir, &check::damaged("the archive's index"))),
        }
    }

    /// Forgets every file when the index was made with other bid tables or
    /// another version of the program ([`tables_fingerprint`]).
    fn forget_other_tables(&mut self, registry: &TableRegistry) -> rusqlite::Result<()> {
        let fingerprint = tables_fingerprint(registry);
        let stored: Option<String> = self
            .conn
            .query_row("SELECT value FROM meta WHERE key = 'tables'", [], |r| {
                r.get(0)
            })
            .optional()?;
        if stored.as_deref() == Some(fingerprint.as_str()) {
            return Ok(());
        }
        // Asked again once this process holds the write lock: another
        // process reading the same folder for the first time may have set
        // the fingerprint and written its rows meanwhile, which deleting
        // on the answer read before would take from under it (its list
        // came out short).
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let stored: Option<String> = tx
            .query_row("SELECT value FROM meta WHERE key = 'tables'", [], |r| {
                r.get(0)
            })
            .optional()?;
        if stored.as_deref() == Some(fingerprint.as_str()) {
            return tx.commit();
        }
        tx.execute("DELETE FROM files", [])?;
        tx.execute("DELETE FROM listing", [])?;
        tx.execute("DELETE FROM reports", [])?;
        tx.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('tables', ?1)",
            params![fingerprint],
        )?;
        tx.commit()
    }

    /// What the index knows of each file, once it is known to be of these
    /// bid tables ([`Index::forget_other_tables`]).
    fn known(&mut self, registry: &TableRegistry) -> rusqlite::Result<HashMap<String, Stored>> {
        self.forget_other_tables(registry)?;
        self.stored()
    }

    fn stored(&self) -> rusqlite::Result<HashMap<String, Stored>> {
        let mut statement = self.conn.prepare(
            // The hashes are asked only of the files read again
            // ([`Index::hashes_of`]).
            "SELECT path, size, mtime, ctime, inode, racy, '', id, id_source, valid, record, counted,
                    check_file
             FROM listing",
        )?;
        let rows = statement.query_map([], stored_of)?;
        rows.collect()
    }

    /// The stored hash of each file to be read again that the index has.
    fn hashes_of(
        &self,
        to_read: &[ToRead<'_>],
        stored: &mut HashMap<String, Stored>,
    ) -> rusqlite::Result<()> {
        let mut statement = self
            .conn
            .prepare_cached("SELECT hash FROM listing WHERE path = ?1")?;
        for (_, path, _) in to_read {
            let key = key_of(path);
            if let Some(s) = stored.get_mut(&key) {
                s.hash = statement
                    .query_row(params![key], |r| r.get(0))
                    .optional()?
                    .unwrap_or_default();
            }
        }
        Ok(())
    }

    /// `paths`: the folder's evening files, each with its stamp as the
    /// folder listed them, and when it did (nanoseconds since 1970).
    fn refresh_paths(
        &mut self,
        dir: &Path,
        (paths, listed): (&[super::archive::Listed], i64),
        registry: &TableRegistry,
        mut stored: HashMap<String, Stored>,
    ) -> rusqlite::Result<IndexedArchive> {
        let mut entries: Vec<Option<IndexEntry>> = Vec::with_capacity(paths.len());
        let mut to_read: Vec<ToRead<'_>> = Vec::new();
        // The rows of files unchanged leave `stored` for their entries
        // (nothing copied); each with its place and whether it was counted.
        let mut kept: Vec<(usize, bool)> = Vec::with_capacity(paths.len());
        let keys: Vec<std::borrow::Cow<'_, str>> = paths.iter().map(|(p, _)| key_in(p)).collect();
        for ((path, now), key) in paths.iter().zip(&keys) {
            let now = *now;
            let key: &str = key;
            let unchanged = stored
                .get(key)
                .is_some_and(|s| now == Some(s.stamp) && !s.racy && s.known.is_some());
            match unchanged.then(|| stored.remove(key)).flatten() {
                Some(s) => {
                    kept.push((entries.len(), s.counted));
                    entries.push(s.known.map(|known| IndexEntry {
                        path: path.clone(),
                        id: s.id,
                        id_source: s.id_source,
                        known: Ok(known),
                    }));
                }
                None => {
                    to_read.push((entries.len(), path, now));
                    entries.push(None);
                }
            }
        }
        // Files gone: rows left in `stored` that are not of a file to read.
        let present = to_read
            .iter()
            .filter(|(slot, _, _)| {
                keys.get(*slot)
                    .is_some_and(|k| stored.contains_key(k.as_ref()))
            })
            .count();
        let any_gone = present < stored.len();
        // Rows written by a run that stopped before it marked them all.
        let stale = self
            .conn
            .query_row("SELECT 1 FROM meta WHERE key = 'counting'", [], |_| Ok(()))
            .optional()?
            .is_some();
        // Whether each file was counted before (a row written again is
        // not): needed only when a row is written or dropped, since the
        // counting depends on the rows alone.
        let mut counted_before: HashMap<String, bool> = if to_read.is_empty() && !any_gone && !stale
        {
            HashMap::new()
        } else {
            let kept = kept.iter().filter_map(|&(slot, counted)| {
                Some((keys.get(slot)?.clone().into_owned(), counted))
            });
            stored
                .iter()
                .map(|(k, s)| (k.clone(), s.counted))
                .chain(kept)
                .collect()
        };
        let mut written = false;
        self.hashes_of(&to_read, &mut stored)?;
        // The rows are written on this thread as the workers read the
        // files (on all cores), READ_CHUNK to a transaction. A write that
        // fails ends the reading.
        if !to_read.is_empty() {
            let conn = &mut self.conn;
            let mut chunk: Vec<ReadBack> = Vec::with_capacity(READ_CHUNK);
            let mut write = |chunk: &mut Vec<ReadBack>| -> rusqlite::Result<()> {
                let tx = conn.transaction()?;
                written |= write_chunk(
                    &tx,
                    listed,
                    chunk.drain(..),
                    &stored,
                    &mut entries,
                    &mut counted_before,
                )?;
                tx.commit()
            };
            read_streamed(registry, &to_read, &stored, |read| {
                chunk.push(read);
                if chunk.len() >= READ_CHUNK {
                    write(&mut chunk)?;
                }
                Ok::<(), rusqlite::Error>(())
            })?;
            if !chunk.is_empty() {
                write(&mut chunk)?;
            }
        }
        // Collected in place (an `Option` of an entry is the entry's size;
        // `flatten` would copy): 50,000 entries are 8 MB, not held twice.
        #[allow(clippy::filter_map_identity)]
        let entries: Vec<IndexEntry> = entries.into_iter().filter_map(|e| e).collect();
        if written || any_gone || stale {
            // Rows of files gone leave the index.
            for key in &keys {
                stored.remove(key.as_ref());
            }
            let tx = self.conn.transaction()?;
            for gone in stored.keys() {
                delete_row(&tx, gone)?;
            }
            mark_counted(&tx, &entries, &counted_before)?;
            tx.execute("DELETE FROM meta WHERE key = 'counting'", [])?;
            tx.commit()?;
        }
        Ok(IndexedArchive {
            dir: dir.to_path_buf(),
            entries,
            pending: Vec::new(),
            files_read: to_read.len(),
        })
    }

    /// Writes the rows of files an import added ([`IndexedArchive::pending`]).
    pub fn record_pending(&mut self, archive: &mut IndexedArchive) -> Result<(), ArchiveError> {
        let pending = std::mem::take(&mut archive.pending);
        let entries = &archive.entries;
        let write = |conn: &mut Connection| -> rusqlite::Result<()> {
            let counted_before = counted_rows(conn)?;
            let listed = now_nanos();
            let tx = conn.transaction()?;
            mark_stale(&tx)?;
            for row in &pending {
                // Hashed as a refresh would read it, so the next refresh
                // finds the file unchanged.
                let Some(stamp) = stat(&row.entry.path) else {
                    continue;
                };
                let Ok(text) = super::read_text(&row.entry.path) else {
                    continue;
                };
                let hash = content_hash(&text);
                write_row(&tx, row, (stamp, stamp.racy(listed)), &hash, false)?;
            }
            let mut counted_before = counted_before;
            for row in &pending {
                counted_before.insert(key_of(&row.entry.path), false);
            }
            mark_counted(&tx, entries, &counted_before)?;
            tx.commit()
        };
        write(&mut self.conn).map_err(|e| sql_error(&archive.dir, &e))
    }

    /// The lines of the archive list the filter chooses (the valid
    /// evenings, each id once), sorted by a column as [`crate::archive::sort_summaries`]
    /// sorts ([`crate::archive::sort_summaries`]), handed to `each` one at
    /// a time as SQLite reads them: the filter and the order are the
    /// query's, nothing is parsed and no line is kept. Call it after a
    /// refresh ([`Index::refresh`]), which marks the rows counted.
    pub fn list(
        &self,
        dir: &Path,
        filter: &Filter,
        sort: (Column, bool),
        mut each: impl FnMut(ListRow),
    ) -> Result<(), ArchiveError> {
        let (clause, values) = filter_clause(filter);
        let query = format!(
            "SELECT {LIST_COLUMNS} FROM listing WHERE {clause} ORDER BY {}",
            order_clause(sort)
        );
        let mut run = || -> rusqlite::Result<()> {
            let mut statement = self.conn.prepare(&query)?;
            let mut rows = statement.query(rusqlite::params_from_iter(values.iter()))?;
            while let Some(r) = rows.next()? {
                let row = ListCols::read(r, 0)?
                    .list_row(dir)
                    .ok_or_else(|| check::damaged("a line of the list"))?;
                each(row);
            }
            Ok(())
        };
        run().map_err(|e| self.failed(dir, &e))
    }

    /// How many evenings the filter chooses (as [`Index::list`] lists;
    /// each row read and checked, as the list reads it).
    pub fn count(&self, dir: &Path, filter: &Filter) -> Result<usize, ArchiveError> {
        let (clause, values) = filter_clause(filter);
        let query = format!("SELECT {LIST_COLUMNS} FROM listing WHERE {clause}");
        let run = || -> rusqlite::Result<usize> {
            let mut statement = self.conn.prepare(&query)?;
            let mut rows = statement.query(rusqlite::params_from_iter(values.iter()))?;
            let mut count = 0usize;
            while let Some(r) = rows.next()? {
                ListCols::read(r, 0)?;
                count = count.saturating_add(1);
            }
            Ok(count)
        };
        run().map_err(|e| self.failed(dir, &e))
    }

    /// The summaries of the lines `offset..offset + limit` of the list
    /// [`Index::list`] gives: what a screen shows of it, read for the rows
    /// in view.
    pub fn page(
        &self,
        dir: &Path,
        filter: &Filter,
        sort: (Column, bool),
        offset: usize,
        limit: usize,
    ) -> Result<Vec<EveningSummary>, ArchiveError> {
        let (clause, mut values) = filter_clause(filter);
        let query = format!(
            "SELECT {LIST_COLUMNS} FROM listing WHERE {clause} ORDER BY {} LIMIT ? OFFSET ?",
            order_clause(sort)
        );
        let number =
            |n: usize| rusqlite::types::Value::Integer(i64::try_from(n).unwrap_or(i64::MAX));
        values.push(number(limit));
        values.push(number(offset));
        self.summaries_of(dir, &query, &values)
    }

    /// The summary of each evening the listing counts (each id once), in
    /// file order, as [`crate::archive::Archive::summaries`] gives them.
    pub fn summaries(&self, dir: &Path) -> Result<Vec<EveningSummary>, ArchiveError> {
        self.summaries_of(
            dir,
            &format!("SELECT {LIST_COLUMNS} FROM listing WHERE counted = 1 ORDER BY path"),
            &[],
        )
    }

    /// The summaries of the rows `query` selects ([`LIST_COLUMNS`]), in its
    /// order.
    fn summaries_of(
        &self,
        dir: &Path,
        query: &str,
        values: &[rusqlite::types::Value],
    ) -> Result<Vec<EveningSummary>, ArchiveError> {
        let run = || -> rusqlite::Result<Vec<EveningSummary>> {
            let mut statement = self.conn.prepare(query)?;
            let keys = statement
                .query_map(rusqlite::params_from_iter(values.iter()), |r| {
                    Ok(ListCols::read(r, 0)?.key)
                })?
                .collect::<rusqlite::Result<Vec<String>>>()?;
            self.summaries_by_key(dir, keys)
        };
        run().map_err(|e| self.failed(dir, &e))
    }

    /// The summary of each file named (from the wide table, each checked).
    fn summaries_by_key(
        &self,
        dir: &Path,
        keys: Vec<String>,
    ) -> rusqlite::Result<Vec<EveningSummary>> {
        let mut summary = self
            .conn
            .prepare_cached("SELECT summary, summary_check FROM files WHERE path = ?1")?;
        let mut out = Vec::with_capacity(keys.len());
        for key in keys {
            let (text, sum): (String, i64) = summary
                .query_row(params![key], |r| Ok((r.get(0)?, r.get(1)?)))
                .optional()?
                .ok_or_else(|| check::damaged("a summary"))?;
            check::verify(&check::summary_check(&key, &text), sum, "a summary")?;
            let summary = serde_json::from_str::<EveningSummary>(&text)
                .map_err(|_| check::damaged("a summary"))?;
            out.push(EveningSummary {
                path: dir.join(&key),
                ..summary
            });
        }
        Ok(out)
    }

    /// Each evening's packed facts that the filter's listing chooses
    /// (valid, each id once), in date and id order, each row's check
    /// verified, handed to `each` with its id: what the statistics and
    /// the season read. Every evening chosen has its facts: one without (a
    /// row gone, a value that is no blob) is damage, as is a row that does
    /// not read back as written.
    fn facts_rows(
        &self,
        filter: &Filter,
        each: &mut dyn FnMut(String, &[u8]) -> rusqlite::Result<()>,
    ) -> rusqlite::Result<()> {
        let (clause, values) = filter_clause_of(filter, "OR");
        let query = format!(
            "SELECT chosen.*, files.facts, files.facts_check
             FROM (SELECT {LIST_COLUMNS} FROM listing WHERE {clause}) AS chosen
             LEFT JOIN files ON files.path = chosen.path
             ORDER BY chosen.date, chosen.id, chosen.path"
        );
        let facts_at = check::LIST_COLUMN_COUNT;
        let mut statement = self.conn.prepare(&query)?;
        let mut rows = statement.query(rusqlite::params_from_iter(values.iter()))?;
        while let Some(row) = rows.next()? {
            let cols = ListCols::read(row, 0)?;
            let facts = row.get_ref(facts_at)?.as_blob_or_null();
            let sum = row.get_ref(facts_at + 1)?.as_i64_or_null();
            let (Ok(Some(blob)), Ok(Some(sum)), Some(id)) = (facts, sum, cols.id) else {
                return Err(check::damaged("an evening's facts"));
            };
            check::verify(
                &check::facts_check(&cols.key, blob),
                sum,
                "an evening's facts",
            )?;
            each(id, blob)?;
        }
        Ok(())
    }

    /// The facts of the evenings the filter chooses (valid, each id once,
    /// practice evenings apart), with their ids, in date and id order,
    /// their contract groups only when `groups` asks for them, and then
    /// unnamed ([`crate::archive::versus::profile`] names the few it shows
    /// from the bid tables): what a season's
    /// standing, the ratings and head to head are made from
    /// ([`crate::archive::season`]). Read from the index as the statistics
    /// read them; a row that does not read back is damage.
    pub fn evening_facts(
        &self,
        archive: &IndexedArchive,
        filter: &Filter,
        groups: bool,
    ) -> Result<Vec<(String, crate::archive::stats::EveningFacts)>, ArchiveError> {
        let mut out = Vec::new();
        self.each_evening_facts(archive, filter, groups, |id, facts| out.push((id, facts)))?;
        Ok(out)
    }

    /// [`Index::evening_facts`] handed to `visit` one evening at a time,
    /// none kept (a player's profile over 50,000 evenings with their
    /// contract groups).
    pub fn each_evening_facts(
        &self,
        archive: &IndexedArchive,
        filter: &Filter,
        groups: bool,
        mut visit: impl FnMut(String, crate::archive::stats::EveningFacts),
    ) -> Result<(), ArchiveError> {
        let read = self.facts_rows(filter, &mut |id, blob| {
            // Without the contract groups when they are not asked for:
            // 50,000 evenings' groups are hundreds of megabytes.
            let unpacked = if groups {
                packed::unpack_owned(blob)
            } else {
                packed::unpack(blob).map(|(facts, _)| facts)
            };
            let Some(facts) = unpacked else {
                return Err(check::damaged("an evening's facts"));
            };
            if !facts.practice && facts.chosen_by(filter) {
                visit(id, facts);
            }
            Ok(())
        });
        read.map_err(|e| self.failed(&archive.dir, &e))
    }

    /// The statistics of the evenings the filter chooses, answered from the
    /// index: the packed facts ([`packed`]) of the valid evenings (each id
    /// once), taken one at a time in date and id order (none is kept),
    /// their contracts named from the bid tables.
    pub fn statistics(
        &self,
        archive: &IndexedArchive,
        registry: &TableRegistry,
        filter: &Filter,
    ) -> Result<Statistics, ArchiveError> {
        // The evenings counted (valid, each id once) that the filter
        // chooses, as the listing's query chooses them; the gatherer asks
        // the filter again of each evening's facts. Two threads: this one
        // reads the rows from SQLite, the other unpacks and counts them,
        // in the same order.
        let (read, (stats, unpacked)) = super::archive::handed_over(
            STATS_BATCH,
            |give: &mut dyn FnMut((String, Vec<u8>))| {
                self.facts_rows(filter, &mut |id, blob| {
                    give((id, blob.to_vec()));
                    Ok(())
                })
            },
            |rows: &mut dyn Iterator<Item = (String, Vec<u8>)>| {
                let mut gatherer = Gatherer::new(filter);
                let mut unpacked = true;
                for (id, blob) in rows {
                    let Some((facts, groups)) = packed::unpack(&blob) else {
                        unpacked = false;
                        continue;
                    };
                    let table = registry
                        .entry(&facts.table)
                        .and_then(|e| e.table.as_ref().ok());
                    let name_of = |contract: &str| {
                        table
                            .and_then(|t| t.contract(contract))
                            .map(|c| c.name.clone())
                    };
                    gatherer.add(&id, &facts, groups, name_of);
                }
                (gatherer.finish(), unpacked)
            },
        );
        read.map_err(|e| self.failed(&archive.dir, &e))?;
        if !unpacked {
            return Err(self.failed(&archive.dir, &check::damaged("an evening's facts")));
        }
        if stats.overflow {
            return Err(ArchiveError::Io(crate::error::IoError::new(
                &archive.dir,
                crate::error::IoAction::Read,
                &std::io::Error::other(
                    "the archive's statistics: a sum no longer fits in the ledger's numbers",
                ),
            )));
        }
        Ok(stats)
    }
}

/// A file's row: its name in the archive folder (so the folder may be
/// named differently, relative or absolute, by the app and the command
/// line).
fn key_of(path: &Path) -> String {
    key_in(path).into_owned()
}

/// [`key_of`], borrowed from the path where it can be.
fn key_in(path: &Path) -> std::borrow::Cow<'_, str> {
    // The text after the last separator (what `file_name` gives for a
    // file's path, without parsing every component: this runs for every
    // file of the folder).
    if let Some(text) = path.to_str()
        && let Some(name) = text.rsplit(std::path::is_separator).next()
        && !matches!(name, "" | "." | "..")
    {
        return std::borrow::Cow::Borrowed(name);
    }
    path.file_name()
        .map_or_else(|| path.to_string_lossy(), |n| n.to_string_lossy())
}

/// A stored entry of the file at `path`.
fn entry_of(path: &Path, s: &Stored, known: &Known) -> IndexEntry {
    IndexEntry {
        path: path.to_path_buf(),
        id: s.id.clone(),
        id_source: s.id_source,
        known: Ok(known.clone()),
    }
}

/// What [`stored_of`] reads of a row of the listing.
const STORED: &str = "path, size, mtime, ctime, inode, racy, hash, id, id_source, valid, record, counted, check_file";

/// How many columns [`STORED`] names.
const STORED_COUNT: usize = 13;

/// A row of `SELECT` [`STORED`], checked ([`check::FileFacts`]).
fn stored_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<(String, Stored)> {
    let key: String = r.get(0)?;
    let valid = r.get::<_, i64>(9)? == 1;
    let record: Option<String> = r.get(10)?;
    let stored = Stored {
        stamp: Stamp {
            size: r.get(1)?,
            mtime: r.get(2)?,
            ctime: r.get(3)?,
            inode: r.get(4)?,
        },
        racy: r.get::<_, i64>(5)? != 0,
        hash: r.get(6)?,
        id: r.get(7)?,
        id_source: id_source_of(r.get(8)?),
        known: None,
        counted: r.get::<_, i64>(11)? == 1,
    };
    let facts = check::FileFacts {
        valid,
        record: record.as_deref(),
        ..stored.facts(&key)
    };
    check::verify(&facts.check(), r.get(12)?, "a file's row")?;
    let known = match (valid, record) {
        (true, Some(record)) => Some(Known { record }),
        _ => None,
    };
    Ok((key, Stored { known, ..stored }))
}

impl Stored {
    /// What its row's check covers ([`check::FileFacts`]), as it stands.
    fn facts<'a>(&'a self, key: &'a str) -> check::FileFacts<'a> {
        check::FileFacts {
            key,
            stamp: self.stamp,
            racy: self.racy,
            id: self.id.as_deref(),
            id_source: id_source_code(self.id_source),
            valid: self.known.is_some(),
            record: self.known.as_ref().map(|k| k.record.as_str()),
            counted: self.counted,
        }
    }
}

/// Whether each row is counted now.
fn counted_rows(conn: &Connection) -> rusqlite::Result<HashMap<String, bool>> {
    let mut statement = conn.prepare("SELECT path, counted FROM listing")?;
    let rows = statement.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? == 1)))?;
    rows.collect()
}

/// Marks the rows the listing counts: the valid evenings, each id once
/// (copies and sync tools' copies left out, [`valid_of`]), where that
/// changed; a listing and a page of it are then one query.
fn mark_counted(
    tx: &rusqlite::Transaction<'_>,
    entries: &[IndexEntry],
    before: &HashMap<String, bool>,
) -> rusqlite::Result<()> {
    let counted: HashSet<&Path> = valid_of(entries)
        .into_iter()
        .map(|e| e.path.as_path())
        .collect();
    for entry in entries {
        let key = key_of(&entry.path);
        let now = counted.contains(entry.path.as_path());
        if before.get(&key).copied() != Some(now) {
            set_counted(tx, &key, now)?;
        }
    }
    Ok(())
}

/// Marks a row counted or not, its checks made again (the row checked
/// first).
fn set_counted(tx: &rusqlite::Transaction<'_>, key: &str, counted: bool) -> rusqlite::Result<()> {
    let found = tx
        .prepare_cached(&format!(
            "SELECT {STORED}, {LIST_COLUMNS} FROM listing WHERE path = ?1"
        ))?
        .query_row(params![key], |r| {
            Ok((stored_of(r)?.1, ListCols::read(r, STORED_COUNT)?))
        })
        .optional()?;
    let Some((stored, mut cols)) = found else {
        return Ok(());
    };
    cols.counted = i64::from(counted);
    let file = check::FileFacts {
        counted,
        ..stored.facts(key)
    };
    tx.prepare_cached(
        "UPDATE listing SET counted = ?1, check_file = ?2, check_list = ?3 WHERE path = ?4",
    )?
    .execute(params![
        counted,
        file.check().sum(),
        cols.check().sum(),
        key
    ])?;
    Ok(())
}

/// Removes a file's rows.
fn delete_row(tx: &rusqlite::Transaction<'_>, key: &str) -> rusqlite::Result<()> {
    tx.prepare_cached("DELETE FROM files WHERE path = ?1")?
        .execute(params![key])?;
    tx.prepare_cached("DELETE FROM listing WHERE path = ?1")?
        .execute(params![key])?;
    Ok(())
}

fn sql_error(dir: &Path, e: &rusqlite::Error) -> ArchiveError {
    ArchiveError::Io(crate::error::IoError::new(
        dir,
        crate::error::IoAction::Read,
        &std::io::Error::other(format!("the archive's index: {e}")),
    ))
}

/// Writes a file's rows; `counted`: whether the listing counts it, as far
/// as the caller knows (a valid evening's row of a first reading, until
/// [`mark_counted`] looks at the whole folder); its stamp and whether it is
/// racy ([`Stamp::racy`]). Returns the count written. The caller marks the counting to be done again ([`mark_stale`]) in the
/// same transaction, so a process stopped before it marks leaves no row
/// counted wrongly for good.
fn write_row(
    tx: &rusqlite::Transaction<'_>,
    row: &IndexRow,
    (stamp, racy): (Stamp, bool),
    hash: &str,
    counted: bool,
) -> rusqlite::Result<bool> {
    let entry = &row.entry;
    let key = key_of(&entry.path);
    let record = entry.known.as_ref().ok().map(|k| k.record.as_str());
    let listed = row.summary.as_ref().filter(|_| record.is_some());
    let summary = listed.and_then(|s| serde_json::to_string(s).ok());
    let facts = row.facts.as_ref().map(packed::pack);
    // A valid evening whose summary could not be written is kept as a file
    // to read again.
    let valid = match (&summary, &facts) {
        (Some(summary), Some(facts)) if record.is_some() => {
            tx.prepare_cached(
                "INSERT OR REPLACE INTO files (path, summary, facts, summary_check, facts_check)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![
                key,
                summary,
                facts,
                check::summary_check(&key, summary).sum(),
                check::facts_check(&key, facts).sum(),
            ])?;
            true
        }
        _ => {
            tx.prepare_cached("DELETE FROM files WHERE path = ?1")?
                .execute(params![key])?;
            false
        }
    };
    // What a listing reads, in a narrow table of its own (the files table's
    // rows are a few kilobytes each with their facts: scanning it reads
    // them all). Counted or not is marked after ([`mark_counted`]).
    let counted = counted && valid;
    let record = record.filter(|_| valid);
    let id_source = id_source_code(entry.id_source);
    let file = check::FileFacts {
        key: &key,
        stamp,
        racy,
        id: entry.id.as_deref(),
        id_source,
        valid,
        record,
        counted,
    };
    let cols = list_cols(&key, entry.id.as_deref(), listed.filter(|_| valid), counted);
    let mut values: Vec<rusqlite::types::Value> = vec![
        stamp.size.into(),
        stamp.mtime.into(),
        stamp.ctime.into(),
        stamp.inode.into(),
        i64::from(racy).into(),
        hash.to_string().into(),
        id_source.into(),
        i64::from(valid).into(),
        record.map(str::to_string).into(),
        file.check().sum().into(),
    ];
    values.extend(cols.values());
    tx.prepare_cached(&format!(
        "INSERT OR REPLACE INTO listing
           (size, mtime, ctime, inode, racy, hash, id_source, valid, record, check_file,
            {LIST_COLUMNS})
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
                 ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28)"
    ))?
    .execute(rusqlite::params_from_iter(values))?;
    Ok(counted)
}

/// Marks the counting stale ([`COUNTING_STALE`]): once in every
/// transaction that writes rows ([`write_row`]).
fn mark_stale(tx: &rusqlite::Transaction<'_>) -> rusqlite::Result<()> {
    tx.prepare_cached(COUNTING_STALE)?.execute([])?;
    Ok(())
}

/// A file's new stamp, and whether it is racy, its content the same as
/// `stored` holds.
fn touch_row(
    tx: &rusqlite::Transaction<'_>,
    key: &str,
    (stamp, racy): (Stamp, bool),
    stored: &Stored,
) -> rusqlite::Result<()> {
    let file = check::FileFacts {
        stamp,
        racy,
        ..stored.facts(key)
    };
    tx.prepare_cached(
        "UPDATE listing SET size = ?1, mtime = ?2, ctime = ?3, inode = ?4, racy = ?5,
                            check_file = ?6
         WHERE path = ?7",
    )?
    .execute(params![
        stamp.size,
        stamp.mtime,
        stamp.ctime,
        stamp.inode,
        racy,
        file.check().sum(),
        key
    ])?;
    Ok(())
}

/// Says in the index that which rows the listing counts is to be marked
/// again with the whole folder in view ([`mark_counted`]): set with every
/// row written, cleared when a refresh has marked them all.
const COUNTING_STALE: &str =
    "INSERT OR REPLACE INTO meta (key, value) VALUES ('counting', 'stale')";

/// What the listing keeps of a file in columns of its own: its name and
/// id, whether it is counted, and for a valid evening what its line shows
/// and what the filter asks.
fn list_cols(
    key: &str,
    id: Option<&str>,
    summary: Option<&EveningSummary>,
    counted: bool,
) -> ListCols {
    let cols = ListCols {
        key: key.to_string(),
        id: id.map(str::to_string),
        counted: i64::from(counted),
        ..ListCols::default()
    };
    let Some(summary) = summary else {
        return cols;
    };
    let row = ListRow::of(summary);
    let (unit_points, per_bet) = match row.unit {
        Unit::Pinnar { per_bet } => (false, per_bet),
        Unit::Points { per_bet } => (true, per_bet),
    };
    let (winner_name, winner_amount) = row.winner.unzip();
    let (loser_name, loser_amount) = row.loser.unzip();
    ListCols {
        date: Some(row.date.to_string()),
        practice: Some(i64::from(row.practice)),
        club_key: row.club.as_ref().map(|c| c.to_lowercase()),
        club: row.club,
        players: Some(row.players),
        players_key: Some(players_key(&summary.players)),
        table_id: Some(row.table),
        hands: Some(i64::try_from(row.hands).unwrap_or(i64::MAX)),
        unit_points: Some(i64::from(unit_points)),
        per_bet: Some(per_bet),
        winner_name,
        winner_amount,
        loser_name,
        loser_amount,
        ..cols
    }
}

/// Opens the index of an archive folder (in `cache_dir`, or in memory for
/// `None`) and brings it up to date with the files.
pub fn open_archive(
    dir: &Path,
    registry: &TableRegistry,
    cache_dir: Option<&Path>,
) -> Result<(Index, IndexedArchive), ArchiveError> {
    let file = cache_dir.map(|cache| index_file(cache, dir));
    let mut index = Index::open(file.as_deref()).map_err(|e| sql_error(dir, &e))?;
    let archive = index.refresh(dir, registry)?;
    Ok((index, archive))
}

/// The evenings a filter chooses, with their ids, in date order (then
/// id), as [`crate::archive::Archive::chosen`] gives them: the index says
/// which (the list's evenings, practice ones apart), and only their files
/// are read and settled. What both shells export from (CSV).
pub fn chosen_evenings(
    dir: &Path,
    registry: &TableRegistry,
    cache_dir: Option<&Path>,
    filter: &crate::archive::Filter,
) -> Result<Vec<(String, crate::ledger::SettledEvening)>, ArchiveError> {
    let (index, _) = open_archive(dir, registry, cache_dir)?;
    let mut listed = Vec::new();
    index.list(dir, filter, (crate::archive::Column::Date, false), |row| {
        if !row.practice {
            listed.push((row.id, row.path));
        }
    })?;
    let paths: Vec<PathBuf> = listed.iter().map(|(_, path)| path.clone()).collect();
    let read = crate::disk::archive::read_evenings(registry, &paths);
    // A file changed since the index read it is taken as it is now.
    Ok(listed
        .into_iter()
        .zip(read)
        .filter_map(|((id, _), archived)| Some((id, archived.loaded.ok()?)))
        .filter(|(_, settled)| !settled.evening.practice && filter.matches(&settled.evening))
        .collect())
}

impl Index {
    /// One summary for each different group of players, each club and
    /// each bid table among the evenings the listing counts, practice
    /// evenings apart (their names, club and table are the example's), in
    /// file order: what a screen's filter offers, read without reading
    /// every evening's summary. The first file of each group is the first
    /// in the folder to name that player, club or table, so the names come
    /// as a walk over every summary in file order gives them.
    /// The rows are read (and checked) in file order, the first of each
    /// group kept.
    pub fn filter_choices(&self, dir: &Path) -> Result<Vec<EveningSummary>, ArchiveError> {
        let run = || -> rusqlite::Result<Vec<EveningSummary>> {
            let mut statement = self.conn.prepare(&format!(
                "SELECT {LIST_COLUMNS} FROM listing WHERE counted = 1 AND practice = 0
                 ORDER BY path"
            ))?;
            let mut rows = statement.query([])?;
            let mut seen: [HashSet<Option<String>>; 3] = Default::default();
            let mut keys = Vec::new();
            while let Some(r) = rows.next()? {
                let cols = ListCols::read(r, 0)?;
                let [players, clubs, tables] = &mut seen;
                let first = players.insert(cols.players_key.clone())
                    | clubs.insert(cols.club_key.clone())
                    | tables.insert(cols.table_id.clone());
                if first {
                    keys.push(cols.key);
                }
            }
            self.summaries_by_key(dir, keys)
        };
        run().map_err(|e| self.failed(dir, &e))
    }
}

#[cfg(test)]
mod tests {
    // Test code: a panic is a failing test.
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]

    use super::*;

    /// Issue 34, 11: on a file system whose times are whole seconds (FAT,
    /// exFAT, some shares), a save of the same size within the second after
    /// a listing leaves the file's size and times as the listing saw them.
    /// A file as new as the listing is read again by the next run ("racily
    /// clean", as git's index).
    #[test]
    fn a_save_within_the_timestamps_step_after_a_listing_is_read_again() {
        let dir = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        let registry = TableRegistry::built_in();
        let path = dir.path().join("a.ron");
        let text = include_str!("../../docs/examples/2026-11-21-sundsvall.ron");
        std::fs::write(&path, text).unwrap();
        // What such a file system says of the file, before and after the
        // save: its size, and this second, whole, for both its times (its
        // inode the same: saved in place).
        let second = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        let second = i64::try_from(second).unwrap() * 1_000_000_000;
        let size = i64::try_from(text.len()).unwrap();
        let stamp = Stamp {
            size,
            mtime: second,
            ctime: second,
            inode: 7,
        };
        let listed = vec![(path.clone(), Some(stamp))];
        let mut index = Index::open(Some(&cache.path().join("index.sqlite"))).unwrap();
        let club = |index: &Index| index.summaries(dir.path()).unwrap()[0].club.clone();
        let known = index.known(&registry);
        index
            .refresh_from(dir.path(), &registry, &listed, now_nanos(), known)
            .unwrap();
        assert_eq!(club(&index).as_deref(), Some("Sundsvalls viraklubb"));
        std::fs::write(&path, text.replace("Sundsvalls", "Sundsvallz")).unwrap();
        let known = index.known(&registry);
        index
            .refresh_from(dir.path(), &registry, &listed, now_nanos(), known)
            .unwrap();
        assert_eq!(club(&index).as_deref(), Some("Sundsvallz viraklubb"));
        // Listed again well after: no longer racy, trusted by its stamp
        // (the file is left unread).
        let later = second + 10_000_000_000;
        for _ in 0..2 {
            let known = index.known(&registry);
            let archive = index
                .refresh_from(dir.path(), &registry, &listed, later, known)
                .unwrap();
            assert_eq!(club(&index).as_deref(), Some("Sundsvallz viraklubb"));
            assert!(archive.files_read <= 1);
        }
        let known = index.known(&registry);
        let archive = index
            .refresh_from(dir.path(), &registry, &listed, later, known)
            .unwrap();
        assert_eq!(archive.files_read, 0);
    }
}
