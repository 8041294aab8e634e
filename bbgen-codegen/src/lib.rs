//! The logic behind bbgen's macros: parse a pattern, evaluate its tables, emit tokens.
//!
//! ```text
//! pattern tokens --parse--> Invocation --evaluate--> Evaluated (integer tables) --emit--> tokens
//!                              \--accessors--> [ir::Function] ----------------/
//!                                                              \--c--> C99 header (+ tables)
//! ```
//!
//! Each pattern is one module implementing one trait (its grammar, its typed spec, its tables, its
//! accessors), and one registry lists them; each pattern's accessors are described once, in a
//! language-neutral form that the Rust back end and the C back end print each in its own way.
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

#[cfg(feature = "c")]
mod c;
mod cells;
mod diagram;
mod docs;
mod emit;
mod geometry;
mod grammar;
mod ir;
mod names;
mod parse;
mod patterns;
mod registry;
#[cfg(feature = "run")]
mod run;
mod tables;

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::quote;

pub use ir::{Feature, Ty};
pub use patterns::sliders::{Slider, find_magics, pack_blocks};
pub use registry::CANONICAL;
#[cfg(feature = "run")]
pub use run::{RunError, Runner};
pub use tables::{Entry, Scalar, Table};

use registry::Invocation;

/// The expansion of the table macro `name!(input)` as the macro returns it: on a mistake, a
/// spanned `compile_error!` for each, next to stub accessors so that code calling them does not
/// add errors of its own.
pub fn expand(name: &str, input: TokenStream) -> TokenStream {
    let Some(registered) = registry::find(name) else {
        return syn::Error::new(Span::call_site(), format!("bbgen has no pattern `{name}!`")).into_compile_error();
    };
    let parsed = parse::parse(registered, input);
    match parsed.error {
        None => emit::emit(&parsed.invocation, &parsed.invocation.pattern.evaluate()),
        Some(error) => {
            let error = error.into_compile_error();
            let stubs = if parsed.names_known { emit::stubs(&parsed.invocation) } else { TokenStream::new() };
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
        Written::Table(invocation) => {
            let evaluated = invocation.pattern.evaluate();
            Ok(emit::emit(&invocation, &evaluated))
        }
        Written::Bitboard(args) => Ok(emit::bitboard(diagram::read(args)?)),
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
#[cfg(feature = "c")]
pub fn c_header(source: &str) -> syn::Result<String> {
    Ok(c::header(source, &invocation_of(source)?))
}

/// Every table a table invocation written as text emits, by its full name, its parts' (a
/// queen's rook and bishop halves') first.
///
/// ```
/// let tables = bbgen_codegen::tables("rook_attacks!(hyperbola)").unwrap();
/// let names: Vec<&str> = tables.iter().map(|(name, _)| name.as_str()).collect();
/// assert_eq!(names, ["ROOK_ATTACKS", "ROOK_ATTACKS_RANKS"]);
/// assert_eq!(tables[1].1.shape, [512]);
/// ```
pub fn tables(source: &str) -> syn::Result<Vec<(String, Table)>> {
    fn all(invocation: &Invocation, out: &mut Vec<(String, Table)>) {
        for (_, part) in invocation.parts() {
            all(&part, out);
        }
        let names = invocation.names();
        out.extend(invocation.pattern.evaluate().tables.into_iter().map(|t| (names.table_with(t.suffix), t)));
    }
    let mut out = Vec::new();
    all(&invocation_of(source)?, &mut out);
    Ok(out)
}

/// The bytes of every table a table invocation written as text emits, a queen's halves'
/// included.
///
/// ```
/// use bbgen_codegen::table_bytes;
///
/// let queen = table_bytes("queen_attacks!(hyperbola)").unwrap();
/// assert_eq!(queen, table_bytes("rook_attacks!(hyperbola)").unwrap() + table_bytes("bishop_attacks!(hyperbola)").unwrap());
/// ```
pub fn table_bytes(source: &str) -> syn::Result<usize> {
    Ok(tables(source)?.iter().map(|(_, table)| table.bytes()).sum())
}

/// What one accessor takes and gives, for tools that call it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Its full name.
    pub name: String,
    /// Its parameters' names and types, in order.
    pub params: Vec<(&'static str, Ty)>,
    /// What it returns.
    pub ret: Ty,
    /// A target feature it uses, if any.
    pub feature: Option<Feature>,
}

impl Signature {
    /// The signature of the accessor `f` of a pattern whose items are named `names`.
    fn of(names: &names::Names, f: &ir::Function) -> Signature {
        Signature {
            name: names.func_with(f.suffix),
            params: f.params.iter().map(|param| (param.name, param.ty)).collect(),
            ret: f.ret,
            feature: f.feature,
        }
    }
}

/// Every accessor a table invocation written as text emits, its parts' first.
///
/// ```
/// let accessors = bbgen_codegen::accessors("in_between!(x88)").unwrap();
/// let names: Vec<&str> = accessors.iter().map(|a| a.name.as_str()).collect();
/// assert_eq!(names, ["in_between", "in_between_clear"]);
/// ```
pub fn accessors(source: &str) -> syn::Result<Vec<Signature>> {
    fn all(invocation: &Invocation, out: &mut Vec<Signature>) {
        for (_, part) in invocation.parts() {
            all(&part, out);
        }
        let names = invocation.names();
        out.extend(invocation.pattern.accessors(&names, None).iter().map(|f| Signature::of(&names, f)));
    }
    let mut out = Vec::new();
    all(&invocation_of(source)?, &mut out);
    Ok(out)
}

/// The accessors of a table invocation written as text, runnable on its evaluated tables: what
/// `bbgen show` and the playground answer with.
///
/// ```
/// let runner = bbgen_codegen::runner("king_moore!()").unwrap();
/// assert_eq!(runner.run("king_moore", &[0]).unwrap(), [0x302]);
/// ```
#[cfg(feature = "run")]
pub fn runner(source: &str) -> syn::Result<Runner> {
    Ok(Runner::new(&invocation_of(source)?))
}

/// The Markdown table of every pattern that the runtime's docs show: each macro, what it emits
/// and the bytes of its canonical invocations' tables.
#[doc(hidden)]
pub fn patterns_table() -> String {
    let mut out = String::from("| pattern | what it emits | bytes |\n|---|---|---|\n");
    for registered in registry::PATTERNS {
        let mut bytes: Vec<usize> =
            registered.canonical.iter().map(|(_, source)| table_bytes(source).unwrap_or_default()).collect();
        bytes.dedup();
        let bytes = match bytes.as_slice() {
            [one] => thousands(*one),
            [a, b] => format!("{} or {}", thousands(*a), thousands(*b)),
            _ => {
                let (most, least) = (bytes.iter().max(), bytes.iter().min());
                format!("{} to {}", thousands(most.copied().unwrap_or(0)), thousands(least.copied().unwrap_or(0)))
            }
        };
        out.push_str(&format!("| [`{}!`] | {} | {bytes} |\n", registered.name, registered.emits));
    }
    out.push_str("| [`bitboard!`] | a [`Bitboard`] constant drawn as an 8 x 8 diagram | 0 |\n");
    out
}

/// `n` with commas between groups of three digits.
pub(crate) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The invocation of a table pattern written as text, such as `in_between!(triangular)`.
fn invocation_of(source: &str) -> syn::Result<Invocation> {
    match split_invocation(source)? {
        Written::Table(invocation) => Ok(invocation),
        Written::Bitboard(_) => Err(syn::Error::new(Span::call_site(), "`bitboard!` makes a constant, not a table")),
    }
}

/// An invocation written as text, parsed: a table pattern's, or the tokens of a `bitboard!`.
enum Written {
    Table(Invocation),
    Bitboard(TokenStream),
}

fn split_invocation(source: &str) -> syn::Result<Written> {
    let tokens: TokenStream = source.parse().map_err(|e: proc_macro2::LexError| syn::Error::new(e.span(), e))?;
    let mut iter = tokens.into_iter();
    let expected = "expected an invocation such as `in_between!(triangular)`: a bbgen macro name, `!`, and its arguments in brackets";
    let (Some(TokenTree::Ident(name)), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(args)), None) =
        (iter.next(), iter.next(), iter.next(), iter.next())
    else {
        return Err(syn::Error::new(Span::call_site(), expected));
    };
    if bang.as_char() != '!' || args.delimiter() == Delimiter::None {
        return Err(syn::Error::new(bang.span(), expected));
    }
    if name == "bitboard" {
        return Ok(Written::Bitboard(args.stream()));
    }
    let registered = registry::find(&name.to_string()).ok_or_else(|| {
        let names: Vec<String> = registry::PATTERNS.iter().map(|p| format!("`{}`", p.name)).collect();
        syn::Error::new(name.span(), format!("unknown pattern; expected one of: {}, `bitboard`", names.join(", ")))
    })?;
    let parsed = parse::parse(registered, args.stream());
    match parsed.error {
        Some(error) => Err(error),
        None => Ok(Written::Table(parsed.invocation)),
    }
}
