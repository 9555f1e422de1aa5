//! What can go wrong when chips follow a settlement: a seat or a kind the
//! table does not have, shares for another number of seats, a chip set
//! that names a kind it lacks. Each is a broken invariant between the
//! ledger and the chips (the ledger makes postings only between its own
//! seats, and the file's chip set is checked when it is read); it is
//! said, with its data, instead of becoming a quiet zero.

pub use crate::error::chips::ChipError;
