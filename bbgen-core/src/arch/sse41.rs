//! SSE4.1 versions, compiled with the feature enabled whatever the target's baseline.

use core::arch::x86_64::{
    __m128i, _mm_and_si128, _mm_cmpeq_epi64, _mm_cvtsi128_si32, _mm_or_si128, _mm_set_epi64x, _mm_set1_epi64x,
    _mm_unpackhi_epi64,
};

use crate::KingLines;

/// The four line tests at once: the pattern, copied into both 64-bit lanes, is and-ed with the
/// rank and file in one register and with the two diagonals in another; `_mm_cmpeq_epi64`
/// turns each lane that still equals the pattern into all ones, and-ing with the weights keeps
/// 1, 2, 4, 8 of those, and the two halves are or-ed together.
#[target_feature(enable = "sse4.1")]
pub fn dir_set(lines: &KingLines, pattern: u64) -> u32 {
    let as_lane = |v: u64| v as i64;
    let pattern: __m128i = _mm_set1_epi64x(as_lane(pattern));
    let straight = _mm_set_epi64x(as_lane(lines.file), as_lane(lines.rank));
    let diagonals = _mm_set_epi64x(as_lane(lines.anti_diagonal), as_lane(lines.diagonal));
    let straight = _mm_and_si128(_mm_cmpeq_epi64(_mm_and_si128(pattern, straight), pattern), _mm_set_epi64x(2, 1));
    let diagonals = _mm_and_si128(_mm_cmpeq_epi64(_mm_and_si128(pattern, diagonals), pattern), _mm_set_epi64x(8, 4));
    let both = _mm_or_si128(straight, diagonals);
    let both = _mm_or_si128(both, _mm_unpackhi_epi64(both, both));
    _mm_cvtsi128_si32(both) as u32
}
