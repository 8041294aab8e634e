//! Reading a king-bucket map in one of its two forms, which cannot be taken for each other:
//! drawn, 8 rows of plain numbers each on a line of its own, rank 8 on top, as a board is
//! drawn; or pasted from a trainer or an engine, in brackets with commas, a1 first, as
//! Stockfish's `KingBuckets` (its `B(n)` entries read as bucket `n`) and bullet's
//! `ChessBucketsMirrored::new` write it.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::cells::{self, combined, spanned};
use crate::patterns::Mirror;

/// What the pattern expects after its options, for the message when the map is missing.
pub const AFTER_OPTIONS: &str = "a king-bucket map after the options: drawn as 8 rows of 4 or 8 numbers, rank 8 \
                                 on top, each row on a line of its own; or pasted as the trainer writes it, a1 \
                                 first, in brackets: `[0, 0, 1, 1, ...]` (32 entries for files a to d, or 64)";

/// A bucket map read, a1 first, every file filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buckets {
    /// The bucket of a king on each square, a1 first, from its own side.
    pub of: [u8; 64],
    /// Whether only files a to d were given, files e to h filled in from their mirror squares.
    pub half: bool,
}

impl Buckets {
    /// One bucket for every square: a network with no king buckets.
    pub const ONE: Buckets = Buckets { of: [0; 64], half: false };
}

/// One number of the map: its value and its token, for the spans of messages.
type Cell = (u8, TokenTree);

/// The map of `tokens`, checked against `mirror`: mirrored inputs need the same bucket on both
/// halves of a rank, or a king would change buckets by crossing into the half that mirrors.
pub fn read(tokens: TokenStream, mirror: Mirror) -> syn::Result<Buckets> {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let (placed, half) = match trees.as_slice() {
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Bracket => pasted(group.stream(), group.span())?,
        [TokenTree::Group(group), rest @ ..] if group.delimiter() == Delimiter::Bracket => {
            let message = "expected nothing after the pasted bucket array";
            return Err(syn::Error::new_spanned(rest.iter().cloned().collect::<TokenStream>(), message));
        }
        _ => drawn(tokens)?,
    };
    let of: [u8; 64] = std::array::from_fn(|sq| placed[sq].0);
    if mirror != Mirror::None {
        // One message a rank, at its first square from the middle out that differs.
        let first_off = |rank: usize| (4..8).map(|file| rank * 8 + file).find(|&sq| of[sq] != of[sq ^ 7]);
        let errors = (0..8).filter_map(first_off).map(|sq| {
            let message = format!(
                "the bucket of {} ({}) differs from that of {} ({}): with `mirror = {}`, a king crossing between \
                 files d and e changes sides of the mirror, so each rank must read the same from both ends",
                name(sq ^ 7),
                of[sq ^ 7],
                name(sq),
                of[sq],
                mirror.word()
            );
            syn::Error::new(placed[sq].1.span(), message)
        });
        if let Some(error) = combined(errors.collect()) {
            return Err(error);
        }
    }
    Ok(Buckets { of, half })
}

/// A square's name, `a1` to `h8`.
fn name(sq: usize) -> String {
    format!("{}{}", char::from(b'a' + (sq % 8) as u8), sq / 8 + 1)
}

/// The cell of each square, a1 first, from a drawing: 8 rows of 4 or 8 numbers, rank 8 on top,
/// each on a line of its own.
fn drawn(tokens: TokenStream) -> syn::Result<(Vec<Cell>, bool)> {
    let cells = cells::cells(tokens, number)?;
    let rows = cells::rows(&cells, 8, &[]);
    let (Some(first), Some(last)) = (rows.first(), rows.last()) else {
        return Err(syn::Error::new(Span::call_site(), format!("expected {AFTER_OPTIONS}")));
    };
    if rows.len() == 1 && cells.len() > 8 {
        let message = "expected the drawing's 8 rows each on a line of its own, rank 8 on top: numbers on one line \
                       could be a trainer's array, which is pasted in brackets with commas, a1 first: \
                       `[0, 0, 1, 1, ...]`";
        return Err(spanned(*first, message.to_owned()));
    }
    let width = first.len();
    let mut errors = Vec::new();
    if width != 4 && width != 8 {
        let message = format!(
            "expected 4 numbers in each row (files a to d, mirrored onto e to h) or 8 (files a to h), found {width} \
             in this one"
        );
        errors.push(spanned(*first, message));
    }
    for row in rows.iter().skip(1).filter(|row| row.len() != width && (width == 4 || width == 8)) {
        let message = format!("expected {width} numbers in each row as in the first, found {} in this one", row.len());
        errors.push(spanned(*row, message));
    }
    if rows.len() != 8 {
        let message = format!("expected 8 rows, rank 8 on top; found {}, of which this is the last", rows.len());
        errors.push(spanned(*last, message));
    }
    if let Some(error) = combined(errors) {
        return Err(error);
    }
    let placed = (0..64).map(|sq: usize| {
        let (rank, file) = (sq / 8, sq % 8);
        let cell = &rows[7 - rank][if width == 4 && file >= 4 { 7 - file } else { file }];
        (cell.value, cell.token.clone())
    });
    Ok((placed.collect(), width == 4))
}

/// The cell of each square, a1 first, from a pasted array (the bracket's `tokens`, spanned by
/// `span`): 64 entries, or 32 for files a to d with files e to h read from their mirror squares
/// (`[0, 1, 2, 3, 3, 2, 1, 0]` within a rank).
fn pasted(tokens: TokenStream, span: Span) -> syn::Result<(Vec<Cell>, bool)> {
    let (mut cells, mut errors) = (Vec::new(), Vec::new());
    let mut comma_next = false;
    let mut tokens = tokens.into_iter().peekable();
    while let Some(token) = tokens.next() {
        let is_comma = matches!(&token, TokenTree::Punct(punct) if punct.as_char() == ',');
        if comma_next && !is_comma {
            errors.push(syn::Error::new(token.span(), "expected `,` between the pasted array's buckets"));
        } else if let Some(TokenTree::Group(group)) = tokens.peek().filter(|_| !comma_next).cloned() {
            // Stockfish writes each bucket as `B(n)`, its macro for the bucket's first index: read
            // as the bucket `n`, so that its array pastes as it stands.
            tokens.next();
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            match (&token, inner.as_slice(), group.delimiter()) {
                (TokenTree::Ident(b), [bucket], Delimiter::Parenthesis) if b == "B" => match number(bucket) {
                    Ok(value) => cells.push((value, token)),
                    Err(error) => errors.push(error),
                },
                _ => {
                    let message = format!(
                        "expected a bucket number, or Stockfish's `B(n)` for bucket `n`; found `{token}{group}`"
                    );
                    let call: TokenStream = [token, TokenTree::Group(group)].into_iter().collect();
                    errors.push(syn::Error::new_spanned(call, message));
                }
            }
        } else if !comma_next {
            match number(&token) {
                Ok(value) => cells.push((value, token)),
                Err(error) => errors.push(error),
            }
        }
        comma_next = !is_comma;
    }
    if let Some(error) = combined(errors) {
        return Err(error);
    }
    if cells.len() != 32 && cells.len() != 64 {
        let message = format!(
            "expected 32 buckets (files a to d, a1 b1 c1 d1 a2 ...) or 64 (a1 b1 ... h1 a2 ...) in the pasted array, \
             found {}",
            cells.len()
        );
        return Err(syn::Error::new(span, message));
    }
    let half = cells.len() == 32;
    let placed = (0..64).map(|sq: usize| {
        let (rank, file) = (sq / 8, sq % 8);
        cells[if half { rank * 4 + [0, 1, 2, 3, 3, 2, 1, 0][file] } else { sq }].clone()
    });
    Ok((placed.collect(), half))
}

/// A token read as a bucket number from 0 to 255.
fn number(token: &TokenTree) -> syn::Result<u8> {
    let not_a_number = || {
        syn::Error::new(
            token.span(),
            "expected a bucket number from 0 to 255: a drawing is rows of plain numbers, rank 8 on top; a pasted \
             array is numbers and commas in brackets, a1 first",
        )
    };
    let TokenTree::Literal(literal) = token else { return Err(not_a_number()) };
    match syn::Lit::new(literal.clone()) {
        syn::Lit::Int(int) if int.suffix().is_empty() => int.base10_parse::<u8>().map_err(|_| {
            let message = format!("bucket {} is over 255: a bucket is a `u8`", int.base10_digits());
            syn::Error::new(token.span(), message)
        }),
        _ => Err(not_a_number()),
    }
}
