// @generated from the canonical pattern list: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

//! The expansion of every canonical bbgen pattern, pretty-printed and compiled so that it
//! cannot rot. Read a module to see what a pattern emits.

/// `king_moore!()`
pub mod king_moore;
/// `in_between!(rectangular)`
pub mod in_between_rectangular;
/// `in_between!(triangular)`
pub mod in_between_triangular;
/// `in_between!(x88)`
pub mod in_between_x88;
/// `in_between!(calculated)`
pub mod in_between_calculated;
/// `caughtable!(white, wtm)`
pub mod caughtable_white_wtm;
/// `caughtable!(white, btm)`
pub mod caughtable_white_btm;
/// `caughtable!(black, wtm)`
pub mod caughtable_black_wtm;
/// `caughtable!(black, btm)`
pub mod caughtable_black_btm;
/// `caughtable!(all)`
pub mod caughtable_all;
