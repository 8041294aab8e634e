//! `pawn_shield!(white | black)`: the shield squares in front of a castled king.

use super::{COLOR, Pattern, lookup, per_square};
use crate::geometry::{Side, file, rank, set_where, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// The king's colour.
const SIDE: Slot<Side> =
    Slot { what: "king's colour", hint: "the king's colour comes first, as in `pawn_shield!(white)`", ..COLOR };

/// Pawn-shield masks for a king of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PawnShield(Side);

/// The shield for a king of `side` on `king`: the three files of its wing (a-c or f-h) on the
/// two ranks in front of it; nothing on the d- and e-files.
fn shield(side: Side, king: u8) -> u64 {
    let wing = match file(king) {
        0..=2 => 0..=2,
        5..=7 => 5..=7,
        _ => return 0,
    };
    let ahead = |r: i8| match side {
        Side::White => r > rank(king) && r <= rank(king) + 2,
        Side::Black => r < rank(king) && r >= rank(king) - 2,
    };
    set_where(|s| wing.contains(&file(s)) && ahead(rank(s)))
}

impl Pattern for PawnShield {
    const NAME: &'static str = "pawn_shield";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&SIDE], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] =
        &[("pawn_shield_white", "pawn_shield!(white)"), ("pawn_shield_black", "pawn_shield!(black)")];
    const EMITS: &'static str = "the shield squares in front of a castled king";

    fn new(args: &Args) -> Self {
        PawnShield(args.word(0, &SIDE))
    }

    fn default_name(&self) -> String {
        format!("{}_{}", Self::NAME, SIDE.word_of(self.0))
    }

    fn evaluate(&self) -> Evaluated {
        let side = self.0;
        let summary = format!(
            "Pawn-shield masks for a {} king: entry `sq` holds the three files of the king's wing (a-c \
             for a king on the a- to c-files, f-h for the f- to h-files) on the two ranks in front of \
             it, where its own pawns shelter it. Empty for a king on the d- or e-file.",
            side.word()
        );
        let example = if side == Side::White { (sq::G1, "G1") } else { (sq::G8, "G8") };
        per_square(summary, example.1, example.0, |s| shield(side, s))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let what = format!("The pawn-shield mask for a {} king on `king`", self.0.word());
        vec![lookup(names, &what, Var::new("king", Ty::Square))]
    }
}
