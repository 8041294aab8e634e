bbgen::king_moore!(name = king_attacks);

fn main() {}
