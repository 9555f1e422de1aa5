//! A club night's standing in the app (issue 36, 4 in part): opened from
//! its file, followed as its tables' files change.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use crate::common;

use common::app::{app_opening, frames, shows};
use common::night::{example, night_folder};

#[test]
fn the_night_opens_on_its_standing_and_follows_a_table_handed_in() {
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let data = tempfile::tempdir().unwrap();
    let mut h = app_opening(data.path(), Some(&night.path().join("kvall.night")));
    frames(&mut h);
    assert!(
        shows(&h, "Klubbkväll 2026-11-26, Stockholms Wirasällskap"),
        "{:?}",
        common::app::texts(&h)
    );
    // Anna leads on 5 points; table 3 of the second sitting is missing.
    assert!(shows(&h, "Anna"));
    assert!(common::app::shows_part(&h, "inte inlämnad än"));
    assert!(shows(&h, "26,26 kr"));
    // Table 3 hands in its file: within a second the standing counts it.
    let three = example("2026-11-22-chips.ron")
        .replace("\"Anna\"", "\"Eva\"")
        .replace("\"Bo\"", "\"Fia\"")
        .replace("\"Cia\"", "\"Gun\"");
    std::fs::write(night.path().join("bord-3.ron"), three).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(600));
    frames(&mut h);
    assert!(
        !common::app::shows_part(&h, "inte inlämnad än"),
        "{:?}",
        common::app::texts(&h)
    );
    assert!(common::app::shows_part(
        &h,
        "sittning 2, bord 2 (bord-3.ron): Eva"
    ));
}
