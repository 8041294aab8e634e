//! The per-square record of a magic-indexed slider table.

/// How `rook_attacks!(magic)` and `bishop_attacks!(magic)` find a square's entries: the
/// occupancy of the relevant squares, multiplied by the magic number and shifted down, indexes
/// the square's block of the shared attack table, which starts at `offset`.
///
/// ```
/// use bbgen::Magic;
/// let m = Magic { mask: 0x0001_0101_0101_017E, magic: 0x0080_0010_4000_2080, offset: 0, shift: 52 };
/// assert!(m.index(0) < 4096);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Magic {
    /// The squares whose occupancy matters: the rays from the square, edges left out.
    pub mask: u64,
    /// The multiplier that maps every subset of `mask` to a slot with the right attacks.
    pub magic: u64,
    /// Where the square's block starts in the attack table.
    pub offset: u32,
    /// 64 less the number of bits of the block's index; taken modulo 64, as the shift
    /// instruction does.
    pub shift: u32,
}

impl Magic {
    /// The attack-table index for `occupancy`.
    ///
    /// Squares outside `mask` do not change it.
    ///
    /// ```
    /// use bbgen::Magic;
    /// // A toy record: the eighth rank alone matters, read off by a shift of 56.
    /// let m = Magic { mask: 0xFF00_0000_0000_0000, magic: 1, offset: 10, shift: 56 };
    /// assert_eq!(m.index(0x0300_0000_0000_00FF), 13);
    /// ```
    #[inline]
    pub const fn index(&self, occupancy: u64) -> usize {
        ((occupancy & self.mask).wrapping_mul(self.magic).wrapping_shr(self.shift)) as usize + self.offset as usize
    }
}
