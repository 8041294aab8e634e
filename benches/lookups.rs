//! Lookups and calculations against cozy-chess and chess in the same run: leapers, in-between,
//! distant-check directions, sliders, attackers, and flood fills; a move's threat changes
//! against the recount they replace; a move played with its threat changes recorded; and a
//! move's policy output against Lc0's own table.
//!
//! ```text
//! RUSTFLAGS="-C llvm-args=-align-loops=64" cargo bench --bench lookups
//! ```
//!
//! The flag starts every loop on a cache line, as `cargo xtask bench-report` builds it: without
//! it, where a short loop happens to fall can move its time by 40%.

mod common;

use std::cell::RefCell;

use bbgen::{Bitboard, Board, Color, Role, Square, ThreatChanges, ThreatPairs, attacks};
use common::{INPUTS, Rng, both};
use criterion::{Criterion, criterion_group, criterion_main};

mod tables {
    bbgen::king_moore!();
    bbgen::knight_attacks!();
    bbgen::king_lines!();
    bbgen::in_between!(rectangular, name = RECTANGULAR);
    bbgen::in_between!(triangular, name = TRIANGULAR);
    bbgen::in_between!(x88, name = X88);
    bbgen::in_between!(calculated, name = CALCULATED);
    bbgen::rook_attacks!(magic, name = ROOK_MAGIC);
    bbgen::rook_attacks!(pext, name = ROOK_PEXT);
    bbgen::rook_attacks!(hyperbola, name = ROOK_HYPERBOLA);
    bbgen::rook_attacks!(kindergarten, name = ROOK_KINDERGARTEN);
    bbgen::rook_attacks!(kogge_stone, name = ROOK_KOGGE_STONE);
    bbgen::rook_attacks!(obstruction, name = ROOK_OBSTRUCTION);
    bbgen::rook_attacks!(table_free, name = ROOK_TABLE_FREE);
    bbgen::bishop_attacks!(magic, name = BISHOP_MAGIC);
    bbgen::bishop_attacks!(pext, name = BISHOP_PEXT);
    bbgen::bishop_attacks!(hyperbola, name = BISHOP_HYPERBOLA);
    bbgen::bishop_attacks!(kindergarten, name = BISHOP_KINDERGARTEN);
    bbgen::bishop_attacks!(kogge_stone, name = BISHOP_KOGGE_STONE);
    bbgen::bishop_attacks!(obstruction, name = BISHOP_OBSTRUCTION);
    bbgen::bishop_attacks!(table_free, name = BISHOP_TABLE_FREE);
    bbgen::bishop_attacks!(vector, name = BISHOP_VECTOR);
    bbgen::nnue_threats!(name = SF10, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -);
    bbgen::nnue_threats!(name = SF10_LOOKUP, rank = lookup, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -);
    bbgen::nnue_threats!(name = SF_CURRENT, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -);
    bbgen::policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip);
}

// Each library reads inputs of its own types, converted before timing starts.

fn sq(i: u8) -> Square {
    Square::ALL[usize::from(i)]
}

fn cozy_sq(i: u8) -> cozy_chess::Square {
    cozy_chess::Square::index(usize::from(i))
}

fn chess_sq(i: u8) -> chess::Square {
    chess::ALL_SQUARES[usize::from(i)]
}

fn convert<I: Copy, O>(inputs: &[I], f: impl Fn(I) -> O) -> Vec<O> {
    inputs.iter().map(|&i| f(i)).collect()
}

fn leapers(c: &mut Criterion) {
    let mut rng = Rng(1);
    let squares: Vec<u8> = (0..INPUTS).map(|_| rng.square()).collect();
    let (ours, cozy, chess) = (convert(&squares, sq), convert(&squares, cozy_sq), convert(&squares, chess_sq));
    let mut group = c.benchmark_group("king");
    both(&mut group, "bbgen", &ours, tables::king_moore);
    both(&mut group, "cozy-chess", &cozy, |s| cozy_chess::get_king_moves(s).0);
    both(&mut group, "chess", &chess, |s| chess::get_king_moves(s).0);
    group.finish();
    let mut group = c.benchmark_group("knight");
    both(&mut group, "bbgen", &ours, tables::knight_attacks);
    both(&mut group, "cozy-chess", &cozy, |s| cozy_chess::get_knight_moves(s).0);
    both(&mut group, "chess", &chess, |s| chess::get_knight_moves(s).0);
    group.finish();
}

fn in_between(c: &mut Criterion) {
    let mut rng = Rng(2);
    let pairs: Vec<(u8, u8)> = (0..INPUTS).map(|_| (rng.square(), rng.square())).collect();
    let ours = convert(&pairs, |(a, b)| (sq(a), sq(b)));
    let cozy = convert(&pairs, |(a, b)| (cozy_sq(a), cozy_sq(b)));
    let chess = convert(&pairs, |(a, b)| (chess_sq(a), chess_sq(b)));
    let mut group = c.benchmark_group("in_between");
    both(&mut group, "bbgen rectangular", &ours, |(a, b)| tables::rectangular(a, b));
    both(&mut group, "bbgen triangular", &ours, |(a, b)| tables::triangular(a, b));
    both(&mut group, "bbgen x88", &ours, |(a, b)| tables::x88(a, b));
    both(&mut group, "bbgen calculated", &ours, |(a, b)| tables::calculated(a, b));
    both(&mut group, "cozy-chess", &cozy, |(a, b)| cozy_chess::get_between_rays(a, b).0);
    both(&mut group, "chess", &chess, |(a, b)| chess::between(a, b).0);
    group.finish();
}

fn dir_set(c: &mut Criterion) {
    let mut rng = Rng(3);
    let inputs: Vec<(Square, u64)> = (0..INPUTS)
        .map(|_| {
            let king = sq(rng.square());
            let escapes = tables::king_moore(king) & rng.next() & rng.next();
            (king, escapes | king.bitboard().0)
        })
        .collect();
    let mut group = c.benchmark_group("dir_set");
    both(&mut group, "bbgen branching", &inputs, |(k, p)| tables::king_lines_dir_set_branching(p, k));
    both(&mut group, "bbgen branchless", &inputs, |(k, p)| tables::king_lines_dir_set_branchless(p, k));
    both(&mut group, "bbgen sse4.1", &inputs, |(k, p)| tables::king_lines_dir_set_sse41(p, k).unwrap_or(0));
    both(&mut group, "bbgen dispatch", &inputs, |(k, p)| tables::king_lines_dir_set(p, k));
    group.finish();
}

fn sliders(c: &mut Criterion) {
    let mut rng = Rng(4);
    let inputs: Vec<(u8, u64)> = (0..INPUTS).map(|_| (rng.square(), rng.occupancy())).collect();
    let ours = convert(&inputs, |(s, o)| (sq(s), o));
    let cozy = convert(&inputs, |(s, o)| (cozy_sq(s), cozy_chess::BitBoard(o)));
    let chess = convert(&inputs, |(s, o)| (chess_sq(s), chess::BitBoard(o)));
    let mut group = c.benchmark_group("rook");
    both(&mut group, "bbgen magic", &ours, |(s, o)| tables::rook_magic(s, o));
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    both(&mut group, "bbgen pext", &ours, |(s, o)| tables::rook_pext(s, o));
    both(&mut group, "bbgen hyperbola", &ours, |(s, o)| tables::rook_hyperbola(s, o));
    both(&mut group, "bbgen kindergarten", &ours, |(s, o)| tables::rook_kindergarten(s, o));
    both(&mut group, "bbgen kogge_stone", &ours, |(s, o)| tables::rook_kogge_stone(s, o));
    both(&mut group, "bbgen obstruction", &ours, |(s, o)| tables::rook_obstruction(s, o));
    both(&mut group, "bbgen table_free", &ours, |(s, o)| tables::rook_table_free(s, o));
    both(&mut group, "cozy-chess", &cozy, |(s, o)| cozy_chess::get_rook_moves(s, o).0);
    both(&mut group, "chess", &chess, |(s, o)| chess::get_rook_moves(s, o).0);
    group.finish();
    let mut group = c.benchmark_group("bishop");
    both(&mut group, "bbgen magic", &ours, |(s, o)| tables::bishop_magic(s, o));
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    both(&mut group, "bbgen pext", &ours, |(s, o)| tables::bishop_pext(s, o));
    both(&mut group, "bbgen hyperbola", &ours, |(s, o)| tables::bishop_hyperbola(s, o));
    both(&mut group, "bbgen kindergarten", &ours, |(s, o)| tables::bishop_kindergarten(s, o));
    both(&mut group, "bbgen kogge_stone", &ours, |(s, o)| tables::bishop_kogge_stone(s, o));
    both(&mut group, "bbgen obstruction", &ours, |(s, o)| tables::bishop_obstruction(s, o));
    both(&mut group, "bbgen table_free", &ours, |(s, o)| tables::bishop_table_free(s, o));
    both(&mut group, "bbgen vector", &ours, |(s, o)| tables::bishop_vector(s, o));
    both(&mut group, "cozy-chess", &cozy, |(s, o)| cozy_chess::get_bishop_moves(s, o).0);
    both(&mut group, "chess", &chess, |(s, o)| chess::get_bishop_moves(s, o).0);
    group.finish();
}

/// Positions from random play, as FEN, so every library reads the same ones.
fn positions() -> Vec<String> {
    let mut rng = Rng(5);
    let mut out = Vec::new();
    let mut board = Board::startpos();
    while out.len() < 64 {
        let moves = board.legal_moves();
        if moves.is_empty() || board.halfmove_clock() > 60 {
            board = Board::startpos();
            continue;
        }
        board.play(moves[rng.next() as usize % moves.len()]);
        out.push(board.to_string());
    }
    out
}

/// Whether White attacks a square, by cozy-chess's primitives in the formulation of bbgen's
/// `is_attacked`: one pawn lookup, for the attacking side, and one mask by its colour at the end.
fn cozy_white_attacks(board: &cozy_chess::Board, sq: cozy_chess::Square) -> bool {
    use cozy_chess::{Color as C, Piece as P};
    let occupied = board.occupied();
    let queens = board.pieces(P::Queen);
    let attackers = (cozy_chess::get_pawn_attacks(sq, C::Black) & board.pieces(P::Pawn))
        | (cozy_chess::get_knight_moves(sq) & board.pieces(P::Knight))
        | (cozy_chess::get_king_moves(sq) & board.pieces(P::King))
        | (cozy_chess::get_bishop_moves(sq, occupied) & (board.pieces(P::Bishop) | queens))
        | (cozy_chess::get_rook_moves(sq, occupied) & (board.pieces(P::Rook) | queens));
    !(attackers & board.colors(C::White)).is_empty()
}

/// Attackers of a square by chess's primitives.
fn chess_attackers(board: &chess::Board, sq: chess::Square) -> u64 {
    use chess::{Color as C, Piece as P};
    let occupied = *board.combined();
    let pieces = |p| *board.pieces(p);
    let diagonal = pieces(P::Bishop) | pieces(P::Queen);
    let straight = pieces(P::Rook) | pieces(P::Queen);
    let pawns = |c| pieces(P::Pawn) & *board.color_combined(c);
    ((chess::get_pawn_attacks(sq, C::White, !chess::EMPTY) & pawns(C::Black))
        | (chess::get_pawn_attacks(sq, C::Black, !chess::EMPTY) & pawns(C::White))
        | (chess::get_knight_moves(sq) & pieces(P::Knight))
        | (chess::get_king_moves(sq) & pieces(P::King))
        | (chess::get_bishop_moves(sq, occupied) & diagonal)
        | (chess::get_rook_moves(sq, occupied) & straight))
        .0
}

/// Whether White attacks a square, by chess's primitives, formulated as [`cozy_white_attacks`].
fn chess_white_attacks(board: &chess::Board, sq: chess::Square) -> bool {
    use chess::{Color as C, Piece as P};
    let occupied = *board.combined();
    let pieces = |p| *board.pieces(p);
    let queens = pieces(P::Queen);
    let attackers = (chess::get_pawn_attacks(sq, C::Black, !chess::EMPTY) & pieces(P::Pawn))
        | (chess::get_knight_moves(sq) & pieces(P::Knight))
        | (chess::get_king_moves(sq) & pieces(P::King))
        | (chess::get_bishop_moves(sq, occupied) & (pieces(P::Bishop) | queens))
        | (chess::get_rook_moves(sq, occupied) & (pieces(P::Rook) | queens));
    (attackers & *board.color_combined(C::White)).0 != 0
}

/// bbgen's attackers of a square as `Board::attackers_to` computes them, with the two slider
/// lookups passed in: what the sliders cost within the super-piece, measured by swapping them.
fn attackers_with(
    board: &Board,
    sq: Square,
    rook: impl Fn(Square, u64) -> u64,
    bishop: impl Fn(Square, u64) -> u64,
) -> u64 {
    let occupied = board.occupied().0;
    let diagonal = (board.role(Role::Bishop) | board.role(Role::Queen)).0;
    let straight = (board.role(Role::Rook) | board.role(Role::Queen)).0;
    let king = attacks::king(sq);
    // As in `attackers_to`: where the target has gathers, this keeps the loop scalar.
    #[cfg(target_feature = "avx2")]
    assert!(!king.is_empty(), "a king attacks at least three squares");
    let leapers = (attacks::pawn(Color::White, sq) & board.pieces(Color::Black, Role::Pawn))
        | (attacks::pawn(Color::Black, sq) & board.pieces(Color::White, Role::Pawn))
        | (attacks::knight(sq) & board.role(Role::Knight))
        | (king & board.role(Role::King));
    leapers.0 | (bishop(sq, occupied) & diagonal) | (rook(sq, occupied) & straight)
}

/// The empty-board rays of a rook and of a bishop on each square.
static RAYS: [[u64; 2]; 64] = {
    let mut rays = [[0; 2]; 64];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        rays[i] = [attacks::rook_rays(sq).0, attacks::bishop_rays(sq).0];
        i += 1;
    }
    rays
};

/// A rook's empty-board rays in place of its lookup: one read that ignores the occupancy, as
/// cheap as a slider lookup can be.
fn rook_rays(sq: Square, _: u64) -> u64 {
    RAYS[sq as usize][0]
}

/// A bishop's empty-board rays, as [`rook_rays`].
fn bishop_rays(sq: Square, _: u64) -> u64 {
    RAYS[sq as usize][1]
}

fn attackers(c: &mut Criterion) {
    let fens = positions();
    let ours: Vec<Board> = fens.iter().map(|f| Board::from_fen(f).unwrap()).collect();
    let cozy: Vec<cozy_chess::Board> = fens.iter().map(|f| cozy_chess::Board::from_fen(f, false).unwrap()).collect();
    let chess: Vec<chess::Board> = fens.iter().map(|f| f.parse().unwrap()).collect();
    let mut rng = Rng(6);
    let inputs: Vec<(u8, u8)> = (0..INPUTS).map(|_| ((rng.next() % 64) as u8, rng.square())).collect();
    let ours_in = convert(&inputs, |(p, s)| (&ours[usize::from(p)], sq(s)));
    let cozy_in = convert(&inputs, |(p, s)| (&cozy[usize::from(p)], cozy_sq(s)));
    let chess_in = convert(&inputs, |(p, s)| (&chess[usize::from(p)], chess_sq(s)));
    // The formulations are timed only once they are seen to answer the same on every input.
    for ((&(ours, s), &(cozy, cs)), &(chess, hs)) in ours_in.iter().zip(&cozy_in).zip(&chess_in) {
        let (attackers, attacked) = (ours.attackers_to(s, ours.occupied()).0, ours.is_attacked(s, Color::White));
        assert_eq!(
            (common::cozy_attackers(cozy, cs), chess_attackers(chess, hs)),
            (attackers, attackers),
            "{ours} {s}"
        );
        assert_eq!((cozy_white_attacks(cozy, cs), chess_white_attacks(chess, hs)), (attacked, attacked), "{ours} {s}");
    }
    let (runtime_rook, runtime_bishop) =
        (|s, o| attacks::rook(s, Bitboard(o)).0, |s, o| attacks::bishop(s, Bitboard(o)).0);
    for &(board, s) in &ours_in {
        let runtime = board.attackers_to(s, board.occupied()).0;
        assert_eq!(attackers_with(board, s, runtime_rook, runtime_bishop), runtime, "{board} {s}");
        assert_eq!(attackers_with(board, s, tables::rook_magic, runtime_bishop), runtime, "{board} {s}");
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
        assert_eq!(attackers_with(board, s, tables::rook_pext, tables::bishop_pext), runtime, "{board} {s}");
    }
    let mut group = c.benchmark_group("attackers");
    both(&mut group, "bbgen", &ours_in, |(board, s)| board.attackers_to(s, board.occupied()).0);
    // What bounds the attackers (BENCHMARKS.md): the two slider lookups as reads that ignore the
    // occupancy, the floor of any lookup; the runtime's bishop with a rook magic of 810 KiB,
    // beyond the runtime's footprint; and, where the target has BMI2, PEXT for both sliders. The
    // goals count only the row named "bbgen".
    both(&mut group, "bbgen, sliders as rays", &ours_in, |(board, s)| attackers_with(board, s, rook_rays, bishop_rays));
    both(&mut group, "bbgen, rook magic", &ours_in, |(board, s)| {
        attackers_with(board, s, tables::rook_magic, runtime_bishop)
    });
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    both(&mut group, "bbgen, pext sliders", &ours_in, |(board, s)| {
        attackers_with(board, s, tables::rook_pext, tables::bishop_pext)
    });
    both(&mut group, "cozy-chess", &cozy_in, |(board, s)| common::cozy_attackers(board, s));
    both(&mut group, "chess", &chess_in, |(board, s)| chess_attackers(board, s));
    group.finish();
    let mut group = c.benchmark_group("is_attacked");
    both(&mut group, "bbgen", &ours_in, |(board, s)| board.is_attacked(s, Color::White) as u64);
    both(&mut group, "cozy-chess", &cozy_in, |(board, s)| cozy_white_attacks(board, s) as u64);
    both(&mut group, "chess", &chess_in, |(board, s)| chess_white_attacks(board, s) as u64);
    group.finish();
}

fn fills(c: &mut Criterion) {
    let mut rng = Rng(7);
    let inputs: Vec<(u8, u8, u64)> =
        (0..INPUTS).map(|_| (rng.square(), rng.square(), !(rng.next() & rng.next()))).collect();
    let mut group = c.benchmark_group("flood_fill");
    both(&mut group, "bbgen squares_are_connected", &inputs, |(a, b, path)| {
        bbgen::fill::squares_are_connected(1 << a, 1 << b, path) as u64
    });
    both(&mut group, "bbgen all_shortest_paths", &inputs, |(a, b, path)| {
        bbgen::fill::all_shortest_paths(1 << a, 1 << b, path).map_or(0, |p| p.len() as u64)
    });
    group.finish();
}

/// A move's threat changes, from `Board::threat_changes` and by recounting the threats of the
/// boards before and after, on the same 4,096 legal moves of positions from random play.
fn threats(c: &mut Criterion) {
    let mut rng = Rng(9);
    let mut moves: Vec<(Board, bbgen::Move)> = Vec::new();
    let mut board = Board::startpos();
    while moves.len() < INPUTS {
        let legal = board.legal_moves();
        if legal.is_empty() || board.halfmove_clock() > 60 {
            board = Board::startpos();
            continue;
        }
        moves.extend(legal.iter().map(|&mv| (board, mv)).take(INPUTS - moves.len()));
        board.play(legal[rng.next() as usize % legal.len()]);
    }
    let inputs: Vec<u16> = (0..INPUTS as u16).collect();
    let mut group = c.benchmark_group("threat_changes");
    both(&mut group, "bbgen threat_changes", &inputs, |i| {
        let (board, mv) = &moves[usize::from(i)];
        common::threat_changes(board, *mv)
    });
    both(&mut group, "bbgen recount", &inputs, |i| {
        let (board, mv) = &moves[usize::from(i)];
        common::threat_recount(board, *mv)
    });
    group.finish();
}

/// A move played with its threat changes recorded, on copies of the boards of the threat stream
/// (the moves `cargo xtask threat-cost` counts): the move alone, then with Stockfish's current
/// map's pairs and with every pair, one record reused from move to move as a search reuses it.
fn threat_record(c: &mut Criterion) {
    let stream: Vec<(Board, bbgen::Move)> = common::threat_stream()
        .into_iter()
        .flat_map(|(board, moves)| moves.into_iter().map(move |mv| (board, mv)))
        .collect();
    let inputs: Vec<u16> = (0..INPUTS).map(|i| (i % stream.len()) as u16).collect();
    let changes = RefCell::new(ThreatChanges::new());
    let lengths = |changes: &ThreatChanges| (changes.added().len() << 8 | changes.removed().len()) as u64;
    let mut group = c.benchmark_group("threat_record");
    both(&mut group, "bbgen copy+play_unchecked", &inputs, |i| {
        let (mut board, mv) = stream[usize::from(i)];
        board.play_unchecked(mv);
        board.hash() ^ lengths(&changes.borrow())
    });
    both(&mut group, "bbgen copy+play_unchecked_with_threats sf_current", &inputs, |i| {
        let (mut board, mv) = stream[usize::from(i)];
        let mut changes = changes.borrow_mut();
        board.play_unchecked_with_threats(mv, &tables::SF_CURRENT_PAIRS, &mut changes);
        board.hash() ^ lengths(&changes)
    });
    both(&mut group, "bbgen copy+play_unchecked_with_threats all", &inputs, |i| {
        let (mut board, mv) = stream[usize::from(i)];
        let mut changes = changes.borrow_mut();
        board.play_unchecked_with_threats(mv, &ThreatPairs::ALL, &mut changes);
        board.hash() ^ lengths(&changes)
    });
    both(&mut group, "bbgen copy+threat_changes", &inputs, |i| {
        let (board, mv) = &stream[usize::from(i)];
        common::threat_changes(board, *mv)
    });
    group.finish();
}

/// The threat-feature index of Stockfish's SFNNv10 map, its target ranked by a popcount of the
/// attacks (9,792 bytes of tables) and by Stockfish's table of ranks (52,800), on the threats of
/// positions from random play seen from either side.
fn threat_index(c: &mut Criterion) {
    let mut rng = Rng(13);
    let mut threats = Vec::new();
    let mut board = Board::startpos();
    while threats.len() < INPUTS {
        let legal = board.legal_moves();
        if legal.is_empty() || board.halfmove_clock() > 60 {
            board = Board::startpos();
            continue;
        }
        for threat in board.threats() {
            let perspective = if rng.next() & 1 == 0 { Color::White } else { Color::Black };
            threats.push((perspective, threat, board.king(perspective)));
        }
        board.play(legal[rng.next() as usize % legal.len()]);
    }
    threats.truncate(INPUTS);
    let mut group = c.benchmark_group("threat_index");
    both(&mut group, "bbgen popcount", &threats, |(p, t, k)| {
        tables::sf10(p, t.attacker, t.from, t.attacked, t.to, k).unwrap_or(0)
    });
    both(&mut group, "bbgen lookup", &threats, |(p, t, k)| {
        tables::sf10_lookup(p, t.attacker, t.from, t.attacked, t.to, k).unwrap_or(0)
    });
    group.finish();
}

/// Lc0's own way to a move's policy output: a table of 16,384 outputs, filled at start-up from
/// its list of moves, read at a packed key of the move as the side to move sees it (ranks flipped
/// for Black): `promotion * 4096 + from * 64 + to`, the promotion numbered knight (or none) 0,
/// queen 1, rook 2, bishop 3. The list is written here from the rules Lc0's follows.
struct Lc0Table(Vec<u16>);

impl Lc0Table {
    fn new() -> Lc0Table {
        let mut table = vec![0; 4 * 64 * 64];
        let mut next = 0;
        let (file, rank) = (|sq: usize| (sq % 8) as i32, |sq: usize| (sq / 8) as i32);
        for from in 0..64 {
            for to in (0..64).filter(|&to| to != from) {
                let (df, dr) = ((file(from) - file(to)).abs(), (rank(from) - rank(to)).abs());
                if df == 0 || dr == 0 || df == dr || df * dr == 2 {
                    table[from * 64 + to] = next;
                    next += 1;
                }
            }
        }
        for from in 48..56 {
            for to in (from + 7..=from + 9).filter(|&to| (file(to) - file(from)).abs() <= 1) {
                for promotion in 1..4 {
                    table[promotion * 4096 + from * 64 + to] = next;
                    next += 1;
                }
            }
        }
        assert_eq!(next, 1858);
        Lc0Table(table)
    }

    #[inline]
    fn output(&self, board: &Board, mv: bbgen::Move) -> u16 {
        let flip = if board.side_to_move() == Color::Black { 56 } else { 0 };
        let promotion = match mv.promotion {
            Some(Role::Queen) => 1,
            Some(Role::Rook) => 2,
            Some(Role::Bishop) => 3,
            _ => 0,
        };
        self.0[promotion * 4096 + (mv.from as usize ^ flip) * 64 + (mv.to as usize ^ flip)]
    }
}

/// A move's output in Lc0's policy map, by `policy_index!`'s `lc0(board, mv)` (792 bytes of
/// tables) and by Lc0's own table (32 KiB), over the legal moves of the positions of [`positions`].
fn policy_index(c: &mut Criterion) {
    let boards: Vec<Board> = positions().iter().map(|fen| Board::from_fen(fen).unwrap()).collect();
    let all: Vec<(u16, bbgen::Move)> = boards
        .iter()
        .enumerate()
        .flat_map(|(i, board)| board.legal_moves().into_iter().map(move |mv| (i as u16, mv)))
        .collect();
    let moves: Vec<(u16, bbgen::Move)> = all.iter().copied().cycle().take(INPUTS).collect();
    let lc0 = Lc0Table::new();
    for &(i, mv) in &all {
        let board = &boards[usize::from(i)];
        assert_eq!(u32::from(lc0.output(board, mv)), tables::lc0(board, mv), "{board} {mv:?}");
    }
    let inputs: Vec<u16> = (0..INPUTS as u16).collect();
    let mut group = c.benchmark_group("policy_index");
    both(&mut group, "bbgen lc0(board, mv)", &inputs, |i| {
        let (board, mv) = &moves[usize::from(i)];
        tables::lc0(&boards[usize::from(*board)], *mv)
    });
    both(&mut group, "Lc0's table", &inputs, |i| {
        let (board, mv) = &moves[usize::from(i)];
        lc0.output(&boards[usize::from(*board)], *mv)
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = leapers, in_between, dir_set, sliders, attackers, fills, threats, threat_record, threat_index, policy_index
}
criterion_main!(benches);
