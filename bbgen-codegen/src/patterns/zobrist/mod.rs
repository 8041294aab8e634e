//! `zobrist!(polyglot)` or `zobrist!(seed = N)`: Zobrist keys in the Polyglot layout, the book
//! format's published keys or keys drawn from a seed.

mod polyglot;

use proc_macro2::Span;

use super::Pattern;
use crate::docs::lines;
use crate::grammar::{Args, Grammar, Number, Opt, Slot};
use crate::ir::build::{and, bin, cast, int, int_of, load};
use crate::ir::{Field, Function, Op, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};
use polyglot::POLYGLOT;

/// Where a table of Zobrist keys comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// The keys the Polyglot book format publishes.
    Polyglot,
    /// Keys drawn by SplitMix64 from this seed.
    Seeded(u64),
}

/// The published keys, by name; `seed` stands in for the word.
pub(super) const KEYS: Slot<Keys> = Slot {
    what: "keys",
    choices: &[("polyglot", Keys::Polyglot)],
    hint: "write `zobrist!(polyglot)` for the Polyglot book's keys, or `zobrist!(seed = 1)` for pseudo-random ones",
    ends: &[],
};

/// `seed = <u64>`.
pub(super) const SEED: Number =
    Number { key: "seed", expected: "expected a seed: an integer literal from 0 to 2^64 - 1, such as `0x5EED`" };

/// Zobrist keys from one source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zobrist(Keys);

impl Pattern for Zobrist {
    const NAME: &'static str = "zobrist";
    const GRAMMAR: &'static Grammar =
        &Grammar { slots: &[&KEYS], options: &[Opt::Number(&SEED), Opt::Name, Opt::Vis], words_optional: true };
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("zobrist_polyglot", "zobrist!(polyglot)")];
    const EMITS: &'static str = "Zobrist keys in the Polyglot layout, published or from a seed";

    fn new(args: &Args) -> Self {
        Zobrist(keys_of(args))
    }

    fn check(args: &Args, start: Span) -> syn::Result<()> {
        check_keys(Self::NAME, args, start)
    }

    fn evaluate(&self) -> Evaluated {
        zobrist(self.0)
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let table = &names.table;
        let (piece, sq) = (Var::new("piece", Ty::Piece), Var::new("sq", Ty::Square));
        let (rights, side_to_move) = (Var::new("rights", Ty::Castling), Var::new("side_to_move", Ty::Color));
        // Polyglot orders pieces black pawn, white pawn, black knight, ...
        let kind = bin(
            Op::Sub,
            bin(
                Op::Add,
                bin(Op::Mul, int_of(2, Ty::Index), cast(piece.field(Field::Role), Ty::Index)),
                int_of(1, Ty::Index),
            ),
            cast(piece.field(Field::Color), Ty::Index),
        );
        let piece_key = bin(Op::Add, bin(Op::Mul, int_of(64, Ty::Index), kind), sq.index());
        vec![
            Function::new(
                vec![format!(" The key of `piece` on `sq`, from [`{table}`].")],
                Some("piece"),
                vec![piece, sq],
                Ty::U64,
                load("", vec![piece_key]),
            ),
            Function::new(
                vec![format!(
                    " The key of a set of castling rights, the XOR of one key per right, from [`{table}_CASTLING`]."
                )],
                Some("castling"),
                vec![rights],
                Ty::U64,
                load("_CASTLING", vec![cast(rights.field(Field::Bits), Ty::Index)]),
            ),
            Function::new(
                lines(&[
                    "The key of the en-passant file of `sq`. It belongs in a position's key only when a pawn",
                    "of the side to move stands beside the pawn that has just moved two squares.",
                ]),
                Some("en_passant"),
                vec![sq],
                Ty::U64,
                load("", vec![bin(Op::Add, int_of(772, Ty::Index), and(sq.index(), int_of(7, Ty::Index)))]),
            ),
            Function::new(
                vec![" The side to move's key: white's, or 0 for black.".into()],
                Some("turn"),
                vec![side_to_move],
                Ty::U64,
                and(
                    load("", vec![int_of(780, Ty::Index)]),
                    bin(Op::WrappingSub, cast(side_to_move.get(), Ty::U64), int(1)),
                ),
            ),
        ]
    }
}

/// The keys `args` name: `polyglot`, or `seed = N`.
pub(super) fn keys_of(args: &Args) -> Keys {
    args.number(&SEED).map_or_else(|| args.word(0, &KEYS), Keys::Seeded)
}

/// The keys are named once, by the word `polyglot` or a `seed`, for the pattern `name` (which
/// the messages quote).
pub(super) fn check_keys(name: &str, args: &Args, start: Span) -> syn::Result<()> {
    match (args.words.is_empty(), args.key_span(SEED.key)) {
        (false, Some(key)) => Err(syn::Error::new(
            key,
            "`seed` draws pseudo-random keys and `polyglot` names the book's: give one or the other",
        )),
        (true, None) => Err(syn::Error::new(
            start,
            format!("expected `polyglot` or `seed = <u64>` before the options, as in `{name}!(polyglot)`"),
        )),
        _ => Ok(()),
    }
}

/// The [`KEY_COUNT`] keys from `keys`, in the Polyglot layout.
pub(super) fn key_values(keys: Keys) -> Vec<u64> {
    match keys {
        Keys::Polyglot => POLYGLOT.to_vec(),
        Keys::Seeded(seed) => seeded(seed),
    }
}

/// How many keys the layout has: 768 for a piece on a square, 4 castling rights, 8 en-passant
/// files and the side to move.
const KEY_COUNT: usize = 781;

/// The first castling key; the en-passant files follow the four rights.
const CASTLING: usize = 768;

/// The keys from `keys`, with their words and example.
fn zobrist(keys: Keys) -> Evaluated {
    let values = key_values(keys);
    let source = source(keys);
    let castling = (0..16)
        .map(|rights: usize| (0..4).filter(|i| rights >> i & 1 == 1).fold(0, |key, i| key ^ values[CASTLING + i]))
        .collect();
    Evaluated {
        tables: vec![
            Table::main(&[KEY_COUNT], Entry::Mask, values),
            Table {
                suffix: "_CASTLING",
                doc: "The key of each set of castling rights: entry `rights` (bit 0 white king side, 1 white \
                      queen side, 2 black king side, 3 black queen side) is the XOR of their keys in \
                      [`{table}`], so that a change of rights costs one XOR."
                    .into(),
                shape: vec![16],
                entry: Entry::Mask,
                values: castling,
            },
        ],
        summary: format!(
            "Zobrist keys in the Polyglot layout, {source}. A position's key is the XOR of the keys \
             that apply: one per piece, one per castling right, the en-passant file only when a pawn \
             of the side to move stands ready to take en passant, and one when white is to move."
        ),
        example_label: "{table}".into(),
        example: Example::Text(
            [
                "index       key",
                "  0 ..= 767  piece on square: 64 * kind + square, kind 0 to 11 =",
                "             black pawn, white pawn, black knight, ... black king, white king",
                "768 ..= 771  castling: white O-O, white O-O-O, black O-O, black O-O-O",
                "772 ..= 779  en-passant file, a to h",
                "780          white to move",
            ]
            .map(str::to_owned)
            .to_vec(),
        ),
    }
}

/// Where `keys` come from, in words for the docs.
pub(super) fn source(keys: Keys) -> String {
    match keys {
        Keys::Polyglot => "the keys the Polyglot book format publishes".to_owned(),
        Keys::Seeded(seed) => format!("keys drawn by SplitMix64 from seed {seed:#X}, zero skipped"),
    }
}

/// [`KEY_COUNT`] non-zero keys from SplitMix64 (Steele, Lea and Flood, 2014: the generator of
/// Java's `SplittableRandom`) started at `seed`.
fn seeded(seed: u64) -> Vec<u64> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    core::iter::repeat_with(&mut next).filter(|&key| key != 0).take(KEY_COUNT).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first outputs of SplitMix64 from seed 0, as its reference implementation prints them.
    #[test]
    fn splitmix_matches_its_reference_outputs() {
        assert_eq!(&seeded(0)[..3], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]);
    }

    #[test]
    fn castling_entries_combine_the_rights_keys() {
        let evaluated = zobrist(Keys::Polyglot);
        let castling = &evaluated.tables[1].values;
        assert_eq!(castling[0], 0);
        assert_eq!(castling[0b0101], POLYGLOT[768] ^ POLYGLOT[770]);
        assert_eq!(castling[15], POLYGLOT[768] ^ POLYGLOT[769] ^ POLYGLOT[770] ^ POLYGLOT[771]);
    }

    #[test]
    fn seeds_give_distinct_keys() {
        let keys = seeded(0x5EED);
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), KEY_COUNT);
        assert_ne!(seeded(1), keys);
    }
}
