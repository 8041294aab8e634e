//! `king_zone!(ring)` and `king_zone!(white | black, area)`: the squares around a king that king
//! safety counts attacks on, as Stockfish 11 (`kingRing`) and Ethereal (`KingAreaMasks`) build
//! them.

use super::{Pattern, lookup, per_square};
use crate::geometry::{Side, bit, east, file, forward, king_attacks, rank, sq, square, west};
use crate::grammar::{Args, Grammar, SET_OPTIONS, Slot};
use crate::ir::{Function, Ty, Var};
use crate::names::Names;
use crate::tables::Evaluated;

/// `ring` alone, or the king's colour before `area`.
const KING: Slot<Option<Side>> = Slot {
    what: "king's colour",
    choices: &[("ring", None), ("white", Some(Side::White)), ("black", Some(Side::Black))],
    hint: "`ring` stands alone, as in `king_zone!(ring)`; `area` follows the king's colour, as in \
           `king_zone!(white, area)`",
    ends: &["ring"],
};

/// The zone that takes a colour.
const AREA: Slot<()> = Slot {
    what: "zone",
    choices: &[("area", ())],
    hint: "the king's colour is followed by `area`, as in `king_zone!(white, area)`; `ring` has no colour: \
           write `king_zone!(ring)`",
    ends: &[],
};

/// King zones: Stockfish's ring (`None`), or Ethereal's area for a king of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingZone(Option<Side>);

/// Stockfish 11's king ring of a king on `king`: the square moved onto files b-g and ranks 2-7,
/// with its king attacks.
fn ring(king: u8) -> u64 {
    let clamped = square(file(king).clamp(1, 6), rank(king).clamp(1, 6)).unwrap_or(king);
    king_attacks(bit(clamped)) | bit(clamped)
}

/// Ethereal's king area of a king of `side` on `king`: its square, its king attacks and those
/// moved one rank forward; on the a- and h-files, that again one file inwards.
fn area(side: Side, king: u8) -> u64 {
    let near = king_attacks(bit(king)) | bit(king) | forward(side, king_attacks(bit(king)));
    match file(king) {
        0 => near | east(near),
        7 => near | west(near),
        _ => near,
    }
}

impl Pattern for KingZone {
    const NAME: &'static str = "king_zone";
    const GRAMMAR: &'static Grammar = &Grammar::new(&[&KING, &AREA], SET_OPTIONS);
    const CANONICAL: &'static [(&'static str, &'static str)] = &[
        ("king_zone_ring", "king_zone!(ring)"),
        ("king_zone_area_white", "king_zone!(white, area)"),
        ("king_zone_area_black", "king_zone!(black, area)"),
    ];
    const EMITS: &'static str = "king zones: Stockfish's king ring, Ethereal's king area";

    fn new(args: &Args) -> Self {
        KingZone(args.word(0, &KING))
    }

    fn default_name(&self) -> String {
        match self.0 {
            Some(side) => format!("{}_area_{}", Self::NAME, side.word()),
            None => format!("{}_ring", Self::NAME),
        }
    }

    fn evaluate(&self) -> Evaluated {
        let Some(side) = self.0 else {
            let summary = "King rings (Stockfish 11's `kingRing`): entry `sq` holds the king's square and its \
                           neighbours once the square is moved off the edge onto files b to g and ranks 2 to 7, \
                           so that every ring holds nine squares. The same for both colours.";
            return per_square(summary.into(), "G1", sq::G1, ring);
        };
        let (color, toward) = match side {
            Side::White => ("white", "towards rank 8"),
            Side::Black => ("black", "towards rank 1"),
        };
        let summary = format!(
            "King areas for a {color} king (Ethereal's `KingAreaMasks`): entry `sq` holds `sq`, its neighbours \
             and the neighbours moved one rank forward, {toward}; on the a- and h-files, that again one file \
             inwards."
        );
        let example = if side == Side::White { (sq::G1, "G1") } else { (sq::G8, "G8") };
        per_square(summary, example.1, example.0, |s| area(side, s))
    }

    fn accessors(&self, names: &Names, _: Option<&Evaluated>) -> Vec<Function> {
        let what = match self.0 {
            Some(side) => format!("The king area of a {} king on `king`", side.word()),
            None => "The king ring of a king on `king`".to_owned(),
        };
        vec![lookup(names, &what, Var::new("king", Ty::Square))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zones_of_a_castled_king() {
        // f1-h3 for both: g1 is moved to g2 for the ring.
        assert_eq!(ring(sq::G1), 0x00E0_E0E0);
        assert_eq!(area(Side::White, sq::G1), 0x00E0_E0E0);
        // a1, b1, a2, b2, a3, b3, and c1-c3.
        assert_eq!(area(Side::White, 0), 0x0007_0707);
    }
}
