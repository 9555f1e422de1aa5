//! The words of a bid table's and a variant's problems.

#[allow(clippy::wildcard_imports)]
use super::*;

/// A table file that parses but makes no sense: where, the contract row
/// when there is one, and what is wrong.
pub(super) fn table_problem_words(problem: &TableProblem, language: Language) -> String {
    let at = place(&problem.file, problem.location);
    let issue = table_issue(&problem.issue, language);
    match (language, &problem.contract) {
        (Language::English, Some(c)) => format!("{at}: contract `{}`: {issue}", quoted(c)),
        (Language::Japanese, Some(c)) => format!("{at}: ビッド`{}`:{issue}", quoted(c)),
        (Language::Swedish, Some(c)) => format!("{at}: kontraktet `{}`: {issue}", quoted(c)),
        (_, None) => format!("{at}: {issue}"),
    }
}

/// A number of a contract row, named as in the file (`pot`: `won`,
/// `pinnar.common`, `pass_penalty`).
pub(super) fn row_value(field: RowValue) -> String {
    match field {
        RowValue::Pot(column, field) => format!("`{}`: `{}`", column.key(), field.key()),
        RowValue::Pinnar(rank) => format!("`pinnar.{}`", rank.key()),
        RowValue::PassPenalty => "`pass_penalty`".into(),
    }
}

/// What a bid table's check found, in a language.
pub(super) fn table_issue_words(issue: &TableIssue, language: Language) -> String {
    match language {
        Language::Swedish => sv::table_issue(issue),
        Language::English => en::table_issue(issue),
        Language::Japanese => ja::table_issue(issue),
    }
}

/// What is wrong with a variant of a table, in a language.
pub(super) fn variant_problem_words(problem: &VariantProblem, language: Language) -> String {
    match language {
        Language::Swedish => sv::variant_problem(problem),
        Language::English => en::variant_problem(problem),
        Language::Japanese => ja::variant_problem(problem),
    }
}

/// Why an evening's variants cannot be applied to its table, in a language.
pub(super) fn variants_issue_words(issue: &VariantsIssue, language: Language) -> String {
    match language {
        Language::Swedish => sv::variants_issue(issue),
        Language::English => en::variants_issue(issue),
        Language::Japanese => ja::variants_issue(issue),
    }
}

/// Why a bid table could not be used, in a language (one problem a line).
pub(super) fn table_error_words(error: &TableError, language: Language) -> String {
    match error {
        TableError::Io(e) => io_error(e, language),
        TableError::Syntax(e) => syntax_error(e, language),
        TableError::Invalid(problems) => problems
            .iter()
            .map(|p| table_problem(p, language))
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

/// Where a table comes from, in words.
pub(super) fn origin(origin: &TableOrigin, language: Language) -> String {
    match (language, origin) {
        (Language::English, TableOrigin::BuiltIn) => "the built-in table".into(),
        (Language::Japanese, origin) => ja::origin(origin),
        (Language::Swedish, TableOrigin::BuiltIn) => "den inbyggda tabellen".into(),
        (
            Language::English,
            TableOrigin::User {
                path,
                replaces_built_in: true,
            },
        ) => format!("{}, which replaces the built-in table", shown_path(path)),
        (
            Language::Swedish,
            TableOrigin::User {
                path,
                replaces_built_in: true,
            },
        ) => format!("{}, som ersätter den inbyggda tabellen", shown_path(path)),
        (_, TableOrigin::User { path, .. }) => shown_path(path).to_string(),
    }
}
