//! Perft with bulk counting at the last ply, one move played with and without a legality check,
//! and whether a move gives check, against cozy-chess and chess in the same run; and whether a
//! repetition is coming, by the cuckoo tables and by playing every move.
//!
//! ```text
//! RUSTFLAGS="-C llvm-args=-align-loops=64" cargo bench --bench perft
//! ```
//!
//! The flag is the one `cargo xtask bench-report` builds with: see `benches/lookups.rs`.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const POSITIONS: [(&str, &str, u32, u64); 2] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4_865_609),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4_085_603),
];

fn perft(c: &mut Criterion) {
    for (name, fen, depth, nodes) in POSITIONS {
        let ours = bbgen::Board::from_fen(fen).unwrap();
        let cozy = cozy_chess::Board::from_fen(fen, false).unwrap();
        let chess: chess::Board = fen.parse().unwrap();
        assert_eq!(ours.perft(depth), nodes);
        assert_eq!(common::cozy_perft(&cozy, depth), nodes);
        assert_eq!(chess::MoveGen::movegen_perft_test(&chess, depth as usize) as u64, nodes);
        let mut group = c.benchmark_group(format!("perft {name}"));
        group.throughput(Throughput::Elements(nodes)).sample_size(10);
        group.bench_function("bbgen", |b| b.iter(|| ours.perft(depth)));
        group.bench_function("cozy-chess", |b| b.iter(|| common::cozy_perft(&cozy, depth)));
        group.bench_function("chess", |b| b.iter(|| chess::MoveGen::movegen_perft_test(&chess, depth as usize)));
        group.finish();
    }
}

/// One position of a random game and a legal move in it, for each library.
struct Played {
    ours: (bbgen::Board, bbgen::Move),
    cozy: (cozy_chess::Board, cozy_chess::Move),
    chess: (chess::Board, chess::ChessMove),
}

/// [`common::INPUTS`] positions from random games, each with a random legal move.
fn played_inputs() -> Vec<Played> {
    let mut rng = common::Rng(0x0123_4567_89AB_CDEF);
    let mut inputs = Vec::with_capacity(common::INPUTS);
    while inputs.len() < common::INPUTS {
        let mut board = bbgen::Board::from_fen(POSITIONS[inputs.len() % POSITIONS.len()].1).unwrap();
        for _ in 0..80 {
            let moves = board.legal_moves();
            if moves.is_empty() || inputs.len() == common::INPUTS {
                break;
            }
            let mv = moves[rng.next() as usize % moves.len()];
            let fen = board.to_string();
            let uci = board.uci(mv, bbgen::CastlingMode::Standard).to_string();
            inputs.push(Played {
                ours: (board, mv),
                cozy: (
                    cozy_chess::Board::from_fen(&fen, false).unwrap(),
                    board.uci(mv, bbgen::CastlingMode::Chess960).to_string().parse().unwrap(),
                ),
                chess: (fen.parse().unwrap(), uci.parse().unwrap()),
            });
            board.play_unchecked(mv);
        }
    }
    inputs
}

/// A move played on a copy of the board, as a search does, and the new position's key: plain,
/// and after a test that the move is legal, as for a move from a GUI or a hash table.
fn play(c: &mut Criterion) {
    let inputs = played_inputs();
    let index: Vec<u16> = (0..common::INPUTS as u16).collect();
    for (i, played) in inputs.iter().enumerate() {
        let mut cozy = played.cozy.0.clone();
        cozy.play_unchecked(played.cozy.1);
        let (ours, chess) = (played.ours.0.played(played.ours.1), played.chess.0.make_move_new(played.chess.1));
        assert_eq!(ours.to_string(), cozy.to_string(), "input {i}");
        // chess keeps no move counters, and writes the en passant square only where it can be taken.
        let fields = |fen: String| fen.split(' ').take(3).collect::<Vec<_>>().join(" ");
        assert_eq!(fields(ours.to_string()), fields(chess.to_string()), "input {i}");
    }
    let mut group = c.benchmark_group("play");
    common::both(&mut group, "bbgen", &index, |i| {
        let (mut board, mv) = inputs[usize::from(i)].ours;
        board.play_unchecked(mv);
        board.hash()
    });
    common::both(&mut group, "cozy-chess", &index, |i| {
        let (board, mv) = &inputs[usize::from(i)].cozy;
        let mut board = board.clone();
        board.play_unchecked(*mv);
        board.hash()
    });
    common::both(&mut group, "chess", &index, |i| {
        let (board, mv) = inputs[usize::from(i)].chess;
        board.make_move_new(mv).get_hash()
    });
    group.finish();
    let mut group = c.benchmark_group("try_play");
    common::both(&mut group, "bbgen", &index, |i| {
        let (mut board, mv) = inputs[usize::from(i)].ours;
        let _ = board.try_play(mv);
        board.hash()
    });
    common::both(&mut group, "cozy-chess", &index, |i| {
        let (board, mv) = &inputs[usize::from(i)].cozy;
        let mut board = board.clone();
        let _ = board.try_play(*mv);
        board.hash()
    });
    common::both(&mut group, "chess", &index, |i| {
        let (board, mv) = inputs[usize::from(i)].chess;
        if board.legal(mv) { board.make_move_new(mv).get_hash() } else { board.get_hash() }
    });
    group.finish();
}

/// Whether a move gives check, asked before playing it (as a search does to extend checks or
/// spare checking moves from pruning): bbgen's `gives_check` against playing the move on a copy
/// and asking `is_check`, and cozy-chess the second way (it has no `gives_check`).
fn gives_check(c: &mut Criterion) {
    let inputs = played_inputs();
    let index: Vec<u16> = (0..common::INPUTS as u16).collect();
    let checks = inputs.iter().filter(|played| played.ours.0.gives_check(played.ours.1)).count();
    for played in &inputs {
        let (board, mv) = played.ours;
        assert_eq!(board.gives_check(mv), board.played(mv).is_check());
    }
    assert!(checks > 0, "no checking move among the inputs");
    let mut group = c.benchmark_group("gives_check");
    common::both(&mut group, "bbgen", &index, |i| {
        let (board, mv) = inputs[usize::from(i)].ours;
        board.gives_check(mv)
    });
    common::both(&mut group, "bbgen played+is_check", &index, |i| {
        let (mut board, mv) = inputs[usize::from(i)].ours;
        board.play_unchecked(mv);
        board.is_check()
    });
    common::both(&mut group, "cozy-chess", &index, |i| {
        let (board, mv) = &inputs[usize::from(i)].cozy;
        let mut board = board.clone();
        board.play_unchecked(*mv);
        !board.checkers().is_empty()
    });
    group.finish();
}

/// Whether the side to move can repeat an earlier position with one move: bbgen's
/// `upcoming_repetition` (the cuckoo tables) against playing every legal move and looking its key
/// up among the earlier ones, on positions of games in which the pieces shuffle back and forth.
fn upcoming_repetition(c: &mut Criterion) {
    let mut rng = common::Rng(0x5EED_C0C0_0000_0003);
    let mut inputs: Vec<(bbgen::Board, Vec<u64>)> = Vec::new();
    while inputs.len() < common::INPUTS {
        let mut board =
            bbgen::Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
        let mut history = Vec::new();
        for _ in 0..64 {
            let moves = board.legal_moves();
            if moves.is_empty() || inputs.len() == common::INPUTS {
                break;
            }
            inputs.push((board, history.clone()));
            history.push(board.hash());
            board.play_unchecked(moves[rng.next() as usize % moves.len().min(3)]);
        }
    }
    let brute_force = |board: &bbgen::Board, history: &[u64]| {
        let window = &history[history.len() - history.len().min(board.halfmove_clock() as usize)..];
        let mut found = false;
        board.for_each_legal_move(|mv| {
            let mut child = *board;
            child.play_unchecked(mv);
            found |= window.contains(&child.hash());
        });
        found
    };
    let coming = inputs.iter().filter(|(board, history)| board.upcoming_repetition(history)).count();
    for (board, history) in &inputs {
        assert_eq!(board.upcoming_repetition(history), brute_force(board, history), "{board}");
    }
    assert!(coming > 0, "no repetition coming among the inputs");
    let index: Vec<u16> = (0..common::INPUTS as u16).collect();
    let mut group = c.benchmark_group("upcoming_repetition");
    common::both(&mut group, "bbgen cuckoo", &index, |i| {
        let (board, history) = &inputs[usize::from(i)];
        board.upcoming_repetition(history)
    });
    common::both(&mut group, "bbgen every move played", &index, |i| {
        let (board, history) = &inputs[usize::from(i)];
        brute_force(board, history)
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = perft, play, gives_check, upcoming_repetition
}
criterion_main!(benches);
