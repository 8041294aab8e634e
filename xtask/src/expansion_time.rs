//! Times the expansion of every canonical pattern, two ways:
//!
//! ```text
//! cargo xtask expansion-time            # the generator alone, in a debug build
//! cargo xtask expansion-time --check    # what `cargo check` of a crate pays per pattern
//! ```
//!
//! The first runs parse, evaluate and emit with the dev profile, which compiles the generator
//! without optimisation as most users' debug builds do; it runs on proc-macro2's own token types,
//! so the compiler's side of the token bridge is left out. The second writes a scratch crate that
//! invokes one pattern, `cargo check`s it three times and reports the median less that of the same
//! crate without the pattern: expansion, and the compiler reading and checking what it emits.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::{cargo, root};

const RUNS: usize = 9;

/// Runs the timing the command line's `args` ask for.
pub fn run(args: &[String]) -> Result<(), String> {
    match args {
        [flag] if flag == "--check" => compiler(),
        [] if cfg!(debug_assertions) => in_process(),
        // `cargo xtask` builds with optimisation: time the generator as a debug build compiles it.
        [] => {
            let status = cargo()
                .args(["run", "-q", "--package", "xtask", "--", "expansion-time"])
                .current_dir(root())
                .status()
                .map_err(|e| e.to_string())?;
            if status.success() { Ok(()) } else { Err("the debug build of expansion-time failed".into()) }
        }
        _ => Err("usage: cargo xtask expansion-time [--check]".into()),
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn in_process() -> Result<(), String> {
    let profile = if cfg!(debug_assertions) { "debug" } else { "release" };
    println!("expansion in process, {profile} build of the generator, median of {RUNS} runs");
    let mut total = Duration::ZERO;
    for (_, pattern) in bbgen_cli::CANONICAL {
        let mut times = Vec::new();
        for _ in 0..RUNS {
            let start = Instant::now();
            let tokens = bbgen_codegen::expand_invocation(pattern).map_err(|e| format!("{pattern}: {e}"))?;
            // Turning the tokens into text is what handing them back to the compiler costs at least.
            std::hint::black_box(tokens.to_string());
            times.push(start.elapsed());
        }
        let time = median(times);
        total += time;
        println!("{pattern:<36} {:>8.1} ms", ms(time));
    }
    println!("{:<36} {:>8.1} ms", "all canonical patterns", ms(total));
    Ok(())
}

/// A scratch crate depending on this workspace's `bbgen` with its `formula` feature, locked to
/// its `Cargo.lock`.
fn scratch_crate(root: &Path) -> Result<PathBuf, String> {
    let dir = root.join("target/expansion-time");
    // `formula` too: a canonical `formula!` line is checked with the rest.
    let dependency = format!("bbgen = {{ path = {:?}, features = [\"formula\"] }}", root.join("bbgen"));
    crate::write_scratch_crate(&dir, "expansion-time", &dependency, &root.join("Cargo.lock"))?;
    Ok(dir)
}

/// The median time of `cargo check` on the scratch crate with `item` in its `main.rs`.
fn check_time(dir: &Path, item: &str) -> Result<Duration, String> {
    fs::write(dir.join("src/main.rs"), format!("{item}\nfn main() {{}}\n")).map_err(|e| e.to_string())?;
    let run = || -> Result<Duration, String> {
        // A new modification time makes cargo check the crate again; its dependencies stay built.
        let file = fs::File::options().append(true).open(dir.join("src/main.rs")).map_err(|e| e.to_string())?;
        file.set_modified(std::time::SystemTime::now()).map_err(|e| e.to_string())?;
        let start = Instant::now();
        let status = cargo()
            .args(["check", "-q", "--offline"])
            .current_dir(dir)
            .env_remove("RUSTFLAGS")
            .status()
            .map_err(|e| e.to_string())?;
        if !status.success() {
            return Err(format!("`cargo check` failed for {item}"));
        }
        Ok(start.elapsed())
    };
    run()?;
    let times = (0..3).map(|_| run()).collect::<Result<Vec<_>, _>>()?;
    Ok(median(times))
}

fn compiler() -> Result<(), String> {
    let dir = scratch_crate(&root())?;
    let baseline = check_time(&dir, "")?;
    println!("`cargo check` time per pattern above an empty crate ({:.0} ms), median of 3", ms(baseline));
    let mut total = Duration::ZERO;
    for (_, pattern) in bbgen_cli::CANONICAL {
        let time = check_time(&dir, &format!("bbgen::{pattern};"))?.saturating_sub(baseline);
        total += time;
        println!("{pattern:<36} {:>8.1} ms", ms(time));
    }
    println!("{:<36} {:>8.1} ms", "all canonical patterns, summed", ms(total));
    let all: String =
        bbgen_cli::CANONICAL.iter().map(|(module, p)| format!("mod {module} {{ bbgen::{p}; }}\n")).collect();
    let together = check_time(&dir, &all)?.saturating_sub(baseline);
    println!("{:<36} {:>8.1} ms", "all canonical patterns, one crate", ms(together));
    Ok(())
}
