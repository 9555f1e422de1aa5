//! The app's archive screen on a large archive (issue 22's goals at 50,000
//! evenings: listed in under a second with the index, no frame over 16 ms
//! while it loads or scrolls, the app under 300 MB). The real app is
//! driven headless (egui_kittest, no GPU), a frame every 8 ms as a 120 Hz
//! screen would ask: the time from showing the archive until its count and
//! first rows are drawn, every frame's time while the index is read, while
//! the list scrolls (about 50 rows a frame, down and up) and while the
//! statistics are worked out, and the process's peak memory.
//!
//! ```sh
//! cargo bench --bench archive_screen -- ARCHIVE_DIR   # a folder of evenings
//! cargo bench --bench archive_screen                   # 5,000 generated ones
//! ```
//!
//! The index is kept in `VIRA_CACHE_DIR` when set (run twice with the same
//! one: the first run builds it, the second lists from it), else in a new
//! temporary folder (no index). `benches/archive_screen.sh` does both.
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

#[path = "../tests/common/sample.rs"]
#[allow(dead_code)]
mod sample;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use tempfile::TempDir;
use vira::app::{AppCommand, AppOptions, ArchiveTab, Prefs, ViraApp};
use vira::disk::places::Settings;
use vira::rules::registry::TableRegistry;

/// The time between two frames asked (a 120 Hz screen).
const FRAME_EVERY: Duration = Duration::from_millis(8);

fn app(data: &Path) -> Harness<'static, ViraApp> {
    let options = AppOptions {
        data_dir: Some(data.to_path_buf()),
        table_dir: Some(data.join("no-club-tables")),
        language: None,
        open: None,
    };
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| ViraApp::with_prefs(&cc.egui_ctx, Some(Prefs::default()), options))
}

/// One frame (egui's pass over the app and the tessellation of what it
/// painted), timed; then the rest of the frame's time waited.
fn frame(h: &mut Harness<'static, ViraApp>, times: &mut Vec<Duration>) {
    let start = Instant::now();
    h.step();
    let output = h.output();
    std::hint::black_box(
        h.ctx
            .tessellate(output.shapes.clone(), output.pixels_per_point),
    );
    let took = start.elapsed();
    times.push(took);
    std::thread::sleep(FRAME_EVERY.saturating_sub(took));
}

/// The process's peak resident memory in MB (Linux).
fn peak_mb() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))?
                .to_string();
            let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(format!("{} MB", kib / 1024))
        })
        .unwrap_or_else(|| "?".into())
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Median, slowest, and how many over 16 ms.
fn frames_line(times: &[Duration]) -> String {
    let mut sorted = times.to_vec();
    sorted.sort();
    let median = sorted.get(sorted.len() / 2).copied().unwrap_or_default();
    let slowest = sorted.last().copied().unwrap_or_default();
    let over = sorted
        .iter()
        .filter(|t| **t > Duration::from_millis(16))
        .count();
    format!(
        "{} frames: median {}, slowest {}, {over} over 16 ms",
        sorted.len(),
        ms(median),
        ms(slowest)
    )
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let generated = TempDir::new().unwrap();
    let archive: PathBuf = match args.first() {
        Some(dir) => std::path::absolute(dir).unwrap(),
        None => {
            let dir = generated.path().join("archive");
            eprintln!("generating 5,000 evenings into {}", dir.display());
            sample::write_club_archive(&dir, 2026, 5_000, &TableRegistry::built_in()).unwrap();
            dir
        }
    };
    let evenings = vira::disk::archive::evening_files(&archive).unwrap().len();
    let data = TempDir::new().unwrap();
    Settings {
        archive_dir: Some(archive.clone()),
    }
    .save(data.path())
    .unwrap();
    let cache = std::env::var_os(vira::disk::index::CACHE_DIR_ENV)
        .filter(|c| !c.is_empty())
        .map(PathBuf::from);
    let indexed = cache
        .as_ref()
        .is_some_and(|c| vira::disk::index::index_file(c, &archive).is_file());

    let mut h = app(data.path());
    let mut times = Vec::new();
    frame(&mut h, &mut times);
    let before = peak_mb();

    // Shown: until the count and the first rows are drawn.
    let mut loading = Vec::new();
    let start = Instant::now();
    h.state_mut().push(AppCommand::ShowArchive);
    while h.state().archive().is_none_or(|a| a.is_loading()) {
        frame(&mut h, &mut loading);
        assert!(
            start.elapsed() < Duration::from_secs(600),
            "not listed in ten minutes"
        );
    }
    frame(&mut h, &mut loading);
    let listed = start.elapsed();
    let held = h.state().archive().unwrap().rows_held();
    let after_listing = peak_mb();

    // Scrolling: the wheel over the list, down then up.
    let mut scrolling = Vec::new();
    h.event(egui::Event::PointerMoved(egui::pos2(700.0, 400.0)));
    frame(&mut h, &mut scrolling);
    for n in 0..400 {
        let delta = if n < 200 { -1500.0 } else { 1500.0 };
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, delta),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        frame(&mut h, &mut scrolling);
    }
    let held_after_scrolling = h.state().archive().unwrap().rows_held();

    // The statistics of all time.
    let mut statistics = Vec::new();
    let start = Instant::now();
    h.state_mut().archive_mut().unwrap().tab = ArchiveTab::Statistics;
    frame(&mut h, &mut statistics);
    while h.state().archive().is_none_or(|a| a.is_loading()) {
        frame(&mut h, &mut statistics);
    }
    frame(&mut h, &mut statistics);
    let stats_time = start.elapsed();
    // The statistics shown, the pointer moving over them (over the charts
    // it shows the value under it): every frame draws the lines again.
    let mut hovering = Vec::new();
    for step in 0..60u8 {
        let x = 40.0 + 20.0 * f32::from(step);
        let y = 150.0 + 10.0 * f32::from(step % 40);
        h.event(egui::Event::PointerMoved(egui::pos2(x, y)));
        frame(&mut h, &mut hovering);
    }

    println!(
        "archive screen, {evenings} evenings, {}",
        if indexed {
            "with the index"
        } else {
            "no index (first run)"
        }
    );
    println!("  listed (count and first rows drawn): {}", ms(listed));
    println!("  while loading: {}", frames_line(&loading));
    println!(
        "  while scrolling: {} (rows held: {held} listed, {held_after_scrolling} after scrolling)",
        frames_line(&scrolling)
    );
    println!(
        "  statistics of all time shown: {}; {}",
        ms(stats_time),
        frames_line(&statistics)
    );
    println!(
        "  statistics shown, the pointer moving over them: {}",
        frames_line(&hovering)
    );
    println!(
        "  peak memory: {before} before the archive, {after_listing} listed, {} at the end",
        peak_mb()
    );
}
