//! Bytes choose moves along a game from the start or a Chess960 start, and at every step bbgen
//! agrees with shakmaty, advanced in step: the legal moves, the key, the whole FEN, check, mate
//! and stalemate.

#![no_main]

use bbgen::{Board, CastlingMode};
use libfuzzer_sys::fuzz_target;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode as ShakmatyMode, EnPassantMode, Position};

/// The standard start and three Chess960 starts, the castling rights in both FEN forms.
const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1",
    "rkrnbbqn/pppppppp/8/8/8/8/PPPPPPPP/RKRNBBQN w KQkq - 0 1",
    "nrkbbrqn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBRQN w FBfb - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, choices)) = data.split_first() else { return };
    let start = STARTS[usize::from(first) % STARTS.len()];
    let mut board = Board::from_fen(start).unwrap();
    let fen: shakmaty::fen::Fen = start.parse().unwrap();
    let mut theirs: shakmaty::Chess = fen.into_position(ShakmatyMode::Chess960).unwrap();
    for &choice in choices {
        let ours: Vec<String> =
            board.legal_moves().iter().map(|&mv| board.uci(mv, CastlingMode::Chess960).to_string()).collect();
        let mut sorted = ours.clone();
        sorted.sort();
        let mut expected: Vec<String> =
            theirs.legal_moves().iter().map(|&m| UciMove::from_move(m, ShakmatyMode::Chess960).to_string()).collect();
        expected.sort();
        assert_eq!(sorted, expected, "{board}");
        let key: Zobrist64 = theirs.zobrist_hash(EnPassantMode::PseudoLegal);
        assert_eq!(board.hash(), key.0, "{board}");
        let their_fen = shakmaty::fen::Fen::from_position(&theirs, EnPassantMode::Always).to_string();
        assert_eq!(board, Board::from_fen(&their_fen).unwrap(), "{board} against {their_fen}");
        assert_eq!(board.is_check(), theirs.is_check(), "{board}");
        assert_eq!(board.is_checkmate(), theirs.is_checkmate(), "{board}");
        assert_eq!(board.is_stalemate(), theirs.is_stalemate(), "{board}");
        if ours.is_empty() {
            return;
        }
        let text = &ours[usize::from(choice) % ours.len()];
        board.play(board.parse_uci(text).unwrap());
        let m = text.parse::<UciMove>().unwrap().to_move(&theirs).unwrap();
        theirs.play_unchecked(m);
    }
});
