//! A formula printed on one line for its table's doc, from its tokens, spaced as rustfmt would
//! space them: `|depth, moves| if depth == 0 { 0 } else { (depth as f64).ln() as u8 }`.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// The closure `|params| body` on one line.
pub fn formula(params: &[String], body: TokenStream) -> String {
    let mut printer = Printer { out: format!("|{}| ", params.join(", ")), last: Last::Start };
    printer.tokens(body);
    printer.out
}

/// What was printed last, which decides the space before the next token.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    /// Nothing yet, or an opening bracket: no space follows.
    Start,
    /// A name; a keyword when `true`.
    Word(bool),
    /// A literal or a closing bracket.
    Value,
    /// A binary operator, or a punctuation such as `,`: a space follows.
    Spaced,
    /// `.`, `::`, a unary operator, or the first character of a joint operator: nothing follows.
    Glued,
}

struct Printer {
    out: String,
    last: Last,
}

/// Words after which a bracket opens no call.
const KEYWORDS: &[&str] = &["if", "else", "as", "let", "return", "match", "in", "mut", "move"];

impl Printer {
    fn space(&mut self) {
        if !matches!(self.last, Last::Start | Last::Glued) {
            self.out.push(' ');
        }
    }

    fn tokens(&mut self, tokens: TokenStream) {
        for token in tokens {
            match token {
                TokenTree::Group(group) => {
                    let (open, close) = match group.delimiter() {
                        Delimiter::None => {
                            self.tokens(group.stream());
                            continue;
                        }
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::Brace => ("{", "}"),
                    };
                    // A call's or an index's bracket follows its name or value closely.
                    let close_up = open != "{" && matches!(self.last, Last::Word(false) | Last::Value);
                    if !close_up {
                        self.space();
                    }
                    self.out.push_str(open);
                    let empty = group.stream().is_empty();
                    if open == "{" && !empty {
                        self.out.push(' ');
                    }
                    self.last = Last::Start;
                    self.tokens(group.stream());
                    if open == "{" && !empty {
                        self.out.push(' ');
                    }
                    self.out.push_str(close);
                    self.last = Last::Value;
                }
                TokenTree::Ident(ident) => {
                    self.space();
                    let word = ident.to_string();
                    self.last = Last::Word(KEYWORDS.contains(&word.as_str()));
                    self.out.push_str(&word);
                }
                TokenTree::Literal(literal) => {
                    self.space();
                    self.out.push_str(&literal.to_string());
                    self.last = Last::Value;
                }
                TokenTree::Punct(punct) => {
                    let c = punct.as_char();
                    let operand_before = matches!(self.last, Last::Word(false) | Last::Value);
                    let joint = punct.spacing() == Spacing::Joint;
                    // `::`, whose first colon is joint to the second.
                    let path =
                        c == ':' && (joint && operand_before || self.last == Last::Glued && self.out.ends_with(':'));
                    if !(matches!(c, ',' | ';' | '.') || path || c == ':' && operand_before) {
                        self.space();
                    }
                    self.out.push(c);
                    let unary = matches!(c, '-' | '!') && !operand_before && self.last != Last::Glued;
                    self.last = if path || c == '.' || unary || joint { Last::Glued } else { Last::Spaced };
                }
            }
        }
    }
}
