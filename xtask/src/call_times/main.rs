//! The program `cargo xtask call-times` builds against a checkout of bbgen: the time of one call
//! of a workload, the best of fifteen samples, in nanoseconds on standard output.

use std::hint::black_box;
use std::time::Instant;

use bbgen::{Board, Move};

/// Positions from random games of the start position: one every third ply from the eighth,
/// with their legal moves in the generator's order, until there are `count`.
fn positions(count: usize) -> Vec<(Board, Vec<Move>)> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut board = Board::startpos();
        for ply in 0..120 {
            let moves: Vec<Move> = board.legal_moves().iter().copied().collect();
            if moves.is_empty() {
                break;
            }
            if ply >= 8 && ply % 3 == 0 {
                positions.push((board, moves.clone()));
            }
            board.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
        }
    }
    positions
}

fn main() {
    let workload = std::env::args().nth(1).unwrap_or_default();
    let positions = positions(2_000);
    let calls = match workload.as_str() {
        "noisy_moves" => positions.len(),
        _ => positions.iter().map(|(_, moves)| moves.len()).sum(),
    };
    let mut sum = 0u64;
    let mut best = f64::MAX;
    for _ in 0..15 {
        let start = Instant::now();
        for _ in 0..20 {
            for (board, moves) in black_box(&positions) {
                match workload.as_str() {
                    "key_after" => moves.iter().for_each(|mv| sum = sum.wrapping_add(board.key_after(mv))),
                    "see_ge:0" => moves.iter().for_each(|&mv| sum += u64::from(board.see_ge(mv, 0))),
                    "see_ge:-100" => moves.iter().for_each(|&mv| sum += u64::from(board.see_ge(mv, -100))),
                    "see_ge_with:0" => {
                        let guards = board.guards();
                        moves.iter().for_each(|&mv| sum += u64::from(board.see_ge_with(&guards, mv, 0)));
                    }
                    "see_ge_with:-100" => {
                        let guards = board.guards();
                        moves.iter().for_each(|&mv| sum += u64::from(board.see_ge_with(&guards, mv, -100)));
                    }
                    "noisy_moves" => sum += board.noisy_moves().len() as u64,
                    _ => panic!("unknown workload {workload:?}"),
                }
            }
        }
        best = best.min(start.elapsed().as_nanos() as f64 / (20 * calls) as f64);
    }
    eprintln!("{workload}: {calls} calls a pass, checksum {sum}");
    println!("{best:.2}");
}
