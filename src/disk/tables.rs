//! A club's own bid tables: every `*.ron` file of the table folder, read
//! with the same care as any other file a person gives us, added to the
//! built-in tables.

use std::path::{Path, PathBuf};

use crate::disk::read_text;
use crate::error::{IoAction, IoError, TableError};
use crate::rules::registry::{LazyTable, TableRegistry, parse_table};
use crate::rules::table::BidTable;

/// Reads, parses and validates a table file from disk.
pub fn load_table_file(path: &Path) -> Result<BidTable, TableError> {
    let file = crate::text::escape::shown_path(path);
    let source = read_text(path)?;
    parse_table(&file, &source)
}

/// The platform's table folder (`…/vira/tables` under the config folder),
/// if the platform has one.
pub fn default_table_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("se", "Vira", "vira").map(|d| d.config_dir().join("tables"))
}

/// The built-in tables plus every `*.ron` in `dir` (if it exists). A folder
/// that exists but cannot be listed is recorded
/// ([`TableRegistry::folder_error`]); a missing one means no club tables.
pub fn registry_with_folder(dir: Option<&Path>) -> TableRegistry {
    let mut registry = TableRegistry::built_in();
    let Some(dir) = dir else {
        return registry;
    };
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return registry,
        Err(e) => {
            registry.set_folder_error(IoError::new(dir, IoAction::List, &e));
            return registry;
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    paths.sort();
    for path in paths {
        // A name that is not UTF-8 keeps its bytes visible (`\xfe`):
        // such an id cannot be typed in an evening, and the list says
        // which file it is.
        let Some(id) = path
            .file_stem()
            .map(|s| crate::text::escape::shown_path(Path::new(s)))
        else {
            continue;
        };
        // Read when first asked for: a command that needs one table of
        // a folder of thousands reads one (issue 34, 14).
        let file = path.clone();
        let table = LazyTable::later(move || load_table_file(&file));
        registry.add_user_table_read_later(id, path, table);
    }
    registry
}
