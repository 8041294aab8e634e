//! The per-square records of the magic- and PEXT-indexed slider tables.

#![forbid(unsafe_code)]

/// How `rook_attacks!(magic)` and `bishop_attacks!(magic)` find a square's attacks: the
/// occupancy of the relevant squares, multiplied by the magic number, has its top bits index the
/// square's block of the shared attack table, `LEN` entries of `T` from where the block starts.
///
/// `LEN` is the same on every square of a table (4,096 for the rook, 512 for the bishop), so the
/// shift is a constant of the accessor rather than a field of the record. The record holds its
/// block itself rather than an offset: a lookup loads the block's address with the mask and the
/// magic, adds no offset, and, the index being below `LEN` by construction, checks no bound.
///
/// With nothing in a lookup that can fail, the compiler may also vectorise a loop that folds many
/// lookups together. With AVX-512 (`-C target-cpu=native` on the benchmark machine) LLVM does so
/// with gathers, which ran slower than scalar code there: 1.16 ns a bishop lookup against 0.51 at
/// the default target (`BENCHMARKS.md`, the bishop group's throughput). Lookups made one at a time,
/// as move generation makes them, are not affected, and where the target has gathers the runtime's
/// attackers of a square keep a check that stops it. The lookup itself cannot carry such a check: a
/// generated table is a constant in the caller's crate, so the compiler sees every record and folds
/// a test of their fields, such as a non-zero mask, away.
///
/// ```
/// use bbgen::Magic;
/// static BLOCK: [u64; 4] = [10, 11, 12, 13];
/// // A toy record: the top two squares alone matter, read off by the top two bits.
/// let m = Magic { mask: 0xC000_0000_0000_0000, magic: 1, block: &BLOCK };
/// assert_eq!(m.index(0x4000_0000_0000_00FF), 1);
/// assert_eq!(m.entry(0xC000_0000_0000_0000), 13);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Magic<T: 'static, const LEN: usize> {
    /// The squares whose occupancy matters: the rays from the square, edges left out.
    pub mask: u64,
    /// The multiplier that maps every subset of `mask` to a slot with the right attacks.
    pub magic: u64,
    /// The square's block of the attack table; blocks of different squares overlap where they
    /// agree.
    pub block: &'static [T; LEN],
}

impl<T: Copy, const LEN: usize> Magic<T, LEN> {
    /// The slot of `occupancy` in the block: the top `log2(LEN)` bits of the product, so `LEN` is
    /// a power of two from 2 up. Squares outside `mask` do not change it.
    ///
    /// ```
    /// use bbgen::Magic;
    /// static BLOCK: [u8; 256] = [0; 256];
    /// // The eighth rank alone matters, read off by the top eight bits.
    /// let m = Magic { mask: 0xFF00_0000_0000_0000, magic: 1, block: &BLOCK };
    /// assert_eq!(m.index(0x0300_0000_0000_00FF), 3);
    /// ```
    #[inline]
    pub const fn index(&self, occupancy: u64) -> usize {
        const { assert!(LEN.is_power_of_two() && LEN >= 2, "a magic block holds a power of two entries, two or more") };
        ((occupancy & self.mask).wrapping_mul(self.magic) >> (64 - LEN.trailing_zeros())) as usize
    }

    /// The block's entry for `occupancy`.
    ///
    /// ```
    /// use bbgen::Magic;
    /// static BLOCK: [u64; 2] = [0, 0x0101];
    /// let m = Magic { mask: 1, magic: 1 << 63, block: &BLOCK };
    /// assert_eq!((m.entry(0), m.entry(1)), (0, 0x0101));
    /// ```
    #[inline]
    pub const fn entry(&self, occupancy: u64) -> T {
        self.block[self.index(occupancy)]
    }
}

/// The `LEN` entries of `table` from `offset`, for a magic record in a `static`.
///
/// # Panics
/// If the block would run past the end of `table`. In a `static` the call is evaluated when the
/// record is, so such a block stops the build rather than a lookup.
///
/// ```
/// use bbgen::magic_block;
/// static TABLE: [u64; 6] = [0, 1, 2, 3, 4, 5];
/// static BLOCK: &[u64; 4] = magic_block(&TABLE, 2);
/// assert_eq!(BLOCK, &[2, 3, 4, 5]);
/// ```
pub const fn magic_block<T, const LEN: usize>(table: &'static [T], offset: usize) -> &'static [T; LEN] {
    let rest = match table.split_at_checked(offset) {
        Some((_, rest)) => rest,
        None => &[],
    };
    match rest.first_chunk() {
        Some(block) => block,
        None => panic!("a magic block runs past the end of its table"),
    }
}

/// How `rook_attacks!(pext)` and `bishop_attacks!(pext)` find a square's attacks: BMI2's PEXT
/// gathers the occupancy of the relevant squares into the index of the square's block of the
/// shared attack table.
///
/// As with [`Magic`], the record holds its block itself, `LEN` entries (4,096 for the rook, 512
/// for the bishop) from where it starts, so a lookup adds no offset and, the index masked to
/// `LEN`, checks no bound: one load of the record, PEXT, one load of the entry.
///
/// ```
/// use bbgen::Pext;
/// static BLOCK: [u64; 4] = [10, 11, 12, 13];
/// // A toy record: bits 3 and 5 alone matter, gathered into a two-bit index.
/// let p = Pext { mask: 0b10_1000, block: &BLOCK };
/// # #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
/// assert_eq!(p.entry(0b10_0000), 12);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pext<T: 'static, const LEN: usize> {
    /// The squares whose occupancy matters: the rays from the square, edges left out.
    pub mask: u64,
    /// The square's block of the attack table: its `2^mask.count_ones()` entries, then the
    /// start of the next square's.
    pub block: &'static [T; LEN],
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
impl<T: Copy, const LEN: usize> Pext<T, LEN> {
    /// The entry of the block for `occupancy`: PEXT under the mask, kept below `LEN`.
    #[inline]
    pub fn entry(&self, occupancy: u64) -> T {
        const { assert!(LEN.is_power_of_two(), "a PEXT block holds a power of two entries") };
        self.block[crate::arch::bmi2::pext(occupancy, self.mask) as usize & (LEN - 1)]
    }
}
