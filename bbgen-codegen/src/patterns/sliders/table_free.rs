//! Lines without a table. The rook's rank and file are shifted from constants, and on each the
//! nearest blocker above the slider (the lowest set bit) and below it (a leading-zero count)
//! bound the attacks. A diagonal shifted so would need a compare and a select, so the bishop's
//! lines are found another way: on each, the nearest stop above (an occupied square or the line's
//! last one) and below, and the segment between them shifted from one constant.

use super::{OCCUPANCY, SLIDER, SQ, Slider};
use crate::geometry::{file, rank, set_where, square};
use crate::ir::build::{and, bin, call, cast, hex, int, int_of, not, or, shl};
use crate::ir::{Call, Expr, Op, Stmt, Ty, Var};
use crate::tables::Table;

/// No table.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let summary = match slider {
        Slider::Rook => {
            "Attacks of a rook without a table: the rank and file through the square are shifted \
             from constants, and on each the nearest occupied square above the slider (the lowest \
             set bit) and below it (a leading-zero count) bound the attacks."
        }
        Slider::Bishop => {
            "Attacks of a bishop without a table: on the diagonal and anti-diagonal through the \
             square, the nearest occupied or last square above the slider (the lowest set bit) and \
             below it (a leading-zero count) bound the attacks, the line between them shifted from \
             a constant."
        }
    };
    (Vec::new(), summary.into())
}

/// The attacks along both lines of the piece.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    match slider {
        Slider::Rook => rook(),
        Slider::Bishop => bishop(),
    }
}

/// The rank and the file, shifted and without the slider, and their attacks between the nearest
/// blockers.
fn rook() -> (Vec<Stmt>, Expr) {
    let square = || cast(SQ.get(), Ty::U32);
    let (rank, file) = (Var::new("rank", Ty::U64), Var::new("file", Ty::U64));
    let (below, above) = (Var::new("below", Ty::U64), Var::new("above", Ty::U64));
    let stmts = vec![
        Stmt::Let(SLIDER, SQ.bit()),
        // Each line without the slider; the squares above and below it, the same for both lines.
        Stmt::Let(rank, bin(Op::Xor, shl(hex(0xFF), and(square(), int_of(56, Ty::U32))), SLIDER.get())),
        Stmt::Let(file, bin(Op::Xor, shl(hex(0x0101_0101_0101_0101), and(square(), int_of(7, Ty::U32))), SLIDER.get())),
        Stmt::Let(below, bin(Op::WrappingSub, SLIDER.get(), int(1))),
        // The lines leave the slider out: what is not below it is above it.
        Stmt::Let(above, not(below.get())),
    ];
    let line = |line: Var| {
        call(Call::BlockerLine { occupancy: OCCUPANCY.get(), line: line.get(), above: above.get(), below: below.get() })
    };
    (stmts, or(line(rank), line(file)))
}

/// The constants of a line in the direction `(df, dr)` (upwards), as the runtime's
/// `slide::between_stops` takes them: the bits `0, step, 2 * step, ...` below 64 for a step of
/// `8 * dr + df`, the same counted down from bit 63, and the squares from which a step up
/// (`up_end`) or down (`down_end`) leaves the board.
fn line_constants((df, dr): (i8, i8)) -> [u64; 4] {
    let step = usize::try_from(8 * dr + df).expect("every direction steps upwards");
    let up = (0..64).step_by(step).fold(0u64, |set, i| set | 1 << i);
    let leaves = |df: i8, dr: i8| set_where(|sq| square(file(sq) + df, rank(sq) + dr).is_none());
    [up, up.reverse_bits(), leaves(df, dr), leaves(-df, -dr)]
}

/// Both diagonals' segments between their stops, the slider taken out of them.
fn bishop() -> (Vec<Stmt>, Expr) {
    let others = Var::new("others", Ty::U64);
    let stmts = vec![
        Stmt::Let(SLIDER, SQ.bit()),
        // The stops are the other pieces: the slider itself is a stop only at a line's end.
        Stmt::Let(others, and(OCCUPANCY.get(), not(SLIDER.get()))),
    ];
    let line = |direction| {
        let [up, down, up_end, down_end] = line_constants(direction).map(hex);
        call(Call::StopLine { occupancy: others.get(), sq: cast(SQ.get(), Ty::U32), up, down, up_end, down_end })
    };
    // Each segment holds the slider; their union holds it once.
    (stmts, bin(Op::Xor, or(line((1, 1)), line((-1, 1))), SLIDER.get()))
}
