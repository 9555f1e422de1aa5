//! The rules of the game as data: bid tables read from RON files, the
//! registry of built-in and club tables, and finding a contract from what a
//! player types. Nothing here touches an evening's money.
//!
//! - [`table`]: a bid table (contracts in bid order, variants, house rules).
//! - [`registry`]: the built-in tables and a club's own table folder.
//! - [`levels`]: the levels-and-points family's data (exact levels).
//! - [`search`]: `v8`, `ving 8`, `gök` → a contract.

pub mod levels;
pub mod registry;
pub mod search;
pub mod table;
