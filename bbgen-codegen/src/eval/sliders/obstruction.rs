//! Obstruction difference: on each line through the slider, the nearest blocker below it (by a
//! leading-zero count) subtracted from the blockers above it changes exactly the bits from that
//! blocker up to the nearest blocker above, which are the attacks along the line.

use crate::eval::{Entry, Table};
use crate::geometry::{SQUARES, bit, lines};
use crate::ir::build::{call, index, int_of, load, or, var};
use crate::ir::{Expr, Helper, Stmt, Ty};
use crate::spec::Slider;

/// Per square and line, the line's squares below and above the slider.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let line_pair = match slider {
        Slider::Rook => [0, 1],
        Slider::Bishop => [2, 3],
    };
    let values = SQUARES
        .flat_map(|s| {
            let below = bit(s) - 1;
            let above = !(below | bit(s));
            line_pair.into_iter().flat_map(move |line| [lines(s)[line] & below, lines(s)[line] & above])
        })
        .collect();
    let (piece, names) = match slider {
        Slider::Rook => ("rook", "rank and the file"),
        Slider::Bishop => ("bishop", "diagonal and the anti-diagonal"),
    };
    let summary = format!(
        "Attacks of a {piece} by obstruction difference: entry `[sq][line]` holds the squares of the \
         {names} through `sq` below it and above it. The nearest occupied square below, found by a \
         leading-zero count, subtracted from the occupied squares above, changes the bits from that \
         square up to the nearest occupied square above: the attacks along the line."
    );
    (vec![Table::main(&[64, 2, 2], Entry::Mask, values)], summary)
}

/// Both lines' attacks.
pub(super) fn attacks() -> (Vec<Stmt>, Expr) {
    let lines = |line: u64| load("", vec![index("sq"), int_of(line, Ty::Index)]);
    let stmts = vec![Stmt::LetBoth(["below", "above"], lines(0)), Stmt::LetBoth(["below_2", "above_2"], lines(1))];
    let line = |below, above| call(Helper::ObstructionLine, vec![var("occupancy"), var(below), var(above)]);
    (stmts, or(line("below", "above"), line("below_2", "above_2")))
}
