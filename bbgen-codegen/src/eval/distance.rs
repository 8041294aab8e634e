//! Distance tables: 64 x 64, or 240 entries by 0x88 difference.

use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{SQUARES, chebyshev, file, knight_distances, manhattan, rank, x88_diff};
use crate::spec::{DistanceLayout, Metric};

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

pub fn distance(metric: Metric, layout: DistanceLayout) -> Evaluated {
    let on_board = board(metric);
    let (what, note) = match metric {
        Metric::Chebyshev => ("king steps (Chebyshev distance)", ""),
        Metric::Manhattan => ("rook steps of one square (Manhattan distance)", ""),
        Metric::Knight if layout == DistanceLayout::X88 => (
            "knight moves",
            " Knight distance by difference is the distance on an unbounded board: it differs from the \
             distance on the board only for a corner and its diagonal neighbour (2 here, 4 on the board).",
        ),
        Metric::Knight => ("knight moves", ""),
    };
    let values: Vec<u64> = match layout {
        DistanceLayout::Rectangular => on_board.iter().map(|&d| u64::from(d)).collect(),
        DistanceLayout::X88 => {
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
        DistanceLayout::Rectangular => ("`[a][b]`", vec![64, 64]),
        DistanceLayout::X88 => ("`x88_diff(a, b)`", vec![240]),
    };
    let mut grid = [0; 64];
    grid.copy_from_slice(&on_board[usize::from(sq::D4) * 64..][..64]);
    if layout == DistanceLayout::X88 {
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
