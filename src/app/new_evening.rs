//! The new-evening form: date, place, players and seats, the bid table, its
//! variants and the house rules.

use crate::i18n::Text;

use crate::ledger::evening::{Colour, Evening, FORMAT, House};
use crate::rules::registry::TableRegistry;
use crate::rules::table::{BidTable, BothPassersFail, Refill, Scoring};

use super::style::PALETTE;
use super::{AppCommand, Command, Tr};

/// One seat of the form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRow {
    /// The name typed.
    pub name: String,
    /// The colour chosen.
    pub colour: Colour,
}

/// The form's state.
#[derive(Debug, Clone)]
pub struct NewEveningForm {
    /// Drawn once: it opens at its top, not where a form of another
    /// evening was scrolled to (egui keeps scroll places across starts).
    drawn: bool,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// Club or place.
    pub club: String,
    /// Seats in order, clockwise.
    pub seats: Vec<SeatRow>,
    /// Seat of the first dealer.
    pub first_dealer: usize,
    /// Bid table id.
    pub table: String,
    /// Variants chosen.
    pub variants: Vec<String>,
    /// Opening åla.
    pub opening_ala: bool,
    /// Refill rule.
    pub refill: Refill,
    /// Gök penalty when both passers failed.
    pub gok_both_fail: BothPassersFail,
    /// Price per bet as typed (`0,50`); empty: no money.
    pub price: String,
    /// Currency.
    pub currency: String,
    /// Played with the chips of a vira-pulla.
    pub chips: bool,
    /// The token convention's id (see `chips::set::conventions`).
    pub convention: String,
    /// What each bowl holds at the start, by chip kind.
    pub bowl: std::collections::BTreeMap<String, u32>,
    /// What the table agreed on the evening's length.
    pub length_kind: LengthKind,
    /// The number of deals, as typed.
    pub deals: String,
    /// The end time, as typed (`23:00`).
    pub until: String,
    /// A last round after the time.
    pub last_round: bool,
    /// The forced round's contract the house plays (one of the table's).
    pub forced_contract: String,
    /// A forced round opens the evening.
    pub forced_start: bool,
    /// A forced round closes the evening.
    pub forced_end: bool,
    /// The table's old rule of forced rounds after a won contract.
    pub forced_after: bool,
    /// Whether "Start" was pressed (problems are shown from then on too).
    pub tried: bool,
    /// The numbers of players the table seats (3 or 4; a levels table such
    /// as Isbergsvira: the numbers it prices, up to 5).
    pub seat_counts: Vec<usize>,
    /// Seats taken away by a smaller number of players, in order: a larger
    /// number brings them back as typed.
    pub removed_seats: Vec<SeatRow>,
    /// A refused start is to be scrolled into view (Enter may come from
    /// the top of a long form).
    show_refusal: bool,
    /// The single-line fields drawn this frame: Enter in one of them (or
    /// with nothing focused) starts the evening; elsewhere (a checkbox, a
    /// combo, a number) it keeps its own meaning.
    enter_fields: Vec<egui::Id>,
}

/// How long the evening is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LengthKind {
    /// No agreement.
    #[default]
    Open,
    /// A number of deals.
    Deals,
    /// Until a time.
    Time,
}

/// An agreed length from a form's fields as typed (this form's, and the
/// club night's for every table), or which field is wrong: `"deals"` (1
/// to 10 000) or `"time"` (HH:MM).
pub(super) fn length_of(
    kind: LengthKind,
    deals: &str,
    until: &str,
    last_round: bool,
) -> Result<crate::ledger::evening::Length, &'static str> {
    use crate::ledger::evening::Length;
    match kind {
        LengthKind::Open => Ok(Length::default()),
        LengthKind::Deals => match deals.trim().parse::<u32>() {
            Ok(n) if (1..=10_000).contains(&n) => Ok(Length {
                deals: Some(n),
                ..Length::default()
            }),
            _ => Err("deals"),
        },
        LengthKind::Time => {
            let length = Length {
                until: Some(until.trim().to_string()),
                last_round,
                ..Length::default()
            };
            length.until_time().map(|_| length).ok_or("time")
        }
    }
}

/// What is wrong with the field [`length_of`] names.
pub(super) fn length_words(which: &'static str, t: Tr) -> &'static str {
    match which {
        "deals" => t.s(Text::DealsEnterANumber1To10),
        _ => t.s(Text::EndTimeWriteHHMMEG),
    }
}

impl NewEveningForm {
    /// A form for today with the last table used.
    pub fn new(table: &str, registry: &TableRegistry) -> NewEveningForm {
        // The last table used, or when it is gone or unusable the suggested
        // one (an empty choice when none is usable: the form says so).
        let table = registry.usable_or_suggested(table);
        let mut form = NewEveningForm {
            drawn: false,
            date: chrono::Local::now().date_naive().to_string(),
            club: String::new(),
            seats: (0..3)
                .map(|i| SeatRow {
                    name: String::new(),
                    colour: PALETTE.get(i).copied().unwrap_or(Colour([0x8a; 3])),
                })
                .collect(),
            first_dealer: 0,
            table,
            variants: Vec::new(),
            opening_ala: true,
            refill: Refill::WhenShort,
            gok_both_fail: BothPassersFail::Exempt,
            price: String::new(),
            currency: "kr".into(),
            chips: false,
            length_kind: LengthKind::Open,
            deals: "30".into(),
            until: "23:00".into(),
            last_round: true,
            forced_contract: String::new(),
            forced_start: false,
            forced_end: false,
            forced_after: false,
            convention: "sexmastare".into(),
            bowl: crate::chips::set::standard_bowl(),
            tried: false,
            seat_counts: vec![3, 4],
            removed_seats: Vec::new(),
            show_refusal: false,
            enter_fields: Vec::new(),
        };
        form.take_table_defaults(registry);
        form
    }

    /// The form for a table of a club night: its players in their seats
    /// (each keeping a colour of the palette), the night's date and club,
    /// and what the night says the table plays (its bid table, price and
    /// length, each when the night gives one); the rest as the form had it.
    pub fn for_table(
        &mut self,
        date: chrono::NaiveDate,
        club: Option<&str>,
        players: &[String],
        game: &crate::night::NightGame,
        registry: &TableRegistry,
    ) {
        if let Some(id) = &game.table
            && registry.entry(id).is_some_and(|e| e.table.is_ok())
        {
            self.table = id.clone();
            self.variants.clear();
            self.take_table_defaults(registry);
        }
        if let Some(ore) = game.price_per_bet_ore {
            self.price = crate::ledger::money::price_text(ore, true);
            self.currency = game.currency.clone().unwrap_or_else(|| "kr".into());
        }
        let length = &game.length;
        if let Some(deals) = length.deals {
            self.length_kind = LengthKind::Deals;
            self.deals = deals.to_string();
        } else if let Some(until) = &length.until {
            self.length_kind = LengthKind::Time;
            self.until = until.clone();
            self.last_round = length.last_round;
        }
        self.date = date.to_string();
        self.club = club.unwrap_or_default().to_string();
        self.seats = players
            .iter()
            .enumerate()
            .map(|(seat, name)| SeatRow {
                name: name.clone(),
                colour: PALETTE.get(seat).copied().unwrap_or(Colour([0x8a; 3])),
            })
            .collect();
        self.first_dealer = self.first_dealer.min(self.seats.len().saturating_sub(1));
    }

    /// The same table as last time: the club, the players in their seats
    /// and colours, the price and the bid table of the evening played last
    /// (the date stays today, the house rules are the table's).
    pub fn like(mut self, last: &Evening, registry: &TableRegistry) -> NewEveningForm {
        self.club = last.club.clone().unwrap_or_default();
        self.seats = last
            .players
            .iter()
            .enumerate()
            .map(|(seat, name)| SeatRow {
                name: name.clone(),
                colour: last
                    .colours
                    .get(seat)
                    .copied()
                    .or_else(|| PALETTE.get(seat).copied())
                    .unwrap_or(Colour([0x8a; 3])),
            })
            .filter(|_| (3..=5).contains(&last.players.len()))
            .collect();
        if self.seats.is_empty() {
            return self;
        }
        if let Some(price) = last.house.price_per_bet_ore {
            self.price = crate::ledger::money::price_text(price, true);
            self.currency = last.house.currency.clone().unwrap_or_else(|| "kr".into());
        }
        if let Some(chips) = &last.chips {
            self.chips = true;
            self.convention = chips.convention().unwrap_or("sexmastare").to_string();
            self.bowl = chips.bowl.clone();
        }
        if registry.entry(&last.table).is_some_and(|e| e.table.is_ok()) {
            self.table = last.table.clone();
            self.variants = last.variants.clone();
            self.take_table_defaults(registry);
        }
        self
    }

    /// Takes the chosen table's house rules and the numbers of players it
    /// seats (the seats follow when the count is not offered).
    pub fn take_table_defaults(&mut self, registry: &TableRegistry) {
        if let Some(Ok(table)) = registry.entry(&self.table).map(|e| e.table.as_ref()) {
            self.opening_ala = table.house.opening_ala;
            self.refill = table.house.refill;
            self.gok_both_fail = table.house.gok_both_fail;
            self.variants
                .retain(|v| table.variants.iter().any(|tv| &tv.id == v));
            self.seat_counts = match &table.scoring {
                Scoring::Levels(levels) => {
                    let mut counts: Vec<usize> =
                        levels.points_per_bet.iter().map(|b| b.players).collect();
                    counts.sort_unstable();
                    counts
                }
                Scoring::Classic { .. } => vec![3, 4],
            };
        }
        // Seats the table does not offer: the nearest count it does.
        let count = self.seats.len();
        if !self.seat_counts.contains(&count) {
            let nearest = self
                .seat_counts
                .iter()
                .copied()
                .min_by_key(|&n| n.abs_diff(count))
                .unwrap_or(3);
            self.set_seat_count(nearest);
        }
    }

    /// Adds seats or removes the last ones. A removed seat is kept aside
    /// and comes back, with its name, when the seats grow again; a new one
    /// is empty with an unused colour.
    pub fn set_seat_count(&mut self, n: usize) {
        while self.seats.len() < n {
            let used: Vec<Colour> = self.seats.iter().map(|s| s.colour).collect();
            let unused = PALETTE
                .iter()
                .copied()
                .find(|c| !used.contains(c))
                .unwrap_or(Colour([0x8a; 3]));
            let seat = if self.removed_seats.is_empty() {
                SeatRow {
                    name: String::new(),
                    colour: unused,
                }
            } else {
                let mut back = self.removed_seats.remove(0);
                if used.contains(&back.colour) {
                    back.colour = unused;
                }
                back
            };
            self.seats.push(seat);
        }
        if self.seats.len() > n {
            let gone = self.seats.split_off(n);
            self.removed_seats.splice(0..0, gone);
        }
        self.first_dealer = self.first_dealer.min(n.saturating_sub(1));
    }

    /// Whether the form still has a problem to mark.
    fn has_problems(&self, t: Tr) -> bool {
        self.date_problem(t).is_some()
            || (0..self.seats.len()).any(|s| self.name_problem(s, t).is_some())
            || self.price_ore().is_err()
            || self.length().is_err()
    }

    /// The agreed length as the evening file keeps it, or why it is not one.
    pub fn length(&self) -> Result<crate::ledger::evening::Length, &'static str> {
        length_of(self.length_kind, &self.deals, &self.until, self.last_round)
    }

    /// What is wrong with seat `seat`'s name, if anything: the core's own
    /// question ([`crate::ledger::setup::name_issue`], the one the evening
    /// file is checked with), then whether the name is taken.
    pub fn name_problem(&self, seat: usize, t: Tr) -> Option<String> {
        let name = self.seats.get(seat).map_or("", |s| s.name.trim());
        if let Some(issue) = crate::ledger::setup::name_issue(name) {
            return Some(crate::words::name_refusal(issue, t.0));
        }
        let lower = name.to_lowercase();
        if self
            .seats
            .iter()
            .take(seat)
            .any(|s| s.name.trim().to_lowercase() == lower)
        {
            return Some(t.s(Text::ThatNameIsAlreadyAtTheTable).to_string());
        }
        None
    }

    fn date_problem(&self, t: Tr) -> Option<&'static str> {
        chrono::NaiveDate::parse_from_str(self.date.trim(), "%Y-%m-%d")
            .is_err()
            .then_some(t.s(Text::WriteTheDateAsYYYYMMDD))
    }

    /// The price per bet in öre: `Ok(None)` when empty (the core's reading,
    /// the same as a price changed later).
    fn price_ore(&self) -> Result<Option<u64>, crate::ledger::money::PriceProblem> {
        crate::ledger::money::parse_price(&self.price)
    }

    /// The evening the form describes, or `None` (and the problems shown)
    /// while something is missing.
    pub fn evening(&mut self, registry: &TableRegistry, t: Tr) -> Option<Evening> {
        self.tried = true;
        let ok = self.date_problem(t).is_none()
            && (0..self.seats.len()).all(|s| self.name_problem(s, t).is_none())
            && self.price_ore().is_ok()
            && self.length().is_ok();
        let table = registry.entry(&self.table)?.table.as_ref().ok()?;
        if !ok {
            self.show_refusal = true;
            return None;
        }
        let players: Vec<String> = self
            .seats
            .iter()
            .map(|s| s.name.trim().to_string())
            .collect();
        Some(Evening {
            format: FORMAT,
            id: None,
            date: chrono::NaiveDate::parse_from_str(self.date.trim(), "%Y-%m-%d").ok()?,
            club: Some(self.club.trim().to_string()).filter(|c| !c.is_empty()),
            table: self.table.clone(),
            variants: self.variants.clone(),
            house: House {
                opening_ala: differs(self.opening_ala, table.house.opening_ala),
                refill: differs(self.refill, table.house.refill),
                gok_both_fail: differs(self.gok_both_fail, table.house.gok_both_fail),
                odd_pinnar: None,
                price_per_bet_ore: self.price_ore().ok()?,
                forced: self.forced_rounds(table),
                currency: Some(self.currency.trim().to_string())
                    .filter(|c| !c.is_empty() && self.price_ore().ok().flatten().is_some()),
            },
            first_dealer: players.get(self.first_dealer)?.clone(),
            players,
            colours: self.seats.iter().map(|s| s.colour).collect(),
            chips: self.chips.then(|| crate::chips::ChipSettings {
                tokens: crate::chips::set::conventions()
                    .into_iter()
                    .find(|c| c.id == self.convention)
                    .map_or_else(crate::chips::set::sexmastare, |c| c.tokens),
                bowl: self.bowl.clone(),
                ..crate::chips::ChipSettings::default()
            }),
            length: self.length().ok()?,
            last_round_from: None,
            practice: false,
            hands: Vec::new(),
            changes: Vec::new(),
        })
    }

    /// Draws the form.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        registry: &TableRegistry,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        // Enter starts the evening from a single-line field or with nothing
        // focused; in an open combo, or on a checkbox, a radio button or a
        // number, it keeps its own meaning.
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter) && i.modifiers.is_none());
        let focused = ui.ctx().memory(|m| m.focused());
        let popup = egui::Popup::is_any_open(ui.ctx());
        self.enter_fields.clear();
        let top = !std::mem::replace(&mut self.drawn, true);
        let scroll = |id: &str| {
            let area = egui::ScrollArea::vertical().id_salt(id.to_string());
            if top {
                area.vertical_scroll_offset(0.0)
            } else {
                area
            }
        };
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(t.s(Text::NewEveningSvNyKvall));
            ui.add_space(6.0);
            // Two columns side by side only when both fit whole; otherwise
            // one above the other. Each column keeps to its own width (its
            // messages wrap), so no control can lie over another.
            let wide = ui.available_width() >= LEFT_WIDTH + 520.0;
            if wide {
                ui.horizontal_top(|ui| {
                    scroll("new_evening_left")
                        .max_width(LEFT_WIDTH)
                        .show(ui, |ui| {
                            ui.vertical(|ui| {
                                ui.set_width(LEFT_WIDTH);
                                self.left_column_ui(ui, registry, t);
                                self.start_ui(ui, false, t, commands);
                            });
                        });
                    ui.separator();
                    scroll("new_evening_right")
                        .show(ui, |ui| ui.vertical(|ui| self.table_ui(ui, registry, t)));
                });
            } else {
                scroll("new_evening_stacked").show(ui, |ui| {
                    // The start comes after the bid table and the house
                    // rules, so a newcomer sees them before starting.
                    self.left_column_ui(ui, registry, t);
                    ui.separator();
                    self.table_ui(ui, registry, t);
                    ui.separator();
                    self.start_ui(ui, true, t, commands);
                });
            }
        });
        if enter && !popup && focused.is_none_or(|id| self.enter_fields.contains(&id)) {
            commands.push(AppCommand::CreateEvening.into());
        }
    }

    /// The date, the club, the price, the length and the players.
    fn left_column_ui(&mut self, ui: &mut egui::Ui, registry: &TableRegistry, t: Tr) {
        self.header_ui(ui, t);
        ui.add_space(8.0);
        self.length_ui(ui, registry, t);
        ui.add_space(8.0);
        self.players_ui(ui, t);
    }

    /// The start button (Enter does the same), and when a start was
    /// refused, what stands in the way; with `list` (the stacked form,
    /// where the fields are far above) each problem in words again.
    fn start_ui(&mut self, ui: &mut egui::Ui, list: bool, t: Tr, commands: &mut Vec<Command>) {
        ui.add_space(12.0);
        let start = egui::Button::new(egui::RichText::new(t.s(Text::StartTheEvening)).size(22.0));
        if ui
            .add(start)
            .on_hover_text(t.s(Text::EnterStartsItToo))
            .clicked()
        {
            commands.push(AppCommand::CreateEvening.into());
        }
        // Said only while something is still marked.
        if self.tried && self.has_problems(t) {
            let mut last = Some(
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(t.s(Text::CorrectWhatIsMarkedAbove))
                            .color(ui.visuals().error_fg_color),
                    )
                    .wrap(),
                ),
            );
            let problems = if list { self.problems(t) } else { Vec::new() };
            for problem in problems {
                last = Some(
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(problem).color(ui.visuals().error_fg_color),
                        )
                        .wrap(),
                    ),
                );
            }
            if std::mem::take(&mut self.show_refusal)
                && let Some(last) = last
            {
                last.scroll_to_me(Some(egui::Align::Center));
            }
        } else {
            self.show_refusal = false;
        }
    }

    /// Every problem of the form in words, each saying its field.
    fn problems(&self, t: Tr) -> Vec<String> {
        let mut problems: Vec<String> = Vec::new();
        if let Some(date) = self.date_problem(t) {
            problems.push(date.to_string());
        }
        for seat in 0..self.seats.len() {
            if let Some(problem) = self.name_problem(seat, t) {
                problems.push(format!(
                    "{}: {problem}",
                    t.f(Text::Seat, &[&(seat + 1).to_string()])
                ));
            }
        }
        if let Err(problem) = self.price_ore() {
            problems.push(crate::words::price_problem(problem, t.0).to_string());
        }
        if let Some(problem) = self.length_problem(t) {
            problems.push(problem.to_string());
        }
        problems
    }

    /// What is wrong with the agreed length, in words.
    fn length_problem(&self, t: Tr) -> Option<&'static str> {
        self.length().err().map(|which| length_words(which, t))
    }

    fn header_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        let problem = self.date_problem(t);
        egui::Grid::new("evening_header")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(t.s(Text::Date));
                let date = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.date)
                            .min_size(egui::vec2(140.0, 0.0))
                            .desired_width(140.0),
                    )
                    .labelled_by(label.id);
                self.enter_fields.push(date.id);
                ui.end_row();
                let label = ui.label(t.s(Text::ClubOrPlace));
                let club = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.club)
                            .min_size(egui::vec2(300.0, 0.0))
                            .desired_width(300.0)
                            .hint_text(t.s(Text::EGSundsvallViraClub)),
                    )
                    .labelled_by(label.id);
                self.enter_fields.push(club.id);
                ui.end_row();
                let label = ui.label(t.s(Text::PricePerBet));
                ui.horizontal(|ui| {
                    // Empty is empty: the hint says what empty means, never
                    // a number that looks typed.
                    let price = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.price)
                                .min_size(egui::vec2(80.0, 0.0))
                                .desired_width(80.0)
                                .hint_text(t.s(Text::NoMoney)),
                        )
                        .labelled_by(label.id);
                    self.enter_fields.push(price.id);
                    // The currency only beside a price.
                    if !self.price.trim().is_empty() {
                        let currency = ui.label(t.s(Text::CurrencyLower));
                        let field = ui
                            .add(
                                egui::TextEdit::singleline(&mut self.currency)
                                    .min_size(egui::vec2(50.0, 0.0))
                                    .desired_width(50.0),
                            )
                            .labelled_by(currency.id);
                        self.enter_fields.push(field.id);
                    }
                });
                ui.end_row();
            });
        // The problems under the fields, wrapped in the column's width.
        problem_label(ui, problem);
        let price = self
            .price_ore()
            .err()
            .map(|problem| crate::words::price_problem(problem, t.0));
        problem_label(ui, price);
    }

    /// One seat: its name, its colour, moving it, and "deals first".
    /// Returns the seats to swap when an arrow was clicked.
    fn seat_row_ui(
        &mut self,
        ui: &mut egui::Ui,
        seat: usize,
        count: usize,
        t: Tr,
    ) -> Option<(usize, usize)> {
        let label = ui.label(t.f(Text::Seat, &[&(seat + 1).to_string()]));
        let row = self.seats.get_mut(seat)?;
        let colour = super::player_colour(&[row.colour], 0);
        // A narrow window (a large zoom): the name and the colours closer,
        // so the move buttons and "ger först" stay on the screen.
        let narrow = ui.ctx().content_rect().width() < 700.0;
        let width = if narrow { 120.0 } else { 150.0 };
        let name = ui
            .add(
                egui::TextEdit::singleline(&mut row.name)
                    .min_size(egui::vec2(width, 0.0))
                    .desired_width(width)
                    .text_color(colour),
            )
            .labelled_by(label.id);
        self.enter_fields.push(name.id);
        // A very narrow window (512 points at 200 %): the colours and the
        // moves under each other in one column, or they run off the right.
        let stacked = ui.ctx().content_rect().width() < 600.0;
        let mut swap = None;
        let mut cell = |ui: &mut egui::Ui| {
            self.seat_controls_ui(ui, seat, count, narrow, &mut swap, t);
        };
        if stacked {
            ui.vertical(|ui| cell(ui));
        } else {
            cell(ui);
        }
        swap
    }

    /// A seat's colours, and its moves and "deals first": two cells of the
    /// seats' grid, or one stacked.
    fn seat_controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        seat: usize,
        count: usize,
        narrow: bool,
        swap: &mut Option<(usize, usize)>,
        t: Tr,
    ) {
        let Some(row) = self.seats.get_mut(seat) else {
            return;
        };
        ui.horizontal(|ui| {
            if narrow {
                ui.spacing_mut().item_spacing.x = 2.0;
            }
            for (i, colour) in PALETTE.iter().enumerate() {
                let Colour([r, g, b]) = *colour;
                let mark = if row.colour == *colour {
                    "✔".to_string()
                } else {
                    (i + 1).to_string()
                };
                let swatch = egui::Button::new(
                    egui::RichText::new(mark)
                        .color(egui::Color32::WHITE)
                        .small(),
                )
                .fill(egui::Color32::from_rgb(r, g, b))
                .min_size(egui::vec2(22.0, 22.0))
                // A click chooses; Tab goes on to the next seat's name, not
                // through eight colours.
                .sense(egui::Sense::CLICK);
                if ui
                    .add(swatch)
                    .on_hover_text(format!("{} {}", t.s(Text::Colour), i + 1))
                    .clicked()
                {
                    row.colour = *colour;
                }
            }
        });
        ui.horizontal(|ui| {
            if ui
                .add_enabled(seat > 0, egui::Button::new("↑").sense(egui::Sense::CLICK))
                .on_hover_text(t.s(Text::MoveUp))
                .clicked()
            {
                *swap = Some((seat.saturating_sub(1), seat));
            }
            if ui
                .add_enabled(
                    seat + 1 < count,
                    egui::Button::new("↓").sense(egui::Sense::CLICK),
                )
                .on_hover_text(t.s(Text::MoveDown))
                .clicked()
            {
                *swap = Some((seat, seat + 1));
            }
            ui.radio_value(&mut self.first_dealer, seat, t.s(Text::DealsFirst));
        });
    }

    fn players_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        ui.horizontal(|ui| {
            ui.strong(t.s(Text::Players));
            for n in self.seat_counts.clone() {
                let text = format!("{n} {}", t.s(Text::PlayersSvSpelare));
                if ui.selectable_label(self.seats.len() == n, text).clicked() {
                    self.set_seat_count(n);
                }
            }
        });
        ui.label(egui::RichText::new(t.s(Text::InSeatOrderClockwiseWithFourThe)).small());
        if self.seat_counts.contains(&5) {
            ui.label(egui::RichText::new(t.s(Text::WithFiveTheDealersLeftAndRight)).small());
        }
        let mut swap: Option<(usize, usize)> = None;
        let mut problems: Vec<String> = Vec::new();
        egui::Grid::new("seats")
            .num_columns(4)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let count = self.seats.len();
                for seat in 0..count {
                    let problem =
                        if self.tried || self.seats.get(seat).is_some_and(|s| !s.name.is_empty()) {
                            self.name_problem(seat, t)
                        } else {
                            None
                        };
                    if let Some(moved) = self.seat_row_ui(ui, seat, count, t) {
                        swap = Some(moved);
                    }
                    ui.end_row();
                    if let Some(problem) = problem {
                        problems.push(format!(
                            "{}: {problem}",
                            t.f(Text::Seat, &[&(seat + 1).to_string()])
                        ));
                    }
                }
            });
        // The problems under the seats, wrapped in the column's width.
        for problem in &problems {
            problem_label(ui, Some(problem));
        }
        if let Some((a, b)) = swap {
            self.seats.swap(a, b);
            if self.first_dealer == a {
                self.first_dealer = b;
            } else if self.first_dealer == b {
                self.first_dealer = a;
            }
        }
    }

    /// The bid table: the tables, then the curriculum's stages in order.
    fn table_choice_ui(&mut self, ui: &mut egui::Ui, registry: &TableRegistry, t: Tr) {
        let selected = registry
            .entry(&self.table)
            .and_then(|e| e.table.as_ref().ok())
            .map_or(self.table.clone(), |table| table.name.get(t.0).to_string());
        // As wide as the longest names, where the form has the room (its
        // word beside it stays on screen at a large zoom).
        let width = (ui.available_width() - 90.0).clamp(120.0, 360.0);
        egui::ComboBox::from_label(t.s(Text::BidTable))
            .selected_text(selected)
            .width(width)
            .show_ui(ui, |ui| {
                // The stages of a curriculum after the other tables, in the
                // order they are taught, under a heading of their own.
                let mut stages_begun = false;
                for entry in registry.entries() {
                    if let Ok(table) = &*entry.table {
                        if table.stage.is_some() && !stages_begun {
                            stages_begun = true;
                            ui.separator();
                            ui.label(
                                egui::RichText::new(t.s(Text::TheCurriculumStageByStage)).weak(),
                            );
                        }
                        let response = ui.selectable_value(
                            &mut self.table,
                            entry.id.clone(),
                            table.name.get(t.0),
                        );
                        if let Some(stage) = &table.stage {
                            response.on_hover_text(stage.adds.get(t.0));
                        }
                    }
                }
            });
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, registry: &TableRegistry, t: Tr) {
        ui.strong(t.s(Text::BidTableAndHouseRules));
        let before = self.table.clone();
        self.table_choice_ui(ui, registry, t);
        if before != self.table {
            self.take_table_defaults(registry);
        }
        let Some(Ok(table)) = registry.entry(&self.table).map(|e| e.table.as_ref()) else {
            return;
        };
        ui.label(egui::RichText::new(table.source_in(t.0)).small());
        if let Some(stage) = &table.stage {
            ui.label(t.f(
                Text::Stage,
                &[&stage.number.to_string(), stage.adds.get(t.0)],
            ));
        }
        self.variants_ui(ui, table, t);
        ui.checkbox(&mut self.opening_ala, t.s(Text::OpeningAla));
        explain(ui, t.s(Text::EveryonePuts1BetInThePulla));
        ui.label(t.s(Text::RefillingThePulla));
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut self.refill,
                Refill::WhenShort,
                t.s(Text::WhenItIsShort),
            );
            ui.radio_value(
                &mut self.refill,
                Refill::WhenEmpty,
                t.s(Text::AlsoWhenItIsEmpty),
            );
            let keep = matches!(self.refill, Refill::KeepAtLeast(_));
            if ui.radio(keep, t.s(Text::KeepAtLeast)).clicked() && !keep {
                self.refill = Refill::KeepAtLeast(3);
            }
            if let Refill::KeepAtLeast(n) = &mut self.refill {
                ui.add(egui::DragValue::new(n).range(1..=100).suffix(" b"));
            }
        });
        explain(ui, t.s(Text::EveryonePutsIn1BetWhenThe));
        // The gök rule only where the table has a pass penalty (gök and its
        // kin, and a stage of the curriculum that plays it).
        if has_pass_penalty(table) {
            ui.label(t.s(Text::GokWhenBothPassersLackedLowGuards));
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut self.gok_both_fail,
                    BothPassersFail::Exempt,
                    t.s(Text::NeitherPays),
                );
                ui.radio_value(
                    &mut self.gok_both_fail,
                    BothPassersFail::BothPay,
                    t.s(Text::BothPay),
                );
            });
            explain(ui, t.s(Text::APasserOfGokWithoutLowGuards));
        }
        self.forced_ui(ui, table, t);
        match &table.scoring {
            crate::rules::table::Scoring::Classic { .. } => self.chips_ui(ui, t),
            // Chips count pinnar: not a points family's.
            crate::rules::table::Scoring::Levels(_) => self.chips = false,
        }
    }

    /// The forced rounds the house plays, as the evening file keeps them.
    fn forced_rounds(&self, table: &BidTable) -> Option<crate::ledger::evening::ForcedRounds> {
        let contract = table
            .forced
            .rounds
            .iter()
            .find(|id| **id == self.forced_contract)
            .or(table.forced.rounds.first())?;
        let rounds = crate::ledger::evening::ForcedRounds {
            at_start: self.forced_start.then(|| contract.clone()),
            at_end: self.forced_end.then(|| contract.clone()),
            after: self.forced_after && table.forced.after.is_some(),
            take_away: None,
        };
        (rounds != crate::ledger::evening::ForcedRounds::default()).then_some(rounds)
    }

    /// How long the evening is played: no agreement, a number of deals, or
    /// a time with or without a last round.
    fn length_ui(&mut self, ui: &mut egui::Ui, registry: &TableRegistry, t: Tr) {
        ui.strong(t.s(Text::TheEveningsLength));
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut self.length_kind,
                LengthKind::Open,
                t.s(Text::NoAgreement),
            );
            ui.radio_value(
                &mut self.length_kind,
                LengthKind::Deals,
                t.s(Text::ANumberOfDeals),
            );
            ui.radio_value(
                &mut self.length_kind,
                LengthKind::Time,
                t.s(Text::UntilATime),
            );
        });
        match self.length_kind {
            LengthKind::Open => {}
            LengthKind::Deals => {
                ui.horizontal(|ui| {
                    let label = ui.label(t.s(Text::Deals));
                    let field = ui
                        .add(egui::TextEdit::singleline(&mut self.deals).desired_width(60.0))
                        .labelled_by(label.id);
                    self.enter_fields.push(field.id);
                });
                problem_label(ui, self.length_problem(t));
                if let Some(note) = self.deals_note(registry, t) {
                    ui.add(egui::Label::new(egui::RichText::new(note).small()).wrap());
                }
            }
            LengthKind::Time => {
                ui.horizontal(|ui| {
                    let label = ui.label(t.s(Text::EndTime));
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.until)
                                .desired_width(60.0)
                                .hint_text("23:00"),
                        )
                        .labelled_by(label.id);
                    self.enter_fields.push(field.id);
                });
                problem_label(ui, self.length_problem(t));
                ui.checkbox(
                    &mut self.last_round,
                    t.s(Text::ALastRoundAfterTheTimeEveryone),
                );
            }
        }
    }

    /// What an agreed number of deals means for who plays how much: whole
    /// rounds give everyone the same; otherwise who deals, sits forehand
    /// and plays more, and the whole rounds nearest.
    pub fn deals_note(&self, registry: &TableRegistry, t: Tr) -> Option<String> {
        let table = registry.entry(&self.table)?.table.as_ref().ok()?;
        let deals = usize::try_from(self.length().ok()?.deals?).ok()?;
        let seats = self.seats.len();
        if seats == 0 {
            return None;
        }
        let shares = crate::ledger::setup::seat_shares(table, seats, self.first_dealer, deals);
        let name = |seat: usize| {
            self.seats
                .get(seat)
                .map(|s| s.name.trim())
                .filter(|n| !n.is_empty())
                .map_or_else(
                    || t.f(Text::SeatLowerWith1, &[&(seat + 1).to_string()]),
                    str::to_string,
                )
        };
        let rounds = deals / seats;
        let plays = shares.first().map_or(0, |s| s.played);
        if deals % seats == 0 {
            // One sentence a case: one round is said in the singular.
            let (deals, rounds, plays) = (deals.to_string(), rounds, plays.to_string());
            return Some(if rounds == 1 {
                t.f(Text::DealsAreOneWholeRound, &[&deals, &plays])
            } else {
                let rounds = rounds.to_string();
                t.f(
                    Text::DealsAreWholeRounds,
                    &[&deals, &rounds, &rounds, &plays],
                )
            });
        }
        let list = |pick: &dyn Fn(&crate::ledger::setup::SeatShare) -> usize| {
            let most = shares.iter().map(pick).max().unwrap_or(0);
            let more: Vec<String> = shares
                .iter()
                .enumerate()
                .filter(|(_, s)| pick(s) == most)
                .map(|(seat, _)| name(seat))
                .collect();
            (crate::report::amount::and_list(&more, t.0), most)
        };
        let (forehand_more, forehand_most) = list(&|s| s.forehand);
        let played: Vec<String> = shares
            .iter()
            .enumerate()
            .map(|(seat, s)| format!("{} {}", name(seat), s.played))
            .collect();
        let lower = rounds * seats;
        let whole = if lower == 0 {
            format!("{}", seats)
        } else {
            format!("{lower} {} {}", t.s(Text::Or), lower + seats)
        };
        Some(format!(
            "{deals} {} {seats} {} ({rounds} {} {} {}): {forehand_more} {} {forehand_most} {}, {} {}. {}: {}. {}: {whole} {}.",
            t.s(Text::DealsAreNotWholeRoundsAt),
            t.s(Text::PlayersSvSpelare),
            t.s(Text::RoundsAnd),
            deals % seats,
            t.s(Text::DealsLower),
            t.s(Text::SitForehand),
            t.s(Text::Times),
            t.s(Text::TheOthers),
            forehand_most.saturating_sub(1),
            t.s(Text::DealsEachOnePlays),
            played.join(", "),
            t.s(Text::WholeRounds),
            t.s(Text::DealsLower),
        ))
    }

    /// Forced rounds as house rules: at the start (then usually without
    /// the åla), at the end, and the table's old rule after a won contract.
    fn forced_ui(&mut self, ui: &mut egui::Ui, table: &BidTable, t: Tr) {
        if table.forced.rounds.is_empty() {
            return;
        }
        ui.label(t.s(Text::ForcedRounds));
        let name = |id: &str| {
            table
                .contract(id)
                .map_or(id.to_string(), |c| c.name.get(t.0).to_string())
        };
        if !table.forced.rounds.contains(&self.forced_contract) {
            self.forced_contract = table.forced.rounds.first().cloned().unwrap_or_default();
        }
        ui.horizontal_wrapped(|ui| {
            for id in &table.forced.rounds {
                ui.radio_value(&mut self.forced_contract, id.clone(), name(id));
            }
        });
        let before = self.forced_start;
        ui.checkbox(&mut self.forced_start, t.s(Text::AForcedRoundAtTheStartNo));
        if self.forced_start && !before {
            self.opening_ala = false;
        }
        ui.checkbox(&mut self.forced_end, t.s(Text::AForcedRoundAtTheEnd));
        if let Some(after) = &table.forced.after {
            ui.checkbox(
                &mut self.forced_after,
                format!(
                    "{} {} {} {}, {} {}",
                    t.s(Text::AfterAWon),
                    name(&after.won),
                    t.s(Text::ARoundOf),
                    name(&after.plain),
                    t.s(Text::InPreferenceLower),
                    name(&after.preference),
                ),
            );
        }
    }

    /// Played with the chips of a vira-pulla, and the table's token
    /// convention.
    fn chips_ui(&mut self, ui: &mut egui::Ui, t: Tr) {
        ui.checkbox(&mut self.chips, t.s(Text::WithChipsTheViraPulla));
        explain(ui, t.s(Text::TheAppSaysWhichChipsMakeEach));
        if self.chips {
            ui.horizontal_wrapped(|ui| {
                ui.label(t.s(Text::EachBowl));
                for kind in crate::chips::set::standard_kinds() {
                    let count = self.bowl.entry(kind.id.clone()).or_insert(0);
                    ui.add(
                        egui::DragValue::new(count)
                            .range(0..=crate::chips::set::MAX_COUNT)
                            .suffix(format!(" {}", kind.plural.get(t.0))),
                    );
                }
            });
            for convention in crate::chips::set::conventions() {
                ui.radio_value(
                    &mut self.convention,
                    convention.id.to_string(),
                    convention.name.get(t.0),
                );
            }
        }
    }

    fn variants_ui(&mut self, ui: &mut egui::Ui, table: &BidTable, t: Tr) {
        if table.variants.is_empty() {
            return;
        }
        ui.label(t.s(Text::Variants));
        for variant in &table.variants {
            let mut on = self.variants.contains(&variant.id);
            if ui.checkbox(&mut on, variant.name.get(t.0)).changed() {
                if on {
                    self.variants.push(variant.id.clone());
                } else {
                    self.variants.retain(|v| v != &variant.id);
                }
            }
            explain(ui, variant.description.get(t.0));
        }
        if let Err(problem) = table.with_variants(&self.variants) {
            problem_label(ui, Some(t.s(Text::TheVariantsConflict)));
            ui.label(crate::words::variants_issue(&problem, t.0));
        }
    }
}

/// Whether the table plays a pass penalty at all (a contract with one, and
/// the play rules allowing it): the gök house rule concerns nothing else.
fn has_pass_penalty(table: &BidTable) -> bool {
    table.rules.pass_penalty && table.contracts.iter().any(|c| c.pass_penalty.is_some())
}

/// `Some(value)` when it differs from the table's default.
fn differs<T: PartialEq>(value: T, default: T) -> Option<T> {
    (value != default).then_some(value)
}

fn explain(ui: &mut egui::Ui, text: &str) {
    ui.add(egui::Label::new(egui::RichText::new(text).small().weak()).wrap());
}

/// A problem in red, wrapped to the width at hand (never widening it).
fn problem_label(ui: &mut egui::Ui, problem: Option<&str>) {
    if let Some(text) = problem {
        ui.add(
            egui::Label::new(egui::RichText::new(text).color(ui.visuals().error_fg_color)).wrap(),
        );
    }
}

/// The width of the left column (date, club, price, players): the seat
/// rows need this much; messages wrap inside it.
const LEFT_WIDTH: f32 = 700.0;
