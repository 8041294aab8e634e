//! The accessor functions of each pattern.

use proc_macro2::TokenStream;
use quote::quote;

use super::{Accessor, Names, hex, summary_and_example};
use crate::eval::Evaluated;
use crate::eval::sliders::{DIAGONAL_C2_H7, FILE_A2_A7, FILE_B};
use crate::spec::{DistanceLayout, Kind, Layout, Method, Pattern, Side, Slider, ToSquare};

fn square() -> TokenStream {
    quote!(::bbgen::__private::Square)
}

fn lines(text: &[&str]) -> Vec<String> {
    text.iter().map(|line| format!(" {line}")).collect()
}

/// A `const fn` accessor.
fn accessor(
    doc: Vec<String>,
    name: proc_macro2::Ident,
    params: TokenStream,
    ret: TokenStream,
    body: TokenStream,
) -> Accessor {
    Accessor { doc, name, params, ret, body, is_const: true, attrs: TokenStream::new() }
}

/// `NAME(sq) -> E`: the main table's entry for one square.
fn lookup(names: &Names, what: &str, param: &str) -> Accessor {
    // Parameters take the call-site span, as the bodies written here do, so that they resolve
    // even when a `macro_rules!` passes the pattern's words in.
    let (table, sq) = (names.table, quote::format_ident!("{param}"));
    let square = square();
    accessor(
        vec![format!(" {what}, by lookup in [`{table}`].")],
        names.func.clone(),
        quote!(#sq: #square),
        names.elem.clone(),
        quote!(#table[#sq as usize]),
    )
}

/// `NAME_SUFFIX(set) -> E`: a set-wise calculation on `u64` named `arg` inside `body`.
fn set_wise(names: &Names, suffix: &str, doc: &[&str], arg: &str, body: TokenStream) -> Accessor {
    let arg = quote::format_ident!("{arg}");
    let unwrap = names.unwrap_args(&[&arg]);
    let body = if unwrap.is_empty() { body } else { names.wrap(quote!({ #body })) };
    let elem = &names.elem;
    accessor(
        lines(doc),
        names.func_with(suffix),
        quote!(#arg: #elem),
        elem.clone(),
        quote! {
            use ::bbgen::__private::shift;
            #unwrap
            #body
        },
    )
}

/// The accessors of a pattern; `evaluated` supplies the docs of calculated patterns, and is
/// `None` for stubs.
pub fn accessors(pattern: &Pattern, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Accessor> {
    let (table, func, elem, square) = (names.table, &names.func, &names.elem, square());
    match pattern.kind {
        Kind::KingMoore => vec![
            lookup(names, "King attacks from `sq`", "sq"),
            set_wise(
                names,
                "set",
                &[
                    "King attacks of every king in `kings` at once, by calculation: the east and west",
                    "neighbours, then that row of up to three squares shifted one rank up and down.",
                ],
                "kings",
                quote! {
                    let sideways = shift::east(kings) | shift::west(kings);
                    let row = kings | sideways;
                    sideways | shift::north(row) | shift::south(row)
                },
            ),
        ],
        Kind::KnightAttacks => vec![
            lookup(names, "Knight attacks from `sq`", "sq"),
            set_wise(
                names,
                "set",
                &[
                    "Knight attacks of every knight in `knights` at once, by calculation: the squares",
                    "one file aside moved two ranks up and down, and two files aside moved one rank.",
                ],
                "knights",
                quote! {
                    let one = shift::east(knights) | shift::west(knights);
                    let two = shift::east(shift::east(knights)) | shift::west(shift::west(knights));
                    (one << 16) | (one >> 16) | (two << 8) | (two >> 8)
                },
            ),
        ],
        Kind::PawnAttacks(side) => {
            let body = match side {
                Side::White => quote!(shift::north_east(pawns) | shift::north_west(pawns)),
                Side::Black => quote!(shift::south_east(pawns) | shift::south_west(pawns)),
            };
            vec![
                lookup(names, &format!("The squares a {} pawn on `sq` attacks", side.word()), "sq"),
                set_wise(
                    names,
                    "set",
                    &["The squares the pawns in `pawns` attack, all at once, by calculation."],
                    "pawns",
                    body,
                ),
            ]
        }
        Kind::PawnPushes(side) => {
            let (step, third_rank) = match side {
                Side::White => (quote!(shift::north), quote!(0x0000_0000_00FF_0000u64)),
                Side::Black => (quote!(shift::south), quote!(0x0000_FF00_0000_0000u64)),
            };
            let push = names.wrap(quote!(#step(pawns) & empty));
            let double = names.wrap(quote!(#step(#step(pawns) & empty & #third_rank) & empty));
            let unwrap = names.unwrap_args(&[&quote::format_ident!("pawns"), &quote::format_ident!("empty")]);
            let single_doc = "The squares the pawns in `pawns` push to one step ahead, onto `empty` squares.";
            let double_doc = [
                "The squares the pawns in `pawns` reach by a double step from their home rank: both squares",
                "ahead must be in `empty`.",
            ];
            vec![
                lookup(names, &format!("Push targets of a {} pawn on `sq` on an empty board", side.word()), "sq"),
                accessor(
                    vec![format!(" {single_doc}")],
                    names.func_with("single"),
                    quote!(pawns: #elem, empty: #elem),
                    elem.clone(),
                    quote! {
                        use ::bbgen::__private::shift;
                        #unwrap
                        #push
                    },
                ),
                accessor(
                    lines(&double_doc),
                    names.func_with("double"),
                    quote!(pawns: #elem, empty: #elem),
                    elem.clone(),
                    quote! {
                        use ::bbgen::__private::shift;
                        #unwrap
                        #double
                    },
                ),
            ]
        }
        Kind::PawnShield(side) => {
            vec![lookup(names, &format!("The pawn-shield mask for a {} king on `king`", side.word()), "king")]
        }
        Kind::KingLines => king_lines(names),
        Kind::AttackedByPiece => vec![accessor(
            lines(&[
                "Whether `piece` standing on `from` attacks `to`, given the squares in `occupancy`:",
                "the entry for the pair's 0x88 difference must share no square with the occupancy",
                "rotated right by `from`. The piece's own square counts as occupied, whatever",
                "`occupancy` says, so that a difference the piece never attacks along is refused.",
            ]),
            func.clone(),
            quote!(from: #square, to: #square, piece: ::bbgen::__private::Piece, occupancy: u64),
            quote!(bool),
            quote! {
                let row = match piece.role {
                    ::bbgen::__private::Role::Pawn => piece.color as usize,
                    role => role as usize + 1,
                };
                let occupancy = occupancy.rotate_right(from as u32) | 1;
                (#table[row][::bbgen::__private::x88_diff(from, to)] & occupancy) == 0
            },
        )],
        Kind::Distance(_, layout) => {
            let body = match layout {
                DistanceLayout::Rectangular => quote!(#table[a as usize][b as usize]),
                DistanceLayout::X88 => quote!(#table[::bbgen::__private::x88_diff(a, b)]),
            };
            vec![accessor(
                vec![format!(" The distance from `a` to `b`, by lookup in [`{table}`].")],
                func.clone(),
                quote!(a: #square, b: #square),
                quote!(u8),
                body,
            )]
        }
        Kind::FullLine => vec![accessor(
            vec![" The whole line through `a` and `b`; empty when they are not aligned.".into()],
            func.clone(),
            quote!(a: #square, b: #square),
            elem.clone(),
            quote!(#table[a as usize][b as usize]),
        )],
        Kind::Ray => vec![accessor(
            vec![" The ray from `from` through `through` to the edge; empty when they are not aligned.".into()],
            func.clone(),
            quote!(from: #square, through: #square),
            elem.clone(),
            quote!(#table[from as usize][through as usize]),
        )],
        Kind::InBetween(layout, to) => in_between(names, layout, to, evaluated),
        Kind::Slider(slider, method) => sliders(names, slider, method, evaluated),
        Kind::Caughtable(Some(_)) => vec![lookup(names, "The caughtable area for a king on `king`", "king")],
        Kind::Caughtable(None) => vec![accessor(
            vec![
                " The caughtable area for a lone king of colour `king_color` on `king`, with".to_owned(),
                format!(" `to_move` to move, by lookup in [`{table}`]."),
            ],
            func.clone(),
            quote!(king_color: ::bbgen::__private::Color, to_move: ::bbgen::__private::Color, king: #square),
            elem.clone(),
            quote!(#table[king_color as usize][to_move as usize][king as usize]),
        )],
        Kind::Zobrist(_) => zobrist(names),
        Kind::Queen(method) => queen(names, method),
    }
}

/// A queen's accessors, on its rook and bishop halves (`{fn}_rook`, `{fn}_bishop`): their
/// union, both at once, and for Kogge-Stone the union for a set of queens.
fn queen(names: &Names, method: Method) -> Vec<Accessor> {
    let (elem, square) = (&names.elem, square());
    let (rook, bishop) = (names.func_with("rook"), names.func_with("bishop"));
    let union = |rook: TokenStream, bishop: TokenStream| {
        let (rook, bishop) = (names.raw(rook), names.raw(bishop));
        names.wrap(quote!(#rook | #bishop))
    };
    let (is_const, attrs) = match method {
        Method::Pext => (false, bmi2_only()),
        _ => (true, TokenStream::new()),
    };
    let mut out = vec![
        Accessor {
            doc: vec![
                " The squares a queen on `sq` attacks, given the squares in `occupancy`: the union of".to_owned(),
                format!(" [`{rook}`] and [`{bishop}`]."),
            ],
            name: names.func.clone(),
            params: quote!(sq: #square, occupancy: #elem),
            ret: elem.clone(),
            body: union(quote!(#rook(sq, occupancy)), quote!(#bishop(sq, occupancy))),
            is_const,
            attrs: attrs.clone(),
        },
        Accessor {
            doc: lines(&[
                "The squares a queen on `sq` attacks along ranks and files, and along diagonals, apart:",
                "what the attackers of a square and pins need.",
            ]),
            name: names.func_with("both"),
            params: quote!(sq: #square, occupancy: #elem),
            ret: quote!((#elem, #elem)),
            body: quote!((#rook(sq, occupancy), #bishop(sq, occupancy))),
            is_const,
            attrs,
        },
    ];
    if method == Method::KoggeStone {
        let (rooks, bishops) = (names.func_with("rook_set"), names.func_with("bishop_set"));
        out.push(accessor(
            vec![" The squares the queens in `queens` attack, all at once, given the squares in `occupancy`.".into()],
            names.func_with("set"),
            quote!(queens: #elem, occupancy: #elem),
            elem.clone(),
            union(quote!(#rooks(queens, occupancy)), quote!(#bishops(queens, occupancy))),
        ));
    }
    out
}

fn zobrist(names: &Names) -> Vec<Accessor> {
    let (table, square) = (names.table, square());
    let castling = names.table_with("_CASTLING");
    vec![
        accessor(
            vec![format!(" The key of `piece` on `sq`, from [`{table}`].")],
            names.func_with("piece"),
            quote!(piece: ::bbgen::__private::Piece, sq: #square),
            quote!(u64),
            quote!(#table[64 * (2 * piece.role as usize + 1 - piece.color as usize) + sq as usize]),
        ),
        accessor(
            vec![format!(" The key of a set of castling rights, the XOR of one key per right, from [`{castling}`].")],
            names.func_with("castling"),
            quote!(rights: ::bbgen::__private::Castling),
            quote!(u64),
            quote!(#castling[rights.bits() as usize]),
        ),
        accessor(
            lines(&[
                "The key of the en-passant file of `sq`. It belongs in a position's key only when a pawn",
                "of the side to move stands beside the pawn that has just moved two squares.",
            ]),
            names.func_with("en_passant"),
            quote!(sq: #square),
            quote!(u64),
            quote!(#table[772 + sq as usize % 8]),
        ),
        accessor(
            vec![" The side to move's key: white's, or 0 for black.".into()],
            names.func_with("turn"),
            quote!(side_to_move: ::bbgen::__private::Color),
            quote!(u64),
            quote!(#table[780] & (side_to_move as u64).wrapping_sub(1)),
        ),
    ]
}

fn king_lines(names: &Names) -> Vec<Accessor> {
    let (table, square) = (names.table, square());
    let entry = quote!(#table[king as usize]);
    let variant = |suffix: &str, doc: &[&str], ret: TokenStream, body: TokenStream, is_const: bool| Accessor {
        doc: lines(doc),
        name: names.func_with(suffix),
        params: quote!(pattern: u64, king: #square),
        ret,
        body,
        is_const,
        attrs: TokenStream::new(),
    };
    vec![
        accessor(
            vec![format!(" The four lines through `king`, by lookup in [`{table}`].")],
            names.func.clone(),
            quote!(king: #square),
            quote!(&'static ::bbgen::__private::KingLines),
            quote!(&#entry),
        ),
        variant(
            "dir_set",
            &[
                "The lines along which a king on `king` is vulnerable to distant checks: 1 rank, 2 file,",
                "4 diagonal, 8 anti-diagonal, summed. `pattern` is the king's escape squares with the",
                "king's own square; 15 when it has no escape. Uses SSE4.1 where the CPU has it; the",
                "`_branchless` variant measured faster even so.",
            ],
            quote!(u32),
            quote!(#entry.dir_set(pattern)),
            false,
        ),
        variant(
            "dir_set_branching",
            &["As the `dir_set` accessor, by a test of each line in turn."],
            quote!(u32),
            quote!(#entry.dir_set_branching(pattern)),
            true,
        ),
        variant(
            "dir_set_branchless",
            &["As the `dir_set` accessor, by summing the four tests without branches."],
            quote!(u32),
            quote!(#entry.dir_set_branchless(pattern)),
            true,
        ),
        variant(
            "dir_set_sse41",
            &["As the `dir_set` accessor, with SSE4.1 quadword compares; `None` where the CPU lacks SSE4.1."],
            quote!(::core::option::Option<u32>),
            quote!(#entry.dir_set_sse41(pattern)),
            false,
        ),
    ]
}

fn in_between(names: &Names, layout: Layout, to: ToSquare, evaluated: Option<&Evaluated>) -> Vec<Accessor> {
    let (table, func, elem, square) = (names.table, &names.func, &names.elem, square());
    let target = match to {
        ToSquare::Exclusive => quote!(),
        ToSquare::Inclusive => quote!(| (1u64 << (b as u8))),
    };
    let body = match layout {
        Layout::Rectangular => quote!(#table[a as usize][b as usize]),
        Layout::Triangular => names.wrap(quote!(::bbgen::__private::triangular_entry(&#table, a, b) #target)),
        Layout::X88 => {
            let entry = names.raw(quote!(#table[::bbgen::__private::x88_diff(a, b)]));
            names.wrap(quote!(#entry.rotate_left(a as u32) #target))
        }
        Layout::Calculated => calculated_in_between(names, &target),
    };
    let what = match to {
        ToSquare::Exclusive => "The squares strictly between `a` and `b` (empty when not aligned)",
        ToSquare::Inclusive => "The squares strictly between `a` and `b`, and `b` itself",
    };
    let doc = match (layout, evaluated) {
        (Layout::Calculated, Some(evaluated)) => summary_and_example(names, evaluated),
        (Layout::Calculated, None) => Vec::new(),
        _ => vec![format!(" {what}, by lookup in [`{table}`].")],
    };
    let set = accessor(doc, func.clone(), quote!(a: #square, b: #square), elem.clone(), body.clone());

    // The occupancy test; the 0x88 layout rotates the occupancy onto its stored entry, as the
    // Square Attacked By page does, instead of rotating the entry back.
    let occupancy = names.raw(quote!(occupancy));
    let clear_body = match layout {
        Layout::X88 => {
            let unwrap = names.unwrap_args(&[&quote::format_ident!("occupancy")]);
            let entry = names.raw(quote!(#table[::bbgen::__private::x88_diff(a, b)]));
            let target = match to {
                ToSquare::Exclusive => quote!(),
                ToSquare::Inclusive => quote!(&&(occupancy & (1u64 << (b as u8))) == 0),
            };
            quote! {
                #unwrap
                (#entry & occupancy.rotate_right(a as u32)) == 0 #target
            }
        }
        _ => {
            // The set's own expression rather than a call to the accessor, which a parameter
            // named like it (`name = A`, `B` or `OCCUPANCY`) would hide.
            let set = if layout == Layout::Calculated { quote!({ #body }) } else { body };
            let raw = names.raw(quote!(set));
            quote! {
                let set: #elem = #set;
                (#raw & #occupancy) == 0
            }
        }
    };
    let clear = accessor(
        vec![
            format!(" Whether no square of [`{func}`]`(a, b)` is in `occupancy`: the path from `a` to `b` is"),
            " clear for a slider.".to_owned(),
        ],
        names.func_with("clear"),
        quote!(a: #square, b: #square, occupancy: #elem),
        quote!(bool),
        clear_body,
    );
    vec![set, clear]
}

/// The branch-free in-between calculation.
///
/// The squares from the lower square (included) to the higher (excluded) are a run of bits; the
/// line through both squares, if any, is picked from four masks drawn from a1 by testing which
/// of the file, rank, diagonal and anti-diagonal differences is zero, moved onto the lower square
/// by a multiplication with its bit, and cut to that run.
fn calculated_in_between(names: &Names, target: &TokenStream) -> TokenStream {
    let set = if target.is_empty() { quote!(line & run) } else { quote!((line & run) #target) };
    let set = names.wrap(set);
    let file_a = hex(FILE_A2_A7);
    quote! {
        // a2..a7, b2..g7 and h1..b7: the file, diagonal and anti-diagonal seen from a1 (h1..b7
        // starts one step up-left of a1's rank neighbour, so it covers pairs such as c1-a3).
        const FILE_A2_A7: u64 = #file_a;
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

/// `#[cfg]` for items that need BMI2 at compile time.
pub fn bmi2_only() -> TokenStream {
    quote!(#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))])
}

fn sliders(names: &Names, slider: Slider, method: Method, evaluated: Option<&Evaluated>) -> Vec<Accessor> {
    let (table, func, elem, square) = (names.table, &names.func, &names.elem, square());
    let occupancy = names.raw(quote!(occupancy));
    let piece = slider.word();
    let fill = proc_macro2::Ident::new(&format!("{piece}_attacks"), func.span());
    // A packed table is read by `u64_at`; an array by indexing.
    let packed = names.packed;
    let read = |index: TokenStream| {
        if packed { names.wrap(quote!(#table.u64_at(#index))) } else { quote!(#table[#index]) }
    };
    let mut doc = super::wrap_words(&format!(
        "The squares a {piece} on `sq` attacks, given the squares in `occupancy`, by lookup in [`{table}`]."
    ));
    let body = match method {
        Method::Magic => {
            let magics = names.table_with("_MAGICS");
            let entry = quote!(#magics[sq as usize].entry(#occupancy));
            if packed { names.wrap(quote!(u64::from_le_bytes(#entry))) } else { entry }
        }
        Method::Pext => {
            let (masks, offsets) = (names.table_with("_MASKS"), names.table_with("_OFFSETS"));
            let entry = read(quote!(index as usize + #offsets[sq as usize] as usize));
            quote! {
                let index = ::bbgen::__private::pext(#occupancy, #masks[sq as usize]);
                #entry
            }
        }
        Method::Hyperbola | Method::Kindergarten => {
            let lines = line_attacks(names, slider, method);
            let unwrap = names.unwrap_args(&[&quote::format_ident!("occupancy")]);
            let set = if unwrap.is_empty() { lines } else { names.wrap(quote!({ #lines })) };
            quote! {
                #unwrap
                #set
            }
        }
        Method::KoggeStone => {
            doc = match evaluated {
                Some(evaluated) => summary_and_example(names, evaluated),
                None => Vec::new(),
            };
            names.wrap(quote!(::bbgen::__private::fill::#fill(1u64 << (sq as u8), !#occupancy)))
        }
    };
    let mut out = vec![Accessor {
        doc,
        name: func.clone(),
        params: quote!(sq: #square, occupancy: #elem),
        ret: elem.clone(),
        body,
        is_const: method != Method::Pext,
        attrs: if method == Method::Pext { bmi2_only() } else { TokenStream::new() },
    }];
    if method == Method::KoggeStone {
        let pieces = quote::format_ident!("{piece}s");
        let set = names.wrap(quote!(::bbgen::__private::fill::#fill(#pieces, !#occupancy)));
        let unwrap = names.unwrap_args(&[&pieces]);
        out.push(accessor(
            vec![format!(
                " The squares the {piece}s in `{pieces}` attack, all at once, given the squares in `occupancy`."
            )],
            names.func_with("set"),
            quote!(#pieces: #elem, occupancy: #elem),
            elem.clone(),
            quote! {
                #unwrap
                #set
            },
        ));
    }
    out
}

/// The body of a hyperbola or kindergarten accessor, on a `u64` occupancy.
fn line_attacks(names: &Names, slider: Slider, method: Method) -> TokenStream {
    let table = names.table;
    // The rook's rank, shared by both methods: its six inner squares index the first-rank table.
    let ranks = names.table_with("_RANKS");
    let rank = quote! {
        let shift = (sq as u32) & 56;
        let inner = ((occupancy >> (shift + 1)) & 63) as usize;
        let rank = (#ranks[(sq as usize) & 7][inner] as u64) << shift;
    };
    match (method, slider) {
        (Method::Kindergarten, Slider::Rook) => {
            let (file_a, diagonal) = (hex(FILE_A2_A7), hex(DIAGONAL_C2_H7));
            quote! {
                #rank
                let file = (sq as u32) & 7;
                let index = (((occupancy >> file) & #file_a).wrapping_mul(#diagonal) >> 58) as usize;
                (#table[(sq as usize) >> 3][index] << file) | rank
            }
        }
        (Method::Kindergarten, _) => {
            let (masks, file_b) = (names.table_with("_LINES"), hex(FILE_B));
            quote! {
                let filled = &#table[(sq as usize) & 7];
                let [diagonal, anti_diagonal] = #masks[sq as usize];
                let d = ((occupancy & diagonal).wrapping_mul(#file_b) >> 58) as usize;
                let a = ((occupancy & anti_diagonal).wrapping_mul(#file_b) >> 58) as usize;
                (filled[d] & diagonal) | (filled[a] & anti_diagonal)
            }
        }
        _ => {
            let lines = match slider {
                Slider::Rook => quote! {
                    #rank
                    line(occupancy, #table[sq as usize], slider) | rank
                },
                Slider::Bishop => quote! {
                    let [diagonal, anti_diagonal] = #table[sq as usize];
                    line(occupancy, diagonal, slider) | line(occupancy, anti_diagonal, slider)
                },
            };
            quote! {
                // The slider's attacks along one line through it: subtracting twice its bit from
                // the line's occupancy borrows up to the first blocker above it; doing the same on
                // the byte-swapped (vertically mirrored) board finds the first blocker below.
                const fn line(occupancy: u64, mask: u64, slider: u64) -> u64 {
                    let o = occupancy & mask;
                    let forward = o.wrapping_sub(slider.wrapping_mul(2));
                    let reverse = o.swap_bytes().wrapping_sub(slider.swap_bytes().wrapping_mul(2));
                    (forward ^ reverse.swap_bytes()) & mask
                }
                let slider = 1u64 << (sq as u8);
                #lines
            }
        }
    }
}
