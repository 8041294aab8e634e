//! Distance tables in both layouts against coordinate and breadth-first references.

mod common;

use bbgen::Square::{self, *};
use common::{coords, knight_distance};

bbgen::distance!(chebyshev, rectangular);
bbgen::distance!(manhattan, rectangular);
bbgen::distance!(knight, rectangular);
bbgen::distance!(chebyshev, x88, name = CHEBYSHEV_X88);
bbgen::distance!(manhattan, x88, name = MANHATTAN_X88);
bbgen::distance!(knight, x88, name = KNIGHT_X88);

fn chebyshev(a: Square, b: Square) -> u8 {
    let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
    (fa - fb).abs().max((ra - rb).abs()) as u8
}

fn manhattan(a: Square, b: Square) -> u8 {
    let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
    ((fa - fb).abs() + (ra - rb).abs()) as u8
}

fn is_corner(sq: Square) -> bool {
    matches!(sq, A1 | H1 | A8 | H8)
}

#[test]
fn every_metric_and_layout_matches_the_reference_on_all_pairs() {
    for a in Square::ALL {
        for b in Square::ALL {
            assert_eq!(distance_chebyshev(a, b), chebyshev(a, b), "{a}-{b}");
            assert_eq!(chebyshev_x88(a, b), chebyshev(a, b), "{a}-{b}");
            assert_eq!(distance_manhattan(a, b), manhattan(a, b), "{a}-{b}");
            assert_eq!(manhattan_x88(a, b), manhattan(a, b), "{a}-{b}");
            assert_eq!(distance_knight(a, b), knight_distance(a, b), "{a}-{b}");
        }
    }
}

#[test]
fn knight_distance_by_difference_differs_only_between_a_corner_and_its_diagonal_neighbour() {
    let mut differing = Vec::new();
    for a in Square::ALL {
        for b in Square::ALL {
            if knight_x88(a, b) != distance_knight(a, b) {
                differing.push((a, b));
                assert_eq!((knight_x88(a, b), distance_knight(a, b)), (2, 4), "{a}-{b}");
                assert!(is_corner(a) || is_corner(b), "{a}-{b}");
                assert_eq!(chebyshev(a, b), 1, "{a}-{b}");
            }
        }
    }
    assert_eq!(differing.len(), 8, "{differing:?}");
}

#[test]
fn public_knight_distances() {
    assert_eq!(distance_knight(A1, H8), 6);
    assert_eq!(distance_knight(A1, B2), 4);
    assert_eq!(distance_knight(C3, D4), 2);
    assert_eq!(distance_knight(E4, E4), 0);
    assert_eq!(size_of_val(&DISTANCE_KNIGHT), 4096);
    assert_eq!(size_of_val(&KNIGHT_X88), 240);
}
