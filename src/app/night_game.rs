//! What every table of a club night plays, as the host chooses it when the
//! night is made: the bid table, the price of a bet and the evening's
//! length. A table joining the night starts its evening with it.

use crate::i18n::Text;
use crate::night::NightGame;
use crate::rules::registry::TableRegistry;

use super::Tr;
use super::new_evening::{LengthKind, length_of, length_words};

/// The night's game as the host types it.
#[derive(Debug)]
pub struct GameForm {
    /// The bid table's id; empty: each table chooses.
    pub table: String,
    /// The price of a bet as typed (`0,50`); empty: no money.
    pub price: String,
    /// The price's currency.
    pub currency: String,
    /// The evening's length.
    pub length: LengthKind,
    /// The number of deals, as typed.
    pub deals: String,
    /// The end time, as typed.
    pub until: String,
    /// A last round after the time.
    pub last_round: bool,
}

impl Default for GameForm {
    fn default() -> GameForm {
        GameForm {
            table: String::new(),
            price: String::new(),
            currency: "kr".into(),
            length: LengthKind::Open,
            deals: "30".into(),
            until: "23:00".into(),
            last_round: true,
        }
    }
}

impl GameForm {
    /// The game the form says, or why it is not one, in words.
    pub fn game(&self, registry: &TableRegistry, t: Tr) -> Result<NightGame, String> {
        let price_per_bet_ore = crate::ledger::money::parse_price(&self.price)
            .map_err(|p| crate::words::price_problem(p, t.0).to_string())?;
        let length = length_of(self.length, &self.deals, &self.until, self.last_round)
            .map_err(|which| length_words(which, t).to_string())?;
        let game = NightGame {
            table: Some(self.table.clone()).filter(|id| !id.is_empty()),
            currency: price_per_bet_ore.map(|_| self.currency.trim().to_string()),
            price_per_bet_ore,
            length,
        };
        game.check(registry)
            .map_err(|p| crate::words::night::game_problem_words(&p, t.0))?;
        Ok(game)
    }
}

/// The night's game in the host's form: the bid table (or each table's
/// own), the price and the length, each on a row of the form's grid.
pub fn game_ui(ui: &mut egui::Ui, form: &mut GameForm, registry: &TableRegistry, t: Tr) {
    ui.label(t.s(Text::BidTable));
    let selected = registry
        .entry(&form.table)
        .and_then(|e| e.table.as_ref().ok())
        .map_or_else(
            || t.s(Text::EachTableChooses).to_string(),
            |table| table.name.get(t.0).to_string(),
        );
    egui::ComboBox::from_id_salt("night_table")
        .selected_text(selected)
        .width(220.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut form.table, String::new(), t.s(Text::EachTableChooses));
            for entry in registry.entries() {
                if let Ok(table) = &*entry.table {
                    ui.selectable_value(&mut form.table, entry.id.clone(), table.name.get(t.0));
                }
            }
        });
    ui.end_row();
    let price = ui.label(t.s(Text::PricePerBet));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut form.price)
                .hint_text(crate::ledger::money::price_text(50, t.decimal_comma()))
                .desired_width(70.0),
        )
        .labelled_by(price.id);
        let currency = ui.add(egui::TextEdit::singleline(&mut form.currency).desired_width(40.0));
        currency.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, t.s(Text::Currency))
        });
    });
    ui.end_row();
    ui.label(t.s(Text::TheEveningsLength));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut form.length, LengthKind::Open, t.s(Text::NoAgreement));
        ui.radio_value(
            &mut form.length,
            LengthKind::Deals,
            t.s(Text::ANumberOfDeals),
        );
        ui.radio_value(&mut form.length, LengthKind::Time, t.s(Text::UntilATime));
        match form.length {
            LengthKind::Open => {}
            LengthKind::Deals => {
                let label = ui.label(t.s(Text::Deals));
                ui.add(egui::TextEdit::singleline(&mut form.deals).desired_width(60.0))
                    .labelled_by(label.id);
            }
            LengthKind::Time => {
                let label = ui.label(t.s(Text::EndTime));
                ui.add(egui::TextEdit::singleline(&mut form.until).desired_width(60.0))
                    .labelled_by(label.id);
                ui.checkbox(&mut form.last_round, t.s(Text::ALastRound));
            }
        }
    });
    ui.end_row();
}
