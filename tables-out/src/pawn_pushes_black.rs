// @generated from `pawn_pushes!(black)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Pushes of a black pawn on an empty board: entry `sq` holds the square in front of `sq`, and the
/// one beyond it from the home rank. Nothing from the last rank.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `PAWN_PUSHES_BLACK[E7]`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . 1 . . .
/// . . . . 1 . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
pub static PAWN_PUSHES_BLACK: [u64; 64] = [
    0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
    0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
    0x0000000000000001, 0x0000000000000002, 0x0000000000000004, 0x0000000000000008,
    0x0000000000000010, 0x0000000000000020, 0x0000000000000040, 0x0000000000000080,
    0x0000000000000100, 0x0000000000000200, 0x0000000000000400, 0x0000000000000800,
    0x0000000000001000, 0x0000000000002000, 0x0000000000004000, 0x0000000000008000,
    0x0000000000010000, 0x0000000000020000, 0x0000000000040000, 0x0000000000080000,
    0x0000000000100000, 0x0000000000200000, 0x0000000000400000, 0x0000000000800000,
    0x0000000001000000, 0x0000000002000000, 0x0000000004000000, 0x0000000008000000,
    0x0000000010000000, 0x0000000020000000, 0x0000000040000000, 0x0000000080000000,
    0x0000000100000000, 0x0000000200000000, 0x0000000400000000, 0x0000000800000000,
    0x0000001000000000, 0x0000002000000000, 0x0000004000000000, 0x0000008000000000,
    0x0000010100000000, 0x0000020200000000, 0x0000040400000000, 0x0000080800000000,
    0x0000101000000000, 0x0000202000000000, 0x0000404000000000, 0x0000808000000000,
    0x0001000000000000, 0x0002000000000000, 0x0004000000000000, 0x0008000000000000,
    0x0010000000000000, 0x0020000000000000, 0x0040000000000000, 0x0080000000000000,
];
/// Push targets of a black pawn on `sq` on an empty board, by lookup in [`PAWN_PUSHES_BLACK`].
#[inline]
pub const fn pawn_pushes_black(sq: ::bbgen::__private::Square) -> u64 {
    PAWN_PUSHES_BLACK[sq as usize]
}
/// The squares the pawns in `pawns` push to one step ahead, onto `empty` squares.
#[inline]
pub const fn pawn_pushes_black_single(pawns: u64, empty: u64) -> u64 {
    use ::bbgen::__private::shift;
    shift::south(pawns) & empty
}
/// The squares the pawns in `pawns` reach by a double step from their home rank: both squares
/// ahead must be in `empty`.
#[inline]
pub const fn pawn_pushes_black_double(pawns: u64, empty: u64) -> u64 {
    use ::bbgen::__private::shift;
    shift::south(shift::south(pawns) & empty & 0x0000FF0000000000) & empty
}
