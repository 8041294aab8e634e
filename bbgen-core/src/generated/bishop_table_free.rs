// @generated from `bishop_attacks!(table_free, name = BISHOP, vis = pub(crate), elem = Bitboard)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a bishop without a table: on the diagonal and anti-diagonal through the square, the
/// nearest occupied or last square above the slider (the lowest set bit) and below it (a
/// leading-zero count) bound the attacks, the line between them shifted from a constant.
///
/// `bishop(D4, occupancy) with b2, f2, b6, f6 occupied`:
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
pub(crate) const fn bishop(
    sq: ::bbgen::__private::Square,
    occupancy: ::bbgen::__private::Bitboard,
) -> ::bbgen::__private::Bitboard {
    let slider = 1u64 << (sq as u8);
    let others = occupancy.0 & !slider;
    ::bbgen::__private::Bitboard(
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
            )) ^ slider,
    )
}
