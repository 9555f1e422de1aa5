//! The archive folder's files: listing them, reading them on all cores,
//! writing a new one that never replaces another, and the CSV export. The
//! rules (which files count, ids, copies, conflicts) are the archive's
//! ([`crate::archive`]); this is where they touch the disk.

use std::path::{Path, PathBuf};

use crate::archive::index::IndexedArchive;
use crate::archive::{
    Archive, ArchiveError, ArchivedEvening, Holdings, IdSource, Imported, Written, content_id,
    file_stem, io, same_evening, with_id,
};
use crate::error::ledger::Error;
use crate::error::{IoAction, IoError};
use crate::ledger::SettledEvening;
use crate::ledger::evening::Evening;
use crate::ledger::settle_source;
use crate::rules::registry::TableRegistry;

/// The `*.ron` entries of a folder that are not hidden or folders, in name
/// order. A missing folder has none. Reading never changes the folder.
pub fn evening_files(dir: &Path) -> Result<Vec<PathBuf>, ArchiveError> {
    Ok(evening_files_with_times(dir)?
        .into_iter()
        .map(|(path, _)| path)
        .collect())
}

/// What the index trusts a file by, as git trusts its index: its size, its
/// modification and change times (nanoseconds since 1970) and its inode.
/// A file edited to the same size with its modification time put back
/// (`touch -r`, `cp -p`, `rsync -a`, `tar x`) has another change time, or
/// another inode; one changed within a timestamp's step of a listing is
/// [`Stamp::racy`]. Where the system has no change time or inode
/// (Windows), they are 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Stamp {
    /// The size in bytes.
    pub(crate) size: i64,
    /// The modification time.
    pub(crate) mtime: i64,
    /// The change time (of the file's status: any write, rename, `chmod`
    /// or `touch`).
    pub(crate) ctime: i64,
    /// The inode number (its bits, as a signed number).
    pub(crate) inode: i64,
}

/// How close to a listing a file's times may be for the index still to
/// trust it by them: a save of the same size within a timestamp's step
/// after the listing leaves its times as listed. FAT's step is two
/// seconds (exFAT's 10 ms, some shares' a second, Linux's a clock tick);
/// a second more allows for a file server's clock a little behind this
/// machine's.
pub(crate) const RACY_NANOS: i64 = 3_000_000_000;

impl Stamp {
    /// The stamp of a file that could not be asked: it matches none, so
    /// the file is read every time.
    pub(crate) const UNKNOWN: Stamp = Stamp {
        size: -1,
        mtime: -1,
        ctime: -1,
        inode: -1,
    };

    /// Whether the file was modified too close to `listed` (when the
    /// folder was listed, nanoseconds since 1970) for the stamp to tell a
    /// later change ("racily clean", as git says): read again next time,
    /// until its modification time is older than a listing by
    /// [`RACY_NANOS`]. As git, by the modification time alone: a time put
    /// back by hand changes the change time, which the stamp compares.
    pub(crate) fn racy(&self, listed: i64) -> bool {
        self.mtime > listed.saturating_sub(RACY_NANOS)
    }
}

/// Now, in nanoseconds since 1970 (0 for a clock before it, which makes
/// every file racy: read again).
pub(crate) fn now_nanos() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_nanos()).ok())
        .unwrap_or(0)
}

/// A file's [`Stamp`]; `None` when its size or time cannot be had.
pub(crate) fn stamp_of(meta: &std::fs::Metadata) -> Option<Stamp> {
    let mtime = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    let (ctime, inode) = change_and_inode(meta);
    Some(Stamp {
        size: i64::try_from(meta.len()).ok()?,
        mtime: i64::try_from(mtime.as_nanos()).ok()?,
        ctime,
        inode,
    })
}

#[cfg(unix)]
fn change_and_inode(meta: &std::fs::Metadata) -> (i64, i64) {
    use std::os::unix::fs::MetadataExt;
    let ctime = meta
        .ctime()
        .checked_mul(1_000_000_000)
        .and_then(|nanos| nanos.checked_add(meta.ctime_nsec()))
        .unwrap_or(-1);
    (ctime, i64::from_ne_bytes(meta.ino().to_ne_bytes()))
}

#[cfg(not(unix))]
fn change_and_inode(_: &std::fs::Metadata) -> (i64, i64) {
    (0, 0)
}

/// A file of the archive folder with its stamp ([`stamp_of`]).
pub(crate) type Listed = (PathBuf, Option<Stamp>);

/// The folder's entries that may be evenings (`*.ron`, not hidden, not a
/// folder; a link kept, marked, for its target to be asked), unsorted. A
/// missing folder has none.
fn evening_entries(dir: &Path) -> Result<Vec<(std::fs::DirEntry, bool)>, ArchiveError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io(dir, IoAction::List)(e)),
    };
    Ok(entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name();
            let name = name.as_encoded_bytes();
            // Evening files only: `*.ron`, not hidden.
            if !name.ends_with(b".ron") || name.len() <= 4 || name.starts_with(b".") {
                // (A listing only reads: the leftovers of saves that were
                // killed go when this program next writes here,
                // `atomic::hidden_temp_file`.)
                return None;
            }
            let kind = e.file_type().ok()?;
            (!kind.is_dir()).then_some((e, kind.is_symlink()))
        })
        .collect())
}

/// The evening files of [`evening_files`] by name alone, unsorted: only a
/// link is asked where it leads (a link to a folder is not an evening), so
/// the folder's 50,000 files are listed without a question to each.
pub(crate) fn evening_names(dir: &Path) -> Result<Vec<PathBuf>, ArchiveError> {
    Ok(evening_entries(dir)?
        .into_iter()
        .filter(|(e, link)| !*link || !std::fs::metadata(e.path()).is_ok_and(|m| m.is_dir()))
        .map(|(e, _)| e.path())
        .collect())
}

/// The evening files of [`evening_files`], each with its stamp
/// ([`stamp_of`], `None` when it cannot be had): asked of the folder
/// entry, relative to the folder already open (no path is looked up again
/// for each of 50,000 files); a link is followed to its file.
pub(crate) fn evening_files_with_times(dir: &Path) -> Result<Vec<Listed>, ArchiveError> {
    let entries = evening_entries(dir)?;
    // Each file's size and time, on all cores. Not folders (a folder named
    // `x.ron` is not an evening, nor a link to one). A FIFO or a device
    // named `x.ron` is kept: reading it is refused ([`super::read_text`]),
    // so it is listed with its error.
    let mut files: Vec<Listed> = on_all_cores(&entries, |(e, link)| {
        let path = e.path();
        let meta = if *link {
            let meta = std::fs::metadata(&path);
            if meta.as_ref().is_ok_and(std::fs::Metadata::is_dir) {
                return None;
            }
            meta
        } else {
            e.metadata()
        };
        Some((path, meta.ok().as_ref().and_then(stamp_of)))
    })
    .into_iter()
    .flatten()
    .collect();
    // In name order: all in one folder, so the paths' bytes order them as
    // their names (and as `Path`'s order, without parsing components).
    files.sort_unstable_by(|a, b| a.0.as_os_str().cmp(b.0.as_os_str()));
    Ok(files)
}

/// Reads, checks and settles evening files, on as many threads as the
/// machine has cores (at least two), in the order given.
pub fn read_evenings(registry: &TableRegistry, paths: &[PathBuf]) -> Vec<ArchivedEvening> {
    on_all_cores(paths, |path| ArchivedEvening::read(registry, path))
}

/// `read` of every item, on as many threads as the machine has cores (at
/// least two), the results in the order of the items: the archive's files
/// are read and settled this way, with and without the index.
pub(crate) fn on_all_cores<T: Sync, R: Send>(items: &[T], read: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(2, usize::from)
        .max(2)
        .min(items.len().max(1));
    let chunk = items.len().div_ceil(threads).max(1);
    let read = &read;
    std::thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(read).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            // A worker only reads and settles files, which returns
            // errors as data; were one to panic, its files would be
            // missing, so the panic is passed on rather than hidden.
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

/// Runs `produce` on this thread and `consume` on a second one, which gets
/// what `produce` hands on (`give(item)`), in order, in batches of
/// `batch`: a reader of SQLite rows (a connection stays on its thread)
/// beside the work done on them. Both results come back.
pub fn handed_over<T: Send, P, C: Send>(
    batch: usize,
    produce: impl FnOnce(&mut dyn FnMut(T)) -> P,
    consume: impl FnOnce(&mut dyn Iterator<Item = T>) -> C + Send,
) -> (P, C) {
    let batch = batch.max(1);
    let (send, receive) = std::sync::mpsc::sync_channel::<Vec<T>>(8);
    std::thread::scope(|scope| {
        let consumer = scope.spawn(move || consume(&mut receive.into_iter().flatten()));
        let mut pending = Vec::with_capacity(batch);
        let produced = produce(&mut |item| {
            pending.push(item);
            if pending.len() >= batch {
                // The other thread gone (only by a panic, passed on
                // below): the rest is not needed.
                let _ = send.send(std::mem::replace(&mut pending, Vec::with_capacity(batch)));
            }
        });
        // As above: the other thread gone, the rest is not needed.
        let _ = send.send(pending);
        drop(send);
        // Were the work to panic, the panic is passed on, not hidden.
        let consumed = consumer
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (produced, consumed)
    })
}

/// Syncs the temporary files of a batch to disk, on several threads at
/// once (the file system then commits them together instead of one by
/// one); a file that cannot be synced becomes its error.
pub(crate) fn sync_all_temps(prepared: &mut [Result<Prepared, ArchiveError>]) {
    let mut files: Vec<&mut Result<Prepared, ArchiveError>> = prepared
        .iter_mut()
        .filter(|p| matches!(p, Ok(Prepared::New(_))))
        .collect();
    if files.is_empty() {
        return;
    }
    let threads = 16.min(files.len());
    let chunk = files.len().div_ceil(threads);
    std::thread::scope(|scope| {
        for part in files.chunks_mut(chunk) {
            scope.spawn(move || {
                for slot in part.iter_mut() {
                    let failed = match &**slot {
                        Ok(Prepared::New(new)) => new
                            .temp
                            .as_file()
                            .sync_all()
                            .err()
                            .map(|e| io(new.temp.path(), IoAction::Write)(e)),
                        _ => None,
                    };
                    if let Some(error) = failed {
                        **slot = Err(error);
                    }
                }
            });
        }
    });
}

/// Writes an evening (with its effective id) as a new file in `dir`, never
/// replacing a file; see [`write_new_once`]. Returns the file.
pub fn write_new(dir: &Path, evening: &Evening) -> Result<PathBuf, ArchiveError> {
    write_new_once(dir, evening).map(|w| match w {
        Written::New(path) | Written::Same(path) => path,
    })
}

/// Writes an evening (with its effective id) as a new file in `dir`, never
/// replacing a file and never writing a second copy of it: the text goes to
/// a hidden temporary file first ([`crate::disk::atomic`]'s, as an atomic
/// save uses), flushed to disk, then is linked under its name only if that
/// name is free (`NAME.ron`, else `NAME-2.ron`, `NAME-3.ron`, …). A name
/// taken by a file holding the same evening ends it there:
/// [`Written::Same`], nothing written. The check is made at the name itself,
/// after the failed link, so two imports racing for one evening (two
/// processes, two machines on a synced folder) keep one file.
pub fn write_new_once(dir: &Path, evening: &Evening) -> Result<Written, ArchiveError> {
    let evening = with_id(evening);
    let text = evening.to_ron();
    let temp = temp_with(dir, &text)?;
    temp.as_file()
        .sync_all()
        .map_err(io(temp.path(), IoAction::Write))?;
    let written = place(dir, &evening, &text, temp)?;
    if matches!(written, Written::New(_)) {
        super::atomic::sync_dir(dir);
    }
    Ok(written)
}

/// A hidden temporary file in `dir` holding `text` (not yet synced).
pub(crate) fn temp_with(dir: &Path, text: &str) -> Result<tempfile::NamedTempFile, ArchiveError> {
    use std::io::Write;
    let mut temp = super::atomic::hidden_temp_file(dir).map_err(io(dir, IoAction::Create))?;
    temp.write_all(text.as_bytes())
        .map_err(io(temp.path(), IoAction::Write))?;
    Ok(temp)
}

/// Links a written (and synced) temporary file under the evening's first
/// free name, or drops it when a taken name holds the same evening.
pub(crate) fn place(
    dir: &Path,
    evening: &Evening,
    text: &str,
    mut temp: tempfile::NamedTempFile,
) -> Result<Written, ArchiveError> {
    let stem = file_stem(evening);
    let mut n = 1;
    loop {
        let name = if n == 1 {
            format!("{stem}.ron")
        } else {
            format!("{stem}-{n}.ron")
        };
        let path = dir.join(name);
        match temp.persist_noclobber(&path) {
            Ok(_) => return Ok(Written::New(path)),
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {
                if holds_same_evening(&path, evening, text) {
                    // The temporary file is removed as it is dropped.
                    return Ok(Written::Same(path));
                }
                temp = e.file;
                n += 1;
            }
            Err(e) => return Err(io(&path, IoAction::Create)(e.error)),
        }
    }
}

/// Whether the file at `path` holds `evening` (whose text as written is
/// `text`): the same bytes, or an evening file with the same record.
fn holds_same_evening(path: &Path, evening: &Evening, text: &str) -> bool {
    super::read_text(path).is_ok_and(|existing| {
        existing == text
            || Evening::parse(&path.display().to_string(), &existing)
                .is_ok_and(|e| same_evening(&e, evening))
    })
}

/// A symbolic link is not imported (see [`Archive::import_files`]).
pub(crate) fn refuse_link(file: &Path) -> Result<(), IoError> {
    match std::fs::symlink_metadata(file) {
        Ok(meta) if meta.file_type().is_symlink() => Err(IoError::refused(
            file,
            IoAction::Read,
            crate::error::IoCause::Link {
                target: std::fs::read_link(file).unwrap_or_default(),
            },
        )),
        // Anything else (missing, unreadable) is said by the read.
        _ => Ok(()),
    }
}

/// Writes `hands.csv` and `results.csv` into `dir` (created if missing),
/// replacing earlier exports there, each atomically (a temporary file
/// renamed: a reader never sees half a file). Returns the two files.
pub fn write_csv_dir(
    dir: &Path,
    evenings: &[(&str, &crate::ledger::SettledEvening)],
    format: crate::archive::export::CsvFormat,
) -> Result<(PathBuf, PathBuf), crate::archive::export::ExportError> {
    std::fs::create_dir_all(dir).map_err(crate::archive::export::io_error(dir))?;
    let hands = dir.join("hands.csv");
    let results = dir.join("results.csv");
    let mut hands_text = Vec::new();
    crate::archive::export::write_hands_csv(&mut hands_text, &hands, evenings, format)?;
    let mut results_text = Vec::new();
    crate::archive::export::write_results_csv(&mut results_text, &results, evenings, format)?;
    for (path, text) in [(&hands, hands_text), (&results, results_text)] {
        super::atomic::write_export(path, &text).map_err(|e| match e {
            super::atomic::StorageError::Io { path, source } => {
                crate::archive::export::ExportError::Io { path, source }
            }
            other => crate::archive::export::ExportError::Io {
                path: path.clone(),
                source: std::io::Error::other(other.to_string()),
            },
        })?;
    }
    Ok((hands, results))
}

// ---------------------------------------------------------------------------
// Reading the archive and importing into it: the archive's rules
// ([`crate::archive`]) applied to files on disk.
// ---------------------------------------------------------------------------

impl ArchivedEvening {
    /// Reads, checks and settles one file. Never fails: a file that cannot
    /// be read or is not a valid evening carries its error.
    pub fn read(registry: &TableRegistry, path: &Path) -> ArchivedEvening {
        match crate::disk::read_text(path) {
            Ok(source) => ArchivedEvening::from_source(registry, path, &source),
            Err(e) => ArchivedEvening {
                path: path.to_path_buf(),
                id: None,
                id_source: IdSource::Content,
                loaded: Err(Error::Io(e)),
            },
        }
    }
}

impl Archive {
    /// Reads every evening file of `dir` (a missing folder is an empty
    /// archive), on as many threads as the machine has cores (at least two).
    pub fn open(dir: &Path, registry: &TableRegistry) -> Result<Archive, ArchiveError> {
        let evenings = crate::disk::archive::read_evenings(registry, &evening_files(dir)?);
        Ok(Archive {
            dir: dir.to_path_buf(),
            evenings,
        })
    }

    /// Imports one evening file (see [`Archive::import_source`]).
    pub fn import_file(
        &mut self,
        registry: &TableRegistry,
        file: &Path,
    ) -> Result<Imported, ArchiveError> {
        let source = crate::disk::read_text(file)?;
        self.import_source(registry, &file.display().to_string(), &source)
    }

    /// Imports evening files, each as [`Archive::import_source`] does, with
    /// one result each in the same order (one bad file never stops the
    /// others), in batches of [`crate::archive::IMPORT_BATCH`] synced to disk together. A
    /// symbolic link is refused, saying where it points: it could point
    /// anywhere (`/etc/shadow`), and a refused file is quoted in its
    /// refusal; the user gives the file itself.
    pub fn import_files(
        &mut self,
        registry: &TableRegistry,
        files: &[PathBuf],
    ) -> Vec<Result<Imported, ArchiveError>> {
        import_files_into(self, registry, files)
    }

    /// Merges an evening from another machine into the archive:
    ///
    /// * not a valid evening: refused with its error, nothing written;
    /// * an evening with the same id and the same record is already there:
    ///   [`Imported::AlreadyThere`], nothing written (importing a file twice
    ///   keeps one copy);
    /// * the same id with a different record: written under a new name and
    ///   reported as [`Imported::Conflict`]; both are kept;
    /// * otherwise written as a new file: [`Imported::Added`].
    ///
    /// The file is written with its effective id in it, in the app's format.
    pub fn import_source(
        &mut self,
        registry: &TableRegistry,
        file: &str,
        source: &str,
    ) -> Result<Imported, ArchiveError> {
        self.import_sources(registry, &[(file, source)])
            .pop()
            .unwrap_or_else(|| {
                Err(io(&self.dir, IoAction::Write)(std::io::Error::other(
                    "no result",
                )))
            })
    }

    /// Imports many evenings at once, each as [`Archive::import_source`]
    /// does, with one result each in the same order; a file refused never
    /// stops the others.
    ///
    /// Each new file is still written whole or not at all (a hidden
    /// temporary file, synced to disk, then linked under its name), but the
    /// syncing is done for the whole batch: every temporary file is written
    /// first, then all are synced together, then linked, and the folder is
    /// synced once at the end. Nothing is reported added before its file is
    /// on disk. Callers keep a batch to a few hundred files (each
    /// temporary file is held open until it is linked).
    pub fn import_sources(
        &mut self,
        registry: &TableRegistry,
        files: &[(&str, &str)],
    ) -> Vec<Result<Imported, ArchiveError>> {
        import_sources_into(self, registry, files)
    }
}

impl IndexedArchive {
    /// Imports evening files as [`Archive::import_files`] does; the
    /// rows of the files written wait in [`IndexedArchive::pending`] for the
    /// index.
    pub fn import_files(
        &mut self,
        registry: &crate::rules::registry::TableRegistry,
        files: &[PathBuf],
    ) -> Vec<Result<Imported, ArchiveError>> {
        import_files_into(self, registry, files)
    }
}

/// An evening of an import batch, checked.
pub(crate) enum Prepared {
    /// Already in the archive: nothing to write.
    There(Imported),
    /// To be written: its temporary file is written.
    New(Box<NewFile>),
}

/// A new evening of an import batch and its temporary file.
pub(crate) struct NewFile {
    pub(crate) id: String,
    pub(crate) settled: SettledEvening,
    pub(crate) text: String,
    pub(crate) temp: tempfile::NamedTempFile,
}

/// See [`Archive::import_files`] (and [`IndexedArchive::import_files`]).
pub(crate) fn import_files_into<H: Holdings>(
    target: &mut H,
    registry: &TableRegistry,
    files: &[PathBuf],
) -> Vec<Result<Imported, ArchiveError>> {
    let mut results = Vec::with_capacity(files.len());
    for batch in files.chunks(crate::archive::IMPORT_BATCH) {
        let read: Vec<(String, Result<String, IoError>)> = batch
            .iter()
            .map(|file| {
                let source = refuse_link(file).and_then(|()| crate::disk::read_text(file));
                (file.display().to_string(), source)
            })
            .collect();
        let sources: Vec<(&str, &str)> = read
            .iter()
            .filter_map(|(name, source)| Some((name.as_str(), source.as_deref().ok()?)))
            .collect();
        let mut imported = import_sources_into(target, registry, &sources).into_iter();
        for (_, source) in read {
            results.push(match source {
                Err(e) => Err(ArchiveError::Io(e)),
                Ok(_) => imported.next().unwrap_or_else(|| {
                    Err(io(target.dir(), IoAction::Write)(std::io::Error::other(
                        "no result",
                    )))
                }),
            });
        }
    }
    results
}

/// See [`Archive::import_sources`].
pub(crate) fn import_sources_into<H: Holdings>(
    target: &mut H,
    registry: &TableRegistry,
    files: &[(&str, &str)],
) -> Vec<Result<Imported, ArchiveError>> {
    // Check and settle each, and write the new ones to temporary files.
    let mut prepared: Vec<Result<Prepared, ArchiveError>> = files
        .iter()
        .map(|(file, source)| {
            let settled = settle_source(registry, file, source)
                .map_err(|e| ArchiveError::NotAnEvening(Box::new(e)))?;
            let evening = with_id(&settled.evening);
            let id = evening
                .id
                .clone()
                .unwrap_or_else(|| content_id(&settled.evening));
            if let Some(path) = target.holding(&id, &evening) {
                return Ok(Prepared::There(Imported::AlreadyThere { id, path }));
            }
            let text = evening.to_ron();
            let temp = temp_with(target.dir(), &text)?;
            Ok(Prepared::New(Box::new(NewFile {
                id,
                settled: SettledEvening { evening, ..settled },
                text,
                temp,
            })))
        })
        .collect();
    sync_all_temps(&mut prepared);
    // Link each under its name, in order (a file the batch holds twice
    // is kept once), then make the new names durable together.
    let mut any_new = false;
    let results = prepared
        .into_iter()
        .map(|prepared| match prepared? {
            Prepared::There(imported) => Ok(imported),
            Prepared::New(new) => {
                let imported = place_new(target, registry, *new)?;
                any_new |= !matches!(imported, Imported::AlreadyThere { .. });
                Ok(imported)
            }
        })
        .collect();
    if any_new {
        crate::disk::atomic::sync_dir(target.dir());
    }
    results
}

/// Links a new evening's synced temporary file under its name (see
/// [`write_new_once`]) and adds it to the list.
fn place_new<H: Holdings>(
    target: &mut H,
    registry: &TableRegistry,
    new: NewFile,
) -> Result<Imported, ArchiveError> {
    let NewFile {
        id,
        settled,
        text,
        temp,
    } = new;
    // An earlier file of the same batch may hold it by now.
    if let Some(path) = target.holding(&id, &settled.evening) {
        return Ok(Imported::AlreadyThere { id, path });
    }
    let others = target.paths_with_id(&id);
    let path = match place(target.dir(), &settled.evening, &text, temp)? {
        Written::New(path) => path,
        // Written meanwhile by another import: kept once.
        Written::Same(path) => {
            if !target.has_path(&path) {
                let text = crate::disk::read_text(&path)?;
                target.insert(ArchivedEvening::from_source(registry, &path, &text));
            }
            return Ok(Imported::AlreadyThere { id, path });
        }
    };
    // The file holds exactly `text`: the evening settled above, with
    // its id stored.
    target.insert(ArchivedEvening {
        path: path.clone(),
        id: Some(id.clone()),
        id_source: IdSource::Stored,
        loaded: Ok(settled),
    });
    Ok(if others.is_empty() {
        Imported::Added { id, path }
    } else {
        Imported::Conflict {
            id,
            path,
            existing: others,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVENING: &str = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
        players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
        hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;

    #[test]
    fn write_new_never_replaces_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut evening = Evening::parse("a.ron", EVENING).unwrap();
        evening.id = Some("2026-11-21-000000000001".into());
        let first = write_new(dir.path(), &evening).unwrap();
        let before = std::fs::read_to_string(&first).unwrap();
        evening.club = Some("Other".into());
        let second = write_new(dir.path(), &evening).unwrap();
        assert_eq!(first.file_name().unwrap(), "2026-11-21-000000000001.ron");
        assert_eq!(second.file_name().unwrap(), "2026-11-21-000000000001-2.ron");
        assert_eq!(std::fs::read_to_string(&first).unwrap(), before);
        let files = evening_files(dir.path()).unwrap();
        assert_eq!(files.len(), 2, "no temporary file is left: {files:?}");
    }
}
