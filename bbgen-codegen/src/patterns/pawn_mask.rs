//! `pawn_mask!(white | black, KIND)` and `pawn_mask!(adjacent)`: the pawn-structure masks engines
//! build at start-up (Stockfish's `forward_file_bb`, `passed_pawn_span`, `pawn_attack_span`,
//! `adjacent_files_bb`; Ethereal's `PawnConnectedMasks`), one set per square.

use super::{Pattern, lookup, per_square};
use crate::geometry::{Side, bit, file, forward, pawn_attacks, rank, set_where, sq};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// A mask that depends on the pawns' colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The squares of the pawn's file ahead of it.
    FrontFile,
    /// Its file and the files beside it, ahead of it.
    Passed,
    /// The files beside its file, ahead of it.
    AttackSpan,
    /// Where friendly pawns defend it or the square ahead of it.
    Connected,
}

/// The pawns' colour, or `adjacent` alone: the files beside a pawn's are the same for both.
const COLOR: Slot<Option<Side>> = Slot {
    what: "pawns' colour",
    choices: &[("white", Some(Side::White)), ("black", Some(Side::Black)), ("adjacent", None)],
    hint: "the pawns' colour comes first, as in `pawn_mask!(white, passed)`; `adjacent` stands alone, as in \
           `pawn_mask!(adjacent)`",
    ends: &["adjacent"],
};

/// The kind of mask, after the colour.
const KIND: Slot<Kind> = Slot {
    what: "kind of mask",
    choices: &[
        ("front_file", Kind::FrontFile),
        ("passed", Kind::Passed),
        ("attack_span", Kind::AttackSpan),
        ("connected", Kind::Connected),
    ],
    hint: "the kind of mask follows the pawns' colour, as in `pawn_mask!(white, passed)`; `adjacent` has no \
           colour: write `pawn_mask!(adjacent)`",
    ends: &[],
};

/// Pawn-structure masks: one kind for one colour, or the adjacent files (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PawnMask(Option<(Side, Kind)>);

/// Whether the square `s` is on a rank strictly ahead of `pawn` for a pawn of `side`.
fn ahead(side: Side, pawn: u8, s: u8) -> bool {
    match side {
        Side::White => rank(s) > rank(pawn),
        Side::Black => rank(s) < rank(pawn),
    }
}

/// How far apart the files of `a` and `b` are: 0 on the same file, 1 on files side by side.
fn file_gap(a: u8, b: u8) -> i8 {
    (file(a) - file(b)).abs()
}

/// The mask of `kind` for a pawn of `side` on `pawn`.
fn mask(side: Side, kind: Kind, pawn: u8) -> u64 {
    match kind {
        Kind::FrontFile => set_where(|s| file_gap(s, pawn) == 0 && ahead(side, pawn, s)),
        Kind::Passed => set_where(|s| file_gap(s, pawn) <= 1 && ahead(side, pawn, s)),
        Kind::AttackSpan => set_where(|s| file_gap(s, pawn) == 1 && ahead(side, pawn, s)),
        Kind::Connected if (1..7).contains(&rank(pawn)) => {
            let here = bit(pawn);
            pawn_attacks(side.other(), here | forward(side, here))
        }
        Kind::Connected => 0,
    }
}

/// The adjacent-file mask of `pawn`: every square of the files beside its file.
fn adjacent(pawn: u8) -> u64 {
    set_where(|s| file_gap(s, pawn) == 1)
}

impl Pattern for PawnMask {
    const NAME: &'static str = "pawn_mask";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&COLOR, &KIND], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("pawn_mask_front_file_white", "pawn_mask!(white, front_file)"),
        ("pawn_mask_front_file_black", "pawn_mask!(black, front_file)"),
        ("pawn_mask_passed_white", "pawn_mask!(white, passed)"),
        ("pawn_mask_passed_black", "pawn_mask!(black, passed)"),
        ("pawn_mask_attack_span_white", "pawn_mask!(white, attack_span)"),
        ("pawn_mask_attack_span_black", "pawn_mask!(black, attack_span)"),
        ("pawn_mask_connected_white", "pawn_mask!(white, connected)"),
        ("pawn_mask_connected_black", "pawn_mask!(black, connected)"),
        ("pawn_mask_adjacent", "pawn_mask!(adjacent)"),
    ];
    const EMITS: &'static str = "pawn-structure masks: front file, passed, attack span, connected, adjacent files";

    fn new(args: &Args) -> Self {
        PawnMask(args.word(0, &COLOR).map(|side| (side, args.word(1, &KIND))))
    }

    fn default_name(&self) -> String {
        match self.0 {
            Some((side, kind)) => format!("{}_{}_{}", Self::NAME, KIND.word_of(kind), side.word()),
            None => format!("{}_adjacent", Self::NAME),
        }
    }

    fn evaluate(&self) -> Evaluated {
        let Some((side, kind)) = self.0 else {
            let summary = "Adjacent-file masks (Stockfish's `adjacent_files_bb`, Ethereal's `IsolatedPawnMasks`): \
                           entry `sq` holds every square of the files beside `sq`'s file, one file for the a- and \
                           h-files. A pawn with no friendly pawn there is isolated. The same for both colours.";
            return per_square(summary.into(), "D4", sq::D4, adjacent);
        };
        let (color, toward) = match side {
            Side::White => ("white", "towards rank 8"),
            Side::Black => ("black", "towards rank 1"),
        };
        let summary = match kind {
            Kind::FrontFile => format!(
                "Front-file masks for a {color} pawn (Stockfish's `forward_file_bb`): entry `sq` holds the squares \
                 of `sq`'s file strictly ahead of it, {toward}: a friendly pawn there doubles it, an enemy one \
                 blocks it."
            ),
            Kind::Passed => format!(
                "Passed-pawn masks for a {color} pawn (Stockfish's `passed_pawn_span`, Ethereal's \
                 `PassedPawnMasks`): entry `sq` holds the squares of `sq`'s file and of the files beside it on the \
                 ranks strictly ahead of it, {toward}. A pawn with no enemy pawn there is passed."
            ),
            Kind::AttackSpan => format!(
                "Attack-span masks for a {color} pawn (Stockfish's `pawn_attack_span`, Ethereal's \
                 `OutpostSquareMasks`): entry `sq` holds the squares of the files beside `sq`'s file on the ranks \
                 strictly ahead of it, {toward}, every square a pawn on `sq` may attack as it advances: the \
                 passed mask without `sq`'s own file."
            ),
            Kind::Connected => format!(
                "Connected-pawn masks for a {color} pawn (Ethereal's `PawnConnectedMasks`): entry `sq` holds the \
                 squares from which a friendly pawn defends `sq` or the square ahead of it, that is the other \
                 colour's pawn attacks from `sq` and from the square ahead. Empty on ranks 1 and 8."
            ),
        };
        let example = if side == Side::White { (sq::E4, "E4") } else { (sq::D6, "D6") };
        per_square(summary, example.1, example.0, |s| mask(side, kind, s))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let what = match self.0 {
            Some((side, kind)) => {
                let kind = match kind {
                    Kind::FrontFile => "front-file",
                    Kind::Passed => "passed-pawn",
                    Kind::AttackSpan => "attack-span",
                    Kind::Connected => "connected-pawn",
                };
                format!("The {kind} mask of a {} pawn on `sq`", side.word())
            }
            None => "The files beside the file of `sq`".to_owned(),
        };
        vec![lookup(names, &what, Var::new("sq", Ty::Square))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_of_a_pawn_on_e4() {
        // d5-f8, the block of the three files ahead of e4.
        assert_eq!(mask(Side::White, Kind::Passed, sq::E4), 0x3838_3838_0000_0000);
        assert_eq!(mask(Side::White, Kind::AttackSpan, sq::E4), 0x2828_2828_0000_0000);
        assert_eq!(mask(Side::White, Kind::FrontFile, sq::E4), 0x1010_1010_0000_0000);
        // d3, f3, d4, f4.
        assert_eq!(mask(Side::White, Kind::Connected, sq::E4), 0x0000_0000_2828_0000);
        assert_eq!(adjacent(sq::E4), 0x2828_2828_2828_2828);
    }
}
