//! Chess960: perft on the published positions, and random games from random starting
//! arrangements against shakmaty (legal moves in both UCI castling forms, keys, check).

mod common;

use bbgen::{Board, CastlingMode, CastlingSide, Color, Square};
use common::Rng;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode as ShakmatyMode, EnPassantMode, Position};

/// The published Chess960 perft positions and their counts to depth 4.
const PERFT: [(&str, [u64; 4]); 10] = [
    ("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", [21, 528, 12189, 326672]),
    ("2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", [21, 807, 18002, 667366]),
    ("b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", [20, 479, 10471, 273318]),
    ("qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", [22, 593, 13440, 382958]),
    ("1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", [28, 1120, 31058, 1171749]),
    ("qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9", [29, 899, 26578, 824055]),
    ("q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge - 1 9", [30, 860, 24566, 732757]),
    ("qbn1brkr/ppp1p1p1/2n4p/3p1p2/P7/6PP/QPPPPP2/1BNNBRKR w HFhf - 0 9", [25, 635, 17054, 465806]),
    ("qnnbbrkr/1p2ppp1/2pp3p/p7/1P5P/2NP4/P1P1PPP1/Q1NBBRKR w HFhf - 0 9", [24, 572, 15243, 384260]),
    ("qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 2 9", [28, 811, 23175, 679699]),
];

#[test]
fn published_perft() {
    for (fen, counts) in PERFT {
        let board = Board::from_fen(fen).unwrap();
        for (depth, &count) in (1..).zip(&counts) {
            assert_eq!(board.perft(depth), count, "{fen} depth {depth}");
        }
    }
}

/// The first published position one ply deeper, 8,146,062 leaves.
#[test]
fn published_perft_depth_5() {
    let board = Board::from_fen(PERFT[0].0).unwrap();
    assert_eq!(board.perft(5), 8_146_062);
}

fn compare(board: &Board) {
    let fen = board.to_string();
    let setup: shakmaty::fen::Fen = fen.parse().unwrap_or_else(|e| panic!("shakmaty refuses {fen}: {e}"));
    let position: shakmaty::Chess = setup.into_position(ShakmatyMode::Chess960).unwrap();
    for (mode, theirs) in
        [(CastlingMode::Chess960, ShakmatyMode::Chess960), (CastlingMode::Standard, ShakmatyMode::Standard)]
    {
        let mut ours: Vec<String> = board.legal_moves().iter().map(|&mv| board.uci(mv, mode).to_string()).collect();
        let mut expected: Vec<String> =
            position.legal_moves().iter().map(|mv| UciMove::from_move(*mv, theirs).to_string()).collect();
        ours.sort();
        expected.sort();
        assert_eq!(ours, expected, "legal moves of {fen} ({mode:?})");
    }
    for &mv in board.legal_moves().iter() {
        assert_eq!(board.parse_uci(&board.uci(mv, CastlingMode::Chess960).to_string()), Ok(mv), "{fen}");
        // In the standard form a castling king's step to the next file reads as a plain step.
        let text = board.uci(mv, CastlingMode::Standard).to_string();
        let read = board.parse_uci(&text).unwrap();
        let step = read.from.file().abs_diff(read.to.file()) == 1 && board.role(bbgen::Role::King).contains(read.from);
        assert!(read == mv || step, "{text} in {fen}");
    }
    assert_eq!(board.legal_move_count(), position.legal_moves().len(), "{fen}");
    assert_eq!(board.is_check(), position.is_check(), "{fen}");
    let key: shakmaty::zobrist::Zobrist64 = position.zobrist_hash(EnPassantMode::PseudoLegal);
    assert_eq!(board.hash(), key.0, "{fen}");
    assert_eq!(Board::from_fen(&fen), Ok(*board), "{fen}");
}

#[test]
fn random_chess960_games_agree_with_shakmaty() {
    let mut rng = Rng(0x0DDB_1A5E_5BAD_5EED);
    let (mut positions, mut castles) = (0, 0);
    for _ in 0..80 {
        let start = common::random_chess960_start(&mut rng);
        let mut board = Board::from_fen(&start).unwrap_or_else(|e| panic!("{start}: {e}"));
        for _ in 0..120 {
            compare(&board);
            positions += 1;
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Castle whenever possible, so that many games do.
            let castle = moves.iter().find(|mv| board.color(board.side_to_move()).contains(mv.to));
            let mv = castle.copied().unwrap_or(moves[rng.next() as usize % moves.len()]);
            castles += usize::from(castle.is_some());
            board.play(mv);
        }
    }
    assert!(positions > 5_000 && castles > 50, "{positions} positions, {castles} castlings");
}

/// Losing one castling right keeps the other right's rook, wherever it stands.
#[test]
fn a_lost_right_keeps_the_other_rook() {
    let mut board = Board::from_fen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1").unwrap();
    board.play(board.parse_uci("b1b2").unwrap());
    assert_eq!(board.castling_rook(Color::White, CastlingSide::King), Some(Square::G1));
    assert_eq!(board.castling_rook(Color::White, CastlingSide::Queen), None);
    board.play(board.parse_uci("g8g7").unwrap());
    assert_eq!(board.castling_rook(Color::Black, CastlingSide::Queen), Some(Square::B8));
    assert_eq!(board.castling_rook(Color::Black, CastlingSide::King), None);
    compare(&board);
}

/// UCI writes castling as Chess960 does when the FEN gave the rights by file or a castling king
/// or rook stands off its square of standard chess.
#[test]
fn the_castling_mode_follows_the_position_and_its_fen() {
    for (fen, mode) in [
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", CastlingMode::Standard),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard),
        ("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", CastlingMode::Chess960),
        ("4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", CastlingMode::Chess960),
        ("4k3/8/8/8/8/8/8/3K3R w K - 0 1", CastlingMode::Chess960),
        ("1r2k3/8/8/8/8/8/8/4K3 w q - 0 1", CastlingMode::Chess960),
    ] {
        assert_eq!(Board::from_fen(fen).unwrap().castling_mode(), mode, "{fen}");
    }
}
