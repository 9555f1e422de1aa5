//! Generated evenings for property tests and benchmarks: every hand is one
//! that could have happened at the table under the given bid table.

use vira::ledger::Deal;
use vira::ledger::evening::{Bid, Evening, FORMAT, Hand, HandResult, House, Trump};
use vira::rules::table::{BidTable, Objective, Payment, TrumpSelection};

/// A source of choices: any iterator of numbers (a seeded generator, or
/// proptest's shrinkable vectors). Runs of zeros give the simplest hands.
pub struct Chooser<I: Iterator<Item = u32>> {
    choices: I,
}

impl<I: Iterator<Item = u32>> Chooser<I> {
    /// Wraps an iterator; when it runs dry every choice is 0.
    pub fn new(choices: I) -> Self {
        Chooser { choices }
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.choices.next().unwrap_or(0) as usize % n
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// True about one time in `n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == n - 1
    }
}

/// The trick-game ranks a contract's row has pinnar for.
fn ranks(table: &BidTable, contract: &str) -> Vec<Trump> {
    let c = table.contract(contract).expect("contract exists");
    let pinnar = match &c.payment {
        // The levels family: every trick game at every rank.
        Payment::Levels(_) => return vec![Trump::Common, Trump::Second, Trump::Preference],
        Payment::Classic { pinnar, .. } => pinnar,
    };
    let mut ranks = vec![Trump::Common];
    if pinnar.second.is_some() {
        ranks.push(Trump::Second);
    }
    if pinnar.preference.is_some() {
        ranks.push(Trump::Preference);
    }
    ranks
}

/// A hand that could have happened: `active` are the three who play.
pub fn possible_hand<I: Iterator<Item = u32>>(
    chooser: &mut Chooser<I>,
    table: &BidTable,
    players: &[String],
    active: [usize; 3],
) -> Hand {
    let declarer = *chooser.pick(&active);
    let contract = chooser.pick(&table.contracts).clone();
    let mut bid = Bid::Plain;
    let trick_ranks = ranks(table, &contract.id);
    let mut allowed: Vec<Trump> = match contract.objective {
        Objective::Misar(_) => vec![Trump::Misar],
        Objective::Tricks(_) => trick_ranks.clone(),
        Objective::TricksOrMisar { .. } => {
            let mut r = trick_ranks.clone();
            r.push(Trump::Misar);
            r
        }
    };
    if contract.colour_bids && chooser.one_in(4) {
        let colour: Vec<Trump> = trick_ranks
            .iter()
            .copied()
            .filter(|r| matches!(r, Trump::Second | Trump::Preference))
            .collect();
        if !colour.is_empty() {
            if colour.contains(&Trump::Preference) && chooser.one_in(2) {
                bid = Bid::Preference;
                allowed = vec![Trump::Preference];
            } else {
                bid = Bid::Colour;
                allowed = colour;
            }
        }
    }
    let trump = *chooser.pick(&allowed);
    // An early stage of a curriculum has no omköp, folding or pass penalty.
    let play = table.rules;
    let omkop = match contract.omkop {
        Some(_) if play.omkop && chooser.one_in(4) => Some(match contract.trump {
            TrumpSelection::Chosen | TrumpSelection::NoTrump => trump,
            TrumpSelection::Turned(_) => *chooser.pick(&trick_ranks),
        }),
        _ => None,
    };
    let cards = match (contract.objective, trump) {
        (Objective::Misar(m), _) | (Objective::TricksOrMisar { misar: m, .. }, Trump::Misar) => {
            m.cards
        }
        _ => 13,
    };
    let may_surrender = play.surrender && contract.level().is_none_or(|l| l.surrender);
    let result = if may_surrender && chooser.one_in(8) {
        HandResult::Surrendered
    } else {
        HandResult::Tricks(chooser.below(usize::from(cards) + 1) as u8)
    };
    // The levels family: rebuys where the contract has them, and a
    // second-last bid at or below the contract's level.
    let (mut rebuys, mut second_last) = (0, None);
    if let Payment::Levels(level) = &contract.payment {
        if level.rebuy && chooser.one_in(4) {
            rebuys = chooser.below(3) as u32;
        }
        let below: Vec<&str> = table
            .contracts
            .iter()
            .filter(|c| c.level().is_some_and(|l| l.value <= level.value))
            .map(|c| c.id.as_str())
            .collect();
        if !below.is_empty() && chooser.one_in(2) {
            second_last = Some((*chooser.pick(&below)).to_string());
        }
    }
    let mut gok_penalty = Vec::new();
    if contract.pass_penalty.is_some() && play.pass_penalty {
        for &seat in &active {
            if seat != declarer && chooser.one_in(3) {
                gok_penalty.push(players[seat].clone());
            }
        }
    }
    Hand {
        declarer: players[declarer].clone(),
        contract: contract.id.clone(),
        bid,
        // Contracts that are always misär may leave the trump out.
        trump: if matches!(contract.objective, Objective::Misar(_)) && chooser.one_in(2) {
            None
        } else {
            Some(trump)
        },
        omkop,
        result,
        gok_penalty,
        dealer: None,
        preference_suit: None,
        note: None,
        second_last,
        rebuys,
        forced: None,
        taken_away: false,
    }
}

/// An evening of `hands` possible hands for `players` (3 to 5) players.
pub fn possible_evening<I: Iterator<Item = u32>>(
    chooser: &mut Chooser<I>,
    table_id: &str,
    table: &BidTable,
    players: usize,
    hands: usize,
    house: House,
) -> Evening {
    let names: Vec<String> = ["Anna", "Bo", "Cia", "Dag", "Eva"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let first_dealer = chooser.below(players);
    let hands = (0..hands)
        .map(|i| {
            let seating = Deal::new(players, (first_dealer + i) % players);
            possible_hand(chooser, table, &names, seating.active)
        })
        .collect();
    Evening {
        format: FORMAT,
        id: None,
        date: chrono::NaiveDate::from_ymd_opt(2026, 11, 21).expect("valid date"),
        club: Some("Provklubben".to_string()),
        table: table_id.to_string(),
        variants: Vec::new(),
        house,
        players: names.clone(),
        colours: Vec::new(),
        chips: None,
        length: vira::ledger::evening::Length::default(),
        last_round_from: None,
        practice: false,
        first_dealer: names[first_dealer].clone(),
        hands,
        changes: Vec::new(),
    }
}

/// A long evening from a seed, for benchmarks: 4 players.
pub fn seeded_evening(seed: u64, table_id: &str, table: &BidTable, hands: usize) -> Evening {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut chooser = Chooser::new(std::iter::repeat_with(move || rng.u32(..)));
    possible_evening(&mut chooser, table_id, table, 4, hands, House::default())
}

/// The members of the generated club ([`club_evening`]).
pub const CLUB_MEMBERS: [&str; 5] = ["Anna", "Bo", "Cia", "Dag", "Eva"];

/// The clubs of the generated archive.
const CLUBS: [&str; 3] = [
    "Sundsvalls viraklubb",
    "Stockholms Wirasällskap",
    "Uppsala viraklubb",
];

/// One evening of a generated club archive: three or four of the
/// [`CLUB_MEMBERS`] in a random seat order, 50 to 70 possible hands on one
/// of `tables` (id and table), a club, sometimes played for 5 kr a bet, and
/// an id from `rng`.
pub fn club_evening(
    rng: &mut fastrand::Rng,
    date: chrono::NaiveDate,
    tables: &[(&str, &BidTable)],
) -> Evening {
    let (table_id, table) = tables[rng.usize(..tables.len())];
    let mut members: Vec<String> = CLUB_MEMBERS.iter().map(|s| s.to_string()).collect();
    rng.shuffle(&mut members);
    members.truncate(if rng.bool() { 4 } else { 3 });
    let seats = members.len();
    let first_dealer = rng.usize(..seats);
    let count = rng.usize(50..=70);
    let house = House {
        price_per_bet_ore: rng.bool().then_some(500),
        ..House::default()
    };
    let club = CLUBS[rng.usize(..CLUBS.len())].to_string();
    let id = format!("{date}-{:012x}", rng.u64(..) & 0xffff_ffff_ffff);
    let mut chooser = Chooser::new(std::iter::repeat_with(|| rng.u32(..)));
    let hands = (0..count)
        .map(|i| {
            let seating = Deal::new(seats, (first_dealer + i) % seats);
            possible_hand(&mut chooser, table, &members, seating.active)
        })
        .collect();
    Evening {
        format: FORMAT,
        id: Some(id),
        date,
        club: Some(club),
        table: table_id.to_string(),
        variants: Vec::new(),
        house,
        players: members.clone(),
        colours: Vec::new(),
        chips: None,
        length: vira::ledger::evening::Length::default(),
        last_round_from: None,
        practice: false,
        first_dealer: members[first_dealer].clone(),
        hands,
        changes: Vec::new(),
    }
}

/// Writes a generated club archive of `evenings` evenings (about 60 hands
/// each, see [`club_evening`]) into `dir` from a seed, one file per evening,
/// one to three days apart from 2010-01-01, on the usable tables of
/// `registry`. Returns the files written.
pub fn write_club_archive(
    dir: &std::path::Path,
    seed: u64,
    evenings: usize,
    registry: &vira::rules::registry::TableRegistry,
) -> std::io::Result<Vec<std::path::PathBuf>> {
    let tables: Vec<(&str, &BidTable)> = registry
        .entries()
        .filter_map(|e| Some((e.id.as_str(), e.table.as_ref().ok()?)))
        .collect();
    assert!(!tables.is_empty(), "the registry has a usable table");
    std::fs::create_dir_all(dir)?;
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut date = chrono::NaiveDate::from_ymd_opt(2010, 1, 1).expect("valid date");
    let mut paths = Vec::with_capacity(evenings);
    for _ in 0..evenings {
        let evening = club_evening(&mut rng, date, &tables);
        let path = dir.join(format!("{}.ron", vira::archive::file_stem(&evening)));
        std::fs::write(&path, evening.to_ron())?;
        paths.push(path);
        date = date + chrono::Days::new(rng.u64(1..=3));
    }
    Ok(paths)
}
