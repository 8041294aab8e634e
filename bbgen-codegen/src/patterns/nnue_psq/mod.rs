//! `nnue_psq!(planes, mirror = ..., <bucket map>)`: the index of an NNUE piece-square input (a
//! piece on its square, seen from one side, in the bucket of that side's king), for the plane
//! orders of Stockfish (`HalfKAv2_hm`: 11 planes, own and enemy pieces interleaved, both kings
//! on one) and of bullet (`Chess768` and its bucketed forms: 12 planes, own pieces first).
//!
//! Squares are oriented first: flipped (`^ 56`) for Black, so that each side sees its own pieces
//! from rank 1, then mirrored (`^ 7`) when the side's oriented king stands on the files the
//! `mirror` option names. The index is the bucket's first index (bucket x planes x 64), plus the
//! plane's (plane x 64), plus the oriented square.

mod buckets;

use proc_macro2::Span;

use super::{MIRROR, Mirror, Pattern, not_hidden_by_board};
use crate::docs::wrap_words;
use crate::grammar::{Args, Grammar, Opt, Slot};
use crate::ir::build::{add, and, bin, cast, int_of, load, mul, shr, xor};
use crate::ir::{BoardFunction, BoardKind, Expr, Field, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Constant, ConstantValue, Entry, Evaluated, Example, Table};
use buckets::Buckets;

/// The order of a network's piece planes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Planes {
    /// Stockfish's `HalfKAv2_hm`: own pawn, enemy pawn, own knight ... enemy queen, then one plane
    /// for both kings: 11.
    Stockfish,
    /// bullet's `Chess768`: own pawn to king, then the enemy's: 12.
    Bullet,
}

const PLANES: Slot<Planes> = Slot {
    what: "plane order",
    choices: &[("stockfish", Planes::Stockfish), ("bullet", Planes::Bullet)],
    hint: "`stockfish` has 11 planes (own and enemy pieces interleaved, both kings on one), `bullet` 12 (own \
           pieces, then the enemy's)",
    ends: &[],
};

/// Set in a king square's entry when a king there mirrors its side's inputs.
const MIRRORED: u32 = 1 << 31;

/// A piece-square input layout as declared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NnuePsq {
    /// The plane order.
    planes: Planes,
    /// Where the king mirrors.
    mirror: Mirror,
    /// The king buckets.
    buckets: Buckets,
}

impl Pattern for NnuePsq {
    const NAME: &'static str = "nnue_psq";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&PLANES], &[Opt::Name, Opt::Vis, Opt::Keyword(&MIRROR)]);
    // Stockfish's HalfKAv2_hm with its `KingBuckets` pasted (the `B(...)` taken off), bullet's
    // plain inputs, and bullet's mirrored buckets as its examples declare them.
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        (
            "nnue_psq_halfka_v2_hm",
            "nnue_psq!(stockfish, name = HALFKA_V2_HM, mirror = a_to_d, [28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, \
             27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, \
             14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0])",
        ),
        ("nnue_psq_chess768", "nnue_psq!(bullet, name = CHESS768)"),
        (
            "nnue_psq_bullet_mirrored",
            "nnue_psq!(bullet, name = BULLET_MIRRORED, mirror = e_to_h, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, \
             5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7])",
        ),
    ];
    const EMITS: &'static str = "the feature index of an NNUE piece-square input, king-bucketed and mirrored, in \
                                 Stockfish's or bullet's plane order";
    const DRAWING: Option<&'static str> = Some(buckets::AFTER_OPTIONS);
    const DRAWING_OPTIONAL: bool = true;

    /// The declared layout; one bucket after a mistake in the map, which `check` reports.
    fn new(args: &Args) -> Self {
        let mirror = args.keyword(&MIRROR).unwrap_or(Mirror::None);
        let buckets = args.drawing.clone().and_then(|tokens| buckets::read(tokens, mirror).ok());
        NnuePsq { planes: args.word(0, &PLANES), mirror, buckets: buckets.unwrap_or(Buckets::ONE) }
    }

    /// The bucket map's mistakes, and a name its board functions' parameters would hide.
    fn check(args: &Args, _: Span) -> syn::Result<()> {
        not_hidden_by_board(args)?;
        let mirror = args.keyword(&MIRROR).unwrap_or(Mirror::None);
        args.drawing.clone().map_or(Ok(()), |tokens| buckets::read(tokens, mirror).map(drop))
    }

    fn default_name(&self) -> String {
        "psq".into()
    }

    fn constants(&self) -> Vec<Constant> {
        let doc = vec![" How many piece-square inputs the layout has: every index is below it.".to_owned()];
        vec![Constant { suffix: "_DIMENSIONS", doc, value: ConstantValue::Word(self.dimensions()) }]
    }

    fn evaluate(&self) -> Evaluated {
        let kings = (0..64).map(|sq| u64::from(self.king_entry(sq)));
        let pieces = (0..12).map(|piece| u64::from(self.plane(piece) * 64));
        let tables = vec![
            Table::main(&[64], Entry::Word, kings.collect()),
            Table {
                suffix: "_BUCKETS",
                doc: "Entry `[king]`, the side's king square seen from its own side: the king's bucket.".into(),
                shape: vec![64],
                entry: Entry::Byte,
                values: self.buckets.of.iter().map(|&bucket| u64::from(bucket)).collect(),
            },
            Table {
                suffix: "_PIECES",
                doc: "Entry `[piece]`, pieces numbered own pawn to king 0 to 5 and the enemy's 6 to 11: the \
                      first index of the piece's plane within a bucket."
                    .into(),
                shape: vec![12],
                entry: Entry::Word,
                values: pieces.collect(),
            },
        ];
        Evaluated {
            tables,
            summary: format!(
                "NNUE piece-square inputs, {} of them: entry `[king]`, the side's king square seen from its own \
                 side (flipped for Black), holds the first index of the king's bucket, bit 31 set where that \
                 king mirrors its side's inputs.",
                self.dimensions()
            ),
            example_label: "the king buckets, rank 8 on top as a side sees its own king, and the planes".into(),
            example: Example::Text(self.drawing()),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let perspective = Var::new("perspective", Ty::Color);
        let piece = Var::new("piece", Ty::Piece);
        let sq = Var::new("sq", Ty::Square);
        let king = Var::new("king", Ty::Square);
        let (flip, entry, mirror) =
            (Var::new("flip", Ty::Index), Var::new("entry", Ty::U32), Var::new("mirror", Ty::Index));
        let index = |e: Expr| cast(e, Ty::Index);
        let n = |value: u64| int_of(value, Ty::Index);
        // The king's entry, its square seen from `perspective`.
        let king_entry = |k: Var| load("", vec![xor(index(k.get()), flip.get())]);
        let flip_stmt = Stmt::Let(flip, mul(index(perspective.get()), n(56)));
        let king_bucket = load("_BUCKETS", vec![xor(index(king.get()), flip.get())]);
        // The piece's number as `perspective` sees it: own pawn 0 ... enemy king 11.
        let number = add(
            index(piece.field(Field::Role)),
            mul(n(6), xor(index(piece.field(Field::Color)), index(perspective.get()))),
        );
        let stmts = vec![
            flip_stmt.clone(),
            Stmt::Let(entry, king_entry(king)),
            Stmt::Let(mirror, mul(index(shr(entry.get(), int_of(31, Ty::U32))), n(7))),
        ];
        let oriented = cast(xor(xor(index(sq.get()), flip.get()), mirror.get()), Ty::U32);
        let value = add(
            add(and(entry.get(), int_of(u64::from(MIRRORED - 1), Ty::U32)), load("_PIECES", vec![number])),
            oriented,
        );
        let doc = wrap_words(&format!(
            "The index of the input of `piece` on `sq`, seen from `perspective`, whose king stands on `king`: \
             below [`{}_DIMENSIONS`].",
            names.table
        ));
        let input = Function::new(doc, None, vec![perspective, piece, sq, king], Ty::U32, value).with_lets(stmts);
        let (from, to) = (Var::new("from", Ty::Square), Var::new("to", Ty::Square));
        let doc = wrap_words(
            "Whether the king of `perspective` going from `from` to `to` changes every input of its side: it \
             changes buckets, or crosses into or out of the files that mirror. The side's inputs are then found \
             afresh rather than updated.",
        );
        let refresh = Function::new(
            doc,
            Some("refresh"),
            vec![perspective, from, to],
            Ty::Bool,
            bin(Op::Ne, king_entry(from), king_entry(to)),
        )
        .with_lets(vec![flip_stmt.clone()]);
        let doc = wrap_words(
            "The bucket of `perspective`'s king on `king`, by lookup in the map as declared: the side's king \
             buckets, drawn for every square by `bbgen show` given the side alone.",
        );
        let bucket =
            Function::new(doc, Some("bucket"), vec![perspective, king], Ty::U8, king_bucket).with_lets(vec![flip_stmt]);
        vec![input, refresh, bucket]
    }

    fn board_functions(&self, _: &Names) -> Vec<BoardFunction> {
        vec![
            BoardFunction {
                doc: wrap_words(
                    "The active inputs of `board` seen from `perspective`, one for each piece, by square (not \
                     sorted by index).",
                ),
                suffix: Some("active"),
                kind: BoardKind::PsqActive,
            },
            BoardFunction {
                doc: wrap_words(
                    "Whether the legal move `mv` on `board` changes every input of `perspective`'s side, its \
                     king changing buckets or crossing the mirror: the side's inputs are then found afresh.",
                ),
                suffix: Some("needs_refresh"),
                kind: BoardKind::KingRefresh { accessor: "refresh" },
            },
        ]
    }
}

impl NnuePsq {
    /// How many planes the order has.
    fn plane_count(&self) -> u32 {
        match self.planes {
            Planes::Stockfish => 11,
            Planes::Bullet => 12,
        }
    }

    /// How many inputs there are: a block of planes for each bucket up to the highest.
    fn dimensions(&self) -> u32 {
        let buckets = self.buckets.of.iter().max().map_or(1, |&top| u32::from(top) + 1);
        buckets * self.plane_count() * 64
    }

    /// The plane of `piece`, own pawn to king 0 to 5 and the enemy's 6 to 11.
    fn plane(&self, piece: usize) -> u32 {
        let (role, enemy) = ((piece % 6) as u32, (piece / 6) as u32);
        match self.planes {
            Planes::Stockfish if role == 5 => 10,
            Planes::Stockfish => 2 * role + enemy,
            Planes::Bullet => role + 6 * enemy,
        }
    }

    /// The entry of an oriented king square: its bucket's first index, and whether it mirrors.
    fn king_entry(&self, sq: usize) -> u32 {
        let first = u32::from(self.buckets.of[sq]) * self.plane_count() * 64;
        if self.mirror.at(sq) { first | MIRRORED } else { first }
    }

    /// The bucket map drawn rank 8 on top, the mirroring files and each piece's plane.
    fn drawing(&self) -> Vec<String> {
        let width = self.buckets.of.iter().map(|b| b.to_string().len()).max().unwrap_or(1);
        let mut lines: Vec<String> = (0..8)
            .rev()
            .map(|rank| {
                let cells: Vec<String> =
                    (0..8).map(|file| format!("{:>width$}", self.buckets.of[rank * 8 + file])).collect();
                format!("{} {}", rank + 1, cells.join(" "))
            })
            .collect();
        let files: Vec<String> = "abcdefgh".chars().map(|file| format!("{file:>width$}")).collect();
        lines.push(format!("  {}", files.join(" ")));
        lines.push(match self.mirror {
            Mirror::None => "no mirroring".into(),
            Mirror::AToD => "a king on files a to d mirrors its side's squares (sq ^ 7)".into(),
            Mirror::EToH => "a king on files e to h mirrors its side's squares (sq ^ 7)".into(),
        });
        lines.push(String::new());
        const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];
        for piece in 0..12 {
            let side = if piece < 6 { "own" } else { "enemy" };
            lines.push(format!(
                "{side:<5} {:<6} plane {:>2}: from {:>3}",
                ROLES[piece % 6],
                self.plane(piece),
                self.plane(piece) * 64
            ));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn psq(planes: Planes, mirror: Mirror, map: &str) -> NnuePsq {
        NnuePsq { planes, mirror, buckets: buckets::read(map.parse().unwrap(), mirror).unwrap() }
    }

    /// Stockfish's and bullet's sizes: 32 buckets of 704, bullet's 768 a bucket.
    #[test]
    fn dimensions() {
        let stockfish = NnuePsq::CANONICAL[0].1;
        let array = &stockfish[stockfish.find('[').unwrap()..stockfish.len() - 1];
        assert_eq!(psq(Planes::Stockfish, Mirror::AToD, array).dimensions(), 22_528);
        assert_eq!(NnuePsq { planes: Planes::Bullet, mirror: Mirror::None, buckets: Buckets::ONE }.dimensions(), 768);
        let bullet = "[0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7]";
        assert_eq!(psq(Planes::Bullet, Mirror::EToH, bullet).dimensions(), 8 * 768);
    }

    /// Stockfish's array pasted as it stands, `B(n)` for each bucket, reads as the plain numbers.
    #[test]
    fn stockfish_entries_read_as_buckets() {
        let plain = NnuePsq::CANONICAL[0].1;
        let array = &plain[plain.find('[').unwrap()..plain.len() - 1];
        let with_b: Vec<String> = array[1..array.len() - 1].split(", ").map(|n| format!("B({n})")).collect();
        let with_b = format!("[{}]", with_b.join(", "));
        let read = |text: &str| buckets::read(text.parse().unwrap(), Mirror::AToD).unwrap();
        assert_eq!(read(&with_b), read(array));
    }

    /// The same map drawn and pasted reads the same: the drawing upside down from the array.
    #[test]
    fn drawn_and_pasted_agree() {
        let drawn = "0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n16 17 18 19\n20 21 22 23\n24 25 26 27\n28 29 30 31";
        let pasted = "[28, 29, 30, 31, 24, 25, 26, 27, 20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15, 8, 9, 10, 11, \
                      4, 5, 6, 7, 0, 1, 2, 3]";
        let (a, b) = (psq(Planes::Stockfish, Mirror::AToD, drawn), psq(Planes::Stockfish, Mirror::AToD, pasted));
        assert_eq!(a.buckets, b.buckets);
        assert_eq!((a.buckets.of[0], a.buckets.of[7], a.buckets.of[56]), (28, 28, 0));
    }

    /// Reading `map` with `mirror` fails with one message containing `words`.
    fn fails(map: &str, mirror: Mirror, words: &str) {
        let error = buckets::read(map.parse().unwrap(), mirror).err().unwrap_or_else(|| panic!("{map} was read"));
        assert!(error.to_string().contains(words), "{error}");
    }

    #[test]
    fn mistakes_are_named() {
        fails("[1, 2, 3]", Mirror::None, "expected 32 buckets");
        fails("[1, 2 3]", Mirror::None, "expected `,` between");
        fails("[1, x]", Mirror::None, "expected a bucket number");
        fails("[1] 2", Mirror::None, "expected nothing after");
        fails(&"0 ".repeat(32), Mirror::None, "each on a line of its own");
        let asymmetric = (0..8).map(|_| "0 1 2 3 4 5 6 7").collect::<Vec<_>>().join("\n");
        fails(&asymmetric, Mirror::AToD, "the bucket of d1 (3) differs from that of e1 (4)");
        assert!(buckets::read(asymmetric.parse().unwrap(), Mirror::None).is_ok());
        fails("0 1 2 3\n0 1 2", Mirror::None, "expected 4 numbers in each row as in the first");
    }
}
