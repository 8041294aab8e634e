//! Every slider method expands and answers alike; `pext` only where the target has BMI2.

bbgen::rook_attacks!(magic, name = ROOK_MAGIC, elem = Bitboard);
bbgen::rook_attacks!(pext, name = ROOK_PEXT, elem = Bitboard);
bbgen::rook_attacks!(hyperbola, name = ROOK_HYPERBOLA, elem = Bitboard);
bbgen::rook_attacks!(kindergarten, name = ROOK_KINDERGARTEN, elem = Bitboard);
bbgen::rook_attacks!(kogge_stone, name = ROOK_KOGGE_STONE, elem = Bitboard);
bbgen::queen_attacks!(magic, name = QUEEN_MAGIC, elem = Bitboard);
bbgen::queen_attacks!(pext, name = QUEEN_PEXT, elem = Bitboard);

fn main() {
    use bbgen::{Bitboard, Square::*};
    let occupancy = Bitboard(0x0000_0800_2000_0000);
    let expected = rook_magic(D4, occupancy);
    assert_eq!(rook_hyperbola(D4, occupancy), expected);
    assert_eq!(rook_kindergarten(D4, occupancy), expected);
    assert_eq!(rook_kogge_stone(D4, occupancy), expected);
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    assert_eq!(rook_pext(D4, occupancy), expected);
    let (straight, _) = queen_magic_both(D4, occupancy);
    assert_eq!(straight, expected);
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    assert_eq!(queen_pext(D4, occupancy), queen_magic(D4, occupancy));
}
