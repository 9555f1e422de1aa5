//! The vira-pulla drawn: each bowl and the pulla with chips by colour and
//! shape, the tokens under the pulla sticking out, and the last hand's
//! chip moves in words. Everything here is drawn from the core's
//! [`ChipEvening`]; nothing is computed.

use crate::i18n::Text;

use egui::{Color32, Pos2, RichText, Sense, Shape as EShape, Stroke, Vec2};

use super::EveningScreen;
use crate::app::i18n::Tr;
use crate::chips::set::{Place, Shape};
use crate::chips::state::{ChipState, Holding, Resolved};
use crate::chips::{ChipEvening, ChipHand, Seat};
use crate::report::chips::{count_words, events_words, genitive, low_words};

/// One chip drawn at `at` (its centre) in a colour.
pub fn draw_chip(painter: &egui::Painter, shape: Shape, at: Pos2, fill: Color32, outline: Color32) {
    let stroke = Stroke::new(1.0, outline);
    match shape {
        Shape::Pinne => {
            let rect = egui::Rect::from_center_size(at, Vec2::new(6.0, 22.0));
            painter.rect(rect, 1.5, fill, stroke, egui::StrokeKind::Inside);
        }
        Shape::Bet => {
            let rect = egui::Rect::from_center_size(at, Vec2::new(14.0, 18.0));
            painter.rect(rect, 2.0, fill, stroke, egui::StrokeKind::Inside);
        }
        Shape::Rund => {
            painter.circle(at, 8.0, fill, stroke);
        }
        Shape::Triangel => {
            let points = vec![
                at + Vec2::new(0.0, -11.0),
                at + Vec2::new(10.0, 8.0),
                at + Vec2::new(-10.0, 8.0),
            ];
            painter.add(EShape::convex_polygon(points, fill, stroke));
        }
    }
}

/// A holding drawn as rows of chips, one row per colour (`first` colour
/// first): each kind once with its count beside it.
fn holding_ui(
    ui: &mut egui::Ui,
    chips: &Resolved,
    holding: &Holding,
    first: Option<Seat>,
    colour: &dyn Fn(Seat) -> Color32,
    names: &[String],
    t: Tr,
) {
    let mut order: Vec<Seat> = first.into_iter().collect();
    order.extend(holding.counts.seats().filter(|c| Some(*c) != first));
    let mut any = false;
    for c in order {
        let counts = &holding.counts[c];
        if counts.iter().all(|&n| n == 0) {
            continue;
        }
        any = true;
        ui.horizontal_wrapped(|ui| {
            for (kind, &n) in counts.pairs() {
                if n == 0 {
                    continue;
                }
                let k = chips.kind(kind);
                // The chip and its count as one: a line never breaks
                // between them.
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 2.0;
                    let (rect, response) =
                        ui.allocate_exact_size(Vec2::new(24.0, 26.0), Sense::hover());
                    draw_chip(
                        ui.painter(),
                        k.shape,
                        rect.center(),
                        colour(c),
                        ui.visuals().text_color(),
                    );
                    let who = names.get(c.index()).map_or("?", String::as_str);
                    let words = format!(
                        "{} ({})",
                        count_words(chips, kind, n, t.0),
                        genitive(who, t.0)
                    );
                    response.on_hover_text(&words);
                    ui.label(format!("×{n}")).on_hover_text(words);
                });
            }
        });
    }
    if !any {
        ui.label(RichText::new(t.s(Text::Empty)).weak());
    }
}

/// Why the chips cannot follow the evening, said where the chips would be.
pub(super) fn chip_error_ui(ui: &mut egui::Ui, error: &crate::chips::ChipError, t: Tr) {
    ui.colored_label(
        ui.visuals().error_fg_color,
        crate::report::chips::chip_error_words(error, t.0),
    );
}

impl EveningScreen {
    /// The bowls and the pulla after the last hand, and that hand's chip
    /// moves in words.
    /// `nested`: the view around scrolls already (a short window), so the
    /// chips take the room they need rather than a scroll area of their
    /// own inside it.
    pub(super) fn chips_ui(&mut self, ui: &mut egui::Ui, nested: bool, t: Tr) {
        let evening = match self.derived(t).chips.clone() {
            None => return,
            Some(Ok(evening)) => evening,
            Some(Err(error)) => {
                chip_error_ui(ui, &error, t);
                return;
            }
        };
        let players = self.editor.evening().players.clone();
        let last: &ChipHand = evening.hands.last().unwrap_or(&evening.opening);
        let before = evening
            .hands
            .len()
            .checked_sub(2)
            .and_then(|i| evening.hands.get(i))
            .map_or(&evening.start, |h| &h.state);
        let body = |ui: &mut egui::Ui| {
            self.pulla_and_bowls_ui(ui, &evening, &last.state, Some(last), t);
            ui.separator();
            let title = match evening.hands.len() {
                0 => t.s(Text::TheAlaInChips).to_string(),
                n => t.f(Text::HandInChips, &[&n.to_string()]),
            };
            ui.strong(title);
            for step in &last.steps {
                for line in events_words(&evening.chips, &step.events, &players, t.0) {
                    ui.add(egui::Label::new(line).wrap());
                }
            }
            for line in low_words(&evening.chips, last, Some(before), &players, t.0) {
                ui.colored_label(ui.visuals().warn_fg_color, line);
            }
        };
        if nested {
            body(ui);
        } else {
            egui::ScrollArea::vertical()
                .id_salt("chips_view")
                .auto_shrink([false, true])
                .show(ui, body);
        }
    }

    /// The pulla (its chips, the tokens in it and those under it sticking
    /// out, its paper) and every bowl, the low ones marked.
    pub(super) fn pulla_and_bowls_ui(
        &self,
        ui: &mut egui::Ui,
        evening: &ChipEvening,
        state: &ChipState,
        hand: Option<&ChipHand>,
        t: Tr,
    ) {
        let chips = &evening.chips;
        // Each box has a fixed width, laid out in rows that fit the width
        // (egui cannot wrap a frame whose size it learns only by drawing it).
        const PULLA: f32 = 240.0;
        const BOWL: f32 = 172.0;
        let gap = ui.spacing().item_spacing.x;
        let width = ui.available_width();
        let mut rows: Vec<Vec<Option<Seat>>> = vec![vec![None]];
        let mut used = PULLA;
        for seat in state.bowls.seats() {
            if used + gap + BOWL > width
                && let Some(row) = rows.last()
                && !row.is_empty()
            {
                rows.push(Vec::new());
                used = 0.0;
            }
            if let Some(row) = rows.last_mut() {
                row.push(Some(seat));
            }
            used += gap + BOWL;
        }
        for row in rows {
            ui.horizontal_top(|ui| {
                for item in row {
                    match item {
                        None => self.pulla_box_ui(ui, chips, state, PULLA, t),
                        Some(seat) => self.bowl_box_ui(ui, chips, state, hand, seat, BOWL, t),
                    }
                }
            });
        }
    }

    fn pulla_box_ui(
        &self,
        ui: &mut egui::Ui,
        chips: &Resolved,
        state: &ChipState,
        width: f32,
        t: Tr,
    ) {
        let players = &self.editor.evening().players;
        let colour = |seat: Seat| self.colour(seat.index());
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(width - 16.0);
            ui.vertical(|ui| {
                ui.strong(t.s(Text::ThePulla));
                holding_ui(ui, chips, &state.pulla, None, &colour, players, t);
                let inside: Vec<_> = state
                    .tokens
                    .iter()
                    .filter(|k| k.place == Place::In)
                    .collect();
                let under: Vec<_> = state
                    .tokens
                    .iter()
                    .filter(|k| k.place == Place::Under)
                    .collect();
                if !inside.is_empty() {
                    ui.label(RichText::new(t.s(Text::InThePullaAsBetar)).small());
                    self.tokens_ui(ui, chips, &inside, false, t);
                }
                if !under.is_empty() {
                    ui.label(RichText::new(t.s(Text::UnderThePulla)).small());
                    self.tokens_ui(ui, chips, &under, true, t);
                }
                // Whose tokens, in words: what each owner gets back at the
                // betdelning.
                for seat in state.bowls.seats() {
                    let own: Vec<_> = state.tokens.iter().filter(|k| k.owner == seat).collect();
                    if own.is_empty() {
                        continue;
                    }
                    let worth: i64 = own.iter().map(|k| k.value).sum();
                    let name = players.get(seat.index()).map_or("?", String::as_str);
                    ui.label(
                        RichText::new(format!(
                            "{name}: {} {}, {}",
                            own.len(),
                            t.s(Text::Tokens),
                            crate::report::chips::amount_words(worth, chips.bet, t.0)
                        ))
                        .small(),
                    );
                }
                for (seat, &tab) in state.tab.pairs() {
                    if tab == 0 {
                        continue;
                    }
                    let name = players.get(seat.index()).map_or("?", String::as_str);
                    let amount = crate::report::chips::amount_words(tab, chips.bet, t.0);
                    let line = if tab > 0 {
                        format!("{name}: {amount} {}", t.s(Text::ToComePaper))
                    } else {
                        format!(
                            "{name}: {} {amount} ({})",
                            t.s(Text::Owes),
                            t.s(Text::Paper)
                        )
                    };
                    ui.label(RichText::new(line).small());
                }
            });
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn bowl_box_ui(
        &self,
        ui: &mut egui::Ui,
        chips: &Resolved,
        state: &ChipState,
        hand: Option<&ChipHand>,
        seat: Seat,
        width: f32,
        t: Tr,
    ) {
        let players = &self.editor.evening().players;
        let colour = |seat: Seat| self.colour(seat.index());
        let bowl = &state.bowls[seat];
        let name = players.get(seat.index()).map_or("?", String::as_str);
        let low = hand.is_some_and(|h| h.low.contains(&seat));
        let frame = egui::Frame::group(ui.style()).stroke(Stroke::new(
            if low { 2.0 } else { 1.0 },
            if low {
                ui.visuals().warn_fg_color
            } else {
                colour(seat)
            },
        ));
        frame.show(ui, |ui| {
            ui.set_width(width - 16.0);
            ui.vertical(|ui| {
                let text_colour = self.text_colour(seat.index(), ui.visuals().panel_fill);
                ui.label(RichText::new(name).strong().color(text_colour));
                holding_ui(ui, chips, bowl, Some(seat), &colour, players, t);
                if low {
                    let n = chips.bet_chips(bowl);
                    let text = if n == 0 {
                        t.s(Text::NoBetarLeft).to_string()
                    } else {
                        format!("{} {n} {}", t.s(Text::Only), t.s(Text::BetarLeft))
                    };
                    ui.colored_label(ui.visuals().warn_fg_color, text);
                }
            });
        });
    }

    fn tokens_ui(
        &self,
        ui: &mut egui::Ui,
        chips: &Resolved,
        tokens: &[&crate::chips::state::Token],
        sticking_out: bool,
        t: Tr,
    ) {
        let players = &self.editor.evening().players;
        ui.horizontal_wrapped(|ui| {
            for token in tokens {
                let kind = chips.kind(token.kind);
                let (rect, response) =
                    ui.allocate_exact_size(Vec2::new(26.0, 30.0), Sense::hover());
                let painter = ui.painter();
                if sticking_out {
                    // The pulla's edge, the token half under it.
                    let edge = rect.center().y - 2.0;
                    draw_chip(
                        painter,
                        kind.shape,
                        rect.center() + Vec2::new(0.0, 4.0),
                        self.colour(token.owner.index()),
                        ui.visuals().text_color(),
                    );
                    painter.line_segment(
                        [Pos2::new(rect.left(), edge), Pos2::new(rect.right(), edge)],
                        Stroke::new(3.0, ui.visuals().strong_text_color()),
                    );
                } else {
                    draw_chip(
                        painter,
                        kind.shape,
                        rect.center(),
                        self.colour(token.owner.index()),
                        ui.visuals().text_color(),
                    );
                }
                let owner = players.get(token.owner.index()).map_or("?", String::as_str);
                let worth = crate::report::chips::amount_words(token.value, chips.bet, t.0);
                response.on_hover_text(format!(
                    "{} {}: {worth}",
                    genitive(owner, t.0),
                    chips.kind_name(token.kind, 1, t.0)
                ));
            }
        });
    }
}
