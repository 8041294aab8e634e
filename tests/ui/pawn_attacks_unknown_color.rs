bbgen::pawn_attacks!(red);

fn main() {}
