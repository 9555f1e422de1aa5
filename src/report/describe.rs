//! A hand's postings in words, as the pullvakt would say them:
//! "Anna lyfter 1 bet ur pullan. Bo och Cia betalar Anna 3 pinnar var."

use crate::ledger::amount::Unit;
use crate::ledger::evening::Hand;
use crate::ledger::{Account, Posting, Reason};
use crate::report::amount::{self, Reader};
use crate::report::words::{rebuys_words, second_last_words};
use crate::rules::table::{BidTable, Language};

/// An amount of pinnar in words: `1 bet`, `2 betar och 3 pinnar`, `1 pinne`
/// (in points for a reader who counts in them: [`amount::words`]).
pub fn amount_words(pinnar: i64, pinnar_per_bet: i64, reader: impl Into<Reader>) -> String {
    amount::words(pinnar, pinnar_per_bet, reader)
}

/// Names joined as people say them: `Bo`, `Bo och Cia`, `Anna, Bo och Cia`.
pub fn join_names(names: &[&str], language: Language) -> String {
    match (names, language) {
        ([], _) => String::new(),
        ([one], _) => (*one).to_string(),
        ([init @ .., last], Language::Swedish) => format!("{} och {last}", init.join(", ")),
        ([init @ .., last], Language::English) => format!("{} and {last}", init.join(", ")),
        ([init @ .., last], Language::Japanese) => format!("{}と{last}", init.join("、")),
    }
}

/// Postings grouped as one sentence: same reason, amount and counterpart.
struct Group {
    reason: Reason,
    amount: i64,
    from: Vec<Account>,
    to: Vec<Account>,
}

fn groups(postings: &[Posting]) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for p in postings {
        if let Some(last) = out.last_mut()
            && last.reason == p.reason
            && last.amount == p.amount
        {
            let same_to = last.to.as_slice() == [p.to];
            let same_from = last.from.as_slice() == [p.from];
            if same_to && !last.from.contains(&p.from) {
                last.from.push(p.from);
                continue;
            }
            if same_from && !last.to.contains(&p.to) {
                last.to.push(p.to);
                continue;
            }
        }
        out.push(Group {
            reason: p.reason,
            amount: p.amount,
            from: vec![p.from],
            to: vec![p.to],
        });
    }
    out
}

/// The postings as sentences in the given language.
pub fn describe(
    postings: &[Posting],
    players: &[String],
    pinnar_per_bet: i64,
    reader: impl Into<Reader>,
) -> Vec<String> {
    describe_in(
        postings,
        players,
        Unit::Pinnar {
            per_bet: pinnar_per_bet,
        },
        reader,
    )
}

/// The postings as sentences in the ledger's unit: betar and pinnar, or in
/// a levels table (Isbergsvira) the payments between players in points and
/// the pulla's in betar.
pub fn describe_in(
    postings: &[Posting],
    players: &[String],
    unit: Unit,
    reader: impl Into<Reader>,
) -> Vec<String> {
    let reader = reader.into();
    groups(postings)
        .into_iter()
        .map(|g| match reader.language {
            Language::Japanese => sentence_ja(&g, players, unit),
            Language::Swedish => sentence_sv(&g, players, unit, reader),
            Language::English => sentence_en(&g, players, unit, reader),
        })
        .collect()
}

/// What a hand was beyond its contract, trump and result, in words: the
/// levels family's rebuys (`2 omköp`) and the auction's second-last bid
/// (`näst sista bud: Solo 9`, the contract named from the table in the
/// language). Empty for a classic hand, which has neither.
pub fn hand_facts(hand: &Hand, table: &BidTable, language: Language) -> Vec<String> {
    let mut facts = Vec::new();
    if let Some(id) = &hand.second_last {
        let name = table
            .contract(id)
            .map_or(id.as_str(), |c| c.name.get(language));
        facts.push(second_last_words(name, language));
    }
    if hand.rebuys > 0 {
        facts.push(rebuys_words(hand.rebuys, language));
    }
    facts
}

/// A hand's line of the protocol in words, as the app's tooltip shows it:
/// the declarer, the contract with its second-last bid and rebuys, the trump
/// and the result (the cells of `row`, whole), then what the line paid
/// (omköp, pot and points or pinnar; refills and penalties have lines of
/// their own), in the ledger's `unit` as [`describe_in`] says it.
pub fn row_description(
    row: &crate::report::ProtocolRow,
    postings: &[Posting],
    players: &[String],
    unit: Unit,
    reader: impl Into<Reader>,
) -> Vec<String> {
    let reader = reader.into();
    let [_, _, declarer, contract, trump, result] = &row.cells;
    let what: Vec<String> = [contract, trump, result]
        .into_iter()
        .filter(|cell| !cell.is_empty())
        .cloned()
        .collect();
    let paid: Vec<Posting> = postings
        .iter()
        .filter(|p| matches!(p.reason, Reason::Omkop | Reason::Pot | Reason::Pinnar))
        .copied()
        .collect();
    std::iter::once(format!(
        "{declarer}: {}",
        crate::report::amount::comma_list(&what, reader.language)
    ))
    .chain(describe_in(&paid, players, unit, reader))
    .collect()
}

/// What phones did to deal `deal`, from the evening's history, one line
/// each: "Registrerad från Annas telefon (3fa2c1b0) 21:04:37".
pub fn change_words(
    changes: &[crate::ledger::evening::Change],
    deal: usize,
    language: Language,
) -> Vec<String> {
    use crate::ledger::evening::ChangeKind;
    changes
        .iter()
        .filter(|c| c.deal == deal)
        .map(|c| {
            let text = match c.kind {
                ChangeKind::Recorded => crate::i18n::Text::RecordedFromAt,
                ChangeKind::Corrected => crate::i18n::Text::CorrectedFromAt,
                ChangeKind::Undone => crate::i18n::Text::TakenBackFromAt,
            };
            crate::i18n::say(language, text, &[&c.by, &c.at])
                .trim_end()
                .to_string()
        })
        .collect()
}

/// A won jackpot in words: "Cia tar hela pullan: jackpott."
pub fn jackpot_words(declarer: &str, language: Language) -> String {
    match language {
        Language::Swedish => format!("{declarer} tar hela pullan: jackpott."),
        Language::English => format!("{declarer} takes the whole pulla: jackpot."),
        Language::Japanese => format!("{declarer}がポットを全部取ります:ジャックポット。"),
    }
}

/// A levels value and the sum behind it, per opponent: "Värde: (16 + 8)
/// × 2 = 48 poäng"; a value that is not whole is rounded as paid ("4/3 × 3
/// = 4 poäng").
pub fn value_sum_words(
    value: &crate::ledger::scoring::levels::Value,
    language: Language,
) -> String {
    let mut sum = match value.second_last {
        Some(other) => format!("({} + {other})", value.level),
        None => value.level.to_string(),
    };
    for m in [value.rank_multiplier, value.multiplier] {
        if m != 1 {
            sum.push_str(&format!(" × {m}"));
        }
    }
    let points = points_words(value.points, language);
    let exact = value.exact.to_string();
    let result = if exact == value.points.to_string() {
        points
    } else {
        format!("{exact} ≈ {points}")
    };
    let each = match language {
        Language::Swedish => "Värde per motspelare",
        Language::English => "Value per opponent",
        Language::Japanese => "相手1人あたりの値",
    };
    if sum == exact {
        format!("{each}: {result}")
    } else {
        format!("{each}: {sum} = {result}")
    }
}

/// One group of like postings as a sentence.
/// Accounts as a list of names ("Bo och Cia", "the pulla").
fn account_names(accounts: &[Account], players: &[String], language: Language) -> String {
    let list: Vec<&str> = accounts
        .iter()
        .map(|account| match account {
            Account::Pulla => match language {
                Language::Swedish => "pullan",
                Language::English => "the pulla",
                Language::Japanese => "ポット",
            },
            Account::Player(s) => crate::report::words::seat_name(players, *s),
        })
        .collect();
    join_names(&list, language)
}

/// A group's amount in words: points between players in a levels table,
/// else betar and pinnar (or points, for a reader who counts in them).
fn group_amount(g: &Group, unit: Unit, reader: Reader) -> String {
    let between_players = g.reason == Reason::Pinnar;
    match unit {
        Unit::Points { .. } if between_players => points_words(g.amount, reader.language),
        Unit::Points { per_bet } | Unit::Pinnar { per_bet } => {
            amount_words(g.amount, per_bet, reader)
        }
    }
}

/// Points in words: `1 poäng`, `96 poäng`, `1 point`, `96 points`.
pub fn points_words(points: i64, language: Language) -> String {
    amount::points_words(points, language)
}

/// One group of like postings as a Japanese sentence (amounts in points).
fn sentence_ja(g: &Group, players: &[String], unit: Unit) -> String {
    let language = Language::Japanese;
    let names = |accounts: &[Account]| account_names(accounts, players, language);
    let everyone = |accounts: &[Account]| accounts.len() == players.len() && players.len() > 1;
    let amount = group_amount(g, unit, Reader::from(language));
    let each = if g.from.len() > 1 || g.to.len() > 1 {
        "ずつ"
    } else {
        ""
    };
    match (g.reason, g.from.as_slice(), g.to.as_slice()) {
        (Reason::Ala, from, _) if everyone(from) => {
            format!("全員がポットに{amount}ずつ拠出します。")
        }
        (Reason::Refill, from, _) if everyone(from) => {
            format!("ポットが足りません:全員が{amount}ずつ出します。")
        }
        (Reason::PassPenalty, from, _) => format!(
            "{}はロー・ガードなしでパスしたので、ポットに{amount}{each}支払います。",
            names(from)
        ),
        (Reason::Split, _, to) => format!("{}がポットから{amount}{each}もらいます。", names(to)),
        (_, [Account::Pulla], to) => {
            format!("{}がポットから{amount}{each}もらいます。", names(to))
        }
        (Reason::Omkop, from, [Account::Pulla]) => format!(
            "再交換のため、{}がポットに{amount}{each}支払います。",
            names(from)
        ),
        (_, from, [Account::Pulla]) => {
            format!("{}がポットに{amount}{each}支払います。", names(from))
        }
        (Reason::Omkop, from, to) => format!(
            "再交換のため、{}が{}に{amount}{each}支払います。",
            names(from),
            names(to)
        ),
        (_, from, to) => format!("{}が{}に{amount}{each}支払います。", names(from), names(to)),
    }
}

/// One group of like postings as a Swedish sentence.
fn sentence_sv(g: &Group, players: &[String], unit: Unit, reader: Reader) -> String {
    let language = Language::Swedish;
    let names = |accounts: &[Account]| account_names(accounts, players, language);
    let everyone = |accounts: &[Account]| accounts.len() == players.len() && players.len() > 1;
    let amount = group_amount(g, unit, reader);
    let each = if g.from.len() > 1 || g.to.len() > 1 {
        " var"
    } else {
        ""
    };
    match (g.reason, g.from.as_slice(), g.to.as_slice()) {
        (Reason::Ala, from, _) if everyone(from) => {
            format!("Alla ålar {amount}.")
        }
        (Reason::Refill, from, _) if everyone(from) => {
            format!("Pullan räcker inte: alla fyller på med {amount}.")
        }
        (Reason::PassPenalty, from, _) => {
            format!(
                "{} passade utan läggarder och sätter {amount}{each} i pullan.",
                names(from)
            )
        }
        (Reason::Split, _, to) => {
            format!("{} får {amount}{each} ur pullan.", names(to))
        }
        (_, [Account::Pulla], to) => {
            format!("{} lyfter {amount}{each} ur pullan.", names(to))
        }
        (reason, from, [Account::Pulla]) => {
            let who = names(from);
            // The levels family pays its rebuys into the pulla.
            let rebuys = reason == Reason::Omkop;
            if rebuys {
                format!("För omköp sätter {who} {amount}{each} i pullan.")
            } else {
                format!("{who} sätter {amount}{each} i pullan.")
            }
        }
        (reason, from, to) => {
            if reason == Reason::Omkop {
                format!(
                    "För omköpet betalar {} {} {amount}{each}.",
                    names(from),
                    names(to)
                )
            } else {
                format!("{} betalar {} {amount}{each}.", names(from), names(to))
            }
        }
    }
}

/// One group of like postings as an English sentence.
fn sentence_en(g: &Group, players: &[String], unit: Unit, reader: Reader) -> String {
    let language = Language::English;
    let names = |accounts: &[Account]| account_names(accounts, players, language);
    let everyone = |accounts: &[Account]| accounts.len() == players.len() && players.len() > 1;
    let amount = group_amount(g, unit, reader);
    let each = if g.from.len() > 1 || g.to.len() > 1 {
        " each"
    } else {
        ""
    };
    match (g.reason, g.from.as_slice(), g.to.as_slice()) {
        (Reason::Ala, from, _) if everyone(from) => {
            format!("Everyone puts {amount} in the pulla (åla).")
        }
        (Reason::Refill, from, _) if everyone(from) => {
            format!("The pulla is short: everyone puts in {amount}.")
        }
        (Reason::PassPenalty, from, _) => {
            format!(
                "{} passed without low guards and {} {amount}{each} in the pulla.",
                names(from),
                if from.len() > 1 { "put" } else { "puts" }
            )
        }
        (Reason::Split, _, to) => {
            format!(
                "{} {} {amount}{each} from the pulla.",
                names(to),
                if to.len() > 1 { "get" } else { "gets" }
            )
        }
        (_, [Account::Pulla], to) => {
            format!(
                "{} {} {amount}{each} from the pulla.",
                names(to),
                if to.len() > 1 { "take" } else { "takes" }
            )
        }
        (reason, from, [Account::Pulla]) => {
            let who = names(from);
            // The levels family pays its rebuys into the pulla.
            let rebuys = reason == Reason::Omkop;
            let verb = if from.len() > 1 { "put" } else { "puts" };
            if rebuys {
                format!("For rebuying, {who} {verb} {amount}{each} in the pulla.")
            } else {
                format!("{who} {verb} {amount}{each} in the pulla.")
            }
        }
        (reason, from, to) => {
            let verb = if from.len() > 1 { "pay" } else { "pays" };
            if reason == Reason::Omkop {
                format!(
                    "For the omköp, {} {verb} {} {amount}{each}.",
                    names(from),
                    names(to)
                )
            } else {
                format!("{} {verb} {} {amount}{each}.", names(from), names(to))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::registry::TableRegistry;

    fn hand_words(hand: &str, language: Language) -> Vec<String> {
        let source = format!(
            r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
               players: ["Anna", "Bo", "Cia"], first_dealer: "Cia", hands: [{hand}])"#
        );
        let settled =
            crate::ledger::settle_source(&TableRegistry::built_in(), "t.ron", &source).unwrap();
        let hand = &settled.settlement.hands[0];
        describe(&hand.postings, &settled.settlement.players, 8, language)
    }

    #[test]
    fn a_levels_value_shows_its_sum() {
        let value = |hand: &str| {
            let source = format!(
                r#"Evening(format: 1, date: "2026-11-21", table: "isberg",
                   players: ["Anna", "Bo", "Cia"], first_dealer: "Anna", hands: [{hand}])"#
            );
            let settled =
                crate::ledger::settle_source(&TableRegistry::built_in(), "t.ron", &source).unwrap();
            settled.settlement.hands[0].value_sum.unwrap()
        };
        let solo = value(
            r#"Hand(declarer: "Cia", contract: "solo-10", trump: Preference, second_last: "solo-9", result: Tricks(10))"#,
        );
        assert_eq!(solo.points, 192);
        assert_eq!(
            value_sum_words(&solo, Language::Swedish),
            "Värde per motspelare: (32 + 16) × 4 = 192 poäng"
        );
        assert_eq!(
            value_sum_words(&solo, Language::English),
            "Value per opponent: (32 + 16) × 4 = 192 points"
        );
        // Below sea level no second-last bid is added.
        let tringel = value(
            r#"Hand(declarer: "Cia", contract: "tringel-9", trump: Preference, result: Tricks(9))"#,
        );
        assert_eq!(
            value_sum_words(&tringel, Language::Swedish),
            "Värde per motspelare: 4 × 4 × 3 = 48 poäng"
        );
    }

    #[test]
    fn an_isbergsvira_hand_pays_points_between_players_and_betar_with_the_pulla() {
        let source = r#"Evening(format: 1, date: "2026-11-21", table: "isberg",
               players: ["Anna", "Bo", "Cia"], first_dealer: "Anna", hands: [
               Hand(declarer: "Cia", contract: "tringel-9", trump: Preference, rebuys: 1, result: Tricks(9))])"#;
        let settled =
            crate::ledger::settle_source(&TableRegistry::built_in(), "t.ron", source).unwrap();
        let hand = &settled.settlement.hands[0];
        let players = &settled.settlement.players;
        assert_eq!(
            describe_in(
                &hand.postings,
                players,
                settled.rules.unit(),
                Language::Swedish
            ),
            [
                "För omköp sätter Cia 3 betar i pullan.",
                "Cia lyfter 3 betar ur pullan.",
                "Bo och Anna betalar Cia 48 poäng var."
            ]
        );
        assert_eq!(
            describe_in(
                &hand.postings,
                players,
                settled.rules.unit(),
                Language::English
            )[0],
            "For rebuying, Cia puts 3 betar in the pulla."
        );
        let table = &settled.rules.table;
        let recorded = &settled.evening.hands[0];
        assert_eq!(hand_facts(recorded, table, Language::Swedish), ["1 omköp"]);
        assert_eq!(hand_facts(recorded, table, Language::English), ["1 rebuy"]);
        assert_eq!(
            jackpot_words("Cia", Language::Swedish),
            "Cia tar hela pullan: jackpott."
        );
    }

    #[test]
    fn a_won_game_in_swedish_and_english() {
        let hand =
            r#"Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(7))"#;
        assert_eq!(
            hand_words(hand, Language::Swedish),
            [
                "Anna lyfter 1 bet ur pullan.",
                "Bo och Cia betalar Anna 3 pinnar var."
            ]
        );
        assert_eq!(
            hand_words(hand, Language::English),
            [
                "Anna takes 1 bet from the pulla.",
                "Bo and Cia pay Anna 3 pinnar each."
            ]
        );
    }

    #[test]
    fn omkop_loss_refill_and_penalty() {
        let hand = r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Second, omkop: Some(Preference), result: Tricks(7))"#;
        assert_eq!(
            hand_words(hand, Language::Swedish),
            [
                "För omköpet betalar Anna Bo och Cia 1 bet och 3 pinnar var.",
                "Anna sätter 15 betar i pullan.",
                "Anna betalar Bo och Cia 5 pinnar var.",
            ]
        );
        let gok =
            r#"Hand(declarer: "Anna", contract: "gok", result: Tricks(0), gok_penalty: ["Bo"])"#;
        assert_eq!(
            hand_words(gok, Language::Swedish),
            [
                "Anna lyfter 1 bet ur pullan.",
                "Bo passade utan läggarder och sätter 1 bet i pullan."
            ]
        );
        let big = r#"Hand(declarer: "Anna", contract: "tringel-9", trump: Preference, result: Tricks(13))"#;
        // 3 betar + 0 overtrick bonus; the pulla holds 3 after the åla: no refill.
        assert_eq!(
            hand_words(big, Language::English)[0],
            "Anna takes 3 betar from the pulla."
        );
    }

    #[test]
    fn amounts() {
        assert_eq!(amount_words(8, 8, Language::Swedish), "1 bet");
        assert_eq!(
            amount_words(19, 8, Language::Swedish),
            "2 betar och 3 pinnar"
        );
        assert_eq!(amount_words(1, 8, Language::English), "1 pinne");
        assert_eq!(
            join_names(&["Anna", "Bo", "Cia"], Language::Swedish),
            "Anna, Bo och Cia"
        );
    }
}
