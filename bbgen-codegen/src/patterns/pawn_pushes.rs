//! `pawn_pushes!(white | black)`: one colour's pawn pushes on an empty board by lookup, and the
//! single and double pushes of any set of pawns onto empty squares.

use super::{COLOR, Pattern, lookup, per_square, shift};
use crate::docs::lines;
use crate::geometry::{Side, bit, forward, rank, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::build::{and, hex};
use crate::ir::{Dir, Function, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// The pawns' colour.
const SIDE: Slot<Side> = Slot { hint: "the pawns' colour comes first, as in `pawn_pushes!(white)`", ..COLOR };

/// Pushes of the pawns of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PawnPushes(Side);

/// Single push, and the double push from the home rank, on an empty board.
fn pushes(side: Side, pawn: u8) -> u64 {
    let home = if side == Side::White { 1 } else { 6 };
    let single = forward(side, bit(pawn));
    let double = if rank(pawn) == home { forward(side, single) } else { 0 };
    single | double
}

impl Pattern for PawnPushes {
    const NAME: &'static str = "pawn_pushes";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&SIDE], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] =
        &[("pawn_pushes_white", "pawn_pushes!(white)"), ("pawn_pushes_black", "pawn_pushes!(black)")];
    const EMITS: &'static str = "one colour's single and double pushes";

    fn new(args: &Args) -> Self {
        PawnPushes(args.word(0, &SIDE))
    }

    fn default_name(&self) -> String {
        format!("{}_{}", Self::NAME, SIDE.word_of(self.0))
    }

    fn evaluate(&self) -> Evaluated {
        let side = self.0;
        let summary = format!(
            "Pushes of a {} pawn on an empty board: entry `sq` holds the square in front of `sq`, and \
             the one beyond it from the home rank. Nothing from the last rank.",
            side.word()
        );
        let example = if side == Side::White { (sq::E2, "E2") } else { (sq::E7, "E7") };
        per_square(summary, example.1, example.0, |s| pushes(side, s))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (step, third_rank) = match self.0 {
            Side::White => (Dir::North, 0x0000_0000_00FF_0000),
            Side::Black => (Dir::South, 0x0000_FF00_0000_0000),
        };
        let (pawns, empty) = (Var::new("pawns", Ty::Set), Var::new("empty", Ty::Set));
        let push = and(shift(step, pawns.get()), empty.get());
        let double = and(shift(step, and(and(shift(step, pawns.get()), empty.get()), hex(third_rank))), empty.get());
        let what = format!("Push targets of a {} pawn on `sq` on an empty board", self.0.word());
        vec![
            lookup(names, &what, Var::new("sq", Ty::Square)),
            Function::new(
                vec![" The squares the pawns in `pawns` push to one step ahead, onto `empty` squares.".into()],
                Some("single"),
                vec![pawns, empty],
                Ty::Set,
                push,
            ),
            Function::new(
                lines(&[
                    "The squares the pawns in `pawns` reach by a double step from their home rank: both squares",
                    "ahead must be in `empty`.",
                ]),
                Some("double"),
                vec![pawns, empty],
                Ty::Set,
                double,
            ),
        ]
    }
}
