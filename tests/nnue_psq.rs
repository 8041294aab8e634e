//! `nnue_psq!` against the rules of the code that defines each layout, written out here:
//! Stockfish's `HalfKAv2_hm::make_index` (its piece-square table, king buckets and orientation)
//! over the whole domain, and bullet's `Chess768`, `ChessBuckets` and `ChessBucketsMirrored`
//! over the positions of random games, both sides, with the board turned to the side to move as
//! bullet's data format turns it.

mod common;

use bbgen::{Board, Color, Piece, Role, Square};
use common::{Rng, play_random, random_chess960_start};

// Stockfish's HalfKAv2_hm, its `KingBuckets` pasted with the `B(...)` taken off; the drawing
// below and the array as Stockfish writes it must read the same.
bbgen::nnue_psq!(
    stockfish,
    name = HALFKA_V2_HM,
    mirror = a_to_d,
    [
        28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19,
        19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3,
        3, 2, 1, 0,
    ]
);

// The same buckets drawn, rank 8 on top, files a to d.
bbgen::nnue_psq! {
    stockfish, name = HALFKA_DRAWN, mirror = a_to_d,
    0  1  2  3
    4  5  6  7
    8  9  10 11
    12 13 14 15
    16 17 18 19
    20 21 22 23
    24 25 26 27
    28 29 30 31
}

bbgen::nnue_psq! {
    stockfish, name = HALFKA_VERBATIM, mirror = a_to_d, [
        B(28), B(29), B(30), B(31), B(31), B(30), B(29), B(28),
        B(24), B(25), B(26), B(27), B(27), B(26), B(25), B(24),
        B(20), B(21), B(22), B(23), B(23), B(22), B(21), B(20),
        B(16), B(17), B(18), B(19), B(19), B(18), B(17), B(16),
        B(12), B(13), B(14), B(15), B(15), B(14), B(13), B(12),
        B( 8), B( 9), B(10), B(11), B(11), B(10), B( 9), B( 8),
        B( 4), B( 5), B( 6), B( 7), B( 7), B( 6), B( 5), B( 4),
        B( 0), B( 1), B( 2), B( 3), B( 3), B( 2), B( 1), B( 0),
    ]
}

bbgen::nnue_psq!(bullet, name = CHESS768);

/// A `ChessBuckets` array, a1 first: no two files of the first ranks alike, so that a
/// layout read upside down or mirrored would differ.
const BUCKETS: [u8; 64] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 13, 13,
    13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 14, 14, 15, 15, 15, 15, 15,
    15, 15, 15,
];

bbgen::nnue_psq!(
    bullet,
    name = BULLET_BUCKETS,
    [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 13,
        13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 14, 14, 15, 15, 15,
        15, 15, 15, 15, 15,
    ]
);

/// bullet's `ChessBucketsMirrored::new` array, files a to d, a1 first.
const MIRRORED: [u8; 32] =
    [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7];

bbgen::nnue_psq!(
    bullet,
    name = BULLET_MIRRORED,
    mirror = e_to_h,
    [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7,]
);

const ROLES: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

/// Every piece, white's then black's.
fn pieces() -> impl Iterator<Item = Piece> {
    Color::ALL.into_iter().flat_map(|color| ROLES.map(|role| Piece::new(color, role)))
}

/// Stockfish's `HalfKAv2_hm::make_index(perspective, s, pc, ksq)`, from its definition.
fn stockfish(perspective: Color, sq: Square, piece: Piece, king: Square) -> u32 {
    const PS_NB: u32 = 11 * 64;
    // `PieceSquareIndex[perspective][pc]`: own pieces on even planes, the enemy's on odd ones,
    // both kings on plane 10.
    let plane = match piece.role {
        Role::King => 10,
        role => 2 * role as u32 + u32::from(piece.color != perspective),
    };
    // `KingBuckets`, a1 first, in units of `PS_NB`.
    let buckets: [[u32; 8]; 8] = std::array::from_fn(|rank| {
        let row = [28, 24, 20, 16, 12, 8, 4, 0][rank];
        [row, row + 1, row + 2, row + 3, row + 3, row + 2, row + 1, row]
    });
    // `OrientTBL[ksq]`: h1 (7) for a king on files a to d, a1 (0) otherwise.
    let orient = if king as u32 % 8 < 4 { 7 } else { 0 };
    let flip = if perspective == Color::Black { 56 } else { 0 };
    let k = king as u32 ^ flip;
    (sq as u32 ^ orient ^ flip) + plane * 64 + buckets[k as usize / 8][k as usize % 8] * PS_NB
}

#[test]
fn stockfish_halfka_v2_hm_over_its_whole_domain() {
    assert_eq!(HALFKA_V2_HM_DIMENSIONS, 22_528);
    assert_eq!(HALFKA_V2_HM, HALFKA_DRAWN);
    assert_eq!(HALFKA_V2_HM, HALFKA_VERBATIM);
    for perspective in Color::ALL {
        for king in Square::ALL {
            for piece in pieces() {
                for sq in Square::ALL {
                    let index = halfka_v2_hm(perspective, piece, sq, king);
                    assert_eq!(index, stockfish(perspective, sq, piece, king), "{perspective:?} {piece:?} {sq} {king}");
                    assert!(index < HALFKA_V2_HM_DIMENSIONS);
                }
            }
        }
    }
}

#[test]
fn buckets_as_each_side_sees_its_king() {
    for king in Square::ALL {
        let (white, black) = (king as usize, king as usize ^ 56);
        let sf = |sq: usize| [28, 24, 20, 16, 12, 8, 4, 0][sq / 8] + [0, 1, 2, 3, 3, 2, 1, 0][sq % 8];
        assert_eq!(halfka_v2_hm_bucket(Color::White, king), sf(white), "{king}");
        assert_eq!(halfka_v2_hm_bucket(Color::Black, king), sf(black), "{king}");
        assert_eq!(bullet_buckets_bucket(Color::Black, king), BUCKETS[black], "{king}");
        let mirrored = |sq: usize| MIRRORED[sq / 8 * 4 + [0, 1, 2, 3, 3, 2, 1, 0][sq % 8]];
        assert_eq!(bullet_mirrored_bucket(Color::White, king), mirrored(white), "{king}");
        assert_eq!(chess768_bucket(Color::Black, king), 0);
    }
}

/// A layout's accessor: the input of a piece on a square, seen from a side whose king stands on
/// a square.
type Index = fn(Color, Piece, Square, Square) -> u32;

/// A layout's refresh test: whether a side's king going from one square to another changes its
/// inputs.
type Refresh = fn(Color, Square, Square) -> bool;

/// Whether a king going from `from` to `to` changes the index of some piece on some square.
fn changes_an_index(index: Index, perspective: Color, from: Square, to: Square) -> bool {
    pieces().any(|piece| {
        Square::ALL.into_iter().any(|sq| index(perspective, piece, sq, from) != index(perspective, piece, sq, to))
    })
}

#[test]
fn refresh_is_any_index_changing_with_the_king() {
    let layouts: [(&str, Index, Refresh); 4] = [
        ("HALFKA_V2_HM", halfka_v2_hm, halfka_v2_hm_refresh),
        ("CHESS768", chess768, chess768_refresh),
        ("BULLET_BUCKETS", bullet_buckets, bullet_buckets_refresh),
        ("BULLET_MIRRORED", bullet_mirrored, bullet_mirrored_refresh),
    ];
    for (name, index, refresh) in layouts {
        for perspective in Color::ALL {
            for from in Square::ALL {
                for to in Square::ALL {
                    let expected = changes_an_index(index, perspective, from, to);
                    assert_eq!(refresh(perspective, from, to), expected, "{name} {perspective:?} {from} {to}");
                }
            }
        }
    }
    // Stockfish refreshes a side on every move of its king: with its buckets, every one changes
    // the bucket or crosses the mirror.
    for (from, to) in Square::ALL.into_iter().flat_map(|a| Square::ALL.map(|b| (a, b))) {
        assert_eq!(halfka_v2_hm_refresh(Color::White, from, to), from != to);
    }
}

/// A board as bullet's `ChessBoard` holds it: turned to the side to move (squares `^ 56` and
/// colours swapped when Black is to move), each piece `colour << 3 | role`, with the king of
/// the side to move and the other king (`^ 56`, from its own side).
struct BulletBoard {
    pieces: Vec<(u8, u8)>,
    our_ksq: u8,
    opp_ksq: u8,
}

fn bullet_board(board: &Board) -> BulletBoard {
    let black = board.side_to_move() == Color::Black;
    let mut pieces = Vec::new();
    let (mut our_ksq, mut opp_ksq) = (0, 0);
    for sq in Square::ALL {
        let Some(piece) = board.piece_at(sq) else { continue };
        let mut number = (u8::from(piece.color == Color::Black) << 3) | piece.role as u8;
        let mut square = sq as u8;
        if black {
            number ^= 8;
            square ^= 56;
        }
        if number == 5 {
            our_ksq = square;
        }
        if number == 13 {
            opp_ksq = square ^ 56;
        }
        pieces.push((number, square));
    }
    BulletBoard { pieces, our_ksq, opp_ksq }
}

/// bullet's `Chess768::map_features`: each piece's (side to move, other side) inputs.
fn chess768_features(board: &BulletBoard) -> Vec<(usize, usize)> {
    let features = board.pieces.iter().map(|&(piece, square)| {
        let c = usize::from(piece & 8 > 0);
        let pc = 64 * usize::from(piece & 7);
        let sq = usize::from(square);
        ([0, 384][c] + pc + sq, [384, 0][c] + pc + (sq ^ 56))
    });
    features.collect()
}

/// bullet's `ChessBuckets::map_features` for a 64-entry array.
fn buckets_features(board: &BulletBoard, buckets: &[u8; 64]) -> Vec<(usize, usize)> {
    let ours = 768 * usize::from(buckets[usize::from(board.our_ksq)]);
    let theirs = 768 * usize::from(buckets[usize::from(board.opp_ksq)]);
    chess768_features(board).into_iter().map(|(stm, ntm)| (ours + stm, theirs + ntm)).collect()
}

/// bullet's `ChessBucketsMirrored::new(buckets).map_features`.
fn mirrored_features(board: &BulletBoard, buckets: &[u8; 32]) -> Vec<(usize, usize)> {
    let expanded: [u8; 64] = std::array::from_fn(|idx| buckets[(idx / 8) * 4 + [0, 1, 2, 3, 3, 2, 1, 0][idx % 8]]);
    let get = |ksq: u8| (if ksq % 8 > 3 { 7 } else { 0 }, 768 * usize::from(expanded[usize::from(ksq)]));
    let (stm_flip, stm_bucket) = get(board.our_ksq);
    let (ntm_flip, ntm_bucket) = get(board.opp_ksq);
    let features = chess768_features(board).into_iter();
    features.map(|(stm, ntm)| (stm_bucket + (stm ^ stm_flip), ntm_bucket + (ntm ^ ntm_flip))).collect()
}

/// The side to move's and the other side's inputs as bullet lists them, each sorted, against
/// `active` from both sides.
fn agree(board: &Board, bullet: Vec<(usize, usize)>, active: impl Fn(&Board, Color) -> Vec<u32>, name: &str) {
    let us = board.side_to_move();
    let sorted = |mut list: Vec<u32>| {
        list.sort_unstable();
        list
    };
    let stm = sorted(bullet.iter().map(|&(stm, _)| stm as u32).collect());
    let ntm = sorted(bullet.iter().map(|&(_, ntm)| ntm as u32).collect());
    assert_eq!(sorted(active(board, us)), stm, "{name} side to move, {board}");
    assert_eq!(sorted(active(board, !us)), ntm, "{name} other side, {board}");
}

/// The positions of random games from the start and from Chess960 starts.
fn positions() -> Vec<Board> {
    let mut rng = Rng(0x5EED_0FB0_11E7);
    let mut boards = Vec::new();
    for game in 0..24 {
        let start = if game % 3 == 2 { random_chess960_start(&mut rng) } else { Board::startpos().to_string() };
        let mut board = Board::from_fen(&start).unwrap();
        for _ in 0..120 {
            boards.push(board);
            if !play_random(&mut board, &mut rng) {
                break;
            }
        }
    }
    boards
}

#[test]
fn bullet_layouts_on_random_games() {
    assert_eq!((CHESS768_DIMENSIONS, BULLET_BUCKETS_DIMENSIONS, BULLET_MIRRORED_DIMENSIONS), (768, 16 * 768, 8 * 768));
    for board in positions() {
        let bullet = bullet_board(&board);
        agree(&board, chess768_features(&bullet), |b, p| chess768_active(b, p).collect(), "Chess768");
        agree(
            &board,
            buckets_features(&bullet, &BUCKETS),
            |b, p| bullet_buckets_active(b, p).collect(),
            "ChessBuckets",
        );
        let active = |b: &Board, p| bullet_mirrored_active(b, p).collect();
        agree(&board, mirrored_features(&bullet, &MIRRORED), active, "ChessBucketsMirrored");
    }
}

#[test]
fn a_move_needs_a_refresh_where_its_king_changes_the_inputs() {
    for board in positions() {
        for mv in board.legal_moves() {
            let after = board.played(mv);
            for perspective in Color::ALL {
                let (from, to) = (board.king(perspective), after.king(perspective));
                assert_eq!(
                    halfka_v2_hm_needs_refresh(&board, mv, perspective),
                    halfka_v2_hm_refresh(perspective, from, to)
                );
                assert_eq!(
                    bullet_mirrored_needs_refresh(&board, mv, perspective),
                    bullet_mirrored_refresh(perspective, from, to)
                );
                assert!(!chess768_needs_refresh(&board, mv, perspective));
            }
        }
    }
}
