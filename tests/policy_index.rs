//! `policy_index!` against references written here from each map's rules: Lc0's as its list of
//! 1,858 move strings (hashed to the SHA-256 Lc0's list has), Monty's as its blocks numbered one
//! after another, and Monty's earlier from-to map likewise. Each accessor is compared with its
//! reference over its domain (every piece, from and to square and king half; every promotion
//! and castling), and the functions over a board on every legal move of random games, standard
//! and Chess960, and of the perft suite and the positions a move from it: the output equals the
//! reference's, lies below the output count, is no other legal move's, and gives the move back.

mod common;

use bbgen::{Board, Color, Move, Piece, Role, Square};
use common::{Rng, perft_suite, play_random, random_chess960_start};

// Lc0's map: 1,858 outputs.
bbgen::policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip);

// Monty's map since August 2025: 3,920 outputs.
bbgen::policy_index!(
    name = MONTY,
    pieces(pawn knight bishop rook queen king),
    promotions(knight bishop rook queen, from_to),
    castling,
    double_pushes,
    flip,
    mirror
);

// Monty's earlier map: 1,880 outputs.
bbgen::policy_index!(
    name = MONTY_FROM_TO,
    from_to(queen knight),
    promotions(knight bishop rook queen, from_to),
    castling(king_move),
    flip,
    mirror
);

/// The SHA-256 of Lc0's 1,858 move strings joined by `\n`.
const LC0_SHA256: &str = "4a901f49851725496e39e34648dd58f240950fa6b72a0bbf6b2816b9af767cc7";

/// What a map reads of a move: the moving piece, its side's king, the squares, the promotion, and
/// whether it castles (the king onto its own rook).
#[derive(Clone, Copy, Debug)]
struct Input {
    piece: Piece,
    king: usize,
    from: usize,
    to: usize,
    promotion: Option<Role>,
    castling: bool,
}

type Accessor = fn(Piece, Square, Square, Square, Option<Role>, bool) -> Option<u32>;

impl Input {
    fn call(self, accessor: Accessor) -> Option<u32> {
        let sq = |i: usize| Square::ALL[i];
        accessor(self.piece, sq(self.king), sq(self.from), sq(self.to), self.promotion, self.castling)
    }

    /// The input of the legal move `mv` on `board`, read from the board square by square.
    fn of(board: &Board, mv: Move) -> Input {
        let piece = board.piece_at(mv.from).unwrap();
        let castling = piece.role == Role::King && board.piece_at(mv.to) == Some(Piece::new(piece.color, Role::Rook));
        let king = board.king(piece.color).index();
        Input { piece, king, from: mv.from.index(), to: mv.to.index(), promotion: mv.promotion, castling }
    }
}

/// `(file, rank)` of a square.
fn coords(sq: usize) -> (i32, i32) {
    ((sq % 8) as i32, (sq / 8) as i32)
}

/// A square's name, such as `e4`.
fn name(sq: usize) -> String {
    let (file, rank) = coords(sq);
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

/// The squares a piece of `role` reaches from `sq` on an empty board playing up the board, in
/// square order: a pawn's push and two captures, none from the last rank.
fn reach(role: Role, sq: usize) -> Vec<usize> {
    let (file, rank) = coords(sq);
    let on_board = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
    let mut out = Vec::new();
    let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let diagonal = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let knight = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    let (steps, slides): (Vec<(i32, i32)>, bool) = match role {
        Role::Pawn => (vec![(-1, 1), (0, 1), (1, 1)], false),
        Role::Knight => (knight.to_vec(), false),
        Role::Bishop => (diagonal.to_vec(), true),
        Role::Rook => (straight.to_vec(), true),
        Role::Queen => ([straight, diagonal].concat(), true),
        Role::King => ([straight, diagonal].concat(), false),
    };
    for (df, dr) in steps {
        let (mut f, mut r) = (file + df, rank + dr);
        while on_board(f, r) {
            out.push((r * 8 + f) as usize);
            if !slides {
                break;
            }
            (f, r) = (f + df, r + dr);
        }
    }
    out.sort_unstable();
    out
}

/// Moves numbered one after another, each from square's destinations in turn by square: each
/// move's output, and where each from square's first output lies and what it reaches.
struct Numbered {
    outputs: Vec<[Option<u32>; 64]>,
    first: [u32; 64],
    reached: Vec<Vec<usize>>,
}

impl Numbered {
    /// The squares of `reached(sq)` numbered from `start`; the next free output.
    fn new(start: u32, reached: impl Fn(usize) -> Vec<usize>) -> (Numbered, u32) {
        let (mut outputs, mut first, mut next) = (vec![[None; 64]; 64], [0; 64], start);
        let reached: Vec<Vec<usize>> = (0..64).map(reached).collect();
        for sq in 0..64 {
            first[sq] = next;
            for &to in &reached[sq] {
                outputs[sq][to] = Some(next);
                next += 1;
            }
        }
        (Numbered { outputs, first, reached }, next)
    }

    /// The output of a move from `from` to `to`, if `to` is a destination.
    fn output(&self, from: usize, to: usize) -> Option<u32> {
        self.outputs[from][to]
    }

    /// Where a move from `from` to `to` would rank, a destination or not: its first, plus the
    /// destinations below `to`.
    fn ranked(&self, from: usize, to: usize) -> u32 {
        self.first[from] + self.reached[from].iter().filter(|&&d| d < to).count() as u32
    }
}

/// Lc0's move strings, written out from its rules: every from square in order, each to square in
/// order on a line or a knight's jump away; then the promotions from rank 7 by from file, each to
/// file from its left neighbour to its right, queen, rook and bishop.
fn lc0_strings() -> Vec<String> {
    let mut out = Vec::new();
    for from in 0..64 {
        for to in (0..64).filter(|&to| to != from) {
            let ((ff, fr), (tf, tr)) = (coords(from), coords(to));
            let (df, dr) = ((ff - tf).abs(), (fr - tr).abs());
            if df == 0 || dr == 0 || df == dr || df * dr == 2 {
                out.push(format!("{}{}", name(from), name(to)));
            }
        }
    }
    for file in 0..8 {
        for to in (file.max(1) - 1)..=(file + 1).min(7) {
            for role in ["q", "r", "b"] {
                out.push(format!("{}{}{role}", name(48 + file), name(56 + to)));
            }
        }
    }
    out
}

/// SHA-256 (FIPS 180-4), for the hash of Lc0's list; checked on the standard's examples below.
fn sha256(message: &[u8]) -> String {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
        0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
        0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
        0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
        0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
        0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
        0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] =
        [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    let mut data = message.to_vec();
    data.push(0x80);
    while data.len() % 64 != 56 {
        data.push(0);
    }
    data.extend((message.len() as u64 * 8).to_be_bytes());
    for block in data.chunks(64) {
        let mut w = [0u32; 64];
        for i in 0..64 {
            w[i] = if i < 16 {
                u32::from_be_bytes(block[4 * i..4 * i + 4].try_into().unwrap())
            } else {
                let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
                let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
                w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1)
            };
        }
        let mut v = h;
        for i in 0..64 {
            let [a, b, c, d, e, f, g, last] = v;
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let t1 = last.wrapping_add(s1).wrapping_add((e & f) ^ (!e & g)).wrapping_add(K[i]).wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let t2 = s0.wrapping_add((a & b) ^ (a & c) ^ (b & c));
            v = [t1.wrapping_add(t2), a, b, c, d.wrapping_add(t1), e, f, g];
        }
        for (word, add) in h.iter_mut().zip(v) {
            *word = word.wrapping_add(add);
        }
    }
    h.iter().map(|word| format!("{word:08x}")).collect()
}

/// The references, built once.
struct References {
    /// Lc0's outputs by the move each string names: `[promotion][from][to]`, promotions
    /// numbered none (a knight's too), queen, rook, bishop.
    lc0: Vec<[[Option<u32>; 64]; 64]>,
    /// Monty's moves, a numbering per role, pawn to king.
    monty: Vec<Numbered>,
    /// Monty's earlier map's moves: the queen's and the knight's destinations.
    monty_from_to: Numbered,
}

impl References {
    fn new() -> References {
        let mut lc0 = vec![[[None; 64]; 64]; 4];
        let square = |text: &str| {
            let b = text.as_bytes();
            usize::from(b[1] - b'1') * 8 + usize::from(b[0] - b'a')
        };
        for (i, text) in lc0_strings().iter().enumerate() {
            let promotion = text.chars().nth(4).and_then(|letter| "qrb".find(letter)).map_or(0, |k| k + 1);
            lc0[promotion][square(&text[0..2])][square(&text[2..4])] = Some(i as u32);
        }
        let mut next = 0;
        let mut monty = Vec::new();
        for role in Role::ALL {
            let (numbered, end) = Numbered::new(next, |sq| reach(role, sq));
            monty.push(numbered);
            next = end;
        }
        assert_eq!(next, 3822);
        let queen_and_knight = |sq| {
            let mut both = [reach(Role::Queen, sq), reach(Role::Knight, sq)].concat();
            both.sort_unstable();
            both
        };
        let (monty_from_to, end) = Numbered::new(0, queen_and_knight);
        assert_eq!(end, 1792);
        References { lc0, monty, monty_from_to }
    }

    /// Lc0's output: the move as its string names it, seen from the side to move (ranks flipped
    /// for Black), a knight's promotion written as the plain move.
    fn lc0(&self, input: Input) -> Option<u32> {
        let flip = if input.piece.color == Color::Black { 56 } else { 0 };
        let promotion = match input.promotion {
            Some(Role::Queen) => 1,
            Some(Role::Rook) => 2,
            Some(Role::Bishop) => 3,
            _ => 0,
        };
        self.lc0[promotion][input.from ^ flip][input.to ^ flip]
    }

    /// Where Monty orients a move's squares: mirrored with the king on files e to h, flipped for
    /// Black; and whether the king is mirrored.
    fn monty_flip(input: Input) -> (usize, bool) {
        let mirrored = coords(input.king).0 > 3;
        (if mirrored { 7 } else { 0 } ^ if input.piece.color == Color::Black { 56 } else { 0 }, mirrored)
    }

    /// A promotion's output in Monty's maps after `start`: 22 a role, knight to queen, then
    /// `2 * from file + to file`; where the move is a pawn's from rank 7 to rank 8 as oriented.
    fn monty_promotion(start: u32, role: Role, src: usize, dst: usize) -> Option<u32> {
        let ((ff, fr), (tf, tr)) = (coords(src), coords(dst));
        let k = role as u32 - Role::Knight as u32;
        (fr == 6 && tr == 7 && (ff - tf).abs() <= 1).then_some(start + 22 * k + (2 * ff + tf) as u32)
    }

    /// Monty's output.
    fn monty(&self, input: Input) -> Option<u32> {
        let (flip, mirrored) = References::monty_flip(input);
        let (src, dst) = (input.from ^ flip, input.to ^ flip);
        let on_first_rank = coords(src).1 == 0 && coords(dst).1 == 0 && src != dst;
        if let Some(role) = input.promotion {
            return References::monty_promotion(3822, role, src, dst);
        }
        if input.castling {
            let kingside = coords(input.to).0 > coords(input.from).0;
            return on_first_rank.then_some(3910 + u32::from(kingside ^ !mirrored));
        }
        if input.piece.role == Role::Pawn && dst == src + 16 {
            return (coords(src).1 == 1).then_some(3912 + coords(src).0 as u32);
        }
        self.monty[input.piece.role as usize].output(src, dst)
    }

    /// The output of Monty's earlier map: castling as the king's move to the g or c file.
    fn monty_from_to(&self, input: Input) -> Option<u32> {
        let (flip, _) = References::monty_flip(input);
        let (src, dst) = (input.from ^ flip, input.to ^ flip);
        if let Some(role) = input.promotion {
            return References::monty_promotion(1792, role, src, dst);
        }
        if input.castling {
            let on_first_rank = coords(src).1 == 0 && coords(dst).1 == 0 && src != dst;
            let file = if coords(input.to).0 > coords(input.from).0 { 6 } else { 2 };
            let landing = (input.from / 8 * 8 + file) ^ flip;
            return on_first_rank.then(|| self.monty_from_to.ranked(src, landing));
        }
        self.monty_from_to.output(src, dst)
    }
}

/// A map under test: its name, output count, functions and reference.
struct Map {
    name: &'static str,
    outputs: u32,
    index: Accessor,
    of_move: fn(&Board, Move) -> u32,
    move_of: fn(&Board, u32) -> Option<Move>,
    reference: fn(&References, Input) -> Option<u32>,
}

const MAPS: [Map; 3] = [
    Map {
        name: "LC0",
        outputs: LC0_OUTPUTS,
        index: lc0_index,
        of_move: lc0,
        move_of: lc0_move,
        reference: References::lc0,
    },
    Map {
        name: "MONTY",
        outputs: MONTY_OUTPUTS,
        index: monty_index,
        of_move: monty,
        move_of: monty_move,
        reference: References::monty,
    },
    Map {
        name: "MONTY_FROM_TO",
        outputs: MONTY_FROM_TO_OUTPUTS,
        index: monty_from_to_index,
        of_move: monty_from_to,
        move_of: monty_from_to_move,
        reference: References::monty_from_to,
    },
];

/// What the positions checked add up to, and each map's owner of each output in the position
/// being checked.
struct Seen {
    positions: usize,
    moves: usize,
    round_trips: usize,
    /// Monty's earlier map's castlings that share an output with a king's step.
    shared: usize,
    owners: Vec<Vec<Option<Move>>>,
}

impl Seen {
    fn new() -> Seen {
        let owners = MAPS.iter().map(|map| vec![None; map.outputs as usize]).collect();
        Seen { positions: 0, moves: 0, round_trips: 0, shared: 0, owners }
    }

    /// Every legal move of `board` in every map: the output is the reference's and below the
    /// count; no two moves share one (but in Monty's earlier map a castling and the king's step
    /// of [`castling_and_its_step`]); and where `round_trip`, the move of each output is the move.
    fn check(&mut self, references: &References, board: &Board, round_trip: bool) {
        let moves = board.legal_moves();
        for (map, owners) in MAPS.iter().zip(&mut self.owners) {
            let (mut outputs, mut shared) = (Vec::with_capacity(moves.len()), Vec::new());
            for &mv in &moves {
                let output = (map.of_move)(board, mv);
                outputs.push((output, mv));
                let want = (map.reference)(references, Input::of(board, mv));
                assert_eq!(Some(output), want, "{}: {board} {mv:?}", map.name);
                assert!(output < map.outputs, "{}: {board} {mv:?}", map.name);
                if let Some(other) = owners[output as usize].replace(mv) {
                    assert!(
                        map.name == "MONTY_FROM_TO" && castling_and_its_step(board, mv, other),
                        "{}: {board}: {mv:?} and {other:?} share {output}",
                        map.name
                    );
                    shared.push(output);
                }
            }
            self.shared += shared.len();
            for (output, mv) in outputs {
                if round_trip && !shared.contains(&output) {
                    assert_eq!((map.move_of)(board, output), Some(mv), "{}: {board} {output}", map.name);
                    self.round_trips += 1;
                }
                owners[output as usize] = None;
            }
        }
        self.positions += 1;
        self.moves += moves.len();
    }
}

/// Whether `a` and `b` are a castling (the king onto its own rook) and the king's step that
/// Monty's earlier map gives the same output, in either order: the step onto the square the king
/// lands on or, where the king stands there already, onto the square its rook lands on.
fn castling_and_its_step(board: &Board, a: Move, b: Move) -> bool {
    let castles = |mv: Move| board.piece_at(mv.to).is_some_and(|p| p.color == board.side_to_move());
    let (castle, step) = match (castles(a), castles(b)) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        _ => return false,
    };
    let (from, rook) = (castle.from.index(), castle.to.index());
    let first = from / 8 * 8;
    let (king_lands, rook_lands) = if rook > from { (first + 6, first + 5) } else { (first + 2, first + 3) };
    let onto = if king_lands == from { rook_lands } else { king_lands };
    step.from == castle.from && step.to.index() == onto
}

#[test]
fn sha256_of_the_standards_examples() {
    assert_eq!(sha256(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assert_eq!(sha256(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assert_eq!(
        sha256(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    );
}

/// Lc0's list, read back from the accessor (each output's move, White to move), hashes as Lc0's
/// does, and so does the list written from the rules.
#[test]
fn lc0_strings_hash_as_lc0s() {
    let mut strings = vec![String::new(); LC0_OUTPUTS as usize];
    let white = |role| Piece::new(Color::White, role);
    for (from, to) in (0..64).flat_map(|from| (0..64).map(move |to| (from, to))) {
        let input = Input { piece: white(Role::Queen), king: 4, from, to, promotion: None, castling: false };
        if let Some(output) = input.call(lc0_index) {
            assert!(strings[output as usize].is_empty(), "{output} twice");
            strings[output as usize] = format!("{}{}", name(from), name(to));
        }
        for (role, letter) in [(Role::Queen, "q"), (Role::Rook, "r"), (Role::Bishop, "b")] {
            let promotion = Input { piece: white(Role::Pawn), promotion: Some(role), ..input };
            if let Some(output) = promotion.call(lc0_index) {
                assert!(strings[output as usize].is_empty(), "{output} twice");
                strings[output as usize] = format!("{}{}{letter}", name(from), name(to));
            }
        }
    }
    assert!(strings.iter().all(|s| !s.is_empty()));
    assert_eq!(sha256(strings.join("\n").as_bytes()), LC0_SHA256);
    assert_eq!(strings, lc0_strings());
}

/// The figures the maps are known by, on real positions.
#[test]
fn known_outputs() {
    let start = Board::startpos();
    let uci = |board: &Board, text: &str| board.parse_uci(text).unwrap();
    assert_eq!(lc0(&start, uci(&start, "e2e4")), 322);
    assert_eq!(lc0(&start, uci(&start, "g1f3")), 159);
    let after = start.played(uci(&start, "e2e4"));
    assert_eq!(lc0(&after, uci(&after, "e7e5")), 322);
    let promote = Board::from_fen("6k1/P7/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert_eq!(lc0(&promote, uci(&promote, "a7a8n")), 1401);
    assert_eq!(lc0(&promote, uci(&promote, "a7a8q")), 1792);
    // O-O is the king onto its rook: e1h1.
    assert_eq!(lc0(&promote, uci(&promote, "e1g1")), 103);
    assert_eq!(lc0_move(&start, 322), Some(uci(&start, "e2e4")));
    assert_eq!(lc0_move(&start, 0), None);
    assert_eq!((LC0_OUTPUTS, MONTY_OUTPUTS, MONTY_FROM_TO_OUTPUTS), (1858, 3920, 1880));
    // In Monty's map the king on e1 mirrors the files: O-O takes 3910 + (1 ^ 0), and a7a8q is
    // h7h8q, 3822 + 22 * 3 + 2 * 7 + 7.
    assert_eq!((monty(&promote, uci(&promote, "e1g1")), monty(&promote, uci(&promote, "a7a8q"))), (3911, 3909));
    assert_eq!(monty(&start, uci(&start, "e2e4")), 3912 + 3);
}

/// Monty's blocks, counted from the accessor: each piece's moves from every square to every
/// square as White with the king on a1 (nothing mirrored), then the promotions, castling and
/// double pushes.
#[test]
fn monty_blocks() {
    let mut starts = Vec::new();
    for role in Role::ALL {
        let outputs: Vec<u32> = (0..64)
            .flat_map(|from| (0..64).map(move |to| (from, to)))
            .filter_map(|(from, to)| {
                let piece = Piece::new(Color::White, role);
                Input { piece, king: 0, from, to, promotion: None, castling: false }.call(monty_index)
            })
            .filter(|&output| output < 3822)
            .collect();
        starts.push((outputs.iter().min().copied().unwrap(), outputs.len()));
    }
    assert_eq!(starts, [(0, 154), (154, 336), (490, 560), (1050, 896), (1946, 1456), (3402, 420)]);
    let pawn = Piece::new(Color::White, Role::Pawn);
    let input = |from, to, promotion| Input { piece: pawn, king: 0, from, to, promotion, castling: false };
    assert_eq!(input(48, 56, Some(Role::Knight)).call(monty_index), Some(3822));
    assert_eq!(input(55, 63, Some(Role::Queen)).call(monty_index), Some(3822 + 88 - 1));
    assert_eq!(input(8, 24, None).call(monty_index), Some(3912));
    let castle = |to| Input {
        piece: Piece::new(Color::White, Role::King),
        king: 3,
        from: 3,
        to,
        promotion: None,
        castling: true,
    };
    // Not mirrored: towards h is kingside, 3910 + (1 ^ 1); towards a, 3910 + (0 ^ 1).
    assert_eq!((castle(7).call(monty_index), castle(0).call(monty_index)), (Some(3910), Some(3911)));
    assert_eq!(input(15, 31, None).call(monty_index), Some(3919));
    assert_eq!(input(48, 56, Some(Role::Knight)).call(monty_from_to_index), Some(1792));
}

/// Each accessor against its reference over its domain: every piece of either colour from every
/// square to every square with the king on four squares (both halves, both back ranks), every
/// promotion of a pawn from every square to every square, every castling of a king from every
/// square to every square; and a queen's moves with the king on every square.
#[test]
fn accessors_match_the_references_over_their_domain() {
    let references = References::new();
    let squares = || (0..64).flat_map(|from| (0..64).map(move |to| (from, to)));
    let mut inputs = Vec::new();
    for piece in Color::ALL.into_iter().flat_map(|color| Role::ALL.map(|role| Piece::new(color, role))) {
        for (from, to) in squares() {
            for king in [2, 5, 58, 61] {
                inputs.push(Input { piece, king, from, to, promotion: None, castling: false });
                if piece.role == Role::Pawn {
                    for promotion in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                        inputs.push(Input { piece, king, from, to, promotion: Some(promotion), castling: false });
                    }
                }
            }
            if piece.role == Role::King {
                inputs.push(Input { piece, king: from, from, to, promotion: None, castling: true });
            }
        }
    }
    for (king, (from, to)) in (0..64).flat_map(|king| squares().map(move |pair| (king, pair))) {
        let piece = Piece::new(Color::ALL[king % 2], Role::Queen);
        inputs.push(Input { piece, king, from, to, promotion: None, castling: false });
    }
    for map in &MAPS {
        let mut found = 0;
        for &input in &inputs {
            let want = (map.reference)(&references, input);
            assert_eq!(input.call(map.index), want, "{}: {input:?}", map.name);
            found += usize::from(want.is_some());
        }
        assert!(found > inputs.len() / 10, "{}", map.name);
    }
    assert_eq!(inputs.len(), 598_016);
}

/// Every legal move of random games, standard and Chess960: 100,000 positions; the move of every
/// output is read back in every sixty-fourth.
#[test]
fn random_games() {
    let references = References::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut seen = Seen::new();
    let mut game = 0;
    while seen.positions < 100_000 {
        let mut board =
            if game % 3 == 0 { Board::from_fen(&random_chess960_start(&mut rng)).unwrap() } else { Board::startpos() };
        for _ in 0..300 {
            seen.check(&references, &board, seen.positions.is_multiple_of(64));
            if !play_random(&mut board, &mut rng) {
                break;
            }
        }
        game += 1;
    }
    println!(
        "{game} games: {} positions, {} legal moves each in three maps, {} read back, {} outputs shared",
        seen.positions, seen.moves, seen.round_trips, seen.shared
    );
}

/// Every legal move of the 126 positions of the perft suite and of every position a move from
/// them, each output's move read back.
#[test]
fn perft_suite_and_a_move_on() {
    let references = References::new();
    let mut seen = Seen::new();
    for (fen, _) in perft_suite() {
        let board = Board::from_fen(fen).unwrap();
        seen.check(&references, &board, true);
        for mv in board.legal_moves() {
            seen.check(&references, &board.played(mv), true);
        }
    }
    println!(
        "{} positions, {} legal moves each in three maps, {} read back",
        seen.positions, seen.moves, seen.round_trips
    );
    assert!(seen.positions > 1500);
}

/// Monty's earlier map numbers castling as the king's move to the square it lands on, ranked
/// among the king's square's destinations as Monty ranks it, so in Chess960 a castling can share
/// its output with a king's step: with the king on b1 and the rook on a1, O-O-O lands the king on
/// c1, as the step b1c1 does; with the king on c1 and the rook on a1, the king stays and its
/// landing square ranks as c1d1, the step onto the rook's landing square; likewise g1 and g1f1
/// with the files mirrored. Monty's current map and Lc0's keep them apart.
#[test]
fn monty_from_to_shares_a_castling_with_a_step() {
    for (fen, castling, step) in [
        ("1k6/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "b1c1"),
        ("1k6/8/8/8/8/8/8/R1K5 w A - 0 1", "c1a1", "c1d1"),
        ("1k6/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "g1f1"),
    ] {
        let board = Board::from_fen(fen).unwrap();
        let (castle, step) = (board.parse_uci(castling).unwrap(), board.parse_uci(step).unwrap());
        assert!(board.is_castling(castle) && !board.is_castling(step), "{fen}");
        assert!(castling_and_its_step(&board, castle, step), "{fen}");
        assert_eq!(monty_from_to(&board, castle), monty_from_to(&board, step), "{fen}");
        assert_ne!(monty(&board, castle), monty(&board, step), "{fen}");
        assert_ne!(lc0(&board, castle), lc0(&board, step), "{fen}");
    }
}
