//! The evening's fixed facts, checked once before any hand: the players
//! (names, seats, the first dealer), the rules in force (the table with the
//! evening's variants and house rules), and who deals and sits out a hand.

use std::collections::HashSet;
use std::sync::Arc;

use serde::Serialize;

use crate::error::ledger::{EveningIssue, EveningProblem, NameIssue};
use crate::ledger::amount::{Amount, Unit};
use crate::ledger::book::Opening;
use crate::ledger::book::{Account, Book, Overflow, Reason};
use crate::ledger::evening::Evening;
use crate::ledger::money::MoneyError;
use crate::rules::table::{BidTable, BothPassersFail, OddPinnar, Refill, Scoring};

/// Who deals, who plays and who sits out one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Deal {
    /// The dealer (givare).
    pub dealer: usize,
    /// Dealer's left (five at the table: two seats left): opens the bidding.
    pub forehand: usize,
    /// Forehand's left among the active players.
    pub middlehand: usize,
    /// The three who play, forehand first.
    pub active: [usize; 3],
    /// Those who sit out this hand.
    pub sitting_out: Seats,
}

/// The seats that sit out a hand: none, one or two (kept in place: no
/// list made for every hand), or as many as a table's `seating` names.
#[derive(Clone)]
pub enum Seats {
    /// Up to two seats, the first `len` of `seats`.
    Few {
        /// The seats (those beyond `len` unused, 0).
        seats: [usize; 2],
        /// How many.
        len: u8,
    },
    /// More than two.
    Many(Vec<usize>),
}

impl Seats {
    /// No seat.
    pub const NONE: Seats = Seats::Few {
        seats: [0; 2],
        len: 0,
    };
}

impl Default for Seats {
    fn default() -> Seats {
        Seats::NONE
    }
}

impl std::ops::Deref for Seats {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        match self {
            Seats::Few { seats, len } => seats.get(..usize::from(*len)).unwrap_or_default(),
            Seats::Many(seats) => seats,
        }
    }
}

impl FromIterator<usize> for Seats {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Seats {
        let mut seats = Seats::NONE;
        for seat in iter {
            seats = match seats {
                Seats::Few { len: 0, .. } => Seats::Few {
                    seats: [seat, 0],
                    len: 1,
                },
                Seats::Few {
                    seats: [a, _],
                    len: 1,
                } => Seats::Few {
                    seats: [a, seat],
                    len: 2,
                },
                Seats::Few { seats: [a, b], .. } => Seats::Many(vec![a, b, seat]),
                Seats::Many(mut many) => {
                    many.push(seat);
                    Seats::Many(many)
                }
            };
        }
        seats
    }
}

impl<'a> IntoIterator for &'a Seats {
    type Item = &'a usize;
    type IntoIter = std::slice::Iter<'a, usize>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for Seats {
    fn eq(&self, other: &Seats) -> bool {
        **self == **other
    }
}

impl Eq for Seats {}

impl PartialEq<Vec<usize>> for Seats {
    fn eq(&self, other: &Vec<usize>) -> bool {
        **self == **other
    }
}

impl std::fmt::Debug for Seats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Seats {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl Deal {
    /// The seating of a hand dealt by `dealer` with `seats` players where
    /// the seats `sit_out` (offsets clockwise from the dealer, 1 = the
    /// dealer's left) sit out: the others play, the first after the dealer
    /// being forehand, the dealer last. A table file's `seating`; offsets
    /// that leave other than three players give the default seating.
    pub fn seated(seats: usize, dealer: usize, sit_out: &[usize]) -> Deal {
        let at = |offset: usize| (dealer + offset) % seats.max(1);
        let playing: Vec<usize> = (1..seats)
            .filter(|o| !sit_out.contains(o))
            .map(at)
            .chain([dealer])
            .collect();
        match playing.as_slice() {
            &[forehand, middlehand, last] => Deal {
                dealer,
                forehand,
                middlehand,
                active: [forehand, middlehand, last],
                sitting_out: sit_out.iter().map(|&o| at(o)).collect(),
            },
            _ => Deal::new(seats, dealer),
        }
    }

    /// The seating of a hand dealt by `dealer` with `seats` players.
    /// Three: everyone plays. Four: the dealer's right sits out. Five: the
    /// dealer's left and right sit out.
    pub fn new(seats: usize, dealer: usize) -> Deal {
        let at = |offset: usize| (dealer + offset) % seats;
        let (active, sitting_out) = match seats {
            3 => ([at(1), at(2), dealer], Seats::NONE),
            4 => (
                [at(1), at(2), dealer],
                Seats::Few {
                    seats: [at(3), 0],
                    len: 1,
                },
            ),
            _ => (
                [at(2), at(3), dealer],
                Seats::Few {
                    seats: [at(1), at(4)],
                    len: 2,
                },
            ),
        };
        Deal {
            dealer,
            forehand: active[0],
            middlehand: active[1],
            active,
            sitting_out,
        }
    }
}

/// Who deals, plays and sits out a hand dealt by `dealer` with `seats`
/// players at `table`: the table's `seating` where it gives one, else
/// [`Deal::new`].
pub fn table_deal(table: &BidTable, seats: usize, dealer: usize) -> Deal {
    let sit_out = match &table.scoring {
        Scoring::Classic { .. } => None,
        Scoring::Levels(levels) => levels.sit_out_at(seats),
    };
    match sit_out {
        Some(sit_out) => Deal::seated(seats, dealer, sit_out),
        None => Deal::new(seats, dealer),
    }
}

/// What an agreed number of deals gives one seat.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SeatShare {
    /// Deals the seat deals.
    pub dealt: usize,
    /// Deals the seat sits forehand in (and opens the bidding).
    pub forehand: usize,
    /// Deals the seat plays (is not sitting out).
    pub played: usize,
}

/// How `deals` deals from `first_dealer` on fall on `seats` players at
/// `table`, by seat: who deals, sits forehand and plays how often. Equal
/// for everyone exactly when the deals are whole rounds.
pub fn seat_shares(
    table: &BidTable,
    seats: usize,
    first_dealer: usize,
    deals: usize,
) -> Vec<SeatShare> {
    let mut shares = vec![SeatShare::default(); seats];
    if seats == 0 {
        return shares;
    }
    // One round is enough: the rest repeat it.
    let (rounds, rest) = (deals / seats, deals % seats);
    for i in 0..seats {
        let deal = table_deal(table, seats, (first_dealer + i) % seats);
        let times = rounds + usize::from(i < rest);
        if let Some(s) = shares.get_mut(deal.dealer) {
            s.dealt += times;
        }
        if let Some(s) = shares.get_mut(deal.forehand) {
            s.forehand += times;
        }
        for seat in deal.active {
            if let Some(s) = shares.get_mut(seat) {
                s.played += times;
            }
        }
    }
    shares
}

/// The house rules in force: the evening's choices over the table's defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct Rules {
    /// The table with the evening's variants applied (shared by the
    /// evenings that play it: [`crate::rules::registry::TableRegistry::with_variants`]).
    pub table: Arc<BidTable>,
    /// Opening åla.
    pub opening_ala: bool,
    /// Refill rule.
    pub refill: Refill,
    /// Gök penalty when both passers failed.
    pub gok_both_fail: BothPassersFail,
    /// Odd pinnar at the split.
    pub odd_pinnar: OddPinnar,
    /// Price of a bet in öre, if playing for money.
    pub price_per_bet_ore: Option<u64>,
    /// Currency shown with money.
    pub currency: String,
    /// The chips, when the evening is played with them.
    pub chips: Option<crate::rules::chips::ChipSettings>,
    /// When forced rounds are played (the house rules).
    pub forced: crate::ledger::evening::ForcedRounds,
    /// The ledger's units in one bet: pinnar in a classic table, points at
    /// this number of players in a levels table.
    pub per_bet: i64,
}

impl Rules {
    /// Resolves an evening's house rules over a table (variants not yet
    /// applied to `table`).
    pub fn for_evening(evening: &Evening, table: &BidTable) -> Result<Rules, EveningProblem> {
        Rules::with_applied(
            evening,
            table.with_variants(&evening.variants).map(Arc::new),
        )
    }

    /// Resolves an evening's house rules over its table with its variants
    /// applied, or why they could not be (see [`Rules::for_evening`]).
    pub fn with_applied(
        evening: &Evening,
        applied: Result<Arc<BidTable>, crate::error::VariantsIssue>,
    ) -> Result<Rules, EveningProblem> {
        let table = applied.map_err(|reason| EveningProblem {
            field: "variants".into(),
            kind: EveningIssue::Variants {
                reason: Box::new(reason),
            },
        })?;
        let house = &evening.house;
        if let Some(chips) = &evening.chips {
            let problem = match &table.scoring {
                Scoring::Classic { .. } => chips.check().err(),
                Scoring::Levels(_) => Some(crate::rules::chips::ChipProblem::NotPinnar),
            };
            if let Some(problem) = problem {
                return Err(EveningProblem {
                    field: "chips".into(),
                    kind: EveningIssue::Chips { problem },
                });
            }
        }
        let forced = evening.house.forced.clone().unwrap_or_default();
        let named = [&forced.at_start, &forced.at_end, &forced.take_away];
        for id in named.into_iter().flatten() {
            if table.contract(id).is_none() {
                return Err(EveningProblem {
                    field: "house.forced".into(),
                    kind: EveningIssue::UnknownForced {
                        contract: id.clone(),
                    },
                });
            }
        }
        // The rounds the house plays are rounds the table has.
        let rounds = table.forced.round_contracts();
        for id in [&forced.at_start, &forced.at_end].into_iter().flatten() {
            if !rounds.contains(id) {
                return Err(EveningProblem {
                    field: "house.forced".into(),
                    kind: EveningIssue::NotAForcedRound {
                        contract: id.clone(),
                        rounds: rounds.into(),
                    },
                });
            }
        }
        if forced.after && table.forced.after.is_none() {
            return Err(EveningProblem {
                field: "house.forced.after".into(),
                kind: EveningIssue::NoRoundAfter,
            });
        }
        Ok(Rules {
            forced,
            chips: evening.chips.clone(),
            opening_ala: house.opening_ala.unwrap_or(table.house.opening_ala),
            refill: house.refill.unwrap_or(table.house.refill),
            gok_both_fail: house.gok_both_fail.unwrap_or(table.house.gok_both_fail),
            odd_pinnar: house.odd_pinnar.clone().unwrap_or(OddPinnar::BiggestLoser),
            price_per_bet_ore: house.price_per_bet_ore,
            currency: house.currency.clone().unwrap_or_else(|| "kr".to_string()),
            per_bet: per_bet(&table, evening.players.len())?,
            table,
        })
    }

    /// The highest price of a bet the ledger accepts, in öre (a million
    /// kronor): anything above is a typo, and refused with its place.
    pub const MAX_PRICE_PER_BET_ORE: u64 = 100_000_000;

    /// Money in öre for an amount in pinnar at the evening's price; `None`
    /// without a price (or for an amount too large to be money). The one
    /// place money is computed.
    pub fn money_ore(&self, pinnar: i64) -> Option<i64> {
        crate::ledger::money::money_ore(pinnar, self.price_per_bet_ore?, self.pinnar_per_bet())
    }

    /// Whether an amount in pinnar is money at the evening's price
    /// ([`Rules::money_ore`] is `Some`): `true` without a price. An amount
    /// whose product with the price is far inside the ledger's numbers is
    /// money without the division.
    pub fn is_money(&self, pinnar: i64) -> bool {
        let Some(price) = self.price_per_bet_ore else {
            return true;
        };
        // |rounded| <= |amount x price| / per_bet + 1/2 <= |amount x price|.
        let small = pinnar
            .unsigned_abs()
            .checked_mul(price)
            .is_some_and(|product| product <= i64::MAX.unsigned_abs() / 2);
        (small && self.per_bet > 0) || self.money_ore(pinnar).is_some()
    }

    /// The lowest contract that takes a forced game away: the house's, or
    /// the table's.
    pub fn take_away(&self) -> Option<&str> {
        self.forced
            .take_away
            .as_deref()
            .or(self.table.forced.take_away.as_deref())
    }

    /// Whether `contract` may take a forced game away: it is the lowest
    /// that does ([`Rules::take_away`]) or lies above it in bid order.
    pub fn takes_away(&self, contract: &str) -> bool {
        let place = |id: &str| self.table.contracts.iter().position(|c| c.id == id);
        match (self.take_away().and_then(place), place(contract)) {
            (Some(threshold), Some(at)) => at >= threshold,
            _ => false,
        }
    }

    /// Pinnar in one bet (points in a levels table: the ledger's unit).
    pub fn pinnar_per_bet(&self) -> i64 {
        self.per_bet
    }

    /// The ledger's unit: pinnar, or points in a levels table.
    pub fn unit(&self) -> Unit {
        match self.table.scoring {
            Scoring::Classic { .. } => Unit::Pinnar {
                per_bet: self.per_bet,
            },
            Scoring::Levels(_) => Unit::Points {
                per_bet: self.per_bet,
            },
        }
    }

    /// An amount in the ledger's unit.
    pub fn amount(&self, value: i64) -> Amount {
        self.unit().amount(value)
    }

    /// The accounts (balances by seat, and the pulla) in money, rounded
    /// together so they sum to 0 ([`crate::ledger::money::results_ore`]);
    /// `None` without a price.
    pub fn money_of_accounts(
        &self,
        balances: &[i64],
        pulla: i64,
    ) -> Option<Result<(Vec<i64>, i64), MoneyError>> {
        let price = self.price_per_bet_ore?;
        let mut accounts = balances.to_vec();
        accounts.push(pulla);
        Some(
            crate::ledger::money::results_ore(&accounts, price, self.per_bet).and_then(|money| {
                // One result per account: the pulla's is the last.
                let (&pulla, balances) = money.split_last().ok_or(MoneyError::Tangled)?;
                Ok((balances.to_vec(), pulla))
            }),
        )
    }
}

/// The ledger's units in one bet, by family: the table's pinnar, or the
/// points at this number of players (a number the levels table does not
/// seat is refused here, with the numbers it does).
fn per_bet(table: &BidTable, players: usize) -> Result<i64, EveningProblem> {
    match &table.scoring {
        Scoring::Classic { pinnar_per_bet } => Ok(i64::from(*pinnar_per_bet)),
        Scoring::Levels(levels) => levels.bet_at(players).ok_or_else(|| EveningProblem {
            field: "players".to_string(),
            kind: EveningIssue::PlayerCountForTable {
                count: players,
                allowed: levels.points_per_bet.iter().map(|b| b.players).collect(),
            },
        }),
    }
}

/// Three to five players, each name usable and none twice.
fn check_players(players: &[String]) -> Result<(), EveningProblem> {
    let problem = |kind: EveningIssue| EveningProblem {
        field: "players".to_string(),
        kind,
    };
    if !(3..=5).contains(&players.len()) {
        return Err(problem(EveningIssue::PlayerCount {
            count: players.len(),
        }));
    }
    let mut seen = HashSet::new();
    for name in players {
        if let Some(issue) = name_issue(name) {
            return Err(problem(EveningIssue::Name {
                name: name.clone(),
                issue,
            }));
        }
        if !seen.insert(name.to_lowercase()) {
            return Err(problem(EveningIssue::Twice { name: name.clone() }));
        }
    }
    Ok(())
}

/// An end time must be a time of day; a number of deals at least 1, and
/// not both. (A club night's game is checked with it too.)
pub fn check_length(length: &crate::ledger::evening::Length) -> Result<(), EveningProblem> {
    if length.deals == Some(0) {
        return Err(EveningProblem {
            field: "length.deals".into(),
            kind: EveningIssue::NoDeals,
        });
    }
    if length.deals.is_some() && length.until.is_some() {
        return Err(EveningProblem {
            field: "length".into(),
            kind: EveningIssue::DealsAndUntil,
        });
    }
    match &length.until {
        Some(text) if length.until_time().is_none() => Err(EveningProblem {
            field: "length.until".into(),
            kind: EveningIssue::NotATime { text: text.clone() },
        }),
        _ => Ok(()),
    }
}

pub use crate::rules::table::MAX_KEEP_AT_LEAST;

/// The evening's fixed facts a hand is settled against: the players in
/// seat order, the first dealer and the rules in force, checked once.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    /// Rules in force.
    pub rules: Rules,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Seat of the first dealer.
    pub first_dealer: usize,
    /// The agreed length of the evening.
    pub length: crate::ledger::evening::Length,
    /// The first deal of the last round, once started.
    pub last_round_from: Option<usize>,
}

impl Setup {
    /// Checks the evening's players and dealer and resolves its rules.
    pub fn new(evening: &Evening, table: &BidTable) -> Result<Setup, EveningProblem> {
        Setup::with_applied(evening, table, || {
            table.with_variants(&evening.variants).map(Arc::new)
        })
    }

    /// [`Setup::new`] with the table's variants applied by `applied` (a
    /// table shared by many evenings: [`crate::rules::registry::TableRegistry::with_variants`]),
    /// asked once the players and the dealer are checked.
    pub fn with_applied(
        evening: &Evening,
        table: &BidTable,
        applied: impl FnOnce() -> Result<Arc<BidTable>, crate::error::VariantsIssue>,
    ) -> Result<Setup, EveningProblem> {
        let problem = |field: &str, kind: EveningIssue| EveningProblem {
            field: field.to_string(),
            kind,
        };
        if evening.format != crate::ledger::evening::FORMAT {
            return Err(problem(
                "format",
                EveningIssue::UnknownFormat {
                    found: evening.format,
                    known: crate::ledger::evening::FORMAT,
                },
            ));
        }
        let players = &evening.players;
        check_players(players)?;
        if let Some(club) = &evening.club
            && let Some(c) = hidden_character(club)
        {
            return Err(problem(
                "club",
                EveningIssue::HiddenCharacter {
                    text: club.clone(),
                    character: c,
                },
            ));
        }
        if let Some(price) = evening.house.price_per_bet_ore
            && price > Rules::MAX_PRICE_PER_BET_ORE
        {
            return Err(problem(
                "house.price_per_bet_ore",
                EveningIssue::PriceTooHigh {
                    price,
                    max: Rules::MAX_PRICE_PER_BET_ORE,
                },
            ));
        }
        per_bet(table, players.len())?;
        let first_dealer = seat_of(players, &evening.first_dealer).ok_or_else(|| {
            problem(
                "first_dealer",
                EveningIssue::NotAPlayer {
                    name: evening.first_dealer.clone(),
                },
            )
        })?;
        let rules = Rules::with_applied(evening, applied())?;
        if let Refill::KeepAtLeast(minimum) = rules.refill
            && minimum > MAX_KEEP_AT_LEAST
        {
            return Err(problem(
                "house.refill",
                EveningIssue::KeepAtLeastTooHigh {
                    minimum,
                    max: MAX_KEEP_AT_LEAST,
                },
            ));
        }
        if let OddPinnar::To(name) = &rules.odd_pinnar
            && seat_of(players, name).is_none()
        {
            return Err(problem(
                "house.odd_pinnar",
                EveningIssue::NotAPlayer { name: name.clone() },
            ));
        }
        check_length(&evening.length)?;
        Ok(Setup {
            rules,
            players: players.clone(),
            first_dealer,
            length: evening.length.clone(),
            last_round_from: evening.last_round_from,
        })
    }

    /// The contract of the id `id` in the rules' table and its place in
    /// the table's list (the first of the id, as [`BidTable::contract`]
    /// finds it).
    pub fn contract(&self, id: &str) -> Option<(usize, &crate::rules::table::Contract)> {
        (self.rules.table.contracts.iter().enumerate()).find(|(_, c)| c.id == id)
    }

    /// Who deals, plays and sits out a hand dealt by `dealer`: the table's
    /// `seating` where it gives one, else [`Deal::new`].
    pub fn deal(&self, dealer: usize) -> Deal {
        table_deal(&self.rules.table, self.players.len(), dealer)
    }

    /// The opening åla. The checks of the setup (three to five players, a
    /// bet of at most `MAX_TABLE_VALUE` pinnar or points, at most
    /// `MAX_KEEP_AT_LEAST` betar kept) leave it far from the limits of the
    /// ledger's numbers; should they ever not, the overflow is said like
    /// any other ([`Overflow`]), not dropped.
    pub fn opening(&self) -> Result<Opening, Overflow> {
        let mut book = Book::open(&vec![0; self.players.len()], 0);
        if self.rules.opening_ala {
            for seat in 0..self.players.len() {
                book.post(
                    Account::Player(seat),
                    Account::Pulla,
                    self.rules.pinnar_per_bet(),
                    Reason::Ala,
                )?;
            }
        }
        // The levels family has no åla of its own: the refill rule fills
        // the pulla before the first deal (three players, 1 bet each).
        let levels = matches!(self.rules.table.scoring, Scoring::Levels(_));
        if !self.rules.opening_ala && levels {
            book.refill_after(self.rules.refill, self.rules.pinnar_per_bet())?;
        }
        Ok(Opening {
            postings: book.postings,
            balances: book.balances,
            pulla: book.pulla,
        })
    }
}

/// The seat of a player by name.
pub(crate) fn seat_of(players: &[String], name: &str) -> Option<usize> {
    players.iter().position(|p| p == name)
}

/// What is wrong with one player's name on its own: empty, spaces around
/// it, a hidden character (a zero-width space, a control or bidi
/// character), or the pot's name. The one rule: the evening file's check
/// and the app's new-evening form both ask it.
pub fn name_issue(name: &str) -> Option<NameIssue> {
    let trimmed = name.trim();
    if trimmed.is_empty() {
        Some(NameIssue::Empty)
    } else if trimmed != name {
        Some(NameIssue::Spaces)
    } else if let Some(character) = hidden_character(name) {
        Some(NameIssue::HiddenCharacter(character))
    } else if name.eq_ignore_ascii_case("pulla") {
        Some(NameIssue::Reserved)
    } else {
        None
    }
}

pub use crate::text::escape::{hidden_character, is_hidden};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_hold_any_number_and_read_as_a_list() {
        let few: Seats = [4, 1].into_iter().collect();
        assert_eq!(&*few, &[4, 1]);
        let many: Seats = [1, 2, 3].into_iter().collect();
        assert_eq!(many, vec![1, 2, 3]);
        assert_eq!(Seats::Many(vec![4, 1]), few);
        assert_ne!(Seats::NONE, few);
        assert_eq!(format!("{few:?}"), "[4, 1]");
        assert_eq!(
            serde_json::to_string(&many).ok().as_deref(),
            Some("[1,2,3]")
        );
        assert_eq!(Deal::new(4, 1).sitting_out, vec![0]);
        assert_eq!(Deal::new(5, 1).sitting_out, vec![2, 0]);
        assert!(Deal::new(3, 1).sitting_out.is_empty());
    }

    #[test]
    fn names_with_hidden_characters_are_refused() {
        for bad in [
            "Bo\npays Cia",
            "Bo\u{1b}[31m",
            "Anna\u{200B}",
            "\u{202E}annA",
            "Cia\u{2066}",
            "Dag\u{FEFF}",
            "Eva\u{0085}",
        ] {
            assert!(hidden_character(bad).is_some(), "{bad:?}");
        }
        for good in ["Anna", "Åsa", "Ötzi", "José", "李", "O'Brien", "Anna-Lena"] {
            assert_eq!(hidden_character(good), None, "{good}");
        }
    }
}
