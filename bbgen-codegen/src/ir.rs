//! A pattern's accessors described once, apart from any language: their signatures, and bodies
//! of `let`s and expressions over integers, table loads and a few named helpers.
//!
//! ```text
//! Pattern --accessors--> [Function] --emit::rust--> tokens
//!                                   --c---------->  C99 text
//! ```
//!
//! Every value is a `u64` unless a cast says otherwise, and sets are plain `u64`s here: whether
//! the Rust back end wraps them in `Bitboard` is its own affair. Names of tables and of sibling
//! accessors are kept as suffixes of the pattern's names, so that each back end spells them its
//! own way.

/// The type of a parameter, a local or a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A square, a1 = 0 ... h8 = 63.
    Square,
    /// A set of squares: the pattern's element type in Rust, `uint64_t` in C.
    Set,
    /// A `u64` that is not a set of board squares as such (an occupancy to rotate, a pattern).
    U64,
    /// A `u32`.
    U32,
    /// A `u8`.
    U8,
    /// An array index (`usize` in Rust).
    Index,
    /// A truth value.
    Bool,
    /// A colour: white 0, black 1.
    Color,
    /// A piece: its role (pawn 0 ... king 5) and its colour.
    Piece,
    /// A set of castling rights, four bits.
    Castling,
    /// A reference to a square's entry of a king-lines table.
    KingLines,
    /// A rook's and a bishop's sets, apart.
    SetPair,
    /// A `u32` that a CPU without SSE4.1 cannot give.
    Sse41U32,
}

/// A target feature an accessor needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// BMI2's PEXT: Rust compiles the accessor only for targets with it; C falls back to a loop.
    Bmi2,
    /// SSE4.1, tested where the CPU has it.
    Sse41,
    /// SSSE3, used where the target has it or the CPU is found to.
    Ssse3,
    /// AVX2, used where the target has it or the CPU is found to.
    Avx2,
}

/// One accessor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Doc lines, each led by a space, in Markdown.
    pub doc: Vec<String>,
    /// The suffix after the pattern's accessor name (`between_clear` has `Some("clear")`).
    pub suffix: Option<&'static str>,
    /// Parameters, by name.
    pub params: Vec<(&'static str, Ty)>,
    /// The result.
    pub ret: Ty,
    /// `let`s, then the result.
    pub body: Body,
    /// A target feature it needs, if any.
    pub feature: Option<Feature>,
}

/// Statements, then the value they lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Body {
    /// The statements, in order.
    pub stmts: Vec<Stmt>,
    /// The result.
    pub value: Expr,
}

/// A statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// A named constant.
    Const(&'static str, u64),
    /// A local of the given type.
    Let(&'static str, Ty, Expr),
    /// Two locals taken from a table entry of two sets (a bishop's two diagonals).
    LetBoth([&'static str; 2], Expr),
}

/// An expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A parameter or a local.
    Var(&'static str),
    /// A `u64` constant, written in hex.
    Hex(u64),
    /// A small integer constant of the given type.
    Int(u64, Ty),
    /// A binary operation; `+ - *` never overflow where `Wrapping` does not say they may.
    Bin(Op, Box<Expr>, Box<Expr>),
    /// Every bit flipped.
    Not(Box<Expr>),
    /// A value as another integer type.
    Cast(Box<Expr>, Ty),
    /// `then` where `cond` holds, otherwise `other`.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A piece's role or colour, or the bits of a set of castling rights.
    Field(&'static str, Field),
    /// An entry of the table with this suffix, one index per dimension.
    Load(&'static str, Vec<Expr>),
    /// The whole table with this suffix, passed to a helper.
    Table(&'static str),
    /// A call of a sibling accessor, by suffix.
    Accessor(&'static str, Vec<Expr>),
    /// A call of a helper of the runtime (Rust) or the header's prelude (C).
    Call(Helper, Vec<Expr>),
    /// Both values, as a `SetPair`.
    Pair(Box<Expr>, Box<Expr>),
}

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `&`
    And,
    /// `|`
    Or,
    /// `^`
    Xor,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `+`, modulo 2^64.
    WrappingAdd,
    /// `-`, modulo 2^64.
    WrappingSub,
    /// `*`, modulo 2^64.
    WrappingMul,
    /// `==`
    Eq,
    /// `<`
    Lt,
    /// Both truth values.
    AndAlso,
}

/// A part of a parameter of a compound type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// A piece's role.
    Role,
    /// A piece's colour.
    Color,
    /// The four bits of castling rights.
    Bits,
}

/// A helper the accessors call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Helper {
    /// A set moved one step in a direction, dropping what leaves the board.
    Shift(Dir),
    /// The 0x88 difference of two squares, an index from 0 to 238.
    X88Diff,
    /// The in-between set of two squares in a triangular table of halves (the table first).
    TriangularEntry,
    /// Bits rotated left by a count below 64.
    RotateLeft,
    /// Bits rotated right by a count below 64.
    RotateRight,
    /// The bits of a value under a mask, packed to the low end (BMI2 PEXT).
    Pext,
    /// A magic record's entry for an occupancy: the record (a load), then the occupancy.
    MagicEntry,
    /// A PEXT record's entry for an occupancy: the record (a load), then the occupancy.
    PextEntry,
    /// Occluded-fill attacks of a set of rooks through empty squares.
    RookFill,
    /// Occluded-fill attacks of a set of bishops through empty squares.
    BishopFill,
    /// A slider's attacks along one line by hyperbola quintessence: occupancy, the line's mask
    /// without the slider, the slider's bit.
    HyperbolaLine,
    /// A slider's attacks along one line between the nearest blockers: occupancy, the line
    /// without the slider, the squares above the slider, those below it.
    BlockerLine,
    /// A bishop's attacks along both diagonals side by side (SSSE3): the entry of its two
    /// diagonals, occupancy, the slider's bit.
    VectorBishop,
    /// A queen's attacks along the file and both diagonals side by side (AVX2): the file, the
    /// entry of the two diagonals, occupancy, the slider's bit.
    VectorQueen,
    /// A king-lines entry's directions for an escape pattern, in one of four ways.
    DirSet(DirSet),
}

/// A direction of one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Up a rank.
    North,
    /// Down a rank.
    South,
    /// Right a file.
    East,
    /// Left a file.
    West,
    /// Up and right.
    NorthEast,
    /// Up and left.
    NorthWest,
    /// Down and right.
    SouthEast,
    /// Down and left.
    SouthWest,
}

impl Dir {
    /// The direction's name in snake case.
    pub fn word(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::South => "south",
            Dir::East => "east",
            Dir::West => "west",
            Dir::NorthEast => "north_east",
            Dir::NorthWest => "north_west",
            Dir::SouthEast => "south_east",
            Dir::SouthWest => "south_west",
        }
    }
}

/// The ways of testing a king's lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirSet {
    /// The fastest the target allows.
    Best,
    /// One line after another.
    Branching,
    /// All four summed without branches.
    Branchless,
    /// SSE4.1 compares.
    Sse41,
}

impl DirSet {
    /// The method's name after `dir_set`.
    pub fn suffix(self) -> &'static str {
        match self {
            DirSet::Best => "",
            DirSet::Branching => "_branching",
            DirSet::Branchless => "_branchless",
            DirSet::Sse41 => "_sse41",
        }
    }
}

/// Shorthands that keep the accessors' bodies readable.
pub mod build {
    use super::{Expr, Helper, Op, Ty};

    /// A variable.
    pub fn var(name: &'static str) -> Expr {
        Expr::Var(name)
    }

    /// A hex constant.
    pub fn hex(value: u64) -> Expr {
        Expr::Hex(value)
    }

    /// A small `u64` constant.
    pub fn int(value: u64) -> Expr {
        Expr::Int(value, Ty::U64)
    }

    /// A small constant of the given type.
    pub fn int_of(value: u64, ty: Ty) -> Expr {
        Expr::Int(value, ty)
    }

    /// `a op b`.
    pub fn bin(op: Op, a: Expr, b: Expr) -> Expr {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }

    /// `a & b`.
    pub fn and(a: Expr, b: Expr) -> Expr {
        bin(Op::And, a, b)
    }

    /// `a | b`.
    pub fn or(a: Expr, b: Expr) -> Expr {
        bin(Op::Or, a, b)
    }

    /// `a << b`.
    pub fn shl(a: Expr, b: Expr) -> Expr {
        bin(Op::Shl, a, b)
    }

    /// `a >> b`.
    pub fn shr(a: Expr, b: Expr) -> Expr {
        bin(Op::Shr, a, b)
    }

    /// `a == b`.
    pub fn eq(a: Expr, b: Expr) -> Expr {
        bin(Op::Eq, a, b)
    }

    /// `!a`.
    pub fn not(a: Expr) -> Expr {
        Expr::Not(Box::new(a))
    }

    /// `a` as `ty`.
    pub fn cast(a: Expr, ty: Ty) -> Expr {
        Expr::Cast(Box::new(a), ty)
    }

    /// A variable as an index.
    pub fn index(name: &'static str) -> Expr {
        cast(var(name), Ty::Index)
    }

    /// The bit of a square.
    pub fn bit(square: &'static str) -> Expr {
        shl(int(1), cast(var(square), Ty::U8))
    }

    /// An entry of a table.
    pub fn load(table: &'static str, indices: Vec<Expr>) -> Expr {
        Expr::Load(table, indices)
    }

    /// A helper's result.
    pub fn call(helper: Helper, args: Vec<Expr>) -> Expr {
        Expr::Call(helper, args)
    }
}
