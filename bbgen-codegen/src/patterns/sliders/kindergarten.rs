//! Kindergarten bitboards: a line's occupancy gathered by one multiplication into a six-bit
//! index of a small table.

use super::{
    DIAGONAL_C2_H7, FILE_A, FILE_A2_A7, FILE_B, OCCUPANCY, RANK, SQ, Slider, diagonals, first_rank, rank_attacks,
    rank_table,
};
use crate::geometry::{Rays, subsets};
use crate::ir::build::{and, bin, cast, hex, int, int_of, load, or, shl, shr};
use crate::ir::{Expr, Op, Stmt, Ty, Var};
use crate::tables::{Entry, Table};

/// Kindergarten bitboards.
///
/// For the rook, the file's inner occupancy is shifted onto the a-file and gathered by a
/// multiplication into six bits; those bits and the rook's rank index a table of a-file attacks.
/// The rank comes from the first-rank table. For the bishop, each diagonal's occupancy is stacked
/// onto the eighth rank by a multiplication, and its six inner files index the first-rank
/// attacks copied to every rank, which the diagonal's mask then cuts out.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    match slider {
        Slider::Rook => {
            let rook = Rays::new(false);
            let mut files = vec![0; 8 * 64];
            for rank in 0..8u8 {
                for occupancy in subsets(FILE_A2_A7) {
                    let index = (occupancy.wrapping_mul(DIAGONAL_C2_H7) >> 58) as usize;
                    files[usize::from(rank) * 64 + index] = rook.attacks(rank * 8, occupancy) & FILE_A;
                }
            }
            (
                vec![Table::main(&[8, 64], Entry::Mask, files), rank_table()],
                "Rook attacks by kindergarten bitboards: entry `[rank][index]` holds the attacks along \
                 the a-file of a rook on that rank, where the index is the file's occupancy of ranks \
                 2 to 7, shifted onto the a-file, times the c2-h7 diagonal, in the top six bits; the \
                 entry is shifted onto the rook's file, and ranks come from the first-rank table."
                    .into(),
            )
        }
        Slider::Bishop => {
            let filled = first_rank().into_iter().map(|rank| rank * FILE_A);
            let diagonals = diagonals();
            (
                vec![
                    Table::main(&[8, 64], Entry::Mask, filled.collect()),
                    Table {
                        suffix: "_LINES",
                        doc: "The diagonal and the anti-diagonal through each square, the square left out.".into(),
                        shape: vec![64, 2],
                        entry: Entry::Mask,
                        values: diagonals,
                    },
                ],
                "Bishop attacks by kindergarten bitboards: entry `[file][index]` holds the first-rank \
                 attacks of a slider on that file, copied to every rank, where the index is the \
                 diagonal's occupancy stacked onto the eighth rank by a multiplication with the \
                 b-file, files b to g; the line's mask cuts the diagonal out of it."
                    .into(),
            )
        }
    }
}

/// For the rook, the file's entry shifted onto its file, and the rank; for the bishop, the
/// filled first-rank entry of each diagonal cut to it.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    let wmul = |a, b| bin(Op::WrappingMul, a, b);
    match slider {
        Slider::Rook => {
            let (file, index) = (Var::new("file", Ty::U32), Var::new("index", Ty::Index));
            let mut stmts = rank_attacks();
            stmts.push(Stmt::Let(file, and(cast(SQ.get(), Ty::U32), int_of(7, Ty::U32))));
            let gathered = wmul(and(shr(OCCUPANCY.get(), file.get()), hex(FILE_A2_A7)), hex(DIAGONAL_C2_H7));
            stmts.push(Stmt::Let(index, cast(shr(gathered, int(58)), Ty::Index)));
            let filled = load("", vec![shr(SQ.index(), int_of(3, Ty::Index)), index.get()]);
            (stmts, or(shl(filled, file.get()), RANK.get()))
        }
        Slider::Bishop => {
            let [diagonal, anti_diagonal] = ["diagonal", "anti_diagonal"].map(|name| Var::new(name, Ty::U64));
            let [d, a] = ["d", "a"].map(|name| Var::new(name, Ty::Index));
            let gather = |mask: Var| cast(shr(wmul(and(OCCUPANCY.get(), mask.get()), hex(FILE_B)), int(58)), Ty::Index);
            let filled = |at: Var| load("", vec![and(SQ.index(), int_of(7, Ty::Index)), at.get()]);
            let stmts = vec![
                Stmt::LetBoth([diagonal, anti_diagonal], load("_LINES", vec![SQ.index()])),
                Stmt::Let(d, gather(diagonal)),
                Stmt::Let(a, gather(anti_diagonal)),
            ];
            (stmts, or(and(filled(d), diagonal.get()), and(filled(a), anti_diagonal.get())))
        }
    }
}
