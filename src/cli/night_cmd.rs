//! `vira night`: a club night's standing from its files.

use vira::i18n::Text;

use std::path::{Path, PathBuf};

use clap::Subcommand;

use vira::i18n::{pick, say};
use vira::ledger::evening::Length;
use vira::night::seating::Seating;
use vira::night::standing::Standing;
use vira::night::{Night, NightGame, StandingRule};
use vira::report::amount::{Reader, money};
use vira::report::text;
use vira::rules::registry::TableRegistry;
use vira::rules::table::Language;
use vira::words;

/// `vira night …`
#[derive(Debug, Subcommand)]
pub enum NightCommand {
    /// A night's standing across its tables, from the night file and the
    /// evening files beside it: every player's result by the night's rule,
    /// each table's result, and what is missing.
    Standing {
        /// The night file (`NAME.night`).
        file: PathBuf,
        /// Print JSON (the standing, each table, and the problems in words).
        #[arg(long)]
        json: bool,
        /// Also write the night as a printable page (HTML, A4): the
        /// standing, the seating and each table's result.
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        /// Also write the newest sitting's seating as a page to pin up when
        /// the players sit down (HTML, A4, the names large).
        #[arg(long, value_name = "FILE")]
        seating: Option<PathBuf>,
    },
    /// Make a night file with its first sitting drawn: the players present
    /// into tables of 3, 4 or 5, seated by a draw whose seed is printed.
    New(NewArgs),
    /// Follow a table live: its watching address (as its app or `vira
    /// serve` shows it) goes into the night file, and the standing counts
    /// what the address gives until the table's file is handed in.
    Follow {
        /// The night file.
        file: PathBuf,
        /// The table, as `SITTING.TABLE` (`1.2`: sitting 1, table 2).
        #[arg(long)]
        table: String,
        /// The table's address, `http://ADDRESS:PORT/TOKEN/` (none: stop
        /// following it).
        address: Option<String>,
    },
    /// Close the night: every table's file handed in is taken into the
    /// archive, and the night beside them, so that the archive lists it;
    /// what is missing is said.
    Close {
        /// The night file.
        file: PathBuf,
        /// The archive folder (default: the app's).
        #[arg(long, env = "VIRA_ARCHIVE_DIR", value_name = "DIR")]
        archive: Option<PathBuf>,
    },
    /// Hand a table's evening file in (from a USB stick or a mail): it is
    /// copied into the night's folder as the table seated with its players.
    HandIn {
        /// The night file.
        file: PathBuf,
        /// The table's evening file.
        evening: PathBuf,
        /// The table, as `SITTING.TABLE` (default: the one seated with the
        /// file's players, the newest sitting first).
        #[arg(long)]
        table: Option<String>,
    },
    /// Let a table record its hands from a phone, through the host's
    /// `vira serve NIGHT`: a write token of its own (a new one each time;
    /// the old one records no more), and the table's evening file made in
    /// the night's folder. Prints its recording address.
    Phone {
        /// The night file.
        file: PathBuf,
        /// The table, as `SITTING.TABLE` (`1.2`: sitting 1, table 2).
        #[arg(long)]
        table: String,
        /// The bid table, when the night names none (its id).
        #[arg(long, value_name = "ID")]
        bid_table: Option<String>,
        /// Take the table's token back: its phones record nothing more.
        #[arg(long)]
        withdraw: bool,
    },
    /// The nights in the archive: date, club, tables handed in, the leader.
    List {
        /// The archive folder (default: the app's).
        #[arg(long, env = "VIRA_ARCHIVE_DIR", value_name = "DIR")]
        archive: Option<PathBuf>,
    },
    /// Seat the night's next sitting and add it to the night file.
    Seat {
        /// The night file.
        file: PathBuf,
        /// The players present now (default: those of the last sitting),
        /// separated by commas: a late arrival added, someone gone left out.
        #[arg(long, value_delimiter = ',')]
        players: Vec<String>,
        /// How: `draw`, `standing` (leaders together) or `fresh` (as few
        /// players meeting again as the count allows).
        #[arg(long, default_value = "fresh")]
        by: SeatBy,
        /// The draw's seed (default: from the clock; printed either way).
        #[arg(long)]
        seed: Option<u64>,
        /// Seat the last sitting again instead of adding one (before it
        /// starts: refused once one of its tables has an evening).
        #[arg(long)]
        again: bool,
    },
}

/// `vira night new`'s arguments.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The night file to make (`NAME.night`); an existing one is left.
    pub file: PathBuf,
    /// The night's date (YYYY-MM-DD).
    #[arg(long)]
    pub date: chrono::NaiveDate,
    /// The club.
    #[arg(long)]
    pub club: Option<String>,
    /// The players present, separated by commas.
    #[arg(long, value_delimiter = ',', required = true)]
    pub players: Vec<String>,
    /// The standing's rule: `net`, or `places:3,2,1,0` (the points of
    /// each place at a table).
    #[arg(long, default_value = "net")]
    pub rule: String,
    /// The bid table every table plays (its id, as `vira tables list`
    /// shows it); a table joining the night starts with it.
    #[arg(long, value_name = "ID")]
    pub table: Option<String>,
    /// The price of a bet (`0.50` or `0,50`) at every table.
    #[arg(long, value_name = "AMOUNT")]
    pub price: Option<String>,
    /// The price's currency.
    #[arg(long, default_value = "kr", value_name = "CURRENCY")]
    pub currency: String,
    /// Every table plays this many deals.
    #[arg(long, value_name = "N")]
    pub deals: Option<u32>,
    /// Every table plays until this time (HH:MM).
    #[arg(long, value_name = "HH:MM")]
    pub until: Option<String>,
    /// After the time, a last round (everyone forehand once more).
    #[arg(long)]
    pub last_round: bool,
    /// The draw's seed (default: from the clock; printed either way).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// `vira night seat --by`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum SeatBy {
    // No doc comments here: `--by`'s own help says what each value does,
    // in every language, and clap would print a variant's doc in English.
    Draw,
    Standing,
    Fresh,
}

/// Runs `vira night …` and returns what to print.
pub fn run(
    command: &NightCommand,
    registry: &TableRegistry,
    data_dir: Option<&Path>,
    reader: Reader,
) -> Result<String, String> {
    let language = reader.language;
    match command {
        NightCommand::Standing {
            file,
            json,
            html,
            seating,
        } => {
            let (night, standing) =
                vira::disk::night::night_standing(file, registry, vira::serve::feed::fetch_evening)
                    .map_err(|e| words::error(&e, language))?;
            if let Some(out) = html {
                let problems: Vec<String> = standing
                    .problems
                    .iter()
                    .map(|p| words::night::problem_words(p, language))
                    .collect();
                let page = vira::report::night::night_html(&night, &standing, &problems, reader);
                // Written like an evening: a failure keeps the old page.
                vira::disk::atomic::write_export(out, page.as_bytes())
                    .map_err(|e| words::storage_error(&e, language))?;
            }
            if let Some(out) = seating {
                let page = vira::report::night::seating_html(&night, language);
                vira::disk::atomic::write_export(out, page.as_bytes())
                    .map_err(|e| words::storage_error(&e, language))?;
            }
            if *json {
                return json_of(&night, &standing, language);
            }
            Ok(standing_text(file, &night, &standing, reader))
        }
        NightCommand::New(args) => new(args, registry, language),
        NightCommand::Close { file, archive } => {
            let archive = crate::archive_cmd::the_archive(archive.as_deref(), data_dir, language)?;
            close(file, &archive, registry, data_dir, language)
        }
        NightCommand::HandIn {
            file,
            evening,
            table,
        } => hand_in(file, evening, table.as_deref(), registry, language),
        NightCommand::List { archive } => {
            let archive = crate::archive_cmd::the_archive(archive.as_deref(), data_dir, language)?;
            Ok(list(&archive, registry, reader))
        }
        NightCommand::Follow {
            file,
            table,
            address,
        } => follow(file, table, address.as_deref(), language),
        NightCommand::Phone {
            file,
            table,
            bid_table,
            withdraw,
        } => phone(
            file,
            table,
            bid_table.as_deref(),
            *withdraw,
            registry,
            language,
        ),
        NightCommand::Seat {
            file,
            players,
            by,
            seed,
            again,
        } => seat(
            file,
            &trimmed(players),
            (*by, *seed, *again),
            registry,
            language,
        ),
    }
}

/// Closes the night into the archive and says what was done with each
/// table.
fn close(
    file: &Path,
    archive: &Path,
    registry: &TableRegistry,
    data_dir: Option<&Path>,
    language: Language,
) -> Result<String, String> {
    use vira::disk::night::{CloseError, TableClosed};
    let cache = vira::disk::index::cache_dir(data_dir);
    let (tables, night) = vira::disk::night::close_night(file, registry, archive, cache.as_deref())
        .map_err(|e| match e {
            CloseError::Night(e) => words::error(&e, language),
            CloseError::Archive(e) => words::archive_error(&e, language),
            CloseError::Write(e) => words::storage_error(&e, language),
        })?;
    let at = |(s, t): (usize, usize), evening: &str| {
        say(
            language,
            Text::SittingTableLowerWith3,
            &[&s.to_string(), &t.to_string(), &words::quoted(evening)],
        )
    };
    let mut out = String::new();
    let mut missing = 0usize;
    for table in &tables {
        out.push_str(&match table {
            TableClosed::Archived {
                at: a,
                evening,
                archived,
                already: true,
            } => say(
                language,
                Text::AlreadyInTheArchiveAs,
                &[&at(*a, evening), &words::shown_path(archived)],
            ),
            TableClosed::Archived {
                at: a,
                evening,
                archived,
                already: false,
            } => say(
                language,
                Text::ArchivedAs,
                &[&at(*a, evening), &words::shown_path(archived)],
            ),
            TableClosed::Missing { at: a, evening } => {
                missing += 1;
                say(
                    language,
                    Text::MISSINGNotHandedInPutTheFile,
                    &[&at(*a, evening)],
                )
            }
            TableClosed::Refused {
                at: a,
                evening,
                error,
            } => {
                missing += 1;
                say(
                    language,
                    Text::REFUSED,
                    &[&at(*a, evening), &words::archive_error(error, language)],
                )
            }
        });
    }
    out.push_str(&say(
        language,
        Text::TheNightIsArchivedAsOfTables,
        &[
            &words::shown_path(&night),
            &(tables.len() - missing).to_string(),
            &tables.len().to_string(),
        ],
    ));
    out.push_str(&if missing == 0 {
        ".\n".to_string()
    } else {
        say(language, Text::Missing, &[&missing.to_string()])
    });
    Ok(words::shown(&out))
}

/// Hands a table's file in and says where it went.
fn hand_in(
    night: &Path,
    evening: &Path,
    table: Option<&str>,
    registry: &TableRegistry,
    language: Language,
) -> Result<String, String> {
    use vira::disk::night::{HandInError, HandedIn};
    let at = match table {
        None => None,
        Some(text) => Some(table_at(text).ok_or_else(|| no_table(text, language))?),
    };
    let place = |(s, t): (usize, usize), name: &str| {
        say(
            language,
            Text::SittingTableLowerWith3,
            &[&s.to_string(), &t.to_string(), &words::quoted(name)],
        )
    };
    match vira::disk::night::hand_in(night, evening, at, registry) {
        Ok(HandedIn::Copied {
            at,
            evening: name,
            replaced: false,
        }) => Ok(say(language, Text::HandedIn, &[&place(at, &name)])),
        Ok(HandedIn::Copied {
            at,
            evening: name,
            replaced: true,
        }) => Ok(say(
            language,
            Text::HandedInAgainNewer,
            &[&place(at, &name)],
        )),
        Ok(HandedIn::Already { at, evening: name }) => {
            Ok(say(language, Text::HandedInAlready, &[&place(at, &name)]))
        }
        Err(HandInError::Read(e)) => Err(words::error(&e, language)),
        Err(HandInError::NoTable(players)) => Err(say(
            language,
            Text::NoTableOfTheNightWasSeated,
            &[&players.join(", ")],
        )),
        Err(HandInError::Taken { evening: name }) => Err(say(
            language,
            Text::IsAnotherEveningInTheNightsFolder,
            &[&words::quoted(&name)],
        )),
        Err(HandInError::Older {
            evening: name,
            handed,
            there,
        }) => Err(say(
            language,
            Text::AnOlderStateOfTheEveningIsNotHandedIn,
            &[
                &words::quoted(&name),
                &handed.to_string(),
                &there.to_string(),
            ],
        )),
        Err(HandInError::Write(e)) => Err(words::storage_error(&e, language)),
    }
}

/// The nights in the archive, one a line; a night that cannot be read says
/// why on its line.
fn list(archive: &Path, registry: &TableRegistry, reader: Reader) -> String {
    let language = reader.language;
    let nights = vira::disk::night::nights_in(archive);
    if nights.is_empty() {
        return say(
            language,
            Text::NoClubNightsIn,
            &[&words::shown_path(archive)],
        );
    }
    let mut out = String::new();
    for (path, night) in nights {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let line = match night {
            Err(e) => format!("{}: {}", words::quoted(&name), words::error(&e, language)),
            Ok(night) => {
                let handed = vira::disk::night::tables_of(
                    &path,
                    &night,
                    registry,
                    vira::disk::night::no_network,
                );
                let standing = vira::night::standing::standing(&night, handed);
                let counted = standing.tables.iter().filter(|t| t.counted).count();
                let leader = standing
                    .rows
                    .iter()
                    .filter(|r| r.place == 1)
                    .map(|r| r.player.clone())
                    .collect::<Vec<_>>()
                    .join(", ");
                say(
                    language,
                    Text::OfTablesFirst,
                    &[
                        &night.date.to_string(),
                        &night.club.clone().unwrap_or_else(|| "–".into()),
                        &name,
                        &counted.to_string(),
                        &standing.tables.len().to_string(),
                        &if leader.is_empty() {
                            "–".into()
                        } else {
                            leader
                        },
                    ],
                )
            }
        };
        out.push_str(&words::shown(&line));
        out.push('\n');
    }
    out
}

/// The players as typed after `--players`, the spaces after each comma
/// gone (`Anna, Bo`).
fn trimmed(players: &[String]) -> Vec<String> {
    players.iter().map(|p| p.trim().to_string()).collect()
}

/// A table as `SITTING.TABLE` (`1.2`), numbered from 1.
fn table_at(text: &str) -> Option<(usize, usize)> {
    let (sitting, table) = text.split_once('.')?;
    Some((sitting.parse().ok()?, table.parse().ok()?))
}

/// The refusal of a table the night does not have.
fn no_table(text: &str, language: Language) -> String {
    say(
        language,
        Text::TheNightHasNoTableGiveSitting,
        &[&words::quoted(text)],
    )
}

/// Writes a table's address into the night file (or takes it out).
fn follow(
    file: &Path,
    at: &str,
    address: Option<&str>,
    language: Language,
) -> Result<String, String> {
    let mut night = vira::disk::night::read_night(file).map_err(|e| words::error(&e, language))?;
    let Some(table) = table_at(at).and_then(|place| night.table_at_mut(place)) else {
        return Err(no_table(at, language));
    };
    if let Some(address) = address
        && let Err(error) = vira::serve::feed::check_address(address)
    {
        return Err(words::night::feed_words(&error, language));
    }
    table.feed = address.map(str::to_string);
    let evening = table.evening.clone();
    vira::disk::atomic::write_atomically(file, night.to_ron().as_bytes())
        .map_err(|e| words::storage_error(&e, language))?;
    Ok(match address {
        Some(address) => say(
            language,
            Text::TableIsFollowedAt,
            &[at, &evening, &words::quoted(address)],
        ),
        None => say(language, Text::TableIsNoLongerFollowed, &[at, &evening]),
    })
}

/// Gives a table a write token (or takes it back) and says its recording
/// address: whole when the night has been served (its port is kept), else
/// the path under the address `vira serve` prints.
fn phone(
    file: &Path,
    at: &str,
    bid_table: Option<&str>,
    withdraw: bool,
    registry: &TableRegistry,
    language: Language,
) -> Result<String, String> {
    let night = vira::disk::night::read_night(file).map_err(|e| words::error(&e, language))?;
    let evening = table_at(at)
        .and_then(|place| night.table_at(place))
        .map(|t| t.evening.clone())
        .ok_or_else(|| no_table(at, language))?;
    let error =
        |e: vira::disk::recorders::RecorderError| words::remote::recorder_error_words(&e, language);
    if withdraw {
        let had = vira::disk::recorders::withdraw_recorder(file, &evening).map_err(error)?;
        return Ok(if had {
            say(language, Text::TheTablesPhonesRecordNoMore, &[at, &evening])
        } else {
            say(
                language,
                Text::TheTableHadNoRecordingAddress,
                &[at, &evening],
            )
        });
    }
    let recorder =
        vira::disk::recorders::add_recorder(file, registry, &evening, bid_table).map_err(error)?;
    let path = format!("/r/{}/", recorder.token);
    let port = vira::disk::recorders::read_recorders(file)
        .ok()
        .and_then(|r| r.port);
    let address = match (port, vira::serve::lan_address()) {
        (Some(port), Some(ip)) => format!("http://{}{path}", std::net::SocketAddr::new(ip, port)),
        _ => path,
    };
    Ok(say(
        language,
        Text::TheTableRecordsFromAPhoneAt,
        &[at, &evening, &address],
    ))
}

/// Seats the next sitting, or the last one again before it starts.
fn seat(
    file: &Path,
    players: &[String],
    (by, seed, again): (SeatBy, Option<u64>, bool),
    registry: &TableRegistry,
    language: Language,
) -> Result<String, String> {
    let how = match by {
        SeatBy::Draw => Seating::Draw,
        SeatBy::Fresh => Seating::Fresh,
        SeatBy::Standing => Seating::ByStanding,
    };
    let seed = seed.unwrap_or_else(vira::disk::night::clock_seed);
    let seated = vira::disk::night::seat_next(
        file,
        registry,
        vira::serve::feed::fetch_evening,
        players,
        how,
        seed,
        again,
    )
    .map_err(|e| words::night::seat_error_words(&e, file, language))?;
    Ok(seated_text(&seated, how, language))
}

/// `vira night new`: the night file with what every table plays and its
/// first sitting drawn.
fn new(args: &NewArgs, registry: &TableRegistry, language: Language) -> Result<String, String> {
    let NewArgs {
        file,
        date,
        club,
        players,
        rule,
        table,
        price,
        currency,
        deals,
        until,
        last_round,
        seed,
    } = args;
    let rule = parse_rule(rule, language)?;
    let game = night_game(
        registry,
        table.as_deref(),
        price.as_deref(),
        currency,
        Length {
            deals: *deals,
            until: until.clone(),
            last_round: *last_round,
        },
        language,
    )?;
    let night = Night {
        format: vira::night::NIGHT_FORMAT,
        date: *date,
        club: club.clone(),
        rule,
        game,
        sittings: Vec::new(),
    };
    let seed = seed.unwrap_or_else(vira::disk::night::clock_seed);
    let seated = vira::disk::night::new_night(file, night, &trimmed(players), seed)
        .map_err(|e| words::night::seat_error_words(&e, file, language))?;
    Ok(seated_text(&seated, Seating::Draw, language))
}

/// What every table of a new night plays, from `vira night new`'s options,
/// checked as the core checks a night's game ([`NightGame::check`]).
fn night_game(
    registry: &TableRegistry,
    table: Option<&str>,
    price: Option<&str>,
    currency: &str,
    length: Length,
    language: Language,
) -> Result<NightGame, String> {
    let price_per_bet_ore = match price {
        Some(text) => vira::ledger::money::parse_price(text)
            .map_err(|p| words::price_problem(p, language).to_string())?,
        None => None,
    };
    let game = NightGame {
        table: table.map(str::to_string),
        currency: price_per_bet_ore.map(|_| currency.to_string()),
        price_per_bet_ore,
        length,
    };
    game.check(registry)
        .map_err(|p| words::night::game_problem_words(&p, language))?;
    Ok(game)
}

/// `net` or `places:3,2,1,0`.
fn parse_rule(text: &str, language: Language) -> Result<StandingRule, String> {
    if text == "net" {
        return Ok(StandingRule::Net);
    }
    let points = text
        .strip_prefix("places:")
        .map(|list| list.split(',').map(|p| p.trim().parse::<u32>()).collect());
    match points {
        Some(Ok(points)) => Ok(StandingRule::Places { points }),
        _ => Err(say(
            language,
            Text::UnknownRuleGiveNetOrPlaces3,
            &[&words::quoted(text)],
        )),
    }
}

/// The sitting just seated, in words: how, the seed, the pairs meeting
/// again and each table.
fn seated_text(seated: &vira::disk::night::Seated, how: Seating, language: Language) -> String {
    let night = &seated.night;
    let (seed, repeats) = (seated.seed, seated.repeats);
    let number = night.sittings.len();
    let how_words = match how {
        Seating::Draw => pick(language, Text::ADraw),
        Seating::ByStanding => pick(language, Text::ByTheStanding),
        Seating::Fresh => pick(language, Text::AsFewMeetingsAgainAsPossible),
    };
    let mut out = say(
        language,
        Text::SittingSeedPairsWhoHaveMetBefore,
        &[
            &number.to_string(),
            how_words,
            &seed.to_string(),
            &repeats.to_string(),
        ],
    );
    for (t, table) in night
        .sittings
        .last()
        .map(|s| s.tables.as_slice())
        .unwrap_or_default()
        .iter()
        .enumerate()
    {
        out.push_str(&say(
            language,
            Text::Table,
            &[
                &(t + 1).to_string(),
                &table.players.join(", "),
                &table.evening,
            ],
        ));
    }
    out
}

fn json_of(
    night: &vira::night::Night,
    standing: &Standing,
    language: Language,
) -> Result<String, String> {
    let problems: Vec<String> = standing
        .problems
        .iter()
        .map(|p| words::night::problem_words(p, language))
        .collect();
    let value = serde_json::json!({
        "date": night.date,
        "club": night.club,
        "standing": standing,
        "problems": problems,
    });
    serde_json::to_string_pretty(&value)
        .map(|text| text + "\n")
        .map_err(|e| e.to_string())
}

fn standing_text(
    file: &Path,
    night: &vira::night::Night,
    standing: &Standing,
    reader: Reader,
) -> String {
    let language = reader.language;
    let mut out = words::night::title(night, language) + "\n";
    out.push_str(&say(
        language,
        Text::RuleWith1Line,
        &[&words::night::rule_words(&standing.rule, language)],
    ));
    let places = matches!(standing.rule, StandingRule::Places { .. });
    let mut rows = vec![[
        "#".to_string(),
        pick(language, Text::Player).to_string(),
        pick(language, Text::Tables).to_string(),
        if places {
            pick(language, Text::PointsSvPoang).to_string()
        } else {
            String::new()
        },
        pick(language, Text::Result).to_string(),
        pick(language, Text::Money).to_string(),
    ]];
    for row in &standing.rows {
        rows.push([
            words::night::place_words(row.place),
            row.player.clone(),
            row.tables.to_string(),
            row.points.map(|p| p.to_string()).unwrap_or_default(),
            match (row.result, standing.unit) {
                (Some(result), Some(unit)) => unit.amount(result).signed(reader),
                _ => String::new(),
            },
            match (row.money_ore, &standing.currency) {
                (Some(ore), Some(currency)) => money(ore, currency, language),
                _ => String::new(),
            },
        ]);
    }
    out.push_str(&text::render(&rows, |c| {
        if matches!(c, 0 | 2 | 3 | 4 | 5) {
            text::Align::Right
        } else {
            text::Align::Left
        }
    }));
    out.push_str(&tables_and_problems(file, standing, reader));
    out
}

/// The standing's second half: each table's result, then what is to see to.
fn tables_and_problems(file: &Path, standing: &Standing, reader: Reader) -> String {
    let language = reader.language;
    let mut out = format!("\n{}\n", pick(language, Text::TheTablesColon));
    for table in &standing.tables {
        out.push_str(&say(
            language,
            Text::SittingTable,
            &[
                &table.sitting.to_string(),
                &table.table.to_string(),
                &words::night::table_name(table, language),
                &vira::report::night::table_words(table, reader),
            ],
        ));
    }
    if !standing.problems.is_empty() {
        out.push_str(&say(language, Text::ToSeeToIn, &[&words::shown_path(file)]));
        for problem in &standing.problems {
            out.push_str(&format!(
                "  {}\n",
                words::night::problem_words(problem, language)
            ));
        }
    }
    out
}
