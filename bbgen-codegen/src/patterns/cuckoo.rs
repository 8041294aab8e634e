//! `cuckoo!(polyglot)` or `cuckoo!(seed = N)`: the tables of upcoming repetitions, by which an
//! engine sees that the side to move can repeat an earlier position with one move (Marcel van
//! Kervinck's method, as Stockfish and other engines use it).

use proc_macro2::Span;

use super::Pattern;
use super::zobrist::{Keys, SEED, check_keys, key_values, keys_of, source};
use crate::docs::lines;
use crate::geometry::{SQUARES, bit, king_attacks, knight_attacks, slider_steps, walk};
use crate::grammar::{Args, Grammar, Opt, Slot};
use crate::ir::build::{and, bin, cast, eq, hex, int_of, load, select, shr};
use crate::ir::{Expr, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// How many slots the table has: a power of two, so that a slot is a key's masked bits.
const SLOTS: usize = 8192;

/// How many entries there are: one per piece other than a pawn, of either colour, and pair of
/// squares it moves between on an empty board.
const ENTRIES: usize = 3668;

/// The index of the white-to-move key in the Polyglot layout.
const TURN: usize = 780;

/// The keys, by name, as `zobrist!` takes them; `seed` stands in for the word.
const KEYS: Slot<Keys> = Slot {
    hint: "write `cuckoo!(polyglot)` over the Polyglot book's keys, or `cuckoo!(seed = 1)` over those of `zobrist!(seed = 1)`",
    ..super::zobrist::KEYS
};

/// The tables of upcoming repetitions over one set of Zobrist keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cuckoo(Keys);

impl Pattern for Cuckoo {
    const NAME: &'static str = "cuckoo";
    const GRAMMAR: &'static Grammar =
        &Grammar { slots: &[&KEYS], options: &[Opt::Number(&SEED), Opt::Name, Opt::Vis], words_optional: true };
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("cuckoo_polyglot", "cuckoo!(polyglot)")];
    const EMITS: &'static str = "the cuckoo tables of upcoming repetitions, over the keys of `zobrist!`";

    fn new(args: &Args) -> Self {
        Cuckoo(keys_of(args))
    }

    /// The keys are named once, and with them every entry must find a slot: cuckoo insertion
    /// can go round in a cycle for some keys, which no table of this size then holds.
    fn check(args: &Args, start: Span) -> syn::Result<()> {
        check_keys(Self::NAME, args, start)?;
        let keys = keys_of(args);
        match place(&key_values(keys)) {
            Ok(_) => Ok(()),
            Err(entry) => Err(syn::Error::new(
                args.key_span(SEED.key).unwrap_or(start),
                format!(
                    "with {}, the cuckoo insertion of the entry for {} goes round in a cycle: \
                     no table of {SLOTS} slots holds every entry; choose another seed",
                    source(keys),
                    entry
                ),
            )),
        }
    }

    fn evaluate(&self) -> Evaluated {
        let keys = key_values(self.0);
        let slots = place(&keys).unwrap_or_else(|_| vec![None; SLOTS]);
        let filled = slots.iter().flatten().count();
        assert!(filled == ENTRIES || filled == 0, "{filled} cuckoo entries, not {ENTRIES}");
        let values = slots.iter().map(|slot| slot.map_or(0, |(key, _, _)| key)).collect();
        let moves =
            slots.iter().flat_map(|slot| slot.map_or([0, 0], |(_, a, b)| [u64::from(a), u64::from(b)])).collect();
        Evaluated {
            tables: vec![
                Table::main(&[SLOTS], Entry::Mask, values),
                Table {
                    suffix: "_MOVES",
                    doc: "The two squares of the move whose key is in slot `i` of [`{table}`], at `2 * i` \
                          and `2 * i + 1`, the lower first; both 0 where the slot is empty."
                        .into(),
                    shape: vec![2 * SLOTS],
                    entry: Entry::Byte,
                    values: moves,
                },
            ],
            summary: format!(
                "Cuckoo tables of upcoming repetitions, over {}: for every piece other than a pawn, of \
                 either colour, and every two squares `a < b` it moves between on an empty board, the key \
                 of that move, `Z(piece, a) ^ Z(piece, b) ^ Z(white to move)`, is in slot `key & 0x1FFF` or \
                 `(key >> 16) & 0x1FFF`, {ENTRIES} entries in {SLOTS} slots. The XOR of a position's key \
                 and the key of an earlier position with the other side to move is one of them exactly \
                 when one such move turns one into the other; if the squares between are empty and the \
                 move is legal, the side to move can repeat the earlier position.",
                source(self.0)
            ),
            example_label: "{table}".into(),
            example: Example::Text(
                [
                    "slot  key                           moves table at 2i, 2i + 1",
                    "   i  Z(p, a) ^ Z(p, b) ^ Z(turn)   a, b (a < b)",
                    "   j  0 (empty)                     0, 0",
                ]
                .map(str::to_owned)
                .to_vec(),
            ),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let key = Var::new("key", Ty::U64);
        let (first, second) = (Var::new("first", Ty::Index), Var::new("second", Ty::Index));
        let (in_first, slot) = (Var::new("in_first", Ty::Bool), Var::new("slot", Ty::Index));
        let slot_of = |bits: Expr| cast(and(bits, hex(SLOTS as u64 - 1)), Ty::Index);
        let stored = |at: Var| load("", vec![at.get()]);
        let first_square = bin(Op::Mul, int_of(2, Ty::Index), slot.get());
        let square = |i: u64| {
            let at =
                if i == 0 { first_square.clone() } else { bin(Op::Add, first_square.clone(), int_of(i, Ty::Index)) };
            load("_MOVES", vec![at])
        };
        let found = bin(
            Op::AndAlso,
            bin(Op::Lt, int_of(0, Ty::U64), key.get()),
            bin(Op::Or, in_first.get(), eq(stored(second), key.get())),
        );
        let doc = lines(&[
            "The move whose key is `key`, the XOR of two positions' keys, if there is one: its two",
            &format!("squares, the lower first, from [`{}`] and [`{}_MOVES`].", names.table, names.table),
        ]);
        vec![
            Function::new(
                doc,
                None,
                vec![key],
                Ty::MaybeMove,
                Expr::MaybeMove { found: Box::new(found), from: Box::new(square(0)), to: Box::new(square(1)) },
            )
            .with_lets(vec![
                Stmt::Let(first, slot_of(key.get())),
                Stmt::Let(second, slot_of(shr(key.get(), int_of(16, Ty::U64)))),
                Stmt::Let(in_first, eq(stored(first), key.get())),
                Stmt::Let(slot, select(in_first.get(), first.get(), second.get())),
            ]),
        ]
    }
}

/// One entry: its key and its two squares, the lower first.
type Placed = (u64, u8, u8);

/// Every entry placed by cuckoo insertion, slot by slot; or the first entry whose insertion goes
/// round in a cycle, in words.
fn place(keys: &[u64]) -> Result<Vec<Option<Placed>>, String> {
    let mut slots: Vec<Option<Placed>> = vec![None; SLOTS];
    let h1 = |key: u64| (key & (SLOTS as u64 - 1)) as usize;
    let h2 = |key: u64| ((key >> 16) & (SLOTS as u64 - 1)) as usize;
    for (role, white, a, b) in entries() {
        let piece = |sq: u8| keys[64 * (2 * role + usize::from(white)) + usize::from(sq)];
        let mut entry = (piece(a) ^ piece(b) ^ keys[TURN], a, b);
        let mut at = h1(entry.0);
        let mut placed = false;
        // Each step evicts the entry in the way to its other slot; past this many the chain has
        // visited some state twice, and goes round for ever.
        for _ in 0..=2 * SLOTS {
            match slots[at].replace(entry) {
                None => {
                    placed = true;
                    break;
                }
                Some(evicted) => {
                    entry = evicted;
                    at = if at == h1(entry.0) { h2(entry.0) } else { h1(entry.0) };
                }
            }
        }
        if !placed {
            return Err(format!("{} on {} and {}", piece_name(role, white), square_name(a), square_name(b)));
        }
    }
    Ok(slots)
}

/// Every entry's piece (role 1 to 5, knight to king, and colour) and two squares, `a < b`,
/// in a fixed order: knights first, white before black, squares in order.
fn entries() -> impl Iterator<Item = (usize, bool, u8, u8)> {
    (1..=5).flat_map(|role| {
        [true, false].into_iter().flat_map(move |white| {
            SQUARES.flat_map(move |a| {
                let reach = moves(role, a);
                (a + 1..64).filter(move |&b| reach & bit(b) != 0).map(move |b| (role, white, a, b))
            })
        })
    })
}

/// The squares a piece of `role` (knight 1 to king 5) on `sq` moves to on an empty board.
fn moves(role: usize, sq: u8) -> u64 {
    let slide = |diagonal: bool| {
        slider_steps(diagonal).into_iter().flat_map(|step| walk(sq, step)).fold(0, |set, to| set | bit(to))
    };
    match role {
        1 => knight_attacks(bit(sq)),
        2 => slide(true),
        3 => slide(false),
        4 => slide(true) | slide(false),
        _ => king_attacks(bit(sq)),
    }
}

/// A piece's name, for messages.
fn piece_name(role: usize, white: bool) -> String {
    let colour = if white { "white" } else { "black" };
    format!("a {colour} {}", ["pawn", "knight", "bishop", "rook", "queen", "king"][role])
}

/// A square's name, for messages.
fn square_name(sq: u8) -> String {
    format!("{}{}", char::from(b'a' + sq % 8), sq / 8 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Polyglot keys place every entry; there are as many as the method's author counts.
    #[test]
    fn polyglot_keys_place_every_entry() {
        assert_eq!(entries().count(), ENTRIES);
        let slots = place(&key_values(Keys::Polyglot)).unwrap();
        assert_eq!(slots.iter().flatten().count(), ENTRIES);
    }

    /// Keys that collide so much that two entries want the same two slots, and a third too, go
    /// round in a cycle, and the insertion says which entry it was placing.
    #[test]
    fn a_cycle_is_reported() {
        let error = place(&[0u64; 781]).unwrap_err();
        assert!(error.starts_with("a white knight on "), "{error}");
    }
}
