//! The two sides.

#![forbid(unsafe_code)]

use core::ops::Not;

/// A side: the colour of a piece, or the side to move.
///
/// `color as usize` is 0 for white and 1 for black, the order of the colour dimension of every
/// generated table.
///
/// ```
/// use bbgen::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.index(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, white first.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::ALL.map(Color::index), [0, 1]);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for white, 1 for black.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::White.index(), 0);
    /// assert_eq!(Color::Black.index(), 1);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other colour.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::White.flip(), Color::Black);
    /// assert_eq!(Color::Black.flip().flip(), Color::Black);
    /// ```
    #[inline]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        self.flip()
    }
}
