//! The desktop app: a thin egui shell over the core. It never computes money
//! itself; every number it shows comes from the same functions `vira settle`
//! uses ([`crate::settle`], [`crate::split`], [`crate::report`]).
//!
//! State is split in two: what is persisted (the evening file, written by
//! [`crate::storage`] after every change; UI preferences in eframe's storage)
//! and the state of the frame (forms, focus, caches). Views are `*_ui`
//! functions that push [`Command`]s; the commands are applied in one place,
//! [`ViraApp::apply`], after the frame.

mod evening_view;
mod i18n;
mod new_evening;
mod start;
mod style;
mod tables_view;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::editor::{Edit, EveningEditor};
use crate::evening::Evening;
use crate::registry::TableRegistry;
use crate::storage::{EveningLock, save_evening};
use crate::store::Store;
use crate::table::{Language, OddPinnar};
use crate::{Error, table_for};

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
}

/// The app.
pub struct ViraApp {
    /// UI preferences (persisted by eframe).
    pub prefs: Prefs,
    registry: TableRegistry,
    store: Store,
    /// The screen shown.
    pub screen: Screen,
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
        let table_dir = options.table_dir.or_else(TableRegistry::default_user_dir);
        let registry = TableRegistry::with_user_dir(table_dir.as_deref());
        let data_dir = options
            .data_dir
            .or_else(Store::default_data_dir)
            .unwrap_or_else(|| PathBuf::from("vira-data"));
        let store = Store::new(&data_dir);
        let screen = Screen::Start(start::StartScreen::load(&store, &registry));
        ViraApp {
            prefs,
            registry,
            store,
            screen,
            commands: Vec::new(),
            notice: None,
            title: String::new(),
            styled: None,
        }
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
                self.screen = Screen::Start(start::StartScreen::load(&self.store, &self.registry));
            }
            Command::NewEvening => {
                self.screen = Screen::NewEvening(Box::new(NewEveningForm::new(
                    &self.prefs.last_table,
                    &self.registry,
                )));
            }
            Command::CreateEvening => self.create_evening(),
            Command::Open { path, read_only } => self.open(&path, read_only),
            Command::Reopen(path) => self.reopen(&path),
            Command::ShowTables(id) => {
                let id = id.unwrap_or_else(|| self.prefs.last_table.clone());
                self.screen = Screen::Tables(tables_view::TablesScreen::new(id));
            }
            Command::CloseEvening => self.close_evening(),
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
            .map_err(|e| crate::ledger_error(&file, "", e))?;
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
                self.screen = Screen::Evening(Box::new(EveningScreen::new(
                    path.to_path_buf(),
                    lock,
                    editor,
                    read_only,
                )));
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn reopen(&mut self, path: &Path) {
        match self.load(path) {
            Ok((evening, _)) => match self.store.reopen(path, &evening) {
                Ok(new_path) => self.open(&new_path, false),
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
                self.screen = Screen::Start(start::StartScreen::load(&self.store, &self.registry));
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
        }
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
pub(crate) fn save(path: &Path, evening: &Evening) -> Result<(), crate::storage::StorageError> {
    save_evening(path, evening)
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
