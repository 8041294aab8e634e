//! The vector forms of [`vector`](super::vector), compiled with their features enabled whatever
//! the target's baseline.

use core::arch::x86_64::{
    __m128i, __m256i, _mm_add_epi64, _mm_and_si128, _mm_cvtsi64_si128, _mm_cvtsi128_si64, _mm_loadu_si128,
    _mm_or_si128, _mm_set_epi8, _mm_set1_epi64x, _mm_shuffle_epi8, _mm_sub_epi64, _mm_unpackhi_epi64, _mm_xor_si128,
    _mm256_add_epi64, _mm256_and_si256, _mm256_castsi128_si256, _mm256_castsi256_si128, _mm256_extracti128_si256,
    _mm256_inserti128_si256, _mm256_set_epi8, _mm256_set1_epi64x, _mm256_shuffle_epi8, _mm256_sub_epi64,
    _mm256_xor_si256,
};

/// A `u64` as a lane.
const fn lane(v: u64) -> i64 {
    v as i64
}

/// [`queen_lines`](super::vector::queen_lines) on three lanes of one AVX2 register.
#[target_feature(enable = "avx2")]
pub fn queen_lines(file: u64, diagonals: &[u64; 2], occupancy: u64, slider: u64) -> u64 {
    // Within each 128-bit half, bytes 7..0 and 15..8: each lane's bytes reversed.
    let swap: __m256i = _mm256_set_epi8(
        8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
    );
    // The file in the low lane, the diagonals in the high half: one load for both.
    // SAFETY: `diagonals` is 16 readable bytes; the load takes any alignment.
    #[allow(unsafe_code)]
    let diagonals = unsafe { _mm_loadu_si128(diagonals.as_ptr().cast()) };
    let masks = _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(_mm_cvtsi64_si128(lane(file))), diagonals);
    let o = _mm256_and_si256(_mm256_set1_epi64x(lane(occupancy)), masks);
    let s = _mm256_set1_epi64x(lane(slider));
    let forward = _mm256_sub_epi64(o, _mm256_add_epi64(s, s));
    let s_swapped = _mm256_shuffle_epi8(s, swap);
    let reverse = _mm256_sub_epi64(_mm256_shuffle_epi8(o, swap), _mm256_add_epi64(s_swapped, s_swapped));
    let lines = _mm256_and_si256(_mm256_xor_si256(forward, _mm256_shuffle_epi8(reverse, swap)), masks);
    let halves = _mm_or_si128(_mm256_castsi256_si128(lines), _mm256_extracti128_si256::<1>(lines));
    (_mm_cvtsi128_si64(halves) | _mm_cvtsi128_si64(_mm_unpackhi_epi64(halves, halves))) as u64
}

/// [`bishop_lines`](super::vector::bishop_lines) on the two lanes of one SSSE3 register.
#[target_feature(enable = "ssse3")]
pub fn bishop_lines(diagonals: &[u64; 2], occupancy: u64, slider: u64) -> u64 {
    let swap: __m128i = _mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    // SAFETY: `diagonals` is 16 readable bytes; the load takes any alignment.
    #[allow(unsafe_code)]
    let masks = unsafe { _mm_loadu_si128(diagonals.as_ptr().cast()) };
    let o = _mm_and_si128(_mm_set1_epi64x(lane(occupancy)), masks);
    let s = _mm_set1_epi64x(lane(slider));
    let forward = _mm_sub_epi64(o, _mm_add_epi64(s, s));
    let s_swapped = _mm_shuffle_epi8(s, swap);
    let reverse = _mm_sub_epi64(_mm_shuffle_epi8(o, swap), _mm_add_epi64(s_swapped, s_swapped));
    let lines = _mm_and_si128(_mm_xor_si128(forward, _mm_shuffle_epi8(reverse, swap)), masks);
    (_mm_cvtsi128_si64(lines) | _mm_cvtsi128_si64(_mm_unpackhi_epi64(lines, lines))) as u64
}
