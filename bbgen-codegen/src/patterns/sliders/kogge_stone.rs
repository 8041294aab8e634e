//! Kogge-Stone occluded fills: the slider's bit spread through the empty squares in each
//! direction by three shifts, no table.

use super::{OCCUPANCY, SQ, Slider};
use crate::ir::build::{call, not};
use crate::ir::{Call, Expr, Stmt};
use crate::tables::Table;

/// No table.
pub(super) fn tables(slider: Slider) -> (Vec<Table>, String) {
    let summary = format!(
        "Attacks of a {} by Kogge-Stone occluded fills in the four directions, without a table.",
        slider.word()
    );
    (Vec::new(), summary)
}

/// The fill of the slider's bit through the empty squares.
pub(super) fn attacks(slider: Slider) -> (Vec<Stmt>, Expr) {
    (Vec::new(), fill(slider, SQ.bit(), not(OCCUPANCY.get())))
}

/// The set-wise fill of the pieces in `set` through the `empty` squares.
pub(super) fn fill(slider: Slider, set: Expr, empty: Expr) -> Expr {
    call(match slider {
        Slider::Rook => Call::RookFill { set, empty },
        Slider::Bishop => Call::BishopFill { set, empty },
    })
}
