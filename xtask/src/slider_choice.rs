//! `cargo xtask slider-choice`: the measurement behind the runtime's slider methods. The perft
//! example is built once for each pairing of a rook and a bishop method (swapped in with
//! `--cfg bbgen_rook` and `--cfg bbgen_bishop`) at both targets, and the builds run in turns;
//! the medians go to `target/slider-choice/report.md`, which `bench-report` includes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::process::Command;

use crate::{cargo, root};

/// The pairings measured, `(rook, bishop)`: the `const` methods within the runtime's footprint
/// (magic's rook table alone is over it).
const PAIRS: [(&str, &str); 8] = [
    ("kindergarten", "magic"),
    ("hyperbola", "magic"),
    ("obstruction", "magic"),
    ("table_free", "magic"),
    ("table_free", "obstruction"),
    ("hyperbola", "hyperbola"),
    ("obstruction", "obstruction"),
    ("table_free", "table_free"),
];

/// The positions and depths: perft's two usual ones.
const POSITIONS: [(&str, &str, &str); 2] = [
    ("start, depth 6", "startpos", "6"),
    ("kiwipete, depth 5", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "5"),
];

const ROUNDS: usize = 5;

/// The runtime's own pairing at a target (src/attacks.rs): magic bishop, and the table-free rook
/// where the target has LZCNT, kindergarten elsewhere.
fn runtime_pair(native: bool) -> (&'static str, &'static str) {
    if native && native_lzcnt() { ("table_free", "magic") } else { ("kindergarten", "magic") }
}

/// Whether `-C target-cpu=native` enables LZCNT on this machine.
fn native_lzcnt() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("lzcnt");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// The `--cfg` flags of a pairing: the rook always, as the runtime's own differs by target.
fn cfgs(rook: &str, bishop: &str) -> String {
    let mut flags = format!(" --cfg bbgen_rook=\"{rook}\"");
    if bishop != "magic" {
        let _ = write!(flags, " --cfg bbgen_bishop=\"{bishop}\"");
    }
    flags
}

pub fn run() -> Result<(), String> {
    // Checked before anything is built: the report marks the runtime's pairing in each column.
    let runtime = [runtime_pair(false), runtime_pair(true)];
    let [default, native] = runtime.map(|pair| PAIRS.iter().position(|&p| p == pair));
    let missing = || "the runtime's pairing is not among the measured ones: update `PAIRS`".to_owned();
    let runtime_index = [default.ok_or_else(missing)?, native.ok_or_else(missing)?];
    let dir = root().join("target/slider-choice");
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut programs = Vec::new();
    for (target, flags) in [("default", ""), ("native", "-C target-cpu=native")] {
        for (rook, bishop) in PAIRS {
            let target_dir = dir.join(format!("build-{target}"));
            let status = cargo()
                .args(["build", "--release", "--quiet", "--package", "bbgen-suite", "--example", "perft"])
                .env("CARGO_TARGET_DIR", &target_dir)
                .env("RUSTFLAGS", format!("{flags}{}", cfgs(rook, bishop)))
                .status()
                .map_err(|e| e.to_string())?;
            if !status.success() {
                return Err(format!("building perft with {rook} and {bishop} failed"));
            }
            let program = dir.join(format!("perft-{rook}-{bishop}-{target}"));
            fs::copy(target_dir.join("release/examples/perft"), &program).map_err(|e| e.to_string())?;
            eprintln!("built {}", program.display());
            programs.push((target, rook, bishop, program));
        }
    }
    let mut nps: BTreeMap<(usize, usize), Vec<f64>> = BTreeMap::new();
    for _ in 0..ROUNDS {
        for (position, (_, fen, depth)) in POSITIONS.iter().enumerate() {
            for (index, (_, _, _, program)) in programs.iter().enumerate() {
                let output = Command::new(program).args([fen, depth]).output().map_err(|e| e.to_string())?;
                let text = String::from_utf8_lossy(&output.stdout);
                let rate = text.lines().find_map(|line| line.strip_prefix("nps ")?.trim().parse::<f64>().ok());
                nps.entry((position, index)).or_default().push(rate.ok_or("perft printed no `nps` line")?);
            }
        }
    }
    let median = |key| {
        let mut rates: Vec<f64> = nps[&key].clone();
        rates.sort_by(f64::total_cmp);
        rates[rates.len() / 2] / 1e6
    };
    let mut out = format!(
        "## The runtime's sliders\n\n`cargo xtask slider-choice`: the perft example with each pairing of a rook and a \
         bishop method among the `const` ones within the runtime's footprint, at both targets, the builds in turns \
         {ROUNDS} times; the median million nodes a second. The runtime's pairing differs by target: magic bishop, \
         and the table-free rook where the target has LZCNT, kindergarten elsewhere; the last column marks it, and \
         the last line gives its ratio to the fastest pairing of each column: the runtime keeps the pairing that \
         leads, or one within the run's noise of it. (`pext` and `vector` are not `const`, and the runtime's \
         lookups are `const fn`; magic's rook table alone, 808 KiB, is over the footprint. Where the target has \
         BMI2, as this machine's native one does, move generation reads PEXT tables whatever the pairing, so the \
         native columns measure the pairing only where the rest of the runtime reads it.)\n\n\
         | rook | bishop | default, {} | default, {} | native, {} | native, {} | the runtime's at |\n\
         |---|---|---|---|---|---|---|\n",
        POSITIONS[0].0, POSITIONS[1].0, POSITIONS[0].0, POSITIONS[1].0
    );
    for (index, (_, rook, bishop, _)) in programs.iter().enumerate().take(PAIRS.len()) {
        let native = index + PAIRS.len();
        let targets: Vec<&str> = ["default", "native"]
            .into_iter()
            .zip(runtime_index)
            .filter(|&(_, at)| at == index)
            .map(|(t, _)| t)
            .collect();
        let _ = writeln!(
            out,
            "| {rook} | {bishop} | {:.0} | {:.0} | {:.0} | {:.0} | {} |",
            median((0, index)),
            median((1, index)),
            median((0, native)),
            median((1, native)),
            targets.join(", ")
        );
    }
    let ratios: Vec<String> = (0..4)
        .map(|column| {
            let key = |index: usize| (column % 2, index + PAIRS.len() * (column / 2));
            let best = (0..PAIRS.len()).map(|index| median(key(index))).fold(0.0, f64::max);
            format!("{:.2}", median(key(runtime_index[column / 2])) / best)
        })
        .collect();
    let _ = writeln!(out, "| the runtime's / the fastest | | {} | |", ratios.join(" | "));
    out.push('\n');
    fs::write(dir.join("report.md"), &out).map_err(|e| e.to_string())?;
    print!("{out}");
    Ok(())
}
