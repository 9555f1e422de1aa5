//! Importing into the archive through the index: which evenings are
//! there already is asked of the index by id and record key, and only the
//! files it has not seen are read.

#[allow(clippy::wildcard_imports)]
use super::*;

/// Imports evening files into the archive folder `dir` (as
/// [`crate::archive::Archive::import_files`] does: merged by id, a copy
/// kept once, a conflict kept and said), updating the index for those files
/// alone: whether an evening is already there, or its id held by another
/// evening, is asked of the index by id and record key, after the files
/// that hold the id (in the index, or under the names an import would give
/// it) are checked against the folder, and the files the index has not
/// seen yet (under any name) are read. The rest of the folder is listed by
/// name only, neither asked of file by file nor read. An index in memory,
/// or an empty one (a first run, other bid tables), is brought up to date
/// with the whole folder first.
pub fn import_files(
    dir: &Path,
    registry: &TableRegistry,
    cache_dir: Option<&Path>,
    files: &[PathBuf],
) -> Result<Vec<Result<crate::archive::Imported, ArchiveError>>, ArchiveError> {
    import_files_telling(dir, registry, cache_dir, files).map(|(results, _)| results)
}

/// [`import_files`], and whether the index was found damaged and read
/// again from the files (for the caller to say so once).
pub fn import_files_telling(
    dir: &Path,
    registry: &TableRegistry,
    cache_dir: Option<&Path>,
    files: &[PathBuf],
) -> Result<ImportedFiles, ArchiveError> {
    let file = cache_dir.map(|cache| index_file(cache, dir));
    let mut index = Index::open(file.as_deref()).map_err(|e| sql_error(dir, &e))?;
    let usable = index.file.is_some()
        && index.forget_other_tables(registry).is_ok()
        && index
            .conn
            .query_row("SELECT EXISTS (SELECT 1 FROM listing)", [], |r| {
                r.get::<_, bool>(0)
            })
            .unwrap_or(false);
    if !usable {
        let mut archive = index.refresh(dir, registry)?;
        let results = archive.import_files(registry, files);
        // The index learns the new files alone; failing, it reads them
        // next time (the files are written either way).
        let _ = index.record_pending(&mut archive);
        return Ok((results, index.repaired()));
    }
    // A file the index has not seen yet (put in the folder by a sync tool
    // or by hand, under any name) is read first, so that the import knows
    // every evening the folder holds: the folder's names are listed, and
    // only the new ones read.
    index.read_unseen(dir, registry)?;
    let mut holdings = IndexHoldings {
        index: &index,
        dir: dir.to_path_buf(),
        registry,
        checked: std::cell::RefCell::new(HashSet::new()),
    };
    let results = crate::disk::archive::import_files_into(&mut holdings, registry, files);
    // What the import found damaged is read again from the files now, so
    // no later run answers from it (the files are written either way).
    let damaged = index.damaged();
    if damaged {
        // Made anew for the next run; failing, the next run finds the
        // damage again and makes it anew then.
        let _ = index.rebuild(dir, registry);
    }
    Ok((results, damaged || index.repaired()))
}

/// Each file's import, and whether the index was repaired on the way.
pub type ImportedFiles = (Vec<Result<crate::archive::Imported, ArchiveError>>, bool);

/// The archive as the index knows it, for an import: each id's files
/// checked against the folder when the import first asks about it.
pub(super) struct IndexHoldings<'a> {
    index: &'a Index,
    dir: PathBuf,
    registry: &'a TableRegistry,
    /// The ids whose files were checked.
    checked: std::cell::RefCell<HashSet<String>>,
}

impl IndexHoldings<'_> {
    /// Brings the rows of the files that may hold `id` up to date with the
    /// folder: those the index has with it, and those named as an import
    /// names the evening (`NAME.ron`, `NAME-2.ron`, … while they exist),
    /// where a file the index has not seen yet would be. A failure leaves
    /// the rows as they were; the next refresh reads the files.
    pub(super) fn check(&self, id: &str, evening: &crate::ledger::evening::Evening) {
        if !self.checked.borrow_mut().insert(id.to_string()) {
            return;
        }
        let mut paths: Vec<PathBuf> = self
            .keys_with_id(id)
            .iter()
            .map(|k| self.dir.join(k))
            .collect();
        let stem = crate::archive::file_stem(evening);
        for n in 1.. {
            let name = if n == 1 {
                format!("{stem}.ron")
            } else {
                format!("{stem}-{n}.ron")
            };
            let path = self.dir.join(name);
            if std::fs::symlink_metadata(&path).is_err() {
                break;
            }
            if !paths.contains(&path) {
                paths.push(path);
            }
        }
        for path in paths {
            if let Err(e) = self.index.update_file(&path, self.registry) {
                self.index.note(&e);
            }
        }
        if let Err(e) = self.index.mark_counted_of(id) {
            self.index.note(&e);
        }
    }

    /// The rows of the files holding `id`, in file order, each checked (a
    /// failure leaves the index in doubt, [`import_files`] rebuilds it).
    pub(super) fn rows_with_id(&self, id: &str) -> Vec<(String, Stored)> {
        let query = || -> rusqlite::Result<Vec<(String, Stored)>> {
            let mut statement = self.index.conn.prepare_cached(&format!(
                "SELECT {STORED} FROM listing WHERE id = ?1 ORDER BY path"
            ))?;
            let rows = statement.query_map(params![id], stored_of)?;
            rows.collect()
        };
        query().unwrap_or_else(|e| {
            self.index.note(&e);
            Vec::new()
        })
    }

    pub(super) fn keys_with_id(&self, id: &str) -> Vec<String> {
        self.rows_with_id(id)
            .into_iter()
            .map(|(key, _)| key)
            .collect()
    }
}

impl crate::archive::Holdings for IndexHoldings<'_> {
    fn dir(&self) -> &Path {
        &self.dir
    }

    fn holding(&self, id: &str, evening: &crate::ledger::evening::Evening) -> Option<PathBuf> {
        self.check(id, evening);
        let record = crate::archive::index::record_key(evening);
        self.rows_with_id(id)
            .into_iter()
            .find(|(_, s)| s.known.as_ref().is_some_and(|k| k.record == record))
            .map(|(key, _)| self.dir.join(key))
    }

    fn paths_with_id(&self, id: &str) -> Vec<PathBuf> {
        self.keys_with_id(id)
            .into_iter()
            .map(|key| self.dir.join(key))
            .collect()
    }

    fn has_path(&self, path: &Path) -> bool {
        self.index
            .conn
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM listing WHERE path = ?1)",
                params![key_of(path)],
                |r| r.get::<_, bool>(0),
            )
            .unwrap_or(false)
    }

    fn insert(&mut self, archived: ArchivedEvening) {
        let id = archived.id.clone();
        let path = archived.path.clone();
        let row = IndexRow::of(archived);
        if let Err(e) = self.index.write_file_row(&path, &row) {
            self.index.note(&e);
        }
        if let Some(id) = id
            && let Err(e) = self.index.mark_counted_of(&id)
        {
            self.index.note(&e);
        }
    }
}

impl Index {
    /// Reads the files of the folder that have no row yet (by name: the
    /// others are neither asked nor read) and marks what the listing
    /// counts among the evenings of their ids. A failure of the index
    /// leaves the rows as they were; the next refresh reads the files.
    pub(super) fn read_unseen(
        &self,
        dir: &Path,
        registry: &TableRegistry,
    ) -> Result<(), ArchiveError> {
        let names = crate::disk::archive::evening_names(dir)?;
        let known = || -> rusqlite::Result<HashSet<String>> {
            let mut statement = self.conn.prepare("SELECT path FROM listing")?;
            let rows = statement.query_map([], |r| r.get(0))?;
            rows.collect()
        };
        let Ok(known) = known() else {
            return Ok(());
        };
        let mut ids = HashSet::new();
        for path in names.iter().filter(|p| !known.contains(&key_of(p))) {
            if self.update_file(path, registry).is_err() {
                continue;
            }
            let id = self
                .conn
                .query_row(
                    "SELECT id FROM listing WHERE path = ?1",
                    params![key_of(path)],
                    |r| r.get::<_, Option<String>>(0),
                )
                .optional();
            if let Ok(Some(Some(id))) = id {
                ids.insert(id);
            }
        }
        for id in ids {
            // Failing, the rows stay as they were and the next refresh
            // counts them (see above).
            let _ = self.mark_counted_of(&id);
        }
        Ok(())
    }

    /// Brings one file's rows up to date: read again when its size or time
    /// changed, removed when it is gone.
    pub(super) fn update_file(
        &self,
        path: &Path,
        registry: &TableRegistry,
    ) -> rusqlite::Result<()> {
        let key = key_of(path);
        let stored: HashMap<String, Stored> = {
            let mut statement = self
                .conn
                .prepare_cached(&format!("SELECT {STORED} FROM listing WHERE path = ?1"))?;
            let rows = statement.query_map(params![key], stored_of)?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        let listed = now_nanos();
        let now = stat(path);
        let tx = self.conn.unchecked_transaction()?;
        match now {
            None => delete_row(&tx, &key)?,
            Some(stamp) => {
                let unchanged = stored
                    .get(&key)
                    .is_some_and(|s| s.stamp == stamp && !s.racy && s.known.is_some());
                if !unchanged {
                    let (_, _, read, stamp, hash) = read_one(
                        registry,
                        0,
                        path,
                        now,
                        crate::disk::open_text(path),
                        &stored,
                        &mut Vec::new(),
                    );
                    let stamp = (stamp, stamp.racy(listed));
                    match read {
                        Read::Same => {
                            if let Some(s) = stored.get(&key) {
                                touch_row(&tx, &key, stamp, s)?;
                            }
                        }
                        Read::New(row) => {
                            mark_stale(&tx)?;
                            write_row(&tx, &row, stamp, &hash, false)?;
                        }
                    }
                }
            }
        }
        tx.commit()
    }

    /// Writes the rows of a file an import wrote (hashed as a refresh reads
    /// it, so the next refresh finds it unchanged; asked its stamp before
    /// it is read, so a change meanwhile changes the stamp).
    pub(super) fn write_file_row(&self, path: &Path, row: &IndexRow) -> rusqlite::Result<()> {
        let listed = now_nanos();
        let Some(stamp) = stat(path) else {
            return Ok(());
        };
        let Ok(text) = crate::disk::read_text(path) else {
            return Ok(());
        };
        let hash = content_hash(&text);
        let tx = self.conn.unchecked_transaction()?;
        mark_stale(&tx)?;
        write_row(&tx, row, (stamp, stamp.racy(listed)), &hash, false)?;
        tx.commit()
    }

    /// Marks which files holding `id` the listing counts, by the rule of
    /// [`valid_of`] among them (the next refresh marks every file by it
    /// again, with the whole folder in view).
    pub(super) fn mark_counted_of(&self, id: &str) -> rusqlite::Result<()> {
        let rows: Vec<(String, Stored)> = {
            let mut statement = self.conn.prepare_cached(&format!(
                "SELECT {STORED} FROM listing WHERE id = ?1 ORDER BY path"
            ))?;
            let rows = statement.query_map(params![id], stored_of)?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        let before: HashMap<String, bool> =
            rows.iter().map(|(k, s)| (k.clone(), s.counted)).collect();
        let entries: Vec<IndexEntry> = rows
            .iter()
            .map(|(key, s)| IndexEntry {
                path: PathBuf::from(key),
                id: s.id.clone(),
                id_source: s.id_source,
                known: s.known.clone().ok_or_else(|| {
                    crate::error::ledger::Error::Io(crate::error::IoError::new(
                        Path::new(key),
                        crate::error::IoAction::Read,
                        &std::io::Error::other("not an evening"),
                    ))
                }),
            })
            .collect();
        let tx = self.conn.unchecked_transaction()?;
        mark_counted(&tx, &entries, &before)?;
        tx.commit()
    }
}
