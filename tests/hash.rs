//! Position keys: the Polyglot specification's published keys, the incremental key against one
//! computed from scratch with the `zobrist!` pattern, and against shakmaty's Polyglot keys over
//! random games; repetition found from the keys.

mod common;

use bbgen::{Board, Castling, CastlingSide, Color, Role};
use common::Rng;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, EnPassantMode, Position};

bbgen::zobrist!(polyglot, name = POLYGLOT);
bbgen::zobrist!(seed = 0, name = SEEDED);

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

/// The nine positions and keys the Polyglot specification publishes, reached both from their FEN
/// and by playing the moves between them: two lines, the second with rights lost by king moves,
/// the third with an en passant that is possible (c3).
#[test]
fn published_keys() {
    let lines: [&[(&str, u64)]; 2] = [
        &[
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c),
            ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196),
            ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0),
            ("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4),
            ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78),
            ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3", 0x652a607ca3f242c1),
            ("rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", 0x00fdd303c946bdd9),
        ],
        &[
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c),
            ("rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637),
            ("rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", 0x5c3f9b829b279560),
        ],
    ];
    let moves: [&[&str]; 2] =
        [&["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"], &["a2a4 b7b5 h2h4 b5b4 c2c4", "b4c3 a1a3"]];
    for (line, moves) in lines.into_iter().zip(moves) {
        let mut played = Board::startpos();
        for (i, &(fen, key)) in line.iter().enumerate() {
            assert_eq!(Board::from_fen(fen).unwrap().hash(), key, "{fen}");
            assert_eq!(played.hash(), key, "after {i} steps");
            // The published records' counters are not those of the moves: the rest must agree.
            let fields = |fen: &str| fen.split(' ').take(4).collect::<Vec<_>>().join(" ");
            assert_eq!(fields(&played.to_string()), fields(fen), "after {i} steps");
            if let Some(step) = moves.get(i) {
                for text in step.split(' ') {
                    played.play(played.parse_uci(text).unwrap());
                }
            }
        }
    }
}

/// `zobrist!(seed = 0)` holds SplitMix64's first outputs from seed 0, as the generator's reference
/// implementation prints them, in the Polyglot layout; its accessors read that layout: piece
/// `64 * kind + square` with kind `2 * role + (1 for white)`, castling from 768, en passant from
/// 772, the side to move at 780.
#[test]
fn seeded_keys_are_splitmix64_in_the_polyglot_layout() {
    assert_eq!(SEEDED[..3], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]);
    for sq in bbgen::Square::ALL {
        for color in Color::ALL {
            for role in bbgen::Role::ALL {
                let kind = 2 * role as usize + usize::from(color == Color::White);
                assert_eq!(seeded_piece(bbgen::Piece::new(color, role), sq), SEEDED[64 * kind + sq.index()]);
            }
        }
        assert_eq!(seeded_en_passant(sq), SEEDED[772 + sq.index() % 8]);
    }
    assert_eq!((seeded_turn(Color::White), seeded_turn(Color::Black)), (SEEDED[780], 0));
    for bits in 0..16u8 {
        let rights = (0..4).filter(|i| bits >> i & 1 == 1).fold(0, |key, i| key ^ SEEDED[768 + i]);
        let castling = [
            (Color::White, bbgen::CastlingSide::King),
            (Color::White, bbgen::CastlingSide::Queen),
            (Color::Black, bbgen::CastlingSide::King),
            (Color::Black, bbgen::CastlingSide::Queen),
        ]
        .into_iter()
        .enumerate()
        .filter(|(i, _)| bits >> i & 1 == 1)
        .fold(Castling::NONE, |rights, (_, (color, side))| rights.with(color, side));
        assert_eq!(seeded_castling(castling), rights, "{bits:04b}");
    }
}

/// Keys from scratch with the seeded table over random play: the positions that differ get keys
/// that differ (no collision among thousands), and none equals the Polyglot key.
#[test]
fn seeded_keys_tell_positions_apart() {
    let seeded = |board: &Board| {
        let mut key = seeded_castling(board.castling()) ^ seeded_turn(board.side_to_move());
        for sq in board.occupied() {
            key ^= seeded_piece(board.piece_at(sq).unwrap(), sq);
        }
        key
    };
    let mut rng = Rng(0x5EED_0000_0000_0001);
    let mut keys = std::collections::HashMap::new();
    for game in 0..60 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..100 {
            let placement: String = board.to_string().split(' ').take(3).collect::<Vec<_>>().join(" ");
            let key = seeded(&board);
            assert_ne!(key, board.hash(), "{board}");
            if let Some(other) = keys.insert(key, placement.clone()) {
                assert_eq!(other, placement, "two positions share the seeded key {key:#x}");
            }
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(keys.len() > 3_000, "only {} positions", keys.len());
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
    // Castling while an en passant capture stands ends it, and its key with it.
    let mut board = Board::from_fen("r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1").unwrap();
    assert_ne!(
        from_scratch(&board),
        from_scratch(&Board::from_fen("r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq - 0 1").unwrap())
    );
    board.try_play(board.parse_uci("e8g8").unwrap()).unwrap();
    assert_eq!(board.hash(), from_scratch(&board), "{board}");
    assert_eq!(board.hash(), shakmaty_key(&board), "{board}");
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

/// Repetition's edge cases: a history longer than the half-move clock reads only the reversible
/// tail; rights lost by Ke1-f1-e1 make the position new; a FEN start with a non-zero clock counts
/// back over positions before the FEN's, which the caller's history supplies.
#[test]
fn repetition_edge_cases() {
    // The knights go out and back twice; a pawn move first makes everything before it unreachable.
    let mut board = Board::startpos();
    let mut history = Vec::new();
    for text in ["e2e4", "e7e5", "g1f3", "b8c6", "f3g1", "c6b8", "g1f3", "b8c6", "f3g1", "c6b8"] {
        history.push(board.hash());
        board.play(board.parse_uci(text).unwrap());
    }
    assert_eq!(board.halfmove_clock(), 8);
    assert_eq!(board.repetitions(&history), 2);
    // A longer history with the same key far back, before the last pawn move: not counted.
    let mut longer = vec![board.hash(); 5];
    longer.extend(&history);
    assert_eq!(board.repetitions(&longer), 2);

    // Ke1-f1-e1 and back with black's knight: the same placement, but white's rights are gone.
    let start = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let mut board = start;
    let mut history = Vec::new();
    for text in ["e1f1", "e8f8", "f1e1", "f8e8"] {
        history.push(board.hash());
        board.play(board.parse_uci(text).unwrap());
    }
    assert_eq!(board.to_string().split(' ').next(), start.to_string().split(' ').next());
    assert_eq!(board.repetitions(&history), 0, "rights were lost: not a repetition");
    assert!(!board.is_repetition(&history));

    // A FEN with a clock of 4: the caller's history of keys before it is read as far back.
    let before = Board::from_fen("4k1n1/8/8/8/8/8/8/1N2K3 w - - 4 3").unwrap();
    let mut board = before;
    let mut history = Vec::new();
    for text in ["b1c3", "g8f6", "c3b1", "f6g8"] {
        history.push(board.hash());
        board.play(board.parse_uci(text).unwrap());
    }
    assert_eq!(board.halfmove_clock(), 8);
    assert_eq!(board.hash(), before.hash());
    assert_eq!(board.repetitions(&history), 1);
}

/// Counts of the moves whose keys a test compared, by kind, so that it can require each kind.
#[derive(Debug, Default)]
struct Kinds {
    moves: usize,
    castlings: usize,
    en_passants: usize,
    promotions: usize,
    double_pushes_with_takers: usize,
    /// Moves that end a castling right other than by castling: a king's or a castling rook's
    /// move, or the capture of a castling rook.
    rights_ended: usize,
    /// Those among them that take a castling rook.
    castling_rooks_taken: usize,
}

/// `key_after` against the key of the position the move makes, as `play` keeps it and as the
/// Polyglot rules compute it from scratch, for every legal move of `board`.
fn check_key_after(board: &Board, kinds: &mut Kinds) {
    for mv in board.legal_moves() {
        let played = board.played(mv);
        let text = board.uci(mv, board.castling_mode());
        assert_eq!(board.key_after(&mv), played.hash(), "{board} {text}");
        assert_eq!(board.key_after(&mv), from_scratch(&played), "{board} {text}");
        kinds.moves += 1;
        kinds.castlings += usize::from(board.is_castling(mv));
        kinds.en_passants += usize::from(board.is_en_passant(mv));
        kinds.promotions += usize::from(mv.promotion.is_some());
        if !board.is_castling(mv) && played.castling() != board.castling() {
            kinds.rights_ended += 1;
            let rooks = [Color::White, Color::Black]
                .into_iter()
                .flat_map(|color| CastlingSide::ALL.map(|side| board.castling_rook(color, side)));
            kinds.castling_rooks_taken += usize::from(rooks.flatten().any(|rook| rook == mv.to));
        }
        // A double push whose en-passant file enters the key.
        kinds.double_pushes_with_takers += usize::from(played.en_passant().is_some_and(|ep| {
            let takers = played.pieces(played.side_to_move(), Role::Pawn);
            !(bbgen::attacks::pawn(!played.side_to_move(), ep) & takers).is_empty()
        }));
    }
}

/// The key after each move equals the played position's on every legal move of the perft
/// suite's positions and of every position a move from them (castlings 547, promotions 1,376,
/// en passant once, double pushes beside a pawn that could take 46).
#[test]
fn key_after_equals_the_played_key_near_the_perft_suite() {
    let mut kinds = Kinds::default();
    for (fen, _) in common::perft_suite() {
        let board = Board::from_fen(fen).unwrap();
        check_key_after(&board, &mut kinds);
        for mv in board.legal_moves() {
            check_key_after(&board.played(mv), &mut kinds);
        }
    }
    assert!(kinds.moves > 20_000, "{} moves", kinds.moves);
    assert!(kinds.castlings > 100 && kinds.en_passants >= 1 && kinds.promotions > 100, "{:?}", kinds);
    assert!(kinds.double_pushes_with_takers > 10, "{} double pushes", kinds.double_pushes_with_takers);
}

/// The same on every legal move at every ply of random games, standard and Chess960: among them
/// some 23,000 that end a castling right without castling, 400 of them by taking the rook (the
/// counts are printed: `cargo test --test hash -- --nocapture`).
#[test]
fn key_after_equals_the_played_key_in_random_games() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let mut kinds = Kinds::default();
    for game in 0..300 {
        let fen = if game % 3 == 0 {
            common::random_chess960_start(&mut rng)
        } else {
            STARTS[game % STARTS.len()].to_owned()
        };
        let mut board = Board::from_fen(&fen).unwrap();
        for _ in 0..200 {
            check_key_after(&board, &mut kinds);
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    eprintln!("random games: {kinds:?}");
    assert!(kinds.moves > 500_000, "{} moves", kinds.moves);
    assert!(kinds.castlings > 100 && kinds.en_passants > 10 && kinds.promotions > 100, "{:?}", kinds);
    assert!(kinds.double_pushes_with_takers > 100, "{} double pushes", kinds.double_pushes_with_takers);
    assert!(kinds.rights_ended > 10_000 && kinds.castling_rooks_taken > 100, "{:?}", kinds);
}
