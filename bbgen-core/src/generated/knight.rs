// @generated from `knight_attacks!(name = KNIGHT, vis = pub(crate), elem = Bitboard)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// Knight attacks by lookup: entry `sq` holds the squares a knight on `sq` attacks.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `KNIGHT[G2]`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . 1 . 1
/// . . . . 1 . . .
/// . . . . . . . .
/// . . . . 1 . . .
/// ```
pub(crate) static KNIGHT: [::bbgen::__private::Bitboard; 64] = [
    ::bbgen::__private::Bitboard(0x0000000000020400),
    ::bbgen::__private::Bitboard(0x0000000000050800),
    ::bbgen::__private::Bitboard(0x00000000000A1100),
    ::bbgen::__private::Bitboard(0x0000000000142200),
    ::bbgen::__private::Bitboard(0x0000000000284400),
    ::bbgen::__private::Bitboard(0x0000000000508800),
    ::bbgen::__private::Bitboard(0x0000000000A01000),
    ::bbgen::__private::Bitboard(0x0000000000402000),
    ::bbgen::__private::Bitboard(0x0000000002040004),
    ::bbgen::__private::Bitboard(0x0000000005080008),
    ::bbgen::__private::Bitboard(0x000000000A110011),
    ::bbgen::__private::Bitboard(0x0000000014220022),
    ::bbgen::__private::Bitboard(0x0000000028440044),
    ::bbgen::__private::Bitboard(0x0000000050880088),
    ::bbgen::__private::Bitboard(0x00000000A0100010),
    ::bbgen::__private::Bitboard(0x0000000040200020),
    ::bbgen::__private::Bitboard(0x0000000204000402),
    ::bbgen::__private::Bitboard(0x0000000508000805),
    ::bbgen::__private::Bitboard(0x0000000A1100110A),
    ::bbgen::__private::Bitboard(0x0000001422002214),
    ::bbgen::__private::Bitboard(0x0000002844004428),
    ::bbgen::__private::Bitboard(0x0000005088008850),
    ::bbgen::__private::Bitboard(0x000000A0100010A0),
    ::bbgen::__private::Bitboard(0x0000004020002040),
    ::bbgen::__private::Bitboard(0x0000020400040200),
    ::bbgen::__private::Bitboard(0x0000050800080500),
    ::bbgen::__private::Bitboard(0x00000A1100110A00),
    ::bbgen::__private::Bitboard(0x0000142200221400),
    ::bbgen::__private::Bitboard(0x0000284400442800),
    ::bbgen::__private::Bitboard(0x0000508800885000),
    ::bbgen::__private::Bitboard(0x0000A0100010A000),
    ::bbgen::__private::Bitboard(0x0000402000204000),
    ::bbgen::__private::Bitboard(0x0002040004020000),
    ::bbgen::__private::Bitboard(0x0005080008050000),
    ::bbgen::__private::Bitboard(0x000A1100110A0000),
    ::bbgen::__private::Bitboard(0x0014220022140000),
    ::bbgen::__private::Bitboard(0x0028440044280000),
    ::bbgen::__private::Bitboard(0x0050880088500000),
    ::bbgen::__private::Bitboard(0x00A0100010A00000),
    ::bbgen::__private::Bitboard(0x0040200020400000),
    ::bbgen::__private::Bitboard(0x0204000402000000),
    ::bbgen::__private::Bitboard(0x0508000805000000),
    ::bbgen::__private::Bitboard(0x0A1100110A000000),
    ::bbgen::__private::Bitboard(0x1422002214000000),
    ::bbgen::__private::Bitboard(0x2844004428000000),
    ::bbgen::__private::Bitboard(0x5088008850000000),
    ::bbgen::__private::Bitboard(0xA0100010A0000000),
    ::bbgen::__private::Bitboard(0x4020002040000000),
    ::bbgen::__private::Bitboard(0x0400040200000000),
    ::bbgen::__private::Bitboard(0x0800080500000000),
    ::bbgen::__private::Bitboard(0x1100110A00000000),
    ::bbgen::__private::Bitboard(0x2200221400000000),
    ::bbgen::__private::Bitboard(0x4400442800000000),
    ::bbgen::__private::Bitboard(0x8800885000000000),
    ::bbgen::__private::Bitboard(0x100010A000000000),
    ::bbgen::__private::Bitboard(0x2000204000000000),
    ::bbgen::__private::Bitboard(0x0004020000000000),
    ::bbgen::__private::Bitboard(0x0008050000000000),
    ::bbgen::__private::Bitboard(0x00110A0000000000),
    ::bbgen::__private::Bitboard(0x0022140000000000),
    ::bbgen::__private::Bitboard(0x0044280000000000),
    ::bbgen::__private::Bitboard(0x0088500000000000),
    ::bbgen::__private::Bitboard(0x0010A00000000000),
    ::bbgen::__private::Bitboard(0x0020400000000000),
];
/// Knight attacks from `sq`, by lookup in [`KNIGHT`].
#[inline]
pub(crate) const fn knight(
    sq: ::bbgen::__private::Square,
) -> ::bbgen::__private::Bitboard {
    KNIGHT[sq as usize]
}
/// Knight attacks of every knight in `knights` at once, by calculation: the squares
/// one file aside moved two ranks up and down, and two files aside moved one rank.
#[inline]
pub(crate) const fn knight_set(
    knights: ::bbgen::__private::Bitboard,
) -> ::bbgen::__private::Bitboard {
    use ::bbgen::__private::shift;
    let one = shift::east(knights.0) | shift::west(knights.0);
    let two = shift::east(shift::east(knights.0)) | shift::west(shift::west(knights.0));
    ::bbgen::__private::Bitboard((one << 16) | (one >> 16) | (two << 8) | (two >> 8))
}
