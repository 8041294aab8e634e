// @generated from `queen_attacks!(obstruction)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Attacks of a rook by obstruction difference: entry `[sq]` holds the rank and the file through
/// `sq`, `sq` left out. On each, the bits up to the nearest occupied square above `sq` (the lowest
/// set bit), less those under the nearest below (a leading-zero count), are the attacks along the
/// line.
///
/// Shape `[64][2]`: 128 entries, 1024 bytes.
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
pub static QUEEN_ATTACKS_ROOK: [[u64; 2]; 64] = [
    [0x00000000000000FE, 0x0101010101010100],
    [0x00000000000000FD, 0x0202020202020200],
    [0x00000000000000FB, 0x0404040404040400],
    [0x00000000000000F7, 0x0808080808080800],
    [0x00000000000000EF, 0x1010101010101000],
    [0x00000000000000DF, 0x2020202020202000],
    [0x00000000000000BF, 0x4040404040404000],
    [0x000000000000007F, 0x8080808080808000],
    [0x000000000000FE00, 0x0101010101010001],
    [0x000000000000FD00, 0x0202020202020002],
    [0x000000000000FB00, 0x0404040404040004],
    [0x000000000000F700, 0x0808080808080008],
    [0x000000000000EF00, 0x1010101010100010],
    [0x000000000000DF00, 0x2020202020200020],
    [0x000000000000BF00, 0x4040404040400040],
    [0x0000000000007F00, 0x8080808080800080],
    [0x0000000000FE0000, 0x0101010101000101],
    [0x0000000000FD0000, 0x0202020202000202],
    [0x0000000000FB0000, 0x0404040404000404],
    [0x0000000000F70000, 0x0808080808000808],
    [0x0000000000EF0000, 0x1010101010001010],
    [0x0000000000DF0000, 0x2020202020002020],
    [0x0000000000BF0000, 0x4040404040004040],
    [0x00000000007F0000, 0x8080808080008080],
    [0x00000000FE000000, 0x0101010100010101],
    [0x00000000FD000000, 0x0202020200020202],
    [0x00000000FB000000, 0x0404040400040404],
    [0x00000000F7000000, 0x0808080800080808],
    [0x00000000EF000000, 0x1010101000101010],
    [0x00000000DF000000, 0x2020202000202020],
    [0x00000000BF000000, 0x4040404000404040],
    [0x000000007F000000, 0x8080808000808080],
    [0x000000FE00000000, 0x0101010001010101],
    [0x000000FD00000000, 0x0202020002020202],
    [0x000000FB00000000, 0x0404040004040404],
    [0x000000F700000000, 0x0808080008080808],
    [0x000000EF00000000, 0x1010100010101010],
    [0x000000DF00000000, 0x2020200020202020],
    [0x000000BF00000000, 0x4040400040404040],
    [0x0000007F00000000, 0x8080800080808080],
    [0x0000FE0000000000, 0x0101000101010101],
    [0x0000FD0000000000, 0x0202000202020202],
    [0x0000FB0000000000, 0x0404000404040404],
    [0x0000F70000000000, 0x0808000808080808],
    [0x0000EF0000000000, 0x1010001010101010],
    [0x0000DF0000000000, 0x2020002020202020],
    [0x0000BF0000000000, 0x4040004040404040],
    [0x00007F0000000000, 0x8080008080808080],
    [0x00FE000000000000, 0x0100010101010101],
    [0x00FD000000000000, 0x0200020202020202],
    [0x00FB000000000000, 0x0400040404040404],
    [0x00F7000000000000, 0x0800080808080808],
    [0x00EF000000000000, 0x1000101010101010],
    [0x00DF000000000000, 0x2000202020202020],
    [0x00BF000000000000, 0x4000404040404040],
    [0x007F000000000000, 0x8000808080808080],
    [0xFE00000000000000, 0x0001010101010101],
    [0xFD00000000000000, 0x0002020202020202],
    [0xFB00000000000000, 0x0004040404040404],
    [0xF700000000000000, 0x0008080808080808],
    [0xEF00000000000000, 0x0010101010101010],
    [0xDF00000000000000, 0x0020202020202020],
    [0xBF00000000000000, 0x0040404040404040],
    [0x7F00000000000000, 0x0080808080808080],
];
/// The squares a rook on `sq` attacks, given the squares in `occupancy`, by lookup in
/// [`QUEEN_ATTACKS_ROOK`].
#[inline]
pub const fn queen_attacks_rook(sq: ::bbgen::__private::Square, occupancy: u64) -> u64 {
    const fn between_blockers(occupancy: u64, line: u64, above: u64, below: u64) -> u64 {
        let on_line = occupancy & line;
        let up = on_line & above;
        let to_nearest_above = up ^ up.wrapping_sub(1);
        let under_nearest_below = 0x7FFF_FFFF_FFFF_FFFFu64
            >> ((on_line & below) | 1).leading_zeros();
        (to_nearest_above ^ under_nearest_below) & line
    }
    let slider = 1u64 << (sq as u8);
    let below = slider.wrapping_sub(1);
    let above = !(below | slider);
    let [first, second] = QUEEN_ATTACKS_ROOK[sq as usize];
    between_blockers(occupancy, first, above, below)
        | between_blockers(occupancy, second, above, below)
}
/// Attacks of a bishop by obstruction difference: entry `[sq]` holds the diagonal and the
/// anti-diagonal through `sq`, `sq` left out. On each, the bits up to the nearest occupied square
/// above `sq` (the lowest set bit), less those under the nearest below (a leading-zero count), are
/// the attacks along the line.
///
/// Shape `[64][2]`: 128 entries, 1024 bytes.
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
pub static QUEEN_ATTACKS_BISHOP: [[u64; 2]; 64] = [
    [0x8040201008040200, 0x0000000000000000],
    [0x0080402010080400, 0x0000000000000100],
    [0x0000804020100800, 0x0000000000010200],
    [0x0000008040201000, 0x0000000001020400],
    [0x0000000080402000, 0x0000000102040800],
    [0x0000000000804000, 0x0000010204081000],
    [0x0000000000008000, 0x0001020408102000],
    [0x0000000000000000, 0x0102040810204000],
    [0x4020100804020000, 0x0000000000000002],
    [0x8040201008040001, 0x0000000000010004],
    [0x0080402010080002, 0x0000000001020008],
    [0x0000804020100004, 0x0000000102040010],
    [0x0000008040200008, 0x0000010204080020],
    [0x0000000080400010, 0x0001020408100040],
    [0x0000000000800020, 0x0102040810200080],
    [0x0000000000000040, 0x0204081020400000],
    [0x2010080402000000, 0x0000000000000204],
    [0x4020100804000100, 0x0000000001000408],
    [0x8040201008000201, 0x0000000102000810],
    [0x0080402010000402, 0x0000010204001020],
    [0x0000804020000804, 0x0001020408002040],
    [0x0000008040001008, 0x0102040810004080],
    [0x0000000080002010, 0x0204081020008000],
    [0x0000000000004020, 0x0408102040000000],
    [0x1008040200000000, 0x0000000000020408],
    [0x2010080400010000, 0x0000000100040810],
    [0x4020100800020100, 0x0000010200081020],
    [0x8040201000040201, 0x0001020400102040],
    [0x0080402000080402, 0x0102040800204080],
    [0x0000804000100804, 0x0204081000408000],
    [0x0000008000201008, 0x0408102000800000],
    [0x0000000000402010, 0x0810204000000000],
    [0x0804020000000000, 0x0000000002040810],
    [0x1008040001000000, 0x0000010004081020],
    [0x2010080002010000, 0x0001020008102040],
    [0x4020100004020100, 0x0102040010204080],
    [0x8040200008040201, 0x0204080020408000],
    [0x0080400010080402, 0x0408100040800000],
    [0x0000800020100804, 0x0810200080000000],
    [0x0000000040201008, 0x1020400000000000],
    [0x0402000000000000, 0x0000000204081020],
    [0x0804000100000000, 0x0001000408102040],
    [0x1008000201000000, 0x0102000810204080],
    [0x2010000402010000, 0x0204001020408000],
    [0x4020000804020100, 0x0408002040800000],
    [0x8040001008040201, 0x0810004080000000],
    [0x0080002010080402, 0x1020008000000000],
    [0x0000004020100804, 0x2040000000000000],
    [0x0200000000000000, 0x0000020408102040],
    [0x0400010000000000, 0x0100040810204080],
    [0x0800020100000000, 0x0200081020408000],
    [0x1000040201000000, 0x0400102040800000],
    [0x2000080402010000, 0x0800204080000000],
    [0x4000100804020100, 0x1000408000000000],
    [0x8000201008040201, 0x2000800000000000],
    [0x0000402010080402, 0x4000000000000000],
    [0x0000000000000000, 0x0002040810204080],
    [0x0001000000000000, 0x0004081020408000],
    [0x0002010000000000, 0x0008102040800000],
    [0x0004020100000000, 0x0010204080000000],
    [0x0008040201000000, 0x0020408000000000],
    [0x0010080402010000, 0x0040800000000000],
    [0x0020100804020100, 0x0080000000000000],
    [0x0040201008040201, 0x0000000000000000],
];
/// The squares a bishop on `sq` attacks, given the squares in `occupancy`, by lookup in
/// [`QUEEN_ATTACKS_BISHOP`].
#[inline]
pub const fn queen_attacks_bishop(
    sq: ::bbgen::__private::Square,
    occupancy: u64,
) -> u64 {
    const fn between_blockers(occupancy: u64, line: u64, above: u64, below: u64) -> u64 {
        let on_line = occupancy & line;
        let up = on_line & above;
        let to_nearest_above = up ^ up.wrapping_sub(1);
        let under_nearest_below = 0x7FFF_FFFF_FFFF_FFFFu64
            >> ((on_line & below) | 1).leading_zeros();
        (to_nearest_above ^ under_nearest_below) & line
    }
    let slider = 1u64 << (sq as u8);
    let below = slider.wrapping_sub(1);
    let above = !(below | slider);
    let [first, second] = QUEEN_ATTACKS_BISHOP[sq as usize];
    between_blockers(occupancy, first, above, below)
        | between_blockers(occupancy, second, above, below)
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
