//! `in_between!(LAYOUT)`: the squares between two squares, in one of four layouts, and whether
//! that path is clear.

use super::Pattern;
use super::sliders::FILE_A2_A7;
use crate::docs::summary_and_example;
use crate::geometry::{SQUARES, between, bit, sq, triangular_index, x88_diff};
use crate::grammar::{Args, Grammar, Keyword, Opt, Slot};
use crate::ir::build::{and, bin, call, cast, eq, int, load, not, or, shl, shr};
use crate::ir::{Call, Expr, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// The in-between layouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 64 x 64 entries, indexed by both squares.
    Rectangular,
    /// 64 * 65 / 2 entries, indexed by the unordered pair.
    Triangular,
    /// 240 entries indexed by the 0x88 difference, holding the set relative to `a`.
    X88,
    /// No table: a branch-free calculation.
    Calculated,
}

/// Whether an in-between answer includes its second square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToSquare {
    /// Only the squares strictly between.
    Exclusive,
    /// The squares strictly between and the second square, aligned or not.
    Inclusive,
}

/// The layout, first.
const LAYOUT: Slot<Layout> = Slot {
    what: "layout",
    choices: &[
        ("rectangular", Layout::Rectangular),
        ("triangular", Layout::Triangular),
        ("x88", Layout::X88),
        ("calculated", Layout::Calculated),
    ],
    hint: "the layout comes first, as in `in_between!(triangular)`",
    ends: &[],
};

/// `to = exclusive | inclusive`.
const TO: Keyword<ToSquare> = Keyword {
    key: "to",
    slot: Slot {
        what: "`to` value",
        choices: &[("exclusive", ToSquare::Exclusive), ("inclusive", ToSquare::Inclusive)],
        hint: "",
        ends: &[],
    },
};

/// In-between sets in one layout, with or without the second square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InBetween {
    layout: Layout,
    to: ToSquare,
}

impl Pattern for InBetween {
    const NAME: &'static str = "in_between";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&LAYOUT], &[Opt::Name, Opt::Vis, Opt::Elem, Opt::Keyword(&TO)]);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("in_between_rectangular", "in_between!(rectangular)"),
        ("in_between_triangular", "in_between!(triangular)"),
        ("in_between_x88", "in_between!(x88)"),
        ("in_between_calculated", "in_between!(calculated)"),
    ];
    const EMITS: &'static str = "the squares between two, rectangular, triangular, 0x88 or calculated";

    fn new(args: &Args) -> Self {
        InBetween { layout: args.word(0, &LAYOUT), to: args.keyword(&TO).unwrap_or(ToSquare::Exclusive) }
    }

    fn evaluate(&self) -> Evaluated {
        in_between(self.layout, self.to)
    }

    fn accessors(&self, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Function> {
        accessors(names, self.layout, self.to, evaluated)
    }
}

/// The table of `layout`, with its words and example.
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

fn accessors(names: &Names, layout: Layout, to: ToSquare, evaluated: Option<&Evaluated>) -> Vec<Function> {
    let (table, func) = (&names.table, &names.func);
    let (a, b) = (Var::new("a", Ty::Square), Var::new("b", Ty::Square));
    let occupancy = Var::new("occupancy", Ty::Set);
    let with_target = |set: Expr| match to {
        ToSquare::Exclusive => set,
        ToSquare::Inclusive => or(set, b.bit()),
    };
    let x88_entry = || load("", vec![call(Call::X88Diff { a: a.get(), b: b.get() })]);
    let (stmts, set) = match layout {
        Layout::Rectangular => (Vec::new(), load("", vec![a.index(), b.index()])),
        Layout::Triangular => {
            (Vec::new(), with_target(call(Call::TriangularEntry { table: "", a: a.get(), b: b.get() })))
        }
        Layout::X88 => {
            (Vec::new(), with_target(call(Call::RotateLeft { value: x88_entry(), by: cast(a.get(), Ty::U32) })))
        }
        Layout::Calculated => calculated(a, b, with_target),
    };
    let what = match to {
        ToSquare::Exclusive => "The squares strictly between `a` and `b` (empty when not aligned)",
        ToSquare::Inclusive => "The squares strictly between `a` and `b`, and `b` itself",
    };
    let doc = match (layout, evaluated) {
        (Layout::Calculated, Some(evaluated)) => summary_and_example(table, func, evaluated),
        (Layout::Calculated, None) => Vec::new(),
        _ => vec![format!(" {what}, by lookup in [`{table}`].")],
    };
    let between = Function::new(doc, None, vec![a, b], Ty::Set, set.clone()).with_lets(stmts.clone());

    // The occupancy test; the 0x88 layout rotates the occupancy onto its stored entry, as the
    // Square Attacked By page does, instead of rotating the entry back. The others test the
    // set's own expression rather than call the accessor, which a parameter named like it
    // (`name = A`, `B` or `OCCUPANCY`) would hide.
    let (stmts, clear) = match layout {
        Layout::X88 => {
            let rotated = call(Call::RotateRight { value: occupancy.get(), by: cast(a.get(), Ty::U32) });
            let clear = eq(and(x88_entry(), rotated), int(0));
            let clear = match to {
                ToSquare::Exclusive => clear,
                ToSquare::Inclusive => bin(Op::AndAlso, clear, eq(and(occupancy.get(), b.bit()), int(0))),
            };
            (Vec::new(), clear)
        }
        _ => {
            let local = Var::new("set", Ty::U64);
            let mut stmts = stmts;
            stmts.push(Stmt::Let(local, set));
            (stmts, eq(and(local.get(), occupancy.get()), int(0)))
        }
    };
    let clear = Function::new(
        vec![
            format!(" Whether no square of [`{func}`]`(a, b)` is in `occupancy`: the path from `a` to `b` is"),
            " clear for a slider.".to_owned(),
        ],
        Some("clear"),
        vec![a, b, occupancy],
        Ty::Bool,
        clear,
    )
    .with_lets(stmts);
    vec![between, clear]
}

/// The branch-free in-between calculation.
///
/// The squares from the lower square (included) to the higher (excluded) are a run of bits; the
/// line through both squares, if any, is picked from four masks drawn from a1 by testing which
/// of the file, rank, diagonal and anti-diagonal differences is zero, moved onto the lower square
/// by a multiplication with its bit, and cut to that run.
fn calculated(a: Var, b: Var, with_target: impl Fn(Expr) -> Expr) -> (Vec<Stmt>, Expr) {
    let wsub = |a, b| bin(Op::WrappingSub, a, b);
    let wadd = |a, b| bin(Op::WrappingAdd, a, b);
    // Each term is its whole mask when its difference is zero, and nothing otherwise.
    let is_zero = |difference, bits| wsub(and(difference, int(bits)), int(1));
    let local = |name| Var::new(name, Ty::U64);
    let [file_a2_a7, diag_b2_g7, anti_h1_b7] = ["FILE_A2_A7", "DIAG_B2_G7", "ANTI_H1_B7"].map(local);
    let [lo, hi, run, file, rank, line, placed] = ["lo", "hi", "run", "file", "rank", "line", "placed"].map(local);
    let stmts = vec![
        // a2..a7, b2..g7 and h1..b7: the file, diagonal and anti-diagonal seen from a1 (h1..b7
        // starts one step up-left of a1's rank neighbour, so it covers pairs such as c1-a3).
        Stmt::Const(file_a2_a7, FILE_A2_A7),
        Stmt::Const(diag_b2_g7, 0x0040_2010_0804_0200),
        Stmt::Const(anti_h1_b7, 0x0002_0408_1020_4080),
        Stmt::Let(lo, cast(a.get(), Ty::U64)),
        Stmt::Let(hi, cast(b.get(), Ty::U64)),
        Stmt::Let(run, bin(Op::Xor, shl(not(int(0)), lo.get()), shl(not(int(0)), hi.get()))),
        Stmt::Let(file, wsub(and(hi.get(), int(7)), and(lo.get(), int(7)))),
        Stmt::Let(rank, shr(wsub(or(hi.get(), int(7)), lo.get()), int(3))),
        Stmt::Let(
            line,
            bin(
                Op::Add,
                bin(
                    Op::Add,
                    bin(
                        Op::Add,
                        and(is_zero(file.get(), 7), file_a2_a7.get()),
                        bin(Op::Mul, int(2), shr(is_zero(rank.get(), 7), int(58))),
                    ),
                    and(is_zero(wsub(rank.get(), file.get()), 15), diag_b2_g7.get()),
                ),
                and(is_zero(wadd(rank.get(), file.get()), 15), anti_h1_b7.get()),
            ),
        ),
        Stmt::Let(placed, bin(Op::WrappingMul, line.get(), and(run.get(), bin(Op::WrappingSub, int(0), run.get())))),
    ];
    (stmts, with_target(and(placed.get(), run.get())))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The squares strictly between `a` and `b` from coordinates alone, independently of the
    /// generator's geometry: those on the segment's line (a zero cross product) strictly inside
    /// it, for squares on one rank, file or diagonal.
    fn naive_between(a: u8, b: u8) -> u64 {
        let (fa, ra, fb, rb) = (i32::from(a % 8), i32::from(a / 8), i32::from(b % 8), i32::from(b / 8));
        if a == b || !(fa == fb || ra == rb || (fa - fb).abs() == (ra - rb).abs()) {
            return 0;
        }
        (0..64u8)
            .filter(|&s| {
                let (fs, rs) = (i32::from(s % 8), i32::from(s / 8));
                let on_line = (fs - fa) * (rb - ra) == (rs - ra) * (fb - fa);
                let inside = (fs - fa) * (fs - fb) <= 0 && (rs - ra) * (rs - rb) <= 0;
                on_line && inside && s != a && s != b
            })
            .fold(0, |set, s| set | 1 << s)
    }

    #[test]
    fn x88_entries_agree_for_every_pair_with_the_same_difference() {
        let table = &in_between(Layout::X88, ToSquare::Exclusive).tables[0].values;
        for a in SQUARES {
            for b in SQUARES {
                assert_eq!(table[x88_diff(a, b)].rotate_left(u32::from(a)), naive_between(a, b), "{a} {b}");
            }
        }
        // c3-f6: d4 and e5 are 9 and 18 squares up from c3; from f6 they are 18 and 9 down.
        assert_eq!(table[x88_diff(18, 45)], 0x40200);
        assert_eq!(table[x88_diff(45, 18)], 0x0080_4000_0000_0000);
    }
}
