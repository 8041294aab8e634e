//! Attacks of every piece, from tables the crate's own patterns generate: the runtime uses the
//! patterns exactly as an engine would, expanded ahead of time (`src/generated`, each file naming
//! its invocation) so that an engine that invokes no pattern builds without the macros.
//!
//! ```
//! use bbgen::{attacks, Square::*};
//!
//! // A rook on d1 sees the seven other squares of the first rank and the file up to d4.
//! let occupied = D1.bitboard() | D4.bitboard();
//! assert_eq!(attacks::rook(D1, occupied).count(), 10);
//! assert!(attacks::rook(D1, occupied).contains(D4));
//! ```

#![forbid(unsafe_code)]

use crate::{Bitboard, Color, Piece, Role, Square};

/// The tables behind the functions below.
// An expansion brings every accessor of its pattern, of which the runtime calls some.
#[allow(dead_code)]
mod tables {
    include!("generated/king.rs");
    include!("generated/knight.rs");
    include!("generated/white_pawn.rs");
    include!("generated/black_pawn.rs");
    // The sliders: of the `const` methods within the runtime's footprint, the pairing that
    // measured fastest in perft (BENCHMARKS.md, "The runtime's sliders"): magic bishop, and
    // kindergarten rook at the default target, table-free rook where the target has LZCNT (its
    // leading-zero counts are then one instruction each); with `small-tables`, the table-free
    // method for both, which needs no table at all (BENCHMARKS.md, "The small tables").
    // `--cfg bbgen_rook="METHOD"` and `--cfg bbgen_bishop="METHOD"` swap any of them in, for
    // `cargo xtask slider-choice` to measure the others.
    #[cfg(any(
        bbgen_rook = "kindergarten",
        not(any(
            feature = "small-tables",
            all(target_arch = "x86_64", target_feature = "lzcnt"),
            bbgen_rook = "hyperbola",
            bbgen_rook = "obstruction",
            bbgen_rook = "table_free"
        ))
    ))]
    include!("generated/rook_kindergarten.rs");
    #[cfg(bbgen_rook = "hyperbola")]
    include!("generated/rook_hyperbola.rs");
    #[cfg(bbgen_rook = "obstruction")]
    include!("generated/rook_obstruction.rs");
    #[cfg(any(
        bbgen_rook = "table_free",
        all(
            any(feature = "small-tables", all(target_arch = "x86_64", target_feature = "lzcnt")),
            not(any(bbgen_rook = "kindergarten", bbgen_rook = "hyperbola", bbgen_rook = "obstruction"))
        )
    ))]
    include!("generated/rook_table_free.rs");
    #[cfg(not(any(
        feature = "small-tables",
        bbgen_bishop = "hyperbola",
        bbgen_bishop = "obstruction",
        bbgen_bishop = "table_free"
    )))]
    include!("generated/bishop_magic.rs");
    #[cfg(bbgen_bishop = "hyperbola")]
    include!("generated/bishop_hyperbola.rs");
    #[cfg(bbgen_bishop = "obstruction")]
    include!("generated/bishop_obstruction.rs");
    #[cfg(any(
        bbgen_bishop = "table_free",
        all(feature = "small-tables", not(any(bbgen_bishop = "hyperbola", bbgen_bishop = "obstruction")))
    ))]
    include!("generated/bishop_table_free.rs");
    // Where the target has BMI2, move generation reads PEXT tables instead (`rook_moves`,
    // `bishop_moves`): 843 KiB more, for 9% fewer of perft's instructions (BENCHMARKS.md,
    // "Perft toward Gigantua").
    include!("generated/rook_pext.rs");
    include!("generated/bishop_pext.rs");
    // The threat recording's rook where the target lacks BMI2: fancy magic, 808 KiB more, linked
    // only into programs that record threat changes, for 14% fewer of the recording's
    // instructions than with the kindergarten rook (BENCHMARKS.md, "Threat changes").
    #[cfg(not(any(feature = "small-tables", all(target_arch = "x86_64", target_feature = "bmi2"))))]
    include!("generated/rook_magic.rs");
    // 64 KiB for in-between sets and lines by lookup; with `small-tables`, none: in-between sets
    // are calculated and a line is read from the four lines of `LINES`.
    #[cfg(not(feature = "small-tables"))]
    include!("generated/between_rectangular.rs");
    #[cfg(feature = "small-tables")]
    include!("generated/between_calculated.rs");
    #[cfg(not(feature = "small-tables"))]
    include!("generated/line.rs");
    include!("generated/attacked_by_piece.rs");
    include!("generated/caughtable.rs");
    include!("generated/lines.rs");
}

pub(crate) use tables::caughtable;
#[cfg(test)]
pub(crate) use tables::lines;

/// The squares a king on `sq` attacks.
///
/// ```
/// use bbgen::{attacks, Square::*};
/// assert_eq!(attacks::king(A1), B1.bitboard() | A2.bitboard() | B2.bitboard());
/// ```
#[inline]
pub const fn king(sq: Square) -> Bitboard {
    tables::king(sq)
}

/// The squares a knight on `sq` attacks.
///
/// ```
/// use bbgen::{attacks, Square::*};
/// assert_eq!(attacks::knight(A1), B3.bitboard() | C2.bitboard());
/// ```
#[inline]
pub const fn knight(sq: Square) -> Bitboard {
    tables::knight(sq)
}

/// The squares a pawn of `color` on `sq` attacks.
///
/// ```
/// use bbgen::{attacks, Color, Square::*};
/// assert_eq!(attacks::pawn(Color::White, E4), D5.bitboard() | F5.bitboard());
/// ```
#[inline]
pub const fn pawn(color: Color, sq: Square) -> Bitboard {
    PAWN[color as usize][sq as usize]
}

/// Both colours' pawn attacks in one table, so that the colour indexes it rather than choosing
/// between two: a choice the processor must guess, when positions of both sides to move come
/// in any order.
static PAWN: [[Bitboard; 64]; 2] = [tables::WHITE_PAWN, tables::BLACK_PAWN];

/// The squares a rook on `sq` attacks with `occupied` on the board: along each rank and file up
/// to and including the first occupied square.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::rook(A1, A3.bitboard()), A2.bitboard() | A3.bitboard() | Bitboard(0xFE));
/// ```
#[inline]
pub const fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    tables::rook(sq, occupied)
}

/// The squares a bishop on `sq` attacks with `occupied` on the board.
///
/// ```
/// use bbgen::{attacks, Square::*};
/// assert_eq!(attacks::bishop(A1, C3.bitboard()), B2.bitboard() | C3.bitboard());
/// ```
#[inline]
pub const fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    tables::bishop(sq, occupied)
}

/// [`rook`] by the lookup the runtime's move generation reads: PEXT where the target has BMI2
/// (843 KiB of tables, linked only where it is used), [`rook`] itself elsewhere. Not `const`:
/// PEXT is an instruction that constant evaluation cannot run.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// let occupied = A4.bitboard() | D1.bitboard();
/// assert_eq!(attacks::rook_moves(A1, occupied), attacks::rook(A1, occupied));
/// ```
#[inline]
pub fn rook_moves(sq: Square, occupied: Bitboard) -> Bitboard {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    return Bitboard(tables::rook_pext(sq, occupied.0));
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    rook(sq, occupied)
}

/// [`bishop`] by the lookup the runtime's move generation reads: PEXT where the target has BMI2,
/// [`bishop`] itself elsewhere, as [`rook_moves`].
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::bishop_moves(C1, E3.bitboard()), attacks::bishop(C1, E3.bitboard()));
/// ```
#[inline]
pub fn bishop_moves(sq: Square, occupied: Bitboard) -> Bitboard {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    return Bitboard(tables::bishop_pext(sq, occupied.0));
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    bishop(sq, occupied)
}

/// [`rook`] by the runtime's fastest lookup for the target, where a few instructions a lookup
/// count and a table may be large: PEXT where the target has BMI2 (the tables [`rook_moves`]
/// reads), fancy magic elsewhere (808 KiB, linked only where called), and with `small-tables`
/// [`rook`] itself.
#[inline]
pub(crate) fn rook_fastest(sq: Square, occupied: Bitboard) -> Bitboard {
    #[cfg(not(any(feature = "small-tables", all(target_arch = "x86_64", target_feature = "bmi2"))))]
    return Bitboard(tables::rook_magic(sq, occupied.0));
    #[cfg(any(feature = "small-tables", all(target_arch = "x86_64", target_feature = "bmi2")))]
    rook_moves(sq, occupied)
}

/// [`queen`] by the lookups of [`rook_moves`] and [`bishop_moves`]: the fastest queen the runtime
/// has for the target, and the one its perft reads.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::queen_moves(D4, Bitboard::EMPTY), attacks::queen(D4, Bitboard::EMPTY));
/// ```
#[inline]
pub fn queen_moves(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_moves(sq, occupied) | bishop_moves(sq, occupied)
}

/// The squares a queen on `sq` attacks with `occupied` on the board.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::queen(D4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub const fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied).or(bishop(sq, occupied))
}

/// The squares a piece of `role` and `color` on `sq` attacks with `occupied` on the board.
///
/// ```
/// use bbgen::{attacks, Bitboard, Color, Role, Square::*};
/// assert_eq!(attacks::of(Role::Knight, Color::Black, G8, Bitboard::EMPTY), attacks::knight(G8));
/// ```
#[inline]
pub const fn of(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn(color, sq),
        Role::Knight => knight(sq),
        Role::Bishop => bishop(sq, occupied),
        Role::Rook => rook(sq, occupied),
        Role::Queen => queen(sq, occupied),
        Role::King => king(sq),
    }
}

/// The squares a rook on `sq` attacks on an empty board.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::rook_rays(D4), attacks::rook(D4, Bitboard::EMPTY));
/// ```
#[inline]
pub const fn rook_rays(sq: Square) -> Bitboard {
    let lines = tables::lines(sq);
    Bitboard((lines.rank | lines.file) ^ (1 << sq as u8))
}

/// The squares a bishop on `sq` attacks on an empty board.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::bishop_rays(D4), attacks::bishop(D4, Bitboard::EMPTY));
/// ```
#[inline]
pub const fn bishop_rays(sq: Square) -> Bitboard {
    let lines = tables::lines(sq);
    Bitboard((lines.diagonal | lines.anti_diagonal) ^ (1 << sq as u8))
}

/// The squares strictly between `a` and `b` on a common line; empty when they are not aligned.
///
/// ```
/// use bbgen::{attacks, Square::*};
/// assert_eq!(attacks::between(C3, F6), D4.bitboard() | E5.bitboard());
/// ```
#[inline]
pub const fn between(a: Square, b: Square) -> Bitboard {
    tables::between(a, b)
}

/// The whole line through `a` and `b`; empty when they are not aligned.
///
/// ```
/// use bbgen::{attacks, Bitboard, Square::*};
/// assert_eq!(attacks::line(A1, B2), Bitboard(0x8040_2010_0804_0201));
/// ```
#[inline]
pub const fn line(a: Square, b: Square) -> Bitboard {
    #[cfg(not(feature = "small-tables"))]
    return tables::line(a, b);
    // Of `a`'s four lines, each holding `a`, the one that holds `b` too: at most one does when
    // the squares differ, and the answer for `a == b` is empty.
    #[cfg(feature = "small-tables")]
    {
        let lines = tables::lines(a);
        let b = b as u8;
        let any = holding(lines.rank, b)
            | holding(lines.file, b)
            | holding(lines.diagonal, b)
            | holding(lines.anti_diagonal, b);
        Bitboard(any & ((a as u8 != b) as u64).wrapping_neg())
    }
}

/// `line` where it holds square `sq`, else empty.
#[cfg(feature = "small-tables")]
const fn holding(line: u64, sq: u8) -> u64 {
    line & ((line >> sq) & 1).wrapping_neg()
}

/// Whether `piece` on `from` attacks `to` with `occupied` on the board, by the 0x88-difference
/// table and a rotate of the occupancy: one lookup, whatever the piece.
///
/// ```
/// use bbgen::{attacks, Bitboard, Color, Piece, Role, Square::*};
/// let bishop = Piece::new(Color::White, Role::Bishop);
/// assert!(attacks::is_attacked_by_piece(C1, H6, bishop, Bitboard::EMPTY));
/// assert!(!attacks::is_attacked_by_piece(C1, H6, bishop, E3.bitboard()));
/// ```
#[inline]
pub const fn is_attacked_by_piece(from: Square, to: Square, piece: Piece, occupied: Bitboard) -> bool {
    tables::is_attacked_by_piece(from, to, piece, occupied.0)
}
