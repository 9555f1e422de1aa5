//! The ground: the vocabulary every room uses and that uses nothing of the
//! crate. The languages the app speaks and a name in them
//! ([`language`]); text from a file or a user made safe to show
//! ([`escape`]); an exact rational number, as table files write it
//! ([`ratio`]); the random tokens of the phones' addresses ([`token`]).

pub mod escape;
pub mod game;
pub mod language;
pub mod ratio;
pub mod token;

pub use language::{Language, Names};
