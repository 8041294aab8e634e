//! `distance!(METRIC, LAYOUT)`: Chebyshev, Manhattan or knight distance, 64 x 64 or 240 entries
//! by 0x88 difference.

use super::Pattern;
use crate::geometry::{SQUARES, chebyshev, file, knight_distances, manhattan, rank, sq, x88_diff};
use crate::grammar::{Args, Grammar, NAME_OPTIONS, Slot};
use crate::ir::build::{call, load};
use crate::ir::{Call, Function, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// A distance metric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// King steps: the larger of the file and rank differences.
    Chebyshev,
    /// Rook steps of one square: the sum of the file and rank differences.
    Manhattan,
    /// Knight moves.
    Knight,
}

/// The layouts of a distance table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 64 x 64 entries.
    Rectangular,
    /// 240 entries by 0x88 difference.
    X88,
}

/// The metric, first.
const METRIC: Slot<Metric> = Slot {
    what: "metric",
    choices: &[("chebyshev", Metric::Chebyshev), ("manhattan", Metric::Manhattan), ("knight", Metric::Knight)],
    hint: "the metric comes first, as in `distance!(chebyshev, rectangular)`",
    ends: &[],
};

/// The layout, second.
const LAYOUT: Slot<Layout> = Slot {
    what: "layout",
    choices: &[("rectangular", Layout::Rectangular), ("x88", Layout::X88)],
    hint: "the layout follows the metric, as in `distance!(knight, x88)`",
    ends: &[],
};

/// A distance table of one metric in one layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distance {
    metric: Metric,
    layout: Layout,
}

impl Pattern for Distance {
    const NAME: &'static str = "distance";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&METRIC, &LAYOUT], NAME_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("distance_chebyshev", "distance!(chebyshev, rectangular)"),
        ("distance_manhattan", "distance!(manhattan, rectangular)"),
        ("distance_knight", "distance!(knight, rectangular)"),
        ("distance_chebyshev_x88", "distance!(chebyshev, x88)"),
        ("distance_manhattan_x88", "distance!(manhattan, x88)"),
        ("distance_knight_x88", "distance!(knight, x88)"),
    ];
    const EMITS: &'static str = "Chebyshev, Manhattan or knight distance, 64 x 64 or by 0x88 difference";

    fn new(args: &Args) -> Self {
        Distance { metric: args.word(0, &METRIC), layout: args.word(1, &LAYOUT) }
    }

    fn default_name(&self) -> String {
        format!("{}_{}", Self::NAME, METRIC.word_of(self.metric))
    }

    fn evaluate(&self) -> Evaluated {
        distance(self.metric, self.layout)
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (a, b) = (Var::new("a", Ty::Square), Var::new("b", Ty::Square));
        let value = match self.layout {
            Layout::Rectangular => load("", vec![a.index(), b.index()]),
            Layout::X88 => load("", vec![call(Call::X88Diff { a: a.get(), b: b.get() })]),
        };
        vec![Function::new(
            vec![format!(" The distance from `a` to `b`, by lookup in [`{}`].", names.table)],
            None,
            vec![a, b],
            Ty::U8,
            value,
        )]
    }
}

/// Distances on the board, `[a][b]` flattened.
fn board(metric: Metric) -> Vec<u8> {
    match metric {
        Metric::Chebyshev => SQUARES.flat_map(|a| SQUARES.map(move |b| chebyshev(a, b) as u8)).collect(),
        Metric::Manhattan => SQUARES.flat_map(|a| SQUARES.map(move |b| manhattan(a, b) as u8)).collect(),
        Metric::Knight => SQUARES.flat_map(|a| knight_distances(8, (file(a), rank(a)))).collect(),
    }
}

/// The margin around the board for knight distances on an unbounded board: paths between two
/// squares of the board never need to stray further.
const MARGIN: i8 = 4;

/// The table of `metric` in `layout`, with its words and example.
fn distance(metric: Metric, layout: Layout) -> Evaluated {
    let on_board = board(metric);
    let (what, note) = match metric {
        Metric::Chebyshev => ("king steps (Chebyshev distance)", ""),
        Metric::Manhattan => ("rook steps of one square (Manhattan distance)", ""),
        Metric::Knight if layout == Layout::X88 => (
            "knight moves",
            " Knight distance by difference is the distance on an unbounded board: it differs from the \
             distance on the board only for a corner and its diagonal neighbour (2 here, 4 on the board).",
        ),
        Metric::Knight => ("knight moves", ""),
    };
    let values: Vec<u64> = match layout {
        Layout::Rectangular => on_board.iter().map(|&d| u64::from(d)).collect(),
        Layout::X88 => {
            let size = 15 + 2 * MARGIN;
            let unbounded = knight_distances(size, (MARGIN + 7, MARGIN + 7));
            let mut values = vec![0; 240];
            for a in SQUARES {
                for b in SQUARES {
                    let (df, dr) = (file(b) - file(a), rank(b) - rank(a));
                    values[x88_diff(a, b)] = u64::from(match metric {
                        Metric::Knight => {
                            unbounded[(MARGIN + 7 + dr) as usize * size as usize + (MARGIN + 7 + df) as usize]
                        }
                        _ => on_board[usize::from(a) * 64 + usize::from(b)],
                    });
                }
            }
            values
        }
    };
    let (index, shape) = match layout {
        Layout::Rectangular => ("`[a][b]`", vec![64, 64]),
        Layout::X88 => ("`x88_diff(a, b)`", vec![240]),
    };
    let mut grid = [0; 64];
    grid.copy_from_slice(&on_board[usize::from(sq::D4) * 64..][..64]);
    if layout == Layout::X88 {
        for (b, cell) in SQUARES.zip(grid.iter_mut()) {
            *cell = values[x88_diff(sq::D4, b)] as u8;
        }
    }
    Evaluated {
        tables: vec![Table::main(&shape, Entry::Byte, values)],
        summary: format!("Distances in {what}: entry {index} holds the distance from `a` to `b`.{note}"),
        example_label: "{fn}(D4, sq) for every square".into(),
        example: Example::Grid(grid),
    }
}
