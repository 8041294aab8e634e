//! The runtime of [bbgen](https://docs.rs/bbgen), the table compiler for chess bitboards,
//! without its macros: the types generated code speaks of ([`Bitboard`], [`Square`], [`Color`]),
//! attacks, fills, and a chess board with legal move generation, Polyglot hashing, move text,
//! static exchange evaluation and Chess960, built on tables the patterns generate, expanded ahead
//! of time (`src/generated`, each file naming its invocation).
//!
//! Engines depend on `bbgen`, which re-exports this crate whole beside the macros. The two are
//! apart so that the runtime builds beside the generator rather than after it, and without it
//! where an engine invokes no pattern.
//!
//! ```
//! let board = bbgen::Board::startpos();
//! assert_eq!(board.perft(3), 8_902);
//! ```
#![cfg_attr(docsrs, feature(doc_cfg))]
#![no_std]
// `unsafe` is allowed only in `arch`, where calling a SIMD function needs it, and in `move_list`,
// which reads the moves pushed out of an array it never fills; every other module forbids it.
#![deny(unsafe_code)]

#[cfg(feature = "std")]
extern crate std;

// Generated code names `::bbgen::__private`; this lets the crate's own tables do the same.
extern crate self as bbgen;

mod arch;
pub mod attacks;
mod bitboard;
mod board;
mod checks;
mod classify;
mod color;
mod endgame;
mod fen;
pub mod fill;
mod hash;
pub mod index;
mod legality;
mod lines;
mod magic;
mod move_list;
mod movegen;
mod moves;
mod nnue;
mod notation;
mod outcome;
mod packed;
mod piece;
mod policy;
mod see;
pub mod shift;
pub mod slide;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, Castling, CastlingMode, CastlingSide};
pub use checks::{CheckSquares, Checks};
pub use color::Color;
pub use fen::{FenError, FenField};
pub use legality::{IllegalMove, IllegalReason};
pub use lines::KingLines;
pub use magic::{Magic, Pext, magic_block};
pub use move_list::{MoveList, MoveListIntoIter};
pub use movegen::{PieceMoves, PieceMovesIter};
pub use moves::{Move, ParseMoveError};
pub use nnue::changes::{IndexChanges, InputChanges};
pub use nnue::threats::{Threat, ThreatChanges, ThreatPairs, Threats};
pub use notation::{San, SanError, UciMove};
pub use outcome::Outcome;
pub use packed::Packed;
pub use piece::{Piece, Role};
pub use see::Guards;
pub use square::{ParseSquareError, Square};

/// Paths the generated code names. Not public API: it may change in any release.
#[doc(hidden)]
pub mod __private {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    pub use crate::arch::bmi2::pext;
    pub use crate::arch::vector;
    pub use crate::index::{triangular_entry, x88_diff};
    pub use crate::nnue::changes::{pair_changes, play_recording, psq_changes, refresh_input, threat_input_changes};
    pub use crate::nnue::pairs::pawn_pairs_active;
    pub use crate::nnue::psq::{king_after, psq_active};
    pub use crate::nnue::threats::threats_active;
    pub use crate::policy::{policy_facts, policy_move};
    pub use crate::{
        Bitboard, Board, Castling, Color, InputChanges, KingLines, Magic, Move, Packed, Pext, Piece, Role, Square,
        ThreatPairs,
    };
    pub use crate::{fill, magic_block, shift, slide};
}
