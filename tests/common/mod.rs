//! Naive references, written from the semantics and independently of the generator: coordinates
//! and loops, no shifts or masks.

#![allow(dead_code)]

use bbgen::{Color, Square};

/// `(file, rank)` of a square, both in `0..8`.
pub fn coords(sq: Square) -> (i32, i32) {
    (sq.index() as i32 % 8, sq.index() as i32 / 8)
}

/// The square at `(file, rank)`, if on the board.
pub fn at(file: i32, rank: i32) -> Option<Square> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Square::new((rank * 8 + file) as u8)
    } else {
        None
    }
}

pub fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

/// Squares at king distance one.
pub fn king_attacks(sq: Square) -> u64 {
    let (f, r) = coords(sq);
    let mut set = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(to) = at(f + df, r + dr).filter(|_| (df, dr) != (0, 0)) {
                set |= bit(to);
            }
        }
    }
    set
}

/// The squares strictly inside the segment from `a` to `b`, when the two share a rank, file,
/// diagonal or anti-diagonal: every square collinear with both and within their bounding box.
pub fn between(a: Square, b: Square) -> u64 {
    let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
    let aligned = fa == fb || ra == rb || (fa - fb).abs() == (ra - rb).abs();
    if a == b || !aligned {
        return 0;
    }
    Square::ALL
        .into_iter()
        .filter(|&s| {
            let (fs, rs) = coords(s);
            let collinear = (fs - fa) * (rb - ra) == (rs - ra) * (fb - fa);
            let inside = fa.min(fb) <= fs && fs <= fa.max(fb) && ra.min(rb) <= rs && rs <= ra.max(rb);
            collinear && inside && s != a && s != b
        })
        .fold(0, |set, s| set | bit(s))
}

/// Rule of the square, by walking the pawn: whether a lone king of `king_color` on `king`
/// reaches the promotion square of a pawn of the other colour on `pawn` in time.
pub fn king_catches(king_color: Color, to_move: Color, king: Square, pawn: Square) -> bool {
    let (file, mut rank) = coords(pawn);
    let (step, home, last) = if king_color == Color::Black {
        (1, 1, 7)
    } else {
        (-1, 6, 0)
    };
    let mut moves = 0;
    while rank != last {
        rank += if rank == home { 2 * step } else { step };
        moves += 1;
    }
    let (kf, kr) = coords(king);
    let king_moves = (kf - file).abs().max((kr - last).abs());
    king_moves <= moves + i32::from(king_color == to_move)
}

/// The caughtable area as the tables store it: pawn squares on ranks 2 to 7, the king's square
/// clear.
pub fn caughtable(king_color: Color, to_move: Color, king: Square) -> u64 {
    Square::ALL
        .into_iter()
        .filter(|&p| (1..7).contains(&coords(p).1) && p != king && king_catches(king_color, to_move, king, p))
        .fold(0, |set, p| set | bit(p))
}

/// A fixed-seed xorshift generator for reproducible random sets.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A random set of about `1/4`, `1/8` ... density, by and-ing several draws.
    pub fn sparse(&mut self, draws: u32) -> u64 {
        (0..draws).fold(u64::MAX, |set, _| set & self.next())
    }
}
