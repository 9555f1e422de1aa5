//! The desktop app: a thin egui shell over the core. It never computes money
//! itself; every number it shows comes from the same functions `vira settle`
//! uses ([`crate::ledger::settle`], [`crate::ledger::split`], [`crate::report`]).
//!
//! State is split in two: what is persisted (the evening file, written by
//! [`crate::disk::atomic`] after every change; UI preferences in eframe's storage)
//! and the state of the frame (forms, focus, caches). Views are `*_ui`
//! functions that push [`Command`]s, typed by domain; the commands are
//! applied in one place, [`ViraApp::apply`], after the frame.
//!
//! The rooms:
//! - this file: the app's state, the frame, small shared widgets;
//! - [`command`]: the commands; `command_handling`: running them;
//! - `open_file`: a file given on the command line or by the desktop, the
//!   practice evening, and their questions;
//! - `folder_watch`: the archive folder watched for files other programs
//!   add, while its screen lives;
//! - `top_bar`: the bar, the notice, the title, the app's shortcuts;
//! - one room per screen: `start`, `new_evening`, `evening` (a folder: the
//!   table, the hand form, the protocol, the betdelning), `tables_view`,
//!   `archive_view` and `stats_view`.

use crate::i18n::Text;

mod archive_reader;
mod archive_view;
pub mod awake;
pub mod command;
mod command_handling;
mod evening;
pub mod file_dialog;
mod folder_watch;
mod i18n;
mod import_paths;
mod new_evening;
mod night_game;
mod night_view;
mod open_file;
mod phones;
mod players_view;
mod pointer;
mod practice;
mod season_view;
mod start;
mod stats_view;
mod style;
mod tables_view;
mod top_bar;
pub mod window;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::disk::atomic::save_evening;
use crate::disk::places::{Settings, Store};
use crate::ledger::editor::{Edit, EveningEditor};
use crate::ledger::evening::Evening;
use crate::rules::registry::TableRegistry;
use crate::rules::table::Language;

pub use archive_view::{ArchiveScreen, ArchiveTab};
pub use awake::{Awake, AwakeHold, AwakeState, SystemAwake};
pub use command::{AppCommand, Command, EveningCommand, HandFormCommand};
pub use evening::{EveningScreen, HandForm, View};
pub use file_dialog::{FilePicker, NoPicker, PickFor, PickRequest, Picked, SystemPicker};
pub use i18n::{Tr, system_language};
pub use new_evening::{LengthKind, NewEveningForm};
pub use style::{install_fonts, player_colour};

/// The name eframe stores UI preferences under.
pub const APP_NAME: &str = "vira";

/// UI preferences kept in eframe's storage (never evenings).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Language of the interface and the contract names.
    pub language: Language,
    /// Amounts in points (1 bet = 8 points) rather than betar and pinnar:
    /// only the words change ([`crate::report::amount::Reader`]).
    pub points: bool,
    /// Dark theme (otherwise light).
    pub dark: bool,
    /// Zoom factor (1.0 = 100 %).
    pub zoom: f32,
    /// The bid table last used for a new evening.
    pub last_table: String,
    /// The evening in progress that was open when the window closed: it is
    /// opened again at the next start (where the table left off).
    pub open_evening: Option<PathBuf>,
    /// Keep the screen on while an evening is open.
    pub keep_awake: bool,
    /// The folder CSV exports and printouts were last written to (`None`:
    /// `export/` in the data folder).
    pub export_dir: Option<PathBuf>,
}

impl Prefs {
    /// The zooms the app offers (its − and + keep within them).
    pub const ZOOMS: std::ops::RangeInclusive<f32> = 0.5..=3.0;

    /// A zoom outside [`Prefs::ZOOMS`] (or not a number) is put back to
    /// 100 %; the zoom that was there is returned, to be said.
    pub fn take_unusable_zoom(&mut self) -> Option<f32> {
        if Self::ZOOMS.contains(&self.zoom) {
            return None;
        }
        Some(std::mem::replace(&mut self.zoom, 1.0))
    }
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            language: system_language(),
            points: false,
            dark: true,
            zoom: 1.0,
            last_table: String::new(),
            open_evening: None,
            keep_awake: true,
            export_dir: None,
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
    /// An evening file to open (`vira FILE`, a file opened from the
    /// desktop): one in progress is continued, a closed one shown read-only,
    /// one from elsewhere offered for import; a file that is not an
    /// evening is said with its place. It is opened instead of the evening
    /// left open last time.
    pub open: Option<PathBuf>,
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
    /// A club night's standing across its tables.
    Night(Box<night_view::NightScreen>),
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
    /// The club night's screen while a table's evening opened from it is
    /// shown, so going back finds it following as it was.
    parked_night: Option<Box<night_view::NightScreen>>,
    /// A copy of the evenings into a new archive folder, under way.
    copying: Option<command_handling::Copying>,
    commands: Vec<Command>,
    /// The message shown in the status line at the bottom, if any.
    pub notice: Option<Notice>,
    /// The notice as first drawn and the time it was (a success fades
    /// [`top_bar::FADE_SECONDS`] after it), and whether it is shown whole.
    notice_seen: Option<(Notice, f64)>,
    notice_whole: bool,
    title: String,
    styled: Option<(bool, u32)>,
    /// Where the pointer is, kept across changes of zoom ([`pointer`]).
    pointer: pointer::PointerPlace,
    /// Whether the window was asked to fill the screen for the players'
    /// view (and is to be given back when it ends).
    full_screen: bool,
    /// An evening file from outside the data folder, opened by `vira
    /// FILE`: the question what to do with it is shown.
    pub outside_file: Option<PathBuf>,
    /// A practice evening to be deleted once the user confirms.
    pub confirm_delete: Option<PathBuf>,
    /// The file dialogs.
    picker: Arc<dyn FilePicker>,
    /// The dialog being shown, if any.
    pending_pick: Option<file_dialog::PendingPick>,
    /// No dialog service answered: the typed paths are the way in (said
    /// once).
    no_dialog: bool,
    /// The platform's inhibitor (`None`: never asked).
    awake: Option<Arc<dyn Awake>>,
    /// The screen kept on, while an evening is open.
    awake_hold: Option<AwakeHold>,
    /// The inhibitor was refused and the app said so (once).
    awake_said: bool,
}

impl ViraApp {
    /// The app as eframe creates it: preferences from eframe's storage.
    pub fn new(cc: &eframe::CreationContext<'_>, options: AppOptions) -> ViraApp {
        let prefs = cc
            .storage
            .and_then(|s| eframe::get_value::<Prefs>(s, eframe::APP_KEY));
        let mut app = ViraApp::with_prefs(&cc.egui_ctx, prefs, options);
        app.set_file_picker(Arc::new(SystemPicker));
        app.set_awake(Some(Arc::new(SystemAwake)));
        app
    }

    /// The app with the given preferences (`None`: defaults), without the
    /// platform's services: no file dialogs ([`NoPicker`]) and no
    /// inhibitor of the screensaver ([`ViraApp::new`], the window, sets
    /// the system's; tests set their own).
    pub fn with_prefs(ctx: &egui::Context, prefs: Option<Prefs>, options: AppOptions) -> ViraApp {
        install_fonts(ctx);
        let mut prefs = prefs.unwrap_or_default();
        if let Some(language) = options.language {
            prefs.language = language;
        }
        // Checked like everything read from disk: a zoom of 0, -1, 1e308 or
        // inf ended every start (the window's scale factor asserts).
        let unusable_zoom = prefs.take_unusable_zoom();
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
                        "{}\n{}",
                        Tr(prefs.language, prefs.points).s(Text::TheSettingsFileCannotBeReadThe),
                        crate::words::error(&e, prefs.language)
                    ),
                    error: true,
                }),
            ),
        };
        let notice = notice.or_else(|| {
            unusable_zoom.map(|zoom| Notice {
                text: Tr(prefs.language, prefs.points)
                    .f(Text::TheZoomInThePreferencesCannotBe, &[&zoom.to_string()]),
                error: false,
            })
        });
        let store = Store::with_settings(&data_dir, &settings);
        let screen = Screen::Start(start::StartScreen::load(&store, &registry));
        // The evening that was open when the window closed opens again,
        // with the hand that was being entered.
        let reopen = prefs
            .open_evening
            .clone()
            .filter(|path| in_folder(path, &store.current) && path.is_file());
        let commands = match options.open {
            Some(path) => vec![AppCommand::OpenFile(path).into()],
            None => reopen
                .map(|path| {
                    AppCommand::Open {
                        path,
                        read_only: false,
                    }
                    .into()
                })
                .into_iter()
                .collect(),
        };
        ViraApp {
            prefs,
            registry,
            store,
            data_dir,
            screen,
            parked_archive: None,
            parked_night: None,
            copying: None,
            commands,
            notice,
            notice_seen: None,
            notice_whole: false,
            title: String::new(),
            styled: None,
            pointer: pointer::PointerPlace::default(),
            full_screen: false,
            outside_file: None,
            confirm_delete: None,
            picker: Arc::new(NoPicker),
            pending_pick: None,
            no_dialog: false,
            awake: None,
            awake_hold: None,
            awake_said: false,
        }
    }

    /// Shows file dialogs with `picker`.
    pub fn set_file_picker(&mut self, picker: Arc<dyn FilePicker>) {
        self.picker = picker;
    }

    /// Keeps the screen on with `awake` (`None`: never asks).
    pub fn set_awake(&mut self, awake: Option<Arc<dyn Awake>>) {
        self.awake_hold = None;
        self.awake = awake;
    }

    /// What the platform answered about keeping the screen on (`None`: not
    /// asked, or let go).
    pub fn awake_state(&self) -> Option<&AwakeState> {
        self.awake_hold.as_ref().map(|hold| &hold.state)
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

    /// Shows a screen; an archive screen left is kept for going back, and
    /// a club night's screen left for one of its tables' evenings too.
    fn show(&mut self, screen: Screen) {
        let opens_evening = matches!(screen, Screen::Evening(_));
        match std::mem::replace(&mut self.screen, screen) {
            Screen::Archive(old) => self.parked_archive = Some(old),
            Screen::Night(old) if opens_evening => self.parked_night = Some(old),
            Screen::Night(_) => self.parked_night = None,
            Screen::Start(_) | Screen::NewEvening(_) | Screen::Evening(_) | Screen::Tables(_) => {}
        }
    }

    /// The folder exports and printouts are written to: the one last
    /// exported to, or `export/` in the data folder.
    fn export_dir(&self) -> PathBuf {
        self.prefs
            .export_dir
            .clone()
            .unwrap_or_else(|| self.data_dir.join("export"))
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
    pub fn push(&mut self, command: impl Into<Command>) {
        self.commands.push(command.into());
    }

    fn tr(&self) -> Tr {
        Tr(self.prefs.language, self.prefs.points)
    }

    fn say(&mut self, text: impl Into<String>, error: bool) {
        self.notice = Some(Notice {
            text: text.into(),
            error,
        });
    }
}

impl eframe::App for ViraApp {
    /// The pointer's place in the zoom of the frame ([`pointer`]).
    fn raw_input_hook(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        // The zoom the app asked for (in the frame before, at the latest)
        // is the one this frame lays out with; before the first frame,
        // egui's own.
        let frame_zoom = if self.styled.is_some() {
            self.prefs.zoom
        } else {
            ctx.zoom_factor()
        };
        self.pointer
            .mend(&mut raw_input.events, ctx.zoom_factor(), frame_zoom);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.apply_style(&ctx);
        self.shortcuts(&ctx);
        let title = self.window_title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        // Full screen, the players' view is all there is: no bar.
        let full_screen = matches!(&self.screen, Screen::Evening(e)
            if e.players_view == command::PlayersView::FullScreen);
        if full_screen != self.full_screen {
            // The window fills the screen while the view is shown.
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(full_screen));
            self.full_screen = full_screen;
        }
        if !full_screen {
            egui::Panel::top("top_bar").show(ui, |ui| {
                self.top_bar_ui(ui);
            });
        }
        // The notice has a line of its own at the bottom, always there (a
        // message appearing moves nothing under the pointer, and covers
        // neither the hand form nor the newest rows of the protocol).
        if !full_screen {
            self.notice_ui(ui);
        }
        let t = self.tr();
        let mut commands = std::mem::take(&mut self.commands);
        self.poll_pick(&ctx, &mut commands);
        self.poll_copy(&ctx, &mut commands);
        let copying_to = self.copying.as_ref().map(|c| c.store.archive.as_path());
        let dialogs = archive_view::Dialogs {
            offered: !self.no_dialog,
            busy: self.pending_pick.is_some(),
        };
        match &mut self.screen {
            Screen::Start(screen) => screen.ui(ui, &self.registry, t, &mut commands),
            Screen::NewEvening(form) => form.ui(ui, &self.registry, t, &mut commands),
            Screen::Evening(screen) => screen.ui(ui, t, &mut commands),
            Screen::Tables(screen) => screen.ui(ui, &self.registry, t, &mut commands),
            Screen::Archive(screen) => screen.ui(ui, t, dialogs, copying_to, &mut commands),
            Screen::Night(screen) => {
                screen.follow(&ctx, &self.registry, t);
                screen.ui(ui, t, &mut commands);
            }
        }
        self.drop_ui(&ctx, t, &mut commands);
        self.questions_ui(&ctx, t, &mut commands);
        for command in commands {
            self.apply(&ctx, command);
        }
        if let Screen::Evening(screen) = &mut self.screen {
            screen.keep_form(t);
        }
        self.keep_awake(&ctx);
        self.prefs.open_evening = match &self.screen {
            Screen::Evening(screen) if !screen.read_only => Some(screen.path.clone()),
            _ => None,
        };
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.prefs);
    }

    fn on_exit(&mut self) {
        // The screen may sleep again: the platform is told before the
        // process ends (it would let go of a closed connection anyway).
        if let Some(hold) = self.awake_hold.take() {
            hold.release(std::time::Duration::from_secs(1));
        }
    }
}

/// Whether `path` names a file right in `folder`: its parent is the folder
/// (`Path::starts_with` compares components, so `folder/../../x.ron` starts
/// with `folder`; its parent `folder/../..` is not the folder). For paths
/// the app did not get from the user (the saved preferences).
fn in_folder(path: &Path, folder: &Path) -> bool {
    path.parent() == Some(folder) && path.file_name().is_some()
}

/// Applies a change to an open evening; used by [`EveningScreen::apply`].
pub(crate) fn edit_result(editor: &mut EveningEditor, edit: Edit, t: Tr) -> Result<bool, String> {
    editor
        .apply(edit)
        .map(|()| true)
        .map_err(|e| refusal(&e, t))
}

/// A sortable column's heading: a button that sorts by the column, marked
/// ▲ or ▼ when the list is sorted by it (`descending`), its name on
/// hover. Whether it was clicked.
pub(crate) fn sort_heading_ui(
    ui: &mut egui::Ui,
    name: &str,
    descending: Option<bool>,
    t: Tr,
) -> bool {
    let clicked = ui
        .add(egui::Button::new(egui::RichText::new(name).strong()).frame(false))
        .on_hover_text(format!("{name}: {}", t.s(Text::SortByTheColumn)))
        .clicked();
    if let Some(descending) = descending {
        ui.label(if descending { "▼" } else { "▲" });
    }
    clicked
}

/// A refused change of the evening in the pullvakt's words: the hand and
/// the person, never a field of the file.
pub(crate) fn refusal(error: &crate::ledger::LedgerError, t: Tr) -> String {
    format!(
        "{} {}",
        t.s(Text::TheChangeWasRefused),
        crate::report::words::ledger_error_at_table(error, t.0)
    )
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
    command: impl Into<Command>,
    commands: &mut Vec<Command>,
) {
    if ui.add(button).on_hover_text(hover).clicked() {
        commands.push(command.into());
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
    let button = egui::Button::new(t.s(Text::Print));
    command_button(
        ui,
        if small { button.small() } else { button },
        t.s(Text::TheProtocolAsHTMLForA4In),
        AppCommand::PrintProtocol(path.to_path_buf()),
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
    eframe::run_native(
        APP_NAME,
        window::native_options(),
        Box::new(|cc| Ok(Box::new(ViraApp::new(cc, options)))),
    )
}
