//! Board geometry on plain `u64` sets, for evaluating tables at expansion time.
//!
//! Squares are `u8` indices, a1 = 0 ... h8 = 63, and bit `i` of a set stands for square `i`.

/// A colour, as the king's colour, the pawns' colour or the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// The other colour.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The colour's name in lower case.
    pub fn word(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// Square indices the docs' examples use.
pub mod sq {
    pub const B2: u8 = 9;
    pub const G2: u8 = 14;
    pub const E2: u8 = 12;
    pub const D4: u8 = 27;
    pub const B4: u8 = 25;
    pub const F4: u8 = 29;
    pub const D2: u8 = 11;
    pub const D6: u8 = 43;
    pub const F2: u8 = 13;
    pub const B6: u8 = 41;
    pub const F6: u8 = 45;
    pub const G4: u8 = 30;
    pub const E4: u8 = 28;
    pub const G5: u8 = 38;
    pub const E7: u8 = 52;
    pub const G7: u8 = 54;
    pub const G8: u8 = 62;
    pub const G1: u8 = 6;
}

const NOT_A_FILE: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H_FILE: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// Every square index, a1 first.
pub const SQUARES: std::ops::Range<u8> = 0..64;

/// The file, 0 (a) to 7 (h).
pub fn file(sq: u8) -> i8 {
    (sq & 7) as i8
}

/// The rank, 0 (first) to 7 (eighth).
pub fn rank(sq: u8) -> i8 {
    (sq >> 3) as i8
}

/// The square at `file` and `rank`, if both are on the board.
pub fn square(file: i8, rank: i8) -> Option<u8> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as u8)
}

/// The set holding `sq` alone.
pub fn bit(sq: u8) -> u64 {
    1 << sq
}

/// The set of squares for which `keep` holds.
pub fn set_where(keep: impl Fn(u8) -> bool) -> u64 {
    SQUARES.filter(|&sq| keep(sq)).fold(0, |set, sq| set | bit(sq))
}

/// One step towards the h-file, dropping what leaves the board.
pub fn east(set: u64) -> u64 {
    (set << 1) & NOT_A_FILE
}

/// One step towards the a-file, dropping what leaves the board.
pub fn west(set: u64) -> u64 {
    (set >> 1) & NOT_H_FILE
}

/// One step forward for pawns of `side`: north for white, south for black.
pub fn forward(side: Side, set: u64) -> u64 {
    match side {
        Side::White => set << 8,
        Side::Black => set >> 8,
    }
}

/// King attacks of every square in `kings`: the east and west neighbours first, then that row of
/// up to three squares moved one rank up and down.
pub fn king_attacks(kings: u64) -> u64 {
    let sideways = east(kings) | west(kings);
    let row = kings | sideways;
    sideways | row << 8 | row >> 8
}

/// Knight attacks of every square in `knights`: one file aside and two ranks up or down, or two
/// files aside and one rank up or down.
pub fn knight_attacks(knights: u64) -> u64 {
    let one = east(knights) | west(knights);
    let two = east(east(knights)) | west(west(knights));
    one << 16 | one >> 16 | two << 8 | two >> 8
}

/// Capture targets of pawns of `side`.
pub fn pawn_attacks(side: Side, pawns: u64) -> u64 {
    forward(side, east(pawns) | west(pawns))
}

/// The king distance between two squares.
pub fn chebyshev(a: u8, b: u8) -> i8 {
    (file(a) - file(b)).abs().max((rank(a) - rank(b)).abs())
}

/// The one-square rook-step distance between two squares.
pub fn manhattan(a: u8, b: u8) -> i8 {
    (file(a) - file(b)).abs() + (rank(a) - rank(b)).abs()
}

/// The step from `a` towards `b` as `(file, rank)` signs, when the two squares are distinct and
/// share a rank, file, diagonal or anti-diagonal.
pub fn direction(a: u8, b: u8) -> Option<(i8, i8)> {
    let (df, dr) = (file(b) - file(a), rank(b) - rank(a));
    let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
    (a != b && aligned).then(|| (df.signum(), dr.signum()))
}

/// The squares reached from `from` by repeating `step` until the edge, `from` excluded.
pub fn walk(from: u8, (df, dr): (i8, i8)) -> impl Iterator<Item = u8> {
    (1..8).map_while(move |k| square(file(from) + k * df, rank(from) + k * dr))
}

/// The squares strictly between `a` and `b` when they share a rank, file, diagonal or
/// anti-diagonal; empty otherwise, and when `a == b`.
pub fn between(a: u8, b: u8) -> u64 {
    direction(a, b).map_or(0, |step| walk(a, step).take_while(|&sq| sq != b).fold(0, |set, sq| set | bit(sq)))
}

/// The squares from `from` through `through` to the edge, `from` excluded; empty when the two
/// are not aligned or equal.
pub fn ray(from: u8, through: u8) -> u64 {
    direction(from, through).map_or(0, |step| walk(from, step).fold(0, |set, sq| set | bit(sq)))
}

/// The whole line, edge to edge, through two aligned squares; empty when they are not aligned or
/// equal.
pub fn full_line(a: u8, b: u8) -> u64 {
    if direction(a, b).is_some() { ray(a, b) | ray(b, a) | bit(a) } else { 0 }
}

/// The rank, file, diagonal and anti-diagonal through `sq`, each including `sq`.
pub fn lines(sq: u8) -> [u64; 4] {
    [(1, 0), (0, 1), (1, 1), (-1, 1)]
        .map(|(df, dr)| walk(sq, (df, dr)).chain(walk(sq, (-df, -dr))).fold(bit(sq), |set, s| set | bit(s)))
}

/// The index of the unordered pair `{a, b}` in a table of 64 * 65 / 2 entries, rows by the
/// larger square: the rows below row `high` hold 1 + 2 + ... + high entries, summed here rather
/// than in the runtime's closed form so that the tests compare two derivations.
pub fn triangular_index(a: u8, b: u8) -> usize {
    let (low, high) = (usize::from(a.min(b)), usize::from(a.max(b)));
    (1..=high).sum::<usize>() + low
}

/// The 0x88 difference `b - a` in 0x88 coordinates, plus 120: unique per rank and file offset,
/// in `1..=239`.
pub fn x88_diff(a: u8, b: u8) -> usize {
    let x88 = |sq: u8| i32::from(rank(sq)) * 16 + i32::from(file(sq));
    (x88(b) - x88(a) + 120) as usize
}

/// The fewest knight moves from `(file, rank)` to every cell of a `size` x `size` board, by
/// breadth-first search, as a vector indexed by `rank * size + file`.
pub fn knight_distances(size: i8, (file, rank): (i8, i8)) -> Vec<u8> {
    let jumps = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    let index = |f: i8, r: i8| r as usize * size as usize + f as usize;
    let mut out = vec![u8::MAX; index(0, size)];
    out[index(file, rank)] = 0;
    let mut frontier = vec![(file, rank)];
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for (f, r) in frontier {
            for (df, dr) in jumps {
                let (nf, nr) = (f + df, r + dr);
                if (0..size).contains(&nf) && (0..size).contains(&nr) && out[index(nf, nr)] == u8::MAX {
                    out[index(nf, nr)] = depth;
                    next.push((nf, nr));
                }
            }
        }
        frontier = next;
    }
    out
}

/// The four directions of a rook, or of a bishop, as `(file, rank)` steps.
pub fn slider_steps(diagonal: bool) -> [(i8, i8); 4] {
    if diagonal { [(1, 1), (-1, 1), (1, -1), (-1, -1)] } else { [(1, 0), (-1, 0), (0, 1), (0, -1)] }
}

/// Slider rays from every square, per direction: the squares from `sq` to the edge, `sq`
/// excluded. Computed once so that attacks for many occupancies cost a few operations each.
pub struct Rays {
    /// `[direction][square]`, directions as [`slider_steps`] orders them.
    rays: [[u64; 64]; 4],
    /// Whether each direction runs towards higher square indices.
    upward: [bool; 4],
}

impl Rays {
    /// The rays of a rook (`diagonal` false) or a bishop.
    pub fn new(diagonal: bool) -> Rays {
        let steps = slider_steps(diagonal);
        let mut rays = [[0; 64]; 4];
        for (dir, &step) in steps.iter().enumerate() {
            for sq in SQUARES {
                rays[dir][usize::from(sq)] = walk(sq, step).fold(0, |set, s| set | bit(s));
            }
        }
        Rays { rays, upward: steps.map(|(df, dr)| dr > 0 || (dr == 0 && df > 0)) }
    }

    /// The squares a slider on `sq` attacks with `occupancy` on the board: each ray up to and
    /// including its first occupied square.
    pub fn attacks(&self, sq: u8, occupancy: u64) -> u64 {
        let mut set = 0;
        for dir in 0..4 {
            let ray = self.rays[dir][usize::from(sq)];
            let blockers = ray & occupancy;
            set |= if blockers == 0 {
                ray
            } else {
                let first = if self.upward[dir] { blockers.trailing_zeros() } else { 63 - blockers.leading_zeros() };
                ray ^ self.rays[dir][first as usize]
            };
        }
        set
    }

    /// The squares whose occupancy matters to a slider on `sq`: its rays less each one's last
    /// square, which is attacked whether or not it is occupied.
    pub fn mask(&self, sq: u8) -> u64 {
        let mut set = 0;
        for dir in 0..4 {
            let ray = self.rays[dir][usize::from(sq)];
            if ray != 0 {
                let last = if self.upward[dir] { 63 - ray.leading_zeros() } else { ray.trailing_zeros() };
                set |= ray & !bit(last as u8);
            }
        }
        set
    }
}

/// Every subset of `mask`, from the empty set up, in the order their bits count in binary: the
/// `i`-th subset is the one whose bits, packed in order, spell `i` (what PEXT computes).
pub fn subsets(mask: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        out.push(subset);
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return out;
        }
    }
}
