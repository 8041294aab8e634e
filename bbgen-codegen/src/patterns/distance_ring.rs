//! `distance_ring!()`: the squares at each king distance from a square, as old Stockfish's
//! `DistanceRingBB` and Koivisto's `CIRCLE` hold them, but indexed by the distance itself.

use super::Pattern;
use crate::geometry::{SQUARES, chebyshev, set_where, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS};
use crate::ir::build::{bin, int, int_of, load, select};
use crate::ir::{Function, Op, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// Distance rings; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DistanceRing;

/// The rings of a square: distances 0 to 7, every distance on the board.
const RINGS: u8 = 8;

/// The squares at king distance exactly `d` from `from`.
fn ring(from: u8, d: u8) -> u64 {
    set_where(|s| chebyshev(from, s) as u8 == d)
}

impl Pattern for DistanceRing {
    const NAME: &'static str = "distance_ring";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("distance_ring", "distance_ring!()")];
    const EMITS: &'static str = "the squares at each king distance from a square";

    fn new(_: &Args) -> Self {
        DistanceRing
    }

    fn evaluate(&self) -> Evaluated {
        let values = SQUARES.flat_map(|from| (0..RINGS).map(move |d| ring(from, d))).collect();
        Evaluated {
            tables: vec![Table::main(&[64, usize::from(RINGS)], Entry::Set, values)],
            summary: "Distance rings: entry `[sq][d]` holds the squares at king (Chebyshev) distance exactly `d` \
                      from `sq`, for `d` from 0 to 7: `[sq][0]` is `sq` itself, `[sq][1]` its king attacks. Old \
                      Stockfish's `DistanceRingBB[sq][d]` is entry `[sq][d + 1]` here."
                .into(),
            example_label: "{table}[D4][2]".into(),
            example: Example::Set(ring(sq::D4, 2)),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (sq, d) = (Var::new("sq", Ty::Square), Var::new("d", Ty::U8));
        let in_range = bin(Op::Lt, d.get(), int_of(u64::from(RINGS), Ty::U8));
        vec![Function::new(
            vec![
                format!(" The squares at king distance exactly `d` from `sq`, by lookup in [`{}`]: `sq`", names.table),
                " itself for `d = 0`, and nothing for `d` of 8 or more, as no square is that far.".into(),
            ],
            None,
            vec![sq, d],
            Ty::Set,
            select(in_range, load("", vec![sq.index(), d.index()]), int(0)),
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_of_d4() {
        assert_eq!(ring(sq::D4, 0), 1 << sq::D4);
        // b2-f6 less c3-e5: 16 squares.
        assert_eq!(ring(sq::D4, 2), 0x0000_3E22_2222_3E00);
        assert_eq!((0..RINGS).map(|d| ring(sq::D4, d)).fold(0, |all, r| all | r), u64::MAX);
    }
}
