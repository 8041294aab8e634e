//! From a [`Pattern`] to integer tables: what every entry holds, computed in plain Rust.
//!
//! Nothing here knows about tokens. Entries are `u64` sets whatever the element type; the layout
//! of nested dimensions is row-major, as Rust lays out `[[T; N]; M]`.

use crate::geometry::{between, bit, chebyshev, file, king_attacks, rank, square, triangular_index, x88_diff};
use crate::spec::{Layout, Pattern, Side, ToSquare};

/// A pattern's evaluation: its table, if it has one, and the words and example its docs show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluated {
    /// The table, or `None` for a pattern answered by calculation alone.
    pub table: Option<Table>,
    /// One sentence on what an entry (or the accessor's answer) means.
    pub summary: String,
    /// How the example entry is reached, with `{table}` and `{fn}` standing for the item names.
    pub example_label: String,
    /// The example entry, drawn as a diagram in the docs.
    pub example: u64,
}

/// A table's dimensions and its entries, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The length of each dimension, outermost first.
    pub shape: Vec<usize>,
    /// Every entry, row-major; `values.len()` is the product of `shape`.
    pub values: Vec<u64>,
}

/// Evaluates a pattern.
pub fn evaluate(pattern: &Pattern) -> Evaluated {
    match pattern {
        Pattern::KingMoore(_) => king_moore(),
        Pattern::InBetween { layout, to, .. } => in_between(*layout, *to),
        Pattern::Caughtable { case, .. } => caughtable(*case),
    }
}

const SQUARES: std::ops::Range<u8> = 0..64;
const G2: u8 = 14;
const B2: u8 = 9;
const G7: u8 = 54;
const G4: u8 = 30;
const G5: u8 = 38;

fn king_moore() -> Evaluated {
    Evaluated {
        table: Some(Table {
            shape: vec![64],
            values: SQUARES.map(|sq| king_attacks(bit(sq))).collect(),
        }),
        summary: "King attacks by lookup: entry `sq` holds the squares a king on `sq` attacks.".into(),
        example_label: "{table}[G2]".into(),
        example: king_attacks(bit(G2)),
    }
}

fn in_between(layout: Layout, to: ToSquare) -> Evaluated {
    let target = |b: u8| if to == ToSquare::Inclusive { bit(b) } else { 0 };
    let meaning = match to {
        ToSquare::Exclusive => {
            "the squares strictly between `a` and `b` on a common line, empty when they are not aligned"
        }
        ToSquare::Inclusive => {
            "the squares strictly between `a` and `b` on a common line, and `b` itself, aligned or not"
        }
    };
    let example = between(B2, G7) | target(G7);
    let (table, summary) = match layout {
        Layout::Rectangular => {
            let values = SQUARES
                .flat_map(|a| SQUARES.map(move |b| between(a, b) | target(b)))
                .collect();
            (
                Some(Table {
                    shape: vec![64, 64],
                    values,
                }),
                format!("In-between sets by rectangular lookup: entry `[a][b]` holds {meaning}."),
            )
        }
        Layout::Triangular => {
            let mut values = vec![0; 64 * 65 / 2];
            for a in SQUARES {
                for b in a..64 {
                    values[triangular_index(a, b)] = between(a, b);
                }
            }
            let added = if to == ToSquare::Inclusive {
                " (the accessor adds `b`)"
            } else {
                ""
            };
            (
                Some(Table {
                    shape: vec![values.len()],
                    values,
                }),
                format!(
                    "In-between sets by triangular lookup: entry `triangular_index(a, b)` holds the squares \
                     strictly between the unordered pair `{{a, b}}`{added}; the accessor answers {meaning}."
                ),
            )
        }
        Layout::X88 => {
            let mut values = vec![0; 240];
            for a in SQUARES {
                for b in SQUARES {
                    values[x88_diff(a, b)] = between(a, b).rotate_right(u32::from(a.min(b)));
                }
            }
            (
                Some(Table {
                    shape: vec![240],
                    values,
                }),
                format!(
                    "In-between sets by 0x88 difference: entry `x88_diff(a, b)` holds the squares strictly \
                     between, rotated right by the lower of the two squares so that one entry serves every pair \
                     with that offset; the accessor rotates it back and answers {meaning}."
                ),
            )
        }
        Layout::Calculated => (None, format!("In-between sets by branch-free calculation: {meaning}.")),
    };
    Evaluated {
        table,
        summary,
        example_label: "{fn}(B2, G7)".to_owned(),
        example,
    }
}

/// Whether a lone king of colour `king` on `king_sq` catches a passed pawn of the other colour on
/// `pawn`, by the rule of the square: the king's distance to the promotion square is at most the
/// pawn's moves to promotion (a double step counts as one move), plus one when the king's side
/// moves first.
fn catches(king: Side, to_move: Side, king_sq: u8, pawn: u8) -> bool {
    let (moves, promotion) = match king {
        // A white pawn: 7 - rank moves, but from its home rank the double step saves one.
        Side::Black => (if rank(pawn) == 1 { 5 } else { 7 - rank(pawn) }, square(file(pawn), 7)),
        Side::White => (if rank(pawn) == 6 { 5 } else { rank(pawn) }, square(file(pawn), 0)),
    };
    let tempo = i8::from(king == to_move);
    chebyshev(king_sq, promotion) <= moves + tempo
}

/// The caughtable area of one case and king square: pawn squares on ranks 2 to 7, the king's own
/// square left clear.
fn caught_area(king: Side, to_move: Side, king_sq: u8) -> u64 {
    SQUARES
        .filter(|&pawn| (1..7).contains(&rank(pawn)) && pawn != king_sq && catches(king, to_move, king_sq, pawn))
        .fold(0, |set, pawn| set | bit(pawn))
}

fn caughtable(case: Option<(Side, Side)>) -> Evaluated {
    let convention = "Pawn squares on ranks 2 to 7 only: ranks 1 and 8 and the king's own square are stored empty.";
    let name = |side: Side| if side == Side::White { "white" } else { "black" };
    match case {
        Some((king, to_move)) => {
            let example_sq = if king == Side::Black { G5 } else { G4 };
            Evaluated {
                table: Some(Table {
                    shape: vec![64],
                    values: SQUARES.map(|k| caught_area(king, to_move, k)).collect(),
                }),
                summary: format!(
                    "Rule-of-the-square areas for a lone {} king, {} to move: entry `sq` holds the squares \
                     where a {} passed pawn is caught by the king on `sq`. {convention}",
                    name(king),
                    name(to_move),
                    name(king.other()),
                ),
                example_label: format!("{{table}}[{}]", if king == Side::Black { "G5" } else { "G4" }),
                example: caught_area(king, to_move, example_sq),
            }
        }
        None => {
            let sides = [Side::White, Side::Black];
            let values = sides
                .iter()
                .flat_map(|&king| {
                    sides
                        .iter()
                        .flat_map(move |&to_move| SQUARES.map(move |k| caught_area(king, to_move, k)))
                })
                .collect();
            Evaluated {
                table: Some(Table {
                    shape: vec![2, 2, 64],
                    values,
                }),
                summary: format!(
                    "Rule-of-the-square areas for a lone king, by `[king colour][side to move][king square]` \
                     (white 0, black 1): the squares where a passed pawn of the other colour is caught. {convention}"
                ),
                example_label: "{table}[1][0][G5]".into(),
                example: caught_area(Side::Black, Side::White, G5),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_table_matches_the_reference_vectors() {
        let table = king_moore().table.unwrap().values;
        assert_eq!(table[14], 0xE0A0E0);
        assert_eq!(table[0], 0x302);
        assert_eq!(table[63], 0x40C0000000000000);
        assert_eq!(table.iter().map(|s| s.count_ones()).sum::<u32>(), 420);
    }

    #[test]
    fn x88_entries_agree_for_every_pair_with_the_same_difference() {
        let table = in_between(Layout::X88, ToSquare::Exclusive).table.unwrap().values;
        for a in SQUARES {
            for b in SQUARES {
                let low = u32::from(a.min(b));
                assert_eq!(table[x88_diff(a, b)].rotate_left(low), between(a, b), "{a} {b}");
            }
        }
        assert_eq!(table[x88_diff(18, 45)], 0x40200);
    }

    #[test]
    fn caughtable_matches_the_seed_diagrams() {
        assert_eq!(caught_area(Side::Black, Side::White, G5), 0x0000_00B8_FCFE_FE00);
        assert_eq!(caught_area(Side::Black, Side::Black, G5), 0x0000_F8BC_FEFF_FF00);
    }
}
