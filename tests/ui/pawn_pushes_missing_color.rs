bbgen::pawn_pushes!();

fn main() {}
