//! An engine's own tables: its names, its element type and its choice of layout, kept together
//! in one module, then read as diagrams.
//!
//! ```text
//! cargo run --example engine_tables -- g5
//! ```

use std::process::ExitCode;

use bbgen::Color::{Black, White};
use bbgen::Square;

/// Everything the engine looks up, generated at compile time.
mod tables {
    bbgen::king_moore!(name = KING_ATTACKS, vis = pub(crate), elem = Bitboard);
    // The 0x88 layout: 240 entries instead of 4,096, and `to = inclusive` so that a check by a
    // knight or pawn leaves exactly the checker's square to capture.
    bbgen::in_between!(x88, name = EVASION_TARGETS, vis = pub(crate), elem = Bitboard, to = inclusive);
    bbgen::caughtable!(all, name = RULE_OF_THE_SQUARE, vis = pub(crate), elem = Bitboard);
}

fn main() -> ExitCode {
    let arg = std::env::args().nth(1).unwrap_or_else(|| "g5".to_owned());
    let king: Square = match arg.parse() {
        Ok(sq) => sq,
        Err(error) => {
            eprintln!("error: `{arg}` is not a square: {error}");
            return ExitCode::from(2);
        }
    };
    println!("King attacks from {king}:\n{}", tables::king_attacks(king));
    println!(
        "White passers a black king on {king} catches, white to move:\n{}",
        tables::rule_of_the_square(Black, White, king)
    );
    // A rook checking along the king's file from the far end of the board.
    let far_rank = if king.rank() < 4 { 7 } else { 0 };
    let checker = Square::from_file_rank(king.file(), far_rank).unwrap_or(king);
    println!(
        "Where a check from {checker} against a king on {king} can be answered:\n{}",
        tables::evasion_targets(king, checker)
    );
    let bytes = size_of_val(&tables::KING_ATTACKS)
        + size_of_val(&tables::EVASION_TARGETS)
        + size_of_val(&tables::RULE_OF_THE_SQUARE);
    println!("Table bytes in all: {bytes}");
    ExitCode::SUCCESS
}
