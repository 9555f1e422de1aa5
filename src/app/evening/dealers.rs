//! A correction or deletion of an earlier hand that moves the dealers of
//! the hands after it: asked before anything changes, in a window that
//! cannot be scrolled out of sight, with both ways out and what each does
//! (the later hands keep their dealers; or the rotation moves, and these
//! hands get new dealers), or why one of them is impossible.

use crate::i18n::Text;

use egui::RichText;

use super::EveningScreen;
use crate::app::Tr;
use crate::app::command::{Command, DealerWay, EveningCommand};
use crate::ledger::editor::{DealerShift, Edit};

/// A change waiting for the pullvakt's choice.
pub struct DealerOffer {
    /// The change as asked.
    edit: Edit,
    /// What each way does.
    shift: DealerShift,
}

/// What became of an edit of the hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Applied {
    /// Made.
    Done,
    /// It moves later hands' dealers: the pullvakt is asked first.
    Asked,
}

/// At most this many later hands are named one by one.
const LISTED: usize = 6;

impl EveningScreen {
    /// Makes an edit of the hands, or, when it would move the dealers of
    /// later hands, asks how ([`EveningScreen::dealer_choice_ui`]).
    pub(super) fn apply_hand_edit(&mut self, edit: Edit, t: Tr) -> Result<Applied, String> {
        self.offer = None;
        if let Some(shift) = self.editor.dealer_shift(&edit) {
            if shift.keep.is_none()
                && let Err(error) = &shift.moved
            {
                return Err(crate::app::refusal(error, t));
            }
            self.offer = Some(DealerOffer { edit, shift });
            return Ok(Applied::Asked);
        }
        self.editor
            .apply(edit)
            .map_err(|e| crate::app::refusal(&e, t))?;
        Ok(Applied::Done)
    }

    /// The pullvakt's answer: the edit made one way or the other, or
    /// nothing (back to the correction).
    pub(super) fn later_dealers(&mut self, way: DealerWay, t: Tr) -> Result<bool, String> {
        let Some(offer) = self.offer.take() else {
            return Ok(false);
        };
        let edit = match way {
            DealerWay::Back => return Ok(false),
            DealerWay::Keep => match offer.shift.keep {
                Some(keep) => keep,
                None => return Ok(false),
            },
            DealerWay::Move => offer.edit,
        };
        let about = edit.clone();
        self.editor
            .apply(edit)
            .map_err(|e| crate::app::refusal(&e, t))?;
        self.form.finish();
        self.last_change = Some(self.words(&about, 0, t));
        Ok(true)
    }

    /// The question, while a change waits for it.
    pub(super) fn dealer_choice_ui(&self, ctx: &egui::Context, t: Tr, commands: &mut Vec<Command>) {
        let Some(offer) = &self.offer else {
            return;
        };
        let players = &self.editor.evening().players;
        let name = |seat: usize| players.get(seat).cloned().unwrap_or_default();
        let pushed = self.editor.evening().hands.len();
        let modal = egui::Modal::new(egui::Id::unique("later_dealers")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.heading(t.s(Text::TheDealersOfTheLaterHands));
            ui.label(RichText::new(self.words(&offer.edit, pushed, t)).strong());
            ui.label(t.s(Text::TheDealersRotateOnFromTheChanged));
            ui.add_space(6.0);
            let keep = ui.add_enabled(
                offer.shift.keep.is_some(),
                egui::Button::new(t.s(Text::KeepTheDealersOfTheLaterHands)),
            );
            if keep.clicked() {
                commands.push(EveningCommand::LaterDealers(DealerWay::Keep).into());
            }
            ui.label(RichText::new(t.s(Text::TheyAreWrittenDownAsRecordedNo)).weak());
            ui.add_space(6.0);
            let move_button = ui.add_enabled(
                offer.shift.moved.is_ok(),
                egui::Button::new(t.s(Text::MoveTheRotation)),
            );
            if move_button.clicked() {
                commands.push(EveningCommand::LaterDealers(DealerWay::Move).into());
            }
            match &offer.shift.moved {
                Ok(moves) => {
                    for m in moves.iter().take(LISTED) {
                        ui.label(t.f(
                            Text::HandDealsInsteadOf,
                            &[&m.hand.to_string(), &name(m.becomes), &name(m.was)],
                        ));
                    }
                    if moves.len() > LISTED {
                        ui.label(t.f(Text::AndMoreHands, &[&(moves.len() - LISTED).to_string()]));
                    }
                }
                Err(error) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        t.f(Text::Impossible, &[&refusal_words(error, t)]),
                    );
                }
            }
            ui.add_space(6.0);
            if ui.button(t.s(Text::BackToTheCorrection)).clicked() {
                commands.push(EveningCommand::LaterDealers(DealerWay::Back).into());
            }
        });
        if modal.should_close() {
            commands.push(EveningCommand::LaterDealers(DealerWay::Back).into());
        }
    }
}

fn refusal_words(error: &crate::ledger::LedgerError, t: Tr) -> String {
    crate::report::words::ledger_error_at_table(error, t.0)
}
