//! `cargo xtask wasm`: the WebAssembly example's size and perft speed under Node, with the
//! runtime's default tables and with `small-tables`, beside the same module built on cozy-chess
//! and on shakmaty (with and without its magic tables): the same exports, the same profile
//! (`--profile wasm`: `opt-level = "s"`, LTO, one codegen unit, `panic = "abort"`, stripped), the
//! same Node loop (`examples/wasm/run.mjs --bench`). The report goes to `target/wasm/report.md`,
//! which `bench-report` includes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cargo, root};

const TARGET: &str = "wasm32-unknown-unknown";

/// Runs of the Node loop for each module, in turns; the report gives the fastest, as other
/// tenants of the machine and the engine's compiler tiers only ever add time.
const ROUNDS: usize = 3;

/// The host's side of every module, the example's own file: a FEN written a byte at a time into
/// a fixed buffer, no allocator.
const HOST: &str = include_str!("../../examples/wasm/src/host.rs");

/// The root of every peer module: no `std`, the host's file, and a panic that traps, as
/// `examples/wasm` has them.
const HARNESS: &str = r#"#![no_std]
#![allow(unsafe_code)]
mod host;
use host::CAPACITY;
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}
"#;

/// cozy-chess's side, with perft as `benches/perft.rs` writes it for cozy-chess.
const COZY: &str = r#"fn board() -> Option<cozy_chess::Board> {
    host::fen(&mut [0; CAPACITY])?.parse().ok()
}
fn count(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += count(&child, depth - 1);
            }
            false
        });
    }
    nodes
}
#[unsafe(no_mangle)]
pub extern "C" fn legal_moves() -> i32 {
    board().map_or(-1, |board| count(&board, 1) as i32)
}
#[unsafe(no_mangle)]
pub extern "C" fn perft(depth: u32) -> i64 {
    board().map_or(-1, |board| if depth == 0 { 1 } else { count(&board, depth) as i64 })
}
"#;

/// shakmaty's side, with its own perft.
const SHAKMATY: &str = r#"use shakmaty::{CastlingMode, Chess, Position, fen::Fen};
fn board() -> Option<Chess> {
    Fen::from_ascii(host::fen(&mut [0; CAPACITY])?.as_bytes()).ok()?.into_position(CastlingMode::Standard).ok()
}
#[unsafe(no_mangle)]
pub extern "C" fn legal_moves() -> i32 {
    board().map_or(-1, |board| board.legal_moves().len() as i32)
}
#[unsafe(no_mangle)]
pub extern "C" fn perft(depth: u32) -> i64 {
    board().map_or(-1, |board| shakmaty::perft(&board, depth) as i64)
}
"#;

/// The workspace's `wasm` profile, for the peers' own manifests.
const PROFILE: &str = "[profile.wasm]\ninherits = \"release\"\nopt-level = \"s\"\nlto = true\ncodegen-units = 1\n\
                       panic = \"abort\"\nstrip = true\n";

pub fn run() -> Result<(), String> {
    let dir = root().join("target/wasm");
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut modules = Vec::new();
    for (label, features) in [("bbgen", None), ("bbgen, small-tables", Some("small-tables"))] {
        let mut build = cargo();
        build.args(["build", "--quiet", "--locked", "-p", "bbgen-wasm", "--target", TARGET, "--profile", "wasm"]);
        build.args(features.map(|f| ["--features", f]).into_iter().flatten()).env_remove("RUSTFLAGS");
        if !build.status().map_err(|e| e.to_string())?.success() {
            return Err(format!("building the module for {label} failed"));
        }
        let copy = dir.join(format!("{}.wasm", label.replace(", ", "-")));
        fs::copy(root().join("target").join(TARGET).join("wasm/bbgen_wasm.wasm"), &copy).map_err(|e| e.to_string())?;
        modules.push((label.to_owned(), copy));
    }
    modules.push(("cozy-chess".into(), peer(&dir, "cozy-chess", "cozy-chess = \"0.3.4\"", COZY, None)?));
    let shakmaty = "shakmaty = { version = \"0.30.1\", default-features = false }";
    modules.push(("shakmaty, magics".into(), peer(&dir, "shakmaty", shakmaty, SHAKMATY, Some("shakmaty/magics"))?));
    modules.push(("shakmaty, no magics".into(), peer(&dir, "shakmaty", shakmaty, SHAKMATY, None)?));

    let wasm_opt = Command::new("wasm-opt").arg("--version").output().is_ok_and(|o| o.status.success());
    let mut rates: BTreeMap<(usize, String), Vec<f64>> = BTreeMap::new();
    for _ in 0..ROUNDS {
        for (index, (label, path)) in modules.iter().enumerate() {
            let output = Command::new("node")
                .arg(root().join("examples/wasm/run.mjs"))
                .arg(path)
                .arg("--bench")
                .output()
                .map_err(|e| format!("node: {e}"))?;
            let text = String::from_utf8_lossy(&output.stdout);
            if !output.status.success() {
                return Err(format!("{label} failed its checks under Node:\n{text}"));
            }
            // Lines such as `start perft 5: 4865609 leaves, 281.3 M/s`.
            for line in text.lines().filter(|line| line.ends_with(" M/s")) {
                let (what, rest) = line.split_once(": ").ok_or_else(|| format!("node printed `{line}`"))?;
                let rate = rest.rsplit(' ').nth(1).and_then(|r| r.parse().ok());
                let rate: f64 = rate.ok_or_else(|| format!("node printed `{line}`"))?;
                rates.entry((index, what.to_owned())).or_default().push(rate);
            }
        }
    }
    let workloads: Vec<String> = {
        let mut all: Vec<_> = rates.keys().filter(|(index, _)| *index == 0).map(|(_, what)| what.clone()).collect();
        all.sort_by_key(|what| !what.starts_with("start"));
        all
    };
    let fastest = |index: usize, what: &str| {
        rates.get(&(index, what.to_owned())).into_iter().flatten().copied().fold(f64::NAN, f64::max)
    };

    let mut out = String::from("## WebAssembly\n\n");
    let _ = writeln!(
        out,
        "`cargo xtask wasm`: the example module of `examples/wasm` (a FEN written a byte at a time, then \
         the legal-move count or perft), built for `{TARGET}` with the workspace's `wasm` profile \
         (`opt-level = \"s\"`, LTO, one codegen unit, `panic = \"abort\"`, stripped) on bbgen's default \
         tables and with its `small-tables` feature, and the same module, harness and profile on \
         cozy-chess 0.3.4 and on shakmaty 0.30.1 with and without its `magics` feature. Every module \
         first passes the same perft checks under Node {}; perft is then timed five times in each of \
         {ROUNDS} runs, the modules in turns, and the fastest is given, in millions of leaves a \
         second. CPU: {}.\n",
        node_version(),
        crate::cpu_model()
    );
    out.push_str("| module | bytes | after `wasm-opt -Oz` |");
    for what in &workloads {
        let _ = write!(out, " {what}, M/s |");
    }
    out.push_str("\n|---|---|---|");
    out.push_str(&"---|".repeat(workloads.len()));
    out.push('\n');
    for (index, (label, path)) in modules.iter().enumerate() {
        let bytes = fs::metadata(path).map_err(|e| e.to_string())?.len();
        let optimised = if wasm_opt { thousands(optimised_size(path)?) } else { "-".into() };
        let _ = write!(out, "| {label} | {} | {optimised} |", thousands(bytes));
        for what in &workloads {
            let _ = write!(out, " {:.0} |", fastest(index, what));
        }
        out.push('\n');
    }
    if !wasm_opt {
        out.push_str("\n`wasm-opt` (binaryen) was not installed, so its column is empty.\n");
    }
    out.push('\n');
    fs::write(dir.join("report.md"), &out).map_err(|e| e.to_string())?;
    print!("{out}");
    Ok(())
}

/// Builds the module of one peer library from [`HARNESS`], [`HOST`] and `body`, in its own
/// package under `dir`, with the workspace's lock file so that the peer's version is the suite's.
fn peer(dir: &Path, name: &str, dependency: &str, body: &str, feature: Option<&str>) -> Result<PathBuf, String> {
    let package = dir.join(format!("peer-{name}"));
    fs::create_dir_all(package.join("src")).map_err(|e| e.to_string())?;
    let manifest = format!(
        "[package]\nname = \"wasm-on-{name}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [lib]\ncrate-type = [\"cdylib\"]\n\n[dependencies]\n{dependency}\n\n{PROFILE}\n[workspace]\n"
    );
    fs::write(package.join("Cargo.toml"), manifest).map_err(|e| e.to_string())?;
    fs::write(package.join("src/lib.rs"), format!("{HARNESS}{body}")).map_err(|e| e.to_string())?;
    fs::write(package.join("src/host.rs"), HOST).map_err(|e| e.to_string())?;
    fs::copy(root().join("Cargo.lock"), package.join("Cargo.lock")).map_err(|e| e.to_string())?;
    let mut build = cargo();
    build.current_dir(&package).args(["build", "--quiet", "--target", TARGET, "--profile", "wasm"]);
    build.args(feature.map(|f| ["--features", f]).into_iter().flatten()).env_remove("RUSTFLAGS");
    if !build.status().map_err(|e| e.to_string())?.success() {
        return Err(format!("building the module on {name} failed"));
    }
    let built = package.join("target").join(TARGET).join(format!("wasm/wasm_on_{}.wasm", name.replace('-', "_")));
    let copy = dir.join(format!("{name}{}.wasm", if feature.is_some() { "-magics" } else { "" }));
    fs::copy(&built, &copy).map_err(|e| format!("{}: {e}", built.display()))?;
    Ok(copy)
}

/// The size of `module` after `wasm-opt -Oz` (every WebAssembly feature allowed, as rustc's
/// output may use some that binaryen leaves off by default).
fn optimised_size(module: &Path) -> Result<u64, String> {
    let out = module.with_extension("opt.wasm");
    let status = Command::new("wasm-opt")
        .args(["-Oz", "--all-features"])
        .arg(module)
        .arg("-o")
        .arg(&out)
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("wasm-opt failed on {}", module.display()));
    }
    fs::metadata(&out).map(|m| m.len()).map_err(|e| e.to_string())
}

fn node_version() -> String {
    Command::new("node")
        .arg("--version")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default()
}

/// `n` with a comma between each group of three digits.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}
