//! `vira night`: a club night's standing from its files.

use std::path::{Path, PathBuf};

use clap::Subcommand;

use vira::i18n::{pick, say};
use vira::night::StandingRule;
use vira::night::standing::{NightProblem, Standing};
use vira::report::amount::{Reader, money};
use vira::report::text;
use vira::rules::registry::TableRegistry;
use vira::rules::table::Language;
use vira::words;

/// `vira night …`
#[derive(Debug, Subcommand)]
pub enum NightCommand {
    /// A night's standing across its tables, from the night file and the
    /// evening files beside it: every player's result by the night's rule,
    /// each table's result, and what is missing.
    Standing {
        /// The night file (`NAME.night`).
        file: PathBuf,
        /// Print JSON (the standing, each table, and the problems in words).
        #[arg(long)]
        json: bool,
    },
}

/// Runs `vira night …` and returns what to print.
pub fn run(
    command: &NightCommand,
    registry: &TableRegistry,
    reader: Reader,
) -> Result<String, String> {
    let language = reader.language;
    match command {
        NightCommand::Standing { file, json } => {
            let (night, standing) = vira::disk::night::night_standing(file, registry)
                .map_err(|e| words::error(&e, language))?;
            if *json {
                return json_of(&night, &standing, language);
            }
            Ok(standing_text(file, &night, &standing, reader))
        }
    }
}

fn json_of(
    night: &vira::night::Night,
    standing: &Standing,
    language: Language,
) -> Result<String, String> {
    let problems: Vec<String> = standing
        .problems
        .iter()
        .map(|p| problem_words(p, language))
        .collect();
    let value = serde_json::json!({
        "date": night.date,
        "club": night.club,
        "standing": standing,
        "problems": problems,
    });
    serde_json::to_string_pretty(&value)
        .map(|text| text + "\n")
        .map_err(|e| e.to_string())
}

/// The rule in words, as the standing states it.
fn rule_words(rule: &StandingRule, language: Language) -> String {
    match rule {
        StandingRule::Net => pick(
            language,
            "nettoresultatet över alla bord",
            "the net result over every table",
        )
        .to_string(),
        StandingRule::Places { points } => {
            let points: Vec<String> = points.iter().map(u32::to_string).collect();
            say(
                language,
                "placeringspoäng {} per bord; lika poäng skiljs av nettoresultatet, lika resultat vid ett bord delar den bättre placeringen",
                "place points {} a table; equal points are told apart by the net result, equal results at a table share the better place",
                &[&points.join("/")],
            )
        }
    }
}

fn standing_text(
    file: &Path,
    night: &vira::night::Night,
    standing: &Standing,
    reader: Reader,
) -> String {
    let language = reader.language;
    let mut out = say(
        language,
        "Klubbkväll {}{}\n",
        "Club night {}{}\n",
        &[
            &night.date.to_string(),
            &night
                .club
                .as_ref()
                .map(|c| format!(", {c}"))
                .unwrap_or_default(),
        ],
    );
    out.push_str(&say(
        language,
        "Regel: {}\n\n",
        "Rule: {}\n\n",
        &[&rule_words(&standing.rule, language)],
    ));
    let places = matches!(standing.rule, StandingRule::Places { .. });
    let mut rows = vec![[
        "#".to_string(),
        pick(language, "Spelare", "Player").to_string(),
        pick(language, "Bord", "Tables").to_string(),
        if places {
            pick(language, "Poäng", "Points").to_string()
        } else {
            String::new()
        },
        pick(language, "Resultat", "Result").to_string(),
        pick(language, "Pengar", "Money").to_string(),
    ]];
    for row in &standing.rows {
        rows.push([
            row.place.to_string(),
            row.player.clone(),
            row.tables.to_string(),
            row.points.map(|p| p.to_string()).unwrap_or_default(),
            match (row.result, standing.unit) {
                (Some(result), Some(unit)) => unit.amount(result).signed(reader),
                _ => String::new(),
            },
            match (row.money_ore, &standing.currency) {
                (Some(ore), Some(currency)) => money(ore, currency, language),
                _ => String::new(),
            },
        ]);
    }
    out.push_str(&text::render(&rows, |c| {
        if matches!(c, 0 | 2 | 3 | 4 | 5) {
            text::Align::Right
        } else {
            text::Align::Left
        }
    }));
    out.push_str(&format!("\n{}\n", pick(language, "Borden:", "The tables:")));
    for table in &standing.tables {
        let results: Vec<String> = table
            .results
            .iter()
            .map(|r| {
                let amount = table
                    .unit
                    .map(|u| u.amount(r.result).signed(reader))
                    .unwrap_or_default();
                format!("{} {amount} ({})", r.player, r.place)
            })
            .collect();
        out.push_str(&say(
            language,
            "  sittning {}, bord {} ({}): {}\n",
            "  sitting {}, table {} ({}): {}\n",
            &[
                &table.sitting.to_string(),
                &table.table.to_string(),
                &table.evening,
                &if table.counted {
                    results.join(", ")
                } else {
                    pick(language, "räknas inte", "not counted").to_string()
                },
            ],
        ));
    }
    if !standing.problems.is_empty() {
        out.push_str(&say(
            language,
            "\nAtt se till i {}:\n",
            "\nTo see to in {}:\n",
            &[&words::shown_path(file)],
        ));
        for problem in &standing.problems {
            out.push_str(&format!("  {}\n", problem_words(problem, language)));
        }
    }
    out
}

/// A problem of the night in words.
fn problem_words(problem: &NightProblem, language: Language) -> String {
    let at = |(s, t): (usize, usize), evening: &str| {
        say(
            language,
            "sittning {}, bord {} ({})",
            "sitting {}, table {} ({})",
            &[&s.to_string(), &t.to_string(), &words::quoted(evening)],
        )
    };
    match problem {
        NightProblem::NotHandedIn { at: a, evening } => say(
            language,
            "{}: inte inlämnad än (filen finns inte i kvällens mapp)",
            "{}: not handed in yet (the file is not in the night's folder)",
            &[&at(*a, evening)],
        ),
        NightProblem::Unreadable { at: a, evening, error } => say(
            language,
            "{}: kan inte läsas: {}",
            "{}: cannot be read: {}",
            &[&at(*a, evening), &words::error(error, language)],
        ),
        NightProblem::NotInFolder { at: a, evening } => say(
            language,
            "{}: inte ett filnamn i kvällens mapp; lästes inte",
            "{}: not a file name in the night's folder; not read",
            &[&at(*a, evening)],
        ),
        NightProblem::OtherPlayers {
            at: a,
            evening,
            night,
            file,
        } => say(
            language,
            "{}: filen spelades av {}, men kvällen satte {} där; räknas inte",
            "{}: the file was played by {}, but the night seated {} there; not counted",
            &[&at(*a, evening), &file.join(", "), &night.join(", ")],
        ),
        NightProblem::TwoTables { sitting, player } => say(
            language,
            "sittning {}: {} sitter vid två bord",
            "sitting {}: {} sits at two tables",
            &[&sitting.to_string(), player],
        ),
        NightProblem::UnitsDiffer => pick(
            language,
            "borden räknar i olika enheter (klassiska och Isbergsvira, eller Isbergsvira med olika antal spelare): resultaten läggs inte ihop, pengar och placeringar gör det",
            "the tables count in different units (classic and Isbergsvira, or Isbergsvira at different sizes): their results are not added, money and places are",
        )
        .to_string(),
        NightProblem::Overflow => pick(
            language,
            "en summa blev för stor för att räknas",
            "a sum grew too large to count",
        )
        .to_string(),
    }
}
