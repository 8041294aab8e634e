//! Index arithmetic for the compact table layouts: the triangular index of an unordered pair, the
//! read of a triangular table stored as 32-bit halves, and the 0x88 difference of two squares.
//!
//! ```
//! use bbgen::index::{triangular_index, x88_diff};
//! use bbgen::Square::*;
//!
//! // Pairs in either order share one triangular slot; 0x88 differences tell the orders apart.
//! assert_eq!(triangular_index(A1, B2), triangular_index(B2, A1));
//! assert_ne!(x88_diff(A1, B2), x88_diff(B2, A1));
//! ```

#![forbid(unsafe_code)]

use crate::Square;

/// The index of the unordered pair `{a, b}` in a triangular table of 64 * 65 / 2 = 2080 entries.
///
/// Rows are the larger square, columns the smaller, packed row after row: row `high` holds
/// `high + 1` entries and starts at `high * (high + 1) / 2`. `(0, 0)` is 0, `(0, 1)` is 1,
/// `(1, 1)` is 2, `(0, 63)` is 2016 and `(63, 63)` is 2079. Written this way the compiler can see
/// that the index stays below 2080, so a lookup needs no bounds check.
///
/// Both orders are computed side by side and the one whose row is the larger square is picked.
/// Ordering the pair first and then computing one index would put the multiplication after the
/// compare; side by side, a dependent lookup waits for the multiplication and one pick only.
///
/// ```
/// use bbgen::index::triangular_index;
/// use bbgen::Square::*;
///
/// assert_eq!(triangular_index(C3, F6), triangular_index(F6, C3));
/// assert_eq!(triangular_index(H8, H8), 2079);
/// ```
#[inline]
pub const fn triangular_index(a: Square, b: Square) -> usize {
    let (a, b) = (a as usize, b as usize);
    let row_b = ((b * (b + 1)) >> 1) + a;
    let row_a = ((a * (a + 1)) >> 1) + b;
    // Picking from a two-entry array compiles to a conditional move, never a branch.
    [row_a, row_b][(a < b) as usize]
}

/// The entry of the unordered pair `{a, b}` in a triangular table stored as 32-bit halves: entry
/// [`triangular_index`]`(a, b)` is `[low, high]`.
///
/// Counting halves rather than entries takes the halving out of the index: for squares
/// `lo <= hi`, the entry's low half is half number `hi * hi + hi + 2 * lo`, and the load scales
/// that count by four itself. Both orders are computed and one picked, as in
/// [`triangular_index`]. Each order's square is multiplied as a `u32` and its rest added as a
/// `usize`, so that the compiler keeps `hi * hi` on its own rather than folding it into
/// `hi * (hi + 1)` behind an extra add; picking between two `u32`s keeps a vectorised loop's
/// arithmetic in 32-bit lanes. A dependent read then waits for a multiply, an add and a pick:
/// about five cycles at the usual latencies (three for a multiply, one for an add or a pick),
/// against seven for [`triangular_index`] on a table of `u64`, whose chain adds an increment
/// before the multiply and a shift after it.
///
/// ```
/// use bbgen::index::triangular_entry;
/// use bbgen::Square::*;
///
/// let mut table = [[0u32; 2]; 2080];
/// table[2079] = [0x0000_0001, 0x8000_0000];
/// assert_eq!(triangular_entry(&table, H8, H8), 0x8000_0000_0000_0001);
/// assert_eq!(triangular_entry(&table, A1, H8), 0);
/// ```
#[inline]
pub const fn triangular_entry(table: &[[u32; 2]; 2080], a: Square, b: Square) -> u64 {
    let (a32, b32) = (a as u32, b as u32);
    let (a, b) = (a as usize, b as usize);
    let row_b = ((b32 * b32) as usize + (b + 2 * a)) as u32;
    let row_a = ((a32 * a32) as usize + (a + 2 * b)) as u32;
    let half = [row_a, row_b][(a < b) as usize] as usize;
    // A fixed-length view, so that the compiler sees both reads below 4160 and merges them into
    // one load; the view always exists, as 2080 pairs are 4160 halves.
    let Some(halves) = table.as_flattened().first_chunk::<4160>() else {
        return 0;
    };
    halves[half] as u64 | (halves[half + 1] as u64) << 32
}

/// The 0x88 difference of two squares, in `1..=239`: it names the rank and file offset from `a`
/// to `b` without the ambiguity of the plain index difference.
///
/// In 0x88 coordinates a square is `rank * 16 + file`, which equals `sq + (sq | 7) - 7`. The
/// difference of two such coordinates lies in `-119..=119` and is unique for every rank and file
/// offset; adding 120 makes it an index. `(a1, a1)` is 120, `(a1, h8)` 239 and `(h8, a1)` 1.
///
/// ```
/// use bbgen::index::x88_diff;
/// use bbgen::Square::*;
///
/// assert_eq!(x88_diff(E4, E5), 136);
/// assert_eq!(x88_diff(A1, H8), 239);
/// ```
#[inline]
pub const fn x88_diff(a: Square, b: Square) -> usize {
    let (a, b) = (a as usize, b as usize);
    b + (b | 7) + 120 - a - (a | 7)
}
