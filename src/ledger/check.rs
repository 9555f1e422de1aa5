//! The checks of a hand against its contract: the bid, the trump rank, the
//! omköp, the tricks and the passers, and how the hand ended. The same code
//! refuses a bad file and tells the app's hand form what it may offer.

use serde::Serialize;

use crate::error::ledger::{HandField, HandProblem};
use crate::ledger::evening::{Bid, Hand, HandResult, Trump};
use crate::ledger::setup::seat_of;
use crate::rules::table::{Contract, Objective, Payment, Stock, TrumpSelection};

/// How a hand ended for the declarer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Hemgång.
    Won,
    /// Bet: one trick short (misär: one trick taken).
    Lost,
    /// Kodilj: two or more short (misär: two or more taken).
    Codille,
    /// Lagd.
    Surrendered,
}

/// What the checks found: the game played and how it ended.
pub struct Checked {
    /// The trump rank the game was played at (misär for misär games).
    pub played: Trump,
    /// The rank the pinnar are paid at.
    pub pinnar_rank: Trump,
    /// Won, lost, codille or surrendered.
    pub outcome: Outcome,
    /// Tricks above the target when won.
    pub overtricks: u8,
}

/// Whether a contract's row has pinnar for a trick-game rank.
fn has_rank(contract: &Contract, rank: Trump) -> bool {
    match &contract.payment {
        // The levels family: every trick game at every rank (the rank's
        // multiplier is the table's).
        Payment::Levels(_) => rank != Trump::Misar,
        Payment::Classic { pinnar, .. } => match rank {
            Trump::Common => true,
            Trump::Second => pinnar.second.is_some(),
            Trump::Preference => pinnar.preference.is_some(),
            Trump::Misar => false,
        },
    }
}

/// A check's refusal: the field at fault and why.
type Refusal = (HandField, HandProblem);

/// The rank a bid restriction names (the rank a surrendered gask or solo is
/// paid at).
fn bid_rank(bid: Bid) -> Trump {
    match bid {
        Bid::Plain => Trump::Common,
        Bid::Colour => Trump::Second,
        Bid::Preference => Trump::Preference,
    }
}

/// A trick game's rank must be on the contract's row and allowed by the bid.
fn check_trick_rank(
    contract: &Contract,
    hand: &Hand,
    rank: Trump,
    field: HandField,
) -> Result<(), Refusal> {
    if !has_rank(contract, rank) {
        return Err((
            field,
            HandProblem::NotAtRank {
                contract: contract.name.clone(),
                rank,
            },
        ));
    }
    let allowed = match hand.bid {
        Bid::Plain => true,
        Bid::Colour => matches!(rank, Trump::Second | Trump::Preference),
        Bid::Preference => rank == Trump::Preference,
    };
    if !allowed {
        return Err((
            field,
            HandProblem::BidButPlayed {
                bid: hand.bid,
                rank,
            },
        ));
    }
    Ok(())
}

/// The game played: its trump rank (or misär), the trick target (a misär:
/// the tricks it may take and still win) and the cards each player holds.
fn game_played(contract: &Contract, hand: &Hand) -> Result<(Trump, u8, u8), Refusal> {
    let name = || contract.name.clone();
    let surrendered = hand.result == HandResult::Surrendered;
    match (contract.objective, hand.trump) {
        (Objective::Misar(misar), None | Some(Trump::Misar)) => {
            Ok((Trump::Misar, misar.at_most, misar.cards))
        }
        (Objective::Misar(_), Some(rank)) => Err((
            HandField::Trump,
            HandProblem::MisarWithTrump {
                contract: name(),
                rank,
            },
        )),
        (Objective::Tricks(_), Some(Trump::Misar)) => Err((
            HandField::Trump,
            HandProblem::TrickGameAsMisar { contract: name() },
        )),
        (Objective::TricksOrMisar { misar, .. }, Some(Trump::Misar)) => {
            if hand.bid == Bid::Plain {
                Ok((Trump::Misar, misar.at_most, misar.cards))
            } else {
                Err((
                    HandField::Trump,
                    HandProblem::ColourBidAsMisar { contract: name() },
                ))
            }
        }
        (
            Objective::Tricks(target) | Objective::TricksOrMisar { tricks: target, .. },
            Some(rank),
        ) => {
            check_trick_rank(contract, hand, rank, HandField::Trump)?;
            Ok((rank, target, 13))
        }
        (Objective::Tricks(target) | Objective::TricksOrMisar { tricks: target, .. }, None) => {
            if surrendered && contract.stock != Stock::Kop {
                // A surrendered gask or solo is paid at the bid's rank.
                let rank = bid_rank(hand.bid);
                check_trick_rank(contract, hand, rank, HandField::Bid)?;
                Ok((rank, target, 13))
            } else {
                Err((
                    HandField::Trump,
                    HandProblem::NeedsTrump { contract: name() },
                ))
            }
        }
    }
}

/// The omköp's first exchange must fit how the contract finds its trump.
fn check_omkop(contract: &Contract, hand: &Hand, played: Trump) -> Result<(), Refusal> {
    let Some(first) = hand.omkop else {
        return Ok(());
    };
    let name = || contract.name.clone();
    if contract.omkop.is_none() {
        return Err((HandField::Omkop, HandProblem::NoOmkop { contract: name() }));
    }
    match contract.trump {
        TrumpSelection::NoTrump if first != Trump::Misar => Err((
            HandField::Omkop,
            HandProblem::MisarFirstExchange {
                contract: name(),
                rank: first,
            },
        )),
        TrumpSelection::Chosen if first != played => Err((
            HandField::Omkop,
            HandProblem::OmkopKeepsTrump {
                contract: name(),
                first,
                played,
            },
        )),
        TrumpSelection::Turned(_) if first == Trump::Misar => Err((
            HandField::Omkop,
            HandProblem::FirstExchangeHadTrump { contract: name() },
        )),
        TrumpSelection::Turned(_) => check_trick_rank(contract, hand, first, HandField::Omkop),
        TrumpSelection::NoTrump | TrumpSelection::Chosen => Ok(()),
    }
}

/// How the hand ended, and the overtricks when won.
fn outcome_of(
    contract: &Contract,
    hand: &Hand,
    (played, target, cards): (Trump, u8, u8),
) -> Result<(Outcome, u8), Refusal> {
    let tricks = match hand.result {
        HandResult::Surrendered => return Ok((Outcome::Surrendered, 0)),
        HandResult::Tricks(tricks) => tricks,
    };
    if tricks > cards {
        return Err((
            HandField::Result,
            HandProblem::TooManyTricks {
                contract: contract.name.clone(),
                tricks,
                cards,
            },
        ));
    }
    Ok(if played == Trump::Misar {
        // `target`: the tricks the misär may take (falsk misär: 1).
        let outcome = if tricks <= target {
            Outcome::Won
        } else if tricks == target.saturating_add(1) {
            Outcome::Lost
        } else {
            Outcome::Codille
        };
        (outcome, 0)
    } else if tricks >= target {
        (Outcome::Won, tricks - target)
    } else if tricks.saturating_add(1) == target {
        (Outcome::Lost, 0)
    } else {
        (Outcome::Codille, 0)
    })
}

/// Checks a hand against its contract and works out how it ended.
pub fn check_hand(contract: &Contract, hand: &Hand) -> Result<Checked, Refusal> {
    if hand.bid != Bid::Plain && !contract.colour_bids {
        return Err((
            HandField::Bid,
            HandProblem::NoColourBids {
                contract: contract.name.clone(),
            },
        ));
    }
    let game = game_played(contract, hand)?;
    let played = game.0;
    check_omkop(contract, hand, played)?;
    let (outcome, overtricks) = outcome_of(contract, hand, game)?;
    // Surrendered gask and solo are paid at the bid's rank; everything else
    // at the rank recorded (a surrendered köp contract: the rank announced
    // or turned before its exchange).
    let surrendered = hand.result == HandResult::Surrendered;
    let pinnar_rank = if surrendered && contract.stock != Stock::Kop {
        bid_rank(hand.bid)
    } else {
        played
    };
    Ok(Checked {
        played,
        pinnar_rank,
        outcome,
        overtricks,
    })
}

/// Checks the passers the hand lists as having broken the contract's
/// passing rule (`gok_penalty` in the file) and returns their seats.
pub(crate) fn check_passers(
    contract: &Contract,
    hand: &Hand,
    players: &[String],
    declarer: usize,
    opponents: &[usize],
) -> Result<Vec<usize>, (HandField, HandProblem)> {
    let fail = |problem| (HandField::PassPenalty, problem);
    let mut penalised = Vec::new();
    for passer in &hand.gok_penalty {
        let player = passer.clone();
        let seat = seat_of(players, passer).ok_or_else(|| {
            fail(HandProblem::NotAPlayer {
                name: player.clone(),
            })
        })?;
        if contract.pass_penalty.is_none() {
            return Err(fail(HandProblem::NoPassingRule {
                contract: contract.name.clone(),
            }));
        }
        if seat == declarer {
            return Err(fail(HandProblem::PasserIsDeclarer { player }));
        }
        if !opponents.contains(&seat) {
            return Err(fail(HandProblem::PasserSitsOut { player }));
        }
        if penalised.contains(&seat) {
            return Err(fail(HandProblem::ListedTwice { player }));
        }
        penalised.push(seat);
    }
    Ok(penalised)
}
