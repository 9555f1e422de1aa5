//! The words of every error kind in English: one function a kind, each one
//! exhaustive `match`, so a kind without English words does not compile. The
//! entries in [`super`] choose this file, [`super::sv`] or [`super::ja`] by
//! the language. Text from a file is quoted ([`quoted`]).

#[allow(clippy::wildcard_imports)]
use super::*;

/// What a bid table's check found, in English.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn table_issue(issue: &TableIssue) -> String {
    use TableIssue as I;
    let language = Language::English;
    match issue {
        I::PinnarPerBet { value, max } => {
            format!("`pinnar_per_bet` is {value}; it must be 1 to {max}")
        }
        I::LevelsPinnarPerBet {
            value,
            three: Some(three),
            ..
        } => format!(
            "`pinnar_per_bet` is {value}; in a levels table it is the points in a bet at three players, {three} by `levels.points_per_bet`"
        ),
        I::LevelsPinnarPerBet {
            value,
            three: None,
            max,
        } => format!("`pinnar_per_bet` is {value}; a bet must be 1 to {max} points"),
        I::KeepAtLeastTooHigh { minimum, max } => format!(
            "`house.refill`: KeepAtLeast({minimum}): a pulla kept at more than {max} betar is surely a typo"
        ),
        I::LevelsInClassic => "`levels` belongs to a levels table (`scoring: Levels`)".into(),
        I::LevelsMissing => "`scoring: Levels` needs the family's values in `levels`".into(),
        I::BadId => "the id must be lowercase letters, digits and `-`".into(),
        I::RankZero => "`rank` starts at 1".into(),
        I::MisarCards { cards } => format!("a misär is played with 1 to 13 cards, not {cards}"),
        I::TrickTarget { target } => {
            format!("the trick target must be 1 to 13, not {target}")
        }
        I::TrickGameWithoutTrump => "a trick game needs a trump: `trump` is NoTrump".into(),
        I::MisarWithTrump => "a misär is played without trump: `trump` must be NoTrump".into(),
        I::MisarWithTrumpRank => {
            "a misär has no trump rank: leave out `pinnar.second` and `pinnar.preference`".into()
        }
        I::GaskTrumpNotChosen => "a gask played high or low has its trump `Chosen`".into(),
        I::TurnedCards { cards } => format!("`Turned({cards})`: 1 to 13 cards can be turned"),
        I::ColourBidsWithoutChosenTrump => {
            "`colour_bids` needs a trump the declarer chooses (`trump: Chosen`)".into()
        }
        I::OmkopWithoutKop => {
            "omköp exists only where the declarer buys part of the stock (`stock: Kop`)".into()
        }
        I::Negative { field, value } => {
            let what = row_value(*field);
            match field {
                RowValue::Pot(..) => format!("{what} is {value}, it must be 0 or more"),
                RowValue::Pinnar(_) => {
                    format!("{what} is {value}; pinnar must be 0 or more")
                }
                RowValue::PassPenalty => {
                    format!("{what} is {value}; it must be 0 or more")
                }
            }
        }
        I::TooLarge { field, value, max } => format!(
            "{} is {value}; values above {max} are surely a typo",
            row_value(*field)
        ),
        I::LevelInClassic => "`level` belongs to a levels table (`scoring: Levels`)".into(),
        I::ClassicWithoutPot => "a classic table's contract needs its `pot` and `pinnar`".into(),
        I::LevelMissing => "a levels table's contract needs its `level`".into(),
        I::LevelsWithPot => {
            "a levels table pays from `level`: leave out `pot`, `omkop` and `pinnar`".into()
        }
        I::LevelTooLarge { level, max } => {
            format!("level {level} is surely a typo (numbers above {max})")
        }
        I::LevelOutOfRange { field, value, max } => {
            format!("`level.{}` is {value}; it must be 1 to {max}", field.key())
        }
        I::RebuyWithoutKop => {
            "`rebuy` exists only where the declarer buys part of the stock (`stock: Kop`)".into()
        }
        I::DuplicateId => "duplicate contract id".into(),
        I::RankTwice { rank, other } => {
            format!("rank {rank} is also the rank of `{}`", quoted(other))
        }
        I::NoContracts => "the table has no contracts".into(),
        I::ForcedUnknown { contract } => format!(
            "`forced` names the contract `{}`, which the table does not have",
            quoted(contract)
        ),
        I::PointsPerPinne { value, max } => {
            format!("`points_per_pinne` is {value}; it must be 1 to {max}")
        }
        I::NoPointsPerBet => "`points_per_bet` names no number of players".into(),
        I::PointsPerBetPlayers { players } => {
            format!("`points_per_bet`: {players} players, but 3, 4 or 5 may play, each once")
        }
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } => {
            format!("`points_per_bet`: {points} points at {players} players; it must be 1 to {max}")
        }
        I::NoSitOut { players } => {
            format!("{players} may play, but `seating` does not say who sits out")
        }
        I::Seating { players, sit_out } => format!(
            "`seating` at {players} players: {sit_out:?} must name {} different seats 1 to {} (the dealer plays)",
            players.saturating_sub(3),
            players.saturating_sub(1)
        ),
        I::LevelColumn { column, columns } => {
            format!("`level_column` is {column}, but there are {columns} columns")
        }
        I::ContractColumn {
            contract,
            column,
            columns,
        } => format!(
            "`{}`: column {column}, but `columns` has {columns} (counted from 0)",
            quoted(contract)
        ),
        I::Multiplier { rank, value, max } => format!(
            "`multipliers.{}` is {value}; it must be 1 to {max}",
            rank.key()
        ),
        I::Variant { variant, problem } => format!(
            "variant `{}`: {}",
            quoted(variant),
            super::variant_problem(problem, language)
        ),
    }
}

/// What is wrong with a variant of a table, in English.
pub(super) fn variant_problem(problem: &VariantProblem) -> String {
    use VariantProblem as P;
    let language = Language::English;
    match problem {
        P::DuplicateId => "duplicate variant id".into(),
        P::UnknownContract { contract } => format!(
            "overrides contract `{}`, which the table does not have",
            quoted(contract)
        ),
        P::Twice { contract } => format!(
            "overrides contract `{}` twice; merge the two",
            quoted(contract)
        ),
        P::NoOmkop { contract } => format!(
            "changes the omköp values of `{}`, which has no omköp",
            quoted(contract)
        ),
        P::Breaks { contract, issue } => format!(
            "on `{}`: {}",
            quoted(contract),
            super::table_issue(issue, language)
        ),
    }
}

/// Why an evening's variants cannot be applied to its table, in English.
pub(super) fn variants_issue(issue: &VariantsIssue) -> String {
    use VariantsIssue as V;
    match issue {
        V::ListedTwice { variant } => format!("variant `{}` is listed twice", quoted(variant)),
        V::Unknown { variant, known } => {
            let known = if known.is_empty() {
                "none".to_string()
            } else {
                known
                    .iter()
                    .map(|k| quoted(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            {
                format!(
                    "unknown variant `{}` (this table has: {known})",
                    quoted(variant)
                )
            }
        }
        V::Conflict {
            first,
            second,
            contract,
            column,
            field,
            first_value,
            second_value,
        } => format!(
            "variants `{}` and `{}` both set {}.{} of `{}` ({first_value} and {second_value}); choose one",
            quoted(first),
            quoted(second),
            column.key(),
            field.key(),
            quoted(contract)
        ),
        V::UnknownContract { variant } => {
            format!("variant `{}` names an unknown contract", quoted(variant))
        }
    }
}

/// What is wrong with a RON text, in English.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn syntax_problem(problem: &SyntaxProblem) -> String {
    use SyntaxProblem as P;
    let language = Language::English;
    match problem {
        // ron's own words, kept: people search for them.
        P::Expected(t) => format!("Expected {}", token(*t, language)),
        P::OtherStruct { expected, found } => format!(
            "Expected struct `{}` but found `{}`",
            quoted(expected),
            quoted(found)
        ),
        P::UnexpectedChar(c) => format!("Unexpected char {c:?}"),
        P::Eof => "Unexpected end of RON".into(),
        P::TrailingCharacters => "Non-whitespace trailing characters".into(),
        P::WrongValue { expected, found } => {
            format!(
                "Expected {} but found {} instead",
                quoted(expected),
                quoted(found)
            )
        }
        P::WrongLength { expected, found } => format!(
            "Expected {expected} but found {} instead",
            match found {
                0 => "zero elements".to_string(),
                1 => "one element".to_string(),
                n => format!("{n} elements"),
            }
        ),
        P::MissingField { field, outer } => format!(
            "Unexpected missing field named `{}`{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::UnknownField {
            found,
            expected,
            outer,
        } => format!(
            "Unexpected field named `{}`{}, {}",
            quoted(found),
            inside(outer.as_ref(), language),
            one_of_en(expected, "fields")
        ),
        P::DuplicateField { field, outer } => format!(
            "Unexpected duplicate field named `{}`{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::UnknownVariant {
            found,
            expected,
            outer,
        } => format!(
            "Unexpected {}variant named `{}`{}, {}",
            if outer.is_none() { "enum " } else { "" },
            quoted(found),
            outer
                .as_ref()
                .map_or_else(String::new, |o| format!(" in enum `{}`", quoted(o))),
            one_of_en(expected, "variants")
        ),
        P::IntegerOutOfBounds => "Integer is out of bounds".into(),
        P::InvalidDigit { digit } => format!("Invalid digit {digit:?}"),
        P::InvalidEscape(words) => words.clone(),
        P::UnclosedComment => "Unclosed block comment".into(),
        P::NotUtf8 => "invalid UTF-8".into(),
        P::TooDeep => "Exceeded recursion limit".into(),
        P::NotADate { detail } => format!("{detail} (write the date \"YYYY-MM-DD\")"),
        P::NotAColour { text } => {
            format!("`{}` is not a colour; write it \"#rrggbb\"", quoted(text))
        }
        P::NotALevel { text } => format!(
            "`{}` is not a level; write a whole number or a fraction (\"-1\", \"4/3\", \"384\")",
            quoted(text)
        ),
        P::UnknownFormat { found, known } => format!(
            "format {found} is not known; this program reads format {known} (is the file from a newer version?)"
        ),
        // The parser's own words, whole; a newline in them (from a file)
        // written as `\n`.
        P::Other(detail) => shown(&detail.replace('\n', "\\n")),
    }
}

/// Why a hand cannot have happened, in English.
#[allow(clippy::too_many_lines)] // One arm per message: a table, not logic.
pub(super) fn hand_problem(problem: &HandProblem) -> String {
    let language = Language::English;
    let name = |names: &Names| names.get(language).to_string();
    let rank = |rank: Trump| rank_phrase(rank, language);
    match problem {
        HandProblem::NoSuchHand => "there is no such hand".into(),
        HandProblem::NotAPlayer { name } => format!("`{}` is not one of the players", quoted(name)),
        HandProblem::SitsOut { player, dealer } => {
            format!("{player} sits out this hand ({dealer} deals)")
        }
        HandProblem::UnknownContract { contract } => {
            format!("`{}` is not a contract of this table", quoted(contract))
        }
        HandProblem::NoPassingRule { contract } => format!(
            "{} has no passing rule, so no penalty for passing it",
            name(contract)
        ),
        HandProblem::PasserIsDeclarer { player } => {
            format!("{player} is the declarer, not a passer")
        }
        HandProblem::PasserSitsOut { player } => {
            format!("{player} sits out this hand and passed nothing")
        }
        HandProblem::ListedTwice { player } => format!("{player} is listed twice"),
        HandProblem::NoColourBids { contract } => format!(
            "{} cannot be bid in colour or in preference",
            name(contract)
        ),
        HandProblem::NotAtRank { contract, rank: r } => {
            format!("{} cannot be played in {}", name(contract), rank(*r))
        }
        HandProblem::BidButPlayed { bid, rank: r } => {
            format!(
                "bid {} but played in {}",
                bid_word(*bid, language),
                rank(*r)
            )
        }
        HandProblem::MisarWithTrump { contract, rank: r } => format!(
            "{} is a misär, played without trump, not in {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::TrickGameAsMisar { contract } => format!(
            "{} is a trick game; it cannot be played as misär",
            name(contract)
        ),
        HandProblem::ColourBidAsMisar { contract } => format!(
            "{} bid in colour or preference cannot be played as misär",
            name(contract)
        ),
        HandProblem::NeedsTrump { contract } => {
            format!("{} needs the trump rank it was played at", name(contract))
        }
        HandProblem::NoOmkop { contract } => format!("{} has no omköp", name(contract)),
        HandProblem::MisarFirstExchange { contract, rank: r } => format!(
            "{} is a misär; its first exchange is `Misar`, not {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::OmkopKeepsTrump {
            contract,
            first,
            played,
        } => format!(
            "{} keeps its trump on omköp: first exchange in {}, game in {}",
            name(contract),
            rank(*first),
            rank(*played)
        ),
        HandProblem::FirstExchangeHadTrump { contract } => format!(
            "{} is a trick game; its first exchange had a trump",
            name(contract)
        ),
        HandProblem::TooManyTricks {
            contract,
            tricks,
            cards,
        } => format!(
            "{tricks} tricks, but only {cards} are played in {} as recorded",
            name(contract)
        ),
        HandProblem::FieldNotUsed => "this table's scoring does not use this field".into(),
        HandProblem::CannotSurrender { contract } => {
            format!("{} cannot be surrendered", name(contract))
        }
        HandProblem::SecondLastAbove { second_last } => format!(
            "the second-last bid {} is on a higher level than the contract",
            name(second_last)
        ),
        HandProblem::NotAtThisStage { what } => {
            use crate::error::ledger::StageRule;
            match what {
                StageRule::Surrender => {
                    "folding comes in a later stage of the curriculum (Vira with folding)".into()
                }
                StageRule::Omkop => {
                    "a second exchange comes in a later stage of the curriculum (Vira with a second exchange)".into()
                }
                StageRule::PassPenalty => {
                    "the pass penalty comes in a later stage of the curriculum (Vira with gök conventions)".into()
                }
}
        }
        HandProblem::ForcedNotForehand { forehand, forced } => format!(
            "{} is a forced deal: forehand, {forehand}, plays it (unless a solo takes it away)",
            name(forced)
        ),
        HandProblem::ForcedDealOwed {
            forced,
            forehand,
            deal,
            of,
        } => format!(
            "this is forced deal {deal} of {of}: {forehand} (forehand) plays {}, unless a solo takes it away",
            name(forced)
        ),
        HandProblem::ForcedContract { forced, contract } => format!(
            "the forced round plays {}, not {}; a solo that takes the forced game away is recorded as taken away",
            name(forced),
            name(contract)
        ),
        HandProblem::UnknownForced { contract } => {
            format!(
                "the forced round's contract `{}` is not in the bid table",
                quoted(contract)
            )
        }
        HandProblem::NoForcedRounds => "the bid table has no forced rounds; remove `forced`".into(),
        HandProblem::NotAForcedRound { contract, rounds } => format!(
            "`{}` is not a forced round of the bid table; its forced rounds are {}",
            quoted(contract),
            one_of(rounds, "and")
        ),
        HandProblem::TooManyRebuys { rebuys, max } => {
            format!("{rebuys} rebuys in one hand is surely a typo (at most {max})")
        }
        HandProblem::TakenAwayNotForced => {
            "only a forced deal can be taken away; give the forced round's contract".into()
        }
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } => format!(
            "{} is too low to take the forced game away; it takes at least {}",
            name(contract),
            name(threshold)
        ),
        HandProblem::NoTakeAwayRule => {
            "the house rules name no contract that takes a forced game away".into()
        }
        HandProblem::Overflow => "the amounts no longer fit in the ledger's numbers".into(),
    }
}

/// What is wrong with an evening's header, in English.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn evening_issue(issue: &EveningIssue) -> String {
    let language = Language::English;
    match issue {
        EveningIssue::UnknownFormat { found, known } => {
            format!("format {found} is not known; this program reads format {known}")
        }
        EveningIssue::PlayerCount { count } => {
            format!("{count} players; Vira is played by 3, 4 or 5")
        }
        EveningIssue::PlayerCountForTable { count, allowed } => format!(
            "{count} players; this table is played by {}",
            counts(allowed, "or")
        ),
        EveningIssue::Name { name, issue } => super::name_in_file(name, *issue, language),
        EveningIssue::HiddenCharacter { text, character } => hidden(text, *character, language),
        EveningIssue::Twice { name } => format!("`{}` sits at the table twice", quoted(name)),
        EveningIssue::NotAPlayer { name } => {
            format!("`{}` is not one of the players", quoted(name))
        }
        EveningIssue::PriceTooHigh { price, max } => format!(
            "{price} öre a bet is more than {} kr; surely a typo",
            max / 100
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } => format!(
            "KeepAtLeast({minimum}): a pulla kept at more than {max} betar is surely a typo"
        ),
        EveningIssue::Chips { problem } => super::chip_problem(problem, language),
        EveningIssue::UnknownForced { contract } => {
            format!("`{}` is not in the bid table", quoted(contract))
        }
        EveningIssue::NotATime { text } => {
            format!(
                "`{}` is not a time; write HH:MM, for example 23:00",
                quoted(text)
            )
        }
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() => {
            format!("`{}`: the bid table has no forced rounds", quoted(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } => format!(
            "`{}` is not a forced round of the bid table; its forced rounds are {}",
            quoted(contract),
            one_of(rounds, "and")
        ),
        EveningIssue::LastRoundFrom { from, hands } => format!(
            "the last round starts at deal {from}, but the evening has {hands} hands (it can start at deal 1 to {})",
            hands.saturating_add(1)
        ),
        EveningIssue::NoDeals => "an evening of 0 deals; give 1 or more".into(),
        EveningIssue::DealsAndUntil => {
            "give either a number of deals (`deals`) or an end time (`until`), not both".into()
        }
        EveningIssue::NoRoundAfter => {
            "the bid table has no rule of forced rounds after a won contract".into()
        }
        EveningIssue::Variants { reason } => super::variants_issue(reason, language),
    }
}

/// Why chip settings cannot be used, in English.
pub(super) fn chip_problem(problem: &crate::error::chips::ChipProblem) -> String {
    use crate::error::chips::ChipProblem as P;
    use crate::rules::chips::{MAX_BETAR, MAX_COUNT};
    match problem {
        P::NoKinds => "the chip set has no kinds of chips".into(),
        P::KindTwice(id) => format!("the chip kind `{}` is listed twice", quoted(id)),
        P::BadValue(id) => format!(
            "the chip kind `{}` must be worth at least 1 and at most {MAX_BETAR} betar",
            quoted(id)
        ),
        P::UnknownKind(id) => format!("`{}` is not a kind of chip in the set", quoted(id)),
        P::TooMany(id) => format!(
            "more than {MAX_COUNT} chips of the kind `{}` in a bowl is surely a typo",
            quoted(id)
        ),
        P::BadToken(id) => format!(
            "a `{}` in or under the pulla must count at least 1 and at most {MAX_BETAR} betar",
            quoted(id)
        ),
        P::TokenTwice(id) => {
            format!("`{}` has two values at the same place by the pulla", quoted(id))
        }
        P::NotPinnar => {
            "the table counts in points, which chips of whole pinnar cannot carry; play it without chips".into()
        }
}
}

/// Why a file could not be used, in a language (without the path).
pub(super) fn io_cause(kind: ErrorKind, cause: &IoCause) -> String {
    let language = Language::English;
    match cause {
        IoCause::System { detail } => system_cause_en(kind, detail),
        IoCause::NotARegularFile(k) => format!("not a regular file ({})", file_kind(*k, language)),
        IoCause::TooLarge {
            limit_mib,
            bytes: Some(bytes),
        } => format!("larger than {limit_mib} MiB ({bytes} bytes)"),
        IoCause::TooLarge {
            limit_mib,
            bytes: None,
        } => format!("larger than {limit_mib} MiB (it grew while being read)"),
        IoCause::NotUtf8 { byte } => format!("not UTF-8 text (byte {byte} is not)"),
        IoCause::NotAFolder => "not a folder".into(),
        IoCause::Link { target } => format!(
            "a symbolic link (to {}); give the file itself",
            quoted(&target.display().to_string())
        ),
        IoCause::HardLinked { names } => format!(
            "the file has {names} names (hard links), and a new file in its place would cut off the others; save under another name"
        ),
    }
}

/// A name in the evening file that cannot be used, in English.
pub(super) fn name_in_file(name: &str, issue: NameIssue) -> String {
    let language = Language::English;
    match issue {
        NameIssue::Empty => "a player's name is empty".into(),
        NameIssue::Spaces => format!("`{}` has spaces at the start or end", quoted(name)),
        NameIssue::HiddenCharacter(c) => hidden(name, c, language),
        NameIssue::Reserved => "`pulla` is the pot's account; give the player another name".into(),
    }
}

/// Why a name typed in the new-evening form is refused, as the form says
/// it under the seat: the same [`NameIssue`] the evening file's check
/// finds.
pub(super) fn name_refusal(issue: NameIssue) -> String {
    match issue {
        NameIssue::Empty => "Enter a name.".into(),
        NameIssue::Spaces => "Remove the spaces at the start and end of the name.".into(),
        NameIssue::HiddenCharacter(c) => format!(
            "The name contains the invisible or control character U+{:04X}; type it again.",
            u32::from(c)
        ),
        NameIssue::Reserved => "“pulla” is the pot's name; choose another.".into(),
    }
}

/// Anything between a file and a settlement, at its file, line and column.
pub(super) fn error(error: &Error) -> String {
    let language = Language::English;
    match error {
        Error::Io(e) => io_error(e, language),
        Error::Syntax(e) => syntax_error(e, language),
        Error::Table(e) => table_error(e, language),
        Error::UnknownTable {
            file,
            location,
            table,
            known,
        } => format!(
            "{}: unknown bid table `{}` (known: {known})",
            place(file, *location),
            quoted(table)
        ),
        Error::TableOfEvening {
            file,
            table,
            origin: o,
            error,
        } => format!(
            "{file}: its bid table `{}` comes from {}, which cannot be used:\n{}",
            quoted(table),
            origin(o, language),
            table_error(error, language)
        ),
        Error::Evening {
            file,
            location,
            problem,
        } => format!(
            "{}: {}",
            place(file, *location),
            evening_problem(problem, language)
        ),
        Error::Hand {
            file,
            location,
            error,
        } => format!(
            "{}: {}",
            place(file, *location),
            hand_error(error, language)
        ),
    }
}

/// A save or lock of the app's own files that failed, in English.
pub(super) fn storage_error(error: &crate::error::storage::StorageError) -> String {
    use crate::error::storage::StorageError;
    let language = Language::English;
    match error {
        StorageError::Io { path, source } => format!(
            "{}: the file could not be written or read ({})",
            shown_path(path),
            system_error(source, language)
        ),
        StorageError::Locked { path, lock } => format!(
            "{} is open in another running copy of vira; close it there first (lock file {})",
            shown_path(path),
            shown_path(lock)
        ),
        StorageError::Invalid(e) => format!(
            "the evening was not written: it could not be opened again. {}",
            super::error(e, language)
        ),
        StorageError::Refused(e) => io_error(e, language),
    }
}

/// An export that failed, in English.
pub(super) fn export_error(error: &crate::error::archive::ExportError) -> String {
    use crate::error::archive::ExportError;
    match error {
        ExportError::Io { path, source } => format!("{}: {source}", shown_path(path)),
        ExportError::Csv { path, source } => format!("{}: {source}", shown_path(path)),
    }
}

/// Why the chips could not follow the evening, in English.
pub(super) fn chip_error(error: &ChipError) -> String {
    match error {
        ChipError::NoSuchSeat { seat, seats } => format!(
            "The chips cannot follow the evening: seat {} is not at the table ({seats} seats).",
            seat + 1
        ),
        ChipError::SeatCount { shares, seats } => format!(
            "The chips cannot follow the evening: {shares} shares of the pulla for {seats} seats."
        ),
        ChipError::NoSuchHand { hand, hands } => format!(
            "The chips cannot follow hand {}: the evening has {hands} hands.",
            hand + 1
        ),
        ChipError::NoSuchKind { kind, kinds } => format!(
            "The chips cannot follow the evening: chip kind {} is not in the set ({kinds} kinds).",
            kind + 1
        ),
        ChipError::UnknownKind { id } => {
            format!("The chips cannot follow the evening: the set has no chip kind \"{id}\".")
        }
    }
}
