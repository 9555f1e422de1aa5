//! The shape of an evening, derived from its hands and never stored: the
//! round (*varv*) and the deal within it, the forced round (*tvångsrunda*)
//! in progress and who owes its next game, the agreed end, the last round
//! and its last deal (*borup*), and whether everyone sat forehand equally.

use crate::ledger::check::Outcome;
use crate::ledger::evening::{Hand, Trump};
use crate::ledger::fold::Ledger;

/// The deals played: the one count of an evening's deals that every report
/// gives (the round line and the deals left, the players' board and the
/// phones, the archive's list and its index, the statistics, the CSV
/// export's message). A hand whose solo took the forced game away
/// ([`Hand::is_deal`]) is dealt again: it is a recorded hand (a protocol
/// row, numbered), not a deal. The deals left of an agreed number are
/// counted from this ([`Shape::deals_left`]).
pub fn deals_played(hands: &[Hand]) -> usize {
    hands.iter().filter(|h| h.is_deal()).count()
}

/// The next deal of a forced round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForcedDeal {
    /// The round's contract id.
    pub contract: String,
    /// Which deal of the round (1-based).
    pub deal: usize,
    /// Deals in the round (the players at the table).
    pub of: usize,
    /// Who owes it: forehand of the next deal.
    pub forehand: usize,
    /// Why the round is played.
    pub why: ForcedWhy,
}

/// Why a forced round is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForcedWhy {
    /// The house opens the evening with one.
    Start,
    /// The house closes the evening with one.
    End,
    /// A won contract brought it (the old Stockholm rule).
    After,
    /// The pullvakt started it (or it is under way).
    Started,
}

/// Where the evening stands against its agreed end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// No end agreed.
    Open,
    /// This many deals left of the agreed number.
    Deals {
        /// Deals left.
        left: usize,
    },
    /// Played to a time that has not come.
    Time,
    /// The time is up and a last round was agreed: the app offers it.
    TimeUp,
    /// The last round: this many deals left.
    LastRound {
        /// Deals left.
        left: usize,
    },
    /// The closing forced round is under way or due.
    ClosingRound,
    /// The evening is complete.
    Complete,
}

/// How a recorded deal is marked in the protocol.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DealMark {
    /// A forced deal: which of how many.
    pub forced: Option<(usize, usize)>,
    /// A forced game taken away by a solo.
    pub taken_away: bool,
    /// The last deal of the evening.
    pub borup: bool,
}

/// The evening's shape before its next deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    /// The round (varv) of the next deal, 1-based.
    pub round: usize,
    /// The next deal's place in its round, 1-based.
    pub deal_in_round: usize,
    /// Deals in a round (the players at the table).
    pub per_round: usize,
    /// The forced game the next deal owes, if any.
    pub forced: Option<ForcedDeal>,
    /// Where the evening stands against its end.
    pub ending: Ending,
    /// The next deal is the last (borup).
    pub borup: bool,
    /// How many deals each player sat forehand in (taken-away deals, which
    /// are dealt again, not counted), by seat.
    pub forehand_counts: Vec<usize>,
    /// Each recorded deal's marks, in order.
    pub marks: Vec<DealMark>,
    /// The deals played so far ([`deals_played`]).
    pub played: usize,
}

impl Shape {
    /// The deals left of an agreed number of deals, or of the last round
    /// (`None` when the evening is open, played to a time, or complete):
    /// counted from [`Shape::played`], as the round line says them.
    pub fn deals_left(&self) -> Option<usize> {
        match self.ending {
            Ending::Deals { left } | Ending::LastRound { left } => Some(left),
            _ => None,
        }
    }

    /// Whether some player sat forehand fewer times than another.
    pub fn unequal(&self) -> bool {
        let most = self.forehand_counts.iter().max();
        let least = self.forehand_counts.iter().min();
        most != least
    }
}

/// A forced round in progress: its contract, deals done, why.
struct Run {
    contract: String,
    done: usize,
    why: ForcedWhy,
}

/// What a walk over the recorded hands finds.
struct Walk {
    /// The forced round under way, if any.
    run: Option<Run>,
    /// A round due before anything else (at the start, or brought by a
    /// won contract).
    due: Option<(String, ForcedWhy)>,
    /// Deals that moved the rotation on (taken-away deals do not).
    counted: usize,
    /// `counted` when the last round began, once it has.
    counted_at_last_round: Option<usize>,
    forehand_counts: Vec<usize>,
    marks: Vec<DealMark>,
    /// A whole closing round ends the recorded hands.
    closing_done: bool,
}

fn walk(ledger: &Ledger) -> Walk {
    let setup = ledger.setup();
    let rules = &setup.rules;
    let players = setup.players.len().max(1);
    let hands = ledger.hands();
    let mut w = Walk {
        run: None,
        due: rules.forced.at_start.clone().map(|c| (c, ForcedWhy::Start)),
        counted: 0,
        counted_at_last_round: None,
        forehand_counts: vec![0usize; setup.players.len()],
        marks: Vec::new(),
        closing_done: false,
    };
    for (index, (hand, settled)) in hands.iter().zip(ledger.settled_hands()).enumerate() {
        if ledger.last_round_from() == Some(index + 1) {
            w.counted_at_last_round = Some(w.counted);
        }
        let mut mark = DealMark::default();
        match &hand.forced {
            Some(contract) => {
                if w.run.as_ref().is_none_or(|r| &r.contract != contract) {
                    let why = match &w.due {
                        Some((c, why)) if c == contract => *why,
                        _ => ForcedWhy::Started,
                    };
                    w.run = Some(Run {
                        contract: contract.clone(),
                        done: 0,
                        why,
                    });
                }
                if w.due.as_ref().is_some_and(|(c, _)| c == contract) {
                    w.due = None;
                }
                if let Some(r) = w.run.as_mut() {
                    mark.forced = Some((r.done + 1, players));
                    mark.taken_away = hand.taken_away;
                    if !hand.taken_away {
                        r.done += 1;
                    }
                    if r.done >= players {
                        // A closing round is done when a whole round of its
                        // contract ends the evening.
                        w.closing_done = rules.forced.at_end.as_ref() == Some(&r.contract)
                            && index + 1 == hands.len();
                        w.run = None;
                    }
                }
            }
            // An ordinary deal ends a round in progress.
            None => w.run = None,
        }
        if hand.is_deal() {
            w.counted += 1;
            if let Some(n) = w.forehand_counts.get_mut(settled.deal.forehand) {
                *n += 1;
            }
        }
        if rules.forced.after
            && let Some(after) = &rules.table.forced.after
            && hand.contract == after.won
            && settled.outcome == Outcome::Won
        {
            let round = if settled.played == Trump::Preference {
                &after.preference
            } else {
                &after.plain
            };
            w.due = Some((round.clone(), ForcedWhy::After));
        }
        w.marks.push(mark);
    }
    if ledger.last_round_from() == Some(hands.len() + 1) {
        w.counted_at_last_round = Some(w.counted);
    }
    w
}

/// Where the evening stands against its agreed length.
fn ending(ledger: &Ledger, w: &Walk, time_up: bool) -> Ending {
    let length = ledger.length();
    let players = ledger.setup().players.len().max(1);
    match (length.deals, length.until_time()) {
        (Some(n), _) => {
            let left = usize::try_from(n)
                .unwrap_or(usize::MAX)
                .saturating_sub(w.counted);
            if left == 0 {
                Ending::Complete
            } else {
                Ending::Deals { left }
            }
        }
        (None, Some(_)) => match w.counted_at_last_round {
            Some(start) => {
                let left = (start + players).saturating_sub(w.counted);
                if left == 0 {
                    Ending::Complete
                } else {
                    Ending::LastRound { left }
                }
            }
            None if time_up && length.last_round => Ending::TimeUp,
            None if time_up => Ending::Complete,
            None => Ending::Time,
        },
        (None, None) => Ending::Open,
    }
}

/// The shape of the evening in `ledger`. `time_up`: the agreed time has
/// come (the shell reads the clock; the core does not).
pub fn shape(ledger: &Ledger, time_up: bool) -> Shape {
    let rules = &ledger.setup().rules;
    let players = ledger.setup().players.len().max(1);
    let mut w = walk(ledger);
    let deal = ledger.deal_of(ledger.hands().len());
    let next = |contract: String, done: usize, why: ForcedWhy| ForcedDeal {
        contract,
        deal: done + 1,
        of: players,
        forehand: deal.forehand,
        why,
    };
    let mut forced = w
        .run
        .take()
        .map(|r| next(r.contract, r.done, r.why))
        .or_else(|| w.due.take().map(|(contract, why)| next(contract, 0, why)));
    let mut ending = ending(ledger, &w, time_up);
    // A closing round follows the end, as its last deals.
    if ending == Ending::Complete
        && let Some(closing) = &rules.forced.at_end
        && !w.closing_done
    {
        ending = Ending::ClosingRound;
        if forced.as_ref().is_none_or(|f| &f.contract != closing) {
            forced = Some(next(closing.clone(), 0, ForcedWhy::End));
        }
    }
    let borup = match ending {
        Ending::Deals { left } | Ending::LastRound { left } => {
            left == 1 && rules.forced.at_end.is_none()
        }
        Ending::ClosingRound => forced.as_ref().is_some_and(|f| f.deal == f.of),
        _ => false,
    };
    if ending == Ending::Complete
        && !ledger.length().is_open()
        && let Some(last) = w.marks.last_mut()
    {
        last.borup = true;
    }
    Shape {
        round: w.counted / players + 1,
        deal_in_round: w.counted % players + 1,
        per_round: players,
        forced,
        ending,
        borup,
        forehand_counts: w.forehand_counts,
        marks: w.marks,
        played: w.counted,
    }
}
