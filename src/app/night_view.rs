//! A club night's standing on the host's screen (or a projector): read
//! from the night file, the evening files beside it and the addresses of
//! the tables followed live, and read again every half second by a reader
//! of its own (a table that does not answer never holds up the screen).
//! The files are the truth; the only thing written is the host's copy of
//! what it last saw from each address ([`crate::disk::night::seen_file`]).

use crate::i18n::Text;

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender};
use std::time::Duration;

use egui::RichText;

use crate::app::command::{AppCommand, Command};
use crate::app::i18n::Tr;
use crate::error::ledger::Error;
use crate::night::standing::Standing;
use crate::night::{Night, StandingRule};
use crate::rules::registry::TableRegistry;

/// How often the files and the tables are looked at.
const LOOK_EVERY: Duration = Duration::from_millis(500);

/// How long opening the screen waits for the first reading before it
/// shows that the tables are being read.
const FIRST_WAIT: Duration = Duration::from_millis(400);

type Reading = Result<(Night, Standing), Error>;

/// The night's screen.
pub struct NightScreen {
    /// The night file.
    pub path: PathBuf,
    /// The night and its standing, or why the night file cannot be read;
    /// `None` until the first reading.
    loaded: Option<Reading>,
    /// The reader's readings, newest last.
    readings: Receiver<Reading>,
    /// Large, for a projector.
    pub large: bool,
    /// The standing served to the phones from this machine, when it is.
    phones: Option<NightPhones>,
    /// The addresses being typed for the tables, by sitting and table.
    addresses: std::collections::BTreeMap<(usize, usize), String>,
    /// The bid tables, for a standing made before the first reading.
    registry: TableRegistry,
    /// The tables recorded from phones (read with each reading).
    recorders: crate::disk::recorders::Recorders,
    /// The table whose recording address is shown as a QR code, with the
    /// address and the code.
    code: Option<RecordingCode>,
    /// Said when a phone's hand is booked: the reader reads at once.
    nudge: std::sync::Arc<crate::serve::follow::Nudge>,
}

/// A table's recording address shown large, for its pullvakt's phone.
struct RecordingCode {
    at: (usize, usize),
    url: String,
    qr: Option<(usize, Vec<bool>)>,
    /// Not seen yet: the screen scrolls to it once (it opens below the
    /// fold when the standing is long, or the phones' address came in
    /// above it).
    unseen: bool,
}

/// The night's standing served to the phones: the server, its address and
/// QR code.
struct NightPhones {
    server: crate::serve::PhoneServer,
    url: String,
    qr: Option<(usize, Vec<bool>)>,
}

/// Reads the night again and again until the screen is gone: every
/// [`LOOK_EVERY`], and at once when a phone's hand is booked (`nudge`).
fn reader(
    path: PathBuf,
    registry: TableRegistry,
    readings: &Sender<Reading>,
    nudge: &crate::serve::follow::Nudge,
) {
    loop {
        let reading =
            crate::disk::night::night_standing(&path, &registry, crate::serve::feed::fetch_evening);
        if readings.send(reading).is_err() {
            return;
        }
        nudge.wait(LOOK_EVERY);
    }
}

impl NightScreen {
    /// Starts reading the night and its tables.
    pub fn open(path: &Path, registry: &TableRegistry, _t: Tr) -> NightScreen {
        let (send, readings) = std::sync::mpsc::channel();
        let (file, tables) = (path.to_path_buf(), registry.clone());
        let nudge = std::sync::Arc::new(crate::serve::follow::Nudge::default());
        let woken = std::sync::Arc::clone(&nudge);
        let started = std::thread::Builder::new()
            .name("night reader".into())
            .spawn(move || reader(file, tables, &send, &woken));
        let loaded = match started {
            // Nothing in time: the screen says the tables are being read.
            Ok(_) => readings.recv_timeout(FIRST_WAIT).ok(),
            // No thread: the standing once, as the command line makes it.
            Err(_) => Some(crate::disk::night::night_standing(
                path,
                registry,
                crate::serve::feed::fetch_evening,
            )),
        };
        NightScreen {
            path: path.to_path_buf(),
            loaded,
            readings,
            large: false,
            phones: None,
            addresses: std::collections::BTreeMap::new(),
            registry: registry.clone(),
            recorders: crate::disk::recorders::read_recorders(path).unwrap_or_default(),
            code: None,
            nudge,
        }
    }

    /// Starts serving the standing to the phones on every address of this
    /// machine (or stops): the newest reading now, each new one as it
    /// comes.
    pub fn set_phones(&mut self, on: bool) -> std::io::Result<()> {
        if !on {
            self.phones = None;
            self.code = None;
            return Ok(());
        }
        if self.phones.is_some() {
            return Ok(());
        }
        let pages = match &self.loaded {
            Some(Ok((night, standing))) => crate::serve::follow::night_pages_of(night, standing),
            _ => crate::serve::follow::night_pages(&self.registry, &self.path),
        };
        // The tables recording from phones are served too, at the port
        // they were given before when it is free.
        let server = crate::serve::record::serve_night(
            std::net::IpAddr::from([0, 0, 0, 0]),
            0,
            pages,
            &self.path,
            &self.registry,
            std::sync::Arc::clone(&self.nudge),
        )?;
        let url = server.url();
        let qr = super::phones::qr_code(&url);
        self.phones = Some(NightPhones { server, url, qr });
        Ok(())
    }

    /// Shows the QR code of the recording address of the table `at` (or
    /// none).
    pub fn show_code(&mut self, at: Option<(usize, usize)>) {
        self.recorders = crate::disk::recorders::read_recorders(&self.path).unwrap_or_default();
        self.code = at.and_then(|at| {
            let url = self.recording_url(at)?;
            let qr = super::phones::qr_code(&url);
            Some(RecordingCode {
                at,
                url,
                qr,
                unseen: true,
            })
        });
    }

    /// The recording address of the table `at`, while the phones are
    /// served and the table has a write token.
    fn recording_url(&self, at: (usize, usize)) -> Option<String> {
        let phones = self.phones.as_ref()?;
        let Some(Ok((night, _))) = &self.loaded else {
            return None;
        };
        let evening = &night.table_at(at)?.evening;
        crate::serve::record::recording_addresses(&phones.server, &self.path)
            .into_iter()
            .find(|(e, _)| e == evening)
            .map(|(_, url)| url)
    }

    /// The phones' address, while the standing is served.
    pub fn phones_url(&self) -> Option<&str> {
        self.phones.as_ref().map(|p| p.url.as_str())
    }

    /// Takes the newest reading, and asks to be drawn again when the next
    /// is due.
    pub fn follow(&mut self, ctx: &egui::Context, _registry: &TableRegistry, _t: Tr) {
        if let Some(newest) = self.readings.try_iter().last() {
            if let (Some(phones), Ok((night, standing))) = (&self.phones, &newest) {
                phones
                    .server
                    .publish(crate::serve::follow::night_pages_of(night, standing));
            }
            self.loaded = Some(newest);
            self.recorders = crate::disk::recorders::read_recorders(&self.path).unwrap_or_default();
        }
        ctx.request_repaint_after(LOOK_EVERY / 2);
    }

    /// The night as a printable page and the file name it is saved under
    /// (`kvall.night` → `kvall`), when it has been read.
    pub fn printout(&self, t: Tr) -> Option<(String, String)> {
        let Some(Ok((night, standing))) = &self.loaded else {
            return None;
        };
        let problems: Vec<String> = standing
            .problems
            .iter()
            .map(|p| crate::words::night::problem_words(p, t.0))
            .collect();
        let stem = self
            .path
            .file_stem()
            .map_or_else(|| "night".to_string(), |s| s.to_string_lossy().into_owned());
        Some((
            crate::report::night::night_html(night, standing, &problems, t),
            stem,
        ))
    }

    /// The newest sitting's seating as a page to pin up, and its file name
    /// (`kvall.night` → `kvall-placering`), when the night has been read.
    pub fn seating_printout(&self, t: Tr) -> Option<(String, String)> {
        let Some(Ok((night, _))) = &self.loaded else {
            return None;
        };
        let stem = self
            .path
            .file_stem()
            .map_or_else(|| "night".to_string(), |s| s.to_string_lossy().into_owned());
        Some((
            crate::report::night::seating_html(night, t.0),
            format!("{stem}-{}", t.s(Text::Seating)),
        ))
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::both().id_salt("night").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.checkbox(&mut self.large, t.s(Text::LargeTextProjector));
                    let print = ui.add_enabled(
                        matches!(self.loaded, Some(Ok(_))),
                        egui::Button::new(t.s(Text::PrintSvSkrivUt)),
                    );
                    if print
                        .on_hover_text(t.s(Text::TheStandingTheSeatingAndEachTables))
                        .clicked()
                    {
                        commands.push(AppCommand::PrintNight.into());
                    }
                    // A framed button that stays pressed while serving (a
                    // bare toggle looked like a label).
                    let on = self.phones.is_some();
                    if ui
                        .add(egui::Button::new(t.s(Text::ShowOnPhones)).selected(on))
                        .on_hover_text(t.s(Text::TheStandingOnThePlayersPhonesAnd))
                        .clicked()
                    {
                        commands.push(AppCommand::NightPhones(!on).into());
                    }
                });
                if let Some(phones) = &self.phones {
                    phones_ui(ui, phones, t);
                }
                ui.horizontal_wrapped(|ui| {
                    let read = matches!(self.loaded, Some(Ok(_)));
                    if ui
                        .add_enabled(read, egui::Button::new(t.s(Text::NextSitting)))
                        .on_hover_text(t.s(Text::TheSamePlayersAtNewTablesAs))
                        .clicked()
                    {
                        commands.push(AppCommand::SeatNight { again: false }.into());
                    }
                    if ui
                        .add_enabled(read, egui::Button::new(t.s(Text::SeatAgain)))
                        .on_hover_text(t.s(Text::TheLastSittingSeatedAgainBeforeIt))
                        .clicked()
                    {
                        commands.push(AppCommand::SeatNight { again: true }.into());
                    }
                    if ui
                        .add_enabled(read, egui::Button::new(t.s(Text::PrintTheSeating)))
                        .on_hover_text(t.s(Text::TheNewestSittingsTablesAndPlayersLarge))
                        .clicked()
                    {
                        commands.push(AppCommand::PrintSeating.into());
                    }
                });
                match &self.loaded {
                    None => {
                        ui.label(t.s(Text::ReadingTheTables));
                    }
                    Some(Err(error)) => {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            crate::words::error(error, t.0),
                        );
                    }
                    Some(Ok((night, standing))) => {
                        night_ui(ui, night, standing, self.large, t);
                        follow_ui(ui, night, &mut self.addresses, t, commands);
                        recording_ui(ui, night, &self.recorders, self.code.as_mut(), t, commands);
                        let folder = self.path.parent().unwrap_or(std::path::Path::new("."));
                        tables_ui(ui, folder, standing, t, commands);
                    }
                }
            });
        });
    }
}

fn night_ui(ui: &mut egui::Ui, night: &Night, standing: &Standing, large: bool, t: Tr) {
    let size = if large { 30.0 } else { 18.0 };
    ui.heading(crate::words::night::title(night, t.0));
    ui.label(
        RichText::new(format!(
            "{} {}",
            t.s(Text::Rule),
            crate::words::night::rule_words(&standing.rule, t.0)
        ))
        .weak(),
    );
    ui.add_space(8.0);
    let places = matches!(standing.rule, StandingRule::Places { .. });
    egui::Grid::new("night_standing")
        .striped(true)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            for title in [
                "#",
                t.s(Text::Player),
                t.s(Text::Tables),
                if places { t.s(Text::PointsSvPoang) } else { "" },
                t.s(Text::Result),
                t.s(Text::Money),
            ] {
                ui.strong(title);
            }
            ui.end_row();
            for row in &standing.rows {
                ui.label(RichText::new(crate::words::night::place_words(row.place)).size(size));
                ui.label(RichText::new(&row.player).size(size).strong());
                ui.label(RichText::new(row.tables.to_string()).size(size));
                ui.label(
                    RichText::new(row.points.map(|p| p.to_string()).unwrap_or_default())
                        .size(size)
                        .strong(),
                );
                let result = match (row.result, standing.unit) {
                    (Some(result), Some(unit)) => unit.amount(result).signed(t),
                    _ => String::new(),
                };
                ui.label(RichText::new(result).size(size));
                let money = match (row.money_ore, &standing.currency) {
                    (Some(ore), Some(currency)) => crate::report::amount::money(ore, currency, t.0),
                    _ => String::new(),
                };
                ui.label(RichText::new(money).size(size));
                ui.end_row();
            }
        });
    ui.add_space(10.0);
    seating_ui(ui, night, size, t);
}

/// Each table's result and what keeps one out: below the fields of the
/// tables followed, so that a table coming or going (a line more or less
/// here) never moves a field from under the host's pointer.
fn tables_ui(
    ui: &mut egui::Ui,
    folder: &std::path::Path,
    standing: &Standing,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    ui.add_space(10.0);
    ui.strong(t.s(Text::TheTables));
    for (n, table) in standing.tables.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            // A table handed in opens read-only, its file as it is; the
            // night waits behind it (← Klubbkvällen).
            if table.source == crate::night::standing::Source::File {
                let view = ui.push_id(("open_table", n), |ui| {
                    ui.button(t.s(Text::View))
                        .on_hover_text(t.s(Text::TheTablesEveningReadOnly))
                });
                if view.inner.clicked() {
                    commands.push(
                        AppCommand::Open {
                            path: folder.join(&table.evening),
                            read_only: true,
                        }
                        .into(),
                    );
                }
            }
            ui.label(t.f(
                Text::SittingTableLowerWith4,
                &[
                    &table.sitting.to_string(),
                    &table.table.to_string(),
                    &crate::words::night::table_name(table, t.0),
                    &crate::report::night::table_words(table, t),
                ],
            ));
        });
    }
    if !standing.problems.is_empty() {
        ui.add_space(10.0);
        for problem in &standing.problems {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::words::night::problem_words(problem, t.0),
            );
        }
    }
}

/// Who sits where, the newest sitting first (the one to sit down to), as
/// large as the standing on a projector: each table, its players in seat
/// order, förhand first.
fn seating_ui(ui: &mut egui::Ui, night: &Night, size: f32, t: Tr) {
    for (s, sitting) in night.sittings.iter().enumerate().rev() {
        ui.strong(t.f(Text::Sitting, &[&(s + 1).to_string()]));
        egui::Grid::new(("night_seating", s))
            .spacing([18.0, 4.0])
            .show(ui, |ui| {
                for (n, table) in sitting.tables.iter().enumerate() {
                    ui.label(
                        RichText::new(t.f(Text::TableWith1, &[&(n + 1).to_string()])).size(size),
                    );
                    ui.label(RichText::new(table.players.join(", ")).size(size).strong());
                    ui.label(RichText::new(&table.evening).weak());
                    ui.end_row();
                }
            });
    }
}

/// The address the phones open, and its QR code, beside the standing
/// (never over it).
fn phones_ui(ui: &mut egui::Ui, phones: &NightPhones, t: Tr) {
    ui.horizontal_wrapped(|ui| {
        if let Some((modules, dark)) = &phones.qr {
            super::phones::qr_ui(ui, (*modules, 140.0), dark, &phones.url, t);
        }
        ui.vertical(|ui| {
            ui.label(t.s(Text::PhonesOnTheSameNetworkOpen));
            ui.label(RichText::new(&phones.url).monospace());
        });
    });
}

/// Following tables live: for each table, its address (as its laptop's
/// *Visa på telefoner* shows it) and a button that writes it into the
/// night; a table followed says so and can be let go.
fn follow_ui(
    ui: &mut egui::Ui,
    night: &Night,
    addresses: &mut std::collections::BTreeMap<(usize, usize), String>,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    ui.add_space(10.0);
    egui::CollapsingHeader::new(t.s(Text::FollowTheTablesOnTheNetwork))
        .id_salt("night_follow")
        .show(ui, |ui| {
            ui.label(RichText::new(t.s(Text::TypeTheAddressTheTablesComputerShows)).weak());
            for (s, sitting) in night.sittings.iter().enumerate() {
                for (n, table) in sitting.tables.iter().enumerate() {
                    let at = (s + 1, n + 1);
                    ui.horizontal_wrapped(|ui| {
                        ui.label(t.f(
                            Text::SittingTableWith2,
                            &[&at.0.to_string(), &at.1.to_string()],
                        ));
                        match &table.feed {
                            Some(feed) => {
                                ui.label(RichText::new(feed).monospace());
                                if ui.button(t.s(Text::StopFollowing)).clicked() {
                                    commands
                                        .push(AppCommand::FollowTable { at, address: None }.into());
                                }
                            }
                            None => {
                                let text = addresses.entry(at).or_default();
                                ui.add(
                                    egui::TextEdit::singleline(text)
                                        .hint_text("http://192.168.1.23:41873/…/")
                                        .desired_width(260.0),
                                );
                                let typed = !text.trim().is_empty();
                                if ui
                                    .add_enabled(typed, egui::Button::new(t.s(Text::Follow)))
                                    .clicked()
                                {
                                    commands.push(
                                        AppCommand::FollowTable {
                                            at,
                                            address: Some(text.trim().to_string()),
                                        }
                                        .into(),
                                    );
                                }
                            }
                        }
                    });
                }
            }
        });
}

/// The tables recorded from phones: for each table, a button that gives it
/// a recording address (or takes it back) and shows its QR code, for its
/// pullvakt's phone alone.
fn recording_ui(
    ui: &mut egui::Ui,
    night: &Night,
    recorders: &crate::disk::recorders::Recorders,
    mut code: Option<&mut RecordingCode>,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    ui.add_space(10.0);
    egui::CollapsingHeader::new(t.s(Text::RecordOnPhones))
        .id_salt("night_record")
        .default_open(!recorders.tables.is_empty())
        .show(ui, |ui| {
            ui.label(RichText::new(t.s(Text::ATableWithoutALaptop)).weak());
            for (s, sitting) in night.sittings.iter().enumerate() {
                for (n, table) in sitting.tables.iter().enumerate() {
                    let at = (s + 1, n + 1);
                    let recorded = recorders.tables.iter().any(|r| r.evening == table.evening);
                    ui.push_id(("record", at), |ui| {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(t.f(
                                Text::SittingTableWith2,
                                &[&at.0.to_string(), &at.1.to_string()],
                            ));
                            ui.label(RichText::new(table.players.join(", ")).weak());
                            if recorded {
                                let shown = code.as_ref().is_some_and(|c| c.at == at);
                                if ui
                                    .add(egui::Button::new(t.s(Text::ShowTheCode)).selected(shown))
                                    .clicked()
                                {
                                    let next = (!shown).then_some(at);
                                    commands.push(AppCommand::ShowRecordingCode(next).into());
                                }
                                if ui.button(t.s(Text::Withdraw)).clicked() {
                                    commands
                                        .push(AppCommand::RecordFromPhone { at, on: false }.into());
                                }
                            } else if ui.button(t.s(Text::RecordFromAPhone)).clicked() {
                                commands.push(AppCommand::RecordFromPhone { at, on: true }.into());
                            }
                        });
                        if let Some(code) = code.as_deref_mut().filter(|c| c.at == at) {
                            let shown = ui.horizontal_wrapped(|ui| {
                                if let Some((modules, dark)) = &code.qr {
                                    super::phones::qr_ui(ui, (*modules, 180.0), dark, &code.url, t);
                                }
                                ui.vertical(|ui| {
                                    ui.label(t.s(Text::TheTablesRecordingAddressOnlyItsPhones));
                                    ui.label(RichText::new(&code.url).monospace());
                                });
                            });
                            if std::mem::replace(&mut code.unseen, false) {
                                ui.scroll_to_rect(shown.response.rect, Some(egui::Align::Center));
                            }
                        }
                    });
                }
            }
        });
}
