//! The archive's list of evenings: sortable columns, only the rows on
//! screen asked of the index, a click opening the evening.

use crate::i18n::Text;

#[allow(clippy::wildcard_imports)]
use super::*;

impl ArchiveScreen {
    /// The list of evenings, sortable by column.
    pub(super) fn list_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        use egui_extras::{Column as Col, TableBuilder};
        let total = match &self.loaded {
            Some(Ok(loaded)) => loaded.total,
            _ => 0,
        };
        let (sort, descending) = (self.sort, self.descending);
        let count = self.listing.count;
        // "1 av 1 kväll", "3 av 12 kvällar": the word agrees with the
        // total.
        ui.label(format!(
            "{} {} {}",
            crate::report::amount::count(count, t.0),
            t.s(Text::Of),
            crate::app::stats_view::counted(total, t.s(Text::Evening), t.s(Text::EveningsLower), t),
        ));
        if let Some(error) = &self.listing.error {
            ui.label(
                RichText::new(crate::words::archive_error(error, t.0))
                    .color(ui.visuals().error_fg_color),
            );
        }
        if total == 0 {
            ui.label(t.s(Text::TheArchiveIsEmptyClosedEveningsCome));
            return;
        }
        let mut clicked_column = None;
        // The rows laid out this frame: their pages are asked after it.
        let mut in_view: Option<Range<usize>> = None;
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 10.0;
        let won = Color32::from_rgb(0x22, 0xa0, 0x4b);
        let lost = ui.visuals().error_fg_color;
        let no_conflicts = HashSet::new();
        let conflicted = match &self.loaded {
            Some(Ok(loaded)) => &loaded.conflicted,
            _ => &no_conflicts,
        };
        let listing = &self.listing;
        // A narrow window scrolls the columns sideways (the buttons are
        // first, in sight).
        egui::ScrollArea::horizontal()
            .id_salt("archive_list_h")
            .show(ui, |ui| {
                // A click anywhere on a row shows the evening, so cells are
                // not selectable text.
                ui.style_mut().interaction.selectable_labels = false;
                TableBuilder::new(ui)
                    .id_salt("archive_list")
                    .striped(true)
                    .resizable(true)
                    .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
                    .sense(egui::Sense::click())
                    .column(Col::exact(200.0))
                    .column(Col::initial(105.0).at_least(95.0))
                    .column(Col::initial(130.0).clip(true))
                    .column(Col::remainder().at_least(120.0).clip(true))
                    .column(Col::initial(110.0).clip(true))
                    .column(Col::initial(55.0))
                    .column(Col::initial(125.0).clip(true))
                    .column(Col::initial(125.0).clip(true))
                    .header(row_height, |mut header| {
                        clicked_column = list_header_ui(&mut header, (sort, descending), t);
                    })
                    .body(|body| {
                        body.rows(row_height, count, |mut row| {
                            let index = row.index();
                            in_view = Some(match in_view.take() {
                                Some(seen) => seen.start.min(index)..seen.end.max(index + 1),
                                None => index..index + 1,
                            });
                            match listing.row(index) {
                                Some(summary) => summary_row_ui(
                                    &mut row,
                                    summary,
                                    conflicted,
                                    (won, lost),
                                    t,
                                    commands,
                                ),
                                None => waiting_row_ui(&mut row),
                            }
                        });
                    });
            });
        if let Some(in_view) = in_view {
            self.ask_pages(in_view);
        }
        if let Some(column) = clicked_column {
            if column == self.sort {
                self.descending = !self.descending;
            } else {
                self.sort = column;
                // Dates and results read best biggest first; names A to Z.
                self.descending = matches!(column, Column::Date | Column::Hands | Column::Winner);
            }
            self.list_changed();
        }
    }
}

/// The archive list's columns and their headings.
pub(super) fn list_columns(t: Tr) -> [(Column, &'static str); 7] {
    [
        (Column::Date, t.s(Text::Date)),
        (Column::Club, t.s(Text::Club)),
        (Column::Players, t.s(Text::Players)),
        (Column::Table, t.s(Text::BidTable)),
        (Column::Hands, t.s(Text::Deals)),
        (Column::Winner, t.s(Text::BiggestWinner)),
        (Column::Loser, t.s(Text::BiggestLoser)),
    ]
}

/// The list's header: a button per column, the sort's column marked; the
/// column clicked, if one was.
pub(super) fn list_header_ui(
    header: &mut egui_extras::TableRow<'_, '_>,
    (sort, descending): (Column, bool),
    t: Tr,
) -> Option<Column> {
    let mut clicked = None;
    header.col(|ui| {
        ui.strong("");
    });
    for (column, name) in list_columns(t) {
        header.col(|ui| {
            // A heading wider than its column is cut with "…" (read whole
            // on hover), never broken inside a word ("Budtab/ell").
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
            let marked = (column == sort).then_some(descending);
            if crate::app::sort_heading_ui(ui, name, marked, t) {
                clicked = Some(column);
            }
        });
    }
    clicked
}

/// A row whose page is being read from the index.
pub(super) fn waiting_row_ui(row: &mut egui_extras::TableRow<'_, '_>) {
    row.col(|_| {});
    row.col(|ui| {
        ui.label(RichText::new("…").weak());
    });
    for _ in 0..6 {
        row.col(|_| {});
    }
}

/// One evening's row of the archive list.
pub(super) fn summary_row_ui(
    row: &mut egui_extras::TableRow<'_, '_>,
    summary: &EveningSummary,
    conflicted: &HashSet<String>,
    (won, lost): (Color32, Color32),
    t: Tr,
    commands: &mut Vec<Command>,
) {
    let language = t.0;
    // The buttons first, so a narrow window never hides them.
    row.col(|ui| {
        command_button(
            ui,
            egui::Button::new(t.s(Text::View)).small(),
            t.s(Text::ProtocolChartAndBetdelningReadOnly),
            AppCommand::Open {
                path: summary.path.clone(),
                read_only: true,
            },
            commands,
        );
        command_button(
            ui,
            egui::Button::new(t.s(Text::Correct)).small(),
            t.s(Text::ReopenTheClosedEveningForACorrection),
            AppCommand::Reopen(summary.path.clone()),
            commands,
        );
        crate::app::print_button(ui, &summary.path, true, t, commands);
        if summary.practice {
            crate::app::practice::delete_practice_button(ui, &summary.path, true, t, commands);
        }
    });
    row.col(|ui| {
        if conflicted.contains(&summary.id) {
            ui.label(RichText::new("⚠").color(ui.visuals().warn_fg_color))
                .on_hover_text(t.s(Text::AnotherFileHasTheSameIdBut));
        }
        ui.label(crate::report::words::date_words(summary.date, t.0));
        if summary.practice {
            crate::app::practice::practice_mark(ui, t);
        }
    });
    row.col(|ui| {
        ui.label(summary.club.as_deref().unwrap_or("—"));
    });
    row.col(|ui| {
        ui.label(summary.players.join(", "));
    });
    row.col(|ui| {
        ui.label(summary.table_name.get(language))
            .on_hover_text(&summary.table);
    });
    row.col(|ui| {
        ui.label(count(summary.hands, language));
    });
    for (entry, colour) in [(summary.winner_name(), won), (summary.loser_name(), lost)] {
        row.col(|ui| match entry {
            Some((name, pinnar)) => {
                ui.label(
                    RichText::new(format!("{name} {}", summary.unit.amount(pinnar).signed(t)))
                        .color(colour),
                );
            }
            None => {
                ui.label("—");
            }
        });
    }
    // A click elsewhere on the row shows the evening.
    if row.response().clicked() {
        commands.push(
            AppCommand::Open {
                path: summary.path.clone(),
                read_only: true,
            }
            .into(),
        );
    }
}
