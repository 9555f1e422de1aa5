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
    let mut table = Table::default();
    for row in rows {
        table.push_row(row.as_ref());
    }
    table.render(align)
}

/// A text table's cells as they come, row by row, in one buffer (a listing
/// of 50,000 evenings is 350,000 cells: no cell is a string of its own),
/// with each column's width so far; [`Table::render`] lays it out.
#[derive(Debug, Default)]
pub struct Table {
    /// Every cell's text, one after the other.
    text: String,
    /// Where each cell ends in `text`.
    cell_ends: Vec<usize>,
    /// Where each row ends in `cell_ends`.
    row_ends: Vec<usize>,
    /// Each column's width so far.
    widths: Vec<usize>,
}

impl Table {
    /// Adds a row.
    pub fn push_row<S: AsRef<str>>(&mut self, row: impl IntoIterator<Item = S>) {
        for (c, cell) in row.into_iter().enumerate() {
            let cell = cell.as_ref();
            self.text.push_str(cell);
            self.cell_ends.push(self.text.len());
            let w = width(cell);
            match self.widths.get_mut(c) {
                Some(widest) => *widest = (*widest).max(w),
                None => self.widths.push(w),
            }
        }
        self.row_ends.push(self.cell_ends.len());
    }

    /// How many rows it has.
    pub fn rows(&self) -> usize {
        self.row_ends.len()
    }

    /// The cells of each row.
    fn each_row(&self) -> impl Iterator<Item = impl Iterator<Item = &str>> {
        // The cells lie one after the other: a row starts where the last
        // cell before it ends.
        let (mut next_cell, mut next_text) = (0, 0);
        self.row_ends.iter().map(move |&row_end| {
            let ends = self.cell_ends.get(next_cell..row_end).unwrap_or_default();
            let mut start = next_text;
            next_cell = row_end;
            next_text = ends.last().copied().unwrap_or(next_text);
            ends.iter().map(move |&end| {
                let cell = self.text.get(start..end).unwrap_or_default();
                start = end;
                cell
            })
        })
    }

    /// The table as text; `align(c)` says how column `c` is aligned.
    pub fn render(&self, align: impl Fn(usize) -> Align) -> String {
        let widths = &self.widths;
        let columns = widths.len();
        // One buffer for the whole table: no line or padding is a string
        // of its own.
        let line_length = widths.iter().sum::<usize>() + 2 * columns + 1;
        let mut out = String::with_capacity(self.rows().saturating_mul(line_length));
        for row in self.each_row() {
            let start = out.len();
            for ((c, cell), width) in row.enumerate().zip(widths) {
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
    fn a_table_filled_row_by_row_renders_as_its_rows_do() {
        // Rows of different lengths, an empty row, empty cells and wide
        // characters: pushed one at a time, laid out as the whole rows are.
        let rows: Vec<Vec<String>> = [
            vec!["Datum", "Klubb", "Spelare"],
            vec![],
            vec!["2026-11-21", "", "Åsa, ポット"],
            vec!["x"],
            vec!["", "", "", "fyra"],
        ]
        .into_iter()
        .map(|r| r.into_iter().map(String::from).collect())
        .collect();
        let mut table = Table::default();
        for row in &rows {
            table.push_row(row);
        }
        assert_eq!(table.rows(), 5);
        let align = |c: usize| if c == 1 { Align::Right } else { Align::Left };
        // The last row: the three empty columns padded (10 + 2 + 5 + 2 +
        // 11 + 2 columns), then its cell.
        let expected = format!(
            "Datum       Klubb  Spelare\n\n2026-11-21         Åsa, ポット\nx\n{}fyra\n",
            " ".repeat(32)
        );
        assert_eq!(table.render(align), expected);
        assert_eq!(table.render(align), render(&rows, align));
    }

    #[test]
    fn a_count_grouped_with_no_break_spaces_lines_up() {
        use crate::report::amount::count;
        use crate::text::Language;
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
