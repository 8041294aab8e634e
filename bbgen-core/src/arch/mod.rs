//! Instruction-set specific code, chosen at compile time where the target has the feature and by
//! the CPU's cached answer otherwise (with `std`).

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
pub mod bmi2;
#[cfg(all(target_arch = "x86_64", any(target_feature = "avx2", target_feature = "ssse3", feature = "std")))]
mod simd;
#[cfg(all(target_arch = "x86_64", any(target_feature = "sse4.1", feature = "std")))]
mod sse41;
pub mod vector;

use crate::KingLines;

/// [`KingLines::dir_set_sse41`]: SSE4.1 where the target or the CPU has it.
#[inline]
pub fn dir_set_sse41(lines: &KingLines, pattern: u64) -> Option<u32> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse4.1"))]
    {
        // SAFETY: the target enables SSE4.1 for the whole build, the only feature
        // `sse41::dir_set` enables.
        #[allow(unsafe_code)]
        Some(unsafe { sse41::dir_set(lines, pattern) })
    }
    #[cfg(all(target_arch = "x86_64", not(target_feature = "sse4.1"), feature = "std"))]
    {
        if std::is_x86_feature_detected!("sse4.1") {
            // SAFETY: the CPU has just been found to support SSE4.1, the only feature
            // `sse41::dir_set` enables.
            #[allow(unsafe_code)]
            Some(unsafe { sse41::dir_set(lines, pattern) })
        } else {
            None
        }
    }
    #[cfg(not(all(target_arch = "x86_64", any(target_feature = "sse4.1", feature = "std"))))]
    {
        let _ = (lines, pattern);
        None
    }
}

/// The instruction-set paths against their portable forms. Under Miri, with the target features
/// passed in `RUSTFLAGS`, these run every `unsafe` block of this module's children, on a smaller
/// sample.
#[cfg(test)]
mod tests {
    use crate::{Bitboard, Square, attacks};

    /// How many occupancies each square is tried with.
    const SAMPLE: usize = if cfg!(miri) { 8 } else { 2048 };

    /// Pseudo-random words by xorshift, the same on every run.
    fn noise(count: usize) -> impl Iterator<Item = u64> {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        core::iter::repeat_with(move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .take(count)
    }

    /// Wherever SSE4.1 answers, it agrees with the branching test on patterns made of the king's
    /// square and some of its neighbours, on every square.
    #[test]
    fn sse41_dir_set_equals_branching() {
        for sq in Square::ALL {
            let lines = attacks::lines(sq);
            for word in noise(SAMPLE) {
                let pattern = (word & attacks::king(sq).0) | sq.bitboard().0;
                if let Some(dirs) = super::dir_set_sse41(lines, pattern) {
                    assert_eq!(dirs, lines.dir_set_branching(pattern), "{sq:?} {pattern:#x}");
                }
            }
        }
    }

    /// Move generation's slider lookups (PEXT where the target has BMI2) equal the crate's
    /// `const` ones on every square.
    #[test]
    fn move_generation_sliders_equal_const_sliders() {
        for sq in Square::ALL {
            for word in noise(SAMPLE) {
                let occupied = Bitboard(word & word.rotate_left(17));
                assert_eq!(attacks::rook_moves(sq, occupied), attacks::rook(sq, occupied), "{sq:?} {occupied:?}");
                assert_eq!(attacks::bishop_moves(sq, occupied), attacks::bishop(sq, occupied), "{sq:?} {occupied:?}");
            }
        }
    }
}
