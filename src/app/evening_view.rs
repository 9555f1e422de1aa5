//! The evening: the table with the seating and the pulla, everyone's
//! balance, the hand form with its preview, the protocol, the chart and the
//! betdelning. Every number shown comes from the ledger.

use std::path::PathBuf;

use egui::text::LayoutJob;
use egui::{Color32, FontId, RichText, Sense, TextFormat};

use crate::disk::atomic::{EveningLock, StorageError};
use crate::ledger::editor::{Edit, EveningEditor};
use crate::ledger::entry::{Choices, HandDraft, Missing, OmkopChoice, max_tricks, objective_words};
use crate::ledger::evening::{Bid, HandResult, Suit, Trump};
use crate::ledger::{Deal, HandSettlement, Settlement};
use crate::report::describe::describe;
use crate::report::{
    ProtocolRow, RowKind, format_bp, format_bp_unsigned, format_money, payment_amount,
    protocol_rows, trump_word,
};
use crate::rules::search;
use crate::rules::table::{Contract, Language, OddPinnar};

use super::i18n::local_money;
use super::style::{player_colour, suit_colour};
use super::{Command, Tr};

/// The two views of an evening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The table: seating, pulla, balances, hand form, protocol, chart.
    Table,
    /// The betdelning: the pulla divided and who pays whom.
    Betdelning,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lower {
    Protocol,
    Chart,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Focus {
    Search,
    Tricks,
}

/// What is derived from the ledger once per change (not every frame).
struct Derived {
    revision: u64,
    language: Language,
    rows: Vec<ProtocolRow>,
    settlement: Settlement,
    /// Each player's balance in betar after the opening and each hand.
    series: Vec<Vec<[f64; 2]>>,
}

/// An open evening.
pub struct EveningScreen {
    /// The evening file.
    pub path: PathBuf,
    _lock: Option<EveningLock>,
    /// The evening and its ledger with undo history.
    pub editor: EveningEditor,
    /// A closed evening, shown but not changed.
    pub read_only: bool,
    /// The hand being entered.
    pub draft: HandDraft,
    /// The hand being corrected (0-based), if any.
    pub editing: Option<usize>,
    /// The contract search text.
    pub search: String,
    highlighted: usize,
    /// The tricks field's text.
    pub tricks_text: String,
    /// Table or betdelning.
    pub view: View,
    lower: Lower,
    revision: u64,
    derived: Option<Derived>,
    focus: Option<Focus>,
    confirm_close: bool,
    /// The last save failed with this.
    pub unsaved: Option<String>,
}

impl EveningScreen {
    /// Opens an evening (the lock is held for as long as the screen lives).
    pub fn new(
        path: PathBuf,
        lock: Option<EveningLock>,
        editor: EveningEditor,
        read_only: bool,
    ) -> EveningScreen {
        EveningScreen {
            path,
            _lock: lock,
            editor,
            read_only,
            draft: HandDraft::default(),
            editing: None,
            search: String::new(),
            highlighted: 0,
            tricks_text: String::new(),
            view: View::Table,
            lower: Lower::Protocol,
            revision: 0,
            derived: None,
            focus: None,
            confirm_close: false,
            unsaved: None,
        }
    }

    /// Saves the evening file (atomically).
    pub fn save(&mut self) -> Result<(), StorageError> {
        let result = super::save(&self.path, self.editor.evening());
        self.unsaved = result.as_ref().err().map(ToString::to_string);
        result
    }

    fn clear_draft(&mut self) {
        self.draft = HandDraft::default();
        self.editing = None;
        self.search.clear();
        self.tricks_text.clear();
        self.highlighted = 0;
        self.focus = None;
    }

    /// Applies a command that changes this evening or its form. `Ok(true)`
    /// when the evening changed (and must be saved).
    pub fn apply(&mut self, command: Command, t: Tr) -> Result<bool, String> {
        let changing = matches!(
            command,
            Command::Record
                | Command::DeleteHand(_)
                | Command::Undo
                | Command::Redo
                | Command::SetOddPinnar(_)
        );
        if changing && self.read_only {
            return Err(t
                .s(
                    "Kvällen är avslutad. Öppna den för rättelse först.",
                    "The evening is closed. Reopen it for a correction first.",
                )
                .into());
        }
        let changed = match command {
            Command::Record => {
                let Some(hand) = self.draft.to_hand() else {
                    return Err(t
                        .s("Given är inte färdig.", "The hand is not complete.")
                        .into());
                };
                let edit = match self.editing {
                    Some(index) => Edit::Replace(index, hand),
                    None => Edit::Push(hand),
                };
                super::edit_result(&mut self.editor, edit, t)?;
                self.clear_draft();
                true
            }
            Command::EditHand(index) => {
                if let Some(hand) = self.editor.evening().hands.get(index) {
                    self.draft = HandDraft::from_hand(hand);
                    self.editing = Some(index);
                    self.search.clear();
                    self.tricks_text = match hand.result {
                        HandResult::Tricks(n) => n.to_string(),
                        HandResult::Surrendered => String::new(),
                    };
                    self.view = View::Table;
                }
                false
            }
            Command::CancelEdit => {
                self.clear_draft();
                false
            }
            Command::DeleteHand(index) => {
                super::edit_result(&mut self.editor, Edit::Remove(index), t)?;
                self.clear_draft();
                true
            }
            Command::Undo => {
                let done = self.editor.undo();
                if done {
                    self.clear_draft();
                }
                done
            }
            Command::Redo => {
                let done = self.editor.redo();
                if done {
                    self.clear_draft();
                }
                done
            }
            Command::SetOddPinnar(odd) => {
                super::edit_result(&mut self.editor, Edit::OddPinnar(odd), t)?
            }
            Command::ShowView(view) => {
                self.view = view;
                false
            }
            _ => false,
        };
        if changed {
            self.revision += 1;
        }
        Ok(changed)
    }

    fn derived(&mut self, language: Language) -> &Derived {
        let fresh = self
            .derived
            .as_ref()
            .is_some_and(|d| d.revision == self.revision && d.language == language);
        if !fresh {
            let settlement = self.editor.settlement();
            let rules = &self.editor.ledger().setup().rules;
            let rows = protocol_rows(self.editor.evening(), rules, &settlement, language);
            let bet = rules.pinnar_per_bet() as f64;
            let players = settlement.players.len();
            let series = (0..players)
                .map(|seat| {
                    std::iter::once([0.0, settlement.opening.balances[seat] as f64 / bet])
                        .chain(
                            settlement
                                .hands
                                .iter()
                                .map(|h| [h.number as f64, h.balances[seat] as f64 / bet]),
                        )
                        .collect()
                })
                .collect();
            self.derived = Some(Derived {
                revision: self.revision,
                language,
                rows,
                settlement,
                series,
            });
        }
        self.derived.as_ref().expect("just derived")
    }

    /// The undo/redo and view buttons of the top bar.
    pub fn top_bar_ui(&self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        ui.separator();
        if !self.read_only {
            if ui
                .add_enabled(
                    self.editor.can_undo(),
                    egui::Button::new(t.s("↶ Ångra", "↶ Undo")),
                )
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                commands.push(Command::Undo);
            }
            if ui
                .add_enabled(
                    self.editor.can_redo(),
                    egui::Button::new(t.s("↷ Gör om", "↷ Redo")),
                )
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                commands.push(Command::Redo);
            }
            ui.separator();
        }
        let table = ui.selectable_label(self.view == View::Table, t.s("Bordet", "The table"));
        if table.clicked() {
            commands.push(Command::ShowView(View::Table));
        }
        if ui
            .selectable_label(self.view == View::Betdelning, "Betdelning")
            .clicked()
        {
            commands.push(Command::ShowView(View::Betdelning));
        }
        ui.separator();
        super::print_button(ui, &self.path, false, t, commands);
        if self.read_only {
            ui.label(RichText::new(t.s("Arkiv: endast läsning", "Archive: read only")).weak());
        }
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        self.history_keys(ui.ctx(), commands);
        if let Some(problem) = &self.unsaved {
            egui::Panel::bottom("unsaved").show(ui, |ui| {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("{} {problem}", t.s("Inte sparad:", "Not saved:")),
                );
            });
        }
        match self.view {
            View::Betdelning => {
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("betdelning")
                        .show(ui, |ui| self.betdelning_ui(ui, t, commands));
                });
            }
            View::Table => {
                if !self.read_only {
                    self.keys(ui.ctx(), t, commands);
                    egui::Panel::left("hand_entry")
                        .resizable(true)
                        .default_size(420.0)
                        .min_size(340.0)
                        .show(ui, |ui| {
                            egui::Panel::bottom("hand_preview")
                                .show(ui, |ui| self.preview_ui(ui, t, commands));
                            egui::CentralPanel::default_margins().show(ui, |ui| {
                                egui::ScrollArea::vertical()
                                    .id_salt("entry_scroll")
                                    .show(ui, |ui| self.entry_ui(ui, t, commands));
                            });
                        });
                }
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| self.seating_ui(ui, t));
                        ui.vertical(|ui| self.balances_ui(ui, t));
                    });
                    ui.separator();
                    ui.horizontal(|ui| {
                        ui.selectable_value(
                            &mut self.lower,
                            Lower::Protocol,
                            t.s("Protokoll", "Protocol"),
                        );
                        ui.selectable_value(&mut self.lower, Lower::Chart, t.s("Diagram", "Chart"));
                    });
                    match self.lower {
                        Lower::Protocol => self.protocol_ui(ui, t, commands),
                        Lower::Chart => self.chart_ui(ui, t),
                    }
                });
            }
        }
        if self.confirm_close {
            let modal = egui::Modal::new(egui::Id::unique("confirm_close")).show(ui.ctx(), |ui| {
                ui.heading(t.s("Avsluta kvällen?", "Close the evening?"));
                ui.label(t.s(
                    "Kvällen flyttas till arkivet. Den kan öppnas igen för rättelse.",
                    "The evening moves to the archive. It can be reopened for a correction.",
                ));
                ui.horizontal(|ui| {
                    if ui.button(t.s("Ja, avsluta", "Yes, close it")).clicked() {
                        commands.push(Command::CloseEvening);
                        self.confirm_close = false;
                    }
                    if ui.button(t.s("Nej", "No")).clicked() {
                        self.confirm_close = false;
                    }
                });
            });
            if modal.should_close() {
                self.confirm_close = false;
            }
        }
    }

    /// The seating of the hand being entered (or corrected).
    fn deal(&self) -> Deal {
        let index = self.editing.unwrap_or(self.editor.evening().hands.len());
        match &self.draft.dealer {
            Some(name) => {
                let players = &self.editor.evening().players;
                let dealer = players.iter().position(|p| p == name).unwrap_or(0);
                Deal::new(players.len(), dealer)
            }
            None => self.editor.ledger().deal_of(index),
        }
    }

    fn colour(&self, seat: usize) -> Color32 {
        player_colour(&self.editor.evening().colours, seat)
    }

    fn pinnar_per_bet(&self) -> i64 {
        self.editor.ledger().setup().rules.pinnar_per_bet()
    }

    /// A player's colour as text on `background`, readable (WCAG AA).
    fn text_colour(&self, seat: usize, background: Color32) -> Color32 {
        super::style::player_text(&self.editor.evening().colours, seat, background)
    }

    fn money(&self, pinnar: i64, t: Tr) -> Option<String> {
        let rules = &self.editor.ledger().setup().rules;
        rules
            .money_ore(pinnar)
            .map(|ore| local_money(format_money(ore, &rules.currency), t))
    }

    fn role(deal: &Deal, seat: usize, t: Tr) -> &'static str {
        if deal.sitting_out.contains(&seat) {
            t.s("sitter över", "sits out")
        } else if deal.dealer == seat {
            t.s("giver", "dealer")
        } else if deal.forehand == seat {
            t.s("förhand", "forehand")
        } else if deal.middlehand == seat {
            t.s("mellanhand", "middlehand")
        } else {
            ""
        }
    }

    fn seating_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        let seating = self.deal();
        let (_, pulla) = self.editor.ledger().current();
        let players = self.editor.evening().players.clone();
        let bet = self.pinnar_per_bet();
        let size = egui::vec2(ui.available_width().clamp(300.0, 440.0), 250.0);
        let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
        let painter = ui.painter_at(rect);
        let felt = super::style::felt(ui.visuals().dark_mode);
        let table_rect = rect.shrink2(egui::vec2(70.0, 38.0));
        painter.rect_filled(table_rect, table_rect.height() / 2.0, felt);
        let centre = table_rect.center();
        let ink = super::style::INK;
        painter.text(
            centre - egui::vec2(0.0, 22.0),
            egui::Align2::CENTER_CENTER,
            t.s("PULLAN", "THE PULLA"),
            FontId::proportional(14.0),
            ink,
        );
        painter.text(
            centre + egui::vec2(0.0, 8.0),
            egui::Align2::CENTER_CENTER,
            format_bp_unsigned(pulla, bet),
            FontId::proportional(38.0),
            ink,
        );
        if let Some(money) = self.money(pulla, t) {
            painter.text(
                centre + egui::vec2(0.0, 40.0),
                egui::Align2::CENTER_CENTER,
                money,
                FontId::proportional(15.0),
                ink,
            );
        }
        let n = players.len();
        let (rx, ry) = (rect.width() / 2.0 - 62.0, rect.height() / 2.0 - 22.0);
        let background = ui.visuals().panel_fill;
        for (seat, name) in players.iter().enumerate() {
            // Seat 0 at the bottom, the others clockwise.
            let angle =
                std::f32::consts::FRAC_PI_2 + seat as f32 * std::f32::consts::TAU / n as f32;
            let pos = rect.center() + egui::vec2(rx * angle.cos(), ry * angle.sin());
            let out = seating.sitting_out.contains(&seat);
            let colour = if out {
                ui.visuals().weak_text_color()
            } else {
                self.text_colour(seat, background)
            };
            let galley = painter.layout_no_wrap(name.clone(), FontId::proportional(20.0), colour);
            let role = Self::role(&seating, seat, t);
            let role_galley = painter.layout_no_wrap(
                role.to_string(),
                FontId::proportional(13.0),
                ui.visuals().text_color(),
            );
            let width = galley.size().x.max(role_galley.size().x) + 12.0;
            let height = galley.size().y + role_galley.size().y + 6.0;
            let badge = egui::Rect::from_center_size(pos, egui::vec2(width, height));
            painter.rect_filled(badge, 6.0, background);
            if seating.dealer == seat {
                painter.rect_stroke(
                    badge,
                    6.0,
                    egui::Stroke::new(2.0, colour),
                    egui::StrokeKind::Outside,
                );
            }
            painter.galley(
                egui::pos2(pos.x - galley.size().x / 2.0, badge.top() + 3.0),
                galley.clone(),
                colour,
            );
            painter.galley(
                egui::pos2(
                    pos.x - role_galley.size().x / 2.0,
                    badge.top() + 3.0 + galley.size().y,
                ),
                role_galley,
                ui.visuals().text_color(),
            );
        }
        // The seating in words too (for screen readers, and in case colours
        // are hard to tell apart).
        let order = [seating.forehand, seating.middlehand, seating.dealer]
            .into_iter()
            .chain(seating.sitting_out.iter().copied());
        let words: Vec<String> = order
            .map(|seat| format!("{} {}", players[seat], Self::role(&seating, seat, t)))
            .collect();
        ui.label(
            RichText::new(format!(
                "{} {}. {}",
                t.s("Pullan:", "The pulla:"),
                format_bp_unsigned(pulla, bet),
                words.join(", ")
            ))
            .small()
            .weak(),
        );
    }

    fn balances_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        let (balances, pulla) = self.editor.ledger().current();
        let balances = balances.to_vec();
        let bet = self.pinnar_per_bet();
        let players = self.editor.evening().players.clone();
        let _ = pulla;
        egui::Grid::new("balances")
            .num_columns(3)
            .spacing([18.0, 4.0])
            .show(ui, |ui| {
                for (seat, name) in players.iter().enumerate() {
                    let colour = self.colour(seat);
                    ui.label(RichText::new(name).size(24.0).color(colour).strong());
                    let balance = format_bp(balances[seat], bet);
                    ui.label(RichText::new(&balance).size(32.0).color(colour).strong())
                        .accessible_name(format!("{name}: {balance}"));
                    ui.label(
                        RichText::new(self.money(balances[seat], t).unwrap_or_default()).size(20.0),
                    );
                    ui.end_row();
                }
            });
    }

    fn contract(&self) -> Option<&Contract> {
        let id = self.draft.contract.as_deref()?;
        self.editor.ledger().setup().rules.table.contract(id)
    }

    /// The hand being entered settled against the state before it.
    fn preview(&self, t: Tr) -> Option<Result<HandSettlement, String>> {
        let hand = self.draft.to_hand()?;
        let index = self.editing.unwrap_or(self.editor.evening().hands.len());
        Some(
            self.editor
                .ledger()
                .preview(index, &hand)
                .map_err(|e| crate::report::words::hand_problem(&e.problem, t.0)),
        )
    }

    /// What surrendering costs the declarer, in pinnar.
    fn surrender_cost(&self) -> Option<i64> {
        let mut draft = self.draft.clone();
        draft.result = Some(HandResult::Surrendered);
        let hand = draft.to_hand()?;
        let index = self.editing.unwrap_or(self.editor.evening().hands.len());
        let ledger = self.editor.ledger();
        let settled = ledger.preview(index, &hand).ok()?;
        let before = match index.checked_sub(1) {
            Some(i) => ledger.settled_hands()[i].balances[settled.declarer],
            None => ledger.opening().balances[settled.declarer],
        };
        // Refills are not a cost of the hand.
        let refills: i64 = settled
            .postings
            .iter()
            .filter(|p| {
                p.reason == crate::ledger::Reason::Refill
                    && p.from == crate::ledger::Account::Player(settled.declarer)
            })
            .map(|p| p.amount)
            .sum();
        Some(before - settled.balances[settled.declarer] - refills)
    }

    fn matches(&self) -> Vec<Contract> {
        let table = &self.editor.ledger().setup().rules.table;
        search::find(table, &self.search)
            .into_iter()
            .cloned()
            .collect()
    }

    fn choose_contract(&mut self, contract: &Contract) {
        self.draft.choose_contract(contract);
        self.tricks_text = match self.draft.result {
            Some(HandResult::Tricks(n)) => n.to_string(),
            _ => String::new(),
        };
        self.focus = if self.draft.trump.is_some() {
            Some(Focus::Tricks)
        } else {
            None
        };
    }

    fn choose_trump(&mut self, trump: Trump) {
        self.draft.trump = Some(trump);
        if let Some(contract) = self.contract().cloned() {
            self.draft.settle_choices(&contract);
        }
        self.focus = Some(Focus::Tricks);
    }

    fn set_tricks_text(&mut self) {
        let text = self.tricks_text.trim().to_lowercase();
        self.draft.result = if text.is_empty() {
            None
        } else if "lagd".starts_with(&text) || text == "s" {
            Some(HandResult::Surrendered)
        } else {
            match (text.parse::<u8>(), self.contract()) {
                (Ok(n), Some(c)) if n <= max_tricks(c, self.draft.trump) => {
                    Some(HandResult::Tricks(n))
                }
                (Ok(n), None) if n <= 13 => Some(HandResult::Tricks(n)),
                _ => None,
            }
        };
    }

    /// Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, in every view, when
    /// no text field has the keyboard (there they edit the text).
    fn history_keys(&self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        if self.read_only || ctx.egui_wants_keyboard_input() {
            return;
        }
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let (do_redo, do_undo) = ctx.input_mut(|i| {
            let r = i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y);
            (r, !r && i.consume_shortcut(&undo))
        });
        if do_redo {
            commands.push(Command::Redo);
        }
        if do_undo {
            commands.push(Command::Undo);
        }
    }

    /// Keyboard entry when no text field has the keyboard: `1`–`3` choose
    /// the declarer, `h` `f` `o` `m` (or `p` `s` `c`) the trump, `l` lagd,
    /// Enter records, Escape clears.
    fn keys(&mut self, ctx: &egui::Context, t: Tr, commands: &mut Vec<Command>) {
        use egui::Key;
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let pressed = |key: Key| {
            ctx.input(|i| i.key_pressed(key) && !i.modifiers.command && !i.modifiers.alt)
        };
        let seating = self.deal();
        for (k, key) in [Key::Num1, Key::Num2, Key::Num3].into_iter().enumerate() {
            if pressed(key) {
                let seat = seating.active[k];
                self.draft.declarer = Some(self.editor.evening().players[seat].clone());
                self.draft.gok_penalty.clear();
                self.focus = Some(Focus::Search);
            }
        }
        if let Some(contract) = self.contract().cloned() {
            let choices = Choices::of(&contract, self.draft.bid, self.draft.trump);
            for (keys, trump) in [
                ([Key::H, Key::P], Trump::Preference),
                ([Key::F, Key::S], Trump::Second),
                ([Key::O, Key::C], Trump::Common),
                ([Key::M, Key::M], Trump::Misar),
            ] {
                if keys.iter().any(|&k| pressed(k)) && choices.trumps.contains(&trump) {
                    self.choose_trump(trump);
                }
            }
            if pressed(Key::L) {
                self.draft.result = Some(HandResult::Surrendered);
                self.tricks_text = "lagd".into();
            }
        }
        if pressed(Key::Enter) && self.draft.missing().is_none() {
            commands.push(Command::Record);
        }
        if pressed(Key::Escape) {
            commands.push(Command::CancelEdit);
        }
        let _ = t;
    }

    fn entry_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let seating = self.deal();
        let players = self.editor.evening().players.clone();
        let hands = self.editor.evening().hands.len();
        match self.editing {
            Some(index) => ui.heading(format!(
                "{} {}",
                t.s("Rättar giv", "Correcting hand"),
                index + 1
            )),
            None => ui.heading(format!("{} {}", t.s("Giv", "Hand"), hands + 1)),
        };
        let mut who = vec![format!(
            "{} {}",
            players[seating.dealer],
            t.s("ger", "deals")
        )];
        who.extend(
            seating
                .sitting_out
                .iter()
                .map(|&s| format!("{} {}", players[s], t.s("sitter över", "sits out"))),
        );
        ui.label(RichText::new(who.join(" · ")).weak());

        // Declarer: the active players, forehand first.
        ui.add_space(4.0);
        ui.strong(t.s("Spelförare", "Declarer"));
        ui.horizontal_wrapped(|ui| {
            for (k, &seat) in seating.active.iter().enumerate() {
                let name = &players[seat];
                let chosen = self.draft.declarer.as_deref() == Some(name.as_str());
                let background = if chosen {
                    ui.visuals().selection.bg_fill
                } else {
                    ui.visuals().panel_fill
                };
                let text = RichText::new(format!("{} {name}", k + 1))
                    .color(self.text_colour(seat, background));
                if ui
                    .selectable_label(chosen, text)
                    .on_hover_text(format!("{} {}", t.s("tangent", "key"), k + 1))
                    .clicked()
                {
                    self.draft.declarer = Some(name.clone());
                    self.draft.gok_penalty.clear();
                }
            }
        });

        // Contract: search and the table's rows.
        ui.add_space(4.0);
        ui.strong(t.s("Kontrakt", "Contract"));
        let search_label = t.s("Sök kontrakt", "Find contract");
        let response = ui.add(
            egui::TextEdit::singleline(&mut self.search)
                .hint_text(t.s("t.ex. v8, ving 8, gök, spm", "e.g. v8, ving 8, gök, spm"))
                .desired_width(f32::INFINITY),
        );
        let response = response.accessible_name(search_label);
        if self.focus == Some(Focus::Search) {
            response.request_focus();
            self.focus = None;
        }
        if response.changed() {
            self.highlighted = 0;
        }
        let matches = self.matches();
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
        if response.lost_focus()
            && ui.input(|i| i.key_pressed(egui::Key::Enter))
            && let Some(contract) = matches.get(self.highlighted).or(matches.first())
        {
            let contract = contract.clone();
            self.choose_contract(&contract);
        }
        let language = t.0;
        let mut clicked: Option<Contract> = None;
        egui::ScrollArea::vertical()
            .id_salt("contracts")
            .max_height(180.0)
            .show(ui, |ui| {
                for (i, contract) in matches.iter().enumerate() {
                    let chosen = self.draft.contract.as_deref() == Some(contract.id.as_str());
                    let mut text = RichText::new(contract.name.get(language));
                    if i == self.highlighted && !self.search.is_empty() {
                        text = text.underline().strong();
                    }
                    ui.horizontal(|ui| {
                        ui.add_sized(
                            [26.0, 18.0],
                            egui::Label::new(RichText::new(contract.rank.to_string()).weak()),
                        );
                        if ui.selectable_label(chosen, text).clicked() {
                            clicked = Some(contract.clone());
                        }
                    });
                }
                if matches.is_empty() {
                    ui.label(t.s("Inget kontrakt passar.", "No contract matches."));
                }
            });
        if let Some(contract) = clicked {
            self.choose_contract(&contract);
        }
        let Some(contract) = self.contract().cloned() else {
            return;
        };
        ui.label(
            RichText::new(format!(
                "{} — {}",
                contract.name.get(language),
                objective_words(&contract, self.draft.trump, language)
            ))
            .strong(),
        );
        let choices = Choices::of(&contract, self.draft.bid, self.draft.trump);

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
                        self.draft.settle_choices(&contract);
                    }
                }
            });
        }

        let preference = self.draft.preference_suit.unwrap_or(Suit::Hearts);
        if !(choices.trumps.len() == 1 && choices.trumps[0] == Trump::Misar) {
            ui.add_space(4.0);
            ui.strong(t.s("Trumf", "Trump"));
            ui.horizontal_wrapped(|ui| {
                for &trump in &choices.trumps {
                    let job = trump_job(ui, trump, preference, t, true);
                    if ui
                        .selectable_label(self.draft.trump == Some(trump), job)
                        .clicked()
                    {
                        self.choose_trump(trump);
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
                    self.draft.settle_choices(&contract);
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

        // The result.
        ui.add_space(4.0);
        ui.strong(format!(
            "{} ({})",
            t.s("Resultat", "Result"),
            objective_words(&contract, self.draft.trump, language)
        ));
        let max = max_tricks(&contract, self.draft.trump);
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
        ui.horizontal(|ui| {
            let cost = self
                .surrender_cost()
                .map(|c| {
                    format!(
                        " ({} {})",
                        t.s("kostar", "costs"),
                        format_bp_unsigned(c, self.pinnar_per_bet())
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
                self.tricks_text = "lagd".into();
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(t.s("Stick:", "Tricks:"));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.tricks_text)
                        .desired_width(70.0)
                        .hint_text(format!("0–{max}")),
                )
                .labelled_by(label.id);
            if self.focus == Some(Focus::Tricks) {
                response.request_focus();
                self.focus = None;
            }
            if response.changed() {
                self.set_tricks_text();
            }
            if response.lost_focus()
                && ui.input(|i| i.key_pressed(egui::Key::Enter))
                && self.draft.missing().is_none()
            {
                commands.push(Command::Record);
            }
            ui.label(
                RichText::new(t.s(
                    "siffror, l = lagd, Enter registrerar",
                    "digits, l = lagd, Enter records",
                ))
                .small()
                .weak(),
            );
        });

        if choices.pass_penalty
            && let Some(declarer) = self.draft.declarer.clone()
        {
            ui.add_space(4.0);
            ui.strong(t.s("Passade utan låga skydd", "Passed without low guards"));
            ui.horizontal_wrapped(|ui| {
                for &seat in &seating.active {
                    let name = players[seat].clone();
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
            ui.add(egui::TextEdit::singleline(&mut self.draft.note).desired_width(260.0))
                .labelled_by(label.id);
        });
    }

    fn preview_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        ui.add_space(6.0);
        let preview = self.preview(t);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            match &preview {
                None => {
                    let next = match self.draft.missing() {
                        Some(Missing::Declarer) => {
                            t.s("Välj spelförare (1–3).", "Choose the declarer (1–3).")
                        }
                        Some(Missing::Contract) => t.s(
                            "Välj kontrakt: skriv och tryck Enter, eller klicka.",
                            "Choose the contract: type and press Enter, or click.",
                        ),
                        Some(Missing::Trump) => t.s(
                            "Välj trumf: h högsta färg, f färg, o ofärg, m misär.",
                            "Choose the trump: h preference, f second, o common, m misär.",
                        ),
                        _ => t.s(
                            "Skriv antal stick, eller l för lagd.",
                            "Enter the tricks, or l for lagd.",
                        ),
                    };
                    ui.label(RichText::new(next).weak());
                }
                Some(Err(reason)) => {
                    ui.colored_label(ui.visuals().error_fg_color, reason);
                }
                Some(Ok(settled)) => {
                    let outcome = crate::report::outcome_word(settled.outcome, t.0);
                    ui.label(RichText::new(outcome.to_uppercase()).strong());
                    for sentence in describe(
                        &settled.postings,
                        &self.editor.evening().players,
                        self.pinnar_per_bet(),
                        t.0,
                    ) {
                        ui.add(egui::Label::new(sentence).wrap());
                    }
                }
            }
        });
        ui.horizontal(|ui| {
            let ready = matches!(preview, Some(Ok(_)));
            let text = if self.editing.is_some() {
                t.s("Spara rättelsen (Enter)", "Save the correction (Enter)")
            } else {
                t.s("Registrera (Enter)", "Record (Enter)")
            };
            if ui
                .add_enabled(ready, egui::Button::new(RichText::new(text).strong()))
                .clicked()
            {
                commands.push(Command::Record);
            }
            if let Some(index) = self.editing {
                if ui.button(t.s("Avbryt", "Cancel")).clicked() {
                    commands.push(Command::CancelEdit);
                }
                if ui
                    .button(format!(
                        "{} {}",
                        t.s("Ta bort giv", "Delete hand"),
                        index + 1
                    ))
                    .clicked()
                {
                    commands.push(Command::DeleteHand(index));
                }
            } else if self.draft != HandDraft::default()
                && ui.button(t.s("Rensa", "Clear")).clicked()
            {
                commands.push(Command::CancelEdit);
            }
        });
    }

    fn protocol_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        use egui_extras::{Column, TableBuilder};
        let bet = self.pinnar_per_bet();
        let editing = self.editing;
        let read_only = self.read_only;
        let players = self.editor.evening().players.clone();
        let colours: Vec<Color32> = (0..players.len()).map(|s| self.colour(s)).collect();
        let rows = &self.derived(t.0).rows;
        if rows.is_empty() {
            ui.label(t.s("Inga givar än.", "No hands yet."));
            return;
        }
        let row_height = super::style::BODY_SIZE * 0.88 * 1.3 + 6.0;
        egui::ScrollArea::horizontal()
            .id_salt("protocol_h")
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                // A little smaller than the rest, so four players' columns fit.
                ui.style_mut().override_font_id =
                    Some(FontId::proportional(super::style::BODY_SIZE * 0.88));
                // A click anywhere on a row opens the hand, so cells are not
                // selectable text.
                ui.style_mut().interaction.selectable_labels = false;
                let mut table = TableBuilder::new(ui)
                    .id_salt("protocol")
                    .striped(true)
                    .stick_to_bottom(true)
                    .sense(Sense::click())
                    .column(Column::auto().at_least(28.0))
                    .column(Column::auto().at_least(50.0))
                    .column(Column::auto().at_least(60.0))
                    .column(Column::initial(135.0).at_least(60.0).clip(true))
                    .column(Column::initial(105.0).at_least(50.0).clip(true))
                    .column(Column::initial(80.0).at_least(50.0).clip(true))
                    .column(Column::auto().at_least(50.0));
                for _ in &players {
                    table = table.column(Column::auto().at_least(58.0));
                }
                table
                    .header(row_height, |mut header| {
                        for title in [
                            "#",
                            t.s("Giv", "Dealer"),
                            t.s("Spelförare", "Declarer"),
                            t.s("Kontrakt", "Contract"),
                            t.s("Trumf", "Trump"),
                            t.s("Resultat", "Result"),
                            t.s("Pulla", "Pulla"),
                        ] {
                            header.col(|ui| {
                                ui.strong(title);
                            });
                        }
                        for (seat, name) in players.iter().enumerate() {
                            header.col(|ui| {
                                ui.label(RichText::new(name).strong().color(colours[seat]));
                            });
                        }
                    })
                    .body(|body| {
                        body.rows(row_height, rows.len(), |mut row| {
                            let line = &rows[row.index()];
                            row.set_selected(line.hand.is_some() && line.hand == editing);
                            let note = line.kind != RowKind::Hand;
                            for cell in &line.cells {
                                row.col(|ui| {
                                    if note {
                                        ui.label(RichText::new(cell).italics().weak());
                                    } else {
                                        ui.label(cell);
                                    }
                                });
                            }
                            row.col(|ui| {
                                ui.label(format_bp_unsigned(line.pulla, bet));
                            });
                            for (seat, &balance) in line.balances.iter().enumerate() {
                                row.col(|ui| {
                                    ui.label(
                                        RichText::new(format_bp(balance, bet)).color(colours[seat]),
                                    );
                                });
                            }
                            if !read_only
                                && row.response().clicked()
                                && let Some(hand) = line.hand
                            {
                                commands.push(Command::EditHand(hand));
                            }
                        });
                    });
            });
    }

    fn chart_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        use egui_plot::{Legend, Line, Plot};
        let players = self.editor.evening().players.clone();
        let colours: Vec<Color32> = (0..players.len()).map(|s| self.colour(s)).collect();
        let series = self.derived(t.0).series.clone();
        Plot::new("balance_chart")
            .legend(Legend::default())
            .x_axis_label(t.s("giv", "hand"))
            .y_axis_label(t.s("betar", "betar"))
            .show(ui, |plot| {
                for (seat, points) in series.into_iter().enumerate() {
                    plot.line(
                        Line::new(players[seat].clone(), points)
                            .color(colours[seat])
                            .width(2.5),
                    );
                }
            });
    }

    fn betdelning_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let bet = self.pinnar_per_bet();
        let players = self.editor.evening().players.clone();
        let colours: Vec<Color32> = (0..players.len()).map(|s| self.colour(s)).collect();
        let house_odd = self.editor.evening().house.odd_pinnar.clone();
        let read_only = self.read_only;
        let settlement = self.derived(t.0).settlement.clone();
        let moneys: Vec<Option<String>> = settlement
            .final_balances
            .iter()
            .map(|&b| self.money(b, t))
            .collect();
        let split = &settlement.split;
        ui.heading("Betdelning");
        ui.label(
            RichText::new(format!(
                "{} {} {} {}: {} {}.",
                t.s("Pullan", "The pulla"),
                format_bp_unsigned(split.pulla, bet),
                t.s("delas lika på", "is divided equally among"),
                players.len(),
                format_bp_unsigned(split.share, bet),
                t.s("var", "each"),
            ))
            .size(20.0),
        );
        if split.odd > 0
            && let Some(seat) = split.odd_to
        {
            ui.label(format!(
                "{} {} {} {}.",
                format_bp_unsigned(split.odd, bet),
                t.s("går inte jämnt ut och går till", "do not divide and go to"),
                players[seat],
                match house_odd {
                    None | Some(OddPinnar::BiggestLoser) =>
                        t.s("(största förloraren)", "(the biggest loser)"),
                    Some(OddPinnar::To(_)) => t.s("(valt vid bordet)", "(chosen at the table)"),
                }
            ));
        }
        if !read_only {
            let selected = match &house_odd {
                None => t
                    .s(
                        "enligt husregeln (största förloraren)",
                        "by the house rule (the biggest loser)",
                    )
                    .to_string(),
                Some(OddPinnar::BiggestLoser) => {
                    t.s("största förloraren", "the biggest loser").to_string()
                }
                Some(OddPinnar::To(name)) => name.clone(),
            };
            ui.horizontal(|ui| {
                egui::ComboBox::from_label(t.s("Udda pinnar till", "Odd pinnar go to"))
                    .selected_text(selected)
                    .show_ui(ui, |ui| {
                        if ui
                            .selectable_label(
                                house_odd.is_none(),
                                t.s("enligt husregeln", "by the house rule"),
                            )
                            .clicked()
                        {
                            commands.push(Command::SetOddPinnar(None));
                        }
                        for name in &players {
                            let chosen = house_odd == Some(OddPinnar::To(name.clone()));
                            if ui.selectable_label(chosen, name).clicked() {
                                commands
                                    .push(Command::SetOddPinnar(Some(OddPinnar::To(name.clone()))));
                            }
                        }
                    });
            });
        }
        ui.add_space(8.0);
        egui::Grid::new("split")
            .num_columns(5)
            .spacing([24.0, 6.0])
            .striped(true)
            .show(ui, |ui| {
                for title in [
                    t.s("Spelare", "Player"),
                    t.s("Före delningen", "Before the split"),
                    t.s("Ur pullan", "From the pulla"),
                    t.s("Resultat", "Result"),
                    t.s("Pengar", "Money"),
                ] {
                    ui.strong(title);
                }
                ui.end_row();
                let (before, _) = self.editor.ledger().current();
                for (seat, name) in players.iter().enumerate() {
                    let received = settlement.final_balances[seat] - before[seat];
                    ui.label(RichText::new(name).size(22.0).color(colours[seat]).strong());
                    ui.label(format_bp(before[seat], bet));
                    ui.label(format_bp(received, bet));
                    let result = format_bp(settlement.final_balances[seat], bet);
                    ui.label(
                        RichText::new(&result)
                            .size(26.0)
                            .color(colours[seat])
                            .strong(),
                    )
                    .accessible_name(format!("{name} {}: {result}", t.s("resultat", "result")));
                    ui.label(RichText::new(moneys[seat].clone().unwrap_or_default()).size(22.0));
                    ui.end_row();
                }
            });
        ui.add_space(10.0);
        ui.heading(t.s("Så gör ni upp", "Who pays whom"));
        if settlement.payments.is_empty() {
            ui.label(t.s("Ingen behöver betala någon.", "Nobody pays anybody."));
        }
        let rules = &self.editor.ledger().setup().rules;
        for payment in &settlement.payments {
            let amount = local_money(payment_amount(payment, rules), t);
            ui.label(
                RichText::new(format!(
                    "{} {} {} {amount}",
                    players[payment.from],
                    t.s("betalar", "pays"),
                    players[payment.to]
                ))
                .size(22.0),
            );
        }
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui
                .button(t.s("Tillbaka till bordet", "Back to the table"))
                .clicked()
            {
                commands.push(Command::ShowView(View::Table));
            }
            if read_only {
                if ui
                    .button(t.s("Öppna för rättelse", "Reopen to correct"))
                    .clicked()
                {
                    commands.push(Command::Reopen(self.path.clone()));
                }
            } else if ui
                .button(RichText::new(t.s("Avsluta kvällen", "Close the evening")).strong())
                .clicked()
            {
                self.confirm_close = true;
            }
        });
    }
}

/// Money as the language writes it: `12,50 kr` in Swedish.
/// A trump rank as its suit symbols (red for ♥ ♦) and words with the key:
/// "♥ högsta färg (h)".
fn trump_job(ui: &egui::Ui, trump: Trump, preference: Suit, t: Tr, with_key: bool) -> LayoutJob {
    let body = FontId::proportional(super::style::BODY_SIZE);
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
    let key = match trump {
        Trump::Preference => t.s("h", "p"),
        Trump::Second => t.s("f", "s"),
        Trump::Common => t.s("o", "c"),
        Trump::Misar => "m",
    };
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
