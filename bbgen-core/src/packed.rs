//! Tables too large to emit entry by entry.

#![forbid(unsafe_code)]

/// A table of `u64` entries stored as `N` little-endian bytes, 64-byte aligned so that no entry
/// straddles a cache line.
///
/// Large generated tables take this form: the compiler reads one byte-string literal far faster
/// than a hundred thousand integer literals.
///
/// ```
/// use bbgen::Packed;
/// static TABLE: Packed<16> = Packed(*b"\x01\0\0\0\0\0\0\0\xff\xff\xff\xff\xff\xff\xff\xff");
/// assert_eq!(TABLE.u64_at(0), 1);
/// assert_eq!(TABLE.u64_at(1), u64::MAX);
/// assert_eq!(TABLE.len(), 2);
/// assert_eq!(TABLE.u64_at(2), 0);
/// assert_eq!(TABLE.u64_at(usize::MAX), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(64))]
pub struct Packed<const N: usize>(
    /// The entries' bytes, eight per entry, least significant first.
    pub [u8; N],
);

/// The answer past a table's end. Generated accessors never index there; a `#[cold]` call on that
/// path lays out the in-range read as the straight one, and a lookup loop saves a jump per call.
#[cold]
#[inline(never)]
const fn past_end() -> u64 {
    0
}

impl<const N: usize> Packed<N> {
    /// Entry `index`; 0 past the end.
    ///
    /// ```
    /// use bbgen::Packed;
    /// let table = Packed(0x0123_4567_89AB_CDEFu64.to_le_bytes());
    /// assert_eq!(table.u64_at(0), 0x0123_4567_89AB_CDEF);
    /// assert_eq!(table.u64_at(1), 0);
    /// ```
    #[inline]
    pub const fn u64_at(&self, index: usize) -> u64 {
        if index >= N / 8 {
            return past_end();
        }
        // With `index` in range, the compiler proves the eight reads in bounds and merges them
        // into one load.
        let (b, at) = (&self.0, index * 8);
        u64::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3], b[at + 4], b[at + 5], b[at + 6], b[at + 7]])
    }

    /// The entries as arrays of their eight bytes, for a magic record to take its block from:
    /// `u64::from_le_bytes` reads one.
    ///
    /// ```
    /// use bbgen::Packed;
    /// let table = Packed(*b"\x01\0\0\0\0\0\0\0\x02\0\0\0\0\0\0\0");
    /// assert_eq!(u64::from_le_bytes(table.entries()[1]), 2);
    /// ```
    #[inline]
    pub const fn entries(&self) -> &[[u8; 8]] {
        self.0.as_chunks::<8>().0
    }

    /// The number of entries.
    ///
    /// ```
    /// use bbgen::Packed;
    /// assert_eq!(Packed([0u8; 24]).len(), 3);
    /// ```
    #[inline]
    pub const fn len(&self) -> usize {
        N / 8
    }

    /// Whether the table has no entry.
    ///
    /// ```
    /// use bbgen::Packed;
    /// assert!(Packed([0u8; 0]).is_empty());
    /// assert!(!Packed([0u8; 8]).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(&self) -> bool {
        N < 8
    }
}
