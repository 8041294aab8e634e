//! How a game ends: checkmate, stalemate, too little material to mate, and the fifty-move rule.

#![forbid(unsafe_code)]

use crate::{Bitboard, Board, Color, Role};

/// The squares of one colour: a bishop there never reaches the others.
const LIGHT_SQUARES: Bitboard = Bitboard(0x55AA_55AA_55AA_55AA);

/// Why a game is over, as [`Board::outcome`] finds it.
///
/// ```
/// use bbgen::{Board, Color, Outcome};
/// let mated = Board::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
/// assert_eq!(mated.outcome(), Some(Outcome::Checkmate { winner: Color::Black }));
/// assert_eq!(Outcome::Checkmate { winner: Color::Black }.winner(), Some(Color::Black));
/// assert_eq!(Outcome::Stalemate.winner(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is in check and has no legal move: the other side wins.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// Neither side has the material to mate: a draw.
    InsufficientMaterial,
    /// A hundred half-moves without a capture or a pawn move: a draw.
    FiftyMoveRule,
}

impl Outcome {
    /// The winner, or `None` for a draw.
    ///
    /// ```
    /// use bbgen::Outcome;
    /// assert_eq!(Outcome::FiftyMoveRule.winner(), None);
    /// ```
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            Outcome::Stalemate | Outcome::InsufficientMaterial | Outcome::FiftyMoveRule => None,
        }
    }
}

impl Board {
    /// Whether the side to move is checkmated.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
    /// assert!(board.is_checkmate());
    /// assert!(!Board::startpos().is_checkmate());
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.legal_move_count() == 0
    }

    /// Whether the side to move, not in check, has no legal move.
    ///
    /// ```
    /// use bbgen::Board;
    /// assert!(Board::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap().is_stalemate());
    /// ```
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.legal_move_count() == 0
    }

    /// Whether no sequence of legal moves can mate: kings alone, a king and one knight against a
    /// king, or kings and any bishops that all stand on squares of one colour (which includes a
    /// king and one bishop against a king).
    ///
    /// ```
    /// use bbgen::Board;
    /// // Bishops on c3 and d2, both dark squares; then on c3 and c2, one of each.
    /// assert!(Board::from_fen("8/8/4k3/8/8/2B5/3B4/6K1 w - - 0 1").unwrap().is_insufficient_material());
    /// assert!(!Board::from_fen("8/8/4k3/8/8/2B5/2B5/6K1 w - - 0 1").unwrap().is_insufficient_material());
    /// assert!(Board::from_fen("8/8/4k3/8/8/2N5/3K4/8 w - - 0 1").unwrap().is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        let heavy = self.role(Role::Pawn) | self.role(Role::Rook) | self.role(Role::Queen);
        if !heavy.is_empty() {
            return false;
        }
        let (knights, bishops) = (self.role(Role::Knight), self.role(Role::Bishop));
        match knights.count() {
            0 => (bishops & LIGHT_SQUARES).is_empty() || (bishops & !LIGHT_SQUARES).is_empty(),
            1 => bishops.is_empty(),
            _ => false,
        }
    }

    /// Whether a hundred half-moves have passed without a capture or a pawn move, so that the
    /// fifty-move rule draws the game (a checkmate on that move still stands).
    ///
    /// ```
    /// use bbgen::Board;
    /// assert!(Board::from_fen("8/8/4k3/8/8/2R5/3K4/8 w - - 100 80").unwrap().is_fifty_move_draw());
    /// assert!(!Board::from_fen("8/8/4k3/8/8/2R5/3K4/8 w - - 99 80").unwrap().is_fifty_move_draw());
    /// ```
    pub fn is_fifty_move_draw(&self) -> bool {
        self.halfmove_clock >= 100 && !self.is_checkmate()
    }

    /// How the game stands over, if it is: checkmate or stalemate first, then too little
    /// material, then the fifty-move rule. Repetition needs the game's earlier positions: see
    /// [`is_threefold_repetition`](Board::is_threefold_repetition).
    ///
    /// ```
    /// use bbgen::{Board, Outcome};
    /// assert_eq!(Board::startpos().outcome(), None);
    /// let kings = Board::from_fen("8/8/4k3/8/8/8/3K4/8 w - - 0 1").unwrap();
    /// assert_eq!(kings.outcome(), Some(Outcome::InsufficientMaterial));
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if self.legal_move_count() == 0 {
            return Some(if self.is_check() {
                Outcome::Checkmate { winner: !self.side_to_move }
            } else {
                Outcome::Stalemate
            });
        }
        if self.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if self.halfmove_clock >= 100 {
            Some(Outcome::FiftyMoveRule)
        } else {
            None
        }
    }
}
