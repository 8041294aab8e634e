// @generated from `bishop_attacks!(kogge_stone)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a bishop by Kogge-Stone occluded fills in the four directions, without a table.
///
/// `bishop_attacks(D4, occupancy) with b2, f2, b6, f6 occupied`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . 1 . . . 1 . .
/// . . 1 . 1 . . .
/// . . . . . . . .
/// . . 1 . 1 . . .
/// . 1 . . . 1 . .
/// . . . . . . . .
/// ```
#[inline]
pub const fn bishop_attacks(sq: ::bbgen::__private::Square, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::bishop_attacks(1u64 << (sq as u8), !occupancy)
}
/// The squares the bishops in `bishops` attack, all at once, given the squares in `occupancy`.
#[inline]
pub const fn bishop_attacks_set(bishops: u64, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::bishop_attacks(bishops, !occupancy)
}
