//! The players' view as a web page for the phones at the table (`vira
//! serve`, the app's *Visa på telefoner*): the pulla, each balance, who
//! deals and who sits out, the last hand in words, the round line, the
//! protocol and the betdelning once the evening is complete. Pure: the
//! evening's state in, a [`PhoneView`] (the JSON of `/state`) and the HTML
//! page out. The numbers are the same report functions the app's players'
//! view draws ([`board`], [`protocol_rows`], [`crate::report::describe`]); amounts become
//! text in [`crate::report::amount`] only.
//!
//! The page is whole in itself (inline style, a few lines of script for the
//! live updates, no fonts or files from outside: the table has no
//! internet), readable at 360 px and on a TV, light or dark as the phone is.

use crate::i18n::Text;

use serde::Serialize;

use crate::ledger::Ledger;
use crate::ledger::evening::Evening;
use crate::ledger::rounds::{Ending, shape};
use crate::report::board::{Role, board};
use crate::report::describe::row_description;
use crate::report::round_line::{forced_words, minutes_left, round_words};
use crate::report::words::{date_words, seat_name};
use crate::report::{RowKind, payment_amount, protocol_rows};
use crate::rules::table::Language;
use crate::text::escape::escape_html;

/// One player's line on the phone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhonePlayer {
    /// Name.
    pub name: String,
    /// The balance in the family's unit (`+2 b 5 p`, `+819 pt`).
    pub amount: String,
    /// The balance in money, when the evening has a price.
    pub money: Option<String>,
    /// The balance in the ledger's unit (pinnar or points), for programs.
    pub balance: i64,
    /// Their part in the next deal in words (`giver`, `sits out`; empty
    /// when none).
    pub role: String,
    /// Deals the next hand.
    pub deals: bool,
    /// Sits out the next hand.
    pub sits_out: bool,
}

/// The betdelning, once the evening is complete.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhoneBetdelning {
    /// The pulla divided, in words.
    pub split: String,
    /// Each player's result after it.
    pub results: Vec<PhonePlayer>,
    /// Who pays whom, a line each.
    pub payments: Vec<String>,
}

/// Everything the phone shows, in one language. Serialized, it is the
/// page's state (`/TOKEN/state`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhoneView {
    /// `sv` or `en`.
    pub language: &'static str,
    /// The date, the club and the table.
    pub title: String,
    /// Hands recorded.
    pub hands: usize,
    /// The pulla in the family's unit.
    pub pulla: String,
    /// The pulla in money, when the evening has a price.
    pub pulla_money: Option<String>,
    /// Every player in seat order.
    pub players: Vec<PhonePlayer>,
    /// Who deals the next hand.
    pub dealer: String,
    /// Who sits out the next hand.
    pub sits_out: Vec<String>,
    /// Where the evening stands: the round and the deal, what is left of
    /// the agreement, borup.
    pub round: String,
    /// The forced round in progress, in words.
    pub forced: Option<String>,
    /// The last hand in words: what was played, then who paid whom.
    pub last_hand: Option<String>,
    /// The protocol, newest line first.
    pub protocol: Vec<String>,
    /// The betdelning, when the evening is complete.
    pub betdelning: Option<PhoneBetdelning>,
    /// The evening cannot be read (the file being followed): why, where.
    pub error: Option<String>,
}

/// Parts said one after the other, each ended as a sentence ("Senaste
/// given" ran the hand's line and who paid into one sentence).
fn sentences(parts: &[String], language: Language) -> String {
    let (stop, separator) = match language {
        Language::Swedish | Language::English => (".", " "),
        Language::Japanese => ("。", ""),
    };
    parts
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .map(|part| {
            if part.ends_with(['.', '!', '?', '。']) {
                part.to_string()
            } else {
                format!("{part}{stop}")
            }
        })
        .collect::<Vec<_>>()
        .join(separator)
}

fn say(language: Language, text: Text) -> &'static str {
    crate::i18n::pick(language, text)
}

/// The language's code for an HTML page's `lang`.
pub(crate) fn language_code(language: Language) -> &'static str {
    language.code()
}

/// The language of the page for a request's `Accept-Language`: Swedish,
/// English or Japanese, whichever the phone ranks highest; English when it
/// names none, Swedish when it says nothing.
pub fn language_of(accept_language: Option<&str>) -> Language {
    let Some(header) = accept_language else {
        return Language::Swedish;
    };
    let mut best: Option<(u32, Language)> = None;
    for part in header.split(',') {
        let mut fields = part.split(';');
        let tag = fields.next().unwrap_or("").trim().to_ascii_lowercase();
        // Quality in thousandths (`q=0.8` is 800); 1000 when not given.
        let quality = fields
            .find_map(|f| f.trim().strip_prefix("q="))
            .and_then(|q| q.trim().parse::<f64>().ok())
            .map_or(1000, |q| (q.clamp(0.0, 1.0) * 1000.0).round() as u32);
        let primary = tag.split('-').next().unwrap_or("");
        let Some(language) = Language::of_code(primary) else {
            continue;
        };
        if quality > 0 && best.is_none_or(|(q, _)| quality > q) {
            best = Some((quality, language));
        }
    }
    best.map_or(Language::English, |(_, language)| language)
}

/// The view of an evening at `now` (the clock says how much of an agreed
/// time is left) in `language`.
pub fn phone_view(
    evening: &Evening,
    ledger: &Ledger,
    now: chrono::NaiveDateTime,
    language: Language,
) -> PhoneView {
    let rules = &ledger.setup().rules;
    let unit = rules.unit();
    let players = &evening.players;
    let board = board(ledger, language);
    let left = minutes_left(evening, now);
    let shape = shape(ledger, left.is_some_and(|m| m < 0));
    let settlement = ledger.settlement();
    let rows = protocol_rows(evening, rules, &settlement, language);
    let last_hand = rows
        .iter()
        .rev()
        .find(|row| row.kind == RowKind::Hand)
        .and_then(|row| {
            let settled = settlement.hands.get(row.hand?)?;
            let words = row_description(row, &settled.postings, players, unit, language);
            Some(sentences(&words, language))
        });
    let protocol = protocol_lines(&rows, unit, language);
    let forced = forced_words(&shape, &rules.table, players, language);
    let betdelning = (shape.ending == Ending::Complete)
        .then(|| betdelning(&settlement, rules, players, language));
    PhoneView {
        language: language_code(language),
        title: format!(
            "{}{} · {}",
            date_words(evening.date, language),
            evening
                .club
                .as_deref()
                .map_or(String::new(), |club| format!(" · {club}")),
            rules.table.name.get(language)
        ),
        hands: board.hands,
        pulla: board.pulla_amount.clone(),
        pulla_money: board.pulla_money.clone(),
        sits_out: board
            .rows
            .iter()
            .filter(|r| r.role == Role::SitsOut)
            .map(|r| r.name.clone())
            .collect(),
        players: board
            .rows
            .iter()
            .map(|r| PhonePlayer {
                name: r.name.clone(),
                amount: r.amount.clone(),
                money: r.money.clone(),
                balance: r.balance,
                role: r.role.word(language).to_string(),
                deals: r.role == Role::Dealer,
                sits_out: r.role == Role::SitsOut,
            })
            .collect(),
        dealer: board.dealer,
        round: round_words(&shape, evening, left, language),
        forced,
        last_hand,
        protocol,
        betdelning,
        error: None,
    }
}

/// The protocol's lines in words, newest first.
fn protocol_lines(
    rows: &[crate::report::ProtocolRow],
    unit: crate::ledger::amount::Unit,
    language: Language,
) -> Vec<String> {
    rows.iter()
        .rev()
        .map(|row| {
            let [number, _, declarer, contract, trump, result] = &row.cells;
            let pulla = format!(
                "{} {}",
                say(language, Text::PullaSvPullan),
                unit.amount(row.pulla).pulla(language)
            );
            if row.kind == RowKind::Hand {
                let what: Vec<String> = [contract, trump, result]
                    .into_iter()
                    .filter(|c| !c.is_empty())
                    .cloned()
                    .collect();
                format!(
                    "{number}. {declarer}: {} · {pulla}",
                    crate::report::amount::comma_list(&what, language)
                )
            } else {
                format!("{contract} · {pulla}")
            }
        })
        .collect()
}

/// The betdelning: the pulla divided, the results, who pays whom.
fn betdelning(
    settlement: &crate::ledger::Settlement,
    rules: &crate::ledger::Rules,
    players: &[String],
    language: Language,
) -> PhoneBetdelning {
    let unit = rules.unit();
    let split = &settlement.split;
    let mut words = format!(
        "{} {} {} {}: {} {}.",
        say(language, Text::ThePulla),
        unit.amount(split.pulla).pulla(language),
        say(language, Text::IsDividedEquallyAmong),
        players.len(),
        unit.amount(split.share).unsigned(language),
        say(language, Text::Each),
    );
    if split.odd > 0
        && let Some(seat) = split.odd_to
    {
        words.push_str(&format!(
            " {} {} {}.",
            unit.amount(split.odd).unsigned(language),
            say(language, Text::GoTo),
            seat_name(players, seat)
        ));
    }
    let results = players
        .iter()
        .zip(&settlement.final_balances)
        .enumerate()
        .map(|(seat, (name, &balance))| PhonePlayer {
            name: name.clone(),
            amount: unit.amount(balance).signed(language),
            money: settlement.final_money_ore.as_ref().and_then(|m| {
                m.get(seat)
                    .map(|&ore| crate::report::amount::money(ore, &rules.currency, language))
            }),
            balance,
            role: String::new(),
            deals: false,
            sits_out: false,
        })
        .collect();
    let payments = if settlement.payments.is_empty() {
        vec![say(language, Text::NobodyPaysAnybodySvIngenBetalarNagon).to_string()]
    } else {
        settlement
            .payments
            .iter()
            .map(|payment| {
                format!(
                    "{} {} {} {}",
                    seat_name(players, payment.from),
                    say(language, Text::Pays),
                    seat_name(players, payment.to),
                    payment_amount(payment, rules, language)
                )
            })
            .collect()
    };
    PhoneBetdelning {
        split: words,
        results,
        payments,
    }
}

impl PhoneView {
    /// The page of an evening that cannot be read now (the file being
    /// followed was removed or is being written badly): the located error
    /// in words, shown until it can be read again.
    pub fn unreadable(message: &str, language: Language) -> PhoneView {
        PhoneView {
            language: language_code(language),
            title: say(language, Text::ViraPlayersView).to_string(),
            hands: 0,
            pulla: String::new(),
            pulla_money: None,
            players: Vec::new(),
            dealer: String::new(),
            sits_out: Vec::new(),
            round: String::new(),
            forced: None,
            last_hand: None,
            protocol: Vec::new(),
            betdelning: None,
            error: Some(message.to_string()),
        }
    }

    fn say(&self, text: Text) -> &'static str {
        let language = Language::of_code(self.language).unwrap_or(Language::English);
        say(language, text)
    }

    /// The state as JSON (`/TOKEN/state`).
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".to_string())
    }

    /// The page's changing part: what the live updates replace. One line
    /// (no newline), so that it is one `data:` line of a server-sent event.
    pub fn fragment_html(&self) -> String {
        let mut html = String::new();
        let e = |text: &str| escape_html(text);
        html.push_str(&format!("<h1>{}</h1>", e(&self.title)));
        if let Some(error) = &self.error {
            html.push_str(&format!(
                "<p class=\"error\" role=\"alert\">{}</p>",
                e(error)
            ));
            return html;
        }
        html.push_str(&format!(
            "<section class=\"pulla\"><span>{}</span><b id=\"pulla\">{}</b>",
            self.say(Text::ThePulla),
            e(&self.pulla)
        ));
        if let Some(money) = &self.pulla_money {
            html.push_str(&format!("<b class=\"money\">{}</b>", e(money)));
        }
        html.push_str("</section><ol class=\"players\">");
        for player in &self.players {
            player_html(&mut html, player);
        }
        html.push_str("</ol>");
        html.push_str(&format!(
            "<p class=\"next\"><b>{}</b> {}",
            e(&self.dealer),
            self.say(Text::DealsNext)
        ));
        if !self.sits_out.is_empty() {
            html.push_str(&format!(
                " · {} {}",
                e(&self.sits_out.join(", ")),
                self.say(Text::SitsOut)
            ));
        }
        html.push_str(&format!(
            " · {} {}</p>",
            self.hands,
            self.say(Text::DealsPlayed)
        ));
        html.push_str(&format!("<p class=\"round\">{}</p>", e(&self.round)));
        if let Some(forced) = &self.forced {
            html.push_str(&format!("<p class=\"forced\">{}</p>", e(forced)));
        }
        if let Some(last) = &self.last_hand {
            html.push_str(&format!(
                "<section class=\"last\"><h2>{}</h2><p id=\"last\">{}</p></section>",
                self.say(Text::TheLastHand),
                e(last)
            ));
        }
        if let Some(betdelning) = &self.betdelning {
            html.push_str(&format!(
                "<section class=\"betdelning\"><h2>{}</h2><p>{}</p><ol class=\"players\">",
                self.say(Text::Betdelning),
                e(&betdelning.split)
            ));
            for player in &betdelning.results {
                player_html(&mut html, player);
            }
            html.push_str("</ol><ul>");
            for payment in &betdelning.payments {
                html.push_str(&format!("<li>{}</li>", e(payment)));
            }
            html.push_str("</ul></section>");
        }
        if !self.protocol.is_empty() {
            html.push_str(&format!(
                "<section class=\"protocol\"><h2>{}</h2><ul>",
                self.say(Text::TheProtocol)
            ));
            for line in &self.protocol {
                html.push_str(&format!("<li>{}</li>", e(line)));
            }
            html.push_str("</ul></section>");
        }
        html
    }

    /// The whole page: the fragment inside a document with its style and
    /// the script that follows `events` (relative to the page's address,
    /// so the token is never written into the page).
    pub fn page_html(&self) -> String {
        format!(
            "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta name=\"color-scheme\" content=\"light dark\">\n\
             <meta name=\"referrer\" content=\"no-referrer\">\n\
             <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
             <main id=\"v\" aria-live=\"polite\">{fragment}</main>\n\
             <p id=\"status\" class=\"status\" data-off=\"{off}\">{live}</p>\n\
             <script>{SCRIPT}</script>\n</body>\n</html>\n",
            lang = self.language,
            title = escape_html(&self.title),
            fragment = self.fragment_html(),
            live = self.say(Text::FollowingTheTable),
            off = escape_html(self.say(Text::NotFollowingTheTableTheShowingWas,)),
        )
    }
}

fn player_html(html: &mut String, player: &PhonePlayer) {
    let mut class = Vec::new();
    if player.deals {
        class.push("deals");
    }
    if player.sits_out {
        class.push("out");
    }
    if player.balance < 0 {
        class.push("neg");
    }
    html.push_str(&format!(
        "<li class=\"{}\"><span class=\"name\">{}<small>{}</small></span><span class=\"amount\">{}</span>",
        class.join(" "),
        escape_html(&player.name),
        escape_html(&player.role),
        escape_html(&player.amount)
    ));
    if let Some(money) = &player.money {
        html.push_str(&format!(
            "<span class=\"money\">{}</span>",
            escape_html(money)
        ));
    }
    html.push_str("</li>");
}

/// The page's style: large type, one column at 360 px, light or dark as
/// the phone is.
/// The page's one style sheet, inline (the server allows it by its hash).
pub const STYLE: &str = "\
:root{--bg:#fbfaf6;--fg:#1b1b1b;--weak:#5c5c5c;--felt:#2e6b45;--ink:#fff;--neg:#b3261e;--line:#d6d3c8}\
@media (prefers-color-scheme:dark){:root{--bg:#151515;--fg:#f1f1f1;--weak:#b5b5b5;--felt:#245236;--ink:#fff;--neg:#ff8a80;--line:#3a3a3a}}\
*{box-sizing:border-box}\
body{margin:0;padding:12px;background:var(--bg);color:var(--fg);font:20px/1.35 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:960px;margin-inline:auto}\
h1{font-size:1rem;font-weight:600;color:var(--weak);margin:0 0 8px}\
h2{font-size:1.1rem;margin:16px 0 6px}\
.pulla{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:baseline;justify-content:space-between;background:var(--felt);color:var(--ink);border-radius:14px;padding:12px 16px}\
.pulla span{font-size:1.2rem}.pulla b{font-size:2.2rem}.pulla .money{font-size:1.4rem;color:var(--ink)}\
.players{list-style:none;padding:0;margin:10px 0}\
.players li{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:baseline;column-gap:12px;padding:8px 10px;border-bottom:1px solid var(--line)}\
.players li.deals{outline:3px solid var(--felt);border-radius:10px}\
.players li.out .name{color:var(--weak)}\
.name{font-size:1.5rem;font-weight:600;overflow-wrap:anywhere}\
.name small{display:block;font-size:.8rem;font-weight:400;color:var(--weak)}\
.amount{font-size:1.6rem;font-variant-numeric:tabular-nums}\
.amount{text-align:right}.money{grid-column:2;text-align:right;font-size:1.2rem;font-variant-numeric:tabular-nums;color:var(--weak)}\
.neg .amount,.neg .money{color:var(--neg)}\
.next,.round,.forced{margin:6px 0}.forced{font-weight:700}\
.last p{font-size:1.15rem;margin:0}\
.protocol ul{font-size:.9rem;list-style:none;padding:0;color:var(--weak)}.protocol li{padding:2px 0}\
.error{font-size:1.3rem;color:var(--neg)}\
.status{font-size:.8rem;color:var(--weak)}\
@media (min-width:900px){body{font-size:28px}}";

/// The live updates: each server-sent event is the page's new content.
/// EventSource reconnects by itself after a phone sleeps, and the server
/// sends the whole state again on each connection.
/// The page's one script, inline (the server allows it by its hash).
pub const SCRIPT: &str = "\
(function(){if(!window.EventSource)return;\
var v=document.getElementById('v'),s=document.getElementById('status'),t=s.textContent,n=0;\
var es=new EventSource('events');\
es.addEventListener('state',function(e){v.innerHTML=e.data;v.dataset.updates=++n;s.textContent=t;});\
es.onerror=function(){s.textContent=s.dataset.off;};})();";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::registry::TableRegistry;

    fn view(text: &str, language: Language) -> PhoneView {
        let evening = Evening::parse("e.ron", text).unwrap();
        let registry = TableRegistry::built_in();
        let table = registry
            .entry(&evening.table)
            .unwrap()
            .table
            .as_ref()
            .unwrap();
        let ledger = Ledger::new(&evening, table).unwrap();
        let now = evening.date.and_hms_opt(20, 0, 0).unwrap();
        phone_view(&evening, &ledger, now, language)
    }

    const FOUR: &str = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
        house: House(price_per_bet_ore: Some(400)),
        players: ["Anna", "Bo", "Cia", "Dag"], first_dealer: "Dag",
        length: Length(deals: Some(8)),
        hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;

    #[test]
    fn balances_dealer_and_who_sits_out() {
        // As the board's test: Anna +6 p, Bo -11, Cia -8, Dag -11; pulla 3 b;
        // Anna deals next and Dag sits out.
        let sv = view(FOUR, Language::Swedish);
        assert_eq!(sv.pulla, "3 b");
        assert_eq!(sv.pulla_money.as_deref(), Some("12,00 kr"));
        let amounts: Vec<&str> = sv.players.iter().map(|p| p.amount.as_str()).collect();
        assert_eq!(amounts, ["+6 p", "-1 b 3 p", "-1 b", "-1 b 3 p"]);
        assert_eq!(sv.players[1].money.as_deref(), Some("-5,50 kr"));
        assert_eq!(sv.dealer, "Anna");
        assert!(sv.players[0].deals && sv.players[0].role == "giver");
        assert_eq!(sv.sits_out, ["Dag"]);
        let html = sv.fragment_html();
        assert!(html.contains("<b>Anna</b> ger nästa giv · Dag sitter över"));
        assert!(html.contains("-5,50 kr"));
        let en = view(FOUR, Language::English);
        assert!(
            en.fragment_html()
                .contains("<b>Anna</b> deals next · Dag sits out")
        );
    }

    #[test]
    fn the_last_hand_in_words_and_the_round_line() {
        let sv = view(FOUR, Language::Swedish);
        let last = sv.last_hand.as_deref().unwrap();
        assert!(last.starts_with("Anna: Vingel"), "{last}");
        assert!(
            last.contains("Anna lyfter 1 bet ur pullan. Bo och Dag betalar Anna 3 pinnar var."),
            "{last}"
        );
        // Issue 33, 18: the hand's line and who paid ran together as one
        // sentence.
        let line = last.split(". Anna lyfter").next().unwrap();
        assert!(!line.contains("Anna lyfter"), "{last}");
        assert!(last.contains(". Anna lyfter 1 bet"), "{last}");
        assert_eq!(sv.round, "Varv 1, giv 2 av 4 · 7 givar kvar");
        let en = view(FOUR, Language::English);
        assert!(
            en.last_hand
                .unwrap()
                .contains("Bo and Dag pay Anna 3 pinnar each.")
        );
        assert_eq!(en.round, "Round 1, deal 2 of 4 · 7 deals left");
        // The protocol, newest first: the hand, then the åla.
        assert!(
            sv.protocol[0].starts_with("1. Anna: Vingel"),
            "{:?}",
            sv.protocol
        );
        assert!(sv.protocol[0].ends_with("pullan 3 b"), "{:?}", sv.protocol);
        assert_eq!(sv.protocol.len(), 2);
        assert!(sv.betdelning.is_none());
    }

    #[test]
    fn the_betdelning_when_the_evening_is_complete() {
        let done = FOUR.replace("deals: Some(8)", "deals: Some(1)");
        let sv = view(&done, Language::Swedish);
        assert!(sv.round.ends_with("kvällen är klar"), "{}", sv.round);
        let betdelning = sv.betdelning.unwrap();
        assert!(
            betdelning.split.starts_with("Pullan 3 b delas lika på 4:"),
            "{}",
            betdelning.split
        );
        assert_eq!(betdelning.results.len(), 4);
        assert!(
            betdelning.payments.iter().all(|p| p.contains(" betalar ")),
            "{:?}",
            betdelning.payments
        );
        let en = view(&done, Language::English);
        let html = en.fragment_html();
        assert!(html.contains("<h2>Betdelning</h2><p>The pulla 3 b is divided equally among 4"));
    }

    #[test]
    fn a_page_whole_in_itself_and_a_json_state() {
        let sv = view(FOUR, Language::Swedish);
        let page = sv.page_html();
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.contains("<html lang=\"sv\">"));
        assert!(page.contains("prefers-color-scheme:dark"));
        assert!(page.contains("width=device-width"));
        assert!(page.contains("new EventSource('events')"));
        // Issue 33, 9: a phone whose table stopped showing said "…"; it
        // says so in words, in the page's language.
        assert!(page.contains(
            "data-off=\"Följer inte bordet: visningen är stoppad eller nätverket borta."
        ));
        assert!(page.contains("s.textContent=s.dataset.off"));
        assert!(!page.contains("s.textContent='…'"));
        // Nothing from outside: no address but the page's own.
        for outside in ["http://", "https://", "//fonts", "src=", "<link"] {
            assert!(!page.contains(outside), "{outside}");
        }
        assert!(!sv.fragment_html().contains('\n'));
        let json: serde_json::Value = serde_json::from_str(&sv.json()).unwrap();
        assert_eq!(json["pulla"], "3 b");
        assert_eq!(json["players"][0]["name"], "Anna");
        assert_eq!(json["players"][0]["balance"], 6);
        assert_eq!(json["dealer"], "Anna");
    }

    #[test]
    fn the_date_in_the_page_s_language() {
        assert!(
            view(FOUR, Language::Swedish)
                .title
                .starts_with("2026-11-21 · "),
            "{}",
            view(FOUR, Language::Swedish).title
        );
        assert!(
            view(FOUR, Language::English)
                .title
                .starts_with("2026-11-21 · ")
        );
        let ja = view(FOUR, Language::Japanese);
        assert!(ja.title.starts_with("2026年11月21日 · "), "{}", ja.title);
        assert!(ja.page_html().contains("<title>2026年11月21日 · "));
        assert!(ja.fragment_html().starts_with("<h1>2026年11月21日 · "));
    }

    /// The page's own words in Japanese too (they were English on a
    /// Japanese page): the pulla, who deals, the protocol, the live line.
    #[test]
    fn the_page_s_own_words_in_japanese() {
        let page = view(FOUR, Language::Japanese).page_html();
        for english in [
            "The pulla",
            "deals next",
            "The protocol",
            "Following the table",
        ] {
            assert!(!page.contains(english), "{english} in {page}");
        }
        for japanese in ["ポット", "記録表", "が次に配る"] {
            assert!(page.contains(japanese), "{japanese} in {page}");
        }
        // The protocol's lines list the contract, trump and result with
        // the Japanese comma.
        let ja = view(FOUR, Language::Japanese);
        let protocol = &ja.protocol;
        assert!(protocol.iter().any(|l| l.contains('、')), "{protocol:#?}");
        assert!(!protocol.iter().any(|l| l.contains(", ")), "{protocol:#?}");
        // So does the last hand in words (the app's tooltip's words).
        let last = ja.last_hand.unwrap_or_default();
        assert!(last.contains('、') && !last.contains(", "), "{last}");
    }

    #[test]
    fn names_are_escaped() {
        let text = FOUR.replace("\"Bo\"", "\"<b>Bo</b>\"");
        let html = view(&text, Language::Swedish).fragment_html();
        assert!(html.contains("&lt;b&gt;Bo&lt;/b&gt;"));
        assert!(!html.contains("<b>Bo</b>"));
    }

    #[test]
    fn an_unreadable_file_says_why() {
        let view = PhoneView::unreadable("e.ron:3:1: expected `)`", Language::English);
        let html = view.fragment_html();
        assert!(html.contains("role=\"alert\">e.ron:3:1: expected `)`</p>"));
    }

    #[test]
    fn the_phone_chooses_the_language() {
        assert_eq!(
            language_of(Some("sv-SE,sv;q=0.9,en;q=0.8")),
            Language::Swedish
        );
        assert_eq!(
            language_of(Some("en-GB,en;q=0.9,sv;q=0.8")),
            Language::English
        );
        assert_eq!(
            language_of(Some("de-DE,de;q=0.9,sv;q=0.5")),
            Language::Swedish
        );
        assert_eq!(
            language_of(Some("de-DE,en;q=0.2,sv;q=0.7")),
            Language::Swedish
        );
        assert_eq!(language_of(Some("fr")), Language::English);
        assert_eq!(language_of(Some("sv;q=0,en")), Language::English);
        assert_eq!(language_of(None), Language::Swedish);
        assert_eq!(
            language_of(Some("ja-JP,ja;q=0.9,en;q=0.8")),
            Language::Japanese
        );
    }
}
