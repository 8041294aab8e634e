// @generated from the canonical pattern list: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

//! The expansion of every canonical bbgen pattern, pretty-printed and compiled so that it
//! cannot rot. Read a module to see what a pattern emits. The crate is `no_std`: generated
//! code needs only `core`.

#![no_std]

/// `king_moore!()`
#[rustfmt::skip]
pub mod king_moore;
/// `in_between!(rectangular)`
#[rustfmt::skip]
pub mod in_between_rectangular;
/// `in_between!(triangular)`
#[rustfmt::skip]
pub mod in_between_triangular;
/// `in_between!(x88)`
#[rustfmt::skip]
pub mod in_between_x88;
/// `in_between!(calculated)`
#[rustfmt::skip]
pub mod in_between_calculated;
/// `caughtable!(white, wtm)`
#[rustfmt::skip]
pub mod caughtable_white_wtm;
/// `caughtable!(white, btm)`
#[rustfmt::skip]
pub mod caughtable_white_btm;
/// `caughtable!(black, wtm)`
#[rustfmt::skip]
pub mod caughtable_black_wtm;
/// `caughtable!(black, btm)`
#[rustfmt::skip]
pub mod caughtable_black_btm;
/// `caughtable!(all)`
#[rustfmt::skip]
pub mod caughtable_all;
