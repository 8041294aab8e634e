//! What an NNUE network reads of a position: its threat inputs and their changes move by move
//! ([`threats`]), and what the functions of a piece-square layout (`nnue_psq!`) read of a board
//! ([`psq`]).

#![forbid(unsafe_code)]

pub(crate) mod psq;
pub(crate) mod threats;
