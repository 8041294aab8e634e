//! Queen lookups per second on one thread: each slider method of bbgen, the runtime's
//! `attacks::queen` and `attacks::queen_moves`, and the sliders of cozy-chess and chess, on the
//! same inputs.
//!
//! ```text
//! cargo bench --bench queens
//! RUSTFLAGS="-C target-cpu=native" cargo bench --bench queens
//! ```
//!
//! What it measures: the loop of the public C++ slider comparison (Gigantua's Chess_Movegen,
//! `Get_MLU` in its `Main.cpp`), ported exactly: 5,000,000 occupancies, each the AND of two
//! random words, and 12 random squares for each, all drawn before any timing from the same
//! xorshift generator and seeds, in the order its compiler draws them; then only the lookups are
//! timed, the answers folded by XOR. Every lookup is inlined into the loop, as the C++ template
//! inlines it. The same again with a transposition-table probe per occupancy, a random line of a
//! 64 MiB buffer prefetched 16 occupancies ahead and then read: in an engine the slider tables
//! share the caches with everything else, so a big table that wins alone can lose there; the
//! prefetch, as engines do it, keeps the memory's latency out of the rate, which a bare read
//! would make the same for every method.
//!
//! Each method is timed over a few passes, the methods taking turns so that a busy neighbour
//! slows them alike, and the median pass is printed.

mod common;

use std::hint::black_box;
use std::time::Instant;

use bbgen::{Bitboard, Square};
use common::Rng;

#[path = "common/queens.rs"]
mod queens;

/// Occupancies per pass, as the C++ comparison draws them: with 12 lookups each, 60 million
/// queens.
const OCCUPANCIES: usize = 5_000_000;

/// Occupancies when the target runs as a test (`cargo test --benches`), only to check it.
const CHECK_OCCUPANCIES: usize = 1 << 12;

/// Lookups into each occupancy before the next one.
const PER_OCCUPANCY: usize = 12;

/// Timed passes of each method; the median is printed.
const PASSES: usize = 5;

/// Words in the buffer the cache-pressure pass probes: 64 MiB, a small transposition table, far
/// beyond the first two levels of cache.
const PROBE_WORDS: usize = (64 << 20) / 8;

/// How many occupancies ahead the cache-pressure pass prefetches its probe: several times the
/// latency of memory at the rate of the fastest methods.
const AHEAD: usize = 16;

/// The table bytes of cozy-chess's sliders (0.3, without its `pext` feature): 87,988 shared
/// black-magic entries of 8 bytes, and per square a rook and a bishop entry of mask, magic and
/// offset, 24 bytes each.
const COZY_BYTES: usize = 87_988 * 8 + 2 * 64 * 24;

/// The table bytes of chess's sliders (3.2): the 104,960 entries of 8 bytes that its build script
/// writes into `MOVES` (from a fixed seed), per square a rook and a bishop magic of 24 bytes, and
/// the empty-board rays of both, 8 bytes each, by which it masks every answer.
const CHESS_BYTES: usize = 104_960 * 8 + 2 * 64 * 24 + 2 * 64 * 8;

/// The inputs of every pass, in the types of each library, converted before any timing.
struct Inputs {
    occupancies: Vec<u64>,
    ours: Vec<Square>,
    cozy: Vec<cozy_chess::Square>,
    chess: Vec<chess::Square>,
    /// A word index into the probe buffer for each occupancy.
    probes: Vec<u32>,
    /// The buffer the cache-pressure pass reads, filled so that every page is really there (a
    /// zeroed allocation would map every page to the same zero page, all of it in the cache).
    buffer: Box<[u64; PROBE_WORDS]>,
}

/// The C++ comparison's generator: Marsaglia's xorshift on three 32-bit words, period 2^96 - 1,
/// from its seeds.
struct Xorshift96(u32, u32, u32);

impl Xorshift96 {
    fn new() -> Self {
        Xorshift96(123_456_789, 362_436_069, 521_288_629)
    }

    fn next32(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 16;
        x ^= x >> 5;
        x ^= x << 1;
        (self.0, self.1, self.2) = (self.1, self.2, x ^ self.1 ^ self.2);
        self.2
    }

    /// Two words, the first the high half, as clang evaluates `(rand32() << 32) | rand32()`.
    fn next64(&mut self) -> u64 {
        let high = u64::from(self.next32());
        high << 32 | u64::from(self.next32())
    }
}

impl Inputs {
    fn new(count: usize) -> Self {
        let mut xorshift = Xorshift96::new();
        let mut occupancies = Vec::with_capacity(count);
        let mut squares = Vec::with_capacity(count * PER_OCCUPANCY);
        for _ in 0..count {
            let occupancy = xorshift.next64();
            occupancies.push(occupancy & xorshift.next64());
            squares.extend((0..PER_OCCUPANCY).map(|_| (xorshift.next32() % 64) as u8));
        }
        // The probes are this bench's own, drawn apart so that the lookups' inputs stay the
        // comparison's.
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let probes = (0..count).map(|_| (rng.next() % PROBE_WORDS as u64) as u32).collect();
        let buffer = (0..PROBE_WORDS).map(|_| rng.next()).collect::<Box<[u64]>>().try_into().unwrap();
        Inputs {
            occupancies,
            ours: squares.iter().map(|&s| Square::ALL[usize::from(s)]).collect(),
            cozy: squares.iter().map(|&s| cozy_chess::Square::index(usize::from(s))).collect(),
            chess: squares.iter().map(|&s| chess::ALL_SQUARES[usize::from(s)]).collect(),
            probes,
            buffer,
        }
    }
}

/// The XOR of the queens on every square and occupancy.
fn plain<S: Copy>(squares: &[S], occupancies: &[u64], queen: impl Fn(S, u64) -> u64) -> u64 {
    let mut acc = 0;
    for (&occupancy, squares) in black_box(occupancies).iter().zip(black_box(squares).chunks_exact(PER_OCCUPANCY)) {
        for &sq in squares {
            acc ^= queen(sq, occupancy);
        }
    }
    acc
}

/// As [`plain`], with a probe of `buffer` before each occupancy: its line prefetched [`AHEAD`]
/// occupancies before, then read.
fn pressured<S: Copy>(
    squares: &[S],
    occupancies: &[u64],
    probes: &[u32],
    buffer: &[u64; PROBE_WORDS],
    queen: impl Fn(S, u64) -> u64,
) -> u64 {
    let mut acc = 0;
    let probes = black_box(probes);
    let ahead = probes[AHEAD..].iter().chain(&probes[..AHEAD]);
    let rows = black_box(occupancies).iter().zip(black_box(squares).chunks_exact(PER_OCCUPANCY));
    for (((&occupancy, squares), &probe), &next) in rows.zip(probes).zip(ahead) {
        prefetch(buffer, next);
        acc ^= buffer[probe as usize % PROBE_WORDS];
        for &sq in squares {
            acc ^= queen(sq, occupancy);
        }
    }
    acc
}

/// Starts to bring `buffer[index]` into the cache, without waiting for it; on targets other than
/// x86-64, nothing.
#[inline(always)]
fn prefetch(buffer: &[u64; PROBE_WORDS], index: u32) {
    let word = &buffer[index as usize % PROBE_WORDS];
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `_mm_prefetch` needs only SSE, which every x86-64 target has, and it neither faults
    // nor changes memory.
    #[allow(unsafe_code)]
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(std::ptr::from_ref(word).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = word;
}

/// One method: its name, its table bytes, and a pass of it, plain or under cache pressure, that
/// returns the seconds it took and its XOR.
struct Method<'a> {
    name: String,
    bytes: usize,
    pass: Box<dyn Fn(bool) -> (f64, u64) + 'a>,
}

/// A method on `squares` (the inputs in its square type) by `queen`.
fn method<'a, S: Copy>(
    name: String,
    bytes: usize,
    inputs: &'a Inputs,
    squares: &'a [S],
    queen: impl Fn(S, u64) -> u64 + Copy + 'a,
) -> Method<'a> {
    let pass = move |pressure: bool| {
        let start = Instant::now();
        let acc = if pressure {
            pressured(squares, &inputs.occupancies, &inputs.probes, &inputs.buffer, queen)
        } else {
            plain(squares, &inputs.occupancies, queen)
        };
        (start.elapsed().as_secs_f64(), black_box(acc))
    };
    Method { name, bytes, pass: Box::new(pass) }
}

/// The bytes of the tables that `pattern` emits, as the generator counts them.
fn bytes(pattern: &str) -> usize {
    bbgen_cli::table_bytes(pattern).unwrap_or_else(|e| panic!("{pattern}: {e}"))
}

fn methods(inputs: &Inputs) -> Vec<Method<'_>> {
    let ours = &inputs.ours;
    let mut methods: Vec<Method<'_>> = Vec::new();
    macro_rules! bench {
        ($name:literal, $lookup:path) => {
            let bytes = bytes(concat!("queen_attacks!(", $name, ")"));
            methods.push(method(concat!("bbgen ", $name).to_owned(), bytes, inputs, ours, |sq, occupancy| {
                $lookup(sq, occupancy)
            }));
        };
    }
    queens::each_method!(bench);
    // The runtime's sliders (src/attacks.rs): the bishop by magic, the rook table-free where the
    // target has LZCNT and by kindergarten elsewhere.
    let rook = if cfg!(all(target_arch = "x86_64", target_feature = "lzcnt")) {
        "rook_attacks!(table_free)"
    } else {
        "rook_attacks!(kindergarten)"
    };
    let runtime = bytes(rook) + bytes("bishop_attacks!(magic)");
    // Move generation's lookups (what perft reads): PEXT where the target has BMI2.
    let moves = if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        bytes("queen_attacks!(pext)")
    } else {
        runtime
    };
    methods.extend([
        method("bbgen attacks::queen".to_owned(), runtime, inputs, ours, |sq, occupancy| {
            bbgen::attacks::queen(sq, Bitboard(occupancy)).0
        }),
        method("bbgen attacks::queen_moves".to_owned(), moves, inputs, ours, |sq, occupancy| {
            bbgen::attacks::queen_moves(sq, Bitboard(occupancy)).0
        }),
        method("cozy-chess".to_owned(), COZY_BYTES, inputs, &inputs.cozy, |sq, occupancy| {
            let occupancy = cozy_chess::BitBoard(occupancy);
            (cozy_chess::get_rook_moves(sq, occupancy) | cozy_chess::get_bishop_moves(sq, occupancy)).0
        }),
        method("chess".to_owned(), CHESS_BYTES, inputs, &inputs.chess, |sq, occupancy| {
            let occupancy = chess::BitBoard(occupancy);
            (chess::get_rook_moves(sq, occupancy) | chess::get_bishop_moves(sq, occupancy)).0
        }),
    ]);
    methods
}

/// Times every method `passes` times over `queens` lookups, in turns, and prints each one's median
/// rate.
fn run(title: &str, methods: &[Method<'_>], queens: usize, passes: usize, pressure: bool) {
    let mut seconds = vec![Vec::with_capacity(passes); methods.len()];
    let mut answers = vec![0; methods.len()];
    for _ in 0..passes {
        for ((method, seconds), answer) in methods.iter().zip(&mut seconds).zip(&mut answers) {
            let (s, acc) = (method.pass)(pressure);
            seconds.push(s);
            *answer = acc;
        }
    }
    // Every method folds the same millions of answers: one wrong answer would change its XOR.
    assert!(answers.iter().all(|&a| a == answers[0]), "the methods disagree on {title}: {answers:x?}");
    println!("\n{title}\n{:<24}{:>12}{:>18}", "method", "table bytes", "million queens/s");
    for (method, seconds) in methods.iter().zip(&mut seconds) {
        seconds.sort_by(f64::total_cmp);
        let rate = queens as f64 / seconds[passes / 2] / 1e6;
        println!("{:<24}{:>12}{:>18.1}", method.name, method.bytes, rate);
    }
}

fn main() {
    // `cargo bench` passes `--bench`; without it, as under `cargo test --benches`, one short pass
    // checks that every method agrees, and its rates mean nothing. `--list` lists no tests.
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--list") {
        return;
    }
    let (count, passes) =
        if args.iter().any(|a| a == "--bench") { (OCCUPANCIES, PASSES) } else { (CHECK_OCCUPANCIES, 1) };
    let inputs = Inputs::new(count);
    let methods = methods(&inputs);
    let features: Vec<&str> = [
        ("bmi2", cfg!(target_feature = "bmi2")),
        ("avx2", cfg!(target_feature = "avx2")),
        ("avx512f", cfg!(target_feature = "avx512f")),
    ]
    .into_iter()
    .filter_map(|(name, on)| on.then_some(name))
    .collect();
    let features = if features.is_empty() { "baseline".to_owned() } else { features.join(", ") };
    if passes == 1 {
        println!("a check that the methods agree, not a measurement (`cargo bench --bench queens` for that)");
    }
    println!(
        "{count} occupancies x {PER_OCCUPANCY} lookups a pass, median of {passes} passes; target features: {features}"
    );
    let queens = count * PER_OCCUPANCY;
    run("queens", &methods, queens, passes, false);
    run("queens, with a prefetched probe of a 64 MiB table per occupancy", &methods, queens, passes, true);
}
