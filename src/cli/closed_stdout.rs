//! Whether standard output was closed when vira started (`vira … >&-`).
//!
//! Rust's runtime, before `main`, puts `/dev/null` in the place of a closed
//! standard descriptor; every write then "succeeds" and the output is lost
//! with exit 0 (for `vira serve`, the address the phones need). Afterwards
//! a closed descriptor cannot be told from a `/dev/null` given on purpose
//! (Python's `subprocess.DEVNULL` and service managers open it for reading
//! and writing, exactly as the runtime does), so the descriptor is looked
//! at once, before the runtime starts: from the program's constructors
//! (`.init_array`, which the C runtime calls before `main` and therefore
//! before Rust's own start-up). Known on Linux (`/proc`); elsewhere the
//! answer is "open", as before.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set before `main` when descriptor 1 was not open.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// Whether standard output was closed when the process started.
pub fn was_closed() -> bool {
    CLOSED.load(Ordering::Relaxed)
}

/// Looks at descriptor 1 through `/proc/self/fd`: it lists exactly the
/// open descriptors. Nothing is allocated for these short paths; no part
/// of Rust's runtime is needed (a file's metadata is one system call).
#[cfg(target_os = "linux")]
extern "C" fn look_before_main() {
    let has_proc = std::path::Path::new("/proc/self/fd/0").exists()
        || std::path::Path::new("/proc/self/fd/2").exists()
        || std::path::Path::new("/proc/self/fd").is_dir();
    let open = std::fs::symlink_metadata("/proc/self/fd/1").is_ok();
    CLOSED.store(has_proc && !open, Ordering::Relaxed);
}

// The one place this package uses `unsafe`: an attribute, not code. The
// function it registers takes no argument it reads, touches no state but
// an atomic and makes only `lstat` calls, so it is sound to run before
// `main` (as every C++ constructor does).
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
#[used]
#[unsafe(link_section = ".init_array")]
static LOOK_BEFORE_MAIN: extern "C" fn() = look_before_main;
