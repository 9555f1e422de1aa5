//! The bid table viewer: the table as the printed card players keep beside
//! them, with the names in both languages.

use egui::RichText;

use crate::ledger::entry::objective_words;
use crate::rules::registry::{Origin, TableRegistry};
use crate::rules::table::{Contract, Objective, Stock};

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
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        registry: &TableRegistry,
        t: Tr,
        _commands: &mut Vec<Command>,
    ) {
        egui::Panel::left("table_list")
            .resizable(true)
            .default_size(240.0)
            .show(ui, |ui| {
                ui.heading(t.s("Budtabeller", "Bid tables"));
                for entry in registry.entries() {
                    let name = match &entry.table {
                        Ok(table) => table.name.get(t.0).to_string(),
                        Err(_) => format!("⚠ {}", entry.id),
                    };
                    ui.selectable_value(&mut self.selected, entry.id.clone(), name);
                }
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let Some(entry) = registry.entry(&self.selected) else {
                ui.label(t.s("Välj en tabell.", "Choose a table."));
                return;
            };
            let table = match &entry.table {
                Ok(table) => table,
                Err(error) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        t.s("Tabellen kan inte användas:", "The table cannot be used:"),
                    );
                    ui.label(RichText::new(error.to_string()).monospace());
                    return;
                }
            };
            ui.heading(format!("{} / {}", table.name.sv, table.name.en));
            ui.label(RichText::new(&table.source).small());
            if let Origin::User(path) = &entry.origin {
                ui.label(
                    RichText::new(format!(
                        "{} {}",
                        t.s("Klubbens fil:", "The club's file:"),
                        path.display()
                    ))
                    .small(),
                );
            }
            ui.label(format!(
                "{} {} {}",
                t.s("1 bet =", "1 bet ="),
                table.pinnar_per_bet,
                t.s("pinnar", "pinnar")
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
                                "Svenska / English",
                                t.s("Hem", "Won"),
                                t.s("Bet", "Lost"),
                                t.s("Kodilj", "Codille"),
                                t.s("Omköp (hem/bet/kodilj)", "Omköp (won/lost/codille)"),
                                t.s("Pinnar ofärg/färg/högsta", "Pinnar common/second/pref."),
                                t.s("Gökstraff", "Gök penalty"),
                                t.s("Köp", "Stock"),
                                t.s("Mål", "Objective"),
                                t.s("Misär", "Misär"),
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
                        ui.strong(t.s("Varianter", "Variants"));
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

fn row_ui(ui: &mut egui::Ui, contract: &Contract, t: Tr) {
    let dash = |v: Option<i32>| v.map_or("–".to_string(), |v| v.to_string());
    ui.label(contract.rank.to_string());
    ui.vertical(|ui| {
        ui.label(&contract.name.sv);
        ui.label(egui::RichText::new(&contract.name.en).small().weak());
    });
    let overtrick = if contract.pot.overtrick != 0 {
        format!(" +{}/{}", contract.pot.overtrick, t.s("stick", "trick"))
    } else {
        String::new()
    };
    ui.label(format!("{}{overtrick}", contract.pot.won));
    ui.label(contract.pot.lost.to_string());
    ui.label(contract.pot.codille.to_string());
    ui.label(contract.omkop.map_or("–".to_string(), |o| {
        format!("{} / {} / {}", o.won, o.lost, o.codille)
    }));
    ui.label(format!(
        "{} / {} / {}",
        contract.pinnar.common,
        dash(contract.pinnar.second),
        dash(contract.pinnar.preference)
    ));
    ui.label(dash(contract.pass_penalty));
    ui.label(match contract.stock {
        Stock::Kop => t.s("köp", "exchange"),
        Stock::Gask => "gask",
        Stock::Solo => "solo",
    });
    ui.label(
        objective_words(contract, None, t.0)
            .replace(", eller inga stick som misär", " / misär")
            .replace(", or no tricks as misär", " / misär"),
    );
    let misar = match contract.objective {
        Objective::Misar(m) | Objective::TricksOrMisar { misar: m, .. } => format!(
            "{} {}",
            if m.open {
                t.s("öppen", "open")
            } else {
                t.s("sluten", "closed")
            },
            m.cards
        ),
        Objective::Tricks(_) => String::new(),
    };
    ui.label(misar);
}
