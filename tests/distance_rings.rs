//! `distance_ring!`: every square and every distance against a reference written from the
//! definition in coordinates, distances past the board, and vectors checked by hand.

mod common;

use bbgen::Square::{self, *};
use bbgen::{Bitboard, bitboard};
use common::{bit, coords, king_attacks};

bbgen::distance_ring!();

mod tailored {
    bbgen::distance_ring!(name = RING, vis = pub(crate), elem = Bitboard);
}

/// The squares whose larger coordinate difference from `from` is exactly `d`.
fn ring(from: Square, d: u8) -> u64 {
    let (f, r) = coords(from);
    Square::ALL
        .into_iter()
        .filter(|&s| {
            let (sf, sr) = coords(s);
            (sf - f).abs().max((sr - r).abs()) == i32::from(d)
        })
        .fold(0, |set, s| set | bit(s))
}

#[test]
fn every_square_and_distance_matches_the_reference() {
    for sq in Square::ALL {
        for d in 0..8 {
            assert_eq!(distance_ring(sq, d), ring(sq, d), "{sq} {d}");
            assert_eq!(DISTANCE_RING[sq as usize][usize::from(d)], ring(sq, d), "{sq} {d}");
            assert_eq!(tailored::ring(sq, d), Bitboard(ring(sq, d)), "{sq} {d}");
        }
    }
}

#[test]
fn distances_past_the_board_hold_no_square() {
    for sq in Square::ALL {
        for d in 8..=u8::MAX {
            assert_eq!(distance_ring(sq, d), 0, "{sq} {d}");
            assert_eq!(tailored::ring(sq, d), Bitboard(0), "{sq} {d}");
        }
    }
}

#[test]
fn the_rings_of_a_square_part_the_board() {
    for sq in Square::ALL {
        let rings: Vec<u64> = (0..8).map(|d| distance_ring(sq, d)).collect();
        assert_eq!(rings.iter().fold(0, |all, r| all | r), u64::MAX, "{sq}");
        assert_eq!(rings.iter().map(|r| r.count_ones()).sum::<u32>(), 64, "{sq}");
        assert_eq!(rings[0], bit(sq), "{sq}");
        assert_eq!(rings[1], king_attacks(sq), "{sq}");
    }
}

#[test]
fn hand_checked_vectors() {
    const TWO_FROM_D4: Bitboard = bitboard! {
        . . . . . . . .
        . . . . . . . .
        . 1 1 1 1 1 . .
        . 1 . . . 1 . .
        . 1 . . . 1 . .
        . 1 . . . 1 . .
        . 1 1 1 1 1 . .
        . . . . . . . .
    };
    assert_eq!(distance_ring(D4, 2), TWO_FROM_D4.0);
    assert_eq!(distance_ring(D4, 0), D4.bitboard().0);
    // From a corner the last ring is the far rank and file.
    assert_eq!(distance_ring(A1, 7), 0xFF80_8080_8080_8080);
    assert_eq!(distance_ring(H8, 1), G8.bitboard().0 | G7.bitboard().0 | H7.bitboard().0);
    // From e4 the farthest squares, 4 away, are the a-file and the eighth rank.
    assert_eq!(distance_ring(E4, 4), 0xFF01_0101_0101_0101);
    assert_eq!(distance_ring(E4, 5), 0);
}

#[test]
fn accessors_work_in_constants() {
    const ONE_FROM_A1: u64 = distance_ring(A1, 1);
    const FAR: Bitboard = tailored::ring(A1, 200);
    assert_eq!(ONE_FROM_A1, 0x302);
    assert_eq!(FAR, Bitboard(0));
}
