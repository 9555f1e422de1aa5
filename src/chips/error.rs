//! What can go wrong when chips follow a settlement: a seat or a kind the
//! table does not have, shares for another number of seats, a chip set
//! that names a kind it lacks. Each is a broken invariant between the
//! ledger and the chips (the ledger makes postings only between its own
//! seats, and the file's chip set is checked when it is read); it is
//! said, with its data, instead of becoming a quiet zero.

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
