//! Table names whose accessors share a name with an accessor's parameter: `in_between_clear`'s
//! body must not call the accessor `a`, `b` or `occupancy`, which its parameters hide.

mod rectangular {
    bbgen::in_between!(rectangular, name = A);
}
mod triangular {
    bbgen::in_between!(triangular, name = B, elem = Bitboard);
}
mod calculated {
    bbgen::in_between!(calculated, name = OCCUPANCY, to = inclusive);
}
mod x88 {
    bbgen::in_between!(x88, name = A, elem = Bitboard);
}

fn main() {
    use bbgen::{Bitboard, Square::*};
    assert!(!rectangular::a_clear(A1, A3, 0x100));
    assert!(triangular::b_clear(A1, A3, Bitboard(0x200)));
    assert!(!calculated::occupancy_clear(A1, A3, 0x1_0000));
    assert!(x88::a_clear(A1, H8, Bitboard(0)));
}
