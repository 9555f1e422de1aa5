//! Loading, validating and finding bid tables: the built-in ones embedded in
//! the binary, and a club's own files in the user table directory, where a
//! file adds a table or overrides a built-in one of the same name.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use crate::error::{
    IoError, LevelValue, PotColumn, PotField, RankColumn, RowValue, SyntaxError, TableError,
    TableIssue, TableProblem, VariantProblem, VariantsIssue, locate_key,
};
use crate::rules::levels::LevelsRules;
use crate::rules::table::{
    BidTable, Contract, FamilyProblem, FamilyProblems, Objective, Payment, Pinnar, Pot, PotPatch,
    Scoring, Stock, TableFile, TrumpSelection,
};

include!(concat!(env!("OUT_DIR"), "/built_in_tables.rs"));

/// The RON options every file of ours is read with: `Option` fields may be
/// written bare (`second: 1`) as well as `Some(1)`.
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Parses and validates a table file. `file` names it in error messages.
pub fn parse_table(file: &str, source: &str) -> Result<BidTable, TableError> {
    let source = crate::error::without_byte_order_mark(source);
    let raw: TableFile = ron_options()
        .from_str(source)
        .map_err(|error| SyntaxError::from_ron(file, source, &error))?;
    // Parse, don't validate: the family's name and rules become one value,
    // and each row is paid as that family pays.
    let table = BidTable::try_from(raw).map_err(|FamilyProblems(problems)| {
        TableError::Invalid(
            problems
                .into_iter()
                .map(|FamilyProblem { contract, issue }| {
                    let row = contract.as_ref().map(|(id, nth)| (id.as_str(), *nth));
                    problem(file, source, row, issue)
                })
                .collect(),
        )
    })?;
    let problems = validate_table(file, source, &table);
    if problems.is_empty() {
        Ok(table)
    } else {
        Err(TableError::Invalid(problems))
    }
}

/// The largest value a table may hold anywhere (betar or pinnar): far
/// beyond any real table, small enough that no sum can overflow.
pub const MAX_TABLE_VALUE: i32 = 10_000;

/// A problem with the `nth` contract row of id `contract` (0: the first).
fn problem(
    file: &str,
    source: &str,
    contract: Option<(&str, usize)>,
    issue: TableIssue,
) -> TableProblem {
    let location = contract.and_then(|(id, nth)| locate_key(source, "id", id, nth));
    TableProblem {
        file: file.to_string(),
        location,
        contract: contract.map(|(id, _)| id.to_string()),
        issue,
    }
}

fn check_range(field: RowValue, value: i32, problems: &mut Vec<TableIssue>) {
    // `unsigned_abs`: `-2147483648` has no positive i32.
    if value.unsigned_abs() > MAX_TABLE_VALUE.unsigned_abs() {
        problems.push(TableIssue::TooLarge {
            field,
            value,
            max: MAX_TABLE_VALUE,
        });
    }
}

fn check_pot(pot: &Pot, column: PotColumn, problems: &mut Vec<TableIssue>) {
    for (field, value) in [
        (PotField::Won, pot.won),
        (PotField::Lost, pot.lost),
        (PotField::Codille, pot.codille),
        (PotField::Overtrick, pot.overtrick),
    ] {
        check_range(RowValue::Pot(column, field), value, problems);
    }
    for (field, value) in [
        (PotField::Lost, pot.lost),
        (PotField::Codille, pot.codille),
        (PotField::Overtrick, pot.overtrick),
    ] {
        if value < 0 {
            problems.push(TableIssue::Negative {
                field: RowValue::Pot(column, field),
                value,
            });
        }
    }
}

fn check_pinnar(pinnar: &Pinnar, problems: &mut Vec<TableIssue>) {
    for (rank, value) in [
        (RankColumn::Common, Some(pinnar.common)),
        (RankColumn::Second, pinnar.second),
        (RankColumn::Preference, pinnar.preference),
    ] {
        if let Some(value) = value {
            let field = RowValue::Pinnar(rank);
            if value < 0 {
                problems.push(TableIssue::Negative { field, value });
            }
            check_range(field, value, problems);
        }
    }
}

fn check_contract(contract: &Contract) -> Vec<TableIssue> {
    let mut problems = Vec::new();
    let valid_id = !contract.id.is_empty()
        && contract
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !valid_id {
        problems.push(TableIssue::BadId);
    }
    if contract.rank == 0 {
        problems.push(TableIssue::RankZero);
    }
    let misar = |cards: u8, problems: &mut Vec<TableIssue>| {
        if !(1..=13).contains(&cards) {
            problems.push(TableIssue::MisarCards { cards });
        }
    };
    let tricks = |target: u8, problems: &mut Vec<TableIssue>| {
        if !(1..=13).contains(&target) {
            problems.push(TableIssue::TrickTarget { target });
        }
    };
    match contract.objective {
        Objective::Tricks(target) => {
            tricks(target, &mut problems);
            if contract.trump == TrumpSelection::NoTrump {
                problems.push(TableIssue::TrickGameWithoutTrump);
            }
        }
        Objective::Misar(m) => {
            misar(m.cards, &mut problems);
            if contract.trump != TrumpSelection::NoTrump {
                problems.push(TableIssue::MisarWithTrump);
            }
            if let Payment::Classic { pinnar, .. } = &contract.payment
                && (pinnar.second.is_some() || pinnar.preference.is_some())
            {
                problems.push(TableIssue::MisarWithTrumpRank);
            }
        }
        Objective::TricksOrMisar {
            tricks: t,
            misar: m,
        } => {
            tricks(t, &mut problems);
            misar(m.cards, &mut problems);
            if contract.trump != TrumpSelection::Chosen {
                problems.push(TableIssue::GaskTrumpNotChosen);
            }
        }
    }
    if let TrumpSelection::Turned(cards) = contract.trump
        && !(1..=13).contains(&cards)
    {
        problems.push(TableIssue::TurnedCards { cards });
    }
    if contract.colour_bids && contract.trump != TrumpSelection::Chosen {
        problems.push(TableIssue::ColourBidsWithoutChosenTrump);
    }
    if contract.omkop.is_some() && contract.stock != Stock::Kop {
        problems.push(TableIssue::OmkopWithoutKop);
    }
    if let Payment::Classic { pot, pinnar } = &contract.payment {
        check_pinnar(pinnar, &mut problems);
        check_pot(pot, PotColumn::Pot, &mut problems);
    }
    if let Some(omkop) = &contract.omkop {
        check_pot(omkop, PotColumn::Omkop, &mut problems);
    }
    if let Some(value) = contract.pass_penalty
        && value < 0
    {
        problems.push(TableIssue::Negative {
            field: RowValue::PassPenalty,
            value,
        });
    }
    if let Some(penalty) = contract.pass_penalty {
        check_range(RowValue::PassPenalty, penalty, &mut problems);
    }
    problems
}

/// What a contract's payment must hold: a classic row some `pot` or
/// `pinnar`, a levels row a level within bounds. (That a row is paid as
/// its table's family pays was read with the table.)
fn check_payment(contract: &Contract) -> Vec<TableIssue> {
    let mut problems = Vec::new();
    match &contract.payment {
        Payment::Classic { pot, pinnar } => {
            if *pot == Pot::default() && *pinnar == Pinnar::default() {
                problems.push(TableIssue::ClassicWithoutPot);
            }
        }
        Payment::Levels(level) => {
            let limit = i64::from(MAX_TABLE_VALUE);
            if level.value.numerator().abs() > limit || level.value.denominator() > limit {
                problems.push(TableIssue::LevelTooLarge {
                    level: level.value,
                    max: MAX_TABLE_VALUE,
                });
            }
            for (field, value) in [
                (LevelValue::Multiplier, level.multiplier),
                (LevelValue::Pot, level.pot),
            ] {
                if !(1..=limit).contains(&value) {
                    problems.push(TableIssue::LevelOutOfRange {
                        field,
                        value,
                        max: limit,
                    });
                }
            }
            if level.rebuy && contract.stock != Stock::Kop {
                problems.push(TableIssue::RebuyWithoutKop);
            }
        }
    }
    problems
}

/// The levels family's table-wide values.
fn check_levels(table: &BidTable, levels: &LevelsRules) -> Vec<TableIssue> {
    let mut problems = Vec::new();
    let limit = i64::from(MAX_TABLE_VALUE);
    if !(1..=limit).contains(&levels.points_per_pinne) {
        problems.push(TableIssue::PointsPerPinne {
            value: levels.points_per_pinne,
            max: limit,
        });
    }
    if levels.points_per_bet.is_empty() {
        problems.push(TableIssue::NoPointsPerBet);
    }
    let mut seen = HashSet::new();
    for bet in &levels.points_per_bet {
        if !(3..=5).contains(&bet.players) || !seen.insert(bet.players) {
            problems.push(TableIssue::PointsPerBetPlayers {
                players: bet.players,
            });
        }
        if !(1..=limit).contains(&bet.points) {
            problems.push(TableIssue::PointsPerBetPoints {
                points: bet.points,
                players: bet.players,
                max: limit,
            });
        }
        if bet.players > 3 && levels.sit_out_at(bet.players).is_none() {
            problems.push(TableIssue::NoSitOut {
                players: bet.players,
            });
        }
    }
    for seating in &levels.seating {
        let mut offsets = seating.sit_out.clone();
        offsets.sort_unstable();
        offsets.dedup();
        let fits = offsets.len() == seating.sit_out.len()
            && seating.players >= 3
            && seating.sit_out.len() == seating.players - 3
            && offsets.iter().all(|&o| (1..seating.players).contains(&o));
        if !fits {
            problems.push(TableIssue::Seating {
                players: seating.players,
                sit_out: seating.sit_out.clone(),
            });
        }
    }
    if levels.level_column > levels.columns.len() {
        problems.push(TableIssue::LevelColumn {
            column: levels.level_column,
            columns: levels.columns.len(),
        });
    }
    for contract in &table.contracts {
        if let Payment::Levels(level) = &contract.payment
            && let Some(column) = level.column
            && column >= levels.columns.len()
        {
            problems.push(TableIssue::ContractColumn {
                contract: contract.id.clone(),
                column,
                columns: levels.columns.len(),
            });
        }
    }
    let m = levels.multipliers;
    for (rank, value) in [
        (RankColumn::Common, m.common),
        (RankColumn::Second, m.second),
        (RankColumn::Preference, m.preference),
        (RankColumn::Misar, m.misar),
    ] {
        if !(1..=limit).contains(&value) {
            problems.push(TableIssue::Multiplier {
                rank,
                value,
                max: limit,
            });
        }
    }
    problems
}

/// The problems of the table as a whole (not of one row): its family's
/// values and its bet.
fn header_problems(table: &BidTable) -> Vec<TableIssue> {
    match &table.scoring {
        // Its pinnar in a bet were checked when the family was read.
        Scoring::Classic { .. } => Vec::new(),
        Scoring::Levels(levels) => check_levels(table, levels),
    }
}

/// The contracts `forced` names must be the table's.
fn forced_problems(table: &BidTable, by_id: &HashMap<&str, &Contract>) -> Vec<TableIssue> {
    let forced = &table.forced;
    forced
        .rounds
        .iter()
        .chain(&forced.take_away)
        .chain(
            forced
                .after
                .iter()
                .flat_map(|a| [&a.won, &a.plain, &a.preference]),
        )
        .filter(|id| !by_id.contains_key(id.as_str()))
        .map(|id| TableIssue::ForcedUnknown {
            contract: id.clone(),
        })
        .collect()
}

/// A `KeepAtLeast` above the bound every evening on the table is held to.
fn refill_problem(file: &str, source: &str, table: &BidTable) -> Option<TableProblem> {
    match table.house.refill {
        crate::rules::table::Refill::KeepAtLeast(minimum)
            if minimum > crate::rules::table::MAX_KEEP_AT_LEAST =>
        {
            Some(TableProblem {
                file: file.to_string(),
                location: crate::error::locate(source, "KeepAtLeast"),
                contract: None,
                issue: TableIssue::KeepAtLeastTooHigh {
                    minimum,
                    max: crate::rules::table::MAX_KEEP_AT_LEAST,
                },
            })
        }
        _ => None,
    }
}

fn validate_table(file: &str, source: &str, table: &BidTable) -> Vec<TableProblem> {
    let mut problems = Vec::new();
    for issue in header_problems(table) {
        problems.push(problem(file, source, None, issue));
    }
    problems.extend(refill_problem(file, source, table));
    if table.contracts.is_empty() {
        problems.push(problem(file, source, None, TableIssue::NoContracts));
    }
    let mut ids: HashMap<&str, usize> = HashMap::new();
    let mut ranks: HashMap<u32, &str> = HashMap::new();
    for contract in &table.contracts {
        let id = contract.id.as_str();
        let seen = ids.entry(id).or_insert(0);
        let row = (id, *seen);
        *seen += 1;
        if row.1 > 0 {
            problems.push(problem(file, source, Some(row), TableIssue::DuplicateId));
        }
        if let Some(other) = ranks.insert(contract.rank, id) {
            problems.push(problem(
                file,
                source,
                Some(row),
                TableIssue::RankTwice {
                    rank: contract.rank,
                    other: other.to_string(),
                },
            ));
        }
        for issue in check_contract(contract)
            .into_iter()
            .chain(check_payment(contract))
        {
            problems.push(problem(file, source, Some(row), issue));
        }
    }
    let by_id: HashMap<&str, &Contract> =
        table.contracts.iter().map(|c| (c.id.as_str(), c)).collect();
    for issue in forced_problems(table, &by_id) {
        problems.push(problem(file, source, None, issue));
    }
    let mut variant_ids: HashMap<&str, usize> = HashMap::new();
    for variant in &table.variants {
        let seen = variant_ids.entry(variant.id.as_str()).or_insert(0);
        let nth = *seen;
        *seen += 1;
        let at = |problem: VariantProblem| TableProblem {
            file: file.to_string(),
            location: locate_key(source, "id", &variant.id, nth),
            contract: None,
            issue: TableIssue::Variant {
                variant: variant.id.clone(),
                problem,
            },
        };
        if nth > 0 {
            problems.push(at(VariantProblem::DuplicateId));
        }
        let mut seen = HashSet::new();
        for change in &variant.overrides {
            let Some(contract) = by_id.get(change.contract.as_str()) else {
                problems.push(at(VariantProblem::UnknownContract {
                    contract: change.contract.clone(),
                }));
                continue;
            };
            if !seen.insert(change.contract.as_str()) {
                problems.push(at(VariantProblem::Twice {
                    contract: change.contract.clone(),
                }));
            }
            if change.omkop.is_some() && contract.omkop.is_none() {
                problems.push(at(VariantProblem::NoOmkop {
                    contract: change.contract.clone(),
                }));
            }
            let mut patched = (*contract).clone();
            patch_payment(&mut patched.payment, change.pot.as_ref());
            if let Some(omkop) = patched.omkop.as_mut() {
                apply_patch(omkop, change.omkop.as_ref());
            }
            // Only what the variant itself breaks: the row's own problems
            // are reported at the row.
            let own = check_contract(contract);
            for issue in check_contract(&patched) {
                if !own.contains(&issue) {
                    problems.push(at(VariantProblem::Breaks {
                        contract: change.contract.clone(),
                        issue: Box::new(issue),
                    }));
                }
            }
        }
    }
    problems
}

/// A variant's change to the pot of a simple game: a classic contract's
/// `pot` (a levels contract is paid from its level and has none).
fn patch_payment(payment: &mut Payment, patch: Option<&PotPatch>) {
    match payment {
        Payment::Classic { pot, .. } => apply_patch(pot, patch),
        Payment::Levels(_) => {}
    }
}

fn apply_patch(pot: &mut Pot, patch: Option<&PotPatch>) {
    let Some(patch) = patch else { return };
    if let Some(v) = patch.won {
        pot.won = v;
    }
    if let Some(v) = patch.lost {
        pot.lost = v;
    }
    if let Some(v) = patch.codille {
        pot.codille = v;
    }
    if let Some(v) = patch.overtrick {
        pot.overtrick = v;
    }
}

impl BidTable {
    /// The contract with this id.
    pub fn contract(&self, id: &str) -> Option<&Contract> {
        self.contracts.iter().find(|c| c.id == id)
    }

    /// The contracts in bid order (by rank).
    pub fn contracts_in_bid_order(&self) -> Vec<&Contract> {
        let mut contracts: Vec<_> = self.contracts.iter().collect();
        contracts.sort_by_key(|c| c.rank);
        contracts
    }

    /// This table with the named variants applied. Fails on an unknown
    /// variant or on two variants that set the same value differently.
    pub fn with_variants(&self, variants: &[String]) -> Result<BidTable, VariantsIssue> {
        let mut table = self.clone();
        // (contract, column, field) -> (variant, value)
        let mut set: BTreeMap<(String, PotColumn, PotField), (&str, i32)> = BTreeMap::new();
        let mut chosen = HashSet::new();
        for variant_id in variants {
            if !chosen.insert(variant_id.as_str()) {
                return Err(VariantsIssue::ListedTwice {
                    variant: variant_id.clone(),
                });
            }
            let Some(variant) = self.variants.iter().find(|v| &v.id == variant_id) else {
                return Err(VariantsIssue::Unknown {
                    variant: variant_id.clone(),
                    known: self.variants.iter().map(|v| v.id.clone()).collect(),
                });
            };
            for change in &variant.overrides {
                for (column, patch) in [
                    (PotColumn::Pot, &change.pot),
                    (PotColumn::Omkop, &change.omkop),
                ] {
                    let Some(patch) = patch else { continue };
                    for (field, value) in [
                        (PotField::Won, patch.won),
                        (PotField::Lost, patch.lost),
                        (PotField::Codille, patch.codille),
                        (PotField::Overtrick, patch.overtrick),
                    ] {
                        let Some(value) = value else { continue };
                        let key = (change.contract.clone(), column, field);
                        if let Some((other, old)) = set.get(&key)
                            && *old != value
                        {
                            return Err(VariantsIssue::Conflict {
                                first: (*other).to_string(),
                                second: variant.id.clone(),
                                contract: change.contract.clone(),
                                column,
                                field,
                                first_value: *old,
                                second_value: value,
                            });
                        }
                        set.insert(key, (variant.id.as_str(), value));
                    }
                }
                let contract = table
                    .contracts
                    .iter_mut()
                    .find(|c| c.id == change.contract)
                    .ok_or_else(|| VariantsIssue::UnknownContract {
                        variant: variant.id.clone(),
                    })?;
                patch_payment(&mut contract.payment, change.pot.as_ref());
                if let Some(omkop) = contract.omkop.as_mut() {
                    apply_patch(omkop, change.omkop.as_ref());
                }
            }
        }
        Ok(table)
    }
}

/// Where a table came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Embedded in the binary (`tables/NAME.ron` in the source tree).
    BuiltIn,
    /// A file in the user table directory.
    User(PathBuf),
}

/// A table known by id, loaded or with the reason it could not be.
#[derive(Debug)]
pub struct TableEntry {
    /// The table id (the file stem).
    pub id: String,
    /// Where it came from.
    pub origin: Origin,
    /// Whether a user file replaced a built-in table of the same id.
    pub overrides_built_in: bool,
    /// The table, or why it is unusable: read when first asked for (a
    /// command that needs one table of a club's ten thousand reads one).
    pub table: LazyTable,
}

impl Clone for TableEntry {
    fn clone(&self) -> TableEntry {
        TableEntry {
            id: self.id.clone(),
            origin: self.origin.clone(),
            overrides_built_in: self.overrides_built_in,
            table: self.table.duplicate(),
        }
    }
}

/// A table read when first used ([`std::ops::Deref`] to its result), then
/// kept. The reading is given by whoever adds the table (the disk room for
/// a club's file, the parser for a built-in text): this room touches no
/// disk. Not `Clone` itself, so that `entry.table.clone()` is the
/// table's result, as it was before the reading was put off.
pub struct LazyTable {
    read: std::sync::OnceLock<Result<BidTable, TableError>>,
    reader: Option<Arc<dyn Fn() -> Result<BidTable, TableError> + Send + Sync>>,
}

impl LazyTable {
    /// A copy: read already when this one is, else reading the same way.
    fn duplicate(&self) -> LazyTable {
        LazyTable {
            read: self.read.clone(),
            reader: self.reader.clone(),
        }
    }

    /// Whether the table has been read (asked for) yet.
    pub fn is_read(&self) -> bool {
        self.read.get().is_some()
    }

    /// A table already read.
    pub fn ready(table: Result<BidTable, TableError>) -> LazyTable {
        LazyTable {
            read: std::sync::OnceLock::from(table),
            reader: None,
        }
    }

    /// A table `reader` reads when it is first asked for.
    pub fn later(
        reader: impl Fn() -> Result<BidTable, TableError> + Send + Sync + 'static,
    ) -> LazyTable {
        LazyTable {
            read: std::sync::OnceLock::new(),
            reader: Some(Arc::new(reader)),
        }
    }
}

impl std::ops::Deref for LazyTable {
    type Target = Result<BidTable, TableError>;

    fn deref(&self) -> &Self::Target {
        self.read.get_or_init(|| match &self.reader {
            Some(reader) => reader(),
            // `ready` fills the cell when it is made: never reached.
            None => Err(TableError::Invalid(Vec::new())),
        })
    }
}

impl std::fmt::Debug for LazyTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.read.get() {
            Some(table) => table.fmt(f),
            None => f.write_str("(not read yet)"),
        }
    }
}

/// All tables the program knows: built-in ones and the user's.
#[derive(Debug, Clone, Default)]
pub struct TableRegistry {
    entries: BTreeMap<String, TableEntry>,
    /// Why the club's table folder could not be listed, when it exists.
    folder_error: Option<IoError>,
    /// The tables with variants applied, made once and shared.
    applied: Applied,
}

/// A table with a list of variants applied, or why they could not be.
type AppliedTable = Result<Arc<BidTable>, VariantsIssue>;

/// The tables with an evening's variants applied
/// ([`TableRegistry::with_variants`]), by table id and list of variants:
/// the evenings of an archive play a handful of them, so each is made once
/// and shared instead of copied for every evening read.
#[derive(Default)]
struct Applied(Mutex<HashMap<String, ByVariants>>);

/// A table's lists of variants, each with the table it gives.
type ByVariants = Vec<(Vec<String>, AppliedTable)>;

impl Clone for Applied {
    /// A copy of the registry may add tables of its own: it starts afresh.
    fn clone(&self) -> Applied {
        Applied::default()
    }
}

impl std::fmt::Debug for Applied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Applied")
    }
}

impl TableRegistry {
    /// Only the tables embedded in the binary.
    pub fn built_in() -> Self {
        let mut registry = TableRegistry::default();
        for (id, file, source) in BUILT_IN_TABLES {
            registry.entries.insert(
                (*id).to_string(),
                TableEntry {
                    id: (*id).to_string(),
                    origin: Origin::BuiltIn,
                    overrides_built_in: false,
                    table: LazyTable::later(move || parse_table(file, source)),
                },
            );
        }
        registry
    }

    /// Adds a club's table read from `path` (see
    /// [`crate::disk::tables::registry_with_folder`]). A file with the id of
    /// a built-in table replaces it, even when the file is broken: then
    /// asking for that id reports its error rather than silently using the
    /// built-in numbers.
    pub fn add_user_table(
        &mut self,
        id: String,
        path: PathBuf,
        table: Result<BidTable, TableError>,
    ) {
        self.add_user_table_read_later(id, path, LazyTable::ready(table));
    }

    /// [`TableRegistry::add_user_table`] with the table read when first
    /// used.
    pub fn add_user_table_read_later(&mut self, id: String, path: PathBuf, table: LazyTable) {
        let overrides_built_in = self
            .entries
            .get(&id)
            .is_some_and(|e| e.origin == Origin::BuiltIn);
        self.entries.insert(
            id.clone(),
            TableEntry {
                id,
                table,
                origin: Origin::User(path),
                overrides_built_in,
            },
        );
        // The tables applied before may be of the table replaced.
        self.applied = Applied::default();
    }

    /// The table `id` with `variants` applied ([`BidTable::with_variants`]),
    /// or why they cannot be; `None` when `id` is not a loaded table. Made
    /// once per table and list of variants, then shared: the evenings of an
    /// archive read on all cores keep one table, not a copy each.
    pub fn with_variants(&self, id: &str, variants: &[String]) -> Option<AppliedTable> {
        let table = self.entries.get(id)?.table.as_ref().ok()?;
        let apply = || table.with_variants(variants).map(Arc::new);
        // A lock poisoned by a panic elsewhere: the table is made afresh.
        let Ok(mut applied) = self.applied.0.lock() else {
            return Some(apply());
        };
        let known = applied
            .get(id)
            .and_then(|known| known.iter().find(|(v, _)| v.as_slice() == variants));
        if let Some((_, made)) = known {
            return Some(made.clone());
        }
        let made = apply();
        applied
            .entry(id.to_string())
            .or_default()
            .push((variants.to_vec(), made.clone()));
        Some(made)
    }

    /// Records why the club's table folder could not be listed.
    pub fn set_folder_error(&mut self, error: IoError) {
        self.folder_error = Some(error);
    }

    /// Why the club's table folder could not be listed (it exists but is
    /// not a folder, or may not be read): its tables are missing. A missing
    /// folder is not an error.
    pub fn folder_error(&self) -> Option<&IoError> {
        self.folder_error.as_ref()
    }

    /// All entries: by id, a curriculum's stages after the rest in the
    /// order they are taught.
    pub fn entries(&self) -> impl Iterator<Item = &TableEntry> {
        // The tables by id, and the stages of a curriculum after them in
        // the order they are taught.
        let stage = |e: &TableEntry| {
            e.table
                .as_ref()
                .ok()
                .and_then(|t| t.stage.as_ref())
                .map_or(0, |s| s.number)
        };
        let mut entries: Vec<&TableEntry> = self.entries.values().collect();
        entries.sort_by(|a, b| (stage(a), &a.id).cmp(&(stage(b), &b.id)));
        entries.into_iter()
    }

    /// The entry of an id, loaded or not.
    pub fn entry(&self, id: &str) -> Option<&TableEntry> {
        self.entries.get(id)
    }

    /// The table to offer when none was chosen: `id` when it is usable,
    /// else the first usable table that is `suggested`, else the first
    /// usable one (empty when none is).
    pub fn usable_or_suggested(&self, id: &str) -> String {
        let usable = |e: &&TableEntry| e.table.is_ok();
        if self.entries.get(id).filter(usable).is_some() {
            return id.to_string();
        }
        self.entries
            .values()
            .filter(usable)
            .find(|e| e.table.as_ref().is_ok_and(|t| t.suggested))
            .or_else(|| self.entries.values().find(usable))
            .map(|e| e.id.clone())
            .unwrap_or_default()
    }

    /// The ids known, comma separated (for messages).
    pub fn known_ids(&self) -> String {
        self.entries.keys().cloned().collect::<Vec<_>>().join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::table::Language;

    const MINIMAL: &str = r#"#![enable(implicit_some)]
BidTable(
    name: (sv: "Test", en: "Test"),
    source: "test",
    pinnar_per_bet: 8,
    house: (opening_ala: true, refill: WhenShort, gok_both_fail: Exempt),
    variants: [
        (id: "cheap", name: (sv: "b", en: "b"), description: (sv: "c", en: "c"),
         overrides: [(contract: "begar", omkop: (won: -1))]),
        (id: "dear", name: (sv: "b", en: "b"), description: (sv: "c", en: "c"),
         overrides: [(contract: "begar", omkop: (won: 2))]),
    ],
    contracts: [
        (rank: 1, id: "begar", name: (sv: "Begär", en: "Begär"), stock: Kop,
         objective: Tricks(6), trump: Chosen, colour_bids: true,
         pot: (won: 1, lost: 1, codille: 2), omkop: (won: 0, lost: 3, codille: 5),
         pinnar: (common: 0, second: 0, preference: 1)),
        (rank: 2, id: "gok", name: (sv: "Gök", en: "Gök"), stock: Gask,
         objective: Misar((cards: 13, open: true)), trump: NoTrump,
         pot: (won: 1, lost: 2, codille: 4), pinnar: (common: 0), pass_penalty: 1),
    ],
)
"#;

    #[test]
    fn a_table_file_is_read_into_its_family_once() {
        let table = parse_table("t.ron", MINIMAL).unwrap();
        assert_eq!(table.scoring, Scoring::Classic { pinnar_per_bet: 8 });
        // A levels table without its levels, or a classic one with them, is
        // refused when read: no hand can meet a family without its rules.
        let levels_without =
            MINIMAL.replace("pinnar_per_bet: 8,", "pinnar_per_bet: 8, scoring: Levels,");
        let Err(TableError::Invalid(problems)) = parse_table("t.ron", &levels_without) else {
            panic!("a levels table without `levels` was read");
        };
        assert_eq!(problems[0].issue, TableIssue::LevelsMissing);
        assert!(
            problems[0]
                .to_string()
                .ends_with("`scoring: Levels` needs the family's values in `levels`")
        );
        let no_pinnar = MINIMAL.replace("pinnar_per_bet: 8,", "pinnar_per_bet: 0,");
        let Err(TableError::Invalid(problems)) = parse_table("t.ron", &no_pinnar) else {
            panic!("a classic table without pinnar in a bet was read");
        };
        assert!(matches!(
            problems[0].issue,
            TableIssue::PinnarPerBet { value: 0, .. }
        ));
        assert!(problems[0].to_string().contains(": `pinnar_per_bet` is 0"));
        // A levels table's bet in the header is the points at three
        // players: anything else is refused as a classic table's zero is
        // (issue 34, 14: any value was accepted).
        let isberg_text = include_str!("../../tables/isberg.ron");
        for wrong in [
            "pinnar_per_bet: 0,",
            "pinnar_per_bet: -5,",
            "pinnar_per_bet: 53,",
        ] {
            let text = isberg_text.replace("pinnar_per_bet: 54,", wrong);
            let Err(TableError::Invalid(problems)) = parse_table("i.ron", &text) else {
                panic!("a levels table with {wrong} was read");
            };
            assert!(
                matches!(
                    problems[0].issue,
                    TableIssue::LevelsPinnarPerBet {
                        three: Some(54),
                        ..
                    }
                ),
                "{wrong}: {problems:?}"
            );
        }
        // A row paid as the other family pays is refused at the row, with
        // every other such row (issue 35, 7).
        let level_in_classic = MINIMAL.replace(
            "pinnar: (common: 0), pass_penalty: 1),",
            "pinnar: (common: 0), pass_penalty: 1, level: (value: \"1\", surrender: true)),",
        );
        let Err(TableError::Invalid(problems)) = parse_table("t.ron", &level_in_classic) else {
            panic!("a classic table with a level in a row was read");
        };
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].issue, TableIssue::LevelInClassic);
        assert_eq!(problems[0].contract.as_deref(), Some("gok"));
        let text = problems[0].to_string();
        assert!(text.starts_with("t.ron:18:"), "{text}");
        assert!(
            text.ends_with("contract `gok`: `level` belongs to a levels table (`scoring: Levels`)"),
            "{text}"
        );
        let isberg = TableRegistry::built_in();
        let isberg = isberg.entry("isberg").unwrap().table.as_ref().unwrap();
        assert!(matches!(&isberg.scoring, Scoring::Levels(levels) if levels.bet_at(4) == Some(48)));
    }

    #[test]
    fn a_minimal_table_loads() {
        let table = parse_table("t.ron", MINIMAL).unwrap();
        assert_eq!(table.contracts.len(), 2);
        let Payment::Classic { pinnar, .. } = &table.contract("gok").unwrap().payment else {
            panic!("a classic table's contract is paid as classic");
        };
        assert_eq!(pinnar.second, None);
        assert_eq!(table.contract("gok").unwrap().pass_penalty, Some(1));
    }

    #[test]
    fn variants_apply_and_conflicts_are_refused() {
        let table = parse_table("t.ron", MINIMAL).unwrap();
        let cheap = table.with_variants(&["cheap".into()]).unwrap();
        assert_eq!(cheap.contract("begar").unwrap().omkop.unwrap().won, -1);
        let error = table
            .with_variants(&["cheap".into(), "dear".into()])
            .unwrap_err();
        let text = crate::words::variants_issue(&error, Language::English);
        assert!(text.contains("both set omkop.won of `begar`"), "{text}");
        let error = table.with_variants(&["nope".into()]).unwrap_err();
        let text = crate::words::variants_issue(&error, Language::English);
        assert!(text.contains("unknown variant `nope`"), "{text}");
    }

    #[test]
    fn a_table_with_variants_is_made_once_and_shared_until_a_table_is_added() {
        let mut registry = TableRegistry::default();
        let table = parse_table("t.ron", MINIMAL).unwrap();
        registry.add_user_table("t".into(), "t.ron".into(), Ok(table.clone()));
        for variants in [vec![], vec!["cheap".to_string()]] {
            let first = registry.with_variants("t", &variants).unwrap().unwrap();
            let again = registry.with_variants("t", &variants).unwrap().unwrap();
            assert!(Arc::ptr_eq(&first, &again));
            assert_eq!(*first, table.with_variants(&variants).unwrap());
        }
        let both = ["cheap".to_string(), "dear".to_string()];
        assert_eq!(
            registry.with_variants("t", &both).unwrap().unwrap_err(),
            table.with_variants(&both).unwrap_err()
        );
        assert!(registry.with_variants("nope", &[]).is_none());
        // A table added under the same id replaces the one applied before.
        let first = registry.with_variants("t", &[]).unwrap().unwrap();
        let mut other = table.clone();
        other.source = "other".into();
        registry.add_user_table("t".into(), "t.ron".into(), Ok(other.clone()));
        let now = registry.with_variants("t", &[]).unwrap().unwrap();
        assert!(!Arc::ptr_eq(&first, &now));
        assert_eq!(*now, other);
        // A copy of the registry applies its own tables.
        let copy = registry.clone();
        assert_eq!(*copy.with_variants("t", &[]).unwrap().unwrap(), other);
    }

    #[test]
    fn syntax_errors_name_line_and_column() {
        let broken = MINIMAL.replace("stock: Gask,", "stock: Gask");
        let error = parse_table("t.ron", &broken).unwrap_err();
        let text = error.to_string();
        assert!(text.starts_with("t.ron:19:"), "{text}");
        assert!(text.contains("objective: Misar"), "{text}");
    }

    #[test]
    fn the_smallest_i32_is_out_of_range_not_a_panic() {
        let bad = MINIMAL.replace("codille: 4), pinnar", "codille: -2147483648), pinnar");
        let text = parse_table("t.ron", &bad).unwrap_err().to_string();
        assert!(text.contains("`codille` is -2147483648"), "{text}");
    }

    #[test]
    fn semantic_errors_name_the_contract() {
        let bad = MINIMAL
            .replace("(rank: 2, id: \"gok\"", "(rank: 1, id: \"gok\"")
            .replace("pinnar: (common: 0), pass", "pinnar: (common: -1), pass");
        let text = parse_table("t.ron", &bad).unwrap_err().to_string();
        assert!(
            text.contains("t.ron:18:19: contract `gok`: rank 1 is also the rank of `begar`"),
            "{text}"
        );
        assert!(text.contains("`pinnar.common` is -1"), "{text}");
    }

    #[test]
    fn pinnar_above_the_value_limit_are_refused() {
        // The pot's limit worked; the pinnar columns had none.
        for column in ["common", "second", "preference"] {
            let pinnar = match column {
                "common" => "pinnar: (common: 10001), pass",
                "second" => "pinnar: (common: 0, second: 10001), pass",
                _ => "pinnar: (common: 0, preference: 10001), pass",
            };
            let bad = MINIMAL.replace("pinnar: (common: 0), pass", pinnar);
            let text = parse_table("t.ron", &bad).unwrap_err().to_string();
            assert!(
                text.contains(&format!("`pinnar.{column}` is 10001; values above 10000")),
                "{text}"
            );
        }
    }

    #[test]
    fn the_suggested_table_is_offered_when_none_was_chosen() {
        let registry = TableRegistry::built_in();
        assert_eq!(registry.usable_or_suggested(""), "stockholm");
        assert_eq!(registry.usable_or_suggested("gone"), "stockholm");
        assert_eq!(registry.usable_or_suggested("oberg-1945"), "oberg-1945");
    }
}
