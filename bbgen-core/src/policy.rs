//! What the functions of a policy map (`policy_index!`) read of a position: the move's piece,
//! castling and king for its output, and the legal moves for the move of an output.

#![forbid(unsafe_code)]

use crate::{Board, Move, Piece, Role, Square};

/// The piece the legal move `mv` moves, the side to move's king, and whether `mv` castles: what
/// a policy map's accessor takes besides the move's squares and promotion.
#[inline]
pub fn policy_facts(board: &Board, mv: Move) -> (Piece, Square, bool) {
    let us = board.side_to_move();
    (Piece::new(us, board.role_of_occupied(mv.from)), board.king(us), board.is_castling(mv))
}

/// The first legal move of `board` to which a policy map's accessor, `output`, gives `index`.
#[inline]
pub fn policy_move(
    board: &Board,
    index: u32,
    output: impl Fn(Piece, Square, Square, Square, Option<Role>, bool) -> Option<u32>,
) -> Option<Move> {
    board.legal_moves().into_iter().find(|&mv| {
        let (piece, king, castling) = policy_facts(board, mv);
        output(piece, king, mv.from, mv.to, mv.promotion, castling) == Some(index)
    })
}
