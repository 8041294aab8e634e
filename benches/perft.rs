//! Perft with bulk counting at the last ply, against cozy-chess and chess in the same run.
//!
//! ```text
//! RUSTFLAGS="-C llvm-args=-align-loops=64" cargo bench --bench perft
//! ```
//!
//! The flag is the one `examples/bench_report.rs` builds with: see `benches/lookups.rs`.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const POSITIONS: [(&str, &str, u32, u64); 2] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4_865_609),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4_085_603),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

fn perft(c: &mut Criterion) {
    for (name, fen, depth, nodes) in POSITIONS {
        let ours = bbgen::Board::from_fen(fen).unwrap();
        let cozy = cozy_chess::Board::from_fen(fen, false).unwrap();
        let chess: chess::Board = fen.parse().unwrap();
        assert_eq!(ours.perft(depth), nodes);
        assert_eq!(cozy_perft(&cozy, depth), nodes);
        assert_eq!(chess::MoveGen::movegen_perft_test(&chess, depth as usize) as u64, nodes);
        let mut group = c.benchmark_group(format!("perft {name}"));
        group.throughput(Throughput::Elements(nodes)).sample_size(10);
        group.bench_function("bbgen", |b| b.iter(|| ours.perft(depth)));
        group.bench_function("cozy-chess", |b| b.iter(|| cozy_perft(&cozy, depth)));
        group.bench_function("chess", |b| b.iter(|| chess::MoveGen::movegen_perft_test(&chess, depth as usize)));
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = perft
}
criterion_main!(benches);
