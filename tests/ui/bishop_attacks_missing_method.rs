bbgen::bishop_attacks!();

fn main() {}
