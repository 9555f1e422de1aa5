//! The hand form: the hand being entered or corrected, chosen step by
//! step (declarer, contract, trump, result), its keys, and the preview of
//! what it pays, settled by the ledger. It reads the evening and never
//! changes it; recording, correcting and deleting are
//! [`HandFormCommand`]s run by the evening.

use crate::i18n::Text;

mod keys;
#[allow(clippy::wildcard_imports)]
use keys::*;
mod preview;
mod steps;

use egui::text::LayoutJob;
use egui::{FontId, RichText, TextFormat};

use crate::app::command::{Command, HandFormCommand};
use crate::app::i18n::{Tr, words};
use crate::app::style::suit_colour;
use crate::ledger::editor::EveningEditor;
use crate::ledger::entry::{
    Choices, HandDraft, Missing, OmkopChoice, SavedForm, max_tricks, objective_words,
};
use crate::ledger::evening::{Bid, HandResult, Suit, Trump};
use crate::ledger::{Deal, HandSettlement};
use crate::report::describe::{describe_in, jackpot_words};
use crate::report::trump_word;
use crate::rules::search;
use crate::rules::table::{Contract, Payment, Scoring};

use super::text_colour;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Focus {
    Search,
    /// The tricks field, the cursor after its text (the count goes on).
    Tricks,
    /// The tricks field after a step changed: its text selected, so the
    /// digits typed next start a new count ("9", not "89").
    TricksAfresh,
}

/// The hand being entered, or the recorded hand being corrected.
#[derive(Debug, Clone, Default)]
pub struct HandForm {
    /// The choices so far.
    pub draft: HandDraft,
    /// The hand being corrected (0-based), if any.
    pub editing: Option<usize>,
    /// The contract search text.
    pub search: String,
    highlighted: usize,
    /// The tricks field's text.
    pub tricks_text: String,
    focus: Option<Focus>,
    /// The tricks field, where the choice keys still work (it takes only
    /// digits and `l`).
    tricks_field: Option<egui::Id>,
    /// A contract was just chosen: its row is brought into sight in the
    /// list, which grows shorter to make room for the steps below it.
    reveal_contract: bool,
    /// Every contract in the list though one is chosen (asked for with
    /// the button under the rows around the chosen one).
    all_contracts: bool,
    /// The hand being entered when a recorded hand was opened for a
    /// correction: it comes back when the correction is saved, cancelled
    /// or the hand deleted ([`HandForm::finish`]).
    parked: Option<Box<HandForm>>,
    /// The second-last bid's search text (a levels table).
    second_last_search: String,
    /// The hand the entry was last scrolled to the top for (the hand being
    /// corrected, or the count of hands for a new one): a new hand starts
    /// with its number, dealer and declarer in sight.
    scrolled_for: Option<(Option<usize>, usize)>,
    /// The search field's examples, worked out once per language (the
    /// search over the whole table every frame was most of a frame's
    /// time).
    examples: Option<(crate::rules::table::Language, String)>,
    /// The second-last field's hint, once per language and ceiling.
    second_last_hint: Option<(crate::rules::table::Language, String, String)>,
}

impl HandForm {
    /// Empties the form (a new hand, no correction).
    pub fn clear(&mut self) {
        *self = HandForm::default();
    }

    /// A deal of a forced round: forehand and the round's contract chosen,
    /// the trump and the tricks left to enter.
    pub fn preselect_forced(&mut self, editor: &EveningEditor, contract: &str, forehand: usize) {
        let Some(row) = editor
            .ledger()
            .setup()
            .rules
            .table
            .contract(contract)
            .cloned()
        else {
            return;
        };
        self.clear();
        self.draft.declarer = editor.evening().players.get(forehand).cloned();
        self.draft.forced = Some(contract.to_string());
        // As if its name had been typed: the list shows the one contract,
        // and the trump and the tricks are in sight.
        self.search = row.name.sv.clone();
        self.choose_contract(&row);
    }

    /// A solo takes the forced game away (`true`): the declarer and the
    /// contract are chosen again, the deal stays forced; or the take-away
    /// is taken back.
    fn take_away(&mut self, editor: &EveningEditor, away: bool, forehand: usize) {
        let Some(forced) = self.draft.forced.clone() else {
            return;
        };
        if away {
            let keep = self.draft.dealer.clone();
            self.clear();
            self.draft.dealer = keep;
            self.draft.forced = Some(forced);
            self.draft.taken_away = true;
            self.focus = None;
        } else {
            self.preselect_forced(editor, &forced, forehand);
        }
    }

    /// The form as it is kept beside the evening file, with the hand that
    /// waits for a correction to end.
    pub fn saved(&self) -> SavedForm {
        SavedForm {
            draft: self.draft.clone(),
            editing: self.editing,
            search: self.search.clone(),
            tricks_text: self.tricks_text.clone(),
            parked: self.parked.as_ref().map(|p| Box::new(p.saved())),
        }
    }

    /// Puts back a kept form (a correction only of a hand the evening has).
    pub fn restore(&mut self, kept: &SavedForm, hands: usize) {
        self.clear();
        self.draft = kept.draft.clone();
        self.editing = kept.editing.filter(|&i| i < hands);
        self.search = kept.search.clone();
        self.tricks_text = kept.tricks_text.clone();
        if let Some(parked) = &kept.parked {
            let mut form = HandForm::default();
            form.restore(parked, hands);
            form.editing = None;
            if self.editing.is_some() {
                self.parked = Some(Box::new(form));
            } else if self.draft == HandDraft::default() {
                // The correction is gone: the waiting hand is the form.
                *self = form;
            }
        }
    }

    /// Ends the correction (saved, cancelled, the hand deleted) or clears
    /// the hand being entered: the hand that was being entered when the
    /// correction began comes back.
    pub fn finish(&mut self) {
        let parked = self.parked.take();
        self.clear();
        if let Some(parked) = parked {
            *self = *parked;
        }
    }

    /// Loads recorded hand `index` for a correction. A hand being entered
    /// is kept aside until the correction ends, not thrown away.
    pub fn load(&mut self, editor: &EveningEditor, index: usize) -> bool {
        let Some(hand) = editor.evening().hands.get(index) else {
            return false;
        };
        if self.editing.is_none() && self.parked.is_none() {
            let mut entered = std::mem::take(self);
            entered.focus = None;
            entered.tricks_field = None;
            let typed = entered.draft != HandDraft::default()
                || !entered.search.is_empty()
                || !entered.tricks_text.is_empty();
            if typed {
                self.parked = Some(Box::new(entered));
            }
        }
        self.focus = None;
        self.draft = HandDraft::from_hand(hand);
        self.editing = Some(index);
        self.search.clear();
        self.tricks_text = match hand.result {
            HandResult::Tricks(n) => n.to_string(),
            HandResult::Surrendered => String::new(),
        };
        true
    }

    /// The left panel: the form above, the preview and its buttons below.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        chips: Option<&Result<crate::chips::ChipEvening, crate::chips::ChipError>>,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        self.keys(ui.ctx(), editor, t, commands);
        // The form takes at most half of a narrow window (a small screen, a
        // large zoom), so the pulla and the balances keep their half.
        let half = (ui.available_width() / 2.0).max(260.0);
        egui::Panel::left("hand_entry")
            .resizable(true)
            .default_size(420.0_f32.min(half))
            .min_size(340.0_f32.min(half))
            .max_size(half.max(340.0_f32.min(half)))
            .show(ui, |ui| {
                // A very short form (512x300 points at 200 %): the entry
                // and the preview scroll as one, or the entry above the
                // preview had room for no field at all.
                let hand = (self.editing, editor.evening().hands.len());
                let top = self.scrolled_for.replace(hand) != Some(hand);
                let entry_scroll = || {
                    let area = egui::ScrollArea::vertical().id_salt("entry_scroll");
                    if top {
                        area.vertical_scroll_offset(0.0)
                    } else {
                        area
                    }
                };
                if ui.available_height() < SHORT_FORM {
                    entry_scroll().show(ui, |ui| {
                        self.entry_ui(ui, editor, t, commands);
                        self.preview_ui(ui, editor, chips, t, commands);
                    });
                    return;
                }
                // The preview (who pays whom, Registrera) keeps to the
                // bottom but takes at most 70 % of a short
                // form (a small screen, a large zoom, a chip evening's long
                // preview) and scrolls there: never cut, and the entry
                // above keeps room of its own.
                let most = (ui.available_height() * 0.7).max(120.0);
                egui::Panel::bottom("hand_preview")
                    .resizable(false)
                    .max_size(most)
                    .show(ui, |ui| {
                        // The panel's own margins inside its most: a
                        // scroll area of the full height ran past the
                        // window's bottom edge, Registrera cut by a point
                        // or two at 150 %.
                        let frame = egui::Frame::side_top_panel(ui.style());
                        let height = (most - frame.total_margin().sum().y - 2.0).max(60.0);
                        egui::ScrollArea::vertical()
                            .id_salt("preview_scroll")
                            .max_height(height)
                            // As tall as the preview up to that (else the
                            // panel keeps the height of its first frame and
                            // shows one line of who pays whom).
                            .min_scrolled_height(height)
                            // Registrera, at the bottom, stays in sight.
                            .stick_to_bottom(true)
                            .show(ui, |ui| self.preview_ui(ui, editor, chips, t, commands));
                    });
                egui::CentralPanel::default_margins().show(ui, |ui| {
                    entry_scroll().show(ui, |ui| self.entry_ui(ui, editor, t, commands));
                });
            });
    }

    /// The seating of the hand being entered (or corrected).
    pub(super) fn seating(&self, editor: &EveningEditor) -> Deal {
        let index = self.editing.unwrap_or(editor.evening().hands.len());
        match &self.draft.dealer {
            Some(name) => {
                let players = &editor.evening().players;
                let dealer = players.iter().position(|p| p == name).unwrap_or(0);
                // The table's seating (a levels table may give its own).
                editor.ledger().setup().deal(dealer)
            }
            None => editor.ledger().deal_of(index),
        }
    }

    /// Who deals this hand: the rotation's dealer unless the pullvakt
    /// records another (a misdeal, a deal out of turn); who sits out.
    fn dealer_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, seating: &Deal, t: Tr) {
        let players = &editor.evening().players;
        let index = self.editing.unwrap_or(editor.evening().hands.len());
        let rotation = editor.ledger().deal_of(index).dealer;
        let name = |seat: usize| players.get(seat).cloned().unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t.s(Text::DealerColon));
            let mut chosen = seating.dealer;
            egui::ComboBox::from_id_salt("dealer")
                .selected_text(name(chosen))
                .show_ui(ui, |ui| {
                    for (seat, player) in players.iter().enumerate() {
                        let text = if seat == rotation {
                            format!("{player} ({})", t.s(Text::InTurn))
                        } else {
                            player.clone()
                        };
                        ui.selectable_value(&mut chosen, seat, text);
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(t.s(Text::ChooseAnotherDealerForAMisdealOr));
            if chosen != seating.dealer {
                self.draft.dealer = (chosen != rotation).then(|| name(chosen));
                self.drop_who_sits_out(editor);
            }
            for &seat in &seating.sitting_out {
                ui.label(RichText::new(format!("· {} {}", name(seat), t.s(Text::SitsOut))).weak());
            }
        });
    }

    /// After a new dealer: a declarer or a gök passer who now sits out is
    /// taken back (a sitting-out player has no button to show the choice).
    fn drop_who_sits_out(&mut self, editor: &EveningEditor) {
        let active: Vec<&String> = {
            let players = &editor.evening().players;
            self.seating(editor)
                .active
                .iter()
                .filter_map(|&seat| players.get(seat))
                .collect()
        };
        if self
            .draft
            .declarer
            .as_ref()
            .is_some_and(|d| !active.contains(&d))
        {
            self.draft.declarer = None;
        }
        self.draft.gok_penalty.retain(|p| active.contains(&p));
    }

    /// Whether the hand may be folded: the table allows it, and the
    /// contract chosen does.
    fn may_fold(&self, editor: &EveningEditor) -> bool {
        editor.ledger().setup().rules.table.rules.surrender
            && self
                .contract(editor)
                .is_some_and(|c| Choices::of(c, self.draft.bid, self.draft.trump).surrender)
    }

    fn contract<'e>(&self, editor: &'e EveningEditor) -> Option<&'e Contract> {
        let id = self.draft.contract.as_deref()?;
        editor.ledger().setup().rules.table.contract(id)
    }

    /// The hand being entered settled against the state before it.
    fn preview(&self, editor: &EveningEditor, t: Tr) -> Option<Result<HandSettlement, String>> {
        let hand = self.draft.to_hand()?;
        let index = self.editing.unwrap_or(editor.evening().hands.len());
        Some(
            editor
                .ledger()
                .preview(index, &hand)
                .map_err(|e| crate::report::words::hand_problem(&e.problem, t.0)),
        )
    }

    /// What surrendering costs the declarer, in pinnar.
    fn surrender_cost(&self, editor: &EveningEditor) -> Option<(i64, i64)> {
        let mut draft = self.draft.clone();
        draft.result = Some(HandResult::Surrendered);
        let hand = draft.to_hand()?;
        let index = self.editing.unwrap_or(editor.evening().hands.len());
        let settled = editor.ledger().preview(index, &hand).ok()?;
        // From the core: what the hand costs the declarer (refills are not
        // a cost of the hand).
        let (pulla, players) = settled.declarer_net_parts();
        Some((pulla.saturating_neg(), players.saturating_neg()))
    }

    /// The contracts the search finds; a solo taking a forced game away is
    /// one at or above the table's threshold, so only those are offered.
    fn matches(&self, editor: &EveningEditor) -> Vec<Contract> {
        let rules = &editor.ledger().setup().rules;
        let taking_away = self.draft.taken_away && self.draft.forced.is_some();
        search::find(&rules.table, &self.search)
            .into_iter()
            .filter(|c| !taking_away || rules.takes_away(&c.id))
            .cloned()
            .collect()
    }

    fn choose_contract(&mut self, contract: &Contract) {
        self.draft.choose_contract(contract);
        self.reveal_contract = true;
        self.all_contracts = false;
        self.tricks_text = match self.draft.result {
            Some(HandResult::Tricks(n)) => n.to_string(),
            _ => String::new(),
        };
        self.focus = if self.draft.trump.is_some() {
            Some(Focus::TricksAfresh)
        } else {
            None
        };
    }

    fn choose_trump(&mut self, editor: &EveningEditor, trump: Trump) {
        self.draft.trump = Some(trump);
        if let Some(contract) = self.contract(editor).cloned() {
            self.draft.settle_choices(&contract);
        }
        self.focus = Some(Focus::TricksAfresh);
    }

    fn set_tricks_text(&mut self, editor: &EveningEditor, t: Tr) {
        let text = self.tricks_text.trim().to_lowercase();
        self.draft.result = if text.is_empty() {
            None
        } else if "lagd".starts_with(&text) || text == laid_word(t) {
            Some(HandResult::Surrendered)
        } else {
            match (text.parse::<u8>(), self.contract(editor)) {
                (Ok(n), Some(c)) if n <= max_tricks(c, self.draft.trump) => {
                    Some(HandResult::Tricks(n))
                }
                (Ok(n), None) if n <= 13 => Some(HandResult::Tricks(n)),
                _ => None,
            }
        };
    }

    fn entry_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        self.who_ui(ui, editor, t);
        self.contract_ui(ui, editor, t);
        let Some(contract) = self.contract(editor).cloned() else {
            return;
        };
        let choices = self.game_ui(ui, editor, &contract, t);
        self.result_ui(ui, editor, (&contract, &choices), t, commands);
    }
}

/// The keys of the result step that do something for this contract at
/// this table: `l` where it may be folded, `b` where it has bids to
/// choose, `k` where it has an omköp to record, Shift and a digit where
/// passers can be penalised.
/// Below this height (in points) the form scrolls as one: the entry and
/// the preview under it.
const SHORT_FORM: f32 = 240.0;

/// How many rows of `row` points fit in `height` points: at least three.
fn rows_that_fit(height: f32, row: f32) -> usize {
    (height / row.max(1.0)).floor().clamp(3.0, 200.0) as usize
}

/// What the tricks field says of a hand laid down (`l`): "lagd", in
/// Japanese its word.
fn laid_word(t: Tr) -> &'static str {
    match t.0 {
        crate::rules::table::Language::Japanese => "降伏",
        _ => "lagd",
    }
}

/// A trump rank as its suit symbols (red for ♥ ♦) and words with the key:
/// "♥ högsta färg (h)".
fn trump_job(ui: &egui::Ui, trump: Trump, preference: Suit, t: Tr, with_key: bool) -> LayoutJob {
    let body = FontId::proportional(crate::app::style::BODY_SIZE);
    let text_colour = ui.visuals().text_color();
    let suits: Vec<Suit> = match trump {
        Trump::Preference => vec![preference],
        Trump::Second => vec![preference.partner()],
        Trump::Common => [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
            .into_iter()
            .filter(|s| s.is_red() != preference.is_red())
            .collect(),
        Trump::Misar => vec![],
    };
    let words = trump_word(trump, t.0);
    let key = trump_key(trump, t);
    let mut job = LayoutJob::default();
    for suit in suits {
        job.append(
            &suit.symbol().to_string(),
            0.0,
            TextFormat::simple(body.clone(), suit_colour(suit, ui.visuals())),
        );
    }
    let space = if job.text.is_empty() { "" } else { " " };
    let text = if with_key {
        format!("{space}{words} ({key})")
    } else {
        format!("{space}{words}")
    };
    job.append(&text, 0.0, TextFormat::simple(body, text_colour));
    job
}
