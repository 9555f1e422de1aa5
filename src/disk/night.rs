//! A club night on disk: its file and the evening files of its tables,
//! each beside it in the night's folder. Nothing outside that folder is
//! read: a table's file is a name, never a path.

use std::path::{Component, Path, PathBuf};

use crate::error::ledger::Error;
use crate::error::network::FeedError;
use crate::night::standing::{Handed, Standing, standing};
use crate::night::{Night, NightTable};
use crate::rules::registry::TableRegistry;

/// Whether a table's evening is named as a file of the night's own folder
/// (one plain name, never a path, `..` or a root): only then is it read
/// or written.
pub(crate) fn in_folder(name: &Path) -> bool {
    matches!(
        name.components().collect::<Vec<_>>().as_slice(),
        [Component::Normal(_)]
    )
}

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
    let plain = in_folder(name);
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

/// What closing a night did with one table.
#[derive(Debug)]
pub enum TableClosed {
    /// Its file was taken into the archive (or was there already) as
    /// `archived`, a file of the archive folder.
    Archived {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name in the night's folder.
        evening: String,
        /// The file in the archive that holds it.
        archived: PathBuf,
        /// Whether it was there already (the same evening, kept once).
        already: bool,
    },
    /// Its file is not in the night's folder: nothing archived (a table
    /// followed live is archived from its own file, never from the host's
    /// copy).
    Missing {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
    },
    /// Its file could not be archived, and why.
    Refused {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// The file's name.
        evening: String,
        /// Why.
        error: Box<crate::error::archive::ArchiveError>,
    },
}

/// Why a night could not be closed at all.
#[derive(Debug)]
pub enum CloseError {
    /// The night file cannot be read.
    Night(Error),
    /// The archive cannot be opened.
    Archive(crate::error::archive::ArchiveError),
    /// The night could not be written into the archive.
    Write(crate::error::storage::StorageError),
}

/// Closes the night at `path` into the archive at `archive`: every table's
/// file handed in (in the night's folder) is imported as any evening is,
/// and the night is written into the archive beside them with each table's
/// evening named by its archived file, so that the archive lists the night
/// and its standing is made from the archive's files alone. A table not
/// handed in is said and keeps its name (its file can be handed in and the
/// night closed again). Returns what was done with each table and the
/// night's file in the archive.
pub fn close_night(
    path: &Path,
    registry: &TableRegistry,
    archive: &Path,
    cache_dir: Option<&Path>,
) -> Result<(Vec<TableClosed>, PathBuf), CloseError> {
    use crate::archive::Imported;
    let mut night = read_night(path).map_err(CloseError::Night)?;
    let folder = path.parent().unwrap_or_else(|| Path::new("."));
    let mut handed = Vec::new();
    let mut files = Vec::new();
    for (s, sitting) in night.sittings.iter().enumerate() {
        for (n, table) in sitting.tables.iter().enumerate() {
            let name = Path::new(&table.evening);
            let plain = in_folder(name);
            let file = folder.join(name);
            if plain && std::fs::symlink_metadata(&file).is_ok() {
                handed.push(((s, n), true));
                files.push(file);
            } else {
                handed.push(((s, n), false));
            }
        }
    }
    std::fs::create_dir_all(archive).map_err(|e| {
        CloseError::Archive(crate::error::archive::ArchiveError::Io(
            crate::error::IoError::new(archive, crate::error::IoAction::Create, &e),
        ))
    })?;
    let (imported, _) =
        crate::disk::index::import_files_telling(archive, registry, cache_dir, &files)
            .map_err(CloseError::Archive)?;
    let mut imported = imported.into_iter();
    let mut closed = Vec::new();
    for ((s, n), was_handed) in handed {
        let Some(table) = night.sittings.get_mut(s).and_then(|x| x.tables.get_mut(n)) else {
            continue;
        };
        let at = (s + 1, n + 1);
        let evening = table.evening.clone();
        if !was_handed {
            closed.push(TableClosed::Missing { at, evening });
            continue;
        }
        match imported.next() {
            Some(Ok(
                Imported::Added { path: archived, .. } | Imported::Conflict { path: archived, .. },
            )) => {
                archive_name(table, &archived);
                closed.push(TableClosed::Archived {
                    at,
                    evening,
                    archived,
                    already: false,
                });
            }
            Some(Ok(Imported::AlreadyThere { path: archived, .. })) => {
                archive_name(table, &archived);
                closed.push(TableClosed::Archived {
                    at,
                    evening,
                    archived,
                    already: true,
                });
            }
            Some(Err(error)) => closed.push(TableClosed::Refused {
                at,
                evening,
                error: Box::new(error),
            }),
            None => closed.push(TableClosed::Missing { at, evening }),
        }
    }
    let name = path
        .file_name()
        .map_or_else(|| "night.night".into(), |n| n.to_os_string());
    let archived_night = archive.join(name);
    crate::disk::atomic::write_atomically(&archived_night, night.to_ron().as_bytes())
        .map_err(CloseError::Write)?;
    Ok((closed, archived_night))
}

/// The table as the archived night names it: its archived file, no longer
/// followed over the network.
fn archive_name(table: &mut NightTable, archived: &Path) {
    if let Some(name) = archived.file_name() {
        table.evening = name.to_string_lossy().into_owned();
    }
    table.feed = None;
}

/// The nights in the archive folder `dir` (`*.night`, not hidden), each
/// read, in name order: a night that cannot be read is listed with why.
pub fn nights_in(dir: &Path) -> Vec<(PathBuf, Result<Night, Error>)> {
    let mut nights: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(".night") && !n.starts_with('.'))
        })
        .collect();
    nights.sort();
    nights
        .into_iter()
        .map(|p| {
            let night = read_night(&p);
            (p, night)
        })
        .collect()
}

/// What handing a table's file in did.
#[derive(Debug, PartialEq, Eq)]
pub enum HandedIn {
    /// Copied into the night's folder as the table's file.
    Copied {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// Its name in the night's folder.
        evening: String,
        /// Whether it replaced an older state of the same evening.
        replaced: bool,
    },
    /// The same file was handed in already.
    Already {
        /// The table: its sitting and number (from 1).
        at: (usize, usize),
        /// Its name in the night's folder.
        evening: String,
    },
}

/// Why a file could not be handed in.
#[derive(Debug)]
pub enum HandInError {
    /// The night or the file cannot be read or settled.
    Read(Error),
    /// No table of the night was seated with the file's players (or the
    /// table asked for was seated with others): the players of the file.
    NoTable(Vec<String>),
    /// Another evening is in the table's place already (another id).
    Taken {
        /// The table's file name.
        evening: String,
    },
    /// The file is an older state of the evening handed in already: fewer
    /// hands than the night's folder has. The order is the hands', never
    /// the laptops' clocks, which may differ.
    Older {
        /// The table's file name.
        evening: String,
        /// The hands of the file handed in.
        handed: usize,
        /// The hands of the file in the night's folder.
        there: usize,
    },
    /// Writing the copy failed.
    Write(crate::error::storage::StorageError),
}

/// Hands a table's evening file (from a USB stick, a mail) in to the night
/// at `path`: the table whose seated players are the file's (the newest
/// sitting first; `at` names one), and the file copied into the night's
/// folder under that table's name, written as an evening is (the host's
/// copy; the table's own file is left). A newer state of the same evening
/// (as many hands or more) replaces the one handed in before; an older one
/// (fewer hands) and another evening in its place are refused.
pub fn hand_in(
    path: &Path,
    file: &Path,
    at: Option<(usize, usize)>,
    registry: &TableRegistry,
) -> Result<HandedIn, HandInError> {
    let night = read_night(path).map_err(HandInError::Read)?;
    let settled = crate::disk::settle_file(registry, file).map_err(HandInError::Read)?;
    let mut players = settled.evening.players.clone();
    players.sort();
    let same = |table: &NightTable| {
        let mut seated = table.players.clone();
        seated.sort();
        seated == players
    };
    let found = night
        .sittings
        .iter()
        .enumerate()
        .rev()
        .flat_map(|(s, sitting)| {
            sitting
                .tables
                .iter()
                .enumerate()
                .map(move |(n, table)| ((s + 1, n + 1), table))
        })
        .find(|(place, table)| at.is_none_or(|a| a == *place) && same(table));
    let Some((place, table)) = found else {
        return Err(HandInError::NoTable(settled.evening.players));
    };
    let name = Path::new(&table.evening);
    if !in_folder(name) {
        return Err(HandInError::NoTable(settled.evening.players));
    }
    let folder = path.parent().unwrap_or_else(|| Path::new("."));
    let target = folder.join(name);
    let evening = table.evening.clone();
    // The file's own text, comments and all: nothing the table wrote is
    // lost in the copy.
    let text = crate::disk::read_text(file).map_err(|e| HandInError::Read(Error::Io(e)))?;
    let mut replaced = false;
    if std::fs::symlink_metadata(&target).is_ok() {
        let there = crate::disk::settle_file(registry, &target).ok();
        match there {
            Some(there) if there.evening == settled.evening => {
                return Ok(HandedIn::Already { at: place, evening });
            }
            // The same evening (its id) further on: the newer state; with
            // fewer hands, an older one (a stick copied earlier), refused.
            // Told by the hands, never by the clocks of the laptops.
            Some(there) if there.evening.id.is_some() && there.evening.id == settled.evening.id => {
                let (handed, there) = (settled.evening.hands.len(), there.evening.hands.len());
                if handed < there {
                    return Err(HandInError::Older {
                        evening,
                        handed,
                        there,
                    });
                }
                replaced = true;
            }
            _ => return Err(HandInError::Taken { evening }),
        }
    }
    crate::disk::atomic::write_atomically(&target, text.as_bytes()).map_err(HandInError::Write)?;
    Ok(HandedIn::Copied {
        at: place,
        evening,
        replaced,
    })
}

pub use crate::night::seating::SeatError;

/// A sitting seated and the night written: the night, the seed of the draw
/// and how many pairs meet again.
#[derive(Debug)]
pub struct Seated {
    /// The night as written.
    pub night: Night,
    /// The draw's seed.
    pub seed: u64,
    /// Pairs seated together who met at an earlier sitting.
    pub repeats: usize,
}

/// A seed from the clock, for a draw nobody gave one for.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| {
            u64::try_from(d.as_nanos() % u128::from(u64::MAX)).unwrap_or(0)
        })
}

/// Makes the night at `path` (never over a file there) with its first
/// sitting drawn from `players`.
pub fn new_night(
    path: &Path,
    mut night: Night,
    players: &[String],
    seed: u64,
) -> Result<Seated, SeatError> {
    if std::fs::symlink_metadata(path).is_ok() {
        return Err(SeatError::Exists);
    }
    night.sittings.clear();
    write_seated(
        path,
        night,
        players,
        crate::night::seating::Seating::Draw,
        seed,
    )
}

/// Seats the next sitting of the night at `path` (or the last one again,
/// `again`, before it starts) and writes the night: `players` present
/// (none: those of the last sitting), seated `how` (by the standing: the
/// leaders together, the standing made as the host makes it, `fetch`
/// asking the tables followed).
pub fn seat_next(
    path: &Path,
    registry: &TableRegistry,
    fetch: Fetch,
    players: &[String],
    how: crate::night::seating::Seating,
    seed: u64,
    again: bool,
) -> Result<Seated, SeatError> {
    use crate::night::seating::Seating;
    let (mut night, standing) = night_standing(path, registry, fetch).map_err(SeatError::Night)?;
    let mut present: Vec<String> = players.to_vec();
    if again {
        let last = night.sittings.len();
        let folder = path.parent().unwrap_or_else(|| Path::new("."));
        if let Some(table) = standing.tables.iter().find(|t| {
            t.sitting == last
                && (t.source != crate::night::standing::Source::Nothing
                    || std::fs::symlink_metadata(folder.join(&t.evening)).is_ok())
        }) {
            return Err(SeatError::Started(
                (table.sitting, table.table),
                table.evening.clone(),
            ));
        }
        let undone = night.sittings.pop().ok_or(SeatError::NoSitting)?;
        if present.is_empty() {
            present = undone
                .tables
                .iter()
                .flat_map(|t| t.players.clone())
                .collect();
        }
    } else if present.is_empty() {
        present = night
            .sittings
            .last()
            .map(|s| s.tables.iter().flat_map(|t| t.players.clone()).collect())
            .unwrap_or_default();
    }
    if how == Seating::ByStanding {
        // The standing's order; newcomers after.
        let place = |p: &String| {
            standing
                .rows
                .iter()
                .position(|r| &r.player == p)
                .unwrap_or(usize::MAX)
        };
        present.sort_by_key(place);
    }
    write_seated(path, night, &present, how, seed)
}

fn write_seated(
    path: &Path,
    mut night: Night,
    players: &[String],
    how: crate::night::seating::Seating,
    seed: u64,
) -> Result<Seated, SeatError> {
    use crate::night::seating;
    let sitting = seating::seat(&night, players, how, seed).map_err(SeatError::Seating)?;
    let seated: Vec<Vec<String>> = sitting.tables.iter().map(|t| t.players.clone()).collect();
    let repeats = seating::repeats(&seated, &seating::met(&night));
    night.sittings.push(sitting);
    crate::disk::atomic::write_atomically(path, night.to_ron().as_bytes())
        .map_err(SeatError::Write)?;
    Ok(Seated {
        night,
        seed,
        repeats,
    })
}

/// The ids of the evenings of the night at `path` that are beside it (its
/// tables handed in, or archived with it), for a filter of the archive's
/// list and statistics: each file's stored id, or the one its content
/// gives. A table whose file is not there has none.
pub fn night_evening_ids(path: &Path) -> Result<Vec<String>, Error> {
    let night = read_night(path)?;
    let folder = path.parent().unwrap_or_else(|| Path::new("."));
    let mut ids = Vec::new();
    for table in night.sittings.iter().flat_map(|s| &s.tables) {
        let name = Path::new(&table.evening);
        let plain = in_folder(name);
        let file = folder.join(name);
        if !plain || std::fs::symlink_metadata(&file).is_err() {
            continue;
        }
        let text = crate::disk::read_text(&file).map_err(Error::Io)?;
        let evening =
            crate::ledger::evening::Evening::parse(&table.evening, &text).map_err(Error::Syntax)?;
        ids.push(
            evening
                .id
                .clone()
                .unwrap_or_else(|| crate::archive::content_id(&evening)),
        );
    }
    Ok(ids)
}
