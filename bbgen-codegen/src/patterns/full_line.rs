//! `full_line!()`: the whole line through two aligned squares, edge to edge.

use super::Pattern;
use crate::geometry::{SQUARES, full_line, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS};
use crate::ir::build::load;
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// Full lines; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FullLine;

impl Pattern for FullLine {
    const NAME: &'static str = "full_line";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("full_line", "full_line!()")];
    const EMITS: &'static str = "the whole line through two squares";

    fn new(_: &Args) -> Self {
        FullLine
    }

    fn evaluate(&self) -> Evaluated {
        let values = SQUARES.flat_map(|a| SQUARES.map(move |b| full_line(a, b))).collect();
        Evaluated {
            tables: vec![Table::main(&[64, 64], Entry::Set, values)],
            summary: "Full lines: entry `[a][b]` holds the whole rank, file, diagonal or anti-diagonal \
                      through `a` and `b`, edge to edge and both squares included; empty when they are not \
                      aligned or are the same square."
                .into(),
            example_label: "{table}[B2][E4]".into(),
            example: Example::Set(full_line(sq::B2, sq::E4)),
        }
    }

    fn accessors(&self, _: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (a, b) = (Var::new("a", Ty::Square), Var::new("b", Ty::Square));
        vec![Function::new(
            vec![" The whole line through `a` and `b`; empty when they are not aligned.".into()],
            None,
            vec![a, b],
            Ty::Set,
            load("", vec![a.index(), b.index()]),
        )]
    }
}
