//! A file given on the command line or by the desktop (`vira FILE`,
//! `Exec=vira %f`), and the practice evening of the start page: opening
//! them, the two questions they ask (what to do with an evening from
//! outside the data folder; whether to delete a practice evening), and
//! deleting one.
//!
//! Where the file is decides: in the evenings in progress it is continued
//! (with the usual lock), in the archive it is shown read-only, elsewhere
//! the user is asked: import it into the archive (and see it there),
//! continue it where it is, or cancel. A file that is not an evening is
//! said with its place, in the words `vira settle` uses.

use crate::i18n::Text;

use std::path::{Path, PathBuf};

use crate::archive::Imported;
use crate::words;

use super::command::{AppCommand, Command};
use super::{Screen, Tr, ViraApp, file_name, start};

/// Where a file is, as the data folder sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Place {
    /// In the evenings in progress (the file there, by its folder's path).
    InProgress(PathBuf),
    /// In the archive.
    Archived(PathBuf),
    /// Anywhere else.
    Outside,
}

/// The folder a file is in, compared after resolving links and `..`, so
/// that `./evenings/x.ron` and a link to the data folder are found too.
fn place(path: &Path, current: &Path, archive: &Path) -> Place {
    let Ok(file) = std::fs::canonicalize(path) else {
        return Place::Outside;
    };
    let (Some(parent), Some(name)) = (file.parent(), file.file_name()) else {
        return Place::Outside;
    };
    let same = |dir: &Path| std::fs::canonicalize(dir).is_ok_and(|d| d == parent);
    if same(current) {
        Place::InProgress(current.join(name))
    } else if same(archive) {
        Place::Archived(archive.join(name))
    } else {
        Place::Outside
    }
}

impl ViraApp {
    /// Opens a file given from outside the app (see the module's text).
    pub(super) fn open_file(&mut self, path: &Path) {
        let t = self.tr();
        // A club night: its standing, followed as its tables' files change.
        if path.extension().is_some_and(|e| e == "night") {
            let mut screen = super::night_view::NightScreen::open(path, &self.registry, t);
            // Tables that record from phones go on at once, at the
            // addresses their phones have (the host's laptop restarted).
            let recording =
                crate::disk::recorders::read_recorders(path).is_ok_and(|r| !r.tables.is_empty());
            let resumed = recording.then(|| screen.set_phones(true));
            self.show(super::Screen::Night(Box::new(screen)));
            match resumed {
                Some(Ok(())) => {
                    self.say(t.s(Text::TheTablesRecordedFromPhonesAreServedAgain), false)
                }
                Some(Err(e)) => self.say(
                    format!(
                        "{} {}",
                        t.s(Text::TheStandingCannotBeShownOnThe),
                        crate::words::system_error(&e, t.0)
                    ),
                    true,
                ),
                None => {}
            }
            return;
        }
        match place(path, &self.store.current, &self.store.archive) {
            Place::InProgress(path) => self.open(&path, false),
            Place::Archived(path) => self.open(&path, true),
            Place::Outside => match crate::disk::settle_file(&self.registry, path) {
                // An evening: the user chooses what becomes of it.
                Ok(_) => self.outside_file = Some(path.to_path_buf()),
                Err(e) => self.say(
                    format!(
                        "{} {}\n{}",
                        t.s(Text::TheFileCannotBeOpened),
                        file_name(path),
                        words::error(&e, t.0)
                    ),
                    true,
                ),
            },
        }
    }

    /// Imports an evening file into the archive (merged as every import
    /// is) and shows the archive's copy, read-only.
    pub(super) fn import_and_show(&mut self, path: &Path) {
        let t = self.tr();
        // One result for the one file (a link is refused, as in every
        // import); the index learns that file alone.
        let imported = crate::disk::index::import_files(
            &self.store.archive,
            &self.registry,
            self.index_cache_dir().as_deref(),
            &[path.to_path_buf()],
        )
        .map(|results| results.into_iter().next());
        let imported = match imported {
            Ok(Some(result)) => result,
            Ok(None) => return,
            Err(e) => Err(e),
        };
        // The archive changed: it is read again when next shown.
        self.parked_archive = None;
        let (shown, words) = match imported {
            Ok(Imported::Added { path: new, .. }) => (
                new.clone(),
                format!(
                    "{} {}",
                    t.s(Text::ImportedIntoTheArchiveAs),
                    file_name(&new)
                ),
            ),
            Ok(Imported::AlreadyThere { path: kept, .. }) => (
                kept.clone(),
                format!(
                    "{} {}",
                    t.s(Text::TheEveningWasAlreadyInTheArchive),
                    file_name(&kept)
                ),
            ),
            Ok(Imported::Conflict { path: new, .. }) => (
                new.clone(),
                format!(
                    "{} {}",
                    t.s(Text::AnotherEveningWithTheSameIdIs),
                    file_name(&new)
                ),
            ),
            Err(e) => {
                self.say(words::archive_error(&e, t.0), true);
                return;
            }
        };
        self.open(&shown, true);
        self.say(words, false);
    }

    /// Starts a practice evening from the example and opens it.
    pub(super) fn try_example(&mut self) {
        let t = self.tr();
        let today = chrono::Local::now().date_naive();
        match self.store.create_practice(&self.registry, today) {
            Ok(path) => {
                self.open(&path, false);
                self.say(t.s(Text::APracticeEveningWithTwelveHandsPlayed), false);
            }
            Err(e) => self.say(words::storage_error(&e, t.0), true),
        }
    }

    /// Deletes a practice evening, leaving its screen first (which lets go
    /// of its lock).
    pub(super) fn delete_practice(&mut self, path: &Path) {
        let t = self.tr();
        let archived = matches!(self.screen, Screen::Archive(_));
        if matches!(&self.screen, Screen::Evening(e) if e.path == path) {
            self.show(Screen::Start(start::StartScreen::load(
                &self.store,
                &self.registry,
            )));
        }
        match self.store.delete_practice(&self.registry, path) {
            Ok(true) => {
                self.parked_archive = None;
                if archived {
                    self.reload_archive();
                } else {
                    self.show(Screen::Start(start::StartScreen::load(
                        &self.store,
                        &self.registry,
                    )));
                }
                self.say(t.s(Text::ThePracticeEveningIsDeleted), false);
            }
            Ok(false) => self.say(t.s(Text::TheEveningIsNoPracticeEveningAnd), true),
            Err(e) => self.say(words::storage_error(&e, t.0), true),
        }
    }

    /// The questions asked over every screen: what to do with an evening
    /// from outside the data folder, and whether to delete a practice
    /// evening.
    pub(super) fn questions_ui(&mut self, ctx: &egui::Context, t: Tr, commands: &mut Vec<Command>) {
        if let Some(path) = self.outside_file.clone() {
            let mut answered = false;
            let modal = egui::Modal::new(egui::Id::unique("outside_file")).show(ctx, |ui| {
                ui.set_max_width(560.0);
                ui.heading(t.s(Text::TheEveningIsOutsideVirasFolder));
                ui.label(egui::RichText::new(path.display().to_string()).monospace());
                ui.add_space(6.0);
                ui.label(t.s(Text::ImportItIntoTheArchiveACopy));
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui.button(t.s(Text::ImportIntoTheArchive)).clicked() {
                        commands.push(AppCommand::ImportAndShow(path.clone()).into());
                        answered = true;
                    }
                    if ui.button(t.s(Text::ContinueItWhereItIs)).clicked() {
                        commands.push(
                            AppCommand::Open {
                                path: path.clone(),
                                read_only: false,
                            }
                            .into(),
                        );
                        answered = true;
                    }
                    if ui.button(t.s(Text::Cancel)).clicked() {
                        answered = true;
                    }
                });
            });
            if answered || modal.should_close() {
                self.outside_file = None;
            }
        }
        if let Some(path) = self.confirm_delete.clone() {
            let mut answered = false;
            let modal = egui::Modal::new(egui::Id::unique("confirm_delete")).show(ctx, |ui| {
                ui.heading(t.s(Text::DeleteThePracticeEveningSvTaBortOvningskvallen));
                ui.label(t.s(Text::TheFileIsDeletedAndCannotBe));
                ui.horizontal(|ui| {
                    if ui.button(t.s(Text::YesDeleteIt)).clicked() {
                        commands.push(AppCommand::DeletePractice(path.clone()).into());
                        answered = true;
                    }
                    if ui.button(t.s(Text::No)).clicked() {
                        answered = true;
                    }
                });
            });
            if answered || modal.should_close() {
                self.confirm_delete = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_file_is_placed_by_its_folder_after_links_and_dots() {
        let dir = tempfile::TempDir::new().unwrap();
        let current = dir.path().join("evenings");
        let archive = dir.path().join("archive");
        let elsewhere = dir.path().join("mail");
        for d in [&current, &archive, &elsewhere] {
            std::fs::create_dir_all(d).unwrap();
            std::fs::write(d.join("x.ron"), "").unwrap();
        }
        let dotted = archive.join("../evenings/x.ron");
        assert_eq!(
            place(&dotted, &current, &archive),
            Place::InProgress(current.join("x.ron"))
        );
        assert_eq!(
            place(&archive.join("x.ron"), &current, &archive),
            Place::Archived(archive.join("x.ron"))
        );
        assert_eq!(
            place(&elsewhere.join("x.ron"), &current, &archive),
            Place::Outside
        );
        assert_eq!(
            place(&elsewhere.join("missing.ron"), &current, &archive),
            Place::Outside
        );
    }
}
