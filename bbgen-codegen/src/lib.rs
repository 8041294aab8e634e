//! The logic behind bbgen's macros: parse a pattern, evaluate its tables, emit tokens.
//!
//! ```text
//! pattern tokens --parse--> Pattern --evaluate--> Evaluated (integer tables) --emit--> tokens
//!                              \--accessors--> [ir::Function] ----------------/
//!                                                              \--c--> C99 header (+ tables)
//! ```
//!
//! Each pattern's accessors are described once, in the language-neutral form of [`ir`]; the Rust
//! back end (`emit`) and the C back end (`c`) print that description each in its own way.
//!
//! This is a plain library so that unit tests, the checked-in `tables-out` expansions and the
//! `bbgen expand` command run the same code as the macros, without a compiler in the loop.
//!
//! ```
//! use bbgen_codegen::expand_invocation;
//!
//! let tokens = expand_invocation("king_moore!(name = KING)").unwrap();
//! assert!(tokens.to_string().contains("static KING"));
//!
//! let error = expand_invocation("in_between!(diagonal)").unwrap_err();
//! assert!(error.to_string().starts_with("expected one of: `rectangular`"));
//! ```

#![forbid(unsafe_code)]

mod accessors;
mod c;
mod diagram;
mod docs;
mod emit;
pub mod eval;
mod geometry;
pub mod ir;
mod parse;
pub mod spec;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::quote;

pub use eval::sliders::{find_magics, pack_blocks};
pub use eval::{Evaluated, Table, evaluate};
pub use spec::{MacroKind, Pattern};

/// Parses the tokens inside `kind!( ... )` into a pattern, or the first of its mistakes combined
/// with the others.
pub fn parse_pattern(kind: MacroKind, input: TokenStream) -> syn::Result<Pattern> {
    let parsed = parse::parse(kind, input);
    match parsed.error {
        Some(error) => Err(error),
        None => Ok(parsed.pattern),
    }
}

/// The expansion of `kind!(input)`, or the error it reports.
pub fn try_expand(kind: MacroKind, input: TokenStream) -> syn::Result<TokenStream> {
    let pattern = parse_pattern(kind, input)?;
    Ok(emit::emit(&pattern, &evaluate(pattern.kind)))
}

/// The expansion of `kind!(input)` as the macro returns it: on a mistake, a spanned
/// `compile_error!` for each, next to stub accessors so that code calling them does not add
/// errors of its own.
pub fn expand(kind: MacroKind, input: TokenStream) -> TokenStream {
    let parsed = parse::parse(kind, input);
    match parsed.error {
        None => emit::emit(&parsed.pattern, &evaluate(parsed.pattern.kind)),
        Some(error) => {
            let error = error.into_compile_error();
            let stubs = if parsed.names_known { emit::stubs(&parsed.pattern) } else { TokenStream::new() };
            quote!(#error #stubs)
        }
    }
}

/// The set a `bitboard!` drawing shows, as a `u64`.
pub fn read_bitboard(input: TokenStream) -> syn::Result<u64> {
    diagram::read(input)
}

/// The expansion of `bitboard!(input)`: a `Bitboard` constant expression, or a
/// `compile_error!` inside an expression of the same type.
pub fn expand_bitboard(input: TokenStream) -> TokenStream {
    match diagram::read(input) {
        Ok(set) => emit::bitboard(set),
        Err(error) => {
            let error = error.into_compile_error();
            quote!({ #error; ::bbgen::__private::Bitboard(0) })
        }
    }
}

/// Expands a whole invocation written as text, such as `in_between!(triangular)`, the way the
/// macro would: for `bbgen expand`, the `tables-out` files and tests.
///
/// Errors carry the span of the offending token within `source`.
pub fn expand_invocation(source: &str) -> syn::Result<TokenStream> {
    match split_invocation(source)? {
        Invocation::Table(kind, args) => try_expand(kind, args),
        Invocation::Bitboard(args) => Ok(emit::bitboard(diagram::read(args)?)),
    }
}

/// The C99 header of a table invocation written as text, such as `in_between!(triangular)`:
/// its tables and accessors under the same names, for C and C++ engines.
///
/// ```
/// let header = bbgen_codegen::c_header("king_moore!(name = KING)").unwrap();
/// assert!(header.contains("BBGEN_TABLE uint64_t KING[64] = {"));
/// assert!(header.contains("static inline uint64_t king(unsigned sq) {"));
/// ```
pub fn c_header(source: &str) -> syn::Result<String> {
    Ok(c::header(source, &pattern_of(source)?))
}

/// The bytes of every table a pattern emits, a queen's halves' included.
///
/// ```
/// let bytes = |source| bbgen_codegen::table_bytes(&bbgen_codegen::pattern_of(source).unwrap());
/// assert_eq!(bytes("queen_attacks!(hyperbola)"), bytes("rook_attacks!(hyperbola)") + bytes("bishop_attacks!(hyperbola)"));
/// ```
pub fn table_bytes(pattern: &Pattern) -> usize {
    let halves: usize = pattern.queen_halves().iter().flatten().map(table_bytes).sum();
    halves + evaluate(pattern.kind).tables.iter().map(Table::bytes).sum::<usize>()
}

/// Every accessor a pattern emits, by its full name, a queen's halves' first: what a header's
/// functions take and give, for tools that call them.
pub fn accessor_functions(pattern: &Pattern) -> Vec<(String, ir::Function)> {
    let mut out: Vec<_> = pattern.queen_halves().iter().flatten().flat_map(accessor_functions).collect();
    let func = accessors::Names::of(pattern).func;
    out.extend(accessors::accessors(pattern, None).into_iter().map(|f| {
        let name = match f.suffix {
            None => func.clone(),
            Some(suffix) => format!("{func}_{suffix}"),
        };
        (name, f)
    }));
    out
}

/// The pattern of a table invocation written as text, such as `in_between!(triangular)`.
pub fn pattern_of(source: &str) -> syn::Result<Pattern> {
    match split_invocation(source)? {
        Invocation::Table(kind, args) => parse_pattern(kind, args),
        Invocation::Bitboard(_) => {
            Err(syn::Error::new(proc_macro2::Span::call_site(), "`bitboard!` makes a constant, not a table"))
        }
    }
}

/// An invocation written as text, split into its macro and the tokens in its brackets.
enum Invocation {
    Table(MacroKind, TokenStream),
    Bitboard(TokenStream),
}

fn split_invocation(source: &str) -> syn::Result<Invocation> {
    let tokens: TokenStream = source.parse().map_err(|e: proc_macro2::LexError| syn::Error::new(e.span(), e))?;
    let mut iter = tokens.into_iter();
    let expected = "expected an invocation such as `in_between!(triangular)`: a bbgen macro name, `!`, and its arguments in brackets";
    let (Some(TokenTree::Ident(name)), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(args)), None) =
        (iter.next(), iter.next(), iter.next(), iter.next())
    else {
        return Err(syn::Error::new(proc_macro2::Span::call_site(), expected));
    };
    if bang.as_char() != '!' || args.delimiter() == Delimiter::None {
        return Err(syn::Error::new(bang.span(), expected));
    }
    if name == "bitboard" {
        return Ok(Invocation::Bitboard(args.stream()));
    }
    let kind = MacroKind::from_name(&name.to_string()).ok_or_else(|| {
        let names: Vec<String> = MacroKind::ALL.iter().map(|k| format!("`{}`", k.grammar().name)).collect();
        syn::Error::new(name.span(), format!("unknown pattern; expected one of: {}, `bitboard`", names.join(", ")))
    })?;
    Ok(Invocation::Table(kind, args.stream()))
}
