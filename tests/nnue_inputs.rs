//! `nnue_inputs!` with Stockfish's current inputs: the set's functions over a board against its
//! inputs' own, and Stockfish's refresh rules (its piece-square inputs on every move of the
//! side's king, its threats and pawn pairs when the king crosses between files d and e) on every
//! legal move of random games, standard and Chess960, from both sides.

mod common;

use bbgen::{Board, Color};
use common::{Rng, random_chess960_start};

bbgen::nnue_inputs!(
    name = STOCKFISH,
    [psq = nnue_psq!(
        stockfish,
        mirror = a_to_d,
        [
            28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18,
            19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0,
            1, 2, 3, 3, 2, 1, 0,
        ]
    )],
    [
        threats = nnue_threats!(rank = lookup, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -),
        pairs = nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808),
    ],
);

#[test]
fn the_set_visits_each_input_and_refreshes_as_stockfish() {
    let mut rng = Rng(0x5E7_5EED);
    let mut refreshes = [0; 3];
    for game in 0..16 {
        let start = if game % 2 == 1 { random_chess960_start(&mut rng) } else { Board::startpos().to_string() };
        let mut board = Board::from_fen(&start).unwrap();
        for _ in 0..100 {
            for perspective in Color::ALL {
                let mut by_input: [Vec<u32>; 3] = Default::default();
                stockfish_active(&board, perspective, |input, index| by_input[input].push(index));
                assert_eq!(by_input[0], stockfish_psq_active(&board, perspective).collect::<Vec<_>>());
                assert_eq!(by_input[1], stockfish_threats_active(&board, perspective).collect::<Vec<_>>());
                assert_eq!(by_input[2], stockfish_pairs_active(&board, perspective).collect::<Vec<_>>());
                // Threats and pairs share a block: their indices never meet.
                assert!(by_input[1].iter().all(|&index| index < 59_808));
                assert!(by_input[2].iter().all(|&index| (59_808..59_808 + 4_560).contains(&index)));
            }
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &mv in moves.iter() {
                let after = board.played(mv);
                for perspective in Color::ALL {
                    let (from, to) = (board.king(perspective), after.king(perspective));
                    let crosses = (from as u8 % 8 >= 4) != (to as u8 % 8 >= 4);
                    let expected = [from != to, crosses, crosses];
                    assert_eq!(stockfish_needs_refresh(&board, mv, perspective), expected, "{mv:?} {board}");
                    for (count, refresh) in refreshes.iter_mut().zip(expected) {
                        *count += usize::from(refresh);
                    }
                }
            }
            board.play(moves[rng.next() as usize % moves.len()]);
        }
    }
    // Castling moves the king without crossing; other king moves cross: both were met.
    assert!(refreshes[0] > refreshes[1] && refreshes[1] > 0, "{refreshes:?}");
}
