//! What a move is in its position, without playing it: a capture, en passant, castling, a
//! check. Search asks these of every move it orders, extends or prunes.

#![forbid(unsafe_code)]

use crate::{Board, CastlingSide, Move, Role, Square, attacks};

impl Board {
    /// Whether `mv` takes a piece: onto an enemy piece, or en passant. Castling (the king onto
    /// its own rook) is not a capture.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 1").unwrap();
    /// let is_capture = |uci| board.is_capture(board.parse_uci(uci).unwrap());
    /// assert!(is_capture("e5d6")); // en passant
    /// assert!(!is_capture("e1c1")); // castling: the king onto its own rook
    /// assert!(!is_capture("e5e6"));
    /// ```
    #[inline]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.color(!self.side_to_move).contains(mv.to) || self.is_en_passant(mv)
    }

    /// Whether `mv` is a pawn taking en passant: a pawn of the side to move stepping diagonally
    /// onto the en-passant square.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    /// assert!(board.is_en_passant(board.parse_uci("e5d6").unwrap()));
    /// assert!(!board.is_en_passant(board.parse_uci("e5e6").unwrap()));
    /// ```
    #[inline]
    pub fn is_en_passant(&self, mv: Move) -> bool {
        Some(mv.to) == self.en_passant
            && mv.from.file() != mv.to.file()
            && self.pieces(self.side_to_move, Role::Pawn).contains(mv.from)
    }

    /// Whether `mv` is castling: the side to move's king onto one of its own rooks, the form
    /// [`parse_uci`](Board::parse_uci) gives castling in either notation.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    /// assert!(board.is_castling(board.parse_uci("e1g1").unwrap()));
    /// assert!(board.is_castling(board.parse_uci("e1h1").unwrap()));
    /// assert!(!board.is_castling(board.parse_uci("e1f1").unwrap()));
    /// ```
    #[inline]
    pub fn is_castling(&self, mv: Move) -> bool {
        let us = self.side_to_move;
        self.pieces(us, Role::King).contains(mv.from) && self.pieces(us, Role::Rook).contains(mv.to)
    }

    /// Whether the legal move `mv` checks the other king, found without playing it: directly by
    /// the moved piece (a promoted pawn as its new piece, the rook when castling), or by a
    /// slider that the move uncovers (the pawn taken en passant and the castling king and rook
    /// uncover too). The answer for an illegal move is unspecified.
    ///
    /// ```
    /// use bbgen::Board;
    /// // The knight's move from d4 uncovers the bishop's check from b2 too.
    /// let board = Board::from_fen("7k/8/8/8/3N4/8/1B6/4K3 w - - 0 1").unwrap();
    /// let gives_check = |uci| board.gives_check(board.parse_uci(uci).unwrap());
    /// assert!(gives_check("d4f7")); // direct (and discovered)
    /// assert!(gives_check("d4b5")); // discovered only
    /// assert!(!gives_check("e1d1"));
    /// ```
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.side_to_move;
        let king = self.king(!us);
        let Some(role) = self.role_on(mv.from) else { return false };
        let own = self.color(us).without(mv.from);
        let queens = self.role(Role::Queen);
        let mut diagonal = own & (self.role(Role::Bishop) | queens);
        let mut straight = own & (self.role(Role::Rook) | queens);
        let mut knights = own & self.role(Role::Knight);
        let mut pawns = own & self.role(Role::Pawn);
        let mut occupied = self.occupied().without(mv.from);
        let (to, placed) = if self.is_castling(mv) {
            // The rook leaves its square too, and the king lands where it cannot give check.
            let side = CastlingSide::of_castling(mv.from, mv.to);
            straight = straight.without(mv.to);
            occupied = occupied.without(mv.to).with(side.king_to(us));
            (side.rook_to(us), Role::Rook)
        } else {
            if self.is_en_passant(mv)
                && let Some(taken) = Square::from_file_rank(mv.to.file(), mv.from.rank())
            {
                occupied = occupied.without(taken);
            }
            (mv.to, mv.promotion.unwrap_or(role))
        };
        occupied = occupied.with(to);
        match placed {
            Role::Pawn => pawns = pawns.with(to),
            Role::Knight => knights = knights.with(to),
            Role::Bishop => diagonal = diagonal.with(to),
            Role::Rook => straight = straight.with(to),
            Role::Queen => {
                diagonal = diagonal.with(to);
                straight = straight.with(to);
            }
            Role::King => {}
        }
        let checkers = (attacks::pawn(!us, king) & pawns)
            | (attacks::knight(king) & knights)
            | (attacks::bishop(king, occupied) & diagonal)
            | (attacks::rook(king, occupied) & straight);
        !checkers.is_empty()
    }
}
