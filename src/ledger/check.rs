//! The checks of a hand against its contract: the bid, the trump rank, the
//! omköp, the tricks and the passers, and how the hand ended. The same code
//! refuses a bad file and tells the app's hand form what it may offer.

use crate::error::{HandField, HandProblem};
use crate::ledger::evening::{Bid, Hand, HandResult, Trump};
use crate::ledger::fold::Outcome;
use crate::ledger::setup::seat_of;
use crate::rules::table::{Contract, Objective, Stock, TrumpSelection};

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
    match rank {
        Trump::Common => true,
        Trump::Second => contract.pinnar.second.is_some(),
        Trump::Preference => contract.pinnar.preference.is_some(),
        Trump::Misar => false,
    }
}

/// Checks a hand against its contract and works out how it ended.
pub fn check_hand(contract: &Contract, hand: &Hand) -> Result<Checked, (HandField, HandProblem)> {
    let name = &contract.name;
    let surrendered = hand.result == HandResult::Surrendered;
    if hand.bid != Bid::Plain && !contract.colour_bids {
        return Err((
            HandField::Bid,
            HandProblem::NoColourBids {
                contract: name.clone(),
            },
        ));
    }
    let bid_rank = match hand.bid {
        Bid::Plain => Trump::Common,
        Bid::Colour => Trump::Second,
        Bid::Preference => Trump::Preference,
    };
    let allowed_by_bid = |rank: Trump| match hand.bid {
        Bid::Plain => true,
        Bid::Colour => matches!(rank, Trump::Second | Trump::Preference),
        Bid::Preference => rank == Trump::Preference,
    };
    let check_trick_rank =
        |rank: Trump, field: HandField| -> Result<(), (HandField, HandProblem)> {
            if !has_rank(contract, rank) {
                return Err((
                    field,
                    HandProblem::NotAtRank {
                        contract: name.clone(),
                        rank,
                    },
                ));
            }
            if !allowed_by_bid(rank) {
                return Err((
                    field,
                    HandProblem::BidButPlayed {
                        bid: hand.bid,
                        rank,
                    },
                ));
            }
            Ok(())
        };
    // The game played: a trick target with a trump rank, or a misär.
    let (played, target, cards) = match (contract.objective, hand.trump) {
        (Objective::Misar(misar), None | Some(Trump::Misar)) => (Trump::Misar, 0, misar.cards),
        (Objective::Misar(_), Some(rank)) => {
            return Err((
                HandField::Trump,
                HandProblem::MisarWithTrump {
                    contract: name.clone(),
                    rank,
                },
            ));
        }
        (Objective::Tricks(_), Some(Trump::Misar)) => {
            return Err((
                HandField::Trump,
                HandProblem::TrickGameAsMisar {
                    contract: name.clone(),
                },
            ));
        }
        (Objective::TricksOrMisar { misar, .. }, Some(Trump::Misar)) => {
            if hand.bid != Bid::Plain {
                return Err((
                    HandField::Trump,
                    HandProblem::ColourBidAsMisar {
                        contract: name.clone(),
                    },
                ));
            }
            (Trump::Misar, 0, misar.cards)
        }
        (
            Objective::Tricks(target) | Objective::TricksOrMisar { tricks: target, .. },
            Some(rank),
        ) => {
            check_trick_rank(rank, HandField::Trump)?;
            (rank, target, 13)
        }
        (Objective::Tricks(target) | Objective::TricksOrMisar { tricks: target, .. }, None) => {
            if surrendered && contract.stock != Stock::Kop {
                // A surrendered gask or solo is paid at the bid's rank.
                check_trick_rank(bid_rank, HandField::Bid)?;
                (bid_rank, target, 13)
            } else {
                return Err((
                    HandField::Trump,
                    HandProblem::NeedsTrump {
                        contract: name.clone(),
                    },
                ));
            }
        }
    };
    if let Some(first) = hand.omkop {
        if contract.omkop.is_none() {
            return Err((
                HandField::Omkop,
                HandProblem::NoOmkop {
                    contract: name.clone(),
                },
            ));
        }
        match contract.trump {
            TrumpSelection::NoTrump => {
                if first != Trump::Misar {
                    return Err((
                        HandField::Omkop,
                        HandProblem::MisarFirstExchange {
                            contract: name.clone(),
                            rank: first,
                        },
                    ));
                }
            }
            TrumpSelection::Chosen => {
                if first != played {
                    return Err((
                        HandField::Omkop,
                        HandProblem::OmkopKeepsTrump {
                            contract: name.clone(),
                            first,
                            played,
                        },
                    ));
                }
            }
            TrumpSelection::Turned(_) => {
                if first == Trump::Misar {
                    return Err((
                        HandField::Omkop,
                        HandProblem::FirstExchangeHadTrump {
                            contract: name.clone(),
                        },
                    ));
                }
                check_trick_rank(first, HandField::Omkop)?;
            }
        }
    }
    let (outcome, overtricks) = match hand.result {
        HandResult::Surrendered => (Outcome::Surrendered, 0),
        HandResult::Tricks(tricks) => {
            if tricks > cards {
                return Err((
                    HandField::Result,
                    HandProblem::TooManyTricks {
                        contract: name.clone(),
                        tricks,
                        cards,
                    },
                ));
            }
            if played == Trump::Misar {
                let outcome = match tricks {
                    0 => Outcome::Won,
                    1 => Outcome::Lost,
                    _ => Outcome::Codille,
                };
                (outcome, 0)
            } else if tricks >= target {
                (Outcome::Won, tricks - target)
            } else if tricks + 1 == target {
                (Outcome::Lost, 0)
            } else {
                (Outcome::Codille, 0)
            }
        }
    };
    // Surrendered gask and solo are paid at the bid's rank; everything else
    // at the rank recorded (a surrendered köp contract: the rank announced
    // or turned before its exchange).
    let pinnar_rank = if surrendered && contract.stock != Stock::Kop {
        bid_rank
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
