//! Players' ratings from the archive (issue 38): each evening one game of
//! everyone at the table against everyone, ranked by the evening's result
//! (equal results share a place), rated by a well-kept library
//! (`skillratings`): Weng-Lin (OpenSkill's Bayesian approximation, made for
//! games of many players) or Glicko-2 (each evening a rating period of the
//! player's results against each other player at the table).
//!
//! **Derived, never the truth.** Ratings are made anew from the evenings'
//! facts, in date order and, within a day, in the evenings' id order: the
//! same whatever order the files were read in, and an old evening
//! corrected changes the ratings from its date on and nothing before.
//!
//! **Which predicts better** ([`prediction`]): before each evening, the
//! ratings so far order its players; the share of pairs of players (both
//! rated before) that the evening then ordered the same way is the figure.

use std::collections::BTreeMap;

use serde::Serialize;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

use super::season::places;
use super::stats::EveningFacts;

/// Fewer evenings than this and a rating is provisional.
pub const PROVISIONAL_BELOW: usize = 10;

/// The rating model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Model {
    /// Weng-Lin (OpenSkill): 25 ± 8.3 at the start.
    WengLin,
    /// Glicko-2: 1500 ± 350 at the start.
    Glicko2,
}

impl Model {
    /// Every model, the default first.
    pub const ALL: [Model; 2] = [Model::WengLin, Model::Glicko2];

    /// The model as the command line names it: `weng-lin`, `glicko2`.
    pub const fn id(self) -> &'static str {
        match self {
            Model::WengLin => "weng-lin",
            Model::Glicko2 => "glicko2",
        }
    }

    /// The model an [`Model::id`] names.
    pub fn of_id(id: &str) -> Option<Model> {
        Model::ALL.into_iter().find(|m| m.id() == id)
    }
}

/// A player's rating after an evening.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct RatingPoint {
    /// The evening's date.
    pub date: chrono::NaiveDate,
    /// The rating.
    pub rating: f64,
    /// Its uncertainty (one standard deviation: Weng-Lin's sigma,
    /// Glicko-2's deviation).
    pub uncertainty: f64,
}

/// A player's rating now, with what is behind it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerRating {
    /// The player.
    pub player: String,
    /// The rating.
    pub rating: f64,
    /// Its uncertainty (one standard deviation).
    pub uncertainty: f64,
    /// The evenings behind it.
    pub evenings: usize,
    /// Fewer than [`PROVISIONAL_BELOW`] evenings.
    pub provisional: bool,
    /// The rating after each of the player's evenings, oldest first.
    pub history: Vec<RatingPoint>,
}

/// Every player's rating, the highest first (by the rating less twice its
/// uncertainty: a player seen twice is not ranked above one seen a
/// hundred times for a lucky start).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ratings {
    /// The model.
    pub model: Model,
    /// The evenings rated.
    pub evenings: usize,
    /// The players.
    pub players: Vec<PlayerRating>,
}

/// The evenings in the order they are rated: by date, then by id.
pub fn in_order(evenings: &[(String, EveningFacts)]) -> Vec<&(String, EveningFacts)> {
    let mut ordered: Vec<&(String, EveningFacts)> = evenings.iter().collect();
    ordered.sort_by(|(a_id, a), (b_id, b)| a.date.cmp(&b.date).then_with(|| a_id.cmp(b_id)));
    ordered
}

/// One model's state: each player's rating.
enum State {
    WengLin(BTreeMap<String, WengLinRating>),
    Glicko2(BTreeMap<String, Glicko2Rating>),
}

impl State {
    fn new(model: Model) -> State {
        match model {
            Model::WengLin => State::WengLin(BTreeMap::new()),
            Model::Glicko2 => State::Glicko2(BTreeMap::new()),
        }
    }

    /// A player's rating and uncertainty now (the start for a newcomer).
    fn of(&self, player: &str) -> (f64, f64) {
        match self {
            State::WengLin(map) => {
                let r = map.get(player).copied().unwrap_or_default();
                (r.rating, r.uncertainty)
            }
            State::Glicko2(map) => {
                let r = map.get(player).copied().unwrap_or_default();
                (r.rating, r.deviation)
            }
        }
    }

    /// One evening: its players and their places.
    fn rate(&mut self, players: &[String], at: &[usize]) {
        match self {
            State::WengLin(map) => {
                let before: Vec<[WengLinRating; 1]> = players
                    .iter()
                    .map(|p| [map.get(p).copied().unwrap_or_default()])
                    .collect();
                let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
                    .iter()
                    .zip(at)
                    .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place)))
                    .collect();
                let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
                for (player, team) in players.iter().zip(after) {
                    if let Some(rating) = team.first() {
                        map.insert(player.clone(), *rating);
                    }
                }
            }
            State::Glicko2(map) => {
                let before: Vec<Glicko2Rating> = players
                    .iter()
                    .map(|p| map.get(p).copied().unwrap_or_default())
                    .collect();
                let config = Glicko2Config::new();
                for (i, player) in players.iter().enumerate() {
                    let results: Vec<(Glicko2Rating, Outcomes)> = (0..players.len())
                        .filter(|&j| j != i)
                        .filter_map(|j| {
                            let outcome = match at.get(i)?.cmp(at.get(j)?) {
                                std::cmp::Ordering::Less => Outcomes::WIN,
                                std::cmp::Ordering::Greater => Outcomes::LOSS,
                                std::cmp::Ordering::Equal => Outcomes::DRAW,
                            };
                            Some((*before.get(j)?, outcome))
                        })
                        .collect();
                    if let Some(own) = before.get(i) {
                        map.insert(
                            player.clone(),
                            glicko2_rating_period(own, &results, &config),
                        );
                    }
                }
            }
        }
    }
}

/// The ratings of every player of `evenings` by `model`.
pub fn ratings(evenings: &[(String, EveningFacts)], model: Model) -> Ratings {
    let mut state = State::new(model);
    let mut history: BTreeMap<String, Vec<RatingPoint>> = BTreeMap::new();
    let ordered = in_order(evenings);
    for (_, facts) in &ordered {
        let at = places(&facts.results);
        state.rate(&facts.players, &at);
        for player in &facts.players {
            let (rating, uncertainty) = state.of(player);
            history
                .entry(player.clone())
                .or_default()
                .push(RatingPoint {
                    date: facts.date,
                    rating,
                    uncertainty,
                });
        }
    }
    let mut players: Vec<PlayerRating> = history
        .into_iter()
        .map(|(player, history)| {
            let (rating, uncertainty) = state.of(&player);
            PlayerRating {
                evenings: history.len(),
                provisional: history.len() < PROVISIONAL_BELOW,
                player,
                rating,
                uncertainty,
                history,
            }
        })
        .collect();
    players.sort_by(|a, b| {
        let low = |p: &PlayerRating| p.rating - 2.0 * p.uncertainty;
        low(b)
            .partial_cmp(&low(a))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| a.player.cmp(&b.player))
    });
    Ratings {
        model,
        evenings: ordered.len(),
        players,
    }
}

/// How well a model's ratings before each evening foretold its order.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Prediction {
    /// The model.
    pub model: Model,
    /// Pairs of players at one table, both rated before that evening and
    /// not equal in its result.
    pub pairs: usize,
    /// Of them, the pairs the ratings ordered as the evening did.
    pub right: usize,
}

impl Prediction {
    /// The share of pairs foretold (0 when there were none).
    pub fn share(&self) -> f64 {
        if self.pairs == 0 {
            0.0
        } else {
            self.right as f64 / self.pairs as f64
        }
    }
}

/// How well `model` foretells each evening's order from the evenings
/// before it.
pub fn prediction(evenings: &[(String, EveningFacts)], model: Model) -> Prediction {
    let mut state = State::new(model);
    let mut seen: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    let (mut pairs, mut right) = (0, 0);
    for (_, facts) in in_order(evenings) {
        let at = places(&facts.results);
        for i in 0..facts.players.len() {
            for j in i + 1..facts.players.len() {
                let (Some(a), Some(b), Some(pa), Some(pb)) = (
                    facts.players.get(i),
                    facts.players.get(j),
                    at.get(i),
                    at.get(j),
                ) else {
                    continue;
                };
                if pa == pb || !seen.contains(a) || !seen.contains(b) {
                    continue;
                }
                pairs += 1;
                let (ra, rb) = (state.of(a).0, state.of(b).0);
                if (ra > rb) == (pa < pb) && ra != rb {
                    right += 1;
                }
            }
        }
        state.rate(&facts.players, &at);
        seen.extend(facts.players.iter().cloned());
    }
    Prediction {
        model,
        pairs,
        right,
    }
}
