//! Static exchange evaluation against a brute-force reference that plays the exchange out on a
//! square-by-square board, by recursion, for every legal move of thousands of positions from
//! random play; `see_ge` and `see_ge_with` against `see` at thresholds around each value; the
//! guards `see_ge_with` reads against each piece's attacks; and positions worked out by hand.

mod common;

use bbgen::{Bitboard, Board, Color, Guards, Move, Piece, Role, Square};
use common::Rng;

/// The material values the exchange counts, as the task states them. The king is never taken:
/// it captures only onto a square the other side no longer attacks.
fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 300,
        Role::Bishop => 300,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// The least valuable first, in the order the exchange picks attackers.
fn rank_of(role: Role) -> u8 {
    match role {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    }
}

/// A board as 64 cells.
type Cells = [Option<Piece>; 64];

fn cells(board: &Board) -> Cells {
    Square::ALL.map(|sq| board.piece_at(sq))
}

fn occupancy(cells: &Cells) -> u64 {
    (0..64).filter(|&i| cells[i].is_some()).fold(0, |set, i| set | 1u64 << i)
}

/// The pieces of `color` attacking `target`, found by walking each piece's own attacks.
fn attackers(cells: &Cells, target: Square, color: Color) -> Vec<Square> {
    let occupancy = occupancy(cells);
    Square::ALL
        .into_iter()
        .filter(|&sq| {
            cells[sq.index()].is_some_and(|piece| {
                piece.color == color && common::piece_attacks(piece, sq, occupancy) & common::bit(target) != 0
            })
        })
        .collect()
}

/// What `side` nets from the exchange on `target` from here on, the piece on `target` being the
/// other side's: it stops (0) or takes with its least valuable attacker, the lowest square among
/// equals, and a king takes only if the other side then attacks `target` no more.
fn exchange(cells: &mut Cells, target: Square, side: Color) -> i32 {
    let Some(from) = attackers(cells, target, side)
        .into_iter()
        .min_by_key(|&sq| (rank_of(cells[sq.index()].unwrap().role), sq.index()))
    else {
        return 0;
    };
    let victim = cells[target.index()].expect("the target holds the last piece to move there");
    let attacker = cells[from.index()].take();
    cells[target.index()] = attacker;
    let king = attacker.unwrap().role == Role::King;
    let result = if king && !attackers(cells, target, !side).is_empty() {
        0
    } else {
        (value(victim.role) - exchange(cells, target, !side)).max(0)
    };
    cells[target.index()] = Some(victim);
    cells[from.index()] = attacker;
    result
}

/// The reference value of `mv`: what it takes (a pawn en passant), less what the other side
/// then nets from the exchange on its target.
fn reference(board: &Board, mv: Move) -> i32 {
    let mut cells = cells(board);
    let mover = cells[mv.from.index()].take().unwrap();
    // Castling, the king onto its own rook, exchanges nothing.
    if cells[mv.to.index()].is_some_and(|piece| piece.color == mover.color) {
        return 0;
    }
    let mut captured = cells[mv.to.index()].map_or(0, |piece| value(piece.role));
    if mover.role == Role::Pawn && mv.from.file() != mv.to.file() && Some(mv.to) == board.en_passant() {
        // The pawn that passed stands on the target's file and the mover's rank.
        let passed = Square::new(mv.from.rank() * 8 + mv.to.file()).unwrap();
        assert_eq!(cells[passed.index()], Some(Piece::new(!mover.color, Role::Pawn)));
        cells[passed.index()] = None;
        captured = 100;
    }
    cells[mv.to.index()] = Some(mover);
    captured - exchange(&mut cells, mv.to, !mover.color)
}

/// `see_ge`, and `see_ge_with` the position's `guards`, at thresholds around `value` and at
/// fixed ones, against `value >= threshold`.
fn check_see_ge(board: &Board, guards: &Guards, mv: Move, value: i32) {
    for threshold in [value - 1, value, value + 1, -900, -500, -300, -100, 0, 100, 300, 500, 900, i32::MIN, i32::MAX] {
        assert_eq!(
            board.see_ge(mv, threshold),
            value >= threshold,
            "see_ge({mv:?}, {threshold}) in {board}, see {value}"
        );
        assert_eq!(
            board.see_ge_with(guards, mv, threshold),
            value >= threshold,
            "see_ge_with({mv:?}, {threshold}) in {board}, see {value}"
        );
    }
}

/// The guards of `board` from each piece's own attacks: every square a piece of the side not
/// to move attacks, and every piece one of its bishops, rooks or queens attacks.
fn reference_guards(board: &Board) -> (Bitboard, Bitboard) {
    let cells = cells(board);
    let occupancy = occupancy(&cells);
    let (mut attacked, mut seen) = (0, 0);
    for (i, cell) in cells.iter().enumerate() {
        let Some(piece) = *cell else { continue };
        if piece.color == board.side_to_move() {
            continue;
        }
        let attacks = common::piece_attacks(piece, Square::new(i as u8).unwrap(), occupancy);
        attacked |= attacks;
        if matches!(piece.role, Role::Bishop | Role::Rook | Role::Queen) {
            seen |= attacks & occupancy;
        }
    }
    (Bitboard(attacked), Bitboard(seen))
}

const STARTS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
    "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 0 1",
];

#[test]
fn random_play_agrees_with_the_reference() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut positions, mut moves_checked, mut captures, mut en_passant, mut losing, mut x_rays) = (0, 0, 0, 0, 0, 0);
    let (mut unguarded, mut opened) = (0, 0);
    for game in 0..128 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..100 {
            let moves = board.legal_moves();
            if moves.is_empty() || board.halfmove_clock() >= 100 {
                break;
            }
            positions += 1;
            let guards = board.guards();
            let (attacked, seen) = reference_guards(&board);
            assert_eq!((guards.attacked(), guards.seen_by_sliders()), (attacked, seen), "guards in {board}");
            let occupied = board.occupied();
            let sliders = board.role(Role::Bishop) | board.role(Role::Rook) | board.role(Role::Queen);
            for &mv in moves.iter() {
                let value = board.see(mv);
                assert_eq!(value, reference(&board, mv), "see({mv:?}) in {board}");
                check_see_ge(&board, &guards, mv, value);
                moves_checked += 1;
                // Onto an unguarded square: answered from the guards, or, where the start is
                // in a slider's sight, handed to the exchange, which the line it opens may
                // make a loss.
                if !attacked.contains(mv.to) {
                    if !seen.contains(mv.from) {
                        unguarded += 1;
                    } else if value < 0 {
                        opened += 1;
                    }
                }
                if board.piece_at(mv.to).is_some() {
                    captures += 1;
                } else if board.role(Role::Pawn).contains(mv.from) && mv.from.file() != mv.to.file() {
                    en_passant += 1;
                }
                if value < 0 {
                    losing += 1;
                }
                // A slider behind an attacker of the target, seen once the attackers are lifted.
                let direct = board.attackers_to(mv.to, occupied).with(mv.from);
                let behind = board.attackers_to(mv.to, occupied & !direct) & !direct;
                if !(behind & sliders).is_empty() {
                    x_rays += 1;
                }
            }
            board.play(moves[rng.next() as usize % moves.len()]);
        }
    }
    assert!(positions >= 10_000, "only {positions} positions");
    assert!(moves_checked >= 300_000, "only {moves_checked} moves");
    assert!(captures >= 40_000, "only {captures} captures");
    assert!(losing >= 80_000, "only {losing} losing moves");
    assert!(x_rays >= 40_000, "only {x_rays} moves with a slider behind an attacker");
    assert!(en_passant >= 20, "only {en_passant} en passant captures");
    assert!(unguarded >= 150_000, "only {unguarded} moves to unguarded squares from unseen ones");
    assert!(opened >= 1_500, "only {opened} losing moves to unguarded squares from seen ones");
}

/// Every move from a piece of the side to move to any square, legal or not, and moves from
/// empty squares and enemy pieces: no panic, `see_ge` and `see_ge_with` agree with `see`, and
/// the moves that start on no piece of the side to move or land on one are worth 0.
#[test]
fn any_move_is_answered_consistently() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let mut checked = 0;
    for game in 0..16 {
        let mut board = Board::from_fen(STARTS[game % STARTS.len()]).unwrap();
        for _ in 0..60 {
            let us = board.side_to_move();
            let guards = board.guards();
            for from in Square::ALL {
                for to in Square::ALL {
                    let mv = Move::new(from, to);
                    let value = board.see(mv);
                    if !board.color(us).contains(from) || board.color(us).contains(to) {
                        assert_eq!(value, 0, "see({mv:?}) in {board}");
                    }
                    for threshold in [value - 1, value, value + 1, 0, i32::MIN, i32::MAX] {
                        assert_eq!(
                            board.see_ge(mv, threshold),
                            value >= threshold,
                            "see_ge({mv:?}, {threshold}) in {board}"
                        );
                        assert_eq!(
                            board.see_ge_with(&guards, mv, threshold),
                            value >= threshold,
                            "see_ge_with({mv:?}, {threshold}) in {board}"
                        );
                    }
                    checked += 1;
                }
            }
            if !common::play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    assert!(checked >= 500_000, "only {checked} moves");
}

#[test]
fn values_are_the_stated_ones() {
    for role in Role::ALL {
        assert_eq!(role.see_value(), value(role), "{role:?}");
    }
}

/// Checks `see` of `mv` in `fen` against a value worked out by hand, the reference against the
/// same value, and `see_ge` and `see_ge_with` around it.
fn hand(fen: &str, mv: &str, expected: i32) {
    let board = Board::from_fen(fen).unwrap();
    let mv: Move = board.parse_uci(mv).unwrap();
    assert!(board.is_legal(mv), "{mv:?} in {fen}");
    assert_eq!(board.see(mv), expected, "see({mv:?}) in {fen}");
    assert_eq!(reference(&board, mv), expected, "reference({mv:?}) in {fen}");
    check_see_ge(&board, &board.guards(), mv, expected);
}

/// The rook takes the pawn on e5, which nothing defends: the rook on d8 watches only the
/// d-file. White wins the pawn, 100.
#[test]
fn classic_undefended_pawn() {
    hand("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - -", "e1e5", 100);
}

/// The knight takes the e5 pawn, defended by the d7 knight, the f6 bishop and the h8 queen
/// behind it; white has the e2 rook and the e1 queen behind it. The captures would run Nxe5
/// (+100), Nxe5 (-300), Rxe5 (+300), Bxe5 (-500), Qxe5 (+300), Qxe5 (-900). Backing up from the
/// end: white does not play Qxe5 (it would end -900 + 300 worse than stopping), so black's Bxe5
/// wins the rook for the knight and white does not play Rxe5 either; black's Nxe5 then nets
/// the knight back for its pawn, and white ends 100 - 300 = -200.
#[test]
fn classic_defended_pawn() {
    hand("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - -", "d3e5", -200);
}

/// The rook takes an undefended knight on d5: +300.
#[test]
fn undefended_piece() {
    hand("4k3/8/8/3n4/8/8/8/3RK3 w - -", "d1d5", 300);
}

/// The queen takes a knight the c6 pawn defends: +300 for the knight, -900 when the pawn takes
/// the queen back, and white has nothing left on d5: -600.
#[test]
fn defended_piece_taken_by_a_more_valuable_one() {
    hand("4k3/8/2p5/3n4/8/8/8/3QK3 w - -", "d1d5", -600);
}

/// A quiet move onto a square the c6 pawn attacks loses the queen: 0 - 900.
#[test]
fn quiet_move_into_a_pawn_attack() {
    hand("4k3/8/2p5/8/8/8/8/3QK3 w - -", "d1d5", -900);
}

/// Doubled rooks against a knight the d8 rook defends. Rxd5 (+300); if Rxd5 (-500), the rook
/// from d1, seen through d2 once the first rook has left, takes back (+500), so black does
/// better not to recapture: +300. Without the rook behind, it would be 300 - 500 = -200.
#[test]
fn rook_behind_rook() {
    hand("3rk3/8/8/3n4/8/8/3R4/3RK3 w - -", "d2d5", 300);
    hand("3rk3/8/8/3n4/8/8/3R4/4K3 w - -", "d2d5", -200);
}

/// The bishop takes a knight the f6 pawn defends, the queen behind the bishop. Bxe5 (+300),
/// fxe5 (-300), Qxe5 (+100), and black has nothing left: 300 - 300 + 100 = 100, which is what
/// black leaves white by recapturing, better for black than the 300 of letting the knight go.
/// Without the queen: 300 - 300 = 0.
#[test]
fn queen_behind_bishop() {
    hand("4k3/8/5p2/4n3/8/8/1B6/Q3K3 w - -", "b2e5", 100);
    hand("4k3/8/5p2/4n3/8/8/1B6/4K3 w - -", "b2e5", 0);
}

/// Black's rook takes the knight on e2, which only the king defends, while the b5 bishop also
/// attacks e2: the king may not take back into the bishop's attack, so black keeps the knight,
/// +300. Without the bishop the king takes the rook: 300 - 500 = -200.
#[test]
fn king_may_not_recapture_a_defended_square() {
    hand("4r1k1/8/8/1b6/8/8/4N3/4K3 b - -", "e8e2", 300);
    hand("4r1k1/8/8/8/8/8/4N3/4K3 b - -", "e8e2", -200);
}

/// As above, with the defender a queen behind the capturing rook on the e-file: it sees e2 only
/// once the rook has left e7, and that is enough to keep the king off: +300.
#[test]
fn king_may_not_recapture_against_an_x_ray() {
    hand("4q1k1/4r3/8/8/8/8/4N3/4K3 b - -", "e7e2", 300);
}

/// exd6 en passant takes the d5 pawn (+100). The d8 rook could take back (-100), but with the
/// d5 pawn gone the d1 rook sees d6 and would take the rook (+500), so black does not: +100.
/// Were the taken pawn left in the occupancy, the d1 rook would be blocked and the answer 0.
#[test]
fn en_passant_opens_the_file() {
    hand("3rk3/8/8/3pP3/8/8/8/3RK3 w - d6", "e5d6", 100);
}

/// The rook steps from d4 to d3, a square nothing of black's attacks, but leaving d4 opens the
/// file to the rook on d8, which takes it: -500. `see_ge_with` sees d4 in the d8 rook's sight
/// and looks for the attackers.
#[test]
fn leaving_a_square_opens_the_line_behind() {
    hand("3rk3/8/8/8/3R4/8/8/4K3 w - - 0 1", "d4d3", -500);
}

/// exd6 en passant (+100) takes the pawn that kept the rook on d1 off d6, and the rook takes
/// back (-100): 0. Nothing attacked d6 before the capture, and the capturing pawn's square is in
/// no slider's sight: the pawn taken is.
#[test]
fn en_passant_opens_the_line_behind() {
    hand("4k3/8/8/3pP3/8/8/7K/3r4 w - d6 0 1", "e5d6", 0);
}

/// exd6 en passant (+100), cxd6 (-100), and white has nothing else on d6: 0.
#[test]
fn en_passant_recaptured() {
    hand("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6", "e5d6", 0);
}

/// Moves that are not moves: from an empty square, from an enemy piece, onto one's own piece
/// (castling as the king taking its rook). Each is worth 0 at any threshold up to 0.
#[test]
fn non_moves_are_worth_nothing() {
    let board = Board::from_fen("r3k2r/8/8/3q4/8/8/8/R3K2R w KQkq -").unwrap();
    let guards = board.guards();
    for mv in ["d4d5", "d5d1", "e1h1", "e1a1", "a1e1"] {
        let mv: Move = board.parse_uci(mv).unwrap();
        assert_eq!(board.see(mv), 0, "{mv:?}");
        assert!(board.see_ge(mv, 0) && board.see_ge_with(&guards, mv, 0), "{mv:?}");
        assert!(!board.see_ge(mv, 1) && !board.see_ge_with(&guards, mv, 1), "{mv:?}");
    }
}
