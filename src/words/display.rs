//! `Display` of the error kinds: their English words, for logs and tests.
//! The kinds live low ([`crate::error`]); their words, and with them this,
//! live here, above every room that has kinds.

use std::fmt;

use crate::error::ledger::{Error, EveningProblem, HandError};
use crate::error::storage::StorageError;
use crate::error::{IoError, SyntaxError, TableError, TableProblem};
use crate::text::Language;

/// The English words, for logs and tests ([`super::io_error`]).
impl fmt::Display for IoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::io_error(self, Language::English))
    }
}

/// The English words, for logs and tests ([`super::syntax_error`]).
impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::syntax_error(self, Language::English))
    }
}

/// The English words, for logs and tests ([`super::table_problem`]).
impl fmt::Display for TableProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::table_problem(self, Language::English))
    }
}

/// The English words, for logs and tests ([`super::table_error`]).
impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::table_error(self, Language::English))
    }
}

/// The English words, for logs and tests ([`super::hand_error`]).
impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::hand_error(self, Language::English))
    }
}

/// The English words, for logs and tests ([`super::evening_problem`]).
impl fmt::Display for EveningProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::evening_problem(self, Language::English))
    }
}

/// The English words, for logs and tests ([`super::error`]).
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::error(self, Language::English))
    }
}

/// The English words, for logs and tests.
impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::storage_error(
            self,
            crate::rules::table::Language::English,
        ))
    }
}

impl IoError {
    /// For callers that speak `std::io::Error`: the kind, and the cause in
    /// English words (the path is the caller's).
    pub fn to_io_error(&self) -> std::io::Error {
        std::io::Error::new(
            self.kind,
            super::io_cause(self.kind, &self.cause, Language::English),
        )
    }
}
