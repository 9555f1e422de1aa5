//! The words of a phone's request refused ([`Refusal`]) and of a table
//! that cannot be recorded from a phone ([`RecorderError`]), in each
//! language (through [`Text`]).

use crate::error::storage::RecorderError;
use crate::i18n::{Text, pick, say};
use crate::ledger::remote::Refusal;
use crate::rules::table::Language;

/// Why a phone's request was not booked, in words.
pub fn refusal_words(refusal: &Refusal, language: Language) -> String {
    match refusal {
        Refusal::Incomplete => pick(language, Text::TheHandIsNotCompleteNothingRecorded).into(),
        Refusal::Taken { deal, by } => {
            let by = by
                .clone()
                .unwrap_or_else(|| pick(language, Text::AnotherDevice).to_string());
            say(
                language,
                Text::HandNIsTakenByAnotherHand,
                &[&deal.to_string(), &by],
            )
        }
        Refusal::Ahead { sent, next } => say(
            language,
            Text::ThisPageWasForHandN,
            &[&sent.to_string(), &next.to_string()],
        ),
        Refusal::Changed { deal } => {
            say(language, Text::HandNChangedMeanwhile, &[&deal.to_string()])
        }
        Refusal::NothingToUndo => pick(language, Text::NoHandToUndo).into(),
        Refusal::Ledger(error) => say(
            language,
            Text::NotRecordedColon,
            &[&crate::words::ledger_error(error, language)],
        ),
    }
}

/// Why a table cannot be recorded from a phone, in words.
pub fn recorder_error_words(error: &RecorderError, language: Language) -> String {
    match error {
        RecorderError::Night(e) => crate::words::error(e, language),
        RecorderError::NoSuchTable(table) => say(
            language,
            Text::TheNightHasNoTable,
            &[&crate::text::escape::quoted(table)],
        ),
        RecorderError::NoBidTable(table) => say(
            language,
            Text::TheNightNamesNoBidTableFor,
            &[&crate::text::escape::quoted(table)],
        ),
        RecorderError::UnknownBidTable(id) => say(
            language,
            Text::NoUsableBidTableHasTheId,
            &[&crate::text::escape::quoted(id)],
        ),
        RecorderError::Evening(e) => crate::words::error(e, language),
        RecorderError::Write(e) => crate::words::storage_error(e, language),
        RecorderError::Random(e) => crate::words::system_error(e, language),
    }
}
