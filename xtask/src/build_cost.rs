//! What an engine pays to build on bbgen from clean, against the same small engine on cozy-chess
//! and on shakmaty: each engine counts perft 4 from the start position and reads a table or two.
//!
//! ```text
//! cargo xtask build-cost [--rounds N] [--bbgen CHECKOUT]
//! ```
//!
//! Each round builds every engine from clean, debug then release, the engines in turn, so that a
//! change in the machine's load falls on all of them alike; the report gives the median of the
//! rounds (3 by default), the critical path of the last round's builds as cargo's `--timings`
//! records it (each unit after the one it waited for), and the incremental rebuild of the engine
//! with patterns after one more pattern is added to it. It writes `target/build-cost/report.md`,
//! which `cargo xtask bench-report` puts into `BENCHMARKS.md`. `--bbgen` builds the engines on
//! bbgen against another checkout of this repository, an earlier commit's say, to measure what a
//! change did (an engine without macros then leaves out only what that checkout lets it).

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::{cargo, root};

/// One small engine: its name in the report, its dependency line, and its `main.rs`.
struct Engine {
    name: &'static str,
    dependency: String,
    main: String,
}

/// The patterns of the engine with patterns: the README's first pattern, a leaper's and a
/// king-safety mask, each read once.
const PATTERNS: &str = "bbgen::king_moore!();\nbbgen::in_between!(triangular);\nbbgen::pawn_shield!(white);\n";

/// What the engines on bbgen print: perft 4 and the runtime's king attacks.
const BBGEN_MAIN: &str = "fn main() {\n    let board = bbgen::Board::startpos();\n    println!(\"{} {}\", board.perft(4), bbgen::attacks::king(bbgen::Square::E1));\n";

/// The patterns added one at a time for the incremental rebuild, each with a line that reads it.
const ADDED: [(&str, &str); 3] = [
    ("knight_attacks!()", "knight_attacks(bbgen::Square::G1)"),
    ("pawn_mask!(white, passed)", "pawn_mask_passed_white(bbgen::Square::E4)"),
    ("distance!(chebyshev, rectangular)", "distance_chebyshev(bbgen::Square::A1, bbgen::Square::H8)"),
];

/// The engines, those on bbgen built against the checkout `checkout`.
fn engines(checkout: &Path) -> Vec<Engine> {
    let bbgen = checkout.join("bbgen");
    let with_patterns = format!(
        "{PATTERNS}{BBGEN_MAIN}    println!(\"{{}}\", king_moore(bbgen::Square::E1) | in_between(bbgen::Square::A1, bbgen::Square::H8) | pawn_shield_white(bbgen::Square::G1));\n}}\n"
    );
    let with_formula = format!(
        "{PATTERNS}bbgen::formula!(name = REDUCTIONS, [[u8; 64]; 64], |d, m| (0.75 + (d.max(1) as f64).ln() * (m.max(1) as f64).ln() / 2.25) as u8);\n\
         {BBGEN_MAIN}    println!(\"{{}} {{}}\", king_moore(bbgen::Square::E1) | in_between(bbgen::Square::A1, bbgen::Square::H8) | pawn_shield_white(bbgen::Square::G1), reductions(8, 20));\n}}\n"
    );
    vec![
        Engine {
            name: "bbgen, runtime only",
            dependency: format!("bbgen = {{ path = {bbgen:?}, default-features = false, features = [\"std\"] }}"),
            main: format!("{BBGEN_MAIN}}}\n"),
        },
        Engine { name: "bbgen, patterns", dependency: format!("bbgen = {{ path = {bbgen:?} }}"), main: with_patterns },
        Engine {
            name: "bbgen, patterns + formula",
            dependency: format!("bbgen = {{ path = {bbgen:?}, features = [\"formula\"] }}"),
            main: with_formula,
        },
        Engine {
            name: "cozy-chess 0.3.4",
            dependency: "cozy-chess = \"=0.3.4\"".to_owned(),
            main: "fn perft(board: &cozy_chess::Board, depth: u32) -> u64 {\n    let mut nodes = 0;\n    board.generate_moves(|moves| {\n        for mv in moves {\n            let mut child = board.clone();\n            child.play_unchecked(mv);\n            nodes += if depth == 1 { 1 } else { perft(&child, depth - 1) };\n        }\n        false\n    });\n    nodes\n}\n\
                   fn main() {\n    let board = cozy_chess::Board::default();\n    println!(\"{} {}\", perft(&board, 4), cozy_chess::get_king_moves(cozy_chess::Square::E1).0);\n}\n"
                .to_owned(),
        },
        Engine {
            name: "shakmaty 0.30.1",
            dependency: "shakmaty = \"=0.30.1\"".to_owned(),
            main: "fn main() {\n    let position = shakmaty::Chess::default();\n    println!(\"{} {:?}\", shakmaty::perft(&position, 4), shakmaty::attacks::king_attacks(shakmaty::Square::E1));\n}\n"
                .to_owned(),
        },
    ]
}

/// The folder of an engine: its name with punctuation as hyphens.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// Writes an engine's crate, fetching its dependencies so that the timings hold only the build.
fn write_engine(engine: &Engine) -> Result<std::path::PathBuf, String> {
    let slug = slug(engine.name);
    let dir = root().join("target/build-cost").join(&slug);
    crate::write_scratch_crate(&dir, &format!("engine-on-{slug}"), &engine.dependency, &root().join("Cargo.lock"))?;
    fs::write(dir.join("src/main.rs"), &engine.main).map_err(|e| e.to_string())?;
    let status = cargo().args(["fetch", "--quiet"]).current_dir(&dir).status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("cannot fetch the dependencies of the engine on {}", engine.name));
    }
    Ok(dir)
}

/// `cargo build` in `dir`, as a user's shell would run it: none of the flags, profiles or target
/// folder this task's own environment may carry.
fn build(dir: &Path, release: bool, timings: bool) -> Result<Duration, String> {
    let mut command = cargo();
    command.args(["build", "--quiet", "--offline"]).current_dir(dir);
    if release {
        command.arg("--release");
    }
    if timings {
        command.arg("--timings");
    }
    clean_env(&mut command);
    let start = Instant::now();
    let status = command.status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("`cargo build` failed in {}", dir.display()));
    }
    Ok(start.elapsed())
}

fn clean_env(command: &mut Command) {
    for (key, _) in std::env::vars_os() {
        let key = key.to_string_lossy().into_owned();
        let ours = key.starts_with("CARGO_PROFILE_")
            || key.starts_with("CARGO_BUILD_")
            || key.starts_with("CARGO_ENCODED_RUSTFLAGS")
            || matches!(key.as_str(), "CARGO_TARGET_DIR" | "CARGO_INCREMENTAL" | "RUSTFLAGS" | "RUSTC_WRAPPER");
        if ours {
            command.env_remove(key);
        }
    }
}

/// One unit of a `--timings` record: its name (and what of it, such as a build script), when it
/// started and how long it took, in seconds, and the units its end unblocked.
struct Unit {
    name: String,
    start: f64,
    duration: f64,
    unblocked: Vec<usize>,
}

/// The units of the newest `--timings` record in `dir`.
fn units(dir: &Path) -> Result<Vec<Unit>, String> {
    let timings = dir.join("target/cargo-timings/cargo-timing.html");
    let html = fs::read_to_string(&timings).map_err(|e| format!("{}: {e}", timings.display()))?;
    let start = html.find("const UNIT_DATA = ").ok_or("no UNIT_DATA in cargo's timings")? + "const UNIT_DATA = ".len();
    let end = start + html[start..].find("];").ok_or("UNIT_DATA does not end")? + 1;
    let data: serde_json::Value = serde_json::from_str(&html[start..end]).map_err(|e| e.to_string())?;
    let list = data.as_array().ok_or("UNIT_DATA is not a list")?;
    let mut units = Vec::new();
    for unit in list {
        let index = |key: &str| -> Vec<usize> {
            unit[key]
                .as_array()
                .map(|a| a.iter().filter_map(|i| i.as_u64()).map(|i| i as usize).collect())
                .unwrap_or_default()
        };
        let mut unblocked = index("unblocked_units");
        unblocked.extend(index("unblocked_rmeta_units"));
        let target = unit["target"].as_str().unwrap_or_default().trim();
        let mut name = unit["name"].as_str().unwrap_or_default().to_owned();
        if target.contains("build script") || target.contains("build-script") {
            name.push_str(if target.contains("run") { " (build script run)" } else { " (build script)" });
        }
        units.push(Unit {
            name,
            start: unit["start"].as_f64().unwrap_or_default(),
            duration: unit["duration"].as_f64().unwrap_or_default(),
            unblocked,
        });
    }
    // `unblocked_units` name units by their `i`, which is their place in the list.
    let by_i: Vec<usize> = list.iter().map(|u| u["i"].as_u64().unwrap_or_default() as usize).collect();
    for unit in &mut units {
        unit.unblocked = unit.unblocked.iter().filter_map(|i| by_i.iter().position(|j| j == i)).collect();
    }
    Ok(units)
}

/// The chain of units the build waited on, first to last: from the unit that ended last, each
/// step back to the unit whose end let it start.
fn critical_path(units: &[Unit]) -> String {
    let end = |u: &Unit| u.start + u.duration;
    let Some(mut at) = (0..units.len()).max_by(|&a, &b| end(&units[a]).total_cmp(&end(&units[b]))) else {
        return String::new();
    };
    let mut chain = vec![at];
    while let Some(before) = (0..units.len())
        .filter(|&u| units[u].unblocked.contains(&at))
        .max_by(|&a, &b| end(&units[a]).total_cmp(&end(&units[b])))
    {
        chain.push(before);
        at = before;
    }
    chain.iter().rev().map(|&u| format!("{} {:.1}", units[u].name, units[u].duration)).collect::<Vec<_>>().join(" → ")
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Runs the task with the command line's `args`.
pub fn run(args: &[String]) -> Result<(), String> {
    let usage = "usage: cargo xtask build-cost [--rounds N] [--bbgen CHECKOUT]";
    let (mut rounds, mut checkout) = (3, root());
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest.next().ok_or(usage)?;
        match flag.as_str() {
            "--rounds" => {
                rounds = value.parse().ok().filter(|&n: &usize| n > 0).ok_or("--rounds takes a whole number above 0")?
            }
            "--bbgen" => checkout = value.into(),
            _ => return Err(usage.to_owned()),
        }
    }
    let report = report(rounds, &checkout)?;
    fs::create_dir_all(root().join("target/build-cost")).map_err(|e| e.to_string())?;
    fs::write(root().join("target/build-cost/report.md"), &report).map_err(|e| e.to_string())?;
    print!("{report}");
    Ok(())
}

/// The report of `rounds` rounds, as Markdown, the engines on bbgen built against `checkout`.
pub fn report(rounds: usize, checkout: &Path) -> Result<String, String> {
    let engines = engines(checkout);
    let dirs = engines.iter().map(write_engine).collect::<Result<Vec<_>, _>>()?;
    let load = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load = load.split_whitespace().next().unwrap_or("unknown").to_owned();
    // [engine][0 debug, 1 release] -> seconds of each round, and the last round's critical path.
    let mut seconds = vec![[Vec::new(), Vec::new()]; engines.len()];
    let mut paths = vec![[String::new(), String::new()]; engines.len()];
    for round in 0..rounds {
        eprintln!("round {} of {rounds}", round + 1);
        for (e, dir) in dirs.iter().enumerate() {
            for (p, release) in [false, true].into_iter().enumerate() {
                let _ = fs::remove_dir_all(dir.join("target"));
                seconds[e][p].push(build(dir, release, true)?.as_secs_f64());
                paths[e][p] = critical_path(&units(dir)?);
            }
        }
    }
    let mut out = format!(
        "## Build cost\n\n`cargo xtask build-cost`{}, load {load} at the start. {}\n\nA small engine \
         (perft 4 from the start position and a table read or two) built from clean, dependencies included, \
         debug and release, every engine in turn in each of {rounds} rounds; the median, with each round's time \
         after it. The engine with patterns invokes `king_moore!()`, `in_between!(triangular)` and \
         `pawn_shield!(white)`; with `formula`, also a late-move reduction table of 4,096 entries.\n\n\
         | engine on | debug, s | release, s |\n|---|---|---|\n",
        if checkout == root() { String::new() } else { format!(" --bbgen {}", checkout.display()) },
        crate::bench_report::machine(),
    );
    for (engine, times) in engines.iter().zip(&seconds) {
        let cell = |t: &Vec<f64>| {
            let each: Vec<String> = t.iter().map(|s| format!("{s:.1}")).collect();
            format!("**{:.1}** ({})", median(t.clone()), each.join(", "))
        };
        let _ = writeln!(out, "| {} | {} | {} |", engine.name, cell(&times[0]), cell(&times[1]));
    }
    let cozy = engines.iter().position(|e| e.name.starts_with("cozy")).unwrap_or(0);
    let shakmaty = engines.iter().position(|e| e.name.starts_with("shakmaty")).unwrap_or(0);
    out.push_str(
        "\nGoals: the runtime-only engine at or below cozy-chess, the engine with patterns at or below shakmaty:\n\n",
    );
    for (e, peer, goal) in [(0, cozy, "cozy-chess"), (1, shakmaty, "shakmaty")] {
        for (p, profile) in ["debug", "release"].into_iter().enumerate() {
            let (ours, theirs) = (median(seconds[e][p].clone()), median(seconds[peer][p].clone()));
            let verdict = if ours <= theirs { "met" } else { "not met" };
            let _ = writeln!(
                out,
                "- {}, {profile}: {ours:.1} s against {goal}'s {theirs:.1} s, {:.2} times: {verdict}",
                engines[e].name,
                ours / theirs
            );
        }
    }
    out.push_str("\nThe critical path of the last round's builds (`--timings`: each unit after the one whose end let it start, seconds):\n\n");
    for (engine, path) in engines.iter().zip(&paths) {
        let _ = writeln!(out, "- {}, debug: {}", engine.name, path[0]);
        let _ = writeln!(out, "- {}, release: {}", engine.name, path[1]);
    }
    out.push_str(&incremental(&dirs[1], &engines[1])?);
    out.push('\n');
    Ok(out)
}

/// The debug rebuild of the engine with patterns after one more pattern is added, less the
/// rebuild after an edit that adds none (a comment), medians of three.
fn incremental(dir: &Path, engine: &Engine) -> Result<String, String> {
    let _ = fs::remove_dir_all(dir.join("target"));
    build(dir, false, false)?;
    let rebuild = |main: &str| -> Result<f64, String> {
        let mut times = Vec::new();
        for run in 0..3 {
            // A different comment each run, so that each is a real edit.
            fs::write(dir.join("src/main.rs"), format!("{main}// edit {run}\n")).map_err(|e| e.to_string())?;
            times.push(build(dir, false, false)?.as_secs_f64());
        }
        Ok(median(times))
    };
    let base = rebuild(&engine.main)?;
    let mut out = format!(
        "\nIncremental debug rebuild of the engine with patterns after an edit that adds no pattern: {base:.2} s; \
         after adding one pattern (and a line that reads it), the rebuild less that, medians of three:\n\n"
    );
    for (pattern, read) in ADDED {
        let main = format!(
            "bbgen::{pattern};\n{}",
            engine.main.replacen("fn main() {\n", &format!("fn main() {{\n    println!(\"{{}}\", {read});\n"), 1)
        );
        let with = rebuild(&main)?;
        let _ = writeln!(out, "- `{pattern}`: {:.3} s", with - base);
    }
    fs::write(dir.join("src/main.rs"), &engine.main).map_err(|e| e.to_string())?;
    Ok(out)
}
