//! The one plain-text table of the command line: columns padded to their
//! widest cell (counted in characters), separated by two spaces, each
//! column left- or right-aligned, trailing spaces trimmed.

/// How a column is aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Text.
    Left,
    /// Numbers.
    Right,
}

/// Renders rows as a text table; `align(c)` says how column `c` is
/// aligned. Rows may have different lengths.
pub fn render<R: AsRef<[String]>>(rows: &[R], align: impl Fn(usize) -> Align) -> String {
    let columns = rows.iter().map(|r| r.as_ref().len()).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.as_ref().get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for ((c, cell), width) in row.as_ref().iter().enumerate().zip(&widths) {
            if c > 0 {
                line.push_str("  ");
            }
            let pad = " ".repeat(width.saturating_sub(cell.chars().count()));
            match align(c) {
                Align::Right => {
                    line.push_str(&pad);
                    line.push_str(cell);
                }
                Align::Left => {
                    line.push_str(cell);
                    line.push_str(&pad);
                }
            }
        }
        out.push_str(line.trim_end());
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
    }
}
