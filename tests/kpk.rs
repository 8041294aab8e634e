//! `kpk!()` against a retrograde solver written here from the rules, on the runtime's board: every
//! position of king and pawn against king is set up from its FEN, its legal moves generated and
//! played, and the wins found by iterating to a fixed point, a position at a time. All 2 x 48 x
//! 64 x 64 positions (a pawn on any file, so the accessor's mirroring is checked too) and the
//! impossible ones are compared with the accessor.

use bbgen::Color::{Black, White};
use bbgen::{Board, Role, Square};

bbgen::kpk!();

/// A position's index: side to move, white king, white pawn, black king.
fn index(white_to_move: bool, king: Square, pawn: Square, weak: Square) -> usize {
    ((usize::from(white_to_move) * 64 + king.index()) * 64 + pawn.index()) * 64 + weak.index()
}

/// Whether the position can arise, by the rules: three squares, kings apart, the pawn off the
/// first and last ranks, and no check on the side not to move.
fn possible(white_to_move: bool, king: Square, pawn: Square, weak: Square) -> bool {
    let (k, p, w) = (king.index() as i32, pawn.index() as i32, weak.index() as i32);
    let apart = (k % 8 - w % 8).abs() > 1 || (k / 8 - w / 8).abs() > 1;
    let checked = w / 8 == p / 8 + 1 && (w % 8 - p % 8).abs() == 1;
    k != p && p != w && k != w && apart && (1..7).contains(&(p / 8)) && !(white_to_move && checked)
}

/// The FEN of the position with White's king, White's pawn and Black's king.
fn fen(white_to_move: bool, king: Square, pawn: Square, weak: Square) -> String {
    fen_of([(king, 'K'), (pawn, 'P'), (weak, 'k')], white_to_move)
}

/// The same position with the colours swapped and the board turned round: Black has the pawn.
fn fen_turned(white_to_move: bool, king: Square, pawn: Square, weak: Square) -> String {
    let turned = |sq: Square| Square::ALL[sq.index() ^ 56];
    fen_of([(turned(king), 'k'), (turned(pawn), 'p'), (turned(weak), 'K')], !white_to_move)
}

fn fen_of(pieces: [(Square, char); 3], white_to_move: bool) -> String {
    let mut board = [['1'; 8]; 8];
    for (sq, piece) in pieces {
        board[7 - sq.index() / 8][sq.index() % 8] = piece;
    }
    let rows: Vec<String> = board.iter().map(|row| row.iter().collect()).collect();
    format!("{} {} - - 0 1", rows.join("/"), if white_to_move { 'w' } else { 'b' })
}

/// Where a move leads: a known result, or another position of the bitbase.
enum Next {
    Settled(bool),
    Position(usize),
}

/// Whether White wins after promoting, Black to move with a lone king: mated, or with a move
/// that does not take the new piece (a king and a queen or rook then always win). A knight or a
/// bishop cannot win.
fn promotion_wins(board: &Board) -> bool {
    let promoted = (board.role(Role::Queen) | board.role(Role::Rook)).count() == 1;
    let moves = board.legal_moves();
    if !promoted {
        return false;
    }
    if moves.is_empty() {
        return board.is_check();
    }
    moves.iter().all(|&mv| board.played(mv).occupied().count() == 3)
}

fn next(board: &Board) -> Next {
    let pawns = board.pieces(White, Role::Pawn);
    match (pawns.into_iter().next(), board.occupied().count()) {
        (Some(pawn), _) => {
            Next::Position(index(board.side_to_move() == White, board.king(White), pawn, board.king(Black)))
        }
        (None, 2) => Next::Settled(false),
        (None, _) => Next::Settled(promotion_wins(board)),
    }
}

#[test]
fn the_bitbase_equals_a_solver_over_the_runtimes_moves() {
    let size = 2 * 64 * 64 * 64;
    let mut positions = Vec::new();
    let mut moves: Vec<Vec<Next>> = (0..size).map(|_| Vec::new()).collect();
    let mut checked = vec![false; size];
    for white_to_move in [false, true] {
        for king in Square::ALL {
            for pawn in Square::ALL {
                for weak in Square::ALL {
                    if !possible(white_to_move, king, pawn, weak) {
                        continue;
                    }
                    let text = fen(white_to_move, king, pawn, weak);
                    let board = Board::from_fen(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                    let i = index(white_to_move, king, pawn, weak);
                    moves[i] = board.legal_moves().iter().map(|&mv| next(&board.played(mv))).collect();
                    checked[i] = board.is_check();
                    positions.push(i);
                }
            }
        }
    }
    let mut wins = vec![false; size];
    loop {
        let mut changed = false;
        for &i in &positions {
            let white_to_move = i >= size / 2;
            let won = |next: &Next| match next {
                Next::Settled(won) => *won,
                Next::Position(j) => wins[*j],
            };
            let win = if white_to_move {
                moves[i].iter().any(won)
            } else if moves[i].is_empty() {
                checked[i]
            } else {
                moves[i].iter().all(won)
            };
            if win != wins[i] {
                wins[i] = win;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    let mut won = 0;
    for white_to_move in [false, true] {
        for king in Square::ALL {
            for pawn in Square::ALL {
                for weak in Square::ALL {
                    let expected = wins[index(white_to_move, king, pawn, weak)];
                    assert_eq!(
                        kpk(king, pawn, weak, white_to_move),
                        expected,
                        "{}",
                        fen(white_to_move, king, pawn, weak)
                    );
                    won += usize::from(expected);
                    // The runtime's question, with the pawn on either side.
                    if possible(white_to_move, king, pawn, weak) {
                        for text in [fen(white_to_move, king, pawn, weak), fen_turned(white_to_move, king, pawn, weak)]
                        {
                            assert_eq!(Board::from_fen(&text).unwrap().is_kpk_draw(), !expected, "{text}");
                        }
                    }
                }
            }
        }
    }
    // Most positions are won, not all: the solver is not trivially agreeing.
    assert!(won > positions.len() / 2 && won < positions.len(), "{won} of {}", positions.len());
}

#[test]
fn impossible_positions_are_not_wins() {
    use Square::*;
    // Two on one square, kings side by side, a pawn on the first or last rank, the weak king in
    // check with the pawn's side to move.
    assert!(!kpk(E4, E4, A8, true));
    assert!(!kpk(E4, E2, E5, false));
    assert!(!kpk(E4, E1, A8, true) && !kpk(E4, E8, A1, false));
    assert!(!kpk(A1, E6, D7, true));
}
