//! The evening file: what happened at the table, never balances.
//!
//! One RON file per evening. Balances, the pulla, refills and the split are
//! a fold over its hands (see [`crate::ledger::settle`]).
//!
//! [`Evening::parse`] tries the [`fast`] reader first; on anything it does
//! not fully understand, `ron` reads the file (and gives the errors).

pub mod fast;

use serde::{Deserialize, Serialize};

use crate::error::SyntaxError;
use crate::rules::registry::ron_options;
use crate::rules::table::{BothPassersFail, OddPinnar, Refill};
pub use crate::text::game::{Bid, Trump};

/// The evening file format this program reads and writes.
pub const FORMAT: u32 = 1;

/// An evening at the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evening {
    /// File format version ([`FORMAT`]).
    pub format: u32,
    /// The evening's unique id, given by the app when the evening is created
    /// (`2026-11-21-3f9a2c1b`). A hand-written file may leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The day played.
    pub date: chrono::NaiveDate,
    /// Club or place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<String>,
    /// Bid table id.
    pub table: String,
    /// The table's variants in force.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<String>,
    /// House rules that differ from the table's defaults.
    #[serde(default, skip_serializing_if = "House::is_default")]
    pub house: House,
    /// Players in seat order, clockwise.
    pub players: Vec<String>,
    /// Each player's colour on the screen, in seat order (`"#d9534f"`);
    /// may be left out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<Colour>,
    /// Who deals the first hand.
    pub first_dealer: String,
    /// Played with the chips of a vira-pulla: the chip set, the bowls at
    /// the start and the token conventions (`chips: Some(())` for the
    /// default set). The chip moves are derived, never stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<crate::rules::chips::ChipSettings>,
    /// What the table agreed on the evening's length.
    #[serde(default, skip_serializing_if = "Length::is_open")]
    pub length: Length,
    /// The number (1-based) of the first deal of the last round, once the
    /// pullvakt started it (the time was up).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_round_from: Option<usize>,
    /// A practice evening (the app's *Try an example*): shown marked as
    /// practice, never counted in the archive's statistics nor written by
    /// its exports. Left out of the file when false, so every other
    /// evening file is as it was.
    #[serde(default, skip_serializing_if = "is_false")]
    pub practice: bool,
    /// The hands in the order played.
    #[serde(default)]
    pub hands: Vec<Hand>,
    /// Each change a phone made to the hands, oldest first: which deal,
    /// what was done, by which device and under which request (a request
    /// sent again is known by it and never booked twice). The host's own
    /// screen leaves none; an evening without a phone has no such field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
}

/// A change a phone made to an evening's hands ([`Evening::changes`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    /// The deal's number (1-based).
    pub deal: usize,
    /// What was done to it.
    pub kind: ChangeKind,
    /// The device that sent it (the name its phone gave, or its number).
    pub by: String,
    /// The request's own number, made when its form was drawn.
    pub request: String,
    /// The host's local time when it was booked (`HH:MM:SS`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub at: String,
}

/// What a phone did to a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChangeKind {
    /// Recorded it.
    Recorded,
    /// Corrected it.
    Corrected,
    /// Took it back (the last hand).
    Undone,
}

/// House rules; each left out takes the table's default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct House {
    /// Each player puts 1 bet in the pulla before the first hand.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub opening_ala: Option<bool>,
    /// The refill rule.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub refill: Option<Refill>,
    /// Gök penalty when both passers lacked their low guards.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub gok_both_fail: Option<BothPassersFail>,
    /// Who gets the odd pinnar at the betdelning.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub odd_pinnar: Option<OddPinnar>,
    /// Price of one bet in öre (hundredths of the currency) for the money view.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub price_per_bet_ore: Option<u64>,
    /// Currency shown with money ("kr").
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub currency: Option<String>,
    /// Forced rounds (tvångsrundor): when they are played and what takes
    /// the forced game away.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced: Option<ForcedRounds>,
}

impl House {
    fn is_default(&self) -> bool {
        *self == House::default()
    }
}

/// The table's agreement on the evening's length.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Length {
    /// Play this many deals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deals: Option<u32>,
    /// Play until this time of day (`"23:00"`): the deal in progress is
    /// finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<String>,
    /// After the time, a last round so that everyone sits forehand once
    /// more (its last deal is *borup*).
    #[serde(default, skip_serializing_if = "is_false")]
    pub last_round: bool,
}

impl Length {
    /// Neither a number of deals nor a time.
    pub fn is_open(&self) -> bool {
        *self == Length::default()
    }

    /// The end time as hours and minutes, when it is one.
    pub fn until_time(&self) -> Option<chrono::NaiveTime> {
        chrono::NaiveTime::parse_from_str(self.until.as_deref()?.trim(), "%H:%M").ok()
    }
}

/// When forced rounds are played, as house rules; every contract id is
/// one of the table's.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForcedRounds {
    /// A round of this contract opens the evening (usually without the
    /// opening åla).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_start: Option<String>,
    /// A round of this contract closes the evening.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_end: Option<String>,
    /// The table's old rule of rounds that a won contract brings (the
    /// Stockholm society: a vira won in common or second brings a round
    /// of tvångsvingel, in preference one of tvångstringel).
    #[serde(default, skip_serializing_if = "is_false")]
    pub after: bool,
    /// The lowest contract that takes a forced game away, when it is not
    /// the table's (the Stockholm society: solo petite misär).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take_away: Option<String>,
}

/// A screen colour written `"#rrggbb"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colour(pub [u8; 3]);

impl Colour {
    /// Parses `#rrggbb`.
    pub fn parse(text: &str) -> Option<Colour> {
        let hex = text.strip_prefix('#')?;
        if hex.len() != 6 || !hex.is_ascii() {
            return None;
        }
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        Some(Colour([byte(0)?, byte(2)?, byte(4)?]))
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [r, g, b] = self.0;
        write!(f, "#{r:02x}{g:02x}{b:02x}")
    }
}

impl Serialize for Colour {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Colour {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Colour::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("`{text}` is not a colour; write it \"#rrggbb\""))
        })
    }
}

/// A card suit (only for display of the preference suit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// ♠
    Spades,
    /// ♥
    Hearts,
    /// ♦
    Diamonds,
    /// ♣
    Clubs,
}

impl Suit {
    /// The suit's symbol: ♠ ♥ ♦ ♣.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// The other suit of the same colour: with this suit as preference, the
    /// second (andra färg).
    pub fn partner(self) -> Suit {
        match self {
            Suit::Spades => Suit::Clubs,
            Suit::Clubs => Suit::Spades,
            Suit::Hearts => Suit::Diamonds,
            Suit::Diamonds => Suit::Hearts,
        }
    }

    /// Whether the suit is red (hearts, diamonds).
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandResult {
    /// Played out: tricks taken by the declarer.
    Tricks(u8),
    /// The declarer gave up (lagd).
    Surrendered,
}

/// One hand as recorded by the pullvakt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    /// Who played the contract.
    pub declarer: String,
    /// Contract id in the table.
    pub contract: String,
    /// Bid restriction.
    #[serde(default, skip_serializing_if = "is_plain")]
    pub bid: Bid,
    /// Trump rank of the game played; may be left out for contracts that are
    /// always misär, and for a surrendered gask or solo.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "bare"
    )]
    pub trump: Option<Trump>,
    /// Omköp: the trump rank of the first exchange.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub omkop: Option<Trump>,
    /// Tricks or surrendered.
    pub result: HandResult,
    /// Passers of a gök who lacked the required low guards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gok_penalty: Vec<String>,
    /// Overrides the dealer of this hand (the rotation continues from it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    /// The preference suit of the hand (for display only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preference_suit: Option<Suit>,
    /// A free note.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The levels family: the contract id of the second-last bid of the
    /// auction (the bid just before the winning one; none: 0). Contracts
    /// at or above sea level add its level to their base.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_last: Option<String>,
    /// The levels family: how many times the declarer rebought (omköp),
    /// each paying the contract's pot factor in betar into the pulla.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rebuys: u32,
    /// A deal of a forced round (tvångsrunda): the round's contract id.
    /// Forehand must play it, unless a solo takes it away.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced: Option<String>,
    /// A solo took the forced game away: the solo was played instead, and
    /// the same dealer deals again (forehand still owes the forced game).
    #[serde(default, skip_serializing_if = "is_false")]
    pub taken_away: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Writes an `Option` that is known to be `Some` as its bare value
/// (`trump: Common` rather than `trump: Some(Common)`); the reader accepts both.
fn bare<T: Serialize, S: serde::Serializer>(
    value: &Option<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => value.serialize(serializer),
        None => serializer.serialize_none(),
    }
}

fn is_plain(bid: &Bid) -> bool {
    *bid == Bid::Plain
}

impl Hand {
    /// A plain hand with no omköp, penalty or note.
    pub fn new(declarer: &str, contract: &str, trump: Option<Trump>, result: HandResult) -> Self {
        Hand {
            declarer: declarer.to_string(),
            contract: contract.to_string(),
            bid: Bid::Plain,
            trump,
            omkop: None,
            result,
            gok_penalty: Vec::new(),
            dealer: None,
            preference_suit: None,
            note: None,
            second_last: None,
            rebuys: 0,
            forced: None,
            taken_away: false,
        }
    }
}

impl Hand {
    /// Whether the hand is a deal of its own: a hand whose solo took the
    /// forced game away is dealt again by the same dealer, so it does not
    /// move the rotation and is not counted as a deal (it stays in the
    /// protocol as a recorded hand).
    pub fn is_deal(&self) -> bool {
        !self.taken_away
    }
}

impl Evening {
    /// The deals played ([`crate::ledger::rounds::deals_played`]), the one
    /// count every report gives of an evening.
    pub fn deals(&self) -> usize {
        crate::ledger::rounds::deals_played(&self.hands)
    }

    /// Parses an evening file. `file` names it in error messages.
    pub fn parse(file: &str, source: &str) -> Result<Evening, SyntaxError> {
        let source = crate::error::without_byte_order_mark(source);
        // The same value as ron's whenever it answers (its invariant).
        if let Some(evening) = fast::read(source) {
            return Ok(evening);
        }
        ron_options().from_str(source).map_err(|error| {
            // A file from a newer version: say so rather than stumble over
            // a field this version does not know.
            #[derive(Deserialize)]
            #[serde(rename = "Evening")]
            struct FormatOnly {
                format: u32,
            }
            let mut syntax = SyntaxError::from_ron(file, source, &error);
            if let Ok(FormatOnly { format }) = ron_options().from_str(source)
                && format != FORMAT
            {
                syntax.problem = Box::new(crate::error::SyntaxProblem::UnknownFormat {
                    found: format,
                    known: FORMAT,
                });
                if let Some(location) = crate::error::locate(source, "format") {
                    syntax.excerpt = crate::error::excerpt(source, location);
                    syntax.location = location;
                }
            }
            syntax
        })
    }

    /// The evening as RON text, the way the app saves it.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .depth_limit(2)
            .indentor("    ".to_string());
        // Invariant: an evening is strings, numbers and lists, which RON
        // always writes; a failure here would be a bug in the types.
        #[allow(clippy::expect_used)]
        let text = ron::Options::default()
            .to_string_pretty(self, config)
            .expect("an evening always serializes");
        text + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the evening file format, as the README shows it.
    pub const EXAMPLE: &str = r#"Evening(
    format: 1,
    date: "2026-11-21",
    club: Some("Sundsvalls viraklubb"),
    table: "stockholm",
    variants: [],
    house: House(gok_both_fail: Exempt, opening_ala: true),
    players: ["Anna", "Bo", "Cia", "Dag"],
    first_dealer: "Dag",
    hands: [
        Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
        Hand(declarer: "Bo", contract: "begar", trump: Common, omkop: Some(Common), result: Tricks(5)),
        Hand(declarer: "Dag", contract: "gok", result: Tricks(0), gok_penalty: ["Bo"]),
        Hand(declarer: "Anna", contract: "solo-6", bid: Colour, trump: Second, result: Surrendered),
    ],
)
"#;

    #[test]
    fn the_documented_example_parses() {
        let evening = Evening::parse("e.ron", EXAMPLE).unwrap();
        assert_eq!(evening.players.len(), 4);
        assert_eq!(evening.club.as_deref(), Some("Sundsvalls viraklubb"));
        assert_eq!(evening.house.gok_both_fail, Some(BothPassersFail::Exempt));
        assert_eq!(evening.hands[1].omkop, Some(Trump::Common));
        assert_eq!(evening.hands[2].trump, None);
        assert_eq!(evening.hands[2].gok_penalty, vec!["Bo".to_string()]);
        assert_eq!(evening.hands[3].bid, Bid::Colour);
        assert_eq!(evening.hands[3].result, HandResult::Surrendered);
    }

    #[test]
    fn implicit_some_is_accepted_too() {
        let text = EXAMPLE.replace("Some(\"Sundsvalls viraklubb\")", "\"Sundsvalls viraklubb\"");
        let evening = Evening::parse("e.ron", &text).unwrap();
        assert_eq!(evening.club.as_deref(), Some("Sundsvalls viraklubb"));
    }

    #[test]
    fn saving_and_reading_gives_the_same_evening() {
        let evening = Evening::parse("e.ron", EXAMPLE).unwrap();
        let text = evening.to_ron();
        assert_eq!(Evening::parse("saved.ron", &text).unwrap(), evening);
        assert!(text.contains("gok_penalty: [\"Bo\"]"), "{text}");
    }

    #[test]
    fn id_and_colours_round_trip_and_bad_colours_have_a_place() {
        let text = EXAMPLE.replace(
            "    format: 1,\n",
            "    format: 1,\n    id: \"2026-11-21-00ff00ff\",\n",
        );
        let text = text.replace(
            "first_dealer",
            "colours: [\"#d9534f\", \"#1f77b4\", \"#2ca02c\", \"#9467bd\"],\n    first_dealer",
        );
        let evening = Evening::parse("e.ron", &text).unwrap();
        assert_eq!(evening.id.as_deref(), Some("2026-11-21-00ff00ff"));
        assert_eq!(evening.colours[0], Colour([0xd9, 0x53, 0x4f]));
        assert_eq!(Evening::parse("s.ron", &evening.to_ron()).unwrap(), evening);
        let bad = text.replace("#1f77b4", "blue");
        let error = Evening::parse("e.ron", &bad).unwrap_err();
        assert!(
            error.to_string().contains("`blue` is not a colour"),
            "{error}"
        );
        assert_eq!(error.location.line, 10, "{error}");
    }

    #[test]
    fn unknown_fields_are_errors_with_a_place() {
        let text = EXAMPLE.replace("result: Tricks(8)", "reslut: Tricks(8)");
        let error = Evening::parse("e.ron", &text).unwrap_err();
        assert_eq!(error.location.line, 11, "{error}");
        assert!(error.to_string().contains("reslut"), "{error}");
    }
}
