//! The accessor functions of each pattern, described once for every back end.

use crate::docs::{self, lines, summary_and_example};
use crate::eval::sliders::FILE_A2_A7;
use crate::eval::{self, Evaluated};
use crate::ir::build::{and, bin, bit, call, cast, eq, hex, index, int, int_of, load, not, or, shl, shr, var};
use crate::ir::{Body, Dir, DirSet, Expr, Feature, Field, Function, Helper, Op, Stmt, Ty};
use crate::spec::{DistanceLayout, Kind, Layout, Method, Pattern, Side, Slider, ToSquare};

/// A pattern's names as text: its main table's and its main accessor's.
pub struct Names {
    /// The main table's name.
    pub table: String,
    /// The main accessor's name: the table's name in lower case (`is_` before it for
    /// `attacked_by_piece!`).
    pub func: String,
}

impl Names {
    /// The names of a pattern's items.
    pub fn of(pattern: &Pattern) -> Names {
        let table = pattern.items.name.to_string();
        let prefix = if pattern.kind == Kind::AttackedByPiece { "is_" } else { "" };
        Names { func: format!("{prefix}{}", table.to_lowercase()), table }
    }
}

/// A function with no feature and a body of one expression.
fn function(
    doc: Vec<String>,
    suffix: Option<&'static str>,
    params: Vec<(&'static str, Ty)>,
    ret: Ty,
    value: Expr,
) -> Function {
    Function { doc, suffix, params, ret, body: Body { stmts: Vec::new(), value }, feature: None }
}

/// The same function with `let`s before its value.
fn with_lets(mut f: Function, stmts: Vec<Stmt>) -> Function {
    f.body.stmts = stmts;
    f
}

fn shift(dir: Dir, set: Expr) -> Expr {
    call(Helper::Shift(dir), vec![set])
}

/// `NAME(sq) -> E`: the main table's entry for one square.
fn lookup(names: &Names, what: &str, param: &'static str) -> Function {
    function(
        vec![format!(" {what}, by lookup in [`{}`].", names.table)],
        None,
        vec![(param, Ty::Square)],
        Ty::Set,
        load("", vec![index(param)]),
    )
}

/// `NAME_SUFFIX(set) -> E`: a set-wise calculation on the set `arg`.
fn set_wise(suffix: &'static str, doc: &[&str], arg: &'static str, stmts: Vec<Stmt>, value: Expr) -> Function {
    with_lets(function(lines(doc), Some(suffix), vec![(arg, Ty::Set)], Ty::Set, value), stmts)
}

/// The accessors of a pattern; `evaluated` supplies the docs of calculated patterns, and is
/// `None` for stubs.
pub fn accessors(pattern: &Pattern, evaluated: Option<&Evaluated>) -> Vec<Function> {
    let names = Names::of(pattern);
    let (table, func) = (&names.table, &names.func);
    let two = |a, b| vec![(a, Ty::Square), (b, Ty::Square)];
    match pattern.kind {
        Kind::KingMoore => vec![
            lookup(&names, "King attacks from `sq`", "sq"),
            set_wise(
                "set",
                &[
                    "King attacks of every king in `kings` at once, by calculation: the east and west",
                    "neighbours, then that row of up to three squares shifted one rank up and down.",
                ],
                "kings",
                vec![
                    Stmt::Let("sideways", Ty::U64, or(shift(Dir::East, var("kings")), shift(Dir::West, var("kings")))),
                    Stmt::Let("row", Ty::U64, or(var("kings"), var("sideways"))),
                ],
                or(or(var("sideways"), shift(Dir::North, var("row"))), shift(Dir::South, var("row"))),
            ),
        ],
        Kind::KnightAttacks => {
            let east2 = shift(Dir::East, shift(Dir::East, var("knights")));
            let west2 = shift(Dir::West, shift(Dir::West, var("knights")));
            vec![
                lookup(&names, "Knight attacks from `sq`", "sq"),
                set_wise(
                    "set",
                    &[
                        "Knight attacks of every knight in `knights` at once, by calculation: the squares",
                        "one file aside moved two ranks up and down, and two files aside moved one rank.",
                    ],
                    "knights",
                    vec![
                        Stmt::Let(
                            "one",
                            Ty::U64,
                            or(shift(Dir::East, var("knights")), shift(Dir::West, var("knights"))),
                        ),
                        Stmt::Let("two", Ty::U64, or(east2, west2)),
                    ],
                    or(
                        or(or(shl(var("one"), int(16)), shr(var("one"), int(16))), shl(var("two"), int(8))),
                        shr(var("two"), int(8)),
                    ),
                ),
            ]
        }
        Kind::PawnAttacks(side) => {
            let (east, west) = match side {
                Side::White => (Dir::NorthEast, Dir::NorthWest),
                Side::Black => (Dir::SouthEast, Dir::SouthWest),
            };
            vec![
                lookup(&names, &format!("The squares a {} pawn on `sq` attacks", side.word()), "sq"),
                set_wise(
                    "set",
                    &["The squares the pawns in `pawns` attack, all at once, by calculation."],
                    "pawns",
                    Vec::new(),
                    or(shift(east, var("pawns")), shift(west, var("pawns"))),
                ),
            ]
        }
        Kind::PawnPushes(side) => pawn_pushes(&names, side),
        Kind::PawnShield(side) => {
            vec![lookup(&names, &format!("The pawn-shield mask for a {} king on `king`", side.word()), "king")]
        }
        Kind::KingLines => king_lines(&names),
        Kind::AttackedByPiece => {
            let row = Expr::Select(
                Box::new(eq(cast(Expr::Field("piece", Field::Role), Ty::Index), int_of(0, Ty::Index))),
                Box::new(cast(Expr::Field("piece", Field::Color), Ty::Index)),
                Box::new(bin(Op::Add, cast(Expr::Field("piece", Field::Role), Ty::Index), int_of(1, Ty::Index))),
            );
            let rotated = call(Helper::RotateRight, vec![var("occupancy"), cast(var("from"), Ty::U32)]);
            vec![with_lets(
                function(
                    lines(&[
                        "Whether `piece` standing on `from` attacks `to`, given the squares in `occupancy`:",
                        "the entry for the pair's 0x88 difference must share no square with the occupancy",
                        "rotated right by `from`. The piece's own square counts as occupied, whatever",
                        "`occupancy` says, so that a difference the piece never attacks along is refused.",
                    ]),
                    None,
                    vec![("from", Ty::Square), ("to", Ty::Square), ("piece", Ty::Piece), ("occupancy", Ty::U64)],
                    Ty::Bool,
                    eq(
                        and(
                            load("", vec![var("row"), call(Helper::X88Diff, vec![var("from"), var("to")])]),
                            var("rotated"),
                        ),
                        int(0),
                    ),
                ),
                vec![Stmt::Let("row", Ty::Index, row), Stmt::Let("rotated", Ty::U64, or(rotated, int(1)))],
            )]
        }
        Kind::Distance(_, layout) => {
            let value = match layout {
                DistanceLayout::Rectangular => load("", vec![index("a"), index("b")]),
                DistanceLayout::X88 => load("", vec![call(Helper::X88Diff, vec![var("a"), var("b")])]),
            };
            vec![function(
                vec![format!(" The distance from `a` to `b`, by lookup in [`{table}`].")],
                None,
                two("a", "b"),
                Ty::U8,
                value,
            )]
        }
        Kind::FullLine => vec![function(
            vec![" The whole line through `a` and `b`; empty when they are not aligned.".into()],
            None,
            two("a", "b"),
            Ty::Set,
            load("", vec![index("a"), index("b")]),
        )],
        Kind::Ray => vec![function(
            vec![" The ray from `from` through `through` to the edge; empty when they are not aligned.".into()],
            None,
            two("from", "through"),
            Ty::Set,
            load("", vec![index("from"), index("through")]),
        )],
        Kind::InBetween(layout, to) => in_between(&names, layout, to, evaluated),
        Kind::Slider(slider, method) => sliders(&names, slider, method, evaluated),
        Kind::Caughtable(Some(_)) => vec![lookup(&names, "The caughtable area for a king on `king`", "king")],
        Kind::Caughtable(None) => vec![function(
            vec![
                " The caughtable area for a lone king of colour `king_color` on `king`, with".to_owned(),
                format!(" `to_move` to move, by lookup in [`{table}`]."),
            ],
            None,
            vec![("king_color", Ty::Color), ("to_move", Ty::Color), ("king", Ty::Square)],
            Ty::Set,
            load("", vec![index("king_color"), index("to_move"), index("king")]),
        )],
        Kind::Zobrist(_) => zobrist(&names),
        Kind::Queen(method) => queen(func, method),
    }
}

fn pawn_pushes(names: &Names, side: Side) -> Vec<Function> {
    let (step, third_rank) = match side {
        Side::White => (Dir::North, 0x0000_0000_00FF_0000),
        Side::Black => (Dir::South, 0x0000_FF00_0000_0000),
    };
    let push = and(shift(step, var("pawns")), var("empty"));
    let double = and(shift(step, and(and(shift(step, var("pawns")), var("empty")), hex(third_rank))), var("empty"));
    let params = vec![("pawns", Ty::Set), ("empty", Ty::Set)];
    vec![
        lookup(names, &format!("Push targets of a {} pawn on `sq` on an empty board", side.word()), "sq"),
        function(
            vec![" The squares the pawns in `pawns` push to one step ahead, onto `empty` squares.".into()],
            Some("single"),
            params.clone(),
            Ty::Set,
            push,
        ),
        function(
            lines(&[
                "The squares the pawns in `pawns` reach by a double step from their home rank: both squares",
                "ahead must be in `empty`.",
            ]),
            Some("double"),
            params,
            Ty::Set,
            double,
        ),
    ]
}

/// A queen's accessors, on its rook and bishop halves (`{fn}_rook`, `{fn}_bishop`): their
/// union, both at once, and for Kogge-Stone the union for a set of queens.
fn queen(func: &str, method: Method) -> Vec<Function> {
    let args = || vec![var("sq"), var("occupancy")];
    let feature = match method {
        Method::Pext => Some(Feature::Bmi2),
        Method::Vector => Some(Feature::Avx2),
        _ => None,
    };
    let params = vec![("sq", Ty::Square), ("occupancy", Ty::Set)];
    let mut doc = vec![
        " The squares a queen on `sq` attacks, given the squares in `occupancy`: the union of".to_owned(),
        format!(" [`{func}_rook`] and [`{func}_bishop`]."),
    ];
    if method == Method::Vector {
        doc.extend(lines(&[
            "The file and both diagonals are found side by side in one AVX2 register where the CPU has",
            "AVX2, the rank from the first-rank table.",
        ]));
    }
    let union = match method {
        Method::Vector => {
            let (stmts, value) = eval::sliders::vector_queen();
            Body { stmts, value }
        }
        _ => Body { stmts: Vec::new(), value: or(Expr::Accessor("rook", args()), Expr::Accessor("bishop", args())) },
    };
    let mut out = vec![
        Function { doc, suffix: None, params: params.clone(), ret: Ty::Set, body: union, feature },
        Function {
            doc: lines(&[
                "The squares a queen on `sq` attacks along ranks and files, and along diagonals, apart:",
                "what the attackers of a square and pins need.",
            ]),
            suffix: Some("both"),
            params,
            ret: Ty::SetPair,
            body: Body {
                stmts: Vec::new(),
                value: Expr::Pair(Box::new(Expr::Accessor("rook", args())), Box::new(Expr::Accessor("bishop", args()))),
            },
            feature,
        },
    ];
    if method == Method::KoggeStone {
        let args = || vec![var("queens"), var("occupancy")];
        out.push(function(
            vec![" The squares the queens in `queens` attack, all at once, given the squares in `occupancy`.".into()],
            Some("set"),
            vec![("queens", Ty::Set), ("occupancy", Ty::Set)],
            Ty::Set,
            or(Expr::Accessor("rook_set", args()), Expr::Accessor("bishop_set", args())),
        ));
    }
    out
}

fn zobrist(names: &Names) -> Vec<Function> {
    let table = &names.table;
    // Polyglot orders pieces black pawn, white pawn, black knight, ...
    let kind = bin(
        Op::Sub,
        bin(
            Op::Add,
            bin(Op::Mul, int_of(2, Ty::Index), cast(Expr::Field("piece", Field::Role), Ty::Index)),
            int_of(1, Ty::Index),
        ),
        cast(Expr::Field("piece", Field::Color), Ty::Index),
    );
    let piece_key = bin(Op::Add, bin(Op::Mul, int_of(64, Ty::Index), kind), index("sq"));
    vec![
        function(
            vec![format!(" The key of `piece` on `sq`, from [`{table}`].")],
            Some("piece"),
            vec![("piece", Ty::Piece), ("sq", Ty::Square)],
            Ty::U64,
            load("", vec![piece_key]),
        ),
        function(
            vec![format!(
                " The key of a set of castling rights, the XOR of one key per right, from [`{table}_CASTLING`]."
            )],
            Some("castling"),
            vec![("rights", Ty::Castling)],
            Ty::U64,
            load("_CASTLING", vec![cast(Expr::Field("rights", Field::Bits), Ty::Index)]),
        ),
        function(
            lines(&[
                "The key of the en-passant file of `sq`. It belongs in a position's key only when a pawn",
                "of the side to move stands beside the pawn that has just moved two squares.",
            ]),
            Some("en_passant"),
            vec![("sq", Ty::Square)],
            Ty::U64,
            load("", vec![bin(Op::Add, int_of(772, Ty::Index), and(index("sq"), int_of(7, Ty::Index)))]),
        ),
        function(
            vec![" The side to move's key: white's, or 0 for black.".into()],
            Some("turn"),
            vec![("side_to_move", Ty::Color)],
            Ty::U64,
            and(
                load("", vec![int_of(780, Ty::Index)]),
                bin(Op::WrappingSub, cast(var("side_to_move"), Ty::U64), int(1)),
            ),
        ),
    ]
}

fn king_lines(names: &Names) -> Vec<Function> {
    let entry = || load("", vec![index("king")]);
    let variant = |way: DirSet, doc: &[&str], ret: Ty, feature: Option<Feature>| Function {
        doc: lines(doc),
        suffix: Some(match way {
            DirSet::Best => "dir_set",
            DirSet::Branching => "dir_set_branching",
            DirSet::Branchless => "dir_set_branchless",
            DirSet::Sse41 => "dir_set_sse41",
        }),
        params: vec![("pattern", Ty::U64), ("king", Ty::Square)],
        ret,
        body: Body { stmts: Vec::new(), value: call(Helper::DirSet(way), vec![entry(), var("pattern")]) },
        feature,
    };
    vec![
        function(
            vec![format!(" The four lines through `king`, by lookup in [`{}`].", names.table)],
            None,
            vec![("king", Ty::Square)],
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

fn in_between(names: &Names, layout: Layout, to: ToSquare, evaluated: Option<&Evaluated>) -> Vec<Function> {
    let (table, func) = (&names.table, &names.func);
    let with_target = |set: Expr| match to {
        ToSquare::Exclusive => set,
        ToSquare::Inclusive => or(set, bit("b")),
    };
    let x88_entry = || load("", vec![call(Helper::X88Diff, vec![var("a"), var("b")])]);
    let (stmts, set) = match layout {
        Layout::Rectangular => (Vec::new(), load("", vec![index("a"), index("b")])),
        Layout::Triangular => {
            (Vec::new(), with_target(call(Helper::TriangularEntry, vec![Expr::Table(""), var("a"), var("b")])))
        }
        Layout::X88 => (Vec::new(), with_target(call(Helper::RotateLeft, vec![x88_entry(), cast(var("a"), Ty::U32)]))),
        Layout::Calculated => calculated_in_between(with_target),
    };
    let what = match to {
        ToSquare::Exclusive => "The squares strictly between `a` and `b` (empty when not aligned)",
        ToSquare::Inclusive => "The squares strictly between `a` and `b`, and `b` itself",
    };
    let doc = match (layout, evaluated) {
        (Layout::Calculated, Some(evaluated)) => summary_and_example(table, func, evaluated),
        (Layout::Calculated, None) => Vec::new(),
        _ => vec![format!(" {what}, by lookup in [`{table}`].")],
    };
    let params = vec![("a", Ty::Square), ("b", Ty::Square)];
    let between = with_lets(function(doc, None, params.clone(), Ty::Set, set.clone()), stmts.clone());

    // The occupancy test; the 0x88 layout rotates the occupancy onto its stored entry, as the
    // Square Attacked By page does, instead of rotating the entry back. The others test the
    // set's own expression rather than call the accessor, which a parameter named like it
    // (`name = A`, `B` or `OCCUPANCY`) would hide.
    let (stmts, clear) = match layout {
        Layout::X88 => {
            let rotated = call(Helper::RotateRight, vec![var("occupancy"), cast(var("a"), Ty::U32)]);
            let clear = eq(and(x88_entry(), rotated), int(0));
            let clear = match to {
                ToSquare::Exclusive => clear,
                ToSquare::Inclusive => bin(Op::AndAlso, clear, eq(and(var("occupancy"), bit("b")), int(0))),
            };
            (Vec::new(), clear)
        }
        _ => {
            let mut stmts = stmts;
            stmts.push(Stmt::Let("set", Ty::U64, set));
            (stmts, eq(and(var("set"), var("occupancy")), int(0)))
        }
    };
    let mut params = params;
    params.push(("occupancy", Ty::Set));
    let clear = with_lets(
        function(
            vec![
                format!(" Whether no square of [`{func}`]`(a, b)` is in `occupancy`: the path from `a` to `b` is"),
                " clear for a slider.".to_owned(),
            ],
            Some("clear"),
            params,
            Ty::Bool,
            clear,
        ),
        stmts,
    );
    vec![between, clear]
}

/// The branch-free in-between calculation.
///
/// The squares from the lower square (included) to the higher (excluded) are a run of bits; the
/// line through both squares, if any, is picked from four masks drawn from a1 by testing which
/// of the file, rank, diagonal and anti-diagonal differences is zero, moved onto the lower square
/// by a multiplication with its bit, and cut to that run.
fn calculated_in_between(with_target: impl Fn(Expr) -> Expr) -> (Vec<Stmt>, Expr) {
    let wsub = |a, b| bin(Op::WrappingSub, a, b);
    let wadd = |a, b| bin(Op::WrappingAdd, a, b);
    // Each term is its whole mask when its difference is zero, and nothing otherwise.
    let is_zero = |difference, bits| wsub(and(difference, int(bits)), int(1));
    let stmts = vec![
        // a2..a7, b2..g7 and h1..b7: the file, diagonal and anti-diagonal seen from a1 (h1..b7
        // starts one step up-left of a1's rank neighbour, so it covers pairs such as c1-a3).
        Stmt::Const("FILE_A2_A7", FILE_A2_A7),
        Stmt::Const("DIAG_B2_G7", 0x0040_2010_0804_0200),
        Stmt::Const("ANTI_H1_B7", 0x0002_0408_1020_4080),
        Stmt::Let("lo", Ty::U64, cast(var("a"), Ty::U64)),
        Stmt::Let("hi", Ty::U64, cast(var("b"), Ty::U64)),
        Stmt::Let("run", Ty::U64, bin(Op::Xor, shl(not(int(0)), var("lo")), shl(not(int(0)), var("hi")))),
        Stmt::Let("file", Ty::U64, wsub(and(var("hi"), int(7)), and(var("lo"), int(7)))),
        Stmt::Let("rank", Ty::U64, shr(wsub(or(var("hi"), int(7)), var("lo")), int(3))),
        Stmt::Let(
            "line",
            Ty::U64,
            bin(
                Op::Add,
                bin(
                    Op::Add,
                    bin(
                        Op::Add,
                        and(is_zero(var("file"), 7), var("FILE_A2_A7")),
                        bin(Op::Mul, int(2), shr(is_zero(var("rank"), 7), int(58))),
                    ),
                    and(is_zero(wsub(var("rank"), var("file")), 15), var("DIAG_B2_G7")),
                ),
                and(is_zero(wadd(var("rank"), var("file")), 15), var("ANTI_H1_B7")),
            ),
        ),
        Stmt::Let(
            "placed",
            Ty::U64,
            bin(Op::WrappingMul, var("line"), and(var("run"), bin(Op::WrappingSub, int(0), var("run")))),
        ),
    ];
    (stmts, with_target(and(var("placed"), var("run"))))
}

fn sliders(names: &Names, slider: Slider, method: Method, evaluated: Option<&Evaluated>) -> Vec<Function> {
    let (table, func) = (&names.table, &names.func);
    let piece = slider.word();
    // A method without a table shows its summary and example; the others link their table.
    let doc = match evaluated {
        Some(evaluated) if evaluated.tables.is_empty() => summary_and_example(table, func, evaluated),
        _ => docs::wrap_words(&format!(
            "The squares a {piece} on `sq` attacks, given the squares in `occupancy`, by lookup in [`{table}`]."
        )),
    };
    let (stmts, value) = eval::sliders::attacks(slider, method);
    let feature = match (method, slider) {
        (Method::Pext, _) => Some(Feature::Bmi2),
        (Method::Vector, Slider::Bishop) => Some(Feature::Ssse3),
        _ => None,
    };
    let params = vec![("sq", Ty::Square), ("occupancy", Ty::Set)];
    let mut out = vec![Function { doc, suffix: None, params, ret: Ty::Set, body: Body { stmts, value }, feature }];
    if method == Method::KoggeStone {
        let pieces = match slider {
            Slider::Rook => "rooks",
            Slider::Bishop => "bishops",
        };
        out.push(function(
            vec![format!(
                " The squares the {piece}s in `{pieces}` attack, all at once, given the squares in `occupancy`."
            )],
            Some("set"),
            vec![(pieces, Ty::Set), ("occupancy", Ty::Set)],
            Ty::Set,
            call(eval::sliders::fill(slider), vec![var(pieces), not(var("occupancy"))]),
        ));
    }
    out
}
