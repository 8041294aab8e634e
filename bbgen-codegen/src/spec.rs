//! What each macro accepts (its [`Grammar`]) and what a parsed invocation asks for (its
//! [`Pattern`]): plain data, checked and complete.

use proc_macro2::{Ident, Span, TokenStream};

/// The table macros bbgen provides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MacroKind {
    /// `king_moore!`
    KingMoore,
    /// `knight_attacks!`
    KnightAttacks,
    /// `pawn_attacks!`
    PawnAttacks,
    /// `pawn_pushes!`
    PawnPushes,
    /// `pawn_shield!`
    PawnShield,
    /// `king_lines!`
    KingLines,
    /// `attacked_by_piece!`
    AttackedByPiece,
    /// `distance!`
    Distance,
    /// `full_line!`
    FullLine,
    /// `ray!`
    Ray,
    /// `in_between!`
    InBetween,
    /// `caughtable!`
    Caughtable,
    /// `rook_attacks!`
    RookAttacks,
    /// `bishop_attacks!`
    BishopAttacks,
    /// `queen_attacks!`
    QueenAttacks,
    /// `zobrist!`
    Zobrist,
}

/// An option a macro may take after its positional arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opt {
    /// `name = UPPER_SNAKE`
    Name,
    /// `vis = pub(crate)` ...
    Vis,
    /// `elem = u64 | Bitboard`
    Elem,
    /// `to = exclusive | inclusive`
    To,
    /// `seed = <u64>`
    Seed,
}

impl Opt {
    /// The option's key.
    pub fn key(self) -> &'static str {
        match self {
            Opt::Name => "name",
            Opt::Vis => "vis",
            Opt::Elem => "elem",
            Opt::To => "to",
            Opt::Seed => "seed",
        }
    }
}

/// One positional argument: a choice among words.
#[derive(Debug)]
pub struct Slot {
    /// What the argument is, for messages: "layout".
    pub what: &'static str,
    /// The words it may be.
    pub words: &'static [&'static str],
    /// A hint added to the error message, with an example.
    pub hint: &'static str,
    /// Words after which no further positional argument follows.
    pub ends: &'static [&'static str],
}

/// What a macro accepts: its positional arguments, then its options.
#[derive(Debug)]
pub struct Grammar {
    /// The macro's name, without `!`.
    pub name: &'static str,
    /// Positional arguments, in order.
    pub slots: &'static [Slot],
    /// The options it takes.
    pub options: &'static [Opt],
}

const SET_OPTIONS: &[Opt] = &[Opt::Name, Opt::Vis, Opt::Elem];

const METHOD: Slot = Slot {
    what: "method",
    words: &["magic", "pext", "hyperbola", "kindergarten", "kogge_stone", "obstruction", "table_free", "vector"],
    hint: "the method comes first, as in `rook_attacks!(magic)`",
    ends: &[],
};

const COLOR: Slot = Slot {
    what: "colour",
    words: &["white", "black"],
    hint: "the pawns' colour comes first, as in `pawn_attacks!(white)`",
    ends: &[],
};

impl MacroKind {
    /// Every table macro.
    pub const ALL: [MacroKind; 16] = [
        MacroKind::KingMoore,
        MacroKind::KnightAttacks,
        MacroKind::PawnAttacks,
        MacroKind::PawnPushes,
        MacroKind::PawnShield,
        MacroKind::KingLines,
        MacroKind::AttackedByPiece,
        MacroKind::Distance,
        MacroKind::FullLine,
        MacroKind::Ray,
        MacroKind::InBetween,
        MacroKind::Caughtable,
        MacroKind::RookAttacks,
        MacroKind::BishopAttacks,
        MacroKind::QueenAttacks,
        MacroKind::Zobrist,
    ];

    /// The table macro of this name (without the `!`), if there is one.
    pub fn from_name(name: &str) -> Option<MacroKind> {
        MacroKind::ALL.into_iter().find(|kind| kind.grammar().name == name)
    }

    /// Whether the default item names take a positional word (the pawns' colour, the distance
    /// metric, the caughtable sides): after a mistake in those words, stubs could only guess them.
    pub fn default_name_reads_words(self) -> bool {
        use MacroKind::*;
        matches!(self, PawnAttacks | PawnPushes | PawnShield | Distance | Caughtable)
    }

    /// What the macro accepts.
    pub fn grammar(self) -> &'static Grammar {
        match self {
            MacroKind::KingMoore => &Grammar { name: "king_moore", slots: &[], options: SET_OPTIONS },
            MacroKind::KnightAttacks => &Grammar { name: "knight_attacks", slots: &[], options: SET_OPTIONS },
            MacroKind::PawnAttacks => &Grammar { name: "pawn_attacks", slots: &[COLOR], options: SET_OPTIONS },
            MacroKind::PawnPushes => &Grammar {
                name: "pawn_pushes",
                slots: &[Slot { hint: "the pawns' colour comes first, as in `pawn_pushes!(white)`", ..COLOR }],
                options: SET_OPTIONS,
            },
            MacroKind::PawnShield => &Grammar {
                name: "pawn_shield",
                slots: &[Slot {
                    what: "king's colour",
                    hint: "the king's colour comes first, as in `pawn_shield!(white)`",
                    ..COLOR
                }],
                options: SET_OPTIONS,
            },
            MacroKind::KingLines => &Grammar { name: "king_lines", slots: &[], options: &[Opt::Name, Opt::Vis] },
            MacroKind::AttackedByPiece => {
                &Grammar { name: "attacked_by_piece", slots: &[], options: &[Opt::Name, Opt::Vis] }
            }
            MacroKind::Distance => &Grammar {
                name: "distance",
                slots: &[
                    Slot {
                        what: "metric",
                        words: &["chebyshev", "manhattan", "knight"],
                        hint: "the metric comes first, as in `distance!(chebyshev, rectangular)`",
                        ends: &[],
                    },
                    Slot {
                        what: "layout",
                        words: &["rectangular", "x88"],
                        hint: "the layout follows the metric, as in `distance!(knight, x88)`",
                        ends: &[],
                    },
                ],
                options: &[Opt::Name, Opt::Vis],
            },
            MacroKind::FullLine => &Grammar { name: "full_line", slots: &[], options: SET_OPTIONS },
            MacroKind::Ray => &Grammar { name: "ray", slots: &[], options: SET_OPTIONS },
            MacroKind::InBetween => &Grammar {
                name: "in_between",
                slots: &[Slot {
                    what: "layout",
                    words: &["rectangular", "triangular", "x88", "calculated"],
                    hint: "the layout comes first, as in `in_between!(triangular)`",
                    ends: &[],
                }],
                options: &[Opt::Name, Opt::Vis, Opt::Elem, Opt::To],
            },
            MacroKind::Caughtable => &Grammar {
                name: "caughtable",
                slots: &[
                    Slot {
                        what: "king's colour",
                        words: &["white", "black", "all"],
                        hint: "the king's colour comes first, as in `caughtable!(black, wtm)`, or `all` for every case",
                        ends: &["all"],
                    },
                    Slot {
                        what: "side to move",
                        words: &["wtm", "btm"],
                        hint: "the side to move follows the king's colour: `wtm` for white to move, `btm` for black",
                        ends: &[],
                    },
                ],
                options: SET_OPTIONS,
            },
            MacroKind::RookAttacks => &Grammar { name: "rook_attacks", slots: &[METHOD], options: SET_OPTIONS },
            MacroKind::BishopAttacks => &Grammar {
                name: "bishop_attacks",
                slots: &[Slot { hint: "the method comes first, as in `bishop_attacks!(magic)`", ..METHOD }],
                options: SET_OPTIONS,
            },
            MacroKind::QueenAttacks => &Grammar {
                name: "queen_attacks",
                slots: &[Slot { hint: "the method comes first, as in `queen_attacks!(magic)`", ..METHOD }],
                options: SET_OPTIONS,
            },
            MacroKind::Zobrist => &Grammar {
                name: "zobrist",
                slots: &[Slot {
                    what: "keys",
                    words: &["polyglot"],
                    hint: "write `zobrist!(polyglot)` for the Polyglot book's keys, or `zobrist!(seed = 1)` for \
                           pseudo-random ones",
                    ends: &[],
                }],
                options: &[Opt::Seed, Opt::Name, Opt::Vis],
            },
        }
    }

    /// Whether the positional words may be left out, the options saying what they would.
    pub fn words_optional(self) -> bool {
        self == MacroKind::Zobrist
    }
}

/// A parsed invocation.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// What to generate.
    pub kind: Kind,
    /// Names, visibility and element type of the emitted items.
    pub items: Items,
}

/// What a pattern generates, with its positional arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// King attacks by lookup and by set-wise calculation.
    KingMoore,
    /// Knight attacks by lookup and by set-wise calculation.
    KnightAttacks,
    /// Pawn captures of one colour.
    PawnAttacks(Side),
    /// Pawn pushes of one colour, single and double step.
    PawnPushes(Side),
    /// Pawn-shield masks for a king of one colour.
    PawnShield(Side),
    /// The four lines through each square, for "vulnerable on distant checks".
    KingLines,
    /// The 0x88-difference table of obstructions per piece.
    AttackedByPiece,
    /// A distance between squares.
    Distance(Metric, DistanceLayout),
    /// The whole line through two aligned squares.
    FullLine,
    /// The ray from a square through another, to the edge.
    Ray,
    /// The squares between two squares.
    InBetween(Layout, ToSquare),
    /// Rule-of-the-square areas: one `[king colour][side to move]` case, or all four.
    Caughtable(Option<(Side, Side)>),
    /// Rook or bishop attacks for any occupancy.
    Slider(Slider, Method),
    /// Queen attacks: the rook's and the bishop's tables of one method, and their union.
    Queen(Method),
    /// Zobrist keys in the Polyglot layout.
    Zobrist(Keys),
}

/// Where a table of Zobrist keys comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// The keys the Polyglot book format publishes.
    Polyglot,
    /// Keys drawn by SplitMix64 from this seed.
    Seeded(u64),
}

/// A sliding piece with a table of its own (the queen combines both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slider {
    /// Along ranks and files.
    Rook,
    /// Along diagonals.
    Bishop,
}

impl Slider {
    /// The piece's name in lower case.
    pub fn word(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }

    /// The bits of a magic index, the same on every square: enough for the square with the most
    /// relevant squares (a corner for the rook, a centre square for the bishop). A fixed count
    /// makes the shift a constant of the accessor rather than a field it must load.
    pub fn index_bits(self) -> u32 {
        match self {
            Slider::Rook => 12,
            Slider::Bishop => 9,
        }
    }

    /// The entries of a square's magic block: one per value of the index.
    pub fn block_len(self) -> usize {
        1 << self.index_bits()
    }
}

/// How slider attacks are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A per-square magic multiplier indexes a shared table of attack sets.
    Magic,
    /// BMI2's PEXT packs the relevant occupancy into the index of the same table, without magics.
    Pext,
    /// Hyperbola quintessence: `o - 2s` and its byte-swapped mirror, with a small rank table.
    Hyperbola,
    /// Kindergarten bitboards: a file's or diagonal's occupancy gathered by one multiplication
    /// into a six-bit index of a small table.
    Kindergarten,
    /// Kogge-Stone occluded fills, no table.
    KoggeStone,
    /// Obstruction difference: per square and line, the squares below and above the slider; the
    /// nearest blocker below, by a leading-zero count, subtracted from those above.
    Obstruction,
    /// No table: the lines computed from the square, bounded by the nearest blocker each way
    /// (lowest set bit above, leading-zero count below).
    TableFree,
    /// Hyperbola quintessence on several lines at once: a bishop's two diagonals in SSSE3, a
    /// queen's file and diagonals in AVX2 with the rank from a table; the rook alone is scalar.
    Vector,
}

/// The in-between layouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 64 x 64 entries, indexed by both squares.
    Rectangular,
    /// 64 * 65 / 2 entries, indexed by the unordered pair.
    Triangular,
    /// 240 entries indexed by the 0x88 difference, holding the set relative to `a`.
    X88,
    /// No table: a branch-free calculation.
    Calculated,
}

/// Whether an in-between answer includes its second square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToSquare {
    /// Only the squares strictly between.
    Exclusive,
    /// The squares strictly between and the second square, aligned or not.
    Inclusive,
}

/// A distance metric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// King steps: the larger of the file and rank differences.
    Chebyshev,
    /// Rook steps of one square: the sum of the file and rank differences.
    Manhattan,
    /// Knight moves.
    Knight,
}

/// The layouts of a distance table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DistanceLayout {
    /// 64 x 64 entries.
    Rectangular,
    /// 240 entries by 0x88 difference.
    X88,
}

/// A colour, as the king's colour, the pawns' colour or the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// The other colour.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The colour's name in lower case.
    pub fn word(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// The element type of a table of sets and of its accessors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// A plain `u64`.
    U64,
    /// `bbgen::Bitboard`.
    Bitboard,
}

/// The emitted items' names, visibility and element type.
#[derive(Clone, Debug)]
pub struct Items {
    /// The name of the static table, in UPPER_SNAKE_CASE; accessor names are its lower case.
    pub name: Ident,
    /// The visibility of every emitted item, as tokens (`pub`, `pub(crate)`, or nothing).
    pub vis: TokenStream,
    /// The element type.
    pub elem: Elem,
}

/// The positional words and options of an invocation, as parsed.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// The positional words, in order; fewer than the grammar's slots only after a mistake.
    pub words: Vec<String>,
    /// `name = ...`
    pub name: Option<Ident>,
    /// `vis = ...`
    pub vis: Option<TokenStream>,
    /// `elem = ...`
    pub elem: Option<Elem>,
    /// `to = ...`
    pub to: Option<ToSquare>,
    /// `seed = ...`
    pub seed: Option<u64>,
}

impl Pattern {
    /// A queen pattern's rook and bishop halves, the same method under the names `{NAME}_ROOK`
    /// and `{NAME}_BISHOP`; `None` for any other pattern.
    pub fn queen_halves(&self) -> Option<[Pattern; 2]> {
        let Kind::Queen(method) = self.kind else { return None };
        let half = |slider: Slider| {
            let name = &self.items.name;
            let name = proc_macro2::Ident::new(&format!("{name}_{}", slider.word().to_uppercase()), name.span());
            Pattern { kind: Kind::Slider(slider, method), items: Items { name, ..self.items.clone() } }
        };
        Some([half(Slider::Rook), half(Slider::Bishop)])
    }

    /// The pattern `args` ask of macro `kind`; an argument missing after a mistake takes the
    /// slot's first word.
    pub fn build(kind: MacroKind, args: Args, span: Span) -> Pattern {
        let grammar = kind.grammar();
        let word = |i: usize| -> &str {
            args.words.get(i).map(String::as_str).or_else(|| grammar.slots.get(i).map(|s| s.words[0])).unwrap_or("")
        };
        let method = |w: &str| match w {
            "pext" => Method::Pext,
            "hyperbola" => Method::Hyperbola,
            "kindergarten" => Method::Kindergarten,
            "kogge_stone" => Method::KoggeStone,
            "obstruction" => Method::Obstruction,
            "table_free" => Method::TableFree,
            "vector" => Method::Vector,
            _ => Method::Magic,
        };
        let side = |w: &str| {
            if w == "black" || w == "btm" { Side::Black } else { Side::White }
        };
        let kind = match kind {
            MacroKind::KingMoore => Kind::KingMoore,
            MacroKind::KnightAttacks => Kind::KnightAttacks,
            MacroKind::PawnAttacks => Kind::PawnAttacks(side(word(0))),
            MacroKind::PawnPushes => Kind::PawnPushes(side(word(0))),
            MacroKind::PawnShield => Kind::PawnShield(side(word(0))),
            MacroKind::KingLines => Kind::KingLines,
            MacroKind::AttackedByPiece => Kind::AttackedByPiece,
            MacroKind::Distance => Kind::Distance(
                match word(0) {
                    "manhattan" => Metric::Manhattan,
                    "knight" => Metric::Knight,
                    _ => Metric::Chebyshev,
                },
                if word(1) == "x88" { DistanceLayout::X88 } else { DistanceLayout::Rectangular },
            ),
            MacroKind::FullLine => Kind::FullLine,
            MacroKind::Ray => Kind::Ray,
            MacroKind::InBetween => Kind::InBetween(
                match word(0) {
                    "triangular" => Layout::Triangular,
                    "x88" => Layout::X88,
                    "calculated" => Layout::Calculated,
                    _ => Layout::Rectangular,
                },
                args.to.unwrap_or(ToSquare::Exclusive),
            ),
            MacroKind::Caughtable => Kind::Caughtable((word(0) != "all").then(|| (side(word(0)), side(word(1))))),
            MacroKind::RookAttacks | MacroKind::BishopAttacks => Kind::Slider(
                if kind == MacroKind::RookAttacks { Slider::Rook } else { Slider::Bishop },
                method(word(0)),
            ),
            MacroKind::QueenAttacks => Kind::Queen(method(word(0))),
            MacroKind::Zobrist => Kind::Zobrist(args.seed.map_or(Keys::Polyglot, Keys::Seeded)),
        };
        let default_name = match kind {
            Kind::PawnAttacks(c) | Kind::PawnPushes(c) | Kind::PawnShield(c) => {
                format!("{}_{}", grammar.name, c.word())
            }
            Kind::Distance(..) => format!("distance_{}", word(0)),
            Kind::Caughtable(Some((king, to_move))) => {
                format!("caughtable_{}_{}", king.word(), if to_move == Side::White { "wtm" } else { "btm" })
            }
            _ => grammar.name.to_owned(),
        };
        let items = Items {
            name: args.name.unwrap_or_else(|| Ident::new(&default_name.to_uppercase(), span)),
            vis: args.vis.unwrap_or_else(|| quote::quote!(pub)),
            elem: args.elem.unwrap_or(Elem::U64),
        };
        Pattern { kind, items }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sequence of positional words the grammar accepts.
    fn word_sequences(grammar: &Grammar) -> Vec<Vec<&'static str>> {
        let mut sequences = vec![Vec::new()];
        for (i, slot) in grammar.slots.iter().enumerate() {
            let ended =
                |words: &Vec<&str>| i > 0 && words.last().is_some_and(|w| grammar.slots[i - 1].ends.contains(w));
            sequences = sequences
                .into_iter()
                .flat_map(|words| {
                    if ended(&words) {
                        vec![words]
                    } else {
                        slot.words.iter().map(|&word| [words.clone(), vec![word]].concat()).collect()
                    }
                })
                .collect();
        }
        sequences
    }

    #[test]
    fn default_names_read_words_where_said() {
        for kind in MacroKind::ALL {
            let mut names: Vec<String> = word_sequences(kind.grammar())
                .into_iter()
                .map(|words| {
                    let words = words.into_iter().map(str::to_owned).collect();
                    Pattern::build(kind, Args { words, ..Args::default() }, Span::call_site()).items.name.to_string()
                })
                .collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len() > 1, kind.default_name_reads_words(), "{kind:?}: {names:?}");
        }
    }
}
