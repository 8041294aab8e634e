//! What a macro accepts (its [`Grammar`]: positional words, then options) and what an invocation
//! gave ([`Args`]), read back as typed values.
//!
//! A word and the value it stands for are written side by side in one [`Slot`], so the parser,
//! which reads words, and a pattern's constructor, which reads values, cannot disagree.

use proc_macro2::{Ident, Span, TokenStream};

/// One positional argument: a choice among words, each standing for a value.
#[derive(Debug)]
pub struct Slot<T: 'static> {
    /// What the argument is, for messages: "layout".
    pub what: &'static str,
    /// The words it may be, each with its value; the first stands in after a mistake.
    pub choices: &'static [(&'static str, T)],
    /// A hint added to the error message, with an example.
    pub hint: &'static str,
    /// Words after which no further positional argument follows.
    pub ends: &'static [&'static str],
}

impl<T: Copy + PartialEq> Slot<T> {
    /// The value of `word`; the first choice's when the word is missing or unknown (after a
    /// mistake, which the parser has reported).
    pub fn value(&self, word: Option<&str>) -> T {
        let found = self.choices.iter().find(|(w, _)| Some(*w) == word);
        found.unwrap_or(&self.choices[0]).1
    }

    /// The word that stands for `value`.
    pub fn word_of(&self, value: T) -> &'static str {
        self.choices.iter().find(|(_, v)| *v == value).unwrap_or(&self.choices[0]).0
    }
}

/// A slot as the parser sees it: its words, whatever they stand for.
pub trait Words {
    /// What the argument is, for messages.
    fn what(&self) -> &'static str;
    /// The words it may be, in order.
    fn words(&self) -> Vec<&'static str>;
    /// A hint added to the error message.
    fn hint(&self) -> &'static str;
    /// Whether no further positional argument follows `word`.
    fn ends_at(&self, word: &str) -> bool;
}

impl<T> Words for Slot<T> {
    fn what(&self) -> &'static str {
        self.what
    }

    fn words(&self) -> Vec<&'static str> {
        self.choices.iter().map(|&(word, _)| word).collect()
    }

    fn hint(&self) -> &'static str {
        self.hint
    }

    fn ends_at(&self, word: &str) -> bool {
        self.ends.contains(&word)
    }
}

/// An option `key = word` whose word is one of a slot's: `to = inclusive`.
#[derive(Debug)]
pub struct Keyword<T: 'static> {
    /// The option's key.
    pub key: &'static str,
    /// Its words and their values.
    pub slot: Slot<T>,
}

/// A keyword option as the parser sees it.
pub trait KeywordWords {
    /// The option's key.
    fn key(&self) -> &'static str;
    /// Its words.
    fn slot(&self) -> &dyn Words;
}

impl<T> KeywordWords for Keyword<T> {
    fn key(&self) -> &'static str {
        self.key
    }

    fn slot(&self) -> &dyn Words {
        &self.slot
    }
}

/// An option `key = <u64 literal>`: `seed = 0x5EED`.
#[derive(Debug)]
pub struct Number {
    /// The option's key.
    pub key: &'static str,
    /// The message for anything but a plain `u64` literal.
    pub expected: &'static str,
}

/// An option a macro may take after its positional arguments.
#[derive(Clone, Copy)]
pub enum Opt {
    /// `name = UPPER_SNAKE`
    Name,
    /// `vis = pub(crate)` ...
    Vis,
    /// `elem = u64 | Bitboard`
    Elem,
    /// A word among a slot's, such as `to = inclusive`.
    Keyword(&'static dyn KeywordWords),
    /// A `u64` literal, such as `seed = 1`.
    Number(&'static Number),
}

impl Opt {
    /// The option's key.
    pub fn key(self) -> &'static str {
        match self {
            Opt::Name => "name",
            Opt::Vis => "vis",
            Opt::Elem => "elem",
            Opt::Keyword(keyword) => keyword.key(),
            Opt::Number(number) => number.key,
        }
    }
}

/// The options of a pattern whose items are sets: `name`, `vis` and `elem`.
pub const SET_OPTIONS: &[Opt] = &[Opt::Name, Opt::Vis, Opt::Elem];

/// The options of a pattern whose items are not sets: `name` and `vis`.
pub const NAME_OPTIONS: &[Opt] = &[Opt::Name, Opt::Vis];

/// What a macro accepts: its positional arguments, then its options.
pub struct Grammar {
    /// Positional arguments, in order.
    pub slots: &'static [&'static dyn Words],
    /// The options it takes.
    pub options: &'static [Opt],
    /// Whether the positional words may be left out, an option saying what they would.
    pub words_optional: bool,
}

impl Grammar {
    /// A grammar of these slots and options, the words required.
    pub const fn new(slots: &'static [&'static dyn Words], options: &'static [Opt]) -> Grammar {
        Grammar { slots, options, words_optional: false }
    }

    /// Every sequence of positional words the grammar accepts.
    pub fn sentences(&self) -> Vec<Vec<&'static str>> {
        let mut sentences = vec![Vec::new()];
        for (i, slot) in self.slots.iter().enumerate() {
            let ended = |words: &Vec<&str>| i > 0 && words.last().is_some_and(|w| self.slots[i - 1].ends_at(w));
            sentences = sentences
                .into_iter()
                .flat_map(|words| {
                    if ended(&words) {
                        vec![words]
                    } else {
                        slot.words().into_iter().map(|word| [words.clone(), vec![word]].concat()).collect()
                    }
                })
                .collect();
        }
        sentences
    }
}

/// The element type of a table of sets and of its accessors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// A plain `u64`.
    U64,
    /// `bbgen::Bitboard`.
    Bitboard,
}

/// The emitted items' names, visibility and element type.
#[derive(Clone, Debug)]
pub struct Items {
    /// The name of the static table, in UPPER_SNAKE_CASE; accessor names are its lower case.
    pub name: Ident,
    /// The visibility of every emitted item, as tokens (`pub`, `pub(crate)`, or nothing).
    pub vis: TokenStream,
    /// The element type.
    pub elem: Elem,
}

/// The value of a pattern's own option, as given.
#[derive(Clone, Debug)]
pub enum Value {
    /// A word of a [`Keyword`] option.
    Word(String),
    /// A [`Number`] option's value.
    Number(u64),
}

/// The positional words and options of an invocation, as parsed.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// The positional words, in order; fewer than the grammar's slots only after a mistake.
    pub words: Vec<String>,
    /// `name = ...`
    pub name: Option<Ident>,
    /// `vis = ...`
    pub vis: Option<TokenStream>,
    /// `elem = ...`
    pub elem: Option<Elem>,
    /// The pattern's own options, in order: each key with its value, `None` where the value was
    /// wrong, and the key's span.
    pub options: Vec<(&'static str, Option<Value>, Span)>,
    /// The drawing after the options, unread, for a pattern that takes one
    /// ([`Pattern::DRAWING`](crate::patterns::Pattern::DRAWING)).
    pub drawing: Option<TokenStream>,
}

impl Args {
    /// The value of the positional word at `position`, which `slot` reads.
    pub fn word<T: Copy + PartialEq>(&self, position: usize, slot: &Slot<T>) -> T {
        slot.value(self.words.get(position).map(String::as_str))
    }

    /// The value of a keyword option, if given.
    pub fn keyword<T: Copy + PartialEq>(&self, keyword: &Keyword<T>) -> Option<T> {
        self.values(keyword.key).find_map(|value| match value {
            Value::Word(word) => Some(keyword.slot.value(Some(word))),
            Value::Number(_) => None,
        })
    }

    /// The value of a number option, if given.
    pub fn number(&self, number: &Number) -> Option<u64> {
        self.values(number.key).find_map(|value| match value {
            Value::Number(n) => Some(*n),
            Value::Word(_) => None,
        })
    }

    /// Whether a valid value was given for `key`.
    pub fn has(&self, key: &str) -> bool {
        self.values(key).next().is_some()
    }

    /// The span of the last key `key`, valid or not.
    pub fn key_span(&self, key: &str) -> Option<Span> {
        self.options.iter().rev().find(|(k, ..)| *k == key).map(|&(.., span)| span)
    }

    fn values(&self, key: &str) -> impl Iterator<Item = &Value> {
        self.options.iter().filter(move |(k, ..)| *k == key).filter_map(|(_, value, _)| value.as_ref())
    }
}
