//! Perft on every position of the reference file and of the shared perft suite, at depths a test
//! build finishes in seconds, with the categories of the leaf moves where the reference gives them.

mod common;

use bbgen::{Board, Role};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -";
const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POS4_MIRRORED: &str = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POS6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn perft(fen: &str, expected: &[u64]) {
    let board = Board::from_fen(fen).unwrap();
    // No ply: the position itself is the one leaf.
    assert_eq!(board.perft(0), 1, "{fen} at depth 0");
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(board.perft(depth as u32 + 1), nodes, "{fen} at depth {}", depth + 1);
    }
}

#[test]
fn start_position() {
    perft(START, &[20, 400, 8_902, 197_281, 4_865_609]);
}

#[test]
fn kiwipete() {
    perft(KIWIPETE, &[48, 2_039, 97_862, 4_085_603]);
}

#[test]
fn position_3() {
    perft(POS3, &[14, 191, 2_812, 43_238, 674_624]);
}

#[test]
fn position_4_and_its_mirror() {
    perft(POS4, &[6, 264, 9_467, 422_333]);
    perft(POS4_MIRRORED, &[6, 264, 9_467, 422_333]);
}

#[test]
fn position_5() {
    perft(POS5, &[44, 1_486, 62_379, 2_103_487]);
}

#[test]
fn position_6() {
    perft(POS6, &[46, 2_079, 89_890, 3_894_594]);
}

/// The 126 positions of the perft suite, to the depth where a position's count passes 10,000,000
/// (depth 3 at least).
#[test]
fn perft_suite() {
    let suite = common::perft_suite();
    assert_eq!(suite.len(), 126);
    for (fen, counts) in suite {
        let depths = counts.iter().position(|&n| n > 10_000_000).unwrap_or(counts.len()).max(3);
        perft(fen, &counts[..depths]);
    }
}

/// Leaf moves by kind, as the reference's category table counts them.
#[derive(Debug, Default, PartialEq, Eq)]
struct Categories {
    captures: u64,
    en_passant: u64,
    castles: u64,
    promotions: u64,
    checks: u64,
    mates: u64,
}

fn categorize(board: &Board, depth: u32, out: &mut Categories) {
    for &mv in board.legal_moves().iter() {
        if depth > 1 {
            categorize(&board.played(mv), depth - 1, out);
            continue;
        }
        let piece = board.piece_at(mv.from).unwrap();
        let en_passant = piece.role == Role::Pawn && Some(mv.to) == board.en_passant();
        let castles = board.color(board.side_to_move()).contains(mv.to);
        out.captures += u64::from(board.color(!board.side_to_move()).contains(mv.to) || en_passant);
        out.en_passant += u64::from(en_passant);
        out.castles += u64::from(castles);
        out.promotions += u64::from(mv.promotion.is_some());
        let after = board.played(mv);
        if !after.checkers().is_empty() {
            out.checks += 1;
            out.mates += u64::from(after.legal_move_count() == 0);
        }
    }
}

#[test]
fn leaf_categories() {
    let cases = [
        (START, 5, [82_719, 258, 0, 0, 27_351, 347]),
        (KIWIPETE, 4, [757_163, 1_929, 128_013, 15_172, 25_523, 43]),
        (POS3, 6, [940_350, 33_325, 0, 7_552, 452_473, 2_733]),
        (POS4, 5, [2_046_173, 6_512, 0, 329_464, 200_568, 50_562]),
    ];
    for (fen, depth, [captures, en_passant, castles, promotions, checks, mates]) in cases {
        let mut counted = Categories::default();
        categorize(&Board::from_fen(fen).unwrap(), depth, &mut counted);
        let expected = Categories { captures, en_passant, castles, promotions, checks, mates };
        assert_eq!(counted, expected, "{fen} at depth {depth}");
    }
}
