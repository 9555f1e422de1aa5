//! *Visa på telefoner*: the players' view served on the local network for
//! the phones at the table ([`crate::serve`]), with its address and a QR
//! code of it large enough to scan from a chair. Off by default; turning it
//! off stops the server and closes every connection. The page is the core's
//! ([`crate::report::phone`]); this only starts the server, hands it the
//! evening after each change and shows where it is.

use crate::i18n::Text;

use egui::{Color32, Rect, Sense};

use crate::ledger::editor::EveningEditor;
use crate::report::phone::phone_view;
use crate::serve::{Pages, PhoneServer};

use super::Tr;
use super::command::{Command, EveningCommand};

/// The server of an open evening, while it is shown on phones.
#[derive(Debug)]
pub struct Phones {
    server: PhoneServer,
    url: String,
    /// The QR code of the address: its width in modules and the dark ones.
    qr: Option<(usize, Vec<bool>)>,
    /// The minute the pages were last made (the time left moves on).
    minute: i64,
}

/// The pages of the evening at `now`.
fn pages(editor: &EveningEditor, now: chrono::NaiveDateTime) -> Pages {
    Pages::of(|language| phone_view(editor.evening(), editor.ledger(), now, language))
        .with_evening(editor.evening())
}

/// The minute of `now` (the time left changes with it).
fn minute(now: chrono::NaiveDateTime) -> i64 {
    now.and_utc().timestamp() / 60
}

impl Phones {
    /// Starts serving the evening on every address of this machine (the
    /// phones are on the local network), on a free port.
    pub fn start(editor: &EveningEditor) -> std::io::Result<Phones> {
        let bind = std::net::SocketAddr::from(([0, 0, 0, 0], 0));
        // The minute of the moment the pages are made, not of a moment
        // after the QR code (a minute turning in between left the time left
        // a minute behind the app's until the next minute).
        let now = crate::serve::follow::now();
        let server = PhoneServer::start(bind, pages(editor, now))?;
        let url = server.url();
        let qr = qr_code(&url);
        Ok(Phones {
            server,
            url,
            qr,
            minute: minute(now),
        })
    }

    /// The page's address, with its token.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Hands the evening as it is now to every open page (never blocks).
    pub fn publish(&mut self, editor: &EveningEditor) {
        let now = crate::serve::follow::now();
        self.minute = minute(now);
        self.server.publish(pages(editor, now));
    }

    /// Once a minute the pages are made again (the time left of an agreed
    /// end moves on).
    pub fn tick(&mut self, editor: &EveningEditor) {
        if minute(crate::serve::follow::now()) != self.minute {
            self.publish(editor);
        }
    }
}

/// The toggle in the evening's bar, beside the players' view: a phone
/// (☎: the bar is full at 1280 points; egui's fonts and DejaVu Sans have no
/// emoji), named in words for screen readers.
pub fn phones_button_ui(
    ui: &mut egui::Ui,
    (on, window, worded): (bool, bool, bool),
    t: Tr,
    commands: &mut Vec<Command>,
) {
    let name = t.s(Text::ShowOnPhones);
    // In a menu (`worded`) the phone is said in words beside the sign.
    let text = if worded {
        format!("☎ {name}")
    } else {
        "☎".to_string()
    };
    let response = ui
        .selectable_label(on, text)
        .accessible_name(name)
        .on_hover_text(format!(
            "{name}: {}",
            if on {
                t.s(Text::ShownNowClickForTheAddressAnd)
            } else {
                t.s(Text::ThePlayersViewAsAWebPage)
            }
        ));
    if response.clicked() {
        // Served already: the button shows or hides the window, never
        // stops the phones by surprise.
        commands.push(if on {
            EveningCommand::PhonesWindow(!window).into()
        } else {
            EveningCommand::ShowOnPhones(true).into()
        });
    }
}

/// The address and its QR code in a panel of their own on the right,
/// beside the table and never over it (a window there covered the
/// balances at 1270x800; the hand form is on the left). Its ✕ hides it and
/// the phones go on being served; *Sluta visa* stops them, and their pages
/// say so.
pub fn phones_panel_ui(ui: &mut egui::Ui, phones: &Phones, t: Tr, commands: &mut Vec<Command>) {
    // At most a quarter of a wide window: the table keeps the rest. A
    // window too narrow for the hand form, the table and the panel side by
    // side (a small screen, a large zoom) shows the address in a window of
    // its own, on the right (the hand form is on the left).
    let width = (ui.available_width() * 0.25).clamp(170.0, 320.0);
    if ui.available_width() - width < PANEL_ROOM {
        phones_window_ui(ui.ctx(), phones, t, commands);
        return;
    }
    egui::Panel::right("phones")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("phones_panel")
                .show(ui, |ui| {
                    // First, so that they are in reach on the smallest screen.
                    ui.horizontal_wrapped(|ui| {
                        ui.strong(t.s(Text::ShowOnPhones));
                        if ui
                            .button("✕")
                            .on_hover_text(t.s(Text::HideTheAddressThePhonesGoOn))
                            .clicked()
                        {
                            commands.push(EveningCommand::PhonesWindow(false).into());
                        }
                    });
                    address_ui(ui, phones, t, commands);
                });
        });
}

/// The room the hand form and the table need beside the phones' panel
/// (points); less, and the address is shown in a window.
const PANEL_ROOM: f32 = 760.0;

/// The address and its QR code in a window of their own, on the right
/// (the hand form is on the left), where the window is too narrow for the
/// panel. Its × hides it and the phones go on being served.
fn phones_window_ui(ctx: &egui::Context, phones: &Phones, t: Tr, commands: &mut Vec<Command>) {
    let mut open = true;
    let screen = ctx.content_rect();
    // At most a third of a wide window, never more than the half the hand
    // form leaves.
    let width = (screen.width() * 0.45).clamp(160.0, 320.0);
    egui::Window::new(t.s(Text::ShowOnPhones))
        .id(egui::Id::unique("phones"))
        .open(&mut open)
        .resizable(false)
        .pivot(egui::Align2::RIGHT_TOP)
        .default_pos([screen.right() - 8.0, screen.top() + 48.0])
        .max_width(width)
        .constrain(true)
        .show(ctx, |ui| {
            ui.set_max_width(width);
            address_ui(ui, phones, t, commands);
        });
    if !open {
        commands.push(EveningCommand::PhonesWindow(false).into());
    }
}

/// What the panel and the window show: *Sluta visa* first (in reach on
/// the smallest screen), the address, its QR code as large as the room
/// leaves (up to 300 points) and who can open it.
fn address_ui(ui: &mut egui::Ui, phones: &Phones, t: Tr, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(t.s(Text::StopShowing)).clicked() {
            commands.push(EveningCommand::ShowOnPhones(false).into());
        }
        ui.label(
            egui::RichText::new(t.s(Text::OnlyHidesTheWindow))
                .small()
                .weak(),
        );
    });
    ui.label(t.s(Text::ScanTheCodeWithThePhonesCamera));
    ui.add(
        egui::Label::new(egui::RichText::new(phones.url()).monospace().strong())
            .selectable(true)
            .wrap(),
    );
    if let Some((modules, dark)) = &phones.qr {
        let screen = ui.ctx().content_rect();
        let side = (screen.height() - 170.0)
            .clamp(120.0, 300.0)
            .min(ui.available_width());
        qr_ui(ui, (*modules, side), dark, phones.url(), t);
    }
    ui.label(
        egui::RichText::new(t.s(Text::AnyoneOnTheNetworkWithTheAddressSvAllaINatverketSom))
            .small()
            .weak(),
    );
}

/// The QR code of an address: its width in modules and the dark ones.
pub(super) fn qr_code(url: &str) -> Option<(usize, Vec<bool>)> {
    qrcode::QrCode::new(url.as_bytes()).ok().map(|code| {
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect();
        (code.width(), dark)
    })
}

/// The QR code of `width` modules drawn as squares on white with its quiet
/// zone, `side` points wide (300 points is about 8 cm on a laptop: a phone
/// reads it from a metre or two).
pub(super) fn qr_ui(
    ui: &mut egui::Ui,
    (width, side): (usize, f32),
    dark: &[bool],
    url: &str,
    t: Tr,
) {
    const QUIET: usize = 4;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), Sense::hover());
    // Only names the code for screen readers; the response is the one above.
    let _ = response.accessible_name(format!("{}: {url}", t.s(Text::QRCode)));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let modules = (width + 2 * QUIET) as f32;
    let cell = side / modules;
    for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
        let (x, y) = ((i % width + QUIET) as f32, (i / width + QUIET) as f32);
        let min = rect.min + egui::vec2(x * cell, y * cell);
        // A hair wider than the cell, so no seams show between squares.
        painter.rect_filled(
            Rect::from_min_size(min, egui::vec2(cell + 0.5, cell + 0.5)),
            0.0,
            Color32::BLACK,
        );
    }
}
