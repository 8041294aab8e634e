// @generated from `distance!(knight, x88)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Distances in knight moves: entry `x88_diff(a, b)` holds the distance from `a` to `b`. Knight
/// distance by difference is the distance on an unbounded board: it differs from the distance on
/// the board only for a corner and its diagonal neighbour (2 here, 4 on the board).
///
/// Shape `[240]`: 240 entries, 240 bytes.
///
/// `distance_knight(D4, sq) for every square`:
/// ```text
/// 3 2 3 2 3 2 3 4
/// 2 3 2 3 2 3 2 3
/// 3 4 1 2 1 4 3 2
/// 2 1 2 3 2 1 2 3
/// 3 2 3 0 3 2 3 2
/// 2 1 2 3 2 1 2 3
/// 3 4 1 2 1 4 3 2
/// 2 3 2 3 2 3 2 3
/// ```
pub static DISTANCE_KNIGHT: [u8; 240] = [
    0, 6, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 6, 0, 5, 4, 5, 4, 3, 4, 3, 4, 3, 4, 3,
    4, 5, 4, 5, 0, 4, 5, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 5, 4, 0, 5, 4, 3, 4, 3, 2, 3,
    2, 3, 2, 3, 4, 3, 4, 5, 0, 4, 3, 4, 3, 2, 3, 2, 3, 2, 3, 2, 3, 4, 3, 4, 0, 5, 4, 3,
    2, 3, 4, 1, 2, 1, 4, 3, 2, 3, 4, 5, 0, 4, 3, 4, 3, 2, 1, 2, 3, 2, 1, 2, 3, 4, 3, 4,
    0, 5, 4, 3, 2, 3, 2, 3, 0, 3, 2, 3, 2, 3, 4, 5, 0, 4, 3, 4, 3, 2, 1, 2, 3, 2, 1, 2,
    3, 4, 3, 4, 0, 5, 4, 3, 2, 3, 4, 1, 2, 1, 4, 3, 2, 3, 4, 5, 0, 4, 3, 4, 3, 2, 3, 2,
    3, 2, 3, 2, 3, 4, 3, 4, 0, 5, 4, 3, 4, 3, 2, 3, 2, 3, 2, 3, 4, 3, 4, 5, 0, 4, 5, 4,
    3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 5, 4, 0, 5, 4, 5, 4, 3, 4, 3, 4, 3, 4, 3, 4, 5, 4, 5,
    0, 6, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 6,
];
/// The distance from `a` to `b`, by lookup in [`DISTANCE_KNIGHT`].
#[inline]
pub const fn distance_knight(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
) -> u8 {
    DISTANCE_KNIGHT[::bbgen::__private::x88_diff(a, b)]
}
