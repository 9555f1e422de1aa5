//! A club night printed: the standing with its rule, the seating of every
//! sitting, each table's result and what is missing, as one printable
//! HTML page (A4 portrait), for the notice board at the end of the night.
//! Every text from the files escaped.

use crate::i18n::Text;

use crate::night::standing::{Standing, TableResult};
use crate::night::{Night, StandingRule};
use crate::report::amount::Reader;
use crate::text::Language;
use crate::text::escape::escape_html;

const NIGHT_CSS: &str = "\
@page { size: A4 portrait; margin: 12mm; }
body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 10pt; color: #000; margin: 0 auto; max-width: 186mm; }
h1 { font-size: 16pt; margin: 0 0 2mm 0; }
h2 { font-size: 12pt; margin: 5mm 0 2mm 0; break-after: avoid; page-break-after: avoid; }
p.rule { margin: 0 0 3mm 0; }
table { border-collapse: collapse; }
th, td { padding: 1px 6px; border-bottom: 0.5pt solid #999; text-align: left; vertical-align: top; }
th { border-bottom: 1pt solid #000; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr { page-break-inside: avoid; break-inside: avoid; }
ul.problems { color: #700; }
@media screen { body { margin: 10mm auto; } }
";

/// The night as a printable page: its title, the rule, the standing, the
/// seating and results of every table, and what keeps a table out (the
/// problems in words, given by the caller in the page's language).
pub fn night_html(
    night: &Night,
    standing: &Standing,
    problems: &[String],
    reader: impl Into<Reader>,
) -> String {
    let reader = reader.into();
    let language = reader.language;
    let t = |text| crate::i18n::pick(language, text);
    let e = escape_html;
    let title = crate::words::night::title(night, language);
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{NIGHT_CSS}</style>\n</head>\n<body>\n<h1>{}</h1>\n<p class=\"rule\">{} {}</p>\n",
        crate::report::phone::language_code(language),
        e(&title),
        e(&title),
        t(Text::Rule),
        e(&crate::words::night::rule_words(&standing.rule, language)),
    );
    standing_html(&mut html, standing, reader);
    for (s, sitting) in night.sittings.iter().enumerate() {
        html.push_str(&format!(
            "<h2>{}</h2>\n<table>\n<tr><th class=\"n\">{}</th><th>{}</th><th>{}</th><th>{}</th></tr>\n",
            e(&sitting_words(s, language)),
            t(Text::TableSvBord),
            t(Text::ThePlayersInSeatOrder),
            t(Text::EveningFile),
            t(Text::Result),
        ));
        for (n, table) in sitting.tables.iter().enumerate() {
            let result = standing
                .tables
                .iter()
                .find(|r| r.sitting == s + 1 && r.table == n + 1);
            html.push_str(&format!(
                "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                n + 1,
                e(&table.players.join(", ")),
                e(&result.map_or_else(
                    || table.evening.clone(),
                    |r| crate::words::night::table_name(r, language)
                )),
                e(&result.map_or_else(String::new, |r| table_words(r, reader))),
            ));
        }
        html.push_str("</table>\n");
    }
    if !problems.is_empty() {
        html.push_str(&format!(
            "<h2>{}</h2>\n<ul class=\"problems\">\n",
            t(Text::ToSeeTo)
        ));
        for problem in problems {
            html.push_str(&format!("<li>{}</li>\n", e(problem)));
        }
        html.push_str("</ul>\n");
    }
    html.push_str("</body>\n</html>\n");
    html
}

/// The standing's table.
fn standing_html(html: &mut String, standing: &Standing, reader: Reader) {
    let language = reader.language;
    let t = |text| crate::i18n::pick(language, text);
    let places = matches!(standing.rule, StandingRule::Places { .. });
    html.push_str(&format!(
        "<h2>{}</h2>\n<table>\n<tr><th class=\"n\">#</th><th>{}</th><th class=\"n\">{}</th>{}<th class=\"n\">{}</th><th class=\"n\">{}</th></tr>\n",
        t(Text::TheStanding),
        t(Text::Player),
        t(Text::Tables),
        if places {
            format!("<th class=\"n\">{}</th>", t(Text::PointsSvPoang))
        } else {
            String::new()
        },
        t(Text::Result),
        t(Text::Money),
    ));
    for row in &standing.rows {
        let result = match (row.result, standing.unit) {
            (Some(result), Some(unit)) => unit.amount(result).signed(reader),
            _ => String::new(),
        };
        let money = match (row.money_ore, &standing.currency) {
            (Some(ore), Some(currency)) => crate::report::amount::money(ore, currency, language),
            _ => String::new(),
        };
        html.push_str(&format!(
            "<tr><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td>{}<td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
            crate::words::night::place_words(row.place),
            escape_html(&row.player),
            row.tables,
            if places {
                format!(
                    "<td class=\"n\">{}</td>",
                    row.points.map(|p| p.to_string()).unwrap_or_default()
                )
            } else {
                String::new()
            },
            escape_html(&result),
            escape_html(&money),
        ));
    }
    html.push_str("</table>\n");
}

/// "Sittning 2" for the sitting at `index` (from 0).
fn sitting_words(index: usize, language: Language) -> String {
    crate::i18n::say(language, Text::Sitting, &[&(index + 1).to_string()])
}

/// "Bord 3" for the table at `index` (from 0).
fn table_number_words(index: usize, language: Language) -> String {
    crate::i18n::say(language, Text::TableWith1, &[&(index + 1).to_string()])
}

/// A table's result in a line: each player's result and place, or that it
/// does not count.
pub fn table_words(table: &TableResult, reader: impl Into<Reader>) -> String {
    let reader = reader.into();
    if !table.counted {
        return crate::i18n::pick(reader.language, Text::NotCounted).to_string();
    }
    table
        .results
        .iter()
        .map(|r| {
            let amount = table
                .unit
                .map(|u| u.amount(r.result).signed(reader))
                .unwrap_or_default();
            format!("{} {amount} ({})", r.player, r.place)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The newest sitting's seating as a page to print and pin up when the
/// players sit down (A4, large): each table, its players in seat order
/// (förhand first) and its evening file. Every text from the file escaped.
pub fn seating_html(night: &Night, language: Language) -> String {
    let e = escape_html;
    let title = crate::words::night::title(night, language);
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{SEATING_CSS}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        crate::report::phone::language_code(language),
        e(&title),
        e(&title),
    );
    if let Some((s, sitting)) = night.sittings.iter().enumerate().next_back() {
        html.push_str(&format!("<h2>{}</h2>\n", e(&sitting_words(s, language))));
        for (n, table) in sitting.tables.iter().enumerate() {
            html.push_str(&format!(
                "<section><h3>{}</h3><p class=\"players\">{}</p><p class=\"file\">{}</p></section>\n",
                e(&table_number_words(n, language)),
                e(&table.players.join(" · ")),
                e(&table.evening),
            ));
        }
    }
    html.push_str("</body>\n</html>\n");
    html
}

/// The seating page's style: A4 portrait, the names large.
const SEATING_CSS: &str = "\
@page { size: A4 portrait; margin: 15mm; }
body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #000; margin: 0 auto; max-width: 180mm; }
h1 { font-size: 16pt; margin: 0 0 2mm 0; }
h2 { font-size: 22pt; margin: 4mm 0 4mm 0; }
section { break-inside: avoid; page-break-inside: avoid; border-bottom: 1pt solid #999; padding: 3mm 0; }
h3 { font-size: 18pt; margin: 0; }
p.players { font-size: 26pt; font-weight: bold; margin: 1mm 0; }
p.file { font-size: 9pt; color: #555; margin: 0; }
";

/// The phones' page around a night's `fragment`: their style and live
/// script, the status line in the language.
fn phone_page(title: &str, fragment: &str, language: Language) -> String {
    let t = |text| crate::i18n::pick(language, text);
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n\
         <meta name=\"referrer\" content=\"no-referrer\">\n\
         <title>{}</title>\n<style>{}</style>\n</head>\n<body>\n\
         <main id=\"v\" aria-live=\"polite\">{fragment}</main>\n\
         <p id=\"status\" class=\"status\" data-off=\"{}\">{}</p>\n\
         <script>{}</script>\n</body>\n</html>\n",
        crate::report::phone::language_code(language),
        escape_html(title),
        crate::report::phone::STYLE,
        escape_html(t(Text::NotFollowingTheNightTheNetworkIs,)),
        t(Text::FollowingTheNight),
        crate::report::phone::SCRIPT,
    )
}

/// The night's standing as the phones and a projector see it: the whole
/// page (the phones' style and live script) and the part each live update
/// replaces. Every text from the files escaped.
pub fn night_phone_html(
    night: &Night,
    standing: &Standing,
    problems: &[String],
    reader: impl Into<Reader>,
) -> (String, String) {
    let reader = reader.into();
    let language = reader.language;
    let t = |text| crate::i18n::pick(language, text);
    let e = escape_html;
    let title = crate::words::night::title(night, language);
    let mut fragment = format!(
        "<h1>{}</h1><p class=\"round\">{} {}</p><ul class=\"players\">",
        e(&title),
        t(Text::Rule),
        e(&crate::words::night::rule_words(&standing.rule, language)),
    );
    for row in &standing.rows {
        let result = match (row.result, standing.unit) {
            (Some(result), Some(unit)) => unit.amount(result).signed(reader),
            _ => String::new(),
        };
        let money = match (row.money_ore, &standing.currency) {
            (Some(ore), Some(currency)) => crate::report::amount::money(ore, currency, language),
            _ => String::new(),
        };
        let tables = row.tables.to_string();
        let mut details = if row.tables == 1 {
            crate::i18n::say(language, Text::TableWith1SvBord, &[&tables])
        } else {
            crate::i18n::say(language, Text::TablesWith1, &[&tables])
        };
        if let Some(points) = row.points {
            let count = points.to_string();
            details.push_str(&if points == 1 {
                crate::i18n::say(language, Text::Point, &[&count])
            } else {
                crate::i18n::say(language, Text::Points, &[&count])
            });
        }
        // No place before any table counts: a dash, no number.
        let place = if row.place == 0 {
            "– ".to_string()
        } else {
            format!("{}. ", row.place)
        };
        fragment.push_str(&format!(
            "<li class=\"{}\"><span class=\"name\">{place}{}<small>{}</small></span><span class=\"amount\">{}</span>{}</li>",
            if row.result.is_some_and(|r| r < 0) { "neg" } else { "" },
            e(&row.player),
            e(&details),
            e(&result),
            if money.is_empty() {
                String::new()
            } else {
                format!("<span class=\"money\">{}</span>", e(&money))
            },
        ));
    }
    fragment.push_str("</ul>");
    // The newest sitting: the one the players sit down to.
    if let Some((s, sitting)) = night.sittings.iter().enumerate().next_back() {
        fragment.push_str(&format!(
            "<h2>{}</h2><ul class=\"players\">",
            e(&sitting_words(s, language))
        ));
        for (n, table) in sitting.tables.iter().enumerate() {
            // How far each table is: its deals so far, once it has any.
            let deals = standing
                .tables
                .iter()
                .find(|t| t.sitting == s + 1 && t.table == n + 1)
                .map_or(0, |t| t.deals);
            let mut players = table.players.join(", ");
            if deals > 0 {
                players.push_str(" · ");
                players.push_str(&crate::i18n::say(
                    language,
                    Text::NDealsPlayed,
                    &[&deals.to_string()],
                ));
            }
            fragment.push_str(&format!(
                "<li><span class=\"name\">{}<small>{}</small></span></li>",
                e(&table_number_words(n, language)),
                e(&players),
            ));
        }
        fragment.push_str("</ul>");
    }
    for problem in problems {
        fragment.push_str(&format!("<p class=\"round\">{}</p>", e(problem)));
    }
    let page = phone_page(&title, &fragment, language);
    (page, fragment)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::night::standing::{Handed, standing};
    use crate::rules::registry::TableRegistry;

    #[test]
    fn the_printout_has_the_standing_the_seating_and_what_is_missing_escaped() {
        let night = Night::parse(
            "k.night",
            r#"Night(format: 1, date: "2026-11-26", club: Some("<b>Klubben</b>"),
                rule: Places(points: [3, 2, 1, 0]),
                sittings: [Sitting(tables: [
                    NightTable(evening: "bord-1.ron", players: ["Anna", "Bo", "Cia"]),
                    NightTable(evening: "bord-2.ron", players: ["Dag", "Eva", "Fia"]),
                ])])"#,
        )
        .unwrap();
        let text = r#"Evening(format: 1, date: "2026-11-26", table: "stockholm",
            players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
            hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;
        let settled =
            crate::ledger::settle_source(&TableRegistry::built_in(), "bord-1.ron", text).unwrap();
        let standing = standing(
            &night,
            vec![Handed::Settled(Box::new(settled)), Handed::Missing],
        );
        let problems = vec!["sittning 1, bord 2 (bord-2.ron): inte inlämnad än".to_string()];
        let reader = Reader::new(Language::Swedish, false);
        let html = night_html(&night, &standing, &problems, reader);
        assert!(
            html.contains("<h1>Klubbkväll 2026-11-26, &lt;b&gt;Klubben&lt;/b&gt;</h1>"),
            "{html}"
        );
        assert!(
            html.contains("Regel: placeringspoäng 3/2/1/0 per bord"),
            "{html}"
        );
        // Anna first on 3 points, +1 b 3 p after the betdelning.
        assert!(
            html.contains("<tr><td class=\"n\">1</td><td>Anna</td><td class=\"n\">1</td><td class=\"n\">3</td><td class=\"n\">+1 b 3 p</td>"),
            "{html}"
        );
        assert!(html.contains("<h2>Sittning 1</h2>"), "{html}");
        assert!(
            html.contains("<td>Dag, Eva, Fia</td><td>bord-2.ron</td><td>räknas inte</td>"),
            "{html}"
        );
        assert!(html.contains("<td>Anna, Bo, Cia</td><td>bord-1.ron</td><td>Anna +1 b 3 p (1), Bo -5 p (2), Cia -6 p (3)</td>"), "{html}");
        assert!(
            html.contains("<li>sittning 1, bord 2 (bord-2.ron): inte inlämnad än</li>"),
            "{html}"
        );
        // The phones' page: the same standing, escaped, with the phones'
        // own style and script (the server allows those two by their hash).
        let (page, fragment) = night_phone_html(&night, &standing, &problems, reader);
        assert!(
            fragment.starts_with("<h1>Klubbkväll 2026-11-26, &lt;b&gt;Klubben&lt;/b&gt;</h1>"),
            "{fragment}"
        );
        assert!(fragment.contains("1. Anna<small>1 bord · 3 poäng</small></span><span class=\"amount\">+1 b 3 p</span>"), "{fragment}");
        assert!(fragment.contains("<h2>Sittning 1</h2>"), "{fragment}");
        assert!(!fragment.contains('\n'), "one line, one event");
        assert!(
            page.contains(crate::report::phone::STYLE)
                && page.contains(crate::report::phone::SCRIPT)
        );
        assert!(page.contains(&format!(
            "<main id=\"v\" aria-live=\"polite\">{fragment}</main>"
        )));
    }

    #[test]
    fn the_seating_page_has_the_newest_sitting_large_and_escaped() {
        let night = Night::parse(
            "k.night",
            r#"Night(format: 1, date: "2026-11-26", club: Some("<i>K</i>"),
                sittings: [
                    Sitting(tables: [NightTable(evening: "S1-bord-1.ron", players: ["Anna", "Bo", "Cia"])]),
                    Sitting(tables: [
                        NightTable(evening: "S2-bord-1.ron", players: ["Cia", "Anna", "Bo"]),
                        NightTable(evening: "S2-bord-2.ron", players: ["Dag", "Eva", "<b>Fia</b>"]),
                    ]),
                ])"#,
        )
        .unwrap();
        let html = seating_html(&night, Language::Swedish);
        assert!(
            html.contains("<h1>Klubbkväll 2026-11-26, &lt;i&gt;K&lt;/i&gt;</h1>"),
            "{html}"
        );
        assert!(html.contains("<h2>Sittning 2</h2>"), "{html}");
        assert!(
            !html.contains("S1-bord-1.ron"),
            "the newest sitting only: {html}"
        );
        assert!(
            html.contains("<h3>Bord 1</h3><p class=\"players\">Cia · Anna · Bo</p>"),
            "{html}"
        );
        assert!(
            html.contains("Dag · Eva · &lt;b&gt;Fia&lt;/b&gt;"),
            "{html}"
        );
        assert!(seating_html(&night, Language::English).contains("<h3>Table 2</h3>"));
    }
}
