//! `vira` run as a process by the tests that need its output.
#![allow(clippy::unwrap_used)]

use std::process::Command;

/// `vira` with these arguments, as a command still to be given more.
pub fn vira() -> Command {
    Command::new(env!("CARGO_BIN_EXE_vira"))
}

/// Runs `command`, which must succeed; its standard output (its standard
/// error in the failure's message).
pub fn output_of(command: &mut Command) -> String {
    let out = command.output().unwrap();
    assert!(
        out.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}
