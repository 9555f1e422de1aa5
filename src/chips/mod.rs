//! Chips: the vira-pulla's bowls and tokens, derived from the ledger's
//! postings and never the other way.
//!
//! - [`set`]: the chip set as data (kinds, the bowl at the start, the token
//!   conventions), stored in the evening file; it lives with the other
//!   rules as data, in [`crate::rules::chips`];
//! - [`index`]: seats and chip kinds as indices that cannot miss;
//! - [`state`]: where the chips are at one moment, and what they are worth;
//! - [`follow`]: each posting made with chips;
//! - [`reckoning`]: the end of the evening in chips: the pulla divided,
//!   won chips swapped for lost ones, the losers' buy-back;
//! - [`error`]: what breaks when the chips and the ledger disagree.

pub use crate::rules::chips as set;

pub mod error;
pub mod follow;
pub mod index;
pub mod reckoning;
pub mod state;

pub use error::ChipError;
pub use follow::{ChipEvent, Engine, TokenWhy};
pub use index::{Kind, PerKind, Seat, Seats};
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
    pub low: Vec<Seat>,
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
/// the evening's (or the default set for an evening without them). A
/// posting or share that names a seat the chips do not have, or a chip set
/// naming a kind it lacks, is a [`ChipError`].
pub fn follow(
    settlement: &Settlement,
    rules: &Rules,
    settings: &ChipSettings,
) -> Result<ChipEvening, ChipError> {
    let chips = Resolved::new(settings, rules.pinnar_per_bet())?;
    let seats = settlement.players.len();
    let mut engine = Engine::new(&chips, seats);
    let start = engine.state.clone();
    let run = |engine: &mut Engine, postings: &[Posting]| -> Result<ChipHand, ChipError> {
        let steps = steps(engine, postings)?;
        let low_at = i64::from(chips.settings.low_betar);
        let low = engine
            .state
            .bowls
            .pairs()
            .filter(|(_, bowl)| chips.bet_chips(bowl) <= low_at)
            .map(|(seat, _)| seat)
            .collect();
        Ok(ChipHand {
            steps,
            state: engine.state.clone(),
            low,
        })
    };
    let opening = run(&mut engine, &settlement.opening.postings)?;
    let hands = settlement
        .hands
        .iter()
        .map(|hand| run(&mut engine, &hand.postings))
        .collect::<Result<Vec<_>, _>>()?;
    // The betdelning's shares by seat: what the split pays each player.
    let mut shares = Seats::new(seats, |_| 0i64);
    for posting in &settlement.split.postings {
        if let crate::ledger::Account::Player(seat) = posting.to {
            let seat = shares.seat(seat)?;
            shares[seat] = shares[seat].saturating_add(posting.amount);
        }
    }
    let mut reckoning = engine.reckon(shares.as_slice(), &|pinnar| rules.money_ore(pinnar))?;
    exact_buybacks(&mut reckoning, settlement);
    Ok(ChipEvening {
        chips: chips.clone(),
        start,
        opening,
        hands,
        reckoning,
    })
}

/// Each posting made with chips, in order.
fn steps(engine: &mut Engine, postings: &[Posting]) -> Result<Vec<ChipStep>, ChipError> {
    postings
        .iter()
        .map(|posting| {
            engine.post(posting)?;
            Ok(ChipStep {
                posting: *posting,
                events: engine.take_events(),
            })
        })
        .collect()
}

/// The chip moves a hand would make if recorded at `index` with these
/// postings (the preview of the hand being entered), from the chips
/// before that hand: after the åla for the first, after hand `index - 1`
/// otherwise ([`ChipError::NoSuchHand`] past the evening's end).
pub fn preview(
    evening: &ChipEvening,
    index: usize,
    postings: &[Posting],
) -> Result<Vec<ChipStep>, ChipError> {
    let before = match index.checked_sub(1) {
        None => &evening.opening.state,
        Some(previous) => {
            let hand = evening.hands.get(previous).ok_or(ChipError::NoSuchHand {
                hand: index,
                hands: evening.hands.len(),
            })?;
            &hand.state
        }
    };
    let mut engine = Engine {
        chips: &evening.chips,
        state: before.clone(),
        events: Vec::new(),
    };
    steps(&mut engine, postings)
}

/// The buy-backs in money made to pay exactly the results in money (the
/// results rounded together, [`crate::ledger::money::results_ore`]), as the
/// betdelning's payments do: where the buy-back lines form a forest (the
/// usual case: each loser buys from the winners whose chips they hold) the
/// one money of each line that does it; otherwise each line keeps its own
/// rounding, within half an öre.
fn exact_buybacks(reckoning: &mut reckoning::Reckoning, settlement: &Settlement) {
    let Some(results) = &settlement.final_money_ore else {
        return;
    };
    let pairs: Vec<(usize, usize)> = reckoning
        .buybacks
        .iter()
        .map(|line| (line.from.index(), line.to.index()))
        .collect();
    if let Ok(Some(money)) = crate::ledger::split::flows_through(results, &pairs) {
        for (line, ore) in reckoning.buybacks.iter_mut().zip(money) {
            line.money_ore = Some(ore);
        }
    }
}
