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
//! The generated code of every pattern can be printed with the `bbgen expand` command of the
//! repository, and the canonical expansions are kept, compiled, in its `tables-out` folder.
//!
//! # Features
//! - `std` (default): nothing yet needs it; the whole crate works in `#![no_std]` builds, and
//!   generated code needs only `core`.
#![no_std]
#![forbid(unsafe_code)]

#[cfg(feature = "std")]
extern crate std;

mod bitboard;
mod color;
pub mod index;
pub mod shift;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use color::Color;
pub use square::{ParseSquareError, Square};

pub use bbgen_macros::{bitboard, caughtable, in_between, king_moore};

/// Paths the generated code names. Not public API: it may change in any release.
#[doc(hidden)]
pub mod __private {
    pub use crate::index::{triangular_index, x88_diff};
    pub use crate::shift;
    pub use crate::{Bitboard, Color, Square};
}
