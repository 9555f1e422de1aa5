//! The season's standing, the ratings and head to head in words (issue
//! 38): the command line's text, the app's tables, and the printout (HTML,
//! A4). Every amount through the standing's unit
//! ([`crate::report::amount`]). In the archive's room, above the reports
//! it uses.

use crate::archive::rating::{Model, Prediction, Ratings};
use crate::archive::season::{Scope, SeasonRule, SeasonStanding};
use crate::archive::versus::{HeadToHead, Profile};
use crate::i18n::{Text, pick, say};
use crate::report::amount::{Reader, count, statistic};
use crate::report::text::{Align, render};
use crate::rules::table::Language;
use crate::text::escape::escape_html;

/// The rule in words: "the average per evening (at least 5 evenings)".
pub fn rule_words(rule: &SeasonRule, language: Language) -> String {
    match rule {
        SeasonRule::Total => pick(language, Text::SeasonRuleTotal).to_string(),
        SeasonRule::Average { least } => {
            say(language, Text::SeasonRuleAverage, &[&least.to_string()])
        }
        SeasonRule::Best { evenings } => {
            say(language, Text::SeasonRuleBest, &[&evenings.to_string()])
        }
        SeasonRule::Places { points } => {
            let points: Vec<String> = points.iter().map(u32::to_string).collect();
            say(language, Text::SeasonRulePlaces, &[&points.join(", ")])
        }
    }
}

/// The model's name.
pub fn model_words(model: Model) -> &'static str {
    match model {
        Model::WengLin => "Weng-Lin (OpenSkill)",
        Model::Glicko2 => "Glicko-2",
    }
}

/// A season's amount (a total, a best evening) in its unit.
pub fn season_amount(value: i64, standing: &SeasonStanding, reader: Reader) -> String {
    match standing.unit {
        Some(unit) => unit.amount(value).signed(reader),
        None => statistic(value as f64 / 100.0, None, reader),
    }
}

/// A season's average per evening in its unit.
fn season_average(value: f64, standing: &SeasonStanding, reader: Reader) -> String {
    match standing.unit {
        Some(unit) => statistic(value / unit.per_bet().max(1) as f64, Some(unit), reader),
        None => statistic(value / 100.0, None, reader),
    }
}

/// The standing's lines above its table: the rule, the evenings, the
/// tie-break, and the evenings left out.
pub fn season_heading(standing: &SeasonStanding, language: Language) -> Vec<String> {
    let mut lines = vec![
        say(
            language,
            Text::SeasonHeading,
            &[
                &count(standing.evenings, language),
                &rule_words(&standing.rule, language),
            ],
        ),
        pick(language, Text::SeasonTieBreak).to_string(),
    ];
    if standing.scope == Scope::Betar {
        lines.push(pick(language, Text::SeasonInBetar).to_string());
    }
    if standing.left_out > 0 {
        lines.push(say(
            language,
            Text::SeasonLeftOut,
            &[&count(standing.left_out, language)],
        ));
    }
    lines
}

/// The standing's table: its heading row, then one row a player.
pub fn season_rows(standing: &SeasonStanding, reader: Reader) -> Vec<Vec<String>> {
    let language = reader.language;
    let places = matches!(standing.rule, SeasonRule::Places { .. });
    let best = matches!(standing.rule, SeasonRule::Best { .. });
    let mut rows = vec![vec![
        "#".to_string(),
        pick(language, Text::Player).to_string(),
        pick(language, Text::Evenings).to_string(),
        if places {
            pick(language, Text::PlacePoints).to_string()
        } else if best {
            pick(language, Text::BestEvenings).to_string()
        } else {
            pick(language, Text::TotalResult).to_string()
        },
        pick(language, Text::AveragePerEvening).to_string(),
        pick(language, Text::BestEvening).to_string(),
    ]];
    for row in &standing.rows {
        let figure = if places {
            row.score.to_string()
        } else {
            season_amount(row.score, standing, reader)
        };
        let evenings = if best && row.counted < row.evenings {
            format!("{} ({})", count(row.evenings, language), row.counted)
        } else {
            count(row.evenings, language)
        };
        rows.push(vec![
            if row.place == 0 {
                "–".to_string()
            } else {
                row.place.to_string()
            },
            row.player.clone(),
            evenings,
            figure,
            season_average(row.average, standing, reader),
            season_amount(row.best, standing, reader),
        ]);
    }
    rows
}

/// The standing as the command line prints it.
pub fn season_text(standing: &SeasonStanding, reader: Reader) -> String {
    let mut out = season_heading(standing, reader.language).join("\n");
    out.push_str("\n\n");
    out.push_str(&render(&season_rows(standing, reader), |column| {
        if column == 1 {
            Align::Left
        } else {
            Align::Right
        }
    }));
    out
}

/// A number with its decimals as the language writes them (`27,4`).
fn decimals(value: f64, places: usize, language: Language) -> String {
    let text = format!("{value:.places$}");
    if crate::report::amount::decimal_comma(language) {
        text.replace('.', ",")
    } else {
        text
    }
}

/// A rating as shown: `27.4 ± 1.9` (`27,4 ± 1,9` in Swedish), rounded as
/// the model's scale asks.
pub fn rating_words(rating: f64, uncertainty: f64, model: Model, language: Language) -> String {
    let places = match model {
        Model::WengLin => 1,
        Model::Glicko2 => 0,
    };
    format!(
        "{} ± {}",
        decimals(rating, places, language),
        decimals(uncertainty, places, language)
    )
}

/// The ratings' table: its heading row, then one row a player.
pub fn ratings_rows(ratings: &Ratings, language: Language) -> Vec<Vec<String>> {
    let mut rows = vec![vec![
        "#".to_string(),
        pick(language, Text::Player).to_string(),
        pick(language, Text::Rating).to_string(),
        pick(language, Text::Evenings).to_string(),
        String::new(),
    ]];
    for (n, player) in ratings.players.iter().enumerate() {
        rows.push(vec![
            (n + 1).to_string(),
            player.player.clone(),
            rating_words(player.rating, player.uncertainty, ratings.model, language),
            count(player.evenings, language),
            if player.provisional {
                pick(language, Text::Provisional).to_string()
            } else {
                String::new()
            },
        ]);
    }
    rows
}

/// How well a model foretold the evenings, in words.
pub fn prediction_words(prediction: &Prediction, language: Language) -> String {
    say(
        language,
        Text::PredictionLine,
        &[
            model_words(prediction.model),
            &count(prediction.right, language),
            &count(prediction.pairs, language),
            &decimals(prediction.share() * 100.0, 1, language),
        ],
    )
}

/// The ratings as the command line prints them, with how well each model
/// foretold the evenings.
pub fn ratings_text(ratings: &Ratings, predictions: &[Prediction], language: Language) -> String {
    let mut out = say(
        language,
        Text::RatingsHeading,
        &[
            model_words(ratings.model),
            &count(ratings.evenings, language),
        ],
    );
    out.push('\n');
    out.push_str(&say(
        language,
        Text::ProvisionalBelow,
        &[&crate::archive::rating::PROVISIONAL_BELOW.to_string()],
    ));
    out.push_str("\n\n");
    out.push_str(&render(&ratings_rows(ratings, language), |column| {
        if column == 1 || column == 4 {
            Align::Left
        } else {
            Align::Right
        }
    }));
    for prediction in predictions {
        out.push_str(&prediction_words(prediction, language));
        out.push('\n');
    }
    out
}

/// Two players head to head, as the command line prints it.
pub fn versus_text(h2h: &HeadToHead, reader: Reader) -> String {
    let language = reader.language;
    let [a, b] = &h2h.players;
    let mut out = say(
        language,
        Text::VersusHeading,
        &[a, b, &count(h2h.meetings.len(), language)],
    );
    out.push('\n');
    out.push_str(&say(
        language,
        Text::VersusAhead,
        &[
            a,
            &count(h2h.ahead[0], language),
            b,
            &count(h2h.ahead[1], language),
            &count(h2h.level, language),
        ],
    ));
    out.push('\n');
    out.push_str(&say(
        language,
        Text::VersusBetar,
        &[
            a,
            &statistic(h2h.betar[0], None, reader),
            b,
            &statistic(h2h.betar[1], None, reader),
        ],
    ));
    out.push_str("\n\n");
    let mut rows = vec![vec![
        pick(language, Text::Date).to_string(),
        a.clone(),
        b.clone(),
    ]];
    for m in &h2h.meetings {
        let shown = |(result, place): (i64, usize)| {
            format!("{} ({place}.)", m.unit.amount(result).signed(reader))
        };
        let [ra, rb] = m.results;
        let [pa, pb] = m.places;
        rows.push(vec![m.date.to_string(), shown((ra, pa)), shown((rb, pb))]);
    }
    out.push_str(&render(&rows, |column| {
        if column == 0 {
            Align::Left
        } else {
            Align::Right
        }
    }));
    out
}

fn percent(part: usize, whole: usize) -> String {
    if whole == 0 {
        "–".to_string()
    } else {
        format!("{:.0} %", part as f64 * 100.0 / whole as f64)
    }
}

/// One player beside the club, as the command line prints it.
pub fn profile_text(profile: &Profile, reader: Reader) -> String {
    let language = reader.language;
    let mut out = say(
        language,
        Text::ProfileHeading,
        &[
            &profile.player,
            &count(profile.evenings, language),
            &count(profile.played, language),
            &percent(profile.declared, profile.played),
            &percent(profile.won, profile.declared),
            &percent(profile.club[1], profile.club[0]),
            &percent(profile.club[2], profile.club[1]),
        ],
    );
    out.push_str("\n\n");
    out.push_str(&roles_table(profile, reader));
    out.push('\n');
    let mut rows = vec![vec![
        pick(language, Text::ContractFamily).to_string(),
        pick(language, Text::Declared).to_string(),
        pick(language, Text::Won).to_string(),
        pick(language, Text::NetPerHand).to_string(),
        pick(language, Text::ClubWon).to_string(),
        pick(language, Text::ClubNetPerHand).to_string(),
    ]];
    let per_hand = |betar: f64, hands: usize| per_hand(betar, hands, reader);
    for line in profile.families.iter().filter(|f| f.declared > 0) {
        rows.push(vec![
            line.shown.clone(),
            count(line.declared, language),
            percent(line.won, line.declared),
            per_hand(line.betar, line.declared),
            percent(line.club_won, line.club_declared),
            per_hand(line.club_betar, line.club_declared),
        ]);
    }
    out.push_str(&render(&rows, |column| {
        if column == 0 {
            Align::Left
        } else {
            Align::Right
        }
    }));
    out
}

/// A net in betar per hand over `hands` hands (– for none).
fn per_hand(betar: f64, hands: usize, reader: Reader) -> String {
    if hands == 0 {
        "–".to_string()
    } else {
        statistic(betar / hands as f64, None, reader)
    }
}

/// The season's title: its club and period, as a filter chooses them
/// (`Säsongen Klubben · 2026-01-01 – 2026-06-30`).
pub fn season_title(
    club: Option<&str>,
    (from, to): (Option<chrono::NaiveDate>, Option<chrono::NaiveDate>),
    language: Language,
) -> String {
    let period = match (from, to) {
        (Some(from), Some(to)) => format!("{from} – {to}"),
        (Some(from), None) => format!("{from} –"),
        (None, Some(to)) => format!("– {to}"),
        (None, None) => String::new(),
    };
    say(
        language,
        Text::SeasonTitle,
        &[club.unwrap_or_default(), &period],
    )
    .trim_matches([' ', ',', '·'])
    .to_string()
}

/// A player's hands by place in the deal beside the club's.
fn roles_table(profile: &Profile, reader: Reader) -> String {
    let language = reader.language;
    let mut rows = vec![vec![
        pick(language, Text::PlaceInTheDeal).to_string(),
        pick(language, Text::Hands).to_string(),
        pick(language, Text::NetPerHand).to_string(),
        pick(language, Text::ClubNetPerHand).to_string(),
    ]];
    let names = [
        Text::PlaceForehand,
        Text::PlaceMiddlehand,
        Text::PlaceRearhand,
    ];
    for (name, line) in names.into_iter().zip(&profile.roles) {
        rows.push(vec![
            pick(language, name).to_string(),
            count(line.hands, language),
            per_hand(line.betar, line.hands, reader),
            per_hand(line.club_betar, line.club_hands, reader),
        ]);
    }
    render(&rows, |column| {
        if column == 0 {
            Align::Left
        } else {
            Align::Right
        }
    })
}

const SEASON_CSS: &str = "@page{size:A4;margin:16mm}\
body{font-family:'DejaVu Sans',sans-serif;font-size:11pt;color:#000}\
h1{font-size:18pt;margin:0 0 4pt}h2{font-size:13pt;margin:14pt 0 4pt}\
p{margin:2pt 0}table{border-collapse:collapse;width:100%;margin-top:6pt}\
th,td{border-bottom:1px solid #999;padding:3pt 6pt;text-align:right}\
th:nth-child(2),td:nth-child(2){text-align:left}\n";

/// The season printed (A4): its title (the club and the period), the
/// standing with its rule and tie-break, and the ratings when given.
pub fn season_html(
    title: &str,
    standing: &SeasonStanding,
    ratings: Option<&Ratings>,
    reader: Reader,
) -> String {
    let language = reader.language;
    let e = escape_html;
    let table = |rows: &[Vec<String>]| {
        let mut html = String::from("<table>\n");
        for (n, row) in rows.iter().enumerate() {
            let cell = if n == 0 { "th" } else { "td" };
            html.push_str("<tr>");
            for text in row {
                html.push_str(&format!("<{cell}>{}</{cell}>", e(text)));
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</table>\n");
        html
    };
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{SEASON_CSS}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        language.code(),
        e(title),
        e(title),
    );
    for line in season_heading(standing, language) {
        html.push_str(&format!("<p>{}</p>\n", e(&line)));
    }
    html.push_str(&table(&season_rows(standing, reader)));
    if let Some(ratings) = ratings {
        html.push_str(&format!(
            "<h2>{}</h2>\n<p>{}</p>\n",
            e(&say(
                language,
                Text::RatingsHeading,
                &[
                    model_words(ratings.model),
                    &count(ratings.evenings, language),
                ],
            )),
            e(&say(
                language,
                Text::ProvisionalBelow,
                &[&crate::archive::rating::PROVISIONAL_BELOW.to_string()],
            )),
        ));
        html.push_str(&table(&ratings_rows(ratings, language)));
    }
    html.push_str("</body>\n</html>\n");
    html
}
