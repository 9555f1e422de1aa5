//! Native file dialogs, asked for off the UI thread: a dialog never holds
//! up a frame. A [`FilePicker`] answers on a thread of its own; the app
//! polls the [`PendingPick`] every frame and applies the answer as a typed
//! command ([`super::AppCommand::Picked`]) after the frame, like every
//! other command.
//!
//! The system's picker is [`SystemPicker`] (`rfd`: the XDG desktop portal
//! on Linux, zenity when no portal answers; the platform's own dialog on
//! Windows and macOS). When no dialog service answers (a bare X session,
//! CI) the answer is [`Picked::NoDialog`]: the app says so once and the
//! typed path is the way in. Tests hand the app a picker of their own
//! ([`super::ViraApp::set_file_picker`]).

use crate::i18n::Text;

use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

/// What a dialog's answer is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickFor {
    /// Evening files to import into the archive.
    Import,
    /// The folder CSV exports (and printouts) are written to.
    ExportFolder,
    /// A new folder for the archive.
    ArchiveFolder,
}

/// A dialog to show: its title, files or a folder, where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickRequest {
    /// The dialog's title, in the interface's language.
    pub title: String,
    /// A folder (otherwise files).
    pub folder: bool,
    /// Several files at once.
    pub many: bool,
    /// The name of the evening files' filter (`*.ron`), for files.
    pub filter_name: String,
    /// The folder it opens in, when it exists.
    pub start: Option<PathBuf>,
}

/// A dialog's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    /// The files or the folder chosen.
    Chosen(Vec<PathBuf>),
    /// The dialog was closed without a choice.
    Cancelled,
    /// No dialog service answered: the path is to be typed.
    NoDialog,
}

/// Shows a file dialog and waits for the answer. Called on a thread of its
/// own, never on the UI thread.
pub trait FilePicker: Send + Sync {
    /// The user's answer (blocks until there is one).
    fn pick(&self, request: &PickRequest) -> Picked;
}

/// No dialogs at all: every request answers [`Picked::NoDialog`]. The app
/// built without a window ([`super::ViraApp::with_prefs`]) starts with it.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoPicker;

impl FilePicker for NoPicker {
    fn pick(&self, _request: &PickRequest) -> Picked {
        Picked::NoDialog
    }
}

/// The system's file dialogs (`rfd`).
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemPicker;

/// How soon an empty answer means that no dialog was shown: no person
/// sees a dialog and closes it this fast. (`rfd` answers "nothing" both
/// for a dialog cancelled and for no dialog service; a missing portal and
/// a missing zenity both fail at once.)
#[cfg(all(unix, not(target_os = "macos")))]
const TOO_QUICK: std::time::Duration = std::time::Duration::from_millis(250);

impl FilePicker for SystemPicker {
    fn pick(&self, request: &PickRequest) -> Picked {
        #[cfg(all(unix, not(target_os = "macos")))]
        if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
            // No display: no dialog can be shown (CI, a terminal).
            return Picked::NoDialog;
        }
        #[cfg(all(unix, not(target_os = "macos")))]
        let started = std::time::Instant::now();
        let mut dialog = rfd::AsyncFileDialog::new().set_title(request.title.as_str());
        if let Some(start) = request.start.as_ref().filter(|s| s.is_dir()) {
            dialog = dialog.set_directory(start);
        }
        let chosen: Option<Vec<PathBuf>> = if request.folder {
            pollster::block_on(dialog.pick_folder()).map(|h| vec![h.path().to_path_buf()])
        } else {
            let dialog = dialog.add_filter(request.filter_name.as_str(), &["ron"]);
            if request.many {
                pollster::block_on(dialog.pick_files())
                    .map(|hs| hs.iter().map(|h| h.path().to_path_buf()).collect())
            } else {
                pollster::block_on(dialog.pick_file()).map(|h| vec![h.path().to_path_buf()])
            }
        };
        match chosen {
            Some(paths) if !paths.is_empty() => Picked::Chosen(paths),
            #[cfg(all(unix, not(target_os = "macos")))]
            _ if started.elapsed() < TOO_QUICK => Picked::NoDialog,
            _ => Picked::Cancelled,
        }
    }
}

/// A dialog being shown: the answer comes on a channel.
#[derive(Debug)]
pub struct PendingPick {
    /// What the answer is for.
    pub purpose: PickFor,
    answer: mpsc::Receiver<Picked>,
}

impl PendingPick {
    /// Asks `picker` on a thread of its own.
    pub fn start(picker: Arc<dyn FilePicker>, purpose: PickFor, request: PickRequest) -> Self {
        let (sender, answer) = mpsc::channel();
        // A thread that cannot be made drops the sender: `poll` then says
        // that no dialog answered.
        let _ = std::thread::Builder::new()
            .name("vira-file-dialog".to_string())
            .spawn(move || {
                // The app may be gone; then nobody wants the answer.
                let _ = sender.send(picker.pick(&request));
            });
        PendingPick { purpose, answer }
    }

    /// The answer, once there is one (a picker that ended without one
    /// counts as no dialog).
    pub fn poll(&self) -> Option<Picked> {
        match self.answer.try_recv() {
            Ok(picked) => Some(picked),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Picked::NoDialog),
        }
    }
}

impl super::ViraApp {
    /// Shows a dialog for `purpose` (one at a time; a second click while
    /// one is shown does nothing).
    pub(super) fn pick(&mut self, purpose: PickFor) {
        if self.pending_pick.is_some() {
            return;
        }
        let t = self.tr();
        let (title, folder, start) = match purpose {
            PickFor::Import => (t.s(Text::ChooseEveningFilesToImport), false, None),
            PickFor::ExportFolder => (
                t.s(Text::ChooseTheFolderToExportTo),
                true,
                Some(self.export_dir()),
            ),
            PickFor::ArchiveFolder => (
                t.s(Text::ChooseTheArchivesNewFolder),
                true,
                self.store.archive.parent().map(Path::to_path_buf),
            ),
        };
        let request = PickRequest {
            title: title.to_string(),
            folder,
            many: purpose == PickFor::Import,
            filter_name: t.s(Text::EveningFiles).to_string(),
            start,
        };
        self.pending_pick = Some(PendingPick::start(self.picker.clone(), purpose, request));
    }

    /// The dialog's answer, once it has come, as a command for after the
    /// frame; until then the frames keep coming to ask.
    pub(super) fn poll_pick(&mut self, ctx: &egui::Context, commands: &mut Vec<super::Command>) {
        let Some(pending) = &self.pending_pick else {
            return;
        };
        match pending.poll() {
            Some(picked) => {
                commands.push(super::AppCommand::Picked(pending.purpose, picked).into());
                self.pending_pick = None;
            }
            None => ctx.request_repaint_after(std::time::Duration::from_millis(100)),
        }
    }

    /// Uses a dialog's answer: files picked are imported as typed ones
    /// are; a folder goes into its field, to be confirmed there. When no
    /// dialog answered, the app says so once and the typed field takes the
    /// keyboard.
    pub(super) fn picked(&mut self, purpose: PickFor, picked: Picked) {
        match picked {
            Picked::Chosen(paths) => match purpose {
                PickFor::Import => self.import(&paths),
                PickFor::ExportFolder | PickFor::ArchiveFolder => {
                    if let (Some(screen), Some(path)) = (self.archive_mut(), paths.first()) {
                        screen.set_path(purpose, path);
                    }
                }
            },
            Picked::Cancelled => {}
            Picked::NoDialog => {
                if !self.no_dialog {
                    let t = self.tr();
                    self.say(t.s(Text::NoFileDialogAnsweredTypeThePath), false);
                }
                self.no_dialog = true;
                if let Some(screen) = self.archive_mut() {
                    screen.focus_typed(purpose);
                }
            }
        }
    }
}
