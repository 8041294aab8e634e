//! Reading a king-bucket drawing: rows of bucket numbers, rank 8 first, told apart by their
//! source lines as `bitboard!` tells its rows apart, with a spanned error for every mistake.

use proc_macro2::{Span, TokenStream, TokenTree};

use super::KingBuckets;
use crate::cells::{self, combined, spanned};

/// The drawing's shape in words, written once for both messages that quote it.
macro_rules! shape {
    () => {
        "8 rows of 4 bucket numbers (files a to d, mirrored onto e to h) or of 8 (files a to h), \
                         rank 8 first, each row on a line of its own"
    };
}

/// The drawing's shape in words, for the message when it is empty.
pub const SHAPE: &str = shape!();

/// What the pattern expects after its options, for the message when the drawing is missing.
pub const AFTER_OPTIONS: &str = concat!("a drawing after the options: ", shape!());

/// One number of the drawing.
type Cell = cells::Cell<u8>;

/// The map a drawing shows, or every mistake in it.
pub fn read(tokens: TokenStream) -> syn::Result<KingBuckets> {
    let cells = cells::cells(tokens, bucket)?;
    let rows = cells::rows(&cells, 8, &[32, 64]);
    let half = width(&rows)? == 4;
    let mut buckets = [0; 64];
    for (row, cells) in rows.iter().enumerate() {
        let rank_start = (7 - row) * 8;
        for (file, cell) in cells.iter().enumerate() {
            buckets[rank_start + file] = cell.value;
            if half {
                buckets[rank_start + 7 - file] = cell.value;
            }
        }
    }
    Ok(KingBuckets { buckets, half })
}

/// The rows' length, 4 or 8, which every row shares; or an error for each row of another length
/// and for a count of rows other than 8.
fn width(rows: &[&[Cell]]) -> syn::Result<usize> {
    let (Some(first), Some(last)) = (rows.first(), rows.last()) else {
        return Err(syn::Error::new(Span::call_site(), format!("expected a drawing: {SHAPE}")));
    };
    let width = rows.iter().map(|row| row.len()).find(|&len| len == 4 || len == 8).ok_or_else(|| {
        let message = format!(
            "expected 4 numbers in each row (files a to d, mirrored onto e to h) or 8 (files a to h), \
             found {} in this one",
            first.len()
        );
        spanned(*first, message)
    });
    let mut errors: Vec<syn::Error> = match &width {
        Ok(width) => rows.iter().filter(|row| row.len() != *width).map(|row| row_error(row, *width)).collect(),
        Err(error) => vec![error.clone()],
    };
    if rows.len() > 8 {
        let extra: Vec<&Cell> = rows[8..].iter().flat_map(|row| row.iter()).collect();
        let message =
            format!("expected 8 rows, rank 8 first; found {}: the rows from here on are too many", rows.len());
        errors.push(spanned(extra, message));
    } else if rows.len() < 8 {
        let message = format!("expected 8 rows, rank 8 first; found {}, of which this is the last", rows.len());
        errors.push(spanned(*last, message));
    }
    combined(errors).map_or(width, Err)
}

/// A token read as a bucket number from 0 to 255.
fn bucket(token: &TokenTree) -> syn::Result<u8> {
    match token {
        TokenTree::Literal(literal) => match syn::Lit::new(literal.clone()) {
            syn::Lit::Int(int) if int.suffix().is_empty() => int.base10_parse::<u8>().map_err(|_| {
                let message = format!("bucket {} is over 255: a bucket is a `u8`", int.base10_digits());
                syn::Error::new(token.span(), message)
            }),
            _ => Err(not_a_number(token)),
        },
        _ => Err(not_a_number(token)),
    }
}

/// The message for a token that is no bucket number.
fn not_a_number(token: &TokenTree) -> syn::Error {
    syn::Error::new(
        token.span(),
        "expected a bucket number from 0 to 255: the drawing is rows of plain numbers, rank 8 first, after the options",
    )
}

/// The message for a row of a length other than `width`: a row of the other width drawn among
/// these, or a row too short (spanned whole) or too long (spanned from its first extra number).
fn row_error(row: &[Cell], width: usize) -> syn::Error {
    let files = if width == 4 { "files a to d" } else { "files a to h" };
    let other = if width == 4 { 8 } else { 4 };
    if row.len() == other {
        let message = format!(
            "expected {width} numbers in this row ({files}) as in the rows above, found {}: draw every row with 4 \
             numbers (files a to d, mirrored onto e to h) or every row with 8 (files a to h)",
            row.len()
        );
        return spanned(row, message);
    }
    let message = format!("expected {width} numbers in each row ({files}), found {} in this one", row.len());
    spanned(if row.len() > width { &row[width..] } else { row }, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The drawing `text`, read.
    fn read_text(text: &str) -> syn::Result<KingBuckets> {
        read(text.parse().unwrap())
    }

    /// A drawing of 8 rows of `width` numbers, each the row's number times 10 plus the file's.
    fn drawing(width: usize) -> String {
        let rows: Vec<String> = (0..8)
            .map(|row| (0..width).map(|file| (row * 10 + file).to_string()).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join("\n")
    }

    /// Reading `text` fails with one message containing `words`, on line `line`.
    fn fails(text: &str, words: &str, line: usize) {
        let error = read_text(text).err().unwrap_or_else(|| panic!("{text} was read"));
        assert!(error.to_string().contains(words), "{error}");
        assert_eq!(error.into_iter().count(), 1, "{text}");
        assert_eq!(read_text(text).err().map(|e| e.span().start().line), Some(line), "{text}");
    }

    #[test]
    fn four_columns_mirror_onto_files_e_to_h() {
        let map = read_text(&drawing(4)).unwrap();
        assert!(map.half);
        // a1 is row 7's first number, h1 its mirror; d8 is row 0's last number, e8 its mirror.
        assert_eq!((map.buckets[0], map.buckets[7]), (70, 70));
        assert_eq!((map.buckets[59], map.buckets[60]), (3, 3));
    }

    #[test]
    fn eight_columns_are_read_as_drawn() {
        let map = read_text(&drawing(8)).unwrap();
        assert!(!map.half);
        assert_eq!((map.buckets[0], map.buckets[7], map.buckets[63]), (70, 77, 7));
    }

    #[test]
    fn all_numbers_on_one_line_are_rows_of_4_or_8() {
        for width in [4, 8] {
            let text = drawing(width);
            assert_eq!(read_text(&text.replace('\n', " ")).unwrap(), read_text(&text).unwrap());
        }
    }

    #[test]
    fn each_mistake_is_spanned_in_its_own_words() {
        let four = drawing(4);
        let with_row = |row: usize, text: &str| {
            let mut rows: Vec<&str> = four.lines().collect();
            rows[row] = text;
            rows.join("\n")
        };
        fails(&with_row(2, "1 2 256 3"), "bucket 256 is over 255", 3);
        fails(&with_row(2, "1 2 x 3"), "expected a bucket number from 0 to 255", 3);
        fails(&with_row(3, "1 2 3 4 5"), "expected 4 numbers in each row (files a to d), found 5 in this one", 4);
        fails(&with_row(3, "1 2 3"), "expected 4 numbers in each row (files a to d), found 3 in this one", 4);
        fails(&with_row(5, "1 2 3 4 5 6 7 8"), "draw every row with 4 numbers", 6);
        fails(&four.lines().take(7).collect::<Vec<_>>().join("\n"), "found 7, of which this is the last", 7);
        fails(&format!("{four}\n1 2 3 4"), "found 9: the rows from here on are too many", 9);
        let fives = ["1 2 3 4 5"; 8].join("\n");
        fails(&fives, "expected 4 numbers in each row (files a to d, mirrored onto e to h) or 8", 1);
    }

    #[test]
    fn every_mistake_is_reported_at_once() {
        let error = read_text("1 2 300 4\n1 2 3 y").unwrap_err();
        assert_eq!(error.into_iter().count(), 2);
        let error = read_text("1 2 3 4\n1 2 3\n1 2 3 4 5").unwrap_err();
        assert_eq!(error.into_iter().count(), 3);
    }
}
