//! The maintainers' tools, after the cargo-xtask convention: `cargo xtask <task>` (an alias in
//! `.cargo/config.toml` that builds this package with optimisation and runs it).
//!
//! ```text
//! cargo xtask bench-report [--native] [--build] [--peer NAME=PATH] [--slider-peer PATH] [--no-run]
//! cargo xtask find-magics > bbgen-codegen/src/patterns/sliders/magics.rs
//! cargo xtask build-cost [--rounds N] [--bbgen CHECKOUT]
//! cargo xtask call-times [--against CHECKOUT]
//! cargo xtask expansion-time [--check]
//! cargo xtask formula-agreement
//! cargo xtask icount
//! cargo xtask perft [--peer NAME=PATH]
//! cargo xtask playground [--build | --test [--screenshot PNG]]
//! cargo xtask queens [--slider-peer PATH]
//! cargo xtask search-cost --stockfish PATH [--native]
//! cargo xtask slider-choice
//! cargo xtask threat-cost --stockfish PATH [--native]
//! cargo xtask wasm
//! ```

#![forbid(unsafe_code)]

mod bench_report;
mod build_cost;
mod call_times;
mod expansion_time;
mod find_magics;
mod formula_agreement;
mod icount;
mod playground;
mod queens;
mod search_cost;
mod slider_choice;
mod threat_cost;
mod wasm;

use std::path::PathBuf;
use std::process::{Command, ExitCode};

const USAGE: &str =
    "usage: cargo xtask bench-report [--native] [--build] [--peer NAME=PATH] [--slider-peer PATH] [--no-run]
       cargo xtask find-magics > bbgen-codegen/src/patterns/sliders/magics.rs
       cargo xtask build-cost [--rounds N] [--bbgen CHECKOUT]
       cargo xtask call-times [--against CHECKOUT]
       cargo xtask expansion-time [--check]
       cargo xtask formula-agreement
       cargo xtask icount
       cargo xtask perft [--peer NAME=PATH]
       cargo xtask playground [--build | --test [--screenshot PNG]]
       cargo xtask queens [--slider-peer PATH]
       cargo xtask search-cost --stockfish PATH [--native]
       cargo xtask slider-choice
       cargo xtask threat-cost --stockfish PATH [--native]
       cargo xtask wasm";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.split_first() {
        Some((task, rest)) if task == "bench-report" => bench_report::run(rest),
        Some((task, rest)) if task == "expansion-time" => expansion_time::run(rest),
        Some((task, [])) if task == "slider-choice" => slider_choice::run(),
        Some((task, [])) if task == "wasm" => wasm::run(),
        Some((task, [])) if task == "icount" => icount::run(),
        Some((task, [])) if task == "formula-agreement" => formula_agreement::run(),
        Some((task, rest)) if task == "build-cost" => build_cost::run(rest),
        Some((task, rest)) if task == "call-times" => call_times::run(rest),
        Some((task, rest)) if task == "perft" => bench_report::run_perft(rest),
        Some((task, rest)) if task == "queens" => queens::run(rest),
        Some((task, rest)) if task == "playground" => playground::run(rest),
        Some((task, rest)) if task == "threat-cost" => threat_cost::run(rest),
        Some((task, rest)) if task == "search-cost" => search_cost::run(rest),
        Some((task, [])) if task == "find-magics" => {
            find_magics::run();
            Ok(())
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace's root folder.
fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map_or(manifest.clone(), PathBuf::from)
}

/// `cargo`, as the one running this task, in the workspace's root folder.
fn cargo() -> Command {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    command.current_dir(root());
    command
}

/// Writes a scratch crate outside the workspace in `dir`: `name`, with `dependency` as its one
/// line of `[dependencies]` and `lock`'s `Cargo.lock`, so that it builds the versions that
/// lockfile holds. Its `src/main.rs` is the caller's to write.
fn write_scratch_crate(
    dir: &std::path::Path,
    name: &str,
    dependency: &str,
    lock: &std::path::Path,
) -> Result<(), String> {
    std::fs::create_dir_all(dir.join("src")).map_err(|e| e.to_string())?;
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [dependencies]\n{dependency}\n\n[workspace]\n"
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).map_err(|e| e.to_string())?;
    std::fs::copy(lock, dir.join("Cargo.lock")).map_err(|e| e.to_string())?;
    Ok(())
}

/// The CPU's model, as `/proc/cpuinfo` names it, for a report to say where it ran.
fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines().find_map(|l| Some(l.strip_prefix("model name")?.split_once(':')?.1.trim().to_owned()))
        })
        .unwrap_or_else(|| "unknown CPU".to_owned())
}
