//! Attackers, checks and pins, legal move generation, and perft.
//!
//! Generation works piece by piece with sets of target squares, so counting the moves of a
//! position (perft's last ply) takes a population count per piece instead of a list.

#![forbid(unsafe_code)]

use crate::{Bitboard, Board, CastlingSide, Checks, Color, Move, MoveList, Role, Square, attacks};

/// The target squares of one piece's legal moves.
///
/// [`Board::generate`] hands these out, one per piece that can move.
///
/// ```
/// use bbgen::{Board, PieceMoves, Role, Square::*};
/// let board = Board::from_fen("4k3/P7/8/8/8/8/8/4K3 w - -").unwrap();
/// let mut pawn = None;
/// board.generate(|moves| {
///     if moves.role == Role::Pawn {
///         pawn = Some(moves);
///     }
/// });
/// assert_eq!(pawn, Some(PieceMoves { role: Role::Pawn, from: A7, to: A8.bitboard() }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    /// What moves.
    pub role: Role,
    /// From where.
    pub from: Square,
    /// Where to: a pawn's move to the last rank stands for its four promotions, a king's move
    /// onto its own rook for castling.
    pub to: Bitboard,
}

/// The pieces a pawn may promote to, in the order move lists give them.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl PieceMoves {
    /// How many moves these are, promotions counted one by one.
    ///
    /// ```
    /// use bbgen::{PieceMoves, Role, Square::*};
    /// let push_and_capture = PieceMoves { role: Role::Pawn, from: A7, to: A8.bitboard() | B8.bitboard() };
    /// assert_eq!(push_and_capture.count(), 8);
    /// ```
    #[inline]
    pub const fn count(&self) -> usize {
        match self.role {
            Role::Pawn => self.to.count() as usize + 3 * self.to.and(LAST_RANKS).count() as usize,
            _ => self.to.count() as usize,
        }
    }
}

/// The moves of one piece one by one, promotions expanded (queen, rook, bishop, knight), as
/// [`PieceMoves`] iterates by value.
///
/// ```
/// use bbgen::{Move, PieceMoves, Role, Square::*};
/// let pawn = PieceMoves { role: Role::Pawn, from: A7, to: A8.bitboard() };
/// let moves: Vec<Move> = pawn.into_iter().collect();
/// assert_eq!(moves.len(), 4);
/// assert_eq!(moves[0], Move { from: A7, to: A8, promotion: Some(Role::Queen) });
/// ```
#[derive(Clone, Debug)]
pub struct PieceMovesIter {
    moves: PieceMoves,
    /// A promotion square whose later promotions are still to come, and the next one's index.
    pending: Option<(Square, usize)>,
}

impl Iterator for PieceMovesIter {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        let from = self.moves.from;
        if let Some((to, i)) = self.pending {
            self.pending = (i + 1 < PROMOTIONS.len()).then_some((to, i + 1));
            return Some(Move { from, to, promotion: Some(PROMOTIONS[i]) });
        }
        let to = self.moves.to.first()?;
        self.moves.to = self.moves.to.without(to);
        if self.moves.role == Role::Pawn && LAST_RANKS.contains(to) {
            self.pending = Some((to, 1));
            return Some(Move { from, to, promotion: Some(PROMOTIONS[0]) });
        }
        Some(Move::new(from, to))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let pending = self.pending.map_or(0, |(_, i)| PROMOTIONS.len() - i);
        let len = self.moves.count() + pending;
        (len, Some(len))
    }
}

impl ExactSizeIterator for PieceMovesIter {}

impl IntoIterator for PieceMoves {
    type Item = Move;
    type IntoIter = PieceMovesIter;

    fn into_iter(self) -> PieceMovesIter {
        PieceMovesIter { moves: self, pending: None }
    }
}

/// Which of the legal moves a generator hands out, as a const parameter, so that the generator
/// of every move carries no test of the stage: every legal move.
const ALL: u8 = 0;
/// Captures (en passant and capturing promotions to any piece included) and promotions to a
/// queen.
const NOISY: u8 = 1;
/// The rest: the other moves, non-capturing under-promotions included.
const QUIET: u8 = 2;

/// The squares a king on `sq` attacks, for the attackers of a square.
///
/// A king attacks three squares or more, so the check below never fails: it keeps the loop
/// around the call from being vectorised into gathers, which are slower here, on targets that
/// have them (BENCHMARKS.md, "The king's ring").
#[inline]
fn king_ring(sq: Square) -> Bitboard {
    let ring = attacks::king(sq);
    #[cfg(target_feature = "avx2")]
    assert!(!ring.is_empty(), "a king attacks at least three squares");
    ring
}

impl Board {
    /// Every piece of either colour that attacks `sq` with `occupied` on the board: a super-piece
    /// on `sq` looks along each piece's attacks and keeps the pieces that could reach back. Its
    /// sliders are the runtime's fastest lookups: PEXT where the target has BMI2, as move
    /// generation's ([`attacks::rook_moves`]); elsewhere a fancy-magic rook, 808 KiB linked
    /// only into programs that call this or [`see`](Board::see), for 40% fewer instructions
    /// than move generation's rook (BENCHMARKS.md, "The calls a search makes").
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::startpos();
    /// assert_eq!(board.attackers_to(F3, board.occupied()), E2.bitboard() | G2.bitboard() | G1.bitboard());
    /// ```
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let diagonal = self.role(Role::Bishop) | self.role(Role::Queen);
        let straight = self.role(Role::Rook) | self.role(Role::Queen);
        (attacks::pawn(Color::White, sq) & self.pieces(Color::Black, Role::Pawn))
            | (attacks::pawn(Color::Black, sq) & self.pieces(Color::White, Role::Pawn))
            | (attacks::knight(sq) & self.role(Role::Knight))
            | (king_ring(sq) & self.role(Role::King))
            | (attacks::bishop_moves(sq, occupied) & diagonal)
            | (attacks::rook_fastest(sq, occupied) & straight)
    }

    /// The pieces of `by` that attack `sq`.
    ///
    /// ```
    /// use bbgen::{Board, Color, Square::*};
    /// let board = Board::startpos();
    /// assert_eq!(board.attackers(D3, Color::White), C2.bitboard() | E2.bitboard());
    /// ```
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers_to(sq, self.occupied()) & self.color(by)
    }

    /// Whether any piece of `by` attacks `sq`.
    ///
    /// ```
    /// use bbgen::{Board, Color, Square::*};
    /// let board = Board::startpos();
    /// assert!(board.is_attacked(F3, Color::White));
    /// assert!(!board.is_attacked(E4, Color::White));
    /// ```
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.is_attacked_with(sq, by, self.occupied())
    }

    /// [`is_attacked`](Board::is_attacked) with `occupied` in place of the board's occupancy.
    ///
    /// Every piece kind is tested and the answers are joined without a branch, written out
    /// rather than as [`attackers_to`](Board::attackers_to) and a mask (BENCHMARKS.md,
    /// "Attack tests").
    #[inline]
    pub(crate) fn is_attacked_with(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let queens = self.role(Role::Queen);
        let attackers = (attacks::pawn(!by, sq) & self.role(Role::Pawn))
            | (attacks::knight(sq) & self.role(Role::Knight))
            | (king_ring(sq) & self.role(Role::King))
            | (attacks::bishop_moves(sq, occupied) & (self.role(Role::Bishop) | queens))
            | (attacks::rook_moves(sq, occupied) & (self.role(Role::Rook) | queens));
        !(attackers & self.color(by)).is_empty()
    }

    /// The pieces giving check to the side to move.
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").unwrap();
    /// assert_eq!(board.checkers(), E2.bitboard());
    /// ```
    pub fn checkers(&self) -> Bitboard {
        self.checks_and_pins().0
    }

    /// Whether the side to move is in check: one attack test on its king, without the pins that
    /// [`checkers`](Board::checkers) also finds.
    ///
    /// ```
    /// use bbgen::Board;
    /// assert!(Board::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").unwrap().is_check());
    /// assert!(!Board::startpos().is_check());
    /// ```
    pub fn is_check(&self) -> bool {
        let us = self.side_to_move;
        self.is_attacked(self.king(us), !us)
    }

    /// The side to move's pieces pinned to its king: each stands alone between the king and an
    /// enemy slider that would attack the king without it.
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    /// assert_eq!(board.pinned(), E2.bitboard());
    /// ```
    pub fn pinned(&self) -> Bitboard {
        self.checks_and_pins().1
    }

    /// The checkers and the pinned pieces of the side to move, in one pass over the enemy
    /// sliders that would see the king on an empty board: one with nothing between it and the
    /// king checks it; one with a single piece of ours between pins that piece.
    #[inline]
    pub(crate) fn checks_and_pins(&self) -> (Bitboard, Bitboard) {
        self.checks_and_pins_for(self.side_to_move)
    }

    /// [`checks_and_pins`](Board::checks_and_pins) for `us`, the side to move.
    #[inline(always)]
    fn checks_and_pins_for(&self, us: Color) -> (Bitboard, Bitboard) {
        let king = self.king(us);
        let (own, enemy, occupied) = (self.color(us), self.color(!us), self.occupied());
        let queens = self.role(Role::Queen);
        let snipers = (attacks::rook_rays(king) & enemy & (self.role(Role::Rook) | queens))
            | (attacks::bishop_rays(king) & enemy & (self.role(Role::Bishop) | queens));
        let mut checkers = (attacks::knight(king) & enemy & self.role(Role::Knight))
            | (attacks::pawn(us, king) & enemy & self.role(Role::Pawn));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers = checkers.with(sniper);
            } else if blockers.count() == 1 {
                pinned |= blockers & own;
            }
        }
        (checkers, pinned)
    }

    /// The squares the side to move's king, knights or pawns may move to by the piece rules
    /// alone, set-wise: no square of its own, pawns pushing onto empty squares (two from the
    /// home rank) and capturing enemy pieces. Checks, pins and en passant are left out, as in
    /// the first pass of a move generator.
    ///
    /// ```
    /// use bbgen::{Board, Role, Square::*};
    /// let board = Board::startpos();
    /// assert_eq!(board.nonsliding_targets(Role::Knight).count(), 4);
    /// assert_eq!(board.nonsliding_targets(Role::Pawn).count(), 16);
    /// assert!(board.nonsliding_targets(Role::King).is_empty());
    /// ```
    pub fn nonsliding_targets(&self, role: Role) -> Bitboard {
        use crate::fill;
        let us = self.side_to_move;
        let own = self.color(us);
        let pieces = self.pieces(us, role);
        let empty = !self.occupied();
        match role {
            Role::King => Bitboard(fill::king_attacks(pieces.0)) & !own,
            Role::Knight => Bitboard(fill::knight_attacks(pieces.0)) & !own,
            Role::Pawn => {
                let one = forward_set(us, pieces) & empty;
                let two = forward_set(us, one & third_rank(us)) & empty;
                one | two | (Bitboard(fill::pawn_attacks(us, pieces.0)) & self.color(!us))
            }
            Role::Bishop | Role::Rook | Role::Queen => Bitboard::EMPTY,
        }
    }

    /// Calls `visit` with the legal moves of each piece of the side to move that has any.
    ///
    /// ```
    /// use bbgen::{Board, Role};
    /// let mut knight_moves = 0;
    /// Board::startpos().generate(|moves| {
    ///     if moves.role == Role::Knight {
    ///         knight_moves += moves.count();
    ///     }
    /// });
    /// assert_eq!(knight_moves, 4);
    /// ```
    pub fn generate(&self, visit: impl FnMut(PieceMoves)) {
        self.generate_with(None, visit);
    }

    /// [`generate`](Board::generate) with the checkers and pins read from `checks` when the
    /// caller has them.
    #[inline]
    fn generate_with(&self, checks: Option<&Checks>, mut visit: impl FnMut(PieceMoves)) {
        // Each side's generator is compiled apart, with the side a constant.
        match self.side_to_move {
            Color::White => self.generate_for::<ALL>(Color::White, Bitboard::FULL, Bitboard::FULL, checks, &mut visit),
            Color::Black => self.generate_for::<ALL>(Color::Black, Bitboard::FULL, Bitboard::FULL, checks, &mut visit),
        }
    }

    /// The legal moves of `STAGE` for `us`, the side to move, each piece's targets kept within
    /// `within` and each pawn's within `pawn_within` for a stage other than [`ALL`], which reads
    /// no mask; the checkers and pins read from `checks` when the caller has them.
    #[inline(always)]
    fn generate_for<const STAGE: u8>(
        &self,
        us: Color,
        within: Bitboard,
        pawn_within: Bitboard,
        checks: Option<&Checks>,
        visit: &mut impl FnMut(PieceMoves),
    ) {
        let setup = self.setup_for(us, checks);
        let mut emit = |role, from, to: Bitboard| {
            let to = if STAGE == ALL { to } else { to & if role == Role::Pawn { pawn_within } else { within } };
            if !to.is_empty() {
                visit(PieceMoves { role, from, to });
            }
        };
        emit(Role::King, setup.king, self.king_targets::<STAGE>(&setup));
        if setup.checkers.count() > 1 {
            return;
        }
        // A pinned knight never moves.
        for from in self.pieces(setup.us, Role::Knight) & !setup.pinned {
            emit(Role::Knight, from, attacks::knight(from) & setup.target);
        }
        // Each slider's loop written out: as a loop over the three roles, the compiler kept the
        // roles in an array and chose each one's lookup at run time.
        for from in self.pieces(setup.us, Role::Bishop) {
            emit(Role::Bishop, from, self.slider_targets::<STAGE>(&setup, Role::Bishop, from));
        }
        for from in self.pieces(setup.us, Role::Rook) {
            emit(Role::Rook, from, self.slider_targets::<STAGE>(&setup, Role::Rook, from));
        }
        for from in self.pieces(setup.us, Role::Queen) {
            emit(Role::Queen, from, self.slider_targets::<STAGE>(&setup, Role::Queen, from));
        }
        let sets = self.pawn_sets::<STAGE>(&setup);
        let mut free = self.pieces(setup.us, Role::Pawn) & !setup.pinned;
        if STAGE == NOISY {
            // Only a pawn about to promote, or one that a pawn of theirs on an enemy piece or the
            // en-passant square would attack, has a noisy move: the others are not visited.
            let en_passant = self.en_passant.map_or(Bitboard::EMPTY, Square::bitboard);
            let prey = self.color(!setup.us) | en_passant;
            free &= Bitboard::rank(setup.us.relative_rank(6)) | Bitboard(crate::fill::pawn_attacks(!setup.us, prey.0));
        }
        for from in free {
            let one = forward_set(setup.us, from.bitboard());
            let to = (one & sets.single)
                | (forward_set(setup.us, one) & sets.double)
                | (attacks::pawn(setup.us, from) & (sets.west | sets.east));
            emit(Role::Pawn, from, to | self.en_passant_target(&setup, from));
        }
        for from in self.pieces(setup.us, Role::Pawn) & setup.pinned {
            emit(Role::Pawn, from, self.pinned_pawn_targets(&setup, from));
        }
    }

    /// The squares the king may step to, and the rooks it may castle with: for [`NOISY`], only
    /// its captures, so that no other square is tested and no castling looked for.
    ///
    /// Only the squares the king could reach are tested for attacks: none when it is hemmed in
    /// by its own pieces, as in most openings; one by one when there are two or fewer; and
    /// through the whole danger map when there are more.
    #[inline(always)]
    fn king_targets<const STAGE: u8>(&self, setup: &Setup) -> Bitboard {
        let (us, king) = (setup.us, setup.king);
        if STAGE == NOISY {
            // A king's captures, seldom more than one, each tested on its own.
            let without_king = setup.occupied.without(king);
            return (attacks::king(king) & self.color(!us))
                .into_iter()
                .filter(|&sq| !self.is_attacked_with(sq, !us, without_king))
                .collect();
        }
        let steps = attacks::king(king) & !self.color(us);
        let mut castles = [None; 2];
        let mut tested = steps;
        if setup.checkers.is_empty() {
            for (slot, side) in castles.iter_mut().zip(CastlingSide::ALL) {
                if let Some(rook) = self.castling_rook(us, side)
                    && let Some(path) = self.castling_path(side, rook, setup.occupied)
                {
                    *slot = Some((rook, path));
                    tested |= path;
                }
            }
        }
        if tested.is_empty() {
            return tested;
        }
        let without_king = setup.occupied.without(king);
        // With its lowest square cleared, a set of two squares or fewer has at most one left.
        let rest = tested.0 & (tested.0 - 1);
        let attacked = if rest & rest.wrapping_sub(1) == 0 {
            tested.into_iter().filter(|&sq| self.is_attacked_with(sq, !us, without_king)).collect()
        } else {
            self.danger(!us, without_king) & tested
        };
        let mut to = steps & !attacked;
        // With the king on its square, the attacks with it lifted off differ from the real ones
        // only along lines through the king, and a king attacked there is in check. A rook off
        // the corner may also shield the king's path from a slider beyond it on the rank (in
        // Chess960): its path is then tested again with the rook lifted off too.
        for &(rook, path) in castles.iter().flatten() {
            let shields = rook.file() != 0 && rook.file() != 7;
            if (path & attacked).is_empty() && (!shields || self.castling_is_safe(rook, path)) {
                to = to.with(rook);
            }
        }
        to
    }

    /// The squares the king crosses and lands on when the side to move castles on `side` with
    /// `rook`, provided that those and the rook's are empty but for the king and the rook.
    #[inline]
    pub(crate) fn castling_path(&self, side: CastlingSide, rook: Square, occupied: Bitboard) -> Option<Bitboard> {
        let us = self.side_to_move;
        let king = self.king(us);
        // The squares between the king and the rook are among those both cross, and in most
        // positions one of them is taken.
        if !(attacks::between(king, rook) & occupied).is_empty() {
            return None;
        }
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let king_path = attacks::between(king, king_to).with(king_to);
        let rook_path = attacks::between(rook, rook_to).with(rook_to);
        ((king_path | rook_path) & occupied.without(king).without(rook)).is_empty().then_some(king_path)
    }

    /// Whether none of the squares on the king's castling `path` is attacked, read with the king
    /// and the castling `rook` both lifted off the board (in Chess960 the rook can stand between
    /// the king's new square and an enemy slider).
    pub(crate) fn castling_is_safe(&self, rook: Square, path: Bitboard) -> bool {
        let us = self.side_to_move;
        let others = self.occupied().without(self.king(us)).without(rook);
        path.into_iter().all(|sq| !self.is_attacked_with(sq, !us, others))
    }

    /// The squares `them` attacks with `without_king` as the occupancy, our king lifted off, so
    /// that the king cannot step back along a check.
    fn danger(&self, them: Color, without_king: Bitboard) -> Bitboard {
        let queens = self.role(Role::Queen);
        let enemy = self.color(them);
        let mut danger =
            Bitboard(crate::fill::pawn_attacks(them, self.pieces(them, Role::Pawn).0)) | attacks::king(self.king(them));
        // A lookup a knight: fewer instructions than the set-wise jumps for the two knights or
        // fewer a side mostly has.
        for sq in self.pieces(them, Role::Knight) {
            danger |= attacks::knight(sq);
        }
        for sq in enemy & (self.role(Role::Bishop) | queens) {
            danger |= attacks::bishop_moves(sq, without_king);
        }
        for sq in enemy & (self.role(Role::Rook) | queens) {
            danger |= attacks::rook_moves(sq, without_king);
        }
        danger
    }

    /// The legal targets of a bishop, rook or queen (any other `role`) on `from`. The [`NOISY`]
    /// stage, a quiescence node's, reads the rook by the fastest lookup
    /// ([`attacks::rook_fastest`], which the search's other calls read too); the others, whose
    /// choice perft measured, move generation's.
    #[inline]
    fn slider_targets<const STAGE: u8>(&self, setup: &Setup, role: Role, from: Square) -> Bitboard {
        let rook = |sq, occupied| {
            if STAGE == NOISY { attacks::rook_fastest(sq, occupied) } else { attacks::rook_moves(sq, occupied) }
        };
        let attacks = match role {
            Role::Bishop => attacks::bishop_moves(from, setup.occupied),
            Role::Rook => rook(from, setup.occupied),
            _ => attacks::bishop_moves(from, setup.occupied) | rook(from, setup.occupied),
        };
        self.pinned_to_line(setup, from, attacks)
    }

    /// The squares of `attacks`, from a piece on `from`, that it may legally move to: the
    /// targets, and along the pin line if it is pinned.
    #[inline]
    fn pinned_to_line(&self, setup: &Setup, from: Square, attacks: Bitboard) -> Bitboard {
        let to = attacks & setup.target;
        if setup.pinned.contains(from) { to & attacks::line(setup.king, from) } else { to }
    }

    /// The targets of the unpinned pawns, set-wise: for [`NOISY`], no push but onto the last
    /// rank.
    #[inline(always)]
    fn pawn_sets<const STAGE: u8>(&self, setup: &Setup) -> PawnSets {
        let us = setup.us;
        let free = self.pieces(us, Role::Pawn) & !setup.pinned;
        let empty = !setup.occupied;
        let single = forward_set(us, free) & empty;
        let double = if STAGE == NOISY {
            Bitboard::EMPTY
        } else {
            forward_set(us, single & third_rank(us)) & empty & setup.target
        };
        let single = if STAGE == NOISY { single & LAST_RANKS } else { single };
        let captures = self.color(!us) & setup.target;
        let (west, east) = match us {
            Color::White => (free.north_west(), free.north_east()),
            Color::Black => (free.south_west(), free.south_east()),
        };
        PawnSets { single: single & setup.target, double, west: west & captures, east: east & captures }
    }

    /// The targets of a pinned pawn: its moves along the pin line.
    fn pinned_pawn_targets(&self, setup: &Setup, from: Square) -> Bitboard {
        let us = setup.us;
        let mut to = attacks::pawn(us, from) & self.color(!us);
        if let Some(one) = forward(us, from).filter(|sq| !setup.occupied.contains(*sq)) {
            to = to.with(one);
            if from.rank() == us.pawn_rank()
                && let Some(two) = forward(us, one).filter(|sq| !setup.occupied.contains(*sq))
            {
                to = to.with(two);
            }
        }
        ((to & setup.target) | self.en_passant_target(setup, from)) & attacks::line(setup.king, from)
    }

    /// The en passant square, when the pawn on `from` may capture onto it.
    #[inline]
    fn en_passant_target(&self, setup: &Setup, from: Square) -> Bitboard {
        match self.en_passant {
            Some(ep)
                if attacks::pawn(setup.us, from).contains(ep)
                    && self.en_passant_is_legal(from, ep, setup.target, setup.checkers) =>
            {
                ep.bitboard()
            }
            _ => Bitboard::EMPTY,
        }
    }

    /// Checkers, pins and the squares that answer a check for `us`, the side to move, computed
    /// once per position.
    #[inline(always)]
    fn setup_for(&self, us: Color, checks: Option<&Checks>) -> Setup {
        let king = self.king(us);
        let (checkers, pinned) = match checks {
            Some(checks) => (checks.checkers, checks.pinned),
            None => self.checks_and_pins_for(us),
        };
        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => !self.color(us),
        };
        Setup { us, king, occupied: self.occupied(), checkers, pinned, target }
    }

    /// Whether the pawn on `from` may take en passant onto `ep`: the capture must answer any
    /// check, and with both pawns gone from their rank and the capturer on `ep` no slider may
    /// see the king (the pin along the rank that only this capture exposes).
    fn en_passant_is_legal(&self, from: Square, ep: Square, target: Bitboard, checkers: Bitboard) -> bool {
        let us = self.side_to_move;
        let Some(taken) = Square::from_file_rank(ep.file(), from.rank()) else { return false };
        if !target.contains(ep) && checkers != taken.bitboard() {
            return false;
        }
        let occupied = self.occupied().without(from).without(taken).with(ep);
        let king = self.king(us);
        let them = self.color(!us);
        let queens = self.role(Role::Queen);
        (attacks::rook(king, occupied) & them & (self.role(Role::Rook) | queens)).is_empty()
            && (attacks::bishop(king, occupied) & them & (self.role(Role::Bishop) | queens)).is_empty()
    }

    /// Every legal move of the side to move.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -").unwrap();
    /// assert_eq!(board.legal_moves().len(), 48);
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        // Built here, inlined into the caller, rather than filled out of line through a pointer,
        // which left a whole copy of the list on every return (124 instructions a call). The
        // compiler may still copy it where the caller keeps it across other calls: the main node
        // of `cargo xtask search-cost` does, 117 instructions a position.
        let mut list = MoveList::new();
        self.each_legal_move(None, |mv| list.push(mv));
        list
    }

    /// [`legal_moves`](Board::legal_moves) with the checkers and pins read from `checks`, this
    /// board's [`checks`](Board::checks), rather than found again.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// assert_eq!(board.legal_moves_with(&board.checks()), board.legal_moves());
    /// ```
    #[inline]
    pub fn legal_moves_with(&self, checks: &Checks) -> MoveList {
        let mut list = MoveList::new();
        self.each_legal_move(Some(checks), |mv| list.push(mv));
        list
    }

    /// The noisy moves, those a quiescence search tries: every capture (en passant and
    /// capturing promotions to any piece included) and every promotion to a queen. With
    /// [`quiet_moves`](Board::quiet_moves) they make up [`legal_moves`](Board::legal_moves),
    /// each move in exactly one of the two.
    ///
    /// ```
    /// use bbgen::Board;
    /// // White may take en passant (e5d6), promote on b8 or take the rook on a8 while promoting.
    /// let board = Board::from_fen("r3k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    /// let noisy: Vec<String> = board.noisy_moves().iter().map(|&mv| board.san(mv).to_string()).collect();
    /// assert_eq!(noisy, ["exd6", "bxa8=Q+", "bxa8=R+", "bxa8=B", "bxa8=N", "b8=Q+"]);
    /// assert_eq!(board.quiet_moves().len() + noisy.len(), board.legal_moves().len());
    /// ```
    #[inline]
    pub fn noisy_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.each_move::<NOISY>(None, |mv| list.push(mv));
        list
    }

    /// [`noisy_moves`](Board::noisy_moves) with the checkers and pins read from `checks`, this
    /// board's [`checks`](Board::checks): a quiescence node's generator, the node having found
    /// its checks once for all its calls.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")?;
    /// assert_eq!(board.noisy_moves_with(&board.checks()), board.noisy_moves());
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    #[inline]
    pub fn noisy_moves_with(&self, checks: &Checks) -> MoveList {
        let mut list = MoveList::new();
        self.each_move::<NOISY>(Some(checks), |mv| list.push(mv));
        list
    }

    /// The quiet moves: every legal move that [`noisy_moves`](Board::noisy_moves) leaves out,
    /// non-capturing promotions to a rook, bishop or knight and castling included.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/1P6/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    /// let quiet: Vec<String> = board.quiet_moves().iter().map(|&mv| board.san(mv).to_string()).collect();
    /// assert!(quiet.contains(&"b8=N".to_owned()) && quiet.contains(&"O-O".to_owned()));
    /// assert!(!quiet.contains(&"b8=Q+".to_owned()));
    /// ```
    #[inline]
    pub fn quiet_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.each_move::<QUIET>(None, |mv| list.push(mv));
        list
    }

    /// [`quiet_moves`](Board::quiet_moves) with the checkers and pins read from `checks`, this
    /// board's [`checks`](Board::checks).
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// assert_eq!(board.quiet_moves_with(&board.checks()), board.quiet_moves());
    /// ```
    #[inline]
    pub fn quiet_moves_with(&self, checks: &Checks) -> MoveList {
        let mut list = MoveList::new();
        self.each_move::<QUIET>(Some(checks), |mv| list.push(mv));
        list
    }

    /// Calls `visit` with every legal move, promotions one by one, without a list: the visitor
    /// form of [`legal_moves`](Board::legal_moves).
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut count = 0;
    /// Board::startpos().for_each_legal_move(|_| count += 1);
    /// assert_eq!(count, 20);
    /// ```
    #[inline]
    pub fn for_each_legal_move(&self, visit: impl FnMut(Move)) {
        self.each_legal_move(None, visit);
    }

    /// [`for_each_legal_move`](Board::for_each_legal_move) with the checkers and pins read from
    /// `checks`, this board's [`checks`](Board::checks).
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// let mut count = 0;
    /// board.for_each_legal_move_with(&board.checks(), |_| count += 1);
    /// assert_eq!(count, 20);
    /// ```
    #[inline]
    pub fn for_each_legal_move_with(&self, checks: &Checks, visit: impl FnMut(Move)) {
        self.each_legal_move(Some(checks), visit);
    }

    /// Calls `visit` with every noisy move, without a list: the visitor form of
    /// [`noisy_moves`](Board::noisy_moves).
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    /// let mut captures = Vec::new();
    /// board.for_each_noisy_move(|mv| captures.push(board.san(mv).to_string()));
    /// assert_eq!(captures, ["exd5"]);
    /// ```
    #[inline]
    pub fn for_each_noisy_move(&self, visit: impl FnMut(Move)) {
        self.each_move::<NOISY>(None, visit);
    }

    /// [`for_each_noisy_move`](Board::for_each_noisy_move) with the checkers and pins read from
    /// `checks`, this board's [`checks`](Board::checks).
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    /// let mut captures = 0;
    /// board.for_each_noisy_move_with(&board.checks(), |_| captures += 1);
    /// assert_eq!(captures, 1);
    /// ```
    #[inline]
    pub fn for_each_noisy_move_with(&self, checks: &Checks, visit: impl FnMut(Move)) {
        self.each_move::<NOISY>(Some(checks), visit);
    }

    /// Calls `visit` with every quiet move, without a list: the visitor form of
    /// [`quiet_moves`](Board::quiet_moves).
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut count = 0;
    /// Board::startpos().for_each_quiet_move(|_| count += 1);
    /// assert_eq!(count, 20);
    /// ```
    #[inline]
    pub fn for_each_quiet_move(&self, visit: impl FnMut(Move)) {
        self.each_move::<QUIET>(None, visit);
    }

    /// [`for_each_quiet_move`](Board::for_each_quiet_move) with the checkers and pins read from
    /// `checks`, this board's [`checks`](Board::checks).
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// let mut count = 0;
    /// board.for_each_quiet_move_with(&board.checks(), |_| count += 1);
    /// assert_eq!(count, 20);
    /// ```
    #[inline]
    pub fn for_each_quiet_move_with(&self, checks: &Checks, visit: impl FnMut(Move)) {
        self.each_move::<QUIET>(Some(checks), visit);
    }

    /// Calls `visit` with every legal move, promotions one by one, without a list, the checkers
    /// and pins from `checks` when given. Written apart from [`each_move`](Board::each_move):
    /// perft through that form ran 1.8% more instructions (`cargo xtask icount`).
    #[inline]
    fn each_legal_move(&self, checks: Option<&Checks>, mut visit: impl FnMut(Move)) {
        self.generate_with(checks, |moves| {
            for to in moves.to {
                if moves.role == Role::Pawn && LAST_RANKS.contains(to) {
                    for promotion in PROMOTIONS {
                        visit(Move { from: moves.from, to, promotion: Some(promotion) });
                    }
                } else {
                    visit(Move::new(moves.from, to));
                }
            }
        });
    }

    /// Calls `visit` with the legal moves of `STAGE`, [`NOISY`] or [`QUIET`], promotions one by
    /// one, the checkers and pins from `checks` when given. Noisy moves keep the targets on
    /// enemy pieces (pawns also the en-passant square and the last rank), quiet ones the rest;
    /// a pawn's move to the last rank is then a queen's promotion, or the three others when it
    /// captures nothing.
    #[inline(always)]
    fn each_move<const STAGE: u8>(&self, checks: Option<&Checks>, mut visit: impl FnMut(Move)) {
        let enemy = self.color(!self.side_to_move);
        let en_passant = self.en_passant.map_or(Bitboard::EMPTY, Square::bitboard);
        let (within, pawn_within) = match STAGE {
            NOISY => (enemy, enemy | en_passant | LAST_RANKS),
            _ => (!enemy, !(enemy | en_passant)),
        };
        let mut visit_piece = |moves: PieceMoves| {
            for to in moves.to {
                if moves.role == Role::Pawn && LAST_RANKS.contains(to) {
                    let promotions = match STAGE {
                        NOISY if !enemy.contains(to) => &PROMOTIONS[..1],
                        NOISY => &PROMOTIONS[..],
                        _ => &PROMOTIONS[1..],
                    };
                    for &promotion in promotions {
                        visit(Move { from: moves.from, to, promotion: Some(promotion) });
                    }
                } else {
                    visit(Move::new(moves.from, to));
                }
            }
        };
        // The stage's generator is inlined whole where its list is kept: called out of line, it
        // left the list's address to a call, and the list was copied on return or the call cost
        // as much (`noisy_moves_with`: 249 instructions a position, 227 inlined).
        match self.side_to_move {
            Color::White => self.generate_for::<STAGE>(Color::White, within, pawn_within, checks, &mut visit_piece),
            Color::Black => self.generate_for::<STAGE>(Color::Black, within, pawn_within, checks, &mut visit_piece),
        }
    }

    /// How many legal moves the side to move has, counted from the target sets without listing
    /// them.
    ///
    /// ```
    /// use bbgen::Board;
    /// assert_eq!(Board::startpos().legal_move_count(), 20);
    /// ```
    pub fn legal_move_count(&self) -> usize {
        // Each side's count is compiled apart, with the side a constant.
        match self.side_to_move {
            Color::White => self.move_count(Color::White),
            Color::Black => self.move_count(Color::Black),
        }
    }

    /// [`legal_move_count`](Board::legal_move_count) for `us`, the side to move.
    #[inline(always)]
    fn move_count(&self, us: Color) -> usize {
        let setup = self.setup_for(us, None);
        let mut count = self.king_targets::<ALL>(&setup).count() as usize;
        if setup.checkers.count() > 1 {
            return count;
        }
        // A pinned knight never moves. A queen counts as a bishop and as a rook: the two sets
        // of targets lie on different lines, so none is counted twice.
        for from in self.pieces(setup.us, Role::Knight) & !setup.pinned {
            count += (attacks::knight(from) & setup.target).count() as usize;
        }
        // The pinned ones, rare, are counted apart, so that the others' loops test no pin.
        let queens = self.pieces(setup.us, Role::Queen);
        let diagonal = self.pieces(setup.us, Role::Bishop) | queens;
        let straight = self.pieces(setup.us, Role::Rook) | queens;
        for from in diagonal & !setup.pinned {
            count += (attacks::bishop_moves(from, setup.occupied) & setup.target).count() as usize;
        }
        for from in straight & !setup.pinned {
            count += (attacks::rook_moves(from, setup.occupied) & setup.target).count() as usize;
        }
        for from in (diagonal | straight) & setup.pinned {
            let role = self.role_on(from).unwrap_or(Role::Queen);
            count += self.slider_targets::<ALL>(&setup, role, from).count() as usize;
        }
        // Each target of a set is one pawn's move; a promotion is four moves.
        let sets = self.pawn_sets::<ALL>(&setup);
        // Pushes land on empty squares and captures on enemy pieces; a double push needs empty
        // the square a single push onto the same target would start from. So only the two
        // capture sets can share a square.
        let moves = (sets.single | sets.double | sets.west).count() + sets.east.count();
        let promotions = if ((sets.single | sets.west | sets.east) & LAST_RANKS).is_empty() {
            0
        } else {
            ((sets.single | sets.west) & LAST_RANKS).count() + (sets.east & LAST_RANKS).count()
        };
        count += (moves + 3 * promotions) as usize;
        if let Some(ep) = self.en_passant {
            // The pawns that may take are those a pawn of the other colour on the square attacks.
            for from in attacks::pawn(!setup.us, ep) & self.pieces(setup.us, Role::Pawn) & !setup.pinned {
                count += self.en_passant_target(&setup, from).count() as usize;
            }
        }
        for from in self.pieces(setup.us, Role::Pawn) & setup.pinned {
            let moves = PieceMoves { role: Role::Pawn, from, to: self.pinned_pawn_targets(&setup, from) };
            count += moves.count();
        }
        count
    }

    /// The number of move sequences of `depth` plies from here (the leaves of the game tree), the
    /// last ply counted in bulk.
    ///
    /// ```
    /// use bbgen::Board;
    /// assert_eq!(Board::startpos().perft(3), 8_902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_move_count() as u64,
            _ => {
                let mut nodes = 0;
                // The generator knows each move's piece, so playing it searches for none. Written
                // out for both kinds of move: through `each_legal_move` with the role handed on,
                // or through one closure called from both, perft ran 5% to 7% more instructions.
                self.generate(|moves| {
                    for to in moves.to {
                        if moves.role == Role::Pawn && LAST_RANKS.contains(to) {
                            for promotion in PROMOTIONS {
                                let mut child = *self;
                                child.apply_role(Move { from: moves.from, to, promotion: Some(promotion) }, moves.role);
                                nodes += child.perft(depth - 1);
                            }
                        } else {
                            let mut child = *self;
                            child.apply_role(Move::new(moves.from, to), moves.role);
                            nodes += child.perft(depth - 1);
                        }
                    }
                });
                nodes
            }
        }
    }
}

/// What the moves of every piece of a position depend on.
struct Setup {
    us: Color,
    king: Square,
    occupied: Bitboard,
    checkers: Bitboard,
    pinned: Bitboard,
    /// Where a piece other than the king may move: anywhere but onto its own pieces, or, in
    /// check, onto the checker or between it and the king.
    target: Bitboard,
}

/// The targets of the unpinned pawns, by kind: one square ahead, two ahead, and captures
/// towards the a-file and towards the h-file.
struct PawnSets {
    single: Bitboard,
    double: Bitboard,
    west: Bitboard,
    east: Bitboard,
}

/// Ranks 1 and 8: no pawn stands there, and every pawn move onto them promotes.
pub(crate) const LAST_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

/// The rank a pawn of `color` reaches with a single push from its home rank: a double push
/// passes through it.
#[inline]
const fn third_rank(color: Color) -> Bitboard {
    Bitboard::rank(color.relative_rank(2))
}

/// Every square of `set` moved one rank forward for pawns of `color`.
#[inline]
const fn forward_set(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => set.north(),
        Color::Black => set.south(),
    }
}

/// The square in front of `sq` for a pawn of `color`.
#[inline]
pub(crate) fn forward(color: Color, sq: Square) -> Option<Square> {
    match color {
        Color::White => Square::new(sq as u8 + 8),
        Color::Black => (sq as u8).checked_sub(8).and_then(Square::new),
    }
}
