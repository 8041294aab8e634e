//! Game end against shakmaty over random standard and Chess960 games, many of them from endings
//! with few pieces so that captures reach bare kings, lone minor pieces and bishops of one colour.

mod common;

use bbgen::{Board, Color, Outcome};
use common::Rng;
use shakmaty::{CastlingMode, KnownOutcome, Position};

const STARTS: [&str; 10] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4k3/8/8/3n4/8/2B5/3KB3/8 w - - 0 1",
    "4k3/2b5/8/3n4/8/2B5/3K1N2/8 w - - 0 1",
    "3bk3/8/8/2b5/8/8/3KB3/4B3 b - - 0 1",
    "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1",
    "7k/8/6K1/8/8/8/5R2/8 w - - 0 1",
    "4k3/8/8/8/8/8/6p1/4K2R b K - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1rk5/8/8/8/8/8/3q4/1R2K2R w HBb - 0 1",
];

/// shakmaty's outcome, without the fifty-move rule, which it leaves to the caller.
fn theirs(position: &shakmaty::Chess) -> Option<Outcome> {
    let known = position.outcome().known()?;
    Some(match known {
        KnownOutcome::Decisive { winner } => {
            Outcome::Checkmate { winner: if winner == shakmaty::Color::White { Color::White } else { Color::Black } }
        }
        KnownOutcome::Draw if position.legal_moves().is_empty() => Outcome::Stalemate,
        KnownOutcome::Draw => Outcome::InsufficientMaterial,
    })
}

#[test]
fn random_games_end_as_shakmaty_says() {
    let mut rng = Rng(0x0005_EED0_F0C7_C0E5);
    let mut seen = [0usize; 4];
    for game in 0..400 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..200 {
            let fen: shakmaty::fen::Fen = board.to_string().parse().unwrap();
            let position: shakmaty::Chess = fen.into_position(CastlingMode::Chess960).unwrap();
            assert_eq!(board.is_checkmate(), position.is_checkmate(), "{board}");
            assert_eq!(board.is_stalemate(), position.is_stalemate(), "{board}");
            assert_eq!(board.is_insufficient_material(), position.is_insufficient_material(), "{board}");
            assert_eq!(board.is_fifty_move_draw(), board.halfmove_clock() >= 100 && !position.is_checkmate());
            let expected = theirs(&position).or((board.halfmove_clock() >= 100).then_some(Outcome::FiftyMoveRule));
            assert_eq!(board.outcome(), expected, "{board}");
            match expected {
                Some(Outcome::Checkmate { .. }) => seen[0] += 1,
                Some(Outcome::Stalemate) => seen[1] += 1,
                Some(Outcome::InsufficientMaterial) => seen[2] += 1,
                Some(Outcome::FiftyMoveRule) => seen[3] += 1,
                None => {}
            }
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(seen.iter().all(|&n| n >= 10), "checkmates, stalemates, insufficient, fifty moves: {seen:?}");
}
