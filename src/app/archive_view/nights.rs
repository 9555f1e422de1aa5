//! The archive's nights tab: the club nights closed into the archive
//! (`vira night close`), each opened on its standing.

use crate::i18n::Text;

#[allow(clippy::wildcard_imports)]
use super::*;

impl ArchiveScreen {
    /// The nights tab: each night's date, club, tables and file, with a
    /// button that opens its standing. Read from the folder when the tab is
    /// first shown (and again after *Läs om*).
    pub(super) fn nights_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let dir = self.dir.clone();
        let nights = self
            .nights
            .get_or_insert_with(|| crate::disk::night::nights_in(&dir));
        egui::ScrollArea::both()
            .id_salt("archive_nights")
            .show(ui, |ui| {
                ui.heading(t.s(Text::ClubNights));
                if nights.is_empty() {
                    ui.label(t.s(Text::NoClubNightsInTheArchiveYet));
                    return;
                }
                egui::Grid::new("archive_nights_grid")
                    .striped(true)
                    .spacing([14.0, 6.0])
                    .show(ui, |ui| {
                        for (path, night) in nights.iter() {
                            let name = path
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default();
                            match night {
                                Ok(night) => {
                                    // The button first: in reach however
                                    // narrow the window.
                                    command_button(
                                        ui,
                                        egui::Button::new(t.s(Text::Open)),
                                        t.s(Text::ShowTheNightsStandingSeatingAndTables),
                                        AppCommand::OpenFile(path.clone()),
                                        commands,
                                    );
                                    command_button(
                                        ui,
                                        egui::Button::new(t.s(Text::TheNightsStatistics)),
                                        t.s(Text::TheArchivesStatisticsOfTheNightsTables),
                                        AppCommand::NightStatistics(path.clone()),
                                        commands,
                                    );
                                    ui.label(night.date.to_string());
                                    ui.label(night.club.clone().unwrap_or_else(|| "–".into()));
                                    let tables: usize =
                                        night.sittings.iter().map(|s| s.tables.len()).sum();
                                    ui.label(t.f(
                                        Text::SittingsTables,
                                        &[&night.sittings.len().to_string(), &tables.to_string()],
                                    ));
                                    ui.label(RichText::new(&name).weak());
                                }
                                Err(error) => {
                                    ui.label("");
                                    ui.label("");
                                    ui.label("–");
                                    ui.colored_label(
                                        ui.visuals().error_fg_color,
                                        crate::words::error(error, t.0),
                                    );
                                    ui.label(RichText::new(&name).weak());
                                }
                            }
                            ui.end_row();
                        }
                    });
            });
    }
}
