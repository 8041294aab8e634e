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
//!
//! The generator computes `ln`, `log2`, `log10`, `exp` and `powf` with libm, so a closure that
//! calls one is compiled twice: as written, and with those calls going to libm (linked from this
//! test's own dependencies). The second must match the table; the test prints how many entries
//! of the first, which calls this machine's math library, differ from it.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

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

/// The float methods the generator computes with libm, as a closure's text calls them, and the
/// names the program gives their libm versions.
const THROUGH_LIBM: [(&str, &str); 5] = [
    (").ln()", ").libm_ln()"),
    (").log2()", ").libm_log2()"),
    (").log10()", ").libm_log10()"),
    (").exp()", ").libm_exp()"),
    (").powf(", ").libm_powf("),
];

/// The closure with its calls of libm's methods renamed, where it makes any.
fn through_libm(body: &str) -> Option<String> {
    THROUGH_LIBM
        .iter()
        .any(|(std, _)| body.contains(std))
        .then(|| THROUGH_LIBM.iter().fold(body.to_owned(), |body, (std, libm)| body.replace(std, libm)))
}

/// The trait the program calls libm through, as the generator computes: an `f32` in `f64`,
/// rounded once.
const LIBM: &str = "trait Libm { fn libm_ln(self) -> Self; fn libm_log2(self) -> Self; \
    fn libm_log10(self) -> Self; fn libm_exp(self) -> Self; fn libm_powf(self, y: Self) -> Self; }
impl Libm for f64 { fn libm_ln(self) -> f64 { libm::log(self) } fn libm_log2(self) -> f64 { libm::log2(self) } \
    fn libm_log10(self) -> f64 { libm::log10(self) } fn libm_exp(self) -> f64 { libm::exp(self) } \
    fn libm_powf(self, y: f64) -> f64 { libm::pow(self, y) } }
impl Libm for f32 { fn libm_ln(self) -> f32 { libm::log(self.into()) as f32 } \
    fn libm_log2(self) -> f32 { libm::log2(self.into()) as f32 } \
    fn libm_log10(self) -> f32 { libm::log10(self.into()) as f32 } \
    fn libm_exp(self) -> f32 { libm::exp(self.into()) as f32 } \
    fn libm_powf(self, y: f32) -> f32 { libm::pow(self.into(), y.into()) as f32 } }
";

/// The program's two versions of a case: `f` as written, `g` through libm.
const VERSIONS: [char; 2] = ['f', 'g'];

/// A program holding, for each case `i` in `keep`, `f{i}` on line `i + 2` and, where it calls
/// libm's methods, `g{i}` on line `i + 2 + cases.len()`. Its `main` prints, for each, a line of its
/// entries' bits led by its name, or `panic` for an entry that panics.
fn program(cases: &[Case], keep: &[bool]) -> String {
    let mut source = String::from("#![allow(arithmetic_overflow, unconditional_panic, unused)]\n");
    for version in VERSIONS {
        for (i, case) in cases.iter().enumerate() {
            let body = if version == 'f' { Some(case.body.clone()) } else { through_libm(&case.body) };
            match body.filter(|_| keep[i]) {
                Some(body) => writeln!(source, "fn {version}{i}(a: usize, b: usize) -> {} {{ {body} }}", case.elem),
                None => writeln!(source),
            }
            .unwrap();
        }
    }
    source.push_str(LIBM);
    source.push_str("fn main() {\n    std::panic::set_hook(Box::new(|_| {}));\n");
    for (i, case) in cases.iter().enumerate().filter(|&(i, _)| keep[i]) {
        // A float's bits, marked `!` where it is not finite; an integer's sign-extended.
        let entry = if case.elem.starts_with('f') {
            r#"print!(" {}{}", v.to_bits() as u64, if v.is_finite() { "" } else { "!" })"#
        } else {
            r#"print!(" {}", v as i128 as u64)"#
        };
        let versions = if through_libm(&case.body).is_some() { &VERSIONS[..] } else { &VERSIONS[..1] };
        for version in versions {
            writeln!(
                source,
                "    print!(\"{version}{i}\");\n    for a in 0..{ROWS} {{ for b in 0..{COLUMNS} {{ match \
                 std::panic::catch_unwind(|| {version}{i}(a, b)) {{ Ok(v) => {entry}, Err(_) => print!(\" panic\") }} }} }}\n    \
                 println!();"
            )
            .unwrap();
        }
    }
    source.push_str("}\n");
    source
}

/// libm as this test was linked with it, for the program: the newest of its builds beside this
/// test's executable.
fn libm_rlib() -> PathBuf {
    let deps = std::env::current_exe().unwrap().parent().unwrap().to_owned();
    std::fs::read_dir(&deps)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("liblibm-") && name.ends_with(".rlib")
        })
        .max_by_key(|path| path.metadata().unwrap().modified().unwrap())
        .unwrap_or_else(|| panic!("no libm rlib in {}", deps.display()))
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

#[test]
fn formula_agrees_with_rustc() {
    if common::wine::skipped(
        "it compiles closures with the host's rustc, which a program under Wine cannot start and wait for",
    ) {
        return;
    }
    let cases = cases();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("formula_random");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("closures.rs");
    let libm = libm_rlib();
    let rustc_with_libm = || {
        let mut rustc = rustc();
        rustc.arg("-L").arg(format!("dependency={}", libm.parent().unwrap().display()));
        rustc.arg("--extern").arg(format!("libm={}", libm.display()));
        rustc
    };

    // What rustc rejects: each error's line names its function, in either version; without them,
    // again.
    let mut compiles = vec![true; cases.len()];
    loop {
        std::fs::write(&file, program(&cases, &compiles)).unwrap();
        let check = rustc_with_libm()
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
            let at = line.checked_sub(2).filter(|&at| at < VERSIONS.len() * cases.len());
            if let Some(i) = at.map(|at| at % cases.len()).filter(|&i| compiles[i]) {
                compiles[i] = false;
                found = true;
            }
        }
        assert!(found, "rustc rejects the program outside any closure:\n{stderr}");
    }

    // The rest, compiled with overflow checks and run.
    let binary = dir.join("closures");
    let build = rustc_with_libm()
        .args(["--edition", "2024", "-C", "overflow-checks=on", "-C", "opt-level=0", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .unwrap();
    assert!(build.status.success(), "{}", String::from_utf8_lossy(&build.stderr));
    let run = Command::new(&binary).output().unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let stdout = String::from_utf8(run.stdout).unwrap();
    let mut runs: HashMap<&str, Vec<&str>> = stdout
        .lines()
        .map(|line| {
            let mut words = line.split(' ');
            (words.next().unwrap(), words.collect())
        })
        .collect();

    let (mut accepted, mut typing, mut run_time) = (0, 0, 0);
    // Entries of the closures that call libm's methods, and those whose bits the compiled methods
    // change.
    let (mut through_libm, mut differ) = (0, 0);
    for (i, case) in cases.iter().enumerate() {
        let source = format!("formula!(name = T, [[{}; {COLUMNS}]; {ROWS}], |a, b| {})", case.elem, case.body);
        let generated = bbgen_codegen::tables(&source);
        let entries = compiles[i].then(|| {
            let written = runs.remove(format!("f{i}").as_str()).unwrap();
            match runs.remove(format!("g{i}").as_str()) {
                Some(libm) => {
                    through_libm += libm.len();
                    differ += written.iter().zip(&libm).filter(|(written, libm)| written != libm).count();
                    libm
                }
                None => written,
            }
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
                let fails = entries.iter().any(|entry| *entry == "panic" || entry.ends_with('!'));
                assert!(fails, "formula! rejects what rustc compiles and runs: {source}\n{error}");
                run_time += 1;
            }
        }
    }
    println!("{accepted} accepted, {typing} rejected by both, {run_time} failing at run time");
    println!(
        "{differ} of the {through_libm} entries of the compiled closures that call ln, log2, log10, exp or \
         powf differ with this machine's own methods"
    );
    // The generator's closures are mostly good ones, so that their values are compared.
    assert!(accepted * 2 > cases.len(), "{accepted} of {} accepted", cases.len());
}
