// @generated from `distance!(manhattan, x88)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Distances in rook steps of one square (Manhattan distance): entry `x88_diff(a, b)` holds the
/// distance from `a` to `b`.
///
/// Shape `[240]`: 240 entries, 240 bytes.
///
/// `distance_manhattan(D4, sq) for every square`:
/// ```text
/// 7 6 5 4 5 6 7 8
/// 6 5 4 3 4 5 6 7
/// 5 4 3 2 3 4 5 6
/// 4 3 2 1 2 3 4 5
/// 3 2 1 0 1 2 3 4
/// 4 3 2 1 2 3 4 5
/// 5 4 3 2 3 4 5 6
/// 6 5 4 3 4 5 6 7
/// ```
pub static DISTANCE_MANHATTAN: [u8; 240] = [
    0, 14, 13, 12, 11, 10, 9, 8, 7, 8, 9, 10, 11, 12, 13, 14, 0, 13, 12, 11, 10, 9, 8, 7,
    6, 7, 8, 9, 10, 11, 12, 13, 0, 12, 11, 10, 9, 8, 7, 6, 5, 6, 7, 8, 9, 10, 11, 12, 0,
    11, 10, 9, 8, 7, 6, 5, 4, 5, 6, 7, 8, 9, 10, 11, 0, 10, 9, 8, 7, 6, 5, 4, 3, 4, 5, 6,
    7, 8, 9, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2, 3, 4, 5, 6, 7, 8, 9, 0, 8, 7, 6, 5, 4, 3, 2,
    1, 2, 3, 4, 5, 6, 7, 8, 0, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 8, 7, 6,
    5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 8, 7, 6, 5, 4, 3, 2, 3, 4, 5, 6, 7, 8, 9,
    0, 10, 9, 8, 7, 6, 5, 4, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 10, 9, 8, 7, 6, 5, 4, 5, 6,
    7, 8, 9, 10, 11, 0, 12, 11, 10, 9, 8, 7, 6, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 12, 11,
    10, 9, 8, 7, 6, 7, 8, 9, 10, 11, 12, 13, 0, 14, 13, 12, 11, 10, 9, 8, 7, 8, 9, 10,
    11, 12, 13, 14,
];
/// The distance from `a` to `b`, by lookup in [`DISTANCE_MANHATTAN`].
#[inline]
pub const fn distance_manhattan(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
) -> u8 {
    DISTANCE_MANHATTAN[::bbgen::__private::x88_diff(a, b)]
}
