//! Reading files for the index: in chunks, on all cores, handed on in
//! order as they are read (a file changed, new, or read again).

#[allow(clippy::wildcard_imports)]
use super::*;

/// A file to read: its place in the list, the file, its stamp.
pub(super) type ToRead<'a> = (usize, &'a Path, Option<Stamp>);

/// A file read: its place in the list, the file, what was read, its stamp,
/// its hash.
pub(super) type ReadBack = (usize, PathBuf, Read, Stamp, String);

/// A file read again.
pub(super) enum Read {
    /// The same content as the index holds (only its time changed).
    Same,
    /// New content, read and settled.
    New(Box<IndexRow>),
}

/// Writes the rows of one chunk of files read ([`read_files`]) in `tx`,
/// and puts their entries in their places; whether a row was written.
pub(super) fn write_chunk(
    tx: &rusqlite::Transaction<'_>,
    listed: i64,
    read: impl Iterator<Item = ReadBack>,
    stored: &HashMap<String, Stored>,
    entries: &mut [Option<IndexEntry>],
    counted_before: &mut HashMap<String, bool>,
) -> rusqlite::Result<bool> {
    let mut written = false;
    for (slot, path, row, stamp, hash) in read {
        let key = key_of(&path);
        let stamp = (stamp, stamp.racy(listed));
        let entry = match row {
            Read::Same => match stored.get(&key) {
                Some(s) => {
                    touch_row(tx, &key, stamp, s)?;
                    s.known.as_ref().map(|known| entry_of(&path, s, known))
                }
                None => None,
            },
            Read::New(row) => {
                if !written {
                    mark_stale(tx)?;
                }
                // Counted as a valid evening is unless its id is held by
                // another file too: marked after with the whole folder.
                let counted = write_row(tx, &row, stamp, &hash, true)?;
                written = true;
                counted_before.insert(key, counted);
                Some(row.entry)
            }
        };
        if let Some(slot) = entries.get_mut(slot) {
            *slot = entry;
        }
    }
    Ok(written)
}

/// Reads changed files on all cores, each worker taking the next file
/// as it is done with one (no worker waits on another), and hands each
/// one read to `give` on this thread as it comes, in any order: each is
/// hashed, and read and settled when its hash is not the one the index
/// holds for a valid evening. `give` returning an error stops the
/// reading; that error is returned.
pub(super) fn read_streamed<E>(
    registry: &TableRegistry,
    to_read: &[ToRead<'_>],
    stored: &HashMap<String, Stored>,
    mut give: impl FnMut(ReadBack) -> Result<(), E>,
) -> Result<(), E> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let workers = std::thread::available_parallelism()
        .map_or(2, usize::from)
        .max(2)
        .min(to_read.len().max(1));
    let next = AtomicUsize::new(0);
    let lookahead = (OPEN_AHEAD / workers).clamp(1, OPEN_AHEAD);
    std::thread::scope(|scope| {
        // Room for four chunks: the readers go on while a commit waits on
        // the disk.
        let (send, receive) = std::sync::mpsc::sync_channel(4 * READ_CHUNK / HANDED_ON);
        for _ in 0..workers {
            let send = send.clone();
            let next = &next;
            // A worker only reads and settles files, which returns errors
            // as data; were one to panic, the panic is passed on at the
            // end of the scope rather than hidden.
            // Handed on a few at a time: a message for each file would
            // wake this thread for each.
            scope.spawn(move || {
                let mut buffer = Vec::new();
                let mut batch = Vec::with_capacity(HANDED_ON);
                // The next files, opened and asked of the system ahead
                // ([`crate::disk::open_text`]).
                let mut ahead = std::collections::VecDeque::with_capacity(lookahead);
                loop {
                    while ahead.len() < lookahead {
                        let Some(&(slot, path, now)) =
                            to_read.get(next.fetch_add(1, Ordering::Relaxed))
                        else {
                            break;
                        };
                        ahead.push_back((slot, path, now, crate::disk::open_text(path)));
                    }
                    let Some((slot, path, now, opened)) = ahead.pop_front() else {
                        break;
                    };
                    batch.push(read_one(
                        registry,
                        slot,
                        path,
                        now,
                        opened,
                        stored,
                        &mut buffer,
                    ));
                    if batch.len() == HANDED_ON {
                        let full = std::mem::replace(&mut batch, Vec::with_capacity(HANDED_ON));
                        if send.send(full).is_err() {
                            return;
                        }
                    }
                }
                // The reading thread gone (its error is passed on): the
                // rest is not needed.
                let _ = send.send(batch);
            });
        }
        drop(send);
        let given = receive.iter().flatten().try_for_each(&mut give);
        // Stops the workers at their next file.
        next.store(to_read.len(), Ordering::Relaxed);
        drop(receive);
        given
    })
}

pub(super) fn read_one(
    registry: &TableRegistry,
    slot: usize,
    path: &Path,
    now: Option<Stamp>,
    opened: Result<crate::disk::OpenedText<'_>, crate::error::IoError>,
    stored: &HashMap<String, Stored>,
    buffer: &mut Vec<u8>,
) -> ReadBack {
    let times = now.unwrap_or(Stamp::UNKNOWN);
    match opened.and_then(|opened| crate::disk::read_opened_in(opened, buffer)) {
        Ok(text) => {
            let hash = content_hash(text);
            let known = stored.get(&key_of(path));
            if known.is_some_and(|s| s.hash == hash && s.known.is_some()) {
                return (slot, path.to_path_buf(), Read::Same, times, hash);
            }
            let archived = ArchivedEvening::from_source(registry, path, text);
            let row = Read::New(Box::new(IndexRow::of(archived)));
            (slot, path.to_path_buf(), row, times, hash)
        }
        Err(e) => {
            let archived = ArchivedEvening {
                path: path.to_path_buf(),
                id: None,
                id_source: IdSource::Content,
                loaded: Err(crate::error::ledger::Error::Io(e)),
            };
            (
                slot,
                path.to_path_buf(),
                Read::New(Box::new(IndexRow::of(archived))),
                times,
                String::new(),
            )
        }
    }
}
