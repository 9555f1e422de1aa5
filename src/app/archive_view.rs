//! The archive screen: the club's closed evenings (filter, sort, view,
//! reopen for a correction, print), their statistics with charts, the files
//! that are not evenings and the conflicts, import, export and the folder.
//!
//! The screen is listed from the archive's index, as `vira archive list`
//! is: a reader on a thread of its own ([`super::archive_reader`]) opens
//! the index and brings it up to date with the folder, then answers the
//! screen's questions (how many evenings the filter chooses, a page of the
//! list, the statistics), so a large archive never freezes the window. The
//! list is virtualised (only the rows on screen are laid out) and paged:
//! the screen keeps the few pages around the rows in view, never the whole
//! archive. Everything shown comes from the core: [`EveningSummary`],
//! [`Filter`], [`Column`] and [`Statistics`], filtered and sorted by the
//! index's queries.

use crate::i18n::Text;

mod files;
mod list;
mod nights;

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

use chrono::{Datelike, NaiveDate};
use egui::{Color32, RichText};

use crate::archive::stats::Statistics;
use crate::archive::{ArchiveError, Column, Conflict, EveningSummary, Filter};
use crate::report::amount::count;
use crate::rules::registry::TableRegistry;

use super::archive_reader::{Answer, Choices, Opened, PAGE, Reader, Request};
use super::file_dialog::PickFor;
use super::folder_watch::FolderWatch;
use super::stats_view::StatsView;
use super::{AppCommand, Command, Tr, command_button};

/// An archive of at most this many evenings is answered within the frame
/// that asks (its queries take a few milliseconds), so its screen never
/// shows a row still being read; a larger one's answers come a frame or a
/// few later, and no frame waits for them.
const ANSWERED_IN_FRAME: usize = 2_000;

/// How long a frame waits for those answers at most.
const FRAME_WAIT: Duration = Duration::from_secs(1);

/// How many pages of the list the screen keeps (those nearest the view).
const PAGES_KEPT: usize = 3;

/// What the files tab's "Choose…" buttons may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Dialogs {
    /// File dialogs are offered (none has failed to answer).
    pub(crate) offered: bool,
    /// A dialog is being shown.
    pub(crate) busy: bool,
}

impl Dialogs {
    /// A "Choose…" button for `purpose`, when dialogs are offered.
    fn button(
        self,
        ui: &mut egui::Ui,
        label: &str,
        purpose: PickFor,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        if !self.offered {
            return;
        }
        if ui
            .add_enabled(!self.busy, egui::Button::new(label))
            .on_hover_text(t.s(Text::TheSystemsFileDialogOrTypeThe))
            .clicked()
        {
            commands.push(AppCommand::Pick(purpose).into());
        }
    }
}

/// The parts of the archive screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArchiveTab {
    /// The evenings: filter, sort, view, reopen, print.
    List,
    /// Statistics and charts of the evenings the filter chooses.
    Statistics,
    /// The season: its standing by a rule, the ratings, head to head.
    Season,
    /// The club nights closed into the archive.
    Nights,
    /// Files that are not evenings, and conflicts.
    Problems,
    /// Import, export and the archive's folder.
    Files,
}

/// Why the archive folder could not be read.
#[derive(Debug)]
enum LoadError {
    /// The core's error.
    Archive(ArchiveError),
    /// The thread reading it ended without an answer.
    Stopped,
}

impl LoadError {
    fn words(&self, t: Tr) -> String {
        match self {
            LoadError::Archive(e) => crate::words::archive_error(e, t.0),
            LoadError::Stopped => t.s(Text::ReadingTheArchiveStoppedUnexpectedly).to_string(),
        }
    }
}

/// The archive folder as the index knows it: how many evenings, and the
/// files that are problems.
struct Loaded {
    total: usize,
    conflicts: Vec<Conflict>,
    conflicted: HashSet<String>,
    invalid: Vec<(PathBuf, crate::error::ledger::Error)>,
    in_memory: bool,
}

impl Loaded {
    fn new(opened: Opened) -> Loaded {
        Loaded {
            total: opened.total,
            conflicted: opened.conflicts.iter().map(|c| c.id.clone()).collect(),
            conflicts: opened.conflicts,
            invalid: opened.invalid,
            in_memory: opened.in_memory,
        }
    }
}

/// The list as the index answers it for the filter and sort in force: its
/// length and the pages read around the rows in view.
#[derive(Debug, Default)]
struct Listing {
    /// Which filter and sort the answers are for (answers of another are
    /// left).
    generation: u64,
    /// How many evenings the filter chooses (the last answer, kept while
    /// the next is read so the list does not jump).
    count: usize,
    /// The count is being read.
    counting: bool,
    /// The pages read: page number to rows.
    pages: HashMap<usize, Vec<EveningSummary>>,
    /// The pages asked and not answered yet.
    asked: HashSet<usize>,
    /// The rows in view at the last frame.
    visible: Range<usize>,
    /// Why a count or a page could not be read.
    error: Option<ArchiveError>,
}

impl Listing {
    /// The row at `index`, once its page is read.
    fn row(&self, index: usize) -> Option<&EveningSummary> {
        self.pages.get(&(index / PAGE))?.get(index % PAGE)
    }

    /// The pages holding the rows in `range`.
    fn pages_of(range: &Range<usize>) -> Range<usize> {
        if range.is_empty() {
            return 0..1;
        }
        range.start / PAGE..range.end.saturating_sub(1) / PAGE + 1
    }

    /// Leaves the pages farthest from the view when more are kept than
    /// [`PAGES_KEPT`].
    fn forget_far_pages(&mut self) {
        let centre = Listing::pages_of(&self.visible).start;
        while self.pages.len() > PAGES_KEPT {
            let Some(farthest) = self
                .pages
                .keys()
                .copied()
                .max_by_key(|p| p.abs_diff(centre))
            else {
                break;
            };
            self.pages.remove(&farthest);
        }
    }
}

/// The filter as typed: the dates are text until they parse.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct FilterForm {
    players: Vec<String>,
    from: String,
    to: String,
    club: Option<String>,
    table: Option<String>,
    /// A club night's evenings: its file's name and their ids.
    night: Option<(String, Vec<String>)>,
}

/// A date field: empty is no limit; otherwise `YYYY-MM-DD`.
fn parse_date(text: &str) -> Result<Option<NaiveDate>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| ())
}

impl FilterForm {
    /// The filter; a date that does not parse sets no limit (the field says
    /// so in red).
    fn filter(&self) -> Filter {
        Filter {
            players: self.players.clone(),
            from: parse_date(&self.from).ok().flatten(),
            to: parse_date(&self.to).ok().flatten(),
            club: self.club.clone(),
            table: self.table.clone(),
            evenings: self.night.as_ref().map(|(_, ids)| ids.clone()),
        }
    }
}

/// The archive screen.
pub struct ArchiveScreen {
    /// The folder shown.
    pub dir: PathBuf,
    /// What the reader needs, until the first frame starts it (with the
    /// context it wakes at every answer): the bid tables and the index's
    /// cache directory (`None`: in memory).
    to_start: Option<(TableRegistry, Option<PathBuf>)>,
    reader: Option<Reader>,
    /// The reader found the index damaged and made it anew: said in the
    /// status line at the next frame.
    repaired_untold: bool,
    /// The folder watched: files another program adds are listed without
    /// *Läs om* (started with the reader, ended with the screen).
    watch: Option<FolderWatch>,
    loaded: Option<Result<Loaded, LoadError>>,
    /// The index is being brought up to date again (after an import).
    refreshing: bool,
    choices: Choices,
    listing: Listing,
    /// Every row of the list, when asked for ([`ArchiveScreen::shown`]).
    all: Option<Result<Vec<EveningSummary>, ArchiveError>>,
    /// The part shown.
    pub tab: ArchiveTab,
    /// The club nights in the folder, read when their tab is first shown.
    nights: Option<
        Vec<(
            PathBuf,
            Result<crate::night::Night, crate::error::ledger::Error>,
        )>,
    >,
    form: FilterForm,
    sort: Column,
    descending: bool,
    /// Which filter the statistics are for (see [`Listing::generation`]).
    stats_generation: u64,
    stats: Option<Result<Statistics, ArchiveError>>,
    stats_asked: bool,
    /// The season's evenings and ratings, for the same filter as the
    /// statistics.
    season: Option<Result<Box<super::season_view::SeasonData>, ArchiveError>>,
    season_asked: bool,
    /// The player looked at beside the club, in a language, once read.
    profile: Option<(
        String,
        crate::rules::table::Language,
        Result<Box<crate::archive::versus::Profile>, ArchiveError>,
    )>,
    /// The player (and language) whose profile is asked.
    profile_asked: Option<(String, crate::rules::table::Language)>,
    /// The season tab's own state: the rule, the player looked at.
    pub season_view: super::season_view::SeasonView,
    /// The last generation given out (the list's and the statistics').
    generations: u64,
    /// The statistics tab's own state: the contract rows, the chart's
    /// view, the player table's sort.
    stats_view: StatsView,
    export_dir: String,
    /// `;` between the CSV fields (spreadsheets set to Swedish); `None`:
    /// follow the interface's language.
    semicolon: Option<bool>,
    import_paths: String,
    new_dir: String,
    copy_evenings: bool,
    /// The typed field to take the keyboard (no dialog answered).
    focus: Option<PickFor>,
}

impl ArchiveScreen {
    /// The list and the statistics of a club night's evenings alone (its
    /// file's name and the evenings' ids), shown on the statistics tab.
    pub fn show_night(&mut self, name: String, ids: Vec<String>) {
        self.form.night = Some((name, ids));
        self.tab = ArchiveTab::Statistics;
        self.filter_changed();
    }

    /// The screen of the archive folder `dir`: its first frame starts
    /// reading it from the index in `cache` (`None`: an index in memory),
    /// on a thread of its own. `export_dir` is the folder offered for
    /// exports.
    pub fn open(
        dir: &Path,
        registry: &TableRegistry,
        cache: Option<PathBuf>,
        export_dir: &Path,
    ) -> ArchiveScreen {
        ArchiveScreen {
            dir: dir.to_path_buf(),
            to_start: Some((registry.clone(), cache)),
            reader: None,
            watch: None,
            loaded: None,
            refreshing: false,
            choices: Choices::default(),
            listing: Listing::default(),
            all: None,
            tab: ArchiveTab::List,
            nights: None,
            form: FilterForm::default(),
            sort: Column::Date,
            descending: true,
            stats_generation: 0,
            stats: None,
            stats_asked: false,
            season: None,
            season_asked: false,
            profile: None,
            profile_asked: None,
            season_view: super::season_view::SeasonView::default(),
            repaired_untold: false,
            generations: 0,
            stats_view: StatsView::default(),
            export_dir: export_dir.display().to_string(),
            semicolon: None,
            import_paths: String::new(),
            new_dir: dir.display().to_string(),
            copy_evenings: true,
            focus: None,
        }
    }

    /// Starts the reader, once.
    fn start(&mut self, ctx: Option<&egui::Context>) {
        if let Some((registry, cache)) = self.to_start.take() {
            self.reader = Some(Reader::start(&self.dir, &registry, cache, ctx.cloned()));
            self.watch = Some(FolderWatch::start(&self.dir, ctx.cloned()));
            // The count and the first rows are asked with the opening, so
            // they are answered as soon as the index is open.
            self.list_changed();
        }
    }

    /// Whether the folder is still being read, or an answer the screen
    /// asked for (the count, the rows in view, the statistics) still to
    /// come.
    pub fn is_loading(&self) -> bool {
        self.loaded.is_none() || self.waiting()
    }

    /// Whether an answer asked for is still to come.
    fn waiting(&self) -> bool {
        self.reader.is_some()
            && (self.loaded.is_none()
                || self.refreshing
                || self.listing.counting
                || !self.listing.asked.is_empty()
                || self.stats_asked)
    }

    /// Whether the index could not be kept on disk and this screen's is in
    /// memory (the same answers, slower); `None` until the folder is read.
    pub fn index_in_memory(&self) -> Option<bool> {
        match &self.loaded {
            Some(Ok(loaded)) => Some(loaded.in_memory),
            _ => None,
        }
    }

    /// How many rows of the list the screen holds now (the pages read
    /// around the rows in view; tests check it stays a few pages).
    pub fn rows_held(&self) -> usize {
        self.listing.pages.values().map(Vec::len).sum()
    }

    /// After the archive changed (an import): the index is brought up to
    /// date with the folder, then the list, the problems and the statistics
    /// are asked again.
    pub(crate) fn refresh(&mut self) {
        if let Some(reader) = &self.reader {
            reader.ask(Request::Refresh);
            self.refreshing = true;
            // Asked after the refresh, answered from the index brought up
            // to date.
            self.list_changed();
            self.stats_changed();
        }
    }

    /// Puts a folder chosen in a dialog in its field.
    pub(crate) fn set_path(&mut self, purpose: PickFor, path: &Path) {
        let text = path.display().to_string();
        match purpose {
            PickFor::Import => self.import_paths = text,
            PickFor::ExportFolder => self.export_dir = text,
            PickFor::ArchiveFolder => self.new_dir = text,
        }
    }

    /// Gives the keyboard to the typed field for `purpose` (no dialog
    /// answered), and shows the files tab.
    pub(crate) fn focus_typed(&mut self, purpose: PickFor) {
        self.tab = ArchiveTab::Files;
        self.focus = Some(purpose);
    }

    /// Gives a typed path's field the keyboard when a dialog failed.
    fn take_focus(&mut self, purpose: PickFor, field: &egui::Response) {
        if self.focus == Some(purpose) {
            field.request_focus();
            self.focus = None;
        }
    }

    /// Puts paths back in the import field (those of files not imported).
    pub(crate) fn keep_import_paths(&mut self, paths: &[String]) {
        self.import_paths = paths.join("\n");
    }

    /// Every evening the list shows, filtered and sorted as the table draws
    /// them, asked of the index now and waited for: for tests (the screen
    /// itself reads only the pages around the rows in view).
    pub fn shown(&mut self) -> Vec<EveningSummary> {
        self.start(None);
        let Some(reader) = &self.reader else {
            return Vec::new();
        };
        reader.ask(Request::All {
            filter: self.form.filter(),
            sort: (self.sort, self.descending),
        });
        self.all = None;
        self.wait_until(|screen| screen.all.is_some());
        match self.all.take() {
            Some(Ok(rows)) => rows,
            _ => Vec::new(),
        }
    }

    /// The statistics of the evenings and players the filter chooses,
    /// waited for (for tests; the screen asks and draws them when they
    /// come). `None` when the folder or the index cannot be read.
    pub fn statistics(&mut self) -> Option<&Statistics> {
        self.start(None);
        self.wait_until(|screen| screen.loaded.is_some() && !screen.refreshing);
        self.ask_statistics();
        self.wait_until(|screen| !screen.stats_asked);
        self.stats.as_ref().and_then(|s| s.as_ref().ok())
    }

    /// Takes answers until `done` holds (or the reader is gone, or a
    /// minute passed: a test then fails on what it finds).
    fn wait_until(&mut self, done: impl Fn(&ArchiveScreen) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !done(self) {
            match self.next_answer(deadline) {
                Some(answer) => self.take(answer),
                None => return,
            }
        }
    }

    /// The next answer, waiting until `deadline`; `None` at the deadline
    /// or when the reader is gone (then the screen says why).
    fn next_answer(&mut self, deadline: Instant) -> Option<Answer> {
        let reader = self.reader.as_ref()?;
        let wait = deadline.saturating_duration_since(Instant::now());
        let answer = match reader.answers.try_recv() {
            Ok(answer) => return Some(answer),
            Err(TryRecvError::Empty) if wait.is_zero() => return None,
            Err(TryRecvError::Empty) => reader.answers.recv_timeout(wait),
            Err(TryRecvError::Disconnected) => Err(RecvTimeoutError::Disconnected),
        };
        match answer {
            Ok(answer) => Some(answer),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                // After an error opening the folder the reader ends: that
                // error stays what is shown.
                self.reader = None;
                if !matches!(self.loaded, Some(Err(_))) {
                    self.loaded = Some(Err(LoadError::Stopped));
                }
                self.refreshing = false;
                self.listing.counting = false;
                self.listing.asked.clear();
                self.stats_asked = false;
                None
            }
        }
    }

    /// Takes one answer of the reader.
    fn take(&mut self, answer: Answer) {
        match answer {
            Answer::Opened(Ok(opened)) => {
                // The count, the rows in view and the statistics were asked
                // after the opening or the refresh (see `start` and
                // `refresh`): their answers follow.
                self.loaded = Some(Ok(Loaded::new(opened)));
                self.refreshing = false;
            }
            Answer::Opened(Err(e)) => {
                self.loaded = Some(Err(LoadError::Archive(e)));
                self.refreshing = false;
            }
            Answer::Choices(choices) => {
                // Without them the filter offers no names; the list and
                // the statistics are whole.
                self.choices = choices.unwrap_or_default();
            }
            Answer::Count { generation, result } if generation == self.listing.generation => {
                self.listing.counting = false;
                match result {
                    Ok(count) => self.listing.count = count,
                    Err(e) => self.listing.error = Some(e),
                }
            }
            Answer::Page {
                generation,
                page,
                rows,
            } if generation == self.listing.generation => {
                self.listing.asked.remove(&page);
                match rows {
                    Some(Ok(rows)) => {
                        self.listing.pages.insert(page, rows);
                        self.listing.forget_far_pages();
                    }
                    Some(Err(e)) => self.listing.error = Some(e),
                    None => {}
                }
            }
            Answer::All(rows) => self.all = Some(rows),
            Answer::Statistics { generation, result } if generation == self.stats_generation => {
                self.stats_asked = false;
                self.stats = Some(result);
            }
            Answer::Season { generation, result } if generation == self.stats_generation => {
                self.season_asked = false;
                self.season = Some(result);
            }
            Answer::Profile {
                generation,
                player,
                result,
            } if generation == self.stats_generation => {
                if let Some((asked, language)) = self.profile_asked.take() {
                    if asked == player {
                        self.profile = Some((player, language, result));
                    } else {
                        self.profile_asked = Some((asked, language));
                    }
                }
            }
            Answer::Repaired => self.repaired_untold = true,
            // An answer for a filter or sort changed since.
            Answer::Count { .. }
            | Answer::Page { .. }
            | Answer::Statistics { .. }
            | Answer::Season { .. }
            | Answer::Profile { .. } => {}
        }
    }

    fn next_generation(&mut self) -> u64 {
        self.generations += 1;
        self.generations
    }

    /// The filter or the sort changed, or the archive: the count and the
    /// rows in view are asked again.
    fn list_changed(&mut self) {
        let generation = self.next_generation();
        let visible = self.listing.visible.clone();
        self.listing.generation = generation;
        self.listing.pages.clear();
        self.listing.asked.clear();
        self.listing.error = None;
        let Some(reader) = &self.reader else {
            return;
        };
        let filter = self.form.filter();
        reader.ask(Request::Count {
            generation,
            filter: filter.clone(),
        });
        self.listing.counting = true;
        for page in Listing::pages_of(&visible) {
            reader.ask(Request::Page {
                generation,
                filter: filter.clone(),
                sort: (self.sort, self.descending),
                page,
            });
            self.listing.asked.insert(page);
        }
    }

    /// The filter changed, or the archive: the statistics are asked again
    /// when next shown.
    fn stats_changed(&mut self) {
        self.stats_generation = self.next_generation();
        self.stats = None;
        self.stats_asked = false;
        self.season = None;
        self.season_asked = false;
        self.profile = None;
        self.profile_asked = None;
    }

    /// Asks the season of the filter, unless it is read or asked.
    fn ask_season(&mut self) {
        if self.season.is_some() || self.season_asked || !matches!(self.loaded, Some(Ok(_))) {
            return;
        }
        if let Some(reader) = &self.reader {
            reader.ask(Request::Season {
                generation: self.stats_generation,
                filter: self.form.filter(),
            });
            self.season_asked = true;
        }
    }

    /// The season as a printable page and its file name, once read, by
    /// the rule chosen.
    pub fn season_printout(&self, t: Tr) -> Option<(String, String)> {
        let Some(Ok(data)) = &self.season else {
            return None;
        };
        let standing = self.season_view.standing(data)?;
        let filter = self.form.filter();
        let title = crate::archive::season_text::season_title(
            filter.club.as_deref(),
            (filter.from, filter.to),
            t.0,
        );
        let html = crate::archive::season_text::season_html(
            &title,
            &standing,
            Some(&data.ratings[0]),
            t.into(),
        );
        Some((html, t.s(Text::SeasonFileName).to_string()))
    }

    /// Asks the profile of the one player chosen for head to head, unless
    /// it is read or asked.
    fn ask_profile(&mut self, language: crate::rules::table::Language) {
        let Some(player) = self.season_view.profile_player() else {
            return;
        };
        let wanted = (player.to_string(), language);
        let read = self
            .profile
            .as_ref()
            .is_some_and(|(p, l, _)| (p, *l) == (&wanted.0, wanted.1));
        if read || self.profile_asked.as_ref() == Some(&wanted) {
            return;
        }
        if let Some(reader) = &self.reader {
            reader.ask(Request::Profile(super::archive_reader::ProfileQuestion {
                generation: self.stats_generation,
                filter: self.form.filter(),
                player: wanted.0.clone(),
                language,
            }));
            self.profile_asked = Some(wanted);
        }
    }

    fn season_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        self.ask_season();
        self.ask_profile(t.0);
        self.poll();
        let Some(data) = read_ui(ui, self.season.as_ref(), t) else {
            return;
        };
        // Both ways: the standing's table may be wider than a
        // narrow window (1024x600 at 200 %), and its rows then
        // scroll into sight.
        egui::ScrollArea::both()
            .id_salt("archive_season")
            .show(ui, |ui| {
                let profile = self.profile.as_ref().and_then(|(player, _, read)| {
                    let shown = self.season_view.profile_player() == Some(player.as_str());
                    read.as_ref().ok().filter(|_| shown).map(|p| &**p)
                });
                super::season_view::season_ui(
                    ui,
                    (data, profile),
                    &mut self.season_view,
                    t,
                    commands,
                );
            });
    }

    /// Asks the statistics of the filter, unless they are read or asked.
    fn ask_statistics(&mut self) {
        if self.stats.is_some() || self.stats_asked || !matches!(self.loaded, Some(Ok(_))) {
            return;
        }
        if let Some(reader) = &self.reader {
            reader.ask(Request::Statistics {
                generation: self.stats_generation,
                filter: self.form.filter(),
            });
            self.stats_asked = true;
        }
    }

    /// Asks the pages of the rows in view that are neither read nor asked.
    fn ask_pages(&mut self, visible: Range<usize>) {
        self.listing.visible = visible;
        let Some(reader) = &self.reader else {
            return;
        };
        for page in Listing::pages_of(&self.listing.visible) {
            if self.listing.pages.contains_key(&page) || self.listing.asked.contains(&page) {
                continue;
            }
            reader.ask(Request::Page {
                generation: self.listing.generation,
                filter: self.form.filter(),
                sort: (self.sort, self.descending),
                page,
            });
            self.listing.asked.insert(page);
        }
    }

    fn filter_changed(&mut self) {
        self.list_changed();
        self.stats_changed();
        // The chart shows the new choice whole, not the part panned to.
        self.stats_view.new_filter();
    }

    /// Takes the answers that came. A small archive's answers are waited
    /// for (see [`ANSWERED_IN_FRAME`]); a large one's are taken as they
    /// come, the reader waking the window at each.
    fn poll(&mut self) {
        let small = matches!(&self.loaded, Some(Ok(l)) if l.total <= ANSWERED_IN_FRAME);
        let deadline = Instant::now() + if small { FRAME_WAIT } else { Duration::ZERO };
        loop {
            let small = matches!(&self.loaded, Some(Ok(l)) if l.total <= ANSWERED_IN_FRAME);
            let until = if small && self.waiting() {
                deadline
            } else {
                Instant::now()
            };
            match self.next_answer(until) {
                Some(answer) => self.take(answer),
                None => return,
            }
        }
    }

    /// Brings the list up to date when another program changed the folder
    /// (as *Läs om* does, keeping the filter, the sort and the tab); a
    /// change seen while a refresh runs is taken after it.
    fn follow_the_folder(&mut self) {
        if self.refreshing || !matches!(self.loaded, Some(Ok(_))) {
            return;
        }
        if self.watch.as_ref().is_some_and(FolderWatch::take_changed) {
            self.refresh();
        }
    }

    /// Draws the screen. `copying_to`: the folder the evenings are being
    /// copied to, while they are.
    pub(crate) fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: Tr,
        dialogs: Dialogs,
        copying_to: Option<&Path>,
        commands: &mut Vec<Command>,
    ) {
        let ctx = ui.ctx().clone();
        self.start(Some(&ctx));
        self.poll();
        if std::mem::take(&mut self.repaired_untold) {
            commands.push(AppCommand::IndexRepaired.into());
        }
        self.follow_the_folder();
        egui::Panel::top("archive_tabs").show(ui, |ui| self.tabs_ui(ui, t, commands));
        let loaded = match &self.loaded {
            None => {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(t.s(Text::ReadingTheArchive));
                    });
                });
                return;
            }
            Some(Err(error)) => {
                let error = error.words(t);
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.label(
                        RichText::new(t.s(Text::TheArchivesFolderCannotBeRead))
                            .color(ui.visuals().error_fg_color),
                    );
                    ui.label(RichText::new(error).monospace());
                    ui.label(t.s(Text::ChooseAnotherFolderUnderImportAndExport));
                });
                if self.tab != ArchiveTab::Files {
                    return;
                }
                None
            }
            Some(Ok(_)) => Some(()),
        };
        if loaded.is_some()
            && matches!(
                self.tab,
                ArchiveTab::List | ArchiveTab::Statistics | ArchiveTab::Season
            )
        {
            egui::Panel::left("archive_filter")
                .resizable(true)
                .default_size(215.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("archive_filter_scroll")
                        .show(ui, |ui| self.filter_ui(ui, t));
                });
        }
        egui::CentralPanel::default().show(ui, |ui| match self.tab {
            ArchiveTab::List => self.list_ui(ui, t, commands),
            ArchiveTab::Statistics => self.statistics_ui(ui, t),
            ArchiveTab::Season => self.season_ui(ui, t, commands),
            ArchiveTab::Nights => self.nights_ui(ui, t, commands),
            ArchiveTab::Problems => self.problems_ui(ui, t, commands),
            ArchiveTab::Files => self.files_ui(ui, t, dialogs, copying_to, commands),
        });
    }

    fn tabs_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let (evenings, problems) = match &self.loaded {
            Some(Ok(loaded)) => (loaded.total, loaded.invalid.len() + loaded.conflicts.len()),
            _ => (0, 0),
        };
        ui.horizontal_wrapped(|ui| {
            // A narrow window (1024x600 at 200 %) keeps the folder for
            // the heading's tooltip and the files tab: the tabs, the button
            // and the count then take two lines, not three.
            let narrow = ui.available_width() < 640.0;
            let heading = ui.heading(t.s(Text::TheArchive));
            if narrow {
                heading.on_hover_text(self.dir.display().to_string());
            } else {
                ui.label(RichText::new(self.dir.display().to_string()).weak())
                    .on_hover_text(t.s(Text::TheArchivesFolder));
            }
            ui.separator();
            let tabs = [
                (ArchiveTab::List, t.s(Text::Evenings)),
                (ArchiveTab::Statistics, t.s(Text::Statistics)),
                (ArchiveTab::Season, t.s(Text::Season)),
                (ArchiveTab::Nights, t.s(Text::ClubNights)),
                (ArchiveTab::Problems, t.s(Text::Problems)),
                (ArchiveTab::Files, t.s(Text::ImportAndExport)),
            ];
            for (tab, name) in tabs {
                ui.selectable_value(&mut self.tab, tab, name);
            }
            ui.separator();
            command_button(
                ui,
                egui::Button::new(t.s(Text::Reload)),
                t.s(Text::ReadTheFolderAgainForExampleWhen),
                AppCommand::ReloadArchive,
                commands,
            );
            // The counts come after the tabs and the button, never between
            // them: a large archive is counted a moment after the screen
            // opens, and a tab must not move from under a click meanwhile.
            if self.loaded.is_some() {
                let evenings = super::stats_view::counted(
                    evenings,
                    t.s(Text::Evening),
                    t.s(Text::EveningsLower),
                    t,
                );
                ui.label(RichText::new(evenings).weak());
            }
            if problems > 0 {
                ui.label(
                    RichText::new(format!("⚠ {}", count(problems, t.0)))
                        .color(ui.visuals().warn_fg_color),
                )
                .on_hover_text(t.s(Text::FilesThatAreNotEveningsAndConflicts));
            }
        });
    }

    /// The filter: the period, the club and table, the players.
    fn filter_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        if !matches!(self.loaded, Some(Ok(_))) {
            return;
        }
        let choices = &self.choices;
        let before = self.form.filter();
        ui.heading(t.s(Text::Filter));
        ui.add_space(4.0);
        period_ui(&mut self.form, ui, t);
        ui.add_space(8.0);
        club_and_table_ui(&mut self.form, choices, ui, t);
        ui.add_space(8.0);
        players_filter_ui(&mut self.form, choices, self.tab, ui, t);
        ui.add_space(8.0);
        if let Some((name, ids)) = &self.form.night {
            let mut gone = false;
            ui.horizontal_wrapped(|ui| {
                ui.label(t.f(Text::ClubNightEvenings, &[name, &ids.len().to_string()]));
                gone = ui
                    .button("✕")
                    .on_hover_text(t.s(Text::NotOnlyTheNight))
                    .clicked();
            });
            if gone {
                self.form.night = None;
            }
            ui.add_space(8.0);
        }
        if ui
            .add_enabled(
                self.form != FilterForm::default(),
                egui::Button::new(t.s(Text::ClearTheFilter)),
            )
            .clicked()
        {
            self.form = FilterForm::default();
        }
        // A date being typed changes nothing until it parses.
        if self.form.filter() != before {
            self.filter_changed();
        }
    }

    fn statistics_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        self.ask_statistics();
        // A small archive's come now; a large one's in a later frame.
        self.poll();
        let Some(stats) = read_ui(ui, self.stats.as_ref(), t) else {
            return;
        };
        let everyone = &self.choices.players;
        egui::ScrollArea::vertical()
            .id_salt("archive_statistics")
            .show(ui, |ui| {
                super::stats_view::statistics_ui(ui, stats, everyone, &mut self.stats_view, t);
            });
    }

    fn problems_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let Some(Ok(loaded)) = &self.loaded else {
            return;
        };
        egui::ScrollArea::vertical()
            .id_salt("archive_problems")
            .show(ui, |ui| {
                ui.heading(t.s(Text::FilesThatAreNotEvenings));
                if loaded.invalid.is_empty() {
                    ui.label(t.s(Text::None));
                } else {
                    ui.label(t.s(Text::TheyAreLeftUntouchedViraNeverOverwrites));
                }
                for (path, error) in &loaded.invalid {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.strong(crate::words::shown_path(path));
                        ui.add(
                            egui::Label::new(
                                RichText::new(crate::words::error(error, t.0))
                                    .monospace()
                                    .color(ui.visuals().error_fg_color),
                            )
                            .wrap(),
                        );
                    });
                }
                ui.add_space(12.0);
                ui.heading(t.s(Text::Conflicts));
                if loaded.conflicts.is_empty() {
                    ui.label(t.s(Text::None));
                } else {
                    ui.label(t.s(Text::TheSameEveningTheSameIdIs));
                }
                for conflict in &loaded.conflicts {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.strong(format!("id {}", conflict.id));
                        ui.add(egui::Label::new(crate::archive::conflict(conflict, t.0)).wrap());
                        for path in &conflict.paths {
                            ui.horizontal(|ui| {
                                ui.label(crate::words::shown_path(path));
                                if ui.small_button(t.s(Text::View)).clicked() {
                                    commands.push(
                                        AppCommand::Open {
                                            path: path.clone(),
                                            read_only: true,
                                        }
                                        .into(),
                                    );
                                }
                            });
                        }
                    });
                }
            });
    }
}

/// The filter's period: this year, last year, all time, or two dates.
fn period_ui(form: &mut FilterForm, ui: &mut egui::Ui, t: Tr) {
    ui.strong(t.s(Text::Period));
    let today = chrono::Local::now().date_naive();
    ui.horizontal_wrapped(|ui| {
        let year = today.year();
        if ui.button(t.s(Text::ThisYear)).clicked() {
            form.from = format!("{year}-01-01");
            form.to = format!("{year}-12-31");
        }
        if ui.button(t.s(Text::LastYear)).clicked() {
            form.from = format!("{}-01-01", year - 1);
            form.to = format!("{}-12-31", year - 1);
        }
        if ui.button(t.s(Text::AllTime)).clicked() {
            form.from.clear();
            form.to.clear();
        }
    });
    for (label, text) in [
        (t.s(Text::From), &mut form.from),
        (t.s(Text::To), &mut form.to),
    ] {
        ui.horizontal(|ui| {
            let name = ui.label(label);
            ui.add(
                egui::TextEdit::singleline(text)
                    .hint_text(t.s(Text::YYYYMMDD))
                    .desired_width(125.0),
            )
            .labelled_by(name.id);
        });
        if parse_date(text).is_err() {
            ui.label(
                RichText::new(t.s(Text::NotADateWriteYYYYMMDD)).color(ui.visuals().error_fg_color),
            );
        }
    }
}

/// The filter's club and bid table.
fn club_and_table_ui(form: &mut FilterForm, loaded: &Choices, ui: &mut egui::Ui, t: Tr) {
    let everyone = t.s(Text::All);
    egui::ComboBox::from_label(t.s(Text::Club))
        .selected_text(form.club.as_deref().unwrap_or(everyone))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut form.club, None, everyone);
            for club in &loaded.clubs {
                ui.selectable_value(&mut form.club, Some(club.clone()), club);
            }
        });
    let language = t.0;
    let table_name = |id: &str| {
        loaded
            .tables
            .iter()
            .find(|(t, _)| t == id)
            .map_or(id.to_string(), |(_, n)| n.get(language).to_string())
    };
    egui::ComboBox::from_label(t.s(Text::BidTable))
        .selected_text(
            form.table
                .as_deref()
                .map_or(everyone.to_string(), table_name),
        )
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut form.table, None, everyone);
            for (id, name) in &loaded.tables {
                ui.selectable_value(&mut form.table, Some(id.clone()), name.get(language));
            }
        });
}

/// The filter's players.
fn players_filter_ui(
    form: &mut FilterForm,
    loaded: &Choices,
    tab: ArchiveTab,
    ui: &mut egui::Ui,
    t: Tr,
) {
    ui.strong(t.s(Text::Players));
    ui.label(
        RichText::new(match tab {
            ArchiveTab::Statistics | ArchiveTab::Season => {
                t.s(Text::TheStatisticsShowThoseChosenNoneChosen)
            }
            _ => t.s(Text::TheListShowsEveningsAtWhichAll),
        })
        .weak(),
    );
    for name in &loaded.players {
        let mut chosen = form
            .players
            .iter()
            .any(|p| crate::archive::same_name(p, name));
        if ui.checkbox(&mut chosen, name).changed() {
            if chosen {
                form.players.push(name.clone());
            } else {
                form.players.retain(|p| !crate::archive::same_name(p, name));
            }
        }
    }
}

/// What the archive's reader is working out: a spinner while it is, the
/// error when it failed; the answer once it came.
fn read_ui<'r, T>(
    ui: &mut egui::Ui,
    read: Option<&'r Result<T, ArchiveError>>,
    t: Tr,
) -> Option<&'r T> {
    match read {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t.s(Text::WorkingOutTheStatistics));
            });
            None
        }
        Some(Err(error)) => {
            ui.label(
                RichText::new(crate::words::archive_error(error, t.0))
                    .color(ui.visuals().error_fg_color),
            );
            None
        }
        Some(Ok(answer)) => Some(answer),
    }
}
