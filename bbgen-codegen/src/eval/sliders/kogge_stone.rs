//! Kogge-Stone occluded fills: the slider's bit spread through the empty squares in each
//! direction by three shifts, no table.

use crate::eval::Table;
use crate::ir::build::{bit, call, not, var};
use crate::ir::{Expr, Helper, Stmt};
use crate::spec::Slider;

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
    (Vec::new(), call(fill(slider), vec![bit("sq"), not(var("occupancy"))]))
}

/// The set-wise fill of the piece.
pub fn fill(slider: Slider) -> Helper {
    match slider {
        Slider::Rook => Helper::RookFill,
        Slider::Bishop => Helper::BishopFill,
    }
}
