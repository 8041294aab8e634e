// @generated from the canonical pattern list: do not edit.
// Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.

//! The expansion of every canonical bbgen pattern, pretty-printed and compiled so that it
//! cannot rot. Read a module to see what a pattern emits. The crate is `no_std`: generated
//! code needs only `core`, and no `unsafe`.

#![no_std]
#![forbid(unsafe_code)]

/// `king_moore!()`
#[rustfmt::skip]
pub mod king_moore;
/// `in_between!(rectangular)`
#[rustfmt::skip]
pub mod in_between_rectangular;
/// `in_between!(triangular)`
#[rustfmt::skip]
pub mod in_between_triangular;
/// `in_between!(x88)`
#[rustfmt::skip]
pub mod in_between_x88;
/// `in_between!(calculated)`
#[rustfmt::skip]
pub mod in_between_calculated;
/// `caughtable!(white, wtm)`
#[rustfmt::skip]
pub mod caughtable_white_wtm;
/// `caughtable!(white, btm)`
#[rustfmt::skip]
pub mod caughtable_white_btm;
/// `caughtable!(black, wtm)`
#[rustfmt::skip]
pub mod caughtable_black_wtm;
/// `caughtable!(black, btm)`
#[rustfmt::skip]
pub mod caughtable_black_btm;
/// `caughtable!(all)`
#[rustfmt::skip]
pub mod caughtable_all;
/// `knight_attacks!()`
#[rustfmt::skip]
pub mod knight_attacks;
/// `pawn_attacks!(white)`
#[rustfmt::skip]
pub mod pawn_attacks_white;
/// `pawn_attacks!(black)`
#[rustfmt::skip]
pub mod pawn_attacks_black;
/// `pawn_pushes!(white)`
#[rustfmt::skip]
pub mod pawn_pushes_white;
/// `pawn_pushes!(black)`
#[rustfmt::skip]
pub mod pawn_pushes_black;
/// `pawn_shield!(white)`
#[rustfmt::skip]
pub mod pawn_shield_white;
/// `pawn_shield!(black)`
#[rustfmt::skip]
pub mod pawn_shield_black;
/// `pawn_mask!(white, front_file)`
#[rustfmt::skip]
pub mod pawn_mask_front_file_white;
/// `pawn_mask!(black, front_file)`
#[rustfmt::skip]
pub mod pawn_mask_front_file_black;
/// `pawn_mask!(white, passed)`
#[rustfmt::skip]
pub mod pawn_mask_passed_white;
/// `pawn_mask!(black, passed)`
#[rustfmt::skip]
pub mod pawn_mask_passed_black;
/// `pawn_mask!(white, attack_span)`
#[rustfmt::skip]
pub mod pawn_mask_attack_span_white;
/// `pawn_mask!(black, attack_span)`
#[rustfmt::skip]
pub mod pawn_mask_attack_span_black;
/// `pawn_mask!(white, connected)`
#[rustfmt::skip]
pub mod pawn_mask_connected_white;
/// `pawn_mask!(black, connected)`
#[rustfmt::skip]
pub mod pawn_mask_connected_black;
/// `pawn_mask!(adjacent)`
#[rustfmt::skip]
pub mod pawn_mask_adjacent;
/// `king_zone!(ring)`
#[rustfmt::skip]
pub mod king_zone_ring;
/// `king_zone!(white, area)`
#[rustfmt::skip]
pub mod king_zone_area_white;
/// `king_zone!(black, area)`
#[rustfmt::skip]
pub mod king_zone_area_black;
/// `king_lines!()`
#[rustfmt::skip]
pub mod king_lines;
/// `king_buckets!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31)`
#[rustfmt::skip]
pub mod king_buckets;
/// `attacked_by_piece!()`
#[rustfmt::skip]
pub mod attacked_by_piece;
/// `distance!(chebyshev, rectangular)`
#[rustfmt::skip]
pub mod distance_chebyshev;
/// `distance!(manhattan, rectangular)`
#[rustfmt::skip]
pub mod distance_manhattan;
/// `distance!(knight, rectangular)`
#[rustfmt::skip]
pub mod distance_knight;
/// `distance!(chebyshev, x88)`
#[rustfmt::skip]
pub mod distance_chebyshev_x88;
/// `distance!(manhattan, x88)`
#[rustfmt::skip]
pub mod distance_manhattan_x88;
/// `distance!(knight, x88)`
#[rustfmt::skip]
pub mod distance_knight_x88;
/// `distance_ring!()`
#[rustfmt::skip]
pub mod distance_ring;
/// `full_line!()`
#[rustfmt::skip]
pub mod full_line;
/// `ray!()`
#[rustfmt::skip]
pub mod ray;
/// `rook_attacks!(magic)`
#[rustfmt::skip]
pub mod rook_attacks_magic;
/// `rook_attacks!(pext)`
#[rustfmt::skip]
pub mod rook_attacks_pext;
/// `rook_attacks!(hyperbola)`
#[rustfmt::skip]
pub mod rook_attacks_hyperbola;
/// `rook_attacks!(kindergarten)`
#[rustfmt::skip]
pub mod rook_attacks_kindergarten;
/// `rook_attacks!(kogge_stone)`
#[rustfmt::skip]
pub mod rook_attacks_kogge_stone;
/// `rook_attacks!(obstruction)`
#[rustfmt::skip]
pub mod rook_attacks_obstruction;
/// `rook_attacks!(table_free)`
#[rustfmt::skip]
pub mod rook_attacks_table_free;
/// `rook_attacks!(vector)`
#[rustfmt::skip]
pub mod rook_attacks_vector;
/// `bishop_attacks!(magic)`
#[rustfmt::skip]
pub mod bishop_attacks_magic;
/// `bishop_attacks!(pext)`
#[rustfmt::skip]
pub mod bishop_attacks_pext;
/// `bishop_attacks!(hyperbola)`
#[rustfmt::skip]
pub mod bishop_attacks_hyperbola;
/// `bishop_attacks!(kindergarten)`
#[rustfmt::skip]
pub mod bishop_attacks_kindergarten;
/// `bishop_attacks!(kogge_stone)`
#[rustfmt::skip]
pub mod bishop_attacks_kogge_stone;
/// `bishop_attacks!(obstruction)`
#[rustfmt::skip]
pub mod bishop_attacks_obstruction;
/// `bishop_attacks!(table_free)`
#[rustfmt::skip]
pub mod bishop_attacks_table_free;
/// `bishop_attacks!(vector)`
#[rustfmt::skip]
pub mod bishop_attacks_vector;
/// `queen_attacks!(magic)`
#[rustfmt::skip]
pub mod queen_attacks_magic;
/// `queen_attacks!(pext)`
#[rustfmt::skip]
pub mod queen_attacks_pext;
/// `queen_attacks!(hyperbola)`
#[rustfmt::skip]
pub mod queen_attacks_hyperbola;
/// `queen_attacks!(kindergarten)`
#[rustfmt::skip]
pub mod queen_attacks_kindergarten;
/// `queen_attacks!(kogge_stone)`
#[rustfmt::skip]
pub mod queen_attacks_kogge_stone;
/// `queen_attacks!(obstruction)`
#[rustfmt::skip]
pub mod queen_attacks_obstruction;
/// `queen_attacks!(table_free)`
#[rustfmt::skip]
pub mod queen_attacks_table_free;
/// `queen_attacks!(vector)`
#[rustfmt::skip]
pub mod queen_attacks_vector;
/// `queen_attacks!(obstruction, rook = table_free)`
#[rustfmt::skip]
pub mod queen_attacks_obstruction_rook_table_free;
/// `zobrist!(polyglot)`
#[rustfmt::skip]
pub mod zobrist_polyglot;
/// `cuckoo!(polyglot)`
#[rustfmt::skip]
pub mod cuckoo_polyglot;
/// `kpk!()`
#[rustfmt::skip]
pub mod kpk;
/// `nnue_threats!(name = SF10, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -)`
#[rustfmt::skip]
pub mod nnue_threats;
/// `nnue_threats!(name = SF_CURRENT, rank = lookup, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -)`
#[rustfmt::skip]
pub mod nnue_threats_lookup;
/// `nnue_psq!(stockfish, name = HALFKA_V2_HM, mirror = a_to_d, [28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0])`
#[rustfmt::skip]
pub mod nnue_psq_halfka_v2_hm;
/// `nnue_psq!(bullet, name = CHESS768)`
#[rustfmt::skip]
pub mod nnue_psq_chess768;
/// `nnue_psq!(bullet, name = BULLET_MIRRORED, mirror = e_to_h, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7])`
#[rustfmt::skip]
pub mod nnue_psq_bullet_mirrored;
/// `nnue_pawn_pairs!(name = PP_3WIDE, files = 3, mirror = e_to_h, base = 59808)`
#[rustfmt::skip]
pub mod nnue_pawn_pairs;
/// `nnue_inputs!(name = STOCKFISH, [psq = nnue_psq!(stockfish, mirror = a_to_d, [28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0])], [threats = nnue_threats!(rank = lookup, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -), pairs = nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808)])`
#[rustfmt::skip]
pub mod nnue_inputs_stockfish;
/// `policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip)`
#[rustfmt::skip]
pub mod policy_index_lc0;
/// `policy_index!(name = MONTY, pieces(pawn knight bishop rook queen king), promotions(knight bishop rook queen, from_to), castling, double_pushes, flip, mirror)`
#[rustfmt::skip]
pub mod policy_index_monty;
/// `policy_index!(name = MONTY_FROM_TO, from_to(queen knight), promotions(knight bishop rook queen, from_to), castling(king_move), flip, mirror)`
#[rustfmt::skip]
pub mod policy_index_monty_from_to;
/// `formula!(name = REDUCTIONS, [[u8; 64]; 64], |depth, moves| if depth == 0 || moves == 0 { 0 } else { (0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25) as u8 })`
#[rustfmt::skip]
pub mod formula_lmr;
/// `formula!(name = HISTORY_BONUS, [i16; 32], |depth| (268 * depth as i16 - 352).min(1153))`
#[rustfmt::skip]
pub mod formula_history;
/// `formula!(name = WIN_CHANCE, [f32; 64], |x| 1.0 / (1.0 + (-(x as f32 - 32.0) / 8.0).exp()))`
#[rustfmt::skip]
pub mod formula_sigmoid;
