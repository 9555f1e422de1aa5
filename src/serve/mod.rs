//! The players' view served to the phones at the table: a small read-only
//! HTTP server (hyper's HTTP/1 on a tokio runtime of its own, on a thread of
//! its own) for `vira serve FILE` and the app's *Visa på telefoner*.
//!
//! What it serves, and nothing else, under a random token made when it
//! starts (`/TOKEN/`): the page ([`crate::report::phone`]), the state as
//! JSON (`/TOKEN/state`) and the state pushed as server-sent events on every
//! change (`/TOKEN/events`; the whole state on each connection, so a phone
//! that slept and reconnects is whole again). Every other path is 404, every
//! method but GET on those three 405; the token is compared in constant
//! time; a request's head is limited in size and must arrive in a few
//! seconds; a request for anything else closes its connection. The
//! connections are bounded (by the process's open-file limit, raised to
//! its hard limit at start) and shared fairly: no address holds more than
//! its share, and when every slot is taken a newcomer takes the oldest
//! connection of the address that holds the most, so strangers flooding
//! the port never keep a phone with the token out. Each change is
//! rendered once and shared by every stream; a phone that stops reading
//! is dropped after [`Limits::stall`] and catches up with the latest state
//! when it reconnects. Nothing is written through it.
//!
//! The owner (the app's UI thread, the command line's loop) only hands new
//! state over ([`PhoneServer::publish`]: a `watch` channel, never blocking);
//! [`PhoneServer::stop`] (or dropping it) ends the runtime and with it every
//! connection.

use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr, TcpListener as StdListener};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use hyper::body::{Body, Bytes, Frame, Incoming};
use hyper::header::{self, CONTENT_SECURITY_POLICY, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::{Notify, mpsc, oneshot, watch};

pub mod feed;
pub mod follow;
pub mod record;

use crate::report::phone::{PhoneView, language_of};
use crate::rules::table::Language;

/// How long a client may take to send a request's head.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
/// The largest request head read (a longer one is answered 431 and closed).
pub const MAX_HEAD: usize = 16 * 1024;
/// Connections served at once at the most, whatever the open-file limit.
pub const MAX_CONNECTIONS: usize = 512;
/// Open files kept for the rest of the process (the app's fonts, archive,
/// index, windows): the connections get what the limit leaves beyond it.
const RESERVED_FILES: u64 = 64;
/// Connections served at once at the least (a limit lower than this plus
/// [`RESERVED_FILES`] is the system's to explain).
const MIN_CONNECTIONS: usize = 16;

/// A comment on every open stream this often, so that proxies and phones
/// keep it open.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How many connections the server holds and how long it waits for a
/// phone that stopped reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Connections at once.
    pub connections: usize,
    /// Connections of one address at once.
    pub per_address: usize,
    /// How long a stream waits for its phone to take the next state
    /// before it is closed (the phone reconnects and is whole again).
    pub stall: Duration,
}

impl Limits {
    /// The limits for `connections` at once: an address holds an eighth
    /// of them (at least four).
    pub fn of(connections: usize) -> Limits {
        let connections = connections.max(1);
        Limits {
            connections,
            per_address: (connections / 8).max(4).min(connections),
            stall: Duration::from_secs(20),
        }
    }

    /// The limits this process can keep: the open-file limit is raised to
    /// its hard limit (as servers do), and the connections are what it
    /// leaves beyond [`RESERVED_FILES`], at most [`MAX_CONNECTIONS`]. With
    /// macOS's default of 256 a flood of streams never leaves the phones
    /// "Too many open files" (issue 34, 7).
    pub fn for_this_process() -> Limits {
        let files = raise_open_file_limit();
        let connections = files.map_or(MAX_CONNECTIONS, |files| {
            usize::try_from(files.saturating_sub(RESERVED_FILES))
                .unwrap_or(MAX_CONNECTIONS)
                .clamp(MIN_CONNECTIONS, MAX_CONNECTIONS)
        });
        Limits::of(connections)
    }
}

/// Raises the soft open-file limit to the hard one; the soft limit after
/// (`None` when it cannot be known).
#[cfg(target_os = "linux")]
fn raise_open_file_limit() -> Option<u64> {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let mut limit = getrlimit(Resource::Nofile);
    if limit.current < limit.maximum {
        let raised = rustix::process::Rlimit {
            current: limit.maximum,
            maximum: limit.maximum,
        };
        if setrlimit(Resource::Nofile, raised).is_ok() {
            limit = raised;
        }
    }
    // No limit at all: as many as the server ever holds.
    Some(limit.current.unwrap_or(u64::MAX))
}

#[cfg(not(target_os = "linux"))]
fn raise_open_file_limit() -> Option<u64> {
    None
}

/// The view rendered once per change, in each language: the page, the
/// server-sent event of the part the live updates replace, and the JSON
/// state. Every connection sends these very bytes (shared, not copied:
/// fifty phones that stop reading hold one copy, issue 34, 8).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Rendered {
    page: Bytes,
    event: Bytes,
    json: Bytes,
}

impl Rendered {
    fn of_html(page: String, fragment: &str, json: String) -> Rendered {
        Rendered {
            page: Bytes::from(page),
            event: event(fragment),
            json: Bytes::from(json),
        }
    }

    fn of(view: &PhoneView) -> Rendered {
        Rendered {
            page: Bytes::from(view.page_html()),
            event: event(&view.fragment_html()),
            json: Bytes::from(view.json()),
        }
    }
}

/// The evening's state as served: the view in each language (each phone
/// gets its own), and the evening file's text for a club night's host
/// (`/TOKEN/evening`, [`crate::serve::feed`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pages {
    swedish: Rendered,
    english: Rendered,
    japanese: Rendered,
    /// The evening as its file says it (RON), when there is one to give.
    evening: Option<Bytes>,
    /// The club night as its file says it (RON), when a night is served:
    /// a table joining it reads its seating from here.
    night: Option<Bytes>,
}

impl Pages {
    /// The pages of the view `view` makes in each language.
    pub fn of(view: impl Fn(Language) -> PhoneView) -> Pages {
        Pages {
            swedish: Rendered::of(&view(Language::Swedish)),
            english: Rendered::of(&view(Language::English)),
            japanese: Rendered::of(&view(Language::Japanese)),
            evening: None,
            night: None,
        }
    }

    /// The same pages, and the evening's file text for a night's host: what
    /// the table recorded, as its file says it (the host settles it with
    /// the same core as `vira settle`).
    #[must_use]
    pub fn with_evening(mut self, evening: &crate::ledger::evening::Evening) -> Pages {
        self.evening = Some(Bytes::from(evening.to_ron()));
        self
    }

    /// The same pages, and the club night's file text for a table that
    /// joins it (`/TOKEN/night`).
    #[must_use]
    pub fn with_night(mut self, night: &crate::night::Night) -> Pages {
        self.night = Some(Bytes::from(night.to_ron()));
        self
    }

    /// Pages made of their HTML in each language: the whole page, the part
    /// the live updates replace (one line), and the JSON state (a club
    /// night's standing, [`crate::report::night::night_phone_html`]).
    pub fn of_html(view: impl Fn(Language) -> (String, String, String)) -> Pages {
        let rendered = |language| {
            let (page, fragment, json) = view(language);
            Rendered::of_html(page, &fragment, json)
        };
        Pages {
            swedish: rendered(Language::Swedish),
            english: rendered(Language::English),
            japanese: rendered(Language::Japanese),
            evening: None,
            night: None,
        }
    }

    fn get(&self, language: Language) -> &Rendered {
        match language {
            Language::Swedish => &self.swedish,
            Language::English => &self.english,
            Language::Japanese => &self.japanese,
        }
    }
}

/// A running server. Stopped when dropped.
#[derive(Debug)]
pub struct PhoneServer {
    address: SocketAddr,
    token: String,
    /// Said when a phone's hand is booked (the standing's follower waits
    /// on it).
    nudge: Arc<follow::Nudge>,
    pages: watch::Sender<Arc<Pages>>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

pub use crate::text::token::{new_token, same_token};

/// An address of this machine that the phones on the local network can
/// reach: the one the system would send from (no packet is sent). `None`
/// when the machine has no network but loopback.
pub fn lan_address() -> Option<std::net::IpAddr> {
    // Documentation and private addresses: the route, not the host, matters.
    [
        "192.0.2.1:9",
        "10.254.254.254:9",
        "192.168.254.254:9",
        "172.31.254.254:9",
    ]
    .iter()
    .find_map(|target| {
        let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
        socket.connect(target).ok()?;
        let ip = socket.local_addr().ok()?.ip();
        (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
    })
}

impl PhoneServer {
    /// Listens on `bind` (port 0: any free port) and serves `pages` until
    /// stopped. The address is taken before this returns, so an error
    /// (the port in use, an address not of this machine) is said here.
    pub fn start(bind: SocketAddr, pages: Pages) -> std::io::Result<PhoneServer> {
        PhoneServer::start_with(bind, pages, Limits::for_this_process())
    }

    /// [`PhoneServer::start`] within `limits`.
    pub fn start_with(
        bind: SocketAddr,
        pages: Pages,
        limits: Limits,
    ) -> std::io::Result<PhoneServer> {
        PhoneServer::start_recording(bind, pages, limits, None)
    }

    /// [`PhoneServer::start_with`], with the night's tables recorded from
    /// phones at their recording addresses ([`record`]) when `recording`
    /// is given.
    pub fn start_recording(
        bind: SocketAddr,
        pages: Pages,
        limits: Limits,
        recording: Option<Arc<record::Recording>>,
    ) -> std::io::Result<PhoneServer> {
        let token = new_token()?;
        let listener = StdListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let nudge = recording
            .as_ref()
            .map_or_else(Arc::default, |r| Arc::clone(r.nudge()));
        let (sender, receiver) = watch::channel(Arc::new(pages));
        let (stop, stopped) = oneshot::channel();
        let shared = Arc::new(Shared {
            token: token.clone(),
            pages: receiver,
            limits,
            recording,
        });
        let thread = std::thread::Builder::new()
            .name("vira-serve".into())
            .spawn(move || {
                runtime.block_on(async move {
                    match tokio::net::TcpListener::from_std(listener) {
                        Ok(listener) => accept(listener, shared, stopped).await,
                        Err(e) => eprintln!("vira serve: {e}"),
                    }
                });
                // Dropping the runtime ends every connection's task: their
                // sockets close.
                drop(runtime);
            })?;
        Ok(PhoneServer {
            address,
            token,
            nudge,
            pages: sender,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// The address listened on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The signal of a phone's hand booked: a night's follower waits on it
    /// between its looks.
    pub fn nudge(&self) -> &Arc<follow::Nudge> {
        &self.nudge
    }

    /// The token in the path.
    pub fn token(&self) -> &str {
        &self.token
    }

    /// The page's address to give the phones: on the machine's local
    /// network address when listening on every address.
    pub fn url(&self) -> String {
        let ip = if self.address.ip().is_unspecified() {
            lan_address().unwrap_or(self.address.ip())
        } else {
            self.address.ip()
        };
        format!(
            "http://{}/{}/",
            SocketAddr::new(ip, self.address.port()),
            self.token
        )
    }

    /// Hands the evening's new state over; every open page has it within
    /// moments. Never blocks.
    pub fn publish(&self, pages: Pages) {
        self.pages.send_if_modified(|current| {
            if **current == pages {
                false
            } else {
                *current = Arc::new(pages);
                true
            }
        });
    }

    /// Stops listening and closes every connection; returns when they are
    /// closed.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(stop) = self.stop.take() {
            // The server's thread may have ended already: nothing to stop.
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            // A thread that panicked has nothing more to give: stopped either way.
            let _ = thread.join();
        }
    }
}

impl Drop for PhoneServer {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// What every connection reads.
struct Shared {
    token: String,
    pages: watch::Receiver<Arc<Pages>>,
    limits: Limits,
    /// The night whose tables record from phones, when they do.
    recording: Option<Arc<record::Recording>>,
}

/// The connections open now, by address, oldest first, each with the
/// signal that closes it.
#[derive(Debug, Default)]
struct Slots {
    by_address: HashMap<IpAddr, VecDeque<(u64, Arc<Notify>)>>,
    open: usize,
    next: u64,
}

impl Slots {
    /// Makes room for one more connection from `address` within `limits`:
    /// its own oldest goes when the address holds its share; when every
    /// slot is taken, the oldest of the address that holds the most.
    fn make_room(&mut self, address: IpAddr, limits: Limits) {
        let own = self.by_address.get(&address).map_or(0, VecDeque::len);
        let evicted = if own >= limits.per_address {
            Some(address)
        } else if self.open >= limits.connections {
            self.by_address
                .iter()
                .max_by_key(|(_, open)| open.len())
                .map(|(address, _)| *address)
        } else {
            None
        };
        if let Some(evicted) = evicted {
            self.close_oldest(evicted);
        }
    }

    fn close_oldest(&mut self, address: IpAddr) {
        if let Some(open) = self.by_address.get_mut(&address)
            && let Some((_, close)) = open.pop_front()
        {
            close.notify_one();
            self.open = self.open.saturating_sub(1);
            if open.is_empty() {
                self.by_address.remove(&address);
            }
        }
    }

    /// A new connection from `address`: its number.
    fn add(&mut self, address: IpAddr, close: Arc<Notify>) -> u64 {
        let id = self.next;
        self.next = self.next.wrapping_add(1);
        self.by_address
            .entry(address)
            .or_default()
            .push_back((id, close));
        self.open = self.open.saturating_add(1);
        id
    }

    /// The connection `id` of `address` ended (unless already closed).
    fn remove(&mut self, address: IpAddr, id: u64) {
        if let Some(open) = self.by_address.get_mut(&address)
            && let Some(at) = open.iter().position(|(each, _)| *each == id)
        {
            open.remove(at);
            self.open = self.open.saturating_sub(1);
            if open.is_empty() {
                self.by_address.remove(&address);
            }
        }
    }
}

/// Takes a connection's slot back when its task ends, however it ends.
struct Slot {
    slots: Arc<Mutex<Slots>>,
    address: IpAddr,
    id: u64,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Ok(mut slots) = self.slots.lock() {
            slots.remove(self.address, self.id);
        }
    }
}

async fn accept(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    mut stopped: oneshot::Receiver<()>,
) {
    let slots = Arc::new(Mutex::new(Slots::default()));
    loop {
        let accepted = tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            // Out of file descriptors and the like: wait a little rather
            // than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let address = peer.ip();
        let close = Arc::new(Notify::new());
        let slot = {
            let Ok(mut open) = slots.lock() else { return };
            open.make_room(address, shared.limits);
            Slot {
                slots: Arc::clone(&slots),
                address,
                id: open.add(address, Arc::clone(&close)),
            }
        };
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            let _slot = slot;
            let service = {
                let close = Arc::clone(&close);
                service_fn(move |request: Request<Incoming>| {
                    let shared = Arc::clone(&shared);
                    let close = Arc::clone(&close);
                    async move {
                        if let Some(recording) = &shared.recording
                            && record::is_recording_path(request.uri().path())
                        {
                            return Ok::<_, Infallible>(
                                record::respond(request, Arc::clone(recording)).await,
                            );
                        }
                        Ok::<_, Infallible>(respond(&request, &shared, close))
                    }
                })
            };
            let connection = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_buf_size(MAX_HEAD)
                .serve_connection(TokioIo::new(stream), service);
            // Closed when its slot is given to another, or its stream's
            // phone stopped reading: the connection is dropped, its socket
            // closed.
            tokio::select! {
                _ = connection => {}
                () = close.notified() => {}
            }
        });
    }
}

/// The five things served.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Route {
    Page,
    State,
    Events,
    /// The evening file's text, for a club night's host.
    Evening,
    /// The club night's file text, for a table that joins it.
    Night,
    /// The token without the slash after it: to the page.
    AddSlash,
}

fn route(path: &str, token: &str) -> Option<Route> {
    let rest = path.strip_prefix('/')?;
    let (given, tail) = match rest.split_once('/') {
        Some((given, tail)) => (given, Some(tail)),
        None => (rest, None),
    };
    if !same_token(given.as_bytes(), token.as_bytes()) {
        return None;
    }
    match tail {
        None => Some(Route::AddSlash),
        Some("") => Some(Route::Page),
        Some("state") => Some(Route::State),
        Some("events") => Some(Route::Events),
        Some("evening") => Some(Route::Evening),
        Some("night") => Some(Route::Night),
        Some(_) => None,
    }
}

type Reply = Response<ServedBody>;

fn respond(request: &Request<Incoming>, shared: &Shared, close: Arc<Notify>) -> Reply {
    let Some(route) = route(request.uri().path(), &shared.token) else {
        // Whoever asks without the token gets no second request on this
        // connection (issue 34, 6).
        let mut reply = plain(StatusCode::NOT_FOUND, "404 Not Found\n");
        reply
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        return reply;
    };
    if request.method() != Method::GET {
        let mut reply = plain(StatusCode::METHOD_NOT_ALLOWED, "405 Method Not Allowed\n");
        reply
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET"));
        return reply;
    }
    let language = language_of(
        request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    let pages = Arc::clone(&shared.pages.borrow());
    let rendered = pages.get(language);
    match route {
        Route::AddSlash => {
            let mut reply = plain(StatusCode::PERMANENT_REDIRECT, "");
            if let Ok(location) = HeaderValue::from_str(&format!("/{}/", shared.token)) {
                reply.headers_mut().insert(header::LOCATION, location);
            }
            reply
        }
        Route::Page => with_type(
            ServedBody::Whole(Some(rendered.page.clone())),
            "text/html; charset=utf-8",
        ),
        Route::State => with_type(
            ServedBody::Whole(Some(rendered.json.clone())),
            "application/json",
        ),
        Route::Events => events(shared.pages.clone(), language, shared.limits.stall, close),
        Route::Evening => match &pages.evening {
            Some(text) => with_type(
                ServedBody::Whole(Some(text.clone())),
                "text/plain; charset=utf-8",
            ),
            // The file cannot be read just now: the host keeps what it saw.
            None => plain(StatusCode::SERVICE_UNAVAILABLE, "503 Service Unavailable\n"),
        },
        Route::Night => match &pages.night {
            Some(text) => with_type(
                ServedBody::Whole(Some(text.clone())),
                "text/plain; charset=utf-8",
            ),
            None => plain(StatusCode::NOT_FOUND, "404 Not Found\n"),
        },
    }
}

/// A reply with the headers every reply has: nothing cached, nothing
/// sniffed, no address given on, nothing loaded from elsewhere.
fn with_type(body: ServedBody, content_type: &'static str) -> Reply {
    let mut reply = Response::new(body);
    let headers = reply.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(CONTENT_SECURITY_POLICY, policy().clone());
    reply
}

/// The content security policy: nothing from elsewhere, and of inline
/// code only the page's own style and script, allowed by their hashes
/// (never `'unsafe-inline'`: text from a file that slipped through the
/// escaping still could not run, issue 34, 10).
fn policy() -> &'static HeaderValue {
    static POLICY: std::sync::OnceLock<HeaderValue> = std::sync::OnceLock::new();
    POLICY.get_or_init(|| {
        policy_of(
            (crate::report::phone::STYLE, crate::report::phone::SCRIPT),
            "'none'",
        )
    })
}

/// The recording page's policy: the same, with its own style and script,
/// and its forms sent to this host alone.
fn record_policy() -> &'static HeaderValue {
    static POLICY: std::sync::OnceLock<HeaderValue> = std::sync::OnceLock::new();
    POLICY.get_or_init(|| {
        policy_of(
            (
                crate::report::record::RECORD_STYLE,
                crate::report::record::RECORD_SCRIPT,
            ),
            "'self'",
        )
    })
}

/// A page's policy: its one style and one script by their hashes, its
/// forms sent to `forms`, nothing else.
fn policy_of((style, script): (&str, &str), forms: &str) -> HeaderValue {
    let text = format!(
        "default-src 'none'; style-src '{}'; script-src '{}'; connect-src 'self'; \
         base-uri 'none'; form-action {forms}; frame-ancestors 'none'",
        source_hash(style),
        source_hash(script),
    );
    HeaderValue::from_str(&text).unwrap_or(HeaderValue::from_static("default-src 'none'"))
}

/// A CSP source of an inline element's exact text: `sha256-` and the
/// base64 of its SHA-256.
fn source_hash(text: &str) -> String {
    use sha2::Digest;
    format!("sha256-{}", base64(&sha2::Sha256::digest(text.as_bytes())))
}

/// Standard base64 with padding (RFC 4648, section 4).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                let index = (n >> (18 - 6 * i)) & 63;
                text.push(char::from(
                    ALPHABET.get(index as usize).copied().unwrap_or(b'A'),
                ));
            } else {
                text.push('=');
            }
        }
    }
    text
}

fn plain(status: StatusCode, text: &'static str) -> Reply {
    let mut reply = with_type(
        ServedBody::Whole(Some(Bytes::from_static(text.as_bytes()))),
        "text/plain; charset=utf-8",
    );
    *reply.status_mut() = status;
    reply
}

/// One server-sent event of the page's new content `fragment` (each line
/// of it a `data:` line; the fragment has none).
fn event(fragment: &str) -> Bytes {
    let mut text = String::from("event: state\n");
    // A browser ends a line at \r, \n or both: a return left in the
    // fragment would end a `data:` line early and the rest would be read
    // as a field of its own (the page then never updated again).
    for line in fragment.split(['\r', '\n']) {
        text.push_str("data: ");
        text.push_str(line);
        text.push('\n');
    }
    text.push('\n');
    Bytes::from(text)
}

/// The stream of a page: the whole state at once, then each new state,
/// and a comment now and then to keep it open. Ends when the phone goes
/// or the server stops; a phone that takes no new state for `stall` has
/// its connection closed (`close`), and reconnects to the latest.
fn events(
    mut pages: watch::Receiver<Arc<Pages>>,
    language: Language,
    stall: Duration,
    close: Arc<Notify>,
) -> Reply {
    let (sender, receiver) = mpsc::channel::<Bytes>(1);
    tokio::spawn(async move {
        // Reconnect a second after a drop; then the state as it is now.
        let first = pages.borrow_and_update().get(language).event.clone();
        let mut next = Some(Bytes::from_static(b"retry: 1000\n\n"));
        let mut then = Some(first);
        let mut keep_alive = tokio::time::interval(KEEP_ALIVE);
        keep_alive.tick().await;
        loop {
            if let Some(bytes) = next.take() {
                match tokio::time::timeout(stall, sender.send(bytes)).await {
                    Ok(Ok(())) => {}
                    // The phone went.
                    Ok(Err(_)) => return,
                    // The phone stopped reading: let it go; it comes back
                    // to the latest state.
                    Err(_) => {
                        close.notify_one();
                        return;
                    }
                }
            }
            if let Some(bytes) = then.take() {
                next = Some(bytes);
                continue;
            }
            next = Some(tokio::select! {
                changed = pages.changed() => match changed {
                    Ok(()) => pages.borrow_and_update().get(language).event.clone(),
                    Err(_) => return,
                },
                _ = keep_alive.tick() => Bytes::from_static(b": keep-alive\n\n"),
                () = sender.closed() => return,
            });
        }
    });
    let mut reply = with_type(ServedBody::Stream(receiver), "text/event-stream");
    reply
        .headers_mut()
        .insert("x-accel-buffering", HeaderValue::from_static("no"));
    reply
}

/// A reply's body: whole, or the stream of events.
#[derive(Debug)]
enum ServedBody {
    Whole(Option<Bytes>),
    Stream(mpsc::Receiver<Bytes>),
}

impl Body for ServedBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        match self.get_mut() {
            ServedBody::Whole(bytes) => Poll::Ready(bytes.take().map(|b| Ok(Frame::data(b)))),
            ServedBody::Stream(receiver) => receiver
                .poll_recv(cx)
                .map(|bytes| bytes.map(|b| Ok(Frame::data(b)))),
        }
    }

    fn is_end_stream(&self) -> bool {
        matches!(self, ServedBody::Whole(None))
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        match self {
            ServedBody::Whole(Some(bytes)) => hyper::body::SizeHint::with_exact(bytes.len() as u64),
            ServedBody::Whole(None) => hyper::body::SizeHint::with_exact(0),
            ServedBody::Stream(_) => hyper::body::SizeHint::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_return_from_the_file_never_ends_an_event_line() {
        // Issue 34, 4: a return in a note froze every phone (the browser
        // ended the `data:` line there and read the rest as a field).
        let text = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
            house: House(price_per_bet_ore: 500, currency: "k\rr"),
            hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference,
                result: Tricks(8), note: "hej\rdata: x\u{202e}")])"#;
        let evening = crate::ledger::evening::Evening::parse("e.ron", text).unwrap();
        let registry = crate::rules::registry::TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
        let ledger = crate::ledger::Ledger::new(&evening, &table).unwrap();
        let now = chrono::NaiveDate::from_ymd_opt(2026, 11, 21)
            .unwrap()
            .and_hms_opt(20, 0, 0)
            .unwrap();
        let pages = Pages::of(|language| {
            crate::report::phone::phone_view(&evening, &ledger, now, language)
        });
        let bytes = pages.get(Language::Swedish).event.clone();
        let stream = std::str::from_utf8(&bytes).unwrap();
        assert!(!stream.contains('\r'), "{stream:?}");
        assert!(!stream.contains('\u{202e}'), "{stream:?}");
        // Every line is the event's name, a data line, or the blank end.
        for line in stream.lines() {
            assert!(
                line.is_empty() || line.starts_with("event: ") || line.starts_with("data: "),
                "{line:?}"
            );
        }
        // The return is shown as the command line shows it.
        assert!(stream.contains("hej\\rdata: x\\u{202e}"), "{stream:?}");
    }

    #[test]
    fn base64_and_the_policy_s_hashes() {
        // RFC 4648's vectors, and the SHA-256 of nothing as CSP writes it.
        for (bytes, text) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(bytes.as_bytes()), text);
        }
        assert_eq!(
            source_hash(""),
            "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
        );
        let policy = policy().to_str().unwrap();
        assert!(!policy.contains("unsafe"), "{policy}");
        assert!(
            policy.contains(&source_hash(crate::report::phone::SCRIPT)),
            "{policy}"
        );
    }

    #[test]
    fn tokens_are_compared_whole() {
        assert!(same_token(b"abc", b"abc"));
        assert!(!same_token(b"abc", b"abd"));
        assert!(!same_token(b"abc", b"abcd"));
        assert!(!same_token(b"", b"a"));
    }

    #[test]
    fn only_the_five_paths_under_the_token() {
        let token = "0123456789abcdef0123456789abcdef";
        assert_eq!(route(&format!("/{token}/"), token), Some(Route::Page));
        assert_eq!(route(&format!("/{token}/state"), token), Some(Route::State));
        assert_eq!(
            route(&format!("/{token}/events"), token),
            Some(Route::Events)
        );
        assert_eq!(
            route(&format!("/{token}/evening"), token),
            Some(Route::Evening)
        );
        assert_eq!(route(&format!("/{token}/night"), token), Some(Route::Night));
        assert_eq!(route(&format!("/{token}"), token), Some(Route::AddSlash));
        for path in [
            "/evening",
            &format!("/{token}/evening/"),
            "/",
            "",
            "/state",
            "/events",
            &format!("/{token}/../state"),
            &format!("/{token}/state/"),
            &format!("/{token}x/"),
            &format!("/{}/", &token[1..]),
            &format!("//{token}/"),
        ] {
            assert_eq!(route(path, token), None, "{path}");
        }
    }

    #[test]
    fn tokens_are_new_each_time() {
        let (a, b) = (new_token().unwrap(), new_token().unwrap());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
    }
}
