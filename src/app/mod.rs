//! The desktop app: a thin egui shell over the core. It never computes money
//! itself; every number it shows comes from the same functions `vira settle`
//! uses ([`crate::ledger::settle`], [`crate::ledger::split`], [`crate::report`]).
//!
//! State is split in two: what is persisted (the evening file, written by
//! [`crate::disk::atomic`] after every change; UI preferences in eframe's storage)
//! and the state of the frame (forms, focus, caches). Views are `*_ui`
//! functions that push [`Command`]s; the commands are applied in one place,
//! [`ViraApp::apply`], after the frame.

mod archive_view;
mod evening_view;
mod i18n;
mod new_evening;
mod start;
mod stats_view;
mod style;
mod tables_view;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::archive::{Archive, Filter, Imported};
use crate::disk::atomic::{EveningLock, save_evening};
use crate::disk::places::{Settings, Store};
use crate::ledger::editor::{Edit, EveningEditor};
use crate::ledger::evening::Evening;
use crate::rules::registry::TableRegistry;
use crate::rules::table::{Language, OddPinnar};
use crate::{Error, table_for};

pub use archive_view::{ArchiveScreen, ArchiveTab};
pub use evening_view::{EveningScreen, View};
pub use i18n::{Tr, system_language};
pub use new_evening::NewEveningForm;
pub use style::{install_fonts, player_colour};

/// The name eframe stores UI preferences under.
pub const APP_NAME: &str = "vira";

/// UI preferences kept in eframe's storage (never evenings).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Language of the interface and the contract names.
    pub language: Language,
    /// Dark theme (otherwise light).
    pub dark: bool,
    /// Zoom factor (1.0 = 100 %).
    pub zoom: f32,
    /// The bid table last used for a new evening.
    pub last_table: String,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            language: system_language(),
            dark: true,
            zoom: 1.0,
            last_table: "stockholm".into(),
        }
    }
}

/// Where the app keeps its files, and a language chosen on the command line.
#[derive(Debug, Clone, Default)]
pub struct AppOptions {
    /// Data directory (evenings in progress and the archive); `None`: the
    /// platform's.
    pub data_dir: Option<PathBuf>,
    /// The club's own bid tables; `None`: the platform's config directory.
    pub table_dir: Option<PathBuf>,
    /// Language, overriding the saved preference.
    pub language: Option<Language>,
}

/// What a widget asks for; applied after the frame by [`ViraApp::apply`].
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Switch the language.
    SetLanguage(Language),
    /// Dark (true) or light theme.
    SetDark(bool),
    /// Set the zoom factor.
    SetZoom(f32),
    /// Back to the start screen.
    GoStart,
    /// Show the new-evening form.
    NewEvening,
    /// Create the evening the form describes.
    CreateEvening,
    /// Open an evening file (read-only for a closed evening).
    Open {
        /// The file.
        path: PathBuf,
        /// Whether it can be changed.
        read_only: bool,
    },
    /// Move a closed evening back to the evenings in progress and open it.
    Reopen(PathBuf),
    /// Show the bid tables (this one first).
    ShowTables(Option<String>),
    /// Record the hand being entered (or the correction).
    Record,
    /// Load a recorded hand into the form for a correction.
    EditHand(usize),
    /// Leave the correction; the form is cleared.
    CancelEdit,
    /// Delete a recorded hand.
    DeleteHand(usize),
    /// Undo the last change to the evening.
    Undo,
    /// Redo the last undone change.
    Redo,
    /// Choose who gets the odd pinnar.
    SetOddPinnar(Option<OddPinnar>),
    /// Show the table or the betdelning.
    ShowView(View),
    /// Close the evening: it moves to the archive.
    CloseEvening,
    /// Show the archive (as it was left, when it was shown before).
    ShowArchive,
    /// Read the archive's folder again.
    ReloadArchive,
    /// Import evening files into the archive (merged: see
    /// [`Archive::import_source`]).
    Import(Vec<PathBuf>),
    /// Write `hands.csv` and `results.csv` of the evenings a filter chooses.
    ExportCsv {
        /// The folder to write to.
        dir: PathBuf,
        /// Which evenings.
        filter: Filter,
    },
    /// Write an evening's protocol as printable HTML and open it in the
    /// system's browser.
    PrintProtocol(PathBuf),
    /// Open a folder in the system's file manager.
    OpenFolder(PathBuf),
    /// Keep the archive in another folder (`None`: the default one),
    /// copying the evenings there first when `copy` (merged as an import).
    SetArchiveDir {
        /// The new folder.
        dir: Option<PathBuf>,
        /// Copy the evenings of the old folder there.
        copy: bool,
    },
}

/// A message shown at the top of the window until dismissed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The text.
    pub text: String,
    /// An error (red) or information.
    pub error: bool,
}

/// The screens.
pub enum Screen {
    /// Resume, new evening, archive, tables.
    Start(start::StartScreen),
    /// The new-evening form.
    NewEvening(Box<NewEveningForm>),
    /// An evening: the table, the protocol, the betdelning.
    Evening(Box<EveningScreen>),
    /// The bid table viewer.
    Tables(tables_view::TablesScreen),
    /// The club archive: list, statistics, problems, import and export.
    Archive(Box<ArchiveScreen>),
}

/// The app.
pub struct ViraApp {
    /// UI preferences (persisted by eframe).
    pub prefs: Prefs,
    registry: TableRegistry,
    store: Store,
    data_dir: PathBuf,
    /// The screen shown.
    pub screen: Screen,
    /// The archive screen while another screen is shown, so going back
    /// finds it as it was left (filter, sort, tab).
    parked_archive: Option<Box<ArchiveScreen>>,
    commands: Vec<Command>,
    /// The message shown at the top, if any.
    pub notice: Option<Notice>,
    title: String,
    styled: Option<(bool, u32)>,
}

impl ViraApp {
    /// The app as eframe creates it: preferences from eframe's storage.
    pub fn new(cc: &eframe::CreationContext<'_>, options: AppOptions) -> ViraApp {
        let prefs = cc
            .storage
            .and_then(|s| eframe::get_value::<Prefs>(s, eframe::APP_KEY));
        ViraApp::with_prefs(&cc.egui_ctx, prefs, options)
    }

    /// The app with the given preferences (`None`: defaults).
    pub fn with_prefs(ctx: &egui::Context, prefs: Option<Prefs>, options: AppOptions) -> ViraApp {
        install_fonts(ctx);
        let mut prefs = prefs.unwrap_or_default();
        if let Some(language) = options.language {
            prefs.language = language;
        }
        let table_dir = options
            .table_dir
            .or_else(crate::disk::tables::default_table_dir);
        let registry = crate::disk::tables::registry_with_folder(table_dir.as_deref());
        let data_dir = options
            .data_dir
            .or_else(Store::default_data_dir)
            .unwrap_or_else(|| PathBuf::from("vira-data"));
        // The archive's folder is a setting beside the evenings (the
        // command line reads it too); a bad settings file is shown, and the
        // default folder is used meanwhile.
        let (settings, notice) = match Settings::load(&data_dir) {
            Ok(settings) => (settings, None),
            Err(e) => (
                Settings::default(),
                Some(Notice {
                    text: format!(
                        "{}\n{e}",
                        Tr(prefs.language).s(
                            "Inställningsfilen kan inte läsas; arkivet visas från standardmappen tills den är rättad:",
                            "The settings file cannot be read; the archive is shown from the default folder until it is fixed:"
                        )
                    ),
                    error: true,
                }),
            ),
        };
        let store = Store::with_settings(&data_dir, &settings);
        let screen = Screen::Start(start::StartScreen::load(&store, &registry));
        ViraApp {
            prefs,
            registry,
            store,
            data_dir,
            screen,
            parked_archive: None,
            commands: Vec::new(),
            notice,
            title: String::new(),
            styled: None,
        }
    }

    /// The archive screen, when it is shown.
    pub fn archive(&self) -> Option<&ArchiveScreen> {
        match &self.screen {
            Screen::Archive(a) => Some(a),
            _ => None,
        }
    }

    /// The archive screen, when it is shown (tests read its list).
    pub fn archive_mut(&mut self) -> Option<&mut ArchiveScreen> {
        match &mut self.screen {
            Screen::Archive(a) => Some(a),
            _ => None,
        }
    }

    /// Shows a screen; an archive screen left is kept for going back.
    fn show(&mut self, screen: Screen) {
        if let Screen::Archive(old) = std::mem::replace(&mut self.screen, screen) {
            self.parked_archive = Some(old);
        }
    }

    /// The folder exports are written to unless the user says otherwise.
    fn export_dir(&self) -> PathBuf {
        self.data_dir.join("export")
    }

    /// The folders evenings are kept in.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The bid tables.
    pub fn registry(&self) -> &TableRegistry {
        &self.registry
    }

    /// The evening screen, when an evening is open.
    pub fn evening(&self) -> Option<&EveningScreen> {
        match &self.screen {
            Screen::Evening(e) => Some(e),
            _ => None,
        }
    }

    /// Queues a command (what widgets do; tests may too).
    pub fn push(&mut self, command: Command) {
        self.commands.push(command);
    }

    fn tr(&self) -> Tr {
        Tr(self.prefs.language)
    }

    fn say(&mut self, text: impl Into<String>, error: bool) {
        self.notice = Some(Notice {
            text: text.into(),
            error,
        });
    }

    /// Applies one command.
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        let t = self.tr();
        match command {
            Command::SetLanguage(language) => self.prefs.language = language,
            Command::SetDark(dark) => self.prefs.dark = dark,
            Command::SetZoom(zoom) => {
                self.prefs.zoom = zoom.clamp(0.5, 3.0);
                ctx.set_zoom_factor(self.prefs.zoom);
            }
            Command::GoStart => {
                self.show(Screen::Start(start::StartScreen::load(
                    &self.store,
                    &self.registry,
                )));
            }
            Command::NewEvening => {
                self.show(Screen::NewEvening(Box::new(NewEveningForm::new(
                    &self.prefs.last_table,
                    &self.registry,
                ))));
            }
            Command::CreateEvening => self.create_evening(),
            Command::Open { path, read_only } => self.open(&path, read_only),
            Command::Reopen(path) => self.reopen(&path),
            Command::ShowTables(id) => {
                let id = id.unwrap_or_else(|| self.prefs.last_table.clone());
                self.show(Screen::Tables(tables_view::TablesScreen::new(id)));
            }
            Command::CloseEvening => self.close_evening(),
            Command::ShowArchive => self.show_archive(),
            Command::ReloadArchive => self.reload_archive(),
            Command::Import(paths) => self.import(&paths),
            Command::ExportCsv { dir, filter } => self.export_csv(&dir, &filter),
            Command::PrintProtocol(path) => self.print_protocol(ctx, &path),
            Command::OpenFolder(dir) => open_in_system(ctx, &dir),
            Command::SetArchiveDir { dir, copy } => self.set_archive_dir(dir, copy),
            edit => {
                let Screen::Evening(screen) = &mut self.screen else {
                    return;
                };
                match screen.apply(edit, t) {
                    Ok(changed) => {
                        if changed && let Err(e) = screen.save() {
                            self.notice = Some(Notice {
                                text: format!(
                                    "{}: {e}",
                                    t.s(
                                        "Kunde inte spara (allt finns kvar i fönstret; nästa ändring försöker igen)",
                                        "Could not save (everything is kept in the window; the next change tries again)"
                                    )
                                ),
                                error: true,
                            });
                        }
                    }
                    Err(message) => self.say(message, true),
                }
            }
        }
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
        match self.store.create(&mut evening) {
            Ok(path) => self.open(&path, false),
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn load(&self, path: &Path) -> Result<(Evening, EveningEditor), Error> {
        let settled = crate::settle_file(&self.registry, path)?;
        let file = path.display().to_string();
        let table = table_for(&self.registry, &file, None, &settled.evening)?.clone();
        let editor = EveningEditor::new(settled.evening.clone(), &table)
            .map_err(|e| crate::ledger::problem::ledger_error(&file, "", e))?;
        Ok((settled.evening, editor))
    }

    fn open(&mut self, path: &Path, read_only: bool) {
        let t = self.tr();
        let lock = if read_only {
            None
        } else {
            match EveningLock::acquire(path) {
                Ok(lock) => Some(lock),
                Err(e) => {
                    self.say(
                        format!(
                            "{} {e}",
                            t.s(
                                "Kvällen är redan öppen i ett annat vira-fönster.",
                                "The evening is already open in another vira window."
                            )
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
                self.show(Screen::Evening(Box::new(EveningScreen::new(
                    path.to_path_buf(),
                    lock,
                    editor,
                    read_only,
                ))));
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn reopen(&mut self, path: &Path) {
        match self.load(path) {
            Ok((evening, _)) => match self.store.reopen(path, &evening) {
                Ok(new_path) => {
                    self.open(&new_path, false);
                    // The archive changed: read it again when next shown.
                    self.parked_archive = None;
                }
                Err(e) => self.say(e.to_string(), true),
            },
            Err(e) => self.say(e.to_string(), true),
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
                self.say(
                    t.s(
                        "Kvällen är avslutad och ligger i arkivet.",
                        "The evening is closed and kept in the archive.",
                    ),
                    false,
                );
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn show_archive(&mut self) {
        let screen = match self.parked_archive.take() {
            Some(parked) if parked.dir == self.store.archive => parked,
            _ => Box::new(ArchiveScreen::open(
                &self.store.archive,
                &self.registry,
                &self.export_dir(),
            )),
        };
        self.show(Screen::Archive(screen));
    }

    fn reload_archive(&mut self) {
        self.parked_archive = None;
        let tab = self.archive().map(|a| a.tab);
        let mut screen =
            ArchiveScreen::open(&self.store.archive, &self.registry, &self.export_dir());
        if let Some(tab) = tab {
            screen.tab = tab;
        }
        self.show(Screen::Archive(Box::new(screen)));
    }

    /// The archive as the archive screen read it, if it has.
    fn loaded_archive(&mut self) -> Option<&mut Archive> {
        match &mut self.screen {
            Screen::Archive(screen) => screen.archive_mut(),
            _ => None,
        }
        .or_else(|| self.parked_archive.as_mut().and_then(|p| p.archive_mut()))
    }

    /// Imports files into the archive, each on its own: a file that is not
    /// an evening is reported and nothing of it written; the others are
    /// merged ([`Archive::import_source`]).
    fn import(&mut self, paths: &[PathBuf]) {
        let t = self.tr();
        let registry = self.registry.clone();
        let archive_dir = self.store.archive.clone();
        let mut fresh = None;
        let archive = match self.loaded_archive() {
            Some(archive) => archive,
            None => match Archive::open(&archive_dir, &registry) {
                Ok(archive) => fresh.insert(archive),
                Err(e) => {
                    self.say(e.to_string(), true);
                    return;
                }
            },
        };
        let mut lines = Vec::new();
        let mut trouble = false;
        let mut refused = Vec::new();
        for path in paths {
            let file = path.display();
            lines.push(match archive.import_file(&registry, path) {
                Ok(Imported::Added { path: new, .. }) => format!(
                    "✔ {file}: {} {}",
                    t.s("ny kväll i arkivet:", "new evening in the archive:"),
                    file_name(&new)
                ),
                Ok(Imported::AlreadyThere { path: kept, .. }) => format!(
                    "= {file}: {} {}",
                    t.s(
                        "fanns redan (sparas en gång), som",
                        "already there (kept once), as"
                    ),
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
                        t.s("kvällen", "evening"),
                        t.s(
                            "finns redan med annat innehåll i",
                            "is already there with other content in"
                        ),
                        existing
                            .iter()
                            .map(|p| file_name(p))
                            .collect::<Vec<_>>()
                            .join(", "),
                        t.s(
                            "båda sparas (se Problem), den nya som",
                            "both are kept (see Problems), the new one as"
                        ),
                        file_name(&new)
                    )
                }
                Err(e) => {
                    trouble = true;
                    refused.push(path.clone());
                    format!("✖ {e}")
                }
            });
        }
        if fresh.is_some() {
            // Imported into a copy read just now: the screens read it again.
            self.parked_archive = None;
            if matches!(self.screen, Screen::Archive(_)) {
                self.reload_archive();
            }
        } else if let Screen::Archive(screen) = &mut self.screen {
            screen.refresh();
        } else if let Some(parked) = &mut self.parked_archive {
            parked.refresh();
        }
        // The paths of the files refused stay in the field, to be fixed.
        if let Screen::Archive(screen) = &mut self.screen {
            screen.keep_import_paths(&refused);
        }
        let heading = t.s("Import till arkivet:", "Import into the archive:");
        self.say(format!("{heading}\n{}", lines.join("\n")), trouble);
    }

    fn export_csv(&mut self, dir: &Path, filter: &Filter) {
        let t = self.tr();
        let Some(archive) = self.loaded_archive() else {
            self.say(
                t.s(
                    "Arkivet är inte inläst; inget exporterades.",
                    "The archive is not read; nothing was exported.",
                ),
                true,
            );
            return;
        };
        let chosen = archive.chosen(filter);
        let hands: usize = chosen.iter().map(|(_, s)| s.settlement.hands.len()).sum();
        let evenings = chosen.len();
        match crate::archive::export::write_csv_dir(
            dir,
            &chosen,
            crate::archive::export::Delimiter::Comma,
        ) {
            Ok((hands_file, results_file)) => self.say(
                format!(
                    "{} {} ({hands} {}) {} {} ({evenings} {}).",
                    t.s("Skrev", "Wrote"),
                    hands_file.display(),
                    t.s("givar", "hands"),
                    t.s("och", "and"),
                    results_file.display(),
                    t.s("kvällar", "evenings"),
                ),
                false,
            ),
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn print_protocol(&mut self, ctx: &egui::Context, path: &Path) {
        let t = self.tr();
        let settled = match crate::settle_file(&self.registry, path) {
            Ok(settled) => settled,
            Err(e) => {
                self.say(e.to_string(), true);
                return;
            }
        };
        let html = crate::archive::export::protocol_html(
            &settled.evening,
            &settled.rules,
            &settled.settlement,
            self.prefs.language,
        );
        let out = self.export_dir().join(format!(
            "{}.html",
            crate::archive::file_stem(&settled.evening)
        ));
        if let Err(e) = crate::disk::atomic::write_atomically(&out, html.as_bytes()) {
            self.say(e.to_string(), true);
            return;
        }
        open_in_system(ctx, &out);
        self.say(
            format!(
                "{} {} {}",
                t.s("Protokollet är sparat som", "The protocol is saved as"),
                out.display(),
                t.s(
                    "och öppnas i webbläsaren (skriv ut därifrån, A4).",
                    "and opens in the browser (print from there, A4)."
                ),
            ),
            false,
        );
    }

    fn set_archive_dir(&mut self, dir: Option<PathBuf>, copy: bool) {
        let t = self.tr();
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
                    new_store.archive.display(),
                    t.s("är ingen mapp", "is not a folder")
                ),
                true,
            );
            return;
        }
        let mut report = String::new();
        if copy {
            let registry = self.registry.clone();
            let result = Archive::open(&self.store.archive, &registry).and_then(|old| {
                let mut new = Archive::open(&new_store.archive, &registry)?;
                std::fs::create_dir_all(&new_store.archive).map_err(|source| {
                    crate::archive::ArchiveError::Io(crate::error::IoError::new(
                        &new_store.archive,
                        crate::error::IoAction::Create,
                        &source,
                    ))
                })?;
                let (mut added, mut kept, mut conflicts) = (0, 0, 0);
                for evening in old.valid() {
                    match new.import_file(&registry, &evening.path)? {
                        Imported::Added { .. } => added += 1,
                        Imported::AlreadyThere { .. } => kept += 1,
                        Imported::Conflict { .. } => conflicts += 1,
                    }
                }
                Ok((added, kept, conflicts))
            });
            match result {
                Ok((added, kept, conflicts)) => {
                    report = format!(
                        " {added} {}, {kept} {}, {conflicts} {}.",
                        t.s("kvällar kopierade", "evenings copied"),
                        t.s("fanns redan", "already there"),
                        t.s("konflikter (båda sparade)", "conflicts (both kept)"),
                    );
                }
                Err(e) => {
                    self.say(
                        format!(
                            "{} {e}",
                            t.s(
                                "Mappen byttes inte; kopieringen misslyckades:",
                                "The folder was not changed; copying failed:"
                            )
                        ),
                        true,
                    );
                    return;
                }
            }
        }
        if let Err(e) = settings.save(&self.data_dir) {
            self.say(e.to_string(), true);
            return;
        }
        self.store = new_store;
        self.parked_archive = None;
        self.say(
            format!(
                "{} {}.{report}",
                t.s("Arkivet ligger nu i", "The archive is now in"),
                self.store.archive.display()
            ),
            false,
        );
        let mut screen =
            ArchiveScreen::open(&self.store.archive, &self.registry, &self.export_dir());
        screen.tab = ArchiveTab::Files;
        self.show(Screen::Archive(Box::new(screen)));
    }

    /// Files dropped on the window are imported into the archive; while
    /// they hover, the window says so.
    fn drop_ui(&self, ctx: &egui::Context, t: Tr, commands: &mut Vec<Command>) {
        let (hovering, dropped) = ctx.input(|i| {
            (
                !i.raw.hovered_files.is_empty(),
                i.raw
                    .dropped_files
                    .iter()
                    .map(|f| f.path().to_path_buf())
                    .collect::<Vec<_>>(),
            )
        });
        if !dropped.is_empty() {
            commands.push(Command::Import(dropped));
        }
        if hovering {
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("drop_overlay"),
            ));
            let rect = ctx.content_rect();
            painter.rect_filled(rect, 0.0, egui::Color32::from_black_alpha(200));
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                t.s(
                    "Släpp kvällsfilerna för att importera dem till arkivet",
                    "Drop the evening files to import them into the archive",
                ),
                egui::FontId::proportional(28.0),
                egui::Color32::WHITE,
            );
        }
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        let key = (self.prefs.dark, self.prefs.zoom.to_bits());
        if self.styled == Some(key) {
            return;
        }
        self.styled = Some(key);
        style::apply(ctx, self.prefs.dark);
        if (ctx.zoom_factor() - self.prefs.zoom).abs() > f32::EPSILON {
            ctx.set_zoom_factor(self.prefs.zoom);
        }
    }

    /// The window title: it names the evening.
    pub fn window_title(&self) -> String {
        let t = self.tr();
        match &self.screen {
            Screen::Evening(e) => {
                let evening = e.editor.evening();
                let mut title = format!("Vira — {}", i18n::long_date(evening.date, t.0));
                if let Some(club) = &evening.club {
                    title.push_str(&format!(", {club}"));
                }
                if e.read_only {
                    title.push_str(t.s(" (arkiv)", " (archive)"));
                }
                title
            }
            Screen::NewEvening(_) => format!("Vira — {}", t.s("Ny kväll", "New evening")),
            Screen::Tables(_) => format!("Vira — {}", t.s("Budtabeller", "Bid tables")),
            Screen::Archive(_) => format!("Vira — {}", t.s("Arkivet", "The archive")),
            Screen::Start(_) => "Vira".to_string(),
        }
    }

    fn top_bar_ui(&mut self, ui: &mut egui::Ui) {
        let t = self.tr();
        let mut commands = Vec::new();
        ui.horizontal_wrapped(|ui| {
            if !matches!(self.screen, Screen::Start(_))
                && ui
                    .button(t.s("⌂ Start", "⌂ Start"))
                    .on_hover_text(t.s("Till startsidan", "To the start page"))
                    .clicked()
            {
                commands.push(Command::GoStart);
            }
            if !matches!(self.screen, Screen::Start(_) | Screen::Archive(_)) {
                command_button(
                    ui,
                    egui::Button::new(t.s("Arkivet", "The archive")),
                    t.s(
                        "De avslutade kvällarna, statistik, import och export",
                        "The closed evenings, statistics, import and export",
                    ),
                    Command::ShowArchive,
                    &mut commands,
                );
            }
            if let Screen::Evening(screen) = &self.screen {
                screen.top_bar_ui(ui, t, &mut commands);
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let zoom = self.prefs.zoom;
                if ui
                    .button("+")
                    .on_hover_text(t.s("Större (Ctrl +)", "Larger (Ctrl +)"))
                    .clicked()
                {
                    commands.push(Command::SetZoom(zoom + 0.1));
                }
                ui.label(format!("{:.0} %", zoom * 100.0));
                if ui
                    .button("−")
                    .on_hover_text(t.s("Mindre (Ctrl −)", "Smaller (Ctrl −)"))
                    .clicked()
                {
                    commands.push(Command::SetZoom(zoom - 0.1));
                }
                ui.separator();
                let theme = if self.prefs.dark {
                    t.s("☀ Ljust", "☀ Light")
                } else {
                    t.s("☾ Mörkt", "☾ Dark")
                };
                if ui.button(theme).clicked() {
                    commands.push(Command::SetDark(!self.prefs.dark));
                }
                let other = match self.prefs.language {
                    Language::Swedish => (Language::English, "English"),
                    Language::English => (Language::Swedish, "Svenska"),
                };
                if ui.button(other.1).clicked() {
                    commands.push(Command::SetLanguage(other.0));
                }
            });
        });
        self.commands.extend(commands);
    }

    fn notice_ui(&mut self, ui: &mut egui::Ui) {
        let t = self.tr();
        let Some(notice) = &self.notice else {
            return;
        };
        let colour = if notice.error {
            ui.visuals().error_fg_color
        } else {
            ui.visuals().text_color()
        };
        let mut dismiss = false;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui.button(t.s("✕ Stäng", "✕ Dismiss")).clicked() {
                    dismiss = true;
                }
                ui.add(egui::Label::new(egui::RichText::new(&notice.text).color(colour)).wrap());
            });
        });
        if dismiss {
            self.notice = None;
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let zoom_in = KeyboardShortcut::new(Modifiers::COMMAND, Key::Plus);
        let zoom_in_eq = KeyboardShortcut::new(Modifiers::COMMAND, Key::Equals);
        let zoom_out = KeyboardShortcut::new(Modifiers::COMMAND, Key::Minus);
        let (bigger, smaller) = ctx.input_mut(|i| {
            (
                i.consume_shortcut(&zoom_in) || i.consume_shortcut(&zoom_in_eq),
                i.consume_shortcut(&zoom_out),
            )
        });
        if bigger {
            self.commands.push(Command::SetZoom(self.prefs.zoom + 0.1));
        }
        if smaller {
            self.commands.push(Command::SetZoom(self.prefs.zoom - 0.1));
        }
    }
}

impl eframe::App for ViraApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.apply_style(&ctx);
        self.shortcuts(&ctx);
        let title = self.window_title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        egui::Panel::top("top_bar").show(ui, |ui| {
            self.top_bar_ui(ui);
            self.notice_ui(ui);
        });
        let t = self.tr();
        let mut commands = std::mem::take(&mut self.commands);
        match &mut self.screen {
            Screen::Start(screen) => screen.ui(ui, t, &mut commands),
            Screen::NewEvening(form) => form.ui(ui, &self.registry, t, &mut commands),
            Screen::Evening(screen) => screen.ui(ui, t, &mut commands),
            Screen::Tables(screen) => screen.ui(ui, &self.registry, t, &mut commands),
            Screen::Archive(screen) => screen.ui(ui, t, &mut commands),
        }
        self.drop_ui(&ctx, t, &mut commands);
        for command in commands {
            self.apply(&ctx, command);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.prefs);
    }
}

/// Applies a change to an open evening; used by [`EveningScreen::apply`].
pub(crate) fn edit_result(editor: &mut EveningEditor, edit: Edit, t: Tr) -> Result<bool, String> {
    editor.apply(edit).map(|()| true).map_err(|e| {
        format!(
            "{} {e}",
            t.s("Ändringen gick inte att göra:", "The change was refused:")
        )
    })
}

/// Saves an evening after a change.
pub(crate) fn save(
    path: &Path,
    evening: &Evening,
) -> Result<(), crate::disk::atomic::StorageError> {
    save_evening(path, evening)
}

/// A button with a hover text that queues `command` when clicked.
pub(crate) fn command_button(
    ui: &mut egui::Ui,
    button: egui::Button<'_>,
    hover: &str,
    command: Command,
    commands: &mut Vec<Command>,
) {
    if ui.add(button).on_hover_text(hover).clicked() {
        commands.push(command);
    }
}

/// The button that prints an evening's protocol (in the archive list and
/// at the top of an open evening).
pub(crate) fn print_button(
    ui: &mut egui::Ui,
    path: &Path,
    small: bool,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    let button = egui::Button::new(t.s("Skriv ut", "Print"));
    command_button(
        ui,
        if small { button.small() } else { button },
        t.s(
            "Protokollet som HTML för A4, i webbläsaren",
            "The protocol as HTML for A4, in the browser",
        ),
        Command::PrintProtocol(path.to_path_buf()),
        commands,
    );
}

/// A file's name, for messages.
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Opens a file or folder with the system's program for it (a browser for
/// HTML, the file manager for a folder), through egui's `OpenUrl`.
fn open_in_system(ctx: &egui::Context, path: &Path) {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    if let Ok(url) = url::Url::from_file_path(&absolute) {
        ctx.open_url(egui::OpenUrl::new_tab(url.as_str()));
    }
}

/// Runs the app in a window.
pub fn run(options: AppOptions) -> eframe::Result {
    let native = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Vira")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([800.0, 560.0]),
        ..Default::default()
    };
    eframe::run_native(
        APP_NAME,
        native,
        Box::new(|cc| Ok(Box::new(ViraApp::new(cc, options)))),
    )
}
