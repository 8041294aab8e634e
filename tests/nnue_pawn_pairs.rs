//! `nnue_pawn_pairs!` against Stockfish's `PP_3Wide` written out here from its definition
//! (`make_index`, `pawn_pair_bb`, the threat inputs' orientation, `append_active_indices`): every
//! index over the whole domain, and every position's active inputs from both sides over random
//! games; and a band of another width against its own definition.

mod common;

use bbgen::{Bitboard, Board, Color, Role, Square};
use common::{Rng, random_chess960_start};

bbgen::nnue_pawn_pairs!(name = PP_3WIDE, files = 3, mirror = e_to_h, base = 59808);
bbgen::nnue_pawn_pairs!(name = WIDE, files = 5);

/// Stockfish's `pawn_pair_bb(s)`: its file and the two beside it, ranks 2 to 7, `s` left out.
fn stockfish_band(sq: Square) -> u64 {
    let file = sq as u64 % 8;
    let files = (0..64u64).filter(|t| (t % 8).abs_diff(file) <= 1).fold(0, |set, t| set | 1 << t);
    files & !0xFF00_0000_0000_00FF & !(1 << sq as u64)
}

/// Stockfish's `PP_3Wide::make_index(perspective, color, from, to, pairedColor, ksq)`.
fn stockfish(perspective: Color, color: Color, from: Square, to: Square, paired: Color, king: Square) -> u32 {
    // `FullThreats::OrientTBL[ksq]`: h1 (7) for a king on files e to h, then `^ 56` for Black.
    let orientation = (if king as u32 % 8 >= 4 { 7 } else { 0 }) ^ (56 * perspective as u32);
    let id = |c: Color, sq: Square| 48 * (c as u32 ^ perspective as u32) + (sq as u32 ^ orientation) - 8;
    let (a, b) = (id(color, from), id(paired, to));
    let (hi, lo) = (a.max(b), a.min(b));
    hi * (hi - 1) / 2 + lo + 59_808
}

#[test]
fn bands() {
    for sq in Square::ALL {
        assert_eq!(PP_3WIDE[sq as usize], stockfish_band(sq), "{sq}");
        let wide = Square::ALL
            .into_iter()
            .filter(|&t| t != sq && (1..7).contains(&(t as u8 / 8)) && (t as i32 % 8 - sq as i32 % 8).abs() <= 2);
        assert_eq!(WIDE[sq as usize], wide.fold(0, |set, t| set | 1 << t as u64), "{sq}");
    }
}

#[test]
fn stockfish_pp_3wide_over_its_whole_domain() {
    assert_eq!((PP_3WIDE_DIMENSIONS, PP_3WIDE_BASE, WIDE_BASE), (4_560, 59_808, 0));
    let pawn_squares = || Square::ALL.into_iter().filter(|&sq| (1..7).contains(&(sq as u8 / 8)));
    for perspective in Color::ALL {
        for king in Square::ALL {
            for (a, from) in Color::ALL.into_iter().flat_map(|a| pawn_squares().map(move |sq| (a, sq))) {
                for (b, to) in Color::ALL.into_iter().flat_map(|b| pawn_squares().map(move |sq| (b, sq))) {
                    if from == to {
                        continue;
                    }
                    let index = pp_3wide(perspective, a, from, b, to, king);
                    assert_eq!(
                        index,
                        stockfish(perspective, a, from, to, b, king),
                        "{perspective:?} {from} {to} {king}"
                    );
                    assert!((59_808..59_808 + 4_560).contains(&index));
                    let unmirrored = definition(perspective, a, from, b, to, 0);
                    assert_eq!(wide(perspective, a, from, b, to, king), unmirrored, "{perspective:?} {from} {to}");
                }
            }
        }
    }
}

/// The layout's definition for a king that mirrors nothing and no base: each pawn's id from
/// `perspective`'s side (`^ 56` for Black, its own pawns first), `mirror` applied to squares,
/// then the pair's rank among all pairs of ids.
fn definition(perspective: Color, a: Color, from: Square, b: Color, to: Square, mirror: u32) -> u32 {
    let flip = if perspective == Color::Black { 56 } else { 0 };
    let id = |c: Color, sq: Square| u32::from(c != perspective) * 48 + ((sq as u32 ^ flip ^ mirror) - 8);
    let (x, y) = (id(a, from), id(b, to));
    let (hi, lo) = (x.max(y), x.min(y));
    (0..hi).sum::<u32>() + lo
}

/// Stockfish's `PP_3Wide::append_active_indices(perspective, pos, active)`.
fn stockfish_active(board: &Board, perspective: Color) -> Vec<u32> {
    let king = board.king(perspective);
    let white = board.pieces(Color::White, Role::Pawn).0;
    let black = board.pieces(Color::Black, Role::Pawn).0;
    let squares = |set: u64| Bitboard(set).into_iter().collect::<Vec<Square>>();
    let mut active = Vec::new();
    let mut rest = white;
    while rest != 0 {
        let from = Bitboard(rest).first().unwrap();
        rest &= rest - 1;
        let band = stockfish_band(from);
        for to in squares(band & rest) {
            active.push(stockfish(perspective, Color::White, from, to, Color::White, king));
        }
        for to in squares(band & black) {
            active.push(stockfish(perspective, Color::White, from, to, Color::Black, king));
        }
    }
    let mut rest = black;
    while rest != 0 {
        let from = Bitboard(rest).first().unwrap();
        rest &= rest - 1;
        for to in squares(stockfish_band(from) & rest) {
            active.push(stockfish(perspective, Color::Black, from, to, Color::Black, king));
        }
    }
    active.sort_unstable();
    active
}

#[test]
fn active_inputs_on_random_games() {
    let mut rng = Rng(0x9A1E_5EED);
    let (mut positions, mut pairs) = (0, 0);
    for game in 0..24 {
        let start = if game % 3 == 2 { random_chess960_start(&mut rng) } else { Board::startpos().to_string() };
        let mut board = Board::from_fen(&start).unwrap();
        for _ in 0..120 {
            for perspective in Color::ALL {
                let mut ours: Vec<u32> = pp_3wide_active(&board, perspective).collect();
                ours.sort_unstable();
                let expected = stockfish_active(&board, perspective);
                assert_eq!(ours, expected, "{perspective:?} {board}");
                pairs += ours.len();
            }
            positions += 1;
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            let (before, mv) = (board, moves[rng.next() as usize % moves.len()]);
            board.play(mv);
            for perspective in Color::ALL {
                let (from, to) = (before.king(perspective), board.king(perspective));
                let crosses = (from as u8 % 8 >= 4) != (to as u8 % 8 >= 4);
                assert_eq!(pp_3wide_needs_refresh(&before, mv, perspective), crosses);
                assert_eq!(pp_3wide_refresh(perspective, from, to), crosses);
                assert!(!wide_needs_refresh(&before, mv, perspective));
            }
        }
    }
    // The games reach positions with many pairs, not only the start's.
    assert!(positions > 2_000 && pairs > 20 * positions, "{positions} positions, {pairs} pairs");
}
