//! `vira serve`'s memory after hostile requests, measured on the server's
//! own process (not this test's, which other tests share): resident memory
//! after a warm-up of ordinary viewers, its peak under wrong tokens, `../`
//! paths, megabyte headers, slow clients, a hundred event streams opened
//! and dropped and a thousand connections opened and dropped, and once the
//! server has settled: back within a margin of where it was, and under the
//! 50 MB of issue 21. The hostile round is sent twice: what a request
//! leaves behind would grow with each round. The server answers throughout.
//!
//! `cargo test --test core_cli serve_memory:: -- --nocapture` prints the figures.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use crate::common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use common::serve::{Events, Served, get, megabyte_head, record_hand, send, status_kib};
use vira::serve::HEADER_TIMEOUT;

/// How far above its resident memory after the warm-up the server may
/// stay once the hostile requests are over. The allocator keeps some freed
/// memory for reuse rather than give it back to the system at once (a
/// connection's buffers, up to 512 connections at once, are tens of KiB
/// each: measured, the first hostile round leaves about 2.5 MB so kept);
/// what is looked for is memory that grows with what was sent (a megabyte
/// header read whole, a slow client's connection kept, a stream's task
/// left behind), which over the 2,500 requests of a round is far more.
const MARGIN_KIB: u64 = 8 * 1024;
/// How much a second hostile round may add to the first: the allocator
/// reuses what the first freed, so nothing but noise.
const ROUND_MARGIN_KIB: u64 = 2 * 1024;
/// Issue 21's goal for the server's memory.
const GOAL_KIB: u64 = 50 * 1024;

/// Ordinary use: the page, the state, and event streams read and left.
fn ordinary(host: &str, base: &str, rounds: usize) {
    for i in 0..rounds {
        assert_eq!(get(host, base, "sv").status, 200);
        assert_eq!(get(host, &format!("{base}state"), "en").status, 200);
        if i.is_multiple_of(5) {
            let mut events = Events::open(host, base, "sv");
            assert!(events.next_state().is_some());
        }
    }
}

/// A request whose head never ends: sent in part and held open.
fn slow_client(host: &str, base: &str) -> TcpStream {
    let mut stream = TcpStream::connect(host).unwrap();
    stream
        .write_all(format!("GET {base} HTTP/1.1\r\nHost: {host}\r\nX-Slow: ").as_bytes())
        .unwrap();
    stream
}

/// One round of hostile requests; returns when the server has cut off the
/// last slow client.
fn hostile_round(host: &str, base: &str, file: &Path) {
    // Slow clients, held while the rest goes on.
    let slow: Vec<TcpStream> = (0..50).map(|_| slow_client(host, base)).collect();
    // Wrong or missing tokens and `../` paths: 404.
    let token = base.trim_matches('/').to_string();
    let wrong = format!(
        "{}{}",
        &token[..31],
        if token.ends_with('0') { '1' } else { '0' }
    );
    for _ in 0..20 {
        for path in [
            "/".to_string(),
            "/state".to_string(),
            "/events".to_string(),
            format!("/{wrong}/"),
            format!("/{wrong}/events"),
            format!("/{token}/../{token}/state"),
            format!("/{token}/%2e%2e/state"),
            "/../../etc/passwd".to_string(),
            format!("/{}", "../".repeat(2000)),
        ] {
            let reply = get(host, &path, "sv");
            assert_eq!(reply.status, 404, "{path}: {}", reply.head);
        }
    }
    // A megabyte of header, again and again: refused (431) or closed.
    for _ in 0..50 {
        let reply = megabyte_head(host, base);
        assert!(
            reply.is_empty() || reply.starts_with("HTTP/1.1 431"),
            "{reply}"
        );
    }
    // A hundred event streams open at once, each with the whole state,
    // a hand recorded while they are, then all dropped.
    let streams: Vec<Events> = (0..100)
        .map(|_| {
            let mut events = Events::open(host, base, "sv");
            assert!(events.next_state().is_some());
            events
        })
        .collect();
    record_hand(file, "Bo");
    drop(streams);
    // A thousand connections opened and dropped.
    for _ in 0..1000 {
        drop(TcpStream::connect(host).unwrap());
    }
    // A body announced and never sent: refused (405) all the same.
    let reply = send(
        host,
        &format!("POST {base}state HTTP/1.1\r\nHost: {host}\r\nContent-Length: 1000000\r\n\r\n{{"),
    );
    assert_eq!(reply.status, 405, "{}", reply.head);
    // The slow clients are cut off by the server (not by us).
    for mut stream in slow {
        stream.set_read_timeout(Some(HEADER_TIMEOUT * 6)).unwrap();
        let cut = Instant::now();
        let mut rest = Vec::new();
        let _ = stream.read_to_end(&mut rest);
        assert!(cut.elapsed() < HEADER_TIMEOUT * 6, "a slow client kept");
    }
}

/// Resident memory once it has come down to `limit` or after ten seconds
/// of waiting for it (a loaded machine), looked at each half second.
fn settled(pid: u32, limit: u64) -> u64 {
    let mut now = status_kib(pid, "VmRSS").unwrap();
    for _ in 0..20 {
        if now <= limit {
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
        now = status_kib(pid, "VmRSS").unwrap();
    }
    now
}

#[test]
fn memory_is_back_where_it_was_after_hostile_requests() {
    let dir = tempfile::tempdir().unwrap();
    let (served, file) = Served::on_evening(dir.path());
    let (host, base, pid) = (served.host(), served.base(), served.pid());
    let Some(started) = status_kib(pid, "VmRSS") else {
        eprintln!("no /proc here: nothing measured");
        return;
    };
    // Warm-up: ordinary viewers, and a few hands recorded.
    ordinary(&host, &base, 100);
    for declarer in ["Bo", "Cia", "Anna"] {
        record_hand(&file, declarer);
    }
    ordinary(&host, &base, 100);
    std::thread::sleep(Duration::from_secs(1));
    let before = status_kib(pid, "VmRSS").unwrap();

    // The peak, sampled while the hostile requests go on.
    let sampling = Arc::new(AtomicBool::new(true));
    let sampled = Arc::new(AtomicU64::new(before));
    let sampler = {
        let (sampling, sampled) = (Arc::clone(&sampling), Arc::clone(&sampled));
        std::thread::spawn(move || {
            while sampling.load(Ordering::Relaxed) {
                if let Some(now) = status_kib(pid, "VmRSS") {
                    sampled.fetch_max(now, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        })
    };
    hostile_round(&host, &base, &file);
    ordinary(&host, &base, 5);
    let first = settled(pid, before + MARGIN_KIB);
    hostile_round(&host, &base, &file);
    ordinary(&host, &base, 5);
    let second = settled(pid, first.max(before) + ROUND_MARGIN_KIB);
    sampling.store(false, Ordering::Relaxed);
    sampler.join().unwrap();
    let peak = sampled.load(Ordering::Relaxed);
    let most = status_kib(pid, "VmHWM").unwrap_or(peak).max(peak);
    eprintln!(
        "vira serve resident memory: {started} KiB at start, {before} KiB after the warm-up, \
         {peak} KiB at the most during two hostile rounds (high-water mark {most} KiB), \
         {first} KiB after the first, {second} KiB after the second"
    );
    assert!(
        first <= before + MARGIN_KIB && second <= before + MARGIN_KIB,
        "resident {first} and {second} KiB after, {before} KiB before"
    );
    // Against the higher of the two levels before it: the first round may
    // end lower than the warm-up (the allocator gave memory back), and
    // the second then seemed to add what the first had given back (2.7 MB
    // once, in a clean clone's CI).
    let level = first.max(before);
    assert!(
        second <= level + ROUND_MARGIN_KIB,
        "the second round added {} KiB",
        second.saturating_sub(level)
    );
    assert!(most < GOAL_KIB, "resident {most} KiB at the most");
    assert_eq!(get(&host, &base, "sv").status, 200);
}

/// Issue 34, 8: fifty phones that stop reading a long evening while hands
/// are recorded. Each change is rendered once and every stream sends
/// those very bytes: the server holds a few copies of the evening, not
/// one per phone per change (it took 1.7 GB before).
#[test]
fn fifty_phones_that_stop_reading_hold_no_copy_of_their_own() {
    const PHONES: usize = 50;
    const MARGIN_KIB: u64 = 20 * 1024;
    let dir = tempfile::tempdir().unwrap();
    let tables = dir.path().join("tables");
    std::fs::create_dir(&tables).unwrap();
    let file = dir.path().join("evening.ron");
    std::fs::write(&file, common::serve::long_evening(6000)).unwrap();
    let served = Served::start(&file, &tables);
    let (host, base, pid) = (served.host(), served.base(), served.pid());
    let Some(_) = status_kib(pid, "VmRSS") else {
        eprintln!("no /proc here: nothing measured");
        return;
    };
    ordinary(&host, &base, 3);
    let before = status_kib(pid, "VmRSS").unwrap();
    let stalled: Vec<TcpStream> = (0..PHONES)
        .map(|i| {
            let source = std::net::Ipv4Addr::new(127, 0, 5, u8::try_from(i + 1).unwrap());
            common::serve::silent_stream(source, &host, &base)
        })
        .collect();
    let mut most = before;
    for declarer in ["Bo", "Cia", "Anna", "Bo", "Cia", "Anna", "Bo", "Cia"] {
        record_hand(&file, declarer);
        std::thread::sleep(Duration::from_millis(600));
        most = most.max(status_kib(pid, "VmRSS").unwrap());
    }
    eprintln!(
        "{PHONES} stalled phones on a 6,000-hand evening: {before} KiB before, \
         {most} KiB at the most"
    );
    assert!(
        most <= before + MARGIN_KIB,
        "{most} KiB with {PHONES} stalled phones, {before} KiB before"
    );
    drop(stalled);
}
