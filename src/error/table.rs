//! What a bid table's own checks find, as data: each kind of problem with
//! the values it is about. The words are in `src/words/`.

use crate::text::ratio::Ratio;

/// A pot's column in a contract row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum PotColumn {
    /// `pot`: what the contract pays without an omköp.
    Pot,
    /// `omkop`: what it pays after an omköp.
    Omkop,
}

impl PotColumn {
    /// The field's name in a table file.
    pub fn key(self) -> &'static str {
        match self {
            PotColumn::Pot => "pot",
            PotColumn::Omkop => "omkop",
        }
    }
}

/// A value of a pot column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum PotField {
    /// `won`.
    Won,
    /// `lost`.
    Lost,
    /// `codille`.
    Codille,
    /// `overtrick`.
    Overtrick,
}

impl PotField {
    /// The field's name in a table file.
    pub fn key(self) -> &'static str {
        match self {
            PotField::Won => "won",
            PotField::Lost => "lost",
            PotField::Codille => "codille",
            PotField::Overtrick => "overtrick",
        }
    }
}

/// A trump rank of the pinnar and multiplier columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RankColumn {
    /// `common`.
    Common,
    /// `second`.
    Second,
    /// `preference`.
    Preference,
    /// `misar` (multipliers only).
    Misar,
}

impl RankColumn {
    /// The field's name in a table file.
    pub fn key(self) -> &'static str {
        match self {
            RankColumn::Common => "common",
            RankColumn::Second => "second",
            RankColumn::Preference => "preference",
            RankColumn::Misar => "misar",
        }
    }
}

/// A number of a contract row that must be in range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowValue {
    /// A value of `pot` or `omkop`.
    Pot(PotColumn, PotField),
    /// `pinnar.RANK`.
    Pinnar(RankColumn),
    /// `pass_penalty`.
    PassPenalty,
}

/// A number of a levels row (`level.multiplier`, `level.pot`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LevelValue {
    /// `level.multiplier`.
    Multiplier,
    /// `level.pot`.
    Pot,
}

impl LevelValue {
    /// The field's name in a table file.
    pub fn key(self) -> &'static str {
        match self {
            LevelValue::Multiplier => "multiplier",
            LevelValue::Pot => "pot",
        }
    }
}

/// What is wrong with a bid table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableIssue {
    // The family (the file's header).
    /// A classic table's pinnar in a bet out of range.
    PinnarPerBet {
        /// As written.
        value: i32,
        /// The most allowed.
        max: i32,
    },
    /// A levels table's `pinnar_per_bet` other than the points in a bet at
    /// three players, which it stands for (or out of range when the table
    /// has no three-player bet).
    LevelsPinnarPerBet {
        /// As written.
        value: i32,
        /// The points in a bet at three players (`levels.points_per_bet`).
        three: Option<i64>,
        /// The most allowed.
        max: i32,
    },
    /// `house.refill: KeepAtLeast(n)` above the bound no evening accepts.
    KeepAtLeastTooHigh {
        /// As written.
        minimum: u32,
        /// The most allowed.
        max: u32,
    },
    /// `levels` in a classic table.
    LevelsInClassic,
    /// A levels table without its `levels`.
    LevelsMissing,

    // A contract row.
    /// An id that is not lowercase letters, digits and `-`.
    BadId,
    /// `rank: 0`.
    RankZero,
    /// A misär with a number of cards outside 1 to 13.
    MisarCards {
        /// As written.
        cards: u8,
    },
    /// A trick target outside 1 to 13.
    TrickTarget {
        /// As written.
        target: u8,
    },
    /// A trick game with `trump: NoTrump`.
    TrickGameWithoutTrump,
    /// A misär with a trump.
    MisarWithTrump,
    /// A misär with pinnar for a trump rank.
    MisarWithTrumpRank,
    /// A gask played high or low whose trump is not `Chosen`.
    GaskTrumpNotChosen,
    /// `Turned(n)` outside 1 to 13.
    TurnedCards {
        /// As written.
        cards: u8,
    },
    /// `colour_bids` without `trump: Chosen`.
    ColourBidsWithoutChosenTrump,
    /// `omkop` without `stock: Kop`.
    OmkopWithoutKop,
    /// A value that must be 0 or more.
    Negative {
        /// Which.
        field: RowValue,
        /// As written.
        value: i32,
    },
    /// A value far beyond any real table.
    TooLarge {
        /// Which.
        field: RowValue,
        /// As written.
        value: i32,
        /// The largest allowed.
        max: i32,
    },
    /// `level` in a classic table's row.
    LevelInClassic,
    /// A classic row without `pot` and `pinnar`.
    ClassicWithoutPot,
    /// A levels row without `level`.
    LevelMissing,
    /// A levels row with `pot`, `omkop` or `pinnar`.
    LevelsWithPot,
    /// A level whose numbers are far beyond any real table.
    LevelTooLarge {
        /// As written.
        level: Ratio,
        /// The largest number allowed.
        max: i32,
    },
    /// `level.multiplier` or `level.pot` out of range.
    LevelOutOfRange {
        /// Which.
        field: LevelValue,
        /// As written.
        value: i64,
        /// The largest allowed.
        max: i64,
    },
    /// `rebuy` without `stock: Kop`.
    RebuyWithoutKop,
    /// Two rows with one id.
    DuplicateId,
    /// Two rows with one rank.
    RankTwice {
        /// The rank.
        rank: u32,
        /// The other row's id.
        other: String,
    },
    /// The table has no rows.
    NoContracts,
    /// `forced` names a contract the table does not have.
    ForcedUnknown {
        /// The id as written.
        contract: String,
    },

    // A levels table's values.
    /// `points_per_pinne` out of range.
    PointsPerPinne {
        /// As written.
        value: i64,
        /// The largest allowed.
        max: i64,
    },
    /// `points_per_bet` is empty.
    NoPointsPerBet,
    /// `points_per_bet` at a number of players that may not play, or twice.
    PointsPerBetPlayers {
        /// As written.
        players: usize,
    },
    /// A bet's points out of range.
    PointsPerBetPoints {
        /// As written.
        points: i64,
        /// At this many players.
        players: usize,
        /// The largest allowed.
        max: i64,
    },
    /// More than three may play, but `seating` does not say who sits out.
    NoSitOut {
        /// Players at the table.
        players: usize,
    },
    /// A `seating` row that does not name the seats that sit out.
    Seating {
        /// Players at the table.
        players: usize,
        /// The seats as written.
        sit_out: Vec<usize>,
    },
    /// `level_column` beyond the columns.
    LevelColumn {
        /// As written.
        column: usize,
        /// The columns there are.
        columns: usize,
    },
    /// A row's column beyond the columns.
    ContractColumn {
        /// The row's id.
        contract: String,
        /// As written.
        column: usize,
        /// The columns there are.
        columns: usize,
    },
    /// `multipliers.RANK` out of range.
    Multiplier {
        /// Which.
        rank: RankColumn,
        /// As written.
        value: i64,
        /// The largest allowed.
        max: i64,
    },

    /// A variant's problem.
    Variant {
        /// The variant's id.
        variant: String,
        /// What is wrong with it.
        problem: VariantProblem,
    },
}

/// What is wrong with a variant of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantProblem {
    /// Two variants with one id.
    DuplicateId,
    /// It overrides a contract the table does not have.
    UnknownContract {
        /// The id as written.
        contract: String,
    },
    /// It overrides a contract twice.
    Twice {
        /// The contract's id.
        contract: String,
    },
    /// It changes the omköp values of a contract without omköp.
    NoOmkop {
        /// The contract's id.
        contract: String,
    },
    /// It makes a contract row wrong.
    Breaks {
        /// The contract's id.
        contract: String,
        /// What is then wrong with the row.
        issue: Box<TableIssue>,
    },
}

/// Why an evening's variants cannot be applied to its table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantsIssue {
    /// A variant chosen twice.
    ListedTwice {
        /// Its id.
        variant: String,
    },
    /// A variant the table does not have.
    Unknown {
        /// The id as written.
        variant: String,
        /// The table's variants.
        known: Vec<String>,
    },
    /// Two variants set one value differently.
    Conflict {
        /// The variant that set it first.
        first: String,
        /// The variant that sets it again.
        second: String,
        /// The contract.
        contract: String,
        /// The column.
        column: PotColumn,
        /// The value.
        field: PotField,
        /// What the first sets.
        first_value: i32,
        /// What the second sets.
        second_value: i32,
    },
    /// A variant names a contract the table does not have.
    UnknownContract {
        /// The variant's id.
        variant: String,
    },
}
