//! `king_moore!()`: king attacks by lookup, and by set-wise calculation for any set of kings.

use super::{Pattern, lookup, per_square, set_wise, shift};
use crate::geometry::{bit, king_attacks, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS};
use crate::ir::build::or;
use crate::ir::{Dir, Function, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// King attacks; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingMoore;

impl Pattern for KingMoore {
    const NAME: &'static str = "king_moore";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("king_moore", "king_moore!()")];
    const EMITS: &'static str = "king attacks by lookup, and set-wise for any kings";

    fn new(_: &Args) -> Self {
        KingMoore
    }

    fn evaluate(&self) -> Evaluated {
        let summary = "King attacks by lookup: entry `sq` holds the squares a king on `sq` attacks.";
        per_square(summary.into(), "G2", sq::G2, |s| king_attacks(bit(s)))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let kings = Var::new("kings", Ty::Set);
        let sideways = Var::new("sideways", Ty::U64);
        let row = Var::new("row", Ty::U64);
        vec![
            lookup(names, "King attacks from `sq`", Var::new("sq", Ty::Square)),
            set_wise(
                "set",
                &[
                    "King attacks of every king in `kings` at once, by calculation: the east and west",
                    "neighbours, then that row of up to three squares shifted one rank up and down.",
                ],
                kings,
                vec![
                    Stmt::Let(sideways, or(shift(Dir::East, kings.get()), shift(Dir::West, kings.get()))),
                    Stmt::Let(row, or(kings.get(), sideways.get())),
                ],
                or(or(sideways.get(), shift(Dir::North, row.get())), shift(Dir::South, row.get())),
            ),
        ]
    }
}
