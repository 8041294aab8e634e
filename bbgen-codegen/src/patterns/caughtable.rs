//! `caughtable!(KING, TO_MOVE)` or `caughtable!(all)`: rule-of-the-square areas, from the
//! predicate itself.

use super::{Pattern, lookup};
use crate::geometry::{SQUARES, Side, chebyshev, file, rank, set_where, sq, square};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::build::load;
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// The king's colour, or `all` for the four cases in one table.
const KING: Slot<Option<Side>> = Slot {
    what: "king's colour",
    choices: &[("white", Some(Side::White)), ("black", Some(Side::Black)), ("all", None)],
    hint: "the king's colour comes first, as in `caughtable!(black, wtm)`, or `all` for every case",
    ends: &["all"],
};

/// The side to move.
const TO_MOVE: Slot<Side> = Slot {
    what: "side to move",
    choices: &[("wtm", Side::White), ("btm", Side::Black)],
    hint: "the side to move follows the king's colour: `wtm` for white to move, `btm` for black",
    ends: &[],
};

/// Rule-of-the-square areas: one `[king colour][side to move]` case, or all four.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caughtable(Option<(Side, Side)>);

impl Pattern for Caughtable {
    const NAME: &'static str = "caughtable";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&KING, &TO_MOVE], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("caughtable_white_wtm", "caughtable!(white, wtm)"),
        ("caughtable_white_btm", "caughtable!(white, btm)"),
        ("caughtable_black_wtm", "caughtable!(black, wtm)"),
        ("caughtable_black_btm", "caughtable!(black, btm)"),
        ("caughtable_all", "caughtable!(all)"),
    ];
    const EMITS: &'static str = "the rule of the square, set-wise";

    fn new(args: &Args) -> Self {
        Caughtable(args.word(0, &KING).map(|king| (king, args.word(1, &TO_MOVE))))
    }

    fn default_name(&self) -> String {
        match self.0 {
            Some((king, to_move)) => {
                format!("{}_{}_{}", Self::NAME, KING.word_of(Some(king)), TO_MOVE.word_of(to_move))
            }
            None => Self::NAME.to_owned(),
        }
    }

    fn evaluate(&self) -> Evaluated {
        caughtable(self.0)
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let king = Var::new("king", Ty::Square);
        if self.0.is_some() {
            return vec![lookup(names, "The caughtable area for a king on `king`", king)];
        }
        let (king_color, to_move) = (Var::new("king_color", Ty::Color), Var::new("to_move", Ty::Color));
        vec![Function::new(
            vec![
                " The caughtable area for a lone king of colour `king_color` on `king`, with".to_owned(),
                format!(" `to_move` to move, by lookup in [`{}`].", names.table),
            ],
            None,
            vec![king_color, to_move, king],
            Ty::Set,
            load("", vec![king_color.index(), to_move.index(), king.index()]),
        )]
    }
}

/// Whether a lone king of colour `king` on `king_sq` catches a passed pawn of the other colour on
/// `pawn`, by the rule of the square: the king's distance to the promotion square is at most the
/// pawn's moves to promotion (a double step counts as one move), plus one when the king's side
/// moves first.
fn catches(king: Side, to_move: Side, king_sq: u8, pawn: u8) -> bool {
    let (moves, last_rank) = match king {
        // A white pawn: 7 - rank moves, but from its home rank the double step saves one.
        Side::Black => (if rank(pawn) == 1 { 5 } else { 7 - rank(pawn) }, 7),
        Side::White => (if rank(pawn) == 6 { 5 } else { rank(pawn) }, 0),
    };
    let Some(promotion) = square(file(pawn), last_rank) else {
        return false;
    };
    chebyshev(king_sq, promotion) <= moves + i8::from(king == to_move)
}

/// The caughtable area of one case and king square: pawn squares on ranks 2 to 7, the king's own
/// square left clear.
fn area(king: Side, to_move: Side, king_sq: u8) -> u64 {
    set_where(|pawn| (1..7).contains(&rank(pawn)) && pawn != king_sq && catches(king, to_move, king_sq, pawn))
}

/// The table of one case, or of all four, with its words and example.
fn caughtable(case: Option<(Side, Side)>) -> Evaluated {
    let convention = "Pawn squares on ranks 2 to 7 only: ranks 1 and 8 and the king's own square are stored empty.";
    match case {
        Some((king, to_move)) => {
            let (example_sq, label) = if king == Side::Black { (sq::G5, "G5") } else { (sq::G4, "G4") };
            Evaluated {
                tables: vec![Table::main(&[64], Entry::Set, SQUARES.map(|k| area(king, to_move, k)).collect())],
                summary: format!(
                    "Rule-of-the-square areas for a lone {} king, {} to move: entry `sq` holds the squares \
                     where a {} passed pawn is caught by the king on `sq`. {convention}",
                    king.word(),
                    to_move.word(),
                    king.other().word(),
                ),
                example_label: format!("{{table}}[{label}]"),
                example: Example::Set(area(king, to_move, example_sq)),
            }
        }
        None => {
            let sides = [Side::White, Side::Black];
            let values = sides
                .iter()
                .flat_map(|&king| sides.iter().flat_map(move |&to_move| SQUARES.map(move |k| area(king, to_move, k))))
                .collect();
            Evaluated {
                tables: vec![Table::main(&[2, 2, 64], Entry::Set, values)],
                summary: format!(
                    "Rule-of-the-square areas for a lone king, by `[king colour][side to move][king square]` \
                     (white 0, black 1): the squares where a passed pawn of the other colour is caught. {convention}"
                ),
                example_label: "{table}[1][0][G5]".into(),
                example: Example::Set(area(Side::Black, Side::White, sq::G5)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caughtable_matches_the_king_pattern_diagrams() {
        assert_eq!(area(Side::Black, Side::White, sq::G5), 0x0000_00B8_FCFE_FE00);
        assert_eq!(area(Side::Black, Side::Black, sq::G5), 0x0000_F8BC_FEFF_FF00);
    }
}
