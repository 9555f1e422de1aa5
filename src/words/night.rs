//! The words of a club night: its standing's rule and what keeps a table
//! out of the standing.

use crate::error::network::FeedError;
use crate::i18n::{Text, pick, say};
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
        Text::ClubNightWith2,
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
        StandingRule::Net => pick(language, Text::TheNetResultOverEveryTable).to_string(),
        StandingRule::Places { points } => {
            let points: Vec<String> = points.iter().map(u32::to_string).collect();
            say(
                language,
                Text::PlacePointsATableEqualPointsAre,
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
            Text::SittingTableLowerWith3,
            &[
                &s.to_string(),
                &t.to_string(),
                &crate::text::escape::quoted(evening),
            ],
        )
    };
    match problem {
        NightProblem::NotHandedIn { at: a, evening } => {
            say(language, Text::NotHandedInYetTheFileIs, &[&at(*a, evening)])
        }
        NightProblem::Unreadable {
            at: a,
            evening,
            error,
        } => say(
            language,
            Text::CannotBeReadWith2,
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
                    Text::DoesNotAnswerOnTheNetworkThe,
                    &[&at(*a, evening), &why],
                )
            } else {
                say(
                    language,
                    Text::DoesNotAnswerOnTheNetworkNothing,
                    &[&at(*a, evening), &why],
                )
            }
        }
        NightProblem::NotInFolder { at: a, evening } => {
            say(language, Text::NotAFileNameInTheNights, &[&at(*a, evening)])
        }
        NightProblem::OtherPlayers {
            at: a,
            evening,
            night,
            file,
        } => say(
            language,
            Text::TheFileWasPlayedByButThe,
            &[&at(*a, evening), &file.join(", "), &night.join(", ")],
        ),
        NightProblem::OtherBidTable {
            at: a,
            evening,
            night,
            file,
        } => say(
            language,
            Text::TheFileWasPlayedWithTheBidTable,
            &[
                &at(*a, evening),
                &super::quoted(file),
                &super::quoted(night),
            ],
        ),
        NightProblem::TwoTables { sitting, player } => say(
            language,
            Text::SittingSitsAtTwoTables,
            &[&sitting.to_string(), player],
        ),
        NightProblem::UnitsDiffer => {
            pick(language, Text::TheTablesCountInDifferentUnitsClassic).to_string()
        }
        NightProblem::Overflow => pick(language, Text::ASumGrewTooLargeToCount).to_string(),
    }
}

/// Why a table's address does not give its evening, in words.
pub fn feed_words(error: &FeedError, language: Language) -> String {
    match error {
        FeedError::BadAddress(address) => say(
            language,
            Text::TheAddressIsNotATablesAddress,
            &[&crate::text::escape::quoted(address)],
        ),
        FeedError::Unreachable(reason) => say(
            language,
            Text::NoConnection,
            &[&crate::text::escape::quoted(reason)],
        ),
        FeedError::Status(404) => pick(language, Text::TheTableDoesNotKnowTheToken).to_string(),
        FeedError::Status(code) => say(
            language,
            Text::TheTableAnsweredItsFileMayNot,
            &[&code.to_string()],
        ),
        FeedError::NotAnEvening(why) => say(language, Text::TheAnswerIsNotAnEvening, &[why]),
    }
}

/// A table's evening file as the standing names it, with where its evening
/// came from when that was not its file: `bord-2.ron · live`.
pub fn table_name(table: &TableResult, language: Language) -> String {
    let source = match table.source {
        Source::File | Source::Nothing => return table.evening.clone(),
        Source::Network => pick(language, Text::Live),
        Source::LastSeen => pick(language, Text::LastSeen),
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
            Text::IsThereAlreadyItIsLeftAs,
            &[&super::shown_path(path)],
        ),
        SeatError::Started((s, t), evening) => say(
            language,
            Text::SittingHasStartedTableHasItsEvening,
            &[&s.to_string(), &t.to_string(), &super::quoted(evening)],
        ),
        SeatError::NoSitting => pick(language, Text::TheNightHasNoSittingToSeat).to_string(),
        SeatError::Seating(SeatingProblem::TooFew(n)) => say(
            language,
            Text::PlayersAreNotEnoughForATable,
            &[&n.to_string()],
        ),
        SeatError::Seating(SeatingProblem::Twice(name)) => {
            say(language, Text::IsGivenTwice, &[&super::quoted(name)])
        }
        SeatError::Seating(SeatingProblem::Name(name, issue)) => {
            super::shown(&super::name_in_file(name, *issue, language))
        }
        SeatError::Write(e) => super::storage_error(e, language),
    }
}

/// Why a night's game cannot be played, in a language.
pub fn game_problem_words(problem: &crate::night::GameProblem, language: Language) -> String {
    match problem {
        crate::night::GameProblem::NoTable(id) => say(
            language,
            Text::NoUsableBidTableWith,
            &[&crate::text::escape::quoted(id)],
        ),
        crate::night::GameProblem::Length(issue) => super::evening_issue(issue, language),
    }
}
