//! Obstruction difference: per square, the lines through it without it; on each line the
//! nearest blocker below the slider (by a leading-zero count) and the nearest above (the lowest
//! set bit) bound the attacks, the squares above and below the slider found once for both lines.

use super::{OCCUPANCY, SLIDER, SQ, Slider};
use crate::geometry::{SQUARES, bit, lines};
use crate::ir::build::{bin, call, int, load, not, or};
use crate::ir::{Call, Expr, Op, Stmt, Ty, Var};
use crate::tables::{Entry, Table};

/// The suffix of the table of each square's second line: its file or its anti-diagonal.
fn second(slider: Slider) -> &'static str {
    match slider {
        Slider::Rook => "_FILES",
        Slider::Bishop => "_ANTI_DIAGONALS",
    }
}

/// Per square, its two lines without it, each line in a table of its own: a lookup that the
/// compiler vectorises over several squares then gathers from two arrays of `u64`s, which is
/// faster than from one of pairs.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let [first, second_line] = match slider {
        Slider::Rook => [0, 1],
        Slider::Bishop => [2, 3],
    };
    let line = |line: usize| SQUARES.map(|s| lines(s)[line] & !bit(s)).collect();
    let (piece, names, other) = match slider {
        Slider::Rook => ("rook", "rank", "file"),
        Slider::Bishop => ("bishop", "diagonal", "anti-diagonal"),
    };
    let summary = format!(
        "Attacks of a {piece} by obstruction difference: entry `[sq]` holds the {names} through \
         `sq`, `sq` left out, and [`{{table}}{}`] the {other}. On each, the bits up to the nearest \
         occupied square above `sq` (the lowest set bit), less those under the nearest below (a \
         leading-zero count), are the attacks along the line.",
        second(slider)
    );
    let others = Table {
        suffix: second(slider),
        doc: format!("The {other} through each square, the square left out."),
        shape: vec![64],
        entry: Entry::Mask,
        values: line(second_line),
    };
    (vec![Table::main(&[64], Entry::Mask, line(first)), others], summary)
}

/// Both lines' attacks.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    let [below, above, first, second_line] = ["below", "above", "first", "second"].map(|name| Var::new(name, Ty::U64));
    let stmts = vec![
        Stmt::Let(SLIDER, SQ.bit()),
        Stmt::Let(below, bin(Op::WrappingSub, SLIDER.get(), int(1))),
        // The lines leave the slider out: what is not below it is above it.
        Stmt::Let(above, not(below.get())),
        Stmt::Let(first, load("", vec![SQ.index()])),
        Stmt::Let(second_line, load(second(slider), vec![SQ.index()])),
    ];
    let line = |line: Var| {
        call(Call::BlockerLine { occupancy: OCCUPANCY.get(), line: line.get(), above: above.get(), below: below.get() })
    };
    (stmts, or(line(first), line(second_line)))
}
