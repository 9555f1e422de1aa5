//! The only room of the core that touches the disk: atomic saves and the
//! lock of an evening ([`atomic`]), and where evenings and settings live
//! ([`places`]).

pub mod atomic;
pub mod places;

use std::path::Path;

use crate::Error;
use crate::ledger::{SettledEvening, settle_source};
use crate::rules::registry::TableRegistry;

/// Reads, checks and settles an evening file.
pub fn settle_file(registry: &TableRegistry, path: &Path) -> Result<SettledEvening, Error> {
    let source = std::fs::read_to_string(path).map_err(|e| Error::Io {
        path: path.to_path_buf(),
        message: e.to_string(),
    })?;
    settle_source(registry, &path.display().to_string(), &source)
}
