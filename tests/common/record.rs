//! Helpers for hands recorded from phones (issue 37): a night whose tables
//! record from phones, its host serving them on loopback, and a phone's
//! requests by hand: a page read, its form taken and sent back, as a
//! browser does.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

use super::serve::{Reply, send};
use vira::ledger::entry::HandDraft;
use vira::ledger::remote::PhoneForm;

/// A night of one sitting: table 1 Anna, Bo and Cia; table 2 Dag, Eva,
/// Fia and Gun; both on `table` at 0,50 kr a bet.
pub fn night(table: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kvall.night");
    std::fs::write(
        &path,
        format!(
            r#"Night(format: 1, date: "2026-11-28", club: Some("Klubben"),
                game: NightGame(table: Some("{table}"), price_per_bet_ore: Some(50), currency: Some("kr")),
                sittings: [Sitting(tables: [
                    NightTable(evening: "bord-1.ron", players: ["Anna", "Bo", "Cia"]),
                    NightTable(evening: "bord-2.ron", players: ["Dag", "Eva", "Fia", "Gun"]),
                ])])"#
        ),
    )
    .unwrap();
    (dir, path)
}

/// The host of the night at `night`: its standing and its tables' pages
/// served on a free loopback port, the tables recording from phones.
pub struct Host {
    /// The server.
    pub server: vira::serve::PhoneServer,
}

impl Host {
    /// Starts serving the night at `night` (on `port`, 0: any).
    pub fn start(night: &Path, port: u16) -> Host {
        let registry = vira::rules::registry::TableRegistry::built_in();
        let pages = vira::serve::follow::night_pages(&registry, night);
        let recording = vira::serve::record::Recording::new(night.to_path_buf(), registry);
        let server = vira::serve::PhoneServer::start_recording(
            std::net::SocketAddr::from(([127, 0, 0, 1], port)),
            pages,
            vira::serve::Limits::of(256),
            Some(recording),
        )
        .unwrap();
        Host { server }
    }

    /// `127.0.0.1:PORT`.
    pub fn host(&self) -> String {
        self.server.address().to_string()
    }
}

/// A table's write token, given by the host (`table` as `vira night phone`
/// takes it: its evening file, or its number).
pub fn add_phone(night: &Path, table: &str) -> String {
    let registry = vira::rules::registry::TableRegistry::built_in();
    vira::disk::recorders::add_recorder(night, &registry, table, None)
        .unwrap()
        .token
}

/// A phone: its cookie (the device's name in the evening's history) and
/// its language.
#[derive(Debug, Clone)]
pub struct Phone {
    /// `host:port`.
    pub host: String,
    /// The recording path, `/r/TOKEN/`.
    pub base: String,
    /// The device's cookie, once the host gave one.
    pub cookie: Option<String>,
    /// The cookie of the name the phone gave itself, if any.
    pub name: Option<String>,
    /// `Accept-Language`.
    pub language: &'static str,
}

impl Phone {
    /// A phone at the recording address of `token`.
    pub fn new(host: &str, token: &str) -> Phone {
        Phone {
            host: host.to_string(),
            base: format!("/r/{token}/"),
            cookie: None,
            name: None,
            language: "en",
        }
    }

    /// Keeps the cookies the host sets, as a browser does: the device's
    /// number in [`Phone::cookie`], its name beside it.
    fn keep_cookie(&mut self, reply: &Reply) {
        for line in reply
            .head
            .lines()
            .filter(|l| l.to_ascii_lowercase().starts_with("set-cookie:"))
        {
            let value = line.split_once(':').unwrap().1.trim();
            let pair = value.split(';').next().unwrap().to_string();
            if pair.starts_with("vira-device=") {
                self.cookie = Some(pair);
            } else {
                self.name = Some(pair);
            }
        }
    }

    fn cookie_line(&self) -> String {
        let cookies: Vec<&str> = [&self.cookie, &self.name]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect();
        if cookies.is_empty() {
            String::new()
        } else {
            format!("Cookie: {}\r\n", cookies.join("; "))
        }
    }

    /// The page at `query` (`d=Bo&c=vingel-8`, or empty).
    pub fn page(&mut self, query: &str) -> Reply {
        let path = if query.is_empty() {
            self.base.clone()
        } else {
            format!("{}?{query}", self.base)
        };
        let reply = send(
            &self.host,
            &format!(
                "GET {path} HTTP/1.1\r\nHost: {}\r\nAccept-Language: {}\r\n{}Connection: close\r\n\r\n",
                self.host,
                self.language,
                self.cookie_line()
            ),
        );
        self.keep_cookie(&reply);
        reply
    }

    /// Sends `fields` to `action` (`record` or `undo`) as the page's form
    /// does.
    pub fn post(&mut self, action: &str, fields: &[(String, String)]) -> Reply {
        let body = fields
            .iter()
            .map(|(n, v)| format!("{n}={}", vira::report::record::encode(v)))
            .collect::<Vec<_>>()
            .join("&");
        let reply = send(
            &self.host,
            &format!(
                "POST {}{action} HTTP/1.1\r\nHost: {}\r\nAccept-Language: {}\r\n{}\
                 Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
                 Origin: http://{}\r\nConnection: close\r\n\r\n{body}",
                self.base,
                self.host,
                self.language,
                self.cookie_line(),
                body.len(),
                self.host,
            ),
        );
        self.keep_cookie(&reply);
        reply
    }

    /// Records the hand `draft` as a pullvakt does: the page with every
    /// choice made (the address its buttons lead to), then its record
    /// button. The host's answer.
    pub fn record(&mut self, draft: &HandDraft) -> Reply {
        let form = PhoneForm {
            draft: draft.clone(),
            ..PhoneForm::default()
        };
        self.record_form(&form)
    }

    /// [`Phone::record`] of a form (a correction: `editing`).
    pub fn record_form(&mut self, form: &PhoneForm) -> Reply {
        let query = vira::report::record::query(&form.fields());
        self.page_and_record(query.trim_start_matches("./?"))
    }

    /// The page of `form` (the address its buttons lead to).
    pub fn page_of(&mut self, form: &PhoneForm) -> Reply {
        let query = vira::report::record::query(&form.fields());
        self.page(query.trim_start_matches("./?"))
    }

    /// The record button's form on the page of `form`, not sent: what a
    /// phone left open holds.
    pub fn form_of(&mut self, form: &PhoneForm) -> Vec<(String, String)> {
        let page = self.page_of(form);
        post_form(&page.body, "record")
            .unwrap_or_else(|| panic!("no record button on the page: {}", text_of(&page.body)))
    }

    /// The page at `query`, then its record button.
    pub fn page_and_record(&mut self, query: &str) -> Reply {
        let page = self.page(query);
        assert_eq!(page.status, 200, "{}", page.head);
        let fields = post_form(&page.body, "record")
            .unwrap_or_else(|| panic!("no record button on the page: {}", text_of(&page.body)));
        self.post("record", &fields)
    }

    /// Undoes the last hand with the page's undo button.
    pub fn undo(&mut self) -> Reply {
        let page = self.page("");
        let fields = post_form(&page.body, "undo").expect("an undo button");
        self.post("undo", &fields)
    }
}

/// The hidden fields of the page's form that posts to `action`.
pub fn post_form(html: &str, action: &str) -> Option<Vec<(String, String)>> {
    let start = html.find(&format!("<form method=\"post\" action=\"{action}\">"))?;
    let form = &html[start..start + html[start..].find("</form>")?];
    let mut fields = Vec::new();
    for input in form.split("<input type=\"hidden\" ").skip(1) {
        let name = between(input, "name=\"", "\"")?;
        let value = between(input, "value=\"", "\"")?;
        fields.push((unescape(name), unescape(value)));
    }
    Some(fields)
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let to = from + text[from..].find(end)?;
    Some(&text[from..to])
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The page's text without its tags, style and script (what a reader
/// sees), for messages.
pub fn text_of(html: &str) -> String {
    let body = html.split("<main>").nth(1).unwrap_or(html);
    let body = body.split("<script>").next().unwrap_or(body);
    let mut text = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => {
                in_tag = true;
                text.push(' ');
            }
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    unescape(&text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The notice the host put above the form, as text.
pub fn notice(html: &str) -> Option<String> {
    let start = html.find("<p class=\"notice")?;
    let inner = &html[start..];
    let text = between(inner, ">", "</p>")?;
    Some(unescape(text))
}

/// The evening in the night's folder, as its file says it.
pub fn evening_at(night: &Path, name: &str) -> vira::ledger::evening::Evening {
    let path = night.with_file_name(name);
    let text = std::fs::read_to_string(&path).unwrap();
    vira::ledger::evening::Evening::parse(name, &text).unwrap()
}

/// The hand `hand` as the desktop's form makes it from the same choices:
/// the declarer, the contract (its choices settled), then the bid, trump,
/// omköp, tricks and the rest, as its keys set them.
pub fn desktop_draft(
    hand: &vira::ledger::evening::Hand,
    table: &vira::rules::table::BidTable,
) -> HandDraft {
    let mut draft = HandDraft {
        declarer: Some(hand.declarer.clone()),
        ..HandDraft::default()
    };
    let contract = table.contract(&hand.contract).unwrap();
    draft.choose_contract(contract);
    draft.bid = hand.bid;
    draft.settle_choices(contract);
    if hand.trump.is_some() {
        draft.trump = hand.trump;
    }
    draft.omkop = hand.omkop;
    draft.result = Some(hand.result);
    draft.gok_penalty = hand.gok_penalty.clone();
    draft.second_last = hand.second_last.clone();
    draft.rebuys = hand.rebuys;
    draft.settle_choices(contract);
    draft
}
