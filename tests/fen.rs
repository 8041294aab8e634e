//! FEN reading and writing: round trips, one error per field, and no panic on any input.

use bbgen::{Board, Castling, CastlingSide, Color, FenField};
use proptest::prelude::*;

const POSITIONS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

#[test]
fn positions_round_trip() {
    for fen in POSITIONS {
        let board = Board::from_fen(fen).unwrap();
        assert_eq!(board.to_string(), fen);
        assert_eq!(fen.parse::<Board>(), Ok(board));
    }
    assert_eq!(Board::startpos().to_string(), POSITIONS[0]);
}

/// Chess960 castling fields are written back in the form they were read: Shredder-FEN by the
/// rooks' files, X-FEN by `KQkq` but for a rook that is not the outermost on its side.
#[test]
fn chess960_castling_fields_round_trip() {
    for fen in [
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w kq - 0 9",
        "4k3/8/8/8/8/8/8/1R2K1RR w GQ - 0 1",
        "4k3/8/8/8/8/8/8/3K3R w K - 0 1",
    ] {
        let board = Board::from_fen(fen).unwrap();
        assert_eq!(board.to_string(), fen);
    }
    // The same rights read as X-FEN and as Shredder-FEN are the same rights.
    let x_fen = Board::from_fen("qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w kq - 0 9").unwrap();
    let shredder = Board::from_fen("qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9").unwrap();
    assert_eq!(x_fen.castling(), shredder.castling());
    assert_eq!(x_fen.hash(), shredder.hash());
    // Equal boards hash alike for a `HashMap`, and these two different ones do not.
    let std_hash = |board: &Board| {
        let mut hasher = std::hash::DefaultHasher::new();
        std::hash::Hash::hash(board, &mut hasher);
        std::hash::Hasher::finish(&hasher)
    };
    assert_eq!(x_fen, shredder);
    assert_eq!(std_hash(&x_fen), std_hash(&shredder));
    assert_ne!(std_hash(&x_fen), std_hash(&Board::startpos()));
    // A Shredder-FEN board writes its rights by file while it has any left.
    let mut board = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").unwrap();
    for (uci, fen) in [
        ("a1b1", "r3k2r/8/8/8/8/8/8/1R2K2R b Hha - 1 1"),
        ("e8d8", "r2k3r/8/8/8/8/8/8/1R2K2R w H - 2 2"),
        ("e1d1", "r2k3r/8/8/8/8/8/8/1R1K3R b - - 3 2"),
    ] {
        board.play(board.parse_uci(uci).unwrap());
        assert_eq!(board.to_string(), fen);
    }
}

#[test]
fn the_move_counters_may_be_left_out() {
    let board = Board::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -").unwrap();
    assert_eq!((board.halfmove_clock(), board.fullmove_number()), (0, 1));
}

#[test]
fn every_mistake_names_its_field_and_what_is_wrong() {
    // Each refused record, its field, and words its reason must hold.
    let cases = [
        ("", FenField::Record, "6 fields"),
        ("8/8/8/8/8/8/8/8 w", FenField::Record, "6 fields"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0", FenField::Record, "6 fields"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", FenField::Record, "6 fields"),
        ("4k3/8/8/8/8/8/8 w - - 0 1", FenField::Placement, "fewer than 8 ranks"),
        ("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Placement, "more than 8 ranks"),
        ("4k4/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Placement, "more than 8 squares"),
        ("4k2/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Placement, "fewer than 8 squares"),
        ("4k3/8/8/8/8/8/8/4X3 w - - 0 1", FenField::Placement, "piece letter"),
        ("4k3/8/8/8/8/8/8/4K2 w - - 0 1", FenField::Placement, "fewer than 8 squares"),
        ("4k3/8/8/8/8/8/8/9 w - - 0 1", FenField::Placement, "from 1 to 8"),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Placement, "black has no king"),
        ("4k3/8/8/8/8/8/8/8 w - - 0 1", FenField::Placement, "white has no king"),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", FenField::Placement, "white has more than one king"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", FenField::Placement, "pawn stands on the first or last rank"),
        ("4k3/8/8/8/8/8/8/4R2K w - - 0 1", FenField::Placement, "just moved is in check"),
        ("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", FenField::Placement, "white has more pawns and promoted"),
        ("4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1", FenField::Placement, "white has more pawns and promoted"),
        ("4k3/8/8/8/8/8/PPPPPPPP/BBB1K3 w - - 0 1", FenField::Placement, "white has more pawns and promoted"),
        ("4k3/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1", FenField::Placement, "white has more pawns and promoted"),
        ("n3k1nn/pppppppp/8/8/8/8/8/4K3 w - - 0 1", FenField::Placement, "black has more pawns and promoted"),
        ("QQQQQQnk/Q4Qpp/Q5QQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1", FenField::Placement, "more pawns and promoted"),
        ("4k3/8/8/8/8/8/8/4K3 white - - 0 1", FenField::SideToMove, "`w` or `b`"),
        ("4k3/8/8/8/8/8/8/4K2R w X - 0 1", FenField::Castling, "expected `-`"),
        ("4k3/8/8/8/8/8/8/4K2R w KK - 0 1", FenField::Castling, "given twice"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", FenField::Castling, "no rook"),
        ("4k3/8/8/8/8/8/4K3/7R w K - 0 1", FenField::Castling, "king that is not on its first rank"),
        ("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", FenField::Castling, "no rook"),
        ("4k3/8/8/8/8/8/8/4K2R w A - 0 1", FenField::Castling, "no rook"),
        ("4k3/8/8/8/8/8/8/4K2R w E - 0 1", FenField::Castling, "no rook"),
        ("4k3/8/8/8/8/8/8/4K2R w h - 0 1", FenField::Castling, "no rook"),
        ("4k3/8/8/8/8/8/8/4K2R w HK - 0 1", FenField::Castling, "given twice"),
        ("4k3/8/8/8/8/8/8/4K3 w - e9 0 1", FenField::EnPassant, "a square such as"),
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", FenField::EnPassant, "sixth rank"),
        ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", FenField::EnPassant, "no pawn stands"),
        ("4k3/8/8/3pP3/8/8/8/4K3 w - e6 0 1", FenField::EnPassant, "no pawn stands"),
        ("4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", FenField::EnPassant, "passed occupied squares"),
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", FenField::HalfmoveClock, "whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - -1 1", FenField::HalfmoveClock, "whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - +5 1", FenField::HalfmoveClock, "whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1", FenField::HalfmoveClock, "whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 one", FenField::FullmoveNumber, "whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", FenField::FullmoveNumber, "from 1"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 +1", FenField::FullmoveNumber, "whole number"),
    ];
    // The message names a field by its place in the record, as FEN numbers them.
    let place = |field| match field {
        FenField::Record => "record",
        FenField::Placement => "field 1 ",
        FenField::SideToMove => "field 2 ",
        FenField::Castling => "field 3 ",
        FenField::EnPassant => "field 4 ",
        FenField::HalfmoveClock => "field 5 ",
        FenField::FullmoveNumber => "field 6 ",
    };
    for (fen, field, words) in cases {
        let error = Board::from_fen(fen).expect_err(fen);
        assert_eq!(error.field(), field, "{fen}: {error}");
        assert!(error.reason().contains(words), "{fen}: {error}");
        let message = error.to_string();
        assert!(message.starts_with(&format!("bad FEN, {}", place(field))), "{fen}: {message}");
        assert!(message.ends_with(&format!(": {}", error.reason())), "{fen}: {message}");
    }
    assert!(Board::from_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").is_ok());
    // Seven pawns and a third knight: one pawn promoted.
    assert!(Board::from_fen("n3k1nn/ppppppp1/8/8/8/8/8/4K3 w - - 0 1").is_ok());
}

/// Some valid record to mutate.
fn a_position() -> impl Strategy<Value = String> {
    prop::sample::select(&POSITIONS[..]).prop_map(str::to_owned)
}

/// A FEN with a few characters replaced, inserted or removed.
fn mutated() -> impl Strategy<Value = String> {
    let edit = (0usize..120, prop::sample::select(&b"pnbrqkPNBRQK12345678/ wb-KQkqa0e3x"[..]), 0u8..3);
    (a_position(), prop::collection::vec(edit, 1..4)).prop_map(|(fen, edits)| {
        let mut bytes = fen.into_bytes();
        for (at, c, kind) in edits {
            let at = at % (bytes.len() + 1);
            match kind {
                0 if at < bytes.len() => bytes[at] = c,
                1 => bytes.insert(at, c),
                _ if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => {}
            }
        }
        String::from_utf8(bytes).unwrap_or_default()
    })
}

/// Whatever is accepted writes back to the same board and generates moves without panic.
fn check_accepted(text: &str) {
    if let Ok(board) = Board::from_fen(text) {
        assert_eq!(Board::from_fen(&board.to_string()), Ok(board), "{text}");
        let moves = board.legal_moves();
        assert_eq!(moves.len(), board.legal_move_count());
        for &mv in moves.iter() {
            assert!(board.is_legal(mv), "{mv:?} in {text}");
            let _ = board.played(mv).legal_move_count();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_string_is_read_or_refused_without_panic(text in ".{0,100}") {
        check_accepted(&text);
    }

    #[test]
    fn mutated_records_are_read_or_refused_without_panic(text in mutated()) {
        check_accepted(&text);
    }
}

/// Every set of castling rights built from `NONE` against a model: a list of the rights held.
#[test]
fn castling_rights_add_and_remove_one_right_at_a_time() {
    let rights = [
        (Color::White, CastlingSide::King),
        (Color::White, CastlingSide::Queen),
        (Color::Black, CastlingSide::King),
        (Color::Black, CastlingSide::Queen),
    ];
    for subset in 0..16 {
        let held: Vec<_> = (0..4).filter(|i| subset >> i & 1 == 1).map(|i| rights[i]).collect();
        let set = held.iter().fold(Castling::NONE, |set, &(color, side)| set.with(color, side));
        assert_eq!(set.is_empty(), held.is_empty());
        for &(color, side) in &rights {
            assert_eq!(set.has(color, side), held.contains(&(color, side)), "{held:?}");
            let with = set.with(color, side);
            let without = set.without(color, side);
            for &other in &rights {
                let was = held.contains(&other);
                assert_eq!(
                    with.has(other.0, other.1),
                    was || other == (color, side),
                    "{held:?} with {color:?} {side:?}"
                );
                assert_eq!(
                    without.has(other.0, other.1),
                    was && other != (color, side),
                    "{held:?} without {color:?} {side:?}"
                );
            }
        }
    }
    assert_eq!(
        Castling::NONE
            .with(Color::White, CastlingSide::King)
            .with(Color::White, CastlingSide::Queen)
            .with(Color::Black, CastlingSide::King)
            .with(Color::Black, CastlingSide::Queen),
        Castling::ALL
    );
}
