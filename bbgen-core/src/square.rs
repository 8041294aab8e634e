//! Squares, files and ranks in little-endian rank-file order (a1 = 0, h1 = 7, a8 = 56, h8 = 63).

#![forbid(unsafe_code)]

use core::fmt;
use core::str::FromStr;

use crate::Bitboard;

/// Declares `Square`, `Square::ALL` and the conversion from an index from one list of the
/// squares, so that the three cannot disagree.
macro_rules! squares {
    ($($sq:ident = $index:literal,)*) => {
        /// One of the 64 squares, numbered a1 = 0 ... h8 = 63 (little-endian rank-file order).
        ///
        /// Each variant is the square's name in capitals: `Square::E4` is e4. Being an enum with
        /// exactly 64 variants, `sq as usize` indexes a 64-entry table without a bounds check.
        ///
        /// ```
        /// use bbgen::Square;
        ///
        /// let e4: Square = "e4".parse().unwrap();
        /// assert_eq!(e4, Square::E4);
        /// assert_eq!(e4.index(), 28);
        /// assert_eq!((e4.file(), e4.rank()), (4, 3));
        /// assert_eq!(e4.to_string(), "e4");
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        #[allow(missing_docs)]
        pub enum Square {
            $($sq = $index,)*
        }

        impl Square {
            /// Every square in index order, so that `Square::ALL[i]` is the square with index `i`.
            ///
            /// ```
            /// use bbgen::Square;
            /// assert_eq!(Square::ALL[28], Square::E4);
            /// assert!(Square::ALL.iter().enumerate().all(|(i, sq)| sq.index() == i));
            /// ```
            pub const ALL: [Square; 64] = [$(Square::$sq,)*];

            /// The square with index `index & 63`. The compiler reduces this match to the index
            /// itself, where reading [`Square::ALL`] would cost a load.
            #[inline]
            pub(crate) const fn from_index_masked(index: u32) -> Square {
                match index & 63 {
                    $($index => Square::$sq,)*
                    _ => Square::H8,
                }
            }
        }
    };
}

squares! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl Square {
    /// The square with this index, or `None` when `index` is 64 or more.
    ///
    /// ```
    /// use bbgen::Square;
    /// assert_eq!(Square::new(63), Some(Square::H8));
    /// assert_eq!(Square::new(64), None);
    /// ```
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 { Some(Square::from_index_masked(index as u32)) } else { None }
    }

    /// The square on `file` (0 = a ... 7 = h) and `rank` (0 = first ... 7 = eighth), or `None`
    /// when either is off the board.
    ///
    /// ```
    /// use bbgen::Square;
    /// assert_eq!(Square::from_file_rank(6, 4), Some(Square::G5));
    /// assert_eq!(Square::from_file_rank(8, 0), None);
    /// ```
    #[inline]
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 { Some(Square::from_index_masked((rank * 8 + file) as u32)) } else { None }
    }

    /// The index, a1 = 0 ... h8 = 63.
    ///
    /// ```
    /// use bbgen::Square;
    /// assert_eq!(Square::H1.index(), 7);
    /// assert_eq!(Square::A8.index(), 56);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file, 0 (a) to 7 (h).
    ///
    /// ```
    /// use bbgen::Square;
    /// assert_eq!(Square::C7.file(), 2);
    /// ```
    #[inline]
    pub const fn file(self) -> u8 {
        self as u8 & 7
    }

    /// The rank, 0 (first) to 7 (eighth).
    ///
    /// ```
    /// use bbgen::Square;
    /// assert_eq!(Square::C7.rank(), 6);
    /// ```
    #[inline]
    pub const fn rank(self) -> u8 {
        self as u8 >> 3
    }

    /// The set holding this square alone.
    ///
    /// ```
    /// use bbgen::{Bitboard, Square};
    /// assert_eq!(Square::B1.bitboard(), Bitboard(0b10));
    /// assert_eq!(Square::H8.bitboard(), Bitboard(1 << 63));
    /// ```
    #[inline]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(1 << self as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.file());
        let rank = char::from(b'1' + self.rank());
        write!(f, "{file}{rank}")
    }
}

/// Why a string is not a square name such as `e4`.
///
/// ```
/// use bbgen::{ParseSquareError, Square};
/// assert_eq!("e".parse::<Square>(), Err(ParseSquareError::Length));
/// assert_eq!("i1".parse::<Square>(), Err(ParseSquareError::File));
/// assert_eq!("e9".parse::<Square>(), Err(ParseSquareError::Rank));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseSquareError {
    /// The string is not exactly two characters long.
    Length,
    /// The first character is not a file letter `a` to `h`.
    File,
    /// The second character is not a rank digit `1` to `8`.
    Rank,
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseSquareError::Length => "a square is a file letter and a rank digit, such as `e4`",
            ParseSquareError::File => "expected a file letter `a` to `h`",
            ParseSquareError::Rank => "expected a rank digit `1` to `8`",
        })
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Reads a lower-case square name such as `e4`.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let &[file, rank] = s.as_bytes() else {
            return Err(ParseSquareError::Length);
        };
        let file = file.wrapping_sub(b'a');
        let rank = rank.wrapping_sub(b'1');
        if file >= 8 {
            return Err(ParseSquareError::File);
        }
        Square::from_file_rank(file, rank).ok_or(ParseSquareError::Rank)
    }
}
