//! The statistics of the archive: per player, per contract (by trump rank),
//! each player's cumulative result and the success rate per contract. The
//! numbers are [`Statistics`] from the core; this only lays them out.

use chrono::NaiveDate;
use egui::{Color32, RichText};

use crate::report::trump_words;
use crate::stats::{EveningResult, Statistics};

use super::Tr;
use super::i18n::local_money;
use super::style::PALETTE;

/// Betar with a sign and two decimals: "+12,50 b".
fn betar(value: f64, t: Tr) -> String {
    local_money(format!("{value:+.2} b"), t)
}

/// "1 kväll", "2 kvällar".
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A percentage with no decimals: "62 %".
fn percent(value: f64) -> String {
    format!("{value:.0} %")
}

/// The colour of the n-th player of the statistics.
fn colour(n: usize) -> Color32 {
    let c = PALETTE[n % PALETTE.len()].0;
    Color32::from_rgb(c[0], c[1], c[2])
}

/// A day as a number on a chart's x axis, and back.
fn day_number(date: NaiveDate) -> f64 {
    f64::from(chrono::Datelike::num_days_from_ce(&date))
}

fn day_of(x: f64) -> Option<NaiveDate> {
    NaiveDate::from_num_days_from_ce_opt(x.round() as i32)
}

/// Draws the statistics; `per_rank` chooses the contract table's rows (per
/// trump rank, or all ranks together).
pub fn statistics_ui(ui: &mut egui::Ui, stats: &Statistics, per_rank: &mut bool, t: Tr) {
    let language = t.0;
    ui.heading(format!(
        "{} {}, {}",
        t.s("Statistik:", "Statistics:"),
        counted(
            stats.evenings,
            t.s("kväll", "evening"),
            t.s("kvällar", "evenings")
        ),
        counted(stats.hands, t.s("giv", "hand"), t.s("givar", "hands")),
    ));
    if stats.evenings == 0 {
        ui.label(t.s("Inga kvällar i urvalet.", "No evenings in the filter."));
        return;
    }
    ui.add_space(6.0);
    ui.strong(t.s("Spelarna", "The players"));
    egui::ScrollArea::horizontal()
        .id_salt("player_stats_scroll")
        .show(ui, |ui| player_table_ui(ui, stats, t));
    ui.add_space(12.0);
    ui.columns(2, |columns| {
        columns[0].strong(t.s(
            "Resultat över kvällarna (betar, summerat)",
            "Result over the evenings (betar, cumulative)",
        ));
        cumulative_chart_ui(&mut columns[0], stats, t);
        columns[1].strong(t.s(
            "Andel vunna per kontrakt, i budtabellens ordning",
            "Share won per contract, in bid-table order",
        ));
        success_chart_ui(&mut columns[1], stats, t);
    });
    ui.add_space(12.0);
    ui.horizontal(|ui| {
        ui.strong(t.s("Kontrakten", "The contracts"));
        ui.checkbox(per_rank, t.s("per trumfrang", "per trump rank"));
    });
    ui.label(
        RichText::new(t.s(
            "Budade av de valda spelarna (inga valda: alla). Netto är budarens omköp, pott och pinnar per giv.",
            "Declared by the players chosen (none chosen: everyone). Net is the declarer's omköp, pot and pinnar per hand.",
        ))
        .weak(),
    );
    let rows = if *per_rank {
        &stats.contracts
    } else {
        &stats.contract_totals
    };
    egui::Grid::new("contract_stats")
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            for heading in [
                t.s("Kontrakt", "Contract"),
                t.s("Trumf", "Trump"),
                t.s("Budat", "Declared"),
                t.s("Vunnet", "Won"),
                t.s("Förlorat", "Lost"),
                "Codille",
                t.s("Lagt", "Surrendered"),
                t.s("Netto per giv", "Net per hand"),
            ] {
                ui.strong(heading);
            }
            ui.end_row();
            for row in rows {
                ui.label(row.name.get(language));
                ui.label(
                    row.trump
                        .map_or(t.s("alla", "all"), |tr| trump_words(tr, language)),
                );
                ui.label(row.declared.to_string());
                ui.label(percent(row.won_pct));
                ui.label(percent(row.lost_pct));
                ui.label(percent(row.codille_pct));
                ui.label(percent(row.surrendered_pct));
                ui.label(betar(row.average_net_betar, t));
                ui.end_row();
            }
        });
}

fn player_table_ui(ui: &mut egui::Ui, stats: &Statistics, t: Tr) {
    let day = |result: &Option<EveningResult>| {
        result.as_ref().map_or_else(
            || "—".to_string(),
            |r| format!("{} ({})", betar(r.betar, t), r.date),
        )
    };
    egui::Grid::new("player_stats")
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            for heading in [
                t.s("Spelare", "Player"),
                t.s("Kvällar", "Evenings"),
                t.s("Givar", "Hands"),
                t.s("Budade", "Declared"),
                t.s("Vunna", "Won"),
                t.s("Förlorade", "Lost"),
                "Codille",
                t.s("Lagda", "Surrendered"),
                t.s("Netto", "Net"),
                t.s("Pengar", "Money"),
                t.s("Per kväll", "Per evening"),
                t.s("Bästa kväll", "Best evening"),
                t.s("Sämsta kväll", "Worst evening"),
            ] {
                ui.strong(heading);
            }
            ui.end_row();
            for (n, p) in stats.players.iter().enumerate() {
                ui.label(RichText::new(&p.name).strong().color(colour(n)));
                for count in [
                    p.evenings,
                    p.hands_played,
                    p.hands_declared,
                    p.won,
                    p.lost,
                    p.codille,
                    p.surrendered,
                ] {
                    ui.label(count.to_string());
                }
                ui.label(betar(p.net_betar, t));
                ui.label(match (p.money_ore, &p.currency) {
                    (Some(ore), Some(currency)) => {
                        local_money(crate::report::format_money(ore, currency), t)
                    }
                    _ => "—".to_string(),
                });
                ui.label(betar(p.average_betar, t));
                ui.label(day(&p.best));
                ui.label(day(&p.worst));
                ui.end_row();
            }
        });
}

fn cumulative_chart_ui(ui: &mut egui::Ui, stats: &Statistics, t: Tr) {
    use egui_plot::{Legend, Line, Plot, PlotPoints};
    Plot::new("cumulative_chart")
        .legend(Legend::default())
        .height(300.0)
        .y_axis_label(t.s("betar", "betar"))
        .x_axis_formatter(|mark, _| day_of(mark.value).map_or(String::new(), |d| d.to_string()))
        .label_formatter(|position| {
            let (name, point) = match position {
                egui_plot::HoverPosition::NearDataPoint {
                    plot_name,
                    position,
                    ..
                } => (*plot_name, position),
                egui_plot::HoverPosition::Elsewhere { position } => ("", position),
            };
            let date = day_of(point.x).map_or(String::new(), |d| d.to_string());
            Some(format!("{name}\n{date}: {:+.2} b", point.y))
        })
        .show(ui, |plot| {
            for (n, series) in stats.cumulative.iter().enumerate() {
                let points: PlotPoints = series
                    .points
                    .iter()
                    .map(|p| [day_number(p.date), p.cumulative_betar])
                    .collect();
                plot.line(
                    Line::new(series.name.clone(), points)
                        .color(colour(n))
                        .width(2.0),
                );
            }
        });
}

fn success_chart_ui(ui: &mut egui::Ui, stats: &Statistics, t: Tr) {
    use egui_plot::{Bar, BarChart, Plot};
    let language = t.0;
    let names: Vec<String> = stats
        .success
        .iter()
        .map(|s| s.name.get(language).to_string())
        .collect();
    let bars: Vec<Bar> = stats
        .success
        .iter()
        .enumerate()
        .map(|(i, s)| {
            Bar::new(i as f64, s.rate_pct)
                .name(format!(
                    "{}: {:.0} % ({} {} {})",
                    s.name.get(language),
                    s.rate_pct,
                    s.won,
                    t.s("av", "of"),
                    s.declared
                ))
                .width(0.7)
        })
        .collect();
    let axis_names = names.clone();
    Plot::new("success_chart")
        .height(300.0)
        .include_y(0.0)
        .include_y(100.0)
        .y_axis_label("%")
        .allow_scroll(false)
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                axis_names.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .show(ui, |plot| {
            plot.bar_chart(
                BarChart::new(t.s("vunna", "won"), bars)
                    .color(Color32::from_rgb(0x3b, 0x82, 0xf6))
                    .element_formatter(Box::new(|bar, _| bar.name.clone())),
            );
        });
}
