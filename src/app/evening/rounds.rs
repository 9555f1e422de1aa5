//! The shape of the evening on the table screen: the round and the deal
//! in it, the forced round ("Tvångsrunda 2 av 3"), deals or time left, the
//! last round and borup. Everything is the core's [`shape`], in the core's
//! words ([`crate::report::round_line`], the phones' page says the same);
//! the clock is read here, in the shell.

use crate::i18n::Text;

use egui::RichText;

use super::EveningScreen;
use crate::app::command::{Command, EveningCommand};
use crate::app::i18n::Tr;
use crate::ledger::rounds::{Ending, Shape, shape};
use crate::report::round_line::{forced_words, minutes_left, round_parts};

impl EveningScreen {
    /// Minutes left to the agreed time (negative: past it), by the clock
    /// now.
    fn minutes_left(&self) -> Option<i64> {
        minutes_left(self.editor.evening(), chrono::Local::now().naive_local())
    }

    /// The evening's shape now.
    pub(super) fn shape(&self) -> Shape {
        let time_up = self.minutes_left().is_some_and(|m| m < 0);
        shape(self.editor.ledger(), time_up)
    }

    /// Fills the form in for a forced deal once per deal: forehand and the
    /// round's contract.
    pub(super) fn preselect_forced(&mut self) {
        let hands = self.editor.evening().hands.len();
        if self.form.editing.is_some() || self.preselected == Some(hands) {
            return;
        }
        if self.form.draft != crate::ledger::entry::HandDraft::default() {
            return;
        }
        self.preselected = Some(hands);
        if let Some(forced) = self.shape().forced {
            self.form
                .preselect_forced(&self.editor, &forced.contract, forced.forehand);
        }
    }

    /// One line on where the evening stands, and the actions it offers.
    pub(super) fn shape_ui(&self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let shape = self.shape();
        let table = &self.editor.ledger().setup().rules.table;
        let players = &self.editor.evening().players;
        let name = |id: &str| {
            table
                .contract(id)
                .map_or(id.to_string(), |c| c.name.get(t.0).to_string())
        };
        let parts = round_parts(&shape, self.editor.evening(), self.minutes_left(), t.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(parts.join(" · ")).strong())
                .accessible_name(parts.join(", "));
            // The table played (a curriculum's name says its stage), and
            // what the stage adds on hover.
            let played = ui.label(RichText::new(table.name.get(t.0)).weak());
            if let Some(stage) = &table.stage {
                played.on_hover_text(stage.adds.get(t.0));
            }
            if let Some(forced) = forced_words(&shape, table, players, t.0) {
                ui.label(
                    RichText::new(forced)
                        .color(ui.visuals().warn_fg_color)
                        .strong(),
                );
            } else if !self.read_only && !table.forced.rounds.is_empty() {
                ui.menu_button(t.s(Text::StartAForcedRound), |ui| {
                    for id in &table.forced.rounds {
                        if ui.button(name(id)).clicked() {
                            commands.push(EveningCommand::StartForcedRound(id.clone()).into());
                            ui.close();
                        }
                    }
                });
            }
            if shape.ending == Ending::TimeUp
                && !self.read_only
                && ui
                    .button(t.s(Text::PlayTheLastRound))
                    .on_hover_text(t.s(Text::SoThatEveryoneSitsForehandOnceMore))
                    .clicked()
            {
                commands.push(EveningCommand::LastRound(true).into());
            }
            if shape.ending == Ending::Complete
                && !self.read_only
                && ui.button(t.s(Text::ToTheBetdelning)).clicked()
            {
                commands.push(EveningCommand::ShowView(super::View::Betdelning).into());
            }
        });
    }

    /// Said on the betdelning when not everyone sat forehand equally.
    pub(super) fn unequal_ui(&self, ui: &mut egui::Ui, t: Tr) {
        let shape = self.shape();
        if !shape.unequal() {
            return;
        }
        let players = &self.editor.evening().players;
        let counts: Vec<String> = players
            .iter()
            .zip(&shape.forehand_counts)
            .map(|(name, n)| format!("{name} {n}"))
            .collect();
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "{} {}.",
                t.s(Text::NotEveryoneSatForehandEquallyOften),
                counts.join(", ")
            ),
        );
    }
}
