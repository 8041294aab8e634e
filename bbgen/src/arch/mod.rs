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
