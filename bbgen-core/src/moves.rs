//! Moves, and their parse error.

#![forbid(unsafe_code)]

use core::fmt;

#[cfg(doc)]
use crate::Board;
use crate::{Role, Square};

/// A move: from, to, and the piece a pawn promotes to, in the board's internal form. Castling
/// is the king's move onto its own rook, which names every castling move of Chess960 too; en
/// passant is the pawn's diagonal step onto the square it passes.
///
/// A bare `Move` has no text form: in standard chess `e1h1` means something else than castling.
/// Text goes through the position, [`Board::parse_uci`] and [`Board::uci`] for UCI (castling
/// written as a GUI expects it), [`Board::parse_san`] and [`Board::san`] for SAN. `Debug` shows
/// the fields.
///
/// ```
/// use bbgen::{Board, CastlingMode, Move, Role, Square};
/// let board = Board::from_fen("4k3/P7/8/8/8/8/8/4K2R w K - 0 1").unwrap();
/// let promotion = board.parse_uci("a7a8q").unwrap();
/// assert_eq!(promotion, Move { from: Square::A7, to: Square::A8, promotion: Some(Role::Queen) });
/// let castle = board.parse_uci("e1g1").unwrap();
/// assert_eq!(castle, Move::new(Square::E1, Square::H1)); // the king onto its rook
/// assert_eq!(board.uci(castle, CastlingMode::Standard).to_string(), "e1g1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
    /// The piece a pawn becomes on the last rank.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move that promotes nothing.
    ///
    /// ```
    /// use bbgen::{Move, Square};
    /// let mv = Move::new(Square::G1, Square::F3);
    /// assert_eq!((mv.from, mv.to, mv.promotion), (Square::G1, Square::F3, None));
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to, promotion: None }
    }

    /// Reads UCI's long algebraic form as it stands, castling left as written: the first step
    /// of [`Board::parse_uci`].
    pub(crate) fn from_uci_text(s: &str) -> Result<Move, ParseMoveError> {
        let (from, to, promotion) = match s.len() {
            4 => (s.get(0..2), s.get(2..4), None),
            5 => (s.get(0..2), s.get(2..4), s.get(4..5)),
            _ => return Err(ParseMoveError),
        };
        let square = |text: Option<&str>| text.and_then(|t| t.parse::<Square>().ok()).ok_or(ParseMoveError);
        let promotion = match promotion.map(str::as_bytes) {
            None => None,
            Some(&[letter]) if letter.is_ascii_lowercase() => match Role::from_char(letter as char) {
                Some(role @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(role),
                _ => return Err(ParseMoveError),
            },
            Some(_) => return Err(ParseMoveError),
        };
        Ok(Move { from: square(from)?, to: square(to)?, promotion })
    }
}

/// Why a string is not a move in UCI form.
///
/// ```
/// use bbgen::{Board, ParseMoveError};
/// let board = Board::startpos();
/// assert_eq!(board.parse_uci("e2e9"), Err(ParseMoveError));
/// assert_eq!(board.parse_uci("e7e8k"), Err(ParseMoveError));
/// assert_eq!(ParseMoveError.to_string(), "expected a move such as `e2e4` or `e7e8q`");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseMoveError;

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a move such as `e2e4` or `e7e8q`")
    }
}

impl core::error::Error for ParseMoveError {}
