//! Inputs and measuring helpers the benchmarks share.

// Each benchmark uses a part of this module.
#![allow(dead_code)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkGroup, Criterion, Throughput, measurement::WallTime};

/// How many inputs one pass reads: a power of two, so that [`both`] can reorder them with a
/// mask, and enough that even the fastest lookups take about a microsecond a pass, against which
/// reading the clock around the pass is small.
pub const INPUTS: usize = 4096;

/// A fixed-seed xorshift generator: the inputs are the same in every run.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A random square index.
    pub fn square(&mut self) -> u8 {
        (self.next() % 64) as u8
    }

    /// A board-like occupancy: about a third of the squares.
    pub fn occupancy(&mut self) -> u64 {
        self.next() & (self.next() | self.next())
    }
}

/// Criterion settings short enough for a full run in a few minutes on two shared cores.
pub fn criterion() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1200))
        .sample_size(30)
        .without_plots()
}

/// Benchmarks `f` over `inputs` two ways: `throughput`, every call independent, and `latency`,
/// each input chosen by the previous answer so that calls cannot overlap.
///
/// The latency chain adds as little of its own as it can: the answer is added to the position
/// and masked (the input count is a power of two), and the next input loaded, a few cycles in
/// all. Because the whole answer picks the next input, the compiler cannot compute calls ahead
/// of it, so no optimisation barrier (a trip through memory) sits in the chain; nor does a
/// division, which would add a dozen cycles to every call and pull every ratio towards 1.
///
/// Every pass reads the inputs in a new order: before it, and outside the timing, they are
/// copied with their positions XORed by a salt that changes from pass to pass. A branch
/// predictor learns a sequence of outcomes that repeats often enough, even one thousands of
/// inputs long, so a fixed order would time branchy code on answers it had memorised.
pub fn both<I: Copy, R: Into<u64> + Copy>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    inputs: &[I],
    f: impl Fn(I) -> R,
) {
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function(format!("{name}/throughput"), |b| {
        let mut order = Reorder::new(inputs);
        b.iter_custom(|passes| {
            order.time(passes, |inputs| {
                let mut acc = 0u64;
                for &input in black_box(inputs) {
                    acc ^= f(input).into();
                }
                acc
            })
        })
    });
    group.bench_function(format!("{name}/latency"), |b| {
        let mut order = Reorder::new(inputs);
        b.iter_custom(|passes| {
            order.time(passes, |inputs| {
                let (mut last, mask) = (0u64, inputs.len() - 1);
                for i in 0..inputs.len() {
                    let input = inputs[(i + last as usize) & mask];
                    last = f(input).into();
                }
                last
            })
        })
    });
}

/// The inputs and the copy a pass reads, in the order of the current salt.
struct Reorder<'a, I> {
    inputs: &'a [I],
    pass: Vec<I>,
    salt: usize,
}

impl<'a, I: Copy> Reorder<'a, I> {
    fn new(inputs: &'a [I]) -> Self {
        assert!(
            inputs.len().is_power_of_two(),
            "the salted order and the latency mask need a power-of-two input count"
        );
        Reorder { inputs, pass: inputs.to_vec(), salt: 0 }
    }

    /// The total time of `passes` runs of `run`, each over a newly ordered copy; the copying is
    /// not timed.
    fn time(&mut self, passes: u64, mut run: impl FnMut(&[I]) -> u64) -> Duration {
        let mask = self.inputs.len() - 1;
        let mut total = Duration::ZERO;
        for _ in 0..passes {
            // An odd step visits every salt before any repeats.
            self.salt = self.salt.wrapping_add(0x9E37_79B9) & mask;
            for (i, slot) in self.pass.iter_mut().enumerate() {
                *slot = self.inputs[i ^ self.salt];
            }
            let start = Instant::now();
            black_box(run(&self.pass));
            total += start.elapsed();
        }
        total
    }
}

/// Perft with cozy-chess, the last ply counted in bulk, in the form of bbgen's.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

/// Attackers of a square by cozy-chess's primitives, the super-piece formulation.
pub fn cozy_attackers(board: &cozy_chess::Board, sq: cozy_chess::Square) -> u64 {
    use cozy_chess::{Color as C, Piece as P};
    let occupied = board.occupied();
    let diagonal = board.pieces(P::Bishop) | board.pieces(P::Queen);
    let straight = board.pieces(P::Rook) | board.pieces(P::Queen);
    ((cozy_chess::get_pawn_attacks(sq, C::White) & board.colored_pieces(C::Black, P::Pawn))
        | (cozy_chess::get_pawn_attacks(sq, C::Black) & board.colored_pieces(C::White, P::Pawn))
        | (cozy_chess::get_knight_moves(sq) & board.pieces(P::Knight))
        | (cozy_chess::get_king_moves(sq) & board.pieces(P::King))
        | (cozy_chess::get_bishop_moves(sq, occupied) & diagonal)
        | (cozy_chess::get_rook_moves(sq, occupied) & straight))
        .0
}

/// What a move changes among the threats, as an engine without [`bbgen::Board::threat_changes`]
/// finds it: the threats of the board before and after, each gathered into a buffer, and their
/// difference by a merge (both come in order of attacker square, then target square). The answer
/// folds every changed threat, as [`threat_changes`] does.
pub fn threat_recount(board: &bbgen::Board, mv: bbgen::Move) -> u64 {
    use bbgen::Threat;
    fn gather(board: &bbgen::Board, buffer: &mut [Threat; 256]) -> usize {
        let mut len = 0;
        for (slot, threat) in buffer.iter_mut().zip(board.threats()) {
            *slot = threat;
            len += 1;
        }
        len
    }
    let placeholder = Threat {
        attacker: bbgen::Piece::new(bbgen::Color::White, bbgen::Role::Pawn),
        from: bbgen::Square::A1,
        attacked: bbgen::Piece::new(bbgen::Color::White, bbgen::Role::Pawn),
        to: bbgen::Square::A1,
    };
    let (mut before, mut after) = ([placeholder; 256], [placeholder; 256]);
    let mut next = *board;
    next.play_unchecked(mv);
    let (old_len, new_len) = (gather(board, &mut before), gather(&next, &mut after));
    let (old, new) = (&before[..old_len], &after[..new_len]);
    let key = |t: &Threat| (t.from, t.to);
    let (mut i, mut j, mut answer) = (0, 0, 0);
    while i < old.len() || j < new.len() {
        match (old.get(i), new.get(j)) {
            (Some(a), Some(b)) if a == b => (i, j) = (i + 1, j + 1),
            (Some(a), b) if b.is_none_or(|b| key(a) <= key(b)) => {
                answer = fold_threat(answer, a, 1);
                i += 1;
            }
            (_, Some(b)) => {
                answer = fold_threat(answer, b, 2);
                j += 1;
            }
            (_, None) => i += 1,
        }
    }
    answer
}

/// The same answer from [`bbgen::Board::threat_changes`].
pub fn threat_changes(board: &bbgen::Board, mv: bbgen::Move) -> u64 {
    let changes = board.threat_changes(mv);
    let removed = changes.removed().iter().fold(0, |answer, threat| fold_threat(answer, threat, 1));
    changes.added().iter().fold(removed, |answer, threat| fold_threat(answer, threat, 2))
}

/// `answer` with one changed threat folded in, `kind` telling removed from added.
fn fold_threat(answer: u64, threat: &bbgen::Threat, kind: u64) -> u64 {
    answer.rotate_left(7) ^ (threat.from as u64) << 8 ^ threat.to as u64 ^ kind << 12
}

/// The move stream the cost of threat changes is counted on: the first 60 positions of the
/// perft suite and the position 20 random plies (from a fixed seed) on from each, with every
/// legal move of each. `cargo xtask threat-cost` hands the same stream to Stockfish.
pub fn threat_stream() -> Vec<(bbgen::Board, Vec<bbgen::Move>)> {
    let mut rng = Rng(0x5EED_7EA7);
    let mut stream = Vec::new();
    for line in include_str!("../../tests/data/perftsuite.epd").lines().take(60) {
        let fen = line.split(" ;").next().unwrap_or(line);
        let start = bbgen::Board::from_fen(fen).unwrap();
        let mut later = start;
        for _ in 0..20 {
            let moves = later.legal_moves();
            if moves.is_empty() {
                break;
            }
            later.play_unchecked(moves[rng.next() as usize % moves.len()]);
        }
        for board in [start, later] {
            stream.push((board, board.legal_moves().into_iter().collect()));
        }
    }
    stream
}

/// The second stream `cargo xtask search-cost` counts on, from random games (a fixed seed) from
/// the perft suite's positions: 30 positions each where a promotion, an en passant capture or a
/// castling is legal, and 30 in check, each position once, with every legal move of each.
pub fn search_stream() -> Vec<(bbgen::Board, Vec<bbgen::Move>)> {
    type Kind = fn(&bbgen::Board, &[bbgen::Move]) -> bool;
    let kinds: [Kind; 4] = [
        |_, moves| moves.iter().any(|mv| mv.promotion.is_some()),
        |board, moves| moves.iter().any(|&mv| board.is_en_passant(mv)),
        |board, moves| moves.iter().any(|&mv| board.is_castling(mv)),
        |board, _| board.is_check(),
    ];
    let starts: Vec<&str> = include_str!("../../tests/data/perftsuite.epd")
        .lines()
        .map(|line| line.split(" ;").next().unwrap_or(line))
        .collect();
    let mut rng = Rng(0x5EA2_C057);
    let mut counts = [0; 4];
    let mut stream = Vec::new();
    for game in 0..10_000 {
        if counts.iter().all(|&count| count == 30) {
            break;
        }
        let mut board = bbgen::Board::from_fen(starts[game % starts.len()]).unwrap();
        for _ in 0..80 {
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            let new = !stream.iter().any(|(seen, _)| *seen == board);
            if let Some(kind) = (0..4).find(|&k| new && counts[k] < 30 && kinds[k](&board, &moves)) {
                counts[kind] += 1;
                stream.push((board, moves.to_vec()));
            }
            board.play_unchecked(moves[rng.next() as usize % moves.len()]);
        }
    }
    stream
}

/// [`search_stream`] without its promotions and en passant captures, whose exchange bbgen
/// plays out where Stockfish's `see_ge` answers `0 >= threshold`: the moves on which `cargo
/// xtask search-cost` compares the two SEEs doing the same work.
pub fn see_stream() -> Vec<(bbgen::Board, Vec<bbgen::Move>)> {
    search_stream()
        .into_iter()
        .map(|(board, moves)| {
            let alike = moves.into_iter().filter(|&mv| mv.promotion.is_none() && !board.is_en_passant(mv)).collect();
            (board, alike)
        })
        .collect()
}

/// The Chess960 start numbered `n` (0 to 959, Scharnagl's numbering) as a Shredder-FEN: the
/// bishops, the queen and the knights placed by the digits of `n`, the rooks and king in the
/// three squares left.
fn chess960_start(n: usize) -> String {
    let mut rank = [' '; 8];
    let (n, light) = (n / 4, n % 4);
    rank[2 * light + 1] = 'b';
    let (n, dark) = (n / 4, n % 4);
    rank[2 * dark] = 'b';
    let empty = |rank: &[char; 8]| (0..8).filter(|&i| rank[i] == ' ').collect::<Vec<_>>();
    let (n, queen) = (n / 6, n % 6);
    rank[empty(&rank)[queen]] = 'q';
    let (first, second) = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)][n];
    let free = empty(&rank);
    (rank[free[first]], rank[free[second]]) = ('n', 'n');
    let free = empty(&rank);
    (rank[free[0]], rank[free[1]], rank[free[2]]) = ('r', 'k', 'r');
    let black: String = rank.iter().collect();
    let files: String = [free[2], free[0]].iter().map(|&f| char::from(b'a' + f as u8)).collect();
    format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{} w {}{files} - 0 1", black.to_uppercase(), files.to_uppercase())
}

/// A third stream, for `cargo xtask threat-cost`'s comparison of the NNUE inputs: 30 Chess960
/// positions where a castling is legal, from random games from random starts (a fixed seed),
/// each with every legal move.
pub fn chess960_stream() -> Vec<(bbgen::Board, Vec<bbgen::Move>)> {
    let mut rng = Rng(0x960_5EED);
    let mut stream = Vec::new();
    while stream.len() < 30 {
        let mut board = bbgen::Board::from_fen(&chess960_start(rng.next() as usize % 960)).unwrap();
        for _ in 0..40 {
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            if stream.len() < 30 && moves.iter().any(|&mv| board.is_castling(mv)) {
                stream.push((board, moves.to_vec()));
                break;
            }
            board.play_unchecked(moves[rng.next() as usize % moves.len()]);
        }
    }
    stream
}
