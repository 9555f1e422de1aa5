//! A hand sent from a phone (issue 37): the phone's form as the fields of
//! its address, read into the same [`HandDraft`] the desktop form fills,
//! and a request applied to an evening by the same editor, once. Pure: the
//! server reads the file, calls [`apply`] and writes what it gave.
//!
//! **Once, whatever comes twice.** Every form the host draws carries the
//! deal it records (the next deal's number, or the deal corrected) and a
//! request number of its own. A request whose number the evening's
//! [`Evening::changes`] already holds was booked: it is answered as it was
//! and nothing changes (a phone that sent again after losing the network).
//! A new hand for a deal already recorded is the same hand recorded twice
//! by two phones (nothing booked, the first phone named), or another hand
//! (refused: the deal is taken). A deal ahead of the next, a correction of
//! a hand changed meanwhile and an undo of a hand that is no longer the
//! last are refused: nothing recorded is ever lost to a stale page.

use crate::ledger::editor::{Edit, EveningEditor};
use crate::ledger::entry::HandDraft;
use crate::ledger::evening::{Bid, Change, ChangeKind, Evening, Hand, HandResult, Trump};
use crate::ledger::{LedgerError, rounds};

/// The most fields a form sends (a gök's passers are the longest list).
pub const MAX_FIELDS: usize = 32;

/// The phone's form: the draft, the hand it corrects, the search typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PhoneForm {
    /// The choices so far, as the desktop form keeps them.
    pub draft: HandDraft,
    /// The hand being corrected (0-based), if any.
    pub editing: Option<usize>,
    /// The contract search's text.
    pub search: String,
    /// A correction that moves the dealers of later hands moves them
    /// (`rot=1`); else they keep the dealers they dealt.
    pub move_dealers: bool,
}

/// A fingerprint of a hand as recorded: a correction or an undo names the
/// hand it saw, and a hand changed meanwhile is not overwritten.
pub fn fingerprint(hand: &Hand) -> String {
    let text = ron::to_string(hand).unwrap_or_default();
    format!("{:016x}", xxhash_rust::xxh3::xxh3_64(text.as_bytes()))
}

impl PhoneForm {
    /// The form the fields `fields` (name, value) describe for `editor`'s
    /// evening. What does not fit the evening (a name not at the table, a
    /// contract not in its table, a trump the contract cannot be played
    /// at) is dropped, as the desktop form drops it: the page then asks
    /// for it again. A new deal of a forced round has the round's contract
    /// and forehand chosen, unless a solo takes it away (`a=1`).
    pub fn from_fields(editor: &EveningEditor, fields: &[(String, String)]) -> PhoneForm {
        let evening = editor.evening();
        let table = &editor.ledger().setup().rules.table;
        let get = |name: &str| {
            fields
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let editing = get("e")
            .and_then(|e| e.parse::<usize>().ok())
            .and_then(|e| e.checked_sub(1))
            .filter(|&e| e < evening.hands.len());
        let mut draft = match editing.and_then(|e| evening.hands.get(e)) {
            // A correction starts from the hand; its dealer and note stay.
            Some(hand) if get("d").is_none() => HandDraft::from_hand(hand),
            Some(hand) => HandDraft {
                dealer: hand.dealer.clone(),
                note: hand.note.clone().unwrap_or_default(),
                preference_suit: hand.preference_suit,
                forced: hand.forced.clone(),
                taken_away: hand.taken_away,
                ..HandDraft::default()
            },
            None => HandDraft::default(),
        };
        let player = |name: &str| evening.players.iter().any(|p| p == name);
        // A new deal of a forced round: forehand plays the round's
        // contract, unless a solo takes it away (`a=1`).
        let forced = editing
            .is_none()
            .then(|| rounds::shape(editor.ledger(), false).forced)
            .flatten();
        let taken_away = forced.is_some() && get("a") == Some("1");
        let (declarer, contract) = match &forced {
            Some(forced) if !taken_away => (
                evening.players.get(forced.forehand).map(String::as_str),
                Some(forced.contract.as_str()),
            ),
            _ => (get("d"), get("c")),
        };
        if get("d").is_some() || editing.is_none() {
            draft.declarer = declarer.filter(|d| player(d)).map(str::to_string);
            draft.bid = get("b").and_then(Bid::of_id).unwrap_or(Bid::Plain);
            draft.trump = get("t").and_then(Trump::of_id);
            draft.omkop = get("o").and_then(Trump::of_id);
            draft.gok_penalty = fields
                .iter()
                .filter(|(n, v)| n == "g" && player(v))
                .map(|(_, v)| v.clone())
                .take(evening.players.len())
                .collect();
            draft.second_last = get("s")
                .filter(|s| table.contract(s).is_some())
                .map(str::to_string);
            draft.rebuys = get("n").and_then(|n| n.parse().ok()).unwrap_or(0).min(99);
            let result = match get("r") {
                Some("lagd") => Some(HandResult::Surrendered),
                Some(n) => n.parse::<u8>().ok().map(HandResult::Tricks),
                None => None,
            };
            draft.contract = None;
            draft.result = None;
            if let Some(contract) = contract.and_then(|c| table.contract(c)) {
                draft.choose_contract(contract);
                draft.result = result;
                draft.settle_choices(contract);
            }
        }
        if let Some(forced) = forced {
            draft.forced = Some(forced.contract);
            draft.taken_away = taken_away;
        }
        // Another dealer than the rotation's (a deal out of turn, the
        // first dealer drawn at the table): the rotation goes on from him.
        if let Some(dealer) = get("dl").filter(|d| player(d)) {
            draft.dealer = Some(dealer.to_string());
        }
        // A note typed on the record form: a line, without control
        // characters, at most 200 characters.
        if let Some(note) = get("nt") {
            draft.note = note.chars().filter(|c| !c.is_control()).take(200).collect();
        }
        let search: String = get("q").unwrap_or_default().chars().take(40).collect();
        PhoneForm {
            draft,
            editing,
            search,
            move_dealers: editing.is_some() && get("rot") == Some("1"),
        }
    }

    /// The form's fields (name, value), to draw a link or a form that
    /// keeps everything chosen so far: [`PhoneForm::from_fields`] reads
    /// them back to this form.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        let d = &self.draft;
        let mut fields = Vec::new();
        if let Some(e) = self.editing {
            fields.push(("e", (e + 1).to_string()));
        }
        if self.move_dealers {
            fields.push(("rot", "1".to_string()));
        }
        if d.taken_away {
            fields.push(("a", "1".to_string()));
        }
        if let Some(v) = &d.dealer {
            fields.push(("dl", v.clone()));
        }
        if let Some(v) = &d.declarer {
            fields.push(("d", v.clone()));
        }
        if let Some(v) = &d.contract {
            fields.push(("c", v.clone()));
        }
        if d.bid != Bid::Plain {
            fields.push(("b", d.bid.id().to_string()));
        }
        if let Some(t) = d.trump {
            fields.push(("t", t.id().to_string()));
        }
        if let Some(t) = d.omkop {
            fields.push(("o", t.id().to_string()));
        }
        match d.result {
            Some(HandResult::Tricks(n)) => fields.push(("r", n.to_string())),
            Some(HandResult::Surrendered) => fields.push(("r", "lagd".to_string())),
            None => {}
        }
        for g in &d.gok_penalty {
            fields.push(("g", g.clone()));
        }
        if let Some(s) = &d.second_last {
            fields.push(("s", s.clone()));
        }
        if d.rebuys > 0 {
            fields.push(("n", d.rebuys.to_string()));
        }
        fields
    }

    /// The deal this form records or corrects (1-based).
    pub fn deal(&self, evening: &Evening) -> usize {
        self.editing.unwrap_or(evening.hands.len()) + 1
    }
}

/// What a phone asks of the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Record the form's hand (or save its correction).
    Record(Box<PhoneForm>),
    /// Take the last hand back.
    UndoLast,
}

/// A request from a phone, as the host received it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// What it asks.
    pub action: Action,
    /// The deal its page was drawn for (1-based).
    pub deal: usize,
    /// The fingerprint of the hand its page saw at that deal (a
    /// correction and an undo; empty for a new hand).
    pub seen: String,
    /// The request's number, made when its page was drawn.
    pub request: String,
    /// The device that sent it.
    pub by: String,
    /// The host's local time (`HH:MM:SS`).
    pub at: String,
}

/// What the host did with a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Booked {
    /// Booked now.
    Now(Change),
    /// Booked before (the same request again, or the same hand for the
    /// same deal from another phone): nothing changed. The change that
    /// booked it, when the evening says.
    Already(Option<Change>),
}

/// Why a phone's request was not booked; the evening is as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The hand is not complete (nothing to record yet).
    Incomplete,
    /// The deal is recorded already, with another hand: by this device.
    Taken {
        /// The deal.
        deal: usize,
        /// Who recorded it, when the evening says.
        by: Option<String>,
    },
    /// The page was drawn for a deal after the next one.
    Ahead {
        /// The deal the page sent.
        sent: usize,
        /// The next deal to record.
        next: usize,
    },
    /// The hand corrected or undone was changed since the page was drawn
    /// (or is no longer the last one).
    Changed {
        /// The deal.
        deal: usize,
    },
    /// There is no hand to undo.
    NothingToUndo,
    /// The hand cannot have happened (the same words as the desktop's).
    Ledger(LedgerError),
}

fn change(sent: &Sent, deal: usize, kind: ChangeKind) -> Change {
    Change {
        deal,
        kind,
        by: sent.by.clone(),
        request: sent.request.clone(),
        at: sent.at.clone(),
    }
}

/// Applies `sent` to the evening in `editor` (read from its file just
/// before): the change booked, or why not. On a refusal the editor is as
/// it was; on [`Booked::Now`] its evening is what to write.
pub fn apply(editor: &mut EveningEditor, sent: &Sent) -> Result<Booked, Refusal> {
    let evening = editor.evening();
    if let Some(done) = evening
        .changes
        .iter()
        .find(|c| !sent.request.is_empty() && c.request == sent.request)
    {
        return Ok(Booked::Already(Some(done.clone())));
    }
    let hands = evening.hands.len();
    let recorded_by = |deal: usize| {
        evening
            .changes
            .iter()
            .rev()
            .find(|c| c.deal == deal && c.kind != ChangeKind::Undone)
            .cloned()
    };
    match &sent.action {
        Action::UndoLast => {
            let last = evening.hands.last().ok_or(Refusal::NothingToUndo)?;
            if sent.deal != hands || fingerprint(last) != sent.seen {
                return Err(Refusal::Changed { deal: sent.deal });
            }
            let done = change(sent, hands, ChangeKind::Undone);
            editor
                .apply(Edit::Remove(hands.saturating_sub(1)))
                .map_err(Refusal::Ledger)?;
            editor.note_change(done.clone());
            Ok(Booked::Now(done))
        }
        Action::Record(form) => {
            let hand = form.draft.to_hand().ok_or(Refusal::Incomplete)?;
            let index = sent.deal.checked_sub(1).ok_or(Refusal::Ahead {
                sent: sent.deal,
                next: hands + 1,
            })?;
            if let Some(editing) = form.editing {
                let Some(was) = evening.hands.get(editing) else {
                    return Err(Refusal::Changed { deal: sent.deal });
                };
                if editing != index || fingerprint(was) != sent.seen {
                    return Err(Refusal::Changed { deal: sent.deal });
                }
                if *was == hand {
                    return Ok(Booked::Already(recorded_by(sent.deal)));
                }
                let edit = Edit::Replace(editing, hand);
                // A correction that moves the later hands' dealers: they
                // keep the dealers who dealt them (written down), unless
                // the page chose to move the rotation; the way that is
                // impossible is refused with the ledger's reason.
                let edit = match editor.dealer_shift(&edit) {
                    Some(shift) if form.move_dealers || shift.keep.is_none() => {
                        shift.moved.map_err(Refusal::Ledger)?;
                        edit
                    }
                    Some(shift) => shift.keep.unwrap_or(edit),
                    None => edit,
                };
                editor.apply(edit).map_err(Refusal::Ledger)?;
                let done = change(sent, sent.deal, ChangeKind::Corrected);
                editor.note_change(done.clone());
                return Ok(Booked::Now(done));
            }
            if index > hands {
                return Err(Refusal::Ahead {
                    sent: sent.deal,
                    next: hands + 1,
                });
            }
            if let Some(there) = evening.hands.get(index) {
                return if *there == hand {
                    Ok(Booked::Already(recorded_by(sent.deal)))
                } else {
                    Err(Refusal::Taken {
                        deal: sent.deal,
                        by: recorded_by(sent.deal).map(|c| c.by),
                    })
                };
            }
            editor.apply(Edit::Push(hand)).map_err(Refusal::Ledger)?;
            let done = change(sent, sent.deal, ChangeKind::Recorded);
            editor.note_change(done.clone());
            Ok(Booked::Now(done))
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;
    use crate::rules::registry::TableRegistry;

    fn editor(id: &str) -> EveningEditor {
        let text = format!(
            r#"Evening(format: 1, date: "2026-11-28", table: "{id}",
                players: ["Anna", "Bo", "Cia"], first_dealer: "Anna")"#
        );
        let evening = Evening::parse("e.ron", &text).unwrap();
        let table = TableRegistry::built_in()
            .entry(id)
            .unwrap()
            .table
            .clone()
            .unwrap();
        EveningEditor::new(evening, &table).unwrap()
    }

    fn fields(form: &PhoneForm) -> Vec<(String, String)> {
        form.fields()
            .into_iter()
            .map(|(n, v)| (n.to_string(), v))
            .collect()
    }

    fn sent(form: PhoneForm, deal: usize, request: &str) -> Sent {
        Sent {
            action: Action::Record(Box::new(form)),
            deal,
            seen: String::new(),
            request: request.to_string(),
            by: "phone".to_string(),
            at: String::new(),
        }
    }

    #[test]
    fn the_fields_read_back_to_the_same_form() {
        let editor = editor("isberg");
        let mut draft = HandDraft {
            declarer: Some("Bo".into()),
            ..HandDraft::default()
        };
        let table = &editor.ledger().setup().rules.table;
        let contract = table
            .contracts
            .iter()
            .find(|c| matches!(&c.payment, crate::rules::table::Payment::Levels(l) if l.rebuy))
            .unwrap();
        draft.choose_contract(contract);
        draft.trump = Some(Trump::Preference);
        draft.result = Some(HandResult::Tricks(9));
        draft.rebuys = 2;
        draft.second_last = Some(table.contracts[0].id.clone());
        draft.settle_choices(contract);
        let form = PhoneForm {
            draft,
            ..PhoneForm::default()
        };
        assert_eq!(PhoneForm::from_fields(&editor, &fields(&form)), form);
    }

    #[test]
    fn what_does_not_fit_the_evening_is_dropped() {
        let editor = editor("stockholm");
        let form = PhoneForm::from_fields(
            &editor,
            &[
                ("d".into(), "Nobody".into()),
                ("c".into(), "no-such".into()),
                ("t".into(), "sideways".into()),
                ("r".into(), "99".into()),
                ("g".into(), "Nobody".into()),
                ("e".into(), "7".into()),
            ],
        );
        assert_eq!(form, PhoneForm::default());
        // Tricks beyond what the contract can take are asked again.
        let form = PhoneForm::from_fields(
            &editor,
            &[
                ("d".into(), "Bo".into()),
                ("c".into(), "kopmisar-1".into()),
                ("r".into(), "13".into()),
            ],
        );
        assert_eq!(form.draft.trump, Some(Trump::Misar));
        assert_eq!(form.draft.result, None);
    }

    #[test]
    fn a_request_is_booked_once_and_a_stale_one_never() {
        let mut editor = editor("stockholm");
        let form = PhoneForm::from_fields(
            &editor,
            &[
                ("d".into(), "Bo".into()),
                ("c".into(), "vingel-8".into()),
                ("t".into(), "preference".into()),
                ("r".into(), "9".into()),
            ],
        );
        let booked = apply(&mut editor, &sent(form.clone(), 1, "a")).unwrap();
        assert!(
            matches!(booked, Booked::Now(ref c) if c.deal == 1 && c.kind == ChangeKind::Recorded)
        );
        // The same request, the same hand from another request: booked.
        assert!(matches!(
            apply(&mut editor, &sent(form.clone(), 1, "a")),
            Ok(Booked::Already(Some(_)))
        ));
        assert!(matches!(
            apply(&mut editor, &sent(form.clone(), 1, "b")),
            Ok(Booked::Already(Some(_)))
        ));
        assert_eq!(editor.evening().hands.len(), 1);
        // Ahead, incomplete, and an undo of a hand not seen: refused.
        assert_eq!(
            apply(&mut editor, &sent(form.clone(), 3, "c")),
            Err(Refusal::Ahead { sent: 3, next: 2 })
        );
        assert_eq!(
            apply(&mut editor, &sent(PhoneForm::default(), 2, "d")),
            Err(Refusal::Incomplete)
        );
        let undo = Sent {
            action: Action::UndoLast,
            seen: "not it".into(),
            ..sent(PhoneForm::default(), 1, "e")
        };
        assert_eq!(apply(&mut editor, &undo), Err(Refusal::Changed { deal: 1 }));
        let undo = Sent {
            seen: fingerprint(&editor.evening().hands[0]),
            request: "f".into(),
            ..undo
        };
        assert!(matches!(apply(&mut editor, &undo), Ok(Booked::Now(_))));
        assert!(editor.evening().hands.is_empty());
        assert_eq!(editor.evening().changes.len(), 2);
        assert_eq!(
            apply(
                &mut editor,
                &Sent {
                    request: "g".into(),
                    ..undo
                }
            ),
            Err(Refusal::NothingToUndo)
        );
    }
}
