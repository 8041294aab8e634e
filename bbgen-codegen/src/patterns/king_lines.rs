//! `king_lines!()`: the four lines through each square, and whether a king's escape squares lie
//! on one of them, for "vulnerable on distant checks".

use super::Pattern;
use crate::docs::lines as doc_lines;
use crate::geometry::{SQUARES, lines, sq};
use crate::grammar::{Args, Grammar, NAME_OPTIONS};
use crate::ir::build::{call, load};
use crate::ir::{Body, Call, DirSet, Feature, Function, Ty, Var};
use crate::names::Names;
use crate::tables::{Entry, Evaluated, Example, Table};

/// The four lines through each square; the pattern takes no words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingLines;

impl Pattern for KingLines {
    const NAME: &'static str = "king_lines";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], NAME_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[("king_lines", "king_lines!()")];
    const EMITS: &'static str = "the four lines through each square, for distant checks (SSE4.1 test)";

    fn new(_: &Args) -> Self {
        KingLines
    }

    fn evaluate(&self) -> Evaluated {
        let values = SQUARES.flat_map(lines).collect();
        Evaluated {
            tables: vec![Table::main(&[64], Entry::Lines, values)],
            summary: "The rank, file, diagonal and anti-diagonal through each square, each including the \
                      square: a king whose escape squares all lie on one of them is vulnerable to a distant \
                      check along it."
                .into(),
            example_label: "{table}[D4], all four lines".into(),
            example: Example::Set(lines(sq::D4).into_iter().fold(0, |a, b| a | b)),
        }
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let (king, pattern) = (Var::new("king", Ty::Square), Var::new("pattern", Ty::U64));
        let entry = || load("", vec![king.index()]);
        let variant = |way: DirSet, doc: &[&str], ret: Ty, feature: Option<Feature>| Function {
            doc: doc_lines(doc),
            suffix: Some(match way {
                DirSet::Best => "dir_set",
                DirSet::Branching => "dir_set_branching",
                DirSet::Branchless => "dir_set_branchless",
                DirSet::Sse41 => "dir_set_sse41",
            }),
            params: vec![pattern, king],
            ret,
            body: Body { stmts: Vec::new(), value: call(Call::DirSet { way, lines: entry(), pattern: pattern.get() }) },
            feature,
        };
        vec![
            Function::new(
                vec![format!(" The four lines through `king`, by lookup in [`{}`].", names.table)],
                None,
                vec![king],
                Ty::KingLines,
                entry(),
            ),
            variant(
                DirSet::Best,
                &[
                    "The lines along which a king on `king` is vulnerable to distant checks: 1 rank, 2 file,",
                    "4 diagonal, 8 anti-diagonal, summed. `pattern` is the king's escape squares with the",
                    "king's own square; 15 when it has no escape. Uses SSE4.1 where the CPU has it; the",
                    "`_branchless` variant measured faster even so.",
                ],
                Ty::U32,
                Some(Feature::Sse41),
            ),
            variant(DirSet::Branching, &["As the `dir_set` accessor, by a test of each line in turn."], Ty::U32, None),
            variant(
                DirSet::Branchless,
                &["As the `dir_set` accessor, by summing the four tests without branches."],
                Ty::U32,
                None,
            ),
            variant(
                DirSet::Sse41,
                &["As the `dir_set` accessor, with SSE4.1 quadword compares; `None` where the CPU lacks SSE4.1."],
                Ty::Sse41U32,
                Some(Feature::Sse41),
            ),
        ]
    }
}
