//! The statistics of the archive: per player, per contract (by trump rank),
//! each player's cumulative result and the success rate per contract. The
//! numbers are [`Statistics`] from the core; this only lays them out.

use chrono::NaiveDate;
use egui::{Color32, RichText};

use crate::archive::stats::{EveningResult, Statistics};
use crate::report::trump_word;

use super::Tr;
use super::style::PALETTE;

/// A statistic in betar as the rest of the app writes amounts (see
/// [`crate::report::amount::statistic`]).
fn betar(value: f64, unit: Option<crate::ledger::amount::Unit>, t: Tr) -> String {
    crate::report::amount::statistic(value, unit, t.0)
}

/// "1 kväll", "2 kvällar".
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A percentage with no decimals: "62 %".
fn percent(value: f64) -> String {
    format!("{value:.0} %")
}

/// A player's colour: by the player's place among everyone in the archive,
/// so it stays the same whoever else the filter chooses.
fn colour(everyone: &[String], name: &str) -> Color32 {
    let n = everyone
        .iter()
        .position(|p| crate::archive::same_name(p, name))
        .unwrap_or(0);
    let [r, g, b] = PALETTE.get(n % PALETTE.len()).map_or([0x8a; 3], |c| c.0);
    Color32::from_rgb(r, g, b)
}

/// A day as a number on a chart's x axis, and back.
fn day_number(date: NaiveDate) -> f64 {
    f64::from(chrono::Datelike::num_days_from_ce(&date))
}

fn day_of(x: f64) -> Option<NaiveDate> {
    NaiveDate::from_num_days_from_ce_opt(x.round() as i32)
}

/// Draws the statistics; `everyone` is every player of the archive (for
/// their colours); `per_rank` chooses the contract table's rows (per trump
/// rank, or all ranks together).
pub fn statistics_ui(
    ui: &mut egui::Ui,
    stats: &Statistics,
    everyone: &[String],
    per_rank: &mut bool,
    t: Tr,
) {
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
        // The last columns are to the right on a narrow screen: the bar
        // shows that they are there.
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| player_table_ui(ui, stats, everyone, t));
    ui.add_space(12.0);
    ui.columns(2, |columns| {
        if let [left, right] = columns {
            // In the chart's unit: betar, or points when every evening
            // is in points.
            left.strong(format!(
                "{} ({}, {})",
                t.s("Resultat över kvällarna", "Result over the evenings"),
                crate::report::amount::statistic_axis(stats.unit, t.0),
                t.s("summerat", "cumulative"),
            ));
            cumulative_chart_ui(left, stats, everyone, t);
            right.strong(t.s(
                "Andel vunna per kontrakt, i budtabellens ordning",
                "Share won per contract, in bid-table order",
            ));
            success_chart_ui(right, stats, t);
        }
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
                t.s("Kodilj", "Codille"),
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
                        .map_or(t.s("alla", "all"), |tr| trump_word(tr, language)),
                );
                ui.label(row.declared.to_string());
                ui.label(percent(row.won_pct));
                ui.label(percent(row.lost_pct));
                ui.label(percent(row.codille_pct));
                ui.label(percent(row.surrendered_pct));
                ui.label(betar(row.average_net_betar, stats.unit, t));
                ui.end_row();
            }
        });
}

fn player_table_ui(ui: &mut egui::Ui, stats: &Statistics, everyone: &[String], t: Tr) {
    let day = |result: &Option<EveningResult>| {
        result.as_ref().map_or_else(
            || "—".to_string(),
            |r| format!("{} ({})", betar(r.betar, stats.unit, t), r.date),
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
                t.s("Kodilj", "Codille"),
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
            for p in &stats.players {
                ui.label(
                    RichText::new(&p.name)
                        .strong()
                        .color(colour(everyone, &p.name)),
                );
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
                ui.label(betar(p.net_betar, stats.unit, t));
                ui.label(match (p.money_ore, &p.currency) {
                    (Some(ore), Some(currency)) => crate::report::amount::money(ore, currency, t.0),
                    _ => "—".to_string(),
                });
                ui.label(betar(p.average_betar, stats.unit, t));
                ui.label(day(&p.best));
                ui.label(day(&p.worst));
                ui.end_row();
            }
        });
}

fn cumulative_chart_ui(ui: &mut egui::Ui, stats: &Statistics, everyone: &[String], t: Tr) {
    use egui_plot::{Legend, Line, Plot, PlotPoints};
    Plot::new("cumulative_chart")
        .legend(Legend::default())
        .height(300.0)
        .y_axis_label(crate::report::amount::statistic_axis(stats.unit, t.0))
        .x_grid_spacer(calendar_marks)
        .y_grid_spacer(round_marks)
        .x_axis_formatter(|mark, _| {
            day_of(mark.value).map_or(String::new(), |d| {
                if mark.step_size >= 365.0 {
                    d.format("%Y").to_string()
                } else {
                    d.format("%Y-%m").to_string()
                }
            })
        })
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
            Some(format!(
                "{name}\n{date}: {}",
                crate::report::amount::statistic_chart_words(point.y, stats.unit, t.0)
            ))
        })
        .show(ui, |plot| {
            for series in &stats.cumulative {
                let points: PlotPoints = series
                    .points
                    .iter()
                    .map(|p| {
                        [
                            day_number(p.date),
                            crate::report::amount::statistic_chart_value(
                                p.cumulative_betar,
                                stats.unit,
                            ),
                        ]
                    })
                    .collect();
                plot.line(
                    Line::new(series.name.clone(), points)
                        .color(colour(everyone, &series.name))
                        .width(2.0),
                );
            }
        });
}

/// The grid spacing egui_plot is given in points per `base_step_size`
/// ([`egui_plot::Plot::grid_spacing`]'s default minimum).
const GRID_SPACING_MIN: f64 = 8.0;

/// Room for a date label on the x axis, in points.
const DATE_LABEL_ROOM: f64 = 90.0;

/// Grid lines on the first of a month (every 1, 2, 3 or 6 months) or of a
/// year (every 1, 2, 5, 10… years), as far apart as a date label needs.
fn calendar_marks(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    use chrono::Datelike;
    let (Some(first), Some(last)) = (day_of(input.bounds.0), day_of(input.bounds.1)) else {
        return Vec::new();
    };
    let days_per_point = input.base_step_size / GRID_SPACING_MIN;
    let min_days = days_per_point * DATE_LABEL_ROOM;
    let months = [1, 2, 3, 6]
        .into_iter()
        .find(|m| f64::from(*m) * 30.0 >= min_days);
    let mut marks = Vec::new();
    match months {
        Some(every) => {
            let mut month = NaiveDate::from_ymd_opt(first.year(), first.month(), 1);
            while let Some(day) = month.filter(|d| *d <= last) {
                if day >= first && day.month0() % every == 0 {
                    marks.push(egui_plot::GridMark {
                        value: day_number(day),
                        step_size: 30.0 * f64::from(every),
                    });
                }
                month = day.checked_add_months(chrono::Months::new(1));
            }
        }
        None => {
            let every = [1, 2, 5, 10, 20, 50, 100]
                .into_iter()
                .find(|y| f64::from(*y) * 365.0 >= min_days)
                .unwrap_or(100);
            for year in (first.year()..=last.year()).filter(|y| y % every == 0) {
                if let Some(day) = NaiveDate::from_ymd_opt(year, 1, 1).filter(|d| *d >= first) {
                    marks.push(egui_plot::GridMark {
                        value: day_number(day),
                        step_size: 365.0 * f64::from(every),
                    });
                }
            }
        }
    }
    marks
}

/// Room for a number label on the y axis, in points.
const NUMBER_LABEL_ROOM: f64 = 36.0;

/// Grid lines at round numbers (1, 2 or 5 times a power of ten) as far
/// apart as a label needs.
fn round_marks(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    let (low, high) = input.bounds;
    let min_step = input.base_step_size / GRID_SPACING_MIN * NUMBER_LABEL_ROOM;
    if !(min_step.is_finite() && min_step > 0.0 && low.is_finite() && high.is_finite()) {
        return Vec::new();
    }
    let power = 10f64.powf(min_step.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|s| *s >= min_step)
        .unwrap_or(10.0 * power);
    let first = (low / step).ceil() as i64;
    let last = (high / step).floor() as i64;
    (first..=last)
        .map(|n| egui_plot::GridMark {
            value: n as f64 * step,
            step_size: step,
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The marks of a chart `width` points wide showing `from` to `to`.
    fn marks(from: &str, to: &str, width: f64) -> Vec<(String, f64)> {
        let day = |s: &str| day_number(s.parse().unwrap());
        let (a, b) = (day(from), day(to));
        calendar_marks(egui_plot::GridInput {
            bounds: (a, b),
            base_step_size: (b - a) / width * GRID_SPACING_MIN,
        })
        .into_iter()
        .map(|m| (day_of(m.value).unwrap().to_string(), m.step_size))
        .collect()
    }

    #[test]
    fn the_chart_marks_years_or_months_a_label_apart() {
        // Ten years on 450 points: 8.1 days a point, a label needs 730
        // days: every second year.
        let years = marks("2010-03-01", "2020-02-01", 450.0);
        let dates: Vec<&str> = years.iter().map(|(d, _)| d.as_str()).collect();
        assert_eq!(
            dates,
            [
                "2012-01-01",
                "2014-01-01",
                "2016-01-01",
                "2018-01-01",
                "2020-01-01"
            ]
        );
        assert!(years.iter().all(|(_, step)| *step == 730.0));
        // The same on 1,500 points: every year.
        assert_eq!(marks("2010-03-01", "2020-02-01", 1500.0).len(), 10);
        // Five months on 450 points: 0.3 days a point, a label 27 days:
        // every month.
        let months: Vec<String> = marks("2026-01-10", "2026-05-20", 450.0)
            .into_iter()
            .map(|(d, _)| d)
            .collect();
        assert_eq!(
            months,
            ["2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01"]
        );
        // Twenty months on 450 points: 1.35 days a point, a label 121
        // days: every half year.
        let halves: Vec<String> = marks("2010-01-01", "2011-08-31", 450.0)
            .into_iter()
            .map(|(d, _)| d)
            .collect();
        assert_eq!(
            halves,
            ["2010-01-01", "2010-07-01", "2011-01-01", "2011-07-01"]
        );
        // Round numbers on the y axis: -750 to 660 betar on 280 points
        // need 190 betar a label: every 200.
        let values: Vec<f64> = round_marks(egui_plot::GridInput {
            bounds: (-750.0, 660.0),
            base_step_size: 1410.0 / 280.0 * GRID_SPACING_MIN,
        })
        .into_iter()
        .map(|m| m.value)
        .collect();
        assert_eq!(values, [-600.0, -400.0, -200.0, 0.0, 200.0, 400.0, 600.0]);
        // Nothing sensible off the calendar.
        assert!(
            calendar_marks(egui_plot::GridInput {
                bounds: (f64::MAX, f64::MAX),
                base_step_size: 1.0
            })
            .is_empty()
        );
    }
}
