//! The vocabulary: every word the program says for the core's enums, in
//! both languages, and the ids JSON and CSV write. One place, so the
//! protocol, the CLI, the exports and the app never disagree.

use std::fmt;

use crate::ledger::book::{Account, Reason};
use crate::ledger::check::Outcome;
use crate::ledger::evening::{Bid, Trump};
use crate::ledger::problem::{EveningIssue, HandProblem};
use crate::rules::table::{Language, Names};

/// A trump rank as JSON and CSV write it: `common`, `second`, `preference`,
/// `misar`.
pub fn trump_id(trump: Trump) -> &'static str {
    match trump {
        Trump::Common => "common",
        Trump::Second => "second",
        Trump::Preference => "preference",
        Trump::Misar => "misar",
    }
}

/// The word for a trump rank in a language (`ofärg`, `common`...).
pub fn trump_word(trump: Trump, language: Language) -> &'static str {
    match (language, trump) {
        (Language::English, Trump::Common) => "common",
        (Language::English, Trump::Second) => "second",
        (Language::English, Trump::Preference) => "preference",
        (Language::English, Trump::Misar) => "misär",
        (Language::Swedish, Trump::Common) => "ofärg",
        (Language::Swedish, Trump::Second) => "färg",
        (Language::Swedish, Trump::Preference) => "högsta färg",
        (Language::Swedish, Trump::Misar) => "misär",
    }
}

/// An outcome as JSON and CSV write it.
pub fn outcome_id(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::Codille => "codille",
        Outcome::Surrendered => "surrendered",
    }
}

/// The word for an outcome in a language.
pub fn outcome_word(outcome: Outcome, language: Language) -> &'static str {
    match (language, outcome) {
        (Language::English, o) => outcome_id(o),
        (Language::Swedish, Outcome::Won) => "hem",
        (Language::Swedish, Outcome::Lost) => "bet",
        (Language::Swedish, Outcome::Codille) => "kodilj",
        (Language::Swedish, Outcome::Surrendered) => "lagd",
    }
}

/// A posting's reason as JSON writes it (the file format's words:
/// `gok_penalty` for the passing penalty).
pub fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::Ala => "ala",
        Reason::Refill => "refill",
        Reason::Pot => "pot",
        Reason::Pinnar => "pinnar",
        Reason::Omkop => "omkop",
        Reason::PassPenalty => "gok_penalty",
        Reason::Split => "split",
    }
}

/// A bid restriction as JSON and CSV write it: `plain`, `colour`,
/// `preference`.
pub fn bid_id(bid: Bid) -> &'static str {
    match bid {
        Bid::Plain => "plain",
        Bid::Colour => "colour",
        Bid::Preference => "preference",
    }
}

/// A bid restriction in words (`i färg`, `in colour`; empty for none).
pub fn bid_word(bid: Bid, language: Language) -> &'static str {
    match (language, bid) {
        (_, Bid::Plain) => "",
        (Language::Swedish, Bid::Colour) => "i färg",
        (Language::Swedish, Bid::Preference) => "i högsta färg",
        (Language::English, Bid::Colour) => "in colour",
        (Language::English, Bid::Preference) => "in preference",
    }
}

/// A levels hand's rebuys in words: `2 omköp`, `1 rebuy`, `2 rebuys`.
pub fn rebuys_words(rebuys: u32, language: Language) -> String {
    match (language, rebuys) {
        (Language::Swedish, n) => format!("{n} omköp"),
        (Language::English, 1) => "1 rebuy".to_string(),
        (Language::English, n) => format!("{n} rebuys"),
    }
}

/// A levels hand's second-last bid in words, the contract named in the
/// language: `näst sista bud: Solo 9`, `second-last bid: Solo 9`.
pub fn second_last_words(contract: &str, language: Language) -> String {
    match language {
        Language::Swedish => format!("näst sista bud: {contract}"),
        Language::English => format!("second-last bid: {contract}"),
    }
}

/// The name of the player in `seat`. Seats come from the fold, which only
/// makes seats of the evening's players; `?` marks a seat that is not.
pub fn seat_name(players: &[String], seat: usize) -> &str {
    players.get(seat).map_or("?", String::as_str)
}

/// An account's name: the player's, or `pulla`.
pub fn account_name(account: Account, players: &[String]) -> &str {
    match account {
        Account::Pulla => "pulla",
        Account::Player(seat) => seat_name(players, seat),
    }
}

/// A trump rank as a message names it: "common (ofärg)" in English,
/// "ofärg" in Swedish.
fn rank_phrase(rank: Trump, language: Language) -> String {
    match language {
        Language::Swedish => trump_word(rank, language).to_string(),
        Language::English if rank == Trump::Misar => "misär".to_string(),
        Language::English => format!(
            "{} ({})",
            trump_word(rank, language),
            trump_word(rank, Language::Swedish)
        ),
    }
}

/// Why a hand cannot have happened, in a language.
#[allow(clippy::too_many_lines)] // One arm per message and language: a table, not logic.
pub fn hand_problem(problem: &HandProblem, language: Language) -> String {
    let sv = language == Language::Swedish;
    let name = |names: &Names| names.get(language).to_string();
    let rank = |rank: Trump| rank_phrase(rank, language);
    match problem {
        HandProblem::NoSuchHand if sv => "handen finns inte".into(),
        HandProblem::NoSuchHand => "there is no such hand".into(),
        HandProblem::NotAPlayer { name } if sv => format!("`{name}` är inte en av spelarna"),
        HandProblem::NotAPlayer { name } => format!("`{name}` is not one of the players"),
        HandProblem::SitsOut { player, dealer } if sv => {
            format!("{player} sitter över den här given ({dealer} ger)")
        }
        HandProblem::SitsOut { player, dealer } => {
            format!("{player} sits out this hand ({dealer} deals)")
        }
        HandProblem::UnknownContract { contract } if sv => {
            format!("`{contract}` är inget kontrakt i den här budtabellen")
        }
        HandProblem::UnknownContract { contract } => {
            format!("`{contract}` is not a contract of this table")
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
            use crate::ledger::problem::StageRule;
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
            format!("tvångsrundans spel `{contract}` finns inte i budtabellen")
        }
        HandProblem::UnknownForced { contract } => {
            format!("the forced round's contract `{contract}` is not in the bid table")
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
fn counts(counts: &[usize], or: &str) -> String {
    let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// What is wrong with an evening's header, in a language.
pub fn evening_issue(issue: &EveningIssue, language: Language) -> String {
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
        EveningIssue::EmptyName if sv => "ett namn är tomt".into(),
        EveningIssue::EmptyName => "a player's name is empty".into(),
        EveningIssue::Spaces { name } if sv => format!("`{name}` har mellanslag först eller sist"),
        EveningIssue::Spaces { name } => format!("`{name}` has spaces at the start or end"),
        EveningIssue::HiddenCharacter { text, character } if sv => format!(
            "`{}` innehåller det osynliga tecknet eller styrtecknet U+{:04X}; skriv om det",
            text.escape_debug(),
            u32::from(*character)
        ),
        EveningIssue::HiddenCharacter { text, character } => format!(
            "`{}` contains the invisible or control character U+{:04X}; type it again",
            text.escape_debug(),
            u32::from(*character)
        ),
        EveningIssue::ReservedName { .. } if sv => {
            "`pulla` är pottens konto; ge spelaren ett annat namn".into()
        }
        EveningIssue::ReservedName { .. } => {
            "`pulla` is the pot's account; give the player another name".into()
        }
        EveningIssue::Twice { name } if sv => format!("`{name}` sitter vid bordet två gånger"),
        EveningIssue::Twice { name } => format!("`{name}` sits at the table twice"),
        EveningIssue::NotAPlayer { name } if sv => format!("`{name}` är inte en av spelarna"),
        EveningIssue::NotAPlayer { name } => format!("`{name}` is not one of the players"),
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
            format!("`{contract}` finns inte i budtabellen")
        }
        EveningIssue::UnknownForced { contract } => {
            format!("`{contract}` is not in the bid table")
        }
        EveningIssue::NotATime { text } if sv => {
            format!("`{text}` är ingen tid; skriv TT:MM, till exempel 23:00")
        }
        EveningIssue::NotATime { text } => {
            format!("`{text}` is not a time; write HH:MM, for example 23:00")
        }
        EveningIssue::NoRoundAfter if sv => {
            "budtabellen har ingen regel om tvångsrundor efter ett vunnet spel".into()
        }
        EveningIssue::NoRoundAfter => {
            "the bid table has no rule of forced rounds after a won contract".into()
        }
        EveningIssue::Variants { reason } => reason.clone(),
    }
}

/// Why chip settings cannot be used, in a language.
pub fn chip_problem(problem: &crate::rules::chips::ChipProblem, language: Language) -> String {
    use crate::rules::chips::ChipProblem as P;
    let sv = language == Language::Swedish;
    match problem {
        P::NoKinds if sv => "marksatsen har inga sorters marker".into(),
        P::NoKinds => "the chip set has no kinds of chips".into(),
        P::KindTwice(id) if sv => format!("markslaget `{id}` står två gånger"),
        P::KindTwice(id) => format!("the chip kind `{id}` is listed twice"),
        P::BadValue(id) if sv => format!(
            "markslaget `{id}` måste vara värt minst 1 och högst {} betar",
            crate::rules::chips::MAX_BETAR
        ),
        P::BadValue(id) => format!(
            "the chip kind `{id}` must be worth at least 1 and at most {} betar",
            crate::rules::chips::MAX_BETAR
        ),
        P::UnknownKind(id) if sv => format!("`{id}` är inte ett markslag i satsen"),
        P::UnknownKind(id) => format!("`{id}` is not a kind of chip in the set"),
        P::TooMany(id) if sv => format!(
            "mer än {} marker av slaget `{id}` i en skål är säkert ett skrivfel",
            crate::rules::chips::MAX_COUNT
        ),
        P::TooMany(id) => format!(
            "more than {} chips of the kind `{id}` in a bowl is surely a typo",
            crate::rules::chips::MAX_COUNT
        ),
        P::BadToken(id) if sv => format!(
            "en `{id}` i eller under pullan måste räknas som minst 1 och högst {} betar",
            crate::rules::chips::MAX_BETAR
        ),
        P::BadToken(id) => format!(
            "a `{id}` in or under the pulla must count at least 1 and at most {} betar",
            crate::rules::chips::MAX_BETAR
        ),
        P::TokenTwice(id) if sv => format!("`{id}` har två värden på samma plats vid pullan"),
        P::TokenTwice(id) => format!("`{id}` has two values at the same place by the pulla"),
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
pub fn ledger_error(error: &crate::ledger::LedgerError, language: Language) -> String {
    let sv = language == Language::Swedish;
    match error {
        crate::ledger::LedgerError::Hand(e) if sv => format!(
            "giv {}, fältet `{}`: {}",
            e.hand,
            e.field,
            hand_problem(&e.problem, language)
        ),
        crate::ledger::LedgerError::Hand(e) => format!(
            "hand {}, field `{}`: {}",
            e.hand,
            e.field,
            hand_problem(&e.problem, language)
        ),
        crate::ledger::LedgerError::Evening(e) if sv => {
            format!("fältet `{}`: {}", e.field, evening_issue(&e.kind, language))
        }
        crate::ledger::LedgerError::Evening(e) => {
            format!("field `{}`: {}", e.field, evening_issue(&e.kind, language))
        }
    }
}

/// A hand in a few words: "Bo, Turné 8 i ofärg, 8 stick".
fn hand_words(
    hand: &crate::ledger::evening::Hand,
    table: &crate::rules::table::BidTable,
    language: Language,
) -> String {
    let sv = language == Language::Swedish;
    let contract = table.contract(&hand.contract).map_or_else(
        || hand.contract.clone(),
        |c| c.name.get(language).to_string(),
    );
    let trump = hand.trump.map(|t| {
        let word = trump_word(t, language);
        if t == Trump::Misar || !sv {
            format!(" ({word})")
        } else {
            format!(" i {word}")
        }
    });
    let result = match hand.result {
        crate::ledger::evening::HandResult::Tricks(n) if sv => format!("{n} stick"),
        crate::ledger::evening::HandResult::Tricks(n) => format!("{n} tricks"),
        crate::ledger::evening::HandResult::Surrendered => {
            outcome_word(Outcome::Surrendered, language).to_string()
        }
    };
    format!(
        "{}, {contract}{}, {result}",
        hand.declarer,
        trump.unwrap_or_default()
    )
}

/// Why a typed price is refused, in words.
pub fn price_problem(
    problem: crate::ledger::money::PriceProblem,
    language: Language,
) -> &'static str {
    use crate::ledger::money::PriceProblem;
    match (problem, language) {
        (PriceProblem::NotAnAmount, Language::Swedish) => {
            "Pris: skriv ett belopp med högst två decimaler, t.ex. 0,50 (tomt: utan pengar)."
        }
        (PriceProblem::NotAnAmount, Language::English) => {
            "Price: enter an amount with at most two decimals, e.g. 0.50 (empty: no money)."
        }
        (PriceProblem::TooHigh, Language::Swedish) => "Pris: högst 1 000 000 per bet.",
        (PriceProblem::TooHigh, Language::English) => "Price: at most 1,000,000 a bet.",
    }
}

/// What an edit of an evening does, in a language, for the pullvakt to
/// read after a change, an undo or a redo ("giv 3 rättad: Bo, Turné 8 i
/// ofärg, 8 stick"). `pushed` is the number a new hand gets.
pub fn edit_words(
    edit: &crate::ledger::editor::Edit,
    pushed: usize,
    table: &crate::rules::table::BidTable,
    language: Language,
) -> String {
    use crate::ledger::editor::Edit;
    let sv = language == Language::Swedish;
    let hand = |h| hand_words(h, table, language);
    match edit {
        Edit::Push(h) if sv => format!("giv {pushed} registrerad: {}", hand(h)),
        Edit::Push(h) => format!("hand {pushed} recorded: {}", hand(h)),
        // A hand put back at the end is a hand recorded (an undone deletion
        // of the last hand, a redone recording).
        Edit::Insert(i, h) if i + 1 == pushed && sv => {
            format!("giv {pushed} registrerad: {}", hand(h))
        }
        Edit::Insert(i, h) if i + 1 == pushed => format!("hand {pushed} recorded: {}", hand(h)),
        Edit::Insert(i, h) if sv => format!("giv {} infogad: {}", i + 1, hand(h)),
        Edit::Insert(i, h) => format!("hand {} inserted: {}", i + 1, hand(h)),
        Edit::Replace(i, h) if sv => format!("giv {} rättad: {}", i + 1, hand(h)),
        Edit::Replace(i, h) => format!("hand {} corrected: {}", i + 1, hand(h)),
        Edit::Remove(i) if sv => format!("giv {} borttagen", i + 1),
        Edit::Remove(i) => format!("hand {} deleted", i + 1),
        Edit::OddPinnar(_) if sv => "udda pinnar vid betdelningen ändrade".into(),
        Edit::OddPinnar(_) => "odd pinnar at the betdelning changed".into(),
        Edit::LastRound(Some(from)) if sv => format!("sista varvet börjar med giv {from}"),
        Edit::LastRound(Some(from)) => format!("the last round starts with hand {from}"),
        Edit::LastRound(None) if sv => "sista varvet ångrat".into(),
        Edit::LastRound(None) => "the last round taken back".into(),
        Edit::Price(price) => match (price.price_per_bet_ore, language) {
            (Some(ore), Language::Swedish) => format!(
                "priset per bet är {}",
                crate::ledger::money::format_money(
                    i64::try_from(ore).unwrap_or(i64::MAX),
                    price.currency.as_deref().unwrap_or_default(),
                    true
                )
            ),
            (Some(ore), Language::English) => format!(
                "the price of a bet is {}",
                crate::ledger::money::format_money(
                    i64::try_from(ore).unwrap_or(i64::MAX),
                    price.currency.as_deref().unwrap_or_default(),
                    false
                )
            ),
            (None, Language::Swedish) => "kvällen spelas utan pengar".into(),
            (None, Language::English) => "the evening is played without money".into(),
        },
        // A batch is its main edit, with the dealers of the later hands
        // written down before it (or put back after it, when undone).
        Edit::Batch(edits) => {
            let main = edits
                .iter()
                .find(|e| !matches!(e, Edit::Replace(..)))
                .or(edits.last());
            let words = main.map_or_else(String::new, |e| edit_words(e, pushed, table, language));
            if sv {
                format!("{words} (givarna i de följande givarna behållna)")
            } else {
                format!("{words} (the dealers of the later hands kept)")
            }
        }
    }
}

/// The English words, for the command line and logs.
impl fmt::Display for HandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hand_problem(self, Language::English))
    }
}

/// The English words, for the command line and logs.
impl fmt::Display for EveningIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&evening_issue(self, Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_in_both_languages() {
        let problem = HandProblem::SitsOut {
            player: "Dag".into(),
            dealer: "Cia".into(),
        };
        assert_eq!(
            hand_problem(&problem, Language::English),
            "Dag sits out this hand (Cia deals)"
        );
        assert_eq!(
            hand_problem(&problem, Language::Swedish),
            "Dag sitter över den här given (Cia ger)"
        );
    }
}
