//! The words of a hand's, an evening's and the chips' problems.

#[allow(clippy::wildcard_imports)]
use super::*;

/// A trump rank as a message names it: "common (ofärg)" in English,
/// "ofärg" in Swedish.
pub(super) fn rank_phrase(rank: Trump, language: Language) -> String {
    match language {
        Language::Swedish => trump_word(rank, language).to_string(),
        Language::English if rank == Trump::Misar => "misär".to_string(),
        Language::Japanese => ja::rank(rank).to_string(),
        Language::English => format!(
            "{} ({})",
            trump_word(rank, language),
            trump_word(rank, Language::Swedish)
        ),
    }
}

/// Why a hand cannot have happened, in a language.
#[allow(clippy::too_many_lines)] // One arm per message and language: a table, not logic.
pub(super) fn hand_problem_words(problem: &HandProblem, language: Language) -> String {
    if language == Language::Japanese {
        return ja::hand_problem(problem);
    }
    let sv = language == Language::Swedish;
    let name = |names: &Names| names.get(language).to_string();
    let rank = |rank: Trump| rank_phrase(rank, language);
    match problem {
        HandProblem::NoSuchHand if sv => "handen finns inte".into(),
        HandProblem::NoSuchHand => "there is no such hand".into(),
        HandProblem::NotAPlayer { name } if sv => {
            format!("`{}` är inte en av spelarna", quoted(name))
        }
        HandProblem::NotAPlayer { name } => format!("`{}` is not one of the players", quoted(name)),
        HandProblem::SitsOut { player, dealer } if sv => {
            format!("{player} sitter över den här given ({dealer} ger)")
        }
        HandProblem::SitsOut { player, dealer } => {
            format!("{player} sits out this hand ({dealer} deals)")
        }
        HandProblem::UnknownContract { contract } if sv => {
            format!(
                "`{}` är inget kontrakt i den här budtabellen",
                quoted(contract)
            )
        }
        HandProblem::UnknownContract { contract } => {
            format!("`{}` is not a contract of this table", quoted(contract))
        }
        HandProblem::NoPassingRule { contract } if sv => format!(
            "{} har ingen passningsregel, så ingen straffavgift för att passa",
            name(contract)
        ),
        HandProblem::NoPassingRule { contract } => format!(
            "{} has no passing rule, so no penalty for passing it",
            name(contract)
        ),
        HandProblem::PasserIsDeclarer { player } if sv => {
            format!("{player} är spelförare, inte passare")
        }
        HandProblem::PasserIsDeclarer { player } => {
            format!("{player} is the declarer, not a passer")
        }
        HandProblem::PasserSitsOut { player } if sv => {
            format!("{player} sitter över och passade ingenting")
        }
        HandProblem::PasserSitsOut { player } => {
            format!("{player} sits out this hand and passed nothing")
        }
        HandProblem::ListedTwice { player } if sv => format!("{player} står med två gånger"),
        HandProblem::ListedTwice { player } => format!("{player} is listed twice"),
        HandProblem::NoColourBids { contract } if sv => format!(
            "{} kan inte bjudas i färg eller i högsta färg",
            name(contract)
        ),
        HandProblem::NoColourBids { contract } => format!(
            "{} cannot be bid in colour or in preference",
            name(contract)
        ),
        HandProblem::NotAtRank { contract, rank: r } if sv => {
            format!("{} kan inte spelas i {}", name(contract), rank(*r))
        }
        HandProblem::NotAtRank { contract, rank: r } => {
            format!("{} cannot be played in {}", name(contract), rank(*r))
        }
        HandProblem::BidButPlayed { bid, rank: r } if sv => {
            format!(
                "bjudet {} men spelat i {}",
                bid_word(*bid, language),
                rank(*r)
            )
        }
        HandProblem::BidButPlayed { bid, rank: r } => {
            format!(
                "bid {} but played in {}",
                bid_word(*bid, language),
                rank(*r)
            )
        }
        HandProblem::MisarWithTrump { contract, rank: r } if sv => format!(
            "{} är en misär och spelas utan trumf, inte i {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::MisarWithTrump { contract, rank: r } => format!(
            "{} is a misär, played without trump, not in {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::TrickGameAsMisar { contract } if sv => {
            format!(
                "{} är ett stickspel och kan inte spelas som misär",
                name(contract)
            )
        }
        HandProblem::TrickGameAsMisar { contract } => format!(
            "{} is a trick game; it cannot be played as misär",
            name(contract)
        ),
        HandProblem::ColourBidAsMisar { contract } if sv => format!(
            "{} bjudet i färg eller högsta färg kan inte spelas som misär",
            name(contract)
        ),
        HandProblem::ColourBidAsMisar { contract } => format!(
            "{} bid in colour or preference cannot be played as misär",
            name(contract)
        ),
        HandProblem::NeedsTrump { contract } if sv => {
            format!("{} behöver trumfen det spelades i", name(contract))
        }
        HandProblem::NeedsTrump { contract } => {
            format!("{} needs the trump rank it was played at", name(contract))
        }
        HandProblem::NoOmkop { contract } if sv => format!("{} har inget omköp", name(contract)),
        HandProblem::NoOmkop { contract } => format!("{} has no omköp", name(contract)),
        HandProblem::MisarFirstExchange { contract, rank: r } if sv => format!(
            "{} är en misär; dess första köp är misär, inte {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::MisarFirstExchange { contract, rank: r } => format!(
            "{} is a misär; its first exchange is `Misar`, not {}",
            name(contract),
            rank(*r)
        ),
        HandProblem::OmkopKeepsTrump {
            contract,
            first,
            played,
        } if sv => format!(
            "{} behåller trumfen vid omköp: första köpet i {}, spelet i {}",
            name(contract),
            rank(*first),
            rank(*played)
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
        HandProblem::FirstExchangeHadTrump { contract } if sv => format!(
            "{} är ett stickspel; dess första köp hade trumf",
            name(contract)
        ),
        HandProblem::FirstExchangeHadTrump { contract } => format!(
            "{} is a trick game; its first exchange had a trump",
            name(contract)
        ),
        HandProblem::TooManyTricks {
            contract,
            tricks,
            cards,
        } if sv => format!(
            "{tricks} stick, men bara {cards} spelas i {} som det är antecknat",
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
        HandProblem::FieldNotUsed if sv => {
            "fältet används inte av den här budtabellens poängräkning".into()
        }
        HandProblem::FieldNotUsed => "this table's scoring does not use this field".into(),
        HandProblem::CannotSurrender { contract } if sv => {
            format!("{} kan inte läggas", name(contract))
        }
        HandProblem::CannotSurrender { contract } => {
            format!("{} cannot be surrendered", name(contract))
        }
        HandProblem::SecondLastAbove { second_last } if sv => format!(
            "näst sista budet {} står på en högre nivå än kontraktet",
            name(second_last)
        ),
        HandProblem::SecondLastAbove { second_last } => format!(
            "the second-last bid {} is on a higher level than the contract",
            name(second_last)
        ),
        HandProblem::NotAtThisStage { what } => {
            use crate::error::ledger::StageRule;
            match (what, sv) {
                (StageRule::Surrender, true) => {
                    "att lägga kommer först i ett senare steg av viraskolan (Lägga)".into()
                }
                (StageRule::Surrender, false) => {
                    "folding comes in a later stage of the curriculum (Vira with folding)".into()
                }
                (StageRule::Omkop, true) => {
                    "omköp kommer först i ett senare steg av viraskolan (Omköp)".into()
                }
                (StageRule::Omkop, false) => {
                    "a second exchange comes in a later stage of the curriculum (Vira with a second exchange)".into()
                }
                (StageRule::PassPenalty, true) => {
                    "passningsböter kommer först i ett senare steg av viraskolan (Gökregler)".into()
                }
                (StageRule::PassPenalty, false) => {
                    "the pass penalty comes in a later stage of the curriculum (Vira with gök conventions)".into()
                }
            }
        }
        HandProblem::ForcedNotForehand { forehand, forced } if sv => format!(
            "{} är en tvångsgiv: förhand, {forehand}, spelar den (eller så tas den bort av ett solo)",
            name(forced)
        ),
        HandProblem::ForcedNotForehand { forehand, forced } => format!(
            "{} is a forced deal: forehand, {forehand}, plays it (unless a solo takes it away)",
            name(forced)
        ),
        HandProblem::ForcedDealOwed {
            forced,
            forehand,
            deal,
            of,
        } if sv => format!(
            "given är tvångsgiv {deal} av {of}: {forehand} (förhand) spelar {}, eller så tar ett solo bort den",
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
        HandProblem::ForcedContract { forced, contract } if sv => format!(
            "tvångsrundan spelar {}, inte {}; ett solo som tar bort tvångsspelet antecknas som borttaget",
            name(forced),
            name(contract)
        ),
        HandProblem::ForcedContract { forced, contract } => format!(
            "the forced round plays {}, not {}; a solo that takes the forced game away is recorded as taken away",
            name(forced),
            name(contract)
        ),
        HandProblem::UnknownForced { contract } if sv => {
            format!(
                "tvångsrundans spel `{}` finns inte i budtabellen",
                quoted(contract)
            )
        }
        HandProblem::UnknownForced { contract } => {
            format!(
                "the forced round's contract `{}` is not in the bid table",
                quoted(contract)
            )
        }
        HandProblem::NoForcedRounds if sv => {
            "budtabellen har inga tvångsrundor; ta bort `forced`".into()
        }
        HandProblem::NoForcedRounds => "the bid table has no forced rounds; remove `forced`".into(),
        HandProblem::NotAForcedRound { contract, rounds } if sv => format!(
            "`{}` är ingen tvångsrunda i budtabellen; dess tvångsrundor är {}",
            quoted(contract),
            one_of(rounds, "och")
        ),
        HandProblem::NotAForcedRound { contract, rounds } => format!(
            "`{}` is not a forced round of the bid table; its forced rounds are {}",
            quoted(contract),
            one_of(rounds, "and")
        ),
        HandProblem::TooManyRebuys { rebuys, max } if sv => {
            format!("{rebuys} omköp i en giv är säkert ett skrivfel (högst {max})")
        }
        HandProblem::TooManyRebuys { rebuys, max } => {
            format!("{rebuys} rebuys in one hand is surely a typo (at most {max})")
        }
        HandProblem::TakenAwayNotForced if sv => {
            "bara en tvångsgiv kan tas bort; ange tvångsrundans spel".into()
        }
        HandProblem::TakenAwayNotForced => {
            "only a forced deal can be taken away; give the forced round's contract".into()
        }
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } if sv => format!(
            "{} är för lågt för att ta bort tvångsspelet; det krävs minst {}",
            name(contract),
            name(threshold)
        ),
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } => format!(
            "{} is too low to take the forced game away; it takes at least {}",
            name(contract),
            name(threshold)
        ),
        HandProblem::NoTakeAwayRule if sv => {
            "husreglerna anger inget spel som tar bort tvångsspelet".into()
        }
        HandProblem::NoTakeAwayRule => {
            "the house rules name no contract that takes a forced game away".into()
        }
        HandProblem::Overflow if sv => "beloppen ryms inte längre i bokföringens tal".into(),
        HandProblem::Overflow => "the amounts no longer fit in the ledger's numbers".into(),
    }
}

/// `3, 4 or 5`.
pub(super) fn counts(counts: &[usize], or: &str) -> String {
    let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// What is wrong with an evening's header, in a language.
#[allow(clippy::too_many_lines)] // One arm per kind and language: a table, not logic.
pub(super) fn evening_issue_words(issue: &EveningIssue, language: Language) -> String {
    if language == Language::Japanese {
        return ja::evening_issue(issue);
    }
    let sv = language == Language::Swedish;
    match issue {
        EveningIssue::UnknownFormat { found, known } if sv => {
            format!("format {found} är okänt; programmet läser format {known}")
        }
        EveningIssue::UnknownFormat { found, known } => {
            format!("format {found} is not known; this program reads format {known}")
        }
        EveningIssue::PlayerCount { count } if sv => {
            format!("{count} spelare; vira spelas av 3, 4 eller 5")
        }
        EveningIssue::PlayerCount { count } => {
            format!("{count} players; Vira is played by 3, 4 or 5")
        }
        EveningIssue::PlayerCountForTable { count, allowed } if sv => format!(
            "{count} spelare; den här budtabellen spelas av {}",
            counts(allowed, "eller")
        ),
        EveningIssue::PlayerCountForTable { count, allowed } => format!(
            "{count} players; this table is played by {}",
            counts(allowed, "or")
        ),
        EveningIssue::Name { name, issue } => name_in_file(name, *issue, language),
        EveningIssue::HiddenCharacter { text, character } => hidden(text, *character, language),
        EveningIssue::Twice { name } if sv => {
            format!("`{}` sitter vid bordet två gånger", quoted(name))
        }
        EveningIssue::Twice { name } => format!("`{}` sits at the table twice", quoted(name)),
        EveningIssue::NotAPlayer { name } if sv => {
            format!("`{}` är inte en av spelarna", quoted(name))
        }
        EveningIssue::NotAPlayer { name } => {
            format!("`{}` is not one of the players", quoted(name))
        }
        EveningIssue::PriceTooHigh { price, max } if sv => format!(
            "{price} öre per bet är mer än {} kr; säkert ett skrivfel",
            max / 100
        ),
        EveningIssue::PriceTooHigh { price, max } => format!(
            "{price} öre a bet is more than {} kr; surely a typo",
            max / 100
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } if sv => format!(
            "KeepAtLeast({minimum}): en pulla med mer än {max} betar är säkert ett skrivfel"
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } => format!(
            "KeepAtLeast({minimum}): a pulla kept at more than {max} betar is surely a typo"
        ),
        EveningIssue::Chips { problem } => chip_problem(problem, language),
        EveningIssue::UnknownForced { contract } if sv => {
            format!("`{}` finns inte i budtabellen", quoted(contract))
        }
        EveningIssue::UnknownForced { contract } => {
            format!("`{}` is not in the bid table", quoted(contract))
        }
        EveningIssue::NotATime { text } if sv => {
            format!(
                "`{}` är ingen tid; skriv TT:MM, till exempel 23:00",
                quoted(text)
            )
        }
        EveningIssue::NotATime { text } => {
            format!(
                "`{}` is not a time; write HH:MM, for example 23:00",
                quoted(text)
            )
        }
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() && sv => {
            format!("`{}`: budtabellen har inga tvångsrundor", quoted(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() => {
            format!("`{}`: the bid table has no forced rounds", quoted(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } if sv => format!(
            "`{}` är ingen tvångsrunda i budtabellen; dess tvångsrundor är {}",
            quoted(contract),
            one_of(rounds, "och")
        ),
        EveningIssue::NotAForcedRound { contract, rounds } => format!(
            "`{}` is not a forced round of the bid table; its forced rounds are {}",
            quoted(contract),
            one_of(rounds, "and")
        ),
        EveningIssue::LastRoundFrom { from, hands } if sv => format!(
            "sista varvet börjar med giv {from}, men kvällen har {hands} givar (det kan börja med giv 1 till {})",
            hands.saturating_add(1)
        ),
        EveningIssue::LastRoundFrom { from, hands } => format!(
            "the last round starts at deal {from}, but the evening has {hands} hands (it can start at deal 1 to {})",
            hands.saturating_add(1)
        ),
        EveningIssue::NoDeals if sv => "en kväll på 0 givar; ange minst 1".into(),
        EveningIssue::NoDeals => "an evening of 0 deals; give 1 or more".into(),
        EveningIssue::DealsAndUntil if sv => {
            "ange antingen ett antal givar (`deals`) eller en sluttid (`until`), inte båda".into()
        }
        EveningIssue::DealsAndUntil => {
            "give either a number of deals (`deals`) or an end time (`until`), not both".into()
        }
        EveningIssue::NoRoundAfter if sv => {
            "budtabellen har ingen regel om tvångsrundor efter ett vunnet spel".into()
        }
        EveningIssue::NoRoundAfter => {
            "the bid table has no rule of forced rounds after a won contract".into()
        }
        EveningIssue::Variants { reason } => variants_issue(reason, language),
    }
}

/// Why chip settings cannot be used, in a language.
pub(super) fn chip_problem_words(
    problem: &crate::error::chips::ChipProblem,
    language: Language,
) -> String {
    use crate::error::chips::ChipProblem as P;
    use crate::rules::chips::{MAX_BETAR, MAX_COUNT};
    if language == Language::Japanese {
        return ja::chip_problem(problem);
    }
    let sv = language == Language::Swedish;
    match problem {
        P::NoKinds if sv => "marksatsen har inga sorters marker".into(),
        P::NoKinds => "the chip set has no kinds of chips".into(),
        P::KindTwice(id) if sv => format!("markslaget `{}` står två gånger", quoted(id)),
        P::KindTwice(id) => format!("the chip kind `{}` is listed twice", quoted(id)),
        P::BadValue(id) if sv => format!(
            "markslaget `{}` måste vara värt minst 1 och högst {MAX_BETAR} betar",
            quoted(id)
        ),
        P::BadValue(id) => format!(
            "the chip kind `{}` must be worth at least 1 and at most {MAX_BETAR} betar",
            quoted(id)
        ),
        P::UnknownKind(id) if sv => format!("`{}` är inte ett markslag i satsen", quoted(id)),
        P::UnknownKind(id) => format!("`{}` is not a kind of chip in the set", quoted(id)),
        P::TooMany(id) if sv => format!(
            "mer än {MAX_COUNT} marker av slaget `{}` i en skål är säkert ett skrivfel",
            quoted(id)
        ),
        P::TooMany(id) => format!(
            "more than {MAX_COUNT} chips of the kind `{}` in a bowl is surely a typo",
            quoted(id)
        ),
        P::BadToken(id) if sv => format!(
            "en `{}` i eller under pullan måste räknas som minst 1 och högst {MAX_BETAR} betar",
            quoted(id)
        ),
        P::BadToken(id) => format!(
            "a `{}` in or under the pulla must count at least 1 and at most {MAX_BETAR} betar",
            quoted(id)
        ),
        P::TokenTwice(id) if sv => {
            format!("`{}` har två värden på samma plats vid pullan", quoted(id))
        }
        P::TokenTwice(id) => {
            format!("`{}` has two values at the same place by the pulla", quoted(id))
        }
        P::NotPinnar if sv => {
            "tabellen räknar i poäng, som marker i hela pinnar inte kan bära; spela den utan marker".into()
        }
        P::NotPinnar => {
            "the table counts in points, which chips of whole pinnar cannot carry; play it without chips".into()
        }
    }
}

/// Why an edit of an evening was refused, in a language: the hand and
/// field, or the evening's field, and why.
pub(super) fn ledger_error_words(
    error: &crate::error::ledger::LedgerError,
    language: Language,
) -> String {
    match error {
        crate::error::ledger::LedgerError::Hand(e) => hand_error(e, language),
        crate::error::ledger::LedgerError::Evening(e) => evening_problem(e, language),
    }
}

/// A hand that cannot have happened, with its number and field.
pub(super) fn hand_error_words(error: &HandError, language: Language) -> String {
    let problem = hand_problem(&error.problem, language);
    match language {
        Language::Swedish => format!("giv {}, fältet `{}`: {problem}", error.hand, error.field),
        Language::English => format!("hand {}, field `{}`: {problem}", error.hand, error.field),
        Language::Japanese => ja::hand_error(error),
    }
}

/// An evening's header that makes no sense, with its field.
pub(super) fn evening_problem_words(problem: &EveningProblem, language: Language) -> String {
    let issue = evening_issue(&problem.kind, language);
    match language {
        Language::Swedish => format!("fältet `{}`: {issue}", problem.field),
        Language::English => format!("field `{}`: {issue}", problem.field),
        Language::Japanese => ja::evening_problem(problem),
    }
}

/// The English words, for logs and tests.
impl fmt::Display for HandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hand_problem(self, Language::English))
    }
}

/// The English words, for logs and tests.
impl fmt::Display for EveningIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&evening_issue(self, Language::English))
    }
}
