//! Why an archive operation or an export failed: the kinds of
//! `src/archive/`.

use std::path::PathBuf;

use crate::error::IoError;
use crate::error::ledger::Error;

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

/// Why an export failed.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The system refused to write.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// The CSV writer failed.
    #[error("{}: {source}", path.display())]
    Csv {
        /// The file.
        path: PathBuf,
        /// The writer's error.
        source: csv::Error,
    },
}
