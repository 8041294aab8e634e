//! Inputs and measuring helpers the benchmarks share.

// Each benchmark uses a part of this module.
#![allow(dead_code)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkGroup, Criterion, Throughput, measurement::WallTime};

/// How many inputs one iteration reads. A branch predictor learns a repeated sequence of a few
/// thousand random outcomes (here a data-dependent branch over 16,384 inputs still ran as if
/// predicted, and mispredicted only at 65,536), so the buffer is that large: code with branches
/// on its inputs is timed as it runs on fresh data.
pub const INPUTS: usize = 1 << 16;

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
pub fn both<I: Copy, R: Into<u64> + Copy>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    inputs: &[I],
    f: impl Fn(I) -> R,
) {
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function(format!("{name}/throughput"), |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &input in black_box(inputs) {
                acc ^= f(input).into();
            }
            acc
        })
    });
    group.bench_function(format!("{name}/latency"), |b| {
        b.iter(|| {
            let mut last = 0u64;
            for i in 0..inputs.len() {
                let input = inputs[(i + (last as usize & 1)) % inputs.len()];
                last = f(black_box(input)).into();
            }
            last
        })
    });
}
