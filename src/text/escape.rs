//! Text from a file or from the user, as a message shows it: the hidden
//! characters (control, bidi, invisible) named and escaped, so a message
//! can neither forge a line nor hide what is wrong. The ground every room
//! stands on: it imports nothing of the crate.

/// The first character of `text` that a name must not hold: a control
/// character (a newline or an escape sequence could forge a line of the
/// protocol), a bidi override or isolate (it could reorder one), or an
/// invisible format character (`Anna` and `Anna` with a zero-width space
/// would look like one player but be two).
pub fn hidden_character(text: &str) -> Option<char> {
    text.chars().find(|&c| is_hidden(c))
}

/// Whether a name must not hold `c` ([`hidden_character`]).
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF0}'..='\u{FFFB}'
        )
}

/// The most characters of a piece of a file a message quotes; a longer
/// piece (a "name" running on through a file that is not an evening) is cut
/// there, with `…`.
pub const QUOTED_REACH: usize = 80;

/// Text from a file or from the user as a message quotes it: control,
/// bidi and invisible characters written as `\u{200b}` (a newline as `\n`),
/// everything else as it is; at most [`QUOTED_REACH`] characters of it.
pub fn quoted(text: &str) -> String {
    escaped(text, Some(QUOTED_REACH))
}

/// A file's path as a message names it: whole, with every control, bidi or
/// invisible character escaped as [`quoted`] escapes them, a newline too
/// (a file named `a<newline>added evil.ron` cannot forge a line of the
/// message).
///
/// A name that is not UTF-8 (a Unix file name may be any bytes) shows
/// each byte that is not as `\xff`, never as `�`: two different files
/// are never named alike (issue 34, 14).
pub fn shown_path(path: &std::path::Path) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let mut out = String::new();
        for chunk in path.as_os_str().as_bytes().utf8_chunks() {
            out.push_str(&escaped(chunk.valid(), None));
            for byte in chunk.invalid() {
                out.push_str(&format!("\\x{byte:02x}"));
            }
        }
        out
    }
    #[cfg(not(unix))]
    {
        escaped(&path.display().to_string(), None)
    }
}

/// `text` with its hidden characters escaped, cut at `reach` characters.
fn escaped(text: &str, reach: Option<usize>) -> String {
    let mut out = String::with_capacity(text.len().min(4 * reach.unwrap_or(text.len())));
    for (i, c) in text.chars().enumerate() {
        if Some(i) == reach {
            out.push('…');
            break;
        }
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            _ if is_hidden(c) => {
                out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
            }
            _ => out.push(c),
        }
    }
    out
}

/// A message as it is shown: every control, bidi or invisible character
/// (from a file name, the system's words, or a piece of a file a message
/// quotes) written as `\u{1b}`, a tab as `\t`, a return as `\r`; the
/// newlines between the message's own lines stay. Every message of this
/// room passes through it, behind the quoting of each piece ([`quoted`]),
/// so no message can drive a terminal or hide what is wrong.
pub fn shown(text: &str) -> String {
    if !has_hidden(text) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut buffer = [0u8; 4];
    for c in text.chars() {
        if c == '\n' {
            out.push(c);
        } else {
            out.push_str(&quoted(c.encode_utf8(&mut buffer)));
        }
    }
    out
}

/// Whether [`shown`] escapes anything in `text`. Printable ASCII is never
/// hidden, so the bytes are scanned and only the other characters asked
/// (a listing of 50,000 evenings, or the statistics' JSON, is mostly
/// ASCII).
fn has_hidden(text: &str) -> bool {
    let asked = |b: &u8| !b.is_ascii() || (b.is_ascii_control() && *b != b'\n');
    let mut rest = text;
    while let Some(at) = rest.bytes().position(|b| asked(&b)) {
        // `at` is a character's first byte (ASCII or a lead byte).
        let Some(tail) = rest.get(at..) else {
            return false;
        };
        let mut chars = tail.chars();
        let Some(c) = chars.next() else {
            return false;
        };
        if c.is_ascii() || hidden_character(c.encode_utf8(&mut [0; 4])).is_some() {
            return true;
        }
        rest = chars.as_str();
    }
    false
}

/// Text made safe for HTML element content and attribute values.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control, bidi and invisible characters from a file are shown
            // as the command line shows them (`\r`, `\u{202e}`): a bare
            // return ended a line of the phones' event stream and froze
            // every phone; an override could reorder a line.
            c if c != '\n' && is_hidden(c) => {
                let mut buffer = [0u8; 4];
                out.push_str(&shown(c.encode_utf8(&mut buffer)));
            }
            c => out.push(c),
        }
    }
    out
}
