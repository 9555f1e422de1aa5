//! The SQL of the index's questions: a filter's condition (players,
//! period, club, table) and the order of the list.

#[allow(clippy::wildcard_imports)]
use super::*;

/// The condition of a filter on the counted rows, with its values.
pub(super) fn filter_clause(filter: &Filter) -> (String, Vec<rusqlite::types::Value>) {
    filter_clause_of(filter, "AND")
}

/// The condition of a filter on the counted rows, its players joined by
/// `join`: `AND` for the list (each named player at the table), `OR` for
/// the statistics (the evenings of any player asked about).
pub(super) fn filter_clause_of(
    filter: &Filter,
    join: &str,
) -> (String, Vec<rusqlite::types::Value>) {
    use rusqlite::types::Value;
    let text = |t: Option<String>| t.map_or(Value::Null, Value::Text);
    let mut clause = String::from(
        "counted = 1 AND (?1 IS NULL OR date >= ?1) AND (?2 IS NULL OR date <= ?2)
         AND (?3 IS NULL OR club_key = ?3) AND (?4 IS NULL OR table_id = ?4)",
    );
    let mut values = vec![
        text(filter.from.map(|d| d.to_string())),
        text(filter.to.map(|d| d.to_string())),
        text(filter.club.as_ref().map(|c| c.to_lowercase())),
        text(filter.table.clone()),
    ];
    if let Some(ids) = &filter.evenings {
        values.push(Value::Text(
            serde_json::Value::from(ids.clone()).to_string(),
        ));
        clause.push_str(&format!(
            " AND id IN (SELECT value FROM json_each(?{}))",
            values.len()
        ));
    }
    if let Some(players) = players_clause(&filter.players, join, &mut values) {
        clause.push_str(" AND ");
        clause.push_str(&players);
    }
    (clause, values)
}

/// At most this many different names are asked of a row one by one; more
/// are asked through one JSON list (`json_each`): SQLite refuses an
/// expression of a thousand terms ("Expression tree is too large").
pub(super) const NAMES_ONE_BY_ONE: usize = 8;

/// The condition on the players asked about, each `join`ed (`AND`, `OR`),
/// its values pushed onto `values`; `None` when none is asked about.
pub(super) fn players_clause(
    names: &[String],
    join: &str,
    values: &mut Vec<rusqlite::types::Value>,
) -> Option<String> {
    use rusqlite::types::Value;
    if names.is_empty() {
        return None;
    }
    // As the index keeps them ([`players_key`]), each once. A name that
    // holds the separator is no player's: nobody matches it.
    let mut keys: Vec<String> = Vec::new();
    for name in names.iter().filter(|n| !n.contains(NAME_SEPARATOR)) {
        let key = format!("{NAME_SEPARATOR}{}{NAME_SEPARATOR}", name.to_lowercase());
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    let every = join == "AND";
    let unmatched = names.iter().any(|n| n.contains(NAME_SEPARATOR));
    if keys.is_empty() || (every && unmatched) {
        return Some("0".to_string());
    }
    if keys.len() <= NAMES_ONE_BY_ONE {
        let terms: Vec<String> = keys
            .into_iter()
            .map(|key| {
                values.push(Value::Text(key));
                format!("instr(players_key, ?{}) > 0", values.len())
            })
            .collect();
        return Some(format!("({})", terms.join(&format!(" {join} "))));
    }
    let list = serde_json::Value::from(keys).to_string();
    values.push(Value::Text(list));
    let place = values.len();
    Some(if every {
        format!(
            "NOT EXISTS (SELECT 1 FROM json_each(?{place}) WHERE instr(players_key, value) = 0)"
        )
    } else {
        format!("EXISTS (SELECT 1 FROM json_each(?{place}) WHERE instr(players_key, value) > 0)")
    })
}

/// The order of [`crate::archive::sort_summaries`]: the column, then date
/// and id, all reversed when descending; files equal in all of them (a
/// conflict: two evenings of one id) in file order, as the stable sort
/// leaves them. Ascending by date it is the order of the index
/// `listing_order`; descending, SQLite reads the index backwards and sorts
/// only the files of one date and id by name.
pub(super) fn order_clause((column, descending): (Column, bool)) -> String {
    let way = if descending { "DESC" } else { "ASC" };
    let first = match column {
        Column::Date => "",
        Column::Club => "club",
        Column::Players => "players",
        Column::Table => "table_id",
        Column::Hands => "hands",
        Column::Winner => "COALESCE(winner_amount, 0) {w}, COALESCE(winner_name, '')",
        Column::Loser => "COALESCE(loser_amount, 0) {w}, COALESCE(loser_name, '')",
    };
    let first = first.replace("{w}", way);
    let lead = if first.is_empty() {
        String::new()
    } else {
        format!("{first} {way}, ")
    };
    format!("{lead}date {way}, id {way}, path ASC")
}
