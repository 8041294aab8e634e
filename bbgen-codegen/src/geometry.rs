//! Board geometry on plain `u64` sets, for evaluating tables at expansion time.
//!
//! Squares are `u8` indices, a1 = 0 ... h8 = 63, and bit `i` of a set stands for square `i`.

const NOT_A_FILE: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H_FILE: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// The file, 0 (a) to 7 (h).
pub fn file(sq: u8) -> i8 {
    (sq & 7) as i8
}

/// The rank, 0 (first) to 7 (eighth).
pub fn rank(sq: u8) -> i8 {
    (sq >> 3) as i8
}

/// The square at `file` and `rank`, both in `0..8`.
pub fn square(file: i8, rank: i8) -> u8 {
    (rank * 8 + file) as u8
}

/// The set holding `sq` alone.
pub fn bit(sq: u8) -> u64 {
    1 << sq
}

/// One step towards the h-file, dropping what leaves the board.
pub fn east(set: u64) -> u64 {
    (set << 1) & NOT_A_FILE
}

/// One step towards the a-file, dropping what leaves the board.
pub fn west(set: u64) -> u64 {
    (set >> 1) & NOT_H_FILE
}

/// King attacks of every square in `kings`: the east and west neighbours first, then that row of
/// up to three squares moved one rank up and down.
pub fn king_attacks(kings: u64) -> u64 {
    let sideways = east(kings) | west(kings);
    let row = kings | sideways;
    sideways | row << 8 | row >> 8
}

/// The king distance between two squares.
pub fn chebyshev(a: u8, b: u8) -> i8 {
    (file(a) - file(b)).abs().max((rank(a) - rank(b)).abs())
}

/// The squares strictly between `a` and `b` when they share a rank, file, diagonal or
/// anti-diagonal; empty otherwise, and when `a == b`.
pub fn between(a: u8, b: u8) -> u64 {
    let (df, dr) = (file(b) - file(a), rank(b) - rank(a));
    let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
    if a == b || !aligned {
        return 0;
    }
    let (step_f, step_r) = (df.signum(), dr.signum());
    let (mut f, mut r) = (file(a) + step_f, rank(a) + step_r);
    let mut set = 0;
    while (f, r) != (file(b), rank(b)) {
        set |= bit(square(f, r));
        f += step_f;
        r += step_r;
    }
    set
}

/// The index of the unordered pair `{a, b}` in a table of 64 * 65 / 2 entries, rows by the
/// smaller square.
pub fn triangular_index(a: u8, b: u8) -> usize {
    let (low, high) = (usize::from(a.min(b)), usize::from(a.max(b)));
    low * (127 - low) / 2 + high
}

/// The 0x88 difference `b - a` in 0x88 coordinates, plus 120: unique per rank and file offset,
/// in `1..=239`.
pub fn x88_diff(a: u8, b: u8) -> usize {
    let x88 = |sq: u8| i32::from(rank(sq)) * 16 + i32::from(file(sq));
    (x88(b) - x88(a) + 120) as usize
}
