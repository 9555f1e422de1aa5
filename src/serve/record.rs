//! Hands recorded from the phones of a club night's tables (issue 37),
//! under `/r/WRITE-TOKEN/`: the page ([`crate::report::record`]), and the
//! two things a phone may ask, `record` and `undo` (POST, a form). Each
//! table's write token is its own ([`crate::disk::recorders`]) and is read
//! from the host's file on every request, so a token the host takes back
//! records nothing from the next request on, and a host started again
//! serves the same addresses.
//!
//! **One writer.** A request is read whole (at most [`MAX_BODY`] bytes),
//! then the table's file is read, the request applied by the core
//! ([`crate::ledger::remote::apply`]) and the file written, one request at
//! a time, off the server's thread. A request from another site (its
//! `Origin` is not this host), one too large, or one not a form is refused
//! before anything is read.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use http_body_util::BodyExt;
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, StatusCode};

use super::{Reply, ServedBody, plain, with_type};
use crate::disk::recorders::{Recorder, open_table, recorder_of, save_table};
use crate::i18n::{Text, pick, say};
use crate::ledger::remote::{Action, Booked, PhoneForm, Sent, apply};
use crate::report::phone::language_of;
use crate::report::record::{Notice, RecordPage, record_html};
use crate::rules::registry::TableRegistry;
use crate::rules::table::Language;

/// The largest form a phone sends (a hand's fields are a few hundred
/// bytes).
pub const MAX_BODY: usize = 8 * 1024;

/// The cookie that names a phone in the evening's history.
const DEVICE_COOKIE: &str = "vira-device";

/// A night whose tables record from phones: its file, the tables' rules,
/// and the one writer of their files.
#[derive(Debug)]
pub struct Recording {
    night: PathBuf,
    registry: TableRegistry,
    writer: Mutex<()>,
    nudge: Arc<super::follow::Nudge>,
}

impl Recording {
    /// The recording of the night at `night`.
    pub fn new(night: PathBuf, registry: TableRegistry) -> Arc<Recording> {
        Recording::with_nudge(night, registry, Arc::default())
    }

    /// The recording of the night at `night`, saying `nudge` after each
    /// change it books (the standing's reader waits on it).
    pub fn with_nudge(
        night: PathBuf,
        registry: TableRegistry,
        nudge: Arc<super::follow::Nudge>,
    ) -> Arc<Recording> {
        Arc::new(Recording {
            night,
            registry,
            writer: Mutex::new(()),
            nudge,
        })
    }

    /// Said after each change booked.
    pub fn nudge(&self) -> &Arc<super::follow::Nudge> {
        &self.nudge
    }

    /// The night file.
    pub fn night(&self) -> &std::path::Path {
        &self.night
    }
}

/// Serves the night at `night` on `ip`: its standing (`pages`) and its
/// tables' recording addresses. On `port`, or when it is 0 on the port the
/// phones were given before (kept beside the night, so their addresses
/// work after the host is started again) while it is free, else any; the
/// port served on is kept for the next start.
pub fn serve_night(
    ip: std::net::IpAddr,
    port: u16,
    pages: super::Pages,
    night: &std::path::Path,
    registry: &TableRegistry,
    nudge: Arc<super::follow::Nudge>,
) -> std::io::Result<super::PhoneServer> {
    let recording = Recording::with_nudge(night.to_path_buf(), registry.clone(), nudge);
    let limits = super::Limits::for_this_process();
    let start = |port: u16| {
        super::PhoneServer::start_recording(
            std::net::SocketAddr::new(ip, port),
            pages.clone(),
            limits,
            Some(Arc::clone(&recording)),
        )
    };
    let kept = crate::disk::recorders::read_recorders(night)
        .ok()
        .and_then(|r| r.port)
        .filter(|_| port == 0);
    let server = match kept {
        Some(kept) => start(kept).or_else(|_| start(port))?,
        None => start(port)?,
    };
    // Not kept, the addresses change at the next start and the host
    // gives them again; serving goes on either way.
    let _ = crate::disk::recorders::keep_port(night, server.address().port());
    Ok(server)
}

/// Each table of the night at `night` that records from phones, with its
/// recording address on `server` (`http://ADDRESS:PORT/r/TOKEN/`).
pub fn recording_addresses(
    server: &super::PhoneServer,
    night: &std::path::Path,
) -> Vec<(String, String)> {
    let url = server.url();
    let base = url.trim_end_matches('/');
    let root = base.rsplit_once('/').map_or(base, |(root, _)| root);
    crate::disk::recorders::read_recorders(night)
        .map(|r| r.tables)
        .unwrap_or_default()
        .into_iter()
        .map(|r| (r.evening, format!("{root}/r/{}/", r.token)))
        .collect()
}

/// What a path under `/r/` asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Page,
    Record,
    Undo,
}

fn asked(path: &str) -> Option<(&str, Asked)> {
    let rest = path.strip_prefix("/r/")?;
    let (token, tail) = rest.split_once('/')?;
    let asked = match tail {
        "" => Asked::Page,
        "record" => Asked::Record,
        "undo" => Asked::Undo,
        _ => return None,
    };
    (token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit())).then_some((token, asked))
}

/// Whether `path` is a recording address's (the server hands it here).
pub fn is_recording_path(path: &str) -> bool {
    path.starts_with("/r/")
}

fn not_found() -> Reply {
    let mut reply = plain(StatusCode::NOT_FOUND, "404 Not Found\n");
    reply
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    reply
}

/// Reads `(name, value)` pairs from a query or a form body
/// (`application/x-www-form-urlencoded`), at most
/// [`crate::ledger::remote::MAX_FIELDS`]; `None` when it is not one.
pub fn form_fields(text: &str) -> Option<Vec<(String, String)>> {
    let mut fields = Vec::new();
    for pair in text.split('&').filter(|p| !p.is_empty()) {
        if fields.len() >= crate::ledger::remote::MAX_FIELDS {
            return None;
        }
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        fields.push((decode(name)?, decode(value)?));
    }
    Some(fields)
}

fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        match byte {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(at + 1..at + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                at += 2;
            }
            other => out.push(other),
        }
        at += 1;
    }
    String::from_utf8(out).ok()
}

/// The cookie that holds the name a phone gave itself.
const NAME_COOKIE: &str = "vira-phone";

/// A phone as the evening's history names it: a number the host gave it
/// (kept in a cookie), and the name its pullvakt gave it, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Device {
    id: String,
    name: Option<String>,
    /// Cookies to set: the number is new, the name was just given.
    new_id: bool,
    new_name: bool,
}

fn cookie<'r>(request: &'r Request<Incoming>, name: &str) -> Option<&'r str> {
    request
        .headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(n, _)| *n == name)
        .map(|(_, value)| value)
}

/// A name a phone gives itself: at most 24 characters, no control
/// characters, not empty.
pub fn phone_name(text: &str) -> Option<String> {
    let name: String = text
        .chars()
        .filter(|c| !c.is_control())
        .take(24)
        .collect::<String>()
        .trim()
        .to_string();
    (!name.is_empty()).then_some(name)
}

impl Device {
    /// The phone that sent `request` (a new number when it has none).
    fn of(request: &Request<Incoming>) -> Option<Device> {
        let kept = cookie(request, DEVICE_COOKIE).filter(|v| {
            (4..=16).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_alphanumeric())
        });
        let (id, new_id) = match kept {
            Some(id) => (id.to_string(), false),
            None => (super::new_token().ok()?.chars().take(8).collect(), true),
        };
        let name = cookie(request, NAME_COOKIE)
            .and_then(decode)
            .and_then(|n| phone_name(&n));
        Some(Device {
            id,
            name,
            new_id,
            new_name: false,
        })
    }

    /// As the evening's history says it: `Anna's phone (3fa2c1b0)`, or the
    /// number alone.
    fn by(&self) -> String {
        match &self.name {
            Some(name) => format!("{name} ({})", self.id),
            None => self.id.clone(),
        }
    }

    fn set_cookies(&self, reply: &mut Reply) {
        let mut cookies = Vec::new();
        if self.new_id {
            cookies.push(format!("{DEVICE_COOKIE}={}", self.id));
        }
        if self.new_name
            && let Some(name) = &self.name
        {
            cookies.push(format!(
                "{NAME_COOKIE}={}",
                crate::report::record::encode(name)
            ));
        }
        for cookie in cookies {
            if let Ok(value) = HeaderValue::from_str(&format!(
                "{cookie}; Path=/r/; Max-Age=31536000; SameSite=Strict; HttpOnly"
            )) {
                reply.headers_mut().append(header::SET_COOKIE, value);
            }
        }
    }
}

/// Whether a request with an `Origin` came from this host's own page.
fn same_origin(request: &Request<Incoming>) -> bool {
    let Some(origin) = request.headers().get(header::ORIGIN) else {
        return true;
    };
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default();
    origin
        .to_str()
        .ok()
        .and_then(|o| o.strip_prefix("http://"))
        .is_some_and(|o| !host.is_empty() && o == host)
}

/// Answers a request under `/r/`.
pub(super) async fn respond(request: Request<Incoming>, recording: Arc<Recording>) -> Reply {
    let Some((token, asked)) = asked(request.uri().path()) else {
        return not_found();
    };
    let token = token.to_string();
    let language = language_of(
        request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    let Some(mut device) = Device::of(&request) else {
        return plain(StatusCode::SERVICE_UNAVAILABLE, "503 Service Unavailable\n");
    };
    let method = request.method().clone();
    let action = match (asked, &method) {
        (_, &Method::GET) => None,
        (Asked::Record, &Method::POST) => Some(Asked::Record),
        (Asked::Undo, &Method::POST) => Some(Asked::Undo),
        _ => {
            let mut reply = plain(StatusCode::METHOD_NOT_ALLOWED, "405 Method Not Allowed\n");
            reply
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, POST"));
            return reply;
        }
    };
    let fields = if action.is_some() {
        if !same_origin(&request) {
            return plain(StatusCode::FORBIDDEN, "403 Forbidden\n");
        }
        let form = request
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
        if !form {
            return plain(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "415 Unsupported Media Type\n",
            );
        }
        let body = http_body_util::Limited::new(request.into_body(), MAX_BODY);
        // A body that never comes holds no connection for long.
        let bytes = match tokio::time::timeout(super::HEADER_TIMEOUT, body.collect()).await {
            Ok(Ok(collected)) => collected.to_bytes(),
            Ok(Err(_)) => return plain(StatusCode::PAYLOAD_TOO_LARGE, "413 Content Too Large\n"),
            Err(_) => return plain(StatusCode::REQUEST_TIMEOUT, "408 Request Timeout\n"),
        };
        let Some(fields) = std::str::from_utf8(&bytes).ok().and_then(form_fields) else {
            return plain(StatusCode::BAD_REQUEST, "400 Bad Request\n");
        };
        fields
    } else {
        match form_fields(request.uri().query().unwrap_or_default()) {
            Some(fields) => fields,
            None => return plain(StatusCode::BAD_REQUEST, "400 Bad Request\n"),
        }
    };
    // The phone names itself (`name=`, the small form at the page's foot).
    if action.is_none()
        && let Some((_, name)) = fields.iter().find(|(n, _)| n == "name")
    {
        device.name = phone_name(name);
        device.new_name = device.name.is_some();
    }
    let by = device.by();
    let answered = tokio::task::spawn_blocking(move || {
        answer(&recording, &token, action, &fields, &by, language)
    })
    .await;
    let mut reply = match answered {
        Ok(Some(page)) => {
            let mut reply = with_type(
                ServedBody::Whole(Some(Bytes::from(page))),
                "text/html; charset=utf-8",
            );
            reply.headers_mut().insert(
                super::CONTENT_SECURITY_POLICY,
                super::record_policy().clone(),
            );
            if action.is_some() {
                reply
                    .headers_mut()
                    .insert("x-page", HeaderValue::from_static("./"));
            }
            reply
        }
        Ok(None) => return not_found(),
        Err(_) => plain(StatusCode::INTERNAL_SERVER_ERROR, "500\n"),
    };
    device.set_cookies(&mut reply);
    reply
}

/// The page to answer with, after doing what `action` asks (one request
/// at a time); `None` when the token records no table.
fn answer(
    recording: &Recording,
    token: &str,
    action: Option<Asked>,
    fields: &[(String, String)],
    by: &str,
    language: Language,
) -> Option<String> {
    // One writer: the table's file is read, changed and written whole
    // before the next request reads it. A poisoned lock only says another
    // request panicked; the file on disk is still whole.
    let _writer = recording
        .writer
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let recorder = recorder_of(&recording.night, token)?;
    let label = table_label(recording, &recorder, language);
    let (path, mut editor) = match open_table(&recording.night, &recording.registry, &recorder) {
        Ok(opened) => opened,
        Err(error) => {
            return Some(unreadable_page(
                &label,
                &crate::words::remote::recorder_error_words(&error, language),
                language,
            ));
        }
    };
    let request = super::new_token().unwrap_or_default();
    let Some(action) = action else {
        let form = PhoneForm::from_fields(&editor, fields);
        return Some(page(&editor, &form, &label, None, &request, by, language));
    };
    let get = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.as_str())
    };
    let form = PhoneForm::from_fields(&editor, fields);
    let sent = Sent {
        action: match action {
            Asked::Undo => Action::UndoLast,
            Asked::Record | Asked::Page => Action::Record(Box::new(form.clone())),
        },
        deal: get("deal").parse().unwrap_or(0),
        seen: get("seen").to_string(),
        request: get("req").chars().take(64).collect(),
        by: by.to_string(),
        at: chrono::Local::now().format("%H:%M:%S").to_string(),
    };
    let before = editor.clone();
    let notice = match apply(&mut editor, &sent) {
        Ok(booked) => {
            if matches!(booked, Booked::Now(_))
                && let Err(error) = save_table(&path, editor.evening())
            {
                // Not written: nothing was booked, and the phone is told.
                let text = format!(
                    "{} {}",
                    pick(language, Text::TheHostCannotWriteTheTable),
                    crate::words::remote::recorder_error_words(&error, language)
                );
                let notice = Notice { ok: false, text };
                return Some(page(
                    &before,
                    &form,
                    &label,
                    Some(&notice),
                    &request,
                    by,
                    language,
                ));
            }
            if matches!(booked, Booked::Now(_)) {
                recording.nudge.nudge();
            }
            Notice {
                ok: true,
                text: booked_words(&booked, &editor, language),
            }
        }
        Err(refusal) => {
            let notice = Notice {
                ok: false,
                text: crate::words::remote::refusal_words(&refusal, language),
            };
            // What the phone typed stays on its page.
            return Some(page(
                &editor,
                &form,
                &label,
                Some(&notice),
                &request,
                by,
                language,
            ));
        }
    };
    let fresh = PhoneForm::from_fields(&editor, &[]);
    Some(page(
        &editor,
        &fresh,
        &label,
        Some(&notice),
        &request,
        by,
        language,
    ))
}

fn page(
    editor: &crate::ledger::editor::EveningEditor,
    form: &PhoneForm,
    table: &str,
    notice: Option<&Notice>,
    request: &str,
    device: &str,
    language: Language,
) -> String {
    record_html(&RecordPage {
        editor,
        form,
        table,
        notice,
        request,
        device,
        language,
    })
}

fn unreadable_page(table: &str, why: &str, language: Language) -> String {
    use crate::text::escape::escape_html;
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title></head><body><h1>{}</h1><p>{}</p></body></html>\n",
        language.code(),
        escape_html(table),
        escape_html(table),
        escape_html(why)
    )
}

/// The table's name on the night: its sitting and number.
fn table_label(recording: &Recording, recorder: &Recorder, language: Language) -> String {
    crate::disk::night::read_night(&recording.night)
        .ok()
        .and_then(|night| night.place_of(&recorder.evening))
        .map_or_else(
            || recorder.evening.clone(),
            |(s, t)| {
                say(
                    language,
                    Text::SittingNTableN,
                    &[&s.to_string(), &t.to_string()],
                )
            },
        )
}

/// What was booked, in words: a hand recorded as the protocol says it
/// (declarer, contract, tricks and verdict).
fn booked_words(
    booked: &Booked,
    after: &crate::ledger::editor::EveningEditor,
    language: Language,
) -> String {
    use crate::ledger::evening::ChangeKind;
    match booked {
        Booked::Now(change) => {
            let deal = change.deal.to_string();
            match change.kind {
                ChangeKind::Recorded => {
                    let index = change.deal.saturating_sub(1);
                    let evening = after.evening();
                    let hand = evening.hands.get(index);
                    let table = &after.ledger().setup().rules.table;
                    let what = hand.map_or_else(String::new, |hand| {
                        let contract = table
                            .contract(&hand.contract)
                            .map_or(hand.contract.as_str(), |c| c.name.get(language));
                        let verdict =
                            after
                                .settlement()
                                .hands
                                .get(index)
                                .map_or_else(String::new, |s| {
                                    crate::report::words::verdict_words(
                                        hand.result,
                                        s.outcome,
                                        language,
                                    )
                                });
                        format!("{}, {contract}, {verdict}", hand.declarer)
                    });
                    say(language, Text::HandNRecorded, &[&deal, &what])
                }
                ChangeKind::Corrected => say(language, Text::HandNCorrected, &[&deal]),
                ChangeKind::Undone => say(language, Text::HandNTakenBack, &[&deal]),
            }
        }
        Booked::Already(change) => {
            let by = change
                .as_ref()
                .map(|c| c.by.clone())
                .unwrap_or_else(|| pick(language, Text::AnotherDevice).to_string());
            let deal = change
                .as_ref()
                .map_or(after.evening().hands.len(), |c| c.deal);
            say(
                language,
                Text::HandNWasRecordedAlreadyBy,
                &[&deal.to_string(), &by],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn only_the_three_paths_under_a_whole_token() {
        let token = "0123456789abcdef0123456789abcdef";
        assert_eq!(asked(&format!("/r/{token}/")), Some((token, Asked::Page)));
        assert_eq!(
            asked(&format!("/r/{token}/record")),
            Some((token, Asked::Record))
        );
        assert_eq!(
            asked(&format!("/r/{token}/undo")),
            Some((token, Asked::Undo))
        );
        for path in [
            "/r/".to_string(),
            format!("/r/{token}"),
            format!("/r/{token}/record/"),
            format!("/r/{token}/../x"),
            format!("/r/{}/", &token[1..]),
            format!("/r/{}x/", &token[1..]),
            format!("/{token}/record"),
        ] {
            assert_eq!(asked(&path), None, "{path}");
        }
    }

    #[test]
    fn a_form_is_decoded_as_browsers_encode_it() {
        assert_eq!(
            form_fields("d=Anna+Lisa&c=vingel-8&g=B%C3%B6&g=Cia&empty=&bare").unwrap(),
            [
                ("d".to_string(), "Anna Lisa".to_string()),
                ("c".to_string(), "vingel-8".to_string()),
                ("g".to_string(), "Bö".to_string()),
                ("g".to_string(), "Cia".to_string()),
                ("empty".to_string(), String::new()),
                ("bare".to_string(), String::new()),
            ]
        );
        // Broken escapes, bytes that are not UTF-8 and too many fields are
        // no form.
        for broken in ["d=%", "d=%4", "d=%zz", "d=%FF", &"a=1&".repeat(40)] {
            assert_eq!(form_fields(broken), None, "{broken}");
        }
        // What the page writes, read back.
        let text = "Anna’s & <phone> 100%";
        let encoded = crate::report::record::encode(text);
        assert_eq!(decode(&encoded).unwrap(), text);
    }

    #[test]
    fn a_phones_name_is_short_and_plain() {
        assert_eq!(phone_name("  Anna\n"), Some("Anna".to_string()));
        assert_eq!(phone_name("\u{1b}[31mX"), Some("[31mX".to_string()));
        assert_eq!(phone_name(" \t "), None);
        assert_eq!(phone_name(&"x".repeat(40)).unwrap().chars().count(), 24);
    }
}
