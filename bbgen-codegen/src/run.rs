//! An invocation's accessors run on its evaluated tables, without a compiler: the answers that
//! `bbgen show` and the playground draw, read through the same [`Function`]s that the Rust and C
//! back ends print, so that what they show is what the emitted code computes.
//!
//! ```text
//! Invocation --evaluate--> tables ---\
//!            --accessors--> [Function] --run(name, arguments)--> answer
//! ```
//!
//! Arguments and answers are flattened to `u64`s as the C header test's driver writes them: a
//! piece as its role then its colour, a promotion as its role (0 for none), a truth value as 0 or
//! 1, an `Option<u32>` as the number or `u64::MAX` for none, a move as whether there is one and
//! its two squares (0 and 0 for none), a pair of sets and a king's four lines as their sets in
//! order, a float as its IEEE bits and a signed integer sign-extended.

use std::collections::BTreeMap;

use crate::Signature;
use crate::geometry::{east, west};
use crate::ir::{Body, Call, Dir, DirSet, Expr, Field, Function, Op, Stmt, Ty};
use crate::names::Names;
use crate::registry::Invocation;
use crate::tables::{Entry, Scalar, Table};

/// An invocation's tables and accessors, ready to run.
#[derive(Debug)]
pub struct Runner {
    /// Every table by its full name, with the name of the table that holds the blocks its
    /// records point into (its pattern's main table).
    tables: BTreeMap<String, (Table, String)>,
    /// Every accessor by its full name, with the names it reads tables and siblings by.
    functions: BTreeMap<String, (Names, Function)>,
    /// What each accessor takes and gives, its parts' first, as [`accessors`](crate::accessors)
    /// lists them.
    signatures: Vec<Signature>,
    /// The invocation's own main accessor: the one named after its table, else its first.
    main: String,
}

/// A value while an accessor runs.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    /// A square, a set, a number, a colour, castling rights or a truth value (0 or 1).
    Int(u64),
    /// A piece: its role and its colour.
    Piece(u64, u64),
    /// Several numbers: an entry of several values (a king's lines) or a row of a table.
    Row(Vec<u64>),
    /// A slider's magic or PEXT record, with the table its block lies in.
    Record { entry: Entry, values: Vec<u64>, blocks: String },
    /// A rook's and a bishop's sets.
    Pair(u64, u64),
    /// A move's two squares, or none.
    MaybeMove(Option<(u64, u64)>),
    /// A `u32`, or none.
    MaybeU32(Option<u64>),
}

/// Why a call could not be answered: arguments the accessor rejects, as the compiled accessor
/// would panic on an index out of bounds.
pub type RunError = String;

impl Runner {
    /// The tables and accessors of `invocation` and of its parts.
    pub(crate) fn new(invocation: &Invocation) -> Runner {
        let mut runner =
            Runner { tables: BTreeMap::new(), functions: BTreeMap::new(), signatures: Vec::new(), main: String::new() };
        runner.add(invocation);
        let names = invocation.names();
        let own = invocation.pattern.accessors(&names, None);
        let main = own.iter().find(|f| f.suffix.is_none()).or(own.first());
        runner.main = main.map(|f| names.func_with(f.suffix)).unwrap_or_default();
        runner
    }

    fn add(&mut self, invocation: &Invocation) {
        for (_, part) in invocation.parts() {
            self.add(&part);
        }
        let names = invocation.names();
        let evaluated = invocation.pattern.evaluate();
        for f in invocation.pattern.accessors(&names, Some(&evaluated)) {
            let signature = Signature::of(&names, &f);
            self.functions.insert(signature.name.clone(), (names.clone(), f));
            self.signatures.push(signature);
        }
        for table in evaluated.tables {
            self.tables.insert(names.table_with(table.suffix), (table, names.table.clone()));
        }
    }

    /// What each accessor takes and gives, its parts' first.
    pub fn accessors(&self) -> &[Signature] {
        &self.signatures
    }

    /// The invocation's own main accessor (not a part's): the one named after its table, such as
    /// `queen_attacks` of `queen_attacks!(magic)`, else its first, such as `zobrist_piece`.
    ///
    /// ```
    /// let runner = bbgen_codegen::runner("queen_attacks!(magic)").unwrap();
    /// assert_eq!(runner.main().unwrap().name, "queen_attacks");
    /// ```
    pub fn main(&self) -> Option<&Signature> {
        self.signatures.iter().find(|s| s.name == self.main)
    }

    /// The answer of the accessor `name` to the flattened `args`, flattened.
    ///
    /// ```
    /// let runner = bbgen_codegen::runner("in_between!(triangular)").unwrap();
    /// // c3 (18) and f6 (45): d4 and e5 lie between.
    /// let between = runner.run("in_between", &[18, 45]).unwrap();
    /// assert_eq!(between, [1 << 27 | 1 << 36]);
    /// assert!(runner.run("in_between", &[18]).is_err());
    /// ```
    pub fn run(&self, name: &str, args: &[u64]) -> Result<Vec<u64>, RunError> {
        let (_, f) = self.functions.get(name).ok_or_else(|| format!("no accessor `{name}`"))?;
        let mut values = Vec::new();
        let mut rest = args;
        for param in &f.params {
            let (value, tail) = match (param.ty, rest) {
                (Ty::Piece, [role, color, tail @ ..]) => (Value::Piece(*role, *color), tail),
                (Ty::Piece, _) => return Err(format!("`{name}` takes more arguments")),
                (_, [value, tail @ ..]) => (Value::Int(*value), tail),
                (_, []) => return Err(format!("`{name}` takes more arguments")),
            };
            values.push(value);
            rest = tail;
        }
        if !rest.is_empty() {
            return Err(format!("`{name}` takes fewer arguments"));
        }
        flatten(self.call(name, values)?, f.ret)
    }

    /// Runs the accessor `name` on `args`.
    fn call(&self, name: &str, args: Vec<Value>) -> Result<Value, RunError> {
        let (names, f) = self.functions.get(name).ok_or_else(|| format!("no accessor `{name}`"))?;
        let mut scope: Vec<(&'static str, Value)> = f.params.iter().map(|p| p.name).zip(args).collect();
        let Body { stmts, value } = &f.body;
        for stmt in stmts {
            match stmt {
                Stmt::Const(var, value) => scope.push((var.name, Value::Int(*value))),
                Stmt::Let(var, value) => {
                    let value = self.eval(names, &scope, value)?;
                    scope.push((var.name, narrow(value, var.ty)));
                }
                Stmt::LetBoth([a, b], value) => match self.eval(names, &scope, value)? {
                    Value::Row(row) if row.len() == 2 => {
                        scope.push((a.name, Value::Int(row[0])));
                        scope.push((b.name, Value::Int(row[1])));
                    }
                    other => return Err(format!("`{name}`: two sets expected, not {other:?}")),
                },
            }
        }
        Ok(narrow(self.eval(names, &scope, value)?, f.ret))
    }

    fn eval(&self, names: &Names, scope: &[(&'static str, Value)], e: &Expr) -> Result<Value, RunError> {
        let int = |e: &Expr| self.eval(names, scope, e).and_then(int);
        Ok(match e {
            Expr::Var(var) => scope
                .iter()
                .rev()
                .find(|(name, _)| *name == var.name)
                .map(|(_, value)| value.clone())
                .ok_or_else(|| format!("no variable `{}`", var.name))?,
            Expr::Hex(value) | Expr::Int(value, _) => Value::Int(*value),
            // The right of `&&` is not evaluated where the left is false, as it guards a load.
            Expr::Bin(Op::AndAlso, a, b) => Value::Int(u64::from(int(a)? != 0 && int(b)? != 0)),
            Expr::Bin(op, a, b) => Value::Int(binary(*op, int(a)?, int(b)?)),
            Expr::Not(a) => Value::Int(!int(a)?),
            Expr::Cast(a, ty) => narrow(Value::Int(int(a)?), *ty),
            Expr::Select(cond, then, other) => {
                if int(cond)? != 0 {
                    self.eval(names, scope, then)?
                } else {
                    self.eval(names, scope, other)?
                }
            }
            Expr::Field(var, field) => {
                let value = self.eval(names, scope, &Expr::Var(*var))?;
                match (field, value) {
                    (Field::Role, Value::Piece(role, _)) => Value::Int(role),
                    (Field::Color, Value::Piece(_, color)) => Value::Int(color),
                    (Field::Bits | Field::Number, Value::Int(bits)) => Value::Int(bits),
                    (_, other) => return Err(format!("no {field:?} in {other:?}")),
                }
            }
            Expr::Load(suffix, indices) => {
                let indices = indices.iter().map(int).collect::<Result<Vec<_>, _>>()?;
                self.load(&names.table_with(suffix), &indices)?
            }
            Expr::Sibling { suffix, args, .. } => {
                let args = args.iter().map(|a| self.eval(names, scope, a)).collect::<Result<Vec<_>, _>>()?;
                self.call(&names.func_with(Some(suffix)), args)?
            }
            Expr::Call(call) => self.helper(names, scope, call)?,
            Expr::Pair(a, b) => Value::Pair(int(a)?, int(b)?),
            Expr::MaybeMove { found, from, to } => {
                Value::MaybeMove(if int(found)? != 0 { Some((int(from)?, int(to)?)) } else { None })
            }
            Expr::MaybeU32 { found, value } => {
                Value::MaybeU32(if int(found)? != 0 { Some(int(value)? & 0xFFFF_FFFF) } else { None })
            }
        })
    }

    /// The entry of the table `name` at `indices`, or the row they lead to when they are fewer
    /// than its dimensions.
    fn load(&self, name: &str, indices: &[u64]) -> Result<Value, RunError> {
        let (table, blocks) = self.tables.get(name).ok_or_else(|| format!("no table `{name}`"))?;
        if indices.len() > table.shape.len() {
            return Err(format!("`{name}` has {} dimensions", table.shape.len()));
        }
        let mut at = 0usize;
        for (&index, &len) in indices.iter().zip(&table.shape) {
            let index = usize::try_from(index).ok().filter(|&i| i < len);
            at = at * len + index.ok_or_else(|| format!("an index of `{name}` is out of bounds"))?;
        }
        let inner: usize = table.shape[indices.len()..].iter().product();
        let width = table.entry.width();
        let values = table.values[at * inner * width..(at + 1) * inner * width].to_vec();
        Ok(match (table.entry, values.as_slice()) {
            (Entry::Magic(_) | Entry::Pext(_), _) => {
                Value::Record { entry: table.entry, values, blocks: blocks.clone() }
            }
            (_, [one]) => Value::Int(*one),
            _ => Value::Row(values),
        })
    }

    /// The `index`-th entry of the table `name`, a set.
    fn block_entry(&self, name: &str, index: u64) -> Result<Value, RunError> {
        self.load(name, &[index])
    }

    fn helper(&self, names: &Names, scope: &[(&'static str, Value)], call: &Call) -> Result<Value, RunError> {
        let int = |e: &Expr| self.eval(names, scope, e).and_then(int);
        let row = |e: &Expr| match self.eval(names, scope, e)? {
            Value::Row(row) => Ok(row),
            other => Err(format!("a row expected, not {other:?}")),
        };
        Ok(Value::Int(match call {
            Call::Shift { dir, set } => shift(*dir, int(set)?),
            Call::X88Diff { a, b } => {
                let (a, b) = (int(a)?, int(b)?);
                b.wrapping_add(b | 7).wrapping_add(120).wrapping_sub(a).wrapping_sub(a | 7)
            }
            Call::TriangularEntry { table, a, b } => {
                let (a, b) = (int(a)?, int(b)?);
                let (low, high) = (a.min(b), a.max(b));
                // The halves of the pair's set start at `high * high + high + 2 * low`: two
                // halves an entry, so the entry is half of that.
                return self.block_entry(&names.table_with(table), (high * high + high) / 2 + low);
            }
            Call::RotateLeft { value, by } => int(value)?.rotate_left((int(by)? & 63) as u32),
            Call::RotateRight { value, by } => int(value)?.rotate_right((int(by)? & 63) as u32),
            Call::MagicEntry { record, occupancy } | Call::PextEntry { record, occupancy } => {
                let occupancy = int(occupancy)?;
                let Value::Record { entry, values, blocks } = self.eval(names, scope, record)? else {
                    return Err("a slider's record expected".into());
                };
                let index = match (entry, values.as_slice()) {
                    (Entry::Magic(len), [mask, magic, offset]) => {
                        offset + ((occupancy & mask).wrapping_mul(*magic) >> (64 - len.trailing_zeros()))
                    }
                    (Entry::Pext(_), [mask, offset]) => offset + pext(occupancy, *mask),
                    _ => return Err(format!("not a slider's record: {entry:?}")),
                };
                return self.block_entry(&blocks, index);
            }
            Call::RookFill { set, empty } => {
                fills([Dir::North, Dir::South, Dir::East, Dir::West], int(set)?, int(empty)?)
            }
            Call::BishopFill { set, empty } => {
                fills([Dir::NorthEast, Dir::NorthWest, Dir::SouthEast, Dir::SouthWest], int(set)?, int(empty)?)
            }
            Call::HyperbolaLine { occupancy, mask, slider } => line_attacks(int(occupancy)?, int(mask)?, int(slider)?),
            Call::BlockerLine { occupancy, line, above, below } => {
                let on_line = int(occupancy)? & int(line)?;
                let up = on_line & int(above)?;
                let to_nearest_above = up ^ up.wrapping_sub(1);
                let under_nearest_below = u64::MAX >> 1 >> ((on_line & int(below)?) | 1).leading_zeros();
                (to_nearest_above ^ under_nearest_below) & int(line)?
            }
            Call::StopLine { occupancy, sq, up, down, up_end, down_end } => {
                let (occupancy, sq, up, down) = (int(occupancy)?, int(sq)? & 63, int(up)?, int(down)?);
                let above = (up << sq) & (occupancy | int(up_end)?);
                let below = (down >> (sq ^ 63)) & (occupancy | int(down_end)?);
                if above == 0 || below == 0 {
                    return Err("a line with no stop".into());
                }
                let (upper, lower) = (u64::from(above.trailing_zeros()), u64::from(below.leading_zeros() ^ 63));
                (down >> (upper ^ 63)) & (up << lower)
            }
            Call::VectorBishop { diagonals, occupancy, slider } => {
                let (diagonals, occupancy, slider) = (row(diagonals)?, int(occupancy)?, int(slider)?);
                diagonals.iter().map(|&mask| line_attacks(occupancy, mask, slider)).fold(0, |a, b| a | b)
            }
            Call::VectorQueen { file, diagonals, occupancy, slider } => {
                let (file, diagonals, occupancy, slider) = (int(file)?, row(diagonals)?, int(occupancy)?, int(slider)?);
                std::iter::once(file)
                    .chain(diagonals)
                    .map(|mask| line_attacks(occupancy, mask, slider))
                    .fold(0, |a, b| a | b)
            }
            Call::PopCount { value } => u64::from(int(value)?.count_ones()),
            Call::DirSet { way, lines, pattern } => {
                let (lines, pattern) = (row(lines)?, int(pattern)?);
                let holds = |i: usize| u64::from(pattern & lines[i] == pattern);
                match way {
                    DirSet::Branching if pattern & pattern.wrapping_sub(1) == 0 => 15,
                    DirSet::Branching => (0..4).find(|&i| holds(i) == 1).map_or(0, |i| 1 << i),
                    DirSet::Best | DirSet::Branchless | DirSet::Sse41 => {
                        (0..4).map(|i| holds(i) << i).fold(0, |a, b| a | b)
                    }
                }
            }
        }))
    }
}

/// The number a value holds.
fn int(value: Value) -> Result<u64, RunError> {
    match value {
        Value::Int(value) => Ok(value),
        other => Err(format!("a number expected, not {other:?}")),
    }
}

/// A value cut to the width of `ty`, as the compiled accessor holds it.
fn narrow(value: Value, ty: Ty) -> Value {
    match (value, ty) {
        (Value::Int(v), Ty::U8) => Value::Int(v & 0xFF),
        (Value::Int(v), Ty::U32 | Ty::Sse41U32) => Value::Int(v & 0xFFFF_FFFF),
        (Value::Int(v), Ty::Bool) => Value::Int(u64::from(v != 0)),
        (Value::Int(v), Ty::Scalar(scalar)) => Value::Int(scalar_bits(scalar, v)),
        (value, _) => value,
    }
}

/// The bits of a scalar as the answer gives them: a signed integer sign-extended, an unsigned one
/// and a float's bits zero-extended.
fn scalar_bits(scalar: Scalar, bits: u64) -> u64 {
    let width = 8 * scalar.bytes() as u32;
    let signed = matches!(scalar, Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64);
    if width == 64 {
        bits
    } else if signed {
        (((bits << (64 - width)) as i64) >> (64 - width)) as u64
    } else {
        bits & ((1 << width) - 1)
    }
}

/// An answer as `u64`s.
fn flatten(value: Value, ret: Ty) -> Result<Vec<u64>, RunError> {
    Ok(match value {
        Value::Int(v) => vec![v],
        Value::Piece(role, color) => vec![role, color],
        Value::Row(row) => row,
        Value::Pair(a, b) => vec![a, b],
        Value::MaybeMove(found) => {
            let (from, to) = found.unwrap_or((0, 0));
            vec![u64::from(found.is_some()), from, to]
        }
        Value::MaybeU32(value) => vec![value.unwrap_or(u64::MAX)],
        Value::Record { .. } => return Err(format!("a slider's record is not an answer of type {ret:?}")),
    })
}

fn binary(op: Op, a: u64, b: u64) -> u64 {
    match op {
        Op::And => a & b,
        Op::Or => a | b,
        Op::Xor => a ^ b,
        Op::Shl => a.wrapping_shl(b as u32),
        Op::Shr => a.wrapping_shr(b as u32),
        Op::Add | Op::WrappingAdd => a.wrapping_add(b),
        Op::Sub | Op::WrappingSub => a.wrapping_sub(b),
        Op::Mul | Op::WrappingMul => a.wrapping_mul(b),
        Op::Eq => u64::from(a == b),
        Op::Ne => u64::from(a != b),
        Op::Lt => u64::from(a < b),
        Op::AndAlso => u64::from(a != 0 && b != 0),
    }
}

/// A set moved one step in `dir`, what leaves the board dropped.
fn shift(dir: Dir, set: u64) -> u64 {
    match dir {
        Dir::North => set << 8,
        Dir::South => set >> 8,
        Dir::East => east(set),
        Dir::West => west(set),
        Dir::NorthEast => east(set) << 8,
        Dir::NorthWest => west(set) << 8,
        Dir::SouthEast => east(set) >> 8,
        Dir::SouthWest => west(set) >> 8,
    }
}

/// The squares the sliders of `set` reach in `dir` through `empty` squares, the first
/// non-empty one included.
fn fill(dir: Dir, set: u64, empty: u64) -> u64 {
    let mut reached = shift(dir, set);
    let mut front = reached & empty;
    while front != 0 {
        let next = shift(dir, front);
        reached |= next;
        front = next & empty;
    }
    reached
}

/// The squares the sliders of `set` reach in any of `dirs` through `empty` squares.
fn fills(dirs: [Dir; 4], set: u64, empty: u64) -> u64 {
    dirs.into_iter().map(|dir| fill(dir, set, empty)).fold(0, |a, b| a | b)
}

/// A slider's attacks along the line `mask` (without it) from its bit `slider`: the same
/// subtraction forward and on the mirrored board, as the prelude's `bbgen_line_attacks`.
fn line_attacks(occupancy: u64, mask: u64, slider: u64) -> u64 {
    let o = occupancy & mask;
    let forward = o.wrapping_sub(slider.wrapping_mul(2));
    let reverse = o.swap_bytes().wrapping_sub(slider.swap_bytes().wrapping_mul(2));
    (forward ^ reverse.swap_bytes()) & mask
}

/// The bits of `x` under `mask`, packed to the low end.
fn pext(x: u64, mut mask: u64) -> u64 {
    let (mut out, mut bit) = (0, 1u64);
    while mask != 0 {
        if x & mask & mask.wrapping_neg() != 0 {
            out |= bit;
        }
        mask &= mask - 1;
        bit <<= 1;
    }
    out
}
