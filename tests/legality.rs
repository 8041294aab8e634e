//! `is_pseudo_legal`, `is_legal` and `is_legal_with` (with the position's own `checks`) against
//! membership in the generated legal move list, for every candidate move of every position two
//! plies deep from each perft position (two of them Chess960's); `is_pseudo_legal` both ways against the piece rules written out in the test;
//! and `try_play`'s refusals, each with the rule it names.

mod common;

use bbgen::{Board, CastlingSide, Move, Role, Square};
use common::{bit, coords};

const POSITIONS: [&str; 9] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
    "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9",
];

const PROMOTIONS: [Option<Role>; 7] = [
    None,
    Some(Role::Knight),
    Some(Role::Bishop),
    Some(Role::Rook),
    Some(Role::Queen),
    Some(Role::King),
    Some(Role::Pawn),
];

/// Every move of a piece of the side to move to any square: pawns with every promotion piece,
/// good or bad, other pieces with none and with a queen. A superset of the legal moves, and of
/// the kinds of garbage a hash table hands back.
fn candidates(board: &Board) -> impl Iterator<Item = Move> + '_ {
    board.color(board.side_to_move()).into_iter().flat_map(move |from| {
        let pawn = board.role(Role::Pawn).contains(from);
        let promotions = if pawn { &PROMOTIONS[..] } else { &[None, Some(Role::Queen)][..] };
        Square::ALL
            .into_iter()
            .flat_map(move |to| promotions.iter().map(move |&promotion| Move { from, to, promotion }))
    })
}

fn check(board: &Board) -> usize {
    // The legal moves as a `[from][to]` table of promotion bits, for a quick lookup.
    let bit = |promotion: Option<Role>| 1u8 << promotion.map_or(0, |role| role as u8 + 1);
    let mut legal = [[0u8; 64]; 64];
    for mv in board.legal_moves().iter() {
        legal[mv.from.index()][mv.to.index()] |= bit(mv.promotion);
    }
    let mut checked = 0;
    let checks = board.checks();
    for mv in candidates(board) {
        let is_legal = legal[mv.from.index()][mv.to.index()] & bit(mv.promotion) != 0;
        assert_eq!(board.is_legal(mv), is_legal, "is_legal({mv:?}) in {board}");
        assert_eq!(board.is_legal_with(&checks, mv), is_legal, "is_legal_with({mv:?}) in {board}");
        if is_legal {
            assert!(board.is_pseudo_legal(mv), "legal {mv:?} not pseudo-legal in {board}");
        }
        checked += 1;
    }
    // A move by the other side, or from an empty square, is never pseudo-legal.
    for from in !board.color(board.side_to_move()) {
        assert!(!board.is_pseudo_legal(Move::new(from, Square::E4)), "{from} in {board}");
    }
    checked
}

#[test]
fn legality_tests_agree_with_the_move_list_two_plies_deep() {
    let mut checked = 0;
    for fen in POSITIONS {
        let board = Board::from_fen(fen).unwrap();
        checked += check(&board);
        for &first in board.legal_moves().iter() {
            let next = board.played(first);
            checked += check(&next);
            for &second in next.legal_moves().iter() {
                checked += check(&next.played(second));
            }
        }
    }
    assert!(checked > 1_000_000, "{checked}");
}

#[test]
fn pseudo_legal_but_illegal_moves_exist_and_are_refused() {
    // Pinned knight, king stepping into check, castling through an attacked square, in
    // Chess960 castling onto a square that its own rook shielded from the queen on a1 (for
    // either colour), and en passant taking the pawn that shielded the king from a bishop.
    let cases = [
        ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3"),
        ("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2"),
        ("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1"),
        ("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "e1c1"),
        ("4k3/8/8/8/8/8/8/qR1K4 w B - 0 1", "d1b1"),
        ("Qr1k4/8/8/8/8/8/8/4K3 b b - 0 1", "d8b8"),
        ("7k/5b2/8/3pP3/8/1K6/8/8 w - d6 0 2", "e5d6"),
    ];
    for (fen, mv) in cases {
        let board = Board::from_fen(fen).unwrap();
        let mv = board.parse_uci(mv).unwrap();
        assert!(board.is_pseudo_legal(mv), "{mv:?} in {fen}");
        assert!(!board.is_legal(mv), "{mv:?} in {fen}");
        assert!(!board.legal_moves().contains(&mv), "{mv:?} in {fen}");
    }
}

/// Crafted moves, one for each rule, refused by `try_play` with that rule's reason and the
/// board left as it was.
#[test]
fn each_refusal_names_its_rule() {
    use bbgen::IllegalReason::*;
    let cases = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e7e5", NoPiece),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e4e5", NoPiece),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "d1d2", OwnPiece),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e1h1", CastlingBlocked),
        ("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1h1", CastlingBlocked),
        ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1h1q", CastlingPromotes),
        ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k", PromotionRole),
        ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", MissingPromotion),
        ("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "a6a7q", NotPromoting),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8q", NotPromoting),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e5", PieceRule),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "f1c4", PieceRule),
        ("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1", CastlingAttacked),
        ("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1c1", CastlingAttacked),
        ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", LeavesKingAttacked),
        ("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2", LeavesKingAttacked),
    ];
    for (fen, text, reason) in cases {
        let mut board = Board::from_fen(fen).unwrap();
        let before = board;
        // UCI has no promotion to a king: that move is built by hand.
        let mv = match text.strip_suffix('k') {
            Some(rest) => Move { promotion: Some(Role::King), ..board.parse_uci(rest).unwrap() },
            None => board.parse_uci(text).unwrap(),
        };
        let error = board.try_play(mv).unwrap_err();
        assert_eq!((error.mv(), error.reason()), (mv, reason), "{text} in {fen}");
        // The text is the GUI's form: in standard chess castling is the king's two-square move,
        // so the king taking its own rook on h1 reads `e1g1`.
        let written = if text.starts_with("e1h1") { "e1g1" } else { text };
        assert_eq!(error.to_string(), format!("illegal move {written}: {reason}"));
        assert_eq!(board, before, "{text} in {fen}");
        assert!(!board.is_legal(mv), "{text} in {fen}");
        let pseudo = matches!(reason, CastlingAttacked | LeavesKingAttacked);
        assert_eq!(board.is_pseudo_legal(mv), pseudo, "{text} in {fen}");
    }
}

/// `try_play` plays exactly the legal candidates, and then leaves the board `played` gives.
#[test]
fn try_play_succeeds_exactly_when_legal() {
    let mut tried = 0;
    for fen in POSITIONS {
        let board = Board::from_fen(fen).unwrap();
        for mv in candidates(&board) {
            let mut copy = board;
            match copy.try_play(mv) {
                Ok(()) => assert_eq!(copy, board.played(mv), "{mv:?} in {fen}"),
                Err(error) => {
                    assert!(!board.is_legal(mv), "{mv:?} in {fen}: {error}");
                    assert_eq!(copy, board, "{mv:?} in {fen}");
                }
            }
            assert_eq!(copy != board, board.is_legal(mv), "{mv:?} in {fen}");
            tried += 1;
        }
    }
    assert!(tried > 10_000, "{tried}");
}

#[test]
#[should_panic(expected = "illegal move e1g1: the target square holds a piece of the side to move")]
fn play_panics_with_the_reason() {
    Board::startpos().play(Move::new(Square::E1, Square::G1));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "play_unchecked: illegal move e2e5")]
fn play_unchecked_asserts_legality_in_debug_builds() {
    Board::startpos().play_unchecked(Move::new(Square::E2, Square::E5));
}

/// Pseudo-legality from the rules, in the test's own terms: the piece of the side to move, its
/// attacks by walking, pawn pushes by coordinates, and castling by the squares the king and
/// rook cross.
fn naive_pseudo_legal(board: &Board, mv: Move) -> bool {
    let us = board.side_to_move();
    let Some(piece) = board.piece_at(mv.from).filter(|piece| piece.color == us) else { return false };
    let own = board.color(us).0;
    let occupied = board.occupied().0;
    if own & bit(mv.to) != 0 {
        // Castling: the king onto a rook it may still castle with, every square either crosses
        // or lands on empty but for the two of them.
        let side = if coords(mv.to).0 > coords(mv.from).0 { CastlingSide::King } else { CastlingSide::Queen };
        if piece.role != Role::King || mv.promotion.is_some() || board.castling_rook(us, side) != Some(mv.to) {
            return false;
        }
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let path = common::between(mv.from, king_to) | bit(king_to) | common::between(mv.to, rook_to) | bit(rook_to);
        return path & occupied & !bit(mv.from) & !bit(mv.to) == 0;
    }
    let last_rank = if us == bbgen::Color::White { 7 } else { 0 };
    let promotes = piece.role == Role::Pawn && coords(mv.to).1 == last_rank;
    let promotion_ok = match mv.promotion {
        None => !promotes,
        Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen) => promotes,
        Some(_) => false,
    };
    if !promotion_ok {
        return false;
    }
    if piece.role != Role::Pawn {
        return common::piece_attacks(piece, mv.from, occupied) & bit(mv.to) != 0;
    }
    let ((file, rank), (to_file, to_rank)) = (coords(mv.from), coords(mv.to));
    let (step, home) = if us == bbgen::Color::White { (1, 1) } else { (-1, 6) };
    let empty = |file, rank| common::at(file, rank).is_some_and(|sq| occupied & bit(sq) == 0);
    let enemy = board.color(!us).0;
    let capture = common::pawn_attacks(us, mv.from) & bit(mv.to) != 0
        && (enemy & bit(mv.to) != 0 || board.en_passant() == Some(mv.to));
    let push = to_file == file && to_rank == rank + step && empty(file, rank + step);
    let double = to_file == file
        && rank == home
        && to_rank == rank + 2 * step
        && empty(file, rank + step)
        && empty(file, rank + 2 * step);
    capture || push || double
}

/// `is_pseudo_legal` both ways against the rules written out, on every candidate move (every
/// piece of the side to move to every square, pawns with every promotion piece) of every
/// position along random games, standard and Chess960.
#[test]
fn pseudo_legality_agrees_with_the_rules_both_ways() {
    let mut rng = common::Rng(0x7E57_AB1E_0000_0001);
    let (mut checked, mut pseudo) = (0, 0);
    let starts =
        POSITIONS.iter().map(|fen| fen.to_string()).chain((0..6).map(|_| common::random_chess960_start(&mut rng)));
    for start in starts.collect::<Vec<_>>() {
        let mut board = Board::from_fen(&start).unwrap();
        for _ in 0..60 {
            for mv in candidates(&board) {
                let expected = naive_pseudo_legal(&board, mv);
                assert_eq!(board.is_pseudo_legal(mv), expected, "is_pseudo_legal({mv:?}) in {board}");
                checked += 1;
                pseudo += usize::from(expected);
            }
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(checked > 500_000 && pseudo > 10_000, "{checked} candidates, {pseudo} pseudo-legal");
}
