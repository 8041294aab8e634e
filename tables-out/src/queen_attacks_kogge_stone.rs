// @generated from `queen_attacks!(kogge_stone)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a rook by Kogge-Stone occluded fills in the four directions, without a table.
///
/// `queen_attacks_rook(D4, occupancy) with b4, f4, d2, d6 occupied`:
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
pub const fn queen_attacks_rook(sq: ::bbgen::__private::Square, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::rook_attacks(1u64 << (sq as u8), !occupancy)
}
/// The squares the rooks in `rooks` attack, all at once, given the squares in `occupancy`.
#[inline]
pub const fn queen_attacks_rook_set(rooks: u64, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::rook_attacks(rooks, !occupancy)
}
/// Attacks of a bishop by Kogge-Stone occluded fills in the four directions, without a table.
///
/// `queen_attacks_bishop(D4, occupancy) with b2, f2, b6, f6 occupied`:
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
pub const fn queen_attacks_bishop(
    sq: ::bbgen::__private::Square,
    occupancy: u64,
) -> u64 {
    ::bbgen::__private::fill::bishop_attacks(1u64 << (sq as u8), !occupancy)
}
/// The squares the bishops in `bishops` attack, all at once, given the squares in `occupancy`.
#[inline]
pub const fn queen_attacks_bishop_set(bishops: u64, occupancy: u64) -> u64 {
    ::bbgen::__private::fill::bishop_attacks(bishops, !occupancy)
}
/// The squares a queen on `sq` attacks, given the squares in `occupancy`: the union of
/// [`queen_attacks_rook`] and [`queen_attacks_bishop`].
#[inline]
pub const fn queen_attacks(sq: ::bbgen::__private::Square, occupancy: u64) -> u64 {
    queen_attacks_rook(sq, occupancy) | queen_attacks_bishop(sq, occupancy)
}
/// The squares a queen on `sq` attacks along ranks and files, and along diagonals, apart:
/// what the attackers of a square and pins need.
#[inline]
pub const fn queen_attacks_both(
    sq: ::bbgen::__private::Square,
    occupancy: u64,
) -> (u64, u64) {
    (queen_attacks_rook(sq, occupancy), queen_attacks_bishop(sq, occupancy))
}
/// The squares the queens in `queens` attack, all at once, given the squares in `occupancy`.
#[inline]
pub const fn queen_attacks_set(queens: u64, occupancy: u64) -> u64 {
    queen_attacks_rook_set(queens, occupancy)
        | queen_attacks_bishop_set(queens, occupancy)
}
