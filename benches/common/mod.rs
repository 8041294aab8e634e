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
