//! From a [`Pattern`] and its [`Evaluated`] tables to tokens: the `static` table, its doc
//! comment and the `#[inline]` accessors.
//!
//! Generated code names the runtime's items through `::bbgen::__private` and everything else
//! through `::core`, so it compiles under `#![no_implicit_prelude]` and without `std`.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use crate::diagram;
use crate::eval::{Evaluated, Table};
use crate::spec::{Elem, Items, Layout, Pattern, ToSquare};

/// The items of a valid pattern.
pub fn emit(pattern: &Pattern, evaluated: &Evaluated) -> TokenStream {
    let names = Names::of(items(pattern));
    let table = evaluated
        .table
        .as_ref()
        .map(|table| emit_table(&names, evaluated, table));
    let accessors = accessors(pattern, &names, Body::Real, evaluated);
    quote! {
        #table
        #accessors
    }
}

/// Accessors of the right names and signatures whose bodies never return, emitted beside a
/// `compile_error!` so that code calling them reports only the pattern's own mistake.
pub fn stubs(pattern: &Pattern) -> TokenStream {
    let names = Names::of(items(pattern));
    let quiet = Evaluated {
        table: None,
        summary: String::new(),
        example_label: String::new(),
        example: 0,
    };
    accessors(pattern, &names, Body::Stub, &quiet)
}

fn items(pattern: &Pattern) -> &Items {
    match pattern {
        Pattern::KingMoore(items) | Pattern::InBetween { items, .. } | Pattern::Caughtable { items, .. } => items,
    }
}

struct Names<'a> {
    items: &'a Items,
    table: &'a Ident,
    func: Ident,
    elem: TokenStream,
}

impl<'a> Names<'a> {
    fn of(items: &'a Items) -> Self {
        let func = Ident::new(&items.name.to_string().to_lowercase(), items.name.span());
        let elem = match items.elem {
            Elem::U64 => quote!(u64),
            Elem::Bitboard => quote!(::bbgen::__private::Bitboard),
        };
        Names {
            items,
            table: &items.name,
            func,
            elem,
        }
    }

    /// A function name made of the accessor's name and a suffix.
    fn func_with(&self, suffix: &str) -> Ident {
        Ident::new(&format!("{}_{suffix}", self.func), self.func.span())
    }

    /// `expr` (an element) as a `u64`.
    fn raw(&self, expr: TokenStream) -> TokenStream {
        match self.items.elem {
            Elem::U64 => expr,
            Elem::Bitboard => quote!(#expr.0),
        }
    }

    /// `expr` (a `u64`) as an element.
    fn wrap(&self, expr: TokenStream) -> TokenStream {
        match self.items.elem {
            Elem::U64 => expr,
            Elem::Bitboard => quote!(::bbgen::__private::Bitboard(#expr)),
        }
    }

    /// The text of the example label, with the item names filled in.
    fn label(&self, template: &str) -> String {
        template
            .replace("{table}", &self.table.to_string())
            .replace("{fn}", &self.func.to_string())
    }
}

fn docs(lines: &[String]) -> TokenStream {
    lines.iter().map(|line| quote!(#[doc = #line])).collect()
}

/// `text` as doc lines of at most about 96 characters, each led by a space.
fn wrap_words(text: &str) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().filter(|line| line.len() + word.len() < 96);
        match line {
            Some(line) => {
                line.push(' ');
                line.push_str(word);
            }
            None => lines.push(format!(" {word}")),
        }
    }
    lines
}

/// Doc lines: the summary, then the example entry drawn as a diagram.
fn summary_and_example(names: &Names, evaluated: &Evaluated) -> Vec<String> {
    let mut lines = wrap_words(&evaluated.summary);
    lines.push(String::new());
    lines.extend(example(names, evaluated));
    lines
}

/// Doc lines: the example entry's label and diagram.
fn example(names: &Names, evaluated: &Evaluated) -> Vec<String> {
    let mut lines = vec![format!(" `{}`:", names.label(&evaluated.example_label))];
    lines.push(" ```text".into());
    lines.extend(
        diagram::draw(evaluated.example)
            .into_iter()
            .map(|row| format!(" {row}")),
    );
    lines.push(" ```".into());
    lines
}

fn emit_table(names: &Names, evaluated: &Evaluated, table: &Table) -> TokenStream {
    let entries = table.values.len();
    let bytes = entries * 8;
    let shape: Vec<String> = table.shape.iter().map(usize::to_string).collect();
    let mut lines = wrap_words(&evaluated.summary);
    lines.push(String::new());
    lines.push(format!(
        " Shape `[{}]`: {entries} entries, {bytes} bytes.",
        shape.join("][")
    ));
    lines.push(String::new());
    lines.extend(example(names, evaluated));
    let doc = docs(&lines);
    let vis = &names.items.vis;
    let name = names.table;
    let ty = array_type(&names.elem, &table.shape);
    let value = array_value(names, &table.shape, &table.values);
    quote! {
        #doc
        #vis static #name: #ty = #value;
    }
}

fn array_type(elem: &TokenStream, shape: &[usize]) -> TokenStream {
    shape.iter().rev().fold(elem.clone(), |inner, &len| {
        let len = Literal::usize_unsuffixed(len);
        quote!([#inner; #len])
    })
}

fn array_value(names: &Names, shape: &[usize], values: &[u64]) -> TokenStream {
    match shape {
        [] | [_] => {
            let entries = values.iter().map(|&v| names.wrap(hex(v)));
            quote!([#(#entries),*])
        }
        [_, inner @ ..] => {
            let stride: usize = inner.iter().product();
            let rows = values.chunks(stride).map(|row| array_value(names, inner, row));
            quote!([#(#rows),*])
        }
    }
}

/// A `Bitboard` constant expression.
pub fn bitboard(set: u64) -> TokenStream {
    let hex = hex(set);
    quote!(::bbgen::__private::Bitboard(#hex))
}

fn hex(value: u64) -> TokenStream {
    let lit: Literal = format!("0x{value:016X}")
        .parse()
        .unwrap_or_else(|_| Literal::u64_unsuffixed(value));
    quote!(#lit)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Body {
    Real,
    Stub,
}

/// One accessor: docs, signature and body (or a never-returning stub body).
fn accessor(
    names: &Names,
    doc: &[String],
    func: &Ident,
    params: TokenStream,
    ret: &TokenStream,
    body: TokenStream,
    kind: Body,
) -> TokenStream {
    let vis = &names.items.vis;
    match kind {
        Body::Real => {
            let doc = docs(doc);
            quote! {
                #doc
                #[inline]
                #vis const fn #func(#params) -> #ret {
                    #body
                }
            }
        }
        Body::Stub => quote! {
            #[allow(unused_variables, dead_code)]
            #vis const fn #func(#params) -> #ret {
                loop {}
            }
        },
    }
}

fn accessors(pattern: &Pattern, names: &Names, kind: Body, evaluated: &Evaluated) -> TokenStream {
    let square = quote!(::bbgen::__private::Square);
    let table = names.table;
    let elem = &names.elem;
    match pattern {
        Pattern::KingMoore(_) => {
            let lookup = accessor(
                names,
                &[format!(" King attacks from `sq`, by lookup in [`{table}`].")],
                &names.func,
                quote!(sq: #square),
                elem,
                quote!(#table[sq as usize]),
                kind,
            );
            let unwrap = match names.items.elem {
                Elem::U64 => quote!(),
                Elem::Bitboard => quote!(let kings = kings.0;),
            };
            let attacks = names.wrap(quote!(sideways | shift::north(row) | shift::south(row)));
            let set_doc = vec![
                " King attacks of every king in `kings` at once, by calculation: the east and west".to_owned(),
                " neighbours, then that row of up to three squares shifted one rank up and down.".to_owned(),
                format!(" Agrees with [`{}`] on every single square.", names.func),
            ];
            let set = accessor(
                names,
                &set_doc,
                &names.func_with("set"),
                quote!(kings: #elem),
                elem,
                quote! {
                    use ::bbgen::__private::shift;
                    #unwrap
                    let sideways = shift::east(kings) | shift::west(kings);
                    let row = kings | sideways;
                    #attacks
                },
                kind,
            );
            quote!(#lookup #set)
        }
        Pattern::InBetween { layout, to, .. } => {
            let target = match to {
                ToSquare::Exclusive => quote!(),
                ToSquare::Inclusive => quote!(| (1u64 << (b as u8))),
            };
            let body = match layout {
                Layout::Rectangular => quote!(#table[a as usize][b as usize]),
                Layout::Triangular => {
                    let entry = names.raw(quote!(#table[::bbgen::__private::triangular_index(a, b)]));
                    names.wrap(quote!(#entry #target))
                }
                Layout::X88 => {
                    let entry = names.raw(quote!(#table[::bbgen::__private::x88_diff(a, b)]));
                    let set = names.wrap(quote!(#entry.rotate_left(low as u32) #target));
                    quote! {
                        let low = if (a as u8) < (b as u8) { a as u8 } else { b as u8 };
                        #set
                    }
                }
                Layout::Calculated => calculated_in_between(names, &target),
            };
            let how = match layout {
                Layout::Calculated => "by calculation".to_owned(),
                _ => format!("by lookup in [`{table}`]"),
            };
            let what = match to {
                ToSquare::Exclusive => "The squares strictly between `a` and `b` (empty when not aligned)",
                ToSquare::Inclusive => "The squares strictly between `a` and `b`, and `b` itself",
            };
            let mut doc = vec![format!(" {what}, {how}.")];
            if *layout == Layout::Calculated {
                doc = summary_and_example(names, evaluated);
            }
            let set = accessor(
                names,
                &doc,
                &names.func,
                quote!(a: #square, b: #square),
                elem,
                body,
                kind,
            );
            let clear = clear_accessor(names, *layout, *to, kind);
            quote!(#set #clear)
        }
        Pattern::Caughtable { case: Some(_), .. } => accessor(
            names,
            &[format!(
                " The caughtable area for a king on `king`, by lookup in [`{table}`]."
            )],
            &names.func,
            quote!(king: #square),
            elem,
            quote!(#table[king as usize]),
            kind,
        ),
        Pattern::Caughtable { case: None, .. } => {
            let color = quote!(::bbgen::__private::Color);
            accessor(
                names,
                &[
                    " The caughtable area for a lone king of colour `king_color` on `king`, with".to_owned(),
                    format!(" `to_move` to move, by lookup in [`{table}`]."),
                ],
                &names.func,
                quote!(king_color: #color, to_move: #color, king: #square),
                elem,
                quote!(#table[king_color as usize][to_move as usize][king as usize]),
                kind,
            )
        }
    }
}

/// `NAME_clear(a, b, occupancy)`: whether no square of the in-between set is occupied. The 0x88
/// layout rotates the occupancy onto its stored entry, as the seed does, instead of rotating the
/// entry back.
fn clear_accessor(names: &Names, layout: Layout, to: ToSquare, kind: Body) -> TokenStream {
    let (square, elem, func) = (quote!(::bbgen::__private::Square), &names.elem, &names.func);
    let occupancy = names.raw(quote!(occupancy));
    let body = match layout {
        Layout::X88 => {
            let entry = names.raw({
                let table = names.table;
                quote!(#table[::bbgen::__private::x88_diff(a, b)])
            });
            let target = match to {
                ToSquare::Exclusive => quote!(),
                ToSquare::Inclusive => quote!(&&occupancy & (1u64 << (b as u8)) == 0),
            };
            quote! {
                let low = if (a as u8) < (b as u8) { a as u8 } else { b as u8 };
                let occupancy: u64 = #occupancy;
                (#entry & occupancy.rotate_right(low as u32)) == 0 #target
            }
        }
        _ => {
            let set = names.raw(quote!(#func(a, b)));
            quote!((#set & #occupancy) == 0)
        }
    };
    let doc = [
        format!(" Whether no square of [`{func}`]`(a, b)` is in `occupancy`: the path from `a` to `b` is"),
        " clear for a slider.".to_owned(),
    ];
    accessor(
        names,
        &doc,
        &names.func_with("clear"),
        quote!(a: #square, b: #square, occupancy: #elem),
        &quote!(bool),
        body,
        kind,
    )
}

/// The branch-free in-between calculation.
///
/// The squares from the lower square (included) to the higher (excluded) are a run of bits; the
/// line through both squares, if any, is picked from four masks drawn from a1 by testing which
/// of the file, rank, diagonal and anti-diagonal differences is zero, moved onto the lower square
/// by a multiplication with its bit, and cut to that run.
fn calculated_in_between(names: &Names, target: &TokenStream) -> TokenStream {
    let set = if target.is_empty() {
        quote!(line & run)
    } else {
        quote!((line & run) #target)
    };
    let set = names.wrap(set);
    quote! {
        // a2..a7, b2..g7 and h1..b7: the file, diagonal and anti-diagonal seen from a1 (h1..b7
        // starts one step up-left of a1's rank neighbour, so it covers pairs such as c1-a3).
        const FILE_A2_A7: u64 = 0x0001_0101_0101_0100;
        const DIAG_B2_G7: u64 = 0x0040_2010_0804_0200;
        const ANTI_H1_B7: u64 = 0x0002_0408_1020_4080;
        let (a, b) = (a as u64, b as u64);
        let run = (u64::MAX << a) ^ (u64::MAX << b);
        let file = (b & 7).wrapping_sub(a & 7);
        let rank = (b | 7).wrapping_sub(a) >> 3;
        // Each term is its whole mask when its difference is zero, and nothing otherwise.
        let mut line = (file & 7).wrapping_sub(1) & FILE_A2_A7;
        line += 2 * ((rank & 7).wrapping_sub(1) >> 58);
        line += (rank.wrapping_sub(file) & 15).wrapping_sub(1) & DIAG_B2_G7;
        line += (rank.wrapping_add(file) & 15).wrapping_sub(1) & ANTI_H1_B7;
        let line = line.wrapping_mul(run & run.wrapping_neg());
        #set
    }
}
