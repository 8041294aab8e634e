//! From the closure's syntax to a typed [`Node`] tree, typed as rustc types the same closure
//! compiled as `fn(usize, ...) -> T`: the operands of an operator share one type, an unsuffixed
//! literal takes the type its uses give it (the type of an `as` it is cast by, directly), else
//! `i32` or `f64`; a method needs a receiver whose type is already known, but for `min`, `max`
//! and `clamp` of an integer, which rustc finds through `Ord`.
//!
//! Every mistake is a spanned error saying what a formula may hold.

use proc_macro2::{Ident, Span};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{BinOp, Block, Expr, Lit, Local, Pat, Stmt, Type, UnOp};

use super::eval::{Literal, Node};
use super::number::{Arith, Compare, Method, Num, Value};

/// A type as the checker knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Known {
    Num(Num),
    Bool,
}

/// What is known of one expression's type.
#[derive(Clone, Copy, Debug)]
enum Slot {
    /// The same type as another slot's.
    Same(usize),
    Known(Known),
    /// Some integer type, `i32` unless something says which.
    Integer,
    /// Some float type, `f64` unless something says which.
    Float,
}

/// A check left until every type is known.
enum Later {
    /// `-a`: `a` must be a signed integer or a float.
    Negate(usize, Span),
    /// An arithmetic operator's operands must be numbers.
    Numbers(usize, Span, String),
    /// `a as T`: `a` must be a number, or a truth value cast to an integer.
    Cast(usize, Num, Span),
}

/// The typing of one closure.
struct Checker {
    slots: Vec<Slot>,
    /// The names in scope, innermost last: name, place in the environment, slot.
    scope: Vec<(String, usize, usize)>,
    /// How many values the environment holds where the checker stands.
    depth: usize,
    later: Vec<Later>,
}

/// The typed tree of `body`, for index arguments named `params` and a table of `elem`s.
pub fn check(body: &Expr, params: &[String], elem: Num) -> syn::Result<Node> {
    let mut checker = Checker { slots: Vec::new(), scope: Vec::new(), depth: params.len(), later: Vec::new() };
    for (at, name) in params.iter().enumerate() {
        let slot = checker.known(Known::Num(Num::Usize));
        checker.scope.push((name.clone(), at, slot));
    }
    let (mut node, ty) = checker.expr(body, None)?;
    let want = checker.known(Known::Num(elem));
    checker.unify(want, ty, body.span()).map_err(|_| {
        let found = checker.describe(ty);
        let message = format!(
            "this formula gives {found} where the table holds `{elem}`: convert it, as `(...) as {elem}`",
            elem = elem.name()
        );
        syn::Error::new(body.span(), message)
    })?;
    for later in std::mem::take(&mut checker.later) {
        checker.verify(later)?;
    }
    checker.constants(&mut node)?;
    Ok(node)
}

impl Checker {
    fn slot(&mut self, slot: Slot) -> usize {
        self.slots.push(slot);
        self.slots.len() - 1
    }

    fn known(&mut self, known: Known) -> usize {
        self.slot(Slot::Known(known))
    }

    /// The slot that stands for `slot`'s type.
    fn find(&self, mut slot: usize) -> usize {
        while let Slot::Same(next) = self.slots[slot] {
            slot = next;
        }
        slot
    }

    /// The type of `slot` where known now.
    fn now(&self, slot: usize) -> Slot {
        self.slots[self.find(slot)]
    }

    /// The type of `slot` once typing is done: an integer or float literal left free takes
    /// `i32` or `f64`.
    fn resolved(&self, slot: usize) -> Known {
        match self.now(slot) {
            Slot::Known(known) => known,
            Slot::Integer => Known::Num(Num::I32),
            Slot::Float | Slot::Same(_) => Known::Num(Num::F64),
        }
    }

    /// A type in words, for messages.
    fn describe(&self, slot: usize) -> String {
        match self.now(slot) {
            Slot::Known(Known::Num(num)) => format!("`{}`", num.name()),
            Slot::Known(Known::Bool) => "`bool`".into(),
            Slot::Integer => "an integer".into(),
            Slot::Float | Slot::Same(_) => "a float".into(),
        }
    }

    /// Makes `found` the same type as `expected`, or says why it cannot be, at `span`.
    fn unify(&mut self, expected: usize, found: usize, span: Span) -> syn::Result<()> {
        let (a, b) = (self.find(expected), self.find(found));
        if a == b {
            return Ok(());
        }
        let is = |slot: Slot, float: bool| matches!(slot, Slot::Known(Known::Num(num)) if num.is_float() == float);
        let (link, to) = match (self.slots[a], self.slots[b]) {
            (Slot::Known(x), Slot::Known(y)) if x == y => (b, a),
            (Slot::Integer, Slot::Integer) | (Slot::Float, Slot::Float) => (b, a),
            (known, Slot::Integer) if is(known, false) => (b, a),
            (known, Slot::Float) if is(known, true) => (b, a),
            (Slot::Integer, known) if is(known, false) => (a, b),
            (Slot::Float, known) if is(known, true) => (a, b),
            _ => {
                let message = format!("mismatched types: expected {}, found {}", self.describe(a), self.describe(b));
                return Err(syn::Error::new(span, message));
            }
        };
        self.slots[link] = Slot::Same(to);
        Ok(())
    }

    /// An expression's tree and the slot of its type. `cast_to` is the type of an `as` that
    /// casts it directly, which an unsuffixed literal of the same kind takes.
    fn expr(&mut self, expr: &Expr, cast_to: Option<Num>) -> syn::Result<(Node, usize)> {
        match expr {
            Expr::Lit(lit) => self.literal(&lit.lit, cast_to),
            Expr::Paren(inner) => self.expr(&inner.expr, cast_to),
            Expr::Group(inner) => self.expr(&inner.expr, cast_to),
            Expr::Unary(unary) => match unary.op {
                UnOp::Neg(_) => {
                    let (node, ty) = self.expr(&unary.expr, cast_to)?;
                    self.later.push(Later::Negate(ty, unary.span()));
                    Ok(match node {
                        Node::Literal(mut literal) if !literal.negative => {
                            literal.negative = true;
                            (Node::Literal(literal), ty)
                        }
                        node => (Node::Neg(Box::new(node), unary.span()), ty),
                    })
                }
                UnOp::Not(_) => {
                    let (node, ty) = self.expr(&unary.expr, None)?;
                    let truth = self.known(Known::Bool);
                    self.unify(truth, ty, unary.expr.span()).map_err(|_| {
                        let message =
                            "`!` in a formula is logical not, of a truth value: a formula has no bitwise operators";
                        syn::Error::new(unary.span(), message)
                    })?;
                    Ok((Node::Not(Box::new(node)), truth))
                }
                _ => Err(unsupported(expr)),
            },
            Expr::Binary(binary) => self.binary(&binary.left, &binary.op, &binary.right),
            Expr::Cast(cast) => {
                let to = num_type(&cast.ty)?;
                let (node, ty) = self.expr(&cast.expr, Some(to))?;
                self.later.push(Later::Cast(ty, to, cast.span()));
                Ok((Node::Cast(Box::new(node), to), self.known(Known::Num(to))))
            }
            Expr::If(branch) => {
                let (cond, ty) = self.expr(&branch.cond, None)?;
                let truth = self.known(Known::Bool);
                self.unify(truth, ty, branch.cond.span())?;
                let (then, then_ty) = self.block(&branch.then_branch)?;
                let Some((_, other)) = &branch.else_branch else {
                    let message = "an `if` in a formula needs an `else`: every branch gives the entry's value";
                    return Err(syn::Error::new(branch.if_token.span, message));
                };
                let (other_node, other_ty) = self.expr(other, None)?;
                self.unify(then_ty, other_ty, other.span())?;
                Ok((Node::If(Box::new(cond), Box::new(then), Box::new(other_node)), then_ty))
            }
            Expr::Block(block) if block.label.is_none() => self.block(&block.block),
            Expr::Path(path) => {
                let found = path.qself.is_none().then(|| path.path.get_ident()).flatten().and_then(|ident| {
                    let name = ident.to_string();
                    self.scope.iter().rev().find(|(bound, ..)| *bound == name).map(|&(_, at, slot)| (at, slot))
                });
                let Some((at, slot)) = found else {
                    let message = format!(
                        "`{}` is neither an index of the formula nor a `let` of it: a formula reads its \
                         closure's arguments, its own `let`s and literals",
                        path.path.to_token_stream().to_string().replace(' ', "")
                    );
                    return Err(syn::Error::new_spanned(path, message));
                };
                Ok((Node::Local(at), slot))
            }
            Expr::MethodCall(call) => {
                if let Some(turbofish) = &call.turbofish {
                    return Err(syn::Error::new_spanned(turbofish, "a formula's methods take no type arguments"));
                }
                let (receiver, ty) = self.expr(&call.receiver, None)?;
                self.method(&call.method, receiver, ty, call.receiver.span(), call.args.iter())
            }
            Expr::Call(call) => {
                // `f64::ln(x)`: a method called through its type's path.
                let path = match &*call.func {
                    Expr::Path(path) if path.qself.is_none() && path.path.segments.len() == 2 => Some(&path.path),
                    _ => None,
                };
                let typed = path.and_then(|path| {
                    let num = Num::named(&path.segments[0].ident.to_string())?;
                    let arguments = path.segments.iter().all(|segment| segment.arguments.is_none());
                    arguments.then_some((num, &path.segments[1].ident))
                });
                let (Some((num, method)), Some(first)) = (typed, call.args.first()) else {
                    let message = "a formula calls no functions: only methods of numbers, such as \
                                   `(x as f64).ln()` or `f64::ln(x as f64)`";
                    return Err(syn::Error::new_spanned(&call.func, message));
                };
                let (receiver, ty) = self.expr(first, None)?;
                let want = self.known(Known::Num(num));
                self.unify(want, ty, first.span())?;
                self.method(method, receiver, want, first.span(), call.args.iter().skip(1))
            }
            _ => Err(unsupported(expr)),
        }
    }

    fn literal(&mut self, lit: &Lit, cast_to: Option<Num>) -> syn::Result<(Node, usize)> {
        let (digits, suffix, float) = match lit {
            Lit::Int(int) => (int.base10_digits(), int.suffix(), false),
            Lit::Float(float) => (float.base10_digits(), float.suffix(), true),
            Lit::Bool(truth) => return Ok((Node::Const(Value::Bool(truth.value)), self.known(Known::Bool))),
            _ => {
                let message = "a formula computes with numbers and truth values: this literal is neither";
                return Err(syn::Error::new(lit.span(), message));
            }
        };
        let slot = match (suffix, Num::named(suffix)) {
            ("", _) => match cast_to {
                Some(num) if num.is_float() == float => Slot::Known(Known::Num(num)),
                _ if float => Slot::Float,
                _ => Slot::Integer,
            },
            (_, Some(num)) if float && !num.is_float() => {
                let message = format!("a float literal cannot be `{suffix}`: write it as an integer, or cast it");
                return Err(syn::Error::new(lit.span(), message));
            }
            (_, Some(num)) => Slot::Known(Known::Num(num)),
            (_, None) => {
                let message = format!("unknown suffix `{suffix}`: a formula's literals may end in a number type");
                return Err(syn::Error::new(lit.span(), message));
            }
        };
        let ty = self.slot(slot);
        Ok((Node::Literal(Literal { digits: digits.to_owned(), ty, negative: false, span: lit.span() }), ty))
    }

    fn binary(&mut self, left: &Expr, op: &BinOp, right: &Expr) -> syn::Result<(Node, usize)> {
        let arith = match op {
            BinOp::Add(_) => Some(Arith::Add),
            BinOp::Sub(_) => Some(Arith::Sub),
            BinOp::Mul(_) => Some(Arith::Mul),
            BinOp::Div(_) => Some(Arith::Div),
            BinOp::Rem(_) => Some(Arith::Rem),
            _ => None,
        };
        let compare = match op {
            BinOp::Eq(_) => Some(Compare::Eq),
            BinOp::Ne(_) => Some(Compare::Ne),
            BinOp::Lt(_) => Some(Compare::Lt),
            BinOp::Le(_) => Some(Compare::Le),
            BinOp::Gt(_) => Some(Compare::Gt),
            BinOp::Ge(_) => Some(Compare::Ge),
            _ => None,
        };
        let logic = match op {
            BinOp::And(_) => Some(true),
            BinOp::Or(_) => Some(false),
            _ => None,
        };
        if arith.is_none() && compare.is_none() && logic.is_none() {
            let message = format!(
                "unsupported operator `{}`: a formula may use `+ - * / %`, the comparisons, `&&`, `||`, \
                 unary `-` and `!`",
                op.to_token_stream()
            );
            return Err(syn::Error::new(op.span(), message));
        }
        let (a, a_ty) = self.expr(left, None)?;
        let (b, b_ty) = self.expr(right, None)?;
        let (a, b) = (Box::new(a), Box::new(b));
        if let Some(and) = logic {
            let truth = self.known(Known::Bool);
            self.unify(truth, a_ty, left.span())?;
            self.unify(truth, b_ty, right.span())?;
            return Ok((Node::Logic(and, a, b), truth));
        }
        self.unify(a_ty, b_ty, right.span())?;
        if let Some(compare) = compare {
            return Ok((Node::Compare(compare, a, b), self.known(Known::Bool)));
        }
        self.later.push(Later::Numbers(a_ty, op.span(), op.to_token_stream().to_string()));
        Ok((Node::Arith(arith.unwrap_or(Arith::Add), a, b, op.span()), a_ty))
    }

    fn block(&mut self, block: &Block) -> syn::Result<(Node, usize)> {
        let (scope, depth) = (self.scope.len(), self.depth);
        let mut lets = Vec::new();
        let mut value = None;
        for (i, stmt) in block.stmts.iter().enumerate() {
            match stmt {
                Stmt::Local(local) => lets.push(self.binding(local)?),
                Stmt::Expr(expr, None) if i + 1 == block.stmts.len() => value = Some(self.expr(expr, None)?),
                _ => {
                    let message = "a formula's block holds `let` bindings, then its value without a `;`";
                    return Err(syn::Error::new_spanned(stmt, message));
                }
            }
        }
        let Some((value, ty)) = value else {
            let message = "this block gives no value: end it with the entry's value, without a `;`";
            return Err(syn::Error::new(block.brace_token.span.join(), message));
        };
        self.scope.truncate(scope);
        self.depth = depth;
        Ok((if lets.is_empty() { value } else { Node::Block(lets, Box::new(value)) }, ty))
    }

    /// A `let`: its value's tree, with its name now in scope.
    fn binding(&mut self, local: &Local) -> syn::Result<Node> {
        let (pat, annotation) = match &local.pat {
            Pat::Type(typed) => (&*typed.pat, Some(&*typed.ty)),
            pat => (pat, None),
        };
        let name = match pat {
            Pat::Ident(ident) if ident.by_ref.is_none() && ident.mutability.is_none() && ident.subpat.is_none() => {
                plain_name(&ident.ident)?
            }
            _ => {
                let message = "a `let` in a formula binds one name, once: `let x = ...;`";
                return Err(syn::Error::new_spanned(&local.pat, message));
            }
        };
        let Some(init) = local.init.as_ref().filter(|init| init.diverge.is_none()) else {
            return Err(syn::Error::new_spanned(local, "a `let` in a formula gives its name a value: `let x = ...;`"));
        };
        let (node, ty) = self.expr(&init.expr, None)?;
        if let Some(annotation) = annotation {
            let known = if is_bool(annotation) { Known::Bool } else { Known::Num(num_type(annotation)?) };
            let want = self.known(known);
            self.unify(want, ty, init.expr.span())?;
        }
        self.scope.push((name, self.depth, ty));
        self.depth += 1;
        Ok(node)
    }

    /// `receiver.name(args)`, the receiver's type in `ty`.
    fn method<'a>(
        &mut self,
        name: &Ident,
        receiver: Node,
        ty: usize,
        receiver_span: Span,
        args: impl ExactSizeIterator<Item = &'a Expr>,
    ) -> syn::Result<(Node, usize)> {
        let Some(method) = Method::named(&name.to_string()) else {
            let names: Vec<&str> = Method::ALL.iter().map(|(word, _)| *word).collect();
            let message = format!("unsupported method `{name}`: a formula may call {}", names.join(", "));
            return Err(syn::Error::new(name.span(), message));
        };
        // The slot each argument must share.
        let params: Vec<usize> = match self.now(ty) {
            Slot::Known(Known::Num(num)) => {
                let Some(params) = method.params(num) else {
                    let message = format!(
                        "`{name}` is a method of {}, and this is `{}`: cast it first, as `(x as f64).{name}(...)`",
                        method.receivers(),
                        num.name()
                    );
                    return Err(syn::Error::new(name.span(), message));
                };
                params.into_iter().map(|param| self.known(Known::Num(param))).collect()
            }
            Slot::Known(Known::Bool) => {
                return Err(syn::Error::new(name.span(), format!("`{name}` is a method of numbers, not of `bool`")));
            }
            // rustc finds `min`, `max` and `clamp` of an integer of no known type yet through
            // `Ord`, whose arguments share the receiver's type: they type it, else `i32` does.
            Slot::Integer if matches!(method, Method::Min | Method::Max | Method::Clamp) => {
                vec![ty; if method == Method::Clamp { 2 } else { 1 }]
            }
            unknown => {
                let (literal, cast) =
                    if matches!(unknown, Slot::Integer) { ("2_i64", "i64") } else { ("2.0_f64", "f64") };
                let message = format!(
                    "can't call method `{name}` on a number of no known type yet: give it one, as \
                     `{literal}.{name}(...)` or `(x as {cast}).{name}(...)`"
                );
                return Err(syn::Error::new(receiver_span, message));
            }
        };
        if args.len() != params.len() {
            let message = format!("`{name}` takes {} argument(s), found {}", params.len(), args.len());
            return Err(syn::Error::new(name.span(), message));
        }
        let mut operands = vec![receiver];
        for (arg, want) in args.zip(params) {
            let (node, arg_ty) = self.expr(arg, None)?;
            self.unify(want, arg_ty, arg.span())?;
            operands.push(node);
        }
        Ok((Node::Method(method, operands, name.span()), ty))
    }

    fn verify(&self, later: Later) -> syn::Result<()> {
        let (ty, span, problem) = match later {
            Later::Negate(ty, span) => match self.resolved(ty) {
                Known::Num(num) if num.is_float() || num.is_signed() => return Ok(()),
                known => (known, span, "cannot be negated: cast it to a signed type first".to_owned()),
            },
            Later::Numbers(ty, span, op) => match self.resolved(ty) {
                Known::Num(_) => return Ok(()),
                known => (known, span, format!("has no `{op}`: arithmetic needs numbers")),
            },
            Later::Cast(ty, to, span) => match self.resolved(ty) {
                Known::Bool if to.is_float() => {
                    (Known::Bool, span, format!("cannot be cast as `{}`, only as an integer", to.name()))
                }
                _ => return Ok(()),
            },
        };
        let name = match ty {
            Known::Num(num) => num.name(),
            Known::Bool => "bool",
        };
        Err(syn::Error::new(span, format!("`{name}` {problem}")))
    }

    /// Replaces every literal by its value in the type it was given, or says why it does not fit.
    fn constants(&self, node: &mut Node) -> syn::Result<()> {
        match node {
            Node::Literal(literal) => *node = Node::Const(self.value(literal)?),
            Node::Const(_) | Node::Local(_) => {}
            Node::Neg(a, _) | Node::Not(a) | Node::Cast(a, _) => self.constants(a)?,
            Node::Arith(_, a, b, _) | Node::Compare(_, a, b) | Node::Logic(_, a, b) => {
                self.constants(a)?;
                self.constants(b)?;
            }
            Node::If(a, b, c) => {
                self.constants(a)?;
                self.constants(b)?;
                self.constants(c)?;
            }
            Node::Method(_, operands, _) => operands.iter_mut().try_for_each(|operand| self.constants(operand))?,
            Node::Block(lets, value) => {
                lets.iter_mut().try_for_each(|binding| self.constants(binding))?;
                self.constants(value)?;
            }
        }
        Ok(())
    }

    fn value(&self, literal: &Literal) -> syn::Result<Value> {
        let sign = if literal.negative { "-" } else { "" };
        let num = match self.resolved(literal.ty) {
            Known::Num(num) => num,
            Known::Bool => Num::I32,
        };
        let value = match num {
            Num::F32 => literal.digits.parse::<f32>().ok().map(|x| Value::F32(if literal.negative { -x } else { x })),
            Num::F64 => literal.digits.parse::<f64>().ok().map(|x| Value::F64(if literal.negative { -x } else { x })),
            _ => {
                let (min, max) = num.range();
                let magnitude = literal.digits.parse::<i128>().ok();
                let value = magnitude.map(|x| if literal.negative { -x } else { x });
                value.filter(|x| (min..=max).contains(x)).map(|x| Value::Int(x, num))
            }
        };
        value.ok_or_else(|| {
            let (min, max) = num.range();
            let message = format!(
                "literal out of range for `{}`: {sign}{} is not within {min}..={max}",
                num.name(),
                literal.digits
            );
            syn::Error::new(literal.span, message)
        })
    }
}

/// A name as a formula binds it: an identifier written plainly.
pub fn plain_name(ident: &Ident) -> syn::Result<String> {
    let name = ident.to_string();
    if name.starts_with("r#") {
        return Err(syn::Error::new(ident.span(), "write this name without `r#`: it names a parameter"));
    }
    Ok(name)
}

/// Whether a type is `bool`.
fn is_bool(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.qself.is_none() && path.path.is_ident("bool"))
}

/// The number type a type names, through any invisible group a `macro_rules!` made.
pub fn num_type(ty: &Type) -> syn::Result<Num> {
    match ty {
        Type::Group(group) => num_type(&group.elem),
        Type::Path(path) if path.qself.is_none() => {
            path.path.get_ident().and_then(|ident| Num::named(&ident.to_string())).ok_or_else(|| not_a_number(ty))
        }
        _ => Err(not_a_number(ty)),
    }
}

fn not_a_number(ty: &Type) -> syn::Error {
    syn::Error::new_spanned(
        ty,
        "a formula computes in `u8`, `u16`, `u32`, `u64`, `usize`, `i8`, `i16`, `i32`, `i64`, `isize`, `f32` \
         and `f64` (and `bool` in a `let`)",
    )
}

fn unsupported(expr: &Expr) -> syn::Error {
    syn::Error::new_spanned(
        expr,
        "a formula may hold literals, its index arguments, `let`s in a block, `+ - * / %`, comparisons, \
         `&&`, `||`, `!`, `if`/`else`, `as` and the methods ln, log2, log10, sqrt, exp, powi, powf, pow, abs, \
         min, max, floor, ceil, round, trunc and clamp: not this",
    )
}
