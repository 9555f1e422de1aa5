//! A club night on disk: its file and the evening files of its tables,
//! each beside it in the night's folder. Nothing outside that folder is
//! read: a table's file is a name, never a path.

use std::path::{Component, Path, PathBuf};

use crate::error::ledger::Error;
use crate::error::network::FeedError;
use crate::night::standing::{Handed, Standing, standing};
use crate::night::{Night, NightTable};
use crate::rules::registry::TableRegistry;

/// Reads a night file (a regular file under the size limit).
pub fn read_night(path: &Path) -> Result<Night, Error> {
    let text = crate::disk::read_text(path)?;
    Night::parse(&path.display().to_string(), &text).map_err(Error::Syntax)
}

/// What each table of `night` (read from `path`) gave, one entry per table
/// in the night's order: its evening file beside the night file, read and
/// settled (handed in); else, for a table with an address, its evening
/// over the network, or the last one seen from it when it does not answer
/// now. A file not there and no address is [`Handed::Missing`]; a name that
/// is a path rather than a name in the folder is never read. The tables'
/// addresses are asked at once, each by `fetch` (the shells give
/// `vira::serve::feed::fetch_evening`; the disk room does not talk to the
/// network itself).
pub fn tables_of(
    path: &Path,
    night: &Night,
    registry: &TableRegistry,
    fetch: Fetch,
) -> Vec<Handed> {
    let folder = path.parent().unwrap_or_else(|| Path::new("."));
    let tables: Vec<&NightTable> = night.sittings.iter().flat_map(|s| &s.tables).collect();
    std::thread::scope(|scope| {
        let asked: Vec<_> = tables
            .iter()
            .map(|table| scope.spawn(|| table_of(folder, table, registry, fetch)))
            .collect();
        asked
            .into_iter()
            .map(|answer| {
                answer
                    .join()
                    .unwrap_or(Handed::Unreachable(FeedError::NotAnEvening(
                        "the reader stopped",
                    )))
            })
            .collect()
    })
}

/// The file the host keeps the last evening seen from a table's address
/// in: hidden beside where the table's file goes, never named `.ron` (it is
/// not an evening of the archive; the table's own file is).
pub fn seen_file(folder: &Path, evening: &str) -> PathBuf {
    folder.join(format!(".{evening}.seen"))
}

/// How a table's evening is asked of its address: the text, or why not.
pub type Fetch = fn(&str) -> Result<String, FeedError>;

/// For a night read from its files alone: no address is asked.
pub fn no_network(_address: &str) -> Result<String, FeedError> {
    Err(FeedError::Unreachable("not asked".to_string()))
}

fn table_of(folder: &Path, table: &NightTable, registry: &TableRegistry, fetch: Fetch) -> Handed {
    let name = Path::new(&table.evening);
    let plain = matches!(
        name.components().collect::<Vec<_>>().as_slice(),
        [Component::Normal(_)]
    );
    if !plain {
        return Handed::NotInFolder;
    }
    let file = folder.join(name);
    if std::fs::symlink_metadata(&file).is_ok() {
        return match crate::disk::settle_file(registry, &file) {
            Ok(settled) => Handed::Settled(Box::new(settled)),
            Err(e) => Handed::Unreadable(Box::new(e)),
        };
    }
    let Some(feed) = &table.feed else {
        return Handed::Missing;
    };
    let seen = seen_file(folder, &table.evening);
    let shown = table.evening.as_str();
    match fetch(feed) {
        Ok(text) => match crate::ledger::settle_source(registry, shown, &text) {
            Ok(settled) => {
                // Kept for when the table drops off the network, and for a
                // host started again; written only when it changed. A
                // failed write keeps the older copy and costs nothing now.
                if crate::disk::read_text(&seen).ok().as_deref() != Some(text.as_str()) {
                    let _ = crate::disk::atomic::write_atomically(&seen, text.as_bytes());
                }
                Handed::Followed(Box::new(settled))
            }
            Err(e) => Handed::Unreadable(Box::new(e)),
        },
        Err(error) => match crate::disk::read_text(&seen) {
            Ok(text) => match crate::ledger::settle_source(registry, shown, &text) {
                Ok(settled) => Handed::LastSeen(Box::new(settled), error),
                Err(_) => Handed::Unreachable(error),
            },
            Err(_) => Handed::Unreachable(error),
        },
    }
}

/// The standing of the night file at `path`, from its tables' files.
pub fn night_standing(
    path: &Path,
    registry: &TableRegistry,
    fetch: Fetch,
) -> Result<(Night, Standing), Error> {
    let night = read_night(path)?;
    let handed = tables_of(path, &night, registry, fetch);
    let standing = standing(&night, handed);
    Ok((night, standing))
}
