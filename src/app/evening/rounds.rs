//! The shape of the evening on the table screen: the round and the deal
//! in it, the forced round ("Tvångsrunda 2 av 3"), deals or time left, the
//! last round and borup. Everything is the core's [`shape`]; the clock is
//! read here, in the shell.

use egui::RichText;

use super::EveningScreen;
use crate::app::command::{Command, EveningCommand};
use crate::app::i18n::Tr;
use crate::ledger::rounds::{Ending, Shape, shape};

impl EveningScreen {
    /// The agreed end time as a moment: on the evening's date, or the day
    /// after for a time before noon (an evening played past midnight).
    fn end_moment(&self) -> Option<chrono::NaiveDateTime> {
        let evening = self.editor.evening();
        let until = evening.length.until_time()?;
        let day = if until < chrono::NaiveTime::from_hms_opt(12, 0, 0)? {
            evening.date.succ_opt()?
        } else {
            evening.date
        };
        Some(day.and_time(until))
    }

    /// Minutes left to the agreed time (negative: past it).
    fn minutes_left(&self) -> Option<i64> {
        let end = self.end_moment()?;
        Some((end - chrono::Local::now().naive_local()).num_minutes())
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

    /// Where the evening stands, in words: the round and the deal, then
    /// what is left of the agreement.
    fn shape_words(&self, shape: &Shape, t: Tr) -> Vec<String> {
        let mut parts = vec![t.f(
            "Varv {}, giv {} av {}",
            "Round {}, deal {} of {}",
            &[
                &shape.round.to_string(),
                &shape.deal_in_round.to_string(),
                &shape.per_round.to_string(),
            ],
        )];
        match shape.ending {
            Ending::Open => {}
            Ending::Deals { left } => parts.push(format!(
                "{left} {}",
                if left == 1 {
                    t.s("giv kvar", "deal left")
                } else {
                    t.s("givar kvar", "deals left")
                }
            )),
            Ending::Time => {
                let until = self
                    .editor
                    .evening()
                    .length
                    .until
                    .clone()
                    .unwrap_or_default();
                // Hours and minutes: "2 h 5 min kvar", not "125 min".
                let left = self.minutes_left().unwrap_or(0).max(0);
                let time = match (left / 60, left % 60) {
                    (0, m) => format!("{m} min"),
                    (h, m) => format!("{h} h {m} min"),
                };
                parts.push(format!(
                    "{} {until} ({time} {})",
                    t.s("till", "until"),
                    t.s("kvar", "left")
                ));
            }
            Ending::TimeUp => parts.push(t.s("tiden är ute", "the time is up").to_string()),
            Ending::LastRound { left } => parts.push(format!(
                "{}: {left} {}",
                t.s("sista varvet", "the last round"),
                if left == 1 {
                    t.s("giv kvar", "deal left")
                } else {
                    t.s("givar kvar", "deals left")
                }
            )),
            Ending::ClosingRound => {
                parts.push(
                    t.s("avslutande tvångsrunda", "the closing forced round")
                        .to_string(),
                );
            }
            Ending::Complete => parts.push(
                t.s("kvällen är klar", "the evening is complete")
                    .to_string(),
            ),
        }
        if shape.borup {
            parts.push(
                t.s(
                    "nästa giv är borup, den sista",
                    "the next deal is borup, the last",
                )
                .to_string(),
            );
        }
        parts
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
        let parts = self.shape_words(&shape, t);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(parts.join(" · ")).strong())
                .accessible_name(parts.join(", "));
            // The table played (a curriculum's name says its stage), and
            // what the stage adds on hover.
            let played = ui.label(RichText::new(table.name.get(t.0)).weak());
            if let Some(stage) = &table.stage {
                played.on_hover_text(stage.adds.get(t.0));
            }
            if let Some(forced) = &shape.forced {
                let forehand = players.get(forced.forehand).map_or("?", String::as_str);
                ui.label(
                    RichText::new(format!(
                        "{} {} {} {}: {} {forehand} ({})",
                        t.s("Tvångsrunda", "Forced round"),
                        forced.deal,
                        t.s("av", "of"),
                        forced.of,
                        name(&forced.contract),
                        t.s("förhand", "forehand"),
                    ))
                    .color(ui.visuals().warn_fg_color)
                    .strong(),
                );
            } else if !self.read_only && !table.forced.rounds.is_empty() {
                ui.menu_button(t.s("Starta tvångsrunda", "Start a forced round"), |ui| {
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
                    .button(t.s("Spela sista varvet", "Play the last round"))
                    .on_hover_text(t.s(
                        "Så att alla sitter förhand en gång till; den sista given är borup.",
                        "So that everyone sits forehand once more; the last deal is borup.",
                    ))
                    .clicked()
            {
                commands.push(EveningCommand::LastRound(true).into());
            }
            if shape.ending == Ending::Complete
                && !self.read_only
                && ui
                    .button(t.s("Till betdelningen", "To the betdelning"))
                    .clicked()
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
                t.s(
                    "Alla har inte suttit förhand lika många gånger:",
                    "Not everyone sat forehand equally often:"
                ),
                counts.join(", ")
            ),
        );
    }
}
