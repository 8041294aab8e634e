//! `Board::threats` against attacks found by walking the board, and `Board::threat_changes`
//! against a recount (the threats of the board before and after, and their difference) on every
//! legal move: of every position the perft reference positions and the 126-position perft suite
//! reach in two moves, of Chess960 castlings that trade or keep squares, of random
//! games in standard chess and Chess960 (over a million moves in all), and of random games that
//! proptest draws. On every one of those moves, `Board::play_unchecked_with_threats` with every
//! pair, and with the pairs of Stockfish's SFNNv10 and current maps, against `threat_changes`
//! filtered by the pairs, and the board it leaves against `play_unchecked`'s.

mod common;

use bbgen::{Board, CastlingSide, Move, Piece, Role, Square, Threat, ThreatChanges, ThreatPairs};
use common::{Rng, piece_attacks, play_random, random_chess960_start, random_game};
use proptest::prelude::*;

// Stockfish's SFNNv10 map and its current one, for their pairs.
bbgen::nnue_threats!(name = SF10, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -);
bbgen::nnue_threats!(name = SF_CURRENT, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -);

/// The pairs of a map drawn as six rows of six cells, read here from the drawing: a pair counts
/// where its cell is not `-`.
fn drawn_pairs(rows: [&str; 6]) -> ThreatPairs {
    let mut pairs = ThreatPairs::NONE;
    for (attacker, row) in Role::ALL.into_iter().zip(rows) {
        for (attacked, cell) in Role::ALL.into_iter().zip(row.split(' ')) {
            if cell != "-" {
                pairs = pairs.with(attacker, attacked);
            }
        }
    }
    pairs
}

/// The macro's constants are the pairs of the maps as drawn.
#[test]
fn the_maps_pairs_are_their_cells() {
    let sf10 = ["0 1 - 2 - -", "0 1 2 3 4 5", "0 1 2 3 - 4", "0 1 2 3 - 4", "0 1 2 3 4 5", "0 1 2 3 - -"];
    let current = ["- 0 - 1 - -", "0 1 2 3 4 -", "0 1 2 3 - -", "0 1 2 3 - -", "0 1 2 3 4 -", "- - - - - -"];
    assert_eq!(SF10_PAIRS, drawn_pairs(sf10));
    assert_eq!(SF_CURRENT_PAIRS, drawn_pairs(current));
}

/// `play_unchecked_with_threats` with `pairs` against `threat_changes` filtered by them, as
/// sets, and the board it leaves against `play_unchecked`'s.
fn check_played(board: &Board, mv: Move, all: &ThreatChanges, pairs: &ThreatPairs, record: &mut ThreatChanges) {
    let mut played = *board;
    played.play_unchecked_with_threats(mv, pairs, record);
    let mut expected = *board;
    expected.play_unchecked(mv);
    assert_eq!(played, expected, "{mv:?} in {board}");
    assert_eq!(played.hash(), expected.hash(), "{mv:?} in {board}");
    let counts = |t: &Threat| pairs.contains(t.attacker.role, t.attacked.role);
    for (recorded, all, what) in [(record.added(), all.added(), "added"), (record.removed(), all.removed(), "removed")]
    {
        // The same set: each recorded threat counts, is among all the changes and is recorded
        // once, and as many are recorded as count.
        for (i, threat) in recorded.iter().enumerate() {
            assert!(counts(threat) && all.contains(threat), "{what} {threat:?} by {mv:?} in {board}");
            assert!(!recorded[..i].contains(threat), "{what} {threat:?} twice by {mv:?} in {board}");
        }
        assert_eq!(recorded.len(), all.iter().filter(|t| counts(t)).count(), "{what} by {mv:?} in {board}");
    }
}

/// Every threat of `board` by walking: each piece's attacks on the occupied squares, in order
/// of attacker square, then target square.
fn walked(board: &Board) -> Vec<Threat> {
    let occupied = board.occupied().0;
    let mut out = Vec::new();
    for from in Square::ALL {
        let Some(attacker) = board.piece_at(from) else { continue };
        let targets = piece_attacks(attacker, from, occupied) & occupied;
        for to in Square::ALL.into_iter().filter(|to| targets >> to.index() & 1 == 1) {
            out.push(Threat { attacker, from, attacked: board.piece_at(to).unwrap(), to });
        }
    }
    out
}

/// The threats in `a` and not in `b`, both in order of attacker square, then target square.
fn missing(a: &[Threat], b: &[Threat]) -> Vec<Threat> {
    let key = |t: &Threat| (t.from, t.to);
    let mut out = Vec::new();
    let mut rest = b.iter().peekable();
    for threat in a {
        while rest.next_if(|other| key(other) < key(threat)).is_some() {}
        if rest.peek().is_none_or(|other| *other != threat) {
            out.push(*threat);
        }
    }
    out
}

/// The largest lists seen and the moves of the kinds that change more than two squares or two
/// pieces, for the report, and the record the played moves reuse.
#[derive(Default)]
struct Seen {
    moves: u64,
    largest: usize,
    /// Castlings whose king and rook take each other's squares.
    castlings_trading: u64,
    en_passant: u64,
    promotions_capturing: u64,
    record: ThreatChanges,
}

impl Seen {
    /// Checks `threat_changes` on `mv` against the recount.
    fn check(&mut self, board: &Board, before: &[Threat], mv: Move) {
        let after: Vec<Threat> = board.played(mv).threats().collect();
        let changes = board.threat_changes(mv);
        let (added, removed) = (missing(&after, before), missing(before, &after));
        assert_eq!(changes.added(), added, "added by {mv:?} in {board}");
        assert_eq!(changes.removed(), removed, "removed by {mv:?} in {board}");
        for pairs in [ThreatPairs::ALL, SF10_PAIRS, SF_CURRENT_PAIRS] {
            check_played(board, mv, &changes, &pairs, &mut self.record);
        }
        self.largest = self.largest.max(added.len()).max(removed.len());
        self.moves += 1;
        let us = board.side_to_move();
        let mover = board.piece_at(mv.from).map(|piece| piece.role);
        let taken = board.piece_at(mv.to);
        if mover == Some(Role::King) && board.color(us).contains(mv.to) {
            let side = if mv.to.file() > mv.from.file() { CastlingSide::King } else { CastlingSide::Queen };
            self.castlings_trading += u64::from(side.king_to(us) == mv.to && side.rook_to(us) == mv.from);
        }
        self.en_passant += u64::from(mover == Some(Role::Pawn) && mv.from.file() != mv.to.file() && taken.is_none());
        self.promotions_capturing += u64::from(mv.promotion.is_some() && taken.is_some());
    }

    /// Checks every legal move of `board`.
    fn every_move(&mut self, board: &Board) {
        let before: Vec<Threat> = board.threats().collect();
        for mv in board.legal_moves() {
            self.check(board, &before, mv);
        }
    }

    /// Checks every legal move of `board` and of every position it reaches in up to two moves.
    fn within_two_moves(&mut self, board: &Board) {
        self.every_move(board);
        for mv in board.legal_moves() {
            let child = board.played(mv);
            self.every_move(&child);
            for reply in child.legal_moves() {
                self.every_move(&child.played(reply));
            }
        }
    }

    fn report(&self, what: &str) {
        println!(
            "{what}: {} moves, at most {} threats added or removed; {} castlings trading squares, {} en passant, \
             {} promotions capturing",
            self.moves, self.largest, self.castlings_trading, self.en_passant, self.promotions_capturing
        );
        assert!(self.largest <= ThreatChanges::CAPACITY);
    }
}

const REFERENCE: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

#[test]
fn threats_are_the_walked_attacks() {
    let mut rng = Rng(0x7123_4567_89AB_CDEF);
    for game in 0..200 {
        let mut board = if game % 4 == 0 {
            Board::from_fen(&random_chess960_start(&mut rng)).unwrap()
        } else {
            Board::from_fen(REFERENCE[game % REFERENCE.len()]).unwrap()
        };
        for _ in 0..120 {
            assert_eq!(board.threats().collect::<Vec<_>>(), walked(&board), "{board}");
            if !play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
}

/// Every legal move of every position the reference positions reach in up to two moves:
/// castling both ways, en passant, promotions to each piece, captures of every kind.
#[test]
fn changes_match_the_recount_near_the_reference_positions() {
    let mut seen = Seen::default();
    for fen in REFERENCE {
        seen.within_two_moves(&Board::from_fen(fen).unwrap());
    }
    seen.report("reference positions to depth 3");
}

/// The same on the 126 positions of the perft suite: every legal move of every position each one
/// reaches in up to two moves.
#[test]
fn changes_match_the_recount_near_the_perft_suite() {
    let mut seen = Seen::default();
    for (fen, _) in common::perft_suite() {
        seen.within_two_moves(&Board::from_fen(fen).unwrap());
    }
    seen.report("perft suite to depth 3");
}

/// Chess960 castlings whose king and rook trade squares (king f1 and rook g1 castling short,
/// king d1 and rook c1 long), where a square keeps its colour while its piece changes, and one
/// whose king stays put (king c1, rook a1 long), with pieces of both sides watching the back rank.
#[test]
fn chess960_castlings_that_trade_squares() {
    let mut seen = Seen::default();
    for fen in [
        "4k3/8/8/8/8/3n3N/5P2/5KR1 w G - 0 1",
        "3k4/8/b7/8/8/5n2/8/2RK4 w C - 0 1",
        "1r2k3/8/8/8/8/2n5/8/R1K4N w A - 0 1",
    ] {
        let board = Board::from_fen(fen).unwrap();
        let castles = board.legal_moves().into_iter().filter(|mv| board.color(board.side_to_move()).contains(mv.to));
        assert_eq!(castles.count(), 1, "{fen}");
        seen.every_move(&board);
    }
    seen.report("Chess960 castlings");
}

/// Every legal move at every ply of random games, standard and Chess960: over a million moves.
#[test]
fn changes_match_the_recount_in_random_games() {
    let mut rng = Rng(0x0DDB_1A5E_5BAD_5EED);
    let mut seen = Seen::default();
    let mut game = 0;
    while seen.moves < 1_000_000 {
        let mut board =
            if game % 3 == 0 { Board::from_fen(&random_chess960_start(&mut rng)).unwrap() } else { Board::startpos() };
        for _ in 0..300 {
            seen.every_move(&board);
            if !play_random(&mut board, &mut rng) {
                break;
            }
        }
        game += 1;
    }
    seen.report(&format!("{game} random games"));
    assert!(seen.castlings_trading > 0 && seen.en_passant > 0 && seen.promotions_capturing > 0);
}

/// A position with as many threats as the board allows around the moving pieces: queens and
/// knights crowded together, each move checked.
#[test]
fn crowded_positions_stay_within_capacity() {
    let mut seen = Seen::default();
    for fen in [
        "rnbqkbnr/qqqqqqqq/8/8/8/8/QQQQQQQQ/RNBQKBNR w - - 0 1",
        "rnbqkbnr/qqqqqq2/8/3QQ3/3qq3/8/QQQQQQ2/RNBQKBNR w - - 0 1",
        "k7/8/2n1n3/1n3n2/3Q4/1n3n2/2n1n3/K7 w - - 0 1",
    ] {
        let board = Board::from_fen(fen).unwrap();
        seen.every_move(&board);
    }
    seen.report("crowded positions");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every legal move after a random game of up to 200 plies from a random start.
    #[test]
    fn changes_match_the_recount_after_any_game(seed in any::<u64>(), plies in 0usize..200, chess960: bool) {
        let board = random_game(seed, plies, chess960);
        Seen::default().every_move(&board);
    }
}

/// A knight's first move, its changes worked out by hand.
#[test]
fn a_knight_move_worked_out() {
    use bbgen::Role::*;
    use bbgen::Square::*;
    let board = Board::startpos();
    let changes = board.threat_changes(board.parse_uci("g1f3").unwrap());
    let white = |role| Piece::new(bbgen::Color::White, role);
    let threat =
        |attacker, from, attacked, to| Threat { attacker: white(attacker), from, attacked: white(attacked), to };
    // From g1 the knight defended e2 only, and the rook on h1 defended it; from f3 it defends
    // e1, d2 and h2, the pawns on e2 and g2 defend it, and the rook sees past g1 to the bishop.
    let removed = [threat(Knight, G1, Pawn, E2), threat(Rook, H1, Knight, G1)];
    assert_eq!(changes.removed(), removed);
    let added = [
        threat(Rook, H1, Bishop, F1),
        threat(Pawn, E2, Knight, F3),
        threat(Pawn, G2, Knight, F3),
        threat(Knight, F3, King, E1),
        threat(Knight, F3, Pawn, D2),
        threat(Knight, F3, Pawn, H2),
    ];
    assert_eq!(changes.added(), added);
}

/// The module's diagram: Nf3-e5 between two rooks on the e-file.
#[test]
fn the_module_diagram() {
    use bbgen::Color::*;
    use bbgen::Role::*;
    use bbgen::Square::*;
    let board = Board::from_fen("4r2k/8/8/8/8/5N2/8/4R1K1 w - - 0 1").unwrap();
    let changes = board.threat_changes(board.parse_uci("f3e5").unwrap());
    let threat = |attacker, from, attacked, to| Threat { attacker, from, attacked, to };
    let (rook, knight) = (Piece::new(White, Rook), Piece::new(White, Knight));
    let their_rook = Piece::new(Black, Rook);
    let removed = [
        threat(rook, E1, their_rook, E8),
        threat(knight, F3, rook, E1),
        threat(knight, F3, Piece::new(White, King), G1),
        threat(their_rook, E8, rook, E1),
    ];
    assert_eq!(changes.removed(), removed);
    assert_eq!(changes.added(), [threat(rook, E1, knight, E5), threat(their_rook, E8, knight, E5)]);
}
