//! `king_zone!`: Stockfish 11's king ring and Ethereal's king area for both colours, on every
//! square, against references written from the definitions in coordinates, plus vectors checked
//! by hand.

mod common;

use bbgen::Color::{self, Black, White};
use bbgen::Square::{self, *};
use bbgen::{Bitboard, bitboard};
use common::{at, bit, coords, king_attacks};

bbgen::king_zone!(ring);
bbgen::king_zone!(white, area);
bbgen::king_zone!(black, area);

mod tailored {
    bbgen::king_zone!(ring, name = KING_RING, vis = pub(crate), elem = Bitboard);
    bbgen::king_zone!(black, area, name = BLACK_AREA, elem = Bitboard);
}

/// The squares of `set`, each moved by `(df, dr)`; those that leave the board are dropped.
fn moved(set: u64, df: i32, dr: i32) -> u64 {
    Square::ALL
        .into_iter()
        .filter(|&s| set & bit(s) != 0)
        .filter_map(|s| at(coords(s).0 + df, coords(s).1 + dr))
        .fold(0, |out, s| out | bit(s))
}

/// Stockfish 11: the king's square clamped to files b-g and ranks 2-7, with its king attacks.
fn ring(king: Square) -> u64 {
    let (f, r) = coords(king);
    let clamped = at(f.clamp(1, 6), r.clamp(1, 6)).unwrap();
    king_attacks(clamped) | bit(clamped)
}

/// Ethereal: the king attacks, the king's square and the king attacks one rank forward; on the
/// a-file that whole mask again one file towards h, on the h-file one file towards a.
fn area(color: Color, king: Square) -> u64 {
    let forward = if color == White { 1 } else { -1 };
    let mask = king_attacks(king) | bit(king) | moved(king_attacks(king), 0, forward);
    match coords(king).0 {
        0 => mask | moved(mask, 1, 0),
        7 => mask | moved(mask, -1, 0),
        _ => mask,
    }
}

#[test]
fn every_zone_matches_its_reference_on_every_square() {
    for sq in Square::ALL {
        assert_eq!(king_zone_ring(sq), ring(sq), "{sq}");
        assert_eq!(king_zone_area_white(sq), area(White, sq), "{sq}");
        assert_eq!(king_zone_area_black(sq), area(Black, sq), "{sq}");
        assert_eq!(KING_ZONE_RING[sq as usize], ring(sq), "{sq}");
        assert_eq!(tailored::king_ring(sq), Bitboard(ring(sq)), "{sq}");
        assert_eq!(tailored::black_area(sq), Bitboard(area(Black, sq)), "{sq}");
    }
}

#[test]
fn every_ring_holds_nine_squares_and_the_king_with_its_neighbours() {
    for sq in Square::ALL {
        assert_eq!(king_zone_ring(sq).count_ones(), 9, "{sq}");
        // The king's own square and its neighbours lie in the ring, wherever it is.
        assert_eq!(king_zone_ring(sq) & (king_attacks(sq) | bit(sq)), king_attacks(sq) | bit(sq), "{sq}");
    }
}

#[test]
fn black_areas_mirror_white_ones() {
    for sq in Square::ALL {
        let mirrored = Square::ALL[sq.index() ^ 56];
        assert_eq!(king_zone_area_black(mirrored), king_zone_area_white(sq).swap_bytes(), "{sq}");
    }
}

#[test]
fn hand_checked_vectors() {
    // Ethereal's area of a white king on a1: a1-b2 and the rank ahead, a3-b3, then all that once
    // more one file towards h: a1-c3.
    const A1_TO_C3: Bitboard = bitboard! {
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 1 1 . . . . .
        1 1 1 . . . . .
        1 1 1 . . . . .
    };
    assert_eq!(king_zone_area_white(A1), A1_TO_C3.0);
    // A black king on a1 has nothing below the first rank: a1-b2 and one file towards h.
    assert_eq!(king_zone_area_black(A1), 0x0707);
    // A white king on e4: d3-f5 and the rank above it, d6-f6.
    assert_eq!(king_zone_area_white(E4), 0x0000_3838_3838_0000);
    // A black king on h8: g7-h8 and g6-h6, then f6-f8 beside.
    assert_eq!(king_zone_area_black(H8), 0xE0E0_E000_0000_0000);
    // Stockfish's ring of a king on a1 is that of b2; on h8 that of g7; on e4 its own.
    assert_eq!(king_zone_ring(A1), A1_TO_C3.0);
    assert_eq!(king_zone_ring(H8), 0xE0E0_E000_0000_0000);
    assert_eq!(king_zone_ring(E4), 0x0000_0038_3838_0000);
    assert_eq!(king_zone_ring(G1), 0x00E0_E0E0);
}

#[test]
fn accessors_work_in_constants() {
    const RING_G1: u64 = king_zone_ring(G1);
    const AREA_G8: Bitboard = tailored::black_area(G8);
    assert_eq!(RING_G1, 0x00E0_E0E0);
    assert_eq!(AREA_G8, Bitboard(0xE0E0_E000_0000_0000));
}
