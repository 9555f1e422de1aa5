//! The archive's files tab: importing evenings (dropped, picked or
//! typed), exporting CSV and the printout, and the archive's folder.

use crate::i18n::Text;

#[allow(clippy::wildcard_imports)]
use super::*;

impl ArchiveScreen {
    /// The files tab: import, export, the archive's folder.
    pub(super) fn files_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: Tr,
        dialogs: Dialogs,
        copying_to: Option<&Path>,
        commands: &mut Vec<Command>,
    ) {
        egui::ScrollArea::vertical()
            .id_salt("archive_files")
            .show(ui, |ui| {
                self.import_ui(ui, t, dialogs, commands);
                ui.add_space(16.0);
                self.export_ui(ui, t, dialogs, commands);
                ui.add_space(16.0);
                self.folder_ui(ui, t, dialogs, copying_to, commands);
            });
    }

    /// Import evenings from other machines.
    pub(super) fn import_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: Tr,
        dialogs: Dialogs,
        commands: &mut Vec<Command>,
    ) {
        ui.heading(t.s(Text::ImportEvenings));
        ui.label(t.s(Text::EveningFilesFromAnotherMachineAreMerged));
        dialogs.button(
            ui,
            t.s(Text::ChooseFilesToImport),
            PickFor::Import,
            t,
            commands,
        );
        let label = ui.label(t.s(Text::FilesToImport));
        let field = ui
            .add(
                egui::TextEdit::multiline(&mut self.import_paths)
                    .desired_rows(3)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        self.take_focus(PickFor::Import, &field);
        if ui
            .add_enabled(
                !self.import_paths.trim().is_empty(),
                egui::Button::new(t.s(Text::Import)),
            )
            .clicked()
        {
            commands.push(AppCommand::ImportTyped(std::mem::take(&mut self.import_paths)).into());
        }
    }

    /// Export the chosen evenings as CSV.
    pub(super) fn export_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: Tr,
        dialogs: Dialogs,
        commands: &mut Vec<Command>,
    ) {
        let filter = self.form.filter();
        let chosen = self.listing.count;
        ui.heading(t.s(Text::ExportCSV));
        ui.label(format!(
            "{} ({})",
            t.s(Text::HandsCsvOneRowPerHandWith,),
            crate::app::stats_view::counted(
                chosen,
                t.s(Text::Evening),
                t.s(Text::EveningsLower),
                t
            ),
        ));
        // The button wraps under the field in a narrow window (a large
        // zoom) rather than run off its right edge.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t.s(Text::ToTheFolder));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.export_dir)
                        .desired_width(ui.available_size_before_wrap().x.clamp(160.0, 420.0)),
                )
                .labelled_by(label.id);
            self.take_focus(PickFor::ExportFolder, &field);
            dialogs.button(
                ui,
                t.s(Text::ChooseTheExportFolder),
                PickFor::ExportFolder,
                t,
                commands,
            );
        });
        ui.label(RichText::new(t.s(Text::PrintoutsPrintAreSavedInTheFolder)).weak());
        let mut semicolon = crate::archive::export::CsvFormat::decided(t.0, self.semicolon)
            .delimiter
            == crate::archive::export::Delimiter::Semicolon;
        if ui
            .checkbox(
                &mut semicolon,
                t.s(Text::SemicolonsBetweenTheFieldsForSpreadsheetsSet),
            )
            .changed()
        {
            self.semicolon = Some(semicolon);
        }
        if ui
            .add_enabled(
                !self.export_dir.trim().is_empty(),
                egui::Button::new(t.s(Text::Export)),
            )
            .clicked()
        {
            commands.push(
                AppCommand::ExportCsv {
                    dir: PathBuf::from(self.export_dir.trim()),
                    filter,
                    semicolon,
                }
                .into(),
            );
        }
    }

    /// Where the archive lives.
    pub(super) fn folder_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: Tr,
        dialogs: Dialogs,
        copying_to: Option<&Path>,
        commands: &mut Vec<Command>,
    ) {
        ui.heading(t.s(Text::TheArchivesFolder));
        ui.label(t.s(Text::TheArchiveCanLiveInASynced));
        ui.label(format!("{} {}", t.s(Text::Now), self.dir.display()));
        // The button wraps under the field in a narrow window (a large
        // zoom) rather than run off its right edge.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t.s(Text::NewFolder));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.new_dir)
                        .desired_width(ui.available_size_before_wrap().x.clamp(160.0, 420.0)),
                )
                .labelled_by(label.id);
            self.take_focus(PickFor::ArchiveFolder, &field);
            dialogs.button(
                ui,
                t.s(Text::ChooseTheArchiveFolder),
                PickFor::ArchiveFolder,
                t,
                commands,
            );
        });
        ui.checkbox(
            &mut self.copy_evenings,
            t.s(Text::CopyTheEveningsFromHereToThere),
        );
        if let Some(to) = copying_to {
            // The folder changes when the copy is done; till then it
            // cannot be changed again.
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(format!(
                    "{} {} …",
                    t.s(Text::CopyingTheEveningsTo),
                    to.display()
                ));
            });
        }
        ui.horizontal(|ui| {
            let new_dir = PathBuf::from(self.new_dir.trim());
            if ui
                .add_enabled(
                    copying_to.is_none() && !self.new_dir.trim().is_empty() && new_dir != self.dir,
                    egui::Button::new(t.s(Text::ChangeFolder)),
                )
                .clicked()
            {
                commands.push(
                    AppCommand::SetArchiveDir {
                        dir: Some(new_dir),
                        copy: self.copy_evenings,
                    }
                    .into(),
                );
            }
            command_button(
                ui,
                egui::Button::new(t.s(Text::TheDefaultFolder)),
                t.s(Text::ArchiveInVirasDataFolder),
                AppCommand::SetArchiveDir {
                    dir: None,
                    copy: self.copy_evenings,
                },
                commands,
            );
            if ui.button(t.s(Text::OpenTheFolder)).clicked() {
                commands.push(AppCommand::OpenFolder(self.dir.clone()).into());
            }
        });
    }
}
