// @generated from `formula!(name = HISTORY_BONUS, [i16; 32], |depth| (268 * depth as i16 - 352).min(1153))`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// `HISTORY_BONUS[depth]` holds this closure's value at those indices, computed by the generator
/// with Rust's arithmetic and libm's functions: the same bits on every machine that builds it.
///
/// Shape `[32]`: 32 entries, 64 bytes.
///
/// `|depth| (268 * depth as i16 - 352).min(1153)`:
/// ```text
/// [0] = -352
/// [1] = -84
/// [2] = 184
/// [4] = 720
/// [8] = 1153
/// [16] = 1153
/// [31] = 1153
/// ```
pub static HISTORY_BONUS: [i16; 32] = [
    -352,
    -84,
    184,
    452,
    720,
    988,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
    1153,
];
/// The formula at `depth`, by lookup in [`HISTORY_BONUS`]; an index out of range panics, as indexing does.
#[inline]
pub const fn history_bonus(depth: usize) -> i16 {
    HISTORY_BONUS[depth]
}
