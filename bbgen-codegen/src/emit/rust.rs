//! The Rust back end of the accessors: each [`Function`] as an `#[inline]` function, `const`
//! wherever its body allows.
//!
//! Sets are computed as `u64`s; where the pattern's element is `Bitboard`, a set read from a
//! parameter, a table or a sibling accessor is unwrapped with `.0`, and a set returned is
//! wrapped again.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{Names, docs, hex, is_packed};
use crate::eval::{Entry, Table};
use crate::ir::{Body, Expr, Feature, Field, Function, Helper, Op, Stmt, Ty};
use crate::spec::Elem;

/// What an expression must give: a plain `u64`, or the pattern's element type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Raw,
    Elem,
}

/// Where an operand stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Left of a binary operator.
    Left(Op),
    /// Right of a binary operator.
    Right(Op),
    /// Before `.method()`, `as` or after `!`.
    Receiver,
}

/// The printer of one pattern's accessors.
pub struct Printer<'a> {
    names: &'a Names<'a>,
    /// The tables the accessors read, by suffix, to tell what a load gives; none for stubs.
    tables: &'a [(String, &'a Table)],
    /// The parameters of the function being printed.
    params: Vec<(&'static str, Ty)>,
}

impl<'a> Printer<'a> {
    /// A printer for the pattern `names` names, whose tables are `tables`.
    pub fn new(names: &'a Names<'a>, tables: &'a [(String, &'a Table)]) -> Self {
        Printer { names, tables, params: Vec::new() }
    }

    /// The function's tokens; a stub's body never returns.
    pub fn function(&mut self, f: &Function, stub: bool) -> TokenStream {
        self.params = f.params.clone();
        let name = match f.suffix {
            None => self.names.func.clone(),
            Some(suffix) => self.names.func_with(suffix),
        };
        let params = f.params.iter().map(|&(param, ty)| {
            let (param, ty) = (format_ident!("{param}"), self.ty(ty));
            quote!(#param: #ty)
        });
        let ret = self.ty(f.ret);
        let vis = self.names.vis();
        let constness = if f.feature.is_none() { quote!(const) } else { quote!() };
        let attrs = match f.feature {
            Some(Feature::Bmi2) => super::bmi2_only(),
            _ => TokenStream::new(),
        };
        if stub {
            return quote! {
                #attrs
                #[allow(unused_variables, dead_code)]
                #vis #constness fn #name(#(#params),*) -> #ret {
                    loop {}
                }
            };
        }
        let doc = docs(&f.doc);
        let body = self.body(&f.body, f.ret);
        quote! {
            #doc
            #attrs
            #[inline]
            #vis #constness fn #name(#(#params),*) -> #ret {
                #body
            }
        }
    }

    fn ty(&self, ty: Ty) -> TokenStream {
        let elem = &self.names.elem;
        match ty {
            Ty::Square => quote!(::bbgen::__private::Square),
            Ty::Set => elem.clone(),
            Ty::U64 => quote!(u64),
            Ty::U32 => quote!(u32),
            Ty::U8 => quote!(u8),
            Ty::Index => quote!(usize),
            Ty::Bool => quote!(bool),
            Ty::Color => quote!(::bbgen::__private::Color),
            Ty::Piece => quote!(::bbgen::__private::Piece),
            Ty::Castling => quote!(::bbgen::__private::Castling),
            Ty::KingLines => quote!(&'static ::bbgen::__private::KingLines),
            Ty::SetPair => quote!((#elem, #elem)),
            Ty::Sse41U32 => quote!(::core::option::Option<u32>),
        }
    }

    fn body(&self, body: &Body, ret: Ty) -> TokenStream {
        let mut out = TokenStream::new();
        if uses(body, &|helper| matches!(helper, Helper::Shift(_))) {
            out.extend(quote!(
                use ::bbgen::__private::shift;
            ));
        }
        for stmt in &body.stmts {
            out.extend(match stmt {
                Stmt::Const(name, value) => {
                    let (name, value) = (format_ident!("{name}"), hex(*value));
                    quote!(const #name: u64 = #value;)
                }
                Stmt::Let(name, _, value) => {
                    let (name, value) = (format_ident!("{name}"), self.expr(value, Want::Raw));
                    quote!(let #name = #value;)
                }
                Stmt::LetBoth([first, second], value) => {
                    let (first, second) = (format_ident!("{first}"), format_ident!("{second}"));
                    let value = self.expr(value, Want::Raw);
                    quote!(let [#first, #second] = #value;)
                }
            });
        }
        out.extend(match (ret, &body.value) {
            (Ty::Set, value) => self.expr(value, Want::Elem),
            (Ty::SetPair, Expr::Pair(a, b)) => {
                let (a, b) = (self.expr(a, Want::Elem), self.expr(b, Want::Elem));
                quote!((#a, #b))
            }
            (Ty::KingLines, value) => {
                let value = self.expr(value, Want::Raw);
                quote!(&#value)
            }
            (_, value) => self.expr(value, Want::Raw),
        });
        out
    }

    /// The table with this suffix.
    fn table(&self, suffix: &str) -> Option<&Table> {
        self.tables.iter().find(|(name, _)| name == suffix).map(|&(_, table)| table)
    }

    /// Whether an expression gives the pattern's element rather than a `u64`.
    fn is_elem(&self, expr: &Expr) -> bool {
        let set_entry = |suffix: &str| self.table(suffix).is_some_and(|t| t.entry == Entry::Set && !is_packed(t));
        match expr {
            Expr::Var(name) => self.params.contains(&(name, Ty::Set)),
            Expr::Load(suffix, _) => set_entry(suffix),
            Expr::Accessor(..) => true,
            Expr::Call(Helper::MagicEntry | Helper::PextEntry, _) => set_entry(""),
            _ => false,
        }
    }

    fn expr(&self, expr: &Expr, want: Want) -> TokenStream {
        let printed = self.plain(expr);
        let wrapped = self.names.pattern.items.elem == Elem::Bitboard;
        match (wrapped, want, self.is_elem(expr)) {
            (true, Want::Raw, true) => quote!(#printed.0),
            (true, Want::Elem, false) => quote!(::bbgen::__private::Bitboard(#printed)),
            _ => printed,
        }
    }

    /// An operand in `place`: in brackets unless it binds tighter there, or reads the same
    /// without (a chain of one associative operator, a product in a sum).
    fn operand(&self, expr: &Expr, place: Place) -> TokenStream {
        let printed = self.expr(expr, Want::Raw);
        let bracket = match (expr, place) {
            (Expr::Bin(Op::WrappingAdd | Op::WrappingSub | Op::WrappingMul, ..), _) => false,
            (Expr::Bin(child, ..), Place::Left(parent)) if child == &parent => {
                matches!(parent, Op::And | Op::Or | Op::Xor | Op::Add | Op::Mul).then_some(false).unwrap_or(true)
            }
            (Expr::Bin(Op::Add | Op::Sub, ..), Place::Left(Op::Add | Op::Sub)) => false,
            (Expr::Bin(Op::Mul, ..), Place::Left(Op::Add | Op::Sub) | Place::Right(Op::Add | Op::Sub)) => false,
            (Expr::Bin(Op::Eq, ..), Place::Left(Op::AndAlso) | Place::Right(Op::AndAlso)) => false,
            (Expr::Bin(..) | Expr::Select(..), _) => true,
            // `x as u64 << n` would read `u64<` as generic arguments; a method binds tighter.
            (Expr::Cast(..), Place::Left(Op::Shl | Op::Shr | Op::Lt) | Place::Receiver) => true,
            (Expr::Cast(..), Place::Left(op) | Place::Right(op)) => {
                matches!(op, Op::And | Op::Or | Op::Xor | Op::Shl | Op::Shr)
            }
            (Expr::Not(..), Place::Receiver) => true,
            _ => false,
        };
        match expr {
            _ if bracket => quote!((#printed)),
            // A literal whose type nothing else tells.
            Expr::Int(value, Ty::U64) if matches!(place, Place::Receiver | Place::Left(Op::Shl | Op::Shr)) => {
                let value = proc_macro2::Literal::u64_suffixed(*value);
                quote!(#value)
            }
            _ => printed,
        }
    }

    /// The expression itself, before any unwrapping or wrapping of sets.
    fn plain(&self, expr: &Expr) -> TokenStream {
        match expr {
            Expr::Var(name) => {
                let name = format_ident!("{name}");
                quote!(#name)
            }
            Expr::Hex(value) => hex(*value),
            Expr::Int(value, _) => {
                let value = proc_macro2::Literal::u64_unsuffixed(*value);
                quote!(#value)
            }
            Expr::Bin(op, a, b) => {
                let (a, b) = match op {
                    Op::WrappingAdd | Op::WrappingSub | Op::WrappingMul => {
                        (self.operand(a, Place::Receiver), self.expr(b, Want::Raw))
                    }
                    _ => (self.operand(a, Place::Left(*op)), self.operand(b, Place::Right(*op))),
                };
                match op {
                    Op::And => quote!(#a & #b),
                    Op::Or => quote!(#a | #b),
                    Op::Xor => quote!(#a ^ #b),
                    Op::Shl => quote!(#a << #b),
                    Op::Shr => quote!(#a >> #b),
                    Op::Add => quote!(#a + #b),
                    Op::Sub => quote!(#a - #b),
                    Op::Mul => quote!(#a * #b),
                    Op::WrappingAdd => quote!(#a.wrapping_add(#b)),
                    Op::WrappingSub => quote!(#a.wrapping_sub(#b)),
                    Op::WrappingMul => quote!(#a.wrapping_mul(#b)),
                    Op::Eq => quote!(#a == #b),
                    Op::Lt => quote!(#a < #b),
                    Op::AndAlso => quote!(#a && #b),
                }
            }
            Expr::Not(a) => {
                let a = self.operand(a, Place::Receiver);
                quote!(!#a)
            }
            Expr::Cast(a, ty) => {
                let (a, ty) = (self.operand(a, Place::Receiver), self.ty(*ty));
                quote!(#a as #ty)
            }
            Expr::Select(cond, then, other) => {
                let (cond, then, other) =
                    (self.expr(cond, Want::Raw), self.expr(then, Want::Raw), self.expr(other, Want::Raw));
                quote!(if #cond { #then } else { #other })
            }
            Expr::Field(name, field) => {
                let name = format_ident!("{name}");
                match field {
                    Field::Role => quote!(#name.role),
                    Field::Color => quote!(#name.color),
                    Field::Bits => quote!(#name.bits()),
                }
            }
            Expr::Load(suffix, indices) => {
                let table = self.names.table_with(suffix);
                let indices: Vec<TokenStream> = indices.iter().map(|index| self.expr(index, Want::Raw)).collect();
                match self.table(suffix) {
                    Some(t) if is_packed(t) => quote!(#table.u64_at(#(#indices)*)),
                    _ => quote!(#table #([#indices])*),
                }
            }
            Expr::Table(suffix) => {
                let table = self.names.table_with(suffix);
                quote!(&#table)
            }
            Expr::Accessor(suffix, args) => {
                let name = self.names.func_with(suffix);
                let args = args.iter().map(|arg| self.plain(arg));
                quote!(#name(#(#args),*))
            }
            Expr::Call(helper, args) => self.call(*helper, args),
            Expr::Pair(a, b) => {
                let (a, b) = (self.expr(a, Want::Raw), self.expr(b, Want::Raw));
                quote!((#a, #b))
            }
        }
    }

    fn call(&self, helper: Helper, args: &[Expr]) -> TokenStream {
        let arg = |i: usize| self.expr(&args[i], Want::Raw);
        match helper {
            Helper::Shift(dir) => {
                let (dir, set) = (Ident::new(dir.word(), proc_macro2::Span::call_site()), arg(0));
                quote!(shift::#dir(#set))
            }
            Helper::X88Diff => {
                let (a, b) = (arg(0), arg(1));
                quote!(::bbgen::__private::x88_diff(#a, #b))
            }
            Helper::TriangularEntry => {
                let (table, a, b) = (arg(0), arg(1), arg(2));
                quote!(::bbgen::__private::triangular_entry(#table, #a, #b))
            }
            Helper::RotateLeft | Helper::RotateRight => {
                let (value, by) = (self.operand(&args[0], Place::Receiver), arg(1));
                let method = if helper == Helper::RotateLeft { quote!(rotate_left) } else { quote!(rotate_right) };
                quote!(#value.#method(#by))
            }
            Helper::Pext => {
                let (value, mask) = (arg(0), arg(1));
                quote!(::bbgen::__private::pext(#value, #mask))
            }
            Helper::MagicEntry | Helper::PextEntry => {
                let (record, occupancy) = (self.plain(&args[0]), arg(1));
                let entry = quote!(#record.entry(#occupancy));
                if self.table("").is_some_and(is_packed) { quote!(u64::from_le_bytes(#entry)) } else { entry }
            }
            Helper::RookFill | Helper::BishopFill => {
                let fill = if helper == Helper::RookFill { quote!(rook_attacks) } else { quote!(bishop_attacks) };
                let (set, empty) = (arg(0), arg(1));
                quote!(::bbgen::__private::fill::#fill(#set, #empty))
            }
            Helper::HyperbolaLine | Helper::BlockerLine => {
                let name = if helper == Helper::HyperbolaLine { quote!(hyperbola) } else { quote!(between_blockers) };
                let args = (0..args.len()).map(arg);
                quote!(::bbgen::__private::slide::#name(#(#args),*))
            }
            Helper::VectorBishop => {
                let (diagonals, occupancy, slider) = (self.plain(&args[0]), arg(1), arg(2));
                quote!(::bbgen::__private::vector::bishop_lines(&#diagonals, #occupancy, #slider))
            }
            Helper::VectorQueen => {
                let (file, diagonals, occupancy, slider) = (arg(0), self.plain(&args[1]), arg(2), arg(3));
                quote!(::bbgen::__private::vector::queen_lines(#file, &#diagonals, #occupancy, #slider))
            }
            Helper::DirSet(way) => {
                let (lines, pattern) = (self.plain(&args[0]), arg(1));
                let method = format_ident!("dir_set{}", way.suffix());
                quote!(#lines.#method(#pattern))
            }
        }
    }
}

/// Whether a body calls a helper for which `is` holds.
fn uses(body: &Body, is: &dyn Fn(Helper) -> bool) -> bool {
    fn expr(e: &Expr, is: &dyn Fn(Helper) -> bool) -> bool {
        match e {
            Expr::Call(helper, args) => is(*helper) || args.iter().any(|a| expr(a, is)),
            Expr::Bin(_, a, b) | Expr::Pair(a, b) => expr(a, is) || expr(b, is),
            Expr::Not(a) | Expr::Cast(a, _) => expr(a, is),
            Expr::Select(a, b, c) => expr(a, is) || expr(b, is) || expr(c, is),
            Expr::Load(_, args) | Expr::Accessor(_, args) => args.iter().any(|a| expr(a, is)),
            Expr::Var(_) | Expr::Hex(_) | Expr::Int(..) | Expr::Field(..) | Expr::Table(_) => false,
        }
    }
    let stmt = |s: &Stmt| match s {
        Stmt::Const(..) => false,
        Stmt::Let(_, _, e) | Stmt::LetBoth(_, e) => expr(e, is),
    };
    body.stmts.iter().any(stmt) || expr(&body.value, is)
}
