//! `king_moore!`: the table and the set-wise calculation against a coordinate reference.

mod common;

use bbgen::Square::{self, *};
use bbgen::{Bitboard, king_moore};
use common::{Rng, bit, king_attacks};

king_moore!();

mod tailored {
    bbgen::king_moore!(name = KING_ATTACKS, vis = pub(crate), elem = Bitboard);
}

#[test]
fn table_matches_the_reference_on_every_square() {
    for sq in Square::ALL {
        assert_eq!(KING_MOORE[sq as usize], king_attacks(sq), "{sq}");
        assert_eq!(king_moore(sq), king_attacks(sq), "{sq}");
        assert_eq!(tailored::king_attacks(sq), Bitboard(king_attacks(sq)), "{sq}");
    }
}

#[test]
fn set_wise_calculation_agrees_with_the_table_on_every_square() {
    for sq in Square::ALL {
        assert_eq!(king_moore_set(bit(sq)), KING_MOORE[sq as usize], "{sq}");
        assert_eq!(tailored::king_attacks_set(sq.bitboard()), tailored::KING_ATTACKS[sq as usize], "{sq}");
    }
}

#[test]
fn set_wise_calculation_is_the_union_over_any_set_of_kings() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut sets = vec![0, u64::MAX];
    sets.extend((0..4000).map(|i| rng.sparse(1 + i % 4)));
    for set in sets {
        let union = Bitboard(set).into_iter().fold(0, |acc, sq| acc | king_attacks(sq));
        assert_eq!(king_moore_set(set), union, "{:?}", Bitboard(set));
    }
}

#[test]
fn public_vectors() {
    assert_eq!(king_moore(G2), 0xE0A0E0);
    assert_eq!(king_moore(A1), 0x302);
    assert_eq!(king_moore(E4), 0x3828380000);
    assert_eq!(king_moore(H8), 0x40C0000000000000);
    assert_eq!(KING_MOORE.iter().map(|set| set.count_ones()).sum::<u32>(), 420);
}

#[test]
fn accessors_work_in_constants() {
    const G2_ATTACKS: u64 = king_moore(G2);
    const FROM_SET: Bitboard = tailored::king_attacks_set(Bitboard(0x81));
    assert_eq!(G2_ATTACKS, 0xE0A0E0);
    assert_eq!(FROM_SET, Bitboard(0xC342));
}
