//! `nnue_inputs!(name = SET, [a = nnue_psq!(...)], [b = nnue_threats!(...), c = ...])`: every
//! input of a network at once. Each input is another NNUE pattern's invocation, named by the set
//! and emitted under the set's name and its own (`SET_A`, `set_a(...)`); each bracket is one
//! block of weights, whose inputs are numbered in one space and may not overlap. The set adds
//! functions over a board that visit every input: a board's active inputs, and which inputs a
//! move refreshes.

use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use syn::Token;
use syn::parse::{ParseStream, Parser};

use super::{Part, Pattern};
use crate::docs::wrap_words;
use crate::grammar::{Args, Grammar, Opt};
use crate::ir::{BoardFunction, BoardKind, Function, InputKind};
use crate::names::Names;
use crate::parse;
use crate::registry;
use crate::tables::{ConstantValue, Evaluated, Example};

/// The patterns an input may be.
const INPUTS: [&str; 3] = ["nnue_psq", "nnue_threats", "nnue_pawn_pairs"];

/// What the pattern expects after its options, for the message when the inputs are missing.
const AFTER_OPTIONS: &str = "the inputs after the options: blocks in brackets, each a block of weights, of \
                             `name = pattern!(...)` with the patterns `nnue_psq!`, `nnue_threats!` and \
                             `nnue_pawn_pairs!`, such as `[psq = nnue_psq!(bullet)]`";

/// One input: its name in the set, and the invocation of its pattern.
#[derive(Clone, Debug)]
struct Input {
    /// Its name, lower case: the suffix of its items' names.
    name: Ident,
    /// The macro it invokes, without `!`.
    pattern: &'static str,
    /// The tokens inside the macro's parentheses.
    tokens: TokenStream,
}

/// A set of inputs as declared.
#[derive(Clone, Debug)]
pub struct NnueInputs {
    /// The blocks, each its inputs in order.
    blocks: Vec<Vec<Input>>,
}

impl Pattern for NnueInputs {
    const NAME: &'static str = "nnue_inputs";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[], &[Opt::Name, Opt::Vis]);
    // Stockfish's current network (762dd1da): its piece-square inputs in a block of their own,
    // its threats and, after them, its pawn pairs in another.
    const CANONICAL: &'static [(&'static str, &'static str)] = &[(
        "nnue_inputs_stockfish",
        "nnue_inputs!(name = STOCKFISH, [psq = nnue_psq!(stockfish, mirror = a_to_d, [28, 29, 30, 31, 31, 30, 29, \
         28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16, 12, 13, \
         14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6, 5, 4, 0, 1, 2, 3, 3, 2, 1, 0])], \
         [threats = nnue_threats!(rank = lookup, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - \
         - - -), pairs = nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808)])",
    )];
    const EMITS: &'static str = "every input of an NNUE network at once: piece-square, threat and pawn-pair \
                                 inputs in blocks of weights, with a board's active inputs and each move's changes";
    const DRAWING: Option<&'static str> = Some(AFTER_OPTIONS);

    /// The inputs that read without a mistake.
    fn new(args: &Args) -> Self {
        NnueInputs { blocks: args.drawing.clone().map(|tokens| read(tokens, &set_name(args)).0).unwrap_or_default() }
    }

    /// Every mistake in the inputs: their own, and among them.
    fn check(args: &Args, _: Span) -> syn::Result<()> {
        let Some(tokens) = args.drawing.clone() else { return Ok(()) };
        let (blocks, mut errors) = read(tokens, &set_name(args));
        if errors.is_empty() {
            errors.extend(overlaps(&blocks));
        }
        crate::cells::combined(errors).map_or(Ok(()), Err)
    }

    fn default_name(&self) -> String {
        "inputs".into()
    }

    fn parts(&self) -> Vec<Part> {
        self.inputs()
            .map(|input| Part {
                suffix: format!("_{}", input.name.to_string().to_uppercase()),
                pattern: invocation(input).pattern,
            })
            .collect()
    }

    /// No tables of its own: its inputs' are their parts'. The blocks, which no table's doc would
    /// show, are written in the doc of the set's `_active`.
    fn evaluate(&self) -> Evaluated {
        Evaluated {
            tables: Vec::new(),
            summary: "Every input of an NNUE network, in blocks of weights.".into(),
            example_label: "the inputs, by block".into(),
            example: Example::Text(self.blocks_text()),
        }
    }

    fn accessors(&self, _: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        Vec::new()
    }

    fn board_functions(&self, _: &Names) -> Vec<BoardFunction> {
        let inputs: Vec<String> = self.inputs().map(|input| input.name.to_string().to_lowercase()).collect();
        let numbered: Vec<String> = inputs.iter().enumerate().map(|(i, name)| format!("{i} `{name}`")).collect();
        vec![
            BoardFunction {
                doc: wrap_words(&format!(
                    "Every active input of `board` seen from `perspective`, given to `f` with its input's number \
                     ({}), input by input (not sorted by index). The inputs of a block share its weights: {}.",
                    numbered.join(", "),
                    self.blocks_text().join("; ")
                )),
                suffix: Some("active"),
                kind: BoardKind::SetActive { inputs: inputs.clone() },
            },
            BoardFunction {
                doc: wrap_words(&format!(
                    "Which inputs of `perspective`'s side the legal move `mv` on `board` changes whole, so that \
                     they are found afresh rather than updated, by input ({}).",
                    numbered.join(", ")
                )),
                suffix: Some("needs_refresh"),
                kind: BoardKind::SetRefresh { inputs: inputs.clone() },
            },
            BoardFunction {
                doc: wrap_words(&format!(
                    "Plays the legal move `mv` on `board` and records in `changes` what it changes in every input \
                     for both sides ({}): read `changes.of(perspective, input)` for the indices removed and added, \
                     or whether the input is found afresh. The threats of the set's maps are recorded as the move \
                     is made (`Board::play_unchecked_with_threats`); the other inputs' changes come from the pieces \
                     the move takes off and puts on squares, and the pawns before and after it.",
                    numbered.join(", ")
                )),
                suffix: Some("play"),
                kind: BoardKind::SetPlay {
                    inputs: self
                        .inputs()
                        .zip(inputs)
                        .map(|(input, name)| {
                            let kind = match input.pattern {
                                "nnue_psq" => InputKind::PieceSquare,
                                "nnue_threats" => InputKind::Threats,
                                _ => InputKind::PawnPairs,
                            };
                            (name, kind)
                        })
                        .collect(),
                },
            },
        ]
    }
}

impl NnueInputs {
    /// The inputs, block by block.
    fn inputs(&self) -> impl Iterator<Item = &Input> {
        self.blocks.iter().flatten()
    }

    /// Each block and its inputs with their patterns, a line each: `block 1: threats
    /// (nnue_threats), pairs (nnue_pawn_pairs)`.
    fn blocks_text(&self) -> Vec<String> {
        let block = |(i, inputs): (usize, &Vec<Input>)| {
            let inputs: Vec<String> =
                inputs.iter().map(|input| format!("`{}` ({})", input.name, input.pattern)).collect();
            format!("block {i}: {}", inputs.join(", "))
        };
        self.blocks.iter().enumerate().map(block).collect()
    }
}

/// The invocation of an input's pattern, read again from its tokens: a part has no name of its
/// own, and takes the set's visibility.
fn invocation(input: &Input) -> registry::Invocation {
    let registered = registry::find(input.pattern).expect("an input's pattern is among those `read` accepts");
    parse::parse(registered, input.tokens.clone()).invocation
}

/// The set's accessors' name: its `name` in lower case, or the default.
fn set_name(args: &Args) -> String {
    args.name.as_ref().map_or_else(|| "inputs".to_owned(), |name| name.to_string().to_lowercase())
}

/// The blocks of `tokens`, the inputs that read without a mistake, and every mistake; `set` is
/// the set's accessors' name.
fn read(tokens: TokenStream, set: &str) -> (Vec<Vec<Input>>, Vec<syn::Error>) {
    let (mut blocks, mut errors) = (Vec::new(), Vec::new());
    let mut comma_next = false;
    for token in tokens {
        match token {
            TokenTree::Punct(punct) if punct.as_char() == ',' && comma_next => comma_next = false,
            TokenTree::Group(group) if group.delimiter() == Delimiter::Bracket && !comma_next => {
                match (|input: ParseStream| block(input)).parse2(group.stream()) {
                    Ok((inputs, mut mistakes)) if !inputs.is_empty() || !mistakes.is_empty() => {
                        errors.append(&mut mistakes);
                        blocks.push(inputs);
                    }
                    Ok(_) => errors.push(syn::Error::new(group.span(), "expected the inputs of this block")),
                    Err(error) => errors.push(error),
                }
                comma_next = true;
            }
            other => {
                let message = if comma_next {
                    "expected `,` between blocks".to_owned()
                } else {
                    format!("expected {AFTER_OPTIONS}")
                };
                errors.push(syn::Error::new(other.span(), message));
                break;
            }
        }
    }
    // A name whose items another input's or the set's would clash with is refused, the first
    // input keeping it, so that no item is emitted twice.
    let mut seen: Vec<String> = Vec::new();
    for block in &mut blocks {
        block.retain(|input| match name_mistake(&input.name.to_string(), &seen, set) {
            Some(message) => {
                errors.push(syn::Error::new(input.name.span(), message));
                false
            }
            None => {
                seen.push(input.name.to_string());
                true
            }
        });
    }
    (blocks, errors)
}

/// What is wrong with `name` as an input's name beside the inputs named `seen`, in the set whose
/// accessors are named `set`: its items are named `SET_NAME...` and `set_name...`, so it is
/// lower case, and neither it nor another input's name is the other's and a suffix of items
/// (`psq` and `psq_active`), nor is it one of the set's own functions.
fn name_mistake(name: &str, seen: &[String], set: &str) -> Option<String> {
    let lower = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !lower {
        return Some(format!(
            "`{name}`: an input's name is lower case, as its items take it: letters a to z, digits and `_`, from a \
             letter"
        ));
    }
    if ["active", "needs_refresh", "play"].contains(&name) {
        return Some(format!("input `{name}` would name an accessor `{set}_{name}` as the set's own: choose another"));
    }
    if seen.iter().any(|other| other == name) {
        return Some(format!("input `{name}` is named twice"));
    }
    let clash =
        seen.iter().find(|other| name.starts_with(&format!("{other}_")) || other.starts_with(&format!("{name}_")));
    clash.map(|other| {
        format!(
            "inputs `{other}` and `{name}` would name clashing items (`{set}_{other}_...`): choose names of which \
             neither is the other's and `_` and more"
        )
    })
}

/// One block's inputs, `name = pattern!(...)` separated by commas, with their own mistakes.
fn block(input: ParseStream) -> syn::Result<(Vec<Input>, Vec<syn::Error>)> {
    let (mut inputs, mut errors) = (Vec::new(), Vec::new());
    while !input.is_empty() {
        let name: Ident =
            input.parse().map_err(|e| syn::Error::new(e.span(), "expected an input's name: `psq = ...`"))?;
        if input.peek(Token![!]) || input.peek(Token![::]) {
            let message = format!("expected the input's name before its pattern: `psq = {name}!(...)`");
            return Err(syn::Error::new(name.span(), message));
        }
        input.parse::<Token![=]>()?;
        // The pattern, with or without the crate's path.
        let mut path: Ident = input.parse()?;
        while input.peek(Token![::]) {
            input.parse::<Token![::]>()?;
            path = input.parse()?;
        }
        input.parse::<Token![!]>()?;
        let inner;
        syn::parenthesized!(inner in input);
        let tokens: TokenStream = inner.parse()?;
        match INPUTS.iter().find(|&&pattern| path == pattern) {
            Some(&pattern) => {
                let input = Input { name, pattern, tokens };
                let parsed = parse::parse(
                    registry::find(pattern).expect("an input pattern is registered"),
                    input.tokens.clone(),
                );
                match (parsed.error, own_name(&input.tokens)) {
                    (Some(error), _) => errors.push(error),
                    (None, Some(span)) => errors.push(syn::Error::new(
                        span,
                        format!(
                            "leave `name` and `vis` out of input `{}`: the set names its items after its own name \
                             and `{}`, with its own visibility",
                            input.name, input.name
                        ),
                    )),
                    (None, None) => inputs.push(input),
                }
            }
            None => errors.push(syn::Error::new(
                path.span(),
                format!(
                    "expected an input pattern: `nnue_psq!`, `nnue_threats!` or `nnue_pawn_pairs!`, found `{path}!`"
                ),
            )),
        }
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
    }
    Ok((inputs, errors))
}

/// The span of a `name` or `vis` option among an input's tokens: its key.
fn own_name(tokens: &TokenStream) -> Option<Span> {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    trees.windows(2).find_map(|pair| match pair {
        [TokenTree::Ident(key), TokenTree::Punct(eq)] if (key == "name" || key == "vis") && eq.as_char() == '=' => {
            Some(key.span())
        }
        _ => None,
    })
}

/// The inputs of one block whose indices overlap an earlier input's, each an error.
fn overlaps(blocks: &[Vec<Input>]) -> Vec<syn::Error> {
    let mut errors = Vec::new();
    for block in blocks {
        let ranges: Vec<(&Input, u64, u64)> = block
            .iter()
            .map(|input| {
                let pattern = invocation(input).pattern;
                let word = |suffix: &str| {
                    pattern.constants().into_iter().find(|c| c.suffix == suffix).and_then(|c| match c.value {
                        ConstantValue::Word(value) => Some(u64::from(value)),
                        ConstantValue::ThreatPairs(_) => None,
                    })
                };
                let base = word("_BASE").unwrap_or(0);
                (input, base, base + word("_DIMENSIONS").unwrap_or(0))
            })
            .collect();
        for (i, &(input, start, end)) in ranges.iter().enumerate() {
            if let Some(&(earlier, from, to)) = ranges[..i].iter().find(|&&(_, from, to)| start < to && from < end) {
                let message = format!(
                    "the indices of `{}` ({start} to {}) overlap those of `{}` ({from} to {}) in this block: give \
                     `{}` a base of {to} or more, or put it in a block of its own",
                    input.name,
                    end - 1,
                    earlier.name,
                    to - 1,
                    input.name
                );
                errors.push(syn::Error::new(input.name.span(), message));
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The patterns an input may be are registered: `invocation` finds each.
    #[test]
    fn input_patterns_are_registered() {
        for pattern in INPUTS {
            assert!(registry::find(pattern).is_some(), "{pattern}");
        }
    }

    /// Stockfish's set: three inputs in two blocks, the pawn pairs after the threats.
    #[test]
    fn stockfish_set_reads_and_does_not_overlap() {
        let (_, canonical) = NnueInputs::CANONICAL[0];
        let inner = &canonical[canonical.find('[').unwrap()..canonical.len() - 1];
        let (blocks, errors) = read(inner.parse().unwrap(), "stockfish");
        assert!(errors.is_empty());
        let names: Vec<Vec<String>> =
            blocks.iter().map(|block| block.iter().map(|input| input.name.to_string()).collect()).collect();
        assert_eq!(names, [vec!["psq"], vec!["threats", "pairs"]]);
        assert!(overlaps(&blocks).is_empty());
    }
}
