//! `queen_attacks!(METHOD)`: a rook and a bishop of one method (or each of its own, with
//! `rook = ...` or `bishop = ...`), emitted first under the names `{NAME}_ROOK` and
//! `{NAME}_BISHOP`, and on them the queen's union and both sets apart. The queen has no tables of
//! its own.

use super::{BishopAttacks, METHOD, Method, OCCUPANCY, RANK, RookAttacks, SLIDER, SQ, Slider, rank_attacks_in, rays};
use crate::docs::lines;
use crate::geometry::{bit, sq};
use crate::grammar::{Args, Grammar, Keyword, Opt, Slot};
use crate::ir::build::{call, load, or};
use crate::ir::{Body, Call, Expr, Feature, Function, Stmt, Ty, Var};
use crate::names::Names;
use crate::patterns::{Part, Pattern};
use crate::tables::{Evaluated, Example};

/// The queen's method, which both halves use.
const QUEEN_METHOD: Slot<Method> = Slot { hint: "the method comes first, as in `queen_attacks!(magic)`", ..METHOD };

/// `rook = METHOD`: the rook's half by another method than the queen's.
const ROOK: Keyword<Method> = Keyword { key: "rook", slot: Slot { hint: "the rook's half's method", ..METHOD } };

/// `bishop = METHOD`: the bishop's half by another method than the queen's.
const BISHOP: Keyword<Method> = Keyword { key: "bishop", slot: Slot { hint: "the bishop's half's method", ..METHOD } };

/// Queen attacks: a rook's half and a bishop's, each by its method, of one method unless an option
/// says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueenAttacks {
    rook: Method,
    bishop: Method,
}

impl Pattern for QueenAttacks {
    const NAME: &'static str = "queen_attacks";
    const GRAMMAR: &'static Grammar =
        &Grammar::new(&[&QUEEN_METHOD], &[Opt::Name, Opt::Vis, Opt::Elem, Opt::Keyword(&ROOK), Opt::Keyword(&BISHOP)]);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("queen_attacks_magic", "queen_attacks!(magic)"),
        ("queen_attacks_pext", "queen_attacks!(pext)"),
        ("queen_attacks_hyperbola", "queen_attacks!(hyperbola)"),
        ("queen_attacks_kindergarten", "queen_attacks!(kindergarten)"),
        ("queen_attacks_kogge_stone", "queen_attacks!(kogge_stone)"),
        ("queen_attacks_obstruction", "queen_attacks!(obstruction)"),
        ("queen_attacks_table_free", "queen_attacks!(table_free)"),
        ("queen_attacks_vector", "queen_attacks!(vector)"),
        // Lines by shifts for the rook, from a table for the bishop: 1 KiB in all.
        ("queen_attacks_obstruction_rook_table_free", "queen_attacks!(obstruction, rook = table_free)"),
    ];
    const EMITS: &'static str =
        "the rook's and the bishop's of one method (or each its own), their union and both apart";

    fn new(args: &Args) -> Self {
        let method = args.word(0, &QUEEN_METHOD);
        QueenAttacks { rook: args.keyword(&ROOK).unwrap_or(method), bishop: args.keyword(&BISHOP).unwrap_or(method) }
    }

    /// The queen's words and example; its halves evaluate their own tables.
    fn evaluate(&self) -> Evaluated {
        let example_occupancy = [sq::B4, sq::F4, sq::D2, sq::D6, sq::B2, sq::F2, sq::B6, sq::F6];
        let occupancy = example_occupancy.into_iter().fold(0, |set, s| set | bit(s));
        Evaluated {
            tables: Vec::new(),
            summary: "Attacks of a queen: the union of a rook's and a bishop's on the same square.".into(),
            example_label: "{fn}(D4, occupancy) with b4, f4, d2, d6, b2, f2, b6, f6 occupied".into(),
            example: Example::Set(
                rays(Slider::Rook).attacks(sq::D4, occupancy) | rays(Slider::Bishop).attacks(sq::D4, occupancy),
            ),
        }
    }

    /// The union, both at once, and for Kogge-Stone the union for a set of queens, on the halves'
    /// accessors (`{fn}_rook`, `{fn}_bishop`).
    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let method = if self.rook == self.bishop { Some(self.rook) } else { None };
        let half = |suffix| Expr::Sibling { suffix, args: vec![SQ.get(), OCCUPANCY.get()], ret: Ty::Set };
        // Of two methods, the queen needs what either half needs; BMI2 first, which decides
        // whether the items exist at all.
        let feature = match method {
            Some(method) => method.feature(None),
            None => {
                let halves = [self.rook.feature(Some(Slider::Rook)), self.bishop.feature(Some(Slider::Bishop))];
                halves.iter().find(|&&f| f == Some(Feature::Bmi2)).copied().unwrap_or(halves[0].or(halves[1]))
            }
        };
        let mut doc = vec![
            " The squares a queen on `sq` attacks, given the squares in `occupancy`: the union of".to_owned(),
            format!(" [`{}`] and [`{}`].", names.func_with(Some("rook")), names.func_with(Some("bishop"))),
        ];
        if method == Some(Method::Vector) {
            doc.extend(lines(&[
                "The file and both diagonals are found side by side in one AVX2 register where the CPU has",
                "AVX2, the rank from the first-rank table.",
            ]));
        }
        let union = match method {
            Some(Method::Vector) => vector_union(),
            _ => Body { stmts: Vec::new(), value: or(half("rook"), half("bishop")) },
        };
        let both = Expr::Pair(Box::new(half("rook")), Box::new(half("bishop")));
        let mut out = vec![
            Function { doc, suffix: None, params: vec![SQ, OCCUPANCY], ret: Ty::Set, body: union, feature },
            Function {
                doc: lines(&[
                    "The squares a queen on `sq` attacks along ranks and files, and along diagonals, apart:",
                    "what the attackers of a square and pins need.",
                ]),
                suffix: Some("both"),
                params: vec![SQ, OCCUPANCY],
                ret: Ty::SetPair,
                body: Body { stmts: Vec::new(), value: both },
                feature,
            },
        ];
        if method == Some(Method::KoggeStone) {
            let queens = Var::new("queens", Ty::Set);
            let half_set = |suffix| Expr::Sibling { suffix, args: vec![queens.get(), OCCUPANCY.get()], ret: Ty::Set };
            out.push(Function::new(
                vec![
                    " The squares the queens in `queens` attack, all at once, given the squares in `occupancy`.".into(),
                ],
                Some("set"),
                vec![queens, OCCUPANCY],
                Ty::Set,
                or(half_set("rook_set"), half_set("bishop_set")),
            ));
        }
        out
    }

    fn parts(&self) -> Vec<Part> {
        vec![
            Part { suffix: "_ROOK".into(), pattern: Box::new(RookAttacks(self.rook)) },
            Part { suffix: "_BISHOP".into(), pattern: Box::new(BishopAttacks(self.bishop)) },
        ]
    }
}

/// The `vector` queen's union, on its rook half's ranks and files (`{NAME}_ROOK_RANKS`,
/// `{NAME}_ROOK`) and its bishop half's diagonals (`{NAME}_BISHOP`): the file and both diagonals
/// in one AVX2 register, the rank from the table.
fn vector_union() -> Body {
    let mut stmts = vec![Stmt::Let(SLIDER, SQ.bit())];
    stmts.extend(rank_attacks_in("_ROOK_RANKS"));
    let lines = call(Call::VectorQueen {
        file: load("_ROOK", vec![SQ.index()]),
        diagonals: load("_BISHOP", vec![SQ.index()]),
        occupancy: OCCUPANCY.get(),
        slider: SLIDER.get(),
    });
    Body { stmts, value: or(lines, RANK.get()) }
}
