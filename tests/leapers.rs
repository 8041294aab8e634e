//! Knight and pawn tables and their set-wise calculations, and the pawn shield, against
//! coordinate references.

mod common;

use bbgen::Color::{self, Black, White};
use bbgen::Square::{self, *};
use bbgen::{Bitboard, bitboard};
use common::{Rng, at, bit, coords, pawn_attacks};

bbgen::knight_attacks!();
bbgen::pawn_attacks!(white);
bbgen::pawn_attacks!(black, elem = Bitboard);
bbgen::pawn_pushes!(white);
bbgen::pawn_pushes!(black, elem = Bitboard);
bbgen::pawn_shield!(white);
bbgen::pawn_shield!(black);

fn random_sets() -> Vec<u64> {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let mut sets = vec![0, u64::MAX];
    sets.extend((0..3000).map(|i| rng.sparse(1 + i % 4)));
    sets
}

fn union(set: u64, each: impl Fn(Square) -> u64) -> u64 {
    Bitboard(set).into_iter().fold(0, |acc, sq| acc | each(sq))
}

#[test]
fn knight_table_and_calculation_match_the_reference() {
    for sq in Square::ALL {
        assert_eq!(knight_attacks(sq), common::knight_attacks(sq), "{sq}");
    }
    for set in random_sets() {
        assert_eq!(knight_attacks_set(set), union(set, common::knight_attacks), "{:?}", Bitboard(set));
    }
    assert_eq!(KNIGHT_ATTACKS.iter().map(|s| s.count_ones()).sum::<u32>(), 336);
}

#[test]
fn knight_public_vectors() {
    assert_eq!(knight_attacks(A1), 0x20400);
    assert_eq!(knight_attacks(G1), 0xA01000);
    assert_eq!(knight_attacks(D4), 0x142200221400);
    assert_eq!(knight_attacks(H8), 0x20400000000000);
}

#[test]
fn pawn_attacks_match_the_reference_for_both_colours() {
    for sq in Square::ALL {
        assert_eq!(pawn_attacks_white(sq), pawn_attacks(White, sq), "{sq}");
        assert_eq!(pawn_attacks_black(sq), Bitboard(pawn_attacks(Black, sq)), "{sq}");
    }
    for set in random_sets() {
        assert_eq!(pawn_attacks_white_set(set), union(set, |sq| pawn_attacks(White, sq)));
        assert_eq!(pawn_attacks_black_set(Bitboard(set)), Bitboard(union(set, |sq| pawn_attacks(Black, sq))));
    }
    assert_eq!(pawn_attacks_white(E4), 0x2800000000);
    assert_eq!(pawn_attacks_white(A2), 0x20000);
    assert_eq!(pawn_attacks_black(E5), Bitboard(0x28000000));
    assert_eq!(pawn_attacks_black(H7), Bitboard(0x400000000000));
}

/// Push targets of one pawn: one step ahead if empty, and from the home rank a second step if
/// both are empty.
fn pushes(color: Color, sq: Square, empty: u64) -> (u64, u64) {
    let (f, r) = coords(sq);
    let (dr, home) = if color == White { (1, 1) } else { (-1, 6) };
    let Some(one) = at(f, r + dr).filter(|&s| empty & bit(s) != 0) else {
        return (0, 0);
    };
    let two = at(f, r + 2 * dr).filter(|&s| r == home && empty & bit(s) != 0).map_or(0, bit);
    (bit(one), two)
}

#[test]
fn pawn_pushes_match_the_reference_on_every_square_and_occupancy() {
    for sq in Square::ALL {
        let (one, two) = pushes(White, sq, u64::MAX);
        assert_eq!(pawn_pushes_white(sq), one | two, "{sq}");
        let (one, two) = pushes(Black, sq, u64::MAX);
        assert_eq!(pawn_pushes_black(sq), Bitboard(one | two), "{sq}");
    }
    let sets = random_sets();
    for (pawns, empty) in sets.iter().zip(sets.iter().rev()) {
        let (pawns, empty) = (*pawns, *empty);
        let white = |part: fn((u64, u64)) -> u64| union(pawns, |sq| part(pushes(White, sq, empty)));
        let black = |part: fn((u64, u64)) -> u64| union(pawns, |sq| part(pushes(Black, sq, empty)));
        assert_eq!(pawn_pushes_white_single(pawns, empty), white(|p| p.0));
        assert_eq!(pawn_pushes_white_double(pawns, empty), white(|p| p.1));
        assert_eq!(pawn_pushes_black_single(Bitboard(pawns), Bitboard(empty)), Bitboard(black(|p| p.0)));
        assert_eq!(pawn_pushes_black_double(Bitboard(pawns), Bitboard(empty)), Bitboard(black(|p| p.1)));
    }
    assert_eq!(pawn_pushes_white(E2), E3.bitboard().0 | E4.bitboard().0);
    assert_eq!(pawn_pushes_black(E7), E6.bitboard() | E5.bitboard());
    assert_eq!(pawn_pushes_white(E8), 0);
}

#[test]
fn pawn_shield_matches_the_reference_on_every_square() {
    for king in Square::ALL {
        let (f, r) = coords(king);
        let wing: &[i32] = match f {
            0..=2 => &[0, 1, 2],
            5..=7 => &[5, 6, 7],
            _ => &[],
        };
        for (color, table) in [(White, pawn_shield_white(king)), (Black, pawn_shield_black(king))] {
            let dr = if color == White { 1 } else { -1 };
            let expected = wing
                .iter()
                .flat_map(|&file| [at(file, r + dr), at(file, r + 2 * dr)])
                .flatten()
                .fold(0, |set, sq| set | bit(sq));
            assert_eq!(table, expected, "{color:?} king on {king}");
        }
    }
}

#[test]
fn pawn_shield_public_vector_and_mirror() {
    let page_diagram = bitboard! {
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . 1 1 1
        . . . . . 1 1 1
        . . . . . . . .
    };
    for king in [F1, G1, H1] {
        assert_eq!(pawn_shield_white(king), 0xE0E000);
        assert_eq!(pawn_shield_white(king), page_diagram.0);
    }
    for king in Square::ALL {
        let mirrored = Square::new(king as u8 ^ 56).unwrap();
        assert_eq!(pawn_shield_black(mirrored), pawn_shield_white(king).swap_bytes(), "{king}");
    }
}
