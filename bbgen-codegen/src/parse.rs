//! From a pattern's tokens to a [`Pattern`], with a spanned error for every mistake.
//!
//! A pattern is zero or more positional arguments followed by `key = value` options, all
//! separated by commas. Parsing goes on past a mistake, skipping to the next comma, so that one
//! invocation reports all its mistakes at once and still yields the names of the items it would
//! have emitted (the caller emits stubs under those names so one mistake does not cascade).

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Token, Visibility};

use crate::MacroKind;
use crate::spec::{Elem, Items, Layout, Pattern, Side, ToSquare};

mod kw {
    syn::custom_keyword!(rectangular);
    syn::custom_keyword!(triangular);
    syn::custom_keyword!(x88);
    syn::custom_keyword!(calculated);
    syn::custom_keyword!(white);
    syn::custom_keyword!(black);
    syn::custom_keyword!(all);
    syn::custom_keyword!(wtm);
    syn::custom_keyword!(btm);
    syn::custom_keyword!(exclusive);
    syn::custom_keyword!(inclusive);
    syn::custom_keyword!(private);
}

/// The result of parsing: the pattern as far as it could be read, and every mistake found.
pub struct Parsed {
    /// The pattern; where an argument was wrong, its default stands in.
    pub pattern: Pattern,
    /// All mistakes, combined; `None` when the pattern is valid.
    pub error: Option<syn::Error>,
    /// Whether the item names are known, so that stubs would carry the names the user expects.
    pub names_known: bool,
}

/// Parses the tokens inside `kind!( ... )`.
pub fn parse(kind: MacroKind, tokens: TokenStream) -> Parsed {
    let parser = |input: ParseStream| Ok(PatternParser::new(kind).run(input));
    match parser.parse2(tokens) {
        Ok(parsed) => parsed,
        // The closure above never fails; a failure here would be syn's own end-of-input check,
        // which `run` makes impossible by consuming every token.
        Err(error) => Parsed {
            pattern: PatternParser::new(kind).finish(Span::call_site()),
            error: Some(error),
            names_known: false,
        },
    }
}

struct PatternParser {
    kind: MacroKind,
    errors: Option<syn::Error>,
    layout: Layout,
    case: Option<(Side, Side)>,
    positional_ok: bool,
    options_tried: usize,
    name: Option<Ident>,
    vis: Option<TokenStream>,
    elem: Option<Elem>,
    to: Option<ToSquare>,
}

impl PatternParser {
    fn new(kind: MacroKind) -> Self {
        PatternParser {
            kind,
            errors: None,
            layout: Layout::Rectangular,
            case: None,
            positional_ok: true,
            options_tried: 0,
            name: None,
            vis: None,
            elem: None,
            to: None,
        }
    }

    fn report(&mut self, error: syn::Error) {
        match &mut self.errors {
            Some(errors) => errors.combine(error),
            None => self.errors = Some(error),
        }
    }

    fn run(mut self, input: ParseStream) -> Parsed {
        let span = input.span();
        if let Err(error) = self.positional(input) {
            self.report(error);
            self.positional_ok = false;
            skip_to_comma(input);
            // After a wrong king colour, a side to move that follows is still positional.
            let side_to_move_follows = input.peek2(kw::wtm) || input.peek2(kw::btm);
            if self.kind == MacroKind::Caughtable && input.peek(Token![,]) && side_to_move_follows {
                let _ = input.parse::<Token![,]>();
                skip_to_comma(input);
            }
        }
        while !input.is_empty() {
            if let Err(error) = self.option(input) {
                self.report(error);
                skip_to_comma(input);
            }
        }
        let names_known = self.positional_ok || self.name.is_some() || self.kind != MacroKind::Caughtable;
        let error = self.errors.take();
        Parsed {
            pattern: self.finish(span),
            error,
            names_known,
        }
    }

    fn positional(&mut self, input: ParseStream) -> syn::Result<()> {
        match self.kind {
            MacroKind::KingMoore => Ok(()),
            MacroKind::InBetween => {
                let look = input.lookahead1();
                self.layout = if look.peek(kw::rectangular) {
                    input.parse::<kw::rectangular>()?;
                    Layout::Rectangular
                } else if look.peek(kw::triangular) {
                    input.parse::<kw::triangular>()?;
                    Layout::Triangular
                } else if look.peek(kw::x88) {
                    input.parse::<kw::x88>()?;
                    Layout::X88
                } else if look.peek(kw::calculated) {
                    input.parse::<kw::calculated>()?;
                    Layout::Calculated
                } else {
                    return Err(with_hint(
                        look.error(),
                        "the layout comes first, as in `in_between!(triangular)`",
                    ));
                };
                Ok(())
            }
            MacroKind::Caughtable => {
                let look = input.lookahead1();
                let king_span = input.span();
                let king = if look.peek(kw::all) {
                    input.parse::<kw::all>()?;
                    return Ok(());
                } else if look.peek(kw::white) {
                    input.parse::<kw::white>()?;
                    Side::White
                } else if look.peek(kw::black) {
                    input.parse::<kw::black>()?;
                    Side::Black
                } else {
                    return Err(with_hint(
                        look.error(),
                        "the king's colour comes first, as in `caughtable!(black, wtm)`, or `all` for every case",
                    ));
                };
                if !input.peek(Token![,]) {
                    let message = "expected `,` and the side to move (`wtm` or `btm`) after the king's colour";
                    let span = if input.is_empty() { king_span } else { input.span() };
                    return Err(syn::Error::new(span, message));
                }
                input.parse::<Token![,]>()?;
                let look = input.lookahead1();
                let to_move = if look.peek(kw::wtm) {
                    input.parse::<kw::wtm>()?;
                    Side::White
                } else if look.peek(kw::btm) {
                    input.parse::<kw::btm>()?;
                    Side::Black
                } else {
                    return Err(with_hint(
                        look.error(),
                        "the side to move follows the king's colour: `wtm` for white to move, `btm` for black",
                    ));
                };
                self.case = Some((king, to_move));
                Ok(())
            }
        }
    }

    fn option_names(&self) -> &'static str {
        match self.kind {
            MacroKind::InBetween => "`name`, `vis`, `elem`, `to`",
            MacroKind::KingMoore | MacroKind::Caughtable => "`name`, `vis`, `elem`",
        }
    }

    fn option(&mut self, input: ParseStream) -> syn::Result<()> {
        // Options follow the positional arguments after a comma; `king_moore!` has none, so its
        // first option stands alone.
        let first = self.kind == MacroKind::KingMoore && self.options_tried == 0;
        self.options_tried += 1;
        if !first {
            if !input.peek(Token![,]) {
                return Err(input.error("expected `,` or the end of the pattern"));
            }
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                return Ok(());
            }
        }
        if !input.peek(syn::Ident::peek_any) {
            return Err(input.error(format!("expected an option: one of {}", self.option_names())));
        }
        let key = Ident::parse_any(input)?;
        let known = match key.to_string().as_str() {
            "name" => self.name.is_some(),
            "vis" => self.vis.is_some(),
            "elem" => self.elem.is_some(),
            "to" if self.kind == MacroKind::InBetween => self.to.is_some(),
            _ => {
                return Err(syn::Error::new(
                    key.span(),
                    format!("unknown option `{key}`; expected one of {}", self.option_names()),
                ));
            }
        };
        if known {
            return Err(syn::Error::new(key.span(), format!("option `{key}` is given twice")));
        }
        if !input.peek(Token![=]) {
            return Err(input.error(format!("expected `=` after option `{key}`")));
        }
        input.parse::<Token![=]>()?;
        match key.to_string().as_str() {
            "name" => self.name = Some(parse_name(input)?),
            "vis" => self.vis = Some(parse_vis(input)?),
            "elem" => self.elem = Some(parse_elem(input)?),
            _ => self.to = Some(parse_to(input)?),
        }
        Ok(())
    }

    fn finish(self, span: Span) -> Pattern {
        let default_name = match (self.kind, self.case) {
            (MacroKind::KingMoore, _) => "KING_MOORE".to_owned(),
            (MacroKind::InBetween, _) => "IN_BETWEEN".to_owned(),
            (MacroKind::Caughtable, None) => "CAUGHTABLE".to_owned(),
            (MacroKind::Caughtable, Some((king, to_move))) => {
                let king = if king == Side::White { "WHITE" } else { "BLACK" };
                let to_move = if to_move == Side::White { "WTM" } else { "BTM" };
                format!("CAUGHTABLE_{king}_{to_move}")
            }
        };
        let items = Items {
            name: self.name.unwrap_or_else(|| Ident::new(&default_name, span)),
            vis: self.vis.unwrap_or_else(|| quote::quote!(pub)),
            elem: self.elem.unwrap_or(Elem::U64),
            span,
        };
        match self.kind {
            MacroKind::KingMoore => Pattern::KingMoore(items),
            MacroKind::InBetween => Pattern::InBetween {
                layout: self.layout,
                to: self.to.unwrap_or(ToSquare::Exclusive),
                items,
            },
            MacroKind::Caughtable => Pattern::Caughtable { case: self.case, items },
        }
    }
}

fn with_hint(error: syn::Error, hint: &str) -> syn::Error {
    syn::Error::new(error.span(), format!("{error}; {hint}"))
}

fn skip_to_comma(input: ParseStream) {
    while !input.is_empty() && !input.peek(Token![,]) {
        // A token tree always parses while input remains.
        let _ = input.parse::<TokenTree>();
    }
}

fn parse_name(input: ParseStream) -> syn::Result<Ident> {
    let expected = "expected an UPPER_SNAKE_CASE name for the table, such as `KING_ATTACKS`; \
                    the accessor functions take its lower-case form";
    let name: Ident = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
    let text = name.to_string();
    let upper_snake = text.starts_with(|c: char| c.is_ascii_uppercase())
        && text
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    if upper_snake {
        Ok(name)
    } else {
        Err(syn::Error::new(name.span(), expected))
    }
}

fn parse_vis(input: ParseStream) -> syn::Result<TokenStream> {
    let expected = "expected a visibility: `pub`, `pub(crate)`, `pub(super)`, `pub(in path)` or `private`";
    if input.peek(kw::private) {
        input.parse::<kw::private>()?;
        return Ok(TokenStream::new());
    }
    if !input.peek(Token![pub]) {
        return Err(input.error(expected));
    }
    let vis: Visibility = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
    Ok(vis.into_token_stream())
}

fn parse_elem(input: ParseStream) -> syn::Result<Elem> {
    let expected = "expected an element type: `u64` or `Bitboard` (also written `bbgen::Bitboard`)";
    let path: syn::Path = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let plain = path.segments.iter().all(|s| s.arguments.is_none());
    let elem = match segments.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["u64"] if plain && path.leading_colon.is_none() => Some(Elem::U64),
        ["Bitboard"] if plain && path.leading_colon.is_none() => Some(Elem::Bitboard),
        ["bbgen", "Bitboard"] if plain => Some(Elem::Bitboard),
        _ => None,
    };
    elem.ok_or_else(|| syn::Error::new_spanned(&path, expected))
}

fn parse_to(input: ParseStream) -> syn::Result<ToSquare> {
    let look = input.lookahead1();
    if look.peek(kw::exclusive) {
        input.parse::<kw::exclusive>()?;
        Ok(ToSquare::Exclusive)
    } else if look.peek(kw::inclusive) {
        input.parse::<kw::inclusive>()?;
        Ok(ToSquare::Inclusive)
    } else {
        Err(look.error())
    }
}
