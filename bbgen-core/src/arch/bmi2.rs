//! BMI2, compiled only for targets that have it.

/// The bits of `value` selected by `mask`, packed into the low bits in order.
#[inline]
#[allow(unsafe_code)]
pub fn pext(value: u64, mask: u64) -> u64 {
    // SAFETY: this module is compiled only for targets that enable BMI2, the one feature
    // `_pext_u64` needs.
    unsafe { core::arch::x86_64::_pext_u64(value, mask) }
}
