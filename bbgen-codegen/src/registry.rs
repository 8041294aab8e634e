//! Every table pattern, listed once. From this list come the macros' names and their lookup,
//! dispatch to a pattern's code, the canonical invocations (`tables-out`, the C header test, the
//! `bbgen canonical` command) and the runtime's table of patterns.

use proc_macro2::{Ident, Span};
use quote::quote;

use crate::grammar::{Args, Elem, Grammar, Items};
use crate::names::Names;
use crate::patterns::{self, AnyPattern, Part, Pattern};

/// Every table pattern, in the order of the canonical list.
pub const PATTERNS: &[Registered] = &[
    Registered::of::<patterns::king_moore::KingMoore>(),
    Registered::of::<patterns::in_between::InBetween>(),
    Registered::of::<patterns::caughtable::Caughtable>(),
    Registered::of::<patterns::knight_attacks::KnightAttacks>(),
    Registered::of::<patterns::pawn_attacks::PawnAttacks>(),
    Registered::of::<patterns::pawn_pushes::PawnPushes>(),
    Registered::of::<patterns::pawn_shield::PawnShield>(),
    Registered::of::<patterns::pawn_mask::PawnMask>(),
    Registered::of::<patterns::king_zone::KingZone>(),
    Registered::of::<patterns::king_lines::KingLines>(),
    Registered::of::<patterns::king_buckets::KingBuckets>(),
    Registered::of::<patterns::attacked_by_piece::AttackedByPiece>(),
    Registered::of::<patterns::distance::Distance>(),
    Registered::of::<patterns::distance_ring::DistanceRing>(),
    Registered::of::<patterns::full_line::FullLine>(),
    Registered::of::<patterns::ray::Ray>(),
    Registered::of::<patterns::sliders::RookAttacks>(),
    Registered::of::<patterns::sliders::BishopAttacks>(),
    Registered::of::<patterns::sliders::QueenAttacks>(),
    Registered::of::<patterns::zobrist::Zobrist>(),
    Registered::of::<patterns::cuckoo::Cuckoo>(),
    Registered::of::<patterns::kpk::Kpk>(),
    Registered::of::<patterns::nnue_threats::NnueThreats>(),
    Registered::of::<patterns::nnue_psq::NnuePsq>(),
    Registered::of::<patterns::nnue_pawn_pairs::NnuePawnPairs>(),
    Registered::of::<patterns::nnue_inputs::NnueInputs>(),
    Registered::of::<patterns::policy_index::PolicyIndex>(),
    Registered::of::<patterns::formula::Formula>(),
];

/// The canonical invocations of every pattern, in registry order: `(module name, invocation)`.
pub const CANONICAL: &[(&str, &str)] = &canonical::<{ canonical_len() }>();

/// How many canonical invocations the patterns have.
const fn canonical_len() -> usize {
    let (mut len, mut i) = (0, 0);
    while i < PATTERNS.len() {
        len += PATTERNS[i].canonical.len();
        i += 1;
    }
    len
}

/// Every pattern's canonical invocations, one after another.
const fn canonical<const N: usize>() -> [(&'static str, &'static str); N] {
    let mut out = [("", ""); N];
    let (mut n, mut i) = (0, 0);
    while i < PATTERNS.len() {
        let mut j = 0;
        while j < PATTERNS[i].canonical.len() {
            out[n] = PATTERNS[i].canonical[j];
            n += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

/// The table pattern of this macro name, without the `!`.
pub fn find(name: &str) -> Option<&'static Registered> {
    PATTERNS.iter().find(|registered| registered.name == name)
}

/// A registered pattern, its spec's type erased: its constants and its constructor.
pub struct Registered {
    /// [`Pattern::NAME`].
    pub name: &'static str,
    /// [`Pattern::GRAMMAR`].
    pub grammar: &'static Grammar,
    /// [`Pattern::CANONICAL`].
    pub canonical: &'static [(&'static str, &'static str)],
    /// [`Pattern::EMITS`].
    pub emits: &'static str,
    /// [`Pattern::DRAWING`].
    pub drawing: Option<&'static str>,
    /// [`Pattern::DRAWING_OPTIONAL`].
    pub drawing_optional: bool,
    /// [`Pattern::new`] and [`Pattern::default_name`], the spec boxed.
    build: fn(&Args) -> (Box<dyn AnyPattern>, String),
    /// [`Pattern::check`].
    check: fn(&Args, Span) -> syn::Result<()>,
}

/// A parsed invocation: what to generate, and the names, visibility and element type of the
/// items.
#[derive(Debug)]
pub struct Invocation {
    /// What to generate.
    pub pattern: Box<dyn AnyPattern>,
    /// The emitted items' names, visibility and element type.
    pub items: Items,
}

impl Registered {
    /// The registry's entry for pattern `P`.
    const fn of<P: Pattern>() -> Registered {
        Registered {
            name: P::NAME,
            grammar: P::GRAMMAR,
            canonical: P::CANONICAL,
            emits: P::EMITS,
            drawing: P::DRAWING,
            drawing_optional: P::DRAWING_OPTIONAL,
            build: build::<P>,
            check: P::check,
        }
    }

    /// The invocation `args` ask for; `span` is given to a default name.
    pub fn build(&self, args: Args, span: Span) -> Invocation {
        let (pattern, default_name) = (self.build)(&args);
        let items = Items {
            name: args.name.unwrap_or_else(|| Ident::new(&default_name.to_uppercase(), span)),
            vis: args.vis.unwrap_or_else(|| quote!(pub)),
            elem: args.elem.unwrap_or(Elem::U64),
        };
        Invocation { pattern, items }
    }

    /// [`Pattern::check`].
    pub fn check(&self, args: &Args, start: Span) -> syn::Result<()> {
        (self.check)(args, start)
    }

    /// Whether the default item names read a positional word (the pawns' colour, the distance
    /// metric, the caughtable case): after a mistake in those words, stubs could only guess them.
    pub fn default_name_reads_words(&self) -> bool {
        let mut names: Vec<String> = self
            .grammar
            .sentences()
            .into_iter()
            .map(|words| {
                (self.build)(&Args { words: words.into_iter().map(str::to_owned).collect(), ..Args::default() }).1
            })
            .collect();
        names.sort();
        names.dedup();
        names.len() > 1
    }
}

/// A pattern `P` built from `args`, with its default name.
fn build<P: Pattern>(args: &Args) -> (Box<dyn AnyPattern>, String) {
    let pattern = P::new(args);
    let name = pattern.default_name();
    (Box::new(pattern), name)
}

impl Invocation {
    /// The patterns emitted before this one, each with the suffix of its name after this one's.
    pub fn parts(&self) -> Vec<(String, Invocation)> {
        let name = &self.items.name;
        let part = |part: Part| {
            let items =
                Items { name: Ident::new(&format!("{name}{}", part.suffix), name.span()), ..self.items.clone() };
            (part.suffix, Invocation { pattern: part.pattern, items })
        };
        self.pattern.parts().into_iter().map(part).collect()
    }

    /// The names of the items.
    pub fn names(&self) -> Names {
        Names::new(self.items.name.to_string(), self.pattern.prefix())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each accepted sequence of words asks for a spec of its own: a word whose value was
    /// forgotten would read as another's.
    #[test]
    fn every_sentence_builds_a_spec_of_its_own() {
        for registered in PATTERNS {
            let mut specs: Vec<String> = registered
                .grammar
                .sentences()
                .into_iter()
                .map(|words| {
                    let args = Args { words: words.into_iter().map(str::to_owned).collect(), ..Args::default() };
                    format!("{:?}", registered.build(args, Span::call_site()).pattern)
                })
                .collect();
            let count = specs.len();
            specs.sort();
            specs.dedup();
            assert_eq!(specs.len(), count, "{}: {specs:?}", registered.name);
        }
    }

    /// The canonical invocations name each pattern's own macro, each module once.
    #[test]
    fn canonical_invocations_belong_to_their_pattern() {
        for registered in PATTERNS {
            assert!(!registered.canonical.is_empty(), "{}", registered.name);
            for (_, invocation) in registered.canonical {
                assert!(invocation.starts_with(&format!("{}!(", registered.name)), "{invocation}");
            }
        }
        let mut modules: Vec<_> = CANONICAL.iter().map(|(module, _)| module).collect();
        modules.sort();
        modules.dedup();
        assert_eq!(modules.len(), CANONICAL.len());
    }
}
