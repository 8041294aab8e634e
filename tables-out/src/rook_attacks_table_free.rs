// @generated from `rook_attacks!(table_free)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a rook without a table: the rank and file through the square are shifted from
/// constants, and on each the nearest occupied square above the slider (the lowest set bit) and
/// below it (a leading-zero count) bound the attacks.
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
    const fn between_blockers(occupancy: u64, line: u64, slider: u64) -> u64 {
        let below = line & slider.wrapping_sub(1);
        let above = line & 0u64.wrapping_sub(slider << 1);
        let up = occupancy & above;
        let nearest_above = up & up.wrapping_neg();
        let nearest_below = 0x8000_0000_0000_0000u64
            >> ((occupancy & below) | 1).leading_zeros();
        (below | above) & (nearest_above << 1).wrapping_sub(nearest_below)
    }
    let slider = 1u64 << (sq as u8);
    let rank = 0x00000000000000FF << ((sq as u32) & 56);
    let file = 0x0101010101010101 << ((sq as u32) & 7);
    between_blockers(occupancy, rank, slider) | between_blockers(occupancy, file, slider)
}
