//! `nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = N)`: the index of an NNUE pawn-pair
//! input (two pawns, of either colour, within a band of files of each other), as Stockfish's
//! `PP_3Wide` numbers them.
//!
//! Each pawn on ranks 2 to 7 has an id as a side sees it: squares flipped (`^ 56`) for Black and
//! mirrored (`^ 7`) when that side's king stands on the mirroring files, then `48 x colour +
//! square - 8`, the side's own pawns first. A pair's input is `hi x (hi - 1) / 2 + lo` for its
//! higher id `hi` and lower `lo`, plus the base: every unordered pair of the 96 ids has one, so
//! that a band of any width numbers its pairs the same.

use proc_macro2::Span;

use super::{MIRROR, Mirror, Pattern, not_hidden_by_board};
use crate::docs::wrap_words;
use crate::geometry::{file, rank};
use crate::grammar::{Args, Grammar, Number, Opt};
use crate::ir::build::{add, and, bin, cast, int, int_of, load, mul, select, shr, xor};
use crate::ir::{BoardFunction, BoardKind, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Constant, ConstantValue, Entry, Evaluated, Example, Table};

/// `files = <odd number>`: how many files wide the band is, centred on the pawn's own.
const FILES: Number =
    Number { key: "files", expected: "expected the band's width in files: an odd number from 1 to 15, such as `3`" };

/// `base = <u32>`: the first input, where the pairs follow another input set's.
const BASE: Number = Number {
    key: "base",
    expected: "expected the first input's index: an integer literal, such as `59808` for pairs after Stockfish's threats",
};

/// How many pawn ids there are: 48 squares of ranks 2 to 7, for each colour.
const IDS: u32 = 96;

/// How many pairs of ids there are, each an input.
const DIMENSIONS: u32 = IDS * (IDS - 1) / 2;

/// A pawn-pair layout as declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NnuePawnPairs {
    /// The band's width in files, odd.
    files: u8,
    /// Where the king mirrors.
    mirror: Mirror,
    /// The first input.
    base: u32,
}

impl Pattern for NnuePawnPairs {
    const NAME: &'static str = "nnue_pawn_pairs";
    const GRAMMAR: &'static Grammar =
        &Grammar::new(&[], &[Opt::Name, Opt::Vis, Opt::Number(&FILES), Opt::Keyword(&MIRROR), Opt::Number(&BASE)]);
    // Stockfish's PP_3Wide, after its 59,808 threat inputs.
    const CANONICAL: &'static [(&'static str, &'static str)] =
        &[("nnue_pawn_pairs", "nnue_pawn_pairs!(name = PP_3WIDE, files = 3, mirror = e_to_h, base = 59808)")];
    const EMITS: &'static str = "the feature index of an NNUE pawn-pair input, two pawns within a band of files, \
                                 as Stockfish's PP_3Wide numbers them";

    /// The declared layout; Stockfish's band where `files` is wrong, which `check` reports.
    fn new(args: &Args) -> Self {
        let files = args.number(&FILES).filter(|&files| valid_width(files)).unwrap_or(3) as u8;
        let base = args.number(&BASE).and_then(|base| u32::try_from(base).ok()).unwrap_or(0);
        NnuePawnPairs { files, mirror: args.keyword(&MIRROR).unwrap_or(Mirror::None), base }
    }

    fn check(args: &Args, start: Span) -> syn::Result<()> {
        not_hidden_by_board(args)?;
        let span = |key: &str| args.key_span(key).unwrap_or(start);
        if let Some(files) = args.number(&FILES).filter(|&files| !valid_width(files)) {
            let message = format!(
                "a band of {files} files: expected an odd number from 1 to 15, the pawn's own file and as many on \
                 each side (3 for the adjacent files, as Stockfish's PP_3Wide)"
            );
            return Err(syn::Error::new(span(FILES.key), message));
        }
        match args.number(&BASE) {
            Some(base) if base > u64::from(u32::MAX) + 1 - u64::from(DIMENSIONS) => {
                let message =
                    format!("base {base} leaves no room for the {DIMENSIONS} inputs below 2^32: an index is a `u32`");
                Err(syn::Error::new(span(BASE.key), message))
            }
            _ => Ok(()),
        }
    }

    fn default_name(&self) -> String {
        "pawn_pairs".into()
    }

    fn constants(&self) -> Vec<Constant> {
        let dimensions = wrap_words(&format!(
            "How many pawn-pair inputs there are, one for each pair of the {IDS} pawn ids: every index lies from \
             the base up to the base plus this."
        ));
        let base = vec![" The first input: every index is at least this.".to_owned()];
        vec![
            Constant { suffix: "_DIMENSIONS", doc: dimensions, value: ConstantValue::Word(DIMENSIONS) },
            Constant { suffix: "_BASE", doc: base, value: ConstantValue::Word(self.base) },
        ]
    }

    fn evaluate(&self) -> Evaluated {
        let ids = (0..2u64).flat_map(|colour| (0..64u8).map(move |sq| id(colour, sq)));
        let tables = vec![
            Table::main(&[64], Entry::Set, (0..64).map(|sq| self.band(sq)).collect()),
            Table {
                suffix: "_IDS",
                doc: "Entry `[colour][sq]`, the colour 0 for the side's own pawns and the square as the side sees \
                      it: the pawn's id, `48 x colour + sq - 8` (0 off ranks 2 to 7)."
                    .into(),
                shape: vec![2, 64],
                entry: Entry::Byte,
                values: ids.collect(),
            },
        ];
        Evaluated {
            tables,
            summary: format!(
                "NNUE pawn-pair inputs, {DIMENSIONS} of them from {}: entry `[sq]` holds the squares whose pawns \
                 pair with a pawn on `sq`: ranks 2 to 7 on its own file{}.",
                self.base,
                match self.files / 2 {
                    0 => String::new(),
                    1 => " and the files beside it".to_owned(),
                    n => format!(" and {n} files either side"),
                }
            ),
            example_label: "{table}[d4]".into(),
            example: Example::Set(self.band(27)),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let perspective = Var::new("perspective", Ty::Color);
        let (a, a_sq) = (Var::new("a", Ty::Color), Var::new("a_sq", Ty::Square));
        let (b, b_sq) = (Var::new("b", Ty::Color), Var::new("b_sq", Ty::Square));
        let king = Var::new("king", Ty::Square);
        let mirrored = Var::new("MIRRORED", Ty::U64);
        let (flip, id_a, id_b) =
            (Var::new("flip", Ty::Index), Var::new("id_a", Ty::Index), Var::new("id_b", Ty::Index));
        let (hi, lo) = (Var::new("hi", Ty::Index), Var::new("lo", Ty::Index));
        let index = |e| cast(e, Ty::Index);
        let n = |value: u64| int_of(value, Ty::Index);
        let mirrors = |k: Var| and(shr(mirrored.get(), cast(k.get(), Ty::U8)), int(1));
        let mirrors_const = Stmt::Const(mirrored, self.mirrored());
        let id = |colour: Var, sq: Var| {
            let oriented_colour = xor(index(colour.get()), index(perspective.get()));
            index(load("_IDS", vec![oriented_colour, xor(index(sq.get()), flip.get())]))
        };
        let below = bin(Op::Lt, id_a.get(), id_b.get());
        let stmts = vec![
            mirrors_const.clone(),
            Stmt::Let(flip, xor(mul(index(mirrors(king)), n(7)), mul(index(perspective.get()), n(56)))),
            Stmt::Let(id_a, id(a, a_sq)),
            Stmt::Let(id_b, id(b, b_sq)),
            Stmt::Let(hi, select(below.clone(), id_b.get(), id_a.get())),
            Stmt::Let(lo, select(below, id_a.get(), id_b.get())),
        ];
        // hi x (hi - 1) / 2, written so that no step goes below zero.
        let pairs_below = shr(bin(Op::Sub, mul(hi.get(), hi.get()), hi.get()), n(1));
        let value = add(cast(add(pairs_below, lo.get()), Ty::U32), int_of(u64::from(self.base), Ty::U32));
        let doc = wrap_words(&format!(
            "The input of the pair of `a`'s pawn on `a_sq` and `b`'s on `b_sq`, seen from `perspective`, whose \
             king stands on `king`: from [`{0}_BASE`] up to it plus [`{0}_DIMENSIONS`], the same for the pawns \
             either way round. For pawns on ranks 2 to 7 on different squares; within a band of each other \
             ([`{0}`]) for a pair the network counts.",
            names.table
        ));
        let input =
            Function::new(doc, None, vec![perspective, a, a_sq, b, b_sq, king], Ty::U32, value).with_lets(stmts);
        let (from, to) = (Var::new("from", Ty::Square), Var::new("to", Ty::Square));
        let doc = wrap_words(
            "Whether the king of `perspective` going from `from` to `to` changes every pair input of its side, \
             crossing into or out of the files that mirror: the side's inputs are then found afresh.",
        );
        let refresh = Function::new(
            doc,
            Some("refresh"),
            vec![perspective, from, to],
            Ty::Bool,
            bin(Op::Ne, mirrors(from), mirrors(to)),
        )
        .with_lets(vec![mirrors_const]);
        let sq = Var::new("sq", Ty::Square);
        let doc = vec![format!(" The squares whose pawns pair with a pawn on `sq`, by lookup in [`{}`].", names.table)];
        let band = Function::new(doc, Some("band"), vec![sq], Ty::Set, load("", vec![sq.index()]));
        vec![input, refresh, band]
    }

    fn board_functions(&self, _: &Names) -> Vec<BoardFunction> {
        vec![
            BoardFunction {
                doc: wrap_words(
                    "The active inputs of `board` seen from `perspective`: one for each pair of pawns within a \
                     band of each other, pawns taken by square (not sorted by index).",
                ),
                suffix: Some("active"),
                kind: BoardKind::PairsActive,
            },
            BoardFunction {
                doc: wrap_words(
                    "Whether the legal move `mv` on `board` changes every pair input of `perspective`'s side, its \
                     king crossing the mirror: the side's inputs are then found afresh.",
                ),
                suffix: Some("needs_refresh"),
                kind: BoardKind::KingRefresh { accessor: "refresh" },
            },
        ]
    }
}

/// Whether `files` is a band's width: odd, from 1 to 15.
fn valid_width(files: u64) -> bool {
    files % 2 == 1 && files <= 15
}

/// The id of a pawn of `colour` (0 the side's own) on `sq` as the side sees it; 0 off ranks 2
/// to 7, where no pawn stands.
fn id(colour: u64, sq: u8) -> u64 {
    if (1..7).contains(&rank(sq)) { 48 * colour + u64::from(sq) - 8 } else { 0 }
}

impl NnuePawnPairs {
    /// The squares whose pawns pair with one on `sq`: ranks 2 to 7 within the band's files.
    fn band(&self, sq: u8) -> u64 {
        let reach = i32::from(self.files / 2);
        let paired =
            |t: u8| t != sq && (1..7).contains(&rank(t)) && (i32::from(file(t)) - i32::from(file(sq))).abs() <= reach;
        (0..64u8).filter(|&t| paired(t)).fold(0, |set, t| set | 1 << t)
    }

    /// The squares whose king mirrors its side's inputs.
    fn mirrored(&self) -> u64 {
        (0..64u8).filter(|&sq| self.mirror.at(usize::from(sq))).fold(0, |set, sq| set | 1 << sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stockfish's `pawn_pair_bb`: its own and the adjacent files, ranks 2 to 7, itself left out.
    #[test]
    fn stockfish_band() {
        let pairs = NnuePawnPairs { files: 3, mirror: Mirror::EToH, base: 59_808 };
        assert_eq!(pairs.band(0), 0x0003_0303_0303_0300);
        assert_eq!(pairs.band(27).count_ones(), 17);
        assert_eq!(DIMENSIONS, 4_560);
    }
}
