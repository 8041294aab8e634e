//! What the calls at one node of a search share about checks, each part found once a node: who
//! checks the side to move and which of its pieces are pinned ([`Board::checks`], read by
//! generation and the legality test), and where its moves would give check from
//! ([`Board::check_squares`], read by [`Board::gives_check_with`]). Apart, so that a node that
//! asks no move whether it checks finds only the first.
//!
//! ```
//! use bbgen::Board;
//! let board = Board::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3")?;
//! let checks = board.checks();
//! assert!(!checks.is_check());
//! let mut squares = None;
//! let mut mates = 0;
//! for mv in board.noisy_moves_with(&checks) {
//!     let squares = squares.get_or_insert_with(|| board.check_squares());
//!     if board.gives_check_with(squares, mv) && board.played(mv).legal_moves().is_empty() {
//!         mates += 1; // Qxf7#
//!     }
//! }
//! assert_eq!(mates, 1);
//! # Ok::<(), bbgen::FenError>(())
//! ```

#![forbid(unsafe_code)]

use crate::{Bitboard, Board, Color, Move, Role, Square, attacks};

/// The checkers and pins of one position, from [`Board::checks`]: what a node's generation and
/// legality tests read.
///
/// It belongs to the board it came from; handed to another board's calls, their answers are
/// unspecified (never a panic).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checks {
    pub(crate) checkers: Bitboard,
    pub(crate) pinned: Bitboard,
}

/// Where the side to move would give check from, as [`Board::check_squares`] finds it: the
/// squares from which each of its roles attacks the other king, and the pieces whose move off
/// a line uncovers a check. What [`gives_check_with`](Board::gives_check_with) reads.
///
/// Like [`Checks`], it belongs to the board it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckSquares {
    discoverers: Bitboard,
    /// By role, the squares a piece of that role of the side to move would check the other
    /// king from; none for the king.
    by_role: [Bitboard; 6],
    their_king: Square,
}

impl CheckSquares {
    /// The side to move's pieces that alone stand between one of its sliders and the other
    /// king: moving one off that line gives a discovered check.
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("7k/8/8/8/3N4/8/1B6/4K3 w - - 0 1").unwrap();
    /// assert_eq!(board.check_squares().discoverers(), D4.bitboard());
    /// ```
    #[inline]
    pub const fn discoverers(&self) -> Bitboard {
        self.discoverers
    }

    /// The squares from which a piece of `role` of the side to move would attack the other king
    /// as the board stands; empty for the king.
    ///
    /// ```
    /// use bbgen::{Board, Role, Square::*};
    /// let board = Board::from_fen("7k/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// let squares = board.check_squares();
    /// assert_eq!(squares.of(Role::Knight), F7.bitboard() | G6.bitboard());
    /// assert!(squares.of(Role::King).is_empty());
    /// ```
    #[inline]
    pub const fn of(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }
}

impl Checks {
    /// The pieces giving check to the side to move, as [`Board::checkers`].
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").unwrap();
    /// assert_eq!(board.checks().checkers(), E2.bitboard());
    /// ```
    #[inline]
    pub const fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// use bbgen::Board;
    /// assert!(!Board::startpos().checks().is_check());
    /// ```
    #[inline]
    pub const fn is_check(&self) -> bool {
        !self.checkers.is_empty()
    }

    /// The side to move's pieces pinned to its king, as [`Board::pinned`].
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    /// assert_eq!(board.checks().pinned(), E2.bitboard());
    /// ```
    #[inline]
    pub const fn pinned(&self) -> Bitboard {
        self.pinned
    }
}

impl Board {
    /// The checkers and pins of this position, for a search to find once per node and hand to
    /// [`is_legal_with`](Board::is_legal_with) and the `_with` generators
    /// ([`noisy_moves_with`](Board::noisy_moves_with) and the like), which then skip finding
    /// them themselves.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// let checks = board.checks();
    /// assert_eq!(checks.checkers(), board.checkers());
    /// assert_eq!(checks.pinned(), board.pinned());
    /// ```
    #[inline]
    pub fn checks(&self) -> Checks {
        let (checkers, pinned) = self.checks_and_pins();
        Checks { checkers, pinned }
    }

    /// Where the side to move would give check from, for a search to find once per node, when
    /// it first asks [`gives_check_with`](Board::gives_check_with) about a move: a quiescence
    /// node whose captures all lose their exchange need not find it at all.
    ///
    /// ```
    /// use bbgen::{Board, Role, Square::*};
    /// let board = Board::from_fen("7k/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    /// assert!(board.check_squares().of(Role::Rook).contains(H1));
    /// ```
    pub fn check_squares(&self) -> CheckSquares {
        match self.side_to_move {
            Color::White => self.check_squares_for(Color::White),
            Color::Black => self.check_squares_for(Color::Black),
        }
    }

    /// [`check_squares`](Board::check_squares) for `us`, the side to move.
    #[inline(always)]
    fn check_squares_for(&self, us: Color) -> CheckSquares {
        let their_king = self.king(!us);
        let occupied = self.occupied();
        let own = self.color(us);
        let queens = self.role(Role::Queen);
        let snipers = (attacks::rook_rays(their_king) & own & (self.role(Role::Rook) | queens))
            | (attacks::bishop_rays(their_king) & own & (self.role(Role::Bishop) | queens));
        // As `checks_and_pins` walks the enemy's sliders to our king, written apart: one helper
        // for both cost `checks()` 7 instructions a position and Kiwipete's perft 1.5% (the start
        // position's 0.8% fewer).
        let mut discoverers = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(their_king, sniper) & occupied;
            // A single blocker: the set less its lowest square is empty.
            if blockers.0 & blockers.0.wrapping_sub(1) == 0 {
                discoverers |= blockers & own;
            }
        }
        let diagonal = attacks::bishop_moves(their_king, occupied);
        let straight = attacks::rook_fastest(their_king, occupied);
        CheckSquares {
            discoverers,
            by_role: [
                attacks::pawn(!us, their_king),
                attacks::knight(their_king),
                diagonal,
                straight,
                diagonal | straight,
                Bitboard::EMPTY,
            ],
            their_king,
        }
    }

    /// [`gives_check`](Board::gives_check) for the legal move `mv`, read from this board's
    /// [`check_squares`](Board::check_squares): a piece checks directly from its target when
    /// that is one of its role's check squares, and discovers a check when it leaves a line to
    /// the other king that it alone blocked; a promoted piece checks when it attacks the king
    /// from its target, the pawn's square emptied. En passant and castling, which move a second
    /// piece, are worked out in full. The answer for an illegal move is unspecified.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("7k/8/8/8/3N4/8/1B6/4K3 w - - 0 1")?;
    /// let squares = board.check_squares();
    /// for mv in board.legal_moves() {
    ///     assert_eq!(board.gives_check_with(&squares, mv), board.gives_check(mv));
    /// }
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    #[inline]
    pub fn gives_check_with(&self, squares: &CheckSquares, mv: Move) -> bool {
        let role = self.role_of_occupied(mv.from);
        let special = mv.promotion.is_some()
            || self.color(self.side_to_move).contains(mv.to)
            || (role == Role::Pawn && Some(mv.to) == self.en_passant);
        if special {
            return self.special_gives_check(squares, mv);
        }
        squares.of(role).contains(mv.to) || self.discovers_check(squares, mv)
    }

    /// Whether `mv` takes a piece off a line to the other king that it alone blocked, and off
    /// that line.
    #[inline]
    fn discovers_check(&self, squares: &CheckSquares, mv: Move) -> bool {
        squares.discoverers.contains(mv.from) && !attacks::line(squares.their_king, mv.from).contains(mv.to)
    }

    /// [`gives_check_with`](Board::gives_check_with) for a promotion, en passant or castling:
    /// the promoted piece checks when it attacks the king from its target, the pawn's square
    /// emptied; the other two move a second piece, and are worked out in full.
    #[cold]
    fn special_gives_check(&self, squares: &CheckSquares, mv: Move) -> bool {
        match mv.promotion {
            Some(promoted) => {
                let occupied = self.occupied().without(mv.from);
                attacks::of(promoted, self.side_to_move, mv.to, occupied).contains(squares.their_king)
                    || self.discovers_check(squares, mv)
            }
            _ => self.gives_check(mv),
        }
    }
}
