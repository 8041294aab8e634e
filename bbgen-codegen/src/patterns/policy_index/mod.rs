//! `policy_index!(name = ..., <layout>)`: the output of a policy network for each move, and the
//! move of each output, for a layout declared as its blocks of outputs in order (the moves by
//! from and to square or by piece, promotions, castling, double pushes) and its orientation
//! (flipped for Black, mirrored by the king's file).
//!
//! The moves' block numbers each from square's moves in turn, ranked by to square among the
//! from square's empty-board destinations: a move's output is where its from square's moves
//! start plus the count of destinations below its to square. The other blocks are arithmetic on
//! the oriented squares. The accessor answers for squares and roles, for any board; the Rust
//! back end also prints the output of a legal move of a `Board` and the move of an output, which
//! call it.

mod layout;

use proc_macro2::Span;

use super::Pattern;
use crate::docs::wrap_words;
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::{add, and, bin, call, cast, eq, int, int_of, load, mul, select, shl, shr, xor};
use crate::ir::{BoardFunction, BoardKind, Call, Expr, Field, Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Constant, ConstantValue, Entry, Evaluated, Example, Table};
use crate::thousands;

use layout::{Block, Layout, PAWN, ROLES, destinations, name};

/// A policy map's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyIndex {
    layout: Layout,
}

impl Pattern for PolicyIndex {
    const NAME: &'static str = "policy_index";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    // Lc0's map (1,858 outputs), Monty's (3,920) and Monty's earlier one (1,880).
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        (
            "policy_index_lc0",
            "policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip)",
        ),
        (
            "policy_index_monty",
            "policy_index!(name = MONTY, pieces(pawn knight bishop rook queen king), promotions(knight bishop rook \
             queen, from_to), castling, double_pushes, flip, mirror)",
        ),
        (
            "policy_index_monty_from_to",
            "policy_index!(name = MONTY_FROM_TO, from_to(queen knight), promotions(knight bishop rook queen, \
             from_to), castling(king_move), flip, mirror)",
        ),
    ];
    const EMITS: &'static str = "the policy-network output of every move and the move of every output, for a layout \
                                 of blocks of moves, promotions, castling and double pushes";
    const DRAWING: Option<&'static str> = Some(layout::AFTER_OPTIONS);

    /// The layout; Lc0's after a mistake in it, which `check` reports.
    fn new(args: &Args) -> Self {
        let layout = args.drawing.clone().and_then(|tokens| layout::read(tokens).ok()).unwrap_or_else(Layout::lc0);
        PolicyIndex { layout }
    }

    /// The layout's mistakes; a missing layout is the parser's to report.
    fn check(args: &Args, _: Span) -> syn::Result<()> {
        args.drawing.clone().map_or(Ok(()), |tokens| layout::read(tokens).map(drop))
    }

    fn default_name(&self) -> String {
        "policy".into()
    }

    fn constants(&self) -> Vec<Constant> {
        let doc = vec![" How many outputs the map has: every output is below it.".to_owned()];
        vec![Constant { suffix: "_OUTPUTS", doc, value: ConstantValue::Word(self.numbering().outputs) }]
    }

    fn evaluate(&self) -> Evaluated {
        let numbering = self.numbering();
        let (_, by_piece) = self.layout.moves();
        let shape = |inner: usize| if by_piece { vec![6, inner] } else { vec![inner] };
        let rows = |table: &Vec<[u64; 64]>| table.iter().flatten().copied().collect::<Vec<u64>>();
        let offsets: Vec<[u64; 64]> = numbering.offsets.iter().map(|row| row.map(u64::from)).collect();
        let tables = vec![
            Table::main(&shape(64), Entry::Mask, rows(&numbering.targets)),
            Table {
                suffix: "_OFFSETS",
                doc: format!(
                    "Entry `{}[from]`: the output of the first move from `from`, its moves ranked after it by to square.",
                    if by_piece { "[role]" } else { "" }
                ),
                shape: shape(64),
                entry: Entry::Word,
                values: rows(&offsets),
            },
            Table {
                suffix: "_PROMOTIONS",
                doc: format!(
                    "Entry `[role]`: the output of the promotion to the role from a7 to a8, the next move's (by from \
                     file, then to file) {} further on; {}, the output count, where the role has no promotion \
                     outputs of its own (entry 0 stands for no promotion), whose moves take their plain output.",
                    if numbering.promotion_stride == 1 {
                        "one".to_owned()
                    } else {
                        numbering.promotion_stride.to_string()
                    },
                    numbering.outputs
                ),
                shape: vec![6],
                entry: Entry::Word,
                values: numbering.promotions.iter().map(|&first| u64::from(first)).collect(),
            },
        ];
        let from = if by_piece { 6 } else { 12 };
        let role = if by_piece { 1 } else { 4 };
        let cells: Vec<Option<u32>> = (0..64).map(|to| numbering.move_output(role, from, to)).collect();
        let mut example = self.describe(&numbering);
        example.push(String::new());
        example.push(if by_piece {
            format!("The outputs of the knight's moves from {}, White to move:", name(from))
        } else {
            format!("The outputs of the moves from {}, White to move, promoting nothing:", name(from))
        });
        example.push(String::new());
        example.extend(grid(&cells, from));
        Evaluated {
            tables,
            summary: format!(
                "A policy map of {} outputs. Entry `{}[from]` holds the squares the moves from `from` reach in the \
                 block of moves, on an empty board and as the side to move sees it{}.",
                thousands(numbering.outputs as usize),
                if by_piece { "[role]" } else { "" },
                if by_piece { ", for a piece of role `role`" } else { "" }
            ),
            example_label: "the layout, and one square's moves".into(),
            example: Example::Text(example),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let numbering = self.numbering();
        let layout = &self.layout;
        let (_, by_piece) = layout.moves();
        let piece = Var::new("piece", Ty::Piece);
        let king = Var::new("king", Ty::Square);
        let from = Var::new("from", Ty::Square);
        let to = Var::new("to", Ty::Square);
        let promotion = Var::new("promotion", Ty::MaybeRole);
        let castling = Var::new("castling", Ty::Bool);
        let (flip, f, t, r) =
            (Var::new("flip", Ty::Index), Var::new("f", Ty::Index), Var::new("t", Ty::Index), Var::new("r", Ty::Index));
        let (targets, first, landing) =
            (Var::new("targets", Ty::U64), Var::new("first", Ty::U32), Var::new("landing", Ty::Index));
        let n = |value: u64| int_of(value, Ty::Index);
        let word = |value: u32| int_of(u64::from(value), Ty::U32);
        let lt = |a: Expr, b: Expr| bin(Op::Lt, a, b);
        let both = |a: Expr, b: Expr| bin(Op::AndAlso, a, b);
        let file_of = |sq: Var| and(sq.get(), n(7));
        let rank_is = |sq: Var, value: u64| eq(shr(sq.get(), n(3)), n(value));
        let maybe = |found: Expr, value: Expr| Expr::MaybeU32 { found: Box::new(found), value: Box::new(value) };

        // Ranks flipped for Black (every layout flips, as `layout::read` demands), and files
        // mirrored with the king on files e to h.
        let colour = mul(cast(piece.field(Field::Color), Ty::Index), n(56));
        let mirrored = mul(shr(and(king.index(), n(4)), n(2)), n(7));
        let orientation = if layout.mirror { xor(colour, mirrored) } else { colour };
        let oriented = |sq: Expr| xor(sq, flip.get());
        let mut stmts = vec![Stmt::Let(flip, orientation)];
        stmts.push(Stmt::Let(f, oriented(from.index())));
        stmts.push(Stmt::Let(t, oriented(to.index())));
        let role = cast(piece.field(Field::Role), Ty::Index);
        let at = |sq: Expr| if by_piece { vec![r.get(), sq] } else { vec![sq] };
        if by_piece {
            stmts.push(Stmt::Let(r, role.clone()));
        }
        stmts.push(Stmt::Let(targets, load("", at(f.get()))));
        // The output of the move from `f` to `sq` in the block of moves.
        let ranked = |sq: Expr| {
            let below = and(targets.get(), bin(Op::Sub, shl(int(1), sq), int(1)));
            add(load("_OFFSETS", at(f.get())), call(Call::PopCount { value: below }))
        };
        let mut answer = maybe(eq(and(shr(targets.get(), t.get()), int(1)), int(1)), ranked(t.get()));

        if let Some(base) = numbering.double_pushes {
            let pawn = if by_piece { r.get() } else { role };
            let double = both(eq(pawn, n(u64::from(PAWN))), eq(t.get(), add(f.get(), n(16))));
            let output = add(word(base), cast(file_of(f), Ty::U32));
            answer = select(double, maybe(rank_is(f, 1), output), answer);
        }
        let back_rank = both(both(lt(f.get(), n(8)), lt(t.get(), n(8))), lt(n(0), xor(f.get(), t.get())));
        if let Some(base) = numbering.castling {
            // Towards the a-file, as oriented, is the second output.
            let output = add(word(base), cast(lt(file_of(t), file_of(f)), Ty::U32));
            answer = select(castling.get(), maybe(back_rank, output), answer);
        } else if layout.king_move {
            // The king lands on the g-file or the c-file, whichever side its rook stands.
            let side = select(lt(from.index(), to.index()), n(6), n(2));
            stmts.push(Stmt::Let(landing, oriented(add(and(from.index(), n(56)), side))));
            answer = select(castling.get(), maybe(back_rank, ranked(landing.get())), answer);
        }
        // Every layout has promotions, as `layout::read` demands; a role left out reads the output
        // count and takes its move's output.
        stmts.push(Stmt::Let(first, load("_PROMOTIONS", vec![cast(promotion.field(Field::Number), Ty::Index)])));
        let close = both(lt(file_of(t), add(file_of(f), n(2))), lt(file_of(f), add(file_of(t), n(2))));
        let found = both(both(rank_is(f, 6), rank_is(t, 7)), close);
        let pair = cast(add(mul(n(2), file_of(f)), file_of(t)), Ty::U32);
        let pair = if numbering.promotion_stride == 1 { pair } else { mul(pair, word(numbering.promotion_stride)) };
        answer = select(lt(first.get(), word(numbering.outputs)), maybe(found, add(first.get(), pair)), answer);

        let doc = wrap_words(&format!(
            "The output of a move in this map: `piece`, of the side to move, moves from `from` to `to`, promoting to \
             `promotion`, castling where `castling` holds (the king onto its own rook, which `to` names), with its \
             side's king on `king`; `None` where the map has no output for such a move. Every output is below \
             [`{}_OUTPUTS`].",
            names.table
        ));
        let index =
            Function::new(doc, Some("index"), vec![piece, king, from, to, promotion, castling], Ty::MaybeU32, answer)
                .with_lets(stmts);
        vec![index]
    }

    fn board_functions(&self, names: &Names) -> Vec<BoardFunction> {
        let (func, table) = (&names.func, &names.table);
        vec![
            BoardFunction {
                doc: wrap_words(&format!(
                    "The output of the legal move `mv` on `board`: [`{func}_index`] of the piece it moves, the side \
                     to move's king, its squares, its promotion and whether it castles. [`{table}_OUTPUTS`] for a \
                     move the map has no output for, which no legal move is."
                )),
                suffix: None,
                kind: BoardKind::MoveOutput { accessor: "index", none: "_OUTPUTS" },
            },
            BoardFunction {
                doc: wrap_words(&format!(
                    "The legal move of `board` whose output is `index`, if there is one: the first of its legal \
                     moves to which [`{func}`] gives `index`, found by calling [`{func}_index`] on each."
                )),
                suffix: Some("move"),
                kind: BoardKind::OutputMove { accessor: "index" },
            },
        ]
    }
}

/// Where each block's outputs lie.
struct Numbering {
    /// `targets[row][from]`: the destinations of the moves from `from` in the block of moves, a
    /// row for each role where it is by piece, one row otherwise.
    targets: Vec<[u64; 64]>,
    /// `offsets[row][from]`: the output of the first of them.
    offsets: Vec<[u32; 64]>,
    /// The output of each role's first promotion, by role; `outputs` where the role has none.
    promotions: [u32; 6],
    /// How far apart two promotion moves to one role lie.
    promotion_stride: u32,
    /// The first castling output, where castling has a block.
    castling: Option<u32>,
    /// The first double push output, where they have a block.
    double_pushes: Option<u32>,
    /// Each block's first output and how many it has, in order.
    blocks: Vec<(u32, u32)>,
    /// How many outputs there are.
    outputs: u32,
}

impl Numbering {
    /// The output of a move of `role` from `from` to `to` in the block of moves, if it has one.
    fn move_output(&self, role: u8, from: u8, to: u8) -> Option<u32> {
        let row = if self.targets.len() == 6 { usize::from(role) } else { 0 };
        let targets = self.targets[row][usize::from(from)];
        let below = (targets & ((1 << to) - 1)).count_ones();
        (targets >> to & 1 == 1).then_some(self.offsets[row][usize::from(from)] + below)
    }
}

impl PolicyIndex {
    fn numbering(&self) -> Numbering {
        let mut numbering = Numbering {
            targets: Vec::new(),
            offsets: Vec::new(),
            promotions: [u32::MAX; 6],
            promotion_stride: 1,
            castling: None,
            double_pushes: None,
            blocks: Vec::new(),
            outputs: 0,
        };
        let mut next = 0;
        for block in &self.layout.blocks {
            let start = next;
            match block {
                Block::FromTo(roles) => {
                    let mut targets = [0; 64];
                    let mut offsets = [0; 64];
                    for sq in 0..64u8 {
                        targets[usize::from(sq)] = roles.iter().fold(0, |set, &role| set | destinations(role, sq));
                        offsets[usize::from(sq)] = next;
                        next += targets[usize::from(sq)].count_ones();
                    }
                    numbering.targets.push(targets);
                    numbering.offsets.push(offsets);
                }
                Block::Pieces(roles) => {
                    numbering.targets = vec![[0; 64]; 6];
                    numbering.offsets = vec![[0; 64]; 6];
                    for &role in roles {
                        for sq in 0..64u8 {
                            let targets = destinations(role, sq);
                            numbering.targets[usize::from(role)][usize::from(sq)] = targets;
                            numbering.offsets[usize::from(role)][usize::from(sq)] = next;
                            next += targets.count_ones();
                        }
                    }
                }
                Block::Promotions { roles, by_role } => {
                    let count = roles.len() as u32;
                    for (k, &role) in roles.iter().enumerate() {
                        numbering.promotions[usize::from(role)] = next + k as u32 * if *by_role { 22 } else { 1 };
                    }
                    numbering.promotion_stride = if *by_role { 1 } else { count };
                    next += 22 * count;
                }
                Block::Castling => {
                    numbering.castling = Some(next);
                    next += 2;
                }
                Block::DoublePushes => {
                    numbering.double_pushes = Some(next);
                    next += 8;
                }
            }
            numbering.blocks.push((start, next - start));
        }
        numbering.outputs = next;
        for first in &mut numbering.promotions {
            *first = (*first).min(next);
        }
        numbering
    }

    /// The layout in words, a block a line, with its outputs.
    fn describe(&self, numbering: &Numbering) -> Vec<String> {
        let roles = |roles: &[u8]| {
            let names: Vec<&str> = roles.iter().map(|&role| ROLES[usize::from(role)]).collect();
            match names.as_slice() {
                [one] => (*one).to_owned(),
                [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                [] => String::new(),
            }
        };
        let width = thousands(numbering.outputs as usize).len();
        let mut lines = Vec::new();
        for (block, &(start, count)) in self.layout.blocks.iter().zip(&numbering.blocks) {
            let span =
                format!("{:>width$} to {:>width$}", thousands(start as usize), thousands((start + count - 1) as usize));
            match block {
                Block::FromTo(list) => lines.push(format!(
                    "{span}: moves by from square, then to square, among the {}'s destinations",
                    roles(list).replace(" and ", "'s and ").replace(", ", "'s, ")
                )),
                Block::Pieces(list) => {
                    let mut at = start;
                    for &role in list {
                        let count: u32 = (0..64).map(|sq| destinations(role, sq).count_ones()).sum();
                        let span = format!(
                            "{:>width$} to {:>width$}",
                            thousands(at as usize),
                            thousands((at + count - 1) as usize)
                        );
                        let what = if role == PAWN {
                            "the pawn's moves (captures and single pushes)".to_owned()
                        } else {
                            format!("the {}'s moves", ROLES[usize::from(role)])
                        };
                        lines.push(format!("{span}: {what}, by from square, then to square"));
                        at += count;
                    }
                }
                Block::Promotions { roles: list, by_role } => lines.push(format!(
                    "{span}: promotions to {}, {}, by from file, then to file",
                    roles(list),
                    if *by_role { "each role's 22 moves together" } else { "each move's roles together" }
                )),
                Block::Castling => lines.push(format!("{span}: castling towards the h-file, then the a-file")),
                Block::DoublePushes => lines.push(format!("{span}: double pushes, by file")),
            }
        }
        if !self.layout.castling_block() {
            lines.push(if self.layout.king_move {
                "Castling is the king's move to the square it lands on, the g or c file.".to_owned()
            } else {
                "Castling is the king's move onto its own rook.".to_owned()
            });
        }
        lines.push(if self.layout.mirror {
            "Squares are flipped for Black (^ 56) and mirrored (^ 7) with the king on files e to h.".to_owned()
        } else {
            "Squares are flipped for Black (^ 56).".to_owned()
        });
        lines
    }
}

/// The outputs of one square's moves on a board, rank 8 on top: `*` on the square, `.` where
/// there is no move.
fn grid(cells: &[Option<u32>], from: u8) -> Vec<String> {
    let width = cells.iter().flatten().map(|value| value.to_string().len()).max().unwrap_or(1) + 1;
    let mut lines = Vec::new();
    for rank in (0..8u8).rev() {
        let mut line = format!("{}", rank + 1);
        for file in 0..8u8 {
            let sq = rank * 8 + file;
            let cell = match cells[usize::from(sq)] {
                _ if sq == from => "*".to_owned(),
                Some(value) => value.to_string(),
                None => ".".to_owned(),
            };
            line.push_str(&format!("{cell:>width$}"));
        }
        lines.push(line);
    }
    let files: String = "abcdefgh".chars().map(|file| format!("{file:>width$}")).collect();
    lines.push(format!(" {files}"));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbering(layout: &str) -> Numbering {
        PolicyIndex { layout: layout::read(layout.parse().unwrap()).unwrap() }.numbering()
    }

    /// The output counts of Lc0's map and Monty's two, and where Monty's blocks start.
    #[test]
    fn outputs() {
        let lc0 = numbering(PolicyIndex::CANONICAL[0].1.split_once(", ").unwrap().1.trim_end_matches(')'));
        assert_eq!((lc0.outputs, lc0.blocks.clone()), (1858, vec![(0, 1792), (1792, 66)]));
        let monty = numbering(PolicyIndex::CANONICAL[1].1.split_once(", ").unwrap().1.trim_end_matches(')'));
        assert_eq!(monty.outputs, 3920);
        assert_eq!(monty.blocks, [(0, 3822), (3822, 88), (3910, 2), (3912, 8)]);
        let starts: Vec<u32> = (0..6).map(|role| monty.offsets[role][0]).collect();
        assert_eq!(starts, [0, 154, 490, 1050, 1946, 3402]);
        let older = numbering(PolicyIndex::CANONICAL[2].1.split_once(", ").unwrap().1.trim_end_matches(')'));
        assert_eq!(older.outputs, 1880);
        // e2e4 and g1f3 in Lc0's map, and the king's (role 5) block from a1 in Monty's.
        assert_eq!((lc0.move_output(0, 12, 28), lc0.move_output(1, 6, 21)), (Some(322), Some(159)));
        assert_eq!(monty.move_output(5, 0, 1), Some(3402));
    }
}
