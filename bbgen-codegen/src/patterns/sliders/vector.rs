//! Hyperbola quintessence on several lines at once in vector registers: a bishop's two
//! diagonals in the two lanes of an SSSE3 register, and a queen's file and diagonals in three
//! lanes of an AVX2 one, with the rank from the first-rank table, as Stockfish's lookup of both
//! attacks does. The byte swap that mirrors the board is one shuffle. The tables are
//! hyperbola's; the rook alone has one line, so its accessor is hyperbola's, scalar.

use super::{OCCUPANCY, SLIDER, SQ, Slider, hyperbola};
use crate::ir::build::{call, load};
use crate::ir::{Call, Expr, Stmt};
use crate::tables::Table;

/// Hyperbola's tables.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let (tables, _) = hyperbola::tables(slider);
    let summary = match slider {
        Slider::Rook => {
            "Rook attacks by hyperbola quintessence, as the `vector` queen's rook half: entry `sq` \
                         holds the file through `sq`, `sq` left out, on which `o - 2s` and its byte-swapped \
                         mirror find the file attacks; ranks come from the first-rank table."
        }
        Slider::Bishop => {
            "Bishop attacks by hyperbola quintessence on both diagonals at once, in the two lanes \
                           of an SSSE3 register where the CPU has it: entry `[sq]` holds the diagonal and the \
                           anti-diagonal through `sq`, `sq` left out."
        }
    };
    (tables, summary.into())
}

/// The rook's scalar lines; the bishop's two diagonals side by side.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    match slider {
        Slider::Rook => hyperbola::attacks(Slider::Rook),
        Slider::Bishop => (
            vec![Stmt::Let(SLIDER, SQ.bit())],
            call(Call::VectorBishop {
                diagonals: load("", vec![SQ.index()]),
                occupancy: OCCUPANCY.get(),
                slider: SLIDER.get(),
            }),
        ),
    }
}
