//! Reading a threat map: six rows (the attacker, pawn to king) of six cells (the attacked piece,
//! in the same order), each a slot number or `-`, told apart by their source lines, with a
//! spanned error for every mistake.

use proc_macro2::{Span, TokenStream, TokenTree};

use crate::cells::{self, combined, spanned};

/// The roles in the order of the map's rows and columns.
pub const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];

/// The drawing's shape in words, written once for both messages that quote it.
macro_rules! shape {
    () => {
        "6 rows (the attacker: pawn, knight, bishop, rook, queen, king) of 6 cells (the attacked piece, \
         in the same order), each a slot number or `-`, every row on a line of its own"
    };
}

/// What the pattern expects after its options, for the message when the drawing is missing.
pub const AFTER_OPTIONS: &str = concat!("a threat map after the options: ", shape!());

/// One cell of the drawing: its slot, `None` for `-`.
type Cell = cells::Cell<Option<u8>>;

/// The map a drawing shows, `map[attacker][attacked]`, or every mistake in it.
pub fn read(tokens: TokenStream) -> syn::Result<[[Option<u8>; 6]; 6]> {
    let cells = cells::cells(tokens, cell)?;
    let rows = cells::rows(&cells, 6, &[36]);
    let mut errors = Vec::new();
    let Some(last) = rows.last() else {
        return Err(syn::Error::new(Span::call_site(), concat!("expected a threat map: ", shape!())));
    };
    if rows.len() > 6 {
        let extra = rows[6..].iter().flat_map(|row| row.iter());
        let message = format!(
            "expected 6 rows, one for each attacker from pawn to king; found {}: the rows from here on are too many",
            rows.len()
        );
        errors.push(spanned(extra, message));
    } else if rows.len() < 6 {
        let message = format!(
            "expected 6 rows, one for each attacker from pawn to king; found {}, of which this is the last",
            rows.len()
        );
        errors.push(spanned(last.iter(), message));
    }
    let mut map = [[None; 6]; 6];
    for (row, cells) in rows.iter().take(6).enumerate() {
        if cells.len() != 6 {
            let message = format!(
                "expected 6 cells in the {}'s row, one for each attacked piece from pawn to king, found {}",
                ROLES[row],
                cells.len()
            );
            errors.push(spanned(if cells.len() > 6 { &cells[6..] } else { cells }, message));
            continue;
        }
        if let Err(error) = slots(row, cells) {
            errors.push(error);
        }
        for (column, cell) in cells.iter().enumerate() {
            map[row][column] = cell.value;
        }
    }
    combined(errors).map_or(Ok(map), Err)
}

/// The mistakes in one row's slots: a number drawn twice, or one missing below the highest.
fn slots(row: usize, cells: &[Cell]) -> syn::Result<()> {
    let mut errors = Vec::new();
    for (i, cell) in cells.iter().enumerate() {
        let Some(slot) = cell.value else { continue };
        if cells[..i].iter().any(|earlier| earlier.value == Some(slot)) {
            let message = format!(
                "slot {slot} is drawn twice in the {}'s row: each pair of a row has a slot of its own",
                ROLES[row]
            );
            errors.push(syn::Error::new(cell.token.span(), message));
        }
    }
    let highest = cells.iter().filter_map(|cell| cell.value).max();
    if let Some(highest) = highest {
        let missing: Vec<String> = (0..highest)
            .filter(|slot| cells.iter().all(|cell| cell.value != Some(*slot)))
            .map(|s| s.to_string())
            .collect();
        if !missing.is_empty() {
            let message = format!(
                "the {}'s row has slot {highest} but no slot {}: a row numbers its pairs 0, 1, 2, ... with no gaps",
                ROLES[row],
                missing.join(", ")
            );
            errors.push(spanned(cells.iter(), message));
        }
    }
    combined(errors).map_or(Ok(()), Err)
}

/// A token read as a slot from 0 to 5, or `None` for `-`.
fn cell(token: &TokenTree) -> syn::Result<Option<u8>> {
    match token {
        TokenTree::Punct(punct) if punct.as_char() == '-' => Ok(None),
        TokenTree::Literal(literal) => match syn::Lit::new(literal.clone()) {
            syn::Lit::Int(int) if int.suffix().is_empty() => match int.base10_parse::<u8>() {
                Ok(slot) if slot < 6 => Ok(Some(slot)),
                _ => {
                    let message = format!(
                        "slot {} is too high: a row has six cells, so its slots run from 0 to 5",
                        int.base10_digits()
                    );
                    Err(syn::Error::new(token.span(), message))
                }
            },
            _ => Err(not_a_cell(token)),
        },
        _ => Err(not_a_cell(token)),
    }
}

/// The message for a token that is no cell.
fn not_a_cell(token: &TokenTree) -> syn::Error {
    syn::Error::new(
        token.span(),
        "expected a slot number from 0 to 5, or `-` for a pair that is not a feature: the map is 6 rows of 6 cells \
         after the options",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The drawing `text`, read.
    fn drawn(text: &str) -> syn::Result<[[Option<u8>; 6]; 6]> {
        read(text.parse().unwrap())
    }

    #[test]
    fn rows_by_line_or_by_six() {
        let stockfish = "- 0 - 1 - -\n0 1 2 3 4 -\n0 1 2 3 - -\n0 1 2 3 - -\n0 1 2 3 4 -\n- - - - - -";
        let map = drawn(stockfish).unwrap();
        assert_eq!(map[0], [None, Some(0), None, Some(1), None, None]);
        assert_eq!(map[5], [None; 6]);
        assert_eq!(drawn(&stockfish.replace('\n', " ")).unwrap(), map);
    }

    #[test]
    fn mistakes() {
        let error = |text: &str| drawn(text).unwrap_err().to_string();
        assert!(error("0 1 - 2 - -").contains("expected 6 rows"));
        assert!(error("0 1 x 2 - -\n").contains("expected a slot number"));
        assert!(
            error("0 0 - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -")
                .contains("slot 0 is drawn twice in the pawn's row")
        );
        assert!(
            error("- - - - - -\n0 2 - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -")
                .contains("the knight's row has slot 2 but no slot 1")
        );
        assert!(
            error("- - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -")
                .contains("expected 6 cells in the pawn's row")
        );
        assert!(
            error("9 - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -")
                .contains("slot 9 is too high")
        );
    }
}
