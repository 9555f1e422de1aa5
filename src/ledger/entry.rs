//! The hand being entered: what the pullvakt has chosen so far, what the
//! contract allows next, and the hand record it makes. The app's hand form is
//! a view of this; what a contract allows is read from its table row and
//! checked by the same code that settles hands, so the form never offers a
//! choice the settlement would refuse.

use crate::i18n::Text;

use serde::{Deserialize, Serialize};

use crate::ledger::check::check_hand;
use crate::ledger::evening::{Bid, Hand, HandResult, Suit, Trump};
use crate::rules::table::{Contract, Language, Misar, Objective, Payment, TrumpSelection};

/// The choices made so far for one hand.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HandDraft {
    /// The declarer's name.
    pub declarer: Option<String>,
    /// The contract id.
    pub contract: Option<String>,
    /// Bid restriction.
    pub bid: Bid,
    /// Trump rank played (or misär).
    pub trump: Option<Trump>,
    /// Omköp: the first exchange's rank.
    pub omkop: Option<Trump>,
    /// Tricks taken or surrendered.
    pub result: Option<HandResult>,
    /// Passers of a gök who lacked low guards.
    pub gok_penalty: Vec<String>,
    /// The preference suit, for display.
    pub preference_suit: Option<Suit>,
    /// A dealer override, kept from the hand being corrected.
    pub dealer: Option<String>,
    /// A free note.
    pub note: String,
    /// The levels family: the second-last bid's contract id.
    pub second_last: Option<String>,
    /// The levels family: the declarer's rebuys.
    pub rebuys: u32,
    /// A deal of a forced round: the round's contract.
    #[serde(default)]
    pub forced: Option<String>,
    /// A solo took the forced game away.
    #[serde(default)]
    pub taken_away: bool,
}

/// The hand form as the pullvakt left it: kept beside the evening file so
/// that closing the window (or a crash) mid-hand loses nothing typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedForm {
    /// The choices so far.
    pub draft: HandDraft,
    /// The hand being corrected (0-based), if any.
    pub editing: Option<usize>,
    /// The contract search text.
    pub search: String,
    /// The tricks field's text.
    pub tricks_text: String,
    /// The hand that was being entered when the correction began: it comes
    /// back when the correction ends.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parked: Option<Box<SavedForm>>,
}

impl SavedForm {
    /// Whether nothing was entered (then no file is kept).
    pub fn is_empty(&self) -> bool {
        *self == SavedForm::default()
    }
}

/// How omköp is recorded for a contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OmkopChoice {
    /// The contract has no omköp.
    None,
    /// Omköp keeps the trump (chosen trump, or misär): a yes/no.
    SameAsGame,
    /// The first exchange turned a card: one of these ranks.
    Ranks(Vec<Trump>),
}

/// What a contract allows, given the bid restriction chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choices {
    /// Bid restrictions the contract may be bid with (always `Plain` first).
    pub bids: Vec<Bid>,
    /// Trump ranks (and misär) it may be played at, highest first.
    pub trumps: Vec<Trump>,
    /// How omköp is recorded.
    pub omkop: OmkopChoice,
    /// Whether a gök penalty can be recorded (the contract has a passing rule).
    pub pass_penalty: bool,
    /// Whether the contract may be surrendered, as far as the contract says
    /// (a levels table's solos may not; the table's own rule comes on top).
    pub surrender: bool,
}

/// Trump ranks in the order the form offers them.
pub const TRUMP_ORDER: [Trump; 4] = [
    Trump::Preference,
    Trump::Second,
    Trump::Common,
    Trump::Misar,
];

fn accepted(contract: &Contract, hand: &Hand) -> bool {
    check_hand(contract, hand).is_ok()
}

fn probe(contract: &Contract, bid: Bid, trump: Option<Trump>, omkop: Option<Trump>) -> Hand {
    let mut hand = Hand::new("", &contract.id, trump, HandResult::Tricks(0));
    hand.bid = bid;
    hand.omkop = omkop;
    hand
}

impl Choices {
    /// What `contract` allows when bid with `bid` and played at `trump`.
    pub fn of(contract: &Contract, bid: Bid, trump: Option<Trump>) -> Choices {
        let bids = if contract.colour_bids {
            vec![Bid::Plain, Bid::Colour, Bid::Preference]
        } else {
            vec![Bid::Plain]
        };
        let trumps: Vec<Trump> = TRUMP_ORDER
            .into_iter()
            .filter(|&t| accepted(contract, &probe(contract, bid, Some(t), None)))
            .collect();
        let omkop = match (contract.omkop, contract.trump) {
            (None, _) => OmkopChoice::None,
            (Some(_), TrumpSelection::Chosen | TrumpSelection::NoTrump) => OmkopChoice::SameAsGame,
            (Some(_), TrumpSelection::Turned(_)) => {
                let game = trump.or_else(|| trumps.first().copied());
                OmkopChoice::Ranks(
                    TRUMP_ORDER
                        .into_iter()
                        .filter(|&t| accepted(contract, &probe(contract, bid, game, Some(t))))
                        .collect(),
                )
            }
        };
        Choices {
            bids,
            trumps,
            omkop,
            pass_penalty: contract.pass_penalty.is_some(),
            surrender: match &contract.payment {
                Payment::Classic { .. } => true,
                Payment::Levels(level) => level.surrender,
            },
        }
    }
}

/// The most tricks the declarer can take in `contract` played at `trump`
/// (misär games are played with fewer cards).
pub fn max_tricks(contract: &Contract, trump: Option<Trump>) -> u8 {
    match contract.objective {
        Objective::Tricks(_) => 13,
        Objective::Misar(misar) => misar.cards,
        Objective::TricksOrMisar { misar, .. } if trump == Some(Trump::Misar) => misar.cards,
        Objective::TricksOrMisar { .. } => 13,
    }
}

/// What wins a misär: no trick, or at most the tricks the table lets the
/// declarer take (falsk misär).
fn fewest_words(m: Misar, language: Language) -> String {
    use crate::i18n::say;
    match m.at_most {
        0 => say(language, Text::NoTricks, &[]),
        1 => say(language, Text::AtMost1Trick, &[]),
        n => say(language, Text::AtMostTricks, &[&n.to_string()]),
    }
}

/// "minst 7 stick": what wins a game of tricks.
fn tricks_words(n: u8, language: Language) -> String {
    crate::i18n::say(language, Text::AtLeastTricks, &[&n.to_string()])
}

/// The objective in words for the form: "minst 7 stick", "inga stick".
pub fn objective_words(contract: &Contract, trump: Option<Trump>, language: Language) -> String {
    use crate::i18n::say;
    let tricks = |n: u8| tricks_words(n, language);
    let fewest = |m: Misar| fewest_words(m, language);
    let none = |m: Misar| {
        let cards = m.cards.to_string();
        if m.open {
            say(language, Text::OpenCards, &[&fewest(m), &cards])
        } else {
            say(language, Text::CardsWith2, &[&fewest(m), &cards])
        }
    };
    match contract.objective {
        Objective::Tricks(n) => tricks(n),
        Objective::Misar(m) => none(m),
        Objective::TricksOrMisar { misar, .. } if trump == Some(Trump::Misar) => none(misar),
        Objective::TricksOrMisar { tricks: n, .. } if trump.is_some() => tricks(n),
        Objective::TricksOrMisar { tricks: n, misar } => say(
            language,
            Text::OrAsMisarCards,
            &[&tricks(n), &fewest(misar), &misar.cards.to_string()],
        ),
    }
}

/// The objective in short words for a table's card, where the misär's
/// cards and whether it is open have a column of their own: "minst 7
/// stick", "inga stick", "högst 1 stick", "minst 7 stick / misär".
pub fn objective_short(contract: &Contract, language: Language) -> String {
    use crate::i18n::say;
    let tricks = |n: u8| tricks_words(n, language);
    let fewest = |m: Misar| fewest_words(m, language);
    match contract.objective {
        Objective::Tricks(n) => tricks(n),
        Objective::Misar(m) => fewest(m),
        // A misär without tricks is said by the word; a falsk misär says
        // what wins.
        Objective::TricksOrMisar { tricks: n, misar } if misar.at_most == 0 => {
            say(language, Text::MisarWith1, &[&tricks(n)])
        }
        Objective::TricksOrMisar { tricks: n, misar } => {
            say(language, Text::MisarWith2, &[&tricks(n), &fewest(misar)])
        }
    }
}

impl HandDraft {
    /// The draft of a recorded hand (for a correction).
    pub fn from_hand(hand: &Hand) -> HandDraft {
        HandDraft {
            declarer: Some(hand.declarer.clone()),
            contract: Some(hand.contract.clone()),
            bid: hand.bid,
            trump: hand.trump,
            omkop: hand.omkop,
            result: Some(hand.result),
            gok_penalty: hand.gok_penalty.clone(),
            preference_suit: hand.preference_suit,
            dealer: hand.dealer.clone(),
            note: hand.note.clone().unwrap_or_default(),
            second_last: hand.second_last.clone(),
            rebuys: hand.rebuys,
            forced: hand.forced.clone(),
            taken_away: hand.taken_away,
        }
    }

    /// Chooses a contract and drops the choices it does not allow. A
    /// contract with a single way to play (a misär) gets its trump set.
    /// Another contract than the one chosen clears the result: tricks
    /// typed for one game are no result of another.
    pub fn choose_contract(&mut self, contract: &Contract) {
        if self.contract.as_deref() != Some(contract.id.as_str()) {
            self.result = None;
        }
        self.contract = Some(contract.id.clone());
        self.settle_choices(contract);
    }

    /// Drops the choices `contract` does not allow after a change.
    pub fn settle_choices(&mut self, contract: &Contract) {
        // The levels family's fields: rebuys only where the contract has
        // them, a second-last bid only in a levels table.
        match &contract.payment {
            Payment::Classic { .. } => {
                self.rebuys = 0;
                self.second_last = None;
            }
            Payment::Levels(level) => {
                if !level.rebuy {
                    self.rebuys = 0;
                }
            }
        }
        let choices = Choices::of(contract, self.bid, self.trump);
        if !choices.bids.contains(&self.bid) {
            self.bid = Bid::Plain;
        }
        let choices = Choices::of(contract, self.bid, self.trump);
        if self.trump.is_some_and(|t| !choices.trumps.contains(&t)) {
            self.trump = None;
        }
        if self.trump.is_none() && choices.trumps.len() == 1 {
            self.trump = choices.trumps.first().copied();
        }
        let choices = Choices::of(contract, self.bid, self.trump);
        self.omkop = match (&choices.omkop, self.omkop) {
            (OmkopChoice::None, _) | (_, None) => None,
            (OmkopChoice::SameAsGame, Some(_)) => self.trump,
            (OmkopChoice::Ranks(ranks), Some(first)) => ranks.contains(&first).then_some(first),
        };
        if !choices.pass_penalty {
            self.gok_penalty.clear();
        }
        if let Some(HandResult::Tricks(t)) = self.result
            && t > max_tricks(contract, self.trump)
        {
            self.result = None;
        }
    }

    /// The hand record, once declarer, contract and result are chosen (and a
    /// trump, except for a surrendered gask or solo). `None` while incomplete.
    pub fn to_hand(&self) -> Option<Hand> {
        let hand = Hand {
            declarer: self.declarer.clone()?,
            contract: self.contract.clone()?,
            bid: self.bid,
            trump: self.trump,
            omkop: self.omkop,
            result: self.result?,
            gok_penalty: self.gok_penalty.clone(),
            dealer: self.dealer.clone(),
            preference_suit: self.preference_suit,
            note: Some(self.note.trim().to_string()).filter(|n| !n.is_empty()),
            second_last: self.second_last.clone(),
            rebuys: self.rebuys,
            forced: self.forced.clone(),
            taken_away: self.taken_away && self.forced.is_some(),
        };
        Some(hand)
    }

    /// What is still to be chosen, in the order the form asks.
    pub fn missing(&self) -> Option<Missing> {
        if self.declarer.is_none() {
            Some(Missing::Declarer)
        } else if self.contract.is_none() {
            Some(Missing::Contract)
        } else if self.trump.is_none() && self.result != Some(HandResult::Surrendered) {
            Some(Missing::Trump)
        } else if self.result.is_none() {
            Some(Missing::Result)
        } else {
            None
        }
    }
}

/// The next thing the form needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    /// Who declared.
    Declarer,
    /// The contract.
    Contract,
    /// The trump rank.
    Trump,
    /// Tricks or lagd.
    Result,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::registry::TableRegistry;
    use crate::rules::table::BidTable;

    fn stockholm() -> BidTable {
        TableRegistry::built_in()
            .entry("stockholm")
            .unwrap()
            .table
            .clone()
            .unwrap()
    }

    #[test]
    fn what_each_kind_of_contract_offers() {
        let table = stockholm();
        let misar = table.contract("kopmisar-1").unwrap();
        let c = Choices::of(misar, Bid::Plain, None);
        assert_eq!(c.trumps, [Trump::Misar]);
        assert_eq!(c.bids, [Bid::Plain]);
        assert!(!c.pass_penalty);

        let gask = table.contract("gask-0").unwrap();
        let c = Choices::of(gask, Bid::Plain, None);
        assert!(c.trumps.contains(&Trump::Misar), "{c:?}");
        assert!(c.trumps.contains(&Trump::Common), "{c:?}");

        let gok = table.contract("gok").unwrap();
        assert!(Choices::of(gok, Bid::Plain, None).pass_penalty);

        // Vingel: turned trump, omköp names the first exchange's rank.
        let vingel = table.contract("vingel-8").unwrap();
        let c = Choices::of(vingel, Bid::Plain, Some(Trump::Preference));
        assert!(
            matches!(c.omkop, OmkopChoice::Ranks(ref r) if !r.is_empty()),
            "{c:?}"
        );
        assert!(!c.trumps.contains(&Trump::Misar));
    }

    #[test]
    fn a_misar_gets_its_trump_and_limits_tricks() {
        let table = stockholm();
        let mut draft = HandDraft {
            declarer: Some("Anna".into()),
            result: Some(HandResult::Tricks(13)),
            ..HandDraft::default()
        };
        draft.choose_contract(table.contract("kopmisar-1").unwrap());
        assert_eq!(draft.trump, Some(Trump::Misar));
        assert_eq!(
            draft.result, None,
            "13 tricks are not possible with 11 cards"
        );
        assert_eq!(draft.missing(), Some(Missing::Result));
        draft.result = Some(HandResult::Tricks(0));
        let hand = draft.to_hand().unwrap();
        assert!(check_hand(table.contract("kopmisar-1").unwrap(), &hand).is_ok());
    }

    #[test]
    fn objectives_in_words() {
        let table = stockholm();
        let sv = Language::Swedish;
        assert_eq!(
            objective_words(table.contract("spel-7").unwrap(), None, sv),
            "minst 7 stick"
        );
        assert!(
            objective_words(table.contract("kopmisar-1").unwrap(), None, sv)
                .starts_with("inga stick")
        );
    }

    #[test]
    fn objectives_in_short_words_for_the_table_card() {
        // The card's misär column has the cards and open or closed: the
        // short words leave them out, in both languages.
        let table = stockholm();
        let short = |id: &str, language| objective_short(table.contract(id).unwrap(), language);
        assert_eq!(short("spel-7", Language::Swedish), "minst 7 stick");
        assert_eq!(short("spel-7", Language::English), "at least 7 tricks");
        assert_eq!(short("kopmisar-1", Language::Swedish), "inga stick");
        assert_eq!(short("kopmisar-1", Language::English), "no tricks");
        let either = table
            .contracts
            .iter()
            .find(|c| matches!(c.objective, Objective::TricksOrMisar { .. }))
            .unwrap();
        let Objective::TricksOrMisar { tricks, .. } = either.objective else {
            unreachable!()
        };
        assert_eq!(
            objective_short(either, Language::Swedish),
            format!("minst {tricks} stick / misär")
        );
        assert_eq!(
            objective_short(either, Language::English),
            format!("at least {tricks} tricks / misär")
        );
        // The falsk misär of Isbergsvira: what wins, short.
        let isberg = TableRegistry::built_in()
            .entry("isberg")
            .unwrap()
            .table
            .clone()
            .unwrap();
        let kopmisar = isberg.contract("kopmisar-4").unwrap();
        assert_eq!(
            objective_short(kopmisar, Language::Swedish),
            "högst 1 stick"
        );
        assert_eq!(
            objective_short(kopmisar, Language::English),
            "at most 1 trick"
        );
        let either = isberg
            .contracts
            .iter()
            .find(|c| {
                matches!(c.objective, Objective::TricksOrMisar { misar, .. } if misar.at_most == 1)
            })
            .unwrap();
        let Objective::TricksOrMisar { tricks, .. } = either.objective else {
            unreachable!()
        };
        assert_eq!(
            objective_short(either, Language::Swedish),
            format!("minst {tricks} stick / misär, högst 1 stick")
        );
        assert_eq!(
            objective_short(either, Language::English),
            format!("at least {tricks} tricks / misär, at most 1 trick")
        );
    }

    #[test]
    fn a_falsk_misar_says_what_wins() {
        // Köpmisär 4 of Isbergsvira is won with one trick: "inga stick"
        // said otherwise.
        let table = TableRegistry::built_in()
            .entry("isberg")
            .unwrap()
            .table
            .clone()
            .unwrap();
        let contract = table.contract("kopmisar-4").unwrap();
        assert_eq!(
            objective_words(contract, None, Language::Swedish),
            "högst 1 stick (12 kort)"
        );
        assert_eq!(
            objective_words(contract, None, Language::English),
            "at most 1 trick (12 cards)"
        );
    }
}
