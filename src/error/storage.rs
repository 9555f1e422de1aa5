//! Why a file of the app's own could not be saved or locked: the kind of
//! `src/disk/atomic.rs`.

use std::path::PathBuf;

/// Why a file could not be saved or locked, or an evening was not written.
/// The words are `words::storage_error`.
#[derive(Debug)]
pub enum StorageError {
    /// The system refused.
    Io {
        /// The file.
        path: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// Another running copy holds the evening.
    Locked {
        /// The evening file.
        path: PathBuf,
        /// The lock file.
        lock: PathBuf,
    },
    /// A new evening the core would refuse to open: not written.
    Invalid(Box<crate::error::ledger::Error>),
    /// A path that must be a regular file of ours is something else (a
    /// lock file that is a FIFO, a folder, a link): refused without
    /// waiting on it.
    Refused(crate::error::IoError),
}

/// Why a table cannot be recorded from a phone, or a phone's request
/// cannot be read or written.
#[derive(Debug)]
pub enum RecorderError {
    /// The night file cannot be read.
    Night(crate::error::ledger::Error),
    /// No table of the night has this evening file (or number).
    NoSuchTable(String),
    /// Neither the night nor the host names a bid table for it.
    NoBidTable(String),
    /// No usable bid table has this id.
    UnknownBidTable(String),
    /// The table's evening file cannot be read or settled.
    Evening(Box<crate::error::ledger::Error>),
    /// A file could not be written (the tokens, or the table's evening).
    Write(StorageError),
    /// The system gave no random bits for a token.
    Random(std::io::Error),
}
