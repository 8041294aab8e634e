// @generated from `nnue_psq!(bullet, name = CHESS768)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// How many piece-square inputs the layout has: every index is below it.
pub const CHESS768_DIMENSIONS: u32 = 768;
/// NNUE piece-square inputs, 768 of them: entry `[king]`, the side's king square seen from its own
/// side (flipped for Black), holds the first index of the king's bucket, bit 31 set where that
/// king mirrors its side's inputs.
///
/// Shape `[64]`: 64 entries, 256 bytes.
///
/// `the king buckets, rank 8 on top as a side sees its own king, and the planes`:
/// ```text
/// 8 0 0 0 0 0 0 0 0
/// 7 0 0 0 0 0 0 0 0
/// 6 0 0 0 0 0 0 0 0
/// 5 0 0 0 0 0 0 0 0
/// 4 0 0 0 0 0 0 0 0
/// 3 0 0 0 0 0 0 0 0
/// 2 0 0 0 0 0 0 0 0
/// 1 0 0 0 0 0 0 0 0
///   a b c d e f g h
/// no mirroring
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
pub static CHESS768: [u32; 64] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
];
/// Entry `[king]`, the side's king square seen from its own side: the king's bucket.
///
/// Shape `[64]`: 64 entries, 64 bytes.
pub static CHESS768_BUCKETS: [u8; 64] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
];
/// Entry `[piece]`, pieces numbered own pawn to king 0 to 5 and the enemy's 6 to 11: the first
/// index of the piece's plane within a bucket.
///
/// Shape `[12]`: 12 entries, 48 bytes.
pub static CHESS768_PIECES: [u32; 12] = [
    0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704,
];
/// The index of the input of `piece` on `sq`, seen from `perspective`, whose king stands on
/// `king`: below [`CHESS768_DIMENSIONS`].
#[inline]
pub const fn chess768(
    perspective: ::bbgen::__private::Color,
    piece: ::bbgen::__private::Piece,
    sq: ::bbgen::__private::Square,
    king: ::bbgen::__private::Square,
) -> u32 {
    let flip = perspective as usize * 56;
    let entry = CHESS768[(king as usize) ^ flip];
    let mirror = (entry >> 31) as usize * 7;
    (entry & 2147483647)
        + CHESS768_PIECES[piece.role as usize
            + 6 * ((piece.color as usize) ^ (perspective as usize))]
        + ((sq as usize) ^ flip ^ mirror) as u32
}
/// Whether the king of `perspective` going from `from` to `to` changes every input of its side: it
/// changes buckets, or crosses into or out of the files that mirror. The side's inputs are then
/// found afresh rather than updated.
#[inline]
pub const fn chess768_refresh(
    perspective: ::bbgen::__private::Color,
    from: ::bbgen::__private::Square,
    to: ::bbgen::__private::Square,
) -> bool {
    let flip = perspective as usize * 56;
    CHESS768[(from as usize) ^ flip] != CHESS768[(to as usize) ^ flip]
}
/// The bucket of `perspective`'s king on `king`, by lookup in the map as declared: the side's king
/// buckets, drawn for every square by `bbgen show` given the side alone.
#[inline]
pub const fn chess768_bucket(
    perspective: ::bbgen::__private::Color,
    king: ::bbgen::__private::Square,
) -> u8 {
    let flip = perspective as usize * 56;
    CHESS768_BUCKETS[(king as usize) ^ flip]
}
/// The active inputs of `board` seen from `perspective`, one for each piece, by square (not sorted
/// by index).
#[inline]
pub fn chess768_active(
    board: &::bbgen::__private::Board,
    perspective: ::bbgen::__private::Color,
) -> impl ::core::iter::Iterator<Item = u32> + '_ {
    ::bbgen::__private::psq_active(board, perspective, chess768)
}
/// Whether the legal move `mv` on `board` changes every input of `perspective`'s side, its king
/// changing buckets or crossing the mirror: the side's inputs are then found afresh.
#[inline]
pub fn chess768_needs_refresh(
    board: &::bbgen::__private::Board,
    mv: ::bbgen::__private::Move,
    perspective: ::bbgen::__private::Color,
) -> bool {
    chess768_refresh(
        perspective,
        board.king(perspective),
        ::bbgen::__private::king_after(board, mv, perspective),
    )
}
