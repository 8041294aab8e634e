//! The runtime types and shifts against coordinate arithmetic, and the `bitboard!` literal.

mod common;

use bbgen::Square::{self, *};
use bbgen::{Bitboard, Color, ParseSquareError, bitboard, shift};
use common::{at, bit, coords};

#[test]
fn squares_print_and_parse_back() {
    for sq in Square::ALL {
        let name = sq.to_string();
        assert_eq!(name.parse::<Square>(), Ok(sq));
        let (file, rank) = coords(sq);
        assert_eq!(name, format!("{}{}", char::from(b'a' + file as u8), rank + 1));
        assert_eq!((i32::from(sq.file()), i32::from(sq.rank())), (file, rank));
        assert_eq!(Square::from_file_rank(sq.file(), sq.rank()), Some(sq));
        assert_eq!(Square::new(sq as u8), Some(sq));
        assert_eq!(sq.bitboard(), Bitboard(bit(sq)));
    }
    assert_eq!(Square::new(64), None);
    assert_eq!(Square::from_file_rank(0, 8), None);
}

#[test]
fn bad_square_names_say_why() {
    assert_eq!("e".parse::<Square>(), Err(ParseSquareError::Length));
    assert_eq!("e44".parse::<Square>(), Err(ParseSquareError::Length));
    assert_eq!("i4".parse::<Square>(), Err(ParseSquareError::File));
    assert_eq!("E4".parse::<Square>(), Err(ParseSquareError::File));
    assert_eq!("e9".parse::<Square>(), Err(ParseSquareError::Rank));
    assert_eq!("e0".parse::<Square>(), Err(ParseSquareError::Rank));
    assert_eq!("é".parse::<Square>(), Err(ParseSquareError::File));
    assert_eq!(ParseSquareError::Rank.to_string(), "expected a rank digit `1` to `8`");
}

#[test]
fn every_shift_moves_every_square_one_step_or_drops_it() {
    type Shift = fn(u64) -> u64;
    let shifts: [(Shift, i32, i32); 8] = [
        (shift::north, 0, 1),
        (shift::south, 0, -1),
        (shift::east, 1, 0),
        (shift::west, -1, 0),
        (shift::north_east, 1, 1),
        (shift::north_west, -1, 1),
        (shift::south_east, 1, -1),
        (shift::south_west, -1, -1),
    ];
    for (step, df, dr) in shifts {
        for sq in Square::ALL {
            let (f, r) = coords(sq);
            let expected = at(f + df, r + dr).map_or(0, bit);
            assert_eq!(step(bit(sq)), expected, "({df}, {dr}) from {sq}");
        }
        // A shift of a set is the union of the shifts of its squares.
        assert_eq!(step(u64::MAX), Square::ALL.into_iter().fold(0, |acc, sq| acc | step(bit(sq))));
    }
    let b = Bitboard(0x0000_0018_1800_0000);
    assert_eq!(b.north(), Bitboard(shift::north(b.0)));
    assert_eq!(b.south_west(), Bitboard(shift::south_west(b.0)));
}

#[test]
fn bitboards_iterate_count_and_collect() {
    let set: Bitboard = [A1, H8, E4].into_iter().collect();
    assert_eq!(set, Bitboard(0x8000_0000_1000_0001));
    assert_eq!(set.count(), 3);
    assert_eq!(set.into_iter().len(), 3);
    assert_eq!(set.into_iter().collect::<Vec<_>>(), [A1, E4, H8]);
    assert_eq!(set.first(), Some(A1));
    assert_eq!(Bitboard::EMPTY.first(), None);
    assert!(set.contains(E4) && !set.contains(E5));
    assert_eq!(set.without(E4).with(E5), Bitboard(0x8000_0010_0000_0001));
    assert_eq!(!Bitboard::EMPTY, Bitboard::FULL);
    assert_eq!(set & Bitboard(0xFF), Bitboard(1));
    assert_eq!(set ^ set, Bitboard::EMPTY);
    assert_eq!(set.and(Bitboard(0xFF)).or(Bitboard(2)).complement(), Bitboard(!3));
    assert_eq!(u64::from(set), set.0);
    assert_eq!(Bitboard::from(E4), E4.bitboard());
}

#[test]
fn bitboards_draw_rank_eight_on_top() {
    let set = Bitboard(0xE0A0E0);
    let drawing = ". . . . . . . .\n".repeat(5) + ". . . . . 1 1 1\n. . . . . 1 . 1\n. . . . . 1 1 1\n";
    assert_eq!(set.to_string(), drawing);
    assert_eq!(format!("{set:?}"), format!("Bitboard(0x0000000000E0A0E0)\n{drawing}"));
}

#[test]
fn drawn_literals_read_as_their_sets() {
    const KING_ON_G2: Bitboard = bitboard! {
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . 1 1 1
        . . . . . 1 . 1
        . . . . . 1 1 1
    };
    assert_eq!(KING_ON_G2, Bitboard(0xE0A0E0));
    // The King Pattern page's a1-to-h8 path, drawn with `x`.
    let path = bitboard!(
        . . . . . . x x
        . . x x x x . .
        . x . . . . . .
        . . x x x x . .
        . . . . . . x .
        . . . . . . . x
        . . . . . . x .
        x x x x x x . .
    );
    assert_eq!(path, Bitboard(0xC03C_023C_4080_403F));
    for set in [0, u64::MAX, 0x8000_0000_0000_0001, 0x0000_F8BC_FEFF_FF00] {
        let drawn = Bitboard(set).to_string();
        let tokens: proc_macro2::TokenStream = drawn.parse().unwrap();
        assert_eq!(bbgen_codegen::read_bitboard(tokens).unwrap(), set, "{drawn}");
    }
}

#[test]
fn colors_flip() {
    assert_eq!(!Color::White, Color::Black);
    assert_eq!(Color::Black.flip(), Color::White);
    assert_eq!(Color::ALL.map(Color::index), [0, 1]);
}
