//! Keeping the screen awake while an evening is open: an evening lasts
//! hours, a hand takes minutes, and a screen that dims or locks between
//! hands (or a players' view that goes dark) is in the way.
//!
//! The platform's inhibitor is behind [`Awake`]: [`SystemAwake`] asks
//! through `keepawake` (the session's screensaver and systemd-logind over
//! D-Bus on Linux, the power assertions on macOS, the execution state on
//! Windows). It is asked and held on a thread of its own ([`AwakeHold`]),
//! so a slow D-Bus never holds up a frame, and let go when the hold is
//! released or dropped. Tests hand the app an [`Awake`] of their own
//! ([`super::ViraApp::set_awake`]).

use crate::i18n::Text;

use std::any::Any;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// The platform's inhibitor of the screensaver and of idling.
pub trait Awake: Send + Sync {
    /// Keeps the screen on until the returned guard is dropped (on the
    /// same thread); `Err`: no inhibitor here, with the reason. Blocks
    /// while the platform answers; called on a thread of its own.
    fn keep_awake(&self) -> Result<Box<dyn Any>, String>;
}

/// The system's inhibitor (`keepawake`).
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemAwake;

impl Awake for SystemAwake {
    fn keep_awake(&self) -> Result<Box<dyn Any>, String> {
        let builder = || {
            let mut builder = keepawake::Builder::default();
            builder
                .reason("An evening of Vira is open")
                .app_name("vira")
                .app_reverse_domain("io.github.viraledger.vira");
            builder
        };
        // The display (the screensaver) and idling (logind) are asked
        // each on their own: a desktop may have the one and not the
        // other. Either is enough.
        let display = builder().display(true).create();
        let idle = builder().idle(true).create();
        match (display, idle) {
            (Err(display), Err(idle)) => Err(format!("{display}; {idle}")),
            (display, idle) => Ok(Box::new((display.ok(), idle.ok()))),
        }
    }
}

/// What the platform answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwakeState {
    /// Not answered yet.
    Asking,
    /// The screen is kept on.
    Held,
    /// No inhibitor: the reason.
    Refused(String),
}

/// The screen kept awake, by a thread that holds the platform's guard
/// until this is released or dropped.
#[derive(Debug)]
pub struct AwakeHold {
    /// What the platform answered so far.
    pub state: AwakeState,
    answer: mpsc::Receiver<Result<(), String>>,
    stop: Option<mpsc::Sender<()>>,
    released: mpsc::Receiver<()>,
}

impl AwakeHold {
    /// Asks `awake` on a thread of its own.
    pub fn start(awake: Arc<dyn Awake>) -> AwakeHold {
        let (answer_sender, answer) = mpsc::channel();
        let (stop, stopped) = mpsc::channel::<()>();
        let (released_sender, released) = mpsc::channel();
        // A thread that cannot be made drops the senders: `poll` then
        // says the screen cannot be kept on.
        let _ = std::thread::Builder::new()
            .name("vira-awake".to_string())
            .spawn(move || match awake.keep_awake() {
                Ok(guard) => {
                    // The app may be gone: then no one waits for the answer.
                    let _ = answer_sender.send(Ok(()));
                    // Until released: the sender is dropped (or sends).
                    let _ = stopped.recv();
                    drop(guard);
                    // No one may wait for the release (the app gone).
                    let _ = released_sender.send(());
                }
                Err(reason) => {
                    // The app may be gone: then no one waits for the answer.
                    let _ = answer_sender.send(Err(reason));
                }
            });
        AwakeHold {
            state: AwakeState::Asking,
            answer,
            stop: Some(stop),
            released,
        }
    }

    /// Takes the platform's answer when it has come; `Some` once, when
    /// the state changes.
    pub fn poll(&mut self) -> Option<&AwakeState> {
        if self.state != AwakeState::Asking {
            return None;
        }
        self.state = match self.answer.try_recv() {
            Ok(Ok(())) => AwakeState::Held,
            Ok(Err(reason)) => AwakeState::Refused(reason),
            Err(mpsc::TryRecvError::Empty) => return None,
            Err(mpsc::TryRecvError::Disconnected) => {
                AwakeState::Refused("no thread to ask the platform on".to_string())
            }
        };
        Some(&self.state)
    }

    /// Lets the screen sleep again, waiting up to `wait` for the platform
    /// to be told (when the app quits; an evening closed does not wait).
    pub fn release(mut self, wait: Duration) {
        self.stop = None;
        if !wait.is_zero() {
            // Told or not within `wait`: the app goes on quitting.
            let _ = self.released.recv_timeout(wait);
        }
    }
}

impl Drop for AwakeHold {
    fn drop(&mut self) {
        // The thread lets go of the guard when the sender is gone.
        self.stop = None;
    }
}

impl super::ViraApp {
    /// Whether the screen is to be kept on: the preference, and an evening
    /// open (in progress, or a closed one shown to the players).
    fn wants_awake(&self) -> bool {
        self.prefs.keep_awake
            && matches!(&self.screen, super::Screen::Evening(e)
                if !e.read_only || e.players_view != super::command::PlayersView::Off)
    }

    /// Asks for the screen to be kept on when an evening is opened, and
    /// lets go when it is closed or the preference is turned off; after the
    /// frame's commands. A refusal is said once, as a small note.
    pub(super) fn keep_awake(&mut self, ctx: &egui::Context) {
        let Some(awake) = self.awake.clone() else {
            return;
        };
        match (self.wants_awake(), self.awake_hold.is_some()) {
            (true, false) => self.awake_hold = Some(AwakeHold::start(awake)),
            // Closed: the thread lets go, the frame does not wait for it.
            (false, true) => {
                if let Some(hold) = self.awake_hold.take() {
                    hold.release(Duration::ZERO);
                }
            }
            _ => {}
        }
        let Some(hold) = &mut self.awake_hold else {
            return;
        };
        let answer = hold.poll().cloned();
        let asking = hold.state == AwakeState::Asking;
        match answer {
            // The reason (the platform's words) is in the hover text of
            // the preference's button.
            Some(AwakeState::Refused(_)) if !self.awake_said => {
                self.awake_said = true;
                let t = self.tr();
                let note = t
                    .s(Text::TheScreenCannotBeKeptOnHereSvSkarmenKanInteHallas)
                    .to_string();
                // A note, never over another message: beside it.
                match &mut self.notice {
                    Some(notice) => notice.text = format!("{}\n{note}", notice.text),
                    None => self.say(note, false),
                }
            }
            Some(_) => {}
            None if asking => {
                ctx.request_repaint_after(Duration::from_millis(100));
            }
            None => {}
        }
    }
}
