//! What a search asks of every node, against shakmaty over random standard and Chess960 games:
//! noisy and quiet moves, what kind each move is, whether it gives check, the node's check
//! information, and the null move. shakmaty's position is read from bbgen's FEN and each question
//! is answered by shakmaty's own rules: its move kinds, check found by playing the move, its
//! checkers, and its key after passing the turn; pins and check squares by walking the board.

mod common;

use std::collections::BTreeSet;

use bbgen::{Bitboard, Board, CastlingMode, Color, Move, Piece, Role, Square};
use common::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS, Rng};
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode as ShakmatyMode, EnPassantMode, Position};

/// Standard starts with captures, en passant, promotions and castling soon at hand.
const STARTS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 4",
];

/// How often each kind of case came up, so that the test proves it covered them.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    en_passant: usize,
    castling: usize,
    under_promotions: usize,
    capture_promotions: usize,
    checks: usize,
    discovered: usize,
    null_moves: usize,
    pins: usize,
    discoverers: usize,
}

/// A move as shakmaty writes it in Chess960 UCI, the king onto its rook for castling.
fn text(board: &Board, mv: Move) -> String {
    board.uci(mv, CastlingMode::Chess960).to_string()
}

fn shakmaty_position(board: &Board) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = board.to_string().parse().unwrap();
    fen.into_position(ShakmatyMode::Chess960).unwrap_or_else(|e| panic!("shakmaty refuses {board}: {e}"))
}

/// The pieces of `color` that alone stand between the king `king` and a slider of `by` that
/// would attack it without them, found by walking: a piece is one when lifting it off lets such
/// a slider reach the king.
fn lone_blockers(board: &Board, king: Square, color: Color, by: Color) -> Bitboard {
    let occupied = board.occupied().0;
    let sliders = |occupancy: u64| {
        let straight = board.pieces(by, Role::Rook) | board.pieces(by, Role::Queen);
        let diagonal = board.pieces(by, Role::Bishop) | board.pieces(by, Role::Queen);
        (common::slide(king, &ROOK_DIRECTIONS, occupancy) & straight.0)
            | (common::slide(king, &BISHOP_DIRECTIONS, occupancy) & diagonal.0)
    };
    let before = sliders(occupied);
    board.color(color).into_iter().filter(|&sq| sliders(occupied & !common::bit(sq)) & !before != 0).collect()
}

/// The node's check information against shakmaty's checkers and the walking references, and the
/// generators and `gives_check_with` that read it against the forms that find their own.
fn compare_checks(board: &Board, position: &shakmaty::Chess, seen: &mut Seen) {
    let fen = board.to_string();
    let checks = board.checks();
    let us = board.side_to_move();
    assert_eq!(checks.checkers().0, position.checkers().0, "checkers of {fen}");
    assert_eq!(checks.is_check(), position.is_check(), "in check in {fen}");
    let pinned = lone_blockers(board, board.king(us), us, !us);
    assert_eq!(checks.pinned(), pinned, "pinned pieces of {fen}");
    assert_eq!(board.pinned(), pinned, "pinned pieces of {fen}");
    let discoverers = lone_blockers(board, board.king(!us), us, us);
    let squares = board.check_squares();
    assert_eq!(squares.discoverers(), discoverers, "discoverers of {fen}");
    seen.pins += pinned.count() as usize;
    seen.discoverers += discoverers.count() as usize;
    let their_king = board.king(!us);
    for role in Role::ALL {
        let from_where: Bitboard = Square::ALL
            .into_iter()
            .filter(|&sq| {
                role != Role::King
                    && common::piece_attacks(Piece::new(us, role), sq, board.occupied().0) & common::bit(their_king)
                        != 0
            })
            .collect();
        assert_eq!(squares.of(role), from_where, "{role:?} check squares of {fen}");
    }
    assert_eq!(board.legal_moves_with(&checks), board.legal_moves(), "{fen}");
    assert_eq!(board.noisy_moves_with(&checks), board.noisy_moves(), "{fen}");
    assert_eq!(board.quiet_moves_with(&checks), board.quiet_moves(), "{fen}");
    let (mut legal, mut noisy, mut quiet) = (Vec::new(), Vec::new(), Vec::new());
    board.for_each_legal_move_with(&checks, |mv| legal.push(mv));
    board.for_each_noisy_move_with(&checks, |mv| noisy.push(mv));
    board.for_each_quiet_move_with(&checks, |mv| quiet.push(mv));
    assert_eq!(legal, board.legal_moves().to_vec(), "{fen}");
    assert_eq!(noisy, board.noisy_moves().to_vec(), "{fen}");
    assert_eq!(quiet, board.quiet_moves().to_vec(), "{fen}");
    for mv in board.legal_moves() {
        let after = board.played(mv);
        assert_eq!(
            board.gives_check_with(&squares, mv),
            after.is_check(),
            "gives_check_with({}) in {fen}",
            text(board, mv)
        );
    }
}

fn compare(board: &Board, seen: &mut Seen) {
    let position = shakmaty_position(board);
    compare_checks(board, &position, seen);
    let fen = board.to_string();
    // Noisy and quiet, by shakmaty's kinds: captures and queen promotions against the rest.
    let (mut noisy, mut quiet) = (BTreeSet::new(), BTreeSet::new());
    for &m in position.legal_moves().iter() {
        let uci = UciMove::from_move(m, ShakmatyMode::Chess960).to_string();
        if m.is_capture() || m.promotion() == Some(shakmaty::Role::Queen) {
            noisy.insert(uci);
        } else {
            quiet.insert(uci);
        }
    }
    let ours_noisy: Vec<String> = board.noisy_moves().iter().map(|&mv| text(board, mv)).collect();
    let ours_quiet: Vec<String> = board.quiet_moves().iter().map(|&mv| text(board, mv)).collect();
    assert_eq!(ours_noisy.iter().cloned().collect::<BTreeSet<_>>(), noisy, "noisy moves of {fen}");
    assert_eq!(ours_quiet.iter().cloned().collect::<BTreeSet<_>>(), quiet, "quiet moves of {fen}");
    // No move is listed twice, and the visitor forms hand out the same moves in the same order.
    assert_eq!((ours_noisy.len(), ours_quiet.len()), (noisy.len(), quiet.len()), "{fen}");
    let (mut visited, mut visited_noisy, mut visited_quiet) = (Vec::new(), Vec::new(), Vec::new());
    board.for_each_legal_move(|mv| visited.push(mv));
    board.for_each_noisy_move(|mv| visited_noisy.push(mv));
    board.for_each_quiet_move(|mv| visited_quiet.push(mv));
    assert_eq!(visited, board.legal_moves().to_vec(), "{fen}");
    assert_eq!(visited_noisy, board.noisy_moves().to_vec(), "{fen}");
    assert_eq!(visited_quiet, board.quiet_moves().to_vec(), "{fen}");

    for &m in position.legal_moves().iter() {
        let uci = UciMove::from_move(m, ShakmatyMode::Chess960).to_string();
        let mv = board.parse_uci(&uci).unwrap();
        assert_eq!(board.is_capture(mv), m.is_capture(), "is_capture({uci}) in {fen}");
        assert_eq!(board.is_en_passant(mv), m.is_en_passant(), "is_en_passant({uci}) in {fen}");
        assert_eq!(board.is_castling(mv), m.is_castle(), "is_castling({uci}) in {fen}");
        let mut after = position.clone();
        after.play_unchecked(m);
        let checks = after.is_check();
        assert_eq!(board.gives_check(mv), checks, "gives_check({uci}) in {fen}");
        seen.en_passant += usize::from(m.is_en_passant());
        seen.castling += usize::from(m.is_castle());
        let promotion = m.promotion().is_some();
        seen.under_promotions += usize::from(promotion && m.promotion() != Some(shakmaty::Role::Queen));
        seen.capture_promotions += usize::from(promotion && m.is_capture());
        seen.checks += usize::from(checks);
        // A check by a piece other than the one that moved: the move uncovered it.
        let checker_moved = after.checkers().contains(m.to())
            || m.castling_side().is_some_and(|side| after.checkers().contains(side.rook_to(position.turn())));
        seen.discovered += usize::from(checks && !checker_moved);
    }

    // The null move: refused in check, and otherwise the position shakmaty reaches by passing.
    match (board.null_move(), position.clone().swap_turn()) {
        (None, _) => assert!(board.is_check(), "null move refused out of check in {fen}"),
        (Some(_), Err(e)) => panic!("null move allowed where shakmaty refuses it ({e}) in {fen}"),
        (Some(passed), Ok(theirs)) => {
            let key: Zobrist64 = theirs.zobrist_hash(EnPassantMode::PseudoLegal);
            assert_eq!(passed.hash(), key.0, "null move key in {fen}");
            // Their position with our counters, read back: the same board (castling rights
            // compare by their rooks, whichever form the FEN writes them in).
            let their_fen = shakmaty::fen::Fen::from_position(&theirs, EnPassantMode::Legal).to_string();
            let fields: Vec<&str> = their_fen.split(' ').take(4).collect();
            let counters = format!("{} {}", passed.halfmove_clock(), passed.fullmove_number());
            let their_board = Board::from_fen(&format!("{} {counters}", fields.join(" "))).unwrap();
            assert_eq!(passed, their_board, "null move of {fen}");
            // python-chess's counters: a null move is no capture or pawn move, and black's
            // completes a move.
            assert_eq!(passed.halfmove_clock(), board.halfmove_clock() + 1, "{fen}");
            let black = board.side_to_move() == bbgen::Color::Black;
            assert_eq!(passed.fullmove_number(), board.fullmove_number() + u32::from(black), "{fen}");
            seen.null_moves += 1;
        }
    }
    seen.positions += 1;
}

/// Plays random games from `start`, comparing every position; moves that capture, promote,
/// castle or check are favoured so that the rarer cases come up often.
fn play_games(starts: impl Iterator<Item = String>, rng: &mut Rng, seen: &mut Seen) {
    for start in starts {
        let mut board = Board::from_fen(&start).unwrap_or_else(|e| panic!("{start}: {e}"));
        for _ in 0..100 {
            compare(&board, seen);
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            let lively: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&mv| {
                    board.is_capture(mv) || board.is_castling(mv) || board.gives_check(mv) || mv.promotion.is_some()
                })
                .collect();
            let en_passant: Vec<Move> = moves.iter().copied().filter(|&mv| board.is_en_passant(mv)).collect();
            let pool = if !en_passant.is_empty() && rng.next().is_multiple_of(2) {
                &en_passant[..]
            } else if !lively.is_empty() && rng.next().is_multiple_of(3) {
                &lively[..]
            } else {
                &moves[..]
            };
            board.play_unchecked(pool[rng.next() as usize % pool.len()]);
        }
    }
}

#[test]
fn standard_games_agree_with_shakmaty() {
    let mut rng = Rng(0x5EA2_C4A9_1DE5_0001);
    let mut seen = Seen::default();
    play_games((0..140).map(|i| STARTS[i % STARTS.len()].to_owned()), &mut rng, &mut seen);
    assert!(seen.positions > 3_000, "{seen:?}");
    for count in [seen.en_passant, seen.castling, seen.under_promotions, seen.capture_promotions] {
        assert!(count > 20, "{seen:?}");
    }
    assert!(seen.checks > 500 && seen.discovered > 20 && seen.null_moves > 2_000, "{seen:?}");
    assert!(seen.pins > 200 && seen.discoverers > 100, "{seen:?}");
}

#[test]
fn chess960_games_agree_with_shakmaty() {
    let mut rng = Rng(0x5EA2_C4A9_1DE5_0960);
    let mut seen = Seen::default();
    let starts: Vec<String> = (0..40).map(|_| common::random_chess960_start(&mut rng)).collect();
    play_games(starts.into_iter(), &mut rng, &mut seen);
    assert!(seen.positions > 2_000 && seen.castling > 50 && seen.checks > 200, "{seen:?}");
    assert!(seen.pins > 100 && seen.discoverers > 50, "{seen:?}");
}

/// The lists an engine orders: sorted in place, consumed by value, and a piece's moves iterated
/// with its promotions expanded, all the same moves as the list.
#[test]
fn move_lists_sort_in_place_and_iterate_by_value() {
    let board = Board::from_fen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1").unwrap();
    let mut moves = board.legal_moves();
    moves.sort_by_key(|mv| std::cmp::Reverse(board.see(*mv)));
    assert!(moves.windows(2).all(|pair| board.see(pair[0]) >= board.see(pair[1])));
    let mut by_value: Vec<Move> = moves.clone().into_iter().collect();
    let mut from_pieces = Vec::new();
    board.generate(|piece_moves| from_pieces.extend(piece_moves));
    assert_eq!(from_pieces, board.legal_moves().to_vec());
    by_value.sort_by_key(|mv| (mv.from, mv.to, mv.promotion));
    from_pieces.sort_by_key(|mv| (mv.from, mv.to, mv.promotion));
    assert_eq!(by_value, from_pieces);
    assert!(from_pieces.iter().filter(|mv| mv.promotion == Some(Role::Knight)).count() >= 2);
    // A piece's count, and its iterator's length at every step, are the moves still to come.
    board.generate(|piece_moves| {
        let mut left = piece_moves.into_iter().count();
        assert_eq!(piece_moves.count(), left, "{piece_moves:?}");
        let mut iter = piece_moves.into_iter();
        while iter.len() > 0 {
            assert_eq!(iter.size_hint(), (left, Some(left)), "{piece_moves:?}");
            assert!(iter.next().is_some(), "{piece_moves:?}");
            left -= 1;
        }
        assert_eq!((left, iter.size_hint(), iter.next()), (0, (0, Some(0)), None), "{piece_moves:?}");
    });
}
