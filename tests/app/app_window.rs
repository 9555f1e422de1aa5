//! The window knows itself, and the package agrees with it: the app id on
//! the viewport is the name of the desktop entry, the AppStream component
//! and the icon; the viewport carries the icon; every icon size the
//! package installs exists at its size.
// Test code: a panic is a failing test, so the library's rules against
// unwrap, indexing and long functions do not apply here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use std::path::Path;

use vira::app::window::{APP_ID, icon, native_options};

const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A PNG's width and height, from its IHDR chunk.
fn png_size(path: &str) -> (u32, u32) {
    let bytes = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{path} is not a PNG");
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[test]
fn the_viewport_has_the_app_id_and_the_icon() {
    let options = native_options();
    assert_eq!(options.viewport.app_id.as_deref(), Some(APP_ID));
    let icon = options.viewport.icon.expect("the viewport has an icon");
    assert_eq!((icon.width, icon.height), (256, 256));
    assert_eq!(icon.rgba.len(), 256 * 256 * 4);
    assert_eq!(icon, icon_from_fn());
    assert_eq!(options.viewport.title.as_deref(), Some("Vira"));
}

fn icon_from_fn() -> std::sync::Arc<egui::IconData> {
    icon().unwrap()
}

#[test]
fn the_preferences_stay_where_they_were_kept_before_the_app_id() {
    // eframe names its folder after the app id unless told a path: the
    // saved language, theme and zoom must not be lost on the update.
    let options = native_options();
    if let Some(path) = options.persistence_path {
        assert_eq!(path, eframe::storage_dir("vira").unwrap().join("app.ron"));
        assert!(
            !path.to_string_lossy().contains(APP_ID),
            "{}",
            path.display()
        );
    }
}

#[test]
fn the_desktop_entry_metainfo_and_package_use_the_app_id() {
    let desktop = read(&format!("packaging/{APP_ID}.desktop"));
    for line in [
        "Name=Vira",
        "Categories=Game;CardGame;",
        "Exec=vira %f",
        "MimeType=application/x-vira-evening;",
        &format!("Icon={APP_ID}"),
        &format!("StartupWMClass={APP_ID}"),
    ] {
        assert!(
            desktop.lines().any(|l| l == line),
            "desktop entry lacks {line}"
        );
    }
    assert!(desktop.lines().any(|l| l.starts_with("Comment=")));
    assert!(desktop.lines().any(|l| l.starts_with("Comment[sv]=")));
    let metainfo = read(&format!("packaging/{APP_ID}.metainfo.xml"));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(
        r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#
    )));
    let mime = read("packaging/vira-evening.xml");
    assert!(mime.contains(r#"type="application/x-vira-evening""#));
    assert!(mime.contains(r#"<match type="string" value="Evening(" offset="0:4096"/>"#));
    let cargo = read("Cargo.toml");
    assert!(cargo.contains(&format!(
        r#"["packaging/{APP_ID}.desktop", "usr/share/applications/""#
    )));
    assert!(cargo.contains(&format!("hicolor/scalable/apps/{APP_ID}.svg")));
    for size in SIZES {
        assert!(
            cargo.contains(&format!(
                r#"["assets/icon/vira-{size}.png", "usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png""#
            )),
            "Cargo.toml does not install the {size} px icon"
        );
    }
}

#[test]
fn every_icon_size_exists_at_its_size() {
    for size in SIZES {
        assert_eq!(
            png_size(&format!("assets/icon/vira-{size}.png")),
            (size, size),
            "vira-{size}.png"
        );
    }
}

#[test]
fn evening_files_match_the_mime_type() {
    // The magic: `Evening(` within the first 4 KiB; every example evening
    // (comment lines first) and an evening as the app writes it match it,
    // a bid table does not.
    let within = |text: &str| text.get(..4096).unwrap_or(text).contains("Evening(");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples");
    let mut evenings = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let is_evening = vira::ledger::evening::Evening::parse("example", &text).is_ok();
        assert_eq!(within(&text), is_evening, "{}", path.display());
        evenings += usize::from(is_evening);
    }
    assert!(evenings >= 3);
    assert!(!within(&read("tables/stockholm.ron")));
}

#[test]
fn the_players_view_window_has_the_app_id_and_the_icon_too() {
    // A window of its own on the desktop: grouped under the app's icon
    // with the main window.
    let builder = vira::app::window::players_view_builder("Vira – spelarvy", None);
    assert_eq!(builder.app_id.as_deref(), Some(APP_ID));
    assert_eq!(builder.icon, Some(icon_from_fn()));
    assert_eq!(builder.title.as_deref(), Some("Vira – spelarvy"));
}

#[test]
fn an_unusable_zoom_in_the_preferences_is_put_back_and_said() {
    // Issue 34, 1: a zoom of 0, -1, 100000, 1e308 or inf in the saved
    // preferences ended every start (exit 101, no window).
    for zoom in [0.0, -1.0, 100_000.0, f32::MAX, f32::INFINITY, f32::NAN] {
        let dir = tempfile::TempDir::new().unwrap();
        let options = vira::app::AppOptions {
            data_dir: Some(dir.path().to_path_buf()),
            table_dir: Some(dir.path().join("no-club-tables")),
            language: None,
            open: None,
        };
        let mut h = egui_kittest::Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_eframe(move |cc| {
                let prefs = vira::app::Prefs {
                    language: vira::rules::table::Language::Swedish,
                    zoom,
                    ..vira::app::Prefs::default()
                };
                vira::app::ViraApp::with_prefs(&cc.egui_ctx, Some(prefs), options)
            });
        h.run_steps(3);
        assert_eq!(h.state().prefs.zoom, 1.0, "{zoom}");
        assert!((h.ctx.zoom_factor() - 1.0).abs() < f32::EPSILON, "{zoom}");
        let said = h.state().notice.clone().expect("said").text;
        assert!(
            said.starts_with("Förstoringen i inställningarna ("),
            "{said}"
        );
    }
}
