// The files beside a pawn's are the same for both colours: `adjacent` takes none.
bbgen::pawn_mask!(white, adjacent);

fn main() {}
