//! Counts the leaves of the game tree from a position, the last ply in bulk.
//!
//! ```text
//! cargo run --release --example perft -- "<FEN>" <depth> [--divide]
//! cargo run --release --example perft -- startpos 6
//! ```
//!
//! Prints the count, the time and the nodes per second; `--divide` first prints the count below
//! each legal move. A Chess960 FEN (Shredder-FEN or X-FEN) needs no flag: castling moves are
//! then written as the king onto its rook. A bad FEN or depth exits with status 2 and the
//! parser's message.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use bbgen::Board;

const USAGE: &str = "usage: perft \"<FEN>\"|startpos <depth> [--divide]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let divide = args.iter().any(|a| a == "--divide");
    let rest: Vec<&String> = args.iter().filter(|a| *a != "--divide").collect();
    let [fen, depth] = rest.as_slice() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let board = if fen.as_str() == "startpos" { Ok(Board::startpos()) } else { Board::from_fen(fen) };
    let board = match board {
        Ok(board) => board,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    let depth: u32 = match depth.parse() {
        Ok(depth) if depth <= 32 => depth,
        _ => {
            eprintln!("error: the depth must be a whole number from 0 to 32, not `{depth}`");
            return ExitCode::from(2);
        }
    };
    match count(&board, depth, divide) {
        // A closed pipe (`| head`) means the reader has all it wanted.
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Counts and prints the leaves at `depth`, first below each legal move if `divide`.
fn count(board: &Board, depth: u32, divide: bool) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    let start = Instant::now();
    let nodes = if divide && depth > 0 {
        let mut total = 0;
        for &mv in board.legal_moves().iter() {
            let count = board.played(mv).perft(depth - 1);
            writeln!(out, "{}: {count}", board.uci(mv, board.castling_mode()))?;
            total += count;
        }
        writeln!(out)?;
        total
    } else {
        board.perft(depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    writeln!(out, "nodes {nodes}\ntime {seconds:.3} s\nnps {:.0}", nodes as f64 / seconds.max(1e-9))
}
