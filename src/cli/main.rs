//! `vira`: the desktop app (no arguments, `vira app`, or `vira FILE` to
//! open an evening in it) and the command line over the core library.
//!
//! Bad input (missing file, bad RON, an impossible hand, an unknown table)
//! exits with status 2 and one clear message on stderr.

use vira::i18n::Text;

mod archive_cmd;
mod closed_stdout;
mod night_cmd;
mod words;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use vira::disk::tables::load_table_file;
use vira::i18n::{pick, say};
use vira::report;
use vira::report::amount::Reader;
use vira::rules::registry::{Origin, TableRegistry};
use vira::rules::table::{Language, ScoringName};

/// The allocator: a first reading of a large archive makes and frees
/// millions of small values (strings, lists of postings), where mimalloc
/// is faster than the system's (README, "Performance").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Chip ledger for Vira. Without a command it opens the app (with FILE:
/// that evening in it); the commands settle evenings and show bid tables.
#[derive(Debug, Parser)]
#[command(name = "vira", version, about, long_about = None)]
struct Cli {
    /// An evening file to open in the app (the same as `vira app FILE`; a
    /// command's name is the command).
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,

    /// Directory with the club's own bid tables (default: the platform's
    /// config directory, `…/vira/tables`).
    #[arg(long, global = true, env = "VIRA_TABLE_DIR", value_name = "DIR")]
    table_dir: Option<PathBuf>,

    /// Language of contract and table names, and of the CSV export (`sv`:
    /// for Swedish spreadsheets; `ja`: the protocol in Japanese, amounts in
    /// points) (command line default: en; the app follows the system
    /// language or the saved choice).
    #[arg(long, global = true, value_enum)]
    lang: Option<Lang>,

    /// Amounts in points (1 bet = 8 points, 1 pinne = 1 point) rather than
    /// betar and pinnar: the protocol, the betdelning, the results and the
    /// archive's lists and printouts (only the words; JSON and CSV keep the
    /// ledger's numbers). Japanese is in points always; a levels table
    /// (Isbergsvira) counts in points already.
    #[arg(long, global = true)]
    points: bool,

    /// Where the app keeps evenings (default: the platform's data directory,
    /// `…/vira`): `evenings/` in progress, `archive/` closed.
    #[arg(long, global = true, env = "VIRA_DATA_DIR", value_name = "DIR")]
    data_dir: Option<PathBuf>,

    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Lang {
    /// Svenska
    Sv,
    /// English
    En,
    /// 日本語 (amounts in points, 点)
    Ja,
}

impl From<Lang> for Language {
    fn from(lang: Lang) -> Self {
        match lang {
            Lang::Sv => Language::Swedish,
            Lang::En => Language::English,
            Lang::Ja => Language::Japanese,
        }
    }
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Open the app (the same as no command).
    App {
        /// An evening file to open in it: one in progress to continue, a
        /// closed one to read, one from elsewhere to import or continue.
        file: Option<PathBuf>,
    },
    /// Settle an evening file: the protocol, the betdelning and who pays whom.
    Settle {
        /// The evening file (RON).
        file: PathBuf,
        /// Print JSON instead of the protocol.
        #[arg(long)]
        json: bool,
        /// Add the chips: each hand's chip moves and the final reckoning
        /// (an evening without chip settings uses the default set).
        #[arg(long)]
        chips: bool,
    },
    /// Bid tables: list, show, check.
    Tables {
        #[command(subcommand)]
        command: TablesCommand,
    },
    /// The club archive: list, stats, export, import.
    Archive(archive_cmd::ArchiveArgs),
    /// A club night of several tables: its standing from its files.
    Night {
        #[command(subcommand)]
        command: night_cmd::NightCommand,
    },
    /// Serve the players' view of an evening file as a web page (for
    /// phones or a projector), following the file as it changes. Read-only;
    /// the address holds a random token. Ctrl-C stops.
    Serve {
        /// The evening file (RON).
        file: PathBuf,
        /// The port (default: any free port; the address is printed).
        #[arg(long, default_value_t = 0)]
        port: u16,
        /// The address to listen on: `127.0.0.1` (this machine only, the
        /// default) or `0.0.0.0` (every phone on the local network).
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
    },
}

#[derive(Debug, Subcommand)]
enum TablesCommand {
    /// List the known tables (built-in and the club's own).
    List,
    /// Show a table as the printed card.
    Show {
        /// Table id (file name without `.ron`).
        id: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Check a table file and report every problem in it.
    Check {
        /// The table file (RON).
        file: PathBuf,
    },
}

/// The built-in tables and the club's. A folder given with `--table-dir`
/// (or `VIRA_TABLE_DIR`) must be a folder; the default one may be missing
/// (no club tables), but one that cannot be listed is said.
fn registry(cli: &Cli) -> Result<TableRegistry, String> {
    let language: Language = cli.lang.unwrap_or(Lang::En).into();
    if let Some(dir) = &cli.table_dir {
        let shown = vira::words::shown_path(dir);
        match std::fs::metadata(dir) {
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => {
                return Err(say(language, Text::TheTableFolderIsNotAFolder, &[&shown]));
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(say(
                    language,
                    Text::NoSuchFolderTheTableFolderFrom,
                    &[&shown],
                ));
            }
            Err(e) => {
                return Err(say(
                    language,
                    Text::CannotUseTheTableFolder,
                    &[&shown, &vira::words::system_error(&e, language)],
                ));
            }
        }
    }
    let dir = cli
        .table_dir
        .clone()
        .or_else(vira::disk::tables::default_table_dir);
    let registry = vira::disk::tables::registry_with_folder(dir.as_deref());
    match registry.folder_error() {
        Some(error) => Err(say(
            language,
            Text::TheClubsBidTablesCannotBeRead,
            &[&vira::words::io_error(error, language)],
        )),
        None => Ok(registry),
    }
}

/// A file to open in the app must be there: one that is missing (or a
/// folder) is said on the terminal, in the words of `vira settle`, and no
/// window opens. Anything else that is wrong with it (not an evening, bad
/// RON) the app says, with its place: a file from the desktop has no
/// terminal to read.
fn check_file_to_open(file: Option<&PathBuf>, language: Language) -> Result<(), String> {
    let Some(file) = file else {
        return Ok(());
    };
    match std::fs::metadata(file) {
        Ok(meta) if !meta.is_dir() => Ok(()),
        _ => match vira::disk::read_text(file) {
            Err(e) => Err(vira::words::io_error(&e, language)),
            Ok(_) => Ok(()),
        },
    }
}

/// Opens the app window (with `file` open in it).
#[cfg(feature = "app")]
fn open_app(cli: &Cli, file: Option<&PathBuf>) -> Result<String, String> {
    let language: Language = cli.lang.unwrap_or(Lang::En).into();
    check_file_to_open(file, language)?;
    let options = vira::app::AppOptions {
        data_dir: cli.data_dir.clone(),
        table_dir: cli.table_dir.clone(),
        language: cli.lang.map(Language::from),
        open: file.map(|f| std::path::absolute(f).unwrap_or_else(|_| f.clone())),
    };
    vira::app::run(options).map_err(|e| {
        say(
            language,
            Text::CannotOpenTheAppWindowTheCommand,
            &[&e.to_string()],
        )
    })?;
    Ok(String::new())
}

#[cfg(not(feature = "app"))]
fn open_app(cli: &Cli, file: Option<&PathBuf>) -> Result<String, String> {
    let language: Language = cli.lang.unwrap_or(Lang::En).into();
    check_file_to_open(file, language)?;
    Err(pick(language, Text::ThisViraWasBuiltWithoutTheApp).to_string())
}

/// A command that failed: what it has to say on stdout all the same (the
/// lines of a batch, one per file), and the error.
pub struct Failure {
    /// For stdout, before the error.
    pub out: String,
    /// For stderr.
    pub message: String,
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure {
            out: String::new(),
            message,
        }
    }
}

/// What a command prints.
enum Output {
    Text(String),
    /// `vira settle --json`: serialized straight to the output.
    SettlementJson(Box<vira::SettledEvening>),
    /// `vira settle --chips --json`: the same, with the chips.
    ChipsJson(Box<(vira::SettledEvening, vira::chips::ChipEvening)>),
}

impl From<String> for Output {
    fn from(text: String) -> Self {
        Output::Text(text)
    }
}

impl Output {
    fn write(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        match self {
            // Text of files (a club table's names, a hand's note) with its
            // hidden characters escaped, as in every message.
            Output::Text(text) => out.write_all(vira::words::shown(text).as_bytes()),
            Output::SettlementJson(settled) => report::write_settlement_json(
                &mut *out,
                &settled.evening,
                &settled.rules,
                &settled.settlement,
            ),
            Output::ChipsJson(both) => {
                let (settled, chips) = &**both;
                report::json::write_settlement_json_with_chips(
                    &mut *out,
                    &settled.evening,
                    &settled.rules,
                    &settled.settlement,
                    chips,
                )
            }
        }
    }
}

/// What `vira settle` prints: the protocol, JSON, and with `--chips` the
/// chips of every hand and the final reckoning.
fn settle_output(
    settled: vira::SettledEvening,
    json: bool,
    chips: bool,
    reader: Reader,
) -> Result<Output, Failure> {
    let language = reader.language;
    if chips
        && matches!(
            settled.rules.table.scoring,
            vira::rules::table::Scoring::Levels(_)
        )
    {
        return Err(
            report::words::chip_problem(&vira::chips::ChipProblem::NotPinnar, language).into(),
        );
    }
    if chips && json {
        let settings = settled.rules.chips.clone().unwrap_or_default();
        let chip_evening = vira::chips::follow(&settled.settlement, &settled.rules, &settings)
            .map_err(|e| report::chips::chip_error_words(&e, language))?;
        Ok(Output::ChipsJson(Box::new((settled, chip_evening))))
    } else if chips {
        let settings = settled.rules.chips.clone().unwrap_or_default();
        let chip_evening = vira::chips::follow(&settled.settlement, &settled.rules, &settings)
            .map_err(|e| report::chips::chip_error_words(&e, language))?;
        Ok(Output::Text(
            report::protocol_text(
                &settled.evening,
                &settled.rules,
                &settled.settlement,
                reader,
            ) + &report::chips::chips_text(
                &chip_evening,
                &settled.settlement.players,
                &settled.rules.currency,
                language,
            ),
        ))
    } else if json {
        Ok(Output::SettlementJson(Box::new(settled)))
    } else {
        Ok(Output::Text(report::protocol_text(
            &settled.evening,
            &settled.rules,
            &settled.settlement,
            reader,
        )))
    }
}

/// `vira tables list`: one table of the usable and unusable tables
/// alike; the errors of the unusable ones follow it, each indented.
fn tables_list(registry: &TableRegistry, language: Language) -> Result<String, Failure> {
    let mut rows = Vec::new();
    let mut errors = String::new();
    for entry in registry.entries() {
        let origin = match &entry.origin {
            Origin::BuiltIn => pick(language, Text::BuiltIn).to_string(),
            Origin::User(path) if entry.overrides_built_in => say(
                language,
                Text::ReplacesTheBuiltInTable,
                &[&vira::words::shown_path(path)],
            ),
            Origin::User(path) => vira::words::shown_path(path),
        };
        match &*entry.table {
            Ok(table) => rows.push(vec![
                entry.id.clone(),
                table.name.get(language).to_string(),
                say(
                    language,
                    Text::Contracts,
                    &[&table.contracts.len().to_string()],
                ),
                origin,
            ]),
            Err(error) => {
                rows.push(vec![
                    entry.id.clone(),
                    pick(language, Text::UNUSABLE).to_string(),
                    String::new(),
                    origin,
                ]);
                errors.push_str(&format!(
                    "{}:\n{}\n",
                    entry.id,
                    indent(&vira::words::table_error(error, language))
                ));
            }
        }
    }
    let mut out = report::text::render(&rows, |c| {
        if c == 2 {
            report::text::Align::Right
        } else {
            report::text::Align::Left
        }
    });
    if !errors.is_empty() {
        out.push('\n');
        out.push_str(&errors);
    }
    Ok(out)
}

fn run(cli: &Cli) -> Result<Output, Failure> {
    let language: Language = cli.lang.unwrap_or(Lang::En).into();
    let reader = Reader::new(language, cli.points);
    if let (Some(file), Some(_)) = (&cli.file, &cli.command) {
        return Err(say(
            language,
            Text::ComesBeforeACommandGiveAFile,
            &[&vira::words::shown_path(file)],
        )
        .into());
    }
    let Some(command) = &cli.command else {
        return Ok(open_app(cli, cli.file.as_ref()).map(Output::from)?);
    };
    match command {
        Command::App { file } => Ok(open_app(cli, file.as_ref()).map(Output::from)?),
        Command::Settle { file, json, chips } => {
            let settled = vira::settle_file(&registry(cli)?, file)
                .map_err(|e| vira::words::error(&e, language))?;
            settle_output(settled, *json, *chips, reader)
        }
        Command::Serve { file, port, bind } => serve(cli, file, (*bind, *port), language),
        Command::Archive(args) => {
            archive_cmd::run(args, cli.data_dir.as_deref(), &registry(cli)?, reader)
                .map(Output::from)
        }
        Command::Night { command } => {
            Ok(
                night_cmd::run(command, &registry(cli)?, cli.data_dir.as_deref(), reader)
                    .map(Output::from)?,
            )
        }
        Command::Tables { command } => match command {
            TablesCommand::List => tables_list(&registry(cli)?, language),
            TablesCommand::Show { id, json } => {
                let registry = registry(cli)?;
                let entry = registry.entry(id).ok_or_else(|| {
                    say(
                        language,
                        Text::UnknownBidTableKnown,
                        &[id, &registry.known_ids()],
                    )
                })?;
                let table = entry
                    .table
                    .as_ref()
                    .map_err(|e| vira::words::table_error(e, language))?;
                if *json {
                    let value = report::table_json(id, table, language);
                    Ok(serde_json::to_string_pretty(&value).map_err(|e| e.to_string())? + "\n")
                } else {
                    Ok(report::table_text(id, table, language))
                }
            }
            TablesCommand::Check { file } => {
                let table =
                    load_table_file(file).map_err(|e| vira::words::table_error(&e, language))?;
                Ok(say(
                    language,
                    Text::OkContractsVariants,
                    &[
                        &vira::words::shown_path(file),
                        table.name.get(language),
                        &table.contracts.len().to_string(),
                        &table.variants.len().to_string(),
                    ],
                ))
            }
        }
        .map(Output::from),
    }
}

/// `vira serve`: the page of the evening file, followed until the
/// process is stopped. The address (with its token) is the one line
/// printed on stdout.
fn serve(
    cli: &Cli,
    file: &std::path::Path,
    (bind, port): (std::net::IpAddr, u16),
    language: Language,
) -> Result<Output, Failure> {
    use vira::serve::{PhoneServer, follow};
    // An address many machines answer to (broadcast, multicast) is no
    // machine's own: refused before anything is served (issue 34, 10).
    let many = match bind {
        std::net::IpAddr::V4(v4) => v4.is_broadcast() || v4.is_multicast(),
        std::net::IpAddr::V6(v6) => v6.is_multicast(),
    };
    if many {
        return Err(vira::i18n::say(
            language,
            Text::CannotListenOnItIsAnAddress,
            &[&bind.to_string()],
        )
        .into());
    }
    let registry = registry(cli)?;
    // A club night's file: its standing for the phones and a projector.
    let night = file.extension().is_some_and(|e| e == "night");
    let loaded = if night {
        vira::disk::night::read_night(file).map(|_| None)
    } else {
        follow::load(&registry, file).map(Some)
    };
    let pages = match &loaded {
        Ok(None) => follow::night_pages(&registry, file),
        Ok(Some(loaded)) => follow::pages_of(&Ok(loaded.clone()), follow::now()),
        Err(e) => follow::pages_of(&Err(e.clone()), follow::now()),
    };
    let started = if night {
        vira::serve::record::serve_night(bind, port, pages, file, &registry, Arc::default())
    } else {
        PhoneServer::start(std::net::SocketAddr::new(bind, port), pages)
    };
    let server = started.map_err(|e| {
        vira::i18n::say(
            language,
            Text::CannotListenOnPort,
            &[
                &bind.to_string(),
                &port.to_string(),
                &vira::words::system_error(&e, language),
            ],
        )
    })?;
    // The address goes to standard output: closed, it would go nowhere
    // and the phones would be served at an address no one knows.
    let mut out = std::io::stdout().lock();
    let said = if stdout_was_closed() {
        Err(closed_stdout())
    } else {
        writeln!(out, "{}", server.url()).and_then(|()| out.flush())
    };
    drop(out);
    if let Err(e) = said {
        return Err(cannot_write(&e, language).into());
    }
    let who = if bind.is_loopback() {
        vira::i18n::pick(language, Text::OnlyThisMachineReachesThePageBind)
    } else {
        vira::i18n::pick(language, Text::AnyoneOnTheNetworkWithTheAddress)
    };
    // A closed stderr is no reason not to serve.
    let _ = writeln!(std::io::stderr(), "{who}");
    // Why the file cannot be read is said here, on the console, never on
    // the phones' page (issue 34, 5).
    let console = |error: Option<&vira::error::ledger::Error>| {
        let line = match error {
            Some(error) => format!(
                "{}{}",
                words::error_prefix(language),
                vira::words::error(error, language)
            ),
            None => vira::i18n::pick(language, Text::TheFileCanBeReadAgainThe).to_string(),
        };
        // A closed stderr is no reason to stop serving.
        let _ = writeln!(std::io::stderr().lock(), "{line}");
    };
    if let Err(error) = &loaded {
        console(Some(error));
    }
    if night {
        // Each table that records from phones has its address said on
        // the console (a closed stderr is no reason to stop serving).
        for (evening, address) in vira::serve::record::recording_addresses(&server, file) {
            let line = vira::i18n::say(language, Text::TableRecordsAt, &[&evening, &address]);
            let _ = writeln!(std::io::stderr().lock(), "{line}");
        }
        follow::follow_night(&server, &registry, file, || true);
        return Ok(Output::Text(String::new()));
    }
    let first_error = loaded.err();
    follow::follow(&server, &registry, file, || true, first_error, console);
    Ok(Output::Text(String::new()))
}

/// Output that could not be written: the system's words for why.
fn cannot_write(error: &std::io::Error, language: Language) -> String {
    say(
        language,
        Text::CannotWriteTheOutput,
        &[&vira::words::system_error(error, language)],
    )
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// What `vira --version` prints after the program's name: the version and
/// the file formats this build reads (`-V` prints the version alone).
fn long_version(language: Language) -> String {
    let families = [ScoringName::Classic, ScoringName::Levels].map(|family| match family {
        // A new family is a compile error here until it is named.
        ScoringName::Classic => "Classic",
        ScoringName::Levels => "Levels",
    });
    say(
        language,
        Text::EveningFilesFormatBidTablesScoring,
        &[
            env!("CARGO_PKG_VERSION"),
            &vira::ledger::evening::FORMAT.to_string(),
            &families.join(", "),
        ],
    )
}

fn main() -> ExitCode {
    // The help is written while clap reads the arguments: its language is
    // found first.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let language = words::asked_language(&args);
    // clap keeps a `&'static str`; the text lives as long as the process.
    let version: &'static str = Box::leak(long_version(language).into_boxed_str());
    let mut command = words::command(Cli::command().long_version(version), language);
    let parsed = command
        .try_get_matches_from_mut(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => return clap_exit(&error, &command, language),
    };
    let language: Language = cli.lang.unwrap_or(Lang::En).into();
    match run(&cli) {
        Ok(output) => {
            // Buffered: the JSON of a long evening comes in many small pieces.
            let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
            let written = if stdout_was_closed() {
                Err(closed_stdout())
            } else {
                output.write(&mut out).and_then(|()| out.flush())
            };
            // The process ends here: freeing a long evening hand by hand
            // would only delay the exit.
            std::mem::forget(output);
            match written {
                // A reader that stopped early (`vira settle … | head`) is fine.
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    report_error(&cannot_write(&e, language), language);
                    ExitCode::from(2)
                }
            }
        }
        Err(Failure { out, message }) => {
            // The lines already due (a batch's), then the error; a closed
            // stdout changes nothing: the error and the status still say it.
            let _ = std::io::stdout().lock().write_all(out.as_bytes());
            report_error(&message, language);
            ExitCode::from(2)
        }
    }
}

/// `--help`, `--version` (on stdout) and a usage error (on stderr), as
/// clap renders them, written here so that a failed write is said and
/// fails the command: help into a full disk or a closed stdout is lost
/// output like any other.
fn clap_exit(error: &clap::Error, command: &clap::Command, language: Language) -> ExitCode {
    use std::io::IsTerminal;
    let rendered = words::usage_error(error, command, language);
    if error.use_stderr() {
        let mut err = std::io::stderr().lock();
        let text = if err.is_terminal() {
            rendered.ansi().to_string()
        } else {
            rendered.to_string()
        };
        // A usage error fails whether or not it could be said.
        let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
        return ExitCode::from(2);
    }
    let mut out = std::io::stdout().lock();
    let text = if out.is_terminal() {
        rendered.ansi().to_string()
    } else {
        rendered.to_string()
    };
    let written = if stdout_was_closed() {
        Err(closed_stdout())
    } else {
        out.write_all(text.as_bytes()).and_then(|()| out.flush())
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            report_error(&cannot_write(&e, language), language);
            ExitCode::from(2)
        }
    }
}

/// The error of a standard output that was closed when vira started.
fn closed_stdout() -> std::io::Error {
    std::io::Error::other("standard output is closed")
}

/// Whether standard output was closed when vira started (`vira … >&-`),
/// as looked at before Rust's runtime replaced it ([`closed_stdout`]).
fn stdout_was_closed() -> bool {
    closed_stdout::was_closed()
}

/// Writes `error: MESSAGE` on stderr (`fel: `, `エラー: ` in Swedish and Japanese), every hidden character escaped
/// (`\u{1b}`: the error room's words are; a path or an argument echoed
/// here may not be). A stderr that cannot be written (a closed pipe, a
/// full disk) cannot be told either: the exit status still says it.
fn report_error(message: &str, language: Language) {
    let message = vira::words::shown(message);
    let prefix = words::error_prefix(language);
    let _ = writeln!(std::io::stderr().lock(), "{prefix}{message}");
}
