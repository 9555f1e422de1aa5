//! The vocabulary: every word the program says for the core's enums, in
//! both languages, and the ids JSON and CSV write. One place, so the
//! protocol, the CLI, the exports and the app never disagree. The words of
//! errors are in the error room ([`crate::words`]), re-exported here.

use crate::ledger::book::{Account, Reason};
use crate::ledger::check::Outcome;
use crate::ledger::evening::{Bid, Trump};
use crate::report::amount;
use crate::rules::table::Language;

pub use crate::words::game::{bid_word, trump_word};
pub use crate::words::{
    chip_problem, evening_issue, hand_problem, ledger_error, ledger_error_at_table,
};

/// A trump rank as JSON and CSV write it: `common`, `second`, `preference`,
/// `misar`.
pub fn trump_id(trump: Trump) -> &'static str {
    trump.id()
}

/// An outcome as JSON and CSV write it.
pub fn outcome_id(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::Codille => "codille",
        Outcome::Surrendered => "surrendered",
    }
}

/// The word for an outcome in a language.
pub fn outcome_word(outcome: Outcome, language: Language) -> &'static str {
    match (language, outcome) {
        (Language::English, o) => outcome_id(o),
        (Language::Swedish, Outcome::Won) => "hem",
        (Language::Swedish, Outcome::Lost) => "bet",
        (Language::Swedish, Outcome::Codille) => "kodilj",
        (Language::Swedish, Outcome::Surrendered) => "lagd",
        (Language::Japanese, Outcome::Won) => "勝ち",
        (Language::Japanese, Outcome::Lost) => "負け",
        (Language::Japanese, Outcome::Codille) => "ダブル負け",
        (Language::Japanese, Outcome::Surrendered) => "降伏",
    }
}

/// The preview's verdict with the tricks it was worked out from, so a
/// mistyped count is seen beside the word ("8 stick: HEM"; a hand laid
/// down is "LAGD").
pub fn verdict_words(
    result: crate::ledger::evening::HandResult,
    outcome: Outcome,
    language: Language,
) -> String {
    let word = outcome_word(outcome, language).to_uppercase();
    match (result, language) {
        (crate::ledger::evening::HandResult::Surrendered, _) => word,
        (crate::ledger::evening::HandResult::Tricks(n), Language::Swedish) => {
            format!("{n} stick: {word}")
        }
        (crate::ledger::evening::HandResult::Tricks(n), Language::English) => {
            format!("{n} tricks: {word}")
        }
        (crate::ledger::evening::HandResult::Tricks(n), Language::Japanese) => {
            format!("{n}トリック:{word}")
        }
    }
}

/// A posting's reason as JSON writes it (the file format's words:
/// `gok_penalty` for the passing penalty).
pub fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::Ala => "ala",
        Reason::Refill => "refill",
        Reason::Pot => "pot",
        Reason::Pinnar => "pinnar",
        Reason::Omkop => "omkop",
        Reason::PassPenalty => "gok_penalty",
        Reason::Split => "split",
    }
}

/// A bid restriction as JSON and CSV write it: `plain`, `colour`,
/// `preference`.
pub fn bid_id(bid: Bid) -> &'static str {
    bid.id()
}

/// A levels hand's rebuys in words: `2 omköp`, `1 rebuy`, `2 rebuys`.
pub fn rebuys_words(rebuys: u32, language: Language) -> String {
    match (language, rebuys) {
        (Language::Swedish, n) => format!("{n} omköp"),
        (Language::English, 1) => "1 rebuy".to_string(),
        (Language::English, n) => format!("{n} rebuys"),
        (Language::Japanese, n) => format!("再交換{n}回"),
    }
}

/// A levels hand's second-last bid in words, the contract named in the
/// language: `näst sista bud: Solo 9`, `second-last bid: Solo 9`.
pub fn second_last_words(contract: &str, language: Language) -> String {
    match language {
        Language::Swedish => format!("näst sista bud: {contract}"),
        Language::English => format!("second-last bid: {contract}"),
        Language::Japanese => format!("最後から2番目のビッド:{contract}"),
    }
}

/// A date as the protocol, the printout and the lists write it:
/// `2026-11-25`, in Japanese `2026年11月25日`; with its weekday in words:
/// [`long_date`]. The program's dates for readers are written by these
/// two.
pub fn date_words(date: chrono::NaiveDate, language: Language) -> String {
    use chrono::Datelike;
    match language {
        Language::Japanese => format!("{}年{}月{}日", date.year(), date.month(), date.day()),
        Language::Swedish | Language::English => date.to_string(),
    }
}

/// A date as people write it: "lördag 21 november 2026", "Saturday 21
/// November 2026", "2026年11月21日(土)".
pub fn long_date(date: chrono::NaiveDate, language: Language) -> String {
    use chrono::Datelike;
    const JA_DAYS: [&str; 7] = ["月", "火", "水", "木", "金", "土", "日"];
    const SV_DAYS: [&str; 7] = [
        "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag",
    ];
    const EN_DAYS: [&str; 7] = [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ];
    const SV_MONTHS: [&str; 12] = [
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ];
    const EN_MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let day = date.weekday().num_days_from_monday() as usize;
    let month = date.month0() as usize;
    let (days, months) = match language {
        Language::Swedish => (SV_DAYS, SV_MONTHS),
        Language::English => (EN_DAYS, EN_MONTHS),
        Language::Japanese => {
            let weekday = JA_DAYS.get(day).copied().unwrap_or_default();
            return format!(
                "{}年{}月{}日({weekday})",
                date.year(),
                date.month(),
                date.day()
            );
        }
    };
    // A weekday is 0-6 and a month 0-11: always in the tables.
    let (day, month) = (
        days.get(day).copied().unwrap_or_default(),
        months.get(month).copied().unwrap_or_default(),
    );
    format!("{day} {} {month} {}", date.day(), date.year())
}

/// The name of the player in `seat`. Seats come from the fold, which only
/// makes seats of the evening's players; `?` marks a seat that is not.
pub fn seat_name(players: &[String], seat: usize) -> &str {
    players.get(seat).map_or("?", String::as_str)
}

/// An account's name: the player's, or `pulla`.
pub fn account_name(account: Account, players: &[String]) -> &str {
    match account {
        Account::Pulla => "pulla",
        Account::Player(seat) => seat_name(players, seat),
    }
}

/// A hand in a few words: "Bo, Turné 8 i ofärg, 8 stick".
fn hand_words(
    hand: &crate::ledger::evening::Hand,
    table: &crate::rules::table::BidTable,
    language: Language,
) -> String {
    use crate::ledger::evening::HandResult;
    let contract = table.contract(&hand.contract).map_or_else(
        || hand.contract.clone(),
        |c| c.name.get(language).to_string(),
    );
    let trump = hand.trump.map(|t| {
        let word = trump_word(t, language);
        match language {
            Language::Swedish if t != Trump::Misar => format!(" i {word}"),
            Language::Swedish | Language::English | Language::Japanese => format!(" ({word})"),
        }
    });
    let result = match (hand.result, language) {
        (HandResult::Tricks(n), Language::Swedish) => format!("{n} stick"),
        (HandResult::Tricks(n), Language::English) => format!("{n} tricks"),
        (HandResult::Tricks(n), Language::Japanese) => format!("{n}トリック"),
        (HandResult::Surrendered, _) => outcome_word(Outcome::Surrendered, language).to_string(),
    };
    let separator = match language {
        Language::Swedish | Language::English => ", ",
        Language::Japanese => "、",
    };
    format!(
        "{}{separator}{contract}{}{separator}{result}",
        hand.declarer,
        trump.unwrap_or_default()
    )
}

/// A batch's main edit: the one that is not a later hand's dealer written
/// down, or its last.
fn main_edit(edits: &[crate::ledger::editor::Edit]) -> Option<&crate::ledger::editor::Edit> {
    edits
        .iter()
        .find(|e| !matches!(e, crate::ledger::editor::Edit::Replace(..)))
        .or(edits.last())
}

/// What an undo or a redo of `edit` would change, in a few words for its
/// button and tooltip ("giv 5", "rättelsen av giv 3", "priset"). `hands`:
/// the hands recorded now (a hand pushed is the last of them).
pub fn edit_short(edit: &crate::ledger::editor::Edit, hands: usize, language: Language) -> String {
    use crate::ledger::editor::Edit;
    let hand = |n: usize| match language {
        Language::Swedish => format!("giv {n}"),
        Language::English => format!("hand {n}"),
        Language::Japanese => format!("第{n}ディール"),
    };
    match edit {
        Edit::Push(_) => hand(hands.max(1)),
        Edit::Insert(i, _) => hand(i + 1),
        Edit::Replace(i, _) => match language {
            Language::Swedish => format!("rättelsen av giv {}", i + 1),
            Language::English => format!("the correction of hand {}", i + 1),
            Language::Japanese => format!("第{}ディールの訂正", i + 1),
        },
        Edit::Remove(i) => match language {
            Language::Swedish => format!("borttagningen av giv {}", i + 1),
            Language::English => format!("the deletion of hand {}", i + 1),
            Language::Japanese => format!("第{}ディールの削除", i + 1),
        },
        Edit::OddPinnar(_) => match language {
            Language::Swedish => "udda pinnar".into(),
            Language::English => "the odd pinnar".into(),
            Language::Japanese => "端数のピンネ".into(),
        },
        Edit::LastRound(_) => match language {
            Language::Swedish => "sista varvet".into(),
            Language::English => "the last round".into(),
            Language::Japanese => "最終周".into(),
        },
        Edit::Price(_) => match language {
            Language::Swedish => "priset".into(),
            Language::English => "the price".into(),
            Language::Japanese => "価格".into(),
        },
        Edit::Batch(edits) => {
            main_edit(edits).map_or_else(String::new, |e| edit_short(e, hands, language))
        }
    }
}

/// What an edit of an evening does, in a language, for the pullvakt to
/// read after a change, an undo or a redo ("giv 3 rättad: Bo, Turné 8 i
/// ofärg, 8 stick"). `pushed` is the number a new hand gets.
pub fn edit_words(
    edit: &crate::ledger::editor::Edit,
    pushed: usize,
    table: &crate::rules::table::BidTable,
    language: Language,
) -> String {
    use crate::ledger::editor::Edit;
    use Language::{English, Japanese, Swedish};
    let hand = |h| hand_words(h, table, language);
    match (edit, language) {
        // A hand put back at the end is a hand recorded (an undone deletion
        // of the last hand, a redone recording).
        (Edit::Push(h), Swedish) => format!("giv {pushed} registrerad: {}", hand(h)),
        (Edit::Insert(i, h), Swedish) if i + 1 == pushed => {
            format!("giv {pushed} registrerad: {}", hand(h))
        }
        (Edit::Push(h), English) => format!("hand {pushed} recorded: {}", hand(h)),
        (Edit::Insert(i, h), English) if i + 1 == pushed => {
            format!("hand {pushed} recorded: {}", hand(h))
        }
        (Edit::Push(h), Japanese) => format!("第{pushed}ディールを記録:{}", hand(h)),
        (Edit::Insert(i, h), Japanese) if i + 1 == pushed => {
            format!("第{pushed}ディールを記録:{}", hand(h))
        }
        (Edit::Insert(i, h), Swedish) => format!("giv {} infogad: {}", i + 1, hand(h)),
        (Edit::Insert(i, h), English) => format!("hand {} inserted: {}", i + 1, hand(h)),
        (Edit::Insert(i, h), Japanese) => format!("第{}ディールを挿入:{}", i + 1, hand(h)),
        (Edit::Replace(i, h), Swedish) => format!("giv {} rättad: {}", i + 1, hand(h)),
        (Edit::Replace(i, h), English) => format!("hand {} corrected: {}", i + 1, hand(h)),
        (Edit::Replace(i, h), Japanese) => format!("第{}ディールを訂正:{}", i + 1, hand(h)),
        (Edit::Remove(i), Swedish) => format!("giv {} borttagen", i + 1),
        (Edit::Remove(i), English) => format!("hand {} deleted", i + 1),
        (Edit::Remove(i), Japanese) => format!("第{}ディールを削除", i + 1),
        (Edit::OddPinnar(_), Swedish) => "udda pinnar vid betdelningen ändrade".into(),
        (Edit::OddPinnar(_), English) => "odd pinnar at the betdelning changed".into(),
        (Edit::OddPinnar(_), Japanese) => "精算の端数のピンネを変更".into(),
        (Edit::LastRound(Some(from)), Swedish) => format!("sista varvet börjar med giv {from}"),
        (Edit::LastRound(Some(from)), English) => {
            format!("the last round starts with hand {from}")
        }
        (Edit::LastRound(Some(from)), Japanese) => format!("最終周は第{from}ディールから"),
        (Edit::LastRound(None), Swedish) => "sista varvet ångrat".into(),
        (Edit::LastRound(None), English) => "the last round taken back".into(),
        (Edit::LastRound(None), Japanese) => "最終周を取り消し".into(),
        (Edit::Price(price), _) => {
            let currency = price.currency.as_deref().unwrap_or_default();
            match (price.price_per_bet_ore, language) {
                (Some(ore), Language::Swedish) => {
                    format!(
                        "priset per bet är {}",
                        amount::price(ore, currency, language)
                    )
                }
                (Some(ore), Language::English) => {
                    format!(
                        "the price of a bet is {}",
                        amount::price(ore, currency, language)
                    )
                }
                (None, Language::Swedish) => "kvällen spelas utan pengar".into(),
                (None, Language::English) => "the evening is played without money".into(),
                (Some(ore), Language::Japanese) => {
                    format!("1ベターの価格は{}", amount::price(ore, currency, language))
                }
                (None, Language::Japanese) => "この夜はお金なしでプレイします".into(),
            }
        }
        // A batch is its main edit, with the dealers of the later hands
        // written down before it (or put back after it, when undone).
        (Edit::Batch(edits), _) => {
            let words = main_edit(edits)
                .map_or_else(String::new, |e| edit_words(e, pushed, table, language));
            match language {
                Swedish => format!("{words} (givarna i de följande givarna behållna)"),
                English => format!("{words} (the dealers of the later hands kept)"),
                Japanese => format!("{words}(以降のディールのディーラーはそのまま)"),
            }
        }
    }
}
