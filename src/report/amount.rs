//! Amounts in words: the one place an amount of the ledger, or money,
//! becomes text. Every screen, the printout, the CSV and `vira settle`
//! write amounts through these functions, for a [`Reader`]: the language
//! and whether the reader counts in points.
//!
//! | family | results | the pulla | abbreviations |
//! |---|---|---|---|
//! | classic | `+2 b 5 p` | `2 b 5 p` | `b` betar, `p` pinnar |
//! | classic, in points | `+21 poäng` (`+21 pt`) | `40 poäng` | 1 pinne = 1 point, 1 bet = 8 points |
//! | levels (Isbergsvira) | `+819 pt` (`+819 poäng`) | `3 b` | `pt` / `poäng` points, `b` betar |
//!
//! | Japanese, either family | `+21点` | `40点` | 点 points: 1 pinne = 1 point, 1 bet = 8 points (source 004) |
//!
//! In Japanese every amount is in points (点), as the Japanese rules count
//! them (source 004: 1 bet = 8 points, 1 pinne = 1 point): the ledger's
//! number itself, whichever family, so only the words change. A reader
//! of Swedish or English may choose points too ([`Reader::points`]): the
//! classic family's betar and pinnar are then said as points the same way.
//! The levels family counts in points already: its results are points
//! either way, and its pulla stays in whole betar, which is how that
//! family pays it. Charts keep their axis in betar (classic) or points
//! (levels), as in Japanese.
//!
//! Money is `12,50 kr` in Swedish and `12.50 kr` in English and Japanese.
//!
//! Counts (evenings, hands, files, how often a contract was declared) are
//! grouped by three as the reader writes them ([`count`]): `50 000` in
//! Swedish (a no-break space), `50,000` in English and Japanese.

use crate::ledger::amount::{Amount, Unit};
use crate::ledger::money::format_money;
use crate::text::Language;

/// Who reads an amount: the language, and whether the classic family's
/// betar and pinnar are said in points (1 pinne = 1 point, 1 bet = 8
/// points). A Japanese reader always counts in points (source 004); a
/// Swedish or English reader when they chose it (the app's preference,
/// `vira --points`). Only the words change, never the ledger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reader {
    /// The language of the words.
    pub language: Language,
    /// The classic family's amounts in points.
    pub points: bool,
}

impl Reader {
    /// A reader of `language` who chose points (`points`) or not; in
    /// Japanese always points.
    pub fn new(language: Language, points: bool) -> Reader {
        Reader {
            language,
            points: points || points_always(language),
        }
    }

    /// Whether amounts of `unit` are said in points: the levels family's
    /// always, the classic family's when the reader counts in points.
    pub fn in_points(self, unit: Unit) -> bool {
        match unit {
            Unit::Points { .. } => true,
            Unit::Pinnar { .. } => self.points,
        }
    }
}

/// A reader of the language as it counts by default: Japanese in points,
/// Swedish and English in betar and pinnar.
impl From<Language> for Reader {
    fn from(language: Language) -> Reader {
        Reader::new(language, false)
    }
}

/// The currency a new evening is priced in before the club says another:
/// kronor for the Swedish game in Swedish and English, yen in Japanese
/// (a Japanese reader saw kr by default).
pub fn default_currency(language: Language) -> &'static str {
    match language {
        Language::Japanese => "円",
        Language::Swedish | Language::English => "kr",
    }
}

/// The short name of points: `pt` in English, `poäng` in Swedish (never
/// `p`, which is pinnar).
pub fn points_word(language: Language) -> &'static str {
    match language {
        Language::Swedish => "poäng",
        Language::English => "pt",
        Language::Japanese => "点",
    }
}

/// The unit of results in a heading: `betar och pinnar` / `poäng`.
pub fn unit_name(unit: Unit, reader: impl Into<Reader>) -> &'static str {
    let reader = reader.into();
    match (reader.in_points(unit), reader.language) {
        (_, Language::Japanese) => "点",
        (false, Language::Swedish) => "betar och pinnar",
        (false, Language::English) => "betar and pinnar",
        (true, Language::Swedish) => "poäng",
        (true, Language::English) => "points",
    }
}

/// The y axis of a chart of results: `betar`, or `poäng` / `points`.
pub fn chart_axis(unit: Unit, language: Language) -> &'static str {
    match (unit, language) {
        (Unit::Pinnar { .. }, Language::Japanese) => "ベター",
        (Unit::Points { .. }, Language::Japanese) => "点",
        (Unit::Pinnar { .. }, Language::Swedish | Language::English) => "betar",
        (Unit::Points { .. }, Language::Swedish) => "poäng",
        (Unit::Points { .. }, Language::English) => "points",
    }
}

/// The axis of a chart of amounts of `unit` as `reader` reads them: in
/// points when the reader counts in points (Japanese always), else as
/// [`chart_axis`] (the charts said ベター where every amount was in 点).
pub fn chart_axis_for(unit: Unit, reader: impl Into<Reader>) -> &'static str {
    let reader = reader.into();
    if reader.in_points(unit) {
        unit_column(unit, reader)
    } else {
        chart_axis(unit, reader.language)
    }
}

/// An amount on a chart whose axis is [`chart_axis_for`]: points (a pinne
/// is a point) or betar.
pub fn chart_value_for(amount: crate::ledger::amount::Amount, reader: impl Into<Reader>) -> f64 {
    if reader.into().in_points(amount.unit) {
        amount.value as f64
    } else {
        amount.chart_value()
    }
}

/// The heading of a column of bare numbers in the ledger's unit:
/// `pinnar`, `poäng` / `points`.
pub fn unit_column(unit: Unit, reader: impl Into<Reader>) -> &'static str {
    let reader = reader.into();
    match (reader.in_points(unit), reader.language) {
        (_, Language::Japanese) => "点",
        (false, Language::Swedish | Language::English) => "pinnar",
        (true, Language::Swedish) => "poäng",
        (true, Language::English) => "points",
    }
}

/// What a bet is worth where it matters: `1 b = 8 p`, `1 b = 54 poäng`.
pub fn bet_worth(unit: Unit, reader: impl Into<Reader>) -> String {
    let reader = reader.into();
    match reader.language {
        Language::Japanese => format!("1ベター = {}点", unit.per_bet()),
        Language::Swedish | Language::English if reader.in_points(unit) => {
            format!("1 b = {} {}", unit.per_bet(), points_word(reader.language))
        }
        Language::Swedish | Language::English => format!("1 b = {} p", unit.per_bet()),
    }
}

/// A count of betar in words: `1 bet`, `6 betar` (the game's word in
/// either language).
pub fn betar_words(count: i64) -> String {
    if count.unsigned_abs() == 1 {
        format!("{count} bet")
    } else {
        format!("{count} betar")
    }
}

/// A count of pinnar in words: `1 pinne`, `5 pinnar`.
pub fn pinnar_words(count: i64) -> String {
    if count.unsigned_abs() == 1 {
        format!("{count} pinne")
    } else {
        format!("{count} pinnar")
    }
}

/// A count of pinnar in words for a reader: `5 pinnar`, or `5 poäng` /
/// `5点` for a reader in points (1 pinne = 1 point).
pub fn pinnar_said(count: i64, reader: impl Into<Reader>) -> String {
    let reader = reader.into();
    if reader.points {
        points_words(count, reader.language)
    } else {
        pinnar_words(count)
    }
}

/// Points in words: `1 poäng`, `96 poäng`, `1 point`, `96 points`, `96点`.
pub fn points_words(points: i64, language: Language) -> String {
    match (language, points) {
        (Language::Swedish, n) => format!("{n} poäng"),
        (Language::English, 1 | -1) => format!("{points} point"),
        (Language::English, n) => format!("{n} points"),
        (Language::Japanese, n) => format!("{n}点"),
    }
}

/// Words joined by the language's comma: `a, b, c` / `a、b、c`.
pub fn comma_list(parts: &[String], language: Language) -> String {
    parts.join(match language {
        Language::Swedish | Language::English => ", ",
        Language::Japanese => "、",
    })
}

/// Words joined as the language lists them: `a, b och c` / `a, b and c`.
pub fn and_list(parts: &[String], language: Language) -> String {
    let (and, comma) = match language {
        Language::Swedish => (" och ", ", "),
        Language::English => (" and ", ", "),
        Language::Japanese => ("と", "、"),
    };
    match parts.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{and}{last}", rest.join(comma)),
    }
}

/// An amount of pinnar (its magnitude) in words: `1 bet`, `6 betar`,
/// `2 betar och 3 pinnar` / `2 betar and 3 pinnar`, `1 pinne`; for a
/// reader in points `19 poäng` / `19 points` / `19点`.
pub fn words(pinnar: i64, per_bet: i64, reader: impl Into<Reader>) -> String {
    let reader = reader.into();
    let language = reader.language;
    if reader.points {
        return points_words(pinnar.saturating_abs(), language);
    }
    let per_bet = per_bet.max(1);
    let (betar, rest) = (pinnar.abs() / per_bet, pinnar.abs() % per_bet);
    let mut parts = Vec::new();
    if betar > 0 {
        parts.push(betar_words(betar));
    }
    if rest > 0 || betar == 0 {
        parts.push(pinnar_words(rest));
    }
    and_list(&parts, language)
}

/// `magnitude` in betar and pinnar: `2 b 5 p`, `1 b`, `3 p`, `0`
/// (`1 245 b 3 p`: grouped as counts are, [`count`]).
fn betar_and_pinnar(magnitude: u64, per_bet: i64, language: Language) -> String {
    let per_bet = per_bet.unsigned_abs().max(1);
    let group = |n: u64| grouped(&n.to_string(), language);
    match (magnitude / per_bet, magnitude % per_bet) {
        (0, 0) => "0".to_string(),
        (0, p) => format!("{} p", group(p)),
        (b, 0) => format!("{} b", group(b)),
        (b, p) => format!("{} b {} p", group(b), group(p)),
    }
}

/// Points as the Japanese rules write them: `21点`, `1,230点`.
fn points_ja(magnitude: u64) -> String {
    format!("{}点", grouped(&magnitude.to_string(), Language::Japanese))
}

impl Amount {
    /// Without a sign: `2 b 5 p` (classic), `819 pt` / `819 poäng` (levels,
    /// and classic for a reader in points).
    pub fn unsigned(self, reader: impl Into<Reader>) -> String {
        let reader = reader.into();
        let magnitude = self.value.unsigned_abs();
        match (reader.language, self.unit) {
            (Language::Japanese, _) => points_ja(magnitude),
            (Language::Swedish | Language::English, Unit::Pinnar { per_bet }) if !reader.points => {
                betar_and_pinnar(magnitude, per_bet, reader.language)
            }
            (Language::Swedish | Language::English, Unit::Pinnar { .. } | Unit::Points { .. }) => {
                format!(
                    "{} {}",
                    grouped(&magnitude.to_string(), reader.language),
                    points_word(reader.language)
                )
            }
        }
    }

    /// With a sign: `+2 b 5 p`, `-1 b`, `+819 pt`; zero is `0` in betar and
    /// pinnar, `0 poäng` in points.
    pub fn signed(self, reader: impl Into<Reader>) -> String {
        let reader = reader.into();
        if self.value == 0 {
            return match reader.language {
                Language::Japanese => points_ja(0),
                Language::Swedish | Language::English if reader.in_points(self.unit) => {
                    format!("0 {}", points_word(reader.language))
                }
                Language::Swedish | Language::English => "0".to_string(),
            };
        }
        let sign = if self.value < 0 { '-' } else { '+' };
        format!("{sign}{}", self.unsigned(reader))
    }

    /// The pulla: in the classic family like any amount (`2 b 5 p`,
    /// `21 poäng`); in the levels family in whole betar (`3 b`), which is
    /// all it takes and gives (anything that is not a whole bet is added
    /// in points).
    pub fn pulla(self, reader: impl Into<Reader>) -> String {
        let reader = reader.into();
        match (reader.language, self.unit) {
            (Language::Japanese, _)
            | (Language::Swedish | Language::English, Unit::Pinnar { .. }) => self.unsigned(reader),
            (Language::Swedish | Language::English, Unit::Points { per_bet }) => {
                let language = reader.language;
                let per_bet = per_bet.max(1);
                let (betar, rest) = (
                    self.value.div_euclid(per_bet),
                    self.value.rem_euclid(per_bet),
                );
                let group = |n: i64| {
                    let digits = grouped(&n.unsigned_abs().to_string(), language);
                    if n < 0 { format!("-{digits}") } else { digits }
                };
                match (betar, rest) {
                    (0, 0) => "0".to_string(),
                    (b, 0) => format!("{} b", group(b)),
                    (0, r) => format!("{} {}", group(r), points_word(language)),
                    (b, r) => format!("{} b {} {}", group(b), group(r), points_word(language)),
                }
            }
        }
    }

    /// Only the number, signed, for a column whose heading names the unit
    /// (`+819`, `-26`, `0`).
    pub fn number(self) -> String {
        if self.value == 0 {
            "0".to_string()
        } else {
            format!("{:+}", self.value)
        }
    }
}

/// What a hand costs (or brings) the declarer, from its two parts (with the
/// pulla, with the other players; see
/// [`crate::ledger::HandSettlement::declarer_net_parts`]), unsigned: one
/// amount in the classic family (`2 b 4 p`); in the levels family the
/// pulla's betar and the players' points apart (`1 b + 96 poäng`).
pub fn cost(unit: Unit, (pulla, players): (i64, i64), reader: impl Into<Reader>) -> String {
    let reader = reader.into();
    match (reader.language, unit) {
        (Language::Japanese, _) | (Language::Swedish | Language::English, Unit::Pinnar { .. }) => {
            unit.amount(pulla.saturating_add(players)).unsigned(reader)
        }
        (Language::Swedish | Language::English, Unit::Points { .. }) => match (pulla, players) {
            (0, p) => unit.amount(p).unsigned(reader),
            (b, 0) => unit.amount(b).pulla(reader),
            (b, p) => format!(
                "{} + {}",
                unit.amount(b.saturating_abs()).pulla(reader),
                unit.amount(p).unsigned(reader)
            ),
        },
    }
}

/// A statistic given in betar (a sum or an average over evenings): in the
/// unit the evenings share, rounded to a whole pinne or point (`-4 b 4 p`,
/// `+819 pt`); evenings of different units in decimal betar (`+12,50 b`).
pub fn statistic(betar: f64, unit: Option<Unit>, reader: impl Into<Reader>) -> String {
    let reader = reader.into();
    let language = reader.language;
    match unit {
        Some(unit) => {
            let value = (betar * unit.per_bet() as f64).round();
            // Saturating: a statistic beyond i64 is no real evening.
            unit.amount(value as i64).signed(reader)
        }
        None => {
            let number = decimal(betar, language);
            match language {
                Language::Japanese => format!("{number}ベター"),
                Language::Swedish | Language::English => format!("{number} b"),
            }
        }
    }
}

/// Whether the language counts in points always, with no choice of betar
/// and pinnar: Japanese, as source 004 counts (1 bet = 8 points).
pub const fn points_always(language: Language) -> bool {
    match language {
        Language::Japanese => true,
        Language::Swedish | Language::English => false,
    }
}

/// Whether the language writes a decimal comma (`12,50`), not a point.
pub const fn decimal_comma(language: Language) -> bool {
    match language {
        Language::Swedish => true,
        Language::English | Language::Japanese => false,
    }
}

/// A decimal statistic, signed, to two places, its whole part grouped as
/// counts are: `+1 890,46` (Swedish), `-6,543.07` (English, Japanese).
fn decimal(value: f64, language: Language) -> String {
    let text = format!("{value:+.2}");
    let text = match language {
        Language::Swedish => text.replace('.', ","),
        Language::English | Language::Japanese => text,
    };
    grouped_number(&text, language)
}

/// A number written out (`-1736,23 kr`, `+1890.46`) with the digits of
/// its whole part grouped ([`grouped`]); its sign and what follows the
/// digits are kept as they are.
fn grouped_number(text: &str, language: Language) -> String {
    let sign = text.len() - text.trim_start_matches(['+', '-']).len();
    let (sign, rest) = text.split_at(sign);
    let whole = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (whole, tail) = rest.split_at(whole);
    format!("{sign}{}{tail}", grouped(whole, language))
}

/// A statistic in betar on a chart: in points when the evenings share a
/// points unit, else in betar; [`statistic_axis`] names the axis.
pub fn statistic_chart_value(betar: f64, unit: Option<Unit>) -> f64 {
    match unit {
        Some(Unit::Points { per_bet }) => betar * per_bet as f64,
        Some(Unit::Pinnar { .. }) | None => betar,
    }
}

/// A value of [`statistic_chart_value`] in words, for the chart's hover
/// label: decimal betar (`+12.50 b`), or whole points (`+426 poäng`) when
/// the chart is in points.
pub fn statistic_chart_words(value: f64, unit: Option<Unit>, language: Language) -> String {
    match (language, unit) {
        (Language::Japanese, Some(Unit::Points { .. })) => format!("{value:+.0}点"),
        (Language::Japanese, Some(Unit::Pinnar { .. }) | None) => format!("{value:+.2}ベター"),
        (Language::Swedish | Language::English, Some(Unit::Points { .. })) => {
            format!("{value:+.0} {}", points_word(language))
        }
        (Language::Swedish | Language::English, Some(Unit::Pinnar { .. }) | None) => {
            format!("{value:+.2} b")
        }
    }
}

/// The axis of [`statistic_chart_value`].
pub fn statistic_axis(unit: Option<Unit>, language: Language) -> &'static str {
    match (unit, language) {
        (Some(unit), _) => chart_axis(unit, language),
        (None, Language::Japanese) => "ベター",
        (None, Language::Swedish | Language::English) => "betar",
    }
}

/// A count (evenings, hands, files, how often) as the reader writes it,
/// its digits grouped by three: `50 000` in Swedish (the groups joined by
/// a no-break space, U+00A0, so a line never breaks inside the number),
/// `50,000` in English and Japanese; under 1000 the bare digits. Not for
/// amounts, money, dates or ids, nor for data (JSON, CSV).
pub fn count(n: usize, language: Language) -> String {
    grouped(&n.to_string(), language)
}

/// Digits grouped by three as the reader writes them ([`count`]).
fn grouped(digits: &str, language: Language) -> String {
    if digits.len() <= 3 {
        return digits.to_string();
    }
    let separator = match language {
        Language::Swedish => '\u{a0}',
        Language::English | Language::Japanese => ',',
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * separator.len_utf8());
    // Digits before a group of three: the first group is what is left.
    let first = match digits.len() % 3 {
        0 => 3,
        rest => rest,
    };
    for (i, digit) in digits.chars().enumerate() {
        if i >= first && (i - first) % 3 == 0 {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

/// Money in öre as the reader writes it: `12,50 kr`, `1 736,23 kr`
/// (Swedish), `12.50 kr`, `1,736.23 kr` (English and Japanese); the kronor
/// grouped by three as counts are ([`count`]), since a club's or a
/// federation's statistics sum years of evenings. The exports' data (CSV)
/// are written without groups ([`crate::ledger::money::format_money`]).
pub fn money(ore: i64, currency: &str, language: Language) -> String {
    grouped_number(
        &format_money(ore, currency, decimal_comma(language)),
        language,
    )
}

/// A price of a bet as money (`4,50 kr`); a price beyond the ledger's
/// numbers is refused when read, so none reaches here.
pub fn price(ore: u64, currency: &str, language: Language) -> String {
    money(i64::try_from(ore).unwrap_or(i64::MAX), currency, language)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: Unit = Unit::Pinnar { per_bet: 8 };
    const ISBERG: Unit = Unit::Points { per_bet: 54 };

    #[test]
    fn a_chart_reads_in_points_where_the_reader_counts_in_points() {
        // Issue 33, 17: the Japanese chart's axis said ベター while every
        // amount on the screen was in 点.
        let classic = Unit::Pinnar { per_bet: 8 };
        let ja = Reader::new(Language::Japanese, false);
        assert_eq!(chart_axis_for(classic, ja), "点");
        let amount = crate::ledger::amount::Amount {
            value: 20,
            unit: classic,
        };
        assert_eq!(chart_value_for(amount, ja), 20.0);
        let sv = Reader::new(Language::Swedish, false);
        assert_eq!(chart_axis_for(classic, sv), "betar");
        assert_eq!(chart_value_for(amount, sv), 2.5);
        assert_eq!(
            chart_axis_for(classic, Reader::new(Language::Swedish, true)),
            "poäng"
        );
    }

    #[test]
    fn classic_amounts_are_betar_and_pinnar() {
        assert_eq!(CLASSIC.amount(21).signed(Language::Swedish), "+2 b 5 p");
        assert_eq!(CLASSIC.amount(-8).signed(Language::English), "-1 b");
        assert_eq!(CLASSIC.amount(3).signed(Language::English), "+3 p");
        assert_eq!(CLASSIC.amount(0).signed(Language::Swedish), "0");
        assert_eq!(CLASSIC.amount(-21).unsigned(Language::Swedish), "2 b 5 p");
        assert_eq!(CLASSIC.amount(21).pulla(Language::Swedish), "2 b 5 p");
    }

    #[test]
    fn levels_amounts_are_points_and_the_pulla_whole_betar() {
        assert_eq!(ISBERG.amount(819).signed(Language::English), "+819 pt");
        assert_eq!(ISBERG.amount(-96).signed(Language::Swedish), "-96 poäng");
        assert_eq!(ISBERG.amount(0).signed(Language::Swedish), "0 poäng");
        // 3 betar at three players: 162 points.
        assert_eq!(ISBERG.amount(162).pulla(Language::Swedish), "3 b");
        assert_eq!(ISBERG.amount(0).pulla(Language::Swedish), "0");
        assert_eq!(ISBERG.amount(170).pulla(Language::English), "3 b 8 pt");
        assert_eq!(bet_worth(ISBERG, Language::Swedish), "1 b = 54 poäng");
        assert_eq!(ISBERG.amount(819).number(), "+819");
        // A surrendered Isbergsvira hand: 1 bet to the pulla, 48 points to
        // each of two opponents.
        assert_eq!(
            cost(ISBERG, (-54, -96), Language::Swedish),
            "1 b + 96 poäng"
        );
        assert_eq!(cost(CLASSIC, (-8, -12), Language::Swedish), "2 b 4 p");
    }

    #[test]
    fn statistics_in_the_shared_unit_or_decimal_betar() {
        assert_eq!(statistic(-0.5, Some(CLASSIC), Language::Swedish), "-4 p");
        assert_eq!(statistic(1.5, Some(ISBERG), Language::English), "+81 pt");
        assert_eq!(statistic(12.5, None, Language::Swedish), "+12,50 b");
        assert_eq!(statistic(12.5, None, Language::English), "+12.50 b");
        // A chart of points is read in points, a chart of betar in betar.
        let points = statistic_chart_value(426.0 / 54.0, Some(ISBERG));
        assert_eq!(
            statistic_chart_words(points, Some(ISBERG), Language::Swedish),
            "+426 poäng"
        );
        assert_eq!(statistic_axis(Some(ISBERG), Language::English), "points");
        let betar = statistic_chart_value(-1.25, Some(CLASSIC));
        assert_eq!(
            statistic_chart_words(betar, Some(CLASSIC), Language::Swedish),
            "-1.25 b"
        );
    }

    #[test]
    fn japanese_amounts_are_points() {
        // Source 004: 1 bet = 8 points, 1 pinne = 1 point.
        let ja = Language::Japanese;
        assert_eq!(CLASSIC.amount(21).signed(ja), "+21点");
        assert_eq!(CLASSIC.amount(-8).signed(ja), "-8点");
        assert_eq!(CLASSIC.amount(0).signed(ja), "0点");
        assert_eq!(CLASSIC.amount(-21).unsigned(ja), "21点");
        assert_eq!(CLASSIC.amount(40).pulla(ja), "40点");
        assert_eq!(ISBERG.amount(819).signed(ja), "+819点");
        assert_eq!(ISBERG.amount(162).pulla(ja), "162点");
        assert_eq!(cost(CLASSIC, (-8, -12), ja), "20点");
        assert_eq!(bet_worth(CLASSIC, ja), "1ベター = 8点");
        assert_eq!(words(19, 8, ja), "19点");
        assert_eq!(statistic(-0.5, Some(CLASSIC), ja), "-4点");
        assert_eq!(unit_column(CLASSIC, ja), "点");
        assert_eq!(
            and_list(&["A".into(), "B".into(), "C".into()], ja),
            "A、BとC"
        );
    }

    #[test]
    fn a_reader_who_chose_points_reads_the_classic_family_in_points() {
        let sv = Reader::new(Language::Swedish, true);
        let en = Reader::new(Language::English, true);
        assert_eq!(CLASSIC.amount(21).signed(sv), "+21 poäng");
        assert_eq!(CLASSIC.amount(-8).signed(en), "-8 pt");
        assert_eq!(CLASSIC.amount(0).signed(sv), "0 poäng");
        assert_eq!(CLASSIC.amount(40).pulla(sv), "40 poäng");
        assert_eq!(cost(CLASSIC, (-8, -12), sv), "20 poäng");
        assert_eq!(bet_worth(CLASSIC, sv), "1 b = 8 poäng");
        assert_eq!(unit_column(CLASSIC, en), "points");
        assert_eq!(unit_name(CLASSIC, sv), "poäng");
        assert_eq!(words(19, 8, en), "19 points");
        assert_eq!(statistic(-0.5, Some(CLASSIC), sv), "-4 poäng");
        // The levels family is in points already: the same either way.
        assert_eq!(ISBERG.amount(819).signed(sv), "+819 poäng");
        assert_eq!(ISBERG.amount(162).pulla(sv), "3 b");
        // Without the choice, betar and pinnar; Japanese always points.
        assert_eq!(
            CLASSIC
                .amount(21)
                .signed(Reader::new(Language::Swedish, false)),
            "+2 b 5 p"
        );
        assert_eq!(
            Reader::new(Language::Japanese, false),
            Reader::new(Language::Japanese, true)
        );
    }

    #[test]
    fn large_amounts_are_grouped_as_counts_are() {
        let (sv, en, ja) = (Language::Swedish, Language::English, Language::Japanese);
        assert_eq!(CLASSIC.amount(-9963).signed(sv), "-1\u{a0}245 b 3 p");
        assert_eq!(CLASSIC.amount(9963).signed(en), "+1,245 b 3 p");
        assert_eq!(ISBERG.amount(1230).signed(sv), "+1\u{a0}230 poäng");
        assert_eq!(ISBERG.amount(-1230).signed(ja), "-1,230点");
        assert_eq!(ISBERG.amount(54 * 1500).pulla(en), "1,500 b");
        assert_eq!(statistic(1890.456, None, sv), "+1\u{a0}890,46 b");
        assert_eq!(statistic(-6543.07, None, en), "-6,543.07 b");
        assert_eq!(statistic(-6543.07, None, ja), "-6,543.07ベター");
        assert_eq!(statistic(0.5, None, sv), "+0,50 b");
        // Small amounts as they always were.
        assert_eq!(CLASSIC.amount(21).signed(sv), "+2 b 5 p");
        assert_eq!(ISBERG.amount(819).signed(en), "+819 pt");
    }

    #[test]
    fn large_money_is_grouped_as_counts_are() {
        let (sv, en, ja) = (Language::Swedish, Language::English, Language::Japanese);
        assert_eq!(money(-173_623, "kr", sv), "-1\u{a0}736,23 kr");
        assert_eq!(money(173_623, "kr", en), "1,736.23 kr");
        assert_eq!(money(173_623, "kr", ja), "1,736.23 kr");
        assert_eq!(money(99_999, "kr", sv), "999,99 kr");
        assert_eq!(money(-5, "kr", sv), "-0,05 kr");
        assert_eq!(money(12_345_678_900, "", en), "123,456,789.00");
        // No panic at the ledger's limits.
        assert!(money(i64::MIN, "kr", sv).starts_with("-92\u{a0}233\u{a0}720"));
        assert!(money(i64::MAX, "kr", en).starts_with("92,233,720"));
    }

    #[test]
    fn counts_are_grouped_by_three_as_the_language_writes_them() {
        let (sv, en, ja) = (Language::Swedish, Language::English, Language::Japanese);
        for language in [sv, en, ja] {
            assert_eq!(count(0, language), "0");
            assert_eq!(count(999, language), "999");
        }
        assert_eq!(count(1000, sv), "1\u{a0}000");
        assert_eq!(count(50_000, sv), "50\u{a0}000");
        assert_eq!(count(2_999_462, sv), "2\u{a0}999\u{a0}462");
        assert_eq!(count(1000, en), "1,000");
        assert_eq!(count(50_000, en), "50,000");
        assert_eq!(count(2_999_462, en), "2,999,462");
        assert_eq!(count(1000, ja), "1,000");
        assert_eq!(count(50_000, ja), "50,000");
        assert_eq!(count(2_999_462, ja), "2,999,462");
        assert_eq!(count(123_456, en), "123,456");
        // The largest count: every group of three, no panic.
        for language in [sv, en, ja] {
            let text = count(usize::MAX, language);
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            assert_eq!(digits, usize::MAX.to_string());
            let groups: Vec<&str> = text.split(['\u{a0}', ',']).collect();
            assert!(groups.iter().skip(1).all(|g| g.len() == 3), "{text}");
            assert!((1..=3).contains(&groups[0].len()), "{text}");
        }
        assert_eq!(
            count(usize::MAX, en).len(),
            usize::MAX.to_string().len() * 4 / 3
        );
    }

    #[test]
    fn money_follows_the_language() {
        assert_eq!(money(-1462, "kr", Language::Swedish), "-14,62 kr");
        assert_eq!(money(1181, "kr", Language::English), "11.81 kr");
    }
}
