//! The hand form's keys: what each key means at each step (a digit, a
//! letter, Enter, Escape, Alt with a digit), never two things at once, and
//! the hints that say them.

use crate::i18n::Text;

#[allow(clippy::wildcard_imports)]
use super::*;

impl HandForm {
    /// The form's keys, routed by its step, not by the widget that has the
    /// focus (a click on a button takes it from the fields):
    /// - declarer still to choose: `1`–`3` choose, forehand first;
    /// - contract still to choose: what is typed goes to the search;
    /// - after that: digits are the tricks, `h` `f` `o` `m` (or `p` `s`
    ///   `c`) the trump, `l` lagd, Enter records;
    /// - at any step `Alt+1`–`3` changes the declarer, Escape clears.
    ///
    /// Inside a text field only the chord is taken; the field gets the rest.
    pub(super) fn keys(
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
    pub(super) fn tricks_problem(&self, max: u8, t: Tr) -> Option<String> {
        let typed = self.tricks_text.trim();
        if typed.is_empty() || self.draft.result.is_some() {
            return None;
        }
        Some(match typed.parse::<u32>() {
            Ok(n) => format!(
                "{n} {} {max} {}",
                t.s(Text::TricksIsImpossibleThisGameHas),
                t.s(Text::Cards),
            ),
            Err(_) => t.s(Text::TypeTheTricksOrLToSurrender).to_string(),
        })
    }

    /// The choice keys after the contract, with nothing focused or in the
    /// tricks field alike (a key means one thing at a step): the trump
    /// (`h` `f` `o` `m`, or `p` `s` `c`), `b` the bid (plain, in colour, in
    /// preference, where allowed), `k` the omköp (on and off, or its first
    /// exchange's rank in turn), and Shift+`1`–`3` a passer who lacked low
    /// guards (the seats as the declarer keys number them). None of the
    /// letters is `l` (lagd) or a digit (the tricks).
    pub(super) fn choice_keys(
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
    pub(super) fn choose_declarer(&mut self, editor: &EveningEditor, seat: usize) {
        self.draft.declarer = editor.evening().players.get(seat).cloned();
        self.draft.gok_penalty.clear();
        if self.draft.contract.is_none() {
            self.focus = Some(Focus::Search);
        }
    }
}

pub(super) fn keys_hint(choices: &Choices, may_fold: bool, seats: usize, t: Tr) -> String {
    let mut keys = vec![t.s(Text::Digits).to_string()];
    if may_fold {
        keys.push(t.s(Text::LLagd).into());
    }
    if choices.bids.len() > 1 {
        keys.push(t.s(Text::BBid).into());
    }
    if !matches!(choices.omkop, OmkopChoice::None) {
        keys.push(t.s(Text::KOmkop).into());
    }
    if choices.pass_penalty {
        keys.push(format!(
            "{}+1–{} {}",
            t.s(Text::Shift),
            seats.min(3),
            t.s(Text::Passers)
        ));
    }
    keys.push(t.s(Text::EnterRecords).into());
    keys.join(", ")
}

/// The trump keys the contract allows, for the line above the button:
/// "h högsta färg, f färg, o ofärg".
pub(super) fn trump_keys(choices: &Choices, t: Tr) -> String {
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
pub(super) fn trump_key(trump: Trump, t: Tr) -> &'static str {
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

/// Takes Shift and a digit key out of the input: `true` when it was
/// pressed. The key is the key on the keyboard, whatever its layout
/// makes of it: on most layouts Shift+1 is the key `!` (its digit only the
/// physical key), Shift+2 `@` or `"`, Shift+3 `#`.
pub(super) fn consume_shifted_digit(ctx: &egui::Context, digit: egui::Key) -> bool {
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
pub(super) fn take_text(ctx: &egui::Context) -> String {
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
pub(super) fn focus_selected(ctx: &egui::Context, response: &egui::Response, text: &str) {
    response.request_focus();
    let mut state = egui::TextEdit::load_state(ctx, response.id).unwrap_or_default();
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::select_all_str(text)));
    egui::TextEdit::store_state(ctx, response.id, state);
}

/// Gives a text field the keyboard with the cursor after its text, so what
/// is typed next follows what the form put there.
pub(super) fn focus_at_end(ctx: &egui::Context, response: &egui::Response, text: &str) {
    response.request_focus();
    let mut state = egui::TextEdit::load_state(ctx, response.id).unwrap_or_default();
    let end = egui::text::CCursor::new(text.chars().count());
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::one(end)));
    egui::TextEdit::store_state(ctx, response.id, state);
}
