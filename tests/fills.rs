//! Set-wise fills, spans and pawn structure against square-by-square references.

mod common;

use bbgen::Color::{self, Black, White};
use bbgen::Square::{self, *};
use bbgen::fill::{self, Direction};
use bbgen::{Bitboard, Board, Role};
use common::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS, Rng, at, bit, coords, king_attacks, king_catches, slide};

fn squares(set: u64) -> impl Iterator<Item = Square> {
    Bitboard(set).into_iter()
}

/// King-step distances from `from` inside `path`, by breadth-first search: `None` where
/// unreachable.
fn distances(from: u64, path: u64) -> [Option<usize>; 64] {
    let mut distance = [None; 64];
    let mut frontier: Vec<Square> = squares(from & path).collect();
    for &sq in &frontier {
        distance[sq.index()] = Some(0);
    }
    let mut d = 0;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for sq in frontier {
            for to in squares(king_attacks(sq) & path) {
                if distance[to.index()].is_none() {
                    distance[to.index()] = Some(d);
                    next.push(to);
                }
            }
        }
        frontier = next;
    }
    distance
}

fn random_cases() -> Vec<(u64, u64, u64)> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    (0..3000)
        .map(|i| {
            let path = !rng.sparse(1 + i % 3);
            (
                bit(Square::ALL[rng.next() as usize % 64]),
                rng.sparse(5) | bit(Square::ALL[rng.next() as usize % 64]),
                path,
            )
        })
        .collect()
}

#[test]
fn connectivity_matches_breadth_first_search() {
    for (from, to, path) in random_cases() {
        let distance = distances(from, path);
        let expected = from & path != 0 && squares(to & path).any(|sq| distance[sq.index()].is_some());
        assert_eq!(fill::squares_are_connected(from, to, path), expected, "{from:#x} {to:#x} {path:#x}");
    }
}

#[test]
fn shortest_paths_are_the_squares_on_some_shortest_path() {
    for (from, to, path) in random_cases() {
        let forward = distances(from, path);
        let length = squares(to & path).filter_map(|sq| forward[sq.index()]).min();
        let paths = fill::all_shortest_paths(from, to, path);
        let Some(length) = length else {
            assert_eq!(paths, None, "{from:#x} {to:#x} {path:#x}");
            continue;
        };
        let paths = paths.unwrap();
        assert_eq!(paths.moves(), length);
        // Squares reached by the ends that are at the shortest length from `from`.
        let ends: u64 =
            squares(to & path).filter(|sq| forward[sq.index()] == Some(length)).fold(0, |s, sq| s | bit(sq));
        let backward = distances(ends, path);
        for (i, &frontier) in paths.frontiers().iter().enumerate() {
            let expected = Square::ALL
                .into_iter()
                .filter(|sq| forward[sq.index()] == Some(i) && backward[sq.index()] == Some(length - i))
                .fold(0, |s, sq| s | bit(sq));
            assert_eq!(frontier, expected, "frontier {i} of {from:#x} {to:#x} {path:#x}");
        }
    }
}

#[test]
fn flood_fill_public_vectors() {
    let paths = fill::all_shortest_paths(bit(E4), bit(A1) | bit(H8), u64::MAX).unwrap();
    assert_eq!(paths.len(), 5);
    assert_eq!(paths.frontiers(), [0x10000000, 0x3008080000, 0x600000040400, 0xC0000000000202, 0x8000000000000001]);
    let page_path = 0xC03C_023C_4080_403F;
    assert!(fill::squares_are_connected(bit(A1), bit(H8), page_path));
    assert!(!fill::squares_are_connected(bit(A1), bit(H8), page_path & !bit(B6)));
    assert!(!fill::squares_are_connected(bit(A1), bit(H8), 0));
}

#[test]
fn king_knight_and_slider_fills() {
    let mut rng = Rng(0x1F83_D9AB_FB41_BD6B);
    for i in 0..2000 {
        let (set, occupied) = (rng.sparse(2 + i % 3), rng.sparse(1 + i % 3));
        let union = |f: &dyn Fn(Square) -> u64| squares(set).fold(0, |s, sq| s | f(sq));
        assert_eq!(fill::king_fill(set), set | union(&king_attacks));
        assert_eq!(fill::knight_fill(set), set | union(&common::knight_attacks));
        assert_eq!(
            fill::rook_fill(set, !occupied),
            set | union(&|sq| slide(sq, &ROOK_DIRECTIONS, occupied) & !occupied)
        );
        assert_eq!(
            fill::bishop_fill(set, !occupied),
            set | union(&|sq| slide(sq, &BISHOP_DIRECTIONS, occupied) & !occupied)
        );
        assert_eq!(fill::rook_attacks(set, !occupied), union(&|sq| slide(sq, &ROOK_DIRECTIONS, occupied)));
        assert_eq!(fill::bishop_attacks(set, !occupied), union(&|sq| slide(sq, &BISHOP_DIRECTIONS, occupied)));
    }
    for direction in Direction::ALL {
        assert_eq!(fill::occluded(0, u64::MAX, direction), 0);
    }
}

#[test]
fn knight_distance_matches_the_reference_on_all_pairs() {
    for a in Square::ALL {
        for b in Square::ALL {
            assert_eq!(
                fill::knight_distance(bit(a), bit(b)),
                Some(u32::from(common::knight_distance(a, b))),
                "{a}-{b}"
            );
        }
    }
    assert_eq!(fill::knight_distance(0, bit(A1)), None);
}

/// The squares strictly ahead of `sq` on its file, for pawns of `color`.
fn ahead(color: Color, sq: Square) -> u64 {
    let (f, r) = coords(sq);
    let dr = if color == White { 1 } else { -1 };
    (1..8).filter_map(|k| at(f, r + k * dr)).fold(0, |s, t| s | bit(t))
}

#[test]
fn spans_and_pawn_structure_match_square_by_square_definitions() {
    let mut rng = Rng(0x6A09_E667_F3BC_C908);
    for i in 0..3000 {
        let (ours, theirs) =
            (rng.sparse(2 + i % 3) & 0x00FF_FFFF_FFFF_FF00, rng.sparse(2 + i % 3) & 0x00FF_FFFF_FFFF_FF00);
        for color in [White, Black] {
            let front: u64 = squares(ours).fold(0, |s, sq| s | ahead(color, sq));
            assert_eq!(fill::front_span(color, ours), front);
            let beside = |sq: Square, df: i32| {
                let (f, r) = coords(sq);
                at(f + df, r).map_or(0, |s| ahead(color, s))
            };
            let attack: u64 = squares(ours).fold(0, |s, sq| s | beside(sq, -1) | beside(sq, 1));
            assert_eq!(fill::attack_span(color, ours), attack);
            let stoppers = |sq: Square| ahead(color, sq) | beside(sq, -1) | beside(sq, 1);
            let passed = squares(ours).filter(|&sq| stoppers(sq) & theirs == 0).fold(0, |s, sq| s | bit(sq));
            assert_eq!(fill::passed_pawns(color, ours, theirs), passed, "{color:?} {ours:#x} {theirs:#x}");
            let enemy = !color;
            let ranks = if color == White { 3..6 } else { 2..5 };
            let outposts = Square::ALL
                .into_iter()
                .filter(|&sq| ranks.contains(&coords(sq).1))
                .filter(|&sq| {
                    squares(theirs).all(|p| {
                        let (pf, pr) = coords(p);
                        let (f, r) = coords(sq);
                        let toward = if enemy == White { r > pr } else { r < pr };
                        !((pf - f).abs() == 1 && toward)
                    })
                })
                .fold(0, |s, sq| s | bit(sq));
            assert_eq!(fill::outposts(color, theirs), outposts, "{color:?} {theirs:#x}");
        }
    }
}

#[test]
fn unstoppable_passers_follow_the_rule_of_the_square() {
    let mut rng = Rng(0xBB67_AE85_84CA_A73B);
    for _ in 0..2000 {
        let passers = rng.sparse(3) & 0x00FF_FFFF_FFFF_FF00;
        let king = Square::ALL[rng.next() as usize % 64];
        for (color, to_move) in [(White, White), (White, Black), (Black, White), (Black, Black)] {
            let expected = squares(passers & !bit(king))
                .filter(|&p| !king_catches(!color, to_move, king, p))
                .fold(0, |s, sq| s | bit(sq));
            let got = fill::unstoppable_passers(color, passers & !bit(king), king, to_move);
            assert_eq!(got, expected, "{color:?} passers {passers:#x}, king {king}, {to_move:?} to move");
        }
    }
}

#[test]
fn nonsliding_targets_are_the_union_of_each_pieces_moves() {
    let mut rng = Rng(0x3C6E_F372_FE94_F82B);
    let mut board = Board::startpos();
    for _ in 0..400 {
        let us = board.side_to_move();
        let own = board.color(us).0;
        let empty = !board.occupied().0;
        let pieces = |role| board.pieces(us, role).0;
        let king: u64 = squares(pieces(Role::King)).fold(0, |s, sq| s | (king_attacks(sq) & !own));
        let knight: u64 = squares(pieces(Role::Knight)).fold(0, |s, sq| s | (common::knight_attacks(sq) & !own));
        let pawn: u64 = squares(pieces(Role::Pawn)).fold(0, |s, sq| {
            let (f, r) = coords(sq);
            let (dr, home) = if us == White { (1, 1) } else { (-1, 6) };
            let one = at(f, r + dr).map_or(0, bit) & empty;
            let two = if r == home && one != 0 { at(f, r + 2 * dr).map_or(0, bit) & empty } else { 0 };
            s | one | two | (common::pawn_attacks(us, sq) & board.color(!us).0)
        });
        assert_eq!(board.nonsliding_targets(Role::King).0, king, "{board}");
        assert_eq!(board.nonsliding_targets(Role::Knight).0, knight, "{board}");
        assert_eq!(board.nonsliding_targets(Role::Pawn).0, pawn, "{board}");
        let moves = board.legal_moves();
        if moves.is_empty() {
            board = Board::startpos();
        } else {
            board.play(moves[rng.next() as usize % moves.len()]);
        }
    }
}
