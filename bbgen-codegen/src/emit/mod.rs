//! From a [`Pattern`] and its [`Evaluated`] tables to tokens: each `static` table with its doc
//! comment, and the `#[inline]` accessors.
//!
//! Generated code names the runtime's items through `::bbgen::__private` and everything else
//! through `::core` or primitive types, so it compiles under `#![no_implicit_prelude]` and
//! without `std`.

mod rust;

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use crate::accessors::accessors;
use crate::docs::{example, label, wrap_words};
use crate::eval::{Entry, Evaluated, Table};
use crate::spec::{Elem, Kind, Method, Pattern};

/// The items of a valid pattern.
pub fn emit(pattern: &Pattern, evaluated: &Evaluated) -> TokenStream {
    let halves = pattern.queen_halves().map(|halves| halves.map(|half| (crate::evaluate(half.kind), half)));
    let mut names = Names::of(pattern);
    names.packed = evaluated.tables.first().is_some_and(is_packed);
    let cfg = match pattern.kind {
        Kind::Slider(_, Method::Pext) => bmi2_only(),
        _ => TokenStream::new(),
    };
    let tables = evaluated.tables.iter().map(|table| {
        let table = emit_table(&names, evaluated, table);
        quote!(#cfg #table)
    });
    // A queen's accessors read its halves' tables, by their names: `_ROOK...`, `_BISHOP...`.
    let mut readable: Vec<(String, &Table)> = evaluated.tables.iter().map(|t| (t.suffix.to_owned(), t)).collect();
    for (evaluated, half) in halves.iter().flatten() {
        let prefix = &half.items.name.to_string()[names.table.to_string().len()..];
        readable.extend(evaluated.tables.iter().map(|t| (format!("{prefix}{}", t.suffix), t)));
    }
    let halves = halves.iter().flatten().map(|(evaluated, half)| emit(half, evaluated));
    let fns = functions(pattern, &readable, Some(evaluated));
    quote! {
        #(#halves)*
        #(#tables)*
        #fns
    }
}

/// Accessors of the right names and signatures whose bodies never return, emitted beside a
/// `compile_error!` so that code calling them reports only the pattern's own mistake.
pub fn stubs(pattern: &Pattern) -> TokenStream {
    let halves = pattern.queen_halves().into_iter().flatten().map(|half| stubs(&half));
    let fns = functions(pattern, &[], None);
    quote!(#(#halves)* #fns)
}

/// A pattern's accessors, with their bodies unless `evaluated` is `None` (stubs); `tables` are
/// the tables they read, by suffix.
fn functions(pattern: &Pattern, tables: &[(String, &Table)], evaluated: Option<&Evaluated>) -> TokenStream {
    let names = Names::of(pattern);
    let mut printer = rust::Printer::new(&names, tables);
    accessors(pattern, evaluated).iter().map(|f| printer.function(f, evaluated.is_none())).collect()
}

/// `#[cfg]` for items that need BMI2 at compile time.
pub fn bmi2_only() -> TokenStream {
    quote!(#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))])
}

/// A `Bitboard` constant expression.
pub fn bitboard(set: u64) -> TokenStream {
    let hex = hex(set);
    quote!(::bbgen::__private::Bitboard(#hex))
}

/// The names and types every emitted item of a pattern uses.
pub struct Names<'a> {
    pattern: &'a Pattern,
    /// The main table's name.
    pub table: &'a Ident,
    /// The main accessor's name: the table's name in lower case.
    pub func: Ident,
    /// The element type of sets.
    pub elem: TokenStream,
    /// Whether the main table is stored as packed bytes; known once the pattern is evaluated.
    pub packed: bool,
}

impl<'a> Names<'a> {
    fn of(pattern: &'a Pattern) -> Self {
        let items = &pattern.items;
        let prefix = if pattern.kind == Kind::AttackedByPiece { "is_" } else { "" };
        let func = Ident::new(&format!("{prefix}{}", items.name.to_string().to_lowercase()), items.name.span());
        let elem = match items.elem {
            Elem::U64 => quote!(u64),
            Elem::Bitboard => quote!(::bbgen::__private::Bitboard),
        };
        Names { pattern, table: &items.name, func, elem, packed: false }
    }

    /// A function name made of the accessor's name and a suffix.
    pub fn func_with(&self, suffix: &str) -> Ident {
        Ident::new(&format!("{}_{suffix}", self.func), self.func.span())
    }

    /// A table name made of the main table's name and a suffix.
    pub fn table_with(&self, suffix: &str) -> Ident {
        Ident::new(&format!("{}{suffix}", self.table), self.table.span())
    }

    /// The visibility of every item.
    pub fn vis(&self) -> &TokenStream {
        &self.pattern.items.vis
    }
}

/// `#[doc]` attributes, one per line.
pub fn docs(lines: &[String]) -> TokenStream {
    lines.iter().map(|line| quote!(#[doc = #line])).collect()
}

fn emit_table(names: &Names, evaluated: &Evaluated, table: &Table) -> TokenStream {
    let main = table.suffix.is_empty();
    let (name, func) = (names.table.to_string(), names.func.to_string());
    let shape: Vec<String> = table.shape.iter().map(usize::to_string).collect();
    let mut lines = wrap_words(&label(if main { &evaluated.summary } else { &table.doc }, &name, &func));
    lines.push(String::new());
    lines.push(format!(" Shape `[{}]`: {} entries, {} bytes.", shape.join("]["), table.entries(), table.bytes()));
    if main {
        lines.push(String::new());
        lines.extend(example(&name, &func, evaluated));
    }
    let vis = names.vis();
    let name = names.table_with(table.suffix);
    if is_packed(table) {
        lines.push(String::new());
        lines.extend(wrap_words(
            "Stored as little-endian bytes, one literal rather than an entry per token, so that a \
             table this large expands fast; `u64_at(i)` reads entry `i`.",
        ));
        let doc = docs(&lines);
        let bytes: Vec<u8> = table.values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let (len, bytes) = (Literal::usize_unsuffixed(bytes.len()), Literal::byte_string(&bytes));
        return quote! {
            #doc
            #vis static #name: ::bbgen::__private::Packed<#len> = ::bbgen::__private::Packed(*#bytes);
        };
    }
    let doc = docs(&lines);
    let ty = table.shape.iter().rev().fold(entry_type(names, table.entry), |inner, &len| {
        let len = Literal::usize_unsuffixed(len);
        quote!([#inner; #len])
    });
    let value = array_value(names, table.entry, &table.shape, &table.values);
    quote! {
        #doc
        #vis static #name: #ty = #value;
    }
}

/// Whether a table is emitted as packed bytes: a table of sets over 64 KiB, whose entries as
/// tokens would cost the compiler hundreds of milliseconds to read.
pub fn is_packed(table: &Table) -> bool {
    table.entry == Entry::Set && table.shape.len() == 1 && table.bytes() > 64 * 1024
}

fn entry_type(names: &Names, entry: Entry) -> TokenStream {
    match entry {
        Entry::Set => names.elem.clone(),
        Entry::Mask => quote!(u64),
        Entry::Byte => quote!(u8),
        Entry::Word => quote!(u32),
        Entry::Lines => quote!(::bbgen::__private::KingLines),
        Entry::Magic(len) => {
            let (len, elem) = (Literal::usize_unsuffixed(len), block_elem(names));
            quote!(::bbgen::__private::Magic<#elem, #len>)
        }
        Entry::Pext(len) => {
            let (len, elem) = (Literal::usize_unsuffixed(len), block_elem(names));
            quote!(::bbgen::__private::Pext<#elem, #len>)
        }
        Entry::Halves => quote!([u32; 2]),
    }
}

/// The element of a magic or PEXT record's block: the main table's, or eight bytes when it is packed.
fn block_elem(names: &Names) -> TokenStream {
    if names.packed { quote!([u8; 8]) } else { names.elem.clone() }
}

/// The source text of one entry.
fn entry_text(names: &Names, entry: Entry, values: &[u64], out: &mut String) {
    use std::fmt::Write;
    let bitboard = names.pattern.items.elem == Elem::Bitboard;
    // Writing to a `String` cannot fail.
    let _ = match (entry, values) {
        (Entry::Set, [set]) if bitboard => write!(out, "::bbgen::__private::Bitboard(0x{set:016X})"),
        (Entry::Byte | Entry::Word, [n]) => write!(out, "{n}"),
        (Entry::Halves, [set]) => write!(out, "[0x{:08X}, 0x{:08X}]", set & 0xFFFF_FFFF, set >> 32),
        (Entry::Lines, [rank, file, diagonal, anti_diagonal]) => write!(
            out,
            "::bbgen::__private::KingLines {{ rank: 0x{rank:016X}, file: 0x{file:016X}, \
             diagonal: 0x{diagonal:016X}, anti_diagonal: 0x{anti_diagonal:016X} }}"
        ),
        (Entry::Magic(_), [mask, magic, offset]) => {
            let table = names.table;
            let source = if names.packed { format!("{table}.entries()") } else { format!("&{table}") };
            write!(
                out,
                "::bbgen::__private::Magic {{ mask: 0x{mask:016X}, magic: 0x{magic:016X}, \
                 block: ::bbgen::__private::magic_block({source}, {offset}) }}"
            )
        }
        (Entry::Pext(_), [mask, offset]) => {
            let table = names.table;
            let source = if names.packed { format!("{table}.entries()") } else { format!("&{table}") };
            write!(
                out,
                "::bbgen::__private::Pext {{ mask: 0x{mask:016X}, \
                 block: ::bbgen::__private::magic_block({source}, {offset}) }}"
            )
        }
        (_, values) => write!(out, "0x{:016X}", values[0]),
    };
}

/// The source text of a (nested) array literal.
fn array_text(names: &Names, entry: Entry, shape: &[usize], values: &[u64], out: &mut String) {
    out.push('[');
    let stride = shape[1..].iter().product::<usize>() * entry.width();
    for (i, chunk) in values.chunks(stride).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if shape.len() == 1 {
            entry_text(names, entry, chunk, out);
        } else {
            array_text(names, entry, &shape[1..], chunk, out);
        }
    }
    out.push(']');
}

/// A table's array literal, written as text and lexed once rather than built token by token.
fn array_value(names: &Names, entry: Entry, shape: &[usize], values: &[u64]) -> TokenStream {
    let mut text = String::with_capacity(values.len() * 20);
    array_text(names, entry, shape, values, &mut text);
    text.parse().unwrap_or_else(|error: proc_macro2::LexError| syn::Error::new(error.span(), error).to_compile_error())
}

fn hex(value: u64) -> TokenStream {
    let lit = syn::LitInt::new(&format!("0x{value:016X}"), proc_macro2::Span::call_site());
    quote!(#lit)
}
