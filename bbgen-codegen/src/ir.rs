//! A pattern's accessors described once, apart from any language: their signatures, and bodies
//! of `let`s and expressions over integers, table loads and a few helpers.
//!
//! ```text
//! Pattern --accessors--> [Function] --emit::rust--> tokens
//!                                   --c---------->  C99 text
//! ```
//!
//! Every value has a type the back ends read rather than guess: a variable carries its own
//! ([`Var`]), a helper call names each of its operands ([`Call`]), and sets are plain `u64`s here
//! whose element type in Rust (`u64` or `Bitboard`) is the back end's affair. Names of tables and
//! of sibling accessors are kept as suffixes of the pattern's names, which
//! [`Names`](crate::names::Names) spells for both back ends.

use crate::tables::Scalar;

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
    /// A move's two squares, or none: `Option<(Square, Square)>` in Rust, `bbgen_maybe_move` in C.
    MaybeMove,
    /// A `u32`, or none: `Option<u32>` in Rust, a `uint32_t` in C that is `UINT32_MAX` for none.
    MaybeU32,
    /// A role, or none: `Option<Role>` in Rust, an `unsigned` in C that is 0 (a pawn's number,
    /// which no promotion takes) for none. Read as a number through `Field::Number`.
    MaybeRole,
    /// A number of a formula's element type.
    Scalar(Scalar),
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

/// A named value of a known type: a parameter, a local or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Var {
    /// Its name, the same in every back end.
    pub name: &'static str,
    /// Its type.
    pub ty: Ty,
}

impl Var {
    /// The variable `name` of type `ty`.
    pub const fn new(name: &'static str, ty: Ty) -> Var {
        Var { name, ty }
    }

    /// Its value.
    pub fn get(self) -> Expr {
        Expr::Var(self)
    }

    /// Its value as an array index.
    pub fn index(self) -> Expr {
        build::cast(self.get(), Ty::Index)
    }

    /// The bit of the square it holds.
    pub fn bit(self) -> Expr {
        build::shl(build::int(1), build::cast(self.get(), Ty::U8))
    }

    /// A part of it, for a parameter of a compound type.
    pub fn field(self, field: Field) -> Expr {
        Expr::Field(self, field)
    }
}

/// One accessor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Doc lines, each led by a space, in Markdown.
    pub doc: Vec<String>,
    /// The suffix after the pattern's accessor name (`between_clear` has `Some("clear")`).
    pub suffix: Option<&'static str>,
    /// Parameters, in order.
    pub params: Vec<Var>,
    /// The result.
    pub ret: Ty,
    /// `let`s, then the result.
    pub body: Body,
    /// A target feature it needs, if any.
    pub feature: Option<Feature>,
}

impl Function {
    /// A function with no feature and a body of one expression.
    pub fn new(doc: Vec<String>, suffix: Option<&'static str>, params: Vec<Var>, ret: Ty, value: Expr) -> Function {
        Function { doc, suffix, params, ret, body: Body { stmts: Vec::new(), value }, feature: None }
    }

    /// The same function with `stmts` before its value.
    pub fn with_lets(mut self, stmts: Vec<Stmt>) -> Function {
        self.body.stmts = stmts;
        self
    }
}

/// A function over a whole position, which the Rust back end prints around an accessor and C
/// leaves to the engine's own board: `policy_index!`'s output of a legal move and its move of an
/// output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardFunction {
    /// Doc lines, each led by a space, in Markdown.
    pub doc: Vec<String>,
    /// The suffix after the pattern's accessor name, `None` for the one named after the table.
    pub suffix: Option<&'static str>,
    /// What it takes, gives and calls.
    pub kind: BoardKind,
}

/// What kind of NNUE input a set's input is, for the functions that find its changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// `nnue_psq!`'s.
    PieceSquare,
    /// `nnue_threats!`'s.
    Threats,
    /// `nnue_pawn_pairs!`'s.
    PawnPairs,
}

/// The functions over a position there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardKind {
    /// `(board: &Board, mv: Move) -> u32`: the accessor `accessor` (a suffix) called with the
    /// moving piece, the side to move's king, the move's squares, its promotion and whether it
    /// castles; the constant `none` (a suffix of the table's name) where it answers none.
    MoveOutput {
        /// The accessor called.
        accessor: &'static str,
        /// The constant answered for none.
        none: &'static str,
    },
    /// `(board: &Board, perspective: Color) -> impl Iterator<Item = u32>`: the pattern's accessor
    /// called for each piece of the board with `perspective`'s king.
    PsqActive,
    /// `(board: &Board, perspective: Color) -> impl Iterator<Item = u32>`: the pattern's accessor
    /// called for each pair of pawns that its main table, a band of squares, pairs.
    PairsActive,
    /// `(board: &Board, perspective: Color) -> impl Iterator<Item = u32>`: the pattern's accessor
    /// called for each threat of the board, those it answers none for left out.
    ThreatsActive,
    /// `(board: &Board, perspective: Color, f: impl FnMut(usize, u32))`: each input's active
    /// inputs (`_active` of the part named after it) given to `f` with the input's number.
    SetActive {
        /// The inputs' names, in order: the suffixes of their parts' accessors.
        inputs: Vec<String>,
    },
    /// `(board: &Board, mv: Move, perspective: Color) -> [bool; N]`: each input's
    /// `_needs_refresh`.
    SetRefresh {
        /// The inputs' names, in order.
        inputs: Vec<String>,
    },
    /// `(board: &mut Board, mv: Move, changes: &mut InputChanges<N>)`: the move played with
    /// its threats of the set's maps recorded, then each input's changes found for both sides
    /// from its `_refresh` accessor and its main one.
    SetPlay {
        /// The inputs' names and kinds, in order.
        inputs: Vec<(String, InputKind)>,
    },
    /// `(board: &Board, mv: Move, perspective: Color) -> bool`: the accessor `accessor` (a
    /// suffix) called with `perspective`'s king before and after the move.
    KingRefresh {
        /// The accessor called.
        accessor: &'static str,
    },
    /// `(board: &Board, index: u32) -> Option<Move>`: the first legal move to which the accessor
    /// `accessor` (a suffix), called as for `MoveOutput`, gives `index`.
    OutputMove {
        /// The accessor called.
        accessor: &'static str,
    },
}

/// Statements, then the value they lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Body {
    /// The statements, in order.
    pub stmts: Vec<Stmt>,
    /// The result.
    pub value: Expr,
}

impl Body {
    /// Whether any expression of the body, or any part of one, is one for which `is` holds.
    pub fn any(&self, is: &dyn Fn(&Expr) -> bool) -> bool {
        let stmt = |s: &Stmt| match s {
            Stmt::Const(..) => false,
            Stmt::Let(_, e) | Stmt::LetBoth(_, e) => e.any(is),
        };
        self.stmts.iter().any(stmt) || self.value.any(is)
    }

    /// Whether the body reads the variable `name`, or its part `field`: a parameter it leaves
    /// unread is marked as read by the back ends, so that neither compiler warns of it.
    pub fn reads(&self, name: &str, field: Option<Field>) -> bool {
        self.any(&|e| match e {
            Expr::Var(var) => var.name == name,
            Expr::Field(var, part) => var.name == name && field.is_none_or(|field| field == *part),
            _ => false,
        })
    }

    /// Whether any expression of the body calls a helper for which `is` holds.
    pub fn calls(&self, is: &dyn Fn(&Call) -> bool) -> bool {
        self.any(&|e| matches!(e, Expr::Call(call) if is(call)))
    }
}

/// A statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// A named constant.
    Const(Var, u64),
    /// A local, of its variable's type.
    Let(Var, Expr),
    /// Two `u64` locals taken from a table entry of two sets (a bishop's two diagonals).
    LetBoth([Var; 2], Expr),
}

/// An expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A parameter, a local or a constant.
    Var(Var),
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
    Field(Var, Field),
    /// An entry of the table with this suffix, one index per dimension.
    Load(&'static str, Vec<Expr>),
    /// A call of a sibling accessor.
    Sibling {
        /// The accessor's suffix.
        suffix: &'static str,
        /// Its arguments, in order.
        args: Vec<Expr>,
        /// What it returns.
        ret: Ty,
    },
    /// A call of a helper of the runtime (Rust) or the header's prelude (C).
    Call(Box<Call>),
    /// Both values, as a `SetPair`.
    Pair(Box<Expr>, Box<Expr>),
    /// The squares of indices `from` and `to` where `found` holds, and none otherwise, as a
    /// `MaybeMove`.
    MaybeMove {
        /// Whether there is a move.
        found: Box<Expr>,
        /// The index of its first square.
        from: Box<Expr>,
        /// The index of its second square.
        to: Box<Expr>,
    },
    /// `value` where `found` holds, and none otherwise, as a `MaybeU32`.
    MaybeU32 {
        /// Whether there is a value.
        found: Box<Expr>,
        /// The value, a `u32`.
        value: Box<Expr>,
    },
}

impl Expr {
    /// Whether the expression, or any part of it, is one for which `is` holds.
    pub fn any(&self, is: &dyn Fn(&Expr) -> bool) -> bool {
        is(self)
            || match self {
                Expr::Call(call) => call.operands().into_iter().any(|e| e.any(is)),
                Expr::Bin(_, a, b) | Expr::Pair(a, b) => a.any(is) || b.any(is),
                Expr::Not(a) | Expr::Cast(a, _) => a.any(is),
                Expr::MaybeU32 { found, value } => found.any(is) || value.any(is),
                Expr::Select(a, b, c) | Expr::MaybeMove { found: a, from: b, to: c } => {
                    a.any(is) || b.any(is) || c.any(is)
                }
                Expr::Load(_, args) | Expr::Sibling { args, .. } => args.iter().any(|a| a.any(is)),
                Expr::Var(_) | Expr::Hex(_) | Expr::Int(..) | Expr::Field(..) => false,
            }
    }
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
    /// `!=`
    Ne,
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
    /// The number of a role that may be missing: the role's own (knight 1 ... king 5), 0 where
    /// there is none.
    Number,
}

/// A call of a helper the accessors share, each operand named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    /// A set moved one step in a direction, dropping what leaves the board.
    Shift {
        /// The direction.
        dir: Dir,
        /// The set moved.
        set: Expr,
    },
    /// The 0x88 difference of two squares, an index from 0 to 238.
    X88Diff {
        /// The first square.
        a: Expr,
        /// The second square.
        b: Expr,
    },
    /// The in-between set of two squares in a triangular table of halves.
    TriangularEntry {
        /// The suffix of the table read.
        table: &'static str,
        /// One square.
        a: Expr,
        /// The other square.
        b: Expr,
    },
    /// Bits rotated left by a count below 64.
    RotateLeft {
        /// The bits rotated.
        value: Expr,
        /// The count, a `u32`.
        by: Expr,
    },
    /// Bits rotated right by a count below 64.
    RotateRight {
        /// The bits rotated.
        value: Expr,
        /// The count, a `u32`.
        by: Expr,
    },
    /// A magic record's entry for an occupancy.
    MagicEntry {
        /// The record, a table load.
        record: Expr,
        /// The occupancy.
        occupancy: Expr,
    },
    /// A PEXT record's entry for an occupancy.
    PextEntry {
        /// The record, a table load.
        record: Expr,
        /// The occupancy.
        occupancy: Expr,
    },
    /// Occluded-fill attacks of a set of rooks through empty squares.
    RookFill {
        /// The rooks.
        set: Expr,
        /// The empty squares.
        empty: Expr,
    },
    /// Occluded-fill attacks of a set of bishops through empty squares.
    BishopFill {
        /// The bishops.
        set: Expr,
        /// The empty squares.
        empty: Expr,
    },
    /// A slider's attacks along one line by hyperbola quintessence.
    HyperbolaLine {
        /// The occupancy.
        occupancy: Expr,
        /// The line's mask without the slider.
        mask: Expr,
        /// The slider's bit.
        slider: Expr,
    },
    /// A slider's attacks along one line between the nearest blockers.
    BlockerLine {
        /// The occupancy.
        occupancy: Expr,
        /// The line without the slider.
        line: Expr,
        /// The squares above the slider.
        above: Expr,
        /// The squares below it.
        below: Expr,
    },
    /// A slider's line between the nearest stops below and above it, the stops and the slider
    /// included.
    StopLine {
        /// The occupancy without the slider.
        occupancy: Expr,
        /// The slider's square, as a `u32`.
        sq: Expr,
        /// The bits `0, step, 2 * step, ...` of the line's direction.
        up: Expr,
        /// The same counted down from bit 63.
        down: Expr,
        /// The squares from which a step up the line leaves the board.
        up_end: Expr,
        /// The squares from which a step down it does.
        down_end: Expr,
    },
    /// A bishop's attacks along both diagonals side by side (SSSE3).
    VectorBishop {
        /// The entry of its two diagonals.
        diagonals: Expr,
        /// The occupancy.
        occupancy: Expr,
        /// The slider's bit.
        slider: Expr,
    },
    /// A queen's attacks along the file and both diagonals side by side (AVX2).
    VectorQueen {
        /// The file's mask.
        file: Expr,
        /// The entry of the two diagonals.
        diagonals: Expr,
        /// The occupancy.
        occupancy: Expr,
        /// The slider's bit.
        slider: Expr,
    },
    /// The number of set bits of a `u64`, a `u32`.
    PopCount {
        /// The bits counted.
        value: Expr,
    },
    /// A king-lines entry's directions for an escape pattern, in one of four ways.
    DirSet {
        /// The way of testing.
        way: DirSet,
        /// The king-lines entry.
        lines: Expr,
        /// The escape pattern.
        pattern: Expr,
    },
}

impl Call {
    /// Every operand, in order.
    pub fn operands(&self) -> Vec<&Expr> {
        match self {
            Call::Shift { set, .. } => vec![set],
            Call::PopCount { value } => vec![value],
            Call::X88Diff { a, b } | Call::TriangularEntry { a, b, .. } => vec![a, b],
            Call::RotateLeft { value, by } | Call::RotateRight { value, by } => vec![value, by],
            Call::MagicEntry { record, occupancy } | Call::PextEntry { record, occupancy } => {
                vec![record, occupancy]
            }
            Call::RookFill { set, empty } | Call::BishopFill { set, empty } => vec![set, empty],
            Call::HyperbolaLine { occupancy, mask, slider } => vec![occupancy, mask, slider],
            Call::BlockerLine { occupancy, line, above, below } => vec![occupancy, line, above, below],
            Call::StopLine { occupancy, sq, up, down, up_end, down_end } => {
                vec![occupancy, sq, up, down, up_end, down_end]
            }
            Call::VectorBishop { diagonals, occupancy, slider } => vec![diagonals, occupancy, slider],
            Call::VectorQueen { file, diagonals, occupancy, slider } => vec![file, diagonals, occupancy, slider],
            Call::DirSet { lines, pattern, .. } => vec![lines, pattern],
        }
    }
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
    use super::{Call, Expr, Op, Ty};

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

    /// `a ^ b`.
    pub fn xor(a: Expr, b: Expr) -> Expr {
        bin(Op::Xor, a, b)
    }

    /// `a + b`, which does not overflow.
    pub fn add(a: Expr, b: Expr) -> Expr {
        bin(Op::Add, a, b)
    }

    /// `a * b`, which does not overflow.
    pub fn mul(a: Expr, b: Expr) -> Expr {
        bin(Op::Mul, a, b)
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

    /// An entry of a table.
    pub fn load(table: &'static str, indices: Vec<Expr>) -> Expr {
        Expr::Load(table, indices)
    }

    /// A helper's result.
    pub fn call(call: Call) -> Expr {
        Expr::Call(Box::new(call))
    }

    /// `then` where `cond` holds, otherwise `other`.
    pub fn select(cond: Expr, then: Expr, other: Expr) -> Expr {
        Expr::Select(Box::new(cond), Box::new(then), Box::new(other))
    }
}
