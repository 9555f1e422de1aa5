//! The words of a hand's, an evening's and the chips' problems.

#[allow(clippy::wildcard_imports)]
use super::*;

/// A trump rank as a message names it: "common (ofärg)" in English,
/// "ofärg" in Swedish.
pub(super) fn rank_phrase(rank: Trump, language: Language) -> String {
    match language {
        Language::Swedish => trump_word(rank, language).to_string(),
        Language::English if rank == Trump::Misar => "misär".to_string(),
        Language::Japanese => ja::rank(rank).to_string(),
        Language::English => format!(
            "{} ({})",
            trump_word(rank, language),
            trump_word(rank, Language::Swedish)
        ),
    }
}

/// Why a hand cannot have happened, in a language.
pub(super) fn hand_problem_words(problem: &HandProblem, language: Language) -> String {
    match language {
        Language::Swedish => sv::hand_problem(problem),
        Language::English => en::hand_problem(problem),
        Language::Japanese => ja::hand_problem(problem),
    }
}

/// `3, 4 or 5`.
pub(super) fn counts(counts: &[usize], or: &str) -> String {
    let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// What is wrong with an evening's header, in a language.
pub(super) fn evening_issue_words(issue: &EveningIssue, language: Language) -> String {
    match language {
        Language::Swedish => sv::evening_issue(issue),
        Language::English => en::evening_issue(issue),
        Language::Japanese => ja::evening_issue(issue),
    }
}

/// Why chip settings cannot be used, in a language.
pub(super) fn chip_problem_words(
    problem: &crate::error::chips::ChipProblem,
    language: Language,
) -> String {
    match language {
        Language::Swedish => sv::chip_problem(problem),
        Language::English => en::chip_problem(problem),
        Language::Japanese => ja::chip_problem(problem),
    }
}

/// Why an edit of an evening was refused, in a language: the hand and
/// field, or the evening's field, and why.
pub(super) fn ledger_error_words(
    error: &crate::error::ledger::LedgerError,
    language: Language,
) -> String {
    match error {
        crate::error::ledger::LedgerError::Hand(e) => hand_error(e, language),
        crate::error::ledger::LedgerError::Evening(e) => evening_problem(e, language),
    }
}

/// A hand that cannot have happened, with its number and field.
pub(super) fn hand_error_words(error: &HandError, language: Language) -> String {
    let problem = hand_problem(&error.problem, language);
    match language {
        Language::Swedish => format!("giv {}, fältet `{}`: {problem}", error.hand, error.field),
        Language::English => format!("hand {}, field `{}`: {problem}", error.hand, error.field),
        Language::Japanese => ja::hand_error(error),
    }
}

/// An evening's header that makes no sense, with its field.
pub(super) fn evening_problem_words(problem: &EveningProblem, language: Language) -> String {
    let issue = evening_issue(&problem.kind, language);
    match language {
        Language::Swedish => format!("fältet `{}`: {issue}", problem.field),
        Language::English => format!("field `{}`: {issue}", problem.field),
        Language::Japanese => ja::evening_problem(problem),
    }
}

/// The English words, for logs and tests.
impl fmt::Display for HandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hand_problem(self, Language::English))
    }
}

/// The English words, for logs and tests.
impl fmt::Display for EveningIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&evening_issue(self, Language::English))
    }
}
