//! The per-square record of a magic-indexed slider table.

/// How `rook_attacks!(magic)` and `bishop_attacks!(magic)` find a square's entries: the
/// occupancy of the relevant squares, multiplied by the magic number, has its top `BITS` bits
/// index the square's block of the shared attack table, which starts at `offset`.
///
/// `BITS` is the same on every square of a table (12 for the rook, 9 for the bishop), so the
/// shift is a constant of the accessor rather than a field of the record: one load and one
/// register move fewer per lookup than a shift per square, for blocks a little longer.
///
/// ```
/// use bbgen::Magic;
/// let m = Magic { mask: 0x0001_0101_0101_017E, magic: 0x0080_0010_4000_2080, offset: 0 };
/// assert!(m.index::<12>(0) < 4096);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Magic {
    /// The squares whose occupancy matters: the rays from the square, edges left out.
    pub mask: u64,
    /// The multiplier that maps every subset of `mask` to a slot with the right attacks.
    pub magic: u64,
    /// Where the square's block starts in the attack table.
    pub offset: u32,
}

impl Magic {
    /// The attack-table index for `occupancy`, from the top `BITS` bits of the product; `BITS`
    /// is in `1..=64`.
    ///
    /// Squares outside `mask` do not change it.
    ///
    /// ```
    /// use bbgen::Magic;
    /// // A toy record: the eighth rank alone matters, read off by its top eight bits.
    /// let m = Magic { mask: 0xFF00_0000_0000_0000, magic: 1, offset: 10 };
    /// assert_eq!(m.index::<8>(0x0300_0000_0000_00FF), 13);
    /// ```
    #[inline]
    pub const fn index<const BITS: u32>(&self, occupancy: u64) -> usize {
        const { assert!(BITS >= 1 && BITS <= 64, "a magic index has 1 to 64 bits") };
        ((occupancy & self.mask).wrapping_mul(self.magic) >> (64 - BITS)) as usize + self.offset as usize
    }
}
