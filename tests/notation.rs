//! Move text against shakmaty over random standard and Chess960 games: SAN written and read
//! back, shakmaty's SAN read, UCI both ways; and random text fed to every parser without panic.

mod common;

use bbgen::{Board, CastlingMode, SanError};
use common::Rng;
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode as ShakmatyMode, Position};

const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 2 9",
];

/// Several queens and knights of one side, so that moves need their file, rank or square.
const CROWDED: &str = "k7/8/1Q3Q2/8/1Q3Q2/8/2N1N3/K7 w - - 0 1";

fn shakmaty_position(board: &Board) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = board.to_string().parse().unwrap();
    fen.into_position(ShakmatyMode::Chess960).unwrap()
}

fn compare(board: &Board) -> usize {
    let position = shakmaty_position(board);
    let mode = board.castling_mode();
    let their_mode = if mode == CastlingMode::Chess960 { ShakmatyMode::Chess960 } else { ShakmatyMode::Standard };
    let mut compared = 0;
    for m in position.legal_moves() {
        let uci = UciMove::from_move(m, their_mode).to_string();
        let mv = board.parse_uci(&uci).unwrap_or_else(|e| panic!("{uci} in {board}: {e}"));
        assert_eq!(board.uci(mv, mode).to_string(), uci, "{board}");
        let theirs = SanPlus::from_move(position.clone(), m).to_string();
        let ours = board.san(mv).to_string();
        assert_eq!(ours, theirs, "SAN of {uci} in {board}");
        assert_eq!(board.parse_san(&ours), Ok(mv), "{ours} in {board}");
        // The usual variants: no suffix, digits for castling, no `=` before a promotion.
        let bare = ours.trim_end_matches(['+', '#']).replace('O', "0").replace('=', "");
        assert_eq!(board.parse_san(&bare), Ok(mv), "{bare} in {board}");
        compared += 1;
    }
    compared
}

#[test]
fn random_games_agree_with_shakmaty() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let mut moves_compared = 0;
    for game in 0..60 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..100 {
            moves_compared += compare(&board);
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(moves_compared > 100_000, "only {moves_compared} moves");
}

#[test]
fn crowded_positions_need_files_ranks_and_squares() {
    let board = Board::from_fen(CROWDED).unwrap();
    compare(&board);
    let san = |uci: &str| board.san(board.parse_uci(uci).unwrap()).to_string();
    assert_eq!(san("b6d4"), "Qb6d4");
    assert_eq!(san("b6c5"), "Q6c5"); // the queen on b4 shares the file
    assert_eq!(san("c2d4"), "Ncd4");
    assert_eq!(board.parse_san("Qd4"), Err(SanError::Ambiguous));
    assert_eq!(board.parse_san("Qbd4"), Err(SanError::Ambiguous));
    assert_eq!(board.parse_san("Qb6d4"), board.parse_uci("b6d4").map_err(|_| SanError::Syntax));
}

#[test]
fn refused_san() {
    let board = Board::from_fen("r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1").unwrap();
    for (text, error) in [
        ("", SanError::Syntax),
        ("e9", SanError::Syntax),
        ("Ze4", SanError::Syntax),
        ("O-O-O-O", SanError::Syntax),
        ("d5", SanError::Illegal), // a pawn's capture names its file
        ("exd6", SanError::Illegal),
        ("Kg1", SanError::Illegal),
        ("Ke1", SanError::Illegal),
        ("Rh1", SanError::Illegal),
        ("e5=Q", SanError::Illegal),
        ("Nf3", SanError::Illegal),
        ("Kxf1", SanError::Illegal), // nothing to take
        ("Rxb1", SanError::Illegal),
    ] {
        assert_eq!(board.parse_san(text), Err(error), "{text:?}");
    }
    // Each refusal says what went wrong.
    assert!(SanError::Syntax.to_string().contains("standard algebraic notation"));
    assert!(SanError::Illegal.to_string().contains("no legal move"));
    assert!(SanError::Ambiguous.to_string().contains("several legal moves"));
    assert_eq!(board.parse_san("exd5"), board.parse_uci("e4d5").map_err(|_| SanError::Syntax));
}

/// Every move's text from every parser's point of view.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![".{0,12}", "[a-hKQRBNOx0=+#1-8-]{0,8}", "[a-h][1-8][a-h][1-8][qrbnk]?",]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn parsers_read_or_refuse_any_text_without_panic(text in any_text(), start in 0..STARTS.len()) {
        let mut board = Board::from_fen(STARTS[start]).unwrap();
        if let Ok(mv) = board.parse_san(&text) {
            prop_assert!(board.is_legal(mv));
        }
        if let Ok(mv) = board.parse_uci(&text) {
            let _ = board.san(mv).to_string();
            let before = board;
            if board.try_play(mv).is_err() {
                prop_assert_eq!(board, before);
            }
        }
        let _ = Board::from_fen(&text);
    }
}
