//! The practice evening's mark and its delete button, wherever a practice
//! evening is shown: the start page, the archive's list, the evening.

use crate::i18n::Text;

use std::path::Path;

use super::Tr;
use super::command::{AppCommand, Command};

/// The mark a practice evening carries wherever it is shown.
pub(super) fn practice_mark(ui: &mut egui::Ui, t: Tr) -> egui::Response {
    ui.label(
        egui::RichText::new(t.s(Text::PRACTICE))
            .strong()
            .color(ui.visuals().warn_fg_color),
    )
    .on_hover_text(t.s(Text::APracticeEveningNeverCountedInThe))
}

/// The button that asks to delete a practice evening.
pub(super) fn delete_practice_button(
    ui: &mut egui::Ui,
    path: &Path,
    small: bool,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    let button = egui::Button::new(t.s(Text::DeleteThePracticeEvening));
    super::command_button(
        ui,
        if small { button.small() } else { button },
        t.s(Text::DeletesThePracticeEveningYouAreAsked),
        AppCommand::AskDeletePractice(path.to_path_buf()),
        commands,
    );
}
