//! The protocol (one row per hand; a click opens the hand for a
//! correction) and the chart of the balances.

use crate::i18n::Text;

use egui::{Color32, FontId, RichText, Sense};

use crate::app::command::{Command, HandFormCommand};
use crate::app::i18n::Tr;
use crate::report::RowKind;
use crate::report::describe::row_description;

use super::EveningScreen;

/// The fewest rows the protocol shows at once (in a short view it is
/// never smaller; the view scrolls to it).
pub(super) const MIN_ROWS: f32 = 3.0;

/// The height of the protocol's row of tabs, header and sideways scroll
/// bar around its rows, at most.
pub(super) fn protocol_frame(ui: &egui::Ui) -> f32 {
    let bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
    // The tabs, the header, the bar and the spacing between them.
    crate::app::style::BODY_SIZE * 1.3 + 8.0 + protocol_row_height() + bar + 8.0 + 16.0
}

/// The height of one row of the protocol.
pub(super) fn protocol_row_height() -> f32 {
    crate::app::style::BODY_SIZE * 0.82 * 1.3 + 6.0
}

/// From one row of the protocol to the next.
pub(super) fn protocol_row_pitch(ui: &egui::Ui) -> f32 {
    protocol_row_height() + ui.spacing().item_spacing.y
}

/// What the protocol's rows were last drawn for, so a change (a hand
/// recorded, undone, or a correction ended) brings the newest rows back
/// into sight, wherever the pullvakt had scrolled.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct ProtocolScroll {
    /// The change and the hand corrected the rows were last drawn for.
    drawn_for: Option<(u64, Option<usize>)>,
}

impl ProtocolScroll {
    /// Whether the newest rows must come back into sight: the evening
    /// changed or a correction ended since the last frame. Notes `now`.
    fn newest_due(&mut self, now: (u64, Option<usize>)) -> bool {
        let changed = self.drawn_for.is_some_and(|before| before != now);
        self.drawn_for = Some(now);
        changed && now.1.is_none()
    }
}

impl EveningScreen {
    pub(super) fn protocol_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let unit = self.unit();
        let (editing, read_only) = (self.form.editing, self.read_only);
        let players = self.editor.evening().players.clone();
        // What phones did to each hand, said under the row's words.
        let changes = self.editor.evening().changes.clone();
        let colours: Vec<Color32> = (0..players.len()).map(|s| self.colour(s)).collect();
        let (now, mut scroll) = ((self.revision, editing), self.protocol_scroll);
        let derived = self.derived(t);
        let (rows, hands) = (&derived.rows, &derived.settlement.hands);
        if rows.is_empty() {
            ui.label(t.s(Text::NoHandsYet));
            return;
        }
        let row_height = protocol_row_height();
        egui::ScrollArea::horizontal()
            .id_salt("protocol_h")
            .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                // A little smaller than the rest and close together, so
                // five players' columns fit beside the hand form at
                // 1024x600 and 200 %.
                ui.style_mut().override_font_id =
                    Some(FontId::proportional(crate::app::style::BODY_SIZE * 0.82));
                ui.spacing_mut().item_spacing.x = 4.0;
                // A click anywhere on a row opens the hand, so cells are not
                // selectable text.
                ui.style_mut().interaction.selectable_labels = false;
                // The paper protocol's main columns first: the hand's
                // number, every player's running result and the pulla, so
                // they show without scrolling sideways in a narrow window
                // (1024x600, a large zoom); the hand's words after them.
                // The rows' height: what is left under the header and
                // above the sideways scroll bar, so the newest row (at the
                // bottom) is never under the bar or the window's edge.
                let bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
                let rows_height = (ui.available_height() - row_height - bar - 8.0)
                    .max(protocol_row_pitch(ui) * MIN_ROWS);
                let to_end = scroll.newest_due(now);
                let table =
                    protocol_table(ui, players.len(), rows_height, to_end.then_some(rows.len()));
                table
                    .header(row_height, |mut header| {
                        header_ui(&mut header, &players, &colours, t);
                    })
                    .body(|body| {
                        body.rows(row_height, rows.len(), |mut row| {
                            let Some(line) = rows.get(row.index()) else {
                                return;
                            };
                            row.set_selected(line.hand.is_some() && line.hand == editing);
                            let note = line.kind != RowKind::Hand;
                            let hand = line
                                .hand
                                .and_then(|index| hands.get(index))
                                .filter(|_| !note);
                            let players = &players;
                            let changes = &changes;
                            let describe = hand.map(|hand| {
                                move || {
                                    let mut words =
                                        row_description(line, &hand.postings, players, unit, t);
                                    if let Some(index) = line.hand {
                                        words.extend(crate::report::describe::change_words(
                                            changes,
                                            index + 1,
                                            t.0,
                                        ));
                                    }
                                    words
                                }
                            });
                            let describe = describe.as_ref().map(|d| d as &dyn Fn() -> Vec<String>);
                            let (number, words) = line.cells.split_first().unzip();
                            row.col(|ui| {
                                let number = number.map_or("", String::as_str);
                                let cell = cell_ui(ui, number, note, describe);
                                if !note && !number.is_empty() {
                                    // Read out as the row it starts.
                                    let _named =
                                        cell.accessible_name(t.f(Text::TheProtocolsRow, &[number]));
                                }
                            });
                            for (seat, &balance) in line.balances.iter().enumerate() {
                                row.col(|ui| {
                                    ui.label(
                                        RichText::new(unit.amount(balance).signed(t)).color(
                                            super::super::style::seat_colour(&colours, seat),
                                        ),
                                    );
                                });
                            }
                            row.col(|ui| {
                                ui.label(unit.amount(line.pulla).pulla(t));
                            });
                            for cell in words.unwrap_or_default() {
                                row.col(|ui| {
                                    let _cell = cell_ui(ui, cell, note, describe);
                                });
                            }
                            if !read_only
                                && row.response().clicked()
                                && let Some(hand) = line.hand
                            {
                                commands.push(HandFormCommand::Load(hand).into());
                            }
                        });
                    });
            });
        self.protocol_scroll = scroll;
    }

    pub(super) fn chart_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        use egui_plot::{Legend, Line, Plot};
        let players = self.editor.evening().players.clone();
        let colours: Vec<Color32> = (0..players.len()).map(|s| self.colour(s)).collect();
        let series = self.derived(t).series.clone();
        Plot::new("balance_chart")
            .legend(Legend::default())
            .x_axis_label(t.s(Text::HandSvGiv))
            .y_axis_label(crate::report::amount::chart_axis_for(self.unit(), t))
            .y_grid_spacer(|input| crate::app::stats_view::round_marks_apart(input, 20.0))
            .show(ui, |plot| {
                for (seat, points) in series.into_iter().enumerate() {
                    plot.line(
                        Line::new(players.get(seat).cloned().unwrap_or_default(), points)
                            .color(super::super::style::seat_colour(&colours, seat))
                            .width(2.5),
                    );
                }
            });
    }
}

/// The protocol's table: its columns (#, each player, the pulla, then
/// the hand's words), its rows' height, and `newest`: the rows' count when
/// the newest row must be scrolled into sight.
fn protocol_table(
    ui: &mut egui::Ui,
    players: usize,
    rows_height: f32,
    newest: Option<usize>,
) -> egui_extras::TableBuilder<'_> {
    use egui_extras::{Column, TableBuilder};
    let mut table = TableBuilder::new(ui)
        .id_salt("protocol")
        .striped(true)
        .max_scroll_height(rows_height)
        // (egui_extras makes a table's rows at least 200 points high by
        // default: under the window's edge in a short view.)
        .min_scrolled_height(rows_height)
        .stick_to_bottom(true)
        .sense(Sense::click())
        .column(Column::auto().at_least(24.0));
    if let Some(rows) = newest {
        table = table.scroll_to_row(rows.saturating_sub(1), Some(egui::Align::BOTTOM));
    }
    for _ in 0..players {
        table = table.column(Column::auto().at_least(36.0));
    }
    table
        .column(Column::auto().at_least(40.0))
        .column(Column::auto().at_least(50.0))
        .column(Column::auto().at_least(60.0))
        .column(Column::initial(135.0).at_least(60.0).clip(true))
        .column(Column::initial(105.0).at_least(50.0).clip(true))
        .column(Column::initial(80.0).at_least(50.0).clip(true))
}

/// The protocol's header: the columns and each player's name in colour.
fn header_ui(
    header: &mut egui_extras::TableRow<'_, '_>,
    players: &[String],
    colours: &[Color32],
    t: Tr,
) {
    header.col(|ui| {
        ui.strong("#");
    });
    for (seat, name) in players.iter().enumerate() {
        header.col(|ui| {
            ui.label(
                RichText::new(name)
                    .strong()
                    .color(super::super::style::seat_colour(colours, seat)),
            )
            .accessible_name(t.f(Text::TheProtocolsColumn, &[name]));
        });
    }
    for title in [
        t.s(Text::Pulla),
        t.s(Text::Dealer),
        t.s(Text::Declarer),
        t.s(Text::Contract),
        t.s(Text::Trump),
        t.s(Text::Result),
    ] {
        header.col(|ui| {
            ui.strong(title);
        });
    }
}

/// One text cell of a protocol line. A hand's line is described whole on
/// hover (`describe`): the cell, whole when cut ("ofärg (omköp…"), then the
/// line in words with the second-last bid and rebuys and what it paid; a
/// note line's cell is read whole on hover.
fn cell_ui(
    ui: &mut egui::Ui,
    cell: &str,
    note: bool,
    describe: Option<&dyn Fn() -> Vec<String>>,
) -> egui::Response {
    let response = if note {
        ui.label(RichText::new(cell).italics().weak())
    } else {
        ui.label(cell)
    };
    match describe {
        Some(describe) => response.on_hover_ui(|ui| {
            if !cell.is_empty() {
                ui.label(cell);
                ui.separator();
            }
            for words in describe() {
                ui.label(words);
            }
        }),
        None if !cell.is_empty() => response.on_hover_text(cell),
        None => response,
    }
}
