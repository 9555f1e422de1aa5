//! What widgets ask for, typed by domain: the app's screens and settings
//! ([`AppCommand`]), an open evening ([`EveningCommand`]) and its hand form
//! ([`HandFormCommand`]). Views push them; [`super::ViraApp::apply`] runs
//! them after the frame, each domain matched exhaustively so a command no
//! handler knows is a compile error, never dropped in silence.

use std::path::PathBuf;

use super::file_dialog::{PickFor, Picked};
use crate::archive::Filter;
use crate::rules::table::{Language, OddPinnar};

/// The two views of an evening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The table: seating, pulla, balances, hand form, protocol, chart.
    Table,
    /// The betdelning: the pulla divided and who pays whom.
    Betdelning,
}

/// Where the players' view is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PlayersView {
    /// Not shown.
    #[default]
    Off,
    /// In a window of its own (a second monitor, a TV).
    Window,
    /// Over the whole window (the laptop turned to the table).
    FullScreen,
}

/// A command of any domain.
#[must_use]
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// The app: screens, files, settings.
    App(AppCommand),
    /// The open evening (and its hand form).
    Evening(EveningCommand),
}

/// The app's screens, files and settings.
#[derive(Debug, Clone, PartialEq)]
pub enum AppCommand {
    /// Switch the language.
    SetLanguage(Language),
    /// Amounts in points (1 bet = 8 points) rather than betar and pinnar
    /// (the classic family; Japanese counts in points always).
    SetPoints(bool),
    /// Dark (true) or light theme.
    SetDark(bool),
    /// Set the zoom factor.
    SetZoom(f32),
    /// Keep the screen on while an evening is open (or not).
    SetKeepAwake(bool),
    /// Back to the start screen.
    GoStart,
    /// Show the new-evening form.
    NewEvening,
    /// Create the evening the form describes.
    CreateEvening,
    /// Read the club night the host at this address serves, for the start
    /// screen's tables to join.
    JoinNight(String),
    /// The new-evening form for a table of a club night: its players in
    /// their seats, the night's date and club, its bid table, price and
    /// length.
    NewEveningAt {
        /// The night's date.
        date: chrono::NaiveDate,
        /// The club.
        club: Option<String>,
        /// The table's players in seat order.
        players: Vec<String>,
        /// What the night says the table plays.
        game: Box<crate::night::NightGame>,
    },
    /// Open an evening file (read-only for a closed evening).
    Open {
        /// The file.
        path: PathBuf,
        /// Whether it can be changed.
        read_only: bool,
    },
    /// Open a file given on the command line or by the desktop, wherever
    /// it is: continued in progress, read-only when closed, offered for
    /// import when from elsewhere.
    OpenFile(PathBuf),
    /// Import an evening file into the archive and show it there.
    ImportAndShow(PathBuf),
    /// Start a practice evening from the example and open it.
    TryExample,
    /// Ask before deleting a practice evening.
    AskDeletePractice(PathBuf),
    /// Delete a practice evening (only a practice evening is deleted).
    DeletePractice(PathBuf),
    /// Move a closed evening back to the evenings in progress and open it.
    Reopen(PathBuf),
    /// Show the bid tables (this one first).
    ShowTables(Option<String>),
    /// Close the evening: it moves to the archive.
    CloseEvening,
    /// Show the archive (as it was left, when it was shown before).
    ShowArchive,
    /// Read the archive's folder again.
    ReloadArchive,
    /// Say that the archive's index was found damaged and made anew from
    /// the files.
    IndexRepaired,
    /// Import evening files into the archive (merged: see
    /// [`crate::archive::Archive::import_source`]).
    Import(Vec<PathBuf>),
    /// Import what the import field holds: files, folders, globs, `file://`
    /// addresses, one a line or as a drag gives them (see `import_paths`).
    ImportTyped(String),
    /// Write `hands.csv` and `results.csv` of the evenings a filter chooses.
    ExportCsv {
        /// The folder to write to.
        dir: PathBuf,
        /// Which evenings.
        filter: Filter,
        /// `;` between the fields (spreadsheets set to Swedish).
        semicolon: bool,
    },
    /// Write an evening's protocol as printable HTML and open it in the
    /// system's browser.
    PrintProtocol(PathBuf),
    /// Write the club night on screen as a printable page (the standing,
    /// the seating, each table's result) and open it in the browser.
    PrintNight,
    /// Write the newest sitting's seating as a page to pin up and open it
    /// in the browser.
    PrintSeating,
    /// Show the night's standing on the phones (and a projector) from this
    /// machine, or stop.
    NightPhones(bool),
    /// Seat the night on screen: its next sitting (the same players, as
    /// few meeting again as the count allows), or the last one again
    /// before it starts.
    SeatNight {
        /// Seat the last sitting again instead of adding one.
        again: bool,
    },
    /// Make a club night from the start screen's form, its first sitting
    /// drawn, and open it.
    CreateNight,
    /// Back to the club night a table's evening was opened from.
    BackToNight,
    /// Read the archive's players for the host's new-night form to pick
    /// from (off the UI thread, through the archive's index).
    ReadArchivePlayers,
    /// The archive's statistics of a club night's tables (its file in the
    /// archive).
    NightStatistics(PathBuf),
    /// Follow a table of the night on screen live at its address (`None`:
    /// stop following it): written into the night file.
    FollowTable {
        /// Its sitting and number (from 1).
        at: (usize, usize),
        /// The table's watching address.
        address: Option<String>,
    },
    /// Let a table of the night on screen record its hands from a phone
    /// (`true`: a new write token, the phones served) or take its token
    /// back (`false`).
    RecordFromPhone {
        /// Its sitting and number (from 1).
        at: (usize, usize),
        /// Record (`true`) or withdraw.
        on: bool,
    },
    /// Show the recording address's QR code of this table (`None`: none).
    ShowRecordingCode(Option<(usize, usize)>),
    /// Print the archive's season (its standing by the rule chosen, and
    /// the ratings).
    PrintSeason,
    /// Open a folder in the system's file manager.
    OpenFolder(PathBuf),
    /// Keep the archive in another folder (`None`: the default one),
    /// copying the evenings there first when `copy` (merged as an import).
    SetArchiveDir {
        /// The new folder.
        dir: Option<PathBuf>,
        /// Copy the evenings of the old folder there.
        copy: bool,
    },
    /// Show a file dialog (on a thread of its own) for this.
    Pick(PickFor),
    /// A file dialog's answer.
    Picked(PickFor, Picked),
    /// The copy of the evenings into a new folder is done (its answer is
    /// with the app): change the folder and say what was copied.
    ArchiveCopied,
}

/// An open evening: its history, its views, and its hand form.
#[derive(Debug, Clone, PartialEq)]
pub enum EveningCommand {
    /// Undo the last change to the evening.
    Undo,
    /// Redo the last undone change.
    Redo,
    /// Choose who gets the odd pinnar.
    SetOddPinnar(Option<OddPinnar>),
    /// Set, change or take away the price of a bet (an edit with an undo;
    /// also of a closed evening).
    SetPrice {
        /// Öre a bet; `None`: without money.
        price: Option<u64>,
        /// The currency shown with it.
        currency: String,
    },
    /// Show the table or the betdelning.
    ShowView(View),
    /// Show the players' view (a window of its own, or the whole screen),
    /// or hide it.
    PlayersView(PlayersView),
    /// Serve the players' view to the phones on the local network (or stop).
    ShowOnPhones(bool),
    /// Show the window with the phones' address and QR code, or hide it
    /// (the phones are still served: stopping is [`EveningCommand::ShowOnPhones`]).
    PhonesWindow(bool),
    /// Start a forced round of this contract with the next deal.
    StartForcedRound(String),
    /// The time is up: start the last round with the next deal (or take
    /// the start back with `false`).
    LastRound(bool),
    /// Show this step of the final reckoning in chips (0: the pulla
    /// divided, 1: the swaps, 2: the buy-back).
    ReckoningStep(usize),
    /// What the hand form asks for.
    Form(HandFormCommand),
    /// The answer to a correction or deletion that moves the dealers of
    /// the later hands (asked before anything changes).
    LaterDealers(DealerWay),
}

/// The ways out of a correction that moves the later hands' dealers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealerWay {
    /// The later hands keep the dealers they were dealt by (written down).
    Keep,
    /// The rotation moves on from the corrected hand.
    Move,
    /// Neither: back to the correction, nothing changed.
    Back,
}

/// The hand form: record, correct, delete.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandFormCommand {
    /// Record the hand being entered (or the correction).
    Record,
    /// Load a recorded hand into the form for a correction.
    Load(usize),
    /// Leave the correction, or clear the hand being entered.
    Cancel,
    /// Delete a recorded hand.
    Delete(usize),
}

impl From<AppCommand> for Command {
    fn from(command: AppCommand) -> Command {
        Command::App(command)
    }
}

impl From<EveningCommand> for Command {
    fn from(command: EveningCommand) -> Command {
        Command::Evening(command)
    }
}

impl From<HandFormCommand> for Command {
    fn from(command: HandFormCommand) -> Command {
        Command::Evening(EveningCommand::Form(command))
    }
}
