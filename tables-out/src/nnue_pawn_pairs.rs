// @generated from `nnue_pawn_pairs!(name = PP_3WIDE, files = 3, mirror = e_to_h, base = 59808)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// How many pawn-pair inputs there are, one for each pair of the 96 pawn ids: every index lies
/// from the base up to the base plus this.
pub const PP_3WIDE_DIMENSIONS: u32 = 4560;
/// The first input: every index is at least this.
pub const PP_3WIDE_BASE: u32 = 59808;
/// NNUE pawn-pair inputs, 4560 of them from 59808: entry `[sq]` holds the squares whose pawns pair
/// with a pawn on `sq`: ranks 2 to 7 on its own file and the files beside it.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `PP_3WIDE[d4]`:
/// ```text
/// . . . . . . . .
/// . . 1 1 1 . . .
/// . . 1 1 1 . . .
/// . . 1 1 1 . . .
/// . . 1 . 1 . . .
/// . . 1 1 1 . . .
/// . . 1 1 1 . . .
/// . . . . . . . .
/// ```
pub static PP_3WIDE: [u64; 64] = [
    0x0003030303030300, 0x0007070707070700, 0x000E0E0E0E0E0E00, 0x001C1C1C1C1C1C00,
    0x0038383838383800, 0x0070707070707000, 0x00E0E0E0E0E0E000, 0x00C0C0C0C0C0C000,
    0x0003030303030200, 0x0007070707070500, 0x000E0E0E0E0E0A00, 0x001C1C1C1C1C1400,
    0x0038383838382800, 0x0070707070705000, 0x00E0E0E0E0E0A000, 0x00C0C0C0C0C04000,
    0x0003030303020300, 0x0007070707050700, 0x000E0E0E0E0A0E00, 0x001C1C1C1C141C00,
    0x0038383838283800, 0x0070707070507000, 0x00E0E0E0E0A0E000, 0x00C0C0C0C040C000,
    0x0003030302030300, 0x0007070705070700, 0x000E0E0E0A0E0E00, 0x001C1C1C141C1C00,
    0x0038383828383800, 0x0070707050707000, 0x00E0E0E0A0E0E000, 0x00C0C0C040C0C000,
    0x0003030203030300, 0x0007070507070700, 0x000E0E0A0E0E0E00, 0x001C1C141C1C1C00,
    0x0038382838383800, 0x0070705070707000, 0x00E0E0A0E0E0E000, 0x00C0C040C0C0C000,
    0x0003020303030300, 0x0007050707070700, 0x000E0A0E0E0E0E00, 0x001C141C1C1C1C00,
    0x0038283838383800, 0x0070507070707000, 0x00E0A0E0E0E0E000, 0x00C040C0C0C0C000,
    0x0002030303030300, 0x0005070707070700, 0x000A0E0E0E0E0E00, 0x00141C1C1C1C1C00,
    0x0028383838383800, 0x0050707070707000, 0x00A0E0E0E0E0E000, 0x0040C0C0C0C0C000,
    0x0003030303030300, 0x0007070707070700, 0x000E0E0E0E0E0E00, 0x001C1C1C1C1C1C00,
    0x0038383838383800, 0x0070707070707000, 0x00E0E0E0E0E0E000, 0x00C0C0C0C0C0C000,
];
/// Entry `[colour][sq]`, the colour 0 for the side's own pawns and the square as the side sees it:
/// the pawn's id, `48 x colour + sq - 8` (0 off ranks 2 to 7).
///
/// Shape `[2][64]`: 128 entries, 128 bytes.
pub static PP_3WIDE_IDS: [[u8; 64]; 2] = [
    [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
        17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
        37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
    [
        0, 0, 0, 0, 0, 0, 0, 0, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61,
        62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
        82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
];
/// The input of the pair of `a`'s pawn on `a_sq` and `b`'s on `b_sq`, seen from `perspective`,
/// whose king stands on `king`: from [`PP_3WIDE_BASE`] up to it plus [`PP_3WIDE_DIMENSIONS`], the
/// same for the pawns either way round. For pawns on ranks 2 to 7 on different squares; within a
/// band of each other ([`PP_3WIDE`]) for a pair the network counts.
#[inline]
pub const fn pp_3wide(
    perspective: ::bbgen::__private::Color,
    a: ::bbgen::__private::Color,
    a_sq: ::bbgen::__private::Square,
    b: ::bbgen::__private::Color,
    b_sq: ::bbgen::__private::Square,
    king: ::bbgen::__private::Square,
) -> u32 {
    const MIRRORED: u64 = 0xF0F0F0F0F0F0F0F0;
    let flip = (((MIRRORED >> (king as u8)) & 1) as usize * 7)
        ^ (perspective as usize * 56);
    let id_a = PP_3WIDE_IDS[(a as usize)
        ^ (perspective as usize)][(a_sq as usize) ^ flip] as usize;
    let id_b = PP_3WIDE_IDS[(b as usize)
        ^ (perspective as usize)][(b_sq as usize) ^ flip] as usize;
    let hi = if id_a < id_b { id_b } else { id_a };
    let lo = if id_a < id_b { id_a } else { id_b };
    (((hi * hi - hi) >> 1) + lo) as u32 + 59808
}
/// Whether the king of `perspective` going from `from` to `to` changes every pair input of its
/// side, crossing into or out of the files that mirror: the side's inputs are then found afresh.
#[inline]
pub const fn pp_3wide_refresh(
    perspective: ::bbgen::__private::Color,
    from: ::bbgen::__private::Square,
    to: ::bbgen::__private::Square,
) -> bool {
    let _ = perspective;
    const MIRRORED: u64 = 0xF0F0F0F0F0F0F0F0;
    ((MIRRORED >> (from as u8)) & 1) != ((MIRRORED >> (to as u8)) & 1)
}
/// The squares whose pawns pair with a pawn on `sq`, by lookup in [`PP_3WIDE`].
#[inline]
pub const fn pp_3wide_band(sq: ::bbgen::__private::Square) -> u64 {
    PP_3WIDE[sq as usize]
}
/// The active inputs of `board` seen from `perspective`: one for each pair of pawns within a band
/// of each other, pawns taken by square (not sorted by index).
#[inline]
pub fn pp_3wide_active(
    board: &::bbgen::__private::Board,
    perspective: ::bbgen::__private::Color,
) -> impl ::core::iter::Iterator<Item = u32> + '_ {
    ::bbgen::__private::pawn_pairs_active(board, perspective, &PP_3WIDE, pp_3wide)
}
/// Whether the legal move `mv` on `board` changes every pair input of `perspective`'s side, its
/// king crossing the mirror: the side's inputs are then found afresh.
#[inline]
pub fn pp_3wide_needs_refresh(
    board: &::bbgen::__private::Board,
    mv: ::bbgen::__private::Move,
    perspective: ::bbgen::__private::Color,
) -> bool {
    pp_3wide_refresh(
        perspective,
        board.king(perspective),
        ::bbgen::__private::king_after(board, mv, perspective),
    )
}
