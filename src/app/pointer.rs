//! Where the pointer is after the zoom changed under it.
//!
//! The window system says where the pointer is only when it moves; egui's
//! window layer turns that place into points with the zoom of that moment
//! and hands the same points with every later click. Press "+" twice
//! without moving the mouse and the second click was placed where the
//! pointer had been in the old zoom's points: a few pixels to the left at
//! 120 %, off the button, and nothing happened. Each place is kept here at
//! zoom 1 and given again in the zoom the frame is laid out with, so a
//! click lands where the pointer is.

use egui::{Event, Pos2};

/// The pointer's last place, at zoom 1 (frame state, never saved).
#[derive(Debug, Default)]
pub struct PointerPlace {
    at_zoom_one: Option<Pos2>,
    /// The zoom the last input was given in.
    given_in: f32,
}

impl PointerPlace {
    /// Mends one frame's input: `converted_with` is the zoom its moves
    /// were turned into points with (egui's zoom when they came),
    /// `frame_zoom` the zoom the frame lays out with (a change asked for
    /// in the frame before takes effect in this one).
    pub fn mend(&mut self, events: &mut Vec<Event>, converted_with: f32, frame_zoom: f32) {
        let mut moved = false;
        for event in events.iter_mut() {
            match event {
                Event::PointerMoved(pos) => {
                    let one = scaled(*pos, converted_with);
                    self.at_zoom_one = Some(one);
                    *pos = scaled(one, 1.0 / frame_zoom);
                    moved = true;
                }
                Event::PointerButton { pos, .. } => {
                    if let Some(one) = self.at_zoom_one {
                        *pos = scaled(one, 1.0 / frame_zoom);
                    }
                }
                Event::PointerGone => self.at_zoom_one = None,
                _ => {}
            }
        }
        // The zoom changed with the pointer still: in points it moved.
        if !moved
            && self.given_in != frame_zoom
            && let Some(one) = self.at_zoom_one
        {
            events.insert(0, Event::PointerMoved(scaled(one, 1.0 / frame_zoom)));
        }
        self.given_in = frame_zoom;
    }
}

fn scaled(pos: Pos2, factor: f32) -> Pos2 {
    (pos.to_vec2() * factor).to_pos2()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(pos: Pos2) -> Event {
        Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        }
    }

    fn close(a: Option<Pos2>, b: Pos2) -> bool {
        a.is_some_and(|a| (a - b).length() < 1e-3)
    }

    fn moved_to(event: Option<&Event>) -> Option<Pos2> {
        match event {
            Some(Event::PointerMoved(pos)) => Some(*pos),
            _ => None,
        }
    }

    fn button_pos(events: &[Event]) -> Option<Pos2> {
        events.iter().find_map(|e| match e {
            Event::PointerButton { pos, .. } => Some(*pos),
            _ => None,
        })
    }

    #[test]
    fn a_click_after_a_zoom_is_placed_where_the_pointer_is() {
        let mut place = PointerPlace::default();
        // At 120 %: the pointer at pixel (960, 12) is at point (800, 10).
        let mut events = vec![
            Event::PointerMoved(egui::pos2(800.0, 10.0)),
            press(egui::pos2(800.0, 10.0)),
        ];
        place.mend(&mut events, 1.2, 1.2);
        assert!(close(button_pos(&events), egui::pos2(800.0, 10.0)));
        // Now 150 %, the pointer still: the window layer repeats point
        // (800, 10); pixel (960, 12) is point (640, 8).
        let mut events = vec![press(egui::pos2(800.0, 10.0))];
        place.mend(&mut events, 1.5, 1.5);
        assert!(close(moved_to(events.first()), egui::pos2(640.0, 8.0)));
        assert!(close(button_pos(&events), egui::pos2(640.0, 8.0)));
        // A move in the frame the zoom changes in was turned into points
        // with the old zoom.
        let mut events = vec![Event::PointerMoved(egui::pos2(600.0, 20.0))];
        place.mend(&mut events, 1.5, 2.0);
        assert_eq!(events.len(), 1);
        assert!(close(moved_to(events.first()), egui::pos2(450.0, 15.0)));
    }

    #[test]
    fn a_pointer_gone_is_not_brought_back() {
        let mut place = PointerPlace::default();
        let mut events = vec![
            Event::PointerMoved(egui::pos2(10.0, 10.0)),
            Event::PointerGone,
        ];
        place.mend(&mut events, 1.0, 1.0);
        let mut events = Vec::new();
        place.mend(&mut events, 1.0, 2.0);
        assert!(events.is_empty());
    }
}
