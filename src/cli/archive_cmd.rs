//! `vira archive …`: the club archive on the command line (list, stats,
//! export, import), on the same folder the app uses.

use vira::i18n::Text;

use std::path::{Path, PathBuf};

use clap::builder::TypedValueParser;
use clap::{Args, Subcommand};

use vira::archive::export;
use vira::archive::index::{IndexedArchive, ListRow};
use vira::archive::stats::Statistics;
use vira::archive::{ArchiveError, Column, Filter, Imported};
use vira::disk::index::{Index, Listing};

use crate::Failure;
use vira::disk::places::{Settings, Store};
use vira::i18n::{pick, say};
use vira::report::amount::{Reader, count};
use vira::report::text;
use vira::rules::registry::TableRegistry;
use vira::rules::table::Language;
use vira::words;

/// The club archive: list, statistics, export, import.
#[derive(Debug, Args)]
pub struct ArchiveArgs {
    /// The archive folder (default: the app's: the folder chosen in the
    /// app, kept in `settings.ron` of the data directory, else `archive/` in
    /// the data directory: `--data-dir`, or the platform's `…/vira`).
    #[arg(long, global = true, env = "VIRA_ARCHIVE_DIR", value_name = "DIR")]
    archive: Option<PathBuf>,

    #[command(subcommand)]
    command: ArchiveCommand,
}

/// Which evenings: every condition given must hold.
#[derive(Debug, Args)]
struct FilterArgs {
    /// Only evenings with this player (repeat for several: all must have
    /// played; for stats: the players to show).
    #[arg(long = "player", value_name = "NAME")]
    players: Vec<String>,
    /// Only evenings on or after this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    from: Option<chrono::NaiveDate>,
    /// Only evenings on or before this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    to: Option<chrono::NaiveDate>,
    /// Only evenings of this club.
    #[arg(long)]
    club: Option<String>,
    /// Only evenings on this bid table (id).
    #[arg(long, value_name = "ID")]
    table: Option<String>,
    /// Only the evenings of this club night (its file in the archive, as
    /// `vira night close` wrote it).
    #[arg(long, value_name = "FILE")]
    night: Option<PathBuf>,
}

impl FilterArgs {
    /// The filter; a club night's evenings read from its file and the
    /// evening files beside it.
    fn filter(&self, language: Language) -> Result<Filter, String> {
        let evenings = match &self.night {
            None => None,
            Some(night) => Some(
                vira::disk::night::night_evening_ids(night)
                    .map_err(|e| words::error(&e, language))?,
            ),
        };
        Ok(Filter {
            players: self.players.clone(),
            from: self.from,
            to: self.to,
            club: self.club.clone(),
            table: self.table.clone(),
            evenings,
        })
    }
}

#[derive(Debug, Subcommand)]
enum ArchiveCommand {
    /// List the evenings: date, club, players, table, hands, winner, loser;
    /// then the files that are not valid evenings, and conflicts.
    List {
        #[command(flatten)]
        filter: FilterArgs,
        /// Sort by this column.
        #[arg(long, default_value = "date", value_parser = sort_column())]
        sort: Column,
        /// Sort descending.
        #[arg(long)]
        desc: bool,
    },
    /// Statistics per player and per contract.
    Stats {
        #[command(flatten)]
        filter: FilterArgs,
        /// Print JSON (with the chart series).
        #[arg(long)]
        json: bool,
    },
    /// Export CSV of hands and results, or one evening as printable HTML.
    Export {
        #[command(flatten)]
        filter: FilterArgs,
        /// Write hands.csv and results.csv into this folder. With `--lang
        /// sv` (or `ja`) as the screens say it: the columns, words and
        /// amounts in the language (betar and pinnar, points), forced deals
        /// marked; in Swedish for a Swedish spreadsheet: a byte-order mark,
        /// `;` between the fields and kronor with a decimal comma. In
        /// English the machine's column names and codes, `,` and a decimal
        /// point.
        #[arg(long, value_name = "DIR", required_unless_present = "html")]
        csv: Option<PathBuf>,
        /// Separate the CSV fields with `;` whatever the language (`--lang
        /// sv` does already).
        #[arg(long, requires = "csv")]
        semicolon: bool,
        /// Write this evening (id, file name in the archive, or an evening
        /// file) as an HTML protocol.
        #[arg(long, value_name = "EVENING", requires = "out", conflicts_with = "csv")]
        html: Option<String>,
        /// The HTML file to write.
        #[arg(long, value_name = "FILE", requires = "html")]
        out: Option<PathBuf>,
    },
    /// The season's standing by a declared rule, over the evenings the
    /// filter chooses (`--from`, `--to`, `--club`): the rule, the
    /// tie-break and each player's place.
    Season {
        #[command(flatten)]
        filter: FilterArgs,
        /// The rule: `total`, `average:N` (at least N evenings to be
        /// ranked), `best:N` (each player's N best evenings) or
        /// `places:3,2,1,0` (the points of each place at a table, summed).
        #[arg(long, default_value = "total", value_name = "RULE")]
        rule: String,
        /// Every evening in betar: classic tables and Isbergsvira together
        /// (else the evenings of the unit most evenings have).
        #[arg(long)]
        in_betar: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Also write the season as a printable page (HTML, A4), with the
        /// ratings.
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
    },
    /// Every player's rating from the archive (each evening one game of all
    /// at the table, ranked by the result), with its uncertainty and the
    /// evenings behind it; and how well each model foretold the evenings.
    Ratings {
        #[command(flatten)]
        filter: FilterArgs,
        /// The model: `weng-lin` (OpenSkill) or `glicko2`.
        #[arg(long, default_value = "weng-lin", value_name = "MODEL")]
        model: String,
        /// Print JSON (with each player's history).
        #[arg(long)]
        json: bool,
    },
    /// Head to head: two players' evenings at the same table and how each
    /// did; one player: by contract family and as declarer, beside the
    /// club's average.
    Versus {
        #[command(flatten)]
        filter: FilterArgs,
        /// One player, or two.
        #[arg(required = true, num_args = 1..=2, value_name = "NAME")]
        names: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Import evening files from another machine (merged by id).
    Import {
        /// The evening files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// `--sort`: the core's column names, shown by `--help` and in errors.
fn sort_column() -> impl TypedValueParser<Value = Column> {
    clap::builder::PossibleValuesParser::new(Column::ALL.map(|(_, name)| name))
        .try_map(|name| name.parse::<Column>())
}

/// The archive folder: `--archive` (or `VIRA_ARCHIVE_DIR`), else the one
/// the data directory's settings name (as the app sets it), else
/// `DATA_DIR/archive`.
fn archive_dir(
    args: &ArchiveArgs,
    data_dir: Option<&Path>,
    language: Language,
) -> Result<PathBuf, String> {
    the_archive(args.archive.as_deref(), data_dir, language)
}

/// The archive folder: the one given, else the app's (the folder chosen in
/// the app, else `archive/` in the data directory).
pub fn the_archive(
    given: Option<&Path>,
    data_dir: Option<&Path>,
    language: Language,
) -> Result<PathBuf, String> {
    if let Some(dir) = given {
        return Ok(dir.to_path_buf());
    }
    let data = match data_dir {
        Some(data) => data.to_path_buf(),
        None => Store::default_data_dir()
            .ok_or_else(|| pick(language, Text::ThisSystemHasNoDataDirectoryGive).to_string())?,
    };
    let settings = Settings::load(&data).map_err(|e| words::error(&e, language))?;
    Ok(Store::with_settings(&data, &settings).archive)
}

fn not_a_folder(dir: &Path, language: Language) -> Result<(), String> {
    if dir.exists() && !dir.is_dir() {
        let error = vira::error::IoError::refused(
            dir,
            vira::error::IoAction::List,
            vira::error::IoCause::NotAFolder,
        );
        return Err(words::io_error(&error, language));
    }
    Ok(())
}

/// The archive as its index knows it, the index brought up to date with
/// the files first ([`vira::disk::index`]): in the cache directory
/// (`VIRA_CACHE_DIR`, else `cache/` in `--data-dir`, else the platform's).
fn open_indexed(
    dir: &Path,
    data_dir: Option<&Path>,
    registry: &TableRegistry,
    language: Language,
    key: &str,
) -> Result<(Index, Listing), String> {
    not_a_folder(dir, language)?;
    let cache = vira::disk::index::cache_dir(data_dir);
    // The first run on a machine reads every file (a federation's archive
    // takes a while): someone at a terminal is told why it waits. Said on
    // stderr only to a terminal, so no script's output changes; a failed
    // write changes nothing.
    let first = cache
        .as_deref()
        .is_some_and(|cache| !vira::disk::index::index_file(cache, dir).exists());
    if first && std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        let _ = std::io::Write::write_fmt(
            &mut std::io::stderr(),
            format_args!(
                "{}\n",
                pick(language, Text::BuildingTheArchivesIndexFromItsFiles,)
            ),
        );
    }
    vira::disk::index::open_listed(dir, registry, cache.as_deref(), key)
        .map_err(|e| words::archive_error(&e, language))
}

/// A report made from the index: the one kept for the folder as it is
/// (`key` says what was asked), or made by `make` from the index brought
/// up to date, then kept (see `vira::disk::index::Index::report`). What
/// the index gave that was damaged is read again from the files and asked
/// again (`vira::disk::index::Index::answer`), and said once on stderr.
fn reported(
    dir: &Path,
    data_dir: Option<&Path>,
    registry: &TableRegistry,
    language: Language,
    key: &str,
    make: impl Fn(&Index, &IndexedArchive) -> Result<String, Failure>,
) -> Result<String, Failure> {
    let (mut index, mut listing) = open_indexed(dir, data_dir, registry, language, key)?;
    if let Some(text) = index.report(&listing) {
        return Ok(text);
    }
    let archive_error = |e: vira::archive::ArchiveError| words::archive_error(&e, language);
    let made = index
        .refresh_listed(dir, registry, &mut listing)
        .and_then(|mut archive| {
            let text = index.answer(&mut archive, registry, &make)?;
            Ok((archive, text))
        });
    if index.repaired() {
        said_repaired(language);
    }
    let (archive, text) = made.map_err(archive_error)?;
    let text = text?;
    // Kept for the next run; one not kept costs that run only time.
    let _ = index.keep_report(&listing, &archive, &text);
    Ok(text)
}

/// Says on stderr, once, that the archive's index was damaged and read
/// again from the files (a failed write changes nothing: the answer is
/// right either way).
fn said_repaired(language: Language) {
    let _ = std::io::Write::write_fmt(
        &mut std::io::stderr(),
        format_args!("{}\n", words::index_repaired(language)),
    );
}

/// Runs `vira archive …` and returns what to print.
pub fn run(
    args: &ArchiveArgs,
    data_dir: Option<&Path>,
    registry: &TableRegistry,
    reader: Reader,
) -> Result<String, Failure> {
    let language = reader.language;
    let dir = archive_dir(args, data_dir, language)?;
    match &args.command {
        ArchiveCommand::List { filter, sort, desc } => {
            let filter = filter.filter(language)?;
            let key = format!("list\n{filter:?}\n{sort:?} {desc}\n{reader:?}");
            reported(
                &dir,
                data_dir,
                registry,
                language,
                &key,
                |index, archive| {
                    // File names and ids come from the archive folder: escaped.
                    Ok(words::shown(&list(
                        index,
                        archive,
                        &filter,
                        (*sort, *desc),
                        reader,
                    )?))
                },
            )
        }
        ArchiveCommand::Stats { filter, json } => {
            let filter = filter.filter(language)?;
            let key = format!("stats\n{filter:?}\n{json}\n{reader:?}");
            reported(
                &dir,
                data_dir,
                registry,
                language,
                &key,
                |index, archive| {
                    let stats = index
                        .statistics(archive, registry, &filter)
                        .map_err(|e| words::archive_error(&e, language))?;
                    if *json {
                        pretty_json(&stats)
                    } else {
                        Ok(stats_text(&stats, reader))
                    }
                },
            )
        }
        ArchiveCommand::Export {
            filter,
            csv,
            semicolon,
            html,
            out,
        } => {
            // The format decided once, here, and matched whole below.
            let format = match html {
                Some(_) => export::ExportFormat::Html(reader),
                None => export::ExportFormat::csv(language, semicolon.then_some(true)),
            };
            let target = (csv.as_deref(), html.as_deref(), out.as_deref());
            let filter = filter.filter(language)?;
            export_archive(&dir, data_dir, registry, format, &filter, target)
        }
        ArchiveCommand::Import { files } => import(&dir, data_dir, registry, files, language),
        ArchiveCommand::Season {
            filter,
            rule,
            in_betar,
            json,
            html,
        } => season_cmd(
            (&dir, data_dir, registry, reader),
            filter,
            rule,
            (*in_betar, *json),
            html.as_deref(),
        ),
        ArchiveCommand::Ratings {
            filter,
            model,
            json,
        } => ratings_cmd((&dir, data_dir, registry, reader), filter, model, *json),
        ArchiveCommand::Versus {
            filter,
            names,
            json,
        } => versus_cmd((&dir, data_dir, registry, reader), filter, names, *json),
    }
}

/// Where an archive command looks and how it speaks.
type Place<'a> = (&'a Path, Option<&'a Path>, &'a TableRegistry, Reader);

/// `vira archive season`.
fn season_cmd(
    (dir, data_dir, registry, reader): Place<'_>,
    filter: &FilterArgs,
    rule: &str,
    (in_betar, json): (bool, bool),
    html: Option<&Path>,
) -> Result<String, Failure> {
    let language = reader.language;
    let dir = dir.to_path_buf();
    let filter = filter.filter(language)?;
    let rule = vira::archive::season::SeasonRule::parse(rule)
        .ok_or_else(|| say(language, Text::NoSuchSeasonRule, &[&words::quoted(rule)]))?;
    let scope = if in_betar {
        vira::archive::season::Scope::Betar
    } else {
        vira::archive::season::Scope::OneUnit
    };
    // With a printout, the standing is made once for both, from the
    // index's facts of now (no kept report).
    if let Some(out) = html {
        return season_page(
            (&dir, data_dir, registry, reader),
            &filter,
            (&rule, scope),
            out,
            json,
        );
    }
    let key = format!("season\n{filter:?}\n{rule:?}\n{scope:?}\n{json}\n{reader:?}");
    reported_evenings(
        (&dir, data_dir, registry, reader),
        &key,
        &filter,
        |evenings| {
            let standing = vira::archive::season::season(
                evenings.iter().map(|(_, facts)| facts),
                &rule,
                scope,
            );
            season_output(&standing, json, reader)
        },
    )
}

/// [`reported`] of what `make` makes of the evenings' facts the filter
/// chooses (without their contract groups).
fn reported_evenings(
    (dir, data_dir, registry, reader): Place<'_>,
    key: &str,
    filter: &Filter,
    make: impl Fn(&[(String, vira::archive::stats::EveningFacts)]) -> Result<String, Failure>,
) -> Result<String, Failure> {
    let language = reader.language;
    reported(dir, data_dir, registry, language, key, |index, archive| {
        let evenings = index
            .evening_facts(archive, filter, false)
            .map_err(|e| words::archive_error(&e, language))?;
        make(&evenings)
    })
}

/// A value as JSON, as the archive's commands print it.
fn pretty_json(value: &impl serde::Serialize) -> Result<String, Failure> {
    Ok(serde_json::to_string_pretty(value).map_err(|e| e.to_string())? + "\n")
}

/// The standing as `vira archive season` prints it: JSON, or in words.
fn season_output(
    standing: &vira::archive::season::SeasonStanding,
    json: bool,
    reader: Reader,
) -> Result<String, Failure> {
    if json {
        pretty_json(standing)
    } else {
        Ok(vira::archive::season_text::season_text(standing, reader))
    }
}

/// `vira archive ratings`.
fn ratings_cmd(
    (dir, data_dir, registry, reader): Place<'_>,
    filter: &FilterArgs,
    model: &str,
    json: bool,
) -> Result<String, Failure> {
    let language = reader.language;
    let dir = dir.to_path_buf();
    let filter = filter.filter(language)?;
    let model = model_of(model, language)?;
    let key = format!("ratings\n{filter:?}\n{model:?}\n{json}\n{reader:?}");
    reported_evenings(
        (&dir, data_dir, registry, reader),
        &key,
        &filter,
        |evenings| {
            use vira::archive::rating::{Model, prediction, ratings};
            let rated = ratings(evenings, model);
            let predictions = Model::ALL.map(|m| prediction(evenings, m));
            if json {
                pretty_json(&serde_json::json!({ "ratings": rated, "predictions": predictions }))
            } else {
                Ok(vira::archive::season_text::ratings_text(
                    &rated,
                    &predictions,
                    language,
                ))
            }
        },
    )
}

/// `vira archive versus`.
fn versus_cmd(
    (dir, data_dir, registry, reader): Place<'_>,
    filter: &FilterArgs,
    names: &[String],
    json: bool,
) -> Result<String, Failure> {
    let language = reader.language;
    let dir = dir.to_path_buf();
    let filter = filter.filter(language)?;
    let key = format!("versus\n{filter:?}\n{names:?}\n{json}\n{reader:?}");
    reported(
        &dir,
        data_dir,
        registry,
        language,
        &key,
        |index, archive| {
            let failed = |e: ArchiveError| words::archive_error(&e, language);
            let text = match names {
                [a, b] => {
                    let evenings = index
                        .evening_facts(archive, &filter, false)
                        .map_err(failed)?;
                    let h2h = vira::archive::versus::head_to_head(&evenings, a, b);
                    if json {
                        pretty_json(&h2h)?
                    } else {
                        vira::archive::season_text::versus_text(&h2h, reader)
                    }
                }
                _ => {
                    // Evening by evening, none kept: the contract groups
                    // of 50,000 evenings are hundreds of megabytes.
                    let player = names.first().map_or("", String::as_str);
                    let mut profile = vira::archive::versus::Profile::new(player);
                    index
                        .each_evening_facts(archive, &filter, true, |_, facts| {
                            profile.add(&facts, language, registry);
                        })
                        .map_err(failed)?;
                    let profile = profile.finish();
                    if json {
                        pretty_json(&profile)?
                    } else {
                        vira::archive::season_text::profile_text(&profile, reader)
                    }
                }
            };
            Ok(words::shown(&text))
        },
    )
}

/// A rating model as the command line names it.
fn model_of(text: &str, language: Language) -> Result<vira::archive::rating::Model, String> {
    vira::archive::rating::Model::of_id(text)
        .ok_or_else(|| say(language, Text::NoSuchRatingModel, &[&words::quoted(text)]))
}

/// `vira archive season --html`: the season and the ratings as a printable
/// page (a new file renamed over the old), and the standing as printed.
fn season_page(
    (dir, data_dir, registry, reader): Place<'_>,
    filter: &Filter,
    (rule, scope): (
        &vira::archive::season::SeasonRule,
        vira::archive::season::Scope,
    ),
    out: &Path,
    json: bool,
) -> Result<String, Failure> {
    let language = reader.language;
    let cache = vira::disk::index::cache_dir(data_dir);
    let (index, archive) = vira::disk::index::open_archive(dir, registry, cache.as_deref())
        .map_err(|e| words::archive_error(&e, language))?;
    let evenings = index
        .evening_facts(&archive, filter, false)
        .map_err(|e| words::archive_error(&e, language))?;
    let standing =
        vira::archive::season::season(evenings.iter().map(|(_, facts)| facts), rule, scope);
    let rated = vira::archive::rating::ratings(&evenings, vira::archive::rating::Model::WengLin);
    let title = vira::archive::season_text::season_title(
        filter.club.as_deref(),
        (filter.from, filter.to),
        language,
    );
    let page = vira::archive::season_text::season_html(&title, &standing, Some(&rated), reader);
    vira::disk::atomic::write_export(out, page.as_bytes())
        .map_err(|e| Failure::from(words::storage_error(&e, language)))?;
    season_output(&standing, json, reader)
}

/// `vira archive export`: the evenings `filter` chooses as CSV files in a
/// folder, or one evening as a printable HTML protocol, read through the
/// index as the app exports. `target`: the CSV folder, the evening and the
/// HTML file, as given.
fn export_archive(
    dir: &Path,
    data_dir: Option<&Path>,
    registry: &TableRegistry,
    format: export::ExportFormat,
    filter: &Filter,
    target: (Option<&Path>, Option<&str>, Option<&Path>),
) -> Result<String, Failure> {
    let language = match format {
        export::ExportFormat::Csv(csv) => csv.language,
        export::ExportFormat::Html(reader) => reader.language,
    };
    not_a_folder(dir, language)?;
    let cache = vira::disk::index::cache_dir(data_dir);
    let archive_error = |e: ArchiveError| words::archive_error(&e, language);
    let missing = || Failure::from(pick(language, Text::GiveCsvDIROrHtmlEVENINGOut).to_string());
    let format = match (format, target) {
        (export::ExportFormat::Html(reader), (_, Some(evening), Some(out))) => {
            let (_, archive) = vira::disk::index::open_archive(dir, registry, cache.as_deref())
                .map_err(archive_error)?;
            return Ok(export_html(&archive, registry, evening, out, reader)?);
        }
        (export::ExportFormat::Html(_), _) => return Err(missing()),
        (export::ExportFormat::Csv(format), (Some(csv), _, _)) => (format, csv),
        (export::ExportFormat::Csv(_), _) => return Err(missing()),
    };
    let (format, csv) = format;
    // Only the chosen evenings' files are read.
    let chosen = vira::disk::index::chosen_evenings(dir, registry, cache.as_deref(), filter)
        .map_err(archive_error)?;
    let chosen: Vec<(&str, &vira::SettledEvening)> = chosen
        .iter()
        .map(|(id, settled)| (id.as_str(), settled))
        .collect();
    let (hands, results) = vira::disk::archive::write_csv_dir(csv, &chosen, format)
        .map_err(|e| words::export_error(&e, language))?;
    let hand_count = vira::archive::deals_of(&chosen);
    // "1 evening", "2 evenings": the noun as the count wants it.
    let counted = |n: usize, one: Text, many: Text| {
        let noun = if n == 1 { one } else { many };
        format!("{} {}", count(n, language), pick(language, noun))
    };
    Ok(say(
        language,
        Text::WroteAnd,
        &[
            &words::shown_path(&hands),
            &counted(hand_count, Text::Deal, Text::DealsLower),
            &words::shown_path(&results),
            &counted(chosen.len(), Text::Evening, Text::EveningsLower),
        ],
    ))
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}

/// How many of the list's rows are handed at once to the thread that makes
/// them lines.
const LIST_BATCH: usize = 256;

/// The list, its lines filtered and sorted by the index's query and made
/// text as they come (no summary is parsed or kept).
fn list(
    index: &Index,
    archive: &IndexedArchive,
    filter: &Filter,
    sort: (Column, bool),
    reader: Reader,
) -> Result<String, String> {
    let language = reader.language;
    // The lines' cells in one buffer as they come (50,000 evenings are
    // 350,000 cells).
    let mut rows = text::Table::default();
    rows.push_row([
        pick(language, Text::Date),
        pick(language, Text::Club),
        pick(language, Text::Players),
        pick(language, Text::TableSvBudtabell),
        pick(language, Text::Hands),
        pick(language, Text::Winner),
        pick(language, Text::Loser),
    ]);
    // A levels table's results are points (`+426`), a classic one's betar
    // and pinnar.
    let person = |entry: Option<(&str, i64)>, unit: vira::ledger::amount::Unit| {
        entry.map_or_else(
            || "-".to_string(),
            |(name, p)| format!("{name} {}", unit.amount(p).signed(reader)),
        )
    };
    fn shown(s: &Option<(String, i64)>) -> Option<(&str, i64)> {
        s.as_ref().map(|(name, p)| (name.as_str(), *p))
    }
    let line = |s: ListRow| {
        [
            // A practice evening is listed, marked; it is never counted.
            if s.practice {
                say(language, Text::PracticeWith1, &[&s.date.to_string()])
            } else {
                s.date.to_string()
            },
            s.club.unwrap_or_default(),
            s.players,
            s.table,
            count(s.hands, language),
            person(shown(&s.winner), s.unit),
            person(shown(&s.loser), s.unit),
        ]
    };
    // Two threads: this one reads the rows from SQLite, the other makes
    // them lines, in order.
    let (listed, rows) = vira::disk::archive::handed_over(
        LIST_BATCH,
        |give: &mut dyn FnMut(ListRow)| index.list(&archive.dir, filter, sort, give),
        |lines: &mut dyn Iterator<Item = ListRow>| {
            for row in lines {
                rows.push_row(line(row));
            }
            rows
        },
    );
    listed.map_err(|e| words::archive_error(&e, language))?;
    let evenings = rows.rows().saturating_sub(1);
    let mut out = rows.render(|c| aligned(c, &[4]));
    out.push_str(&if evenings == 1 {
        pick(language, Text::N1Evening).to_string()
    } else {
        say(
            language,
            Text::EveningsWith1Line,
            &[&count(evenings, language)],
        )
    });
    out.push_str(&problems(archive, language));
    Ok(out)
}

/// After the list: the files that are not valid evenings, the conflicts
/// and the copies.
fn problems(archive: &IndexedArchive, language: Language) -> String {
    let mut out = String::new();
    let invalid = archive.invalid();
    if !invalid.is_empty() {
        out.push_str(&if invalid.len() == 1 {
            pick(language, Text::N1FileIsNotAValidEvening).to_string()
        } else {
            say(
                language,
                Text::FilesAreNotValidEveningsLeftAs,
                &[&count(invalid.len(), language)],
            )
        });
        for (_, error) in invalid {
            out.push_str(&format!(
                "  {}\n",
                first_line(&words::error(error, language))
            ));
        }
    }
    for conflict in archive.conflicts() {
        out.push_str(&format!(
            "\n{}\n",
            vira::archive::conflict(&conflict, language)
        ));
    }
    for (copy, original) in archive.identical_copies() {
        out.push_str(&say(
            language,
            Text::CopyHoldsTheSameEveningAsCounted,
            &[&words::shown_path(copy), &words::shown_path(original)],
        ));
    }
    out
}

/// Plain-text table: columns padded, those in `right` right-aligned.
fn render<const N: usize>(rows: &[[String; N]], right: &[usize]) -> String {
    text::render(rows, |c| aligned(c, right))
}

/// Column `c`'s alignment: right for those in `right`.
fn aligned(c: usize, right: &[usize]) -> text::Align {
    if right.contains(&c) {
        text::Align::Right
    } else {
        text::Align::Left
    }
}

/// The headings of the statistics per player.
fn player_headings(language: Language) -> [String; 13] {
    [
        pick(language, Text::Player),
        pick(language, Text::Evenings),
        pick(language, Text::Played),
        pick(language, Text::Declared),
        pick(language, Text::WonSvVunna),
        pick(language, Text::LostSvForlorade),
        pick(language, Text::Codille),
        pick(language, Text::Surr),
        pick(language, Text::Net),
        pick(language, Text::Money),
        pick(language, Text::PerEvening),
        pick(language, Text::Best),
        pick(language, Text::Worst),
    ]
    .map(String::from)
}

/// The headings of the statistics per contract.
fn contract_headings(language: Language) -> [String; 8] {
    [
        pick(language, Text::Contract),
        pick(language, Text::Trump),
        pick(language, Text::DeclaredSvBudat),
        pick(language, Text::WonSvVunnet),
        pick(language, Text::LostSvForlorat),
        pick(language, Text::Codille),
        pick(language, Text::SurrSvLagt),
        pick(language, Text::NetHand),
    ]
    .map(String::from)
}

fn stats_text(stats: &Statistics, reader: Reader) -> String {
    let language = reader.language;
    let mut out = say(
        language,
        Text::EveningsDeals,
        &[
            &count(stats.evenings, language),
            &count(stats.hands, language),
        ],
    );
    let mut rows = vec![player_headings(language)];
    for p in &stats.players {
        let money = match (p.money_ore, &p.currency) {
            (Some(ore), Some(currency)) => vira::report::amount::money(ore, currency, language),
            _ => "-".to_string(),
        };
        let day = |r: &Option<vira::archive::stats::EveningResult>| {
            r.as_ref().map_or_else(
                || "-".into(),
                |r| {
                    format!(
                        "{} {}",
                        vira::report::amount::statistic(r.betar, stats.unit, reader),
                        r.date
                    )
                },
            )
        };
        rows.push([
            p.name.clone(),
            count(p.evenings, language),
            count(p.hands_played, language),
            count(p.hands_declared, language),
            count(p.won, language),
            count(p.lost, language),
            count(p.codille, language),
            count(p.surrendered, language),
            vira::report::amount::statistic(p.net_betar, stats.unit, reader),
            money,
            vira::report::amount::statistic(p.average_betar, stats.unit, reader),
            day(&p.best),
            day(&p.worst),
        ]);
    }
    out.push_str(&render(&rows, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    out.push('\n');
    let mut rows = vec![contract_headings(language)];
    let pct = |v: f64| format!("{v:.0}%");
    for total in &stats.contract_totals {
        let ranks = stats
            .contracts
            .iter()
            .filter(|c| c.contract == total.contract);
        for (i, c) in std::iter::once(total).chain(ranks).enumerate() {
            rows.push([
                if i == 0 {
                    total.name.get(language).to_string()
                } else {
                    String::new()
                },
                c.trump.map_or_else(
                    || pick(language, Text::AllLower).to_string(),
                    |t| format!("  {}", vira::report::trump_word(t, language)),
                ),
                count(c.declared, language),
                pct(c.won_pct),
                pct(c.lost_pct),
                pct(c.codille_pct),
                pct(c.surrendered_pct),
                vira::report::amount::statistic(c.average_net_betar, stats.unit, reader),
            ]);
        }
    }
    out.push_str(&render(&rows, &[2, 3, 4, 5, 6, 7]));
    out
}

fn export_html(
    archive: &IndexedArchive,
    registry: &TableRegistry,
    evening: &str,
    out: &Path,
    reader: Reader,
) -> Result<String, String> {
    let language = reader.language;
    // The evening the index finds by id or file name, else a file given.
    let file = match archive.find(evening) {
        Some(entry) => entry.path.clone(),
        None if Path::new(evening).is_file() => PathBuf::from(evening),
        None => {
            return Err(say(
                language,
                Text::NoEveningInGiveAnIdA,
                &[evening, &words::shown_path(&archive.dir)],
            ));
        }
    };
    let settled = vira::settle_file(registry, &file).map_err(|e| words::error(&e, language))?;
    let html = export::protocol_html(
        &settled.evening,
        &settled.rules,
        &settled.settlement,
        reader,
    );
    // As an evening is saved: a temporary file renamed, so a failed export
    // (a full disk) leaves the earlier file whole.
    vira::disk::atomic::write_export(out, html.as_bytes())
        .map_err(|e| words::storage_error(&e, language))?;
    Ok(say(
        language,
        Text::WroteLowerWith1Line,
        &[&words::shown_path(out)],
    ))
}

/// Imports every file on its own: each gets its line (added, kept once,
/// conflict, or refused with why), one bad file never stops the others, and
/// the command fails at the end when any was refused.
fn import(
    dir: &Path,
    data_dir: Option<&Path>,
    registry: &TableRegistry,
    files: &[PathBuf],
    language: Language,
) -> Result<String, Failure> {
    not_a_folder(dir, language)?;
    let cache = vira::disk::index::cache_dir(data_dir);
    let mut out = String::new();
    let mut refused: usize = 0;
    // In batches synced to disk together; a link is refused. The index
    // answers whether each is there already and learns the new files
    // alone (the rest of the folder is not read).
    let (results, repaired) =
        vira::disk::index::import_files_telling(dir, registry, cache.as_deref(), files)
            .map_err(|e| words::archive_error(&e, language))?;
    if repaired {
        said_repaired(language);
    }
    let results = results.into_iter().map(|imported| {
        imported.map_err(|e| match e {
            ArchiveError::NotAnEvening(e) => words::error(&e, language),
            other => words::archive_error(&other, language),
        })
    });
    for (file, imported) in files.iter().zip(results) {
        let name = words::shown_path(file);
        out.push_str(&words::shown(&match imported {
            Ok(Imported::Added { id, path }) => say(
                language,
                Text::AddedAs,
                &[&name, &words::shown_path(&path), &id],
            ),
            Ok(Imported::AlreadyThere { id, path }) => say(
                language,
                Text::KeptOnceAlreadyInTheArchiveAs,
                &[&name, &words::shown_path(&path), &id],
            ),
            Ok(Imported::Conflict { id, path, existing }) => say(
                language,
                Text::CONFLICTAsEveningDiffersFromBothKept,
                &[
                    &name,
                    &words::shown_path(&path),
                    &id,
                    &existing
                        .iter()
                        .map(|p| words::shown_path(p))
                        .collect::<Vec<_>>()
                        .join(", "),
                ],
            ),
            Err(why) => {
                refused += 1;
                // The first line on the file's line, any excerpt under it.
                let mut lines = why.lines();
                let mut text = say(
                    language,
                    Text::Refused,
                    &[&name, lines.next().unwrap_or_default()],
                );
                for line in lines {
                    text.push_str(&format!("          {line}\n"));
                }
                text
            }
        }));
    }
    if refused == 0 {
        Ok(out)
    } else {
        let (refused, of) = (count(refused, language), count(files.len(), language));
        let message = match (files.len(), refused.as_str()) {
            (1, _) => pick(language, Text::N1Of1FileWasNotImported).to_string(),
            (_, "1") => say(language, Text::N1OfFilesWasNotImportedSee, &[&of]),
            _ => say(
                language,
                Text::OfFilesWereNotImportedSeeAbove,
                &[&refused, &of],
            ),
        };
        Err(Failure { message, out })
    }
}
