//! The phones that record a club night's tables (issue 37): each table's
//! write token, kept beside the night file in `.NIGHT.phones` (hidden,
//! written by the host alone), so a host started again serves the same
//! recording addresses; and a table's evening file read for a phone's
//! request and written back, by the host alone.
//!
//! A token records its own table and nothing else; a token taken back is
//! gone from the file, and the next request with it finds nothing.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::ledger::Error;
use crate::error::storage::StorageError;
use crate::ledger::editor::EveningEditor;
use crate::ledger::evening::Evening;
use crate::night::{Night, NightTable};
use crate::rules::registry::TableRegistry;

/// The recording phones of a night, as their file says them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recorders {
    /// The port the host served them on: a host started again listens
    /// there, so the addresses the phones have still work.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<u16>,
    /// Each table recorded from phones, with its token.
    #[serde(default)]
    pub tables: Vec<Recorder>,
}

/// A table recorded from phones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recorder {
    /// The table's evening file, beside the night file (a name).
    pub evening: String,
    /// The write token in its recording address (32 hex digits).
    pub token: String,
}

pub use crate::error::storage::RecorderError;

/// The file of the night at `night`'s recording phones.
pub fn recorders_file(night: &Path) -> PathBuf {
    let name = night
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    night.with_file_name(format!(".{name}.phones"))
}

/// The night's recording phones (none when the file is not there).
pub fn read_recorders(night: &Path) -> Result<Recorders, Error> {
    let path = recorders_file(night);
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(Recorders::default());
    }
    let text = crate::disk::read_text(&path)?;
    let shown = path.display().to_string();
    crate::rules::registry::ron_options()
        .from_str::<Recorders>(&text)
        .map_err(|e| Error::Syntax(crate::error::SyntaxError::from_ron(&shown, &text, &e)))
}

fn write_recorders(night: &Path, recorders: &Recorders) -> Result<(), StorageError> {
    let text =
        ron::ser::to_string_pretty(recorders, ron::ser::PrettyConfig::new()).unwrap_or_default();
    crate::disk::atomic::write_atomically(&recorders_file(night), text.as_bytes())
}

/// Keeps `port` as the one the phones were given.
pub fn keep_port(night: &Path, port: u16) -> Result<(), RecorderError> {
    let mut recorders = read_recorders(night).map_err(RecorderError::Night)?;
    if recorders.port == Some(port) {
        return Ok(());
    }
    recorders.port = Some(port);
    write_recorders(night, &recorders).map_err(RecorderError::Write)
}

fn table_named<'n>(night: &'n Night, table: &str) -> Option<&'n NightTable> {
    let tables = night.sittings.iter().flat_map(|s| &s.tables);
    // A table's evening file, or its number in the last sitting.
    tables.clone().find(|t| t.evening == table).or_else(|| {
        let number = table.parse::<usize>().ok()?.checked_sub(1)?;
        night.sittings.last()?.tables.get(number)
    })
}

/// Lets phones record `table` (its evening file, or its number in the
/// last sitting) of the night at `night`: a new token (a token given
/// before is taken back), and the table's evening file made when it is
/// not there yet, on the bid table the night gives it or `bid_table`.
pub fn add_recorder(
    night: &Path,
    registry: &TableRegistry,
    table: &str,
    bid_table: Option<&str>,
) -> Result<Recorder, RecorderError> {
    let read = crate::disk::night::read_night(night).map_err(RecorderError::Night)?;
    let seated =
        table_named(&read, table).ok_or_else(|| RecorderError::NoSuchTable(table.into()))?;
    let evening_path = evening_path(night, &seated.evening)?;
    if std::fs::symlink_metadata(&evening_path).is_err() {
        let id = bid_table
            .map(str::to_string)
            .or_else(|| read.game_of(seated).table.clone())
            .ok_or_else(|| RecorderError::NoBidTable(seated.evening.clone()))?;
        if !registry.entry(&id).is_some_and(|e| e.table.is_ok()) {
            return Err(RecorderError::UnknownBidTable(id));
        }
        let evening = read.evening_for(seated, &id, crate::disk::places::Store::new_id(read.date));
        crate::ledger::settle_source(registry, &seated.evening, &evening.to_ron())
            .map_err(|e| RecorderError::Evening(Box::new(e)))?;
        crate::disk::atomic::write_atomically(&evening_path, evening.to_ron().as_bytes())
            .map_err(RecorderError::Write)?;
    }
    let mut recorders = read_recorders(night).map_err(RecorderError::Night)?;
    recorders.tables.retain(|r| r.evening != seated.evening);
    let recorder = Recorder {
        evening: seated.evening.clone(),
        token: crate::text::token::new_token().map_err(RecorderError::Random)?,
    };
    recorders.tables.push(recorder.clone());
    write_recorders(night, &recorders).map_err(RecorderError::Write)?;
    Ok(recorder)
}

/// Takes back the token of `table`: its phones record nothing more.
/// Whether there was one.
pub fn withdraw_recorder(night: &Path, table: &str) -> Result<bool, RecorderError> {
    let read = crate::disk::night::read_night(night).map_err(RecorderError::Night)?;
    let seated =
        table_named(&read, table).ok_or_else(|| RecorderError::NoSuchTable(table.into()))?;
    let mut recorders = read_recorders(night).map_err(RecorderError::Night)?;
    let before = recorders.tables.len();
    recorders.tables.retain(|r| r.evening != seated.evening);
    if recorders.tables.len() == before {
        return Ok(false);
    }
    write_recorders(night, &recorders).map_err(RecorderError::Write)?;
    Ok(true)
}

fn evening_path(night: &Path, evening: &str) -> Result<PathBuf, RecorderError> {
    let name = Path::new(evening);
    // A name in the night's folder, never a path out of it.
    if !crate::disk::night::in_folder(name) {
        return Err(RecorderError::NoSuchTable(evening.to_string()));
    }
    Ok(night.with_file_name(name))
}

/// The table whose write token is `token` (compared whole, in a time that
/// does not tell where it differs), if it still has it.
pub fn recorder_of(night: &Path, token: &str) -> Option<Recorder> {
    let recorders = read_recorders(night).ok()?;
    recorders
        .tables
        .into_iter()
        .find(|r| crate::text::token::same_token(r.token.as_bytes(), token.as_bytes()))
}

/// A recorded table's evening, read from its file, ready to edit: its
/// path and editor.
pub fn open_table(
    night: &Path,
    registry: &TableRegistry,
    recorder: &Recorder,
) -> Result<(PathBuf, EveningEditor), RecorderError> {
    let path = evening_path(night, &recorder.evening)?;
    let settled = crate::disk::settle_file(registry, &path)
        .map_err(|e| RecorderError::Evening(Box::new(e)))?;
    let file = path.display().to_string();
    let table = crate::ledger::table_for(registry, &file, None, &settled.evening)
        .map_err(|e| RecorderError::Evening(Box::new(e)))?;
    let editor = EveningEditor::new(settled.evening, table).map_err(|e| {
        RecorderError::Evening(Box::new(crate::error::ledger::ledger_error(&file, "", e)))
    })?;
    Ok((path, editor))
}

/// Writes a recorded table's evening (a new file renamed over the old).
pub fn save_table(path: &Path, evening: &Evening) -> Result<(), RecorderError> {
    crate::disk::atomic::save_evening(path, evening).map_err(RecorderError::Write)
}
