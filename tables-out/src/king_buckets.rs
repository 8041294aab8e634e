// @generated from `king_buckets!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// NNUE king buckets: entry `[sq]` holds the bucket of a king on `sq`, one of 32. It was drawn for
/// files a to d: files e to h hold the buckets of their mirror squares (`sq ^ 7`).
///
/// Shape `[64]`: 64 entries, 64 bytes.
///
/// `king_buckets(sq) for every square`:
/// ```text
///  0  1  2  3  3  2  1  0
///  4  5  6  7  7  6  5  4
///  8  9 10 11 11 10  9  8
/// 12 13 14 15 15 14 13 12
/// 16 17 18 19 19 18 17 16
/// 20 21 22 23 23 22 21 20
/// 24 25 26 27 27 26 25 24
/// 28 29 30 31 31 30 29 28
/// ```
pub static KING_BUCKETS: [u8; 64] = [
    28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23,
    22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10,
    11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0,
];
/// The bucket of a king on `sq`, by lookup in [`KING_BUCKETS`].
#[inline]
pub const fn king_buckets(sq: ::bbgen::__private::Square) -> u8 {
    KING_BUCKETS[sq as usize]
}
/// Whether a king on `sq` is mirrored: on files e to h, which the drawing of files a to d
/// covers by their mirror squares (`sq ^ 7`), so that the network's inputs are mirrored too.
#[inline]
pub const fn king_buckets_mirrored(sq: ::bbgen::__private::Square) -> bool {
    const MIRRORED: u64 = 0xF0F0F0F0F0F0F0F0;
    ((MIRRORED >> (sq as u8)) & 1) == 1
}
