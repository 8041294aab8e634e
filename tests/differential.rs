//! The runtime against cozy-chess on thousands of positions from random play: the same legal
//! moves, attackers of every square, checkers and pinned pieces.

mod common;

use bbgen::{Board, CastlingMode, Color, Square};
use common::Rng;

const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// cozy-chess's legal moves in UCI form, castling written as the king onto its own rook, as
/// bbgen's moves are.
fn cozy_moves(board: &cozy_chess::Board) -> Vec<String> {
    let mut moves = Vec::new();
    board.generate_moves(|piece_moves| {
        moves.extend(piece_moves.into_iter().map(|mv| mv.to_string()));
        false
    });
    moves.sort();
    moves
}

fn cozy_square(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(sq.index())
}

/// Attackers of `sq` from cozy-chess's own attack functions.
fn cozy_attackers(board: &cozy_chess::Board, sq: cozy_chess::Square) -> u64 {
    use cozy_chess::{Color as C, Piece as P};
    let occupied = board.occupied();
    let pieces = |p| board.pieces(p);
    let set = (cozy_chess::get_pawn_attacks(sq, C::White) & board.colored_pieces(C::Black, P::Pawn))
        | (cozy_chess::get_pawn_attacks(sq, C::Black) & board.colored_pieces(C::White, P::Pawn))
        | (cozy_chess::get_knight_moves(sq) & pieces(P::Knight))
        | (cozy_chess::get_king_moves(sq) & pieces(P::King))
        | (cozy_chess::get_bishop_moves(sq, occupied) & (pieces(P::Bishop) | pieces(P::Queen)))
        | (cozy_chess::get_rook_moves(sq, occupied) & (pieces(P::Rook) | pieces(P::Queen)));
    set.0
}

/// The position with the most legal moves known, 218, all of which the move list must hold.
#[test]
fn a_position_with_218_moves() {
    let board = Board::from_fen("3Q4/1Q4Q1/4Q3/2Q4R/Q4Q2/3Q4/1Q4Rp/1K1BBNNk w - - 0 1").unwrap();
    assert_eq!(board.legal_moves().len(), 218);
    compare(&board);
}

/// Two pawns that can only promote by taking the same piece, one from each side: the bulk count
/// must count both captures' four promotions.
#[test]
fn two_pawns_promote_by_taking_the_same_piece() {
    for fen in ["RnB4k/P1P5/8/8/8/8/8/K7 w - - 0 1", "k7/8/8/8/8/8/p1p5/rNb4K b - - 0 1"] {
        let board = Board::from_fen(fen).unwrap();
        assert_eq!(board.legal_moves().iter().filter(|mv| mv.promotion.is_some()).count(), 8, "{fen}");
        compare(&board);
    }
}

fn compare(board: &Board) {
    let fen = board.to_string();
    let cozy = cozy_chess::Board::from_fen(&fen, false).unwrap_or_else(|e| panic!("cozy-chess refuses {fen}: {e:?}"));
    let mut ours: Vec<String> =
        board.legal_moves().iter().map(|&mv| board.uci(mv, CastlingMode::Chess960).to_string()).collect();
    ours.sort();
    assert_eq!(ours, cozy_moves(&cozy), "legal moves of {fen}");
    assert_eq!(board.legal_move_count(), ours.len(), "{fen}");
    assert_eq!(board.checkers().0, cozy.checkers().0, "checkers of {fen}");
    assert_eq!(board.is_check(), !cozy.checkers().is_empty(), "check in {fen}");
    assert_eq!(board.occupied().0, cozy.occupied().0, "occupancy of {fen}");
    for (color, cozy_color) in [(Color::White, cozy_chess::Color::White), (Color::Black, cozy_chess::Color::Black)] {
        assert_eq!(board.color(color).0, cozy.colors(cozy_color).0, "{color:?} pieces of {fen}");
    }
    // cozy-chess counts a lone enemy piece between the king and a slider as pinned too.
    let own_pinned = cozy.pinned() & cozy.colors(cozy.side_to_move());
    assert_eq!(board.pinned().0, own_pinned.0, "pinned pieces of {fen}");
    for sq in Square::ALL {
        let attackers = board.attackers_to(sq, board.occupied());
        assert_eq!(attackers.0, cozy_attackers(&cozy, cozy_square(sq)), "attackers of {sq} in {fen}");
        for color in [Color::White, Color::Black] {
            assert_eq!(board.attackers(sq, color), attackers & board.color(color));
            assert_eq!(board.is_attacked(sq, color), !(attackers & board.color(color)).is_empty());
        }
    }
}

#[test]
fn random_play_agrees_with_cozy_chess() {
    let mut rng = Rng(0x5851_F42D_4C95_7F2D);
    let mut positions = 0;
    for game in 0..60 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..120 {
            compare(&board);
            positions += 1;
            if board.halfmove_clock() >= 100 || !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(positions > 3_000, "only {positions} positions");
}

#[test]
fn attacked_by_piece_agrees_with_attackers_in_play() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for game in 0..20 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..80 {
            for from in board.occupied() {
                let piece = board.piece_at(from).unwrap();
                for to in Square::ALL {
                    // The reference walks the rays square by square.
                    let expected = common::piece_attacks(piece, from, board.occupied().0) & common::bit(to) != 0;
                    assert_eq!(bbgen::attacks::is_attacked_by_piece(from, to, piece, board.occupied()), expected);
                }
            }
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
}
