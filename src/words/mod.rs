//! The words of every error, in Swedish ([`sv`]), English ([`en`]) and
//! Japanese ([`ja`]), each language in its own file with one exhaustive
//! `match` per kind, so a kind a language lacks does not compile: the one
//! place they live. The kinds are data ([`crate::error`]); the app renders them in the
//! interface's language, `vira` in its `--lang`, and `Display` is the
//! English words. Text from a file (a name, an id, a character) is quoted
//! with its hidden characters escaped ([`quoted`]), so a message can never
//! forge a line or hide what is wrong.

use crate::i18n::Text;
use std::fmt;
use std::io::ErrorKind;

use crate::chips::error::ChipError;
use crate::error::ledger::{
    Error, EveningIssue, EveningProblem, HandError, HandProblem, NameIssue, TableOrigin,
};
use crate::error::{
    FileKind, IoAction, IoCause, IoError, Location, RowValue, SyntaxError, SyntaxProblem,
    TableError, TableIssue, TableProblem, Token, VariantProblem, VariantsIssue,
};
use crate::ledger::evening::Trump;
use crate::text::{Language, Names};
use game::{bid_word, trump_word};

mod display;
mod en;
pub mod game;
mod io;
mod ja;
mod ledger;
pub mod night;
pub mod remote;
mod sv;
mod syntax;
mod tables;

#[allow(clippy::wildcard_imports)]
use io::*;
#[allow(clippy::wildcard_imports)]
use ledger::*;
#[allow(clippy::wildcard_imports)]
use syntax::*;
#[allow(clippy::wildcard_imports)]
use tables::*;

pub use crate::text::escape::{QUOTED_REACH, quoted, shown, shown_path};

/// Why a file could not be used, in a language (without the path).
/// Every hidden character escaped ([`shown`]).
pub fn io_cause(kind: ErrorKind, cause: &IoCause, language: Language) -> String {
    shown(&io_cause_words(kind, cause, language))
}

/// A file or folder that could not be used: "PATH: cannot read: why".
/// Every hidden character escaped ([`shown`]).
pub fn io_error(error: &IoError, language: Language) -> String {
    shown(&io_error_words(error, language))
}

/// The system's error on a file in a language: its own words in English,
/// words by its kind in Swedish.
/// Every hidden character escaped ([`shown`]).
pub fn system_error(error: &std::io::Error, language: Language) -> String {
    shown(&system_error_words(error, language))
}

/// What is wrong with a RON text, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn syntax_problem(problem: &SyntaxProblem, language: Language) -> String {
    shown(&syntax_problem_words(problem, language))
}

/// A RON syntax error: "FILE:LINE:COL: what" and the excerpt.
/// Every hidden character escaped ([`shown`]).
pub fn syntax_error(error: &SyntaxError, language: Language) -> String {
    shown(&syntax_error_words(error, language))
}

/// A table file that parses but makes no sense: where, the contract row
/// when there is one, and what is wrong.
/// Every hidden character escaped ([`shown`]).
pub fn table_problem(problem: &TableProblem, language: Language) -> String {
    shown(&table_problem_words(problem, language))
}

/// What a bid table's check found, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn table_issue(issue: &TableIssue, language: Language) -> String {
    shown(&table_issue_words(issue, language))
}

/// What is wrong with a variant of a table, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn variant_problem(problem: &VariantProblem, language: Language) -> String {
    shown(&variant_problem_words(problem, language))
}

/// Why an evening's variants cannot be applied to its table, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn variants_issue(issue: &VariantsIssue, language: Language) -> String {
    shown(&variants_issue_words(issue, language))
}

/// Why a bid table could not be used, in a language (one problem a line).
/// Every hidden character escaped ([`shown`]).
pub fn table_error(error: &TableError, language: Language) -> String {
    shown(&table_error_words(error, language))
}

/// Anything between a file and a settlement, at its file, line and column.
/// Every hidden character escaped ([`shown`]).
pub fn error(error: &Error, language: Language) -> String {
    shown(&error_words(error, language))
}

/// That the archive's index was found damaged and made anew from the
/// files: said once by the command line and by the app's status line.
pub fn index_repaired(language: Language) -> &'static str {
    crate::i18n::pick(language, Text::TheArchivesIndexWasDamagedWhatWas)
}

/// A save or lock of the app's own files that failed, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn storage_error(error: &crate::error::storage::StorageError, language: Language) -> String {
    shown(&storage_error_words(error, language))
}

/// An archive operation that failed, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn archive_error(error: &crate::error::archive::ArchiveError, language: Language) -> String {
    shown(&archive_error_words(error, language))
}

/// Why the chips could not follow the evening, in words. Each is a broken
/// invariant between the ledger and the chips, said with its data so it
/// can be reported, never a quiet zero.
pub fn chip_error_words(error: &ChipError, language: Language) -> String {
    match language {
        Language::Swedish => sv::chip_error(error),
        Language::English => en::chip_error(error),
        Language::Japanese => ja::chip_error(error),
    }
}

/// An export that failed, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn export_error(error: &crate::error::archive::ExportError, language: Language) -> String {
    shown(&export_error_words(error, language))
}

/// Why a hand cannot have happened, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn hand_problem(problem: &HandProblem, language: Language) -> String {
    shown(&hand_problem_words(problem, language))
}

/// What is wrong with an evening's header, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn evening_issue(issue: &EveningIssue, language: Language) -> String {
    shown(&evening_issue_words(issue, language))
}

/// Why chip settings cannot be used, in a language.
/// Every hidden character escaped ([`shown`]).
pub fn chip_problem(problem: &crate::error::chips::ChipProblem, language: Language) -> String {
    shown(&chip_problem_words(problem, language))
}

/// Why an edit of an evening was refused, in a language: the hand and
/// field, or the evening's field, and why.
/// Every hidden character escaped ([`shown`]).
pub fn ledger_error(error: &crate::error::ledger::LedgerError, language: Language) -> String {
    shown(&ledger_error_words(error, language))
}

/// A refused change as the pullvakt at the table reads it: the hand by
/// its number and the problem in words, never a field of the file
/// ("giv 12: Bo sitter över den här given (Cia ger)"). Every hidden
/// character escaped ([`shown`]).
pub fn ledger_error_at_table(
    error: &crate::error::ledger::LedgerError,
    language: Language,
) -> String {
    match error {
        crate::error::ledger::LedgerError::Hand(e) => {
            let problem = hand_problem(&e.problem, language);
            shown(&match language {
                Language::Swedish => format!("giv {}: {problem}", e.hand),
                Language::English => format!("hand {}: {problem}", e.hand),
                Language::Japanese => format!("第{}ディール:{problem}", e.hand),
            })
        }
        crate::error::ledger::LedgerError::Evening(e) => evening_problem(e, language),
    }
}

/// A hand that cannot have happened, with its number and field.
/// Every hidden character escaped ([`shown`]).
pub fn hand_error(error: &HandError, language: Language) -> String {
    shown(&hand_error_words(error, language))
}

/// An evening's header that makes no sense, with its field.
/// Every hidden character escaped ([`shown`]).
pub fn evening_problem(problem: &EveningProblem, language: Language) -> String {
    shown(&evening_problem_words(problem, language))
}

/// `FILE:LINE:COL` (or `FILE` when the place is not known).
fn place(file: &str, location: Option<Location>) -> String {
    match location {
        Some(l) => format!("{file}:{}:{}", l.line, l.col),
        None => file.to_string(),
    }
}

/// A name in the evening file that cannot be used, in a language.
pub(crate) fn name_in_file(name: &str, issue: NameIssue, language: Language) -> String {
    match language {
        Language::Swedish => sv::name_in_file(name, issue),
        Language::English => en::name_in_file(name, issue),
        Language::Japanese => ja::name_in_file(name, issue),
    }
}

/// A text holding a hidden character, in a language.
fn hidden(text: &str, character: char, language: Language) -> String {
    match language {
        Language::Swedish => format!(
            "`{}` innehåller det osynliga tecknet eller styrtecknet U+{:04X}; skriv om det",
            quoted(text),
            u32::from(character)
        ),
        Language::English => format!(
            "`{}` contains the invisible or control character U+{:04X}; type it again",
            quoted(text),
            u32::from(character)
        ),
        Language::Japanese => ja::hidden(text, character),
    }
}

/// Why a name typed in the new-evening form is refused, as the form says
/// it under the seat: the same [`NameIssue`] the evening file's check
/// finds.
pub fn name_refusal(issue: NameIssue, language: Language) -> String {
    match language {
        Language::Swedish => sv::name_refusal(issue),
        Language::English => en::name_refusal(issue),
        Language::Japanese => ja::name_refusal(issue),
    }
}

/// Anything between a file and a settlement, at its file, line and column.
fn error_words(error: &Error, language: Language) -> String {
    match language {
        Language::Swedish => sv::error(error),
        Language::English => en::error(error),
        Language::Japanese => ja::error(error),
    }
}

/// A save or lock of the app's own files that failed, in a language.
fn storage_error_words(error: &crate::error::storage::StorageError, language: Language) -> String {
    match language {
        Language::Swedish => sv::storage_error(error),
        Language::English => en::storage_error(error),
        Language::Japanese => ja::storage_error(error),
    }
}

/// An archive operation that failed, in a language.
fn archive_error_words(error: &crate::error::archive::ArchiveError, language: Language) -> String {
    use crate::error::archive::ArchiveError;
    match (error, language) {
        (ArchiveError::Io(e), _) => io_error(e, language),
        (ArchiveError::NotAnEvening(e), Language::Swedish) => {
            format!("inte importerad: {}", self::error(e, language))
        }
        (ArchiveError::NotAnEvening(e), Language::English) => {
            format!("not imported: {}", self::error(e, language))
        }
        (ArchiveError::NotAnEvening(_), Language::Japanese) => ja::archive_error(error),
    }
}

/// An export that failed, in a language.
fn export_error_words(error: &crate::error::archive::ExportError, language: Language) -> String {
    match language {
        Language::Swedish => sv::export_error(error),
        Language::English => en::export_error(error),
        Language::Japanese => ja::export_error(error),
    }
}

/// Why a typed price is refused, in words (the form and a price changed
/// later ask the same reading, [`crate::ledger::money::parse_price`]).
pub fn price_problem(
    problem: crate::ledger::money::PriceProblem,
    language: Language,
) -> &'static str {
    use crate::ledger::money::PriceProblem;
    match (problem, language) {
        (PriceProblem::NotAnAmount, Language::Swedish) => {
            "Pris: skriv ett belopp med högst två decimaler, t.ex. 0,50 (tomt: utan pengar)."
        }
        (PriceProblem::NotAnAmount, Language::Japanese) => {
            "価格:小数点以下2桁までの金額を入力してください。例 0.50(空欄:お金なし)。"
        }
        (PriceProblem::TooHigh, Language::Japanese) => "価格:1ベターにつき最大1,000,000です。",
        (PriceProblem::NotAnAmount, Language::English) => {
            "Price: enter an amount with at most two decimals, e.g. 0.50 (empty: no money)."
        }
        (PriceProblem::TooHigh, Language::Swedish) => "Pris: högst 1 000 000 per bet.",
        (PriceProblem::TooHigh, Language::English) => "Price: at most 1,000,000 a bet.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_in_both_languages() {
        let problem = HandProblem::SitsOut {
            player: "Dag".into(),
            dealer: "Cia".into(),
        };
        assert_eq!(
            hand_problem(&problem, Language::English),
            "Dag sits out this hand (Cia deals)"
        );
        assert_eq!(
            hand_problem(&problem, Language::Swedish),
            "Dag sitter över den här given (Cia ger)"
        );
    }

    #[test]
    fn shown_escapes_hidden_characters_wherever_they_stand() {
        // Printable text, Swedish and Japanese letters, newlines: as it is.
        for text in ["", "Åsa +3 betar\n", "赤桐 フォアハンド、Bo\nnext", "abc"] {
            assert_eq!(shown(text), text);
        }
        // A control or hidden character after other non-ASCII letters is
        // still found (the scan skips ASCII only).
        assert_eq!(shown("Åsa\u{1b}[2J"), "Åsa\\u{1b}[2J");
        assert_eq!(shown("赤桐\u{202e}Bo"), "赤桐\\u{202e}Bo");
        assert_eq!(shown("ö\tx\u{7f}"), "ö\\tx\\u{7f}");
        assert_eq!(shown("line\r\n"), "line\\r\n");
    }

    /// A full disk while saving says so in words in English too, never the
    /// system's "(os error 28)" (`vira night new` on a full disk showed it).
    #[test]
    fn a_full_disk_while_saving_is_said_in_words() {
        let error = crate::error::storage::StorageError::Io {
            path: std::path::PathBuf::from("/tmp/full/k.night"),
            source: std::io::Error::from_raw_os_error(28),
        };
        for language in [Language::English, Language::Swedish, Language::Japanese] {
            let said = storage_error(&error, language);
            assert!(!said.contains("os error"), "{said}");
            assert!(said.contains("/tmp/full/k.night"), "{said}");
        }
    }
}
