//! Times the expansion of every canonical pattern (parse, evaluate, emit) the way a proc-macro
//! runs it in a debug build: run it with the dev profile, which compiles the generator without
//! optimisation, as most users' debug builds do.
//!
//! ```text
//! cargo run --example expansion_time
//! ```
//!
//! The generator runs here on proc-macro2's own token types rather than on the compiler's, so
//! the figures leave out the compiler's side of the token bridge.

use std::time::{Duration, Instant};

const RUNS: usize = 9;

fn main() {
    let profile = if cfg!(debug_assertions) { "debug" } else { "release" };
    println!("expansion time per pattern, {profile} build, median of {RUNS} runs");
    println!("{:<30} {:>10} {:>10}", "pattern", "median", "fastest");
    let mut total = Duration::ZERO;
    for (_, pattern) in bbgen_suite::CANONICAL {
        let mut times: Vec<Duration> = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                let tokens = bbgen_codegen::expand_invocation(pattern).expect("canonical patterns expand");
                // Turning the tokens into text is what handing them back to the compiler costs at least.
                std::hint::black_box(tokens.to_string());
                start.elapsed()
            })
            .collect();
        times.sort();
        total += times[RUNS / 2];
        println!("{pattern:<30} {:>8.2}ms {:>8.2}ms", ms(times[RUNS / 2]), ms(times[0]));
    }
    println!("{:<30} {:>8.2}ms", "all canonical patterns", ms(total));
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
