//! The rules of the game as data: bid tables read from RON files, the
//! registry of built-in and club tables, and finding a contract from what a
//! player types. Nothing here touches an evening's money.
//!
//! - [`table`]: a bid table (contracts in bid order, variants, house rules).
//! - [`registry`]: the built-in tables and a club's own table folder.
//! - [`levels`]: the levels-and-points family's data (exact levels).
//! - [`chips`]: the chips of a vira-pulla as data (kinds, the bowl at the
//!   start, the token conventions).
//! - [`names`]: names in Swedish and English, and the two languages.
//! - [`search`]: `v8`, `ving 8`, `gök` → a contract.

pub mod chips;
pub mod levels;
pub mod names;
pub mod registry;
pub mod search;
pub mod table;
