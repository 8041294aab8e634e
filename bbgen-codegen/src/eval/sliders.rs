//! Rook and bishop attack tables: magic-indexed, PEXT-indexed, hyperbola quintessence and
//! kindergarten; and the search that found the magic numbers.

use super::magics::{BISHOP_MAGICS, BISHOP_OFFSETS, ROOK_MAGICS, ROOK_OFFSETS};
use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{Rays, SQUARES, bit, lines, subsets};
use crate::spec::{Method, Slider};

fn rays(slider: Slider) -> Rays {
    Rays::new(slider == Slider::Bishop)
}

/// The magic numbers built into the generator, and where each square's block starts.
pub fn magics(slider: Slider) -> (&'static [u64; 64], &'static [u32; 64]) {
    match slider {
        Slider::Rook => (&ROOK_MAGICS, &ROOK_OFFSETS),
        Slider::Bishop => (&BISHOP_MAGICS, &BISHOP_OFFSETS),
    }
}

/// The slot of `occupancy` in a square's block under `magic`: the top
/// [`index_bits`](Slider::index_bits) of the product.
fn magic_slot(slider: Slider, occupancy: u64, magic: u64) -> usize {
    (occupancy.wrapping_mul(magic) >> (64 - slider.index_bits())) as usize
}

/// The slots that the occupancies of `sq`'s mask use under `magic`, each with its attack set,
/// in slot order; a slot shared by occupancies with the same attacks appears once.
fn block(slider: Slider, rays: &Rays, sq: u8, magic: u64) -> Vec<(usize, u64)> {
    let mut used: Vec<(usize, u64)> =
        subsets(rays.mask(sq)).into_iter().map(|o| (magic_slot(slider, o, magic), rays.attacks(sq, o))).collect();
    used.sort_unstable();
    used.dedup();
    used
}

pub(crate) fn slider(slider: Slider, method: Method) -> Evaluated {
    let rays = rays(slider);
    let example_occupancy = match slider {
        Slider::Rook => [sq::B4, sq::F4, sq::D2, sq::D6],
        Slider::Bishop => [sq::B2, sq::F2, sq::B6, sq::F6],
    }
    .into_iter()
    .fold(0, |set, s| set | bit(s));
    let (tables, summary) = match method {
        Method::Magic => magic(slider, &rays),
        Method::Pext => pext(slider, &rays),
        Method::Hyperbola => hyperbola(slider),
        Method::Kindergarten => kindergarten(slider),
        Method::KoggeStone => (
            Vec::new(),
            format!(
                "Attacks of a {} by Kogge-Stone occluded fills in the four directions, without a table.",
                slider.word()
            ),
        ),
    };
    let occupied = if slider == Slider::Rook { "b4, f4, d2, d6" } else { "b2, f2, b6, f6" };
    Evaluated {
        tables,
        summary,
        example_label: format!("{{fn}}(D4, occupancy) with {occupied} occupied"),
        example: Example::Set(rays.attacks(sq::D4, example_occupancy)),
    }
}

/// The queen's tables: the rook's then the bishop's, which its two halves emit under their own
/// names; together they give the bytes a queen pattern costs.
pub(crate) fn queen(method: Method) -> Evaluated {
    let (rook, bishop) = (slider(Slider::Rook, method), slider(Slider::Bishop, method));
    let example_occupancy = [sq::B4, sq::F4, sq::D2, sq::D6, sq::B2, sq::F2, sq::B6, sq::F6];
    let occupancy = example_occupancy.into_iter().fold(0, |set, s| set | bit(s));
    Evaluated {
        tables: [rook.tables, bishop.tables].concat(),
        summary: "Attacks of a queen: the union of a rook's and a bishop's on the same square.".into(),
        example_label: "{fn}(D4, occupancy) with b4, f4, d2, d6, b2, f2, b6, f6 occupied".into(),
        example: Example::Set(
            rays(Slider::Rook).attacks(sq::D4, occupancy) | rays(Slider::Bishop).attacks(sq::D4, occupancy),
        ),
    }
}

/// One block of attack sets per square, indexed by magic multiplication: the blocks start at
/// the offsets found with the magic numbers, and where two overlap they agree on every slot
/// either uses.
fn magic(slider: Slider, rays: &Rays) -> (Vec<Table>, String) {
    let (magics, offsets) = magics(slider);
    let mut attacks = Vec::new();
    let mut records = Vec::new();
    for sq in SQUARES {
        let (magic, offset) = (magics[usize::from(sq)], offsets[usize::from(sq)] as usize);
        for (slot, set) in block(slider, rays, sq, magic) {
            if attacks.len() <= offset + slot {
                attacks.resize(offset + slot + 1, 0);
            }
            attacks[offset + slot] = set;
        }
        records.extend([rays.mask(sq), magic, offset as u64]);
    }
    // Each record holds its whole block, so the table reaches to the end of the last one. The
    // packer places a full-length block last, so for the built-in offsets this adds no entry.
    let block_len = slider.block_len();
    let end = offsets.iter().map(|&offset| offset as usize + block_len).max().unwrap_or(0);
    attacks.resize(end, 0);
    let piece = slider.word();
    let summary = format!(
        "Attacks of a {piece} for every occupancy, one block per square: the top {bits} bits of the \
         occupancy within the square's mask, times its magic number, pick the entry of its block \
         that holds the squares a {piece} on it attacks with that occupancy. Every square uses {bits} \
         bits, so every block is {block_len} entries long; the blocks overlap where they agree, and \
         the table ends with the last block.",
        bits = slider.index_bits(),
    );
    let records = Table {
        suffix: "_MAGICS",
        doc: "The magic record of each square: its mask, magic number and block of [`{table}`].".into(),
        shape: vec![64],
        entry: Entry::Magic(block_len),
        values: records,
    };
    (vec![Table::main(&[attacks.len()], Entry::Set, attacks), records], summary)
}

/// One block of attack sets per square, indexed by PEXT: the relevant squares' occupancy,
/// gathered into the low bits, is the index.
fn pext(slider: Slider, rays: &Rays) -> (Vec<Table>, String) {
    let mut attacks = Vec::new();
    let (mut masks, mut offsets) = (Vec::new(), Vec::new());
    for sq in SQUARES {
        let mask = rays.mask(sq);
        masks.push(mask);
        offsets.push(attacks.len() as u64);
        attacks.extend(subsets(mask).into_iter().map(|subset| rays.attacks(sq, subset)));
    }
    let piece = slider.word();
    let summary = format!(
        "Attacks of a {piece} for every occupancy, one block per square: the entry at the square's \
         offset plus `pext(occupancy, mask)` holds the squares a {piece} on it attacks with that \
         occupancy."
    );
    let tables = vec![
        Table::main(&[attacks.len()], Entry::Set, attacks),
        Table {
            suffix: "_MASKS",
            doc: format!("The squares whose occupancy matters to a {piece} on each square."),
            shape: vec![64],
            entry: Entry::Mask,
            values: masks,
        },
        Table {
            suffix: "_OFFSETS",
            doc: "Where each square's block starts in the attack table.".into(),
            shape: vec![64],
            entry: Entry::Word,
            values: offsets,
        },
    ];
    (tables, summary)
}

/// The a-file.
const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The a-file's inner squares a2..a7, gathered by the kindergarten rook's file index.
pub(crate) const FILE_A2_A7: u64 = 0x0001_0101_0101_0100;

/// The c2..h7 diagonal: times the a2..a7 occupancy, it gathers a7 into bit 58 up to a2 into
/// bit 63.
pub(crate) const DIAGONAL_C2_H7: u64 = 0x0080_4020_1008_0400;

/// The b-file: times a line with one square per file, it stacks the files on the eighth rank.
pub(crate) const FILE_B: u64 = 0x0202_0202_0202_0202;

/// The first-rank attacks of a rook on each file, by the occupancy of b1..g1 as six bits: bit
/// `i` of the index is file `i + 1`; 8 x 64 sets, row-major.
fn first_rank() -> Vec<u64> {
    let rook = &Rays::new(false);
    (0..8).flat_map(|file| (0..64).map(move |inner| rook.attacks(file, inner << 1) & 0xFF)).collect()
}

/// The diagonal and anti-diagonal through each square, the square left out: 64 x 2 masks,
/// shared by hyperbola and kindergarten.
fn diagonals() -> Vec<u64> {
    SQUARES.flat_map(|s| [lines(s)[2] & !bit(s), lines(s)[3] & !bit(s)]).collect()
}

/// The rook's first-rank table, shared by hyperbola and kindergarten: 8 x 64 bytes.
fn rank_table() -> Table {
    Table {
        suffix: "_RANKS",
        doc: "Rook attacks along the first rank, by `[file][occupancy of b1..g1 as six bits]`; \
              shifted onto the rook's rank."
            .into(),
        shape: vec![8, 64],
        entry: Entry::Byte,
        values: first_rank(),
    }
}

/// Kindergarten bitboards.
///
/// For the rook, the file's inner occupancy is shifted onto the a-file and gathered by a
/// multiplication into six bits; those bits and the rook's rank index a table of a-file attacks.
/// The rank comes from the first-rank table. For the bishop, each diagonal's occupancy is stacked
/// onto the eighth rank by a multiplication, and its six inner files index the first-rank
/// attacks copied to every rank, which the diagonal's mask then cuts out.
fn kindergarten(slider: Slider) -> (Vec<Table>, String) {
    match slider {
        Slider::Rook => {
            let rook = Rays::new(false);
            let mut files = vec![0; 8 * 64];
            for rank in 0..8u8 {
                for occupancy in subsets(FILE_A2_A7) {
                    let index = (occupancy.wrapping_mul(DIAGONAL_C2_H7) >> 58) as usize;
                    files[usize::from(rank) * 64 + index] = rook.attacks(rank * 8, occupancy) & FILE_A;
                }
            }
            (
                vec![Table::main(&[8, 64], Entry::Mask, files), rank_table()],
                "Rook attacks by kindergarten bitboards: entry `[rank][index]` holds the attacks along \
                 the a-file of a rook on that rank, where the index is the file's occupancy of ranks \
                 2 to 7, shifted onto the a-file, times the c2-h7 diagonal, in the top six bits; the \
                 entry is shifted onto the rook's file, and ranks come from the first-rank table."
                    .into(),
            )
        }
        Slider::Bishop => {
            let filled = first_rank().into_iter().map(|rank| rank * FILE_A);
            let diagonals = diagonals();
            (
                vec![
                    Table::main(&[8, 64], Entry::Mask, filled.collect()),
                    Table {
                        suffix: "_LINES",
                        doc: "The diagonal and the anti-diagonal through each square, the square left out.".into(),
                        shape: vec![64, 2],
                        entry: Entry::Mask,
                        values: diagonals,
                    },
                ],
                "Bishop attacks by kindergarten bitboards: entry `[file][index]` holds the first-rank \
                 attacks of a slider on that file, copied to every rank, where the index is the \
                 diagonal's occupancy stacked onto the eighth rank by a multiplication with the \
                 b-file, files b to g; the line's mask cuts the diagonal out of it."
                    .into(),
            )
        }
    }
}

/// Hyperbola quintessence: the lines through each square, less the square; for the rook also
/// the attacks along the first rank by file and inner occupancy.
fn hyperbola(slider: Slider) -> (Vec<Table>, String) {
    match slider {
        Slider::Rook => {
            let files = SQUARES.map(|s| lines(s)[1] & !bit(s)).collect();
            (
                vec![Table::main(&[64], Entry::Mask, files), rank_table()],
                "Rook attacks by hyperbola quintessence: entry `sq` holds the file through `sq`, `sq` \
                 left out, on which `o - 2s` and its byte-swapped mirror find the file attacks; ranks \
                 come from the first-rank table."
                    .into(),
            )
        }
        Slider::Bishop => {
            let diagonals = diagonals();
            (
                vec![Table::main(&[64, 2], Entry::Mask, diagonals)],
                "Bishop attacks by hyperbola quintessence: entry `[sq]` holds the diagonal and the \
                 anti-diagonal through `sq`, `sq` left out, on each of which `o - 2s` and its \
                 byte-swapped mirror find the attacks."
                    .into(),
            )
        }
    }
}

/// Searches, from a fixed `seed`, one magic number per square for the rook (`Slider::Rook`) or
/// the bishop: a multiplier under which every subset of the square's mask lands, by the top
/// [`index_bits`](Slider::index_bits) of the product, on a slot that no subset with other
/// attacks shares. Deterministic for a given seed and count.
///
/// A block's cost is its length (the largest slot plus one) over its stride, the largest power
/// of two that divides every slot it uses: blocks with a stride of 2 fit two to a stretch of
/// the table, side by side, when [`pack_blocks`] places them. Of the magics found in `tries`
/// candidates the cheapest wins, the shorter on a tie; the search of a square stops early at a
/// block of one slot per subset, and goes on past `tries` until it has found one.
pub fn find_magics(slider: Slider, seed: u64, tries: u64) -> [u64; 64] {
    let rays = rays(slider);
    let mut state = seed | 1;
    let mut random = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = [0; 64];
    // Slot stamps: a slot holds an attack set for the candidate whose number it carries.
    let mut slots = vec![(0u64, 0u64); slider.block_len()];
    let mut candidate_number = 0u64;
    for sq in SQUARES {
        let mask = rays.mask(sq);
        let occupancies = subsets(mask);
        let attacks: Vec<u64> = occupancies.iter().map(|&o| rays.attacks(sq, o)).collect();
        let (mut best, mut best_fit) = (0, (usize::MAX, usize::MAX));
        let mut tried = 0;
        while best_fit.1 > occupancies.len() && (tried < tries || best_fit.0 == usize::MAX) {
            tried += 1;
            candidate_number += 1;
            let candidate = random() & random() & random();
            // (cost, length) so far: neither ever falls as more subsets are placed.
            let (mut len, mut used_bits) = (0, 0);
            let fits = occupancies.iter().zip(&attacks).all(|(&o, &a)| {
                let index = magic_slot(slider, o, candidate);
                len = len.max(index + 1);
                used_bits |= index;
                let slot = &mut slots[index];
                if block_fit(slider, len, used_bits) >= best_fit {
                    false
                } else if slot.0 != candidate_number {
                    *slot = (candidate_number, a);
                    true
                } else {
                    slot.1 == a
                }
            });
            if fits {
                (best, best_fit) = (candidate, block_fit(slider, len, used_bits));
            }
        }
        out[usize::from(sq)] = best;
    }
    out
}

/// A block's cost and length, compared in that order: the length (the largest slot plus one)
/// over the stride, the largest power of two that divides every slot in `used_bits` (the slots
/// ORed together); and the length.
fn block_fit(slider: Slider, len: usize, used_bits: usize) -> (usize, usize) {
    let stride = 1 << used_bits.trailing_zeros().min(slider.index_bits());
    (len.div_ceil(stride), len)
}

/// Places the squares' blocks under `magics` in one table, each at the first offset where every
/// slot it uses is free or already holds the same attack set. Returns the offsets.
///
/// The longest blocks go first, all but one of the longest, which goes last. Every square's
/// record holds a whole block from its offset, so the table runs a whole block past the last
/// offset. Placed after the others, that block finds no gap long enough and starts last, and as
/// it uses its whole length, the table ends with its attack sets rather than padding; a unit
/// test checks both for the built-in magics.
pub fn pack_blocks(slider: Slider, magics: &[u64; 64]) -> [u32; 64] {
    let rays = rays(slider);
    let blocks: Vec<Vec<(usize, u64)>> = SQUARES.map(|sq| block(slider, &rays, sq, magics[usize::from(sq)])).collect();
    let mut order: Vec<usize> = (0..64).collect();
    order.sort_by_key(|&sq| std::cmp::Reverse(blocks[sq].last().map_or(0, |&(slot, _)| slot)));
    order.rotate_left(1);
    let mut table: Vec<Option<u64>> = Vec::new();
    let mut offsets = [0; 64];
    for sq in order {
        let block = &blocks[sq];
        let fits = |offset: usize| {
            block.iter().all(|&(slot, set)| table.get(offset + slot).copied().flatten().is_none_or(|held| held == set))
        };
        let offset = (0..).find(|&offset| fits(offset)).unwrap_or_default();
        for &(slot, set) in block {
            if table.len() <= offset + slot {
                table.resize(offset + slot + 1, None);
            }
            table[offset + slot] = Some(set);
        }
        offsets[sq] = offset as u32;
    }
    offsets
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short search and its packing give a table in which every square finds, for every
    /// occupancy of its mask, its own attacks, though blocks overlap.
    #[test]
    fn searched_magics_and_packed_blocks_index_every_occupancy() {
        for slider in [Slider::Rook, Slider::Bishop] {
            let rays = rays(slider);
            let magics = find_magics(slider, 0x2545_F491_4F6C_DD1D, 2_000);
            let offsets = pack_blocks(slider, &magics);
            let mut table: Vec<Option<u64>> = Vec::new();
            let mut subsets_placed = 0;
            for sq in SQUARES {
                let (magic, offset) = (magics[usize::from(sq)], offsets[usize::from(sq)] as usize);
                for subset in subsets(rays.mask(sq)) {
                    let slot = offset + magic_slot(slider, subset, magic);
                    if table.len() <= slot {
                        table.resize(slot + 1, None);
                    }
                    let attacks = rays.attacks(sq, subset);
                    assert!(table[slot].is_none_or(|held| held == attacks), "{slider:?} {sq} {subset:#x}");
                    table[slot] = Some(attacks);
                    subsets_placed += 1;
                }
            }
            let plain = if slider == Slider::Rook { 102_400 } else { 5_248 };
            assert_eq!(subsets_placed, plain);
            // Overlapping blocks share slots, so the table can be shorter than its blocks.
            let blocks: usize = SQUARES
                .map(|sq| block(slider, &rays, sq, magics[usize::from(sq)]).last().map_or(0, |&(slot, _)| slot + 1))
                .sum();
            assert!(table.len() <= blocks, "{slider:?}: {} slots for {blocks} in blocks", table.len());
        }
    }

    /// The built-in offsets are the packing of the built-in magics, and the block that starts
    /// last uses its whole length: the table ends with an attack set, not with padding.
    #[test]
    fn built_in_blocks_are_packed_and_fill_the_table_to_its_end() {
        for slider in [Slider::Rook, Slider::Bishop] {
            let (magics, offsets) = magics(slider);
            assert_eq!(&pack_blocks(slider, magics), offsets, "{slider:?}: rerun the find_magics example");
            let rays = rays(slider);
            let used_end = SQUARES
                .map(|sq| {
                    let last = block(slider, &rays, sq, magics[usize::from(sq)]).last().map_or(0, |&(slot, _)| slot);
                    offsets[usize::from(sq)] as usize + last + 1
                })
                .max();
            let block_end = offsets.iter().map(|&offset| offset as usize + slider.block_len()).max();
            assert_eq!(block_end, used_end, "{slider:?}");
        }
    }
}
