//! A small archive worked out by hand, shared by the archive tests of the
//! core, the command line and the app.

// ---------------------------------------------------------------------------
// A small archive worked out by hand (stockholm table, tables/stockholm.ron
// and RULES.md; 1 bet = 8 pinnar, opening åla 1 bet each, refill when short).
// ---------------------------------------------------------------------------

/// Evening A: three players, everyone plays every hand, 5 kr a bet.
///
/// Åla: Anna, Bo, Cia -8 each, pulla 24.
/// 1. Cia deals. Anna vingel 7 (rank 11) in preference, 8 tricks: won (target
///    7). Pot won 1 bet: pulla -> Anna 8. Pinnar preference 3 from Bo and from
///    Cia. Anna -8+8+6 = 6, Bo -11, Cia -11, pulla 16. Anna's net: +14.
/// 2. Anna deals. Bo 8-spel (rank 10) in common, 6 tricks: two short,
///    codille. Pot codille 2 betar: Bo -> pulla 16. Pinnar common 0.
///    Anna 6, Bo -27, Cia -11, pulla 32. Bo's net: -16.
/// 3. Bo deals. Cia gök (rank 6), 0 tricks: won. Pot won 1 bet: pulla -> Cia
///    8. Pinnar 0. Anna passed without low guards (Bo did not): Anna pays 1
///    bet into the pulla. Anna -2, Bo -27, Cia -3, pulla 32. Cia's net: +8
///    (the penalty is Anna's, not the contract's).
/// 4. Cia deals. Anna begär (rank 1) in common, surrendered: a köp contract
///    costs a simple loss, 1 bet: Anna -> pulla 8; pinnar common 0.
///    Anna -10, Bo -27, Cia -3, pulla 40. Anna's net: -8.
///
/// Betdelning: 40 / 3 = 13 each, 1 odd. After the shares Anna 3, Bo -14,
/// Cia 10; the odd pinne to the biggest loser, Bo: -13.
/// Final: Anna +3, Bo -13, Cia +10. Money at 500 öre a bet: Anna 3 * 62.5 =
/// 187.5 -> 188 öre; Bo -812.5 -> -813 öre; Cia 625 öre.
pub const EVENING_A: &str = r#"Evening(
    format: 1,
    id: "2026-01-10-aaaaaaaaaaaa",
    date: "2026-01-10",
    club: "Provklubben",
    table: "stockholm",
    house: House(price_per_bet_ore: 500),
    players: ["Anna", "Bo", "Cia"],
    first_dealer: "Cia",
    hands: [
        Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
        Hand(declarer: "Bo", contract: "spel-8", trump: Common, result: Tricks(6)),
        Hand(declarer: "Cia", contract: "gok", result: Tricks(0), gok_penalty: ["Anna"]),
        Hand(declarer: "Anna", contract: "begar", trump: Common, result: Surrendered),
    ],
)
"#;

/// Evening B: four players (the dealer's right sits out), no price.
///
/// Åla: everyone -8, pulla 32.
/// 1. Anna deals, Dag sits out. Bo turné 8 (rank 12) in second, 8 tricks:
///    won. Pot won 2 betar: pulla -> Bo 16. Pinnar second 1 from Cia and
///    from Anna. Anna -9, Bo 10, Cia -9, Dag -8, pulla 16. Bo's net: +18.
/// 2. Bo deals, Anna sits out. Dag tringel 9 (rank 22) in preference, 8
///    tricks: one short, lost. Pot lost 3 betar: Dag -> pulla 24. Pinnar
///    preference 11 to Cia and to Bo. Anna -9, Bo 21, Cia 2, Dag -54, pulla
///    40. Dag's net: -46.
/// 3. Cia deals, Bo sits out. Anna vingel 7 after omköp from common, played
///    in preference, 7 tricks: won. Omköp: Anna pays Dag and Cia the common
///    pinnar, 1 each; pot after omköp won 0; pinnar preference 3 from Dag
///    and from Cia. Anna -5, Bo 21, Cia 0, Dag -56, pulla 40. Anna's net: +4.
///
/// Betdelning: 40 / 4 = 10 each. Final: Anna +5, Bo +31, Cia +10, Dag -46.
pub const EVENING_B: &str = r#"Evening(
    format: 1,
    id: "2026-02-14-bbbbbbbbbbbb",
    date: "2026-02-14",
    club: "Provklubben",
    table: "stockholm",
    players: ["Anna", "Bo", "Cia", "Dag"],
    first_dealer: "Anna",
    hands: [
        Hand(declarer: "Bo", contract: "turne-8", trump: Second, result: Tricks(8)),
        Hand(declarer: "Dag", contract: "tringel-9", trump: Preference, result: Tricks(8)),
        Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, omkop: Some(Common), result: Tricks(7)),
    ],
)
"#;

/// A hand-written evening without an id.
pub const NO_ID: &str = r#"// Written by hand after the evening.
Evening(format: 1, date: "2026-03-01", club: "Grannklubben", table: "stockholm",
    players: ["Anna", "Bo", "Cia"], first_dealer: "Anna",
    hands: [Hand(declarer: "Bo", contract: "spel-7", trump: Common, result: Tricks(7))])
"#;

/// Evening I: Isbergsvira (tables/isberg.ron; 1 bet = 54 points at three,
/// no opening åla but the pulla kept at 3 betar or more), 10 kr a bet.
///
/// Before the first deal the pulla is empty: everyone puts in 1 bet (54),
/// pulla 162.
/// 1. Anna deals (Bo forehand). Cia tringel 9 (level 4, x3) in preference
///    (x4) with two rebuys, 9 tricks: won. Value 4 x 4 x 3 = 48. Rebuys
///    2 x k (3 betar = 162) = 324: Cia -> pulla. Pot won k: pulla -> Cia 162.
///    Bo and Anna pay Cia 48 each. Anna -102, Bo -102, Cia -54 - 324 + 162
///    + 96 = -120, pulla 324 (as in tests/isberg.rs). Cia's net: -66.
/// 2. Bo deals (Cia forehand). Bo solo 10 (level 32) in preference over a
///    second-last bid of köpmisär 1 (level 8): above sea level (12) the base
///    is 32 + 8 = 40, value 40 x 4 = 160. Pot won k = 1 bet: pulla -> Bo 54.
///    Cia and Anna pay Bo 160 each. Anna -262, Bo -102 + 54 + 320 = 272,
///    Cia -280, pulla 270 (5 betar: no refill). Bo's net: +374.
///
/// Betdelning: 270 / 3 = 90 each. Final: Anna -172, Bo +362, Cia -190
/// points. Money at 1000 öre a bet of 54 points: Anna -172000/54 = -3185.19
/// -> -3185 öre; Bo 362000/54 = 6703.70 -> 6704; Cia -190000/54 = -3518.52
/// -> -3519 (the three sum to 0).
pub const EVENING_ISBERG: &str = r#"Evening(
    format: 1,
    id: "2026-11-22-cccccccccccc",
    date: "2026-11-22",
    club: "Viraklubben 4V",
    table: "isberg",
    house: House(price_per_bet_ore: 1000),
    players: ["Anna", "Bo", "Cia"],
    first_dealer: "Anna",
    hands: [
        Hand(declarer: "Cia", contract: "tringel-9", trump: Preference, rebuys: 2, result: Tricks(9)),
        Hand(declarer: "Bo", contract: "solo-10", trump: Preference, second_last: Some("kopmisar-1"), result: Tricks(10)),
    ],
)
"#;

/// Writes `n` copies of [`EVENING_A`] into `dir`, each under an id of its
/// own (`2026-01-10-000000000000`, …), as `ID.ron`: an archive of `n`
/// evenings and `4 n` hands, each played by Anna, Bo and Cia; Anna
/// declares two an evening (one won, one surrendered), Bo one (codille),
/// Cia one (won). A federation's counts (issue 22) from a known evening.
pub fn write_copies_of_a(dir: &std::path::Path, n: usize) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for i in 0..n {
        let id = format!("2026-01-10-{i:012x}");
        let evening = EVENING_A.replacen("2026-01-10-aaaaaaaaaaaa", &id, 1);
        std::fs::write(dir.join(format!("{id}.ron")), evening)?;
    }
    Ok(())
}
