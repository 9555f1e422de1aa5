//! The words of a club night: its standing's rule and what keeps a table
//! out of the standing.

use crate::i18n::{pick, say};
use crate::night::StandingRule;
use crate::night::standing::NightProblem;
use crate::text::Language;

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
