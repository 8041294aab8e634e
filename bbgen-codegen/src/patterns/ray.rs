//! `ray!()`: the ray from one square through another, to the edge.

use super::Pattern;
use crate::geometry::{SQUARES, ray, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS};
use crate::ir::build::load;
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// Rays; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ray;

impl Pattern for Ray {
    const NAME: &'static str = "ray";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("ray", "ray!()")];
    const EMITS: &'static str = "the ray from one square through another";

    fn new(_: &Args) -> Self {
        Ray
    }

    fn evaluate(&self) -> Evaluated {
        let values = SQUARES.flat_map(|a| SQUARES.map(move |b| ray(a, b))).collect();
        Evaluated {
            tables: vec![Table::main(&[64, 64], Entry::Set, values)],
            summary: "Rays: entry `[from][through]` holds the squares from `from` through `through` to \
                      the edge, `from` excluded; empty when they are not aligned or are the same square."
                .into(),
            example_label: "{table}[B2][D4]".into(),
            example: Example::Set(ray(sq::B2, sq::D4)),
        }
    }

    fn accessors(&self, _: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (from, through) = (Var::new("from", Ty::Square), Var::new("through", Ty::Square));
        vec![Function::new(
            vec![" The ray from `from` through `through` to the edge; empty when they are not aligned.".into()],
            None,
            vec![from, through],
            Ty::Set,
            load("", vec![from.index(), through.index()]),
        )]
    }
}
