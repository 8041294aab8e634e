//! A move played with what it changes in every input of a set (`nnue_inputs!`) recorded for both
//! sides: the pieces it takes off and puts on squares, the pawns before and after it, and the
//! threats, from which each input's removed and added indices come.
//!
//! ```text
//! Board::play, recording  --> pieces off and on, pawns before and after, threats
//! each input, each side   --> removed and added indices, or a refresh
//! ```
//!
//! The set's `_play` function does both; the helpers it calls are here, one for each kind of
//! input, each given the input's accessor.

#![forbid(unsafe_code)]

use super::threats::{ThreatChanges, ThreatPairs};
use crate::{Bitboard, Board, CastlingSide, Color, Move, Piece, Role, Square};

/// What a move changes in one input of one side: the indices it removes and adds, or a refresh,
/// the input then found afresh from the board after the move.
///
/// A move's indices come as its pieces, pawn pairs and threats change, not netted: a Chess960
/// castling that leaves the king where it stood removes and adds the king's index.
#[derive(Clone, Debug)]
pub struct IndexChanges {
    removed: [u32; IndexChanges::CAPACITY],
    added: [u32; IndexChanges::CAPACITY],
    removed_len: u8,
    added_len: u8,
    refresh: bool,
}

impl IndexChanges {
    /// How many indices each list can hold: 96, a bound no move reaches in any one input. A
    /// move changes at most 64 threats each way ([`ThreatChanges::CAPACITY`]), the squares of at
    /// most two pieces each way, and the pairs of at most two pawns each way (the one that
    /// moves, and one it takes), each with at most 15 other pawns.
    pub const CAPACITY: usize = 96;

    /// No changes.
    const NONE: IndexChanges = IndexChanges {
        removed: [0; Self::CAPACITY],
        added: [0; Self::CAPACITY],
        removed_len: 0,
        added_len: 0,
        refresh: false,
    };

    /// The indices the move removes.
    #[inline]
    pub fn removed(&self) -> &[u32] {
        &self.removed[..usize::from(self.removed_len)]
    }

    /// The indices the move adds.
    #[inline]
    pub fn added(&self) -> &[u32] {
        &self.added[..usize::from(self.added_len)]
    }

    /// Whether the move changes the input whole, so that it is found afresh from the board after
    /// it; the lists are then empty.
    #[inline]
    pub fn refresh(&self) -> bool {
        self.refresh
    }

    #[inline]
    fn remove(&mut self, index: u32) {
        if let Some(slot) = self.removed.get_mut(usize::from(self.removed_len)) {
            *slot = index;
            self.removed_len += 1;
        }
    }

    #[inline]
    fn add(&mut self, index: u32) {
        if let Some(slot) = self.added.get_mut(usize::from(self.added_len)) {
            *slot = index;
            self.added_len += 1;
        }
    }
}

/// What a move changes in every input of a set of `N` inputs, for both sides: what a set's
/// `_play` function fills, one record kept from move to move.
#[derive(Clone, Debug)]
pub struct InputChanges<const N: usize> {
    /// The pieces taken off squares, then those put on, and how many of each.
    off: [(Piece, Square); 2],
    on: [(Piece, Square); 2],
    off_len: u8,
    on_len: u8,
    /// Each side's pawns before the move and after it.
    pawns: [[Bitboard; 2]; 2],
    /// The threats the move changes, of the pairs the set's threat map counts.
    threats: ThreatChanges,
    /// Each side's, then each input's, indices.
    sides: [[IndexChanges; N]; 2],
}

impl<const N: usize> InputChanges<N> {
    /// An empty record.
    ///
    /// ```
    /// use bbgen::{Color, InputChanges};
    /// let changes = InputChanges::<3>::new();
    /// assert!(changes.of(Color::White, 0).removed().is_empty());
    /// ```
    pub const fn new() -> InputChanges<N> {
        const BLANK: (Piece, Square) = (Piece::new(Color::White, Role::Pawn), Square::A1);
        InputChanges {
            off: [BLANK; 2],
            on: [BLANK; 2],
            off_len: 0,
            on_len: 0,
            pawns: [[Bitboard::EMPTY; 2]; 2],
            threats: ThreatChanges::new(),
            sides: [const { [IndexChanges::NONE; N] }; 2],
        }
    }

    /// The changes of input `input` (its number in the set) for `perspective`'s side.
    ///
    /// # Panics
    /// Where `input` is not below `N`.
    #[inline]
    pub fn of(&self, perspective: Color, input: usize) -> &IndexChanges {
        &self.sides[perspective as usize][input]
    }

    /// The threats the move changed, of the pairs the set's threat map counts.
    #[inline]
    pub fn threats(&self) -> &ThreatChanges {
        &self.threats
    }

    #[inline]
    fn side(&mut self, perspective: Color, input: usize) -> Option<&mut IndexChanges> {
        self.sides[perspective as usize].get_mut(input)
    }
}

impl<const N: usize> Default for InputChanges<N> {
    fn default() -> Self {
        Self::new()
    }
}

/// Plays the legal move `mv` on `board` and records in `changes` the pieces it takes off and
/// puts on squares, the pawns before and after it and the threats of `pairs` it changes, every
/// input's lists emptied: the first half of a set's `_play` function.
#[inline(always)]
pub fn play_recording<const N: usize>(board: &mut Board, mv: Move, pairs: &ThreatPairs, changes: &mut InputChanges<N>) {
    let us = board.side_to_move();
    let pawns = |board: &Board| Color::ALL.map(|color| board.pieces(color, Role::Pawn));
    changes.pawns[0] = pawns(board);
    record_pieces(board, mv, us, changes);
    board.play_unchecked_with_threats(mv, pairs, &mut changes.threats);
    changes.pawns[1] = pawns(board);
    for side in &mut changes.sides {
        for input in side {
            input.removed_len = 0;
            input.added_len = 0;
            input.refresh = false;
        }
    }
}

/// Records in `changes` the pieces the legal move `mv` of `us` on `board` takes off squares and
/// puts on them.
#[inline(always)]
fn record_pieces<const N: usize>(board: &Board, mv: Move, us: Color, changes: &mut InputChanges<N>) {
    let role = board.role_of_occupied(mv.from);
    let moved = Piece::new(us, role);
    changes.off[0] = (moved, mv.from);
    (changes.off_len, changes.on_len) = (1, 1);
    if board.color(us).contains(mv.to) {
        let side = CastlingSide::of_castling(mv.from, mv.to);
        let rook = Piece::new(us, Role::Rook);
        changes.off[1] = (rook, mv.to);
        changes.on = [(moved, side.king_to(us)), (rook, side.rook_to(us))];
        (changes.off_len, changes.on_len) = (2, 2);
        return;
    }
    changes.on[0] = (Piece::new(us, mv.promotion.unwrap_or(role)), mv.to);
    if board.color(!us).contains(mv.to) {
        changes.off[1] = (Piece::new(!us, board.role_of_occupied(mv.to)), mv.to);
        changes.off_len = 2;
    } else if role == Role::Pawn && Some(mv.to) == board.en_passant() && mv.from.file() != mv.to.file() {
        changes.off[1] = (Piece::new(!us, Role::Pawn), Square::ALL[mv.to.index() ^ 8]);
        changes.off_len = 2;
    }
}

/// Marks input `input` of `perspective` as refreshed.
#[inline(always)]
pub fn refresh_input<const N: usize>(changes: &mut InputChanges<N>, input: usize, perspective: Color) {
    if let Some(side) = changes.side(perspective, input) {
        side.refresh = true;
    }
}

/// Input `input`'s changes for `perspective`, a piece-square input whose accessor is `index`,
/// the side's king on `king` after the move (in the same bucket and mirroring as before it).
#[inline(always)]
pub fn psq_changes<const N: usize>(
    changes: &mut InputChanges<N>,
    input: usize,
    perspective: Color,
    king: Square,
    index: impl Fn(Color, Piece, Square, Square) -> u32,
) {
    let (off, on) = (changes.off, changes.on);
    let (off_len, on_len) = (usize::from(changes.off_len), usize::from(changes.on_len));
    if let Some(side) = changes.side(perspective, input) {
        for &(piece, sq) in &off[..off_len] {
            side.remove(index(perspective, piece, sq, king));
        }
        for &(piece, sq) in &on[..on_len] {
            side.add(index(perspective, piece, sq, king));
        }
    }
}

/// Input `input`'s changes for `perspective`, a threat input whose accessor is `index`, the
/// side's king on `king` (on the same half of the board before and after the move).
#[inline(always)]
pub fn threat_input_changes<const N: usize>(
    changes: &mut InputChanges<N>,
    input: usize,
    perspective: Color,
    king: Square,
    index: impl Fn(Color, Piece, Square, Piece, Square, Square) -> Option<u32>,
) {
    let InputChanges { threats, sides, .. } = changes;
    let Some(side) = sides[perspective as usize].get_mut(input) else { return };
    for t in threats.removed() {
        if let Some(i) = index(perspective, t.attacker, t.from, t.attacked, t.to, king) {
            side.remove(i);
        }
    }
    for t in threats.added() {
        if let Some(i) = index(perspective, t.attacker, t.from, t.attacked, t.to, king) {
            side.add(i);
        }
    }
}

/// Input `input`'s changes for `perspective`, a pawn-pair input whose band is `band` and
/// accessor `index`, the side's king on `king` (on the same side of the mirror before and after
/// the move): the pairs of each pawn that left a square with every pawn beside it before the
/// move, and of each that reached one with every pawn beside it after, each pair once.
#[inline(always)]
pub fn pair_changes<const N: usize>(
    changes: &mut InputChanges<N>,
    input: usize,
    perspective: Color,
    king: Square,
    band: &[u64; 64],
    index: impl Fn(Color, Color, Square, Color, Square, Square) -> u32,
) {
    let [before, after] = changes.pawns;
    let Some(side) = changes.side(perspective, input) else { return };
    let (white, black) = (before[0] ^ after[0], before[1] ^ after[1]);
    if (white | black).is_empty() {
        return;
    }
    // The pair of the pawns on `a` and `b`, White's being `white`.
    let pair = |white: Bitboard, a: Square, b: Square| {
        let color = |sq: Square| if white.contains(sq) { Color::White } else { Color::Black };
        index(perspective, color(a), a, color(b), b, king)
    };
    each_pair(before, band, (before[0] & white) | (before[1] & black), |a, b| side.remove(pair(before[0], a, b)));
    each_pair(after, band, (after[0] & white) | (after[1] & black), |a, b| side.add(pair(after[0], a, b)));
}

/// Each pair of `pawns` within `band` of each other of which at least one is `changed`, once.
#[inline(always)]
fn each_pair(pawns: [Bitboard; 2], band: &[u64; 64], changed: Bitboard, mut f: impl FnMut(Square, Square)) {
    let mut rest = changed;
    let unchanged = (pawns[0] | pawns[1]) & !changed;
    while let Some(a) = rest.first() {
        rest = rest.without(a);
        for b in Bitboard(band[a as usize]) & (unchanged | rest) {
            f(a, b);
        }
    }
}
