//! A policy network's outputs for a position's legal moves, in Lc0's map and in Monty's, and the
//! move of one output read back: what an engine with a policy head asks at every node it expands,
//! and what it asks to turn the network's choice into a move.
//!
//! ```text
//! cargo run --example policy
//! cargo run --example policy -- "FEN" 322
//! ```

use bbgen::Board;

// Lc0's map: 1,858 outputs, the board seen from the side to move.
bbgen::policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip);

// Monty's map: 3,920 outputs, mirrored too when the king stands on files e to h.
bbgen::policy_index!(
    name = MONTY,
    pieces(pawn knight bishop rook queen king),
    promotions(knight bishop rook queen, from_to),
    castling,
    double_pushes,
    flip,
    mirror
);

/// Kiwipete: castling both ways, a promotion two moves away, every piece in play.
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

/// Each legal move of `board` with its outputs in Lc0's map and Monty's, sorted by Lc0's.
fn outputs(board: &Board) -> Vec<(bbgen::Move, u32, u32)> {
    let mut moves: Vec<_> = board.legal_moves().into_iter().map(|mv| (mv, lc0(board, mv), monty(board, mv))).collect();
    moves.sort_unstable_by_key(|&(_, lc0, _)| lc0);
    moves
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let board = Board::from_fen(args.first().map_or(KIWIPETE, String::as_str))?;
    let moves = outputs(&board);
    println!("{board}: {} legal moves; {LC0_OUTPUTS} outputs in Lc0's map, {MONTY_OUTPUTS} in Monty's", moves.len());
    println!("\nmove     Lc0  Monty");
    for &(mv, lc0, monty) in &moves {
        println!("{:<6} {lc0:>5}  {monty:>5}", board.uci(mv, board.castling_mode()).to_string());
    }
    // The network's choice, here the given output or the last move's, back to a move.
    let index = match args.get(1) {
        Some(text) => text.parse()?,
        None => moves.last().map_or(0, |&(_, lc0, _)| lc0),
    };
    match lc0_move(&board, index) {
        Some(mv) => println!("\nLc0's output {index} is {}", board.uci(mv, board.castling_mode())),
        None => println!("\nLc0's output {index} is no legal move here"),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In each position every legal move has outputs of its own in both maps, below their counts,
    /// and each output reads back as its move.
    #[test]
    fn outputs_are_distinct_and_read_back() {
        for fen in [KIWIPETE, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - -"] {
            let board = Board::from_fen(fen).unwrap();
            let moves = outputs(&board);
            let (mut lc0s, mut montys): (Vec<u32>, Vec<u32>) = moves.iter().map(|&(_, a, b)| (a, b)).unzip();
            for (&(mv, lc0, monty), count) in moves.iter().zip(1..) {
                assert!(lc0 < LC0_OUTPUTS && monty < MONTY_OUTPUTS, "{fen} {count}");
                assert_eq!((lc0_move(&board, lc0), monty_move(&board, monty)), (Some(mv), Some(mv)), "{fen}");
            }
            lc0s.dedup();
            montys.sort_unstable();
            montys.dedup();
            assert_eq!((lc0s.len(), montys.len()), (moves.len(), moves.len()), "{fen}");
        }
    }

    /// Castling short from e1 is the king onto its rook, e1h1, in Lc0's map (103); in Monty's the
    /// king on e1 mirrors the board, so it is the castling towards the a-file, 3910 + 1.
    #[test]
    fn castling_short() {
        let board = Board::from_fen(KIWIPETE).unwrap();
        let castle = board.parse_uci("e1g1").unwrap();
        assert_eq!((lc0(&board, castle), monty(&board, castle)), (103, 3911));
    }
}
