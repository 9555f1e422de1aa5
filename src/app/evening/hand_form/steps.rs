//! The hand form's steps, top to bottom: who declares (and a forced
//! deal), the contract, the game (trump, omköp, the levels of
//! Isbergsvira, the second-last bid), the result and the passers.

use crate::i18n::Text;

#[allow(clippy::wildcard_imports)]
use super::*;

impl HandForm {
    /// The hand's number, its dealer, and the declarer.
    pub(super) fn who_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, t: Tr) {
        let seating = self.seating(editor);
        let players = editor.evening().players.clone();
        let hands = editor.evening().hands.len();
        match self.editing {
            Some(index) => ui.heading(t.f(Text::CorrectingHand, &[&(index + 1).to_string()])),
            None => ui.heading(t.f(Text::Hand, &[&(hands + 1).to_string()])),
        };
        if self.parked.is_some() {
            ui.label(
                RichText::new(t.f(
                    Text::HandBeingEnteredWaitsItComesBack,
                    &[&(hands + 1).to_string()],
                ))
                .color(ui.visuals().warn_fg_color),
            );
        }
        self.dealer_ui(ui, editor, &seating, t);

        // Declarer: the active players, forehand first.
        ui.add_space(4.0);
        ui.strong(t.s(Text::Declarer));
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
                    None => format!("{} {}", t.s(words::KEY), k + 1),
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
                ui.label(RichText::new(t.s(words::CHANGE_DECLARER)).small().weak());
            }
        });
        self.forced_ui(ui, editor, &seating, t);
    }

    /// A forced deal: what it is, and the one action that lets a solo take
    /// it away (or takes that back).
    pub(super) fn forced_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        seating: &Deal,
        t: Tr,
    ) {
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
                        t.s(Text::TheForced),
                        t.s(Text::GameIsTakenAwayChooseTheSolo)
                    ))
                    .color(ui.visuals().warn_fg_color),
                );
                if ui.button(t.s(Text::TakeTheTakeAwayBack)).clicked() {
                    self.take_away(editor, false, seating.forehand);
                }
            } else {
                ui.label(
                    RichText::new(format!(
                        "{}: {name}, {forehand} {}",
                        t.s(Text::ForcedDeal),
                        t.s(Text::ForehandPlays)
                    ))
                    .strong(),
                );
                if ui
                    .button(t.s(Text::TakenAwayByASolo))
                    .on_hover_text(t.s(Text::AHighEnoughSoloIsPlayedInstead))
                    .clicked()
                {
                    self.take_away(editor, true, seating.forehand);
                }
            }
        });
    }

    /// The contract: the search and the table's rows.
    pub(super) fn contract_ui(&mut self, ui: &mut egui::Ui, editor: &EveningEditor, t: Tr) {
        // Contract: search and the table's rows.
        ui.add_space(4.0);
        ui.strong(t.s(Text::Contract));
        let search_label = t.s(Text::FindContract);
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
                .hint_text(format!("{} {examples}", t.s(Text::EG)))
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
                        t.s(Text::NoContractMatches),
                        self.search.trim(),
                        t.s(Text::TypeAgainEG)
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
    pub(super) fn contract_rows_ui(
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
                // The row's number as it is typed to find it, `#11`: a
                // bare `11` is the number in a name (Solo 11), never the
                // row, so the list never shows a key that means another.
                ui.add_sized(
                    [34.0, 18.0],
                    egui::Label::new(RichText::new(format!("#{}", contract.rank)).weak()),
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
                    t.s(Text::ShowEveryContract),
                    t.s(Text::More)
                ))
                .clicked()
        {
            self.all_contracts = true;
        }
        clicked
    }

    /// The contract's objective, the bid, the trump and the omköp.
    pub(super) fn game_ui(
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
                ui.label(t.s(Text::Bid));
                for (bid, text) in [
                    (Bid::Plain, t.s(Text::Plain)),
                    (Bid::Colour, t.s(Text::InColourLower)),
                    (Bid::Preference, t.s(Text::InPreferenceLower)),
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
            ui.strong(t.s(Text::Trump));
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
                ui.label(RichText::new(t.s(Text::PreferenceSuit)).small());
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
                if ui.checkbox(&mut on, t.s(Text::Omkop)).changed() {
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
                    ui.label(t.s(Text::OmkopFirstExchangesTrump));
                    if ui
                        .selectable_label(self.draft.omkop.is_none(), t.s(Text::NoneLower))
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
    pub(super) fn levels_ui(
        &mut self,
        ui: &mut egui::Ui,
        editor: &EveningEditor,
        contract: &Contract,
        t: Tr,
    ) {
        let table = editor.table();
        let (Scoring::Levels(levels), Payment::Levels(level)) = (&table.scoring, &contract.payment)
        else {
            return;
        };
        if level.rebuy {
            ui.horizontal(|ui| {
                ui.label(t.s(Text::RebuysPaid));
                if ui
                    .add_enabled(
                        self.draft.rebuys > 0,
                        egui::Button::new(t.s(Text::RebuySvOmkop)),
                    )
                    .on_hover_text(t.s(Text::OneRebuyFewer))
                    .clicked()
                {
                    self.draft.rebuys = self.draft.rebuys.saturating_sub(1);
                }
                ui.label(RichText::new(self.draft.rebuys.to_string()).strong());
                if ui
                    .button(t.s(Text::Rebuy))
                    .on_hover_text(t.s(Text::OneMoreRebuy))
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
    pub(super) fn second_last_ui(
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
                    Some(example) => t.f(Text::TypeEG, &[example.as_str()]),
                    None => t.s(Text::TypeABid).to_string(),
                };
                self.second_last_hint = Some((language, key, hint.clone()));
                hint
            }
        };
        ui.add_space(4.0);
        ui.strong(t.s(Text::SecondLastBidAboveSeaLevel));
        let mut chosen: Option<Option<String>> = None;
        let mut searching = !self.second_last_search.is_empty();
        ui.horizontal_wrapped(|ui| {
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.second_last_search)
                        .hint_text(hint)
                        .desired_width(140.0),
                )
                .accessible_name(t.s(Text::FindTheSecondLastBid));
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
                .map_or_else(|| t.s(Text::NoneLower).to_string(), row_text);
            ui.label(RichText::new(format!("= {now}")).strong());
            if self.draft.second_last.is_some()
                && ui
                    .small_button(t.s(Text::NoneLower))
                    .on_hover_text(t.s(Text::NoSecondLastBid))
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
                            t.s(Text::NoBidAtOrBelowTheContracts),
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
    pub(super) fn result_ui(
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
            t.s(Text::Result),
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
                    .on_hover_text(format!("{n} {}", t.s(Text::TricksLower)))
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
                            t.s(Text::Costs),
                            crate::report::amount::cost(editor.ledger().setup().rules.unit(), c, t)
                        )
                    })
                    .unwrap_or_default();
                let surrendered = self.draft.result == Some(HandResult::Surrendered);
                if ui
                    .selectable_label(surrendered, format!("{}{cost}", t.s(Text::SurrenderedLagd)))
                    .clicked()
                {
                    self.draft.result = Some(HandResult::Surrendered);
                    self.tricks_text = laid_word(t).into();
                }
            });
        }
        ui.horizontal(|ui| {
            let label = ui.label(t.s(Text::Tricks));
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
    pub(super) fn passers_ui(
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
            ui.strong(t.s(Text::PassedWithoutLowGuards));
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
            let label = ui.label(t.s(Text::Note));
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
}
