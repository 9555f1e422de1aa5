//! The players' view served to phones: the server's contract over real TCP
//! (`vira::serve::PhoneServer`), and `vira serve FILE` following a file the
//! way the app saves it.
//!
//! Only the three paths under the token answer; every other is 404, every
//! method but GET 405; a head too large is refused and a head too slow is
//! cut off; the event stream sends the whole state on connecting and each
//! new state as it comes; stopping the server closes every connection.
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

use crate::common;

use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpStream};
use std::time::{Duration, Instant};

use common::serve::{
    EVENING, Events, Served, connect_from, get, host_of, megabyte_head, path_of, record_hand, send,
    silent_stream, state,
};
use vira::ledger::Ledger;
use vira::ledger::evening::Evening;
use vira::report::phone::phone_view;
use vira::rules::registry::TableRegistry;
use vira::serve::{HEADER_TIMEOUT, Limits, MAX_CONNECTIONS, Pages, PhoneServer};

/// The pages of an evening's text.
fn pages(text: &str) -> Pages {
    let evening = Evening::parse("evening.ron", text).unwrap();
    let registry = TableRegistry::built_in();
    let table = registry
        .entry(&evening.table)
        .unwrap()
        .table
        .as_ref()
        .unwrap();
    let ledger = Ledger::new(&evening, table).unwrap();
    let now = evening.date.and_hms_opt(20, 0, 0).unwrap();
    Pages::of(|language| phone_view(&evening, &ledger, now, language))
}

/// The evening with one more hand, won by `declarer`.
fn with_hand(declarer: &str) -> String {
    EVENING.replace(
        "result: Tricks(8))]",
        &format!(
            "result: Tricks(8)), Hand(declarer: \"{declarer}\", contract: \"vingel-7\", trump: Preference, result: Tricks(8))]"
        ),
    )
}

fn start() -> (PhoneServer, String, String) {
    let server = PhoneServer::start("127.0.0.1:0".parse().unwrap(), pages(EVENING)).unwrap();
    let url = server.url();
    (server, host_of(&url), path_of(&url))
}

#[test]
fn only_the_page_the_state_and_the_stream_under_the_token() {
    let (server, host, base) = start();
    assert_eq!(base, format!("/{}/", server.token()));
    // The page, in the phone's language.
    let page = get(&host, &base, "sv-SE,sv;q=0.9,en;q=0.5");
    assert_eq!(page.status, 200, "{}", page.head);
    assert!(page.head.contains("content-type: text/html; charset=utf-8"));
    assert!(page.head.contains("cache-control: no-store"));
    // Inline code only by its hash (issue 34, 10); the browser test shows
    // that the page's own script still runs under it.
    let policy = page
        .head
        .lines()
        .find_map(|l| l.strip_prefix("content-security-policy: "))
        .unwrap();
    assert!(!policy.contains("unsafe-inline"), "{policy}");
    assert!(policy.contains("script-src 'sha256-"), "{policy}");
    assert!(policy.contains("style-src 'sha256-"), "{policy}");
    assert!(page.body.contains("<html lang=\"sv\">"));
    assert!(page.body.contains("ger nästa giv"));
    let english = get(&host, &base, "en-GB,en");
    assert!(english.body.contains("deals next"));
    // The state.
    let json = state(&host, &base);
    assert_eq!(json["players"][0]["name"], "Anna");
    assert_eq!(json["players"][0]["balance"], 6);
    assert_eq!(json["dealer"], "Anna");
    // Without the token, or beside it: 404, and nothing of the evening.
    let token = server.token().to_string();
    let mut wrong = token.clone().into_bytes();
    wrong[31] = if wrong[31] == b'0' { b'1' } else { b'0' };
    let wrong = String::from_utf8(wrong).unwrap();
    for path in [
        "/".to_string(),
        "/state".to_string(),
        "/events".to_string(),
        format!("/{wrong}/"),
        format!("/{wrong}/state"),
        format!("/{}/", &token[..31]),
        format!("/{token}/../{token}/state"),
        format!("/{token}/%2e%2e/state"),
        format!("/{token}/index.html"),
        format!("/{token}/state/"),
        "/../../etc/passwd".to_string(),
    ] {
        let reply = get(&host, &path, "en");
        assert_eq!(reply.status, 404, "{path}: {}", reply.head);
        assert!(!reply.body.contains("Anna"), "{path}");
    }
    // The token without its slash: to the page.
    let bare = get(&host, &format!("/{token}"), "en");
    assert_eq!(bare.status, 308);
    assert!(bare.head.contains(&format!("location: /{token}/")));
    // Nothing is written through it: every other method is 405.
    for method in ["POST", "PUT", "DELETE", "PATCH", "HEAD"] {
        let reply = send(
            &host,
            &format!(
                "{method} {base}state HTTP/1.1\r\nHost: {host}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}"
            ),
        );
        assert_eq!(reply.status, 405, "{method}: {}", reply.head);
        assert!(reply.head.contains("allow: GET"), "{}", reply.head);
    }
    // A wrong token with POST is still only 404.
    let reply = send(
        &host,
        &format!("POST /{wrong}/state HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(reply.status, 404);
    server.stop();
}

#[test]
fn the_stream_sends_the_whole_state_then_each_change_at_once() {
    let (server, host, base) = start();
    let mut events = Events::open(&host, &base, "sv");
    let first = events.next_state().unwrap();
    assert!(first.contains("<b>Anna</b> ger nästa giv"), "{first}");
    // A second phone, in English, also gets the whole state on connecting.
    let mut english = Events::open(&host, &base, "en");
    assert!(english.next_state().unwrap().contains("deals next"));
    // A hand recorded: pushed to both within a second.
    let recorded = Instant::now();
    server.publish(pages(&with_hand("Bo")));
    events.wait_at_most(Duration::from_secs(1));
    let next = events.next_state().expect("the new state within a second");
    assert!(recorded.elapsed() < Duration::from_secs(1));
    assert!(
        next.contains("Bo ger nästa giv") || next.contains("<b>Bo</b> ger nästa giv"),
        "{next}"
    );
    assert!(next.contains("Bo: Vingel"), "{next}");
    english.wait_at_most(Duration::from_secs(1));
    assert!(english.next_state().unwrap().contains("Bo: Vingel"));
    // A phone that reconnects (it slept) has the page whole again.
    drop(events);
    let mut again = Events::open(&host, &base, "sv");
    assert!(again.next_state().unwrap().contains("Bo: Vingel"));
    // The same state again sends nothing.
    server.publish(pages(&with_hand("Bo")));
    again.wait_at_most(Duration::from_millis(500));
    assert_eq!(again.next_state(), None);
    server.stop();
}

#[test]
fn stopping_closes_every_connection_and_the_port() {
    let (server, host, base) = start();
    let mut events = Events::open(&host, &base, "sv");
    assert!(events.next_state().is_some());
    let stopped = Instant::now();
    server.stop();
    // The open stream ends (end of file, not a timeout).
    assert_eq!(events.next_state(), None);
    assert!(stopped.elapsed() < Duration::from_secs(5));
    assert!(TcpStream::connect(&host).is_err(), "still listening");
}

#[test]
fn heads_too_large_or_too_slow_are_cut_off() {
    let (server, host, base) = start();
    // A megabyte of header: refused (431) or closed, never read whole.
    let reply = megabyte_head(&host, &base);
    assert!(
        reply.is_empty() || reply.starts_with("HTTP/1.1 431"),
        "{reply}"
    );
    // A client that never finishes its head: closed after the timeout.
    let mut slow = TcpStream::connect(&host).unwrap();
    slow.set_read_timeout(Some(HEADER_TIMEOUT * 3)).unwrap();
    slow.write_all(format!("GET {base} HTTP/1.1\r\nHost: ").as_bytes())
        .unwrap();
    let began = Instant::now();
    let mut rest = Vec::new();
    let _ = slow.read_to_end(&mut rest);
    assert!(
        began.elapsed() < HEADER_TIMEOUT * 2,
        "the slow client was kept {:?}",
        began.elapsed()
    );
    // Many connections opened and dropped: the server still answers.
    for _ in 0..1000 {
        drop(TcpStream::connect(&host).unwrap());
    }
    let flooded = Instant::now();
    assert_eq!(get(&host, &base, "sv").status, 200);
    assert!(
        flooded.elapsed() < Duration::from_secs(3),
        "{:?}",
        flooded.elapsed()
    );
    server.stop();
}

/// Issue 34, 6: strangers without the token, from many addresses, hold
/// every connection they can (silent ones, and keep-alive ones asking
/// wrong paths); a phone with the token is answered at once and its
/// stream runs, and a wrong-token request closes its connection.
#[test]
fn strangers_flooding_the_port_never_keep_a_phone_out() {
    let (server, host, base) = start();
    // A wrong token: answered 404, then the connection is closed (the
    // read ends, it does not wait for the next request).
    let mut stranger = connect_from(Ipv4Addr::new(127, 0, 0, 2), &host);
    write!(
        stranger,
        "GET /0123456789abcdef0123456789abcdef/ HTTP/1.1\r\nHost: {host}\r\n\r\n"
    )
    .unwrap();
    let asked = Instant::now();
    let mut reply = Vec::new();
    stranger.read_to_end(&mut reply).unwrap();
    assert!(String::from_utf8_lossy(&reply).starts_with("HTTP/1.1 404"));
    assert!(
        asked.elapsed() < Duration::from_secs(2),
        "{:?}",
        asked.elapsed()
    );
    // The flood: more connections than the server holds, from sixteen
    // addresses, none of them sending a whole request.
    let flood: Vec<TcpStream> = (0..MAX_CONNECTIONS + 100)
        .map(|i| {
            let source = Ipv4Addr::new(127, 0, 1, u8::try_from(i % 16 + 1).unwrap());
            let mut stream = connect_from(source, &host);
            stream.write_all(b"GET /").unwrap();
            stream
        })
        .collect();
    // The phone (its own address) gets the page, the state and its stream
    // at once, not after the strangers' time runs out.
    let phone = Instant::now();
    assert_eq!(get(&host, &base, "sv").status, 200);
    assert_eq!(state(&host, &base)["hands"], 1);
    let mut events = Events::open(&host, &base, "sv");
    assert!(events.next_state().unwrap().contains("Anna"));
    assert!(
        phone.elapsed() < Duration::from_secs(1),
        "the phone waited {:?}",
        phone.elapsed()
    );
    // More strangers: the phone's open stream keeps going.
    let more: Vec<TcpStream> = (0..200)
        .map(|i| {
            connect_from(
                Ipv4Addr::new(127, 0, 2, u8::try_from(i % 50 + 1).unwrap()),
                &host,
            )
        })
        .collect();
    server.publish(pages(&with_hand("Bo")));
    events.wait_at_most(Duration::from_secs(2));
    assert!(
        events.next_state().is_some_and(|s| s.contains("Bo")),
        "the phone's stream was closed by the flood"
    );
    drop((flood, more));
    server.stop();
}

/// Issue 34, 7: with an open-file limit of 256 (macOS's default), 400
/// streams from strangers never leave the server without descriptors: the
/// connections are sized from the limit, and a phone gets the state.
#[test]
fn an_open_file_limit_of_256_still_answers_the_phones() {
    let dir = tempfile::tempdir().unwrap();
    let tables = dir.path().join("tables");
    std::fs::create_dir(&tables).unwrap();
    let file = dir.path().join("evening.ron");
    std::fs::write(&file, EVENING).unwrap();
    let served = Served::start_with_open_files(&file, &tables, 256);
    let (host, base) = (served.host(), served.base());
    let streams: Vec<TcpStream> = (0..400)
        .map(|i| {
            let source = Ipv4Addr::new(127, 0, 3, u8::try_from(i % 20 + 1).unwrap());
            silent_stream(source, &host, &base)
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    let json = state(&host, &base);
    assert_eq!(json["hands"], 1, "{json}");
    assert!(
        asked.elapsed() < Duration::from_secs(2),
        "{:?}",
        asked.elapsed()
    );
    drop(streams);
    let console = served.console();
    assert!(!console.contains("Too many open files"), "{console}");
}

/// Issue 34, 8: a phone that stops reading while the evening goes on is
/// let go after the stall time (its connection closed, whatever it has
/// not read flushed first), and reconnecting brings it the latest state.
#[test]
fn a_phone_that_stops_reading_is_let_go_and_catches_up() {
    let limits = Limits {
        stall: Duration::from_millis(500),
        ..Limits::of(64)
    };
    let server =
        PhoneServer::start_with("127.0.0.1:0".parse().unwrap(), pages(EVENING), limits).unwrap();
    let (host, base) = (host_of(&server.url()), path_of(&server.url()));
    let mut stalled = silent_stream(Ipv4Addr::LOCALHOST, &host, &base);
    // Long evenings, one after another, far more than the socket's
    // buffers hold, and the phone reads nothing.
    let mut last = 0;
    for hands in 3000..3060 {
        server.publish(pages(&common::serve::long_evening(hands)));
        last = hands;
        std::thread::sleep(Duration::from_millis(40));
    }
    std::thread::sleep(Duration::from_secs(2));
    // What was sent, then the end: the server closed the connection.
    stalled
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut sent = Vec::new();
    let ended = stalled.read_to_end(&mut sent);
    assert!(ended.is_ok(), "the stalled phone was kept: {ended:?}");
    // Back again: the latest state at once.
    let mut events = Events::open(&host, &base, "en");
    let now = events.next_state().unwrap();
    assert!(now.contains(&format!("{last}.")), "not the latest");
    server.stop();
}

#[test]
fn vira_serve_follows_the_file_as_the_app_saves_it() {
    let dir = tempfile::tempdir().unwrap();
    let (served, file) = Served::on_evening(dir.path());
    let (host, base) = (served.host(), served.base());
    assert_eq!(state(&host, &base)["players"][1]["balance"], -11);
    let mut events = Events::open(&host, &base, "en");
    assert!(events.next_state().unwrap().contains("Anna: Vingel"));
    // Bo wins a hand: saved as the app saves (a new file renamed over).
    let saved = Instant::now();
    record_hand(&file, "Bo");
    events.wait_at_most(Duration::from_secs(1));
    let next = events.next_state().expect("the new state within a second");
    assert!(
        saved.elapsed() < Duration::from_secs(1),
        "{:?}",
        saved.elapsed()
    );
    assert!(next.contains("2. Bo: Vingel"), "{next}");
    let json = state(&host, &base);
    assert_eq!(json["hands"], 2);
    assert_ne!(json["players"][1]["balance"], -11);
    // A file gone bad shows that it cannot be read; the located error is
    // for the console, never for the phones (issue 34, 5); the server goes
    // on.
    std::fs::write(&file, "Evening(format: 1,\n  date: oops").unwrap();
    events.wait_at_most(Duration::from_secs(2));
    let broken = events.next_state().unwrap();
    assert!(broken.contains("role=\"alert\""), "{broken}");
    assert!(broken.contains("cannot be read just now"), "{broken}");
    assert!(!broken.contains("evening.ron"), "{broken}");
    assert!(!broken.contains("oops"), "{broken}");
    assert!(
        served.console().contains("evening.ron:2:"),
        "{}",
        served.console()
    );
    // Put right again: the evening is back.
    record_hand_after_repair(&file);
    let back = events.next_state().unwrap();
    assert!(back.contains("Anna: Vingel"), "{back}");
}

/// Issue 34, 5: the served file replaced by a link to a secret; the phones
/// are told only that the file cannot be read (no line of the target, no
/// path), the console says why.
#[cfg(unix)]
#[test]
fn a_link_to_another_file_publishes_nothing_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let (served, file) = Served::on_evening(dir.path());
    let (host, base) = (served.host(), served.base());
    let mut events = Events::open(&host, &base, "en");
    assert!(events.next_state().unwrap().contains("Anna: Vingel"));
    let secret = dir.path().join("secret");
    std::fs::write(&secret, "root:x:0:0:TOPSECRET:/root:/bin/bash\n").unwrap();
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&secret, &link).unwrap();
    std::fs::rename(&link, &file).unwrap();
    events.wait_at_most(Duration::from_secs(2));
    let shown = events.next_state().unwrap();
    for page in [
        shown,
        state(&host, &base).to_string(),
        get(&host, &base, "sv").body,
    ] {
        assert!(!page.contains("TOPSECRET"), "{page}");
        assert!(!page.contains("/bin/bash"), "{page}");
        assert!(!page.contains(&dir.path().display().to_string()), "{page}");
    }
    // The console has the whole error.
    let console = served.console();
    assert!(console.contains("TOPSECRET"), "{console}");
}

fn record_hand_after_repair(file: &std::path::Path) {
    std::fs::write(file, EVENING).unwrap();
}

/// The resident memory of this process (the server runs in it), in KiB.
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

#[test]
fn a_hundred_viewers_get_every_one_of_fifty_hands() {
    const VIEWERS: usize = 100;
    const HANDS: usize = 50;
    let (server, host, base) = start();
    let before = resident_kib();
    // Each viewer reads its stream on a thread of its own and notes when
    // each hand (by its number in the protocol) arrived.
    let began = Instant::now();
    let (ready, all_ready) = std::sync::mpsc::channel();
    let viewers: Vec<_> = (0..VIEWERS)
        .map(|i| {
            let (host, base, ready) = (host.clone(), base.clone(), ready.clone());
            // A hundred phones: a hundred addresses.
            let phone = Ipv4Addr::new(127, 0, 4, u8::try_from(i + 1).unwrap());
            std::thread::spawn(move || {
                let mut events = Events::open_from(phone, &host, &base, "en");
                events.next_state().unwrap();
                ready.send(()).unwrap();
                let mut seen = vec![None; HANDS];
                while seen.iter().any(Option::is_none) {
                    let Some(state) = events.next_state() else {
                        break;
                    };
                    // A protocol line per hand ("2. Bo: Vingel, …"), and
                    // the last hand in words ("Bo: Vingel, …").
                    let hands = state.matches(": Vingel").count().saturating_sub(1);
                    if (2..=HANDS + 1).contains(&hands) {
                        seen[hands - 2].get_or_insert(began.elapsed());
                    }
                }
                seen
            })
        })
        .collect();
    for _ in 0..VIEWERS {
        all_ready.recv().unwrap();
    }
    let mut text = EVENING.to_string();
    let mut published = Vec::new();
    for _ in 0..HANDS {
        text = text.replace(
            "result: Tricks(8))]",
            "result: Tricks(8)), Hand(declarer: \"Bo\", contract: \"vingel-7\", trump: Preference, result: Tricks(8))]",
        );
        let pages = pages(&text);
        published.push(began.elapsed());
        server.publish(pages);
        std::thread::sleep(Duration::from_millis(40));
    }
    let mut delays = Vec::new();
    for viewer in viewers {
        for (hand, seen) in viewer.join().unwrap().into_iter().enumerate() {
            let seen = seen.unwrap_or_else(|| panic!("a viewer missed hand {}", hand + 2));
            delays.push(seen.saturating_sub(published[hand]));
        }
    }
    delays.sort();
    let p95 = delays[delays.len() * 95 / 100];
    let after = resident_kib();
    eprintln!(
        "{VIEWERS} viewers, {HANDS} hands: every update received; 95th percentile {p95:?}, \
         the largest {:?}; resident memory {before:?} KiB before, {after:?} KiB with the viewers",
        delays.last().unwrap()
    );
    assert!(p95 < Duration::from_secs(1), "{p95:?}");
    server.stop();
}

#[test]
fn serve_refuses_an_address_of_many_machines() {
    // Issue 34, 10: `--bind` took broadcast and multicast addresses.
    let dir = tempfile::TempDir::new().unwrap();
    let file = dir.path().join("e.ron");
    std::fs::write(&file, common::serve::EVENING).unwrap();
    for address in ["255.255.255.255", "224.0.0.1", "ff02::1"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_vira"))
            .args(["--lang", "en", "serve"])
            .arg(&file)
            .args(["--bind", address])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{address}: {out:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains(&format!(
                "cannot listen on {address}: it is an address for many machines"
            )),
            "{said}"
        );
        assert!(out.stdout.is_empty(), "{address}: nothing served");
    }
}
