//! Magic bitboards: the occupancy under a square's mask, times its magic number, indexes its
//! block of attack sets by the product's top bits. The blocks overlap where they agree.

use super::magics::{BISHOP_MAGICS, BISHOP_OFFSETS, ROOK_MAGICS, ROOK_OFFSETS};
use super::{OCCUPANCY, SQ, Slider, rays};
use crate::geometry::{Rays, SQUARES, subsets};
use crate::ir::build::{call, load};
use crate::ir::{Call, Expr, Stmt};
use crate::tables::{Entry, Table};

/// The magic numbers built into the generator, and where each square's block starts.
fn magics(slider: Slider) -> (&'static [u64; 64], &'static [u32; 64]) {
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

/// One block of attack sets per square, indexed by magic multiplication: the blocks start at
/// the offsets found with the magic numbers, and where two overlap they agree on every slot
/// either uses.
pub(super) fn tables(slider: Slider, rays: &Rays) -> (Vec<Table>, String) {
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

/// The record's entry for the occupancy: the shift is the record type's (Rust) or the record's
/// (C), so the accessor is the same for both sliders.
pub(super) fn attacks() -> (Vec<Stmt>, Expr) {
    let (record, occupancy) = (load("_MAGICS", vec![SQ.index()]), OCCUPANCY.get());
    (Vec::new(), call(Call::MagicEntry { record, occupancy }))
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
