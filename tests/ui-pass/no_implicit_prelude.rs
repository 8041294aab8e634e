#![no_implicit_prelude]

::bbgen::king_moore!(elem = Bitboard);
::bbgen::in_between!(x88, to = inclusive);
::bbgen::in_between!(calculated, name = CALCULATED);
::bbgen::caughtable!(all, elem = Bitboard);

const DRAWN: ::bbgen::Bitboard = ::bbgen::bitboard!(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . 1 1 1
    . . . . . 1 . 1
    . . . . . 1 1 1
);

fn main() {
    ::std::assert_eq!(king_moore(::bbgen::Square::G2), DRAWN);
    ::std::assert_eq!(in_between(::bbgen::Square::A1, ::bbgen::Square::C3), 0x40200);
    ::std::assert_eq!(calculated(::bbgen::Square::A1, ::bbgen::Square::C3), 0x200);
    let _ = caughtable(::bbgen::Color::Black, ::bbgen::Color::White, ::bbgen::Square::G5);
}
