//! What a pattern's tables hold: their shapes, what one entry is, and every entry's value,
//! computed in plain Rust by the pattern's module.
//!
//! Nothing here knows about tokens. Entries are numbers whatever the element type; the layout of
//! nested dimensions is row-major, as Rust lays out `[[T; N]; M]`.

/// A pattern's evaluation: its tables, and the words and example its docs show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Evaluated {
    /// The tables, the main one first; empty for a pattern answered by calculation alone.
    pub tables: Vec<Table>,
    /// One sentence on what an entry of the main table (or the accessor's answer) means.
    pub summary: String,
    /// How the example entry is reached, with `{table}` and `{fn}` standing for the item names.
    pub example_label: String,
    /// The example entry, drawn in the docs.
    pub example: Example,
}

/// A named value that a pattern emits beside its tables, such as its count of features.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Constant {
    /// Appended to the pattern's table name to name it: `_DIMENSIONS`.
    pub suffix: &'static str,
    /// Doc lines, each led by a space, in Markdown.
    pub doc: Vec<String>,
    /// Its value.
    pub value: ConstantValue,
}

/// What a [`Constant`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConstantValue {
    /// A `u32`.
    Word(u32),
    /// The runtime's `ThreatPairs` by its bits, `6 * attacker + attacked` for each pair: in C, a
    /// `uint64_t` of the same bits.
    ThreatPairs(u64),
}

/// An entry shown in the docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Example {
    /// A set, drawn as `.` and `1`.
    Set(u64),
    /// A number per square, drawn as digits.
    Grid([u8; 64]),
    /// A number per square of any size, drawn in columns as wide as the widest: a map such as
    /// king buckets, drawn as its macro reads it.
    Numbers([u8; 64]),
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
    /// A number of a formula's element type: an integer's two's-complement bits, a float's
    /// IEEE bits.
    Scalar(Scalar),
}

/// A number type a table of numbers holds, as Rust names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// `u8`
    U8,
    /// `u16`
    U16,
    /// `u32`
    U32,
    /// `u64`
    U64,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl Scalar {
    /// Every scalar, in the order their names are listed to users.
    pub const ALL: [Scalar; 10] = [
        Scalar::U8,
        Scalar::U16,
        Scalar::U32,
        Scalar::U64,
        Scalar::I8,
        Scalar::I16,
        Scalar::I32,
        Scalar::I64,
        Scalar::F32,
        Scalar::F64,
    ];

    /// Its Rust name.
    pub fn name(self) -> &'static str {
        match self {
            Scalar::U8 => "u8",
            Scalar::U16 => "u16",
            Scalar::U32 => "u32",
            Scalar::U64 => "u64",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
        }
    }

    /// Its size in bytes.
    pub fn bytes(self) -> usize {
        match self {
            Scalar::U8 | Scalar::I8 => 1,
            Scalar::U16 | Scalar::I16 => 2,
            Scalar::U32 | Scalar::I32 | Scalar::F32 => 4,
            Scalar::U64 | Scalar::I64 | Scalar::F64 => 8,
        }
    }

    /// The source text of a value of this type held as `bits`, which reads back as the same
    /// bits in Rust and in C: a float as its shortest decimal that rounds back to it.
    pub fn text(self, bits: u64) -> String {
        match self {
            Scalar::F32 => format!("{:?}", f32::from_bits(bits as u32)),
            Scalar::F64 => format!("{:?}", f64::from_bits(bits)),
            Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64 => (bits as i64).to_string(),
            Scalar::U8 | Scalar::U16 | Scalar::U32 | Scalar::U64 => bits.to_string(),
        }
    }
}

impl Entry {
    /// How many values one entry takes.
    pub fn width(self) -> usize {
        match self {
            Entry::Lines => 4,
            Entry::Magic(_) => 3,
            Entry::Pext(_) => 2,
            Entry::Set | Entry::Mask | Entry::Byte | Entry::Word | Entry::Halves | Entry::Scalar(_) => 1,
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
            Entry::Scalar(scalar) => scalar.bytes(),
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
    pub(crate) fn main(shape: &[usize], entry: Entry, values: Vec<u64>) -> Table {
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
