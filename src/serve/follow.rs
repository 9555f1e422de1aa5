//! `vira serve FILE`: the page of an evening file, followed as the file
//! changes on disk (a save by the app writes a new file and renames it over
//! the old one; a synced folder does the same or writes in place). A file
//! that cannot be read shows why on the page until it can be read again.

use crate::i18n::Text;

use std::path::Path;
use std::time::{Duration, SystemTime};

use super::{Pages, PhoneServer};
use crate::error::ledger::Error;
use crate::ledger::Ledger;
use crate::ledger::evening::Evening;
use crate::report::phone::{PhoneView, phone_view};
use crate::rules::registry::TableRegistry;
use crate::rules::table::Language;

/// How often the file is looked at.
pub const POLL: Duration = Duration::from_millis(250);

/// The evening in `path`, read and settled, or why it cannot be.
pub fn load(registry: &TableRegistry, path: &Path) -> Result<(Evening, Ledger), Error> {
    crate::disk::settle_file(registry, path).and_then(|settled| {
        let file = path.display().to_string();
        let table = crate::ledger::table_for(registry, &file, None, &settled.evening)?;
        let ledger = Ledger::new(&settled.evening, table)
            .map_err(|e| crate::error::ledger::ledger_error(&file, "", e))?;
        Ok((settled.evening, ledger))
    })
}

/// The pages of what [`load`] gave at `now`. A file that cannot be read
/// is only said to be so: its path, the error's words and above all its
/// excerpt are for the console (`vira serve` writes them there), never for
/// the phones. A link to `/etc/passwd` or a file half written shows its
/// first line in the excerpt (issue 34, 5).
pub fn pages_of(loaded: &Result<(Evening, Ledger), Error>, now: chrono::NaiveDateTime) -> Pages {
    match loaded {
        Ok((evening, ledger)) => {
            Pages::of(|language| phone_view(evening, ledger, now, language)).with_evening(evening)
        }
        Err(_) => Pages::of(|language: Language| {
            PhoneView::unreadable(
                crate::i18n::pick(language, Text::TheEveningsFileCannotBeReadJust),
                language,
            )
        }),
    }
}

/// The pages of the evening in `path` at `now` ([`load`], [`pages_of`]).
pub fn evening_pages(registry: &TableRegistry, path: &Path, now: chrono::NaiveDateTime) -> Pages {
    pages_of(&load(registry, path), now)
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
/// agreed end moves on), for as long as `go_on` says. `said` hears of each
/// change between readable and not (and of each new reason) after
/// `last_error`, what the caller already said: the console's part, with
/// the whole error.
pub fn follow(
    server: &PhoneServer,
    registry: &TableRegistry,
    path: &Path,
    mut go_on: impl FnMut() -> bool,
    mut last_error: Option<Error>,
    mut said: impl FnMut(Option<&Error>),
) {
    let mut seen = Stamp::of(path);
    let mut minute = now_minute();
    // Read once more after the stamp is taken: a save between the
    // caller's reading and the stamp was otherwise shown only at the next
    // minute.
    let mut changed = true;
    loop {
        if changed {
            let loaded = load(registry, path);
            let error = loaded.as_ref().err();
            if error != last_error.as_ref() {
                said(error);
                last_error = error.cloned();
            }
            server.publish(pages_of(&loaded, now()));
        }
        if !go_on() {
            break;
        }
        std::thread::sleep(POLL);
        let stamp = Stamp::of(path);
        let clock = now_minute();
        changed = stamp != seen || clock != minute;
        seen = stamp;
        minute = clock;
    }
}

/// The local time now, as the app reads the clock.
pub fn now() -> chrono::NaiveDateTime {
    chrono::Local::now().naive_local()
}

fn now_minute() -> i64 {
    now().and_utc().timestamp() / 60
}

/// A signal that a night's files changed (a phone's hand was booked): the
/// standing's follower reads them at once rather than at its next look.
#[derive(Debug, Default)]
pub struct Nudge {
    changed: std::sync::Mutex<bool>,
    woken: std::sync::Condvar,
}

impl Nudge {
    /// Says that the files changed.
    pub fn nudge(&self) {
        let mut changed = self
            .changed
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *changed = true;
        self.woken.notify_all();
    }

    /// Waits at most `time` for a nudge (none given since the last wait);
    /// whether one came.
    pub fn wait(&self, time: Duration) -> bool {
        let changed = self
            .changed
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let (mut changed, _) = self
            .woken
            .wait_timeout_while(changed, time, |changed| !*changed)
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        std::mem::replace(&mut *changed, false)
    }
}

/// How often a club night's files and tables are read again.
pub const NIGHT_POLL: Duration = Duration::from_millis(500);

/// The pages of the club night at `path`: its standing from the tables'
/// files and, for a table followed live, its address over the network
/// ([`crate::disk::night::night_standing`]), in each language; the JSON
/// state is the standing. A night file that cannot be read is only said
/// to be so, as an evening's.
pub fn night_pages(registry: &TableRegistry, path: &Path) -> Pages {
    match crate::disk::night::night_standing(path, registry, super::feed::fetch_evening) {
        Ok((night, standing)) => night_pages_of(&night, &standing),
        Err(_) => Pages::of(|language: Language| {
            PhoneView::unreadable(
                crate::i18n::pick(language, Text::TheNightsFileCannotBeReadJust),
                language,
            )
        }),
    }
}

/// The pages of a night's standing in each language (the app's night
/// screen publishes each reading it makes with these).
pub fn night_pages_of(
    night: &crate::night::Night,
    standing: &crate::night::standing::Standing,
) -> Pages {
    Pages::of_html(|language| {
        let problems: Vec<String> = standing
            .problems
            .iter()
            .map(|p| crate::words::night::problem_words(p, language))
            .collect();
        let reader = crate::report::amount::Reader::new(language, false);
        let (page, fragment) =
            crate::report::night::night_phone_html(night, standing, &problems, reader);
        let json = serde_json::to_string(standing).unwrap_or_else(|_| "{}".to_string());
        (page, fragment, json)
    })
    .with_night(night)
}

/// Serves the club night at `path` from `server`: its standing made again
/// every [`NIGHT_POLL`] and published when it changed, for as long as
/// `go_on` says.
pub fn follow_night(
    server: &PhoneServer,
    registry: &TableRegistry,
    path: &Path,
    mut go_on: impl FnMut() -> bool,
) {
    // What the server shows now, from the files as they are now: a table
    // handed in between the server's start and this first reading was
    // left out until the next change, which might never come.
    let mut shown = night_pages(registry, path);
    server.publish(shown.clone());
    while go_on() {
        // A hand booked from a phone is read at once.
        server.nudge().wait(NIGHT_POLL);
        let pages = night_pages(registry, path);
        if pages != shown {
            server.publish(pages.clone());
            shown = pages;
        }
    }
}
