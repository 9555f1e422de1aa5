//! The languages and names, from the ground room ([`crate::text`]): used
//! by every kind of rules data (tables, levels, chips).

pub use crate::text::language::{Language, Names};
