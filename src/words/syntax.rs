//! The words of a file that does not parse: the token found, the one
//! expected, and where.

#[allow(clippy::wildcard_imports)]
use super::*;

/// A token in words (in English as ron says it: "opening `[`").
pub(super) fn token(token: Token, language: Language) -> &'static str {
    match (language, token) {
        (Language::Swedish, Token::ArrayStart) => "`[`",
        (Language::Swedish, Token::ArrayEnd) => "`]`",
        (Language::Swedish, Token::ParenStart) => "`(`",
        (Language::Swedish, Token::ParenEnd) => "`)`",
        (Language::Swedish, Token::MapStart) => "`{`",
        (Language::Swedish, Token::MapEnd) => "`}`",
        (Language::Swedish, Token::Colon) => "ett kolon",
        (Language::Swedish, Token::Comma) => "ett kommatecken",
        (Language::Swedish, Token::Boolean) => "`true` eller `false`",
        (Language::Swedish, Token::Integer) => "ett heltal",
        (Language::Swedish, Token::Float) => "ett decimaltal",
        (Language::Swedish, Token::String) => "en text inom citattecken",
        (Language::Swedish, Token::StringEnd) => "ett avslutande citattecken",
        (Language::Swedish, Token::Char) => "ett tecken inom apostrofer",
        (Language::Swedish, Token::Identifier) => "ett namn",
        (Language::Swedish, Token::Option) => "`Some(…)` eller `None`",
        (Language::Swedish, Token::Unit) => "`()`",
        (Language::Swedish, Token::Attribute) => "ett attribut `#![enable(…)]`",
        (Language::Swedish, Token::Bytes) => "en bytesträng",
        (Language::English, Token::ArrayStart) => "opening `[`",
        (Language::English, Token::ArrayEnd) => "closing `]`",
        (Language::English, Token::ParenStart) => "opening `(`",
        (Language::English, Token::ParenEnd) => "closing `)`",
        (Language::English, Token::MapStart) => "opening `{`",
        (Language::English, Token::MapEnd) => "closing `}`",
        (Language::English, Token::Colon) => "colon",
        (Language::English, Token::Comma) => "comma",
        (Language::English, Token::Boolean) => "boolean",
        (Language::English, Token::Integer) => "integer",
        (Language::English, Token::Float) => "float",
        (Language::English, Token::String) => "string",
        (Language::English, Token::StringEnd) => "end of string",
        (Language::English, Token::Char) => "char",
        (Language::English, Token::Identifier) => "identifier",
        (Language::English, Token::Option) => "option",
        (Language::English, Token::Unit) => "unit",
        (Language::English, Token::Attribute) => "an `#![enable(...)]` attribute",
        (Language::English, Token::Bytes) => "byte string",
        (Language::Japanese, t) => ja::token(t),
    }
}

/// `a`, `b` or `c` (names from a file, quoted).
pub(super) fn one_of(names: &[String], or: &str) -> String {
    let words: Vec<String> = names.iter().map(|n| format!("`{}`", quoted(n))).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => "inga".into(),
    }
}

/// The alternatives as ron says them in English: "expected one of `a`,
/// `b`, or `c` instead".
pub(super) fn one_of_en(names: &[String], none: &str) -> String {
    let q = |n: &String| format!("`{}`", quoted(n));
    match names {
        [] => format!("there are no {none}"),
        [a] => format!("expected {} instead", q(a)),
        [a, b] => format!("expected either {} or {} instead", q(a), q(b)),
        [first, middle @ .., last] => {
            let mut text = format!("expected one of {}", q(first));
            for name in middle {
                text.push_str(&format!(", {}", q(name)));
            }
            text.push_str(&format!(", or {} instead", q(last)));
            text
        }
    }
}

/// ` in `Hand`` / ` i `Hand`` when the parser named where.
pub(super) fn inside(outer: Option<&String>, language: Language) -> String {
    match (outer, language) {
        (Some(o), Language::Swedish) => format!(" i `{}`", quoted(o)),
        (Some(o), Language::English) => format!(" in `{}`", quoted(o)),
        // In Japanese in front of the field: `Hand`の項目….
        (Some(o), Language::Japanese) => format!("`{}`の", quoted(o)),
        (None, _) => String::new(),
    }
}

/// serde's and ron's English phrase for a value ("the string \"x\"",
/// "u32", "a sequence") in Swedish where it is one of the common ones; any
/// other is quoted.
pub(super) fn value_phrase_sv(phrase: &str) -> String {
    const PREFIXES: [(&str, &str); 9] = [
        ("the string ", "texten "),
        ("the unsigned integer ", "heltalet "),
        ("the signed integer ", "heltalet "),
        ("the floating point number ", "decimaltalet "),
        ("the boolean ", "sanningsvärdet "),
        ("the UTF-8 character ", "tecknet "),
        ("struct ", "strukturen "),
        ("enum ", "uppräkningen "),
        ("tuple struct ", "strukturen "),
    ];
    const WHOLE: [(&str, &str); 18] = [
        ("a string", "en text"),
        ("a borrowed string", "en text"),
        ("a sequence", "en lista"),
        ("a map", "en tabell `{…}`"),
        ("a unit value", "ett tomt värde `()`"),
        ("an optional value", "ett valfritt värde"),
        ("option", "`Some(…)` eller `None`"),
        ("a boolean", "`true` eller `false`"),
        ("a character", "ett tecken"),
        ("a unit variant", "ett namn utan fält"),
        ("a newtype variant", "ett namn med ett värde"),
        ("a tuple variant", "ett namn med värden"),
        ("a struct variant", "ett namn med fält"),
        ("an enum", "ett av namnen"),
        ("a newtype struct", "en struktur"),
        ("a formatted date string", "ett datum ÅÅÅÅ-MM-DD"),
        ("a sequence of 3 elements", "en lista med 3 element"),
        ("unit", "ett tomt värde `()`"),
    ];
    if let Some((_, sv)) = WHOLE.iter().find(|(en, _)| *en == phrase) {
        return (*sv).to_string();
    }
    if let Some((rest, sv)) = PREFIXES
        .iter()
        .find_map(|(en, sv)| phrase.strip_prefix(en).map(|rest| (rest, sv)))
    {
        return format!("{sv}{}", quoted(rest));
    }
    let numbers = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    if numbers.contains(&phrase) || phrase.starts_with("integer") {
        return "ett heltal".into();
    }
    if phrase == "f32" || phrase == "f64" {
        return "ett decimaltal".into();
    }
    format!("”{}”", quoted(phrase))
}

/// What is wrong with a RON text, in a language.
pub(super) fn syntax_problem_words(problem: &SyntaxProblem, language: Language) -> String {
    match language {
        Language::Swedish => sv::syntax_problem(problem),
        Language::English => en::syntax_problem(problem),
        Language::Japanese => ja::syntax_problem(problem),
    }
}

/// A RON syntax error: "FILE:LINE:COL: what" and the excerpt.
pub(super) fn syntax_error_words(error: &SyntaxError, language: Language) -> String {
    format!(
        "{}: {}\n{}",
        place(&error.file, Some(error.location)),
        syntax_problem(&error.problem, language),
        error.excerpt
    )
}
