//! Line masks without a table: each line through the slider is computed from its square, and
//! on each, the nearest blocker above (the lowest set bit) and below (by a leading-zero count)
//! bound the attacks.

use crate::eval::Table;
use crate::ir::build::{and, bin, bit, call, cast, hex, int, int_of, not, or, shl, shr, var};
use crate::ir::{Expr, Helper, Op, Stmt, Ty};
use crate::spec::Slider;

/// The a1-h8 diagonal and the h1-a8 anti-diagonal.
const DIAGONAL_A1_H8: u64 = 0x8040_2010_0804_0201;
const ANTI_DIAGONAL_H1_A8: u64 = 0x0102_0408_1020_4080;

/// No table.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let lines = match slider {
        Slider::Rook => "rank and file",
        Slider::Bishop => "diagonal and anti-diagonal",
    };
    let summary = format!(
        "Attacks of a {} without a table: the {lines} through the square are shifted from \
         constants, and on each the nearest occupied square above the slider (the lowest set bit) \
         and below it (a leading-zero count) bound the attacks.",
        slider.word()
    );
    (Vec::new(), summary)
}

/// `mask` moved `8 * (to - from)` bits up, or down when `to` is below `from`.
fn move_ranks(mask: u64, from: Expr, to: Expr) -> Expr {
    let eight = || int_of(8, Ty::U32);
    Expr::Select(
        Box::new(bin(Op::Lt, to.clone(), from.clone())),
        Box::new(shr(hex(mask), bin(Op::Mul, eight(), bin(Op::Sub, from.clone(), to.clone())))),
        Box::new(shl(hex(mask), bin(Op::Mul, eight(), bin(Op::Sub, to, from)))),
    )
}

/// Both lines, computed, and their attacks.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    let square = || cast(var("sq"), Ty::U32);
    let mut stmts = vec![Stmt::Let("slider", Ty::U64, bit("sq"))];
    let lines = match slider {
        Slider::Rook => [
            ("rank", shl(hex(0xFF), and(square(), int_of(56, Ty::U32)))),
            ("file", shl(hex(0x0101_0101_0101_0101), and(square(), int_of(7, Ty::U32)))),
        ],
        Slider::Bishop => {
            stmts.push(Stmt::Let("rank", Ty::U32, shr(square(), int_of(3, Ty::U32))));
            stmts.push(Stmt::Let("file", Ty::U32, and(square(), int_of(7, Ty::U32))));
            [
                ("diagonal", move_ranks(DIAGONAL_A1_H8, var("file"), var("rank"))),
                (
                    "anti_diagonal",
                    move_ranks(ANTI_DIAGONAL_H1_A8, int_of(7, Ty::U32), bin(Op::Add, var("rank"), var("file"))),
                ),
            ]
        }
    };
    let [(first, _), (second, _)] = lines;
    // Each line without the slider; the squares above and below it, the same for both lines.
    stmts.extend(lines.map(|(name, line)| Stmt::Let(name, Ty::U64, bin(Op::Xor, line, var("slider")))));
    stmts.push(Stmt::Let("below", Ty::U64, bin(Op::WrappingSub, var("slider"), int(1))));
    stmts.push(Stmt::Let("above", Ty::U64, not(bin(Op::Or, var("below"), var("slider")))));
    let line = |name| call(Helper::BlockerLine, vec![var("occupancy"), var(name), var("above"), var("below")]);
    (stmts, or(line(first), line(second)))
}
