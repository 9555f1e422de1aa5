//! `vira serve FILE`: the page of an evening file, followed as the file
//! changes on disk (a save by the app writes a new file and renames it over
//! the old one; a synced folder does the same or writes in place). A file
//! that cannot be read shows why on the page until it can be read again.

use std::path::Path;
use std::time::{Duration, SystemTime};

use super::{Pages, PhoneServer};
use crate::ledger::Ledger;
use crate::report::phone::{PhoneView, phone_view};
use crate::rules::registry::TableRegistry;
use crate::rules::table::Language;

/// How often the file is looked at.
pub const POLL: Duration = Duration::from_millis(250);

/// The pages of the evening in `path` at `now`, or of why it cannot be
/// read (the error located in the file, in each language).
pub fn evening_pages(registry: &TableRegistry, path: &Path, now: chrono::NaiveDateTime) -> Pages {
    let loaded = crate::settle_file(registry, path).and_then(|settled| {
        let file = path.display().to_string();
        let table = crate::table_for(registry, &file, None, &settled.evening)?;
        let ledger = Ledger::new(&settled.evening, table)
            .map_err(|e| crate::ledger::problem::ledger_error(&file, "", e))?;
        Ok((settled.evening, ledger))
    });
    match loaded {
        Ok((evening, ledger)) => Pages::of(|language| phone_view(&evening, &ledger, now, language)),
        Err(error) => Pages::of(|language: Language| {
            PhoneView::unreadable(&crate::error::words::error(&error, language), language)
        }),
    }
}

/// What tells that a file changed: its modification time, length and
/// (on Unix) the file itself, which a rename replaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stamp(Option<(Option<SystemTime>, u64, u64)>);

impl Stamp {
    /// The file's stamp now (`None` inside when it cannot be looked at).
    pub fn of(path: &Path) -> Stamp {
        Stamp(std::fs::metadata(path).ok().map(|meta| {
            #[cfg(unix)]
            let file = std::os::unix::fs::MetadataExt::ino(&meta);
            #[cfg(not(unix))]
            let file = 0;
            (meta.modified().ok(), meta.len(), file)
        }))
    }
}

/// Serves the evening in `path` from `server`, reading it again whenever it
/// changes (looked at every [`POLL`]) and each minute (the time left of an
/// agreed end moves on), for as long as `go_on` says.
pub fn follow(
    server: &PhoneServer,
    registry: &TableRegistry,
    path: &Path,
    mut go_on: impl FnMut() -> bool,
) {
    let mut seen = Stamp::of(path);
    let mut minute = now_minute();
    while go_on() {
        std::thread::sleep(POLL);
        let stamp = Stamp::of(path);
        let clock = now_minute();
        if stamp != seen || clock != minute {
            seen = stamp;
            minute = clock;
            server.publish(evening_pages(registry, path, now()));
        }
    }
}

/// The local time now, as the app reads the clock.
pub fn now() -> chrono::NaiveDateTime {
    chrono::Local::now().naive_local()
}

fn now_minute() -> i64 {
    now().and_utc().timestamp() / 60
}
