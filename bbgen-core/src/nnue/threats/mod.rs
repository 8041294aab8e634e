//! Threats: every piece attacking an occupied square, as NNUE threat inputs count them, and what
//! a move changes among them, so that an accumulator is updated rather than recomputed.
//!
//! Two calls give the changes:
//! - inside a search, [`Board::play_unchecked_with_threats`] plays the move and records its
//!   changes on the way, only those of the (attacker, attacked) pairs the network counts
//!   ([`ThreatPairs`], which `nnue_threats!` emits for its map), into a [`ThreatChanges`]
//!   reused from move to move;
//! - to look at a move without playing it, [`Board::threat_changes`] returns every change,
//!   ordered by attacker square, then target square.
//!
//! A move changes the contents of at most four squares (a castling king's and rook's, the square
//! an en passant capture empties). A threat can change only if its attacker or its target stands
//! on one of them, or its attacker is a slider whose line crosses one whose occupancy changed.
//! [`Board::threat_changes`] finds those attackers (the sliders by a slider lookup from each
//! square whose occupancy changed) and compares each one's targets before and after, in square
//! order, so that both lists come out ordered with no sorting and no buffer but the answer's.
//! [`Board::play_unchecked_with_threats`] compares nothing: the threats a piece makes and
//! receives on the square it leaves or reaches come from attack lookups there, and the sliders
//! whose lines the move opens or closes from the same lookups.
//!
//! ```text
//! 8 . . . . r . . k     Nf3-e5: the knight's threats against the rook on e1 and the king on
//! 7 . . . . . . . .     g1 go, and on e5 it attacks nothing; the rooks, which saw each other
//! 6 . . . . . . . .     along the e-file, now both see the knight. The squares changed are f3
//! 5 . . . . . . . .     and e5; the attackers compared are the knight and the two rooks,
//! 4 . . . . . . . .     which attack e5.
//! 3 . . . . . N . .
//! 2 . . . . . . . .
//! 1 . . . . R . K .
//!   a b c d e f g h
//! ```

#![forbid(unsafe_code)]

mod pairs;
mod record;

pub use pairs::ThreatPairs;

use crate::{Bitboard, Board, Color, Move, Piece, Role, Square, attacks};

/// One threat: `attacker` on `from` attacks `attacked` on `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Threat {
    /// The attacking piece.
    pub attacker: Piece,
    /// Its square.
    pub from: Square,
    /// The attacked piece.
    pub attacked: Piece,
    /// Its square.
    pub to: Square,
}

/// The threats of a board, by attacker square, then target square: what
/// [`Board::threats`] returns.
#[derive(Clone, Debug)]
pub struct Threats<'a> {
    board: &'a Board,
    /// The attackers not yet visited.
    attackers: Bitboard,
    /// The attacker being visited, and its targets not yet returned.
    current: Option<(Piece, Square, Bitboard)>,
}

impl Iterator for Threats<'_> {
    type Item = Threat;

    #[inline]
    fn next(&mut self) -> Option<Threat> {
        loop {
            if let Some((attacker, from, targets)) = &mut self.current
                && let Some(to) = targets.first()
            {
                *targets = targets.without(to);
                let attacked = self.board.piece_at(to)?;
                return Some(Threat { attacker: *attacker, from: *from, attacked, to });
            }
            let from = self.attackers.first()?;
            self.attackers = self.attackers.without(from);
            let attacker = self.board.piece_at(from)?;
            let occupied = self.board.occupied();
            let targets = attacks::of(attacker.role, attacker.color, from, occupied) & occupied;
            self.current = Some((attacker, from, targets));
        }
    }
}

/// What a move changes among the threats: [`Board::threat_changes`] returns one, and
/// [`Board::play_unchecked_with_threats`] fills one that a search keeps from move to move.
///
/// Each list holds at most [`ThreatChanges::CAPACITY`] threats, which no move can exceed.
#[derive(Clone, Debug)]
pub struct ThreatChanges {
    added: [Threat; ThreatChanges::CAPACITY],
    removed: [Threat; ThreatChanges::CAPACITY],
    added_len: u8,
    removed_len: u8,
}

impl ThreatChanges {
    /// An empty record, for [`Board::play_unchecked_with_threats`] to fill move after move.
    ///
    /// ```
    /// use bbgen::ThreatChanges;
    /// let changes = ThreatChanges::new();
    /// assert!(changes.added().is_empty() && changes.removed().is_empty());
    /// ```
    #[inline]
    pub const fn new() -> ThreatChanges {
        ThreatChanges::NONE
    }

    /// What fills a list's unused places: every byte zero, so that [`NONE`](Self::NONE) is set
    /// up as one block.
    const BLANK: Threat = Threat {
        attacker: Piece::new(Color::White, Role::Pawn),
        from: Square::A1,
        attacked: Piece::new(Color::White, Role::Pawn),
        to: Square::A1,
    };

    /// No changes.
    const NONE: ThreatChanges = ThreatChanges {
        added: [ThreatChanges::BLANK; ThreatChanges::CAPACITY],
        removed: [ThreatChanges::BLANK; ThreatChanges::CAPACITY],
        added_len: 0,
        removed_len: 0,
    };

    /// How many threats each list can hold: 64, a bound no move reaches. On either board, a
    /// threat that the move changes involves a square whose contents it changes: as the
    /// attacker's square or the target's, when that square is occupied (at most 8 threats from
    /// it, as a queen sees 8 nearest pieces, and 16 to it, from the 8 knight squares and the
    /// nearest piece in each of the 8 directions), or as a square the threat passes over, when
    /// it is empty (at most 8: on each of its 4 lines, the nearest pieces on either side
    /// attacking each other). The most squares a move changes is castling's four, of which two
    /// are occupied and two empty on either board: 2 x (8 + 16) + 2 x 8 = 64. En passant's three
    /// give at most 56, every other move's two at most 48.
    pub const CAPACITY: usize = 64;

    /// The threats the move makes, which the board before it does not have.
    ///
    /// ```
    /// use bbgen::{Board, Color::White, Piece, Role, Square::*, Threat};
    /// let board = Board::startpos();
    /// let changes = board.threat_changes(board.parse_uci("e2e4").unwrap());
    /// // The pawn leaves its four defenders for a square where it attacks nothing and nothing
    /// // attacks it, and no line through e2 reaches a piece.
    /// assert!(changes.added().is_empty());
    /// let pawn = Piece::new(White, Role::Pawn);
    /// let defenders = [(Role::Queen, D1), (Role::King, E1), (Role::Bishop, F1), (Role::Knight, G1)];
    /// let lost = defenders.map(|(role, from)| Threat { attacker: Piece::new(White, role), from, attacked: pawn, to: E2 });
    /// assert_eq!(changes.removed(), lost);
    /// ```
    #[inline]
    pub fn added(&self) -> &[Threat] {
        &self.added[..usize::from(self.added_len)]
    }

    /// The threats the board before the move has and the board after it does not.
    #[inline]
    pub fn removed(&self) -> &[Threat] {
        &self.removed[..usize::from(self.removed_len)]
    }

    /// Empties both lists.
    #[inline]
    fn clear(&mut self) {
        self.added_len = 0;
        self.removed_len = 0;
    }

    /// The threats added, to append to.
    #[inline]
    fn added_list(&mut self) -> List<'_> {
        List { threats: &mut self.added, len: &mut self.added_len }
    }

    /// The threats removed, to append to.
    #[inline]
    fn removed_list(&mut self) -> List<'_> {
        List { threats: &mut self.removed, len: &mut self.removed_len }
    }
}

/// One of the two lists of a [`ThreatChanges`], to append to.
struct List<'a> {
    threats: &'a mut [Threat; ThreatChanges::CAPACITY],
    len: &'a mut u8,
}

impl List<'_> {
    /// Appends `threat`.
    #[inline]
    fn push(&mut self, threat: Threat) {
        if let Some(slot) = self.threats.get_mut(usize::from(*self.len)) {
            *slot = threat;
            *self.len += 1;
        }
    }

    /// Whether the list holds `threat` already.
    #[inline]
    fn contains(&self, threat: &Threat) -> bool {
        self.threats[..usize::from(*self.len)].contains(threat)
    }
}

impl Default for ThreatChanges {
    /// [`ThreatChanges::new`].
    #[inline]
    fn default() -> ThreatChanges {
        ThreatChanges::new()
    }
}

/// The inputs of `board`'s threats seen from `perspective`, by attacker square, then target
/// square: what the functions of a threat map (`nnue_threats!`) give as a board's active inputs.
/// `index` is the map's accessor, given each threat and the side's king; the threats it gives
/// no input are left out.
#[inline]
pub fn threats_active<'a>(
    board: &'a Board,
    perspective: Color,
    index: impl Fn(Color, Piece, Square, Piece, Square, Square) -> Option<u32> + 'a,
) -> impl Iterator<Item = u32> + 'a {
    let king = board.king(perspective);
    board.threats().filter_map(move |t| index(perspective, t.attacker, t.from, t.attacked, t.to, king))
}

/// The piece on `sq` and the occupied squares it attacks, if any.
#[inline]
fn attacker(board: &Board, sq: Square, occupied: Bitboard) -> Option<(Piece, Bitboard)> {
    if !occupied.contains(sq) {
        return None;
    }
    let piece = board.piece_of_occupied(sq);
    Some((piece, attacks::of(piece.role, piece.color, sq, occupied) & occupied))
}

impl Board {
    /// Every threat on the board: each piece of either colour, kings included, attacking an
    /// occupied square, pawns by their captures, sliders up to the nearest piece. In order of
    /// attacker square, then target square.
    ///
    /// ```
    /// use bbgen::Board;
    /// // In the starting position each side's pieces defend one another: 20 threats a side.
    /// assert_eq!(Board::startpos().threats().count(), 40);
    /// ```
    #[inline]
    pub fn threats(&self) -> Threats<'_> {
        Threats { board: self, attackers: self.occupied(), current: None }
    }

    /// What the legal move `mv` changes among the threats: exactly the difference between
    /// `self.threats()` and the threats of the board after it, each threat once, found from the
    /// squares the move changes rather than by recounting. No allocation; see
    /// [`ThreatChanges::CAPACITY`]. For a move that is not legal, the changes are those of the
    /// board [`play_unchecked`](Board::play_unchecked) leaves in a release build.
    ///
    /// ```
    /// use bbgen::{Board, Threat};
    /// let board = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")?;
    /// for mv in board.legal_moves() {
    ///     let after = board.played(mv);
    ///     let changes = board.threat_changes(mv);
    ///     let mut threats: Vec<Threat> = board.threats().collect();
    ///     threats.retain(|threat| !changes.removed().contains(threat));
    ///     threats.extend_from_slice(changes.added());
    ///     threats.sort_by_key(|t| (t.from, t.to));
    ///     assert_eq!(threats, after.threats().collect::<Vec<_>>());
    /// }
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    #[inline]
    pub fn threat_changes(&self, mv: Move) -> ThreatChanges {
        let mut changes = ThreatChanges::NONE;
        compare(self, &self.applied(mv), ThreatPairs::ALL, &mut changes);
        changes
    }
}

/// Appends to `changes` the threats of `pairs` that differ between `before` and `after`, the
/// boards before and after a move: by attacker square, then target square.
#[inline]
fn compare(before: &Board, after: &Board, pairs: ThreatPairs, changes: &mut ThreatChanges) {
    // The squares whose contents change: a piece arrives, leaves or is taken, which changes
    // a colour, or, in Chess960, a castling king and rook take each other's squares.
    let changed = (before.colors[0] ^ after.colors[0])
        | (before.colors[1] ^ after.colors[1])
        | (before.role(Role::King) ^ after.role(Role::King));
    let (occupied, now_occupied) = (before.occupied(), after.occupied());
    // Every attacker whose threats may change: the pieces on the changed squares, and those
    // attacking a changed square, before the move. The second take in the sliders that see
    // a square whose occupancy changes, whose lines change past it; a piece elsewhere that
    // attacks a changed square after the move did so before.
    let mut attackers = changed;
    for sq in changed {
        attackers |= before.attackers_to(sq, occupied);
    }
    // Each attacker's threats before and after, compared target by target, in square order.
    for from in attackers {
        let (old, new) = if changed.contains(from) {
            (attacker(before, from, occupied), attacker(after, from, now_occupied))
        } else {
            // The same piece on both boards, whose attacks change only if it slides.
            let piece = before.piece_of_occupied(from);
            let old = attacks::of(piece.role, piece.color, from, occupied);
            let slides = matches!(piece.role, Role::Bishop | Role::Rook | Role::Queen);
            let new = if slides { attacks::of(piece.role, piece.color, from, now_occupied) } else { old };
            (Some((piece, old & occupied)), Some((piece, new & now_occupied)))
        };
        let (gone, came, both) = match (old, new) {
            (Some((a, old)), Some((b, new))) if a == b => (old & !new, new & !old, old & new & changed),
            (old, new) => (old.map_or(Bitboard::EMPTY, |o| o.1), new.map_or(Bitboard::EMPTY, |n| n.1), Bitboard::EMPTY),
        };
        if let Some((attacker, _)) = old {
            for to in gone | both {
                let attacked = before.piece_of_occupied(to);
                if pairs.contains(attacker.role, attacked.role) {
                    changes.removed_list().push(Threat { attacker, from, attacked, to });
                }
            }
        }
        if let Some((attacker, _)) = new {
            for to in came | both {
                let attacked = after.piece_of_occupied(to);
                if pairs.contains(attacker.role, attacked.role) {
                    changes.added_list().push(Threat { attacker, from, attacked, to });
                }
            }
        }
    }
}
