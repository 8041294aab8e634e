//! Testing one move from elsewhere (a hash or killer move) without generating the move list.

#![forbid(unsafe_code)]

use crate::board::king_home;
use crate::{Bitboard, Board, CastlingSide, Move, Role, attacks};

impl Board {
    /// Whether `mv` obeys the piece rules for the side to move: its piece is on `from`, `to`
    /// holds no piece of its own, the piece moves that way with the path clear, a pawn promotes
    /// exactly when it reaches the last rank, and castling has its right and an empty path.
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
            return false;
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
            Role::King => {
                if attacks::king(mv.from).contains(mv.to) {
                    return true;
                }
                CastlingSide::ALL.into_iter().any(|side| {
                    mv.from == king_home(us)
                        && mv.to == side.king_to(us)
                        && self.castling.has(us, side)
                        && (attacks::between(mv.from, side.rook_from(us)) & occupied).is_empty()
                })
            }
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
        if !self.is_pseudo_legal(mv) {
            return false;
        }
        let us = self.side_to_move;
        let castles = self.pieces(us, Role::King).contains(mv.from) && mv.from.file().abs_diff(mv.to.file()) == 2;
        if castles {
            let passed: Bitboard = attacks::between(mv.from, mv.to).with(mv.from).with(mv.to);
            return passed.into_iter().all(|sq| !self.is_attacked(sq, !us));
        }
        let after = self.played(mv);
        !after.is_attacked(after.king(us), !us)
    }
}
