//! `cargo xtask call-times [--against CHECKOUT]`: the time a call of `key_after`, of `see_ge` at
//! zero and at minus one pawn (alone, and as `see_ge_with` the position's guards, found for each
//! position and counted in), and of the noisy list takes, over the legal moves of positions from
//! random games in the generator's order (`call_times/main.rs`). The program is built against
//! this tree and, with `--against`, against another checkout of bbgen (a worktree of an older
//! commit, say), each a scratch crate under `target/call-times`; the builds run in turn, five
//! times, and the best of each is printed in nanoseconds a call. Against a checkout without the
//! guards, the `see_ge_with` workloads time `see_ge` alone, the call a node made then.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cargo, cpu_model, root, write_scratch_crate};

/// The program timed, written into each scratch crate.
const PROGRAM: &str = include_str!("call_times/main.rs");

/// The workloads, as the program names them.
const WORKLOADS: [&str; 6] =
    ["key_after", "see_ge:0", "see_ge:-100", "see_ge_with:0", "see_ge_with:-100", "noisy_moves"];

/// How many times each build runs each workload, in turn with the other build.
const RUNS: usize = 5;

/// Runs the comparison with the command line's `args`.
pub fn run(args: &[String]) -> Result<(), String> {
    let against = match args {
        [] => None,
        [flag, path] if flag == "--against" => Some(PathBuf::from(path)),
        _ => return Err("usage: cargo xtask call-times [--against CHECKOUT]".to_owned()),
    };
    let mut builds = vec![("this tree", build("this-tree", &root())?)];
    if let Some(path) = against {
        builds.push(("against", build("against", &path)?));
    }
    println!("{}, ns a call (a position for noisy_moves), the best of {RUNS} runs", cpu_model());
    for workload in WORKLOADS {
        let mut best = vec![f64::MAX; builds.len()];
        for _ in 0..RUNS {
            for ((_, program), best) in builds.iter().zip(&mut best) {
                *best = best.min(time(program, workload)?);
            }
        }
        let figures: Vec<String> = builds.iter().zip(&best).map(|((name, _), ns)| format!("{name} {ns:.2}")).collect();
        println!("{workload}: {}", figures.join(", "));
    }
    Ok(())
}

/// Builds the program against the bbgen of `checkout`, locked to its `Cargo.lock`, in a
/// scratch crate named `name`.
fn build(name: &str, checkout: &Path) -> Result<PathBuf, String> {
    let dir = root().join("target/call-times").join(name);
    let dependency = format!("bbgen = {{ path = {:?} }}", checkout.join("bbgen"));
    write_scratch_crate(&dir, "call-times", &dependency, &checkout.join("Cargo.lock"))?;
    // Before `key_after` took the move by reference, it took it by value; before the guards,
    // the guarded workloads are rewritten to call `see_ge` alone, as a node did then.
    let hash = fs::read_to_string(checkout.join("bbgen-core/src/hash.rs")).unwrap_or_default();
    let see = fs::read_to_string(checkout.join("bbgen-core/src/see.rs")).unwrap_or_default();
    let mut program = PROGRAM.to_owned();
    if hash.contains("pub fn key_after(&self, mv: Move)") {
        program = program.replace("board.key_after(mv)", "board.key_after(*mv)");
    }
    if !see.contains("pub fn guards(&self)") {
        program = program.replace("let guards = board.guards();", "").replace("see_ge_with(&guards, ", "see_ge(");
    }
    fs::write(dir.join("src/main.rs"), program).map_err(|e| e.to_string())?;
    let status = cargo()
        .current_dir(&dir)
        .args(["build", "--release", "--quiet", "--target-dir"])
        .arg(dir.join("target"))
        .env_remove("RUSTFLAGS")
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("building the program against {} failed", checkout.display()));
    }
    Ok(dir.join("target/release/call-times"))
}

/// One run of `program` on `workload`: its best time, in nanoseconds a call.
fn time(program: &Path, workload: &str) -> Result<f64, String> {
    let output = Command::new(program).arg(workload).output().map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(format!("{} {workload} failed", program.display()));
    }
    String::from_utf8_lossy(&output.stdout).trim().parse().map_err(|e| format!("{workload}: {e}"))
}
