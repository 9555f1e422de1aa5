//! The words of every error kind in Swedish: one function a kind, each one
//! exhaustive `match`, so a kind without Swedish words does not compile. The
//! entries in [`super`] choose this file, [`super::en`] or [`super::ja`] by
//! the language. Text from a file is quoted ([`quoted`]).

#[allow(clippy::wildcard_imports)]
use super::*;

/// What a bid table's check found, in Swedish.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn table_issue(issue: &TableIssue) -> String {
    use TableIssue as I;
    let language = Language::Swedish;
    match issue {
        I::PinnarPerBet { value, max } => {
            format!("`pinnar_per_bet` är {value}; en bet måste vara 1 till {max} pinnar")
        }
        I::LevelsPinnarPerBet {
            value,
            three: Some(three),
            ..
        } => format!(
            "`pinnar_per_bet` är {value}; i en tabell med nivåer är det poängen i en bet vid tre spelare, {three} enligt `levels.points_per_bet`"
        ),
        I::LevelsPinnarPerBet {
            value,
            three: None,
            max,
        } => format!("`pinnar_per_bet` är {value}; en bet måste vara 1 till {max} poäng"),
        I::KeepAtLeastTooHigh { minimum, max } => format!(
            "`house.refill`: KeepAtLeast({minimum}): en pulla med mer än {max} betar är säkert ett skrivfel"
        ),
        I::LevelsInClassic => "`levels` hör till en nivåtabell (`scoring: Levels`)".into(),
        I::LevelsMissing => {
            "en nivåtabell (`scoring: Levels`) behöver sina värden i `levels`".into()
        }
        I::BadId => "id:t får bara ha gemena bokstäver, siffror och `-`".into(),
        I::RankZero => "`rank` börjar på 1".into(),
        I::MisarCards { cards } => {
            format!("en misär spelas med 1 till 13 kort, inte {cards}")
        }
        I::TrickTarget { target } => {
            format!("spelet måste gälla 1 till 13 stick, inte {target}")
        }
        I::TrickGameWithoutTrump => {
            "ett spel om stick behöver trumf: `trump` är NoTrump".into()
        }
        I::MisarWithTrump => "en misär spelas utan trumf: `trump` måste vara NoTrump".into(),
        I::MisarWithTrumpRank => {
            "en misär spelas varken i färg eller i högsta färg: ta bort `pinnar.second` och `pinnar.preference`"
                .into()
        }
        I::GaskTrumpNotChosen => {
            "en gask som spelas högt eller lågt har trumfen `Chosen`".into()
        }
        I::TurnedCards { cards } => format!("`Turned({cards})`: 1 till 13 kort kan vändas"),
        I::ColourBidsWithoutChosenTrump => {
            "`colour_bids` kräver att spelföraren väljer trumf (`trump: Chosen`)".into()
        }
        I::OmkopWithoutKop => {
            "omköp finns bara där spelföraren köper ur talongen (`stock: Kop`)".into()
        }
        I::Negative { field, value } => {
            let what = row_value(*field);
            match field {
                RowValue::Pot(..) => {
                    format!("{what} är {value}, betarna måste vara 0 eller fler")
                }
                RowValue::Pinnar(_) => {
                    format!("{what} är {value}; pinnar måste vara 0 eller fler")
                }
                RowValue::PassPenalty => {
                    format!("{what} är {value}; straffet måste vara 0 eller mer")
                }
}
        }
        I::TooLarge { field, value, max } => format!(
            "{} är {value}; värden över {max} är säkert ett skrivfel",
            row_value(*field)
        ),
        I::LevelInClassic => "`level` hör till en nivåtabell (`scoring: Levels`)".into(),
        I::ClassicWithoutPot => {
            "ett spel i en klassisk tabell behöver sina `pot` och `pinnar`".into()
        }
        I::LevelMissing => "ett spel i en nivåtabell behöver sin `level`".into(),
        I::LevelsWithPot => {
            "en nivåtabell betalar efter `level`: ta bort `pot`, `omkop` och `pinnar`".into()
        }
        I::LevelTooLarge { level, max } => {
            format!("nivån {level} är säkert ett skrivfel (tal över {max})")
        }
        I::LevelOutOfRange { field, value, max } => format!(
            "`level.{}` är {value}; värdet måste vara 1 till {max}",
            field.key()
        ),
        I::RebuyWithoutKop => {
            "`rebuy` (omköp) finns bara där spelföraren köper ur talongen (`stock: Kop`)".into()
        }
        I::DuplicateId => "samma id står redan på en annan rad i tabellen".into(),
        I::RankTwice { rank, other } => format!(
            "plats {rank} i budordningen har redan spelet `{}`",
            quoted(other)
        ),
        I::NoContracts => "tabellen har inga spel".into(),
        I::ForcedUnknown { contract } => format!(
            "`forced` nämner spelet `{}`, som tabellen saknar",
            quoted(contract)
        ),
        I::PointsPerPinne { value, max } => {
            format!("`points_per_pinne` är {value}; en pinne måste vara 1 till {max} poäng")
        }
        I::NoPointsPerBet => "`points_per_bet` anger inget antal spelare".into(),
        I::PointsPerBetPlayers { players } => format!(
            "`points_per_bet`: {players} spelare, men 3, 4 eller 5 får spela, varje antal en gång"
        ),
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } => format!(
            "`points_per_bet`: {points} poäng vid {players} spelare; en bet måste vara 1 till {max} poäng"
        ),
        I::NoSitOut { players } => {
            format!("{players} får spela, men `seating` säger inte vem som sitter över")
        }
        I::Seating { players, sit_out } => format!(
            "`seating` vid {players} spelare: {sit_out:?} ska vara {} olika platser 1 till {} (given spelar)",
            players.saturating_sub(3),
            players.saturating_sub(1)
        ),
        I::LevelColumn { column, columns } => {
            format!("`level_column` är {column}, men tabellen har {columns} kolumner")
        }
        I::ContractColumn {
            contract,
            column,
            columns,
        } => format!(
            "`{}`: kolumn {column}, men `columns` har {columns} (räknat från 0)",
            quoted(contract)
        ),
        I::Multiplier { rank, value, max } => format!(
            "`multipliers.{}` är {value}; värdet måste vara 1 till {max}",
            rank.key()
        ),
        I::Variant { variant, problem } => format!(
            "varianten `{}`: {}",
            quoted(variant),
            super::variant_problem(problem, language)
        ),
}
}

/// What is wrong with a variant of a table, in Swedish.
pub(super) fn variant_problem(problem: &VariantProblem) -> String {
    use VariantProblem as P;
    let language = Language::Swedish;
    match problem {
        P::DuplicateId => "en annan variant har samma id".into(),
        P::UnknownContract { contract } => {
            format!("ändrar spelet `{}`, som tabellen saknar", quoted(contract))
        }
        P::Twice { contract } => format!(
            "ändrar spelet `{}` två gånger; slå ihop de två",
            quoted(contract)
        ),
        P::NoOmkop { contract } => format!(
            "ändrar omköpets värden för `{}`, som inte har omköp",
            quoted(contract)
        ),
        P::Breaks { contract, issue } => format!(
            "på `{}`: {}",
            quoted(contract),
            super::table_issue(issue, language)
        ),
    }
}

/// Why an evening's variants cannot be applied to its table, in Swedish.
pub(super) fn variants_issue(issue: &VariantsIssue) -> String {
    use VariantsIssue as V;
    match issue {
        V::ListedTwice { variant } => {
            format!("varianten `{}` står två gånger", quoted(variant))
        }
        V::Unknown { variant, known } => {
            let known = if known.is_empty() {
                "inga".to_string()
            } else {
                known
                    .iter()
                    .map(|k| quoted(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            {
                format!(
                    "varianten `{}` finns inte i tabellen (den har: {known})",
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
            "varianterna `{}` och `{}` sätter båda {}.{} för `{}` ({first_value} och {second_value}); välj en",
            quoted(first),
            quoted(second),
            column.key(),
            field.key(),
            quoted(contract)
        ),
        V::UnknownContract { variant } => format!(
            "varianten `{}` nämner ett spel som tabellen saknar",
            quoted(variant)
        ),
    }
}

/// What is wrong with a RON text, in Swedish.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn syntax_problem(problem: &SyntaxProblem) -> String {
    use SyntaxProblem as P;
    let language = Language::Swedish;
    match problem {
        P::Expected(t) => format!("här väntades {}", token(*t, language)),
        P::OtherStruct { expected, found } => format!(
            "här väntades `{}`, men det står `{}`",
            quoted(expected),
            quoted(found)
        ),
        P::UnexpectedChar(c) => format!(
            "tecknet `{}` kan inte stå här",
            quoted(c.encode_utf8(&mut [0; 4]))
        ),
        P::Eof => "filen tar slut mitt i; något saknas i slutet (en parentes?)".into(),
        P::TrailingCharacters => "det står något efter slutet; en parentes för mycket?".into(),
        P::WrongValue { expected, found } => format!(
            "fel sorts värde: här väntades {}, men det står {}",
            value_phrase_sv(expected),
            value_phrase_sv(found)
        ),
        P::WrongLength { expected, found } => format!(
            "fel antal: här väntades {}, men det står {found}",
            value_phrase_sv(expected)
        ),
        P::MissingField { field, outer } => format!(
            "fältet `{}` saknas{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::UnknownField {
            found,
            expected,
            outer,
        } => format!(
            "okänt fält `{}`{}; kända fält: {}",
            quoted(found),
            inside(outer.as_ref(), language),
            one_of(expected, "eller")
        ),
        P::DuplicateField { field, outer } => format!(
            "fältet `{}` står två gånger{}",
            quoted(field),
            inside(outer.as_ref(), language)
        ),
        P::UnknownVariant {
            found,
            expected,
            outer,
        } => format!(
            "okänt värde `{}`{}; det kan vara {}",
            quoted(found),
            inside(outer.as_ref(), language),
            one_of(expected, "eller")
        ),
        P::IntegerOutOfBounds => "talet är för stort eller för litet för fältet".into(),
        P::InvalidDigit { digit } => format!(
            "`{}` är ingen siffra i ett tal",
            quoted(digit.encode_utf8(&mut [0; 4]))
        ),
        P::InvalidEscape(words) => format!(
            "en ogiltig escape-sekvens med `\\` i en text (tolken: ”{}”)",
            quoted(words)
        ),
        P::UnclosedComment => "en kommentar `/*` avslutas aldrig med `*/`".into(),
        P::NotUtf8 => "texten är inte UTF-8".into(),
        P::TooDeep => "för många nivåer av parenteser i varandra".into(),
        P::NotADate { .. } => "datumet går inte att läsa; skriv det \"ÅÅÅÅ-MM-DD\"".into(),
        P::NotAColour { text } => {
            format!("`{}` är ingen färg; skriv den \"#rrggbb\"", quoted(text))
        }
        P::NotALevel { text } => format!(
            "`{}` är ingen nivå; skriv ett heltal eller ett bråk (\"-1\", \"4/3\", \"384\")",
            quoted(text)
        ),
        P::UnknownFormat { found, known } => format!(
            "format {found} är okänt; programmet läser format {known} (kommer filen från en nyare version?)"
        ),
        P::Other(detail) => format!("filen kan inte läsas här: ”{}”", quoted(detail)),
    }
}

/// Why a hand cannot have happened, in Swedish.
#[allow(clippy::too_many_lines)] // One arm per message: a table, not logic.
pub(super) fn hand_problem(problem: &HandProblem) -> String {
    let language = Language::Swedish;
    let name = |names: &Names| names.get(language).to_string();
    let rank = |rank: Trump| rank_phrase(rank, language);
    match problem {
        HandProblem::NoSuchHand => "handen finns inte".into(),
        HandProblem::NotAPlayer { name } => {
            format!("`{}` är inte en av spelarna", quoted(name))
        }
        HandProblem::SitsOut { player, dealer } => {
            format!("{player} sitter över den här given ({dealer} ger)")
        }
        HandProblem::UnknownContract { contract } => {
            format!(
                "`{}` är inget kontrakt i den här budtabellen",
                quoted(contract)
            )
        }
        HandProblem::NoPassingRule { contract } => format!(
            "{} har ingen passningsregel, så ingen straffavgift för att passa",
            name(contract)
        ),
        HandProblem::PasserIsDeclarer { player } => {
            format!("{player} är spelförare, inte passare")
        }
        HandProblem::PasserSitsOut { player } => {
            format!("{player} sitter över och passade ingenting")
        }
        HandProblem::ListedTwice { player } => format!("{player} står med två gånger"),
        HandProblem::NoColourBids { contract } => format!(
            "{} kan inte bjudas i färg eller i högsta färg",
            name(contract)
        ),
        HandProblem::NotAtRank { contract, rank: r } => {
            format!("{} kan inte spelas i {}", name(contract), rank(*r))
        }
        HandProblem::BidButPlayed { bid, rank: r } => {
            format!(
                "bjudet {} men spelat i {}",
                bid_word(*bid, language),
                rank(*r)
            )
        }
        HandProblem::MisarWithTrump { contract, rank: r } => format!(
            "{} är en misär och spelas utan trumf, inte i {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::TrickGameAsMisar { contract } => {
            format!(
                "{} är ett stickspel och kan inte spelas som misär",
                name(contract)
            )
        }
        HandProblem::ColourBidAsMisar { contract } => format!(
            "{} bjudet i färg eller högsta färg kan inte spelas som misär",
            name(contract)
        ),
        HandProblem::NeedsTrump { contract } => {
            format!("{} behöver trumfen det spelades i", name(contract))
        }
        HandProblem::NoOmkop { contract } => format!("{} har inget omköp", name(contract)),
        HandProblem::MisarFirstExchange { contract, rank: r } => format!(
            "{} är en misär; dess första köp är misär, inte {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::OmkopKeepsTrump {
            contract,
            first,
            played,
        } => format!(
            "{} behåller trumfen vid omköp: första köpet i {}, spelet i {}",
            name(contract),
            rank(*first),
            rank(*played)
        ),
        HandProblem::FirstExchangeHadTrump { contract } => format!(
            "{} är ett stickspel; dess första köp hade trumf",
            name(contract)
        ),
        HandProblem::TooManyTricks {
            contract,
            tricks,
            cards,
        } => format!(
            "{tricks} stick, men bara {cards} spelas i {} som det är antecknat",
            name(contract)
        ),
        HandProblem::FieldNotUsed => {
            "fältet används inte av den här budtabellens poängräkning".into()
        }
        HandProblem::CannotSurrender { contract } => {
            format!("{} kan inte läggas", name(contract))
        }
        HandProblem::SecondLastAbove { second_last } => format!(
            "näst sista budet {} står på en högre nivå än kontraktet",
            name(second_last)
        ),
        HandProblem::NotAtThisStage { what } => {
            use crate::error::ledger::StageRule;
            match what {
                StageRule::Surrender => {
                    "att lägga kommer först i ett senare steg av viraskolan (Lägga)".into()
                }
                StageRule::Omkop => {
                    "omköp kommer först i ett senare steg av viraskolan (Omköp)".into()
                }
                StageRule::PassPenalty => {
                    "passningsböter kommer först i ett senare steg av viraskolan (Gökregler)".into()
                }
            }
        }
        HandProblem::ForcedNotForehand { forehand, forced } => format!(
            "{} är en tvångsgiv: förhand, {forehand}, spelar den (eller så tas den bort av ett solo)",
            name(forced)
        ),
        HandProblem::ForcedDealOwed {
            forced,
            forehand,
            deal,
            of,
        } => format!(
            "given är tvångsgiv {deal} av {of}: {forehand} (förhand) spelar {}, eller så tar ett solo bort den",
            name(forced)
        ),
        HandProblem::ForcedContract { forced, contract } => format!(
            "tvångsrundan spelar {}, inte {}; ett solo som tar bort tvångsspelet antecknas som borttaget",
            name(forced),
            name(contract)
        ),
        HandProblem::UnknownForced { contract } => {
            format!(
                "tvångsrundans spel `{}` finns inte i budtabellen",
                quoted(contract)
            )
        }
        HandProblem::NoForcedRounds => "budtabellen har inga tvångsrundor; ta bort `forced`".into(),
        HandProblem::NotAForcedRound { contract, rounds } => format!(
            "`{}` är ingen tvångsrunda i budtabellen; dess tvångsrundor är {}",
            quoted(contract),
            one_of(rounds, "och")
        ),
        HandProblem::TooManyRebuys { rebuys, max } => {
            format!("{rebuys} omköp i en giv är säkert ett skrivfel (högst {max})")
        }
        HandProblem::TakenAwayNotForced => {
            "bara en tvångsgiv kan tas bort; ange tvångsrundans spel".into()
        }
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } => format!(
            "{} är för lågt för att ta bort tvångsspelet; det krävs minst {}",
            name(contract),
            name(threshold)
        ),
        HandProblem::NoTakeAwayRule => {
            "husreglerna anger inget spel som tar bort tvångsspelet".into()
        }
        HandProblem::Overflow => "beloppen ryms inte längre i bokföringens tal".into(),
    }
}

/// What is wrong with an evening's header, in Swedish.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn evening_issue(issue: &EveningIssue) -> String {
    let language = Language::Swedish;
    match issue {
        EveningIssue::UnknownFormat { found, known } => {
            format!("format {found} är okänt; programmet läser format {known}")
        }
        EveningIssue::PlayerCount { count } => {
            format!("{count} spelare; vira spelas av 3, 4 eller 5")
        }
        EveningIssue::PlayerCountForTable { count, allowed } => format!(
            "{count} spelare; den här budtabellen spelas av {}",
            counts(allowed, "eller")
        ),
        EveningIssue::Name { name, issue } => super::name_in_file(name, *issue, language),
        EveningIssue::HiddenCharacter { text, character } => hidden(text, *character, language),
        EveningIssue::Twice { name } => {
            format!("`{}` sitter vid bordet två gånger", quoted(name))
        }
        EveningIssue::NotAPlayer { name } => {
            format!("`{}` är inte en av spelarna", quoted(name))
        }
        EveningIssue::PriceTooHigh { price, max } => format!(
            "{price} öre per bet är mer än {} kr; säkert ett skrivfel",
            max / 100
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } => format!(
            "KeepAtLeast({minimum}): en pulla med mer än {max} betar är säkert ett skrivfel"
        ),
        EveningIssue::Chips { problem } => super::chip_problem(problem, language),
        EveningIssue::UnknownForced { contract } => {
            format!("`{}` finns inte i budtabellen", quoted(contract))
        }
        EveningIssue::NotATime { text } => {
            format!(
                "`{}` är ingen tid; skriv TT:MM, till exempel 23:00",
                quoted(text)
            )
        }
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() => {
            format!("`{}`: budtabellen har inga tvångsrundor", quoted(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } => format!(
            "`{}` är ingen tvångsrunda i budtabellen; dess tvångsrundor är {}",
            quoted(contract),
            one_of(rounds, "och")
        ),
        EveningIssue::LastRoundFrom { from, hands } => format!(
            "sista varvet börjar med giv {from}, men kvällen har {hands} givar (det kan börja med giv 1 till {})",
            hands.saturating_add(1)
        ),
        EveningIssue::NoDeals => "en kväll på 0 givar; ange minst 1".into(),
        EveningIssue::DealsAndUntil => {
            "ange antingen ett antal givar (`deals`) eller en sluttid (`until`), inte båda".into()
        }
        EveningIssue::NoRoundAfter => {
            "budtabellen har ingen regel om tvångsrundor efter ett vunnet spel".into()
        }
        EveningIssue::Variants { reason } => super::variants_issue(reason, language),
    }
}

/// Why chip settings cannot be used, in Swedish.
pub(super) fn chip_problem(problem: &crate::error::chips::ChipProblem) -> String {
    use crate::error::chips::ChipProblem as P;
    use crate::rules::chips::{MAX_BETAR, MAX_COUNT};
    match problem {
        P::NoKinds => "marksatsen har inga sorters marker".into(),
        P::KindTwice(id) => format!("markslaget `{}` står två gånger", quoted(id)),
        P::BadValue(id) => format!(
            "markslaget `{}` måste vara värt minst 1 och högst {MAX_BETAR} betar",
            quoted(id)
        ),
        P::UnknownKind(id) => format!("`{}` är inte ett markslag i satsen", quoted(id)),
        P::TooMany(id) => format!(
            "mer än {MAX_COUNT} marker av slaget `{}` i en skål är säkert ett skrivfel",
            quoted(id)
        ),
        P::BadToken(id) => format!(
            "en `{}` i eller under pullan måste räknas som minst 1 och högst {MAX_BETAR} betar",
            quoted(id)
        ),
        P::TokenTwice(id) => {
            format!("`{}` har två värden på samma plats vid pullan", quoted(id))
        }
        P::NotPinnar => {
            "tabellen räknar i poäng, som marker i hela pinnar inte kan bära; spela den utan marker"
                .into()
        }
    }
}

/// Why a file could not be used, in a language (without the path).
pub(super) fn io_cause(kind: ErrorKind, cause: &IoCause) -> String {
    let language = Language::Swedish;
    match cause {
        IoCause::System { detail } => system_cause_sv(kind, detail),
        IoCause::NotARegularFile(k) => {
            format!("ingen vanlig fil ({})", file_kind(*k, language))
        }
        IoCause::TooLarge {
            limit_mib,
            bytes: Some(bytes),
        } => format!("större än {limit_mib} MiB ({bytes} byte)"),
        IoCause::TooLarge {
            limit_mib,
            bytes: None,
        } => format!("större än {limit_mib} MiB (den växte medan den lästes)"),
        IoCause::NotUtf8 { byte } => format!("ingen UTF-8-text (byte {byte} är det inte)"),
        IoCause::NotAFolder => "ingen mapp".into(),
        IoCause::Link { target } => format!(
            "en symbolisk länk (till {}); ange själva filen",
            quoted(&target.display().to_string())
        ),
        IoCause::HardLinked { names } => format!(
            "filen har {names} namn (hårda länkar), och en ny fil i dess ställe skulle klippa av de andra; spara under ett annat namn"
        ),
    }
}

/// A name in the evening file that cannot be used, in Swedish.
pub(super) fn name_in_file(name: &str, issue: NameIssue) -> String {
    let language = Language::Swedish;
    match issue {
        NameIssue::Empty => "ett namn är tomt".into(),
        NameIssue::Spaces => {
            format!("`{}` har mellanslag först eller sist", quoted(name))
        }
        NameIssue::HiddenCharacter(c) => hidden(name, c, language),
        NameIssue::Reserved => "`pulla` är pottens konto; ge spelaren ett annat namn".into(),
    }
}

/// Why a name typed in the new-evening form is refused, as the form says
/// it under the seat: the same [`NameIssue`] the evening file's check
/// finds.
pub(super) fn name_refusal(issue: NameIssue) -> String {
    match issue {
        NameIssue::Empty => "Skriv ett namn.".into(),
        NameIssue::Spaces => "Ta bort mellanslagen först och sist i namnet.".into(),
        NameIssue::HiddenCharacter(c) => format!(
            "Namnet innehåller det osynliga tecknet eller styrtecknet U+{:04X}; skriv namnet igen.",
            u32::from(c)
        ),
        NameIssue::Reserved => "”pulla” är pottens namn; välj ett annat.".into(),
    }
}

/// Anything between a file and a settlement, at its file, line and column.
pub(super) fn error(error: &Error) -> String {
    let language = Language::Swedish;
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
            "{}: budtabellen `{}` finns inte (de som finns: {known})",
            place(file, *location),
            quoted(table)
        ),
        Error::TableOfEvening {
            file,
            table,
            origin: o,
            error,
        } => format!(
            "{file}: kvällens budtabell `{}` kommer från {}, som inte kan användas:\n{}",
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

/// A save or lock of the app's own files that failed, in Swedish.
pub(super) fn storage_error(error: &crate::error::storage::StorageError) -> String {
    use crate::error::storage::StorageError;
    let language = Language::Swedish;
    match error {
        StorageError::Io { path, source } => format!(
            "{}: filen kunde inte skrivas eller läsas ({})",
            shown_path(path),
            system_error(source, language)
        ),
        StorageError::Locked { path, lock } => format!(
            "{} är öppen i ett annat vira-fönster; stäng den där först (låsfil {})",
            shown_path(path),
            shown_path(lock)
        ),
        StorageError::Invalid(e) => format!(
            "kvällen skrevs inte: den skulle inte gå att öppna igen. {}",
            super::error(e, language)
        ),
        StorageError::Refused(e) => io_error(e, language),
    }
}

/// An export that failed, in Swedish.
pub(super) fn export_error(error: &crate::error::archive::ExportError) -> String {
    use crate::error::archive::ExportError;
    let language = Language::Swedish;
    match error {
        ExportError::Io { path, source } => format!(
            "{}: kunde inte skrivas: {}",
            shown_path(path),
            system_error(source, language)
        ),
        ExportError::Csv { path, source } => {
            let why = match source.kind() {
                csv::ErrorKind::Io(e) => system_error(e, language),
                csv::ErrorKind::Utf8 { .. } => "texten är inte UTF-8".into(),
                csv::ErrorKind::UnequalLengths { .. } => "raderna har olika många fält".into(),
                other => format!("CSV-skrivaren svarade ”{}”", quoted(&format!("{other:?}"))),
            };
            format!("{}: CSV-filen kunde inte skrivas: {why}", shown_path(path))
        }
    }
}

/// Why the chips could not follow the evening, in Swedish.
pub(super) fn chip_error(error: &ChipError) -> String {
    match error {
        ChipError::NoSuchSeat { seat, seats } => format!(
            "Markerna kan inte följa kvällen: plats {} finns inte vid bordet ({seats} platser).",
            seat + 1
        ),
        ChipError::SeatCount { shares, seats } => format!(
            "Markerna kan inte följa kvällen: {shares} andelar av pullan för {seats} platser."
        ),
        ChipError::NoSuchHand { hand, hands } => format!(
            "Markerna kan inte följa giv {}: kvällen har {hands} givar.",
            hand + 1
        ),
        ChipError::NoSuchKind { kind, kinds } => format!(
            "Markerna kan inte följa kvällen: markslag {} finns inte i satsen ({kinds} slag).",
            kind + 1
        ),
        ChipError::UnknownKind { id } => {
            format!("Markerna kan inte följa kvällen: satsen har inget markslag \"{id}\".")
        }
    }
}
