//! Where the app keeps evenings: one file per evening, named by its id,
//! in a folder for evenings in progress and a folder for closed ones (the
//! archive). Nothing but the evenings' files is written there; the
//! archive's index lives in the cache directory (`disk::index`).

use std::path::{Path, PathBuf};

use crate::disk::atomic::{StorageError, save_evening};
use crate::disk::settle_file;
use crate::error::SyntaxError;
use crate::error::ledger::Error;
use crate::ledger::SettledEvening;
use crate::ledger::editor::History;
use crate::ledger::evening::Evening;
use crate::rules::registry::TableRegistry;

/// Settings kept in the data directory, beside the evenings (not in the
/// app's UI preferences), so the app and `vira archive` use the same
/// folders. The file is `settings.ron`; every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Where the club archive is, when not `DATA_DIR/archive` (for example a
    /// folder synced between the club's machines).
    pub archive_dir: Option<PathBuf>,
}

impl Settings {
    /// The settings file of a data directory.
    pub fn path(data_dir: &Path) -> PathBuf {
        data_dir.join("settings.ron")
    }

    /// Reads the settings of a data directory; no file means the defaults.
    /// A file that cannot be read or parsed is an error with its place.
    pub fn load(data_dir: &Path) -> Result<Settings, Error> {
        let path = Settings::path(data_dir);
        let source = match crate::disk::read_text(&path) {
            Ok(source) => source,
            Err(e) if e.kind == std::io::ErrorKind::NotFound => return Ok(Settings::default()),
            Err(e) => return Err(Error::Io(e)),
        };
        ron::from_str(&source).map_err(|e| {
            Error::Syntax(SyntaxError::from_ron(
                &path.display().to_string(),
                &source,
                &e,
            ))
        })
    }

    /// Writes the settings of a data directory (atomically).
    pub fn save(&self, data_dir: &Path) -> Result<(), StorageError> {
        // Invariant: settings are a path and plain values, which RON always
        // writes; a failure would be a bug in the type.
        #[allow(clippy::expect_used)]
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("settings always serialise");
        crate::disk::atomic::write_atomically(&Settings::path(data_dir), text.as_bytes())
    }
}

/// The evening a practice evening starts from: the four-player example
/// of `docs/examples` (twelve hands at the Stockholm table, 5 kr a bet).
pub const PRACTICE_EXAMPLE: &str = include_str!("../../docs/examples/2026-11-21-sundsvall.ron");

/// The folders the app keeps evenings in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    /// Evenings in progress.
    pub current: PathBuf,
    /// Closed evenings (the club archive).
    pub archive: PathBuf,
}

/// An evening file found in a folder: settled, or why it cannot be.
#[derive(Debug)]
pub struct StoredEvening {
    /// The file.
    pub path: PathBuf,
    /// The evening read, checked and settled, or the error with its place.
    pub loaded: Result<SettledEvening, Error>,
}

impl Store {
    /// The folders under a data directory: `evenings/` and `archive/`.
    pub fn new(data_dir: &Path) -> Store {
        Store {
            current: data_dir.join("evenings"),
            archive: data_dir.join("archive"),
        }
    }

    /// The folders of a data directory with its [`Settings`] applied: the
    /// archive is `settings.archive_dir` when set.
    pub fn with_settings(data_dir: &Path, settings: &Settings) -> Store {
        let mut store = Store::new(data_dir);
        if let Some(dir) = &settings.archive_dir {
            store.archive = dir.clone();
        }
        store
    }

    /// The platform's data directory for vira (`~/.local/share/vira` on
    /// Linux), if the system has one.
    pub fn default_data_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("se", "Vira", "vira").map(|d| d.data_dir().to_path_buf())
    }

    /// A fresh id for an evening played on `date`: the date and 48 random
    /// bits, so two machines creating evenings at once never collide.
    pub fn new_id(date: chrono::NaiveDate) -> String {
        format!("{date}-{:012x}", fastrand::u64(..) & 0xffff_ffff_ffff)
    }

    /// Saves a new evening in progress, giving it an id when it has none.
    /// Never overwrites an existing file, and never writes an evening the
    /// core would refuse to open: the text to be written is first read back
    /// through the same check as opening ([`crate::ledger::settle_source`]), and an
    /// evening that fails it is [`StorageError::Invalid`], nothing written.
    pub fn create(
        &self,
        registry: &TableRegistry,
        evening: &mut Evening,
    ) -> Result<PathBuf, StorageError> {
        loop {
            evening
                .id
                .get_or_insert_with(|| Store::new_id(evening.date));
            // Named as the archive names it: by the id.
            let name = format!("{}.ron", crate::archive::file_stem(evening));
            let path = self.current.join(name);
            if path.exists() {
                evening.id = None;
                continue;
            }
            let text = evening.to_ron();
            crate::ledger::settle_source(registry, &path.display().to_string(), &text)
                .map_err(|e| StorageError::Invalid(Box::new(e)))?;
            crate::disk::atomic::write_atomically(&path, text.as_bytes())?;
            return Ok(path);
        }
    }

    /// The evenings in progress, newest first.
    pub fn in_progress(&self, registry: &TableRegistry) -> Vec<StoredEvening> {
        list(&self.current, registry)
    }

    /// The closed evenings, newest first.
    pub fn archived(&self, registry: &TableRegistry) -> Vec<StoredEvening> {
        list(&self.archive, registry)
    }

    /// The `count` newest closed evenings (by file name, which starts with
    /// the date), newest first, with the files among them that cannot be
    /// read, and how many files the archive holds. Only those few are read,
    /// so a large archive does not slow the start page.
    pub fn recent_archived(
        &self,
        registry: &TableRegistry,
        count: usize,
    ) -> (Vec<StoredEvening>, usize) {
        match crate::disk::archive::evening_files(&self.archive) {
            Ok(mut paths) => {
                // A sync tool's conflict copy of a file here is not a
                // closed evening of its own (the archive shows it).
                let all: std::collections::HashSet<PathBuf> = paths.iter().cloned().collect();
                paths.retain(|p| crate::archive::sync_copy_of(p).is_none_or(|o| !all.contains(&o)));
                let total = paths.len();
                // Files that cannot be read come along (to be shown) but do
                // not count: they never take the newest evenings' places.
                let mut recent = Vec::new();
                let mut evenings = 0;
                for path in paths.into_iter().rev() {
                    if evenings >= count {
                        break;
                    }
                    let loaded = settle_file(registry, &path);
                    evenings += usize::from(loaded.is_ok());
                    recent.push(StoredEvening { loaded, path });
                }
                (recent, total)
            }
            Err(_) => (list(&self.archive, registry), 0),
        }
    }

    /// Closes an evening: writes it to the archive as a new file (never
    /// replacing one, so two machines syncing the folder never lose an
    /// evening) and removes it from the evenings in progress. Returns the
    /// archive file.
    pub fn close(&self, path: &Path, evening: &Evening) -> Result<PathBuf, StorageError> {
        let target =
            crate::disk::archive::write_new(&self.archive, evening).map_err(|e| match e {
                crate::archive::ArchiveError::Io(e) => StorageError::Io {
                    source: e.to_io_error(),
                    path: e.path,
                },
                crate::archive::ArchiveError::NotAnEvening(e) => StorageError::Invalid(e),
            })?;
        remove(path)?;
        save_draft(path, &crate::ledger::entry::SavedForm::default())?;
        save_history(path, evening, &History::default())?;
        // Closed again: no longer a correction in progress.
        let _ = std::fs::remove_file(reopened_path(path));
        Ok(target)
    }

    /// Starts a practice evening (the app's *Try an example*): the
    /// four-player example of `docs/examples` ([`PRACTICE_EXAMPLE`]), dated
    /// `date`, marked [`Evening::practice`], as an evening in progress of
    /// its own. Twelve hands are played, so the protocol, the pulla and the
    /// balances show something, and the next hand can be recorded.
    pub fn create_practice(
        &self,
        registry: &TableRegistry,
        date: chrono::NaiveDate,
    ) -> Result<PathBuf, StorageError> {
        let mut evening = Evening::parse("practice.ron", PRACTICE_EXAMPLE)
            .map_err(|e| StorageError::Invalid(Box::new(Error::Syntax(e))))?;
        evening.practice = true;
        evening.date = date;
        evening.id = None;
        self.create(registry, &mut evening)
    }

    /// Deletes a practice evening (in progress or closed) with its lock
    /// and its kept hand form. Only a practice evening is ever deleted: a
    /// file that holds another evening is left as it is (`Ok(false)`), and
    /// one that cannot be read is the error.
    pub fn delete_practice(
        &self,
        registry: &TableRegistry,
        path: &Path,
    ) -> Result<bool, StorageError> {
        let settled =
            settle_file(registry, path).map_err(|e| StorageError::Invalid(Box::new(e)))?;
        if !settled.evening.practice {
            return Ok(false);
        }
        remove(path)?;
        save_draft(path, &crate::ledger::entry::SavedForm::default())?;
        save_history(path, &settled.evening, &History::default())?;
        Ok(true)
    }

    /// Reopens a closed evening for a correction: moves it back to the
    /// evenings in progress. Returns the new file.
    ///
    /// A mark beside it ([`reopened_path`]) says it was closed once, so the
    /// app shows that a closed evening is being corrected, also after a
    /// restart, until it is closed again.
    pub fn reopen(&self, path: &Path, evening: &Evening) -> Result<PathBuf, StorageError> {
        let target = free_path(&self.current, path);
        save_evening(&target, evening)?;
        let mark = reopened_path(&target);
        std::fs::write(&mark, b"").map_err(|source| StorageError::Io { path: mark, source })?;
        remove(path)?;
        Ok(target)
    }
}

/// `dir/NAME` for the file name of `path`, or `dir/NAME-2.ron`… when taken.
fn free_path(dir: &Path, path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "evening".into());
    let mut candidate = dir.join(format!("{stem}.ron"));
    let mut n = 2;
    while candidate.exists() {
        candidate = dir.join(format!("{stem}-{n}.ron"));
        n += 1;
    }
    candidate
}

fn remove(path: &Path) -> Result<(), StorageError> {
    std::fs::remove_file(path).map_err(|source| StorageError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    // A lock file left behind names no evening any more: the next lock
    // of that name takes it over.
    let _ = std::fs::remove_file(crate::disk::atomic::EveningLock::lock_path(path));
    Ok(())
}

/// Every evening file of a folder ([`crate::disk::archive::evening_files`]:
/// `*.ron`, not hidden ones, so unfinished saves are left out), newest name
/// first. A missing folder is an empty list; a folder that cannot be read is
/// one entry with the error.
pub fn list(dir: &Path, registry: &TableRegistry) -> Vec<StoredEvening> {
    let paths = match crate::disk::archive::evening_files(dir) {
        Ok(paths) => paths,
        Err(error) => {
            return vec![StoredEvening {
                path: dir.to_path_buf(),
                loaded: Err(match error {
                    crate::archive::ArchiveError::Io(e) => Error::Io(e),
                    crate::archive::ArchiveError::NotAnEvening(e) => *e,
                }),
            }];
        }
    };
    paths
        .into_iter()
        .rev()
        .map(|path| StoredEvening {
            loaded: settle_file(registry, &path),
            path,
        })
        .collect()
}

/// The mark of a closed evening reopened for a correction:
/// `.NAME.ron.reopened` beside it (hidden, and not a `.ron` file).
pub fn reopened_path(evening: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(evening.file_name().unwrap_or_default());
    name.push(".reopened");
    evening.with_file_name(name)
}

/// Whether an evening in progress is a closed one reopened for a
/// correction ([`Store::reopen`]).
pub fn is_reopened(evening: &Path) -> bool {
    std::fs::symlink_metadata(reopened_path(evening)).is_ok_and(|m| m.is_file())
}

/// The file that keeps the undo history of an evening in progress:
/// `.NAME.ron.history` beside it (hidden, and not a `.ron` file).
pub fn history_path(evening: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(evening.file_name().unwrap_or_default());
    name.push(".history");
    evening.with_file_name(name)
}

/// How many edits to undo a kept history holds at most (the newest).
pub const HISTORY_KEPT: usize = 200;

/// The undo history as kept on disk, with the evening it belongs to: the
/// XXH3 of the evening's text as the app writes it ([`Evening::to_ron`]).
#[derive(serde::Serialize, serde::Deserialize)]
struct KeptHistory {
    evening: String,
    history: History,
}

/// What was found beside an evening of its undo history.
#[derive(Debug, PartialEq)]
pub enum KeptUndo {
    /// No history kept (nothing done yet, or the evening is new).
    Absent,
    /// The history of this very evening.
    Kept(History),
    /// A history of another version of the evening (the file was changed
    /// after it, by another program or a crash between the two writes):
    /// it is not put back, and the app says so.
    OtherVersion,
}

fn evening_hash(evening: &Evening) -> String {
    format!(
        "{:032x}",
        xxhash_rust::xxh3::xxh3_128(evening.to_ron().as_bytes())
    )
}

/// Keeps the undo history of an evening beside it (atomically, the newest
/// [`HISTORY_KEPT`] edits), written after the evening itself so a crash
/// between the two leaves a history of another version, never a wrong
/// one. An empty history removes the file.
pub fn save_history(path: &Path, evening: &Evening, history: &History) -> Result<(), StorageError> {
    let file = history_path(path);
    if history.is_empty() {
        return match std::fs::remove_file(&file) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(StorageError::Io {
                path: file,
                source: e,
            }),
            _ => Ok(()),
        };
    }
    let kept = KeptHistory {
        evening: evening_hash(evening),
        history: history.newest(HISTORY_KEPT),
    };
    // Invariant: a history is edits of hands, which RON always writes.
    #[allow(clippy::expect_used)]
    let text = ron::ser::to_string(&kept).expect("an undo history always serialises");
    crate::disk::atomic::write_atomically(&file, text.as_bytes())
}

/// The undo history kept beside an evening, when it belongs to the
/// evening as it is now. A history that cannot be read is an error, said
/// by the app; the evening's file is the truth either way.
pub fn load_history(path: &Path, evening: &Evening) -> Result<KeptUndo, Error> {
    let file = history_path(path);
    if std::fs::symlink_metadata(&file).is_err() {
        return Ok(KeptUndo::Absent);
    }
    let text = crate::disk::read_text(&file)?;
    let kept: KeptHistory = crate::rules::registry::ron_options()
        .from_str(&text)
        .map_err(|e| {
            Error::Syntax(SyntaxError::from_ron(
                &file.display().to_string(),
                &text,
                &e,
            ))
        })?;
    Ok(if kept.evening == evening_hash(evening) {
        KeptUndo::Kept(kept.history)
    } else {
        KeptUndo::OtherVersion
    })
}

/// The file that keeps the hand being entered of an evening in progress:
/// `.NAME.ron.draft` beside it (hidden, and not a `.ron` file, so no listing
/// takes it for an evening).
pub fn draft_path(evening: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(evening.file_name().unwrap_or_default());
    name.push(".draft");
    evening.with_file_name(name)
}

/// Keeps the hand form of an evening (atomically); an empty form removes
/// the file.
pub fn save_draft(
    evening: &Path,
    form: &crate::ledger::entry::SavedForm,
) -> Result<(), StorageError> {
    let path = draft_path(evening);
    if form.is_empty() {
        return match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(StorageError::Io { path, source: e })
            }
            _ => Ok(()),
        };
    }
    // Invariant: a form is strings, numbers and enums, which RON always
    // writes; a failure would be a bug in the type.
    #[allow(clippy::expect_used)]
    let text = ron::ser::to_string_pretty(form, ron::ser::PrettyConfig::default())
        .expect("a hand form always serialises");
    crate::disk::atomic::write_atomically(&path, text.as_bytes())
}

/// The hand form kept for an evening, if any. A draft that cannot be read
/// is an error, never silently dropped (the file stays for the user).
pub fn load_draft(evening: &Path) -> Result<Option<crate::ledger::entry::SavedForm>, Error> {
    let path = draft_path(evening);
    if !path.exists() {
        return Ok(None);
    }
    let text = crate::disk::read_text(&path)?;
    crate::rules::registry::ron_options()
        .from_str(&text)
        .map(Some)
        .map_err(|e| {
            Error::Syntax(SyntaxError::from_ron(
                &path.display().to_string(),
                &text,
                &e,
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evening() -> Evening {
        Evening::parse(
            "e.ron",
            r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
                players: ["Anna", "Bo", "Cia"], first_dealer: "Cia")"#,
        )
        .unwrap()
    }

    #[test]
    fn an_undo_history_is_kept_for_its_own_evening_only() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("e.ron");
        let registry = TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
        let mut editor = crate::ledger::editor::EveningEditor::new(evening(), &table).unwrap();
        assert_eq!(load_history(&path, editor.evening()), Ok(KeptUndo::Absent));
        editor
            .apply(crate::ledger::editor::Edit::LastRound(Some(1)))
            .unwrap();
        save_history(&path, editor.evening(), &editor.history()).unwrap();
        assert_eq!(
            load_history(&path, editor.evening()),
            Ok(KeptUndo::Kept(editor.history()))
        );
        // Another version of the evening: the history is not its own.
        assert_eq!(load_history(&path, &evening()), Ok(KeptUndo::OtherVersion));
        // A damaged history is an error, never an empty history.
        std::fs::write(history_path(&path), "History(").unwrap();
        assert!(load_history(&path, editor.evening()).is_err());
        // An empty history removes the file.
        save_history(&path, editor.evening(), &History::default()).unwrap();
        assert!(!history_path(&path).exists());
    }

    #[test]
    fn create_list_close_and_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let registry = TableRegistry::built_in();
        let mut first = evening();
        let path = store.create(&registry, &mut first).unwrap();
        let id = first.id.clone().unwrap();
        assert!(id.starts_with("2026-11-21-"), "{id}");
        assert_eq!(path, store.current.join(format!("{id}.ron")));
        let mut second = evening();
        store.create(&registry, &mut second).unwrap();
        assert_ne!(first.id, second.id);
        // A broken file is listed with its place, not skipped.
        std::fs::write(
            store.current.join("broken.ron"),
            "Evening(format: 1,\n  date: 5)",
        )
        .unwrap();
        // An unfinished save (hidden temp file) is not an evening.
        std::fs::write(store.current.join(".vira-save-x.ron"), "half").unwrap();
        let listed = store.in_progress(&registry);
        assert_eq!(listed.len(), 3);
        let broken = listed
            .iter()
            .find(|s| s.path.ends_with("broken.ron"))
            .unwrap();
        let message = broken.loaded.as_ref().unwrap_err().to_string();
        assert!(message.contains("broken.ron:2:"), "{message}");

        let archived = store.close(&path, &first).unwrap();
        assert!(!path.exists());
        assert_eq!(archived, store.archive.join(format!("{id}.ron")));
        assert_eq!(store.archived(&registry).len(), 1);
        assert_eq!(store.in_progress(&registry).len(), 2);
        let back = store.reopen(&archived, &first).unwrap();
        assert_eq!(back, path);
        assert!(store.archived(&registry).is_empty());
        let loaded = settle_file(&registry, &back).unwrap();
        assert_eq!(loaded.evening, first);
    }

    #[test]
    fn an_evening_the_core_would_refuse_is_not_written() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let registry = TableRegistry::built_in();
        let mut evening = evening();
        evening.players[0] = "Anna\u{200b}".into();
        evening.first_dealer = "Cia".into();
        let before = evening.clone();
        let error = store.create(&registry, &mut evening).unwrap_err();
        let StorageError::Invalid(inner) = &error else {
            panic!("{error}");
        };
        assert!(
            matches!(
                inner.as_ref(),
                Error::Evening { problem, .. } if problem.kind == crate::error::EveningIssue::Name {
                    name: "Anna\u{200b}".into(),
                    issue: crate::error::NameIssue::HiddenCharacter('\u{200b}'),
                }
            ),
            "{error}"
        );
        // Nothing written: no file, not even the folder's content.
        let written: Vec<_> = std::fs::read_dir(&store.current)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        assert!(written.is_empty(), "{written:?}");
        assert_eq!(evening.players, before.players);
        // An unknown table is refused too.
        let mut unknown = super::tests::evening();
        unknown.table = "no-such-table".into();
        assert!(matches!(
            store.create(&registry, &mut unknown),
            Err(StorageError::Invalid(_))
        ));
    }
}
