//! A club night's standing in the app (issue 36, 4 in part): opened from
//! its file, followed as its tables' files change.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use crate::common;

use common::app::{app_opening, frames, shows, shows_part};
use common::night::{example, night_folder, table_three};

/// The app on a data folder of its own, opened on the night file in
/// `folder` as `vira NAME.night` opens it; the data folder goes with it.
fn open_night(
    folder: &std::path::Path,
) -> (
    tempfile::TempDir,
    egui_kittest::Harness<'static, vira::app::ViraApp>,
) {
    let data = tempfile::tempdir().unwrap();
    let mut h = app_opening(data.path(), Some(&folder.join("kvall.night")));
    frames(&mut h);
    (data, h)
}

#[test]
fn the_night_opens_on_its_standing_and_follows_a_table_handed_in() {
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let (data, mut h) = open_night(night.path());
    assert!(
        shows(&h, "Klubbkväll 2026-11-26, Stockholms Wirasällskap"),
        "{:?}",
        common::app::texts(&h)
    );
    // Anna leads on 5 points; table 3 of the second sitting is missing.
    assert!(shows(&h, "Anna"));
    assert!(common::app::shows_part(&h, "inte inlämnad än"));
    assert!(shows(&h, "26,26 kr"));
    // Table 3 hands in its file: within a second the standing counts it.
    let three = table_three();
    std::fs::write(night.path().join("bord-3.ron"), three).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(600));
    frames(&mut h);
    assert!(
        !common::app::shows_part(&h, "inte inlämnad än"),
        "{:?}",
        common::app::texts(&h)
    );
    assert!(common::app::shows_part(
        &h,
        "sittning 2, bord 2 (bord-3.ron): Eva"
    ));
    // Printed at the end: the standing, the seating, each table's result.
    common::app::click(&mut h, "Skriv ut …");
    frames(&mut h);
    let page = std::fs::read_to_string(data.path().join("export").join("kvall.html")).unwrap();
    for part in [
        "<h1>Klubbkväll 2026-11-26, Stockholms Wirasällskap</h1>",
        "<h2>Ställningen</h2>",
        "<h2>Sittning 2</h2>",
        "<td>Eva, Fia, Gun</td><td>bord-3.ron</td><td>Eva ",
    ] {
        assert!(page.contains(part), "{part}\n{page}");
    }
    assert!(common::app::shows_part(&h, "Klubbkvällen är sparad som"));
    // And the seating alone, to pin up when the players sit down.
    common::app::click(&mut h, "Skriv ut placeringen …");
    frames(&mut h);
    let seating =
        std::fs::read_to_string(data.path().join("export").join("kvall-placering.html")).unwrap();
    assert!(
        seating.contains("<h2>Sittning 2</h2>")
            && seating.contains("<p class=\"players\">Eva · Fia · Gun</p>"),
        "{seating}"
    );
}

/// A table followed over the network (issue 36, 3): the host's screen
/// counts what the table's `vira serve` gives, marked live, and follows a
/// hand recorded there within a second; the table's own file is never
/// written by the host.
#[test]
fn the_host_follows_a_table_live_over_the_network() {
    let night = tempfile::tempdir().unwrap();
    let laptop = tempfile::tempdir().unwrap();
    let tables = laptop.path().join("tables");
    std::fs::create_dir(&tables).unwrap();
    let file = laptop.path().join("bord-1.ron");
    std::fs::write(&file, common::serve::EVENING).unwrap();
    let served = common::serve::Served::start(&file, &tables);
    std::fs::write(
        night.path().join("kvall.night"),
        format!(
            r#"Night(format: 1, date: "2026-11-26", sittings: [Sitting(tables: [
                NightTable(evening: "bord-1.ron", players: ["Anna", "Bo", "Cia"], feed: "{}")])])"#,
            served.url
        ),
    )
    .unwrap();
    let (_data, mut h) = open_night(night.path());
    // The table's line once it shows, live, other than `before`.
    let live = |h: &mut egui_kittest::Harness<'_, vira::app::ViraApp>, before: &str| {
        let start = std::time::Instant::now();
        loop {
            frames(h);
            let texts = common::app::texts(h);
            if let Some(line) = texts
                .iter()
                .find(|t| t.contains("bord-1.ron · direkt") && t.as_str() != before)
            {
                return (line.clone(), start.elapsed());
            }
            assert!(
                start.elapsed() < std::time::Duration::from_secs(5),
                "{texts:?}"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    };
    // One hand: Anna won vingel 7; after the betdelning she is 1 b 3 p up.
    let (line, _) = live(&mut h, "");
    assert_eq!(
        line,
        "sittning 1, bord 1 (bord-1.ron · direkt): Anna +1 b 3 p (1), Bo -5 p (2), Cia -6 p (3)"
    );
    let before = std::fs::read(&file).unwrap();
    common::serve::record_hand(&file, "Anna");
    let (after, took) = live(&mut h, &line);
    // Generous under a loaded test run; the speed is benches/night.rs's.
    assert!(took < std::time::Duration::from_secs(4), "{took:?}");
    assert!(after.contains("Anna +2 b"), "{after}");
    // The host kept its own copy; the table's file is the table's.
    assert!(night.path().join(".bord-1.ron.seen").is_file());
    assert!(!night.path().join("bord-1.ron").exists());
    assert_ne!(std::fs::read(&file).unwrap(), before, "the table wrote it");
}

/// The archive lists the nights closed into it (issue 36, 5) and opens one
/// on its standing, made from the archive's files alone.
#[test]
fn the_archive_lists_its_nights_and_opens_one() {
    let data = tempfile::tempdir().unwrap();
    let _night = common::night::closed_into(&data.path().join("archive"));
    let mut h = app_opening(data.path(), None);
    frames(&mut h);
    common::app::click(&mut h, "Arkivet");
    common::app::wait_for_archive(&mut h);
    common::app::click(&mut h, "Klubbkvällar");
    frames(&mut h);
    assert!(
        shows(&h, "Stockholms Wirasällskap"),
        "{:?}",
        common::app::texts(&h)
    );
    assert!(shows(&h, "2 sittningar, 3 bord"));
    common::app::click(&mut h, "Öppna");
    frames(&mut h);
    assert!(
        shows(&h, "Klubbkväll 2026-11-26, Stockholms Wirasällskap"),
        "{:?}",
        common::app::texts(&h)
    );
    // Anna leads on 5 points, as before the night was closed.
    assert!(shows(&h, "26,26 kr"));
    assert!(common::app::shows_part(&h, "inte inlämnad än"));
}

/// The host's app follows a table by its address typed on the night screen
/// (written into the night file, the host its one writer), and shows the
/// standing on the phones from this machine, live (issue 36, 3 and 4).
#[test]
fn the_host_types_a_tables_address_and_shows_the_standing_on_the_phones() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::{NodeT, Queryable};
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let laptop = tempfile::tempdir().unwrap();
    let tables = laptop.path().join("tables");
    std::fs::create_dir(&tables).unwrap();
    // Table 3 of the night plays on its own laptop and shows its evening.
    let file = laptop.path().join("bord-3.ron");
    let three = common::serve::EVENING
        .replace("Anna", "Eva")
        .replace("\"Bo\"", "\"Fia\"")
        .replace("Cia", "Gun");
    std::fs::write(&file, three).unwrap();
    let served = common::serve::Served::start(&file, &tables);
    let (_data, mut h) = open_night(night.path());
    h.get_by_label("Följ borden i nätverket").click();
    frames(&mut h);
    // A wrong address (table 1's field) is refused in words, and nothing
    // is written.
    assert_eq!(h.query_all_by_role(Role::TextInput).count(), 3);
    let type_in =
        |h: &mut egui_kittest::Harness<'_, vira::app::ViraApp>, last: bool, text: &str| {
            let nth = |h: &egui_kittest::Harness<'_, vira::app::ViraApp>| {
                if last {
                    h.query_all_by_role(Role::TextInput).count() - 1
                } else {
                    0
                }
            };
            // Below the fold as a user scrolls to it.
            let n = nth(h);
            h.query_all_by_role(Role::TextInput)
                .nth(n)
                .unwrap()
                .scroll_to_me();
            frames(h);
            h.query_all_by_role(Role::TextInput).nth(n).unwrap().click();
            frames(h);
            let n = nth(h);
            h.query_all_by_role(Role::TextInput)
                .nth(n)
                .unwrap()
                .type_text(text);
            frames(h);
            let mut buttons: Vec<_> = h
                .query_all_by_role_and_label(Role::Button, "Följ")
                .collect();
            let button = if last {
                buttons.pop().unwrap()
            } else {
                buttons.remove(0)
            };
            button.scroll_to_me();
            drop(buttons);
            frames(h);
            let mut buttons: Vec<_> = h
                .query_all_by_role_and_label(Role::Button, "Följ")
                .collect();
            if last {
                buttons.pop().unwrap()
            } else {
                buttons.remove(0)
            }
            .click();
            frames(h);
        };
    // Table 3's address in its field: followed, its evening counted live.
    type_in(&mut h, true, &served.url);
    type_in(&mut h, false, "192.168.1.23:41873");
    assert!(
        common::app::shows_part(&h, "är inte ett bords adress"),
        "{:?}",
        common::app::texts(&h)
    );
    let after = std::fs::read_to_string(night.path().join("kvall.night")).unwrap();
    assert!(!after.contains("192.168.1.23"), "{after}");
    let written = std::fs::read_to_string(night.path().join("kvall.night")).unwrap();
    assert!(
        written.contains(&served.url),
        "{written}\n{:?}",
        h.query_all_by_role(Role::TextInput)
            .map(|n| format!("{:?}", n.accesskit_node().value()))
            .collect::<Vec<_>>()
    );
    let start = std::time::Instant::now();
    while !common::app::shows_part(&h, "bord-3.ron · direkt): Eva") {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(5),
            "{:?}",
            common::app::texts(&h)
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        frames(&mut h);
    }
    // The standing on the phones, from this machine.
    // Back up the page (the fields were scrolled to), as a user scrolls.
    common::app::click_in_sight(&mut h, "Visa på telefoner");
    frames(&mut h);
    // The phones' address (the table's, followed, is shown too).
    let url = common::app::texts(&h)
        .into_iter()
        .find(|t| t.starts_with("http://") && *t != served.url)
        .unwrap_or_else(|| panic!("no phones' address: {:?}", common::app::texts(&h)));
    let host = common::serve::loopback_of(&url);
    let base = common::serve::path_of(&url);
    let page = common::serve::get(&host, &base, "sv");
    assert_eq!(page.status, 200, "{}", page.head);
    assert!(
        page.body.contains("1. Anna<small>2 bord · 5 poäng</small>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("Eva<small>1 bord"), "{}", page.body);
}

/// A table joins the night from the host's address (issue 36, 3): the
/// start screen reads the night the host serves and offers the newest
/// sitting's tables; choosing one opens the new-evening form with its
/// players in their seats and the night's date and club, no name typed.
/// A wrong address is said, in words.
#[test]
fn a_table_joins_the_night_from_the_hosts_address() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let tables = tempfile::tempdir().unwrap();
    let host = common::serve::Served::start(&night.path().join("kvall.night"), tables.path());
    let data = tempfile::tempdir().unwrap();
    let mut h = app_opening(data.path(), None);
    frames(&mut h);
    h.get_by_label("Gå med i en klubbkväll").click();
    frames(&mut h);
    let type_address = |h: &mut egui_kittest::Harness<'_, vira::app::ViraApp>, text: &str| {
        h.query_all_by_role(Role::TextInput).next().unwrap().click();
        frames(h);
        h.query_all_by_role(Role::TextInput)
            .next()
            .unwrap()
            .type_text(text);
        frames(h);
        common::app::click(h, "Hämta borden");
        frames(h);
    };
    type_address(&mut h, "bord-2.local");
    assert!(
        common::app::shows_part(&h, "är inte ett bords adress"),
        "{:?}",
        common::app::texts(&h)
    );
    // The field keeps what was typed: cleared, the right one typed.
    h.query_all_by_role(Role::TextInput).next().unwrap().click();
    frames(&mut h);
    for _ in 0.."bord-2.local".len() {
        h.key_press(egui::Key::Backspace);
    }
    frames(&mut h);
    type_address(&mut h, &host.url);
    assert!(
        shows(&h, "Klubbkväll 2026-11-26, sittning 2: välj ditt bord"),
        "{:?}",
        common::app::texts(&h)
    );
    common::app::click(&mut h, "Bord 2: Eva, Fia, Gun");
    frames(&mut h);
    let vira::app::Screen::NewEvening(form) = &h.state().screen else {
        panic!("the new-evening form: {:?}", common::app::texts(&h));
    };
    let seats: Vec<&str> = form.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(seats, ["Eva", "Fia", "Gun"]);
    assert_eq!(form.date, "2026-11-26");
    assert_eq!(form.club, "Stockholms Wirasällskap");
    // What the night gives this table to play: Öberg's 1945 table, 24
    // deals, no money (its own game, not the night's).
    assert_eq!(form.table, "oberg-1945");
    assert_eq!(form.length().unwrap().deals, Some(24));
    assert_eq!(form.price, "");
    // The other table of the sitting plays the night's game: Stockholm's
    // table, 0,50 kr a bet, until 23:00 with a last round.
    common::app::click(&mut h, "⌂ Start");
    frames(&mut h);
    // The section stays open as it was left.
    if h.query_all_by_role(Role::TextInput).next().is_none() {
        h.get_by_label("Gå med i en klubbkväll").click();
        frames(&mut h);
    }
    type_address(&mut h, &host.url);
    common::app::click(&mut h, "Bord 1: Anna, Bo, Cia");
    frames(&mut h);
    let vira::app::Screen::NewEvening(form) = &h.state().screen else {
        panic!("the new-evening form: {:?}", common::app::texts(&h));
    };
    assert_eq!(form.table, "stockholm");
    assert_eq!(form.price, "0,50");
    assert_eq!(form.currency, "kr");
    let length = form.length().unwrap();
    assert_eq!(length.until.as_deref(), Some("23:00"));
    assert!(length.last_round);
}

/// The host makes the night in the app (issue 36, 1 and 2): the start
/// screen's form seats ten players at tables of 4, 3 and 3 and opens the
/// night; the next sitting is seated, and seated again before it starts;
/// once a table of it has its file, seating it again is refused in words.
#[test]
fn the_host_makes_and_seats_a_night_in_the_app() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    let data = tempfile::tempdir().unwrap();
    let mut h = app_opening(data.path(), None);
    frames(&mut h);
    h.get_by_label("Ny klubbkväll (värd)").click();
    frames(&mut h);
    // The players' field: the form's last text field.
    let players = h.query_all_by_role(Role::MultilineTextInput).count();
    assert_eq!(players, 1);
    h.query_all_by_role(Role::MultilineTextInput)
        .next()
        .unwrap()
        .click();
    frames(&mut h);
    h.query_all_by_role(Role::MultilineTextInput)
        .next()
        .unwrap()
        .type_text("Anna, Bo, Cia, Dag, Eva, Fia, Gun, Hans, Ida, Jon");
    frames(&mut h);
    // What every table plays: Stockholm's table, 0,50 kr a bet, until
    // 23:00 with a last round (the time field is shown once chosen).
    h.get_by_value("vart bord väljer själv").click();
    frames(&mut h);
    common::app::click(&mut h, "Stockholms Wirasällskap");
    frames(&mut h);
    common::app::type_into(&mut h, "Pris per bet", "0,50");
    h.get_by_label("till klockan").click();
    frames(&mut h);
    assert!(shows(&h, "Sluttid"), "{:?}", common::app::texts(&h));
    common::app::click(&mut h, "Placera 10 spelare");
    frames(&mut h);
    let night = std::fs::read_dir(data.path().join("nights"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path()
        .join("kvall.night");
    let read =
        || vira::night::Night::parse("k", &std::fs::read_to_string(&night).unwrap()).unwrap();
    let sizes: Vec<usize> = read().sittings[0]
        .tables
        .iter()
        .map(|t| t.players.len())
        .collect();
    assert_eq!(sizes, [4, 3, 3]);
    let game = read().game;
    assert_eq!(game.table.as_deref(), Some("stockholm"));
    assert_eq!(game.price_per_bet_ore, Some(50));
    assert_eq!(game.currency.as_deref(), Some("kr"));
    assert_eq!(game.length.until.as_deref(), Some("23:00"));
    assert!(game.length.last_round);
    assert!(shows(&h, "Sittning 1"), "{:?}", common::app::texts(&h));
    common::app::click(&mut h, "Ny sittning");
    frames(&mut h);
    assert_eq!(read().sittings.len(), 2);
    common::app::click(&mut h, "Placera om");
    frames(&mut h);
    assert_eq!(read().sittings.len(), 2);
    assert!(common::app::shows_part(&h, "Sittning 2 är placerad"));
    // A table of sitting 2 has its file: it has started.
    let first = read().sittings[1].tables[0].evening.clone();
    std::fs::write(night.parent().unwrap().join(&first), "Evening(").unwrap();
    let before = std::fs::read_to_string(&night).unwrap();
    common::app::click(&mut h, "Placera om");
    frames(&mut h);
    assert!(
        common::app::shows_part(&h, "sittning 2 har börjat: bord 1 har sin kväll"),
        "{:?}",
        common::app::texts(&h)
    );
    assert_eq!(std::fs::read_to_string(&night).unwrap(), before);
}

/// The archive's statistics of one night (issue 36, 5): the nights tab's
/// Statistik shows the statistics of the night's tables alone, the filter
/// saying so, and its ✕ gives the whole archive back.
#[test]
fn the_archives_statistics_of_a_night() {
    let data = tempfile::tempdir().unwrap();
    let archive = data.path().join("archive");
    let _night = common::night::closed_into(&archive);
    std::fs::write(
        archive.join("annan.ron"),
        example("2026-11-22-chips.ron").replace("\"Cia\"", "\"Kim\""),
    )
    .unwrap();
    let mut h = app_opening(data.path(), None);
    frames(&mut h);
    common::app::click(&mut h, "Arkivet");
    common::app::wait_for_archive(&mut h);
    common::app::click(&mut h, "Klubbkvällar");
    frames(&mut h);
    common::app::click(&mut h, "Kvällens statistik");
    frames(&mut h);
    for _ in 0..20 {
        frames(&mut h);
    }
    assert_eq!(
        h.state().archive().unwrap().tab,
        vira::app::ArchiveTab::Statistics
    );
    assert!(
        shows(&h, "Klubbkväll kvall.night (2 kvällar)"),
        "{:?}",
        common::app::texts(&h)
    );
    // The night's two tables; the other evening (Kim's) is left out.
    assert!(
        shows(&h, "Statistik: 2 kvällar, 17 givar"),
        "{:?}",
        common::app::texts(&h)
    );
    common::app::click(&mut h, "✕");
    for _ in 0..20 {
        frames(&mut h);
    }
    assert!(
        common::app::shows_part(&h, "Statistik: 3 kvällar"),
        "{:?}",
        common::app::texts(&h)
    );
}

/// The host picks the players present from the archive's players (issue
/// 36, 2): once the form is open the archive's names are read off the UI
/// thread and shown A to Z, each a button that adds its name to the field
/// or takes it away again; typed names stay beside them.
#[test]
fn the_host_picks_the_players_from_the_archive() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    let data = tempfile::tempdir().unwrap();
    let archive = data.path().join("archive");
    std::fs::create_dir_all(&archive).unwrap();
    std::fs::write(
        archive.join("2026-11-21-sundsvall.ron"),
        common::night::example("2026-11-21-sundsvall.ron"),
    )
    .unwrap();
    let mut h = app_opening(data.path(), None);
    frames(&mut h);
    h.get_by_label("Ny klubbkväll (värd)").click();
    let mut shown = false;
    for _ in 0..2000 {
        h.step();
        if common::app::shows_part(&h, "eller välj dem bland arkivets spelare") {
            shown = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(shown, "{:?}", common::app::texts(&h));
    frames(&mut h);
    let field = |h: &egui_kittest::Harness<'_, vira::app::ViraApp>| {
        let vira::app::Screen::Start(screen) = &h.state().screen else {
            panic!("the start screen");
        };
        screen.new_night.players.clone()
    };
    for name in ["Anna", "Bo", "Dag"] {
        h.get_by_role_and_label(Role::Button, name).click();
        frames(&mut h);
    }
    assert_eq!(field(&h), "Anna, Bo, Dag");
    h.get_by_role_and_label(Role::Button, "Bo").click();
    frames(&mut h);
    assert_eq!(field(&h), "Anna, Dag");
    assert!(
        shows(&h, "Placera 2 spelare"),
        "{:?}",
        common::app::texts(&h)
    );
}

/// The host opens a table's evening from the night (issue 36, 5): each
/// table handed in has its *Visa*, which opens its file read-only (its
/// protocol, its betdelning); *← Klubbkvällen* goes back to the night as
/// it was left. A table not handed in has nothing to open.
#[test]
fn the_host_opens_a_tables_evening_and_comes_back_to_the_night() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let (_data, mut h) = open_night(night.path());
    // Tables 1 and 2 are handed in, table 3 is not: two to open.
    assert_eq!(
        h.query_all_by_role_and_label(Role::Button, "Visa").count(),
        2
    );
    h.query_all_by_role_and_label(Role::Button, "Visa")
        .next()
        .unwrap()
        .click();
    frames(&mut h);
    let evening = h.state().evening().expect("the table's evening");
    assert_eq!(evening.path, night.path().join("bord-1.ron"));
    assert!(evening.read_only);
    common::app::click(&mut h, "← Klubbkvällen");
    frames(&mut h);
    assert!(matches!(h.state().screen, vira::app::Screen::Night(_)));
    assert!(
        shows(&h, "Klubbkväll 2026-11-26, Stockholms Wirasällskap"),
        "{:?}",
        common::app::texts(&h)
    );
    // Nothing was written into the night's folder by opening it.
    assert_eq!(
        std::fs::read_to_string(night.path().join("bord-1.ron")).unwrap(),
        example("2026-11-21-sundsvall.ron")
    );
}

/// A table without a laptop records from a phone through the host's app
/// (issue 37): the night screen gives the table its recording address and
/// QR code, the phone's hand reaches the standing, and the host takes the
/// address back.
#[test]
fn a_table_records_from_a_phone_through_the_hosts_app() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::{NodeT, Queryable};
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let (_data, mut h) = open_night(night.path());
    h.get_by_label("Bord som registreras på telefon").click();
    frames(&mut h);
    // Sitting 2, table 2 (Eva, Fia and Gun; no file yet) records from a
    // phone: its third button.
    let nth_button = |h: &egui_kittest::Harness<'_, vira::app::ViraApp>, label: &str, n: usize| {
        let node = h
            .query_all_by_role_and_label(Role::Button, label)
            .nth(n)
            .unwrap_or_else(|| panic!("no {label} number {n}"));
        node.scroll_to_me();
    };
    nth_button(&h, "Registrera från telefon", 2);
    frames(&mut h);
    h.query_all_by_role_and_label(Role::Button, "Registrera från telefon")
        .nth(2)
        .unwrap()
        .click();
    frames(&mut h);
    assert!(shows_part(
        &h,
        "Omgång 2, bord 2: registreras från en telefon"
    ));
    // The table's evening is made with its players and the table's game,
    // and its recording address shown, with the QR code beside it.
    let evening = common::record::evening_at(&night.path().join("kvall.night"), "bord-3.ron");
    assert_eq!(evening.players, ["Eva", "Fia", "Gun"]);
    assert_eq!(evening.table, "oberg-1945");
    assert_eq!(evening.length.deals, Some(24));
    let url = h
        .query_all_by_role(Role::Label)
        .filter_map(|n| n.accesskit_node().value().or(n.accesskit_node().label()))
        .find(|text| text.contains("/r/"))
        .expect("the recording address on screen");
    assert!(shows(
        &h,
        "Bordets registreringsadress: bara för dess pullvakt."
    ));
    let port = url.split(':').nth(2).unwrap().split('/').next().unwrap();
    let token = url.split("/r/").nth(1).unwrap().trim_end_matches('/');
    let host = format!("127.0.0.1:{port}");
    // The pullvakt's phone records Eva's spel 7, 8 tricks.
    let mut phone = common::record::Phone::new(&host, token);
    let draft = vira::ledger::entry::HandDraft {
        declarer: Some("Fia".into()),
        contract: Some("spel-7".into()),
        trump: Some(vira::ledger::evening::Trump::Common),
        result: Some(vira::ledger::evening::HandResult::Tricks(8)),
        ..Default::default()
    };
    let reply = phone.record(&draft);
    let said = common::record::notice(&reply.body).unwrap();
    assert!(said.starts_with("Hand 1 recorded: Fia"), "{said}");
    // The standing counts the table at once (the host reads on the booking).
    let began = std::time::Instant::now();
    while !shows_part(&h, "Fia +") {
        assert!(
            began.elapsed() < std::time::Duration::from_secs(10),
            "the phone's hand never reached the standing"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        frames(&mut h);
    }
    // Withdrawn, the phone records no more; the hand stays.
    nth_button(&h, "Dra tillbaka", 0);
    frames(&mut h);
    h.get_by_role_and_label(Role::Button, "Dra tillbaka")
        .click();
    frames(&mut h);
    assert!(shows_part(
        &h,
        "Omgång 2, bord 2: dess telefoner registrerar inte längre."
    ));
    assert_eq!(phone.page("").status, 404);
    let evening = common::record::evening_at(&night.path().join("kvall.night"), "bord-3.ron");
    assert_eq!(evening.hands.len(), 1);
    assert_eq!(evening.changes.len(), 1);
}

/// The host's laptop restarted mid-night (issue 37, 4): opening the night
/// again serves its tables' recording addresses at once, on the port their
/// phones have, and says so.
#[test]
fn the_hosts_app_started_again_serves_the_recording_addresses_again() {
    let night = night_folder("Places(points: [3, 2, 1, 0])");
    let path = night.path().join("kvall.night");
    let token = common::record::add_phone(&path, "bord-3.ron");
    let port = || {
        vira::disk::recorders::read_recorders(&path)
            .unwrap()
            .port
            .expect("the port served on is kept")
    };
    let first = {
        let (_data, h) = open_night(night.path());
        assert!(shows(
            &h,
            "Borden som registreras på telefon tas emot igen på sina adresser."
        ));
        let port = port();
        let mut phone = common::record::Phone::new(&format!("127.0.0.1:{port}"), &token);
        assert_eq!(phone.page("").status, 200);
        port
    };
    // The app closed: nobody answers; opened again, the same address does.
    let mut phone = common::record::Phone::new(&format!("127.0.0.1:{first}"), &token);
    assert!(std::net::TcpStream::connect(format!("127.0.0.1:{first}")).is_err());
    let (_data, _h) = open_night(night.path());
    assert_eq!(port(), first);
    let page = phone.page("");
    assert_eq!(page.status, 200);
    assert!(
        common::record::text_of(&page.body).contains("Sitting 2, table 2"),
        "{}",
        common::record::text_of(&page.body)
    );
}
