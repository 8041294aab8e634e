//! Table names whose accessors share a name with an accessor's parameter: `in_between_clear`'s
//! body must not call the accessor `a`, `b` or `occupancy`, which its parameters hide, nor a
//! policy map's move of an output the function `board`, `mv` or `index`, nor a piece-square
//! layout's functions its accessor `king`, `piece`, `sq`, `mv`, `from` or `to`.

mod rectangular {
    bbgen::in_between!(rectangular, name = A);
}
mod triangular {
    bbgen::in_between!(triangular, name = B, elem = Bitboard);
}
mod calculated {
    bbgen::in_between!(calculated, name = OCCUPANCY, to = inclusive);
}
mod x88 {
    bbgen::in_between!(x88, name = A, elem = Bitboard);
}
mod policy {
    pub mod board {
        bbgen::policy_index!(name = BOARD, from_to(queen knight), promotions(from_to, queen rook bishop), flip);
    }
    pub mod mv {
        bbgen::policy_index!(
            name = MV,
            from_to(queen knight), promotions(knight bishop rook queen, from_to), castling(king_move), flip, mirror
        );
    }
    pub mod index {
        bbgen::policy_index!(
            name = INDEX,
            pieces(pawn knight bishop rook queen king), promotions(from_to, queen rook bishop), castling, double_pushes,
            flip
        );
    }
}
mod psq {
    pub mod king {
        bbgen::nnue_psq!(bullet, name = KING, mirror = e_to_h, [0, 0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    }
    pub mod piece {
        bbgen::nnue_psq!(stockfish, name = PIECE);
    }
    pub mod sq {
        bbgen::nnue_psq!(bullet, name = SQ);
    }
    pub mod mv {
        bbgen::nnue_psq!(bullet, name = MV);
    }
    pub mod from {
        bbgen::nnue_psq!(bullet, name = FROM);
    }
    pub mod to {
        bbgen::nnue_psq!(bullet, name = TO);
    }
}
mod pairs {
    pub mod a {
        bbgen::nnue_pawn_pairs!(name = A, mirror = e_to_h);
    }
    pub mod king {
        bbgen::nnue_pawn_pairs!(name = KING, files = 5);
    }
}

fn main() {
    use bbgen::{Bitboard, Square::*};
    assert!(!rectangular::a_clear(A1, A3, 0x100));
    assert!(triangular::b_clear(A1, A3, Bitboard(0x200)));
    assert!(!calculated::occupancy_clear(A1, A3, 0x1_0000));
    assert!(x88::a_clear(A1, H8, Bitboard(0)));
    let board = bbgen::Board::startpos();
    let e4 = board.parse_uci("e2e4").unwrap();
    assert_eq!(policy::board::board_move(&board, policy::board::board(&board, e4)), Some(e4));
    assert_eq!(policy::mv::mv_move(&board, policy::mv::mv(&board, e4)), Some(e4));
    assert_eq!(policy::index::index_move(&board, policy::index::index(&board, e4)), Some(e4));
    let white = bbgen::Color::White;
    assert_eq!(psq::king::king_active(&board, white).count(), 32);
    assert!(!psq::king::king_needs_refresh(&board, e4, white) && !psq::king::king_refresh(white, E1, E1));
    assert_eq!(psq::piece::piece_active(&board, white).count(), 32);
    assert_eq!(psq::sq::sq_active(&board, white).count(), 32);
    assert!(!psq::mv::mv_needs_refresh(&board, e4, white));
    assert!(!psq::from::from_refresh(white, E1, E2) && !psq::to::to_refresh(white, E1, E2));
    // The start's pawns: 7 pairs of each colour a file apart, and 22 of both colours.
    assert_eq!(pairs::a::a_active(&board, white).count(), 7 + 7 + 22);
    assert_eq!(pairs::king::king_active(&board, white).count(), 13 + 13 + 34);
    assert!(!pairs::a::a_needs_refresh(&board, e4, white) && pairs::a::a_refresh(white, E1, D1));
}
