//! Threats: every piece attacking an occupied square, as NNUE threat inputs count them, and what
//! a move changes among them, so that an accumulator is updated rather than recomputed.
//!
//! A move changes the contents of at most four squares (a castling king's and rook's, the square
//! an en passant capture empties). A threat can change only if its attacker or its target stands
//! on one of them, or its attacker is a slider whose line crosses one whose occupancy changed.
//! [`Board::threat_changes`] gathers exactly those threats on both boards, finding the sliders
//! by a slider lookup from each square whose occupancy changed, and keeps the ones that differ.
//!
//! ```text
//! 8 . . . . k . . .     Nf3-e5: the knight's threats from f3 (on d2 and h2 in another
//! 7 . . . . . . . .     position) go, its threats from e5 come; the rook on e1 now sees e5
//! 6 . . . . . . . .     rather than e8 ... and every line through f3 and e5 is looked at.
//! 5 . . . . . . . .
//! 4 . . . . . . . .
//! 3 . . . . . N . .
//! 2 . . . . . . . .
//! 1 . . . . R . K .
//!   a b c d e f g h
//! ```

#![forbid(unsafe_code)]

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

impl Threat {
    /// The threat a [`key`] stands for.
    const fn of_key(key: u32) -> Threat {
        Threat {
            attacker: piece_of(key >> 4 & 15),
            from: Square::ALL[(key >> 14 & 63) as usize],
            attacked: piece_of(key & 15),
            to: Square::ALL[(key >> 8 & 63) as usize],
        }
    }
}

/// A threat as one number, ordered by attacker square, then target square: the pieces as
/// [`square_bits`] numbers them.
#[inline]
const fn key(from: Square, to: Square, attacker: u32, attacked: u32) -> u32 {
    (from as u32) << 14 | (to as u32) << 8 | attacker << 4 | attacked
}

/// The piece that [`square_bits`] numbers `bits`.
const fn piece_of(bits: u32) -> Piece {
    Piece::new(Color::ALL[(bits >> 3 & 1) as usize], Role::ALL[(bits & 7) as usize % 6])
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

/// What a move changes among the threats: [`Board::threat_changes`].
///
/// Both lists are ordered by attacker square, then target square, and hold at most
/// [`ThreatChanges::CAPACITY`] threats each, which no move can exceed.
#[derive(Clone, Debug)]
pub struct ThreatChanges {
    added: [Threat; ThreatChanges::CAPACITY],
    removed: [Threat; ThreatChanges::CAPACITY],
    added_len: u8,
    removed_len: u8,
}

impl ThreatChanges {
    /// How many threats each list can hold: 128, a bound no move reaches. A move changes at most
    /// four squares' contents, and on either board a threat that changes involves one of them
    /// as attacker square (at most 8 threats from a square: a queen sees 8 nearest pieces), as
    /// target square (at most 16: 8 knight squares, and the nearest piece in each of the 8
    /// directions), or passes through it (at most 8: one per direction, from the nearest piece
    /// on one side to the nearest on the other); 4 x (8 + 16 + 8) = 128.
    pub const CAPACITY: usize = 128;

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
}

/// Threats gathered from one board, as keys: at most 36 attacker squares (four changed and 32
/// sliders seeing them) with 8 threats each, and 16 attackers of each of 4 changed squares.
struct Gathered {
    keys: [u32; 352],
    len: usize,
}

impl Gathered {
    #[inline]
    fn push(&mut self, key: u32) {
        if let Some(slot) = self.keys.get_mut(self.len) {
            *slot = key;
            self.len += 1;
        }
    }

    /// The threats of `board` whose attacker stands on `movers`, or whose target stands on
    /// `changed` with the attacker elsewhere, sorted.
    fn of(board: &Board, movers: Bitboard, changed: Bitboard) -> Gathered {
        let mut out = Gathered { keys: [0; 352], len: 0 };
        let occupied = board.occupied();
        for from in movers & occupied {
            let attacker = square_bits(board, from);
            let piece = piece_of(attacker);
            for to in attacks::of(piece.role, piece.color, from, occupied) & occupied {
                out.push(key(from, to, attacker, square_bits(board, to)));
            }
        }
        for to in changed & occupied {
            let attacked = square_bits(board, to);
            for from in board.attackers_to(to, occupied) & !movers {
                out.push(key(from, to, square_bits(board, from), attacked));
            }
        }
        out.keys[..out.len].sort_unstable();
        out
    }
}

/// The piece on the occupied square `sq` as a number: its colour times 8 plus its role.
#[inline]
fn square_bits(board: &Board, sq: Square) -> u32 {
    let white = board.color(Color::White).contains(sq);
    u32::from(!white) << 3 | board.role_of_occupied(sq) as u32
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
    pub fn threat_changes(&self, mv: Move) -> ThreatChanges {
        let after = self.applied(mv);
        // The squares whose contents change, and those whose occupancy does.
        let mut changed = (self.colors[0] ^ after.colors[0]) | (self.colors[1] ^ after.colors[1]);
        for (before, now) in self.roles.iter().zip(&after.roles) {
            changed |= *before ^ *now;
        }
        let occupied = self.occupied();
        let emptied_or_filled = occupied ^ after.occupied();
        // The sliders that see a square whose occupancy changes: their lines change past it.
        let diagonal = self.role(Role::Bishop) | self.role(Role::Queen);
        let straight = self.role(Role::Rook) | self.role(Role::Queen);
        let mut movers = changed;
        for sq in emptied_or_filled {
            movers |= (attacks::bishop_moves(sq, occupied) & diagonal) | (attacks::rook_moves(sq, occupied) & straight);
        }
        let before = Gathered::of(self, movers, changed);
        let now = Gathered::of(&after, movers, changed);
        let mut changes = ThreatChanges {
            added: [Threat::of_key(0); ThreatChanges::CAPACITY],
            removed: [Threat::of_key(0); ThreatChanges::CAPACITY],
            added_len: 0,
            removed_len: 0,
        };
        let (old, new) = (&before.keys[..before.len], &now.keys[..now.len]);
        let (mut i, mut j) = (0, 0);
        while i < old.len() || j < new.len() {
            match (old.get(i), new.get(j)) {
                (Some(a), Some(b)) if a == b => {
                    i += 1;
                    j += 1;
                }
                (Some(&a), b) if b.is_none_or(|&b| a < b) => {
                    push(&mut changes.removed, &mut changes.removed_len, a);
                    i += 1;
                }
                (_, Some(&b)) => {
                    push(&mut changes.added, &mut changes.added_len, b);
                    j += 1;
                }
                (_, None) => i += 1,
            }
        }
        changes
    }
}

/// Appends the threat `key` to a list of changes.
#[inline]
fn push(list: &mut [Threat; ThreatChanges::CAPACITY], len: &mut u8, key: u32) {
    if let Some(slot) = list.get_mut(usize::from(*len)) {
        *slot = Threat::of_key(key);
        *len += 1;
    }
}
