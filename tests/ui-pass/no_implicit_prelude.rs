#![no_implicit_prelude]

::bbgen::king_moore!(elem = Bitboard);
::bbgen::knight_attacks!();
::bbgen::pawn_attacks!(black);
::bbgen::pawn_pushes!(white, elem = Bitboard);
::bbgen::pawn_shield!(white);
::bbgen::pawn_mask!(black, connected);
::bbgen::pawn_mask!(adjacent, elem = Bitboard);
::bbgen::king_zone!(ring);
::bbgen::king_zone!(white, area, elem = Bitboard);
::bbgen::king_lines!();
::bbgen::king_buckets! {
    name = BUCKETS, vis = pub(crate),
    3 3 3 3
    3 3 3 3
    2 2 2 2
    2 2 2 2
    1 1 1 1
    1 1 1 1
    0 0 0 0
    0 0 0 0
}
::bbgen::attacked_by_piece!();
::bbgen::distance!(knight, x88);
::bbgen::distance_ring!(elem = Bitboard);
::bbgen::full_line!();
::bbgen::ray!();
::bbgen::in_between!(x88, to = inclusive);
::bbgen::in_between!(calculated, name = CALCULATED);
::bbgen::caughtable!(all, elem = Bitboard);
::bbgen::rook_attacks!(magic);
::bbgen::rook_attacks!(pext, name = ROOK_PEXT);
::bbgen::bishop_attacks!(hyperbola);
::bbgen::rook_attacks!(kogge_stone, name = ROOK_FILL);
::bbgen::bishop_attacks!(kindergarten, name = BISHOP_KG, elem = Bitboard);
::bbgen::policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip);
::bbgen::policy_index!(
    vis = pub(crate),
    pieces(pawn knight bishop rook queen king), promotions(knight bishop rook queen, from_to),
    castling, double_pushes, flip, mirror,
);
::bbgen::nnue_psq!(stockfish, name = HALFKA, mirror = a_to_d, [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
]);
::bbgen::nnue_psq! {
    bullet, vis = pub(crate), mirror = e_to_h,
    1 1 1 1
    1 1 1 1
    1 1 1 1
    1 1 1 1
    0 0 0 0
    0 0 0 0
    0 0 0 0
    0 0 0 0
}
::bbgen::nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808);

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
    use ::bbgen::Square::*;
    ::std::assert_eq!(king_moore(G2), DRAWN);
    ::std::assert_eq!(in_between(A1, C3), 0x40200);
    ::std::assert_eq!(calculated(A1, C3), 0x200);
    ::std::assert_eq!(rook_attacks(A1, 0), rook_fill(A1, 0));
    ::std::assert_eq!(king_lines_dir_set(G1.bitboard().0, G1), 15);
    ::std::assert_eq!(distance_knight(A1, H8), 6);
    let _ = (knight_attacks_set(0), pawn_attacks_black_set(0), pawn_pushes_white(E2), pawn_shield_white(G1));
    let _ = (full_line(A1, H8), ray(A1, H8), bishop_attacks(D4, 0));
    let _ = is_attacked_by_piece(A1, H8, ::bbgen::Piece::new(::bbgen::Color::White, ::bbgen::Role::Bishop), 0);
    let _ = caughtable(::bbgen::Color::Black, ::bbgen::Color::White, G5);
    ::std::assert_eq!((buckets(H8), buckets_mirrored(H8)), (3, true));
    let white = ::bbgen::Color::White;
    ::std::assert_eq!(halfka(white, ::bbgen::Piece::new(white, ::bbgen::Role::King), E1, E1), 3 * 704 + 10 * 64 + 4);
    ::std::assert!(psq_refresh(white, E4, E5) && !psq_refresh(white, E1, H1));
    let _ = (pawn_mask_connected_black(E5), pawn_mask_adjacent(A2), king_zone_ring(G1), king_zone_area_white(G1));
    let _ = (distance_ring(D4, 2), distance_ring(D4, 9));
    let board = ::bbgen::Board::startpos();
    let e4 = board.parse_uci("e2e4").unwrap();
    ::std::assert_eq!((lc0(&board, e4), lc0_move(&board, 322)), (322, ::std::option::Option::Some(e4)));
    ::std::assert_eq!((policy(&board, e4), POLICY_OUTPUTS), (3915, 3920));
    let pawn = ::bbgen::Piece::new(::bbgen::Color::White, ::bbgen::Role::Pawn);
    let _ = (policy_move(&board, 0), policy_index(pawn, E1, E2, E4, ::std::option::Option::None, false));
    ::std::assert_eq!(::std::iter::Iterator::count(psq_active(&board, white)), 32);
    ::std::assert!(!psq_needs_refresh(&board, e4, white));
    ::std::assert_eq!(::std::iter::Iterator::count(pawn_pairs_active(&board, white)), 36);
    ::std::assert!(pawn_pairs_refresh(white, E1, D1) && !pawn_pairs_needs_refresh(&board, e4, white));
    ::std::assert_eq!(pawn_pairs(white, white, A2, white, B2, G1), 59808 + 7 * 6 / 2 + 6);
}
