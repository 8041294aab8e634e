//! `nnue_threats! { name = ..., <map> }`: the index of an NNUE threat input (an attacking piece
//! on its square, an attacked piece on its square, seen from one side) in the layout of
//! Stockfish's threat features, for a map of which attacker and attacked pairs are features,
//! drawn as six rows of six cells.
//!
//! Every piece, own pawn to king then the opponent's, owns a block of indices: for each colour
//! of attacked piece (own, then theirs) and each slot of its row, one index per (square, target)
//! of its empty-board attacks, squares in order and targets by square. Squares are oriented
//! first: mirrored (`^ 7`) when the perspective's king stands on files e to h, and for Black
//! flipped (`^ 56`) with the colours swapped, so that "own" pawns always attack up the board.
//! Of two pieces of one kind that attack each other, only the threat whose oriented attacker
//! square is the higher counts.

mod drawing;

use proc_macro2::Span;

use super::{Pattern, not_hidden_by_board};
use crate::docs::wrap_words;
use crate::geometry::{Side, bit, king_attacks, knight_attacks, pawn_attacks, rank, slider_steps, walk};
use crate::grammar::{Args, Grammar, Keyword, Opt, Slot};
use crate::ir::build::{add, and, bin, call, cast, eq, int, int_of, load, mul, shl, shr, xor};
use crate::ir::{BoardFunction, BoardKind, Call, Expr, Field, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Constant, ConstantValue, Entry, Evaluated, Example, Table};

/// How the accessor finds the rank of the attacked square among the attacker's targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rank {
    /// By counting the targets below it in a table of empty-board attacks (6 KiB).
    Popcount,
    /// By a table of every rank, as Stockfish reads it (48 KiB).
    Lookup,
}

const RANK: Keyword<Rank> = Keyword {
    key: "rank",
    slot: Slot {
        what: "way of ranking the attacked square",
        choices: &[("popcount", Rank::Popcount), ("lookup", Rank::Lookup)],
        hint: "`popcount` counts the attacker's targets below it (6 KiB of attacks), `lookup` reads a 48 KiB table",
        ends: &[],
    },
};

/// A pawn's role, which a piece number (own pawn to king 0 to 5, theirs 6 to 11) gives modulo 6.
const PAWN: usize = 0;

/// Set in a pair's entry when the pair is never a feature.
const NEVER: u32 = 1 << 31;
/// Set in a pair's entry when the pair is of one kind, so that of two such pieces attacking each
/// other only one threat counts: the one whose oriented attacker square is the higher.
const ONCE: u32 = 1 << 30;

/// A threat map as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NnueThreats {
    /// `map[attacker role][attacked role]`: the pair's slot in its row, `None` where the pair is
    /// not a feature.
    map: [[Option<u8>; 6]; 6],
    /// How the rank of the attacked square is found.
    rank: Rank,
}

impl Pattern for NnueThreats {
    const NAME: &'static str = "nnue_threats";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], &[Opt::Name, Opt::Vis, Opt::Keyword(&RANK)]);
    // Stockfish's SFNNv10 map (79,856 features) and its current one (59,808) by lookup, on one
    // line as the canonical list quotes them.
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        (
            "nnue_threats",
            "nnue_threats!(name = SF10, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -)",
        ),
        (
            "nnue_threats_lookup",
            "nnue_threats!(name = SF_CURRENT, rank = lookup, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - \
             0 1 2 3 4 - - - - - - -)",
        ),
    ];
    const EMITS: &'static str = "the feature index of an NNUE threat input, for a map of attacker and attacked \
                                 pairs drawn as six rows of six cells";
    const DRAWING: Option<&'static str> = Some(drawing::AFTER_OPTIONS);

    /// The drawing's map; no features after a mistake in it, which `check` reports.
    fn new(args: &Args) -> Self {
        let map = args.drawing.clone().and_then(|tokens| drawing::read(tokens).ok()).unwrap_or([[None; 6]; 6]);
        NnueThreats { map, rank: args.keyword(&RANK).unwrap_or(Rank::Popcount) }
    }

    /// The drawing's mistakes, and a name its board functions' parameters would hide; a missing
    /// drawing is the parser's to report.
    fn check(args: &Args, _: Span) -> syn::Result<()> {
        not_hidden_by_board(args)?;
        args.drawing.clone().map_or(Ok(()), |tokens| drawing::read(tokens).map(drop))
    }

    fn default_name(&self) -> String {
        "threats".into()
    }

    fn constants(&self) -> Vec<Constant> {
        let dimensions = vec![" How many threat features the map has: every index is below it.".to_owned()];
        let pairs = wrap_words(
            "The (attacker, attacked) role pairs the map counts, whatever the colours: bit `6 * attacker + \
             attacked`, roles numbered pawn 0 to king 5. Passed to `Board::play_unchecked_with_threats`, it \
             records the threats that can be features and no others.",
        );
        vec![
            Constant { suffix: "_DIMENSIONS", doc: dimensions, value: ConstantValue::Word(self.layout().dimensions) },
            Constant { suffix: "_PAIRS", doc: pairs, value: ConstantValue::ThreatPairs(self.pairs()) },
        ]
    }

    fn evaluate(&self) -> Evaluated {
        let layout = self.layout();
        let pairs =
            (0..12).flat_map(|a| (0..12).map(move |d| (a, d))).map(|(a, d)| u64::from(self.pair(&layout, a, d)));
        let offsets =
            (0..12).flat_map(|a| (0..64).map(move |sq| (a, sq))).map(|(a, sq)| u64::from(layout.offsets[a][sq]));
        let mut tables = vec![
            Table::main(&[12, 12], Entry::Word, pairs.collect()),
            Table {
                suffix: "_OFFSETS",
                doc: "Entry `[attacker][from]`: the first index of the attacker's block plus the targets of its \
                      squares before `from`."
                    .into(),
                shape: vec![12, 64],
                entry: Entry::Word,
                values: offsets.collect(),
            },
        ];
        tables.push(match self.rank {
            Rank::Popcount => Table {
                suffix: "_ATTACKS",
                doc: "Entry `[attacker][from]`: the attacker's targets on an empty board, a pawn's captures \
                      only."
                    .into(),
                shape: vec![12, 64],
                entry: Entry::Mask,
                values: (0..12).flat_map(|a| (0..64).map(move |sq| attacks(a, sq))).collect(),
            },
            Rank::Lookup => Table {
                suffix: "_RANKS",
                doc: "Entry `[attacker * 4096 + from * 64 + to]`: how many of the attacker's empty-board \
                      targets from `from` lie below `to`; flat, so that it expands as one byte string."
                    .into(),
                shape: vec![12 * 64 * 64],
                entry: Entry::Byte,
                values: (0..12)
                    .flat_map(|a| (0..64).map(move |sq| attacks(a, sq)))
                    .flat_map(|set| (0..64).map(move |to| u64::from((set & ((1u64 << to) - 1)).count_ones())))
                    .collect(),
            },
        });
        let mut example: Vec<String> = self.drawing();
        example.push(String::new());
        for a in 0..12 {
            let name = format!("{} {}", if a < 6 { "own" } else { "their" }, drawing::ROLES[a % 6]);
            let (targets, base, count) = (self.targets(a), layout.base[a], layout.counts[a]);
            example.push(format!("{name:<12} from {base:>5}: {targets:>2} targets x {count:>4} attacks"));
        }
        Evaluated {
            tables,
            summary: format!(
                "NNUE threat features, {} of them: entry `[attacker][attacked]`, pieces numbered own pawn to king \
                 0 to 5 and theirs 6 to 11, holds where the pair's indices start within the attacker's block, \
                 bit 31 set where the pair is never a feature and bit 30 where, of one kind, it counts only \
                 from the higher square.",
                layout.dimensions
            ),
            example_label: "the map as drawn (attacker by row, attacked by column, pawn to king), and each \
                            piece's block"
                .into(),
            example: Example::Text(example),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let perspective = Var::new("perspective", Ty::Color);
        let attacker = Var::new("attacker", Ty::Piece);
        let from = Var::new("from", Ty::Square);
        let attacked = Var::new("attacked", Ty::Piece);
        let to = Var::new("to", Ty::Square);
        let king = Var::new("king", Ty::Square);
        let (flip, a, d) = (Var::new("flip", Ty::Index), Var::new("a", Ty::Index), Var::new("d", Ty::Index));
        let (f, t) = (Var::new("f", Ty::Index), Var::new("t", Ty::Index));
        let (pair, rank) = (Var::new("pair", Ty::U32), Var::new("rank", Ty::U32));
        let index = |e: Expr| cast(e, Ty::Index);
        let n = |value: u64| int_of(value, Ty::Index);
        // The piece's number as `perspective` sees it: own pawn 0 ... their king 11.
        let piece = |p: Var| {
            let colour = xor(index(p.field(Field::Color)), index(perspective.get()));
            add(index(p.field(Field::Role)), mul(n(6), colour))
        };
        let rank_value = match self.rank {
            Rank::Popcount => {
                let below = bin(Op::Sub, shl(int(1), t.get()), int(1));
                call(Call::PopCount { value: and(load("_ATTACKS", vec![a.get(), f.get()]), below) })
            }
            Rank::Lookup => {
                let at = add(mul(add(mul(a.get(), n(64)), f.get()), n(64)), t.get());
                cast(load("_RANKS", vec![at]), Ty::U32)
            }
        };
        let stmts = vec![
            // Files mirrored with the king on files e to h; ranks flipped for Black.
            Stmt::Let(
                flip,
                xor(mul(shr(and(index(king.get()), n(4)), n(2)), n(7)), mul(index(perspective.get()), n(56))),
            ),
            Stmt::Let(a, piece(attacker)),
            Stmt::Let(d, piece(attacked)),
            Stmt::Let(f, xor(index(from.get()), flip.get())),
            Stmt::Let(t, xor(index(to.get()), flip.get())),
            Stmt::Let(pair, load("", vec![a.get(), d.get()])),
            Stmt::Let(rank, rank_value),
        ];
        // Never a feature (bit 31), or once only and from the lower square (bit 30 and `f < t`):
        // bit 1 of the two flags plus `f < t`, as Stockfish tests it.
        let low = cast(bin(Op::Lt, f.get(), t.get()), Ty::U32);
        let found = eq(and(add(shr(pair.get(), int_of(30, Ty::U32)), low), int_of(2, Ty::U32)), int_of(0, Ty::U32));
        let value = add(
            add(and(pair.get(), int_of(u64::from(ONCE - 1), Ty::U32)), load("_OFFSETS", vec![a.get(), f.get()])),
            rank.get(),
        );
        let doc = wrap_words(&format!(
            "The index of the threat of `attacker` on `from` against `attacked` on `to`, seen from \
             `perspective`, whose king stands on `king`; `None` where the pair is not a feature. Every index \
             is below [`{}_DIMENSIONS`]. Where `attacker` does not reach `to` from `from` on an empty board \
             (for a pawn, by a capture), or is a pawn on the first or last rank, the answer is unspecified.",
            names.table
        ));
        let threat = Function::new(
            doc,
            None,
            vec![perspective, attacker, from, attacked, to, king],
            Ty::MaybeU32,
            Expr::MaybeU32 { found: Box::new(found), value: Box::new(value) },
        )
        .with_lets(stmts);
        let (from, to) = (Var::new("from", Ty::Square), Var::new("to", Ty::Square));
        let doc = wrap_words(
            "Whether the king of `perspective` going from `from` to `to` changes every threat input of its side, \
             crossing between files d and e, where the side's squares are mirrored: the side's inputs are then \
             found afresh, as Stockfish refreshes its threats.",
        );
        let half = |k: Var| and(index(k.get()), n(4));
        let refresh = Function::new(
            doc,
            Some("refresh"),
            vec![perspective, from, to],
            Ty::Bool,
            bin(Op::Ne, half(from), half(to)),
        );
        vec![threat, refresh]
    }

    fn board_functions(&self, _: &Names) -> Vec<BoardFunction> {
        vec![
            BoardFunction {
                doc: wrap_words(
                    "The active inputs of `board` seen from `perspective`: one for each threat whose pair the map \
                     counts, threats taken by attacker square, then target square (not sorted by index).",
                ),
                suffix: Some("active"),
                kind: BoardKind::ThreatsActive,
            },
            BoardFunction {
                doc: wrap_words(
                    "Whether the legal move `mv` on `board` changes every threat input of `perspective`'s side, its \
                     king crossing between files d and e: the side's inputs are then found afresh.",
                ),
                suffix: Some("needs_refresh"),
                kind: BoardKind::KingRefresh { accessor: "refresh" },
            },
        ]
    }
}

/// Where each piece's indices lie.
struct Layout {
    /// Each piece's empty-board attacks summed over its squares (a pawn's on ranks 2 to 7).
    counts: [u32; 12],
    /// The first index of each piece's block.
    base: [u32; 12],
    /// `offsets[piece][from]`: the block's first index plus the attacks from squares before `from`.
    offsets: [[u32; 64]; 12],
    /// How many features there are.
    dimensions: u32,
}

impl NnueThreats {
    fn layout(&self) -> Layout {
        let mut layout = Layout { counts: [0; 12], base: [0; 12], offsets: [[0; 64]; 12], dimensions: 0 };
        for a in 0..12 {
            layout.base[a] = layout.dimensions;
            let mut count = 0;
            for sq in 0..64u8 {
                layout.offsets[a][usize::from(sq)] = layout.dimensions + count;
                if a % 6 != PAWN || (1..7).contains(&rank(sq)) {
                    count += attacks(a, sq).count_ones();
                }
            }
            layout.counts[a] = count;
            layout.dimensions += self.targets(a) * count;
        }
        layout
    }

    /// How many kinds of attacked piece the piece `a`'s block holds: its row's slots, for both
    /// colours.
    fn targets(&self, a: usize) -> u32 {
        2 * self.map[a % 6].iter().flatten().count() as u32
    }

    /// The entry for attacker `a` and attacked `d`: where their indices start within `a`'s
    /// block, with the flags.
    fn pair(&self, layout: &Layout, a: usize, d: usize) -> u32 {
        let Some(slot) = self.map[a % 6][d % 6] else { return NEVER };
        let half = self.targets(a) / 2;
        let start = ((d / 6) as u32 * half + u32::from(slot)) * layout.counts[a];
        let (role, same_kind, enemies) = (a % 6, a % 6 == d % 6, a / 6 != d / 6);
        if same_kind && (enemies || role != PAWN) { start | ONCE } else { start }
    }

    /// The pairs the map counts as bits, `6 * attacker + attacked` for each.
    fn pairs(&self) -> u64 {
        let cells = self.map.iter().flatten().enumerate();
        cells.filter(|(_, cell)| cell.is_some()).fold(0, |bits, (i, _)| bits | 1 << i)
    }

    /// The map as drawn, a row a line.
    fn drawing(&self) -> Vec<String> {
        self.map
            .iter()
            .map(|row| {
                let cells: Vec<String> =
                    row.iter().map(|cell| cell.map_or("-".into(), |slot| slot.to_string())).collect();
                cells.join(" ")
            })
            .collect()
    }
}

/// The empty-board targets of piece `a` (own pawn to king 0 to 5, theirs 6 to 11) on `sq`: own
/// pawns capture up the board, theirs down.
fn attacks(a: usize, sq: u8) -> u64 {
    let slide = |diagonal: bool| {
        slider_steps(diagonal).into_iter().flat_map(|step| walk(sq, step)).fold(0, |set, t| set | bit(t))
    };
    match a % 6 {
        PAWN => pawn_attacks(if a < 6 { Side::White } else { Side::Black }, bit(sq)),
        1 => knight_attacks(bit(sq)),
        2 => slide(true),
        3 => slide(false),
        4 => slide(true) | slide(false),
        _ => king_attacks(bit(sq)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn threats(map: &str) -> NnueThreats {
        NnueThreats { map: drawing::read(map.parse().unwrap()).unwrap(), rank: Rank::Popcount }
    }

    /// Stockfish's counts of features for its SFNNv10 map and its current one.
    #[test]
    fn dimensions() {
        let sfnnv10 = "0 1 - 2 - -\n0 1 2 3 4 5\n0 1 2 3 - 4\n0 1 2 3 - 4\n0 1 2 3 4 5\n0 1 2 3 - -";
        let current = "- 0 - 1 - -\n0 1 2 3 4 -\n0 1 2 3 - -\n0 1 2 3 - -\n0 1 2 3 4 -\n- - - - - -";
        assert_eq!(threats(sfnnv10).layout().dimensions, 79_856);
        assert_eq!(threats(current).layout().dimensions, 59_808);
    }
}
