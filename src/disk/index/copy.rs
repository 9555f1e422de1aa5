//! Copying an archive folder's evenings into another folder (the app's
//! "change folder, copying the evenings"): each file on its own, merged as
//! an import is, through both folders' indexes, so neither folder is read
//! and settled whole into memory.

use std::path::{Path, PathBuf};

use crate::archive::{ArchiveError, Imported};
use crate::rules::registry::TableRegistry;

/// What a copy did, file by file.
#[derive(Debug, Default)]
pub struct Copied {
    /// Evenings copied.
    pub added: usize,
    /// Evenings the new folder had already.
    pub kept: usize,
    /// Evenings whose id the new folder holds for another evening: both
    /// kept.
    pub conflicts: usize,
    /// How many evenings could not be copied (they stay in the old
    /// folder), and why the first could not.
    pub failed: usize,
    /// The first failure.
    pub first_failure: Option<ArchiveError>,
    /// How many files of the old folder are not valid evenings (and were
    /// not copied), with the first one's error (it names the file).
    pub invalid: Option<(usize, crate::error::ledger::Error)>,
}

impl Copied {
    /// Whether anything was not copied.
    pub fn trouble(&self) -> bool {
        self.failed > 0 || self.invalid.is_some()
    }
}

/// Copies the valid evenings of the archive folder `old` into `new` (made
/// if missing), merged as an import is, each file on its own: the old
/// folder's evenings are listed from its index, and the new folder's index
/// learns the files copied alone ([`super::import_files`]). Nothing is
/// removed from the old folder. An error (the new folder cannot be made, a
/// folder cannot be listed) means nothing was copied.
pub fn copy_archive(
    old: &Path,
    new: &Path,
    registry: &TableRegistry,
    cache_dir: Option<&Path>,
) -> Result<Copied, ArchiveError> {
    let (paths, invalid) = {
        let (_, archive) = super::open_archive(old, registry, cache_dir)?;
        let paths: Vec<PathBuf> = archive.valid().iter().map(|e| e.path.clone()).collect();
        let invalid = archive.invalid();
        let first = invalid.first().map(|(_, error)| (*error).clone());
        (paths, first.map(|first| (invalid.len(), first)))
    };
    std::fs::create_dir_all(new).map_err(|source| {
        ArchiveError::Io(crate::error::IoError::new(
            new,
            crate::error::IoAction::Create,
            &source,
        ))
    })?;
    let results = super::import_files(new, registry, cache_dir, &paths)?;
    let mut copied = Copied {
        invalid,
        ..Copied::default()
    };
    for result in results {
        match result {
            Ok(Imported::Added { .. }) => copied.added += 1,
            Ok(Imported::AlreadyThere { .. }) => copied.kept += 1,
            Ok(Imported::Conflict { .. }) => copied.conflicts += 1,
            Err(e) => {
                copied.failed += 1;
                copied.first_failure.get_or_insert(e);
            }
        }
    }
    Ok(copied)
}
