//! What a parsed pattern asks for: plain data, checked and complete.

use proc_macro2::{Ident, Span, TokenStream};

/// A parsed pattern.
#[derive(Clone, Debug)]
pub enum Pattern {
    /// `king_moore!`: king attacks by lookup and by set-wise calculation.
    KingMoore(Items),
    /// `in_between!(LAYOUT)`: the squares between two squares.
    InBetween {
        /// How the table is laid out, or that there is none.
        layout: Layout,
        /// Whether the second square belongs to the answer.
        to: ToSquare,
        /// Names, visibility and element type.
        items: Items,
    },
    /// `caughtable!(KING, STM)` or `caughtable!(all)`: rule-of-the-square areas.
    Caughtable {
        /// One `[king colour][side to move]` case, or all four.
        case: Option<(Side, Side)>,
        /// Names, visibility and element type.
        items: Items,
    },
}

/// The in-between layouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 64 x 64 entries, indexed by both squares.
    Rectangular,
    /// 64 * 65 / 2 entries, indexed by the unordered pair.
    Triangular,
    /// 240 entries indexed by the 0x88 difference, holding the set relative to the lower square.
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

/// A colour, as the king's colour or as the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// Index in the colour dimension of a table: white 0, black 1.
    pub fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }

    /// The other colour.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// The element type of a table and of its accessors.
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
    /// Where the pattern was written, for the spans of emitted items.
    pub span: Span,
}
