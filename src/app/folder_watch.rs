//! The archive folder watched while its screen lives: files another
//! program adds, changes or removes (`vira archive import`, a sync tool)
//! are noticed, and the screen brings its list up to date as *Läs om*
//! does ([`super::ArchiveScreen::refresh`]). The files stay the truth: the
//! watch only says that something changed.
//!
//! The system's watcher ([`notify::recommended_watcher`]) tells of each
//! change; a thread of its own gathers a burst of them (a sync bringing
//! 100 files is one refresh). Where the system cannot watch (no inotify
//! watches left, a network share), the thread lists the folder every few
//! seconds instead and compares the listing; it never fails.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant, SystemTime};

use notify::Watcher as _;

/// A burst ends once nothing changed for this long.
const QUIET: Duration = Duration::from_millis(300);

/// A burst that goes on is said after this long at most.
const BURST_AT_MOST: Duration = Duration::from_secs(2);

/// How often the folder is listed when the system cannot watch it.
const POLL_EVERY: Duration = Duration::from_secs(3);

/// How the folder is watched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Watching {
    /// By the system's watcher.
    System,
    /// By listing it every few seconds.
    Polling,
}

/// A watch of a folder; the watching ends when it is dropped.
pub(crate) struct FolderWatch {
    changed: Arc<AtomicBool>,
    how: Watching,
    /// The system's watcher, while it watches (dropping it ends the
    /// gathering thread, whose channel then closes).
    _watcher: Option<notify::RecommendedWatcher>,
    /// Dropped with the watch: the polling thread ends.
    _stop: Sender<()>,
}

impl std::fmt::Debug for FolderWatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FolderWatch")
            .field("how", &self.how)
            .finish_non_exhaustive()
    }
}

impl FolderWatch {
    /// Watches `dir`; `ctx`, when given, is woken after each burst of
    /// changes.
    pub(crate) fn start(dir: &Path, ctx: Option<egui::Context>) -> FolderWatch {
        let changed = Arc::new(AtomicBool::new(false));
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let say = {
            let changed = Arc::clone(&changed);
            move || {
                changed.store(true, Ordering::Release);
                if let Some(ctx) = &ctx {
                    ctx.request_repaint();
                }
            }
        };
        let (events, heard) = std::sync::mpsc::channel::<()>();
        let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
            if event.is_ok_and(|e| matters(&e)) {
                // The screen may be gone; then no one wants to hear of changes.
                let _ = events.send(());
            }
        })
        .and_then(|mut watcher| {
            watcher
                .watch(dir, notify::RecursiveMode::NonRecursive)
                .map(|()| watcher)
        });
        match watcher {
            Ok(watcher) => {
                std::thread::spawn(move || gather(&heard, say));
                FolderWatch {
                    changed,
                    how: Watching::System,
                    _watcher: Some(watcher),
                    _stop: stop,
                }
            }
            Err(_) => {
                // Listed now: what comes after the watch began is a change.
                let seen = listing(dir);
                let dir = dir.to_path_buf();
                std::thread::spawn(move || poll(&dir, seen, &stopped, say));
                FolderWatch {
                    changed,
                    how: Watching::Polling,
                    _watcher: None,
                    _stop: stop,
                }
            }
        }
    }

    /// Whether the folder changed since last asked.
    pub(crate) fn take_changed(&self) -> bool {
        self.changed.swap(false, Ordering::AcqRel)
    }

    /// How the folder is watched.
    #[cfg(test)]
    pub(crate) fn how(&self) -> Watching {
        self.how
    }
}

/// Whether an event tells of a change to what the folder holds: files
/// made, written, renamed or removed; not the reading of a file (the
/// index reads them) nor a hidden file (a sync tool's file in progress,
/// renamed to its name when done).
fn matters(event: &notify::Event) -> bool {
    use notify::EventKind;
    use notify::event::{AccessKind, AccessMode};
    let kind = match event.kind {
        EventKind::Access(AccessKind::Close(AccessMode::Write)) => true,
        EventKind::Access(_) => false,
        EventKind::Any
        | EventKind::Create(_)
        | EventKind::Modify(_)
        | EventKind::Remove(_)
        | EventKind::Other => true,
    };
    kind && (event.paths.is_empty() || event.paths.iter().any(|p| !hidden(p)))
}

/// A hidden file (`.name`).
fn hidden(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with('.'))
}

/// Gathers the system's events into bursts, and says each; ends when the
/// watcher is dropped.
fn gather(heard: &Receiver<()>, say: impl Fn()) {
    while heard.recv().is_ok() {
        let began = Instant::now();
        loop {
            let left = BURST_AT_MOST.saturating_sub(began.elapsed());
            if left.is_zero() {
                break;
            }
            match heard.recv_timeout(QUIET.min(left)) {
                Ok(()) => {}
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
        say();
    }
}

/// A folder's entries with their sizes and times.
type Listing = Vec<(PathBuf, u64, Option<SystemTime>)>;

/// What a listing of the folder shows: each entry's name, size and time
/// (an unreadable folder lists as nothing).
fn listing(dir: &Path) -> Listing {
    let mut entries: Listing = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| !hidden(&entry.path()))
        .map(|entry| {
            let meta = entry.metadata().ok();
            (
                entry.path(),
                meta.as_ref().map_or(0, std::fs::Metadata::len),
                meta.and_then(|m| m.modified().ok()),
            )
        })
        .collect();
    entries.sort();
    entries
}

/// Lists the folder every [`POLL_EVERY`] and says when it differs; ends
/// when the watch is dropped.
fn poll(dir: &Path, mut seen: Listing, stopped: &Receiver<()>, say: impl Fn()) {
    loop {
        match stopped.recv_timeout(POLL_EVERY) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return,
        }
        let now = listing(dir);
        if now != seen {
            seen = now;
            say();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file written into a watched folder is said once, a burst of them
    /// once too; and a folder that cannot be watched (it is not there yet)
    /// is polled, and its coming is said.
    #[test]
    fn a_burst_of_files_is_one_change_and_a_missing_folder_is_polled() {
        let dir = tempfile::TempDir::new().unwrap();
        let watch = FolderWatch::start(dir.path(), None);
        assert_eq!(watch.how(), Watching::System);
        let wait = |watch: &FolderWatch, within: Duration| {
            let until = Instant::now() + within;
            while Instant::now() < until {
                if watch.take_changed() {
                    return true;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            false
        };
        for i in 0..100 {
            std::fs::write(dir.path().join(format!("{i}.ron")), "x").unwrap();
        }
        assert!(wait(&watch, Duration::from_secs(10)));
        assert!(!wait(&watch, Duration::from_millis(800)), "one burst");
        // Reading a file is no change.
        let _ = std::fs::read(dir.path().join("1.ron")).unwrap();
        assert!(!wait(&watch, Duration::from_millis(800)));

        let missing = dir.path().join("later");
        let polled = FolderWatch::start(&missing, None);
        assert_eq!(polled.how(), Watching::Polling);
        std::fs::create_dir(&missing).unwrap();
        std::fs::write(missing.join("a.ron"), "x").unwrap();
        assert!(wait(&polled, POLL_EVERY * 3));
    }
}
