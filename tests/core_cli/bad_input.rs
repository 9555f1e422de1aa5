//! Hostile and unusual input on the command line, run as a real process:
//! Unicode whitespace, byte-order marks, CRLF, FIFOs and devices, a stderr
//! that cannot be written, batches with one bad file, stale temporary files.
//!
//! Every run has a deadline: a command that hangs fails the test instead of
//! hanging it.
// Test and benchmark code: a panic is a failing test, so the library's
// rules against unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_vira");

/// What one run of the binary did.
#[derive(Debug)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn no_panic(&self) {
        assert!(
            !self.stderr.contains("panicked") && self.code != Some(101),
            "panic:\n{self:#?}"
        );
    }

    /// Exit 2 with `error:` on stderr (`fel:`, `エラー:` with `--lang sv`,
    /// `ja`) and every needle in it.
    fn fails(&self, needles: &[&str]) {
        self.no_panic();
        assert_eq!(self.code, Some(2), "expected exit status 2:\n{self:#?}");
        assert!(
            ["error: ", "fel: ", "エラー: "]
                .iter()
                .any(|prefix| self.stderr.starts_with(prefix)),
            "{self:#?}"
        );
        for needle in needles {
            assert!(
                self.stderr.contains(needle),
                "stderr lacks {needle:?}:\n{self:#?}"
            );
        }
    }

    fn ok(&self) -> &str {
        self.no_panic();
        assert_eq!(self.code, Some(0), "expected success:\n{self:#?}");
        &self.stdout
    }
}

/// Runs a prepared command with stdout and stderr captured (unless set),
/// killing it and failing if it has not finished within ten seconds.
fn run_with_deadline(mut command: Command) -> Run {
    use std::io::Read;
    let mut child = command.stdin(Stdio::null()).spawn().expect("run vira");
    // Read the pipes on threads so a chatty child cannot block on them.
    let mut out = child.stdout.take();
    let mut err = child.stderr.take();
    let out = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(o) = out.as_mut() {
            let _ = o.read_to_end(&mut s);
        }
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(e) = err.as_mut() {
            let _ = e.read_to_end(&mut s);
        }
        s
    });
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "vira {:?} hung (killed after 10 s)",
                command.get_args().collect::<Vec<_>>()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Run {
        code: status.code(),
        stdout: String::from_utf8_lossy(&out.join().unwrap()).into_owned(),
        stderr: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
    }
}

/// A temporary working directory with an empty `tables/` and `data/`.
struct Sandbox {
    dir: tempfile::TempDir,
}

impl Sandbox {
    fn new() -> Sandbox {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("tables")).unwrap();
        std::fs::create_dir(dir.path().join("data")).unwrap();
        Sandbox { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn write(&self, name: &str, text: impl AsRef<[u8]>) -> PathBuf {
        let path = self.path(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }

    /// `vira --table-dir tables --data-dir data ARGS…`, not yet run.
    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(BIN);
        command
            .current_dir(self.dir.path())
            .env_remove("VIRA_TABLE_DIR")
            .env_remove("VIRA_ARCHIVE_DIR")
            .env_remove("VIRA_DATA_DIR")
            .env_remove("RUST_BACKTRACE")
            .arg("--table-dir")
            .arg(self.path("tables"))
            .arg("--data-dir")
            .arg(self.path("data"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    fn run(&self, args: &[&str]) -> Run {
        run_with_deadline(self.command(args))
    }
}

/// A valid evening of two hands; `before_hand2` goes just before the second
/// hand, `hand2` is the second hand.
fn evening(id: &str, before_hand2: &str, hand2: &str) -> String {
    format!(
        "Evening(\n    format: 1,\n    id: \"{id}\",\n    date: \"2026-11-21\",\n    table: \"stockholm\",\n    players: [\"Anna\", \"Bo\", \"Cia\"],\n    first_dealer: \"Cia\",\n    hands: [\n        Hand(declarer: \"Anna\", contract: \"begar\", trump: Common, result: Tricks(6)),\n        {before_hand2}{hand2}\n    ],\n)\n"
    )
}

const GOOD_HAND: &str =
    r#"Hand(declarer: "Bo", contract: "begar", trump: Common, result: Tricks(7)),"#;
const BAD_HAND: &str =
    r#"Hand(declarer: "Dag", contract: "begar", trump: Common, result: Tricks(7)),"#;

fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().expect("mkfifo");
    assert!(status.success());
}

// ---------------------------------------------------------------------------
// 1. Unicode whitespace before a bad hand
// ---------------------------------------------------------------------------

#[test]
fn unicode_whitespace_before_a_bad_hand_is_located_not_a_panic() {
    for ws in ['\u{200E}', '\u{2028}', '\u{85}', '\u{2029}', '\u{200F}'] {
        let sandbox = Sandbox::new();
        sandbox.write("evening.ron", evening("e1", &format!("{ws}{ws}"), BAD_HAND));
        let run = sandbox.run(&["settle", "evening.ron"]);
        run.fails(&["evening.ron:10:11: hand 2, field `declarer`"]);
    }
}

#[test]
fn archive_list_with_unicode_whitespace_before_a_bad_hand_lists_every_file() {
    let sandbox = Sandbox::new();
    sandbox.write(
        "data/archive/2026-11-21-a.ron",
        evening("a", "\u{2028}", BAD_HAND),
    );
    sandbox.write(
        "data/archive/2026-11-21-b.ron",
        evening("b", "\u{200E}", GOOD_HAND),
    );
    let run = sandbox.run(&["archive", "list"]);
    let out = run.ok();
    assert!(out.contains("1 evening\n"), "{out}");
    assert!(out.contains("2026-11-21-a.ron:10:10: hand 2"), "{out}");
}

// ---------------------------------------------------------------------------
// 2. A stderr that cannot be written
// ---------------------------------------------------------------------------

#[test]
fn an_error_with_stderr_on_a_full_disk_exits_2_not_101() {
    let sandbox = Sandbox::new();
    sandbox.write("bad.ron", "Evening(");
    for args in [
        &["settle", "bad.ron"][..],
        &["settle", "missing.ron"],
        &["archive", "import", "bad.ron"],
    ] {
        let mut command = sandbox.command(args);
        command.stderr(std::fs::File::create("/dev/full").expect("/dev/full"));
        let run = run_with_deadline(command);
        assert_eq!(run.code, Some(2), "{args:?}: {run:#?}");
    }
}

#[test]
fn an_error_with_stderr_to_a_closed_pipe_exits_2_not_101() {
    let sandbox = Sandbox::new();
    sandbox.write("bad.ron", "Evening(");
    let mut command = sandbox.command(&["settle", "bad.ron"]);
    // A pipe whose reader is gone before vira writes: `vira … 2>&1 | true`.
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    command.stderr(writer);
    let run = run_with_deadline(command);
    assert_eq!(run.code, Some(2), "{run:#?}");
}

#[test]
fn output_to_a_full_disk_exits_2_not_101() {
    let sandbox = Sandbox::new();
    sandbox.write("good.ron", evening("g", "", GOOD_HAND));
    let mut command = sandbox.command(&["settle", "good.ron"]);
    command.stdout(std::fs::File::create("/dev/full").unwrap());
    command.stderr(std::fs::File::create("/dev/full").unwrap());
    let run = run_with_deadline(command);
    assert_eq!(run.code, Some(2), "{run:#?}");
}

/// `vira ARGS >&-`: the command run with its standard output closed, as a
/// shell closes it, and stderr captured.
fn run_with_stdout_closed(sandbox: &Sandbox, args: &[&str]) -> Run {
    let mut command = Command::new("sh");
    command
        .current_dir(sandbox.dir.path())
        .env_remove("VIRA_TABLE_DIR")
        .env_remove("VIRA_ARCHIVE_DIR")
        .env_remove("VIRA_DATA_DIR")
        .arg("-c")
        .arg("exec \"$0\" \"$@\" >&-")
        .arg(BIN)
        .arg("--table-dir")
        .arg(sandbox.path("tables"))
        .arg("--data-dir")
        .arg(sandbox.path("data"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    run_with_deadline(command)
}

/// Output that could not be written is never a success: with stdout closed
/// every command that prints exits 2 with one line on stderr; `>/dev/null`
/// (output thrown away on purpose) stays a success.
#[test]
fn output_to_a_closed_stdout_exits_2_with_one_line() {
    let sandbox = Sandbox::new();
    sandbox.write("good.ron", evening("g", "", GOOD_HAND));
    let commands: [&[&str]; 9] = [
        &["settle", "good.ron"],
        &["settle", "good.ron", "--json"],
        &["settle", "good.ron", "--chips"],
        &["tables", "list"],
        &["tables", "show", "stockholm"],
        &["archive", "list"],
        &["archive", "stats"],
        &["--help"],
        &["--version"],
    ];
    for args in commands {
        let run = run_with_stdout_closed(&sandbox, args);
        run.no_panic();
        assert_eq!(run.code, Some(2), "{args:?}: {run:#?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {run:#?}");
        assert!(
            run.stderr.starts_with("error: cannot write the output"),
            "{args:?}: {run:#?}"
        );
        let mut command = sandbox.command(args);
        command.stdout(Stdio::null());
        let run = run_with_deadline(command);
        assert_eq!(run.code, Some(0), "{args:?} >/dev/null: {run:#?}");
    }
}

/// Issue 34, 9: `vira serve FILE >&-` would serve at an address printed
/// nowhere: it exits 2 like the other commands. And a standard output
/// that is `/dev/null` opened for reading and writing (Python's
/// `subprocess.DEVNULL`, service managers) is a working one: the output
/// is thrown away on purpose, the command succeeds.
#[test]
fn serve_with_stdout_closed_exits_2_and_a_read_write_dev_null_is_no_closed_stdout() {
    let sandbox = Sandbox::new();
    sandbox.write("good.ron", evening("g", "", GOOD_HAND));
    let run = run_with_stdout_closed(&sandbox, &["serve", "good.ron"]);
    run.no_panic();
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        run.stderr.starts_with("error: cannot write the output"),
        "{run:#?}"
    );
    for args in [
        &["settle", "good.ron", "--json"][..],
        &["settle", "good.ron"],
        &["tables", "list"],
        &["--version"],
    ] {
        let mut command = sandbox.command(args);
        let null = std::fs::File::options()
            .read(true)
            .write(true)
            .open("/dev/null")
            .unwrap();
        command.stdout(null);
        let run = run_with_deadline(command);
        run.no_panic();
        assert_eq!(
            run.code,
            Some(0),
            "{args:?} to a read-write /dev/null: {run:#?}"
        );
    }
}

#[test]
fn help_and_version_into_a_full_disk_exit_2() {
    let sandbox = Sandbox::new();
    for args in [
        &["--help"][..],
        &["--version"],
        &["settle", "--help"],
        &["archive", "import", "--help"],
    ] {
        let mut command = sandbox.command(args);
        command.stdout(std::fs::File::create("/dev/full").unwrap());
        let run = run_with_deadline(command);
        run.no_panic();
        assert_eq!(run.code, Some(2), "{args:?}: {run:#?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {run:#?}");
        // With stderr full as well: still exit 2, never a panic.
        let mut command = sandbox.command(args);
        command.stdout(std::fs::File::create("/dev/full").unwrap());
        command.stderr(std::fs::File::create("/dev/full").unwrap());
        let run = run_with_deadline(command);
        assert_eq!(run.code, Some(2), "{args:?}: {run:#?}");
    }
}

// ---------------------------------------------------------------------------
// 3. FIFOs, devices and huge files are refused, never read
// ---------------------------------------------------------------------------

#[test]
fn settle_a_fifo_is_an_error_not_a_hang() {
    let sandbox = Sandbox::new();
    mkfifo(&sandbox.path("fifo.ron"));
    sandbox
        .run(&["settle", "fifo.ron"])
        .fails(&["fifo.ron", "not a regular file"]);
}

#[test]
fn settle_dev_zero_is_an_error_not_a_memory_eater() {
    Sandbox::new()
        .run(&["settle", "/dev/zero"])
        .fails(&["/dev/zero", "not a regular file"]);
}

#[test]
fn a_file_over_the_size_limit_is_refused_unread() {
    let sandbox = Sandbox::new();
    let path = sandbox.path("huge.ron");
    // Sparse: takes no room on disk.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(vira::disk::MAX_TEXT_BYTES + 1)
        .unwrap();
    sandbox
        .run(&["settle", "huge.ron"])
        .fails(&["huge.ron", "larger than"]);
}

#[test]
fn archive_import_of_a_fifo_is_refused_and_the_other_files_imported() {
    let sandbox = Sandbox::new();
    mkfifo(&sandbox.path("fifo.ron"));
    sandbox.write("good.ron", evening("2026-11-21-good", "", GOOD_HAND));
    let run = sandbox.run(&["archive", "import", "fifo.ron", "good.ron"]);
    run.no_panic();
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stdout.contains("added     good.ron"), "{run:#?}");
    assert!(
        run.stdout.contains("fifo.ron") && run.stdout.contains("not a regular file"),
        "{run:#?}"
    );
    assert!(sandbox.path("data/archive/2026-11-21-good.ron").is_file());
}

#[test]
fn a_fifo_in_the_table_folder_is_an_unusable_table_not_a_hang() {
    let sandbox = Sandbox::new();
    mkfifo(&sandbox.path("tables/club.ron"));
    let out = sandbox.run(&["tables", "list"]).ok().to_string();
    assert!(out.contains("club") && out.contains("UNUSABLE"), "{out}");
    assert!(out.contains("not a regular file"), "{out}");
    sandbox.write("good.ron", evening("g", "", GOOD_HAND));
    sandbox.run(&["settle", "good.ron"]).ok();
}

#[test]
fn a_fifo_in_the_archive_is_listed_with_its_error() {
    let sandbox = Sandbox::new();
    std::fs::create_dir_all(sandbox.path("data/archive")).unwrap();
    mkfifo(&sandbox.path("data/archive/2026-01-01-fifo.ron"));
    sandbox.write("data/archive/2026-11-21-b.ron", evening("b", "", GOOD_HAND));
    let out = sandbox.run(&["archive", "list"]).ok().to_string();
    assert!(out.contains("1 evening\n"), "{out}");
    assert!(
        out.contains("2026-01-01-fifo.ron: cannot read: not a regular file"),
        "{out}"
    );
}

#[test]
fn settings_as_a_fifo_is_an_error_not_a_hang() {
    let sandbox = Sandbox::new();
    mkfifo(&sandbox.path("data/settings.ron"));
    sandbox
        .run(&["archive", "list"])
        .fails(&["settings.ron", "not a regular file"]);
}

// ---------------------------------------------------------------------------
// 5. One bad file in an import never stops or hides the others
// ---------------------------------------------------------------------------

#[test]
fn an_import_reports_every_file_and_goes_on_after_a_file_name_too_long() {
    let sandbox = Sandbox::new();
    let long_id = format!("2026-11-21-{}", "x".repeat(300));
    sandbox.write("good1.ron", evening("2026-11-21-good1", "", GOOD_HAND));
    sandbox.write("long-id.ron", evening(&long_id, "", GOOD_HAND));
    sandbox.write("good3.ron", evening("2026-11-21-good3", "", GOOD_HAND));
    sandbox.write("bad.ron", evening("2026-11-21-bad", "", BAD_HAND));
    let run = sandbox.run(&[
        "archive",
        "import",
        "good1.ron",
        "long-id.ron",
        "good3.ron",
        "bad.ron",
    ]);
    run.no_panic();
    assert_eq!(run.code, Some(2), "{run:#?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{run:#?}");
    assert!(lines[0].starts_with("added     good1.ron as "), "{run:#?}");
    assert!(lines[1].starts_with("refused   long-id.ron: "), "{run:#?}");
    assert!(lines[1].contains("name too long"), "{run:#?}");
    assert!(lines[2].starts_with("added     good3.ron as "), "{run:#?}");
    assert!(
        lines[3].starts_with("refused   bad.ron: bad.ron:10:9: hand 2"),
        "{run:#?}"
    );
    assert!(
        run.stderr
            .starts_with("error: 2 of 4 files were not imported"),
        "{run:#?}"
    );
    let archive = sandbox.path("data/archive");
    assert!(archive.join("2026-11-21-good1.ron").is_file());
    assert!(archive.join("2026-11-21-good3.ron").is_file());
    // Again: the good ones are kept once, the bad ones refused again.
    let again = sandbox.run(&["archive", "import", "good1.ron", "long-id.ron", "good3.ron"]);
    assert_eq!(again.code, Some(2), "{again:#?}");
    assert!(
        again.stdout.starts_with("kept once good1.ron"),
        "{again:#?}"
    );
    assert!(again.stdout.contains("\nkept once good3.ron"), "{again:#?}");
    assert!(
        again
            .stderr
            .starts_with("error: 1 of 3 files was not imported"),
        "{again:#?}"
    );
}

#[test]
fn an_import_of_good_files_exits_0() {
    let sandbox = Sandbox::new();
    sandbox.write("good1.ron", evening("2026-11-21-good1", "", GOOD_HAND));
    let run = sandbox.run(&["archive", "import", "good1.ron"]);
    assert!(run.ok().starts_with("added     good1.ron as "), "{run:#?}");
    assert!(run.stderr.is_empty());
}

// ---------------------------------------------------------------------------
// 6. Saved and imported files follow the umask like any other file
// ---------------------------------------------------------------------------

/// The mode a file freshly created in `dir` gets (the umask applied).
fn ordinary_mode(dir: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    let probe = dir.join("probe-for-the-mode");
    drop(std::fs::File::create(&probe).unwrap());
    let mode = std::fs::metadata(&probe).unwrap().permissions().mode() & 0o777;
    std::fs::remove_file(probe).unwrap();
    mode
}

fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn an_imported_file_is_as_readable_as_any_other_file() {
    let sandbox = Sandbox::new();
    sandbox.write("good.ron", evening("2026-11-21-good", "", GOOD_HAND));
    sandbox.run(&["archive", "import", "good.ron"]).ok();
    let archive = sandbox.path("data/archive");
    let expected = ordinary_mode(&archive);
    assert_eq!(
        mode(&archive.join("2026-11-21-good.ron")),
        expected,
        "{expected:o}"
    );
}

#[test]
fn a_saved_evening_is_as_readable_as_any_other_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.ron");
    let text = evening("e", "", GOOD_HAND);
    let parsed = vira::Evening::parse("evening.ron", &text).unwrap();
    vira::disk::atomic::save_evening(&path, &parsed).unwrap();
    let expected = ordinary_mode(dir.path());
    assert_eq!(mode(&path), expected, "{expected:o}");
    // A second save (rename over the first) too.
    vira::disk::atomic::save_evening(&path, &parsed).unwrap();
    assert_eq!(mode(&path), expected, "{expected:o}");
}

// ---------------------------------------------------------------------------
// 9. A table folder that cannot be used is said, not ignored
// ---------------------------------------------------------------------------

/// `vira ARGS…` with the default table folder under `config/` (no
/// `--table-dir`).
fn run_with_default_table_dir(sandbox: &Sandbox, args: &[&str]) -> Run {
    let mut command = Command::new(BIN);
    command
        .current_dir(sandbox.path(""))
        .env_remove("VIRA_TABLE_DIR")
        .env_remove("VIRA_ARCHIVE_DIR")
        .env("XDG_CONFIG_HOME", sandbox.path("config"))
        .env("HOME", sandbox.path("home"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    run_with_deadline(command)
}

/// `vira --table-dir DIR tables list`, no data folder needed.
fn list_tables_from(sandbox: &Sandbox, dir: &Path) -> Run {
    let mut command = Command::new(BIN);
    command
        .current_dir(sandbox.path(""))
        .env_remove("VIRA_TABLE_DIR")
        .arg("--table-dir")
        .arg(dir)
        .args(["tables", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    run_with_deadline(command)
}

#[test]
fn an_explicit_table_dir_that_is_missing_is_an_error() {
    let sandbox = Sandbox::new();
    list_tables_from(&sandbox, &sandbox.path("no-such-folder"))
        .fails(&["no-such-folder", "no such folder"]);
    let mut from_env = Command::new(BIN);
    from_env
        .current_dir(sandbox.path(""))
        .env("VIRA_TABLE_DIR", sandbox.path("no-such-folder"))
        .args(["tables", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    run_with_deadline(from_env).fails(&["no-such-folder", "no such folder"]);
}

#[test]
fn an_explicit_table_dir_that_is_a_file_is_an_error() {
    let sandbox = Sandbox::new();
    let file = sandbox.write("stockholm.ron", "not a folder");
    list_tables_from(&sandbox, &file).fails(&["stockholm.ron", "not a folder"]);
}

#[test]
fn the_default_table_dir_may_be_missing_but_not_unusable() {
    let sandbox = Sandbox::new();
    let out = run_with_default_table_dir(&sandbox, &["tables", "list"]);
    // The thirteen built-in tables: four classic, Isbergsvira and the
    // curriculum's eight earlier stages.
    assert_eq!(out.ok().lines().count(), 13, "{out:#?}");
    // The folder is a file: it cannot be listed.
    sandbox.write("config/vira/tables", "a file");
    run_with_default_table_dir(&sandbox, &["tables", "list"])
        .fails(&["config/vira/tables", "cannot list"]);
}

// ---------------------------------------------------------------------------
// 10. Windows files: a byte-order mark, CRLF line endings
// ---------------------------------------------------------------------------

const STOCKHOLM: &str = include_str!("../../tables/stockholm.ron");

#[test]
fn an_evening_with_a_byte_order_mark_settles() {
    let sandbox = Sandbox::new();
    sandbox.write(
        "bom.ron",
        format!("\u{feff}{}", evening("e", "", GOOD_HAND)),
    );
    sandbox.run(&["settle", "bom.ron"]).ok();
    // From text too (the app, the library).
    let text = format!("\u{feff}{}", evening("e", "", GOOD_HAND));
    vira::settle_source(&vira::TableRegistry::built_in(), "bom.ron", &text).unwrap();
    vira::Evening::parse("bom.ron", &text).unwrap();
}

#[test]
fn a_table_with_a_byte_order_mark_loads() {
    let sandbox = Sandbox::new();
    sandbox.write("tables/club.ron", format!("\u{feff}{STOCKHOLM}"));
    let out = sandbox
        .run(&["tables", "check", "tables/club.ron"])
        .ok()
        .to_string();
    assert!(out.contains(": ok: "), "{out}");
    let out = sandbox.run(&["tables", "list"]).ok().to_string();
    assert!(!out.contains("UNUSABLE"), "{out}");
    vira::rules::registry::parse_table("club.ron", &format!("\u{feff}{STOCKHOLM}")).unwrap();
}

#[test]
fn a_byte_order_mark_keeps_line_and_column_of_an_error() {
    let sandbox = Sandbox::new();
    sandbox.write("bom.ron", format!("\u{feff}{}", evening("e", "", BAD_HAND)));
    sandbox
        .run(&["settle", "bom.ron"])
        .fails(&["bom.ron:10:9: hand 2, field `declarer`"]);
    sandbox.write("bom.ron", "\u{feff}Evening(\n  date: 5)");
    sandbox
        .run(&["settle", "bom.ron"])
        .fails(&["bom.ron:2:8: ", "2 |   date: 5)\n  |        ^"]);
}

#[test]
fn crlf_files_settle_and_errors_point_at_the_right_place() {
    let sandbox = Sandbox::new();
    let crlf = |text: &str| text.replace('\n', "\r\n");
    sandbox.write("good.ron", crlf(&evening("e", "", GOOD_HAND)));
    sandbox.run(&["settle", "good.ron"]).ok();
    sandbox.write("bad.ron", crlf(&evening("e", "", BAD_HAND)));
    sandbox
        .run(&["settle", "bad.ron"])
        .fails(&["bad.ron:10:9: hand 2, field `declarer`"]);
    sandbox.write("syntax.ron", crlf("Evening(\n  format: 1,\n  date: 5)\n"));
    let run = sandbox.run(&["settle", "syntax.ron"]);
    run.fails(&["syntax.ron:3:8: ", "3 |   date: 5)\n  |        ^"]);
    assert!(!run.stderr.contains('\r'), "{run:#?}");
    sandbox.write("tables/club.ron", crlf(STOCKHOLM));
    sandbox.run(&["tables", "check", "tables/club.ron"]).ok();
    let broken = crlf(&STOCKHOLM.replacen("pinnar_per_bet: 8,", "pinnar_per_bet: 8", 1));
    sandbox.write("tables/broken.ron", &broken);
    let line = broken
        .lines()
        .position(|l| l.contains("pinnar_per_bet"))
        .unwrap()
        + 2;
    let run = sandbox.run(&["tables", "check", "tables/broken.ron"]);
    run.fails(&[&format!("tables/broken.ron:{line}:")]);
    assert!(!run.stderr.contains('\r'), "{run:#?}");
}

// ---------------------------------------------------------------------------
// 11. Temporary files of a killed save are cleaned up, nothing else
// ---------------------------------------------------------------------------

/// Writes `name` in `dir`, last modified `age` ago.
fn file_aged(dir: &Path, name: &str, age: Duration) -> PathBuf {
    let path = dir.join(name);
    std::fs::create_dir_all(dir).unwrap();
    let file = std::fs::File::create(&path).unwrap();
    file.set_modified(std::time::SystemTime::now() - age)
        .unwrap();
    path
}

/// A folder with stale and fresh temporary files of ours and files that
/// only look like them; returns (the stale ones, the ones to keep).
fn temp_files(dir: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let hours = |h: u64| Duration::from_secs(h * 3600);
    let stale = vec![
        file_aged(dir, ".vira-save-a1B2c3.tmp", hours(2)),
        file_aged(dir, ".vira-save-ZZZZZZ.tmp", hours(24 * 30)),
    ];
    let mut keep = vec![
        // Fresh: a save may be under way.
        file_aged(dir, ".vira-save-d4e5f6.tmp", Duration::from_secs(60)),
        // Not our name.
        file_aged(dir, ".vira-save-g7h8i9.ron", hours(2)),
        file_aged(dir, "vira-save-j1k2l3.tmp", hours(2)),
        file_aged(dir, ".vira-save-a-b.tmp", hours(2)),
        file_aged(dir, ".syncthing.x.tmp", hours(2)),
    ];
    // A folder and a link with our name are not our files.
    let folder = dir.join(".vira-save-m4n5o6.tmp");
    std::fs::create_dir(&folder).unwrap();
    let target = file_aged(dir, "target.txt", hours(2));
    let link = dir.join(".vira-save-p7q8r9.tmp");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    keep.extend([folder, target, link]);
    (stale, keep)
}

/// Every one of `paths` is still there.
fn all_there(paths: &[PathBuf]) {
    for path in paths {
        assert!(
            path.symlink_metadata().is_ok(),
            "{} is gone",
            path.display()
        );
    }
}

#[test]
fn listing_the_archive_changes_nothing_in_its_folder() {
    // Issue 34, 3: `archive list` deleted `.vira-save-*.tmp` files older
    // than an hour: a read changed the club's folder.
    let sandbox = Sandbox::new();
    let archive = sandbox.path("data/archive");
    sandbox.write("data/archive/2026-11-21-b.ron", evening("b", "", GOOD_HAND));
    let (stale, keep) = temp_files(&archive);
    let out = sandbox.run(&["archive", "list"]).ok().to_string();
    assert!(out.contains("1 evening\n"), "{out}");
    all_there(&stale);
    all_there(&keep);
}

#[test]
fn writing_to_the_archive_removes_stale_temporary_files_only() {
    let sandbox = Sandbox::new();
    let archive = sandbox.path("data/archive");
    sandbox.write("data/archive/2026-11-21-b.ron", evening("b", "", GOOD_HAND));
    sandbox.write("incoming/2026-11-22-c.ron", evening("c", "", GOOD_HAND));
    let (stale, keep) = temp_files(&archive);
    sandbox
        .run(&["archive", "import", "incoming/2026-11-22-c.ron"])
        .ok();
    for path in &stale {
        assert!(!path.exists(), "{} is left", path.display());
    }
    all_there(&keep);
}

#[test]
fn saving_an_evening_in_progress_removes_stale_temporary_files_only() {
    let data = tempfile::tempdir().unwrap();
    let store = vira::disk::places::Store::new(data.path());
    let (stale, keep) = temp_files(&store.current);
    // Listing reads only.
    assert!(
        store
            .in_progress(&vira::TableRegistry::built_in())
            .is_empty()
    );
    all_there(&stale);
    // Writing an evening there is when the leftovers go.
    let mut evening = vira::ledger::evening::Evening::parse(
        "new.ron",
        r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            players: ["Anna", "Bo", "Cia"], first_dealer: "Cia")"#,
    )
    .unwrap();
    store
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    for path in &stale {
        assert!(!path.exists(), "{} is left", path.display());
    }
    all_there(&keep);
}

// ---------------------------------------------------------------------------
// Issue 19: nothing forged, nothing of another file echoed
// ---------------------------------------------------------------------------

/// No control character but the newline on stderr.
fn assert_no_control_characters(run: &Run) {
    assert!(
        !run.stderr.chars().any(|c| c.is_control() && c != '\n'),
        "control character on stderr: {run:#?}"
    );
}

/// A contract id or any other piece of a file echoed into an error, and
/// the file excerpt under FILE:LINE:COL, are escaped: a file cannot clear
/// the terminal or forge a line of output.
#[test]
fn pieces_of_a_file_in_an_error_are_escaped() {
    let sandbox = Sandbox::new();
    let forged = "\u{1b}[2J\u{1b}[HBo pays Dag 1000.00 kr\\n";
    let bad_contract = format!(
        "Hand(declarer: \"Bo\", contract: \"{forged}\", trump: Common, result: Tricks(7)),"
    );
    sandbox.write("contract.ron", evening("c", "", &bad_contract));
    // A syntax error on a line holding escape sequences, a tab, a return.
    sandbox.write(
        "excerpt.ron",
        evening("x", "\u{1b}]0;title\u{7}\t\r", "Hand(oops: 1)"),
    );
    // An unknown forced round and a bad time, quoted from the file.
    sandbox.write(
        "forced.ron",
        evening("f", "", GOOD_HAND).replace(
            "first_dealer",
            &format!("house: (forced: Some((at_start: Some(\"{forged}\")))),\n    first_dealer"),
        ),
    );
    sandbox.write(
        "time.ron",
        evening("t", "", GOOD_HAND).replace(
            "first_dealer",
            &format!("length: (until: \"{forged}\"),\n    first_dealer"),
        ),
    );
    for (file, needle) in [
        (
            "contract.ron",
            "`\\u{1b}[2J\\u{1b}[HBo pays Dag 1000.00 kr\\n`",
        ),
        ("excerpt.ron", "\\u{1b}]0;title\\u{7}\\t\\r"),
        ("forced.ron", "\\u{1b}[2J"),
        ("time.ron", "\\u{1b}[2J"),
    ] {
        for lang in ["en", "sv", "ja"] {
            let run = sandbox.run(&["--lang", lang, "settle", file]);
            run.fails(&[needle]);
            assert_no_control_characters(&run);
            assert!(!run.stderr.contains("\nBo pays"), "{run:#?}");
        }
        let run = sandbox.run(&["archive", "import", file]);
        run.fails(&[]);
        assert!(run.stdout.contains(needle), "{run:#?}");
        assert!(
            !run.stdout.chars().any(|c| c.is_control() && c != '\n'),
            "{run:#?}"
        );
    }
}

/// A refused import of a link says it is a link and where to, and never
/// echoes the target's content; a file that is not an evening is quoted
/// by a short excerpt at most.
#[test]
fn an_import_of_a_link_is_refused_without_the_target_content() {
    let sandbox = Sandbox::new();
    let secret = "root:$6$SECRETHASH:19000:0:99999:7:::";
    let target = sandbox.write("shadow", format!("{secret}\n{}\n", "x".repeat(5000)));
    std::os::unix::fs::symlink(&target, sandbox.path("link.ron")).unwrap();
    let run = sandbox.run(&["archive", "import", "link.ron"]);
    run.fails(&["1 of 1 file was not imported"]);
    assert!(run.stdout.contains("symbolic link"), "{run:#?}");
    assert!(run.stdout.contains("shadow"), "{run:#?}");
    assert!(!run.stdout.contains("SECRETHASH"), "{run:#?}");
    // The file itself (not a link) is refused with a short excerpt only.
    let long_line = format!("{}{secret}{}", "y".repeat(300), "z".repeat(5000));
    sandbox.write("long.ron", &long_line);
    let run = sandbox.run(&["archive", "import", "long.ron"]);
    run.fails(&[]);
    assert!(run.stdout.len() < 500, "{run:#?}");
    assert!(!run.stdout.contains("SECRETHASH"), "{run:#?}");
}

/// What `vira` prints of a file on stdout (a hand's note, a club table's
/// names) has its hidden characters escaped as well.
#[test]
fn text_of_a_file_on_stdout_is_escaped() {
    let sandbox = Sandbox::new();
    let noted = GOOD_HAND.replace(
        "result: Tricks(7)",
        "result: Tricks(7), note: Some(\"\u{1b}[2Jcleared\u{7}\")",
    );
    sandbox.write("noted.ron", evening("n", "", &noted));
    let run = sandbox.run(&["settle", "noted.ron"]);
    let out = run.ok();
    assert!(out.contains("\\u{1b}[2Jcleared\\u{7}"), "{out}");
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out}");
}

/// Issue 34, 14: a table folder, or a table file, whose name is not UTF-8
/// is named with its bytes escaped (`\xff`), never with `�` (two folders
/// would read alike).
#[cfg(unix)]
#[test]
fn a_name_that_is_not_utf8_is_shown_escaped() {
    use std::os::unix::ffi::OsStrExt;
    let sandbox = Sandbox::new();
    let missing = sandbox
        .dir
        .path()
        .join(std::ffi::OsStr::from_bytes(b"kl\xffbb"));
    let mut command = Command::new(BIN);
    command
        .env_remove("VIRA_TABLE_DIR")
        .arg("--table-dir")
        .arg(&missing)
        .args(["tables", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let run = run_with_deadline(command);
    run.no_panic();
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains("kl\\xffbb"), "{run:#?}");
    assert!(!run.stderr.contains('\u{fffd}'), "{run:#?}");
    // A broken table file of such a name, in the table folder.
    let broken = sandbox
        .path("tables")
        .join(std::ffi::OsStr::from_bytes(b"bad\xfe.ron"));
    std::fs::write(&broken, "BidTable(").unwrap();
    let run = sandbox.run(&["tables", "list"]);
    run.no_panic();
    let all = format!("{}{}", run.stdout, run.stderr);
    assert!(all.contains("bad\\xfe.ron"), "{run:#?}");
    assert!(!all.contains('\u{fffd}'), "{run:#?}");
}

/// Issue 34, 14: a club folder of many tables is listed, not read, by a
/// command that needs one: only the table asked for is read (10,000
/// tables took 2-3 s for every command; now a settle takes what one table
/// takes). `tables list` still reads and shows every one.
#[test]
fn only_the_table_asked_for_is_read() {
    let sandbox = Sandbox::new();
    let stockholm = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tables/stockholm.ron"),
    )
    .unwrap();
    for i in 0..50 {
        sandbox.write(&format!("tables/club-{i}.ron"), &stockholm);
    }
    let registry = vira::disk::tables::registry_with_folder(Some(&sandbox.path("tables")));
    assert!(registry.entry("club-7").is_some());
    let read = |id: &str| registry.entry(id).unwrap().table.is_read();
    // Listing the entries by id reads none of them; asking for one reads it.
    let _ids = registry.known_ids();
    assert!(!read("club-7") && !read("club-8"));
    assert!(registry.entry("club-7").unwrap().table.is_ok());
    assert!(read("club-7") && !read("club-8"));
    // Listing them all (sorted by stage) reads them all.
    assert!(registry.entries().count() >= 50);
    assert!(read("club-8"));
    // Through the command line: an evening of club-7 settles, and
    // `tables list` shows all fifty.
    let evening = evening("g", "", GOOD_HAND).replace("stockholm", "club-7");
    sandbox.write("good.ron", evening);
    assert_eq!(sandbox.run(&["settle", "good.ron"]).code, Some(0));
    let listed = sandbox.run(&["tables", "list"]);
    let clubs = listed
        .stdout
        .lines()
        .filter(|l| l.starts_with("club-"))
        .count();
    assert_eq!(clubs, 50, "{listed:#?}");
}
