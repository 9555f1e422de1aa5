//! The only room of the core that touches the disk: atomic saves and the
//! lock of an evening ([`atomic`]), where evenings and settings live
//! ([`places`]), the archive folder's files ([`archive`]) and the archive's
//! local index in the cache directory ([`index`]).

pub mod archive;
pub mod atomic;
pub mod index;
pub mod night;
pub mod places;
pub mod recorders;
pub mod tables;

use std::path::Path;

use crate::error::ledger::Error;
use crate::error::{FileKind, IoAction, IoCause, IoError};
use crate::ledger::{SettledEvening, settle_source};
use crate::rules::registry::TableRegistry;

/// Reads, checks and settles an evening file.
pub fn settle_file(registry: &TableRegistry, path: &Path) -> Result<SettledEvening, Error> {
    let source = read_text(path)?;
    settle_source(registry, &crate::text::escape::shown_path(path), &source)
}

/// The largest file [`read_text`] reads: far beyond any evening, table or
/// settings file, small enough to hold in memory.
pub const MAX_TEXT_BYTES: u64 = 64 * 1024 * 1024;

/// Reads a text file a person gave us (an evening, a bid table, the
/// settings): the one way the core and the command line read such files.
///
/// Only a regular file (or a link to one) is read: a FIFO, a device or a
/// folder is refused without waiting on it, checked by name before opening
/// and again on the opened file (which is opened non-blocking on Linux, so
/// a FIFO swapped in meanwhile cannot hang us either). A file larger than
/// [`MAX_TEXT_BYTES`] is refused, and at most that much is ever read even
/// from a file that grows. The text must be UTF-8; a leading byte-order mark
/// (Windows Notepad writes one) is dropped.
pub fn read_text(path: &Path) -> Result<String, IoError> {
    let mut bytes = Vec::new();
    read_bytes(path, &mut bytes)?;
    let mut text = String::from_utf8(bytes).map_err(|e| not_utf8(path, e.utf8_error()))?;
    let mark = text.len() - crate::error::without_byte_order_mark(&text).len();
    text.drain(..mark);
    Ok(text)
}

/// [`read_text`] into a buffer the caller keeps from file to file (the
/// archive's thousands of files then need no new allocation each).
pub fn read_text_in<'b>(path: &Path, buffer: &'b mut Vec<u8>) -> Result<&'b str, IoError> {
    read_opened_in(open_text(path)?, buffer)
}

fn not_utf8(path: &Path, e: std::str::Utf8Error) -> IoError {
    IoError::refused(
        path,
        IoAction::Read,
        IoCause::NotUtf8 {
            byte: e.valid_up_to() + 1,
        },
    )
}

/// The bytes of [`read_text`], checked as it says, in `bytes` (emptied first).
fn read_bytes(path: &Path, bytes: &mut Vec<u8>) -> Result<(), IoError> {
    read_opened(open_text(path)?, bytes)
}

/// A text file opened by [`open_text`], checked to be a regular file of at
/// most [`MAX_TEXT_BYTES`], not yet read.
#[derive(Debug)]
pub struct OpenedText<'p> {
    path: &'p Path,
    file: std::fs::File,
    len: u64,
}

/// Opens a file as [`read_text`] reads it, and tells the system it is to be
/// read soon (on Linux): a file not in memory is then fetched from the disk
/// while the files before it are read, many at once, instead of one by one
/// when each is read ([`read_opened_in`]).
pub fn open_text(path: &Path) -> Result<OpenedText<'_>, IoError> {
    let fail = |e: std::io::Error| IoError::new(path, IoAction::Read, &e);
    check_text_file(path, &std::fs::metadata(path).map_err(fail)?)?;
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt;
        const O_NONBLOCK: i32 = 0o4000;
        options.custom_flags(O_NONBLOCK);
    }
    let file = options.open(path).map_err(fail)?;
    let meta = file.metadata().map_err(fail)?;
    check_text_file(path, &meta)?;
    // Only a hint: a system that does not take it reads the file when asked.
    #[cfg(target_os = "linux")]
    let _ = rustix::fs::fadvise(&file, 0, None, rustix::fs::Advice::WillNeed);
    Ok(OpenedText {
        path,
        file,
        len: meta.len(),
    })
}

/// [`read_text_in`] of a file opened already ([`open_text`]).
pub fn read_opened_in<'b>(
    opened: OpenedText<'_>,
    buffer: &'b mut Vec<u8>,
) -> Result<&'b str, IoError> {
    let path = opened.path;
    read_opened(opened, buffer)?;
    let text = std::str::from_utf8(buffer).map_err(|e| not_utf8(path, e))?;
    Ok(crate::error::without_byte_order_mark(text))
}

/// Refuses what [`read_text`] does not read: anything but a regular file,
/// or a file over [`MAX_TEXT_BYTES`].
fn check_text_file(path: &Path, meta: &std::fs::Metadata) -> Result<(), IoError> {
    let refuse = |cause: IoCause| IoError::refused(path, IoAction::Read, cause);
    if !meta.is_file() {
        return Err(refuse(IoCause::NotARegularFile(kind_of(meta))));
    }
    if meta.len() > MAX_TEXT_BYTES {
        return Err(refuse(IoCause::TooLarge {
            limit_mib: MAX_TEXT_BYTES >> 20,
            bytes: Some(meta.len()),
        }));
    }
    Ok(())
}

/// The bytes of a file opened by [`open_text`], at most [`MAX_TEXT_BYTES`]
/// even of one that grew, in `bytes` (emptied first).
fn read_opened(opened: OpenedText<'_>, bytes: &mut Vec<u8>) -> Result<(), IoError> {
    use std::io::Read;
    let OpenedText { path, file, len } = opened;
    bytes.clear();
    bytes.reserve(usize::try_from(len).unwrap_or(0));
    file.take(MAX_TEXT_BYTES + 1)
        .read_to_end(bytes)
        .map_err(|e| IoError::new(path, IoAction::Read, &e))?;
    if bytes.len() as u64 > MAX_TEXT_BYTES {
        return Err(IoError::refused(
            path,
            IoAction::Read,
            IoCause::TooLarge {
                limit_mib: MAX_TEXT_BYTES >> 20,
                bytes: None,
            },
        ));
    }
    Ok(())
}

/// What a path that is not a regular file is, for refusals.
pub(crate) fn kind_of(meta: &std::fs::Metadata) -> FileKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_fifo() {
            return FileKind::Fifo;
        }
        if t.is_char_device() || t.is_block_device() {
            return FileKind::Device;
        }
        if t.is_socket() {
            return FileKind::Socket;
        }
    }
    if meta.is_dir() {
        FileKind::Folder
    } else {
        FileKind::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_text_reads_text_and_drops_a_byte_order_mark() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.ron");
        std::fs::write(&path, "\u{feff}Evening(\u{feff})\r\n").unwrap();
        assert_eq!(read_text(&path).unwrap(), "Evening(\u{feff})\r\n");
        std::fs::write(&path, b"G\xe4vle").unwrap();
        let error = read_text(&path).unwrap_err();
        assert_eq!(error.action, IoAction::Read);
        assert!(
            error.to_string().contains("not UTF-8 text (byte 2"),
            "{error}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn read_text_refuses_what_is_not_a_regular_file_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo.ron");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.unwrap().success());
        for (path, kind) in [
            (fifo.as_path(), FileKind::Fifo),
            (Path::new("/dev/zero"), FileKind::Device),
            (dir.path(), FileKind::Folder),
        ] {
            let error = read_text(path).unwrap_err();
            assert_eq!(error.cause, IoCause::NotARegularFile(kind), "{error}");
        }
        let missing = read_text(&dir.path().join("missing.ron")).unwrap_err();
        assert_eq!(missing.kind, std::io::ErrorKind::NotFound);
        let huge = dir.path().join("huge.ron");
        std::fs::File::create(&huge)
            .unwrap()
            .set_len(MAX_TEXT_BYTES + 1)
            .unwrap();
        assert!(
            read_text(&huge)
                .unwrap_err()
                .to_string()
                .contains(": cannot read: larger than 64 MiB")
        );
    }
}
