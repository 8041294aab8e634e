//! Procedural macro shims for [bbgen](https://docs.rs/bbgen): each macro hands its tokens to
//! `bbgen-codegen` and returns what it emits. Use the macros through `bbgen`, which re-exports
//! them; their documentation there shows the patterns, options and defaults.

use bbgen_codegen::MacroKind;
use proc_macro::TokenStream;

/// King attacks: a 64-entry lookup table and a set-wise calculation for any set of kings.
///
/// ```
/// bbgen::king_moore!();
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(king_moore(G2), 0xE0A0E0);
/// assert_eq!(king_moore_set(G2.bitboard().0), KING_MOORE[G2 as usize]);
/// # }
/// ```
///
/// Emits `static KING_MOORE: [E; 64]`, `fn king_moore(sq: Square) -> E` (lookup) and
/// `fn king_moore_set(kings: E) -> E` (calculation), all `#[inline] const fn`.
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; functions take its lower case | `KING_MOORE` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `elem` | `u64` or `Bitboard` | `u64` |
///
/// ```
/// mod tables {
///     bbgen::king_moore!(name = KING_ATTACKS, vis = pub(crate), elem = Bitboard);
/// }
/// # fn main() {
/// assert_eq!(tables::king_attacks(bbgen::Square::A1).count(), 3);
/// # }
/// ```
#[proc_macro]
pub fn king_moore(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand(MacroKind::KingMoore, input.into()).into()
}

/// The squares between two squares, in one of four layouts.
///
/// `in_between!(LAYOUT)` with `LAYOUT` one of
/// - `rectangular`: `static IN_BETWEEN: [E; 64 * 64]` as `[[E; 64]; 64]`, 32 KiB;
/// - `triangular`: `static IN_BETWEEN: [E; 2080]`, indexed by the unordered pair, 16.25 KiB;
/// - `x88`: `static IN_BETWEEN: [E; 240]`, indexed by the 0x88 difference and holding the set
///   relative to the lower square, rotated back by the accessor, 1.9 KiB;
/// - `calculated`: no table, a branch-free calculation.
///
/// Each emits `fn in_between(a: Square, b: Square) -> E` and `fn in_between_clear(a: Square, b:
/// Square, occupancy: E) -> bool` (whether no square between is occupied; the `x88` one rotates
/// the occupancy rather than the entry, as the seed does), both `#[inline] const fn`. All four
/// layouts answer the same for all 4,096 pairs. By default the answer is the squares strictly between
/// `a` and `b` on a common rank, file, diagonal or anti-diagonal, and empty when they are not
/// aligned or equal.
///
/// ```
/// bbgen::in_between!(triangular);
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(in_between(C3, F6), D4.bitboard().0 | E5.bitboard().0);
/// assert_eq!(in_between(A1, B3), 0);
/// assert!(in_between_clear(A1, H8, H8.bitboard().0));
/// assert!(!in_between_clear(A1, H8, D4.bitboard().0));
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `IN_BETWEEN` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `elem` | `u64` or `Bitboard` | `u64` |
/// | `to` | `exclusive`, or `inclusive` to add `b` itself whether aligned or not, as in check evasion: the squares that block or capture a checker on `b` | `exclusive` |
///
/// ```
/// bbgen::in_between!(x88, name = EVASION, to = inclusive, elem = Bitboard);
/// # fn main() {
/// use bbgen::Square::*;
/// // A knight check on f3 against a king on e1 can only be answered on f3.
/// assert_eq!(evasion(E1, F3), F3.bitboard());
/// # }
/// ```
#[proc_macro]
pub fn in_between(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand(MacroKind::InBetween, input.into()).into()
}

/// Rule-of-the-square areas: where a lone king catches a passed pawn of the other colour.
///
/// `caughtable!(KING, TO_MOVE)` with `KING` one of `white`, `black` (the king's colour) and
/// `TO_MOVE` one of `wtm`, `btm` emits `static CAUGHTABLE_BLACK_WTM: [E; 64]` (named after the
/// case) and `fn caughtable_black_wtm(king: Square) -> E`. A pawn is caught when the king's
/// distance to its promotion square is at most the pawn's moves to promotion (a double step from
/// its home rank counts as one move), plus one when the king's side is to move. Entries cover
/// pawn squares on ranks 2 to 7; ranks 1 and 8 and the king's own square are stored empty.
///
/// `caughtable!(all)` emits the four cases as `static CAUGHTABLE: [[[E; 64]; 2]; 2]`, indexed by
/// `[king colour][side to move][king square]`, and `fn caughtable(king_color: Color, to_move:
/// Color, king: Square) -> E`.
///
/// ```
/// bbgen::caughtable!(black, wtm);
/// # fn main() {
/// use bbgen::Square::*;
/// let white_passers = A4.bitboard().0 | H2.bitboard().0;
/// // The black king on g5 catches h2 but not a4.
/// assert_eq!(white_passers & !caughtable_black_wtm(G5), A4.bitboard().0);
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `CAUGHTABLE_<KING>_<TO_MOVE>`, or `CAUGHTABLE` for `all` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `elem` | `u64` or `Bitboard` | `u64` |
#[proc_macro]
pub fn caughtable(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand(MacroKind::Caughtable, input.into()).into()
}

/// A `Bitboard` constant drawn as a diagram: eight rows of eight cells, rank 8 on top, `.` for
/// an empty square and `1` or `x` for a square in the set.
///
/// ```
/// use bbgen::{bitboard, Bitboard};
///
/// const KING_ON_G2: Bitboard = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . 1 1 1
///     . . . . . 1 . 1
///     . . . . . 1 1 1
/// };
/// assert_eq!(KING_ON_G2, Bitboard(0xE0A0E0));
/// ```
///
/// Rows are read from source lines; all 64 cells on a single line are accepted too. Anything
/// but eight rows of eight cells is a compile error pointing at the row that is off.
#[proc_macro]
pub fn bitboard(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand_bitboard(input.into()).into()
}
