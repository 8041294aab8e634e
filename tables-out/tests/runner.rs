//! The generator's runner (`bbgen_codegen::runner`, what `bbgen show` and the playground answer
//! with) against the Rust expansions this crate compiles: every accessor of every canonical
//! pattern, on arguments sampled evenly from the domain the C header test runs in full.
//!
//! A PEXT accessor is compared with the magic accessor of the same piece, as in the C header
//! test; the SSE4.1 accessor only where the CPU has SSE4.1, without which Rust's answers none.

mod accessors;

use accessors::{domain, over_canonical, reference, width};
use bbgen_codegen::Ty;

/// How many argument lists each accessor is run on, at most.
const SAMPLES: usize = 10_000;

fn check(module: &str, source: &str) -> usize {
    let runner = bbgen_codegen::runner(source).unwrap_or_else(|e| panic!("{source}: {e}"));
    let shape = bbgen_codegen::tables(source).unwrap().first().map(|(_, t)| t.shape.clone()).unwrap_or_default();
    let mut calls = 0;
    for f in runner.accessors() {
        if f.ret == Ty::Sse41U32 && !sse41() {
            continue;
        }
        let width: usize = f.params.iter().map(|&(_, ty)| width(ty)).sum();
        let all = domain(&f.params.iter().map(|&(_, ty)| ty).collect::<Vec<_>>(), &shape);
        let count = all.len() / width;
        let step = count.div_ceil(SAMPLES).max(1);
        let args: Vec<u64> = all.chunks(width).step_by(step).flatten().copied().collect();
        let rust = reference(module, &f.name, width)(&args);
        let per_call = rust.len() / (args.len() / width);
        for (call, want) in args.chunks(width).zip(rust.chunks(per_call)) {
            let got = runner.run(&f.name, call).unwrap_or_else(|e| panic!("{source}: `{}` on {call:?}: {e}", f.name));
            assert_eq!(got, want, "{source}: the runner's `{}` on {call:?} differs from Rust", f.name);
            calls += 1;
        }
    }
    calls
}

#[cfg(target_arch = "x86_64")]
fn sse41() -> bool {
    std::is_x86_feature_detected!("sse4.1")
}

#[cfg(not(target_arch = "x86_64"))]
fn sse41() -> bool {
    false
}

#[test]
fn every_canonical_accessor_runs_as_compiled() {
    let patterns = bbgen_codegen::CANONICAL;
    let calls = over_canonical(check);
    println!("{calls} calls of {} patterns' accessors agree", patterns.len());
    assert!(calls > 500_000);
}
