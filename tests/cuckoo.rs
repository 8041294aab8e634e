//! `cuckoo!`: every entry against the definition worked out in the test (each piece other than a
//! pawn, each pair of squares it moves between on an empty board, by walking), the slots against
//! the two slot functions, and keys that are no move's against `None`; `Board::upcoming_repetition`
//! against playing every legal move and looking its key up, over random games that shuffle.

mod common;

use std::collections::HashMap;

use bbgen::{Board, Color, Piece, Role, Square};
use common::{Rng, bit};

bbgen::zobrist!(polyglot, name = POLYGLOT);
bbgen::cuckoo!(polyglot);
bbgen::cuckoo!(seed = 1, name = SEEDED);
bbgen::zobrist!(seed = 1, name = SEEDED_KEYS);

/// The key of every move of a piece other than a pawn between two squares `a < b` of an empty
/// board, with its squares, from the Zobrist keys `piece` and `turn`.
fn reference(piece_key: fn(Piece, Square) -> u64, turn: u64) -> HashMap<u64, (Square, Square)> {
    let mut moves = HashMap::new();
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
        for color in Color::ALL {
            let piece = Piece::new(color, role);
            for a in Square::ALL {
                for b in Square::ALL.into_iter().filter(|&b| b > a && common::piece_attacks(piece, a, 0) & bit(b) != 0)
                {
                    let key = piece_key(piece, a) ^ piece_key(piece, b) ^ turn;
                    assert!(moves.insert(key, (a, b)).is_none(), "two moves share the key {key:#x}");
                }
            }
        }
    }
    moves
}

#[test]
fn every_move_is_found_and_nothing_else() {
    for (moves, lookup, table) in [
        (
            reference(polyglot_piece, polyglot_turn(Color::White)),
            cuckoo as fn(u64) -> Option<(Square, Square)>,
            &CUCKOO,
        ),
        (reference(seeded_keys_piece, seeded_keys_turn(Color::White)), seeded, &SEEDED),
    ] {
        assert_eq!(moves.len(), 3668);
        for (&key, &squares) in &moves {
            assert_eq!(lookup(key), Some(squares), "{key:#x}");
            // In one of its two slots.
            let slots = [key & 0x1FFF, (key >> 16) & 0x1FFF].map(|slot| table[slot as usize]);
            assert!(slots.contains(&key), "{key:#x}");
        }
        // Every filled slot holds one of the moves, and no key is stored twice.
        let stored: Vec<u64> = table.iter().copied().filter(|&key| key != 0).collect();
        assert_eq!(stored.len(), moves.len());
        assert!(stored.iter().all(|key| moves.contains_key(key)));
        // Keys that are no move's: zero, and random ones.
        assert_eq!(lookup(0), None);
        let mut rng = Rng(0xC0C0_0000_0000_0001);
        for _ in 0..100_000 {
            let key = rng.next();
            assert_eq!(lookup(key), moves.get(&key).copied(), "{key:#x}");
        }
    }
}

/// The brute force: whether some legal move reaches a position whose key is among the last
/// `halfmove_clock` of `history`.
fn brute_force(board: &Board, history: &[u64]) -> bool {
    let window = &history[history.len() - history.len().min(board.halfmove_clock() as usize)..];
    board.legal_moves().iter().any(|&mv| window.contains(&board.played(mv).hash()))
}

/// Random games in which the pieces shuffle back and forth, so that repetitions come up often:
/// every position's answer against the brute force, with and without a repetition coming.
#[test]
fn upcoming_repetition_agrees_with_playing_every_move() {
    const STARTS: [&str; 4] = [
        "4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "q3k3/8/8/8/8/8/8/3QK2R w K - 0 1",
    ];
    let mut rng = Rng(0x5EED_C0C0_0000_0002);
    let (mut positions, mut coming) = (0, 0);
    for game in 0..200 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        let mut history = Vec::new();
        for _ in 0..80 {
            let expected = brute_force(&board, &history);
            assert_eq!(board.upcoming_repetition(&history), expected, "{board} after {history:x?}");
            positions += 1;
            coming += usize::from(expected);
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            // One of the first few moves: the same pieces go back and forth, and now and then a
            // pawn move or a capture starts the window anew.
            let mv = moves[rng.next() as usize % moves.len().min(3)];
            history.push(board.hash());
            board.play(mv);
        }
    }
    assert!(positions > 10_000 && coming > 1_000, "{positions} positions, {coming} with a repetition coming");
}
