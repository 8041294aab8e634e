// @generated from `pawn_pushes!(white)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Pushes of a white pawn on an empty board: entry `sq` holds the square in front of `sq`, and the
/// one beyond it from the home rank. Nothing from the last rank.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `PAWN_PUSHES_WHITE[E2]`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . 1 . . .
/// . . . . 1 . . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
pub static PAWN_PUSHES_WHITE: [u64; 64] = [
    0x0000000000000100, 0x0000000000000200, 0x0000000000000400, 0x0000000000000800,
    0x0000000000001000, 0x0000000000002000, 0x0000000000004000, 0x0000000000008000,
    0x0000000001010000, 0x0000000002020000, 0x0000000004040000, 0x0000000008080000,
    0x0000000010100000, 0x0000000020200000, 0x0000000040400000, 0x0000000080800000,
    0x0000000001000000, 0x0000000002000000, 0x0000000004000000, 0x0000000008000000,
    0x0000000010000000, 0x0000000020000000, 0x0000000040000000, 0x0000000080000000,
    0x0000000100000000, 0x0000000200000000, 0x0000000400000000, 0x0000000800000000,
    0x0000001000000000, 0x0000002000000000, 0x0000004000000000, 0x0000008000000000,
    0x0000010000000000, 0x0000020000000000, 0x0000040000000000, 0x0000080000000000,
    0x0000100000000000, 0x0000200000000000, 0x0000400000000000, 0x0000800000000000,
    0x0001000000000000, 0x0002000000000000, 0x0004000000000000, 0x0008000000000000,
    0x0010000000000000, 0x0020000000000000, 0x0040000000000000, 0x0080000000000000,
    0x0100000000000000, 0x0200000000000000, 0x0400000000000000, 0x0800000000000000,
    0x1000000000000000, 0x2000000000000000, 0x4000000000000000, 0x8000000000000000,
    0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
    0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
];
/// Push targets of a white pawn on `sq` on an empty board, by lookup in [`PAWN_PUSHES_WHITE`].
#[inline]
pub const fn pawn_pushes_white(sq: ::bbgen::__private::Square) -> u64 {
    PAWN_PUSHES_WHITE[sq as usize]
}
/// The squares the pawns in `pawns` push to one step ahead, onto `empty` squares.
#[inline]
pub const fn pawn_pushes_white_single(pawns: u64, empty: u64) -> u64 {
    use ::bbgen::__private::shift;
    shift::north(pawns) & empty
}
/// The squares the pawns in `pawns` reach by a double step from their home rank: both squares
/// ahead must be in `empty`.
#[inline]
pub const fn pawn_pushes_white_double(pawns: u64, empty: u64) -> u64 {
    use ::bbgen::__private::shift;
    shift::north(shift::north(pawns) & empty & 0x0000000000FF0000) & empty
}
