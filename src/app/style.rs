//! Fonts, text sizes, themes and colours.

use std::sync::Arc;

use egui::{Color32, FontData, FontDefinitions, FontFamily, FontId, TextStyle};

use crate::ledger::evening::{Colour, Suit};

/// DejaVu Sans (see `assets/DejaVuSans-LICENSE.txt`): egui's own fonts have
/// no ♠ ♥ ♦ ♣.
static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");

/// A subset of Noto Sans CJK JP (see `assets/NotoSansJP-LICENSE.txt`;
/// made by `packaging/subset-font`): the Japanese of the interface, kana and
/// the JIS level-1 kanji, so 日本語 renders without any CJK font installed.
static NOTO_SANS_JP_SUBSET: &[u8] = include_bytes!("../../assets/NotoSansJP-vira-subset.otf");

/// Where systems keep a Japanese font (the first found is used; a
/// collection's first face is its Japanese one in Noto CJK).
const SYSTEM_CJK_FONTS: [&str; 12] = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
    "/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf",
    "/usr/share/fonts/truetype/takao-gothic/TakaoPGothic.ttf",
    "/System/Library/Fonts/ヒラギノ角ゴシック W3.ttc",
    "/System/Library/Fonts/Hiragino Sans GB.ttc",
    "C:\\Windows\\Fonts\\YuGothR.ttc",
    "C:\\Windows\\Fonts\\meiryo.ttc",
    "C:\\Windows\\Fonts\\msgothic.ttc",
];

/// The system's Japanese font, for names players type beyond the shipped
/// subset: `VIRA_CJK_FONT` when set (empty: none), else the first of
/// [`SYSTEM_CJK_FONTS`] that exists.
pub fn system_cjk_font() -> Option<std::path::PathBuf> {
    match std::env::var_os("VIRA_CJK_FONT") {
        Some(path) if path.is_empty() => None,
        Some(path) => Some(path.into()),
        None => SYSTEM_CJK_FONTS
            .iter()
            .map(std::path::PathBuf::from)
            .find(|p| p.is_file()),
    }
}

/// Body text size in points: larger than egui's 12.5, since the laptop
/// stands on a card table.
pub const BODY_SIZE: f32 = 17.0;

/// Registers the fallbacks for every character egui's fonts lack: DejaVu
/// Sans, then the shipped Japanese subset, then the system's Japanese font
/// when there is one ([`system_cjk_font`]: names typed in kanji beyond the
/// subset).
pub fn install_fonts(ctx: &egui::Context) {
    let system = system_cjk_font().and_then(|path| std::fs::read(path).ok());
    ctx.set_fonts(font_definitions(system));
}

/// egui's fonts with the fallbacks, the system's Japanese font's bytes last
/// when given.
pub fn font_definitions(system_cjk: Option<Vec<u8>>) -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    let mut fallbacks = vec![
        ("dejavu-sans", FontData::from_static(DEJAVU_SANS)),
        (
            "noto-sans-jp-subset",
            FontData::from_static(NOTO_SANS_JP_SUBSET),
        ),
    ];
    if let Some(bytes) = system_cjk {
        fallbacks.push(("system-cjk", FontData::from_owned(bytes)));
    }
    for (name, data) in fallbacks {
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            fonts
                .families
                .entry(family)
                .or_default()
                .push(name.to_owned());
        }
    }
    fonts
}

/// Sets the theme and the text sizes.
pub fn apply(ctx: &egui::Context, dark: bool) {
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
    ctx.set_visuals_of(egui::Theme::Dark, visuals(true));
    ctx.set_visuals_of(egui::Theme::Light, visuals(false));
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
        .or_else(|| PALETTE.get(seat % PALETTE.len()).copied())
        .unwrap_or(Colour([0x8a, 0x8a, 0x8a]));
    Color32::from_rgb(r, g, b)
}

/// The colour of `seat` in a list of colours made for every seat (grey
/// for a seat the list lacks, which the callers never ask for).
pub fn seat_colour(colours: &[Color32], seat: usize) -> Color32 {
    colours.get(seat).copied().unwrap_or(Color32::GRAY)
}

/// Red for hearts and diamonds, the text colour for spades and clubs.
pub fn suit_colour(suit: Suit, visuals: &egui::Visuals) -> Color32 {
    if suit.is_red() {
        Color32::from_rgb(0xe0, 0x30, 0x30)
    } else {
        visuals.strong_text_color()
    }
}

/// The felt of the drawn card table, per theme: dark enough that the pulla
/// written on it in [`INK`] reads across the table (WCAG AA, 4.5:1).
pub fn felt(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x1d, 0x4d, 0x2f)
    } else {
        Color32::from_rgb(0x2b, 0x63, 0x3b)
    }
}

/// The colour of the text written on the felt.
pub const INK: Color32 = Color32::from_rgb(0xf4, 0xf1, 0xe6);

/// The relative luminance of a colour (WCAG 2.x).
fn luminance(colour: Color32) -> f32 {
    let channel = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(colour.r()) + 0.7152 * channel(colour.g()) + 0.0722 * channel(colour.b())
}

/// The contrast ratio of two colours (WCAG 2.x): 1 to 21.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    let (light, dark) = if la > lb { (la, lb) } else { (lb, la) };
    (light + 0.05) / (dark + 0.05)
}

/// `colour` moved towards black or white (whichever the background needs)
/// just far enough to reach `ratio` against `background`: a player keeps
/// their hue, and their name stays readable on either theme.
pub fn readable_on(colour: Color32, background: Color32, ratio: f32) -> Color32 {
    let target = if luminance(background) > 0.18 {
        Color32::BLACK
    } else {
        Color32::WHITE
    };
    let mix = |t: f32| {
        let lerp = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Color32::from_rgb(
            lerp(colour.r(), target.r()),
            lerp(colour.g(), target.g()),
            lerp(colour.b(), target.b()),
        )
    };
    (0..=20)
        .map(|step| mix(step as f32 / 20.0))
        .find(|&c| contrast(c, background) >= ratio)
        .unwrap_or(target)
}

/// WCAG AA for normal text.
pub const TEXT_CONTRAST: f32 = 4.5;

/// A player's colour as text on `background`.
pub fn player_text(colours: &[Colour], seat: usize, background: Color32) -> Color32 {
    readable_on(player_colour(colours, seat), background, TEXT_CONTRAST)
}

/// The theme's own colours with a selection that keeps text readable: the
/// light theme's default selection is too pale for coloured text.
pub fn visuals(dark: bool) -> egui::Visuals {
    let mut visuals = if dark {
        egui::Visuals::dark()
    } else {
        egui::Visuals::light()
    };
    if dark {
        // egui's weak text is 2.3:1 on the dark panel; hints must be read.
        visuals.weak_text_color = Some(Color32::from_gray(0xa0));
    } else {
        visuals.selection.bg_fill = Color32::from_rgb(0xdc, 0xe8, 0xf8);
        visuals.selection.stroke.color = Color32::from_rgb(0x10, 0x3a, 0x7a);
        visuals.weak_text_color = Some(Color32::from_gray(0x60));
    }
    visuals
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The characters of `text` the fonts lack.
    fn lacking(ctx: &egui::Context, text: &str) -> String {
        let font = FontId::new(BODY_SIZE, FontFamily::Proportional);
        ctx.fonts_mut(|f| {
            text.chars()
                .filter(|&c| !c.is_control() && !f.has_glyph(&font, c))
                .collect()
        })
    }

    #[test]
    fn the_shipped_subset_has_every_japanese_glyph_without_a_system_font() {
        let ctx = egui::Context::default();
        ctx.set_fonts(font_definitions(None));
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        let mut texts: Vec<String> = crate::i18n::japanese_texts().map(String::from).collect();
        let registry = crate::rules::registry::TableRegistry::built_in();
        for entry in registry.entries() {
            if let Ok(table) = &*entry.table {
                texts.extend(table.name.japanese().map(String::from));
                texts.extend(
                    table
                        .contracts
                        .iter()
                        .filter_map(|c| c.name.japanese().map(String::from)),
                );
            }
        }
        // Names players type: the seed's author, common names, kana.
        texts.extend(
            ["赤桐", "山田太郎", "佐藤花子", "ひらがな", "カタカナ", "点"].map(String::from),
        );
        assert!(texts.len() > 400);
        let missing: String = texts.iter().map(|t| lacking(&ctx, t)).collect();
        assert!(missing.is_empty(), "no glyph for {missing:?}");
        // The test can fail: a character outside the subset is reported.
        assert_eq!(lacking(&ctx, "𠮷"), "𠮷");
    }

    /// Every pair of colours the app puts text in, for one theme.
    fn pairs(dark: bool) -> Vec<(String, Color32, Color32, f32)> {
        let v = visuals(dark);
        let mut pairs = vec![
            (
                "pulla on the felt".to_string(),
                INK,
                felt(dark),
                TEXT_CONTRAST,
            ),
            ("text".into(), v.text_color(), v.panel_fill, TEXT_CONTRAST),
            (
                "weak text".into(),
                v.weak_text_color(),
                v.panel_fill,
                TEXT_CONTRAST,
            ),
            (
                "selected text".into(),
                v.selection.stroke.color,
                v.selection.bg_fill,
                TEXT_CONTRAST,
            ),
        ];
        for (seat, _) in PALETTE.iter().enumerate() {
            for (place, background) in [
                ("panel", v.panel_fill),
                ("window", v.window_fill),
                ("selected", v.selection.bg_fill),
                ("button", v.widgets.inactive.weak_bg_fill),
            ] {
                pairs.push((
                    format!("player {seat} on {place}"),
                    player_text(&PALETTE, seat, background),
                    background,
                    TEXT_CONTRAST,
                ));
            }
        }
        pairs
    }

    #[test]
    fn both_themes_meet_wcag_aa() {
        for dark in [false, true] {
            for (what, text, background, needed) in pairs(dark) {
                let ratio = contrast(text, background);
                assert!(
                    ratio >= needed,
                    "{what} ({}): {ratio:.2}:1, needs {needed}:1",
                    if dark { "dark" } else { "light" }
                );
            }
        }
    }

    #[test]
    fn the_old_light_felt_failed() {
        // The pulla amount was 2.5:1 on the old light green.
        let old = Color32::from_rgb(0x5f, 0xa8, 0x72);
        assert!(contrast(INK, old) < 3.0);
        assert!(contrast(Color32::WHITE, Color32::BLACK) > 20.9);
    }

    #[test]
    fn readable_on_keeps_a_readable_colour_as_it_is() {
        let blue = Color32::from_rgb(0x10, 0x20, 0x90);
        assert_eq!(readable_on(blue, Color32::WHITE, 4.5), blue);
    }
}
