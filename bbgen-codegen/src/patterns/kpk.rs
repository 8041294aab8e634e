//! `kpk!()`: the bitbase of king and pawn against king, solved at expansion time by retrograde
//! iteration over sets: for each side to move, pawn square and strong king's square, the weak
//! king's 64 squares are one `u64`, so that one pass of a few shifts and ANDs settles 64
//! positions.

use super::Pattern;
use crate::docs::lines;
use crate::geometry::{Rays, SQUARES, Side, bit, king_attacks, pawn_attacks};
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::{and, bin, cast, eq, int, int_of, load, select, shr};
use crate::ir::{Function, Op, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// The bitbase; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kpk;

/// The pawn squares the table holds: ranks 2 to 7 of files a to d (a pawn on files e to h is
/// mirrored onto them), index `(rank - 2) * 4 + file` counting ranks from 1 and files from 0.
const PAWNS: usize = 24;

/// The square of pawn index `index`.
fn pawn_square(index: usize) -> u8 {
    (8 * (index / 4 + 1) + index % 4) as u8
}

/// The pawn index of `sq`, on files a to d and ranks 2 to 7.
fn pawn_index(sq: u8) -> usize {
    usize::from(sq / 8 - 1) * 4 + usize::from(sq % 8)
}

/// The weak king's squares where the strong side, whose king stands on `strong` and whose pawn
/// has just promoted on `queening` (rank 8), wins with the weak side to move: the new queen or
/// rook cannot be taken, and the weak side is either mated or has a move (after which a king
/// and a queen or rook always win). A knight or a bishop never wins.
fn promotion_wins(strong: u8, queening: u8, rook_rays: &Rays, bishop_rays: &Rays) -> u64 {
    let guarded = king_attacks(bit(strong));
    let mut wins = 0;
    for weak in SQUARES.filter(|&s| s != strong && s != queening && guarded & bit(s) == 0) {
        let moves = king_attacks(bit(weak)) & !bit(strong) & !guarded;
        if moves & bit(queening) != 0 {
            continue;
        }
        // The weak king is no blocker: the squares behind it on a line stay attacked.
        let occupied = bit(strong) | bit(queening);
        let rook = rook_rays.attacks(queening, occupied);
        let queen = rook | bishop_rays.attacks(queening, occupied);
        let wins_with = |attacks: u64| moves & !attacks != 0 || attacks & bit(weak) != 0;
        if wins_with(queen) || wins_with(rook) {
            wins |= bit(weak);
        }
    }
    wins
}

/// The solved bitbase, `[strong side to move][pawn index][strong king]`: the weak king's squares
/// where the strong side (White here, its pawn going up the board) wins with best play. A
/// position that cannot arise has no square set, as a draw has.
pub fn solve() -> Vec<u64> {
    let (rook_rays, bishop_rays) = (Rays::new(false), Rays::new(true));
    let promotions: Vec<[u64; 4]> = SQUARES
        .map(|strong| [0, 1, 2, 3].map(|file| promotion_wins(strong, 56 + file, &rook_rays, &bishop_rays)))
        .collect();
    // Where the weak king may stand, with each side to move: off both pieces and the strong
    // king's reach, and, with the strong side to move, out of the pawn's check.
    let valid = |strong: u8, pawn: u8, strong_to_move: bool| {
        if strong == pawn {
            return 0;
        }
        let checks = if strong_to_move { pawn_attacks(Side::White, bit(pawn)) } else { 0 };
        !(bit(strong) | bit(pawn) | king_attacks(bit(strong)) | checks)
    };
    let at = |pawn: usize, strong: u8| pawn * 64 + usize::from(strong);
    let (mut weak_to_move, mut strong_to_move) = (vec![0u64; PAWNS * 64], vec![0u64; PAWNS * 64]);
    loop {
        let mut changed = false;
        for pawn in 0..PAWNS {
            let pawn_sq = pawn_square(pawn);
            for strong in SQUARES {
                // The weak side wins nothing: it needs every move to lose, or to be mated.
                let checks = pawn_attacks(Side::White, bit(pawn_sq));
                let landing = !(king_attacks(bit(strong)) | bit(strong) | checks);
                let losing = strong_to_move[at(pawn, strong)];
                let has_move = king_attacks(landing);
                let escapes = king_attacks(landing & !losing);
                let weak = valid(strong, pawn_sq, false) & ((has_move & !escapes) | (checks & !has_move));

                // The strong side needs one move that wins.
                let mut strong_wins = 0;
                let mut steps = king_attacks(bit(strong)) & !bit(pawn_sq);
                while steps != 0 {
                    strong_wins |= weak_to_move[at(pawn, steps.trailing_zeros() as u8)];
                    steps &= steps - 1;
                }
                let push = pawn_sq + 8;
                if strong != push {
                    strong_wins |= !bit(push)
                        & if push >= 56 {
                            promotions[usize::from(strong)][usize::from(push % 8)]
                        } else {
                            weak_to_move[at(pawn_index(push), strong)]
                        };
                    if pawn_sq < 16 && strong != push + 8 {
                        strong_wins |= !bit(push) & weak_to_move[at(pawn_index(push + 8), strong)];
                    }
                }
                let strong_wins = valid(strong, pawn_sq, true) & strong_wins;

                let i = at(pawn, strong);
                changed |= weak != weak_to_move[i] || strong_wins != strong_to_move[i];
                (weak_to_move[i], strong_to_move[i]) = (weak, strong_wins);
            }
        }
        if !changed {
            return [weak_to_move, strong_to_move].concat();
        }
    }
}

/// A position drawn for the docs, rank 8 on top: `K` and `P` the strong side's, `k` the weak
/// king.
fn drawing(strong: u8, pawn: u8, weak: u8) -> Vec<String> {
    (0..8)
        .rev()
        .map(|rank| {
            let row: Vec<&str> = (0..8)
                .map(|file| match rank * 8 + file {
                    sq if sq == strong => "K",
                    sq if sq == pawn => "P",
                    sq if sq == weak => "k",
                    _ => ".",
                })
                .collect();
            row.join(" ")
        })
        .collect()
}

impl Pattern for Kpk {
    const NAME: &'static str = "kpk";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("kpk", "kpk!()")];
    const EMITS: &'static str = "the king-and-pawn-against-king bitbase: won or drawn";

    fn new(_: &Args) -> Self {
        Kpk
    }

    fn evaluate(&self) -> Evaluated {
        let table = solve();
        let wins = |strong_to_move: bool, strong: u8, pawn: u8, weak: u8| {
            table[(usize::from(strong_to_move) * PAWNS + pawn_index(pawn)) * 64 + usize::from(strong)] & bit(weak) != 0
        };
        let verdict = |strong: u8, pawn: u8, weak: u8| {
            let word = |won| if won { "won" } else { "drawn" };
            format!(
                "{} with the pawn's side to move, {} with the other",
                word(wins(true, strong, pawn, weak)),
                word(wins(false, strong, pawn, weak))
            )
        };
        // King d6, pawn d5, king d8; then king d5, pawn d4, king d7.
        let mut example = drawing(43, 35, 59);
        example.push(verdict(43, 35, 59));
        example.push(String::new());
        example.extend(drawing(35, 27, 51));
        example.push(verdict(35, 27, 51));
        Evaluated {
            tables: vec![Table::main(&[2, PAWNS, 64], Entry::Mask, table)],
            summary: "King and pawn against king, solved by retrograde iteration: entry \
                      `[strong_to_move][pawn][strong_king]` holds the weak king's squares where the side with \
                      the pawn wins with best play, the position seen with that side as White and its pawn on \
                      files a to d (`pawn` is `(rank - 2) * 4 + file`, ranks counted from 1, files from 0, \
                      pawns on ranks 2 to 7). Every other position is a draw: stalemate, the pawn taken, a \
                      promotion that is lost at once. A position that cannot arise has no square set."
                .into(),
            example_label: "two positions, K and P the strong side, k the weak king".into(),
            example: Example::Text(example),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let strong = Var::new("strong_king", Ty::Square);
        let pawn = Var::new("strong_pawn", Ty::Square);
        let weak = Var::new("weak_king", Ty::Square);
        let to_move = Var::new("strong_to_move", Ty::Bool);
        let (mirror, rank, file) = (Var::new("mirror", Ty::U8), Var::new("rank", Ty::U8), Var::new("file", Ty::U8));
        let u8_of = |var: Var| cast(var.get(), Ty::U8);
        let byte = |value| int_of(value, Ty::U8);
        let index = |value| int_of(value, Ty::Index);
        let mirrored = |var: Var| bin(Op::Xor, u8_of(var), mirror.get());
        let pawn_row = bin(
            Op::Add,
            bin(Op::Mul, bin(Op::Sub, cast(rank.get(), Ty::Index), index(1)), index(4)),
            cast(file.get(), Ty::Index),
        );
        let entry = load("", vec![cast(to_move.get(), Ty::Index), pawn_row, cast(mirrored(strong), Ty::Index)]);
        let on_board_ranks = bin(Op::AndAlso, bin(Op::Lt, byte(0), rank.get()), bin(Op::Lt, rank.get(), byte(7)));
        let won = eq(and(shr(entry, mirrored(weak)), int(1)), int(1));
        vec![
            Function::new(
                lines(&[
                    "Whether the side with the pawn wins, by lookup in the bitbase [`{table}`]: its king on",
                    "`strong_king`, its pawn on `strong_pawn` going up the board, the other king on",
                    "`weak_king`, and `strong_to_move` whether the side with the pawn is to move. A pawn on",
                    "files e to h is mirrored onto a to d here. For a pawn going down the board (a black",
                    "pawn), flip the ranks of all three squares first (`square ^ 56`). A position that",
                    "cannot arise (two on one square, the kings side by side, the pawn on rank 1 or 8, the",
                    "weak king in check with the strong side to move) answers `false`.",
                ])
                .into_iter()
                .map(|line| line.replace("{table}", &names.table))
                .collect(),
                None,
                vec![strong, pawn, weak, to_move],
                Ty::Bool,
                bin(Op::AndAlso, on_board_ranks, won),
            )
            .with_lets(vec![
                Stmt::Let(mirror, select(bin(Op::Lt, and(u8_of(pawn), byte(7)), byte(4)), byte(0), byte(7))),
                Stmt::Let(rank, shr(u8_of(pawn), byte(3))),
                Stmt::Let(file, and(mirrored(pawn), byte(7))),
            ]),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawn_indices_cover_files_a_to_d_of_ranks_two_to_seven() {
        assert_eq!(pawn_square(0), 8);
        assert_eq!(pawn_square(PAWNS - 1), 51);
        assert!((0..PAWNS).all(|i| pawn_index(pawn_square(i)) == i));
    }

    #[test]
    fn a_promotion_next_to_an_unguarded_weak_king_is_lost() {
        let (rooks, bishops) = (Rays::new(false), Rays::new(true));
        // Strong king a1, queening on d8; a weak king on e8 takes the queen, one on h1 does not.
        let wins = promotion_wins(0, 59, &rooks, &bishops);
        assert_eq!(wins & bit(60), 0);
        assert_ne!(wins & bit(7), 0);
    }
}
