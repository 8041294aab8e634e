//! A slider's attacks, or the segment they come from, along one line through it: the forms the
//! generated slider accessors call.

#![forbid(unsafe_code)]

/// Hyperbola quintessence: subtracting twice the slider's bit from the line's occupancy borrows
/// up to the first blocker above it; the same on the byte-swapped (vertically mirrored) board
/// finds the first blocker below. `mask` is the line without the slider.
///
/// ```
/// use bbgen::Square::*;
/// // The d-file without d4, with d2 and d6 occupied: d2, d3, d5 and d6.
/// let file = 0x0808_0808_0808_0808 & !D4.bitboard().0;
/// let occupied = D2.bitboard().0 | D6.bitboard().0;
/// let attacks = bbgen::slide::hyperbola(occupied, file, D4.bitboard().0);
/// assert_eq!(attacks, (D2.bitboard() | D3.bitboard() | D5.bitboard() | D6.bitboard()).0);
/// ```
#[inline]
pub const fn hyperbola(occupancy: u64, mask: u64, slider: u64) -> u64 {
    let o = occupancy & mask;
    let forward = o.wrapping_sub(slider.wrapping_mul(2));
    let reverse = o.swap_bytes().wrapping_sub(slider.swap_bytes().wrapping_mul(2));
    (forward ^ reverse.swap_bytes()) & mask
}

/// Between the nearest blockers: the bits up to the nearest occupied square of `line` above the
/// slider (all, if none), less those under the nearest below it (none, if none), found by the
/// lowest set bit and a leading-zero count. `line` is the line without the slider; `above` and
/// `below` are the squares above and below the slider, the same for each of its lines.
///
/// ```
/// use bbgen::Square::*;
/// let slider = D4.bitboard().0;
/// let file = 0x0808_0808_0808_0808 & !slider;
/// let occupied = D2.bitboard().0 | D6.bitboard().0;
/// let (below, above) = (slider - 1, !(slider | (slider - 1)));
/// let attacks = bbgen::slide::between_blockers(occupied, file, above, below);
/// assert_eq!(attacks, (D2.bitboard() | D3.bitboard() | D5.bitboard() | D6.bitboard()).0);
/// ```
#[inline]
pub const fn between_blockers(occupancy: u64, line: u64, above: u64, below: u64) -> u64 {
    let on_line = occupancy & line;
    let up = on_line & above;
    let to_nearest_above = up ^ up.wrapping_sub(1);
    let under_nearest_below = 0x7FFF_FFFF_FFFF_FFFF >> ((on_line & below) | 1).leading_zeros();
    (to_nearest_above ^ under_nearest_below) & line
}

/// The squares from the nearest stop below the slider on `sq` to the nearest stop above it, along
/// one line through it, both stops and the slider included: a stop is an occupied square or the
/// line's last square on the board. No table: `up`, the bits `0, step, 2 * step, ...` of the
/// line's direction, shifted up by `sq` covers the line above the slider, and `down`, the same
/// bits counted down from 63, shifted down by `63 - sq` the line below it; both run on past the
/// board's edge into other lines, so `up_end` and `down_end`, the squares from which a step in
/// each direction leaves the board, are stops too, and the nearest stop each way lies on the line.
/// Between the stops, `down` shifted to end at the upper one and `up` shifted to start at the
/// lower one agree: their AND is the segment. `occupancy` must leave the slider out. The shifts
/// wrap, so that no input panics; other inputs than a square and a line's four constants give a
/// set that means nothing.
///
/// ```text
/// The d-file from d4, with d2 and d6 occupied:
/// . . . . . . . .    8
/// . . . . . . . .    7
/// . . . 1 . . . .    6  the stop above
/// . . . 1 . . . .    5
/// . . . 1 . . . .    4  the slider
/// . . . 1 . . . .    3
/// . . . 1 . . . .    2  the stop below
/// . . . . . . . .    1
/// ```
///
/// ```
/// use bbgen::Square::*;
/// let (up, down) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080);
/// let (rank_8, rank_1) = (0xFF00_0000_0000_0000, 0xFF);
/// let occupied = D2.bitboard().0 | D6.bitboard().0;
/// let line = bbgen::slide::between_stops(occupied, D4 as u32, up, down, rank_8, rank_1);
/// let d2_to_d6 = D2.bitboard() | D3.bitboard() | D4.bitboard() | D5.bitboard() | D6.bitboard();
/// assert_eq!(line, d2_to_d6.0);
/// ```
#[inline]
pub const fn between_stops(occupancy: u64, sq: u32, up: u64, down: u64, up_end: u64, down_end: u64) -> u64 {
    let above = up.wrapping_shl(sq) & (occupancy | up_end);
    let below = down.wrapping_shr(sq ^ 63) & (occupancy | down_end);
    // Neither is empty: each holds its stop, the slider's own bit where it is a last square.
    let upper = above.trailing_zeros();
    let lower = below.leading_zeros() ^ 63;
    down.wrapping_shr(upper ^ 63) & up.wrapping_shl(lower)
}
