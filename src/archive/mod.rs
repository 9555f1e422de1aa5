//! The club archive: a folder of closed evening files, one file per evening,
//! named by date and id.
//!
//! The layout is made to live in a synced folder (Syncthing, Nextcloud,
//! Dropbox, a network share):
//!
//! * there is no index file: the archive is whatever `*.ron` files the folder
//!   holds (hidden files, such as unfinished saves and sync tools' temporary
//!   files, are not evenings);
//! * a new file is written beside the others under a name of its own and
//!   never replaces an existing file ([`write_new`]); a closed evening's file
//!   is only rewritten by an explicit correction (done elsewhere);
//! * two machines adding evenings at once add two different files.
//!
//! Every evening has an id: the one stored in its file, or for a hand-written
//! file without one, an id derived from its content ([`content_id`]). Two
//! files with the same id and the same evening are one evening kept twice
//! (listed once); with the same id and different evenings they are a
//! [`Conflict`], shown, never resolved silently. A file that is not a valid
//! evening is listed with its error and left alone.

pub mod export;
pub mod stats;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::error::{IoAction, IoError};
use crate::ledger::Settlement;
use crate::ledger::amount::Unit;
use crate::ledger::evening::Evening;
use crate::rules::registry::TableRegistry;
use crate::{Error, SettledEvening, settle_source};

/// Why an archive operation failed.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    /// The system refused to read or write a file or folder.
    #[error(transparent)]
    Io(#[from] IoError),
    /// A file to import is not a valid evening.
    #[error("not imported: {0}")]
    NotAnEvening(Box<Error>),
}

fn io(path: &Path, action: IoAction) -> impl FnOnce(std::io::Error) -> ArchiveError + '_ {
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
fn same_evening(a: &Evening, b: &Evening) -> bool {
    with_id(a) == with_id(b)
}

/// Same id, different evenings: both kept, shown to the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The shared id.
    pub id: String,
    /// The files, in name order (one per distinct evening).
    pub paths: Vec<PathBuf>,
}

/// The archive folder read: every evening file with its settlement or error.
#[derive(Debug)]
pub struct Archive {
    /// The folder.
    pub dir: PathBuf,
    /// Every `*.ron` file in it (not hidden ones), in file name order.
    pub evenings: Vec<ArchivedEvening>,
}

/// The `*.ron` entries of a folder that are not hidden or folders, in name
/// order. A missing folder has none. Temporary files of saves killed long
/// ago ([`crate::disk::atomic::remove_if_stale_temp`]) are removed on the
/// way.
pub fn evening_files(dir: &Path) -> Result<Vec<PathBuf>, ArchiveError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io(dir, IoAction::List)(e)),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        // The leftovers of saves that were killed go (only those).
        .filter(|e| !crate::disk::atomic::remove_if_stale_temp(&e.path()))
        .filter(|e| {
            // Not folders (a folder named `x.ron` is not an evening). A FIFO
            // or a device named `x.ron` is kept: reading it is refused
            // ([`crate::disk::read_text`]), so it is listed with its error.
            e.file_type()
                .is_ok_and(|t| !(t.is_dir() || (t.is_symlink() && e.path().is_dir())))
        })
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "ron")
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    paths.sort();
    Ok(paths)
}

impl Archive {
    /// Reads every evening file of `dir` (a missing folder is an empty
    /// archive), on as many threads as the machine has cores (at least two).
    pub fn open(dir: &Path, registry: &TableRegistry) -> Result<Archive, ArchiveError> {
        let paths = evening_files(dir)?;
        let threads = std::thread::available_parallelism()
            .map_or(2, usize::from)
            .max(2)
            .min(paths.len().max(1));
        let chunk = paths.len().div_ceil(threads).max(1);
        let evenings = std::thread::scope(|scope| {
            let workers: Vec<_> = paths
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        part.iter()
                            .map(|path| ArchivedEvening::read(registry, path))
                            .collect::<Vec<_>>()
                    })
                })
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
        });
        Ok(Archive {
            dir: dir.to_path_buf(),
            evenings,
        })
    }

    /// The valid evenings, each id once: a second file with the same id and
    /// the same evening (a copy, an import made twice on two machines) is
    /// left out; files in conflict are all kept.
    ///
    /// A sync tool's conflict copy of a file that is in the archive
    /// ([`sync_copy_of`]) is never counted: identical, it is the same
    /// evening; different, it is shown among the [`Archive::conflicts`].
    pub fn valid(&self) -> Vec<&ArchivedEvening> {
        let mut seen: HashMap<&str, Vec<&Evening>> = HashMap::new();
        let mut out = Vec::new();
        let copies = self.sync_copies();
        for archived in &self.evenings {
            if copies.contains_key(archived.path.as_path()) {
                continue;
            }
            let (Some(id), Ok(settled)) = (&archived.id, &archived.loaded) else {
                continue;
            };
            let kept = seen.entry(id.as_str()).or_default();
            if kept.iter().any(|e| same_evening(e, &settled.evening)) {
                continue;
            }
            kept.push(&settled.evening);
            out.push(archived);
        }
        out
    }

    /// The files that are not valid evenings, with their errors.
    pub fn invalid(&self) -> Vec<(&Path, &Error)> {
        self.evenings
            .iter()
            .filter_map(|a| a.loaded.as_ref().err().map(|e| (a.path.as_path(), e)))
            .collect()
    }

    /// The sync tools' conflict copies ([`sync_copy_of`]) whose original
    /// file is in the archive, each with its original.
    fn sync_copies(&self) -> HashMap<&Path, &ArchivedEvening> {
        let by_path: HashMap<&Path, &ArchivedEvening> = self
            .evenings
            .iter()
            .map(|a| (a.path.as_path(), a))
            .collect();
        self.evenings
            .iter()
            .filter_map(|copy| {
                let original = sync_copy_of(&copy.path)?;
                let original = by_path.get(original.as_path())?;
                Some((copy.path.as_path(), *original))
            })
            .collect()
    }

    /// The files that hold the same evening as another file, counted once:
    /// (copy, the file counted), in name order. They are the sync tools'
    /// conflict copies identical to their original, and second files with
    /// the same id and the same evening (`NAME-2.ron` left by an older
    /// import, a copy by hand). Copies that differ are among the
    /// [`Archive::conflicts`].
    pub fn identical_copies(&self) -> Vec<(&Path, &Path)> {
        let copies = self.sync_copies();
        let mut kept: HashMap<&str, Vec<&ArchivedEvening>> = HashMap::new();
        let mut out: Vec<(&Path, &Path)> = Vec::new();
        for copy in &self.evenings {
            let Some(settled) = copy.settled() else {
                continue;
            };
            if let Some(original) = copies.get(copy.path.as_path()) {
                if original
                    .settled()
                    .is_some_and(|o| same_evening(&o.evening, &settled.evening))
                {
                    out.push((copy.path.as_path(), original.path.as_path()));
                }
                continue;
            }
            let Some(id) = &copy.id else { continue };
            let same_id = kept.entry(id.as_str()).or_default();
            match same_id.iter().find(|k| {
                k.settled()
                    .is_some_and(|k| same_evening(&k.evening, &settled.evening))
            }) {
                Some(first) => out.push((copy.path.as_path(), first.path.as_path())),
                None => same_id.push(copy),
            }
        }
        out.sort();
        out
    }

    /// Ids held by files with different evenings. A sync tool's conflict
    /// copy counts under its original's id (a hand-written file without an
    /// id gets one from its content, which the copy's edits change).
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut by_id: BTreeMap<&str, Vec<(&Path, Option<&Evening>)>> = BTreeMap::new();
        let copies = self.sync_copies();
        for archived in &self.evenings {
            let id = match copies.get(archived.path.as_path()) {
                Some(original) => &original.id,
                None => &archived.id,
            };
            let Some(id) = id else { continue };
            let evening = archived.settled().map(|s| &s.evening);
            let files = by_id.entry(id.as_str()).or_default();
            let duplicate = files
                .iter()
                .any(|(_, e)| matches!((e, evening), (Some(a), Some(b)) if same_evening(a, b)));
            if !duplicate {
                files.push((&archived.path, evening));
            }
        }
        by_id
            .into_iter()
            .filter(|(_, files)| files.len() > 1)
            .map(|(id, files)| Conflict {
                id: id.to_string(),
                paths: files.into_iter().map(|(p, _)| p.to_path_buf()).collect(),
            })
            .collect()
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
        let valid = self.valid();
        valid
            .iter()
            .find(|a| a.id.as_deref() == Some(id_or_file))
            .or_else(|| {
                valid.iter().find(|a| {
                    a.path == Path::new(id_or_file)
                        || a.path.file_name() == Some(std::ffi::OsStr::new(id_or_file))
                })
            })
            .copied()
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
    /// others), in batches of [`IMPORT_BATCH`] synced to disk together. A
    /// symbolic link is refused, saying where it points: it could point
    /// anywhere (`/etc/shadow`), and a refused file is quoted in its
    /// refusal; the user gives the file itself.
    pub fn import_files(
        &mut self,
        registry: &TableRegistry,
        files: &[PathBuf],
    ) -> Vec<Result<Imported, ArchiveError>> {
        let mut results = Vec::with_capacity(files.len());
        for batch in files.chunks(IMPORT_BATCH) {
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
            let mut imported = self.import_sources(registry, &sources).into_iter();
            for (_, source) in read {
                results.push(match source {
                    Err(e) => Err(ArchiveError::Io(e)),
                    Ok(_) => imported.next().unwrap_or_else(|| {
                        Err(io(&self.dir, IoAction::Write)(std::io::Error::other(
                            "no result",
                        )))
                    }),
                });
            }
        }
        results
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
                if let Some(path) = self.holding(&id, &evening) {
                    return Ok(Prepared::There(Imported::AlreadyThere { id, path }));
                }
                let text = evening.to_ron();
                let temp = temp_with(&self.dir, &text)?;
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
                    let imported = self.place_new(registry, *new)?;
                    any_new |= !matches!(imported, Imported::AlreadyThere { .. });
                    Ok(imported)
                }
            })
            .collect();
        if any_new {
            crate::disk::atomic::sync_dir(&self.dir);
        }
        results
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

    /// Links a new evening's synced temporary file under its name (see
    /// [`write_new_once`]) and adds it to the list.
    fn place_new(
        &mut self,
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
        if let Some(path) = self.holding(&id, &settled.evening) {
            return Ok(Imported::AlreadyThere { id, path });
        }
        let others: Vec<PathBuf> = self
            .evenings
            .iter()
            .filter(|a| a.id.as_deref() == Some(id.as_str()))
            .map(|a| a.path.clone())
            .collect();
        let path = match place(&self.dir, &settled.evening, &text, temp)? {
            Written::New(path) => path,
            // Written meanwhile by another import: kept once.
            Written::Same(path) => {
                if !self.evenings.iter().any(|a| a.path == path) {
                    let text = crate::disk::read_text(&path)?;
                    self.insert(ArchivedEvening::from_source(registry, &path, &text));
                }
                return Ok(Imported::AlreadyThere { id, path });
            }
        };
        // The file holds exactly `text`: the evening settled above, with
        // its id stored.
        self.insert(ArchivedEvening {
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
}

/// An evening of an import batch, checked.
enum Prepared {
    /// Already in the archive: nothing to write.
    There(Imported),
    /// To be written: its temporary file is written.
    New(Box<NewFile>),
}

/// A new evening of an import batch and its temporary file.
struct NewFile {
    id: String,
    settled: SettledEvening,
    text: String,
    temp: tempfile::NamedTempFile,
}

/// Syncs the temporary files of a batch to disk, on several threads at
/// once (the file system then commits them together instead of one by
/// one); a file that cannot be synced becomes its error.
fn sync_all_temps(prepared: &mut [Result<Prepared, ArchiveError>]) {
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

impl Archive {
    /// Adds a file read to the list, in file name order.
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
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// What [`write_new_once`] did.
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
        crate::disk::atomic::sync_dir(dir);
    }
    Ok(written)
}

/// A hidden temporary file in `dir` holding `text` (not yet synced).
fn temp_with(dir: &Path, text: &str) -> Result<tempfile::NamedTempFile, ArchiveError> {
    use std::io::Write;
    let mut temp = crate::disk::atomic::hidden_temp_file(dir).map_err(io(dir, IoAction::Create))?;
    temp.write_all(text.as_bytes())
        .map_err(io(temp.path(), IoAction::Write))?;
    Ok(temp)
}

/// Links a written (and synced) temporary file under the evening's first
/// free name, or drops it when a taken name holds the same evening.
fn place(
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
    crate::disk::read_text(path).is_ok_and(|existing| {
        existing == text
            || Evening::parse(&path.display().to_string(), &existing)
                .is_ok_and(|e| same_evening(&e, evening))
    })
}

/// A line of the archive list.
#[derive(Debug, Clone, PartialEq)]
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
}

/// What a filter looks at, read from an evening or from its summary.
struct Facts<'a> {
    date: chrono::NaiveDate,
    club: Option<&'a str>,
    table: &'a str,
    players: &'a [String],
}

impl Filter {
    /// The one predicate: period, club, table and (when asked) players.
    fn accepts(&self, facts: &Facts<'_>, with_players: bool) -> bool {
        self.from.is_none_or(|from| facts.date >= from)
            && self.to.is_none_or(|to| facts.date <= to)
            && self.club.as_ref().is_none_or(|club| {
                facts
                    .club
                    .is_some_and(|c| c.to_lowercase() == club.to_lowercase())
            })
            && self.table.as_ref().is_none_or(|t| facts.table == t)
            && (!with_players
                || self
                    .players
                    .iter()
                    .all(|name| facts.players.iter().any(|p| same_name(p, name))))
    }

    fn facts(evening: &Evening) -> Facts<'_> {
        Facts {
            date: evening.date,
            club: evening.club.as_deref(),
            table: &evening.table,
            players: &evening.players,
        }
    }

    /// Whether an evening passes the filter.
    pub fn matches(&self, evening: &Evening) -> bool {
        self.accepts(&Self::facts(evening), true)
    }

    /// Whether an evening passes the period, club and table conditions.
    pub fn matches_except_players(&self, evening: &Evening) -> bool {
        self.accepts(&Self::facts(evening), false)
    }

    /// Whether a summary passes the filter.
    pub fn matches_summary(&self, summary: &EveningSummary) -> bool {
        let facts = Facts {
            date: summary.date,
            club: summary.club.as_deref(),
            table: &summary.table,
            players: &summary.players,
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

/// A symbolic link is not imported (see [`Archive::import_files`]).
fn refuse_link(file: &Path) -> Result<(), IoError> {
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
