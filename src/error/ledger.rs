//! What can be wrong with an evening: a header that makes no sense
//! ([`EveningProblem`]), a player's name ([`NameIssue`]), a hand that cannot
//! have happened ([`HandError`]), each as data with the values a message
//! needs; and [`Error`], anything between a file and a settlement, placed at
//! its file, line and column. The words are in `src/words/`.

use std::fmt;
use std::path::PathBuf;

use crate::error::{IoError, Location, SyntaxError, TableError, hand_location, locate};
use crate::text::Names;
use crate::text::game::{Bid, Trump};

/// A field of a hand record, for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandField {
    /// `declarer`
    Declarer,
    /// `contract`
    Contract,
    /// `bid`
    Bid,
    /// `trump`
    Trump,
    /// `omkop`
    Omkop,
    /// `result`
    Result,
    /// `gok_penalty`: the passers who broke the passing rule.
    PassPenalty,
    /// `dealer`
    Dealer,
    /// `second_last` (levels family)
    SecondLast,
    /// `rebuys` (levels family)
    Rebuys,
    /// `forced`: the forced round's contract.
    Forced,
    /// `taken_away`: a solo took the forced game away.
    TakenAway,
    /// The hand as a whole (its number).
    Hand,
}

impl fmt::Display for HandField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HandField::Declarer => "declarer",
            HandField::Contract => "contract",
            HandField::Bid => "bid",
            HandField::Trump => "trump",
            HandField::Omkop => "omkop",
            HandField::Result => "result",
            HandField::PassPenalty => "gok_penalty",
            HandField::Dealer => "dealer",
            HandField::SecondLast => "second_last",
            HandField::Rebuys => "rebuys",
            HandField::Forced => "forced",
            HandField::TakenAway => "taken_away",
            HandField::Hand => "hands",
        })
    }
}

/// A hand that cannot have happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandError {
    /// 1-based hand number.
    pub hand: usize,
    /// The field at fault.
    pub field: HandField,
    /// Why, as data: each shell renders it in its language
    /// (`words::hand_problem`).
    pub problem: HandProblem,
}

/// Why a hand cannot have happened, with the values a message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandProblem {
    /// The evening has no hand with that number.
    NoSuchHand,
    /// A name (dealer, declarer, passer) that is not one of the players.
    NotAPlayer {
        /// The name as written.
        name: String,
    },
    /// The declarer sits out this hand.
    SitsOut {
        /// The declarer.
        player: String,
        /// Who deals.
        dealer: String,
    },
    /// The contract id is not in the table.
    UnknownContract {
        /// The id as written.
        contract: String,
    },
    /// A passer is listed for a contract without a passing rule.
    NoPassingRule {
        /// The contract.
        contract: Names,
    },
    /// The declarer is listed as a passer.
    PasserIsDeclarer {
        /// The player.
        player: String,
    },
    /// A player who sits out is listed as a passer.
    PasserSitsOut {
        /// The player.
        player: String,
    },
    /// A passer is listed twice.
    ListedTwice {
        /// The player.
        player: String,
    },
    /// The contract cannot be bid in colour or in preference.
    NoColourBids {
        /// The contract.
        contract: Names,
    },
    /// The contract has no pinnar at this trump rank.
    NotAtRank {
        /// The contract.
        contract: Names,
        /// The rank.
        rank: Trump,
    },
    /// The bid restricts the trump, and the rank recorded breaks it.
    BidButPlayed {
        /// The bid.
        bid: Bid,
        /// The rank recorded.
        rank: Trump,
    },
    /// A misär recorded with a trump rank.
    MisarWithTrump {
        /// The contract.
        contract: Names,
        /// The rank recorded.
        rank: Trump,
    },
    /// A trick game recorded as misär.
    TrickGameAsMisar {
        /// The contract.
        contract: Names,
    },
    /// A contract bid in colour or preference recorded as misär.
    ColourBidAsMisar {
        /// The contract.
        contract: Names,
    },
    /// A trick game recorded without its trump rank.
    NeedsTrump {
        /// The contract.
        contract: Names,
    },
    /// Omköp recorded for a contract without one.
    NoOmkop {
        /// The contract.
        contract: Names,
    },
    /// A misär's first exchange recorded with a trump rank.
    MisarFirstExchange {
        /// The contract.
        contract: Names,
        /// The rank recorded.
        rank: Trump,
    },
    /// The contract keeps its trump on omköp, but two ranks are recorded.
    OmkopKeepsTrump {
        /// The contract.
        contract: Names,
        /// The first exchange's rank.
        first: Trump,
        /// The game's rank.
        played: Trump,
    },
    /// A trick game's first exchange recorded as misär.
    FirstExchangeHadTrump {
        /// The contract.
        contract: Names,
    },
    /// More tricks than cards in the hand.
    TooManyTricks {
        /// The contract.
        contract: Names,
        /// Tricks recorded.
        tricks: u8,
        /// Cards each player holds in this game.
        cards: u8,
    },
    /// A field the table's scoring family does not use (the error's field).
    FieldNotUsed,
    /// A contract that cannot be surrendered recorded as surrendered.
    CannotSurrender {
        /// The contract.
        contract: Names,
    },
    /// A second-last bid on a higher level than the contract that won.
    SecondLastAbove {
        /// The second-last bid.
        second_last: Names,
    },
    /// Something the table's stage of a curriculum does not have yet.
    NotAtThisStage {
        /// What.
        what: StageRule,
    },
    /// A forced deal declared by someone else than forehand.
    ForcedNotForehand {
        /// Forehand, who owes the forced game.
        forehand: String,
        /// The forced contract.
        forced: Box<Names>,
    },
    /// A forced deal of another contract than the round's, not taken away.
    ForcedContract {
        /// The round's contract.
        forced: Box<Names>,
        /// The contract recorded.
        contract: Box<Names>,
    },
    /// An ordinary hand recorded where a forced round owes its next deal
    /// (the round's contract, or a solo taking it away, is the only hand
    /// that deal can be).
    ForcedDealOwed {
        /// The round's contract.
        forced: Box<Names>,
        /// Forehand, who owes it.
        forehand: String,
        /// Which deal of the round (1-based).
        deal: usize,
        /// Deals in the round.
        of: usize,
    },
    /// A forced round of a contract the table does not have.
    UnknownForced {
        /// The id as written.
        contract: String,
    },
    /// A forced deal on a table without forced rounds.
    NoForcedRounds,
    /// A forced deal of a contract no forced round of the table is of.
    NotAForcedRound {
        /// The id as written.
        contract: String,
        /// The contracts the table's forced rounds are of.
        rounds: Box<[String]>,
    },
    /// More rebuys than any hand can have.
    TooManyRebuys {
        /// As written.
        rebuys: u32,
        /// The most allowed.
        max: u32,
    },
    /// `taken_away` on a deal that is not forced.
    TakenAwayNotForced,
    /// A take-away by a contract below the club's threshold.
    TooLowToTakeAway {
        /// The contract recorded.
        contract: Box<Names>,
        /// The lowest that takes a forced game away.
        threshold: Box<Names>,
    },
    /// A take-away where the house rules name no threshold.
    NoTakeAwayRule,
    /// The amounts no longer fit in the ledger's numbers.
    Overflow,
}

/// What an early stage of a curriculum leaves out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageRule {
    /// Folding (surrender).
    Surrender,
    /// The second exchange (omköp).
    Omkop,
    /// The pass penalty.
    PassPenalty,
}

impl std::error::Error for HandError {}

/// An evening's header (players, table, house rules...) that makes no sense.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EveningProblem {
    /// The field at fault (`players`, `variants`...).
    pub field: String,
    /// Why, as data (`words::evening_issue` says it).
    pub kind: EveningIssue,
}

impl std::error::Error for EveningProblem {}

/// What is wrong with one player's name on its own: the one rule the
/// evening file and the app's form both ask
/// (`ledger::setup::name_issue`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameIssue {
    /// Empty, or only spaces.
    Empty,
    /// Spaces at the start or end.
    Spaces,
    /// A control, bidi or invisible character (a zero-width space…).
    HiddenCharacter(char),
    /// `pulla`, the pot's account.
    Reserved,
}

/// What is wrong with an evening's header, with the values a message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EveningIssue {
    /// A file format this program does not read.
    UnknownFormat {
        /// The format in the file.
        found: u32,
        /// The format this program reads.
        known: u32,
    },
    /// Not 3, 4 or 5 players.
    PlayerCount {
        /// How many the file lists.
        count: usize,
    },
    /// A number of players the table does not seat.
    PlayerCountForTable {
        /// How many the file lists.
        count: usize,
        /// The numbers the table seats.
        allowed: Vec<usize>,
    },
    /// A player's name that cannot be used.
    Name {
        /// The name as written.
        name: String,
        /// Why.
        issue: NameIssue,
    },
    /// A control, bidi or invisible character in the club.
    HiddenCharacter {
        /// The text holding it.
        text: String,
        /// The character.
        character: char,
    },
    /// The same player twice (names compared without case).
    Twice {
        /// The name.
        name: String,
    },
    /// A name that is not one of the players.
    NotAPlayer {
        /// The name.
        name: String,
    },
    /// A price of a bet above the ledger's limit.
    PriceTooHigh {
        /// The price in öre.
        price: u64,
        /// The limit in öre.
        max: u64,
    },
    /// `KeepAtLeast` above its limit.
    KeepAtLeastTooHigh {
        /// Betar asked for.
        minimum: u32,
        /// The limit.
        max: u32,
    },
    /// A forced round's contract the table does not have.
    UnknownForced {
        /// The id as written.
        contract: String,
    },
    /// The old rule of rounds after a won contract, on a table without it.
    NoRoundAfter,
    /// A forced round of the house of a contract no forced round of the
    /// table is of (none: the table has no forced rounds).
    NotAForcedRound {
        /// The id as written.
        contract: String,
        /// The contracts the table's forced rounds are of.
        rounds: Box<[String]>,
    },
    /// The last round starting at a deal that is not one of the evening's
    /// (nor the next one).
    LastRoundFrom {
        /// The deal as written (1-based).
        from: usize,
        /// The hands the evening has.
        hands: usize,
    },
    /// `length: (deals: 0)`.
    NoDeals,
    /// Both a number of deals and an end time.
    DealsAndUntil,
    /// An end time that is not `HH:MM`.
    NotATime {
        /// The text as written.
        text: String,
    },
    /// The chip settings cannot be used.
    Chips {
        /// Why.
        problem: crate::error::chips::ChipProblem,
    },
    /// The variants cannot be applied.
    Variants {
        /// Why (boxed: the largest kind, and rare).
        reason: Box<crate::error::VariantsIssue>,
    },
}

/// Where an evening's bid table comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableOrigin {
    /// Built into the program.
    BuiltIn,
    /// A file of the club's table folder.
    User {
        /// The file.
        path: PathBuf,
        /// Whether it replaces a built-in table of the same id.
        replaces_built_in: bool,
    },
}

/// Anything that can go wrong between a file and a settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A file could not be read or written.
    Io(IoError),
    /// Bad RON in an evening file.
    Syntax(SyntaxError),
    /// A bid table is unusable.
    Table(TableError),
    /// The evening names a table that does not exist.
    UnknownTable {
        /// The evening file.
        file: String,
        /// Where the table is named.
        location: Option<Location>,
        /// The id asked for.
        table: String,
        /// The ids available.
        known: String,
    },
    /// The evening's table exists but its file is unusable.
    TableOfEvening {
        /// The evening file.
        file: String,
        /// The table id.
        table: String,
        /// Where the table comes from.
        origin: TableOrigin,
        /// What is wrong with it.
        error: Box<TableError>,
    },
    /// The evening's header is invalid.
    Evening {
        /// The evening file.
        file: String,
        /// Where, when found.
        location: Option<Location>,
        /// What.
        problem: EveningProblem,
    },
    /// A hand is invalid.
    Hand {
        /// The evening file.
        file: String,
        /// Where the hand starts, when found.
        location: Option<Location>,
        /// What.
        error: Box<HandError>,
    },
}

impl From<IoError> for Error {
    fn from(error: IoError) -> Error {
        Error::Io(error)
    }
}

impl From<SyntaxError> for Error {
    fn from(error: SyntaxError) -> Error {
        Error::Syntax(error)
    }
}

impl From<TableError> for Error {
    fn from(error: TableError) -> Error {
        Error::Table(error)
    }
}

impl std::error::Error for Error {}

/// A settlement error as the person who wrote `file` needs it: with the line
/// and column of the field or hand at fault.
pub fn ledger_error(file: &str, source: &str, error: LedgerError) -> Error {
    match error {
        LedgerError::Evening(problem) => {
            let field = problem
                .field
                .split('.')
                .next()
                .unwrap_or_default()
                .to_string();
            Error::Evening {
                file: file.to_string(),
                location: locate(source, &format!("{field}:")),
                problem,
            }
        }
        LedgerError::Hand(error) => Error::Hand {
            file: file.to_string(),
            location: hand_location(source, error.hand),
            error: Box::new(error),
        },
    }
}

/// Why an evening could not be settled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    /// Players, table, variants or house rules.
    #[error(transparent)]
    Evening(EveningProblem),
    /// A hand.
    #[error(transparent)]
    Hand(HandError),
}

/// Why an amount could not become money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, thiserror::Error)]
pub enum MoneyError {
    /// The amount times the price does not fit (a price no table can pay is
    /// refused when the evening is read).
    #[error("the amount does not fit at this price")]
    Overflow,
    /// The accounts do not sum to zero (a broken ledger, never a settled
    /// evening): `sum` is their sum in the ledger's unit.
    #[error("the accounts sum to {sum}, not 0")]
    NotBalanced {
        /// The sum of the accounts.
        sum: i64,
    },
    /// The payments could not be traced back to the balances (they always
    /// form a forest; this would be a broken invariant, said, not hidden).
    #[error("the payments do not settle the balances")]
    Tangled,
}
