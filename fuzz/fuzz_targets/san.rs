//! Any text through `parse_san` on a few boards: a move read is legal, and writes back (`san`)
//! text that reads to the same move.

#![no_main]

use bbgen::Board;
use libfuzzer_sys::fuzz_target;

/// Positions with promotions, castling both ways, en passant and pieces that need a file or a
/// rank to tell apart.
const BOARDS: [&str; 4] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "4k3/1P6/8/8/8/2N3N1/8/R3K2R w KQ - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for fen in BOARDS {
        let board = Board::from_fen(fen).unwrap();
        let Ok(mv) = board.parse_san(text) else { continue };
        assert!(board.is_legal(mv), "{fen}: {text} read as an illegal move");
        let written = board.san(mv).to_string();
        assert_eq!(board.parse_san(&written), Ok(mv), "{fen}: {text} wrote {written}");
    }
});
