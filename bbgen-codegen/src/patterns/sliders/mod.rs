//! `rook_attacks!(METHOD)`, `bishop_attacks!(METHOD)` and `queen_attacks!(METHOD)`: slider
//! attacks for any occupancy. One module per method, each with the same two functions:
//! `tables`, what its tables hold, and `attacks`, the accessor's body in the language-neutral
//! form of [`ir`](crate::ir). What the methods share sits here: the method's words, the
//! ray-walking reference, and the first-rank and diagonal tables; the queen, made of a rook and a
//! bishop of one method, has a module of its own.

mod hyperbola;
mod kindergarten;
mod kogge_stone;
mod magic;
mod magics;
mod obstruction;
mod pext;
mod queen;
mod table_free;
mod vector;

pub use magic::{find_magics, pack_blocks};
pub use queen::QueenAttacks;

use super::Pattern;
use crate::docs::{self, summary_and_example};
use crate::geometry::{Rays, SQUARES, bit, lines, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::build::{and, bin, cast, int, int_of, load, not, shl, shr};
use crate::ir::{Body, Expr, Feature, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// A sliding piece with a table of its own (the queen combines both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slider {
    /// Along ranks and files.
    Rook,
    /// Along diagonals.
    Bishop,
}

impl Slider {
    /// The piece's name in lower case.
    pub fn word(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }

    /// The bits of a magic index, the same on every square: enough for the square with the most
    /// relevant squares (a corner for the rook, a centre square for the bishop). A fixed count
    /// makes the shift a constant of the Rust record's type; the C record still carries it as a
    /// byte, which keeps clang from gathering a loop of lookups into vector registers.
    pub fn index_bits(self) -> u32 {
        match self {
            Slider::Rook => 12,
            Slider::Bishop => 9,
        }
    }

    /// The entries of a square's magic block: one per value of the index.
    pub fn block_len(self) -> usize {
        1 << self.index_bits()
    }
}

/// How slider attacks are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A per-square magic multiplier indexes a shared table of attack sets.
    Magic,
    /// BMI2's PEXT packs the relevant occupancy into the index of the same table, without magics.
    Pext,
    /// Hyperbola quintessence: `o - 2s` and its byte-swapped mirror, with a small rank table.
    Hyperbola,
    /// Kindergarten bitboards: a file's or diagonal's occupancy gathered by one multiplication
    /// into a six-bit index of a small table.
    Kindergarten,
    /// Kogge-Stone occluded fills, no table.
    KoggeStone,
    /// Obstruction difference: per square and line, the squares below and above the slider; the
    /// nearest blocker below, by a leading-zero count, subtracted from those above.
    Obstruction,
    /// No table: the lines computed from the square, bounded by the nearest blocker each way
    /// (lowest set bit above, leading-zero count below).
    TableFree,
    /// Hyperbola quintessence on several lines at once: a bishop's two diagonals in SSSE3, a
    /// queen's file and diagonals in AVX2 with the rank from a table; the rook alone is scalar.
    Vector,
}

impl Method {
    /// The target feature the method's accessors need, if any, for the piece `slider` (`None`
    /// for the queen).
    fn feature(self, slider: Option<Slider>) -> Option<Feature> {
        match (self, slider) {
            (Method::Pext, _) => Some(Feature::Bmi2),
            (Method::Vector, Some(Slider::Bishop)) => Some(Feature::Ssse3),
            (Method::Vector, None) => Some(Feature::Avx2),
            _ => None,
        }
    }
}

/// The method, the only word of a slider pattern.
const METHOD: Slot<Method> = Slot {
    what: "method",
    choices: &[
        ("magic", Method::Magic),
        ("pext", Method::Pext),
        ("hyperbola", Method::Hyperbola),
        ("kindergarten", Method::Kindergarten),
        ("kogge_stone", Method::KoggeStone),
        ("obstruction", Method::Obstruction),
        ("table_free", Method::TableFree),
        ("vector", Method::Vector),
    ],
    hint: "",
    ends: &[],
};

/// The square a slider stands on, the parameter of every slider accessor.
const SQ: Var = Var::new("sq", Ty::Square);

/// The occupied squares, the other parameter.
const OCCUPANCY: Var = Var::new("occupancy", Ty::Set);

/// The slider's own bit, a local of several methods.
const SLIDER: Var = Var::new("slider", Ty::U64);

/// Rook attacks of one method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RookAttacks(Method);

/// The rook's method.
const ROOK_METHOD: Slot<Method> = Slot { hint: "the method comes first, as in `rook_attacks!(magic)`", ..METHOD };

impl Pattern for RookAttacks {
    const NAME: &'static str = "rook_attacks";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&ROOK_METHOD], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("rook_attacks_magic", "rook_attacks!(magic)"),
        ("rook_attacks_pext", "rook_attacks!(pext)"),
        ("rook_attacks_hyperbola", "rook_attacks!(hyperbola)"),
        ("rook_attacks_kindergarten", "rook_attacks!(kindergarten)"),
        ("rook_attacks_kogge_stone", "rook_attacks!(kogge_stone)"),
        ("rook_attacks_obstruction", "rook_attacks!(obstruction)"),
        ("rook_attacks_table_free", "rook_attacks!(table_free)"),
        ("rook_attacks_vector", "rook_attacks!(vector)"),
    ];
    const EMITS: &'static str = "rook attacks by magic, PEXT, hyperbola quintessence, kindergarten, Kogge-Stone, \
                                 obstruction difference or table-free line masks";

    fn new(args: &Args) -> Self {
        RookAttacks(args.word(0, &ROOK_METHOD))
    }

    fn evaluate(&self) -> Evaluated {
        evaluate(Slider::Rook, self.0)
    }

    fn accessors(&self, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Function> {
        accessors(names, Slider::Rook, self.0, evaluated)
    }

    fn tables_need(&self) -> Option<Feature> {
        tables_need(self.0)
    }
}

/// Bishop attacks of one method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BishopAttacks(Method);

/// The bishop's method.
const BISHOP_METHOD: Slot<Method> = Slot { hint: "the method comes first, as in `bishop_attacks!(magic)`", ..METHOD };

impl Pattern for BishopAttacks {
    const NAME: &'static str = "bishop_attacks";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&BISHOP_METHOD], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("bishop_attacks_magic", "bishop_attacks!(magic)"),
        ("bishop_attacks_pext", "bishop_attacks!(pext)"),
        ("bishop_attacks_hyperbola", "bishop_attacks!(hyperbola)"),
        ("bishop_attacks_kindergarten", "bishop_attacks!(kindergarten)"),
        ("bishop_attacks_kogge_stone", "bishop_attacks!(kogge_stone)"),
        ("bishop_attacks_obstruction", "bishop_attacks!(obstruction)"),
        ("bishop_attacks_table_free", "bishop_attacks!(table_free)"),
        ("bishop_attacks_vector", "bishop_attacks!(vector)"),
    ];
    const EMITS: &'static str = "the same for the bishop";

    fn new(args: &Args) -> Self {
        BishopAttacks(args.word(0, &BISHOP_METHOD))
    }

    fn evaluate(&self) -> Evaluated {
        evaluate(Slider::Bishop, self.0)
    }

    fn accessors(&self, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Function> {
        accessors(names, Slider::Bishop, self.0, evaluated)
    }

    fn tables_need(&self) -> Option<Feature> {
        tables_need(self.0)
    }
}

/// PEXT's tables are of no use without BMI2.
fn tables_need(method: Method) -> Option<Feature> {
    (method == Method::Pext).then_some(Feature::Bmi2)
}

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

/// The `let`s and value of an accessor `(sq, occupancy)` of a method.
fn attacks(slider: Slider, method: Method) -> (Vec<Stmt>, Expr) {
    match method {
        Method::Magic => magic::attacks(),
        Method::Pext => pext::attacks(),
        Method::Hyperbola => hyperbola::attacks(slider),
        Method::Kindergarten => kindergarten::attacks(slider),
        Method::KoggeStone => kogge_stone::attacks(slider),
        Method::Obstruction => obstruction::attacks(slider),
        Method::TableFree => table_free::attacks(slider),
        Method::Vector => vector::attacks(slider),
    }
}

/// A piece's tables of one method, with the words and example of its docs.
fn evaluate(slider: Slider, method: Method) -> Evaluated {
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

/// A piece's accessor, and for Kogge-Stone the same for a set of pieces.
fn accessors(names: &Names, slider: Slider, method: Method, evaluated: Option<&Evaluated>) -> Vec<Function> {
    let (table, func) = (&names.table, &names.func);
    let piece = slider.word();
    // A method without a table shows its summary and example; the others link their table.
    let doc = match evaluated {
        Some(evaluated) if evaluated.tables.is_empty() => summary_and_example(table, func, evaluated),
        _ => docs::wrap_words(&format!(
            "The squares a {piece} on `sq` attacks, given the squares in `occupancy`, by lookup in [`{table}`]."
        )),
    };
    let (stmts, value) = attacks(slider, method);
    let params = vec![SQ, OCCUPANCY];
    let feature = method.feature(Some(slider));
    let mut out = vec![Function { doc, suffix: None, params, ret: Ty::Set, body: Body { stmts, value }, feature }];
    if method == Method::KoggeStone {
        let pieces = Var::new(
            match slider {
                Slider::Rook => "rooks",
                Slider::Bishop => "bishops",
            },
            Ty::Set,
        );
        out.push(Function::new(
            vec![format!(
                " The squares the {piece}s in `{}` attack, all at once, given the squares in `occupancy`.",
                pieces.name
            )],
            Some("set"),
            vec![pieces, OCCUPANCY],
            Ty::Set,
            kogge_stone::fill(slider, pieces.get(), not(OCCUPANCY.get())),
        ));
    }
    out
}

/// The a-file.
pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The a-file's inner squares a2..a7, gathered by the kindergarten rook's file index.
pub(crate) const FILE_A2_A7: u64 = 0x0001_0101_0101_0100;

/// The c2..h7 diagonal: times the a2..a7 occupancy, it gathers a7 into bit 58 up to a2 into
/// bit 63.
const DIAGONAL_C2_H7: u64 = 0x0080_4020_1008_0400;

/// The b-file: times a line with one square per file, it stacks the files on the eighth rank.
const FILE_B: u64 = 0x0202_0202_0202_0202;

/// The first-rank attacks of a rook on each file, by the occupancy of b1..g1 as six bits: bit
/// `i` of the index is file `i + 1`; 8 x 64 sets, row-major.
fn first_rank() -> Vec<u64> {
    let rook = &Rays::new(false);
    (0..8).flat_map(|file| (0..64).map(move |inner| rook.attacks(file, inner << 1) & 0xFF)).collect()
}

/// The diagonal and anti-diagonal through each square, the square left out: 64 x 2 masks,
/// shared by hyperbola and kindergarten.
fn diagonals() -> Vec<u64> {
    SQUARES.flat_map(|s| [lines(s)[2] & !bit(s), lines(s)[3] & !bit(s)]).collect()
}

/// The rook's first-rank table, shared by hyperbola and kindergarten: 512 bytes, the eight files
/// of each inner occupancy side by side, so that the rank's occupancy masked to b1..g1 (`& 126`),
/// times 4, plus the file is the entry's index: a mask and one address computation, where a
/// table by file first needed the occupancy shifted one further and the file shifted by six.
fn rank_table() -> Table {
    let by_file = first_rank();
    Table {
        suffix: "_RANKS",
        doc: "Rook attacks along the first rank: entry `((occupancy >> (sq & 56)) & 126) * 4 + file`, \
              the rook's rank's occupancy brought down to the first rank; shifted onto the rook's rank."
            .into(),
        shape: vec![512],
        entry: Entry::Byte,
        values: (0..512).map(|i| by_file[(i % 8) * 64 + i / 8]).collect(),
    }
}

/// The rook's rank, shared by hyperbola and kindergarten: its six inner squares index the
/// first-rank table, whose entry is shifted onto the rook's rank as `rank`.
fn rank_attacks() -> Vec<Stmt> {
    rank_attacks_in("_RANKS")
}

/// The local `rank` of [`rank_attacks`].
const RANK: Var = Var::new("rank", Ty::U64);

/// [`rank_attacks`] from the first-rank table with this suffix.
fn rank_attacks_in(ranks: &'static str) -> Vec<Stmt> {
    let (shift, entry) = (Var::new("shift", Ty::U32), Var::new("entry", Ty::Index));
    // The rank's occupancy on the first rank, its end squares cleared: twice the six-bit index.
    let masked = cast(and(shr(OCCUPANCY.get(), shift.get()), int(126)), Ty::Index);
    vec![
        Stmt::Let(shift, and(cast(SQ.get(), Ty::U32), int_of(56, Ty::U32))),
        Stmt::Let(
            entry,
            bin(Op::Add, bin(Op::Mul, masked, int_of(4, Ty::Index)), and(SQ.index(), int_of(7, Ty::Index))),
        ),
        Stmt::Let(RANK, shl(cast(load(ranks, vec![entry.get()]), Ty::U64), shift.get())),
    ]
}
