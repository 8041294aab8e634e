//! A slider's attacks along one line through it: the forms the generated slider accessors call.

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
