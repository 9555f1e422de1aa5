//! Helpers for the served players' view: an evening file, `vira serve` run
//! as a real process, plain HTTP over TCP, and a hand recorded the way the
//! app saves (a new file renamed over the old one).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use vira::ledger::evening::{Evening, Hand, HandResult, Trump};

/// Three players at 5 kr a bet, one hand played: Anna won vingel 7 in
/// preference (+6 p, 1,00 kr... as the ledger says).
pub const EVENING: &str = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
    house: House(price_per_bet_ore: Some(500)),
    players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
    hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;

/// [`EVENING`] with `hands` hands in all (the players take turns to win
/// vingel 7): a long evening, whose page and events are large.
pub fn long_evening(hands: usize) -> String {
    let declarers = ["Anna", "Bo", "Cia"];
    let list: Vec<String> = (0..hands)
        .map(|i| {
            format!(
                "Hand(declarer: \"{}\", contract: \"vingel-7\", trump: Preference, result: Tricks(8))",
                declarers[i % 3]
            )
        })
        .collect();
    let start = EVENING.find("hands: [").unwrap();
    format!("{}hands: [{}])", &EVENING[..start], list.join(",\n"))
}

/// Records one more hand in the evening file as the app does: the whole
/// evening written to a new file and renamed over the old one.
pub fn record_hand(path: &Path, declarer: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut evening = Evening::parse("evening.ron", &text).unwrap();
    evening.hands.push(Hand::new(
        declarer,
        "vingel-7",
        Some(Trump::Preference),
        HandResult::Tricks(8),
    ));
    vira::disk::atomic::save_evening(path, &evening).unwrap();
}

/// `vira serve` on a file, stopped when dropped.
pub struct Served {
    child: Child,
    /// What it writes on stderr (the console).
    console: tempfile::NamedTempFile,
    /// The address it printed, with the token: `http://127.0.0.1:PORT/TOKEN/`.
    pub url: String,
}

impl Served {
    /// Starts `vira serve FILE` on a free loopback port (no club tables)
    /// and reads the address it prints.
    pub fn start(file: &Path, tables: &Path) -> Served {
        Served::start_in(Command::new(env!("CARGO_BIN_EXE_vira")), file, tables)
    }

    /// [`Served::start`] with at most `files` open files (soft and hard
    /// limit, as `ulimit -n` sets them).
    pub fn start_with_open_files(file: &Path, tables: &Path, files: u32) -> Served {
        let mut shell = Command::new("sh");
        shell
            .arg("-c")
            .arg(format!("ulimit -n {files} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_vira"));
        Served::start_in(shell, file, tables)
    }

    fn start_in(mut command: Command, file: &Path, tables: &Path) -> Served {
        let console = tempfile::NamedTempFile::new().unwrap();
        let mut child = command
            .arg("--table-dir")
            .arg(tables)
            .arg("serve")
            .arg(file)
            .stdout(Stdio::piped())
            .stderr(console.reopen().unwrap())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line.trim().to_string();
        assert!(
            url.starts_with("http://127.0.0.1:") && url.ends_with('/'),
            "{url}"
        );
        Served {
            child,
            console,
            url,
        }
    }

    /// `vira serve` on a copy of [`EVENING`] in `dir` (no club tables);
    /// the copy's path with it.
    pub fn on_evening(dir: &Path) -> (Served, std::path::PathBuf) {
        let tables = dir.join("tables");
        std::fs::create_dir(&tables).unwrap();
        let file = dir.join("evening.ron");
        std::fs::write(&file, EVENING).unwrap();
        (Served::start(&file, &tables), file)
    }

    /// What it has written on its console (stderr) so far.
    pub fn console(&self) -> String {
        std::fs::read_to_string(self.console.path()).unwrap()
    }

    /// The process id of `vira serve`.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `host:port`.
    pub fn host(&self) -> String {
        host_of(&self.url)
    }

    /// The token's path: `/TOKEN/`.
    pub fn base(&self) -> String {
        path_of(&self.url)
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A connection to `host` from the loopback address `source` (Linux
/// answers every 127.x.y.z): strangers on other machines, seen by the
/// server as addresses of their own.
pub fn connect_from(source: std::net::Ipv4Addr, host: &str) -> TcpStream {
    static RUNTIME: std::sync::OnceLock<tokio::runtime::Runtime> = std::sync::OnceLock::new();
    let runtime = RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .build()
            .unwrap()
    });
    let target: std::net::SocketAddr = host.parse().unwrap();
    let stream = runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind((source, 0).into()).unwrap();
        socket.connect(target).await.unwrap()
    });
    let stream = stream.into_std().unwrap();
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
}

/// The request of a page's event stream (`base` + `events`).
pub fn events_request(host: &str, base: &str, language: &str) -> String {
    format!(
        "GET {base}events HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\nAccept-Language: {language}\r\n\r\n"
    )
}

/// A phone at `source` that asks for the event stream and then reads
/// nothing (a stranger holding a connection, or a phone that stalled).
pub fn silent_stream(source: std::net::Ipv4Addr, host: &str, base: &str) -> TcpStream {
    let mut stream = connect_from(source, host);
    stream
        .write_all(events_request(host, base, "sv").as_bytes())
        .unwrap();
    stream
}

/// `host:port` of an `http://` address.
pub fn host_of(url: &str) -> String {
    let rest = url.strip_prefix("http://").unwrap();
    rest.split('/').next().unwrap().to_string()
}

/// The path of an `http://` address.
pub fn path_of(url: &str) -> String {
    let rest = url.strip_prefix("http://").unwrap();
    format!("/{}", rest.split_once('/').unwrap().1)
}

/// The loopback host (`127.0.0.1:PORT`) of an address the app serves on
/// every address of the machine (the URL names the LAN address).
pub fn loopback_of(url: &str) -> String {
    let port = host_of(url).rsplit_once(':').unwrap().1.to_string();
    format!("127.0.0.1:{port}")
}

/// A reply: the status code, the head's lines and the body.
pub struct Reply {
    /// 200, 404, …
    pub status: u16,
    /// The head as sent.
    pub head: String,
    /// The body (the whole of it: the connection is closed after it).
    pub body: String,
}

/// Sends `request` (a whole request head and body) and reads the reply to
/// the end.
pub fn send(host: &str, request: &str) -> Reply {
    let mut stream = TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Reply {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

/// `GET base` with a megabyte of header: the reply as text (the server
/// answers 431 or closes the connection; the head is never read whole).
pub fn megabyte_head(host: &str, base: &str) -> String {
    let mut stream = TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let big = "a".repeat(1 << 20);
    let request = format!("GET {base} HTTP/1.1\r\nHost: {host}\r\nX-Big: {big}\r\n\r\n");
    let _ = stream.write_all(request.as_bytes());
    let mut reply = Vec::new();
    let _ = stream.read_to_end(&mut reply);
    String::from_utf8_lossy(&reply).to_string()
}

/// `GET path` with the language asked for.
pub fn get(host: &str, path: &str, language: &str) -> Reply {
    send(
        host,
        &format!(
            "GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: {language}\r\nConnection: close\r\n\r\n"
        ),
    )
}

/// The state JSON at `base` (`/TOKEN/`).
pub fn state(host: &str, base: &str) -> serde_json::Value {
    let reply = get(host, &format!("{base}state"), "en");
    assert_eq!(reply.status, 200, "{}", reply.head);
    serde_json::from_str(&reply.body).unwrap()
}

/// A field of `/proc/PID/status` in KiB (`VmRSS`: resident now, `VmHWM`:
/// the most resident so far). `None` where there is no `/proc`.
pub fn status_kib(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// An open event stream: the events as they come.
pub struct Events {
    reader: BufReader<TcpStream>,
}

impl Events {
    /// Opens `base` + `events` and reads the head of the reply.
    pub fn open(host: &str, base: &str, language: &str) -> Events {
        Events::open_on(TcpStream::connect(host).unwrap(), host, base, language)
    }

    /// [`Events::open`] from the loopback address `source`: a phone of
    /// its own ([`connect_from`]).
    pub fn open_from(source: std::net::Ipv4Addr, host: &str, base: &str, language: &str) -> Events {
        Events::open_on(connect_from(source, host), host, base, language)
    }

    fn open_on(mut stream: TcpStream, host: &str, base: &str, language: &str) -> Events {
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        stream
            .write_all(events_request(host, base, language).as_bytes())
            .unwrap();
        let mut reader = BufReader::new(stream);
        let mut head = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" || line.is_empty() {
                break;
            }
            head.push_str(&line);
        }
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        assert!(head.contains("content-type: text/event-stream"), "{head}");
        Events { reader }
    }

    /// The data of the next `state` event (chunked transfer's size lines
    /// and keep-alive comments skipped). `None` when the stream ends or
    /// nothing comes in the read timeout.
    pub fn next_state(&mut self) -> Option<String> {
        let mut is_state = false;
        loop {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return None,
                Ok(_) => {}
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line == "event: state" {
                is_state = true;
            } else if let Some(data) = line.strip_prefix("data: ")
                && is_state
            {
                return Some(data.to_string());
            }
        }
    }

    /// Sets how long [`Events::next_state`] waits.
    pub fn wait_at_most(&mut self, time: Duration) {
        self.reader.get_ref().set_read_timeout(Some(time)).unwrap();
    }
}
