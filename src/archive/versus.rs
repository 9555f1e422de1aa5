//! Head to head (issue 38): two players' evenings at the same table and
//! how each did; and one player's hands by contract family and as
//! declarer beside the club's average. Pure over the evenings' facts.

use serde::Serialize;

use super::season::places;
use super::stats::EveningFacts;
use crate::ledger::amount::Unit;

/// One evening two players sat at together.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Meeting {
    /// The evening's id.
    pub id: String,
    /// The day.
    pub date: chrono::NaiveDate,
    /// The evening's unit.
    pub unit: Unit,
    /// Each one's result, in the evening's unit.
    pub results: [i64; 2],
    /// Each one's place at the table (1 first; equal results share).
    pub places: [usize; 2],
}

/// Two players' evenings at one table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeadToHead {
    /// The two players.
    pub players: [String; 2],
    /// Their evenings together, oldest first.
    pub meetings: Vec<Meeting>,
    /// Evenings each finished above the other.
    pub ahead: [usize; 2],
    /// Evenings they finished level.
    pub level: usize,
    /// Each one's results summed in betar over the evenings together.
    pub betar: [f64; 2],
}

/// The head to head of `a` and `b` over `evenings` (date, then id order).
pub fn head_to_head(evenings: &[(String, EveningFacts)], a: &str, b: &str) -> HeadToHead {
    let mut meetings = Vec::new();
    for (id, facts) in super::rating::in_order(evenings) {
        let seat = |name: &str| facts.players.iter().position(|p| p == name);
        let (Some(sa), Some(sb)) = (seat(a), seat(b)) else {
            continue;
        };
        if sa == sb {
            continue;
        }
        let at = places(&facts.results);
        let (Some(&ra), Some(&rb), Some(&pa), Some(&pb)) = (
            facts.results.get(sa),
            facts.results.get(sb),
            at.get(sa),
            at.get(sb),
        ) else {
            continue;
        };
        meetings.push(Meeting {
            id: id.clone(),
            date: facts.date,
            unit: facts.unit,
            results: [ra, rb],
            places: [pa, pb],
        });
    }
    let ahead = [
        meetings
            .iter()
            .filter(|m| m.places[0] < m.places[1])
            .count(),
        meetings
            .iter()
            .filter(|m| m.places[1] < m.places[0])
            .count(),
    ];
    let level = meetings.len() - ahead[0] - ahead[1];
    let betar = |result: fn(&Meeting) -> i64| {
        meetings
            .iter()
            .map(|m| result(m) as f64 / m.unit.per_bet().max(1) as f64)
            .sum()
    };
    HeadToHead {
        players: [a.to_string(), b.to_string()],
        ahead,
        level,
        betar: [betar(|m| m.results[0]), betar(|m| m.results[1])],
        meetings,
    }
}

/// A player's hands (or the club's, per player) in one contract family as
/// declarer.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct FamilyLine {
    /// The family: the contracts' names without their number ("Vingel"),
    /// as the table names them in Swedish (the key) and in the language
    /// asked ([`FamilyLine::shown`]).
    pub family: String,
    /// The family's name in the language asked.
    pub shown: String,
    /// Hands declared.
    pub declared: usize,
    /// Won of them.
    pub won: usize,
    /// The declarer's net in betar over them.
    pub betar: f64,
    /// The club: hands declared in the family, by every player.
    pub club_declared: usize,
    /// The club: won of them.
    pub club_won: usize,
    /// The club: net in betar over them.
    pub club_betar: f64,
}

/// A player beside the club: as declarer, and by contract family.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Profile {
    /// The player.
    pub player: String,
    /// Evenings played.
    pub evenings: usize,
    /// Hands played (one of the three who played).
    pub played: usize,
    /// Hands declared.
    pub declared: usize,
    /// Won of them.
    pub won: usize,
    /// The club's players: hands played, declared and won, summed over
    /// every player's evenings (the share is the club's average).
    pub club: [usize; 3],
    /// By contract family, the families the player declared first by
    /// hands.
    pub families: Vec<FamilyLine>,
    /// By place in the deal (förhand, mellanhand, bakhand): the player's
    /// hands and what they moved in betar, and the club's.
    pub roles: [RoleLine; 3],
}

/// A place in the deal: the player's hands there and the club's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct RoleLine {
    /// The player's hands in that place.
    pub hands: usize,
    /// What they moved of the player's balance, in betar.
    pub betar: f64,
    /// The club: every player's hands in that place.
    pub club_hands: usize,
    /// The club: what they moved, in betar.
    pub club_betar: f64,
}

/// A contract family's name: a contract's name without its number
/// ("Vingel 8" → "Vingel", "7-spel" → "spel").
pub fn family_of(name: &str) -> String {
    let letters: String = name.chars().filter(|c| !c.is_ascii_digit()).collect();
    letters
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_matches([',', '-', ' '])
        .to_string()
}

impl Profile {
    /// An empty profile of `player`, to [`Profile::add`] evenings to.
    pub fn new(player: &str) -> Profile {
        Profile {
            player: player.to_string(),
            evenings: 0,
            played: 0,
            declared: 0,
            won: 0,
            club: [0; 3],
            families: Vec::new(),
            roles: [RoleLine::default(); 3],
        }
    }

    /// Adds an evening (its contract groups with it), the contracts named
    /// from their bid tables in `registry`, in `language`.
    pub fn add(
        &mut self,
        facts: &EveningFacts,
        language: crate::rules::table::Language,
        registry: &crate::rules::registry::TableRegistry,
    ) {
        let profile = self;
        let seat = facts.players.iter().position(|p| *p == profile.player);
        if seat.is_some() {
            profile.evenings += 1;
        }
        for (s, counts) in facts.seats.iter().enumerate() {
            profile.club[0] += counts.played;
            profile.club[1] += counts.declared;
            profile.club[2] += counts.won;
            if Some(s) == seat {
                profile.played += counts.played;
                profile.declared += counts.declared;
                profile.won += counts.won;
            }
        }
        let per_bet = facts.unit.per_bet().max(1) as f64;
        for (s, places) in facts.roles.iter().enumerate() {
            for (line, place) in profile.roles.iter_mut().zip(places) {
                let betar = place.net as f64 / per_bet;
                line.club_hands += place.hands;
                line.club_betar += betar;
                if Some(s) == seat {
                    line.hands += place.hands;
                    line.betar += betar;
                }
            }
        }
        let table = registry
            .entry(&facts.table)
            .and_then(|e| e.table.as_ref().ok());
        for group in &facts.contracts {
            let named = table.and_then(|t| t.contract(&group.contract));
            let (sv, shown) = match named {
                Some(contract) => (
                    family_of(&contract.name.sv),
                    family_of(contract.name.get(language)),
                ),
                None => (group.contract.clone(), group.contract.clone()),
            };
            let family = sv;
            let at = match profile.families.iter().position(|f| f.family == family) {
                Some(at) => at,
                None => {
                    profile.families.push(FamilyLine {
                        family: family.clone(),
                        shown,
                        ..FamilyLine::default()
                    });
                    profile.families.len() - 1
                }
            };
            let Some(line) = profile.families.get_mut(at) else {
                continue;
            };
            let betar = group.net_pinnar as f64 / per_bet;
            line.club_declared += group.counts.declared;
            line.club_won += group.counts.won;
            line.club_betar += betar;
            if Some(group.seat) == seat {
                line.declared += group.counts.declared;
                line.won += group.counts.won;
                line.betar += betar;
            }
        }
    }

    /// Orders the families: the most declared first.
    #[must_use]
    pub fn finish(mut self) -> Profile {
        self.families.sort_by(|a, b| {
            b.declared
                .cmp(&a.declared)
                .then_with(|| a.family.cmp(&b.family))
        });
        self
    }
}

/// `player`'s profile over `evenings` in `language`, the contracts named
/// from their bid tables in `registry`.
pub fn profile(
    evenings: &[(String, EveningFacts)],
    player: &str,
    language: crate::rules::table::Language,
    registry: &crate::rules::registry::TableRegistry,
) -> Profile {
    let mut profile = Profile::new(player);
    for (_, facts) in evenings {
        profile.add(facts, language, registry);
    }
    profile.finish()
}
