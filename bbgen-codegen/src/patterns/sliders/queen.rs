//! `queen_attacks!(METHOD)`: a rook and a bishop of one method, emitted first under the names
//! `{NAME}_ROOK` and `{NAME}_BISHOP`, and on them the queen's union and both sets apart. The
//! queen has no tables of its own.

use super::{BishopAttacks, METHOD, Method, OCCUPANCY, RANK, RookAttacks, SLIDER, SQ, Slider, rank_attacks_in, rays};
use crate::docs::lines;
use crate::geometry::{bit, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::build::{call, load, or};
use crate::ir::{Body, Call, Expr, Function, Stmt, Ty, Var};
use crate::names::Names;
use crate::patterns::{Part, Pattern};
use crate::tables::{Evaluated, Example};

/// The queen's method, which both halves use.
const QUEEN_METHOD: Slot<Method> = Slot { hint: "the method comes first, as in `queen_attacks!(magic)`", ..METHOD };

/// Queen attacks of one method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueenAttacks(Method);

impl Pattern for QueenAttacks {
    const NAME: &'static str = "queen_attacks";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&QUEEN_METHOD], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("queen_attacks_magic", "queen_attacks!(magic)"),
        ("queen_attacks_pext", "queen_attacks!(pext)"),
        ("queen_attacks_hyperbola", "queen_attacks!(hyperbola)"),
        ("queen_attacks_kindergarten", "queen_attacks!(kindergarten)"),
        ("queen_attacks_kogge_stone", "queen_attacks!(kogge_stone)"),
        ("queen_attacks_obstruction", "queen_attacks!(obstruction)"),
        ("queen_attacks_table_free", "queen_attacks!(table_free)"),
        ("queen_attacks_vector", "queen_attacks!(vector)"),
    ];
    const EMITS: &'static str = "the rook's and the bishop's of one method, their union and both apart";

    fn new(args: &Args) -> Self {
        QueenAttacks(args.word(0, &QUEEN_METHOD))
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
        let method = self.0;
        let half = |suffix| Expr::Sibling { suffix, args: vec![SQ.get(), OCCUPANCY.get()], ret: Ty::Set };
        let feature = method.feature(None);
        let mut doc = vec![
            " The squares a queen on `sq` attacks, given the squares in `occupancy`: the union of".to_owned(),
            format!(" [`{}`] and [`{}`].", names.func_with(Some("rook")), names.func_with(Some("bishop"))),
        ];
        if method == Method::Vector {
            doc.extend(lines(&[
                "The file and both diagonals are found side by side in one AVX2 register where the CPU has",
                "AVX2, the rank from the first-rank table.",
            ]));
        }
        let union = match method {
            Method::Vector => vector_union(),
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
        if method == Method::KoggeStone {
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
            Part { suffix: "_ROOK", pattern: Box::new(RookAttacks(self.0)) },
            Part { suffix: "_BISHOP", pattern: Box::new(BishopAttacks(self.0)) },
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
