//! The words of the file system's refusals: what was being done, the
//! system's reason in the reader's language, the kind of file.

#[allow(clippy::wildcard_imports)]
use super::*;

/// What a file was being used for, as "cannot read" / "kunde inte läsas".
pub(super) fn action_words(action: IoAction, language: Language) -> &'static str {
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
pub(super) fn system_cause_sv(kind: ErrorKind, detail: &str) -> String {
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
pub(super) fn system_cause_en(kind: ErrorKind, detail: &str) -> String {
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
pub(super) fn file_kind(kind: FileKind, language: Language) -> &'static str {
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
pub(super) fn io_cause_words(kind: ErrorKind, cause: &IoCause, language: Language) -> String {
    match language {
        Language::Swedish => sv::io_cause(kind, cause),
        Language::English => en::io_cause(kind, cause),
        Language::Japanese => ja::io_cause(kind, cause),
    }
}

/// A file or folder that could not be used: "PATH: cannot read: why".
pub(super) fn io_error_words(error: &IoError, language: Language) -> String {
    match language {
        Language::Swedish | Language::English => format!(
            "{}: {}: {}",
            shown_path(&error.path),
            action_words(error.action, language),
            io_cause(error.kind, &error.cause, language)
        ),
        Language::Japanese => ja::io_error(error),
    }
}

/// The system's error on a file in a language: its own words in English,
/// words by its kind in Swedish.
pub(super) fn system_error_words(error: &std::io::Error, language: Language) -> String {
    match language {
        Language::Swedish => system_cause_sv(error.kind(), &error.to_string()),
        Language::English => system_cause_en(error.kind(), &error.to_string()),
        Language::Japanese => ja::system_cause(error.kind(), &error.to_string()),
    }
}
