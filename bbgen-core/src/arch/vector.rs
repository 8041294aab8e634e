//! Slider lines side by side in vector registers, for the `vector` method of the slider
//! patterns: hyperbola quintessence (`o - 2s`, and the same on the byte-swapped board) on every
//! lane at once, the byte swap one shuffle. A queen's file and two diagonals fill three lanes of
//! an AVX2 register; a bishop's two diagonals the two lanes of an SSSE3 one. Each entry point
//! takes the vector form where the target has the feature, asks the CPU (its answer cached by
//! `std`) where it may have it, and computes lane by lane otherwise.

#[cfg(all(target_arch = "x86_64", any(target_feature = "avx2", target_feature = "ssse3", feature = "std")))]
use super::simd;
use crate::slide::hyperbola as line;

/// A queen's attacks along the `file` and the two `diagonals` through its bit `slider` (each
/// line without the slider): AVX2 where it can.
#[inline]
pub fn queen_lines(file: u64, diagonals: &[u64; 2], occupancy: u64, slider: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    {
        // SAFETY: the target enables AVX2 for the whole build, the only feature
        // `simd::queen_lines` enables.
        #[allow(unsafe_code)]
        unsafe {
            simd::queen_lines(file, diagonals, occupancy, slider)
        }
    }
    #[cfg(all(target_arch = "x86_64", not(target_feature = "avx2"), feature = "std"))]
    {
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has just been found to support AVX2, the only feature
            // `simd::queen_lines` enables.
            #[allow(unsafe_code)]
            unsafe {
                simd::queen_lines(file, diagonals, occupancy, slider)
            }
        } else {
            queen_lines_scalar(file, diagonals, occupancy, slider)
        }
    }
    #[cfg(not(all(target_arch = "x86_64", any(target_feature = "avx2", feature = "std"))))]
    {
        queen_lines_scalar(file, diagonals, occupancy, slider)
    }
}

/// [`queen_lines`] one line at a time.
#[inline]
pub const fn queen_lines_scalar(file: u64, diagonals: &[u64; 2], occupancy: u64, slider: u64) -> u64 {
    line(occupancy, file, slider) | line(occupancy, diagonals[0], slider) | line(occupancy, diagonals[1], slider)
}

/// A bishop's attacks along the two `diagonals` through its bit `slider`: SSSE3 where it can.
#[inline]
pub fn bishop_lines(diagonals: &[u64; 2], occupancy: u64, slider: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
    {
        // SAFETY: the target enables SSSE3 for the whole build, the only feature
        // `simd::bishop_lines` enables.
        #[allow(unsafe_code)]
        unsafe {
            simd::bishop_lines(diagonals, occupancy, slider)
        }
    }
    #[cfg(all(target_arch = "x86_64", not(target_feature = "ssse3"), feature = "std"))]
    {
        if std::is_x86_feature_detected!("ssse3") {
            // SAFETY: the CPU has just been found to support SSSE3, the only feature
            // `simd::bishop_lines` enables.
            #[allow(unsafe_code)]
            unsafe {
                simd::bishop_lines(diagonals, occupancy, slider)
            }
        } else {
            bishop_lines_scalar(diagonals, occupancy, slider)
        }
    }
    #[cfg(not(all(target_arch = "x86_64", any(target_feature = "ssse3", feature = "std"))))]
    {
        bishop_lines_scalar(diagonals, occupancy, slider)
    }
}

/// [`bishop_lines`] one line at a time.
#[inline]
pub const fn bishop_lines_scalar(diagonals: &[u64; 2], occupancy: u64, slider: u64) -> u64 {
    line(occupancy, diagonals[0], slider) | line(occupancy, diagonals[1], slider)
}

#[cfg(all(test, target_arch = "x86_64", feature = "std"))]
mod tests {
    use super::*;

    /// The squares of the ray from `sq` by `(df, dr)`, and the same without its last square.
    fn ray(sq: i32, (df, dr): (i32, i32)) -> u64 {
        let (mut f, mut r, mut set) = (sq % 8 + df, sq / 8 + dr, 0);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            set |= 1u64 << (r * 8 + f);
            (f, r) = (f + df, r + dr);
        }
        set
    }

    fn subsets(mask: u64) -> impl Iterator<Item = u64> {
        let mut next = Some(0u64);
        core::iter::from_fn(move || {
            let subset = next?;
            let following = subset.wrapping_sub(mask) & mask;
            next = (following != 0).then_some(following);
            Some(subset)
        })
    }

    /// Every occupancy of the lines' inner squares is tried; under Miri, every 4,099th.
    const STRIDE: usize = if cfg!(miri) { 4099 } else { 1 };

    /// The vector forms equal the lane-by-lane forms over every occupancy of the three lines'
    /// inner squares (with random squares elsewhere), wherever this CPU runs them.
    #[test]
    fn vector_forms_equal_scalar_forms_on_every_line_occupancy() {
        let (avx2, ssse3) = (std::is_x86_feature_detected!("avx2"), std::is_x86_feature_detected!("ssse3"));
        let mut noise = 0x9E37_79B9_7F4A_7C15u64;
        let mut checked = 0;
        for sq in 0..64 {
            let line = |a, b| ray(sq, a) | ray(sq, b);
            let (file, diagonal, anti) = (line((0, 1), (0, -1)), line((1, 1), (-1, -1)), line((1, -1), (-1, 1)));
            let edges = 0xFF00_0000_0000_00FFu64 | 0x8181_8181_8181_8181;
            let inner = (file | diagonal | anti) & !edges;
            let slider = 1u64 << sq;
            for subset in subsets(inner).step_by(STRIDE) {
                noise ^= noise << 13;
                noise ^= noise >> 7;
                noise ^= noise << 17;
                let occupancy = subset | (noise & !(file | diagonal | anti));
                let diagonals = [diagonal, anti];
                let queen = queen_lines_scalar(file, &diagonals, occupancy, slider);
                let bishop = bishop_lines_scalar(&diagonals, occupancy, slider);
                assert_eq!(queen_lines(file, &diagonals, occupancy, slider), queen);
                assert_eq!(bishop_lines(&diagonals, occupancy, slider), bishop);
                if avx2 {
                    // SAFETY: the CPU has AVX2.
                    #[allow(unsafe_code)]
                    let vector = unsafe { simd::queen_lines(file, &diagonals, occupancy, slider) };
                    assert_eq!(vector, queen, "queen on {sq}, occupancy {occupancy:#x}");
                }
                if ssse3 {
                    // SAFETY: the CPU has SSSE3.
                    #[allow(unsafe_code)]
                    let vector = unsafe { simd::bishop_lines(&diagonals, occupancy, slider) };
                    assert_eq!(vector, bishop, "bishop on {sq}, occupancy {occupancy:#x}");
                }
                checked += 1;
            }
        }
        assert!(checked > 100_000 / STRIDE, "{checked}");
    }
}
