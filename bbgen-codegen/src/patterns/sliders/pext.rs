//! PEXT bitboards: BMI2's parallel bit extract gathers the occupancy under a square's mask into
//! the index of its block, without magic numbers.

use super::{OCCUPANCY, SQ, Slider};
use crate::geometry::{Rays, SQUARES, subsets};
use crate::ir::build::{call, load};
use crate::ir::{Call, Expr, Stmt};
use crate::tables::{Entry, Table};

/// One block of attack sets per square, indexed by PEXT: the relevant squares' occupancy,
/// gathered into the low bits, is the index. Each record holds a block of the longest length;
/// a square whose block is that long comes last, so that the table ends with it.
pub(super) fn tables(slider: Slider, rays: &Rays) -> (Vec<Table>, String) {
    let len = slider.block_len();
    let full = SQUARES.rev().find(|&sq| 1 << rays.mask(sq).count_ones() == len).unwrap_or(63);
    let order = SQUARES.filter(|&sq| sq != full).chain([full]);
    let mut attacks = Vec::new();
    let mut records = vec![0; 2 * 64];
    for sq in order {
        let mask = rays.mask(sq);
        records[2 * usize::from(sq)..][..2].copy_from_slice(&[mask, attacks.len() as u64]);
        attacks.extend(subsets(mask).into_iter().map(|subset| rays.attacks(sq, subset)));
    }
    let piece = slider.word();
    let summary = format!(
        "Attacks of a {piece} for every occupancy, one block per square: entry `pext(occupancy, \
         mask)` of the square's block holds the squares a {piece} on it attacks with that occupancy."
    );
    let records = Table {
        suffix: "_PEXTS",
        doc: "The PEXT record of each square: its mask and its block of [`{table}`].".into(),
        shape: vec![64],
        entry: Entry::Pext(len),
        values: records,
    };
    (vec![Table::main(&[attacks.len()], Entry::Set, attacks), records], summary)
}

/// The record's entry for the occupancy.
pub(super) fn attacks() -> (Vec<Stmt>, Expr) {
    (Vec::new(), call(Call::PextEntry { record: load("_PEXTS", vec![SQ.index()]), occupancy: OCCUPANCY.get() }))
}
