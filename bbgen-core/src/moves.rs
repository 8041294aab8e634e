//! Moves and move lists.

#![forbid(unsafe_code)]

use core::fmt;
use core::ops::{Deref, DerefMut};

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

/// The legal moves of a position, held without allocation.
///
/// It holds [`MoveList::CAPACITY`] moves, a bound for any position that
/// [`Board::from_fen`](crate::Board::from_fen) accepts or legal moves reach: at most nine
/// queens, two rooks, two bishops and two knights a side, each counted at its most moves on an
/// empty board. (The most any reachable position is known to have is 218.)
///
/// It dereferences to a slice of moves, mutably too, so that a search can sort it in place,
/// and iterates by reference or by value.
///
/// ```
/// use bbgen::{Board, Role};
/// let board = Board::startpos();
/// let mut moves = board.legal_moves();
/// assert_eq!(moves.len(), 20);
/// // Knight moves first, then the rest, each group by target square.
/// moves.sort_by_key(|mv| (board.piece_at(mv.from).map(|p| p.role) != Some(Role::Knight), mv.to));
/// assert_eq!(board.uci(moves[0], board.castling_mode()).to_string(), "b1a3");
/// let targets: Vec<_> = moves.into_iter().map(|mv| mv.to).collect();
/// assert_eq!(targets.len(), 20);
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
        // The filler, g1 to g1 without promotion, is one repeated byte, so one `memset` fills
        // the array (BENCHMARKS.md, "Move lists").
        MoveList { moves: [Move::new(Square::G1, Square::G1); MoveList::CAPACITY], len: 0 }
    }

    /// Adds a move; a full list drops it, which only a board made by playing illegal moves
    /// could lead to (and builds with debug assertions panic there).
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        debug_assert!(
            self.len < MoveList::CAPACITY,
            "a move list overflows: the board cannot be reached by legal play"
        );
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

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
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

impl<'a> IntoIterator for &'a mut MoveList {
    type Item = &'a mut Move;
    type IntoIter = core::slice::IterMut<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = core::iter::Take<core::array::IntoIter<Move, { MoveList::CAPACITY }>>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len)
    }
}
