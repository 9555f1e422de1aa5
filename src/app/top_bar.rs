//! The frame around every screen: the top bar (start, archive, the evening's
//! undo and views, zoom, theme, language, the screen kept on), the notice
//! under it, the window title, the app's shortcuts and files dropped on the
//! window.

use crate::i18n::Text;

use crate::rules::table::Language;

use super::command::{AppCommand, Command};
use super::{Screen, Tr, ViraApp, command_button, i18n, style};

/// The room the language, theme and zoom buttons take at the right of the
/// bar, before it has been measured (in points).
const RIGHT_GROUP_WIDTH: f32 = 400.0;
/// The room the right group takes with the zoom and the theme in a menu,
/// before it has been measured.
const COMPACT_GROUP_WIDTH: f32 = 240.0;
/// Where the widths the right group took are kept (frame state), by its
/// words: the language and the theme.
const RIGHT_GROUP_ID: &str = "top-bar-right-group";

/// How the right group is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum RightGroup {
    /// Every control in the bar: zoom, theme, language, screen on.
    Full,
    /// The zoom and the theme in a menu named by the zoom: when the
    /// evening's buttons leave too little room for the whole group (the
    /// longer English and Japanese words at 1280 points).
    Compact,
}

impl ViraApp {
    /// Files dropped on the window are imported into the archive; while
    /// they hover, the window says so.
    pub(super) fn drop_ui(&self, ctx: &egui::Context, t: Tr, commands: &mut Vec<Command>) {
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
        match dropped.as_slice() {
            [] => {}
            // A club night's file is opened (its standing), not imported.
            [night] if night.extension().is_some_and(|e| e == "night") => {
                commands.push(AppCommand::OpenFile(night.clone()).into());
            }
            _ => commands.push(AppCommand::Import(dropped).into()),
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
                t.s(Text::DropTheEveningFilesToImportThem),
                egui::FontId::proportional(28.0),
                egui::Color32::WHITE,
            );
        }
    }

    pub(super) fn apply_style(&mut self, ctx: &egui::Context) {
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
                if evening.practice {
                    title.push_str(t.s(Text::Practice));
                }
                if e.read_only {
                    title.push_str(t.s(Text::Archive));
                }
                title
            }
            Screen::NewEvening(_) => format!("Vira — {}", t.s(Text::NewEveningSvNyKvall)),
            Screen::Tables(_) => format!("Vira — {}", t.s(Text::BidTables)),
            Screen::Archive(_) => format!("Vira — {}", t.s(Text::TheArchive)),
            Screen::Night(_) => format!("Vira — {}", t.s(Text::ClubNight)),
            Screen::Start(_) => "Vira".to_string(),
        }
    }

    pub(super) fn top_bar_ui(&mut self, ui: &mut egui::Ui) {
        let t = self.tr();
        let mut commands = Vec::new();
        // An evening's bar in a narrow window: one line (see
        // [`NARROW_BAR`]).
        let narrow =
            matches!(self.screen, Screen::Evening(_)) && ui.max_rect().width() < NARROW_BAR;
        if narrow {
            ui.horizontal(|ui| self.narrow_bar_ui(ui, t, &mut commands));
            self.commands.extend(commands);
            return;
        }
        ui.horizontal_wrapped(|ui| {
            if !matches!(self.screen, Screen::Start(_)) {
                start_button_ui(ui, t, &mut commands);
            }
            if !matches!(self.screen, Screen::Start(_) | Screen::Archive(_)) {
                archive_button_ui(ui, t, &mut commands);
            }
            if self.parked_night.is_some() && matches!(self.screen, Screen::Evening(_)) {
                night_button_ui(ui, t, &mut commands);
            }
            if let Screen::Evening(screen) = &self.screen {
                screen.top_bar_ui(ui, false, t, &mut commands);
            }
            // The language, theme and zoom keep to the right. When the
            // evening's buttons leave too little room, the zoom and the
            // theme go into a menu; when even that does not fit, the whole
            // group goes to a line of its own rather than over them. (Until
            // the whole group has been measured in these words, it is
            // drawn, on a line of its own if the estimate says so.)
            let left = ui.max_rect().right() - ui.cursor().min.x;
            // (Only a bar on one line is kept so: once the evening's
            // buttons wrap, the group keeps its own line, whole.)
            let one_line = ui.cursor().min.y <= ui.max_rect().top() + 1.0;
            let spacing = ui.spacing().item_spacing.x * 2.0;
            let measured = |group: RightGroup| {
                ui.ctx()
                    .data(|d| d.get_temp::<f32>(self.right_group_id(group)))
            };
            let full = measured(RightGroup::Full);
            let compact = measured(RightGroup::Compact).unwrap_or(COMPACT_GROUP_WIDTH);
            let group = match full {
                Some(full) if one_line && left < full + spacing && left >= compact + spacing => {
                    RightGroup::Compact
                }
                _ => RightGroup::Full,
            };
            if group == RightGroup::Full && left < full.unwrap_or(RIGHT_GROUP_WIDTH) + spacing {
                ui.end_row();
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                self.right_group_ui(ui, group, t, &mut commands);
            });
        });
        self.commands.extend(commands);
    }

    /// The bar of an evening in a narrow window, on one line: the start,
    /// the table's own buttons, and a menu (☰) with the archive, the views
    /// for others, the zoom, the theme, the language and the screen kept
    /// on.
    fn narrow_bar_ui(&self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        start_button_ui(ui, t, commands);
        if self.parked_night.is_some() {
            night_button_ui(ui, t, commands);
        }
        let Screen::Evening(screen) = &self.screen else {
            return;
        };
        screen.top_bar_ui(ui, true, t, commands);
        ui.menu_button("☰", |ui| {
            archive_button_ui(ui, t, commands);
            ui.separator();
            screen.views_ui(ui, true, t, commands);
            ui.separator();
            ui.horizontal(|ui| self.right_group_ui(ui, RightGroup::Compact, t, commands));
        })
        .response
        .on_hover_text(t.s(Text::TheArchiveThePlayersViewThePhones));
    }

    /// Where the width of the right group laid out as `group` is kept: its
    /// words change with the language and the theme.
    fn right_group_id(&self, group: RightGroup) -> egui::Id {
        egui::Id::unique(RIGHT_GROUP_ID).with((group, self.prefs.language, self.prefs.dark))
    }

    /// The zoom's buttons and the theme's, from the right in the bar
    /// (`Full`), from the left in the `Compact` menu: − 100 % + and the
    /// theme either way as the eye reads it.
    fn zoom_and_theme_ui(
        &self,
        ui: &mut egui::Ui,
        from_right: bool,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        let zoom = self.prefs.zoom;
        let mut zoom_ui = |ui: &mut egui::Ui| {
            let larger = |ui: &mut egui::Ui| {
                ui.button("+")
                    .on_hover_text(t.s(Text::LargerCtrl))
                    .clicked()
            };
            let smaller = |ui: &mut egui::Ui| {
                ui.button("−")
                    .on_hover_text(t.s(Text::SmallerCtrl))
                    .clicked()
            };
            let percent = format!("{:.0} %", zoom * 100.0);
            let (bigger, less) = if from_right {
                let bigger = larger(ui);
                ui.label(percent);
                (bigger, smaller(ui))
            } else {
                let less = smaller(ui);
                ui.label(percent);
                (larger(ui), less)
            };
            if bigger {
                commands.push(AppCommand::SetZoom(zoom + 0.1).into());
            }
            if less {
                commands.push(AppCommand::SetZoom(zoom - 0.1).into());
            }
        };
        let theme = if self.prefs.dark {
            t.s(Text::Light)
        } else {
            t.s(Text::Dark)
        };
        if from_right {
            zoom_ui(ui);
        } else {
            ui.horizontal(|ui| zoom_ui(ui));
        }
        ui.separator();
        if ui.button(theme).clicked() {
            commands.push(AppCommand::SetDark(!self.prefs.dark).into());
        }
    }

    /// The zoom, the theme, the language and the screen kept on, from the
    /// right; laid out `Compact`, the zoom and the theme are in a menu
    /// named by the zoom.
    fn right_group_ui(
        &self,
        ui: &mut egui::Ui,
        group: RightGroup,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        match group {
            RightGroup::Full => self.zoom_and_theme_ui(ui, true, t, commands),
            RightGroup::Compact => {
                ui.menu_button(format!("{:.0} % ▾", self.prefs.zoom * 100.0), |ui| {
                    self.zoom_and_theme_ui(ui, false, t, commands);
                })
                .response
                .on_hover_text(t.s(Text::ZoomLightOrDark));
            }
        }
        // The language, named in itself; a menu of the three.
        let name_of = |language: Language| match language {
            Language::Swedish => "Svenska",
            Language::English => "English",
            Language::Japanese => "日本語",
        };
        // Beside the languages, how amounts are said: betar and pinnar, or
        // points (Japanese counts in points always); in the menu, so the
        // bar keeps its width.
        ui.menu_button(format!("{} ▾", name_of(self.prefs.language)), |ui| {
            for language in Language::all() {
                if language != self.prefs.language && ui.button(name_of(language)).clicked() {
                    commands.push(AppCommand::SetLanguage(language).into());
                    ui.close();
                }
            }
            if !crate::report::amount::points_always(self.prefs.language) {
                ui.separator();
                let mut points = self.prefs.points;
                if ui
                    .checkbox(&mut points, t.s(Text::AmountsInPoints1Bet8Points))
                    .on_hover_text(t.s(Text::ShowsBetarAndPinnarAsPoints1))
                    .changed()
                {
                    commands.push(AppCommand::SetPoints(points).into());
                }
            }
        });
        ui.separator();
        let mut awake = self.prefs.keep_awake;
        let state = match self.awake_state() {
            Some(super::AwakeState::Held) => t.s(Text::TheScreenIsKeptOnNow).to_string(),
            Some(super::AwakeState::Refused(reason)) => {
                format!("{} ({reason})", t.s(Text::TheScreenCannotBeKeptOnHere,))
            }
            _ => String::new(),
        };
        if ui
            .toggle_value(&mut awake, "☼")
            .accessible_name(t.s(Text::ScreenOn))
            .on_hover_text(format!(
                "{}: {} {state}",
                t.s(Text::ScreenOn),
                t.s(Text::KeepTheScreenOnWhileAnEvening,)
            ))
            .changed()
        {
            commands.push(AppCommand::SetKeepAwake(awake).into());
        }
        // What the group took (for the next frame's decision
        // whether it fits beside the evening's buttons).
        let used = ui.min_rect().width();
        let id = self.right_group_id(group);
        ui.ctx().data_mut(|d| d.insert_temp(id, used));
    }

    /// The status line at the bottom: the last message, one line high
    /// (a longer one is cut with "…" and shown whole on asking, in a
    /// scrolled window of bounded height). A success fades by itself after
    /// [`FADE_SECONDS`]; an error stays until closed, with its button or
    /// Escape (which then does nothing else: the message first, then the
    /// form). A newer message replaces an older one.
    pub(super) fn notice_ui(&mut self, ui: &mut egui::Ui) {
        let t = self.tr();
        let ctx = ui.ctx().clone();
        self.notice_time(&ctx);
        // As thin as a small button: the room it takes is the hand form's
        // (at 1024x600 and 150 % every point counts).
        let line = ui
            .spacing()
            .interact_size
            .y
            .max(ui.text_style_height(&egui::TextStyle::Button) + 4.0)
            + 2.0;
        let mut dismiss = false;
        let mut whole = self.notice_whole;
        let frame =
            egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(8, 1));
        egui::Panel::bottom("status_line")
            .resizable(false)
            .frame(frame)
            .exact_size(line)
            .show(ui, |ui| {
                let Some(notice) = &self.notice else {
                    return;
                };
                let colour = if notice.error {
                    ui.visuals().error_fg_color
                } else {
                    ui.visuals().text_color()
                };
                ui.horizontal_centered(|ui| {
                    let close = if notice.error {
                        t.s(Text::DismissEsc)
                    } else {
                        "✕"
                    };
                    if ui
                        .small_button(close)
                        .on_hover_text(t.s(Text::DismissTheMessage))
                        .clicked()
                    {
                        dismiss = true;
                    }
                    let first = notice.text.lines().next().unwrap_or_default();
                    // More than the line shows: more lines, or one line
                    // wider than the bar (a path cut with "…").
                    let button_room = ui.text_style_height(&egui::TextStyle::Button) * 6.0;
                    let font = egui::TextStyle::Body.resolve(ui.style());
                    let width = ui
                        .painter()
                        .layout_no_wrap(first.to_string(), font, colour)
                        .size()
                        .x;
                    let more = notice.text.lines().nth(1).is_some()
                        || width > ui.available_width() - button_room;
                    let room = ui.available_width() - if more { button_room } else { 0.0 };
                    ui.add_sized(
                        egui::vec2(room.max(40.0), line),
                        egui::Label::new(egui::RichText::new(first).color(colour)).truncate(),
                    );
                    if more && ui.small_button(t.s(Text::ShowAll)).clicked() {
                        whole = !whole;
                    }
                });
            });
        if let Some(notice) = &self.notice
            && whole
        {
            let mut open = true;
            egui::Window::new(t.s(Text::Message))
                .id(egui::Id::unique("notice_whole"))
                .open(&mut open)
                .collapsible(false)
                .resizable(true)
                .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -(line + 12.0)))
                .max_height(ctx.content_rect().height() * 0.5)
                .max_width(ctx.content_rect().width() * 0.8)
                .show(&ctx, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        ui.add(egui::Label::new(notice.text.as_str()).wrap());
                    });
                });
            whole &= open;
        }
        self.notice_whole = whole;
        if dismiss {
            self.notice = None;
            self.notice_whole = false;
        }
    }

    /// A new notice is timed from its first frame; a success fades; Escape
    /// closes the whole text, or an error.
    fn notice_time(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        if self.notice.as_ref() != self.notice_seen.as_ref().map(|(n, _)| n) {
            self.notice_seen = self.notice.clone().map(|n| (n, now));
            self.notice_whole = false;
        }
        if let Some((notice, since)) = &self.notice_seen
            && !notice.error
            && !self.notice_whole
        {
            let left = FADE_SECONDS - (now - since);
            if left <= 0.0 {
                self.notice = None;
                self.notice_seen = None;
            } else {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(left));
            }
        }
        if self
            .notice
            .as_ref()
            .is_some_and(|n| n.error || self.notice_whole)
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        {
            if self.notice_whole {
                self.notice_whole = false;
            } else {
                self.notice = None;
            }
        }
    }

    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
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
            self.commands
                .push(AppCommand::SetZoom(self.prefs.zoom + 0.1).into());
        }
        if smaller {
            self.commands
                .push(AppCommand::SetZoom(self.prefs.zoom - 0.1).into());
        }
    }
}

/// ⌂ Start: back to the start page.
fn start_button_ui(ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
    if ui
        .button(t.s(Text::Start))
        .on_hover_text(t.s(Text::ToTheStartPage))
        .clicked()
    {
        commands.push(AppCommand::GoStart.into());
    }
}

/// ← Klubbkvällen: back to the club night a table's evening was opened
/// from.
fn night_button_ui(ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
    command_button(
        ui,
        egui::Button::new(t.s(Text::BackToTheClubNight)),
        t.s(Text::BackToTheNightsStanding),
        AppCommand::BackToNight,
        commands,
    );
}

/// Arkivet: the club archive.
fn archive_button_ui(ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
    command_button(
        ui,
        egui::Button::new(t.s(Text::TheArchive)),
        t.s(Text::TheClosedEveningsStatisticsImportAndExport),
        AppCommand::ShowArchive,
        commands,
    );
}

/// Below this width (points) an evening's bar keeps to one line, with a
/// menu for the rest ([`ViraApp::narrow_bar_ui`]).
pub(super) const NARROW_BAR: f32 = 1100.0;

/// Seconds a success stays in the status line before it fades.
pub(super) const FADE_SECONDS: f64 = 8.0;
