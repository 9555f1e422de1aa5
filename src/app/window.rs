//! How the main window presents itself to the desktop: the application id
//! (the desktop entry's name, so that a Wayland or X11 desktop shows the
//! installed icon and groups the window under it), the icon on the
//! viewport, the size, and where eframe keeps the UI preferences.

use std::sync::Arc;

use super::APP_NAME;

/// The application id: the desktop entry is `APP_ID.desktop`, the
/// AppStream component and the icon carry the same name (see
/// `packaging/`).
pub const APP_ID: &str = "io.github.viraledger.vira";

/// The icon, 256 px (rendered from `assets/icon/vira.svg` by
/// `packaging/render-icons`).
const ICON_PNG: &[u8] = include_bytes!("../../assets/icon/vira-256.png");

/// The window's icon, decoded from the 256 px PNG once; `None` only if
/// the bundled PNG could not be read (the window then opens without one).
pub fn icon() -> Option<Arc<egui::IconData>> {
    static ICON: std::sync::OnceLock<Option<Arc<egui::IconData>>> = std::sync::OnceLock::new();
    ICON.get_or_init(|| {
        eframe::icon_data::from_png_bytes(ICON_PNG)
            .ok()
            .map(Arc::new)
    })
    .clone()
}

/// The players' view when it is a window of its own: the same application
/// id and icon as the main window, so the desktop shows the app's icon on
/// it and groups it with the main window (built every frame; the icon is
/// decoded once).
///
/// `monitor`: the size in points of the monitor the app is on, when the
/// platform says it: the window fits it (1280x720 points at 150 % were
/// 1920x1080 pixels on a 1280x800 screen).
pub fn players_view_builder(title: &str, monitor: Option<egui::Vec2>) -> egui::ViewportBuilder {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(title)
        .with_app_id(APP_ID)
        .with_inner_size(fit_on(egui::vec2(1280.0, 720.0), monitor));
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    viewport
}

/// `wanted` made to fit in nine tenths of `monitor` (room for the
/// desktop's bars and the window's frame), keeping its shape.
pub fn fit_on(wanted: egui::Vec2, monitor: Option<egui::Vec2>) -> egui::Vec2 {
    let Some(monitor) = monitor.filter(|m| m.x > 0.0 && m.y > 0.0 && m.is_finite()) else {
        return wanted;
    };
    let room = monitor * 0.9;
    let scale = (room.x / wanted.x).min(room.y / wanted.y).min(1.0);
    wanted * scale
}

/// The options the app's window opens with.
pub fn native_options() -> eframe::NativeOptions {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Vira")
        .with_app_id(APP_ID)
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([800.0, 560.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    eframe::NativeOptions {
        viewport,
        // eframe names its storage folder after the app id; the
        // preferences stay where they were kept before the app had one.
        persistence_path: eframe::storage_dir(APP_NAME).map(|dir| dir.join("app.ron")),
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_window_fits_the_monitor_it_opens_on() {
        // 1280x800 pixels at 150 %: 853x533 points. The players' view
        // asked for 1280x720 points (1920x1080 pixels).
        let fitted = fit_on(egui::vec2(1280.0, 720.0), Some(egui::vec2(853.3, 533.3)));
        assert!(fitted.x <= 853.3 * 0.9 + 0.01 && fitted.y <= 533.3 * 0.9 + 0.01);
        assert!(
            (fitted.x / fitted.y - 16.0 / 9.0).abs() < 0.01,
            "its shape kept"
        );
        // A large monitor: as asked; none known: as asked.
        let big = Some(egui::vec2(2560.0, 1440.0));
        assert_eq!(
            fit_on(egui::vec2(1280.0, 720.0), big),
            egui::vec2(1280.0, 720.0)
        );
        assert_eq!(
            fit_on(egui::vec2(1280.0, 720.0), None),
            egui::vec2(1280.0, 720.0)
        );
        assert_eq!(
            fit_on(egui::vec2(1280.0, 720.0), Some(egui::vec2(f32::NAN, 0.0))),
            egui::vec2(1280.0, 720.0)
        );
    }
}
