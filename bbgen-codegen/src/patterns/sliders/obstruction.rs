//! Obstruction difference: per square, the lines through it without it; on each line the
//! nearest blocker below the slider (by a leading-zero count) and the nearest above (the lowest
//! set bit) bound the attacks, the squares above and below the slider found once for both lines.

use super::{OCCUPANCY, SLIDER, SQ, Slider};
use crate::geometry::{SQUARES, bit, lines};
use crate::ir::build::{bin, call, int, load, not, or};
use crate::ir::{Call, Expr, Op, Stmt, Ty, Var};
use crate::tables::{Entry, Table};

/// Per square, its two lines without it.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let line_pair = match slider {
        Slider::Rook => [0, 1],
        Slider::Bishop => [2, 3],
    };
    let values = SQUARES.flat_map(|s| line_pair.map(|line| lines(s)[line] & !bit(s))).collect();
    let (piece, names) = match slider {
        Slider::Rook => ("rook", "rank and the file"),
        Slider::Bishop => ("bishop", "diagonal and the anti-diagonal"),
    };
    let summary = format!(
        "Attacks of a {piece} by obstruction difference: entry `[sq]` holds the {names} through \
         `sq`, `sq` left out. On each, the bits up to the nearest occupied square above `sq` (the \
         lowest set bit), less those under the nearest below (a leading-zero count), are the \
         attacks along the line."
    );
    (vec![Table::main(&[64, 2], Entry::Mask, values)], summary)
}

/// Both lines' attacks.
pub(super) fn attacks() -> (Vec<Stmt>, Expr) {
    let [below, above, first, second] = ["below", "above", "first", "second"].map(|name| Var::new(name, Ty::U64));
    let stmts = vec![
        Stmt::Let(SLIDER, SQ.bit()),
        Stmt::Let(below, bin(Op::WrappingSub, SLIDER.get(), int(1))),
        Stmt::Let(above, not(bin(Op::Or, below.get(), SLIDER.get()))),
        Stmt::LetBoth([first, second], load("", vec![SQ.index()])),
    ];
    let line = |line: Var| {
        call(Call::BlockerLine { occupancy: OCCUPANCY.get(), line: line.get(), above: above.get(), below: below.get() })
    };
    (stmts, or(line(first), line(second)))
}
