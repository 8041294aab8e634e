//! A formula as a typed tree, and its value at one index: what `check` builds from the closure
//! and the generator runs once per entry.

use proc_macro2::Span;

use super::number::{self, Arith, Compare, Method, Num, Value};

/// A typed expression of a formula.
#[derive(Debug)]
pub enum Node {
    /// A literal, whose type is known once the whole closure is typed.
    Literal(Literal),
    /// A constant: a literal of known type, or `true` and `false`.
    Const(Value),
    /// An index argument or a `let` binding, by its place in the environment.
    Local(usize),
    /// `-a`.
    Neg(Box<Node>, Span),
    /// `!a`.
    Not(Box<Node>),
    /// `a op b`.
    Arith(Arith, Box<Node>, Box<Node>, Span),
    /// `a op b`, a truth value.
    Compare(Compare, Box<Node>, Box<Node>),
    /// `a && b` when `true`, `a || b` when `false`: `b` is evaluated only when `a` is this.
    Logic(bool, Box<Node>, Box<Node>),
    /// `if cond { then } else { other }`.
    If(Box<Node>, Box<Node>, Box<Node>),
    /// `a as num`.
    Cast(Box<Node>, Num),
    /// `receiver.method(args)`: the receiver first.
    Method(Method, Vec<Node>, Span),
    /// `{ let ...; let ...; value }`: each `let` pushed on the environment in turn.
    Block(Vec<Node>, Box<Node>),
}

/// A literal as written, typed by the slot `ty` of the checker.
#[derive(Debug)]
pub struct Literal {
    /// Its digits in base 10, without underscores or suffix.
    pub digits: String,
    /// The slot of its type.
    pub ty: usize,
    /// Whether it is written with a minus before it.
    pub negative: bool,
    pub span: Span,
}

/// What stops an evaluation: a panic the closure would raise at run time.
#[derive(Debug)]
pub struct Fault {
    pub span: Span,
    pub message: &'static str,
}

/// The value of `node` where the environment holds the index arguments, then the bindings in
/// scope.
pub fn eval(node: &Node, env: &mut Vec<Value>) -> Result<Value, Fault> {
    let fault = |span: Span| move |message| Fault { span, message };
    Ok(match node {
        Node::Const(value) => *value,
        Node::Local(at) => env[*at],
        Node::Neg(a, span) => number::negate(eval(a, env)?).map_err(fault(*span))?,
        Node::Not(a) => Value::Bool(eval(a, env)? != Value::Bool(true)),
        Node::Arith(op, a, b, span) => {
            let (a, b) = (eval(a, env)?, eval(b, env)?);
            number::arith(*op, a, b).map_err(fault(*span))?
        }
        Node::Compare(op, a, b) => Value::Bool(number::compare(*op, eval(a, env)?, eval(b, env)?)),
        Node::Logic(and, a, b) => {
            let a = eval(a, env)?;
            if a == Value::Bool(*and) { eval(b, env)? } else { a }
        }
        Node::If(cond, then, other) => {
            if eval(cond, env)? == Value::Bool(true) {
                eval(then, env)?
            } else {
                eval(other, env)?
            }
        }
        Node::Cast(a, to) => number::cast(eval(a, env)?, *to),
        Node::Method(method, operands, span) => {
            let values = operands.iter().map(|operand| eval(operand, env)).collect::<Result<Vec<_>, _>>()?;
            number::call(*method, values[0], &values[1..]).map_err(fault(*span))?
        }
        Node::Block(lets, value) => {
            let base = env.len();
            for binding in lets {
                let bound = eval(binding, env)?;
                env.push(bound);
            }
            let value = eval(value, env)?;
            env.truncate(base);
            value
        }
        // The checker replaces every literal by its constant before any evaluation.
        Node::Literal(literal) => return Err(Fault { span: literal.span, message: "a literal left untyped" }),
    })
}
