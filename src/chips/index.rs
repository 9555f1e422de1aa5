//! Indices that cannot miss: a [`Seat`] of one table and a [`Kind`] of one
//! chip set, and the per-seat and per-kind data they index ([`Seats`],
//! [`PerKind`]).
//!
//! Both lengths are fixed when a table's chips are set up: the seats by
//! the players at the table, the kinds by the chip set. A `Seat` is only
//! made by checking a number against a `Seats` of that table (or by
//! walking one), a `Kind` only by walking a `PerKind` of that set, and no
//! `Seats` or `PerKind` grows or shrinks once made; so indexing with them
//! is always in range. A seat number from outside (a posting, a share) is
//! checked once, where it comes in, and is an error
//! ([`crate::chips::ChipError`]) when it is not a seat.

use std::ops::{Index, IndexMut};

use serde::Serialize;

use crate::chips::error::ChipError;

/// A seat at the table (and the colour of that player's chips).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Seat(usize);

impl Seat {
    /// The seat's number (index into the players).
    pub fn index(self) -> usize {
        self.0
    }
}

/// One value per seat of a table, in seat order. Its length is the
/// table's number of seats and never changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Seats<T>(Vec<T>);

impl<T> Seats<T> {
    /// A value for each of `seats` seats.
    pub fn new(seats: usize, value: impl FnMut(Seat) -> T) -> Seats<T> {
        Seats((0..seats).map(Seat).map(value).collect())
    }

    /// Values given in seat order for a table of `seats` seats: one for
    /// each, else [`ChipError::SeatCount`].
    pub fn from_vec(values: Vec<T>, seats: usize) -> Result<Seats<T>, ChipError> {
        if values.len() == seats {
            Ok(Seats(values))
        } else {
            Err(ChipError::SeatCount {
                shares: values.len(),
                seats,
            })
        }
    }

    /// The values, in seat order.
    pub fn into_vec(self) -> Vec<T> {
        self.0
    }

    /// The number of seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the table has no seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The seat numbered `seat`, when the table has it.
    pub fn seat(&self, seat: usize) -> Result<Seat, ChipError> {
        if seat < self.0.len() {
            Ok(Seat(seat))
        } else {
            Err(ChipError::NoSuchSeat {
                seat,
                seats: self.0.len(),
            })
        }
    }

    /// Every seat, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<T> {
        (0..self.0.len()).map(Seat)
    }

    /// The values in seat order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values in seat order, to change.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// Each seat with its value.
    pub fn pairs(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i), v))
    }

    /// The values, in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }
}

impl<T> Index<Seat> for Seats<T> {
    type Output = T;

    // A `Seat` is made only below the length of a `Seats` of its table
    // (`Seats::seat`, `Seats::seats`, `Seats::pairs`, `Seats::new`), and
    // every `Seats` of a table has the same length, fixed when made: in
    // range.
    #[allow(clippy::indexing_slicing)]
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.0]
    }
}

impl<T> IndexMut<Seat> for Seats<T> {
    // As for `Index`.
    #[allow(clippy::indexing_slicing)]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.0]
    }
}

/// A kind of chip of one chip set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Kind(usize);

impl Kind {
    /// The kind's number (index into the set's kinds).
    pub fn index(self) -> usize {
        self.0
    }
}

/// One value per kind of a chip set, in the set's order. Its length is
/// the set's number of kinds and never changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct PerKind<T>(Vec<T>);

impl<T> PerKind<T> {
    /// The values of a set's kinds, in order (the set is made here).
    pub(crate) fn from_vec(values: Vec<T>) -> PerKind<T> {
        PerKind(values)
    }

    /// A value for every kind of the same set as `self`.
    pub fn map<U>(&self, mut f: impl FnMut(Kind, &T) -> U) -> PerKind<U> {
        PerKind(
            self.0
                .iter()
                .enumerate()
                .map(|(i, v)| f(Kind(i), v))
                .collect(),
        )
    }

    /// The number of kinds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the set has no kinds.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every kind, in order.
    pub fn kinds(&self) -> impl Iterator<Item = Kind> + use<T> {
        (0..self.0.len()).map(Kind)
    }

    /// The values in the set's order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// Each kind with its value.
    pub fn pairs(&self) -> impl Iterator<Item = (Kind, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Kind(i), v))
    }

    /// The kind numbered `kind`, when the set has it.
    pub fn kind(&self, kind: usize) -> Result<Kind, ChipError> {
        if kind < self.0.len() {
            Ok(Kind(kind))
        } else {
            Err(ChipError::NoSuchKind {
                kind,
                kinds: self.0.len(),
            })
        }
    }

    /// The values, in the set's order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }
}

impl<T> Index<Kind> for PerKind<T> {
    type Output = T;

    // A `Kind` is made only below the length of a `PerKind` of its set
    // (`PerKind::kind`, `kinds`, `pairs`, `map`), and every `PerKind` of
    // a set has the set's length, fixed when made: in range.
    #[allow(clippy::indexing_slicing)]
    fn index(&self, kind: Kind) -> &T {
        &self.0[kind.0]
    }
}

impl<T> IndexMut<Kind> for PerKind<T> {
    // As for `Index`.
    #[allow(clippy::indexing_slicing)]
    fn index_mut(&mut self, kind: Kind) -> &mut T {
        &mut self.0[kind.0]
    }
}

impl<'a, T> IntoIterator for &'a Seats<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'a, T> IntoIterator for &'a PerKind<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
