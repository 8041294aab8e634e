//! In-between tables in their layouts.

use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{SQUARES, between, bit, triangular_index, x88_diff};
use crate::spec::{Layout, ToSquare};

pub fn in_between(layout: Layout, to: ToSquare) -> Evaluated {
    let target = |b: u8| if to == ToSquare::Inclusive { bit(b) } else { 0 };
    let meaning = match to {
        ToSquare::Exclusive => {
            "the squares strictly between `a` and `b` on a common line, empty when they are not aligned"
        }
        ToSquare::Inclusive => {
            "the squares strictly between `a` and `b` on a common line, and `b` itself, aligned or not"
        }
    };
    let (tables, summary) = match layout {
        Layout::Rectangular => {
            let values = SQUARES.flat_map(|a| SQUARES.map(move |b| between(a, b) | target(b))).collect();
            (
                vec![Table::main(&[64, 64], Entry::Set, values)],
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
            let added = if to == ToSquare::Inclusive { " (the accessor adds `b`)" } else { "" };
            (
                vec![Table::main(&[values.len()], Entry::Halves, values)],
                format!(
                    "In-between sets by triangular lookup: entry `triangular_index(a, b)` holds the squares \
                     strictly between the unordered pair `{{a, b}}`{added}, as its low and high 32-bit \
                     halves, which `triangular_entry` reads in one load; the accessor answers {meaning}."
                ),
            )
        }
        Layout::X88 => {
            let mut values = vec![0; 240];
            for a in SQUARES {
                for b in SQUARES {
                    values[x88_diff(a, b)] = between(a, b).rotate_right(u32::from(a));
                }
            }
            (
                vec![Table::main(&[240], Entry::Set, values)],
                format!(
                    "In-between sets by 0x88 difference: entry `x88_diff(a, b)` holds the squares strictly \
                     between, rotated right by `a`: the squares lie at multiples of the step from `a`, so \
                     one entry serves every pair with that offset, whichever square is lower; the accessor \
                     rotates it back and answers {meaning}."
                ),
            )
        }
        Layout::Calculated => (Vec::new(), format!("In-between sets by branch-free calculation: {meaning}.")),
    };
    Evaluated {
        tables,
        summary,
        example_label: "{fn}(B2, G7)".to_owned(),
        example: Example::Set(between(sq::B2, sq::G7) | target(sq::G7)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x88_entries_agree_for_every_pair_with_the_same_difference() {
        let table = &in_between(Layout::X88, ToSquare::Exclusive).tables[0].values;
        for a in SQUARES {
            for b in SQUARES {
                assert_eq!(table[x88_diff(a, b)].rotate_left(u32::from(a)), between(a, b), "{a} {b}");
            }
        }
        // c3-f6: d4 and e5 are 9 and 18 squares up from c3; from f6 they are 18 and 9 down.
        assert_eq!(table[x88_diff(18, 45)], 0x40200);
        assert_eq!(table[x88_diff(45, 18)], 0x0080_4000_0000_0000);
    }
}
