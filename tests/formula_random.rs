//! `formula!` against rustc on random closures: a few hundred closures from a fixed seed
//! (integer and float arithmetic, casts, `if`, `let`, every supported method, every element
//! type) are each evaluated by the generator and also compiled by rustc as a plain
//! `fn(usize, usize) -> T` with overflow checks, then run. The two must agree:
//!
//! - a table the generator accepts compiles, and every entry has the bits the function returns;
//! - a closure the generator rejects is rejected by rustc too, or the compiled function panics
//!   or returns a float that is not finite at some entry, the run-time causes a table refuses.
//!
//! rustc's `arithmetic_overflow` and `unconditional_panic` lints, which find some of those
//! panics while compiling, are allowed: the generator finds them while evaluating.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

const INTS: [&str; 10] = ["u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "isize"];
const FLOATS: [&str; 2] = ["f32", "f64"];
/// What a table may hold.
const ELEMS: [&str; 10] = ["u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "f32", "f64"];
/// The closures of each seed, and the seeds.
const CLOSURES: usize = 150;
const SEEDS: [u64; 2] = [0x9e37_79b9_7f4a_7c15, 0x2545_f491_4f6c_dd1d];
/// Each table is `[[T; ROWS]; COLUMNS]`, indexed by `a` then `b`.
const ROWS: usize = 6;
const COLUMNS: usize = 5;

/// xorshift64*, for closures that are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }

    /// True with `percent` chances in a hundred.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }

    fn number_type(&mut self) -> &'static str {
        if self.chance(30) { self.pick(&FLOATS) } else { self.pick(&INTS) }
    }
}

/// A random closure body, typed as the generator means it (rustc and `formula!` judge it).
struct Closures {
    rng: Rng,
    /// The `let`s in scope: name and the type it was meant to have.
    scope: Vec<(String, &'static str)>,
    lets: usize,
}

impl Closures {
    fn expr(&mut self, ty: &'static str, depth: u32) -> String {
        if depth == 0 || self.rng.chance(20) {
            return self.leaf(ty);
        }
        match self.rng.below(8) {
            0 | 1 => {
                let op = self.rng.pick(&["+", "-", "*", "/", "%"]);
                format!("({} {op} {})", self.expr(ty, depth - 1), self.expr(ty, depth - 1))
            }
            2 => {
                let from = self.rng.number_type();
                format!("({} as {ty})", self.expr(from, depth - 1))
            }
            3 => {
                let cond = self.condition(depth - 1);
                format!("(if {cond} {{ {} }} else {{ {} }})", self.expr(ty, depth - 1), self.expr(ty, depth - 1))
            }
            4 => {
                let bound = if self.rng.chance(50) { ty } else { self.rng.number_type() };
                let init = self.expr(bound, depth - 1);
                let name = format!("x{}", self.lets);
                self.lets += 1;
                let annotation = if self.rng.chance(25) { format!(": {bound}") } else { String::new() };
                self.scope.push((name.clone(), bound));
                let body = self.expr(ty, depth - 1);
                self.scope.pop();
                format!("{{ let {name}{annotation} = {init}; {body} }}")
            }
            _ => self.method(ty, depth - 1),
        }
    }

    fn leaf(&mut self, ty: &'static str) -> String {
        let float = ty.starts_with('f');
        let names: Vec<String> = self.scope.iter().filter(|(_, t)| *t == ty).map(|(name, _)| name.clone()).collect();
        match self.rng.below(5) {
            0 if !names.is_empty() => names[self.rng.below(names.len())].clone(),
            0 | 1 => {
                let index = self.rng.pick(&["a", "b"]);
                if ty == "usize" { index.to_owned() } else { format!("({index} as {ty})") }
            }
            _ => {
                let magnitude = if self.rng.chance(80) { self.rng.below(20) } else { self.rng.below(400) };
                let signed = ty.starts_with('i') || float;
                let digits = if float { format!("{magnitude}.{}", self.rng.below(10)) } else { magnitude.to_string() };
                let suffix = if self.rng.chance(25) { format!("_{ty}") } else { String::new() };
                if signed && self.rng.chance(30) { format!("(-{digits}{suffix})") } else { format!("{digits}{suffix}") }
            }
        }
    }

    fn condition(&mut self, depth: u32) -> String {
        let ty = self.rng.number_type();
        let op = self.rng.pick(&["==", "!=", "<", "<=", ">", ">="]);
        let compare = format!("{} {op} {}", self.expr(ty, depth), self.expr(ty, depth));
        if self.rng.chance(20) {
            let logic = self.rng.pick(&["&&", "||"]);
            format!("({compare}) {logic} !({} < {})", self.leaf("usize"), self.leaf("usize"))
        } else {
            compare
        }
    }

    /// A method call whose value is of `ty`. Its receiver is in parentheses, so a literal
    /// receiver is written as rustc reads it.
    fn method(&mut self, ty: &'static str, depth: u32) -> String {
        let receiver = self.expr(ty, depth);
        if ty.starts_with('f') {
            return match self.rng.below(6) {
                0 => {
                    let name = self.rng.pick(&["ln", "log2", "log10", "sqrt", "exp", "floor", "ceil", "round"]);
                    format!("({receiver}).{name}()")
                }
                1 => format!("({receiver}).{}()", self.rng.pick(&["trunc", "abs"])),
                2 => format!("({receiver}).powi({})", self.expr("i32", depth)),
                3 => format!("({receiver}).powf({})", self.expr(ty, depth)),
                4 => format!("({receiver}).clamp({}, {})", self.expr(ty, depth), self.expr(ty, depth)),
                _ => format!("({receiver}).{}({})", self.rng.pick(&["min", "max"]), self.expr(ty, depth)),
            };
        }
        match self.rng.below(5) {
            0 => format!("({receiver}).pow({})", self.rng.below(5)),
            1 if ty.starts_with('i') => format!("({receiver}).abs()"),
            2 => format!("({receiver}).clamp({}, {})", self.expr(ty, depth), self.expr(ty, depth)),
            _ => format!("({receiver}).{}({})", self.rng.pick(&["min", "max"]), self.expr(ty, depth)),
        }
    }
}

/// One closure: its element type and body.
struct Case {
    elem: &'static str,
    body: String,
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for seed in SEEDS {
        let mut closures = Closures { rng: Rng(seed), scope: Vec::new(), lets: 0 };
        for _ in 0..CLOSURES {
            let elem = closures.rng.pick(&ELEMS);
            let depth = 2 + closures.rng.below(3) as u32;
            cases.push(Case { elem, body: closures.expr(elem, depth) });
        }
    }
    cases
}

/// rustc, as cargo runs it where it says so.
fn rustc() -> Command {
    Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
}

/// The lines of the program that rustc's JSON diagnostics mark as errors.
fn error_lines(stderr: &str) -> Vec<usize> {
    stderr
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|diagnostic| diagnostic["level"] == "error")
        .flat_map(|diagnostic| {
            let spans = diagnostic["spans"].as_array().cloned().unwrap_or_default();
            spans.into_iter().filter(|span| span["is_primary"] == true).filter_map(|span| span["line_start"].as_u64())
        })
        .map(|line| line as usize)
        .collect()
}

/// A program holding `f{i}` for each case in `keep`, one function a line: line `i + 2` holds
/// `f{i}`. Its `main` prints, for each, a line of its entries' bits, or `panic` for an entry that
/// panics.
fn program(cases: &[Case], keep: &[bool]) -> String {
    let mut source = String::from("#![allow(arithmetic_overflow, unconditional_panic, unused)]\n");
    for (i, case) in cases.iter().enumerate() {
        match keep[i] {
            true => writeln!(source, "fn f{i}(a: usize, b: usize) -> {} {{ {} }}", case.elem, case.body),
            false => writeln!(source),
        }
        .unwrap();
    }
    source.push_str("fn main() {\n    std::panic::set_hook(Box::new(|_| {}));\n");
    for (i, case) in cases.iter().enumerate().filter(|&(i, _)| keep[i]) {
        // A float's bits, marked `!` where it is not finite; an integer's sign-extended.
        let entry = if case.elem.starts_with('f') {
            r#"print!(" {}{}", v.to_bits() as u64, if v.is_finite() { "" } else { "!" })"#
        } else {
            r#"print!(" {}", v as i128 as u64)"#
        };
        writeln!(
            source,
            "    print!(\"{i}\");\n    for a in 0..{ROWS} {{ for b in 0..{COLUMNS} {{ match \
             std::panic::catch_unwind(|| f{i}(a, b)) {{ Ok(v) => {entry}, Err(_) => print!(\" panic\") }} }} }}\n    \
             println!();"
        )
        .unwrap();
    }
    source.push_str("}\n");
    source
}

#[test]
fn formula_agrees_with_rustc() {
    let cases = cases();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("formula_random");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("closures.rs");

    // What rustc rejects: each error's line names its function; without them, again.
    let mut compiles = vec![true; cases.len()];
    loop {
        std::fs::write(&file, program(&cases, &compiles)).unwrap();
        let check = rustc()
            .args(["--edition", "2024", "--emit=metadata", "--crate-type=bin", "--error-format=json", "-o"])
            .arg(dir.join("check.rmeta"))
            .arg(&file)
            .output()
            .unwrap();
        if check.status.success() {
            break;
        }
        let stderr = String::from_utf8_lossy(&check.stderr);
        let mut found = false;
        for line in error_lines(&stderr) {
            if let Some(i) = line.checked_sub(2).filter(|&i| i < cases.len() && compiles[i]) {
                compiles[i] = false;
                found = true;
            }
        }
        assert!(found, "rustc rejects the program outside any closure:\n{stderr}");
    }

    // The rest, compiled with overflow checks and run.
    let binary = dir.join("closures");
    let build = rustc()
        .args(["--edition", "2024", "-C", "overflow-checks=on", "-C", "opt-level=0", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .unwrap();
    assert!(build.status.success(), "{}", String::from_utf8_lossy(&build.stderr));
    let run = Command::new(&binary).output().unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let stdout = String::from_utf8(run.stdout).unwrap();
    let mut runs = stdout.lines().map(|line| {
        let mut words = line.split(' ');
        let i: usize = words.next().unwrap().parse().unwrap();
        (i, words.map(str::to_owned).collect::<Vec<String>>())
    });

    let (mut accepted, mut typing, mut run_time) = (0, 0, 0);
    for (i, case) in cases.iter().enumerate() {
        let source = format!("formula!(name = T, [[{}; {COLUMNS}]; {ROWS}], |a, b| {})", case.elem, case.body);
        let generated = bbgen_codegen::tables(&source);
        let entries = compiles[i].then(|| {
            let (at, entries) = runs.next().unwrap();
            assert_eq!(at, i);
            entries
        });
        match (generated, entries) {
            (Ok(tables), Some(entries)) => {
                let want: Vec<String> = tables[0].1.values.iter().map(u64::to_string).collect();
                assert_eq!(entries, want, "{source}");
                accepted += 1;
            }
            (Ok(_), None) => panic!("formula! accepts what rustc rejects: {source}"),
            (Err(_), None) => typing += 1,
            (Err(error), Some(entries)) => {
                let fails = entries.iter().any(|entry| entry == "panic" || entry.ends_with('!'));
                assert!(fails, "formula! rejects what rustc compiles and runs: {source}\n{error}");
                run_time += 1;
            }
        }
    }
    println!("{accepted} accepted, {typing} rejected by both, {run_time} failing at run time");
    // The generator's closures are mostly good ones, so that their values are compared.
    assert!(accepted * 2 > cases.len(), "{accepted} of {} accepted", cases.len());
}
