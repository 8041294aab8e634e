//! One-step shifts of a whole set of squares, usable in `const` contexts.
//!
//! Each shift moves every square of the set one step in its direction and drops the squares that
//! would leave the board. Steps with an east or west part mask the file they would wrap onto, so a
//! square on the h-file does not reappear on the a-file of the next rank:
//!
//! ```text
//! east(h4 | d4) == e4         . . . . . . . .
//!                             . . . . . . . .
//!                             . . . . . . . .
//!                             . . . . . . . .
//!                             . . . . 1 . . .    <- h4 falls off, it does not become a5
//!                             . . . . . . . .
//!                             . . . . . . . .
//!                             . . . . . . . .
//! ```
//!
//! ```
//! use bbgen::shift;
//! use bbgen::Square::*;
//!
//! let set = H4.bitboard().0 | D4.bitboard().0;
//! assert_eq!(shift::east(set), E4.bitboard().0);
//! assert_eq!(shift::north(H8.bitboard().0), 0);
//! ```

#![forbid(unsafe_code)]

/// Every square except those on the a-file.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::NOT_A_FILE & A5.bitboard().0, 0);
/// assert_eq!(shift::NOT_A_FILE.count_ones(), 56);
/// ```
pub const NOT_A_FILE: u64 = 0xFEFE_FEFE_FEFE_FEFE;
/// Every square except those on the h-file.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::NOT_H_FILE & H5.bitboard().0, 0);
/// assert_eq!(shift::NOT_H_FILE.count_ones(), 56);
/// ```
pub const NOT_H_FILE: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// One step towards rank 8.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::north(E4.bitboard().0), E5.bitboard().0);
/// assert_eq!(shift::north(E8.bitboard().0), 0);
/// ```
#[inline]
pub const fn north(set: u64) -> u64 {
    set << 8
}

/// One step towards rank 1.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::south(E4.bitboard().0), E3.bitboard().0);
/// assert_eq!(shift::south(E1.bitboard().0), 0);
/// ```
#[inline]
pub const fn south(set: u64) -> u64 {
    set >> 8
}

/// One step towards the h-file.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::east(E4.bitboard().0), F4.bitboard().0);
/// assert_eq!(shift::east(H4.bitboard().0), 0);
/// ```
#[inline]
pub const fn east(set: u64) -> u64 {
    (set << 1) & NOT_A_FILE
}

/// One step towards the a-file.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::west(E4.bitboard().0), D4.bitboard().0);
/// assert_eq!(shift::west(A4.bitboard().0), 0);
/// ```
#[inline]
pub const fn west(set: u64) -> u64 {
    (set >> 1) & NOT_H_FILE
}

/// One diagonal step towards h8.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::north_east(E4.bitboard().0), F5.bitboard().0);
/// assert_eq!(shift::north_east(H4.bitboard().0), 0);
/// ```
#[inline]
pub const fn north_east(set: u64) -> u64 {
    (set << 9) & NOT_A_FILE
}

/// One diagonal step towards a8.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::north_west(E4.bitboard().0), D5.bitboard().0);
/// assert_eq!(shift::north_west(A4.bitboard().0), 0);
/// ```
#[inline]
pub const fn north_west(set: u64) -> u64 {
    (set << 7) & NOT_H_FILE
}

/// One diagonal step towards h1.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::south_east(E4.bitboard().0), F3.bitboard().0);
/// assert_eq!(shift::south_east(H4.bitboard().0), 0);
/// ```
#[inline]
pub const fn south_east(set: u64) -> u64 {
    (set >> 7) & NOT_A_FILE
}

/// One diagonal step towards a1.
///
/// ```
/// use bbgen::{shift, Square::*};
/// assert_eq!(shift::south_west(E4.bitboard().0), D3.bitboard().0);
/// assert_eq!(shift::south_west(A4.bitboard().0), 0);
/// ```
#[inline]
pub const fn south_west(set: u64) -> u64 {
    (set >> 9) & NOT_H_FILE
}
