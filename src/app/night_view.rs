//! A club night's standing on the host's screen (or a projector): read
//! from the night file and the evening files beside it, and read again
//! within a second of any of them changing (tables that save into a
//! shared folder, or hand in their file at the end). The files are the
//! truth; nothing here is written.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use egui::RichText;

use crate::app::i18n::Tr;
use crate::night::standing::Standing;
use crate::night::{Night, StandingRule};
use crate::rules::registry::TableRegistry;

/// How often the files are looked at.
const LOOK_EVERY: Duration = Duration::from_millis(500);

/// The night's screen.
pub struct NightScreen {
    /// The night file.
    pub path: PathBuf,
    /// The night and its standing, or why the night file cannot be read.
    loaded: Result<(Night, Standing), String>,
    /// The files' times when last read: the night file, then each table's.
    stamps: Vec<Option<SystemTime>>,
    looked: Instant,
    /// Large, for a projector.
    pub large: bool,
}

impl NightScreen {
    /// Reads the night and its tables.
    pub fn open(path: &Path, registry: &TableRegistry, t: Tr) -> NightScreen {
        let mut screen = NightScreen {
            path: path.to_path_buf(),
            loaded: Err(String::new()),
            stamps: Vec::new(),
            looked: Instant::now(),
            large: false,
        };
        screen.read(registry, t);
        screen
    }

    fn files(&self) -> Vec<PathBuf> {
        let folder = self.path.parent().unwrap_or_else(|| Path::new("."));
        let mut files = vec![self.path.clone()];
        if let Ok((night, _)) = &self.loaded {
            files.extend(
                night
                    .sittings
                    .iter()
                    .flat_map(|s| &s.tables)
                    .map(|table| folder.join(&table.evening)),
            );
        }
        files
    }

    fn stamps_now(&self) -> Vec<Option<SystemTime>> {
        self.files()
            .iter()
            .map(|f| std::fs::metadata(f).and_then(|m| m.modified()).ok())
            .collect()
    }

    fn read(&mut self, registry: &TableRegistry, t: Tr) {
        self.loaded = crate::disk::night::night_standing(&self.path, registry)
            .map_err(|e| crate::words::error(&e, t.0));
        self.stamps = self.stamps_now();
    }

    /// Reads the files again when one of them changed since.
    pub fn follow(&mut self, ctx: &egui::Context, registry: &TableRegistry, t: Tr) {
        if self.looked.elapsed() >= LOOK_EVERY {
            self.looked = Instant::now();
            if self.stamps_now() != self.stamps {
                self.read(registry, t);
            }
        }
        ctx.request_repaint_after(LOOK_EVERY);
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::both().id_salt("night").show(ui, |ui| {
                ui.checkbox(
                    &mut self.large,
                    t.s("Stor text (projektor)", "Large text (projector)"),
                );
                match &self.loaded {
                    Err(error) => {
                        ui.colored_label(ui.visuals().error_fg_color, error);
                    }
                    Ok((night, standing)) => night_ui(ui, night, standing, self.large, t),
                }
            });
        });
    }
}

fn night_ui(ui: &mut egui::Ui, night: &Night, standing: &Standing, large: bool, t: Tr) {
    let size = if large { 30.0 } else { 18.0 };
    ui.heading(format!(
        "{} {}{}",
        t.s("Klubbkväll", "Club night"),
        night.date,
        night
            .club
            .as_ref()
            .map(|c| format!(", {c}"))
            .unwrap_or_default()
    ));
    ui.label(
        RichText::new(format!(
            "{} {}",
            t.s("Regel:", "Rule:"),
            crate::words::night::rule_words(&standing.rule, t.0)
        ))
        .weak(),
    );
    ui.add_space(8.0);
    let places = matches!(standing.rule, StandingRule::Places { .. });
    egui::Grid::new("night_standing")
        .striped(true)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            for title in [
                "#",
                t.s("Spelare", "Player"),
                t.s("Bord", "Tables"),
                if places { t.s("Poäng", "Points") } else { "" },
                t.s("Resultat", "Result"),
                t.s("Pengar", "Money"),
            ] {
                ui.strong(title);
            }
            ui.end_row();
            for row in &standing.rows {
                ui.label(RichText::new(place_text(row.place)).size(size));
                ui.label(RichText::new(&row.player).size(size).strong());
                ui.label(RichText::new(row.tables.to_string()).size(size));
                ui.label(
                    RichText::new(row.points.map(|p| p.to_string()).unwrap_or_default())
                        .size(size)
                        .strong(),
                );
                let result = match (row.result, standing.unit) {
                    (Some(result), Some(unit)) => unit.amount(result).signed(t),
                    _ => String::new(),
                };
                ui.label(RichText::new(result).size(size));
                let money = match (row.money_ore, &standing.currency) {
                    (Some(ore), Some(currency)) => crate::report::amount::money(ore, currency, t.0),
                    _ => String::new(),
                };
                ui.label(RichText::new(money).size(size));
                ui.end_row();
            }
        });
    ui.add_space(10.0);
    ui.strong(t.s("Borden", "The tables"));
    for table in &standing.tables {
        let results: Vec<String> = table
            .results
            .iter()
            .map(|r| {
                let amount = table
                    .unit
                    .map(|u| u.amount(r.result).signed(t))
                    .unwrap_or_default();
                format!("{} {amount} ({})", r.player, r.place)
            })
            .collect();
        ui.label(t.f(
            "sittning {}, bord {} ({}): {}",
            "sitting {}, table {} ({}): {}",
            &[
                &table.sitting.to_string(),
                &table.table.to_string(),
                &table.evening,
                &if table.counted {
                    results.join(", ")
                } else {
                    t.s("räknas inte", "not counted").to_string()
                },
            ],
        ));
    }
    if !standing.problems.is_empty() {
        ui.add_space(10.0);
        for problem in &standing.problems {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::words::night::problem_words(problem, t.0),
            );
        }
    }
}

/// A place as the standing shows it: "–" before any table counts.
fn place_text(place: usize) -> String {
    if place == 0 {
        "–".to_string()
    } else {
        place.to_string()
    }
}
