//! Frame time of the table screen with a 500-hand evening open (goal: under
//! 4 ms per frame in release on a 2-core machine). A frame is egui's pass
//! over the whole app (layout of every panel, the protocol's visible rows,
//! the hand form with its preview) plus tessellation of what it painted;
//! the GPU upload is not included.
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

use std::path::Path;

use egui_kittest::Harness;
use sample::seeded_evening;
use tempfile::TempDir;
use vira::app::{AppCommand, AppOptions, EveningCommand, Prefs, ViraApp};
use vira::disk::places::Store;
use vira::rules::registry::TableRegistry;

fn main() {
    divan::main();
}

/// The app on a data directory, in a 1280×800 window.
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

/// One frame: egui's pass over the app and the tessellation of what it
/// painted.
fn frame(harness: &mut Harness<'static, ViraApp>) {
    harness.step();
    let output = harness.output();
    divan::black_box(
        harness
            .ctx
            .tessellate(output.shapes.clone(), output.pixels_per_point),
    );
}

fn table_screen(data: &Path, hands: usize) -> Harness<'static, ViraApp> {
    let registry = TableRegistry::built_in();
    let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
    let mut evening = seeded_evening(2026, "stockholm", &table, hands);
    let path = Store::new(data)
        .create(&vira::TableRegistry::built_in(), &mut evening)
        .unwrap();
    let mut harness = app(data);
    harness.state_mut().push(AppCommand::Open {
        path,
        read_only: false,
    });
    harness.run_steps(4);
    assert!(harness.state().evening().is_some());
    harness
}

#[divan::bench(args = [500])]
fn table_screen_frame(bencher: divan::Bencher, hands: usize) {
    let dir = TempDir::new().unwrap();
    let mut harness = table_screen(dir.path(), hands);
    bencher.bench_local(|| {
        frame(&mut harness);
    });
}

/// The table screen shown on phones, with 20 viewers following the
/// stream (never read: their sockets fill, as a sleeping phone's would):
/// the harness, the server's loopback `host:port` and the viewers.
fn served_table_screen(
    data: &Path,
    hands: usize,
) -> (Harness<'static, ViraApp>, String, Vec<std::net::TcpStream>) {
    let mut harness = table_screen(data, hands);
    harness.state_mut().push(EveningCommand::ShowOnPhones(true));
    harness.run_steps(2);
    let url = harness
        .state()
        .evening()
        .and_then(|e| e.phones_url())
        .expect("the phones' server runs")
        .to_string();
    let rest = url.strip_prefix("http://").unwrap();
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    let port = host.rsplit(':').next().unwrap();
    let local = format!("127.0.0.1:{port}");
    let viewers = (0..20)
        .map(|_| {
            let mut stream = std::net::TcpStream::connect(&local).unwrap();
            std::io::Write::write_all(
                &mut stream,
                format!("GET {path}events HTTP/1.1\r\nHost: {local}\r\n\r\n").as_bytes(),
            )
            .unwrap();
            stream
        })
        .collect();
    (harness, local, viewers)
}

/// The same while the players' view is served to phones, with 20
/// viewers following the stream: the server's thread must not slow the
/// frame (compare with `table_screen_frame`).
#[divan::bench(args = [500])]
fn table_screen_frame_serving_phones(bencher: divan::Bencher, hands: usize) {
    let dir = TempDir::new().unwrap();
    let (mut harness, _, viewers) = served_table_screen(dir.path(), hands);
    bencher.bench_local(|| {
        frame(&mut harness);
    });
    drop(viewers);
}

/// The table screen served to 20 viewers as above, while a thread floods
/// the server with hostile requests without pause: connections opened and
/// dropped, requests with a wrong token, a megabyte of header now and then.
/// On two cores the flood and the server's thread take a core between them,
/// so what this measures is the frame beside a busy machine, not a lock or a
/// wait the server could put on the UI thread (there is none: `publish` is a
/// `watch` channel's send).
#[divan::bench(args = [500])]
fn table_screen_frame_serving_phones_flooded(bencher: divan::Bencher, hands: usize) {
    frame_beside_hostile_requests(bencher, hands, None);
}

/// The same with a pause of a millisecond between the hostile connections
/// (some hundreds a second rather than thousands): a flood that leaves the
/// cores some room, so that what the server itself costs the frame shows.
#[divan::bench(args = [500])]
fn table_screen_frame_serving_phones_hostile_trickle(bencher: divan::Bencher, hands: usize) {
    frame_beside_hostile_requests(bencher, hands, Some(std::time::Duration::from_millis(1)));
}

/// The table screen served to 20 viewers while a thread sends hostile
/// requests, with `pause` between them.
fn frame_beside_hostile_requests(
    bencher: divan::Bencher,
    hands: usize,
    pause: Option<std::time::Duration>,
) {
    use std::io::{Read, Write};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let dir = TempDir::new().unwrap();
    let (mut harness, local, viewers) = served_table_screen(dir.path(), hands);
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicU64::new(0));
    let flood = {
        let (stop, sent, local) = (Arc::clone(&stop), Arc::clone(&sent), local.clone());
        std::thread::spawn(move || {
            let big = format!(
                "GET / HTTP/1.1\r\nHost: {local}\r\nX-Big: {}\r\n\r\n",
                "a".repeat(1 << 20)
            );
            let wrong = format!(
                "GET /{}/state HTTP/1.1\r\nHost: {local}\r\nConnection: close\r\n\r\n",
                "0".repeat(32)
            );
            let mut n = 0u64;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let Ok(mut stream) = std::net::TcpStream::connect(&local) else {
                    continue;
                };
                if n.is_multiple_of(100) {
                    let _ = stream.write_all(big.as_bytes());
                } else if n.is_multiple_of(10) {
                    let _ = stream.write_all(wrong.as_bytes());
                    let _ = stream.read_to_end(&mut Vec::new());
                }
                drop(stream);
                sent.fetch_add(1, Ordering::Relaxed);
                if let Some(pause) = pause {
                    std::thread::sleep(pause);
                }
            }
        })
    };
    let began = std::time::Instant::now();
    bencher.bench_local(|| {
        frame(&mut harness);
    });
    stop.store(true, Ordering::Relaxed);
    flood.join().unwrap();
    eprintln!(
        "flood: {} hostile connections in {:.1} s beside the frames",
        sent.load(Ordering::Relaxed),
        began.elapsed().as_secs_f64()
    );
    drop(viewers);
}

#[divan::bench(args = [500])]
fn betdelning_frame(bencher: divan::Bencher, hands: usize) {
    let dir = TempDir::new().unwrap();
    let mut harness = table_screen(dir.path(), hands);
    harness
        .state_mut()
        .push(EveningCommand::ShowView(vira::app::View::Betdelning));
    harness.step();
    bencher.bench_local(|| {
        frame(&mut harness);
    });
}

/// The archive screen with a generated club archive of 5,000 evenings: the
/// list scrolling (virtualised rows) and the statistics screen.
fn archive_screen(data: &Path, evenings: usize) -> Harness<'static, ViraApp> {
    let registry = TableRegistry::built_in();
    sample::write_club_archive(&Store::new(data).archive, 2026, evenings, &registry).unwrap();
    let mut harness = app(data);
    harness.state_mut().push(AppCommand::ShowArchive);
    while harness.state().archive().is_none_or(|a| a.is_loading()) {
        harness.step();
    }
    harness.run_steps(2);
    harness
}

#[divan::bench(args = [5_000])]
fn archive_list_frame_scrolling(bencher: divan::Bencher, evenings: usize) {
    let dir = TempDir::new().unwrap();
    let mut harness = archive_screen(dir.path(), evenings);
    // The pointer over the list, so the wheel scrolls it.
    harness.event(egui::Event::PointerMoved(egui::pos2(700.0, 400.0)));
    harness.step();
    let mut down = true;
    let mut frames = 0;
    bencher.bench_local(|| {
        // Scroll a page at a time, down to the end and back up.
        frames += 1;
        if frames % 200 == 0 {
            down = !down;
        }
        let delta = if down { -600.0 } else { 600.0 };
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, delta),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        frame(&mut harness);
    });
}

#[divan::bench(args = [5_000])]
fn statistics_frame(bencher: divan::Bencher, evenings: usize) {
    let dir = TempDir::new().unwrap();
    let mut harness = archive_screen(dir.path(), evenings);
    harness.state_mut().archive_mut().unwrap().tab = vira::app::ArchiveTab::Statistics;
    harness.run_steps(2);
    bencher.bench_local(|| {
        frame(&mut harness);
    });
}
