//! Position keys: the Polyglot specification's published keys, the incremental key against one
//! computed from scratch with the `zobrist!` pattern, and against shakmaty's Polyglot keys over
//! random games; repetition found from the keys.

mod common;

use bbgen::{Board, Castling, Color};
use common::Rng;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, EnPassantMode, Position};

bbgen::zobrist!(polyglot, name = POLYGLOT);

const STARTS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 4",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
];

/// The key of `board` from scratch: every piece's key, the rights, the side to move, and the
/// en-passant file when a pawn of the side to move stands beside the pawn that double-stepped.
fn from_scratch(board: &Board) -> u64 {
    let mut key = polyglot_castling(board.castling()) ^ polyglot_turn(board.side_to_move());
    for sq in board.occupied() {
        key ^= polyglot_piece(board.piece_at(sq).unwrap(), sq);
    }
    if let Some(ep) = board.en_passant() {
        let us = board.side_to_move();
        let beside = [-1, 1].into_iter().filter_map(|df| {
            let (file, rank) = common::coords(ep);
            let pawn_rank = if us == Color::White { rank - 1 } else { rank + 1 };
            common::at(file + df, pawn_rank)
        });
        if beside.into_iter().any(|sq| board.pieces(us, bbgen::Role::Pawn).contains(sq)) {
            key ^= polyglot_en_passant(ep);
        }
    }
    key
}

fn shakmaty_key(board: &Board) -> u64 {
    let fen: shakmaty::fen::Fen = board.to_string().parse().unwrap();
    let position: shakmaty::Chess = fen.into_position(CastlingMode::Chess960).unwrap();
    position.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0
}

/// The positions and keys the Polyglot specification publishes, reached both from their FEN and
/// by playing the moves between them.
#[test]
fn published_keys() {
    let published = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c),
        ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196),
        ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0),
        ("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4),
        ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78),
    ];
    let mut played = Board::startpos();
    for (i, (fen, key)) in published.into_iter().enumerate() {
        assert_eq!(Board::from_fen(fen).unwrap().hash(), key, "{fen}");
        assert_eq!(played.hash(), key, "after {i} moves");
        if let Some(mv) = ["e2e4", "d7d5", "e4e5", "f7f5"].get(i) {
            played.play(played.parse_uci(mv).unwrap());
        }
    }
}

/// The keys of a sequence with castling, a capture of a castling rook and promotions, each
/// checked against shakmaty and the key from scratch.
#[test]
fn castling_and_promotion_keys() {
    let mut board = Board::from_fen("r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1").unwrap();
    for text in ["b7a8n", "g2h1n", "e1c1", "e8g8"] {
        board.try_play(board.parse_uci(text).unwrap()).unwrap();
        assert_eq!(board.hash(), from_scratch(&board), "after {text}: {board}");
        assert_eq!(board.hash(), shakmaty_key(&board), "after {text}: {board}");
    }
    assert_eq!(board.castling(), Castling::NONE);
}

#[test]
fn random_play_keeps_the_key() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut positions = 0;
    for game in 0..100 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..150 {
            assert_eq!(board.hash(), from_scratch(&board), "{board}");
            assert_eq!(board.hash(), shakmaty_key(&board), "{board}");
            assert_eq!(Board::from_fen(&board.to_string()).unwrap().hash(), board.hash(), "{board}");
            positions += 1;
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(positions > 10_000, "only {positions} positions");
}

/// Repetitions counted from the keys agree with a count of earlier positions with the same FEN
/// (less the move counters) over random games in which a knight and the kings shuffle.
#[test]
fn repetitions_match_earlier_positions() {
    let placement = |board: &Board| board.to_string().rsplitn(3, ' ').nth(2).unwrap().to_owned();
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut repeated = 0;
    for _ in 0..40 {
        let mut board = Board::from_fen("4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1").unwrap();
        let (mut keys, mut seen) = (Vec::new(), Vec::new());
        for _ in 0..60 {
            let expected = seen.iter().filter(|&fen| *fen == placement(&board)).count();
            assert_eq!(board.repetitions(&keys), expected, "{board}");
            assert_eq!(board.is_repetition(&keys), expected >= 1);
            assert_eq!(board.is_threefold_repetition(&keys), expected >= 2);
            repeated += usize::from(expected > 0);
            keys.push(board.hash());
            seen.push(placement(&board));
            // Two moves to choose from keep the pieces shuffling over few squares.
            let moves = board.legal_moves();
            board.play(moves[rng.next() as usize % moves.len().min(2)]);
        }
    }
    assert!(repeated > 100, "only {repeated} repeated positions");
}
