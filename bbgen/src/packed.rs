//! Tables too large to emit entry by entry.

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
pub struct Packed<const N: usize>(pub [u8; N]);

impl<const N: usize> Packed<N> {
    /// Entry `index`; 0 past the end.
    #[inline]
    pub const fn u64_at(&self, index: usize) -> u64 {
        let Some(start) = index.checked_mul(8) else { return 0 };
        match self.0.split_at_checked(start) {
            Some((_, rest)) => match rest.first_chunk::<8>() {
                Some(bytes) => u64::from_le_bytes(*bytes),
                None => 0,
            },
            None => 0,
        }
    }

    /// The number of entries.
    #[inline]
    pub const fn len(&self) -> usize {
        N / 8
    }

    /// Whether the table has no entry.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        N < 8
    }
}
