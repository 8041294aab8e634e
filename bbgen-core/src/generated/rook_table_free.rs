// @generated from `rook_attacks!(table_free, name = ROOK, vis = pub(crate), elem = Bitboard)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a rook without a table: the rank and file through the square are shifted from
/// constants, and on each the nearest occupied square above the slider (the lowest set bit) and
/// below it (a leading-zero count) bound the attacks.
///
/// `rook(D4, occupancy) with b4, f4, d2, d6 occupied`:
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
pub(crate) const fn rook(
    sq: ::bbgen::__private::Square,
    occupancy: ::bbgen::__private::Bitboard,
) -> ::bbgen::__private::Bitboard {
    let slider = 1u64 << (sq as u8);
    let rank = (0x00000000000000FF << ((sq as u32) & 56)) ^ slider;
    let file = (0x0101010101010101 << ((sq as u32) & 7)) ^ slider;
    let below = slider.wrapping_sub(1);
    let above = !below;
    ::bbgen::__private::Bitboard(
        ::bbgen::__private::slide::between_blockers(occupancy.0, rank, above, below)
            | ::bbgen::__private::slide::between_blockers(
                occupancy.0,
                file,
                above,
                below,
            ),
    )
}
