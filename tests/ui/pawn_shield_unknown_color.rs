bbgen::pawn_shield!(both);

fn main() {}
