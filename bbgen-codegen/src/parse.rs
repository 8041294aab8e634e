//! From a pattern's tokens to an [`Invocation`], with a spanned error for every mistake.
//!
//! A pattern is the positional words its [`Grammar`](crate::grammar::Grammar) names, then
//! `key = value` options, all separated by commas. Parsing goes on past a mistake, skipping to
//! the next comma, so that one invocation reports all its mistakes at once and still yields the
//! names of the items it would have emitted (the caller emits stubs under those names so one
//! mistake does not cascade).

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Token, Visibility};

use crate::grammar::{Args, Elem, Opt, Value, Words};
use crate::registry::{Invocation, Registered};

/// The result of parsing: the pattern as far as it could be read, and every mistake found.
pub struct Parsed {
    /// The invocation; where an argument was wrong, its default stands in.
    pub invocation: Invocation,
    /// All mistakes, combined; `None` when the pattern is valid.
    pub error: Option<syn::Error>,
    /// Whether the item names are known, so that stubs would carry the names the user expects.
    pub names_known: bool,
}

/// Parses the tokens inside `name!( ... )` for the registered `pattern`.
pub fn parse(pattern: &'static Registered, tokens: TokenStream) -> Parsed {
    let span = tokens.clone().into_iter().next().map_or_else(Span::call_site, |t| t.span());
    let mut state =
        State { pattern, args: Args::default(), errors: None, positional_ok: true, name_ok: true, start: span };
    // `run` consumes every token and reports its own errors; syn adds one of its own when a
    // group (such as `pub(in path ...)`) holds tokens its parser left unread.
    let leftover = (|input: ParseStream| {
        state.run(input);
        Ok(())
    })
    .parse2(tokens);
    if let Err(error) = leftover {
        state.report(error);
    }
    let names_known =
        state.name_ok && (state.positional_ok || state.args.name.is_some() || !pattern.default_name_reads_words());
    let invocation = pattern.build(state.args, span);
    let mut error = state.errors;
    if let Some(mistake) = invocation.pattern.mistake() {
        match &mut error {
            Some(errors) => errors.combine(mistake),
            None => error = Some(mistake),
        }
    }
    Parsed { invocation, error, names_known }
}

/// What parsing has read so far.
struct State {
    /// The pattern parsed: its grammar, and its checks across words and options.
    pattern: &'static Registered,
    args: Args,
    errors: Option<syn::Error>,
    positional_ok: bool,
    /// False once a `name` option was given but refused: the names the user meant are unknown.
    name_ok: bool,
    /// The pattern's first token, for a mistake that is the whole pattern's.
    start: Span,
}

impl State {
    fn report(&mut self, error: syn::Error) {
        match &mut self.errors {
            Some(errors) => errors.combine(error),
            None => self.errors = Some(error),
        }
    }

    fn run(&mut self, input: ParseStream) {
        // Whether the options start the pattern, with no comma before them.
        let mut first;
        if let Err(error) = self.positional(input) {
            self.report(error);
            self.positional_ok = false;
            // Skip the rest of the positional words, up to the first option, which then parses
            // as usual: a missing word costs one message, not the options after it.
            first = at_option(input);
            let after_comma = |input: ParseStream| input.peek(Token![,]) && input.peek3(Token![=]);
            while !input.is_empty() && !first && !after_comma(input) {
                let _ = input.parse::<TokenTree>();
            }
        } else {
            first = self.args.words.is_empty();
        }
        while !input.is_empty() {
            if let Err(error) = self.option(input, first) {
                self.report(error);
                skip_to_comma(input);
            }
            first = false;
        }
        // A missing drawing is worth a message only where nothing before it went wrong: a
        // mistake there (a missing comma) may have swallowed it.
        if let (Some(what), None, None) = (self.pattern.drawing, &self.args.drawing, &self.errors) {
            let message = format!("expected {what}");
            self.report(syn::Error::new(Span::call_site(), message));
        }
        if self.positional_ok
            && let Err(error) = self.pattern.check(&self.args, self.start)
        {
            self.report(error);
        }
    }

    fn positional(&mut self, input: ParseStream) -> syn::Result<()> {
        let mut previous: Option<(&dyn Words, Ident)> = None;
        for &slot in self.pattern.grammar.slots {
            if let Some((previous, word)) = &previous {
                if previous.ends_at(&word.to_string()) {
                    break;
                }
                if !input.peek(Token![,]) {
                    let message = format!(
                        "expected `,` and the {} ({}) after the {}",
                        slot.what(),
                        alternatives(&slot.words()),
                        previous.what()
                    );
                    let span = if input.is_empty() { word.span() } else { input.span() };
                    return Err(syn::Error::new(span, message));
                }
                input.parse::<Token![,]>()?;
            }
            if at_option(input) && self.pattern.grammar.words_optional {
                break;
            }
            if at_option(input) {
                let message =
                    format!("expected the {} ({}) before the options", slot.what(), alternatives(&slot.words()));
                return Err(input.error(message));
            }
            let word = parse_word(input, slot)?;
            self.args.words.push(word.to_string());
            previous = Some((slot, word));
        }
        Ok(())
    }

    fn option_names(&self) -> String {
        let keys: Vec<String> = self.pattern.grammar.options.iter().map(|o| format!("`{}`", o.key())).collect();
        keys.join(", ")
    }

    fn option(&mut self, input: ParseStream, first: bool) -> syn::Result<()> {
        // Options follow the positional words after a comma; with no words, the first option
        // stands alone.
        if !first {
            if !input.peek(Token![,]) {
                return Err(input.error("expected `,` or the end of the pattern"));
            }
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                return Ok(());
            }
        }
        // What is not an option is the drawing, for a pattern that takes one: the rest of the
        // pattern, which the pattern reads itself.
        if self.pattern.drawing.is_some() && !at_option(input) {
            self.args.drawing = Some(input.parse()?);
            return Ok(());
        }
        if !input.peek(syn::Ident::peek_any) {
            return Err(input.error(format!("expected an option: one of {}", self.option_names())));
        }
        let key = Ident::parse_any(input)?;
        let Some(&opt) = self.pattern.grammar.options.iter().find(|o| key == o.key()) else {
            // A bare word where the pattern takes none is no option misspelt.
            let slots = self.pattern.grammar.slots;
            let message = if slots.is_empty() && !input.peek(Token![=]) {
                format!("`{}!` takes no words; expected an option: one of {}", self.pattern.name, self.option_names())
            } else if !input.peek(Token![=]) {
                // A bare word after the pattern's words is one word too many, not a misspelt option.
                let words: Vec<&str> = slots.iter().map(|slot| slot.what()).collect();
                format!(
                    "`{key}` is one word too many: `{}!` takes {} ({}), then options written `key = value`: one of {}",
                    self.pattern.name,
                    if words.len() == 1 { "one word" } else { "its words" },
                    words.join(", then "),
                    self.option_names()
                )
            } else {
                format!("unknown option `{key}`; expected one of {}", self.option_names())
            };
            return Err(syn::Error::new(key.span(), message));
        };
        let given = match opt {
            Opt::Name => self.args.name.is_some(),
            Opt::Vis => self.args.vis.is_some(),
            Opt::Elem => self.args.elem.is_some(),
            Opt::Keyword(_) | Opt::Number(_) => self.args.has(opt.key()),
        };
        if given {
            return Err(syn::Error::new(key.span(), format!("option `{key}` is given twice")));
        }
        if !input.peek(Token![=]) {
            return Err(input.error(format!("expected `=` after option `{key}`")));
        }
        input.parse::<Token![=]>()?;
        match opt {
            Opt::Name => {
                let name = parse_name(input);
                self.name_ok = name.is_ok();
                self.args.name = Some(name?);
            }
            Opt::Vis => self.args.vis = Some(parse_vis(input)?),
            Opt::Elem => self.args.elem = Some(parse_elem(input)?),
            Opt::Keyword(keyword) => {
                let word = parse_word(input, keyword.slot());
                self.give(opt.key(), word.as_ref().ok().map(|word| Value::Word(word.to_string())), key.span());
                word?;
            }
            Opt::Number(number) => {
                let value = parse_number(input, number.expected);
                self.give(opt.key(), value.as_ref().ok().map(|&n| Value::Number(n)), key.span());
                value?;
            }
        }
        Ok(())
    }
}

impl State {
    /// Records a pattern's own option: its key, its value unless it was wrong, and the key's span.
    fn give(&mut self, key: &'static str, value: Option<Value>, span: Span) {
        self.args.options.push((key, value, span));
    }
}

/// Whether the input is at an option: a name and `=`.
fn at_option(input: ParseStream) -> bool {
    input.peek(syn::Ident::peek_any) && input.peek2(Token![=])
}

/// `` `a` or `b` `` for two words, `` one of: `a`, `b`, `c` `` for more, as syn words it.
fn alternatives(words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    match quoted.as_slice() {
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        _ => format!("one of: {}", quoted.join(", ")),
    }
}

/// One of the slot's words, or an error listing them.
fn parse_word(input: ParseStream, slot: &dyn Words) -> syn::Result<Ident> {
    let hint = if slot.hint().is_empty() { String::new() } else { format!("; {}", slot.hint()) };
    let words = slot.words();
    if input.is_empty() {
        // syn starts the message with "unexpected end of input".
        return Err(input.error(format!("expected {}{hint}", alternatives(&words))));
    }
    let span = input.span();
    match input.call(Ident::parse_any) {
        Ok(word) if words.iter().any(|w| word == w) => Ok(word),
        _ => Err(syn::Error::new(span, format!("expected {}{hint}", alternatives(&words)))),
    }
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
        && text.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    if !upper_snake {
        return Err(syn::Error::new(name.span(), expected));
    }
    let lower = text.to_lowercase();
    if KEYWORDS.contains(&lower.as_str()) {
        let message = format!("`{text}` would name a function `{lower}`, which is a Rust keyword; choose another name");
        return Err(syn::Error::new(name.span(), message));
    }
    Ok(name)
}

fn parse_vis(input: ParseStream) -> syn::Result<TokenStream> {
    let expected = "expected a visibility: `pub`, `pub(crate)`, `pub(super)`, `pub(in path)` or `private`";
    if input.peek(Token![pub]) {
        // `pub` and its bracket are read as tokens first, then as a visibility on their own, so
        // that anything left inside the bracket is reported here, in these words.
        let pub_token: Token![pub] = input.parse()?;
        let mut tokens = pub_token.into_token_stream();
        if input.peek(syn::token::Paren) {
            let group: proc_macro2::Group = input.parse()?;
            tokens.extend([proc_macro2::TokenTree::Group(group)]);
        }
        let vis: Visibility = syn::parse2(tokens).map_err(|e| syn::Error::new(e.span(), expected))?;
        return Ok(vis.into_token_stream());
    }
    match input.call(Ident::parse_any) {
        Ok(word) if word == "private" => Ok(TokenStream::new()),
        Ok(word) => Err(syn::Error::new(word.span(), expected)),
        Err(error) => Err(syn::Error::new(error.span(), expected)),
    }
}

/// A plain `u64` literal, or the error `expected`.
fn parse_number(input: ParseStream, expected: &str) -> syn::Result<u64> {
    let literal: syn::LitInt = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
    let plain = matches!(literal.suffix(), "" | "u64");
    literal.base10_parse::<u64>().ok().filter(|_| plain).ok_or_else(|| syn::Error::new(literal.span(), expected))
}

fn parse_elem(input: ParseStream) -> syn::Result<Elem> {
    let expected = "expected an element type: `u64` or `Bitboard` (also written `bbgen::Bitboard`)";
    let path: syn::Path = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let plain = path.segments.iter().all(|s| s.arguments.is_none());
    let relative = path.leading_colon.is_none();
    let elem = match segments.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["u64"] if plain && relative => Some(Elem::U64),
        ["Bitboard"] if plain && relative => Some(Elem::Bitboard),
        ["bbgen", "Bitboard"] if plain => Some(Elem::Bitboard),
        _ => None,
    };
    elem.ok_or_else(|| syn::Error::new_spanned(&path, expected))
}

/// Rust's keywords, strict and reserved, in every edition: none may name an accessor.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate", "do", "dyn", "else",
    "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod",
    "move", "mut", "override", "priv", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
    "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];
