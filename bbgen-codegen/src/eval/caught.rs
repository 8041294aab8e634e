//! Rule-of-the-square areas, from the predicate itself.

use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{SQUARES, chebyshev, file, rank, set_where, square};
use crate::spec::Side;

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
pub fn area(king: Side, to_move: Side, king_sq: u8) -> u64 {
    set_where(|pawn| (1..7).contains(&rank(pawn)) && pawn != king_sq && catches(king, to_move, king_sq, pawn))
}

pub fn caughtable(case: Option<(Side, Side)>) -> Evaluated {
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
