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

    /// Rank `rank` (0 for rank 1, 7 for rank 8) as this side sees it: unchanged for white,
    /// mirrored for black, so that 0 is always the side's own back rank.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::White.relative_rank(1), 1);
    /// assert_eq!(Color::Black.relative_rank(1), 6); // black's pawns start on rank 7
    /// ```
    #[inline]
    pub const fn relative_rank(self, rank: u8) -> u8 {
        match self {
            Color::White => rank,
            Color::Black => 7 - rank,
        }
    }

    /// The rank this side's king and rooks start on: 0 (rank 1) for white, 7 for black.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::Black.back_rank(), 7);
    /// ```
    #[inline]
    pub const fn back_rank(self) -> u8 {
        self.relative_rank(0)
    }

    /// The rank this side's pawns start on, from which they may move two squares: 1 (rank 2) for
    /// white, 6 for black.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::White.pawn_rank(), 1);
    /// ```
    #[inline]
    pub const fn pawn_rank(self) -> u8 {
        self.relative_rank(1)
    }

    /// The rank this side's pawns promote on: 7 (rank 8) for white, 0 for black.
    ///
    /// ```
    /// use bbgen::Color;
    /// assert_eq!(Color::Black.promotion_rank(), 0);
    /// ```
    #[inline]
    pub const fn promotion_rank(self) -> u8 {
        self.relative_rank(7)
    }
}

impl Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        self.flip()
    }
}
