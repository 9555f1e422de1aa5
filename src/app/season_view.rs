//! The archive's *Säsong* tab (issue 38): the season's standing by the
//! rule chosen here, over the evenings the archive's filter chooses (its
//! period and club), the players' ratings with their uncertainty and
//! history, and head to head. Every figure is the core's
//! ([`crate::archive::season`], [`crate::archive::rating`],
//! [`crate::archive::versus`]), said by [`crate::report::season`].

use egui::RichText;

use crate::archive::rating::{Model, Prediction, Ratings, prediction, ratings};
use crate::archive::season::{Scope, SeasonRule, SeasonStanding, season};
use crate::archive::stats::EveningFacts;
use crate::i18n::Text;

use super::Tr;
use super::command::{AppCommand, Command};

/// What the reader gives the tab: the evenings' facts and the ratings by
/// each model (made off the UI thread; the standing is made here, for the
/// rule chosen).
#[derive(Debug, Clone)]
pub struct SeasonData {
    /// The evenings chosen, with their ids.
    pub facts: Vec<(String, EveningFacts)>,
    /// The ratings by Weng-Lin, then by Glicko-2.
    pub ratings: [Ratings; 2],
    /// How well each foretold the evenings.
    pub predictions: [Prediction; 2],
}

impl SeasonData {
    /// The ratings and predictions of `facts`.
    pub fn of(facts: Vec<(String, EveningFacts)>) -> SeasonData {
        SeasonData {
            ratings: Model::ALL.map(|m| ratings(&facts, m)),
            predictions: Model::ALL.map(|m| prediction(&facts, m)),
            facts,
        }
    }
}

/// The rule's kind, as the tab offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum RuleKind {
    #[default]
    Total,
    Average,
    Best,
    Places,
}

/// The tab's own state (the rule chosen, the player looked at).
#[derive(Debug, Clone)]
pub struct SeasonView {
    kind: RuleKind,
    least: String,
    best: String,
    points: String,
    in_betar: bool,
    model: Model,
    /// The player whose rating's history is drawn.
    player: Option<String>,
    /// Head to head: one player, or two.
    versus: [Option<String>; 2],
}

impl Default for SeasonView {
    fn default() -> Self {
        SeasonView {
            kind: RuleKind::Total,
            least: "5".into(),
            best: "10".into(),
            points: "3,2,1,0".into(),
            in_betar: false,
            model: Model::WengLin,
            player: None,
            versus: [None, None],
        }
    }
}

impl SeasonView {
    /// The rule as chosen, or `None` while a number typed is none.
    pub fn rule(&self) -> Option<SeasonRule> {
        let text = match self.kind {
            RuleKind::Total => "total".to_string(),
            RuleKind::Average => format!("average:{}", self.least.trim()),
            RuleKind::Best => format!("best:{}", self.best.trim()),
            RuleKind::Places => format!("places:{}", self.points.trim()),
        };
        SeasonRule::parse(&text)
    }

    /// Which evenings the standing adds.
    pub fn scope(&self) -> Scope {
        if self.in_betar {
            Scope::Betar
        } else {
            Scope::OneUnit
        }
    }

    /// The one player chosen for head to head (then shown beside the
    /// club), if one alone is.
    pub fn profile_player(&self) -> Option<&str> {
        match &self.versus {
            [Some(a), None] | [None, Some(a)] => Some(a),
            [Some(a), Some(b)] if a == b => Some(a),
            _ => None,
        }
    }

    /// The standing of `data` by the rule chosen.
    pub fn standing(&self, data: &SeasonData) -> Option<SeasonStanding> {
        let rule = self.rule()?;
        Some(season(
            data.facts.iter().map(|(_, f)| f),
            &rule,
            self.scope(),
        ))
    }
}

fn grid(ui: &mut egui::Ui, id: &str, rows: &[Vec<String>], bold_first: bool) {
    egui::Grid::new(id)
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for (n, row) in rows.iter().enumerate() {
                for cell in row {
                    if n == 0 && bold_first {
                        ui.strong(cell);
                    } else {
                        ui.label(cell);
                    }
                }
                ui.end_row();
            }
        });
}

/// The rule's choice: its kind, its number, and betar.
fn rule_ui(ui: &mut egui::Ui, view: &mut SeasonView, t: Tr, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t.s(Text::Rule));
        ui.selectable_value(&mut view.kind, RuleKind::Total, t.s(Text::TotalResult));
        ui.selectable_value(
            &mut view.kind,
            RuleKind::Average,
            t.s(Text::AveragePerEvening),
        );
        if view.kind == RuleKind::Average {
            ui.label(t.s(Text::AtLeastEvenings));
            ui.add(egui::TextEdit::singleline(&mut view.least).desired_width(36.0));
        }
        ui.selectable_value(&mut view.kind, RuleKind::Best, t.s(Text::BestEvenings));
        if view.kind == RuleKind::Best {
            ui.add(egui::TextEdit::singleline(&mut view.best).desired_width(36.0));
        }
        ui.selectable_value(&mut view.kind, RuleKind::Places, t.s(Text::PlacePoints));
        if view.kind == RuleKind::Places {
            ui.add(egui::TextEdit::singleline(&mut view.points).desired_width(90.0));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut view.in_betar, t.s(Text::EveryEveningInBetar));
        let ready = view.rule().is_some();
        if ui
            .add_enabled(ready, egui::Button::new(t.s(Text::PrintSvSkrivUt)))
            .clicked()
        {
            commands.push(AppCommand::PrintSeason.into());
        }
    });
}

/// The tab.
pub fn season_ui(
    ui: &mut egui::Ui,
    (data, profile): (&SeasonData, Option<&crate::archive::versus::Profile>),
    view: &mut SeasonView,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    rule_ui(ui, view, t, commands);
    match view.standing(data) {
        None => {
            ui.colored_label(ui.visuals().error_fg_color, t.s(Text::TheRuleNeedsANumber));
        }
        Some(standing) => {
            for line in crate::archive::season_text::season_heading(&standing, t.0) {
                ui.label(RichText::new(line).weak());
            }
            ui.add_space(4.0);
            let rows = crate::archive::season_text::season_rows(&standing, t.into());
            grid(ui, "season_standing", &rows, true);
        }
    }
    ui.add_space(12.0);
    ratings_ui(ui, data, view, t);
    ui.add_space(12.0);
    versus_ui(ui, (data, profile), view, t);
}

/// The ratings by the model chosen, the history of the player clicked,
/// and how well each model foretold the evenings.
fn ratings_ui(ui: &mut egui::Ui, data: &SeasonData, view: &mut SeasonView, t: Tr) {
    let rated = match view.model {
        Model::WengLin => &data.ratings[0],
        Model::Glicko2 => &data.ratings[1],
    };
    ui.horizontal_wrapped(|ui| {
        ui.strong(t.s(Text::Rating));
        for model in Model::ALL {
            ui.selectable_value(
                &mut view.model,
                model,
                crate::archive::season_text::model_words(model),
            );
        }
    });
    ui.label(
        RichText::new(crate::i18n::say(
            t.0,
            Text::ProvisionalBelow,
            &[&crate::archive::rating::PROVISIONAL_BELOW.to_string()],
        ))
        .weak(),
    );
    for foretold in &data.predictions {
        ui.label(
            RichText::new(crate::archive::season_text::prediction_words(foretold, t.0)).weak(),
        );
    }
    let rows = crate::archive::season_text::ratings_rows(rated, t.0);
    egui::Grid::new("season_ratings")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for (n, row) in rows.iter().enumerate() {
                for (c, cell) in row.iter().enumerate() {
                    if n == 0 {
                        ui.strong(cell);
                    } else if c == 1 {
                        let on = view.player.as_deref() == Some(cell.as_str());
                        if ui.selectable_label(on, cell).clicked() {
                            view.player = (!on).then(|| cell.clone());
                        }
                    } else {
                        ui.label(cell);
                    }
                }
                ui.end_row();
            }
        });
    if let Some(player) = view.player.clone()
        && let Some(rating) = rated.players.iter().find(|p| p.player == player)
    {
        history_ui(ui, rating, t);
    }
}

/// A player's rating after each evening, with its uncertainty as a band.
fn history_ui(ui: &mut egui::Ui, rating: &crate::archive::rating::PlayerRating, t: Tr) {
    use egui_plot::{Line, Plot, PlotPoints};
    let at = |f: fn(&crate::archive::rating::RatingPoint) -> f64| -> PlotPoints<'static> {
        rating
            .history
            .iter()
            .enumerate()
            .map(|(n, p)| [(n + 1) as f64, f(p)])
            .collect::<Vec<_>>()
            .into()
    };
    ui.label(t.f(
        Text::RatingHistoryOf,
        &[&rating.player, &rating.evenings.to_string()],
    ));
    Plot::new("rating_history")
        .height(180.0)
        .x_axis_label(t.s(Text::Evenings))
        .y_axis_label(t.s(Text::Rating))
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(Line::new(t.s(Text::Rating), at(|p| p.rating)));
            plot.line(Line::new("+", at(|p| p.rating + p.uncertainty)));
            plot.line(Line::new("−", at(|p| p.rating - p.uncertainty)));
        });
}

/// Head to head of the two players chosen, or one player beside the club.
fn versus_ui(
    ui: &mut egui::Ui,
    (data, profile): (&SeasonData, Option<&crate::archive::versus::Profile>),
    view: &mut SeasonView,
    t: Tr,
) {
    let mut players: Vec<String> = data.ratings[0]
        .players
        .iter()
        .map(|p| p.player.clone())
        .collect();
    players.sort();
    ui.horizontal_wrapped(|ui| {
        ui.strong(t.s(Text::HeadToHead));
        for (n, chosen) in view.versus.iter_mut().enumerate() {
            egui::ComboBox::from_id_salt(("versus", n))
                .selected_text(chosen.clone().unwrap_or_else(|| "–".to_string()))
                .show_ui(ui, |ui| {
                    ui.selectable_value(chosen, None, "–");
                    for player in &players {
                        ui.selectable_value(chosen, Some(player.clone()), player);
                    }
                });
        }
    });
    let reader: crate::report::amount::Reader = t.into();
    let text = match (&view.versus, profile) {
        ([Some(a), Some(b)], _) if a != b => crate::archive::season_text::versus_text(
            &crate::archive::versus::head_to_head(&data.facts, a, b),
            reader,
        ),
        (_, Some(profile)) => crate::archive::season_text::profile_text(profile, reader),
        // The profile is read by the archive's reader.
        ([Some(_), _] | [None, Some(_)], None) => {
            ui.spinner();
            return;
        }
        ([None, None], None) => return,
    };
    ui.add(egui::Label::new(RichText::new(text).monospace()).extend());
}
