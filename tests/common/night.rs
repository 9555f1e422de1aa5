//! A club night's folder for the tests: a night file and the evening
//! files of its tables.
#![allow(clippy::unwrap_used)]

use std::path::Path;

/// An example evening of `docs/examples`.
pub fn example(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/examples")
            .join(name),
    )
    .unwrap()
}

/// Table 3's evening (sitting 2, table 2 of [`night_folder`]): the
/// three-player chip evening played by Eva, Fia and Gun, the players that
/// table was seated with.
pub fn table_three() -> String {
    example("2026-11-22-chips.ron")
        .replace("\"Anna\"", "\"Eva\"")
        .replace("\"Bo\"", "\"Fia\"")
        .replace("\"Cia\"", "\"Gun\"")
}

/// A night folder: the README's four-player evening as table 1 of the
/// first sitting, the three-player chip evening as table 1 of the second,
/// and a table 2 of the second sitting not handed in. The night plays
/// Stockholm's table at 0,50 kr a bet until 23:00 with a last round; its
/// table 2 of the second sitting plays Öberg's 1945 table, 24 deals.
pub fn night_folder(rule: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bord-1.ron"),
        example("2026-11-21-sundsvall.ron"),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("bord-2.ron"),
        example("2026-11-22-chips.ron"),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("kvall.night"),
        format!(
            r#"Night(format: 1, date: "2026-11-26", club: Some("Stockholms Wirasällskap"), rule: {rule},
                game: NightGame(table: Some("stockholm"), price_per_bet_ore: Some(50), currency: Some("kr"),
                    length: (until: Some("23:00"), last_round: true)),
                sittings: [
                    Sitting(tables: [NightTable(evening: "bord-1.ron", players: ["Anna", "Bo", "Cia", "Dag"])]),
                    Sitting(tables: [
                        NightTable(evening: "bord-2.ron", players: ["Anna", "Bo", "Cia"]),
                        NightTable(evening: "bord-3.ron", players: ["Eva", "Fia", "Gun"],
                            game: Some(NightGame(table: Some("oberg-1945"), length: (deals: Some(24))))),
                    ]),
                ])"#
        ),
    )
    .unwrap();
    dir
}

/// A night of [`night_folder`] closed into the archive folder `archive`
/// (its two tables handed in, the third missing); the night's own folder
/// with it.
pub fn closed_into(archive: &Path) -> tempfile::TempDir {
    let dir = night_folder("Places(points: [3, 2, 1, 0])");
    vira::disk::night::close_night(
        &dir.path().join("kvall.night"),
        &vira::rules::registry::TableRegistry::built_in(),
        archive,
        None,
    )
    .unwrap();
    dir
}
