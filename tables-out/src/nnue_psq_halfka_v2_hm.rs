// @generated from `nnue_psq!(stockfish, name = HALFKA_V2_HM, mirror = a_to_d, [28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0])`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// How many piece-square inputs the layout has: every index is below it.
pub const HALFKA_V2_HM_DIMENSIONS: u32 = 22528;
/// NNUE piece-square inputs, 22528 of them: entry `[king]`, the side's king square seen from its
/// own side (flipped for Black), holds the first index of the king's bucket, bit 31 set where that
/// king mirrors its side's inputs.
///
/// Shape `[64]`: 64 entries, 256 bytes.
///
/// `the king buckets, rank 8 on top as a side sees its own king, and the planes`:
/// ```text
/// 8  0  1  2  3  3  2  1  0
/// 7  4  5  6  7  7  6  5  4
/// 6  8  9 10 11 11 10  9  8
/// 5 12 13 14 15 15 14 13 12
/// 4 16 17 18 19 19 18 17 16
/// 3 20 21 22 23 23 22 21 20
/// 2 24 25 26 27 27 26 25 24
/// 1 28 29 30 31 31 30 29 28
///    a  b  c  d  e  f  g  h
/// a king on files a to d mirrors its side's squares (sq ^ 7)
///
/// own   pawn   plane  0: from   0
/// own   knight plane  2: from 128
/// own   bishop plane  4: from 256
/// own   rook   plane  6: from 384
/// own   queen  plane  8: from 512
/// own   king   plane 10: from 640
/// enemy pawn   plane  1: from  64
/// enemy knight plane  3: from 192
/// enemy bishop plane  5: from 320
/// enemy rook   plane  7: from 448
/// enemy queen  plane  9: from 576
/// enemy king   plane 10: from 640
/// ```
pub static HALFKA_V2_HM: [u32; 64] = [
    2147503360, 2147504064, 2147504768, 2147505472, 21824, 21120, 20416, 19712,
    2147500544, 2147501248, 2147501952, 2147502656, 19008, 18304, 17600, 16896,
    2147497728, 2147498432, 2147499136, 2147499840, 16192, 15488, 14784, 14080,
    2147494912, 2147495616, 2147496320, 2147497024, 13376, 12672, 11968, 11264,
    2147492096, 2147492800, 2147493504, 2147494208, 10560, 9856, 9152, 8448, 2147489280,
    2147489984, 2147490688, 2147491392, 7744, 7040, 6336, 5632, 2147486464, 2147487168,
    2147487872, 2147488576, 4928, 4224, 3520, 2816, 2147483648, 2147484352, 2147485056,
    2147485760, 2112, 1408, 704, 0,
];
/// Entry `[king]`, the side's king square seen from its own side: the king's bucket.
///
/// Shape `[64]`: 64 entries, 64 bytes.
pub static HALFKA_V2_HM_BUCKETS: [u8; 64] = [
    28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23,
    22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10,
    11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0,
];
/// Entry `[piece]`, pieces numbered own pawn to king 0 to 5 and the enemy's 6 to 11: the first
/// index of the piece's plane within a bucket.
///
/// Shape `[12]`: 12 entries, 48 bytes.
pub static HALFKA_V2_HM_PIECES: [u32; 12] = [
    0, 128, 256, 384, 512, 640, 64, 192, 320, 448, 576, 640,
];
/// The index of the input of `piece` on `sq`, seen from `perspective`, whose king stands on
/// `king`: below [`HALFKA_V2_HM_DIMENSIONS`].
#[inline]
pub const fn halfka_v2_hm(
    perspective: ::bbgen::__private::Color,
    piece: ::bbgen::__private::Piece,
    sq: ::bbgen::__private::Square,
    king: ::bbgen::__private::Square,
) -> u32 {
    let flip = perspective as usize * 56;
    let entry = HALFKA_V2_HM[(king as usize) ^ flip];
    let mirror = (entry >> 31) as usize * 7;
    (entry & 2147483647)
        + HALFKA_V2_HM_PIECES[piece.role as usize
            + 6 * ((piece.color as usize) ^ (perspective as usize))]
        + ((sq as usize) ^ flip ^ mirror) as u32
}
/// Whether the king of `perspective` going from `from` to `to` changes every input of its side: it
/// changes buckets, or crosses into or out of the files that mirror. The side's inputs are then
/// found afresh rather than updated.
#[inline]
pub const fn halfka_v2_hm_refresh(
    perspective: ::bbgen::__private::Color,
    from: ::bbgen::__private::Square,
    to: ::bbgen::__private::Square,
) -> bool {
    let flip = perspective as usize * 56;
    HALFKA_V2_HM[(from as usize) ^ flip] != HALFKA_V2_HM[(to as usize) ^ flip]
}
/// The bucket of `perspective`'s king on `king`, by lookup in the map as declared: the side's king
/// buckets, drawn for every square by `bbgen show` given the side alone.
#[inline]
pub const fn halfka_v2_hm_bucket(
    perspective: ::bbgen::__private::Color,
    king: ::bbgen::__private::Square,
) -> u8 {
    let flip = perspective as usize * 56;
    HALFKA_V2_HM_BUCKETS[(king as usize) ^ flip]
}
/// The active inputs of `board` seen from `perspective`, one for each piece, by square (not sorted
/// by index).
#[inline]
pub fn halfka_v2_hm_active(
    board: &::bbgen::__private::Board,
    perspective: ::bbgen::__private::Color,
) -> impl ::core::iter::Iterator<Item = u32> + '_ {
    ::bbgen::__private::psq_active(board, perspective, halfka_v2_hm)
}
/// Whether the legal move `mv` on `board` changes every input of `perspective`'s side, its king
/// changing buckets or crossing the mirror: the side's inputs are then found afresh.
#[inline]
pub fn halfka_v2_hm_needs_refresh(
    board: &::bbgen::__private::Board,
    mv: ::bbgen::__private::Move,
    perspective: ::bbgen::__private::Color,
) -> bool {
    halfka_v2_hm_refresh(
        perspective,
        board.king(perspective),
        ::bbgen::__private::king_after(board, mv, perspective),
    )
}
