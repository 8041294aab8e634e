//! Line masks without a table: each line through the slider is computed from its square, and
//! on each, the nearest blocker above (the lowest set bit) and below (by a leading-zero count)
//! bound the attacks.

use super::{OCCUPANCY, SLIDER, SQ, Slider};
use crate::ir::build::{and, bin, call, cast, hex, int, int_of, not, or, select, shl, shr};
use crate::ir::{Call, Expr, Op, Stmt, Ty, Var};
use crate::tables::Table;

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
    select(
        bin(Op::Lt, to.clone(), from.clone()),
        shr(hex(mask), bin(Op::Mul, eight(), bin(Op::Sub, from.clone(), to.clone()))),
        shl(hex(mask), bin(Op::Mul, eight(), bin(Op::Sub, to, from))),
    )
}

/// Both lines, computed, and their attacks.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    let square = || cast(SQ.get(), Ty::U32);
    let line = |name| Var::new(name, Ty::U64);
    let mut stmts = vec![Stmt::Let(SLIDER, SQ.bit())];
    let lines = match slider {
        Slider::Rook => [
            (line("rank"), shl(hex(0xFF), and(square(), int_of(56, Ty::U32)))),
            (line("file"), shl(hex(0x0101_0101_0101_0101), and(square(), int_of(7, Ty::U32)))),
        ],
        Slider::Bishop => {
            let (rank, file) = (Var::new("rank", Ty::U32), Var::new("file", Ty::U32));
            stmts.push(Stmt::Let(rank, shr(square(), int_of(3, Ty::U32))));
            stmts.push(Stmt::Let(file, and(square(), int_of(7, Ty::U32))));
            [
                (line("diagonal"), move_ranks(DIAGONAL_A1_H8, file.get(), rank.get())),
                (
                    line("anti_diagonal"),
                    move_ranks(ANTI_DIAGONAL_H1_A8, int_of(7, Ty::U32), bin(Op::Add, rank.get(), file.get())),
                ),
            ]
        }
    };
    let [(first, _), (second, _)] = lines;
    let (below, above) = (Var::new("below", Ty::U64), Var::new("above", Ty::U64));
    // Each line without the slider; the squares above and below it, the same for both lines.
    stmts.extend(lines.map(|(name, line)| Stmt::Let(name, bin(Op::Xor, line, SLIDER.get()))));
    stmts.push(Stmt::Let(below, bin(Op::WrappingSub, SLIDER.get(), int(1))));
    // The lines leave the slider out: what is not below it is above it.
    stmts.push(Stmt::Let(above, not(below.get())));
    let line = |line: Var| {
        call(Call::BlockerLine { occupancy: OCCUPANCY.get(), line: line.get(), above: above.get(), below: below.get() })
    };
    (stmts, or(line(first), line(second)))
}
