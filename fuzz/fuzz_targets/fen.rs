//! Any bytes as FEN. A board read writes back a FEN that reads to an equal board; every legal
//! move plays; and `is_legal` of arbitrary moves (from the bytes after the FEN) agrees with the
//! legal move list.

#![no_main]

use bbgen::{Board, Move, Role, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The FEN runs to the first newline; the rest chooses moves to test.
    let (text, rest) = match data.iter().position(|&b| b == b'\n') {
        Some(end) => (&data[..end], &data[end + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(text) else { return };
    let Ok(board) = Board::from_fen(text) else { return };
    let written = board.to_string();
    assert_eq!(Board::from_fen(&written), Ok(board), "{text} wrote {written}");
    let legal = board.legal_moves();
    for &mv in legal.iter() {
        let mut after = board;
        after.try_play(mv).unwrap_or_else(|e| panic!("{written}: a listed move is refused: {e}"));
        assert_eq!(after, board.played(mv));
    }
    for chunk in rest.chunks_exact(3) {
        let promotion =
            [None, Some(Role::Knight), Some(Role::Bishop), Some(Role::Rook), Some(Role::Queen), Some(Role::King)]
                [usize::from(chunk[2]) % 6];
        let mv = Move {
            from: Square::ALL[usize::from(chunk[0] % 64)],
            to: Square::ALL[usize::from(chunk[1] % 64)],
            promotion,
        };
        assert_eq!(board.is_legal(mv), legal.contains(&mv), "{written}: {mv:?}");
        if board.is_legal(mv) {
            assert!(board.is_pseudo_legal(mv), "{written}: {mv:?}");
        }
    }
});
