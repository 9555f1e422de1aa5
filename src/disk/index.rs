//! The archive's local index: an SQLite file in the user's cache directory
//! (never in the archive folder, which a sync tool carries between
//! machines) that keeps what reading each evening file once gave: its size,
//! modification time and content hash, the evening's summary and what the
//! statistics need of it ([`crate::archive::stats::EveningFacts`]).
//!
//! The files stay the truth. Each open lists the folder (names and sizes
//! only), reads again the files whose size or time changed (the hash then
//! says whether the content did), reads every file that is not a valid
//! evening (so its error is the one a fresh read gives) and drops the rows
//! of files gone. An index that is missing, of another schema version or
//! corrupt is rebuilt from the files; one that cannot be opened (locked
//! past the wait, a cache directory that cannot be written) is replaced by
//! one in memory for this run: the answers are the same, only slower.
//! SQLite's write-ahead log and a busy wait let two processes (two app
//! windows, the app and `vira archive`) use it at once.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};

use crate::archive::index::{IndexEntry, IndexRow, IndexedArchive, Known, tables_fingerprint};
use crate::archive::stats::{Gatherer, Statistics, packed};
use crate::archive::{ArchiveError, ArchivedEvening, Filter, IdSource, evening_files};
use crate::rules::registry::TableRegistry;

/// The schema's version: an index of another version is rebuilt.
pub const SCHEMA_VERSION: i64 = 3;

/// How long a process waits for another's write to the index.
const BUSY_WAIT: Duration = Duration::from_secs(10);

/// How many changed files are read (on all cores) before their rows are
/// written: what a first reading of a large archive holds at once.
const READ_CHUNK: usize = 512;

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
    let hash = blake3::hash(absolute.as_os_str().as_encoded_bytes()).to_hex();
    let short: String = hash.chars().take(16).collect();
    cache_dir.join(format!("archive-{short}.sqlite"))
}

/// An open index.
pub struct Index {
    conn: Connection,
    /// The file, `None` for an index in memory.
    file: Option<PathBuf>,
}

impl std::fmt::Debug for Index {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Index").field("file", &self.file).finish()
    }
}

/// What the index knows of a file from an earlier reading.
struct Stored {
    size: i64,
    mtime: i64,
    hash: String,
    id: Option<String>,
    id_source: IdSource,
    known: Option<Known>,
}

/// A file's size and modification time (nanoseconds since 1970).
fn stat(path: &Path) -> Option<(i64, i64)> {
    let meta = std::fs::metadata(path).ok()?;
    let mtime = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    Some((
        i64::try_from(meta.len()).ok()?,
        i64::try_from(mtime.as_nanos()).ok()?,
    ))
}

fn is_corrupt(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
    )
}

/// Removes an index file and its write-ahead log.
fn remove_index_file(file: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut name = file.as_os_str().to_owned();
        name.push(suffix);
        // Missing is fine; one that cannot be removed is opened again and,
        // still unreadable, replaced by an index in memory.
        let _ = std::fs::remove_file(PathBuf::from(name));
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
                let _ = std::fs::create_dir_all(parent);
            }
            match Index::open_file(file) {
                Ok(index) => return Ok(index),
                Err(e) if is_corrupt(&e) => {
                    remove_index_file(file);
                    if let Ok(index) = Index::open_file(file) {
                        return Ok(index);
                    }
                }
                Err(_) => {}
            }
        }
        Index::in_memory()
    }

    fn in_memory() -> rusqlite::Result<Index> {
        let index = Index {
            conn: Connection::open_in_memory()?,
            file: None,
        };
        index.prepare_schema()?;
        Ok(index)
    }

    fn open_file(file: &Path) -> rusqlite::Result<Index> {
        let conn = Connection::open(file)?;
        conn.busy_timeout(BUSY_WAIT)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        let index = Index {
            conn,
            file: Some(file.to_path_buf()),
        };
        index.prepare_schema()?;
        Ok(index)
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
                 DROP TABLE IF EXISTS meta;
                 CREATE TABLE meta (key TEXT PRIMARY KEY, value NOT NULL);
                 CREATE TABLE files (
                     path TEXT PRIMARY KEY,
                     size INTEGER NOT NULL,
                     mtime INTEGER NOT NULL,
                     hash TEXT NOT NULL,
                     id TEXT,
                     id_source INTEGER NOT NULL,
                     valid INTEGER NOT NULL,
                     record TEXT,
                     date TEXT,
                     summary TEXT,
                     facts BLOB
                 );
                 CREATE INDEX files_date ON files (date, id, path);
                 INSERT INTO meta (key, value) VALUES ('version', {SCHEMA_VERSION});"
            )),
            Err(e) => Err(e),
        };
        match made {
            Ok(()) => self.conn.execute_batch("COMMIT"),
            Err(e) => {
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
        let paths = evening_files(dir)?;
        let first = match self.refresh_paths(dir, &paths, registry) {
            Ok(archive) => return Ok(archive),
            Err(e) => e,
        };
        // Rebuilt from the files: a corrupt file is removed first; an index
        // that fails otherwise (locked past the wait, a full disk) is left
        // for later and this run uses one in memory.
        let file = self.file.take();
        let reopened = match file {
            Some(file) if is_corrupt(&first) => {
                remove_index_file(&file);
                Index::open(Some(&file))
            }
            _ => Index::in_memory(),
        };
        *self = reopened.map_err(|e| sql_error(dir, &e))?;
        match self.refresh_paths(dir, &paths, registry) {
            Ok(archive) => Ok(archive),
            Err(_) if self.file.is_some() => {
                *self = Index::in_memory().map_err(|e| sql_error(dir, &e))?;
                self.refresh_paths(dir, &paths, registry)
                    .map_err(|e| sql_error(dir, &e))
            }
            Err(e) => Err(sql_error(dir, &e)),
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
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM files", [])?;
        tx.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('tables', ?1)",
            params![fingerprint],
        )?;
        tx.commit()
    }

    fn stored(&self) -> rusqlite::Result<HashMap<String, Stored>> {
        let mut statement = self.conn.prepare(
            "SELECT path, size, mtime, hash, id, id_source, valid, record, summary FROM files",
        )?;
        let rows = statement.query_map([], |r| {
            let valid: i64 = r.get(6)?;
            let record: Option<String> = r.get(7)?;
            let summary: Option<String> = r.get(8)?;
            let known = match (valid, record, summary) {
                (1, Some(record), Some(summary)) => serde_json::from_str(&summary)
                    .ok()
                    .map(|summary| Known { record, summary }),
                _ => None,
            };
            Ok((
                r.get::<_, String>(0)?,
                Stored {
                    size: r.get(1)?,
                    mtime: r.get(2)?,
                    hash: r.get(3)?,
                    id: r.get(4)?,
                    id_source: id_source_of(r.get(5)?),
                    known,
                },
            ))
        })?;
        rows.collect()
    }

    fn refresh_paths(
        &mut self,
        dir: &Path,
        paths: &[PathBuf],
        registry: &TableRegistry,
    ) -> rusqlite::Result<IndexedArchive> {
        self.forget_other_tables(registry)?;
        let mut stored = self.stored()?;
        let mut entries: Vec<Option<IndexEntry>> = Vec::with_capacity(paths.len());
        let mut to_read: Vec<ToRead<'_>> = Vec::new();
        for path in paths {
            let now = stat(path);
            let unchanged = stored.get(&key_of(path)).and_then(|s| {
                let same = now == Some((s.size, s.mtime));
                Some((s, same.then_some(s)?.known.as_ref()?))
            });
            match unchanged {
                Some((s, known)) => entries.push(Some(entry_of(path, s, known))),
                None => {
                    to_read.push((entries.len(), path, now));
                    entries.push(None);
                }
            }
        }
        for chunk in to_read.chunks(READ_CHUNK) {
            let read = read_files(registry, chunk, &stored);
            let tx = self.conn.transaction()?;
            for (slot, path, row, (size, mtime), hash) in read {
                let key = key_of(&path);
                let entry = match row {
                    Read::Same => {
                        tx.execute(
                            "UPDATE files SET size = ?1, mtime = ?2 WHERE path = ?3",
                            params![size, mtime, key],
                        )?;
                        stored
                            .get(&key)
                            .and_then(|s| Some(entry_of(&path, s, s.known.as_ref()?)))
                    }
                    Read::New(row) => {
                        write_row(&tx, &row, size, mtime, &hash)?;
                        Some(row.entry)
                    }
                };
                if let Some(slot) = entries.get_mut(slot) {
                    *slot = entry;
                }
            }
            tx.commit()?;
        }
        // Rows of files gone leave the index.
        for path in paths {
            stored.remove(&key_of(path));
        }
        if !stored.is_empty() {
            let tx = self.conn.transaction()?;
            for gone in stored.keys() {
                tx.execute("DELETE FROM files WHERE path = ?1", params![gone])?;
            }
            tx.commit()?;
        }
        Ok(IndexedArchive {
            dir: dir.to_path_buf(),
            entries: entries.into_iter().flatten().collect(),
            pending: Vec::new(),
            files_read: to_read.len(),
        })
    }

    /// Writes the rows of files an import added ([`IndexedArchive::pending`]).
    pub fn record_pending(&mut self, archive: &mut IndexedArchive) -> Result<(), ArchiveError> {
        let pending = std::mem::take(&mut archive.pending);
        let write = |conn: &mut Connection| -> rusqlite::Result<()> {
            let tx = conn.transaction()?;
            for row in &pending {
                // Hashed as a refresh would read it, so the next refresh
                // finds the file unchanged.
                let Ok(text) = super::read_text(&row.entry.path) else {
                    continue;
                };
                let Some((size, mtime)) = stat(&row.entry.path) else {
                    continue;
                };
                let hash = blake3::hash(text.as_bytes()).to_hex().to_string();
                write_row(&tx, row, size, mtime, &hash)?;
            }
            tx.commit()
        };
        write(&mut self.conn).map_err(|e| sql_error(&archive.dir, &e))
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
        let ids: HashMap<String, &str> = archive
            .valid()
            .into_iter()
            .filter_map(|e| Some((key_of(&e.path), e.id.as_deref()?)))
            .collect();
        let from = filter.from.map(|d| d.to_string());
        let to = filter.to.map(|d| d.to_string());
        let mut gatherer = Gatherer::new(filter);
        (|| -> rusqlite::Result<()> {
            // Files with the same date and id (a conflict) in file name
            // order, as the files are read.
            let mut statement = self.conn.prepare(
                "SELECT path, facts FROM files WHERE valid = 1
                   AND (?1 IS NULL OR date >= ?1) AND (?2 IS NULL OR date <= ?2)
                 ORDER BY date, id, path",
            )?;
            let mut rows = statement.query(params![from, to])?;
            while let Some(row) = rows.next()? {
                let Some(&id) = ids.get(row.get_ref(0)?.as_str()?) else {
                    continue;
                };
                let Some((facts, groups)) = row.get_ref(1)?.as_blob().ok().and_then(packed::unpack)
                else {
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
                gatherer.add(id, &facts, groups, name_of);
            }
            Ok(())
        })()
        .map_err(|e| sql_error(&archive.dir, &e))?;
        let stats = gatherer.finish();
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
    path.file_name()
        .map_or_else(|| path.to_string_lossy(), |n| n.to_string_lossy())
        .into_owned()
}

/// A stored entry of the file at `path`, its summary naming `path`.
fn entry_of(path: &Path, s: &Stored, known: &Known) -> IndexEntry {
    let mut known = known.clone();
    known.summary.path = path.to_path_buf();
    IndexEntry {
        path: path.to_path_buf(),
        id: s.id.clone(),
        id_source: s.id_source,
        known: Ok(known),
    }
}

fn sql_error(dir: &Path, e: &rusqlite::Error) -> ArchiveError {
    ArchiveError::Io(crate::error::IoError::new(
        dir,
        crate::error::IoAction::Read,
        &std::io::Error::other(format!("the archive's index: {e}")),
    ))
}

fn write_row(
    tx: &rusqlite::Transaction<'_>,
    row: &IndexRow,
    size: i64,
    mtime: i64,
    hash: &str,
) -> rusqlite::Result<()> {
    let entry = &row.entry;
    let (valid, record, date, summary) = match &entry.known {
        Ok(known) => (
            1,
            Some(known.record.as_str()),
            Some(known.summary.date.to_string()),
            serde_json::to_string(&known.summary).ok(),
        ),
        Err(_) => (0, None, None, None),
    };
    let facts = row.facts.as_ref().map(packed::pack);
    // A valid evening whose summary could not be written is kept as a file
    // to read again.
    let valid = if summary.is_some() && facts.is_some() {
        valid
    } else {
        0
    };
    tx.execute(
        "INSERT OR REPLACE INTO files
           (path, size, mtime, hash, id, id_source, valid, record, date, summary, facts)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            key_of(&entry.path),
            size,
            mtime,
            hash,
            entry.id,
            id_source_code(entry.id_source),
            valid,
            record,
            date,
            summary,
            facts
        ],
    )?;
    Ok(())
}

/// A file to read: its place in the list, the file, its size and time.
type ToRead<'a> = (usize, &'a Path, Option<(i64, i64)>);

/// A file read: its place in the list, the file, what was read, its size
/// and time, its hash.
type ReadBack = (usize, PathBuf, Read, (i64, i64), String);

/// A file read again.
enum Read {
    /// The same content as the index holds (only its time changed).
    Same,
    /// New content, read and settled.
    New(Box<IndexRow>),
}

/// Reads changed files on all cores: each is hashed, and read and settled
/// when its hash is not the one the index holds for a valid evening.
fn read_files(
    registry: &TableRegistry,
    chunk: &[ToRead<'_>],
    stored: &HashMap<String, Stored>,
) -> Vec<ReadBack> {
    super::archive::on_all_cores(chunk, |&(slot, path, now)| {
        read_one(registry, slot, path, now, stored)
    })
}

fn read_one(
    registry: &TableRegistry,
    slot: usize,
    path: &Path,
    now: Option<(i64, i64)>,
    stored: &HashMap<String, Stored>,
) -> ReadBack {
    let times = now.unwrap_or((-1, -1));
    match super::read_text(path) {
        Ok(text) => {
            let hash = blake3::hash(text.as_bytes()).to_hex().to_string();
            let known = stored.get(&key_of(path));
            if known.is_some_and(|s| s.hash == hash && s.known.is_some()) {
                return (slot, path.to_path_buf(), Read::Same, times, hash);
            }
            let archived = ArchivedEvening::from_source(registry, path, &text);
            let row = Read::New(Box::new(IndexRow::of(archived)));
            (slot, path.to_path_buf(), row, times, hash)
        }
        Err(e) => {
            let archived = ArchivedEvening {
                path: path.to_path_buf(),
                id: None,
                id_source: IdSource::Content,
                loaded: Err(crate::Error::Io(e)),
            };
            (
                slot,
                path.to_path_buf(),
                Read::New(Box::new(IndexRow::of(archived))),
                times,
                String::new(),
            )
        }
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
