//! What an NNUE network reads of a position: its threat inputs and their changes move by move
//! ([`threats`]), and what the functions of a piece-square layout (`nnue_psq!`, [`psq`]) and of
//! a pawn-pair layout (`nnue_pawn_pairs!`, [`pairs`]) read of a board.

#![forbid(unsafe_code)]

pub(crate) mod changes;
pub(crate) mod pairs;
pub(crate) mod psq;
pub(crate) mod threats;
