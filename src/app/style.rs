//! Fonts, text sizes, themes and colours.

use std::sync::Arc;

use egui::{Color32, FontData, FontDefinitions, FontFamily, FontId, TextStyle};

use crate::ledger::evening::{Colour, Suit};

/// DejaVu Sans (see `assets/DejaVuSans-LICENSE.txt`): egui's own fonts have
/// no ♠ ♥ ♦ ♣.
static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");

/// Body text size in points: larger than egui's 12.5, since the laptop
/// stands on a card table.
pub const BODY_SIZE: f32 = 17.0;

/// Registers DejaVu Sans as a fallback for every character egui's fonts lack.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu-sans".to_owned(),
        Arc::new(FontData::from_static(DEJAVU_SANS)),
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("dejavu-sans".to_owned());
    }
    ctx.set_fonts(fonts);
}

/// Sets the theme and the text sizes.
pub fn apply(ctx: &egui::Context, dark: bool) {
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(BODY_SIZE * 1.45, FontFamily::Proportional),
            ),
            (
                TextStyle::Body,
                FontId::new(BODY_SIZE, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(BODY_SIZE * 0.9, FontFamily::Monospace),
            ),
            (
                TextStyle::Button,
                FontId::new(BODY_SIZE, FontFamily::Proportional),
            ),
            (
                TextStyle::Small,
                FontId::new(BODY_SIZE * 0.75, FontFamily::Proportional),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
}

/// The colours offered for players: distinct on both themes.
pub const PALETTE: [Colour; 8] = [
    Colour([0xe0, 0x4b, 0x4b]),
    Colour([0x3b, 0x82, 0xf6]),
    Colour([0x22, 0xa0, 0x4b]),
    Colour([0xd9, 0x8c, 0x1a]),
    Colour([0xa8, 0x55, 0xf7]),
    Colour([0x14, 0xa8, 0xb8]),
    Colour([0xdb, 0x4f, 0xa0]),
    Colour([0x8a, 0x8a, 0x8a]),
];

/// The colour of seat `seat`: the evening's choice, else the palette's.
pub fn player_colour(colours: &[Colour], seat: usize) -> Color32 {
    let Colour([r, g, b]) = colours
        .get(seat)
        .copied()
        .unwrap_or(PALETTE[seat % PALETTE.len()]);
    Color32::from_rgb(r, g, b)
}

/// Red for hearts and diamonds, the text colour for spades and clubs.
pub fn suit_colour(suit: Suit, visuals: &egui::Visuals) -> Color32 {
    if suit.is_red() {
        Color32::from_rgb(0xe0, 0x30, 0x30)
    } else {
        visuals.strong_text_color()
    }
}
