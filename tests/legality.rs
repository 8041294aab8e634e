//! `is_pseudo_legal` and `is_legal` against membership in the generated legal move list, for
//! every candidate move of every position two plies deep from each perft position (two of them
//! Chess960's).

use bbgen::{Board, Move, Role, Square};

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
    for mv in candidates(board) {
        let is_legal = legal[mv.from.index()][mv.to.index()] & bit(mv.promotion) != 0;
        assert_eq!(board.is_legal(mv), is_legal, "is_legal({mv}) in {board}");
        if is_legal {
            assert!(board.is_pseudo_legal(mv), "legal {mv} not pseudo-legal in {board}");
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
    // Pinned knight, king stepping into check, castling through an attacked square, and in
    // Chess960 castling onto a square that its own rook shielded from the queen on a1.
    let cases = [
        ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3"),
        ("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2"),
        ("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1"),
        ("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "e1c1"),
        ("4k3/8/8/8/8/8/8/qR1K4 w B - 0 1", "d1b1"),
    ];
    for (fen, mv) in cases {
        let board = Board::from_fen(fen).unwrap();
        let mv = board.parse_uci(mv).unwrap();
        assert!(board.is_pseudo_legal(mv), "{mv} in {fen}");
        assert!(!board.is_legal(mv), "{mv} in {fen}");
    }
}
