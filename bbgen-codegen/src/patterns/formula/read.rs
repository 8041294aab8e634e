//! Reading a formula: the table's type and the closure parsed (syn's full parser), the closure
//! typed and evaluated at every index.

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Expr, ExprClosure, Lit, Pat, ReturnType, Token, Type};

use super::number::{Num, Value};
use super::{Formula, check, eval, text};
use crate::names::intern;
use crate::tables::Scalar;

/// The most bytes a formula's table may take.
const MAX_BYTES: usize = 1 << 20;

/// What a formula's type may be, for messages.
const EXPECTED_TYPE: &str = "expected the table's type: an array of one to three dimensions of `u8`, `u16`, `u32`, \
                             `u64`, `i8`, `i16`, `i32`, `i64`, `f32` or `f64`, such as `[[u8; 64]; 64]`";

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
pub fn read(tokens: TokenStream) -> syn::Result<Formula> {
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
pub fn outline(tokens: TokenStream) -> Formula {
    let Ok((ty, closure)) = written(tokens) else { return Formula::default() };
    let (shape, elem) = shape(&ty).map_or((vec![1], None), |(shape, elem)| (shape, Some(elem)));
    let mut params: Vec<&'static str> = Vec::new();
    for (i, pat) in closure.inputs.iter().enumerate() {
        let name = param(pat).ok().filter(|name| !params.contains(&name.as_str()));
        params.push(intern(&name.unwrap_or_else(|| format!("index{i}"))));
    }
    Formula { shape, elem, params, ..Formula::default() }
}
