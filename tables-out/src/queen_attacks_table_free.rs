// @generated from `queen_attacks!(table_free)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a rook without a table: the rank and file through the square are shifted from
/// constants, and on each the nearest occupied square above the slider (the lowest set bit) and
/// below it (a leading-zero count) bound the attacks.
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
    let slider = 1u64 << (sq as u8);
    let rank = (0x00000000000000FF << ((sq as u32) & 56)) ^ slider;
    let file = (0x0101010101010101 << ((sq as u32) & 7)) ^ slider;
    let below = slider.wrapping_sub(1);
    let above = !below;
    ::bbgen::__private::slide::between_blockers(occupancy, rank, above, below)
        | ::bbgen::__private::slide::between_blockers(occupancy, file, above, below)
}
/// Attacks of a bishop without a table: on the diagonal and anti-diagonal through the square, the
/// nearest occupied or last square above the slider (the lowest set bit) and below it (a
/// leading-zero count) bound the attacks, the line between them shifted from a constant.
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
    let slider = 1u64 << (sq as u8);
    let others = occupancy & !slider;
    (::bbgen::__private::slide::between_stops(
        others,
        sq as u32,
        0x8040201008040201,
        0x8040201008040201,
        0xFF80808080808080,
        0x01010101010101FF,
    )
        | ::bbgen::__private::slide::between_stops(
            others,
            sq as u32,
            0x8102040810204081,
            0x8102040810204081,
            0xFF01010101010101,
            0x80808080808080FF,
        )) ^ slider
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
