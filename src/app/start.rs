//! The start screen: resume an evening in progress, start a new one, the
//! archive of closed evenings, the bid tables.

use crate::i18n::Text;

use crate::disk::places::{Store, StoredEvening};
use crate::rules::registry::TableRegistry;

use super::i18n::long_date;
use super::{AppCommand, Command, Tr};

/// The evenings found on disk when the screen was opened.
pub struct StartScreen {
    in_progress: Vec<StoredEvening>,
    archived: Vec<StoredEvening>,
    archive_files: usize,
    /// Joining a club night: the host's address as typed, and the night
    /// read from it (or why not).
    pub join: Box<JoinNight>,
    /// A new club night as typed.
    pub new_night: Box<NewNight>,
}

/// A new club night as the host types it.
#[derive(Debug)]
pub struct NewNight {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// The club.
    pub club: String,
    /// The players present, separated by commas or lines.
    pub players: String,
    /// Places per table (3/2/1/0) rather than the net result.
    pub places: bool,
    /// What every table plays.
    pub game: super::night_game::GameForm,
    /// The archive's reader, asked for its players once the form is open.
    pub(crate) archive: Option<super::archive_reader::Reader>,
    /// The archive's players to pick from, A to Z, once read (or why not).
    pub known: Option<Result<Vec<String>, String>>,
}

impl Default for NewNight {
    fn default() -> NewNight {
        NewNight {
            date: chrono::Local::now().date_naive().to_string(),
            club: String::new(),
            players: String::new(),
            places: true,
            game: super::night_game::GameForm::default(),
            archive: None,
            known: None,
        }
    }
}

/// A table joining a club night from the host's address.
#[derive(Debug, Default)]
pub struct JoinNight {
    /// The host's address, as its *Visa på telefoner* shows it.
    pub address: String,
    /// The night the host gave, or why it could not be read.
    pub night: Option<Result<crate::night::Night, String>>,
}

/// How many of the newest closed evenings the start page shows.
const RECENT: usize = 5;

impl StartScreen {
    /// Reads the evening folders.
    pub fn load(store: &Store, registry: &TableRegistry) -> StartScreen {
        let (archived, archive_files) = store.recent_archived(registry, RECENT);
        StartScreen {
            in_progress: store.in_progress(registry),
            archived,
            archive_files,
            join: Box::default(),
            new_night: Box::default(),
        }
    }

    /// No evening in progress and none closed, nor a file that cannot be
    /// read: a first start.
    fn no_evening_anywhere(&self) -> bool {
        self.in_progress.is_empty() && self.archived.is_empty() && self.archive_files == 0
    }

    /// Draws the screen.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        registry: &TableRegistry,
        t: Tr,
        commands: &mut Vec<Command>,
    ) {
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("start")
                .show(ui, |ui| {
                    ui.heading(t.s(Text::ViraThePullaAndTheProtocol));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        let new = egui::Button::new(
                            egui::RichText::new(t.s(Text::NewEvening)).size(22.0),
                        );
                        if ui.add(new).clicked() {
                            commands.push(AppCommand::NewEvening.into());
                        }
                        if ui
                            .add(egui::Button::new(
                                egui::RichText::new(t.s(Text::BidTables)).size(22.0),
                            ))
                            .clicked()
                        {
                            commands.push(AppCommand::ShowTables(None).into());
                        }
                        if ui
                            .add(egui::Button::new(
                                egui::RichText::new(t.s(Text::TheArchive)).size(22.0),
                            ))
                            .on_hover_text(t.s(Text::EveryClosedEveningSearchStatisticsImportAnd))
                            .clicked()
                        {
                            commands.push(AppCommand::ShowArchive.into());
                        }
                    });
                    if self.no_evening_anywhere() {
                        example_offer_ui(ui, t, commands);
                    }
                    ui.add_space(12.0);
                    ui.heading(t.s(Text::EveningsInProgress));
                    if self.in_progress.is_empty() {
                        ui.label(t.s(Text::NoEveningInProgress));
                    }
                    evenings_ui(ui, "in_progress", &self.in_progress, false, t, commands);
                    // The club night's parts after the evenings in progress:
                    // Fortsätt stays in sight in a small window.
                    new_night_ui(ui, &mut self.new_night, registry, t, commands);
                    join_ui(ui, &mut self.join, t, commands);
                    ui.add_space(12.0);
                    ui.heading(t.s(Text::ClosedLately));
                    if self.archived.is_empty() {
                        ui.label(t.s(Text::NoClosedEveningsYet));
                    }
                    evenings_ui(ui, "archived", &self.archived, true, t, commands);
                    // Files that cannot be read come last, folded: they
                    // never push the evenings off the screen.
                    broken_ui(ui, &self.in_progress, &self.archived, t);
                    if self.archive_files > self.archived.len() {
                        ui.label(format!(
                            "{} {} {}",
                            t.s(Text::TheArchiveHas),
                            crate::report::amount::count(self.archive_files, t.0),
                            t.s(Text::FilesAllOfThemAreUnderThe),
                        ));
                    }
                });
        });
    }
}

/// A club night made here (the host): its date, club, rule and the
/// players present; *Placera* draws the first sitting and opens the night.
fn new_night_ui(
    ui: &mut egui::Ui,
    form: &mut NewNight,
    registry: &TableRegistry,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    ui.add_space(8.0);
    egui::CollapsingHeader::new(t.s(Text::NewClubNightHost))
        .id_salt("new_night")
        .show(ui, |ui| {
            egui::Grid::new("new_night_grid")
                .num_columns(2)
                .spacing([10.0, 6.0])
                .show(ui, |ui| {
                    ui.label(t.s(Text::Date));
                    ui.add(egui::TextEdit::singleline(&mut form.date).desired_width(120.0));
                    ui.end_row();
                    ui.label(t.s(Text::Club));
                    ui.add(egui::TextEdit::singleline(&mut form.club).desired_width(240.0));
                    ui.end_row();
                    ui.label(t.s(Text::Standing));
                    ui.horizontal_wrapped(|ui| {
                        ui.radio_value(&mut form.places, true, t.s(Text::PlacePoints3210));
                        ui.radio_value(&mut form.places, false, t.s(Text::NetResult));
                    });
                    ui.end_row();
                    super::night_game::game_ui(ui, &mut form.game, registry, t);
                });
            ui.label(t.s(Text::ThePlayersPresentSeparatedByCommasOr));
            ui.add(
                egui::TextEdit::multiline(&mut form.players)
                    .desired_rows(3)
                    .desired_width(360.0),
            );
            known_players_ui(ui, form, t, commands);
            let count = present_players(&form.players).len();
            let seat = ui.add_enabled(
                count >= 3,
                egui::Button::new(t.f(Text::SeatPlayers, &[&count.to_string()])),
            );
            if seat.on_hover_text(t.s(Text::TablesOf34Or5The)).clicked() {
                commands.push(AppCommand::CreateNight.into());
            }
        });
}

/// The archive's players, each a button that adds its name to the players
/// present or takes it away: read once the form is open, off the UI
/// thread; an archive that cannot be read is said, and the names can be
/// typed all the same.
fn known_players_ui(ui: &mut egui::Ui, form: &mut NewNight, t: Tr, commands: &mut Vec<Command>) {
    use super::archive_reader::Answer;
    if form.archive.is_none() && form.known.is_none() {
        commands.push(AppCommand::ReadArchivePlayers.into());
        form.known = Some(Ok(Vec::new()));
    }
    if let Some(reader) = &form.archive {
        while let Ok(answer) = reader.answers.try_recv() {
            match answer {
                Answer::Opened(Err(e)) | Answer::Choices(Err(e)) => {
                    form.known = Some(Err(crate::words::archive_error(&e, t.0)));
                }
                Answer::Choices(Ok(choices)) => form.known = Some(Ok(choices.players)),
                Answer::Opened(Ok(_))
                | Answer::Count { .. }
                | Answer::Page { .. }
                | Answer::All { .. }
                | Answer::Statistics { .. }
                | Answer::Season { .. }
                | Answer::Profile { .. }
                | Answer::Repaired => {}
            }
        }
    }
    match &form.known {
        None => {}
        Some(Err(why)) => {
            ui.label(egui::RichText::new(why).small().weak());
        }
        Some(Ok(known)) if known.is_empty() => {}
        Some(Ok(known)) => {
            ui.label(egui::RichText::new(t.s(Text::OrPickThemFromTheArchive)).weak());
            let present = present_players(&form.players);
            let mut toggled = None;
            egui::ScrollArea::vertical()
                .id_salt("known_players")
                .max_height(110.0)
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for name in known {
                            let here = present.iter().any(|p| p == name);
                            if ui.selectable_label(here, name).clicked() {
                                toggled = Some(name.clone());
                            }
                        }
                    });
                });
            if let Some(name) = toggled {
                let mut present = present;
                match present.iter().position(|p| *p == name) {
                    Some(at) => {
                        present.remove(at);
                    }
                    None => present.push(name),
                }
                form.players = present.join(", ");
            }
        }
    }
}

/// The players the field names, in order.
fn present_players(text: &str) -> Vec<String> {
    text.split([',', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect()
}

/// Joining a club night: the host's address, then the newest sitting's
/// tables, each a button that opens the new-evening form with its players
/// in their seats, the night's date and club (no names typed).
fn join_ui(ui: &mut egui::Ui, join: &mut JoinNight, t: Tr, commands: &mut Vec<Command>) {
    ui.add_space(8.0);
    egui::CollapsingHeader::new(t.s(Text::JoinAClubNight))
        .id_salt("join_night")
        .show(ui, |ui| {
            ui.label(egui::RichText::new(t.s(Text::TypeTheAddressTheHostsComputerShows)).weak());
            ui.horizontal_wrapped(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut join.address)
                        .hint_text("http://192.168.1.23:41873/…/")
                        .desired_width(280.0),
                );
                let typed = !join.address.trim().is_empty();
                if ui
                    .add_enabled(typed, egui::Button::new(t.s(Text::GetTheTables)))
                    .clicked()
                {
                    commands.push(AppCommand::JoinNight(join.address.trim().to_string()).into());
                }
            });
            match &join.night {
                None => {}
                Some(Err(why)) => {
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
                Some(Ok(night)) => {
                    let Some((s, sitting)) = night.sittings.iter().enumerate().next_back() else {
                        ui.label(t.s(Text::TheNightHasNoTablesYet));
                        return;
                    };
                    ui.label(t.f(
                        Text::ClubNightSittingChooseYourTable,
                        &[&night.date.to_string(), &(s + 1).to_string()],
                    ));
                    for (n, table) in sitting.tables.iter().enumerate() {
                        let label = t.f(
                            Text::TableWith2,
                            &[&(n + 1).to_string(), &table.players.join(", ")],
                        );
                        if ui.button(label).clicked() {
                            commands.push(
                                AppCommand::NewEveningAt {
                                    date: night.date,
                                    club: night.club.clone(),
                                    players: table.players.clone(),
                                    game: Box::new(night.game_of(table).clone()),
                                }
                                .into(),
                            );
                        }
                    }
                }
            }
        });
}

/// The offer of a first start: a practice evening to try.
fn example_offer_ui(ui: &mut egui::Ui, t: Tr, commands: &mut Vec<Command>) {
    ui.add_space(12.0);
    ui.group(|ui| {
        ui.heading(t.s(Text::FirstTimeHere));
        ui.label(t.s(Text::TryAPracticeEveningFourPlayersAt));
        let button = egui::Button::new(egui::RichText::new(t.s(Text::TryAnExample)).size(22.0));
        if ui.add(button).clicked() {
            commands.push(AppCommand::TryExample.into());
        }
    });
}

fn evenings_ui(
    ui: &mut egui::Ui,
    id: &str,
    evenings: &[StoredEvening],
    archived: bool,
    t: Tr,
    commands: &mut Vec<Command>,
) {
    // A row flows: the buttons first (a narrow window never hides them),
    // then the evening's facts, wrapped onto a second line where the
    // window is narrow or zoomed rather than cut at its edge.
    ui.push_id(id, |ui| {
        for stored in evenings {
            // Shown apart, after the evenings (`broken_ui`).
            let Ok(settled) = &stored.loaded else {
                continue;
            };
            let evening = &settled.evening;
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 16.0;
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 8.0;
                    if archived {
                        if ui.button(t.s(Text::View)).clicked() {
                            commands.push(
                                AppCommand::Open {
                                    path: stored.path.clone(),
                                    read_only: true,
                                }
                                .into(),
                            );
                        }
                        if ui
                            .button(t.s(Text::Correct))
                            .on_hover_text(t.s(Text::ReopenTheClosedEveningForACorrection))
                            .clicked()
                        {
                            commands.push(AppCommand::Reopen(stored.path.clone()).into());
                        }
                    } else if ui.button(t.s(Text::Resume)).clicked() {
                        commands.push(
                            AppCommand::Open {
                                path: stored.path.clone(),
                                read_only: false,
                            }
                            .into(),
                        );
                    }
                    if evening.practice {
                        super::practice::practice_mark(ui, t);
                        super::practice::delete_practice_button(
                            ui,
                            &stored.path,
                            true,
                            t,
                            commands,
                        );
                    }
                });
                // Each fact whole on a line: a fact that does not fit
                // starts the next line rather than breaking in two.
                let fact = |ui: &mut egui::Ui, text: String| {
                    ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
                };
                fact(ui, long_date(evening.date, t.0));
                fact(ui, evening.club.clone().unwrap_or_else(|| "—".into()));
                fact(ui, evening.players.join(", "));
                fact(
                    ui,
                    format!(
                        "{} {}",
                        crate::report::amount::count(evening.deals(), t.0),
                        t.s(Text::HandsLower)
                    ),
                );
                fact(ui, leader_words(settled, archived, t));
            });
        }
    });
}

/// The files that cannot be read, under a folded heading with their
/// count.
fn broken_ui(ui: &mut egui::Ui, in_progress: &[StoredEvening], archived: &[StoredEvening], t: Tr) {
    let broken: Vec<_> = in_progress
        .iter()
        .chain(archived)
        .filter_map(|stored| stored.loaded.as_ref().err().map(|e| (&stored.path, e)))
        .collect();
    if broken.is_empty() {
        return;
    }
    ui.add_space(12.0);
    let title = egui::RichText::new(format!(
        "⚠ {} {}",
        broken.len(),
        if broken.len() == 1 {
            t.s(Text::FileCannotBeRead)
        } else {
            t.s(Text::FilesCannotBeRead)
        }
    ))
    .color(ui.visuals().error_fg_color);
    egui::CollapsingHeader::new(title)
        .id_salt("broken_files")
        // A few are shown at once (after the evenings, they push nothing
        // off the screen; a data folder that cannot be listed is two);
        // more are folded, to be opened.
        .default_open(broken.len() <= 3)
        .show(ui, |ui| {
            ui.label(t.s(Text::TheFilesAreLeftUntouched));
            for (path, error) in broken {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        egui::RichText::new(t.s(Text::CannotBeRead))
                            .color(ui.visuals().error_fg_color),
                    );
                    ui.label(egui::RichText::new(super::file_name(path)).strong());
                });
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(crate::words::error(error, t.0))
                            .monospace()
                            .color(ui.visuals().error_fg_color),
                    )
                    .wrap(),
                );
            }
        });
}

/// Who leads, labelled: for an evening in progress the balance the table
/// screen shows (before the betdelning); for a closed one the result after
/// it.
fn leader_words(settled: &crate::ledger::SettledEvening, archived: bool, t: Tr) -> String {
    let settlement = &settled.settlement;
    let balances = if archived {
        &settlement.final_balances
    } else {
        settlement
            .hands
            .last()
            .map_or(&settlement.opening.balances, |h| &h.balances)
    };
    let best = balances
        .iter()
        .enumerate()
        .max_by_key(|&(seat, &b)| (b, std::cmp::Reverse(seat)))
        .filter(|&(_, &b)| b > 0);
    match best {
        Some((seat, &pinnar)) => format!(
            "{} {} {}",
            if archived {
                t.s(Text::WonLowerColon)
            } else {
                t.s(Text::Leads)
            },
            crate::report::words::seat_name(&settlement.players, seat),
            settled.rules.amount(pinnar).signed(t)
        ),
        None => String::new(),
    }
}
