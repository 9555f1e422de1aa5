//! The evening: the table with the seating and the pulla, everyone's
//! balance, the hand form with its preview, the protocol, the chart and the
//! betdelning. Every number shown comes from the ledger.

use crate::i18n::Text;

mod betdelning;
mod chips;
mod dealers;
mod hand_form;
mod protocol;
mod rounds;
mod table;

use std::path::PathBuf;

use egui::{Color32, RichText};

use crate::disk::atomic::{EveningLock, StorageError};
use crate::ledger::Settlement;
use crate::ledger::amount::Unit;
use crate::ledger::editor::{Edit, EveningEditor};
use crate::report::{ProtocolRow, protocol_rows};

use super::Tr;
use super::command::{AppCommand, Command, EveningCommand, HandFormCommand};
use super::players_view::PlayersView;
use super::style::player_colour;
use crate::ledger::entry::SavedForm;

pub use hand_form::HandForm;

pub use crate::app::command::View;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lower {
    Protocol,
    Chart,
    Chips,
}

/// What is derived from the ledger once per change (not every frame).
struct Derived {
    revision: u64,
    /// The words the rows were written in: the language and points.
    reader: Tr,
    rows: Vec<ProtocolRow>,
    settlement: Settlement,
    /// Each player's balance in betar after the opening and each hand.
    series: Vec<Vec<[f64; 2]>>,
    /// The evening in chips, when it is played with them.
    /// The chips of a chip evening, or why they cannot follow the ledger
    /// (said on the chip view, the betdelning and the hand's preview).
    chips: Option<Result<crate::chips::ChipEvening, crate::chips::ChipError>>,
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
    /// A closed evening reopened for a correction (said at the top, with
    /// the way to close it again).
    pub reopened: bool,
    /// The hand being entered or corrected.
    pub form: HandForm,
    /// Table or betdelning.
    pub view: View,
    /// The players' view: off, a window of its own, or the whole screen.
    pub players_view: PlayersView,
    /// The players' view served to phones, while it is on.
    phones: Option<super::phones::Phones>,
    /// The window with the phones' address and QR code is shown (closing
    /// it keeps serving).
    phones_window: bool,
    lower: Lower,
    revision: u64,
    /// Where the protocol's rows were scrolled in the last frame, to
    /// bring its newest rows back into sight after a change.
    protocol_scroll: protocol::ProtocolScroll,
    derived: Option<Derived>,
    confirm_close: bool,
    /// The last save failed with this.
    pub unsaved: Option<String>,
    /// The hand form as last kept on disk (see [`EveningScreen::keep_form`]).
    kept_form: SavedForm,
    /// What the last change did, in words, for the notice.
    pub last_change: Option<String>,
    /// A correction or deletion that moves the later hands' dealers,
    /// waiting for the pullvakt to choose how.
    pub offer: Option<dealers::DealerOffer>,
    /// The step of the final reckoning in chips shown on the betdelning.
    pub reckoning_step: usize,
    /// The price being typed (price, currency), while it is changed.
    pub price_draft: Option<(String, String)>,
    /// The deal (0-based) the form was last filled in for as a forced deal,
    /// so that emptying the form does not fill it again.
    preselected: Option<usize>,
    /// The hand form as it was before Escape (or *Rensa*) cleared it, and
    /// the form right after: Ctrl+Z brings it back while the form is as
    /// the clearing left it (typing anew ends the offer).
    cleared: Option<(Box<HandForm>, SavedForm)>,
}

impl EveningScreen {
    /// Opens an evening (the lock is held for as long as the screen lives).
    pub fn new(
        path: PathBuf,
        lock: Option<EveningLock>,
        editor: EveningEditor,
        read_only: bool,
    ) -> EveningScreen {
        let with_chips = editor.evening().chips.is_some();
        let reopened = !read_only && crate::disk::places::is_reopened(&path);
        EveningScreen {
            path,
            _lock: lock,
            editor,
            read_only,
            reopened,
            form: HandForm::default(),
            price_draft: None,
            view: View::Table,
            players_view: PlayersView::Off,
            phones: None,
            phones_window: false,
            // A chip evening opens on the bowls and the pulla.
            lower: if with_chips {
                Lower::Chips
            } else {
                Lower::Protocol
            },
            revision: 0,
            protocol_scroll: protocol::ProtocolScroll::default(),
            derived: None,
            confirm_close: false,
            unsaved: None,
            kept_form: SavedForm::default(),
            last_change: None,
            offer: None,
            reckoning_step: 0,
            preselected: None,
            cleared: None,
        }
    }

    /// What is shown, and where: the evening does not change.
    fn apply_view(&mut self, command: EveningCommand, t: Tr) -> Result<bool, String> {
        match command {
            EveningCommand::ShowView(view) => self.view = view,
            EveningCommand::ReckoningStep(step) => self.reckoning_step = step.min(2),
            EveningCommand::PlayersView(mode) => self.players_view = mode,
            EveningCommand::ShowOnPhones(on) => {
                self.show_on_phones(on, t)?;
                self.phones_window = on;
            }
            EveningCommand::PhonesWindow(shown) => {
                self.phones_window = shown && self.phones.is_some();
            }
            _ => {}
        }
        Ok(false)
    }

    /// Starts serving the players' view to phones, or stops it (every
    /// connection closed).
    fn show_on_phones(&mut self, on: bool, t: Tr) -> Result<(), String> {
        match (on, self.phones.is_some()) {
            (true, false) => {
                let phones = super::phones::Phones::start(&self.editor)
                    .map_err(|e| format!("{} {e}", t.s(Text::ThePlayersViewCannotBeShownOn)))?;
                self.phones = Some(phones);
            }
            (false, true) => self.phones = None,
            _ => {}
        }
        Ok(())
    }

    /// The pages made again each minute, and the phones' panel while it
    /// is shown.
    fn phones_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        if let Some(phones) = &mut self.phones {
            phones.tick(&self.editor);
            if self.phones_window {
                super::phones::phones_panel_ui(ui, phones, t, commands);
            }
        }
    }

    /// The address the phones are shown, while they are.
    pub fn phones_url(&self) -> Option<&str> {
        self.phones.as_ref().map(super::phones::Phones::url)
    }

    /// Hands the evening as it is now to the phones, when they are shown
    /// it (after every change: a hand recorded, corrected, deleted, an
    /// undo).
    pub fn publish_to_phones(&mut self) {
        if let Some(phones) = &mut self.phones {
            phones.publish(&self.editor);
        }
    }

    /// `edit` in words for the notice.
    fn words(&self, edit: &Edit, pushed: usize, t: Tr) -> String {
        crate::report::words::edit_words(edit, pushed, self.editor.table(), t.0)
    }

    /// The hand form as it would be kept.
    fn saved_form(&self) -> SavedForm {
        self.form.saved()
    }

    /// Puts back the hand form kept when the window was last closed.
    pub fn restore_form(&mut self, kept: SavedForm) {
        self.form.restore(&kept, self.editor.evening().hands.len());
        // What was put back counts as kept: a form the user has not
        // touched is not written again (a hand to correct that is gone is
        // dropped from the form, not from the file, until the next change).
        self.kept_form = self.saved_form();
    }

    /// Keeps the hand being entered beside the evening file whenever it
    /// changes, so closing the window mid-hand (or a crash) loses nothing.
    pub fn keep_form(&mut self, t: Tr) {
        if self.read_only {
            return;
        }
        let form = self.saved_form();
        if form == self.kept_form {
            return;
        }
        match crate::disk::places::save_draft(&self.path, &form) {
            Ok(()) => self.kept_form = form,
            Err(e) => {
                self.unsaved = Some(format!(
                    "{} {}",
                    t.s(Text::TheHandBeingEntered),
                    crate::words::storage_error(&e, t.0)
                ));
            }
        }
    }

    /// Saves the evening file (atomically).
    pub fn save(&mut self, t: Tr) -> Result<(), StorageError> {
        // The evening first, then its undo history: a crash between the
        // two leaves a history of another version, which is not put back.
        // A closed evening's price edits keep no history on disk: nothing
        // but evenings is written into the archive's folder.
        let read_only = self.read_only;
        let result = super::save(&self.path, self.editor.evening()).and_then(|()| {
            if read_only {
                return Ok(());
            }
            crate::disk::places::save_history(
                &self.path,
                self.editor.evening(),
                &self.editor.history(),
            )
        });
        self.unsaved = result
            .as_ref()
            .err()
            .map(|e| crate::words::storage_error(e, t.0));
        result
    }

    /// Applies a command to this evening or its form. `Ok(true)` when the
    /// evening changed (and must be saved).
    pub fn apply(&mut self, command: EveningCommand, t: Tr) -> Result<bool, String> {
        // Undo after the form was cleared brings the form back: the last
        // thing done was the clearing, not the last hand recorded.
        if matches!(command, EveningCommand::Undo)
            && let Some((before, _)) = self.cleared.take()
        {
            self.form = *before;
            self.last_change = Some(t.s(Text::UndoneTheHandBeingEnteredIsBack).into());
            return Ok(false);
        }
        let changing = match &command {
            EveningCommand::Undo
            | EveningCommand::Redo
            | EveningCommand::SetOddPinnar(_)
            | EveningCommand::SetPrice { .. }
            | EveningCommand::LastRound(_)
            | EveningCommand::LaterDealers(_) => true,
            EveningCommand::ShowView(_)
            | EveningCommand::PlayersView(_)
            | EveningCommand::ShowOnPhones(_)
            | EveningCommand::PhonesWindow(_)
            | EveningCommand::StartForcedRound(_)
            | EveningCommand::ReckoningStep(_) => false,
            EveningCommand::Form(form) => match form {
                HandFormCommand::Record | HandFormCommand::Delete(_) => true,
                HandFormCommand::Load(_) | HandFormCommand::Cancel => false,
            },
        };
        self.withdraw(&command);
        if changing && self.read_only && !self.may_change_closed(&command) {
            return Err(t.s(Text::TheEveningIsClosedReopenItFor).into());
        }
        let changed = match command {
            EveningCommand::Undo => self.undo(t),
            EveningCommand::Redo => {
                let about = self.editor.next_redo().cloned();
                let done = self.editor.redo();
                if done {
                    self.form.finish();
                    let pushed = self.editor.evening().hands.len();
                    self.last_change = about.map(|edit| {
                        format!("{} {}", t.s(Text::Redone), self.words(&edit, pushed, t))
                    });
                }
                done
            }
            EveningCommand::SetOddPinnar(odd) => {
                super::edit_result(&mut self.editor, Edit::OddPinnar(odd), t)?
            }
            EveningCommand::SetPrice { price, currency } => self.set_price(price, currency, t)?,
            EveningCommand::ShowView(_)
            | EveningCommand::ReckoningStep(_)
            | EveningCommand::PlayersView(_)
            | EveningCommand::ShowOnPhones(_)
            | EveningCommand::PhonesWindow(_) => self.apply_view(command, t)?,
            EveningCommand::StartForcedRound(_) | EveningCommand::LastRound(_) => {
                self.apply_rounds(command, t)?
            }
            EveningCommand::Form(command) => self.apply_form(command, t)?,
            EveningCommand::LaterDealers(way) => self.later_dealers(way, t)?,
        };
        if changed {
            self.revision += 1;
        }
        Ok(changed)
    }

    /// Undoes the last edit and says what it undid.
    fn undo(&mut self, t: Tr) -> bool {
        let done = self.editor.undo();
        if done {
            self.form.finish();
            let pushed = self.editor.evening().hands.len() + 1;
            self.last_change = self.editor.next_redo().map(|edit| match edit {
                // A price undone says the price now, not the one
                // undone ("Ångrat: priset per bet är 5,00 kr" while
                // 4,50 showed).
                Edit::Price(_) => {
                    let house = &self.editor.evening().house;
                    let now = Edit::Price(crate::ledger::editor::Price {
                        price_per_bet_ore: house.price_per_bet_ore,
                        currency: house.currency.clone(),
                    });
                    format!(
                        "{} {} — {}",
                        t.s(Text::Undone),
                        crate::report::words::edit_short(edit, pushed, t.0),
                        self.words(&now, pushed, t)
                    )
                }
                _ => format!("{} {}", t.s(Text::Undone), self.words(edit, pushed, t)),
            });
        }
        done
    }

    /// Sets, changes or takes away the price (an edit with an undo).
    fn set_price(&mut self, price: Option<u64>, currency: String, t: Tr) -> Result<bool, String> {
        let edit = Edit::Price(crate::ledger::editor::Price {
            currency: price.and(Some(currency)).filter(|c| !c.trim().is_empty()),
            price_per_bet_ore: price,
        });
        let about = edit.clone();
        let changed = super::edit_result(&mut self.editor, edit, t)?;
        if changed {
            self.last_change = Some(self.words(&about, 0, t));
        }
        Ok(changed)
    }

    /// The form changed since it was cleared: Undo is no longer the
    /// clearing's.
    fn forget_stale_clearing(&mut self) {
        if self
            .cleared
            .as_ref()
            .is_some_and(|(_, after)| *after != self.form.saved())
        {
            self.cleared = None;
        }
    }

    /// What a command other than a view's ends: the clearing is no longer
    /// the last thing to undo, and a question about the later dealers
    /// belongs to the evening as it was asked.
    fn withdraw(&mut self, command: &EveningCommand) {
        let view = matches!(
            command,
            EveningCommand::ShowView(_)
                | EveningCommand::PlayersView(_)
                | EveningCommand::ShowOnPhones(_)
                | EveningCommand::PhonesWindow(_)
                | EveningCommand::ReckoningStep(_)
        );
        if !view {
            self.cleared = None;
        }
        if !view && !matches!(command, EveningCommand::LaterDealers(_)) {
            self.offer = None;
        }
    }

    /// Whether a command may change a closed evening: it keeps what happened
    /// at the table, but its price is the club's to set or correct (and to
    /// undo) without reopening it. Other edits are refused on a closed
    /// evening, so its history holds only price edits.
    fn may_change_closed(&self, command: &EveningCommand) -> bool {
        match command {
            EveningCommand::SetPrice { .. } => true,
            EveningCommand::Undo => self.editor.can_undo(),
            EveningCommand::Redo => self.editor.can_redo(),
            _ => false,
        }
    }

    /// Applies what the hand form asks for.
    fn apply_form(&mut self, command: HandFormCommand, t: Tr) -> Result<bool, String> {
        Ok(match command {
            HandFormCommand::Record => {
                let Some(hand) = self.form.draft.to_hand() else {
                    return Err(t.s(Text::TheHandIsNotComplete).into());
                };
                let edit = match self.form.editing {
                    Some(index) => Edit::Replace(index, hand),
                    None => Edit::Push(hand),
                };
                let about = edit.clone();
                if self.apply_hand_edit(edit, t)? == dealers::Applied::Asked {
                    return Ok(false);
                }
                self.form.finish();
                let pushed = self.editor.evening().hands.len();
                // A new hand is seen at once in the protocol; a correction
                // says what changed.
                if matches!(about, Edit::Replace(..)) {
                    self.last_change = Some(self.words(&about, pushed, t));
                }
                true
            }
            HandFormCommand::Load(index) => {
                if self.form.load(&self.editor, index) {
                    self.view = View::Table;
                }
                false
            }
            HandFormCommand::Cancel => {
                let before = self.form.clone();
                self.form.finish();
                // A forced deal stays one: the form goes back to the round's
                // contract and forehand, never to an empty form that would
                // record an ordinary hand as the forced deal.
                if self.form.editing.is_none()
                    && self.form.draft == crate::ledger::entry::HandDraft::default()
                    && let Some(forced) = self.shape().forced
                {
                    self.form
                        .preselect_forced(&self.editor, &forced.contract, forced.forehand);
                }
                if before.saved() != self.form.saved() {
                    self.cleared = Some((Box::new(before), self.form.saved()));
                    self.last_change = Some(t.s(Text::TheHandClearedCtrlZBringsIt).into());
                }
                false
            }
            HandFormCommand::Delete(index) => {
                if self.apply_hand_edit(Edit::Remove(index), t)? == dealers::Applied::Asked {
                    return Ok(false);
                }
                self.form.finish();
                self.last_change = Some(self.words(&Edit::Remove(index), 0, t));
                true
            }
        })
    }

    fn derived(&mut self, t: Tr) -> &Derived {
        let fresh = self
            .derived
            .as_ref()
            .is_some_and(|d| d.revision == self.revision && d.reader == t);
        if !fresh {
            let settlement = self.editor.settlement();
            let rules = &self.editor.ledger().setup().rules;
            let rows = protocol_rows(self.editor.evening(), rules, &settlement, t);
            let unit = rules.unit();
            let players = settlement.players.len();
            // The chart reads as the reader counts: betar, or points.
            let at = |balances: &[i64], seat: usize| {
                balances.get(seat).map_or(0.0, |&b| {
                    crate::report::amount::chart_value_for(unit.amount(b), t)
                })
            };
            let series = (0..players)
                .map(|seat| {
                    std::iter::once([0.0, at(&settlement.opening.balances, seat)])
                        .chain(
                            settlement
                                .hands
                                .iter()
                                .map(|h| [h.number as f64, at(&h.balances, seat)]),
                        )
                        .collect()
                })
                .collect();
            let chips = rules
                .chips
                .as_ref()
                .map(|settings| crate::chips::follow(&settlement, rules, settings));
            self.derived = Some(Derived {
                revision: self.revision,
                reader: t,
                rows,
                settlement,
                series,
                chips,
            });
        }
        self.derived.get_or_insert_with(|| Derived {
            revision: self.revision,
            reader: t,
            rows: Vec::new(),
            settlement: self.editor.settlement(),
            series: Vec::new(),
            chips: None,
        })
    }

    /// Starting a forced round (the form is filled in for it) or the last
    /// round (an edit of the evening).
    fn apply_rounds(&mut self, command: EveningCommand, t: Tr) -> Result<bool, String> {
        match command {
            EveningCommand::StartForcedRound(contract) => {
                let forehand = self
                    .editor
                    .ledger()
                    .deal_of(self.editor.evening().hands.len())
                    .forehand;
                self.form
                    .preselect_forced(&self.editor, &contract, forehand);
                self.preselected = Some(self.editor.evening().hands.len());
                Ok(false)
            }
            EveningCommand::LastRound(start) => {
                let from = start.then(|| self.editor.evening().hands.len() + 1);
                let edit = crate::ledger::editor::Edit::LastRound(from);
                let pushed = self.editor.evening().hands.len();
                let words = self.words(&edit, pushed, t);
                self.editor
                    .apply(edit)
                    .map_err(|e| crate::report::words::ledger_error_at_table(&e, t.0))?;
                self.last_change = Some(words);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// What Undo will take back: the button's words ("↶ Ångra giv 5") and
    /// its tooltip with the key and the whole change.
    fn undo_words(&self, narrow: bool, t: Tr) -> (String, String) {
        if self.cleared.is_some() {
            return (
                if narrow {
                    t.s(Text::TheClearing).into()
                } else {
                    t.s(Text::UndoTheClearing).into()
                },
                t.s(Text::CtrlZBringsBackTheHandBeing).into(),
            );
        }
        let hands = self.editor.evening().hands.len();
        match self.editor.next_undo() {
            Some(edit) => {
                let short = crate::report::words::edit_short(edit, hands, t.0);
                (
                    if narrow {
                        format!("↶ {short}")
                    } else {
                        t.f(Text::UndoWith1, &[&short])
                    },
                    format!("Ctrl+Z: {}", self.words(edit, hands, t)),
                )
            }
            None => (t.s(Text::Undo).into(), "Ctrl+Z".into()),
        }
    }

    /// The undo/redo and view buttons of the top bar.
    ///
    /// `narrow`: the bar is narrow (1024x600, 1280x800 at 150 % and more):
    /// the table's own buttons stay, shorter, and the views for others
    /// ([`EveningScreen::views_ui`]) go into the bar's menu, so the bar
    /// takes one line, not three, and the hand form keeps its room.
    pub fn top_bar_ui(&self, ui: &mut egui::Ui, narrow: bool, t: Tr, commands: &mut Vec<Command>) {
        ui.separator();
        // A closed evening's history holds only its price edits: undo and
        // redo are shown once there is one.
        if !self.read_only || self.editor.can_undo() || self.editor.can_redo() {
            let (label, about) = self.undo_words(narrow, t);
            if ui
                .add_enabled(
                    self.editor.can_undo() || self.cleared.is_some(),
                    egui::Button::new(label),
                )
                .on_hover_text(about)
                .clicked()
            {
                commands.push(EveningCommand::Undo.into());
            }
            let redo = if narrow {
                "↷"
            } else {
                t.s(Text::RedoSvGorOm)
            };
            if ui
                .add_enabled(self.editor.can_redo(), egui::Button::new(redo))
                .on_hover_text(format!("{} (Ctrl+Shift+Z)", t.s(Text::Redo)))
                .clicked()
            {
                commands.push(EveningCommand::Redo.into());
            }
            ui.separator();
        }
        let table = ui.selectable_label(self.view == View::Table, t.s(Text::TheTable));
        if table.clicked() {
            commands.push(EveningCommand::ShowView(View::Table).into());
        }
        if ui
            .selectable_label(self.view == View::Betdelning, t.s(Text::Betdelning))
            .clicked()
        {
            commands.push(EveningCommand::ShowView(View::Betdelning).into());
        }
        if !narrow {
            ui.separator();
            self.views_ui(ui, false, t, commands);
        }
        if self.read_only {
            ui.label(RichText::new(t.s(Text::ArchiveReadOnly)).weak());
        }
    }

    /// The views for others: the players' view (a window, full screen),
    /// the phones, the printout.
    /// `in_menu`: in the narrow bar's menu, where the phones' button says
    /// its name in words.
    pub fn views_ui(&self, ui: &mut egui::Ui, in_menu: bool, t: Tr, commands: &mut Vec<Command>) {
        super::players_view::players_view_buttons_ui(ui, self.players_view, t, commands);
        super::phones::phones_button_ui(
            ui,
            (self.phones.is_some(), self.phones_window, in_menu),
            t,
            commands,
        );
        ui.separator();
        super::print_button(ui, &self.path, false, t, commands);
    }

    /// The bands at the top: a closed evening being corrected (and the way
    /// to close it again), a practice evening.
    fn banners_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        if self.reopened {
            egui::Panel::top("reopened").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(t.s(Text::CorrectingAClosedEvening))
                            .strong()
                            .color(ui.visuals().warn_fg_color),
                    );
                    ui.label(t.s(Text::CorrectWhatNeedsCorrectingAndCloseIt));
                    if ui.button(t.s(Text::CloseItAgain)).clicked() {
                        self.confirm_close = true;
                    }
                });
            });
        }
        if self.editor.evening().practice {
            egui::Panel::top("practice").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    super::practice::practice_mark(ui, t);
                    ui.label(t.s(Text::PracticeEveningPlayOnAsYouLike));
                    super::practice::delete_practice_button(ui, &self.path, false, t, commands);
                });
            });
        }
    }

    /// The offer of a fix, the table drawing and the balances.
    /// `short`: in a short view (a small screen, a large zoom) the drawing
    /// is lower, so the protocol's newest rows show under it.
    fn table_top_ui(&mut self, ui: &mut egui::Ui, short: bool, t: Tr, commands: &mut Vec<Command>) {
        if self.read_only {
            // A closed evening: no deal will come, and what counts is the
            // result after the betdelning.
            self.final_results_ui(ui, t);
            ui.separator();
            return;
        }
        self.shape_ui(ui, t, commands);
        // The balances beside the drawing when both fit whole, under it
        // otherwise: never cut.
        if ui.available_width() >= 440.0 + 360.0 {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| self.seating_ui(ui, short, t));
                ui.vertical(|ui| self.balances_ui(ui, t, false));
            });
        } else {
            self.seating_ui(ui, short, t);
            self.balances_ui(ui, t, true);
        }
        ui.separator();
    }

    /// The results of a closed evening, after the betdelning.
    fn final_results_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        let settlement = self.derived(t).settlement.clone();
        let unit = self.unit();
        let moneys = self.final_money(&settlement, t);
        ui.heading(t.s(Text::ResultsAfterTheBetdelning));
        egui::Grid::new("final_results")
            .num_columns(3)
            .spacing([18.0, 4.0])
            .show(ui, |ui| {
                for (seat, (name, &pinnar)) in settlement
                    .players
                    .iter()
                    .zip(&settlement.final_balances)
                    .enumerate()
                {
                    let colour = self.text_colour(seat, ui.visuals().panel_fill);
                    ui.label(RichText::new(name).size(24.0).color(colour).strong());
                    let result = unit.amount(pinnar).signed(t);
                    ui.label(RichText::new(&result).size(30.0).color(colour).strong())
                        .accessible_name(format!(
                            "{name} {}: {result}",
                            t.s(Text::AfterTheBetdelning)
                        ));
                    ui.label(
                        RichText::new(moneys.get(seat).cloned().flatten().unwrap_or_default())
                            .size(20.0),
                    );
                    ui.end_row();
                }
            });
    }

    /// The protocol or the chart.
    /// `nested`: inside the scrolling view of a short window.
    fn table_lower_ui(
        &mut self,
        ui: &mut egui::Ui,
        nested: bool,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        // The tabs wrap in a narrow view rather than run off its edge.
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.lower, Lower::Protocol, t.s(Text::Protocol));
            ui.selectable_value(&mut self.lower, Lower::Chart, t.s(Text::Chart));
            if self.editor.evening().chips.is_some() {
                ui.selectable_value(&mut self.lower, Lower::Chips, t.s(Text::Chips));
            }
        });
        match self.lower {
            Lower::Protocol => self.protocol_ui(ui, t, commands),
            Lower::Chart => self.chart_ui(ui, t),
            Lower::Chips => self.chips_ui(ui, nested, t),
        }
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        self.forget_stale_clearing();
        self.history_keys(ui.ctx(), commands);
        super::players_view::players_view_keys(ui.ctx(), self.players_view, commands);
        self.phones_ui(ui, t, commands);
        if self.players_view != PlayersView::Off {
            let board = crate::report::board::board(self.editor.ledger(), t);
            let colours = self.editor.evening().colours.clone();
            if self.players_view == PlayersView::FullScreen {
                egui::CentralPanel::default().show(ui, |ui| {
                    super::players_view::full_screen_ui(ui, &board, &colours, t, commands);
                });
                return;
            }
            let free = ui.available_rect_before_wrap();
            super::players_view::window_ui(ui.ctx(), free, &board, &colours, t, commands);
        }
        self.banners_ui(ui, t, commands);
        if let Some(problem) = &self.unsaved {
            egui::Panel::bottom("unsaved").show(ui, |ui| {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("{} {problem}", t.s(Text::NotSaved)),
                );
            });
        }
        match self.view {
            View::Betdelning => {
                egui::CentralPanel::default().show(ui, |ui| {
                    // The whole width, not the width its content had in an
                    // earlier frame: after a zoom the money column was cut
                    // at that old edge (seen at 130 and 150 %).
                    egui::ScrollArea::vertical()
                        .id_salt("betdelning")
                        .auto_shrink([false, true])
                        .show(ui, |ui| self.betdelning_ui(ui, t, commands));
                });
            }
            View::Table => {
                if !self.read_only {
                    self.preselect_forced();
                    self.derived(t);
                    let chips = self.derived.as_ref().and_then(|d| d.chips.as_ref());
                    self.form.ui(ui, &self.editor, chips, t, commands);
                }
                egui::CentralPanel::default().show(ui, |ui| {
                    // A short window (a small screen, a large zoom) scrolls
                    // the whole view, the protocol keeping a height of its
                    // own; a tall one fits it all.
                    if ui.available_height() < SHORT_VIEW {
                        // Sideways too: in a very narrow view (a large
                        // zoom) what is wider than it is scrolled to,
                        // never cut at the window's edge.
                        let narrow = ui.available_width() < 300.0;
                        egui::ScrollArea::new([narrow, true])
                            .id_salt("table_view")
                            .show(ui, |ui| {
                                self.table_top_ui(ui, true, t, commands);
                                if self.lower == Lower::Chips {
                                    // The bowls take the room they need:
                                    // the view scrolls, never a small
                                    // scroll area inside it.
                                    self.table_lower_ui(ui, true, t, commands);
                                } else {
                                    // As tall as the view shows below the
                                    // table (at least PROTOCOL_HEIGHT's
                                    // half): the protocol keeps to its
                                    // bottom, so the newest rows are in
                                    // sight once it is (they were under
                                    // the window's edge at 1024x600).
                                    // (Less the frame and the tabs' row
                                    // spacing, or its last row sat half
                                    // under the edge.)
                                    //
                                    // When less than the fewest rows
                                    // shows below the table, the view is
                                    // scrolled to the protocol: then it is
                                    // as high as the view, at most.
                                    // (Measured from the view's top, not
                                    // from the window: the same however
                                    // far the view is scrolled.)
                                    let above = ui.cursor().top() - ui.min_rect().top();
                                    let shown = ui.clip_rect().height() - above - 16.0;
                                    let fewest = protocol::protocol_frame(ui)
                                        + protocol::protocol_row_pitch(ui) * protocol::MIN_ROWS;
                                    let height = if shown >= fewest {
                                        shown
                                    } else {
                                        (PROTOCOL_HEIGHT / 2.0)
                                            .min(ui.clip_rect().height() - 16.0)
                                            .max(fewest)
                                    };
                                    let size = egui::vec2(ui.available_width(), height);
                                    ui.allocate_ui(size, |ui| {
                                        self.table_lower_ui(ui, false, t, commands);
                                    });
                                }
                            });
                    } else {
                        self.table_top_ui(ui, false, t, commands);
                        self.table_lower_ui(ui, false, t, commands);
                    }
                });
            }
        }
        self.dealer_choice_ui(ui.ctx(), t, commands);
        if self.confirm_close {
            let modal = egui::Modal::new(egui::Id::unique("confirm_close")).show(ui.ctx(), |ui| {
                ui.heading(t.s(Text::CloseTheEveningSvAvslutaKvallen));
                ui.label(t.s(Text::TheEveningMovesToTheArchiveIt));
                ui.horizontal(|ui| {
                    if ui.button(t.s(Text::YesCloseIt)).clicked() {
                        commands.push(AppCommand::CloseEvening.into());
                        self.confirm_close = false;
                    }
                    if ui.button(t.s(Text::No)).clicked() {
                        self.confirm_close = false;
                    }
                });
            });
            if modal.should_close() {
                self.confirm_close = false;
            }
        }
    }
    fn colour(&self, seat: usize) -> Color32 {
        colour(&self.editor, seat)
    }

    /// A player's colour as text on `background`, readable (WCAG AA).
    fn text_colour(&self, seat: usize, background: Color32) -> Color32 {
        text_colour(&self.editor, seat, background)
    }

    /// The ledger's unit: pinnar, or points in a levels table.
    fn unit(&self) -> Unit {
        self.editor.ledger().setup().rules.unit()
    }

    /// The board now (balances and pulla in the family's unit and, played
    /// for money, rounded together), from the core.
    fn board(&self, t: Tr) -> crate::report::board::Board {
        crate::report::board::board(self.editor.ledger(), t)
    }

    /// The final results in money by seat (rounded together in the core),
    /// or nothing without a price.
    fn final_money(&self, settlement: &Settlement, t: Tr) -> Vec<Option<String>> {
        let currency = &self.editor.ledger().setup().rules.currency;
        (0..settlement.players.len())
            .map(|seat| {
                let ore = settlement.final_money_ore.as_ref()?.get(seat)?;
                Some(crate::report::amount::money(*ore, currency, t.0))
            })
            .collect()
    }

    /// Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, in every view, when
    /// no text field has the keyboard (there they edit the text). On a
    /// closed evening they undo and redo its price edits (the only edits
    /// it has), and do nothing when there is none.
    fn history_keys(&self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let (do_redo, do_undo) = ctx.input_mut(|i| {
            let r = i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y);
            (r, !r && i.consume_shortcut(&undo))
        });
        // A closed evening refuses other changes with a message; nothing to
        // undo there is nothing to say.
        if do_redo && (!self.read_only || self.editor.can_redo()) {
            commands.push(EveningCommand::Redo.into());
        }
        if do_undo && (!self.read_only || self.editor.can_undo()) {
            commands.push(EveningCommand::Undo.into());
        }
    }
}

/// Below this height the table view scrolls as a whole.
const SHORT_VIEW: f32 = 620.0;

/// The protocol's height in a view that scrolls as a whole.
const PROTOCOL_HEIGHT: f32 = 320.0;

/// A player's colour.
fn colour(editor: &EveningEditor, seat: usize) -> Color32 {
    player_colour(&editor.evening().colours, seat)
}

/// A player's colour as text on `background`, readable (WCAG AA).
fn text_colour(editor: &EveningEditor, seat: usize, background: Color32) -> Color32 {
    super::style::player_text(&editor.evening().colours, seat, background)
}
