//! The archive's files tab: importing evenings (dropped, picked or
//! typed), exporting CSV and the printout, and the archive's folder.

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
        ui.heading(t.s("Importera kvällar", "Import evenings"));
        ui.label(t.s(
            "Kvällsfiler från en annan dator slås ihop med arkivet: samma kväll två gånger sparas en gång; samma id med annat innehåll sparas båda och visas under Problem. Dra filerna till fönstret, eller skriv sökvägarna (en per rad): en fil, en mapp (dess kvällsfiler, *.ron), ett mönster som ~/Nedladdningar/2025-*.ron eller en file://-adress.",
            "Evening files from another machine are merged into the archive: the same evening twice is kept once; the same id with other content keeps both and shows them under Problems. Drop the files on the window, or type their paths (one per line): a file, a folder (its evening files, *.ron), a pattern such as ~/Downloads/2025-*.ron or a file:// address.",
        ));
        dialogs.button(
            ui,
            t.s("Välj filer att importera…", "Choose files to import…"),
            PickFor::Import,
            t,
            commands,
        );
        let label = ui.label(t.s("Filer att importera", "Files to import"));
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
                egui::Button::new(t.s("Importera", "Import")),
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
        ui.heading(t.s("Exportera CSV", "Export CSV"));
        ui.label(format!(
            "{} ({})",
            t.s(
                "hands.csv (en rad per giv, med alla fält och betalningarna) och results.csv (en rad per spelare och kväll) för kvällarna i urvalet",
                "hands.csv (one row per hand, with every field and the payments) and results.csv (one row per player and evening) for the evenings the filter chooses",
            ),
            crate::app::stats_view::counted(
                chosen,
                t.s("kväll", "evening"),
                t.s("kvällar", "evenings"),
                t
            ),
        ));
        // The button wraps under the field in a narrow window (a large
        // zoom) rather than run off its right edge.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t.s("Till mappen", "To the folder"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.export_dir)
                        .desired_width(ui.available_size_before_wrap().x.clamp(160.0, 420.0)),
                )
                .labelled_by(label.id);
            self.take_focus(PickFor::ExportFolder, &field);
            dialogs.button(
                ui,
                t.s("Välj exportmapp…", "Choose the export folder…"),
                PickFor::ExportFolder,
                t,
                commands,
            );
        });
        ui.label(
            RichText::new(t.s(
                "Utskrifter (Skriv ut) sparas i mappen som senast exporterades till.",
                "Printouts (Print) are saved in the folder last exported to.",
            ))
            .weak(),
        );
        let mut semicolon = crate::archive::export::CsvFormat::decided(t.0, self.semicolon)
            .delimiter
            == crate::archive::export::Delimiter::Semicolon;
        if ui
            .checkbox(
                &mut semicolon,
                t.s(
                    "Semikolon mellan fälten (för kalkylark på svenska)",
                    "Semicolons between the fields (for spreadsheets set to Swedish)",
                ),
            )
            .changed()
        {
            self.semicolon = Some(semicolon);
        }
        if ui
            .add_enabled(
                !self.export_dir.trim().is_empty(),
                egui::Button::new(t.s("Exportera", "Export")),
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
        ui.heading(t.s("Arkivets mapp", "The archive's folder"));
        ui.label(t.s(
            "Arkivet kan ligga i en synkad mapp (Syncthing, Nextcloud, Dropbox, en nätverksdisk) så att klubbens datorer delar det. Varje kväll är en egen fil och inget annat skrivs i mappen, så två datorer som lägger till kvällar samtidigt förlorar ingen. Indexet som gör listan snabb ligger i den här datorns cachemapp och byggs om från filerna när det behövs.",
            "The archive can live in a synced folder (Syncthing, Nextcloud, Dropbox, a network share) so the club's machines share it. Every evening is a file of its own and nothing else is written into the folder, so two machines adding evenings at once lose none. The index that makes the list fast is kept in this computer's cache folder and rebuilt from the files when needed.",
        ));
        ui.label(format!("{} {}", t.s("Nu:", "Now:"), self.dir.display()));
        // The button wraps under the field in a narrow window (a large
        // zoom) rather than run off its right edge.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t.s("Ny mapp", "New folder"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.new_dir)
                        .desired_width(ui.available_size_before_wrap().x.clamp(160.0, 420.0)),
                )
                .labelled_by(label.id);
            self.take_focus(PickFor::ArchiveFolder, &field);
            dialogs.button(
                ui,
                t.s("Välj arkivmapp…", "Choose the archive folder…"),
                PickFor::ArchiveFolder,
                t,
                commands,
            );
        });
        ui.checkbox(
            &mut self.copy_evenings,
            t.s(
                "Kopiera kvällarna härifrån dit (sammanslagning som vid import; inget tas bort här)",
                "Copy the evenings from here to there (merged as an import; nothing is removed here)",
            ),
        );
        if let Some(to) = copying_to {
            // The folder changes when the copy is done; till then it
            // cannot be changed again.
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(format!(
                    "{} {} …",
                    t.s("Kopierar kvällarna till", "Copying the evenings to"),
                    to.display()
                ));
            });
        }
        ui.horizontal(|ui| {
            let new_dir = PathBuf::from(self.new_dir.trim());
            if ui
                .add_enabled(
                    copying_to.is_none() && !self.new_dir.trim().is_empty() && new_dir != self.dir,
                    egui::Button::new(t.s("Byt mapp", "Change folder")),
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
                egui::Button::new(t.s("Standardmappen", "The default folder")),
                t.s(
                    "archive/ i vira:s datamapp",
                    "archive/ in vira's data folder",
                ),
                AppCommand::SetArchiveDir {
                    dir: None,
                    copy: self.copy_evenings,
                },
                commands,
            );
            if ui.button(t.s("Öppna mappen", "Open the folder")).clicked() {
                commands.push(AppCommand::OpenFolder(self.dir.clone()).into());
            }
        });
    }
}
