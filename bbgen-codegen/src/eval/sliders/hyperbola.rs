//! Hyperbola quintessence: on each line through the slider, `o - 2s` finds the attacks above it
//! and the same on the byte-swapped (vertically mirrored) board those below.

use super::{diagonals, rank_attacks, rank_table};
use crate::eval::{Entry, Table};
use crate::geometry::{SQUARES, bit, lines};
use crate::ir::build::{bit as square_bit, call, index, load, or, var};
use crate::ir::{Expr, Helper, Stmt, Ty};
use crate::spec::Slider;

/// Hyperbola quintessence: the lines through each square, less the square; for the rook also
/// the attacks along the first rank by file and inner occupancy.
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
    let line = |mask: Expr| call(Helper::HyperbolaLine, vec![var("occupancy"), mask, var("slider")]);
    let mut stmts = vec![Stmt::Let("slider", Ty::U64, square_bit("sq"))];
    match slider {
        Slider::Rook => {
            stmts.extend(rank_attacks());
            (stmts, or(line(load("", vec![index("sq")])), var("rank")))
        }
        Slider::Bishop => {
            stmts.push(Stmt::LetBoth(["diagonal", "anti_diagonal"], load("", vec![index("sq")])));
            (stmts, or(line(var("diagonal")), line(var("anti_diagonal"))))
        }
    }
}
