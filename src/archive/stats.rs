//! Statistics over the club archive: per player, per contract and trump
//! rank, each player's cumulative result and the success rate per contract.
//!
//! Every amount comes from the settlements: a player's result of an evening
//! is [`Settlement::final_balances`](crate::ledger::Settlement) (after the
//! betdelning), money is [`crate::ledger::money::money_ore`] at the evening's price, and a hand's
//! net for the declarer is the sum of the hand's omköp, pot and pinnar
//! postings to and from the declarer (refills and gök penalties are not the
//! contract's result). Nothing is paid again here.

use foldhash::HashMap;

use serde::{Deserialize, Serialize};

use crate::archive::{Archive, Filter};
use crate::ledger::SettledEvening;
use crate::ledger::evening::Trump;
use crate::ledger::{HandSettlement, Outcome};
use crate::rules::table::Names;

pub mod packed;

/// One evening's result for a player.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EveningResult {
    /// The evening's id.
    pub id: String,
    /// The day played.
    pub date: chrono::NaiveDate,
    /// Result after the betdelning, in pinnar.
    pub pinnar: i64,
    /// The same in betar (pinnar / pinnar per bet).
    pub betar: f64,
    /// The same in öre, when the evening had a price per bet.
    pub money_ore: Option<i64>,
}

/// A player's record over the evenings chosen.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The name (as first written in the archive).
    pub name: String,
    /// Evenings at the table.
    pub evenings: usize,
    /// Hands the player was one of the three who played.
    pub hands_played: usize,
    /// Hands the player declared.
    pub hands_declared: usize,
    /// Declared and won.
    pub won: usize,
    /// Declared and lost (bet).
    pub lost: usize,
    /// Declared and lost by codille.
    pub codille: usize,
    /// Declared and surrendered.
    pub surrendered: usize,
    /// Net result over the evenings, in pinnar.
    pub net_pinnar: i64,
    /// Net result in betar (each evening's pinnar / its pinnar per bet).
    pub net_betar: f64,
    /// Net money in öre over the evenings played for money; `None` when
    /// none was.
    pub money_ore: Option<i64>,
    /// Currency of the money (of the first evening with a price).
    pub currency: Option<String>,
    /// Average result per evening, in betar.
    pub average_betar: f64,
    /// The best evening (ties: the earliest).
    pub best: Option<EveningResult>,
    /// The worst evening (ties: the earliest).
    pub worst: Option<EveningResult>,
}

/// How one contract went, at one trump rank or at all ranks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ContractStats {
    /// Contract id.
    pub contract: String,
    /// Contract names.
    pub name: Names,
    /// Row number in bid order.
    pub rank: u32,
    /// The trump rank played (`None`: all ranks together).
    pub trump: Option<Trump>,
    /// Times declared.
    pub declared: usize,
    /// Won.
    pub won: usize,
    /// Lost (bet).
    pub lost: usize,
    /// Codille.
    pub codille: usize,
    /// Surrendered.
    pub surrendered: usize,
    /// Won in percent of declared.
    pub won_pct: f64,
    /// Lost in percent of declared.
    pub lost_pct: f64,
    /// Codille in percent of declared.
    pub codille_pct: f64,
    /// Surrendered in percent of declared.
    pub surrendered_pct: f64,
    /// The declarers' net over these hands, in pinnar.
    pub declarer_net_pinnar: i64,
    /// Average net per hand for the declarer, in betar.
    pub average_net_betar: f64,
    #[serde(skip)]
    net_betar: f64,
}

/// A point of a player's cumulative result: after an evening.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CumulativePoint {
    /// The evening's id.
    pub id: String,
    /// The day played.
    pub date: chrono::NaiveDate,
    /// The evening's result, in pinnar.
    pub pinnar: i64,
    /// The sum of the results so far, in pinnar.
    pub cumulative_pinnar: i64,
    /// The sum so far, in betar.
    pub cumulative_betar: f64,
    /// The evening's place among the evenings counted, in date order
    /// (evenings of one day follow each other): a chart's x.
    #[serde(skip)]
    pub order: usize,
    /// The player's seat at the evening.
    #[serde(skip)]
    pub seat: usize,
    /// The colour the evening gave the player, if it chose one (else the
    /// seat's).
    #[serde(skip)]
    pub colour: Option<crate::ledger::evening::Colour>,
}

/// A player's cumulative result over the evenings (a chart line).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerSeries {
    /// The player.
    pub name: String,
    /// One point per evening, in date order.
    pub points: Vec<CumulativePoint>,
}

/// The success rate of a contract (a chart bar).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SuccessRate {
    /// Contract id.
    pub contract: String,
    /// Contract names.
    pub name: Names,
    /// Row number in bid order.
    pub rank: u32,
    /// Times declared.
    pub declared: usize,
    /// Times won.
    pub won: usize,
    /// Won in percent of declared.
    pub rate_pct: f64,
}

/// The statistics of the evenings a [`Filter`] chooses.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Statistics {
    /// Evenings counted (each id once; with players chosen, those at which
    /// at least one of them sat).
    pub evenings: usize,
    /// Deals played in them ([`crate::ledger::rounds::deals_played`]; the
    /// players' and contracts' counts are of hands, a hand that took a
    /// forced game away among them).
    pub hands: usize,
    /// One row per player: the players chosen, or everyone who played, by
    /// name.
    pub players: Vec<PlayerStats>,
    /// Per contract and trump rank, in bid order then rank (common, second,
    /// preference, misär); hands declared by the players chosen (everyone's
    /// when none are).
    pub contracts: Vec<ContractStats>,
    /// Per contract, all ranks together, in bid order.
    pub contract_totals: Vec<ContractStats>,
    /// Each player's cumulative result over their evenings.
    pub cumulative: Vec<PlayerSeries>,
    /// Success rate per contract in bid order.
    pub success: Vec<SuccessRate>,
    /// The unit when every evening counted has the same (then amounts are
    /// written in it: betar and pinnar, or points); evenings of different
    /// units are added in decimal betar.
    #[serde(skip)]
    pub unit: Option<crate::ledger::amount::Unit>,
    /// The date of each evening counted, in the order of the points'
    /// `order`.
    #[serde(skip)]
    pub dates: Vec<chrono::NaiveDate>,
    /// A sum of amounts (a result, money, a declarer's net) went beyond
    /// the ledger's numbers and was kept at its limit: the statistics are
    /// not to be shown as they are.
    #[serde(skip)]
    pub overflow: bool,
}

/// The declarer's net of a hand: omköp, pot and pinnar postings to and from
/// the declarer, in pinnar.
pub fn declarer_net(hand: &HandSettlement) -> i64 {
    hand.declarer_net()
}

/// What the statistics need of one evening, read once from its file and
/// kept (in the archive's index) without its hands: the results by seat,
/// and the hands counted per seat and per declarer, contract and trump rank.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EveningFacts {
    /// The day played.
    pub date: chrono::NaiveDate,
    /// Club or place.
    pub club: Option<String>,
    /// Bid table id.
    pub table: String,
    /// The players as the file names them (what a filter looks at).
    pub named: Vec<String>,
    /// The players in seat order, as settled.
    pub players: Vec<String>,
    /// The ledger's unit.
    pub unit: crate::ledger::amount::Unit,
    /// Pinnar in a bet.
    pub per_bet: i64,
    /// Currency of the money.
    pub currency: String,
    /// Each player's result after the betdelning, in pinnar, by seat.
    pub results: Vec<i64>,
    /// Each result in öre, when a price per bet is set.
    pub money_ore: Option<Vec<i64>>,
    /// The colour the evening gave each seat, if any (`#rrggbb` as bytes).
    pub colours: Vec<[u8; 3]>,
    /// Deals played ([`Evening::deals`](crate::ledger::evening::Evening::deals):
    /// a hand that took a forced game away is no deal of its own).
    pub hands: usize,
    /// A practice evening ([`crate::ledger::evening::Evening::practice`]):
    /// never counted.
    #[serde(default)]
    pub practice: bool,
    /// Per seat: hands played and declared.
    pub seats: Vec<SeatFacts>,
    /// Per declarer seat, contract and trump rank, in the order first
    /// declared.
    pub contracts: Vec<ContractFacts>,
    /// Per seat: its hands as förhand, mellanhand and bakhand (the three
    /// who play, forehand first), and what they moved of its balance.
    #[serde(default)]
    pub roles: Vec<[RoleFacts; 3]>,
}

/// One seat's hands in one place of the deal (förhand, mellanhand or
/// bakhand): how many, and what they moved of its balance, in pinnar
/// (points in a levels table).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleFacts {
    /// Hands played in that place.
    pub hands: usize,
    /// The balance they moved.
    pub net: i64,
}

/// One seat's hands of an evening (kept in the index as a list of six
/// numbers).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "[usize; 6]", into = "[usize; 6]")]
pub struct SeatFacts {
    /// Hands the seat was one of the three who played.
    pub played: usize,
    /// Declared.
    pub declared: usize,
    /// Declared and won.
    pub won: usize,
    /// Declared and lost.
    pub lost: usize,
    /// Declared and lost by codille.
    pub codille: usize,
    /// Declared and surrendered.
    pub surrendered: usize,
}

/// The hands one seat declared in one contract at one trump rank (kept in
/// the index as a list: seat, contract, rank, trump, outcomes, net).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "ContractRow", into = "ContractRow")]
pub struct ContractFacts {
    /// The declarer's seat.
    pub seat: usize,
    /// Contract id.
    pub contract: String,
    /// Contract names (not kept in the index, which names them from the
    /// bid table: [`EveningFacts::name_contracts`]).
    pub name: Names,
    /// Row number in bid order.
    pub rank: u32,
    /// The trump rank played.
    pub trump: Trump,
    /// The outcomes.
    pub counts: SeatFacts,
    /// The declarer's net over these hands, in pinnar.
    pub net_pinnar: i64,
}

/// [`ContractFacts`] as the index keeps it.
#[derive(Serialize, Deserialize)]
struct ContractRow(usize, String, u32, Trump, SeatFacts, i64);

impl From<ContractFacts> for ContractRow {
    fn from(f: ContractFacts) -> ContractRow {
        ContractRow(f.seat, f.contract, f.rank, f.trump, f.counts, f.net_pinnar)
    }
}

impl From<ContractRow> for ContractFacts {
    fn from(ContractRow(seat, contract, rank, trump, counts, net_pinnar): ContractRow) -> Self {
        ContractFacts {
            seat,
            contract,
            name: Names {
                sv: String::new(),
                en: String::new(),
                ja: None,
            },
            rank,
            trump,
            counts,
            net_pinnar,
        }
    }
}

impl From<SeatFacts> for [usize; 6] {
    fn from(f: SeatFacts) -> [usize; 6] {
        [
            f.played,
            f.declared,
            f.won,
            f.lost,
            f.codille,
            f.surrendered,
        ]
    }
}

impl From<[usize; 6]> for SeatFacts {
    fn from([played, declared, won, lost, codille, surrendered]: [usize; 6]) -> Self {
        SeatFacts {
            played,
            declared,
            won,
            lost,
            codille,
            surrendered,
        }
    }
}

impl SeatFacts {
    fn add(&mut self, outcome: Outcome) {
        self.declared += 1;
        *match outcome {
            Outcome::Won => &mut self.won,
            Outcome::Lost => &mut self.lost,
            Outcome::Codille => &mut self.codille,
            Outcome::Surrendered => &mut self.surrendered,
        } += 1;
    }
}

impl EveningFacts {
    /// The facts of a settled evening, read while going through its hands
    /// once.
    pub fn of(settled: &SettledEvening) -> EveningFacts {
        Self::gathered(settled, true)
    }

    /// [`EveningFacts::of`] with the contracts unnamed, as the index keeps
    /// them ([`EveningFacts::name_contracts`] names them when read back).
    pub fn of_unnamed(settled: &SettledEvening) -> EveningFacts {
        Self::gathered(settled, false)
    }

    fn gathered(settled: &SettledEvening, named: bool) -> EveningFacts {
        let SettledEvening {
            evening,
            rules,
            settlement,
        } = settled;
        let mut seats = vec![SeatFacts::default(); settlement.players.len()];
        let mut roles = vec![[RoleFacts::default(); 3]; settlement.players.len()];
        let mut before: Vec<i64> = settlement.opening.balances.clone();
        // An evening's groups are a few dozen at most (never more than its
        // hands).
        let room = settlement.hands.len().min(64);
        let mut contracts: Vec<ContractFacts> = Vec::with_capacity(room);
        // Where the group of each declarer's seat, contract (its place in
        // the table) and trump sits in `contracts`, plus one (0: none yet):
        // found without comparing texts or searching the groups.
        let seat_count = settlement.players.len();
        let mut groups: Vec<u32> = vec![0; rules.table.contracts.len() * seat_count * TRUMP_SLOTS];
        for (hand, record) in settlement.hands.iter().zip(&evening.hands) {
            for &seat in &hand.deal.active {
                if let Some(facts) = seats.get_mut(seat) {
                    facts.played += 1;
                }
            }
            for (role, &seat) in hand.deal.active.iter().enumerate() {
                let moved = hand
                    .balances
                    .get(seat)
                    .zip(before.get(seat))
                    .map_or(0, |(after, was)| after.saturating_sub(*was));
                if let Some(place) = roles.get_mut(seat).and_then(|r| r.get_mut(role)) {
                    place.hands += 1;
                    place.net = place.net.saturating_add(moved);
                }
            }
            before.clone_from(&hand.balances);
            if let Some(facts) = seats.get_mut(hand.declarer) {
                facts.add(hand.outcome);
            }
            // The first contract of the id, as `BidTable::contract` finds it:
            // the one the hand was settled by, where that is the rules' table.
            let settled_by = (rules.table.contracts.get(hand.contract_at))
                .filter(|c| c.id == record.contract)
                .map(|c| (hand.contract_at, c));
            let Some((place, contract)) = settled_by.or_else(|| {
                (rules.table.contracts.iter().enumerate()).find(|(_, c)| c.id == record.contract)
            }) else {
                continue;
            };
            // A declarer outside the seats (the ledger never makes one)
            // has no slot: that hand is not counted, as it has no seat.
            let Some(slot) = (hand.declarer < seat_count)
                .then(|| {
                    (place * seat_count + hand.declarer) * TRUMP_SLOTS + trump_slot(hand.played)
                })
                .and_then(|slot| groups.get_mut(slot))
            else {
                continue;
            };
            let group = match *slot {
                0 => {
                    *slot = u32::try_from(contracts.len() + 1).unwrap_or(u32::MAX);
                    contracts.push(ContractFacts {
                        seat: hand.declarer,
                        contract: contract.id.clone(),
                        name: if named {
                            contract.name.clone()
                        } else {
                            Names {
                                sv: String::new(),
                                en: String::new(),
                                ja: None,
                            }
                        },
                        rank: contract.rank,
                        trump: hand.played,
                        counts: SeatFacts::default(),
                        net_pinnar: 0,
                    });
                    contracts.last_mut()
                }
                n => contracts.get_mut(n as usize - 1),
            };
            if let Some(group) = group {
                group.counts.add(hand.outcome);
                group.net_pinnar += declarer_net(hand);
            }
        }
        EveningFacts {
            date: evening.date,
            club: evening.club.clone(),
            table: evening.table.clone(),
            named: evening.players.clone(),
            players: settlement.players.clone(),
            unit: rules.unit(),
            per_bet: rules.pinnar_per_bet(),
            currency: rules.currency.clone(),
            results: settlement.final_balances.clone(),
            money_ore: settlement.final_money_ore.clone(),
            colours: evening.colours.iter().map(|c| c.0).collect(),
            hands: evening.deals(),
            practice: evening.practice,
            seats,
            contracts,
            roles,
        }
    }

    /// Names the contracts from the evening's bid table (facts read back
    /// from the index do not carry the names).
    pub fn name_contracts(&mut self, registry: &crate::rules::registry::TableRegistry) {
        let table = registry
            .entry(&self.table)
            .and_then(|e| e.table.as_ref().ok());
        for group in &mut self.contracts {
            if let Some(contract) = table.and_then(|t| t.contract(&group.contract)) {
                group.name = contract.name.clone();
            }
        }
    }

    /// Whether the filter's period, club and table choose the evening.
    pub fn chosen_by(&self, filter: &Filter) -> bool {
        filter.accepts(
            &crate::archive::Facts {
                date: self.date,
                club: self.club.as_deref(),
                table: &self.table,
                players: &self.named,
                // Chosen by the index's query, which asks for the ids.
                id: None,
            },
            false,
        )
    }
}

fn percent(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

impl ContractStats {
    fn new(contract: &str, name: &Names, rank: u32, trump: Option<Trump>) -> Self {
        ContractStats {
            contract: contract.to_string(),
            name: name.clone(),
            rank,
            trump,
            declared: 0,
            won: 0,
            lost: 0,
            codille: 0,
            surrendered: 0,
            won_pct: 0.0,
            lost_pct: 0.0,
            codille_pct: 0.0,
            surrendered_pct: 0.0,
            declarer_net_pinnar: 0,
            average_net_betar: 0.0,
            net_betar: 0.0,
        }
    }

    /// Adds a group's hands; `false` when the net no longer fits.
    fn add(&mut self, group: &GroupRef<'_>, bet: i64) -> bool {
        let counts = &group.counts;
        self.declared += counts.declared;
        self.won += counts.won;
        self.lost += counts.lost;
        self.codille += counts.codille;
        self.surrendered += counts.surrendered;
        self.net_betar += group.net_pinnar as f64 / bet as f64;
        add_checked(&mut self.declarer_net_pinnar, group.net_pinnar)
    }

    fn finish(&mut self) {
        let n = self.declared;
        self.won_pct = percent(self.won, n);
        self.lost_pct = percent(self.lost, n);
        self.codille_pct = percent(self.codille, n);
        self.surrendered_pct = percent(self.surrendered, n);
        self.average_net_betar = if n == 0 {
            0.0
        } else {
            self.net_betar / n as f64
        };
    }
}

impl PlayerStats {
    fn new(name: &str) -> Self {
        PlayerStats {
            name: name.to_string(),
            evenings: 0,
            hands_played: 0,
            hands_declared: 0,
            won: 0,
            lost: 0,
            codille: 0,
            surrendered: 0,
            net_pinnar: 0,
            net_betar: 0.0,
            money_ore: None,
            currency: None,
            average_betar: 0.0,
            best: None,
            worst: None,
        }
    }
}

/// Adds to a sum of amounts; `false` (the sum kept at its limit) when it
/// no longer fits.
fn add_checked(sum: &mut i64, amount: i64) -> bool {
    match sum.checked_add(amount) {
        Some(total) => {
            *sum = total;
            true
        }
        None => {
            *sum = sum.saturating_add(amount);
            false
        }
    }
}

/// One declarer seat's hands in one contract at one trump rank, as the
/// statistics take them ([`ContractFacts`] without its names, borrowing
/// the contract id: from facts in memory or from a packed index row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupRef<'a> {
    /// The declarer's seat.
    pub seat: usize,
    /// Contract id.
    pub contract: &'a str,
    /// Row number in bid order.
    pub rank: u32,
    /// The trump rank played.
    pub trump: Trump,
    /// The outcomes.
    pub counts: SeatFacts,
    /// The declarer's net over these hands, in pinnar.
    pub net_pinnar: i64,
}

impl<'a> GroupRef<'a> {
    /// The group of facts in memory.
    pub fn of(facts: &'a ContractFacts) -> GroupRef<'a> {
        GroupRef {
            seat: facts.seat,
            contract: &facts.contract,
            rank: facts.rank,
            trump: facts.trump,
            counts: facts.counts,
            net_pinnar: facts.net_pinnar,
        }
    }
}

impl Statistics {
    /// The statistics of an archive's valid evenings (each id once) that the
    /// filter's period, club and table choose; `filter.players` chooses the
    /// player rows and the declarers of the contract rows.
    pub fn of_archive(archive: &Archive, filter: &Filter) -> Statistics {
        let valid = archive.valid();
        Statistics::compute(
            valid
                .iter()
                .filter_map(|a| Some((a.id.as_deref()?, a.settled()?))),
            filter,
        )
    }

    /// The statistics of settled evenings given with their ids (see
    /// [`Statistics::of_archive`]). Practice evenings
    /// ([`crate::ledger::evening::Evening::practice`]) are never counted.
    pub fn compute<'a>(
        evenings: impl IntoIterator<Item = (&'a str, &'a SettledEvening)>,
        filter: &Filter,
    ) -> Statistics {
        Statistics::of_facts(
            evenings
                .into_iter()
                .filter(|(_, s)| filter.matches_except_players(&s.evening))
                .map(|(id, s)| (id, EveningFacts::of(s))),
            filter,
        )
    }

    /// The statistics of evenings known by their [`EveningFacts`] (each id
    /// once), as [`Statistics::compute`] counts them: what the archive's
    /// index answers from without reading the files.
    pub fn of_facts<S: AsRef<str>>(
        evenings: impl IntoIterator<Item = (S, EveningFacts)>,
        filter: &Filter,
    ) -> Statistics {
        let mut chosen: Vec<(S, EveningFacts)> = evenings.into_iter().collect();
        chosen.sort_by(|a, b| (a.1.date, a.0.as_ref()).cmp(&(b.1.date, b.0.as_ref())));
        Statistics::of_sorted_facts(chosen, filter)
    }

    /// The same as [`Statistics::of_facts`] for evenings given in date then
    /// id order, taken one at a time (none is kept).
    pub fn of_sorted_facts<S: AsRef<str>>(
        evenings: impl IntoIterator<Item = (S, EveningFacts)>,
        filter: &Filter,
    ) -> Statistics {
        let mut gatherer = Gatherer::new(filter);
        for (id, facts) in evenings {
            let name_of = |contract: &str| {
                facts
                    .contracts
                    .iter()
                    .find(|c| c.contract == contract)
                    .map(|c| c.name.clone())
            };
            gatherer.add(
                id.as_ref(),
                &facts,
                facts.contracts.iter().map(GroupRef::of),
                name_of,
            );
        }
        gatherer.finish()
    }
}

/// The statistics gathered evening by evening, in date then id order: the
/// one way they are counted, from facts in memory
/// ([`Statistics::of_sorted_facts`]) or from the index's packed rows.
pub struct Gatherer<'f> {
    filter: &'f Filter,
    /// The filter's players, in lower case.
    wanted: Vec<String>,
    builder: Builder,
    count: usize,
}

impl<'f> Gatherer<'f> {
    /// Nothing gathered yet.
    pub fn new(filter: &'f Filter) -> Self {
        Gatherer {
            filter,
            wanted: filter.players.iter().map(|p| p.to_lowercase()).collect(),
            builder: Builder::default(),
            count: 0,
        }
    }

    /// Whether a player is one asked for (everyone when none is).
    fn wanted(&self, name: &str) -> bool {
        self.wanted.is_empty()
            || self.filter.players.iter().any(|p| p == name)
            || self.wanted.contains(&name.to_lowercase())
    }

    /// Whether the filter chooses an evening: not a practice evening, its
    /// period, club and table chosen, and (with players chosen) at least
    /// one of them at the table.
    pub fn chooses(&self, facts: &EveningFacts) -> bool {
        !facts.practice
            && facts.chosen_by(self.filter)
            && facts.players.iter().any(|p| self.wanted(p))
    }

    /// Counts an evening the filter chooses ([`Gatherer::chooses`]; others
    /// are passed over): `facts` without regard to its `contracts`, whose
    /// groups are `groups`; `name_of` names a contract the first time the
    /// statistics meet it.
    pub fn add<'g>(
        &mut self,
        id: &str,
        facts: &EveningFacts,
        groups: impl IntoIterator<Item = GroupRef<'g>>,
        name_of: impl Fn(&str) -> Option<Names>,
    ) {
        if !self.chooses(facts) {
            return;
        }
        self.count += 1;
        self.builder.dates.push(facts.date);
        let wanted: Vec<bool> = facts.players.iter().map(|p| self.wanted(p)).collect();
        let rows = self.builder.rows(&facts.players, &wanted);
        self.builder.add_results(id, facts, &rows);
        self.builder.add_hands(facts, &rows, groups, name_of);
    }

    /// The statistics gathered.
    pub fn finish(self) -> Statistics {
        self.builder.finish(self.count)
    }
}

/// A contract's rows being gathered: its rank (as first met) and one row
/// per trump rank, in the order of [`Trump`].
struct ContractSlot {
    rank: u32,
    id: String,
    by_trump: [Option<ContractStats>; TRUMP_SLOTS],
}

/// How many trumps a hand can be played in ([`trump_slot`]).
const TRUMP_SLOTS: usize = 4;

/// A trump as a number below [`TRUMP_SLOTS`] (the match is whole: a new
/// trump does not compile until it has a slot).
fn trump_slot(trump: Trump) -> usize {
    match trump {
        Trump::Common => 0,
        Trump::Second => 1,
        Trump::Preference => 2,
        Trump::Misar => 3,
    }
}

/// The statistics being gathered, evening by evening.
#[derive(Default)]
struct Builder {
    /// Players by lower-case name, in the order first met.
    players: Vec<PlayerStats>,
    series: Vec<PlayerSeries>,
    index: HashMap<String, usize>,
    /// Players by their name as written, found without lowering it.
    exact: HashMap<String, usize>,
    /// Contracts in the order first met, found by id.
    contracts: Vec<ContractSlot>,
    contract_index: HashMap<String, usize>,
    hands: usize,
    /// The units of the evenings counted, each once: more than one, and
    /// amounts are said in decimal betar, the one unit the tables share.
    units: Vec<crate::ledger::amount::Unit>,
    /// The date of each evening counted, in order.
    dates: Vec<chrono::NaiveDate>,
    /// A sum of amounts went beyond the ledger's numbers.
    overflow: bool,
}

impl Builder {
    /// Each seat's row in the statistics (`None`: a player not asked for).
    fn rows(&mut self, names: &[String], wanted: &[bool]) -> Vec<Option<usize>> {
        names
            .iter()
            .zip(wanted)
            .map(|(name, &wanted)| wanted.then(|| self.row(name)))
            .collect()
    }

    /// A player's row, made the first time their name (in any case) is met.
    fn row(&mut self, name: &str) -> usize {
        if let Some(&row) = self.exact.get(name) {
            return row;
        }
        let row = *self.index.entry(name.to_lowercase()).or_insert_with(|| {
            self.players.push(PlayerStats::new(name));
            self.series.push(PlayerSeries {
                name: name.to_string(),
                points: Vec::new(),
            });
            self.players.len() - 1
        });
        self.exact.insert(name.to_string(), row);
        row
    }

    /// Each chosen player's result of the evening.
    fn add_results(&mut self, id: &str, facts: &EveningFacts, rows: &[Option<usize>]) {
        let bet = facts.per_bet;
        let mut fits = true;
        for (seat, (row, &pinnar)) in rows.iter().zip(&facts.results).enumerate() {
            let Some(row) = *row else { continue };
            let (Some(stats), Some(series)) = (self.players.get_mut(row), self.series.get_mut(row))
            else {
                continue;
            };
            let money = facts.money_ore.as_ref().and_then(|m| m.get(seat).copied());
            let result = EveningResult {
                id: id.to_string(),
                date: facts.date,
                pinnar,
                betar: pinnar as f64 / bet as f64,
                money_ore: money,
            };
            stats.evenings += 1;
            fits &= add_checked(&mut stats.net_pinnar, pinnar);
            stats.net_betar += result.betar;
            if let Some(ore) = money {
                fits &= add_checked(stats.money_ore.get_or_insert(0), ore);
                stats.currency.get_or_insert_with(|| facts.currency.clone());
            }
            if stats.best.as_ref().is_none_or(|b| result.betar > b.betar) {
                stats.best = Some(result.clone());
            }
            if stats.worst.as_ref().is_none_or(|w| result.betar < w.betar) {
                stats.worst = Some(result.clone());
            }
            let points = &mut series.points;
            let (mut cumulative_pinnar, before_b) = points
                .last()
                .map_or((0, 0.0), |p| (p.cumulative_pinnar, p.cumulative_betar));
            fits &= add_checked(&mut cumulative_pinnar, pinnar);
            points.push(CumulativePoint {
                id: result.id,
                date: facts.date,
                pinnar,
                cumulative_pinnar,
                cumulative_betar: before_b + result.betar,
                order: self.dates.len().saturating_sub(1),
                seat,
                colour: facts
                    .colours
                    .get(seat)
                    .map(|c| crate::ledger::evening::Colour(*c)),
            });
        }
        self.overflow |= !fits;
    }

    /// The hands played and declared, by player and by contract.
    fn add_hands<'g>(
        &mut self,
        facts: &EveningFacts,
        rows: &[Option<usize>],
        groups: impl IntoIterator<Item = GroupRef<'g>>,
        name_of: impl Fn(&str) -> Option<Names>,
    ) {
        let unit = facts.unit;
        if !self.units.contains(&unit) {
            self.units.push(unit);
        }
        self.hands += facts.hands;
        let row_of = |seat: usize| rows.get(seat).copied().flatten();
        for (seat, counts) in facts.seats.iter().enumerate() {
            let Some(stats) = row_of(seat).and_then(|row| self.players.get_mut(row)) else {
                continue;
            };
            stats.hands_played += counts.played;
            stats.hands_declared += counts.declared;
            stats.won += counts.won;
            stats.lost += counts.lost;
            stats.codille += counts.codille;
            stats.surrendered += counts.surrendered;
        }
        let mut fits = true;
        for group in groups {
            if row_of(group.seat).is_none() {
                continue;
            }
            let slot = match self.contract_index.get(group.contract) {
                Some(&i) => i,
                None => {
                    self.contracts.push(ContractSlot {
                        rank: group.rank,
                        id: group.contract.to_string(),
                        by_trump: [None, None, None, None],
                    });
                    let i = self.contracts.len() - 1;
                    self.contract_index.insert(group.contract.to_string(), i);
                    i
                }
            };
            let Some(slot) = self.contracts.get_mut(slot) else {
                continue;
            };
            let Some(row) = slot.by_trump.get_mut(trump_slot(group.trump)) else {
                continue;
            };
            let stats = row.get_or_insert_with(|| {
                let name = name_of(group.contract).unwrap_or_else(|| Names {
                    sv: String::new(),
                    en: String::new(),
                    ja: None,
                });
                ContractStats::new(group.contract, &name, slot.rank, Some(group.trump))
            });
            fits &= stats.add(&group, unit.per_bet());
        }
        self.overflow |= !fits;
    }

    /// Averages, the order of the lists, and the totals per contract.
    fn finish(self, evenings: usize) -> Statistics {
        let Builder {
            mut players,
            mut series,
            mut contracts,
            hands,
            units,
            dates,
            mut overflow,
            ..
        } = self;
        let unit = match units.as_slice() {
            [one] => Some(*one),
            _ => None,
        };
        for stats in &mut players {
            stats.average_betar = if stats.evenings == 0 {
                0.0
            } else {
                stats.net_betar / stats.evenings as f64
            };
        }
        let order = |a: &String, b: &String| a.to_lowercase().cmp(&b.to_lowercase());
        players.sort_by(|a, b| order(&a.name, &b.name));
        series.sort_by(|a, b| order(&a.name, &b.name));
        contracts.sort_by(|a, b| (a.rank, &a.id).cmp(&(b.rank, &b.id)));
        let mut by_rank = Vec::new();
        let mut totals = Vec::new();
        for slot in contracts {
            let mut ranks = slot.by_trump.into_iter().flatten().peekable();
            let Some(first) = ranks.peek() else {
                continue;
            };
            let mut total = ContractStats::new(&slot.id, &first.name, slot.rank, None);
            for mut stats in ranks {
                total.declared += stats.declared;
                total.won += stats.won;
                total.lost += stats.lost;
                total.codille += stats.codille;
                total.surrendered += stats.surrendered;
                overflow |= !add_checked(&mut total.declarer_net_pinnar, stats.declarer_net_pinnar);
                total.net_betar += stats.net_betar;
                stats.finish();
                by_rank.push(stats);
            }
            total.finish();
            totals.push(total);
        }
        let success = totals
            .iter()
            .map(|t| SuccessRate {
                contract: t.contract.clone(),
                name: t.name.clone(),
                rank: t.rank,
                declared: t.declared,
                won: t.won,
                rate_pct: t.won_pct,
            })
            .collect();
        Statistics {
            evenings,
            hands,
            players,
            contracts: by_rank,
            contract_totals: totals,
            cumulative: series,
            success,
            unit,
            dates,
            overflow,
        }
    }
}
