// @generated from `rook_attacks!(kogge_stone)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a rook by Kogge-Stone occluded fills in the four directions, without a table.
///
/// `rook_attacks(D4, occupancy) with b4, f4, d2, d6 occupied`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// . 1 1 . 1 1 . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// . . . . . . . .
/// ```
#[inline]
pub const fn rook_attacks(sq: ::bbgen::__private::Square, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::rook_attacks(1u64 << (sq as u8), !occupancy)
}
/// The squares the rooks in `rooks` attack, all at once, given the squares in `occupancy`.
#[inline]
pub const fn rook_attacks_set(rooks: u64, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::rook_attacks(rooks, !occupancy)
}
