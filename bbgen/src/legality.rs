//! Testing one move from elsewhere (a hash or killer move, or a GUI's) without generating the
//! move list, and playing it only when it is legal.

#![forbid(unsafe_code)]

use core::fmt;

use crate::{Bitboard, Board, CastlingSide, Move, Role, attacks};

/// Why [`Board::try_play`] refused a move.
///
/// ```
/// use bbgen::Board;
/// let mut board = Board::startpos();
/// let error = board.try_play("e2e5".parse().unwrap()).unwrap_err();
/// assert_eq!(error.to_string(), "illegal move e2e5: the piece does not move that way, or its path is blocked");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMove {
    mv: Move,
    reason: &'static str,
}

impl IllegalMove {
    /// The move refused.
    ///
    /// ```
    /// use bbgen::{Board, Move};
    /// let mv: Move = "e7e5".parse().unwrap();
    /// assert_eq!(Board::startpos().try_play(mv).unwrap_err().mv(), mv);
    /// ```
    pub const fn mv(&self) -> Move {
        self.mv
    }

    /// Why it is illegal.
    ///
    /// ```
    /// use bbgen::Board;
    /// let error = Board::startpos().try_play("e7e5".parse().unwrap()).unwrap_err();
    /// assert_eq!(error.reason(), "no piece of the side to move stands on its from square");
    /// ```
    pub const fn reason(&self) -> &'static str {
        self.reason
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl core::error::Error for IllegalMove {}

impl Board {
    /// Whether `mv` obeys the piece rules for the side to move: its piece is on `from`, `to`
    /// holds no piece of its own, the piece moves that way with the path clear, a pawn promotes
    /// exactly when it reaches the last rank, and castling (the king onto its own rook) has its
    /// right and an empty path.
    /// Whether the king is left in check, or castles out of or through check, is for
    /// [`is_legal`](Board::is_legal).
    ///
    /// ```
    /// use bbgen::{Board, Move};
    /// let board = Board::startpos();
    /// assert!(board.is_pseudo_legal("g1f3".parse().unwrap()));
    /// assert!(!board.is_pseudo_legal("f1c4".parse().unwrap())); // e2 is in the way
    /// ```
    pub fn is_pseudo_legal(&self, mv: Move) -> bool {
        let us = self.side_to_move;
        let Some(piece) = self.piece_at(mv.from).filter(|p| p.color == us) else { return false };
        if self.color(us).contains(mv.to) {
            return piece.role == Role::King && mv.promotion.is_none() && self.castling_path_of(mv).is_some();
        }
        let last_rank = if us == crate::Color::White { 7 } else { 0 };
        let promotes = piece.role == Role::Pawn && mv.to.rank() == last_rank;
        match mv.promotion {
            None if promotes => return false,
            Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen) if promotes => {}
            Some(_) => return false,
            None => {}
        }
        let occupied = self.occupied();
        match piece.role {
            Role::Pawn => {
                let enemy = self.color(!us);
                let capture = attacks::pawn(us, mv.from).contains(mv.to)
                    && (enemy.contains(mv.to) || Some(mv.to) == self.en_passant);
                let (step, home) = if us == crate::Color::White { (8i8, 1) } else { (-8, 6) };
                let ahead = |n: i8| crate::Square::new((mv.from as i8 + n * step) as u8);
                let push = Some(mv.to) == ahead(1) && !occupied.contains(mv.to);
                let double = mv.from.rank() == home
                    && Some(mv.to) == ahead(2)
                    && (attacks::between(mv.from, mv.to).with(mv.to) & occupied).is_empty();
                capture || push || double
            }
            Role::King => attacks::king(mv.from).contains(mv.to),
            role => attacks::of(role, us, mv.from, occupied).contains(mv.to),
        }
    }

    /// Whether `mv` is legal: pseudo-legal, not castling out of or through check, and leaving
    /// the king out of check.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    /// assert!(board.is_pseudo_legal("e2c3".parse().unwrap()));
    /// assert!(!board.is_legal("e2c3".parse().unwrap())); // the knight is pinned
    /// assert!(board.is_legal("e1d1".parse().unwrap()));
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_successor(mv).is_some()
    }

    /// The board after `mv` when it is legal: a move that is not castling is played on a copy
    /// to see whether it leaves the king attacked, and [`try_play`](Board::try_play) keeps that
    /// copy rather than playing the move twice.
    fn legal_successor(&self, mv: Move) -> Option<Board> {
        if !self.is_pseudo_legal(mv) {
            return None;
        }
        let us = self.side_to_move;
        if self.color(us).contains(mv.to) {
            let safe =
                !self.is_check() && self.castling_path_of(mv).is_some_and(|path| self.castling_is_safe(mv.to, path));
            return safe.then(|| self.played(mv));
        }
        let after = self.played(mv);
        (!after.is_attacked(after.king(us), !us)).then_some(after)
    }

    /// The squares the king crosses and lands on when `mv` castles: the side to move's king
    /// moving onto a rook it still has the right to castle with, and the squares both cross
    /// empty; attacks aside.
    pub(crate) fn castling_path_of(&self, mv: Move) -> Option<Bitboard> {
        let us = self.side_to_move;
        if !self.pieces(us, Role::King).contains(mv.from) {
            return None;
        }
        let side = CastlingSide::of_castling(mv.from, mv.to);
        let held = self.castling_rook(us, side) == Some(mv.to);
        if held { self.castling_path(side, mv.to, self.occupied()) } else { None }
    }

    /// Plays `mv` if it is legal, and otherwise leaves the board as it is and says why not: the
    /// checked form of [`play`](Board::play), for moves that come from outside, such as a GUI's
    /// (read them with [`parse_uci`](Board::parse_uci) or [`parse_san`](Board::parse_san)).
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut board = Board::startpos();
    /// board.try_play(board.parse_uci("e2e4")?)?;
    /// assert!(board.try_play(board.parse_uci("e2e4")?).is_err()); // black to move now
    /// assert_eq!(board.fullmove_number(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        match self.legal_successor(mv) {
            Some(after) => {
                *self = after;
                Ok(())
            }
            None => Err(IllegalMove { mv, reason: self.illegality(mv) }),
        }
    }

    /// Why the illegal move `mv` is illegal.
    fn illegality(&self, mv: Move) -> &'static str {
        let us = self.side_to_move;
        let Some(piece) = self.piece_at(mv.from).filter(|p| p.color == us) else {
            return "no piece of the side to move stands on its from square";
        };
        if self.color(us).contains(mv.to) {
            return match self.castling_path_of(mv) {
                _ if piece.role != Role::King || !self.pieces(us, Role::Rook).contains(mv.to) => {
                    "the target square holds a piece of the side to move"
                }
                None => "castling needs its right and empty squares between the king, the rook and their targets",
                Some(_) if mv.promotion.is_some() => "castling promotes nothing",
                Some(_) => "castling out of check, or through or onto an attacked square",
            };
        }
        let last_rank = if us == crate::Color::White { 7 } else { 0 };
        let promotes = piece.role == Role::Pawn && mv.to.rank() == last_rank;
        match mv.promotion {
            Some(Role::Pawn | Role::King) => "a pawn promotes to a knight, a bishop, a rook or a queen",
            None if promotes => "a pawn reaching the last rank must promote",
            Some(_) if !promotes => "only a pawn reaching the last rank promotes",
            _ if !self.is_pseudo_legal(mv) => "the piece does not move that way, or its path is blocked",
            _ => "it leaves the king in check",
        }
    }
}
