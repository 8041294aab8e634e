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

#![forbid(unsafe_code)]

use crate::shift::{NOT_A_FILE, NOT_H_FILE};
use crate::{Color, Square};

/// One of the eight directions a king steps in.
///
/// ```
/// use bbgen::fill::Direction;
/// use bbgen::Square::*;
/// assert_eq!(Direction::NorthWest.one(E4.bitboard().0), D5.bitboard().0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 8.
    North,
    /// Towards rank 1.
    South,
    /// Towards the h-file.
    East,
    /// Towards the a-file.
    West,
    /// Towards h8.
    NorthEast,
    /// Towards a8.
    NorthWest,
    /// Towards h1.
    SouthEast,
    /// Towards a1.
    SouthWest,
}

impl Direction {
    /// All eight, the four straight ones first.
    ///
    /// ```
    /// use bbgen::fill::{self, Direction};
    /// use bbgen::Square::*;
    /// let e4 = E4.bitboard().0;
    /// let around = Direction::ALL.iter().fold(0, |set, direction| set | direction.one(e4));
    /// assert_eq!(around, fill::king_attacks(e4));
    /// ```
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
    ///
    /// ```
    /// use bbgen::fill::Direction;
    /// use bbgen::Square::*;
    /// assert_eq!(Direction::South.one(E4.bitboard().0 | A1.bitboard().0), E3.bitboard().0);
    /// assert_eq!(Direction::East.one(H4.bitboard().0), 0);
    /// ```
    #[inline]
    pub const fn one(self, set: u64) -> u64 {
        self.shift(set, 1) & self.step().1
    }
}

/// `set` spread along `direction` through `empty` squares, `set` included: the squares a slider
/// on each square of `set` passes over, stopping before the first square not in `empty`.
///
/// ```
/// use bbgen::fill::{self, Direction};
/// use bbgen::Square::*;
/// let empty = !D6.bitboard().0;
/// let fill = fill::occluded(D3.bitboard().0, empty, Direction::North);
/// assert_eq!(fill, (D3.bitboard() | D4.bitboard() | D5.bitboard()).0);
/// ```
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
///
/// ```
/// use bbgen::fill::{self, Direction};
/// use bbgen::Square::*;
/// let empty = !D6.bitboard().0;
/// let attacks = fill::slide(D3.bitboard().0, empty, Direction::North);
/// assert_eq!(attacks, (D4.bitboard() | D5.bitboard() | D6.bitboard()).0);
/// ```
#[inline]
pub const fn slide(set: u64, empty: u64, direction: Direction) -> u64 {
    direction.one(occluded(set, empty, direction))
}

/// Rook attacks of every rook in `rooks` at once, given the `empty` squares.
///
/// ```
/// use bbgen::{attacks, fill, Square::*};
/// let occupied = D4.bitboard() | D6.bitboard() | F4.bitboard();
/// assert_eq!(fill::rook_attacks(D4.bitboard().0, !occupied.0), attacks::rook(D4, occupied).0);
/// ```
#[inline]
pub const fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    slide(rooks, empty, Direction::North)
        | slide(rooks, empty, Direction::South)
        | slide(rooks, empty, Direction::East)
        | slide(rooks, empty, Direction::West)
}

/// Bishop attacks of every bishop in `bishops` at once, given the `empty` squares.
///
/// ```
/// use bbgen::{attacks, fill, Square::*};
/// let occupied = D4.bitboard() | F6.bitboard() | B2.bitboard();
/// assert_eq!(fill::bishop_attacks(D4.bitboard().0, !occupied.0), attacks::bishop(D4, occupied).0);
/// ```
#[inline]
pub const fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    slide(bishops, empty, Direction::NorthEast)
        | slide(bishops, empty, Direction::NorthWest)
        | slide(bishops, empty, Direction::SouthEast)
        | slide(bishops, empty, Direction::SouthWest)
}

/// The squares the kings in `set` attack, all at once.
///
/// ```
/// use bbgen::{attacks, fill, Square::*};
/// let kings = A1.bitboard() | E4.bitboard();
/// assert_eq!(fill::king_attacks(kings.0), (attacks::king(A1) | attacks::king(E4)).0);
/// ```
#[inline]
pub const fn king_attacks(set: u64) -> u64 {
    let sideways = Direction::East.one(set) | Direction::West.one(set);
    let row = set | sideways;
    sideways | Direction::North.one(row) | Direction::South.one(row)
}

/// Squares of `set` and every square one king step from them.
///
/// ```
/// use bbgen::{fill, Square::*};
/// assert_eq!(fill::king_fill(E4.bitboard().0).count_ones(), 9);
/// assert_eq!(fill::king_fill(A1.bitboard().0), 0x0303);
/// ```
#[inline]
pub const fn king_fill(set: u64) -> u64 {
    set | king_attacks(set)
}

/// The squares the knights in `set` attack, all at once.
///
/// ```
/// use bbgen::{attacks, fill, Square::*};
/// let knights = B1.bitboard() | G1.bitboard();
/// assert_eq!(fill::knight_attacks(knights.0), (attacks::knight(B1) | attacks::knight(G1)).0);
/// ```
#[inline]
pub const fn knight_attacks(set: u64) -> u64 {
    let one = Direction::East.one(set) | Direction::West.one(set);
    let two = Direction::East.one(Direction::East.one(set)) | Direction::West.one(Direction::West.one(set));
    one << 16 | one >> 16 | two << 8 | two >> 8
}

/// Squares of `set` and every square one knight jump from them.
///
/// ```
/// use bbgen::{fill, Square::*};
/// assert_eq!(fill::knight_fill(A1.bitboard().0), (A1.bitboard() | B3.bitboard() | C2.bitboard()).0);
/// ```
#[inline]
pub const fn knight_fill(set: u64) -> u64 {
    set | knight_attacks(set)
}

/// `set` spread along the four rook directions through `empty` squares, `set` included.
///
/// ```
/// use bbgen::{fill, Square::*};
/// // The a-file and the first rank, the rook's square among them.
/// assert_eq!(fill::rook_fill(A1.bitboard().0, u64::MAX), 0x0101_0101_0101_01FF);
/// ```
#[inline]
pub const fn rook_fill(set: u64, empty: u64) -> u64 {
    occluded(set, empty, Direction::North)
        | occluded(set, empty, Direction::South)
        | occluded(set, empty, Direction::East)
        | occluded(set, empty, Direction::West)
}

/// `set` spread along the four bishop directions through `empty` squares, `set` included.
///
/// ```
/// use bbgen::{fill, Square::*};
/// // The long diagonal up to, but not onto, the piece on e5.
/// let empty = !E5.bitboard().0;
/// assert_eq!(fill::bishop_fill(A1.bitboard().0, empty), 0x0804_0201);
/// ```
#[inline]
pub const fn bishop_fill(set: u64, empty: u64) -> u64 {
    occluded(set, empty, Direction::NorthEast)
        | occluded(set, empty, Direction::NorthWest)
        | occluded(set, empty, Direction::SouthEast)
        | occluded(set, empty, Direction::SouthWest)
}

/// Whether a king could walk from some square of `from` to some square of `to` on squares of
/// `path` only (both ends included): an 8-way flood fill from `from` inside `path`, until it
/// meets `to` or stops growing. False when either end has no square in `path`.
///
/// ```
/// use bbgen::fill::squares_are_connected;
/// use bbgen::Square::*;
///
/// let path = 0xC03C_023C_4080_403F; // a winding path from a1 to h8
/// assert!(squares_are_connected(A1.bitboard().0, H8.bitboard().0, path));
/// assert!(!squares_are_connected(A1.bitboard().0, H8.bitboard().0, path & !B6.bitboard().0));
/// ```
pub const fn squares_are_connected(from: u64, to: u64, path: u64) -> bool {
    let (mut reached, to) = (from & path, to & path);
    if reached == 0 || to == 0 {
        return false;
    }
    while reached & to == 0 {
        let grown = king_fill(reached) & path;
        if grown == reached {
            return false;
        }
        reached = grown;
    }
    true
}

/// Every shortest king path between two sets inside a path: frontier `i` holds the squares that
/// some shortest path visits after `i` steps, the first frontier part of `from` and the last
/// part of `to`.
///
/// [`all_shortest_paths`] builds it.
///
/// ```
/// use bbgen::fill::all_shortest_paths;
/// use bbgen::Square::*;
/// // From a1 to c1 the king goes by b1 or b2.
/// let paths = all_shortest_paths(A1.bitboard().0, C1.bitboard().0, u64::MAX).unwrap();
/// assert_eq!(paths.frontiers(), [A1.bitboard().0, (B1.bitboard() | B2.bitboard()).0, C1.bitboard().0]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShortestPaths {
    len: usize,
    frontiers: [u64; 64],
}

impl ShortestPaths {
    /// The number of frontiers: one more than the king moves of a shortest path.
    ///
    /// ```
    /// use bbgen::fill::all_shortest_paths;
    /// use bbgen::Square::*;
    /// let paths = all_shortest_paths(A1.bitboard().0, C1.bitboard().0, u64::MAX).unwrap();
    /// assert_eq!(paths.len(), 3);
    /// ```
    #[inline]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// The king moves of a shortest path.
    ///
    /// ```
    /// use bbgen::fill::all_shortest_paths;
    /// use bbgen::Square::*;
    /// let paths = all_shortest_paths(A1.bitboard().0, H8.bitboard().0, u64::MAX).unwrap();
    /// assert_eq!(paths.moves(), 7);
    /// ```
    #[inline]
    pub const fn moves(&self) -> usize {
        self.len - 1
    }

    /// Always false: a path has at least its start.
    ///
    /// ```
    /// use bbgen::fill::all_shortest_paths;
    /// use bbgen::Square::*;
    /// let paths = all_shortest_paths(E4.bitboard().0, E4.bitboard().0, u64::MAX).unwrap();
    /// assert!(!paths.is_empty());
    /// assert_eq!(paths.moves(), 0);
    /// ```
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The frontiers, start first.
    ///
    /// ```
    /// use bbgen::fill::all_shortest_paths;
    /// use bbgen::Square::*;
    /// let paths = all_shortest_paths(A1.bitboard().0, A3.bitboard().0, u64::MAX).unwrap();
    /// assert_eq!(paths.frontiers()[0], A1.bitboard().0);
    /// assert_eq!(paths.frontiers()[1], (A2.bitboard() | B2.bitboard()).0);
    /// ```
    #[inline]
    pub fn frontiers(&self) -> &[u64] {
        &self.frontiers[..self.len]
    }
}

/// All shortest king paths from `from` to `to` on squares of `path`, or `None` when there is no
/// path.
///
/// A fill from `from` records each new frontier until it meets `to`; a fill back from the squares
/// of `to` it met then keeps, in each frontier, only the squares that lie on a shortest path.
///
/// ```
/// use bbgen::fill::all_shortest_paths;
/// use bbgen::Square::*;
///
/// let paths = all_shortest_paths(E4.bitboard().0, A1.bitboard().0 | H8.bitboard().0, u64::MAX).unwrap();
/// assert_eq!(paths.moves(), 4);
/// assert_eq!(paths.frontiers()[1], 0x0030_0808_0000); // d3 d4 e5 f5
/// assert_eq!(paths.frontiers()[4], A1.bitboard().0 | H8.bitboard().0);
/// ```
pub fn all_shortest_paths(from: u64, to: u64, path: u64) -> Option<ShortestPaths> {
    let (mut reached, mut back) = (from & path, to & path);
    if reached == 0 || back == 0 {
        return None;
    }
    let mut frontiers = [0; 64];
    frontiers[0] = reached;
    let mut len = 1;
    while reached & back == 0 {
        let grown = king_fill(reached) & path;
        if grown == reached {
            return None;
        }
        frontiers[len] = grown & !reached;
        reached = grown;
        len += 1;
    }
    back &= reached;
    frontiers[len - 1] = back;
    for i in (0..len - 1).rev() {
        let grown = king_fill(back) & path;
        frontiers[i] &= grown & !back;
        back = grown;
    }
    Some(ShortestPaths { len, frontiers })
}

/// The fewest knight moves from any square of `from` to any square of `to` on an empty board, by
/// knight fills; `None` when either set is empty.
///
/// ```
/// use bbgen::fill::knight_distance;
/// use bbgen::Square::*;
/// assert_eq!(knight_distance(A1.bitboard().0, H8.bitboard().0), Some(6));
/// assert_eq!(knight_distance(A1.bitboard().0, B2.bitboard().0), Some(4));
/// ```
pub const fn knight_distance(from: u64, to: u64) -> Option<u32> {
    if from == 0 || to == 0 {
        return None;
    }
    let (mut reached, mut moves) = (from, 0);
    while reached & to == 0 {
        reached = knight_fill(reached);
        moves += 1;
    }
    Some(moves)
}

/// `set` and every square north of it (towards rank 8).
///
/// ```
/// use bbgen::{fill, Square::*};
/// assert_eq!(fill::north_fill(E6.bitboard().0), (E6.bitboard() | E7.bitboard() | E8.bitboard()).0);
/// ```
#[inline]
pub const fn north_fill(set: u64) -> u64 {
    let set = set | set << 8;
    let set = set | set << 16;
    set | set << 32
}

/// `set` and every square south of it (towards rank 1).
///
/// ```
/// use bbgen::{fill, Square::*};
/// assert_eq!(fill::south_fill(B3.bitboard().0), (B1.bitboard() | B2.bitboard() | B3.bitboard()).0);
/// ```
#[inline]
pub const fn south_fill(set: u64) -> u64 {
    let set = set | set >> 8;
    let set = set | set >> 16;
    set | set >> 32
}

/// The squares in front of the pawns of `color` in `pawns`, on their files, the pawns excluded.
///
/// ```
/// use bbgen::{fill, Color, Square::*};
/// assert_eq!(fill::front_span(Color::White, E6.bitboard().0), E7.bitboard().0 | E8.bitboard().0);
/// ```
#[inline]
pub const fn front_span(color: Color, pawns: u64) -> u64 {
    match color {
        Color::White => north_fill(pawns) << 8,
        Color::Black => south_fill(pawns) >> 8,
    }
}

/// The squares the pawns of `color` in `pawns` could ever attack as they advance: the front
/// spans of the files beside them, from the square diagonally in front on.
///
/// ```
/// use bbgen::{fill, Color, Square::*};
/// let span = D7.bitboard() | D8.bitboard() | F7.bitboard() | F8.bitboard();
/// assert_eq!(fill::attack_span(Color::White, E6.bitboard().0), span.0);
/// ```
#[inline]
pub const fn attack_span(color: Color, pawns: u64) -> u64 {
    let span = front_span(color, pawns);
    Direction::East.one(span) | Direction::West.one(span)
}

/// The pawns of `color` among `pawns` that no pawn among `enemy_pawns` can stop: none stands in
/// front of them on their file or the files beside it.
///
/// ```
/// use bbgen::{fill, Color, Square::*};
/// let white = A5.bitboard().0 | E4.bitboard().0;
/// let black = D6.bitboard().0;
/// assert_eq!(fill::passed_pawns(Color::White, white, black), A5.bitboard().0);
/// ```
#[inline]
pub const fn passed_pawns(color: Color, pawns: u64, enemy_pawns: u64) -> u64 {
    let enemy = color.flip();
    pawns & !(front_span(enemy, enemy_pawns) | attack_span(enemy, enemy_pawns))
}

/// Outpost squares for `color`: squares on its fourth to sixth ranks that no pawn of the other
/// colour among `enemy_pawns` attacks now or after any advance, so a piece there can only be
/// driven off by pieces.
///
/// ```
/// use bbgen::{fill, Color, Square::*};
/// let black = C7.bitboard().0 | E6.bitboard().0;
/// let outposts = fill::outposts(Color::White, black);
/// assert!(outposts & D5.bitboard().0 == 0); // c7 or e6 can attack d5
/// assert!(outposts & E5.bitboard().0 != 0);
/// ```
#[inline]
pub const fn outposts(color: Color, enemy_pawns: u64) -> u64 {
    let ranks = match color {
        Color::White => 0x0000_FFFF_FF00_0000,
        Color::Black => 0x0000_00FF_FFFF_0000,
    };
    // The attack span starts at the squares the pawns attack now.
    ranks & !attack_span(color.flip(), enemy_pawns)
}

/// The squares the pawns of `color` in `pawns` attack, all at once.
///
/// ```
/// use bbgen::{fill, Color, Square::*};
/// let pawns = A7.bitboard() | E5.bitboard();
/// assert_eq!(fill::pawn_attacks(Color::Black, pawns.0), (B6.bitboard() | D4.bitboard() | F4.bitboard()).0);
/// ```
#[inline]
pub const fn pawn_attacks(color: Color, pawns: u64) -> u64 {
    let sideways = Direction::East.one(pawns) | Direction::West.one(pawns);
    match color {
        Color::White => sideways << 8,
        Color::Black => sideways >> 8,
    }
}

/// The passers of `color` in `passers` that the lone enemy king on `king` cannot catch with
/// `to_move` to move, by the rule of the square (`caughtable!` tables). Only the race of pawn
/// against king counts: supporting pieces and other pawns are left to the caller.
///
/// ```
/// use bbgen::{fill, Color, Square::*};
/// let passers = A4.bitboard().0 | H2.bitboard().0;
/// // A black king on g5 catches h2 but not a4 with white to move.
/// assert_eq!(fill::unstoppable_passers(Color::White, passers, G5, Color::White), A4.bitboard().0);
/// ```
#[inline]
pub const fn unstoppable_passers(color: Color, passers: u64, king: Square, to_move: Color) -> u64 {
    passers & !crate::attacks::caughtable(color.flip(), to_move, king).0
}
