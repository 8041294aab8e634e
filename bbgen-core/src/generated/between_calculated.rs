// @generated from `in_between!(calculated, name = BETWEEN, vis = pub(crate), elem = Bitboard)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// In-between sets by branch-free calculation: the squares strictly between `a` and `b` on a
/// common line, empty when they are not aligned.
///
/// `between(B2, G7)`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . 1 . .
/// . . . . 1 . . .
/// . . . 1 . . . .
/// . . 1 . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
#[inline]
pub(crate) const fn between(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
) -> ::bbgen::__private::Bitboard {
    const FILE_A2_A7: u64 = 0x0001010101010100;
    const DIAG_B2_G7: u64 = 0x0040201008040200;
    const ANTI_H1_B7: u64 = 0x0002040810204080;
    let lo = a as u64;
    let hi = b as u64;
    let run = (!0u64 << lo) ^ (!0u64 << hi);
    let file = (hi & 7).wrapping_sub(lo & 7);
    let rank = (hi | 7).wrapping_sub(lo) >> 3;
    let line = ((file & 7).wrapping_sub(1) & FILE_A2_A7)
        + 2 * ((rank & 7).wrapping_sub(1) >> 58)
        + ((rank.wrapping_sub(file) & 15).wrapping_sub(1) & DIAG_B2_G7)
        + ((rank.wrapping_add(file) & 15).wrapping_sub(1) & ANTI_H1_B7);
    let placed = line.wrapping_mul(run & 0u64.wrapping_sub(run));
    ::bbgen::__private::Bitboard(placed & run)
}
/// Whether no square of [`between`]`(a, b)` is in `occupancy`: the path from `a` to `b` is
/// clear for a slider.
#[inline]
pub(crate) const fn between_clear(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
    occupancy: ::bbgen::__private::Bitboard,
) -> bool {
    const FILE_A2_A7: u64 = 0x0001010101010100;
    const DIAG_B2_G7: u64 = 0x0040201008040200;
    const ANTI_H1_B7: u64 = 0x0002040810204080;
    let lo = a as u64;
    let hi = b as u64;
    let run = (!0u64 << lo) ^ (!0u64 << hi);
    let file = (hi & 7).wrapping_sub(lo & 7);
    let rank = (hi | 7).wrapping_sub(lo) >> 3;
    let line = ((file & 7).wrapping_sub(1) & FILE_A2_A7)
        + 2 * ((rank & 7).wrapping_sub(1) >> 58)
        + ((rank.wrapping_sub(file) & 15).wrapping_sub(1) & DIAG_B2_G7)
        + ((rank.wrapping_add(file) & 15).wrapping_sub(1) & ANTI_H1_B7);
    let placed = line.wrapping_mul(run & 0u64.wrapping_sub(run));
    let set = placed & run;
    (set & occupancy.0) == 0
}
