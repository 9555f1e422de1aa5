//! The app's tests, one test binary (each module was a file of its own in
//! `tests/`, then a binary of its own linking egui and wgpu; one link
//! instead of eighteen is most of what `cargo test` spent). egui_kittest
//! drives the real app: no window, no GPU, except `snapshots` (feature
//! `snapshots`). `cargo test --test app MODULE::` runs one former file.
// Test code: a panic is a failing test, so the library's rules against
// unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

#[path = "../common/mod.rs"]
mod common;

mod app;
mod app_archive;
mod app_archive_index;
mod app_chips;
mod app_dialogs;
mod app_disk;
mod app_hand_form;
mod app_japanese;
mod app_layout;
mod app_new_evening;
mod app_night;
mod app_open_file;
mod app_players_view;
mod app_reach;
mod app_rounds;
mod app_units;
mod app_window;
mod app_words;
mod serve_app;
#[cfg(feature = "snapshots")]
mod snapshots;
