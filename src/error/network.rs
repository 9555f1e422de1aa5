//! Why a table's evening could not be read over the local network (a club
//! night's host following its tables, [`crate::serve::feed`]). Kinds only:
//! the words are in [`crate::words::night`].

/// Why a table's evening could not be read over the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FeedError {
    /// The address is not `http://HOST:PORT/TOKEN/` (as written, escaped).
    BadAddress(String),
    /// No connection, or no answer in time (the system's reason).
    Unreachable(String),
    /// The table answered, but not with its evening: a wrong token (404),
    /// or its file cannot be read just now (503).
    Status(u16),
    /// The answer is too large, or not an HTTP answer in UTF-8.
    NotAnEvening(&'static str),
}
