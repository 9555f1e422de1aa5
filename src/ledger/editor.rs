//! Editing an evening hand by hand, with undo and redo: the model the app's
//! commands are applied to. Every change replaces hand records and folds the
//! ledger again from the first hand it touches; nothing is computed twice.

use crate::error::ledger::HandError;
use crate::ledger::evening::{Evening, Hand};
use crate::ledger::{Ledger, LedgerError, Settlement};
use crate::rules::table::{BidTable, OddPinnar};
use serde::{Deserialize, Serialize};

/// The undo and redo history of an evening being recorded, as kept beside
/// its file so a crash or a closed window loses none of it
/// ([`EveningEditor::history`], [`EveningEditor::restore_history`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    /// The edits done, oldest first, each with its inverse.
    undo: Vec<Done>,
    /// The edits undone, the next to redo last.
    redo: Vec<Edit>,
}

impl History {
    /// Whether there is nothing to undo or redo.
    pub fn is_empty(&self) -> bool {
        self.undo.is_empty() && self.redo.is_empty()
    }

    /// The newest `most` edits to undo (and every edit to redo): what is
    /// kept on disk, so the file stays small on a long evening.
    pub fn newest(&self, most: usize) -> History {
        History {
            undo: self
                .undo
                .iter()
                .skip(self.undo.len().saturating_sub(most))
                .cloned()
                .collect(),
            redo: self.redo.clone(),
        }
    }
}

/// One change to the hands of an evening.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edit {
    /// Record a new hand at the end.
    Push(Hand),
    /// Put a hand before the one at this index.
    Insert(usize, Hand),
    /// Replace the hand at this index (a correction).
    Replace(usize, Hand),
    /// Delete the hand at this index.
    Remove(usize),
    /// Set who gets the odd pinnar at the betdelning (`None`: the table's
    /// default).
    OddPinnar(Option<OddPinnar>),
    /// Start the last round at this deal (1-based), or take the start back.
    LastRound(Option<usize>),
    /// Set, change or take away the price of a bet and its currency: every
    /// amount in money follows.
    Price(Price),
    /// Several edits made and undone as one, in order.
    Batch(Vec<Edit>),
}

/// An edit of the hands alone: what [`EveningEditor::perform`] hands on
/// once the header's edits are handled, so the hands' part matches every
/// case and none is "handled elsewhere".
#[derive(Debug, Clone, PartialEq)]
enum HandEdit {
    Push(Hand),
    Insert(usize, Hand),
    Replace(usize, Hand),
    Remove(usize),
}

impl From<HandEdit> for Edit {
    fn from(edit: HandEdit) -> Edit {
        match edit {
            HandEdit::Push(hand) => Edit::Push(hand),
            HandEdit::Insert(index, hand) => Edit::Insert(index, hand),
            HandEdit::Replace(index, hand) => Edit::Replace(index, hand),
            HandEdit::Remove(index) => Edit::Remove(index),
        }
    }
}

/// The money of an evening: the price of a bet in öre (`None`: played
/// without money) and the currency shown with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Price {
    /// Öre a bet.
    pub price_per_bet_ore: Option<u64>,
    /// The currency (`kr`); `None` with no price.
    pub currency: Option<String>,
}

/// An evening being recorded: its header, its ledger and the undo history.
#[derive(Debug, Clone)]
pub struct EveningEditor {
    evening: Evening,
    table: BidTable,
    ledger: Ledger,
    /// Each edit done, with its inverse (what an undo performs).
    undo: Vec<Done>,
    redo: Vec<Edit>,
}

/// The ways out of a correction or deletion that moves the dealers of
/// later hands ([`EveningEditor::dealer_shift`]).
#[derive(Debug, Clone)]
pub struct DealerShift {
    /// The edit with the later hands' dealers written down as they were
    /// dealt, when it can be made.
    pub keep: Option<Edit>,
    /// The edit as asked, the rotation moving on from it: the later hands
    /// whose dealer changes, or why a later hand becomes impossible.
    pub moved: Result<Vec<DealerMove>, LedgerError>,
}

/// A later hand whose dealer changes when the rotation moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealerMove {
    /// The hand's number (1-based) as the protocol shows it now.
    pub hand: usize,
    /// Its dealer now (a seat).
    pub was: usize,
    /// Its dealer after the edit (a seat).
    pub becomes: usize,
}

/// An edit in the undo history: what was done, and its inverse.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Done {
    edit: Edit,
    inverse: Edit,
}

impl EveningEditor {
    /// Settles the evening's hands so far.
    pub fn new(evening: Evening, table: &BidTable) -> Result<Self, LedgerError> {
        let ledger = Ledger::new(&evening, table)?;
        Ok(EveningEditor {
            evening,
            table: table.clone(),
            ledger,
            undo: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// Applies an edit and returns its inverse; on error nothing changes.
    /// Each kind of edit is handled here, in one exhaustive `match`: the
    /// header's edits at once, the hands' through [`HandEdit`].
    fn perform(&mut self, edit: Edit) -> Result<Edit, LedgerError> {
        let hand_edit = match edit {
            Edit::Batch(edits) => return self.perform_batch(edits),
            Edit::OddPinnar(odd) => {
                let mut evening = self.evening.clone();
                let inverse =
                    Edit::OddPinnar(std::mem::replace(&mut evening.house.odd_pinnar, odd));
                self.ledger = Ledger::new(&evening, &self.table)?;
                self.evening = evening;
                return Ok(inverse);
            }
            Edit::Price(price) => {
                let mut evening = self.evening.clone();
                let house = &mut evening.house;
                let inverse = Edit::Price(Price {
                    price_per_bet_ore: std::mem::replace(
                        &mut house.price_per_bet_ore,
                        price.price_per_bet_ore,
                    ),
                    currency: std::mem::replace(&mut house.currency, price.currency),
                });
                // The same check as reading the file: a price the core would
                // refuse is refused here, and nothing changes.
                self.ledger = Ledger::new(&evening, &self.table)?;
                self.evening = evening;
                return Ok(inverse);
            }
            Edit::LastRound(from) => {
                let mut evening = self.evening.clone();
                let inverse =
                    Edit::LastRound(std::mem::replace(&mut evening.last_round_from, from));
                self.ledger = Ledger::new(&evening, &self.table)?;
                self.evening = evening;
                return Ok(inverse);
            }
            Edit::Push(hand) => HandEdit::Push(hand),
            Edit::Insert(index, hand) => HandEdit::Insert(index, hand),
            Edit::Replace(index, hand) => HandEdit::Replace(index, hand),
            Edit::Remove(index) => HandEdit::Remove(index),
        };
        let inverse = self
            .perform_on_hands(hand_edit)
            .map_err(LedgerError::Hand)?;
        // A hand taken away can leave the last round starting beyond the
        // next deal, which no evening file may say: it then starts at the
        // next deal, in the same edit (one undo puts both back).
        let next = self.evening.hands.len().saturating_add(1);
        if let Some(from) = self.evening.last_round_from
            && from > next
        {
            let mut evening = self.evening.clone();
            evening.last_round_from = Some(next);
            match Ledger::new(&evening, &self.table) {
                Ok(ledger) => {
                    self.ledger = ledger;
                    self.evening = evening;
                }
                Err(e) => {
                    // Never: the evening was valid with the round later.
                    self.perform_on_hands(inverse).map_err(LedgerError::Hand)?;
                    return Err(e);
                }
            }
            return Ok(Edit::Batch(vec![
                inverse.into(),
                Edit::LastRound(Some(from)),
            ]));
        }
        Ok(inverse.into())
    }

    /// Several edits as one: nothing changes when one of them fails (the
    /// evening and the ledger as they were are put back whole: performing
    /// the inverses of the edits done could itself fail, and its error
    /// would have nowhere to go; putting back what was kept cannot fail).
    fn perform_batch(&mut self, edits: Vec<Edit>) -> Result<Edit, LedgerError> {
        let before = (self.evening.clone(), self.ledger.clone());
        let mut inverses = Vec::with_capacity(edits.len());
        for edit in edits {
            match self.perform(edit) {
                Ok(inverse) => inverses.push(inverse),
                Err(e) => {
                    (self.evening, self.ledger) = before;
                    return Err(e);
                }
            }
        }
        inverses.reverse();
        Ok(Edit::Batch(inverses))
    }

    fn perform_on_hands(&mut self, edit: HandEdit) -> Result<HandEdit, HandError> {
        let hands = self.ledger.hands();
        let out_of_range = |index: usize| HandError {
            hand: index + 1,
            field: crate::error::ledger::HandField::Hand,
            problem: crate::error::ledger::HandProblem::NoSuchHand,
        };
        let inverse = match &edit {
            HandEdit::Push(_) => HandEdit::Remove(hands.len()),
            HandEdit::Insert(index, _) if *index > hands.len() => {
                return Err(out_of_range(*index));
            }
            HandEdit::Insert(index, _) => HandEdit::Remove(*index),
            HandEdit::Replace(index, _) => {
                let old = hands.get(*index).ok_or_else(|| out_of_range(*index))?;
                HandEdit::Replace(*index, old.clone())
            }
            HandEdit::Remove(index) => {
                let old = hands.get(*index).ok_or_else(|| out_of_range(*index))?;
                HandEdit::Insert(*index, old.clone())
            }
        };
        if let HandEdit::Push(hand) = &edit {
            self.forced_deal_kept(hand)?;
        }
        match edit {
            HandEdit::Push(hand) => self.ledger.push_hand(hand)?,
            HandEdit::Insert(index, hand) => self.ledger.insert_hand(index, hand)?,
            HandEdit::Replace(index, hand) => self.ledger.replace_hand(index, hand)?,
            HandEdit::Remove(index) => self.ledger.remove_hand(index)?,
        }
        self.evening.hands = self.ledger.hands().to_vec();
        Ok(inverse)
    }

    /// A hand recorded next where a forced round owes its next deal is
    /// that deal: the round's contract, or a solo taking it away. An
    /// ordinary hand there is refused, whatever the form held before (the
    /// ledger reads an ordinary deal in a file as the end of the round, so
    /// the check is the recorder's, not the file's).
    fn forced_deal_kept(&self, hand: &Hand) -> Result<(), HandError> {
        let Some(owed) = crate::ledger::rounds::shape(&self.ledger, false).forced else {
            return Ok(());
        };
        if hand.forced.as_deref() == Some(owed.contract.as_str()) {
            return Ok(());
        }
        let names = |id: &str| {
            self.ledger.setup().rules.table.contract(id).map_or_else(
                || crate::text::Names {
                    sv: id.to_string(),
                    en: id.to_string(),
                    ja: None,
                },
                |c| c.name.clone(),
            )
        };
        Err(HandError {
            hand: self.ledger.hands().len().saturating_add(1),
            field: crate::error::ledger::HandField::Forced,
            problem: crate::error::ledger::HandProblem::ForcedDealOwed {
                forced: Box::new(names(&owed.contract)),
                forehand: self
                    .evening
                    .players
                    .get(owed.forehand)
                    .cloned()
                    .unwrap_or_default(),
                deal: owed.deal,
                of: owed.of,
            },
        })
    }

    /// What a correction or deletion of an earlier hand does to the dealers
    /// of the hands after it, before anything changes: `None` when it
    /// moves none of them (nothing to ask); else the two ways out, each
    /// with what it does. The rotation of dealers runs on from every hand
    /// whose dealer is not written down, so a correction of hand 11's
    /// dealer (or its deletion) moves the dealers of hands 12 and on.
    pub fn dealer_shift(&self, edit: &Edit) -> Option<DealerShift> {
        let (index, shift) = match edit {
            Edit::Replace(i, _) => (*i, 0),
            Edit::Remove(i) => (*i, 1),
            _ => return None,
        };
        let settled = self.ledger.settled_hands();
        let later = settled.get(index.saturating_add(1)..)?;
        if later.is_empty() {
            return None;
        }
        let mut trial = self.clone();
        let moved = match trial.perform(edit.clone()) {
            Ok(_) => {
                let after = trial
                    .ledger
                    .settled_hands()
                    .get(index.saturating_add(1) - shift..)
                    .unwrap_or_default();
                let changes: Vec<DealerMove> = later
                    .iter()
                    .zip(after)
                    .filter(|(before, after)| before.deal.dealer != after.deal.dealer)
                    .map(|(before, after)| DealerMove {
                        hand: before.number,
                        was: before.deal.dealer,
                        becomes: after.deal.dealer,
                    })
                    .collect();
                if changes.is_empty() {
                    return None;
                }
                Ok(changes)
            }
            Err(e) => Err(e),
        };
        let keep = self.keeping_later_dealers(index, edit.clone());
        let keep = self.clone().perform(keep.clone()).is_ok().then_some(keep);
        Some(DealerShift { keep, moved })
    }

    /// The fix for a deletion or correction of hand `index` that would
    /// make a later hand impossible because the rotation shifts: the same
    /// edit, with the dealers of the later hands written down as they were
    /// dealt, as one edit (one undo).
    pub fn keeping_later_dealers(&self, index: usize, edit: Edit) -> Edit {
        let players = &self.evening.players;
        let mut edits: Vec<Edit> = self
            .ledger
            .settled_hands()
            .iter()
            .zip(self.ledger.hands())
            .enumerate()
            .skip(index.saturating_add(1))
            .filter(|(_, (_, hand))| hand.dealer.is_none())
            .filter_map(|(i, (settled, hand))| {
                let dealer = players.get(settled.deal.dealer)?.clone();
                let mut hand = hand.clone();
                hand.dealer = Some(dealer);
                Some(Edit::Replace(i, hand))
            })
            .collect();
        edits.push(edit);
        Edit::Batch(edits)
    }

    /// Applies an edit; it can be undone. On error nothing changes.
    pub fn apply(&mut self, edit: Edit) -> Result<(), LedgerError> {
        let inverse = self.perform(edit.clone())?;
        self.undo.push(Done { edit, inverse });
        self.redo.clear();
        Ok(())
    }

    /// Notes a change a phone made in the evening's history
    /// ([`Evening::changes`]); it is no edit of the hands and no undo
    /// takes it back.
    pub fn note_change(&mut self, change: crate::ledger::evening::Change) {
        self.evening.changes.push(change);
    }

    /// Undoes the last edit; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        self.step(true)
    }

    /// Redoes the last undone edit; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        self.step(false)
    }

    fn step(&mut self, undo: bool) -> bool {
        if undo {
            let Some(done) = self.undo.pop() else {
                return false;
            };
            match self.perform(done.inverse.clone()) {
                Ok(again) => {
                    self.redo.push(again);
                    true
                }
                Err(_) => {
                    // The inverse of an applied edit always applies; should
                    // one ever not, keep the history as it was.
                    self.undo.push(done);
                    false
                }
            }
        } else {
            let Some(edit) = self.redo.pop() else {
                return false;
            };
            match self.perform(edit.clone()) {
                Ok(inverse) => {
                    self.undo.push(Done { edit, inverse });
                    true
                }
                Err(_) => {
                    self.redo.push(edit);
                    false
                }
            }
        }
    }

    /// The undo and redo history, to keep beside the evening's file.
    pub fn history(&self) -> History {
        History {
            undo: self.undo.clone(),
            redo: self.redo.clone(),
        }
    }

    /// Puts back a history kept for this very evening (the caller checks
    /// that it belongs to the evening as it is: an undo whose inverse does
    /// not apply is refused then, and nothing changes).
    pub fn restore_history(&mut self, history: History) {
        self.undo = history.undo;
        self.redo = history.redo;
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The edit an undo would take back (the last edit done or redone).
    pub fn next_undo(&self) -> Option<&Edit> {
        self.undo.last().map(|done| &done.edit)
    }

    /// The edit a redo would make: after an undo, the edit that was undone.
    pub fn next_redo(&self) -> Option<&Edit> {
        self.redo.last()
    }

    /// The evening as it stands (what is saved).
    pub fn evening(&self) -> &Evening {
        &self.evening
    }

    /// The ledger (each hand's settlement).
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The whole evening settled as if it ended now.
    pub fn settlement(&self) -> Settlement {
        self.ledger.settlement()
    }

    /// The bid table the evening is settled against (variants not applied).
    pub fn table(&self) -> &BidTable {
        &self.table
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::evening::{HandResult, Trump};
    use crate::ledger::settle;
    use crate::rules::registry::TableRegistry;

    fn start() -> (EveningEditor, BidTable) {
        let registry = TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
        let evening = Evening::parse(
            "e.ron",
            r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
                players: ["Anna", "Bo", "Cia"], first_dealer: "Cia")"#,
        )
        .unwrap();
        (EveningEditor::new(evening, &table).unwrap(), table)
    }

    fn hand(declarer: &str, contract: &str, tricks: u8) -> Hand {
        Hand::new(
            declarer,
            contract,
            Some(Trump::Common),
            HandResult::Tricks(tricks),
        )
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let (mut editor, table) = start();
        let empty = editor.settlement();
        editor.apply(Edit::Push(hand("Anna", "begar", 6))).unwrap();
        editor.apply(Edit::Push(hand("Bo", "spel-7", 5))).unwrap();
        let two = editor.settlement();
        editor
            .apply(Edit::Replace(0, hand("Anna", "begar", 4)))
            .unwrap();
        editor.apply(Edit::Remove(1)).unwrap();
        assert_eq!(editor.evening().hands.len(), 1);
        assert_eq!(
            editor.settlement(),
            settle(editor.evening(), &table).unwrap()
        );
        assert!(editor.undo() && editor.undo());
        assert_eq!(editor.settlement(), two);
        assert!(editor.undo() && editor.undo());
        assert_eq!(editor.settlement(), empty);
        assert!(!editor.undo());
        assert!(editor.redo() && editor.redo());
        assert_eq!(editor.settlement(), two);
        // A new edit clears what could be redone.
        editor
            .apply(Edit::Insert(0, hand("Anna", "spel-8", 8)))
            .unwrap();
        assert!(!editor.can_redo());
        assert_eq!(editor.evening().hands[0].contract, "spel-8");
    }

    #[test]
    fn a_refused_edit_changes_nothing() {
        let (mut editor, _) = start();
        editor.apply(Edit::Push(hand("Anna", "begar", 6))).unwrap();
        let before = editor.settlement();
        let error = editor
            .apply(Edit::Replace(0, hand("Anna", "no-such-contract", 6)))
            .unwrap_err();
        assert!(
            matches!(&error, LedgerError::Hand(e) if e.hand == 1),
            "{error}"
        );
        assert!(editor.apply(Edit::Remove(5)).is_err());
        assert_eq!(editor.settlement(), before);
        assert_eq!(editor.evening().hands.len(), 1);
        assert!(editor.undo());
        assert!(!editor.can_undo());
    }

    #[test]
    fn odd_pinnar_can_be_chosen_and_undone() {
        let (mut editor, table) = start();
        editor.apply(Edit::Push(hand("Anna", "begar", 6))).unwrap();
        editor
            .apply(Edit::OddPinnar(Some(OddPinnar::To("Cia".into()))))
            .unwrap();
        assert_eq!(
            editor.evening().house.odd_pinnar,
            Some(OddPinnar::To("Cia".into()))
        );
        assert_eq!(
            editor.settlement(),
            settle(editor.evening(), &table).unwrap()
        );
        assert!(
            editor
                .apply(Edit::OddPinnar(Some(OddPinnar::To("Nobody".into()))))
                .is_err()
        );
        assert!(editor.undo());
        assert_eq!(editor.evening().house.odd_pinnar, None);
        assert_eq!(editor.evening().hands.len(), 1);
    }

    #[test]
    fn a_refused_batch_changes_nothing() {
        // The second edit of the batch is refused: the first is taken back
        // and the history stays as it was.
        let (mut editor, _) = start();
        editor.apply(Edit::Push(hand("Anna", "begar", 6))).unwrap();
        let before = editor.settlement();
        let batch = Edit::Batch(vec![Edit::Push(hand("Bo", "spel-7", 7)), Edit::Remove(7)]);
        assert!(editor.apply(batch).is_err());
        assert_eq!(editor.evening().hands.len(), 1);
        assert_eq!(editor.settlement(), before);
        assert!(editor.undo(), "the first push is still the last edit");
        assert!(!editor.can_undo());
    }

    /// Taking away a hand after the last round started at the next deal
    /// moves the round's start with it (an evening file may not start the
    /// round beyond its next deal); one undo puts both back.
    #[test]
    fn taking_away_a_hand_moves_the_last_round_with_it() {
        let (mut editor, _) = start();
        editor.apply(Edit::Push(hand("Anna", "begar", 6))).unwrap();
        editor.apply(Edit::Push(hand("Bo", "begar", 6))).unwrap();
        editor.apply(Edit::LastRound(Some(3))).unwrap();
        editor.apply(Edit::Remove(1)).unwrap();
        assert_eq!(editor.evening().hands.len(), 1);
        assert_eq!(editor.evening().last_round_from, Some(2));
        assert_eq!(editor.ledger().last_round_from(), Some(2));
        let text = editor.evening().to_ron();
        let table = editor.table().clone();
        let again = crate::ledger::evening::Evening::parse("k.ron", &text).unwrap();
        assert!(Ledger::new(&again, &table).is_ok());
        assert!(editor.undo());
        assert_eq!(editor.evening().hands.len(), 2);
        assert_eq!(editor.evening().last_round_from, Some(3));
        assert!(editor.redo());
        assert_eq!(editor.evening().last_round_from, Some(2));
    }

    #[test]
    fn a_deletion_keeping_the_later_dealers_is_one_undo() {
        // Four players. Deleting hand 1 shifts the rotation: Cia, who
        // declared hand 2 dealt by Anna, would sit out with Dag dealing.
        let text = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            players: ["Anna", "Bo", "Cia", "Dag"], first_dealer: "Dag",
            hands: [
                Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8)),
                Hand(declarer: "Cia", contract: "begar", trump: Common, result: Tricks(6)),
                Hand(declarer: "Dag", contract: "spel-7", trump: Common, result: Tricks(7)),
            ])"#;
        let evening = Evening::parse("e.ron", text).unwrap();
        let registry = crate::rules::registry::TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.as_ref().unwrap();
        let mut editor = EveningEditor::new(evening, table).unwrap();
        let before: Vec<_> = editor.ledger().settled_hands().to_vec();
        assert!(
            editor.apply(Edit::Remove(0)).is_err(),
            "the plain deletion is refused"
        );
        let fix = editor.keeping_later_dealers(0, Edit::Remove(0));
        editor.apply(fix).unwrap();
        let hands = &editor.evening().hands;
        assert_eq!(hands.len(), 2);
        assert_eq!(hands[0].dealer.as_deref(), Some("Anna"));
        assert_eq!(hands[1].dealer.as_deref(), Some("Bo"));
        // The later hands pay as they did (the postings of each hand).
        let after = editor.ledger().settled_hands();
        for (a, b) in after.iter().zip(&before[1..]) {
            assert_eq!(a.postings, b.postings);
            assert_eq!(a.deal, b.deal);
        }
        // One undo restores everything.
        assert!(editor.undo());
        assert_eq!(editor.evening().hands.len(), 3);
        assert!(editor.evening().hands.iter().all(|h| h.dealer.is_none()));
        assert!(!editor.can_undo());
    }
}
