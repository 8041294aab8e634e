//! bbgen and shakmaty advanced in step over random standard and Chess960 games, many of them from
//! endings with few pieces so that captures reach bare kings, lone minor pieces and bishops of
//! one colour: after every move the whole position agrees, castling rights, en-passant square and
//! both counters included, and the game ends as shakmaty says (the fifty-move rule read from
//! shakmaty's own half-move clock).

mod common;

use bbgen::{Board, CastlingMode, Color, Outcome};
use common::Rng;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode as ShakmatyMode, EnPassantMode, KnownOutcome, Position};

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

/// Plays random games from `starts`, bbgen and shakmaty each making the same move on its own
/// board, and compares them after every move; returns how many games ended in each way.
fn play_in_step(starts: &[String], rng: &mut Rng) -> [usize; 4] {
    let mut seen = [0usize; 4];
    for start in starts {
        let mut board = Board::from_fen(start).unwrap();
        let fen: shakmaty::fen::Fen = start.parse().unwrap();
        let mut position: shakmaty::Chess = fen.into_position(ShakmatyMode::Chess960).unwrap();
        for _ in 0..200 {
            // The whole position, read back from shakmaty's FEN: castling rights compare by their
            // rooks, whichever form the FEN writes them in.
            let their_fen = shakmaty::fen::Fen::from_position(&position, EnPassantMode::Always).to_string();
            assert_eq!(board, Board::from_fen(&their_fen).unwrap(), "{board} against {their_fen}");
            assert_eq!(board.is_checkmate(), position.is_checkmate(), "{board}");
            assert_eq!(board.is_stalemate(), position.is_stalemate(), "{board}");
            assert_eq!(board.is_insufficient_material(), position.is_insufficient_material(), "{board}");
            let fifty = position.halfmoves() >= 100;
            assert_eq!(board.is_fifty_move_draw(), fifty && !position.is_checkmate(), "{board}");
            let expected = theirs(&position).or(fifty.then_some(Outcome::FiftyMoveRule));
            assert_eq!(board.outcome(), expected, "{board}");
            let their_winner = match position.outcome().known() {
                Some(KnownOutcome::Decisive { winner }) => {
                    Some(if winner == shakmaty::Color::White { Color::White } else { Color::Black })
                }
                _ => None,
            };
            assert_eq!(board.outcome().and_then(Outcome::winner), their_winner, "{board}");
            match expected {
                Some(Outcome::Checkmate { .. }) => seen[0] += 1,
                Some(Outcome::Stalemate) => seen[1] += 1,
                Some(Outcome::InsufficientMaterial) => seen[2] += 1,
                Some(Outcome::FiftyMoveRule) => seen[3] += 1,
                None => {}
            }
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.next() as usize % moves.len()];
            let text = board.uci(mv, CastlingMode::Chess960).to_string();
            board.play(mv);
            let m = text.parse::<UciMove>().unwrap().to_move(&position).unwrap_or_else(|e| panic!("{text}: {e}"));
            position.play_unchecked(m);
        }
    }
    seen
}

#[test]
fn random_games_agree_with_shakmaty_move_by_move() {
    let mut rng = Rng(0x0005_EED0_F0C7_C0E5);
    let starts: Vec<String> = (0..400).map(|game| STARTS[game % STARTS.len()].to_owned()).collect();
    let seen = play_in_step(&starts, &mut rng);
    assert!(seen.iter().all(|&n| n >= 10), "checkmates, stalemates, insufficient, fifty moves: {seen:?}");
}

#[test]
fn random_chess960_games_agree_with_shakmaty_move_by_move() {
    let mut rng = Rng(0x0960_5EED_0F0C_7C0E);
    let starts: Vec<String> = (0..100).map(|_| common::random_chess960_start(&mut rng)).collect();
    let seen = play_in_step(&starts, &mut rng);
    assert!(seen[0] + seen[1] + seen[2] + seen[3] > 0, "no game ended: {seen:?}");
}
