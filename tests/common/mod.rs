//! Naive references, written from the semantics and independently of the generator: coordinates
//! and loops, no shifts or masks.

#![allow(dead_code)]

pub mod wine;

use bbgen::{Color, Square};

/// `(file, rank)` of a square, both in `0..8`.
pub fn coords(sq: Square) -> (i32, i32) {
    (sq.index() as i32 % 8, sq.index() as i32 / 8)
}

/// The square at `(file, rank)`, if on the board.
pub fn at(file: i32, rank: i32) -> Option<Square> {
    if (0..8).contains(&file) && (0..8).contains(&rank) { Square::new((rank * 8 + file) as u8) } else { None }
}

pub fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

/// Squares at king distance one.
pub fn king_attacks(sq: Square) -> u64 {
    let (f, r) = coords(sq);
    let mut set = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(to) = at(f + df, r + dr).filter(|_| (df, dr) != (0, 0)) {
                set |= bit(to);
            }
        }
    }
    set
}

/// The squares strictly inside the segment from `a` to `b`, when the two share a rank, file,
/// diagonal or anti-diagonal: every square collinear with both and within their bounding box.
pub fn between(a: Square, b: Square) -> u64 {
    let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
    let aligned = fa == fb || ra == rb || (fa - fb).abs() == (ra - rb).abs();
    if a == b || !aligned {
        return 0;
    }
    Square::ALL
        .into_iter()
        .filter(|&s| {
            let (fs, rs) = coords(s);
            let collinear = (fs - fa) * (rb - ra) == (rs - ra) * (fb - fa);
            let inside = fa.min(fb) <= fs && fs <= fa.max(fb) && ra.min(rb) <= rs && rs <= ra.max(rb);
            collinear && inside && s != a && s != b
        })
        .fold(0, |set, s| set | bit(s))
}

/// Rule of the square, as a race played out turn by turn on an otherwise empty board: whether a
/// lone king of `king_color` on `king` catches a pawn of the other colour on `pawn`. The pawn
/// always advances (two squares from its home rank); the king's side may step anywhere or wait,
/// so the squares it can stand on grow by one king step a turn. The pawn is caught when, on the
/// king's turn right after it reaches the last rank, the king can stand on that square (taking
/// the new piece, or having blocked the pawn there before).
pub fn king_catches(king_color: Color, to_move: Color, king: Square, pawn: Square) -> bool {
    let (file, mut rank) = coords(pawn);
    let (step, home, last) = if king_color == Color::Black { (1, 1, 7) } else { (-1, 6, 0) };
    let promotion = bit(at(file, last).unwrap());
    let mut reach = bit(king);
    let mut king_turn = king_color == to_move;
    let mut promoted = false;
    loop {
        if king_turn {
            reach |=
                Square::ALL.into_iter().filter(|&sq| reach & bit(sq) != 0).fold(0, |set, sq| set | king_attacks(sq));
            if promoted {
                return reach & promotion != 0;
            }
        } else {
            rank += if rank == home { 2 * step } else { step };
            promoted = rank == last;
        }
        king_turn = !king_turn;
    }
}

/// The caughtable area as the tables store it: pawn squares on ranks 2 to 7, the king's square
/// clear.
pub fn caughtable(king_color: Color, to_move: Color, king: Square) -> u64 {
    Square::ALL
        .into_iter()
        .filter(|&p| (1..7).contains(&coords(p).1) && p != king && king_catches(king_color, to_move, king, p))
        .fold(0, |set, p| set | bit(p))
}

/// A fixed-seed xorshift generator for reproducible random sets.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A random set of about `1/4`, `1/8` ... density, by and-ing several draws.
    pub fn sparse(&mut self, draws: u32) -> u64 {
        (0..draws).fold(u64::MAX, |set, _| set & self.next())
    }
}

/// Plays a random legal move on `board`; `false`, with the board unchanged, when it has none.
pub fn play_random(board: &mut bbgen::Board, rng: &mut Rng) -> bool {
    let moves = board.legal_moves();
    if moves.is_empty() {
        return false;
    }
    board.play(moves[rng.next() as usize % moves.len()]);
    true
}

/// The board after a random game of up to `plies` plies from the start position or, with
/// `chess960`, a random Chess960 start, all drawn from `seed`: what a property test explores.
pub fn random_game(seed: u64, plies: usize, chess960: bool) -> bbgen::Board {
    let mut rng = Rng(seed | 1);
    let mut board = if chess960 {
        bbgen::Board::from_fen(&random_chess960_start(&mut rng)).unwrap()
    } else {
        bbgen::Board::startpos()
    };
    for _ in 0..plies {
        if !play_random(&mut board, &mut rng) {
            break;
        }
    }
    board
}

/// The squares at the given `(file, rank)` offsets from `sq` that are on the board.
pub fn offsets(sq: Square, deltas: &[(i32, i32)]) -> u64 {
    let (f, r) = coords(sq);
    deltas.iter().filter_map(|&(df, dr)| at(f + df, r + dr)).fold(0, |set, to| set | bit(to))
}

pub const KNIGHT_DELTAS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// Squares a knight on `sq` attacks.
pub fn knight_attacks(sq: Square) -> u64 {
    offsets(sq, &KNIGHT_DELTAS)
}

/// Squares a pawn of `color` on `sq` attacks.
pub fn pawn_attacks(color: Color, sq: Square) -> u64 {
    let dr = if color == Color::White { 1 } else { -1 };
    offsets(sq, &[(-1, dr), (1, dr)])
}

/// The squares a slider on `from` reaches along `directions`, stopping at the first occupied
/// square (which it reaches).
pub fn slide(from: Square, directions: &[(i32, i32)], occupancy: u64) -> u64 {
    let (f, r) = coords(from);
    let mut set = 0;
    for &(df, dr) in directions {
        let mut k = 1;
        while let Some(to) = at(f + k * df, r + k * dr) {
            set |= bit(to);
            if occupancy & bit(to) != 0 {
                break;
            }
            k += 1;
        }
    }
    set
}

pub const ROOK_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const BISHOP_DIRECTIONS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The squares a piece attacks from `from` with `occupancy` on the board, by walking.
pub fn piece_attacks(piece: bbgen::Piece, from: Square, occupancy: u64) -> u64 {
    use bbgen::Role;
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, from),
        Role::Knight => knight_attacks(from),
        Role::Bishop => slide(from, &BISHOP_DIRECTIONS, occupancy),
        Role::Rook => slide(from, &ROOK_DIRECTIONS, occupancy),
        Role::Queen => slide(from, &BISHOP_DIRECTIONS, occupancy) | slide(from, &ROOK_DIRECTIONS, occupancy),
        Role::King => king_attacks(from),
    }
}

/// The fewest knight moves from `a` to `b` on the board, by growing the set of reached squares.
pub fn knight_distance(a: Square, b: Square) -> u8 {
    let mut reached = bit(a);
    let mut moves = 0;
    while reached & bit(b) == 0 {
        reached |= Bitboard(reached).into_iter().fold(0, |set, sq| set | knight_attacks(sq));
        moves += 1;
    }
    moves
}

use bbgen::Bitboard;

/// A random Chess960 starting position: bishops on squares of both colours, the king between
/// the rooks, black mirroring white. The castling field is X-FEN or Shredder-FEN at random.
pub fn random_chess960_start(rng: &mut Rng) -> String {
    loop {
        let mut rank = *b"RNBQKBNR";
        for i in (1..8).rev() {
            rank.swap(i, rng.next() as usize % (i + 1));
        }
        let find = |c: u8| rank.iter().enumerate().filter(move |&(_, &p)| p == c).map(|(i, _)| i);
        let bishops: Vec<usize> = find(b'B').collect();
        let rooks: Vec<usize> = find(b'R').collect();
        let king = find(b'K').next().unwrap();
        if bishops[0] % 2 == bishops[1] % 2 || !(rooks[0] < king && king < rooks[1]) {
            continue;
        }
        let white = String::from_utf8(rank.to_vec()).unwrap();
        let castling = if rng.next().is_multiple_of(2) {
            "KQkq".to_owned()
        } else {
            let files: String = rooks.iter().rev().map(|&f| char::from(b'A' + f as u8)).collect();
            format!("{files}{}", files.to_lowercase())
        };
        return format!("{}/pppppppp/8/8/8/8/PPPPPPPP/{white} w {castling} - 0 1", white.to_lowercase());
    }
}

/// The 126 positions of the perft suite that engines have long shared as `perftsuite.epd`
/// (`tests/data`): each one's FEN and its node counts from depth 1 on. Castling in every
/// combination, en passant, promotions, lone minor pieces and pawn endings, both sides to move.
pub fn perft_suite() -> Vec<(&'static str, Vec<u64>)> {
    include_str!("../data/perftsuite.epd")
        .lines()
        .map(|line| {
            let mut fields = line.split(" ;");
            let fen = fields.next().unwrap();
            let counts = fields.map(|field| field.split_once(' ').unwrap().1.parse().unwrap()).collect();
            (fen, counts)
        })
        .collect()
}
