//! What is wrong with a chip set (`ChipProblem`, the settings' kinds and
//! tokens) and why chips cannot follow a settlement (`ChipError`, a broken
//! invariant as data): the kinds of `src/rules/chips.rs` and `src/chips/`.

/// Why chip settings cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChipProblem {
    /// No kind of chip at all.
    NoKinds,
    /// Two kinds with one id.
    KindTwice(String),
    /// A kind worth 0 (or more than `MAX_BETAR` (in `rules/chips.rs`) betar).
    BadValue(String),
    /// The bowl or a token names a kind the set lacks.
    UnknownKind(String),
    /// More than `MAX_COUNT` (in `rules/chips.rs`) chips of a kind in a bowl.
    TooMany(String),
    /// A token worth 0 or more than `MAX_BETAR` (in `rules/chips.rs`) betar.
    BadToken(String),
    /// A token the same kind and place as an earlier one.
    TokenTwice(String),
    /// The table pays in points that chips of whole pinnar cannot carry
    /// (a levels table).
    NotPinnar,
}

/// Why chips cannot follow a settlement.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChipError {
    /// A posting or a share names a seat the table does not have.
    #[error("seat {seat} is not at the table ({seats} seats)")]
    NoSuchSeat {
        /// The seat named.
        seat: usize,
        /// Seats at the table.
        seats: usize,
    },
    /// The shares of the betdelning are for another number of seats.
    #[error("{shares} shares of the pulla for {seats} seats")]
    SeatCount {
        /// Shares given.
        shares: usize,
        /// Seats at the table.
        seats: usize,
    },
    /// A hand to preview after a hand the evening does not have.
    #[error("no hand {hand} to follow in chips ({hands} hands)")]
    NoSuchHand {
        /// The hand's index (0-based).
        hand: usize,
        /// Hands in the evening.
        hands: usize,
    },
    /// A chip kind the set does not have.
    #[error("chip kind {kind} is not in the set ({kinds} kinds)")]
    NoSuchKind {
        /// The kind named.
        kind: usize,
        /// Kinds in the set.
        kinds: usize,
    },
    /// The bowl or a token names a kind by an id the set lacks (settings
    /// not checked with [`crate::chips::ChipSettings::check`]).
    #[error("the chip set has no kind `{id}`")]
    UnknownKind {
        /// The id.
        id: String,
    },
}
