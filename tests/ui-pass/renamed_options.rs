//! Each option (`name`, `vis`, `elem`, `to`) renamed and given in another order, on patterns with
//! no, one and two positional words.

mod tables {
    bbgen::king_moore!(elem = bbgen::Bitboard, vis = pub(crate), name = KING_ATTACKS);
    bbgen::in_between!(triangular, to = inclusive, name = EVASION, vis = pub(super), elem = u64,);
    bbgen::in_between!(calculated, vis = private, name = BETWEEN);
    bbgen::caughtable!(white, btm, name = WHITE_KING_CATCHES, elem = Bitboard);
    bbgen::caughtable!(all, vis = pub(in crate::tables), name = CATCHES);

    pub fn use_private() -> u64 {
        between(bbgen::Square::A1, bbgen::Square::C3)
    }
}

fn main() {
    use bbgen::Square::*;
    assert_eq!(tables::king_attacks(A1).count(), 3);
    assert_eq!(tables::KING_ATTACKS.len(), 64);
    assert_eq!(tables::evasion(E1, F3), 1 << F3 as u8);
    assert_eq!(tables::use_private(), 1 << B2 as u8);
    assert_eq!(tables::white_king_catches(G4).count(), tables::WHITE_KING_CATCHES[G4 as usize].count());
}
