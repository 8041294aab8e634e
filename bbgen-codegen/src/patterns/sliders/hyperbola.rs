//! Hyperbola quintessence: on each line through the slider, `o - 2s` finds the attacks above it
//! and the same on the byte-swapped (vertically mirrored) board those below.

use super::{OCCUPANCY, RANK, SLIDER, SQ, Slider, diagonals, rank_attacks, rank_table};
use crate::geometry::{SQUARES, bit, lines};
use crate::ir::build::{call, load, or};
use crate::ir::{Call, Expr, Stmt, Ty, Var};
use crate::tables::{Entry, Table};

/// Hyperbola quintessence: the lines through each square, less the square; for the rook also
/// the attacks along the first rank by inner occupancy and file.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    match slider {
        Slider::Rook => {
            let files = SQUARES.map(|s| lines(s)[1] & !bit(s)).collect();
            (
                vec![Table::main(&[64], Entry::Mask, files), rank_table()],
                "Rook attacks by hyperbola quintessence: entry `sq` holds the file through `sq`, `sq` \
                 left out, on which `o - 2s` and its byte-swapped mirror find the file attacks; ranks \
                 come from the first-rank table."
                    .into(),
            )
        }
        Slider::Bishop => {
            let diagonals = diagonals();
            (
                vec![Table::main(&[64, 2], Entry::Mask, diagonals)],
                "Bishop attacks by hyperbola quintessence: entry `[sq]` holds the diagonal and the \
                 anti-diagonal through `sq`, `sq` left out, on each of which `o - 2s` and its \
                 byte-swapped mirror find the attacks."
                    .into(),
            )
        }
    }
}

/// Each line's attacks; the rook's rank from the first-rank table.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    let line = |mask: Expr| call(Call::HyperbolaLine { occupancy: OCCUPANCY.get(), mask, slider: SLIDER.get() });
    let mut stmts = vec![Stmt::Let(SLIDER, SQ.bit())];
    match slider {
        Slider::Rook => {
            stmts.extend(rank_attacks());
            (stmts, or(line(load("", vec![SQ.index()])), RANK.get()))
        }
        Slider::Bishop => {
            let [diagonal, anti_diagonal] = ["diagonal", "anti_diagonal"].map(|name| Var::new(name, Ty::U64));
            stmts.push(Stmt::LetBoth([diagonal, anti_diagonal], load("", vec![SQ.index()])));
            (stmts, or(line(diagonal.get()), line(anti_diagonal.get())))
        }
    }
}
