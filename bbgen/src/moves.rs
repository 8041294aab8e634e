//! Moves and move lists.

#![forbid(unsafe_code)]

use core::fmt;
use core::ops::Deref;
use core::str::FromStr;

#[cfg(doc)]
use crate::Board;
use crate::{Role, Square};

/// A move: from, to, and the piece a pawn promotes to. Castling is the king's move onto its own
/// rook (`e1h1`), which names every castling move of Chess960 too; [`Board::parse_uci`] and
/// [`Board::uci`] read and write the standard form (`e1g1`). En passant is the pawn's diagonal
/// step onto the square it passes.
///
/// ```
/// use bbgen::{Move, Role, Square};
/// let mv: Move = "e7e8q".parse().unwrap();
/// assert_eq!(mv, Move { from: Square::E7, to: Square::E8, promotion: Some(Role::Queen) });
/// assert_eq!(mv.to_string(), "e7e8q");
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
    /// assert_eq!(mv.promotion, None);
    /// assert_eq!(mv.to_string(), "g1f3");
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to, promotion: None }
    }
}

impl fmt::Display for Move {
    /// The move in UCI's long algebraic form: `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        match self.promotion {
            Some(Role::Knight) => f.write_str("n"),
            Some(Role::Bishop) => f.write_str("b"),
            Some(Role::Rook) => f.write_str("r"),
            Some(Role::Queen) => f.write_str("q"),
            Some(Role::Pawn | Role::King) => f.write_str("?"),
            None => Ok(()),
        }
    }
}

/// Why a string is not a move in UCI form.
///
/// ```
/// use bbgen::{Move, ParseMoveError};
/// assert_eq!("e2e9".parse::<Move>(), Err(ParseMoveError));
/// assert_eq!("e7e8k".parse::<Move>(), Err(ParseMoveError));
/// assert!("e7e8n".parse::<Move>().is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseMoveError;

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a move such as `e2e4` or `e7e8q`")
    }
}

impl core::error::Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let (from, to, promotion) = match s.len() {
            4 => (s.get(0..2), s.get(2..4), None),
            5 => (s.get(0..2), s.get(2..4), s.get(4..5)),
            _ => return Err(ParseMoveError),
        };
        let square = |text: Option<&str>| text.and_then(|t| t.parse::<Square>().ok()).ok_or(ParseMoveError);
        let promotion = match promotion {
            None => None,
            Some("n") => Some(Role::Knight),
            Some("b") => Some(Role::Bishop),
            Some("r") => Some(Role::Rook),
            Some("q") => Some(Role::Queen),
            Some(_) => return Err(ParseMoveError),
        };
        Ok(Move { from: square(from)?, to: square(to)?, promotion })
    }
}

/// The legal moves of a position, held without allocation.
///
/// It holds [`MoveList::CAPACITY`] moves, a bound for any position that
/// [`Board::from_fen`](crate::Board::from_fen) accepts or legal moves reach: at most nine
/// queens, two rooks, two bishops and two knights a side, each counted at its most moves on an
/// empty board. (The most any reachable position is known to have is 218.)
///
/// ```
/// use bbgen::Board;
/// let moves = Board::startpos().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|mv| mv.to_string() == "g1f3"));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// How many moves a list holds: 27 for each of nine queens, 14 for each of two rooks, 13 for
    /// each of two bishops, 8 for each of two knights, and the king's 8 steps and 2 castlings.
    /// A pawn, at 12 moves at most (three targets, four promotions each), adds fewer than the
    /// queen it could become.
    pub const CAPACITY: usize = 9 * 27 + 2 * 14 + 2 * 13 + 2 * 8 + 8 + 2;

    pub(crate) const fn new() -> MoveList {
        // The filler, g1 to g1 without promotion, is byte 6 three times over (g1's index, and
        // the value rustc gives `None` after `Role`'s six), so the array is filled by one
        // `memset`. With a1 to a1, a loop of three-byte stores, Kiwipete's perft 5 ran 3%
        // slower (`cargo run --release --example perft`).
        MoveList { moves: [Move::new(Square::G1, Square::G1); MoveList::CAPACITY], len: 0 }
    }

    /// Adds a move; a full list drops it, which only a board made by playing illegal moves
    /// could lead to.
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
