//! Reports kept in the index: the whole text a command made from it (the
//! archive's list, its statistics), given again while the folder is as it
//! was when the text was made.
//!
//! A report is as true as the index it came from, and no truer: it is
//! kept with the fingerprint of the folder's listing (every file's name
//! and stamp: size, modification and change times, inode; the program, the
//! folder), which is what [`Index::refresh`] trusts to leave a file unread;
//! none is kept while a file was changed too close to the listing for its
//! stamp to tell a later change ([`Stamp::racy`]). The files that were
//! not valid evenings, which a refresh always reads again, are read again
//! here too: a report stands only while each gives the same bytes or the
//! same error. Any change to what the index holds of a valid file, or to
//! which of two copies counts, drops every report (the schema's
//! triggers), as do other bid tables ([`Index::forget_other_tables`]).
//! So a report given equals the text the command would make after a
//! refresh; only the time differs (a federation's list: the folder's
//! listing instead of reading and laying out 50,000 rows).

use std::path::Path;

use rusqlite::{OptionalExtension, params};

use foldhash::HashMap;

use super::{Index, Stored, index_file};
use crate::archive::ArchiveError;
use crate::archive::index::IndexedArchive;
use crate::disk::archive::{Listed, Stamp, now_nanos};
use crate::rules::registry::TableRegistry;

/// How many reports an index keeps (the newest): a list and statistics in
/// a few languages and filters.
const KEPT: i64 = 8;

/// The longest text kept (bytes): a federation's list (about 6 MB at
/// 50,000 evenings) is kept, the statistics' JSON of all time (36 MB,
/// every evening's point of every player's curve) is not, since writing it
/// into the index costs more than making it again.
const LONGEST: usize = 8 << 20;

/// The archive folder as listed: its evening files, each with its stamp,
/// when it was listed, the fingerprint of that listing, and what the index
/// holds for the report asked about.
pub struct Listing {
    pub(super) paths: Vec<Listed>,
    /// When the folder was listed (nanoseconds since 1970).
    pub(super) listed: i64,
    /// What a report made now is kept with; `None` when one cannot be
    /// trusted (a file's stamp could not be read, or is racy; the index's
    /// bid tables could not be checked).
    fingerprint: Option<String>,
    /// The report asked about.
    key: String,
    /// Its row in the index: the folder's fingerprint, the files that were
    /// not evenings, the text.
    kept: Option<(String, String, String)>,
    /// What the index knows of each file, read while the folder was
    /// listed when no report was kept to answer with (a refresh follows).
    pub(super) known: Option<rusqlite::Result<HashMap<String, Stored>>>,
}

impl std::fmt::Debug for Listing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Listing")
            .field("files", &self.paths.len())
            .field("fingerprint", &self.fingerprint)
            .field("key", &self.key)
            .finish_non_exhaustive()
    }
}

impl Listing {
    /// How many files the folder has that may be evenings.
    pub fn len(&self) -> usize {
        self.paths.len()
    }

    /// Whether the folder has none.
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }
}

/// Opens the index of an archive folder (in `cache_dir`, or in memory for
/// `None`) and lists the folder, at once, without reading any file: what
/// [`Index::report`] needs to give the report `key` asks for, and
/// [`Index::refresh_listed`] to bring the index up to date when it cannot
/// (what the index knows of the files is then read while the folder is
/// listed).
pub fn open_listed(
    dir: &Path,
    registry: &TableRegistry,
    cache_dir: Option<&Path>,
    key: &str,
) -> Result<(Index, Listing), ArchiveError> {
    let file = cache_dir.map(|cache| index_file(cache, dir));
    let listed = now_nanos();
    let (paths, opened) = std::thread::scope(|scope| {
        let listing = scope.spawn(|| crate::disk::archive::evening_files_with_times(dir));
        let opened = Index::open(file.as_deref()).map(|mut index| {
            let checked = index.forget_other_tables(registry).is_ok();
            let kept = if checked { index.kept(key) } else { None };
            let known = (checked && kept.is_none()).then(|| index.stored());
            (index, checked, kept, known)
        });
        // Listing returns errors as data; were it to panic, the panic is
        // passed on rather than hidden.
        let paths = listing
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (paths, opened)
    });
    let (index, checked, kept, known) = opened.map_err(|e| super::sql_error(dir, &e))?;
    let paths = paths?;
    let trusted = |(_, stamp): &Listed| stamp.is_some_and(|s| !s.racy(listed));
    let fingerprint = (checked && paths.iter().all(trusted)).then(|| fingerprint(dir, &paths));
    Ok((
        index,
        Listing {
            paths,
            listed,
            fingerprint,
            key: key.to_string(),
            kept,
            known,
        },
    ))
}

/// The listing's fingerprint: the program (the executable's stamp, so a
/// new build never gives an old one's text), the folder as named, and
/// every file's name and stamp.
fn fingerprint(dir: &Path, paths: &[Listed]) -> String {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    let program = std::env::current_exe()
        .and_then(std::fs::metadata)
        .ok()
        .as_ref()
        .and_then(crate::disk::archive::stamp_of);
    hasher.update(format!("\0{program:?}\0").as_bytes());
    hasher.update(dir.as_os_str().as_encoded_bytes());
    for (path, stamp) in paths {
        let stamp = stamp.unwrap_or(Stamp::UNKNOWN);
        let name = path.as_os_str().as_encoded_bytes();
        hasher.update(&u64::try_from(name.len()).unwrap_or(u64::MAX).to_le_bytes());
        hasher.update(name);
        for number in [stamp.size, stamp.mtime, stamp.ctime, stamp.inode] {
            hasher.update(&number.to_le_bytes());
        }
    }
    format!("{:032x}", hasher.digest128())
}

/// What a file that is not a valid evening gives when read: its bytes'
/// hash, or the error.
fn reading(path: &Path) -> String {
    match crate::disk::read_text(path) {
        Ok(text) => format!("text {}", super::content_hash(&text)),
        Err(e) => format!("error {e}"),
    }
}

impl Index {
    /// The row kept for the report `key`, if any. One that does not read
    /// back as it was written is none, and the index is in doubt
    /// ([`Index::in_doubt`]): the next refresh makes it anew.
    fn kept(&self, key: &str) -> Option<(String, String, String)> {
        let row = self.conn.query_row(
            "SELECT folder, invalid, text, checked FROM reports WHERE key = ?1",
            params![key],
            |r| {
                let (folder, invalid, text): (String, String, String) =
                    (r.get(0)?, r.get(1)?, r.get(2)?);
                let check = super::check::report_check(key, &folder, &invalid, &text);
                super::check::verify(&check, r.get(3)?, "a kept text")?;
                Ok((folder, invalid, text))
            },
        );
        match row.optional() {
            Ok(kept) => kept,
            Err(e) => {
                self.note(&e);
                None
            }
        }
    }

    /// The report asked for ([`open_listed`]), when the folder is as it
    /// was listed when the report was made (see the module's
    /// documentation).
    pub fn report(&self, listing: &Listing) -> Option<String> {
        let fingerprint = listing.fingerprint.as_deref()?;
        let (folder, invalid, text) = listing.kept.as_ref()?;
        if folder != fingerprint {
            return None;
        }
        let invalid: Vec<(usize, String)> = serde_json::from_str(invalid).ok()?;
        let same = invalid.iter().all(|(place, was)| {
            listing
                .paths
                .get(*place)
                .is_some_and(|(path, _)| reading(path) == *was)
        });
        same.then(|| text.clone())
    }

    /// Keeps `text`, made from `archive` (the index refreshed with
    /// `listing`), as the report asked for; the oldest reports beyond a few go. A
    /// report that cannot be kept costs only time: the next run makes it
    /// again.
    pub fn keep_report(
        &self,
        listing: &Listing,
        archive: &IndexedArchive,
        text: &str,
    ) -> rusqlite::Result<()> {
        let Some(fingerprint) = listing.fingerprint.as_deref() else {
            return Ok(());
        };
        if text.len() > LONGEST {
            return Ok(());
        }
        let mut invalid = Vec::new();
        for (path, _) in archive.invalid() {
            let place = listing
                .paths
                .binary_search_by(|(listed, _)| listed.as_os_str().cmp(path.as_os_str()));
            match place {
                Ok(place) => invalid.push((place, reading(path))),
                // Not a file of the listing: nothing to check it by.
                Err(_) => return Ok(()),
            }
        }
        let invalid = serde_json::to_string(&invalid)
            .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
        let checked = super::check::report_check(&listing.key, fingerprint, &invalid, text).sum();
        self.conn.execute(
            "INSERT OR REPLACE INTO reports (key, folder, invalid, text, made, checked)
             VALUES (?1, ?2, ?3, ?4, (SELECT COALESCE(MAX(made), 0) + 1 FROM reports), ?5)",
            params![listing.key, fingerprint, invalid, text, checked],
        )?;
        self.conn.execute(
            "DELETE FROM reports WHERE key NOT IN
                 (SELECT key FROM reports ORDER BY made DESC LIMIT ?1)",
            params![KEPT],
        )?;
        Ok(())
    }
}
