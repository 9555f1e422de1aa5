//! Chips: the vira-pulla's bowls and tokens, derived from the ledger's
//! postings and never the other way.
//!
//! - [`set`]: the chip set as data (kinds, the bowl at the start, the token
//!   conventions), stored in the evening file; it lives with the other
//!   rules as data, in [`crate::rules::chips`];
//! - [`state`]: where the chips are at one moment, and what they are worth;
//! - [`follow`]: each posting made with chips;
//! - [`reckoning`]: the end of the evening in chips: the pulla divided,
//!   won chips swapped for lost ones, the losers' buy-back.

pub use crate::rules::chips as set;

pub mod follow;
pub mod reckoning;
pub mod state;

pub use follow::{ChipEvent, Engine, TokenWhy};
pub use reckoning::{BuyBack, Reckoning, ShareLine, Swap};
pub use set::{ChipProblem, ChipSettings};
pub use state::{ChipState, Resolved, Spot};

use serde::Serialize;

use crate::ledger::book::Posting;
use crate::ledger::fold::Settlement;
use crate::ledger::setup::Rules;

/// One posting made with chips.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChipStep {
    /// The ledger's posting.
    pub posting: Posting,
    /// What the chips did.
    pub events: Vec<ChipEvent>,
}

/// The åla or one hand in chips.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChipHand {
    /// Each posting with its chip moves.
    pub steps: Vec<ChipStep>,
    /// The chips after it.
    pub state: ChipState,
    /// Seats whose bowls are running low on bet chips (or out of them).
    pub low: Vec<usize>,
}

/// An evening in chips: the åla, each hand, the final reckoning.
#[derive(Debug, Clone)]
pub struct ChipEvening {
    /// The chip set as the table uses it.
    pub chips: Resolved,
    /// The bowls before the åla.
    pub start: ChipState,
    /// The opening åla.
    pub opening: ChipHand,
    /// Each hand, in order.
    pub hands: Vec<ChipHand>,
    /// The final reckoning.
    pub reckoning: Reckoning,
}

/// The chips of an evening, derived from its settlement. `settings` are
/// the evening's (or the default set for an evening without them).
pub fn follow(settlement: &Settlement, rules: &Rules, settings: &ChipSettings) -> ChipEvening {
    let chips = Resolved::new(settings, rules.pinnar_per_bet());
    let seats = settlement.players.len();
    let mut engine = Engine::new(&chips, seats);
    let start = engine.state.clone();
    let run = |engine: &mut Engine, postings: &[Posting]| -> ChipHand {
        let steps = postings
            .iter()
            .map(|posting| {
                engine.post(posting);
                ChipStep {
                    posting: *posting,
                    events: engine.take_events(),
                }
            })
            .collect();
        let low_at = i64::from(chips.settings.low_betar);
        let low = (0..seats)
            .filter(|&seat| chips.bet_chips(&engine.state, seat) <= low_at)
            .collect();
        ChipHand {
            steps,
            state: engine.state.clone(),
            low,
        }
    };
    let opening = run(&mut engine, &settlement.opening.postings);
    let hands = settlement
        .hands
        .iter()
        .map(|hand| run(&mut engine, &hand.postings))
        .collect();
    let mut shares = vec![0i64; seats];
    for posting in &settlement.split.postings {
        if let crate::ledger::Account::Player(seat) = posting.to
            && let Some(share) = shares.get_mut(seat)
        {
            *share = share.saturating_add(posting.amount);
        }
    }
    let reckoning = engine.reckon(&shares, &|pinnar| rules.money_ore(pinnar));
    ChipEvening {
        chips: chips.clone(),
        start,
        opening,
        hands,
        reckoning,
    }
}

/// The chip moves a hand would make if recorded at `index` with these
/// postings (the preview of the hand being entered), from the chips
/// before that hand.
pub fn preview(evening: &ChipEvening, index: usize, postings: &[Posting]) -> Vec<ChipStep> {
    let before = index
        .checked_sub(1)
        .and_then(|i| evening.hands.get(i))
        .map_or(&evening.opening.state, |hand| &hand.state);
    let mut engine = Engine {
        chips: &evening.chips,
        state: before.clone(),
        events: Vec::new(),
    };
    postings
        .iter()
        .map(|posting| {
            engine.post(posting);
            ChipStep {
                posting: *posting,
                events: engine.take_events(),
            }
        })
        .collect()
}
