//! The hand form: the hand being entered or corrected, chosen step by
//! step (declarer, contract, trump, result), its keys, and the preview of
//! what it pays, settled by the ledger. It reads the evening and never
//! changes it; recording, correcting and deleting are
//! [`HandFormCommand`]s run by the evening.

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
            let label = ui.label(t.s("Giver:", "Dealer:"));
            let mut chosen = seating.dealer;
            egui::ComboBox::from_id_salt("dealer")
                .selected_text(name(chosen))
                .show_ui(ui, |ui| {
                    for (seat, player) in players.iter().enumerate() {
                        let text = if seat == rotation {
                            format!("{player} ({})", t.s("i tur", "in turn"))
                        } else {
                            player.clone()
                        };
                        ui.selectable_value(&mut chosen, seat, text);
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(t.s(
                    "Välj en annan giver vid felgiv eller giv i otur; den följande rotationen fortsätter därifrån.",
                    "Choose another dealer for a misdeal or a deal out of turn; the rotation continues from there.",
                ));
            if chosen != seating.dealer {
                self.draft.dealer = (chosen != rotation).then(|| name(chosen));
                self.drop_who_sits_out(editor);
            }
            for &seat in &seating.sitting_out {
                ui.label(
                    RichText::new(format!("· {} {}", name(seat), t.s("sitter över", "sits out")))
                        .weak(),
                );
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

    /// The form's keys, routed by its step, not by the widget that has the
    /// focus (a click on a button takes it from the fields):
    /// - declarer still to choose: `1`–`3` choose, forehand first;
    /// - contract still to choose: what is typed goes to the search;
    /// - after that: digits are the tricks, `h` `f` `o` `m` (or `p` `s`
    ///   `c`) the trump, `l` lagd, Enter records;
    /// - at any step `Alt+1`–`3` changes the declarer, Escape clears.
    ///
    /// Inside a text field only the chord is taken; the field gets the rest.
    fn keys(
        &mut self,
        ctx: &egui::Context,
        editor: &EveningEditor,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        use egui::{Key, Modifiers};
        const DIGITS: [Key; 3] = [Key::Num1, Key::Num2, Key::Num3];
        let seating = self.seating(editor);
        for (&seat, key) in seating.active.iter().zip(DIGITS) {
            if ctx.input_mut(|i| i.consume_key(Modifiers::ALT, key)) {
                self.choose_declarer(editor, seat);
                take_text(ctx);
            }
        }
        // The choice keys work with nothing focused or in the tricks field
        // (never in the search or the note, where they are letters).
        let focused = ctx.memory(|m| m.focused());
        if (focused.is_none() || focused == self.tricks_field)
            && matches!(
                self.draft.missing(),
                Some(Missing::Trump | Missing::Result) | None
            )
            && let Some(contract) = self.contract(editor).cloned()
            && self.choice_keys(ctx, editor, &contract, &seating)
        {
            // The key chose; it is not text for the field.
            take_text(ctx);
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let pressed = |key: Key| {
            ctx.input(|i| i.key_pressed(key) && !i.modifiers.command && !i.modifiers.alt)
        };
        match self.draft.missing() {
            Some(Missing::Declarer) => {
                for (&seat, key) in seating.active.iter().zip(DIGITS) {
                    if pressed(key) {
                        self.choose_declarer(editor, seat);
                        // The digit chose; it is not the contract's first letter.
                        take_text(ctx);
                    }
                }
            }
            Some(Missing::Contract) => {
                let typed = take_text(ctx);
                if !typed.is_empty() {
                    self.search.push_str(&typed);
                    self.highlighted = 0;
                    self.focus = Some(Focus::Search);
                }
            }
            Some(Missing::Trump | Missing::Result) | None => {
                if self.contract(editor).is_none() {
                    return;
                }
                if pressed(Key::L) {
                    self.draft.result = Some(HandResult::Surrendered);
                    self.tricks_text = laid_word(t).into();
                }

                let digits: String = take_text(ctx)
                    .chars()
                    .filter(char::is_ascii_digit)
                    .collect();
                if !digits.is_empty() {
                    // The tricks field had lost the focus: the digits start
                    // the count afresh, and the field takes what follows.
                    self.tricks_text = digits;
                    self.set_tricks_text(editor, t);
                    self.focus = Some(Focus::Tricks);
                }
            }
        }
        if pressed(Key::Enter) && self.draft.missing().is_none() {
            commands.push(HandFormCommand::Record.into());
        }
        if pressed(Key::Escape) {
            commands.push(HandFormCommand::Cancel.into());
        }
    }

    /// Why the tricks typed are refused, if they are: a refusal says why,
    /// beside the field.
    fn tricks_problem(&self, max: u8, t: Tr) -> Option<String> {
        let typed = self.tricks_text.trim();
        if typed.is_empty() || self.draft.result.is_some() {
            return None;
        }
        Some(match typed.parse::<u32>() {
            Ok(n) => format!(
                "{n} {} {max} {}",
                t.s(
                    "stick går inte: det spelas",
                    "tricks is impossible: this game has"
                ),
                t.s("kort", "cards"),
            ),
            Err(_) => t
                .s(
                    "skriv antal stick, eller l för lagd",
                    "type the tricks, or l to surrender",
                )
                .to_string(),
        })
    }

    /// The choice keys after the contract, with nothing focused or in the
    /// tricks field alike (a key means one thing at a step): the trump
    /// (`h` `f` `o` `m`, or `p` `s` `c`), `b` the bid (plain, in colour, in
    /// preference, where allowed), `k` the omköp (on and off, or its first
    /// exchange's rank in turn), and Shift+`1`–`3` a passer who lacked low
    /// guards (the seats as the declarer keys number them). None of the
    /// letters is `l` (lagd) or a digit (the tricks).
    fn choice_keys(
        &mut self,
        ctx: &egui::Context,
        editor: &EveningEditor,
        contract: &Contract,
        seating: &Deal,
    ) -> bool {
        use egui::{Key, Modifiers};
        let mut used = false;
        let plain = |key: Key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, key));
        // The trump: the Swedish and the English letter. In the tricks
        // field too, where a letter is no count of tricks.
        let trumps = Choices::of(contract, self.draft.bid, self.draft.trump).trumps;
        for (keys, trump) in [
            ([Key::H, Key::P], Trump::Preference),
            ([Key::F, Key::S], Trump::Second),
            ([Key::O, Key::C], Trump::Common),
            ([Key::M, Key::M], Trump::Misar),
        ] {
            if keys.iter().any(|&k| plain(k)) {
                used = true;
                if trumps.contains(&trump) {
                    self.choose_trump(editor, trump);
                }
            }
        }
        let choices = Choices::of(contract, self.draft.bid, self.draft.trump);
        if plain(Key::B) && choices.bids.len() > 1 {
            used = true;
            let at = choices.bids.iter().position(|&b| b == self.draft.bid);
            let next = at.map_or(0, |i| (i + 1) % choices.bids.len());
            if let Some(&bid) = choices.bids.get(next) {
                self.draft.bid = bid;
                self.draft.settle_choices(contract);
            }
        }
        if plain(Key::K) {
            used = true;
            match &choices.omkop {
                OmkopChoice::None => {}
                OmkopChoice::SameAsGame => {
                    self.draft.omkop = match self.draft.omkop {
                        Some(_) => None,
                        None => self.draft.trump.or(Some(Trump::Misar)),
                    };
                    self.draft.settle_choices(contract);
                }
                OmkopChoice::Ranks(ranks) => {
                    // none -> the first rank -> ... -> the last -> none
                    let at = self
                        .draft
                        .omkop
                        .and_then(|r| ranks.iter().position(|&x| x == r));
                    self.draft.omkop = match at {
                        None => ranks.first().copied(),
                        Some(i) => ranks.get(i + 1).copied(),
                    };
                }
            }
        }
        if !choices.pass_penalty {
            if used && self.draft.trump.is_some() {
                self.focus = Some(Focus::TricksAfresh);
            }
            return used;
        }
        const DIGITS: [Key; 3] = [Key::Num1, Key::Num2, Key::Num3];
        for (&seat, key) in seating.active.iter().zip(DIGITS) {
            if consume_shifted_digit(ctx, key) {
                used = true;
                let Some(name) = editor.evening().players.get(seat).cloned() else {
                    continue;
                };
                if self.draft.declarer.as_deref() == Some(name.as_str()) {
                    continue;
                }
                if self.draft.gok_penalty.contains(&name) {
                    self.draft.gok_penalty.retain(|p| p != &name);
                } else {
                    self.draft.gok_penalty.push(name);
                }
            }
        }
        if used && self.draft.trump.is_some() {
            // Another choice made: the digits typed next start a new count.
            self.focus = Some(Focus::TricksAfresh);
        }
        used
    }

    /// Chooses the declarer (a click, a key, or the chord). A gök penalty
    /// names the passers, so it goes; the contract stays.
    fn choose_declarer(&mut self, editor: &EveningEditor, seat: usize) {
        self.draft.declarer = editor.evening().players.get(seat).cloned();
        self.draft.gok_penalty.clear();
        if self.draft.contract.is_none() {
            self.focus = Some(Focus::Search);
        }
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

    /// The hand's number, its dealer, and the declarer.
    fn who_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, t: Tr) {
        let seating = self.seating(editor);
        let players = editor.evening().players.clone();
        let hands = editor.evening().hands.len();
        match self.editing {
            Some(index) => ui.heading(t.f(
                "Rättar giv {}",
                "Correcting hand {}",
                &[&(index + 1).to_string()],
            )),
            None => ui.heading(t.f("Giv {}", "Hand {}", &[&(hands + 1).to_string()])),
        };
        if self.parked.is_some() {
            ui.label(
                RichText::new(t.f(
                    "Giv {} som skrevs in väntar: den kommer tillbaka när rättelsen är klar.",
                    "Hand {} being entered waits: it comes back when the correction is done.",
                    &[&(hands + 1).to_string()],
                ))
                .color(ui.visuals().warn_fg_color),
            );
        }
        self.dealer_ui(ui, editor, &seating, t);

        // Declarer: the active players, forehand first.
        ui.add_space(4.0);
        ui.strong(t.s("Spelförare", "Declarer"));
        ui.horizontal_wrapped(|ui| {
            for (k, &seat) in seating.active.iter().enumerate() {
                let Some(name) = players.get(seat) else {
                    continue;
                };
                let chosen = self.draft.declarer.as_deref() == Some(name.as_str());
                let background = if chosen {
                    ui.visuals().selection.bg_fill
                } else {
                    ui.visuals().panel_fill
                };
                let text = RichText::new(format!("{} {name}", k + 1))
                    .color(text_colour(editor, seat, background));
                let key = match self.draft.declarer {
                    None => format!("{} {}", t.w(words::KEY), k + 1),
                    Some(_) => format!("Alt+{}", k + 1),
                };
                if ui
                    .selectable_label(chosen, text)
                    .on_hover_text(key)
                    .clicked()
                {
                    self.choose_declarer(editor, seat);
                }
            }
            if self.draft.declarer.is_some() {
                ui.label(RichText::new(t.w(words::CHANGE_DECLARER)).small().weak());
            }
        });
        self.forced_ui(ui, editor, &seating, t);
    }

    /// A forced deal: what it is, and the one action that lets a solo take
    /// it away (or takes that back).
    fn forced_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, seating: &Deal, t: Tr) {
        let Some(forced) = self.draft.forced.clone() else {
            return;
        };
        let table = &editor.ledger().setup().rules.table;
        let name = table
            .contract(&forced)
            .map_or(forced.clone(), |c| c.name.get(t.0).to_string());
        let forehand = editor
            .evening()
            .players
            .get(seating.forehand)
            .cloned()
            .unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            if self.draft.taken_away {
                ui.label(
                    RichText::new(format!(
                        "{} {name} {}",
                        t.s("Tvångsspelet", "The forced"),
                        t.s(
                            "tas bort: välj solot och den som spelar det.",
                            "game is taken away: choose the solo and who plays it."
                        )
                    ))
                    .color(ui.visuals().warn_fg_color),
                );
                if ui
                    .button(t.s("Ångra borttagningen", "Take the take-away back"))
                    .clicked()
                {
                    self.take_away(editor, false, seating.forehand);
                }
            } else {
                ui.label(
                    RichText::new(format!(
                        "{}: {name}, {forehand} {}",
                        t.s("Tvångsgiv", "Forced deal"),
                        t.s("(förhand) spelar", "(forehand) plays")
                    ))
                    .strong(),
                );
                if ui
                    .button(t.s("Tas bort av ett solo", "Taken away by a solo"))
                    .on_hover_text(t.s(
                        "Ett tillräckligt högt solo spelas i stället; samma giv ges om.",
                        "A high enough solo is played instead; the same dealer deals again.",
                    ))
                    .clicked()
                {
                    self.take_away(editor, true, seating.forehand);
                }
            }
        });
    }

    /// The contract: the search and the table's rows.
    fn contract_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, t: Tr) {
        // Contract: search and the table's rows.
        ui.add_space(4.0);
        ui.strong(t.s("Kontrakt", "Contract"));
        let search_label = t.s("Sök kontrakt", "Find contract");
        // Examples of what to type, from the contracts the table has.
        let examples = match &self.examples {
            Some((language, examples)) if *language == t.0 => examples.clone(),
            _ => {
                let examples =
                    search::examples(&editor.ledger().setup().rules.table, t.0, 3).join(", ");
                self.examples = Some((t.0, examples.clone()));
                examples
            }
        };
        let response = ui.add(
            egui::TextEdit::singleline(&mut self.search)
                .hint_text(format!("{} {examples}", t.s("t.ex.", "e.g.")))
                .desired_width(f32::INFINITY),
        );
        let response = response.accessible_name(search_label);
        if self.focus == Some(Focus::Search) {
            focus_at_end(ui.ctx(), &response, &self.search);
            self.focus = None;
        }
        if response.changed() {
            self.highlighted = 0;
        }
        let matches = self.matches(editor);
        if response.has_focus() {
            ui.input(|i| {
                if i.key_pressed(egui::Key::ArrowDown) {
                    self.highlighted = (self.highlighted + 1).min(matches.len().saturating_sub(1));
                }
                if i.key_pressed(egui::Key::ArrowUp) {
                    self.highlighted = self.highlighted.saturating_sub(1);
                }
            });
        }
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            match matches.get(self.highlighted).or(matches.first()) {
                Some(contract) => {
                    let contract = contract.clone();
                    self.choose_contract(&contract);
                }
                // Nothing to take: the search keeps the keyboard, and the
                // list says why.
                None => response.request_focus(),
            }
        }
        let keyed = response.has_focus()
            && ui.input(|i| {
                i.key_pressed(egui::Key::ArrowDown) || i.key_pressed(egui::Key::ArrowUp)
            });
        let clicked = self.contract_rows_ui(ui, &matches, keyed, t);
        if matches.is_empty() {
            ui.add(
                egui::Label::new(
                    RichText::new(format!(
                        "{} ”{}”. {} {examples}.",
                        t.s("Inget kontrakt passar", "No contract matches"),
                        self.search.trim(),
                        t.s("Skriv om, t.ex.", "Type again, e.g.")
                    ))
                    .color(ui.visuals().error_fg_color),
                )
                .wrap(),
            );
        }
        // Revealed this frame, or not in the list at all: either way done.
        self.reveal_contract = false;
        if let Some(contract) = clicked {
            self.choose_contract(&contract);
        }
    }

    /// The contract rows the search finds; the one clicked. `keyed`: the
    /// highlight was moved by a key (its row is brought into sight).
    fn contract_rows_ui(
        &mut self,
        ui: &mut egui::Ui,
        matches: &[Contract],
        keyed: bool,
        t: Tr,
    ) -> Option<Contract> {
        let language = t.0;
        let mut clicked: Option<Contract> = None;
        // The rows are part of the form and scroll with it (a list
        // scrolling of its own inside the form's could not bring its last
        // rows into sight on a short screen). All of them while the
        // contract is still to choose (nothing is below them yet); once
        // one is chosen, the rows around it that leave the trump and the
        // tricks below in sight (about 300 points), the others behind a
        // button.
        let chosen_at = self
            .draft
            .contract
            .as_deref()
            .and_then(|id| matches.iter().position(|c| c.id == id));
        let shown = if self.draft.contract.is_none() || self.all_contracts {
            0..matches.len()
        } else {
            let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
            let fit = rows_that_fit(ui.available_height() - 300.0, row);
            let start = chosen_at
                .unwrap_or(0)
                .saturating_sub(fit / 2)
                .min(matches.len().saturating_sub(fit));
            start..(start + fit).min(matches.len())
        };
        let hidden = matches.len() - shown.len();
        for (i, contract) in matches.iter().enumerate() {
            if !shown.contains(&i) {
                continue;
            }
            let chosen = Some(i) == chosen_at;
            let mut text = RichText::new(contract.name.get(language));
            let highlighted = i == self.highlighted && !self.search.is_empty();
            if highlighted {
                text = text.underline().strong();
            }
            ui.horizontal(|ui| {
                ui.add_sized(
                    [26.0, 18.0],
                    egui::Label::new(RichText::new(contract.rank.to_string()).weak()),
                );
                // A long name wraps in a narrow form rather than run off
                // its edge.
                let row = ui.add(egui::Button::selectable(chosen, text).wrap());
                if row.clicked() {
                    clicked = Some(contract.clone());
                }
                if chosen && std::mem::take(&mut self.reveal_contract) {
                    row.scroll_to_me(None);
                }
                if highlighted && keyed {
                    row.scroll_to_me(None);
                }
            });
        }
        if hidden > 0
            && ui
                .button(format!(
                    "{} ({hidden} {})",
                    t.s("Visa alla kontrakt", "Show every contract"),
                    t.s("till", "more")
                ))
                .clicked()
        {
            self.all_contracts = true;
        }
        clicked
    }

    /// The contract's objective, the bid, the trump and the omköp.
    fn game_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        contract: &Contract,
        t: Tr,
    ) -> Choices {
        let language = t.0;
        ui.label(
            RichText::new(format!(
                "{} — {}",
                contract.name.get(language),
                objective_words(contract, self.draft.trump, language)
            ))
            .strong(),
        );
        let choices = Choices::of(contract, self.draft.bid, self.draft.trump);

        if choices.bids.len() > 1 {
            ui.horizontal_wrapped(|ui| {
                ui.label(t.s("Bud:", "Bid:"));
                for (bid, text) in [
                    (Bid::Plain, t.s("utan", "plain")),
                    (Bid::Colour, t.s("i färg", "in colour")),
                    (Bid::Preference, t.s("i högsta färg", "in preference")),
                ] {
                    if ui.selectable_label(self.draft.bid == bid, text).clicked() {
                        self.draft.bid = bid;
                        self.draft.settle_choices(contract);
                    }
                }
            });
        }

        let preference = self.draft.preference_suit.unwrap_or(Suit::Hearts);
        if choices.trumps.as_slice() != [Trump::Misar] {
            ui.add_space(4.0);
            ui.strong(t.s("Trumf", "Trump"));
            ui.horizontal_wrapped(|ui| {
                for &trump in &choices.trumps {
                    let job = trump_job(ui, trump, preference, t, true);
                    if ui
                        .selectable_label(self.draft.trump == Some(trump), job)
                        .clicked()
                    {
                        self.choose_trump(editor, trump);
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label(RichText::new(t.s("Högsta färg:", "Preference suit:")).small());
                for suit in [Suit::Hearts, Suit::Diamonds, Suit::Spades, Suit::Clubs] {
                    let text = RichText::new(suit.symbol().to_string())
                        .color(suit_colour(suit, ui.visuals()));
                    if ui
                        .selectable_label(self.draft.preference_suit == Some(suit), text)
                        .clicked()
                    {
                        self.draft.preference_suit =
                            (self.draft.preference_suit != Some(suit)).then_some(suit);
                    }
                }
            });
        }

        match &choices.omkop {
            OmkopChoice::None => {}
            OmkopChoice::SameAsGame => {
                let mut on = self.draft.omkop.is_some();
                if ui.checkbox(&mut on, t.s("Omköp", "Omköp")).changed() {
                    self.draft.omkop = if on {
                        self.draft.trump.or(Some(Trump::Misar))
                    } else {
                        None
                    };
                    self.draft.settle_choices(contract);
                }
            }
            OmkopChoice::Ranks(ranks) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(t.s(
                        "Omköp, första köpets trumf:",
                        "Omköp, first exchange's trump:",
                    ));
                    if ui
                        .selectable_label(self.draft.omkop.is_none(), t.s("inget", "none"))
                        .clicked()
                    {
                        self.draft.omkop = None;
                    }
                    for &rank in ranks {
                        let job = trump_job(ui, rank, preference, t, false);
                        if ui
                            .selectable_label(self.draft.omkop == Some(rank), job)
                            .clicked()
                        {
                            self.draft.omkop = Some(rank);
                        }
                    }
                });
            }
        }
        self.levels_ui(ui, editor, contract, t);
        choices
    }

    /// The levels family (Isbergsvira): the rebuy counter where the
    /// contract has rebuys, and above sea level the second-last bid.
    fn levels_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, contract: &Contract, t: Tr) {
        let table = editor.table();
        let (Scoring::Levels(levels), Payment::Levels(level)) = (&table.scoring, &contract.payment)
        else {
            return;
        };
        if level.rebuy {
            ui.horizontal(|ui| {
                ui.label(t.s("Omköp (betalda):", "Rebuys (paid):"));
                if ui
                    .add_enabled(
                        self.draft.rebuys > 0,
                        egui::Button::new(t.s("− omköp", "− rebuy")),
                    )
                    .on_hover_text(t.s("Ett omköp färre", "One rebuy fewer"))
                    .clicked()
                {
                    self.draft.rebuys = self.draft.rebuys.saturating_sub(1);
                }
                ui.label(RichText::new(self.draft.rebuys.to_string()).strong());
                if ui
                    .button(t.s("+ omköp", "+ rebuy"))
                    .on_hover_text(t.s("Ett omköp till", "One more rebuy"))
                    .clicked()
                {
                    self.draft.rebuys = self.draft.rebuys.saturating_add(1);
                }
            });
        }
        if level.value >= levels.sea_level {
            self.second_last_ui(ui, editor, level.value, t);
        }
    }

    /// The second-last bid of a levels table, found by typing as the
    /// contract is ("s9", "solo 9"), among the bids at or below the
    /// contract's level; the list shows while the search is used.
    fn second_last_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        ceiling: crate::rules::levels::Ratio,
        t: Tr,
    ) {
        let table = editor.table();
        let language = t.0;
        let row_text = |c: &Contract| {
            format!(
                "{} ({})",
                c.name.get(language),
                c.level().map_or(String::new(), |l| l.value.to_string())
            )
        };
        let candidates: Vec<Contract> = search::find(table, &self.second_last_search)
            .into_iter()
            .filter(|c| c.level().is_some_and(|l| l.value <= ceiling))
            .cloned()
            .collect();
        // The hint's example picks what it says: one of the bids offered,
        // typed as the table's search finds it first.
        let in_reach = |c: &Contract| c.level().is_some_and(|l| l.value <= ceiling);
        let key = ceiling.to_string();
        let hint = match &self.second_last_hint {
            Some((l, k, hint)) if *l == language && *k == key => hint.clone(),
            _ => {
                let hint = match search::examples_among(table, language, 1, in_reach).first() {
                    Some(example) => t.f("skriv, t.ex. {}", "type, e.g. {}", &[example.as_str()]),
                    None => t.s("skriv ett bud", "type a bid").to_string(),
                };
                self.second_last_hint = Some((language, key, hint.clone()));
                hint
            }
        };
        ui.add_space(4.0);
        ui.strong(t.s(
            "Näst sista bud (över havsytan)",
            "Second-last bid (above sea level)",
        ));
        let mut chosen: Option<Option<String>> = None;
        let mut searching = !self.second_last_search.is_empty();
        ui.horizontal_wrapped(|ui| {
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.second_last_search)
                        .hint_text(hint)
                        .desired_width(140.0),
                )
                .accessible_name(t.s("Sök näst sista bud", "Find the second-last bid"));
            searching |= response.has_focus();
            if response.lost_focus()
                && ui.input(|i| i.key_pressed(egui::Key::Enter))
                && let Some(first) = candidates.first()
            {
                chosen = Some(Some(first.id.clone()));
            }
            let now = self
                .draft
                .second_last
                .as_deref()
                .and_then(|id| table.contract(id))
                .map_or_else(|| t.s("inget", "none").to_string(), row_text);
            ui.label(RichText::new(format!("= {now}")).strong());
            if self.draft.second_last.is_some()
                && ui
                    .small_button(t.s("inget", "none"))
                    .on_hover_text(t.s("Inget näst sista bud", "No second-last bid"))
                    .clicked()
            {
                chosen = Some(None);
            }
        });
        if searching {
            egui::ScrollArea::vertical()
                .id_salt("second_last")
                .max_height(140.0)
                .show(ui, |ui| {
                    for other in &candidates {
                        let on = self.draft.second_last.as_deref() == Some(other.id.as_str());
                        if ui.selectable_label(on, row_text(other)).clicked() {
                            chosen = Some(Some(other.id.clone()));
                        }
                    }
                    if candidates.is_empty() {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            t.s(
                                "Inget bud på eller under kontraktets nivå passar.",
                                "No bid at or below the contract's level matches.",
                            ),
                        );
                    }
                });
        }
        if let Some(second_last) = chosen {
            self.draft.second_last = second_last;
            self.second_last_search.clear();
        }
    }

    /// The tricks, the passers and the note.
    fn result_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        (contract, choices): (&Contract, &Choices),
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        let language = t.0;
        // The result.
        ui.add_space(4.0);
        ui.strong(format!(
            "{} ({})",
            t.s("Resultat", "Result"),
            objective_words(contract, self.draft.trump, language)
        ));
        let max = max_tricks(contract, self.draft.trump);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            for n in 0..=max {
                let chosen = self.draft.result == Some(HandResult::Tricks(n));
                if ui
                    .add(
                        egui::Button::selectable(chosen, n.to_string())
                            .min_size(egui::vec2(30.0, 26.0)),
                    )
                    .on_hover_text(format!("{n} {}", t.s("stick", "tricks")))
                    .clicked()
                {
                    self.draft.result = Some(HandResult::Tricks(n));
                    self.tricks_text = n.to_string();
                }
            }
        });
        // Folding comes at its own stage of a curriculum, and some contracts
        // (a levels table's solos) may not be folded: there, no button (the
        // `l` key still says why it is refused).
        let may_fold = self.may_fold(editor);
        if may_fold {
            ui.horizontal(|ui| {
                let cost = self
                    .surrender_cost(editor)
                    .map(|c| {
                        format!(
                            " ({} {})",
                            t.s("kostar", "costs"),
                            crate::report::amount::cost(editor.ledger().setup().rules.unit(), c, t)
                        )
                    })
                    .unwrap_or_default();
                let surrendered = self.draft.result == Some(HandResult::Surrendered);
                if ui
                    .selectable_label(
                        surrendered,
                        format!("{}{cost}", t.s("Lagd", "Surrendered (lagd)")),
                    )
                    .clicked()
                {
                    self.draft.result = Some(HandResult::Surrendered);
                    self.tricks_text = laid_word(t).into();
                }
            });
        }
        ui.horizontal(|ui| {
            let label = ui.label(t.s("Stick:", "Tricks:"));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.tricks_text)
                        .desired_width(70.0)
                        .hint_text(format!("0–{max}")),
                )
                .labelled_by(label.id);
            self.tricks_field = Some(response.id);
            match self.focus {
                Some(Focus::Tricks) => {
                    focus_at_end(ui.ctx(), &response, &self.tricks_text);
                    self.focus = None;
                }
                Some(Focus::TricksAfresh) => {
                    focus_selected(ui.ctx(), &response, &self.tricks_text);
                    self.focus = None;
                }
                Some(Focus::Search) | None => {}
            }
            if response.changed() {
                self.set_tricks_text(editor, t);
            }
            if response.lost_focus()
                && ui.input(|i| i.key_pressed(egui::Key::Enter))
                && self.draft.missing().is_none()
            {
                commands.push(HandFormCommand::Record.into());
            }
        });
        // Below the field, wrapped: a line beside it widened the form for
        // good (a resizable panel keeps the width its content took).
        if let Some(why) = self.tricks_problem(max, t) {
            ui.add(egui::Label::new(RichText::new(why).color(ui.visuals().error_fg_color)).wrap());
        }
        let seats = self.seating(editor).active.len();
        ui.add(
            egui::Label::new(
                RichText::new(keys_hint(choices, may_fold, seats, t))
                    .small()
                    .weak(),
            )
            .wrap(),
        );

        if self.passers_ui(ui, editor, choices, t) && self.draft.missing().is_none() {
            commands.push(HandFormCommand::Record.into());
        }
    }

    /// The passers who broke the passing rule, and the note. Enter in the
    /// note records the hand, as it does everywhere else in the form
    /// (`true`).
    fn passers_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        choices: &Choices,
        t: Tr,
    ) -> bool {
        let seating = self.seating(editor);
        let players = editor.evening().players.clone();
        if choices.pass_penalty
            && let Some(declarer) = self.draft.declarer.clone()
        {
            ui.add_space(4.0);
            ui.strong(t.s("Passade utan låga skydd", "Passed without low guards"));
            ui.horizontal_wrapped(|ui| {
                for &seat in &seating.active {
                    let Some(name) = players.get(seat).cloned() else {
                        continue;
                    };
                    if name == declarer {
                        continue;
                    }
                    let mut on = self.draft.gok_penalty.contains(&name);
                    if ui.checkbox(&mut on, &name).changed() {
                        if on {
                            self.draft.gok_penalty.push(name);
                        } else {
                            self.draft.gok_penalty.retain(|p| p != &name);
                        }
                    }
                }
            });
        }

        ui.horizontal(|ui| {
            let label = ui.label(t.s("Anteckning:", "Note:"));
            // Never wider than the form (at a large zoom less than its
            // usual 80 points are left beside the word).
            let width = ui.available_width().min(260.0);
            let note = ui
                .add(egui::TextEdit::singleline(&mut self.draft.note).desired_width(width))
                .labelled_by(label.id);
            note.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
        })
        .inner
    }

    /// The hand's chip moves in words, on a chip evening.
    fn chip_preview_ui(
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
            ui.label(RichText::new(t.s("Med marker:", "In chips:")).strong());
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
                super::chips::chip_error_ui(ui, &error, t);
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
    fn next_step(&self, editor: &EveningEditor, t: Tr) -> String {
        match self.draft.missing() {
            Some(Missing::Declarer) => t
                .s("Välj spelförare (1–3).", "Choose the declarer (1–3).")
                .into(),
            Some(Missing::Contract) => t
                .s(
                    "Välj kontrakt: skriv och tryck Enter, eller klicka.",
                    "Choose the contract: type and press Enter, or click.",
                )
                .into(),
            Some(Missing::Trump) => match self.contract(editor) {
                Some(contract) => {
                    let choices = Choices::of(contract, self.draft.bid, self.draft.trump);
                    format!(
                        "{} {}.",
                        t.s("Välj trumf:", "Choose the trump:"),
                        trump_keys(&choices, t)
                    )
                }
                None => t.s("Välj trumf.", "Choose the trump.").into(),
            },
            _ if self.may_fold(editor) => t
                .s(
                    "Skriv antal stick, eller l för lagd.",
                    "Enter the tricks, or l to surrender (lagd).",
                )
                .into(),
            _ => t.s("Skriv antal stick.", "Enter the tricks.").into(),
        }
    }

    fn preview_ui(
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
                            egui::Label::new(t.s(
                                "Båda saknade läggarder: ingen betalar (husregel).",
                                "Both lacked low guards: nobody pays (house rule).",
                            ))
                            .wrap(),
                        );
                    }
                }
            }
        });
        self.record_buttons_ui(ui, preview.as_ref(), t, commands);
    }

    /// The verdict with its tricks, and the buttons: record (or save the
    /// correction), cancel or delete a correction, clear.
    fn record_buttons_ui(
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
                t.s("Spara rättelsen (Enter)", "Save the correction (Enter)")
            } else {
                t.s("Registrera (Enter)", "Record (Enter)")
            };
            if ui
                .add_enabled(ready, egui::Button::new(RichText::new(text).strong()))
                .clicked()
            {
                commands.push(HandFormCommand::Record.into());
            }
            if let Some(index) = self.editing {
                if ui.button(t.s("Avbryt", "Cancel")).clicked() {
                    commands.push(HandFormCommand::Cancel.into());
                }
                if ui
                    .button(t.f(
                        "Ta bort giv {}",
                        "Delete hand {}",
                        &[&(index + 1).to_string()],
                    ))
                    .clicked()
                {
                    commands.push(HandFormCommand::Delete(index).into());
                }
            } else if self.draft != HandDraft::default()
                && ui.button(t.s("Rensa", "Clear")).clicked()
            {
                commands.push(HandFormCommand::Cancel.into());
            }
        });
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

fn keys_hint(choices: &Choices, may_fold: bool, seats: usize, t: Tr) -> String {
    let mut keys = vec![t.s("siffror", "digits").to_string()];
    if may_fold {
        keys.push(t.s("l = lagd", "l = lagd").into());
    }
    if choices.bids.len() > 1 {
        keys.push(t.s("b bud", "b bid").into());
    }
    if !matches!(choices.omkop, OmkopChoice::None) {
        keys.push(t.s("k omköp", "k omköp").into());
    }
    if choices.pass_penalty {
        keys.push(format!(
            "{}+1–{} {}",
            t.s("Skift", "Shift"),
            seats.min(3),
            t.s("passare", "passers")
        ));
    }
    keys.push(t.s("Enter registrerar", "Enter records").into());
    keys.join(", ")
}

/// The trump keys the contract allows, for the line above the button:
/// "h högsta färg, f färg, o ofärg".
fn trump_keys(choices: &Choices, t: Tr) -> String {
    choices
        .trumps
        .iter()
        .map(|&trump| {
            let key = trump_key(trump, t);
            format!("{key} {}", trump_word(trump, t.0))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The key of a trump rank: the Swedish letters in Swedish (`h` `f` `o`),
/// the English ones in the other languages (`p` `s` `c`; a Japanese
/// screen named them プ/セ/他, which no key types without an input
/// method). Both work in every language ([`HandForm::choice_keys`]).
fn trump_key(trump: Trump, t: Tr) -> &'static str {
    let swedish = t.0 == crate::rules::table::Language::Swedish;
    match trump {
        Trump::Preference if swedish => "h",
        Trump::Second if swedish => "f",
        Trump::Common if swedish => "o",
        Trump::Preference => "p",
        Trump::Second => "s",
        Trump::Common => "c",
        Trump::Misar => "m",
    }
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

/// Takes Shift and a digit key out of the input: `true` when it was
/// pressed. The key is the key on the keyboard, whatever its layout
/// makes of it: on most layouts Shift+1 is the key `!` (its digit only the
/// physical key), Shift+2 `@` or `"`, Shift+3 `#`.
fn consume_shifted_digit(ctx: &egui::Context, digit: egui::Key) -> bool {
    ctx.input_mut(|i| {
        let mut pressed = false;
        i.events.retain(|event| match event {
            egui::Event::Key {
                key,
                physical_key,
                pressed: down,
                modifiers,
                ..
            } if modifiers.shift
                && !modifiers.alt
                && !modifiers.command
                && (*key == digit || *physical_key == Some(digit)) =>
            {
                pressed |= *down;
                false
            }
            _ => true,
        });
        pressed
    })
}

/// Takes the text typed this frame out of the input, so no field types it
/// too; returns it.
fn take_text(ctx: &egui::Context) -> String {
    ctx.input_mut(|i| {
        let mut typed = String::new();
        i.events.retain(|event| match event {
            egui::Event::Text(text) => {
                typed.push_str(text);
                false
            }
            _ => true,
        });
        typed
    })
}

/// Gives a text field the keyboard with its text selected, so what is
/// typed next replaces it.
fn focus_selected(ctx: &egui::Context, response: &egui::Response, text: &str) {
    response.request_focus();
    let mut state = egui::TextEdit::load_state(ctx, response.id).unwrap_or_default();
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::select_all_str(text)));
    egui::TextEdit::store_state(ctx, response.id, state);
}

/// Gives a text field the keyboard with the cursor after its text, so what
/// is typed next follows what the form put there.
fn focus_at_end(ctx: &egui::Context, response: &egui::Response, text: &str) {
    response.request_focus();
    let mut state = egui::TextEdit::load_state(ctx, response.id).unwrap_or_default();
    let end = egui::text::CCursor::new(text.chars().count());
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::one(end)));
    egui::TextEdit::store_state(ctx, response.id, state);
}
