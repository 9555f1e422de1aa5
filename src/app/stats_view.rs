//! The statistics of the archive: per player, per contract (by trump rank),
//! each player's cumulative result and the success rate per contract. The
//! numbers are [`Statistics`] from the core; this only lays them out.

use crate::i18n::Text;

use chrono::NaiveDate;
use egui::{Color32, RichText};

use crate::archive::stats::{EveningResult, Statistics};
use crate::report::amount::count;
use crate::report::trump_word;

use super::Tr;

/// A statistic in betar as the rest of the app writes amounts (see
/// [`crate::report::amount::statistic`]).
fn betar(value: f64, unit: Option<crate::ledger::amount::Unit>, t: Tr) -> String {
    crate::report::amount::statistic(value, unit, t)
}

/// "1 kväll", "2 kvällar", "50 000 kvällar" (the count grouped as the
/// language writes it, [`count`]).
pub(super) fn counted(n: usize, one: &str, many: &str, t: Tr) -> String {
    format!("{} {}", count(n, t.0), if n == 1 { one } else { many })
}

/// A chart's title, wrapped between words. (A column of `ui.columns` is
/// a justified layout, where egui spreads a wrapped label's letters over
/// the whole width: "R e s u l t a t  ö v e r" at 150 %.)
fn chart_title_ui(ui: &mut egui::Ui, title: String) {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.strong(title);
    });
}

/// A percentage with no decimals: "62 %".
fn percent(value: f64) -> String {
    format!("{value:.0} %")
}

/// The colours of the chart's lines: the evenings' palette and four more,
/// so twelve players are twelve colours before a line style repeats one.
const CHART_COLOURS: [[u8; 3]; 12] = [
    [0xe0, 0x4b, 0x4b],
    [0x3b, 0x82, 0xf6],
    [0x22, 0xa0, 0x4b],
    [0xd9, 0x8c, 0x1a],
    [0xa8, 0x55, 0xf7],
    [0x14, 0xa8, 0xb8],
    [0xdb, 0x4f, 0xa0],
    [0x8a, 0x8a, 0x8a],
    [0x8b, 0x5a, 0x2b],
    [0x84, 0xcc, 0x16],
    [0x1e, 0x3a, 0x8a],
    [0xf5, 0x9e, 0x9e],
];

/// A line's style: solid until the colours are used up, then dashed,
/// then dotted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dash {
    /// A solid line.
    Solid,
    /// Dashes.
    Dashed,
    /// Dots.
    Dotted,
}

impl Dash {
    fn style(self) -> egui_plot::LineStyle {
        match self {
            Dash::Solid => egui_plot::LineStyle::Solid,
            Dash::Dashed => egui_plot::LineStyle::Dashed { length: 10.0 },
            Dash::Dotted => egui_plot::LineStyle::Dotted { spacing: 6.0 },
        }
    }
}

/// How a player's line looks: its colour and style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Look {
    /// The colour (the name in the table is written in it too).
    pub(super) colour: Color32,
    /// The line's style.
    pub(super) dash: Dash,
}

/// Every player's look on the chart, in the order of the chart's lines:
/// the colour the player had at their last evening counted (its chosen
/// one, else its seat's). The players of the latest evenings choose
/// first, so the last evening's table looks as it did; a player whose
/// colour is taken gets the first colour still free, and once every
/// colour is taken, a dashed line, then a dotted one: no two players look
/// the same.
pub(super) fn looks(stats: &Statistics) -> Vec<(String, Look)> {
    let mut latest_first: Vec<&crate::archive::stats::PlayerSeries> =
        stats.cumulative.iter().collect();
    latest_first.sort_by_key(|s| std::cmp::Reverse(s.points.last().map(|p| p.order)));
    let mut given: Vec<(String, Look)> = Vec::new();
    for series in latest_first {
        let wanted = match series.points.last() {
            Some(last) => match last.colour {
                Some(chosen) => super::player_colour(&[chosen], 0),
                None => super::player_colour(&[], last.seat),
            },
            None => super::player_colour(&[], 0),
        };
        let free = |look: &Look| !given.iter().any(|(_, l)| l == look);
        let first = Look {
            colour: wanted,
            dash: Dash::Solid,
        };
        let look = if free(&first) {
            first
        } else {
            [Dash::Solid, Dash::Dashed, Dash::Dotted]
                .into_iter()
                .flat_map(|dash| {
                    CHART_COLOURS.iter().map(move |&[r, g, b]| Look {
                        colour: Color32::from_rgb(r, g, b),
                        dash,
                    })
                })
                .find(|look| free(look))
                .unwrap_or(first)
        };
        given.push((series.name.clone(), look));
    }
    // In the chart's order.
    stats
        .cumulative
        .iter()
        .filter_map(|s| given.iter().find(|(name, _)| *name == s.name).cloned())
        .collect()
}

/// A player's colour in the statistics ([`looks`]); a player without a
/// line by their place among everyone in the archive.
fn player_colour(looks: &[(String, Look)], everyone: &[String], name: &str) -> Color32 {
    if let Some((_, look)) = looks
        .iter()
        .find(|(n, _)| crate::archive::same_name(n, name))
    {
        return look.colour;
    }
    let n = everyone
        .iter()
        .position(|p| crate::archive::same_name(p, name))
        .unwrap_or(0);
    let [r, g, b] = CHART_COLOURS
        .get(n % CHART_COLOURS.len())
        .copied()
        .unwrap_or([0x8a; 3]);
    Color32::from_rgb(r, g, b)
}

/// A column of the player table, to sort by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PlayerColumn {
    Name,
    Evenings,
    Hands,
    Declared,
    Won,
    Lost,
    Codille,
    Surrendered,
    Net,
    Money,
    PerEvening,
    Best,
    Worst,
}

/// The statistics tab's own state, kept by the archive screen: the
/// contract table's rows, the chart's view, the player table's sort.
#[derive(Debug, Default)]
pub struct StatsView {
    /// The contract table per trump rank.
    per_rank: bool,
    /// The chart pans and zooms (otherwise the wheel scrolls the page).
    zoom: bool,
    /// The chart's view is to be reset at its next drawing.
    reset: bool,
    /// The chart was panned or zoomed at its last drawing.
    panned: bool,
    /// The player whose line is highlighted (the legend's entry under the
    /// pointer).
    hovered: Option<String>,
    /// The player table's sort: a column and whether descending; `None`:
    /// the core's order.
    sort: Option<(PlayerColumn, bool)>,
}

impl StatsView {
    /// The filter changed: the chart shows the new choice whole.
    pub(super) fn new_filter(&mut self) {
        self.reset = true;
        self.hovered = None;
    }
}

/// Draws the statistics; `everyone` is every player of the archive (for
/// their colours); `view` the tab's own state (the contract table's rows,
/// per trump rank or all ranks together; the chart's view; the sort).
pub fn statistics_ui(
    ui: &mut egui::Ui,
    stats: &Statistics,
    everyone: &[String],
    view: &mut StatsView,
    t: Tr,
) {
    let looks = looks(stats);
    let language = t.0;
    ui.heading(format!(
        "{} {}, {}",
        t.s(Text::StatisticsColon),
        counted(
            stats.evenings,
            t.s(Text::Evening),
            t.s(Text::EveningsLower),
            t,
        ),
        counted(stats.hands, t.s(Text::Deal), t.s(Text::DealsLower), t),
    ));
    if stats.evenings == 0 {
        ui.label(t.s(Text::NoEveningsInTheFilter));
        return;
    }
    ui.add_space(6.0);
    ui.strong(t.s(Text::ThePlayers));
    egui::ScrollArea::horizontal()
        .id_salt("player_stats_scroll")
        // The last columns are to the right on a narrow screen: the bar
        // shows that they are there.
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            player_table_ui(ui, stats, (&looks, everyone), &mut view.sort, t)
        });
    ui.add_space(12.0);
    ui.columns(2, |columns| {
        if let [left, right] = columns {
            // In the chart's unit: betar, or points when every evening
            // is in points.
            chart_title_ui(
                left,
                format!(
                    "{} ({}, {})",
                    t.s(Text::ResultOverTheEvenings),
                    crate::report::amount::statistic_axis(stats.unit, t.0),
                    t.s(Text::Cumulative),
                ),
            );
            chart_controls_ui(left, view, t);
            cumulative_chart_ui(left, stats, &looks, view, t);
            legend_ui(left, &looks, view);
            chart_title_ui(right, t.s(Text::ShareWonPerContractInBidTable).to_string());
            success_chart_ui(right, stats, t);
        }
    });
    ui.add_space(12.0);
    ui.horizontal(|ui| {
        ui.strong(t.s(Text::TheContracts));
        ui.checkbox(&mut view.per_rank, t.s(Text::PerTrumpRank));
    });
    ui.label(RichText::new(t.s(Text::DeclaredByThePlayersChosenNoneChosen)).weak());
    let rows = if view.per_rank {
        &stats.contracts
    } else {
        &stats.contract_totals
    };
    egui::Grid::new("contract_stats")
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            for heading in [
                t.s(Text::Contract),
                t.s(Text::Trump),
                t.s(Text::DeclaredSvBudat),
                t.s(Text::WonSvVunnet),
                t.s(Text::LostSvForlorat),
                t.s(Text::Codille),
                t.s(Text::SurrenderedSvLagt),
                t.s(Text::NetPerHand),
            ] {
                ui.strong(heading);
            }
            ui.end_row();
            for row in rows {
                ui.label(row.name.get(language));
                ui.label(
                    row.trump
                        .map_or(t.s(Text::AllLower), |tr| trump_word(tr, language)),
                );
                ui.label(count(row.declared, language));
                ui.label(percent(row.won_pct));
                ui.label(percent(row.lost_pct));
                ui.label(percent(row.codille_pct));
                ui.label(percent(row.surrendered_pct));
                ui.label(betar(row.average_net_betar, stats.unit, t));
                ui.end_row();
            }
        });
}

/// The player table's columns and their headings.
fn player_columns(t: Tr) -> [(PlayerColumn, &'static str); 13] {
    [
        (PlayerColumn::Name, t.s(Text::Player)),
        (PlayerColumn::Evenings, t.s(Text::Evenings)),
        (PlayerColumn::Hands, t.s(Text::Deals)),
        (PlayerColumn::Declared, t.s(Text::Declared)),
        (PlayerColumn::Won, t.s(Text::WonSvVunna)),
        (PlayerColumn::Lost, t.s(Text::LostSvForlorade)),
        (PlayerColumn::Codille, t.s(Text::Codille)),
        (PlayerColumn::Surrendered, t.s(Text::Surrendered)),
        (PlayerColumn::Net, t.s(Text::Net)),
        (PlayerColumn::Money, t.s(Text::Money)),
        (PlayerColumn::PerEvening, t.s(Text::PerEvening)),
        (PlayerColumn::Best, t.s(Text::BestEvening)),
        (PlayerColumn::Worst, t.s(Text::WorstEvening)),
    ]
}

/// The players in the order of `sort` (the core's order when `None`):
/// the view only orders the numbers it is given.
fn sorted_players(
    stats: &Statistics,
    sort: Option<(PlayerColumn, bool)>,
) -> Vec<&crate::archive::stats::PlayerStats> {
    let mut players: Vec<&crate::archive::stats::PlayerStats> = stats.players.iter().collect();
    let Some((column, descending)) = sort else {
        return players;
    };
    let number = |p: &crate::archive::stats::PlayerStats| -> f64 {
        let day = |r: &Option<EveningResult>| r.as_ref().map_or(f64::NEG_INFINITY, |r| r.betar);
        match column {
            PlayerColumn::Name => 0.0,
            PlayerColumn::Evenings => p.evenings as f64,
            PlayerColumn::Hands => p.hands_played as f64,
            PlayerColumn::Declared => p.hands_declared as f64,
            PlayerColumn::Won => p.won as f64,
            PlayerColumn::Lost => p.lost as f64,
            PlayerColumn::Codille => p.codille as f64,
            PlayerColumn::Surrendered => p.surrendered as f64,
            PlayerColumn::Net => p.net_betar,
            PlayerColumn::Money => p.money_ore.map_or(f64::NEG_INFINITY, |m| m as f64),
            PlayerColumn::PerEvening => p.average_betar,
            PlayerColumn::Best => day(&p.best),
            PlayerColumn::Worst => day(&p.worst),
        }
    };
    players.sort_by(|a, b| {
        let order = if column == PlayerColumn::Name {
            a.name.to_lowercase().cmp(&b.name.to_lowercase())
        } else {
            number(a).total_cmp(&number(b))
        };
        // A stable sort: ties keep the core's order.
        if descending { order.reverse() } else { order }
    });
    players
}

/// The player table's header: a button per column, the sort's column
/// marked ▲ or ▼. A click sorts by the column (numbers biggest first,
/// names A to Z), a second click the other way.
fn player_header_ui(ui: &mut egui::Ui, sort: &mut Option<(PlayerColumn, bool)>, t: Tr) {
    for (column, heading) in player_columns(t) {
        ui.horizontal(|ui| {
            let marked = sort.filter(|(now, _)| *now == column).map(|(_, d)| d);
            if super::sort_heading_ui(ui, heading, marked, t) {
                *sort = Some(match *sort {
                    Some((now, descending)) if now == column => (column, !descending),
                    _ => (column, column != PlayerColumn::Name),
                });
            }
        });
    }
    ui.end_row();
}

fn player_table_ui(
    ui: &mut egui::Ui,
    stats: &Statistics,
    (looks, everyone): (&[(String, Look)], &[String]),
    sort: &mut Option<(PlayerColumn, bool)>,
    t: Tr,
) {
    let day = |result: &Option<EveningResult>| {
        result.as_ref().map_or_else(
            || "—".to_string(),
            |r| {
                format!(
                    "{} ({})",
                    betar(r.betar, stats.unit, t),
                    crate::report::words::date_words(r.date, t.0)
                )
            },
        )
    };
    egui::Grid::new("player_stats")
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            player_header_ui(ui, sort, t);
            for p in sorted_players(stats, *sort) {
                ui.label(
                    RichText::new(&p.name)
                        .strong()
                        .color(player_colour(looks, everyone, &p.name)),
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
                    ui.label(crate::report::amount::count(count, t.0));
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

/// The date of the evening at `x` on the chart (its place in order).
fn evening_date(dates: &[NaiveDate], x: f64) -> Option<NaiveDate> {
    if x < -0.5 {
        return None;
    }
    dates.get(x.round() as usize).copied()
}

/// The x axis of the cumulative chart: the evenings in order, one step
/// each (evenings of one day side by side, not on one x). A mark at an
/// evening whose day differs from the last mark's, a date label apart.
fn evening_marks(dates: &[NaiveDate], input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    let per_point = input.base_step_size / GRID_SPACING_MIN;
    let room = per_point * DATE_LABEL_ROOM;
    let gap = if room.is_finite() && room > 1.0 {
        room.ceil() as usize
    } else {
        1
    };
    let (low, high) = input.bounds;
    let mut marks = Vec::new();
    let mut last: Option<(usize, NaiveDate)> = None;
    for (i, &date) in dates.iter().enumerate() {
        let x = i as f64;
        if x < low || x > high {
            continue;
        }
        if last.is_some_and(|(j, day)| day == date || i - j < gap) {
            continue;
        }
        marks.push(egui_plot::GridMark {
            value: x,
            step_size: gap as f64,
        });
        last = Some((i, date));
    }
    marks
}

/// The id of the cumulative chart (its view is kept under it: tests read
/// it with [`egui_plot::PlotMemory::load`] and `egui::Id::unique`).
pub const CHART_ID: &str = "cumulative_chart";

/// Above the chart: whether the chart pans and zooms (the wheel scrolls the
/// page otherwise), said in words, and a way back when it was moved.
fn chart_controls_ui(ui: &mut egui::Ui, view: &mut StatsView, t: Tr) {
    ui.horizontal_wrapped(|ui| {
        ui.toggle_value(&mut view.zoom, t.s(Text::Zoom))
            .on_hover_text(t.s(Text::OnDragOrScrollInTheChart));
        if view.panned && ui.button(t.s(Text::ResetTheView)).clicked() {
            view.reset = true;
        }
        ui.label(
            RichText::new(if view.zoom {
                t.s(Text::DragToMoveADoubleClickShows)
            } else {
                t.s(Text::TheWheelScrollsThePageTurnOn)
            })
            .weak(),
        );
    });
}

/// Under the chart: each player's line and name, so the legend never
/// covers a line; the line of the name under the pointer is highlighted.
fn legend_ui(ui: &mut egui::Ui, looks: &[(String, Look)], view: &mut StatsView) {
    let mut hovered = None;
    ui.horizontal_wrapped(|ui| {
        for (name, look) in looks {
            let entry = ui
                .horizontal(|ui| {
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(26.0, 12.0), egui::Sense::hover());
                    let stroke = egui::Stroke::new(2.5, look.colour);
                    let ends = [rect.left_center(), rect.right_center()];
                    let shapes = match look.dash {
                        Dash::Solid => vec![egui::Shape::line_segment(ends, stroke)],
                        Dash::Dashed => egui::Shape::dashed_line(&ends, stroke, 6.0, 3.0),
                        Dash::Dotted => egui::Shape::dotted_line(&ends, look.colour, 4.0, 1.5),
                    };
                    ui.painter().extend(shapes);
                    ui.add(
                        egui::Label::new(RichText::new(name).color(look.colour))
                            .sense(egui::Sense::hover()),
                    )
                })
                .response;
            if entry.contains_pointer() {
                hovered = Some(name.clone());
            }
        }
    });
    if hovered != view.hovered {
        view.hovered = hovered;
        ui.ctx().request_repaint();
    }
}

fn cumulative_chart_ui(
    ui: &mut egui::Ui,
    stats: &Statistics,
    looks: &[(String, Look)],
    view: &mut StatsView,
    t: Tr,
) {
    use egui_plot::{Line, Plot, PlotPoints};
    // The chart's width in pixels (it takes the width there is).
    let columns = (ui.available_width() * ui.ctx().pixels_per_point())
        .ceil()
        .max(1.0) as usize;
    let dates = stats.dates.clone();
    let marks_dates = stats.dates.clone();
    let label_dates = stats.dates.clone();
    let mut plot = Plot::new(CHART_ID)
        .id(egui::Id::unique(CHART_ID))
        .height(300.0)
        // Pan and zoom only when asked: the wheel scrolls the page.
        .allow_drag(view.zoom)
        .allow_zoom(view.zoom)
        .allow_scroll(view.zoom)
        .allow_boxed_zoom(view.zoom)
        .y_axis_label(crate::report::amount::statistic_axis(stats.unit, t.0))
        .x_grid_spacer(move |input| evening_marks(&marks_dates, input))
        .y_grid_spacer(round_marks)
        .x_axis_formatter(move |mark, _| {
            evening_date(&dates, mark.value).map_or(String::new(), |d| d.to_string())
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
            let date = evening_date(&label_dates, point.x).map_or(String::new(), |d| d.to_string());
            Some(format!(
                "{name}\n{date}: {}",
                crate::report::amount::statistic_chart_words(point.y, stats.unit, t.0)
            ))
        });
    if std::mem::take(&mut view.reset) {
        plot = plot.reset();
    }
    let hovered = view.hovered.clone();
    let panned = plot
        .show(ui, |plot| {
            // Each line thinned to a few points a pixel column
            // ([`crate::report::chart::thinned`]): over all the evenings
            // while the chart fits them, over those in view once it is
            // zoomed or moved.
            let (from, to) = if plot.auto_bounds().x {
                (0.0, stats.dates.len().saturating_sub(1) as f64)
            } else {
                let range = plot.plot_bounds().range_x();
                (*range.start(), *range.end())
            };
            for (series, (_, look)) in stats.cumulative.iter().zip(looks) {
                let points: PlotPoints = crate::report::chart::thinned(
                    &series.points,
                    |p| {
                        [
                            p.order as f64,
                            crate::report::amount::statistic_chart_value(
                                p.cumulative_betar,
                                stats.unit,
                            ),
                        ]
                    },
                    from,
                    to,
                    columns,
                )
                .into();
                // The hovered player's line stands out, the others fade.
                let (colour, width) = match &hovered {
                    Some(name) if *name == series.name => (look.colour, 4.0),
                    Some(_) => (look.colour.gamma_multiply(0.3), 1.5),
                    None => (look.colour, 2.0),
                };
                plot.line(
                    Line::new(series.name.clone(), points)
                        .color(colour)
                        .style(look.dash.style())
                        .width(width),
                );
            }
            let auto = plot.auto_bounds();
            !(auto.x && auto.y)
        })
        .inner;
    view.panned = panned;
}

/// The grid spacing egui_plot is given in points per `base_step_size`
/// ([`egui_plot::Plot::grid_spacing`]'s default minimum).
const GRID_SPACING_MIN: f64 = 8.0;

/// Room for a date label on the x axis, in points.
const DATE_LABEL_ROOM: f64 = 90.0;

/// Room for a number label on the y axis, in points.
const NUMBER_LABEL_ROOM: f64 = 36.0;

/// Grid lines at round numbers (1, 2 or 5 times a power of ten) as far
/// apart as a label needs.
fn round_marks(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    round_marks_apart(input, NUMBER_LABEL_ROOM)
}

/// [`round_marks`] at least `room` points apart: the evening's chart, a
/// short one in a small window, numbers its y axis 20 points apart (with
/// egui_plot's powers of ten an Isbergsvira chart of ±300 points, 100
/// points high, showed 0 alone).
pub(super) fn round_marks_apart(
    input: egui_plot::GridInput,
    room: f64,
) -> Vec<egui_plot::GridMark> {
    let (low, high) = input.bounds;
    let min_step = input.base_step_size / GRID_SPACING_MIN * room;
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
                    count(s.won, language),
                    t.s(Text::Of),
                    count(s.declared, language)
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
                BarChart::new(t.s(Text::WonLower), bars)
                    .color(Color32::from_rgb(0x3b, 0x82, 0xf6))
                    .element_formatter(Box::new(|bar, _| bar.name.clone())),
            );
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evenings of one day: the marks are a label apart and never say the
    /// same day twice (the chart said "22, 22, 22").
    #[test]
    fn a_short_chart_of_hundreds_of_points_numbers_its_y_axis() {
        // Issue 33, 18: an Isbergsvira evening's chart (-312 to +336
        // points, 100 points high at 1024x600) showed 0 alone.
        let input = egui_plot::GridInput {
            bounds: (-312.0, 336.0),
            base_step_size: 648.0 / 100.0 * GRID_SPACING_MIN,
        };
        let values: Vec<f64> = round_marks_apart(input, 20.0)
            .iter()
            .map(|m| m.value)
            .collect();
        assert_eq!(values, vec![-200.0, 0.0, 200.0]);
    }

    #[test]
    fn the_chart_marks_each_day_once_a_label_apart() {
        let day = |s: &str| -> NaiveDate { s.parse().unwrap() };
        let dates = [
            day("2026-11-21"),
            day("2026-11-22"),
            day("2026-11-22"),
            day("2026-11-22"),
            day("2026-11-23"),
        ];
        // Wide: every evening has room, but the day is said once.
        let wide: Vec<f64> = evening_marks(
            &dates,
            egui_plot::GridInput {
                bounds: (-0.5, 4.5),
                base_step_size: 5.0 / 1000.0 * GRID_SPACING_MIN,
            },
        )
        .into_iter()
        .map(|m| m.value)
        .collect();
        assert_eq!(wide, [0.0, 1.0, 4.0]);
        let labels: Vec<String> = wide
            .iter()
            .map(|&x| evening_date(&dates, x).unwrap().to_string())
            .collect();
        assert_eq!(labels, ["2026-11-21", "2026-11-22", "2026-11-23"]);
        // Narrow (200 points for 5 evenings: a label needs 2.25): marks
        // three evenings apart at least, the 22nd said once.
        let narrow: Vec<f64> = evening_marks(
            &dates,
            egui_plot::GridInput {
                bounds: (-0.5, 4.5),
                base_step_size: 5.0 / 200.0 * GRID_SPACING_MIN,
            },
        )
        .into_iter()
        .map(|m| m.value)
        .collect();
        assert_eq!(narrow, [0.0, 3.0]);
        assert!(evening_date(&dates, -3.0).is_none());
        assert!(evening_date(&dates, 9.0).is_none());
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
    }

    fn settled(source: &str) -> crate::ledger::SettledEvening {
        crate::ledger::settle_source(
            &crate::rules::registry::TableRegistry::built_in(),
            "e.ron",
            source,
        )
        .unwrap()
    }

    /// Three evenings on one day: each its own x, in order; and every
    /// player coloured as the evening coloured them (the last evening's
    /// choice, else the seat's), not by their place in the archive.
    #[test]
    fn the_statistics_colour_and_place_players_as_the_evenings_do() {
        let evening = |id: &str, players: &str, colours: &str| {
            settled(&format!(
                r#"Evening(format: 1, id: "{id}", date: "2026-11-22", table: "stockholm",
                    players: [{players}], colours: [{colours}], first_dealer: "Anna",
                    hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Common, result: Tricks(8))])"#
            ))
        };
        let a = evening("2026-11-22-aaaaaaaaaaaa", r#""Anna", "Bo", "Cia""#, "");
        let b = evening("2026-11-22-bbbbbbbbbbbb", r#""Cia", "Anna", "Bo""#, "");
        let c = evening(
            "2026-11-22-cccccccccccc",
            r#""Bo", "Cia", "Anna""#,
            r##""#112233", "#445566", "#778899""##,
        );
        let stats = Statistics::compute(
            [
                ("2026-11-22-aaaaaaaaaaaa", &a),
                ("2026-11-22-bbbbbbbbbbbb", &b),
            ],
            &crate::archive::Filter::default(),
        );
        let everyone: Vec<String> = ["Anna", "Bo", "Cia"].map(String::from).to_vec();
        // Evening b seats Cia first, Anna second, Bo third: its colours.
        for (seat, name) in ["Cia", "Anna", "Bo"].iter().enumerate() {
            assert_eq!(
                player_colour(&looks(&stats), &everyone, name),
                super::super::player_colour(&b.evening.colours, seat),
                "{name}"
            );
        }
        // Cia's last evening is a (seat 3), the others' is d, where Bo sits
        // third: Bo keeps d's colour, Cia gets one of her own.
        let d = evening("2026-11-22-dddddddddddd", r#""Dag", "Anna", "Bo""#, "");
        let stats4 = Statistics::compute(
            [
                ("2026-11-22-aaaaaaaaaaaa", &a),
                ("2026-11-22-dddddddddddd", &d),
            ],
            &crate::archive::Filter::default(),
        );
        let colours: Vec<Color32> = ["Dag", "Anna", "Bo", "Cia"]
            .iter()
            .map(|n| player_colour(&looks(&stats4), &everyone, n))
            .collect();
        for (seat, c) in colours.iter().take(3).enumerate() {
            assert_eq!(*c, super::super::player_colour(&d.evening.colours, seat));
        }
        for (i, c) in colours.iter().enumerate() {
            assert!(!colours[..i].contains(c), "two players share a colour");
        }
        // Both evenings on one day: x 0 and 1, not both on the day.
        let anna = stats.cumulative.iter().find(|s| s.name == "Anna").unwrap();
        let xs: Vec<usize> = anna.points.iter().map(|p| p.order).collect();
        assert_eq!(xs, [0, 1]);
        assert_eq!(stats.dates.len(), 2);
        // Colours chosen at the evening are the ones shown.
        let stats = Statistics::compute(
            [
                ("2026-11-22-aaaaaaaaaaaa", &a),
                ("2026-11-22-cccccccccccc", &c),
            ],
            &crate::archive::Filter::default(),
        );
        assert_eq!(
            player_colour(&looks(&stats), &everyone, "Anna"),
            Color32::from_rgb(0x77, 0x88, 0x99)
        );
    }

    /// Twelve players, four evenings of three: each seat's colour is
    /// wanted four times (Dag, Erik and Frida were all blue). Each player
    /// gets a look of their own, twelve colours before a dashed line.
    #[test]
    fn twelve_players_get_twelve_distinguishable_lines() {
        let names = [
            "Anna", "Bo", "Cia", "Dag", "Erik", "Frida", "Gun", "Hans", "Ida", "Jan", "Karin",
            "Lars",
        ];
        let evenings: Vec<(String, crate::ledger::SettledEvening)> = names
            .chunks(3)
            .enumerate()
            .map(|(i, three)| {
                let id = format!("2026-11-{:02}-{}", 10 + i, "abcdefabcdef");
                let players = three
                    .iter()
                    .map(|n| format!("\"{n}\""))
                    .collect::<Vec<_>>()
                    .join(", ");
                let evening = settled(&format!(
                    r#"Evening(format: 1, id: "{id}", date: "2026-11-{:02}", table: "stockholm",
                        players: [{players}], first_dealer: "{}",
                        hands: [Hand(declarer: "{}", contract: "vingel-7", trump: Common, result: Tricks(8))])"#,
                    10 + i,
                    three[0],
                    three[0],
                ));
                (id, evening)
            })
            .collect();
        let stats = Statistics::compute(
            evenings.iter().map(|(id, e)| (id.as_str(), e)),
            &crate::archive::Filter::default(),
        );
        let looks = looks(&stats);
        assert_eq!(looks.len(), 12);
        for (i, (name, look)) in looks.iter().enumerate() {
            assert!(
                !looks[..i].iter().any(|(_, l)| l == look),
                "{name} looks like another player"
            );
            assert_eq!(look.dash, Dash::Solid, "twelve colours before a dash");
        }
        let colours: std::collections::HashSet<Color32> =
            looks.iter().map(|(_, l)| l.colour).collect();
        assert_eq!(colours.len(), 12);
    }
}
