//! Reports over a settlement: the protocol as text, JSON for other programs,
//! and bid tables shown as the printed card. Pure functions, no I/O.

use crate::i18n::Text;

pub mod amount;
pub mod board;
pub mod chart;
pub mod chips;
pub mod describe;
pub mod json;
pub mod night;
pub mod phone;
pub mod printout;
pub mod record;
pub mod round_line;
pub mod text;
pub mod words;

use words::account_name;
pub use words::{bid_id, outcome_word, trump_id, trump_word};

pub use json::{
    SettlementJson, balances_json, postings_json, settlement_json, write_settlement_json,
};

use serde_json::{Map, Value, json};

use crate::i18n::{pick, say};
use crate::ledger::amount::Unit;
use crate::ledger::evening::{Bid, Evening, Hand, HandResult, Trump};
use crate::ledger::{Book, HandSettlement, Outcome, Posting, Reason, Rules, Settlement};
use crate::rules::registry::TableRegistry;
use crate::rules::table::{
    BidTable, Language, Objective, Payment, Pot, Scoring, Stock, TrumpSelection,
};
use amount::Reader;

/// What each player receives from the pulla at the betdelning, by seat:
/// the split's postings (share and odd pinnar) added up.
pub fn received_at_split(split: &crate::ledger::split::Split, players: usize) -> Vec<i64> {
    let mut received = vec![0i64; players];
    for posting in &split.postings {
        if let crate::ledger::Account::Player(seat) = posting.to
            && let Some(slot) = received.get_mut(seat)
        {
            *slot = slot.saturating_add(posting.amount);
        }
    }
    received
}

/// A table whose first `right_from` columns are text and the rest numbers.
struct TextTable {
    rows: Vec<Vec<String>>,
    right_from: usize,
}

impl TextTable {
    fn render(&self) -> String {
        text::render(&self.rows, |c| {
            if c >= self.right_from {
                text::Align::Right
            } else {
                text::Align::Left
            }
        })
    }
}

fn state_row(
    label: [String; 6],
    pulla: i64,
    balances: &[i64],
    unit: Unit,
    reader: Reader,
) -> Vec<String> {
    let mut row: Vec<String> = label.into();
    row.push(String::new());
    row.push(unit.amount(pulla).pulla(reader));
    row.extend(balances.iter().map(|&b| unit.amount(b).signed(reader)));
    row
}

/// What a protocol line records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind {
    /// The opening åla.
    Ala,
    /// A refill of the pulla.
    Refill,
    /// A hand (omköp, pot and pinnar).
    Hand,
    /// Passing penalties after a hand.
    PassPenalty,
    /// The pullvakt's note on a hand.
    Note,
}

/// One line of the protocol with the pulla and each balance after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProtocolRow {
    /// What the line records.
    pub kind: RowKind,
    /// The hand (0-based) the line belongs to; `None` for the åla.
    pub hand: Option<usize>,
    /// Hand number, dealer, declarer, contract, trump, result; a note line
    /// has its text in the contract column.
    pub cells: [String; 6],
    /// The pulla after the line, in pinnar.
    pub pulla: i64,
    /// Each balance after the line, in pinnar, by seat.
    pub balances: Vec<i64>,
}

fn hand_label(
    hand: &Hand,
    settled: &HandSettlement,
    evening: &Evening,
    table: &BidTable,
    language: Language,
) -> [String; 6] {
    let say = |text| pick(language, text);
    let contract = table
        .contract(&hand.contract)
        .map_or(hand.contract.clone(), |c| c.name.get(language).to_string());
    let bid = match hand.bid {
        Bid::Plain => "",
        Bid::Colour => say(Text::InColour),
        Bid::Preference => say(Text::InPreference),
    };
    let mut trump = trump_word(settled.played, language).to_string();
    if let Some(suit) = hand.preference_suit {
        let shown = match settled.played {
            Trump::Preference => Some(suit),
            Trump::Second => Some(suit.partner()),
            Trump::Common | Trump::Misar => None,
        };
        if let Some(shown) = shown {
            trump = format!("{trump} {}", shown.symbol());
        }
    }
    if let Some(first) = hand.omkop {
        let from = say(Text::OmkopFrom);
        trump = format!("{trump} ({from} {})", trump_word(first, language));
    }
    let result = match hand.result {
        HandResult::Tricks(n) => format!("{n} {}", outcome_word(settled.outcome, language)),
        HandResult::Surrendered => outcome_word(Outcome::Surrendered, language).to_string(),
    };
    // Forced deals are marked where the contract is read.
    let forced = match (hand.forced.is_some(), hand.taken_away) {
        (true, false) => say(Text::Forced),
        (true, true) => say(Text::TookTheForcedGameAway),
        (false, _) => "",
    };
    // The levels family's second-last bid and rebuys, read with the contract.
    let facts: String = describe::hand_facts(hand, table, language)
        .iter()
        .map(|fact| format!(" · {fact}"))
        .collect();
    [
        settled.number.to_string(),
        words::seat_name(&evening.players, settled.deal.dealer).to_string(),
        words::seat_name(&evening.players, settled.declarer).to_string(),
        format!("{contract}{bid}{forced}{facts}"),
        trump,
        result,
    ]
}

fn note_label(text: String) -> [String; 6] {
    [
        String::new(),
        String::new(),
        String::new(),
        text,
        String::new(),
        String::new(),
    ]
}

/// The protocol as the club keeps it on paper: a line per hand with the pulla
/// and each balance after it; åla, refills and gök penalties on lines of
/// their own (the split is not included).
pub fn protocol_rows(
    evening: &Evening,
    rules: &Rules,
    settlement: &Settlement,
    reader: impl Into<Reader>,
) -> Vec<ProtocolRow> {
    let reader = reader.into();
    let language = reader.language;
    let unit = rules.unit();
    let bet = unit.per_bet();
    let players = &settlement.players;
    let mut replay = Replay {
        rows: Vec::new(),
        book: Book::open(&vec![0; players.len()], 0),
        broken: false,
        language,
    };
    let opening_is_refill = settlement
        .opening
        .postings
        .iter()
        .all(|p| p.reason == Reason::Refill);
    if !settlement.opening.postings.is_empty() && opening_is_refill {
        let all: Vec<&Posting> = settlement.opening.postings.iter().collect();
        replay.refill(None, &all, unit, reader);
    } else if !settlement.opening.postings.is_empty() {
        let amount = unit.amount(bet).pulla(reader);
        let text = say(language, Text::AlaEveryonePutsInThePulla, &[&amount]);
        let all: Vec<&Posting> = settlement.opening.postings.iter().collect();
        replay.line(RowKind::Ala, None, &all, note_label(text));
    }
    for (index, (settled, hand)) in settlement.hands.iter().zip(&evening.hands).enumerate() {
        let of = |reasons: &[Reason]| -> Vec<&Posting> {
            settled
                .postings
                .iter()
                .filter(|p| reasons.contains(&p.reason))
                .collect()
        };
        let (before, after) = refills_around_the_pot(settled);
        replay.refill(Some(index), &before, unit, reader);
        let cells = hand_label(hand, settled, evening, &rules.table, language);
        let paid = of(&[Reason::Omkop, Reason::Pot, Reason::Pinnar]);
        replay.line(RowKind::Hand, Some(index), &paid, cells);
        let penalties = of(&[Reason::PassPenalty]);
        if !penalties.is_empty() {
            let label = penalty_label(&penalties, hand, &rules.table, players, language);
            replay.line(
                RowKind::PassPenalty,
                Some(index),
                &penalties,
                note_label(label),
            );
        }
        if let Some(note) = hand.note.as_deref().filter(|n| !n.trim().is_empty()) {
            let word = pick(language, Text::NoteSvAnteckning);
            let cells = note_label(format!("{word}: {}", note.trim()));
            replay.line(RowKind::Note, Some(index), &[], cells);
        }
        replay.refill(Some(index), &after, unit, reader);
        debug_assert!(
            replay.broken
                || (replay.book.pulla, replay.book.balances.as_slice())
                    == (settled.pulla, settled.balances.as_slice())
        );
    }
    replay.rows
}

/// The protocol being written: its lines so far, and the balances and pulla
/// after them, replayed through the ledger's one bookkeeping step.
struct Replay {
    rows: Vec<ProtocolRow>,
    book: Book,
    /// A posting could not be applied again: the protocol said so and
    /// ends there.
    broken: bool,
    language: Language,
}

impl Replay {
    /// Applies postings the settlement made and writes a line with the
    /// state after them. Each posting was checked when the ledger made it,
    /// so applying it again fails only if the settlement disagrees with
    /// itself (a seat it does not have, amounts beyond its numbers): then
    /// the line says so in place of the line, and the protocol ends there
    /// rather than go on from a wrong state.
    fn line(
        &mut self,
        kind: RowKind,
        hand: Option<usize>,
        postings: &[&Posting],
        cells: [String; 6],
    ) {
        if self.broken {
            return;
        }
        for posting in postings {
            if let Err(crate::ledger::book::Overflow) = self.book.apply(posting) {
                self.broken = true;
                let problem = crate::error::ledger::HandProblem::Overflow;
                self.rows.push(ProtocolRow {
                    kind: RowKind::Note,
                    hand,
                    cells: note_label(words::hand_problem(&problem, self.language)),
                    pulla: self.book.pulla,
                    balances: self.book.balances.clone(),
                });
                return;
            }
        }
        self.rows.push(ProtocolRow {
            kind,
            hand,
            cells,
            pulla: self.book.pulla,
            balances: self.book.balances.clone(),
        });
    }

    /// A refill's line, when there is one.
    fn refill(&mut self, hand: Option<usize>, refills: &[&Posting], unit: Unit, reader: Reader) {
        let Some(first) = refills.first() else {
            return;
        };
        let amount = unit.amount(first.amount).pulla(reader);
        let text = say(
            reader.language,
            Text::RefillEveryonePutsInThePulla,
            &[&amount],
        );
        self.line(RowKind::Refill, hand, refills, note_label(text));
    }
}

/// A hand's refills made before the pot payment (the pulla was short: a
/// line before the hand) and after the hand (a house rule: a line after).
fn refills_around_the_pot(settled: &HandSettlement) -> (Vec<&Posting>, Vec<&Posting>) {
    let pot_at = settled
        .postings
        .iter()
        .position(|p| p.reason == Reason::Pot)
        .unwrap_or(settled.postings.len());
    let mut before = Vec::new();
    let mut after = Vec::new();
    for (i, posting) in settled.postings.iter().enumerate() {
        if posting.reason == Reason::Refill {
            if i < pot_at {
                before.push(posting);
            } else {
                after.push(posting);
            }
        }
    }
    (before, after)
}

/// A reader and its language, for functions that write words and amounts.
fn reader_and_language(reader: Reader) -> (Reader, Language) {
    (reader, reader.language)
}

/// The protocol as text: the lines of [`protocol_rows`], then the split, the
/// final results and who pays whom.
pub fn protocol_text(
    evening: &Evening,
    rules: &Rules,
    settlement: &Settlement,
    reader: impl Into<Reader>,
) -> String {
    let (reader, language) = reader_and_language(reader.into());
    let unit = rules.unit();
    let say = |text| pick(language, text);
    let players = &settlement.players;
    let mut header: Vec<String> = [
        "#",
        say(Text::Dealer),
        say(Text::Declarer),
        say(Text::Contract),
        say(Text::Trump),
        say(Text::Result),
        "",
        say(Text::Pulla),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    header.extend(players.iter().cloned());
    let mut rows = vec![header];
    for line in protocol_rows(evening, rules, settlement, reader) {
        rows.push(state_row(
            line.cells,
            line.pulla,
            &line.balances,
            unit,
            reader,
        ));
    }
    let split = &settlement.split;
    rows.push(state_row(
        note_label(say(Text::BetdelningThePullaDivided).to_string()),
        0,
        &split.balances,
        unit,
        reader,
    ));
    let mut out = format!(
        "{} — {}{} — {}\n\n",
        words::date_words(evening.date, language),
        evening
            .club
            .as_deref()
            .map_or(String::new(), |c| format!("{c} — ")),
        rules.table.name.get(language),
        if evening.variants.is_empty() {
            say(Text::NoVariants).to_string()
        } else {
            evening.variants.join(", ")
        }
    );
    out.push_str(
        &TextTable {
            rows,
            right_from: 7,
        }
        .render(),
    );
    out.push('\n');
    let odd = match split.odd_to {
        Some(seat) => crate::i18n::say(
            language,
            Text::OddToWith2,
            &[
                &unit.amount(split.odd).unsigned(reader),
                words::seat_name(players, seat),
            ],
        ),
        None => String::new(),
    };
    out.push_str(&crate::i18n::say(
        language,
        Text::BetdelningPullaDividedByEach,
        &[
            &unit.amount(split.pulla).pulla(reader),
            &players.len().to_string(),
            &unit.amount(split.share).unsigned(reader),
            &odd,
        ],
    ));
    out.push_str(&results_table(rules, settlement, reader).render());
    out.push('\n');
    if settlement.payments.is_empty() {
        out.push_str(say(Text::NobodyPaysAnybodyLine));
    }
    for payment in &settlement.payments {
        let amount = payment_amount(payment, rules, reader);
        out.push_str(&crate::i18n::say(
            language,
            Text::PaysWith3Line,
            &[
                words::seat_name(players, payment.from),
                words::seat_name(players, payment.to),
                &amount,
            ],
        ));
    }
    out
}

/// The final results: each player's balance in the family's unit, the
/// bare number of the ledger, and the money when playing for it (the
/// results rounded together: they sum to 0 and the payments move them).
fn results_table(rules: &Rules, settlement: &Settlement, reader: Reader) -> TextTable {
    let language = reader.language;
    let unit = rules.unit();
    let mut heading = vec![
        pick(language, Text::Player).to_string(),
        pick(language, Text::Result).to_string(),
        amount::unit_column(unit, reader).to_string(),
    ];
    if settlement.final_money_ore.is_some() {
        heading.push(pick(language, Text::MoneyLower).to_string());
    }
    let mut result_rows = vec![heading];
    for (seat, (name, &balance)) in settlement
        .players
        .iter()
        .zip(&settlement.final_balances)
        .enumerate()
    {
        let mut row = vec![
            name.clone(),
            unit.amount(balance).signed(reader),
            unit.amount(balance).number(),
        ];
        if let Some(money) = &settlement.final_money_ore {
            row.push(
                money
                    .get(seat)
                    .map(|&ore| amount::money(ore, &rules.currency, language))
                    .unwrap_or_default(),
            );
        }
        result_rows.push(row);
    }
    TextTable {
        rows: result_rows,
        right_from: 1,
    }
}

fn pot_json(pot: &Pot) -> Value {
    let mut value = Map::new();
    value.insert("won".into(), json!(pot.won));
    value.insert("lost".into(), json!(pot.lost));
    value.insert("codille".into(), json!(pot.codille));
    if pot.overtrick != 0 {
        value.insert("overtrick".into(), json!(pot.overtrick));
    }
    Value::Object(value)
}

/// The line of the passing penalties, named after the contract with the
/// passing rule ("gökstraff: Bo").
fn penalty_label(
    penalties: &[&Posting],
    hand: &Hand,
    table: &BidTable,
    players: &[String],
    language: Language,
) -> String {
    let who: Vec<&str> = penalties
        .iter()
        .map(|p| account_name(p.from, players))
        .collect();
    let contract = table.contract(&hand.contract).map_or_else(
        || hand.contract.clone(),
        |c| c.name.get(language).to_lowercase(),
    );
    match language {
        Language::Swedish => format!("{contract}straff: {}", who.join(", ")),
        Language::English => format!("{contract} penalty: {}", who.join(", ")),
        Language::Japanese => format!("{contract}のペナルティ:{}", who.join("、")),
    }
}

/// What a payment of the betdelning is: the money when playing for it
/// (each player's payments add up to their result) with the part of the
/// balances it settles (`12,50 kr (2 b 4 p)`), else that amount alone
/// (`2 b 4 p`, `96 pt`).
pub fn payment_amount(
    payment: &crate::ledger::split::Payment,
    rules: &Rules,
    reader: impl Into<Reader>,
) -> String {
    let reader = reader.into();
    let language = reader.language;
    let carried = payment
        .pinnar
        .map(|units| rules.amount(units).unsigned(reader));
    match (payment.money_ore, carried) {
        (Some(ore), Some(carried)) => {
            format!(
                "{} ({carried})",
                amount::money(ore, &rules.currency, language)
            )
        }
        // At a price of a few öre a bet, the money alone.
        (Some(ore), None) => amount::money(ore, &rules.currency, language),
        (None, Some(carried)) => carried,
        (None, None) => String::new(),
    }
}

/// A bid table as JSON: `{ id, name, contracts: [ { rank, id, name, pot,
/// omkop, pinnar } ] }`, pot values in betar, null where the table has "–".
pub fn table_json(id: &str, table: &BidTable, language: Language) -> Value {
    let contracts: Vec<Value> = table
        .contracts_in_bid_order()
        .into_iter()
        .map(|c| {
            let (pot, pinnar) = c.payment.rows();
            let mut contract = json!({
                "rank": c.rank,
                "id": c.id,
                "name": c.name.get(language),
                "names": { "sv": c.name.sv, "en": c.name.en },
                "stock": match c.stock { Stock::Kop => "kop", Stock::Gask => "gask", Stock::Solo => "solo" },
                "objective": objective_text(c.objective),
                "colour_bids": c.colour_bids,
                "pot": pot_json(&pot),
                "omkop": c.omkop.as_ref().map(pot_json),
                "pinnar": { "common": pinnar.common, "second": pinnar.second, "preference": pinnar.preference },
                "pass_penalty": c.pass_penalty,
            });
            if let (Payment::Levels(level), Value::Object(map)) = (&c.payment, &mut contract) {
                map.insert("level".into(), json!(level.value.to_string()));
                map.insert("multiplier".into(), json!(level.multiplier));
                map.insert("ranked".into(), json!(level.ranked));
                map.insert("k".into(), json!(level.pot));
                map.insert("surrender".into(), json!(level.surrender));
                map.insert("rebuy".into(), json!(level.rebuy));
                map.insert("exposed".into(), json!(level.exposed));
                map.insert(
                    "passing".into(),
                    json!(level.passing.as_ref().map(|p| p.get(language))),
                );
            }
            contract
        })
        .collect();
    // A levels table's units in a bet depend on the players: the first it
    // seats (three) stands for them here, the `levels` beside say the rest.
    let per_bet = match &table.scoring {
        Scoring::Classic { pinnar_per_bet } => json!(pinnar_per_bet),
        Scoring::Levels(levels) => json!(levels.points_per_bet.first().map(|b| b.points)),
    };
    let mut out = json!({
        "id": id,
        "name": table.name.get(language),
        "source": table.source,
        "pinnar_per_bet": per_bet,
        "variants": table.variants.iter().map(|v| json!({
            "id": v.id, "name": v.name.get(language), "description": v.description.get(language)
        })).collect::<Vec<_>>(),
        "contracts": contracts,
    });
    if let (Scoring::Levels(levels), Value::Object(map)) = (&table.scoring, &mut out) {
        map.insert("scoring".into(), json!("levels"));
        map.insert("levels".into(), json!(levels));
    }
    out
}

/// A levels table as text: the rows by level, with each contract's
/// multiplier, pot factor and passing convention, and the sea level.
fn levels_table_text(
    id: &str,
    table: &BidTable,
    levels: &crate::rules::levels::LevelsRules,
    language: Language,
) -> String {
    let mut rows = vec![vec![
        "#".to_string(),
        "Level".into(),
        "Contract".into(),
        "Objective".into(),
        "Trump".into(),
        "x".into(),
        "k".into(),
        "Surr.".into(),
        "Rebuy".into(),
        "Passing".into(),
    ]];
    let mut sea = false;
    for c in table.contracts_in_bid_order() {
        let Payment::Levels(level) = &c.payment else {
            continue;
        };
        if !sea && level.value >= levels.sea_level {
            sea = true;
            rows.push(vec![
                String::new(),
                "~~~~".into(),
                "sea level".into(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
            ]);
        }
        let yes = |b: bool| if b { "yes" } else { "–" }.to_string();
        rows.push(vec![
            c.rank.to_string(),
            level.value.to_string(),
            c.name.get(language).to_string(),
            objective_text(c.objective),
            match c.trump {
                TrumpSelection::Chosen if c.colour_bids => "chosen, colour bids".to_string(),
                TrumpSelection::Chosen => "chosen".to_string(),
                TrumpSelection::Turned(n) => format!("turn {n}"),
                TrumpSelection::NoTrump => "–".to_string(),
            },
            if level.ranked {
                level.multiplier.to_string()
            } else {
                format!("{} (no rank)", level.multiplier)
            },
            level.pot.to_string(),
            yes(level.surrender),
            yes(level.rebuy),
            level
                .passing
                .as_ref()
                .map_or("–".to_string(), |p| p.get(language).to_string()),
        ]);
    }
    let bets: Vec<String> = levels
        .points_per_bet
        .iter()
        .map(|b| format!("{} points at {}", b.points, b.players))
        .collect();
    let mut out = format!(
        "{} ({id})\n{}\n1 bet = {}; 1 pinne = {} points; sea level {}, jackpot at base {}\n\n",
        table.name.get(language),
        table.source_in(language),
        bets.join(", "),
        levels.points_per_pinne,
        levels.sea_level,
        levels.jackpot
    );
    out.push_str(
        &TextTable {
            rows,
            right_from: 10,
        }
        .render(),
    );
    out
}

/// The objective in words: `7`, `misär 13 open`, `7 / misär 11 closed`.
pub fn objective_text(objective: Objective) -> String {
    let misar = |m: crate::rules::table::Misar| {
        let falsk = if m.at_most > 0 {
            format!(", at most {}", m.at_most)
        } else {
            String::new()
        };
        format!(
            "misär {} {}{falsk}",
            m.cards,
            if m.open { "open" } else { "closed" }
        )
    };
    match objective {
        Objective::Tricks(n) => format!("{n}+ tricks"),
        Objective::Misar(m) => misar(m),
        Objective::TricksOrMisar { tricks, misar: m } => format!("{tricks}+ tricks / {}", misar(m)),
    }
}

/// A bid table as the printed card: rank, contract, objective, pot and
/// pinnar columns.
pub fn table_text(id: &str, table: &BidTable, language: Language) -> String {
    let pinnar_per_bet = match &table.scoring {
        Scoring::Classic { pinnar_per_bet } => *pinnar_per_bet,
        Scoring::Levels(levels) => return levels_table_text(id, table, levels, language),
    };
    let dash = |v: Option<i32>| v.map_or("–".to_string(), |v| v.to_string());
    let pot = |p: &Pot| {
        let bonus = if p.overtrick != 0 {
            format!(" +{}/ot", p.overtrick)
        } else {
            String::new()
        };
        format!("{} {} {}{bonus}", p.won, p.lost, p.codille)
    };
    let mut rows = vec![vec![
        "#".to_string(),
        "Contract".into(),
        "Objective".into(),
        "Trump".into(),
        "Pot w l c".into(),
        "Omköp w l c".into(),
        "Common".into(),
        "Second".into(),
        "Pref".into(),
    ]];
    for c in table.contracts_in_bid_order() {
        let (simple, pinnar) = c.payment.rows();
        rows.push(vec![
            c.rank.to_string(),
            c.name.get(language).to_string(),
            objective_text(c.objective),
            match c.trump {
                TrumpSelection::Chosen if c.colour_bids => "chosen, colour bids".to_string(),
                TrumpSelection::Chosen => "chosen".to_string(),
                TrumpSelection::Turned(n) => format!("turn {n}"),
                TrumpSelection::NoTrump => "–".to_string(),
            },
            pot(&simple),
            c.omkop.as_ref().map_or("–".to_string(), pot),
            pinnar.common.to_string(),
            dash(pinnar.second),
            dash(pinnar.preference),
        ]);
    }
    let mut out = format!(
        "{} ({id})\n{}\n1 bet = {} pinnar\n\n",
        table.name.get(language),
        table.source_in(language),
        pinnar_per_bet
    );
    out.push_str(
        &TextTable {
            rows,
            right_from: 4,
        }
        .render(),
    );
    if !table.variants.is_empty() {
        out.push_str("\nVariants:\n");
        for v in &table.variants {
            out.push_str(&format!("  {}: {}\n", v.id, v.description.get(language)));
        }
    }
    out
}

/// Settles an evening's text against the built-in tables and returns the
/// JSON `vira settle --json` prints.
///
/// ```
/// let evening = r#"Evening(
///     format: 1, date: "2026-11-21", table: "stockholm",
///     players: ["Anna", "Bo", "Cia"], first_dealer: "Cia",
///     hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))],
/// )"#;
/// let json = vira::settle_json_str("evening.ron", evening).unwrap();
/// // Åla: 3 betar in the pulla; Anna lifts 1 bet and gets 3 pinnar from each.
/// assert_eq!(json["hands"][0]["outcome"], "won");
/// assert_eq!(json["hands"][0]["balances"]["Anna"], -8 + 8 + 6);
/// assert_eq!(json["hands"][0]["pulla"], 16);
/// ```
pub fn settle_json_str(
    file: &str,
    source: &str,
) -> Result<serde_json::Value, crate::error::ledger::Error> {
    let settled = crate::ledger::settle_source(&TableRegistry::built_in(), file, source)?;
    Ok(settlement_json(
        &settled.evening,
        &settled.rules,
        &settled.settlement,
    ))
}

/// The settlement as JSON with its chips (`vira settle --chips --json`):
/// each hand adds `chips` (the bowls, the pulla, the tokens, the moves),
/// the opening åla `chips` too, and the top level a `reckoning` with
/// `share`, `swaps` and `buybacks`. The command line streams the same view
/// with [`json::write_settlement_json_with_chips`].
pub fn settlement_json_with_chips(
    evening: &Evening,
    rules: &Rules,
    settlement: &Settlement,
    chips: &crate::chips::ChipEvening,
) -> serde_json::Value {
    let view = json::SettlementJson::new(evening, rules, settlement).with_chips(chips);
    // Invariant: the view holds strings, integers and JSON values only.
    #[allow(clippy::expect_used)]
    serde_json::to_value(view).expect("the views serialize to JSON")
}

#[cfg(test)]
mod tests {
    #[test]
    fn what_each_player_receives_at_the_split() {
        // 5 betar = 40 pinnar among 3: 13 each, the odd pinne to seat 1.
        let split = crate::ledger::split::split_pulla(
            &[-10, -30, 0],
            40,
            &crate::rules::table::OddPinnar::BiggestLoser,
            &["A".to_string(), "B".to_string(), "C".to_string()],
        )
        .unwrap();
        assert_eq!(super::received_at_split(&split, 3), vec![13, 14, 13]);
    }
}
