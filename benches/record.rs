//! Hands recorded from phones at a club night (issue 37), timed as the
//! players see it: five tables record a hand every second or so from their
//! phones (each request as a phone sends it: the page with its choices,
//! then its record button), while a hundred phones watch the night's
//! standing over its event stream. Measured for each hand: from the tap
//! on the record button to the moment each watching phone has the table's
//! new deal in its standing.
//!
//! The host is `vira serve NIGHT` as the command line runs it (the server
//! with its recording tables, and the standing's follower), in this
//! process, on loopback. `cargo bench --bench record` prints the figures;
//! `RECORD_HANDS=N` sets the hands each table records (default 20).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use vira::ledger::entry::HandDraft;
use vira::ledger::evening::{HandResult, Trump};
use vira::ledger::remote::PhoneForm;

const TABLES: usize = 5;
const WATCHERS: usize = 100;

/// (table, deals) → when each watcher first saw it.
type Seen = Arc<Mutex<HashMap<(usize, usize), Vec<Instant>>>>;
/// (table, deal) → when its record button was tapped, and how long the
/// host took to answer.
type Taps = Arc<Mutex<HashMap<(usize, usize), (Instant, Duration)>>>;

// The tests' own connection from another loopback address.
#[path = "../tests/common/serve.rs"]
#[allow(dead_code)]
mod serve;
use serve::connect_from;

fn request(source: std::net::Ipv4Addr, host: &str, text: &str) -> String {
    let mut stream = connect_from(source, host);
    stream.write_all(text.as_bytes()).unwrap();
    let mut reply = Vec::new();
    stream.read_to_end(&mut reply).unwrap();
    String::from_utf8_lossy(&reply).into_owned()
}

fn hidden_fields(html: &str) -> Vec<(String, String)> {
    let start = html
        .find("<form method=\"post\" action=\"record\">")
        .expect("a record button");
    let form = &html[start..start + html[start..].find("</form>").unwrap()];
    form.split("<input type=\"hidden\" ")
        .skip(1)
        .map(|input| {
            let pick = |key: &str| {
                let from = input.find(key).unwrap() + key.len();
                input[from..from + input[from..].find('"').unwrap()].to_string()
            };
            (pick("name=\""), pick("value=\""))
        })
        .collect()
}

/// A phone watching the standing: each event's text searched for every
/// table's deals.
fn watch(
    source: std::net::Ipv4Addr,
    host: String,
    base: String,
    players: Vec<String>,
    seen: Seen,
    stop: Arc<AtomicBool>,
) {
    let mut stream = connect_from(source, &host);
    stream
        .set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    write!(
        stream,
        "GET {base}events HTTP/1.1\r\nHost: {host}\r\nAccept-Language: en\r\n\r\n"
    )
    .unwrap();
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    let mut known = vec![0usize; players.len()];
    while !stop.load(Ordering::Relaxed) {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) => return,
            Ok(_) => {}
            Err(_) => continue,
        }
        if !line.starts_with("data: ") {
            continue;
        }
        let now = Instant::now();
        for (table, names) in players.iter().enumerate() {
            let Some(at) = line.find(&format!("{names} · ")) else {
                continue;
            };
            let rest = &line[at + names.len() + " · ".len()..];
            let deals: usize = rest
                .split(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            // A phone that reads slowly gets the newest standing, and
            // with it every deal before.
            if deals > known[table] {
                let mut seen = seen.lock().unwrap();
                for deal in known[table] + 1..=deals {
                    seen.entry((table, deal)).or_default().push(now);
                }
                known[table] = deals;
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

fn main() {
    let hands: usize = std::env::var("RECORD_HANDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20);
    let dir = tempfile::tempdir().unwrap();
    let night = dir.path().join("kvall.night");
    let names = [
        "Anna", "Bo", "Cia", "Dag", "Eva", "Fia", "Gun", "Hans", "Ida", "Jan", "Kim", "Lo", "Mia",
        "Nils", "Olle",
    ];
    let tables: Vec<Vec<&str>> = names.chunks(3).map(<[&str]>::to_vec).collect();
    let seated: Vec<String> = tables
        .iter()
        .enumerate()
        .map(|(n, players)| {
            format!(
                "NightTable(evening: \"bord-{}.ron\", players: [{}])",
                n + 1,
                players
                    .iter()
                    .map(|p| format!("\"{p}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    std::fs::write(
        &night,
        format!(
            r#"Night(format: 1, date: "2026-11-28", game: NightGame(table: Some("stockholm")),
                sittings: [Sitting(tables: [{}])])"#,
            seated.join(", ")
        ),
    )
    .unwrap();
    let registry = vira::rules::registry::TableRegistry::built_in();
    let tokens: Vec<String> = (1..=TABLES)
        .map(|n| {
            vira::disk::recorders::add_recorder(&night, &registry, &n.to_string(), None)
                .unwrap()
                .token
        })
        .collect();
    // The host, as `vira serve NIGHT` runs it.
    let pages = vira::serve::follow::night_pages(&registry, &night);
    let server = vira::serve::record::serve_night(
        std::net::IpAddr::from([127, 0, 0, 1]),
        0,
        pages,
        &night,
        &registry,
        Arc::default(),
    )
    .unwrap();
    let host = server.address().to_string();
    let base = format!("/{}/", server.token());
    let stop = Arc::new(AtomicBool::new(false));
    let server = Arc::new(server);
    let follower = {
        let (server, registry, night, stop) = (
            Arc::clone(&server),
            registry.clone(),
            night.clone(),
            Arc::clone(&stop),
        );
        std::thread::spawn(move || {
            vira::serve::follow::follow_night(&server, &registry, &night, || {
                !stop.load(Ordering::Relaxed)
            });
        })
    };
    let seen: Seen = Arc::default();
    let players: Vec<String> = tables.iter().map(|t| t.join(", ")).collect();
    let watchers: Vec<_> = (0..WATCHERS)
        .map(|n| {
            let source = std::net::Ipv4Addr::new(127, 0, 1, u8::try_from(n + 1).unwrap());
            let (host, base, players, seen, stop) = (
                host.clone(),
                base.clone(),
                players.clone(),
                Arc::clone(&seen),
                Arc::clone(&stop),
            );
            std::thread::spawn(move || watch(source, host, base, players, seen, stop))
        })
        .collect();
    std::thread::sleep(Duration::from_secs(1));
    // Five pullvakter, a hand each about every second.
    let taps: Taps = Arc::default();
    let phones: Vec<_> = tokens
        .iter()
        .enumerate()
        .map(|(table, token)| {
            let (host, token, taps) = (host.clone(), token.clone(), Arc::clone(&taps));
            let players: Vec<String> = tables[table].iter().map(|p| (*p).to_string()).collect();
            let source = std::net::Ipv4Addr::new(127, 0, 2, u8::try_from(table + 1).unwrap());
            std::thread::spawn(move || {
                for hand in 0..hands {
                    let draft = HandDraft {
                        declarer: Some(players[(hand + 1) % 3].clone()),
                        contract: Some("vingel-7".to_string()),
                        trump: Some(Trump::Common),
                        result: Some(HandResult::Tricks(8)),
                        ..HandDraft::default()
                    };
                    let form = PhoneForm {
                        draft,
                        ..PhoneForm::default()
                    };
                    let query = vira::report::record::query(&form.fields());
                    let page = request(
                        source,
                        &host,
                        &format!(
                            "GET /r/{token}/{} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n",
                            query.trim_start_matches("./")
                        ),
                    );
                    let body = hidden_fields(&page)
                        .iter()
                        .map(|(n, v)| format!("{n}={}", vira::report::record::encode(v)))
                        .collect::<Vec<_>>()
                        .join("&");
                    let tap = Instant::now();
                    let reply = request(
                        source,
                        &host,
                        &format!(
                            "POST /r/{token}/record HTTP/1.1\r\nHost: {host}\r\nAccept-Language: en\r\n\
                             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
                             Connection: close\r\n\r\n{body}",
                            body.len()
                        ),
                    );
                    let answered = tap.elapsed();
                    assert!(reply.contains("recorded:"), "not recorded: {reply}");
                    taps.lock().unwrap().insert((table, hand + 1), (tap, answered));
                    std::thread::sleep(Duration::from_millis(700 + 97 * table as u64));
                }
            })
        })
        .collect();
    for phone in phones {
        phone.join().unwrap();
    }
    std::thread::sleep(Duration::from_secs(2));
    stop.store(true, Ordering::Relaxed);
    for watcher in watchers {
        watcher.join().unwrap();
    }
    follower.join().unwrap();
    let taps = taps.lock().unwrap();
    let seen = seen.lock().unwrap();
    let mut answered: Vec<Duration> = taps.values().map(|(_, a)| *a).collect();
    let mut standing = Vec::new();
    let mut missing = 0usize;
    for (&(table, deal), &(tap, _)) in taps.iter() {
        let arrivals = seen.get(&(table, deal)).map_or(&[][..], Vec::as_slice);
        missing += WATCHERS.saturating_sub(arrivals.len());
        standing.extend(arrivals.iter().map(|at| at.saturating_duration_since(tap)));
    }
    answered.sort();
    standing.sort();
    println!(
        "{TABLES} tables recording {hands} hands each from phones, {WATCHERS} phones watching the standing"
    );
    println!(
        "tap to the phone's answer (hand booked):  median {:?}, 95 % {:?}, most {:?}",
        percentile(&answered, 0.5),
        percentile(&answered, 0.95),
        answered.last().unwrap()
    );
    println!(
        "tap to the standing on every watching phone ({} arrivals, {missing} missed): median {:?}, 95 % {:?}, most {:?}",
        standing.len(),
        percentile(&standing, 0.5),
        percentile(&standing, 0.95),
        standing.last().unwrap()
    );
}
