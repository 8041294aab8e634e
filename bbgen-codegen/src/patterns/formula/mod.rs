//! `formula!(name = REDUCTIONS, [[u8; 64]; 64], |depth, moves| ...)`: a table of numbers that
//! a Rust closure of its indices computes, evaluated by the generator while expanding, as an
//! engine's `init()` would fill it at start-up.
//!
//! The closure is read as Rust (syn), typed as rustc types it (`check`), and run once per entry
//! with Rust's integer rules and floats that are the same on every host (`number`): a table has
//! the same bits wherever it is built, which the compiled closure, calling the target's math
//! library, does not promise.

#[cfg(feature = "formula")]
mod check;
#[cfg(feature = "formula")]
mod eval;
#[cfg(feature = "formula")]
mod number;
#[cfg(feature = "formula")]
mod read;
#[cfg(feature = "formula")]
mod text;

#[cfg(feature = "formula")]
use self::read::{outline, read};
use super::Pattern;
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::load;
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Scalar, Table};

/// Without the `formula` feature, which brings syn's full parser for the closure: every formula
/// is this mistake.
#[cfg(not(feature = "formula"))]
fn read(tokens: proc_macro2::TokenStream) -> syn::Result<Formula> {
    let span = tokens.into_iter().next().map_or_else(proc_macro2::Span::call_site, |token| token.span());
    let message = "`formula!` reads its closure with syn's full parser, which bbgen builds only when asked: \
                   enable bbgen's `formula` feature (`bbgen = { version = \"0.1\", features = [\"formula\"] }`)";
    Err(syn::Error::new(span, message))
}

/// Without the `formula` feature, nothing of a formula is read.
#[cfg(not(feature = "formula"))]
fn outline(_: proc_macro2::TokenStream) -> Formula {
    Formula::default()
}

/// A formula's table, evaluated.
#[derive(Clone, Debug, Default)]
pub struct Formula {
    /// The length of each dimension, outermost first.
    pub(super) shape: Vec<usize>,
    /// The element type; `u8` until read.
    pub(super) elem: Option<Scalar>,
    /// The closure's index arguments, in order.
    pub(super) params: Vec<&'static str>,
    /// The closure on one line.
    pub(super) text: String,
    /// Every entry's bits, row-major.
    pub(super) values: Vec<u64>,
    /// The first mistake in the formula, which its evaluation finds.
    pub(super) mistake: Option<syn::Error>,
}

impl Pattern for Formula {
    const NAME: &'static str = "formula";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        (
            "formula_lmr",
            "formula!(name = REDUCTIONS, [[u8; 64]; 64], |depth, moves| if depth == 0 || moves == 0 { 0 } else { \
             (0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25) as u8 })",
        ),
        ("formula_history", "formula!(name = HISTORY_BONUS, [i16; 32], |depth| (268 * depth as i16 - 352).min(1153))"),
        (
            "formula_sigmoid",
            "formula!(name = WIN_CHANCE, [f32; 64], |x| 1.0 / (1.0 + (-(x as f32 - 32.0) / 8.0).exp()))",
        ),
    ];
    const EMITS: &'static str = "a table of numbers that a Rust closure of its indices computes, such as \
                                 late-move reductions";
    const DRAWING: Option<&'static str> = Some(
        "the table's type and a closure of its indices after the options, such as \
         `formula!(name = TABLE, [[u8; 64]; 64], |depth, moves| ...)`",
    );

    /// The formula evaluated; after a mistake, the mistake and as much of its shape and indices
    /// as could be read, for the stub accessor.
    fn new(args: &Args) -> Self {
        let Some(tokens) = args.drawing.clone() else { return Formula::default() };
        read(tokens.clone()).unwrap_or_else(|mistake| Formula { mistake: Some(mistake), ..outline(tokens) })
    }

    fn mistake(&self) -> Option<syn::Error> {
        self.mistake.clone()
    }

    fn evaluate(&self) -> Evaluated {
        let indices: String = self.params.iter().map(|param| format!("[{param}]")).collect();
        Evaluated {
            tables: vec![Table::main(&self.shape, Entry::Scalar(self.elem()), self.values.clone())],
            summary: format!(
                "`{{table}}{indices}` holds this closure's value at those indices, computed by the generator \
                 with Rust's arithmetic and libm's functions: the same bits on every machine that builds it."
            ),
            example_label: self.text.clone(),
            example: Example::Text(self.samples()),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let params: Vec<Var> = self.params.iter().map(|&name| Var::new(name, Ty::Index)).collect();
        let list: Vec<String> = self.params.iter().map(|param| format!("`{param}`")).collect();
        let doc = vec![format!(
            " The formula at {}, by lookup in [`{}`]; an index out of range panics, as indexing does.",
            list.join(", "),
            names.table
        )];
        let value = load("", params.iter().map(|param| param.get()).collect());
        vec![Function::new(doc, None, params, Ty::Scalar(self.elem()), value)]
    }
}

impl Formula {
    fn elem(&self) -> Scalar {
        self.elem.unwrap_or(Scalar::U8)
    }

    /// A few entries for the doc: along the diagonal at 0, 1, 2, 4, 8 ... and the last.
    fn samples(&self) -> Vec<String> {
        let longest = self.shape.iter().copied().max().unwrap_or(1);
        let mut picks: Vec<Vec<usize>> = Vec::new();
        let steps = std::iter::once(0).chain(std::iter::successors(Some(1), |k| Some(k * 2)));
        for k in steps.take_while(|&k| k < longest).chain([longest - 1]) {
            let pick: Vec<usize> = self.shape.iter().map(|&len| k.min(len - 1)).collect();
            if picks.last() != Some(&pick) {
                picks.push(pick);
            }
        }
        picks
            .iter()
            .map(|pick| {
                let at = pick.iter().zip(&self.shape).fold(0, |flat, (&i, &len)| flat * len + i);
                let indices: String = pick.iter().map(|i| format!("[{i}]")).collect();
                format!("{indices} = {}", self.elem().text(self.values[at]))
            })
            .collect()
    }
}

#[cfg(all(test, not(feature = "formula")))]
mod tests {
    /// Without the feature, a formula is a compile error that says how to get it.
    #[test]
    fn a_formula_asks_for_its_feature() {
        let error = crate::expand_invocation("formula!(name = T, [u8; 4], |i| i as u8)").unwrap_err();
        assert!(error.to_string().contains("enable bbgen's `formula` feature"), "{error}");
    }
}

#[cfg(all(test, feature = "formula"))]
mod tests {
    use super::{Formula, Pattern};

    /// The canonical formulas' tables, pinned by a digest of their entries' bits (FNV-1a over each
    /// entry's eight bytes, little-endian): they are the same on every host, and stay so from one
    /// release to the next, so that a change of float implementation or of libm's version shows.
    #[test]
    fn canonical_tables_keep_their_bits() {
        let pinned = [
            ("formula_lmr", 0x0a77_6562_35f9_74ec),
            ("formula_history", 0x3543_9f9a_e8e5_af86),
            ("formula_sigmoid", 0xa973_cb29_676e_1f8d),
        ];
        assert_eq!(Formula::CANONICAL.len(), pinned.len(), "each canonical formula has its digest here");
        for ((module, source), (name, digest)) in Formula::CANONICAL.iter().zip(pinned) {
            assert_eq!(*module, name);
            let tables = crate::tables(source).unwrap();
            let bytes = tables[0].1.values.iter().flat_map(|value| value.to_le_bytes());
            let got = bytes
                .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3));
            assert_eq!(
                got, digest,
                "{module}: {got:#018x}; a formula's bits changed, which breaks the promise that its table \
                 is the same on every host and release (`git diff` after regenerating tables-out shows where)"
            );
        }
    }
}
