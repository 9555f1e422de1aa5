//! The printed protocol: one evening as a printable HTML page (A4), made
//! of the protocol's rows and words like every other report; every text
//! from the file escaped.

use crate::i18n::Text;

use crate::ledger::evening::Evening;
use crate::ledger::{Rules, Settlement};
use crate::report::amount::Reader;
use crate::report::words::seat_name;
use crate::report::{RowKind, protocol_rows};
use crate::text::Language;
use crate::text::escape::escape_html;

/// A player's result in money (öre) when the evening has a price, as the
/// settlement rounded it (the results sum to zero): the one place the
/// exports take a player's money from.
pub(crate) fn player_money_ore(settlement: &Settlement, seat: usize) -> Option<i64> {
    settlement.final_money_ore.as_ref()?.get(seat).copied()
}

/// The printout's style: A4 landscape, so that five players' balances,
/// the pulla and the hand's cells share a line; names and amounts never
/// wrap, the contract and trump cells get the rest of the width; the
/// betdelning, results and payments are kept together.
const PRINT_CSS: &str = "\
@page { size: A4 landscape; margin: 10mm; }
body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 9pt; color: #000; margin: 0 auto; max-width: 277mm; }
h1 { font-size: 14pt; margin: 0 0 2mm 0; }
p.facts { margin: 0 0 3mm 0; }
h2 { font-size: 11pt; margin: 4mm 0 2mm 0; break-after: avoid; page-break-after: avoid; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 1px 3px; border-bottom: 0.5pt solid #999; text-align: left; vertical-align: top; }
th { border-bottom: 1pt solid #000; }
td.n, th.n, td.who, th.who { white-space: nowrap; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.note td { font-style: italic; color: #333; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; break-inside: avoid; }
section.end { break-inside: avoid; page-break-inside: avoid; }
section.end table { width: auto; min-width: 50%; }
@media screen { body { margin: 10mm auto; } }
";

/// One evening's protocol as a printable HTML page (A4): the facts of the
/// evening, a line per hand with the pulla and the balances (åla, refills
/// and gök penalties on lines of their own), the betdelning, the results
/// and who pays whom. Every text from the file is escaped.
pub fn protocol_html(
    evening: &Evening,
    rules: &Rules,
    settlement: &Settlement,
    reader: impl Into<Reader>,
) -> String {
    let reader = reader.into();
    let page = Page {
        evening,
        rules,
        settlement,
        language: reader.language,
        reader,
    };
    let mut html = String::new();
    page.head_html(&mut html);
    page.protocol_table_html(&mut html);
    page.results_html(&mut html);
    html.push_str("</body>\n</html>\n");
    html
}

/// The evening a printed protocol is made of.
struct Page<'a> {
    evening: &'a Evening,
    rules: &'a Rules,
    settlement: &'a Settlement,
    language: Language,
    /// The language and whether amounts are in points.
    reader: Reader,
}

impl Page<'_> {
    /// A text in the page's language.
    fn t(&self, text: Text) -> &'static str {
        crate::i18n::pick(self.language, text)
    }

    /// A text with `{}` in the page's language, filled in order.
    fn say(&self, text: Text, args: &[&str]) -> String {
        crate::i18n::say(self.language, text, args)
    }

    /// Money as the reader writes it: `0,50 kr` in Swedish.
    fn money(&self, ore: i64) -> String {
        crate::report::amount::money(ore, &self.rules.currency, self.language)
    }

    /// The page's head, title and the facts of the evening.
    fn head_html(&self, html: &mut String) {
        let Page {
            evening,
            rules,
            settlement,
            language,
            ..
        } = *self;
        let t = |text| self.t(text);
        let players = &settlement.players;
        let e = escape_html;
        let date = crate::report::words::date_words(evening.date, language);
        let title = match &evening.club {
            Some(club) => format!("{club} {date}"),
            None => format!("Vira {date}"),
        };
        html.push_str(&format!(
            "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{PRINT_CSS}</style>\n</head>\n<body>\n",
            crate::report::phone::language_code(self.language),
            e(&title)
        ));
        html.push_str(&format!("<h1>{}</h1>\n", e(&title)));
        let mut facts = vec![
            format!("{}: {date}", t(Text::Date)),
            format!(
                "{}: {}",
                t(Text::BidTable),
                e(rules.table.name.get(language))
            ),
            format!("{}: {}", t(Text::Players), e(&players.join(", "))),
        ];
        if !evening.variants.is_empty() {
            facts.push(format!(
                "{}: {}",
                t(Text::Variants),
                e(&evening.variants.join(", "))
            ));
        }
        if let Some(price) = rules.price_per_bet_ore {
            facts.push(format!(
                "{}: {}",
                t(Text::PricePerBet),
                e(&self.money(i64::try_from(price).unwrap_or(i64::MAX)))
            ));
        }
        if let Some(id) = &evening.id {
            facts.push(format!("id: {}", e(id)));
        }
        html.push_str(&format!("<p class=\"facts\">{}</p>\n", facts.join(" · ")));
    }

    /// The protocol: a line per hand, with the pulla and the balances.
    fn protocol_table_html(&self, html: &mut String) {
        let Page {
            evening,
            rules,
            settlement,
            reader,
            ..
        } = *self;
        let t = |text| self.t(text);
        let unit = rules.unit();
        let players = &settlement.players;
        let e = escape_html;
        html.push_str(&format!(
            "<h2>{}</h2>\n<table>\n<thead><tr>",
            t(Text::Protocol)
        ));
        let headers = [
            "#",
            t(Text::Dealer),
            t(Text::Declarer),
            t(Text::ContractSvSpel),
            t(Text::Trump),
            t(Text::Result),
        ];
        // The number, the dealer and the declarer never wrap; the contract
        // and trump cells take the width that is left.
        for (column, h) in headers.into_iter().enumerate() {
            let class = if column < 3 { " class=\"who\"" } else { "" };
            html.push_str(&format!("<th{class}>{h}</th>"));
        }
        html.push_str(&format!("<th class=\"n\">{}</th>", t(Text::Pulla)));
        for p in players {
            html.push_str(&format!("<th class=\"n\">{}</th>", e(p)));
        }
        html.push_str("</tr></thead>\n<tbody>\n");
        for row in protocol_rows(evening, rules, settlement, reader) {
            let class = if row.kind == RowKind::Hand {
                ""
            } else {
                " class=\"note\""
            };
            html.push_str(&format!("<tr{class}>"));
            for (column, cell) in row.cells.iter().enumerate() {
                let class = if column < 3 && row.kind == RowKind::Hand {
                    " class=\"who\""
                } else {
                    ""
                };
                html.push_str(&format!("<td{class}>{}</td>", e(cell)));
            }
            html.push_str(&format!(
                "<td class=\"n\">{}</td>",
                e(&unit.amount(row.pulla).pulla(reader))
            ));
            for &b in &row.balances {
                html.push_str(&format!(
                    "<td class=\"n\">{}</td>",
                    e(&unit.amount(b).signed(reader))
                ));
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</tbody>\n</table>\n");
    }

    /// The betdelning, the results and who pays whom.
    fn results_html(&self, html: &mut String) {
        let Page {
            rules,
            settlement,
            reader,
            ..
        } = *self;
        let t = |text| self.t(text);
        let unit = rules.unit();
        let players = &settlement.players;
        let e = escape_html;
        let split = &settlement.split;
        // Kept together, on the protocol's last page when there is room.
        html.push_str("<section class=\"end\">\n");
        html.push_str(&format!("<h2>{}</h2>\n<p>", t(Text::Betdelning)));
        html.push_str(&e(&self.say(
            Text::PullaDividedByEach,
            &[
                &unit.amount(split.pulla).pulla(reader),
                &players.len().to_string(),
                &unit.amount(split.share).unsigned(reader),
            ],
        )));
        if let Some(odd_to) = split.odd_to {
            html.push_str(&e(&self.say(
                Text::OddTo,
                &[
                    &unit.amount(split.odd).unsigned(reader),
                    seat_name(players, odd_to),
                ],
            )));
        }
        html.push_str("</p>\n");

        html.push_str(&format!(
            "<h2>{}</h2>\n<table>\n<thead><tr><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th>",
            t(Text::Results),
            t(Text::Player),
            t(Text::Result),
            // The bare number's unit in the reader's words ("points" headed
            // the Swedish printout's results, "pinnar" the Japanese).
            crate::report::amount::unit_column(unit, self.reader),
        ));
        if rules.price_per_bet_ore.is_some() {
            html.push_str(&format!("<th class=\"n\">{}</th>", t(Text::Money)));
        }
        html.push_str("</tr></thead>\n<tbody>\n");
        for (seat, (player, &pinnar)) in players.iter().zip(&settlement.final_balances).enumerate()
        {
            html.push_str(&format!(
                "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{pinnar}</td>",
                e(player),
                e(&unit.amount(pinnar).signed(reader))
            ));
            if let Some(ore) = player_money_ore(settlement, seat) {
                html.push_str(&format!("<td class=\"n\">{}</td>", e(&self.money(ore))));
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</tbody>\n</table>\n");

        if !settlement.payments.is_empty() {
            html.push_str(&format!("<h2>{}</h2>\n<ul>\n", t(Text::Payments)));
            for p in &settlement.payments {
                let amount = crate::report::payment_amount(p, rules, self.reader);
                html.push_str(&format!(
                    "<li>{}</li>\n",
                    e(&self.say(
                        Text::PaysWith3,
                        &[
                            seat_name(players, p.from),
                            seat_name(players, p.to),
                            &amount
                        ]
                    ))
                ));
            }
            html.push_str("</ul>\n");
        }
        html.push_str("</section>\n");
    }
}
