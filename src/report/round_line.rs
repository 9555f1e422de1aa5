//! Where the evening stands, in words: the round and the deal in it, what
//! is left of the agreement (deals, minutes, the last round), borup, and
//! the forced round in progress. One wording for the table screen's line
//! on the round (`src/app/evening/rounds.rs`) and the phones' page
//! ([`crate::report::phone`]); the evening's [`Shape`] is the core's, the
//! clock is read by the caller.

use crate::i18n::Text;

use crate::i18n::pick;
use crate::ledger::evening::Evening;
use crate::ledger::rounds::{Ending, Shape};
use crate::report::words::seat_name;
use crate::rules::table::{BidTable, Language};

/// Minutes from `now` to the agreed end time (negative: past it): on the
/// evening's date, or the day after for a time before noon (an evening
/// played past midnight). `None` when no end time was agreed.
pub fn minutes_left(evening: &Evening, now: chrono::NaiveDateTime) -> Option<i64> {
    let until = evening.length.until_time()?;
    let day = if until < chrono::NaiveTime::from_hms_opt(12, 0, 0)? {
        evening.date.succ_opt()?
    } else {
        evening.date
    };
    Some((day.and_time(until) - now).num_minutes())
}

fn deals_left(left: usize, language: Language) -> String {
    let word = if left == 1 {
        pick(language, Text::DealLeft)
    } else {
        pick(language, Text::DealsLeft)
    };
    format!("{left} {word}")
}

/// The round line's parts: `Varv 2, giv 1 av 3`, then what is left of the
/// agreement (`4 givar kvar`, `till 23:00 (1 h 5 min kvar)`, …), then
/// borup. `minutes_left` is [`minutes_left`] at the moment shown.
pub fn round_parts(
    shape: &Shape,
    evening: &Evening,
    minutes_left: Option<i64>,
    language: Language,
) -> Vec<String> {
    let say = |text| pick(language, text);
    let mut parts = vec![crate::i18n::say(
        language,
        Text::RoundDealOf,
        &[
            &shape.round.to_string(),
            &shape.deal_in_round.to_string(),
            &shape.per_round.to_string(),
        ],
    )];
    match shape.ending {
        Ending::Open => {}
        Ending::Deals { left } => parts.push(deals_left(left, language)),
        Ending::Time => {
            let until = evening.length.until.clone().unwrap_or_default();
            // Hours and minutes: "2 h 5 min kvar", not "125 min".
            let left = minutes_left.unwrap_or(0).max(0);
            let time = match (left / 60, left % 60) {
                (0, m) => format!("{m} min"),
                (h, m) => format!("{h} h {m} min"),
            };
            parts.push(format!(
                "{} {until} ({time} {})",
                say(Text::Until),
                say(Text::Left)
            ));
        }
        Ending::TimeUp => parts.push(say(Text::TheTimeIsUp).into()),
        Ending::LastRound { left } => parts.push(format!(
            "{}: {}",
            say(Text::TheLastRound),
            deals_left(left, language)
        )),
        Ending::ClosingRound => {
            parts.push(say(Text::TheClosingForcedRound).into());
        }
        Ending::Complete => parts.push(say(Text::TheEveningIsComplete).into()),
    }
    if shape.borup {
        parts.push(say(Text::TheNextDealIsBorupTheLast).into());
    }
    parts
}

/// The round line whole: its parts joined with ` · `.
pub fn round_words(
    shape: &Shape,
    evening: &Evening,
    minutes_left: Option<i64>,
    language: Language,
) -> String {
    round_parts(shape, evening, minutes_left, language).join(" · ")
}

/// The forced round in progress, in words: `Tvångsrunda 2 av 3: Vingel Bo
/// (förhand)`. `None` when no forced round is being played.
pub fn forced_words(
    shape: &Shape,
    table: &BidTable,
    players: &[String],
    language: Language,
) -> Option<String> {
    let say = |text| pick(language, text);
    shape.forced.as_ref().map(|forced| {
        let name = table
            .contract(&forced.contract)
            .map_or(forced.contract.clone(), |c| {
                c.name.get(language).to_string()
            });
        crate::i18n::say(
            language,
            Text::ForcedRoundOf,
            &[
                &forced.deal.to_string(),
                &forced.of.to_string(),
                &name,
                seat_name(players, forced.forehand),
                say(Text::ForehandLower),
            ],
        )
    })
}
