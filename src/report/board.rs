//! The players' board: what the table needs to see between deals, read
//! from the ledger. The pulla, each player's balance in betar and pinnar
//! and in money, who deals the next hand and who sits out. The app draws it
//! large (a second window or full screen); nothing is computed there.

use crate::ledger::{Deal, Ledger};
use crate::report::amount::{Reader, money};
use crate::rules::table::Language;

/// A player's part in the next deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Deals (and plays, with three at the table).
    Dealer,
    /// Opens the bidding.
    Forehand,
    /// Second to bid.
    Middlehand,
    /// Sits out the deal (four or five at the table).
    SitsOut,
    /// Deals and sits out is not possible; plays without a named part.
    Plays,
}

impl Role {
    /// The role of `seat` in `deal`.
    pub fn of(deal: &Deal, seat: usize) -> Role {
        if deal.sitting_out.contains(&seat) {
            Role::SitsOut
        } else if deal.dealer == seat {
            Role::Dealer
        } else if deal.forehand == seat {
            Role::Forehand
        } else if deal.middlehand == seat {
            Role::Middlehand
        } else {
            Role::Plays
        }
    }

    /// The role in words.
    pub fn word(self, language: Language) -> &'static str {
        match (self, language) {
            (Role::Dealer, Language::Swedish) => "giver",
            (Role::Dealer, Language::English) => "dealer",
            (Role::Dealer, Language::Japanese) => "ディーラー",
            (Role::Forehand, Language::Swedish) => "förhand",
            (Role::Forehand, Language::English) => "forehand",
            (Role::Forehand, Language::Japanese) => "フォアハンド",
            (Role::Middlehand, Language::Swedish) => "mellanhand",
            (Role::Middlehand, Language::English) => "middlehand",
            (Role::Middlehand, Language::Japanese) => "ミドルハンド",
            (Role::SitsOut, Language::Swedish) => "sitter över",
            (Role::SitsOut, Language::English) => "sits out",
            (Role::SitsOut, Language::Japanese) => "休み",
            (Role::Plays, _) => "",
        }
    }
}

/// One player's line on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    /// Seat index.
    pub seat: usize,
    /// Name.
    pub name: String,
    /// Balance in pinnar.
    pub balance: i64,
    /// The balance in the family's unit (`+2 b 5 p`, `+819 pt`).
    pub amount: String,
    /// The balance in money, when the evening has a price.
    pub money: Option<String>,
    /// Their part in the next deal.
    pub role: Role,
}

/// The whole board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Deals played so far ([`crate::ledger::rounds::deals_played`]: a
    /// hand that took a forced game away is no deal of its own).
    pub hands: usize,
    /// The pulla in pinnar.
    pub pulla: i64,
    /// The pulla in the family's unit (`2 b 5 p`; Isbergsvira: `3 b`).
    pub pulla_amount: String,
    /// The pulla in money, when the evening has a price.
    pub pulla_money: Option<String>,
    /// Every player in seat order.
    pub rows: Vec<BoardRow>,
    /// Who deals the next hand.
    pub dealer: String,
}

/// The board after the last hand recorded. Played for money, the
/// balances and the pulla are rounded together so they sum to 0
/// ([`crate::ledger::Rules::money_of_accounts`]).
pub fn board(ledger: &Ledger, reader: impl Into<Reader>) -> Board {
    let reader = reader.into();
    let language = reader.language;
    let rules = &ledger.setup().rules;
    let (balances, pulla) = ledger.current();
    let (balance_money, pulla_money) = match rules.money_of_accounts(balances, pulla) {
        Some(Ok((balances, pulla))) => (
            balances
                .into_iter()
                .map(|ore| Some(money(ore, &rules.currency, language)))
                .collect(),
            Some(money(pulla, &rules.currency, language)),
        ),
        // No price, or amounts too large to be money (refused when the
        // evening was read): no money column.
        None | Some(Err(_)) => (Vec::new(), None),
    };
    let deal = ledger.deal_of(ledger.hands().len());
    let players = &ledger.setup().players;
    let rows = players
        .iter()
        .zip(balances)
        .enumerate()
        .map(|(seat, (name, &balance))| BoardRow {
            seat,
            name: name.clone(),
            balance,
            amount: rules.amount(balance).signed(reader),
            money: balance_money.get(seat).cloned().flatten(),
            role: Role::of(&deal, seat),
        })
        .collect();
    Board {
        hands: crate::ledger::rounds::deals_played(ledger.hands()),
        pulla,
        pulla_amount: rules.amount(pulla).pulla(reader),
        pulla_money,
        rows,
        dealer: players.get(deal.dealer).cloned().unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::evening::Evening;
    use crate::rules::registry::TableRegistry;

    #[test]
    fn the_board_after_one_hand_with_four_players() {
        // Åla 1 bet each: pulla 32. Dag deals hand 1 (Cia sits out); Anna
        // wins vingel 7 in preference: 1 bet from the pulla, 3 pinnar from Bo
        // and from Dag. Anna -8+8+6 = +6, Bo -11, Cia -8, Dag -11, pulla 24.
        // Next: Anna deals, Dag sits out, Bo is forehand.
        let text = r#"Evening(format: 1, date: "2026-11-21", table: "stockholm",
            house: House(price_per_bet_ore: Some(400)),
            players: ["Anna", "Bo", "Cia", "Dag"], first_dealer: "Dag",
            hands: [Hand(declarer: "Anna", contract: "vingel-7", trump: Preference, result: Tricks(8))])"#;
        let evening = Evening::parse("e.ron", text).unwrap();
        let registry = TableRegistry::built_in();
        let table = registry.entry("stockholm").unwrap().table.as_ref().unwrap();
        let ledger = Ledger::new(&evening, table).unwrap();
        let board = board(&ledger, Language::Swedish);
        assert_eq!(board.pulla_amount, "3 b");
        assert_eq!(board.pulla_money.as_deref(), Some("12,00 kr"));
        let balances: Vec<i64> = board.rows.iter().map(|r| r.balance).collect();
        assert_eq!(balances, vec![6, -11, -8, -11]);
        assert_eq!(board.rows[0].amount, "+6 p");
        assert_eq!(board.rows[1].money.as_deref(), Some("-5,50 kr"));
        assert_eq!(board.dealer, "Anna");
        let roles: Vec<Role> = board.rows.iter().map(|r| r.role).collect();
        assert_eq!(
            roles,
            vec![
                Role::Dealer,
                Role::Forehand,
                Role::Middlehand,
                Role::SitsOut
            ]
        );
    }
}
