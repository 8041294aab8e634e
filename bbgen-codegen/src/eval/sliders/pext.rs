//! PEXT bitboards: BMI2's parallel bit extract gathers the occupancy under a square's mask into
//! the index of its block, without magic numbers.

use super::Rays;
use crate::eval::{Entry, Table};
use crate::geometry::{SQUARES, subsets};
use crate::ir::build::{bin, call, cast, index, load, var};
use crate::ir::{Expr, Helper, Op, Stmt, Ty};
use crate::spec::Slider;

/// One block of attack sets per square, indexed by PEXT: the relevant squares' occupancy,
/// gathered into the low bits, is the index.
pub(super) fn tables(slider: Slider, rays: &Rays) -> (Vec<Table>, String) {
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

/// The entry at the square's offset plus the gathered occupancy.
pub(super) fn attacks() -> (Vec<Stmt>, Expr) {
    (
        vec![Stmt::Let(
            "index",
            Ty::U64,
            call(Helper::Pext, vec![var("occupancy"), load("_MASKS", vec![index("sq")])]),
        )],
        load(
            "",
            vec![bin(Op::Add, cast(var("index"), Ty::Index), cast(load("_OFFSETS", vec![index("sq")]), Ty::Index))],
        ),
    )
}
