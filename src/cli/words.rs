//! The command line's own words in the language asked for: `--help`, the
//! usage errors clap finds, and the prefix of every error.
//!
//! English is clap's own rendering of the doc comments, untouched. Swedish
//! and Japanese are the same command with every text replaced: the about of
//! each command and the help of each argument are found by their English
//! (clap's text of the doc comment) in [`help_words`], whose pairs go
//! through the one catalog ([`vira::i18n`]: the Japanese keyed by the
//! Swedish); the headings through the help template; the few words clap
//! writes itself and lets no builder set (`[OPTIONS]`, `[env: …]`,
//! `[default: …]`, `[possible values: …]`) are replaced in what it renders
//! ([`clap_words`]). A usage error is written from its kind and context in
//! the language ([`usage_error`]).
//!
//! The language must be known before clap reads the arguments (it writes
//! the help while it reads them): [`asked_language`] finds `--lang` first.

use std::ffi::OsString;
use std::fmt::Write as _;

use clap::builder::{PossibleValue, PossibleValuesParser, StyledStr, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};

use vira::i18n::{pick, say};
use vira::rules::table::Language;

/// The language of the command line: the last `--lang X` or `--lang=X`
/// before a `--`, English when there is none or its value is not one of
/// `sv`, `en`, `ja` (clap then says so, in English).
pub fn asked_language(args: &[OsString]) -> Language {
    let mut language = Language::English;
    let mut args = args.iter().skip(1).map(|a| a.to_str());
    while let Some(arg) = args.next() {
        let value = match arg {
            Some("--") => break,
            Some("--lang") => args.next().flatten(),
            Some(arg) => arg.strip_prefix("--lang="),
            None => None,
        };
        match value {
            Some("sv") => language = Language::Swedish,
            Some("en") => language = Language::English,
            Some("ja") => language = Language::Japanese,
            _ => {}
        }
    }
    language
}

/// `error: ` in the language, before every message on stderr.
pub fn error_prefix(language: Language) -> &'static str {
    pick(language, "fel: ", "error: ")
}

/// The command in the language: English as clap renders the doc comments;
/// otherwise every about, help, value name and heading translated.
pub fn command(cmd: Command, language: Language) -> Command {
    if language == Language::English {
        return cmd;
    }
    let words = help_words(language);
    // Built first: the help flags and the `help` command clap adds, and the
    // global arguments in every command, are there to translate too.
    let mut cmd = cmd;
    cmd.build();
    translate(cmd, &words, language)
}

/// A text of clap's in the language: the pair whose English it is, else as it is.
fn lookup(words: &[(&'static str, &'static str)], english: &str) -> Option<&'static str> {
    words
        .iter()
        .find(|(en, _)| *en == english)
        .map(|(_, said)| *said)
}

fn translate(cmd: Command, words: &[(&'static str, &'static str)], language: Language) -> Command {
    let mut cmd = cmd;
    if let Some(about) = cmd.get_about().and_then(|a| lookup(words, &a.to_string())) {
        cmd = cmd.about(about);
    }
    if let Some(about) = cmd
        .get_long_about()
        .and_then(|a| lookup(words, &a.to_string()))
    {
        cmd = cmd.long_about(about);
    }
    cmd = cmd.mut_args(|arg| translate_arg(arg, words, language));
    if cmd.has_subcommands() {
        cmd = cmd.subcommand_value_name(pick(language, "KOMMANDO", "COMMAND"));
    }
    cmd = cmd.mut_subcommands(|sub| translate(sub, words, language));
    let template = template(&cmd, language);
    cmd.help_template(template)
}

fn translate_arg(arg: Arg, words: &[(&'static str, &'static str)], language: Language) -> Arg {
    let mut arg = arg;
    if let Some(help) = arg.get_help().and_then(|h| lookup(words, &h.to_string())) {
        arg = arg.help(help);
    }
    if let Some(help) = arg
        .get_long_help()
        .and_then(|h| lookup(words, &h.to_string()))
    {
        arg = arg.long_help(help);
    }
    if let Some(names) = arg.get_value_names() {
        let names: Option<Vec<&'static str>> =
            names.iter().map(|n| value_name(n, language)).collect();
        if let Some(names) = names {
            arg = arg.value_names(names);
        }
    }
    if arg.get_id() == "lang" {
        arg = arg.value_parser(language_values(words));
    }
    arg
}

/// `--lang`'s values with their help in the language (the names of the
/// languages are their own), parsed to the same type as before.
fn language_values(
    words: &[(&'static str, &'static str)],
) -> impl TypedValueParser<Value = super::Lang> {
    use clap::ValueEnum;
    let values = super::Lang::value_variants()
        .iter()
        .filter_map(ValueEnum::to_possible_value)
        .map(|value| match value.get_help() {
            Some(help) => match lookup(words, &help.to_string()) {
                Some(said) => value.help(said),
                None => value,
            },
            None => value,
        })
        .collect::<Vec<PossibleValue>>();
    PossibleValuesParser::new(values).try_map(|name| super::Lang::from_str(&name, false))
}

/// The value names of the usage and the options (`<FILE>`), in the
/// language; a name not here stays as it is.
fn value_name(name: &str, language: Language) -> Option<&'static str> {
    Some(match name {
        "FILE" => pick(language, "FIL", "FILE"),
        "FILES" => pick(language, "FILER", "FILES"),
        "DIR" => pick(language, "MAPP", "DIR"),
        "LANG" => pick(language, "SPRÅK", "LANG"),
        "NAME" => pick(language, "NAMN", "NAME"),
        "DATE" => pick(language, "DATUM", "DATE"),
        "CLUB" => pick(language, "KLUBB", "CLUB"),
        "EVENING" => pick(language, "KVÄLL", "EVENING"),
        "PORT" => pick(language, "PORT", "PORT"),
        "BIND" => pick(language, "ADRESS", "BIND"),
        "SORT" => pick(language, "KOLUMN", "SORT"),
        "COMMAND" => pick(language, "KOMMANDO", "COMMAND"),
        "ID" => pick(language, "ID", "ID"),
        "PLAYERS" => pick(language, "SPELARE", "PLAYERS"),
        "RULE" => pick(language, "REGEL", "RULE"),
        "SEED" => pick(language, "FRÖ", "SEED"),
        "BY" => pick(language, "HUR", "BY"),
        "TABLE" => pick(language, "BORD", "TABLE"),
        "ADDRESS" => pick(language, "ADRESS", "ADDRESS"),
        _ => return None,
    })
}

/// The help's layout with its headings in the language: clap's default
/// (`Usage:`, then the commands, the arguments, the options), each section
/// only when the command has something in it.
fn template(cmd: &Command, language: Language) -> StyledStr {
    let styles = cmd.get_styles();
    let usage = styles.get_usage();
    let header = styles.get_header();
    let mut sections = Vec::new();
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        sections.push((pick(language, "Kommandon:", "Commands:"), "{subcommands}"));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push((pick(language, "Argument:", "Arguments:"), "{positionals}"));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push((pick(language, "Flaggor:", "Options:"), "{options}"));
    }
    let mut template = StyledStr::new();
    // Writing into a StyledStr (a String) cannot fail.
    let _ = write!(
        template,
        "{{before-help}}{{about-with-newline}}\n{usage}{}{usage:#} {{usage}}",
        pick(language, "Användning:", "Usage:")
    );
    for (heading, tag) in sections {
        // Into a String: cannot fail.
        let _ = write!(template, "\n\n{header}{heading}{header:#}\n{tag}");
    }
    template.push_str("{after-help}");
    template
}

/// The words clap writes itself in a help or a usage, in the language.
pub fn clap_words(text: &str, language: Language) -> String {
    if language == Language::English {
        return text.to_string();
    }
    let mut text = text.to_string();
    for (en, said) in [
        ("Usage:", pick(language, "Användning:", "Usage:")),
        ("[OPTIONS]", pick(language, "[FLAGGOR]", "[OPTIONS]")),
        ("[env: ", pick(language, "[miljövariabel: ", "[env: ")),
        ("[default: ", pick(language, "[standard: ", "[default: ")),
        (
            "[possible values: ",
            pick(language, "[möjliga värden: ", "[possible values: "),
        ),
        (
            "Possible values:",
            pick(language, "Möjliga värden:", "Possible values:"),
        ),
    ] {
        text = text.replace(en, said);
    }
    text
}

fn quoted_list(values: &[String]) -> String {
    values.join(", ")
}

fn text_of(value: Option<&ContextValue>) -> Option<String> {
    match value {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(quoted_list(v)),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    }
}

/// What clap found wrong with the arguments, said in the language from its
/// kind and context: the message, a similar name it knows, the usage and
/// where to read more. English is clap's own.
pub fn usage_error(error: &clap::Error, cmd: &Command, language: Language) -> StyledStr {
    let l = language;
    if l == Language::English {
        return error.render();
    }
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            | ErrorKind::DisplayVersion
    ) {
        // `--help`, `--version`, a command's help when it was given
        // nothing: the help itself, in the language already.
        let mut styled = StyledStr::new();
        styled.push_str(&clap_words(&error.render().ansi().to_string(), l));
        return styled;
    }
    let get = |kind| text_of(error.get(kind));
    let mut message = message(error, l);
    let style = cmd.get_styles().get_error();
    if let Some(ContextValue::Strings(valid)) = error
        .get(ContextKind::ValidValue)
        .or_else(|| error.get(ContextKind::ValidSubcommand))
        && !valid.is_empty()
    {
        message.push_str("\n  ");
        message.push_str(&say(
            l,
            "[möjliga värden: {}]",
            "[possible values: {}]",
            &[&quoted_list(valid)],
        ));
    }
    for kind in [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ] {
        if let Some(similar) = get(kind) {
            message.push_str("\n\n  ");
            message.push_str(&say(
                l,
                "tips: menade du '{}'?",
                "tip: did you mean '{}'?",
                &[&similar],
            ));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        message.push_str("\n\n");
        message.push_str(&clap_words(&usage.to_string(), l));
    }
    message.push_str("\n\n");
    message.push_str(pick(
        l,
        "Mer om argumenten: '--help'.",
        "For more information, try '--help'.",
    ));
    message.push('\n');
    let mut styled = StyledStr::new();
    // Writing into a StyledStr (a String) cannot fail.
    let _ = write!(
        styled,
        "{style}{}{style:#} {message}",
        error_prefix(l).trim_end()
    );
    styled
}

/// The sentence of a usage error, from its kind and context.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
fn message(error: &clap::Error, l: Language) -> String {
    let get = |kind| text_of(error.get(kind));
    let arg = get(ContextKind::InvalidArg).unwrap_or_default();
    let value = get(ContextKind::InvalidValue).unwrap_or_default();
    match error.kind() {
        ErrorKind::ArgumentConflict => match get(ContextKind::PriorArg) {
            Some(prior) if prior == arg => say(
                l,
                "'{}' kan bara ges en gång",
                "the argument '{}' cannot be used multiple times",
                &[&arg],
            ),
            Some(prior) => say(
                l,
                "'{}' kan inte ges tillsammans med '{}'",
                "the argument '{}' cannot be used with '{}'",
                &[&arg, &prior],
            ),
            None => say(
                l,
                "'{}' kan inte ges tillsammans med de andra argumenten",
                "the argument '{}' cannot be used with one or more of the other specified arguments",
                &[&arg],
            ),
        },
        ErrorKind::NoEquals => say(
            l,
            "'{}' behöver sitt värde efter ett likhetstecken",
            "equal sign is needed when assigning values to '{}'",
            &[&arg],
        ),
        ErrorKind::InvalidValue if value.is_empty() => say(
            l,
            "'{}' behöver ett värde",
            "a value is required for '{}' but none was supplied",
            &[&arg],
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => say(
            l,
            "ogiltigt värde '{}' för '{}'",
            "invalid value '{}' for '{}'",
            &[&value, &arg],
        ),
        ErrorKind::InvalidSubcommand => say(
            l,
            "okänt kommando '{}'",
            "unrecognized subcommand '{}'",
            &[&get(ContextKind::InvalidSubcommand).unwrap_or_default()],
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut text = pick(
                l,
                "de här argumenten saknas:",
                "the following required arguments were not provided:",
            )
            .to_string();
            if let Some(ContextValue::Strings(args)) = error.get(ContextKind::InvalidArg) {
                for a in args {
                    text.push_str("\n  ");
                    text.push_str(a);
                }
            }
            text
        }
        ErrorKind::MissingSubcommand => say(
            l,
            "'{}' behöver ett kommando",
            "'{}' requires a subcommand but one was not provided",
            &[&get(ContextKind::InvalidSubcommand).unwrap_or_default()],
        ),
        ErrorKind::InvalidUtf8 => pick(
            l,
            "ett argument är inte giltig UTF-8",
            "invalid UTF-8 was detected in one or more arguments",
        )
        .to_string(),
        ErrorKind::TooManyValues => say(
            l,
            "oväntat värde '{}' för '{}': inga fler väntades",
            "unexpected value '{}' for '{}' found; no more were expected",
            &[&value, &arg],
        ),
        ErrorKind::TooFewValues => say(
            l,
            "'{}' behöver {} värden men fick {}",
            "'{}' needs {} values but got {}",
            &[
                &arg,
                &get(ContextKind::MinValues).unwrap_or_default(),
                &get(ContextKind::ActualNumValues).unwrap_or_default(),
            ],
        ),
        ErrorKind::WrongNumberOfValues => say(
            l,
            "'{}' behöver {} värden men fick {}",
            "'{}' needs {} values but got {}",
            &[
                &arg,
                &get(ContextKind::ExpectedNumValues).unwrap_or_default(),
                &get(ContextKind::ActualNumValues).unwrap_or_default(),
            ],
        ),
        ErrorKind::UnknownArgument => say(
            l,
            "okänt argument '{}'",
            "unexpected argument '{}' found",
            &[&arg],
        ),
        _ => pick(
            l,
            "argumenten kan inte läsas",
            "the arguments cannot be read",
        )
        .to_string(),
    }
}

/// The texts of the help, by the English clap has of them (the doc
/// comments as clap reads them, and its own flags' and `help` command's),
/// each with its text in the language.
#[allow(clippy::too_many_lines)] // One pair a text: a table, not logic.
pub fn help_words(language: Language) -> Vec<(&'static str, &'static str)> {
    let pick = |sv: &'static str, en: &'static str| (en, pick(language, sv, en));
    vec![
        // The commands.
        pick(
            "Markräkning för Vira, det svenska stickspelet för tre: budtabeller som data, betdelning, kvällsfiler",
            "Chip ledger for Vira, the Swedish three-handed trick game: bid tables as data, settlement, evening files",
        ),
        pick(
            "Öppna appen (samma som utan kommando)",
            "Open the app (the same as no command)",
        ),
        pick(
            "Gör upp en kvällsfil: protokollet, betdelningen och vem som betalar vem",
            "Settle an evening file: the protocol, the betdelning and who pays whom",
        ),
        pick(
            "Budtabeller: lista, visa, kontrollera",
            "Bid tables: list, show, check",
        ),
        pick(
            "Klubbens arkiv: lista, statistik, export, import",
            "The club archive: list, stats, export, import",
        ),
        pick(
            "Visa spelarnas vy av en kvällsfil som en webbsida (för telefoner eller en projektor), som följer filen när den ändras. Bara läsning; adressen innehåller en slumpad nyckel. Ctrl-C stänger",
            "Serve the players' view of an evening file as a web page (for phones or a projector), following the file as it changes. Read-only; the address holds a random token. Ctrl-C stops",
        ),
        pick(
            "Lista de kända tabellerna (inbyggda och klubbens egna)",
            "List the known tables (built-in and the club's own)",
        ),
        pick(
            "Visa en tabell som det tryckta kortet",
            "Show a table as the printed card",
        ),
        pick(
            "Kontrollera en tabellfil och säg varje fel i den",
            "Check a table file and report every problem in it",
        ),
        pick(
            "Lista kvällarna: datum, klubb, spelare, tabell, givar, vinnare, förlorare; sedan filerna som inte är giltiga kvällar, och konflikter",
            "List the evenings: date, club, players, table, hands, winner, loser; then the files that are not valid evenings, and conflicts",
        ),
        pick(
            "Statistik per spelare och per kontrakt",
            "Statistics per player and per contract",
        ),
        pick(
            "Exportera CSV med givar och resultat, eller en kväll som utskrivbar HTML",
            "Export CSV of hands and results, or one evening as printable HTML",
        ),
        pick(
            "Importera kvällsfiler från en annan dator (slås ihop efter id)",
            "Import evening files from another machine (merged by id)",
        ),
        // clap's own.
        pick(
            "Visa den här hjälpen eller hjälpen för de angivna kommandona",
            "Print this message or the help of the given subcommand(s)",
        ),
        pick(
            "Visa hjälpen för kommandona",
            "Print help for the subcommand(s)",
        ),
        pick(
            "Visa hjälpen (mer med '--help')",
            "Print help (see more with '--help')",
        ),
        pick(
            "Visa hjälpen (en sammanfattning med '-h')",
            "Print help (see a summary with '-h')",
        ),
        pick("Visa hjälpen", "Print help"),
        pick("Visa versionen", "Print version"),
        // The arguments.
        pick(
            "En kvällsfil att öppna i appen (samma som `vira app FIL`; ett kommandos namn är kommandot)",
            "An evening file to open in the app (the same as `vira app FILE`; a command's name is the command)",
        ),
        pick(
            "Mapp med klubbens egna budtabeller (standard: plattformens konfigurationsmapp, `…/vira/tables`)",
            "Directory with the club's own bid tables (default: the platform's config directory, `…/vira/tables`)",
        ),
        pick(
            "Språket för kontrakts- och tabellnamn och för CSV-exporten (`sv`: för svenska kalkylprogram; `ja`: protokollet på japanska, belopp i poäng) (kommandoradens standard: en; appen följer systemets språk eller det sparade valet)",
            "Language of contract and table names, and of the CSV export (`sv`: for Swedish spreadsheets; `ja`: the protocol in Japanese, amounts in points) (command line default: en; the app follows the system language or the saved choice)",
        ),
        pick(
            "日本語 (belopp i poäng, 点)",
            "日本語 (amounts in points, 点)",
        ),
        pick(
            "Belopp i poäng (1 bet = 8 poäng, 1 pinne = 1 poäng) i stället för betar och pinnar: protokollet, betdelningen, resultaten och arkivets listor och utskrifter (bara orden; JSON och CSV behåller liggarens tal). Japanska är alltid i poäng; en nivåtabell (Isbergsvira) räknar redan i poäng",
            "Amounts in points (1 bet = 8 points, 1 pinne = 1 point) rather than betar and pinnar: the protocol, the betdelning, the results and the archive's lists and printouts (only the words; JSON and CSV keep the ledger's numbers). Japanese is in points always; a levels table (Isbergsvira) counts in points already",
        ),
        pick(
            "Var appen sparar kvällar (standard: plattformens datamapp, `…/vira`): `evenings/` pågående, `archive/` avslutade",
            "Where the app keeps evenings (default: the platform's data directory, `…/vira`): `evenings/` in progress, `archive/` closed",
        ),
        pick(
            "En kvällsfil att öppna i den: en pågående att fortsätta, en avslutad att läsa, en från annat håll att importera eller fortsätta",
            "An evening file to open in it: one in progress to continue, a closed one to read, one from elsewhere to import or continue",
        ),
        pick("Kvällsfilen (RON)", "The evening file (RON)"),
        pick(
            "Skriv JSON i stället för protokollet",
            "Print JSON instead of the protocol",
        ),
        pick(
            "Lägg till markerna: varje givs markflyttar och slutavräkningen (en kväll utan markinställningar får standarduppsättningen)",
            "Add the chips: each hand's chip moves and the final reckoning (an evening without chip settings uses the default set)",
        ),
        pick(
            "Tabellens id (filnamnet utan `.ron`)",
            "Table id (file name without `.ron`)",
        ),
        pick("Skriv JSON", "Print JSON"),
        pick("Tabellfilen (RON)", "The table file (RON)"),
        pick(
            "Porten (standard: en ledig port; adressen skrivs ut)",
            "The port (default: any free port; the address is printed)",
        ),
        pick(
            "Adressen att lyssna på: `127.0.0.1` (bara den här datorn, standard) eller `0.0.0.0` (alla telefoner i det lokala nätverket)",
            "The address to listen on: `127.0.0.1` (this machine only, the default) or `0.0.0.0` (every phone on the local network)",
        ),
        pick(
            "Arkivets mapp (standard: appens: mappen som valts i appen, sparad i datamappens `settings.ron`, annars `archive/` i datamappen: `--data-dir` eller plattformens `…/vira`)",
            "The archive folder (default: the app's: the folder chosen in the app, kept in `settings.ron` of the data directory, else `archive/` in the data directory: `--data-dir`, or the platform's `…/vira`)",
        ),
        pick(
            "Bara kvällar med den här spelaren (upprepa för flera: alla måste ha spelat; för statistik: spelarna som visas)",
            "Only evenings with this player (repeat for several: all must have played; for stats: the players to show)",
        ),
        pick(
            "Bara kvällar den här dagen eller senare (ÅÅÅÅ-MM-DD)",
            "Only evenings on or after this day (YYYY-MM-DD)",
        ),
        pick(
            "Bara kvällar den här dagen eller tidigare (ÅÅÅÅ-MM-DD)",
            "Only evenings on or before this day (YYYY-MM-DD)",
        ),
        pick(
            "Bara kvällar i den här klubben",
            "Only evenings of this club",
        ),
        pick(
            "Bara kvällar med den här budtabellen (id)",
            "Only evenings on this bid table (id)",
        ),
        pick("Sortera efter den här kolumnen", "Sort by this column"),
        pick("Sortera fallande", "Sort descending"),
        pick(
            "Skriv JSON (med diagrammens serier)",
            "Print JSON (with the chart series)",
        ),
        pick(
            "Skriv hands.csv och results.csv i den här mappen. Med `--lang sv` (eller `ja`) som skärmarna säger det: kolumner, ord och belopp på språket (betar och pinnar, poäng), tvångsgivar markerade; på svenska för ett svenskt kalkylprogram: en byte-order mark, `;` mellan fälten och kronor med decimalkomma. På engelska maskinens kolumnnamn och koder, `,` och decimalpunkt",
            "Write hands.csv and results.csv into this folder. With `--lang sv` (or `ja`) as the screens say it: the columns, words and amounts in the language (betar and pinnar, points), forced deals marked; in Swedish for a Swedish spreadsheet: a byte-order mark, `;` between the fields and kronor with a decimal comma. In English the machine's column names and codes, `,` and a decimal point",
        ),
        pick(
            "Skilj CSV-fälten åt med `;` oavsett språk (`--lang sv` gör det redan)",
            "Separate the CSV fields with `;` whatever the language (`--lang sv` does already)",
        ),
        pick(
            "Skriv den här kvällen (id, filnamn i arkivet eller en kvällsfil) som ett HTML-protokoll",
            "Write this evening (id, file name in the archive, or an evening file) as an HTML protocol",
        ),
        pick("HTML-filen att skriva", "The HTML file to write"),
        pick("Kvällsfilerna", "The evening files"),
        pick(
            "Skriv också den senaste sittningens placering som en sida att sätta upp när spelarna sätter sig (HTML, A4, namnen stora)",
            "Also write the newest sitting's seating as a page to pin up when the players sit down (HTML, A4, the names large)",
        ),
        pick(
            "Bara kvällarna i den här klubbkvällen (dess fil i arkivet, som `vira night close` skrev den)",
            "Only the evenings of this club night (its file in the archive, as `vira night close` wrote it)",
        ),
        pick(
            "Lämna in ett bords kvällsfil (från ett USB-minne eller ett mejl): den kopieras in i klubbkvällens mapp som bordet som sattes med dess spelare",
            "Hand a table's evening file in (from a USB stick or a mail): it is copied into the night's folder as the table seated with its players",
        ),
        pick("Bordets kvällsfil", "The table's evening file"),
        pick(
            "Bordet, som `SITTNING.BORD` (standard: det som sattes med filens spelare, den senaste sittningen först)",
            "The table, as `SITTING.TABLE` (default: the one seated with the file's players, the newest sitting first)",
        ),
        pick(
            "Placera den senaste sittningen igen i stället för att lägga till en (innan den börjar: vägras när ett av dess bord har sin kväll)",
            "Seat the last sitting again instead of adding one (before it starts: refused once one of its tables has an evening)",
        ),
        pick(
            "Klubbkvällarna i arkivet: datum, klubb, inlämnade bord, ledaren",
            "The nights in the archive: date, club, tables handed in, the leader",
        ),
        pick(
            "Stäng klubbkvällen: varje bords inlämnade fil tas in i arkivet, och kvällen bredvid dem, så att arkivet listar den; det som saknas sägs",
            "Close the night: every table's file handed in is taken into the archive, and the night beside them, so that the archive lists it; what is missing is said",
        ),
        pick(
            "Arkivmappen (standard: appens)",
            "The archive folder (default: the app's)",
        ),
        pick(
            "Skriv också klubbkvällen som en utskriftssida (HTML, A4): ställningen, placeringen och varje bords resultat",
            "Also write the night as a printable page (HTML, A4): the standing, the seating and each table's result",
        ),
        pick(
            "Följ ett bord direkt: dess adress (som dess app eller `vira serve` visar den) skrivs i klubbkvällens fil, och ställningen räknar det adressen ger tills bordets fil lämnas in",
            "Follow a table live: its watching address (as its app or `vira serve` shows it) goes into the night file, and the standing counts what the address gives until the table's file is handed in",
        ),
        pick(
            "Bordet, som `SITTNING.BORD` (`1.2`: sittning 1, bord 2)",
            "The table, as `SITTING.TABLE` (`1.2`: sitting 1, table 2)",
        ),
        pick(
            "Bordets adress, `http://ADRESS:PORT/NYCKEL/` (ingen: sluta följa det)",
            "The table's address, `http://ADDRESS:PORT/TOKEN/` (none: stop following it)",
        ),
        pick(
            "En klubbkväll med flera bord: dess ställning ur dess filer",
            "A club night of several tables: its standing from its files",
        ),
        pick(
            "Gör en fil för klubbkvällen med dess första sittning lottad: de närvarande spelarna i bord om 3, 4 eller 5, placerade genom en lottning vars frö skrivs ut",
            "Make a night file with its first sitting drawn: the players present into tables of 3, 4 or 5, seated by a draw whose seed is printed",
        ),
        pick(
            "Placera klubbkvällens nästa sittning och lägg den i klubbkvällens fil",
            "Seat the night's next sitting and add it to the night file",
        ),
        pick(
            "Klubbkvällens ställning över borden, ur klubbkvällens fil och kvällsfilerna bredvid den: varje spelares resultat enligt kvällens regel, varje bords resultat och det som saknas",
            "A night's standing across its tables, from the night file and the evening files beside it: every player's result by the night's rule, each table's result, and what is missing",
        ),
        pick(
            "Hur: `draw` (lottning), `standing` (ledarna tillsammans) eller `fresh` (så få spelare som möts igen som antalet tillåter)",
            "How: `draw`, `standing` (leaders together) or `fresh` (as few players meeting again as the count allows)",
        ),
        pick(
            "Skriv JSON (ställningen, varje bord och problemen i ord)",
            "Print JSON (the standing, each table, and the problems in words)",
        ),
        pick("Klubben", "The club"),
        pick(
            "Lottningens frö (standard: från klockan; skrivs ut i båda fallen)",
            "The draw's seed (default: from the clock; printed either way)",
        ),
        pick(
            "Klubbkvällens fil (`NAMN.night`)",
            "The night file (`NAME.night`)",
        ),
        pick(
            "Klubbkvällens fil att göra (`NAMN.night`); en som redan finns lämnas",
            "The night file to make (`NAME.night`); an existing one is left",
        ),
        pick("Klubbkvällens fil", "The night file"),
        pick(
            "Kvällens datum (ÅÅÅÅ-MM-DD)",
            "The night's date (YYYY-MM-DD)",
        ),
        pick(
            "De närvarande spelarna nu (standard: den senaste sittningens), åtskilda med komma: en som kommer sent läggs till, en som gått utelämnas",
            "The players present now (default: those of the last sitting), separated by commas: a late arrival added, someone gone left out",
        ),
        pick(
            "De närvarande spelarna, åtskilda med komma",
            "The players present, separated by commas",
        ),
        pick(
            "Ställningens regel: `net` (nettoresultat), eller `places:3,2,1,0` (poängen för varje plats vid ett bord)",
            "The standing's rule: `net`, or `places:3,2,1,0` (the points of each place at a table)",
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every about and help of the command (and of the flags and the
    /// `help` command clap adds) has its words: a doc comment changed
    /// without its Swedish shows here.
    #[test]
    fn every_text_of_the_help_has_its_words() {
        let words = help_words(Language::Swedish);
        let mut cmd = super::super::Cli::command();
        cmd.build();
        let mut missing = Vec::new();
        let mut stack = vec![cmd];
        while let Some(cmd) = stack.pop() {
            let abouts = [cmd.get_about(), cmd.get_long_about()];
            let helps = cmd
                .get_arguments()
                .flat_map(|a| [a.get_help(), a.get_long_help()]);
            for text in abouts.into_iter().chain(helps).flatten() {
                let text = text.to_string();
                if lookup(&words, &text).is_none() {
                    missing.push(text);
                }
            }
            stack.extend(cmd.get_subcommands().cloned());
        }
        assert!(missing.is_empty(), "no words for: {missing:#?}");
    }

    #[test]
    fn the_language_is_found_before_clap_reads_the_arguments() {
        let args = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(asked_language(&args(&["vira"])), Language::English);
        assert_eq!(
            asked_language(&args(&["vira", "settle", "--lang", "ja", "x.ron"])),
            Language::Japanese
        );
        assert_eq!(
            asked_language(&args(&["vira", "--lang=sv", "--help"])),
            Language::Swedish
        );
        assert_eq!(
            asked_language(&args(&["vira", "--lang", "xx", "--help"])),
            Language::English
        );
        assert_eq!(
            asked_language(&args(&["vira", "--", "--lang", "ja"])),
            Language::English
        );
        assert_eq!(
            asked_language(&args(&["vira", "--lang"])),
            Language::English
        );
    }
}
