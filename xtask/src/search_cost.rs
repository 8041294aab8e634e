//! `cargo xtask search-cost --stockfish PATH [--native]`: what the calls a search makes at every
//! node cost, bbgen against Stockfish's own, in instructions counted by valgrind's callgrind on
//! two streams of positions, and the SEE on a third.
//!
//! The streams are `benches/icount.rs`'s: `threat` (`icount stream`, the positions of `cargo
//! xtask threat-cost`), `special` (`icount search-stream`: positions from random games where
//! a promotion, an en passant capture or a castling is legal, or the side to move is in check),
//! and `special-see` (`icount see-stream`: `special` without its promotions and en passant
//! captures, whose exchange only bbgen plays out), on which only the SEE rows are counted.
//! The Stockfish side is `search_cost/harness.cpp`, a loop of our own that calls Stockfish's
//! code as its search does, compiled with the sources of the checkout at PATH and the flags its
//! Makefile prints (`ARCH=x86-64`, or with `--native` the CPU's own, bbgen then built with `-C
//! target-cpu=native`; valgrind cannot run AVX-512, so on a CPU with it the two are built for the
//! level below, `x86-64-bmi2` and `x86-64-v3`), with
//! `do_move`'s threat recording nulled as `threat-cost`'s second build does: no NNUE records on
//! either side. The bbgen side is `benches/common/search.rs`, counted through `icount run`.
//! Nothing of Stockfish's is kept: its sources are copied under `target/search-cost` and built
//! there.
//!
//! Each workload is counted with and without its work and the difference divided by its units.
//! Before counting, both sides' answers are compared on every position and move: legal move
//! counts, noisy moves, `gives_check`, and `see_ge` at minus one pawn, zero and one pawn in each
//! engine's units, whose differences by design (piece values, en passant, promotions) are listed.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

use crate::threat_cost::{build_stockfish, callgrind, cpu_flag, makefile_flags, output};
use crate::{cpu_model, icount, root};

/// How many times each workload goes over its stream: `benches/icount.rs`'s `REPEATS`.
const REPEATS: u64 = 16;

/// The harness's source, written next to the copied sources at build time.
const HARNESS: &str = include_str!("search_cost/harness.cpp");

/// A stream: its name in `benches/icount.rs`, the `icount` command that prints it, and what the
/// report says of it beside its size; `see_only` streams count the SEE rows alone.
struct Stream {
    name: &'static str,
    command: &'static str,
    about: &'static str,
    see_only: bool,
}

/// The streams. The third is the second without the moves whose SEE the two engines define
/// apart (promotions and en passant captures, which Stockfish answers as `0 >= threshold`): the
/// SEE rows there compare the two doing the same work.
const STREAMS: [Stream; 3] = [
    Stream { name: "threat", command: "stream", about: "", see_only: false },
    Stream { name: "special", command: "search-stream", about: "", see_only: false },
    Stream {
        name: "special-see",
        command: "see-stream",
        about: "the `special` stream without its promotions and en passant captures, the SEE rows alone",
        see_only: true,
    },
];

/// A row of the report: its label, the Stockfish harness's workload (none where Stockfish's
/// work happens inside another call), bbgen's list form and visitor form (the same workload
/// where bbgen has one form), and whether it is one of the goal's rows or shown for comparison.
struct Row {
    label: &'static str,
    stockfish: Option<&'static str>,
    list: &'static str,
    visit: &'static str,
    goal: bool,
}

/// The report's rows. The per-call rows read the node's check information found apart
/// (`checks`, `check_squares`), as Stockfish's calls read what its `do_move` stored; the node
/// rows find it at each node, and the `_alone` rows find their own. The SEE rows find each
/// position's guards themselves, counted in; their `_alone` rows, the quiescence node's calls,
/// read none.
const ROWS: [Row; 21] = [
    row("legal moves, a position", "legal", "legal_list", "legal_visit"),
    apart("the node's checkers and pins: in Stockfish's `do_move` / `checks()`, a position", "checks"),
    apart("the node's check squares: in Stockfish's `do_move` / `check_squares()`, a position", "check_squares"),
    row(
        "noisy moves: `MoveList<CAPTURES>` + `legal()` / `noisy_moves_with(&checks)`, a position not in check",
        "noisy",
        "noisy_list",
        "noisy_visit",
    ),
    comparison(
        "noisy moves finding their own checks: `noisy_moves()`, a position not in check",
        "noisy",
        "noisy_list_alone",
        "noisy_visit_alone",
    ),
    row("`gives_check` / `gives_check_with(&squares)`, a move", "gives_check", "gives_check", "gives_check"),
    comparison(
        "`gives_check` finding its own: `gives_check()`, a move",
        "gives_check",
        "gives_check_alone",
        "gives_check_alone",
    ),
    apart("the node's guards for the SEE rows: `guards()`, a position (counted in those rows)", "guards"),
    row("`see_ge(m, -1 pawn)` / `see_ge_with(&guards, m, -1 pawn)`, a move", "see_ge:-1", "see_ge:-1", "see_ge:-1"),
    row("`see_ge(m, 0)` / `see_ge_with(&guards, m, 0)`, a move", "see_ge:0", "see_ge:0", "see_ge:0"),
    row("`see_ge(m, +1 pawn)` / `see_ge_with(&guards, m, +1 pawn)`, a move", "see_ge:+1", "see_ge:+1", "see_ge:+1"),
    comparison("`see_ge(m, -1 pawn)` without guards, a move", "see_ge:-1", "see_ge_alone:-1", "see_ge_alone:-1"),
    comparison("`see_ge(m, 0)` without guards, a move", "see_ge:0", "see_ge_alone:0", "see_ge_alone:0"),
    comparison("`see_ge(m, +1 pawn)` without guards, a move", "see_ge:+1", "see_ge_alone:+1", "see_ge_alone:+1"),
    row(
        "a TT move checked: `pseudo_legal` + `legal` / `is_legal_with(&checks)`, a move",
        "tt_move",
        "tt_move",
        "tt_move",
    ),
    comparison(
        "a TT move checked finding its own pins: `is_legal()`, a move",
        "tt_move",
        "tt_move_alone",
        "tt_move_alone",
    ),
    row("`attackers_to(square, occupied)`, a call", "attackers_to", "attackers_to", "attackers_to"),
    row("`do_move` + `undo_move` / copy + `play_unchecked`, a move", "make", "make", "make"),
    row("the key after a move: `prefetch_key` / `key_after`, a move", "key_after", "key_after", "key_after"),
    row(
        "quiescence node: in check?, noisy moves, for each passing `see_ge(m, 0)`: `gives_check`, make",
        "qnode",
        "qnode_list",
        "qnode_visit",
    ),
    row("main node: in check?, legal moves, for each: `gives_check`, make", "main", "main_list", "main_visit"),
];

/// A goal row, compared with Stockfish's `stockfish` workload.
const fn row(label: &'static str, stockfish: &'static str, list: &'static str, visit: &'static str) -> Row {
    Row { label, stockfish: Some(stockfish), list, visit, goal: true }
}

/// A row shown for comparison with Stockfish's `stockfish` workload, outside the goal.
const fn comparison(label: &'static str, stockfish: &'static str, list: &'static str, visit: &'static str) -> Row {
    Row { label, stockfish: Some(stockfish), list, visit, goal: false }
}

/// A row of bbgen's alone, its one form `workload`: work Stockfish does inside another call.
const fn apart(label: &'static str, workload: &'static str) -> Row {
    Row { label, stockfish: None, list: workload, visit: workload, goal: false }
}

/// Runs the comparison with the command line's `args`.
pub fn run(args: &[String]) -> Result<(), String> {
    let usage = "usage: cargo xtask search-cost --stockfish PATH [--native]";
    let (stockfish, native) = match args {
        [flag, path] if flag == "--stockfish" => (PathBuf::from(path), false),
        [flag, path, native] | [native, flag, path] if flag == "--stockfish" && native == "--native" => {
            (PathBuf::from(path), true)
        }
        _ => return Err(usage.into()),
    };
    let src = stockfish.join("src");
    if !src.join("position.cpp").is_file() {
        return Err(format!("{} holds no Stockfish checkout (no src/position.cpp)", stockfish.display()));
    }
    for tool in ["valgrind", "make", "g++"] {
        if Command::new(tool).arg("--version").output().is_err() {
            return Err(format!("{tool} is not installed: `apt-get install {tool}` (Debian and Ubuntu)"));
        }
    }
    let dir = root().join(if native { "target/search-cost-native" } else { "target/search-cost" });
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let avx512 = native && cpu_flag("avx512f");
    let (rustflags, arch) = match (native, avx512) {
        (false, _) => ("", "x86-64"),
        (true, false) => ("-C target-cpu=native", "native"),
        // valgrind cannot run AVX-512, nor the other extensions such a CPU brings (GFNI, VAES),
        // which turning off `avx512f` leaves on: the level below, as Stockfish's nearest build.
        (true, true) => ("-C target-cpu=x86-64-v3", "x86-64-bmi2"),
    };
    let ours = icount::build(rustflags, if native { "target/icount-native" } else { "target" })?;
    let flags = makefile_flags(&src, arch)?;
    let theirs = build_stockfish(&src, &dir.join("harness"), &flags, true, HARNESS)?;

    // Each bbgen workload's unit and how many of them a run holds, from the harness's list.
    let list = output(Command::new(&ours).arg("list"))?;
    let units: BTreeMap<&str, (&str, u64)> = list
        .lines()
        .filter_map(|line| match line.split(' ').collect::<Vec<_>>()[..] {
            [workload, "bbgen", unit, count] if workload.starts_with("search:") => {
                Some((workload, (unit, count.parse().ok()?)))
            }
            _ => None,
        })
        .collect();

    let commit = output(Command::new("git").arg("-C").arg(&stockfish).args(["rev-parse", "--short=8", "HEAD"]))
        .map_or_else(|_| "(not a git checkout)".to_owned(), |text| text.trim().to_owned());
    let target = match (native, avx512) {
        (false, _) => "the default x86-64 target, Stockfish `ARCH=x86-64`".to_owned(),
        (true, false) => "-C target-cpu=native, Stockfish `ARCH=native`".to_owned(),
        (true, true) => "-C target-cpu=x86-64-v3 (AVX2, BMI2, LZCNT, POPCNT) and Stockfish `ARCH=x86-64-bmi2`, \
                         the nearest to this CPU without AVX-512, which valgrind cannot run"
            .to_owned(),
    };
    let mut report = format!(
        "## The calls a search makes{}\n\n`cargo xtask search-cost --stockfish PATH{}`: instructions a unit \
         (valgrind's callgrind), {target}, on {}. Stockfish {commit} is linked into a harness of our own with \
         the flags its Makefile prints (`{}`), its threat recording nulled in `do_move`; each side counted with \
         and without its work over its stream {REPEATS} times, the difference divided by the units. A ratio \
         is bbgen's count over Stockfish's (at most 1: the goal met). Stockfish's calls read the check \
         information its `do_move` stored (`set_check_info`, counted in its make row); bbgen's per-call rows \
         read the node's own, found apart once a node (`checks()` for checkers and pins, `check_squares()` \
         for `gives_check_with`: the rows without a Stockfish figure), and its node rows find both at each \
         node, the check squares only once a capture passes its exchange. bbgen's SEE rows find each \
         position's guards (`guards()`, which `see_ge_with` reads) and count them in, spread over the \
         position's moves. Rows in parentheses are for comparison: the calls that find their own check \
         information, and `see_ge` without guards, which the quiescence node calls.\n\n",
        if native { ", -C target-cpu=native" } else { "" },
        if native { " --native" } else { "" },
        cpu_model(),
        flags.join(" ")
    );
    for Stream { name, command, about, see_only } in STREAMS {
        let stream = output(Command::new(&ours).arg(command))?;
        let file = dir.join(format!("{name}.txt"));
        std::fs::write(&file, &stream).map_err(|e| e.to_string())?;
        let moves: usize =
            stream.lines().map(|line| line.split_once(';').map_or(0, |(_, m)| m.split_whitespace().count())).sum();
        eprintln!("stream {name}: {} positions, {moves} moves", stream.lines().count());

        let agreement = agreement(
            &output(Command::new(&theirs).arg(&file).arg("answers"))?,
            &output(Command::new(&ours).args(["search-answers", name]))?,
        )?;

        let about = if about.is_empty() { String::new() } else { format!("{about}; ") };
        let _ = writeln!(
            report,
            "### Stream `{name}`: {about}{} positions, {moves} legal moves\n\n| call | unit | Stockfish | bbgen, \
             list | bbgen, visitor | ratio, list | ratio, visitor |\n|---|---|---|---|---|---|---|",
            stream.lines().count()
        );
        let mut met = (0, 0);
        for row in ROWS.iter().filter(|row| !see_only || row.list.starts_with("see_ge")) {
            let key = |workload: &str| format!("search:{name}:{workload}");
            let (unit, count) = units
                .get(key(row.list).as_str())
                .copied()
                .ok_or_else(|| format!("the icount harness lists no {}", key(row.list)))?;
            let per_unit = |instructions: u64| instructions as f64 / count.max(1) as f64;
            let sf = |workload: &str, work: &str| {
                let args = [
                    file.to_string_lossy().into_owned(),
                    "count".into(),
                    workload.into(),
                    work.into(),
                    REPEATS.to_string(),
                ];
                callgrind(&theirs, &args)
            };
            let bbgen = |workload: &str, work: &str| {
                callgrind(&ours, &["run".into(), key(workload), "bbgen".into(), work.into()])
            };
            let stockfish = match row.stockfish {
                Some(workload) => Some(per_unit(sf(workload, "1")?.saturating_sub(sf(workload, "0")?))),
                None => None,
            };
            let list_form = per_unit(bbgen(row.list, "1")?.saturating_sub(bbgen(row.list, "0")?));
            let visit_form = if row.visit == row.list {
                list_form
            } else {
                per_unit(bbgen(row.visit, "1")?.saturating_sub(bbgen(row.visit, "0")?))
            };
            eprintln!("{name} {}: Stockfish {stockfish:.1?}, bbgen {list_form:.1} / {visit_form:.1}", row.list);
            let label = if row.goal { row.label.to_owned() } else { format!("({})", row.label) };
            let Some(stockfish) = stockfish else {
                let _ = writeln!(report, "| {label} | {unit} | | {list_form:.1} | {visit_form:.1} | | |");
                continue;
            };
            let (ratio_list, ratio_visit) = (list_form / stockfish, visit_form / stockfish);
            if row.goal {
                met.0 += usize::from(ratio_list <= 1.0 && ratio_visit <= 1.0);
                met.1 += 1;
            }
            let _ = writeln!(
                report,
                "| {label} | {unit} | {stockfish:.1} | {list_form:.1} | {visit_form:.1} | {} | {} |",
                bold_above_one(ratio_list),
                bold_above_one(ratio_visit)
            );
        }
        let rows = if see_only {
            "SEE rows at or below Stockfish's, on the moves both SEEs work out (outside the goal, which counts \
             the whole streams)"
        } else {
            "Goal rows at or below Stockfish's in both forms"
        };
        let _ = writeln!(report, "\n{rows}: {} of {}.\n\n{agreement}\n", met.0, met.1);
    }
    std::fs::write(dir.join("report.md"), &report).map_err(|e| e.to_string())?;
    print!("{report}");
    Ok(())
}

/// A ratio, in bold where it misses the goal.
fn bold_above_one(ratio: f64) -> String {
    if ratio > 1.0 { format!("**{ratio:.2}**") } else { format!("{ratio:.2}") }
}

/// Compares the answer lines of both sides (see the harness): positions and `gives_check` must
/// agree everywhere; `see_ge` may differ by design, and each move where it does is listed. The
/// text says what agreed.
fn agreement(theirs: &str, ours: &str) -> Result<String, String> {
    let (theirs, ours): (Vec<&str>, Vec<&str>) = (theirs.lines().collect(), ours.lines().collect());
    if theirs.len() != ours.len() {
        return Err(format!("Stockfish answered {} lines and bbgen {}", theirs.len(), ours.len()));
    }
    let (mut positions, mut moves, mut see_differs) = (0, 0, Vec::new());
    let mut fen = "";
    for (a, b) in theirs.iter().zip(&ours) {
        let (words_a, words_b): (Vec<&str>, Vec<&str>) = (a.split(' ').collect(), b.split(' ').collect());
        match (words_a.as_slice(), words_b.as_slice()) {
            (["P", ..], ["P", ..]) => {
                if a != b {
                    return Err(format!("a position's moves differ:\nStockfish {a}\nbbgen     {b}"));
                }
                positions += 1;
                fen = a;
            }
            (["M", mv_a, check_a, see_a], ["M", mv_b, check_b, see_b]) if mv_a == mv_b => {
                if check_a != check_b {
                    return Err(format!(
                        "`gives_check` differs on {mv_a} (after {fen}): Stockfish {check_a}, bbgen {check_b}"
                    ));
                }
                if see_a != see_b {
                    see_differs.push(format!("{mv_a} (Stockfish {see_a}, bbgen {see_b})"));
                }
                moves += 1;
            }
            _ => return Err(format!("the answers do not line up:\nStockfish {a}\nbbgen     {b}")),
        }
    }
    let mut text = format!(
        "Agreement, checked before counting: legal move counts, noisy moves and whether in check on all {positions} \
         positions; `gives_check` on all {moves} moves; `see_ge` at -1, 0 and +1 pawn (bits in that order) on {} \
         of them",
        moves - see_differs.len()
    );
    // A promotion's SEE differs by design (Stockfish answers `0 >= threshold`, bbgen counts the
    // pawn it was): counted; every other difference is listed.
    let promotions = see_differs.iter().filter(|text| text.split(' ').next().is_some_and(|mv| mv.len() == 5)).count();
    let others: Vec<&str> = see_differs
        .iter()
        .map(String::as_str)
        .filter(|text| text.split(' ').next().is_some_and(|mv| mv.len() == 4))
        .collect();
    if see_differs.is_empty() {
        text.push('.');
    } else {
        let _ = write!(
            text,
            ", differing by design on {promotions} promotions (Stockfish answers `0 >= threshold` for them, bbgen \
             counts the pawn that promotes) and on {} other moves (en passant, which Stockfish also answers as \
             `0 >= threshold`, and the two engines' piece values): {}.",
            others.len(),
            others.join(", ")
        );
    }
    Ok(text)
}
