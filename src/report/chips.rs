//! The chips in words and in JSON: each hand's chip moves as a pullvakt
//! would say them, the bowls and the pulla, and the final reckoning.

use crate::i18n::Text;

use serde_json::{Map, Value, json};

use crate::chips::follow::{ChipEvent, TokenWhy};
use crate::chips::index::{Kind, PerKind, Seat};
use crate::chips::reckoning::{BuyBack, Reckoning, Swap};
use crate::chips::set::Place;
use crate::chips::state::{ChipState, Holding, Resolved, Spot, Token};
use crate::chips::{ChipEvening, ChipHand};
use crate::report::words::seat_name;
use crate::rules::table::Language;

/// The name of the player in a seat.
fn name(players: &[String], seat: Seat) -> &str {
    seat_name(players, seat.index())
}

/// Why the chips could not follow the evening, in words: the words of
/// the kind ([`crate::words::chip_error_words`]).
pub use crate::words::chip_error_words;

/// A name in the genitive: `Bos`, `Annas`, `Lars` (Swedish), `Bo's`.
pub fn genitive(name: &str, language: Language) -> String {
    match language {
        Language::Swedish if name.ends_with(['s', 'x', 'z', 'S', 'X', 'Z']) => name.to_string(),
        Language::Swedish => format!("{name}s"),
        Language::English => format!("{name}'s"),
        Language::Japanese => format!("{name}の"),
    }
}

/// `pulla` or a player's name, as the subject of a sentence.
fn spot_name(spot: Spot, players: &[String], language: Language) -> String {
    match (spot, language) {
        (Spot::Bowl(seat), _) => name(players, seat).to_string(),
        (Spot::Pulla, Language::Swedish) => "pullan".into(),
        (Spot::Pulla, Language::English) => "the pulla".into(),
        (Spot::Pulla, Language::Japanese) => "ポット".into(),
    }
}

/// `3 pinnar`, `1 bet`.
pub fn count_words(chips: &Resolved, kind: Kind, count: i64, language: Language) -> String {
    format!("{count} {}", chips.kind_name(kind, count, language))
}

/// Chips `(colour, kind, count)` in words, by kind, the colours said where
/// any is not `own`: `3 betar (1 Bos, 2 Annas)`.
pub fn chips_words(
    chips: &Resolved,
    list: &[(Seat, Kind, i64)],
    own: Option<Seat>,
    players: &[String],
    language: Language,
) -> String {
    let mut kinds: Vec<Kind> = list.iter().map(|&(_, k, _)| k).collect();
    kinds.sort_unstable();
    kinds.dedup();
    let parts: Vec<String> = kinds
        .into_iter()
        .filter_map(|kind| {
            let of_kind: Vec<(Seat, i64)> = list
                .iter()
                .filter(|&&(_, k, n)| k == kind && n > 0)
                .map(|&(c, _, n)| (c, n))
                .collect();
            let total: i64 = of_kind.iter().map(|(_, n)| n).sum();
            if total == 0 {
                return None;
            }
            let words = count_words(chips, kind, total, language);
            if of_kind.iter().all(|&(c, _)| Some(c) == own) {
                return Some(words);
            }
            let mut colours: Vec<(Seat, i64)> = Vec::new();
            for (c, n) in of_kind {
                match colours.iter_mut().find(|(cc, _)| *cc == c) {
                    Some((_, m)) => *m += n,
                    None => colours.push((c, n)),
                }
            }
            let said: Vec<String> = colours
                .iter()
                .map(|&(c, n)| format!("{n} {}", genitive(name(players, c), language)))
                .collect();
            Some(format!(
                "{words} ({})",
                crate::report::amount::comma_list(&said, language)
            ))
        })
        .collect();
    and_list(&parts, language)
}

fn and_list(parts: &[String], language: Language) -> String {
    crate::report::amount::and_list(parts, language)
}

/// An amount in words: `1 bet`, `6 betar`, `2 betar och 3 pinnar` (`2
/// betar and 3 pinnar` in English).
pub fn amount_words(pinnar: i64, bet: i64, language: Language) -> String {
    crate::report::amount::words(pinnar, bet, language)
}

fn betar(chips: &Resolved, pinnar: i64, language: Language) -> String {
    amount_words(pinnar, chips.bet, language)
}

fn token_sentence(
    chips: &Resolved,
    token: &Token,
    why: TokenWhy,
    players: &[String],
    language: Language,
) -> String {
    let name = name(players, token.owner);
    let kind = chips.kind_name(token.kind, 1, language);
    let worth = betar(chips, token.value, language);
    let rule_name = chips
        .settings
        .tokens
        .get(token.rule)
        .and_then(|r| r.name.as_ref())
        .map(|n| match language {
            // A name from a file without Japanese: the program's word for
            // its Swedish (sexmastare is セクスマスターレ) before English.
            Language::Japanese => n
                .japanese()
                .or_else(|| crate::i18n::japanese(&n.sv))
                .unwrap_or(&n.en)
                .to_string(),
            Language::Swedish | Language::English => n.get(language).to_string(),
        });
    match (token.place, why, language) {
        (Place::In, _, Language::Swedish) => {
            format!("{name} har inga betar kvar: en {kind} i pullan räknas som {worth}")
        }
        (Place::In, _, Language::English) => {
            format!("{name} has no betar left: a {kind} in the pulla counts as {worth}")
        }
        (Place::Under, _, Language::Swedish) => format!(
            "{name} skjuter in en {kind} under pullan: {}{worth}",
            rule_name.map(|n| format!("{n}, ")).unwrap_or_default()
        ),
        (Place::Under, _, Language::English) => format!(
            "{name} pushes a {kind} under the pulla: {}{worth}",
            rule_name.map(|n| format!("{n}, ")).unwrap_or_default()
        ),
        (Place::In, _, Language::Japanese) => {
            format!("{name}はベターのチップがありません:ポットの{kind}は{worth}に数えます")
        }
        (Place::Under, _, Language::Japanese) => format!(
            "{name}がポットの下に{kind}を差し込みます:{}{worth}",
            rule_name.map(|n| format!("{n}、")).unwrap_or_default()
        ),
    }
}

/// A token going back to its owner at the reckoning, in words.
fn token_back_sentence(
    chips: &Resolved,
    token: &Token,
    players: &[String],
    language: Language,
) -> String {
    let name = name(players, token.owner);
    let kind = chips.kind_name(token.kind, 1, language);
    let owner = genitive(name, language);
    let worth = betar(chips, token.value, language);
    match (language, token.place) {
        (Language::Swedish, Place::In) => {
            format!("{owner} {kind} i pullan går tillbaka till {name} ({worth})")
        }
        (Language::Swedish, Place::Under) => {
            format!("{owner} {kind} under pullan går tillbaka till {name} ({worth})")
        }
        (Language::English, Place::In) => {
            format!("{owner} {kind} in the pulla goes back to {name} ({worth})")
        }
        (Language::English, Place::Under) => {
            format!("{owner} {kind} under the pulla goes back to {name} ({worth})")
        }
        (Language::Japanese, Place::In) => {
            format!("ポットの中の{owner}{kind}が{name}に戻ります({worth})")
        }
        (Language::Japanese, Place::Under) => {
            format!("ポットの下の{owner}{kind}が{name}に戻ります({worth})")
        }
    }
}

/// A player's paper with the pulla (`total` pinnar owed to them, or by
/// them when negative, or struck out at zero), in words.
fn tab_sentence(chips: &Resolved, name: &str, total: i64, language: Language) -> String {
    let amount = betar(chips, total.abs(), language);
    let owner = genitive(name, language);
    match (language, total.signum()) {
        (Language::Swedish, 1) => format!("{name} har {amount} till godo i pullan (på papperet)"),
        (Language::Swedish, -1) => format!("{name} är skyldig pullan {amount} (på papperet)"),
        (Language::Swedish, _) => format!("{owner} papper med pullan stryks"),
        (Language::English, 1) => format!("{name} has {amount} to come from the pulla (on paper)"),
        (Language::English, -1) => format!("{name} owes the pulla {amount} (on paper)"),
        (Language::English, _) => format!("{owner} paper with the pulla is struck out"),
        (Language::Japanese, 1) => {
            format!("{name}はポットから{amount}を受け取る分があります(紙の上)")
        }
        (Language::Japanese, -1) => format!("{name}はポットに{amount}の借りがあります(紙の上)"),
        (Language::Japanese, _) => format!("{owner}ポットとの紙の上の貸し借りは消されます"),
    }
}

/// Moves between the same two places, said together.
type MoveGroup = (Spot, Spot, Vec<(Seat, Kind, i64)>);

/// The events of one posting in words, one sentence each (moves between
/// the same two places joined).
pub fn events_words(
    chips: &Resolved,
    events: &[ChipEvent],
    players: &[String],
    language: Language,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut group: Option<MoveGroup> = None;
    let flush = |group: &mut Option<MoveGroup>, lines: &mut Vec<String>| {
        if let Some((from, to, list)) = group.take() {
            let own = match from {
                Spot::Bowl(seat) => Some(seat),
                Spot::Pulla => match to {
                    Spot::Bowl(seat) => Some(seat),
                    Spot::Pulla => None,
                },
            };
            lines.push(format!(
                "{} → {}: {}",
                spot_name(from, players, language),
                spot_name(to, players, language),
                chips_words(chips, &list, own, players, language)
            ));
        }
    };
    for event in events {
        if let ChipEvent::Move {
            from,
            to,
            colour,
            kind,
            count,
        } = event
        {
            match &mut group {
                Some((f, t, list)) if f == from && t == to => list.push((*colour, *kind, *count)),
                _ => {
                    flush(&mut group, &mut lines);
                    group = Some((*from, *to, vec![(*colour, *kind, *count)]));
                }
            }
            continue;
        }
        flush(&mut group, &mut lines);
        lines.push(match event {
            ChipEvent::Move { .. } => String::new(),
            ChipEvent::Token { token, why } => {
                token_sentence(chips, token, *why, players, language)
            }
            ChipEvent::TokenBack { token } => token_back_sentence(chips, token, players, language),
            ChipEvent::Tab { seat, total, .. } => {
                tab_sentence(chips, name(players, *seat), *total, language)
            }
            ChipEvent::ThroughPulla { from, to, pinnar } => {
                let (from, to) = (name(players, *from), name(players, *to));
                let amount = betar(chips, *pinnar, language);
                match language {
                    Language::Swedish => {
                        format!("{from} har inte marker nog: {amount} till {to} går genom pullan")
                    }
                    Language::English => {
                        format!("{from} has too few chips: {amount} to {to} go through the pulla")
                    }
                    Language::Japanese => {
                        format!("{from}はチップが足りません:{to}への{amount}はポットを通ります")
                    }
                }
            }
        });
    }
    flush(&mut group, &mut lines);
    collapse(lines)
}

/// The same sentence n times in a row said once, with `(×n)`.
fn collapse(lines: Vec<String>) -> Vec<String> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for line in lines {
        match out.last_mut() {
            Some((last, n)) if *last == line => *n += 1,
            _ => out.push((line, 1)),
        }
    }
    out.into_iter()
        .map(|(line, n)| {
            if n > 1 {
                format!("{line} (×{n})")
            } else {
                line
            }
        })
        .collect()
}

/// The bowls that are running low or empty after a hand, in words; with
/// `before`, only those whose bet chips changed in the hand.
pub fn low_words(
    chips: &Resolved,
    hand: &ChipHand,
    before: Option<&ChipState>,
    players: &[String],
    language: Language,
) -> Vec<String> {
    hand.low
        .iter()
        .filter(|&&seat| {
            let now = chips.bet_chips(&hand.state.bowls[seat]);
            before.is_none_or(|b| chips.bet_chips(&b.bowls[seat]) != now)
        })
        .map(|&seat| {
            let name = name(players, seat);
            let n = chips.bet_chips(&hand.state.bowls[seat]);
            match (n, language) {
                (0, Language::Swedish) => format!("{name} har inga betar kvar i skålen"),
                (0, Language::English) => format!("{name} has no betar left in the bowl"),
                (0, Language::Japanese) => format!("{name}の手元にベターのチップがもうありません"),
                (n, Language::Swedish) => format!(
                    "{name} har bara {} kvar i skålen",
                    crate::report::amount::betar_words(n)
                ),
                (n, Language::English) => format!(
                    "{name} has only {} left in the bowl",
                    crate::report::amount::betar_words(n)
                ),
                (n, Language::Japanese) => format!("{name}の手元のベターは{n}枚だけです"),
            }
        })
        .collect()
}

/// A swap in words.
pub fn swap_words(chips: &Resolved, swap: &Swap, players: &[String], language: Language) -> String {
    let (seat, with) = (name(players, swap.seat), name(players, swap.with));
    let gives = chips_words(chips, &swap.gives, None, players, language);
    let gets = chips_words(chips, &swap.gets, None, players, language);
    match language {
        Language::Swedish => format!("{seat} växlar med {with}: ger {gives}, får tillbaka {gets}"),
        Language::English => format!("{seat} swaps with {with}: gives {gives}, gets back {gets}"),
        Language::Japanese => {
            format!("{seat}が{with}と交換:{gives}を渡し、{gets}を受け取ります")
        }
    }
}

/// A buy-back in words: `Bo köper tillbaka 2 betar och 3 runda av Anna: 22
/// pinnar, 13.75 kr`.
pub fn buyback_words(
    chips: &Resolved,
    buyback: &BuyBack,
    players: &[String],
    currency: &str,
    language: Language,
) -> String {
    let (from, to) = (name(players, buyback.from), name(players, buyback.to));
    let parts: Vec<String> = buyback
        .chips
        .iter()
        .map(|&(kind, count)| count_words(chips, kind, count, language))
        .collect();
    let what = and_list(&parts, language);
    let paper = amount_words(buyback.paper, chips.bet, language);
    let money = buyback
        .money_ore
        .map(|ore| {
            let comma = match language {
                Language::Swedish | Language::English => ", ",
                Language::Japanese => "、",
            };
            format!(
                "{comma}{}",
                crate::report::amount::money(ore, currency, language)
            )
        })
        .unwrap_or_default();
    let price = crate::report::amount::pinnar_said(buyback.pinnar, language);
    // The chips and what is owed on paper are said apart: "2 betar och 6
    // betar och 5 pinnar" would read as one heap.
    let deal = match (parts.is_empty(), buyback.paper > 0, language) {
        (false, false, Language::Swedish) => format!("{from} köper tillbaka {what} av {to}"),
        (false, false, Language::English) => format!("{from} buys back {what} from {to}"),
        (false, true, Language::Swedish) => {
            format!("{from} köper tillbaka {what} av {to} och löser {paper} på papperet")
        }
        (false, true, Language::English) => {
            format!("{from} buys back {what} from {to} and settles {paper} on paper")
        }
        (true, _, Language::Swedish) => format!("{from} löser {paper} på papperet hos {to}"),
        (true, _, Language::English) => format!("{from} settles {paper} on paper with {to}"),
        (false, false, Language::Japanese) => format!("{from}が{to}から{what}を買い戻します"),
        (false, true, Language::Japanese) => {
            format!("{from}が{to}から{what}を買い戻し、紙の上の{paper}を精算します")
        }
        (true, _, Language::Japanese) => format!("{from}が{to}と紙の上の{paper}を精算します"),
    };
    format!("{deal}: {price}{money}")
}

/// The reckoning in words, in its three steps, each with a heading.
pub fn reckoning_words(
    chips: &Resolved,
    reckoning: &Reckoning,
    players: &[String],
    currency: &str,
    language: Language,
) -> Vec<(String, Vec<String>)> {
    let say = |text| crate::i18n::pick(language, text).to_string();
    let share = reckoning
        .share
        .iter()
        .flat_map(|line| {
            let name = name(players, line.seat);
            let share = betar(chips, line.pinnar, language);
            let head = match language {
                Language::Swedish => format!("{name}s andel: {share}"),
                Language::English => format!("{name}'s share: {share}"),
                Language::Japanese => format!("{}取り分:{share}", genitive(name, language)),
            };
            let paper = betar(chips, line.paper, language);
            let paper = match (language, line.paper.signum()) {
                (Language::Swedish, 1) => Some(format!("{paper} på papperet, betalas i återköpet")),
                (Language::Swedish, -1) => Some(format!(
                    "{name} är skyldig {paper} på papperet, betalas i återköpet"
                )),
                (Language::English, 1) => Some(format!("{paper} on paper, paid in the buy-back")),
                (Language::English, -1) => Some(format!(
                    "{name} owes {paper} on paper, paid in the buy-back"
                )),
                (Language::Japanese, 1) => Some(format!("紙の上の{paper}、買い戻しで支払われます")),
                (Language::Japanese, -1) => Some(format!(
                    "{name}は紙の上で{paper}の借りがあり、買い戻しで支払います"
                )),
                (Language::Swedish | Language::English | Language::Japanese, _) => None,
            };
            std::iter::once(head).chain(
                events_words(chips, &line.events, players, language)
                    .into_iter()
                    .chain(paper)
                    .map(|l| format!("  {l}")),
            )
        })
        .collect();
    let swaps: Vec<String> = reckoning
        .swaps
        .iter()
        .map(|s| swap_words(chips, s, players, language))
        .collect();
    let buybacks: Vec<String> = reckoning
        .buybacks
        .iter()
        .map(|b| buyback_words(chips, b, players, currency, language))
        .collect();
    let none = |v: Vec<String>| {
        if v.is_empty() {
            vec![crate::i18n::pick(language, Text::Nothing).to_string()]
        } else {
            v
        }
    };
    vec![
        (say(Text::ThePullaDivided), share),
        (say(Text::WonChipsSwappedForLostOnes), none(swaps)),
        (say(Text::TheLosersBuyTheirChipsBack), none(buybacks)),
    ]
}

/// The chips of an evening as text: each hand's moves, then the reckoning.
pub fn chips_text(
    evening: &ChipEvening,
    players: &[String],
    currency: &str,
    language: Language,
) -> String {
    let chips = &evening.chips;
    let mut out = String::new();
    out.push_str(&format!("\n{}\n", crate::i18n::pick(language, Text::Chips)));
    let mut before = Some(&evening.start);
    let mut hand_block = |title: String, hand: &ChipHand, before: Option<&ChipState>| {
        out.push_str(&title);
        out.push('\n');
        for step in &hand.steps {
            for line in events_words(chips, &step.events, players, language) {
                out.push_str("  ");
                out.push_str(&line);
                out.push('\n');
            }
        }
        for line in low_words(chips, hand, before, players, language) {
            out.push_str("  ! ");
            out.push_str(&line);
            out.push('\n');
        }
    };
    hand_block(
        crate::i18n::pick(language, Text::Ala).into(),
        &evening.opening,
        before,
    );
    before = Some(&evening.opening.state);
    for (i, hand) in evening.hands.iter().enumerate() {
        let title = crate::i18n::say(language, Text::Hand, &[&(i + 1).to_string()]);
        hand_block(title, hand, before);
        before = Some(&hand.state);
    }
    out.push_str(&format!(
        "\n{}\n",
        crate::i18n::pick(language, Text::TheFinalReckoning)
    ));
    for (heading, lines) in reckoning_words(chips, &evening.reckoning, players, currency, language)
    {
        out.push_str(&heading);
        out.push('\n');
        for line in lines {
            out.push_str("  ");
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

fn kinds_json(chips: &Resolved, counts: &PerKind<i64>) -> Value {
    let mut map = Map::new();
    for (kind, &n) in counts.pairs() {
        if n != 0 {
            map.insert(kind_id(chips, kind).to_string(), json!(n));
        }
    }
    Value::Object(map)
}

fn holding_json(chips: &Resolved, holding: &Holding, players: &[String]) -> Value {
    let mut map = Map::new();
    for (colour, counts) in holding.counts.pairs() {
        if counts.iter().any(|&n| n != 0) {
            map.insert(name(players, colour).to_string(), kinds_json(chips, counts));
        }
    }
    Value::Object(map)
}

fn place_id(place: Place) -> &'static str {
    match place {
        Place::In => "in",
        Place::Under => "under",
    }
}

fn kind_id(chips: &Resolved, kind: Kind) -> &str {
    chips.kind(kind).id.as_str()
}

fn token_json(chips: &Resolved, token: &Token, players: &[String]) -> Value {
    json!({
        "owner": name(players, token.owner),
        "kind": kind_id(chips, token.kind),
        "place": place_id(token.place),
        "betar": token.value / chips.bet.max(1),
        "pinnar": token.value,
    })
}

/// Where the chips are, as JSON: each bowl and the pulla by owner colour
/// and kind, the tokens in and under the pulla, the pulla's paper.
pub fn state_json(chips: &Resolved, state: &ChipState, players: &[String]) -> Value {
    let mut bowls = Map::new();
    for (seat, bowl) in state.bowls.pairs() {
        bowls.insert(
            name(players, seat).to_string(),
            holding_json(chips, bowl, players),
        );
    }
    let mut paper = Map::new();
    for (seat, &t) in state.tab.pairs() {
        if t != 0 {
            paper.insert(name(players, seat).to_string(), json!(t));
        }
    }
    json!({
        "bowls": bowls,
        "pulla": holding_json(chips, &state.pulla, players),
        "tokens": state.tokens.iter().map(|t| token_json(chips, t, players)).collect::<Vec<_>>(),
        "paper": paper,
    })
}

fn spot_json(spot: Spot, players: &[String]) -> &str {
    match spot {
        Spot::Bowl(seat) => name(players, seat),
        Spot::Pulla => "pulla",
    }
}

/// One chip event as JSON.
pub fn event_json(chips: &Resolved, event: &ChipEvent, players: &[String]) -> Value {
    match event {
        ChipEvent::Move {
            from,
            to,
            colour,
            kind,
            count,
        } => json!({
            "event": "move",
            "from": spot_json(*from, players),
            "to": spot_json(*to, players),
            "colour": name(players, *colour),
            "kind": kind_id(chips, *kind),
            "count": count,
        }),
        ChipEvent::Token { token, why } => json!({
            "event": "token",
            "token": token_json(chips, token, players),
            "why": match why { TokenWhy::NoBetar => "no_betar", TokenWhy::RunningLow => "running_low" },
        }),
        ChipEvent::TokenBack { token } => json!({
            "event": "token_back",
            "token": token_json(chips, token, players),
        }),
        ChipEvent::Tab {
            seat,
            pinnar,
            total,
        } => json!({
            "event": "paper",
            "player": name(players, *seat),
            "pinnar": pinnar,
            "total": total,
        }),
        ChipEvent::ThroughPulla { from, to, pinnar } => json!({
            "event": "through_pulla",
            "from": name(players, *from),
            "to": name(players, *to),
            "pinnar": pinnar,
        }),
    }
}

/// A hand's chips as JSON: the state after it, its moves and the bowls
/// running low.
pub fn hand_json(chips: &Resolved, hand: &ChipHand, players: &[String]) -> Value {
    let mut value = state_json(chips, &hand.state, players);
    if let Value::Object(map) = &mut value {
        map.insert(
            "moves".into(),
            Value::Array(
                hand.steps
                    .iter()
                    .flat_map(|s| s.events.iter().map(|e| event_json(chips, e, players)))
                    .collect(),
            ),
        );
        map.insert(
            "low".into(),
            Value::Array(hand.low.iter().map(|&s| json!(name(players, s))).collect()),
        );
    }
    value
}

fn colour_chips_json(chips: &Resolved, list: &[(Seat, Kind, i64)], players: &[String]) -> Value {
    let mut map: Map<String, Value> = Map::new();
    for &(colour, kind, count) in list {
        let entry = map
            .entry(name(players, colour).to_string())
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(kinds) = entry {
            let id = kind_id(chips, kind).to_string();
            // The kind's count so far for this colour: none yet is 0.
            let before = kinds.get(&id).and_then(Value::as_i64).unwrap_or(0);
            kinds.insert(id, json!(before + count));
        }
    }
    Value::Object(map)
}

/// The final reckoning as JSON: `share`, `swaps`, `buybacks`.
pub fn reckoning_json(chips: &Resolved, reckoning: &Reckoning, players: &[String]) -> Value {
    json!({
        "share": reckoning.share.iter().map(|line| json!({
            "player": name(players, line.seat),
            "pinnar": line.pinnar,
            "paper": line.paper,
            "moves": line.events.iter().map(|e| event_json(chips, e, players)).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "swaps": reckoning.swaps.iter().map(|s| json!({
            "player": name(players, s.seat),
            "with": name(players, s.with),
            "gives": colour_chips_json(chips, &s.gives, players),
            "gets": colour_chips_json(chips, &s.gets, players),
            "pinnar": s.pinnar,
        })).collect::<Vec<_>>(),
        "buybacks": reckoning.buybacks.iter().map(|b| {
            let mut counts = chips.none();
            for &(kind, n) in &b.chips {
                counts[kind] += n;
            }
            json!({
                "from": name(players, b.from),
                "to": name(players, b.to),
                "chips": kinds_json(chips, &counts),
                "paper": b.paper,
                "pinnar": b.pinnar,
                "money_ore": b.money_ore,
            })
        }).collect::<Vec<_>>(),
    })
}
