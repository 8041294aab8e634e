//! A table compiler for chess bitboards.
//!
//! bbgen turns a declarative pattern, such as `in_between!(triangular)`, into a `static` table and
//! its `#[inline]` accessors at compile time: no build script, no `init()` at start-up, no slow
//! `const` evaluation. This crate re-exports the patterns' macros and holds the types their code
//! speaks of ([`Bitboard`], [`Square`], [`Color`]) and a chess runtime built on the same tables:
//! legal move generation, Polyglot hashing, move text, static exchange evaluation and Chess960.
//! Every table can be read as pretty-printed Rust.
//!
//! ```
//! use bbgen::Square::*;
//!
//! bbgen::king_moore!();
//! bbgen::in_between!(triangular, elem = Bitboard);
//!
//! assert_eq!(king_moore(G2), 0xE0A0E0);
//! assert_eq!(in_between(C3, F6), D4.bitboard() | E5.bitboard());
//! ```
//!
//! `in_between(C3, F6)` above, as the generated docs draw a set (rank 8 on top):
//!
//! ```text
//! . . . . . . . .
//! . . . . . . . .
//! . . . . . . . .
//! . . . . 1 . . .
//! . . . 1 . . . .
//! . . . . . . . .
//! . . . . . . . .
//! . . . . . . . .
//! ```
//!
//! # Patterns
//!
//! Bytes are those of the default options; `E` is the element type, `u64` or [`Bitboard`].
//!
//! | pattern | what it emits | bytes |
//! |---|---|---|
//! | [`king_moore!`] | king attacks by lookup, and set-wise for any kings | 512 |
//! | [`in_between!`] | the squares between two, rectangular, triangular, 0x88 or calculated | 32,768 to 0 |
//! | [`caughtable!`] | the rule of the square, set-wise | 512 or 2,048 |
//! | [`knight_attacks!`] | knight attacks by lookup, and set-wise | 512 |
//! | [`pawn_attacks!`] | one colour's pawn captures by lookup, and set-wise | 512 |
//! | [`pawn_pushes!`] | one colour's single and double pushes | 512 |
//! | [`pawn_shield!`] | the shield squares in front of a castled king | 512 |
//! | [`pawn_mask!`] | pawn-structure masks: front file, passed, attack span, connected, adjacent files | 512 |
//! | [`king_zone!`] | king zones: Stockfish's king ring, Ethereal's king area | 512 |
//! | [`king_lines!`] | the four lines through each square, for distant checks (SSE4.1 test) | 2,048 |
//! | [`king_buckets!`] | an NNUE king-bucket map drawn for files a-d (mirrored onto e-h) or for every file | 64 |
//! | [`attacked_by_piece!`] | "does this piece on `from` attack `to`" by 0x88 difference | 13,440 |
//! | [`distance!`] | Chebyshev, Manhattan or knight distance, 64 x 64 or by 0x88 difference | 4,096 or 240 |
//! | [`distance_ring!`] | the squares at each king distance from a square | 4,096 |
//! | [`full_line!`] | the whole line through two squares | 32,768 |
//! | [`ray!`] | the ray from one square through another | 32,768 |
//! | [`rook_attacks!`] | rook attacks by magic, PEXT, hyperbola quintessence, kindergarten, Kogge-Stone, obstruction difference or table-free line masks | 828,920 to 0 |
//! | [`bishop_attacks!`] | the same for the bishop | 44,512 to 0 |
//! | [`queen_attacks!`] | the rook's and the bishop's of one method (or each its own), their union and both apart | 873,432 to 0 |
//! | [`zobrist!`] | Zobrist keys in the Polyglot layout, published or from a seed | 6,376 |
//! | [`cuckoo!`] | the cuckoo tables of upcoming repetitions, over the keys of `zobrist!` | 81,920 |
//! | [`kpk!`] | the king-and-pawn-against-king bitbase: won or drawn | 24,576 |
//! | [`nnue_threats!`] | the feature index of an NNUE threat input, for a map of attacker and attacked pairs drawn as six rows of six cells | 9,792 or 52,800 |
//! | [`nnue_psq!`] | the feature index of an NNUE piece-square input, king-bucketed and mirrored, in Stockfish's or bullet's plane order | 368 |
//! | [`nnue_pawn_pairs!`] | the feature index of an NNUE pawn-pair input, two pawns within a band of files, as Stockfish's PP_3Wide numbers them | 640 |
//! | [`nnue_inputs!`] | every input of an NNUE network at once: piece-square, threat and pawn-pair inputs in blocks of weights, with a board's active inputs and each move's changes | 53,808 |
//! | [`policy_index!`] | the policy-network output of every move and the move of every output, for a layout of blocks of moves, promotions, castling and double pushes | 4,632 to 792 |
//! | [`formula!`] | a table of numbers that a Rust closure of its indices computes, such as late-move reductions | 4,096 to 64 |
//! | [`bitboard!`] | a [`Bitboard`] constant drawn as an 8 x 8 diagram | 0 |
//!
//! A mistake in a pattern is a compile error pointing at the offending token, never a panic.
//!
//! # What your engine computes at start-up
//!
//! The tables that Stockfish, Ethereal, Berserk, Koivisto and Viridithas build in their `init()`
//! code, and the pattern that gives each at compile time instead:
//!
//! | table built at start-up | pattern |
//! |---|---|
//! | king, knight and pawn attacks | `king_moore!()`, `knight_attacks!()`, `pawn_attacks!(white\|black)` |
//! | rook, bishop and queen attacks (magic or PEXT) | `rook_attacks!`, `bishop_attacks!`, `queen_attacks!` with `magic`, `pext` or six other methods |
//! | squares between two squares, the line through them | `in_between!(...)`, `full_line!()`, `ray!()` |
//! | distance between squares | `distance!(chebyshev\|manhattan\|knight, rectangular\|x88)` |
//! | distance rings | `distance_ring!()` |
//! | pawn masks: front file, passed, attack span, adjacent files, connected | `pawn_mask!(white\|black, front_file\|passed\|attack_span\|connected)`, `pawn_mask!(adjacent)` |
//! | king zones: Stockfish 11's king ring, Ethereal's king area | `king_zone!(ring)`, `king_zone!(white\|black, area)` |
//! | pawn shield | `pawn_shield!(white\|black)` |
//! | Zobrist keys | `zobrist!(polyglot)`, `zobrist!(seed = N)` |
//! | cuckoo tables of upcoming repetitions | `cuckoo!(polyglot)`, `cuckoo!(seed = N)`; [`Board::upcoming_repetition`] uses the runtime's own |
//! | NNUE king buckets | `king_buckets! { ... }`, drawn as the engines draw them |
//! | late-move reductions, pruning counts, margins and curves (formulas with floats) | `formula!(name = REDUCTIONS, [[u8; 64]; 64], \|depth, moves\| ...)` (feature `formula`), the init loop's expression as it is |
//! | the KPK bitbase (king and pawn against king, won or drawn) | `kpk!()`; [`Board::is_kpk_draw`] uses the runtime's own |
//! | NNUE threat-input indices (Stockfish since SFNNv10, Reckless) | `nnue_threats! { ... }`, the map drawn as six rows of six cells |
//! | NNUE piece-square-input indices (Stockfish's `HalfKAv2_hm`, bullet's `Chess768` and king-bucketed layouts) | `nnue_psq!(stockfish, mirror = a_to_d, [...])`, the trainer's bucket array pasted as written, or drawn |
//! | NNUE pawn-pair-input indices (Stockfish's `PP_3Wide`) | `nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808)` |
//! | every input of an NNUE network, each move's changes recorded for both sides | `nnue_inputs!(name = STOCKFISH, [psq = ...], [threats = ..., pairs = ...])` |
//! | policy-network move indices both ways (Lc0's 1,858 outputs, Monty's 3,920) | `policy_index!(name = LC0, from_to(queen knight), promotions(from_to, queen rook bishop), flip)`, the layout in a line; `lc0(board, mv)` and `lc0_move(board, index)` |
//!
//! # Reading the generated code
//!
//! - `bbgen expand '<pattern>'` prints any pattern's expansion (`cargo install bbgen-cli`), or
//!   the error the macro would give; `bbgen expand --lang c '<pattern>'` prints the same tables
//!   and accessors as a C99 header that also compiles as C++, for C and C++ engines.
//! - The repository's `tables-out` crate holds the expansion of every canonical pattern,
//!   compiled and kept fresh by a test.
//!
//! # The runtime
//!
//! | where | what |
//! |---|---|
//! | [`Board`] | the position, read and written as FEN (Shredder-FEN and X-FEN for Chess960), and played by [`Board::play`] (checked), [`Board::try_play`] or [`Board::play_unchecked`] |
//! | [`Board::legal_moves`], [`Board::generate`], [`Board::perft`] | legal move generation, by lists or by target sets, and perft |
//! | [`Board::noisy_moves`], [`Board::quiet_moves`], [`Board::gives_check`], [`Board::null_move`] | what a search asks at every node: staged generation, move kinds, checks, the null move |
//! | [`Board::checks`], [`Board::check_squares`] | a node's checkers and pins, and where its moves would give check from, found once and read by the `_with` calls ([`Board::noisy_moves_with`], [`Board::gives_check_with`], [`Board::is_legal_with`], ...) |
//! | [`Board::attackers_to`], [`Board::checkers`], [`Board::pinned`] | attackers, checks and pins |
//! | [`Board::is_legal`], [`Board::try_play`] | one move from elsewhere tested, or played only when legal |
//! | [`Board::parse_uci`], [`Board::uci`], [`Board::san`], [`Board::parse_san`] | move text in context |
//! | [`Board::hash`], [`Board::key_after`], [`Board::repetitions`], [`Board::upcoming_repetition`] | the Polyglot key kept move by move and the key a move will make (for a transposition table's prefetch), repetition, and a repetition one move away |
//! | [`Board::see`], [`Board::see_ge`], [`Board::guards`], [`Board::see_ge_with`] | static exchange evaluation, and what the other side guards, found once a node for the exchanges of its quiet moves |
//! | [`Board::threats`], [`Board::threat_changes`], [`Board::play_unchecked_with_threats`] | every piece attacking an occupied square (NNUE threat inputs), what a move changes among them, and the move played with its changes of a map's pairs recorded |
//! | [`Board::outcome`], [`Board::is_kpk_draw`] | checkmate, stalemate, insufficient material, the fifty-move rule; king and pawn against king drawn by the bitbase |
//! | [`attacks`] | every piece's attacks from the crate's own tables |
//! | [`fill`] | flood fills, set-wise attacks and pawn structure |
//! | [`shift`], [`index`], [`slide`] | one-step shifts, the index arithmetic of compact layouts, and one line of a slider's attacks |
//!
//! ```
//! let board = bbgen::Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")?;
//! let moves = board.legal_moves();
//! let safe = !board.is_attacked(bbgen::Square::F1, bbgen::Color::Black);
//! let hash_move_ok = board.is_legal(board.parse_uci("e1g1")?);
//! let leaves = board.perft(3);
//! assert_eq!((moves.len(), safe, hash_move_ok, leaves), (48, true, true, 97_862));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! What an engine does with a position from a GUI:
//!
//! ```
//! use bbgen::{Board, CastlingMode};
//!
//! // A GUI's `position startpos moves e2e4 d7d5 b1c3 d5e4`: each move read in its position and
//! // checked before it is played.
//! let mut board = Board::startpos();
//! for text in ["e2e4", "d7d5", "b1c3", "d5e4"] {
//!     board.try_play(board.parse_uci(text)?)?;
//! }
//! // Probe a transposition table with the Polyglot key that every move keeps up to date.
//! let mut table = vec![None; 1 << 16];
//! let slot = board.hash() as usize & (table.len() - 1);
//! assert_eq!(table[slot], None); // nothing stored yet: search, then store
//! table[slot] = Some((board.hash(), 3)); // (key, depth)
//! // Move ordering: the noisy moves (captures and queen promotions) by what they win in the
//! // exchange (SEE), best first, sorted in place.
//! let mut noisy = board.noisy_moves();
//! noisy.sort_by_key(|&mv| -board.see(mv));
//! let best = noisy[0];
//! assert!(board.is_capture(best) && !board.gives_check(best));
//! assert_eq!((board.san(best).to_string(), board.see(best)), ("Nxe4".to_owned(), 100));
//! // Moves go back to the GUI in its castling form, never as a bare `Move`.
//! assert_eq!(board.uci(best, CastlingMode::Standard).to_string(), "c3e4");
//! assert_eq!(board.outcome(), None);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Writing an engine
//!
//! The repository's `examples/engine.rs` is a small UCI engine written only against this API.
//! One node of its search, in the calls it makes:
//!
//! ```
//! use bbgen::Board;
//!
//! let board = Board::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
//! let history = [Board::startpos().hash()]; // keys of the game's earlier positions, oldest first
//! assert!(!board.is_repetition(&history) && !board.is_fifty_move_draw());
//! // Null-move pruning: pass, and search the reply at reduced depth (not allowed in check).
//! let passed = board.null_move().expect("not in check");
//! assert_eq!(passed.side_to_move(), bbgen::Color::Black);
//! // The node's checkers and pins, found once and read by its generators (and by
//! // `is_legal_with`, for the hash move), and where a move would give check from.
//! let (checks, squares) = (board.checks(), board.check_squares());
//! assert!(!checks.is_check());
//! // Captures first, then the quiet moves; extend the ones that check.
//! let mut moves = board.noisy_moves_with(&checks);
//! moves.sort_by_key(|&mv| -board.see(mv));
//! for mv in moves.iter().chain(board.quiet_moves_with(&checks).iter()) {
//!     let extension = u32::from(board.gives_check_with(&squares, *mv));
//!     let mut child = board; // copy-make: the board is `Copy`
//!     child.play_unchecked(*mv);
//!     let _ = (child, extension); // ... search the child at depth - 1 + extension
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//! - `macros` (default): the pattern macros. The runtime's own tables are expanded ahead of time
//!   (in `bbgen-core`, the runtime without the macros, which this crate re-exports whole), so an
//!   engine that invokes no pattern can leave them out and build without the generator:
//!
//!   ```toml
//!   bbgen = { version = "0.1", default-features = false, features = ["std"] }
//!   ```
//!
//!   A small engine then builds from clean in about half cozy-chess's time, and one with
//!   patterns of its own in less than shakmaty's, the runtime building beside the generator
//!   rather than after it (`cargo xtask build-cost` in the repository).
//! - `std` (default): lets SIMD paths run where the target does not promise their instructions
//!   but the CPU has them, asking the CPU once (std's cached `is_x86_feature_detected!`): SSE4.1
//!   for the `dir_set` test of [`KingLines`] (`king_lines!`), AVX2 for `queen_attacks!(vector)`
//!   and SSSE3 for `bishop_attacks!(vector)`. Without it those take the SIMD path only where the
//!   target has the feature, and the plain one elsewhere; the crate is `#![no_std]` throughout,
//!   and generated code needs only `core` in any case.
//! - `small-tables`: the runtime's own tables at their smallest, for WebAssembly and embedded
//!   targets: [`attacks::rook`] and [`attacks::bishop`] by the table-free method, [`attacks::between`]
//!   calculated and [`attacks::line`] read from the four lines through a square, so that none of
//!   the default's 112 KiB of slider, in-between and line tables is linked. Every answer is the
//!   same; perft runs slower natively, and under WebAssembly still faster than shakmaty without
//!   its magic tables. The patterns an engine expands itself are unaffected.
//! - `formula`: [`formula!`], whose closure syn's full parser reads; left out by default because
//!   that parser adds about two seconds to a small engine's clean build (`cargo xtask build-cost`
//!   in the repository: 7.0 s in release against 4.5 s, and 8.1 against 6.0 in debug, on a
//!   2-core machine). Without it, `formula!` is a compile error that says to enable it.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![no_std]
#![forbid(unsafe_code)]

// The runtime, whole: types, attacks, fills, the board and its moves, and the paths generated code
// names (`::bbgen::__private`).
pub use bbgen_core::*;

// Every pattern's macro, and `bitboard!`: a new pattern's macro is re-exported with no edit here.
#[cfg(feature = "macros")]
pub use bbgen_macros::*;
