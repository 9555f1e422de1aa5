//! The served players' view in a real browser: `vira serve` on an evening
//! file, the page opened in headless Chromium, a hand recorded by writing
//! the file the way the app does (a new file renamed over the old one), and
//! the new balance on the page within a second, pushed by the server.
//!
//! The page is read through Chromium's DevTools protocol (a few lines of
//! WebSocket below: `Runtime.evaluate` of the page's text), because the
//! page never finishes loading in the sense `--dump-dom` waits for: its
//! event stream stays open.
//!
//! Needs `chromium` (Debian), so it runs only with `cargo test --features
//! browser --test core_cli serve_browser::` (`.ci/run` installs it and runs it).
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

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::serve::{Served, record_hand, state};

/// Headless Chromium with the DevTools protocol on a free port, killed
/// when dropped.
struct Browser {
    child: Child,
    devtools: String,
    _profile: tempfile::TempDir,
}

impl Browser {
    fn open(url: &str) -> Browser {
        Browser::open_in(url, "sv-SE")
    }

    /// Chromium on `url` with `language` (`en-GB`) as its own.
    fn open_in(url: &str, language: &str) -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let chromium = std::env::var("VIRA_CHROMIUM").unwrap_or_else(|_| "chromium".to_string());
        let mut child = Command::new(&chromium)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
            ])
            .arg(format!("--lang={language}"))
            .arg(format!("--accept-lang={language}"))
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg(url)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{chromium} did not start ({e}): install chromium"));
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/…"
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let devtools = loop {
            let mut line = String::new();
            if stderr.read_line(&mut line).unwrap() == 0 {
                panic!("{chromium} ended without its DevTools address");
            }
            if let Some(rest) = line.trim().strip_prefix("DevTools listening on ws://") {
                break rest.split('/').next().unwrap().to_string();
            }
        };
        // Keep reading its stderr so that it never blocks on a full pipe.
        std::thread::spawn(move || {
            let mut sink = String::new();
            while stderr.read_line(&mut sink).map(|n| n > 0).unwrap_or(false) {
                sink.clear();
            }
        });
        Browser {
            child,
            devtools,
            _profile: profile,
        }
    }

    /// The WebSocket of the page's target (waiting for it to be listed).
    fn page(&self, url: &str) -> Page {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let reply = common::serve::get(&self.devtools, "/json/list", "en");
            let targets: serde_json::Value =
                serde_json::from_str(&reply.body).unwrap_or(serde_json::Value::Null);
            let found = targets.as_array().and_then(|targets| {
                targets.iter().find_map(|t| {
                    (t["type"] == "page" && t["url"].as_str() == Some(url))
                        .then(|| t["webSocketDebuggerUrl"].as_str().map(str::to_string))
                        .flatten()
                })
            });
            if let Some(socket) = found {
                return Page::connect(&socket);
            }
            assert!(Instant::now() < deadline, "no page target: {}", reply.body);
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A DevTools connection to one page: just enough WebSocket for text
/// messages (client frames masked, as the protocol demands).
struct Page {
    stream: TcpStream,
    next_id: u64,
}

impl Page {
    fn connect(socket: &str) -> Page {
        let rest = socket.strip_prefix("ws://").unwrap();
        let (host, path) = rest.split_once('/').unwrap();
        let mut stream = TcpStream::connect(host).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        write!(
            stream,
            "GET /{path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        .unwrap();
        // The 101 head, to its blank line, a byte at a time (the frames
        // follow at once).
        let mut head = Vec::new();
        while !head.ends_with(b"\r\n\r\n") {
            let mut byte = [0u8];
            stream.read_exact(&mut byte).unwrap();
            head.push(byte[0]);
        }
        let head = String::from_utf8_lossy(&head);
        assert!(head.starts_with("HTTP/1.1 101"), "{head}");
        Page { stream, next_id: 1 }
    }

    fn send(&mut self, text: &str) {
        let payload = text.as_bytes();
        let mut frame = vec![0x81u8];
        let mask = [0x12u8, 0x34, 0x56, 0x78];
        match payload.len() {
            n if n < 126 => frame.push(0x80 | n as u8),
            n if n < 65536 => {
                frame.push(0x80 | 126);
                frame.extend_from_slice(&(n as u16).to_be_bytes());
            }
            n => {
                frame.push(0x80 | 127);
                frame.extend_from_slice(&(n as u64).to_be_bytes());
            }
        }
        frame.extend_from_slice(&mask);
        frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        self.stream.write_all(&frame).unwrap();
    }

    fn receive(&mut self) -> String {
        let mut head = [0u8; 2];
        self.stream.read_exact(&mut head).unwrap();
        let length = match head[1] & 0x7f {
            126 => {
                let mut n = [0u8; 2];
                self.stream.read_exact(&mut n).unwrap();
                u64::from(u16::from_be_bytes(n))
            }
            127 => {
                let mut n = [0u8; 8];
                self.stream.read_exact(&mut n).unwrap();
                u64::from_be_bytes(n)
            }
            n => u64::from(n),
        };
        let mut payload = vec![0u8; usize::try_from(length).unwrap()];
        self.stream.read_exact(&mut payload).unwrap();
        String::from_utf8(payload).unwrap()
    }

    /// Calls a DevTools method; its result.
    fn call(&mut self, method: &str, params: serde_json::Value) -> serde_json::Value {
        let id = self.next_id;
        self.next_id += 1;
        let message = serde_json::json!({ "id": id, "method": method, "params": params });
        self.send(&message.to_string());
        loop {
            let reply: serde_json::Value = serde_json::from_str(&self.receive()).unwrap();
            if reply["id"] == id {
                return reply["result"].clone();
            }
        }
    }

    /// The value of a JavaScript expression in the page, as a string.
    fn evaluate(&mut self, expression: &str) -> String {
        let result = self.call(
            "Runtime.evaluate",
            serde_json::json!({ "expression": expression, "returnByValue": true }),
        );
        match &result["result"]["value"] {
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        }
    }

    /// Waits until the page's text contains `wanted`; how long it took.
    fn wait_for(&mut self, wanted: &str, at_most: Duration) -> Result<Duration, String> {
        let began = Instant::now();
        loop {
            let text = self.evaluate("document.body ? document.body.innerText : ''");
            if text.contains(wanted) {
                return Ok(began.elapsed());
            }
            if began.elapsed() > at_most {
                return Err(text);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

#[test]
fn a_recorded_hand_reaches_the_page_in_chromium_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let (served, file) = Served::on_evening(dir.path());
    let (host, base) = (served.host(), served.base());
    let browser = Browser::open(&served.url);
    let mut page = browser.page(&served.url);
    // The page as loaded, in Swedish (the browser's language), with the
    // stream connected: Anna deals next, one hand played.
    page.wait_for("Anna ger nästa giv", Duration::from_secs(30))
        .unwrap_or_else(|text| panic!("the page never showed the evening: {text}"));
    // The stream is open: its first event (the whole state) has come.
    let began = Instant::now();
    while page.evaluate("document.getElementById('v').dataset.updates || '0'") == "0" {
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "the page's stream sent nothing"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let before = state(&host, &base);
    assert_eq!(before["hands"], 1);
    // Mark the loaded page: a reload would lose the mark, so the change
    // seen below came through the open stream.
    page.evaluate("window.vira_mark = 'loaded once'");
    // Bo wins the next hand; the app's save: a new file renamed over.
    let saved = Instant::now();
    record_hand(&file, "Bo");
    page.wait_for("2. Bo: Vingel", Duration::from_secs(1))
        .unwrap_or_else(|text| panic!("the new hand did not reach the page in a second: {text}"));
    let took = saved.elapsed();
    assert!(took < Duration::from_secs(1), "{took:?}");
    let after = state(&host, &base);
    assert_eq!(after["hands"], 2);
    let bo = after["players"][1]["amount"].as_str().unwrap();
    assert_ne!(
        before["players"][1]["amount"],
        after["players"][1]["amount"]
    );
    let text = page.evaluate("document.body.innerText");
    assert!(
        text.contains(&format!("Bo\n{bo}")) || text.contains(bo),
        "Bo's new balance {bo} is not on the page: {text}"
    );
    eprintln!("the new hand was on the page {took:?} after the save");
    assert_eq!(page.evaluate("window.vira_mark"), "loaded once");
}

/// A club night's standing on the phones' page in Chromium (issue 36, 4):
/// `vira serve NAME.night`, the standing as loaded, then a table's file
/// handed in reaches the open page through its stream, within the host's
/// half-second look and a second.
#[test]
fn a_nights_standing_reaches_the_page_in_chromium() {
    let night = common::night::night_folder("Places(points: [3, 2, 1, 0])");
    let tables = tempfile::tempdir().unwrap();
    let served = Served::start(&night.path().join("kvall.night"), tables.path());
    let browser = Browser::open(&served.url);
    let mut page = browser.page(&served.url);
    page.wait_for(
        "Klubbkväll 2026-11-26, Stockholms Wirasällskap",
        Duration::from_secs(30),
    )
    .unwrap_or_else(|text| panic!("the page never showed the night: {text}"));
    let text = page.evaluate("document.body.innerText");
    for part in [
        "1. Anna",
        "2 bord · 5 poäng",
        "+5 b 2 p",
        "26,26 kr",
        "Sittning 2",
        "inte inlämnad än",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let began = Instant::now();
    while page.evaluate("document.getElementById('v').dataset.updates || '0'") == "0" {
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "the page's stream sent nothing"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    page.evaluate("window.vira_mark = 'loaded once'");
    let three = common::night::table_three();
    let handed = Instant::now();
    std::fs::write(night.path().join("bord-3.ron"), three).unwrap();
    page.wait_for("Eva\n1 bord", Duration::from_secs(5))
        .unwrap_or_else(|text| panic!("the table handed in did not reach the page: {text}"));
    eprintln!(
        "the table handed in was on the page {:?} after",
        handed.elapsed()
    );
    let text = page.evaluate("document.body.innerText");
    assert!(!text.contains("inte inlämnad än"), "{text}");
    assert_eq!(page.evaluate("window.vira_mark"), "loaded once");
}

/// What a pullvakt sees and taps on a phone of 390x844 pixels.
impl Page {
    /// The buttons in sight lower than 44 pixels, by their text.
    fn too_small_for_a_thumb(&mut self) -> String {
        self.evaluate(
            "[...document.querySelectorAll('a.b,button')].filter(e=>e.offsetParent!==null&&e.getBoundingClientRect().height<44).map(e=>e.textContent).join('|')",
        )
    }

    /// The phone's network away (`true`) or back.
    fn offline(&mut self, offline: bool) {
        self.call(
            "Network.emulateNetworkConditions",
            serde_json::json!({ "offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
        );
    }

    /// The page as a phone `width` pixels wide and 844 high shows it.
    fn phone_of_width(&mut self, width: u32) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            serde_json::json!({ "width": width, "height": 844, "deviceScaleFactor": 2, "mobile": true }),
        );
    }

    /// Taps the link or button in sight whose text is `text` (its first;
    /// one folded away is not tapped).
    fn tap(&mut self, text: &str) {
        // The page the last tap led to may still be on its way: the
        // button is waited for, as a thumb waits for the page.
        let script = format!(
            "(function(){{var e=[...document.querySelectorAll('a,button')].find(e=>e.offsetParent!==null&&e.textContent.trim()==={text:?});\
             if(!e)return 'none';e.scrollIntoView();e.click();return 'tapped';}})()"
        );
        let began = Instant::now();
        while self.evaluate(&script) != "tapped" {
            assert!(
                began.elapsed() < Duration::from_secs(10),
                "no {text:?} to tap: {}",
                self.evaluate("document.body.innerText")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for `wanted` on the page after a tap, and saves a screenshot
    /// named `name` in `dir`; checks the page reads on a phone: nothing
    /// wider than the screen, every button at least 44 pixels high.
    fn seen(&mut self, wanted: &str, dir: &std::path::Path, name: &str) -> String {
        self.wait_for(wanted, Duration::from_secs(10))
            .unwrap_or_else(|text| panic!("{name}: {wanted:?} never came: {text}"));
        let wide = self.evaluate("String(document.documentElement.scrollWidth)");
        assert_eq!(wide, "390", "{name}: the page is wider than the phone");
        let low = self.too_small_for_a_thumb();
        assert!(
            low.is_empty(),
            "{name}: buttons too small for a thumb: {low}"
        );
        let shot = self.call(
            "Page.captureScreenshot",
            serde_json::json!({ "format": "png", "captureBeyondViewport": false }),
        );
        let png = base64_decode(shot["data"].as_str().unwrap());
        assert!(png.starts_with(b"\x89PNG"), "{name}: no PNG");
        // The PNG's own size: the phone's, at its pixel ratio 2.
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
        assert_eq!((width, height), (780, 1688), "{name}");
        std::fs::write(dir.join(format!("{name}.png")), &png).unwrap();
        self.evaluate("document.body.innerText")
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut bits, mut count) = (0u32, 0);
    for c in text.bytes().filter(|&c| c != b'=') {
        let value = ALPHABET.iter().position(|&a| a == c).unwrap() as u32;
        bits = (bits << 6) | value;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

/// A whole short evening recorded from Chromium at a phone's size
/// (390x844, issue 37): taps only, as a pullvakt's thumb, through the
/// host's pages; a hand sent while the phone is offline is kept and sent
/// when it is back; a correction and an undo. The screenshots are kept in
/// `target/record-walk/` to be looked at.
#[test]
fn a_short_evening_is_recorded_from_chromium_at_a_phones_size() {
    use common::record::{Host, add_phone, evening_at, night};
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    let url = format!("http://{}/r/{token}/", host.host());
    let shots = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("record-walk");
    std::fs::create_dir_all(&shots).unwrap();
    let browser = Browser::open_in(&url, "en-GB");
    let mut page = browser.page(&url);
    page.phone_of_width(390);
    page.call("Network.enable", serde_json::json!({}));
    page.evaluate("location.reload()");
    page.seen("Who declares?", &shots, "01-declarer");
    // Hand 1: Bo, a common contract tapped, preference, 9 tricks.
    page.tap("Bo");
    page.seen("Which contract?", &shots, "02-contract");
    page.tap("#16 Vingel 8");
    page.seen("Which trump?", &shots, "03-trump");
    page.tap("preference");
    page.seen("How many tricks?", &shots, "04-tricks");
    page.tap("9");
    let preview = page.seen("Record hand 1", &shots, "05-preview");
    assert!(preview.contains("9 tricks: WON"), "{preview}");
    page.tap("Record hand 1");
    let done = page.seen(
        "Hand 1 recorded: Bo, Vingel 8, 9 tricks: WON",
        &shots,
        "06-recorded",
    );
    assert!(done.contains("Who declares?"), "{done}");
    // Hand 2: found by the search, as typed.
    page.tap("Cia");
    page.evaluate("document.querySelector('input[name=q]').value='t7'");
    page.tap("Search");
    page.seen("#7 Turné 7", &shots, "07-search");
    page.tap("#7 Turné 7");
    page.seen("Which trump?", &shots, "08-trump");
    page.tap("common");
    page.tap("6");
    page.seen("Record hand 2", &shots, "09-preview");
    page.tap("Record hand 2");
    page.seen("Hand 2 recorded", &shots, "10-recorded");
    // Hand 3, sent while the phone is offline: kept, said, and sent when
    // the network is back.
    page.tap("Anna");
    page.tap("#16 Vingel 8");
    page.tap("second");
    page.tap("8");
    page.seen("Record hand 3", &shots, "11-preview");
    page.offline(true);
    page.tap("Record hand 3");
    page.seen("Not sent yet: no connection", &shots, "12-offline");
    assert_eq!(evening_at(&path, "bord-1.ron").hands.len(), 2);
    page.offline(false);
    page.seen(
        "Hand 3 recorded: Anna, Vingel 8, 8 tricks",
        &shots,
        "13-back",
    );
    // Hand 2 corrected: 7 tricks, not 6.
    let corrections = page.evaluate("document.querySelectorAll('.hands a').length");
    assert_eq!(corrections, "3");
    page.evaluate("document.querySelectorAll('.hands a')[1].click()");
    page.seen("Correcting hand 2", &shots, "14-correcting");
    page.tap("6 tricks ✎");
    page.tap("7");
    page.seen("Save the correction of hand 2", &shots, "15-correction");
    page.tap("Save the correction of hand 2");
    page.seen("Hand 2 corrected.", &shots, "16-corrected");
    // The last hand undone.
    page.tap("Undo hand 3");
    page.seen("Hand 3 taken back.", &shots, "17-undone");
    let evening = evening_at(&path, "bord-1.ron");
    let hands: Vec<(String, String, String)> = evening
        .hands
        .iter()
        .map(|h| {
            (
                h.declarer.clone(),
                h.contract.clone(),
                format!("{:?}", h.result),
            )
        })
        .collect();
    assert_eq!(
        hands,
        [
            ("Bo".into(), "vingel-8".into(), "Tricks(9)".into()),
            ("Cia".into(), "turne-7".into(), "Tricks(7)".into()),
        ]
    );
    assert_eq!(evening.changes.len(), 5, "{:?}", evening.changes);
    // The fullest page (a preview with omköp and the latest hands) on the
    // narrowest and the widest phones: nothing wider than the screen,
    // every button for a thumb.
    for width in [360, 430] {
        page.phone_of_width(width);
        page.evaluate("location.href = './?d=Bo&c=vingel-8&t=preference&r=9'");
        page.wait_for("Record hand 3", Duration::from_secs(10))
            .unwrap_or_else(|text| panic!("{width}: {text}"));
        let wide = page.evaluate("String(document.documentElement.scrollWidth)");
        assert_eq!(
            wide,
            width.to_string(),
            "the page is wider than a phone of {width}"
        );
        let low = page.too_small_for_a_thumb();
        assert!(
            low.is_empty(),
            "{width}: buttons too small for a thumb: {low}"
        );
    }
    eprintln!("screenshots in {}", shots.display());
}
