//! Position keys: the Polyglot Zobrist keys from the crate's own `zobrist!` pattern, the key
//! the board keeps computed from scratch, the key after a move, and repetition found from the
//! keys of earlier positions, the coming one by the crate's own `cuckoo!` tables.

#![forbid(unsafe_code)]

use crate::{Board, Castling, CastlingSide, Color, Move, Piece, Role, Square, attacks};

// An expansion brings every accessor of its pattern, of which the runtime calls some.
#[allow(dead_code)]
mod tables {
    include!("generated/keys.rs");
    include!("generated/cuckoo.rs");
}

/// The key of `piece` on `sq`.
#[inline]
pub(crate) const fn piece(piece: Piece, sq: Square) -> u64 {
    tables::keys_piece(piece, sq)
}

/// The key of `role` on `sq` for the side whose part of the index is `side` ([`side_part`]):
/// [`piece`]'s key, its index split so that a caller reading several roles' keys for one side
/// works the side's part out once, each role's part then a constant.
#[inline(always)]
fn piece_of_side(side: usize, role: Role, sq: Square) -> u64 {
    tables::KEYS[128 * role as usize + side + sq as usize]
}

/// The part of a piece key's index that `color` gives, for [`piece_of_side`]: Polyglot numbers
/// each role's black pieces before its white ones.
#[inline(always)]
const fn side_part(color: Color) -> usize {
    64 * (color as usize ^ 1)
}

/// The key of a set of castling rights.
#[inline]
pub(crate) const fn castling(rights: Castling) -> u64 {
    tables::keys_castling(rights)
}

/// The key of the en-passant file of `sq`.
#[inline]
pub(crate) const fn en_passant(sq: Square) -> u64 {
    tables::keys_en_passant(sq)
}

/// The key that stands in the hash while white is to move.
pub(crate) const WHITE_TO_MOVE: u64 = tables::keys_turn(Color::White);

/// The Polyglot key of `board` without its en-passant part, as the board keeps it, computed
/// from scratch square by square.
pub(crate) const fn key_without_en_passant(board: &Board) -> u64 {
    let mut key = castling(board.castling) ^ tables::keys_turn(board.side_to_move);
    let mut i = 0;
    while i < 64 {
        if let Some(piece) = board.piece_at(Square::ALL[i]) {
            key ^= self::piece(piece, Square::ALL[i]);
        }
        i += 1;
    }
    key
}

impl Board {
    /// How many times this position stood before, found among `history`: the keys
    /// ([`hash`](Board::hash)) of the positions that led here, oldest first, this one left out.
    /// Only the last [`halfmove_clock`](Board::halfmove_clock) of them are read, every other
    /// one, as a capture, a pawn move or the side to move changes every key before them.
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut board = Board::startpos();
    /// let mut history = Vec::new();
    /// for mv in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     history.push(board.hash());
    ///     board.play(board.parse_uci(mv).unwrap());
    /// }
    /// assert_eq!(board.repetitions(&history), 2);
    /// assert!(board.is_repetition(&history) && board.is_threefold_repetition(&history));
    /// ```
    pub fn repetitions(&self, history: &[u64]) -> usize {
        // A position two plies back cannot be the same: each side has made a move since.
        let reversible = history.len().min(self.halfmove_clock as usize);
        let key = self.hash();
        history[history.len() - reversible..].iter().rev().skip(3).step_by(2).filter(|&&earlier| earlier == key).count()
    }

    /// Whether this position stood before (the twofold repetition a search treats as a draw):
    /// see [`repetitions`](Board::repetitions) for `history`.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// assert!(!board.is_repetition(&[]));
    /// ```
    pub fn is_repetition(&self, history: &[u64]) -> bool {
        self.repetitions(history) >= 1
    }

    /// Whether this position stands for the third time (the repetition the rules let a player
    /// claim as a draw): see [`repetitions`](Board::repetitions) for `history`.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// assert!(!board.is_threefold_repetition(&[board.hash(); 8]));
    /// ```
    pub fn is_threefold_repetition(&self, history: &[u64]) -> bool {
        self.repetitions(history) >= 2
    }

    /// The key ([`hash`](Board::hash)) of the position after `mv`, a legal move, without
    /// playing it: what a search prefetches its transposition-table entry with before it makes
    /// the move. The moved, captured and castling pieces' keys, the castling rights', the
    /// side to move's and the en-passant files' change, as the move would change them.
    ///
    /// The move is taken by reference, as a search's loop over its list holds it: each of its
    /// bytes is then read where it is needed, where a move passed by value is loaded whole as a
    /// 24-bit number and taken apart with shifts, a quarter more instructions a call (counted in
    /// `BENCHMARKS.md`, "Choices in the runtime's code").
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")?;
    /// for mv in &board.legal_moves() {
    ///     assert_eq!(board.key_after(mv), board.played(*mv).hash());
    /// }
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    #[inline]
    pub fn key_after(&self, mv: &Move) -> u64 {
        let (from, to) = (mv.from, mv.to);
        let us = self.side_to_move;
        let mut key = self.key_without_en_passant ^ WHITE_TO_MOVE;
        // The moving piece's role is read by testing roles, pawns, knights and bishops together
        // first: at most three tests for any piece, where testing each role in turn took five
        // for a king. Captures, promotions and castling moves are worked out of line.
        let [pawns, knights, bishops, rooks, queens, _] = self.roles;
        // Each branch reads its own role's keys, whose index the compiler then knows to be in
        // bounds, at a constant offset from the side's part.
        let side = side_part(us);
        let moved = |role| piece_of_side(side, role, from) ^ piece_of_side(side, role, to);
        key ^= if (pawns | knights | bishops).contains(from) {
            if pawns.contains(from) {
                return self.key_after_pawn(key, from, to, mv.promotion);
            } else if knights.contains(from) {
                moved(Role::Knight)
            } else {
                moved(Role::Bishop)
            }
        } else if rooks.contains(from) {
            // The rights' key is the XOR of one key per right, so the change for the rights a
            // rook's or king's leaving ends and the change for a castling rook taken
            // (`capture_change`) add up. Each branch reads a rights key only when one ends.
            let ended = self.castling_ended_by_rook(us, from);
            if ended.is_empty() { moved(Role::Rook) } else { moved(Role::Rook) ^ castling(ended) }
        } else if queens.contains(from) {
            moved(Role::Queen)
        } else {
            // Castling moves the king onto its own rook, which it may only while its side holds
            // a right: without one, the target need not be tested.
            let ended = self.castling_ended_by_king();
            if ended.is_empty() {
                moved(Role::King)
            } else if self.color(us).contains(to) {
                return self.key_after_castling(key, from, to);
            } else {
                moved(Role::King) ^ castling(ended)
            }
        };
        if self.occupied().contains(to) {
            return key ^ self.capture_change(to);
        }
        key
    }

    /// What taking the other side's piece on `to` changes in the key beside the moving piece's
    /// squares: the piece taken, and the right of a castling rook taken.
    #[inline(never)]
    fn capture_change(&self, to: Square) -> u64 {
        let them = !self.side_to_move;
        let [pawns, knights, bishops, rooks, _, _] = self.roles;
        let taken = |role| piece_of_side(side_part(them), role, to);
        // A king is never taken, and only a rook's capture ends a right.
        if (pawns | knights | bishops).contains(to) {
            if pawns.contains(to) {
                taken(Role::Pawn)
            } else if knights.contains(to) {
                taken(Role::Knight)
            } else {
                taken(Role::Bishop)
            }
        } else if rooks.contains(to) {
            let ended = self.castling_ended_by_rook(them, to);
            if ended.is_empty() { taken(Role::Rook) } else { taken(Role::Rook) ^ castling(ended) }
        } else {
            taken(Role::Queen)
        }
    }

    /// [`key_after`](Board::key_after) of a castling, the king onto its own rook, from `key`:
    /// both land on their side's squares and the side's rights end.
    #[inline(never)]
    fn key_after_castling(&self, mut key: u64, from: Square, to: Square) -> u64 {
        let us = self.side_to_move;
        let side = CastlingSide::of_castling(from, to);
        let part = side_part(us);
        let (king, rook) = (|sq| piece_of_side(part, Role::King, sq), |sq| piece_of_side(part, Role::Rook, sq));
        key ^= king(from) ^ rook(to) ^ king(side.king_to(us)) ^ rook(side.rook_to(us));
        key ^ castling(self.castling) ^ castling(self.castling.without_color(us))
    }

    /// [`key_after`](Board::key_after) of a pawn's move, from `key`, told apart by the bits in
    /// which its squares' numbers differ: a step ahead changes only the pawn's squares, a double
    /// step may give the other side an en-passant capture, and a diagonal one takes, beside the
    /// target when the target is empty (en passant). Promotions are worked apart.
    #[inline]
    fn key_after_pawn(&self, key: u64, from: Square, to: Square, promotion: Option<Role>) -> u64 {
        if let Some(role) = promotion {
            return self.key_after_promotion(key, from, to, role);
        }
        let us = self.side_to_move;
        let them = !us;
        let side = side_part(us);
        let key = key ^ piece_of_side(side, Role::Pawn, from) ^ piece_of_side(side, Role::Pawn, to);
        // The squares' numbers differ in the file's bits only when the pawn takes, and in the
        // rank's middle bit alone only for a double step (a step of one rank always flips the
        // rank's lowest bit).
        match from.index() ^ to.index() {
            apart if apart & 7 == 0 && apart != 16 => key,
            16 => {
                // The new en-passant square counts where a pawn of theirs could take on it.
                let ep = Square::ALL[(from.index() + to.index()) / 2];
                if attacks::pawn(us, ep).and(self.pieces(them, Role::Pawn)).is_empty() {
                    key
                } else {
                    key ^ en_passant(ep)
                }
            }
            _ if self.occupied().contains(to) => key ^ self.capture_change(to),
            // En passant: the pawn taken stands beside the moving one, on the rank it left.
            _ => key ^ piece_of_side(side_part(them), Role::Pawn, Square::ALL[to.index() ^ 8]),
        }
    }

    /// [`key_after`](Board::key_after) of a pawn's move that promotes to `role`, from `key`.
    #[cold]
    #[inline(never)]
    fn key_after_promotion(&self, key: u64, from: Square, to: Square, role: Role) -> u64 {
        let side = side_part(self.side_to_move);
        let key = key ^ piece_of_side(side, Role::Pawn, from) ^ piece_of_side(side, role, to);
        if self.occupied().contains(to) { key ^ self.capture_change(to) } else { key }
    }

    /// Whether some legal move of the side to move reaches a position that stood before since
    /// the last capture or pawn move: the position is then as good as drawn, if the side to move
    /// wants it, one move before the repetition is on the board. `history` holds the keys
    /// ([`hash`](Board::hash)) of the positions that led here, oldest first, as for
    /// [`is_repetition`](Board::is_repetition).
    ///
    /// No move is played: the key of each earlier position with the other side to move, XOR
    /// this one's, is looked up among the keys of single moves of a piece other than a pawn
    /// (the crate's own `cuckoo!(polyglot)` tables); a move found there is the answer when it is
    /// legal here.
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut board = Board::startpos();
    /// let mut history = Vec::new();
    /// for text in ["g1f3", "g8f6", "f3g1"] {
    ///     history.push(board.hash());
    ///     board.play(board.parse_uci(text).unwrap());
    /// }
    /// // Black's Nf6-g8 would bring back the start position.
    /// assert!(board.upcoming_repetition(&history));
    /// assert!(!Board::startpos().upcoming_repetition(&[]));
    /// ```
    pub fn upcoming_repetition(&self, history: &[u64]) -> bool {
        let reversible = history.len().min(self.halfmove_clock as usize);
        let (occupied, key) = (self.occupied(), self.hash());
        // Three plies back is the first position a move of ours can bring back: the one just
        // before our last move, with the other side to move.
        history[history.len() - reversible..].iter().rev().skip(2).step_by(2).any(|&earlier| {
            let Some((a, b)) = tables::cuckoo(key ^ earlier) else { return false };
            let (from, to) = if occupied.contains(a) { (a, b) } else { (b, a) };
            !occupied.contains(to) && self.color(self.side_to_move).contains(from) && self.is_legal(Move::new(from, to))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Role;

    #[test]
    fn white_pawn_key_follows_the_black_one() {
        // Kind 0 is the black pawn, kind 1 the white pawn: their a1 keys are K[0] and K[64].
        assert_eq!(piece(Piece::new(Color::Black, Role::Pawn), Square::A1), tables::KEYS[0]);
        assert_eq!(piece(Piece::new(Color::White, Role::Pawn), Square::A1), tables::KEYS[64]);
        assert_eq!(piece(Piece::new(Color::White, Role::King), Square::H8), tables::KEYS[767]);
    }

    #[test]
    fn piece_of_side_reads_every_piece_key() {
        for color in Color::ALL {
            for role in Role::ALL {
                for sq in Square::ALL {
                    assert_eq!(piece_of_side(side_part(color), role, sq), piece(Piece::new(color, role), sq));
                }
            }
        }
    }
}
