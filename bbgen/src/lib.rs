//! Chess bitboards with tables compiled from declarative patterns.
//!
//! Write a pattern such as `in_between!(triangular)` and get, at compile time, a `static` table
//! with its accessor functions: no build script, no `init()` at start-up, no slow `const`
//! evaluation. The crate also holds the types the tables speak of ([`Bitboard`], [`Square`],
//! [`Color`]), the one-step [`shift`]s and the [`index`] arithmetic of the compact layouts.
//!
//! ```
//! use bbgen::Square::*;
//!
//! bbgen::king_moore!();
//! bbgen::in_between!(triangular, elem = Bitboard);
//!
//! assert_eq!(king_moore(G2), 0xE0A0E0);
//! assert_eq!(in_between(C3, F6), D4.bitboard() | E5.bitboard());
//! ```
//!
//! The runtime plays chess with those tables: a [`Board`] read from FEN (standard, Shredder-FEN
//! and X-FEN for Chess960), legal move generation, attackers and pins, single-move legality
//! tests, perft, the Polyglot key kept move by move, checked play, UCI and SAN move text, static
//! exchange evaluation, repetition and the game's outcome.
//!
//! ```
//! let board = bbgen::Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")?;
//! let moves = board.legal_moves();
//! let safe = !board.is_attacked(bbgen::Square::F1, bbgen::Color::Black);
//! let hash_move_ok = board.is_legal(board.parse_uci("e1g1")?);
//! let leaves = board.perft(3);
//! assert_eq!((moves.len(), safe, hash_move_ok, leaves), (48, true, true, 97_862));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! What an engine does with a position from a GUI:
//!
//! ```
//! use bbgen::{Board, CastlingMode};
//!
//! // A GUI's `position startpos moves e2e4 d7d5 b1c3 d5e4`: each move read in its position and
//! // checked before it is played.
//! let mut board = Board::startpos();
//! for text in ["e2e4", "d7d5", "b1c3", "d5e4"] {
//!     board.try_play(board.parse_uci(text)?)?;
//! }
//! // The Polyglot key, kept move by move: for a transposition table or an opening book.
//! let key = board.hash();
//! // Move ordering: captures by what they win in the exchange (SEE), best first.
//! let mut captures: Vec<_> = board.legal_moves().iter().copied().filter(|mv| board.piece_at(mv.to).is_some()).collect();
//! captures.sort_by_key(|&mv| -board.see(mv));
//! let best = captures[0];
//! assert_eq!((board.san(best).to_string(), board.see(best)), ("Nxe4".to_owned(), 100));
//! assert_eq!(board.uci(best, CastlingMode::Standard).to_string(), "c3e4");
//! assert_eq!(board.outcome(), None);
//! # let _ = key;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The generated code of every pattern can be printed with the `bbgen expand` command of the
//! repository, and the canonical expansions are kept, compiled, in its `tables-out` folder.
//!
//! # Features
//! - `std` (default): lets the SSE4.1 paths run where the target does not promise SSE4.1 but
//!   the CPU has it, asking the CPU once. Without it the crate is `#![no_std]` throughout, and
//!   generated code needs only `core` in any case.
#![no_std]
// `unsafe` is allowed only in `arch`, where calling a SIMD function needs it; every other module
// forbids it.
#![deny(unsafe_code)]

#[cfg(feature = "std")]
extern crate std;

// Generated code names `::bbgen::__private`; this lets the crate's own tables do the same.
extern crate self as bbgen;

mod arch;
pub mod attacks;
mod bitboard;
mod board;
mod color;
mod fen;
pub mod fill;
mod hash;
pub mod index;
mod legality;
mod lines;
mod magic;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod packed;
mod piece;
mod see;
pub mod shift;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, Castling, CastlingMode, CastlingSide};
pub use color::Color;
pub use fen::{FenError, FenField};
pub use legality::IllegalMove;
pub use lines::KingLines;
pub use magic::{Magic, magic_block};
pub use movegen::PieceMoves;
pub use moves::{Move, MoveList, ParseMoveError};
pub use notation::{San, SanError, UciMove};
pub use outcome::Outcome;
pub use packed::Packed;
pub use piece::{Piece, Role};
pub use square::{ParseSquareError, Square};

pub use bbgen_macros::{
    attacked_by_piece, bishop_attacks, bitboard, caughtable, distance, full_line, in_between, king_lines, king_moore,
    knight_attacks, pawn_attacks, pawn_pushes, pawn_shield, ray, rook_attacks, zobrist,
};

/// Paths the generated code names. Not public API: it may change in any release.
#[doc(hidden)]
pub mod __private {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    pub use crate::arch::bmi2::pext;
    pub use crate::index::{triangular_entry, x88_diff};
    pub use crate::{Bitboard, Castling, Color, KingLines, Magic, Packed, Piece, Role, Square, magic_block};
    pub use crate::{fill, shift};
}
