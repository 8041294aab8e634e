// @generated from `distance!(chebyshev, x88)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Distances in king steps (Chebyshev distance): entry `x88_diff(a, b)` holds the distance from
/// `a` to `b`.
///
/// Shape `[240]`: 240 entries, 240 bytes.
///
/// `distance_chebyshev(D4, sq) for every square`:
/// ```text
/// 4 4 4 4 4 4 4 4
/// 3 3 3 3 3 3 3 4
/// 3 2 2 2 2 2 3 4
/// 3 2 1 1 1 2 3 4
/// 3 2 1 0 1 2 3 4
/// 3 2 1 1 1 2 3 4
/// 3 2 2 2 2 2 3 4
/// 3 3 3 3 3 3 3 4
/// ```
pub static DISTANCE_CHEBYSHEV: [u8; 240] = [
    0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 7, 0, 7, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 7, 0, 7, 6, 5, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 5, 6, 7, 0, 7, 6, 5, 4, 3, 3, 3, 3, 3, 3, 3, 4, 5, 6, 7, 0, 7, 6, 5,
    4, 3, 2, 2, 2, 2, 2, 3, 4, 5, 6, 7, 0, 7, 6, 5, 4, 3, 2, 1, 1, 1, 2, 3, 4, 5, 6, 7,
    0, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 7, 6, 5, 4, 3, 2, 1, 1, 1, 2, 3,
    4, 5, 6, 7, 0, 7, 6, 5, 4, 3, 2, 2, 2, 2, 2, 3, 4, 5, 6, 7, 0, 7, 6, 5, 4, 3, 3, 3,
    3, 3, 3, 3, 4, 5, 6, 7, 0, 7, 6, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 6, 7, 0, 7, 6, 5,
    5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 7, 0, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7,
    0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
];
/// The distance from `a` to `b`, by lookup in [`DISTANCE_CHEBYSHEV`].
#[inline]
pub const fn distance_chebyshev(
    a: ::bbgen::__private::Square,
    b: ::bbgen::__private::Square,
) -> u8 {
    DISTANCE_CHEBYSHEV[::bbgen::__private::x88_diff(a, b)]
}
