//! `nnue_inputs!` with Stockfish's current inputs: the set's functions over a board against its
//! inputs' own, and Stockfish's refresh rules (its piece-square inputs on every move of the
//! side's king, its threats and pawn pairs when the king crosses between files d and e) on every
//! legal move of random games, standard and Chess960, from both sides.

mod common;

use bbgen::{Board, Color};
use common::{Rng, play_random, random_chess960_start, random_game};
use proptest::prelude::*;

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

bbgen::nnue_psq!(
    bullet,
    name = BULLET_MIRRORED,
    mirror = e_to_h,
    [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7,]
);

/// Each input's active indices of `board` from both sides, ascending, White's inputs first.
fn sorted_active(board: &Board) -> Vec<Vec<u32>> {
    Color::ALL
        .into_iter()
        .flat_map(|perspective| {
            let mut by_input: [Vec<u32>; 3] = Default::default();
            stockfish_active(board, perspective, |input, index| by_input[input].push(index));
            by_input.map(|mut list| {
                list.sort_unstable();
                list
            })
        })
        .collect()
}

/// What `bbgen features STOCKFISH FEN --moves` prints, from the compiled set: the active lines,
/// then each legal move's refreshes or net changes.
fn expected_features(board: &Board) -> String {
    const INPUTS: [&str; 3] = ["psq", "threats", "pairs"];
    let sides = ["white", "black"];
    let before = sorted_active(board);
    let mut out = String::new();
    for (i, list) in before.iter().enumerate() {
        let listed: Vec<String> = list.iter().map(u32::to_string).collect();
        out += &format!("{} {}: {}\n", sides[i / 3], INPUTS[i % 3], listed.join(" "));
    }
    for mv in board.legal_moves() {
        let after = sorted_active(&board.played(mv));
        out += &board.uci(mv, board.castling_mode()).to_string();
        for (i, (old, new)) in before.iter().zip(&after).enumerate() {
            out += &format!(" {} {}", sides[i / 3], INPUTS[i % 3]);
            if stockfish_needs_refresh(board, mv, Color::ALL[i / 3])[i % 3] {
                out += " refresh";
                continue;
            }
            old.iter().filter(|index| !new.contains(index)).for_each(|index| out += &format!(" -{index}"));
            new.iter().filter(|index| !old.contains(index)).for_each(|index| out += &format!(" +{index}"));
        }
        out += "\n";
    }
    out
}

/// `bbgen features` runs the generator's tables through its runner: its lines equal the
/// compiled set's on random positions, promotions, en passant and castling among their moves.
#[test]
fn the_features_command_agrees_with_the_compiled_set() {
    let mut rng = Rng(0xFEA7_5EED);
    let mut boards = vec![
        Board::from_fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1").unwrap(),
        Board::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").unwrap(),
        Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -").unwrap(),
    ];
    for game in 0..4 {
        let start = if game % 2 == 1 { random_chess960_start(&mut rng) } else { Board::startpos().to_string() };
        let mut board = Board::from_fen(&start).unwrap();
        for ply in 0..60 {
            if ply % 15 == 14 {
                boards.push(board);
            }
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            board.play(moves[rng.next() as usize % moves.len()]);
        }
    }
    for board in boards {
        let printed = bbgen_cli::features("STOCKFISH", &board.to_string(), true).unwrap();
        assert_eq!(printed, expected_features(&board), "{board}");
        // A single input prints its own name, its indices as its own macro numbers them.
        let single = bbgen_cli::features("BULLET_MIRRORED", &board.to_string(), false).unwrap();
        let lines: Vec<String> = Color::ALL
            .into_iter()
            .map(|perspective| {
                let mut list: Vec<u32> = bullet_mirrored_active(&board, perspective).collect();
                list.sort_unstable();
                let listed: Vec<String> = list.iter().map(u32::to_string).collect();
                format!("{} bullet_mirrored: {}\n", ["white", "black"][perspective as usize], listed.join(" "))
            })
            .collect();
        assert_eq!(single, lines.concat());
    }
}

/// Each input's active indices as a multiset, one side's.
fn active_of(board: &Board, perspective: Color) -> [Vec<u32>; 3] {
    let mut by_input: [Vec<u32>; 3] = Default::default();
    stockfish_active(board, perspective, |input, index| by_input[input].push(index));
    by_input.map(|mut list| {
        list.sort_unstable();
        list
    })
}

/// Checks `stockfish_play` on every legal move of `board`: its changes, applied to the active
/// indices before the move, give those after it for every input and side that needs no refresh,
/// and it refreshes exactly what `stockfish_needs_refresh` says; counts the inputs updated.
fn every_move_recorded(board: &Board, changes: &mut bbgen::InputChanges<3>, updated: &mut [usize; 3]) {
    let before = Color::ALL.map(|perspective| active_of(board, perspective));
    for mv in board.legal_moves() {
        let mut after = *board;
        stockfish_play(&mut after, mv, changes);
        assert_eq!(after, board.played(mv));
        for perspective in Color::ALL {
            let refreshes = stockfish_needs_refresh(board, mv, perspective);
            let now = active_of(&after, perspective);
            for input in 0..3 {
                let record = changes.of(perspective, input);
                assert_eq!(record.refresh(), refreshes[input], "{mv:?} {board}");
                if record.refresh() {
                    continue;
                }
                let mut list = before[perspective as usize][input].clone();
                for index in record.removed() {
                    let at = list.binary_search(index).unwrap_or_else(|_| panic!("{index} was not active"));
                    list.remove(at);
                }
                for &index in record.added() {
                    let at = list.binary_search(&index).unwrap_or_else(|at| at);
                    list.insert(at, index);
                }
                assert_eq!(list, now[input], "input {input} from {perspective:?} after {mv:?} on {board}");
                updated[input] += usize::from(!record.removed().is_empty() || !record.added().is_empty());
            }
        }
    }
}

/// The recorded changes on every legal move at every ply of random games, standard and
/// Chess960.
#[test]
fn recorded_changes_take_each_position_to_the_next() {
    let mut rng = Rng(0xC4A_4E5);
    let mut changes = bbgen::InputChanges::<3>::new();
    let mut updated = [0; 3];
    for game in 0..12 {
        let start = if game % 3 == 2 { random_chess960_start(&mut rng) } else { Board::startpos().to_string() };
        let mut board = Board::from_fen(&start).unwrap();
        for _ in 0..80 {
            every_move_recorded(&board, &mut changes, &mut updated);
            if !play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(updated.iter().all(|&count| count > 1_000), "{updated:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The recorded changes on every legal move after a random game of up to 200 plies from a
    /// random start.
    #[test]
    fn recorded_changes_after_any_game(seed in any::<u64>(), plies in 0usize..200, chess960: bool) {
        let board = random_game(seed, plies, chess960);
        every_move_recorded(&board, &mut bbgen::InputChanges::new(), &mut [0; 3]);
    }
}
