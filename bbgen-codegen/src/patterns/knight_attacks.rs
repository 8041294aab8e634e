//! `knight_attacks!()`: knight attacks by lookup, and by set-wise calculation for any set of
//! knights.

use super::{Pattern, lookup, per_square, set_wise, shift};
use crate::geometry::{bit, knight_attacks, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS};
use crate::ir::build::{int, or, shl, shr};
use crate::ir::{Dir, Function, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// Knight attacks; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnightAttacks;

impl Pattern for KnightAttacks {
    const NAME: &'static str = "knight_attacks";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("knight_attacks", "knight_attacks!()")];
    const EMITS: &'static str = "knight attacks by lookup, and set-wise";

    fn new(_: &Args) -> Self {
        KnightAttacks
    }

    fn evaluate(&self) -> Evaluated {
        let summary = "Knight attacks by lookup: entry `sq` holds the squares a knight on `sq` attacks.";
        per_square(summary.into(), "G2", sq::G2, |s| knight_attacks(bit(s)))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let knights = Var::new("knights", Ty::Set);
        let (one, two) = (Var::new("one", Ty::U64), Var::new("two", Ty::U64));
        let east2 = shift(Dir::East, shift(Dir::East, knights.get()));
        let west2 = shift(Dir::West, shift(Dir::West, knights.get()));
        vec![
            lookup(names, "Knight attacks from `sq`", Var::new("sq", Ty::Square)),
            set_wise(
                "set",
                &[
                    "Knight attacks of every knight in `knights` at once, by calculation: the squares",
                    "one file aside moved two ranks up and down, and two files aside moved one rank.",
                ],
                knights,
                vec![
                    Stmt::Let(one, or(shift(Dir::East, knights.get()), shift(Dir::West, knights.get()))),
                    Stmt::Let(two, or(east2, west2)),
                ],
                or(
                    or(or(shl(one.get(), int(16)), shr(one.get(), int(16))), shl(two.get(), int(8))),
                    shr(two.get(), int(8)),
                ),
            ),
        ]
    }
}
