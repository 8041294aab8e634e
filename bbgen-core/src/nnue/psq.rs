//! What the functions of a piece-square layout (`nnue_psq!`) read of a position: its pieces,
//! and where a move leaves a side's king.

#![forbid(unsafe_code)]

use crate::{Board, Color, Move, Piece, Square};

/// The inputs of `board`'s pieces, a1 first, seen from `perspective`: `index` is the layout's
/// accessor, given each piece, its square and the side's king.
#[inline]
pub fn psq_active<'a>(
    board: &'a Board,
    perspective: Color,
    index: impl Fn(Color, Piece, Square, Square) -> u32 + 'a,
) -> impl Iterator<Item = u32> + 'a {
    let king = board.king(perspective);
    let pieces = board.occupied().into_iter().filter_map(|sq| board.piece_at(sq).map(|piece| (piece, sq)));
    pieces.map(move |(piece, sq)| index(perspective, piece, sq, king))
}

/// The square of `color`'s king after the legal move `mv` on `board`: where a castling king
/// lands, or the move's target for any other move of that king.
#[inline]
pub fn king_after(board: &Board, mv: Move, color: Color) -> Square {
    let king = board.king(color);
    if mv.from != king {
        king
    } else if board.color(color).contains(mv.to) {
        crate::CastlingSide::of_castling(mv.from, mv.to).king_to(color)
    } else {
        mv.to
    }
}
