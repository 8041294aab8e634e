//! The Rust back end of the accessors: each [`Function`] as an `#[inline]` function, `const`
//! wherever its body allows.
//!
//! Sets are computed as `u64`s; where the pattern's element is `Bitboard`, a value whose type
//! is a set (a variable of type [`Ty::Set`], a table of sets, a sibling accessor's answer) is
//! unwrapped with `.0`, and a set returned is wrapped again.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use super::{Items, docs, hex, is_packed, target_cfg};
use crate::ir::{BoardFunction, BoardKind, Body, Call, Expr, Field, Function, InputKind, Op, Stmt, Ty};
use crate::tables::{Entry, Table};

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
    items: &'a Items<'a>,
    /// The tables the accessors read, by suffix, to tell what a load gives; none for stubs.
    tables: &'a [(String, &'a Table)],
}

impl<'a> Printer<'a> {
    /// A printer for the pattern's `items`, whose tables are `tables`.
    pub fn new(items: &'a Items<'a>, tables: &'a [(String, &'a Table)]) -> Self {
        Printer { items, tables }
    }

    /// The function's tokens; a stub's body never returns.
    pub fn function(&mut self, f: &Function, stub: bool) -> TokenStream {
        let name = self.items.func(f.suffix);
        let params = f.params.iter().map(|param| {
            let (name, ty) = (format_ident!("{}", param.name), self.ty(param.ty));
            quote!(#name: #ty)
        });
        let ret = self.ty(f.ret);
        let vis = self.items.vis();
        let constness = if f.feature.is_none() { quote!(const) } else { quote!() };
        let attrs = target_cfg(f.feature);
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
        // A parameter the layout leaves unread (a policy map's king where nothing is mirrored).
        let unread = f.params.iter().filter(|param| !f.body.reads(param.name, None)).map(|param| {
            let name = format_ident!("{}", param.name);
            quote!(let _ = #name;)
        });
        let body = self.body(&f.body, f.ret);
        quote! {
            #doc
            #attrs
            #[inline]
            #vis #constness fn #name(#(#params),*) -> #ret {
                #(#unread)*
                #body
            }
        }
    }

    /// A function over a position around an accessor; a stub's body never returns.
    pub fn board_function(&self, f: &BoardFunction, stub: bool) -> TokenStream {
        let (name, vis) = (self.items.func(f.suffix), self.items.vis());
        let (board, mv) = (quote!(::bbgen::__private::Board), quote!(::bbgen::__private::Move));
        let (params, ret) = match &f.kind {
            BoardKind::MoveOutput { .. } => (quote!(board: &#board, mv: #mv), quote!(u32)),
            BoardKind::OutputMove { .. } => (quote!(board: &#board, index: u32), quote!(::core::option::Option<#mv>)),
            BoardKind::PsqActive | BoardKind::PairsActive | BoardKind::ThreatsActive => (
                quote!(board: &#board, perspective: ::bbgen::__private::Color),
                quote!(impl ::core::iter::Iterator<Item = u32> + '_),
            ),
            BoardKind::KingRefresh { .. } => {
                (quote!(board: &#board, mv: #mv, perspective: ::bbgen::__private::Color), quote!(bool))
            }
            BoardKind::SetActive { .. } => (
                quote!(board: &#board, perspective: ::bbgen::__private::Color, mut f: impl ::core::ops::FnMut(usize, u32)),
                TokenStream::new(),
            ),
            BoardKind::SetRefresh { inputs } => {
                let n = Literal::usize_unsuffixed(inputs.len());
                (quote!(board: &#board, mv: #mv, perspective: ::bbgen::__private::Color), quote!([bool; #n]))
            }
            BoardKind::SetPlay { inputs } => {
                let n = Literal::usize_unsuffixed(inputs.len());
                let changes = quote!(::bbgen::__private::InputChanges<#n>);
                (quote!(board: &mut #board, mv: #mv, changes: &mut #changes), TokenStream::new())
            }
        };
        let ret = if ret.is_empty() { ret } else { quote!(-> #ret) };
        if stub {
            // An opaque iterator's type comes from a value, which the endless loop never reaches.
            let tail = matches!(f.kind, BoardKind::PsqActive | BoardKind::PairsActive | BoardKind::ThreatsActive)
                .then(|| quote!(::core::iter::empty::<u32>()));
            return quote! {
                #[allow(unused_variables, unused_mut, dead_code, unreachable_code)]
                #vis fn #name(#params) #ret {
                    loop {}
                    #tail
                }
            };
        }
        let doc = docs(&f.doc);
        let body = match &f.kind {
            BoardKind::MoveOutput { accessor, none } => {
                let (accessor, none) = (self.items.func(Some(accessor)), self.items.table(none));
                quote! {
                    let (piece, king, castling) = ::bbgen::__private::policy_facts(board, mv);
                    match #accessor(piece, king, mv.from, mv.to, mv.promotion, castling) {
                        ::core::option::Option::Some(index) => index,
                        ::core::option::Option::None => #none,
                    }
                }
            }
            BoardKind::OutputMove { accessor } => {
                // The accessor, not the function of a move's output, whose name may be `board`,
                // `mv` or `index` and hidden here.
                let accessor = self.items.func(Some(accessor));
                quote!(::bbgen::__private::policy_move(board, index, #accessor))
            }
            BoardKind::PsqActive => {
                // The pattern refuses the names `board` and `perspective`, which the parameters
                // would hide.
                let accessor = self.items.func(None);
                quote!(::bbgen::__private::psq_active(board, perspective, #accessor))
            }
            BoardKind::PairsActive => {
                // As above; the band's table is named in capitals, which no parameter is.
                let (accessor, band) = (self.items.func(None), self.items.table(""));
                quote!(::bbgen::__private::pawn_pairs_active(board, perspective, &#band, #accessor))
            }
            BoardKind::ThreatsActive => {
                let accessor = self.items.func(None);
                quote!(::bbgen::__private::threats_active(board, perspective, #accessor))
            }
            BoardKind::SetActive { inputs } => {
                let calls = inputs.iter().enumerate().map(|(i, input)| {
                    let (active, i) = (self.items.func(Some(&format!("{input}_active"))), Literal::usize_unsuffixed(i));
                    quote!(for index in #active(board, perspective) { f(#i, index); })
                });
                quote!(#(#calls)*)
            }
            BoardKind::SetRefresh { inputs } => {
                let calls = inputs.iter().map(|input| {
                    let refresh = self.items.func(Some(&format!("{input}_needs_refresh")));
                    quote!(#refresh(board, mv, perspective))
                });
                quote!([#(#calls),*])
            }
            BoardKind::SetPlay { inputs } => self.set_play(inputs),
            BoardKind::KingRefresh { accessor } => {
                let accessor = self.items.func(Some(accessor));
                quote!(#accessor(perspective, board.king(perspective), ::bbgen::__private::king_after(board, mv, perspective)))
            }
        };
        quote! {
            #doc
            #[inline]
            #vis fn #name(#params) #ret {
                #body
            }
        }
    }

    /// The body of a set's `_play`: the move played and recorded, then each input's changes
    /// for each side, or its refresh.
    fn set_play(&self, inputs: &[(String, InputKind)]) -> TokenStream {
        let private = quote!(::bbgen::__private);
        // The pairs of every threat map of the set, whose changes the move records.
        let maps: Vec<Ident> = inputs
            .iter()
            .filter(|(_, kind)| *kind == InputKind::Threats)
            .map(|(input, _)| self.items.table(&format!("_{}_PAIRS", input.to_uppercase())))
            .collect();
        let pairs = match maps.as_slice() {
            [] => quote!(#private::ThreatPairs::NONE),
            [one] => quote!(#one),
            several => quote!(#private::ThreatPairs::from_bits(0 #(| #several.bits())*)),
        };
        let each = inputs.iter().enumerate().map(|(i, (input, kind))| {
            let (index, refresh) = (self.items.func(Some(input)), self.items.func(Some(&format!("{input}_refresh"))));
            let i = Literal::usize_unsuffixed(i);
            let changes = match kind {
                InputKind::PieceSquare => quote!(#private::psq_changes(changes, #i, perspective, to, #index)),
                InputKind::Threats => quote!(#private::threat_input_changes(changes, #i, perspective, to, #index)),
                InputKind::PawnPairs => {
                    let band = self.items.table(&format!("_{}", input.to_uppercase()));
                    quote!(#private::pair_changes(changes, #i, perspective, to, &#band, #index))
                }
            };
            quote! {
                if #refresh(perspective, from, to) {
                    #private::refresh_input(changes, #i, perspective);
                } else {
                    #changes;
                }
            }
        });
        quote! {
            let kings = [board.king(#private::Color::White), board.king(#private::Color::Black)];
            #private::play_recording(board, mv, &#pairs, changes);
            for perspective in #private::Color::ALL {
                let (from, to) = (kings[perspective as usize], board.king(perspective));
                #(#each)*
            }
        }
    }

    fn ty(&self, ty: Ty) -> TokenStream {
        let elem = &self.items.elem;
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
            Ty::MaybeMove => quote!(::core::option::Option<(::bbgen::__private::Square, ::bbgen::__private::Square)>),
            Ty::MaybeU32 => quote!(::core::option::Option<u32>),
            Ty::MaybeRole => quote!(::core::option::Option<::bbgen::__private::Role>),
            Ty::Scalar(scalar) => {
                let name = format_ident!("{}", scalar.name());
                quote!(#name)
            }
        }
    }

    fn body(&self, body: &Body, ret: Ty) -> TokenStream {
        let mut out = TokenStream::new();
        if body.calls(&|call| matches!(call, Call::Shift { .. })) {
            out.extend(quote!(
                use ::bbgen::__private::shift;
            ));
        }
        for stmt in &body.stmts {
            out.extend(match stmt {
                Stmt::Const(var, value) => {
                    let (name, ty, value) = (format_ident!("{}", var.name), self.ty(var.ty), hex(*value));
                    quote!(const #name: #ty = #value;)
                }
                Stmt::Let(var, value) => {
                    let want = if var.ty == Ty::Set { Want::Elem } else { Want::Raw };
                    let (name, value) = (format_ident!("{}", var.name), self.expr(value, want));
                    quote!(let #name = #value;)
                }
                Stmt::LetBoth([first, second], value) => {
                    let (first, second) = (format_ident!("{}", first.name), format_ident!("{}", second.name));
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

    /// Whether an expression gives the pattern's element rather than a `u64`: what its type
    /// says, or for a load the type of the table's entries.
    fn is_elem(&self, expr: &Expr) -> bool {
        let set_entry = |suffix: &str| self.table(suffix).is_some_and(|t| t.entry == Entry::Set && !is_packed(t));
        match expr {
            Expr::Var(var) => var.ty == Ty::Set,
            Expr::Sibling { ret, .. } => *ret == Ty::Set,
            Expr::Load(suffix, _) => set_entry(suffix),
            Expr::Call(call) => matches!(**call, Call::MagicEntry { .. } | Call::PextEntry { .. }) && set_entry(""),
            _ => false,
        }
    }

    fn expr(&self, expr: &Expr, want: Want) -> TokenStream {
        let printed = self.plain(expr);
        let wrapped = self.items.wraps_sets();
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
            (Expr::Bin(Op::Eq | Op::Ne, ..), Place::Left(Op::AndAlso) | Place::Right(Op::AndAlso)) => false,
            (Expr::Bin(..) | Expr::Select(..), _) => true,
            // `x as u64 << n` would read `u64<` as generic arguments; a method binds tighter.
            (Expr::Cast(..), Place::Left(Op::Shl | Op::Shr | Op::Lt) | Place::Receiver) => true,
            (Expr::Cast(..), Place::Left(op) | Place::Right(op)) => {
                matches!(op, Op::And | Op::Or | Op::Xor | Op::Shl | Op::Shr)
            }
            (Expr::Not(..), Place::Receiver) => true,
            // A `match` before `as` or an operator would not parse as its operand.
            (Expr::Field(_, Field::Number), _) => true,
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
            Expr::Var(var) => {
                let name = format_ident!("{}", var.name);
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
                    Op::Ne => quote!(#a != #b),
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
                let (cond, then) = (self.expr(cond, Want::Raw), self.expr(then, Want::Raw));
                let other_printed = self.expr(other, Want::Raw);
                // A chain of selects reads as `else if`, as clippy would have it written; so does
                // an optional value, printed as an `if` of its own.
                if matches!(**other, Expr::Select(..) | Expr::MaybeU32 { .. } | Expr::MaybeMove { .. }) {
                    quote!(if #cond { #then } else #other_printed)
                } else {
                    quote!(if #cond { #then } else { #other_printed })
                }
            }
            Expr::Field(var, field) => {
                let name = format_ident!("{}", var.name);
                match field {
                    Field::Role => quote!(#name.role),
                    Field::Color => quote!(#name.color),
                    Field::Bits => quote!(#name.bits()),
                    Field::Number => quote! {
                        match #name {
                            ::core::option::Option::Some(role) => role as u8,
                            ::core::option::Option::None => 0,
                        }
                    },
                }
            }
            Expr::Load(suffix, indices) => {
                let table = self.items.table(suffix);
                let indices: Vec<TokenStream> = indices.iter().map(|index| self.expr(index, Want::Raw)).collect();
                match self.table(suffix) {
                    Some(t) if is_packed(t) => quote!(#table.u64_at(#(#indices)*)),
                    _ => quote!(#table #([#indices])*),
                }
            }
            Expr::Sibling { suffix, args, .. } => {
                let name = self.items.func(Some(suffix));
                let args = args.iter().map(|arg| self.plain(arg));
                quote!(#name(#(#args),*))
            }
            Expr::Call(call) => self.call(call),
            Expr::Pair(a, b) => {
                let (a, b) = (self.expr(a, Want::Raw), self.expr(b, Want::Raw));
                quote!((#a, #b))
            }
            Expr::MaybeMove { found, from, to } => {
                let found = self.expr(found, Want::Raw);
                let (from, to) = (self.operand(from, Place::Receiver), self.operand(to, Place::Receiver));
                quote! {
                    if #found {
                        ::core::option::Option::Some((
                            ::bbgen::__private::Square::ALL[#from as usize],
                            ::bbgen::__private::Square::ALL[#to as usize],
                        ))
                    } else {
                        ::core::option::Option::None
                    }
                }
            }
            Expr::MaybeU32 { found, value } => {
                let (found, value) = (self.expr(found, Want::Raw), self.expr(value, Want::Raw));
                quote!(if #found { ::core::option::Option::Some(#value) } else { ::core::option::Option::None })
            }
        }
    }

    fn call(&self, call: &Call) -> TokenStream {
        let raw = |e: &Expr| self.expr(e, Want::Raw);
        match call {
            Call::Shift { dir, set } => {
                let (dir, set) = (Ident::new(dir.word(), proc_macro2::Span::call_site()), raw(set));
                quote!(shift::#dir(#set))
            }
            Call::X88Diff { a, b } => {
                let (a, b) = (raw(a), raw(b));
                quote!(::bbgen::__private::x88_diff(#a, #b))
            }
            Call::TriangularEntry { table, a, b } => {
                let (table, a, b) = (self.items.table(table), raw(a), raw(b));
                quote!(::bbgen::__private::triangular_entry(&#table, #a, #b))
            }
            Call::RotateLeft { value, by } => {
                let (value, by) = (self.operand(value, Place::Receiver), raw(by));
                quote!(#value.rotate_left(#by))
            }
            Call::RotateRight { value, by } => {
                let (value, by) = (self.operand(value, Place::Receiver), raw(by));
                quote!(#value.rotate_right(#by))
            }
            Call::MagicEntry { record, occupancy } | Call::PextEntry { record, occupancy } => {
                let (record, occupancy) = (self.plain(record), raw(occupancy));
                let entry = quote!(#record.entry(#occupancy));
                if self.table("").is_some_and(is_packed) { quote!(u64::from_le_bytes(#entry)) } else { entry }
            }
            Call::RookFill { set, empty } => {
                let (set, empty) = (raw(set), raw(empty));
                quote!(::bbgen::__private::fill::rook_attacks(#set, #empty))
            }
            Call::BishopFill { set, empty } => {
                let (set, empty) = (raw(set), raw(empty));
                quote!(::bbgen::__private::fill::bishop_attacks(#set, #empty))
            }
            Call::HyperbolaLine { occupancy, mask, slider } => {
                let (occupancy, mask, slider) = (raw(occupancy), raw(mask), raw(slider));
                quote!(::bbgen::__private::slide::hyperbola(#occupancy, #mask, #slider))
            }
            Call::BlockerLine { occupancy, line, above, below } => {
                let (occupancy, line, above, below) = (raw(occupancy), raw(line), raw(above), raw(below));
                quote!(::bbgen::__private::slide::between_blockers(#occupancy, #line, #above, #below))
            }
            Call::StopLine { occupancy, sq, up, down, up_end, down_end } => {
                let [occupancy, sq, up, down, up_end, down_end] = [occupancy, sq, up, down, up_end, down_end].map(raw);
                quote!(::bbgen::__private::slide::between_stops(#occupancy, #sq, #up, #down, #up_end, #down_end))
            }
            Call::VectorBishop { diagonals, occupancy, slider } => {
                let (diagonals, occupancy, slider) = (self.plain(diagonals), raw(occupancy), raw(slider));
                quote!(::bbgen::__private::vector::bishop_lines(&#diagonals, #occupancy, #slider))
            }
            Call::VectorQueen { file, diagonals, occupancy, slider } => {
                let (file, diagonals, occupancy, slider) =
                    (raw(file), self.plain(diagonals), raw(occupancy), raw(slider));
                quote!(::bbgen::__private::vector::queen_lines(#file, &#diagonals, #occupancy, #slider))
            }
            Call::PopCount { value } => {
                let value = self.operand(value, Place::Receiver);
                quote!(#value.count_ones())
            }
            Call::DirSet { way, lines, pattern } => {
                let (lines, pattern) = (self.plain(lines), raw(pattern));
                let method = format_ident!("dir_set{}", way.suffix());
                quote!(#lines.#method(#pattern))
            }
        }
    }
}
