//! Procedural macro shims for [bbgen](https://docs.rs/bbgen): each macro hands its tokens to
//! `bbgen-codegen`, under its own name, and returns what it emits. Use the macros through `bbgen`, which re-exports
//! them; their documentation there shows the patterns, options and defaults.

#![forbid(unsafe_code)]

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
    bbgen_codegen::expand("king_moore", input.into()).into()
}

/// The squares between two squares, in one of four layouts.
///
/// `in_between!(LAYOUT)` with `LAYOUT` one of
/// - `rectangular`: `static IN_BETWEEN: [E; 64 * 64]` as `[[E; 64]; 64]`, 32 KiB;
/// - `triangular`: `static IN_BETWEEN: [[u32; 2]; 2080]`, indexed by the unordered pair, each set
///   as its two 32-bit halves so that one scaled load reads it, 16.25 KiB;
/// - `x88`: `static IN_BETWEEN: [E; 240]`, indexed by the 0x88 difference and holding the set
///   relative to `a`, rotated back by the accessor, 1.9 KiB;
/// - `calculated`: no table, a branch-free calculation.
///
/// Each emits `fn in_between(a: Square, b: Square) -> E` and `fn in_between_clear(a: Square, b:
/// Square, occupancy: E) -> bool` (whether no square between is occupied; the `x88` one rotates
/// the occupancy rather than the entry, as the Square Attacked By page does), both `#[inline] const fn`. All four
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
    bbgen_codegen::expand("in_between", input.into()).into()
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
    bbgen_codegen::expand("caughtable", input.into()).into()
}

/// Knight attacks: a 64-entry lookup table and a set-wise calculation for any set of knights.
///
/// Emits `static KNIGHT_ATTACKS: [E; 64]` (512 bytes), `fn knight_attacks(sq: Square) -> E` and
/// `fn knight_attacks_set(knights: E) -> E`. Options as for [`king_moore!`]: `name`, `vis`,
/// `elem` (default `KNIGHT_ATTACKS`, `pub`, `u64`).
///
/// ```
/// bbgen::knight_attacks!();
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(knight_attacks(A1), B3.bitboard().0 | C2.bitboard().0);
/// assert_eq!(knight_attacks_set(A1.bitboard().0 | H8.bitboard().0), knight_attacks(A1) | knight_attacks(H8));
/// # }
/// ```
#[proc_macro]
pub fn knight_attacks(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("knight_attacks", input.into()).into()
}

/// Pawn captures of one colour: `pawn_attacks!(white)` or `pawn_attacks!(black)`.
///
/// Emits `static PAWN_ATTACKS_WHITE: [E; 64]` (512 bytes), `fn pawn_attacks_white(sq: Square) ->
/// E` and `fn pawn_attacks_white_set(pawns: E) -> E` (likewise `_BLACK`). Entries exist for
/// every square, the first and last ranks too, so that the other colour's table read from a
/// square finds the pawns attacking it. Options: `name`, `vis`, `elem`.
///
/// ```
/// bbgen::pawn_attacks!(white);
/// bbgen::pawn_attacks!(black);
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(pawn_attacks_white(E4), D5.bitboard().0 | F5.bitboard().0);
/// // White pawns attacking e5 stand where a black pawn on e5 would attack.
/// assert_eq!(pawn_attacks_black(E5), D4.bitboard().0 | F4.bitboard().0);
/// # }
/// ```
#[proc_macro]
pub fn pawn_attacks(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("pawn_attacks", input.into()).into()
}

/// Pawn pushes of one colour: `pawn_pushes!(white)` or `pawn_pushes!(black)`.
///
/// Emits `static PAWN_PUSHES_WHITE: [E; 64]` (512 bytes; single push, plus the double push from
/// the home rank, on an empty board), `fn pawn_pushes_white(sq: Square) -> E`, and the set-wise
/// `fn pawn_pushes_white_single(pawns: E, empty: E) -> E` and `fn pawn_pushes_white_double(pawns:
/// E, empty: E) -> E`, which respect occupancy. Options: `name`, `vis`, `elem`.
///
/// ```
/// bbgen::pawn_pushes!(white);
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(pawn_pushes_white(E2), E3.bitboard().0 | E4.bitboard().0);
/// let empty = !(E2.bitboard().0 | E4.bitboard().0);
/// assert_eq!(pawn_pushes_white_single(E2.bitboard().0, empty), E3.bitboard().0);
/// assert_eq!(pawn_pushes_white_double(E2.bitboard().0, empty), 0);
/// # }
/// ```
#[proc_macro]
pub fn pawn_pushes(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("pawn_pushes", input.into()).into()
}

/// Pawn-shield masks for a king of one colour: `pawn_shield!(white)` or `pawn_shield!(black)`.
///
/// For a king on the a- to c-files the mask holds the a- to c-files, for the f- to h-files the f-
/// to h-files, on the two ranks in front of the king; for a king on the d- or e-file it is empty.
/// Emits `static PAWN_SHIELD_WHITE: [E; 64]` (512 bytes) and `fn pawn_shield_white(king: Square)
/// -> E`. Options: `name`, `vis`, `elem`.
///
/// ```
/// bbgen::pawn_shield!(white);
/// # fn main() {
/// use bbgen::{bitboard, Bitboard, Square::*};
/// const SHIELD: Bitboard = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . 1 1 1
///     . . . . . 1 1 1
///     . . . . . . . .
/// };
/// assert_eq!(pawn_shield_white(G1), SHIELD.0);
/// # }
/// ```
#[proc_macro]
pub fn pawn_shield(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("pawn_shield", input.into()).into()
}

/// Pawn-structure masks, one set per square, as engines build them at start-up:
/// `pawn_mask!(COLOUR, KIND)` with `COLOUR` one of `white`, `black` (the pawn's colour) and `KIND`
/// one of
/// - `front_file`: the squares of the pawn's file strictly ahead of it (Stockfish's
///   `forward_file_bb`): a friendly pawn there doubles it, an enemy one blocks it;
/// - `passed`: the squares of its file and of the files beside it on the ranks strictly ahead
///   (Stockfish's `passed_pawn_span`, Ethereal's `PassedPawnMasks`): the pawn is passed when no
///   enemy pawn stands there;
/// - `attack_span`: the files beside its file on the ranks strictly ahead, every square it may
///   attack as it advances (Stockfish's `pawn_attack_span`, Ethereal's `OutpostSquareMasks`);
/// - `connected`: the squares from which a friendly pawn defends it or the square ahead of it
///   (Ethereal's `PawnConnectedMasks`), empty on ranks 1 and 8;
///
/// or `pawn_mask!(adjacent)`, which takes no colour: every square of the files beside the pawn's
/// file, one file on the a- and h-files (Stockfish's `adjacent_files_bb`, Ethereal's
/// `IsolatedPawnMasks`).
///
/// Emits `static PAWN_MASK_<KIND>_<COLOUR>: [E; 64]` (512 bytes) and `fn
/// pawn_mask_<kind>_<colour>(sq: Square) -> E`, such as `pawn_mask_passed_white(sq)`, both
/// `#[inline] const fn`; for `adjacent`, `PAWN_MASK_ADJACENT` and `pawn_mask_adjacent(sq)`.
/// "Ahead" is towards rank 8 for white and rank 1 for black.
///
/// ```
/// bbgen::pawn_mask!(white, passed);
/// bbgen::pawn_mask!(adjacent);
/// # fn main() {
/// use bbgen::{bitboard, Bitboard, Square::*};
/// const SPAN: Bitboard = bitboard! {
///     . . . 1 1 1 . .
///     . . . 1 1 1 . .
///     . . . 1 1 1 . .
///     . . . 1 1 1 . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// };
/// assert_eq!(pawn_mask_passed_white(E4), SPAN.0);
/// // A pawn on a2 with no friendly pawn on the b-file is isolated.
/// assert_eq!(pawn_mask_adjacent(A2), 0x0202_0202_0202_0202);
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `PAWN_MASK_<KIND>_<COLOUR>`, or `PAWN_MASK_ADJACENT` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `elem` | `u64` or `Bitboard` | `u64` |
///
/// ```
/// bbgen::pawn_mask!(black, passed, name = BLACK_PASSED, elem = Bitboard);
/// # fn main() {
/// use bbgen::Square::*;
/// let white_pawns = B2.bitboard() | H3.bitboard();
/// // A black pawn on d4 meets no white pawn on the c- to e-files below it; one on g4 meets h3.
/// assert!((black_passed(D4) & white_pawns).is_empty());
/// assert!(!(black_passed(G4) & white_pawns).is_empty());
/// # }
/// ```
#[proc_macro]
pub fn pawn_mask(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("pawn_mask", input.into()).into()
}

/// King zones, the squares around a king on which king safety counts attacks: `king_zone!(ring)`
/// or `king_zone!(COLOUR, area)` with `COLOUR` one of `white`, `black` (the king's colour).
///
/// - `ring`: Stockfish 11's king ring: the king's square moved off the edge onto files b to g and
///   ranks 2 to 7, with its king attacks, so that every ring holds nine squares; the same for both
///   colours. Emits `static KING_ZONE_RING: [E; 64]` and `fn king_zone_ring(king: Square) -> E`.
/// - `area`: Ethereal's king area: the king's square, its king attacks and those moved one rank
///   forward (towards rank 8 for white, rank 1 for black); on the a- and h-files, that again one
///   file inwards. Emits `static KING_ZONE_AREA_WHITE: [E; 64]` and `fn
///   king_zone_area_white(king: Square) -> E` (likewise `_BLACK`).
///
/// Each table takes 512 bytes; the functions are `#[inline] const fn`.
///
/// ```
/// bbgen::king_zone!(ring);
/// bbgen::king_zone!(white, area);
/// # fn main() {
/// use bbgen::{bitboard, Bitboard, Square::*};
/// const F1_TO_H3: Bitboard = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . 1 1 1
///     . . . . . 1 1 1
///     . . . . . 1 1 1
/// };
/// // A king on g1 is moved to g2 for its ring.
/// assert_eq!(king_zone_ring(G1), F1_TO_H3.0);
/// assert_eq!(king_zone_area_white(G1), F1_TO_H3.0);
/// // On the a-file the area reaches the c-file.
/// assert_eq!(king_zone_area_white(A1), 0x0007_0707);
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `KING_ZONE_RING`, or `KING_ZONE_AREA_<COLOUR>` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `elem` | `u64` or `Bitboard` | `u64` |
///
/// ```
/// bbgen::king_zone!(black, area, name = BLACK_KING_AREA, elem = Bitboard);
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(black_king_area(G8).count(), 9);
/// assert!(black_king_area(G8).contains(G6));
/// # }
/// ```
#[proc_macro]
pub fn king_zone(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("king_zone", input.into()).into()
}

/// The four lines through every square, for "vulnerable on distant checks".
///
/// Emits `static KING_LINES: [KingLines; 64]` (2 KiB, 16-byte aligned entries), `fn
/// king_lines(king: Square) -> &'static KingLines`, and `fn king_lines_dir_set(pattern: u64,
/// king: Square) -> u32` with its three variants `_branching`, `_branchless` (both `const`) and
/// `_sse41` (`Option<u32>`). `pattern` is the king's escape squares (its attacks less the taboo
/// squares) with its own square; the answer sums 1 (rank), 2 (file), 4 (diagonal) and 8
/// (anti-diagonal) for each line holding the whole pattern. `dir_set` takes SSE4.1 when the
/// target has it, asks the CPU once otherwise (with `std`), and falls back to the branchless
/// test; the branchless test itself measured faster than that choice on both benchmark targets
/// (`BENCHMARKS.md`). Options: `name`, `vis`.
///
/// ```
/// bbgen::king_lines!();
/// bbgen::king_moore!();
/// # fn main() {
/// use bbgen::Square::*;
/// // A king on g1 behind unmoved pawns on f2, g2 and h2 can step only along the first rank.
/// let taboo = F2.bitboard().0 | G2.bitboard().0 | H2.bitboard().0;
/// let pattern = (king_moore(G1) & !taboo) | G1.bitboard().0;
/// assert_eq!(king_lines_dir_set(pattern, G1), 1);
/// assert_eq!(king_lines_dir_set_branchless(G1.bitboard().0, G1), 15);
/// # }
/// ```
#[proc_macro]
pub fn king_lines(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("king_lines", input.into()).into()
}

/// NNUE king buckets, drawn as a map: `king_buckets! { name = NAME, DRAWING }`, the drawing 8
/// rows of bucket numbers from 0 to 255, rank 8 on top, each row on a line of its own.
///
/// Drawn with 4 numbers a row (files a to d), as most engines draw theirs, a king on files e to h
/// takes the bucket of its mirror square (`sq ^ 7`), and `NAME_mirrored` says so, for the
/// network's inputs to be mirrored too; drawn with 8 (files a to h), each square has its own
/// bucket and `NAME_mirrored` is always false.
///
/// Emits `static KING_BUCKETS: [u8; 64]`, the bucket of a king on each square (files e to h filled
/// in from their mirror squares), `fn king_buckets(sq: Square) -> u8` and `fn
/// king_buckets_mirrored(sq: Square) -> bool`, all `#[inline] const fn`; with `name = X` they are
/// `X`, `x` and `x_mirrored`. The table's docs draw the map for every square.
///
/// ```
/// bbgen::king_buckets! {
///     name = KING_BUCKETS,
///     12 13 14 15
///     12 13 14 15
///     8  9  10 11
///     8  9  10 11
///     4  5  6  7
///     4  5  6  7
///     0  1  2  3
///     0  1  2  3
/// }
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(king_buckets(A1), 0);
/// assert_eq!(king_buckets(H1), 0); // mirrored to a1
/// assert!(king_buckets_mirrored(H1));
/// assert_eq!((king_buckets(D5), king_buckets(E5)), (11, 11));
/// assert!(!king_buckets_mirrored(D5));
/// # }
/// ```
///
/// Rows are read from source lines, as [`bitboard!`] reads its rows, so that a row too long or too
/// short is told apart from its neighbours; all 32 or 64 numbers on a single line are accepted
/// too, as rows of 4 or 8. A number over 255, a cell that is not a number, a row of another
/// length than the others (4 and 8 mixed among them) and fewer or more than 8 rows are each a
/// compile error pointing at what is off.
///
/// # Options
/// The options come first, each followed by a comma; the drawing comes last.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; functions take its lower case | `KING_BUCKETS` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
///
/// ```
/// mod nnue {
///     bbgen::king_buckets! {
///         name = BUCKETS, vis = pub(crate),
///         6 6 6 6 7 7 7 7
///         6 6 6 6 7 7 7 7
///         4 4 4 4 5 5 5 5
///         4 4 4 4 5 5 5 5
///         2 2 2 2 3 3 3 3
///         2 2 2 2 3 3 3 3
///         0 0 0 0 1 1 1 1
///         0 0 0 0 1 1 1 1
///     }
/// }
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!((nnue::buckets(A1), nnue::buckets(H1), nnue::buckets(H8)), (0, 1, 7));
/// assert!(!nnue::buckets_mirrored(H1));
/// # }
/// ```
#[proc_macro]
pub fn king_buckets(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("king_buckets", input.into()).into()
}

/// Whether a piece on one square attacks another, by 0x88 difference and a rotate of the
/// occupancy.
///
/// Emits `static ATTACKED_BY_PIECE: [[u64; 240]; 7]` (13,440 bytes; rows white pawn, black pawn,
/// knight, bishop, rook, queen, king) and `fn is_attacked_by_piece(from: Square, to: Square, piece:
/// Piece, occupancy: u64) -> bool`. An entry holds the squares that must be empty, relative to
/// `from`: none for a leaper's attack, the squares between for a slider's, all for a difference
/// the piece never attacks along. Options: `name` (the function takes `is_` and its lower case),
/// `vis`.
///
/// ```
/// bbgen::attacked_by_piece!();
/// # fn main() {
/// use bbgen::{Color::White, Piece, Role, Square::*};
/// let rook = Piece::new(White, Role::Rook);
/// assert!(is_attacked_by_piece(A1, A8, rook, 0));
/// assert!(!is_attacked_by_piece(A1, A8, rook, A4.bitboard().0));
/// assert!(!is_attacked_by_piece(A1, B2, rook, 0));
/// # }
/// ```
#[proc_macro]
pub fn attacked_by_piece(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("attacked_by_piece", input.into()).into()
}

/// Distances: `distance!(METRIC, LAYOUT)` with `METRIC` one of `chebyshev` (king steps),
/// `manhattan` (file plus rank difference), `knight` (knight moves), and `LAYOUT` one of
/// `rectangular` (`[[u8; 64]; 64]`, 4 KiB) or `x88` (`[u8; 240]` by 0x88 difference).
///
/// Emits `static DISTANCE_<METRIC>` and `fn distance_<metric>(a: Square, b: Square) -> u8`.
/// Knight distance by 0x88 difference is the distance on an unbounded board, which differs from
/// the board's only between a corner and its diagonal neighbour (2 instead of 4). Options: `name`,
/// `vis`.
///
/// ```
/// bbgen::distance!(knight, rectangular);
/// bbgen::distance!(chebyshev, x88, name = KING_DISTANCE);
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(distance_knight(A1, H8), 6);
/// assert_eq!(distance_knight(A1, B2), 4);
/// assert_eq!(king_distance(A1, H8), 7);
/// # }
/// ```
#[proc_macro]
pub fn distance(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("distance", input.into()).into()
}

/// Distance rings: the squares at each king distance from a square, as old Stockfish's
/// `DistanceRingBB` and Koivisto's `CIRCLE` hold them, but indexed by the distance itself.
///
/// Emits `static DISTANCE_RING: [[E; 8]; 64]` (4 KiB) and `fn distance_ring(sq: Square, d: u8) ->
/// E`, `#[inline] const fn`: the squares at Chebyshev (king) distance exactly `d` from `sq`. `d = 0`
/// gives `sq` itself and `d = 1` its king attacks: old Stockfish's `DistanceRingBB[sq][d]` is
/// `distance_ring(sq, d + 1)`. For `d` of 8 or more the answer is empty, as no square is that far;
/// the table is never read out of bounds.
///
/// ```
/// bbgen::distance_ring!();
/// # fn main() {
/// use bbgen::{bitboard, Bitboard, Square::*};
/// const TWO_FROM_D4: Bitboard = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . 1 1 1 1 1 . .
///     . 1 . . . 1 . .
///     . 1 . . . 1 . .
///     . 1 . . . 1 . .
///     . 1 1 1 1 1 . .
///     . . . . . . . .
/// };
/// assert_eq!(distance_ring(D4, 2), TWO_FROM_D4.0);
/// assert_eq!(distance_ring(D4, 0), D4.bitboard().0);
/// assert_eq!(distance_ring(A1, 7), 0xFF80_8080_8080_8080);
/// assert_eq!(distance_ring(A1, 8), 0);
/// // Every square lies on exactly one ring.
/// assert_eq!((0..8).fold(0, |all, d| all | distance_ring(E4, d)), u64::MAX);
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `DISTANCE_RING` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `elem` | `u64` or `Bitboard` | `u64` |
///
/// ```
/// bbgen::distance_ring!(name = RING, elem = Bitboard);
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(ring(H8, 1).count(), 3);
/// assert!(ring(H8, 9).is_empty());
/// # }
/// ```
#[proc_macro]
pub fn distance_ring(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("distance_ring", input.into()).into()
}

/// The whole line through two aligned squares, edge to edge.
///
/// Emits `static FULL_LINE: [[E; 64]; 64]` (32 KiB) and `fn full_line(a: Square, b: Square) ->
/// E`, empty when the squares are not aligned or equal. Options: `name`, `vis`, `elem`.
///
/// ```
/// bbgen::full_line!();
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(full_line(C3, E5), 0x8040_2010_0804_0201);
/// assert_eq!(full_line(A1, B3), 0);
/// # }
/// ```
#[proc_macro]
pub fn full_line(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("full_line", input.into()).into()
}

/// The ray from one square through another, to the edge.
///
/// Emits `static RAY: [[E; 64]; 64]` (32 KiB) and `fn ray(from: Square, through: Square) -> E`:
/// the squares beyond `from` in the direction of `through`, `through` included; empty when the
/// squares are not aligned or equal. Options: `name`, `vis`, `elem`.
///
/// ```
/// bbgen::ray!();
/// # fn main() {
/// use bbgen::Square::*;
/// assert_eq!(ray(F6, E5), E5.bitboard().0 | D4.bitboard().0 | C3.bitboard().0 | B2.bitboard().0 | A1.bitboard().0);
/// # }
/// ```
#[proc_macro]
pub fn ray(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("ray", input.into()).into()
}

/// Rook attacks for any occupancy: `rook_attacks!(METHOD)`.
///
/// `METHOD` is one of
/// - `magic`: `static ROOK_ATTACKS: Packed<827384>`, 103,423 attack sets (808 KiB) stored as
///   little-endian bytes, indexed through `ROOK_ATTACKS_MAGICS: [Magic<[u8; 8], 4096>; 64]`: each
///   record holds its square's block of 4,096 entries, read at `(occupancy & mask) * magic >> 52`;
///   the shift is the same on every square, so the accessor loads no shift, and the blocks
///   overlap where they agree; the magics and offsets are built in, found once from a fixed seed;
/// - `pext`: a table of 102,400 attack sets indexed by BMI2's `pext(occupancy, mask)`, through
///   `ROOK_ATTACKS_PEXTS: [Pext<[u8; 8], 4096>; 64]`, each record its square's mask and block (so a
///   lookup adds no offset and checks no bound); every item is `#[cfg(all(target_arch = "x86_64", target_feature
///   = "bmi2"))]`, so it exists only where the target has BMI2;
/// - `hyperbola`: hyperbola quintessence, `ROOK_ATTACKS: [u64; 64]` (the files) and
///   `ROOK_ATTACKS_RANKS: [u8; 512]` (first-rank attacks by inner occupancy and file), 1 KiB in all;
/// - `kindergarten`: kindergarten bitboards, `ROOK_ATTACKS: [[u64; 64]; 8]` (a-file attacks by
///   rank and file occupancy, gathered by one multiplication) and the same first-rank table,
///   4.5 KiB in all;
/// - `kogge_stone`: Kogge-Stone occluded fills, no table, plus `rook_attacks_set(rooks,
///   occupancy)` for any set of rooks;
/// - `obstruction`: obstruction difference (after the Chess Programming Wiki's page of that
///   name), `ROOK_ATTACKS: [[u64; 2]; 64]`, the rank and the file through each square without
///   it, 1 KiB: on each line the nearest blocker above (the lowest set bit) and below (one
///   leading-zero count) bound the attacks;
/// - `table_free`: no table at all: the rank and file are shifted from constants, and each is
///   cut between the nearest blocker above (the lowest set bit) and below (a leading-zero
///   count), the line-mask formulation of engines such as QBBEngine. It wants LZCNT: at the
///   x86-64 baseline a leading-zero count and the shifts by a variable cost several
///   instructions each, and it ran 7 times slower there than at `-C target-cpu=native`
///   (`BENCHMARKS.md`, queen lookups);
/// - `vector`: hyperbola's tables, for the rook alone hyperbola's scalar code (one line has
///   nothing to put side by side); it serves [`bishop_attacks!`] and [`queen_attacks!`], whose
///   lines go side by side in vector registers.
///
/// Each emits `fn rook_attacks(sq: Square, occupancy: E) -> E` (`const` but for `pext`), and all
/// answer the same for every occupancy. Options: `name`, `vis`, `elem`.
///
/// ```
/// bbgen::rook_attacks!(magic);
/// bbgen::rook_attacks!(hyperbola, name = ROOK_HQ);
/// # fn main() {
/// use bbgen::Square::*;
/// let occupancy = D6.bitboard().0 | F4.bitboard().0;
/// assert_eq!(rook_attacks(D4, occupancy), rook_hq(D4, occupancy));
/// assert_eq!(rook_attacks(A1, 0), 0x0101_0101_0101_01FE);
/// # }
/// ```
#[proc_macro]
pub fn rook_attacks(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("rook_attacks", input.into()).into()
}

/// Bishop attacks for any occupancy: `bishop_attacks!(METHOD)`, with the methods of
/// [`rook_attacks!`]: `magic` (5,372 entries, 42 KiB, blocks of 512, shift 55), `pext` (5,248 entries),
/// `hyperbola` (`[[u64; 2]; 64]`, the two diagonals through each square, 1 KiB), `kindergarten`
/// (`[[u64; 64]; 8]`, the first-rank attacks copied to every rank, and the diagonals as
/// `BISHOP_ATTACKS_LINES`, 5 KiB), `kogge_stone`, `obstruction` (`[[u64; 2]; 64]`, 1 KiB),
/// `table_free` (no table: on each diagonal the nearest occupied or last square each way, and the
/// segment between them shifted from one constant) and `vector` (hyperbola's
/// table, both diagonals at once in the two lanes of an SSSE3 register; not `const`: it uses
/// SSSE3 where the target has it, asks the CPU otherwise with `std`, and goes line by line
/// where neither).
///
/// Emits `fn bishop_attacks(sq: Square, occupancy: E) -> E` and the method's tables. Options:
/// `name`, `vis`, `elem`.
///
/// ```
/// bbgen::bishop_attacks!(magic);
/// bbgen::bishop_attacks!(kogge_stone, name = BISHOP_FILL);
/// # fn main() {
/// use bbgen::Square::*;
/// let occupancy = F6.bitboard().0;
/// assert_eq!(bishop_attacks(D4, occupancy), bishop_fill(D4, occupancy));
/// assert_eq!(bishop_attacks(A1, 0), 0x8040_2010_0804_0200);
/// # }
/// ```
#[proc_macro]
pub fn bishop_attacks(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("bishop_attacks", input.into()).into()
}

/// Queen attacks for any occupancy: `queen_attacks!(METHOD)`, with the methods of
/// [`rook_attacks!`] (`magic`, `pext`, `hyperbola`, `kindergarten`, `kogge_stone`,
/// `obstruction`, `table_free`, `vector`). With `vector`, `queen_attacks` finds the file and both
/// diagonals side by side in one AVX2 register (where the target or, with `std`, the CPU has
/// AVX2), as Stockfish's lookup of both attacks does, and the rank from the first-rank table.
///
/// Emits the rook's and the bishop's items of that method under the names `QUEEN_ATTACKS_ROOK`
/// and `QUEEN_ATTACKS_BISHOP` (with `queen_attacks_rook(sq, occupancy)` and
/// `queen_attacks_bishop(sq, occupancy)`), and on them `fn queen_attacks(sq: Square, occupancy:
/// E) -> E`, their union, and `fn queen_attacks_both(sq, occupancy) -> (E, E)`, the straight and
/// the diagonal attacks apart, as the attackers of a square and pins need them; for
/// `kogge_stone` also `queen_attacks_set(queens, occupancy)`. The bytes are the rook's and the
/// bishop's together. Options: `name`, `vis`, `elem`, and `rook = METHOD` or `bishop = METHOD`
/// to give one half a method of its own: `queen_attacks!(obstruction, rook = table_free)` finds
/// the rank and file by shifts and reads the diagonals from 1 KiB, the fastest queen within 4 KiB
/// where a loop over squares is vectorised (see BENCHMARKS.md).
///
/// ```
/// bbgen::queen_attacks!(obstruction, rook = table_free, name = SMALL_QUEEN);
/// bbgen::queen_attacks!(hyperbola);
/// bbgen::queen_attacks!(kogge_stone, name = QUEEN_FILL, elem = Bitboard);
/// # fn main() {
/// use bbgen::{Bitboard, Square::*};
/// let occupancy = D6.bitboard() | F6.bitboard();
/// let (straight, diagonal) = queen_attacks_both(D4, occupancy.0);
/// assert_eq!(queen_attacks(D4, occupancy.0), straight | diagonal);
/// assert_eq!(queen_fill(D4, occupancy), Bitboard(straight | diagonal));
/// assert_eq!(queen_attacks(A1, 0).count_ones(), 21);
/// assert_eq!(small_queen(D4, occupancy.0), queen_attacks(D4, occupancy.0));
/// # }
/// ```
#[proc_macro]
pub fn queen_attacks(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("queen_attacks", input.into()).into()
}

/// Zobrist keys for hashing positions, in the layout of the Polyglot opening-book format:
/// `zobrist!(polyglot)` for the keys the format publishes, so that a position's key can probe any
/// Polyglot book, or `zobrist!(seed = N)` for keys drawn by SplitMix64 from the `u64` seed `N`,
/// the same on every build.
///
/// Emits `static ZOBRIST: [u64; 781]` (6,248 bytes: 768 piece-on-square keys, 4 castling rights, 8
/// en-passant files, white to move) and `static ZOBRIST_CASTLING: [u64; 16]` (the XOR of the
/// rights' keys for each set of rights, 128 bytes), with the `const fn` accessors
/// `zobrist_piece(piece, sq)`, `zobrist_castling(rights)`, `zobrist_en_passant(sq)` and
/// `zobrist_turn(side_to_move)`. A position's key is the XOR of the keys that apply; the
/// en-passant key applies only when a pawn of the side to move stands ready to take en passant.
/// [`Board::hash`](https://docs.rs/bbgen/latest/bbgen/struct.Board.html#method.hash) gives the
/// Polyglot key, all but its en-passant part kept up to date move by move.
///
/// ```
/// bbgen::zobrist!(polyglot);
/// # fn main() {
/// use bbgen::{Board, Castling, Color, Piece, Role, Square};
/// let board = Board::startpos();
/// let mut key = zobrist_castling(Castling::ALL) ^ zobrist_turn(Color::White);
/// for sq in board.occupied() {
///     key ^= zobrist_piece(board.piece_at(sq).unwrap(), sq);
/// }
/// assert_eq!(key, 0x463B_9618_1691_FC9C);
/// assert_eq!(key, board.hash());
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `seed` | an integer literal up to `u64::MAX`, in place of `polyglot` | none |
/// | `name` | the table's name, UPPER_SNAKE_CASE; functions take its lower case | `ZOBRIST` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
///
/// ```
/// bbgen::zobrist!(seed = 0x5EED, name = KEYS);
/// # fn main() {
/// use bbgen::{Color, Piece, Role, Square};
/// let white_king = Piece::new(Color::White, Role::King);
/// assert_ne!(keys_piece(white_king, Square::E1), keys_piece(white_king, Square::G1));
/// assert_eq!(keys_turn(Color::Black), 0);
/// # }
/// ```
#[proc_macro]
pub fn zobrist(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("zobrist", input.into()).into()
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
/// A cell is `.` for an empty square and `1`, `x` or `X` for a square in the set. Rows are read
/// from source lines; all 64 cells on a single line are accepted too. Anything but eight rows of
/// eight cells is a compile error pointing at the row that is off, or at the last row when rows
/// are missing.
#[proc_macro]
pub fn bitboard(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand_bitboard(input.into()).into()
}

/// Cuckoo tables of upcoming repetitions (Marcel van Kervinck's method): with them an engine sees,
/// without playing any move, that the side to move can repeat an earlier position with one move,
/// and can score the position as a draw before the repetition happens.
///
/// `cuckoo!(polyglot)` or `cuckoo!(seed = N)`, over the same keys as `zobrist!` with the same
/// argument. For every piece other than a pawn, of either colour, and every two squares `a < b`
/// it moves between on an empty board, the key of that move, `Z(piece, a) ^ Z(piece, b) ^ Z(white
/// to move)`, is stored by cuckoo hashing: 3,668 entries in `static CUCKOO: [u64; 8192]` (64 KiB),
/// their squares in `static CUCKOO_MOVES: [u8; 16384]` (16 KiB, slot `i` at `2 * i`). The `const fn cuckoo(key:
/// u64) -> Option<(Square, Square)>` finds the move whose key is `key`. With a seed whose keys
/// make the insertion go round in a cycle, the expansion fails and says so.
///
/// The XOR of a position's key and the key of an earlier position with the other side to move,
/// found in the table, names one move of one piece that turns one position into the other: when
/// the squares between are empty and the move is legal, the side to move can repeat it.
/// [`Board::upcoming_repetition`](https://docs.rs/bbgen/latest/bbgen/struct.Board.html#method.upcoming_repetition)
/// does this with the runtime's own table.
///
/// ```
/// bbgen::cuckoo!(polyglot);
/// # fn main() {
/// use bbgen::{Board, Square};
/// // The keys before and after Nf3 differ by the knight's two squares and the side to move.
/// let before = Board::startpos();
/// let after = before.played(before.parse_uci("g1f3").unwrap());
/// assert_eq!(cuckoo(before.hash() ^ after.hash()), Some((Square::G1, Square::F3)));
/// // A pawn's move is never undone: it has no entry.
/// let pawn = before.played(before.parse_uci("e2e3").unwrap());
/// assert_eq!(cuckoo(before.hash() ^ pawn.hash()), None);
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `seed` | an integer literal up to `u64::MAX`, in place of `polyglot` | none |
/// | `name` | the table's name, UPPER_SNAKE_CASE; functions take its lower case | `CUCKOO` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
#[proc_macro]
pub fn cuckoo(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("cuckoo", input.into()).into()
}

/// A table of numbers that a Rust closure of its indices computes: late-move reductions,
/// pruning counts, margins, curves; whatever an engine's `init()` fills with floating point that a
/// `const fn` cannot call (`f64::ln` is not `const`). The generator evaluates the closure for
/// every entry while expanding, and emits the table and its accessor. It needs bbgen's `formula`
/// feature (`bbgen = { version = "0.1", features = ["formula"] }`), which brings syn's full parser
/// for the closure; without it the macro is a compile error that says so.
///
/// ```
/// bbgen::formula!(name = REDUCTIONS, [[u8; 64]; 64], |depth, moves| {
///     if depth == 0 || moves == 0 { 0 } else { (0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25) as u8 }
/// });
/// # fn main() {
/// // The table holds what the formula gives at run time (to the last bit of `ln`: see below).
/// assert_eq!(reductions(8, 20), (0.75 + 8f64.ln() * 20f64.ln() / 2.25) as u8);
/// assert_eq!((reductions(0, 5), reductions(63, 63)), (0, 8));
/// assert_eq!(REDUCTIONS[8][20], reductions(8, 20));
/// # }
/// ```
///
/// Emits `static NAME: [[T; N]; M]` (one to three dimensions, at most 1 MiB) and
/// `fn name(i: usize, ...) -> T`, an `#[inline] const fn` whose parameters are the closure's
/// arguments in order. An index out of range panics, as indexing does. The table's doc shows the
/// formula and a few entries.
///
/// The closure is Rust, read as the compiler reads it, so that an init loop's expression moves
/// into the macro as it is. Its arguments are `usize` indices; it may use integer and float
/// literals, `+ - * / %`, unary `-`, the comparisons, `&&`, `||`, `!`, `if`/`else`, `let`s in a
/// block, `as` between number types, and the methods `ln log2 log10 sqrt exp powi powf pow abs
/// min max floor ceil round trunc clamp` (also written `f64::ln(x)`). Types follow Rust's rules:
/// an operator's operands share a type, an unsuffixed literal takes its type from its use, else
/// `i32` or `f64`; `as` wraps integers and truncates and saturates floats; `usize` is 64 bits wide.
///
/// A table has the same bits on every machine that builds it, Linux, Windows, macOS or the
/// playground's WebAssembly, so that an engine's builds agree with one another. Arithmetic, casts,
/// `sqrt`, `abs`, `floor`, `ceil`, `round`, `trunc` and `clamp` are exact, and equal the compiled
/// closure's on any target; `powi` squares and multiplies as compiled code does, but for Windows
/// targets, where rustc calls the C library's `pow`; `min` and `max` answer as compiled for
/// x86-64, the receiver where the two are equal (`-0.0` and `0.0`). `ln`, `log2`,
/// `log10`, `exp` and `powf` come from the pure-Rust `libm` crate at a pinned version, in `f64`
/// (an `f32` rounded once from it), where the compiled closure calls the target's math library,
/// whose last bit differs between glibc, mingw, Apple's and MSVC's. libm does not round these
/// functions correctly in every case, nor does glibc, so there the table can differ from the
/// closure run on the target by a unit in the last place (two for `log10` in `f32`). Against
/// glibc 2.36 on x86-64 Linux, over samples of 65,536 arguments (`cargo xtask formula-agreement`
/// counts them on the machine it runs on), the `f64` results differ for 0.9 to 3.9% of the
/// arguments of `ln`, 0.08 to 0.09% of `log2`'s, 2.1 to 8.5% of `log10`'s, 9.7% of `exp`'s and
/// 9.9% of `powf`'s; the `f32` ones for at most 0.1%, but 2.3 to 8.6% of `log10`'s.
///
/// What would panic at run time is a compile error naming the indices: an integer overflow, a
/// division by zero, a `clamp` with its bounds crossed. So is a literal out of its type's range,
/// an entry that is infinite or not a number, and anything a formula cannot hold, each pointing
/// at the token:
///
/// ```compile_fail
/// // error: attempt to subtract with overflow at depth = 0
/// bbgen::formula!(name = MARGIN, [u16; 16], |depth| 100 * depth as u16 - 50);
/// # fn main() {}
/// ```
///
/// # Options
/// The options come first, each followed by a comma; the table's type and the closure come last.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `FORMULA` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
///
/// ```
/// mod search {
///     // Stockfish's count of quiet moves searched before the rest are pruned.
///     bbgen::formula!(name = MOVE_COUNTS, vis = pub(crate), [[u8; 16]; 2], |improving, depth| {
///         ((3 + depth * depth) / (2 - improving)) as u8
///     });
/// }
/// # fn main() {
/// assert_eq!((search::move_counts(0, 4), search::move_counts(1, 4)), (9, 19));
/// # }
/// ```
#[proc_macro]
pub fn formula(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("formula", input.into()).into()
}

/// The bitbase of king and pawn against king: for each of the 2 x 24 x 64 x 64 = 196,608 positions
/// with either side to move, whether the side with the pawn wins with best play. Classical
/// engines fill it at start-up by retrograde analysis; here the generator solves it while
/// expanding, in a set-wise iteration (the weak king's 64 squares at once), and emits
/// `static KPK: [[[u64; 64]; 24]; 2]` (24 KiB) and `const fn kpk(strong_king, strong_pawn,
/// weak_king, strong_to_move) -> bool`.
///
/// Positions are seen with the side that has the pawn as White, its pawn going up the board; the
/// accessor mirrors a pawn on files e to h onto a to d itself. For a black pawn, flip the ranks
/// of the three squares (square index `^ 56`) and pass whether Black is to move. Wins are exact:
/// a stalemate, the pawn taken, or a promotion whose queen and rook are both lost at once or both
/// stalemate is a draw, and an under-promotion to a rook that avoids stalemate wins.
///
/// ```
/// bbgen::kpk!();
/// # fn main() {
/// use bbgen::Square::*;
/// // The strong king on the sixth rank before its pawn wins, whoever is to move.
/// assert!(kpk(D6, D5, D8, true) && kpk(D6, D5, D8, false));
/// // With the opposition, the defender draws; without it, it loses.
/// assert!(!kpk(D5, D4, D7, true) && kpk(D5, D4, D7, false));
/// // A rook pawn with the defender in its corner is a draw.
/// assert!(!kpk(A6, A5, A8, true));
/// # }
/// ```
///
/// # Options
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `KPK` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
#[proc_macro]
pub fn kpk(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("kpk", input.into()).into()
}

/// The feature index of an NNUE threat input, as the strongest engines' networks take them:
/// one input for each (attacking piece, its square, attacked piece, its square) on the board,
/// seen from one side. `nnue_threats! { name = NAME, MAP }` takes the map of which pairs are
/// features as six rows (the attacker: pawn, knight, bishop, rook, queen, king) of six cells (the
/// attacked piece, in the same order), each the pair's slot within its row (0, 1, 2, ... with no
/// gaps) or `-` for a pair that is not a feature.
///
/// Emits `const NAME_DIMENSIONS: u32`, the number of features, `const NAME_PAIRS: ThreatPairs`,
/// the (attacker, attacked) role pairs the map counts, which
/// `Board::play_unchecked_with_threats` takes to record only the threat changes that are
/// features, and `const fn name(perspective: Color, attacker: Piece, from: Square, attacked:
/// Piece, to: Square, king: Square) -> Option<u32>`, `None` where the pair is not a feature;
/// `king` is the perspective's own king. The default name is `THREATS`. The tables: `NAME` (`[[u32; 12]; 12]`, 576 bytes, where each
/// pair's indices start and whether it counts), `NAME_OFFSETS` (`[[u32; 64]; 12]`, 3,072 bytes,
/// where each piece's square starts) and `NAME_ATTACKS` (`[[u64; 64]; 12]`, 6,144 bytes, the
/// empty-board attacks the attacked square is ranked among): 9,792 bytes in all. With `rank =
/// lookup`, `NAME_RANKS` (`[u8; 49152]`, by `attacker * 4096 + from * 64 + to`) holds every rank instead, as
/// Stockfish's tables do: 52,800 bytes. Which ranks faster depends on the target: without a
/// POPCNT instruction (x86-64's default target) the table takes about 15% less time a call; with
/// it (`-C target-cpu=native`) the popcount is 2.4 times faster over independent calls and 6% in
/// a chain (`cargo bench --bench lookups -- threat_index`, AMD EPYC).
///
/// The indices are Stockfish's (its threat features since its SFNNv10 network), for any map:
///
/// - each piece, own pawn to king then the opponent's, owns a block of `2 x (slots in its row) x
///   (its attack count)` indices, the attack count being its empty-board attacks summed over the
///   squares (a pawn's captures, on ranks 2 to 7);
/// - within the block: the attacked piece's colour (own first), then its slot, each as wide as
///   the attack count; then the attacks of the squares before `from`; then the rank of `to` among
///   the attacks from `from`, by square;
/// - the squares are mirrored (`^ 7`) when `king` stands on files e to h, and for Black's
///   perspective also flipped (`^ 56`) with both pieces' colours swapped;
/// - of two pieces of one kind (two pawns only when they are enemies), only the threat from the
///   higher oriented square counts, so that a pair that attack each other is one feature.
///
/// Where `attacker` does not reach `to` from `from` on an empty board, or is a pawn on the first
/// or last rank, the answer is unspecified (Stockfish gives such inputs no indices either).
///
/// White's knight on f3 attacks Black's rook on e5, White's king on c1. From White's side nothing
/// is mirrored: the own knight's block starts at 504, the pair (their rook, slot 3) at `(6 + 3) x
/// 336` within it, the knight's squares a1 to e3 have 98 attacks between them, and e5 is the
/// knight's seventh target from f3 (rank 6, after e1, g1, d2, h2, d4 and h4):
///
/// ```text
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . . . . r . . .      504 + 3,024 + 98 + 6 = 3,632
/// 4 . . . . . . . .
/// 3 . . . . . N . .
/// 2 . . . . . . . .
/// 1 . . K . . . . .
///   a b c d e f g h
/// ```
///
/// ```
/// // Stockfish's SFNNv10 map.
/// bbgen::nnue_threats! {
///     name = SF10,
///     0 1 - 2 - -
///     0 1 2 3 4 5
///     0 1 2 3 - 4
///     0 1 2 3 - 4
///     0 1 2 3 4 5
///     0 1 2 3 - -
/// }
/// # fn main() {
/// use bbgen::{Color::*, Piece, Role::*, Square::*};
/// let (knight, rook) = (Piece::new(White, Knight), Piece::new(Black, Rook));
/// assert_eq!(SF10_DIMENSIONS, 79_856);
/// assert_eq!(sf10(White, knight, F3, rook, E5, C1), Some(3_632));
/// // Pawns threaten pawns, knights and rooks in this map, and kings nothing.
/// assert!(SF10_PAIRS.contains(Pawn, Rook) && !SF10_PAIRS.contains(Pawn, Bishop));
/// assert!(!SF10_PAIRS.contains(King, Queen));
/// // A pawn attacking a bishop is not in this map.
/// assert_eq!(sf10(White, Piece::new(White, Pawn), D4, Piece::new(Black, Bishop), E5, C1), None);
/// # }
/// ```
///
/// Rows are read from source lines, as [`bitboard!`] reads its rows; all 36 cells on a single
/// line are accepted too, as rows of 6. A cell that is neither a slot from 0 to 5 nor `-`, a row
/// of another length than 6, other than 6 rows, and a slot drawn twice or skipped within a row
/// are each a compile error pointing at what is off.
///
/// # Options
/// The options come first, each followed by a comma; the map comes last.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE; the function takes its lower case | `THREATS` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `rank` | `popcount` (the attacks' 6 KiB), `lookup` (a 48 KiB table of ranks) | `popcount` |
#[proc_macro]
pub fn nnue_threats(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("nnue_threats", input.into()).into()
}

/// The index of an NNUE piece-square input (a piece on its square, seen from one side, in the
/// bucket of that side's king), for a layout declared in a line:
/// `nnue_psq!(PLANES, name = NAME, mirror = FILES, BUCKETS)`.
///
/// - `PLANES`: `stockfish`, the 11 planes of Stockfish's `HalfKAv2_hm` (own pawn, enemy pawn, own
///   knight ... enemy queen, then one plane for both kings: 704 inputs a bucket), or `bullet`,
///   the 12 of bullet's `Chess768` (own pawn to king, then the enemy's: 768 a bucket).
/// - `mirror`: the files on which a side's king mirrors that side's squares left to right:
///   `a_to_d` as Stockfish, `e_to_h` as bullet's `ChessBucketsMirrored`, or `none`.
/// - `BUCKETS`, the king buckets, in one of two forms that cannot be taken for each other:
///   - drawn as a board is drawn, rank 8 on top, 8 rows of 4 numbers (files a to d, e to h read
///     from their mirror files) or of 8, each row on a line of its own;
///   - pasted as trainers and engines write them, a1 first, in brackets with commas: 64 entries,
///     or 32 for files a to d expanded as bullet's `ChessBucketsMirrored::new` expands them.
///     Stockfish's entries, `B(n)`, read as bucket `n`, so that its `KingBuckets` pastes as it
///     stands.
///
///   Left out, every king is in bucket 0, as bullet's plain `Chess768`.
///
/// Each side sees the board from its own side: for Black, squares are flipped (`^ 56`), its own
/// king and pieces reading as White's would. Then squares are mirrored (`^ 7`) when that king
/// stands on the mirroring files. The index is the bucket's first input (bucket x planes x 64),
/// plus the piece's plane x 64, plus the square so oriented.
///
/// It emits `NAME_DIMENSIONS: u32`, the tables `NAME: [u32; 64]` (each oriented king square's
/// first input, bit 31 where it mirrors), `NAME_BUCKETS` and `NAME_PIECES: [u32; 12]`, and:
/// - `fn name(perspective: Color, piece: Piece, sq: Square, king: Square) -> u32`, `const`;
/// - `fn name_refresh(perspective: Color, from: Square, to: Square) -> bool`: whether the side's
///   king going from `from` to `to` changes every input of the side (another bucket, or across
///   the mirror), so that the side's inputs are found afresh rather than updated;
/// - `fn name_bucket(perspective: Color, king: Square) -> u8`: the side's king bucket, from the
///   table `NAME_BUCKETS: [u8; 64]`;
/// - `fn name_active(board: &Board, perspective: Color) -> impl Iterator<Item = u32>`: a board's
///   active inputs, by square;
/// - `fn name_needs_refresh(board: &Board, mv: Move, perspective: Color) -> bool`, for a legal
///   move, castling included.
///
/// Stockfish's `HalfKAv2_hm`, its `KingBuckets` pasted as its source writes it, a1 first: a king
/// on a1 takes bucket 28, one on a8 bucket 0. White's knight on f3 with White's king on g1 is
/// input 29 x 704 + 2 x 64 + 21 (f3); with the king on c1, a file that mirrors, the knight reads
/// as if on c3 and the bucket is c1's, 30:
///
/// ```
/// bbgen::nnue_psq!(stockfish, name = HALFKA_V2_HM, mirror = a_to_d, [
///     B(28), B(29), B(30), B(31), B(31), B(30), B(29), B(28),
///     B(24), B(25), B(26), B(27), B(27), B(26), B(25), B(24),
///     B(20), B(21), B(22), B(23), B(23), B(22), B(21), B(20),
///     B(16), B(17), B(18), B(19), B(19), B(18), B(17), B(16),
///     B(12), B(13), B(14), B(15), B(15), B(14), B(13), B(12),
///     B( 8), B( 9), B(10), B(11), B(11), B(10), B( 9), B( 8),
///     B( 4), B( 5), B( 6), B( 7), B( 7), B( 6), B( 5), B( 4),
///     B( 0), B( 1), B( 2), B( 3), B( 3), B( 2), B( 1), B( 0),
/// ]);
/// # fn main() {
/// use bbgen::{Board, Color::*, Piece, Role::*, Square::*};
/// let knight = Piece::new(White, Knight);
/// assert_eq!(HALFKA_V2_HM_DIMENSIONS, 22_528);
/// assert_eq!(halfka_v2_hm(White, knight, F3, G1), 29 * 704 + 2 * 64 + 21);
/// assert_eq!(halfka_v2_hm(White, knight, F3, C1), 30 * 704 + 2 * 64 + 18);
/// // Black sees the same knight from its side: an enemy knight on f6.
/// assert_eq!(halfka_v2_hm(Black, knight, F3, G8), 29 * 704 + 3 * 64 + 45);
/// // Every king move of a side changes its bucket or crosses the mirror.
/// assert!(halfka_v2_hm_refresh(White, D4, E4) && !halfka_v2_hm_refresh(White, G1, G1));
/// // A king on a1 takes bucket 28 from its own side, on a8 bucket 0.
/// assert_eq!((halfka_v2_hm_bucket(White, A1), halfka_v2_hm_bucket(White, A8), halfka_v2_hm_bucket(Black, A8)), (28, 0, 28));
///
/// let board = Board::startpos();
/// assert_eq!(halfka_v2_hm_active(&board, Black).count(), 32);
/// let kings = Board::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
/// let mv = kings.parse_uci("e1d1").unwrap();
/// assert!(halfka_v2_hm_needs_refresh(&kings, mv, White) && !halfka_v2_hm_needs_refresh(&kings, mv, Black));
/// # }
/// ```
///
/// bullet's `ChessBucketsMirrored::new([...])` pasted as its examples write it, and the same map
/// drawn: the two declare the same inputs.
///
/// ```
/// bbgen::nnue_psq!(bullet, name = PASTED, mirror = e_to_h, [
///     0, 0, 1, 1,
///     2, 2, 3, 3,
///     4, 4, 4, 4,
///     5, 5, 5, 5,
///     6, 6, 6, 6,
///     6, 6, 6, 6,
///     7, 7, 7, 7,
///     7, 7, 7, 7,
/// ]);
/// bbgen::nnue_psq! {
///     bullet, name = DRAWN, mirror = e_to_h,
///     7 7 7 7
///     7 7 7 7
///     6 6 6 6
///     6 6 6 6
///     5 5 5 5
///     4 4 4 4
///     2 2 3 3
///     0 0 1 1
/// }
/// # fn main() {
/// assert_eq!(PASTED, DRAWN);
/// assert_eq!(PASTED_DIMENSIONS, 8 * 768);
/// # }
/// ```
///
/// A pasted array of other than 32 or 64 buckets, a drawing of other than 8 rows of 4 or 8
/// numbers or with its rows on one line (which could be a trainer's array), and a map whose two
/// halves of a rank differ where the inputs mirror are each a compile error pointing at what is
/// off.
///
/// # Options
/// The plane order comes first, then the options, each followed by a comma; the buckets last.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE (not `BOARD` or `PERSPECTIVE`); the functions take its lower case | `PSQ` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `mirror` | `none`, `a_to_d`, `e_to_h` | `none` |
#[proc_macro]
pub fn nnue_psq(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("nnue_psq", input.into()).into()
}

/// The index of an NNUE pawn-pair input (two pawns, of either colour, within a band of files of
/// each other), as Stockfish's `PP_3Wide` numbers them, for a layout declared in a line:
/// `nnue_pawn_pairs!(name = NAME, files = 3, mirror = e_to_h, base = 59808)`.
///
/// - `files`: the band's width, the pawn's own file and as many on each side: 3 (the adjacent
///   files) for Stockfish's; always ranks 2 to 7, the pawn's own square left out.
/// - `mirror`: the files on which a side's king mirrors that side's squares: `e_to_h` as
///   Stockfish's threat and pawn-pair inputs, `a_to_d`, or `none`.
/// - `base`: the first input, where the pairs follow another set's inputs (Stockfish's come after
///   its 59,808 threats).
///
/// Each pawn has an id as a side sees it: squares flipped (`^ 56`) for Black and mirrored (`^ 7`)
/// when that side's king stands on the mirroring files, then `48 x colour + square - 8`, the
/// side's own pawns first (colour 0). A pair's input is `base + hi x (hi - 1) / 2 + lo`, `hi` the
/// higher of the two ids and `lo` the lower: the 4,560 pairs of 96 ids, whatever the band.
///
/// It emits `NAME_DIMENSIONS: u32` (4,560), `NAME_BASE: u32`, the band `NAME: [u64; 64]` (the
/// squares paired with each square) and the ids `NAME_IDS: [[u8; 64]; 2]`, and:
/// - `fn name(perspective: Color, a: Color, a_sq: Square, b: Color, b_sq: Square, king: Square) ->
///   u32`, `const`, the same for the two pawns either way round;
/// - `fn name_refresh(perspective: Color, from: Square, to: Square) -> bool`: whether the side's
///   king going from `from` to `to` crosses the mirror, changing every input of the side;
/// - `fn name_band(sq: Square) -> u64`: the squares whose pawns pair with one on `sq`;
/// - `fn name_active(board: &Board, perspective: Color) -> impl Iterator<Item = u32>`: one input
///   for each pair of a board's pawns within the band of each other;
/// - `fn name_needs_refresh(board: &Board, mv: Move, perspective: Color) -> bool`, for a legal
///   move.
///
/// White's pawns on d4 and e5 and Black's on e6, White's king on g1, which mirrors: from White's
/// side d4 reads as e4 (id 20) and e5 as d5 (id 27), Black's e6 as their pawn on d6 (48 + 35):
///
/// ```
/// bbgen::nnue_pawn_pairs!(name = PP_3WIDE, files = 3, mirror = e_to_h, base = 59808);
/// # fn main() {
/// use bbgen::{Board, Color::*, Square::*};
/// assert_eq!((PP_3WIDE_DIMENSIONS, PP_3WIDE_BASE), (4_560, 59_808));
/// assert_eq!(pp_3wide(White, White, D4, White, E5, G1), 59_808 + 27 * 26 / 2 + 20);
/// assert_eq!(pp_3wide(White, White, E5, White, D4, G1), 59_808 + 27 * 26 / 2 + 20);
/// assert_eq!(pp_3wide(White, White, E5, Black, E6, G1), 59_808 + 83 * 82 / 2 + 27);
/// // d4 and f5 are two files apart: no pair in this band.
/// assert!(!bbgen::Bitboard(pp_3wide_band(D4)).contains(F5));
/// assert!(pp_3wide_refresh(White, G1, C1) && !pp_3wide_refresh(Black, G8, H8));
///
/// let board = Board::from_fen("4k3/8/4p3/4P3/3P4/8/8/6K1 w - - 0 1").unwrap();
/// let mut active: Vec<u32> = pp_3wide_active(&board, White).collect();
/// active.sort_unstable();
/// // Three pairs: d4 and e5, e5 and e6, and d4 and e6, a file apart though two ranks.
/// assert_eq!(active, [59_808 + 27 * 26 / 2 + 20, 59_808 + 83 * 82 / 2 + 20, 59_808 + 83 * 82 / 2 + 27]);
/// # }
/// ```
///
/// A band of an even number of files or of more than 15, and a base with no room for the
/// inputs below 2^32 are compile errors.
///
/// # Options
/// The options, each followed by a comma.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the table's name, UPPER_SNAKE_CASE (not `BOARD` or `PERSPECTIVE`); the functions take its lower case | `PAWN_PAIRS` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
/// | `files` | 1, 3, 5 ... 15 | 3 |
/// | `mirror` | `none`, `a_to_d`, `e_to_h` | `none` |
/// | `base` | the first input | 0 |
#[proc_macro]
pub fn nnue_pawn_pairs(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("nnue_pawn_pairs", input.into()).into()
}

/// Every input of an NNUE network at once: `nnue_inputs!(name = SET, [a = ...], [b = ..., c =
/// ...])`, each input an invocation of [`nnue_psq!`], [`nnue_threats!`] or [`nnue_pawn_pairs!`]
/// named by the set, each bracket one block of weights.
///
/// Each input is emitted as its own pattern would emit it, under the set's name and its own:
/// `SET_A_DIMENSIONS`, `set_a(...)`, `set_a_active(board, perspective)` and so on. The inputs of
/// one block are numbered in one space, which they must share without overlapping: Stockfish's
/// pawn pairs follow its threats from 59,808, in the same block of weights, while its
/// piece-square inputs have a block of their own. Besides, the set emits:
/// - `fn set_active(board: &Board, perspective: Color, f: impl FnMut(usize, u32))`: every active
///   input of the board, given to `f` with its input's number (0 for the first input, and so on);
/// - `fn set_needs_refresh(board: &Board, mv: Move, perspective: Color) -> [bool; N]`: by
///   input, whether the legal move `mv` changes that input of the side whole (in Stockfish's
///   layouts, its piece-square inputs on any move that moves its king, castling included, its
///   threats and pawn pairs when the king crosses between files d and e), so that it is found
///   afresh rather than updated. Stockfish also refreshes the piece-square inputs of a Chess960
///   castling that leaves the king where it stood, where nothing of the king's changes: here the
///   rook's move is an update;
/// - `fn set_play(board: &mut Board, mv: Move, changes: &mut InputChanges<N>)`: plays the legal
///   move and records what it changes in every input for both sides, which
///   `changes.of(perspective, input)` gives: the indices removed and added, or a refresh. The
///   threats of the set's maps are recorded as the move is made
///   (`Board::play_unchecked_with_threats`); the piece-square and pawn-pair changes come from the
///   pieces the move takes off and puts on squares and the pawns before and after it.
///   `examples/nnue_accumulator.rs` keeps a toy accumulator with it.
///
/// Stockfish's current network:
///
/// ```
/// bbgen::nnue_inputs! {
///     name = STOCKFISH,
///     [psq = nnue_psq!(stockfish, mirror = a_to_d, [
///         28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24,
///         20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16,
///         12, 13, 14, 15, 15, 14, 13, 12,  8,  9, 10, 11, 11, 10,  9,  8,
///          4,  5,  6,  7,  7,  6,  5,  4,  0,  1,  2,  3,  3,  2,  1,  0,
///     ])],
///     [
///         threats = nnue_threats!(
///             rank = lookup,
///             - 0 - 1 - -
///             0 1 2 3 4 -
///             0 1 2 3 - -
///             0 1 2 3 - -
///             0 1 2 3 4 -
///             - - - - - -
///         ),
///         pairs = nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808),
///     ],
/// }
/// # fn main() {
/// use bbgen::{Board, Color::*};
/// assert_eq!((STOCKFISH_PSQ_DIMENSIONS, STOCKFISH_THREATS_DIMENSIONS), (22_528, 59_808));
/// assert_eq!((STOCKFISH_PAIRS_BASE, STOCKFISH_PAIRS_DIMENSIONS), (59_808, 4_560));
/// let board = Board::startpos();
/// let mut counts = [0; 3];
/// stockfish_active(&board, White, |input, _| counts[input] += 1);
/// // 32 pieces; the threats of the start (knights and bishops on pawns, rooks and queens on
/// // their neighbours, as the map counts them); 36 pairs of pawns a file apart at most.
/// assert_eq!((counts[0], counts[2]), (32, 36));
/// assert_eq!(counts[1], stockfish_threats_active(&board, White).count());
/// let e1d1 = Board::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
/// let mv = e1d1.parse_uci("e1d1").unwrap();
/// assert_eq!(stockfish_needs_refresh(&e1d1, mv, White), [true, true, true]);
/// assert_eq!(stockfish_needs_refresh(&e1d1, mv, Black), [false, false, false]);
///
/// let mut board = Board::startpos();
/// let mut changes = bbgen::InputChanges::<3>::new();
/// let e4 = board.parse_uci("e2e4").unwrap();
/// stockfish_play(&mut board, e4, &mut changes);
/// // White's pawn leaves e2 for e4, in the bucket of White's king on e1 (31 of 704 inputs each).
/// let psq = changes.of(White, 0);
/// assert_eq!((psq.removed(), psq.added()), (&[31 * 704 + 12][..], &[31 * 704 + 28][..]));
/// assert!(!changes.of(Black, 1).refresh());
/// # }
/// ```
///
/// An input of another pattern, an input named twice, an input given a `name` or `vis` of its
/// own, and inputs of one block whose indices overlap are compile errors naming the problem.
///
/// # Options
/// The options come first, each followed by a comma; the blocks last.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the set's name, UPPER_SNAKE_CASE; each input's items take it before their own | `INPUTS` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private`, for every item | `pub` |
#[proc_macro]
pub fn nnue_inputs(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("nnue_inputs", input.into()).into()
}

/// The output of a policy network for each move, and the move of each output, for a map whose
/// layout is declared in a line or two: `policy_index!(name = NAME, LAYOUT)`. Engines with a
/// policy head (Lc0 and the engines that reuse its networks, Monty) carry this map as a list of
/// move strings or fill its tables at start-up.
///
/// Emits `const NAME_OUTPUTS: u32`, the number of outputs; `const fn name_index(piece: Piece,
/// king: Square, from: Square, to: Square, promotion: Option<Role>, castling: bool) ->
/// Option<u32>`, the output of `piece` (of the side to move, whose king stands on `king`) moving
/// from `from` to `to`, `castling` where it is the king moving onto its own rook, `None` where the
/// map has no output for such a move (what a C engine calls, in the C header); `fn name(board:
/// &Board, mv: Move) -> u32`, the output of a legal move, which reads the piece, king and castling
/// off the board and calls `name_index`; and `fn name_move(board: &Board, index: u32) ->
/// Option<Move>`, the legal move whose output is `index`, found among the legal moves by
/// `name_index`.
/// The default name is `POLICY`.
///
/// The layout is its parts separated by commas: the blocks of outputs in the order of their
/// outputs, and the orientation.
///
/// | part | outputs |
/// |---|---|
/// | `from_to(ROLES)` | every move from a square to the empty-board destination of one of the roles, by from square and then by to square; `from_to(queen knight)` holds every move |
/// | `pieces(ROLES)` | a block for each role in the order named (all six), each by from square and then to square among the role's destinations: a pawn's are its single push and its two captures, from every square but the last rank |
/// | `promotions(ROLES, from_to)`, `promotions(from_to, ROLES)` | the 22 promotion moves (rank 7 to rank 8, by from file and then to file) with each role named: each role's 22 together, or each move's roles together; a promotion to the one role that may be left out takes its move's output |
/// | `castling` | 2: castling towards the h-file, then towards the a-file, as oriented. Without it castling is the king's move onto its own rook, as [`Move`](https://docs.rs/bbgen/latest/bbgen/struct.Move.html) has it, or with `castling(king_move)` the king's move to the square it lands on (the g or c file) |
/// | `double_pushes` | 8: a pawn's double push, by file |
/// | `flip` | none: Black's squares are flipped (`^ 56`), so that the side to move plays up the board, as every block expects; every layout has it |
/// | `mirror` | none: the squares are mirrored (`^ 7`) when the side to move's king stands on files e to h |
///
/// A move's output in the moves' block is where its from square's moves start plus the number
/// of the from square's destinations below its to square: two small tables and a popcount. That
/// is mostly slower than Lc0's own table of 16,384 outputs read at a packed key, which needs 32
/// KiB: on a 2-core Intel Xeon shared with other work, `lc0(board, mv)` took 0.9 to 2.0 times as
/// long a call over independent moves (median 1.5, seven runs) and 1.0 to 1.6 times in a chain
/// (median 1.3), and about as long with POPCNT (`-C target-cpu=native`: medians 1.1, three runs)
/// (`cargo bench --bench lookups -- policy_index`, which writes Lc0's method too). Lc0's
/// e2e4 is 322: the moves from a1 to d2 have outputs 0 to 302, and e4 is e2's twentieth
/// destination (`o` below, in square order: c1 to g1, a2 to h2, c3 to g3, c4, d4), so 303 + 19:
///
/// ```text
/// 8 . . . . o . . .
/// 7 . . . . o . . .
/// 6 o . . . o . . .
/// 5 . o . . o . . o
/// 4 . . o o x o o .
/// 3 . . o o o o o .
/// 2 o o o o * o o o
/// 1 . . o o o o o .
///   a b c d e f g h
/// ```
///
/// Lc0's map (1,858 outputs, 792 bytes of tables), Monty's (3,920 outputs before its SEE bit,
/// 4,632 bytes) and Monty's earlier one (1,880 outputs, 792 bytes), as the tests prove them
/// against references written from each engine's rules (Lc0's list of strings to its SHA-256):
///
/// ```
/// bbgen::policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip);
/// bbgen::policy_index!(
///     name = MONTY,
///     pieces(pawn knight bishop rook queen king), promotions(knight bishop rook queen, from_to),
///     castling, double_pushes, flip, mirror
/// );
/// bbgen::policy_index!(
///     name = MONTY_FROM_TO,
///     from_to(queen knight), promotions(knight bishop rook queen, from_to), castling(king_move), flip, mirror
/// );
/// # fn main() {
/// use bbgen::{Board, Color::*, Piece, Role::*, Square::*};
/// assert_eq!((LC0_OUTPUTS, MONTY_OUTPUTS, MONTY_FROM_TO_OUTPUTS), (1858, 3920, 1880));
/// let board = Board::startpos();
/// let e4 = board.parse_uci("e2e4").unwrap();
/// // Monty mirrors the board (its king is on e1), so e2e4 is d2d4: a double push from the d-file.
/// assert_eq!((lc0(&board, e4), monty(&board, e4), monty_from_to(&board, e4)), (322, 3915, 293));
/// assert_eq!(lc0_move(&board, 322), Some(e4));
/// // Black's knight from g8 to f6 is g1f3 to Lc0, which flips the ranks only.
/// let knight = Piece::new(Black, Knight);
/// assert_eq!(lc0_index(knight, E8, G8, F6, None, false), Some(159));
/// // g8e5 (g1e4) is no move of any piece.
/// assert_eq!(lc0_index(knight, E8, G8, E5, None, false), None);
/// # }
/// ```
///
/// Monty's earlier map numbers castling as the king's move to the square it lands on, ranked among
/// the king's square's destinations as Monty ranked it, so in Chess960 a castling can share its
/// output with a legal step of the king: where the king lands next to where it stands, the step
/// there (the king on b1 castling with the rook on a1, and b1c1); where it stands already on its
/// landing square, the step onto the square its rook lands on (the king on c1 castling with the
/// rook on a1, and c1d1). In standard chess, and in the other two maps, every legal move of a
/// position has an output of its own.
///
/// A part that is not one of these, a part given twice, a role that is no role or is named twice,
/// and a layout that leaves a move without an output or gives two legal moves one (no block of
/// moves or two, a role left out of `pieces`, `pieces` without `double_pushes` or `castling`,
/// `from_to` without the queen's or the knight's moves, no `promotions` or one leaving out more
/// than one role, no `flip`) are each a compile error pointing at what is off.
///
/// # Options
/// The options come first, each followed by a comma; the layout comes last.
///
/// | option | values | default |
/// |---|---|---|
/// | `name` | the items' name, UPPER_SNAKE_CASE; the functions take its lower case | `POLICY` |
/// | `vis` | `pub`, `pub(crate)`, `pub(super)`, `pub(in path)`, `private` | `pub` |
#[proc_macro]
pub fn policy_index(input: TokenStream) -> TokenStream {
    bbgen_codegen::expand("policy_index", input.into()).into()
}

#[cfg(test)]
mod tests {
    /// The shims are the registry's patterns and `bitboard!`, each handing its tokens over under
    /// its own name: a pattern added to the registry without a shim, or a shim passing another's
    /// name, fails here rather than in a user's build.
    #[test]
    fn each_shim_is_a_registered_pattern_under_its_own_name() {
        // As checked out: a checkout with CRLF line ends reads the same.
        let source = include_str!("lib.rs").replace("\r\n", "\n");
        let shims: Vec<(&str, &str)> = source
            .split("#[proc_macro]\npub fn ")
            .skip(1)
            .map(|rest| (rest.split('(').next().unwrap_or_default(), rest.split("\n}\n").next().unwrap_or_default()))
            .collect();
        let mut patterns: Vec<&str> =
            bbgen_codegen::CANONICAL.iter().map(|(_, pattern)| pattern.split('!').next().unwrap_or_default()).collect();
        patterns.dedup();
        for (name, body) in &shims {
            if *name == "bitboard" {
                continue;
            }
            assert!(patterns.contains(name), "`{name}!` is not a registered pattern");
            assert!(body.contains(&format!("bbgen_codegen::expand(\"{name}\", ")), "`{name}!` expands another name");
        }
        for pattern in patterns {
            assert!(shims.iter().any(|(name, _)| *name == pattern), "`{pattern}!` has no shim");
        }
    }
}
