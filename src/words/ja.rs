//! The words of every error in Japanese (日本語), in the words of the
//! Japanese rules (source 004) and of the interface (`src/i18n/ja.rs`):
//! ディール, デクレアラー, ビッド, ビッド表, 切札, 再交換, 降伏, ポット,
//! ベター, ピナー, 強制周, 対局.
//!
//! One exhaustive `match` per kind, so a kind without Japanese does not
//! compile; each function is what its Swedish and English namesake in
//! [`super`] says. Text from a file is quoted as there (`` `…` ``, escaped
//! and capped by [`quoted`]); words of the system or of a parser that are
//! not translated are quoted in 「…」. `FILE:LINE:COL: ` stays in front.

use std::io::ErrorKind;

use super::{place, quoted, row_value};
use crate::chips::error::ChipError;
use crate::error::ledger::{Error, EveningIssue, HandError, HandProblem, NameIssue, TableOrigin};
use crate::error::{
    FileKind, IoAction, IoCause, IoError, RowValue, SyntaxProblem, TableIssue, Token,
    VariantProblem, VariantsIssue,
};
use crate::ledger::evening::Trump;
use crate::text::{Language, Names};
use crate::words::game::bid_word;

const JA: Language = Language::Japanese;

/// Every rule that is written in a file, a number or a name: quoted.
fn code(text: &str) -> String {
    format!("`{}`", quoted(text))
}

/// `` `a`、`b`または`c` `` (names from a file, quoted); `なし` for none.
fn one_of(names: &[String]) -> String {
    let words: Vec<String> = names.iter().map(|n| code(n)).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}または{last}", rest.join("、")),
        Some((last, _)) => last.clone(),
        None => "なし".into(),
    }
}

/// `3、4または5` (numbers of players).
fn counts(counts: &[usize]) -> String {
    let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}または{last}", rest.join("、")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// A name in the evening file that cannot be used.
pub(super) fn name_in_file(name: &str, issue: NameIssue) -> String {
    match issue {
        NameIssue::Empty => "プレイヤーの名前が空です".into(),
        NameIssue::Spaces => format!("{}の最初か最後に空白があります", code(name)),
        NameIssue::HiddenCharacter(c) => hidden(name, c),
        NameIssue::Reserved => {
            "`pulla`はポットの口座の名前です。プレイヤーに別の名前を付けてください".into()
        }
    }
}

/// A text holding a hidden character.
pub(super) fn hidden(text: &str, character: char) -> String {
    format!(
        "{}に見えない文字か制御文字U+{:04X}が入っています。入力し直してください",
        code(text),
        u32::from(character)
    )
}

/// Why a name typed in the new-evening form is refused.
pub(super) fn name_refusal(issue: NameIssue) -> String {
    match issue {
        NameIssue::Empty => "名前を入力してください。".into(),
        NameIssue::Spaces => "名前の最初と最後の空白を削除してください。".into(),
        NameIssue::HiddenCharacter(c) => format!(
            "名前に見えない文字か制御文字U+{:04X}が入っています。名前を入力し直してください。",
            u32::from(c)
        ),
        NameIssue::Reserved => "「pulla」はポットの名前です。別の名前を選んでください。".into(),
    }
}

/// What could not be done with a file.
pub(super) fn action(action: IoAction) -> &'static str {
    match action {
        IoAction::Read => "読めません",
        IoAction::Write => "書き込めません",
        IoAction::List => "中身を一覧できません",
        IoAction::Create => "作成できません",
        IoAction::Remove => "削除できません",
    }
}

/// The system's refusal by its kind; a kind without words of its own is
/// said quoting the system's words.
pub(super) fn system_cause(kind: ErrorKind, detail: &str) -> String {
    let words = match kind {
        ErrorKind::NotFound => "ファイルまたはフォルダがありません",
        ErrorKind::PermissionDenied => "アクセスが拒否されました",
        ErrorKind::AlreadyExists => "同じ名前のファイルがすでにあります",
        ErrorKind::NotADirectory => "パスの途中にフォルダではないものがあります",
        ErrorKind::IsADirectory => "ファイルではなくフォルダです",
        ErrorKind::DirectoryNotEmpty => "フォルダが空ではありません",
        ErrorKind::ReadOnlyFilesystem => "ディスクが書き込み禁止です",
        ErrorKind::StorageFull => "ディスクがいっぱいです",
        ErrorKind::QuotaExceeded => "ディスクの割り当て容量を使い切りました",
        ErrorKind::FileTooLarge => "ファイルが大きすぎます",
        ErrorKind::ResourceBusy => "ファイルが使用中です",
        ErrorKind::InvalidFilename => "ファイル名が長すぎるか、ここでは使えない名前です",
        ErrorKind::InvalidData => "内容が正しくありません",
        ErrorKind::UnexpectedEof => "ファイルが途中で終わっています",
        ErrorKind::TimedOut => "時間がかかりすぎました",
        ErrorKind::Interrupted => "中断されました",
        ErrorKind::OutOfMemory => "メモリが足りません",
        ErrorKind::CrossesDevices => "2つのディスクの間では移動できません",
        ErrorKind::WriteZero => "何も書き込めませんでした",
        ErrorKind::Unsupported => "システムが対応していません",
        _ => return format!("システムの応答:「{}」", quoted(super::without_code(detail))),
    };
    words.to_string()
}

/// A file's kind in words.
pub(super) fn file_kind(kind: FileKind) -> &'static str {
    match kind {
        FileKind::Fifo => "名前付きパイプ",
        FileKind::Device => "デバイス",
        FileKind::Socket => "ソケット",
        FileKind::Folder => "フォルダ",
        FileKind::Other => "ファイル以外のもの",
    }
}

/// Why a file could not be used (without the path).
pub(super) fn io_cause(kind: ErrorKind, cause: &IoCause) -> String {
    match cause {
        IoCause::System { detail } => system_cause(kind, detail),
        IoCause::NotARegularFile(k) => {
            format!("通常のファイルではありません({})", file_kind(*k))
        }
        IoCause::TooLarge {
            limit_mib,
            bytes: Some(bytes),
        } => format!("{limit_mib} MiBを超えています({bytes}バイト)"),
        IoCause::TooLarge {
            limit_mib,
            bytes: None,
        } => format!("{limit_mib} MiBを超えています(読んでいる間に大きくなりました)"),
        IoCause::NotUtf8 { byte } => {
            format!("UTF-8のテキストではありません({byte}バイト目が違います)")
        }
        IoCause::NotAFolder => "フォルダではありません".into(),
        IoCause::Link { target } => format!(
            "シンボリックリンクです(リンク先 {})。ファイルそのものを指定してください",
            quoted(&target.display().to_string())
        ),
        IoCause::HardLinked { names } => format!(
            "このファイルには名前が{names}つあります(ハードリンク)。新しいファイルに置き換えると他の名前が切り離されます。別の名前で保存してください"
        ),
    }
}

/// A file or folder that could not be used: "PATH: 読めません:why".
pub(super) fn io_error(error: &IoError) -> String {
    format!(
        "{}: {}:{}",
        error.path.display(),
        action(error.action),
        super::io_cause(error.kind, &error.cause, JA)
    )
}

/// A token of a RON text in words.
pub(super) fn token(token: Token) -> &'static str {
    match token {
        Token::ArrayStart => "開き`[`",
        Token::ArrayEnd => "閉じ`]`",
        Token::ParenStart => "開き`(`",
        Token::ParenEnd => "閉じ`)`",
        Token::MapStart => "開き`{`",
        Token::MapEnd => "閉じ`}`",
        Token::Colon => "コロン`:`",
        Token::Comma => "カンマ`,`",
        Token::Boolean => "`true`または`false`",
        Token::Integer => "整数",
        Token::Float => "小数",
        Token::String => "引用符で囲んだ文字列",
        Token::StringEnd => "文字列を閉じる引用符",
        Token::Char => "アポストロフィで囲んだ1文字",
        Token::Identifier => "名前",
        Token::Option => "`Some(…)`または`None`",
        Token::Unit => "`()`",
        Token::Attribute => "属性`#![enable(…)]`",
        Token::Bytes => "バイト列",
    }
}

/// serde's and ron's English phrase for a value in Japanese where it is
/// one of the common ones; any other is quoted.
fn value_phrase(phrase: &str) -> String {
    const PREFIXES: [(&str, &str); 9] = [
        ("the string ", "文字列"),
        ("the unsigned integer ", "整数"),
        ("the signed integer ", "整数"),
        ("the floating point number ", "小数"),
        ("the boolean ", "真偽値"),
        ("the UTF-8 character ", "文字"),
        ("struct ", "構造"),
        ("enum ", "列挙"),
        ("tuple struct ", "構造"),
    ];
    const WHOLE: [(&str, &str); 18] = [
        ("a string", "文字列"),
        ("a borrowed string", "文字列"),
        ("a sequence", "リスト"),
        ("a map", "表`{…}`"),
        ("a unit value", "空の値`()`"),
        ("an optional value", "省略できる値"),
        ("option", "`Some(…)`または`None`"),
        ("a boolean", "`true`または`false`"),
        ("a character", "1文字"),
        ("a unit variant", "項目のない名前"),
        ("a newtype variant", "値を1つ持つ名前"),
        ("a tuple variant", "値を持つ名前"),
        ("a struct variant", "項目を持つ名前"),
        ("an enum", "決められた名前のどれか"),
        ("a newtype struct", "構造"),
        ("a formatted date string", "日付`YYYY-MM-DD`"),
        ("a sequence of 3 elements", "要素3つのリスト"),
        ("unit", "空の値`()`"),
    ];
    if let Some((_, ja)) = WHOLE.iter().find(|(en, _)| *en == phrase) {
        return (*ja).to_string();
    }
    if let Some((rest, ja)) = PREFIXES
        .iter()
        .find_map(|(en, ja)| phrase.strip_prefix(en).map(|rest| (rest, ja)))
    {
        let rest = rest.trim_matches('`');
        return format!("{ja}{}", code(rest));
    }
    let numbers = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    if numbers.contains(&phrase) || phrase.starts_with("integer") {
        return "整数".into();
    }
    if phrase == "f32" || phrase == "f64" {
        return "小数".into();
    }
    format!("「{}」", quoted(phrase))
}

/// What is wrong with a RON text.
pub(super) fn syntax_problem(problem: &SyntaxProblem) -> String {
    use SyntaxProblem as P;
    match problem {
        P::Expected(t) => format!("ここには{}が必要です", token(*t)),
        P::OtherStruct { expected, found } => format!(
            "ここには{}が必要ですが、{}と書かれています",
            code(expected),
            code(found)
        ),
        P::UnexpectedChar(c) => format!(
            "文字{}はここには書けません",
            code(c.encode_utf8(&mut [0; 4]))
        ),
        P::Eof => "ファイルが途中で終わっています。最後に何か(閉じ括弧など)が足りません".into(),
        P::TrailingCharacters => "終わりのあとに何か書かれています。括弧が多すぎませんか".into(),
        P::WrongValue { expected, found } => format!(
            "値の種類が違います:ここには{}が必要ですが、{}と書かれています",
            value_phrase(expected),
            value_phrase(found)
        ),
        P::WrongLength { expected, found } => format!(
            "数が違います:ここには{}が必要ですが、要素が{found}つです",
            value_phrase(expected)
        ),
        P::MissingField { field, outer } => format!(
            "{}項目{}がありません",
            super::inside(outer.as_ref(), JA),
            code(field)
        ),
        P::UnknownField {
            found,
            expected,
            outer,
        } => format!(
            "{}項目{}は不明です。使える項目:{}",
            super::inside(outer.as_ref(), JA),
            code(found),
            one_of(expected)
        ),
        P::DuplicateField { field, outer } => format!(
            "{}項目{}が2回書かれています",
            super::inside(outer.as_ref(), JA),
            code(field)
        ),
        P::UnknownVariant {
            found,
            expected,
            outer,
        } => format!(
            "{}値{}は不明です。使える値:{}",
            super::inside(outer.as_ref(), JA),
            code(found),
            one_of(expected)
        ),
        P::IntegerOutOfBounds => "数がこの項目には大きすぎるか小さすぎます".into(),
        P::InvalidDigit { digit } => {
            format!(
                "{}は数字ではありません",
                code(digit.encode_utf8(&mut [0; 4]))
            )
        }
        P::InvalidEscape(words) => format!(
            "文字列の中の`\\`で始まるエスケープが正しくありません(パーサーの言葉:「{}」)",
            quoted(words)
        ),
        P::UnclosedComment => "コメント`/*`が`*/`で閉じられていません".into(),
        P::NotUtf8 => "テキストがUTF-8ではありません".into(),
        P::TooDeep => "括弧の入れ子が深すぎます".into(),
        P::NotADate { .. } => "日付を読めません。`YYYY-MM-DD`の形で書いてください".into(),
        P::NotAColour { text } => format!(
            "{}は色ではありません。`#rrggbb`の形で書いてください",
            code(text)
        ),
        P::NotALevel { text } => format!(
            "{}はレベルではありません。整数か分数で書いてください(`-1`、`4/3`、`384`)",
            code(text)
        ),
        P::UnknownFormat { found, known } => format!(
            "形式{found}は不明です。このプログラムが読めるのは形式{known}です(新しいバージョンのファイルですか?)"
        ),
        P::Other(detail) => format!("ここではファイルを読めません:「{}」", quoted(detail)),
    }
}

/// What a bid table's check found.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn table_issue(issue: &TableIssue) -> String {
    use TableIssue as I;
    match issue {
        I::PinnarPerBet { value, max } => format!(
            "`pinnar_per_bet`が{value}です。1ベターは1〜{max}ピナーでなければなりません"
        ),
        I::LevelsPinnarPerBet {
            value,
            three: Some(three),
            ..
        } => format!(
            "`pinnar_per_bet`が{value}です。レベル表では3人のときの1ベターの点数で、`levels.points_per_bet`によれば{three}です"
        ),
        I::LevelsPinnarPerBet {
            value,
            three: None,
            max,
        } => format!("`pinnar_per_bet`が{value}です。1ベターは1〜{max}点でなければなりません"),
        I::KeepAtLeastTooHigh { minimum, max } => format!(
            "`house.refill`: `KeepAtLeast({minimum})`:{max}ベターを超えるポットは入力ミスと思われます"
        ),
        I::LevelsInClassic => "`levels`はレベル表(`scoring: Levels`)で使うものです".into(),
        I::LevelsMissing => "レベル表(`scoring: Levels`)には`levels`に値が必要です".into(),
        I::BadId => "IDに使えるのは小文字、数字、`-`だけです".into(),
        I::RankZero => "`rank`は1から始まります".into(),
        I::MisarCards { cards } => {
            format!("ミゼールは1〜13枚でプレイします。{cards}枚ではプレイできません")
        }
        I::TrickTarget { target } => {
            format!("目標のトリック数は1〜13です。{target}にはできません")
        }
        I::TrickGameWithoutTrump => {
            "トリックを取るビッドには切札が必要ですが、`trump`が`NoTrump`です".into()
        }
        I::MisarWithTrump => {
            "ミゼールは切札なしでプレイします:`trump`は`NoTrump`でなければなりません".into()
        }
        I::MisarWithTrumpRank => {
            "ミゼールにはカラーもプレファランスもありません:`pinnar.second`と`pinnar.preference`を削除してください".into()
        }
        I::GaskTrumpNotChosen => {
            "勝ちにも負けにもプレイできるガスクは、切札を`Chosen`にします".into()
        }
        I::TurnedCards { cards } => {
            format!("`Turned({cards})`:表向きにできるのは1〜13枚です")
        }
        I::ColourBidsWithoutChosenTrump => {
            "`colour_bids`には、デクレアラーが切札を指定するビッド(`trump: Chosen`)が必要です"
                .into()
        }
        I::OmkopWithoutKop => {
            "再交換ができるのは、デクレアラーがタロンと交換するビッド(`stock: Kop`)だけです"
                .into()
        }
        I::Negative { field, value } => {
            let what = row_value(*field);
            match field {
                RowValue::Pot(..) => {
                    format!("{what}が{value}です。ベターは0以上でなければなりません")
                }
                RowValue::Pinnar(_) => {
                    format!("{what}が{value}です。ピナーは0以上でなければなりません")
                }
                RowValue::PassPenalty => {
                    format!("{what}が{value}です。ペナルティは0以上でなければなりません")
                }
            }
        }
        I::TooLarge { field, value, max } => format!(
            "{}が{value}です。{max}を超える値は入力ミスと思われます",
            row_value(*field)
        ),
        I::LevelInClassic => "`level`はレベル表(`scoring: Levels`)で使うものです".into(),
        I::ClassicWithoutPot => "伝統的な表のビッドには`pot`と`pinnar`が必要です".into(),
        I::LevelMissing => "レベル表のビッドには`level`が必要です".into(),
        I::LevelsWithPot => {
            "レベル表は`level`から支払います:`pot`、`omkop`、`pinnar`を削除してください".into()
        }
        I::LevelTooLarge { level, max } => {
            format!("レベル{level}は入力ミスと思われます({max}を超える数)")
        }
        I::LevelOutOfRange { field, value, max } => format!(
            "`level.{}`が{value}です。値は1〜{max}でなければなりません",
            field.key()
        ),
        I::RebuyWithoutKop => {
            "`rebuy`(再交換)ができるのは、デクレアラーがタロンと交換するビッド(`stock: Kop`)だけです"
                .into()
        }
        I::DuplicateId => "同じIDが表の別の行にすでにあります".into(),
        I::RankTwice { rank, other } => {
            format!("ビッドの順位{rank}にはすでにビッド{}があります", code(other))
        }
        I::NoContracts => "表にビッドがありません".into(),
        I::ForcedUnknown { contract } => format!(
            "`forced`に、表にないビッド{}が書かれています",
            code(contract)
        ),
        I::PointsPerPinne { value, max } => format!(
            "`points_per_pinne`が{value}です。1ピナーは1〜{max}点でなければなりません"
        ),
        I::NoPointsPerBet => "`points_per_bet`にプレイヤーの人数が書かれていません".into(),
        I::PointsPerBetPlayers { players } => format!(
            "`points_per_bet`:{players}人とありますが、プレイできるのは3人、4人、5人で、それぞれ1回だけ書きます"
        ),
        I::PointsPerBetPoints {
            points,
            players,
            max,
        } => format!(
            "`points_per_bet`:{players}人で{points}点です。1ベターは1〜{max}点でなければなりません"
        ),
        I::NoSitOut { players } => format!(
            "{players}人でプレイできますが、`seating`に誰が休むかが書かれていません"
        ),
        I::Seating { players, sit_out } => format!(
            "`seating`の{players}人の場合:{sit_out:?}は1〜{}の異なる席{}つでなければなりません(ディーラーはプレイします)",
            players.saturating_sub(1),
            players.saturating_sub(3)
        ),
        I::LevelColumn { column, columns } => {
            format!("`level_column`が{column}ですが、表の列は{columns}つです")
        }
        I::ContractColumn {
            contract,
            column,
            columns,
        } => format!(
            "{}:列{column}とありますが、`columns`は{columns}つです(0から数えます)",
            code(contract)
        ),
        I::Multiplier { rank, value, max } => format!(
            "`multipliers.{}`が{value}です。値は1〜{max}でなければなりません",
            rank.key()
        ),
        I::Variant { variant, problem } => format!(
            "バリエーション{}:{}",
            code(variant),
            super::variant_problem(problem, JA)
        ),
    }
}

/// What is wrong with a variant of a table.
pub(super) fn variant_problem(problem: &VariantProblem) -> String {
    use VariantProblem as P;
    match problem {
        P::DuplicateId => "別のバリエーションに同じIDがあります".into(),
        P::UnknownContract { contract } => {
            format!("表にないビッド{}を変更しています", code(contract))
        }
        P::Twice { contract } => format!(
            "ビッド{}を2回変更しています。1つにまとめてください",
            code(contract)
        ),
        P::NoOmkop { contract } => {
            format!("再交換のない{}の再交換の値を変更しています", code(contract))
        }
        P::Breaks { contract, issue } => format!(
            "{}について:{}",
            code(contract),
            super::table_issue(issue, JA)
        ),
    }
}

/// Why an evening's variants cannot be applied to its table.
pub(super) fn variants_issue(issue: &VariantsIssue) -> String {
    use VariantsIssue as V;
    match issue {
        V::ListedTwice { variant } => {
            format!("バリエーション{}が2回書かれています", code(variant))
        }
        V::Unknown { variant, known } => {
            let known = if known.is_empty() {
                "なし".to_string()
            } else {
                known.iter().map(|k| code(k)).collect::<Vec<_>>().join("、")
            };
            format!(
                "バリエーション{}はこの表にありません(この表にあるのは:{known})",
                code(variant)
            )
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
            "バリエーション{}と{}が、どちらも{}の`{}.{}`を設定しています({first_value}と{second_value})。どちらかを選んでください",
            code(first),
            code(second),
            code(contract),
            column.key(),
            field.key()
        ),
        V::UnknownContract { variant } => format!(
            "バリエーション{}に、表にないビッドが書かれています",
            code(variant)
        ),
    }
}

/// Where a table comes from, in words.
pub(super) fn origin(origin: &TableOrigin) -> String {
    match origin {
        TableOrigin::BuiltIn => "組み込みの表".into(),
        TableOrigin::User {
            path,
            replaces_built_in: true,
        } => format!("{}、組み込みの表の代わり", path.display()),
        TableOrigin::User { path, .. } => path.display().to_string(),
    }
}

/// Anything between a file and a settlement, at its file, line and column.
pub(super) fn error(error: &Error) -> String {
    match error {
        Error::Io(e) => super::io_error(e, JA),
        Error::Syntax(e) => super::syntax_error(e, JA),
        Error::Table(e) => super::table_error(e, JA),
        Error::UnknownTable {
            file,
            location,
            table,
            known,
        } => format!(
            "{}: ビッド表{}はありません(あるのは:{})",
            place(file, *location),
            code(table),
            known.split(", ").map(code).collect::<Vec<_>>().join("、")
        ),
        Error::TableOfEvening {
            file,
            table,
            origin: o,
            error,
        } => format!(
            "{file}: この対局のビッド表{}({})は使えません:\n{}",
            code(table),
            origin(o),
            super::table_error(error, JA)
        ),
        Error::Evening {
            file,
            location,
            problem,
        } => format!(
            "{}: {}",
            place(file, *location),
            super::evening_problem(problem, JA)
        ),
        Error::Hand {
            file,
            location,
            error,
        } => format!(
            "{}: {}",
            place(file, *location),
            super::hand_error(error, JA)
        ),
    }
}

/// A save or lock of the app's own files that failed.
pub(super) fn storage_error(error: &crate::error::storage::StorageError) -> String {
    use crate::error::storage::StorageError;
    match error {
        StorageError::Io { path, source } => format!(
            "{}: ファイルを読み書きできません({})",
            path.display(),
            super::system_error(source, JA)
        ),
        StorageError::Locked { path, lock } => format!(
            "{}は別のviraウィンドウで開いています。まずそちらで閉じてください(ロックファイル {})",
            path.display(),
            lock.display()
        ),
        StorageError::Invalid(e) => format!(
            "対局を書き込みませんでした:書き込むと、もう一度開けなくなります。{}",
            super::error(e, JA)
        ),
        StorageError::Refused(e) => super::io_error(e, JA),
    }
}

/// An archive operation that failed.
pub(super) fn archive_error(error: &crate::error::archive::ArchiveError) -> String {
    use crate::error::archive::ArchiveError;
    match error {
        ArchiveError::Io(e) => super::io_error(e, JA),
        ArchiveError::NotAnEvening(e) => {
            format!("インポートしませんでした:{}", super::error(e, JA))
        }
    }
}

/// An export that failed.
pub(super) fn export_error(error: &crate::error::archive::ExportError) -> String {
    use crate::error::archive::ExportError;
    match error {
        ExportError::Io { path, source } => format!(
            "{}: 書き込めません:{}",
            path.display(),
            super::system_error(source, JA)
        ),
        ExportError::Csv { path, source } => {
            let why = match source.kind() {
                csv::ErrorKind::Io(e) => super::system_error(e, JA),
                csv::ErrorKind::Utf8 { .. } => "テキストがUTF-8ではありません".into(),
                csv::ErrorKind::UnequalLengths { .. } => "行ごとの項目の数が違います".into(),
                other => format!("CSVの書き込みの応答:「{}」", quoted(&format!("{other:?}"))),
            };
            format!("{}: CSVファイルを書き込めません:{why}", path.display())
        }
    }
}

/// A trump rank as a message names it, in the words of source 004.
pub(super) fn rank(rank: Trump) -> &'static str {
    match rank {
        Trump::Common => "その他の切札",
        Trump::Second => "セカンド・プレファランスの切札",
        Trump::Preference => "プレファランスの切札",
        Trump::Misar => "ミゼール",
    }
}

/// Why a hand cannot have happened.
#[allow(clippy::too_many_lines)] // One arm per kind: a table, not logic.
pub(super) fn hand_problem(problem: &HandProblem) -> String {
    let name = |names: &Names| names.get(JA).to_string();
    match problem {
        HandProblem::NoSuchHand => "そのディールはありません".into(),
        HandProblem::NotAPlayer { name } => format!("{}はプレイヤーではありません", code(name)),
        HandProblem::SitsOut { player, dealer } => {
            format!("{player}はこのディールでは休みです({dealer}が配ります)")
        }
        HandProblem::UnknownContract { contract } => {
            format!("{}はこのビッド表のビッドではありません", code(contract))
        }
        HandProblem::NoPassingRule { contract } => format!(
            "{}にはパスのルールがないので、パスのペナルティもありません",
            name(contract)
        ),
        HandProblem::PasserIsDeclarer { player } => {
            format!("{player}はデクレアラーで、パスしたプレイヤーではありません")
        }
        HandProblem::PasserSitsOut { player } => {
            format!("{player}はこのディールでは休みで、パスしていません")
        }
        HandProblem::ListedTwice { player } => format!("{player}が2回書かれています"),
        HandProblem::NoColourBids { contract } => format!(
            "{}はカラーやプレファランスではビッドできません",
            name(contract)
        ),
        HandProblem::NotAtRank { contract, rank: r } => {
            format!("{}は{}ではプレイできません", name(contract), rank(*r))
        }
        HandProblem::BidButPlayed { bid, rank: r } => format!(
            "{}でビッドしたのに、{}でプレイしています",
            bid_word(*bid, JA),
            rank(*r)
        ),
        HandProblem::MisarWithTrump { contract, rank: r } => format!(
            "{}はミゼールなので切札なしでプレイします。{}ではありません",
            name(contract),
            rank(*r)
        ),
        HandProblem::TrickGameAsMisar { contract } => format!(
            "{}はトリックを取るビッドなので、ミゼールとしてはプレイできません",
            name(contract)
        ),
        HandProblem::ColourBidAsMisar { contract } => format!(
            "カラーやプレファランスでビッドした{}は、ミゼールとしてはプレイできません",
            name(contract)
        ),
        HandProblem::NeedsTrump { contract } => {
            format!("{}にはプレイした切札の種類が必要です", name(contract))
        }
        HandProblem::NoOmkop { contract } => format!("{}には再交換がありません", name(contract)),
        HandProblem::MisarFirstExchange { contract, rank: r } => format!(
            "{}はミゼールなので、最初の交換もミゼールです。{}ではありません",
            name(contract),
            rank(*r)
        ),
        HandProblem::OmkopKeepsTrump {
            contract,
            first,
            played,
        } => format!(
            "{}は再交換しても切札が変わりません:最初の交換は{}、プレイは{}です",
            name(contract),
            rank(*first),
            rank(*played)
        ),
        HandProblem::FirstExchangeHadTrump { contract } => format!(
            "{}はトリックを取るビッドなので、最初の交換には切札があります(ミゼールではありません)",
            name(contract)
        ),
        HandProblem::TooManyTricks {
            contract,
            tricks,
            cards,
        } => format!(
            "{tricks}トリックとありますが、記録どおりなら{}でプレイするのは{cards}枚だけです",
            name(contract)
        ),
        HandProblem::FieldNotUsed => "このビッド表の得点計算はこの項目を使いません".into(),
        HandProblem::CannotSurrender { contract } => {
            format!("{}は降伏できません", name(contract))
        }
        HandProblem::SecondLastAbove { second_last } => format!(
            "最後から2番目のビッド({})が、このビッドより高いレベルにあります",
            name(second_last)
        ),
        HandProblem::NotAtThisStage { what } => {
            use crate::error::ledger::StageRule;
            match what {
                StageRule::Surrender => "降伏はビラ教程のもっと後の段階(降伏)で出てきます".into(),
                StageRule::Omkop => "再交換はビラ教程のもっと後の段階(再交換)で出てきます".into(),
                StageRule::PassPenalty => {
                    "パスのペナルティはビラ教程のもっと後の段階(ククの取り決め)で出てきます".into()
                }
            }
        }
        HandProblem::ForcedNotForehand { forehand, forced } => format!(
            "{}は強制ディールです:フォアハンドの{forehand}がプレイします(ソロで取り消される場合を除く)",
            name(forced)
        ),
        HandProblem::ForcedDealOwed {
            forced,
            forehand,
            deal,
            of,
        } => format!(
            "このディールは強制ディール{deal}/{of}です:フォアハンドの{forehand}が{}をプレイします(ソロで取り消される場合を除く)",
            name(forced)
        ),
        HandProblem::ForcedContract { forced, contract } => format!(
            "強制周でプレイするのは{}で、{}ではありません。強制ゲームを取り消すソロは、取り消しとして記録します",
            name(forced),
            name(contract)
        ),
        HandProblem::UnknownForced { contract } => {
            format!("強制周のビッド{}はビッド表にありません", code(contract))
        }
        HandProblem::NoForcedRounds => {
            "ビッド表に強制周がありません。`forced`を削除してください".into()
        }
        HandProblem::NotAForcedRound { contract, rounds } => format!(
            "{}はビッド表の強制周ではありません。強制周は{}です",
            code(contract),
            one_of(rounds)
        ),
        HandProblem::TooManyRebuys { rebuys, max } => {
            format!("1ディールで再交換{rebuys}回は入力ミスと思われます(最大{max}回)")
        }
        HandProblem::TakenAwayNotForced => {
            "取り消せるのは強制ディールだけです。強制周のビッドを書いてください".into()
        }
        HandProblem::TooLowToTakeAway {
            contract,
            threshold,
        } => format!(
            "{}では低すぎて強制ゲームを取り消せません。{}以上が必要です",
            name(contract),
            name(threshold)
        ),
        HandProblem::NoTakeAwayRule => {
            "ハウスルールに、強制ゲームを取り消すビッドが書かれていません".into()
        }
        HandProblem::Overflow => "金額が帳簿の数の範囲に収まりません".into(),
    }
}

/// What is wrong with an evening's header.
pub(super) fn evening_issue(issue: &EveningIssue) -> String {
    match issue {
        EveningIssue::UnknownFormat { found, known } => {
            format!("形式{found}は不明です。このプログラムが読めるのは形式{known}です")
        }
        EveningIssue::PlayerCount { count } => {
            format!("{count}人です。ビラは3人、4人または5人でプレイします")
        }
        EveningIssue::PlayerCountForTable { count, allowed } => format!(
            "{count}人です。このビッド表は{}人でプレイします",
            counts(allowed)
        ),
        EveningIssue::Name { name, issue } => name_in_file(name, *issue),
        EveningIssue::HiddenCharacter { text, character } => hidden(text, *character),
        EveningIssue::Twice { name } => format!("{}がテーブルに2回います", code(name)),
        EveningIssue::NotAPlayer { name } => format!("{}はプレイヤーではありません", code(name)),
        EveningIssue::PriceTooHigh { price, max } => format!(
            "1ベター{price}エーレは{} krを超えています。入力ミスと思われます",
            max / 100
        ),
        EveningIssue::KeepAtLeastTooHigh { minimum, max } => {
            format!("`KeepAtLeast({minimum})`:{max}ベターを超えるポットは入力ミスと思われます")
        }
        EveningIssue::Chips { problem } => super::chip_problem(problem, JA),
        EveningIssue::UnknownForced { contract } => {
            format!("{}はビッド表にありません", code(contract))
        }
        EveningIssue::NotATime { text } => format!(
            "{}は時刻ではありません。HH:MMの形で書いてください。例 23:00",
            code(text)
        ),
        EveningIssue::NotAForcedRound { contract, rounds } if rounds.is_empty() => {
            format!("{}:ビッド表に強制周がありません", code(contract))
        }
        EveningIssue::NotAForcedRound { contract, rounds } => format!(
            "{}はビッド表の強制周ではありません。強制周は{}です",
            code(contract),
            one_of(rounds)
        ),
        EveningIssue::LastRoundFrom { from, hands } => format!(
            "最終周は第{from}ディールから始まるとありますが、対局は{hands}ディールです(始められるのは第1〜第{}ディール)",
            hands.saturating_add(1)
        ),
        EveningIssue::NoDeals => "0ディールの対局です。1以上を指定してください".into(),
        EveningIssue::DealsAndUntil => {
            "ディール数(`deals`)か終了時刻(`until`)のどちらか一方だけを指定してください".into()
        }
        EveningIssue::NoRoundAfter => "ビッド表に、勝ったあとの強制周のルールがありません".into(),
        EveningIssue::Variants { reason } => super::variants_issue(reason, JA),
    }
}

/// Why chip settings cannot be used.
pub(super) fn chip_problem(problem: &crate::error::chips::ChipProblem) -> String {
    use crate::error::chips::ChipProblem as P;
    use crate::rules::chips::{MAX_BETAR, MAX_COUNT};
    match problem {
        P::NoKinds => "チップのセットにチップの種類がありません".into(),
        P::KindTwice(id) => format!("チップの種類{}が2回書かれています", code(id)),
        P::BadValue(id) => format!(
            "チップの種類{}の価値は1〜{MAX_BETAR}ベターでなければなりません",
            code(id)
        ),
        P::UnknownKind(id) => format!("{}はセットのチップの種類ではありません", code(id)),
        P::TooMany(id) => format!(
            "1人の手元に種類{}のチップが{MAX_COUNT}個を超えるのは入力ミスと思われます",
            code(id)
        ),
        P::BadToken(id) => format!(
            "ポットの中か下にある{}は1〜{MAX_BETAR}ベターと数えなければなりません",
            code(id)
        ),
        P::TokenTwice(id) => {
            format!("{}がポットの同じ場所で2つの値を持っています", code(id))
        }
        P::NotPinnar => {
            "この表は点で数えるので、ピナー単位のチップでは扱えません。チップなしでプレイしてください".into()
        }
    }
}

/// A hand that cannot have happened, with its number and field.
pub(super) fn hand_error(error: &HandError) -> String {
    format!(
        "第{}ディール、項目`{}`:{}",
        error.hand,
        error.field,
        super::hand_problem(&error.problem, JA)
    )
}

/// An evening's header that makes no sense, with its field.
pub(super) fn evening_problem(problem: &crate::error::ledger::EveningProblem) -> String {
    format!(
        "項目`{}`:{}",
        problem.field,
        super::evening_issue(&problem.kind, JA)
    )
}

/// Why the chips could not follow the evening, in Japanese.
pub(super) fn chip_error(error: &ChipError) -> String {
    match error {
        ChipError::NoSuchSeat { seat, seats } => format!(
            "チップが対局に追いつけません:{}番席は卓にありません({seats}席)。",
            seat + 1
        ),
        ChipError::SeatCount { shares, seats } => format!(
            "チップが対局に追いつけません:{seats}席に対してポットの取り分が{shares}あります。"
        ),
        ChipError::NoSuchHand { hand, hands } => format!(
            "チップが第{}ディールに追いつけません:対局は{hands}ディールです。",
            hand + 1
        ),
        ChipError::NoSuchKind { kind, kinds } => format!(
            "チップが対局に追いつけません:{}番目のチップの種類はセットにありません({kinds}種類)。",
            kind + 1
        ),
        ChipError::UnknownKind { id } => format!(
            "チップが対局に追いつけません:セットに「{}」というチップの種類はありません。",
            crate::text::escape::shown(id)
        ),
    }
}
