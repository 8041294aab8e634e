//! Every table pattern, one module each (the rook's, bishop's and queen's in `sliders`), each
//! implementing [`Pattern`]: its grammar, its typed spec built from the parsed words, its tables
//! and its accessors in the language-neutral form of [`ir`](crate::ir). The
//! [`registry`](crate::registry) lists them; everything else reads them through it.
//!
//! A new pattern is a module here implementing [`Pattern`], its `mod` line below, its line in
//! the registry, and its `#[proc_macro]` shim in `bbgen-macros` (a proc-macro crate needs one
//! function per macro); then `BBGEN_TABLES=overwrite cargo test --test tables_out` writes its
//! `tables-out` expansions, and `BBGEN_TABLES=overwrite cargo test -p tables-out --test generated`
//! the runtime's table of patterns and the C header test's list of accessors.

pub mod attacked_by_piece;
pub mod caughtable;
pub mod cuckoo;
pub mod distance;
pub mod distance_ring;
pub mod formula;
pub mod full_line;
pub mod in_between;
pub mod king_buckets;
pub mod king_lines;
pub mod king_moore;
pub mod king_zone;
pub mod knight_attacks;
pub mod kpk;
pub mod nnue_inputs;
pub mod nnue_pawn_pairs;
pub mod nnue_psq;
pub mod nnue_threats;
pub mod pawn_attacks;
pub mod pawn_mask;
pub mod pawn_pushes;
pub mod pawn_shield;
pub mod policy_index;
pub mod ray;
pub mod sliders;
pub mod zobrist;

use std::fmt;

use proc_macro2::Span;

use crate::docs::lines;
use crate::geometry::{SQUARES, Side};
use crate::grammar::{Args, Grammar, Keyword, Slot};
use crate::ir::build::call;
use crate::ir::{BoardFunction, Call, Dir, Expr, Feature, Function, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Constant, Entry, Evaluated, Example, Table};

/// A table macro and what it generates, written in one module: the type implementing it is the
/// pattern's spec, what one invocation asks for.
pub trait Pattern: fmt::Debug + Sized + 'static {
    /// The macro's name, without `!`.
    const NAME: &'static str;
    /// Its positional words and options.
    const GRAMMAR: &'static Grammar;
    /// The invocations whose expansions `tables-out` keeps, as `(module, invocation)`: every
    /// layout or method once.
    const CANONICAL: &'static [(&'static str, &'static str)];
    /// What it emits, in a few words, for the runtime's table of patterns.
    const EMITS: &'static str;
    /// Put before the accessors' names: `is_` for a predicate.
    const PREFIX: &'static str = "";
    /// For a pattern that reads the rest of its tokens after its options itself, such as the
    /// drawing of `king_buckets!`, what it expects there in words, which the message for a
    /// missing one quotes after "expected"; `new` and `check` read it from [`Args::drawing`].
    const DRAWING: Option<&'static str> = None;
    /// Whether the tokens after the options may be left out: `nnue_psq!` without king buckets.
    const DRAWING_OPTIONAL: bool = false;

    /// The spec that `args` ask for; a word that was wrong reads as its slot's first.
    fn new(args: &Args) -> Self;

    /// Mistakes the grammar cannot see, across words and options; `start` is the pattern's first
    /// token.
    fn check(_args: &Args, _start: Span) -> syn::Result<()> {
        Ok(())
    }

    /// A mistake found while building the spec, for a pattern whose reading is its check: a
    /// formula, which finds an overflow only by evaluating every entry.
    fn mistake(&self) -> Option<syn::Error> {
        None
    }

    /// The items' name when the invocation gives none, in lower case.
    fn default_name(&self) -> String {
        Self::NAME.to_owned()
    }

    /// The tables, and the words and example their docs show.
    fn evaluate(&self) -> Evaluated;

    /// The accessors; `evaluated` supplies the docs of calculated patterns, and is `None` for
    /// stubs.
    fn accessors(&self, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Function>;

    /// Functions over a whole position around the accessors, which only Rust has (a C engine
    /// keeps its own board): a policy map's output of a legal move, and its move of an output.
    fn board_functions(&self, _names: &Names) -> Vec<BoardFunction> {
        Vec::new()
    }

    /// Patterns emitted before this one under its name and a suffix, whose tables its accessors
    /// read: a queen's rook and bishop halves.
    fn parts(&self) -> Vec<Part> {
        Vec::new()
    }

    /// Named numbers emitted beside the tables, also after a mistake (beside the stubs).
    fn constants(&self) -> Vec<Constant> {
        Vec::new()
    }

    /// A target feature without which the tables are of no use: Rust emits them only where the
    /// target has it.
    fn tables_need(&self) -> Option<Feature> {
        None
    }
}

/// A pattern as the generic code sees it, whatever its spec's type.
pub trait AnyPattern: fmt::Debug {
    /// [`Pattern::PREFIX`].
    fn prefix(&self) -> &'static str;
    /// [`Pattern::mistake`].
    fn mistake(&self) -> Option<syn::Error>;
    /// [`Pattern::evaluate`].
    fn evaluate(&self) -> Evaluated;
    /// [`Pattern::accessors`].
    fn accessors(&self, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Function>;
    /// [`Pattern::board_functions`].
    fn board_functions(&self, names: &Names) -> Vec<BoardFunction>;
    /// [`Pattern::parts`].
    fn parts(&self) -> Vec<Part>;
    /// [`Pattern::constants`].
    fn constants(&self) -> Vec<Constant>;
    /// [`Pattern::tables_need`].
    fn tables_need(&self) -> Option<Feature>;
}

impl<P: Pattern> AnyPattern for P {
    fn prefix(&self) -> &'static str {
        P::PREFIX
    }

    fn mistake(&self) -> Option<syn::Error> {
        Pattern::mistake(self)
    }

    fn evaluate(&self) -> Evaluated {
        Pattern::evaluate(self)
    }

    fn accessors(&self, names: &Names, evaluated: Option<&Evaluated>) -> Vec<Function> {
        Pattern::accessors(self, names, evaluated)
    }

    fn board_functions(&self, names: &Names) -> Vec<BoardFunction> {
        Pattern::board_functions(self, names)
    }

    fn parts(&self) -> Vec<Part> {
        Pattern::parts(self)
    }

    fn constants(&self) -> Vec<Constant> {
        Pattern::constants(self)
    }

    fn tables_need(&self) -> Option<Feature> {
        Pattern::tables_need(self)
    }
}

/// A pattern emitted before the one that owns it, named after it with a suffix.
#[derive(Debug)]
pub struct Part {
    /// Appended to the owner's table name: `_ROOK`.
    pub suffix: String,
    /// What it generates.
    pub pattern: Box<dyn AnyPattern>,
}

/// The colour a pawn pattern is for.
const COLOR: Slot<Side> =
    Slot { what: "colour", choices: &[("white", Side::White), ("black", Side::Black)], hint: "", ends: &[] };

/// Where a side's king makes its inputs mirrored left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirror {
    /// Never.
    None,
    /// On files a to d, as Stockfish's `HalfKAv2_hm` mirrors.
    AToD,
    /// On files e to h, as bullet's `ChessBucketsMirrored` mirrors.
    EToH,
}

impl Mirror {
    /// The option's word for it.
    pub fn word(self) -> &'static str {
        MIRROR.slot.word_of(self)
    }

    /// Whether a king on `sq`, oriented, mirrors its side's inputs.
    pub fn at(self, sq: usize) -> bool {
        match self {
            Mirror::None => false,
            Mirror::AToD => sq % 8 < 4,
            Mirror::EToH => sq % 8 >= 4,
        }
    }
}

const MIRROR: Keyword<Mirror> = Keyword {
    key: "mirror",
    slot: Slot {
        what: "files where the king mirrors its side's inputs",
        choices: &[("none", Mirror::None), ("a_to_d", Mirror::AToD), ("e_to_h", Mirror::EToH)],
        hint: "`a_to_d` as Stockfish's `HalfKAv2_hm`, `e_to_h` as bullet's `ChessBucketsMirrored`, `none` for no \
               mirroring",
        ends: &[],
    },
};

/// An error for a name whose accessor the parameters of its `_active(board, perspective)`
/// function would hide, which calls it.
fn not_hidden_by_board(args: &Args) -> syn::Result<()> {
    match &args.name {
        Some(name) if ["BOARD", "PERSPECTIVE"].contains(&name.to_string().as_str()) => {
            let message = format!(
                "`{name}` names an accessor that the parameters of `{}_active(board, perspective)` would hide: \
                 choose another name",
                name.to_string().to_lowercase()
            );
            Err(syn::Error::new(name.span(), message))
        }
        _ => Ok(()),
    }
}

/// A set moved one step.
fn shift(dir: Dir, set: Expr) -> Expr {
    call(Call::Shift { dir, set })
}

/// `NAME(param) -> E`: the main table's entry for one square.
fn lookup(names: &Names, what: &str, param: Var) -> Function {
    let doc = vec![format!(" {what}, by lookup in [`{}`].", names.table)];
    Function::new(doc, None, vec![param], Ty::Set, crate::ir::build::load("", vec![param.index()]))
}

/// `NAME_SUFFIX(arg) -> E`: a set-wise calculation on the set `arg`.
fn set_wise(suffix: &'static str, doc: &[&str], arg: Var, stmts: Vec<Stmt>, value: Expr) -> Function {
    Function::new(lines(doc), Some(suffix), vec![arg], Ty::Set, value).with_lets(stmts)
}

/// A pattern of one set per square, drawn for the square `label` (`example_sq`).
fn per_square(summary: String, label: &str, example_sq: u8, entry: impl Fn(u8) -> u64) -> Evaluated {
    Evaluated {
        tables: vec![Table::main(&[64], Entry::Set, SQUARES.map(&entry).collect())],
        summary,
        example_label: format!("{{table}}[{label}]"),
        example: Example::Set(entry(example_sq)),
    }
}
