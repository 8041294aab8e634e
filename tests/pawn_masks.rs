//! `pawn_mask!`: every kind, both colours and the adjacent files, on every square, against
//! references written from the definitions in coordinates, plus vectors checked by hand.

mod common;

use bbgen::Color::{self, Black, White};
use bbgen::Square::{self, *};
use bbgen::{Bitboard, bitboard};
use common::{at, bit, coords, pawn_attacks};

bbgen::pawn_mask!(white, front_file);
bbgen::pawn_mask!(black, front_file);
bbgen::pawn_mask!(white, passed);
bbgen::pawn_mask!(black, passed);
bbgen::pawn_mask!(white, attack_span);
bbgen::pawn_mask!(black, attack_span);
bbgen::pawn_mask!(white, connected);
bbgen::pawn_mask!(black, connected);
bbgen::pawn_mask!(adjacent);

mod tailored {
    bbgen::pawn_mask!(black, passed, name = BLACK_PASSED, vis = pub(crate), elem = Bitboard);
    bbgen::pawn_mask!(adjacent, name = ISOLATED, elem = Bitboard);
}

/// The squares whose `(file, rank)` satisfy `keep`.
fn squares_where(keep: impl Fn(i32, i32) -> bool) -> u64 {
    Square::ALL.into_iter().filter(|&s| keep(coords(s).0, coords(s).1)).fold(0, |set, s| set | bit(s))
}

/// Whether `rank` is strictly ahead of `pawn_rank` for a pawn of `color`.
fn is_ahead(color: Color, pawn_rank: i32, rank: i32) -> bool {
    if color == White { rank > pawn_rank } else { rank < pawn_rank }
}

fn front_file(color: Color, pawn: Square) -> u64 {
    let (pf, pr) = coords(pawn);
    squares_where(|f, r| f == pf && is_ahead(color, pr, r))
}

fn passed(color: Color, pawn: Square) -> u64 {
    let (pf, pr) = coords(pawn);
    squares_where(|f, r| (f - pf).abs() <= 1 && is_ahead(color, pr, r))
}

fn attack_span(color: Color, pawn: Square) -> u64 {
    let (pf, pr) = coords(pawn);
    squares_where(|f, r| (f - pf).abs() == 1 && is_ahead(color, pr, r))
}

fn adjacent(pawn: Square) -> u64 {
    let (pf, _) = coords(pawn);
    squares_where(|f, _| (f - pf).abs() == 1)
}

/// The squares from which a pawn of `color` defends `pawn` or the square just ahead of it: those
/// whose own pawn attacks reach either. Nothing on ranks 1 and 8.
fn connected(color: Color, pawn: Square) -> u64 {
    let (pf, pr) = coords(pawn);
    if pr == 0 || pr == 7 {
        return 0;
    }
    let ahead = at(pf, if color == White { pr + 1 } else { pr - 1 }).map_or(0, bit);
    let guarded = bit(pawn) | ahead;
    Square::ALL.into_iter().filter(|&s| pawn_attacks(color, s) & guarded != 0).fold(0, |set, s| set | bit(s))
}

#[test]
fn every_kind_matches_its_reference_on_every_square_for_both_colours() {
    for sq in Square::ALL {
        assert_eq!(pawn_mask_front_file_white(sq), front_file(White, sq), "{sq}");
        assert_eq!(pawn_mask_front_file_black(sq), front_file(Black, sq), "{sq}");
        assert_eq!(pawn_mask_passed_white(sq), passed(White, sq), "{sq}");
        assert_eq!(pawn_mask_passed_black(sq), passed(Black, sq), "{sq}");
        assert_eq!(pawn_mask_attack_span_white(sq), attack_span(White, sq), "{sq}");
        assert_eq!(pawn_mask_attack_span_black(sq), attack_span(Black, sq), "{sq}");
        assert_eq!(pawn_mask_connected_white(sq), connected(White, sq), "{sq}");
        assert_eq!(pawn_mask_connected_black(sq), connected(Black, sq), "{sq}");
        assert_eq!(pawn_mask_adjacent(sq), adjacent(sq), "{sq}");
        assert_eq!(PAWN_MASK_PASSED_WHITE[sq as usize], passed(White, sq), "{sq}");
        assert_eq!(tailored::black_passed(sq), Bitboard(passed(Black, sq)), "{sq}");
        assert_eq!(tailored::isolated(sq), Bitboard(adjacent(sq)), "{sq}");
    }
}

#[test]
fn black_masks_mirror_white_ones() {
    for sq in Square::ALL {
        let mirrored = Square::ALL[sq.index() ^ 56];
        assert_eq!(pawn_mask_passed_black(mirrored), pawn_mask_passed_white(sq).swap_bytes(), "{sq}");
        assert_eq!(pawn_mask_front_file_black(mirrored), pawn_mask_front_file_white(sq).swap_bytes(), "{sq}");
        assert_eq!(pawn_mask_attack_span_black(mirrored), pawn_mask_attack_span_white(sq).swap_bytes(), "{sq}");
        assert_eq!(pawn_mask_connected_black(mirrored), pawn_mask_connected_white(sq).swap_bytes(), "{sq}");
    }
}

#[test]
fn hand_checked_vectors() {
    // A white pawn on e4 is passed when nothing stands in the block d5-f8.
    const D5_TO_F8: Bitboard = bitboard! {
        . . . 1 1 1 . .
        . . . 1 1 1 . .
        . . . 1 1 1 . .
        . . . 1 1 1 . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    };
    assert_eq!(pawn_mask_passed_white(E4), D5_TO_F8.0);
    // The same block without the e-file, and the e-file alone.
    assert_eq!(pawn_mask_attack_span_white(E4), D5_TO_F8.0 & !0x1010_1010_1010_1010);
    assert_eq!(pawn_mask_front_file_white(E4), E5.bitboard().0 | E6.bitboard().0 | E7.bitboard().0 | E8.bitboard().0);
    // A black pawn on e7 looks down the e-file to e1.
    assert_eq!(pawn_mask_front_file_black(E7), 0x0000_1010_1010_1010);
    // A black pawn on a2 has only b1 in its attack span, a1 and b1 in its passed mask.
    assert_eq!(pawn_mask_attack_span_black(A2), B1.bitboard().0);
    assert_eq!(pawn_mask_passed_black(A2), A1.bitboard().0 | B1.bitboard().0);
    // White pawns on d3 and f3 defend e4; on d4 and f4 they stand beside it.
    assert_eq!(pawn_mask_connected_white(E4), [D3, F3, D4, F4].iter().fold(0, |set, s| set | s.bitboard().0));
    // Black pawns on c7 and e7 defend d6; on c6 and e6 they stand beside it.
    assert_eq!(pawn_mask_connected_black(D6), [C7, E7, C6, E6].iter().fold(0, |set, s| set | s.bitboard().0));
    // On the a-file only the b-file is beside; on the h-file only the g-file.
    assert_eq!(pawn_mask_connected_white(A2), B1.bitboard().0 | B2.bitboard().0);
    assert_eq!(pawn_mask_adjacent(A5), 0x0202_0202_0202_0202);
    assert_eq!(pawn_mask_adjacent(H1), 0x4040_4040_4040_4040);
    assert_eq!(pawn_mask_adjacent(E4), 0x2828_2828_2828_2828);
    // Nothing ahead of a pawn on its last rank, and no connected mask on ranks 1 and 8.
    for sq in [A8, E8, H8] {
        assert_eq!(pawn_mask_passed_white(sq) | pawn_mask_front_file_white(sq), 0, "{sq}");
    }
    for sq in Square::ALL.into_iter().filter(|sq| matches!(coords(*sq).1, 0 | 7)) {
        assert_eq!(pawn_mask_connected_white(sq) | pawn_mask_connected_black(sq), 0, "{sq}");
    }
}

#[test]
fn accessors_work_in_constants() {
    const PASSED_E4: u64 = pawn_mask_passed_white(E4);
    const ISOLATED_A2: Bitboard = tailored::isolated(A2);
    assert_eq!(PASSED_E4, 0x3838_3838_0000_0000);
    assert_eq!(ISOLATED_A2, Bitboard(0x0202_0202_0202_0202));
}
