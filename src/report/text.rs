//! The one plain-text table of the command line: columns padded to their
//! widest cell (counted in a terminal's columns: a kana, kanji or
//! full-width character takes two), separated by two spaces, each column
//! left- or right-aligned, trailing spaces trimmed.

/// How a column is aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Text.
    Left,
    /// Numbers.
    Right,
}

/// How many terminal columns a character takes: two for the East Asian
/// wide and full-width ones (Hangul, CJK, kana, full-width forms), else one.
fn columns(c: char) -> usize {
    match u32::from(c) {
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x20000..=0x3FFFD => 2,
        _ => 1,
    }
}

/// The terminal columns a text takes.
pub fn width(text: &str) -> usize {
    if text.is_ascii() {
        return text.len();
    }
    text.chars().map(columns).sum()
}

/// Renders rows as a text table; `align(c)` says how column `c` is
/// aligned. Rows may have different lengths.
pub fn render<R: AsRef<[String]>>(rows: &[R], align: impl Fn(usize) -> Align) -> String {
    let columns = rows.iter().map(|r| r.as_ref().len()).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.as_ref().get(c))
                .map(|s| width(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    // One buffer for the whole table (a listing of 50,000 evenings is
    // 350,000 cells): no line or padding is a string of its own.
    let line_length = widths.iter().sum::<usize>() + 2 * columns + 1;
    let mut out = String::with_capacity(rows.len().saturating_mul(line_length));
    for row in rows {
        let start = out.len();
        for ((c, cell), width) in row.as_ref().iter().enumerate().zip(&widths) {
            if c > 0 {
                out.push_str("  ");
            }
            let pad = std::iter::repeat_n(' ', width.saturating_sub(self::width(cell)));
            match align(c) {
                Align::Right => {
                    out.extend(pad);
                    out.push_str(cell);
                }
                Align::Left => {
                    out.push_str(cell);
                    out.extend(pad);
                }
            }
        }
        // The line without the spaces at its end.
        let kept = out.get(start..).map_or(0, |line| line.trim_end().len());
        out.truncate(start + kept);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_pad_by_characters_and_align() {
        let rows = vec![
            vec!["Åsa".to_string(), "1".to_string()],
            vec!["Bo".to_string(), "-12".to_string()],
        ];
        let text = render(&rows, |c| if c == 0 { Align::Left } else { Align::Right });
        assert_eq!(text, "Åsa    1\nBo   -12\n");
        // Kana and kanji take two columns of a terminal.
        let rows = vec![
            vec!["ポット".to_string(), "1".to_string()],
            vec!["Bo".to_string(), "-12".to_string()],
        ];
        let text = render(&rows, |c| if c == 0 { Align::Left } else { Align::Right });
        assert_eq!(text, "ポット    1\nBo      -12\n");
    }

    #[test]
    fn a_count_grouped_with_no_break_spaces_lines_up() {
        use crate::report::amount::count;
        use crate::rules::names::Language;
        // The statistics' player table: a count of 600 000 hands beside
        // smaller ones, right-aligned; U+00A0 takes one column.
        let rows = vec![
            vec![
                "Spelare".to_string(),
                "Spelade".to_string(),
                "Netto".to_string(),
            ],
            vec![
                "Anna".to_string(),
                count(600_000, Language::Swedish),
                "+2 b".to_string(),
            ],
            vec![
                "Bo".to_string(),
                count(999, Language::Swedish),
                "-1 b 4 p".to_string(),
            ],
        ];
        let text = render(&rows, |c| if c == 0 { Align::Left } else { Align::Right });
        assert_eq!(
            text,
            "Spelare  Spelade     Netto\n\
             Anna     600\u{a0}000      +2 b\n\
             Bo           999  -1 b 4 p\n"
        );
        // Every line as wide in columns: the last column ends in one place.
        let widths: Vec<usize> = text.lines().map(width).collect();
        assert!(widths.iter().all(|w| *w == widths[0]), "{widths:?}");
    }
}
