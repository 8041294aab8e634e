//! The 8x8 drawing of a set, both ways: drawn into doc comments, and read by `bitboard!`.
//!
//! A drawing has rank 8 on top and the a-file on the left, one cell per square: `1` (or `x`)
//! for a square in the set, `.` for one outside it.

use proc_macro2::{Span, TokenStream, TokenTree};

/// Draws `set` as eight lines of cells separated by spaces, rank 8 first.
pub fn draw(set: u64) -> Vec<String> {
    (0..8)
        .rev()
        .map(|rank| {
            let cells: Vec<&str> =
                (0..8).map(|file| if set >> (rank * 8 + file) & 1 == 1 { "1" } else { "." }).collect();
            cells.join(" ")
        })
        .collect()
}

/// Draws a number per square as eight lines of digits, rank 8 first (`+` above 9).
pub fn draw_numbers(grid: &[u8; 64]) -> Vec<String> {
    (0..8)
        .rev()
        .map(|rank| {
            let cells: Vec<String> = grid[rank * 8..rank * 8 + 8]
                .iter()
                .map(|&n| if n < 10 { n.to_string() } else { "+".to_owned() })
                .collect();
            cells.join(" ")
        })
        .collect()
}

/// Draws a number per square as eight lines of numbers in columns as wide as the widest, right
/// aligned, rank 8 first.
pub fn draw_columns(grid: &[u8; 64]) -> Vec<String> {
    let width = grid.iter().map(|n| n.to_string().len()).max().unwrap_or(1);
    (0..8)
        .rev()
        .map(|rank| {
            let cells: Vec<String> = grid[rank * 8..rank * 8 + 8].iter().map(|n| format!("{n:>width$}")).collect();
            cells.join(" ")
        })
        .collect()
}

struct Cell {
    set: bool,
    line: usize,
    span: Span,
}

/// Reads the tokens of a drawing into the set it shows.
///
/// Rows are told apart by their source lines, so the tokens must come from source text: eight
/// lines of eight cells. All 64 cells on one line are also accepted, rank 8 first.
pub fn read(tokens: TokenStream) -> syn::Result<u64> {
    let mut cells = Vec::new();
    for token in tokens {
        let span = token.span();
        let line = span.start().line;
        let text = match &token {
            TokenTree::Punct(punct) if punct.as_char() == '.' => ".".to_owned(),
            TokenTree::Literal(lit) => lit.to_string(),
            TokenTree::Ident(ident) => ident.to_string(),
            _ => String::new(),
        };
        if text.is_empty() || !text.chars().all(|c| matches!(c, '.' | '1' | 'x' | 'X')) {
            return Err(syn::Error::new(
                span,
                "expected a cell of the drawing: `.` for an empty square, `1` or `x` for a square in the set",
            ));
        }
        cells.extend(text.chars().map(|c| Cell { set: c != '.', line, span }));
    }
    let rows = rows(&cells);
    let one_line = rows.len() == 1 && cells.len() == 64;
    if !one_line {
        if let Some(row) = rows.iter().find(|row| row.len() != 8) {
            return Err(syn::Error::new(
                row[0].span,
                format!("expected 8 squares in each row of the drawing, found {} in this one", row.len()),
            ));
        }
        if rows.len() != 8 {
            // The first row too many, or the last row when some are missing.
            let span = rows.get(8).or(rows.last()).map_or_else(Span::call_site, |row| row[0].span);
            return Err(syn::Error::new(
                span,
                format!("expected 8 rows of 8 squares, rank 8 first; found {} rows", rows.len()),
            ));
        }
    }
    // Cells come rank 8 first, a-file first: cell `i` is file `i % 8` of rank `7 - i / 8`.
    Ok(cells
        .iter()
        .enumerate()
        .filter(|(_, cell)| cell.set)
        .fold(0, |set, (i, _)| set | 1 << ((7 - i / 8) * 8 + i % 8)))
}

fn rows(cells: &[Cell]) -> Vec<&[Cell]> {
    cells.chunk_by(|a, b| a.line == b.line).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drawn_set_reads_back_as_itself() {
        for set in [0, u64::MAX, 0xE0A0E0, 0x8000_0000_0000_0001, 0x0000_00B8_FCFE_FE00] {
            let text = draw(set).join("\n");
            let tokens: TokenStream = text.parse().unwrap();
            assert_eq!(read(tokens).unwrap(), set, "{text}");
        }
    }

    #[test]
    fn the_king_pattern_diagram_of_a_king_on_g2() {
        let text = "
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . 1 1 1
            . . . . . 1 . 1
            . . . . . x x x";
        assert_eq!(read(text.parse().unwrap()).unwrap(), 0xE0A0E0);
    }

    #[test]
    fn cells_run_together_still_count() {
        let text = "1.1.1.1. \n . . . . . . . .\n ........\n........\n........\n........\n........\n.......x";
        assert_eq!(read(text.parse().unwrap()).unwrap(), 0x5500_0000_0000_0080);
    }

    #[test]
    fn a_short_row_is_named() {
        let text = ". . . . . . . .\n. . . . . . .\n";
        let error = read(text.parse().unwrap()).unwrap_err();
        assert!(error.to_string().contains("found 7 in this one"), "{error}");
        assert_eq!(error.span().start().line, 2);
    }
}
