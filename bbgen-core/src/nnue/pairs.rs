//! What the functions of a pawn-pair layout (`nnue_pawn_pairs!`) read of a position: its pawns,
//! paired within a band of squares.

#![forbid(unsafe_code)]

use crate::{Bitboard, Board, Color, Role, Square};

/// The inputs of `board`'s pawn pairs seen from `perspective`: each pawn with every pawn on a
/// higher square within its `band` (a table of the squares paired with each square, the same
/// both ways), so that each pair comes once. `index` is the layout's accessor, given both pawns'
/// colours and squares and the side's king.
#[inline]
pub fn pawn_pairs_active<'a>(
    board: &'a Board,
    perspective: Color,
    band: &'a [u64; 64],
    index: impl Fn(Color, Color, Square, Color, Square, Square) -> u32 + Copy + 'a,
) -> impl Iterator<Item = u32> + 'a {
    let king = board.king(perspective);
    let pawns = board.role(Role::Pawn);
    let white = board.color(Color::White);
    let color = move |sq: Square| if white.contains(sq) { Color::White } else { Color::Black };
    pawns.into_iter().flat_map(move |a| {
        let higher = Bitboard(band[a as usize] & u64::MAX << (a as u8) << 1);
        (pawns & higher).into_iter().map(move |b| index(perspective, color(a), a, color(b), b, king))
    })
}
