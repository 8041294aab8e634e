//! From a pattern's [`Kind`] to integer tables: what every entry holds, computed in plain Rust.
//!
//! Nothing here knows about tokens. Entries are numbers whatever the element type; the layout of
//! nested dimensions is row-major, as Rust lays out `[[T; N]; M]`. Each slider method keeps, beside
//! its tables, the body of the accessor that reads them, in the language-neutral form of
//! [`ir`](crate::ir): the two are written together and change together.

mod between;
mod caught;
mod distance;
mod leapers;
mod lines;
mod magics;
mod polyglot;
pub mod sliders;
mod zobrist;

use crate::spec::Kind;

/// A pattern's evaluation: its tables, and the words and example its docs show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluated {
    /// The tables, the main one first; empty for a pattern answered by calculation alone.
    pub tables: Vec<Table>,
    /// One sentence on what an entry of the main table (or the accessor's answer) means.
    pub summary: String,
    /// How the example entry is reached, with `{table}` and `{fn}` standing for the item names.
    pub example_label: String,
    /// The example entry, drawn in the docs.
    pub example: Example,
}

/// An entry shown in the docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Example {
    /// A set, drawn as `.` and `1`.
    Set(u64),
    /// A number per square, drawn as digits.
    Grid([u8; 64]),
    /// Lines of text, for a table whose entries are not squares: its layout.
    Text(Vec<String>),
}

/// What one entry of a table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A set of squares, of the pattern's element type.
    Set,
    /// A `u64` mask whatever the element type (it is not a set of board squares as such).
    Mask,
    /// A small number, stored as `u8`.
    Byte,
    /// The four lines through a square: rank, file, diagonal, anti-diagonal.
    Lines,
    /// A `u32`.
    Word,
    /// A slider's magic record: mask, magic, and the offset of its block of this many entries.
    Magic(usize),
    /// A slider's PEXT record: mask, and the offset of its block of this many entries.
    Pext(usize),
    /// A set of squares stored as its low and high 32-bit halves, `[u32; 2]`: a read that counts
    /// halves lets the load scale the index.
    Halves,
}

impl Entry {
    /// How many values one entry takes.
    pub fn width(self) -> usize {
        match self {
            Entry::Lines => 4,
            Entry::Magic(_) => 3,
            Entry::Pext(_) => 2,
            Entry::Set | Entry::Mask | Entry::Byte | Entry::Word | Entry::Halves => 1,
        }
    }

    /// The size of one entry in bytes.
    pub fn bytes(self) -> usize {
        match self {
            Entry::Byte => 1,
            Entry::Word => 4,
            Entry::Magic(_) => 24,
            Entry::Pext(_) => 16,
            Entry::Lines => 32,
            Entry::Set | Entry::Mask | Entry::Halves => 8,
        }
    }
}

/// A table's dimensions and its entries, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Appended to the pattern's name to name this table: empty for the main table.
    pub suffix: &'static str,
    /// What one entry holds, for a table other than the main one (whose words are the summary).
    pub doc: String,
    /// The length of each dimension, outermost first.
    pub shape: Vec<usize>,
    /// What one entry is.
    pub entry: Entry,
    /// Every entry's values, row-major; `entry.width()` values per entry.
    pub values: Vec<u64>,
}

impl Table {
    /// The main table of a pattern, of `shape`.
    pub fn main(shape: &[usize], entry: Entry, values: Vec<u64>) -> Table {
        Table { suffix: "", doc: String::new(), shape: shape.to_vec(), entry, values }
    }

    /// The number of entries.
    pub fn entries(&self) -> usize {
        self.shape.iter().product()
    }

    /// The size in bytes.
    pub fn bytes(&self) -> usize {
        self.entries() * self.entry.bytes()
    }
}

/// Evaluates what a pattern generates.
pub fn evaluate(kind: Kind) -> Evaluated {
    match kind {
        Kind::KingMoore => leapers::king(),
        Kind::KnightAttacks => leapers::knight(),
        Kind::PawnAttacks(side) => leapers::pawn_attacks(side),
        Kind::PawnPushes(side) => leapers::pawn_pushes(side),
        Kind::PawnShield(side) => leapers::pawn_shield(side),
        Kind::KingLines => lines::king_lines(),
        Kind::AttackedByPiece => lines::attacked_by_piece(),
        Kind::FullLine => lines::full_line(),
        Kind::Ray => lines::ray(),
        Kind::Distance(metric, layout) => distance::distance(metric, layout),
        Kind::InBetween(layout, to) => between::in_between(layout, to),
        Kind::Caughtable(case) => caught::caughtable(case),
        Kind::Slider(slider, method) => sliders::slider(slider, method),
        Kind::Queen(_) => sliders::queen(),
        Kind::Zobrist(keys) => zobrist::zobrist(keys),
    }
}

/// Square indices the docs' examples use.
mod sq {
    pub const B2: u8 = 9;
    pub const G2: u8 = 14;
    pub const E2: u8 = 12;
    pub const D4: u8 = 27;
    pub const B4: u8 = 25;
    pub const F4: u8 = 29;
    pub const D2: u8 = 11;
    pub const D6: u8 = 43;
    pub const F2: u8 = 13;
    pub const B6: u8 = 41;
    pub const F6: u8 = 45;
    pub const G4: u8 = 30;
    pub const E4: u8 = 28;
    pub const G5: u8 = 38;
    pub const E7: u8 = 52;
    pub const G7: u8 = 54;
    pub const G8: u8 = 62;
    pub const G1: u8 = 6;
}
