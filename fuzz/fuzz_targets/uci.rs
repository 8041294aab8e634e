//! Any text through `parse_uci` on a few boards (standard, Chess960, in check, with en passant):
//! a refused `try_play` leaves the board unchanged, and an accepted move round-trips through
//! `uci(mv, mode)`.

#![no_main]

use bbgen::{Board, CastlingMode};
use libfuzzer_sys::fuzz_target;

/// Standard, Chess960, in check, and with en passant to take.
const BOARDS: [&str; 4] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "4k3/8/8/8/8/8/3q4/R3K2R w KQ - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for fen in BOARDS {
        let board = Board::from_fen(fen).unwrap();
        let Ok(mv) = board.parse_uci(text) else { continue };
        let mut played = board;
        match played.try_play(mv) {
            Err(_) => assert_eq!(played, board, "{fen}: a refused {text} changed the board"),
            Ok(()) => {
                assert!(board.legal_moves().contains(&mv), "{fen}: {text} played but not listed");
                // The Chess960 form names every move; the standard form every move of a board
                // whose castling is standard.
                let chess960 = board.uci(mv, CastlingMode::Chess960).to_string();
                assert_eq!(board.parse_uci(&chess960), Ok(mv), "{fen}: {text} wrote {chess960}");
                if board.castling_mode() == CastlingMode::Standard {
                    let standard = board.uci(mv, CastlingMode::Standard).to_string();
                    assert_eq!(board.parse_uci(&standard), Ok(mv), "{fen}: {text} wrote {standard}");
                }
            }
        }
    }
});
