//! The command line's own words in the language asked for: `--help`, the
//! usage errors clap finds, and the prefix of every error.
//!
//! English is clap's own rendering of the doc comments, untouched. Swedish
//! and Japanese are the same command with every text replaced: the about of
//! each command and the help of each argument are found by their English
//! (clap's text of the doc comment) in [`help_words`], whose texts are
//! keys of the program's one mechanism of languages ([`vira::i18n`]); the headings through the help template; the few words clap
//! writes itself and lets no builder set (`[OPTIONS]`, `[env: …]`,
//! `[default: …]`, `[possible values: …]`) are replaced in what it renders
//! ([`clap_words`]). A usage error is written from its kind and context in
//! the language ([`usage_error`]).
//!
//! The language must be known before clap reads the arguments (it writes
//! the help while it reads them): [`asked_language`] finds `--lang` first.

use vira::i18n::Text;

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
        if let Some(asked) = value.and_then(Language::of_code) {
            language = asked;
        }
    }
    language
}

/// `error: ` in the language, before every message on stderr.
pub fn error_prefix(language: Language) -> &'static str {
    pick(language, Text::Error)
}

/// The command in the language: English as clap renders the doc comments;
/// otherwise every about, help, value name and heading translated.
pub fn command(cmd: Command, language: Language) -> Command {
    match language {
        Language::English => return cmd,
        Language::Swedish | Language::Japanese => {}
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
        cmd = cmd.subcommand_value_name(pick(language, Text::COMMAND));
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
        "FILE" => pick(language, Text::FILE),
        "FILES" => pick(language, Text::FILES),
        "DIR" => pick(language, Text::DIR),
        "LANG" => pick(language, Text::LANG),
        "NAME" => pick(language, Text::NAME),
        "DATE" => pick(language, Text::DATE),
        "CLUB" => pick(language, Text::CLUB),
        "EVENING" => pick(language, Text::EVENING),
        "PORT" => pick(language, Text::PORT),
        "BIND" => pick(language, Text::BIND),
        "SORT" => pick(language, Text::SORT),
        "COMMAND" => pick(language, Text::COMMAND),
        "ID" => pick(language, Text::ID),
        "PLAYERS" => pick(language, Text::PLAYERS),
        "RULE" => pick(language, Text::RULE),
        "SEED" => pick(language, Text::SEED),
        "BY" => pick(language, Text::BY),
        "TABLE" => pick(language, Text::TABLE),
        "ADDRESS" => pick(language, Text::ADDRESS),
        "AMOUNT" => pick(language, Text::AMOUNT),
        "CURRENCY" => pick(language, Text::CURRENCY),
        "N" => pick(language, Text::N),
        "MODEL" => pick(language, Text::MODEL),
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
        sections.push((pick(language, Text::Commands), "{subcommands}"));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push((pick(language, Text::Arguments), "{positionals}"));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push((pick(language, Text::Options), "{options}"));
    }
    let mut template = StyledStr::new();
    // Writing into a StyledStr (a String) cannot fail.
    let _ = write!(
        template,
        "{{before-help}}{{about-with-newline}}\n{usage}{}{usage:#} {{usage}}",
        pick(language, Text::Usage)
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
    match language {
        Language::English => return text.to_string(),
        Language::Swedish | Language::Japanese => {}
    }
    let mut text = text.to_string();
    for (en, said) in [
        ("Usage:", pick(language, Text::Usage)),
        ("[OPTIONS]", pick(language, Text::OPTIONS)),
        ("[env: ", pick(language, Text::Env)),
        ("[default: ", pick(language, Text::Default)),
        (
            "[possible values: ",
            pick(language, Text::PossibleValuesColon),
        ),
        ("Possible values:", pick(language, Text::PossibleValues)),
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
    match l {
        Language::English => return error.render(),
        Language::Swedish | Language::Japanese => {}
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
        message.push_str(&say(l, Text::PossibleValuesWith1, &[&quoted_list(valid)]));
    }
    for kind in [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ] {
        if let Some(similar) = get(kind) {
            message.push_str("\n\n  ");
            message.push_str(&say(l, Text::TipDidYouMean, &[&similar]));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        message.push_str("\n\n");
        message.push_str(&clap_words(&usage.to_string(), l));
    }
    message.push_str("\n\n");
    message.push_str(pick(l, Text::ForMoreInformationTryHelp));
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
            Some(prior) if prior == arg => {
                say(l, Text::TheArgumentCannotBeUsedMultipleTimes, &[&arg])
            }
            Some(prior) => say(l, Text::TheArgumentCannotBeUsedWith, &[&arg, &prior]),
            None => say(l, Text::TheArgumentCannotBeUsedWithOne, &[&arg]),
        },
        ErrorKind::NoEquals => say(l, Text::EqualSignIsNeededWhenAssigningValues, &[&arg]),
        ErrorKind::InvalidValue if value.is_empty() => {
            say(l, Text::AValueIsRequiredForButNone, &[&arg])
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            say(l, Text::InvalidValueFor, &[&value, &arg])
        }
        ErrorKind::InvalidSubcommand => say(
            l,
            Text::UnrecognizedSubcommand,
            &[&get(ContextKind::InvalidSubcommand).unwrap_or_default()],
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut text = pick(l, Text::TheFollowingRequiredArgumentsWereNotProvided).to_string();
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
            Text::RequiresASubcommandButOneWasNot,
            &[&get(ContextKind::InvalidSubcommand).unwrap_or_default()],
        ),
        ErrorKind::InvalidUtf8 => pick(l, Text::InvalidUTF8WasDetectedInOne).to_string(),
        ErrorKind::TooManyValues => {
            say(l, Text::UnexpectedValueForFoundNoMoreWere, &[&value, &arg])
        }
        ErrorKind::TooFewValues => say(
            l,
            Text::NeedsValuesButGot,
            &[
                &arg,
                &get(ContextKind::MinValues).unwrap_or_default(),
                &get(ContextKind::ActualNumValues).unwrap_or_default(),
            ],
        ),
        ErrorKind::WrongNumberOfValues => say(
            l,
            Text::NeedsValuesButGot,
            &[
                &arg,
                &get(ContextKind::ExpectedNumValues).unwrap_or_default(),
                &get(ContextKind::ActualNumValues).unwrap_or_default(),
            ],
        ),
        ErrorKind::UnknownArgument => say(l, Text::UnexpectedArgumentFound, &[&arg]),
        _ => pick(l, Text::TheArgumentsCannotBeRead).to_string(),
    }
}

/// The texts of the help, by the English clap has of them (the doc
/// comments as clap reads them, and its own flags' and `help` command's),
/// each with its text in the language.
#[allow(clippy::too_many_lines)] // One pair a text: a table, not logic.
pub fn help_words(language: Language) -> Vec<(&'static str, &'static str)> {
    let pick = |text| (pick(Language::English, text), pick(language, text));
    vec![
        // The commands.
        pick(Text::ChipLedgerForViraTheSwedishThree),
        pick(Text::OpenTheAppTheSameAsNo),
        pick(Text::SettleAnEveningFileTheProtocolThe),
        pick(Text::BidTablesListShowCheck),
        pick(Text::TheClubArchiveListStatsExportImport),
        pick(Text::ServeThePlayersViewOfAnEvening),
        pick(Text::ListTheKnownTablesBuiltInAnd),
        pick(Text::ShowATableAsThePrintedCard),
        pick(Text::CheckATableFileAndReportEvery),
        pick(Text::ListTheEveningsDateClubPlayersTable),
        pick(Text::StatisticsPerPlayerAndPerContract),
        pick(Text::ExportCSVOfHandsAndResultsOr),
        pick(Text::ImportEveningFilesFromAnotherMachineMerged),
        // clap's own.
        pick(Text::PrintThisMessageOrTheHelpOf),
        pick(Text::PrintHelpForTheSubcommandS),
        pick(Text::PrintHelpSeeMoreWithHelp),
        pick(Text::PrintHelpSeeASummaryWithH),
        pick(Text::PrintHelp),
        pick(Text::PrintVersion),
        // The arguments.
        pick(Text::AnEveningFileToOpenInThe),
        pick(Text::DirectoryWithTheClubsOwnBidTables),
        pick(Text::LanguageOfContractAndTableNamesAnd),
        pick(Text::AmountsInPoints),
        pick(Text::AmountsInPoints1Bet8PointsSvBeloppIPoang1),
        pick(Text::WhereTheAppKeepsEveningsDefaultThe),
        pick(Text::AnEveningFileToOpenInIt),
        pick(Text::TheEveningFileRON),
        pick(Text::PrintJSONInsteadOfTheProtocol),
        pick(Text::AddTheChipsEachHandsChipMoves),
        pick(Text::TableIdFileNameWithoutRon),
        pick(Text::PrintJSON),
        pick(Text::TheTableFileRON),
        pick(Text::ThePortDefaultAnyFreePortThe),
        pick(Text::TheAddressToListenOn1270),
        pick(Text::TheArchiveFolderDefaultTheAppsThe),
        pick(Text::OnlyEveningsWithThisPlayerRepeatFor),
        pick(Text::OnlyEveningsOnOrAfterThisDay),
        pick(Text::OnlyEveningsOnOrBeforeThisDay),
        pick(Text::OnlyEveningsOfThisClub),
        pick(Text::OnlyEveningsOnThisBidTableId),
        pick(Text::SortByThisColumn),
        pick(Text::SortDescending),
        pick(Text::PrintJSONWithTheChartSeries),
        pick(Text::WriteHandsCsvAndResultsCsvInto),
        pick(Text::SeparateTheCSVFieldsWithWhateverThe),
        pick(Text::WriteThisEveningIdFileNameIn),
        pick(Text::TheHTMLFileToWrite),
        pick(Text::TheEveningFiles),
        pick(Text::AlsoWriteTheNewestSittingsSeatingAs),
        pick(Text::OnlyTheEveningsOfThisClubNight),
        pick(Text::HandATablesEveningFileInFrom),
        pick(Text::TheTablesEveningFile),
        pick(Text::TheTableAsSITTINGTABLEDefaultThe),
        pick(Text::SeatTheLastSittingAgainInsteadOf),
        pick(Text::TheNightsInTheArchiveDateClub),
        pick(Text::CloseTheNightEveryTablesFileHanded),
        pick(Text::TheArchiveFolderDefaultTheApps),
        pick(Text::AlsoWriteTheNightAsAPrintable),
        pick(Text::FollowATableLiveItsWatchingAddress),
        pick(Text::TheTableAsSITTINGTABLE12),
        pick(Text::TheTablesAddressHttpADDRESSPORTTOKEN),
        pick(Text::AClubNightOfSeveralTablesIts),
        pick(Text::MakeANightFileWithItsFirst),
        pick(Text::SeatTheNightsNextSittingAndAdd),
        pick(Text::ANightsStandingAcrossItsTablesFrom),
        pick(Text::HowDrawStandingLeadersTogetherOrFresh),
        pick(Text::PrintJSONTheStandingEachTableAnd),
        pick(Text::TheClub),
        pick(Text::TheDrawsSeedDefaultFromTheClock),
        pick(Text::TheNightFileNAMENight),
        pick(Text::TheNightFileToMakeNAMENight),
        pick(Text::TheNightFile),
        pick(Text::TheNightsDateYYYYMMDD),
        pick(Text::ThePlayersPresentNowDefaultThoseOf),
        pick(Text::ThePlayersPresentSeparatedByCommas),
        pick(Text::TheStandingsRuleNetOrPlaces3),
        pick(Text::TheBidTableEveryTablePlaysItsId),
        pick(Text::ThePriceOfABetAtEveryTable),
        pick(Text::ThePricesCurrency),
        pick(Text::EveryTablePlaysThisManyDeals),
        pick(Text::EveryTablePlaysUntilThisTime),
        pick(Text::AfterTheTimeALastRound),
        pick(Text::LetATableRecordItsHandsFromAPhone),
        pick(Text::TheBidTableWhenTheNightNamesNone),
        pick(Text::TakeTheTablesTokenBack),
        pick(Text::TheSeasonsStandingByADeclaredRule),
        pick(Text::TheRuleTotalAverageBestPlaces),
        pick(Text::EveryEveningInBetarClassicAndIsberg),
        pick(Text::AlsoWriteTheSeasonAsAPrintablePage),
        pick(Text::EveryPlayersRatingFromTheArchive),
        pick(Text::TheModelWengLinOrGlicko2),
        pick(Text::PrintJSONWithEachPlayersHistory),
        pick(Text::HeadToHeadTwoPlayersEvenings),
        pick(Text::OnePlayerOrTwo),
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
