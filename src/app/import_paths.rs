//! The archive's import field read: what was typed, pasted or dragged
//! into it, as the files to import. A line may be a file, a folder (its
//! evening files, `*.ron`, in its subfolders too but not in hidden ones),
//! a glob (`~/Nedladdningar/2025-*.ron`) or a `file://` address
//! (percent-decoded); a line may hold several, as a desktop's drag gives
//! them (`file:///a.ron file:///b.ron`, or quoted paths). Each entry gives
//! its files or says why it gives none, on its own: one bad entry never
//! hides the others.

use crate::i18n::Text;

use std::path::{Path, PathBuf};

use crate::error::{IoAction, IoError};

/// How deep a folder's subfolders are looked into.
const FOLDER_DEPTH: usize = 8;

/// What an entry of the field gave.
#[derive(Debug)]
pub(crate) enum Entry {
    /// A file (or a path that is not there: the import says so in its
    /// words).
    File(PathBuf),
    /// A folder and the evening files found in it.
    Folder { dir: PathBuf, files: Vec<PathBuf> },
    /// A glob and the files it matches.
    Glob {
        pattern: String,
        files: Vec<PathBuf>,
    },
    /// Nothing to import, and why.
    Refused { typed: String, why: Why },
}

/// Why an entry gives no file.
#[derive(Debug)]
pub(crate) enum Why {
    /// A `file://` address that names no file of this computer.
    NotAFileAddress,
    /// A glob that does not parse, at this character.
    BadPattern(usize),
    /// A glob that matches no file.
    NothingMatches,
    /// A folder without evening files.
    NoEveningFiles,
    /// A folder that cannot be listed.
    Unreadable(IoError),
}

impl Why {
    /// The entry `typed` and why it gives no file, in words.
    pub(crate) fn words(&self, typed: &str, t: super::Tr) -> String {
        let typed = crate::words::shown_path(Path::new(typed));
        match self {
            Why::NotAFileAddress => t.f(Text::NotTheAddressOfAFileOn, &[&typed]),
            Why::BadPattern(at) => t.f(
                Text::ThePatternCannotBeReadAtCharacter,
                &[&typed, &(at + 1).to_string()],
            ),
            Why::NothingMatches => t.f(Text::NoFileMatchesThePattern, &[&typed]),
            Why::NoEveningFiles => t.f(Text::TheFolderHasNoEveningFilesRon, &[&typed]),
            Why::Unreadable(e) => crate::words::io_error(e, t.0),
        }
    }
}

/// The entries of the field's text: one per line, a line holding several
/// split as a drag gives them (`file://` addresses apart by spaces;
/// quoted paths; paths apart by spaces when the line as a whole is no
/// path but each part starts one). `exists` says whether a path is there.
pub(crate) fn entries(text: &str, exists: impl Fn(&Path) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        // A text/uri-list's comments.
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with("file:") {
            out.extend(line.split_whitespace().map(str::to_string));
        } else if line.starts_with(['\'', '"']) {
            out.extend(quoted(line));
        } else if !exists(&tilde(line)) && line.contains(char::is_whitespace) {
            let parts = unescaped_parts(line);
            if parts.iter().all(|p| p.starts_with(['/', '~'])) {
                out.extend(parts);
            } else {
                out.push(line.to_string());
            }
        } else {
            out.push(line.to_string());
        }
    }
    out
}

/// `'a b.ron' "c.ron"`: the quoted parts (a part not quoted is taken up
/// to the next space).
fn quoted(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut part = String::new();
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => {
                quote = None;
                if !part.is_empty() {
                    out.push(std::mem::take(&mut part));
                }
            }
            Some(_) => part.push(c),
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c.is_whitespace() => {
                if !part.is_empty() {
                    out.push(std::mem::take(&mut part));
                }
            }
            None => part.push(c),
        }
    }
    if !part.is_empty() {
        out.push(part);
    }
    out
}

/// `/a/my\ file.ron /b.ron`: the parts apart by spaces, a space after a
/// backslash kept in its part.
fn unescaped_parts(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut part = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    part.push(next);
                }
            }
            c if c.is_whitespace() => {
                if !part.is_empty() {
                    out.push(std::mem::take(&mut part));
                }
            }
            c => part.push(c),
        }
    }
    if !part.is_empty() {
        out.push(part);
    }
    out
}

/// `~/x` in the home folder.
fn tilde(text: &str) -> PathBuf {
    match (text.strip_prefix("~/"), std::env::home_dir()) {
        (Some(rest), Some(home)) => home.join(rest),
        _ if text == "~" => std::env::home_dir().unwrap_or_else(|| PathBuf::from(text)),
        _ => PathBuf::from(text),
    }
}

/// What an entry gives.
pub(crate) fn expand(typed: &str) -> Entry {
    let refused = |why| Entry::Refused {
        typed: typed.to_string(),
        why,
    };
    let path = if typed.starts_with("file:") {
        match url::Url::parse(typed)
            .ok()
            .filter(|u| u.scheme() == "file")
            .and_then(|u| u.to_file_path().ok())
        {
            Some(path) => path,
            None => return refused(Why::NotAFileAddress),
        }
    } else {
        tilde(typed)
    };
    if path.is_dir() {
        return match evening_files(&path) {
            Ok(files) if files.is_empty() => refused(Why::NoEveningFiles),
            Ok(files) => Entry::Folder { dir: path, files },
            Err(e) => refused(Why::Unreadable(e)),
        };
    }
    let text = path.to_string_lossy();
    if path.symlink_metadata().is_err() && text.contains(['*', '?', '[']) {
        return glob_files(&text).map_or_else(refused, |files| Entry::Glob {
            pattern: typed.to_string(),
            files,
        });
    }
    Entry::File(path)
}

/// The files a glob matches (a hidden name only when the pattern says the
/// dot; folders left out), in order.
fn glob_files(pattern: &str) -> Result<Vec<PathBuf>, Why> {
    let options = glob::MatchOptions {
        case_sensitive: true,
        require_literal_separator: true,
        require_literal_leading_dot: true,
    };
    let found = glob::glob_with(pattern, options).map_err(|e| Why::BadPattern(e.pos))?;
    let mut files: Vec<PathBuf> = found.flatten().filter(|p| !p.is_dir()).collect();
    files.sort();
    if files.is_empty() {
        return Err(Why::NothingMatches);
    }
    Ok(files)
}

/// A folder's evening files (`*.ron`), its subfolders' too but not hidden
/// ones nor those a link leads to, in order.
fn evening_files(dir: &Path) -> Result<Vec<PathBuf>, IoError> {
    let mut files = Vec::new();
    let mut folders = vec![(dir.to_path_buf(), 0)];
    while let Some((folder, depth)) = folders.pop() {
        let listed = match std::fs::read_dir(&folder) {
            Ok(listed) => listed,
            // The folder given must be read; a subfolder that cannot be
            // is passed over.
            Err(e) if depth == 0 => return Err(IoError::new(&folder, IoAction::List, &e)),
            Err(_) => continue,
        };
        for entry in listed.flatten() {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') {
                continue;
            }
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            let path = entry.path();
            if kind.is_dir() {
                if depth < FOLDER_DEPTH {
                    folders.push((path, depth + 1));
                }
            } else if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("ron"))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drag_and_typed_lines_give_one_entry_each() {
        let none = |_: &Path| false;
        assert_eq!(
            entries(
                "/a/x.ron\n\n  file:///b/y%20z.ron file:///c.ron\r\n# comment\n'/d/e f.ron' \"/g.ron\"\n/h/my\\ file.ron /i.ron\nnot a path.ron",
                none
            ),
            [
                "/a/x.ron",
                "file:///b/y%20z.ron",
                "file:///c.ron",
                "/d/e f.ron",
                "/g.ron",
                "/h/my file.ron",
                "/i.ron",
                "not a path.ron",
            ]
        );
        // A path with a space that is there stays whole.
        assert_eq!(entries("/a b.ron", |_| true), ["/a b.ron"]);
    }

    #[test]
    fn folders_globs_and_addresses_give_their_files() {
        let dir = tempfile::TempDir::new().unwrap();
        let root = dir.path();
        for name in ["a.ron", "b.RON", "notes.txt", "sub/c.ron", ".hidden/d.ron"] {
            let path = root.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "x").unwrap();
        }
        let Entry::Folder { files, .. } = expand(&root.display().to_string()) else {
            panic!("a folder");
        };
        assert_eq!(
            files,
            [
                root.join("a.ron"),
                root.join("b.RON"),
                root.join("sub/c.ron")
            ]
        );
        let Entry::Glob { files, .. } = expand(&format!("{}/*.ron", root.display())) else {
            panic!("a glob");
        };
        assert_eq!(files, [root.join("a.ron")]);
        assert!(matches!(
            expand(&format!("{}/*.csv", root.display())),
            Entry::Refused {
                why: Why::NothingMatches,
                ..
            }
        ));
        assert!(matches!(
            expand(&format!("{}/[.ron", root.display())),
            Entry::Refused {
                why: Why::BadPattern(_),
                ..
            }
        ));
        let address = url::Url::from_file_path(root.join("sub/c.ron")).unwrap();
        assert!(matches!(expand(address.as_str()), Entry::File(p) if p == root.join("sub/c.ron")));
        assert!(matches!(
            expand("file://other-host/x.ron"),
            Entry::Refused {
                why: Why::NotAFileAddress,
                ..
            }
        ));
        assert!(matches!(
            expand(&root.join(".hidden").display().to_string()),
            Entry::Folder { .. }
        ));
        std::fs::create_dir(root.join("empty")).unwrap();
        assert!(matches!(
            expand(&root.join("empty").display().to_string()),
            Entry::Refused {
                why: Why::NoEveningFiles,
                ..
            }
        ));
    }
}
