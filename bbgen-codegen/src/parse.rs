//! From a pattern's tokens to an [`Invocation`], with a spanned error for every mistake.
//!
//! A pattern is the positional words its [`Grammar`](crate::grammar::Grammar) names, then
//! `key = value` options, all separated by commas. Parsing goes on past a mistake, skipping to
//! the next comma, so that one invocation reports all its mistakes at once and still yields the
//! names of the items it would have emitted (the caller emits stubs under those names so one
//! mistake does not cascade).

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::Token;
use syn::ext::IdentExt;
use syn::parse::discouraged::Speculative;
use syn::parse::{ParseStream, Parser};

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
        if let (Some(what), None, None, false) =
            (self.pattern.drawing, &self.args.drawing, &self.errors, self.pattern.drawing_optional)
        {
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
        visibility.parse2(tokens.clone()).map_err(|e| syn::Error::new(e.span(), expected))?;
        return Ok(tokens);
    }
    match input.call(Ident::parse_any) {
        Ok(word) if word == "private" => Ok(TokenStream::new()),
        Ok(word) => Err(syn::Error::new(word.span(), expected)),
        Err(error) => Err(syn::Error::new(error.span(), expected)),
    }
}

/// `pub`, alone or restricted to `crate`, `self`, `super` or `in` a module path, read as syn reads
/// a visibility: syn's own reader comes only with its `derive` feature, which would add about a
/// second to every clean build of the macros. A bracket that is none of these is left unread.
fn visibility(input: ParseStream) -> syn::Result<()> {
    input.parse::<Token![pub]>()?;
    if input.peek(syn::token::Paren) {
        let ahead = input.fork();
        let content;
        syn::parenthesized!(content in ahead);
        if content.peek(Token![crate]) || content.peek(Token![self]) || content.peek(Token![super]) {
            content.call(Ident::parse_any)?;
            if content.is_empty() {
                input.advance_to(&ahead);
            }
        } else if content.peek(Token![in]) {
            content.parse::<Token![in]>()?;
            module_path(&content)?;
            input.advance_to(&ahead);
        }
    }
    Ok(())
}

/// A path of modules, such as `crate::engine` or `::a::b`, as syn reads one after `pub(in`.
fn module_path(input: ParseStream) -> syn::Result<()> {
    input.parse::<Option<Token![::]>>()?;
    let (mut segments, mut trailing) = (0, false);
    while input.peek(syn::Ident)
        || input.peek(Token![super])
        || input.peek(Token![self])
        || input.peek(Token![Self])
        || input.peek(Token![crate])
    {
        input.call(Ident::parse_any)?;
        (segments, trailing) = (segments + 1, false);
        if !input.peek(Token![::]) {
            break;
        }
        input.parse::<Token![::]>()?;
        trailing = true;
    }
    if segments == 0 {
        return Err(input.error("expected identifier"));
    }
    if trailing {
        return Err(input.error("expected path segment after `::`"));
    }
    Ok(())
}

/// A plain `u64` literal, or the error `expected`.
fn parse_number(input: ParseStream, expected: &str) -> syn::Result<u64> {
    let literal: syn::LitInt = input.parse().map_err(|e| syn::Error::new(e.span(), expected))?;
    let plain = matches!(literal.suffix(), "" | "u64");
    literal.base10_parse::<u64>().ok().filter(|_| plain).ok_or_else(|| syn::Error::new(literal.span(), expected))
}

fn parse_elem(input: ParseStream) -> syn::Result<Elem> {
    let expected = "expected an element type: `u64` or `Bitboard` (also written `bbgen::Bitboard`)";
    let path = type_path(input).map_err(|e| syn::Error::new(e.span(), expected))?;
    let elem = match path.segments.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["u64"] if path.plain && !path.absolute => Some(Elem::U64),
        ["Bitboard"] if path.plain && !path.absolute => Some(Elem::Bitboard),
        ["bbgen", "Bitboard"] if path.plain => Some(Elem::Bitboard),
        _ => None,
    };
    elem.ok_or_else(|| syn::Error::new_spanned(&path.tokens, expected))
}

/// A type's path as [`type_path`] reads it.
struct TypePath {
    /// Its segments' names.
    segments: Vec<String>,
    /// Whether no segment has generic arguments.
    plain: bool,
    /// Whether it starts with `::`.
    absolute: bool,
    /// Its tokens, for an error that spans it whole.
    tokens: TokenStream,
}

/// A type's path, such as `u64`, `bbgen::Bitboard` or `Vec<u64>`, as syn reads one (whose own
/// reader comes only with its `derive` feature): segments joined by `::`, each maybe with
/// generic arguments in angle brackets, read here as balanced tokens.
fn type_path(input: ParseStream) -> syn::Result<TypePath> {
    let mut path = TypePath { segments: Vec::new(), plain: true, absolute: false, tokens: TokenStream::new() };
    if input.peek(Token![::]) {
        input.parse::<Token![::]>()?.to_tokens(&mut path.tokens);
        path.absolute = true;
    }
    loop {
        let keyword = input.peek(Token![super])
            || input.peek(Token![self])
            || input.peek(Token![Self])
            || input.peek(Token![crate]);
        let segment = if keyword { input.call(Ident::parse_any)? } else { input.parse::<Ident>()? };
        path.segments.push(segment.to_string());
        segment.to_tokens(&mut path.tokens);
        // Generic arguments, with or without `::` before them.
        let ahead = input.fork();
        if ahead.parse::<Option<Token![::]>>()?.is_some() && !ahead.peek(Token![<]) {
            input.parse::<Token![::]>()?.to_tokens(&mut path.tokens);
            continue;
        }
        if ahead.peek(Token![<]) {
            if let Some(colons) = input.parse::<Option<Token![::]>>()? {
                colons.to_tokens(&mut path.tokens);
            }
            path.plain = false;
            angle_brackets(input, &mut path.tokens)?;
        }
        if !input.peek(Token![::]) {
            return Ok(path);
        }
        input.parse::<Token![::]>()?.to_tokens(&mut path.tokens);
    }
}

/// Reads tokens from a `<` to its matching `>` onto `tokens`, an arrow's `>` not counting.
fn angle_brackets(input: ParseStream, tokens: &mut TokenStream) -> syn::Result<()> {
    let mut depth = 0usize;
    let mut arrow = false;
    loop {
        let token: TokenTree = input.parse().map_err(|_| input.error("expected `>`"))?;
        if let TokenTree::Punct(punct) = &token {
            match punct.as_char() {
                '<' => depth += 1,
                '>' if !arrow => depth -= 1,
                _ => {}
            }
            arrow = punct.as_char() == '-' && punct.spacing() == proc_macro2::Spacing::Joint;
        } else {
            arrow = false;
        }
        token.to_tokens(tokens);
        if depth == 0 {
            return Ok(());
        }
    }
}

/// Rust's keywords, strict and reserved, in every edition: none may name an accessor.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate", "do", "dyn", "else",
    "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod",
    "move", "mut", "override", "priv", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
    "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Where an error points, as line and column pairs, or `None` for no error.
    fn outcome<T>(result: syn::Result<T>) -> Option<(usize, usize, usize, usize)> {
        result.err().map(|e| {
            let (start, end) = (e.span().start(), e.span().end());
            (start.line, start.column, end.line, end.column)
        })
    }

    /// Accepted or refused as syn's `Visibility` is, the error at the same place.
    #[test]
    fn visibilities_read_as_syn_reads_them() {
        for text in [
            "pub",
            "pub(crate)",
            "pub(self)",
            "pub(super)",
            "pub(in crate::engine)",
            "pub(in ::a::b)",
            "pub(in self)",
            "pub(in super::super)",
            "pub(in)",
            "pub(in crate::)",
            "pub(in crate::m junk)",
            "pub(crate junk)",
            "pub(crate::a)",
            "pub(foo)",
            "pub()",
            "pub(in 3)",
            "pub [crate]",
            "pub(in fn)",
        ] {
            let ours = outcome(visibility.parse_str(text));
            let syns = outcome(syn::parse_str::<syn::Visibility>(text));
            assert_eq!(ours, syns, "{text}");
        }
    }

    /// Read as syn reads a type's path: the same tokens consumed (or the same error), the same
    /// segments, and generic arguments where syn finds them. (syn prints `>>` apart, as `> >`.)
    #[test]
    fn element_paths_read_as_syn_reads_them() {
        for text in [
            "u64",
            "Bitboard",
            "bbgen::Bitboard",
            "::bbgen::Bitboard",
            "crate::Bitboard",
            "self::u64",
            "Vec<u64>",
            "Vec::<u64>",
            "std::vec::Vec<Vec<u64>>",
            "HashMap<u8, Vec<u8>>",
            "Option<fn() -> u8>",
            "a::b<c>::d",
            "u64 junk",
            "3",
            "fn",
            "bbgen::",
            "Vec<u64",
            "::",
        ] {
            let ours = (|input: ParseStream| {
                let path = type_path(input)?;
                let rest: TokenStream = input.parse()?;
                Ok((
                    path.segments,
                    path.plain,
                    path.absolute,
                    path.tokens.to_string().replace(' ', ""),
                    rest.to_string(),
                ))
            })
            .parse_str(text);
            let syns = (|input: ParseStream| {
                let path: syn::Path = input.parse()?;
                let rest: TokenStream = input.parse()?;
                let segments = path.segments.iter().map(|s| s.ident.to_string()).collect::<Vec<_>>();
                let plain = path.segments.iter().all(|s| s.arguments.is_none());
                let tokens = path.to_token_stream().to_string().replace(' ', "");
                Ok((segments, plain, path.leading_colon.is_some(), tokens, rest.to_string()))
            })
            .parse_str(text);
            match (ours, syns) {
                (Ok(ours), Ok(syns)) => assert_eq!(ours, syns, "{text}"),
                (Err(ours), Err(syns)) => {
                    assert_eq!(outcome::<()>(Err(ours)), outcome::<()>(Err(syns)), "{text}")
                }
                (ours, syns) => panic!("{text}: ours {:?}, syn's {:?}", ours.is_ok(), syns.is_ok()),
            }
        }
    }
}
