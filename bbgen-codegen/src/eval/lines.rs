//! Tables of lines: the four lines through a king, full lines and rays, and the obstruction
//! table of attacks by piece.

use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{
    SQUARES, between, bit, chebyshev, direction, file, full_line as line, lines, rank, ray as ray_through, x88_diff,
};

pub fn king_lines() -> Evaluated {
    let values = SQUARES.flat_map(lines).collect();
    Evaluated {
        tables: vec![Table::main(&[64], Entry::Lines, values)],
        summary: "The rank, file, diagonal and anti-diagonal through each square, each including the \
                  square: a king whose escape squares all lie on one of them is vulnerable to a distant \
                  check along it."
            .into(),
        example_label: "{table}[D4], all four lines".into(),
        example: Example::Set(lines(sq::D4).into_iter().fold(0, |a, b| a | b)),
    }
}

pub fn full_line() -> Evaluated {
    let values = SQUARES.flat_map(|a| SQUARES.map(move |b| line(a, b))).collect();
    Evaluated {
        tables: vec![Table::main(&[64, 64], Entry::Set, values)],
        summary: "Full lines: entry `[a][b]` holds the whole rank, file, diagonal or anti-diagonal \
                  through `a` and `b`, edge to edge and both squares included; empty when they are not \
                  aligned or are the same square."
            .into(),
        example_label: "{table}[B2][E4]".into(),
        example: Example::Set(line(sq::B2, sq::E4)),
    }
}

pub fn ray() -> Evaluated {
    let values = SQUARES.flat_map(|a| SQUARES.map(move |b| ray_through(a, b))).collect();
    Evaluated {
        tables: vec![Table::main(&[64, 64], Entry::Set, values)],
        summary: "Rays: entry `[from][through]` holds the squares from `from` through `through` to \
                  the edge, `from` excluded; empty when they are not aligned or are the same square."
            .into(),
        example_label: "{table}[B2][D4]".into(),
        example: Example::Set(ray_through(sq::B2, sq::D4)),
    }
}

/// The rows of the attacked-by-piece table, in order.
pub const PIECES: [&str; 7] = ["white pawn", "black pawn", "knight", "bishop", "rook", "queen", "king"];

/// Whether a piece of `row` on `from` attacks `to` on an empty board.
fn attacks(row: usize, from: u8, to: u8) -> bool {
    let (df, dr) = (file(to) - file(from), rank(to) - rank(from));
    let straight = direction(from, to).is_some_and(|(f, r)| f == 0 || r == 0);
    let diagonal = direction(from, to).is_some_and(|(f, r)| f != 0 && r != 0);
    match row {
        0 => df.abs() == 1 && dr == 1,
        1 => df.abs() == 1 && dr == -1,
        2 => df.abs() * dr.abs() == 2,
        3 => diagonal,
        4 => straight,
        5 => straight || diagonal,
        _ => chebyshev(from, to) == 1,
    }
}

pub fn attacked_by_piece() -> Evaluated {
    let mut values = vec![u64::MAX; PIECES.len() * 240];
    for (row, entries) in values.chunks_mut(240).enumerate() {
        for from in SQUARES {
            for to in SQUARES.filter(|&to| attacks(row, from, to)) {
                entries[x88_diff(from, to)] = between(from, to).rotate_right(u32::from(from));
            }
        }
    }
    let queen = 5;
    Evaluated {
        tables: vec![Table::main(&[PIECES.len(), 240], Entry::Mask, values)],
        summary: format!(
            "Attacks by piece and 0x88 difference: entry `[piece][x88_diff(from, to)]` holds the \
             squares that must be empty for a piece on `from` to attack `to`, rotated right by \
             `from`; all ones when the piece never attacks along that difference. Rows: {}.",
            PIECES.join(", ")
        ),
        example_label: "the squares a queen on d4 attacks on an empty board".into(),
        example: Example::Set(SQUARES.filter(|&to| attacks(queen, sq::D4, to)).fold(0, |set, to| set | bit(to))),
    }
}
