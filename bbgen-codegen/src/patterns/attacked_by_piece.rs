//! `attacked_by_piece!()`: whether a piece on one square attacks another, by 0x88 difference and a
//! rotate of the occupancy.

use super::Pattern;
use crate::docs::lines;
use crate::geometry::{SQUARES, between, bit, chebyshev, direction, file, rank, sq, x88_diff};
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::{and, bin, call, cast, eq, int, int_of, load, or, select};
use crate::ir::{Call, Field, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// The attacks-by-piece table; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackedByPiece;

/// The rows of the table, in order.
const PIECES: [&str; 7] = ["white pawn", "black pawn", "knight", "bishop", "rook", "queen", "king"];

/// Whether a piece of `row` on `from` attacks `to` on an empty board.
fn attacks(row: usize, from: u8, to: u8) -> bool {
    let (df, dr) = (file(to) - file(from), rank(to) - rank(from));
    let straight = direction(from, to).is_some_and(|(f, r)| f == 0 || r == 0);
    let diagonal = direction(from, to).is_some_and(|(f, r)| f != 0 && r != 0);
    match row {
        0 => df.abs() == 1 && dr == 1,
        1 => df.abs() == 1 && dr == -1,
        2 => df.abs() * dr.abs() == 2,
        3 => diagonal,
        4 => straight,
        5 => straight || diagonal,
        _ => chebyshev(from, to) == 1,
    }
}

impl Pattern for AttackedByPiece {
    const NAME: &'static str = "attacked_by_piece";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("attacked_by_piece", "attacked_by_piece!()")];
    const EMITS: &'static str = "\"does this piece on `from` attack `to`\" by 0x88 difference";
    const PREFIX: &'static str = "is_";

    fn new(_: &Args) -> Self {
        AttackedByPiece
    }

    fn evaluate(&self) -> Evaluated {
        let mut values = vec![u64::MAX; PIECES.len() * 240];
        for (row, entries) in values.chunks_mut(240).enumerate() {
            for from in SQUARES {
                for to in SQUARES.filter(|&to| attacks(row, from, to)) {
                    entries[x88_diff(from, to)] = between(from, to).rotate_right(u32::from(from));
                }
            }
        }
        let queen = 5;
        Evaluated {
            tables: vec![Table::main(&[PIECES.len(), 240], Entry::Mask, values)],
            summary: format!(
                "Attacks by piece and 0x88 difference: entry `[piece][x88_diff(from, to)]` holds the \
                 squares that must be empty for a piece on `from` to attack `to`, rotated right by \
                 `from`; all ones when the piece never attacks along that difference. Rows: {}.",
                PIECES.join(", ")
            ),
            example_label: "the squares a queen on d4 attacks on an empty board".into(),
            example: Example::Set(SQUARES.filter(|&to| attacks(queen, sq::D4, to)).fold(0, |set, to| set | bit(to))),
        }
    }

    fn accessors(&self, _: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (from, to) = (Var::new("from", Ty::Square), Var::new("to", Ty::Square));
        let (piece, occupancy) = (Var::new("piece", Ty::Piece), Var::new("occupancy", Ty::U64));
        let (row, rotated) = (Var::new("row", Ty::Index), Var::new("rotated", Ty::U64));
        let role = || cast(piece.field(Field::Role), Ty::Index);
        let row_value = select(
            eq(role(), int_of(0, Ty::Index)),
            cast(piece.field(Field::Color), Ty::Index),
            bin(Op::Add, role(), int_of(1, Ty::Index)),
        );
        let rotate = call(Call::RotateRight { value: occupancy.get(), by: cast(from.get(), Ty::U32) });
        let entry = load("", vec![row.get(), call(Call::X88Diff { a: from.get(), b: to.get() })]);
        vec![
            Function::new(
                lines(&[
                    "Whether `piece` standing on `from` attacks `to`, given the squares in `occupancy`:",
                    "the entry for the pair's 0x88 difference must share no square with the occupancy",
                    "rotated right by `from`. The piece's own square counts as occupied, whatever",
                    "`occupancy` says, so that a difference the piece never attacks along is refused.",
                ]),
                None,
                vec![from, to, piece, occupancy],
                Ty::Bool,
                eq(and(entry, rotated.get()), int(0)),
            )
            .with_lets(vec![Stmt::Let(row, row_value), Stmt::Let(rotated, or(rotate, int(1)))]),
        ]
    }
}
