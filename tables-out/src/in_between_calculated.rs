// @generated from `in_between!(calculated)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// In-between sets by branch-free calculation: the squares strictly between `a` and `b` on a
/// common line, empty when they are not aligned.
///
/// `in_between(B2, G7)`:
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
pub const fn in_between(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
) -> u64 {
    const FILE_A2_A7: u64 = 0x0001010101010100;
    const DIAG_B2_G7: u64 = 0x0040_2010_0804_0200;
    const ANTI_H1_B7: u64 = 0x0002_0408_1020_4080;
    let (a, b) = (a as u64, b as u64);
    let run = (u64::MAX << a) ^ (u64::MAX << b);
    let file = (b & 7).wrapping_sub(a & 7);
    let rank = (b | 7).wrapping_sub(a) >> 3;
    let mut line = (file & 7).wrapping_sub(1) & FILE_A2_A7;
    line += 2 * ((rank & 7).wrapping_sub(1) >> 58);
    line += (rank.wrapping_sub(file) & 15).wrapping_sub(1) & DIAG_B2_G7;
    line += (rank.wrapping_add(file) & 15).wrapping_sub(1) & ANTI_H1_B7;
    let line = line.wrapping_mul(run & run.wrapping_neg());
    line & run
}
/// Whether no square of [`in_between`]`(a, b)` is in `occupancy`: the path from `a` to `b` is
/// clear for a slider.
#[inline]
pub const fn in_between_clear(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
    occupancy: u64,
) -> bool {
    let set: u64 = {
        const FILE_A2_A7: u64 = 0x0001010101010100;
        const DIAG_B2_G7: u64 = 0x0040_2010_0804_0200;
        const ANTI_H1_B7: u64 = 0x0002_0408_1020_4080;
        let (a, b) = (a as u64, b as u64);
        let run = (u64::MAX << a) ^ (u64::MAX << b);
        let file = (b & 7).wrapping_sub(a & 7);
        let rank = (b | 7).wrapping_sub(a) >> 3;
        let mut line = (file & 7).wrapping_sub(1) & FILE_A2_A7;
        line += 2 * ((rank & 7).wrapping_sub(1) >> 58);
        line += (rank.wrapping_sub(file) & 15).wrapping_sub(1) & DIAG_B2_G7;
        line += (rank.wrapping_add(file) & 15).wrapping_sub(1) & ANTI_H1_B7;
        let line = line.wrapping_mul(run & run.wrapping_neg());
        line & run
    };
    (set & occupancy) == 0
}
