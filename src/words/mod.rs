//! The words of every error, in Swedish, in English and in Japanese (the
//! Japanese in [`ja`], one exhaustive `match` per kind): the one place they
//! live. The kinds are data ([`crate::error`]); the app renders them in the
//! interface's language, `vira` in its `--lang`, and `Display` is the
//! English words. Text from a file (a name, an id, a character) is quoted
//! with its hidden characters escaped ([`quoted`]), so a message can never
//! forge a line or hide what is wrong.

use std::fmt;
use std::io::ErrorKind;

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
pub mod game;
mod ja;

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
    crate::i18n::pick(
        language,
        "Arkivets index var skadat; det skadade har lästs om från filerna.",
        "The archive's index was damaged; what was damaged has been read again from the files.",
    )
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
fn name_in_file(name: &str, issue: NameIssue, language: Language) -> String {
    if language == Language::Japanese {
        return ja::name_in_file(name, issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        NameIssue::Empty if sv => "ett namn är tomt".into(),
        NameIssue::Empty => "a player's name is empty".into(),
        NameIssue::Spaces if sv => {
            format!("`{}` har mellanslag först eller sist", quoted(name))
        }
        NameIssue::Spaces => format!("`{}` has spaces at the start or end", quoted(name)),
        NameIssue::HiddenCharacter(c) => hidden(name, c, language),
        NameIssue::Reserved if sv => "`pulla` är pottens konto; ge spelaren ett annat namn".into(),
        NameIssue::Reserved => "`pulla` is the pot's account; give the player another name".into(),
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
    if language == Language::Japanese {
        return ja::name_refusal(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        NameIssue::Empty if sv => "Skriv ett namn.".into(),
        NameIssue::Empty => "Enter a name.".into(),
        NameIssue::Spaces if sv => "Ta bort mellanslagen först och sist i namnet.".into(),
        NameIssue::Spaces => "Remove the spaces at the start and end of the name.".into(),
        NameIssue::HiddenCharacter(c) if sv => format!(
            "Namnet innehåller det osynliga tecknet eller styrtecknet U+{:04X}; skriv namnet igen.",
            u32::from(c)
        ),
        NameIssue::HiddenCharacter(c) => format!(
            "The name contains the invisible or control character U+{:04X}; type it again.",
            u32::from(c)
        ),
        NameIssue::Reserved if sv => "”pulla” är pottens namn; välj ett annat.".into(),
        NameIssue::Reserved => "“pulla” is the pot's name; choose another.".into(),
    }
}

/// What a file was being used for, as "cannot read" / "kunde inte läsas".
fn action_words(action: IoAction, language: Language) -> &'static str {
    match (language, action) {
        (Language::English, IoAction::Read) => "cannot read",
        (Language::English, IoAction::Write) => "cannot write",
        (Language::English, IoAction::List) => "cannot list",
        (Language::English, IoAction::Create) => "cannot create",
        (Language::English, IoAction::Remove) => "cannot remove",
        (Language::Swedish, IoAction::Read) => "kunde inte läsas",
        (Language::Swedish, IoAction::Write) => "kunde inte skrivas",
        (Language::Swedish, IoAction::List) => "kunde inte listas",
        (Language::Swedish, IoAction::Create) => "kunde inte skapas",
        (Language::Swedish, IoAction::Remove) => "kunde inte tas bort",
        (Language::Japanese, action) => ja::action(action),
    }
}

/// The system's refusal in Swedish, by its kind; a kind without words of
/// its own is said in a Swedish sentence quoting the system's words.
fn system_cause_sv(kind: ErrorKind, detail: &str) -> String {
    let words = match kind {
        ErrorKind::NotFound => "filen eller mappen finns inte",
        ErrorKind::PermissionDenied => "åtkomst nekad",
        ErrorKind::AlreadyExists => "det finns redan en fil med det namnet",
        ErrorKind::NotADirectory => "en del av sökvägen är ingen mapp",
        ErrorKind::IsADirectory => "det är en mapp, inte en fil",
        ErrorKind::DirectoryNotEmpty => "mappen är inte tom",
        ErrorKind::ReadOnlyFilesystem => "disken är skrivskyddad",
        ErrorKind::StorageFull => "disken är full",
        ErrorKind::QuotaExceeded => "diskkvoten är slut",
        ErrorKind::FileTooLarge => "filen är för stor",
        ErrorKind::ResourceBusy => "filen är upptagen",
        ErrorKind::InvalidFilename => "filnamnet är för långt eller inte tillåtet här",
        ErrorKind::InvalidData => "innehållet är inte giltigt",
        ErrorKind::UnexpectedEof => "filen tog slut för tidigt",
        ErrorKind::TimedOut => "det tog för lång tid",
        ErrorKind::Interrupted => "avbröts",
        ErrorKind::OutOfMemory => "minnet tog slut",
        ErrorKind::CrossesDevices => "kan inte flyttas mellan två diskar",
        ErrorKind::WriteZero => "inget kunde skrivas",
        ErrorKind::Unsupported => "stöds inte av systemet",
        _ => return format!("systemet svarade ”{}”", quoted(without_code(detail))),
    };
    words.to_string()
}

/// A system error in English words: the same kinds as in Swedish, and
/// the system's own message for the others, without its "(os error 28)"
/// (issue 34, 10).
fn system_cause_en(kind: ErrorKind, detail: &str) -> String {
    let words = match kind {
        ErrorKind::NotFound => "no such file or folder",
        ErrorKind::PermissionDenied => "permission denied",
        ErrorKind::AlreadyExists => "a file of that name exists already",
        ErrorKind::NotADirectory => "a part of the path is not a folder",
        ErrorKind::IsADirectory => "it is a folder, not a file",
        ErrorKind::DirectoryNotEmpty => "the folder is not empty",
        ErrorKind::ReadOnlyFilesystem => "the disk is read-only",
        ErrorKind::StorageFull => "the disk is full",
        ErrorKind::QuotaExceeded => "the disk quota is used up",
        ErrorKind::FileTooLarge => "the file is too large",
        ErrorKind::ResourceBusy => "the file is busy",
        ErrorKind::InvalidFilename => "file name too long, or not allowed here",
        ErrorKind::InvalidData => "the content is not valid",
        ErrorKind::UnexpectedEof => "the file ends too early",
        ErrorKind::TimedOut => "it took too long",
        ErrorKind::Interrupted => "interrupted",
        ErrorKind::OutOfMemory => "out of memory",
        ErrorKind::CrossesDevices => "cannot be moved between two disks",
        ErrorKind::WriteZero => "nothing could be written",
        ErrorKind::Unsupported => "not supported by the system",
        _ => return quoted(without_code(detail)),
    };
    words.to_string()
}

/// The system's message without the number it ends with
/// ("Too many links (os error 31)" → "Too many links").
pub(crate) fn without_code(detail: &str) -> &str {
    match detail.rfind(" (os error ") {
        Some(at) if detail.ends_with(')') => detail.get(..at).unwrap_or(detail),
        _ => detail,
    }
}

/// A file's kind in words.
fn file_kind(kind: FileKind, language: Language) -> &'static str {
    match (language, kind) {
        (Language::English, FileKind::Fifo) => "a FIFO",
        (Language::English, FileKind::Device) => "a device",
        (Language::English, FileKind::Socket) => "a socket",
        (Language::English, FileKind::Folder) => "a folder",
        (Language::English, FileKind::Other) => "not a file",
        (Language::Swedish, FileKind::Fifo) => "en namngiven pipa",
        (Language::Swedish, FileKind::Device) => "en enhet",
        (Language::Swedish, FileKind::Socket) => "en socket",
        (Language::Swedish, FileKind::Folder) => "en mapp",
        (Language::Swedish, FileKind::Other) => "ingen fil",
        (Language::Japanese, kind) => ja::file_kind(kind),
    }
}

/// Why a file could not be used, in a language (without the path).
fn io_cause_words(kind: ErrorKind, cause: &IoCause, language: Language) -> String {
    if language == Language::Japanese {
        return ja::io_cause(kind, cause);
    }
    let sv = language == Language::Swedish;
    match cause {
        IoCause::System { detail } if sv => system_cause_sv(kind, detail),
        IoCause::System { detail } => system_cause_en(kind, detail),
        IoCause::NotARegularFile(k) if sv => {
            format!("ingen vanlig fil ({})", file_kind(*k, language))
        }
        IoCause::NotARegularFile(k) => format!("not a regular file ({})", file_kind(*k, language)),
        IoCause::TooLarge {
            limit_mib,
            bytes: Some(bytes),
        } if sv => format!("större än {limit_mib} MiB ({bytes} byte)"),
        IoCause::TooLarge {
            limit_mib,
            bytes: Some(bytes),
        } => format!("larger than {limit_mib} MiB ({bytes} bytes)"),
        IoCause::TooLarge {
            limit_mib,
            bytes: None,
        } if sv => format!("större än {limit_mib} MiB (den växte medan den lästes)"),
        IoCause::TooLarge {
            limit_mib,
            bytes: None,
        } => format!("larger than {limit_mib} MiB (it grew while being read)"),
        IoCause::NotUtf8 { byte } if sv => format!("ingen UTF-8-text (byte {byte} är det inte)"),
        IoCause::NotUtf8 { byte } => format!("not UTF-8 text (byte {byte} is not)"),
        IoCause::NotAFolder if sv => "ingen mapp".into(),
        IoCause::NotAFolder => "not a folder".into(),
        IoCause::Link { target } if sv => format!(
            "en symbolisk länk (till {}); ange själva filen",
            quoted(&target.display().to_string())
        ),
        IoCause::Link { target } => format!(
            "a symbolic link (to {}); give the file itself",
            quoted(&target.display().to_string())
        ),
        IoCause::HardLinked { names } if sv => format!(
            "filen har {names} namn (hårda länkar), och en ny fil i dess ställe skulle klippa av de andra; spara under ett annat namn"
        ),
        IoCause::HardLinked { names } => format!(
            "the file has {names} names (hard links), and a new file in its place would cut off the others; save under another name"
        ),
    }
}

/// A file or folder that could not be used: "PATH: cannot read: why".
fn io_error_words(error: &IoError, language: Language) -> String {
    if language == Language::Japanese {
        return ja::io_error(error);
    }
    format!(
        "{}: {}: {}",
        shown_path(&error.path),
        action_words(error.action, language),
        io_cause(error.kind, &error.cause, language)
    )
}

/// The system's error on a file in a language: its own words in English,
/// words by its kind in Swedish.
fn system_error_words(error: &std::io::Error, language: Language) -> String {
    match language {
        Language::Swedish => system_cause_sv(error.kind(), &error.to_string()),
        Language::English => system_cause_en(error.kind(), &error.to_string()),
        Language::Japanese => ja::system_cause(error.kind(), &error.to_string()),
    }
}

/// A token in words (in English as ron says it: "opening `[`").
fn token(token: Token, language: Language) -> &'static str {
    match (language, token) {
        (Language::Swedish, Token::ArrayStart) => "`[`",
        (Language::Swedish, Token::ArrayEnd) => "`]`",
        (Language::Swedish, Token::ParenStart) => "`(`",
        (Language::Swedish, Token::ParenEnd) => "`)`",
        (Language::Swedish, Token::MapStart) => "`{`",
        (Language::Swedish, Token::MapEnd) => "`}`",
        (Language::Swedish, Token::Colon) => "ett kolon",
        (Language::Swedish, Token::Comma) => "ett kommatecken",
        (Language::Swedish, Token::Boolean) => "`true` eller `false`",
        (Language::Swedish, Token::Integer) => "ett heltal",
        (Language::Swedish, Token::Float) => "ett decimaltal",
        (Language::Swedish, Token::String) => "en text inom citattecken",
        (Language::Swedish, Token::StringEnd) => "ett avslutande citattecken",
        (Language::Swedish, Token::Char) => "ett tecken inom apostrofer",
        (Language::Swedish, Token::Identifier) => "ett namn",
        (Language::Swedish, Token::Option) => "`Some(…)` eller `None`",
        (Language::Swedish, Token::Unit) => "`()`",
        (Language::Swedish, Token::Attribute) => "ett attribut `#![enable(…)]`",
        (Language::Swedish, Token::Bytes) => "en bytesträng",
        (Language::English, Token::ArrayStart) => "opening `[`",
        (Language::English, Token::ArrayEnd) => "closing `]`",
        (Language::English, Token::ParenStart) => "opening `(`",
        (Language::English, Token::ParenEnd) => "closing `)`",
        (Language::English, Token::MapStart) => "opening `{`",
        (Language::English, Token::MapEnd) => "closing `}`",
        (Language::English, Token::Colon) => "colon",
        (Language::English, Token::Comma) => "comma",
        (Language::English, Token::Boolean) => "boolean",
        (Language::English, Token::Integer) => "integer",
        (Language::English, Token::Float) => "float",
        (Language::English, Token::String) => "string",
        (Language::English, Token::StringEnd) => "end of string",
        (Language::English, Token::Char) => "char",
        (Language::English, Token::Identifier) => "identifier",
        (Language::English, Token::Option) => "option",
        (Language::English, Token::Unit) => "unit",
        (Language::English, Token::Attribute) => "an `#![enable(...)]` attribute",
        (Language::English, Token::Bytes) => "byte string",
        (Language::Japanese, t) => ja::token(t),
    }
}

/// `a`, `b` or `c` (names from a file, quoted).
fn one_of(names: &[String], or: &str) -> String {
    let words: Vec<String> = names.iter().map(|n| format!("`{}`", quoted(n))).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => "inga".into(),
    }
}

/// The alternatives as ron says them in English: "expected one of `a`,
/// `b`, or `c` instead".
fn one_of_en(names: &[String], none: &str) -> String {
    let q = |n: &String| format!("`{}`", quoted(n));
    match names {
        [] => format!("there are no {none}"),
        [a] => format!("expected {} instead", q(a)),
        [a, b] => format!("expected either {} or {} instead", q(a), q(b)),
        [first, middle @ .., last] => {
            let mut text = format!("expected one of {}", q(first));
            for name in middle {
                text.push_str(&format!(", {}", q(name)));
            }
            text.push_str(&format!(", or {} instead", q(last)));
            text
        }
    }
}

/// ` in `Hand`` / ` i `Hand`` when the parser named where.
fn inside(outer: Option<&String>, language: Language) -> String {
    match (outer, language) {
        (Some(o), Language::Swedish) => format!(" i `{}`", quoted(o)),
        (Some(o), Language::English) => format!(" in `{}`", quoted(o)),
        // In Japanese in front of the field: `Hand`の項目….
        (Some(o), Language::Japanese) => format!("`{}`の", quoted(o)),
        (None, _) => String::new(),
    }
}

/// serde's and ron's English phrase for a value ("the string \"x\"",
/// "u32", "a sequence") in Swedish where it is one of the common ones; any
/// other is quoted.
fn value_phrase_sv(phrase: &str) -> String {
    const PREFIXES: [(&str, &str); 9] = [
        ("the string ", "texten "),
        ("the unsigned integer ", "heltalet "),
        ("the signed integer ", "heltalet "),
        ("the floating point number ", "decimaltalet "),
        ("the boolean ", "sanningsvärdet "),
        ("the UTF-8 character ", "tecknet "),
        ("struct ", "strukturen "),
        ("enum ", "uppräkningen "),
        ("tuple struct ", "strukturen "),
    ];
    const WHOLE: [(&str, &str); 18] = [
        ("a string", "en text"),
        ("a borrowed string", "en text"),
        ("a sequence", "en lista"),
        ("a map", "en tabell `{…}`"),
        ("a unit value", "ett tomt värde `()`"),
        ("an optional value", "ett valfritt värde"),
        ("option", "`Some(…)` eller `None`"),
        ("a boolean", "`true` eller `false`"),
        ("a character", "ett tecken"),
        ("a unit variant", "ett namn utan fält"),
        ("a newtype variant", "ett namn med ett värde"),
        ("a tuple variant", "ett namn med värden"),
        ("a struct variant", "ett namn med fält"),
        ("an enum", "ett av namnen"),
        ("a newtype struct", "en struktur"),
        ("a formatted date string", "ett datum ÅÅÅÅ-MM-DD"),
        ("a sequence of 3 elements", "en lista med 3 element"),
        ("unit", "ett tomt värde `()`"),
    ];
    if let Some((_, sv)) = WHOLE.iter().find(|(en, _)| *en == phrase) {
        return (*sv).to_string();
    }
    if let Some((rest, sv)) = PREFIXES
        .iter()
        .find_map(|(en, sv)| phrase.strip_prefix(en).map(|rest| (rest, sv)))
    {
        return format!("{sv}{}", quoted(rest));
    }
    let numbers = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    if numbers.contains(&phrase) || phrase.starts_with("integer") {
        return "ett heltal".into();
    }
    if phrase == "f32" || phrase == "f64" {
        return "ett decimaltal".into();
    }
    format!("”{}”", quoted(phrase))
}

/// What is wrong with a RON text, in a language.
#[allow(clippy::too_many_lines)] // One arm per kind and language: a table, not logic.
fn syntax_problem_words(problem: &SyntaxProblem, language: Language) -> String {
    use SyntaxProblem as P;
    if language == Language::Japanese {
        return ja::syntax_problem(problem);
    }
    let sv = language == Language::Swedish;
    match problem {
        P::Expected(t) if sv => format!("här väntades {}", token(*t, language)),
        // ron's own words, kept: people search for them.
        P::Expected(t) => format!("Expected {}", token(*t, language)),
        P::OtherStruct { expected, found } if sv => format!(
            "här väntades `{}`, men det står `{}`",
            quoted(expected),
            quoted(found)
        ),
        P::OtherStruct { expected, found } => format!(
            "Expected struct `{}` but found `{}`",
            quoted(expected),
            quoted(found)
        ),
        P::UnexpectedChar(c) if sv => format!(
            "tecknet `{}` kan inte stå här",
            quoted(c.encode_utf8(&mut [0; 4]))
        ),
        P::UnexpectedChar(c) => format!("Unexpected char {c:?}"),
        P::Eof if sv => "filen tar slut mitt i; något saknas i slutet (en parentes?)".into(),
        P::Eof => "Unexpected end of RON".into(),
        P::TrailingCharacters if sv => {
            "det står något efter slutet; en parentes för mycket?".into()
        }
        P::TrailingCharacters => "Non-whitespace trailing characters".into(),
        P::WrongValue { expected, found } if sv => format!(
            "fel sorts värde: här väntades {}, men det står {}",
            value_phrase_sv(expected),
            value_phrase_sv(found)
        ),
        P::WrongValue { expected, found } => {
            format!(
                "Expected {} but found {} instead",
                quoted(expected),
                quoted(found)
            )
        }
        P::WrongLength { expected, found } if sv => format!(
            "fel antal: här väntades {}, men det står {found}",
            value_phrase_sv(expected)
        ),
        P::WrongLength { expected, found } => format!(
            "Expected {expected} but found {} instead",
            match found {
                0 => "zero elements".to_string(),
                1 => "one element".to_string(),
                n => format!("{n} elements"),
            }
        ),
        P::MissingField { field, outer } if sv => format!(
            "fältet `{}` saknas{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::MissingField { field, outer } => format!(
            "Unexpected missing field named `{}`{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::UnknownField {
            found,
            expected,
            outer,
        } if sv => format!(
            "okänt fält `{}`{}; kända fält: {}",
            quoted(found),
            inside(outer.as_ref(), language),
            one_of(expected, "eller")
        ),
        P::UnknownField {
            found,
            expected,
            outer,
        } => format!(
            "Unexpected field named `{}`{}, {}",
            quoted(found),
            inside(outer.as_ref(), language),
            one_of_en(expected, "fields")
        ),
        P::DuplicateField { field, outer } if sv => format!(
            "fältet `{}` står två gånger{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::DuplicateField { field, outer } => format!(
            "Unexpected duplicate field named `{}`{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::UnknownVariant {
            found,
            expected,
            outer,
        } if sv => format!(
            "okänt värde `{}`{}; det kan vara {}",
            quoted(found),
            inside(outer.as_ref(), language),
            one_of(expected, "eller")
        ),
        P::UnknownVariant {
            found,
            expected,
            outer,
        } => format!(
            "Unexpected {}variant named `{}`{}, {}",
            if outer.is_none() { "enum " } else { "" },
            quoted(found),
            outer
                .as_ref()
                .map_or_else(String::new, |o| format!(" in enum `{}`", quoted(o))),
            one_of_en(expected, "variants")
        ),
        P::IntegerOutOfBounds if sv => "talet är för stort eller för litet för fältet".into(),
        P::IntegerOutOfBounds => "Integer is out of bounds".into(),
        P::InvalidDigit { digit } if sv => format!(
            "`{}` är ingen siffra i ett tal",
            quoted(digit.encode_utf8(&mut [0; 4]))
        ),
        P::InvalidDigit { digit } => format!("Invalid digit {digit:?}"),
        P::InvalidEscape(words) if sv => format!(
            "en ogiltig escape-sekvens med `\\` i en text (tolken: ”{}”)",
            quoted(words)
        ),
        P::InvalidEscape(words) => words.clone(),
        P::UnclosedComment if sv => "en kommentar `/*` avslutas aldrig med `*/`".into(),
        P::UnclosedComment => "Unclosed block comment".into(),
        P::NotUtf8 if sv => "texten är inte UTF-8".into(),
        P::NotUtf8 => "invalid UTF-8".into(),
        P::TooDeep if sv => "för många nivåer av parenteser i varandra".into(),
        P::TooDeep => "Exceeded recursion limit".into(),
        P::NotADate { .. } if sv => "datumet går inte att läsa; skriv det \"ÅÅÅÅ-MM-DD\"".into(),
        P::NotADate { detail } => format!("{detail} (write the date \"YYYY-MM-DD\")"),
        P::NotAColour { text } if sv => {
            format!("`{}` är ingen färg; skriv den \"#rrggbb\"", quoted(text))
        }
        P::NotAColour { text } => {
            format!("`{}` is not a colour; write it \"#rrggbb\"", quoted(text))
        }
        P::NotALevel { text } if sv => format!(
            "`{}` är ingen nivå; skriv ett heltal eller ett bråk (\"-1\", \"4/3\", \"384\")",
            quoted(text)
        ),
        P::NotALevel { text } => format!(
            "`{}` is not a level; write a whole number or a fraction (\"-1\", \"4/3\", \"384\")",
            quoted(text)
        ),
        P::UnknownFormat { found, known } if sv => format!(
            "format {found} är okänt; programmet läser format {known} (kommer filen från en nyare version?)"
        ),
        P::UnknownFormat { found, known } => format!(
            "format {found} is not known; this program reads format {known} (is the file from a newer version?)"
        ),
        P::Other(detail) if sv => format!("filen kan inte läsas här: ”{}”", quoted(detail)),
        // The parser's own words, whole; a newline in them (from a file)
        // written as `\n`.
        P::Other(detail) => shown(&detail.replace('\n', "\\n")),
    }
}

/// A RON syntax error: "FILE:LINE:COL: what" and the excerpt.
fn syntax_error_words(error: &SyntaxError, language: Language) -> String {
    format!(
        "{}: {}\n{}",
        place(&error.file, Some(error.location)),
        syntax_problem(&error.problem, language),
        error.excerpt
    )
}

/// A table file that parses but makes no sense: where, the contract row
/// when there is one, and what is wrong.
fn table_problem_words(problem: &TableProblem, language: Language) -> String {
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
fn row_value(field: RowValue) -> String {
    match field {
        RowValue::Pot(column, field) => format!("`{}`: `{}`", column.key(), field.key()),
        RowValue::Pinnar(rank) => format!("`pinnar.{}`", rank.key()),
        RowValue::PassPenalty => "`pass_penalty`".into(),
    }
}

/// What a bid table's check found, in a language.
#[allow(clippy::too_many_lines)] // One arm per kind and language: a table, not logic.
fn table_issue_words(issue: &TableIssue, language: Language) -> String {
    use TableIssue as I;
    if language == Language::Japanese {
        return ja::table_issue(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        I::PinnarPerBet { value, max } if sv => {
            format!("`pinnar_per_bet` är {value}; en bet måste vara 1 till {max} pinnar")
        }
        I::PinnarPerBet { value, max } => {
            format!("`pinnar_per_bet` is {value}; it must be 1 to {max}")
        }
        I::LevelsPinnarPerBet {
            value,
            three: Some(three),
            ..
        } if sv => format!(
            "`pinnar_per_bet` är {value}; i en tabell med nivåer är det poängen i en bet vid tre spelare, {three} enligt `levels.points_per_bet`"
        ),
        I::LevelsPinnarPerBet {
            value,
            three: Some(three),
            ..
        } => format!(
            "`pinnar_per_bet` is {value}; in a levels table it is the points in a bet at three players, {three} by `levels.points_per_bet`"
        ),
        I::LevelsPinnarPerBet {
            value,
            three: None,
            max,
        } if sv => format!("`pinnar_per_bet` är {value}; en bet måste vara 1 till {max} poäng"),
        I::LevelsPinnarPerBet {
            value,
            three: None,
            max,
        } => format!("`pinnar_per_bet` is {value}; a bet must be 1 to {max} points"),
        I::KeepAtLeastTooHigh { minimum, max } if sv => format!(
            "`house.refill`: KeepAtLeast({minimum}): en pulla med mer än {max} betar är säkert ett skrivfel"
        ),
        I::KeepAtLeastTooHigh { minimum, max } => format!(
            "`house.refill`: KeepAtLeast({minimum}): a pulla kept at more than {max} betar is surely a typo"
        ),
        I::LevelsInClassic if sv => "`levels` hör till en nivåtabell (`scoring: Levels`)".into(),
        I::LevelsInClassic => "`levels` belongs to a levels table (`scoring: Levels`)".into(),
        I::LevelsMissing if sv => {
            "en nivåtabell (`scoring: Levels`) behöver sina värden i `levels`".into()
        }
        I::LevelsMissing => "`scoring: Levels` needs the family's values in `levels`".into(),
        I::BadId if sv => "id:t får bara ha gemena bokstäver, siffror och `-`".into(),
        I::BadId => "the id must be lowercase letters, digits and `-`".into(),
        I::RankZero if sv => "`rank` börjar på 1".into(),
        I::RankZero => "`rank` starts at 1".into(),
        I::MisarCards { cards } if sv => {
            format!("en misär spelas med 1 till 13 kort, inte {cards}")
        }
        I::MisarCards { cards } => format!("a misär is played with 1 to 13 cards, not {cards}"),
        I::TrickTarget { target } if sv => {
            format!("spelet måste gälla 1 till 13 stick, inte {target}")
        }
        I::TrickTarget { target } => {
            format!("the trick target must be 1 to 13, not {target}")
        }
        I::TrickGameWithoutTrump if sv => {
            "ett spel om stick behöver trumf: `trump` är NoTrump".into()
        }
        I::TrickGameWithoutTrump => "a trick game needs a trump: `trump` is NoTrump".into(),
        I::MisarWithTrump if sv => "en misär spelas utan trumf: `trump` måste vara NoTrump".into(),
        I::MisarWithTrump => "a misär is played without trump: `trump` must be NoTrump".into(),
        I::MisarWithTrumpRank if sv => {
            "en misär spelas varken i färg eller i högsta färg: ta bort `pinnar.second` och `pinnar.preference`"
                .into()
        }
        I::MisarWithTrumpRank => {
            "a misär has no trump rank: leave out `pinnar.second` and `pinnar.preference`".into()
        }
        I::GaskTrumpNotChosen if sv => {
            "en gask som spelas högt eller lågt har trumfen `Chosen`".into()
        }
        I::GaskTrumpNotChosen => "a gask played high or low has its trump `Chosen`".into(),
        I::TurnedCards { cards } if sv => format!("`Turned({cards})`: 1 till 13 kort kan vändas"),
        I::TurnedCards { cards } => format!("`Turned({cards})`: 1 to 13 cards can be turned"),
        I::ColourBidsWithoutChosenTrump if sv => {
            "`colour_bids` kräver att spelföraren väljer trumf (`trump: Chosen`)".into()
        }
        I::ColourBidsWithoutChosenTrump => {
            "`colour_bids` needs a trump the declarer chooses (`trump: Chosen`)".into()
        }
        I::OmkopWithoutKop if sv => {
            "omköp finns bara där spelföraren köper ur talongen (`stock: Kop`)".into()
        }
        I::OmkopWithoutKop => {
            "omköp exists only where the declarer buys part of the stock (`stock: Kop`)".into()
        }
        I::Negative { field, value } => {
            let what = row_value(*field);
            match (field, sv) {
                (RowValue::Pot(..), true) => {
                    format!("{what} är {value}, betarna måste vara 0 eller fler")
                }
                (RowValue::Pot(..), false) => format!("{what} is {value}, it must be 0 or more"),
                (RowValue::Pinnar(_), true) => {
                    format!("{what} är {value}; pinnar måste vara 0 eller fler")
                }
                (RowValue::Pinnar(_), false) => {
                    format!("{what} is {value}; pinnar must be 0 or more")
                }
                (RowValue::PassPenalty, true) => {
                    format!("{what} är {value}; straffet måste vara 0 eller mer")
                }
                (RowValue::PassPenalty, false) => {
                    format!("{what} is {value}; it must be 0 or more")
                }
            }
        }
        I::TooLarge { field, value, max } if sv => format!(
            "{} är {value}; värden över {max} är säkert ett skrivfel",
            row_value(*field)
        ),
        I::TooLarge { field, value, max } => format!(
            "{} is {value}; values above {max} are surely a typo",
            row_value(*field)
        ),
        I::LevelInClassic if sv => "`level` hör till en nivåtabell (`scoring: Levels`)".into(),
        I::LevelInClassic => "`level` belongs to a levels table (`scoring: Levels`)".into(),
        I::ClassicWithoutPot if sv => {
            "ett spel i en klassisk tabell behöver sina `pot` och `pinnar`".into()
        }
        I::ClassicWithoutPot => "a classic table's contract needs its `pot` and `pinnar`".into(),
        I::LevelMissing if sv => "ett spel i en nivåtabell behöver sin `level`".into(),
        I::LevelMissing => "a levels table's contract needs its `level`".into(),
        I::LevelsWithPot if sv => {
            "en nivåtabell betalar efter `level`: ta bort `pot`, `omkop` och `pinnar`".into()
        }
        I::LevelsWithPot => {
            "a levels table pays from `level`: leave out `pot`, `omkop` and `pinnar`".into()
        }
        I::LevelTooLarge { level, max } if sv => {
            format!("nivån {level} är säkert ett skrivfel (tal över {max})")
        }
        I::LevelTooLarge { level, max } => {
            format!("level {level} is surely a typo (numbers above {max})")
        }
        I::LevelOutOfRange { field, value, max } if sv => format!(
            "`level.{}` är {value}; värdet måste vara 1 till {max}",
            field.key()
        ),
        I::LevelOutOfRange { field, value, max } => format!(
            "`level.{}` is {value}; it must be 1 to {max}",
            field.key()
        ),
        I::RebuyWithoutKop if sv => {
            "`rebuy` (omköp) finns bara där spelföraren köper ur talongen (`stock: Kop`)".into()
        }
        I::RebuyWithoutKop => {
            "`rebuy` exists only where the declarer buys part of the stock (`stock: Kop`)".into()
        }
        I::DuplicateId if sv => "samma id står redan på en annan rad i tabellen".into(),
        I::DuplicateId => "duplicate contract id".into(),
        I::RankTwice { rank, other } if sv => format!(
            "plats {rank} i budordningen har redan spelet `{}`",
            quoted(other)
        ),
        I::RankTwice { rank, other } => {
            format!("rank {rank} is also the rank of `{}`", quoted(other))
        }
        I::NoContracts if sv => "tabellen har inga spel".into(),
        I::NoContracts => "the table has no contracts".into(),
        I::ForcedUnknown { contract } if sv => format!(
            "`forced` nämner spelet `{}`, som tabellen saknar",
            quoted(contract)
        ),
        I::ForcedUnknown { contract } => format!(
            "`forced` names the contract `{}`, which the table does not have",
            quoted(contract)
        ),
        I::PointsPerPinne { value, max } if sv => {
            format!("`points_per_pinne` är {value}; en pinne måste vara 1 till {max} poäng")
        }
        I::PointsPerPinne { value, max } => {
            format!("`points_per_pinne` is {value}; it must be 1 to {max}")
        }
        I::NoPointsPerBet if sv => "`points_per_bet` anger inget antal spelare".into(),
        I::NoPointsPerBet => "`points_per_bet` names no number of players".into(),
        I::PointsPerBetPlayers { players } if sv => format!(
            "`points_per_bet`: {players} spelare, men 3, 4 eller 5 får spela, varje antal en gång"
        ),
        I::PointsPerBetPlayers { players } => format!(
            "`points_per_bet`: {players} players, but 3, 4 or 5 may play, each once"
        ),
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } if sv => format!(
            "`points_per_bet`: {points} poäng vid {players} spelare; en bet måste vara 1 till {max} poäng"
        ),
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } => format!(
            "`points_per_bet`: {points} points at {players} players; it must be 1 to {max}"
        ),
        I::NoSitOut { players } if sv => {
            format!("{players} får spela, men `seating` säger inte vem som sitter över")
        }
        I::NoSitOut { players } => {
            format!("{players} may play, but `seating` does not say who sits out")
        }
        I::Seating { players, sit_out } if sv => format!(
            "`seating` vid {players} spelare: {sit_out:?} ska vara {} olika platser 1 till {} (given spelar)",
            players.saturating_sub(3),
            players.saturating_sub(1)
        ),
        I::Seating { players, sit_out } => format!(
            "`seating` at {players} players: {sit_out:?} must name {} different seats 1 to {} (the dealer plays)",
            players.saturating_sub(3),
            players.saturating_sub(1)
        ),
        I::LevelColumn { column, columns } if sv => {
            format!("`level_column` är {column}, men tabellen har {columns} kolumner")
        }
        I::LevelColumn { column, columns } => {
            format!("`level_column` is {column}, but there are {columns} columns")
        }
        I::ContractColumn {
            contract,
            column,
            columns,
        } if sv => format!(
            "`{}`: kolumn {column}, men `columns` har {columns} (räknat från 0)",
            quoted(contract)
        ),
        I::ContractColumn {
            contract,
            column,
            columns,
        } => format!(
            "`{}`: column {column}, but `columns` has {columns} (counted from 0)",
            quoted(contract)
        ),
        I::Multiplier { rank, value, max } if sv => format!(
            "`multipliers.{}` är {value}; värdet måste vara 1 till {max}",
            rank.key()
        ),
        I::Multiplier { rank, value, max } => format!(
            "`multipliers.{}` is {value}; it must be 1 to {max}",
            rank.key()
        ),
        I::Variant { variant, problem } if sv => format!(
            "varianten `{}`: {}",
            quoted(variant),
            variant_problem(problem, language)
        ),
        I::Variant { variant, problem } => format!(
            "variant `{}`: {}",
            quoted(variant),
            variant_problem(problem, language)
        ),
    }
}

/// What is wrong with a variant of a table, in a language.
fn variant_problem_words(problem: &VariantProblem, language: Language) -> String {
    use VariantProblem as P;
    if language == Language::Japanese {
        return ja::variant_problem(problem);
    }
    let sv = language == Language::Swedish;
    match problem {
        P::DuplicateId if sv => "en annan variant har samma id".into(),
        P::DuplicateId => "duplicate variant id".into(),
        P::UnknownContract { contract } if sv => {
            format!("ändrar spelet `{}`, som tabellen saknar", quoted(contract))
        }
        P::UnknownContract { contract } => format!(
            "overrides contract `{}`, which the table does not have",
            quoted(contract)
        ),
        P::Twice { contract } if sv => format!(
            "ändrar spelet `{}` två gånger; slå ihop de två",
            quoted(contract)
        ),
        P::Twice { contract } => format!(
            "overrides contract `{}` twice; merge the two",
            quoted(contract)
        ),
        P::NoOmkop { contract } if sv => format!(
            "ändrar omköpets värden för `{}`, som inte har omköp",
            quoted(contract)
        ),
        P::NoOmkop { contract } => format!(
            "changes the omköp values of `{}`, which has no omköp",
            quoted(contract)
        ),
        P::Breaks { contract, issue } => match language {
            Language::Swedish => format!(
                "på `{}`: {}",
                quoted(contract),
                table_issue(issue, language)
            ),
            Language::English => format!(
                "on `{}`: {}",
                quoted(contract),
                table_issue(issue, language)
            ),
            Language::Japanese => ja::variant_problem(problem),
        },
    }
}

/// Why an evening's variants cannot be applied to its table, in a language.
fn variants_issue_words(issue: &VariantsIssue, language: Language) -> String {
    use VariantsIssue as V;
    if language == Language::Japanese {
        return ja::variants_issue(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        V::ListedTwice { variant } if sv => {
            format!("varianten `{}` står två gånger", quoted(variant))
        }
        V::ListedTwice { variant } => format!("variant `{}` is listed twice", quoted(variant)),
        V::Unknown { variant, known } => {
            let known = if known.is_empty() {
                if sv { "inga" } else { "none" }.to_string()
            } else {
                known
                    .iter()
                    .map(|k| quoted(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if sv {
                format!(
                    "varianten `{}` finns inte i tabellen (den har: {known})",
                    quoted(variant)
                )
            } else {
                format!(
                    "unknown variant `{}` (this table has: {known})",
                    quoted(variant)
                )
            }
        }
        V::Conflict {
            first,
            second,
            contract,
            column,
            field,
            first_value,
            second_value,
        } if sv => format!(
            "varianterna `{}` och `{}` sätter båda {}.{} för `{}` ({first_value} och {second_value}); välj en",
            quoted(first),
            quoted(second),
            column.key(),
            field.key(),
            quoted(contract)
        ),
        V::Conflict {
            first,
            second,
            contract,
            column,
            field,
            first_value,
            second_value,
        } => format!(
            "variants `{}` and `{}` both set {}.{} of `{}` ({first_value} and {second_value}); choose one",
            quoted(first),
            quoted(second),
            column.key(),
            field.key(),
            quoted(contract)
        ),
        V::UnknownContract { variant } if sv => format!(
            "varianten `{}` nämner ett spel som tabellen saknar",
            quoted(variant)
        ),
        V::UnknownContract { variant } => {
            format!("variant `{}` names an unknown contract", quoted(variant))
        }
    }
}

/// Why a bid table could not be used, in a language (one problem a line).
fn table_error_words(error: &TableError, language: Language) -> String {
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
fn origin(origin: &TableOrigin, language: Language) -> String {
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

/// Anything between a file and a settlement, at its file, line and column.
fn error_words(error: &Error, language: Language) -> String {
    if language == Language::Japanese {
        return ja::error(error);
    }
    let sv = language == Language::Swedish;
    match error {
        Error::Io(e) => io_error(e, language),
        Error::Syntax(e) => syntax_error(e, language),
        Error::Table(e) => table_error(e, language),
        Error::UnknownTable {
            file,
            location,
            table,
            known,
        } if sv => format!(
            "{}: budtabellen `{}` finns inte (de som finns: {known})",
            place(file, *location),
            quoted(table)
        ),
        Error::UnknownTable {
            file,
            location,
            table,
            known,
        } => format!(
            "{}: unknown bid table `{}` (known: {known})",
            place(file, *location),
            quoted(table)
        ),
        Error::TableOfEvening {
            file,
            table,
            origin: o,
            error,
        } if sv => format!(
            "{file}: kvällens budtabell `{}` kommer från {}, som inte kan användas:\n{}",
            quoted(table),
            origin(o, language),
            table_error(error, language)
        ),
        Error::TableOfEvening {
            file,
            table,
            origin: o,
            error,
        } => format!(
            "{file}: its bid table `{}` comes from {}, which cannot be used:\n{}",
            quoted(table),
            origin(o, language),
            table_error(error, language)
        ),
        Error::Evening {
            file,
            location,
            problem,
        } => format!(
            "{}: {}",
            place(file, *location),
            evening_problem(problem, language)
        ),
        Error::Hand {
            file,
            location,
            error,
        } => format!(
            "{}: {}",
            place(file, *location),
            hand_error(error, language)
        ),
    }
}

/// A save or lock of the app's own files that failed, in a language.
fn storage_error_words(error: &crate::error::storage::StorageError, language: Language) -> String {
    use crate::error::storage::StorageError;
    if language == Language::Japanese {
        return ja::storage_error(error);
    }
    let sv = language == Language::Swedish;
    match error {
        StorageError::Io { path, source } if sv => format!(
            "{}: filen kunde inte skrivas eller läsas ({})",
            shown_path(path),
            system_error(source, language)
        ),
        StorageError::Io { path, source } => format!("{}: {source}", shown_path(path)),
        StorageError::Locked { path, lock } if sv => format!(
            "{} är öppen i ett annat vira-fönster; stäng den där först (låsfil {})",
            shown_path(path),
            shown_path(lock)
        ),
        StorageError::Locked { path, lock } => format!(
            "{} is open in another running copy of vira; close it there first (lock file {})",
            shown_path(path),
            shown_path(lock)
        ),
        StorageError::Invalid(e) if sv => format!(
            "kvällen skrevs inte: den skulle inte gå att öppna igen. {}",
            self::error(e, language)
        ),
        StorageError::Invalid(e) => format!(
            "the evening was not written: it could not be opened again. {}",
            self::error(e, language)
        ),
        StorageError::Refused(e) => io_error(e, language),
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
    use crate::error::archive::ExportError;
    if language == Language::Japanese {
        return ja::export_error(error);
    }
    let sv = language == Language::Swedish;
    match error {
        ExportError::Io { path, source } if sv => format!(
            "{}: kunde inte skrivas: {}",
            shown_path(path),
            system_error(source, language)
        ),
        ExportError::Io { path, source } => format!("{}: {source}", shown_path(path)),
        ExportError::Csv { path, source } if sv => {
            let why = match source.kind() {
                csv::ErrorKind::Io(e) => system_error(e, language),
                csv::ErrorKind::Utf8 { .. } => "texten är inte UTF-8".into(),
                csv::ErrorKind::UnequalLengths { .. } => "raderna har olika många fält".into(),
                other => format!("CSV-skrivaren svarade ”{}”", quoted(&format!("{other:?}"))),
            };
            format!("{}: CSV-filen kunde inte skrivas: {why}", shown_path(path))
        }
        ExportError::Csv { path, source } => format!("{}: {source}", shown_path(path)),
    }
}

/// A trump rank as a message names it: "common (ofärg)" in English,
/// "ofärg" in Swedish.
fn rank_phrase(rank: Trump, language: Language) -> String {
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
#[allow(clippy::too_many_lines)] // One arm per message and language: a table, not logic.
fn hand_problem_words(problem: &HandProblem, language: Language) -> String {
    if language == Language::Japanese {
        return ja::hand_problem(problem);
    }
    let sv = language == Language::Swedish;
    let name = |names: &Names| names.get(language).to_string();
    let rank = |rank: Trump| rank_phrase(rank, language);
    match problem {
        HandProblem::NoSuchHand if sv => "handen finns inte".into(),
        HandProblem::NoSuchHand => "there is no such hand".into(),
        HandProblem::NotAPlayer { name } if sv => {
            format!("`{}` är inte en av spelarna", quoted(name))
        }
        HandProblem::NotAPlayer { name } => format!("`{}` is not one of the players", quoted(name)),
        HandProblem::SitsOut { player, dealer } if sv => {
            format!("{player} sitter över den här given ({dealer} ger)")
        }
        HandProblem::SitsOut { player, dealer } => {
            format!("{player} sits out this hand ({dealer} deals)")
        }
        HandProblem::UnknownContract { contract } if sv => {
            format!(
                "`{}` är inget kontrakt i den här budtabellen",
                quoted(contract)
            )
        }
        HandProblem::UnknownContract { contract } => {
            format!("`{}` is not a contract of this table", quoted(contract))
        }
        HandProblem::NoPassingRule { contract } if sv => format!(
            "{} har ingen passningsregel, så ingen straffavgift för att passa",
            name(contract)
        ),
        HandProblem::NoPassingRule { contract } => format!(
            "{} has no passing rule, so no penalty for passing it",
            name(contract)
        ),
        HandProblem::PasserIsDeclarer { player } if sv => {
            format!("{player} är spelförare, inte passare")
        }
        HandProblem::PasserIsDeclarer { player } => {
            format!("{player} is the declarer, not a passer")
        }
        HandProblem::PasserSitsOut { player } if sv => {
            format!("{player} sitter över och passade ingenting")
        }
        HandProblem::PasserSitsOut { player } => {
            format!("{player} sits out this hand and passed nothing")
        }
        HandProblem::ListedTwice { player } if sv => format!("{player} står med två gånger"),
        HandProblem::ListedTwice { player } => format!("{player} is listed twice"),
        HandProblem::NoColourBids { contract } if sv => format!(
            "{} kan inte bjudas i färg eller i högsta färg",
            name(contract)
        ),
        HandProblem::NoColourBids { contract } => format!(
            "{} cannot be bid in colour or in preference",
            name(contract)
        ),
        HandProblem::NotAtRank { contract, rank: r } if sv => {
            format!("{} kan inte spelas i {}", name(contract), rank(*r))
        }
        HandProblem::NotAtRank { contract, rank: r } => {
            format!("{} cannot be played in {}", name(contract), rank(*r))
        }
        HandProblem::BidButPlayed { bid, rank: r } if sv => {
            format!(
                "bjudet {} men spelat i {}",
                bid_word(*bid, language),
                rank(*r)
            )
        }
        HandProblem::BidButPlayed { bid, rank: r } => {
            format!(
                "bid {} but played in {}",
                bid_word(*bid, language),
                rank(*r)
            )
        }
        HandProblem::MisarWithTrump { contract, rank: r } if sv => format!(
            "{} är en misär och spelas utan trumf, inte i {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::MisarWithTrump { contract, rank: r } => format!(
            "{} is a misär, played without trump, not in {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::TrickGameAsMisar { contract } if sv => {
            format!(
                "{} är ett stickspel och kan inte spelas som misär",
                name(contract)
            )
        }
        HandProblem::TrickGameAsMisar { contract } => format!(
            "{} is a trick game; it cannot be played as misär",
            name(contract)
        ),
        HandProblem::ColourBidAsMisar { contract } if sv => format!(
            "{} bjudet i färg eller högsta färg kan inte spelas som misär",
            name(contract)
        ),
        HandProblem::ColourBidAsMisar { contract } => format!(
            "{} bid in colour or preference cannot be played as misär",
            name(contract)
        ),
        HandProblem::NeedsTrump { contract } if sv => {
            format!("{} behöver trumfen det spelades i", name(contract))
        }
        HandProblem::NeedsTrump { contract } => {
            format!("{} needs the trump rank it was played at", name(contract))
        }
        HandProblem::NoOmkop { contract } if sv => format!("{} har inget omköp", name(contract)),
        HandProblem::NoOmkop { contract } => format!("{} has no omköp", name(contract)),
        HandProblem::MisarFirstExchange { contract, rank: r } if sv => format!(
            "{} är en misär; dess första köp är misär, inte {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::MisarFirstExchange { contract, rank: r } => format!(
            "{} is a misär; its first exchange is `Misar`, not {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::OmkopKeepsTrump {
            contract,
            first,
            played,
        } if sv => format!(
            "{} behåller trumfen vid omköp: första köpet i {}, spelet i {}",
            name(contract),
            rank(*first),
            rank(*played)
        ),
        HandProblem::OmkopKeepsTrump {
            contract,
            first,
            played,
        } => format!(
            "{} keeps its trump on omköp: first exchange in {}, game in {}",
            name(contract),
            rank(*first),
            rank(*played)
        ),
        HandProblem::FirstExchangeHadTrump { contract } if sv => format!(
            "{} är ett stickspel; dess första köp hade trumf",
            name(contract)
        ),
        HandProblem::FirstExchangeHadTrump { contract } => format!(
            "{} is a trick game; its first exchange had a trump",
            name(contract)
        ),
        HandProblem::TooManyTricks {
            contract,
            tricks,
            cards,
        } if sv => format!(
            "{tricks} stick, men bara {cards} spelas i {} som det är antecknat",
            name(contract)
        ),
        HandProblem::TooManyTricks {
            contract,
            tricks,
            cards,
        } => format!(
            "{tricks} tricks, but only {cards} are played in {} as recorded",
            name(contract)
        ),
        HandProblem::FieldNotUsed if sv => {
            "fältet används inte av den här budtabellens poängräkning".into()
        }
        HandProblem::FieldNotUsed => "this table's scoring does not use this field".into(),
        HandProblem::CannotSurrender { contract } if sv => {
            format!("{} kan inte läggas", name(contract))
        }
        HandProblem::CannotSurrender { contract } => {
            format!("{} cannot be surrendered", name(contract))
        }
        HandProblem::SecondLastAbove { second_last } if sv => format!(
            "näst sista budet {} står på en högre nivå än kontraktet",
            name(second_last)
        ),
        HandProblem::SecondLastAbove { second_last } => format!(
            "the second-last bid {} is on a higher level than the contract",
            name(second_last)
        ),
        HandProblem::NotAtThisStage { what } => {
            use crate::error::ledger::StageRule;
            match (what, sv) {
                (StageRule::Surrender, true) => {
                    "att lägga kommer först i ett senare steg av viraskolan (Lägga)".into()
                }
                (StageRule::Surrender, false) => {
                    "folding comes in a later stage of the curriculum (Vira with folding)".into()
                }
                (StageRule::Omkop, true) => {
                    "omköp kommer först i ett senare steg av viraskolan (Omköp)".into()
                }
                (StageRule::Omkop, false) => {
                    "a second exchange comes in a later stage of the curriculum (Vira with a second exchange)".into()
                }
                (StageRule::PassPenalty, true) => {
                    "passningsböter kommer först i ett senare steg av viraskolan (Gökregler)".into()
                }
                (StageRule::PassPenalty, false) => {
                    "the pass penalty comes in a later stage of the curriculum (Vira with gök conventions)".into()
                }
            }
        }
        HandProblem::ForcedNotForehand { forehand, forced } if sv => format!(
            "{} är en tvångsgiv: förhand, {forehand}, spelar den (eller så tas den bort av ett solo)",
            name(forced)
        ),
        HandProblem::ForcedNotForehand { forehand, forced } => format!(
            "{} is a forced deal: forehand, {forehand}, plays it (unless a solo takes it away)",
            name(forced)
        ),
        HandProblem::ForcedDealOwed {
            forced,
            forehand,
            deal,
            of,
        } if sv => format!(
            "given är tvångsgiv {deal} av {of}: {forehand} (förhand) spelar {}, eller så tar ett solo bort den",
            name(forced)
        ),
        HandProblem::ForcedDealOwed {
            forced,
            forehand,
            deal,
            of,
        } => format!(
            "this is forced deal {deal} of {of}: {forehand} (forehand) plays {}, unless a solo takes it away",
            name(forced)
        ),
        HandProblem::ForcedContract { forced, contract } if sv => format!(
            "tvångsrundan spelar {}, inte {}; ett solo som tar bort tvångsspelet antecknas som borttaget",
            name(forced),
            name(contract)
        ),
        HandProblem::ForcedContract { forced, contract } => format!(
            "the forced round plays {}, not {}; a solo that takes the forced game away is recorded as taken away",
            name(forced),
            name(contract)
        ),
        HandProblem::UnknownForced { contract } if sv => {
            format!(
                "tvångsrundans spel `{}` finns inte i budtabellen",
                quoted(contract)
            )
        }
        HandProblem::UnknownForced { contract } => {
            format!(
                "the forced round's contract `{}` is not in the bid table",
                quoted(contract)
            )
        }
        HandProblem::NoForcedRounds if sv => {
            "budtabellen har inga tvångsrundor; ta bort `forced`".into()
        }
        HandProblem::NoForcedRounds => "the bid table has no forced rounds; remove `forced`".into(),
        HandProblem::NotAForcedRound { contract, rounds } if sv => format!(
            "`{}` är ingen tvångsrunda i budtabellen; dess tvångsrundor är {}",
            quoted(contract),
            one_of(rounds, "och")
        ),
        HandProblem::NotAForcedRound { contract, rounds } => format!(
            "`{}` is not a forced round of the bid table; its forced rounds are {}",
            quoted(contract),
            one_of(rounds, "and")
        ),
        HandProblem::TooManyRebuys { rebuys, max } if sv => {
            format!("{rebuys} omköp i en giv är säkert ett skrivfel (högst {max})")
        }
        HandProblem::TooManyRebuys { rebuys, max } => {
            format!("{rebuys} rebuys in one hand is surely a typo (at most {max})")
        }
        HandProblem::TakenAwayNotForced if sv => {
            "bara en tvångsgiv kan tas bort; ange tvångsrundans spel".into()
        }
        HandProblem::TakenAwayNotForced => {
            "only a forced deal can be taken away; give the forced round's contract".into()
        }
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } if sv => format!(
            "{} är för lågt för att ta bort tvångsspelet; det krävs minst {}",
            name(contract),
            name(threshold)
        ),
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } => format!(
            "{} is too low to take the forced game away; it takes at least {}",
            name(contract),
            name(threshold)
        ),
        HandProblem::NoTakeAwayRule if sv => {
            "husreglerna anger inget spel som tar bort tvångsspelet".into()
        }
        HandProblem::NoTakeAwayRule => {
            "the house rules name no contract that takes a forced game away".into()
        }
        HandProblem::Overflow if sv => "beloppen ryms inte längre i bokföringens tal".into(),
        HandProblem::Overflow => "the amounts no longer fit in the ledger's numbers".into(),
    }
}

/// `3, 4 or 5`.
fn counts(counts: &[usize], or: &str) -> String {
    let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// What is wrong with an evening's header, in a language.
#[allow(clippy::too_many_lines)] // One arm per kind and language: a table, not logic.
fn evening_issue_words(issue: &EveningIssue, language: Language) -> String {
    if language == Language::Japanese {
        return ja::evening_issue(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        EveningIssue::UnknownFormat { found, known } if sv => {
            format!("format {found} är okänt; programmet läser format {known}")
        }
        EveningIssue::UnknownFormat { found, known } => {
            format!("format {found} is not known; this program reads format {known}")
        }
        EveningIssue::PlayerCount { count } if sv => {
            format!("{count} spelare; vira spelas av 3, 4 eller 5")
        }
        EveningIssue::PlayerCount { count } => {
            format!("{count} players; Vira is played by 3, 4 or 5")
        }
        EveningIssue::PlayerCountForTable { count, allowed } if sv => format!(
            "{count} spelare; den här budtabellen spelas av {}",
            counts(allowed, "eller")
        ),
        EveningIssue::PlayerCountForTable { count, allowed } => format!(
            "{count} players; this table is played by {}",
            counts(allowed, "or")
        ),
        EveningIssue::Name { name, issue } => name_in_file(name, *issue, language),
        EveningIssue::HiddenCharacter { text, character } => hidden(text, *character, language),
        EveningIssue::Twice { name } if sv => {
            format!("`{}` sitter vid bordet två gånger", quoted(name))
        }
        EveningIssue::Twice { name } => format!("`{}` sits at the table twice", quoted(name)),
        EveningIssue::NotAPlayer { name } if sv => {
            format!("`{}` är inte en av spelarna", quoted(name))
        }
        EveningIssue::NotAPlayer { name } => {
            format!("`{}` is not one of the players", quoted(name))
        }
        EveningIssue::PriceTooHigh { price, max } if sv => format!(
            "{price} öre per bet är mer än {} kr; säkert ett skrivfel",
            max / 100
        ),
        EveningIssue::PriceTooHigh { price, max } => format!(
            "{price} öre a bet is more than {} kr; surely a typo",
            max / 100
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } if sv => format!(
            "KeepAtLeast({minimum}): en pulla med mer än {max} betar är säkert ett skrivfel"
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } => format!(
            "KeepAtLeast({minimum}): a pulla kept at more than {max} betar is surely a typo"
        ),
        EveningIssue::Chips { problem } => chip_problem(problem, language),
        EveningIssue::UnknownForced { contract } if sv => {
            format!("`{}` finns inte i budtabellen", quoted(contract))
        }
        EveningIssue::UnknownForced { contract } => {
            format!("`{}` is not in the bid table", quoted(contract))
        }
        EveningIssue::NotATime { text } if sv => {
            format!(
                "`{}` är ingen tid; skriv TT:MM, till exempel 23:00",
                quoted(text)
            )
        }
        EveningIssue::NotATime { text } => {
            format!(
                "`{}` is not a time; write HH:MM, for example 23:00",
                quoted(text)
            )
        }
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() && sv => {
            format!("`{}`: budtabellen har inga tvångsrundor", quoted(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() => {
            format!("`{}`: the bid table has no forced rounds", quoted(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } if sv => format!(
            "`{}` är ingen tvångsrunda i budtabellen; dess tvångsrundor är {}",
            quoted(contract),
            one_of(rounds, "och")
        ),
        EveningIssue::NotAForcedRound { contract, rounds } => format!(
            "`{}` is not a forced round of the bid table; its forced rounds are {}",
            quoted(contract),
            one_of(rounds, "and")
        ),
        EveningIssue::LastRoundFrom { from, hands } if sv => format!(
            "sista varvet börjar med giv {from}, men kvällen har {hands} givar (det kan börja med giv 1 till {})",
            hands.saturating_add(1)
        ),
        EveningIssue::LastRoundFrom { from, hands } => format!(
            "the last round starts at deal {from}, but the evening has {hands} hands (it can start at deal 1 to {})",
            hands.saturating_add(1)
        ),
        EveningIssue::NoDeals if sv => "en kväll på 0 givar; ange minst 1".into(),
        EveningIssue::NoDeals => "an evening of 0 deals; give 1 or more".into(),
        EveningIssue::DealsAndUntil if sv => {
            "ange antingen ett antal givar (`deals`) eller en sluttid (`until`), inte båda".into()
        }
        EveningIssue::DealsAndUntil => {
            "give either a number of deals (`deals`) or an end time (`until`), not both".into()
        }
        EveningIssue::NoRoundAfter if sv => {
            "budtabellen har ingen regel om tvångsrundor efter ett vunnet spel".into()
        }
        EveningIssue::NoRoundAfter => {
            "the bid table has no rule of forced rounds after a won contract".into()
        }
        EveningIssue::Variants { reason } => variants_issue(reason, language),
    }
}

/// Why chip settings cannot be used, in a language.
fn chip_problem_words(problem: &crate::error::chips::ChipProblem, language: Language) -> String {
    use crate::error::chips::ChipProblem as P;
    use crate::rules::chips::{MAX_BETAR, MAX_COUNT};
    if language == Language::Japanese {
        return ja::chip_problem(problem);
    }
    let sv = language == Language::Swedish;
    match problem {
        P::NoKinds if sv => "marksatsen har inga sorters marker".into(),
        P::NoKinds => "the chip set has no kinds of chips".into(),
        P::KindTwice(id) if sv => format!("markslaget `{}` står två gånger", quoted(id)),
        P::KindTwice(id) => format!("the chip kind `{}` is listed twice", quoted(id)),
        P::BadValue(id) if sv => format!(
            "markslaget `{}` måste vara värt minst 1 och högst {MAX_BETAR} betar",
            quoted(id)
        ),
        P::BadValue(id) => format!(
            "the chip kind `{}` must be worth at least 1 and at most {MAX_BETAR} betar",
            quoted(id)
        ),
        P::UnknownKind(id) if sv => format!("`{}` är inte ett markslag i satsen", quoted(id)),
        P::UnknownKind(id) => format!("`{}` is not a kind of chip in the set", quoted(id)),
        P::TooMany(id) if sv => format!(
            "mer än {MAX_COUNT} marker av slaget `{}` i en skål är säkert ett skrivfel",
            quoted(id)
        ),
        P::TooMany(id) => format!(
            "more than {MAX_COUNT} chips of the kind `{}` in a bowl is surely a typo",
            quoted(id)
        ),
        P::BadToken(id) if sv => format!(
            "en `{}` i eller under pullan måste räknas som minst 1 och högst {MAX_BETAR} betar",
            quoted(id)
        ),
        P::BadToken(id) => format!(
            "a `{}` in or under the pulla must count at least 1 and at most {MAX_BETAR} betar",
            quoted(id)
        ),
        P::TokenTwice(id) if sv => {
            format!("`{}` har två värden på samma plats vid pullan", quoted(id))
        }
        P::TokenTwice(id) => {
            format!("`{}` has two values at the same place by the pulla", quoted(id))
        }
        P::NotPinnar if sv => {
            "tabellen räknar i poäng, som marker i hela pinnar inte kan bära; spela den utan marker".into()
        }
        P::NotPinnar => {
            "the table counts in points, which chips of whole pinnar cannot carry; play it without chips".into()
        }
    }
}

/// Why an edit of an evening was refused, in a language: the hand and
/// field, or the evening's field, and why.
fn ledger_error_words(error: &crate::error::ledger::LedgerError, language: Language) -> String {
    match error {
        crate::error::ledger::LedgerError::Hand(e) => hand_error(e, language),
        crate::error::ledger::LedgerError::Evening(e) => evening_problem(e, language),
    }
}

/// A hand that cannot have happened, with its number and field.
fn hand_error_words(error: &HandError, language: Language) -> String {
    let problem = hand_problem(&error.problem, language);
    match language {
        Language::Swedish => format!("giv {}, fältet `{}`: {problem}", error.hand, error.field),
        Language::English => format!("hand {}, field `{}`: {problem}", error.hand, error.field),
        Language::Japanese => ja::hand_error(error),
    }
}

/// An evening's header that makes no sense, with its field.
fn evening_problem_words(problem: &EveningProblem, language: Language) -> String {
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
}
