//! Rook, bishop and queen attacks in every method, and the runtime's own (whichever methods its
//! features choose), against ray walking, over every subset of each square's relevant occupancy
//! (with random squares beyond it) and random whole boards.

mod common;

use bbgen::Bitboard;
use bbgen::Square::{self, *};
use common::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS, Rng, at, bit, coords, slide};

mod rook {
    bbgen::rook_attacks!(magic, name = MAGIC);
    bbgen::rook_attacks!(pext, name = PEXT);
    bbgen::rook_attacks!(hyperbola, name = HYPERBOLA);
    bbgen::rook_attacks!(kindergarten, name = KINDERGARTEN);
    bbgen::rook_attacks!(kogge_stone, name = KOGGE_STONE, elem = Bitboard);
    bbgen::rook_attacks!(obstruction, name = OBSTRUCTION);
    bbgen::rook_attacks!(table_free, name = TABLE_FREE, elem = Bitboard);
    bbgen::rook_attacks!(vector, name = VECTOR);
}

mod bishop {
    bbgen::bishop_attacks!(magic, name = MAGIC, elem = Bitboard);
    bbgen::bishop_attacks!(pext, name = PEXT);
    bbgen::bishop_attacks!(hyperbola, name = HYPERBOLA);
    bbgen::bishop_attacks!(kindergarten, name = KINDERGARTEN, elem = Bitboard);
    bbgen::bishop_attacks!(kogge_stone, name = KOGGE_STONE);
    bbgen::bishop_attacks!(obstruction, name = OBSTRUCTION, elem = Bitboard);
    bbgen::bishop_attacks!(table_free, name = TABLE_FREE);
    bbgen::bishop_attacks!(vector, name = VECTOR, elem = Bitboard);
}

mod queen {
    bbgen::queen_attacks!(magic, name = MAGIC);
    bbgen::queen_attacks!(pext, name = PEXT, elem = Bitboard);
    bbgen::queen_attacks!(hyperbola, name = HYPERBOLA, elem = Bitboard);
    bbgen::queen_attacks!(kindergarten, name = KINDERGARTEN);
    bbgen::queen_attacks!(kogge_stone, name = KOGGE_STONE);
    bbgen::queen_attacks!(obstruction, name = OBSTRUCTION, elem = Bitboard);
    bbgen::queen_attacks!(table_free, name = TABLE_FREE);
    bbgen::queen_attacks!(vector, name = VECTOR, elem = Bitboard);
    // Halves of two methods: the union of their accessors, whatever each method's own queen does.
    bbgen::queen_attacks!(obstruction, rook = table_free, name = OBSTRUCTION_TABLE_FREE_ROOK);
    bbgen::queen_attacks!(vector, bishop = magic, name = VECTOR_MAGIC_BISHOP, elem = Bitboard);
    bbgen::queen_attacks!(kogge_stone, rook = hyperbola, bishop = kindergarten, name = HYPERBOLA_KINDERGARTEN);
}

type Method = (&'static str, fn(Square, u64) -> u64);

/// Each queen method's union, and its two halves apart joined, which must be the same.
fn queen_methods() -> Vec<Method> {
    let mut out: Vec<Method> = vec![
        ("queen magic", queen::magic),
        ("queen magic, both", |sq, occupancy| {
            let (straight, diagonal) = queen::magic_both(sq, occupancy);
            straight | diagonal
        }),
        ("queen hyperbola", |sq, occupancy| queen::hyperbola(sq, Bitboard(occupancy)).0),
        ("queen hyperbola, both", |sq, occupancy| {
            let (straight, diagonal) = queen::hyperbola_both(sq, Bitboard(occupancy));
            (straight | diagonal).0
        }),
        ("queen kindergarten", queen::kindergarten),
        ("queen kogge_stone", queen::kogge_stone),
        ("queen kogge_stone, set", |sq, occupancy| queen::kogge_stone_set(bit(sq), occupancy)),
        ("queen obstruction", |sq, occupancy| queen::obstruction(sq, Bitboard(occupancy)).0),
        ("queen obstruction, both", |sq, occupancy| {
            let (straight, diagonal) = queen::obstruction_both(sq, Bitboard(occupancy));
            (straight | diagonal).0
        }),
        ("queen table_free", queen::table_free),
        ("queen vector", |sq, occupancy| queen::vector(sq, Bitboard(occupancy)).0),
        ("the runtime's queen", |sq, occupancy| bbgen::attacks::queen(sq, Bitboard(occupancy)).0),
        ("the runtime's queen for move generation", |sq, occupancy| {
            bbgen::attacks::queen_moves(sq, Bitboard(occupancy)).0
        }),
        ("queen vector, both", |sq, occupancy| {
            let (straight, diagonal) = queen::vector_both(sq, Bitboard(occupancy));
            (straight | diagonal).0
        }),
        ("queen table_free, both", |sq, occupancy| {
            let (straight, diagonal) = queen::table_free_both(sq, occupancy);
            straight | diagonal
        }),
        ("queen obstruction, rook = table_free", queen::obstruction_table_free_rook),
        ("queen vector, bishop = magic", |sq, occupancy| queen::vector_magic_bishop(sq, Bitboard(occupancy)).0),
        ("queen vector, bishop = magic, both", |sq, occupancy| {
            let (straight, diagonal) = queen::vector_magic_bishop_both(sq, Bitboard(occupancy));
            (straight | diagonal).0
        }),
        ("queen rook = hyperbola, bishop = kindergarten", queen::hyperbola_kindergarten),
    ];
    out.extend(queen_pext());
    out
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn queen_pext() -> Option<Method> {
    Some(("queen pext", |sq, occupancy| queen::pext(sq, Bitboard(occupancy)).0))
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn queen_pext() -> Option<Method> {
    None
}

fn methods(rook: bool) -> Vec<Method> {
    let mut out: Vec<Method> = if rook {
        vec![
            ("magic", rook::magic),
            ("hyperbola", rook::hyperbola),
            ("kindergarten", rook::kindergarten),
            ("kogge_stone", |sq, occupancy| rook::kogge_stone(sq, Bitboard(occupancy)).0),
            ("obstruction", rook::obstruction),
            ("table_free", |sq, occupancy| rook::table_free(sq, Bitboard(occupancy)).0),
            ("vector", rook::vector),
            ("the runtime's", |sq, occupancy| bbgen::attacks::rook(sq, Bitboard(occupancy)).0),
            ("the runtime's for move generation", |sq, occupancy| {
                bbgen::attacks::rook_moves(sq, Bitboard(occupancy)).0
            }),
        ]
    } else {
        vec![
            ("magic", |sq, occupancy| bishop::magic(sq, Bitboard(occupancy)).0),
            ("hyperbola", bishop::hyperbola),
            ("kindergarten", |sq, occupancy| bishop::kindergarten(sq, Bitboard(occupancy)).0),
            ("kogge_stone", bishop::kogge_stone),
            ("obstruction", |sq, occupancy| bishop::obstruction(sq, Bitboard(occupancy)).0),
            ("table_free", bishop::table_free),
            ("vector", |sq, occupancy| bishop::vector(sq, Bitboard(occupancy)).0),
            ("the runtime's", |sq, occupancy| bbgen::attacks::bishop(sq, Bitboard(occupancy)).0),
            ("the runtime's for move generation", |sq, occupancy| {
                bbgen::attacks::bishop_moves(sq, Bitboard(occupancy)).0
            }),
        ]
    };
    out.extend(pext(rook));
    out
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn pext(rook: bool) -> Option<Method> {
    Some(("pext", if rook { rook::pext } else { bishop::pext }))
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn pext(_: bool) -> Option<Method> {
    None
}

/// The squares whose occupancy can change the attacks: each ray less its last square.
fn relevant(sq: Square, directions: &[(i32, i32)]) -> u64 {
    let (f, r) = coords(sq);
    directions
        .iter()
        .flat_map(|&(df, dr)| {
            (1..7)
                .filter(move |&k| at(f + (k + 1) * df, r + (k + 1) * dr).is_some())
                .map(move |k| (f + k * df, r + k * dr))
        })
        .filter_map(|(file, rank)| at(file, rank))
        .fold(0, |set, s| set | bit(s))
}

fn check_every_subset(rook: bool) -> usize {
    let directions = if rook { ROOK_DIRECTIONS } else { BISHOP_DIRECTIONS };
    let (methods, queens) = (methods(rook), queen_methods());
    let mut rng = Rng(0xA076_1D64_78BD_642F);
    let mut checked = 0;
    for sq in Square::ALL {
        let mask = relevant(sq, &directions);
        let mut subset = 0u64;
        loop {
            // Squares outside the mask never change the answer: add some at random.
            let occupancy = subset | (rng.next() & !mask);
            let expected = slide(sq, &directions, occupancy);
            for (name, attacks) in &methods {
                assert_eq!(attacks(sq, occupancy), expected, "{name} on {sq}, occupancy {occupancy:#x}");
            }
            // The other piece's lines see the random occupancy: every subset of both lines'
            // relevant squares is reached, one family at a time.
            let queen = slide(sq, &ROOK_DIRECTIONS, occupancy) | slide(sq, &BISHOP_DIRECTIONS, occupancy);
            for (name, attacks) in &queens {
                assert_eq!(attacks(sq, occupancy), queen, "{name} on {sq}, occupancy {occupancy:#x}");
            }
            // The halves apart are the rook's and the bishop's.
            let (straight, diagonal) = queen::kindergarten_both(sq, occupancy);
            assert_eq!(
                (straight, diagonal),
                (slide(sq, &ROOK_DIRECTIONS, occupancy), slide(sq, &BISHOP_DIRECTIONS, occupancy))
            );
            checked += 1;
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
    }
    checked
}

#[test]
fn rook_methods_agree_with_walking_on_every_relevant_occupancy() {
    assert_eq!(check_every_subset(true), 102_400);
}

#[test]
fn bishop_methods_agree_with_walking_on_every_relevant_occupancy() {
    assert_eq!(check_every_subset(false), 5_248);
}

#[test]
fn set_wise_kogge_stone_is_the_union_over_the_pieces() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for _ in 0..500 {
        let (pieces, occupancy) = (rng.sparse(3), rng.sparse(2));
        let rooks: u64 = Bitboard(pieces).into_iter().fold(0, |acc, sq| acc | slide(sq, &ROOK_DIRECTIONS, occupancy));
        let bishops: u64 =
            Bitboard(pieces).into_iter().fold(0, |acc, sq| acc | slide(sq, &BISHOP_DIRECTIONS, occupancy));
        assert_eq!(rook::kogge_stone_set(Bitboard(pieces), Bitboard(occupancy)), Bitboard(rooks));
        assert_eq!(bishop::kogge_stone_set(pieces, occupancy), bishops);
    }
}

#[test]
fn table_sizes() {
    // One slot per relevant occupancy is 102,400 rook and 5,248 bishop entries. A magic block
    // with the shift fixed is as long as its largest index; packed, the blocks may run over that
    // by a thirty-second at most, the whole block of the last record included.
    assert!(rook::MAGIC.len() <= 102_400 + 102_400 / 32);
    // Stored as bytes in a 64-byte aligned wrapper: the entries, padded to a cache line.
    assert_eq!(size_of_val(&rook::MAGIC), (rook::MAGIC.len() * 8).next_multiple_of(64));
    assert!(size_of_val(&bishop::MAGIC) <= (5_248 + 5_248 / 32) * 8);
    assert_eq!(size_of_val(&rook::HYPERBOLA) + size_of_val(&rook::HYPERBOLA_RANKS), 1024);
    assert_eq!(size_of_val(&bishop::HYPERBOLA), 1024);
    assert_eq!(size_of_val(&rook::KINDERGARTEN) + size_of_val(&rook::KINDERGARTEN_RANKS), 4608);
    assert_eq!(size_of_val(&bishop::KINDERGARTEN) + size_of_val(&bishop::KINDERGARTEN_LINES), 5120);
    // A queen pattern holds the rook's and the bishop's tables of its method.
    assert_eq!(size_of_val(&queen::HYPERBOLA_ROOK) + size_of_val(&queen::HYPERBOLA_ROOK_RANKS), 1024);
    assert_eq!(size_of_val(&queen::HYPERBOLA_BISHOP), 1024);
    assert_eq!(size_of_val(&queen::MAGIC_ROOK), size_of_val(&rook::MAGIC));
    // Obstruction difference: two lines a square, the square left out, each line in its table.
    assert_eq!(size_of_val(&rook::OBSTRUCTION) + size_of_val(&rook::OBSTRUCTION_FILES), 1024);
    assert_eq!(size_of_val(&bishop::OBSTRUCTION) + size_of_val(&bishop::OBSTRUCTION_ANTI_DIAGONALS), 1024);
    // A queen of two methods holds the tables of each half's: none for the table-free rook.
    let bishop_lines = size_of_val(&queen::OBSTRUCTION_TABLE_FREE_ROOK_BISHOP)
        + size_of_val(&queen::OBSTRUCTION_TABLE_FREE_ROOK_BISHOP_ANTI_DIAGONALS);
    assert_eq!(bishop_lines, 1024);
}

#[test]
fn sliders_work_in_constants() {
    const ROOK: u64 = rook::magic(A1, 0);
    const BISHOP: u64 = bishop::hyperbola(D4, 0);
    const ROOK_KG: u64 = rook::kindergarten(A1, 0);
    const BISHOP_KG: Bitboard = bishop::kindergarten(D4, Bitboard(0));
    const QUEEN: u64 = queen::magic(A1, 0);
    const QUEEN_TABLE_FREE: u64 = queen::table_free(A1, 0);
    const ROOK_OBSTRUCTION: u64 = rook::obstruction(A1, 0);
    assert_eq!(QUEEN_TABLE_FREE, QUEEN);
    assert_eq!(ROOK_OBSTRUCTION, 0x0101_0101_0101_01FE);
    assert_eq!(ROOK, 0x0101_0101_0101_01FE);
    assert_eq!(BISHOP, 0x8041_2214_0014_2241);
    assert_eq!(ROOK_KG, ROOK);
    assert_eq!(BISHOP_KG.0, BISHOP);
    assert_eq!(QUEEN, ROOK | 0x8040_2010_0804_0200);
}
