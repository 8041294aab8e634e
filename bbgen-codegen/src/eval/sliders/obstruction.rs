//! Obstruction difference: per square, the lines through it without it; on each line the
//! nearest blocker below the slider (by a leading-zero count) and the nearest above (the lowest
//! set bit) bound the attacks, the squares above and below the slider found once for both lines.

use crate::eval::{Entry, Table};
use crate::geometry::{SQUARES, bit, lines};
use crate::ir::build::{bin, bit as square_bit, call, index, int, load, not, or, var};
use crate::ir::{Expr, Helper, Op, Stmt, Ty};
use crate::spec::Slider;

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
    let stmts = vec![
        Stmt::Let("slider", Ty::U64, square_bit("sq")),
        Stmt::Let("below", Ty::U64, bin(Op::WrappingSub, var("slider"), int(1))),
        Stmt::Let("above", Ty::U64, not(bin(Op::Or, var("below"), var("slider")))),
        Stmt::LetBoth(["first", "second"], load("", vec![index("sq")])),
    ];
    let line = |name| call(Helper::BlockerLine, vec![var("occupancy"), var(name), var("above"), var("below")]);
    (stmts, or(line("first"), line("second")))
}
