//! A club night on disk: its file and the evening files of its tables,
//! each beside it in the night's folder. Nothing outside that folder is
//! read: a table's file is a name, never a path.

use std::path::{Component, Path};

use crate::error::ledger::Error;
use crate::night::Night;
use crate::night::standing::{Handed, Standing, standing};
use crate::rules::registry::TableRegistry;

/// Reads a night file (a regular file under the size limit).
pub fn read_night(path: &Path) -> Result<Night, Error> {
    let text = crate::disk::read_text(path)?;
    Night::parse(&path.display().to_string(), &text).map_err(Error::Syntax)
}

/// What each table of `night` (read from `path`) gave: its evening file
/// beside the night file read and settled, one entry per table in the
/// night's order. A file not there is [`Handed::Missing`]; one that is a
/// path rather than a name in the folder is never read.
pub fn tables_of(path: &Path, night: &Night, registry: &TableRegistry) -> Vec<Handed> {
    let folder = path.parent().unwrap_or_else(|| Path::new("."));
    night
        .sittings
        .iter()
        .flat_map(|s| &s.tables)
        .map(|table| {
            let name = Path::new(&table.evening);
            let plain = matches!(
                name.components().collect::<Vec<_>>().as_slice(),
                [Component::Normal(_)]
            );
            if !plain {
                return Handed::NotInFolder;
            }
            let file = folder.join(name);
            if std::fs::symlink_metadata(&file).is_err() {
                return Handed::Missing;
            }
            match crate::disk::settle_file(registry, &file) {
                Ok(settled) => Handed::Settled(Box::new(settled)),
                Err(e) => Handed::Unreadable(Box::new(e)),
            }
        })
        .collect()
}

/// The standing of the night file at `path`, from its tables' files.
pub fn night_standing(path: &Path, registry: &TableRegistry) -> Result<(Night, Standing), Error> {
    let night = read_night(path)?;
    let handed = tables_of(path, &night, registry);
    let standing = standing(&night, handed);
    Ok((night, standing))
}
