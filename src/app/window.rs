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
pub fn players_view_builder(title: &str) -> egui::ViewportBuilder {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(title)
        .with_app_id(APP_ID)
        .with_inner_size([1280.0, 720.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    viewport
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
