//! Testing one move from elsewhere (a hash or killer move, or a GUI's) without generating the
//! move list, and playing it only when it is legal. One check serves all three questions:
//! [`Board::is_pseudo_legal`], [`Board::is_legal`] and [`Board::try_play`].

#![forbid(unsafe_code)]

use core::fmt;

use crate::{Bitboard, Board, CastlingSide, Checks, Move, Piece, Role, UciMove, attacks};

/// Why a move is illegal in a position, as [`IllegalMove::reason`] gives it. `Display` writes
/// the reason in words.
///
/// ```
/// use bbgen::{Board, IllegalReason};
/// let board = Board::startpos();
/// let error = board.clone().try_play(board.parse_uci("e2e5").unwrap()).unwrap_err();
/// assert_eq!(error.reason(), IllegalReason::PieceRule);
/// assert_eq!(error.reason().to_string(), "the piece does not move that way, or its path is blocked");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// No piece of the side to move stands on the move's from square.
    NoPiece,
    /// The target holds a piece of the side to move, and the move is not castling.
    OwnPiece,
    /// The king moves onto its own rook without the right to castle with it, or with occupied
    /// squares on the king's or the rook's path.
    CastlingBlocked,
    /// A castling move names a promotion.
    CastlingPromotes,
    /// A pawn promotes to a pawn or a king.
    PromotionRole,
    /// A pawn reaches the last rank without promoting.
    MissingPromotion,
    /// A piece other than a pawn reaching the last rank names a promotion.
    NotPromoting,
    /// The piece does not move that way, or something stands in its path.
    PieceRule,
    /// The king castles out of check, or through or onto an attacked square.
    CastlingAttacked,
    /// The move leaves the side to move's king attacked.
    LeavesKingAttacked,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalReason::NoPiece => "no piece of the side to move stands on its from square",
            IllegalReason::OwnPiece => "the target square holds a piece of the side to move",
            IllegalReason::CastlingBlocked => {
                "castling needs its right and empty squares between the king, the rook and their targets"
            }
            IllegalReason::CastlingPromotes => "castling promotes nothing",
            IllegalReason::PromotionRole => "a pawn promotes to a knight, a bishop, a rook or a queen",
            IllegalReason::MissingPromotion => "a pawn reaching the last rank must promote",
            IllegalReason::NotPromoting => "only a pawn reaching the last rank promotes",
            IllegalReason::PieceRule => "the piece does not move that way, or its path is blocked",
            IllegalReason::CastlingAttacked => "castling out of check, or through or onto an attacked square",
            IllegalReason::LeavesKingAttacked => "it leaves the king in check",
        })
    }
}

/// Why [`Board::try_play`] refused a move: the move, its UCI text in the board's
/// [`castling_mode`](Board::castling_mode), and the reason.
///
/// ```
/// use bbgen::Board;
/// let mut board = Board::startpos();
/// let error = board.try_play(board.parse_uci("e2e5").unwrap()).unwrap_err();
/// assert_eq!(error.to_string(), "illegal move e2e5: the piece does not move that way, or its path is blocked");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMove {
    mv: Move,
    text: UciMove,
    reason: IllegalReason,
}

impl IllegalMove {
    /// The move refused.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// let mv = board.parse_uci("e7e5").unwrap();
    /// assert_eq!(board.clone().try_play(mv).unwrap_err().mv(), mv);
    /// ```
    pub const fn mv(&self) -> Move {
        self.mv
    }

    /// Why it is illegal.
    ///
    /// ```
    /// use bbgen::{Board, IllegalReason};
    /// let board = Board::startpos();
    /// let error = board.clone().try_play(board.parse_uci("e7e5").unwrap()).unwrap_err();
    /// assert_eq!(error.reason(), IllegalReason::NoPiece);
    /// ```
    pub const fn reason(&self) -> IllegalReason {
        self.reason
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.text, self.reason)
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
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// assert!(board.is_pseudo_legal(board.parse_uci("g1f3").unwrap()));
    /// assert!(!board.is_pseudo_legal(board.parse_uci("f1c4").unwrap())); // e2 is in the way
    /// ```
    pub fn is_pseudo_legal(&self, mv: Move) -> bool {
        self.pseudo_legality(mv).is_ok()
    }

    /// Whether `mv` is legal: pseudo-legal, not castling out of or through check, and leaving
    /// the king out of check.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    /// assert!(board.is_pseudo_legal(board.parse_uci("e2c3").unwrap()));
    /// assert!(!board.is_legal(board.parse_uci("e2c3").unwrap())); // the knight is pinned
    /// assert!(board.is_legal(board.parse_uci("e1d1").unwrap()));
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legality(mv).is_ok()
    }

    /// [`is_legal`](Board::is_legal) read from this board's [`checks`](Board::checks), for the
    /// move a search takes from its transposition table or killer slots: a pseudo-legal move
    /// other than the king's, en passant or castling is then legal when it answers any check and
    /// keeps a pinned piece on its pin line, with no attack looked for.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")?;
    /// let checks = board.checks();
    /// assert!(!board.is_legal_with(&checks, board.parse_uci("e2c3")?)); // the knight is pinned
    /// assert!(board.is_legal_with(&checks, board.parse_uci("e1d1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn is_legal_with(&self, checks: &Checks, mv: Move) -> bool {
        match self.pseudo_legality(mv) {
            Err(_) => false,
            Ok((_, Some(path))) => !checks.is_check() && self.castling_is_safe(mv.to, path),
            Ok((role, None)) if role == Role::King || (role == Role::Pawn && Some(mv.to) == self.en_passant) => {
                self.king_safe_after(mv, role)
            }
            // Out of check, an unpinned piece's move is legal: no square to look up.
            Ok(_) if checks.checkers.is_empty() && !checks.pinned.contains(mv.from) => true,
            Ok(_) => {
                let king = self.king(self.side_to_move);
                let answers = match checks.checkers.first() {
                    None => true,
                    Some(_) if checks.checkers.count() > 1 => false,
                    Some(checker) => attacks::between(king, checker).with(checker).contains(mv.to),
                };
                answers && (!checks.pinned.contains(mv.from) || attacks::line(king, mv.from).contains(mv.to))
            }
        }
    }

    /// Whether the side to move's king stands safe after its own move `mv` or an en-passant
    /// capture, both pseudo-legal: out of line, so that the other moves' test saves no registers
    /// for it.
    #[inline(never)]
    fn king_safe_after(&self, mv: Move, role: Role) -> bool {
        !self.king_attacked_after(mv, role)
    }

    /// The piece rules of [`is_pseudo_legal`](Board::is_pseudo_legal), with the first rule `mv`
    /// breaks; if it breaks none, the moving piece's role and, for castling, the king's path.
    // Inlined into both callers: called apart, it cost `try_play` 5% more instructions.
    #[inline(always)]
    fn pseudo_legality(&self, mv: Move) -> Result<(Role, Option<Bitboard>), IllegalReason> {
        let us = self.side_to_move;
        if !self.color(us).contains(mv.from) {
            return Err(IllegalReason::NoPiece);
        }
        let role = self.role_of_occupied(mv.from);
        if self.color(us).contains(mv.to) {
            if role != Role::King || !self.pieces(us, Role::Rook).contains(mv.to) {
                return Err(IllegalReason::OwnPiece);
            }
            let path = self.castling_path_of(mv).ok_or(IllegalReason::CastlingBlocked)?;
            return if mv.promotion.is_some() { Err(IllegalReason::CastlingPromotes) } else { Ok((role, Some(path))) };
        }
        let promotes = role == Role::Pawn && mv.to.rank() == us.promotion_rank();
        match mv.promotion {
            Some(Role::Pawn | Role::King) => return Err(IllegalReason::PromotionRole),
            None if promotes => return Err(IllegalReason::MissingPromotion),
            Some(_) if !promotes => return Err(IllegalReason::NotPromoting),
            _ => {}
        }
        let occupied = self.occupied();
        let moves = if role == Role::Pawn {
            let enemy = self.color(!us);
            let capture =
                attacks::pawn(us, mv.from).contains(mv.to) && (enemy.contains(mv.to) || Some(mv.to) == self.en_passant);
            let one = crate::movegen::forward(us, mv.from).filter(|&sq| !occupied.contains(sq));
            let two = one
                .filter(|_| mv.from.rank() == us.pawn_rank())
                .and_then(|one| crate::movegen::forward(us, one))
                .filter(|&sq| !occupied.contains(sq));
            capture || Some(mv.to) == one || Some(mv.to) == two
        } else {
            // One lookup by the squares' difference whatever the piece, rather than a choice by
            // role that the processor cannot guess for a move from outside: with the role found
            // without a branch, 13% off `try_play`'s time (BENCHMARKS.md, "Moves from outside").
            attacks::is_attacked_by_piece(mv.from, mv.to, Piece::new(us, role), occupied)
        };
        if moves { Ok((role, None)) } else { Err(IllegalReason::PieceRule) }
    }

    /// The moving piece's role, or the first rule `mv` breaks. A move that is not castling is
    /// legal when, on the board it would leave, no enemy piece attacks the king: found from the
    /// occupancy and the enemy's pieces after the move, without playing it.
    #[inline(always)]
    fn legality(&self, mv: Move) -> Result<Role, IllegalReason> {
        match self.pseudo_legality(mv)? {
            (_, Some(path)) if self.is_check() || !self.castling_is_safe(mv.to, path) => {
                Err(IllegalReason::CastlingAttacked)
            }
            (role, Some(_)) => Ok(role),
            (role, None) if self.king_attacked_after(mv, role) => Err(IllegalReason::LeavesKingAttacked),
            (role, None) => Ok(role),
        }
    }

    /// Whether the side to move's king would stand attacked after the pseudo-legal move `mv` of a
    /// piece of `role`, which is not castling: the attackers of the king's square (the target,
    /// for a king's move) with the moved piece's squares updated, the captured piece gone (beside
    /// the target, for en passant).
    #[inline(always)]
    fn king_attacked_after(&self, mv: Move, role: Role) -> bool {
        let us = self.side_to_move;
        let king = if role == Role::King { mv.to } else { self.king(us) };
        // A pawn's pseudo-legal move onto the en passant square takes the pawn that passed it,
        // which stands one rank behind that square as the side to move sees it (the square is
        // on its sixth rank, so `^ 8` steps back), found without a branch.
        let en_passant = role == Role::Pawn && Some(mv.to) == self.en_passant;
        let taken = Bitboard(u64::from(en_passant) << (mv.to as u8 ^ 8));
        let occupied = (self.occupied().without(mv.from) ^ taken).with(mv.to);
        let enemy = self.color(!us) & !(mv.to.bitboard() | taken);
        let queens = self.role(Role::Queen);
        let attackers = (attacks::pawn(us, king) & self.role(Role::Pawn))
            | (attacks::knight(king) & self.role(Role::Knight))
            | (attacks::king(king) & self.role(Role::King))
            | (attacks::bishop(king, occupied) & (self.role(Role::Bishop) | queens))
            | (attacks::rook(king, occupied) & (self.role(Role::Rook) | queens));
        !(attackers & enemy).is_empty()
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

    /// Plays `mv` if it is legal, and otherwise leaves the board as it is and says why not: for
    /// moves that come from outside, such as a GUI's (read them with
    /// [`parse_uci`](Board::parse_uci) or [`parse_san`](Board::parse_san)).
    ///
    /// ```
    /// use bbgen::{Board, IllegalReason};
    /// let mut board = Board::startpos();
    /// board.try_play(board.parse_uci("e2e4")?)?;
    /// let refused = board.try_play(board.parse_uci("e2e4")?).unwrap_err(); // black to move now
    /// assert_eq!(refused.reason(), IllegalReason::NoPiece);
    /// assert_eq!(board.fullmove_number(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let role = self.checked(mv)?;
        self.apply_role(mv, role);
        Ok(())
    }

    /// The moving piece's role if `mv` is legal, and otherwise why not, the move written in the
    /// board's castling mode.
    // Inlined: called apart, saving its registers and returning its result through memory cost
    // `try_play` 23 instructions more (337.8 against 314.8 in `cargo xtask icount`).
    #[inline(always)]
    pub(crate) fn checked(&self, mv: Move) -> Result<Role, IllegalMove> {
        self.legality(mv).map_err(|reason| self.illegal(mv, reason))
    }

    /// The error for `mv`, which breaks the rule of `reason`.
    #[cold]
    fn illegal(&self, mv: Move, reason: IllegalReason) -> IllegalMove {
        IllegalMove { mv, text: self.uci(mv, self.castling_mode()), reason }
    }
}
