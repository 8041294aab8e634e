//! `in_between!`: every layout, both `to` semantics and both element types, on all 4,096 pairs.

mod common;

use bbgen::Square::{self, *};
use bbgen::index::{triangular_entry, triangular_index, x88_diff};
use bbgen::{Bitboard, in_between};
use common::{between, bit};

mod rectangular {
    bbgen::in_between!(rectangular);
}
mod triangular {
    bbgen::in_between!(triangular);
}
mod x88 {
    bbgen::in_between!(x88);
}
mod calculated {
    bbgen::in_between!(calculated);
}
mod inclusive {
    bbgen::in_between!(rectangular, name = RECTANGULAR, to = inclusive, elem = Bitboard);
    bbgen::in_between!(triangular, name = TRIANGULAR, to = inclusive, elem = Bitboard);
    bbgen::in_between!(x88, name = X88, to = inclusive, elem = Bitboard);
    bbgen::in_between!(calculated, name = CALCULATED, to = inclusive, elem = Bitboard);
}

in_between!(x88, name = X88_BITBOARD, elem = bbgen::Bitboard, to = exclusive);

type Exclusive = fn(Square, Square) -> u64;
type Inclusive = fn(Square, Square) -> Bitboard;

const EXCLUSIVE: [(&str, Exclusive); 4] = [
    ("rectangular", rectangular::in_between),
    ("triangular", triangular::in_between),
    ("x88", x88::in_between),
    ("calculated", calculated::in_between),
];

const INCLUSIVE: [(&str, Inclusive); 4] = [
    ("rectangular", inclusive::rectangular),
    ("triangular", inclusive::triangular),
    ("x88", inclusive::x88),
    ("calculated", inclusive::calculated),
];

#[test]
fn every_layout_matches_the_reference_on_all_pairs() {
    for a in Square::ALL {
        for b in Square::ALL {
            let expected = between(a, b);
            for (layout, f) in EXCLUSIVE {
                assert_eq!(f(a, b), expected, "{layout} {a}-{b}");
            }
            assert_eq!(x88_bitboard(a, b), Bitboard(expected), "x88 as Bitboard {a}-{b}");
        }
    }
}

#[test]
fn inclusive_adds_the_second_square_for_every_pair() {
    for a in Square::ALL {
        for b in Square::ALL {
            let expected = Bitboard(between(a, b) | bit(b));
            for (layout, f) in INCLUSIVE {
                assert_eq!(f(a, b), expected, "{layout} {a}-{b}");
            }
        }
    }
}

#[test]
fn public_vectors() {
    let vectors = [
        (C3, F6, 0x1008000000),
        (A1, H8, 0x40201008040200),
        (H1, A8, 0x2040810204000),
        (B1, B8, 0x2020202020200),
        (A4, H4, 0x7E000000),
        (C1, A3, 0x200),
        (E1, G1, 0x20),
        (B1, D1, 0x4),
        (A1, B3, 0),
        (E4, E4, 0),
    ];
    for (a, b, expected) in vectors {
        for (layout, f) in EXCLUSIVE {
            assert_eq!(f(a, b), expected, "{layout} {a}-{b}");
            assert_eq!(f(b, a), expected, "{layout} {b}-{a}");
        }
    }
}

#[test]
fn layouts_have_the_documented_sizes() {
    assert_eq!(size_of_val(&rectangular::IN_BETWEEN), 32768);
    assert_eq!(size_of_val(&triangular::IN_BETWEEN), 16640);
    assert_eq!(size_of_val(&x88::IN_BETWEEN), 1920);
}

#[test]
fn triangular_index_vectors_and_bijection() {
    let sq = |i: u8| Square::new(i).unwrap();
    let vectors = [
        ((0, 0), 0),
        ((0, 1), 1),
        ((1, 1), 2),
        ((1, 2), 4),
        ((18, 45), 1053),
        ((0, 63), 2016),
        ((62, 63), 2078),
        ((63, 63), 2079),
    ];
    for ((a, b), index) in vectors {
        assert_eq!(triangular_index(sq(a), sq(b)), index, "({a}, {b})");
        assert_eq!(triangular_index(sq(b), sq(a)), index, "({b}, {a})");
    }
    let mut seen = vec![false; 2080];
    for a in Square::ALL {
        for b in Square::ALL.into_iter().filter(|&b| b >= a) {
            let index = triangular_index(a, b);
            assert!(!seen[index], "{a} {b} collides at {index}");
            seen[index] = true;
        }
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn triangular_entry_reads_the_entry_of_triangular_index() {
    // Every entry distinct in both halves, so a wrong half or a neighbour's half shows.
    let value = |i: usize| (i as u64 + 1) * 0x0001_0003_0005_0007;
    let mut table = [[0u32; 2]; 2080];
    for (i, halves) in table.iter_mut().enumerate() {
        *halves = [value(i) as u32, (value(i) >> 32) as u32];
    }
    for a in Square::ALL {
        for b in Square::ALL {
            assert_eq!(triangular_entry(&table, a, b), value(triangular_index(a, b)), "({a}, {b})");
        }
    }
}

#[test]
fn x88_difference_vectors_and_the_stored_entry() {
    assert_eq!(x88_diff(A1, H8), 239);
    assert_eq!(x88_diff(H8, A1), 1);
    assert_eq!(x88_diff(A1, A1), 120);
    assert_eq!(x88_diff(E4, E5), 136);
    for a in Square::ALL {
        for b in Square::ALL {
            let (fa, ra) = common::coords(a);
            let (fb, rb) = common::coords(b);
            assert_eq!(x88_diff(a, b) as i32, (rb - ra) * 16 + (fb - fa) + 120, "{a} {b}");
        }
    }
    assert_eq!(x88::IN_BETWEEN[x88_diff(C3, F6)], 0x40200);
}

#[test]
fn clear_paths_agree_with_the_reference_for_many_occupancies() {
    let mut rng = common::Rng(0x2545_F491_4F6C_DD1D);
    let occupancies: Vec<u64> = (0..24).map(|i| rng.sparse(1 + i % 3)).chain([0, u64::MAX]).collect();
    type Clear = fn(Square, Square, u64) -> bool;
    let layouts: [(&str, Clear); 4] = [
        ("rectangular", rectangular::in_between_clear),
        ("triangular", triangular::in_between_clear),
        ("x88", x88::in_between_clear),
        ("calculated", calculated::in_between_clear),
    ];
    type ClearInclusive = fn(Square, Square, Bitboard) -> bool;
    let inclusive: [(&str, ClearInclusive); 4] = [
        ("rectangular", inclusive::rectangular_clear),
        ("triangular", inclusive::triangular_clear),
        ("x88", inclusive::x88_clear),
        ("calculated", inclusive::calculated_clear),
    ];
    for a in Square::ALL {
        for b in Square::ALL {
            for &occupancy in &occupancies {
                let expected = between(a, b) & occupancy == 0;
                for (layout, clear) in layouts {
                    assert_eq!(clear(a, b, occupancy), expected, "{layout} {a}-{b} {occupancy:#x}");
                }
                let expected = (between(a, b) | bit(b)) & occupancy == 0;
                for (layout, clear) in inclusive {
                    assert_eq!(clear(a, b, Bitboard(occupancy)), expected, "inclusive {layout} {a}-{b} {occupancy:#x}");
                }
            }
        }
    }
}
