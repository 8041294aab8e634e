// @generated from `king_lines!(name = LINES, vis = pub(crate))`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// The rank, file, diagonal and anti-diagonal through each square, each including the square: a
/// king whose escape squares all lie on one of them is vulnerable to a distant check along it.
///
/// Shape `[64]`: 64 entries, 2048 bytes.
///
/// `LINES[D4], all four lines`:
/// ```text
/// . . . 1 . . . 1
/// 1 . . 1 . . 1 .
/// . 1 . 1 . 1 . .
/// . . 1 1 1 . . .
/// 1 1 1 1 1 1 1 1
/// . . 1 1 1 . . .
/// . 1 . 1 . 1 . .
/// 1 . . 1 . . 1 .
/// ```
pub(crate) static LINES: [::bbgen::__private::KingLines; 64] = [
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x0101010101010101,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x0000000000000001,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x0202020202020202,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x0000000000000102,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x0404040404040404,
        diagonal: 0x0000804020100804,
        anti_diagonal: 0x0000000000010204,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x0808080808080808,
        diagonal: 0x0000008040201008,
        anti_diagonal: 0x0000000001020408,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x1010101010101010,
        diagonal: 0x0000000080402010,
        anti_diagonal: 0x0000000102040810,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x2020202020202020,
        diagonal: 0x0000000000804020,
        anti_diagonal: 0x0000010204081020,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x4040404040404040,
        diagonal: 0x0000000000008040,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000000000FF,
        file: 0x8080808080808080,
        diagonal: 0x0000000000000080,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x0101010101010101,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x0000000000000102,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x0202020202020202,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x0000000000010204,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x0404040404040404,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x0000000001020408,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x0808080808080808,
        diagonal: 0x0000804020100804,
        anti_diagonal: 0x0000000102040810,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x1010101010101010,
        diagonal: 0x0000008040201008,
        anti_diagonal: 0x0000010204081020,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x2020202020202020,
        diagonal: 0x0000000080402010,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x4040404040404040,
        diagonal: 0x0000000000804020,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000000000FF00,
        file: 0x8080808080808080,
        diagonal: 0x0000000000008040,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x0101010101010101,
        diagonal: 0x2010080402010000,
        anti_diagonal: 0x0000000000010204,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x0202020202020202,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x0000000001020408,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x0404040404040404,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x0000000102040810,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x0808080808080808,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x0000010204081020,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x1010101010101010,
        diagonal: 0x0000804020100804,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x2020202020202020,
        diagonal: 0x0000008040201008,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x4040404040404040,
        diagonal: 0x0000000080402010,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000000000FF0000,
        file: 0x8080808080808080,
        diagonal: 0x0000000000804020,
        anti_diagonal: 0x0408102040800000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x0101010101010101,
        diagonal: 0x1008040201000000,
        anti_diagonal: 0x0000000001020408,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x0202020202020202,
        diagonal: 0x2010080402010000,
        anti_diagonal: 0x0000000102040810,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x0404040404040404,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x0000010204081020,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x0808080808080808,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x1010101010101010,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x2020202020202020,
        diagonal: 0x0000804020100804,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x4040404040404040,
        diagonal: 0x0000008040201008,
        anti_diagonal: 0x0408102040800000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00000000FF000000,
        file: 0x8080808080808080,
        diagonal: 0x0000000080402010,
        anti_diagonal: 0x0810204080000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x0101010101010101,
        diagonal: 0x0804020100000000,
        anti_diagonal: 0x0000000102040810,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x0202020202020202,
        diagonal: 0x1008040201000000,
        anti_diagonal: 0x0000010204081020,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x0404040404040404,
        diagonal: 0x2010080402010000,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x0808080808080808,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x1010101010101010,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x2020202020202020,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x0408102040800000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x4040404040404040,
        diagonal: 0x0000804020100804,
        anti_diagonal: 0x0810204080000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x000000FF00000000,
        file: 0x8080808080808080,
        diagonal: 0x0000008040201008,
        anti_diagonal: 0x1020408000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x0101010101010101,
        diagonal: 0x0402010000000000,
        anti_diagonal: 0x0000010204081020,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x0202020202020202,
        diagonal: 0x0804020100000000,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x0404040404040404,
        diagonal: 0x1008040201000000,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x0808080808080808,
        diagonal: 0x2010080402010000,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x1010101010101010,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x0408102040800000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x2020202020202020,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x0810204080000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x4040404040404040,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x1020408000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x0000FF0000000000,
        file: 0x8080808080808080,
        diagonal: 0x0000804020100804,
        anti_diagonal: 0x2040800000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x0101010101010101,
        diagonal: 0x0201000000000000,
        anti_diagonal: 0x0001020408102040,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x0202020202020202,
        diagonal: 0x0402010000000000,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x0404040404040404,
        diagonal: 0x0804020100000000,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x0808080808080808,
        diagonal: 0x1008040201000000,
        anti_diagonal: 0x0408102040800000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x1010101010101010,
        diagonal: 0x2010080402010000,
        anti_diagonal: 0x0810204080000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x2020202020202020,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x1020408000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x4040404040404040,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x2040800000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0x00FF000000000000,
        file: 0x8080808080808080,
        diagonal: 0x0080402010080402,
        anti_diagonal: 0x4080000000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x0101010101010101,
        diagonal: 0x0100000000000000,
        anti_diagonal: 0x0102040810204080,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x0202020202020202,
        diagonal: 0x0201000000000000,
        anti_diagonal: 0x0204081020408000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x0404040404040404,
        diagonal: 0x0402010000000000,
        anti_diagonal: 0x0408102040800000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x0808080808080808,
        diagonal: 0x0804020100000000,
        anti_diagonal: 0x0810204080000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x1010101010101010,
        diagonal: 0x1008040201000000,
        anti_diagonal: 0x1020408000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x2020202020202020,
        diagonal: 0x2010080402010000,
        anti_diagonal: 0x2040800000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x4040404040404040,
        diagonal: 0x4020100804020100,
        anti_diagonal: 0x4080000000000000,
    },
    ::bbgen::__private::KingLines {
        rank: 0xFF00000000000000,
        file: 0x8080808080808080,
        diagonal: 0x8040201008040201,
        anti_diagonal: 0x8000000000000000,
    },
];
/// The four lines through `king`, by lookup in [`LINES`].
#[inline]
pub(crate) const fn lines(
    king: ::bbgen::__private::Square,
) -> &'static ::bbgen::__private::KingLines {
    &LINES[king as usize]
}
/// The lines along which a king on `king` is vulnerable to distant checks: 1 rank, 2 file,
/// 4 diagonal, 8 anti-diagonal, summed. `pattern` is the king's escape squares with the
/// king's own square; 15 when it has no escape. Uses SSE4.1 where the CPU has it; the
/// `_branchless` variant measured faster even so.
#[inline]
pub(crate) fn lines_dir_set(pattern: u64, king: ::bbgen::__private::Square) -> u32 {
    LINES[king as usize].dir_set(pattern)
}
/// As the `dir_set` accessor, by a test of each line in turn.
#[inline]
pub(crate) const fn lines_dir_set_branching(
    pattern: u64,
    king: ::bbgen::__private::Square,
) -> u32 {
    LINES[king as usize].dir_set_branching(pattern)
}
/// As the `dir_set` accessor, by summing the four tests without branches.
#[inline]
pub(crate) const fn lines_dir_set_branchless(
    pattern: u64,
    king: ::bbgen::__private::Square,
) -> u32 {
    LINES[king as usize].dir_set_branchless(pattern)
}
/// As the `dir_set` accessor, with SSE4.1 quadword compares; `None` where the CPU lacks SSE4.1.
#[inline]
pub(crate) fn lines_dir_set_sse41(
    pattern: u64,
    king: ::bbgen::__private::Square,
) -> ::core::option::Option<u32> {
    LINES[king as usize].dir_set_sse41(pattern)
}
