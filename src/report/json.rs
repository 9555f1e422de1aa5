//! The settlement as JSON (what `vira settle --json` prints): views that
//! borrow the settlement and serialize straight to the output, with no
//! `serde_json::Value` tree in between. Amounts are integers in the ledger's
//! unit (`"unit"`: pinnar, or points in a levels table; the keys keep the
//! name `pinnar`, and `pinnar_per_bet` is the unit's count in a bet); maps
//! keyed by player name list the players in seat order (the names are
//! unique: an evening with a name twice is refused before it is settled).

use std::io::Write;

use serde::Serialize;
use serde::ser::Serializer;
use serde_json::Value;

use super::words::{bid_id, outcome_id, reason_id, seat_name, trump_id};
use crate::chips::ChipEvening;
use crate::ledger::evening::{Evening, Hand, HandResult};
use crate::ledger::split::Payment;
use crate::ledger::{Account, HandSettlement, Posting, Rules, Settlement};

fn account(account: Account, players: &[String]) -> &str {
    match account {
        Account::Pulla => "pulla",
        Account::Player(seat) => seat_name(players, seat),
    }
}

/// Postings as a list of `{from, to, pinnar, reason}`.
#[derive(Debug, Clone, Copy)]
pub struct PostingsJson<'a> {
    postings: &'a [Posting],
    players: &'a [String],
}

impl<'a> PostingsJson<'a> {
    /// The postings, players named by seat.
    pub fn new(postings: &'a [Posting], players: &'a [String]) -> Self {
        PostingsJson { postings, players }
    }
}

#[derive(Serialize)]
struct PostingJson<'a> {
    from: &'a str,
    to: &'a str,
    pinnar: i64,
    reason: &'static str,
}

impl Serialize for PostingsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.postings.iter().map(|p| PostingJson {
            from: account(p.from, self.players),
            to: account(p.to, self.players),
            pinnar: p.amount,
            reason: reason_id(p.reason),
        }))
    }
}

/// Amounts by seat as an object keyed by player name, in seat order.
#[derive(Debug, Clone, Copy)]
pub struct BalancesJson<'a> {
    balances: &'a [i64],
    players: &'a [String],
}

impl<'a> BalancesJson<'a> {
    /// The balances, by seat.
    pub fn new(balances: &'a [i64], players: &'a [String]) -> Self {
        BalancesJson { balances, players }
    }
}

impl Serialize for BalancesJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.players.iter().zip(self.balances))
    }
}

/// The final results in money (öre), keyed by player name: the results
/// rounded together ([`crate::ledger::money::results_ore`]), so they sum
/// to 0 and the payments move exactly them.
struct MoneyJson<'a> {
    money: &'a [i64],
    players: &'a [String],
}

impl Serialize for MoneyJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.players.iter().zip(self.money))
    }
}

/// A list of the names of some seats.
struct NamesJson<'a> {
    seats: &'a [usize],
    players: &'a [String],
}

impl Serialize for NamesJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.seats.iter().map(|&seat| seat_name(self.players, seat)))
    }
}

/// A hand's result: the tricks taken, or `"surrendered"`.
#[derive(Serialize)]
#[serde(untagged)]
enum ResultJson {
    Tricks(u8),
    Word(&'static str),
}

#[derive(Serialize)]
struct HandJson<'a> {
    number: usize,
    dealer: &'a str,
    forehand: &'a str,
    sitting_out: NamesJson<'a>,
    declarer: &'a str,
    contract: &'a str,
    bid: &'static str,
    trump: &'static str,
    omkop: Option<&'static str>,
    result: ResultJson,
    outcome: &'static str,
    overtricks: u8,
    postings: PostingsJson<'a>,
    balances: BalancesJson<'a>,
    pulla: i64,
    /// With `--chips`: the bowls, the pulla, the tokens and the moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    chips: Option<Value>,
    /// The levels family: the value per opponent in whole points.
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<i64>,
    /// The levels family: whether the base reached the jackpot.
    #[serde(skip_serializing_if = "Option::is_none")]
    jackpot: Option<bool>,
    /// The levels family: the declarer's rebuys (0 when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    rebuys: Option<u32>,
    /// The levels family: the contract id of the auction's second-last bid
    /// (`null` when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    second_last: Option<Option<&'a str>>,
}

impl<'a> HandJson<'a> {
    fn new(settled: &'a HandSettlement, hand: &'a Hand, players: &'a [String]) -> Self {
        HandJson {
            number: settled.number,
            dealer: seat_name(players, settled.deal.dealer),
            forehand: seat_name(players, settled.deal.forehand),
            sitting_out: NamesJson {
                seats: &settled.deal.sitting_out,
                players,
            },
            declarer: seat_name(players, settled.declarer),
            contract: &hand.contract,
            bid: bid_id(hand.bid),
            trump: trump_id(settled.played),
            omkop: hand.omkop.map(trump_id),
            result: match hand.result {
                HandResult::Tricks(n) => ResultJson::Tricks(n),
                HandResult::Surrendered => ResultJson::Word("surrendered"),
            },
            outcome: outcome_id(settled.outcome),
            overtricks: settled.overtricks,
            postings: PostingsJson::new(&settled.postings, players),
            balances: BalancesJson::new(&settled.balances, players),
            pulla: settled.pulla,
            chips: None,
            value: settled.value,
            jackpot: settled.value.map(|_| settled.jackpot),
            rebuys: settled.value.map(|_| hand.rebuys),
            second_last: settled.value.map(|_| hand.second_last.as_deref()),
        }
    }
}

/// The hands, each settled hand with the hand as recorded.
struct HandsJson<'a> {
    settled: &'a [HandSettlement],
    hands: &'a [Hand],
    players: &'a [String],
    chips: Option<&'a ChipEvening>,
}

impl Serialize for HandsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.settled.iter().zip(self.hands).enumerate().map(
            |(i, (settled, hand))| {
                let mut json = HandJson::new(settled, hand, self.players);
                json.chips = self.chips.and_then(|chips| {
                    let hand = chips.hands.get(i)?;
                    Some(super::chips::hand_json(&chips.chips, hand, self.players))
                });
                json
            },
        ))
    }
}

#[derive(Serialize)]
struct OpeningJson<'a> {
    postings: PostingsJson<'a>,
    balances: BalancesJson<'a>,
    pulla: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    chips: Option<Value>,
}

#[derive(Serialize)]
struct SplitJson<'a> {
    pulla: i64,
    share: i64,
    odd: i64,
    odd_to: Option<&'a str>,
    postings: PostingsJson<'a>,
}

#[derive(Serialize)]
struct PaymentJson<'a> {
    from: &'a str,
    to: &'a str,
    pinnar: Option<i64>,
    money_ore: Option<i64>,
}

struct PaymentsJson<'a> {
    payments: &'a [Payment],
    players: &'a [String],
}

impl Serialize for PaymentsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.payments.iter().map(|p| PaymentJson {
            from: seat_name(self.players, p.from),
            to: seat_name(self.players, p.to),
            pinnar: p.pinnar,
            money_ore: p.money_ore,
        }))
    }
}

/// The settlement of an evening as `vira settle --json` prints it, borrowed
/// from the evening, its rules and its settlement: serializing it writes
/// the JSON as it goes.
#[derive(Serialize)]
pub struct SettlementJson<'a> {
    table: &'a str,
    variants: &'a [String],
    unit: &'static str,
    pinnar_per_bet: i64,
    price_per_bet_ore: Option<u64>,
    currency: &'a str,
    players: &'a [String],
    opening: OpeningJson<'a>,
    hands: HandsJson<'a>,
    split: SplitJson<'a>,
    #[serde(rename = "final")]
    final_balances: BalancesJson<'a>,
    final_money_ore: Option<MoneyJson<'a>>,
    payments: PaymentsJson<'a>,
    /// With `--chips`: the final reckoning.
    #[serde(skip_serializing_if = "Option::is_none")]
    reckoning: Option<Value>,
}

impl<'a> SettlementJson<'a> {
    /// The view of a settled evening.
    pub fn new(evening: &'a Evening, rules: &'a Rules, settlement: &'a Settlement) -> Self {
        let players = &settlement.players;
        let split = &settlement.split;
        SettlementJson {
            table: &evening.table,
            variants: &evening.variants,
            unit: rules.unit().id(),
            pinnar_per_bet: rules.pinnar_per_bet(),
            price_per_bet_ore: rules.price_per_bet_ore,
            currency: &rules.currency,
            players,
            opening: OpeningJson {
                postings: PostingsJson::new(&settlement.opening.postings, players),
                balances: BalancesJson::new(&settlement.opening.balances, players),
                pulla: settlement.opening.pulla,
                chips: None,
            },
            hands: HandsJson {
                settled: &settlement.hands,
                hands: &evening.hands,
                players,
                chips: None,
            },
            split: SplitJson {
                pulla: split.pulla,
                share: split.share,
                odd: split.odd,
                odd_to: split.odd_to.map(|seat| seat_name(players, seat)),
                postings: PostingsJson::new(&split.postings, players),
            },
            final_balances: BalancesJson::new(&settlement.final_balances, players),
            final_money_ore: settlement
                .final_money_ore
                .as_deref()
                .map(|money| MoneyJson { money, players }),
            payments: PaymentsJson {
                payments: &settlement.payments,
                players,
            },
            reckoning: None,
        }
    }

    /// The view with the evening's chips (`vira settle --chips --json`):
    /// each hand and the åla add `chips`, the top level a `reckoning`.
    pub fn with_chips(mut self, chips: &'a ChipEvening) -> Self {
        let players = self.players;
        self.opening.chips = Some(super::chips::hand_json(
            &chips.chips,
            &chips.opening,
            players,
        ));
        self.hands.chips = Some(chips);
        self.reckoning = Some(super::chips::reckoning_json(
            &chips.chips,
            &chips.reckoning,
            players,
        ));
        self
    }
}

/// Writes the settlement as `vira settle --json` prints it (indented JSON
/// and a final newline) to `out` as it is serialized. Buffer `out`: the
/// JSON is written in many small pieces.
pub fn write_settlement_json<W: Write>(
    mut out: W,
    evening: &Evening,
    rules: &Rules,
    settlement: &Settlement,
) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut out, &SettlementJson::new(evening, rules, settlement))?;
    out.write_all(b"\n")
}

/// As [`write_settlement_json`], with the evening's chips (`vira settle
/// --chips --json`): streamed hand by hand like the rest.
pub fn write_settlement_json_with_chips<W: Write>(
    mut out: W,
    evening: &Evening,
    rules: &Rules,
    settlement: &Settlement,
    chips: &ChipEvening,
) -> std::io::Result<()> {
    let view = SettlementJson::new(evening, rules, settlement).with_chips(chips);
    serde_json::to_writer_pretty(&mut out, &view)?;
    out.write_all(b"\n")
}

/// Postings as a JSON list of `{from, to, pinnar, reason}`.
pub fn postings_json(postings: &[Posting], players: &[String]) -> Value {
    to_value(PostingsJson::new(postings, players))
}

/// Balances by seat as a JSON object keyed by player name.
pub fn balances_json(balances: &[i64], players: &[String]) -> Value {
    to_value(BalancesJson::new(balances, players))
}

/// The settlement as a JSON value (what `vira settle --json` prints). Amounts
/// are integers in pinnar. To print it, [`write_settlement_json`] writes the
/// same text without building the value.
pub fn settlement_json(evening: &Evening, rules: &Rules, settlement: &Settlement) -> Value {
    to_value(SettlementJson::new(evening, rules, settlement))
}

fn to_value(view: impl Serialize) -> Value {
    // Invariant: keys are strings and numbers are integers, which JSON
    // always holds; a failure would be a bug in the views.
    #[allow(clippy::expect_used)]
    serde_json::to_value(view).expect("the views serialize to JSON")
}
