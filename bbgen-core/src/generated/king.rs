// @generated from `king_moore!(name = KING, vis = pub(crate), elem = Bitboard)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// King attacks by lookup: entry `sq` holds the squares a king on `sq` attacks.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `KING[G2]`:
/// ```text
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . 1 1 1
/// . . . . . 1 . 1
/// . . . . . 1 1 1
/// ```
pub(crate) static KING: [::bbgen::__private::Bitboard; 64] = [
    ::bbgen::__private::Bitboard(0x0000000000000302),
    ::bbgen::__private::Bitboard(0x0000000000000705),
    ::bbgen::__private::Bitboard(0x0000000000000E0A),
    ::bbgen::__private::Bitboard(0x0000000000001C14),
    ::bbgen::__private::Bitboard(0x0000000000003828),
    ::bbgen::__private::Bitboard(0x0000000000007050),
    ::bbgen::__private::Bitboard(0x000000000000E0A0),
    ::bbgen::__private::Bitboard(0x000000000000C040),
    ::bbgen::__private::Bitboard(0x0000000000030203),
    ::bbgen::__private::Bitboard(0x0000000000070507),
    ::bbgen::__private::Bitboard(0x00000000000E0A0E),
    ::bbgen::__private::Bitboard(0x00000000001C141C),
    ::bbgen::__private::Bitboard(0x0000000000382838),
    ::bbgen::__private::Bitboard(0x0000000000705070),
    ::bbgen::__private::Bitboard(0x0000000000E0A0E0),
    ::bbgen::__private::Bitboard(0x0000000000C040C0),
    ::bbgen::__private::Bitboard(0x0000000003020300),
    ::bbgen::__private::Bitboard(0x0000000007050700),
    ::bbgen::__private::Bitboard(0x000000000E0A0E00),
    ::bbgen::__private::Bitboard(0x000000001C141C00),
    ::bbgen::__private::Bitboard(0x0000000038283800),
    ::bbgen::__private::Bitboard(0x0000000070507000),
    ::bbgen::__private::Bitboard(0x00000000E0A0E000),
    ::bbgen::__private::Bitboard(0x00000000C040C000),
    ::bbgen::__private::Bitboard(0x0000000302030000),
    ::bbgen::__private::Bitboard(0x0000000705070000),
    ::bbgen::__private::Bitboard(0x0000000E0A0E0000),
    ::bbgen::__private::Bitboard(0x0000001C141C0000),
    ::bbgen::__private::Bitboard(0x0000003828380000),
    ::bbgen::__private::Bitboard(0x0000007050700000),
    ::bbgen::__private::Bitboard(0x000000E0A0E00000),
    ::bbgen::__private::Bitboard(0x000000C040C00000),
    ::bbgen::__private::Bitboard(0x0000030203000000),
    ::bbgen::__private::Bitboard(0x0000070507000000),
    ::bbgen::__private::Bitboard(0x00000E0A0E000000),
    ::bbgen::__private::Bitboard(0x00001C141C000000),
    ::bbgen::__private::Bitboard(0x0000382838000000),
    ::bbgen::__private::Bitboard(0x0000705070000000),
    ::bbgen::__private::Bitboard(0x0000E0A0E0000000),
    ::bbgen::__private::Bitboard(0x0000C040C0000000),
    ::bbgen::__private::Bitboard(0x0003020300000000),
    ::bbgen::__private::Bitboard(0x0007050700000000),
    ::bbgen::__private::Bitboard(0x000E0A0E00000000),
    ::bbgen::__private::Bitboard(0x001C141C00000000),
    ::bbgen::__private::Bitboard(0x0038283800000000),
    ::bbgen::__private::Bitboard(0x0070507000000000),
    ::bbgen::__private::Bitboard(0x00E0A0E000000000),
    ::bbgen::__private::Bitboard(0x00C040C000000000),
    ::bbgen::__private::Bitboard(0x0302030000000000),
    ::bbgen::__private::Bitboard(0x0705070000000000),
    ::bbgen::__private::Bitboard(0x0E0A0E0000000000),
    ::bbgen::__private::Bitboard(0x1C141C0000000000),
    ::bbgen::__private::Bitboard(0x3828380000000000),
    ::bbgen::__private::Bitboard(0x7050700000000000),
    ::bbgen::__private::Bitboard(0xE0A0E00000000000),
    ::bbgen::__private::Bitboard(0xC040C00000000000),
    ::bbgen::__private::Bitboard(0x0203000000000000),
    ::bbgen::__private::Bitboard(0x0507000000000000),
    ::bbgen::__private::Bitboard(0x0A0E000000000000),
    ::bbgen::__private::Bitboard(0x141C000000000000),
    ::bbgen::__private::Bitboard(0x2838000000000000),
    ::bbgen::__private::Bitboard(0x5070000000000000),
    ::bbgen::__private::Bitboard(0xA0E0000000000000),
    ::bbgen::__private::Bitboard(0x40C0000000000000),
];
/// King attacks from `sq`, by lookup in [`KING`].
#[inline]
pub(crate) const fn king(
    sq: ::bbgen::__private::Square,
) -> ::bbgen::__private::Bitboard {
    KING[sq as usize]
}
/// King attacks of every king in `kings` at once, by calculation: the east and west
/// neighbours, then that row of up to three squares shifted one rank up and down.
#[inline]
pub(crate) const fn king_set(
    kings: ::bbgen::__private::Bitboard,
) -> ::bbgen::__private::Bitboard {
    use ::bbgen::__private::shift;
    let sideways = shift::east(kings.0) | shift::west(kings.0);
    let row = kings.0 | sideways;
    ::bbgen::__private::Bitboard(sideways | shift::north(row) | shift::south(row))
}
