//! The queen-lookup section of `BENCHMARKS.md`: `benches/queens.rs` (the C++ comparison's loop,
//! ported) at both targets and, given `--slider-peer PATH`, the public C++ slider comparison's
//! program, run in turns; the medians side by side and the ratios that issue the slider targets.
//! Where that program was built with bbgen's C headers among its methods (rows named `bbgen
//! ...`), the same loop, compiler and flags time both, and each bbgen method is set beside the
//! C++ method of its family.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use crate::{cargo, root};

/// How many times each program runs, in turn with the others.
const ROUNDS: usize = 3;

/// A C++ comparison row: method, table bytes, median rate.
type Row = (String, usize, f64);

/// A method's median rates, million queens a second, by column.
type Rates = BTreeMap<String, (usize, Vec<Vec<f64>>)>;

/// The bench's targets: a label, the target directory and `RUSTFLAGS`.
const TARGETS: [(&str, &str, &str); 2] =
    [("default", "target/queens", ""), ("native", "target/queens-native", "-C target-cpu=native")];

/// The rows of one run of `benches/queens.rs`: `(method, bytes, plain rate, probe rate)`.
fn parse_rust(text: &str) -> Vec<(String, usize, f64, f64)> {
    let mut sections = text.split("\nqueens").skip(1).map(|section| {
        section
            .lines()
            .filter_map(|line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                let [.., bytes, rate] = words.as_slice() else { return None };
                let (bytes, rate) = (bytes.parse::<usize>().ok()?, rate.parse::<f64>().ok()?);
                Some((words[..words.len() - 2].join(" "), bytes, rate))
            })
            .collect::<Vec<_>>()
    });
    let (plain, probe) = (sections.next().unwrap_or_default(), sections.next().unwrap_or_default());
    plain.into_iter().zip(probe).map(|((name, bytes, rate), (_, _, pressed))| (name, bytes, rate, pressed)).collect()
}

/// The rows of one run of the C++ comparison: `(method, bytes, rate)`; its table size is in
/// 64-bit entries. A name fills a column of 35 characters or runs on into the rate, so a row is
/// split where its first decimal number (digits, a point, digits) starts.
fn parse_cpp(text: &str) -> Vec<(String, usize, f64)> {
    text.lines()
        .filter_map(|line| {
            let bytes = line.as_bytes();
            let point = (1..bytes.len().saturating_sub(1))
                .find(|&i| bytes[i] == b'.' && bytes[i - 1].is_ascii_digit() && bytes[i + 1].is_ascii_digit())?;
            let start = line[..point].rfind(|c: char| !c.is_ascii_digit()).map_or(0, |i| i + 1);
            let (name, rest) = line.split_at(start);
            let mut words = rest.split_whitespace();
            let rate = words.next()?.parse::<f64>().ok()?;
            let entries = words.next()?.parse::<usize>().ok()?;
            Some((name.trim().to_owned(), entries * 8, rate))
        })
        .filter(|(name, ..)| !name.is_empty())
        .collect()
}

/// Each bbgen method and the C++ comparison's method of the same family.
const FAMILIES: [(&str, &str); 8] = [
    ("bbgen pext", "Pext constexpr"),
    ("bbgen magic", "Fancy Magic BB - Variable shift"),
    ("bbgen hyperbola", "Hyperbola Quintessence o^(o-2r)"),
    ("bbgen obstruction", "Obstruction Difference"),
    ("bbgen kindergarten", "Kindergarten"),
    ("bbgen kogge_stone", "Kogge-Stone"),
    ("bbgen table_free", "QBBEngine"),
    ("bbgen obstruction, rook = table_free", "Leorik"),
];

/// The fastest of `(method, rate)` pairs.
fn best<'a>(rates: impl Iterator<Item = (&'a str, f64)>) -> Option<(&'a str, f64)> {
    rates.max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The median, or NaN for a column a target lacks (PEXT without BMI2).
fn median(values: &[f64]) -> f64 {
    let mut values = values.to_vec();
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(f64::NAN)
}

/// `cargo xtask queens [--slider-peer PATH]`: runs the section and keeps it in
/// `target/queens/report.md`, which `bench-report --no-run` includes.
pub fn run(args: &[String]) -> Result<(), String> {
    let peer = args.windows(2).find(|pair| pair[0] == "--slider-peer").map(|pair| std::path::PathBuf::from(&pair[1]));
    let report = section(peer.as_deref())?;
    std::fs::create_dir_all(root().join("target/queens")).map_err(|e| e.to_string())?;
    std::fs::write(root().join("target/queens/report.md"), &report).map_err(|e| e.to_string())?;
    print!("{report}");
    Ok(())
}

/// Runs everything and writes the section.
pub fn section(peer: Option<&Path>) -> Result<String, String> {
    let mut rust: Rates = BTreeMap::new();
    let mut cpp: BTreeMap<String, (usize, Vec<f64>)> = BTreeMap::new();
    for _ in 0..ROUNDS {
        for (column, (_, dir, flags)) in TARGETS.iter().enumerate() {
            let output = cargo()
                .args(["bench", "--quiet", "--package", "bbgen-suite", "--bench", "queens"])
                .env("CARGO_TARGET_DIR", root().join(dir))
                .env("RUSTFLAGS", flags)
                .output()
                .map_err(|e| e.to_string())?;
            if !output.status.success() {
                return Err(format!(
                    "`cargo bench --bench queens` failed:\n{}",
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
            for (name, bytes, plain, probe) in parse_rust(&String::from_utf8_lossy(&output.stdout)) {
                // The native build's bytes, which the last target gives: the runtime's own rook
                // differs by target.
                let (kept, columns) = rust.entry(name).or_insert_with(|| (bytes, vec![Vec::new(); 4]));
                *kept = bytes;
                columns[2 * column].push(plain);
                columns[2 * column + 1].push(probe);
            }
        }
        if let Some(program) = peer {
            let output = Command::new(program)
                .current_dir(program.parent().unwrap_or(Path::new(".")))
                .output()
                .map_err(|e| format!("{}: {e}", program.display()))?;
            for (name, bytes, rate) in parse_cpp(&String::from_utf8_lossy(&output.stdout)) {
                cpp.entry(name).or_insert_with(|| (bytes, Vec::new())).1.push(rate);
            }
        }
    }
    let cpu = crate::cpu_model();
    let mut out = format!(
        "## Queen lookups, the slider comparison's recipe\n\n\
         `benches/queens.rs`: million queen lookups a second, one thread, in the loop of the public C++ \
         slider comparison (Gigantua's Chess_Movegen, `Get_MLU`) ported exactly: 5,000,000 occupancies, \
         each the AND of two random words, and 12 random squares for each, drawn before the timing from \
         its xorshift generator and seeds; the lookups, inlined, folded by XOR. `probe` adds, per \
         occupancy, a read of a random line of a 64 MiB buffer prefetched 16 occupancies ahead, as a \
         transposition table's probe. The C++ program is built outside this repository with its own \
         Makefile's flags (clang++-16 -O3 -march=native, and -DNDEBUG). Each program ran {ROUNDS} times, in \
         turns; the medians. The table bytes are the native build's (the runtime's rook differs by \
         target). CPU: {cpu}.\n\n\
         | method | table bytes | default | default, probe | native | native, probe |\n|---|---|---|---|---|---|\n"
    );
    let medians: BTreeMap<&str, (usize, Vec<f64>)> = rust
        .iter()
        .map(|(name, (bytes, columns))| (name.as_str(), (*bytes, columns.iter().map(|c| median(c)).collect())))
        .collect();
    let mut rows: Vec<_> = medians.iter().collect();
    rows.sort_by(|a, b| b.1.1[2].total_cmp(&a.1.1[2]));
    for (name, (bytes, rates)) in &rows {
        let rates: Vec<String> =
            rates.iter().map(|rate| if rate.is_nan() { "-".to_owned() } else { format!("{rate:.0}") }).collect();
        let _ = writeln!(out, "| {name} | {bytes} | {} |", rates.join(" | "));
    }
    if cpp.is_empty() {
        out.push_str("\nNo C++ comparison in this run (`--slider-peer PATH` runs it).\n\n");
        return Ok(out);
    }
    // Rows named `bbgen ...` are bbgen's C headers inside the comparison: ours, in its loop.
    let (inside, cpp): (Vec<Row>, Vec<Row>) = cpp
        .into_iter()
        .map(|(name, (bytes, rates))| (name, bytes, median(&rates)))
        .partition(|(name, _, _)| name.starts_with("bbgen "));
    let rate_of = |rows: &[Row], wanted: &str| {
        rows.iter().find(|(name, _, _)| name == wanted).map(|&(_, bytes, rate)| (bytes, rate))
    };
    let ours = |small: bool| {
        best(
            &mut medians
                .iter()
                .filter(|(name, _)| name.starts_with("bbgen") && !name.contains("attacks::"))
                .filter(|(_, (bytes, _))| !small || *bytes <= 4096)
                .map(|(name, (_, rates))| (*name, rates[2])),
        )
    };
    let theirs = |small: bool| {
        best(
            &mut cpp
                .iter()
                .filter(|(_, bytes, _)| !small || *bytes <= 4096)
                .map(|(name, _, rate)| (name.as_str(), *rate)),
        )
    };
    let runtime = |name| medians.get(name).map(|(_, rates)| (name, rates[2]));
    let fancy =
        cpp.iter().find(|(name, _, _)| name.starts_with("Fancy Magic")).map(|(name, _, rate)| (name.as_str(), *rate));
    let _ = writeln!(
        out,
        "\nThe targets, Rust at -C target-cpu=native in the ported loop (ours / theirs, goal 1.00):\n\n\
         | target | bbgen | C++ | ratio |\n|---|---|---|---|"
    );
    for (target, ours, theirs) in [
        ("fastest method", ours(false), theirs(false)),
        ("fastest with at most 4 KiB of tables", ours(true), theirs(true)),
        (
            "the runtime's sliders for move generation (what perft reads) against fancy magic",
            runtime("bbgen attacks::queen_moves"),
            fancy,
        ),
        ("the runtime's `const` sliders against fancy magic", runtime("bbgen attacks::queen"), fancy),
    ] {
        if let (Some((a, x)), Some((b, y))) = (ours, theirs) {
            let _ = writeln!(out, "| {target} | {a} {x:.0} | {b} {y:.0} | {:.2} |", x / y);
        }
    }
    if !inside.is_empty() {
        let _ = writeln!(
            out,
            "\nbbgen's C headers (`bbgen expand --lang c`) as methods inside the C++ comparison's own \
             program: one loop, one compiler, one set of flags for both. Each against the C++ method of \
             its family, and the Rust form of the same method in the ported loop (native):\n\n\
             | bbgen method | bytes | C, inside | C++ method | bytes | C++ | C / C++ | Rust | Rust / C++ |\n\
             |---|---|---|---|---|---|---|---|---|"
        );
        for (bbgen, theirs) in FAMILIES {
            let (Some((bytes, c)), Some((their_bytes, cpp_rate))) = (rate_of(&inside, bbgen), rate_of(&cpp, theirs))
            else {
                continue;
            };
            let rust_rate = medians.get(bbgen).map_or(f64::NAN, |(_, rates)| rates[2]);
            let _ = writeln!(
                out,
                "| {bbgen} | {bytes} | {c:.0} | {theirs} | {their_bytes} | {cpp_rate:.0} | {:.2} | {rust_rate:.0} | {:.2} |",
                c / cpp_rate,
                rust_rate / cpp_rate
            );
        }
        let inside_best = |small: bool| {
            best(&mut inside.iter().filter(|(_, bytes, _)| !small || *bytes <= 4096).map(|(n, _, r)| (n.as_str(), *r)))
        };
        let _ = writeln!(
            out,
            "\nThe targets in C, inside the comparison:\n\n| target | bbgen's C | C++ | ratio |\n|---|---|---|---|"
        );
        for (target, ours, theirs) in [
            ("fastest method", inside_best(false), theirs(false)),
            ("fastest with at most 4 KiB of tables", inside_best(true), theirs(true)),
        ] {
            if let (Some((a, x)), Some((b, y))) = (ours, theirs) {
                let _ = writeln!(out, "| {target} | {a} {x:.0} | {b} {y:.0} | {:.2} |", x / y);
            }
        }
    }
    let mut fastest = cpp.clone();
    fastest.sort_by(|a, b| b.2.total_cmp(&a.2));
    let _ = writeln!(
        out,
        "\nThe C++ comparison's ten fastest methods:\n\n| method | table bytes | native |\n|---|---|---|"
    );
    for (name, bytes, rate) in fastest.iter().take(10) {
        let _ = writeln!(out, "| {name} | {bytes} | {rate:.0} |");
    }
    out.push('\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_sections_of_the_rust_bench() {
        let text = "1048576 occupancies x 12 lookups a pass\n\nqueens\nmethod  table bytes  million queens/s\n\
                    bbgen magic   873432   682.7\ncozy-chess   706976   669.0\n\n\
                    queens, with a prefetched probe of a 64 MiB table per occupancy\nmethod  table bytes  million queens/s\n\
                    bbgen magic   873432   338.1\ncozy-chess   706976   330.4\n";
        assert_eq!(
            parse_rust(text),
            [("bbgen magic".to_owned(), 873_432, 682.7, 338.1), ("cozy-chess".to_owned(), 706_976, 669.0, 330.4)]
        );
    }

    #[test]
    fn reads_the_comparison_in_bytes() {
        let text = "Name                               Performance [MQueens/s]       Tablesize\n\
                    Hyperbola Quintessence o^(o-2r)    600.829349                    256     [2kb]       bswap\n";
        assert_eq!(parse_cpp(text), [("Hyperbola Quintessence o^(o-2r)".to_owned(), 2048, 600.829349)]);
    }

    #[test]
    fn reads_a_name_that_runs_into_its_rate() {
        let text = "bbgen runtime (kg rook, magic bishop)317.857060                    6140    [47kb]      imul64
                    FoldingHash - 4x fancy magic       186.940698                    6468    [50kb]      none
";
        assert_eq!(
            parse_cpp(text),
            [
                ("bbgen runtime (kg rook, magic bishop)".to_owned(), 49_120, 317.857060),
                ("FoldingHash - 4x fancy magic".to_owned(), 51_744, 186.940698)
            ]
        );
    }
}
