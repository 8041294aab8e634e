// @generated from `queen_attacks!(obstruction, rook = table_free)`: do not edit.
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
/// Attacks of a bishop by obstruction difference: entry `[sq]` holds the diagonal through `sq`,
/// `sq` left out, and [`QUEEN_ATTACKS_BISHOP_ANTI_DIAGONALS`] the anti-diagonal. On each, the bits
/// up to the nearest occupied square above `sq` (the lowest set bit), less those under the nearest
/// below (a leading-zero count), are the attacks along the line.
///
/// Shape `[64]`: 64 entries, 512 bytes.
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
pub static QUEEN_ATTACKS_BISHOP: [u64; 64] = [
    0x8040201008040200, 0x0080402010080400, 0x0000804020100800, 0x0000008040201000,
    0x0000000080402000, 0x0000000000804000, 0x0000000000008000, 0x0000000000000000,
    0x4020100804020000, 0x8040201008040001, 0x0080402010080002, 0x0000804020100004,
    0x0000008040200008, 0x0000000080400010, 0x0000000000800020, 0x0000000000000040,
    0x2010080402000000, 0x4020100804000100, 0x8040201008000201, 0x0080402010000402,
    0x0000804020000804, 0x0000008040001008, 0x0000000080002010, 0x0000000000004020,
    0x1008040200000000, 0x2010080400010000, 0x4020100800020100, 0x8040201000040201,
    0x0080402000080402, 0x0000804000100804, 0x0000008000201008, 0x0000000000402010,
    0x0804020000000000, 0x1008040001000000, 0x2010080002010000, 0x4020100004020100,
    0x8040200008040201, 0x0080400010080402, 0x0000800020100804, 0x0000000040201008,
    0x0402000000000000, 0x0804000100000000, 0x1008000201000000, 0x2010000402010000,
    0x4020000804020100, 0x8040001008040201, 0x0080002010080402, 0x0000004020100804,
    0x0200000000000000, 0x0400010000000000, 0x0800020100000000, 0x1000040201000000,
    0x2000080402010000, 0x4000100804020100, 0x8000201008040201, 0x0000402010080402,
    0x0000000000000000, 0x0001000000000000, 0x0002010000000000, 0x0004020100000000,
    0x0008040201000000, 0x0010080402010000, 0x0020100804020100, 0x0040201008040201,
];
/// The anti-diagonal through each square, the square left out.
///
/// Shape `[64]`: 64 entries, 512 bytes.
pub static QUEEN_ATTACKS_BISHOP_ANTI_DIAGONALS: [u64; 64] = [
    0x0000000000000000, 0x0000000000000100, 0x0000000000010200, 0x0000000001020400,
    0x0000000102040800, 0x0000010204081000, 0x0001020408102000, 0x0102040810204000,
    0x0000000000000002, 0x0000000000010004, 0x0000000001020008, 0x0000000102040010,
    0x0000010204080020, 0x0001020408100040, 0x0102040810200080, 0x0204081020400000,
    0x0000000000000204, 0x0000000001000408, 0x0000000102000810, 0x0000010204001020,
    0x0001020408002040, 0x0102040810004080, 0x0204081020008000, 0x0408102040000000,
    0x0000000000020408, 0x0000000100040810, 0x0000010200081020, 0x0001020400102040,
    0x0102040800204080, 0x0204081000408000, 0x0408102000800000, 0x0810204000000000,
    0x0000000002040810, 0x0000010004081020, 0x0001020008102040, 0x0102040010204080,
    0x0204080020408000, 0x0408100040800000, 0x0810200080000000, 0x1020400000000000,
    0x0000000204081020, 0x0001000408102040, 0x0102000810204080, 0x0204001020408000,
    0x0408002040800000, 0x0810004080000000, 0x1020008000000000, 0x2040000000000000,
    0x0000020408102040, 0x0100040810204080, 0x0200081020408000, 0x0400102040800000,
    0x0800204080000000, 0x1000408000000000, 0x2000800000000000, 0x4000000000000000,
    0x0002040810204080, 0x0004081020408000, 0x0008102040800000, 0x0010204080000000,
    0x0020408000000000, 0x0040800000000000, 0x0080000000000000, 0x0000000000000000,
];
/// The squares a bishop on `sq` attacks, given the squares in `occupancy`, by lookup in
/// [`QUEEN_ATTACKS_BISHOP`].
#[inline]
pub const fn queen_attacks_bishop(
    sq: ::bbgen::__private::Square,
    occupancy: u64,
) -> u64 {
    let slider = 1u64 << (sq as u8);
    let below = slider.wrapping_sub(1);
    let above = !below;
    let first = QUEEN_ATTACKS_BISHOP[sq as usize];
    let second = QUEEN_ATTACKS_BISHOP_ANTI_DIAGONALS[sq as usize];
    ::bbgen::__private::slide::between_blockers(occupancy, first, above, below)
        | ::bbgen::__private::slide::between_blockers(occupancy, second, above, below)
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
