//! Patterns expand wherever items may stand: a function body, a nested module.

mod engine {
    pub mod tables {
        bbgen::in_between!(rectangular);
    }
}

fn main() {
    bbgen::king_moore!(vis = private);
    bbgen::caughtable!(black, wtm);
    assert_eq!(king_moore(bbgen::Square::A1), 0x302);
    assert_eq!(caughtable_black_wtm(bbgen::Square::G5), 0x0000_00B8_FCFE_FE00);
    assert_eq!(engine::tables::in_between(bbgen::Square::A1, bbgen::Square::A3), 0x100);
}
