//! Reading a policy map's layout: its parts separated by commas, each a word followed by its
//! roles in brackets where it takes some, with a spanned error for every mistake; then the
//! mistakes of the whole, such as a kind of move left without an output.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::cells::combined;
use crate::geometry::{bit, file, rank};

/// The roles by number, pawn 0 to king 5, as the layout names them.
pub const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];

/// A pawn's number.
pub const PAWN: u8 = 0;

/// The layout's grammar in words, written once for the messages that quote it.
macro_rules! parts {
    () => {
        "a block of outputs (`from_to(ROLES)`, `pieces(ROLES)`, `promotions(ROLES, from_to)` or \
         `promotions(from_to, ROLES)`, `castling`, `double_pushes`), or `flip` or `mirror`"
    };
}

/// What the pattern expects after its options, for the message when the layout is missing.
pub const AFTER_OPTIONS: &str = concat!(
    "a layout after the options: its parts separated by commas, each ",
    parts!(),
    "; such as `from_to(queen knight), promotions(from_to, queen rook bishop), flip`"
);

/// A policy map's layout as declared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The blocks of outputs, in the order of their outputs.
    pub blocks: Vec<Block>,
    /// Whether Black's squares are flipped (`^ 56`), so that the side to move plays up the board:
    /// a complete layout must.
    pub flip: bool,
    /// Whether the squares are mirrored (`^ 7`) when the side to move's king stands on files e
    /// to h.
    pub mirror: bool,
    /// Whether castling, where it has no block, is the king's move to the square it lands on (g
    /// or c file) rather than onto its own rook.
    pub king_move: bool,
}

/// A block of outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// Every move from a square to one of the empty-board destinations of these roles from it,
    /// by from square and then to square.
    FromTo(Vec<u8>),
    /// A block for each of these roles in turn, each by from square and then to square among the
    /// role's own destinations.
    Pieces(Vec<u8>),
    /// The 22 promotion moves (rank 7 to rank 8, by from file and then to file) with each of these
    /// roles: each role's 22 together where `by_role` holds, else each move's roles together.
    Promotions {
        /// The roles promoted to, in order.
        roles: Vec<u8>,
        /// Whether the role is the outer order.
        by_role: bool,
    },
    /// Two outputs: castling towards the h-file, then towards the a-file, as the squares are
    /// oriented.
    Castling,
    /// Eight outputs, a pawn's double push by its oriented file.
    DoublePushes,
}

impl Layout {
    /// Lc0's layout, which stands in after a mistake.
    pub fn lc0() -> Layout {
        Layout {
            blocks: vec![Block::FromTo(vec![4, 1]), Block::Promotions { roles: vec![4, 3, 2], by_role: false }],
            flip: true,
            mirror: false,
            king_move: false,
        }
    }

    /// The moves' block: its roles, and whether it numbers them by piece.
    pub fn moves(&self) -> (&[u8], bool) {
        self.blocks
            .iter()
            .find_map(|block| match block {
                Block::FromTo(roles) => Some((roles.as_slice(), false)),
                Block::Pieces(roles) => Some((roles.as_slice(), true)),
                _ => None,
            })
            .unwrap_or((&[], false))
    }

    /// Whether castling has a block of its own.
    pub fn castling_block(&self) -> bool {
        self.blocks.contains(&Block::Castling)
    }
}

/// The empty-board destinations of a piece of role `role` on `sq` playing up the board: a pawn's
/// single push and two captures (none from the last rank).
pub fn destinations(role: u8, sq: u8) -> u64 {
    use crate::geometry::{Side, king_attacks, knight_attacks, pawn_attacks, slider_steps, walk};
    let slide = |diagonal: bool| {
        slider_steps(diagonal).into_iter().flat_map(|step| walk(sq, step)).fold(0, |set, t| set | bit(t))
    };
    match role {
        PAWN => pawn_attacks(Side::White, bit(sq)) | bit(sq) << 8,
        1 => knight_attacks(bit(sq)),
        2 => slide(true),
        3 => slide(false),
        4 => slide(true) | slide(false),
        _ => king_attacks(bit(sq)),
    }
}

/// A square's name, such as `e4`.
pub fn name(sq: u8) -> String {
    format!("{}{}", char::from(b'a' + sq % 8), sq / 8 + 1)
}

/// The layout that `tokens` declare, or every mistake in it.
pub fn read(tokens: TokenStream) -> syn::Result<Layout> {
    let all: Vec<TokenTree> = tokens.into_iter().collect();
    let mut layout = Layout { blocks: Vec::new(), flip: false, mirror: false, king_move: false };
    let mut errors = Vec::new();
    // The first word of each part read so far, for the message of one given twice.
    let mut seen: Vec<String> = Vec::new();
    // The moves' block and the promotions', for the messages of what they leave out.
    let mut moves_part: Option<TokenStream> = None;
    let mut promotions_part: Option<TokenStream> = None;
    let parts: Vec<&[TokenTree]> = all.split(is_comma).collect();
    // The commas, for the place of a part missing between two.
    let commas: Vec<&TokenTree> = all.iter().filter(|token| is_comma(token)).collect();
    for (i, part) in parts.iter().enumerate() {
        let Some((first, rest)) = part.split_first() else {
            // A comma may end the layout; elsewhere a part is missing.
            if i + 1 < parts.len() {
                let span = commas[i].span();
                errors.push(syn::Error::new(span, concat!("expected ", parts!(), " before this comma")));
            }
            continue;
        };
        let word = match first {
            TokenTree::Ident(ident) => ident.to_string(),
            _ => String::new(),
        };
        let twice = match word.as_str() {
            "from_to" | "pieces" => seen.iter().any(|w| w == "from_to" || w == "pieces"),
            _ => seen.contains(&word),
        };
        if twice && !word.is_empty() {
            let message = if matches!(word.as_str(), "from_to" | "pieces") {
                "a layout numbers its moves once, by `from_to(...)` or by `pieces(...)`: this is a second block of moves"
                    .to_owned()
            } else {
                format!("`{word}` is given twice: each part of a layout comes once")
            };
            errors.push(syn::Error::new(first.span(), message));
            continue;
        }
        match (word.as_str(), rest) {
            ("from_to" | "pieces", [TokenTree::Group(group)]) if group.delimiter() == Delimiter::Parenthesis => {
                match roles(group.stream(), group.span()) {
                    Ok(roles) if word == "from_to" => layout.blocks.push(Block::FromTo(roles)),
                    Ok(roles) => layout.blocks.push(Block::Pieces(roles)),
                    Err(error) => errors.push(error),
                }
                moves_part = Some(part.iter().cloned().collect());
            }
            ("from_to" | "pieces" | "promotions", _) if !rest.first().is_some_and(is_bracket) => {
                let example = match word.as_str() {
                    "from_to" => "`from_to(queen knight)`",
                    "pieces" => "`pieces(pawn knight bishop rook queen king)`",
                    _ => "`promotions(from_to, queen rook bishop)`",
                };
                errors.push(syn::Error::new(
                    first.span(),
                    format!("`{word}` takes its roles in brackets, such as {example}"),
                ));
            }
            ("promotions", [TokenTree::Group(group)]) if group.delimiter() == Delimiter::Parenthesis => {
                match promotions(group.stream(), group.span()) {
                    Ok(block) => layout.blocks.push(block),
                    Err(error) => errors.push(error),
                }
                promotions_part = Some(part.iter().cloned().collect());
            }
            ("castling", []) => layout.blocks.push(Block::Castling),
            ("castling", [TokenTree::Group(group)]) if is_king_move(group) => layout.king_move = true,
            ("castling", [other]) => errors.push(syn::Error::new(
                other.span(),
                "expected `castling` alone, a block of two outputs of its own, or `castling(king_move)`, castling \
                 numbered as the king's move to the square it lands on (the g or c file) among the moves; without \
                 either, castling is the king's move onto its own rook",
            )),
            ("double_pushes", []) => layout.blocks.push(Block::DoublePushes),
            ("flip", []) => layout.flip = true,
            ("mirror", []) => layout.mirror = true,
            ("from_to" | "pieces" | "promotions" | "castling", [_, extra, ..])
            | ("double_pushes" | "flip" | "mirror", [extra, ..]) => {
                let message = format!("expected `,` after `{word}`: the parts of a layout are separated by commas");
                errors.push(syn::Error::new(extra.span(), message));
            }
            _ => errors.push(syn::Error::new(first.span(), concat!("expected ", parts!()))),
        }
        if !word.is_empty() {
            seen.push(word);
        }
    }
    if errors.is_empty() {
        let whole: TokenStream = all.iter().cloned().collect();
        if let Err(error) = complete(&layout, whole, moves_part, promotions_part) {
            errors.push(error);
        }
    }
    combined(errors).map_or(Ok(layout), Err)
}

/// Whether a token is a group in round brackets, as roles are given.
fn is_bracket(token: &TokenTree) -> bool {
    matches!(token, TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis)
}

fn is_comma(token: &TokenTree) -> bool {
    matches!(token, TokenTree::Punct(punct) if punct.as_char() == ',')
}

/// Whether a bracket holds `king_move` alone.
fn is_king_move(group: &proc_macro2::Group) -> bool {
    let tokens: Vec<TokenTree> = group.stream().into_iter().collect();
    group.delimiter() == Delimiter::Parenthesis
        && matches!(&tokens[..], [TokenTree::Ident(word)] if word == "king_move")
}

/// The roles of a bracket, in order, each once; `span` is the bracket's.
fn roles(tokens: TokenStream, span: Span) -> syn::Result<Vec<u8>> {
    let (mut roles, mut errors) = (Vec::new(), Vec::new());
    for token in tokens {
        let role = match &token {
            TokenTree::Ident(word) => ROLES.iter().position(|role| word == role),
            _ => None,
        };
        match role {
            Some(role) if roles.contains(&(role as u8)) => {
                let message = format!("the {} is named twice: each role comes once", ROLES[role]);
                errors.push(syn::Error::new(token.span(), message));
            }
            Some(role) => roles.push(role as u8),
            None => errors.push(syn::Error::new(
                token.span(),
                "expected a role: `pawn`, `knight`, `bishop`, `rook`, `queen` or `king`",
            )),
        }
    }
    if roles.is_empty() && errors.is_empty() {
        errors.push(syn::Error::new(span, "expected at least one role in the brackets"));
    }
    combined(errors).map_or(Ok(roles), Err)
}

/// A promotions block from its bracket: roles and `from_to`, in either order; `span` is the
/// bracket's.
fn promotions(tokens: TokenStream, span: Span) -> syn::Result<Block> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let halves: Vec<&[TokenTree]> = tokens.split(is_comma).collect();
    let is_from_to = |half: &[TokenTree]| matches!(half, [TokenTree::Ident(word)] if word == "from_to");
    let (roles_half, by_role) = match &halves[..] {
        [first, second] if is_from_to(first) && !is_from_to(second) => (*second, false),
        [first, second] if is_from_to(second) && !is_from_to(first) => (*first, true),
        _ => {
            return Err(syn::Error::new(
                span,
                "expected `promotions(ROLES, from_to)`, each role's 22 promotion moves together, or \
                 `promotions(from_to, ROLES)`, each promotion move's roles together",
            ));
        }
    };
    let group_span = roles_half.first().map_or(span, TokenTree::span);
    let roles = roles(roles_half.iter().cloned().collect(), group_span)?;
    let wrong: Vec<TokenTree> = roles_half
        .iter()
        .filter(|token| matches!(token, TokenTree::Ident(word) if word == "pawn" || word == "king"))
        .cloned()
        .collect();
    if !wrong.is_empty() {
        let tokens: TokenStream = wrong.into_iter().collect();
        return Err(syn::Error::new_spanned(tokens, "a pawn promotes to a knight, a bishop, a rook or a queen"));
    }
    Ok(Block::Promotions { roles, by_role })
}

/// The mistakes of the whole layout: no block of moves, a kind of move it gives no output, or
/// moves it gives one output together. `whole` is the layout's tokens, and `moves` and
/// `promotions` the parts that declare its block of moves and of promotions.
fn complete(
    layout: &Layout,
    whole: TokenStream,
    moves: Option<TokenStream>,
    promotions: Option<TokenStream>,
) -> syn::Result<()> {
    let Some(moves) = moves else {
        return Err(syn::Error::new_spanned(
            whole,
            "expected a block of moves in the layout: `from_to(ROLES)`, by from and to square, or \
             `pieces(ROLES)`, by piece; `from_to(queen knight)` gives every move an output",
        ));
    };
    let (roles, by_piece) = layout.moves();
    if by_piece {
        let missing: Vec<&str> =
            (0..6).filter(|role| !roles.contains(role)).map(|role| ROLES[usize::from(role)]).collect();
        if !missing.is_empty() {
            let message = format!(
                "`pieces(...)` leaves out the {}: every role needs a block of its own, in the order of their outputs",
                missing.join(" and the ")
            );
            return Err(syn::Error::new_spanned(moves, message));
        }
        if !layout.blocks.contains(&Block::DoublePushes) {
            return Err(syn::Error::new_spanned(
                moves,
                "a pawn's double push is no move of its block in `pieces(...)`: add `double_pushes`, a block of eight \
                 outputs",
            ));
        }
        if !layout.castling_block() {
            return Err(syn::Error::new_spanned(
                moves,
                "castling is no move of the king's block in `pieces(...)`, which holds its steps: add `castling`, a \
                 block of two outputs",
            ));
        }
    } else {
        from_to_complete(roles, moves)?;
    }
    // The promotions to a role left out take the move's own output, which one role alone may.
    let promoted = layout.blocks.iter().find_map(|block| match block {
        Block::Promotions { roles, .. } => Some(roles.as_slice()),
        _ => None,
    });
    match (promoted, promotions) {
        (Some(roles), Some(part)) if roles.len() < 3 => {
            let missing: Vec<&str> =
                (1..5).filter(|role| !roles.contains(role)).map(|role| ROLES[usize::from(role)]).collect();
            let message = format!(
                "`promotions(...)` leaves out the {}: the promotions of a move to the roles left out share the \
                 move's own output, so only one role may be left out (Lc0 leaves out the knight)",
                missing.join(" and the ")
            );
            return Err(syn::Error::new_spanned(part, message));
        }
        (None, _) => {
            return Err(syn::Error::new_spanned(
                whole,
                "expected `promotions(...)` in the layout: without it a pawn's four promotions of one move share the \
                 move's output; `promotions(from_to, queen rook bishop)` gives the queen, the rook and the bishop \
                 outputs of their own, as Lc0 does",
            ));
        }
        _ => {}
    }
    if !layout.flip {
        return Err(syn::Error::new_spanned(
            whole,
            "expected `flip` in the layout: its blocks are laid out for White (pawns moving up the board, \
             promotions onto rank 8, castling on rank 1), and `flip` turns Black's moves into White's, without \
             which some of Black's would have no output",
        ));
    }
    Ok(())
}

/// Whether `from_to(...)` gives every move an output, which takes every queen's and knight's
/// move; `moves` is the part, for the message.
fn from_to_complete(roles: &[u8], moves: TokenStream) -> syn::Result<()> {
    let reached = |sq: u8| roles.iter().fold(0, |set, &role| set | destinations(role, sq));
    for sq in 0..64 {
        let missing = (destinations(4, sq) | destinations(1, sq)) & !reached(sq);
        if missing != 0 {
            let to = missing.trailing_zeros() as u8;
            let role = if file(sq) == file(to) || rank(sq) == rank(to) {
                "rook"
            } else if (file(sq) - file(to)).abs() == (rank(sq) - rank(to)).abs() {
                "bishop"
            } else {
                "knight"
            };
            let message = format!(
                "`from_to(...)` gives a {role}'s move such as {}{} no output: every move needs one, and \
                 `from_to(queen knight)` gives one to them all",
                name(sq),
                name(to)
            );
            return Err(syn::Error::new_spanned(moves, message));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(text: &str) -> syn::Result<Layout> {
        read(text.parse().unwrap())
    }

    #[test]
    fn the_three_layouts() {
        assert_eq!(
            layout("from_to(queen knight), promotions(from_to, queen rook bishop), flip").unwrap(),
            Layout::lc0()
        );
        let monty = layout(
            "pieces(pawn knight bishop rook queen king), promotions(knight bishop rook queen, from_to), castling, \
             double_pushes, flip, mirror",
        )
        .unwrap();
        assert_eq!(monty.blocks.len(), 4);
        assert!(monty.flip && monty.mirror && !monty.king_move);
        let older = layout(
            "from_to(queen knight), promotions(knight bishop rook queen, from_to), castling(king_move), flip, mirror,",
        )
        .unwrap();
        assert!(older.king_move && !older.castling_block());
    }

    #[test]
    fn mistakes() {
        let error = |text: &str| layout(text).unwrap_err().to_string();
        assert!(error("from_to(queen), flip").contains("gives a knight's move such as a1c2 no output"));
        assert!(error("from_to(knight bishop)").contains("gives a rook's move such as a1b1 no output"));
        assert!(error("from_to(queen knight), flip, flip").contains("`flip` is given twice"));
        assert!(error("from_to(queen knight), pieces(pawn)").contains("numbers its moves once"));
        assert!(error("flip").contains("expected a block of moves"));
        assert!(error("from_to(queen knight queen)").contains("the queen is named twice"));
        assert!(error("from_to(queen horse)").contains("expected a role"));
        assert!(error("from_to()").contains("at least one role"));
        assert!(error("from_to queen").contains("takes its roles in brackets"));
        assert!(error("from_to(queen knight), promotions(queen)").contains("expected `promotions(ROLES, from_to)`"));
        assert!(error("from_to(queen knight), promotions(from_to, king)").contains("a pawn promotes to"));
        assert!(error("from_to(queen knight), castling(rook)").contains("expected `castling` alone"));
        assert!(error("from_to(queen knight), flip mirror").contains("expected `,` after `flip`"));
        assert!(error("from_to(queen knight) pieces, flip").contains("expected `,` after `from_to`"));
        assert!(error("from_to[queen knight], flip").contains("takes its roles in brackets"));
        assert!(error("from_to(queen knight), sideways").contains("expected a block of outputs"));
        assert!(error("from_to(queen knight),, flip").contains("before this comma"));
        let pieces = "pieces(pawn knight bishop rook queen king)";
        assert!(error("pieces(pawn knight bishop rook queen)").contains("leaves out the king"));
        assert!(error(&format!("{pieces}, castling")).contains("add `double_pushes`"));
        assert!(error(&format!("{pieces}, double_pushes")).contains("add `castling`"));
        assert!(error(&format!("{pieces}, double_pushes, castling(king_move)")).contains("add `castling`"));
        assert!(error("from_to(queen knight), flip").contains("expected `promotions(...)`"));
        let two = "from_to(queen knight), promotions(from_to, queen rook), flip";
        assert!(error(two).contains("leaves out the knight and the bishop: the promotions"));
        assert!(error("from_to(queen knight), promotions(from_to, queen rook bishop)").contains("expected `flip`"));
    }
}
