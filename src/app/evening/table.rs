//! The table: the seating of the hand being entered drawn round the felt
//! with the pulla in the middle, and everyone's balance.

use crate::i18n::Text;

use egui::{FontId, RichText, Sense};

use crate::app::i18n::Tr;
use crate::ledger::Deal;

use super::EveningScreen;

impl EveningScreen {
    pub(super) fn role(seating: &Deal, seat: usize, t: Tr) -> &'static str {
        if seating.sitting_out.contains(&seat) {
            t.s(Text::SitsOut)
        } else if seating.dealer == seat {
            t.s(Text::DealerSvGiver)
        } else if seating.forehand == seat {
            t.s(Text::ForehandLower)
        } else if seating.middlehand == seat {
            t.s(Text::Middlehand)
        } else {
            ""
        }
    }

    /// The table drawn from above; `short`: lower, in a short view.
    pub(super) fn seating_ui(&mut self, ui: &mut egui::Ui, short: bool, t: Tr) {
        let seating = self.form.seating(&self.editor);
        let players = self.editor.evening().players.clone();
        let board = self.board(t);
        if ui.available_width() >= 260.0 {
            self.drawing_ui(ui, short, &seating, &players, &board, t);
        } else {
            // Too narrow for the drawing (a large zoom on a small screen):
            // the pulla's figure alone, large; the seats are said in the
            // line under it.
            ui.label(RichText::new(t.s(Text::THEPULLA)).small());
            ui.label(RichText::new(&board.pulla_amount).size(30.0).strong());
            if let Some(money) = &board.pulla_money {
                ui.label(money);
            }
        }
        // The seating in words too (for screen readers, and in case colours
        // are hard to tell apart).
        let order = [seating.forehand, seating.middlehand, seating.dealer]
            .into_iter()
            .chain(seating.sitting_out.iter().copied());
        let words: Vec<String> = order
            .map(|seat| {
                let name = players.get(seat).map_or("", String::as_str);
                format!("{name} {}", Self::role(&seating, seat, t))
            })
            .collect();
        ui.label(
            RichText::new(t.f(
                Text::ThePullaWith2,
                &[
                    &board.pulla_amount,
                    &crate::report::amount::comma_list(&words, t.0),
                ],
            ))
            .small()
            .weak(),
        );
    }

    /// The table drawn from above: the pulla on the felt and each player's
    /// seat around it, the dealer ringed.
    fn drawing_ui(
        &self,
        ui: &mut egui::Ui,
        short: bool,
        seating: &crate::ledger::setup::Deal,
        players: &[String],
        board: &crate::report::board::Board,
        t: Tr,
    ) {
        let height = if short { 196.0 } else { 250.0 };
        let size = egui::vec2(ui.available_width().clamp(260.0, 440.0), height);
        let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
        let painter = ui.painter_at(rect);
        let felt = super::super::style::felt(ui.visuals().dark_mode);
        let table_rect = rect.shrink2(egui::vec2(70.0, 38.0));
        painter.rect_filled(table_rect, table_rect.height() / 2.0, felt);
        let centre = table_rect.center();
        let ink = super::super::style::INK;
        painter.text(
            centre - egui::vec2(0.0, 22.0),
            egui::Align2::CENTER_CENTER,
            t.s(Text::THEPULLA),
            FontId::proportional(14.0),
            ink,
        );
        // The pulla's figure keeps clear of the seats at the table's sides:
        // a long one ("40 poäng" at 150 %) is set smaller rather than run
        // under a player's name.
        let (rx, ry) = (rect.width() / 2.0 - 62.0, rect.height() / 2.0 - 22.0);
        let room = (2.0 * rx - 120.0).max(60.0);
        let at = centre + egui::vec2(0.0, 8.0);
        fitted_text(&painter, &board.pulla_amount, 38.0, room, at, ink);
        if let Some(money) = &board.pulla_money {
            painter.text(
                centre + egui::vec2(0.0, 40.0),
                egui::Align2::CENTER_CENTER,
                money,
                FontId::proportional(15.0),
                ink,
            );
        }
        let n = players.len();
        let background = ui.visuals().panel_fill;
        for (seat, name) in players.iter().enumerate() {
            // Seat 0 at the bottom, the others clockwise.
            let angle =
                std::f32::consts::FRAC_PI_2 + seat as f32 * std::f32::consts::TAU / n as f32;
            let pos = rect.center() + egui::vec2(rx * angle.cos(), ry * angle.sin());
            let out = seating.sitting_out.contains(&seat);
            let colour = if out {
                ui.visuals().weak_text_color()
            } else {
                self.text_colour(seat, background)
            };
            let galley = painter.layout_no_wrap(name.clone(), FontId::proportional(20.0), colour);
            let role = Self::role(seating, seat, t);
            let role_galley = painter.layout_no_wrap(
                role.to_string(),
                FontId::proportional(13.0),
                ui.visuals().text_color(),
            );
            let width = galley.size().x.max(role_galley.size().x) + 12.0;
            let height = galley.size().y + role_galley.size().y + 6.0;
            let badge = egui::Rect::from_center_size(pos, egui::vec2(width, height));
            painter.rect_filled(badge, 6.0, background);
            if seating.dealer == seat {
                painter.rect_stroke(
                    badge,
                    6.0,
                    egui::Stroke::new(2.0, colour),
                    egui::StrokeKind::Outside,
                );
            }
            painter.galley(
                egui::pos2(pos.x - galley.size().x / 2.0, badge.top() + 3.0),
                galley.clone(),
                colour,
            );
            painter.galley(
                egui::pos2(
                    pos.x - role_galley.size().x / 2.0,
                    badge.top() + 3.0 + galley.size().y,
                ),
                role_galley,
                ui.visuals().text_color(),
            );
        }
    }

    /// Everyone's balance, large: a column beside the table drawing, or
    /// (`compact`) a wrapped row under it when the screen is narrow.
    pub(super) fn balances_ui(&mut self, ui: &mut egui::Ui, t: Tr, compact: bool) {
        // The board from the core: each balance in the family's unit and,
        // played for money, the balances rounded together.
        let board = self.board(t);
        let rows = board.rows.iter();
        if compact {
            // As many players on a line as fit (a player is about 250
            // points wide: name, balance, money).
            let per_line = ((ui.available_width() / 250.0) as usize).max(1);
            egui::Grid::new("balances_compact")
                .num_columns(3 * per_line)
                .spacing([10.0, 2.0])
                .show(ui, |ui| {
                    for (k, row) in rows.enumerate() {
                        let (name, balance) = (&row.name, &row.amount);
                        let colour = self.text_colour(row.seat, ui.visuals().panel_fill);
                        ui.label(RichText::new(name).size(20.0).color(colour).strong());
                        ui.label(RichText::new(balance).size(24.0).color(colour).strong())
                            .accessible_name(format!("{name}: {balance}"));
                        let money = ui.label(
                            RichText::new(row.money.as_deref().unwrap_or_default()).size(17.0),
                        );
                        if row.money.is_some() {
                            money.on_hover_text(t.s(Text::MoneyAsItStandsAllResultsAre));
                        }
                        if (k + 1) % per_line == 0 {
                            ui.end_row();
                        }
                    }
                });
            return;
        }
        egui::Grid::new("balances")
            .num_columns(3)
            .spacing([18.0, 4.0])
            .show(ui, |ui| {
                for row in rows {
                    let (name, balance) = (&row.name, &row.amount);
                    let colour = self.text_colour(row.seat, ui.visuals().panel_fill);
                    ui.label(RichText::new(name).size(24.0).color(colour).strong());
                    ui.label(RichText::new(balance).size(32.0).color(colour).strong())
                        .accessible_name(format!("{name}: {balance}"));
                    let money = ui
                        .label(RichText::new(row.money.as_deref().unwrap_or_default()).size(20.0));
                    if row.money.is_some() {
                        money.on_hover_text(t.s(Text::MoneyAsItStandsAllResultsAre));
                    }
                    ui.end_row();
                }
            });
    }
}

/// `text` centred on `centre` at `size` points, set smaller (down to 18)
/// when it would be wider than `room`.
fn fitted_text(
    painter: &egui::Painter,
    text: &str,
    size: f32,
    room: f32,
    centre: egui::Pos2,
    colour: egui::Color32,
) {
    let mut galley = painter.layout_no_wrap(text.to_string(), FontId::proportional(size), colour);
    if galley.size().x > room {
        let smaller = (size * room / galley.size().x).max(18.0);
        galley = painter.layout_no_wrap(text.to_string(), FontId::proportional(smaller), colour);
    }
    painter.galley(centre - galley.size() / 2.0, galley, colour);
}
