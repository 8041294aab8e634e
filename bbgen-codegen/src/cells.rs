//! Drawn maps read as cells, one token each, told apart into rows by their source lines as
//! `bitboard!` tells its rows apart; with the spanned errors of the patterns that read them
//! (`king_buckets!`, `nnue_threats!`), every mistake reported at once.

use proc_macro2::{TokenStream, TokenTree};

/// One cell of a drawing: what it stands for, with its token for the spans of messages.
pub struct Cell<T> {
    /// What the cell stands for.
    pub value: T,
    /// Its source line, which tells the rows apart.
    pub line: usize,
    /// Its token.
    pub token: TokenTree,
}

/// Every token read by `read` as a cell, or the errors of all that are not one.
pub fn cells<T>(tokens: TokenStream, read: impl Fn(&TokenTree) -> syn::Result<T>) -> syn::Result<Vec<Cell<T>>> {
    let (mut cells, mut errors) = (Vec::new(), Vec::new());
    for token in tokens {
        match read(&token) {
            Ok(value) => cells.push(Cell { value, line: token.span().start().line, token }),
            Err(error) => errors.push(error),
        }
    }
    combined(errors).map_or(Ok(cells), Err)
}

/// The rows: the cells of each source line, or `count` rows of equal length when all the cells
/// share one line (written so, or from tokens that carry no lines) and number one of `totals`.
pub fn rows<'a, T>(cells: &'a [Cell<T>], count: usize, totals: &[usize]) -> Vec<&'a [Cell<T>]> {
    let rows: Vec<&[Cell<T>]> = cells.chunk_by(|a, b| a.line == b.line).collect();
    if rows.len() == 1 && totals.contains(&cells.len()) { cells.chunks(cells.len() / count).collect() } else { rows }
}

/// All of `errors` as one, reported together; `None` when there are none.
pub fn combined(errors: Vec<syn::Error>) -> Option<syn::Error> {
    errors.into_iter().reduce(|mut all, error| {
        all.combine(error);
        all
    })
}

/// An error spanning `cells`, from the first to the last.
pub fn spanned<'a, T: 'a>(cells: impl IntoIterator<Item = &'a Cell<T>>, message: String) -> syn::Error {
    let tokens: TokenStream = cells.into_iter().map(|cell| cell.token.clone()).collect();
    syn::Error::new_spanned(tokens, message)
}
