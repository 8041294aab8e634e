//! The set-of-squares type.

#![forbid(unsafe_code)]

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::{Square, shift};

/// A set of squares, one bit per square: bit `i` stands for the square with index `i`
/// (a1 = bit 0, h8 = bit 63).
///
/// The field is public so that tables and constants can be written as `Bitboard(0x...)`.
/// `Display` draws the board with rank 8 on top; `Debug` adds the hex value above the drawing.
///
/// ```
/// use bbgen::{Bitboard, Square};
///
/// let set = Square::E4.bitboard() | Square::G2.bitboard();
/// assert_eq!(set.count(), 2);
/// assert!(set.contains(Square::G2));
/// assert_eq!(set.into_iter().collect::<Vec<_>>(), [Square::G2, Square::E4]);
/// assert_eq!(
///     set.to_string(),
///     ". . . . . . . .\n\
///      . . . . . . . .\n\
///      . . . . . . . .\n\
///      . . . . . . . .\n\
///      . . . . 1 . . .\n\
///      . . . . . . . .\n\
///      . . . . . . 1 .\n\
///      . . . . . . . .\n",
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(transparent)]
pub struct Bitboard(
    /// The bits: bit `i` set when the square with index `i` is in the set.
    pub u64,
);

impl Bitboard {
    /// No square.
    ///
    /// ```
    /// use bbgen::Bitboard;
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert_eq!(Bitboard::EMPTY, Bitboard::default());
    /// ```
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    ///
    /// ```
    /// use bbgen::Bitboard;
    /// assert_eq!(Bitboard::FULL.count(), 64);
    /// assert_eq!(!Bitboard::FULL, Bitboard::EMPTY);
    /// ```
    pub const FULL: Bitboard = Bitboard(u64::MAX);

    /// The eight squares of rank `rank` (0 for rank 1); empty past rank 8.
    ///
    /// ```
    /// use bbgen::{Bitboard, Color};
    /// assert_eq!(Bitboard::rank(0), Bitboard(0xFF));
    /// assert_eq!(Bitboard::rank(Color::Black.pawn_rank()), Bitboard(0xFF << 48));
    /// ```
    #[inline]
    pub const fn rank(rank: u8) -> Bitboard {
        if rank < 8 { Bitboard(0xFF << (8 * rank)) } else { Bitboard::EMPTY }
    }

    /// Whether `sq` is in the set.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// let first_rank = Bitboard(0xFF);
    /// assert!(first_rank.contains(Square::H1));
    /// assert!(!first_rank.contains(Square::A2));
    /// ```
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq as u8) != 0
    }

    /// The set with `sq` added.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// assert_eq!(Bitboard::EMPTY.with(Square::C2), Square::C2.bitboard());
    /// assert_eq!(Bitboard(0xFF).with(Square::A1), Bitboard(0xFF));
    /// ```
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq as u8)
    }

    /// The set with `sq` removed.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// assert_eq!(Bitboard::FULL.without(Square::A1), Bitboard(!1));
    /// assert_eq!(Bitboard::EMPTY.without(Square::A1), Bitboard::EMPTY);
    /// ```
    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq as u8))
    }

    /// How many squares the set holds.
    ///
    /// ```
    /// use bbgen::Bitboard;
    /// assert_eq!(Bitboard(0xFF00).count(), 8);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds no square.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert!(!Square::E4.bitboard().is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The square with the lowest index, if any.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// assert_eq!(Bitboard(0xF0).first(), Some(Square::E1));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 { None } else { Some(Square::from_index_masked(self.0.trailing_zeros())) }
    }

    /// The square with the highest index, if any.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// assert_eq!(Bitboard(0xF0).last(), Some(Square::H1));
    /// assert_eq!(Bitboard::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 { None } else { Some(Square::from_index_masked(63 - self.0.leading_zeros())) }
    }

    /// The intersection, usable in `const` contexts where `&` is not.
    ///
    /// ```
    /// use bbgen::Bitboard;
    /// const BOTH: Bitboard = Bitboard(0b1100).and(Bitboard(0b0110));
    /// assert_eq!(BOTH, Bitboard(0b0100));
    /// ```
    #[inline]
    pub const fn and(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The union, usable in `const` contexts where `|` is not.
    ///
    /// ```
    /// use bbgen::Bitboard;
    /// const EITHER: Bitboard = Bitboard(0b1100).or(Bitboard(0b0110));
    /// assert_eq!(EITHER, Bitboard(0b1110));
    /// ```
    #[inline]
    pub const fn or(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// The complement, usable in `const` contexts where `!` is not.
    ///
    /// ```
    /// use bbgen::Bitboard;
    /// const NOT_FIRST_RANK: Bitboard = Bitboard(0xFF).complement();
    /// assert_eq!(NOT_FIRST_RANK.count(), 56);
    /// ```
    #[inline]
    pub const fn complement(self) -> Bitboard {
        Bitboard(!self.0)
    }

    /// Every square one step towards rank 8.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().north(), E5.bitboard());
    /// assert!(E8.bitboard().north().is_empty());
    /// ```
    #[inline]
    pub const fn north(self) -> Bitboard {
        Bitboard(shift::north(self.0))
    }

    /// Every square one step towards rank 1.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().south(), E3.bitboard());
    /// assert!(E1.bitboard().south().is_empty());
    /// ```
    #[inline]
    pub const fn south(self) -> Bitboard {
        Bitboard(shift::south(self.0))
    }

    /// Every square one step towards the h-file; the h-file drops off.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().east(), F4.bitboard());
    /// assert!(H4.bitboard().east().is_empty());
    /// ```
    #[inline]
    pub const fn east(self) -> Bitboard {
        Bitboard(shift::east(self.0))
    }

    /// Every square one step towards the a-file; the a-file drops off.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().west(), D4.bitboard());
    /// assert!(A4.bitboard().west().is_empty());
    /// ```
    #[inline]
    pub const fn west(self) -> Bitboard {
        Bitboard(shift::west(self.0))
    }

    /// Every square one diagonal step towards h8.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().north_east(), F5.bitboard());
    /// assert!(H4.bitboard().north_east().is_empty());
    /// ```
    #[inline]
    pub const fn north_east(self) -> Bitboard {
        Bitboard(shift::north_east(self.0))
    }

    /// Every square one diagonal step towards a8.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().north_west(), D5.bitboard());
    /// assert!(A4.bitboard().north_west().is_empty());
    /// ```
    #[inline]
    pub const fn north_west(self) -> Bitboard {
        Bitboard(shift::north_west(self.0))
    }

    /// Every square one diagonal step towards h1.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().south_east(), F3.bitboard());
    /// assert!(E1.bitboard().south_east().is_empty());
    /// ```
    #[inline]
    pub const fn south_east(self) -> Bitboard {
        Bitboard(shift::south_east(self.0))
    }

    /// Every square one diagonal step towards a1.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// assert_eq!(E4.bitboard().south_west(), D3.bitboard());
    /// assert!(A4.bitboard().south_west().is_empty());
    /// ```
    #[inline]
    pub const fn south_west(self) -> Bitboard {
        Bitboard(shift::south_west(self.0))
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        sq.bitboard()
    }
}

impl From<u64> for Bitboard {
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    #[inline]
    fn from(set: Bitboard) -> u64 {
        set.0
    }
}

macro_rules! bit_ops {
    ($($op:ident $method:ident $assign:ident $assign_method:ident $sym:tt;)*) => {$(
        impl $op for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $sym rhs.0)
            }
        }

        impl $assign for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $sym rhs.0;
            }
        }
    )*};
}

bit_ops! {
    BitAnd bitand BitAndAssign bitand_assign &;
    BitOr bitor BitOrAssign bitor_assign |;
    BitXor bitxor BitXorAssign bitxor_assign ^;
}

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// The squares of a set, lowest index first, each found by clearing the lowest bit.
///
/// Iterating over a [`Bitboard`] gives one of these.
///
/// ```
/// use bbgen::{Bitboard, Square};
/// let mut squares = Bitboard(0b101).into_iter();
/// assert_eq!(squares.len(), 2);
/// assert_eq!(squares.next(), Some(Square::A1));
/// assert_eq!(squares.next(), Some(Square::C1));
/// assert_eq!(squares.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = Bitboard(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl fmt::Display for Bitboard {
    /// Eight lines of `.` and `1`, rank 8 first, a1 at the bottom left.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            for file in 0..8u8 {
                let bit = self.0 >> (rank * 8 + file) & 1;
                let cell = if bit == 1 { '1' } else { '.' };
                let sep = if file == 7 { '\n' } else { ' ' };
                write!(f, "{cell}{sep}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard(0x{:016X})", self.0)?;
        fmt::Display::fmt(self, f)
    }
}
