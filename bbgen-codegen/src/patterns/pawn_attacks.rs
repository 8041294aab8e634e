//! `pawn_attacks!(white | black)`: one colour's pawn captures by lookup, and set-wise.

use super::{COLOR, Pattern, lookup, per_square, set_wise, shift};
use crate::geometry::{self, Side, bit, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::build::or;
use crate::ir::{Dir, Function, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// The pawns' colour.
const SIDE: Slot<Side> = Slot { hint: "the pawns' colour comes first, as in `pawn_attacks!(white)`", ..COLOR };

/// Captures of the pawns of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PawnAttacks(Side);

impl Pattern for PawnAttacks {
    const NAME: &'static str = "pawn_attacks";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&SIDE], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] =
        &[("pawn_attacks_white", "pawn_attacks!(white)"), ("pawn_attacks_black", "pawn_attacks!(black)")];
    const EMITS: &'static str = "one colour's pawn captures by lookup, and set-wise";

    fn new(args: &Args) -> Self {
        PawnAttacks(args.word(0, &SIDE))
    }

    fn default_name(&self) -> String {
        format!("{}_{}", Self::NAME, SIDE.word_of(self.0))
    }

    fn evaluate(&self) -> Evaluated {
        let side = self.0;
        let summary = format!(
            "Captures of a {} pawn: entry `sq` holds the two squares diagonally in front of `sq` (one on \
             the a- and h-files, none on the last rank). Read the other colour's table from a square to \
             find the pawns that attack it.",
            side.word()
        );
        per_square(summary, "E4", sq::E4, |s| geometry::pawn_attacks(side, bit(s)))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (east, west) = match self.0 {
            Side::White => (Dir::NorthEast, Dir::NorthWest),
            Side::Black => (Dir::SouthEast, Dir::SouthWest),
        };
        let pawns = Var::new("pawns", Ty::Set);
        vec![
            lookup(names, &format!("The squares a {} pawn on `sq` attacks", self.0.word()), Var::new("sq", Ty::Square)),
            set_wise(
                "set",
                &["The squares the pawns in `pawns` attack, all at once, by calculation."],
                pawns,
                Vec::new(),
                or(shift(east, pawns.get()), shift(west, pawns.get())),
            ),
        ]
    }
}
