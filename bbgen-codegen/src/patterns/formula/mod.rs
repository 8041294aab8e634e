//! `formula!(name = REDUCTIONS, [[u8; 64]; 64], |depth, moves| ...)`: a table of numbers that
//! a Rust closure of its indices computes, evaluated by the generator while expanding, as an
//! engine's `init()` would fill it at start-up.
//!
//! The closure is read as Rust (syn), typed as rustc types it (`check`), and run once per entry
//! with Rust's integer rules and the host's floats (`number`), so that every entry is, bit for
//! bit, what the same closure gives at run time on the same target.

mod check;
mod eval;
mod number;
mod text;

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Expr, ExprClosure, Lit, Pat, ReturnType, Token, Type};

use self::number::{Num, Value};
use super::Pattern;
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::load;
use crate::ir::{Function, Ty, Var};
use crate::names::{Names, intern};
use crate::tables::{Entry, Evaluated, Example, Scalar, Table};

/// The most bytes a formula's table may take.
const MAX_BYTES: usize = 1 << 20;

/// What a formula's type may be, for messages.
const EXPECTED_TYPE: &str = "expected the table's type: an array of one to three dimensions of `u8`, `u16`, `u32`, \
                             `u64`, `i8`, `i16`, `i32`, `i64`, `f32` or `f64`, such as `[[u8; 64]; 64]`";

/// A formula's table, evaluated.
#[derive(Clone, Debug, Default)]
pub struct Formula {
    /// The length of each dimension, outermost first.
    shape: Vec<usize>,
    /// The element type; `u8` until read.
    elem: Option<Scalar>,
    /// The closure's index arguments, in order.
    params: Vec<&'static str>,
    /// The closure on one line.
    text: String,
    /// Every entry's bits, row-major.
    values: Vec<u64>,
    /// The first mistake in the formula, which its evaluation finds.
    mistake: Option<syn::Error>,
}

impl Pattern for Formula {
    const NAME: &'static str = "formula";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        (
            "formula_lmr",
            "formula!(name = REDUCTIONS, [[u8; 64]; 64], |depth, moves| if depth == 0 || moves == 0 { 0 } else { \
             (0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25) as u8 })",
        ),
        ("formula_history", "formula!(name = HISTORY_BONUS, [i16; 32], |depth| (268 * depth as i16 - 352).min(1153))"),
        (
            "formula_sigmoid",
            "formula!(name = WIN_CHANCE, [f32; 64], |x| 1.0 / (1.0 + (-(x as f32 - 32.0) / 8.0).exp()))",
        ),
    ];
    const EMITS: &'static str = "a table of numbers that a Rust closure of its indices computes, such as \
                                 late-move reductions";
    const DRAWING: Option<&'static str> = Some(
        "the table's type and a closure of its indices after the options, such as \
         `formula!(name = TABLE, [[u8; 64]; 64], |depth, moves| ...)`",
    );

    /// The formula evaluated; after a mistake, the mistake and as much of its shape and indices
    /// as could be read, for the stub accessor.
    fn new(args: &Args) -> Self {
        let Some(tokens) = args.drawing.clone() else { return Formula::default() };
        read(tokens.clone()).unwrap_or_else(|mistake| Formula { mistake: Some(mistake), ..outline(tokens) })
    }

    fn mistake(&self) -> Option<syn::Error> {
        self.mistake.clone()
    }

    fn evaluate(&self) -> Evaluated {
        let indices: String = self.params.iter().map(|param| format!("[{param}]")).collect();
        Evaluated {
            tables: vec![Table::main(&self.shape, Entry::Scalar(self.elem()), self.values.clone())],
            summary: format!(
                "`{{table}}{indices}` holds this closure's value at those indices, computed by the generator \
                 with Rust's arithmetic and this machine's floats: the bits the closure gives at run time."
            ),
            example_label: self.text.clone(),
            example: Example::Text(self.samples()),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let params: Vec<Var> = self.params.iter().map(|&name| Var::new(name, Ty::Index)).collect();
        let list: Vec<String> = self.params.iter().map(|param| format!("`{param}`")).collect();
        let doc = vec![format!(
            " The formula at {}, by lookup in [`{}`]; an index out of range panics, as indexing does.",
            list.join(", "),
            names.table
        )];
        let value = load("", params.iter().map(|param| param.get()).collect());
        vec![Function::new(doc, None, params, Ty::Scalar(self.elem()), value)]
    }
}

impl Formula {
    fn elem(&self) -> Scalar {
        self.elem.unwrap_or(Scalar::U8)
    }

    /// A few entries for the doc: along the diagonal at 0, 1, 2, 4, 8 ... and the last.
    fn samples(&self) -> Vec<String> {
        let longest = self.shape.iter().copied().max().unwrap_or(1);
        let mut picks: Vec<Vec<usize>> = Vec::new();
        let steps = std::iter::once(0).chain(std::iter::successors(Some(1), |k| Some(k * 2)));
        for k in steps.take_while(|&k| k < longest).chain([longest - 1]) {
            let pick: Vec<usize> = self.shape.iter().map(|&len| k.min(len - 1)).collect();
            if picks.last() != Some(&pick) {
                picks.push(pick);
            }
        }
        picks
            .iter()
            .map(|pick| {
                let at = pick.iter().zip(&self.shape).fold(0, |flat, (&i, &len)| flat * len + i);
                let indices: String = pick.iter().map(|i| format!("[{i}]")).collect();
                format!("{indices} = {}", self.elem().text(self.values[at]))
            })
            .collect()
    }
}

/// The table's type and the closure, as written.
fn written(tokens: TokenStream) -> syn::Result<(Type, ExprClosure)> {
    let parser = |input: ParseStream| {
        let ty: Type = input.parse().map_err(|e| syn::Error::new(e.span(), EXPECTED_TYPE))?;
        if !input.peek(Token![,]) {
            return Err(input.error("expected `,` and a closure of the table's indices, such as `|depth, moves| ...`"));
        }
        input.parse::<Token![,]>()?;
        let expected = "expected a closure of the table's indices, such as `|depth, moves| ...`";
        let mut expr: Expr = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
        // A closure passed through a `macro_rules!` arrives in an invisible group.
        while let Expr::Group(group) = expr {
            expr = *group.expr;
        }
        let Expr::Closure(closure) = expr else { return Err(syn::Error::new_spanned(expr, expected)) };
        if input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
        }
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the closure: a formula's options come before its type"));
        }
        Ok((ty, closure))
    };
    parser.parse2(tokens)
}

/// The shape and element type of a table's type.
fn shape(ty: &Type) -> syn::Result<(Vec<usize>, Scalar)> {
    let mut dims = Vec::new();
    let mut at = ty;
    loop {
        match at {
            Type::Group(group) => at = &group.elem,
            Type::Array(array) => {
                dims.push(length(&array.len)?);
                at = &array.elem;
            }
            _ => break,
        }
    }
    let name = match at {
        Type::Path(path) if path.qself.is_none() => path.path.get_ident().map(ToString::to_string),
        _ => None,
    };
    let elem = Scalar::ALL.into_iter().find(|scalar| name.as_deref() == Some(scalar.name()));
    let (Some(elem), false) = (elem, dims.is_empty()) else {
        return Err(syn::Error::new_spanned(ty, EXPECTED_TYPE));
    };
    if dims.len() > 3 {
        let message = format!("a formula's table has one to three dimensions; this type has {}", dims.len());
        return Err(syn::Error::new_spanned(ty, message));
    }
    let bytes = dims.iter().try_fold(elem.bytes(), |bytes, &len| bytes.checked_mul(len));
    if bytes.is_none_or(|bytes| bytes > MAX_BYTES) {
        let size = bytes.map_or_else(|| "more than usize::MAX".to_owned(), |bytes| bytes.to_string());
        let message =
            format!("this table would take {size} bytes; a formula's table takes at most 1 MiB (1048576 bytes)");
        return Err(syn::Error::new_spanned(ty, message));
    }
    Ok((dims, elem))
}

/// A dimension's length: an integer literal.
fn length(len: &Expr) -> syn::Result<usize> {
    let expected = "expected the dimension as an integer literal, such as `64`: the generator sizes the table \
                    while expanding, before any constant has a value";
    match len {
        Expr::Group(group) => length(&group.expr),
        Expr::Lit(lit) => match &lit.lit {
            Lit::Int(int) if matches!(int.suffix(), "" | "usize") => match int.base10_parse::<usize>() {
                Ok(0) => Err(syn::Error::new_spanned(len, "a dimension of length 0 holds no entries")),
                Ok(len) => Ok(len),
                Err(_) => Err(syn::Error::new_spanned(len, expected)),
            },
            _ => Err(syn::Error::new_spanned(len, expected)),
        },
        _ => Err(syn::Error::new_spanned(len, expected)),
    }
}

/// The closure's index arguments, one per dimension, each a plain name of a `usize`.
fn params(closure: &ExprClosure, dims: usize, elem: Scalar) -> syn::Result<Vec<String>> {
    if closure.asyncness.is_some() || closure.constness.is_some() || closure.lifetimes.is_some() {
        return Err(syn::Error::new_spanned(closure, "expected a plain closure, such as `|depth, moves| ...`"));
    }
    if closure.inputs.len() != dims {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let message = format!(
            "the table has {dims} dimension{}, so the closure takes {dims} index argument{}, one per dimension \
             in order; this one takes {}",
            plural(dims),
            plural(dims),
            closure.inputs.len()
        );
        return Err(syn::Error::new(closure.inputs_begin.span, message));
    }
    if let ReturnType::Type(_, ty) = &closure.output
        && check::num_type(ty).ok() != Some(Num::of(elem))
    {
        let message = format!("the closure returns what the table holds: `{}`", elem.name());
        return Err(syn::Error::new_spanned(ty, message));
    }
    let mut names: Vec<String> = Vec::new();
    for pat in &closure.inputs {
        let name = param(pat)?;
        if names.contains(&name) {
            return Err(syn::Error::new_spanned(pat, format!("the index `{name}` is named twice")));
        }
        names.push(name);
    }
    Ok(names)
}

/// One index argument's name.
fn param(pat: &Pat) -> syn::Result<String> {
    match pat {
        Pat::Ident(ident) if ident.by_ref.is_none() && ident.mutability.is_none() && ident.subpat.is_none() => {
            check::plain_name(&ident.ident)
        }
        Pat::Type(typed) if check::num_type(&typed.ty).ok() == Some(Num::Usize) => param(&typed.pat),
        Pat::Type(typed) => Err(syn::Error::new_spanned(&typed.ty, "an index is a `usize`")),
        _ => Err(syn::Error::new_spanned(
            pat,
            "expected a name for this index: the accessor takes it as a parameter of that name",
        )),
    }
}

/// The formula read, checked and evaluated at every index, or its first mistake.
fn read(tokens: TokenStream) -> syn::Result<Formula> {
    let (ty, closure) = written(tokens)?;
    let (shape, elem) = shape(&ty)?;
    let params = params(&closure, shape.len(), elem)?;
    let node = check::check(&closure.body, &params, Num::of(elem))?;
    let entries: usize = shape.iter().product();
    let mut values = Vec::with_capacity(entries);
    let mut index = vec![0; shape.len()];
    let mut env = Vec::new();
    let at = |index: &[usize]| {
        let pairs: Vec<String> = params.iter().zip(index).map(|(param, i)| format!("{param} = {i}")).collect();
        pairs.join(", ")
    };
    for _ in 0..entries {
        env.clear();
        env.extend(index.iter().map(|&i| Value::Int(i as i128, Num::Usize)));
        let value = eval::eval(&node, &mut env)
            .map_err(|fault| syn::Error::new(fault.span, format!("{} at {}", fault.message, at(&index))))?;
        if value.is_non_finite() {
            let message =
                format!("this formula gives {} at {}: a table holds finite numbers", value.text(), at(&index));
            return Err(syn::Error::new(closure.body.span(), message));
        }
        values.push(value.bits());
        // The next index, the last dimension fastest, as the table is laid out.
        for (i, len) in index.iter_mut().zip(&shape).rev() {
            *i += 1;
            if *i < *len {
                break;
            }
            *i = 0;
        }
    }
    let text = text::formula(&params, closure.body.to_token_stream());
    let params = params.iter().map(|param| intern(param)).collect();
    Ok(Formula { shape, elem: Some(elem), params, text, values, mistake: None })
}

/// As much of a mistaken formula as can be read: its shape and its index names, for a stub
/// accessor of the right signature.
fn outline(tokens: TokenStream) -> Formula {
    let Ok((ty, closure)) = written(tokens) else { return Formula::default() };
    let (shape, elem) = shape(&ty).map_or((vec![1], None), |(shape, elem)| (shape, Some(elem)));
    let mut params: Vec<&'static str> = Vec::new();
    for (i, pat) in closure.inputs.iter().enumerate() {
        let name = param(pat).ok().filter(|name| !params.contains(&name.as_str()));
        params.push(intern(&name.unwrap_or_else(|| format!("index{i}"))));
    }
    Formula { shape, elem, params, ..Formula::default() }
}
