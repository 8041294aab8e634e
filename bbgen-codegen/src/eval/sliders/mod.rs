//! Rook and bishop attacks, one module per method, each with the same two functions: `tables`,
//! what its tables hold, and `attacks`, the accessor's body in the language-neutral form of
//! [`ir`](crate::ir). What the methods share sits here: the ray-walking reference, the queen,
//! and the first-rank and diagonal tables.

mod hyperbola;
mod kindergarten;
mod kogge_stone;
mod magic;
mod obstruction;
mod pext;
mod table_free;
mod vector;

pub use kogge_stone::fill;
pub use magic::{find_magics, pack_blocks};

use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{Rays, SQUARES, bit, lines};
use crate::ir::build::{and, bin, cast, index, int_of, load, shl, shr, var};
use crate::ir::{Expr, Op, Stmt, Ty};
use crate::spec::{Method, Slider};

fn rays(slider: Slider) -> Rays {
    Rays::new(slider == Slider::Bishop)
}

/// A method's tables and the sentence that says what its main table (or its calculation) holds.
fn tables(slider: Slider, method: Method) -> (Vec<Table>, String) {
    let rays = rays(slider);
    match method {
        Method::Magic => magic::tables(slider, &rays),
        Method::Pext => pext::tables(slider, &rays),
        Method::Hyperbola => hyperbola::tables(slider),
        Method::Kindergarten => kindergarten::tables(slider),
        Method::KoggeStone => kogge_stone::tables(slider),
        Method::Obstruction => obstruction::tables(slider),
        Method::TableFree => table_free::tables(slider),
        Method::Vector => vector::tables(slider),
    }
}

/// The `let`s and value of the `vector` queen's union, on its rook half's ranks and files
/// (`{NAME}_ROOK_RANKS`, `{NAME}_ROOK`) and its bishop half's diagonals (`{NAME}_BISHOP`): the
/// file and both diagonals in one AVX2 register, the rank from the table.
pub fn vector_queen() -> (Vec<Stmt>, Expr) {
    let mut stmts = vec![Stmt::Let("slider", Ty::U64, crate::ir::build::bit("sq"))];
    stmts.extend(rank_attacks_in("_ROOK_RANKS"));
    let lines = crate::ir::build::call(
        crate::ir::Helper::VectorQueen,
        vec![load("_ROOK", vec![index("sq")]), load("_BISHOP", vec![index("sq")]), var("occupancy"), var("slider")],
    );
    (stmts, crate::ir::build::or(lines, var("rank")))
}

/// The `let`s and value of an accessor `(sq, occupancy)` of a method.
pub fn attacks(slider: Slider, method: Method) -> (Vec<Stmt>, Expr) {
    match method {
        Method::Magic => magic::attacks(),
        Method::Pext => pext::attacks(),
        Method::Hyperbola => hyperbola::attacks(slider),
        Method::Kindergarten => kindergarten::attacks(slider),
        Method::KoggeStone => kogge_stone::attacks(slider),
        Method::Obstruction => obstruction::attacks(),
        Method::TableFree => table_free::attacks(slider),
        Method::Vector => vector::attacks(slider),
    }
}

pub(crate) fn slider(slider: Slider, method: Method) -> Evaluated {
    let rays = rays(slider);
    let example_occupancy = match slider {
        Slider::Rook => [sq::B4, sq::F4, sq::D2, sq::D6],
        Slider::Bishop => [sq::B2, sq::F2, sq::B6, sq::F6],
    }
    .into_iter()
    .fold(0, |set, s| set | bit(s));
    let (tables, summary) = tables(slider, method);
    let occupied = if slider == Slider::Rook { "b4, f4, d2, d6" } else { "b2, f2, b6, f6" };
    Evaluated {
        tables,
        summary,
        example_label: format!("{{fn}}(D4, occupancy) with {occupied} occupied"),
        example: Example::Set(rays.attacks(sq::D4, example_occupancy)),
    }
}

/// The queen's words and example. It has no tables of its own: its rook and bishop halves
/// (`Pattern::queen_halves`) evaluate and emit theirs.
pub(crate) fn queen() -> Evaluated {
    let example_occupancy = [sq::B4, sq::F4, sq::D2, sq::D6, sq::B2, sq::F2, sq::B6, sq::F6];
    let occupancy = example_occupancy.into_iter().fold(0, |set, s| set | bit(s));
    Evaluated {
        tables: Vec::new(),
        summary: "Attacks of a queen: the union of a rook's and a bishop's on the same square.".into(),
        example_label: "{fn}(D4, occupancy) with b4, f4, d2, d6, b2, f2, b6, f6 occupied".into(),
        example: Example::Set(
            rays(Slider::Rook).attacks(sq::D4, occupancy) | rays(Slider::Bishop).attacks(sq::D4, occupancy),
        ),
    }
}

/// The a-file.
pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The a-file's inner squares a2..a7, gathered by the kindergarten rook's file index.
pub(crate) const FILE_A2_A7: u64 = 0x0001_0101_0101_0100;

/// The c2..h7 diagonal: times the a2..a7 occupancy, it gathers a7 into bit 58 up to a2 into
/// bit 63.
pub(crate) const DIAGONAL_C2_H7: u64 = 0x0080_4020_1008_0400;

/// The b-file: times a line with one square per file, it stacks the files on the eighth rank.
pub(crate) const FILE_B: u64 = 0x0202_0202_0202_0202;

/// The first-rank attacks of a rook on each file, by the occupancy of b1..g1 as six bits: bit
/// `i` of the index is file `i + 1`; 8 x 64 sets, row-major.
pub(crate) fn first_rank() -> Vec<u64> {
    let rook = &Rays::new(false);
    (0..8).flat_map(|file| (0..64).map(move |inner| rook.attacks(file, inner << 1) & 0xFF)).collect()
}

/// The diagonal and anti-diagonal through each square, the square left out: 64 x 2 masks,
/// shared by hyperbola and kindergarten.
pub(crate) fn diagonals() -> Vec<u64> {
    SQUARES.flat_map(|s| [lines(s)[2] & !bit(s), lines(s)[3] & !bit(s)]).collect()
}

/// The rook's first-rank table, shared by hyperbola and kindergarten: 8 x 64 bytes.
pub(crate) fn rank_table() -> Table {
    Table {
        suffix: "_RANKS",
        doc: "Rook attacks along the first rank, by `[file][occupancy of b1..g1 as six bits]`; \
              shifted onto the rook's rank."
            .into(),
        shape: vec![8, 64],
        entry: Entry::Byte,
        values: first_rank(),
    }
}

/// The rook's rank, shared by hyperbola and kindergarten: its six inner squares index the
/// first-rank table, whose entry is shifted onto the rook's rank as `rank`.
pub(crate) fn rank_attacks() -> Vec<Stmt> {
    rank_attacks_in("_RANKS")
}

/// [`rank_attacks`] from the first-rank table with this suffix.
pub(crate) fn rank_attacks_in(ranks: &'static str) -> Vec<Stmt> {
    vec![
        Stmt::Let("shift", Ty::U32, and(cast(var("sq"), Ty::U32), int_of(56, Ty::U32))),
        Stmt::Let(
            "inner",
            Ty::Index,
            cast(
                and(shr(var("occupancy"), bin(Op::Add, var("shift"), int_of(1, Ty::U32))), crate::ir::build::int(63)),
                Ty::Index,
            ),
        ),
        Stmt::Let(
            "rank",
            Ty::U64,
            shl(cast(load(ranks, vec![and(index("sq"), int_of(7, Ty::Index)), var("inner")]), Ty::U64), var("shift")),
        ),
    ]
}
