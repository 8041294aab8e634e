//! The four lines through a king and the distant-check test in every variant, full lines, rays,
//! the runtime's lines and in-between sets, and attacks by piece through the 0x88 table, against
//! coordinate references.

mod common;

use bbgen::Color::{Black, White};
use bbgen::Square::{self, *};
use bbgen::{Bitboard, Color, Piece, Role};
use common::{Rng, at, bit, coords, king_attacks, piece_attacks};

bbgen::king_lines!();
bbgen::full_line!();
bbgen::ray!(elem = Bitboard);
bbgen::attacked_by_piece!();

/// Every square collinear with `sq` along `(df, dr)`, `sq` included.
fn line(sq: Square, (df, dr): (i32, i32)) -> u64 {
    let (f, r) = coords(sq);
    (-7..=7).filter_map(|k| at(f + k * df, r + k * dr)).fold(0, |set, s| set | bit(s))
}

/// The distant-check directions of a king on `king` with `pattern`, by checking for each line
/// whether every square of the pattern lies on it.
fn dir_set(king: Square, pattern: u64) -> u32 {
    [(1, 0), (0, 1), (1, 1), (-1, 1)]
        .iter()
        .enumerate()
        .filter(|&(_, &step)| Bitboard(pattern).into_iter().all(|s| line(king, step) & bit(s) != 0))
        .map(|(i, _)| 1 << i)
        .sum()
}

/// Every subset of `set`, by counting through its bits.
fn subsets(set: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        next = (current != set).then(|| (current.wrapping_sub(set)) & set);
        Some(current)
    })
}

#[test]
fn lines_match_the_reference_on_every_square() {
    for sq in Square::ALL {
        let lines = king_lines(sq);
        assert_eq!(lines.rank, line(sq, (1, 0)), "{sq}");
        assert_eq!(lines.file, line(sq, (0, 1)), "{sq}");
        assert_eq!(lines.diagonal, line(sq, (1, 1)), "{sq}");
        assert_eq!(lines.anti_diagonal, line(sq, (-1, 1)), "{sq}");
        assert_eq!(std::ptr::from_ref(lines) as usize % 16, 0, "{sq} is not 16-byte aligned");
    }
}

#[test]
fn every_dir_set_variant_agrees_for_every_king_square_and_escape_subset() {
    let mut cases = 0;
    for king in Square::ALL {
        for escapes in subsets(king_attacks(king)) {
            let pattern = escapes | bit(king);
            let expected = dir_set(king, pattern);
            assert_eq!(king_lines_dir_set_branching(pattern, king), expected, "branching {king} {pattern:#x}");
            assert_eq!(king_lines_dir_set_branchless(pattern, king), expected, "branchless {king} {pattern:#x}");
            assert_eq!(king_lines_dir_set(pattern, king), expected, "dispatch {king} {pattern:#x}");
            if let Some(sse41) = king_lines_dir_set_sse41(pattern, king) {
                assert_eq!(sse41, expected, "sse4.1 {king} {pattern:#x}");
            }
            cases += 1;
        }
    }
    // 4 corners with 3 neighbours, 24 edge squares with 5, 36 inner squares with 8.
    assert_eq!(cases, 4 * 8 + 24 * 32 + 36 * 256);
}

#[test]
#[cfg(target_arch = "x86_64")]
fn sse41_runs_wherever_the_cpu_has_it() {
    let available = cfg!(target_feature = "sse4.1") || std::arch::is_x86_feature_detected!("sse4.1");
    assert_eq!(king_lines_dir_set_sse41(bit(G1), G1).is_some(), available);
}

#[test]
fn the_c_precedence_trap_is_not_the_meaning() {
    // In C, `pattern & rankBits[sq] == pattern` is `pattern & (rankBits[sq] == pattern)`: with
    // escapes on the rank only, that reads 0 where the meaning is 1.
    let pattern = bit(F1) | bit(G1) | bit(H1);
    let c_reading = pattern & u64::from(king_lines(G1).rank == pattern);
    assert_eq!(c_reading, 0);
    assert_eq!(king_lines_dir_set(pattern, G1), 1);
    assert_eq!(king_lines_dir_set(bit(G1), G1), 15);
}

#[test]
fn full_lines_and_rays_match_the_reference_on_all_pairs() {
    for a in Square::ALL {
        for b in Square::ALL {
            let (fa, ra) = coords(a);
            let (fb, rb) = coords(b);
            let (df, dr) = (fb - fa, rb - ra);
            let aligned = a != b && (df == 0 || dr == 0 || df.abs() == dr.abs());
            let step = (df.signum(), dr.signum());
            let expected_line = if aligned { line(a, step) } else { 0 };
            let expected_ray = if aligned {
                (1..8).filter_map(|k| at(fa + k * step.0, ra + k * step.1)).fold(0, |s, t| s | bit(t))
            } else {
                0
            };
            assert_eq!(full_line(a, b), expected_line, "line {a}-{b}");
            assert_eq!(ray(a, b), Bitboard(expected_ray), "ray {a}-{b}");
            // The runtime's own, whichever methods its features choose.
            assert_eq!(bbgen::attacks::line(a, b), Bitboard(expected_line), "the runtime's line {a}-{b}");
            assert_eq!(bbgen::attacks::between(a, b), Bitboard(common::between(a, b)), "between {a}-{b}");
        }
    }
    assert_eq!(full_line(C3, E5), 0x8040_2010_0804_0201);
    assert_eq!(ray(B2, D4), Bitboard(0x8040_2010_0804_0000));
}

#[test]
fn attacked_by_piece_agrees_with_walking_attacks() {
    let pieces: Vec<Piece> =
        Role::ALL.into_iter().flat_map(|role| [White, Black].map(|color: Color| Piece::new(color, role))).collect();
    let mut rng = Rng(0x853C_49E6_748F_EA9B);
    let occupancies: Vec<u64> = (0..40).map(|i| rng.sparse(1 + i % 3)).chain([0, u64::MAX]).collect();
    for from in Square::ALL {
        for &occupancy in &occupancies {
            for &piece in &pieces {
                let attacks = piece_attacks(piece, from, occupancy);
                for to in Square::ALL {
                    let expected = attacks & bit(to) != 0;
                    assert_eq!(
                        is_attacked_by_piece(from, to, piece, occupancy),
                        expected,
                        "{piece:?} on {from} to {to}, occupancy {occupancy:#x}"
                    );
                }
            }
        }
    }
}
