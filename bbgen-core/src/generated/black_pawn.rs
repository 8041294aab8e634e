// @generated from `pawn_attacks!(black, name = BLACK_PAWN, vis = pub(crate), elem = Bitboard)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Captures of a black pawn: entry `sq` holds the two squares diagonally in front of `sq` (one on
/// the a- and h-files, none on the last rank). Read the other colour's table from a square to find
/// the pawns that attack it.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `BLACK_PAWN[E4]`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . 1 . 1 . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
pub(crate) static BLACK_PAWN: [::bbgen::__private::Bitboard; 64] = [
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000000),
    ::bbgen::__private::Bitboard(0x0000000000000002),
    ::bbgen::__private::Bitboard(0x0000000000000005),
    ::bbgen::__private::Bitboard(0x000000000000000A),
    ::bbgen::__private::Bitboard(0x0000000000000014),
    ::bbgen::__private::Bitboard(0x0000000000000028),
    ::bbgen::__private::Bitboard(0x0000000000000050),
    ::bbgen::__private::Bitboard(0x00000000000000A0),
    ::bbgen::__private::Bitboard(0x0000000000000040),
    ::bbgen::__private::Bitboard(0x0000000000000200),
    ::bbgen::__private::Bitboard(0x0000000000000500),
    ::bbgen::__private::Bitboard(0x0000000000000A00),
    ::bbgen::__private::Bitboard(0x0000000000001400),
    ::bbgen::__private::Bitboard(0x0000000000002800),
    ::bbgen::__private::Bitboard(0x0000000000005000),
    ::bbgen::__private::Bitboard(0x000000000000A000),
    ::bbgen::__private::Bitboard(0x0000000000004000),
    ::bbgen::__private::Bitboard(0x0000000000020000),
    ::bbgen::__private::Bitboard(0x0000000000050000),
    ::bbgen::__private::Bitboard(0x00000000000A0000),
    ::bbgen::__private::Bitboard(0x0000000000140000),
    ::bbgen::__private::Bitboard(0x0000000000280000),
    ::bbgen::__private::Bitboard(0x0000000000500000),
    ::bbgen::__private::Bitboard(0x0000000000A00000),
    ::bbgen::__private::Bitboard(0x0000000000400000),
    ::bbgen::__private::Bitboard(0x0000000002000000),
    ::bbgen::__private::Bitboard(0x0000000005000000),
    ::bbgen::__private::Bitboard(0x000000000A000000),
    ::bbgen::__private::Bitboard(0x0000000014000000),
    ::bbgen::__private::Bitboard(0x0000000028000000),
    ::bbgen::__private::Bitboard(0x0000000050000000),
    ::bbgen::__private::Bitboard(0x00000000A0000000),
    ::bbgen::__private::Bitboard(0x0000000040000000),
    ::bbgen::__private::Bitboard(0x0000000200000000),
    ::bbgen::__private::Bitboard(0x0000000500000000),
    ::bbgen::__private::Bitboard(0x0000000A00000000),
    ::bbgen::__private::Bitboard(0x0000001400000000),
    ::bbgen::__private::Bitboard(0x0000002800000000),
    ::bbgen::__private::Bitboard(0x0000005000000000),
    ::bbgen::__private::Bitboard(0x000000A000000000),
    ::bbgen::__private::Bitboard(0x0000004000000000),
    ::bbgen::__private::Bitboard(0x0000020000000000),
    ::bbgen::__private::Bitboard(0x0000050000000000),
    ::bbgen::__private::Bitboard(0x00000A0000000000),
    ::bbgen::__private::Bitboard(0x0000140000000000),
    ::bbgen::__private::Bitboard(0x0000280000000000),
    ::bbgen::__private::Bitboard(0x0000500000000000),
    ::bbgen::__private::Bitboard(0x0000A00000000000),
    ::bbgen::__private::Bitboard(0x0000400000000000),
    ::bbgen::__private::Bitboard(0x0002000000000000),
    ::bbgen::__private::Bitboard(0x0005000000000000),
    ::bbgen::__private::Bitboard(0x000A000000000000),
    ::bbgen::__private::Bitboard(0x0014000000000000),
    ::bbgen::__private::Bitboard(0x0028000000000000),
    ::bbgen::__private::Bitboard(0x0050000000000000),
    ::bbgen::__private::Bitboard(0x00A0000000000000),
    ::bbgen::__private::Bitboard(0x0040000000000000),
];
/// The squares a black pawn on `sq` attacks, by lookup in [`BLACK_PAWN`].
#[inline]
pub(crate) const fn black_pawn(
    sq: ::bbgen::__private::Square,
) -> ::bbgen::__private::Bitboard {
    BLACK_PAWN[sq as usize]
}
/// The squares the pawns in `pawns` attack, all at once, by calculation.
#[inline]
pub(crate) const fn black_pawn_set(
    pawns: ::bbgen::__private::Bitboard,
) -> ::bbgen::__private::Bitboard {
    use ::bbgen::__private::shift;
    ::bbgen::__private::Bitboard(shift::south_east(pawns.0) | shift::south_west(pawns.0))
}
