//! Runs the benchmarks and writes `BENCHMARKS.md`: one table per family with each
//! implementation's time per call and its ratio to the fastest peer, table sizes, build cost.
//!
//! ```text
//! cargo xtask bench-report [--native] [--build] [--peer NAME=PATH] [--no-run]
//! ```
//!
//! `--native` adds a second run with `-C target-cpu=native`; `--build` runs `cargo xtask build-cost`
//! (clean builds of a small engine on bbgen, cozy-chess and shakmaty); `--peer NAME=PATH` adds a perft program of
//! another library to the whole-process perft (it takes a FEN and a depth and prints `nps N`, as
//! the perft example does); `--no-run` rewrites the file from the results of the last run. The
//! benchmarks themselves are `cargo bench --bench lookups --bench perft`, built with
//! [`ALIGN_LOOPS`].

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cargo, root};

const PEERS: [&str; 2] = ["cozy-chess", "chess"];

/// Runs the report with the command line's `args`.
pub fn run(args: &[String]) -> Result<(), String> {
    let flag = |name: &str| args.iter().any(|a| a == name);
    let mut targets = vec![("default target", root().join("target/bench"), ALIGN_LOOPS.to_owned())];
    if flag("--native") {
        targets.push((
            "-C target-cpu=native",
            root().join("target/native"),
            format!("-C target-cpu=native {ALIGN_LOOPS}"),
        ));
    }
    let mut out = String::new();
    let _ = writeln!(out, "# Benchmarks\n");
    let _ = writeln!(
        out,
        "Regenerate with `cargo xtask bench-report --native --build` (10 to 20 minutes).\n\
         Every benchmark runs in two rounds, each target's first round before any second round, and each\n\
         time is the fastest criterion sample of both: other tenants of the machine only ever add time,\n\
         so the fastest sample is the steadiest figure. Every peer runs in the same process and on the\n\
         same inputs, 4,096 per pass, put in a new order before each pass so that no branch predictor\n\
         can learn the answers. Throughput times independent calls, which the compiler is free to run\n\
         side by side: at -C target-cpu=native it turns many of these loops, the peers' as well as\n\
         ours, into vector code ({} on the machine below), so a throughput there is that\n\
         of a batch. Latency times a chain in which each answer, added to the position and masked,\n\
         picks the next input, so that a call cannot start before the last one ends (the chain itself\n\
         adds an add, a mask and a load). A ratio is the time per call of the fastest peer divided by\n\
         ours: above 1 means bbgen is faster. Both targets are built with `{ALIGN_LOOPS}`, so that\n\
         every loop starts a cache line and no benchmark's time depends on where the others' code\n\
         happens to push it.\n",
        native_vectors()
    );
    let _ = writeln!(out, "{}\n", machine());
    if !flag("--no-run") {
        for (_, dir, _) in &targets {
            clear_rounds(&dir.join("criterion"))?;
        }
        for round in ROUNDS {
            for (_, dir, flags) in &targets {
                bench(dir, flags, round)?;
            }
        }
    }
    let mut runs = Vec::new();
    for (label, dir, _) in &targets {
        runs.push((*label, read_results(&dir.join("criterion"))?));
    }
    out.push_str(&goals(&runs));
    if flag("--no-run") {
        out.push_str(&fs::read_to_string(process_perft_report()).unwrap_or_default());
    } else {
        out.push_str(&run_process_perft(args)?);
    }
    // The queen lookups, with the C++ comparison where `--slider-peer PATH` names its program.
    let saved = root().join("target/queens/report.md");
    if flag("--no-run") {
        out.push_str(&fs::read_to_string(&saved).unwrap_or_default());
    } else {
        crate::queens::run(args)?;
        out.push_str(&fs::read_to_string(&saved).map_err(|e| e.to_string())?);
    }
    // The runtime's slider choice is slow to measure: kept from the last `slider-choice` run.
    out.push_str(&fs::read_to_string(root().join("target/slider-choice/report.md")).unwrap_or_default());
    out.push_str(&noise(&runs));
    // Instruction counts: kept from the last `cargo xtask icount` run, and the threat changes' and
    // the search's calls against Stockfish from the last `cargo xtask threat-cost` and `cargo
    // xtask search-cost` runs at each target.
    out.push_str(&fs::read_to_string(root().join("target/icount/report.md")).unwrap_or_default());
    for dir in ["target/threat-cost", "target/threat-cost-native", "target/search-cost", "target/search-cost-native"] {
        out.push_str(&fs::read_to_string(root().join(dir).join("report.md")).unwrap_or_default());
    }
    out.push_str(&attackers_bound(&runs));
    // The WebAssembly sizes and speeds: kept from the last `cargo xtask wasm` run.
    out.push_str(&fs::read_to_string(root().join("target/wasm/report.md")).unwrap_or_default());
    out.push_str(include_str!("choices.md"));
    for (label, groups) in &runs {
        let _ = writeln!(out, "## Timings, {label}\n");
        out.push_str(&timings(groups));
    }
    out.push_str(&footprint()?);
    out.push_str(&expansion_time()?);
    // Build times are slow to measure: kept from the last `--build` run otherwise.
    let saved = root().join("target/build-cost/report.md");
    if flag("--build") {
        let report = crate::build_cost::report(3, &root())?;
        fs::write(&saved, &report).map_err(|e| e.to_string())?;
        out.push_str(&report);
    } else if let Ok(report) = fs::read_to_string(&saved) {
        out.push_str(&report);
    }
    fs::write(root().join("BENCHMARKS.md"), out).map_err(|e| e.to_string())?;
    eprintln!("wrote BENCHMARKS.md");
    Ok(())
}

/// What `-C target-cpu=native` gives the vectoriser on this CPU, for the header.
fn native_vectors() -> &'static str {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
            return "AVX-512 with gathers";
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            return "AVX2 with gathers";
        }
    }
    "the vector instructions the CPU has"
}

/// The machine, the compiler and the date, for a report's header.
pub(crate) fn machine() -> String {
    let cpu = crate::cpu_model();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let rustc = Command::new("rustc")
        .arg("--version")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    let date = Command::new("date")
        .arg("+%Y-%m-%d")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    format!("Machine: {cpu}, {cores} cores (shared, so expect a few percent of noise); {rustc}; {date}.")
}

/// The criterion baselines the rounds save, one per round.
const ROUNDS: [&str; 2] = ["round-1", "round-2"];

/// Removes the rounds an earlier run saved, so that a benchmark since renamed or removed leaves
/// no results behind to be read as this run's.
fn clear_rounds(criterion: &Path) -> Result<(), String> {
    let Ok(groups) = fs::read_dir(criterion) else {
        return Ok(());
    };
    for group in groups.flatten() {
        for bench in fs::read_dir(group.path()).map_err(|e| e.to_string())?.flatten() {
            for round in ROUNDS {
                let dir = bench.path().join(round);
                match fs::remove_dir_all(&dir) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                        return Err(format!("{}: {e}", dir.display()));
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

/// The code generation flag of every run: each loop starts a 64-byte line. Where a short loop
/// sits relative to the lines changes how fast the front end feeds it, so without this a change
/// anywhere in a benchmark binary could move another benchmark's time: the triangular in-between
/// throughput loop took 0.64 ns a call at one placement and 0.91 ns at another, the code the same.
const ALIGN_LOOPS: &str = "-C llvm-args=-align-loops=64";

fn bench(target_dir: &Path, flags: &str, round: &str) -> Result<(), String> {
    let mut command = cargo();
    command
        .args([
            "bench",
            "--package",
            "bbgen-suite",
            "--bench",
            "lookups",
            "--bench",
            "perft",
            "--",
            "--save-baseline",
            round,
        ])
        .env("CARGO_TARGET_DIR", target_dir)
        .env("RUSTFLAGS", flags);
    let status = command.status().map_err(|e| e.to_string())?;
    if status.success() { Ok(()) } else { Err("`cargo bench` failed".into()) }
}

/// One measurement: nanoseconds per element (per call, or per perft node).
struct Result_ {
    implementation: String,
    mode: String,
    nanos: f64,
}

fn read_results(criterion: &Path) -> Result<Groups, String> {
    let mut groups: Groups = BTreeMap::new();
    let mut found = false;
    let entries =
        fs::read_dir(criterion).map_err(|e| format!("{}: {e}; run without --no-run first", criterion.display()))?;
    for group in entries.flatten() {
        for bench in fs::read_dir(group.path()).map_err(|e| e.to_string())?.flatten() {
            let mut meta = serde_json::Value::Null;
            let mut nanos = f64::NAN;
            for round in ROUNDS {
                let dir = bench.path().join(round);
                let (Ok(round_meta), Ok(sample)) =
                    (fs::read_to_string(dir.join("benchmark.json")), fs::read_to_string(dir.join("sample.json")))
                else {
                    continue;
                };
                meta = serde_json::from_str(&round_meta).map_err(|e| e.to_string())?;
                let sample: serde_json::Value = serde_json::from_str(&sample).map_err(|e| e.to_string())?;
                nanos = nanos.min(fastest(&sample));
            }
            if meta.is_null() {
                continue;
            }
            found = true;
            let elements = meta["throughput"]["Elements"].as_f64().unwrap_or(1.0);
            let nanos = nanos / elements;
            let function = meta["function_id"].as_str().unwrap_or_default();
            let (implementation, mode) = function.rsplit_once('/').unwrap_or((function, "per node"));
            groups.entry(meta["group_id"].as_str().unwrap_or_default().to_owned()).or_default().push(Result_ {
                implementation: implementation.to_owned(),
                mode: mode.to_owned(),
                nanos,
            });
        }
    }
    if found {
        Ok(groups)
    } else {
        Err(format!("{}: no `round-*` results; run without --no-run first", criterion.display()))
    }
}

type Groups = BTreeMap<String, Vec<Result_>>;

/// The fastest time per iteration among criterion's samples (`sample.json`: the iteration count
/// and the total nanoseconds of each sample); NaN when there is none.
fn fastest(sample: &serde_json::Value) -> f64 {
    let numbers = |key: &str| -> Vec<f64> {
        sample[key].as_array().map(|a| a.iter().filter_map(|v| v.as_f64()).collect()).unwrap_or_default()
    };
    let per_iteration = numbers("times").into_iter().zip(numbers("iters")).map(|(time, iters)| time / iters);
    per_iteration.fold(f64::NAN, f64::min)
}

/// Our best time per call among `ours` against the best of `peers`, in `mode`: above 1 when
/// bbgen is faster; with the implementation of ours that set it.
fn ratio<'a>(groups: &'a Groups, group: &str, ours: &[&str], peers: &[&str], mode: &str) -> Option<(f64, &'a str)> {
    let results = groups.get(group)?;
    let best = |names: &[&str]| {
        results
            .iter()
            .filter(|r| r.mode == mode && r.nanos.is_finite() && names.contains(&r.implementation.as_str()))
            .min_by(|a, b| a.nanos.total_cmp(&b.nanos))
    };
    let (ours, theirs) = (best(ours)?, best(peers)?);
    Some((theirs.nanos / ours.nanos, ours.implementation.as_str()))
}

/// A performance target: our best implementation among `ours` against the best of `peers`.
struct Goal {
    target: &'static str,
    group: &'static str,
    ours: &'static [&'static str],
    peers: &'static [&'static str],
    modes: &'static [&'static str],
    at_least: f64,
}

const BOTH: &[&str] = &["throughput", "latency"];
const THROUGHPUT: &[&str] = &["throughput"];
const COZY: &[&str] = &["cozy-chess"];
const FASTEST_MAGIC: &[&str] = &["bbgen magic", "bbgen pext"];
const ROOK_SMALL_TABLES: &[&str] =
    &["bbgen hyperbola", "bbgen kindergarten", "bbgen kogge_stone", "bbgen obstruction", "bbgen table_free"];
/// Every bishop method: the largest, magic, takes 44,512 bytes.
const BISHOP_METHODS: &[&str] = &[
    "bbgen magic",
    "bbgen pext",
    "bbgen hyperbola",
    "bbgen kindergarten",
    "bbgen kogge_stone",
    "bbgen obstruction",
    "bbgen table_free",
    "bbgen vector",
];

/// The targets the performance work aims at.
const GOALS: [Goal; 13] = [
    Goal {
        target: "perft start, at least cozy-chess",
        group: "perft start",
        ours: &["bbgen"],
        peers: COZY,
        modes: &["per node"],
        at_least: 1.0,
    },
    Goal {
        target: "perft kiwipete, at least cozy-chess",
        group: "perft kiwipete",
        ours: &["bbgen"],
        peers: COZY,
        modes: &["per node"],
        at_least: 1.0,
    },
    Goal {
        target: "attackers, 20% faster",
        group: "attackers",
        ours: &["bbgen"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 1.2,
    },
    Goal {
        target: "is attacked, 20% faster",
        group: "is_attacked",
        ours: &["bbgen"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 1.2,
    },
    Goal {
        target: "in-between rectangular, as fast",
        group: "in_between",
        ours: &["bbgen rectangular"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 1.0,
    },
    Goal {
        target: "in-between triangular, within 1.2x",
        group: "in_between",
        ours: &["bbgen triangular"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 1.0 / 1.2,
    },
    Goal {
        target: "in-between x88, within 1.5x",
        group: "in_between",
        ours: &["bbgen x88"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 1.0 / 1.5,
    },
    Goal {
        target: "rook, one method as fast as the fastest magic",
        group: "rook",
        ours: FASTEST_MAGIC,
        peers: &PEERS,
        modes: THROUGHPUT,
        at_least: 1.0,
    },
    Goal {
        target: "rook, a method under 64 KiB within 1.3x",
        group: "rook",
        ours: ROOK_SMALL_TABLES,
        peers: &PEERS,
        modes: THROUGHPUT,
        at_least: 1.0 / 1.3,
    },
    Goal {
        target: "bishop, one method as fast as the fastest magic",
        group: "bishop",
        ours: FASTEST_MAGIC,
        peers: &PEERS,
        modes: THROUGHPUT,
        at_least: 1.0,
    },
    Goal {
        target: "bishop, a method under 64 KiB within 1.3x",
        group: "bishop",
        ours: BISHOP_METHODS,
        peers: &PEERS,
        modes: THROUGHPUT,
        at_least: 1.0 / 1.3,
    },
    Goal {
        target: "king lookup at the peers' speed (5% noise)",
        group: "king",
        ours: &["bbgen"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 0.95,
    },
    Goal {
        target: "knight lookup at the peers' speed (5% noise)",
        group: "knight",
        ours: &["bbgen"],
        peers: &PEERS,
        modes: BOTH,
        at_least: 0.95,
    },
];

/// The performance targets, each as a ratio per run and whether it is met, missed, or closer to
/// its goal than the run can tell.
fn goals(runs: &[(&str, Groups)]) -> String {
    let mut out = String::from(
        "## Targets

Each cell: the ratio (above 1, bbgen faster) and whether it reaches the goal, or \"within noise\"
where the ratio lies closer to the goal than the run can tell apart (see below the table); where
several of our methods count, the one that did best. Perft is compared with cozy-chess, as its
goal says, while the perft timings below give the ratio to the faster peer. Neither peer has a
call for the attackers of a square or whether it is attacked: those peers are the super-piece
formulation, written in `benches/lookups.rs` from each peer's own lookups.

",
    );
    let labels: Vec<String> = runs.iter().map(|(label, _)| label.to_string()).collect();
    let _ = writeln!(out, "| target | measure | goal | {} |", labels.join(" | "));
    let _ = writeln!(out, "|---|---|---|{}", "---|".repeat(runs.len()));
    let mut caveats = Vec::new();
    for Goal { target, group, ours, peers, modes, at_least: goal } in GOALS {
        for mode in modes {
            let cells: Vec<String> = runs
                .iter()
                .map(|(label, groups)| match ratio(groups, group, ours, peers, mode) {
                    Some((r, by)) => {
                        let met_in_throughput = *mode == "throughput" && r >= goal;
                        if let Some(caveat) =
                            met_in_throughput.then(|| one_call_at_a_time(groups, group, by, peers, goal)).flatten()
                        {
                            caveats.push(format!("{target} ({label}): {caveat}"));
                        }
                        let within_noise = resolution(groups, mode).is_some_and(|res| (r / goal - 1.0).abs() <= res);
                        let verdict = match (within_noise, r >= goal) {
                            (true, _) => "within noise",
                            (false, true) => "met",
                            (false, false) => "missed",
                        };
                        let verdict = format!("{} {verdict}", ratio_text(r, goal));
                        // Where several methods may meet the goal, the cell names the one that did best.
                        match by.strip_prefix("bbgen ") {
                            Some(method) if ours.len() > 1 => format!("{verdict} ({method})"),
                            _ => verdict,
                        }
                    }
                    None => "-".into(),
                })
                .collect();
            let _ = writeln!(out, "| {target} | {mode} | {} | {} |", goal_text(goal), cells.join(" | "));
        }
    }
    out.push('\n');
    for caveat in &caveats {
        let _ = writeln!(out, "- {caveat}");
    }
    if !caveats.is_empty() {
        out.push('\n');
    }
    out
}

/// For a throughput cell that `by` meets: a note if its single calls fall clearly short of the
/// goal. The throughput loop lets the compiler run independent calls side by side (at
/// `-C target-cpu=native`, in AVX-512 lanes), which a table-free method gains from most, while a
/// call on its own, as in a move generator, is nearer its latency. "Clearly" is by more than 5%,
/// beyond a run's noise.
fn one_call_at_a_time(groups: &Groups, group: &str, by: &str, peers: &[&str], goal: f64) -> Option<String> {
    let (latency, _) = ratio(groups, group, &[by], peers, "latency")?;
    let method = by.strip_prefix("bbgen ").unwrap_or(by);
    (latency < goal * 0.95).then(|| {
        format!(
            "met in throughput by {method}, over independent calls that the compiler may run side by side; \
             one call at a time its ratio is {latency:.2} (latency), short of the goal."
        )
    })
}

/// A ratio to two places, or to three where two would land on its goal or on the other side of
/// it: `0.996` rather than `1.00` against a goal of 1.00.
fn ratio_text(ratio: f64, goal: f64) -> String {
    let rounded = (ratio * 100.0).round() / 100.0;
    if rounded == goal || (rounded >= goal) != (ratio >= goal) { format!("{ratio:.3}") } else { format!("{ratio:.2}") }
}

/// A goal to two places, or to three where two would round it: `0.833` for 1 / 1.2.
fn goal_text(goal: f64) -> String {
    if (goal * 100.0).round() / 100.0 == goal { format!("{goal:.2}") } else { format!("{goal:.3}") }
}

/// How far apart identical code lands in one run, in `mode`, as a fraction: the rectangular
/// in-between lookups of bbgen, cozy-chess and chess are each one load from a 64 x 64 table, so
/// the spread of their times is the resolution of the run, and a ratio closer than that to its
/// goal is not settled by it. `None` for a mode those lookups are not timed in (perft's per node).
fn resolution(groups: &Groups, mode: &str) -> Option<f64> {
    const SAME_CODE: [&str; 3] = ["bbgen rectangular", "cozy-chess", "chess"];
    let times =
        groups.get("in_between")?.iter().filter(|r| r.mode == mode && SAME_CODE.contains(&r.implementation.as_str()));
    let (low, high) = times.fold((f64::INFINITY, 0.0_f64), |(low, high), r| (low.min(r.nanos), high.max(r.nanos)));
    (high >= low).then(|| high / low - 1.0)
}

/// The resolution of each run, under the targets: why a cell may say "within noise".
fn noise(runs: &[(&str, Groups)]) -> String {
    let spreads: Vec<String> = runs
        .iter()
        .filter_map(|(label, groups)| {
            let percent = |mode| resolution(groups, mode).map(|r| r * 100.0);
            Some(format!(
                "{:.1}% in throughput and {:.1}% in latency ({label})",
                percent("throughput")?,
                percent("latency")?
            ))
        })
        .collect();
    if spreads.is_empty() {
        return String::new();
    }
    format!(
        "The resolution of this run: the rectangular in-between lookups of bbgen, cozy-chess and chess are\n\
         each one load from a 64 x 64 table, yet the slowest of the three trailed the fastest by\n\
         {}. A ratio that close to its goal is not settled by one run: its cell says \"within noise\"\n\
         rather than met or missed.\n\n",
        spreads.join("; ")
    )
}

/// What the attackers goal leaves for the slider lookups, per run: the `attackers` group times
/// the super-piece with its sliders as reads that ignore the occupancy (the floor), and with
/// other slider lookups; the time above the floor is what the two lookups cost.
fn attackers_bound(runs: &[(&str, Groups)]) -> String {
    /// The slider lookups timed within the super-piece, and what each row says of them.
    const SLIDERS: [(&str, &str); 3] = [
        ("bbgen", "the runtime's sliders: magic bishop, kindergarten rook (table-free with LZCNT)"),
        ("bbgen, rook magic", "bbgen's bishop with a rook magic of 810 KiB"),
        ("bbgen, pext sliders", "PEXT for both sliders (BMI2 only)"),
    ];
    let Some(goal) = GOALS.iter().find(|g| g.group == "attackers") else {
        return String::new();
    };
    let time = |groups: &Groups, implementation: &str| {
        groups
            .get("attackers")?
            .iter()
            .find(|r| r.implementation == implementation && r.mode == "throughput")
            .map(|r| r.nanos)
    };
    let floor = |groups: &Groups| time(groups, "bbgen, sliders as rays");
    if runs.iter().all(|(_, groups)| floor(groups).is_none()) {
        return String::new();
    }
    let goal_time = |groups: &Groups| {
        let peer = PEERS.iter().filter_map(|p| time(groups, p)).fold(f64::INFINITY, f64::min);
        peer.is_finite().then_some(peer / goal.at_least)
    };
    let left = |groups: &Groups| Some(goal_time(groups)? - floor(groups)?);
    let above_floor = |groups: &Groups, implementation: &str| Some(time(groups, implementation)? - floor(groups)?);
    let mut out = String::from(
        "## What bounds the attackers

The attackers of a square are six lookups joined by masks; the two slider lookups are most of the
cost. The `attackers` group also times the same super-piece with each slider lookup replaced by
one read of its empty-board rays, which ignores the occupancy: no table lookup can cost less, so
the goal's time less this floor is all the two lookups may take. Throughput, nanoseconds a call;
below the floor, the time a set of slider lookups adds to it. `is_attacked` is the same
formulation with one pawn lookup and a mask by colour.

",
    );
    let labels: Vec<&str> = runs.iter().map(|(label, _)| *label).collect();
    let _ = writeln!(out, "| throughput, ns | {} |", labels.join(" | "));
    let _ = writeln!(out, "|---|{}", "---|".repeat(runs.len()));
    let mut row = |name: &str, value: &dyn Fn(&Groups) -> Option<f64>| {
        let cells: Vec<String> =
            runs.iter().map(|(_, groups)| value(groups).map_or("-".into(), |n| format!("{n:.2}"))).collect();
        let _ = writeln!(out, "| {name} | {} |", cells.join(" | "));
    };
    row(&format!("the goal: the fastest peer's time over {}", goal_text(goal.at_least)), &goal_time);
    row("the super-piece with both sliders as rays (the floor)", &floor);
    row("left for the two slider lookups", &left);
    for (implementation, name) in SLIDERS {
        row(name, &|groups| above_floor(groups, implementation));
    }
    out.push('\n');
    for (label, groups) in runs {
        let cheapest = SLIDERS.iter().filter_map(|(i, _)| above_floor(groups, i)).fold(f64::INFINITY, f64::min);
        if let Some(left) = left(groups).filter(|_| cheapest.is_finite()) {
            let verdict = if cheapest > left { "more than" } else { "within" };
            let _ = writeln!(
                out,
                "- {label}: the cheapest slider lookups measured add {cheapest:.2} ns, {verdict} the {left:.2} ns the goal leaves."
            );
        }
    }
    out.push('\n');
    out
}

fn timings(groups: &Groups) -> String {
    let mut out = String::new();
    for (group, results) in groups {
        let mut modes: Vec<&str> = results.iter().map(|r| r.mode.as_str()).collect();
        modes.sort();
        modes.dedup();
        let _ = writeln!(out, "### {group}\n");
        let header: Vec<String> = modes.iter().flat_map(|m| [format!("{m}, ns"), format!("{m}, ratio")]).collect();
        let _ = writeln!(out, "| implementation | {} |", header.join(" | "));
        let _ = writeln!(out, "|---|{}", "---|".repeat(header.len()));
        let mut implementations: Vec<&str> = results.iter().map(|r| r.implementation.as_str()).collect();
        implementations.sort();
        implementations.dedup();
        for implementation in implementations {
            let mut cells = Vec::new();
            for mode in &modes {
                let find =
                    |name: &str| results.iter().find(|r| r.implementation == name && r.mode == *mode).map(|r| r.nanos);
                let ours = find(implementation);
                let best_peer = PEERS.iter().filter_map(|p| find(p)).fold(f64::INFINITY, f64::min);
                cells.push(ours.map_or("-".into(), |n| format!("{n:.2}")));
                cells.push(match ours {
                    Some(n) if best_peer.is_finite() => format!("{:.2}", best_peer / n),
                    _ => "-".into(),
                });
            }
            let _ = writeln!(out, "| {implementation} | {} |", cells.join(" | "));
        }
        out.push('\n');
    }
    out
}

/// Table bytes per canonical pattern from the generator, and the runtime's own tables from the
/// symbols of a release binary that uses it.
fn footprint() -> Result<String, String> {
    let mut out = String::from("## Table bytes\n\n| pattern | bytes |\n|---|---|\n");
    for (_, pattern) in bbgen_cli::CANONICAL {
        let bytes = bbgen_cli::table_bytes(pattern).map_err(|e| e.to_string())?;
        let _ = writeln!(out, "| `{pattern}` | {bytes} |");
    }
    let target = root().join("target");
    let status = cargo()
        .args(["build", "--release", "--package", "bbgen-suite", "--example", "perft"])
        .env("CARGO_TARGET_DIR", &target)
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err("building the perft example failed".into());
    }
    let binary = target.join("release/examples/perft");
    let nm =
        Command::new("nm").args(["-S", "--size-sort", "-C"]).arg(&binary).output().map_err(|e| format!("nm: {e}"))?;
    if !nm.status.success() {
        return Err(format!("nm {}: {}", binary.display(), String::from_utf8_lossy(&nm.stderr).trim()));
    }
    let symbols = String::from_utf8_lossy(&nm.stdout);
    let mut runtime = Vec::new();
    for line in symbols.lines() {
        let fields: Vec<&str> = line.splitn(4, ' ').collect();
        if let [_, size, _, name] = fields.as_slice()
            && name.starts_with("bbgen::attacks::tables::")
        {
            runtime.push((
                name.trim_start_matches("bbgen::attacks::tables::").to_owned(),
                u64::from_str_radix(size, 16).unwrap_or(0),
            ));
        }
    }
    runtime.sort();
    runtime.dedup();
    let total: u64 = runtime.iter().map(|(_, size)| size).sum();
    let list: Vec<String> = runtime.iter().map(|(name, size)| format!("`{name}` {size}")).collect();
    let _ = writeln!(
        out,
        "\nThe runtime's default tables, read from the symbols of the release perft example: {total} bytes \
         ({:.1} KiB), each once: {}.\n",
        total as f64 / 1024.0,
        list.join(", ")
    );
    let _ = writeln!(
        out,
        "A position, copied for every move a search or perft plays: `bbgen::Board` {} bytes, `cozy_chess::Board` {}, \
         `chess::Board` {}.\n",
        std::mem::size_of::<bbgen::Board>(),
        std::mem::size_of::<cozy_chess::Board>(),
        std::mem::size_of::<chess::Board>()
    );
    Ok(out)
}

/// The positions and depths of the whole-process perft.
const PROCESS_PERFT: [(&str, &str, &str); 2] = [
    ("start, depth 7", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7"),
    ("kiwipete, depth 5", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "5"),
];

/// How many times each process runs each position, in turn with the others.
const PROCESS_ROUNDS: usize = 7;

/// The goal of bbgen's perft against a peer, a ratio of nodes per second, and whether bbgen is
/// held to it built with `-C target-cpu=native` (against a peer built for this CPU) rather than
/// for the default target.
fn process_goal(peer: &str) -> (Option<f64>, bool) {
    match peer {
        "cozy-chess" => (Some(1.3), false),
        "chess-library" => (Some(1.2), false),
        "gigantua" => (Some(0.5), true),
        _ => (None, false),
    }
}

/// Perft as whole processes, each keeping its position key but Gigantua: the perft example at
/// the default target and with `-C target-cpu=native`, the same perft on cozy-chess built in a
/// scratch crate, and the `--peer` programs, run in turn [`PROCESS_ROUNDS`] times; the median
/// nodes per second of each.
fn process_perft(peers: &[(String, PathBuf)]) -> Result<String, String> {
    let target = root().join("target");
    let native = root().join("target/process-perft/native");
    for (dir, flags) in [(&target, None), (&native, Some("-C target-cpu=native"))] {
        let mut build = cargo();
        build
            .args(["build", "--release", "--quiet", "--package", "bbgen-suite", "--example", "perft"])
            .env("CARGO_TARGET_DIR", dir);
        match flags {
            Some(flags) => build.env("RUSTFLAGS", flags),
            None => build.env_remove("RUSTFLAGS"),
        };
        if !build.status().map_err(|e| e.to_string())?.success() {
            return Err("building the perft example failed".into());
        }
    }
    let dir = root().join("target/process-perft/cozy-chess");
    fs::create_dir_all(dir.join("src")).map_err(|e| e.to_string())?;
    let manifest = "[package]\nname = \"perft-on-cozy-chess\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
                    [dependencies]\ncozy-chess = \"0.3.4\"\n\n[workspace]\n";
    // The form of `benches/perft.rs`: a closure without a test of the depth in it measured a
    // quarter faster than one with.
    let main = "fn perft(board: &cozy_chess::Board, depth: u32) -> u64 {\n    let mut nodes = 0;\n    if depth == 1 {\n        board.generate_moves(|moves| {\n            nodes += moves.len() as u64;\n            false\n        });\n    } else {\n        board.generate_moves(|moves| {\n            for mv in moves {\n                let mut child = board.clone();\n                child.play_unchecked(mv);\n                nodes += perft(&child, depth - 1);\n            }\n            false\n        });\n    }\n    nodes\n}\n\n\
                fn main() {\n    let args: Vec<String> = std::env::args().collect();\n    let board = cozy_chess::Board::from_fen(&args[1], false).unwrap();\n    let start = std::time::Instant::now();\n    let nodes = perft(&board, args[2].parse().unwrap());\n    println!(\"nodes {nodes}\\nnps {:.0}\", nodes as f64 / start.elapsed().as_secs_f64());\n}\n";
    fs::write(dir.join("Cargo.toml"), manifest).map_err(|e| e.to_string())?;
    fs::write(dir.join("src/main.rs"), main).map_err(|e| e.to_string())?;
    fs::copy(root().join("Cargo.lock"), dir.join("Cargo.lock")).map_err(|e| e.to_string())?;
    let status = cargo()
        .args(["build", "--release", "--quiet"])
        .current_dir(&dir)
        .env_remove("RUSTFLAGS")
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err("building the cozy-chess perft failed".into());
    }
    let mut programs = vec![
        ("bbgen".to_owned(), target.join("release/examples/perft")),
        ("bbgen native".to_owned(), native.join("release/examples/perft")),
        ("cozy-chess".to_owned(), dir.join("target/release/perft-on-cozy-chess")),
    ];
    programs.extend(peers.iter().cloned());
    let mut nps: BTreeMap<(usize, usize), Vec<f64>> = BTreeMap::new();
    for _ in 0..PROCESS_ROUNDS {
        for (position, (_, fen, depth)) in PROCESS_PERFT.iter().enumerate() {
            for (program, (name, path)) in programs.iter().enumerate() {
                let output = Command::new(path).args([fen, depth]).output().map_err(|e| format!("{name}: {e}"))?;
                let text = String::from_utf8_lossy(&output.stdout);
                let rate = text.lines().find_map(|line| line.strip_prefix("nps ")?.trim().parse::<f64>().ok());
                let rate = rate.ok_or_else(|| format!("{name} printed no `nps` line for {fen}:\n{text}"))?;
                nps.entry((position, program)).or_default().push(rate);
            }
        }
    }
    let median = |position, program| {
        let mut rates = nps[&(position, program)].clone();
        rates.sort_by(f64::total_cmp);
        rates[rates.len() / 2]
    };
    let names: Vec<&str> = programs.iter().map(|(name, _)| name.as_str()).collect();
    let peers = 2..names.len();
    let mut out = format!(
        "## Perft, whole processes\n\nEach program counts the leaves as a separate process, in turn with the others, \
         {PROCESS_ROUNDS} times; the median nodes per second of each, in millions, and bbgen's ratio to each peer \
         (goal in brackets), bbgen built for the default target against the peers built so, and with \
         `-C target-cpu=native` against those built for this CPU (marked native). bbgen is the perft example \
         and keeps its Polyglot key move by move; cozy-chess is the same perft with bulk counting, built in a \
         scratch crate, and keeps its key too. The C++ peers are built outside this repository as their \
         release builds are: chess-library (make and unmake, the last ply counted in bulk) with `g++ -O3 \
         -DNDEBUG`, Gigantua (perft-specialised, no key, the last ply counted in bulk) with `clang++-16 \
         -march=native -O3 -DNDEBUG`. {machine}\n\n\
         | position | {} | {} |\n|---|{}\n",
        names.join(" | "),
        peers
            .clone()
            .map(|p| match process_goal(names[p]) {
                (_, true) => format!("vs {} (native)", names[p]),
                _ => format!("vs {}", names[p]),
            })
            .collect::<Vec<_>>()
            .join(" | "),
        "---|".repeat(names.len() + peers.len()),
        machine = machine()
    );
    for (position, (label, _, _)) in PROCESS_PERFT.iter().enumerate() {
        let rates: Vec<String> = (0..names.len()).map(|p| format!("{:.0}", median(position, p) / 1e6)).collect();
        let ratios: Vec<String> = peers
            .clone()
            .map(|p| {
                let (goal, native) = process_goal(names[p]);
                let ratio = median(position, usize::from(native)) / median(position, p);
                match goal {
                    Some(goal) => format!("{ratio:.2} ({goal:.1}, {})", if ratio >= goal { "met" } else { "missed" }),
                    None => format!("{ratio:.2}"),
                }
            })
            .collect();
        let _ = writeln!(out, "| {label} | {} | {} |", rates.join(" | "), ratios.join(" | "));
    }
    out.push('\n');
    Ok(out)
}

/// The expansion time of each pattern in a debug build, from `cargo xtask expansion-time`.
fn expansion_time() -> Result<String, String> {
    let output = cargo()
        .args(["run", "-q", "--package", "xtask", "--", "expansion-time"])
        .current_dir(root())
        .env_remove("RUSTFLAGS")
        .output()
        .map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err("the expansion_time example failed".into());
    }
    Ok(format!(
        "## Expansion time\n\n`cargo xtask expansion-time` (the generator in a debug build):\n\n```text\n{}```\n\n",
        String::from_utf8_lossy(&output.stdout)
    ))
}

/// Clean release builds of the same small engine on bbgen and on cozy-chess.
/// `cargo xtask build-cost`: the build section alone, saved for `bench-report` to include.
/// Runs the whole-process perft with the `--peer NAME=PATH` programs among `args`, keeps its
/// report for `bench-report --no-run`, and returns it.
fn run_process_perft(args: &[String]) -> Result<String, String> {
    let peers = args
        .windows(2)
        .filter(|pair| pair[0] == "--peer")
        .map(|pair| match pair[1].split_once('=') {
            Some((name, path)) => Ok((name.to_owned(), PathBuf::from(path))),
            None => Err(format!("expected `--peer NAME=PATH`, not `--peer {}`", pair[1])),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let report = process_perft(&peers)?;
    let saved = process_perft_report();
    if let Some(dir) = saved.parent() {
        fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    fs::write(&saved, &report).map_err(|e| e.to_string())?;
    Ok(report)
}

/// Where the whole-process perft's report is kept between runs.
fn process_perft_report() -> PathBuf {
    root().join("target/process-perft/report.md")
}

/// `cargo xtask perft`: the whole-process perft alone, printed and kept for `bench-report
/// --no-run`.
pub fn run_perft(args: &[String]) -> Result<(), String> {
    print!("{}", run_process_perft(args)?);
    Ok(())
}
