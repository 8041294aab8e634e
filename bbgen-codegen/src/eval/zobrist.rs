//! Zobrist keys in the Polyglot layout: the book format's published keys, or keys drawn from a
//! seed.

use super::polyglot::POLYGLOT;
use super::{Entry, Evaluated, Example, Table};
use crate::spec::Keys;

/// How many keys the layout has: 768 for a piece on a square, 4 castling rights, 8 en-passant
/// files and the side to move.
pub const KEY_COUNT: usize = 781;

/// The first castling key; the en-passant files follow the four rights.
const CASTLING: usize = 768;

pub fn zobrist(keys: Keys) -> Evaluated {
    let (values, source) = match keys {
        Keys::Polyglot => (POLYGLOT.to_vec(), "the keys the Polyglot book format publishes".to_owned()),
        Keys::Seeded(seed) => (seeded(seed), format!("keys drawn by SplitMix64 from seed {seed:#X}, zero skipped")),
    };
    let castling = (0..16)
        .map(|rights: usize| (0..4).filter(|i| rights >> i & 1 == 1).fold(0, |key, i| key ^ values[CASTLING + i]))
        .collect();
    Evaluated {
        tables: vec![
            Table::main(&[KEY_COUNT], Entry::Mask, values),
            Table {
                suffix: "_CASTLING",
                doc: "The key of each set of castling rights: entry `rights` (bit 0 white king side, 1 white \
                      queen side, 2 black king side, 3 black queen side) is the XOR of their keys in \
                      [`{table}`], so that a change of rights costs one XOR."
                    .into(),
                shape: vec![16],
                entry: Entry::Mask,
                values: castling,
            },
        ],
        summary: format!(
            "Zobrist keys in the Polyglot layout, {source}. A position's key is the XOR of the keys \
             that apply: one per piece, one per castling right, the en-passant file only when a pawn \
             of the side to move stands ready to take en passant, and one when white is to move."
        ),
        example_label: "{table}".into(),
        example: Example::Text(
            [
                "index       key",
                "  0 ..= 767  piece on square: 64 * kind + square, kind 0 to 11 =",
                "             black pawn, white pawn, black knight, ... black king, white king",
                "768 ..= 771  castling: white O-O, white O-O-O, black O-O, black O-O-O",
                "772 ..= 779  en-passant file, a to h",
                "780          white to move",
            ]
            .map(str::to_owned)
            .to_vec(),
        ),
    }
}

/// [`KEY_COUNT`] non-zero keys from SplitMix64 (Steele, Lea and Flood, 2014: the generator of
/// Java's `SplittableRandom`) started at `seed`.
fn seeded(seed: u64) -> Vec<u64> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    core::iter::repeat_with(&mut next).filter(|&key| key != 0).take(KEY_COUNT).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first outputs of SplitMix64 from seed 0, as its reference implementation prints them.
    #[test]
    fn splitmix_matches_its_reference_outputs() {
        assert_eq!(&seeded(0)[..3], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]);
    }

    #[test]
    fn castling_entries_combine_the_rights_keys() {
        let evaluated = zobrist(Keys::Polyglot);
        let castling = &evaluated.tables[1].values;
        assert_eq!(castling[0], 0);
        assert_eq!(castling[0b0101], POLYGLOT[768] ^ POLYGLOT[770]);
        assert_eq!(castling[15], POLYGLOT[768] ^ POLYGLOT[769] ^ POLYGLOT[770] ^ POLYGLOT[771]);
    }

    #[test]
    fn seeds_give_distinct_keys() {
        let keys = seeded(0x5EED);
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), KEY_COUNT);
        assert_ne!(seeded(1), keys);
    }
}
