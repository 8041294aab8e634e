// @generated from `policy_index!(name = MONTY_FROM_TO, from_to(queen knight), promotions(knight bishop rook queen, from_to), castling(king_move), flip, mirror)`: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

/// How many outputs the map has: every output is below it.
pub const MONTY_FROM_TO_OUTPUTS: u32 = 1880;
/// A policy map of 1,880 outputs. Entry `[from]` holds the squares the moves from `from` reach in
/// the block of moves, on an empty board and as the side to move sees it.
///
/// Shape `[64]`: 64 entries, 512 bytes.
///
/// `the layout, and one square's moves`:
/// ```text
///     0 to 1,791: moves by from square, then to square, among the queen's and knight's destinations
/// 1,792 to 1,879: promotions to knight, bishop, rook and queen, each role's 22 moves together, by from file, then to file
/// Castling is the king's move to the square it lands on, the g or c file.
/// Squares are flipped for Black (^ 56) and mirrored (^ 7) with the king on files e to h.
///
/// The outputs of the moves from e2, White to move, promoting nothing:
///
/// 8   .   .   .   . 331   .   .   .
/// 7   .   .   .   . 330   .   .   .
/// 6 328   .   .   . 329   .   .   .
/// 5   . 325   .   . 326   .   . 327
/// 4   .   . 320 321 322 323 324   .
/// 3   .   . 315 316 317 318 319   .
/// 2 308 309 310 311   * 312 313 314
/// 1   .   . 303 304 305 306 307   .
///     a   b   c   d   e   f   g   h
/// ```
pub static MONTY_FROM_TO: [u64; 64] = [
    0x81412111090707FE, 0x02824222120F0FFD, 0x04048444241F1FFB, 0x08080888493E3EF7,
    0x10101011927C7CEF, 0x2020212224F8F8DF, 0x4041424448F0F0BF, 0x8182848890E0E07F,
    0x412111090707FE07, 0x824222120F0FFD0F, 0x048444241F1FFB1F, 0x080888493E3EF73E,
    0x101011927C7CEF7C, 0x20212224F8F8DFF8, 0x41424448F0F0BFF0, 0x82848890E0E07FE0,
    0x2111090707FE0707, 0x4222120F0FFD0F0F, 0x8444241F1FFB1F1F, 0x0888493E3EF73E3E,
    0x1011927C7CEF7C7C, 0x212224F8F8DFF8F8, 0x424448F0F0BFF0F0, 0x848890E0E07FE0E0,
    0x11090707FE070709, 0x22120F0FFD0F0F12, 0x44241F1FFB1F1F24, 0x88493E3EF73E3E49,
    0x11927C7CEF7C7C92, 0x2224F8F8DFF8F824, 0x4448F0F0BFF0F048, 0x8890E0E07FE0E090,
    0x090707FE07070911, 0x120F0FFD0F0F1222, 0x241F1FFB1F1F2444, 0x493E3EF73E3E4988,
    0x927C7CEF7C7C9211, 0x24F8F8DFF8F82422, 0x48F0F0BFF0F04844, 0x90E0E07FE0E09088,
    0x0707FE0707091121, 0x0F0FFD0F0F122242, 0x1F1FFB1F1F244484, 0x3E3EF73E3E498808,
    0x7C7CEF7C7C921110, 0xF8F8DFF8F8242221, 0xF0F0BFF0F0484442, 0xE0E07FE0E0908884,
    0x07FE070709112141, 0x0FFD0F0F12224282, 0x1FFB1F1F24448404, 0x3EF73E3E49880808,
    0x7CEF7C7C92111010, 0xF8DFF8F824222120, 0xF0BFF0F048444241, 0xE07FE0E090888482,
    0xFE07070911214181, 0xFD0F0F1222428202, 0xFB1F1F2444840404, 0xF73E3E4988080808,
    0xEF7C7C9211101010, 0xDFF8F82422212020, 0xBFF0F04844424140, 0x7FE0E09088848281,
];
/// Entry `[from]`: the output of the first move from `from`, its moves ranked after it by to
/// square.
///
/// Shape `[64]`: 64 entries, 256 bytes.
pub static MONTY_FROM_TO_OFFSETS: [u32; 64] = [
    0, 23, 47, 72, 97, 122, 147, 171, 194, 218, 245, 274, 303, 332, 361, 388, 412, 437,
    466, 499, 532, 565, 598, 627, 652, 677, 706, 739, 774, 809, 842, 871, 896, 921, 950,
    983, 1018, 1053, 1086, 1115, 1140, 1165, 1194, 1227, 1260, 1293, 1326, 1355, 1380,
    1404, 1431, 1460, 1489, 1518, 1547, 1574, 1598, 1621, 1645, 1670, 1695, 1720, 1745,
    1769,
];
/// Entry `[role]`: the output of the promotion to the role from a7 to a8, the next move's (by from
/// file, then to file) one further on; 1880, the output count, where the role has no promotion
/// outputs of its own (entry 0 stands for no promotion), whose moves take their plain output.
///
/// Shape `[6]`: 6 entries, 24 bytes.
pub static MONTY_FROM_TO_PROMOTIONS: [u32; 6] = [1880, 1792, 1814, 1836, 1858, 1880];
/// The output of a move in this map: `piece`, of the side to move, moves from `from` to `to`,
/// promoting to `promotion`, castling where `castling` holds (the king onto its own rook, which
/// `to` names), with its side's king on `king`; `None` where the map has no output for such a
/// move. Every output is below [`MONTY_FROM_TO_OUTPUTS`].
#[inline]
pub const fn monty_from_to_index(
    piece: ::bbgen::__private::Piece,
    king: ::bbgen::__private::Square,
    from: ::bbgen::__private::Square,
    to: ::bbgen::__private::Square,
    promotion: ::core::option::Option<::bbgen::__private::Role>,
    castling: bool,
) -> ::core::option::Option<u32> {
    let flip = (piece.color as usize * 56) ^ ((((king as usize) & 4) >> 2) * 7);
    let f = (from as usize) ^ flip;
    let t = (to as usize) ^ flip;
    let targets = MONTY_FROM_TO[f];
    let landing = (((from as usize) & 56)
        + (if (from as usize) < to as usize { 6 } else { 2 })) ^ flip;
    let first = MONTY_FROM_TO_PROMOTIONS[(match promotion {
        ::core::option::Option::Some(role) => role as u8,
        ::core::option::Option::None => 0,
    }) as usize];
    if first < 1880 {
        if ((f >> 3) == 6 && (t >> 3) == 7)
            && (((t & 7) < ((f & 7) + 2)) && ((f & 7) < ((t & 7) + 2)))
        {
            ::core::option::Option::Some(first + (2 * (f & 7) + (t & 7)) as u32)
        } else {
            ::core::option::Option::None
        }
    } else if castling {
        if ((f < 8) && (t < 8)) && (0 < (f ^ t)) {
            ::core::option::Option::Some(
                MONTY_FROM_TO_OFFSETS[f]
                    + (targets & ((1u64 << landing) - 1)).count_ones(),
            )
        } else {
            ::core::option::Option::None
        }
    } else if ((targets >> t) & 1) == 1 {
        ::core::option::Option::Some(
            MONTY_FROM_TO_OFFSETS[f] + (targets & ((1u64 << t) - 1)).count_ones(),
        )
    } else {
        ::core::option::Option::None
    }
}
/// The output of the legal move `mv` on `board`: [`monty_from_to_index`] of the piece it moves,
/// the side to move's king, its squares, its promotion and whether it castles.
/// [`MONTY_FROM_TO_OUTPUTS`] for a move the map has no output for, which no legal move is.
#[inline]
pub fn monty_from_to(
    board: &::bbgen::__private::Board,
    mv: ::bbgen::__private::Move,
) -> u32 {
    let (piece, king, castling) = ::bbgen::__private::policy_facts(board, mv);
    match monty_from_to_index(piece, king, mv.from, mv.to, mv.promotion, castling) {
        ::core::option::Option::Some(index) => index,
        ::core::option::Option::None => MONTY_FROM_TO_OUTPUTS,
    }
}
/// The legal move of `board` whose output is `index`, if there is one: the first of its legal
/// moves to which [`monty_from_to`] gives `index`, found by calling [`monty_from_to_index`] on
/// each.
#[inline]
pub fn monty_from_to_move(
    board: &::bbgen::__private::Board,
    index: u32,
) -> ::core::option::Option<::bbgen::__private::Move> {
    ::bbgen::__private::policy_move(board, index, monty_from_to_index)
}
