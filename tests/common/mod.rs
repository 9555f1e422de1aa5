//! Helpers and data shared by the integration tests (each test binary uses
//! some of them).
#![allow(dead_code)]

#[cfg(feature = "app")]
pub mod app;
pub mod files;
pub mod night;
#[cfg(feature = "app")]
pub mod reach;
pub mod record;
pub mod run;
pub mod sample;
pub mod serve;
pub mod small_archive;
