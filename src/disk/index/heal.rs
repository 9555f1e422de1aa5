//! What the index does when what it read cannot be trusted: it is a
//! cache, so it is read again from the files. Whatever reads it notes
//! what went wrong ([`Doubt`]): damage (SQLite's own finding, or a row that
//! does not read back as it was written, `check.rs`) or another failure (a
//! lock held past the wait, a full disk). [`Index::answer`] then rebuilds
//! the index and asks again: a damaged index file is removed and made
//! anew, once a run; anything else, or a second time, the run goes on with
//! an index in memory. [`Index::repaired`] says whether damage was found,
//! for the caller to say so once.

use std::path::Path;

use super::{Index, remove_index_file, sql_error};
use crate::archive::ArchiveError;
use crate::archive::index::IndexedArchive;
use crate::rules::registry::TableRegistry;

/// What went wrong with what was read from the index, the worse last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Doubt {
    /// A failure that is not damage (a lock held past the wait, a full
    /// disk, a question SQLite refuses): the file is left as it is.
    Failed,
    /// The index file is damaged: it is made anew from the files.
    Damaged,
}

/// Whether SQLite's error says the file is damaged (or was cut short or
/// replaced under it while it was read).
pub(super) fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(
            rusqlite::ErrorCode::DatabaseCorrupt
                | rusqlite::ErrorCode::NotADatabase
                | rusqlite::ErrorCode::SystemIoFailure
        )
    )
}

impl Index {
    /// Notes what went wrong: the index is in doubt until it is rebuilt.
    pub(super) fn note(&self, e: &rusqlite::Error) {
        let doubt = if is_damage(e) {
            Doubt::Damaged
        } else {
            Doubt::Failed
        };
        self.doubt.set(self.doubt.get().max(Some(doubt)));
    }

    /// [`Index::note`]s a failure of a question about `dir`, and gives it
    /// as the archive's error.
    pub(super) fn failed(&self, dir: &Path, e: &rusqlite::Error) -> ArchiveError {
        self.note(e);
        sql_error(dir, e)
    }

    /// Whether something read from the index since it was last made was
    /// damaged, or the index failed: its answers are not to be given, and
    /// it is to be rebuilt ([`Index::rebuild`], [`Index::answer`]).
    pub fn in_doubt(&self) -> bool {
        self.doubt.get().is_some()
    }

    /// Whether what was read was found damaged (not only failed).
    pub(super) fn damaged(&self) -> bool {
        self.doubt.get() == Some(Doubt::Damaged)
    }

    /// Whether damage was found in the index and what was damaged read
    /// again from the files (said once by the caller).
    pub fn repaired(&self) -> bool {
        self.repaired
    }

    /// Replaces the index by a new, empty one: a damaged file is removed
    /// and made anew (once a run); otherwise, or after that, the index is
    /// one in memory.
    pub(super) fn renew(&mut self, dir: &Path) -> Result<(), ArchiveError> {
        let damaged = self.doubt.take() == Some(Doubt::Damaged);
        let repaired = self.repaired || damaged;
        let renewed = match self.file.take() {
            Some(file) if damaged && !self.rebuilt => {
                remove_index_file(&file);
                Index::open(Some(&file))
            }
            _ => Index::in_memory(),
        };
        let mut renewed = renewed.map_err(|e| sql_error(dir, &e))?;
        renewed.repaired |= repaired;
        renewed.rebuilt = true;
        *self = renewed;
        Ok(())
    }

    /// Rebuilds the index from the files of `dir` ([`Index::renew`], then
    /// every file read).
    pub fn rebuild(
        &mut self,
        dir: &Path,
        registry: &TableRegistry,
    ) -> Result<IndexedArchive, ArchiveError> {
        self.renew(dir)?;
        self.refresh(dir, registry)
    }

    /// The answer of `ask` (a question to the index about `archive`, which
    /// [`Index::refresh`] gave): when what it read was damaged, or the index
    /// failed ([`Index::in_doubt`]), the index is rebuilt from the files
    /// and asked again, up to twice (the second time in memory). The outer
    /// error is a rebuild's that failed.
    pub fn answer<T, E>(
        &mut self,
        archive: &mut IndexedArchive,
        registry: &TableRegistry,
        mut ask: impl FnMut(&Index, &IndexedArchive) -> Result<T, E>,
    ) -> Result<Result<T, E>, ArchiveError> {
        let mut answer = ask(self, archive);
        for _ in 0..2 {
            if !self.in_doubt() {
                break;
            }
            let dir = archive.dir.clone();
            *archive = self.rebuild(&dir, registry)?;
            answer = ask(self, archive);
        }
        Ok(answer)
    }
}
