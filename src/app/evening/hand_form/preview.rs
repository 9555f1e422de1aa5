//! The hand form's end: what the hand pays in words (and in chips)
//! before it is recorded, what is still missing, and the record buttons.

use crate::i18n::Text;

#[allow(clippy::wildcard_imports)]
use super::*;

impl HandForm {
    /// The hand's chip moves in words, on a chip evening.
    pub(super) fn chip_preview_ui(
        &self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        chips: Option<&Result<crate::chips::ChipEvening, crate::chips::ChipError>>,
        postings: &[crate::ledger::Posting],
        t: Tr,
    ) {
        let Some(chips) = chips else {
            return;
        };
        let index = self.editing.unwrap_or(editor.evening().hands.len());
        let heading = |ui: &mut egui::Ui| {
            ui.label(RichText::new(t.s(Text::InChips)).strong());
        };
        // The evening's chips or this hand's could not follow the ledger:
        // said here, as on the chip view.
        let followed = chips.as_ref().map_err(Clone::clone).and_then(|chips| {
            crate::chips::preview(chips, index, postings).map(|steps| (chips, steps))
        });
        let (chips, steps) = match followed {
            Ok(followed) => followed,
            Err(error) => {
                heading(ui);
                crate::app::evening::chips::chip_error_ui(ui, &error, t);
                return;
            }
        };
        let lines: Vec<String> = steps
            .iter()
            .flat_map(|step| {
                crate::report::chips::events_words(
                    &chips.chips,
                    &step.events,
                    &editor.evening().players,
                    t.0,
                )
            })
            .collect();
        // A hand that moves no chip (a köpmisär won after omköp pays
        // nothing) has no heading over nothing.
        if lines.is_empty() {
            return;
        }
        heading(ui);
        for line in lines {
            ui.add(egui::Label::new(line).wrap());
        }
    }

    /// What the form waits for, in words (the line above the button).
    pub(super) fn next_step(&self, editor: &EveningEditor, t: Tr) -> String {
        match self.draft.missing() {
            Some(Missing::Declarer) => t.s(Text::ChooseTheDeclarer13).into(),
            Some(Missing::Contract) => t.s(Text::ChooseTheContractTypeAndPressEnter).into(),
            Some(Missing::Trump) => match self.contract(editor) {
                Some(contract) => {
                    let choices = Choices::of(contract, self.draft.bid, self.draft.trump);
                    format!(
                        "{} {}.",
                        t.s(Text::ChooseTheTrumpColon),
                        trump_keys(&choices, t)
                    )
                }
                None => t.s(Text::ChooseTheTrump).into(),
            },
            _ if self.may_fold(editor) => t.s(Text::EnterTheTricksOrLToSurrender).into(),
            _ => t.s(Text::EnterTheTricks).into(),
        }
    }

    pub(super) fn preview_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        chips: Option<&Result<crate::chips::ChipEvening, crate::chips::ChipError>>,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        ui.add_space(6.0);
        let preview = self.preview(editor, t);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            // The tricks typed are refused: the line above the button says
            // why (the field's own line may be out of sight).
            let refused = self
                .contract(editor)
                .and_then(|c| self.tricks_problem(max_tricks(c, self.draft.trump), t))
                .filter(|_| matches!(self.draft.missing(), Some(Missing::Result)));
            match &preview {
                None if refused.is_some() => {
                    if let Some(why) = &refused {
                        ui.colored_label(ui.visuals().error_fg_color, why);
                    }
                }
                None => {
                    let next = self.next_step(editor, t);
                    ui.label(RichText::new(next).weak());
                }
                Some(Err(reason)) => {
                    ui.colored_label(ui.visuals().error_fg_color, reason);
                }
                Some(Ok(settled)) => {
                    // (The verdict, with the tricks, stands beside
                    // Registrera below.)
                    let players = &editor.evening().players;
                    if settled.jackpot && settled.outcome == crate::ledger::Outcome::Won {
                        let declarer = crate::report::words::seat_name(players, settled.declarer);
                        ui.label(RichText::new(jackpot_words(declarer, t.0)).strong());
                    }
                    if let Some(sum) = &settled.value_sum {
                        ui.add(
                            egui::Label::new(crate::report::describe::value_sum_words(sum, t.0))
                                .wrap(),
                        );
                    }
                    let unit = editor.ledger().setup().rules.unit();
                    for sentence in describe_in(&settled.postings, players, unit, t) {
                        ui.add(egui::Label::new(sentence).wrap());
                    }
                    self.chip_preview_ui(ui, editor, chips, &settled.postings, t);
                    // Both passers listed, and the house rule lets them off:
                    // say so, or nobody would see why nobody pays.
                    let rules = &editor.ledger().setup().rules;
                    let penalties = settled
                        .postings
                        .iter()
                        .any(|p| p.reason == crate::ledger::Reason::PassPenalty);
                    if self.draft.gok_penalty.len() >= 2
                        && settled.outcome == crate::ledger::Outcome::Won
                        && !penalties
                        && rules.gok_both_fail == crate::rules::table::BothPassersFail::Exempt
                    {
                        ui.add(
                            egui::Label::new(t.s(Text::BothLackedLowGuardsNobodyPaysHouse)).wrap(),
                        );
                    }
                }
            }
        });
        self.record_buttons_ui(ui, preview.as_ref(), t, commands);
    }

    /// The verdict with its tricks, and the buttons: record (or save the
    /// correction), cancel or delete a correction, clear.
    pub(super) fn record_buttons_ui(
        &self,
        ui: &mut egui::Ui,
        preview: Option<&Result<HandSettlement, String>>,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        // The buttons wrap in a narrow form rather than run off it.
        ui.horizontal_wrapped(|ui| {
            let ready = matches!(preview, Some(Ok(_)));
            // The verdict with the tricks it was worked out from, beside the
            // button: at a large zoom the preview above scrolls, and a
            // mistyped count (8 for 9, both HEM) is seen where Registrera
            // is.
            if let (Some(Ok(settled)), Some(result)) = (preview, self.draft.result) {
                ui.label(
                    RichText::new(crate::report::words::verdict_words(
                        result,
                        settled.outcome,
                        t.0,
                    ))
                    .strong(),
                );
            }
            let text = if self.editing.is_some() {
                t.s(Text::SaveTheCorrectionEnter)
            } else {
                t.s(Text::RecordEnter)
            };
            if ui
                .add_enabled(ready, egui::Button::new(RichText::new(text).strong()))
                .clicked()
            {
                commands.push(HandFormCommand::Record.into());
            }
            if let Some(index) = self.editing {
                if ui.button(t.s(Text::Cancel)).clicked() {
                    commands.push(HandFormCommand::Cancel.into());
                }
                if ui
                    .button(t.f(Text::DeleteHand, &[&(index + 1).to_string()]))
                    .clicked()
                {
                    commands.push(HandFormCommand::Delete(index).into());
                }
            } else if self.draft != HandDraft::default() && ui.button(t.s(Text::Clear)).clicked() {
                commands.push(HandFormCommand::Cancel.into());
            }
        });
    }
}
