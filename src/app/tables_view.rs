//! The bid table viewer: the table as the printed card players keep beside
//! them, with the names in both languages.

use crate::i18n::Text;

use egui::RichText;

use crate::ledger::entry::objective_short;
use crate::rules::levels::{LevelsRules, Ratio};
use crate::rules::registry::{Origin, TableRegistry};
use crate::rules::table::{BidTable, Contract, Objective, Payment, Stock};

use super::{Command, Tr};

/// Which table is shown.
pub struct TablesScreen {
    /// Table id.
    pub selected: String,
}

impl TablesScreen {
    /// Shows table `id` first.
    pub fn new(id: String) -> TablesScreen {
        TablesScreen { selected: id }
    }

    /// Draws the screen.
    /// The tables, then the curriculum's stages in the order they are
    /// taught.
    fn table_list_ui(&mut self, ui: &mut egui::Ui, registry: &TableRegistry, t: Tr) {
        egui::Panel::left("table_list")
            .resizable(true)
            .default_size(240.0)
            .show(ui, |ui| {
                ui.heading(t.s(Text::BidTables));
                egui::ScrollArea::vertical().show(ui, |ui| {
                    let mut stages_begun = false;
                    for entry in registry.entries() {
                        let stage = entry.table.as_ref().ok().and_then(|t| t.stage.as_ref());
                        if stage.is_some() && !stages_begun {
                            stages_begun = true;
                            ui.separator();
                            ui.label(RichText::new(t.s(Text::TheCurriculumStageByStage)).weak());
                        }
                        let name = match &*entry.table {
                            Ok(table) => table.name.get(t.0).to_string(),
                            Err(_) => format!("⚠ {}", entry.id),
                        };
                        let response =
                            ui.selectable_value(&mut self.selected, entry.id.clone(), name);
                        if let Some(stage) = stage {
                            response.on_hover_text(stage.adds.get(t.0));
                        }
                    }
                });
            });
    }

    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        registry: &TableRegistry,
        t: Tr,
        _commands: &mut Vec<Command>,
    ) {
        self.table_list_ui(ui, registry, t);
        egui::CentralPanel::default().show(ui, |ui| {
            let Some(entry) = registry.entry(&self.selected) else {
                ui.label(t.s(Text::ChooseATable));
                return;
            };
            let table = match &*entry.table {
                Ok(table) => table,
                Err(error) => {
                    ui.colored_label(ui.visuals().error_fg_color, t.s(Text::TheTableCannotBeUsed));
                    ui.label(RichText::new(crate::words::table_error(error, t.0)).monospace());
                    return;
                }
            };
            ui.heading(both_names(&table.name, t));
            ui.label(RichText::new(table.source_in(t.0)).small());
            if let Some(stage) = &table.stage {
                ui.label(t.f(
                    Text::Stage,
                    &[&stage.number.to_string(), stage.adds.get(t.0)],
                ));
            }
            if let Origin::User(path) = &entry.origin {
                ui.label(
                    RichText::new(format!("{} {}", t.s(Text::TheClubsFile), path.display()))
                        .small(),
                );
            }
            let pinnar_per_bet = match &table.scoring {
                crate::rules::table::Scoring::Levels(levels) => {
                    egui::ScrollArea::both()
                        .id_salt("iceberg")
                        .scroll_bar_visibility(
                            egui::scroll_area::ScrollBarVisibility::AlwaysVisible,
                        )
                        .show(ui, |ui| iceberg_ui(ui, table, levels, t));
                    return;
                }
                crate::rules::table::Scoring::Classic { pinnar_per_bet } => *pinnar_per_bet,
            };
            ui.label(format!(
                "{} {} {}",
                t.s(Text::N1Bet),
                pinnar_per_bet,
                t.s(Text::Pinnar)
            ));
            // The scroll bars stay in sight: on a narrow screen the pinnar
            // columns are to the right, and the reader must see that.
            egui::ScrollArea::both()
                .id_salt("table_card")
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                .show(ui, |ui| {
                    egui::Grid::new("table_card_grid")
                        .striped(true)
                        .num_columns(11)
                        .spacing([14.0, 4.0])
                        .show(ui, |ui| {
                            // The names, then the numbers players look up
                            // (they fit on a laptop), then how it is played.
                            for title in [
                                "#",
                                t.s(Text::SvenskaEnglish),
                                t.s(Text::Won),
                                t.s(Text::Lost),
                                t.s(Text::Codille),
                                t.s(Text::OmkopWonLostCodille),
                                t.s(Text::PinnarCommonSecondPref),
                                t.s(Text::GokPenalty),
                                t.s(Text::Stock),
                                t.s(Text::Objective),
                                t.s(Text::Misar),
                            ] {
                                ui.strong(title);
                            }
                            ui.end_row();
                            for contract in table.contracts_in_bid_order() {
                                row_ui(ui, contract, t);
                                ui.end_row();
                            }
                        });
                    if !table.variants.is_empty() {
                        ui.add_space(8.0);
                        ui.strong(t.s(Text::Variants));
                        for variant in &table.variants {
                            ui.label(format!(
                                "{}: {}",
                                variant.name.get(t.0),
                                variant.description.get(t.0)
                            ));
                        }
                    }
                });
        });
    }
}

/// A levels table drawn as its iceberg: the levels as rows, highest on top,
/// the table's columns with the levels (π) among them, and the sea level as
/// a line; then each contract's multiplier, pot factor and passing text.
fn iceberg_ui(ui: &mut egui::Ui, table: &BidTable, levels: &LevelsRules, t: Tr) {
    let bets: Vec<String> = levels
        .points_per_bet
        .iter()
        .map(|b| {
            t.f(
                Text::PointsAt,
                &[&b.points.to_string(), &b.players.to_string()],
            )
        })
        .collect();
    ui.label(t.f(
        Text::N1Bet1PinnePointsJackpotAt,
        &[
            &bets.join(", "),
            &levels.points_per_pinne.to_string(),
            &levels.jackpot.to_string(),
        ],
    ));
    let mut values: Vec<Ratio> = table
        .contracts
        .iter()
        .filter_map(|c| c.level().map(|l| l.value))
        .collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    let columns = levels.columns.len();
    // The columns are narrow, their names wrapped, so the whole iceberg
    // fits a laptop; where it still does not, the levels (π) come first,
    // in sight, rather than in their place off the screen.
    const CELL: f32 = 100.0;
    const GAP: f32 = 10.0;
    let needed = columns as f32 * (CELL + GAP) + 50.0;
    let level_slot = if ui.available_width() < needed {
        0
    } else {
        levels.level_column.min(columns)
    };
    let mut headings: Vec<String> = levels
        .columns
        .iter()
        .map(|c| c.get(t.0).to_string())
        .collect();
    headings.insert(level_slot, "π".to_string());
    egui::Grid::new("iceberg_grid")
        .striped(true)
        .num_columns(columns + 1)
        .spacing([GAP, 4.0])
        .max_col_width(CELL)
        .show(ui, |ui| {
            for heading in &headings {
                ui.strong(heading);
            }
            ui.end_row();
            let mut above = true;
            for value in values {
                if above && value < levels.sea_level {
                    above = false;
                    for _ in 0..=columns {
                        ui.label(
                            RichText::new(t.s(Text::SeaLevel)).color(ui.visuals().hyperlink_color),
                        );
                    }
                    ui.end_row();
                }
                for slot in 0..=columns {
                    if slot == level_slot {
                        ui.strong(format!("{value}p"));
                        continue;
                    }
                    let column = if slot > level_slot { slot - 1 } else { slot };
                    let names: Vec<&str> = table
                        .contracts_in_bid_order()
                        .into_iter()
                        .filter(|c| {
                            c.level()
                                .is_some_and(|l| l.value == value && l.column == Some(column))
                        })
                        .map(|c| c.name.get(t.0))
                        .collect();
                    ui.add(egui::Label::new(names.join("\n")).wrap());
                }
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    levels_list_ui(ui, table, t);
}

/// Each contract of a levels table: its multiplier, pot factor, whether it
/// may be surrendered or rebought, and its passing convention.
fn levels_list_ui(ui: &mut egui::Ui, table: &BidTable, t: Tr) {
    egui::Grid::new("levels_list")
        .striped(true)
        .num_columns(6)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for title in [
                t.s(Text::Level),
                t.s(Text::SvenskaEnglish),
                "×",
                t.s(Text::BetarK),
                t.s(Text::SurrenderRebuy),
                t.s(Text::Passing),
            ] {
                ui.strong(title);
            }
            ui.end_row();
            for contract in table.contracts_in_bid_order() {
                let Payment::Levels(level) = &contract.payment else {
                    continue;
                };
                ui.label(level.value.to_string());
                ui.vertical(|ui| {
                    let (first, second) = two_names(&contract.name, t);
                    ui.label(first);
                    ui.label(RichText::new(second).small().weak());
                });
                ui.label(if level.ranked {
                    level.multiplier.to_string()
                } else {
                    format!("{} ({})", level.multiplier, t.s(Text::NoRank))
                });
                ui.label(level.pot.to_string());
                let yes = |b: bool| if b { t.s(Text::Yes) } else { "–" };
                ui.label(format!("{} / {}", yes(level.surrender), yes(level.rebuy)));
                ui.label(level.passing.as_ref().map_or("–", |p| p.get(t.0)));
                ui.end_row();
            }
        });
}

/// A name as the table card prints it, and its second language: Swedish
/// and English; in Japanese the Japanese (English when the table has none)
/// and the Swedish.
fn two_names(names: &crate::rules::table::Names, t: Tr) -> (&str, &str) {
    match t.0 {
        crate::rules::table::Language::Japanese => (names.get(t.0), &names.sv),
        _ => (&names.sv, &names.en),
    }
}

/// [`two_names`] as one: `シックス(6) / Begär (6-spel)`.
fn both_names(names: &crate::rules::table::Names, t: Tr) -> String {
    let (first, second) = two_names(names, t);
    format!("{first} / {second}")
}

fn row_ui(ui: &mut egui::Ui, contract: &Contract, t: Tr) {
    let dash = |v: Option<i32>| v.map_or("–".to_string(), |v| v.to_string());
    let (pot, pinnar) = contract.payment.rows();
    ui.label(contract.rank.to_string());
    ui.vertical(|ui| {
        let (first, second) = two_names(&contract.name, t);
        ui.label(first);
        ui.label(egui::RichText::new(second).small().weak());
    });
    let overtrick = if pot.overtrick != 0 {
        format!(" +{}/{}", pot.overtrick, t.s(Text::Trick))
    } else {
        String::new()
    };
    ui.label(format!("{}{overtrick}", pot.won));
    ui.label(pot.lost.to_string());
    ui.label(pot.codille.to_string());
    ui.label(contract.omkop.map_or("–".to_string(), |o| {
        format!("{} / {} / {}", o.won, o.lost, o.codille)
    }));
    ui.label(format!(
        "{} / {} / {}",
        pinnar.common,
        dash(pinnar.second),
        dash(pinnar.preference)
    ));
    ui.label(dash(contract.pass_penalty));
    ui.label(match contract.stock {
        Stock::Kop => t.s(Text::Exchange),
        Stock::Gask => t.s(Text::Gask),
        Stock::Solo => t.s(Text::Solo),
    });
    ui.label(objective_short(contract, t.0));
    let misar = match contract.objective {
        Objective::Misar(m) | Objective::TricksOrMisar { misar: m, .. } => format!(
            "{} {}",
            if m.open {
                t.s(Text::OpenLower)
            } else {
                t.s(Text::Closed)
            },
            m.cards
        ),
        Objective::Tricks(_) => String::new(),
    };
    ui.label(misar);
}
