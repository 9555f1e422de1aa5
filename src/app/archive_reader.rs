//! The archive screen's reader: a thread of its own that opens the
//! archive's index ([`crate::disk::index::open_archive`], as `vira archive
//! list` does) and answers the screen's questions from it: how many
//! evenings a filter chooses, a page of the list, the statistics, what the
//! filter offers. The screen asks and takes the answers as they come, so no
//! frame waits on the folder or on SQLite, and the screen never holds more
//! of the list than the pages around the rows in view.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, TryRecvError};

use crate::archive::stats::Statistics;
use crate::archive::{ArchiveError, Column, Conflict, EveningSummary, Filter};
use crate::disk::index::Index;
use crate::rules::registry::TableRegistry;
use crate::rules::table::Names;

/// How many rows a page of the list holds.
pub(crate) const PAGE: usize = 100;

/// A question to the reader. Those about the list or the statistics of a
/// generation older than the newest of their kind waiting (the filter or
/// the sort changed since) are not answered: the newer one is.
#[derive(Debug)]
pub(crate) enum Request {
    /// Bring the index up to date with the folder again (after an import):
    /// answered by [`Answer::Opened`], and [`Answer::Choices`] once no
    /// question waits.
    Refresh,
    /// How many evenings the filter chooses.
    Count { generation: u64, filter: Filter },
    /// The rows `page * PAGE ..` of the list.
    Page {
        generation: u64,
        filter: Filter,
        sort: (Column, bool),
        page: usize,
    },
    /// Every row of the list (the screen's accessor for tests).
    All {
        filter: Filter,
        sort: (Column, bool),
    },
    /// The statistics of the evenings the filter chooses.
    Statistics { generation: u64, filter: Filter },
    /// The season of the evenings the filter chooses: their facts, and
    /// the ratings by each model.
    Season { generation: u64, filter: Filter },
    /// One player beside the club over the evenings the filter chooses.
    Profile(ProfileQuestion),
}

/// See [`Request::Profile`].
#[derive(Debug)]
pub(crate) struct ProfileQuestion {
    pub(crate) generation: u64,
    pub(crate) filter: Filter,
    pub(crate) player: String,
    pub(crate) language: crate::rules::table::Language,
}

impl Request {
    /// The generation of a question about the list.
    fn list_generation(&self) -> Option<u64> {
        match self {
            Request::Count { generation, .. } | Request::Page { generation, .. } => {
                Some(*generation)
            }
            _ => None,
        }
    }

    /// The generation of a question about the statistics.
    fn stats_generation(&self) -> Option<u64> {
        match self {
            Request::Statistics { generation, .. }
            | Request::Season { generation, .. }
            | Request::Profile(ProfileQuestion { generation, .. }) => Some(*generation),
            _ => None,
        }
    }

    /// Whether it asks for a page of the list.
    fn is_page(&self) -> bool {
        matches!(self, Request::Page { .. })
    }

    /// Whether only the newest question of its kind is answered (a count,
    /// the statistics, the season: each of a filter changed since is
    /// dropped).
    fn answers_the_newest_only(&self) -> bool {
        match self {
            Request::Count { .. }
            | Request::Statistics { .. }
            | Request::Season { .. }
            | Request::Profile(_) => true,
            Request::Refresh | Request::Page { .. } | Request::All { .. } => false,
        }
    }

    /// Whether a newer question of the same kind is waiting too (the
    /// screen wants only that one answered).
    fn stale(&self, newest: (Option<u64>, Option<u64>)) -> bool {
        let older = |mine: Option<u64>, newest: Option<u64>| mine.is_some() && mine != newest;
        older(self.list_generation(), newest.0) || older(self.stats_generation(), newest.1)
    }
}

/// What the archive folder holds, as the index knows it after a refresh.
#[derive(Debug)]
pub(crate) struct Opened {
    /// The evenings listed (valid, each id once).
    pub(crate) total: usize,
    /// The conflicts: one id, different evenings.
    pub(crate) conflicts: Vec<Conflict>,
    /// The files that are not valid evenings, with their errors.
    pub(crate) invalid: Vec<(PathBuf, crate::error::ledger::Error)>,
    /// The index could not be kept on disk: this run's is in memory (the
    /// same answers, read from the files every time).
    pub(crate) in_memory: bool,
}

/// What the filter offers: every player, club and bid table of the
/// evenings counted (practice evenings apart).
#[derive(Debug, Default)]
pub(crate) struct Choices {
    /// The players, A to Z (names differing only in case once).
    pub(crate) players: Vec<String>,
    /// The clubs, A to Z (once whatever their case).
    pub(crate) clubs: Vec<String>,
    /// The bid tables: id and name.
    pub(crate) tables: Vec<(String, Names)>,
}

impl Choices {
    /// The choices of the summaries given (in file order).
    fn of(summaries: &[EveningSummary]) -> Choices {
        let mut players: Vec<String> = Vec::new();
        let mut clubs: Vec<String> = Vec::new();
        let mut tables: Vec<(String, Names)> = Vec::new();
        for summary in summaries.iter().filter(|s| !s.practice) {
            for name in &summary.players {
                if !players.iter().any(|p| crate::archive::same_name(p, name)) {
                    players.push(name.clone());
                }
            }
            if let Some(club) = &summary.club
                && !clubs
                    .iter()
                    .any(|c| c.to_lowercase() == club.to_lowercase())
            {
                clubs.push(club.clone());
            }
            if !tables.iter().any(|(id, _)| *id == summary.table) {
                tables.push((summary.table.clone(), summary.table_name.clone()));
            }
        }
        players.sort_by_key(|p| p.to_lowercase());
        clubs.sort_by_key(|c| c.to_lowercase());
        tables.sort_by(|a, b| a.0.cmp(&b.0));
        Choices {
            players,
            clubs,
            tables,
        }
    }
}

/// An answer of the reader.
#[derive(Debug)]
pub(crate) enum Answer {
    /// The folder read (first, and after each [`Request::Refresh`]).
    Opened(Result<Opened, ArchiveError>),
    /// What the filter offers (after each [`Answer::Opened`], once the
    /// questions waiting then are answered).
    Choices(Result<Choices, ArchiveError>),
    /// See [`Request::Count`].
    Count {
        generation: u64,
        result: Result<usize, ArchiveError>,
    },
    /// See [`Request::Page`]; `None` when it was not read, the rows having
    /// left the view before their turn (asked again if they come back).
    Page {
        generation: u64,
        page: usize,
        rows: Option<Result<Vec<EveningSummary>, ArchiveError>>,
    },
    /// See [`Request::All`].
    All(Result<Vec<EveningSummary>, ArchiveError>),
    /// See [`Request::Statistics`].
    Statistics {
        generation: u64,
        result: Result<Statistics, ArchiveError>,
    },
    /// See [`Request::Season`].
    Season {
        generation: u64,
        result: Result<Box<crate::app::season_view::SeasonData>, ArchiveError>,
    },
    /// See [`Request::Profile`].
    Profile {
        generation: u64,
        player: String,
        result: Result<Box<crate::archive::versus::Profile>, ArchiveError>,
    },
    /// The index was found damaged and made anew from the files (said
    /// once a reader; the answers are right either way).
    Repaired,
}

/// The screen's end of the reader: its questions and its answers. The
/// thread ends when the screen drops this.
#[derive(Debug)]
pub(crate) struct Reader {
    requests: Sender<Request>,
    /// The answers, in the order asked.
    pub(crate) answers: Receiver<Answer>,
}

impl Reader {
    /// Starts the reader of the archive folder `dir`, its index in `cache`
    /// (`None`: in memory); `ctx` is woken at every answer.
    pub(crate) fn start(
        dir: &Path,
        registry: &TableRegistry,
        cache: Option<PathBuf>,
        ctx: Option<egui::Context>,
    ) -> Reader {
        let (requests, questions) = std::sync::mpsc::channel();
        let (reply, answers) = std::sync::mpsc::channel();
        let registry = registry.clone();
        let dir = dir.to_path_buf();
        std::thread::spawn(move || {
            let answer = |answer: Answer| {
                let sent = reply.send(answer).is_ok();
                if let Some(ctx) = &ctx {
                    ctx.request_repaint();
                }
                sent
            };
            run(&dir, &registry, cache.as_deref(), &questions, answer);
        });
        Reader { requests, answers }
    }

    /// Asks a question; a reader that ended (it could not read the folder)
    /// answers nothing, which the screen shows already.
    pub(crate) fn ask(&self, request: Request) {
        let _ = self.requests.send(request);
    }
}

/// The reader's thread: opens the index, then answers until the screen
/// is gone.
fn run(
    dir: &Path,
    registry: &TableRegistry,
    cache: Option<&Path>,
    questions: &Receiver<Request>,
    answer: impl Fn(Answer) -> bool,
) {
    let Some((mut index, mut archive)) = first_opened(dir, registry, cache, &answer) else {
        return;
    };
    // What the filter offers is read when no question waits: the count
    // and the first rows, asked with the opening, come first.
    let mut choices_due = true;
    let mut told = false;
    loop {
        let first = if choices_due {
            match questions.try_recv() {
                Ok(first) => first,
                Err(TryRecvError::Empty) => {
                    choices_due = false;
                    let choices = asked(&mut index, &mut archive, registry, |index, _| {
                        choices(index, dir)
                    });
                    if !answer(Answer::Choices(choices)) {
                        return;
                    }
                    continue;
                }
                Err(TryRecvError::Disconnected) => return,
            }
        } else {
            match questions.recv() {
                Ok(first) => first,
                Err(_) => return,
            }
        };
        // Every question waiting, those of an older generation left out,
        // and of the pages only the last few asked (the rows in view now).
        let mut waiting = vec![first];
        waiting.extend(questions.try_iter());
        let newest = (
            waiting.iter().filter_map(Request::list_generation).max(),
            waiting.iter().filter_map(Request::stats_generation).max(),
        );
        let pages = waiting.iter().filter(|r| r.is_page()).count();
        let mut page_number = 0;
        for request in waiting {
            let stale = request.stale(newest);
            let reply = match request {
                Request::Refresh => {
                    let opened = refreshed(&mut index, &mut archive, dir, registry);
                    choices_due |= opened.is_ok();
                    answer(Answer::Opened(opened))
                }
                ref request if stale && request.answers_the_newest_only() => true,
                Request::Count { generation, filter } => answer(Answer::Count {
                    generation,
                    result: asked(&mut index, &mut archive, registry, |index, _| {
                        index.count(dir, &filter)
                    }),
                }),
                Request::Page {
                    generation,
                    filter,
                    sort,
                    page,
                } => {
                    page_number += 1;
                    let wanted = !stale && page_number + 3 > pages;
                    let rows = wanted.then(|| {
                        asked(&mut index, &mut archive, registry, |index, _| {
                            index.page(dir, &filter, sort, page.saturating_mul(PAGE), PAGE)
                        })
                    });
                    answer(Answer::Page {
                        generation,
                        page,
                        rows,
                    })
                }
                Request::All { filter, sort } => {
                    let all = |index: &Index, _: &_| index.page(dir, &filter, sort, 0, usize::MAX);
                    answer(Answer::All(asked(&mut index, &mut archive, registry, all)))
                }
                Request::Statistics { generation, filter } => answer(Answer::Statistics {
                    generation,
                    result: asked(&mut index, &mut archive, registry, |index, archive| {
                        index.statistics(archive, registry, &filter)
                    }),
                }),
                Request::Season { generation, filter } => answer(season(
                    (&mut index, &mut archive),
                    registry,
                    generation,
                    &filter,
                )),
                Request::Profile(asked) => {
                    answer(profile((&mut index, &mut archive), registry, asked))
                }
            };
            if !reply || !tell_repaired(&index, &mut told, &answer) {
                return;
            }
        }
    }
}

/// The folder opened and said ([`Answer::Opened`]); `None` when it
/// cannot be, or the screen is gone.
fn first_opened(
    dir: &Path,
    registry: &TableRegistry,
    cache: Option<&Path>,
    answer: &impl Fn(Answer) -> bool,
) -> Option<(Index, crate::archive::index::IndexedArchive)> {
    match open(dir, registry, cache) {
        Ok((index, archive)) => {
            answer(Answer::Opened(Ok(opened_of(&index, &archive)))).then_some((index, archive))
        }
        Err(e) => {
            answer(Answer::Opened(Err(e)));
            None
        }
    }
}

/// The folder read again ([`Request::Refresh`]): what it holds now.
fn refreshed(
    index: &mut Index,
    archive: &mut crate::archive::index::IndexedArchive,
    dir: &Path,
    registry: &TableRegistry,
) -> Result<Opened, ArchiveError> {
    let fresh = index.refresh(dir, registry)?;
    *archive = fresh;
    Ok(opened_of(index, archive))
}

/// The answer of [`Request::Season`]: the evenings' facts and their
/// ratings, made here, off the UI thread.
fn season(
    (index, archive): (&mut Index, &mut crate::archive::index::IndexedArchive),
    registry: &TableRegistry,
    generation: u64,
    filter: &Filter,
) -> Answer {
    Answer::Season {
        generation,
        result: asked(index, archive, registry, |index, archive| {
            index
                .evening_facts(archive, filter, false)
                .map(|facts| Box::new(crate::app::season_view::SeasonData::of(facts)))
        }),
    }
}

/// The answer of [`Request::Profile`]: the player beside the club, from
/// the evenings' facts with their contract groups (read for it alone).
fn profile(
    (index, archive): (&mut Index, &mut crate::archive::index::IndexedArchive),
    registry: &TableRegistry,
    question: ProfileQuestion,
) -> Answer {
    let ProfileQuestion {
        generation,
        filter,
        player,
        language,
    } = question;
    let result = asked(index, archive, registry, |index, archive| {
        let mut profile = crate::archive::versus::Profile::new(&player);
        index.each_evening_facts(archive, &filter, true, |_, facts| {
            profile.add(&facts, language, registry);
        })?;
        Ok(Box::new(profile.finish()))
    });
    Answer::Profile {
        generation,
        player,
        result,
    }
}

/// Says once that the index was found damaged and made anew; whether the
/// screen is still there.
fn tell_repaired(index: &Index, told: &mut bool, answer: &impl Fn(Answer) -> bool) -> bool {
    if index.repaired() && !*told {
        *told = true;
        return answer(Answer::Repaired);
    }
    true
}

/// The answer of `ask`, the index read again from the files and asked
/// again when what it gave was damaged ([`Index::answer`]).
fn asked<T>(
    index: &mut Index,
    archive: &mut crate::archive::index::IndexedArchive,
    registry: &TableRegistry,
    ask: impl FnMut(&Index, &crate::archive::index::IndexedArchive) -> Result<T, ArchiveError>,
) -> Result<T, ArchiveError> {
    index
        .answer(archive, registry, ask)
        .and_then(|answer| answer)
}

/// Opens the index of the folder and brings it up to date (a path that is
/// not a folder is refused as the command line refuses it).
fn open(
    dir: &Path,
    registry: &TableRegistry,
    cache: Option<&Path>,
) -> Result<(Index, crate::archive::index::IndexedArchive), ArchiveError> {
    if dir.exists() && !dir.is_dir() {
        return Err(ArchiveError::Io(crate::error::IoError::refused(
            dir,
            crate::error::IoAction::List,
            crate::error::IoCause::NotAFolder,
        )));
    }
    crate::disk::index::open_archive(dir, registry, cache)
}

fn opened_of(index: &Index, archive: &crate::archive::index::IndexedArchive) -> Opened {
    Opened {
        total: archive.valid().len(),
        conflicts: archive.conflicts(),
        invalid: archive
            .invalid()
            .into_iter()
            .map(|(path, error)| (path.to_path_buf(), error.clone()))
            .collect(),
        in_memory: index.file().is_none(),
    }
}

fn choices(index: &Index, dir: &Path) -> Result<Choices, ArchiveError> {
    index
        .filter_choices(dir)
        .map(|summaries| Choices::of(&summaries))
}
