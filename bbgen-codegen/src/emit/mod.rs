//! From an [`Invocation`] and its [`Evaluated`] tables to tokens: each `static` table with its
//! doc comment, and the `#[inline]` accessors.
//!
//! Generated code names the runtime's items through `::bbgen::__private` and everything else
//! through `::core` or primitive types, so it compiles under `#![no_implicit_prelude]` and
//! without `std`.

mod rust;

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{ToTokens, quote};

use crate::docs::{table_doc, wrap_words};
use crate::grammar::Elem;
use crate::ir::Feature;
use crate::names::Names;
use crate::registry::Invocation;
use crate::tables::{ConstantValue, Entry, Evaluated, Table};

/// The items of a valid pattern, its parts' first.
pub fn emit(invocation: &Invocation, evaluated: &Evaluated) -> TokenStream {
    let parts: Vec<(String, Invocation, Evaluated)> = invocation
        .parts()
        .into_iter()
        .map(|(suffix, part)| {
            let evaluated = part.pattern.evaluate();
            (suffix, part, evaluated)
        })
        .collect();
    let mut items = Items::of(invocation);
    items.packed = evaluated.tables.first().is_some_and(is_packed);
    let cfg = target_cfg(invocation.pattern.tables_need());
    let tables = evaluated.tables.iter().map(|table| {
        let table = emit_table(&items, evaluated, table);
        quote!(#cfg #table)
    });
    // The accessors read the parts' tables too, by their names: `_ROOK...`, `_BISHOP...`.
    let mut readable: Vec<(String, &Table)> = evaluated.tables.iter().map(|t| (t.suffix.to_owned(), t)).collect();
    for (suffix, _, evaluated) in &parts {
        readable.extend(evaluated.tables.iter().map(|t| (format!("{suffix}{}", t.suffix), t)));
    }
    let parts = parts.iter().map(|(_, part, evaluated)| emit(part, evaluated));
    let constants = constants(invocation);
    let fns = functions(invocation, &readable, Some(evaluated));
    quote! {
        #(#parts)*
        #constants
        #(#tables)*
        #fns
    }
}

/// Accessors of the right names and signatures whose bodies never return, emitted beside a
/// `compile_error!` so that code calling them reports only the pattern's own mistake.
pub fn stubs(invocation: &Invocation) -> TokenStream {
    let parts = invocation.parts().into_iter().map(|(_, part)| stubs(&part));
    let constants = constants(invocation);
    let fns = functions(invocation, &[], None);
    quote!(#(#parts)* #constants #fns)
}

/// A pattern's named numbers, as `const` items.
fn constants(invocation: &Invocation) -> TokenStream {
    let items = Items::of(invocation);
    let vis = items.vis();
    invocation
        .pattern
        .constants()
        .iter()
        .map(|constant| {
            let (doc, name) = (docs(&constant.doc), items.table(constant.suffix));
            let (ty, value) = match constant.value {
                ConstantValue::Word(value) => (quote!(u32), Literal::u32_unsuffixed(value).into_token_stream()),
                ConstantValue::ThreatPairs(bits) => {
                    let bits = hex(bits);
                    let ty = quote!(::bbgen::__private::ThreatPairs);
                    (ty.clone(), quote!(#ty::from_bits(#bits)))
                }
            };
            quote! {
                #doc
                #vis const #name: #ty = #value;
            }
        })
        .collect()
}

/// A pattern's accessors and its functions over a position, with their bodies unless
/// `evaluated` is `None` (stubs); `tables` are the tables they read, by suffix.
fn functions(invocation: &Invocation, tables: &[(String, &Table)], evaluated: Option<&Evaluated>) -> TokenStream {
    let items = Items::of(invocation);
    let mut printer = rust::Printer::new(&items, tables);
    let stub = evaluated.is_none();
    let accessors: TokenStream =
        invocation.pattern.accessors(&items.names, evaluated).iter().map(|f| printer.function(f, stub)).collect();
    let board: TokenStream =
        invocation.pattern.board_functions(&items.names).iter().map(|f| printer.board_function(f, stub)).collect();
    quote!(#accessors #board)
}

/// `#[cfg]` for items that need `feature` at compile time: BMI2's, which has no fallback.
pub fn target_cfg(feature: Option<Feature>) -> TokenStream {
    match feature {
        Some(Feature::Bmi2) => quote!(#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]),
        _ => TokenStream::new(),
    }
}

/// A `Bitboard` constant expression.
pub fn bitboard(set: u64) -> TokenStream {
    let hex = hex(set);
    quote!(::bbgen::__private::Bitboard(#hex))
}

/// A pattern's items as Rust spells them: their names as identifiers, visibility and types.
pub struct Items<'a> {
    /// The names, as text.
    pub names: Names,
    /// The invocation, for the name's span, the visibility and the element type.
    invocation: &'a Invocation,
    /// The element type of sets.
    pub elem: TokenStream,
    /// Whether the main table is stored as packed bytes; known once the pattern is evaluated.
    pub packed: bool,
}

impl<'a> Items<'a> {
    fn of(invocation: &'a Invocation) -> Self {
        let elem = match invocation.items.elem {
            Elem::U64 => quote!(u64),
            Elem::Bitboard => quote!(::bbgen::__private::Bitboard),
        };
        Items { names: invocation.names(), invocation, elem, packed: false }
    }

    /// The identifier of the accessor with this suffix (`None` for the main one).
    pub fn func(&self, suffix: Option<&str>) -> Ident {
        Ident::new(&self.names.func_with(suffix), self.invocation.items.name.span())
    }

    /// The identifier of the table with this suffix (empty for the main one).
    pub fn table(&self, suffix: &str) -> Ident {
        Ident::new(&self.names.table_with(suffix), self.invocation.items.name.span())
    }

    /// The visibility of every item.
    pub fn vis(&self) -> &TokenStream {
        &self.invocation.items.vis
    }

    /// Whether sets are `Bitboard`s rather than `u64`s.
    pub fn wraps_sets(&self) -> bool {
        self.invocation.items.elem == Elem::Bitboard
    }
}

/// `#[doc]` attributes, one per line.
pub fn docs(lines: &[String]) -> TokenStream {
    lines.iter().map(|line| quote!(#[doc = #line])).collect()
}

fn emit_table(items: &Items, evaluated: &Evaluated, table: &Table) -> TokenStream {
    let mut lines = table_doc(&items.names, evaluated, table);
    let vis = items.vis();
    let name = items.table(table.suffix);
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
    if is_byte_string(table) {
        let doc = docs(&lines);
        let bytes: Vec<u8> = table.values.iter().map(|&v| v as u8).collect();
        let (len, bytes) = (Literal::usize_unsuffixed(bytes.len()), Literal::byte_string(&bytes));
        return quote! {
            #doc
            #vis static #name: [u8; #len] = *#bytes;
        };
    }
    let doc = docs(&lines);
    let ty = table.shape.iter().rev().fold(entry_type(items, table.entry), |inner, &len| {
        let len = Literal::usize_unsuffixed(len);
        quote!([#inner; #len])
    });
    let value = array_value(items, table.entry, &table.shape, &table.values);
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

/// Whether a table of bytes is emitted as one byte-string literal: a long flat one, whose
/// entries as tokens would cost more to expand than the whole rest of its pattern.
fn is_byte_string(table: &Table) -> bool {
    table.entry == Entry::Byte && table.shape.len() == 1 && table.values.len() >= 4096
}

fn entry_type(items: &Items, entry: Entry) -> TokenStream {
    match entry {
        Entry::Set => items.elem.clone(),
        Entry::Mask => quote!(u64),
        Entry::Byte => quote!(u8),
        Entry::Word => quote!(u32),
        Entry::Lines => quote!(::bbgen::__private::KingLines),
        Entry::Magic(len) => {
            let (len, elem) = (Literal::usize_unsuffixed(len), block_elem(items));
            quote!(::bbgen::__private::Magic<#elem, #len>)
        }
        Entry::Pext(len) => {
            let (len, elem) = (Literal::usize_unsuffixed(len), block_elem(items));
            quote!(::bbgen::__private::Pext<#elem, #len>)
        }
        Entry::Halves => quote!([u32; 2]),
        Entry::Scalar(scalar) => {
            let name = Ident::new(scalar.name(), proc_macro2::Span::call_site());
            quote!(#name)
        }
    }
}

/// The element of a magic or PEXT record's block: the main table's, or eight bytes when it is packed.
fn block_elem(items: &Items) -> TokenStream {
    if items.packed { quote!([u8; 8]) } else { items.elem.clone() }
}

/// The source text of one entry.
fn entry_text(items: &Items, entry: Entry, values: &[u64], out: &mut String) {
    use std::fmt::Write;
    let bitboard = items.wraps_sets();
    // A record's block, in the main table.
    let source = || {
        let table = &items.names.table;
        if items.packed { format!("{table}.entries()") } else { format!("&{table}") }
    };
    // Writing to a `String` cannot fail.
    let _ = match (entry, values) {
        (Entry::Set, [set]) if bitboard => write!(out, "::bbgen::__private::Bitboard(0x{set:016X})"),
        (Entry::Byte | Entry::Word, [n]) => write!(out, "{n}"),
        (Entry::Scalar(scalar), [bits]) => write!(out, "{}", scalar.text(*bits)),
        (Entry::Halves, [set]) => write!(out, "[0x{:08X}, 0x{:08X}]", set & 0xFFFF_FFFF, set >> 32),
        (Entry::Lines, [rank, file, diagonal, anti_diagonal]) => write!(
            out,
            "::bbgen::__private::KingLines {{ rank: 0x{rank:016X}, file: 0x{file:016X}, \
             diagonal: 0x{diagonal:016X}, anti_diagonal: 0x{anti_diagonal:016X} }}"
        ),
        (Entry::Magic(_), [mask, magic, offset]) => write!(
            out,
            "::bbgen::__private::Magic {{ mask: 0x{mask:016X}, magic: 0x{magic:016X}, \
             block: ::bbgen::__private::magic_block({}, {offset}) }}",
            source()
        ),
        (Entry::Pext(_), [mask, offset]) => write!(
            out,
            "::bbgen::__private::Pext {{ mask: 0x{mask:016X}, \
             block: ::bbgen::__private::magic_block({}, {offset}) }}",
            source()
        ),
        (_, values) => write!(out, "0x{:016X}", values[0]),
    };
}

/// The source text of a (nested) array literal.
fn array_text(items: &Items, entry: Entry, shape: &[usize], values: &[u64], out: &mut String) {
    out.push('[');
    let stride = shape[1..].iter().product::<usize>() * entry.width();
    for (i, chunk) in values.chunks(stride).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if shape.len() == 1 {
            entry_text(items, entry, chunk, out);
        } else {
            array_text(items, entry, &shape[1..], chunk, out);
        }
    }
    out.push(']');
}

/// A table's array literal, written as text and lexed once rather than built token by token.
fn array_value(items: &Items, entry: Entry, shape: &[usize], values: &[u64]) -> TokenStream {
    let mut text = String::with_capacity(values.len() * 20);
    array_text(items, entry, shape, values, &mut text);
    text.parse().unwrap_or_else(|error: proc_macro2::LexError| syn::Error::new(error.span(), error).to_compile_error())
}

fn hex(value: u64) -> TokenStream {
    let lit = syn::LitInt::new(&format!("0x{value:016X}"), proc_macro2::Span::call_site());
    quote!(#lit)
}
