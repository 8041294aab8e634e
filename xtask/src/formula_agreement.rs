//! How often `formula!`'s float functions differ from this machine's own `f64` and `f32` methods:
//!
//! ```text
//! cargo xtask formula-agreement
//! ```
//!
//! `formula!` computes `ln`, `log2`, `log10`, `exp` and `powf` with libm, the same bits on every
//! host, where a compiled closure calls the target's math library. Each function is sampled over
//! 65,536 arguments that exact arithmetic makes from a table's index (so that the generator and
//! this program start from the same bits), the generator evaluates the sample as a `formula!`
//! table, and each entry is compared with the method compiled here. For `f32`, libm's own `f32`
//! function is compared too: the generator rounds libm's `f64` result instead.

use bbgen_codegen::tables;

/// A sample: its words, its argument at each index for `f64`, and the formula's closure text of
/// the same argument, `$` standing for the type.
struct Sample {
    label: &'static str,
    text: &'static str,
    arg: fn(usize) -> f64,
}

const SAMPLES: [Sample; 3] = [
    Sample { label: "1, 2 ... 65,536", text: "(i + 1) as $", arg: |i| (i + 1) as f64 },
    Sample { label: "1/1,024 ... 64 by 1/1,024", text: "(i + 1) as $ / 1024.0", arg: |i| (i + 1) as f64 / 1024.0 },
    Sample {
        label: "-32 ... 32 by 1/1,024",
        text: "(i as $ - 32768.0) / 1024.0",
        arg: |i| (i as f64 - 32768.0) / 1024.0,
    },
];

/// `powf`'s sample: bases 1/16 ... 16 by 1/16, each to exponents -8 ... 8 by 1/16.
const POWF_BASE: &str = "((i / 256 + 1) as $ / 16.0)";
const POWF_EXPONENT: &str = "((i % 256) as $ / 16.0 - 8.0)";

fn powf_args(i: usize) -> (f64, f64) {
    ((i / 256 + 1) as f64 / 16.0, (i % 256) as f64 / 16.0 - 8.0)
}

const ENTRIES: usize = 65_536;

type Methods = (fn(f64) -> f64, fn(f32) -> f32, fn(f32) -> f32);

/// Each one-argument function: its name, the samples it is measured on, and its compiled `f64`
/// and `f32` methods with libm's own `f32` function.
const FUNCTIONS: [(&str, [usize; 2], Methods); 4] = [
    ("ln", [0, 1], (f64::ln, f32::ln, libm::logf)),
    ("log2", [0, 1], (f64::log2, f32::log2, libm::log2f)),
    ("log10", [0, 1], (f64::log10, f32::log10, libm::log10f)),
    ("exp", [2, 2], (f64::exp, f32::exp, libm::expf)),
];

/// The generator's table of `closure` of `i` as `ty`, as bits.
fn generated(ty: &str, closure: &str) -> Vec<u64> {
    let source = format!("formula!(name = T, [{ty}; {ENTRIES}], |i| {})", closure.replace('$', ty));
    let tables = tables(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
    tables[0].1.values.clone()
}

/// A function's compiled `f64` and `f32` methods and libm's own `f32` function, of an argument
/// and `powf`'s exponent.
struct Compiled<D, S, O> {
    double: D,
    single: S,
    own: O,
}

/// How many of `got` differ from `want`, and the largest gap between two that differ, in units in
/// the last place (both finite and of one sign, as every differing pair of these samples is).
#[derive(Default)]
struct Tally {
    differ: usize,
    ulps: u64,
}

impl Tally {
    fn add(&mut self, got: u64, want: u64) {
        if got != want {
            self.differ += 1;
            self.ulps = self.ulps.max(got.abs_diff(want));
        }
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.differ {
            0 => write!(f, "0"),
            n => write!(f, "{n} ({:.2}%, {} ulp)", 100.0 * n as f64 / ENTRIES as f64, self.ulps),
        }
    }
}

/// One row: how many of the generator's `f64` entries differ from the compiled `f64` method, and
/// of its `f32` entries from the compiled `f32` method, and libm's own `f32` function from that.
fn row<D, S, O>(name: &str, label: &str, closure: &str, args: impl Fn(usize) -> (f64, f64), compiled: Compiled<D, S, O>)
where
    D: Fn(f64, f64) -> f64,
    S: Fn(f32, f32) -> f32,
    O: Fn(f32, f32) -> f32,
{
    let (double, single) = (generated("f64", closure), generated("f32", closure));
    let (mut f64_tally, mut f32_tally, mut own_tally) = (Tally::default(), Tally::default(), Tally::default());
    for i in 0..ENTRIES {
        let (x, y) = args(i);
        f64_tally.add(double[i], (compiled.double)(x, y).to_bits());
        let (x, y) = (x as f32, y as f32);
        let method = u64::from((compiled.single)(x, y).to_bits());
        f32_tally.add(single[i], method);
        own_tally.add(u64::from((compiled.own)(x, y).to_bits()), method);
    }
    println!("| `{name}` | {label} | {f64_tally} | {f32_tally} | {own_tally} |");
}

pub fn run() -> Result<(), String> {
    println!(
        "Of {ENTRIES} results each, how many differ from this machine's compiled methods, and by at most how many \
         units in the last place:\n"
    );
    println!("| function | arguments | `formula!`, `f64` | `formula!`, `f32` | libm's own `f32` function |");
    println!("|---|---|---|---|---|");
    for (name, samples, (double, single, own)) in FUNCTIONS {
        let mut samples = samples.to_vec();
        samples.dedup();
        for sample in samples.into_iter().map(|at| &SAMPLES[at]) {
            let arg = sample.arg;
            let compiled = Compiled { double: |x, _| double(x), single: |x, _| single(x), own: |x, _| own(x) };
            row(name, sample.label, &format!("({}).{name}()", sample.text), |i| (arg(i), 0.0), compiled);
        }
    }
    let closure = format!("{POWF_BASE}.powf({POWF_EXPONENT})");
    let compiled = Compiled { double: f64::powf, single: f32::powf, own: libm::powf };
    row("powf", "1/16 ... 16 by 1/16, to -8 ... 8 by 1/16", &closure, powf_args, compiled);
    Ok(())
}
