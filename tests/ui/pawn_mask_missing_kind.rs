bbgen::pawn_mask!(white);

fn main() {}
