//! The betdelning: the pulla divided equally, the odd pinnar, everyone's
//! result and who pays whom.

use crate::i18n::Text;

use egui::{Color32, RichText};

use crate::app::command::{AppCommand, Command, EveningCommand};
use crate::app::i18n::Tr;
use crate::report::payment_amount;
use crate::rules::table::OddPinnar;

use super::{EveningScreen, View};
use crate::report::words::seat_name;

impl EveningScreen {
    pub(super) fn betdelning_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let unit = self.unit();
        let players = self.editor.evening().players.clone();
        let colours: Vec<Color32> = (0..players.len()).map(|s| self.colour(s)).collect();
        let house_odd = self.editor.evening().house.odd_pinnar.clone();
        let read_only = self.read_only;
        let settlement = self.derived(t).settlement.clone();
        let moneys = self.final_money(&settlement, t);
        let split = &settlement.split;
        ui.heading(t.s(Text::Betdelning));
        self.price_ui(ui, t, commands);
        self.unequal_ui(ui, t);
        ui.label(
            RichText::new(format!(
                "{} {} {} {}: {} {}.",
                t.s(Text::ThePulla),
                unit.amount(split.pulla).pulla(t),
                t.s(Text::IsDividedEquallyAmong),
                players.len(),
                unit.amount(split.share).unsigned(t),
                t.s(Text::Each),
            ))
            .size(20.0),
        );
        if split.odd > 0
            && let Some(seat) = split.odd_to
        {
            ui.label(format!(
                "{} {} {} {}.",
                unit.amount(split.odd).unsigned(t),
                t.s(Text::DoNotDivideAndGoTo),
                seat_name(&players, seat),
                match house_odd {
                    None | Some(OddPinnar::BiggestLoser) => t.s(Text::TheBiggestLoser),
                    Some(OddPinnar::To(_)) => t.s(Text::ChosenAtTheTable),
                }
            ));
        }
        if !read_only {
            let selected = match &house_odd {
                None => t.s(Text::ByTheHouseRuleTheBiggestLoser).to_string(),
                Some(OddPinnar::BiggestLoser) => t.s(Text::TheBiggestLoserLower).to_string(),
                Some(OddPinnar::To(name)) => name.clone(),
            };
            // What does not divide is in the unit amounts are said in.
            let odd_go_to = if crate::report::amount::Reader::from(t).in_points(unit) {
                t.s(Text::OddPointsGoTo)
            } else {
                t.s(Text::OddPinnarGoTo)
            };
            ui.horizontal(|ui| {
                egui::ComboBox::from_label(odd_go_to)
                    .selected_text(selected)
                    .show_ui(ui, |ui| {
                        if ui
                            .selectable_label(house_odd.is_none(), t.s(Text::ByTheHouseRule))
                            .clicked()
                        {
                            commands.push(EveningCommand::SetOddPinnar(None).into());
                        }
                        for name in &players {
                            let chosen = house_odd == Some(OddPinnar::To(name.clone()));
                            if ui.selectable_label(chosen, name).clicked() {
                                commands.push(
                                    EveningCommand::SetOddPinnar(Some(OddPinnar::To(name.clone())))
                                        .into(),
                                );
                            }
                        }
                    });
            });
        }
        ui.add_space(8.0);
        self.split_table_ui(ui, &settlement, (&colours, &moneys), t);
        ui.add_space(10.0);
        self.payments_ui(ui, &settlement, &players, t);
        ui.add_space(12.0);
        self.reckoning_ui(ui, t, commands);
        ui.add_space(12.0);
        self.betdelning_buttons_ui(ui, t, commands);
    }

    /// The price of a bet: shown, and changed (or set, or taken away) as an
    /// edit with an undo, also on a closed evening. Every amount in money
    /// follows.
    fn price_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let house = &self.editor.evening().house;
        let (price, currency) = (house.price_per_bet_ore, house.currency.clone());
        let currency = currency.unwrap_or_else(|| "kr".to_string());
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t.s(Text::PriceOfABet));
            match self.price_draft.as_mut() {
                None => {
                    ui.label(
                        RichText::new(match price {
                            Some(ore) => crate::report::amount::price(ore, &currency, t.0),
                            None => t.s(Text::NoMoney).to_string(),
                        })
                        .strong(),
                    );
                    let change = if price.is_some() {
                        t.s(Text::ChangeThePrice)
                    } else {
                        t.s(Text::SetAPrice)
                    };
                    if ui.button(change).clicked() {
                        self.price_draft = Some((
                            price.map_or_else(String::new, |ore| {
                                crate::ledger::money::price_text(ore, t.decimal_comma())
                            }),
                            currency,
                        ));
                    }
                }
                Some((text, currency_text)) => {
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(text)
                                .desired_width(80.0)
                                .hint_text(t.s(Text::NoMoney)),
                        )
                        .labelled_by(label.id);
                    let currency_label = ui.label(t.s(Text::CurrencyLower));
                    ui.add(egui::TextEdit::singleline(currency_text).desired_width(50.0))
                        .labelled_by(currency_label.id);
                    let parsed = crate::ledger::money::parse_price(text);
                    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    let save = ui
                        .add_enabled(parsed.is_ok(), egui::Button::new(t.s(Text::SaveThePrice)))
                        .clicked();
                    if let Ok(price) = parsed
                        && (save || enter)
                    {
                        commands.push(
                            EveningCommand::SetPrice {
                                price,
                                currency: currency_text.trim().to_string(),
                            }
                            .into(),
                        );
                        self.price_draft = None;
                    } else if ui.button(t.s(Text::Cancel)).clicked() {
                        self.price_draft = None;
                    }
                    if let Err(problem) = parsed {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            crate::words::price_problem(problem, t.0),
                        );
                    }
                }
            }
        });
    }

    /// Each player before the split, from the pulla, and the result.
    fn split_table_ui(
        &self,
        ui: &mut egui::Ui,
        settlement: &crate::ledger::Settlement,
        (colours, moneys): (&[Color32], &[Option<String>]),
        t: Tr,
    ) {
        let unit = self.unit();
        let players = &settlement.players;
        // Narrow (a large zoom on a small screen): the result and the money
        // beside the name, what came before and from the pulla under it,
        // so nothing runs off the window's edge ("-31,88 k" at 200 %).
        let narrow = ui.available_width() < 600.0;
        let with_money = moneys.iter().any(Option::is_some);
        egui::Grid::new("split")
            .num_columns(if narrow { 3 } else { 5 })
            .spacing([if narrow { 14.0 } else { 24.0 }, 6.0])
            .striped(true)
            .show(ui, |ui| {
                let mut titles = vec![t.s(Text::Player)];
                if !narrow {
                    titles.push(t.s(Text::BeforeTheSplit));
                    titles.push(t.s(Text::FromThePulla));
                }
                titles.push(t.s(Text::Result));
                if with_money {
                    titles.push(t.s(Text::Money));
                }
                for title in titles {
                    ui.strong(title);
                }
                ui.end_row();
                let (before, _) = self.editor.ledger().current();
                // From the core: the split's postings to each player.
                let received_all =
                    crate::report::received_at_split(&settlement.split, players.len());
                for (seat, name) in players.iter().enumerate() {
                    let received = received_all.get(seat).copied().unwrap_or_default();
                    let before = unit
                        .amount(before.get(seat).copied().unwrap_or_default())
                        .signed(t);
                    let received = unit.amount(received).signed(t);
                    let name_text = RichText::new(name)
                        .size(22.0)
                        .color(super::super::style::seat_colour(colours, seat))
                        .strong();
                    if narrow {
                        ui.vertical(|ui| {
                            ui.label(name_text);
                            ui.label(
                                RichText::new(t.f(Text::BeforeFromThePulla, &[&before, &received]))
                                    .small()
                                    .weak(),
                            );
                        });
                    } else {
                        ui.label(name_text);
                        ui.label(before);
                        ui.label(received);
                    }
                    let result = unit
                        .amount(
                            settlement
                                .final_balances
                                .get(seat)
                                .copied()
                                .unwrap_or_default(),
                        )
                        .signed(t);
                    ui.label(
                        RichText::new(&result)
                            .size(26.0)
                            .color(super::super::style::seat_colour(colours, seat))
                            .strong(),
                    )
                    .accessible_name(format!("{name} {}: {result}", t.s(Text::ResultSvResultat)));
                    if with_money {
                        ui.label(
                            RichText::new(moneys.get(seat).cloned().flatten().unwrap_or_default())
                                .size(22.0),
                        );
                    }
                    ui.end_row();
                }
            });
    }

    /// Who pays whom, in words.
    fn payments_ui(
        &self,
        ui: &mut egui::Ui,
        settlement: &crate::ledger::Settlement,
        players: &[String],
        t: Tr,
    ) {
        ui.heading(t.s(Text::WhoPaysWhom));
        if settlement.payments.is_empty() {
            ui.label(t.s(Text::NobodyPaysAnybody));
        }
        let rules = &self.editor.ledger().setup().rules;
        for payment in &settlement.payments {
            let amount = payment_amount(payment, rules, t);
            ui.label(
                RichText::new(format!(
                    "{} {} {} {amount}",
                    seat_name(players, payment.from),
                    t.s(Text::Pays),
                    seat_name(players, payment.to)
                ))
                .size(22.0),
            );
        }
    }

    /// Back to the table, and close (or reopen) the evening.
    fn betdelning_buttons_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let read_only = self.read_only;
        ui.horizontal(|ui| {
            if ui.button(t.s(Text::BackToTheTable)).clicked() {
                commands.push(EveningCommand::ShowView(View::Table).into());
            }
            if read_only {
                if ui
                    .button(t.s(Text::Correct))
                    .on_hover_text(t.s(Text::ReopenTheClosedEveningForACorrection))
                    .clicked()
                {
                    commands.push(AppCommand::Reopen(self.path.clone()).into());
                }
            } else if ui
                .button(RichText::new(t.s(Text::CloseTheEvening)).strong())
                .clicked()
            {
                self.confirm_close = true;
            }
        });
    }

    /// The final reckoning in chips, step by step: the pulla divided, the
    /// swaps, the buy-back; each with its words and the bowls after it.
    fn reckoning_ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        let evening = match self.derived(t).chips.clone() {
            None => return,
            Some(Ok(evening)) => evening,
            Some(Err(error)) => {
                ui.separator();
                super::chips::chip_error_ui(ui, &error, t);
                return;
            }
        };
        let players = self.editor.evening().players.clone();
        let currency = self.editor.ledger().setup().rules.currency.clone();
        ui.separator();
        ui.heading(t.s(Text::TheFinalReckoningInChips));
        let steps = crate::report::chips::reckoning_words(
            &evening.chips,
            &evening.reckoning,
            &players,
            &currency,
            t.0,
        );
        let step = self.reckoning_step.min(steps.len().saturating_sub(1));
        ui.horizontal_wrapped(|ui| {
            for (i, (heading, _)) in steps.iter().enumerate() {
                if ui
                    .selectable_label(i == step, format!("{}. {heading}", i + 1))
                    .clicked()
                {
                    commands.push(EveningCommand::ReckoningStep(i).into());
                }
            }
        });
        if let Some((_, lines)) = steps.get(step) {
            for line in lines {
                ui.add(egui::Label::new(RichText::new(line).size(16.0)).wrap());
            }
        }
        ui.horizontal(|ui| {
            if ui
                .add_enabled(step > 0, egui::Button::new(t.s(Text::Previous)))
                .clicked()
            {
                commands.push(EveningCommand::ReckoningStep(step.saturating_sub(1)).into());
            }
            if ui
                .add_enabled(
                    step + 1 < steps.len(),
                    egui::Button::new(t.s(Text::NextStep)),
                )
                .clicked()
            {
                commands.push(EveningCommand::ReckoningStep(step + 1).into());
            }
        });
        let state = match step {
            0 => &evening.reckoning.after_share,
            1 => &evening.reckoning.after_swaps,
            _ => &evening.reckoning.after,
        };
        ui.add_space(6.0);
        self.pulla_and_bowls_ui(ui, &evening, state, None, t);
    }
}
