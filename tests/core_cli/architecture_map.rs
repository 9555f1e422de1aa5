//! The map of the house (`docs/ARCHITECTURE.md`) cannot drift from the
//! tree: every source file and every test file is named in it (a room's
//! `mod.rs`, a crate's `main.rs` and `lib.rs` by their folder), and every
//! room of `src/` is a row of it (issue 35, 12).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_map_names_every_room_and_every_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let map = std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).unwrap();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("tests"), &mut files);
    let mut missing = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .to_string();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let folder = format!(
            "{}/",
            file.parent()
                .unwrap()
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
        );
        let by_folder = matches!(name.as_str(), "mod.rs" | "main.rs" | "lib.rs");
        let named = map.contains(&relative)
            || (by_folder && map.contains(&folder))
            || (map.contains(&format!("`{name}`")) || map.contains(&format!("/{name}`")));
        if !named {
            missing.push(relative);
        }
    }
    // Every room of the library is a row of the map.
    for entry in std::fs::read_dir(root.join("src")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            let room = format!("| `src/{}/` |", path.file_name().unwrap().to_string_lossy());
            if !map.contains(&room) {
                missing.push(room);
            }
        }
    }
    missing.sort();
    assert!(
        missing.is_empty(),
        "docs/ARCHITECTURE.md does not name: {missing:#?}"
    );
}
