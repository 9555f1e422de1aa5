//! What the index checks of every row it reads. Each row is written with
//! the hash of what it holds (XXH3's 64 bits over its values, each with
//! its kind and length, so no two rows of different values give the same
//! bytes), and read back only if its values give that hash again: a row
//! changed on the disk (a damaged page that still reads as a page, a
//! flipped bit, another program's write) is damage, never an answer.
//! SQLite finds the damage of its own structure (a page that is not a
//! page); these find the rest.
//!
//! A listing row has two: one over what a refresh trusts a file by
//! ([`file_check`]), one over what the list and the statistics choose and
//! show ([`ListCols`], kept in the list's index too, so a list read from
//! that index alone is checked as well). The wide table's summary and
//! facts have one each, and a kept report one over its whole row.

use rusqlite::types::Value;

use crate::archive::index::ListRow;
use crate::disk::archive::Stamp;
use crate::ledger::amount::Unit;

/// The values of a row being checked, written as the hash reads them.
pub(super) struct Check {
    bytes: Vec<u8>,
}

impl Check {
    /// A check of a row of the kind `kind` (each kind its own letter, so
    /// the same values in another table give another hash).
    pub(super) fn new(kind: u8) -> Check {
        let mut bytes = Vec::with_capacity(256);
        bytes.push(kind);
        Check { bytes }
    }

    /// A text, or none.
    pub(super) fn text(mut self, text: Option<&str>) -> Check {
        match text {
            None => self.bytes.push(0),
            Some(text) => {
                self.bytes.push(1);
                self.length(text.len());
                self.bytes.extend_from_slice(text.as_bytes());
            }
        }
        self
    }

    /// Bytes.
    pub(super) fn bytes(mut self, bytes: &[u8]) -> Check {
        self.bytes.push(2);
        self.length(bytes.len());
        self.bytes.extend_from_slice(bytes);
        self
    }

    /// A number, or none.
    pub(super) fn number(mut self, number: Option<i64>) -> Check {
        match number {
            None => self.bytes.push(0),
            Some(number) => {
                self.bytes.push(3);
                self.bytes.extend_from_slice(&number.to_le_bytes());
            }
        }
        self
    }

    fn length(&mut self, length: usize) {
        self.bytes
            .extend_from_slice(&u64::try_from(length).unwrap_or(u64::MAX).to_le_bytes());
    }

    /// The hash, as SQLite keeps a number (its bits).
    pub(super) fn sum(&self) -> i64 {
        i64::from_ne_bytes(xxhash_rust::xxh3::xxh3_64(&self.bytes).to_ne_bytes())
    }
}

/// The error of a row that does not read back as it was written: SQLite's
/// own for a damaged database, so that whatever handles that (the index
/// rebuilt from the files) handles this too.
pub(super) fn damaged(what: &str) -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
        Some(format!("{what} does not read back as it was written")),
    )
}

/// Fails with [`damaged`] unless `stored` is `check`'s hash.
pub(super) fn verify(check: &Check, stored: i64, what: &str) -> rusqlite::Result<()> {
    if check.sum() == stored {
        Ok(())
    } else {
        Err(damaged(what))
    }
}

/// The check of what a refresh trusts a file by: its name, stamp, whether
/// it was racy, its id and where that came from, whether it is a valid
/// evening, its record key and whether the listing counts it.
pub(super) struct FileFacts<'a> {
    pub(super) key: &'a str,
    pub(super) stamp: Stamp,
    pub(super) racy: bool,
    pub(super) id: Option<&'a str>,
    pub(super) id_source: i64,
    pub(super) valid: bool,
    pub(super) record: Option<&'a str>,
    pub(super) counted: bool,
}

impl FileFacts<'_> {
    /// Its hash.
    pub(super) fn check(&self) -> Check {
        let FileFacts {
            key,
            stamp,
            racy,
            id,
            id_source,
            valid,
            record,
            counted,
        } = self;
        Check::new(b'F')
            .text(Some(key))
            .number(Some(stamp.size))
            .number(Some(stamp.mtime))
            .number(Some(stamp.ctime))
            .number(Some(stamp.inode))
            .number(Some(i64::from(*racy)))
            .text(*id)
            .number(Some(*id_source))
            .number(Some(i64::from(*valid)))
            .text(*record)
            .number(Some(i64::from(*counted)))
    }
}

/// The columns of the listing that the list and the statistics choose by
/// and show, in the order of [`LIST_COLUMNS`], as SQLite keeps them
/// (flags as 0 and 1): what a listing row's second check covers.
#[derive(Debug, Clone, Default)]
pub(super) struct ListCols {
    pub(super) key: String,
    pub(super) id: Option<String>,
    pub(super) date: Option<String>,
    pub(super) practice: Option<i64>,
    pub(super) club: Option<String>,
    pub(super) club_key: Option<String>,
    pub(super) players: Option<String>,
    pub(super) players_key: Option<String>,
    pub(super) table_id: Option<String>,
    pub(super) hands: Option<i64>,
    pub(super) unit_points: Option<i64>,
    pub(super) per_bet: Option<i64>,
    pub(super) winner_name: Option<String>,
    pub(super) winner_amount: Option<i64>,
    pub(super) loser_name: Option<String>,
    pub(super) loser_amount: Option<i64>,
    pub(super) counted: i64,
}

/// The columns of [`ListCols`], then its check, as a query selects them.
pub(super) const LIST_COLUMNS: &str = "path, id, date, practice, club, club_key, players, \
     players_key, table_id, hands, unit_points, per_bet, winner_name, winner_amount, loser_name, \
     loser_amount, counted, check_list";

/// How many columns [`LIST_COLUMNS`] names.
pub(super) const LIST_COLUMN_COUNT: usize = 18;

impl ListCols {
    /// Its hash.
    pub(super) fn check(&self) -> Check {
        let text = Option::as_deref;
        Check::new(b'L')
            .text(Some(&self.key))
            .text(text(&self.id))
            .text(text(&self.date))
            .number(self.practice)
            .text(text(&self.club))
            .text(text(&self.club_key))
            .text(text(&self.players))
            .text(text(&self.players_key))
            .text(text(&self.table_id))
            .number(self.hands)
            .number(self.unit_points)
            .number(self.per_bet)
            .text(text(&self.winner_name))
            .number(self.winner_amount)
            .text(text(&self.loser_name))
            .number(self.loser_amount)
            .number(Some(self.counted))
    }

    /// The columns of a row selecting [`LIST_COLUMNS`] from its column
    /// `at`, checked.
    pub(super) fn read(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<ListCols> {
        let get = |i: usize| {
            at.checked_add(i)
                .ok_or(rusqlite::Error::InvalidColumnIndex(i))
        };
        let cols = ListCols {
            key: r.get(get(0)?)?,
            id: r.get(get(1)?)?,
            date: r.get(get(2)?)?,
            practice: r.get(get(3)?)?,
            club: r.get(get(4)?)?,
            club_key: r.get(get(5)?)?,
            players: r.get(get(6)?)?,
            players_key: r.get(get(7)?)?,
            table_id: r.get(get(8)?)?,
            hands: r.get(get(9)?)?,
            unit_points: r.get(get(10)?)?,
            per_bet: r.get(get(11)?)?,
            winner_name: r.get(get(12)?)?,
            winner_amount: r.get(get(13)?)?,
            loser_name: r.get(get(14)?)?,
            loser_amount: r.get(get(15)?)?,
            counted: r.get(get(16)?)?,
        };
        verify(&cols.check(), r.get(get(17)?)?, "a line of the list")?;
        Ok(cols)
    }

    /// The values to write, in the order of [`LIST_COLUMNS`] (the check
    /// last).
    pub(super) fn values(&self) -> [Value; LIST_COLUMN_COUNT] {
        let text = |t: &Option<String>| t.clone().map_or(Value::Null, Value::Text);
        let number = |n: Option<i64>| n.map_or(Value::Null, Value::Integer);
        [
            Value::Text(self.key.clone()),
            text(&self.id),
            text(&self.date),
            number(self.practice),
            text(&self.club),
            text(&self.club_key),
            text(&self.players),
            text(&self.players_key),
            text(&self.table_id),
            number(self.hands),
            number(self.unit_points),
            number(self.per_bet),
            text(&self.winner_name),
            number(self.winner_amount),
            text(&self.loser_name),
            number(self.loser_amount),
            Value::Integer(self.counted),
            Value::Integer(self.check().sum()),
        ]
    }

    /// The line of the list it is, in the folder `dir`; `None` for one
    /// that cannot be (a valid evening's row has every column it shows).
    pub(super) fn list_row(self, dir: &std::path::Path) -> Option<ListRow> {
        let date = self.date.as_deref()?.parse::<chrono::NaiveDate>().ok()?;
        let per_bet = self.per_bet?;
        let unit = if self.unit_points? != 0 {
            Unit::Points { per_bet }
        } else {
            Unit::Pinnar { per_bet }
        };
        Some(ListRow {
            id: self.id?,
            path: dir.join(self.key),
            date,
            practice: self.practice? != 0,
            club: self.club,
            players: self.players?,
            table: self.table_id?,
            hands: usize::try_from(self.hands?).ok()?,
            unit,
            winner: self.winner_name.zip(self.winner_amount),
            loser: self.loser_name.zip(self.loser_amount),
        })
    }
}

/// The check of a valid evening's summary (JSON) in the wide table.
pub(super) fn summary_check(key: &str, summary: &str) -> Check {
    Check::new(b'S').text(Some(key)).text(Some(summary))
}

/// The check of a valid evening's packed facts in the wide table.
pub(super) fn facts_check(key: &str, facts: &[u8]) -> Check {
    Check::new(b'P').text(Some(key)).bytes(facts)
}

/// The check of a kept report.
pub(super) fn report_check(key: &str, folder: &str, invalid: &str, text: &str) -> Check {
    Check::new(b'R')
        .text(Some(key))
        .text(Some(folder))
        .text(Some(invalid))
        .text(Some(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_moved_between_columns_change_the_hash() {
        let a = Check::new(b'L').text(Some("ab")).text(Some("c")).sum();
        let b = Check::new(b'L').text(Some("a")).text(Some("bc")).sum();
        let c = Check::new(b'L').text(None).text(Some("abc")).sum();
        let d = Check::new(b'F').text(Some("ab")).text(Some("c")).sum();
        assert!(a != b && a != c && b != c && a != d);
        let n = Check::new(b'L').number(Some(0)).sum();
        assert_ne!(n, Check::new(b'L').number(None).sum());
        assert_ne!(n, Check::new(b'L').text(Some("")).sum());
    }
}
