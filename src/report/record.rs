//! The page a pullvakt records a table's hands on, on a phone (issue 37):
//! drawn by the host from what the core says, with no rule of its own.
//! Each step is a row of large buttons, each a link whose address keeps
//! every choice made so far ([`PhoneForm::fields`]): who declares, the
//! contract (the table's common ones, or a search with the desktop's own
//! search), the trump, the tricks; then the preview in the desktop's words
//! and one button that records. The latest hands can be corrected, the
//! last one undone. The page's one small script only sends a form again
//! when the network comes back ([`RECORD_SCRIPT`]); without it every button
//! still works.

use crate::i18n::{Text, pick, say};
use crate::ledger::editor::EveningEditor;
use crate::ledger::entry::{Choices, Missing, OmkopChoice, max_tricks};
use crate::ledger::evening::{Bid, HandResult};
use crate::ledger::remote::{PhoneForm, fingerprint};
use crate::rules::table::{Contract, Language, Payment};
use crate::text::escape::escape_html;

/// What the host says above the form after a request: booked (`ok`) or
/// refused, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// Booked (or booked before): nothing to do again.
    pub ok: bool,
    /// The words.
    pub text: String,
}

/// Everything a recording page shows.
#[derive(Debug, Clone, Copy)]
pub struct RecordPage<'a> {
    /// The table's evening, as its file says it now.
    pub editor: &'a EveningEditor,
    /// The form as the address describes it.
    pub form: &'a PhoneForm,
    /// The table's name on the night ("Sitting 1, table 2").
    pub table: &'a str,
    /// What the last request did.
    pub notice: Option<&'a Notice>,
    /// The request number the page's forms send.
    pub request: &'a str,
    /// This phone's name in the evening's history.
    pub device: &'a str,
    /// The phone's language.
    pub language: Language,
}

/// The page's style: the phones' view's, with buttons for a thumb.
pub const RECORD_STYLE: &str = "\
:root{--bg:#fbfaf6;--fg:#1b1b1b;--weak:#5c5c5c;--felt:#2e6b45;--ink:#fff;--neg:#b3261e;--line:#d6d3c8;--btn:#e9e6dc}\
@media (prefers-color-scheme:dark){:root{--bg:#151515;--fg:#f1f1f1;--weak:#b5b5b5;--felt:#245236;--ink:#fff;--neg:#ff8a80;--line:#3a3a3a;--btn:#2a2a2a}}\
*{box-sizing:border-box}\
body{margin:0 auto;padding:10px;background:var(--bg);color:var(--fg);font:19px/1.35 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:640px}\
h1{font-size:1rem;font-weight:600;color:var(--weak);margin:0 0 6px}\
h2{font-size:1.15rem;margin:12px 0 6px}\
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px}\
.grid.n{grid-template-columns:repeat(auto-fill,minmax(56px,1fr))}\
a.b,button{display:flex;align-items:center;justify-content:center;min-height:52px;padding:6px 8px;border-radius:12px;border:1px solid var(--line);background:var(--btn);color:var(--fg);font:inherit;text-decoration:none;text-align:center;overflow-wrap:break-word;word-break:normal}\
.grid a.b{font-size:.95rem}\
a.b.on{background:var(--felt);color:var(--ink);border-color:var(--felt)}\
button.go{width:100%;min-height:60px;background:var(--felt);color:var(--ink);font-weight:700;border:0;margin-top:10px}\
button.small{min-height:44px;width:100%}\
.chosen{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}\
.chosen a{padding:6px 10px;border-radius:20px;border:1px solid var(--felt);color:var(--fg);text-decoration:none}\
.notice{padding:10px 12px;border-radius:10px;margin:6px 0;font-weight:600}\
.notice.ok{background:var(--felt);color:var(--ink)}.notice.no{border:2px solid var(--neg);color:var(--neg)}\
.preview{border:1px solid var(--line);border-radius:12px;padding:8px 12px;margin-top:8px}\
.preview p{margin:4px 0}.verdict{font-size:1.3rem;font-weight:700}\
.refused{color:var(--neg);font-weight:600}\
form.search{display:flex;gap:8px;margin-bottom:8px}form.search input{flex:1;min-width:0;font:inherit;padding:8px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--fg)}\
select{font:inherit;padding:8px;border-radius:10px;max-width:100%}\
.hands{list-style:none;padding:0;margin:6px 0}.hands li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:6px 0;border-bottom:1px solid var(--line)}\
.hands a{white-space:nowrap}\
.weak{color:var(--weak);font-size:.85rem}.more{margin-top:8px}\
input.note{width:100%;font:inherit;padding:8px;margin-top:8px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--fg)}\
form.name{display:flex;flex-wrap:wrap;gap:6px 8px;align-items:center;margin-top:14px}form.name label{flex-basis:100%}\
form.name input{flex:1;min-width:0;font:inherit;padding:8px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--fg)}\
summary{padding:12px 0;cursor:pointer}details .grid{margin-bottom:8px}\
#net{border:2px solid var(--neg);color:var(--neg);padding:10px;border-radius:10px;font-weight:700}";

/// The page's one script: a form sent while the network is away is kept
/// (in the phone's storage, with its request number) and sent again every
/// few seconds and when the network comes back; the host books a request
/// once, however often it comes. The page then shows what the host said.
pub const RECORD_SCRIPT: &str = "\
(function(){var K='vira-pending',net=document.getElementById('net');\
function show(t){document.open();document.write(t);document.close();}\
function send(p){net.hidden=false;net.textContent=net.dataset.sending;\
fetch(p.a,{method:'POST',body:new URLSearchParams(p.b),credentials:'same-origin',headers:{'Content-Type':'application/x-www-form-urlencoded'}})\
.then(function(r){return r.text().then(function(t){localStorage.removeItem(K);history.replaceState(null,'',r.headers.get('x-page')||location.href);show(t);});})\
.catch(function(){net.textContent=net.dataset.off;setTimeout(function(){send(p);},3000);});}\
document.addEventListener('submit',function(e){var f=e.target;if(f.method.toLowerCase()!=='post')return;e.preventDefault();\
var p={a:f.action,b:Array.from(new FormData(f).entries())};localStorage.setItem(K,JSON.stringify(p));send(p);});\
window.addEventListener('online',function(){var p=localStorage.getItem(K);if(p)send(JSON.parse(p));});\
var p=localStorage.getItem(K);if(p)send(JSON.parse(p));})();";

/// A form's fields as a query (`?d=Anna&c=vingel-8`), each encoded.
pub fn query(fields: &[(&str, String)]) -> String {
    let parts: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("{name}={}", encode(value)))
        .collect();
    format!("./?{}", parts.join("&"))
}

/// `text` as a URL's query encodes it (every byte but the unreserved
/// ones as `%XX`).
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

fn link(href: &str, text: &str, on: bool) -> String {
    format!(
        "<a class=\"b{}\" href=\"{}\">{}</a>",
        if on { " on" } else { "" },
        escape_html(href),
        escape_html(text)
    )
}

fn hidden(fields: &[(&str, String)]) -> String {
    fields
        .iter()
        .map(|(name, value)| {
            format!(
                "<input type=\"hidden\" name=\"{name}\" value=\"{}\">",
                escape_html(value)
            )
        })
        .collect()
}

/// The fields of `form` with `name` set to `value`; with `None` the field
/// is taken away, and with it the steps chosen after it (a declarer taken
/// back asks for the contract, the trump and the tricks again).
fn with(form: &PhoneForm, name: &'static str, value: Option<&str>) -> Vec<(&'static str, String)> {
    // The order a hand is entered in: changing one choice asks again for
    // those after it.
    const ORDER: [&str; 4] = ["d", "c", "t", "r"];
    let at = ORDER.iter().position(|n| *n == name);
    let mut fields: Vec<(&'static str, String)> = form
        .fields()
        .into_iter()
        .filter(|(n, _)| *n != name)
        .filter(|(n, _)| {
            value.is_some()
                || match (at, ORDER.iter().position(|o| o == n)) {
                    (Some(at), Some(later)) => later < at,
                    _ => true,
                }
        })
        .collect();
    if let Some(value) = value {
        fields.push((name, value.to_string()));
    }
    fields
}

/// The whole recording page.
pub fn record_html(page: &RecordPage) -> String {
    let language = page.language;
    let editor = page.editor;
    let evening = editor.evening();
    let form = page.form;
    let deal = form.deal(evening);
    let index = deal.saturating_sub(1);
    // The dealer chosen on the page, else the rotation's.
    let seating = match form
        .draft
        .dealer
        .as_ref()
        .and_then(|d| evening.players.iter().position(|p| p == d))
    {
        Some(dealer) => editor.ledger().setup().deal(dealer),
        None => editor.ledger().deal_of(index),
    };
    let players = &evening.players;
    let name = |seat: usize| players.get(seat).map_or("", String::as_str);
    let mut html = String::new();
    html.push_str(&format!(
        "<h1>{} · {}</h1>",
        escape_html(page.table),
        escape_html(&say(
            language,
            Text::DealNDealerDeals,
            &[&deal.to_string(), name(seating.dealer)]
        ))
    ));
    if let Some(notice) = page.notice {
        html.push_str(&format!(
            "<p class=\"notice {}\" role=\"status\">{}</p>",
            if notice.ok { "ok" } else { "no" },
            escape_html(&notice.text)
        ));
    }
    html.push_str(&format!(
        "<p id=\"net\" hidden data-off=\"{}\" data-sending=\"{}\"></p>",
        escape_html(pick(language, Text::NotSentYetNoConnection)),
        escape_html(pick(language, Text::SendingToTheHost)),
    ));
    if let Some(editing) = form.editing {
        html.push_str(&format!(
            "<h2>{}</h2><p>{}</p>",
            escape_html(&say(
                language,
                Text::CorrectingHandN,
                &[&(editing + 1).to_string()]
            )),
            link("./", pick(language, Text::Cancel), false)
        ));
    }
    forced_html(&mut html, page);
    chosen_html(&mut html, page);
    step_html(&mut html, page, &seating.active);
    dealer_html(&mut html, page, seating.dealer);
    options_html(&mut html, page, &seating.active);
    preview_html(&mut html, page);
    hands_html(&mut html, page);
    // The phone's name in the evening's history, and a field to give it
    // one ("Anna's phone").
    html.push_str(&format!(
        "<form class=\"name weak\" method=\"get\" action=\"./\"><label for=\"name\">{}</label>\
         <input id=\"name\" name=\"name\" maxlength=\"24\" autocomplete=\"off\" placeholder=\"{}\">\
         <button type=\"submit\">{}</button></form>",
        escape_html(&say(language, Text::ThisPhoneIs, &[page.device])),
        escape_html(pick(language, Text::NameThisPhone)),
        escape_html(pick(language, Text::Save)),
    ));
    let title = say(language, Text::RecordingTable, &[page.table]);
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n\
         <meta name=\"referrer\" content=\"no-referrer\">\n\
         <title>{title}</title>\n<style>{RECORD_STYLE}</style>\n</head>\n<body>\n<main>{html}</main>\n\
         <script>{RECORD_SCRIPT}</script>\n</body>\n</html>\n",
        lang = language.code(),
        title = escape_html(&title),
    )
}

/// Another dealer than the rotation's, folded away: each player a link
/// (the rotation goes on from the one chosen).
fn dealer_html(html: &mut String, page: &RecordPage, dealer: usize) {
    let language = page.language;
    let form = page.form;
    html.push_str(&format!(
        "<details><summary class=\"weak\">{}</summary><div class=\"grid\">",
        escape_html(pick(language, Text::AnotherDealer))
    ));
    for (seat, player) in page.editor.evening().players.iter().enumerate() {
        html.push_str(&link(
            &query(&with(form, "dl", Some(player))),
            player,
            seat == dealer,
        ));
    }
    html.push_str("</div></details>");
}

fn contract_of<'e>(page: &RecordPage<'e>) -> Option<&'e Contract> {
    let id = page.form.draft.contract.as_deref()?;
    page.editor.ledger().setup().rules.table.contract(id)
}

fn forced_html(html: &mut String, page: &RecordPage) {
    let language = page.language;
    let draft = &page.form.draft;
    let Some(forced) = &draft.forced else { return };
    if page.form.editing.is_some() {
        return;
    }
    let table = &page.editor.ledger().setup().rules.table;
    let shown = table
        .contract(forced)
        .map_or(forced.as_str(), |c| c.name.get(language));
    html.push_str(&format!(
        "<p><b>{}</b> ",
        escape_html(&say(language, Text::ForcedDealOf, &[shown]))
    ));
    if draft.taken_away {
        html.push_str(&link(
            "./",
            pick(language, Text::PlayedAsTheForcedGame),
            false,
        ));
    } else {
        html.push_str(&link(
            &query(&[("a", "1".to_string())]),
            pick(language, Text::ASoloTakesItAway),
            false,
        ));
    }
    html.push_str("</p>");
}

/// The choices made, each a link back to its step.
fn chosen_html(html: &mut String, page: &RecordPage) {
    let language = page.language;
    let form = page.form;
    let draft = &form.draft;
    let mut pills = Vec::new();
    if let Some(d) = &draft.declarer {
        pills.push((query(&with(form, "d", None)), d.clone()));
    }
    if let Some(c) = contract_of(page) {
        pills.push((
            query(&with(form, "c", None)),
            c.name.get(language).to_string(),
        ));
    }
    if let Some(t) = draft.trump {
        pills.push((
            query(&with(form, "t", None)),
            crate::words::game::trump_word(t, language).to_string(),
        ));
    }
    match draft.result {
        Some(HandResult::Tricks(n)) => pills.push((
            query(&with(form, "r", None)),
            say(language, Text::NTricksTaken, &[&n.to_string()]),
        )),
        Some(HandResult::Surrendered) => pills.push((
            query(&with(form, "r", None)),
            pick(language, Text::Surrendered).to_string(),
        )),
        None => {}
    }
    if pills.is_empty() {
        return;
    }
    html.push_str("<nav class=\"chosen\">");
    for (href, text) in pills {
        html.push_str(&format!(
            "<a href=\"{}\">{} ✎</a>",
            escape_html(&href),
            escape_html(&text)
        ));
    }
    html.push_str("</nav>");
}

fn step_html(html: &mut String, page: &RecordPage, active: &[usize; 3]) {
    let language = page.language;
    let form = page.form;
    let evening = page.editor.evening();
    let table = &page.editor.ledger().setup().rules.table;
    match form.draft.missing() {
        Some(Missing::Declarer) => {
            html.push_str(&format!(
                "<h2>{}</h2><div class=\"grid\">",
                escape_html(pick(language, Text::WhoDeclares))
            ));
            for &seat in active {
                if let Some(p) = evening.players.get(seat) {
                    html.push_str(&link(&query(&with(form, "d", Some(p))), p, false));
                }
            }
            html.push_str("</div>");
        }
        Some(Missing::Contract) => contract_step_html(html, page),
        Some(Missing::Trump) => {
            let Some(contract) = contract_of(page) else {
                return;
            };
            let choices = Choices::of(contract, form.draft.bid, form.draft.trump);
            if choices.bids.len() > 1 {
                html.push_str(&format!(
                    "<h2>{}</h2><div class=\"grid\">",
                    escape_html(pick(language, Text::TheBid))
                ));
                for bid in &choices.bids {
                    let value = (*bid != Bid::Plain).then(|| bid.id());
                    html.push_str(&link(
                        &query(&with(form, "b", value)),
                        crate::words::game::bid_word(*bid, language),
                        form.draft.bid == *bid,
                    ));
                }
                html.push_str("</div>");
            }
            html.push_str(&format!(
                "<h2>{}</h2><div class=\"grid\">",
                escape_html(pick(language, Text::WhichTrump))
            ));
            for trump in &choices.trumps {
                html.push_str(&link(
                    &query(&with(form, "t", Some(trump.id()))),
                    crate::words::game::trump_word(*trump, language),
                    false,
                ));
            }
            html.push_str("</div>");
        }
        Some(Missing::Result) => {
            let Some(contract) = contract_of(page) else {
                return;
            };
            html.push_str(&format!(
                "<h2>{}</h2><p class=\"weak\">{}</p><div class=\"grid n\">",
                escape_html(pick(language, Text::TricksTaken)),
                escape_html(&crate::ledger::entry::objective_words(
                    contract,
                    form.draft.trump,
                    language
                ))
            ));
            for n in 0..=max_tricks(contract, form.draft.trump) {
                let n = n.to_string();
                html.push_str(&link(&query(&with(form, "r", Some(&n))), &n, false));
            }
            html.push_str("</div>");
            let choices = Choices::of(contract, form.draft.bid, form.draft.trump);
            if table.rules.surrender && choices.surrender {
                html.push_str("<div class=\"grid more\">");
                html.push_str(&link(
                    &query(&with(form, "r", Some("lagd"))),
                    pick(language, Text::Surrendered),
                    false,
                ));
                html.push_str("</div>");
            }
        }
        None => {}
    }
}

/// The contract: the search field (the desktop's own search), and its
/// finds or, before anything is typed, the contracts this table played
/// this evening (the most played first), then the whole table.
fn contract_step_html(html: &mut String, page: &RecordPage) {
    let language = page.language;
    let form = page.form;
    let rules = &page.editor.ledger().setup().rules;
    let table = &rules.table;
    html.push_str(&format!(
        "<h2>{}</h2><form class=\"search\" method=\"get\" action=\"./\">{}\
         <input name=\"q\" value=\"{}\" placeholder=\"{}\" autocomplete=\"off\" enterkeyhint=\"search\" aria-label=\"{}\">\
         <button type=\"submit\">{}</button></form>",
        escape_html(pick(language, Text::WhichContract)),
        hidden(&with(form, "c", None)),
        escape_html(&form.search),
        escape_html(&crate::rules::search::examples(table, language, 3).join(", ")),
        escape_html(pick(language, Text::WhichContract)),
        escape_html(pick(language, Text::Search)),
    ));
    let taking_away = form.draft.taken_away;
    let offered = |c: &&Contract| !taking_away || rules.takes_away(&c.id);
    let button = |c: &Contract| {
        let text = format!("#{} {}", c.rank, c.name.get(language));
        link(&query(&with(form, "c", Some(&c.id))), &text, false)
    };
    if form.search.trim().is_empty() {
        // The contracts played this evening, the most played first, then
        // the whole table in bid order: every contract one tap away.
        let mut played: Vec<(usize, &Contract)> = Vec::new();
        for hand in &page.editor.evening().hands {
            if let Some(c) = table.contract(&hand.contract) {
                match played.iter_mut().find(|(_, p)| p.id == c.id) {
                    Some((n, _)) => *n += 1,
                    None => played.push((1, c)),
                }
            }
        }
        played.sort_by_key(|(n, c)| (std::cmp::Reverse(*n), c.rank));
        let played: Vec<&Contract> = played
            .into_iter()
            .map(|(_, c)| c)
            .filter(offered)
            .take(9)
            .collect();
        if !played.is_empty() {
            html.push_str(&format!(
                "<p class=\"weak\">{}</p><div class=\"grid\">",
                escape_html(pick(language, Text::PlayedThisEvening))
            ));
            for c in played {
                html.push_str(&button(c));
            }
            html.push_str("</div>");
        }
        html.push_str(&format!(
            "<p class=\"weak\">{}</p><div class=\"grid\">",
            escape_html(pick(language, Text::TheWholeTable))
        ));
        for c in table.contracts.iter().filter(offered) {
            html.push_str(&button(c));
        }
        html.push_str("</div>");
        return;
    }
    let found: Vec<&Contract> = crate::rules::search::find(table, &form.search)
        .into_iter()
        .filter(offered)
        .take(12)
        .collect();
    if found.is_empty() {
        html.push_str(&format!(
            "<p class=\"refused\">{}</p>",
            escape_html(pick(language, Text::NoContractIsCalledThat))
        ));
    }
    html.push_str("<div class=\"grid\">");
    for c in found {
        html.push_str(&button(c));
    }
    html.push_str("</div>");
}

/// What a contract may add: omköp, the passers of a gök who lacked low
/// guards, and the levels family's rebuys and second-last bid.
fn options_html(html: &mut String, page: &RecordPage, active: &[usize; 3]) {
    let language = page.language;
    let form = page.form;
    let draft = &form.draft;
    let Some(contract) = contract_of(page) else {
        return;
    };
    if draft.trump.is_none() && draft.result != Some(HandResult::Surrendered) {
        return;
    }
    let choices = Choices::of(contract, draft.bid, draft.trump);
    omkop_html(html, page, &choices.omkop);
    let row = |html: &mut String, heading: Text, links: Vec<String>| {
        options_row(html, language, heading, &links)
    };
    if choices.pass_penalty {
        let evening = page.editor.evening();
        let mut links = Vec::new();
        for &seat in active {
            let Some(p) = evening.players.get(seat) else {
                continue;
            };
            if draft.declarer.as_ref() == Some(p) {
                continue;
            }
            let on = draft.gok_penalty.contains(p);
            let mut fields: Vec<(&str, String)> = form
                .fields()
                .into_iter()
                .filter(|(n, v)| !(*n == "g" && v == p))
                .collect();
            if !on {
                fields.push(("g", p.clone()));
            }
            links.push(link(&query(&fields), p, on));
        }
        row(html, Text::LackedLowGuards, links);
    }
    if let Payment::Levels(level) = &contract.payment {
        if level.rebuy {
            let less = draft.rebuys.saturating_sub(1);
            let more = draft.rebuys.saturating_add(1);
            row(
                html,
                Text::RebuysColon,
                vec![
                    link(
                        &query(&with(form, "n", Some(&less.to_string()))),
                        "−",
                        false,
                    ),
                    format!("<a class=\"b on\">{}</a>", draft.rebuys),
                    link(
                        &query(&with(form, "n", Some(&more.to_string()))),
                        "+",
                        false,
                    ),
                ],
            );
        }
        second_last_html(html, page);
    }
}

/// A row of choices under its heading.
fn options_row(html: &mut String, language: Language, heading: Text, links: &[String]) {
    html.push_str(&format!(
        "<h2>{}</h2><div class=\"grid\">{}</div>",
        escape_html(pick(language, heading)),
        links.concat()
    ));
}

/// Omköp: none, or the rank of the first exchange (yes, where omköp keeps
/// the game's trump).
fn omkop_html(html: &mut String, page: &RecordPage, omkop: &OmkopChoice) {
    let language = page.language;
    let form = page.form;
    let draft = &form.draft;
    match omkop {
        OmkopChoice::None => {}
        OmkopChoice::SameAsGame => {
            let on = draft.omkop.is_some();
            let value = draft.trump.map(|t| t.id());
            options_row(
                html,
                language,
                Text::Omkop,
                &[
                    link(
                        &query(&with(form, "o", None)),
                        pick(language, Text::NoneLower),
                        !on,
                    ),
                    link(
                        &query(&with(form, "o", value)),
                        pick(language, Text::Yes),
                        on,
                    ),
                ],
            );
        }
        OmkopChoice::Ranks(ranks) => {
            let mut links = vec![link(
                &query(&with(form, "o", None)),
                pick(language, Text::NoneLower),
                draft.omkop.is_none(),
            )];
            for rank in ranks {
                links.push(link(
                    &query(&with(form, "o", Some(rank.id()))),
                    crate::words::game::trump_word(*rank, language),
                    draft.omkop == Some(*rank),
                ));
            }
            options_row(html, language, Text::Omkop, &links);
        }
    }
}

fn second_last_html(html: &mut String, page: &RecordPage) {
    let language = page.language;
    let form = page.form;
    let table = &page.editor.ledger().setup().rules.table;
    let mut options = format!(
        "<option value=\"\">{}</option>",
        escape_html(pick(language, Text::NoneLower))
    );
    for c in &table.contracts {
        options.push_str(&format!(
            "<option value=\"{}\"{}>#{} {}</option>",
            escape_html(&c.id),
            if form.draft.second_last.as_deref() == Some(c.id.as_str()) {
                " selected"
            } else {
                ""
            },
            c.rank,
            escape_html(c.name.get(language))
        ));
    }
    html.push_str(&format!(
        "<h2>{}</h2><form class=\"search\" method=\"get\" action=\"./\">{}<select name=\"s\" aria-label=\"{}\">{}</select><button type=\"submit\">{}</button></form>",
        escape_html(pick(language, Text::SecondLastBid)),
        hidden(&with(form, "s", None)),
        escape_html(pick(language, Text::SecondLastBid)),
        options,
        escape_html(pick(language, Text::Choose)),
    ));
}

/// The preview in the desktop's words, and the one button that records.
fn preview_html(html: &mut String, page: &RecordPage) {
    let language = page.language;
    let form = page.form;
    let editor = page.editor;
    let evening = editor.evening();
    let Some(hand) = form.draft.to_hand() else {
        return;
    };
    let index = form.editing.unwrap_or(evening.hands.len());
    html.push_str("<section class=\"preview\">");
    let ready = match editor.ledger().preview(index, &hand) {
        Ok(settled) => {
            html.push_str(&format!(
                "<p class=\"verdict\">{}</p>",
                escape_html(&crate::report::words::verdict_words(
                    hand.result,
                    settled.outcome,
                    language
                ))
            ));
            if settled.jackpot && settled.outcome == crate::ledger::Outcome::Won {
                let declarer = crate::report::words::seat_name(&evening.players, settled.declarer);
                html.push_str(&format!(
                    "<p><b>{}</b></p>",
                    escape_html(&crate::report::describe::jackpot_words(declarer, language))
                ));
            }
            if let Some(sum) = &settled.value_sum {
                html.push_str(&format!(
                    "<p>{}</p>",
                    escape_html(&crate::report::describe::value_sum_words(sum, language))
                ));
            }
            let unit = editor.ledger().setup().rules.unit();
            let reader = crate::report::amount::Reader::new(language, false);
            for sentence in crate::report::describe::describe_in(
                &settled.postings,
                &evening.players,
                unit,
                reader,
            ) {
                html.push_str(&format!("<p>{}</p>", escape_html(&sentence)));
            }
            true
        }
        Err(e) => {
            html.push_str(&format!(
                "<p class=\"refused\">{}</p>",
                escape_html(&crate::words::hand_problem(&e.problem, language))
            ));
            false
        }
    };
    if ready {
        let deal = form.deal(evening);
        let seen = form
            .editing
            .and_then(|e| evening.hands.get(e))
            .map(fingerprint)
            .unwrap_or_default();
        later_dealers_html(html, page, &hand);
        let mut fields = form.fields();
        fields.push(("deal", deal.to_string()));
        fields.push(("seen", seen));
        fields.push(("req", page.request.to_string()));
        let text = if form.editing.is_some() {
            say(
                language,
                Text::SaveTheCorrectionOfHandN,
                &[&deal.to_string()],
            )
        } else {
            say(language, Text::RecordHandN, &[&deal.to_string()])
        };
        html.push_str(&format!(
            "<form method=\"post\" action=\"record\">{}\
             <input class=\"note\" name=\"nt\" maxlength=\"200\" value=\"{}\" placeholder=\"{}\" aria-label=\"{}\">\
             <button class=\"go\" type=\"submit\">{}</button></form>",
            hidden(&fields),
            escape_html(&form.draft.note),
            escape_html(pick(language, Text::NoteOptional)),
            escape_html(pick(language, Text::NoteOptional)),
            escape_html(&text)
        ));
    }
    html.push_str("</section>");
}

/// A correction that moves the dealers of later hands: both ways, the
/// one chosen marked, and what moving does (the desktop's question).
fn later_dealers_html(html: &mut String, page: &RecordPage, hand: &crate::ledger::evening::Hand) {
    let language = page.language;
    let form = page.form;
    let Some(index) = form.editing else { return };
    let edit = crate::ledger::editor::Edit::Replace(index, hand.clone());
    let Some(shift) = page.editor.dealer_shift(&edit) else {
        return;
    };
    let moving = form.move_dealers || shift.keep.is_none();
    html.push_str(&format!(
        "<h2>{}</h2><p class=\"weak\">{}</p><div class=\"grid\">",
        escape_html(pick(language, Text::TheDealersOfTheLaterHands)),
        escape_html(pick(language, Text::TheDealersRotateOnFromTheChanged)),
    ));
    if shift.keep.is_some() {
        html.push_str(&link(
            &query(&with(form, "rot", None)),
            pick(language, Text::KeepTheDealersOfTheLaterHands),
            !moving,
        ));
    }
    if shift.moved.is_ok() {
        html.push_str(&link(
            &query(&with(form, "rot", Some("1"))),
            pick(language, Text::MoveTheRotation),
            moving,
        ));
    }
    html.push_str("</div>");
    if let (true, Ok(moves)) = (moving, &shift.moved) {
        let players = &page.editor.evening().players;
        let name = |seat: usize| players.get(seat).map_or("", String::as_str);
        for m in moves.iter().take(6) {
            html.push_str(&format!(
                "<p class=\"weak\">{}</p>",
                escape_html(&say(
                    language,
                    Text::HandDealsInsteadOf,
                    &[&m.hand.to_string(), name(m.becomes), name(m.was)]
                ))
            ));
        }
    }
}

/// The latest hands, newest first, each with its correction; the last one
/// can be undone.
fn hands_html(html: &mut String, page: &RecordPage) {
    let language = page.language;
    let editor = page.editor;
    let evening = editor.evening();
    if evening.hands.is_empty() || page.form.editing.is_some() {
        return;
    }
    let table = &editor.ledger().setup().rules.table;
    let settlement = editor.settlement();
    html.push_str(&format!(
        "<h2>{}</h2><ul class=\"hands\">",
        escape_html(pick(language, Text::LatestHands))
    ));
    for (index, hand) in evening.hands.iter().enumerate().rev().take(5) {
        let contract = table
            .contract(&hand.contract)
            .map_or(hand.contract.as_str(), |c| c.name.get(language));
        let verdict = settlement
            .hands
            .get(index)
            .map(|s| crate::report::words::verdict_words(hand.result, s.outcome, language))
            .unwrap_or_default();
        html.push_str(&format!(
            "<li><span>{}. {} · {} · {}</span>{}</li>",
            index + 1,
            escape_html(&hand.declarer),
            escape_html(contract),
            escape_html(&verdict),
            link(
                &query(&[("e", (index + 1).to_string())]),
                pick(language, Text::Correct),
                false
            )
        ));
    }
    html.push_str("</ul>");
    if let Some(last) = evening.hands.last() {
        let fields = [
            ("deal", evening.hands.len().to_string()),
            ("seen", fingerprint(last)),
            ("req", page.request.to_string()),
        ];
        html.push_str(&format!(
            "<form method=\"post\" action=\"undo\">{}<button class=\"small\" type=\"submit\">{}</button></form>",
            hidden(&fields),
            escape_html(&say(
                language,
                Text::UndoHandN,
                &[&evening.hands.len().to_string()]
            ))
        ));
    }
}
