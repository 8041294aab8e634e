//! `caughtable!`: all four `[king colour][side to move]` cases and the combined table, for every
//! king square and pawn square, against the rule of the square walked out pawn move by pawn move.

mod common;

use bbgen::Color::{self, Black, White};
use bbgen::Square::{self, *};
use bbgen::{Bitboard, caughtable};
use common::{bit, caughtable as reference};

caughtable!(white, wtm);
caughtable!(white, btm);
caughtable!(black, wtm);
caughtable!(black, btm);
caughtable!(all);

mod tailored {
    bbgen::caughtable!(all, name = RULE_OF_THE_SQUARE, elem = Bitboard, vis = pub(super));
}

type Case = (Color, Color, fn(Square) -> u64);

const CASES: [Case; 4] = [
    (White, White, caughtable_white_wtm),
    (White, Black, caughtable_white_btm),
    (Black, White, caughtable_black_wtm),
    (Black, Black, caughtable_black_btm),
];

#[test]
fn every_case_matches_the_rule_of_the_square_on_every_square() {
    for (king_color, to_move, single) in CASES {
        for king in Square::ALL {
            let expected = reference(king_color, to_move, king);
            let context = format!("{king_color:?} king on {king}, {to_move:?} to move");
            assert_eq!(single(king), expected, "{context}");
            assert_eq!(caughtable(king_color, to_move, king), expected, "{context}");
            assert_eq!(tailored::rule_of_the_square(king_color, to_move, king), Bitboard(expected), "{context}");
        }
    }
}

#[test]
fn moving_first_never_shrinks_the_area() {
    for king in Square::ALL {
        assert_eq!(caughtable_black_wtm(king) & !caughtable_black_btm(king), 0, "{king}");
        assert_eq!(caughtable_white_btm(king) & !caughtable_white_wtm(king), 0, "{king}");
    }
}

#[test]
fn public_vectors() {
    assert_eq!(caughtable_black_wtm(G5), 0x0000_00B8_FCFE_FE00);
    assert_eq!(caughtable_black_btm(G5), 0x0000_F8BC_FEFF_FF00);
    // The King Pattern page's drawing also sets the king's square and rank 1.
    assert_eq!(caughtable_black_wtm(G5) | bit(G5) | 0xFF, 0x0000_00F8_FCFE_FEFF);
}

#[test]
fn white_cases_mirror_black_cases() {
    let mirror = |set: u64| set.swap_bytes();
    let flip = |sq: Square| Square::new(sq as u8 ^ 56).unwrap();
    for king in Square::ALL {
        assert_eq!(caughtable_white_btm(flip(king)), mirror(caughtable_black_wtm(king)), "{king}");
        assert_eq!(caughtable_white_wtm(flip(king)), mirror(caughtable_black_btm(king)), "{king}");
    }
}
