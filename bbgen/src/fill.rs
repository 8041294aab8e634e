//! Set-wise fills: every square of a set spreading in a direction at once, with no loop over
//! squares.
//!
//! An occluded fill (Kogge-Stone) spreads a set along a direction through `empty` squares, in
//! three doubling steps of 1, 2 and 4 squares. Shifted one step more it gives slider attacks:
//! the first blocker in each direction is reached, nothing beyond it.
//!
//! ```
//! use bbgen::fill::{self, Direction};
//! use bbgen::Square::*;
//!
//! let rook = A1.bitboard().0;
//! let empty = !(A4.bitboard().0 | C1.bitboard().0);
//! // a1 spreads north to a3: a4 is occupied.
//! assert_eq!(fill::occluded(rook, empty, Direction::North), 0x0001_0101);
//! // The attacks reach the blockers a4 and c1.
//! assert_eq!(fill::rook_attacks(rook, empty), 0x0101_0106);
//! ```

use crate::shift::{NOT_A_FILE, NOT_H_FILE};

/// One of the eight directions a king steps in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Direction {
    North,
    South,
    East,
    West,
    NorthEast,
    NorthWest,
    SouthEast,
    SouthWest,
}

impl Direction {
    /// All eight, the four straight ones first.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];

    /// The index change of one step, and the squares a step may land on (the file it would wrap
    /// onto is left out).
    const fn step(self) -> (i32, u64) {
        match self {
            Direction::North => (8, u64::MAX),
            Direction::South => (-8, u64::MAX),
            Direction::East => (1, NOT_A_FILE),
            Direction::West => (-1, NOT_H_FILE),
            Direction::NorthEast => (9, NOT_A_FILE),
            Direction::NorthWest => (7, NOT_H_FILE),
            Direction::SouthEast => (-7, NOT_A_FILE),
            Direction::SouthWest => (-9, NOT_H_FILE),
        }
    }

    /// Every square of `set` moved `steps` steps in this direction, ignoring the board's edges
    /// (the caller masks the wrap).
    const fn shift(self, set: u64, steps: i32) -> u64 {
        let (delta, _) = self.step();
        let by = delta * steps;
        if by > 0 { set << by } else { set >> -by }
    }

    /// Every square of `set` moved one step in this direction; what leaves the board drops.
    #[inline]
    pub const fn one(self, set: u64) -> u64 {
        self.shift(set, 1) & self.step().1
    }
}

/// `set` spread along `direction` through `empty` squares, `set` included: the squares a slider
/// on each square of `set` passes over, stopping before the first square not in `empty`.
#[inline]
pub const fn occluded(set: u64, empty: u64, direction: Direction) -> u64 {
    let (_, land) = direction.step();
    let mut fill = set;
    let mut through = empty & land;
    fill |= through & direction.shift(fill, 1);
    through &= direction.shift(through, 1);
    fill |= through & direction.shift(fill, 2);
    through &= direction.shift(through, 2);
    fill |= through & direction.shift(fill, 4);
    fill
}

/// The squares sliders on `set` attack along `direction`: the occluded fill moved one step more,
/// so that the first occupied square is reached.
#[inline]
pub const fn slide(set: u64, empty: u64, direction: Direction) -> u64 {
    direction.one(occluded(set, empty, direction))
}

/// Rook attacks of every rook in `rooks` at once, given the `empty` squares.
#[inline]
pub const fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    slide(rooks, empty, Direction::North)
        | slide(rooks, empty, Direction::South)
        | slide(rooks, empty, Direction::East)
        | slide(rooks, empty, Direction::West)
}

/// Bishop attacks of every bishop in `bishops` at once, given the `empty` squares.
#[inline]
pub const fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    slide(bishops, empty, Direction::NorthEast)
        | slide(bishops, empty, Direction::NorthWest)
        | slide(bishops, empty, Direction::SouthEast)
        | slide(bishops, empty, Direction::SouthWest)
}
