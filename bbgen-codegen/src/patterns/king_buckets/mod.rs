//! `king_buckets! { name = ..., <drawing> }`: an NNUE king-bucket map, drawn as 8 rows of 4 or 8
//! numbers, rank 8 on top. Drawn for files a-d only, a king on files e-h takes the bucket of its
//! mirror square (`sq ^ 7`) and is reported as mirrored, so that the network's inputs are
//! mirrored too.

mod drawing;

use std::collections::BTreeSet;

use proc_macro2::Span;

use super::Pattern;
use crate::docs::lines;
use crate::geometry::{file, set_where};
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::{and, cast, eq, int, load, shr};
use crate::ir::{Function, Stmt, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// A bucket map as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingBuckets {
    /// The bucket of each square, a1 first; where the drawing has files a-d only, files e-h hold
    /// their mirror squares' buckets.
    buckets: [u8; 64],
    /// Whether the drawing has files a-d only, so that a king on files e-h is mirrored.
    half: bool,
}

impl Pattern for KingBuckets {
    const NAME: &'static str = "king_buckets";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    // The buckets of Stockfish's HalfKAv2_hm (its `KingBuckets`): every square of files a-d a
    // bucket of its own, a8 bucket 0 and a1 bucket 28. Only the buckets: Stockfish mirrors a
    // king on files a-d, where this map's `mirrored` says e-h (`nnue_psq!` declares both). On one
    // line, as the canonical list quotes it, the rows are told apart by count.
    const CANONICAL: &'static [(&'static str, &'static str)] = &[(
        "king_buckets",
        "king_buckets!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31)",
    )];
    const EMITS: &'static str = "an NNUE king-bucket map drawn for files a-d (mirrored onto e-h) or for every file";
    const DRAWING: Option<&'static str> = Some(drawing::AFTER_OPTIONS);

    /// The drawing's map; all zeros after a mistake in it, which `check` reports.
    fn new(args: &Args) -> Self {
        let drawn = args.drawing.clone().and_then(|tokens| drawing::read(tokens).ok());
        drawn.unwrap_or(KingBuckets { buckets: [0; 64], half: false })
    }

    /// The drawing's mistakes; a missing drawing is the parser's to report.
    fn check(args: &Args, _: Span) -> syn::Result<()> {
        args.drawing.clone().map_or(Ok(()), |tokens| drawing::read(tokens).map(drop))
    }

    fn evaluate(&self) -> Evaluated {
        let count = self.buckets.iter().collect::<BTreeSet<_>>().len();
        let drawn = if self.half {
            "It was drawn for files a to d: files e to h hold the buckets of their mirror squares (`sq ^ 7`)."
        } else {
            "It was drawn for every file."
        };
        Evaluated {
            tables: vec![Table::main(&[64], Entry::Byte, self.buckets.iter().map(|&b| u64::from(b)).collect())],
            summary: format!(
                "NNUE king buckets: entry `[sq]` holds the bucket of a king on `sq`, one of {count}. {drawn}"
            ),
            example_label: "{fn}(sq) for every square".into(),
            example: Example::Numbers(self.buckets),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let sq = Var::new("sq", Ty::Square);
        let bucket = Function::new(
            vec![format!(" The bucket of a king on `sq`, by lookup in [`{}`].", names.table)],
            None,
            vec![sq],
            Ty::U8,
            load("", vec![sq.index()]),
        );
        // The squares whose king is mirrored, as a set: files e-h, or none.
        let mirrored = Var::new("MIRRORED", Ty::U64);
        let doc: &[&str] = if self.half {
            &[
                "Whether a king on `sq` is mirrored: on files e to h, which the drawing of files a to d",
                "covers by their mirror squares (`sq ^ 7`), so that the network's inputs are mirrored too.",
            ]
        } else {
            &["Whether a king on `sq` is mirrored: never, as the drawing covers every file."]
        };
        let is_mirrored = Function::new(
            lines(doc),
            Some("mirrored"),
            vec![sq],
            Ty::Bool,
            eq(and(shr(mirrored.get(), cast(sq.get(), Ty::U8)), int(1)), int(1)),
        )
        .with_lets(vec![Stmt::Const(mirrored, set_where(|sq| self.half && file(sq) >= 4))]);
        vec![bucket, is_mirrored]
    }
}
