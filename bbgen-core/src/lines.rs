//! The four lines through a square, and the test of the King Pattern page for a king that is
//! vulnerable to a distant check.

#![forbid(unsafe_code)]

use crate::arch;

/// The rank, file, diagonal and anti-diagonal through one square, each including the square.
///
/// Aligned to 16 bytes, so that the two pairs the SSE4.1 test puts in one register each (rank
/// and file, the two diagonals) lie in one half of a cache line. `king_lines!` emits one per
/// square.
///
/// ```
/// use bbgen::Square::*;
/// bbgen::king_lines!();
/// let e4 = king_lines(E4);
/// assert_eq!(e4.rank, 0xFF00_0000);
/// assert_eq!(e4.file, 0x1010_1010_1010_1010);
/// assert_eq!(e4.rank & e4.file & e4.diagonal & e4.anti_diagonal, E4.bitboard().0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(16))]
pub struct KingLines {
    /// The rank through the square.
    pub rank: u64,
    /// The file through the square.
    pub file: u64,
    /// The diagonal (a1-h8 direction) through the square.
    pub diagonal: u64,
    /// The anti-diagonal (h1-a8 direction) through the square.
    pub anti_diagonal: u64,
}

impl KingLines {
    /// The lines along which the king is vulnerable to a distant check, given `pattern`: the
    /// king's escape squares together with its own square. Each line that holds the whole
    /// pattern adds its weight: 1 rank, 2 file, 4 diagonal, 8 anti-diagonal. With no escape the
    /// pattern is the king alone, on all four lines: 15. The variants below answer the same for
    /// every pattern that holds the king's square, as it is meant to; a pattern without it
    /// may get different answers.
    ///
    /// This one tests line after line and stops at the first that holds the pattern (two
    /// distinct squares share at most one line).
    ///
    /// ```
    /// use bbgen::KingLines;
    ///
    /// // The lines through g1, and a king there whose only escapes are f1 and h1: a back-rank
    /// // mate waits on the rank.
    /// let g1 = KingLines {
    ///     rank: 0x0000_0000_0000_00FF,
    ///     file: 0x4040_4040_4040_4040,
    ///     diagonal: 0x0000_0000_0000_8040,
    ///     anti_diagonal: 0x0001_0204_0810_2040,
    /// };
    /// let pattern = 0xE0; // f1, g1, h1
    /// assert_eq!(g1.dir_set_branching(pattern), 1);
    /// assert_eq!(g1.dir_set_branching(0x40), 15);
    /// ```
    #[inline]
    pub const fn dir_set_branching(&self, pattern: u64) -> u32 {
        if pattern.count_ones() <= 1 {
            15
        } else if pattern & self.rank == pattern {
            1
        } else if pattern & self.file == pattern {
            2
        } else if pattern & self.diagonal == pattern {
            4
        } else if pattern & self.anti_diagonal == pattern {
            8
        } else {
            0
        }
    }

    /// As [`dir_set_branching`](Self::dir_set_branching), summing the four tests without
    /// branches.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// bbgen::king_lines!();
    /// // A king on a4 that can escape only to a5 and a3: open along the a-file.
    /// let pattern = (A3.bitboard() | A4.bitboard() | A5.bitboard()).0;
    /// assert_eq!(king_lines(A4).dir_set_branchless(pattern), 2);
    /// ```
    #[inline]
    pub const fn dir_set_branchless(&self, pattern: u64) -> u32 {
        (pattern & self.rank == pattern) as u32
            | ((pattern & self.file == pattern) as u32) << 1
            | ((pattern & self.diagonal == pattern) as u32) << 2
            | ((pattern & self.anti_diagonal == pattern) as u32) << 3
    }

    /// As [`dir_set_branching`](Self::dir_set_branching), with SSE4.1's 64-bit compares on the
    /// two halves; `None` where the CPU lacks SSE4.1.
    ///
    /// Compiled for a target with SSE4.1 it is always `Some`; otherwise, with the `std` feature,
    /// the CPU is asked once and the answer cached, and without it the answer is `None`.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// bbgen::king_lines!();
    /// let pattern = (F1.bitboard() | G1.bitboard() | H1.bitboard()).0;
    /// if let Some(dirs) = king_lines(G1).dir_set_sse41(pattern) {
    ///     assert_eq!(dirs, 1);
    /// }
    /// ```
    #[inline]
    pub fn dir_set_sse41(&self, pattern: u64) -> Option<u32> {
        arch::dir_set_sse41(self, pattern)
    }

    /// SSE4.1 when the target or the CPU has it, else the branchless test; all three answer the
    /// same for a pattern that holds the king's square. On the benchmark machine the branchless
    /// test was faster than this choice even with SSE4.1 built in (`BENCHMARKS.md`, `dir_set`), so
    /// call [`dir_set_branchless`](KingLines::dir_set_branchless) where speed matters.
    ///
    /// ```
    /// use bbgen::Square::*;
    /// bbgen::king_lines!();
    /// // A king on d4 whose only escapes are c5 and e3 stands on an open anti-diagonal.
    /// let pattern = (C5.bitboard() | D4.bitboard() | E3.bitboard()).0;
    /// assert_eq!(king_lines(D4).dir_set(pattern), 8);
    /// assert_eq!(king_lines(D4).dir_set(pattern), king_lines(D4).dir_set_branching(pattern));
    /// ```
    #[inline]
    pub fn dir_set(&self, pattern: u64) -> u32 {
        match self.dir_set_sse41(pattern) {
            Some(dirs) => dirs,
            None => self.dir_set_branchless(pattern),
        }
    }
}
