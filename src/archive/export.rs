//! Exports of the club archive: CSV of hands and of results, and one
//! evening's protocol as a printable HTML page (A4).
//!
//! Every amount is taken from the settlement; nothing is paid again here.

use crate::i18n::Text;

use std::io::Write;
use std::path::Path;

use crate::archive::stats::declarer_net;
use crate::i18n::pick;
use crate::ledger::HandSettlement;
use crate::ledger::SettledEvening;
use crate::ledger::amount::Unit;
use crate::ledger::evening::{Hand, HandResult};
use crate::ledger::money::format_money;
use crate::report::amount::{Reader, bet_worth};
use crate::report::describe::describe_in;
use crate::report::words::{bid_word, outcome_id, outcome_word, seat_name, trump_word};
use crate::rules::table::Language;

pub use crate::error::archive::ExportError;

/// The columns of `hands.csv`, one row per hand, as the English file names
/// them (the machine's names, kept from version to version; a Swedish or
/// Japanese file names them in its language, [`hand_headings`]).
///
/// `contract_name` and `second_last_name` are in the export's language;
/// `rebuys` and `second_last` (a contract id) are the levels family's
/// (Isbergsvira; empty for a classic hand, `0` and empty for a levels hand
/// without them). `declarer_net`, `pulla` and `balances` are in the ledger's
/// unit (pinnar, or points in a levels table). `postings` is the hand's
/// postings as a JSON list of `{from, to, pinnar, reason}` (as `vira settle
/// --json` gives them), `balances` a JSON object player → amount after the
/// hand; several names in one cell are separated by `; `. `forced` marks a
/// deal of a forced round (`forced`) and a hand whose solo took the forced
/// game away (`taken_away`: dealt again, no deal of its own, see
/// [`crate::ledger::rounds::deals_played`]); empty for any other hand.
pub const HAND_COLUMNS: [&str; 31] = [
    "evening_id",
    "date",
    "club",
    "table",
    "variants",
    "players",
    "hand",
    "dealer",
    "forehand",
    "sitting_out",
    "declarer",
    "contract",
    "contract_name",
    "bid",
    "trump",
    "omkop",
    "rebuys",
    "second_last",
    "second_last_name",
    "result",
    "outcome",
    "overtricks",
    "pinnar_rank",
    "gok_penalty",
    "preference_suit",
    "note",
    "declarer_net",
    "postings",
    "pulla",
    "balances",
    "forced",
];

/// The columns of `results.csv`, one row per player per evening, as the
/// English file names them (a Swedish or Japanese file names them in its
/// language, [`result_headings`]).
///
/// A classic evening's result is in `pinnar` (and `betar`, `+2 b 5 p`), a
/// levels evening's in `points` (the other columns empty; in Swedish and
/// Japanese the result column says it as the screens do, `+362 poäng`, and
/// `pinnar_per_bet` what a bet is worth, `1 b = 54 poäng`). `money_ore` is
/// the exact integer, `money_kr` the same in kronor with two decimals (a
/// decimal comma in Swedish), both empty without a price.
pub const RESULT_COLUMNS: [&str; 15] = [
    "evening_id",
    "date",
    "club",
    "table",
    "player",
    "seat",
    "hands_played",
    "hands_declared",
    "pinnar",
    "points",
    "betar",
    "money_ore",
    "money_kr",
    "currency",
    "pinnar_per_bet",
];

pub use crate::report::{
    balances_json as balances_value, bid_id, postings_json as postings_value, trump_id,
};

fn csv_error(path: &Path) -> impl Fn(csv::Error) -> ExportError + '_ {
    move |source| ExportError::Csv {
        path: path.to_path_buf(),
        source,
    }
}

pub(crate) fn io_error(path: &Path) -> impl Fn(std::io::Error) -> ExportError + '_ {
    move |source| ExportError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The field separator of the CSV files: a comma, or a semicolon for
/// spreadsheets set to Swedish (where the comma is the decimal sign).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Delimiter {
    /// `,`
    #[default]
    Comma,
    /// `;`
    Semicolon,
}

/// What an export writes: the hands and results of the evenings chosen
/// as CSV files in a folder, or one evening's protocol as a printable HTML
/// page. Decided once from what was asked ([`ExportFormat::csv`], or the
/// reader for a printout) and matched whole by each shell, so a format
/// added later does not build until every shell handles it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    /// `hands.csv` and `results.csv`, in this format.
    Csv(CsvFormat),
    /// One evening's protocol, for this reader (language and units).
    Html(crate::report::amount::Reader),
}

impl ExportFormat {
    /// CSV in `language`, the separator as [`CsvFormat::decided`] says.
    pub fn csv(language: Language, semicolon: Option<bool>) -> ExportFormat {
        ExportFormat::Csv(CsvFormat::decided(language, semicolon))
    }
}

/// How the CSV files are written. In English: no mark, the machine's
/// column names and codes ([`HAND_COLUMNS`], [`RESULT_COLUMNS`]: `won`,
/// `preference`), amounts as bare numbers in the ledger's unit, a decimal
/// point. In Swedish (and Japanese) as the screens say it: the columns
/// named in the language ([`hand_headings`], [`result_headings`]), its
/// words (`hem`, `högsta färg`), every amount in the family's units as the
/// screens show them ([`crate::report::amount`]: `+1 b 6 p`, the pulla `4
/// b`, Isbergsvira's `-66 poäng` and its pulla in whole betar), the
/// postings in sentences; in Swedish a UTF-8 byte-order mark (a Swedish
/// spreadsheet reads a file without one as Latin-1) and kronor with a
/// decimal comma (`89,10`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CsvFormat {
    /// The language of names and numbers.
    pub language: Language,
    /// The field separator.
    pub delimiter: Delimiter,
}

impl CsvFormat {
    /// As a spreadsheet set to `language` opens it: `;` between the fields
    /// in Swedish, `,` in English.
    pub fn spreadsheet(language: Language) -> CsvFormat {
        CsvFormat {
            language,
            delimiter: match language {
                Language::Swedish => Delimiter::Semicolon,
                Language::English | Language::Japanese => Delimiter::Comma,
            },
        }
    }

    /// The one place the shells' choice becomes a CSV format: names and
    /// numbers in `language`, and `;` between the fields when `semicolon`
    /// says so, else as a spreadsheet set to `language` opens it
    /// ([`CsvFormat::spreadsheet`]). The app's box and `vira archive
    /// export --semicolon` both come here.
    pub fn decided(language: Language, semicolon: Option<bool>) -> CsvFormat {
        let mut format = CsvFormat::spreadsheet(language);
        match semicolon {
            Some(true) => format.delimiter = Delimiter::Semicolon,
            Some(false) => format.delimiter = Delimiter::Comma,
            None => {}
        }
        format
    }

    /// Whether the spreadsheet writes a decimal comma (Swedish), and so
    /// reads UTF-8 only after a byte-order mark.
    fn decimal_comma(self) -> bool {
        crate::report::amount::decimal_comma(self.language)
    }

    /// A CSV writer on `out`, after the byte-order mark in Swedish.
    fn writer<W: Write>(self, mut out: W, name: &Path) -> Result<csv::Writer<W>, ExportError> {
        if self.decimal_comma() {
            out.write_all("\u{feff}".as_bytes())
                .map_err(io_error(name))?;
        }
        Ok(csv::WriterBuilder::new()
            .delimiter(match self.delimiter {
                Delimiter::Comma => b',',
                Delimiter::Semicolon => b';',
            })
            .from_writer(out))
    }
}

/// A hand's row of `hands.csv`, in the order of [`HAND_COLUMNS`].
fn hand_record(
    id: &str,
    settled: &SettledEvening,
    s: &HandSettlement,
    hand: &Hand,
    language: Language,
) -> [String; 31] {
    let SettledEvening {
        evening,
        rules,
        settlement,
    } = settled;
    let players = &settlement.players;
    let names = |seats: &[usize]| {
        seats
            .iter()
            .map(|&s| seat_name(players, s))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let name_of = |id: &str| {
        rules
            .table
            .contract(id)
            .map_or_else(String::new, |c| c.name.get(language).to_string())
    };
    // The levels family's fields: a levels hand has a value.
    let levels = s.value.is_some();
    [
        id.to_string(),
        evening.date.to_string(),
        evening.club.clone().unwrap_or_default(),
        evening.table.clone(),
        evening.variants.join("; "),
        players.join("; "),
        s.number.to_string(),
        seat_name(players, s.deal.dealer).to_string(),
        seat_name(players, s.deal.forehand).to_string(),
        names(&s.deal.sitting_out),
        seat_name(players, s.declarer).to_string(),
        hand.contract.clone(),
        name_of(&hand.contract),
        bid_id(hand.bid).to_string(),
        trump_id(s.played).to_string(),
        hand.omkop.map_or("", trump_id).to_string(),
        if levels {
            hand.rebuys.to_string()
        } else {
            String::new()
        },
        hand.second_last.clone().unwrap_or_default(),
        hand.second_last
            .as_deref()
            .map_or_else(String::new, name_of),
        match hand.result {
            HandResult::Tricks(n) => n.to_string(),
            HandResult::Surrendered => "surrendered".to_string(),
        },
        outcome_id(s.outcome).to_string(),
        s.overtricks.to_string(),
        trump_id(s.pinnar_rank).to_string(),
        hand.gok_penalty.join("; "),
        hand.preference_suit
            .map_or_else(String::new, |suit| format!("{suit:?}").to_lowercase()),
        hand.note.clone().unwrap_or_default(),
        declarer_net(s).to_string(),
        postings_value(&s.postings, players).to_string(),
        s.pulla.to_string(),
        balances_value(&s.balances, players).to_string(),
        forced_word(hand, Language::English).to_string(),
    ]
}

/// How a hand of a forced round is marked in the `forced` column: a forced
/// deal (`tvång`, `forced`), a hand whose solo took the forced game away
/// (`tog bort tvångsspelet`, `taken_away`); empty for any other hand.
pub fn forced_word(hand: &Hand, language: Language) -> &'static str {
    match (hand.forced.is_some(), hand.taken_away, language) {
        (false, _, _) => "",
        (true, false, Language::English) => "forced",
        (true, true, Language::English) => "taken_away",
        (true, false, _) => pick(language, Text::ForcedSvTvang),
        (true, true, _) => pick(language, Text::TookTheForcedGameAwayLower),
    }
}

/// The column names of `hands.csv` in a language: [`HAND_COLUMNS`] in
/// English, the words of the screens in Swedish and Japanese.
pub fn hand_headings(language: Language) -> [&'static str; 31] {
    match language {
        Language::English => return HAND_COLUMNS,
        Language::Swedish | Language::Japanese => {}
    }
    [
        pick(language, Text::EveningId),
        pick(language, Text::DateLower),
        pick(language, Text::ClubLower),
        pick(language, Text::TableLower),
        pick(language, Text::VariantsLower),
        pick(language, Text::PlayersLower),
        pick(language, Text::HandLower),
        pick(language, Text::DealerLower),
        pick(language, Text::Forehand),
        pick(language, Text::SittingOut),
        pick(language, Text::DeclarerLower),
        pick(language, Text::ContractLower),
        pick(language, Text::ContractName),
        pick(language, Text::BidLower),
        pick(language, Text::TrumpLower),
        pick(language, Text::OmkopLower),
        pick(language, Text::Rebuys),
        pick(language, Text::SecondLast),
        pick(language, Text::SecondLastName),
        pick(language, Text::ResultLower),
        pick(language, Text::Outcome),
        pick(language, Text::Overtricks),
        pick(language, Text::PinnarRank),
        pick(language, Text::GokPenaltyLower),
        pick(language, Text::PreferenceSuitLower),
        pick(language, Text::NoteLower),
        pick(language, Text::DeclarerNet),
        pick(language, Text::Postings),
        pick(language, Text::PullaLower),
        pick(language, Text::Balances),
        pick(language, Text::ForcedLower),
    ]
}

/// A hand's row of `hands.csv` in Swedish or Japanese, in the order of
/// [`HAND_COLUMNS`]: the words and amounts of the screens.
fn said_hand_record(
    id: &str,
    settled: &SettledEvening,
    s: &HandSettlement,
    hand: &Hand,
    language: Language,
) -> [String; 31] {
    let mut record = hand_record(id, settled, s, hand, language);
    let SettledEvening {
        evening: _,
        rules,
        settlement,
    } = settled;
    let reader = Reader::from(language);
    let players = &settlement.players;
    let unit = rules.unit();
    let amount = |value: i64| rules.amount(value).signed(reader);
    let balances: Vec<String> = players
        .iter()
        .zip(&s.balances)
        .map(|(name, &b)| format!("{name} {}", amount(b)))
        .collect();
    let said: [(usize, String); 12] = [
        (3, rules.table.name.get(language).to_string()),
        (13, bid_word(hand.bid, language).to_string()),
        (14, trump_word(s.played, language).to_string()),
        (
            15,
            hand.omkop
                .map_or_else(String::new, |t| trump_word(t, language).to_string()),
        ),
        (
            19,
            match hand.result {
                HandResult::Tricks(n) => n.to_string(),
                HandResult::Surrendered => outcome_word(s.outcome, language).to_string(),
            },
        ),
        (20, outcome_word(s.outcome, language).to_string()),
        (22, trump_word(s.pinnar_rank, language).to_string()),
        (
            24,
            hand.preference_suit
                .map_or_else(String::new, |suit| suit.symbol().to_string()),
        ),
        (26, amount(declarer_net(s))),
        (
            27,
            describe_in(&s.postings, players, unit, reader).join(" "),
        ),
        (28, rules.amount(s.pulla).pulla(reader)),
        (29, balances.join("; ")),
    ];
    for (column, text) in said {
        if let Some(cell) = record.get_mut(column) {
            *cell = text;
        }
    }
    if let Some(cell) = record.get_mut(30) {
        *cell = forced_word(hand, language).to_string();
    }
    record
}

/// Writes `hands.csv` (see [`HAND_COLUMNS`]) for evenings given with their
/// ids. `name` names the output in errors.
pub fn write_hands_csv<W: Write>(
    out: W,
    name: &Path,
    evenings: &[(&str, &SettledEvening)],
    format: CsvFormat,
) -> Result<(), ExportError> {
    let error = csv_error(name);
    let mut writer = format.writer(out, name)?;
    writer
        .write_record(hand_headings(format.language))
        .map_err(&error)?;
    for &(id, settled) in evenings {
        for (s, hand) in settled.settlement.hands.iter().zip(&settled.evening.hands) {
            let record = match format.language {
                Language::English => hand_record(id, settled, s, hand, format.language),
                Language::Swedish | Language::Japanese => {
                    said_hand_record(id, settled, s, hand, format.language)
                }
            };
            writer.write_record(&record).map_err(&error)?;
        }
    }
    writer.flush().map_err(io_error(name))
}

/// Writes `results.csv` (see [`RESULT_COLUMNS`]): each player's result after
/// the betdelning, per evening.
pub fn write_results_csv<W: Write>(
    out: W,
    name: &Path,
    evenings: &[(&str, &SettledEvening)],
    format: CsvFormat,
) -> Result<(), ExportError> {
    let error = csv_error(name);
    let mut writer = format.writer(out, name)?;
    writer
        .write_record(result_headings(format.language))
        .map_err(&error)?;
    for &(id, settled) in evenings {
        let SettledEvening {
            evening,
            rules,
            settlement,
        } = settled;
        let bet = rules.pinnar_per_bet();
        let unit = rules.unit();
        for (seat, (player, &amount)) in settlement
            .players
            .iter()
            .zip(&settlement.final_balances)
            .enumerate()
        {
            let played = settlement
                .hands
                .iter()
                .filter(|h| h.deal.active.contains(&seat))
                .count();
            let declared = settlement
                .hands
                .iter()
                .filter(|h| h.declarer == seat)
                .count();
            let money = player_money_ore(settlement, seat);
            // A levels evening's result is in points, a classic one's in
            // pinnar (and betar).
            let (pinnar, points, betar) = match unit {
                Unit::Points { .. } => (String::new(), amount.to_string(), String::new()),
                Unit::Pinnar { .. } => (
                    amount.to_string(),
                    String::new(),
                    unit.amount(amount).signed(format.language),
                ),
            };
            // English keeps the ledger's numbers; the others say them.
            let said = match format.language {
                Language::English => false,
                Language::Swedish | Language::Japanese => true,
            };
            let betar = if said {
                unit.amount(amount).signed(format.language)
            } else {
                betar
            };
            let per_bet = if said {
                bet_worth(unit, format.language)
            } else {
                bet.to_string()
            };
            let record: [String; 15] = [
                id.to_string(),
                evening.date.to_string(),
                evening.club.clone().unwrap_or_default(),
                if said {
                    rules.table.name.get(format.language).to_string()
                } else {
                    evening.table.clone()
                },
                player.clone(),
                (seat + 1).to_string(),
                played.to_string(),
                declared.to_string(),
                pinnar,
                points,
                betar,
                money.map_or_else(String::new, |ore| ore.to_string()),
                money.map_or_else(String::new, |ore| {
                    format_money(ore, "", format.decimal_comma())
                }),
                if rules.price_per_bet_ore.is_some() {
                    rules.currency.clone()
                } else {
                    String::new()
                },
                per_bet,
            ];
            writer.write_record(&record).map_err(&error)?;
        }
    }
    writer.flush().map_err(io_error(name))
}

/// The column names of `results.csv` in a language: [`RESULT_COLUMNS`] in
/// English, the words of the screens in Swedish and Japanese.
pub fn result_headings(language: Language) -> [&'static str; 15] {
    match language {
        Language::English => return RESULT_COLUMNS,
        Language::Swedish | Language::Japanese => {}
    }
    [
        pick(language, Text::EveningId),
        pick(language, Text::DateLower),
        pick(language, Text::ClubLower),
        pick(language, Text::TableLower),
        pick(language, Text::PlayerLower),
        pick(language, Text::SeatLower),
        pick(language, Text::HandsPlayedLower),
        pick(language, Text::HandsDeclared),
        pick(language, Text::Pinnar),
        pick(language, Text::PointsLower),
        pick(language, Text::Betar),
        pick(language, Text::MoneyOre),
        pick(language, Text::MoneyKr),
        pick(language, Text::Currency),
        pick(language, Text::PinnarPerBet),
    ]
}

pub use crate::text::escape::escape_html;

use crate::report::printout::player_money_ore;
pub use crate::report::printout::protocol_html;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_separator_is_decided_in_one_place() {
        // Issue 35, 4: the app and the command line each decided `;`.
        let decided = |language, semicolon| CsvFormat::decided(language, semicolon).delimiter;
        assert_eq!(decided(Language::Swedish, None), Delimiter::Semicolon);
        assert_eq!(decided(Language::English, None), Delimiter::Comma);
        assert_eq!(decided(Language::Japanese, None), Delimiter::Comma);
        assert_eq!(decided(Language::English, Some(true)), Delimiter::Semicolon);
        assert_eq!(decided(Language::Swedish, Some(false)), Delimiter::Comma);
        assert_eq!(
            CsvFormat::decided(Language::Japanese, Some(true)).language,
            Language::Japanese
        );
    }

    #[test]
    fn html_escapes_every_special_character() {
        assert_eq!(
            escape_html(r#"<b>"Bo" & 'Cia'</b>"#),
            "&lt;b&gt;&quot;Bo&quot; &amp; &#39;Cia&#39;&lt;/b&gt;"
        );
    }
}
