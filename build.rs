// A build script reports a broken checkout by panicking; that is its job.
#![allow(clippy::unwrap_used, clippy::expect_used)]

//! Embeds every `tables/*.ron` file in the binary as a built-in bid table.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new("tables");
    println!("cargo:rerun-if-changed=tables");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut code = String::from(
        "/// Built-in tables: (id, file name, RON source).\npub const BUILT_IN_TABLES: &[(&str, &str, &str)] = &[\n",
    );
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let stem = path.file_stem().unwrap().to_string_lossy();
        let name = path.file_name().unwrap().to_string_lossy();
        // Relative to the package, not an absolute path: the generated
        // file must not point into another checkout sharing `target/`.
        writeln!(
            code,
            "    ({stem:?}, \"tables/{name}\", include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/tables/{name}\"))),"
        )
        .unwrap();
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("built_in_tables.rs");
    std::fs::write(out, code).unwrap();
}
