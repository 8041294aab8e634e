//! Pretty-printed expansions of bbgen patterns, for the `bbgen expand` command and the
//! checked-in `tables-out` files.
//!
//! ```
//! let code = bbgen_cli::expand("king_moore!(name = KING)").unwrap();
//! assert!(code.contains("pub static KING: [u64; 64] = ["));
//!
//! let errors = bbgen_cli::expand("in_between!(diagonal, elem = i32)").unwrap_err();
//! assert_eq!(errors.0.len(), 2);
//! assert_eq!(errors.0[0].column, 12);
//! ```

#![forbid(unsafe_code)]

use std::fmt;

/// The canonical invocations whose expansions `tables-out` holds: `(module name, invocation)`.
pub const CANONICAL: &[(&str, &str)] = &[
    ("king_moore", "king_moore!()"),
    ("in_between_rectangular", "in_between!(rectangular)"),
    ("in_between_triangular", "in_between!(triangular)"),
    ("in_between_x88", "in_between!(x88)"),
    ("in_between_calculated", "in_between!(calculated)"),
    ("caughtable_white_wtm", "caughtable!(white, wtm)"),
    ("caughtable_white_btm", "caughtable!(white, btm)"),
    ("caughtable_black_wtm", "caughtable!(black, wtm)"),
    ("caughtable_black_btm", "caughtable!(black, btm)"),
    ("caughtable_all", "caughtable!(all)"),
    ("knight_attacks", "knight_attacks!()"),
    ("pawn_attacks_white", "pawn_attacks!(white)"),
    ("pawn_attacks_black", "pawn_attacks!(black)"),
    ("pawn_pushes_white", "pawn_pushes!(white)"),
    ("pawn_pushes_black", "pawn_pushes!(black)"),
    ("pawn_shield_white", "pawn_shield!(white)"),
    ("pawn_shield_black", "pawn_shield!(black)"),
    ("king_lines", "king_lines!()"),
    ("attacked_by_piece", "attacked_by_piece!()"),
    ("distance_chebyshev", "distance!(chebyshev, rectangular)"),
    ("distance_manhattan", "distance!(manhattan, rectangular)"),
    ("distance_knight", "distance!(knight, rectangular)"),
    ("distance_chebyshev_x88", "distance!(chebyshev, x88)"),
    ("distance_manhattan_x88", "distance!(manhattan, x88)"),
    ("distance_knight_x88", "distance!(knight, x88)"),
    ("full_line", "full_line!()"),
    ("ray", "ray!()"),
    ("rook_attacks_magic", "rook_attacks!(magic)"),
    ("rook_attacks_pext", "rook_attacks!(pext)"),
    ("rook_attacks_hyperbola", "rook_attacks!(hyperbola)"),
    ("rook_attacks_kindergarten", "rook_attacks!(kindergarten)"),
    ("rook_attacks_kogge_stone", "rook_attacks!(kogge_stone)"),
    ("rook_attacks_obstruction", "rook_attacks!(obstruction)"),
    ("rook_attacks_table_free", "rook_attacks!(table_free)"),
    ("rook_attacks_vector", "rook_attacks!(vector)"),
    ("bishop_attacks_magic", "bishop_attacks!(magic)"),
    ("bishop_attacks_pext", "bishop_attacks!(pext)"),
    ("bishop_attacks_hyperbola", "bishop_attacks!(hyperbola)"),
    ("bishop_attacks_kindergarten", "bishop_attacks!(kindergarten)"),
    ("bishop_attacks_kogge_stone", "bishop_attacks!(kogge_stone)"),
    ("bishop_attacks_obstruction", "bishop_attacks!(obstruction)"),
    ("bishop_attacks_table_free", "bishop_attacks!(table_free)"),
    ("bishop_attacks_vector", "bishop_attacks!(vector)"),
    ("queen_attacks_magic", "queen_attacks!(magic)"),
    ("queen_attacks_pext", "queen_attacks!(pext)"),
    ("queen_attacks_hyperbola", "queen_attacks!(hyperbola)"),
    ("queen_attacks_kindergarten", "queen_attacks!(kindergarten)"),
    ("queen_attacks_kogge_stone", "queen_attacks!(kogge_stone)"),
    ("queen_attacks_obstruction", "queen_attacks!(obstruction)"),
    ("queen_attacks_table_free", "queen_attacks!(table_free)"),
    ("queen_attacks_vector", "queen_attacks!(vector)"),
    ("zobrist_polyglot", "zobrist!(polyglot)"),
];

/// A mistake in an invocation, with the place it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// What the macro would say.
    pub message: String,
    /// The line of the offending token, from 1.
    pub line: usize,
    /// Its first column, from 0, in characters.
    pub column: usize,
    /// How many characters it spans on that line (at least 1).
    pub width: usize,
    /// The source line it stands on.
    pub source_line: String,
}

impl fmt::Display for Diagnostic {
    /// Rendered the way rustc renders a macro's error, with a caret line under the token.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gutter = " ".repeat(self.line.to_string().len());
        writeln!(f, "error: {}", self.message)?;
        writeln!(f, "{gutter}--> <pattern>:{}:{}", self.line, self.column + 1)?;
        writeln!(f, "{gutter} |")?;
        writeln!(f, "{} | {}", self.line, self.source_line)?;
        write!(f, "{gutter} | {}{}", " ".repeat(self.column), "^".repeat(self.width))
    }
}

impl std::error::Error for Diagnostic {}

/// Every mistake of an invocation, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, diagnostic) in self.0.iter().enumerate() {
            let sep = if i == 0 { "" } else { "\n\n" };
            write!(f, "{sep}{diagnostic}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// The expansion of an invocation such as `in_between!(triangular)`, pretty-printed.
pub fn expand(source: &str) -> Result<String, Diagnostics> {
    let tokens = bbgen_codegen::expand_invocation(source)
        .map_err(|errors| Diagnostics(errors.into_iter().map(|error| diagnostic(source, &error)).collect()))?;
    // Table patterns expand to items; `bitboard!` to an expression, printed as tokens.
    Ok(match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => format!("{tokens}\n"),
    })
}

/// The tables and accessors of an invocation such as `in_between!(triangular)` as a C99 header,
/// which also compiles as C++.
///
/// ```
/// let header = bbgen_cli::expand_c("in_between!(triangular)").unwrap();
/// assert!(header.starts_with("/* @generated by bbgen from `in_between!(triangular)`"));
/// assert!(header.contains("static inline uint64_t in_between(unsigned a, unsigned b) {"));
/// ```
pub fn expand_c(source: &str) -> Result<String, Diagnostics> {
    bbgen_codegen::c_header(source)
        .map_err(|errors| Diagnostics(errors.into_iter().map(|error| diagnostic(source, &error)).collect()))
}

/// The bytes of every table an invocation such as `in_between!(triangular)` emits, a queen's
/// halves' included.
pub fn table_bytes(source: &str) -> Result<usize, Diagnostics> {
    let pattern = bbgen_codegen::pattern_of(source)
        .map_err(|errors| Diagnostics(errors.into_iter().map(|error| diagnostic(source, &error)).collect()))?;
    Ok(bbgen_codegen::table_bytes(&pattern))
}

/// The text of a `tables-out` file: a header naming the invocation, then its expansion.
pub fn tables_out_file(source: &str) -> Result<String, Diagnostics> {
    Ok(format!(
        "// @generated from `{source}`: do not edit.\n\
         // Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.\n\n{}",
        expand(source)?
    ))
}

fn diagnostic(source: &str, error: &syn::Error) -> Diagnostic {
    let span = error.span();
    let (start, end) = (span.start(), span.end());
    let line = start.line.max(1);
    let source_line = source.lines().nth(line - 1).unwrap_or_default().to_owned();
    let width = if end.line == start.line { end.column.saturating_sub(start.column) } else { 1 };
    Diagnostic { message: error.to_string(), line, column: start.column, width: width.max(1), source_line }
}
