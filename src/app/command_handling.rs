//! Running commands: [`ViraApp::apply`] takes each command queued during a
//! frame, by domain; the app's own are run here, an evening's by its screen.

use crate::i18n::Text;

use std::path::{Path, PathBuf};

use crate::archive::{Filter, Imported};
use crate::disk::atomic::EveningLock;
use crate::disk::index::Copied;
use crate::disk::places::{KeptUndo, Settings, Store};
use crate::error::ledger::Error;
use crate::ledger::editor::EveningEditor;
use crate::ledger::evening::Evening;
use crate::ledger::table_for;
use crate::report::amount::count;
use crate::words;

use super::command::{AppCommand, Command, EveningCommand};
use super::{
    ArchiveScreen, ArchiveTab, EveningScreen, Notice, Screen, ViraApp, file_name, open_in_system,
    start, tables_view,
};

impl ViraApp {
    /// Applies one command.
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::App(command) => self.apply_app(ctx, command),
            Command::Evening(command) => self.apply_evening(command),
        }
    }

    fn apply_app(&mut self, ctx: &egui::Context, command: AppCommand) {
        match command {
            AppCommand::SetLanguage(language) => self.prefs.language = language,
            AppCommand::SetDark(dark) => self.prefs.dark = dark,
            AppCommand::SetPoints(points) => self.prefs.points = points,
            AppCommand::SetZoom(zoom) => {
                self.prefs.zoom = if zoom.is_finite() {
                    zoom.clamp(*super::Prefs::ZOOMS.start(), *super::Prefs::ZOOMS.end())
                } else {
                    1.0
                };
                ctx.set_zoom_factor(self.prefs.zoom);
            }
            AppCommand::GoStart => {
                self.show(Screen::Start(start::StartScreen::load(
                    &self.store,
                    &self.registry,
                )));
            }
            AppCommand::NewEvening => {
                let mut form = super::NewEveningForm::new(&self.prefs.last_table, &self.registry);
                // The currency the reader's language counts in, until an
                // evening of theirs says another.
                form.currency = crate::report::amount::default_currency(self.prefs.language).into();
                // The same table as last time: the newest evening, in
                // progress or closed.
                let form = match self.last_evening() {
                    Some(last) => form.like(&last, &self.registry),
                    None => form,
                };
                self.show(Screen::NewEvening(Box::new(form)));
            }
            AppCommand::CreateEvening => self.create_evening(),
            AppCommand::JoinNight(address) => self.join_night(&address),
            AppCommand::NewEveningAt {
                date,
                club,
                players,
                game,
            } => {
                self.apply(ctx, AppCommand::NewEvening.into());
                if let super::Screen::NewEvening(form) = &mut self.screen {
                    form.for_table(date, club.as_deref(), &players, &game, &self.registry);
                }
            }
            AppCommand::Open { path, read_only } => self.open(&path, read_only),
            AppCommand::Reopen(path) => self.reopen(&path),
            AppCommand::OpenFile(path) => self.open_file(&path),
            AppCommand::ImportAndShow(path) => self.import_and_show(&path),
            AppCommand::TryExample => self.try_example(),
            AppCommand::AskDeletePractice(path) => self.confirm_delete = Some(path),
            AppCommand::DeletePractice(path) => self.delete_practice(&path),
            AppCommand::ShowTables(id) => {
                let id =
                    id.unwrap_or_else(|| self.registry.usable_or_suggested(&self.prefs.last_table));
                self.show(Screen::Tables(tables_view::TablesScreen::new(id)));
            }
            AppCommand::CloseEvening => self.close_evening(),
            AppCommand::ShowArchive => self.show_archive(),
            AppCommand::ReloadArchive => self.reload_archive(),
            AppCommand::IndexRepaired => {
                self.notice = Some(Notice {
                    text: crate::words::index_repaired(self.tr().0).to_string(),
                    error: false,
                });
            }
            AppCommand::Import(paths) => self.import(&paths),
            AppCommand::ImportTyped(text) => self.import_typed(&text),
            AppCommand::ExportCsv {
                dir,
                filter,
                semicolon,
            } => self.export_csv(&dir, &filter, semicolon),
            AppCommand::PrintProtocol(path) => self.print_protocol(ctx, &path),
            AppCommand::PrintNight => self.print_night(ctx, false),
            AppCommand::PrintSeating => self.print_night(ctx, true),
            AppCommand::NightPhones(on) => self.night_phones(on),
            AppCommand::SeatNight { again } => self.seat_night(again),
            AppCommand::CreateNight => self.create_night(),
            AppCommand::BackToNight => self.back_to_night(),
            AppCommand::ReadArchivePlayers => self.read_archive_players(ctx),
            AppCommand::NightStatistics(path) => {
                let t = self.tr();
                match crate::disk::night::night_evening_ids(&path) {
                    Ok(ids) => {
                        let name = file_name(&path);
                        if let Screen::Archive(screen) = &mut self.screen {
                            screen.show_night(name, ids);
                        }
                    }
                    Err(e) => self.say(crate::words::error(&e, t.0), true),
                }
            }
            AppCommand::FollowTable { at, address } => self.follow_table(at, address.as_deref()),
            AppCommand::RecordFromPhone { at, on } => self.record_from_phone(at, on),
            AppCommand::ShowRecordingCode(at) => self.show_recording_code(at),
            AppCommand::PrintSeason => self.print_season(ctx),
            AppCommand::OpenFolder(dir) => open_in_system(ctx, &dir),
            AppCommand::SetArchiveDir { dir, copy } => self.set_archive_dir(dir, copy),
            AppCommand::SetKeepAwake(on) => self.prefs.keep_awake = on,
            AppCommand::Pick(purpose) => self.pick(purpose),
            AppCommand::Picked(purpose, picked) => self.picked(purpose, picked),
            AppCommand::ArchiveCopied => self.archive_copied(),
        }
    }

    /// An evening's command goes to its screen; the evening is saved when it
    /// changed, and a refusal is shown.
    fn apply_evening(&mut self, command: EveningCommand) {
        let t = self.tr();
        let Screen::Evening(screen) = &mut self.screen else {
            // Only an evening's widgets send these, so the evening was left
            // earlier in the same frame (e.g. closed): nothing to change.
            return;
        };
        match screen.apply(command, t) {
            Ok(changed) => {
                // The phones see every change at once.
                if changed {
                    screen.publish_to_phones();
                }
                // A closed evening's price changed: the archive is read
                // again when it is next shown.
                if changed && screen.read_only {
                    self.parked_archive = None;
                }
                if let Some(change) = screen.last_change.take() {
                    self.notice = Some(Notice {
                        text: change,
                        error: false,
                    });
                } else if changed {
                    // A newer change replaces the message of an older one
                    // (a stale "Ångrat: giv 5" beside a newly recorded
                    // giv 5).
                    self.notice = None;
                }
                if changed && let Err(e) = screen.save(t) {
                    self.notice = Some(Notice {
                        text: format!(
                            "{}: {}",
                            t.s(Text::CouldNotSaveEverythingIsKeptIn),
                            words::storage_error(&e, t.0)
                        ),
                        error: true,
                    });
                }
            }
            Err(message) => self.say(message, true),
        }
    }

    /// The evening played last (by date, then file), in progress or
    /// closed.
    fn last_evening(&self) -> Option<Evening> {
        let (closed, _) = self.store.recent_archived(&self.registry, 1);
        self.store
            .in_progress(&self.registry)
            .into_iter()
            .chain(closed)
            .filter_map(|stored| stored.loaded.ok())
            .map(|settled| settled.evening)
            // The example's table and names are not the club's.
            .filter(|evening| !evening.practice)
            .max_by_key(|evening| evening.date)
    }

    fn create_evening(&mut self) {
        let t = self.tr();
        let Screen::NewEvening(form) = &mut self.screen else {
            return;
        };
        let Some(mut evening) = form.evening(&self.registry, t) else {
            return;
        };
        self.prefs.last_table = evening.table.clone();
        // The form stays as typed when the evening is refused.
        match self.store.create(&self.registry, &mut evening) {
            Ok(path) => self.open(&path, false),
            Err(e) => self.say(words::storage_error(&e, t.0), true),
        }
    }

    fn load(&self, path: &Path) -> Result<(Evening, EveningEditor), Error> {
        let settled = crate::disk::settle_file(&self.registry, path)?;
        let file = path.display().to_string();
        let table = table_for(&self.registry, &file, None, &settled.evening)?.clone();
        let editor = EveningEditor::new(settled.evening.clone(), &table)
            .map_err(|e| crate::error::ledger::ledger_error(&file, "", e))?;
        Ok((settled.evening, editor))
    }

    pub(super) fn open(&mut self, path: &Path, read_only: bool) {
        let t = self.tr();
        let lock = if read_only {
            None
        } else {
            match EveningLock::acquire(path) {
                Ok(lock) => Some(lock),
                // Only a lock held elsewhere is "open in another window";
                // a lock that cannot be made (a folder in its place, a
                // read-only disk) says its own reason.
                Err(e @ crate::disk::atomic::StorageError::Locked { .. }) => {
                    self.say(
                        format!(
                            "{} {}",
                            t.s(Text::TheEveningIsAlreadyOpenInAnother),
                            words::storage_error(&e, t.0)
                        ),
                        true,
                    );
                    return;
                }
                Err(e) => {
                    self.say(
                        format!(
                            "{} {}",
                            t.s(Text::TheEveningCannotBeOpenedForWriting),
                            words::storage_error(&e, t.0)
                        ),
                        true,
                    );
                    return;
                }
            }
        };
        match self.load(path) {
            Ok((_, editor)) => {
                self.notice = None;
                let mut screen = EveningScreen::new(path.to_path_buf(), lock, editor, read_only);
                if !read_only {
                    self.restore_kept(path, &mut screen);
                }
                self.show(Screen::Evening(Box::new(screen)));
            }
            Err(e) => self.say(words::error(&e, t.0), true),
        }
    }

    /// Puts back what was kept beside an evening when its window last
    /// closed (or the app crashed): the hand being entered and the undo
    /// history. What cannot be put back is said, never dropped in silence.
    fn restore_kept(&mut self, path: &Path, screen: &mut EveningScreen) {
        let t = self.tr();
        match crate::disk::places::load_draft(path) {
            Ok(Some(kept)) => screen.restore_form(kept),
            Ok(None) => {}
            Err(e) => self.say(
                format!(
                    "{} {}",
                    t.s(Text::TheHandBeingEnteredWhenTheWindow),
                    words::error(&e, t.0)
                ),
                true,
            ),
        }
        match crate::disk::places::load_history(path, screen.editor.evening()) {
            Ok(KeptUndo::Kept(history)) => screen.editor.restore_history(history),
            Ok(KeptUndo::Absent) => {}
            Ok(KeptUndo::OtherVersion) => {
                self.say(t.s(Text::TheUndoHistoryBelongedToAnotherVersion), false)
            }
            Err(e) => self.say(
                format!(
                    "{} {}",
                    t.s(Text::TheUndoHistoryCannotBeReadThe),
                    words::error(&e, t.0)
                ),
                true,
            ),
        }
    }

    fn reopen(&mut self, path: &Path) {
        let t = self.tr();
        match self.load(path) {
            Ok((evening, _)) => match self.store.reopen(path, &evening) {
                Ok(new_path) => {
                    self.open(&new_path, false);
                    // The archive changed: read it again when next shown.
                    self.parked_archive = None;
                }
                Err(e) => self.say(words::storage_error(&e, t.0), true),
            },
            Err(e) => self.say(words::error(&e, t.0), true),
        }
    }

    fn close_evening(&mut self) {
        let t = self.tr();
        let Screen::Evening(screen) = &mut self.screen else {
            return;
        };
        if screen.read_only {
            return;
        }
        let evening = screen.editor.evening().clone();
        match self.store.close(&screen.path, &evening) {
            Ok(_) => {
                self.parked_archive = None;
                self.show(Screen::Start(start::StartScreen::load(
                    &self.store,
                    &self.registry,
                )));
                self.say(t.s(Text::TheEveningIsClosedAndKeptIn), false);
            }
            Err(e) => self.say(words::storage_error(&e, t.0), true),
        }
    }

    /// The directory of the archive's index, as the command line finds
    /// it: `VIRA_CACHE_DIR`, else `cache/` in a data folder given (`vira
    /// --data-dir`), else the platform's cache folder; so the app and
    /// `vira archive` share one index.
    pub(super) fn index_cache_dir(&self) -> Option<PathBuf> {
        let given = Store::default_data_dir().as_deref() != Some(self.data_dir.as_path());
        crate::disk::index::cache_dir(given.then_some(self.data_dir.as_path()))
    }

    /// A new archive screen of the archive folder (read from its index).
    fn archive_screen(&self) -> ArchiveScreen {
        ArchiveScreen::open(
            &self.store.archive,
            &self.registry,
            self.index_cache_dir(),
            &self.export_dir(),
        )
    }

    fn show_archive(&mut self) {
        let screen = match self.parked_archive.take() {
            Some(parked) if parked.dir == self.store.archive => parked,
            _ => Box::new(self.archive_screen()),
        };
        self.show(Screen::Archive(screen));
    }

    pub(super) fn reload_archive(&mut self) {
        self.parked_archive = None;
        let tab = self.archive().map(|a| a.tab);
        let mut screen = self.archive_screen();
        if let Some(tab) = tab {
            screen.tab = tab;
        }
        self.show(Screen::Archive(Box::new(screen)));
    }

    /// Imports files into the archive, each on its own: a file that is not
    /// an evening is reported and nothing of it written; the others are
    /// merged. The index answers whether each is there already and learns
    /// the new files alone ([`crate::disk::index::import_files`], as `vira
    /// archive import`); the archive screen then lists from it again.
    pub(super) fn import(&mut self, paths: &[PathBuf]) {
        self.import_with(Vec::new(), Vec::new(), paths);
    }

    /// Imports what the import field holds ([`super::import_paths`]):
    /// each folder says how many evening files it has, each glob how many
    /// files it matches, each entry that gives none why, on a line of its
    /// own; the files found are imported together.
    fn import_typed(&mut self, text: &str) {
        use super::import_paths::{Entry, entries, expand};
        let t = self.tr();
        let mut notes = Vec::new();
        let mut kept = Vec::new();
        let mut paths: Vec<PathBuf> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for typed in entries(text, |p| p.symlink_metadata().is_ok()) {
            let files = match expand(&typed) {
                Entry::File(path) => vec![path],
                Entry::Folder { dir, files } => {
                    notes.push(t.f(
                        Text::InTheFolder,
                        &[
                            &crate::words::shown_path(&dir),
                            &super::stats_view::counted(
                                files.len(),
                                t.s(Text::EveningFileLower),
                                t.s(Text::EveningFilesLower),
                                t,
                            ),
                        ],
                    ));
                    files
                }
                Entry::Glob { pattern, files } => {
                    notes.push(t.f(
                        Text::ThePatternGives,
                        &[
                            &crate::words::shown_path(Path::new(&pattern)),
                            &super::stats_view::counted(
                                files.len(),
                                t.s(Text::File),
                                t.s(Text::Files),
                                t,
                            ),
                        ],
                    ));
                    files
                }
                Entry::Refused { typed, why } => {
                    notes.push(format!("✖ {}", why.words(&typed, t)));
                    kept.push(typed);
                    Vec::new()
                }
            };
            // A file named twice (a folder and a file in it) once.
            for file in files {
                if seen.insert(file.clone()) {
                    paths.push(file);
                }
            }
        }
        self.import_with(notes, kept, &paths);
    }

    /// Imports `paths`, the result said after `notes`; `kept` (entries
    /// refused before) go back in the field with the paths refused.
    fn import_with(&mut self, notes: Vec<String>, kept: Vec<String>, paths: &[PathBuf]) {
        let t = self.tr();
        let mut trouble = notes.iter().any(|n| n.starts_with('✖'));
        let mut lines = notes;
        let mut refused = kept;
        // In batches synced to disk together; a link is refused.
        let results = match crate::disk::index::import_files(
            &self.store.archive,
            &self.registry,
            self.index_cache_dir().as_deref(),
            paths,
        ) {
            Ok(results) => results,
            Err(e) => {
                self.say(words::archive_error(&e, t.0), true);
                return;
            }
        };
        for (path, imported) in paths.iter().zip(results) {
            let file = crate::words::shown_path(path);
            lines.push(match imported {
                Ok(Imported::Added { path: new, .. }) => format!(
                    "✔ {file}: {} {}",
                    t.s(Text::NewEveningInTheArchive),
                    file_name(&new)
                ),
                Ok(Imported::AlreadyThere { path: kept, .. }) => format!(
                    "= {file}: {} {}",
                    t.s(Text::AlreadyThereKeptOnceAs),
                    file_name(&kept)
                ),
                Ok(Imported::Conflict {
                    id,
                    path: new,
                    existing,
                }) => {
                    trouble = true;
                    format!(
                        "⚠ {file}: {} {id} {} {}; {} {}",
                        t.s(Text::EveningLower),
                        t.s(Text::IsAlreadyThereWithOtherContentIn),
                        existing
                            .iter()
                            .map(|p| file_name(p))
                            .collect::<Vec<_>>()
                            .join(", "),
                        t.s(Text::BothAreKeptSeeProblemsTheNew),
                        file_name(&new)
                    )
                }
                Err(e) => {
                    trouble = true;
                    refused.push(path.display().to_string());
                    format!("✖ {}", words::archive_error(&e, t.0))
                }
            });
        }
        // The screens list from the index brought up to date.
        if let Screen::Archive(screen) = &mut self.screen {
            screen.refresh();
        }
        if let Some(parked) = &mut self.parked_archive {
            parked.refresh();
        }
        // The paths of the files refused stay in the field, to be fixed.
        if let Screen::Archive(screen) = &mut self.screen {
            screen.keep_import_paths(&refused);
        }
        // One line says it all (the status line shows it); each file's own
        // line follows, shown on asking.
        let count = |mark: &str| lines.iter().filter(|l| l.starts_with(mark)).count();
        let heading = t.f(
            Text::ImportIntoTheArchiveNewAlreadyThere,
            &[
                &count("✔").to_string(),
                &count("=").to_string(),
                &count("⚠").to_string(),
                &count("✖").to_string(),
            ],
        );
        self.say(format!("{heading}\n{}", lines.join("\n")), trouble);
    }

    /// Exports the evenings the filter chooses as CSV (their files read
    /// and settled for it).
    fn export_csv(&mut self, dir: &Path, filter: &Filter, semicolon: bool) {
        let t = self.tr();
        let cache = self.index_cache_dir();
        let chosen = match crate::disk::index::chosen_evenings(
            &self.store.archive,
            &self.registry,
            cache.as_deref(),
            filter,
        ) {
            Ok(chosen) => chosen,
            Err(e) => {
                self.say(words::archive_error(&e, t.0), true);
                return;
            }
        };
        let chosen: Vec<(&str, &crate::ledger::SettledEvening)> = chosen
            .iter()
            .map(|(id, settled)| (id.as_str(), settled))
            .collect();
        // Names and numbers in the app's language; the separator as ticked.
        let format = crate::archive::export::CsvFormat::decided(t.0, Some(semicolon));
        // Deals played, as every screen counts them (a forced deal taken
        // away is no deal of its own).
        let deals = crate::archive::deals_of(&chosen);
        let evenings = chosen.len();
        match crate::disk::archive::write_csv_dir(dir, &chosen, format) {
            Ok((hands_file, results_file)) => {
                // Printouts and the next export go there too.
                self.prefs.export_dir = Some(dir.to_path_buf());
                self.say(
                    format!(
                        "{} {} ({}) {} {} ({}).",
                        t.s(Text::Wrote),
                        crate::words::shown_path(&hands_file),
                        super::stats_view::counted(
                            deals,
                            t.s(Text::Deal),
                            t.s(Text::DealsLower),
                            t
                        ),
                        t.s(Text::AndLower),
                        crate::words::shown_path(&results_file),
                        super::stats_view::counted(
                            evenings,
                            t.s(Text::Evening),
                            t.s(Text::EveningsLower),
                            t
                        ),
                    ),
                    false,
                );
            }
            Err(e) => self.say(words::export_error(&e, t.0), true),
        }
    }

    /// Seats the night on screen (the host writes its file); the screen
    /// reads it again by itself.
    fn seat_night(&mut self, again: bool) {
        let t = self.tr();
        let super::Screen::Night(screen) = &self.screen else {
            return;
        };
        let path = screen.path.clone();
        let seated = crate::disk::night::seat_next(
            &path,
            &self.registry,
            crate::serve::feed::fetch_evening,
            &[],
            crate::night::seating::Seating::Fresh,
            crate::disk::night::clock_seed(),
            again,
        );
        match seated {
            Ok(seated) => self.say(
                t.f(
                    Text::SittingIsSeatedPairsWhoHaveMet,
                    &[
                        &seated.night.sittings.len().to_string(),
                        &seated.repeats.to_string(),
                    ],
                ),
                false,
            ),
            Err(e) => self.say(crate::words::night::seat_error_words(&e, &path, t.0), true),
        }
    }

    /// Starts reading the archive's players for the new-night form (off
    /// the UI thread; the form takes them as they come).
    fn read_archive_players(&mut self, ctx: &egui::Context) {
        let cache = self.index_cache_dir();
        if let super::Screen::Start(screen) = &mut self.screen {
            // No archive folder yet (a first night on a new machine): no
            // players to pick, and nothing wrong to say.
            if !self.store.archive.is_dir() {
                screen.new_night.known = Some(Ok(Vec::new()));
                return;
            }
            screen.new_night.archive = Some(super::archive_reader::Reader::start(
                &self.store.archive,
                &self.registry,
                cache,
                Some(ctx.clone()),
            ));
        }
    }

    /// Back to the club night a table's evening was opened from.
    fn back_to_night(&mut self) {
        if let Some(night) = self.parked_night.take() {
            self.show(Screen::Night(night));
        }
    }

    /// Makes the night the start screen's form describes in the data
    /// folder (`nights/DATE/NAME.night`, its tables' files to go beside
    /// it), its first sitting drawn, and opens it.
    fn create_night(&mut self) {
        let t = self.tr();
        let super::Screen::Start(screen) = &self.screen else {
            return;
        };
        let form = &screen.new_night;
        let players: Vec<String> = form
            .players
            .split([',', '\n'])
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(str::to_string)
            .collect();
        let Ok(date) = chrono::NaiveDate::parse_from_str(form.date.trim(), "%Y-%m-%d") else {
            self.say(t.s(Text::WriteTheDateAsYYYYMMDD), true);
            return;
        };
        let club = Some(form.club.trim().to_string()).filter(|c| !c.is_empty());
        let rule = if form.places {
            crate::night::StandingRule::Places {
                points: vec![3, 2, 1, 0],
            }
        } else {
            crate::night::StandingRule::Net
        };
        let folder = self.data_dir.join("nights").join(date.to_string());
        if let Err(e) = std::fs::create_dir_all(&folder) {
            self.say(crate::words::system_error(&e, t.0), true);
            return;
        }
        // A second night on the same day gets a name of its own.
        let path = (1..)
            .map(|n| match n {
                1 => folder.join("kvall.night"),
                n => folder.join(format!("kvall-{n}.night")),
            })
            .find(|p| std::fs::symlink_metadata(p).is_err())
            .unwrap_or_else(|| folder.join("kvall.night"));
        let game = match form.game.game(&self.registry, t) {
            Ok(game) => game,
            Err(why) => {
                self.say(why, true);
                return;
            }
        };
        let night = crate::night::Night {
            format: crate::night::NIGHT_FORMAT,
            date,
            club,
            rule,
            game,
            sittings: Vec::new(),
        };
        match crate::disk::night::new_night(
            &path,
            night,
            &players,
            crate::disk::night::clock_seed(),
        ) {
            Ok(_) => {
                let screen = super::night_view::NightScreen::open(&path, &self.registry, t);
                self.show(super::Screen::Night(Box::new(screen)));
                self.say(
                    format!(
                        "{} {}",
                        t.s(Text::TheNightIsSavedIn),
                        crate::words::shown_path(&path)
                    ),
                    false,
                );
            }
            Err(e) => self.say(crate::words::night::seat_error_words(&e, &path, t.0), true),
        }
    }

    fn night_phones(&mut self, on: bool) {
        let t = self.tr();
        let super::Screen::Night(screen) = &mut self.screen else {
            return;
        };
        if let Err(e) = screen.set_phones(on) {
            self.say(
                format!(
                    "{} {}",
                    t.s(Text::TheStandingCannotBeShownOnThe),
                    crate::words::system_error(&e, t.0)
                ),
                true,
            );
        }
    }

    /// Shows the QR code of a table's recording address on the night's
    /// screen (or none).
    fn show_recording_code(&mut self, at: Option<(usize, usize)>) {
        if let super::Screen::Night(screen) = &mut self.screen {
            screen.show_code(at);
        }
    }

    /// Lets a table of the night on screen record from a phone (a new write
    /// token, the table's evening made, the phones served), or takes its
    /// token back; the host writes the tokens' file, and the table's
    /// evening as its phones send hands.
    fn record_from_phone(&mut self, (sitting, table): (usize, usize), on: bool) {
        let t = self.tr();
        let registry = self.registry.clone();
        let super::Screen::Night(screen) = &mut self.screen else {
            return;
        };
        let path = screen.path.clone();
        let evening = crate::disk::night::read_night(&path)
            .ok()
            .and_then(|night| Some(night.table_at((sitting, table))?.evening.clone()));
        let Some(evening) = evening else {
            return;
        };
        let at = [sitting.to_string(), table.to_string()];
        let done = if on {
            crate::disk::recorders::add_recorder(&path, &registry, &evening, None).map(|_| true)
        } else {
            crate::disk::recorders::withdraw_recorder(&path, &evening)
        };
        match done {
            Ok(_) if on => {
                if let Err(e) = screen.set_phones(true) {
                    let words = format!(
                        "{} {}",
                        t.s(Text::TheStandingCannotBeShownOnThe),
                        crate::words::system_error(&e, t.0)
                    );
                    self.say(words, true);
                    return;
                }
                screen.show_code(Some((sitting, table)));
                self.say(
                    t.f(Text::SittingTableRecordsFromAPhone, &[&at[0], &at[1]]),
                    false,
                );
            }
            Ok(_) => {
                screen.show_code(None);
                self.say(
                    t.f(Text::SittingTablesPhonesRecordNoMore, &[&at[0], &at[1]]),
                    false,
                );
            }
            Err(e) => self.say(crate::words::remote::recorder_error_words(&e, t.0), true),
        }
    }

    /// Writes a table's address into the night on screen (the host is the
    /// night file's one writer), or takes it out.
    fn follow_table(&mut self, (sitting, table): (usize, usize), address: Option<&str>) {
        let t = self.tr();
        let super::Screen::Night(screen) = &self.screen else {
            return;
        };
        let path = screen.path.clone();
        if let Some(address) = address
            && let Err(e) = crate::serve::feed::check_address(address)
        {
            self.say(crate::words::night::feed_words(&e, t.0), true);
            return;
        }
        let mut night = match crate::disk::night::read_night(&path) {
            Ok(night) => night,
            Err(e) => {
                self.say(crate::words::error(&e, t.0), true);
                return;
            }
        };
        let Some(entry) = night.table_at_mut((sitting, table)) else {
            return;
        };
        entry.feed = address.map(str::to_string);
        if let Err(e) = crate::disk::atomic::write_atomically(&path, night.to_ron().as_bytes()) {
            self.say(words::storage_error(&e, t.0), true);
            return;
        }
        let at = [sitting.to_string(), table.to_string()];
        self.say(
            match address {
                Some(_) => t.f(Text::SittingTableIsFollowedOnTheNetwork, &[&at[0], &at[1]]),
                None => t.f(Text::SittingTableIsNoLongerFollowed, &[&at[0], &at[1]]),
            },
            false,
        );
    }

    /// Reads the club night the host at `address` serves (its seating),
    /// for the start screen: a table that cannot be reached, or a page that
    /// is not a night, is said there. One request, at most 2 s.
    fn join_night(&mut self, address: &str) {
        let t = self.tr();
        let read = crate::serve::feed::fetch_night(address)
            .map_err(|e| crate::words::night::feed_words(&e, t.0))
            .and_then(|text| {
                crate::night::Night::parse("night", &text)
                    .map_err(|e| crate::words::syntax_error(&e, t.0))
            });
        if let super::Screen::Start(screen) = &mut self.screen {
            screen.join.night = Some(read);
        }
    }

    /// Writes the night on screen as a page (the standing; or, `seating`,
    /// the newest sitting's seating) and opens it in the browser.
    fn print_night(&mut self, ctx: &egui::Context, seating: bool) {
        let t = self.tr();
        let super::Screen::Night(screen) = &self.screen else {
            return;
        };
        let printed = if seating {
            screen.seating_printout(t)
        } else {
            screen.printout(t)
        };
        let Some((html, stem)) = printed else {
            self.say(t.s(Text::TheNightIsNotReadYetNothing), true);
            return;
        };
        let out = self.export_dir().join(format!("{stem}.html"));
        let saved = t.s(Text::TheNightIsSavedAs);
        self.write_page(ctx, &out, &html, saved);
    }

    fn print_season(&mut self, ctx: &egui::Context) {
        let t = self.tr();
        let super::Screen::Archive(screen) = &self.screen else {
            return;
        };
        let Some((html, stem)) = screen.season_printout(t) else {
            self.say(t.s(Text::TheSeasonIsNotReadYet), true);
            return;
        };
        let out = self.export_dir().join(format!("{stem}.html"));
        let saved = t.s(Text::TheSeasonIsSavedAs);
        self.write_page(ctx, &out, &html, saved);
    }

    fn print_protocol(&mut self, ctx: &egui::Context, path: &Path) {
        let t = self.tr();
        let settled = match crate::disk::settle_file(&self.registry, path) {
            Ok(settled) => settled,
            Err(e) => {
                self.say(words::error(&e, t.0), true);
                return;
            }
        };
        let html = crate::archive::export::protocol_html(
            &settled.evening,
            &settled.rules,
            &settled.settlement,
            t,
        );
        let out = self.export_dir().join(format!(
            "{}.html",
            crate::archive::file_stem(&settled.evening)
        ));
        let saved = t.s(Text::TheProtocolIsSavedAs);
        self.write_page(ctx, &out, &html, saved);
    }

    /// Writes a printable page (as an export: a failure keeps the old
    /// file), asks the system to open it, and says where it is.
    fn write_page(&mut self, ctx: &egui::Context, out: &Path, html: &str, saved: &str) {
        let t = self.tr();
        if let Err(e) = crate::disk::atomic::write_export(out, html.as_bytes()) {
            self.say(words::storage_error(&e, t.0), true);
            return;
        }
        open_in_system(ctx, out);
        self.say(
            format!(
                "{saved} {} {}",
                crate::words::shown_path(out),
                t.s(Text::A4TheSystemWasAskedToOpen),
            ),
            false,
        );
    }

    fn set_archive_dir(&mut self, dir: Option<PathBuf>, copy: bool) {
        let t = self.tr();
        if let Some(copying) = &self.copying {
            // One copy at a time: the folder changes when it is done.
            self.say(
                format!(
                    "{} {} {}",
                    t.s(Text::TheEveningsAreBeingCopiedTo),
                    crate::words::shown_path(&copying.store.archive),
                    t.s(Text::TheFolderCanBeChangedAgainOnce),
                ),
                true,
            );
            return;
        }
        let settings = Settings {
            archive_dir: dir.clone(),
        };
        let new_store = Store::with_settings(&self.data_dir, &settings);
        if new_store.archive == self.store.archive {
            return;
        }
        if new_store.archive.exists() && !new_store.archive.is_dir() {
            self.say(
                format!(
                    "{}: {}",
                    crate::words::shown_path(&new_store.archive),
                    t.s(Text::IsNotAFolder)
                ),
                true,
            );
            return;
        }
        if !copy {
            self.change_archive_dir(&settings, new_store, String::new(), false);
            return;
        }
        // A federation's folder takes a while to copy: on a thread of its
        // own, the window going on; the folder changes when it is done
        // ([`AppCommand::ArchiveCopied`]).
        let (old, new) = (self.store.archive.clone(), new_store.archive.clone());
        let registry = self.registry.clone();
        let cache = self.index_cache_dir();
        let (give, answer) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let copied = crate::disk::index::copy_archive(&old, &new, &registry, cache.as_deref());
            // The window may be gone: then no one waits for the answer.
            let _ = give.send(copied);
        });
        self.say(
            format!(
                "{} {} …",
                t.s(Text::CopyingTheEveningsTo),
                crate::words::shown_path(&new_store.archive)
            ),
            false,
        );
        self.copying = Some(Copying {
            settings,
            store: new_store,
            answer,
            done: None,
        });
    }

    /// Takes the copy's answer when it has come
    /// ([`AppCommand::ArchiveCopied`]); until then the window looks again
    /// a little later.
    pub(super) fn poll_copy(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        use std::sync::mpsc::TryRecvError;
        let Some(copying) = &mut self.copying else {
            return;
        };
        if copying.done.is_some() {
            return;
        }
        match copying.answer.try_recv() {
            Ok(copied) => copying.done = Some(Some(copied)),
            // The copy's thread ended without an answer.
            Err(TryRecvError::Disconnected) => copying.done = Some(None),
            Err(TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
                return;
            }
        }
        commands.push(AppCommand::ArchiveCopied.into());
    }

    /// The copy is done: the folder changes, and the app says what was
    /// copied and what was not; a copy that failed leaves the folder.
    fn archive_copied(&mut self) {
        let t = self.tr();
        let Some(copying) = self.copying.take() else {
            return;
        };
        let Some(done) = copying.done else {
            self.copying = Some(copying);
            return;
        };
        let failed =
            |why: String| format!("{} {why}", t.s(Text::TheFolderWasNotChangedCopyingFailed),);
        match done {
            Some(Ok(copied)) => {
                let report = copied_words(&copied, t);
                self.change_archive_dir(&copying.settings, copying.store, report, copied.trouble());
            }
            Some(Err(e)) => self.say(failed(words::archive_error(&e, t.0)), true),
            None => self.say(
                failed(
                    t.s(Text::ItStoppedUnexpectedlyNothingWasRemovedFrom)
                        .to_string(),
                ),
                true,
            ),
        }
    }

    /// Keeps the archive in the new folder, says so (with `report`, what a
    /// copy did) and shows it.
    fn change_archive_dir(
        &mut self,
        settings: &Settings,
        store: Store,
        report: String,
        trouble: bool,
    ) {
        let t = self.tr();
        if let Err(e) = settings.save(&self.data_dir) {
            self.say(words::storage_error(&e, t.0), true);
            return;
        }
        self.store = store;
        self.parked_archive = None;
        self.say(
            format!(
                "{} {}.{report}",
                t.s(Text::TheArchiveIsNowIn),
                crate::words::shown_path(&self.store.archive)
            ),
            trouble,
        );
        let mut screen = self.archive_screen();
        screen.tab = ArchiveTab::Files;
        self.show(Screen::Archive(Box::new(screen)));
    }

    /// Whether a copy of the archive into a new folder is under way.
    pub fn is_copying(&self) -> bool {
        self.copying.is_some()
    }
}

/// A copy of the archive into a new folder, under way on its thread.
pub(super) struct Copying {
    /// The new folder's setting, saved when the copy is done.
    settings: Settings,
    /// The new folder's places.
    pub(super) store: Store,
    answer: std::sync::mpsc::Receiver<Result<Copied, crate::archive::ArchiveError>>,
    /// The answer once taken (`None` inside: the thread ended without one).
    done: Option<Option<Result<Copied, crate::archive::ArchiveError>>>,
}

/// A copy in words: the counts, then what was not copied (the first
/// failure named), each on a line of its own.
fn copied_words(copied: &Copied, t: super::Tr) -> String {
    let mut words = format!(
        " {} {}, {} {}, {} {}.",
        count(copied.added, t.0),
        t.s(Text::EveningsCopied),
        count(copied.kept, t.0),
        t.s(Text::AlreadyThere),
        count(copied.conflicts, t.0),
        t.s(Text::ConflictsBothKept),
    );
    // A line of what was not copied: how many, in the singular for
    // one, and why (the first).
    let line = |mark: char, n: usize, one: &str, many: &str, why: String| {
        format!(
            "\n{mark} {} {} {why}",
            count(n, t.0),
            if n == 1 { one } else { many }
        )
    };
    if let Some(first) = &copied.first_failure {
        words.push_str(&line(
            '✖',
            copied.failed,
            t.s(Text::CouldNotBeCopiedAndIsOnly),
            t.s(Text::CouldNotBeCopiedAndAreOnly),
            words::archive_error(first, t.0),
        ));
    }
    if let Some((invalid, error)) = &copied.invalid {
        words.push_str(&line(
            '⚠',
            *invalid,
            t.s(Text::FileInTheOldFolderIsNot),
            t.s(Text::FilesInTheOldFolderAreNot),
            words::error(error, t.0),
        ));
    }
    words
}
