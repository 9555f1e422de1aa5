//! Helpers and data shared by the integration tests (each test binary uses
//! some of them).
#![allow(dead_code)]

pub mod app;
pub mod small_archive;
