//! A club night: several tables at once, one standing. The night file
//! (`NAME.night`, RON, written by the host alone) says who sat where in
//! each sitting and which evening file records each table; every table's
//! evening stays its own file, written by its own table. The standing is
//! made from the files alone ([`standing`]), so a night can always be
//! rebuilt from them.
//!
//! ```ron
//! Night(
//!     format: 1,
//!     date: "2026-11-26",
//!     club: Some("Stockholms Wirasällskap"),
//!     rule: Places(points: [3, 2, 1, 0]),
//!     game: NightGame(table: Some("stockholm"), price_per_bet_ore: Some(50), currency: Some("kr"),
//!         length: (until: Some("23:00"), last_round: true)),
//!     sittings: [
//!         Sitting(tables: [
//!             NightTable(evening: "bord-1.ron", players: ["Anna", "Bo", "Cia", "Dag"]),
//!             NightTable(evening: "bord-2.ron", players: ["Eva", "Fia", "Gun"]),
//!         ]),
//!     ],
//! )
//! ```

pub mod seating;
pub mod standing;

use serde::{Deserialize, Serialize};

use crate::error::SyntaxError;
use crate::ledger::evening::Length;
use crate::rules::registry::TableRegistry;

/// The night file's format version.
pub const NIGHT_FORMAT: u32 = 1;

/// A club night as its file says it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Night {
    /// The format version ([`NIGHT_FORMAT`]).
    pub format: u32,
    /// The night's date.
    pub date: chrono::NaiveDate,
    /// The club, if any.
    #[serde(default)]
    pub club: Option<String>,
    /// How the standing ranks the players, chosen when the night is made.
    #[serde(default)]
    pub rule: StandingRule,
    /// What every table plays, unless a table says otherwise: a table
    /// joining the night starts its evening with it.
    #[serde(default, skip_serializing_if = "NightGame::is_open")]
    pub game: NightGame,
    /// The sittings, in order.
    pub sittings: Vec<Sitting>,
}

/// One sitting: the tables played at the same time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sitting {
    /// Its tables, numbered from 1 in this order.
    pub tables: Vec<NightTable>,
}

/// A table of a sitting: its evening file and its players in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NightTable {
    /// The evening file, beside the night file (a name, not a path).
    pub evening: String,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// The table's watching address on the local network
    /// (`http://ADDRESS:PORT/TOKEN/`, as its app or `vira serve` shows it),
    /// when the host follows it live; until its file is handed in, the
    /// standing counts what that address gives.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feed: Option<String>,
    /// What this table plays when it is not the night's [`Night::game`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<NightGame>,
}

/// What a table of the night plays: the bid table, the price of a bet and
/// the evening's length, as the new-evening form takes them. Each left
/// out is the table's own choice.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NightGame {
    /// The bid table's id (`stockholm`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// The price of a bet in öre.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price_per_bet_ore: Option<u64>,
    /// The price's currency (`kr`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// How long the evening is played.
    #[serde(default, skip_serializing_if = "Length::is_open")]
    pub length: Length,
}

impl NightGame {
    /// Nothing chosen: every table chooses for itself.
    pub fn is_open(&self) -> bool {
        *self == NightGame::default()
    }

    /// Whether a table can start its evening with it: a bid table that
    /// can be used, and a length an evening file would take (the evening's
    /// own check, [`crate::ledger::setup::check_length`]).
    pub fn check(&self, registry: &TableRegistry) -> Result<(), GameProblem> {
        if let Some(id) = &self.table
            && !registry.entry(id).is_some_and(|e| e.table.is_ok())
        {
            return Err(GameProblem::NoTable(id.clone()));
        }
        crate::ledger::setup::check_length(&self.length).map_err(|p| GameProblem::Length(p.kind))
    }
}

/// Why a night's game cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameProblem {
    /// No usable bid table has this id.
    NoTable(String),
    /// The length is one no evening would take.
    Length(crate::error::ledger::EveningIssue),
}

/// How the night's standing ranks the players.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandingRule {
    /// The net result summed over every table played (in the tables' unit;
    /// in money too when every table has a price).
    #[default]
    Net,
    /// Points by the place at each table (`[3, 2, 1, 0]`: 3 to the
    /// winner), summed; players equal at a table share the better place,
    /// and equal totals are told apart by the net result.
    Places {
        /// Points for the first, second… place at a table.
        points: Vec<u32>,
    },
}

impl Night {
    /// The table at `(sitting, table)`, both numbered from 1 as the night
    /// screen and `--table 1.2` name them.
    pub fn table_at(&self, (sitting, table): (usize, usize)) -> Option<&NightTable> {
        self.sittings
            .get(sitting.checked_sub(1)?)?
            .tables
            .get(table.checked_sub(1)?)
    }

    /// [`Night::table_at`], to change.
    pub fn table_at_mut(&mut self, (sitting, table): (usize, usize)) -> Option<&mut NightTable> {
        self.sittings
            .get_mut(sitting.checked_sub(1)?)?
            .tables
            .get_mut(table.checked_sub(1)?)
    }

    /// Where the table with the evening file `evening` sits: its sitting
    /// and number, from 1.
    pub fn place_of(&self, evening: &str) -> Option<(usize, usize)> {
        self.sittings.iter().enumerate().find_map(|(s, sitting)| {
            let t = sitting.tables.iter().position(|t| t.evening == evening)?;
            Some((s + 1, t + 1))
        })
    }

    /// What `table` plays: its own [`NightTable::game`], else the night's.
    pub fn game_of<'a>(&'a self, table: &'a NightTable) -> &'a NightGame {
        table.game.as_ref().unwrap_or(&self.game)
    }

    /// The evening a table of the night starts with when its hands are
    /// recorded from a phone (its host writes it): the night's date and
    /// club, the table's players in their seats (the first named deals
    /// first), and what the table plays ([`Night::game_of`]) on the bid
    /// table `table_id`; the table's defaults for the rest.
    pub fn evening_for(
        &self,
        table: &NightTable,
        table_id: &str,
        id: String,
    ) -> crate::ledger::evening::Evening {
        use crate::ledger::evening::{Evening, FORMAT, House};
        let game = self.game_of(table);
        Evening {
            format: FORMAT,
            id: Some(id),
            date: self.date,
            club: self.club.clone(),
            table: table_id.to_string(),
            variants: Vec::new(),
            house: House {
                price_per_bet_ore: game.price_per_bet_ore,
                currency: game
                    .price_per_bet_ore
                    .map(|_| game.currency.clone().unwrap_or_else(|| "kr".to_string())),
                ..House::default()
            },
            players: table.players.clone(),
            colours: Vec::new(),
            first_dealer: table.players.first().cloned().unwrap_or_default(),
            chips: None,
            length: game.length.clone(),
            last_round_from: None,
            practice: false,
            hands: Vec::new(),
            changes: Vec::new(),
        }
    }

    /// Reads a night file's text; the error says where, as an evening's.
    pub fn parse(file: &str, source: &str) -> Result<Night, SyntaxError> {
        let source = source.strip_prefix('\u{feff}').unwrap_or(source);
        crate::rules::registry::ron_options()
            .from_str(source)
            .map_err(|e| SyntaxError::from_ron(file, source, &e))
    }

    /// The night file's text, as the host writes it.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .depth_limit(4)
            .indentor("    ".to_string());
        // Invariant: a night is strings, numbers and lists, which RON
        // always writes.
        #[allow(clippy::expect_used)]
        let text = ron::Options::default()
            .to_string_pretty(self, config)
            .expect("a night always serializes");
        text + "\n"
    }
}
