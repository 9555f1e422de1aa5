//! The words of a bid table's and a variant's problems.

#[allow(clippy::wildcard_imports)]
use super::*;

/// A table file that parses but makes no sense: where, the contract row
/// when there is one, and what is wrong.
pub(super) fn table_problem_words(problem: &TableProblem, language: Language) -> String {
    let at = place(&problem.file, problem.location);
    let issue = table_issue(&problem.issue, language);
    match (language, &problem.contract) {
        (Language::English, Some(c)) => format!("{at}: contract `{}`: {issue}", quoted(c)),
        (Language::Japanese, Some(c)) => format!("{at}: ビッド`{}`:{issue}", quoted(c)),
        (Language::Swedish, Some(c)) => format!("{at}: kontraktet `{}`: {issue}", quoted(c)),
        (_, None) => format!("{at}: {issue}"),
    }
}

/// A number of a contract row, named as in the file (`pot`: `won`,
/// `pinnar.common`, `pass_penalty`).
pub(super) fn row_value(field: RowValue) -> String {
    match field {
        RowValue::Pot(column, field) => format!("`{}`: `{}`", column.key(), field.key()),
        RowValue::Pinnar(rank) => format!("`pinnar.{}`", rank.key()),
        RowValue::PassPenalty => "`pass_penalty`".into(),
    }
}

/// What a bid table's check found, in a language.
#[allow(clippy::too_many_lines)] // One arm per kind and language: a table, not logic.
pub(super) fn table_issue_words(issue: &TableIssue, language: Language) -> String {
    use TableIssue as I;
    if language == Language::Japanese {
        return ja::table_issue(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        I::PinnarPerBet { value, max } if sv => {
            format!("`pinnar_per_bet` är {value}; en bet måste vara 1 till {max} pinnar")
        }
        I::PinnarPerBet { value, max } => {
            format!("`pinnar_per_bet` is {value}; it must be 1 to {max}")
        }
        I::LevelsPinnarPerBet {
            value,
            three: Some(three),
            ..
        } if sv => format!(
            "`pinnar_per_bet` är {value}; i en tabell med nivåer är det poängen i en bet vid tre spelare, {three} enligt `levels.points_per_bet`"
        ),
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
        } if sv => format!("`pinnar_per_bet` är {value}; en bet måste vara 1 till {max} poäng"),
        I::LevelsPinnarPerBet {
            value,
            three: None,
            max,
        } => format!("`pinnar_per_bet` is {value}; a bet must be 1 to {max} points"),
        I::KeepAtLeastTooHigh { minimum, max } if sv => format!(
            "`house.refill`: KeepAtLeast({minimum}): en pulla med mer än {max} betar är säkert ett skrivfel"
        ),
        I::KeepAtLeastTooHigh { minimum, max } => format!(
            "`house.refill`: KeepAtLeast({minimum}): a pulla kept at more than {max} betar is surely a typo"
        ),
        I::LevelsInClassic if sv => "`levels` hör till en nivåtabell (`scoring: Levels`)".into(),
        I::LevelsInClassic => "`levels` belongs to a levels table (`scoring: Levels`)".into(),
        I::LevelsMissing if sv => {
            "en nivåtabell (`scoring: Levels`) behöver sina värden i `levels`".into()
        }
        I::LevelsMissing => "`scoring: Levels` needs the family's values in `levels`".into(),
        I::BadId if sv => "id:t får bara ha gemena bokstäver, siffror och `-`".into(),
        I::BadId => "the id must be lowercase letters, digits and `-`".into(),
        I::RankZero if sv => "`rank` börjar på 1".into(),
        I::RankZero => "`rank` starts at 1".into(),
        I::MisarCards { cards } if sv => {
            format!("en misär spelas med 1 till 13 kort, inte {cards}")
        }
        I::MisarCards { cards } => format!("a misär is played with 1 to 13 cards, not {cards}"),
        I::TrickTarget { target } if sv => {
            format!("spelet måste gälla 1 till 13 stick, inte {target}")
        }
        I::TrickTarget { target } => {
            format!("the trick target must be 1 to 13, not {target}")
        }
        I::TrickGameWithoutTrump if sv => {
            "ett spel om stick behöver trumf: `trump` är NoTrump".into()
        }
        I::TrickGameWithoutTrump => "a trick game needs a trump: `trump` is NoTrump".into(),
        I::MisarWithTrump if sv => "en misär spelas utan trumf: `trump` måste vara NoTrump".into(),
        I::MisarWithTrump => "a misär is played without trump: `trump` must be NoTrump".into(),
        I::MisarWithTrumpRank if sv => {
            "en misär spelas varken i färg eller i högsta färg: ta bort `pinnar.second` och `pinnar.preference`"
                .into()
        }
        I::MisarWithTrumpRank => {
            "a misär has no trump rank: leave out `pinnar.second` and `pinnar.preference`".into()
        }
        I::GaskTrumpNotChosen if sv => {
            "en gask som spelas högt eller lågt har trumfen `Chosen`".into()
        }
        I::GaskTrumpNotChosen => "a gask played high or low has its trump `Chosen`".into(),
        I::TurnedCards { cards } if sv => format!("`Turned({cards})`: 1 till 13 kort kan vändas"),
        I::TurnedCards { cards } => format!("`Turned({cards})`: 1 to 13 cards can be turned"),
        I::ColourBidsWithoutChosenTrump if sv => {
            "`colour_bids` kräver att spelföraren väljer trumf (`trump: Chosen`)".into()
        }
        I::ColourBidsWithoutChosenTrump => {
            "`colour_bids` needs a trump the declarer chooses (`trump: Chosen`)".into()
        }
        I::OmkopWithoutKop if sv => {
            "omköp finns bara där spelföraren köper ur talongen (`stock: Kop`)".into()
        }
        I::OmkopWithoutKop => {
            "omköp exists only where the declarer buys part of the stock (`stock: Kop`)".into()
        }
        I::Negative { field, value } => {
            let what = row_value(*field);
            match (field, sv) {
                (RowValue::Pot(..), true) => {
                    format!("{what} är {value}, betarna måste vara 0 eller fler")
                }
                (RowValue::Pot(..), false) => format!("{what} is {value}, it must be 0 or more"),
                (RowValue::Pinnar(_), true) => {
                    format!("{what} är {value}; pinnar måste vara 0 eller fler")
                }
                (RowValue::Pinnar(_), false) => {
                    format!("{what} is {value}; pinnar must be 0 or more")
                }
                (RowValue::PassPenalty, true) => {
                    format!("{what} är {value}; straffet måste vara 0 eller mer")
                }
                (RowValue::PassPenalty, false) => {
                    format!("{what} is {value}; it must be 0 or more")
                }
            }
        }
        I::TooLarge { field, value, max } if sv => format!(
            "{} är {value}; värden över {max} är säkert ett skrivfel",
            row_value(*field)
        ),
        I::TooLarge { field, value, max } => format!(
            "{} is {value}; values above {max} are surely a typo",
            row_value(*field)
        ),
        I::LevelInClassic if sv => "`level` hör till en nivåtabell (`scoring: Levels`)".into(),
        I::LevelInClassic => "`level` belongs to a levels table (`scoring: Levels`)".into(),
        I::ClassicWithoutPot if sv => {
            "ett spel i en klassisk tabell behöver sina `pot` och `pinnar`".into()
        }
        I::ClassicWithoutPot => "a classic table's contract needs its `pot` and `pinnar`".into(),
        I::LevelMissing if sv => "ett spel i en nivåtabell behöver sin `level`".into(),
        I::LevelMissing => "a levels table's contract needs its `level`".into(),
        I::LevelsWithPot if sv => {
            "en nivåtabell betalar efter `level`: ta bort `pot`, `omkop` och `pinnar`".into()
        }
        I::LevelsWithPot => {
            "a levels table pays from `level`: leave out `pot`, `omkop` and `pinnar`".into()
        }
        I::LevelTooLarge { level, max } if sv => {
            format!("nivån {level} är säkert ett skrivfel (tal över {max})")
        }
        I::LevelTooLarge { level, max } => {
            format!("level {level} is surely a typo (numbers above {max})")
        }
        I::LevelOutOfRange { field, value, max } if sv => format!(
            "`level.{}` är {value}; värdet måste vara 1 till {max}",
            field.key()
        ),
        I::LevelOutOfRange { field, value, max } => format!(
            "`level.{}` is {value}; it must be 1 to {max}",
            field.key()
        ),
        I::RebuyWithoutKop if sv => {
            "`rebuy` (omköp) finns bara där spelföraren köper ur talongen (`stock: Kop`)".into()
        }
        I::RebuyWithoutKop => {
            "`rebuy` exists only where the declarer buys part of the stock (`stock: Kop`)".into()
        }
        I::DuplicateId if sv => "samma id står redan på en annan rad i tabellen".into(),
        I::DuplicateId => "duplicate contract id".into(),
        I::RankTwice { rank, other } if sv => format!(
            "plats {rank} i budordningen har redan spelet `{}`",
            quoted(other)
        ),
        I::RankTwice { rank, other } => {
            format!("rank {rank} is also the rank of `{}`", quoted(other))
        }
        I::NoContracts if sv => "tabellen har inga spel".into(),
        I::NoContracts => "the table has no contracts".into(),
        I::ForcedUnknown { contract } if sv => format!(
            "`forced` nämner spelet `{}`, som tabellen saknar",
            quoted(contract)
        ),
        I::ForcedUnknown { contract } => format!(
            "`forced` names the contract `{}`, which the table does not have",
            quoted(contract)
        ),
        I::PointsPerPinne { value, max } if sv => {
            format!("`points_per_pinne` är {value}; en pinne måste vara 1 till {max} poäng")
        }
        I::PointsPerPinne { value, max } => {
            format!("`points_per_pinne` is {value}; it must be 1 to {max}")
        }
        I::NoPointsPerBet if sv => "`points_per_bet` anger inget antal spelare".into(),
        I::NoPointsPerBet => "`points_per_bet` names no number of players".into(),
        I::PointsPerBetPlayers { players } if sv => format!(
            "`points_per_bet`: {players} spelare, men 3, 4 eller 5 får spela, varje antal en gång"
        ),
        I::PointsPerBetPlayers { players } => format!(
            "`points_per_bet`: {players} players, but 3, 4 or 5 may play, each once"
        ),
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } if sv => format!(
            "`points_per_bet`: {points} poäng vid {players} spelare; en bet måste vara 1 till {max} poäng"
        ),
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } => format!(
            "`points_per_bet`: {points} points at {players} players; it must be 1 to {max}"
        ),
        I::NoSitOut { players } if sv => {
            format!("{players} får spela, men `seating` säger inte vem som sitter över")
        }
        I::NoSitOut { players } => {
            format!("{players} may play, but `seating` does not say who sits out")
        }
        I::Seating { players, sit_out } if sv => format!(
            "`seating` vid {players} spelare: {sit_out:?} ska vara {} olika platser 1 till {} (given spelar)",
            players.saturating_sub(3),
            players.saturating_sub(1)
        ),
        I::Seating { players, sit_out } => format!(
            "`seating` at {players} players: {sit_out:?} must name {} different seats 1 to {} (the dealer plays)",
            players.saturating_sub(3),
            players.saturating_sub(1)
        ),
        I::LevelColumn { column, columns } if sv => {
            format!("`level_column` är {column}, men tabellen har {columns} kolumner")
        }
        I::LevelColumn { column, columns } => {
            format!("`level_column` is {column}, but there are {columns} columns")
        }
        I::ContractColumn {
            contract,
            column,
            columns,
        } if sv => format!(
            "`{}`: kolumn {column}, men `columns` har {columns} (räknat från 0)",
            quoted(contract)
        ),
        I::ContractColumn {
            contract,
            column,
            columns,
        } => format!(
            "`{}`: column {column}, but `columns` has {columns} (counted from 0)",
            quoted(contract)
        ),
        I::Multiplier { rank, value, max } if sv => format!(
            "`multipliers.{}` är {value}; värdet måste vara 1 till {max}",
            rank.key()
        ),
        I::Multiplier { rank, value, max } => format!(
            "`multipliers.{}` is {value}; it must be 1 to {max}",
            rank.key()
        ),
        I::Variant { variant, problem } if sv => format!(
            "varianten `{}`: {}",
            quoted(variant),
            variant_problem(problem, language)
        ),
        I::Variant { variant, problem } => format!(
            "variant `{}`: {}",
            quoted(variant),
            variant_problem(problem, language)
        ),
    }
}

/// What is wrong with a variant of a table, in a language.
pub(super) fn variant_problem_words(problem: &VariantProblem, language: Language) -> String {
    use VariantProblem as P;
    if language == Language::Japanese {
        return ja::variant_problem(problem);
    }
    let sv = language == Language::Swedish;
    match problem {
        P::DuplicateId if sv => "en annan variant har samma id".into(),
        P::DuplicateId => "duplicate variant id".into(),
        P::UnknownContract { contract } if sv => {
            format!("ändrar spelet `{}`, som tabellen saknar", quoted(contract))
        }
        P::UnknownContract { contract } => format!(
            "overrides contract `{}`, which the table does not have",
            quoted(contract)
        ),
        P::Twice { contract } if sv => format!(
            "ändrar spelet `{}` två gånger; slå ihop de två",
            quoted(contract)
        ),
        P::Twice { contract } => format!(
            "overrides contract `{}` twice; merge the two",
            quoted(contract)
        ),
        P::NoOmkop { contract } if sv => format!(
            "ändrar omköpets värden för `{}`, som inte har omköp",
            quoted(contract)
        ),
        P::NoOmkop { contract } => format!(
            "changes the omköp values of `{}`, which has no omköp",
            quoted(contract)
        ),
        P::Breaks { contract, issue } => match language {
            Language::Swedish => format!(
                "på `{}`: {}",
                quoted(contract),
                table_issue(issue, language)
            ),
            Language::English => format!(
                "on `{}`: {}",
                quoted(contract),
                table_issue(issue, language)
            ),
            Language::Japanese => ja::variant_problem(problem),
        },
    }
}

/// Why an evening's variants cannot be applied to its table, in a language.
pub(super) fn variants_issue_words(issue: &VariantsIssue, language: Language) -> String {
    use VariantsIssue as V;
    if language == Language::Japanese {
        return ja::variants_issue(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        V::ListedTwice { variant } if sv => {
            format!("varianten `{}` står två gånger", quoted(variant))
        }
        V::ListedTwice { variant } => format!("variant `{}` is listed twice", quoted(variant)),
        V::Unknown { variant, known } => {
            let known = if known.is_empty() {
                if sv { "inga" } else { "none" }.to_string()
            } else {
                known
                    .iter()
                    .map(|k| quoted(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if sv {
                format!(
                    "varianten `{}` finns inte i tabellen (den har: {known})",
                    quoted(variant)
                )
            } else {
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
        } if sv => format!(
            "varianterna `{}` och `{}` sätter båda {}.{} för `{}` ({first_value} och {second_value}); välj en",
            quoted(first),
            quoted(second),
            column.key(),
            field.key(),
            quoted(contract)
        ),
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
        V::UnknownContract { variant } if sv => format!(
            "varianten `{}` nämner ett spel som tabellen saknar",
            quoted(variant)
        ),
        V::UnknownContract { variant } => {
            format!("variant `{}` names an unknown contract", quoted(variant))
        }
    }
}

/// Why a bid table could not be used, in a language (one problem a line).
pub(super) fn table_error_words(error: &TableError, language: Language) -> String {
    match error {
        TableError::Io(e) => io_error(e, language),
        TableError::Syntax(e) => syntax_error(e, language),
        TableError::Invalid(problems) => problems
            .iter()
            .map(|p| table_problem(p, language))
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

/// Where a table comes from, in words.
pub(super) fn origin(origin: &TableOrigin, language: Language) -> String {
    match (language, origin) {
        (Language::English, TableOrigin::BuiltIn) => "the built-in table".into(),
        (Language::Japanese, origin) => ja::origin(origin),
        (Language::Swedish, TableOrigin::BuiltIn) => "den inbyggda tabellen".into(),
        (
            Language::English,
            TableOrigin::User {
                path,
                replaces_built_in: true,
            },
        ) => format!("{}, which replaces the built-in table", shown_path(path)),
        (
            Language::Swedish,
            TableOrigin::User {
                path,
                replaces_built_in: true,
            },
        ) => format!("{}, som ersätter den inbyggda tabellen", shown_path(path)),
        (_, TableOrigin::User { path, .. }) => shown_path(path).to_string(),
    }
}
