//! Patterns invoked by a `macro_rules!` that passes in their words and names: every accessor
//! still resolves its own parameters.

macro_rules! tables {
    ($color:ident, $name:ident, $elem:ident) => {
        bbgen::king_moore!(name = $name, elem = $elem);
        bbgen::pawn_attacks!($color, elem = $elem);
        bbgen::knight_attacks!(elem = $elem);
        bbgen::rook_attacks!(kogge_stone, elem = $elem);
        bbgen::in_between!(x88, to = inclusive, elem = $elem);
    };
}

tables!(white, KINGS, Bitboard);

fn main() {
    use bbgen::{Bitboard, Square::*};
    assert_eq!(kings_set(A1.bitboard()), kings(A1));
    assert_eq!(pawn_attacks_white_set(E4.bitboard()), pawn_attacks_white(E4));
    assert_eq!(knight_attacks_set(G1.bitboard()), knight_attacks(G1));
    assert_eq!(rook_attacks_set(A1.bitboard(), Bitboard::EMPTY), rook_attacks(A1, Bitboard::EMPTY));
    assert!(in_between_clear(A1, H8, Bitboard::EMPTY));
}
