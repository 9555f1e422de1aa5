//! Golden values for the four built-in bid tables.
//!
//! Every expected number in this file was transcribed by hand from the source
//! texts in `/work/shared/seeds/` (see `seeds/README.md`). None of them is read
//! from `tables/*.ron` or computed by the crate: the tables below are the
//! reference, and `vira::settle_json_str` (the JSON of `vira settle --json`) is
//! what is checked against them. How a row's numbers turn into postings
//! (won / lost / codille / surrendered, omköp, which trump rank pays) follows
//! `/work/shared/RULES.md`.
//!
//! Sign conventions used in the checks (all amounts in pinnar, 1 bet = 8):
//! - pot:    net of the postings with reason "pot" between the declarer and the
//!   pulla; + when the pulla pays the declarer.
//! - pinnar: net of the reason "pinnar" postings between the declarer and ONE
//!   opponent; + when the opponent pays the declarer. Checked for each opponent.
//! - omkop:  same for reason "omkop" (always <= 0: the declarer pays).
// Test and benchmark code: a panic is a failing test, so the library's
// rules against unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::collections::BTreeMap;

use serde_json::Value;

const PLAYERS: [&str; 3] = ["Anna", "Bo", "Cia"];
const BET: i64 = 8;

/// The 40 contract ids, the same in every table (from the project brief).
const CONTRACT_IDS: &str = "begar turne-6 spel-7 vingel-6 gask-0 gok turne-7 kopmisar-1 gask-1 \
    spel-8 vingel-7 turne-8 kopmisar-2 gask-2 solo-6 vingel-8 kopmisar-3 gask-3 spel-9 \
    kopmisar-4 gask-4 tringel-9 kopmisar-5 gask-6 solo-7 kopmisar-6 gask-5 solo-8 vira \
    solo-petite-misar solo-9 solo-grande-misar solo-10 solo-petite-misar-ouverte \
    solo-petite-misar-ouverte-royale solo-11 solo-grande-misar-ouverte \
    solo-grande-misar-ouverte-royale solo-12 solo-vira";

// ---------------------------------------------------------------------------
// Transcriptions
//
// One line per contract:
//   contract | pot won lost codille | omköp won lost codille | pinnar common second preference
// Pot values in betar, pinnar in pinnar. "–" = not in the table (no omköp, or the
// trump rank is not allowed). "a+b" in the omköp won column = a betar plus b betar
// per trick above the target. The pinnar common column is also the misär column.
// Anything after '#' is a comment (the source's name for the row).
// ---------------------------------------------------------------------------

/// `stockholm`: seeds/001_5078b3f1ebf8fd6a.txt.
/// Pot: "Betalingar till och från pullan i Stockholms Wirasällskap"
///   (Alla spel utom de nedan 1 1 2 | 0 3 5; Gök 1 2 4 | – – –; Vingel 6 och 7
///   1 2 4 | 0* 6 10; Vingel 8 2 2 4 | 1† 6 10; Turné 8 2 1 2 | 1‡ 3 5;
///   Tringel 9 3 3 6 | 1§ 9 15). Omköp exists only for köpspel (begär, n-spel,
///   turné, vingel, tringel, köpmisär), not for gask, gök, vira or solo.
/// Pinnar: "Budtabell för Stockholms Wirasällskap" (Ofärg/Misär, Andra färg, Högsta färg).
const STOCKHOLM: &str = "
begar                            | 1 1 2 | 0 3 5  | 0 0 1     # 1 Begär (6-spel)
turne-6                          | 1 1 2 | 0 3 5  | 0 0 1     # 2 Turné 6
spel-7                           | 1 1 2 | 0 3 5  | 0 0 1     # 3 7-spel
vingel-6                         | 1 2 4 | 0 6 10 | 0 1 1     # 4 Vingel 6 (0*)
gask-0                           | 1 1 2 | – – –  | 0 0 1     # 5 Gask på 0
gok                              | 1 2 4 | – – –  | 0 – –     # 6 Gök
turne-7                          | 1 1 2 | 0 3 5  | 0 1 1     # 7 Turné 7
kopmisar-1                       | 1 1 2 | 0 3 5  | 0 – –     # 8 Köpmisär på 1
gask-1                           | 1 1 2 | – – –  | 0 0 1     # 9 Gask på 1
spel-8                           | 1 1 2 | 0 3 5  | 0 1 1     # 10 8-spel
vingel-7                         | 1 2 4 | 0 6 10 | 1 1 3     # 11 Vingel 7 (0*)
turne-8                          | 2 1 2 | 1 3 5  | 1 1 3     # 12 Turné 8 (1‡)
kopmisar-2                       | 1 1 2 | 0 3 5  | 0 – –     # 13 Köpmisär på 2
gask-2                           | 1 1 2 | – – –  | 0 1 1     # 14 Gask på 2
solo-6                           | 1 1 2 | – – –  | 0 1 1     # 15 Solo 6
vingel-8                         | 2 2 4 | 1 6 10 | 1 3 5     # 16 Vingel 8 (1†)
kopmisar-3                       | 1 1 2 | 0 3 5  | 0 – –     # 17 Köpmisär på 3
gask-3                           | 1 1 2 | – – –  | 0 1 2     # 18 Gask på 3
spel-9                           | 1 1 2 | 0 3 5  | 1 1 3     # 19 9-spel
kopmisar-4                       | 1 1 2 | 0 3 5  | 1 – –     # 20 Köpmisär på 4
gask-4                           | 1 1 2 | – – –  | 1 1 3     # 21 Gask på 4
tringel-9                        | 3 3 6 | 1 9 15 | 3 5 11    # 22 Tringel 9 (1§)
kopmisar-5                       | 1 1 2 | 0 3 5  | 1 – –     # 23 Köpmisär på 5
gask-6                           | 1 1 2 | – – –  | 1 2 4     # 24 Gask på 6
solo-7                           | 1 1 2 | – – –  | 0 1 2     # 25 Solo 7
kopmisar-6                       | 1 1 2 | 0 3 5  | 1 – –     # 26 Köpmisär på 6
gask-5                           | 1 1 2 | – – –  | 1 3 5     # 27 Gask på 5
solo-8                           | 1 1 2 | – – –  | 1 2 4     # 28 Solo 8
vira                             | 1 1 2 | – – –  | 2 4 8     # 29 Vira
solo-petite-misar                | 1 1 2 | – – –  | 2 – –     # 30 Solo petite misär
solo-9                           | 1 1 2 | – – –  | 2 4 8     # 31 Solo 9
solo-grande-misar                | 1 1 2 | – – –  | 4 – –     # 32 Solo grande misär
solo-10                          | 1 1 2 | – – –  | 4 8 16    # 33 Solo 10
solo-petite-misar-ouverte        | 1 1 2 | – – –  | 8 – –     # 34 Solo petite misär ouverte
solo-petite-misar-ouverte-royale | 1 1 2 | – – –  | 16 – –    # 35 Solo petite misär ouv. roy.
solo-11                          | 1 1 2 | – – –  | 8 16 32   # 36 Solo 11
solo-grande-misar-ouverte        | 1 1 2 | – – –  | 24 – –    # 37 Solo grande misär ouverte
solo-grande-misar-ouverte-royale | 1 1 2 | – – –  | 32 – –    # 38 Solo grande misär ouv. roy.
solo-12                          | 1 1 2 | – – –  | 16 32 64  # 39 Solo 12
solo-vira                        | 1 1 2 | – – –  | 32 64 128 # 40 Solo vira
";

/// `stockholm-1999`: seeds/002_d856b4b7fbcb129c.txt, "The new bid table of the
/// Stockholms Wirasällskap" (pagat). Cells run together: "124 0610 011" = 1 2 4 | 0 6 10 | 0 1 1.
const STOCKHOLM_1999: &str = "
begar                            | 1 1 2 | 0 3 5  | 0 0 1     # 1 Begär        112 035 001
turne-6                          | 1 1 2 | 0 3 5  | 0 0 1     # 2 Turné 6      112 035 001
spel-7                           | 1 1 2 | 0 3 5  | 0 0 1     # 3 7-Spel       112 035 001
vingel-6                         | 1 2 4 | 0 6 10 | 0 1 1     # 4 Vingel 6     124 0610 011
gask-0                           | 1 1 2 | – – –  | 0 0 1     # 5 Gask, keeping 0  112 --- 001
gok                              | 1 2 4 | – – –  | 0 – –     # 6 Gök          124 --- 0--
turne-7                          | 1 1 2 | 0 3 5  | 0 1 1     # 7 Turné 7      112 035 011
kopmisar-1                       | 1 1 2 | 0 3 5  | 0 – –     # 8 Köpmisär, exchanging 1  112 035 0--
gask-1                           | 1 1 2 | – – –  | 0 0 1     # 9 Gask, keeping 1  112 --- 001
spel-8                           | 1 1 2 | 0 3 5  | 0 1 1     # 10 8-Spel      112 035 011
vingel-7                         | 1 2 4 | 0 6 10 | 1 1 3     # 11 Vingel 7    124 0610 113
turne-8                          | 2 1 2 | 0 3 5  | 1 1 3     # 12 Turné 8     212 035 113
kopmisar-2                       | 1 1 2 | 0 3 5  | 0 – –     # 13 Köpmisär, exchanging 2  112 035 0--
gask-2                           | 1 1 2 | – – –  | 0 1 1     # 14 Gask, keeping 2  112 --- 011
solo-6                           | 1 1 2 | – – –  | 0 1 1     # 15 Solo 6      112 --- 011
vingel-8                         | 2 2 4 | 0 6 10 | 1 3 5     # 16 Vingel 8    224 0610 135
kopmisar-3                       | 1 1 2 | 0 3 5  | 0 – –     # 17 Köpmisär, exchanging 3  112 035 0--
gask-3                           | 1 1 2 | – – –  | 0 1 2     # 18 Gask, keeping 3  112 --- 012
spel-9                           | 1 1 2 | 0 3 5  | 1 1 3     # 19 9-Spel      112 035 113
kopmisar-4                       | 1 1 2 | 0 3 5  | 1 – –     # 20 Köpmisär, exchanging 4  112 035 1--
gask-4                           | 1 1 2 | – – –  | 1 1 3     # 21 Gask, keeping 4  112 --- 113
tringel-9                        | 3 3 6 | 1 9 15 | 3 5 11    # 22 Tringel 9   336 1915 3511
kopmisar-5                       | 1 1 2 | 0 3 5  | 1 – –     # 23 Köpmisär, exchanging 5  112 035 1--
gask-6                           | 1 1 2 | – – –  | 1 2 4     # 24 Gask, keeping 6  112 --- 124
solo-7                           | 1 1 2 | – – –  | 0 1 2     # 25 Solo 7      112 --- 012
kopmisar-6                       | 1 1 2 | 0 3 5  | 1 – –     # 26 Köpmisär, exchanging 6  112 035 1--
gask-5                           | 1 1 2 | – – –  | 1 3 5     # 27 Gask, keeping 5  112 --- 135
solo-8                           | 1 1 2 | – – –  | 1 2 4     # 28 Solo 8      112 --- 124
vira                             | 1 1 2 | – – –  | 2 4 8     # 29 Vira        112 --- 248
solo-petite-misar                | 1 1 2 | – – –  | 2 – –     # 30 Solo petite misär  112 --- 2--
solo-9                           | 1 1 2 | – – –  | 2 4 8     # 31 Solo 9      112 --- 248
solo-grande-misar                | 1 1 2 | – – –  | 4 – –     # 32 Solo grande misär  112 --- 4--
solo-10                          | 1 1 2 | – – –  | 4 8 16    # 33 Solo 10     112 --- 4816
solo-petite-misar-ouverte        | 1 1 2 | – – –  | 8 – –     # 34 Solo petite misär ouverte  112 --- 8--
solo-petite-misar-ouverte-royale | 1 1 2 | – – –  | 16 – –    # 35 Solo petite misär ouverte royale  112 --- 16--
solo-11                          | 1 1 2 | – – –  | 8 16 32   # 36 Solo 11     112 --- 81632
solo-grande-misar-ouverte        | 1 1 2 | – – –  | 24 – –    # 37 Solo grande misär ouverte  112 --- 24--
solo-grande-misar-ouverte-royale | 1 1 2 | – – –  | 32 – –    # 38 Solo grande misär ouverte royale  112 --- 32--
solo-12                          | 1 1 2 | – – –  | 16 32 64  # 39 Solo 12     112 --- 163264
solo-vira                        | 1 1 2 | – – –  | 32 64 128 # 40 Solo Vira   112 --- 3264128
";

/// `oberg-1945`: seeds/002_d856b4b7fbcb129c.txt, "The Öbergs bid table" with
/// "Notes on the table": (a) turné 8 after omköp "normally receives 1 bet for taking
/// 8 tricks and 1 extra bet for each trick above 8"; (b) vingel 8 "normally receives
/// nothing for taking 8 tricks and 1 bet for each trick above 8"; (c) tringel 9
/// "normally receives 1 bet for taking 9 tricks and 2 betar for each trick above 9".
/// Rows in the Öberg bid order (it differs from Stockholm's).
const OBERG_1945: &str = "
begar                            | 1 1 2 | 0 3 5    | 0 0 1     # 1 Begär        112 035 001
turne-6                          | 1 1 2 | 0 3 5    | 0 0 1     # 2 Turné 6      112 035 001
spel-7                           | 1 1 2 | 0 3 5    | 0 0 1     # 3 7-Spel       112 035 001
vingel-6                         | 1 2 4 | -1 6 10  | 0 1 1     # 4 Vingel 6     124 -1610 011
gask-0                           | 1 1 2 | – – –    | 0 0 0     # 5 Gask, keeping 0  112 --- 000
gok                              | 1 2 4 | – – –    | 0 – –     # 6 Gök          124 --- 0--
turne-7                          | 1 1 2 | 0 3 5    | 0 1 1     # 7 Turné 7      112 035 011
kopmisar-1                       | 1 1 2 | 0 3 5    | 0 – –     # 8 Köpmisär, exchanging 1  112 035 0--
gask-1                           | 1 1 2 | – – –    | 0 0 1     # 9 Gask, keeping 1  112 --- 001
spel-8                           | 1 1 2 | 0 3 5    | 0 1 1     # 10 8-Spel      112 035 011
vingel-7                         | 1 2 4 | -1 6 10  | 1 1 3     # 11 Vingel 7    124 -1610 113
turne-8                          | 2 1 2 | 1+1 3 5  | 1 1 3     # 12 Turné 8     212 (a)35 113
kopmisar-2                       | 1 1 2 | 0 3 5    | 0 – –     # 13 Köpmisär, exchanging 2  112 035 0--
gask-2                           | 1 1 2 | – – –    | 0 1 1     # 14 Gask, keeping 2  112 --- 011
spel-9                           | 1 1 2 | 0 3 5    | 1 1 3     # 15 9-Spel      112 035 113
vingel-8                         | 2 2 4 | 0+1 6 10 | 1 3 5     # 16 Vingel 8    224 (b)610 135
kopmisar-3                       | 1 1 2 | 0 3 5    | 0 – –     # 17 Köpmisär, exchanging 3  112 035 0--
gask-3                           | 1 1 2 | – – –    | 0 1 2     # 18 Gask, keeping 3  112 --- 012
solo-6                           | 1 1 2 | – – –    | 0 0 1     # 19 Solo 6      112 --- 001
kopmisar-4                       | 1 1 2 | 0 3 5    | 1 – –     # 20 Köpmisär, exchanging 4  112 035 1--
gask-4                           | 1 1 2 | – – –    | 1 1 3     # 21 Gask, keeping 4  112 --- 113
tringel-9                        | 3 3 6 | 1+2 9 15 | 3 5 11    # 22 Tringel 9   336 (c)915 3511
solo-7                           | 1 1 2 | – – –    | 0 1 1     # 23 Solo 7      112 --- 011
kopmisar-5                       | 1 1 2 | 0 3 5    | 1 – –     # 24 Köpmisär, exchanging 5  112 035 1--
gask-6                           | 1 1 2 | – – –    | 1 2 4     # 25 Gask, keeping 6  112 --- 124
solo-8                           | 1 1 2 | – – –    | 1 1 3     # 26 Solo 8      112 --- 113
kopmisar-6                       | 1 1 2 | 0 3 5    | 1 – –     # 27 Köpmisär, exchanging 6  112 035 1--
gask-5                           | 1 1 2 | – – –    | 1 3 5     # 28 Gask, keeping 5  112 --- 135
solo-9                           | 1 1 2 | – – –    | 1 3 5     # 29 Solo 9      112 --- 135
solo-petite-misar                | 1 1 2 | – – –    | 2 – –     # 30 Solo petite misär  112 --- 2--
vira                             | 1 1 2 | – – –    | 2 4 8     # 31 Vira        112 --- 248
solo-10                          | 1 1 2 | – – –    | 3 5 11    # 32 Solo 10     112 --- 3511
solo-grande-misar                | 1 1 2 | – – –    | 3 – –     # 33 Solo grande misär  112 --- 3--
solo-11                          | 1 1 2 | – – –    | 5 11 21   # 34 Solo 11     112 --- 51121
solo-petite-misar-ouverte        | 1 1 2 | – – –    | 7 – –     # 35 Solo petite misär ouverte  112 --- 7--
solo-12                          | 1 1 2 | – – –    | 11 21 43  # 36 Solo 12     112 --- 112143
solo-grande-misar-ouverte        | 1 1 2 | – – –    | 13 – –    # 37 Solo grande misär ouverte  112 --- 13--
solo-vira                        | 1 1 2 | – – –    | 21 43 85  # 38 Solo Vira   112 --- 214385
solo-petite-misar-ouverte-royale | 1 1 2 | – – –    | 27 – –    # 39 Solo petite misär ouverte royale  112 --- 27--
solo-grande-misar-ouverte-royale | 1 1 2 | – – –    | 53 – –    # 40 Solo grande misär ouverte royale  112 --- 53--
";

/// `curriculum`: seeds/000_e00650bcb4794f3e.txt, "A Curriculum of Vira", the final
/// stage "Vira with exceptional bids": "Pool payments" (w l c | 2nd exch. w l c) and
/// "Player payments" (* c p). Names: Game n = n-spel (Game 6 = begär), Turn-one = turné,
/// Turn-two = vingel, Turn-three = tringel, Misère n = köpmisär, Solo 13 = solo vira.
const CURRICULUM: &str = "
begar                            | 1 1 2 | 0 3 5  | 0 0 1     # Game 6
turne-6                          | 1 1 2 | 0 3 5  | 0 0 1     # Turn-one 6
spel-7                           | 1 1 2 | 0 3 5  | 0 0 1     # Game 7
vingel-6                         | 1 2 4 | 0 6 10 | 0 1 1     # Turn-two 6
gask-0                           | 1 1 2 | – – –  | 0 0 1     # Gask 0
gok                              | 1 2 4 | – – –  | 0 – –     # Gök
turne-7                          | 1 1 2 | 0 3 5  | 0 1 1     # Turn-one 7
kopmisar-1                       | 1 1 2 | 0 3 5  | 0 – –     # Misère 1
gask-1                           | 1 1 2 | – – –  | 0 0 1     # Gask 1
spel-8                           | 1 1 2 | 0 3 5  | 0 1 1     # Game 8
vingel-7                         | 1 2 4 | 0 6 10 | 1 1 3     # Turn-two 7
turne-8                          | 2 1 2 | 0 3 5  | 1 1 3     # Turn-one 8
kopmisar-2                       | 1 1 2 | 0 3 5  | 0 – –     # Misère 2
gask-2                           | 1 1 2 | – – –  | 0 1 1     # Gask 2
solo-6                           | 1 1 2 | – – –  | 0 1 1     # Solo 6
vingel-8                         | 2 2 4 | 0 6 10 | 1 3 5     # Turn-two 8
kopmisar-3                       | 1 1 2 | 0 3 5  | 0 – –     # Misère 3
gask-3                           | 1 1 2 | – – –  | 0 1 2     # Gask 3
spel-9                           | 1 1 2 | 0 3 5  | 1 1 3     # Game 9
kopmisar-4                       | 1 1 2 | 0 3 5  | 1 – –     # Misère 4
gask-4                           | 1 1 2 | – – –  | 1 1 3     # Gask 4
tringel-9                        | 3 3 6 | 1 9 15 | 3 5 11    # Turn-three 9
kopmisar-5                       | 1 1 2 | 0 3 5  | 1 – –     # Misère 5
gask-6                           | 1 1 2 | – – –  | 1 2 4     # Gask 6
solo-7                           | 1 1 2 | – – –  | 0 1 2     # Solo 7
kopmisar-6                       | 1 1 2 | 0 3 5  | 1 – –     # Misère 6
gask-5                           | 1 1 2 | – – –  | 1 3 5     # Gask 5
solo-8                           | 1 1 2 | – – –  | 1 2 4     # Solo 8
vira                             | 1 1 2 | – – –  | 2 4 8     # Vira
solo-petite-misar                | 1 1 2 | – – –  | 2 – –     # Solo Petite Misère
solo-9                           | 1 1 2 | – – –  | 2 4 8     # Solo 9
solo-grande-misar                | 1 1 2 | – – –  | 4 – –     # Solo Grande Misère
solo-10                          | 1 1 2 | – – –  | 4 8 16    # Solo 10
solo-petite-misar-ouverte        | 1 1 2 | – – –  | 8 – –     # Solo Petite Misère Ouverte
solo-petite-misar-ouverte-royale | 1 1 2 | – – –  | 16 – –    # Solo Petite Misère Ouverte Royale
solo-11                          | 1 1 2 | – – –  | 8 16 32   # Solo 11
solo-grande-misar-ouverte        | 1 1 2 | – – –  | 24 – –    # Solo Grande Misère Ouverte
solo-grande-misar-ouverte-royale | 1 1 2 | – – –  | 32 – –    # Solo Grande Misère Ouverte Royale
solo-12                          | 1 1 2 | – – –  | 16 32 64  # Solo 12
solo-vira                        | 1 1 2 | – – –  | 32 64 128 # Solo 13
";

// Variants: the rows they change, written out in full (they replace the base rows).

/// seeds/001, footnote * to "Vingel 6 och 7 ... 0*": "I många sällskap måste
/// spelföraren sätta en bet efter hemgång i omvingel 6 eller 7".
const SE_OMVINGEL_COSTS_A_BET: &str = "
vingel-6 | 1 2 4 | -1 6 10 | 0 1 1
vingel-7 | 1 2 4 | -1 6 10 | 1 1 3
";
/// seeds/001, footnote † to "Vingel 8 ... 1†": "får spelföraren ingenting om hen går
/// hem utan överstick, men får istället en extra bet per överstick".
const SE_OMVINGEL_8_OVERTRICKS: &str = "
vingel-8 | 2 2 4 | 0+1 6 10 | 1 3 5
";
/// seeds/001, footnote ‡ to "Turné 8 ... 1‡": "får spelföraren också en extra bet per
/// överstick efter hemgång i omköp".
const SE_OMTURNE_8_OVERTRICKS: &str = "
turne-8 | 2 1 2 | 1+1 3 5 | 1 1 3
";
/// seeds/001, footnote § to "Tringel 9 ... 1§": "I omtringel 9 belönas spelföraren
/// dessutom ofta med en eller två extra betar per överstick" (one per overtrick).
const SE_OMTRINGEL_OVERTRICKS_1: &str = "
tringel-9 | 3 3 6 | 1+1 9 15 | 3 5 11
";
/// Same footnote §, two per overtrick.
const SE_OMTRINGEL_OVERTRICKS_2: &str = "
tringel-9 | 3 3 6 | 1+2 9 15 | 3 5 11
";
/// seeds/002 notes (a) "Some however play that the declarer gets nothing extra for
/// overtricks" and (c) "some play that the declarer receives nothing extra for
/// overtricks". Note (b) (vingel 8) names no such option; without the bonus the
/// vingel 8 omköp value is its base 0 (project reading, see the report).
const OB_NO_OVERTRICK_BONUS: &str = "
turne-8   | 2 1 2 | 1 3 5   | 1 1 3
vingel-8  | 2 2 4 | 0 6 10  | 1 3 5
tringel-9 | 3 3 6 | 1 9 15  | 3 5 11
";
/// seeds/002 notes (a) (b) (c): "some play that the declarer who takes 8 [9] or more
/// tricks wins nothing at all".
const OB_OMKOP_GAMBLING_WINS_NOTHING: &str = "
turne-8   | 2 1 2 | 0 3 5   | 1 1 3
vingel-8  | 2 2 4 | 0 6 10  | 1 3 5
tringel-9 | 3 3 6 | 0 9 15  | 3 5 11
";

// ---------------------------------------------------------------------------
// Rows and kinds
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rank {
    Common,
    Second,
    Preference,
    Misar,
}

impl Rank {
    /// Index of the pinnar column (misär pays the common column).
    fn col(self) -> usize {
        match self {
            Rank::Common | Rank::Misar => 0,
            Rank::Second => 1,
            Rank::Preference => 2,
        }
    }
}

const TRUMPS: [Rank; 3] = [Rank::Common, Rank::Second, Rank::Preference];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bid {
    Plain,
    Colour,
    Preference,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Res {
    Tricks(u8),
    Surrendered,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Omk {
    won: i64,
    per_overtrick: i64,
    lost: i64,
    codille: i64,
}

#[derive(Debug, Clone)]
struct Row {
    id: String,
    pot: [i64; 3],
    omk: Option<Omk>,
    pin: [Option<i64>; 3],
}

/// How a contract is played; derived from its id (the same in every table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Köpspel with trump; `keeps_trump`: begär and n-spel keep their trump on
    /// omköp, turné/vingel/tringel turn a new one.
    KopTricks { target: u8, keeps_trump: bool },
    /// Köpmisär.
    KopMisar,
    /// Gask 0-4: trick game (target) or misär.
    GaskChoice(u8),
    /// Gask 5/6, vira: trick game, whole stock.
    GaskTricks(u8),
    /// Gök: misär, whole stock.
    Gok,
    /// Solo 6-12, solo vira.
    SoloTricks(u8),
    /// The solo misärs.
    SoloMisar,
}

fn num(s: &str) -> u8 {
    s.parse()
        .unwrap_or_else(|_| panic!("bad number in contract id: {s}"))
}

fn kind(id: &str) -> Kind {
    if id == "begar" {
        return Kind::KopTricks {
            target: 6,
            keeps_trump: true,
        };
    }
    if let Some(n) = id.strip_prefix("spel-") {
        return Kind::KopTricks {
            target: num(n),
            keeps_trump: true,
        };
    }
    for p in ["turne-", "vingel-", "tringel-"] {
        if let Some(n) = id.strip_prefix(p) {
            return Kind::KopTricks {
                target: num(n),
                keeps_trump: false,
            };
        }
    }
    if id.starts_with("kopmisar-") {
        return Kind::KopMisar;
    }
    if let Some(n) = id.strip_prefix("gask-") {
        let n = num(n);
        return if n <= 4 {
            Kind::GaskChoice(7 + n)
        } else {
            Kind::GaskTricks(12)
        };
    }
    match id {
        "gok" => Kind::Gok,
        "vira" => Kind::GaskTricks(13),
        "solo-vira" => Kind::SoloTricks(13),
        _ if id.starts_with("solo-") && id.contains("misar") => Kind::SoloMisar,
        _ => match id.strip_prefix("solo-") {
            Some(n) => Kind::SoloTricks(num(n)),
            None => panic!("unknown contract id {id}"),
        },
    }
}

fn parse_table(name: &str, text: &str) -> Vec<Row> {
    fn cell(tok: &str, ctx: &str) -> Option<(i64, i64)> {
        if tok == "–" || tok == "-" {
            return None;
        }
        let parse = |s: &str| {
            s.parse::<i64>()
                .unwrap_or_else(|_| panic!("bad cell {tok:?} in {ctx}"))
        };
        Some(match tok.split_once('+') {
            Some((a, b)) => (parse(a), parse(b)),
            None => (parse(tok), 0),
        })
    }
    fn three(s: &str, ctx: &str) -> [Option<(i64, i64)>; 3] {
        let t: Vec<_> = s.split_whitespace().map(|x| cell(x, ctx)).collect();
        assert_eq!(t.len(), 3, "{ctx}: expected three cells in {s:?}");
        [t[0], t[1], t[2]]
    }
    text.lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let ctx = format!("{name}: {l:?}");
            let cols: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(cols.len(), 4, "{ctx}: expected 4 columns");
            let pot = three(cols[1], &ctx).map(|c| {
                let (v, ot) = c.unwrap_or_else(|| panic!("{ctx}: pot cell missing"));
                assert_eq!(ot, 0, "{ctx}: overtrick bonus only in the omköp column");
                v
            });
            let o = three(cols[2], &ctx);
            let omk = match o {
                [None, None, None] => None,
                [
                    Some((won, per_overtrick)),
                    Some((lost, 0)),
                    Some((codille, 0)),
                ] => Some(Omk {
                    won,
                    per_overtrick,
                    lost,
                    codille,
                }),
                _ => panic!("{ctx}: bad omköp column"),
            };
            let pin = three(cols[3], &ctx).map(|c| c.map(|(v, _)| v));
            Row {
                id: cols[0].to_string(),
                pot,
                omk,
                pin,
            }
        })
        .collect()
}

/// The base table with the rows of `overrides` replaced.
fn with_overrides(base: &[Row], overrides: &[&str]) -> Vec<Row> {
    let mut rows = base.to_vec();
    for text in overrides {
        for o in parse_table("override", text) {
            let slot = rows
                .iter_mut()
                .find(|r| r.id == o.id)
                .unwrap_or_else(|| panic!("override of unknown row {}", o.id));
            *slot = o;
        }
    }
    rows
}

// ---------------------------------------------------------------------------
// Cases: one hand each, with the expected values
// ---------------------------------------------------------------------------

#[derive(Debug, Clone)]
struct Case {
    what: String,
    ron: String,
    declarer: &'static str,
    outcome: &'static str,
    /// Net pot pinnar, + = pulla pays the declarer.
    pot: i64,
    /// Per opponent, + = opponent pays the declarer.
    pinnar: i64,
    /// Per opponent, + = opponent pays the declarer.
    omkop: i64,
}

fn make_case(
    row: &Row,
    declarer: &'static str,
    bid: Bid,
    trump: Option<Rank>,
    omkop: Option<Rank>,
    res: Res,
) -> Case {
    let k = kind(&row.id);
    let misar =
        matches!(k, Kind::KopMisar | Kind::Gok | Kind::SoloMisar) || trump == Some(Rank::Misar);
    let solo = matches!(k, Kind::SoloTricks(_) | Kind::SoloMisar);
    let target = match k {
        Kind::KopTricks { target, .. }
        | Kind::GaskChoice(target)
        | Kind::GaskTricks(target)
        | Kind::SoloTricks(target) => target,
        _ => 0,
    };
    let (won, per_ot, lost, cod) = match omkop {
        Some(_) => {
            let o = row.omk.unwrap_or_else(|| panic!("{} has no omköp", row.id));
            (o.won, o.per_overtrick, o.lost, o.codille)
        }
        None => (row.pot[0], 0, row.pot[1], row.pot[2]),
    };
    let (outcome, bets) = match res {
        Res::Surrendered => ("surrendered", if solo { -cod } else { -lost }),
        Res::Tricks(n) if misar => match n {
            0 => ("won", won),
            1 => ("lost", -lost),
            _ => ("codille", -cod),
        },
        Res::Tricks(n) if n >= target => ("won", won + per_ot * i64::from(n - target)),
        Res::Tricks(n) if n + 1 == target => ("lost", -lost),
        Res::Tricks(_) => ("codille", -cod),
    };
    // The trump rank whose pinnar are paid for the final result.
    let pay_rank = match (res, k) {
        _ if misar => Rank::Common,
        (Res::Surrendered, Kind::GaskChoice(_) | Kind::GaskTricks(_) | Kind::SoloTricks(_)) => {
            match bid {
                Bid::Plain => Rank::Common,
                Bid::Colour => Rank::Second,
                Bid::Preference => Rank::Preference,
            }
        }
        _ => trump.expect("trick game without trump"),
    };
    let p =
        row.pin[pay_rank.col()].unwrap_or_else(|| panic!("{}: no pinnar for {pay_rank:?}", row.id));
    let pinnar = if outcome == "won" { p } else { -p };
    let omk_pinnar = match omkop {
        Some(r) => -row.pin[r.col()].unwrap_or_else(|| panic!("{}: no pinnar for {r:?}", row.id)),
        None => 0,
    };

    let mut ron = format!("Hand(declarer: \"{declarer}\", contract: \"{}\"", row.id);
    let mut what = Vec::new();
    if bid != Bid::Plain {
        ron += &format!(", bid: {bid:?}");
        what.push(format!("bid {bid:?}"));
    }
    if let Some(t) = trump {
        ron += &format!(", trump: {t:?}");
        what.push(format!("trump {t:?}"));
    }
    if let Some(r) = omkop {
        ron += &format!(", omkop: Some({r:?})");
        what.push(format!("after omköp (first exchange {r:?})"));
    }
    match res {
        Res::Tricks(n) => {
            ron += &format!(", result: Tricks({n}))");
            what.push(format!("{n} tricks"));
        }
        Res::Surrendered => {
            ron += ", result: Surrendered)";
            what.push("surrendered".into());
        }
    }
    Case {
        what: what.join(", "),
        ron,
        declarer,
        outcome,
        pot: bets * BET,
        pinnar,
        omkop: omk_pinnar,
    }
}

/// Won at target, +1, +2 (up to 13); lost (target-1); codille (target-2).
fn trick_results(t: u8) -> Vec<Res> {
    let mut v: Vec<Res> = (t..=(t + 2).min(13)).map(Res::Tricks).collect();
    v.push(Res::Tricks(t - 1));
    v.push(Res::Tricks(t - 2));
    v
}

const MISAR_RESULTS: [Res; 3] = [Res::Tricks(0), Res::Tricks(1), Res::Tricks(2)];

/// Every case for one row: (bid, trump, omköp first-exchange rank, result).
fn row_cases(row: &Row) -> Vec<Case> {
    type Spec = (Bid, Option<Rank>, Option<Rank>, Res);
    let mut specs: Vec<Spec> = Vec::new();
    let ranks: Vec<Rank> = TRUMPS
        .into_iter()
        .filter(|r| row.pin[r.col()].is_some())
        .collect();
    // Surrender of a gask/vira/solo trick game: the bid decides the pinnar rank,
    // whatever trump is recorded.
    let surrender_bids = [
        (Bid::Plain, Rank::Common),
        (Bid::Colour, Rank::Second),
        (Bid::Preference, Rank::Preference),
        (Bid::Plain, Rank::Preference),
        (Bid::Colour, Rank::Preference),
    ];
    let played = |specs: &mut Vec<Spec>, t: u8| {
        for &r in &ranks {
            for res in trick_results(t) {
                specs.push((Bid::Plain, Some(r), None, res));
            }
        }
        // Played after a colour bid: the rank of the game played pays.
        specs.push((Bid::Colour, Some(Rank::Preference), None, Res::Tricks(t)));
        specs.push((Bid::Colour, Some(Rank::Second), None, Res::Tricks(t - 1)));
        for (b, r) in surrender_bids {
            specs.push((b, Some(r), None, Res::Surrendered));
        }
    };
    match kind(&row.id) {
        Kind::KopTricks {
            target,
            keeps_trump,
        } => {
            for &r in &ranks {
                for res in trick_results(target).into_iter().chain([Res::Surrendered]) {
                    specs.push((Bid::Plain, Some(r), None, res));
                }
            }
            if row.omk.is_some() {
                for &first in &ranks {
                    for &r in &ranks {
                        if keeps_trump && first != r {
                            continue;
                        }
                        for res in trick_results(target).into_iter().chain([Res::Surrendered]) {
                            specs.push((Bid::Plain, Some(r), Some(first), res));
                        }
                    }
                }
            }
        }
        Kind::KopMisar => {
            for res in MISAR_RESULTS.into_iter().chain([Res::Surrendered]) {
                specs.push((Bid::Plain, None, None, res));
                if row.omk.is_some() {
                    specs.push((Bid::Plain, None, Some(Rank::Misar), res));
                }
            }
        }
        Kind::Gok | Kind::SoloMisar => {
            for res in MISAR_RESULTS.into_iter().chain([Res::Surrendered]) {
                specs.push((Bid::Plain, None, None, res));
            }
        }
        Kind::GaskChoice(t) => {
            played(&mut specs, t);
            for res in MISAR_RESULTS {
                specs.push((Bid::Plain, Some(Rank::Misar), None, res));
            }
        }
        Kind::GaskTricks(t) | Kind::SoloTricks(t) => played(&mut specs, t),
    }
    specs
        .into_iter()
        .enumerate()
        .map(|(i, (b, t, o, res))| make_case(row, PLAYERS[i % 3], b, t, o, res))
        .collect()
}

// ---------------------------------------------------------------------------
// Running and checking
// ---------------------------------------------------------------------------

fn evening(table: &str, variants: &[&str], hands: &[&str]) -> String {
    let variants: Vec<String> = variants.iter().map(|v| format!("\"{v}\"")).collect();
    format!(
        "Evening(\n    format: 1,\n    date: \"2026-11-21\",\n    table: \"{table}\",\n    variants: [{}],\n    \
         players: [\"Anna\", \"Bo\", \"Cia\"],\n    first_dealer: \"Cia\",\n    hands: [\n        {}\n    ],\n)\n",
        variants.join(", "),
        hands.join(",\n        ")
    )
}

fn settle(table: &str, variants: &[&str], hands: &[&str]) -> Result<Value, String> {
    vira::settle_json_str("golden_tables.ron", &evening(table, variants, hands))
        .map_err(|e| e.to_string())
}

/// Nets of one hand's postings, seen from the declarer.
#[derive(Debug, Default)]
struct Nets {
    pot: i64,
    pinnar: BTreeMap<String, i64>,
    omkop: BTreeMap<String, i64>,
    odd: Vec<String>,
}

fn nets(hand: &Value, declarer: &str) -> Nets {
    let mut n = Nets::default();
    let Some(postings) = hand["postings"].as_array() else {
        n.odd.push(format!("no postings array in {hand}"));
        return n;
    };
    for p in postings {
        let from = p["from"].as_str().unwrap_or("?");
        let to = p["to"].as_str().unwrap_or("?");
        let reason = p["reason"].as_str().unwrap_or("?");
        let Some(amount) = p["pinnar"].as_i64() else {
            n.odd.push(format!("posting without integer pinnar: {p}"));
            continue;
        };
        if amount <= 0 {
            n.odd.push(format!("posting with pinnar <= 0: {p}"));
        }
        match reason {
            "pot" => {
                if from == "pulla" && to == declarer {
                    n.pot += amount;
                } else if from == declarer && to == "pulla" {
                    n.pot -= amount;
                } else {
                    n.odd
                        .push(format!("pot posting not between declarer and pulla: {p}"));
                }
            }
            "pinnar" | "omkop" => {
                let map = if reason == "pinnar" {
                    &mut n.pinnar
                } else {
                    &mut n.omkop
                };
                let is_opp = |x: &str| x != declarer && PLAYERS.contains(&x);
                let opp = if is_opp(from) { from } else { to };
                if map.contains_key(opp) {
                    n.odd
                        .push(format!("more than one {reason} posting with {opp}: {p}"));
                }
                if to == declarer && is_opp(from) {
                    *map.entry(from.to_string()).or_default() += amount;
                } else if from == declarer && is_opp(to) {
                    *map.entry(to.to_string()).or_default() -= amount;
                } else {
                    n.odd.push(format!(
                        "{reason} posting not between declarer and an opponent: {p}"
                    ));
                }
            }
            "refill" | "ala" | "gok_penalty" => {}
            other => n.odd.push(format!("unknown reason {other:?}: {p}")),
        }
    }
    n
}

fn signed(v: i64) -> String {
    format!("{v:+}")
}

/// Checks one settled hand against its case; returns the number of checks made
/// (contract, declarer, outcome, pot, and pinnar and omköp with each opponent).
fn check_hand(
    label: &str,
    id: &str,
    case: &Case,
    hand: &Value,
    failures: &mut Vec<String>,
) -> usize {
    let at = format!("[{label}] {id} / {}", case.what);
    let mut fail = |msg: String| failures.push(format!("{at}: {msg}"));
    if hand["contract"].as_str() != Some(id) {
        fail(format!(
            "hand is for contract {} (misaligned hands?)",
            hand["contract"]
        ));
        return 1;
    }
    if hand["declarer"].as_str() != Some(case.declarer) {
        fail(format!(
            "declarer expected {}, got {}",
            case.declarer, hand["declarer"]
        ));
    }
    let got_outcome = hand["outcome"].as_str().unwrap_or("?");
    if got_outcome != case.outcome {
        fail(format!(
            "outcome expected {:?}, got {:?}",
            case.outcome, got_outcome
        ));
    }
    let n = nets(hand, case.declarer);
    for o in &n.odd {
        fail(o.clone());
    }
    if n.pot != case.pot {
        fail(format!(
            "pot expected {} pinnar ({} betar), got {} pinnar (+ = pulla pays declarer)",
            signed(case.pot),
            signed(case.pot / BET),
            signed(n.pot)
        ));
    }
    for opp in PLAYERS.iter().filter(|p| **p != case.declarer) {
        let got = n.pinnar.get(*opp).copied().unwrap_or(0);
        if got != case.pinnar {
            fail(format!(
                "pinnar with {opp} expected {}, got {} (+ = opponent pays declarer)",
                signed(case.pinnar),
                signed(got)
            ));
        }
        let got = n.omkop.get(*opp).copied().unwrap_or(0);
        if got != case.omkop {
            fail(format!(
                "omkop pinnar with {opp} expected {}, got {} (+ = opponent pays declarer)",
                signed(case.omkop),
                signed(got)
            ));
        }
    }
    8
}

/// Settles every case of every row (one evening per row) and reports all
/// mismatches at once.
fn check_rows(label: &str, table: &str, variants: &[&str], rows: &[Row]) {
    let mut failures = Vec::new();
    let (mut n_cases, mut n_checks) = (0, 0);
    for row in rows {
        let cases = row_cases(row);
        n_cases += cases.len();
        let hands: Vec<&str> = cases.iter().map(|c| c.ron.as_str()).collect();
        match settle(table, variants, &hands) {
            Ok(json) => {
                let settled = json["hands"].as_array().cloned().unwrap_or_default();
                if settled.len() != cases.len() {
                    failures.push(format!(
                        "[{label}] {}: {} hands settled, {} expected",
                        row.id,
                        settled.len(),
                        cases.len()
                    ));
                }
                for (case, hand) in cases.iter().zip(&settled) {
                    n_checks += check_hand(label, &row.id, case, hand, &mut failures);
                }
            }
            Err(e) => {
                // Find the hands that are rejected on their own.
                let before = failures.len();
                for c in &cases {
                    if let Err(e1) = settle(table, variants, &[&c.ron]) {
                        failures.push(format!(
                            "[{label}] {} / {}: hand rejected: {e1}\n    {}",
                            row.id, c.what, c.ron
                        ));
                    }
                }
                if failures.len() == before {
                    failures.push(format!("[{label}] {}: evening rejected: {e}", row.id));
                }
            }
        }
    }
    eprintln!(
        "[{label}] {} rows, {n_cases} hands, {n_checks} checks, {} failures",
        rows.len(),
        failures.len()
    );
    if !failures.is_empty() {
        for f in &failures {
            eprintln!("{f}");
        }
        let shown: Vec<&str> = failures.iter().take(200).map(String::as_str).collect();
        panic!(
            "[{label}] {} of {n_checks} checks failed ({n_cases} hands):\n{}{}",
            failures.len(),
            shown.join("\n"),
            if failures.len() > 200 { "\n..." } else { "" }
        );
    }
}

// ---------------------------------------------------------------------------
// Table tests
// ---------------------------------------------------------------------------

#[test]
fn transcriptions_are_complete() {
    let ids: Vec<&str> = CONTRACT_IDS.split_whitespace().collect();
    assert_eq!(ids.len(), 40);
    for (name, text) in [
        ("stockholm", STOCKHOLM),
        ("stockholm-1999", STOCKHOLM_1999),
        ("oberg-1945", OBERG_1945),
        ("curriculum", CURRICULUM),
    ] {
        let rows = parse_table(name, text);
        let mut got: Vec<&str> = rows.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(got.len(), 40, "{name}: 40 rows");
        got.sort_unstable();
        let mut want = ids.clone();
        want.sort_unstable();
        assert_eq!(got, want, "{name}: the 40 contract ids");
        for r in &rows {
            let k = kind(&r.id);
            let misar = matches!(k, Kind::KopMisar | Kind::Gok | Kind::SoloMisar);
            assert_eq!(
                r.pin[1].is_none(),
                misar,
                "{name} {}: '–' exactly in the misär rows",
                r.id
            );
            assert_eq!(
                r.pin[2].is_none(),
                misar,
                "{name} {}: '–' exactly in the misär rows",
                r.id
            );
            let kop = matches!(k, Kind::KopTricks { .. } | Kind::KopMisar);
            assert_eq!(
                r.omk.is_some(),
                kop,
                "{name} {}: omköp exactly in the köpspel rows",
                r.id
            );
        }
    }
}

#[test]
fn golden_stockholm() {
    check_rows(
        "stockholm",
        "stockholm",
        &[],
        &parse_table("stockholm", STOCKHOLM),
    );
}

#[test]
fn golden_stockholm_1999() {
    check_rows(
        "stockholm-1999",
        "stockholm-1999",
        &[],
        &parse_table("stockholm-1999", STOCKHOLM_1999),
    );
}

#[test]
fn golden_oberg_1945() {
    check_rows(
        "oberg-1945",
        "oberg-1945",
        &[],
        &parse_table("oberg-1945", OBERG_1945),
    );
}

#[test]
fn golden_curriculum() {
    check_rows(
        "curriculum",
        "curriculum",
        &[],
        &parse_table("curriculum", CURRICULUM),
    );
}

/// Only the rows a variant changes, with the variant on.
fn check_variant(table: &str, base: &str, variants: &[&str], overrides: &[&str]) {
    let base_rows = parse_table(table, base);
    let changed: Vec<String> = overrides
        .iter()
        .flat_map(|o| parse_table("override", o))
        .map(|r| r.id)
        .collect();
    let rows: Vec<Row> = with_overrides(&base_rows, overrides)
        .into_iter()
        .filter(|r| changed.contains(&r.id))
        .collect();
    let label = format!("{table}+{}", variants.join("+"));
    check_rows(&label, table, variants, &rows);
}

#[test]
fn golden_stockholm_variants() {
    for (v, o) in [
        ("omvingel-costs-a-bet", SE_OMVINGEL_COSTS_A_BET),
        ("omvingel-8-overtricks", SE_OMVINGEL_8_OVERTRICKS),
        ("omturne-8-overtricks", SE_OMTURNE_8_OVERTRICKS),
        ("omtringel-overtricks-1", SE_OMTRINGEL_OVERTRICKS_1),
        ("omtringel-overtricks-2", SE_OMTRINGEL_OVERTRICKS_2),
    ] {
        check_variant("stockholm", STOCKHOLM, &[v], &[o]);
    }
}

/// Four compatible Stockholm variants at once, over the whole table: the
/// changed rows take the variant values, every other row is unchanged.
#[test]
fn golden_stockholm_variants_combined() {
    let variants = [
        "omvingel-costs-a-bet",
        "omvingel-8-overtricks",
        "omturne-8-overtricks",
        "omtringel-overtricks-2",
    ];
    let overrides = [
        SE_OMVINGEL_COSTS_A_BET,
        SE_OMVINGEL_8_OVERTRICKS,
        SE_OMTURNE_8_OVERTRICKS,
        SE_OMTRINGEL_OVERTRICKS_2,
    ];
    let rows = with_overrides(&parse_table("stockholm", STOCKHOLM), &overrides);
    check_rows("stockholm+4 variants", "stockholm", &variants, &rows);
}

#[test]
fn golden_oberg_variants() {
    for (v, o) in [
        ("no-overtrick-bonus", OB_NO_OVERTRICK_BONUS),
        (
            "omkop-gambling-wins-nothing",
            OB_OMKOP_GAMBLING_WINS_NOTHING,
        ),
    ] {
        check_variant("oberg-1945", OBERG_1945, &[v], &[o]);
    }
}

// ---------------------------------------------------------------------------
// Spot checks, worked out by hand and written out literally
// ---------------------------------------------------------------------------

/// (table, variants, hand, outcome, pot pinnar (+ = pulla pays declarer),
/// pinnar per opponent (+ = opponent pays declarer), omköp pinnar per opponent)
type Spot = (
    &'static str,
    &'static [&'static str],
    &'static str,
    &'static str,
    i64,
    i64,
    i64,
);

const SPOTS: &[Spot] = &[
    // Stockholm tringel 9 in preference after an omköp whose first exchange was common:
    // pot 1§ bet; pinnar högsta färg 11; omköp: ofärg 3 to each opponent.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Preference, omkop: Some(Common), result: Tricks(9))"#,
        "won",
        8,
        11,
        -3,
    ),
    // No overtrick bonus without the § variant.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Preference, omkop: Some(Common), result: Tricks(11))"#,
        "won",
        8,
        11,
        -3,
    ),
    // Vingel 8 simple game, andra färg: 2 betar, 3 pinnar.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Bo", contract: "vingel-8", trump: Second, result: Tricks(8))"#,
        "won",
        16,
        3,
        0,
    ),
    // Vingel 8 after omköp, won: 1† bet (Stockholm), first exchange common (1), final second (3).
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Bo", contract: "vingel-8", trump: Second, omkop: Some(Common), result: Tricks(8))"#,
        "won",
        8,
        3,
        -1,
    ),
    // Same in the 1999 table: "0610" -> nothing from the pulla.
    (
        "stockholm-1999",
        &[],
        r#"Hand(declarer: "Bo", contract: "vingel-8", trump: Second, omkop: Some(Common), result: Tricks(8))"#,
        "won",
        0,
        3,
        -1,
    ),
    // Turné 8 simple game won with an overtrick: 2 betar, no bonus.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "turne-8", trump: Second, result: Tricks(9))"#,
        "won",
        16,
        1,
        0,
    ),
    // 1999 turné 8 after omköp "035": 0 from the pulla; pinnar preference 3, omköp common 1.
    (
        "stockholm-1999",
        &[],
        r#"Hand(declarer: "Anna", contract: "turne-8", trump: Preference, omkop: Some(Common), result: Tricks(9))"#,
        "won",
        0,
        3,
        -1,
    ),
    // Begär in preference, codille after omköp: 5 betar; 1 pinne twice.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "begar", trump: Preference, omkop: Some(Preference), result: Tricks(4))"#,
        "codille",
        -40,
        -1,
        -1,
    ),
    // Begär in ofärg won after omköp: nothing at all changes hands.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "begar", trump: Common, omkop: Some(Common), result: Tricks(6))"#,
        "won",
        0,
        0,
        0,
    ),
    // Surrendered 9-spel after omköp (andra färg): omköp bet = 3 betar; 1 + 1 pinne.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Bo", contract: "spel-9", trump: Second, omkop: Some(Second), result: Surrendered)"#,
        "surrendered",
        -24,
        -1,
        -1,
    ),
    // Surrendered vingel 7 after omköp: 6 betar; pinnar at the recorded trump (preference 3), omköp common 1.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "vingel-7", trump: Preference, omkop: Some(Common), result: Surrendered)"#,
        "surrendered",
        -48,
        -3,
        -1,
    ),
    // Surrendered turné 6 in preference: simple loss, 1 pinne.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "turne-6", trump: Preference, result: Surrendered)"#,
        "surrendered",
        -8,
        -1,
        0,
    ),
    // Köpmisär på 4 won after omköp: 0 betar; misär pinnar 1 each way.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "kopmisar-4", omkop: Some(Misar), result: Tricks(0))"#,
        "won",
        0,
        1,
        -1,
    ),
    // Köpmisär på 6 surrendered after omköp: 3 betar; 1 + 1 pinne.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Bo", contract: "kopmisar-6", omkop: Some(Misar), result: Surrendered)"#,
        "surrendered",
        -24,
        -1,
        -1,
    ),
    // Gask på 3 in misär, one trick: bet; pinnar 0.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "gask-3", trump: Misar, result: Tricks(1))"#,
        "lost",
        -8,
        0,
        0,
    ),
    // Gask på 4 in misär, three tricks: codille; misär pinnar 1.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Bo", contract: "gask-4", trump: Misar, result: Tricks(3))"#,
        "codille",
        -16,
        -1,
        0,
    ),
    // Gask på 3 bid in colour, played in preference: högsta färg 2 pinnar.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "gask-3", bid: Colour, trump: Preference, result: Tricks(10))"#,
        "won",
        8,
        2,
        0,
    ),
    // Gask på 3 bid in colour, surrendered: pays as färg (1), a simple loss.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "gask-3", bid: Colour, trump: Preference, result: Surrendered)"#,
        "surrendered",
        -8,
        -1,
        0,
    ),
    // Solo 10 bid plain, surrendered: codille (2 betar), ofärg 4 pinnar.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "solo-10", trump: Preference, result: Surrendered)"#,
        "surrendered",
        -16,
        -4,
        0,
    ),
    // Solo 10 bid in preference, surrendered: högsta färg 16 pinnar.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "solo-10", bid: Preference, trump: Preference, result: Surrendered)"#,
        "surrendered",
        -16,
        -16,
        0,
    ),
    // Solo grande misär ouverte royale won: 1 bet, 32 pinnar from each.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Bo", contract: "solo-grande-misar-ouverte-royale", result: Tricks(0))"#,
        "won",
        8,
        32,
        0,
    ),
    // Vira in preference, 12 tricks: bet; 8 pinnar.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "vira", trump: Preference, result: Tricks(12))"#,
        "lost",
        -8,
        -8,
        0,
    ),
    // Vira in common, no trick at all: codille.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Cia", contract: "vira", trump: Common, result: Tricks(0))"#,
        "codille",
        -16,
        -2,
        0,
    ),
    // Solo vira surrendered: codille, ofärg 32.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "solo-vira", trump: Common, result: Surrendered)"#,
        "surrendered",
        -16,
        -32,
        0,
    ),
    // Gök: won 1, bet 2, codille 4 betar; pinnar 0.
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "gok", result: Tricks(0))"#,
        "won",
        8,
        0,
        0,
    ),
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "gok", result: Tricks(1))"#,
        "lost",
        -16,
        0,
        0,
    ),
    (
        "stockholm",
        &[],
        r#"Hand(declarer: "Anna", contract: "gok", result: Tricks(5))"#,
        "codille",
        -32,
        0,
        0,
    ),
    (
        "curriculum",
        &[],
        r#"Hand(declarer: "Bo", contract: "gok", result: Surrendered)"#,
        "surrendered",
        -16,
        0,
        0,
    ),
    // Stockholm variants.
    (
        "stockholm",
        &["omtringel-overtricks-2"],
        r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Common, omkop: Some(Common), result: Tricks(11))"#,
        "won",
        40,
        3,
        -3,
    ),
    (
        "stockholm",
        &["omtringel-overtricks-1"],
        r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Common, omkop: Some(Common), result: Tricks(11))"#,
        "won",
        24,
        3,
        -3,
    ),
    (
        "stockholm",
        &["omvingel-costs-a-bet"],
        r#"Hand(declarer: "Bo", contract: "vingel-6", trump: Second, omkop: Some(Common), result: Tricks(6))"#,
        "won",
        -8,
        1,
        0,
    ),
    (
        "stockholm",
        &["omvingel-8-overtricks"],
        r#"Hand(declarer: "Cia", contract: "vingel-8", trump: Preference, omkop: Some(Preference), result: Tricks(8))"#,
        "won",
        0,
        5,
        -5,
    ),
    (
        "stockholm",
        &["omvingel-8-overtricks"],
        r#"Hand(declarer: "Cia", contract: "vingel-8", trump: Preference, omkop: Some(Preference), result: Tricks(9))"#,
        "won",
        8,
        5,
        -5,
    ),
    (
        "stockholm",
        &["omturne-8-overtricks"],
        r#"Hand(declarer: "Anna", contract: "turne-8", trump: Common, omkop: Some(Common), result: Tricks(10))"#,
        "won",
        24,
        1,
        -1,
    ),
    // Öberg: omvingel 7 won costs a bet (-1610).
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Anna", contract: "vingel-7", trump: Common, omkop: Some(Common), result: Tricks(7))"#,
        "won",
        -8,
        1,
        -1,
    ),
    // Öberg (c): tringel 9 after omköp, 11 tricks: 1 + 2 x 2 = 5 betar; färg 5, omköp högsta färg 11.
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Bo", contract: "tringel-9", trump: Second, omkop: Some(Preference), result: Tricks(11))"#,
        "won",
        40,
        5,
        -11,
    ),
    // Öberg (b): vingel 8 after omköp: 0 for 8 tricks, 2 for 10.
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Cia", contract: "vingel-8", trump: Common, omkop: Some(Common), result: Tricks(8))"#,
        "won",
        0,
        1,
        -1,
    ),
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Cia", contract: "vingel-8", trump: Common, omkop: Some(Common), result: Tricks(10))"#,
        "won",
        16,
        1,
        -1,
    ),
    // Öberg (a): turné 8 after omköp, 9 tricks: 1 + 1 = 2 betar.
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Anna", contract: "turne-8", trump: Preference, omkop: Some(Second), result: Tricks(9))"#,
        "won",
        16,
        3,
        -1,
    ),
    (
        "oberg-1945",
        &["no-overtrick-bonus"],
        r#"Hand(declarer: "Anna", contract: "turne-8", trump: Preference, omkop: Some(Second), result: Tricks(9))"#,
        "won",
        8,
        3,
        -1,
    ),
    (
        "oberg-1945",
        &["omkop-gambling-wins-nothing"],
        r#"Hand(declarer: "Bo", contract: "tringel-9", trump: Common, omkop: Some(Common), result: Tricks(12))"#,
        "won",
        0,
        3,
        -3,
    ),
    // Öberg gask på 0 pays no pinnar even in preference ("000").
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Cia", contract: "gask-0", trump: Preference, result: Tricks(7))"#,
        "won",
        8,
        0,
        0,
    ),
    // Öberg solo 12 in second: 21 pinnar; lost by one.
    (
        "oberg-1945",
        &[],
        r#"Hand(declarer: "Cia", contract: "solo-12", trump: Second, result: Tricks(11))"#,
        "lost",
        -8,
        -21,
        0,
    ),
    // Curriculum: Turn-one 8 after a second exchange wins nothing (0 3 5).
    (
        "curriculum",
        &[],
        r#"Hand(declarer: "Anna", contract: "turne-8", trump: Second, omkop: Some(Second), result: Tricks(10))"#,
        "won",
        0,
        1,
        -1,
    ),
    // Curriculum: Turn-three 9 after a second exchange, lost by one: 9 betar.
    (
        "curriculum",
        &[],
        r#"Hand(declarer: "Bo", contract: "tringel-9", trump: Second, omkop: Some(Common), result: Tricks(8))"#,
        "lost",
        -72,
        -5,
        -3,
    ),
];

#[test]
fn spot_checks() {
    let mut failures = Vec::new();
    for &(table, variants, hand, outcome, pot, pinnar, omkop) in SPOTS {
        let declarer = PLAYERS
            .into_iter()
            .find(|p| hand.contains(&format!("declarer: \"{p}\"")))
            .expect("declarer");
        let case = Case {
            what: hand.to_string(),
            ron: hand.to_string(),
            declarer,
            outcome,
            pot,
            pinnar,
            omkop,
        };
        let label = if variants.is_empty() {
            table.to_string()
        } else {
            format!("{table}+{}", variants.join("+"))
        };
        match settle(table, variants, &[hand]) {
            Ok(json) => {
                let id = hand
                    .split("contract: \"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap();
                check_hand(&label, id, &case, &json["hands"][0], &mut failures);
            }
            Err(e) => failures.push(format!("[{label}] rejected: {e}\n    {hand}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} spot check failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// One hand written out in full: the exact postings (åla and refills aside) and
/// the balances after it. Åla: 3 x 8 in the pulla, balances -8 each. Then Anna's
/// Stockholm tringel 9 in preference after a common first exchange, 9 tricks:
/// pulla -> Anna 8 (pot), Anna -> Bo 3 and Anna -> Cia 3 (omkop),
/// Bo -> Anna 11 and Cia -> Anna 11 (pinnar).
/// Anna: -8 + 8 - 6 + 22 = 16; Bo, Cia: -8 + 3 - 11 = -16; pulla: 24 - 8 = 16.
#[test]
fn spot_check_full_hand() {
    let json = settle(
        "stockholm",
        &[],
        &[r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Preference, omkop: Some(Common), result: Tricks(9))"#],
    )
    .unwrap_or_else(|e| panic!("rejected: {e}"));
    let hand = &json["hands"][0];
    let mut got: Vec<(String, String, i64, String)> = hand["postings"]
        .as_array()
        .expect("postings")
        .iter()
        .filter(|p| !matches!(p["reason"].as_str(), Some("ala" | "refill")))
        .map(|p| {
            (
                p["from"].as_str().unwrap_or("?").to_string(),
                p["to"].as_str().unwrap_or("?").to_string(),
                p["pinnar"].as_i64().unwrap_or(-999),
                p["reason"].as_str().unwrap_or("?").to_string(),
            )
        })
        .collect();
    got.sort();
    let mut want: Vec<(String, String, i64, String)> = [
        ("pulla", "Anna", 8, "pot"),
        ("Anna", "Bo", 3, "omkop"),
        ("Anna", "Cia", 3, "omkop"),
        ("Bo", "Anna", 11, "pinnar"),
        ("Cia", "Anna", 11, "pinnar"),
    ]
    .iter()
    .map(|(f, t, a, r)| (f.to_string(), t.to_string(), *a, r.to_string()))
    .collect();
    want.sort();
    assert_eq!(got, want, "postings of the hand (åla/refill left out)");
    assert_eq!(hand["outcome"], "won");
    assert_eq!(
        hand["balances"]["Anna"], 16,
        "Anna's balance: {}",
        hand["balances"]
    );
    assert_eq!(
        hand["balances"]["Bo"], -16,
        "Bo's balance: {}",
        hand["balances"]
    );
    assert_eq!(
        hand["balances"]["Cia"], -16,
        "Cia's balance: {}",
        hand["balances"]
    );
    assert_eq!(hand["pulla"], 16, "pulla after the hand");
}

/// The opposite direction of the pot: Öberg omvingel 6 won in ofärg, the declarer
/// pays 1 bet into the pulla although the game is won ("-1610"), and the omköp
/// and final pinnar (ofärg 0) are nothing.
#[test]
fn spot_check_negative_won_value() {
    let json = settle(
        "oberg-1945",
        &[],
        &[r#"Hand(declarer: "Bo", contract: "vingel-6", trump: Common, omkop: Some(Common), result: Tricks(7))"#],
    )
    .unwrap_or_else(|e| panic!("rejected: {e}"));
    let hand = &json["hands"][0];
    let got: Vec<(String, String, i64, String)> = hand["postings"]
        .as_array()
        .expect("postings")
        .iter()
        .filter(|p| !matches!(p["reason"].as_str(), Some("ala" | "refill")))
        .map(|p| {
            (
                p["from"].as_str().unwrap_or("?").to_string(),
                p["to"].as_str().unwrap_or("?").to_string(),
                p["pinnar"].as_i64().unwrap_or(-999),
                p["reason"].as_str().unwrap_or("?").to_string(),
            )
        })
        .collect();
    assert_eq!(
        got,
        vec![("Bo".to_string(), "pulla".to_string(), 8, "pot".to_string())]
    );
    assert_eq!(hand["outcome"], "won");
    assert_eq!(
        hand["balances"]["Bo"], -16,
        "Bo: -8 åla - 8: {}",
        hand["balances"]
    );
    assert_eq!(hand["pulla"], 32, "pulla: 24 + 8");
}
