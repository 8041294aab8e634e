// @generated from `nnue_psq!(bullet, name = BULLET_MIRRORED, mirror = e_to_h, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7])`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// How many piece-square inputs the layout has: every index is below it.
pub const BULLET_MIRRORED_DIMENSIONS: u32 = 6144;
/// NNUE piece-square inputs, 6144 of them: entry `[king]`, the side's king square seen from its
/// own side (flipped for Black), holds the first index of the king's bucket, bit 31 set where that
/// king mirrors its side's inputs.
///
/// Shape `[64]`: 64 entries, 256 bytes.
///
/// `the king buckets, rank 8 on top as a side sees its own king, and the planes`:
/// ```text
/// 8 7 7 7 7 7 7 7 7
/// 7 7 7 7 7 7 7 7 7
/// 6 6 6 6 6 6 6 6 6
/// 5 6 6 6 6 6 6 6 6
/// 4 5 5 5 5 5 5 5 5
/// 3 4 4 4 4 4 4 4 4
/// 2 2 2 3 3 3 3 2 2
/// 1 0 0 1 1 1 1 0 0
///   a b c d e f g h
/// a king on files e to h mirrors its side's squares (sq ^ 7)
///
/// own   pawn   plane  0: from   0
/// own   knight plane  1: from  64
/// own   bishop plane  2: from 128
/// own   rook   plane  3: from 192
/// own   queen  plane  4: from 256
/// own   king   plane  5: from 320
/// enemy pawn   plane  6: from 384
/// enemy knight plane  7: from 448
/// enemy bishop plane  8: from 512
/// enemy rook   plane  9: from 576
/// enemy queen  plane 10: from 640
/// enemy king   plane 11: from 704
/// ```
pub static BULLET_MIRRORED: [u32; 64] = [
    0, 0, 768, 768, 2147484416, 2147484416, 2147483648, 2147483648, 1536, 1536, 2304,
    2304, 2147485952, 2147485952, 2147485184, 2147485184, 3072, 3072, 3072, 3072,
    2147486720, 2147486720, 2147486720, 2147486720, 3840, 3840, 3840, 3840, 2147487488,
    2147487488, 2147487488, 2147487488, 4608, 4608, 4608, 4608, 2147488256, 2147488256,
    2147488256, 2147488256, 4608, 4608, 4608, 4608, 2147488256, 2147488256, 2147488256,
    2147488256, 5376, 5376, 5376, 5376, 2147489024, 2147489024, 2147489024, 2147489024,
    5376, 5376, 5376, 5376, 2147489024, 2147489024, 2147489024, 2147489024,
];
/// Entry `[king]`, the side's king square seen from its own side: the king's bucket.
///
/// Shape `[64]`: 64 entries, 64 bytes.
pub static BULLET_MIRRORED_BUCKETS: [u8; 64] = [
    0, 0, 1, 1, 1, 1, 0, 0, 2, 2, 3, 3, 3, 3, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5,
    5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7,
];
/// Entry `[piece]`, pieces numbered own pawn to king 0 to 5 and the enemy's 6 to 11: the first
/// index of the piece's plane within a bucket.
///
/// Shape `[12]`: 12 entries, 48 bytes.
pub static BULLET_MIRRORED_PIECES: [u32; 12] = [
    0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704,
];
/// The index of the input of `piece` on `sq`, seen from `perspective`, whose king stands on
/// `king`: below [`BULLET_MIRRORED_DIMENSIONS`].
#[inline]
pub const fn bullet_mirrored(
    perspective: ::bbgen::__private::Color,
    piece: ::bbgen::__private::Piece,
    sq: ::bbgen::__private::Square,
    king: ::bbgen::__private::Square,
) -> u32 {
    let flip = perspective as usize * 56;
    let entry = BULLET_MIRRORED[(king as usize) ^ flip];
    let mirror = (entry >> 31) as usize * 7;
    (entry & 2147483647)
        + BULLET_MIRRORED_PIECES[piece.role as usize
            + 6 * ((piece.color as usize) ^ (perspective as usize))]
        + ((sq as usize) ^ flip ^ mirror) as u32
}
/// Whether the king of `perspective` going from `from` to `to` changes every input of its side: it
/// changes buckets, or crosses into or out of the files that mirror. The side's inputs are then
/// found afresh rather than updated.
#[inline]
pub const fn bullet_mirrored_refresh(
    perspective: ::bbgen::__private::Color,
    from: ::bbgen::__private::Square,
    to: ::bbgen::__private::Square,
) -> bool {
    let flip = perspective as usize * 56;
    BULLET_MIRRORED[(from as usize) ^ flip] != BULLET_MIRRORED[(to as usize) ^ flip]
}
/// The bucket of `perspective`'s king on `king`, by lookup in the map as declared: the side's king
/// buckets, drawn for every square by `bbgen show` given the side alone.
#[inline]
pub const fn bullet_mirrored_bucket(
    perspective: ::bbgen::__private::Color,
    king: ::bbgen::__private::Square,
) -> u8 {
    let flip = perspective as usize * 56;
    BULLET_MIRRORED_BUCKETS[(king as usize) ^ flip]
}
/// The active inputs of `board` seen from `perspective`, one for each piece, by square (not sorted
/// by index).
#[inline]
pub fn bullet_mirrored_active(
    board: &::bbgen::__private::Board,
    perspective: ::bbgen::__private::Color,
) -> impl ::core::iter::Iterator<Item = u32> + '_ {
    ::bbgen::__private::psq_active(board, perspective, bullet_mirrored)
}
/// Whether the legal move `mv` on `board` changes every input of `perspective`'s side, its king
/// changing buckets or crossing the mirror: the side's inputs are then found afresh.
#[inline]
pub fn bullet_mirrored_needs_refresh(
    board: &::bbgen::__private::Board,
    mv: ::bbgen::__private::Move,
    perspective: ::bbgen::__private::Color,
) -> bool {
    bullet_mirrored_refresh(
        perspective,
        board.king(perspective),
        ::bbgen::__private::king_after(board, mv, perspective),
    )
}
