// @generated from `pawn_attacks!(white)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Captures of a white pawn: entry `sq` holds the two squares diagonally in front of `sq` (one on
/// the a- and h-files, none on the last rank). Read the other colour's table from a square to find
/// the pawns that attack it.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `PAWN_ATTACKS_WHITE[E4]`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . 1 . 1 . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
pub static PAWN_ATTACKS_WHITE: [u64; 64] = [
    0x0000000000000200, 0x0000000000000500, 0x0000000000000A00, 0x0000000000001400,
    0x0000000000002800, 0x0000000000005000, 0x000000000000A000, 0x0000000000004000,
    0x0000000000020000, 0x0000000000050000, 0x00000000000A0000, 0x0000000000140000,
    0x0000000000280000, 0x0000000000500000, 0x0000000000A00000, 0x0000000000400000,
    0x0000000002000000, 0x0000000005000000, 0x000000000A000000, 0x0000000014000000,
    0x0000000028000000, 0x0000000050000000, 0x00000000A0000000, 0x0000000040000000,
    0x0000000200000000, 0x0000000500000000, 0x0000000A00000000, 0x0000001400000000,
    0x0000002800000000, 0x0000005000000000, 0x000000A000000000, 0x0000004000000000,
    0x0000020000000000, 0x0000050000000000, 0x00000A0000000000, 0x0000140000000000,
    0x0000280000000000, 0x0000500000000000, 0x0000A00000000000, 0x0000400000000000,
    0x0002000000000000, 0x0005000000000000, 0x000A000000000000, 0x0014000000000000,
    0x0028000000000000, 0x0050000000000000, 0x00A0000000000000, 0x0040000000000000,
    0x0200000000000000, 0x0500000000000000, 0x0A00000000000000, 0x1400000000000000,
    0x2800000000000000, 0x5000000000000000, 0xA000000000000000, 0x4000000000000000,
    0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
    0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
];
/// The squares a white pawn on `sq` attacks, by lookup in [`PAWN_ATTACKS_WHITE`].
#[inline]
pub const fn pawn_attacks_white(sq: ::bbgen::__private::Square) -> u64 {
    PAWN_ATTACKS_WHITE[sq as usize]
}
/// The squares the pawns in `pawns` attack, all at once, by calculation.
#[inline]
pub const fn pawn_attacks_white_set(pawns: u64) -> u64 {
    use ::bbgen::__private::shift;
    shift::north_east(pawns) | shift::north_west(pawns)
}
