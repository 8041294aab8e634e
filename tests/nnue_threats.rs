//! `nnue_threats!` against a reference written here: every feature of a map numbered one after
//! another in the order the layout describes (piece, attacked colour, slot, attacker square,
//! target square), then every accessor answer over the whole domain (both perspectives, every
//! king square, every piece on every square it may stand on, every square it attacks on an
//! empty board) compared with the reference's, for Stockfish's SFNNv10 map, its current one and
//! Reckless's, with both ways of ranking the target.

mod common;

use bbgen::{Color, Piece, Role, Square};

// Stockfish's SFNNv10 map (November 2025), 79,856 features.
bbgen::nnue_threats! {
    name = SF10,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - -
}

bbgen::nnue_threats! {
    name = SF10_LOOKUP, rank = lookup,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - -
}

// Stockfish's current map, 59,808 features: nothing attacks a king, a king attacks nothing, and
// pawns threaten knights and rooks only.
bbgen::nnue_threats! {
    name = SF_CURRENT,
    - 0 - 1 - -
    0 1 2 3 4 -
    0 1 2 3 - -
    0 1 2 3 - -
    0 1 2 3 4 -
    - - - - - -
}

// Reckless's map (Stockfish's SFNNv11), 66,864 features, its cells on one line.
bbgen::nnue_threats!(name = RECKLESS, rank = lookup, 0 1 - 2 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - 0 1 2 3 - -);

type Map = [[Option<u8>; 6]; 6];

const ROLES: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

/// The map from its drawing, written out again here.
fn map(rows: [&str; 6]) -> Map {
    rows.map(|row| {
        let cells: Vec<Option<u8>> = row.split(' ').map(|cell| cell.parse().ok()).collect();
        cells.try_into().unwrap()
    })
}

/// The empty-board targets of a piece of `role` on `(file, rank)`, by stepping over the board;
/// a pawn captures towards `forward` ranks.
fn targets(role: Role, sq: usize, forward: i32) -> Vec<usize> {
    let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
    let on_board = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
    let mut out = Vec::new();
    let mut leap = |steps: &[(i32, i32)]| {
        for &(df, dr) in steps {
            if on_board(file + df, rank + dr) {
                out.push(((rank + dr) * 8 + file + df) as usize);
            }
        }
    };
    let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let diagonal = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let knight = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    match role {
        Role::Pawn => leap(&[(-1, forward), (1, forward)]),
        Role::Knight => leap(&knight),
        Role::King => leap(&[straight, diagonal].concat()),
        _ => {
            let lines: Vec<(i32, i32)> = match role {
                Role::Bishop => diagonal.to_vec(),
                Role::Rook => straight.to_vec(),
                _ => [straight, diagonal].concat(),
            };
            for (df, dr) in lines {
                let (mut f, mut r) = (file + df, rank + dr);
                while on_board(f, r) {
                    out.push((r * 8 + f) as usize);
                    (f, r) = (f + df, r + dr);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// Whether a piece of `role` may stand on `sq`: a pawn only on ranks 2 to 7.
fn stands(role: Role, sq: usize) -> bool {
    role != Role::Pawn || (8..56).contains(&sq)
}

/// Every feature's index, `[attacker][attacked][from][to]` by piece numbers as the perspective
/// sees them, numbered one after another; and how many there are.
fn numbering(map: &Map) -> (Vec<u32>, u32) {
    let mut index = vec![u32::MAX; 12 * 12 * 64 * 64];
    let mut next = 0;
    for a in 0..12 {
        let forward = if a < 6 { 1 } else { -1 };
        for colour in 0..2 {
            let mut slots: Vec<(u8, usize)> =
                (0..6).filter_map(|role| map[a % 6][role].map(|slot| (slot, role))).collect();
            slots.sort_unstable();
            for (_, role) in slots {
                let d = colour * 6 + role;
                for from in (0..64).filter(|&sq| stands(ROLES[a % 6], sq)) {
                    for to in targets(ROLES[a % 6], from, forward) {
                        index[((a * 12 + d) * 64 + from) * 64 + to] = next;
                        next += 1;
                    }
                }
            }
        }
    }
    (index, next)
}

/// The reference answer.
#[allow(clippy::too_many_arguments)]
fn reference(
    map: &Map,
    numbering: &[u32],
    perspective: Color,
    attacker: Piece,
    from: usize,
    attacked: Piece,
    to: usize,
    king: usize,
) -> Option<u32> {
    let mirror = if king % 8 >= 4 { 7 } else { 0 };
    let flip = if perspective == Color::Black { 56 } else { 0 };
    let (f, t) = (from ^ mirror ^ flip, to ^ mirror ^ flip);
    let number = |piece: Piece| piece.role as usize + if piece.color == perspective { 0 } else { 6 };
    let (a, d) = (number(attacker), number(attacked));
    map[a % 6][d % 6]?;
    let once = attacker.role == attacked.role && (attacker.color != attacked.color || attacker.role != Role::Pawn);
    if once && f < t {
        return None;
    }
    Some(numbering[((a * 12 + d) * 64 + f) * 64 + t])
}

type Accessor = fn(Color, Piece, Square, Piece, Square, Square) -> Option<u32>;

/// Every answer of `accessor` against the reference, and the dimension count.
fn check(rows: [&str; 6], dimensions: u32, accessor: Accessor, emitted: u32) {
    let map = map(rows);
    let (numbering, count) = numbering(&map);
    assert_eq!((count, emitted), (dimensions, dimensions));
    let pieces: Vec<Piece> =
        Color::ALL.iter().flat_map(|&color| ROLES.iter().map(move |&role| Piece::new(color, role))).collect();
    let (mut answers, mut features) = (0u64, 0u64);
    for perspective in Color::ALL {
        for king in 0..64 {
            for &attacker in &pieces {
                let forward = if attacker.color == Color::White { 1 } else { -1 };
                for from in (0..64).filter(|&sq| stands(attacker.role, sq)) {
                    for to in targets(attacker.role, from, forward) {
                        for &attacked in &pieces {
                            let want = reference(&map, &numbering, perspective, attacker, from, attacked, to, king);
                            let (sq, target, k) = (Square::ALL[from], Square::ALL[to], Square::ALL[king]);
                            let got = accessor(perspective, attacker, sq, attacked, target, k);
                            assert_eq!(got, want, "{perspective:?} {attacker:?} {sq} {attacked:?} {target} king {k}");
                            answers += 1;
                            features += u64::from(want.is_some());
                        }
                    }
                }
            }
        }
    }
    // 90,048 (piece, square, target, attacked piece) per perspective and king square.
    assert_eq!(answers, 2 * 64 * 90_048);
    assert!(features > 0);
}

const SF10_ROWS: [&str; 6] = ["0 1 - 2 - -", "0 1 2 3 4 5", "0 1 2 3 - 4", "0 1 2 3 - 4", "0 1 2 3 4 5", "0 1 2 3 - -"];

#[test]
fn stockfish_sfnnv10() {
    check(SF10_ROWS, 79_856, sf10, SF10_DIMENSIONS);
}

#[test]
fn stockfish_sfnnv10_by_lookup() {
    check(SF10_ROWS, 79_856, sf10_lookup, SF10_LOOKUP_DIMENSIONS);
}

#[test]
fn stockfish_current() {
    let rows = ["- 0 - 1 - -", "0 1 2 3 4 -", "0 1 2 3 - -", "0 1 2 3 - -", "0 1 2 3 4 -", "- - - - - -"];
    check(rows, 59_808, sf_current, SF_CURRENT_DIMENSIONS);
}

#[test]
fn reckless_sfnnv11() {
    let rows = ["0 1 - 2 - -", "0 1 2 3 4 -", "0 1 2 3 - -", "0 1 2 3 - -", "0 1 2 3 4 -", "0 1 2 3 - -"];
    check(rows, 66_864, reckless, RECKLESS_DIMENSIONS);
}

/// Every index below the count is one feature's, and no two features share one, from either
/// perspective and king half.
#[test]
fn indices_are_distinct() {
    for (perspective, king) in [(Color::White, Square::C1), (Color::Black, Square::G8)] {
        let mut seen = vec![false; SF10_DIMENSIONS as usize];
        for attacker in ROLES.iter().flat_map(|&role| Color::ALL.map(|color| Piece::new(color, role))) {
            for from in Square::ALL {
                let forward = if attacker.color == Color::White { 1 } else { -1 };
                if !stands(attacker.role, from.index()) {
                    continue;
                }
                for to in targets(attacker.role, from.index(), forward) {
                    for attacked in ROLES.iter().flat_map(|&role| Color::ALL.map(|color| Piece::new(color, role))) {
                        if let Some(index) = sf10(perspective, attacker, from, attacked, Square::ALL[to], king) {
                            assert!(!std::mem::replace(&mut seen[index as usize], true), "{index} twice");
                        }
                    }
                }
            }
        }
        // Of two pieces of one kind that attack each other only one threat counts, so some
        // indices stay unused: 73,276 are used, as in Stockfish's own tables.
        assert_eq!(seen.iter().filter(|&&hit| hit).count(), 73_276);
    }
}

/// A side's king crossing between files d and e mirrors its inputs: the only king move that
/// refreshes them.
#[test]
fn refresh_is_a_king_crossing_the_centre() {
    for perspective in Color::ALL {
        for from in Square::ALL {
            for to in Square::ALL {
                let crosses = (from as u8 % 8 >= 4) != (to as u8 % 8 >= 4);
                assert_eq!(sf_current_refresh(perspective, from, to), crosses, "{from} {to}");
            }
        }
    }
}

/// A board's active inputs: every piece attacking an occupied square, its attacks walked on the
/// board, each threat given to the accessor with the side's king, by attacker square, then
/// target square.
#[test]
fn active_inputs_are_the_boards_threats() {
    let board = bbgen::Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -").unwrap();
    let occupied = board.occupied().0;
    let piece_threats = |from: Square| {
        let attacker = board.piece_at(from);
        let targets = attacker.map_or(0, |piece| common::piece_attacks(piece, from, occupied) & occupied);
        Square::ALL.into_iter().filter(move |&to| targets >> to as u8 & 1 == 1).map(move |to| (attacker, from, to))
    };
    for perspective in Color::ALL {
        let king = board.king(perspective);
        let expected: Vec<u32> = Square::ALL
            .into_iter()
            .flat_map(piece_threats)
            .filter_map(|(attacker, from, to)| sf_current(perspective, attacker?, from, board.piece_at(to)?, to, king))
            .collect();
        assert!(expected.len() > 20);
        assert_eq!(sf_current_active(&board, perspective).collect::<Vec<_>>(), expected);
    }
}
