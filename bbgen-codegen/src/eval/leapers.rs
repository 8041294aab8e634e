//! King, knight and pawn tables, and the pawn shield.

use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{self, SQUARES, bit, file, forward, king_attacks, knight_attacks, rank, set_where};
use crate::spec::Side;

fn per_square(summary: String, label: &str, example_sq: u8, entry: impl Fn(u8) -> u64) -> Evaluated {
    Evaluated {
        tables: vec![Table::main(&[64], Entry::Set, SQUARES.map(&entry).collect())],
        summary,
        example_label: format!("{{table}}[{label}]"),
        example: Example::Set(entry(example_sq)),
    }
}

pub fn king() -> Evaluated {
    let summary = "King attacks by lookup: entry `sq` holds the squares a king on `sq` attacks.";
    per_square(summary.into(), "G2", sq::G2, |s| king_attacks(bit(s)))
}

pub fn knight() -> Evaluated {
    let summary = "Knight attacks by lookup: entry `sq` holds the squares a knight on `sq` attacks.";
    per_square(summary.into(), "G2", sq::G2, |s| knight_attacks(bit(s)))
}

pub fn pawn_attacks(side: Side) -> Evaluated {
    let summary = format!(
        "Captures of a {} pawn: entry `sq` holds the two squares diagonally in front of `sq` (one on \
         the a- and h-files, none on the last rank). Read the other colour's table from a square to \
         find the pawns that attack it.",
        side.word()
    );
    per_square(summary, "E4", sq::E4, |s| geometry::pawn_attacks(side, bit(s)))
}

/// Single push, and the double push from the home rank, on an empty board.
pub fn pushes(side: Side, pawn: u8) -> u64 {
    let home = if side == Side::White { 1 } else { 6 };
    let single = forward(side, bit(pawn));
    let double = if rank(pawn) == home { forward(side, single) } else { 0 };
    single | double
}

pub fn pawn_pushes(side: Side) -> Evaluated {
    let summary = format!(
        "Pushes of a {} pawn on an empty board: entry `sq` holds the square in front of `sq`, and \
         the one beyond it from the home rank. Nothing from the last rank.",
        side.word()
    );
    let example = if side == Side::White { (sq::E2, "E2") } else { (sq::E7, "E7") };
    per_square(summary, example.1, example.0, |s| pushes(side, s))
}

/// The shield for a king of `side` on `king`: the three files of its wing (a-c or f-h) on the
/// two ranks in front of it; nothing on the d- and e-files.
pub fn shield(side: Side, king: u8) -> u64 {
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

pub fn pawn_shield(side: Side) -> Evaluated {
    let summary = format!(
        "Pawn-shield masks for a {} king: entry `sq` holds the three files of the king's wing (a-c \
         for a king on the a- to c-files, f-h for the f- to h-files) on the two ranks in front of \
         it, where its own pawns shelter it. Empty for a king on the d- or e-file.",
        side.word()
    );
    let example = if side == Side::White { (sq::G1, "G1") } else { (sq::G8, "G8") };
    per_square(summary, example.1, example.0, |s| shield(side, s))
}
