//! The players' view: the pulla, every balance (betar and pinnar, and
//! money), who deals and who sits out, as large as the screen allows, to be
//! read from two metres. Shown in a second window (for a second monitor or
//! a TV) or full screen on the pullvakt's laptop turned to the table. The
//! numbers are [`Board`] from the core; this only draws them.

use crate::i18n::Text;

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind};

use crate::ledger::evening::Colour;
use crate::report::board::{Board, Role};

use super::Tr;
use super::command::{Command, EveningCommand};
use super::style::{INK, TEXT_CONTRAST, felt, player_colour, readable_on};

pub use super::command::PlayersView;

/// The two ways to show the players' view, for the evening's bar.
pub fn players_view_buttons_ui(
    ui: &mut egui::Ui,
    current: PlayersView,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    let window = current == PlayersView::Window;
    if ui
        .selectable_label(window, t.s(Text::PlayersView))
        .on_hover_text(t.s(Text::ThePullaAndTheBalancesLargeIn))
        .clicked()
    {
        let next = if window {
            PlayersView::Off
        } else {
            PlayersView::Window
        };
        commands.push(EveningCommand::PlayersView(next).into());
    }
    if ui
        .button(t.s(Text::FullScreen))
        .on_hover_text(t.s(Text::ThePlayersViewOverTheWholeWindow))
        .clicked()
    {
        commands.push(EveningCommand::PlayersView(PlayersView::FullScreen).into());
    }
}

/// F11 shows the players' view full screen and hides it again; Esc leaves it.
pub fn players_view_keys(ctx: &egui::Context, current: PlayersView, commands: &mut Vec<Command>) {
    let (f11, escape) = ctx.input(|i| {
        (
            i.key_pressed(egui::Key::F11),
            i.key_pressed(egui::Key::Escape),
        )
    });
    let next = match (current, f11, escape) {
        (PlayersView::FullScreen, true, _) | (PlayersView::FullScreen, _, true) => PlayersView::Off,
        (_, true, _) => PlayersView::FullScreen,
        _ => return,
    };
    commands.push(EveningCommand::PlayersView(next).into());
}

/// The players' view over the whole window, with the way back.
pub fn full_screen_ui(
    ui: &mut egui::Ui,
    board: &Board,
    colours: &[Colour],
    t: Tr,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        if ui.button(t.s(Text::BackEsc)).clicked() {
            commands.push(EveningCommand::PlayersView(PlayersView::Off).into());
        }
    });
    players_board_ui(ui, board, colours, t);
}

/// The players' view in a window of its own (embedded in the main window
/// where the platform has only one). Closing it turns it off. `free`: the
/// part of the main window below its bar, where an embedded view stays.
pub fn window_ui(
    ctx: &egui::Context,
    free: Rect,
    board: &Board,
    colours: &[Colour],
    t: Tr,
    commands: &mut Vec<Command>,
) {
    let title = t.s(Text::ViraPlayersView);
    if ctx.embed_viewports() {
        // One window only on this platform: the view floats over the
        // evening, movable and sized, with a close button. It stays below
        // the bar and inside the window, every frame: at a large zoom it
        // would cover Spelarvy and Helskärm, and neither could be clicked.
        // (Its title bar and frame take about 40 points of height.)
        let inner = egui::vec2(
            (free.width() - 16.0).max(120.0),
            (free.height() - 48.0).max(80.0),
        );
        let mut open = true;
        egui::Window::new(title)
            .id(egui::Id::unique("players-view"))
            .open(&mut open)
            .constrain_to(free)
            .default_pos(free.min)
            .default_size(egui::vec2(560.0, 360.0).min(inner))
            .max_size(inner)
            .resizable(true)
            .show(ctx, |ui| players_board_ui(ui, board, colours, t));
        if !open {
            commands.push(EveningCommand::PlayersView(PlayersView::Off).into());
        }
        return;
    }
    let monitor = ctx.input(|i| i.viewport().monitor_size);
    let builder = super::window::players_view_builder(title, monitor);
    let close = ctx.show_viewport_immediate(
        egui::ViewportId::from_hash_of("players-view"),
        builder,
        |ui, _class| {
            egui::CentralPanel::default().show(ui, |ui| players_board_ui(ui, board, colours, t));
            ui.ctx().input(|i| i.viewport().close_requested())
        },
    );
    if close {
        commands.push(EveningCommand::PlayersView(PlayersView::Off).into());
    }
}

/// Draws the board over the whole of `ui`'s available space.
pub fn players_board_ui(ui: &mut egui::Ui, board: &Board, colours: &[Colour], t: Tr) {
    // Room for the line in words at the bottom.
    let size =
        ui.available_size() - egui::vec2(0.0, ui.text_style_height(&egui::TextStyle::Small) + 8.0);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let dark = ui.visuals().dark_mode;
    // The unit of size: the text grows with the window, never past it.
    // Height: the pulla (4), a gap, a line per player (1.6), the footer.
    let rows = board.rows.len().max(3) as f32;
    let unit = (rect.height() / (rows * 1.6 + 7.2))
        .min(rect.width() / 24.0)
        .max(6.0);

    // The pulla on the felt, at the top.
    let pulla_rect = Rect::from_min_size(
        rect.min + egui::vec2(unit * 0.5, unit * 0.5),
        egui::vec2(rect.width() - unit, unit * 4.0),
    );
    painter.rect_filled(pulla_rect, unit, felt(dark));
    painter.text(
        pulla_rect.left_center() + egui::vec2(unit, 0.0),
        Align2::LEFT_CENTER,
        t.s(Text::ThePulla),
        FontId::proportional(unit * 1.2),
        INK,
    );
    let pulla = match &board.pulla_money {
        Some(money) => format!("{}   {money}", board.pulla_amount),
        None => board.pulla_amount.clone(),
    };
    painter.text(
        pulla_rect.right_center() - egui::vec2(unit, 0.0),
        Align2::RIGHT_CENTER,
        pulla,
        FontId::proportional(unit * 2.2),
        INK,
    );

    // One line per player, then who deals next.
    let top = pulla_rect.bottom() + unit * 0.6;
    let line = unit * 1.6;
    player_rows_ui(ui, &painter, rect, board, colours, t, (unit, top));
    let footer = format!(
        "{} {} · {} {}",
        board.dealer,
        t.s(Text::DealsNext),
        board.hands,
        t.s(Text::HandsPlayed),
    );
    painter.text(
        egui::pos2(rect.center().x, top + rows * line + unit * 0.9),
        Align2::CENTER_CENTER,
        footer,
        FontId::proportional(unit * 0.8),
        ui.visuals().text_color(),
    );
    // The same in words, for screen readers and tests.
    let words: Vec<String> = board
        .rows
        .iter()
        .map(|r| {
            let role = r.role.word(t.0);
            let money = r.money.as_deref().unwrap_or("");
            format!("{} {} {money} {role}", r.name, r.amount)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    ui.label(
        egui::RichText::new(format!(
            "{}: {}. {}",
            t.s(Text::ThePulla),
            board.pulla_amount,
            words.join(" · ")
        ))
        .small()
        .weak(),
    );
}

/// The players' lines of the board: the name with its part in the deal
/// under it, then the balance in betar and pinnar, then in money.
fn player_rows_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    rect: Rect,
    board: &Board,
    colours: &[Colour],
    t: Tr,
    (unit, top): (f32, f32),
) {
    let background = ui.visuals().panel_fill;
    let text = ui.visuals().strong_text_color();
    // One line per player: the name with its part in the deal under it,
    // then the balance in betar and pinnar, then in money.
    let line = unit * 1.6;
    let left = rect.left() + unit;
    let right = rect.right() - unit;
    let money_width = if board.rows.iter().any(|r| r.money.is_some()) {
        unit * 7.5
    } else {
        0.0
    };
    for (k, row) in board.rows.iter().enumerate() {
        let y = top + k as f32 * line + line / 2.0;
        let colour = readable_on(player_colour(colours, row.seat), background, TEXT_CONTRAST);
        let out = row.role == Role::SitsOut;
        let name_colour = if out {
            ui.visuals().weak_text_color()
        } else {
            colour
        };
        if row.role == Role::Dealer {
            let badge = Rect::from_min_max(
                egui::pos2(rect.left() + unit * 0.5, y - line * 0.47),
                egui::pos2(rect.right() - unit * 0.5, y + line * 0.47),
            );
            painter.rect_stroke(
                badge,
                unit * 0.3,
                Stroke::new((unit * 0.08).max(2.0), colour),
                StrokeKind::Inside,
            );
        }
        painter.text(
            egui::pos2(left + unit * 0.3, y - unit * 0.2),
            Align2::LEFT_CENTER,
            &row.name,
            FontId::proportional(unit * 1.0),
            name_colour,
        );
        painter.text(
            egui::pos2(left + unit * 0.3, y + unit * 0.52),
            Align2::LEFT_CENTER,
            row.role.word(t.0),
            FontId::proportional(unit * 0.5),
            ui.visuals().weak_text_color(),
        );
        let amount_colour = if row.balance < 0 {
            readable_on(
                Color32::from_rgb(0xd0, 0x30, 0x30),
                background,
                TEXT_CONTRAST,
            )
        } else {
            text
        };
        painter.text(
            egui::pos2(right - money_width, y),
            Align2::RIGHT_CENTER,
            &row.amount,
            FontId::proportional(unit * 1.1),
            amount_colour,
        );
        if let Some(money) = &row.money {
            painter.text(
                egui::pos2(right, y),
                Align2::RIGHT_CENTER,
                money,
                FontId::proportional(unit * 1.1),
                amount_colour,
            );
        }
    }
}
