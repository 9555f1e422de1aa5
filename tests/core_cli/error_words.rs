//! Every error kind rendered in each language: the Swedish words are
//! Swedish (never the English sentence, never a bare English fallback), the
//! Japanese words Japanese (no word in Latin letters but names, file names,
//! quoted file text and a few units and formats), the English ones English,
//! and text from a file is quoted escaped.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::too_many_lines,
    missing_docs
)]

use std::io::ErrorKind;
use std::path::PathBuf;

use vira::archive::ArchiveError;
use vira::archive::export::ExportError;
use vira::chips::ChipProblem;
use vira::disk::atomic::StorageError;
use vira::error::{
    Error, EveningIssue, EveningProblem, FileKind, HandError, HandField, HandProblem, IoAction,
    IoCause, IoError, LevelValue, Location, NameIssue, PotColumn, PotField, RankColumn, RowValue,
    StageRule, SyntaxError, SyntaxProblem, TableError, TableIssue, TableOrigin, TableProblem,
    Token, VariantProblem, VariantsIssue,
};
use vira::ledger::evening::{Bid, Trump};
use vira::rules::levels::Ratio;
use vira::rules::table::{Language, Names};
use vira::words;

/// Words that mark an English sentence. A Swedish message may quote what
/// a file or the system said (between ” ”); that is cut out first.
const ENGLISH: [&str; 16] = [
    " the ",
    "the ",
    "expected",
    "missing",
    "unexpected",
    "cannot",
    " is ",
    " not ",
    "unknown",
    "found",
    " of ",
    "field ",
    "hand ",
    "contract ",
    "could",
    "which",
];

fn without_quotes(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in text.chars() {
        match c {
            '”' => inside = !inside,
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

/// Words in Latin letters a Japanese message may hold outside quotes: the
/// players' names of the messages below, the program, units and formats.
const LATIN_IN_JAPANESE: [&str; 8] = ["Anna", "Dag", "Cia", "Eva", "vira", "MiB", "UTF", "CSV"];

/// The words of three or more Latin letters of a Japanese message outside
/// what it quotes (`` `…` ``, 「…」, ”…”, "…"), the excerpt of a file
/// under it and file names: English or Swedish left untranslated.
fn latin_words(text: &str) -> Vec<String> {
    // The excerpt's lines: `  |`, `2 |   date: 5,`.
    let text: Vec<&str> = text
        .lines()
        .filter(|line| {
            !line
                .trim_start_matches(|c: char| c == ' ' || c.is_ascii_digit())
                .starts_with('|')
        })
        .collect();
    let mut plain = String::new();
    let mut closing: Option<char> = None;
    for c in text.join("\n").chars() {
        match (closing, c) {
            (Some(end), c) if c == end => closing = None,
            (Some(_), _) => {}
            (None, '`') => closing = Some('`'),
            (None, '「') => closing = Some('」'),
            (None, '”') => closing = Some('”'),
            (None, '"') => closing = Some('"'),
            (None, c) => plain.push(c),
        }
    }
    plain
        .split_whitespace()
        .filter(|piece| {
            !piece.contains('/')
                && ![".ron", ".csv", ".lock"]
                    .iter()
                    .any(|ending| piece.contains(ending))
        })
        .flat_map(|piece| piece.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| w.len() >= 3 && !LATIN_IN_JAPANESE.contains(w))
        .map(String::from)
        .collect()
}

fn check(what: &str, render: &dyn Fn(Language) -> String) {
    let sv = render(Language::Swedish);
    let en = render(Language::English);
    let ja = render(Language::Japanese);
    assert!(
        !sv.is_empty() && !en.is_empty() && !ja.is_empty(),
        "{what}: empty"
    );
    assert_ne!(sv, en, "{what}: the Swedish is the English");
    let plain = without_quotes(&sv).to_lowercase();
    for word in ENGLISH {
        assert!(
            !plain.contains(word),
            "{what}: English {word:?} in the Swedish words: {sv}"
        );
    }
    // `SHOW_JAPANESE=1 cargo test --test core_cli error_words:: -- --nocapture` lists
    // them for a reader of Japanese.
    if std::env::var_os("SHOW_JAPANESE").is_some() {
        eprintln!("{ja}\n");
    }
    assert_ne!(ja, en, "{what}: the Japanese is the English");
    let latin = latin_words(&ja);
    assert!(
        latin.is_empty(),
        "{what}: {latin:?} in the Japanese words: {ja}"
    );
}

fn names() -> Names {
    Names {
        sv: "Vingel 8".into(),
        en: "Vingel 8".into(),
        ja: Some("ビンイェル8".to_string().into()),
    }
}

fn io(cause: IoCause, kind: ErrorKind, action: IoAction) -> IoError {
    IoError {
        path: PathBuf::from("kvällar/k.ron"),
        action,
        kind,
        cause,
    }
}

fn every_io_error() -> Vec<IoError> {
    let mut errors = Vec::new();
    for action in [
        IoAction::Read,
        IoAction::Write,
        IoAction::List,
        IoAction::Create,
        IoAction::Remove,
    ] {
        for kind in [
            FileKind::Fifo,
            FileKind::Device,
            FileKind::Socket,
            FileKind::Folder,
            FileKind::Other,
        ] {
            errors.push(io(IoCause::NotARegularFile(kind), ErrorKind::Other, action));
        }
        for cause in [
            IoCause::TooLarge {
                limit_mib: 64,
                bytes: Some(70_000_000),
            },
            IoCause::TooLarge {
                limit_mib: 64,
                bytes: None,
            },
            IoCause::NotUtf8 { byte: 3 },
            IoCause::NotAFolder,
            IoCause::Link {
                target: PathBuf::from("/etc/shadow"),
            },
            IoCause::HardLinked { names: 2 },
        ] {
            errors.push(io(cause, ErrorKind::Other, action));
        }
        for kind in [
            ErrorKind::NotFound,
            ErrorKind::PermissionDenied,
            ErrorKind::AlreadyExists,
            ErrorKind::StorageFull,
            ErrorKind::ReadOnlyFilesystem,
            ErrorKind::IsADirectory,
            ErrorKind::NotADirectory,
            ErrorKind::InvalidData,
            // No words of its own: the system's words quoted.
            ErrorKind::Other,
        ] {
            let system = std::io::Error::from(kind);
            errors.push(IoError::new(
                &PathBuf::from("kvällar/k.ron"),
                action,
                &system,
            ));
        }
    }
    errors
}

/// Every kind of syntax problem; the `match` makes a new kind a compile
/// error here until it is added.
fn every_syntax_problem() -> Vec<SyntaxProblem> {
    let tokens = [
        Token::ArrayStart,
        Token::ArrayEnd,
        Token::ParenStart,
        Token::ParenEnd,
        Token::MapStart,
        Token::MapEnd,
        Token::Colon,
        Token::Comma,
        Token::Boolean,
        Token::Integer,
        Token::Float,
        Token::String,
        Token::StringEnd,
        Token::Char,
        Token::Identifier,
        Token::Option,
        Token::Unit,
        Token::Attribute,
        Token::Bytes,
    ];
    let mut problems: Vec<SyntaxProblem> =
        tokens.into_iter().map(SyntaxProblem::Expected).collect();
    let outer = Some("Hand".to_string());
    problems.extend([
        SyntaxProblem::OtherStruct {
            expected: "Evening".into(),
            found: "Kväll".into(),
        },
        SyntaxProblem::UnexpectedChar('\u{200b}'),
        SyntaxProblem::Eof,
        SyntaxProblem::TrailingCharacters,
        SyntaxProblem::WrongValue {
            expected: "a string".into(),
            found: "the unsigned integer `5`".into(),
        },
        SyntaxProblem::WrongValue {
            expected: "u32".into(),
            found: "the string \"x\"".into(),
        },
        SyntaxProblem::WrongLength {
            expected: "a sequence of 3 elements".into(),
            found: 2,
        },
        SyntaxProblem::MissingField {
            field: "players".into(),
            outer: outer.clone(),
        },
        SyntaxProblem::UnknownField {
            found: "reslut".into(),
            expected: vec!["result".into(), "trump".into()],
            outer: outer.clone(),
        },
        SyntaxProblem::DuplicateField {
            field: "result".into(),
            outer: None,
        },
        SyntaxProblem::UnknownVariant {
            found: "Ofarg".into(),
            expected: vec!["Common".into(), "Second".into()],
            outer,
        },
        SyntaxProblem::IntegerOutOfBounds,
        SyntaxProblem::InvalidDigit { digit: 'x' },
        SyntaxProblem::InvalidEscape("Invalid escape sequence".into()),
        SyntaxProblem::UnclosedComment,
        SyntaxProblem::NotUtf8,
        SyntaxProblem::TooDeep,
        SyntaxProblem::NotADate {
            detail: "trailing input".into(),
        },
        SyntaxProblem::NotAColour {
            text: "blue".into(),
        },
        SyntaxProblem::NotALevel { text: "x".into() },
        SyntaxProblem::UnknownFormat { found: 2, known: 1 },
        SyntaxProblem::Other("`blue` is not a colour".into()),
    ]);
    for p in &problems {
        match p {
            SyntaxProblem::Expected(_)
            | SyntaxProblem::OtherStruct { .. }
            | SyntaxProblem::UnexpectedChar(_)
            | SyntaxProblem::Eof
            | SyntaxProblem::TrailingCharacters
            | SyntaxProblem::WrongValue { .. }
            | SyntaxProblem::WrongLength { .. }
            | SyntaxProblem::MissingField { .. }
            | SyntaxProblem::UnknownField { .. }
            | SyntaxProblem::DuplicateField { .. }
            | SyntaxProblem::UnknownVariant { .. }
            | SyntaxProblem::IntegerOutOfBounds
            | SyntaxProblem::InvalidDigit { .. }
            | SyntaxProblem::InvalidEscape(_)
            | SyntaxProblem::UnclosedComment
            | SyntaxProblem::NotUtf8
            | SyntaxProblem::TooDeep
            | SyntaxProblem::NotADate { .. }
            | SyntaxProblem::NotAColour { .. }
            | SyntaxProblem::NotALevel { .. }
            | SyntaxProblem::UnknownFormat { .. }
            | SyntaxProblem::Other(_) => {}
        }
    }
    problems
}

fn every_name_issue() -> Vec<NameIssue> {
    vec![
        NameIssue::Empty,
        NameIssue::Spaces,
        NameIssue::HiddenCharacter('\u{200b}'),
        NameIssue::Reserved,
    ]
}

fn every_evening_issue() -> Vec<EveningIssue> {
    let mut issues: Vec<EveningIssue> = every_name_issue()
        .into_iter()
        .map(|issue| EveningIssue::Name {
            name: "Anna\u{200b}".into(),
            issue,
        })
        .collect();
    issues.extend([
        EveningIssue::UnknownFormat { found: 2, known: 1 },
        EveningIssue::PlayerCount { count: 6 },
        EveningIssue::PlayerCountForTable {
            count: 5,
            allowed: vec![3, 4],
        },
        EveningIssue::HiddenCharacter {
            text: "Klubben\r\n".into(),
            character: '\r',
        },
        EveningIssue::Twice {
            name: "Anna".into(),
        },
        EveningIssue::NotAPlayer { name: "Eva".into() },
        EveningIssue::PriceTooHigh {
            price: 10_000_000,
            max: 100_000,
        },
        EveningIssue::KeepAtLeastTooHigh {
            minimum: 5000,
            max: 1000,
        },
        EveningIssue::UnknownForced {
            contract: "solo-x".into(),
        },
        EveningIssue::NoRoundAfter,
        EveningIssue::NotAForcedRound {
            contract: "begar".into(),
            rounds: vec!["vingel-8".into(), "tringel-9".into()].into(),
        },
        EveningIssue::NotAForcedRound {
            contract: "begar".into(),
            rounds: Box::default(),
        },
        EveningIssue::LastRoundFrom { from: 5, hands: 3 },
        EveningIssue::NoDeals,
        EveningIssue::DealsAndUntil,
        EveningIssue::NotATime {
            text: "25:99".into(),
        },
    ]);
    for reason in every_variants_issue() {
        issues.push(EveningIssue::Variants {
            reason: Box::new(reason),
        });
    }
    for chip in every_chip_problem() {
        issues.push(EveningIssue::Chips { problem: chip });
    }
    for issue in &issues {
        match issue {
            EveningIssue::UnknownFormat { .. }
            | EveningIssue::PlayerCount { .. }
            | EveningIssue::PlayerCountForTable { .. }
            | EveningIssue::Name { .. }
            | EveningIssue::HiddenCharacter { .. }
            | EveningIssue::Twice { .. }
            | EveningIssue::NotAPlayer { .. }
            | EveningIssue::PriceTooHigh { .. }
            | EveningIssue::KeepAtLeastTooHigh { .. }
            | EveningIssue::UnknownForced { .. }
            | EveningIssue::NoRoundAfter
            | EveningIssue::NotAForcedRound { .. }
            | EveningIssue::LastRoundFrom { .. }
            | EveningIssue::NoDeals
            | EveningIssue::DealsAndUntil
            | EveningIssue::NotATime { .. }
            | EveningIssue::Chips { .. }
            | EveningIssue::Variants { .. } => {}
        }
    }
    issues
}

fn every_chip_problem() -> Vec<ChipProblem> {
    vec![
        ChipProblem::NoKinds,
        ChipProblem::KindTwice("vit".into()),
        ChipProblem::BadValue("vit".into()),
        ChipProblem::UnknownKind("vit".into()),
        ChipProblem::TooMany("vit".into()),
        ChipProblem::BadToken("vit".into()),
        ChipProblem::TokenTwice("vit".into()),
        ChipProblem::NotPinnar,
    ]
}

fn every_hand_problem() -> Vec<HandProblem> {
    let problems = vec![
        HandProblem::NoSuchHand,
        HandProblem::NotAPlayer { name: "Eva".into() },
        HandProblem::SitsOut {
            player: "Dag".into(),
            dealer: "Cia".into(),
        },
        HandProblem::UnknownContract {
            contract: "x".into(),
        },
        HandProblem::NoPassingRule { contract: names() },
        HandProblem::PasserIsDeclarer {
            player: "Bo".into(),
        },
        HandProblem::PasserSitsOut {
            player: "Bo".into(),
        },
        HandProblem::ListedTwice {
            player: "Bo".into(),
        },
        HandProblem::NoColourBids { contract: names() },
        HandProblem::NotAtRank {
            contract: names(),
            rank: Trump::Common,
        },
        HandProblem::BidButPlayed {
            bid: Bid::Colour,
            rank: Trump::Common,
        },
        HandProblem::MisarWithTrump {
            contract: names(),
            rank: Trump::Second,
        },
        HandProblem::TrickGameAsMisar { contract: names() },
        HandProblem::ColourBidAsMisar { contract: names() },
        HandProblem::NeedsTrump { contract: names() },
        HandProblem::NoOmkop { contract: names() },
        HandProblem::MisarFirstExchange {
            contract: names(),
            rank: Trump::Preference,
        },
        HandProblem::OmkopKeepsTrump {
            contract: names(),
            first: Trump::Common,
            played: Trump::Second,
        },
        HandProblem::FirstExchangeHadTrump { contract: names() },
        HandProblem::TooManyTricks {
            contract: names(),
            tricks: 14,
            cards: 13,
        },
        HandProblem::FieldNotUsed,
        HandProblem::CannotSurrender { contract: names() },
        HandProblem::SecondLastAbove {
            second_last: names(),
        },
        HandProblem::NotAtThisStage {
            what: StageRule::Surrender,
        },
        HandProblem::NotAtThisStage {
            what: StageRule::Omkop,
        },
        HandProblem::NotAtThisStage {
            what: StageRule::PassPenalty,
        },
        HandProblem::ForcedNotForehand {
            forehand: "Bo".into(),
            forced: Box::new(names()),
        },
        HandProblem::ForcedContract {
            forced: Box::new(names()),
            contract: Box::new(names()),
        },
        HandProblem::ForcedDealOwed {
            forced: Box::new(names()),
            forehand: "Bo".into(),
            deal: 4,
            of: 4,
        },
        HandProblem::UnknownForced {
            contract: "x".into(),
        },
        HandProblem::NoForcedRounds,
        HandProblem::NotAForcedRound {
            contract: "begar".into(),
            rounds: vec!["vingel-8".into(), "tringel-9".into()].into(),
        },
        HandProblem::TooManyRebuys {
            rebuys: 4_294_967_295,
            max: 99,
        },
        HandProblem::TakenAwayNotForced,
        HandProblem::TooLowToTakeAway {
            contract: Box::new(names()),
            threshold: Box::new(names()),
        },
        HandProblem::NoTakeAwayRule,
        HandProblem::Overflow,
    ];
    for problem in &problems {
        match problem {
            HandProblem::NoSuchHand
            | HandProblem::NotAPlayer { .. }
            | HandProblem::SitsOut { .. }
            | HandProblem::UnknownContract { .. }
            | HandProblem::NoPassingRule { .. }
            | HandProblem::PasserIsDeclarer { .. }
            | HandProblem::PasserSitsOut { .. }
            | HandProblem::ListedTwice { .. }
            | HandProblem::NoColourBids { .. }
            | HandProblem::NotAtRank { .. }
            | HandProblem::BidButPlayed { .. }
            | HandProblem::MisarWithTrump { .. }
            | HandProblem::TrickGameAsMisar { .. }
            | HandProblem::ColourBidAsMisar { .. }
            | HandProblem::NeedsTrump { .. }
            | HandProblem::NoOmkop { .. }
            | HandProblem::MisarFirstExchange { .. }
            | HandProblem::OmkopKeepsTrump { .. }
            | HandProblem::FirstExchangeHadTrump { .. }
            | HandProblem::TooManyTricks { .. }
            | HandProblem::FieldNotUsed
            | HandProblem::CannotSurrender { .. }
            | HandProblem::SecondLastAbove { .. }
            | HandProblem::NotAtThisStage { .. }
            | HandProblem::ForcedNotForehand { .. }
            | HandProblem::ForcedContract { .. }
            | HandProblem::ForcedDealOwed { .. }
            | HandProblem::UnknownForced { .. }
            | HandProblem::NoForcedRounds
            | HandProblem::NotAForcedRound { .. }
            | HandProblem::TooManyRebuys { .. }
            | HandProblem::TakenAwayNotForced
            | HandProblem::TooLowToTakeAway { .. }
            | HandProblem::NoTakeAwayRule
            | HandProblem::Overflow => {}
        }
    }
    problems
}

/// The piece of a file a syntax error shows under its words.
const EXCERPT: &str = "  |\n2 |   date: 5,\n  |        ^";

fn syntax(problem: SyntaxProblem) -> SyntaxError {
    SyntaxError {
        file: "kväll.ron".into(),
        location: Location { line: 2, col: 8 },
        problem: Box::new(problem),
        excerpt: EXCERPT.into(),
    }
}

fn table_problem() -> TableProblem {
    TableProblem {
        file: "klubb.ron".into(),
        location: Some(Location { line: 4, col: 3 }),
        contract: Some("v8".into()),
        issue: TableIssue::RankTwice {
            rank: 3,
            other: "v7".into(),
        },
    }
}

/// Every kind of bid table problem, each with data; a new kind does not
/// compile here until it is listed (and so has words).
fn every_table_issue() -> Vec<TableIssue> {
    let row_values = [
        RowValue::Pot(PotColumn::Pot, PotField::Won),
        RowValue::Pot(PotColumn::Omkop, PotField::Lost),
        RowValue::Pot(PotColumn::Pot, PotField::Codille),
        RowValue::Pot(PotColumn::Omkop, PotField::Overtrick),
        RowValue::Pinnar(RankColumn::Common),
        RowValue::Pinnar(RankColumn::Second),
        RowValue::Pinnar(RankColumn::Preference),
        RowValue::PassPenalty,
    ];
    let mut issues = vec![
        TableIssue::KeepAtLeastTooHigh {
            minimum: 1001,
            max: 1000,
        },
        TableIssue::PinnarPerBet {
            value: 0,
            max: 10_000,
        },
        TableIssue::LevelsPinnarPerBet {
            value: 7,
            three: Some(54),
            max: 10_000,
        },
        TableIssue::LevelsPinnarPerBet {
            value: -3,
            three: None,
            max: 10_000,
        },
        TableIssue::LevelsInClassic,
        TableIssue::LevelsMissing,
        TableIssue::BadId,
        TableIssue::RankZero,
        TableIssue::MisarCards { cards: 14 },
        TableIssue::TrickTarget { target: 0 },
        TableIssue::TrickGameWithoutTrump,
        TableIssue::MisarWithTrump,
        TableIssue::MisarWithTrumpRank,
        TableIssue::GaskTrumpNotChosen,
        TableIssue::TurnedCards { cards: 0 },
        TableIssue::ColourBidsWithoutChosenTrump,
        TableIssue::OmkopWithoutKop,
        TableIssue::LevelInClassic,
        TableIssue::ClassicWithoutPot,
        TableIssue::LevelMissing,
        TableIssue::LevelsWithPot,
        TableIssue::LevelTooLarge {
            level: Ratio::new(20_001, 2).unwrap(),
            max: 10_000,
        },
        TableIssue::LevelOutOfRange {
            field: LevelValue::Multiplier,
            value: 0,
            max: 10_000,
        },
        TableIssue::LevelOutOfRange {
            field: LevelValue::Pot,
            value: -1,
            max: 10_000,
        },
        TableIssue::RebuyWithoutKop,
        TableIssue::DuplicateId,
        TableIssue::RankTwice {
            rank: 3,
            other: "v7".into(),
        },
        TableIssue::NoContracts,
        TableIssue::ForcedUnknown {
            contract: "v9".into(),
        },
        TableIssue::PointsPerPinne {
            value: 0,
            max: 10_000,
        },
        TableIssue::NoPointsPerBet,
        TableIssue::PointsPerBetPlayers { players: 6 },
        TableIssue::PointsPerBetPoints {
            points: 0,
            players: 4,
            max: 10_000,
        },
        TableIssue::NoSitOut { players: 4 },
        TableIssue::Seating {
            players: 5,
            sit_out: vec![1, 1],
        },
        TableIssue::LevelColumn {
            column: 3,
            columns: 2,
        },
        TableIssue::ContractColumn {
            contract: "solo-9".into(),
            column: 2,
            columns: 2,
        },
    ];
    for rank in [
        RankColumn::Common,
        RankColumn::Second,
        RankColumn::Preference,
        RankColumn::Misar,
    ] {
        issues.push(TableIssue::Multiplier {
            rank,
            value: 0,
            max: 10_000,
        });
    }
    for field in row_values {
        issues.push(TableIssue::Negative { field, value: -1 });
        issues.push(TableIssue::TooLarge {
            field,
            value: 10_001,
            max: 10_000,
        });
    }
    for problem in every_variant_problem() {
        issues.push(TableIssue::Variant {
            variant: "billig".into(),
            problem,
        });
    }
    for issue in &issues {
        match issue {
            TableIssue::PinnarPerBet { .. }
            | TableIssue::LevelsPinnarPerBet { .. }
            | TableIssue::KeepAtLeastTooHigh { .. }
            | TableIssue::LevelsInClassic
            | TableIssue::LevelsMissing
            | TableIssue::BadId
            | TableIssue::RankZero
            | TableIssue::MisarCards { .. }
            | TableIssue::TrickTarget { .. }
            | TableIssue::TrickGameWithoutTrump
            | TableIssue::MisarWithTrump
            | TableIssue::MisarWithTrumpRank
            | TableIssue::GaskTrumpNotChosen
            | TableIssue::TurnedCards { .. }
            | TableIssue::ColourBidsWithoutChosenTrump
            | TableIssue::OmkopWithoutKop
            | TableIssue::Negative { .. }
            | TableIssue::TooLarge { .. }
            | TableIssue::LevelInClassic
            | TableIssue::ClassicWithoutPot
            | TableIssue::LevelMissing
            | TableIssue::LevelsWithPot
            | TableIssue::LevelTooLarge { .. }
            | TableIssue::LevelOutOfRange { .. }
            | TableIssue::RebuyWithoutKop
            | TableIssue::DuplicateId
            | TableIssue::RankTwice { .. }
            | TableIssue::NoContracts
            | TableIssue::ForcedUnknown { .. }
            | TableIssue::PointsPerPinne { .. }
            | TableIssue::NoPointsPerBet
            | TableIssue::PointsPerBetPlayers { .. }
            | TableIssue::PointsPerBetPoints { .. }
            | TableIssue::NoSitOut { .. }
            | TableIssue::Seating { .. }
            | TableIssue::LevelColumn { .. }
            | TableIssue::ContractColumn { .. }
            | TableIssue::Multiplier { .. }
            | TableIssue::Variant { .. } => {}
        }
    }
    issues
}

fn every_variant_problem() -> Vec<VariantProblem> {
    let problems = vec![
        VariantProblem::DuplicateId,
        VariantProblem::UnknownContract {
            contract: "v9".into(),
        },
        VariantProblem::Twice {
            contract: "begar".into(),
        },
        VariantProblem::NoOmkop {
            contract: "gok".into(),
        },
        VariantProblem::Breaks {
            contract: "begar".into(),
            issue: Box::new(TableIssue::Negative {
                field: RowValue::Pot(PotColumn::Omkop, PotField::Lost),
                value: -1,
            }),
        },
    ];
    for problem in &problems {
        match problem {
            VariantProblem::DuplicateId
            | VariantProblem::UnknownContract { .. }
            | VariantProblem::Twice { .. }
            | VariantProblem::NoOmkop { .. }
            | VariantProblem::Breaks { .. } => {}
        }
    }
    problems
}

fn every_variants_issue() -> Vec<VariantsIssue> {
    let issues = vec![
        VariantsIssue::ListedTwice {
            variant: "billig".into(),
        },
        VariantsIssue::Unknown {
            variant: "dyr".into(),
            known: vec!["billig".into()],
        },
        VariantsIssue::Unknown {
            variant: "dyr".into(),
            known: Vec::new(),
        },
        VariantsIssue::Conflict {
            first: "billig".into(),
            second: "dyr".into(),
            contract: "begar".into(),
            column: PotColumn::Omkop,
            field: PotField::Won,
            first_value: -1,
            second_value: 2,
        },
        VariantsIssue::UnknownContract {
            variant: "billig".into(),
        },
    ];
    for issue in &issues {
        match issue {
            VariantsIssue::ListedTwice { .. }
            | VariantsIssue::Unknown { .. }
            | VariantsIssue::Conflict { .. }
            | VariantsIssue::UnknownContract { .. } => {}
        }
    }
    issues
}

fn every_table_error() -> Vec<TableError> {
    let mut problems = vec![
        table_problem(),
        TableProblem {
            contract: None,
            location: None,
            ..table_problem()
        },
    ];
    for issue in every_table_issue() {
        problems.push(TableProblem {
            issue,
            ..table_problem()
        });
    }
    vec![
        TableError::Io(io(
            IoCause::NotARegularFile(FileKind::Fifo),
            ErrorKind::Other,
            IoAction::Read,
        )),
        TableError::Syntax(syntax(SyntaxProblem::Expected(Token::String))),
        TableError::Invalid(problems),
    ]
}

fn every_error() -> Vec<Error> {
    let mut errors: Vec<Error> = every_io_error().into_iter().map(Error::Io).collect();
    errors.extend(
        every_syntax_problem()
            .into_iter()
            .map(|p| Error::Syntax(syntax(p))),
    );
    errors.extend(every_table_error().into_iter().map(Error::Table));
    errors.push(Error::UnknownTable {
        file: "kväll.ron".into(),
        location: Some(Location { line: 3, col: 5 }),
        table: "klubbens-egen".into(),
        known: "stockholm, isberg".into(),
    });
    for origin in [
        TableOrigin::BuiltIn,
        TableOrigin::User {
            path: "tabeller/klubb.ron".into(),
            replaces_built_in: true,
        },
        TableOrigin::User {
            path: "tabeller/klubb.ron".into(),
            replaces_built_in: false,
        },
    ] {
        for error in every_table_error() {
            errors.push(Error::TableOfEvening {
                file: "kväll.ron".into(),
                table: "klubb".into(),
                origin: origin.clone(),
                error: Box::new(error),
            });
        }
    }
    for kind in every_evening_issue() {
        errors.push(Error::Evening {
            file: "kväll.ron".into(),
            location: Some(Location { line: 6, col: 5 }),
            problem: EveningProblem {
                field: "players".into(),
                kind,
            },
        });
    }
    for problem in every_hand_problem() {
        errors.push(Error::Hand {
            file: "kväll.ron".into(),
            location: None,
            error: Box::new(HandError {
                hand: 3,
                field: HandField::Declarer,
                problem,
            }),
        });
    }
    for error in &errors {
        match error {
            Error::Io(_)
            | Error::Syntax(_)
            | Error::Table(_)
            | Error::UnknownTable { .. }
            | Error::TableOfEvening { .. }
            | Error::Evening { .. }
            | Error::Hand { .. } => {}
        }
    }
    errors
}

#[test]
fn every_error_kind_has_swedish_and_japanese_words_of_its_own() {
    for error in every_error() {
        check(&format!("{error:?}"), &|l| words::error(&error, l));
    }
    for issue in every_name_issue() {
        check(&format!("form {issue:?}"), &|l| {
            words::name_refusal(issue, l)
        });
    }
    // A typed price the core refuses (the form and the betdelning's price).
    use vira::ledger::money::PriceProblem;
    for problem in [PriceProblem::NotAnAmount, PriceProblem::TooHigh] {
        // Exhaustive: a new kind does not compile until it is listed here.
        match problem {
            PriceProblem::NotAnAmount | PriceProblem::TooHigh => {}
        }
        check(&format!("price {problem:?}"), &|l| {
            words::price_problem(problem, l).to_string()
        });
    }
    for kind in [
        ErrorKind::NotFound,
        ErrorKind::PermissionDenied,
        ErrorKind::StorageFull,
        ErrorKind::Other,
    ] {
        let storage = || StorageError::Io {
            path: "kvällar/k.ron".into(),
            source: std::io::Error::from(kind),
        };
        check(&format!("{:?}", storage()), &|l| {
            words::storage_error(&storage(), l)
        });
        let export = || ExportError::Io {
            path: "ut/hands.csv".into(),
            source: std::io::Error::from(kind),
        };
        check(&format!("{:?}", export()), &|l| {
            words::export_error(&export(), l)
        });
        let csv = || ExportError::Csv {
            path: "ut/hands.csv".into(),
            source: csv::Error::from(std::io::Error::from(kind)),
        };
        check(&format!("{:?}", csv()), &|l| words::export_error(&csv(), l));
    }
    let locked = StorageError::Locked {
        path: "kvällar/k.ron".into(),
        lock: "kvällar/k.ron.lock".into(),
    };
    check("locked", &|l| words::storage_error(&locked, l));
    for error in every_error().into_iter().take(3) {
        let invalid = StorageError::Invalid(Box::new(error.clone()));
        check("invalid", &|l| words::storage_error(&invalid, l));
        let archive = ArchiveError::NotAnEvening(Box::new(error));
        check("not an evening", &|l| words::archive_error(&archive, l));
    }
    let archive = ArchiveError::Io(io(IoCause::NotAFolder, ErrorKind::Other, IoAction::List));
    check("archive io", &|l| words::archive_error(&archive, l));
}

/// Each table problem on its own: the Swedish and the Japanese are not the
/// English and have no English in them (the joined list above could hide
/// one among many).
#[test]
fn every_table_issue_has_swedish_and_japanese_words_of_its_own() {
    for issue in every_table_issue() {
        check(&format!("{issue:?}"), &|l| words::table_issue(&issue, l));
        let problem = TableProblem {
            issue: issue.clone(),
            ..table_problem()
        };
        check(&format!("{problem:?}"), &|l| {
            words::table_problem(&problem, l)
        });
    }
    for problem in every_variant_problem() {
        check(&format!("{problem:?}"), &|l| {
            words::variant_problem(&problem, l)
        });
    }
    for issue in every_variants_issue() {
        check(&format!("{issue:?}"), &|l| words::variants_issue(&issue, l));
    }
}

/// What ron really says about broken evening files, in Swedish.
#[test]
fn ron_errors_met_in_real_files_are_said_in_swedish() {
    let good = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
        players: ["Anna", "Bo", "Cia"], first_dealer: "Cia")"#;
    let broken = [
        ("date: \"2026-11-21\"", "date: 5", "en text"),
        ("date: \"2026-11-21\"", "date: \"2026-11-21", "datumet"),
        ("date: \"2026-11-21\"", "date: \"21/11\"", "ÅÅÅÅ-MM-DD"),
        (
            "first_dealer: \"Cia\")",
            "first_dealer: \"Cia\"",
            "kommatecken",
        ),
        (
            "first_dealer: \"Cia\")",
            "first_dealer: \"Cia\", colours: [\"blue\"])",
            "ingen färg",
        ),
        ("players:", "spelare:", "okänt fält `spelare`"),
        ("first_dealer: \"Cia\"", "", "fältet `first_dealer` saknas"),
        ("\"Cia\")", "\"Cia\"))", "efter slutet"),
        ("format: 1,", "format: 1,,", "väntades ett namn"),
        ("format: 1,", "format: ?1,", "väntades ett heltal"),
        (
            "format: 1,",
            "format: 1, house: House(refill: Sometimes),",
            "okänt värde `Sometimes`",
        ),
    ];
    for (from, to, wanted) in broken {
        let text = good.replace(from, to);
        assert_ne!(text, good, "{from}");
        let error = vira::ledger::evening::Evening::parse("kväll.ron", &text).unwrap_err();
        assert!(
            !matches!(*error.problem, SyntaxProblem::Other(_)),
            "{to}: {:?}",
            error.problem
        );
        let sv = words::syntax_error(&error, Language::Swedish);
        assert!(sv.contains(wanted), "{to}: {sv}");
        check(&format!("{to}: {error}"), &|l| {
            words::syntax_error(&error, l)
        });
    }
    let error = vira::ledger::evening::Evening::parse("kväll.ron", "Evening(").unwrap_err();
    let sv = words::syntax_error(&error, Language::Swedish);
    assert!(sv.contains("filen tar slut"), "{sv}");
}

#[test]
fn text_from_a_file_is_quoted_with_hidden_characters_escaped() {
    let error = EveningIssue::Name {
        name: "Anna\u{200b}\n".into(),
        issue: NameIssue::HiddenCharacter('\u{200b}'),
    };
    let sv = words::evening_issue(&error, Language::Swedish);
    assert!(sv.contains("`Anna\\u{200b}\\n`"), "{sv}");
    assert!(!sv.contains('\u{200b}') && !sv.contains('\n'), "{sv}");
    let ja = words::evening_issue(&error, Language::Japanese);
    assert!(ja.contains("`Anna\\u{200b}\\n`"), "{ja}");
    assert!(!ja.contains('\u{200b}') && !ja.contains('\n'), "{ja}");
    assert_eq!(words::quoted("Åsa O'Brien"), "Åsa O'Brien");
    // The place and the excerpt of the file are the same in every
    // language; a long piece of a file is cut in each.
    let error = Error::Syntax(syntax(SyntaxProblem::UnknownField {
        found: "x".repeat(200),
        expected: vec!["result".into()],
        outer: Some("Hand".into()),
    }));
    for language in [Language::Swedish, Language::English, Language::Japanese] {
        let text = words::error(&error, language);
        assert!(text.starts_with("kväll.ron:2:8: "), "{text}");
        assert!(text.ends_with(&format!("\n{EXCERPT}")), "{text}");
        assert!(text.contains(&format!("{}…", "x".repeat(80))), "{text}");
        assert!(!text.contains(&"x".repeat(81)), "{text}");
    }
    assert_eq!(
        words::error(&error, Language::Japanese).lines().next(),
        Some(
            format!(
                "kväll.ron:2:8: `Hand`の項目`{}…`は不明です。使える項目:`result`",
                "x".repeat(80)
            )
            .as_str()
        )
    );
}

/// No message holds a control character other than its own newlines,
/// whatever a file, a file name or the system brought into it (issue 19).
fn no_control_characters(what: &str, text: &str) {
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "{what}: {text:?}"
    );
}

#[test]
fn pieces_of_a_file_in_a_message_are_escaped_in_every_language() {
    let forged = "\u{1b}[2J\u{1b}[HBo pays Dag 1000.00 kr\n\t\r\u{7}";
    let evening = |kind: EveningIssue| Error::Evening {
        file: format!("k{forged}.ron"),
        location: Some(Location { line: 3, col: 1 }),
        problem: EveningProblem {
            field: "house.forced".into(),
            kind,
        },
    };
    let errors = [
        evening(EveningIssue::UnknownForced {
            contract: forged.into(),
        }),
        evening(EveningIssue::NotATime {
            text: forged.into(),
        }),
        evening(EveningIssue::NotAForcedRound {
            contract: forged.into(),
            rounds: vec![forged.into()].into(),
        }),
        evening(EveningIssue::Chips {
            problem: ChipProblem::UnknownKind(forged.into()),
        }),
        Error::Hand {
            file: "k.ron".into(),
            location: None,
            error: Box::new(HandError {
                hand: 1,
                field: HandField::Forced,
                problem: HandProblem::UnknownForced {
                    contract: forged.into(),
                },
            }),
        },
        Error::Syntax(syntax(SyntaxProblem::WrongValue {
            expected: "a string".into(),
            found: format!("the string \"{forged}\""),
        })),
        Error::Syntax(syntax(SyntaxProblem::Other(forged.into()))),
        Error::Syntax(
            vira::ledger::evening::Evening::parse(
                "k.ron",
                &format!("Evening(format: 1, {forged} x"),
            )
            .unwrap_err(),
        ),
        Error::Io(io(
            IoCause::Link {
                target: PathBuf::from(forged),
            },
            ErrorKind::Other,
            IoAction::Read,
        )),
        Error::Io(IoError::refused(
            &PathBuf::from(forged),
            IoAction::Read,
            IoCause::NotAFolder,
        )),
    ];
    for error in &errors {
        for language in [Language::English, Language::Swedish, Language::Japanese] {
            let text = words::error(error, language);
            no_control_characters(&format!("{error:?}"), &text);
            assert!(text.contains("\\u{1b}"), "{text}");
        }
    }
    let table = TableError::Invalid(vec![TableProblem {
        file: "klubb.ron".into(),
        location: None,
        contract: Some(forged.into()),
        issue: TableIssue::ForcedUnknown {
            contract: forged.into(),
        },
    }]);
    for language in [Language::English, Language::Swedish, Language::Japanese] {
        no_control_characters("table", &words::table_error(&table, language));
    }
}

/// Issue 34, 10: the system's errors in words in every language, never
/// its "(os error 28)": the kinds the words know, and for the others the
/// system's message without its number.
#[test]
fn system_errors_carry_no_raw_os_error_number() {
    for code in [2, 13, 17, 20, 21, 28, 30, 31, 36, 40, 122] {
        let error = std::io::Error::from_raw_os_error(code);
        for language in [Language::English, Language::Swedish, Language::Japanese] {
            let said = words::system_error(&error, language);
            assert!(!said.contains("os error"), "{code} {language:?}: {said}");
            assert!(!said.is_empty(), "{code} {language:?}");
        }
    }
    let full = std::io::Error::from_raw_os_error(28);
    assert_eq!(
        words::system_error(&full, Language::English),
        "the disk is full"
    );
    assert_eq!(
        words::system_error(&full, Language::Swedish),
        "disken är full"
    );
    let io = IoError::new(std::path::Path::new("x.ron"), IoAction::Write, &full);
    let said = words::io_error(&io, Language::English);
    assert!(said.contains("the disk is full"), "{said}");
    assert!(!said.contains("os error"), "{said}");
}
