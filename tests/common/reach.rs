//! Whether every control is in reach: each widget that can be clicked is
//! on screen whole, or in a scroll area that brings it there, and no two
//! of them lie over each other. Used by tests/app_reach.rs for every
//! screen and state at the window sizes and zooms a table uses.

use std::path::Path;

use egui::accesskit::{Action, NodeId, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use tempfile::TempDir;

use vira::app::{AppOptions, Prefs, ViraApp};
use vira::disk::places::Store;
use vira::rules::table::Language;

use super::app::frames;
use super::small_archive::{EVENING_A, EVENING_B, EVENING_ISBERG};

/// A window: its size in pixels and the zoom (egui's points are pixels
/// divided by the zoom).
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub width: f32,
    pub height: f32,
    pub zoom: f32,
}

impl Window {
    pub const fn new(width: f32, height: f32, zoom: f32) -> Window {
        Window {
            width,
            height,
            zoom,
        }
    }

    /// The window's size in points.
    pub fn points(self) -> egui::Vec2 {
        egui::vec2(self.width / self.zoom, self.height / self.zoom)
    }
}

impl std::fmt::Display for Window {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}x{} at {:.0} %",
            self.width,
            self.height,
            self.zoom * 100.0
        )
    }
}

/// The sizes tested: a small laptop and a common one, at 100, 150 and
/// 200 %.
pub const WINDOWS: [Window; 6] = [
    Window::new(1024.0, 600.0, 1.0),
    Window::new(1024.0, 600.0, 1.5),
    Window::new(1024.0, 600.0, 2.0),
    Window::new(1280.0, 800.0, 1.0),
    Window::new(1280.0, 800.0, 1.5),
    Window::new(1280.0, 800.0, 2.0),
];

/// The app in Swedish on `data` in a window of the given size and zoom.
pub fn app_in(data: &Path, window: Window) -> Harness<'static, ViraApp> {
    app_in_language(data, window, Language::Swedish)
}

/// The app in `language` on `data` in a window of the given size and zoom.
pub fn app_in_language(
    data: &Path,
    window: Window,
    language: Language,
) -> Harness<'static, ViraApp> {
    app_in_opening(data, window, language, None)
}

/// [`app_in_language`], with a file to open as `vira FILE` does.
pub fn app_in_opening(
    data: &Path,
    window: Window,
    language: Language,
    open: Option<&Path>,
) -> Harness<'static, ViraApp> {
    let options = AppOptions {
        data_dir: Some(data.to_path_buf()),
        table_dir: Some(data.join("no-club-tables")),
        language: None,
        open: open.map(Path::to_path_buf),
    };
    let zoom = window.zoom;
    let mut h = Harness::builder()
        .with_size(window.points())
        .build_eframe(move |cc| {
            let prefs = Prefs {
                language,
                zoom,
                ..Prefs::default()
            };
            ViraApp::with_prefs(&cc.egui_ctx, Some(prefs), options)
        });
    super::app::give_room(&mut h, window.points());
    frames(&mut h);
    h
}

/// A control found on screen.
#[derive(Debug, Clone)]
struct Control {
    id: NodeId,
    name: String,
}

/// The roles of widgets one clicks or types into.
fn interactive_role(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::RadioButton
            | Role::Link
            | Role::TextInput
            | Role::MultilineTextInput
            | Role::SearchInput
            | Role::ComboBox
            | Role::Slider
            | Role::SpinButton
            | Role::Switch
            | Role::Tab
            | Role::MenuItem
            | Role::ListBoxOption
    )
}

/// Every control: an interactive role, or anything that takes a click
/// except a plain text, a scroll bar and a container (a clickable row is
/// reached through what it holds).
fn controls(h: &Harness<'_, ViraApp>) -> Vec<Control> {
    h.query_all_by(|n| {
        let role = n.role();
        !n.is_hidden()
            && (interactive_role(role)
                || (n.data().supports_action(Action::Click)
                    && !matches!(
                        role,
                        Role::Label
                            | Role::ScrollBar
                            | Role::Image
                            | Role::Unknown
                            | Role::GenericContainer
                            | Role::Pane
                            | Role::Row
                            | Role::Cell
                            | Role::Table
                            | Role::Group
                            | Role::Window
                            | Role::Dialog
                    )))
    })
    .map(|n| {
        let name = n
            .accesskit_node()
            .label()
            .or_else(|| n.value())
            .unwrap_or_default();
        Control {
            id: n.accesskit_node().locate().0,
            name: format!("{:?} {name:?}", n.accesskit_node().role()),
        }
    })
    .collect()
}

/// Where a widget is, and the part of it that shows (clipped by the scroll
/// area around it), from egui's own record of the last frame.
fn placed(h: &Harness<'_, ViraApp>, id: NodeId) -> Option<(egui::LayerId, egui::Rect, egui::Rect)> {
    h.ctx.viewport(|v| {
        v.prev_pass.widgets.layers().find_map(|(_, widgets)| {
            widgets
                .iter()
                .find(|w| w.id.value() == id.0)
                .map(|w| (w.layer_id, w.rect, w.interact_rect))
        })
    })
}

/// Whether `a` is an ancestor of `b` in the accesskit tree (a clickable
/// row holding its own buttons).
fn ancestor(h: &Harness<'_, ViraApp>, a: NodeId, b: NodeId) -> bool {
    let Some(node) = h.query_all_by(|n| n.locate().0 == b).next() else {
        return false;
    };
    let mut parent = node.parent();
    while let Some(p) = parent {
        if p.accesskit_node().locate().0 == a {
            return true;
        }
        parent = p.parent();
    }
    false
}

/// Room for rounding: a control may touch its neighbour.
const SLACK: f32 = 0.5;

fn whole_in(outer: egui::Rect, inner: egui::Rect) -> bool {
    outer.expand(SLACK).contains_rect(inner)
}

/// The problems of the screen as it is: controls that cannot be brought
/// into view, controls over each other. `what` names the screen and state
/// in the messages. The screen's scroll positions are moved (each control
/// out of view is scrolled to).
pub fn problems(h: &mut Harness<'_, ViraApp>, what: &str) -> Vec<String> {
    frames(h);
    let screen = h.ctx.content_rect();
    let found = controls(h);
    let mut problems = Vec::new();
    // Overlaps, as the screen is now: the parts that show of two controls
    // on the same layer (a control holding another, like a clickable row
    // with its buttons, is allowed).
    let shown: Vec<(&Control, egui::LayerId, egui::Rect)> = found
        .iter()
        .filter_map(|c| {
            let (layer, _, visible) = placed(h, c.id)?;
            let visible = visible.intersect(screen);
            (visible.width() > SLACK && visible.height() > SLACK).then_some((c, layer, visible))
        })
        .collect();
    for (i, (a, layer_a, ra)) in shown.iter().enumerate() {
        for (b, layer_b, rb) in shown.iter().skip(i + 1) {
            if layer_a != layer_b {
                continue;
            }
            let common = ra.intersect(*rb);
            if common.width() > SLACK
                && common.height() > SLACK
                && !ancestor(h, a.id, b.id)
                && !ancestor(h, b.id, a.id)
            {
                problems.push(format!(
                    "{what}: {} at {ra:?} overlaps {} at {rb:?}",
                    a.name, b.name
                ));
            }
        }
    }
    // Reach: whole on screen, or scrolled there.
    for control in &found {
        let Some((_, rect, visible)) = placed(h, control.id) else {
            continue;
        };
        if whole_in(screen, rect) && whole_in(visible, rect) {
            continue;
        }
        if let Some(node) = h.query_all_by(|n| n.locate().0 == control.id).next() {
            node.scroll_to_me();
        }
        h.run_steps(2);
        // egui's "scroll into view" stops at the innermost scroll area (a
        // table's rows inside a sideways scroll area): then the scroll
        // bars are used, as a user would, towards the cut side.
        for _ in 0..12 {
            let Some((_, rect, visible)) = placed(h, control.id) else {
                break;
            };
            if whole_in(screen, rect) && whole_in(visible, rect) {
                break;
            }
            let Some(node) = h.query_all_by(|n| n.locate().0 == control.id).next() else {
                break;
            };
            // (egui 0.37 turns accesskit's sideways scrolls around: its
            // "scroll right" moves the view to the left.)
            if visible.min.x > rect.min.x + SLACK {
                node.scroll_right();
            } else if visible.max.x < rect.max.x - SLACK {
                node.scroll_left();
            } else if visible.min.y > rect.min.y + SLACK {
                node.scroll_up();
            } else if visible.max.y < rect.max.y - SLACK {
                node.scroll_down();
            } else {
                break;
            }
            h.run_steps(2);
        }
        let Some((_, rect, visible)) = placed(h, control.id) else {
            problems.push(format!(
                "{what}: {} is gone after scrolling to it",
                control.name
            ));
            continue;
        };
        if !(whole_in(screen, rect) && whole_in(visible, rect)) {
            problems.push(format!(
                "{what}: {} is out of reach: at {rect:?}, shown {visible:?}, screen {screen:?}",
                control.name
            ));
        }
    }
    problems
}

/// The protocol's player columns that cannot be seen without scrolling
/// sideways (issue 33, 8: at 1024x600 and at 150 % only # to Pulla
/// showed): each column's header is brought into view as a user would
/// scroll to it, and must not have moved sideways to get there.
///
/// At every size, 1024x600 at 200 % too (512 points: the table view
/// beside the form is 250 points wide; there the pulla is a figure
/// instead of the drawing, so nothing makes the view scroll sideways).
pub fn protocol_problems(h: &mut Harness<'_, ViraApp>, what: &str) -> Vec<String> {
    let columns: Vec<(NodeId, String)> = h
        .query_all_by(|n| {
            n.label().is_some_and(|l| {
                l.ends_with(": protokollets kolumn") || l.ends_with(": the protocol's column")
            })
        })
        .map(|n| {
            let node = n.accesskit_node();
            (node.locate().0, node.label().unwrap_or_default())
        })
        .collect();
    if columns.is_empty() {
        return vec![format!("{what}: no player column in the protocol")];
    }
    let screen = h.ctx.content_rect();
    let mut problems = Vec::new();
    for (id, name) in columns {
        // From the protocol's start, as a user sees it first: scrolled
        // all the way to its left (a check before may have scrolled it;
        // egui 0.37 turns accesskit's sideways scrolls around: "scroll
        // right" moves the view to the left).
        for _ in 0..12 {
            let before = placed(h, id).map(|p| p.1.min.x);
            if let Some(column) = h.query_all_by(|n| n.locate().0 == id).next() {
                column.scroll_right();
            }
            h.run_steps(2);
            if placed(h, id).map(|p| p.1.min.x) == before {
                break;
            }
        }
        let Some((_, before, _)) = placed(h, id) else {
            continue;
        };
        if let Some(node) = h.query_all_by(|n| n.locate().0 == id).next() {
            node.scroll_to_me();
        }
        h.run_steps(2);
        let Some((_, after, visible)) = placed(h, id) else {
            problems.push(format!("{what}: {name} is gone after scrolling to it"));
            continue;
        };
        let sideways = (after.min.x - before.min.x).abs() > SLACK;
        // Sideways only: how far down the view is scrolled is another
        // matter (the view scrolls as a whole in a short window).
        let shown = after.min.x >= screen.min.x - SLACK
            && after.max.x <= screen.max.x + SLACK
            && visible.min.x <= after.min.x + SLACK
            && visible.max.x >= after.max.x - SLACK;
        if sideways || !shown {
            problems.push(format!(
                "{what}: {name} needs scrolling sideways (at {before:?}, then {after:?}, screen {screen:?})"
            ));
        }
    }
    problems
}

/// The newest hand's row of the protocol must show whole wherever the
/// protocol shows (issue 33, 8: at 1024x600 it sat under the window's
/// edge, the protocol's header in sight): as the table opens, when its
/// header shows; and in a short view scrolled down to the protocol with
/// the wheel, as a user would (its rows are not scrolled).
pub fn newest_row_problems(h: &mut Harness<'_, ViraApp>, what: &str) -> Vec<String> {
    let Some(hands) = h.state().evening().map(|e| e.editor.evening().hands.len()) else {
        return vec![format!("{what}: no evening")];
    };
    if hands == 0 {
        return Vec::new();
    }
    let row = [
        format!("{hands}: protokollets rad"),
        format!("{hands}: the protocol's row"),
    ];
    let screen = h.ctx.content_rect();
    let header = |h: &Harness<'_, ViraApp>| {
        h.query_all_by(|n| {
            n.label().is_some_and(|l| {
                l.ends_with(": protokollets kolumn") || l.ends_with(": the protocol's column")
            })
        })
        .filter_map(|n| placed(h, n.accesskit_node().locate().0))
        // The column that shows most (a narrow view may be scrolled
        // sideways past the first).
        .max_by(|a, b| a.2.width().total_cmp(&b.2.width()))
    };
    let newest = |h: &Harness<'_, ViraApp>| {
        h.query_all_by(|n| n.label().is_some_and(|l| row.contains(&l)))
            .next()
            .and_then(|n| placed(h, n.accesskit_node().locate().0))
            // Up and down only: how far a narrow view is scrolled
            // sideways is the columns' check.
            .filter(|(_, rect, visible)| {
                let tall = |outer: egui::Rect| {
                    outer.min.y <= rect.min.y + SLACK && outer.max.y >= rect.max.y - SLACK
                };
                tall(screen) && tall(*visible)
            })
    };
    frames(h);
    if header(h).is_none() {
        return vec![format!("{what}: the protocol has no header")];
    }
    if newest(h).is_some() {
        return Vec::new();
    }
    // A short view: the wheel over the protocol's header (over the top of
    // the view while the header is under its edge), as far as it goes.
    for _ in 0..30 {
        let Some((_, at, shown)) = header(h) else {
            break;
        };
        // Over the part of the header that shows (a narrow view may be
        // scrolled sideways), or the top of the view above it.
        let x = if shown.width() > 1.0 {
            shown.center().x
        } else {
            at.center().x
        };
        let y = if shown.height() > 1.0 {
            shown.center().y
        } else {
            screen.min.y + 80.0
        };
        let pointer = egui::pos2(
            x.clamp(screen.min.x + 1.0, screen.max.x - 1.0),
            y.clamp(screen.min.y + 1.0, screen.max.y - 1.0),
        );
        crate::common::app::wheel_notch(h, pointer, 3.0);
        if newest(h).is_some() {
            return Vec::new();
        }
    }
    let at = h
        .query_all_by(|n| n.label().is_some_and(|l| row.contains(&l)))
        .next()
        .and_then(|n| placed(h, n.accesskit_node().locate().0));
    vec![format!(
        "{what}: the newest row ({hands}) is out of sight with the view scrolled down to the protocol: at and shown {at:?} (screen {screen:?})"
    )]
}

/// A long message (85 lines, as an import of 85 files says) must keep
/// to its status line: bounded in height, covering neither the hand form
/// (its Record button) nor the protocol's columns, its close button in
/// reach.
pub fn notice_problems(h: &mut Harness<'_, ViraApp>, what: &str) -> Vec<String> {
    let text: Vec<String> = (1..=85)
        .map(|i| format!("✖ fil-{i}.ron: inte en kväll"))
        .collect();
    h.state_mut().notice = Some(vira::app::Notice {
        text: format!("Import till arkivet: 0 nya\n{}", text.join("\n")),
        error: true,
    });
    frames(h);
    let mut problems = Vec::new();
    let Some(notice) = h
        .query_all_by(|n| {
            n.value()
                .is_some_and(|v| v.starts_with("Import till arkivet"))
                || n.label()
                    .is_some_and(|v| v.starts_with("Import till arkivet"))
        })
        .next()
        .and_then(|n| placed(h, n.accesskit_node().locate().0))
    else {
        h.state_mut().notice = None;
        return vec![format!("{what}: the message is not shown")];
    };
    let notice = notice.2;
    // Two lines of text at most (the body's size is 15-16 points).
    if notice.height() > 40.0 {
        problems.push(format!(
            "{what}: the message is {} points high",
            notice.height()
        ));
    }
    let covered: Vec<(NodeId, String)> = h
        .query_all_by(|n| {
            n.label().is_some_and(|l| {
                l.starts_with("Registrera")
                    || l.starts_with("Record (")
                    || l.ends_with(": protokollets kolumn")
                    || l.ends_with(": the protocol's column")
            })
        })
        .map(|n| {
            let node = n.accesskit_node();
            (node.locate().0, node.label().unwrap_or_default())
        })
        .collect();
    for (id, name) in covered {
        if let Some((_, _, visible)) = placed(h, id) {
            let common = visible.intersect(notice);
            if common.width() > SLACK && common.height() > SLACK {
                problems.push(format!("{what}: the message covers {name}"));
            }
        }
    }
    problems.extend(self::problems(h, &format!("{what} with a long message")));
    h.state_mut().notice = None;
    frames(h);
    problems
}

/// Collects the problems of many screens and reports them all at once.
#[derive(Default)]
pub struct Reach {
    problems: Vec<String>,
    checked: usize,
}

impl Reach {
    /// Checks the screen as it is now.
    pub fn check(&mut self, h: &mut Harness<'_, ViraApp>, what: &str) {
        self.checked += 1;
        self.problems.extend(problems(h, what));
    }

    /// The protocol's player columns in sight, and a long message on
    /// its own line ([`protocol_problems`], [`notice_problems`]).
    pub fn check_table(&mut self, h: &mut Harness<'_, ViraApp>, what: &str) {
        self.checked += 1;
        self.problems.extend(newest_row_problems(h, what));
        self.problems.extend(protocol_problems(h, what));
        self.problems.extend(notice_problems(h, what));
    }

    /// A problem found on the way (a screen that could not be reached).
    pub fn problems_push(&mut self, problem: String) {
        self.problems.push(problem);
    }

    /// Fails with every problem found.
    pub fn assert_none(&self) {
        assert!(
            self.problems.is_empty(),
            "{} problems in {} screens:\n{}",
            self.problems.len(),
            self.checked,
            self.problems.join("\n")
        );
    }
}

// ---------------------------------------------------------------------------
// The data the walks over every screen use (tests/app_reach.rs, and the
// Japanese walk of tests/app_japanese.rs), and their clicks.
// ---------------------------------------------------------------------------

/// An evening at five (no hand yet): the most names on every screen.
pub const FIVE: &str = r#"Evening(
    format: 1,
    date: "2026-11-23",
    club: Some("Sundsvalls viraklubb"),
    table: "stockholm",
    house: House(price_per_bet_ore: 500, currency: "kr"),
    players: ["Anna", "Bo", "Cia", "Dag", "Eva"],
    first_dealer: "Anna",
    hands: [],
)
"#;

/// A file in the archive that is not an evening.
pub const BROKEN: &str = "Evening(format: 1, date: \"2026-13-45\", players: [";

/// A data directory: `evening` in progress (a file's text), the small
/// archive, and `broken` files that cannot be read.
pub fn data(evening: Option<&str>, broken: usize) -> TempDir {
    data_named(evening, broken, str::to_string)
}

/// [`data`] with every file's text passed through `names` first (a
/// player renamed in Japanese).
pub fn data_named(evening: Option<&str>, broken: usize, names: impl Fn(&str) -> String) -> TempDir {
    let dir = TempDir::new().unwrap();
    let store = Store::new(dir.path());
    std::fs::create_dir_all(&store.current).unwrap();
    std::fs::create_dir_all(&store.archive).unwrap();
    if let Some(text) = evening {
        let mut evening = vira::ledger::evening::Evening::parse("new.ron", &names(text)).unwrap();
        store
            .create(&vira::TableRegistry::built_in(), &mut evening)
            .unwrap();
    }
    for (name, text) in [
        ("2026-01-10-a.ron", EVENING_A),
        ("2026-02-14-b.ron", EVENING_B),
        ("2026-11-22-isberg.ron", EVENING_ISBERG),
    ] {
        std::fs::write(store.archive.join(name), names(text)).unwrap();
    }
    for k in 0..broken {
        std::fs::write(
            store.archive.join(format!("2026-12-0{k}-trasig.ron")),
            BROKEN,
        )
        .unwrap();
    }
    dir
}

/// The text of one of `docs/examples/`.
pub fn example(name: &str) -> String {
    std::fs::read_to_string(Path::new("docs/examples").join(name)).unwrap()
}

/// Clicks the first control named `label` if there is one; whether it was.
/// A control, not a text that says the same (the tricks button "6", not
/// the rank "6" in the contract list): the click is the pointer's, where
/// the widget is drawn.
pub fn try_click(h: &mut Harness<'_, ViraApp>, label: &str) -> bool {
    let find = |h: &Harness<'_, ViraApp>| {
        h.query_all_by_label(label)
            .find(|n| n.accesskit_node().role() != Role::Label)
            .or_else(|| h.query_all_by_label(label).next())
            .map(|n| n.accesskit_node().locate().0)
    };
    // In a narrow bar the views for others are in its menu (☰): opened,
    // and closed again when the label is not there either (its button
    // again; Escape would clear the hand form).
    let toggle_menu = |h: &mut Harness<'_, ViraApp>| {
        let menu = h
            .query_all_by(|n| n.role() == Role::Button && n.label().as_deref() == Some("☰"))
            .next();
        let Some(menu) = menu else {
            return false;
        };
        menu.click();
        frames(h);
        true
    };
    if find(h).is_none() && toggle_menu(h) && find(h).is_none() {
        toggle_menu(h);
    }
    let Some(id) = find(h) else {
        return false;
    };
    h.query_all_by(|n| n.locate().0 == id)
        .next()
        .unwrap()
        .scroll_to_me();
    frames(h);
    let id = find(h).unwrap();
    h.query_all_by(|n| n.locate().0 == id)
        .next()
        .unwrap()
        .click();
    frames(h);
    true
}

/// [`try_click`], failing with `what` (the screen) when there is no
/// `label`.
pub fn click(h: &mut Harness<'_, ViraApp>, label: &str, what: &str) {
    assert!(try_click(h, label), "{what}: no {label:?}");
}
