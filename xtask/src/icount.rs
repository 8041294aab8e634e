//! `cargo xtask icount`: instructions executed by fixed workloads, counted by valgrind's
//! callgrind, bbgen beside cozy-chess in the same harness (`benches/icount.rs`).
//!
//! A count is the same from run to run for the same binary and input, whatever else the machine
//! runs, so a change that costs 1% shows where wall-clock timings on shared cores cannot see it.
//! Instructions are not cycles: a count can fall while the time rises (a cache miss or a
//! mispredicted branch costs many cycles and one instruction).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cargo, root};

/// Builds the harness, counts every workload with and without its work, and writes the section
/// to `target/icount/report.md` (which `bench-report` includes) and to standard output.
pub fn run() -> Result<(), String> {
    if Command::new("valgrind").arg("--version").output().is_err() {
        return Err("valgrind is not installed: `apt-get install valgrind` (Debian and Ubuntu)".into());
    }
    let harness = build("", "target")?;
    let list = output(Command::new(&harness).arg("list"))?;
    let mut rows: BTreeMap<String, Vec<(String, String, u64, u64)>> = BTreeMap::new();
    for line in list.lines() {
        let [workload, library, unit, count] = line.split(' ').collect::<Vec<_>>()[..] else {
            return Err(format!("the harness listed `{line}`"));
        };
        let count: u64 = count.parse().map_err(|_| format!("the harness listed `{line}`"))?;
        let base = instructions(&harness, workload, library, false)?;
        let full = instructions(&harness, workload, library, true)?;
        eprintln!("{workload} {library}: {} instructions", full.saturating_sub(base));
        rows.entry(workload.to_owned()).or_default().push((
            library.to_owned(),
            unit.to_owned(),
            count,
            full.saturating_sub(base),
        ));
    }
    let report = section(&rows);
    let dir = root().join("target/icount");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("report.md"), &report).map_err(|e| e.to_string())?;
    print!("{report}");
    Ok(())
}

/// Builds `benches/icount.rs` with `rustflags` (none: the default target) into `target_dir` and
/// returns the binary's path.
pub(crate) fn build(rustflags: &str, target_dir: &str) -> Result<PathBuf, String> {
    let out = cargo()
        .args([
            "bench",
            "--no-run",
            "--locked",
            "--package",
            "bbgen-suite",
            "--bench",
            "icount",
            "--message-format=json",
        ])
        .env("RUSTFLAGS", rustflags)
        .env("CARGO_TARGET_DIR", target_dir)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("building the harness failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    // The artifact line of the bench names its executable.
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter(|line| line.contains("\"name\":\"icount\"") && line.contains("\"executable\":\""))
        .find_map(|line| {
            let start = line.find("\"executable\":\"")? + "\"executable\":\"".len();
            let end = start + line[start..].find('"')?;
            Some(PathBuf::from(&line[start..end]))
        })
        .ok_or_else(|| "cargo named no icount executable".into())
}

/// The instructions of one run of the harness under callgrind, the whole process.
fn instructions(harness: &Path, workload: &str, library: &str, work: bool) -> Result<u64, String> {
    let out = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(harness)
        .args(["run", workload, library, if work { "1" } else { "0" }])
        .output()
        .map_err(|e| e.to_string())?;
    let log = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("{workload} {library} failed under callgrind:\n{log}"));
    }
    log.lines()
        .find_map(|line| line.split_once("Collected : ").and_then(|(_, n)| n.trim().parse().ok()))
        .ok_or_else(|| format!("callgrind reported no count for {workload} {library}:\n{log}"))
}

/// The standard output of `command`, or why there is none.
fn output(command: &mut Command) -> Result<String, String> {
    let out = command.output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The section's text: one row per workload and library, per unit and in all, and bbgen's
/// ratio to cozy-chess where both run the workload.
fn section(rows: &BTreeMap<String, Vec<(String, String, u64, u64)>>) -> String {
    let mut out = String::from(
        "## Instructions executed\n\n`cargo xtask icount` (valgrind's callgrind, default target): each workload \
         counted with and without its work, the difference divided by its units. The same binary on the same \
         input gives the same count on every run (to within a few instructions of process start-up), so a change of 1% shows here where the timings above cannot \
         see it. Instructions are not cycles: a count can fall while the time rises, so the timed comparisons \
         remain the measure of speed. The ratio is cozy-chess's count over bbgen's (above 1: bbgen executes \
         fewer).\n\n| workload | library | unit | instructions per unit | instructions | ratio |\n|---|---|---|---|---|---|\n",
    );
    for (workload, libraries) in rows {
        let peer = libraries.iter().find(|(library, ..)| library == "cozy-chess").map(|row| row.3);
        for (library, unit, count, instructions) in libraries {
            let ratio = match peer {
                Some(peer) if library != "cozy-chess" && *instructions > 0 => {
                    format!("{:.2}", peer as f64 / *instructions as f64)
                }
                _ => "-".to_owned(),
            };
            let per_unit = *instructions as f64 / (*count).max(1) as f64;
            let _ = writeln!(out, "| {workload} | {library} | {unit} | {per_unit:.1} | {instructions} | {ratio} |");
        }
    }
    out.push('\n');
    out
}
