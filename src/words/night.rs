//! The words of a club night: its standing's rule and what keeps a table
//! out of the standing.

use crate::error::network::FeedError;
use crate::i18n::{pick, say};
use crate::night::StandingRule;
use crate::night::standing::{NightProblem, Source, TableResult};
use crate::text::Language;

/// The night's title as every screen and page gives it: "Klubbkväll
/// 2026-11-26, Stockholms Wirasällskap" (the club only when there is one).
pub fn title(night: &crate::night::Night, language: Language) -> String {
    let club = night
        .club
        .as_ref()
        .map(|c| format!(", {c}"))
        .unwrap_or_default();
    say(
        language,
        "Klubbkväll {}{}",
        "Club night {}{}",
        &[&night.date.to_string(), &club],
    )
}

/// A place in the standing: its number, or "–" before any table of the
/// player counts.
pub fn place_words(place: usize) -> String {
    if place == 0 {
        "–".to_string()
    } else {
        place.to_string()
    }
}

/// The rule in words, as the standing states it.
pub fn rule_words(rule: &StandingRule, language: Language) -> String {
    match rule {
        StandingRule::Net => pick(
            language,
            "nettoresultatet över alla bord",
            "the net result over every table",
        )
        .to_string(),
        StandingRule::Places { points } => {
            let points: Vec<String> = points.iter().map(u32::to_string).collect();
            say(
                language,
                "placeringspoäng {} per bord; lika poäng skiljs av nettoresultatet, lika resultat vid ett bord delar den bättre placeringen",
                "place points {} a table; equal points are told apart by the net result, equal results at a table share the better place",
                &[&points.join("/")],
            )
        }
    }
}

/// A problem of the night in words.
pub fn problem_words(problem: &NightProblem, language: Language) -> String {
    let at = |(s, t): (usize, usize), evening: &str| {
        say(
            language,
            "sittning {}, bord {} ({})",
            "sitting {}, table {} ({})",
            &[
                &s.to_string(),
                &t.to_string(),
                &crate::text::escape::quoted(evening),
            ],
        )
    };
    match problem {
        NightProblem::NotHandedIn { at: a, evening } => say(
            language,
            "{}: inte inlämnad än (filen finns inte i kvällens mapp)",
            "{}: not handed in yet (the file is not in the night's folder)",
            &[&at(*a, evening)],
        ),
        NightProblem::Unreadable { at: a, evening, error } => say(
            language,
            "{}: kan inte läsas: {}",
            "{}: cannot be read: {}",
            &[&at(*a, evening), &super::error(error, language)],
        ),
        NightProblem::Unreachable {
            at: a,
            evening,
            error,
            last_seen,
        } => {
            let why = feed_words(error, language);
            if *last_seen {
                say(
                    language,
                    "{}: svarar inte på nätverket ({}); det senast sedda räknas",
                    "{}: does not answer on the network ({}); the last state seen counts",
                    &[&at(*a, evening), &why],
                )
            } else {
                say(
                    language,
                    "{}: svarar inte på nätverket ({}); inget sett än",
                    "{}: does not answer on the network ({}); nothing seen yet",
                    &[&at(*a, evening), &why],
                )
            }
        }
        NightProblem::NotInFolder { at: a, evening } => say(
            language,
            "{}: inte ett filnamn i kvällens mapp; lästes inte",
            "{}: not a file name in the night's folder; not read",
            &[&at(*a, evening)],
        ),
        NightProblem::OtherPlayers {
            at: a,
            evening,
            night,
            file,
        } => say(
            language,
            "{}: filen spelades av {}, men kvällen satte {} där; räknas inte",
            "{}: the file was played by {}, but the night seated {} there; not counted",
            &[&at(*a, evening), &file.join(", "), &night.join(", ")],
        ),
        NightProblem::TwoTables { sitting, player } => say(
            language,
            "sittning {}: {} sitter vid två bord",
            "sitting {}: {} sits at two tables",
            &[&sitting.to_string(), player],
        ),
        NightProblem::UnitsDiffer => pick(
            language,
            "borden räknar i olika enheter (klassiska och Isbergsvira, eller Isbergsvira med olika antal spelare): resultaten läggs inte ihop, pengar och placeringar gör det",
            "the tables count in different units (classic and Isbergsvira, or Isbergsvira at different sizes): their results are not added, money and places are",
        )
        .to_string(),
        NightProblem::Overflow => pick(
            language,
            "en summa blev för stor för att räknas",
            "a sum grew too large to count",
        )
        .to_string(),
    }
}

/// Why a table's address does not give its evening, in words.
pub fn feed_words(error: &FeedError, language: Language) -> String {
    match error {
        FeedError::BadAddress(address) => say(
            language,
            "adressen {} är inte ett bords adress (http://ADRESS:PORT/NYCKEL/)",
            "the address {} is not a table's address (http://ADDRESS:PORT/TOKEN/)",
            &[&crate::text::escape::quoted(address)],
        ),
        FeedError::Unreachable(reason) => say(
            language,
            "ingen kontakt: {}",
            "no connection: {}",
            &[&crate::text::escape::quoted(reason)],
        ),
        FeedError::Status(404) => pick(
            language,
            "bordet känner inte nyckeln i adressen (visar det en ny adress?)",
            "the table does not know the token in the address (does it show a new address?)",
        )
        .to_string(),
        FeedError::Status(code) => say(
            language,
            "bordet svarade {} (dess fil går kanske inte att läsa just nu)",
            "the table answered {} (its file may not be readable just now)",
            &[&code.to_string()],
        ),
        FeedError::NotAnEvening(why) => say(
            language,
            "svaret är inte en kväll ({})",
            "the answer is not an evening ({})",
            &[why],
        ),
    }
}

/// A table's evening file as the standing names it, with where its evening
/// came from when that was not its file: `bord-2.ron · live`.
pub fn table_name(table: &TableResult, language: Language) -> String {
    let source = match table.source {
        Source::File | Source::Nothing => return table.evening.clone(),
        Source::Network => pick(language, "direkt", "live"),
        Source::LastSeen => pick(language, "senast sedd", "last seen"),
    };
    format!("{} · {source}", table.evening)
}

/// Why a sitting could not be seated, in words (`path`: the night file).
pub fn seat_error_words(
    error: &crate::night::seating::SeatError,
    path: &std::path::Path,
    language: Language,
) -> String {
    use crate::night::seating::{SeatError, SeatingProblem};
    match error {
        SeatError::Night(e) => super::error(e, language),
        SeatError::Exists => say(
            language,
            "{} finns redan; den lämnas som den är",
            "{} is there already; it is left as it is",
            &[&super::shown_path(path)],
        ),
        SeatError::Started((s, t), evening) => say(
            language,
            "sittning {} har börjat: bord {} har sin kväll ({}); den placeras inte om",
            "sitting {} has started: table {} has its evening ({}); it is not seated again",
            &[&s.to_string(), &t.to_string(), &super::quoted(evening)],
        ),
        SeatError::NoSitting => pick(
            language,
            "kvällen har ingen sittning att placera om",
            "the night has no sitting to seat again",
        )
        .to_string(),
        SeatError::Seating(SeatingProblem::TooFew(n)) => say(
            language,
            "{} spelare räcker inte till ett bord (minst 3)",
            "{} players are not enough for a table (3 at least)",
            &[&n.to_string()],
        ),
        SeatError::Seating(SeatingProblem::Twice(name)) => say(
            language,
            "{} är med två gånger",
            "{} is given twice",
            &[&super::quoted(name)],
        ),
        SeatError::Seating(SeatingProblem::Name(name, issue)) => {
            super::shown(&super::name_in_file(name, *issue, language))
        }
        SeatError::Write(e) => super::storage_error(e, language),
    }
}
