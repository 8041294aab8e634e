//! `cargo xtask threat-cost --stockfish PATH [--native]`: what a move costs with its threat
//! changes recorded, bbgen against Stockfish's own `do_move`, in instructions a move counted by
//! valgrind's callgrind on one move stream.
//!
//! The stream is `benches/icount.rs`'s (`icount stream`): the first 60 positions of the perft
//! suite and the position 20 random plies on from each, every legal move of each. The Stockfish
//! side is `threat_cost/harness.cpp`, a loop of our own that calls Stockfish's code as its
//! search does (fresh dirty lists, `gives_check`, `do_move`, `undo_move`), compiled with the
//! `attacks`, `bitboard`, `movegen`, `misc` and `position` sources of the checkout at PATH and
//! the flags its Makefile prints for `make build ARCH=x86-64 COMP=gcc` (`ARCH=native` with
//! `--native`, bbgen then built with `-C target-cpu=native`; where the CPU has AVX-512, which
//! valgrind cannot run, nor its GFNI, both sides build for the level below: `ARCH=x86-64-bmi2`
//! and `-C target-cpu=x86-64-v3`); a second build passes a null `DirtyThreats*` in the calls of
//! `do_move` that take one, which takes the recording out. Nothing of Stockfish's is kept: the sources are copied
//! under `target/threat-cost` and built there.
//!
//! Each side is counted with and without its work and the difference divided by the moves,
//! so that the process start, the stream's reading and the set-up cancel. The report also
//! compares the changes each side records, move by move, with Stockfish's current map's pairs:
//! Stockfish's list nets out, an identical add and remove cancelling.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cpu_model, icount, root};

/// How many times each side goes over the stream, as `benches/icount.rs` does.
const REPEATS: u64 = 16;

/// The harness's source, written next to the copied sources at build time.
const HARNESS: &str = include_str!("threat_cost/harness.cpp");

/// The stream reader both Stockfish harnesses include, written beside each.
const STREAM_HEADER: &str = include_str!("stockfish_stream.h");

/// The Stockfish sources the harness links with.
const SOURCES: [&str; 8] = [
    "attacks.cpp",
    "bitboard.cpp",
    "movegen.cpp",
    "misc.cpp",
    "position.cpp",
    "nnue/features/full_threats.cpp",
    "nnue/features/half_ka_v2_hm.cpp",
    "nnue/features/pp_3wide.cpp",
];

/// The calls in `do_move` that pass its dirty threat list on, which the second build nulls.
const RECORDING_CALLS: usize = 7;

/// The bbgen workloads of `benches/icount.rs` in the report, with their rows' labels.
const OURS: [(&str, &str); 8] = [
    ("stream:copy+play_unchecked", "bbgen: copy the board + `play_unchecked`"),
    (
        "stream:copy+play_with_threats:sf_current",
        "bbgen: copy + `play_unchecked_with_threats`, Stockfish's current pairs",
    ),
    ("stream:copy+play_with_threats:sf10", "bbgen: the same, SFNNv10's pairs"),
    ("stream:copy+play_with_threats:all", "bbgen: the same, `ThreatPairs::ALL`"),
    ("stream:copy+play_with_threats:none", "bbgen: the same, `ThreatPairs::NONE`: what a folded filter leaves"),
    (
        "stream:copy+play_with_threats:none_at_run_time",
        "bbgen: the same, `ThreatPairs::NONE` hidden from the compiler: the filter read at run time",
    ),
    ("stream:threat_changes", "bbgen: `threat_changes(mv)`, which does not play the move"),
    (
        "stream:copy+play_with_inputs:stockfish",
        "bbgen: copy + `stockfish_play` (`nnue_inputs!`, Stockfish's three inputs): the move, its records and \
         each side's changed indices of every input",
    ),
];

pub fn run(args: &[String]) -> Result<(), String> {
    let (stockfish, native) = match args {
        [flag, path] if flag == "--stockfish" => (PathBuf::from(path), false),
        [flag, path, native] | [native, flag, path] if flag == "--stockfish" && native == "--native" => {
            (PathBuf::from(path), true)
        }
        _ => return Err("usage: cargo xtask threat-cost --stockfish PATH [--native]".into()),
    };
    let src = stockfish.join("src");
    if !src.join("position.cpp").is_file() {
        return Err(format!("{} holds no Stockfish checkout (no src/position.cpp)", stockfish.display()));
    }
    for (tool, hint) in [("valgrind", "valgrind"), ("make", "make"), ("g++", "g++")] {
        if Command::new(tool).arg("--version").output().is_err() {
            return Err(format!("{tool} is not installed: `apt-get install {hint}` (Debian and Ubuntu)"));
        }
    }
    let dir = root().join(if native { "target/threat-cost-native" } else { "target/threat-cost" });
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;

    // valgrind cannot run AVX-512 code: on a CPU that has it, "native" leaves it out on both sides.
    let avx512 = native && cpu_flag("avx512f");
    let rustflags = match (native, avx512) {
        (false, _) => "",
        (true, false) => "-C target-cpu=native",
        // Such a CPU also has GFNI, which valgrind cannot run either and turning off `avx512f`
        // leaves on: the level below, as `search-cost` builds.
        (true, true) => "-C target-cpu=x86-64-v3",
    };
    let harness = icount::build(rustflags, if native { "target/icount-native" } else { "target" })?;
    let stream = output(Command::new(&harness).arg("stream"))?;
    let moves: u64 =
        stream.lines().map(|line| line.split_once(';').map_or(0, |(_, m)| m.split_whitespace().count() as u64)).sum();
    let stream_file = dir.join("stream.txt");
    std::fs::write(&stream_file, &stream).map_err(|e| e.to_string())?;
    eprintln!("{} positions, {moves} moves", stream.lines().count());

    let arch = match (native, avx512) {
        (false, _) => "x86-64",
        (true, false) => "native",
        (true, true) => "x86-64-bmi2",
    };
    let flags = makefile_flags(&src, arch)?;
    let with = build_stockfish(&src, &dir.join("recording"), &flags, false, HARNESS)?;
    let without = build_stockfish(&src, &dir.join("no-recording"), &flags, true, HARNESS)?;

    let units = moves * REPEATS;
    let per_move = |count: u64| count as f64 / units as f64;
    let sf = |program: &Path| -> Result<f64, String> {
        let count = |work: &str| {
            let args = [stream_file.to_string_lossy().into_owned(), "count".into(), work.into(), REPEATS.to_string()];
            callgrind(program, &args)
        };
        Ok(per_move(count("1")?.saturating_sub(count("0")?)))
    };
    let (sf_with, sf_without) = (sf(&with)?, sf(&without)?);
    let sf_inputs = {
        let count = |work: &str| {
            let args =
                [stream_file.to_string_lossy().into_owned(), "inputs-count".into(), work.into(), REPEATS.to_string()];
            callgrind(&with, &args)
        };
        per_move(count("1")?.saturating_sub(count("0")?))
    };
    let mut ours = BTreeMap::new();
    for (workload, _) in OURS {
        let count = |work: &str| callgrind(&harness, &["run".into(), workload.into(), "bbgen".into(), work.into()]);
        ours.insert(workload, per_move(count("1")?.saturating_sub(count("0")?)));
    }

    let theirs = output(Command::new(&with).arg(&stream_file).arg("record"))?;
    let mine = output(Command::new(&harness).arg("record"))?;
    let (agree, compared) = agreement(&theirs, &mine)?;
    // The three inputs' indices on the threat stream, on `search-cost`'s stream of promotions,
    // en passant, castlings and checks, and on Chess960 positions with a castling.
    let mut inputs_agreements = Vec::new();
    for (name, text) in [
        ("the stream above", stream.clone()),
        (
            "a stream of 120 positions with promotions, en passant, castlings and checks",
            output(Command::new(&harness).arg("search-stream"))?,
        ),
        ("30 Chess960 positions with a castling", output(Command::new(&harness).arg("chess960-stream"))?),
    ] {
        let file = dir.join("inputs-stream.txt");
        std::fs::write(&file, &text).map_err(|e| e.to_string())?;
        let theirs = output(Command::new(&with).arg(&file).arg("inputs-record"))?;
        inputs_agreements.push((name, inputs_agreement(&text, &theirs)?));
    }

    let commit = output(Command::new("git").arg("-C").arg(&stockfish).args(["rev-parse", "--short=8", "HEAD"]))
        .map_or_else(|_| "(not a git checkout)".to_owned(), |text| text.trim().to_owned());
    let target = match (native, avx512) {
        (false, _) => "the default x86-64 target".to_owned(),
        (true, false) => "-C target-cpu=native, Stockfish `ARCH=native`".to_owned(),
        (true, true) => "-C target-cpu=x86-64-v3 (AVX2, BMI2, LZCNT, POPCNT), Stockfish `ARCH=x86-64-bmi2`, its \
                         Makefile's nearest: valgrind cannot run the AVX-512 and GFNI code of this CPU"
            .to_owned(),
    };
    let report = report(
        native,
        &target,
        &commit,
        &flags,
        moves,
        (sf_with, sf_without, sf_inputs),
        &ours,
        (agree, compared),
        &inputs_agreements,
    );
    std::fs::write(dir.join("report.md"), &report).map_err(|e| e.to_string())?;
    print!("{report}");
    Ok(())
}

/// Whether this machine's CPU has the feature `flag`, as `/proc/cpuinfo` lists its flags.
pub(crate) fn cpu_flag(flag: &str) -> bool {
    std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|info| {
        info.lines().any(|line| line.starts_with("flags") && line.split_whitespace().any(|f| f == flag))
    })
}

/// The compiler flags Stockfish's Makefile uses for `ARCH=arch COMP=gcc`, read from the command
/// it prints for `attacks.cpp` under `make -n`.
pub(crate) fn makefile_flags(src: &Path, arch: &str) -> Result<Vec<String>, String> {
    let out = Command::new("make")
        .current_dir(src)
        .args(["-n", "build", &format!("ARCH={arch}"), "COMP=gcc"])
        .output()
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find(|line| line.starts_with("g++ ") && line.ends_with(" attacks.cpp"))
        .ok_or_else(|| format!("`make -n build ARCH={arch} COMP=gcc` printed no g++ command for attacks.cpp"))?;
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let end = words.iter().position(|&word| word == "-c").unwrap_or(words.len());
    Ok(words[..end].iter().map(|&word| word.to_owned()).collect())
}

/// Copies Stockfish's sources into `dir` (with `do_move`'s recording nulled where `null`) and
/// builds `harness`, a C++ source, there with them; returns the program's path.
pub(crate) fn build_stockfish(
    src: &Path,
    dir: &Path,
    flags: &[String],
    null: bool,
    harness: &str,
) -> Result<PathBuf, String> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).map_err(|e| e.to_string())?;
    }
    copy_dir(src, dir)?;
    if null {
        let path = dir.join("position.cpp");
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        let calls = text.matches("&dts").count();
        if calls != RECORDING_CALLS {
            return Err(format!(
                "position.cpp passes `&dts` {calls} times where this harness expects {RECORDING_CALLS}: \
                 another Stockfish than the one it was written for"
            ));
        }
        std::fs::write(&path, text.replace("&dts", "nullptr")).map_err(|e| e.to_string())?;
    }
    std::fs::write(dir.join("bbgen_harness.cpp"), harness).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("bbgen_stream.h"), STREAM_HEADER).map_err(|e| e.to_string())?;
    let program = dir.join("harness");
    let out = Command::new("g++")
        .current_dir(dir)
        .args(flags)
        .arg("-I.")
        .arg("-o")
        .arg(&program)
        .arg("bbgen_harness.cpp")
        .args(SOURCES)
        .arg("-lpthread")
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("building the Stockfish harness failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(program)
}

/// Copies the folder `from` into `to`, recursively.
fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| e.to_string())?;
    for entry in std::fs::read_dir(from).map_err(|e| e.to_string())? {
        let entry = entry.map_err(|e| e.to_string())?;
        let target = to.join(entry.file_name());
        if entry.file_type().map_err(|e| e.to_string())?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// The instructions of one run of `program` with `args` under callgrind, the whole process.
pub(crate) fn callgrind(program: &Path, args: &[String]) -> Result<u64, String> {
    let out = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(program)
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    let log = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("{} {} failed under callgrind:\n{log}", program.display(), args.join(" ")));
    }
    log.lines()
        .find_map(|line| line.split_once("Collected : ").and_then(|(_, n)| n.trim().parse().ok()))
        .ok_or_else(|| format!("callgrind reported no count for {}:\n{log}", program.display()))
}

/// The standard output of `command`, or why there is none.
pub(crate) fn output(command: &mut Command) -> Result<String, String> {
    let out = command.output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// How many moves both sides record the same changes for, of how many: each line is a move
/// and its changes, `+` added and `-` removed, compared as sets.
fn agreement(theirs: &str, ours: &str) -> Result<(usize, usize), String> {
    let (theirs, ours): (Vec<&str>, Vec<&str>) = (theirs.lines().collect(), ours.lines().collect());
    if theirs.len() != ours.len() {
        return Err(format!("Stockfish recorded {} moves and bbgen {}", theirs.len(), ours.len()));
    }
    let mut agree = 0;
    for (a, b) in theirs.iter().zip(&ours) {
        let (a, b) = (set(a), set(b));
        if a.first() != b.first() {
            return Err(format!("the move streams differ: {} against {}", a[0], b[0]));
        }
        if a == b {
            agree += 1;
        } else {
            eprintln!("differ on {}: Stockfish {:?}, bbgen {:?}", a[0], &a[1..], &b[1..]);
        }
    }
    Ok((agree, theirs.len()))
}

/// How Stockfish's inputs (`harness inputs-record`: each position's active indices by side and
/// input, then each move's changes or refreshes) compare with `bbgen features STOCKFISH` on a
/// stream: the lines printed the same, those that differ by design, and how many lines. A move's
/// line is compared without its move, which the two write differently for castling (the king
/// onto its rook, and onto its square). By design: a Chess960 castling that leaves the king on
/// its square, for which Stockfish refreshes the side's piece-square inputs and bbgen updates
/// the rook's.
fn inputs_agreement(stream: &str, theirs: &str) -> Result<Agreement, String> {
    let mut theirs = theirs.lines();
    let mut agreement = Agreement::default();
    // A line without its move: the whole line for a position's own lines (`white psq: ...`).
    let rest = |line: &str| {
        if line.contains(':') { line.to_owned() } else { line.split_once(' ').map_or("", |(_, r)| r).to_owned() }
    };
    for line in stream.lines() {
        let (fen, moves) = line.split_once(';').unwrap_or((line, ""));
        let board = bbgen::Board::from_fen(fen).map_err(|e| e.to_string())?;
        let moves: Vec<&str> = moves.split_whitespace().collect();
        let us = board.side_to_move();
        let side = if us == bbgen::Color::White { "white" } else { "black" };
        for (i, ours) in bbgen_cli::features("STOCKFISH", fen, true)?.lines().enumerate() {
            let theirs = theirs.next().ok_or("Stockfish printed fewer lines of inputs than bbgen")?;
            agreement.compared += 1;
            let (theirs, ours) = (rest(theirs), rest(ours));
            if theirs == ours {
                agreement.same += 1;
                continue;
            }
            // A castling in place, with the side's piece-square changes read as a refresh.
            let mv = i.checked_sub(6).and_then(|k| moves.get(k)).and_then(|word| board.parse_uci(word).ok());
            let in_place = mv.is_some_and(|mv| board.is_castling(mv) && board.played(mv).king(us) == board.king(us));
            let psq = format!("{side} psq");
            let refreshed = ours.find(&psq).and_then(|at| {
                let after = ours[at..].find(&format!(" {side} threats"))? + at;
                Some(format!("{}{psq} refresh{}", &ours[..at], &ours[after..]))
            });
            if in_place && refreshed.as_deref() == Some(theirs.as_str()) {
                agreement.by_design += 1;
            } else {
                eprintln!("inputs differ: Stockfish `{theirs}`, bbgen `{ours}`");
            }
        }
    }
    if theirs.next().is_some() {
        return Err("Stockfish printed more lines of inputs than bbgen".into());
    }
    Ok(agreement)
}

/// How two sides' lines compare.
#[derive(Clone, Copy, Debug, Default)]
struct Agreement {
    same: usize,
    by_design: usize,
    compared: usize,
}

/// A line's move and its changes, sorted.
fn set(line: &str) -> Vec<&str> {
    let mut words: Vec<&str> = line.split(' ').collect();
    words[1..].sort_unstable();
    words
}

/// The report: the table of instructions a move, the goals and the agreement.
#[allow(clippy::too_many_arguments)]
fn report(
    native: bool,
    target: &str,
    commit: &str,
    flags: &[String],
    moves: u64,
    (sf_with, sf_without, sf_inputs): (f64, f64, f64),
    ours: &BTreeMap<&str, f64>,
    (agree, compared): (usize, usize),
    inputs_agreements: &[(&str, Agreement)],
) -> String {
    let command = if native { "threat-cost --stockfish PATH --native" } else { "threat-cost --stockfish PATH" };
    let mut out = format!(
        "## Threat changes{}\n\n`cargo xtask {command}`: instructions a move (valgrind's callgrind) over \
         {moves} moves x {REPEATS}, {target}, on {}: the first 60 positions of the perft suite and the \
         position 20 random plies on from each, every legal move of each. Stockfish {commit} is linked into \
         a harness of our own with the flags its Makefile prints: `{}`. Each side is counted with and \
         without its work.\n\n| | instructions a move |\n|---|---|\n",
        if native { ", -C target-cpu=native" } else { "" },
        cpu_model(),
        flags.join(" ")
    );
    let row = |out: &mut String, label: &str, value: f64| {
        let _ = writeln!(out, "| {label} | {value:.0} |");
    };
    row(&mut out, "Stockfish: `do_move` + `undo_move`, recording its threat changes (`DirtyThreats`)", sf_with);
    row(&mut out, "Stockfish: the same with the recording taken out (a null `DirtyThreats*`)", sf_without);
    row(&mut out, "Stockfish's recording", sf_with - sf_without);
    row(
        &mut out,
        "Stockfish: `do_move` + `undo_move` with its three records, then each side's changed indices of its three \
         sets (`append_changed_indices`, both sides at once where neither refreshes)",
        sf_inputs,
    );
    for (workload, label) in OURS {
        row(&mut out, label, ours[workload]);
    }
    let (play, current) = (ours[OURS[0].0], ours[OURS[1].0]);
    row(&mut out, "bbgen's recording: its current pairs' row less its `play_unchecked` row", current - play);
    let verdict = |ok: bool| if ok { "met" } else { "not met" };
    let _ = writeln!(
        out,
        "\nGoal, the move with its recording: {current:.0} against Stockfish's {sf_with:.0}: {}.\n\
         Goal, the recording's own share: {:.0} against Stockfish's {:.0}: {}.\n\
         Changes recorded with Stockfish's current pairs, net (an identical add and remove in Stockfish's \
         list cancel), the same on {agree} of {compared} moves.\n",
        verdict(current <= sf_with),
        current - play,
        sf_with - sf_without,
        verdict(current - play <= sf_with - sf_without),
    );
    let inputs = ours[OURS[7].0];
    let _ = writeln!(
        out,
        "Goal, the move with every input's changes for both sides: {inputs:.0} against Stockfish's {sf_inputs:.0}: \
         {}.\n\nIndices of the three inputs (each position's active ones by side, each move's net changes or \
         refreshes), Stockfish's own functions against `bbgen features STOCKFISH`, line by line:\n",
        verdict(inputs <= sf_inputs),
    );
    for (name, agreement) in inputs_agreements {
        let _ = write!(out, "- {name}: the same on {} of {} lines", agreement.same, agreement.compared);
        let _ = match agreement.by_design {
            0 => writeln!(out, "."),
            n => writeln!(
                out,
                "; {n} differ by design, each a Chess960 castling that leaves the king on its square, for which \
                 Stockfish refreshes the side's piece-square inputs and bbgen updates the rook's."
            ),
        };
    }
    out.push('\n');
    out
}
