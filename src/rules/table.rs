//! Bid tables as data.
//!
//! A bid table ("budtabell") is a RON file: its rows are the contracts in bid
//! order with everything the settlement needs to know about them. Nothing in
//! the code names a contract or a table: every difference between contracts
//! and between tables is a field here.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::error::TableIssue;
use crate::rules::levels::{Level, LevelsRules};
pub use crate::text::{Language, Names};

/// How the stock (talongen) is used in a contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stock {
    /// Köpspel: the declarer buys part of the stock, then the opponents buy.
    /// Omköp (a second exchange) is possible where the row has omköp values.
    Kop,
    /// Gaskspel: the declarer takes the whole stock (gask, gök, vira).
    Gask,
    /// Solospel: only the opponents buy.
    Solo,
}

/// What the declarer must do to win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Objective {
    /// Take at least this many tricks (högspel, with trump).
    Tricks(u8),
    /// Take no trick (misär, no trump), playing `cards` cards, open or closed.
    Misar(Misar),
    /// Gask 0-4: after the exchange the declarer chooses to play for
    /// `tricks` tricks with trump, or a misär (only when bid plain).
    TricksOrMisar {
        /// Trick target when played high.
        tricks: u8,
        /// The misär when played low.
        misar: Misar,
    },
}

/// A misär type ("misärtyp"): the declarer's card count and open or closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Misar {
    /// Cards in the declarer's hand at the first lead (11, 12 or 13).
    pub cards: u8,
    /// Whether the declarer plays with the cards face up (öppen).
    pub open: bool,
    /// Tricks the declarer may take and still win (1: falsk misär, the
    /// levels family); 0 when left out.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub at_most: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// How the trump suit of a trick game is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrumpSelection {
    /// The declarer names it (begär, n-spel, gask, solo, vira). It is kept on omköp.
    Chosen,
    /// Chosen among this many cards turned from the stock (turné 1, vingel 2,
    /// tringel 3). Turned anew on omköp, so the rank may change.
    Turned(u8),
    /// No trump: the contract is always a misär.
    NoTrump,
}

/// Pot payments in betar for one way of playing (simple game or after omköp).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pot {
    /// Betar from the pulla to the declarer when won. Negative: the declarer
    /// pays that many even when winning (Öberg's omvingel 6 and 7).
    pub won: i32,
    /// Betar from the declarer to the pulla when lost by one trick (bet).
    pub lost: i32,
    /// Betar from the declarer to the pulla when lost by two or more (kodilj).
    pub codille: i32,
    /// Extra betar from the pulla per trick above the target when won.
    #[serde(default)]
    pub overtrick: i32,
}

/// Pinnar each active opponent pays (won) or receives (lost), by trump rank.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pinnar {
    /// Ofärg, and misär.
    pub common: i32,
    /// Andra färg ("färg"); `None` where the table has "–".
    #[serde(default)]
    pub second: Option<i32>,
    /// Högsta färg; `None` where the table has "–".
    #[serde(default)]
    pub preference: Option<i32>,
}

/// One row of a bid table as the file writes it, before it is read into a
/// [`Contract`] under its table's family ([`ContractFile::read`]): a
/// classic row gives `pot` and `pinnar`, a levels row its `level`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename = "Contract")]
pub struct ContractFile {
    /// Row number in bid order (1 = lowest bid).
    pub rank: u32,
    /// Stable id, the same in every table (`vingel-8`).
    pub id: String,
    /// Names as printed on the table card.
    pub name: Names,
    /// How the stock is used.
    pub stock: Stock,
    /// What the declarer must do.
    pub objective: Objective,
    /// How the trump is found.
    pub trump: TrumpSelection,
    /// May be bid "i färg" / "i högsta färg" (then the trump must be second or
    /// preference, resp. preference).
    #[serde(default)]
    pub colour_bids: bool,
    /// Pot betar for a simple game (left out in a levels table, whose
    /// contracts are paid from `level`; a classic table must give it).
    #[serde(default)]
    pub pot: Pot,
    /// Pot betar after omköp; `None` where the contract has no omköp.
    #[serde(default)]
    pub omkop: Option<Pot>,
    /// Pinnar per opponent (left out in a levels table).
    #[serde(default)]
    pub pinnar: Pinnar,
    /// Betar an opponent pays into the pulla when the contract is won and
    /// they passed it without the required low guards (gök); `None` where no
    /// passing rule exists.
    #[serde(default)]
    pub pass_penalty: Option<i32>,
    /// The contract's level, multipliers and pot factor in the levels
    /// family (`None` in a classic table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// The table's own abbreviations of the contract, as its players write
    /// them in the protocol (`S9` for Solo 9 in Isbergsvira, `HS9`, `PF`):
    /// the contract search puts a contract whose abbreviation is typed
    /// first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub short: Vec<String>,
}

impl ContractFile {
    /// Reads the row under its table's family: a classic table's row has no
    /// `level`, a levels table's row has one and no `pot`, `pinnar` or
    /// `omkop`. Whatever the family does not pay by is refused here, so a
    /// [`Contract`] always has the payment of its table.
    pub fn read(self, scoring: &Scoring) -> Result<Contract, TableIssue> {
        let payment = match (scoring, self.level) {
            (Scoring::Classic { .. }, Some(_)) => return Err(TableIssue::LevelInClassic),
            (Scoring::Classic { .. }, None) => Payment::Classic {
                pot: self.pot,
                pinnar: self.pinnar,
            },
            (Scoring::Levels(_), None) => return Err(TableIssue::LevelMissing),
            (Scoring::Levels(_), Some(level)) => {
                if self.pot != Pot::default()
                    || self.pinnar != Pinnar::default()
                    || self.omkop.is_some()
                {
                    return Err(TableIssue::LevelsWithPot);
                }
                Payment::Levels(level)
            }
        };
        Ok(Contract {
            rank: self.rank,
            id: self.id,
            name: self.name,
            stock: self.stock,
            objective: self.objective,
            trump: self.trump,
            colour_bids: self.colour_bids,
            payment,
            omkop: self.omkop,
            pass_penalty: self.pass_penalty,
            short: self.short,
        })
    }
}

/// One row of a bid table, read under its table's family.
#[derive(Debug, Clone, PartialEq)]
pub struct Contract {
    /// Row number in bid order (1 = lowest bid).
    pub rank: u32,
    /// Stable id, the same in every table (`vingel-8`).
    pub id: String,
    /// Names as printed on the table card.
    pub name: Names,
    /// How the stock is used.
    pub stock: Stock,
    /// What the declarer must do.
    pub objective: Objective,
    /// How the trump is found.
    pub trump: TrumpSelection,
    /// May be bid "i färg" / "i högsta färg" (then the trump must be second or
    /// preference, resp. preference).
    pub colour_bids: bool,
    /// How the contract is paid, in its table's family: code that differs
    /// by family `match`es on it.
    pub payment: Payment,
    /// Pot betar after omköp; `None` where the contract has no omköp
    /// (always in a levels table, whose rebuys are paid from the level).
    pub omkop: Option<Pot>,
    /// Betar an opponent pays into the pulla when the contract is won and
    /// they passed it without the required low guards (gök); `None` where no
    /// passing rule exists.
    pub pass_penalty: Option<i32>,
    /// The table's own abbreviations of the contract, as its players write
    /// them in the protocol (`S9` for Solo 9 in Isbergsvira, `HS9`, `PF`):
    /// the contract search puts a contract whose abbreviation is typed
    /// first.
    pub short: Vec<String>,
}

/// How a contract is paid: by its table's scoring family ([`Scoring`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Payment {
    /// Betar to and from the pulla and pinnar per trump rank.
    Classic {
        /// Pot betar for a simple game.
        pot: Pot,
        /// Pinnar per opponent.
        pinnar: Pinnar,
    },
    /// The contract's level, multipliers and pot factor.
    Levels(Level),
}

impl Payment {
    /// The pot and pinnar rows as a table file reads them, for the views
    /// and the JSON that show them: a classic contract's own, a levels
    /// contract's left out (zero, and "–" where a rank has none).
    pub fn rows(&self) -> (Pot, Pinnar) {
        match self {
            Payment::Classic { pot, pinnar } => (*pot, *pinnar),
            Payment::Levels(_) => (Pot::default(), Pinnar::default()),
        }
    }
}

impl Contract {
    /// The contract's level in the levels family (`None` in a classic
    /// table), for the views that show or compare levels; what a contract
    /// pays is asked with a `match` on [`Contract::payment`].
    pub fn level(&self) -> Option<&Level> {
        match &self.payment {
            Payment::Classic { .. } => None,
            Payment::Levels(level) => Some(level),
        }
    }
}

/// The name of a scoring family as a table file writes it (`scoring:
/// Levels`); the file's other fields give its rules ([`TableFile`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoringName {
    /// Betar to and from the pulla and pinnar per trump rank.
    #[default]
    Classic,
    /// Levels and points.
    Levels,
}

/// A scoring family with its rules: how a table's contracts are valued and
/// paid. A table file is read into it once ([`BidTable::try_from`]), so a
/// levels table always has its levels; the fold, the checks and the
/// reports `match` on it, so a third family is found by the compiler at
/// every place that must handle it ([`crate::ledger::scoring`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Scoring {
    /// Betar to and from the pulla and pinnar per trump rank (the
    /// Stockholm, Öberg and curriculum tables).
    Classic {
        /// Pinnar in one bet (8).
        pinnar_per_bet: i32,
    },
    /// Levels and points (Nivåvira, Isbergsvira): each contract's value is
    /// its level times multipliers, paid in points by each opponent; the
    /// pulla gives and takes whole betar ([`crate::rules::levels`]).
    Levels(LevelsRules),
}

impl Scoring {
    /// The family's name as the file writes it.
    pub fn name(&self) -> ScoringName {
        match self {
            Scoring::Classic { .. } => ScoringName::Classic,
            Scoring::Levels(_) => ScoringName::Levels,
        }
    }
}

/// What to do when both gök passers lacked their low guards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BothPassersFail {
    /// Neither pays (Stockholms Wirasällskap).
    Exempt,
    /// Both pay.
    BothPay,
}

/// When the pulla is refilled (everyone at the table puts in 1 bet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refill {
    /// When a payment from the pulla is due and it holds less (classic).
    WhenShort,
    /// Also as soon as the pulla is empty after a hand.
    WhenEmpty,
    /// Also after every hand until it holds at least this many betar.
    KeepAtLeast(u32),
}

/// The most betar `Refill::KeepAtLeast` may ask for: the table check and
/// the evening's check refuse more with the same bound.
pub const MAX_KEEP_AT_LEAST: u32 = 1_000;

/// Who gets the pinnar of the pulla that do not divide at the betdelning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum OddPinnar {
    /// The player who has lost most altogether (ties: first in seat order).
    BiggestLoser,
    /// A player the table chose (for example by cutting the cards).
    To(String),
}

/// A table's defaults for the house rules; an evening may override each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseDefaults {
    /// Each player puts 1 bet in the pulla before the first hand.
    pub opening_ala: bool,
    /// The refill rule.
    pub refill: Refill,
    /// Gök penalty when both passers failed.
    pub gok_both_fail: BothPassersFail,
}

/// A change to one value of a pot row, applied by a variant.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PotPatch {
    /// New `won`.
    #[serde(default)]
    pub won: Option<i32>,
    /// New `lost`.
    #[serde(default)]
    pub lost: Option<i32>,
    /// New `codille`.
    #[serde(default)]
    pub codille: Option<i32>,
    /// New `overtrick`.
    #[serde(default)]
    pub overtrick: Option<i32>,
}

/// A change a variant makes to one contract row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Override {
    /// The contract id it changes.
    pub contract: String,
    /// Changes to the simple-game pot values.
    #[serde(default)]
    pub pot: Option<PotPatch>,
    /// Changes to the omköp pot values (the row must have omköp).
    #[serde(default)]
    pub omkop: Option<PotPatch>,
}

/// A named club variant (a footnote of the table): overrides of row values.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variant {
    /// Stable id used in evening files (`omvingel-costs-a-bet`).
    pub id: String,
    /// Short name.
    pub name: Names,
    /// One line explaining what changes.
    pub description: Names,
    /// The row values it changes.
    pub overrides: Vec<Override>,
}

/// A bid table as stored in a RON file, before it is read into a
/// [`BidTable`] (the family's name and rules still apart).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename = "BidTable")]
pub struct TableFile {
    /// Display name.
    pub name: Names,
    /// Where the numbers come from.
    pub source: String,
    /// Where the numbers come from, in Japanese (optional: without it the
    /// source is quoted as `source` gives it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_ja: Option<String>,
    /// Where the numbers come from, in Swedish (optional, as `source_ja`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_sv: Option<String>,
    /// Where the numbers come from, in English (optional, as `source_ja`:
    /// a Swedish source is quoted in Swedish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_en: Option<String>,
    /// Offered first when nothing else was chosen (a new evening on a new
    /// machine, the bid-table viewer): the table most clubs play.
    #[serde(default)]
    pub suggested: bool,
    /// How the contracts are valued and paid (`Classic` when the file does
    /// not say).
    #[serde(default)]
    pub scoring: ScoringName,
    /// The levels family's units, sea level, jackpot and seating (only
    /// with `scoring: Levels`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub levels: Option<LevelsRules>,
    /// Pinnar per bet (8 in the classic tables; in a levels table the
    /// points per bet depend on the players: see `levels`).
    pub pinnar_per_bet: i32,
    /// Defaults of the house rules.
    pub house: HouseDefaults,
    /// Named variants.
    #[serde(default)]
    pub variants: Vec<Variant>,
    /// Forced rounds (tvångsrundor) as the table knows them.
    #[serde(default, skip_serializing_if = "ForcedTable::is_empty")]
    pub forced: ForcedTable,
    /// A learning table: its stage in a curriculum and what the stage adds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<Stage>,
    /// What the game allows at this table (all of it unless an early stage
    /// of a curriculum says otherwise).
    #[serde(default, skip_serializing_if = "PlayRules::is_all")]
    pub rules: PlayRules,
    /// The contracts in bid order.
    pub contracts: Vec<ContractFile>,
}

/// A bid table, read: its scoring family carries the family's rules.
#[derive(Debug, Clone, PartialEq)]
pub struct BidTable {
    /// Display name.
    pub name: Names,
    /// Where the numbers come from.
    pub source: String,
    /// Where the numbers come from, in Japanese, when the file gives it.
    pub source_ja: Option<String>,
    /// Where the numbers come from, in Swedish, when the file gives it.
    pub source_sv: Option<String>,
    /// Where the numbers come from, in English, when the file gives it.
    pub source_en: Option<String>,
    /// Offered first when nothing else was chosen.
    pub suggested: bool,
    /// How the contracts are valued and paid, with the family's rules.
    pub scoring: Scoring,
    /// Defaults of the house rules.
    pub house: HouseDefaults,
    /// Named variants.
    pub variants: Vec<Variant>,
    /// Forced rounds (tvångsrundor) as the table knows them.
    pub forced: ForcedTable,
    /// A learning table: its stage in a curriculum and what the stage adds.
    pub stage: Option<Stage>,
    /// What the game allows at this table.
    pub rules: PlayRules,
    /// The contracts in bid order.
    pub contracts: Vec<Contract>,
}

/// Why a table file is not a table of its family: its header, or rows
/// that are not paid as its family pays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FamilyProblems(pub Vec<FamilyProblem>);

/// One reason a table file is not a table of its family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FamilyProblem {
    /// The contract row it is about: its id and how many rows before it
    /// have that id (0: the first); `None` for the header.
    pub contract: Option<(String, usize)>,
    /// What is wrong.
    pub issue: TableIssue,
}

impl FamilyProblems {
    /// A problem of the file's header.
    fn header(issue: TableIssue) -> FamilyProblems {
        FamilyProblems(vec![FamilyProblem {
            contract: None,
            issue,
        }])
    }
}

/// The family's name and rules of a table file as one [`Scoring`]: a
/// classic table has its pinnar in a bet and no levels, a levels table its
/// levels.
fn read_scoring(
    name: ScoringName,
    levels: Option<LevelsRules>,
    pinnar_per_bet: i32,
) -> Result<Scoring, TableIssue> {
    match (name, levels) {
        (ScoringName::Classic, None) => {
            if pinnar_per_bet <= 0 || pinnar_per_bet > MAX_PINNAR_PER_BET {
                return Err(TableIssue::PinnarPerBet {
                    value: pinnar_per_bet,
                    max: MAX_PINNAR_PER_BET,
                });
            }
            Ok(Scoring::Classic { pinnar_per_bet })
        }
        (ScoringName::Classic, Some(_)) => Err(TableIssue::LevelsInClassic),
        (ScoringName::Levels, None) => Err(TableIssue::LevelsMissing),
        (ScoringName::Levels, Some(levels)) => {
            // The header's bet is the points in a bet at three players:
            // any other number would be a second, silent truth
            // (issue 34, 14).
            let three = levels.bet_at(3);
            let fits = match three {
                Some(three) => i64::from(pinnar_per_bet) == three,
                None => (1..=MAX_PINNAR_PER_BET).contains(&pinnar_per_bet),
            };
            if !fits {
                return Err(TableIssue::LevelsPinnarPerBet {
                    value: pinnar_per_bet,
                    three,
                    max: MAX_PINNAR_PER_BET,
                });
            }
            Ok(Scoring::Levels(levels))
        }
    }
}

/// The rows of a table file read under its family ([`ContractFile::read`]),
/// or every row that is not paid as the family pays.
fn read_contracts(
    rows: Vec<ContractFile>,
    scoring: &Scoring,
) -> Result<Vec<Contract>, FamilyProblems> {
    let mut contracts = Vec::with_capacity(rows.len());
    let mut problems = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    for row in rows {
        let id = row.id.clone();
        let count = seen.entry(id.clone()).or_insert(0);
        let nth = *count;
        *count += 1;
        match row.read(scoring) {
            Ok(contract) => contracts.push(contract),
            Err(issue) => problems.push(FamilyProblem {
                contract: Some((id, nth)),
                issue,
            }),
        }
    }
    if problems.is_empty() {
        Ok(contracts)
    } else {
        Err(FamilyProblems(problems))
    }
}

impl TryFrom<TableFile> for BidTable {
    type Error = FamilyProblems;

    /// Reads the family's name and rules into one [`Scoring`], then each
    /// row into a [`Contract`] paid as that family pays.
    fn try_from(file: TableFile) -> Result<BidTable, FamilyProblems> {
        let scoring = read_scoring(file.scoring, file.levels, file.pinnar_per_bet)
            .map_err(FamilyProblems::header)?;
        let contracts = read_contracts(file.contracts, &scoring)?;
        Ok(BidTable {
            name: file.name,
            source: file.source,
            source_ja: file.source_ja,
            source_sv: file.source_sv,
            source_en: file.source_en,
            suggested: file.suggested,
            scoring,
            house: file.house,
            variants: file.variants,
            forced: file.forced,
            stage: file.stage,
            rules: file.rules,
            contracts,
        })
    }
}

impl BidTable {
    /// Where the numbers come from, in the reader's language: the table's
    /// own words in that language when it has them, else the source as
    /// quoted.
    pub fn source_in(&self, language: Language) -> &str {
        let own = match language {
            Language::Japanese => &self.source_ja,
            Language::Swedish => &self.source_sv,
            Language::English => &self.source_en,
        };
        own.as_deref().unwrap_or(&self.source)
    }
}

/// The most pinnar a bet may hold in a table file (far beyond any table).
pub const MAX_PINNAR_PER_BET: i32 = 10_000;

/// A stage of a curriculum: its number (1 first) and, in one line, what it
/// adds to the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    /// The stage's number.
    pub number: u32,
    /// What it adds, in both languages.
    pub adds: Names,
}

/// What the game allows at a table; an early stage of a curriculum leaves
/// parts out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayRules {
    /// A loss by two tricks or more is codille (without it: a simple loss).
    pub codille: bool,
    /// The declarer may surrender (fold).
    pub surrender: bool,
    /// The declarer may make a second exchange (omköp).
    pub omkop: bool,
    /// A passer without the required guards pays the pass penalty.
    pub pass_penalty: bool,
}

impl Default for PlayRules {
    fn default() -> PlayRules {
        PlayRules {
            codille: true,
            surrender: true,
            omkop: true,
            pass_penalty: true,
        }
    }
}

impl PlayRules {
    /// Everything allowed (the default, left out of a table file).
    pub fn is_all(&self) -> bool {
        *self == PlayRules::default()
    }
}

/// Forced rounds (tvångsrundor) as a table knows them: which contracts a
/// round can be of, what takes a forced game away, and the old rule of
/// rounds that a won contract brings. Contract ids, all of them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForcedTable {
    /// The contracts a forced round can be of (tvångsvingel, tvångstringel).
    #[serde(default)]
    pub rounds: Vec<String>,
    /// The lowest contract that takes a forced game away.
    #[serde(default)]
    pub take_away: Option<String>,
    /// The old rule: a won contract brings a round.
    #[serde(default)]
    pub after: Option<RoundAfter>,
}

impl ForcedTable {
    /// No forced rounds known.
    pub fn is_empty(&self) -> bool {
        *self == ForcedTable::default()
    }

    /// The contracts a forced round of this table can be of: its `rounds`
    /// and the rounds its old rule brings, each once (none: the table has
    /// no forced rounds).
    pub fn round_contracts(&self) -> Vec<String> {
        let mut ids: Vec<String> = Vec::new();
        let after = self.after.iter().flat_map(|a| [&a.plain, &a.preference]);
        for id in self.rounds.iter().chain(after) {
            if !ids.contains(id) {
                ids.push(id.clone());
            }
        }
        ids
    }
}

/// A won contract that brings a forced round: of `plain` when it was won
/// in common or second, of `preference` when won in preference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundAfter {
    /// The contract won.
    pub won: String,
    /// The round after a win in common or second.
    pub plain: String,
    /// The round after a win in preference.
    pub preference: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::registry::ron_options;

    fn row(text: &str) -> ContractFile {
        ron_options().from_str(text).unwrap()
    }

    const CLASSIC_ROW: &str = r#"(rank: 1, id: "begar", name: (sv: "Begär", en: "Begär"),
        stock: Kop, objective: Tricks(6), trump: Chosen, colour_bids: true,
        pot: (won: 1, lost: 1, codille: 2), omkop: (won: 0, lost: 3, codille: 5),
        pinnar: (common: 0, second: 0, preference: 1), short: ["B"])"#;

    const LEVELS_ROW: &str = r#"(rank: 2, id: "tringel-9", name: (sv: "Tringel 9", en: "Tringel 9"),
        stock: Kop, objective: Tricks(9), trump: Turned(3),
        level: (value: "4", multiplier: 3, pot: 3, surrender: true, rebuy: true))"#;

    fn classic() -> Scoring {
        Scoring::Classic { pinnar_per_bet: 8 }
    }

    fn levels() -> Scoring {
        Scoring::Levels(
            ron_options()
                .from_str(
                    r#"(points_per_pinne: 6, points_per_bet: [(players: 3, points: 54)],
                        sea_level: "12", jackpot: "144",
                        multipliers: (common: 1, second: 2, preference: 4, misar: 3))"#,
                )
                .unwrap(),
        )
    }

    #[test]
    fn a_classic_row_is_paid_from_its_pot_and_pinnar() {
        let contract = row(CLASSIC_ROW).read(&classic()).unwrap();
        let Payment::Classic { pot, pinnar } = contract.payment else {
            panic!("a classic row is read as classic");
        };
        assert_eq!((pot.won, pot.lost, pot.codille), (1, 1, 2));
        assert_eq!(pinnar.preference, Some(1));
        assert_eq!(contract.level(), None);
        // The fields both families have are the row's.
        assert_eq!((contract.rank, contract.id.as_str()), (1, "begar"));
        assert_eq!(contract.omkop.map(|o| o.codille), Some(5));
        assert!(contract.colour_bids);
        assert_eq!(contract.short, ["B"]);
        assert_eq!(contract.payment.rows(), (pot, pinnar));
    }

    #[test]
    fn a_levels_row_is_paid_from_its_level() {
        let contract = row(LEVELS_ROW).read(&levels()).unwrap();
        let Payment::Levels(level) = &contract.payment else {
            panic!("a levels row is read as levels");
        };
        assert_eq!((level.multiplier, level.pot), (3, 3));
        assert_eq!(contract.level(), Some(level));
        // Its pot and pinnar as the views show them: none.
        assert_eq!(contract.payment.rows(), (Pot::default(), Pinnar::default()));
    }

    #[test]
    fn a_row_of_the_other_family_is_refused() {
        assert_eq!(
            row(LEVELS_ROW).read(&classic()),
            Err(TableIssue::LevelInClassic)
        );
        assert_eq!(
            row(CLASSIC_ROW).read(&levels()),
            Err(TableIssue::LevelMissing)
        );
        // A levels row with a classic payment beside its level.
        for extra in [
            "pot: (won: 1, lost: 1, codille: 2)",
            "pinnar: (common: 1)",
            "omkop: (won: 0, lost: 3, codille: 5)",
        ] {
            let text = LEVELS_ROW.replace("level:", &format!("{extra}, level:"));
            assert_eq!(
                row(&text).read(&levels()),
                Err(TableIssue::LevelsWithPot),
                "{extra}"
            );
        }
    }

    #[test]
    fn every_row_of_the_other_family_is_named_with_its_place() {
        let scoring = classic();
        let rows = vec![
            row(CLASSIC_ROW),
            row(LEVELS_ROW),
            row(CLASSIC_ROW),
            row(&LEVELS_ROW.replace("rank: 2", "rank: 3")),
        ];
        let Err(FamilyProblems(problems)) = read_contracts(rows, &scoring) else {
            panic!("levels rows were read into a classic table");
        };
        assert_eq!(
            problems,
            [
                FamilyProblem {
                    contract: Some(("tringel-9".into(), 0)),
                    issue: TableIssue::LevelInClassic,
                },
                FamilyProblem {
                    contract: Some(("tringel-9".into(), 1)),
                    issue: TableIssue::LevelInClassic,
                },
            ]
        );
        let read = read_contracts(vec![row(CLASSIC_ROW), row(CLASSIC_ROW)], &scoring).unwrap();
        assert_eq!(read.len(), 2);
    }

    #[test]
    fn a_row_serialises_as_it_was_written() {
        // The file's shape is `ContractFile`'s: a levels row writes no
        // `short`, a classic row no `level`.
        let text = ron::ser::to_string(&row(CLASSIC_ROW)).unwrap();
        assert!(!text.contains("level"), "{text}");
        let text = ron::ser::to_string(&row(LEVELS_ROW)).unwrap();
        assert!(text.contains("level:"), "{text}");
        assert!(!text.contains("short"), "{text}");
    }
}
